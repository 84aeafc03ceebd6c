"""Venn Classic's renderers: valid PNGs of sane size in every phase, card faces that show
their colours where they should, the same bytes for the same view, and a public table
that cannot depend on anything private."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from bench import classic as bench_classic
from gameuis.say import Say
from rendering import classic as cr
from rendering import kit as common

EN = Say()  # the pictures drawn in English

NAMES = ["Ada", "Bob", "Cyd", "Dee", "Eve", "Fin", "Gus", "Hal"]
MAX_PNG_BYTES = 1_500_000


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG"
    img.load()
    assert 0 < len(png) <= MAX_PNG_BYTES
    return img


def _rgb(png: bytes) -> Image.Image:
    return _open(png).convert("RGB")


def _close(a: tuple[int, ...], b: tuple[int, ...], tol: int = 6) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))


# --------------------------------------------------------------------------- sizes


@pytest.mark.parametrize("players", [2, 8])
@pytest.mark.parametrize("phase", cr.PHASES)
def test_every_picture_is_a_sane_png(players: int, phase: str) -> None:
    view = cr.sample_view(players=players, seed=7, phase=phase)
    table = _open(cr.render_table(cr.public_view(view), NAMES[:players], EN))
    assert table.mode == "P"
    assert table.width == cr.WIDTH
    assert 500 <= table.height <= 1400
    me = view["me"]["seat"]
    hand = _open(cr.render_hand(view, me, NAMES[me], names=NAMES[:players], say=EN))
    assert hand.size == (cr.HAND_W, cr._hand_layout().height)
    assert 600 <= hand.height <= 1200
    turn = _open(cr.render_turn(cr.public_view(view), NAMES[:players], EN))
    assert turn.size == (cr.TURN_W, cr.TURN_H)
    final = _open(cr.render_final(cr.public_view(view), NAMES[:players], EN))
    assert final.width == cr.FINAL_W and 300 <= final.height <= 1000


def test_table_grows_with_seats_in_rows_of_two() -> None:
    heights = {
        n: _open(cr.render_table(cr.sample_view(players=n, seed=1), NAMES[:n], EN)).height
        for n in range(2, 9)
    }
    assert heights[2] < heights[3] == heights[4] < heights[5] == heights[6] < heights[7]
    assert heights[7] == heights[8]


# --------------------------------------------------------------------------- cards


@pytest.mark.parametrize("card_type", ["RY", "YB", "BR"])
@pytest.mark.parametrize("size", ["small", "normal", "large"])
def test_a_card_face_shows_its_colours(card_type: str, size: str) -> None:
    top, bottom, inner = cr.type_colours(card_type)
    img = cr.render_card(card_type, size=size)
    w, h = img.size
    assert (w, h) == cr.CARD_SIZES[size]
    face = img.convert("RGB")
    lighten = 0.12  # the circles are drawn a touch lighter than the overlap
    expect = {
        "first": common.mix(cr.colour_rgb(top), cr.FACE, lighten),
        "second": common.mix(cr.colour_rgb(bottom), cr.FACE, lighten),
        "overlap": cr.colour_rgb(inner),
    }
    for region, colour in expect.items():
        px = face.getpixel(cr.card_face_point(region, w, h))
        assert _close(px, colour), (card_type, size, region, px, colour)
    assert img.getpixel((0, 0))[3] < 32  # rounded corners are (nearly) clear


def test_card_types_and_colours_follow_the_rulings() -> None:
    assert set(cr.card_types()) == {"RY", "YB", "BR"}
    assert cr.type_colours("RY") == ("red", "yellow", "orange")
    assert cr.type_colours("YB") == ("yellow", "blue", "green")
    assert cr.type_colours("BR") == ("blue", "red", "purple")
    assert cr.has_colour("YB", "green") and cr.has_colour("YB", "G")
    assert cr.has_colour("BR", "red") and not cr.has_colour("BR", "orange")
    assert cr.colour_name("Purple") == "purple" and cr.colour_name("x") is None


def test_a_back_is_not_a_face_and_pieces_are_cached() -> None:
    back = cr.render_card("RY", size="normal", turned=False)
    assert back is cr.render_card(None, size="normal")
    assert back.tobytes() != cr.render_card("RY", size="normal").tobytes()
    assert cr.render_card("YB", size="small") is cr.render_card("YB", size="small")
    faces = {cr.render_card(t, size="small").tobytes() for t in cr.card_types()}
    assert len(faces) == 3


def test_hand_png_keeps_card_colours_exact() -> None:
    """The palette holds the card colours exactly, so a hand card's overlap is true."""
    view = cr.sample_view(players=4, seed=3, phase="place")
    view["me"]["hand"] = [{"id": 100 + i, "type": t} for i, t in enumerate(cr.card_types())]
    img = _rgb(cr.render_hand(view, view["me"]["seat"], "Ada", say=EN))
    w, h = cr.CARD_SIZES["normal"]
    for i, t in enumerate(cr.card_types()):
        x, y = cr.hand_card_origin(i)
        dx, dy = cr.card_face_point("overlap", w, h)
        assert img.getpixel((x + dx, y + dy)) == cr.colour_rgb(cr.type_colours(t)[2])


def test_selected_cards_are_lifted() -> None:
    view = cr.sample_view(players=4, seed=5, phase="bid")
    hand = view["me"]["hand"]
    assert hand
    seat = view["me"]["seat"]
    plain = cr.render_hand(view, seat, "Ada", say=EN)
    picked = cr.render_hand(view, seat, "Ada", [hand[0]["id"]], say=EN)
    assert plain != picked
    # the lifted card's top edge now shows card, where the resting card left panel
    x, y = cr.hand_card_origin(0, selected=True)
    w, _ = cr.CARD_SIZES["normal"]
    assert _rgb(plain).getpixel((x + w // 2, y + 4)) == cr.CARD
    assert _rgb(picked).getpixel((x + w // 2, y + 4)) != cr.CARD


# --------------------------------------------------------------------------- determinism


def test_same_view_same_bytes() -> None:
    for phase in ("bid", "challenge", "over"):
        view = cr.sample_view(players=5, seed=9, phase=phase)
        pub = cr.public_view(view)
        assert cr.render_table(pub, NAMES, EN) == cr.render_table(copy.deepcopy(pub), NAMES, EN)
        seat = view["me"]["seat"]
        assert cr.render_hand(view, seat, "Ada", say=EN) == cr.render_hand(
            copy.deepcopy(view), seat, "Ada", say=EN
        )
        assert cr.render_turn(pub, NAMES, EN) == cr.render_turn(pub, NAMES, EN)
        assert cr.render_final(pub, NAMES, EN) == cr.render_final(pub, NAMES, EN)
    assert cr.sample_view(6, 3, "bid") == cr.sample_view(6, 3, "bid")


# --------------------------------------------------------------------------- secrets


def _scramble_private(view: dict) -> dict:
    """The same view with every hidden card in "me" changed to another type."""
    out = copy.deepcopy(view)
    types = list(cr.card_types())

    def other(t: str) -> str:
        return types[(types.index(t) + 1) % len(types)]

    for key in ("hand", "placed", "discard"):
        for card in out["me"][key]:
            card["type"] = other(card["type"])
            card["id"] = card["id"] + 1000
    return out


@pytest.mark.parametrize("phase", cr.PHASES)
@pytest.mark.parametrize("players", [2, 5, 8])
def test_public_table_depends_only_on_the_public_view(phase: str, players: int) -> None:
    view = cr.sample_view(players=players, seed=4, phase=phase)
    public = cr.public_view(view)
    assert public["me"] is None
    base = cr.render_table(public, NAMES, EN)
    assert cr.render_table(view, NAMES, EN) == base
    assert cr.render_table(_scramble_private(view), NAMES, EN) == base
    other_seat = copy.deepcopy(view)
    other_seat["me"]["seat"] = (view["me"]["seat"] + 1) % players
    assert cr.render_table(other_seat, NAMES, EN) == base
    assert cr.render_turn(_scramble_private(view), NAMES, EN) == cr.render_turn(public, NAMES, EN)
    assert cr.render_final(_scramble_private(view), NAMES, EN) == cr.render_final(public, NAMES, EN)


def _face_colours() -> set[tuple[int, int, int]]:
    """The flat circle fills of card faces: they appear nowhere else on the table (the
    overlap colours can, as blended edges of the back's emblem, so they are left out)."""
    out = set()
    for t in cr.card_types():
        top, bottom, _inner = cr.type_colours(t)
        out.add(common.mix(cr.colour_rgb(top), cr.FACE, 0.12))
        out.add(common.mix(cr.colour_rgb(bottom), cr.FACE, 0.12))
    return out


# A face shows well over a thousand pixels of circle fill even at the smallest size on the
# table; a back may map a few dozen antialiased pixels of its emblem onto those colours.
FACE_PIXELS = 300


def _face_pixels(img: Image.Image, top: int = 0, bottom: int | None = None) -> int:
    """How many pixels of `img` between rows `top` and `bottom` are card-face circle fill."""
    area = img.crop((0, top, img.width, img.height if bottom is None else bottom))
    faces = _face_colours()
    return sum(n for n, c in area.getcolors(1 << 20) or [] if c in faces)


def _seat_area_face_pixels(png: bytes) -> int:
    """Card-face pixels in the seat panels (below the banner, above the legend)."""
    img = _rgb(png)
    return _face_pixels(img, cr.HEADER_H + cr.BANNER_H, img.height - cr.MARGIN - cr.LEGEND_H)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_face_down_cards_never_show_a_face(players: int) -> None:
    for phase in ("call", "place", "bid"):
        view = cr.sample_view(players=players, seed=8, phase=phase)
        assert not view["turned"]
        assert _seat_area_face_pixels(cr.render_table(view, NAMES, EN)) < FACE_PIXELS
    # once a card is turned over in a challenge its face does appear
    view = _challenge_with_turned(players)
    assert _seat_area_face_pixels(cr.render_table(view, NAMES, EN)) > FACE_PIXELS


def _challenge_with_turned(players: int) -> dict:
    for seed in range(1, 50):
        view = cr.sample_view(players=players, seed=seed, phase="challenge")
        if view["turned"]:
            return view
    raise AssertionError("no sample challenge with a turned card")


def test_turned_field_is_what_reveals_a_card() -> None:
    public = cr.public_view(_challenge_with_turned(4))
    hidden = copy.deepcopy(public)
    hidden["turned"] = []
    for seat in hidden["seats"]:
        for p in seat["placed"]:
            p["turned"] = None
    assert cr.render_table(hidden, NAMES, EN) != cr.render_table(public, NAMES, EN)


# --------------------------------------------------------------------------- samples


@pytest.mark.parametrize("phase", cr.PHASES)
def test_sample_views_have_the_engine_shape(phase: str) -> None:
    view = cr.sample_view(players=5, seed=1, phase=phase)
    for key in (
        "game",
        "round",
        "phase",
        "start_player",
        "colour",
        "count",
        "turn",
        "challenger",
        "seats",
        "bids",
        "highest",
        "turned",
        "result",
        "winner",
        "me",
    ):
        assert key in view
    assert view["phase"] == phase
    for seat in view["seats"]:
        assert {
            "seat",
            "out",
            "hand_count",
            "discard_count",
            "recovered",
            "placed",
            "passed",
        } <= set(seat)
        for p in seat["placed"]:
            assert p["turned"] is None or p["turned"] in cr.card_types()
    me = view["me"]
    mine = view["seats"][me["seat"]]
    assert len(me["hand"]) == mine["hand_count"]
    assert len(me["discard"]) == mine["discard_count"]
    if phase in ("call", "place", "bid", "challenge"):
        # after the challenge the cards go back to hand; the table keeps showing the layout
        assert len(me["placed"]) == len(mine["placed"])
    # every card is dealt from one 48-card deck
    ids = [c["id"] for key in ("hand", "placed", "discard") for c in me[key]]
    assert len(ids) == len(set(ids)) and all(0 <= i < 48 for i in ids)
    for t in view["turned"]:
        assert t["has_colour"] == cr.has_colour(t["type"], view["colour"])


def test_bench_reports_its_numbers() -> None:
    result = bench_classic.bench_render(samples=3)
    assert {"median_ms", "p95_ms", "png_bytes"} <= set(result)
    assert result["png_bytes"] > 0 and result["median_ms"] > 0


def test_a_hand_shows_only_its_own_seats_cards() -> None:
    """Asked for another seat's hand, the picture falls back to backs and counts: the
    "me" entry of seat 0 never lends its faces to seat 1."""
    view = cr.sample_view(players=4, seed=2, phase="bid")
    seat = view["me"]["seat"]
    other = (seat + 1) % 4
    top = cr._hand_layout().hand_y  # the card panels, below the header's colour swatch
    assert _face_pixels(_rgb(cr.render_hand(view, seat, "Ada", say=EN)), top) > FACE_PIXELS
    png = cr.render_hand(view, other, "Bob", say=EN)
    assert png == cr.render_hand(cr.public_view(view), other, "Bob", say=EN)
    assert _face_pixels(_rgb(png), top) < FACE_PIXELS


# --------------------------------------------------------------------------- real engine


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (5, 2)])
def test_engine_views_render_and_keep_secrets(players: int, seed: int) -> None:
    """Views from the real engine through a game played by its AI: every picture renders,
    and the table drawn from any seat's view equals the one drawn from the public view."""
    engine_mod = pytest.importorskip("games.classic")
    engine = engine_mod.GAME
    state = engine.new_game(players, {}, seed)
    names = NAMES[:players]
    for _step in range(120):
        public = engine.view(state, None)
        table = cr.render_table(public, names, EN)
        _open(table)
        for seat in range(players):
            mine = engine.view(state, seat)
            assert cr.render_table(mine, names, EN) == table
            _open(cr.render_hand(mine, seat, names[seat], names=names, say=EN))
        _open(cr.render_turn(public, names, EN))
        if engine.is_over(state):
            _open(cr.render_final(public, names, EN))
            break
        seat = engine.waiting_for(state)[0]
        state, _ = engine.apply(state, seat, engine.ai_move(state, seat))


def test_the_final_picture_counts_what_the_final_text_counts() -> None:
    """The winner's cards on the final picture are the engine's count (hand and placed
    both), as the final text says: never the last round's placed cards counted again."""
    import copy

    from games.base import play_out
    from games.classic import GAME as G
    from rendering.classic.final import render_final

    names = ["a", "b", "c", "d"]
    checked = 0
    for seed in range(12):
        end = play_out(G, G.new_game(4, {}, seed), ["ai"] * 4)
        view = G.view(end, None)
        w = end["winner"]
        assert view["seats"][w]["cards"] == G.scores(end)[w]["cards"] <= 6
        if not view["seats"][w]["placed"]:
            continue
        picture = render_final(view, names, EN)
        without = copy.deepcopy(view)
        without["seats"][w]["placed"] = []  # the table's last cards: not what is held
        assert render_final(without, names, EN) == picture
        other = copy.deepcopy(view)
        other["seats"][w]["cards"] = view["seats"][w]["cards"] - 1
        assert render_final(other, names, EN) != picture  # the count drawn is this one
        checked += 1
    assert checked >= 3
