"""Abstract's renderers: valid PNGs of sensible size, real colours, stable bytes.

Every view here is the engine's own `view()` of a real state (built with the engine test
helpers, or played by the AI from a seed), so the pictures are drawn from what players get.
"""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

import pytest
from PIL import Image

from bench.abstract import bench_render
from games.abstract import GAME
from games.abstract.data import load
from games.abstract.views import AbstractView, Cell
from gameuis.say import Say
from rendering import abstract as ab
from rendering import kit
from rendering.abstract import cards, painting, palette, standings, theme, tiles
from rendering.abstract.samples import sample_state, sample_view
from tests.games.abstract.helpers import bonus, make_state, paint, play

EN = Say()  # the pictures drawn in English
MAX_PNG_BYTES = 1_000_000
EMPTY: list[Cell] = [None] * 24


def _view(
    paintings: list[list[Cell]], seat: int | None = None, moves: tuple[Any, ...] = ()
) -> AbstractView:
    """The view of a round-5 game with these committed paintings; `seat` may first make
    `moves` this round (with the roll 2 2 3 4 5)."""
    state = make_state(
        players=len(paintings),
        goals={"A": 3, "B": 2, "C": 1},
        paintings=paintings,
        roll=[2, 2, 3, 4, 5],
        tokens={"adjust": 2, "anywhere": 1},
        stars=1,
        round_no=5,
    )
    if moves:
        assert seat is not None
        state = play(state, seat, *moves)
    view: AbstractView = GAME.view(state, seat)
    return view


def _open(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG"
    img.load()
    return img


def _full_painting() -> list[Cell]:
    return [(i % 6) + 1 for i in range(24)]


def _counts(img: Image.Image) -> Counter:
    """How many pixels of each colour an RGB image holds."""
    return Counter({c: n for n, c in img.getcolors(img.width * img.height)})


def _colour(n: int) -> tuple[int, int, int]:
    return kit.rgb(load().colours[n]["rgb"])


# --------------------------------------------------------------------------- painting


def test_painting_is_a_phone_sized_palette_png() -> None:
    png = ab.render_painting(_view([EMPTY]), 0, "Ada", EN)
    img = _open(png)
    assert 720 <= img.width <= 900
    assert 900 <= img.height <= 1400
    assert img.mode == "P"
    assert len(png) < MAX_PNG_BYTES


def test_full_and_empty_paintings_differ() -> None:
    empty = ab.render_painting(_view([EMPTY]), 0, "Ada", EN)
    full = ab.render_painting(_view([_full_painting()]), 0, "Ada", EN)
    a, b = _open(empty).convert("RGB"), _open(full).convert("RGB")
    assert a.size == b.size
    assert a.tobytes() != b.tobytes()


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_painted_square_shows_its_colour(number: int) -> None:
    cells = list(EMPTY)
    index = 9  # any square works; this one is inside die square 2
    cells[index] = number
    img = _open(ab.render_painting(_view([cells]), 0, "Ada", EN)).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(index)
    expected = _colour(number)
    # the digit sits over the exact centre, so sample the centre column just below the
    # top edge, and also check that the colour dominates the square
    assert img.getpixel(((x0 + x1) // 2, y0 + 8)) == expected
    assert img.getpixel((x0 + 8, (y0 + y1) // 2)) == expected
    counts = _counts(img.crop((x0, y0, x1, y1)))
    assert counts.most_common(1)[0][0] == expected
    # white digit pixels are present too: the number is printed, not just coloured
    assert counts[(255, 255, 255)] > 100


def test_empty_square_is_light() -> None:
    img = _open(ab.render_painting(_view([EMPTY]), 0, "Ada", EN)).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(0)
    assert img.getpixel((x0 + 10, y0 + 10)) == theme.EMPTY


def test_x_marks_render() -> None:
    cells = list(EMPTY)
    cells[14] = "X"
    img = _open(ab.render_painting(_view([cells]), 0, "Ada", EN)).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(14)
    counts = _counts(img.crop((x0, y0, x1, y1)))
    assert counts[theme.X_FILL] > 500
    assert counts[theme.X_INK] > 300
    # the two strokes of the cross meet in the middle
    assert img.getpixel(((x0 + x1) // 2, (y0 + y1) // 2)) == theme.X_INK


def test_last_square_is_highlighted_only_for_the_viewer() -> None:
    theirs = list(EMPTY)
    theirs[3] = 2
    # seat 0 paints a 2 on square 3 this round (die square 2); seat 1 did so earlier
    view = _view([EMPTY, theirs], seat=0, moves=(paint(0, 1, 3),))
    assert view["me"] is not None and view["me"]["last_square"] == 3
    assert view["seats"][0]["painting"][3] == view["seats"][1]["painting"][3] == 2
    own = _open(ab.render_painting(view, 0, "Ada", EN)).convert("RGB")
    other = _open(ab.render_painting(view, 1, "Bob", EN)).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(3)
    ring = (x0 - 1, (y0 + y1) // 2)  # the ring sits on the frame just outside the square
    assert own.getpixel(ring) == theme.HILITE
    assert other.getpixel(ring) == kit.theme.FRAME


def test_dice_are_drawn_for_the_viewer() -> None:
    view = _view([EMPTY, EMPTY], seat=0, moves=(bonus(4),))
    with_dice = _open(ab.render_painting(view, 0, "Ada", EN))
    without = _open(ab.render_painting(view, 1, "Bob", EN))
    assert with_dice.height > without.height
    assert with_dice.width == without.width


def test_negative_totals_and_unnamed_players_render() -> None:
    cells = list(EMPTY)
    cells[0:3] = ["X", "X", "X"]
    view = _view([cells])
    assert view["seats"][0]["score"]["total"] == 1 - 3  # one star, three X marks
    img = _open(ab.render_painting(view, 0, "", EN))
    assert 720 <= img.width <= 900
    # a player without a name is shown as "Player <seat>"
    assert ab.render_painting(view, 0, "", EN) == ab.render_painting(view, 0, "Player 1", EN)


def test_same_view_gives_same_bytes() -> None:
    view = sample_view(players=3, seed=4)
    first = ab.render_painting(view, 0, "Ada", EN)
    assert ab.render_painting(view, 0, "Ada", EN) == first
    # and again from cold caches, including the palette
    for cached in (
        palette.palette,
        painting.sheet_frame,
        painting.sheet_frame_p,
        painting.goal_card_tile,
        painting.goal_card_tile_p,
        painting.tile_p,
        tiles.tile,
        cards.thumb_base,
        kit.text_sprite,
        kit.die_face,
    ):
        cached.cache_clear()
    assert ab.render_painting(view, 0, "Ada", EN) == first


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_path_matches_mapping_the_whole_picture(seed: int) -> None:
    # the painting is encoded from cached palette layers plus re-mapped dirty boxes; it must
    # be pixel-for-pixel what mapping the full RGB composition would give
    view = sample_view(players=2, round_no=4 * seed, seed=seed, moves=seed)
    for seat in (0, 1):
        fast = _open(ab.render_painting(view, seat, f"Name {seed}", EN)).convert("RGB")
        sheet = painting.compose_painting(view, seat, f"Name {seed}", EN)
        slow = palette.to_palette(sheet.rgb).convert("RGB")
        assert fast.tobytes() == slow.tobytes()


def test_every_seat_of_a_finished_game_renders_alike() -> None:
    view = sample_view(players=3, round_no=13, seed=5, seat=None)
    assert view["over"] and view["me"] is None
    pictures = [_open(ab.render_painting(view, k, f"P{k}", EN)) for k in range(3)]
    assert len({p.size for p in pictures}) == 1
    assert len({p.tobytes() for p in pictures}) == 3


# --------------------------------------------------------------------------- standings


@pytest.mark.parametrize(("players", "round_no"), [(1, 7), (3, 7), (30, 4), (100, 2)])
def test_standings_sizes(players: int, round_no: int) -> None:
    view = sample_view(players=players, round_no=round_no, seed=players, seat=None)
    names = [f"Player {k + 1}" for k in range(players)]
    png = ab.render_standings(view, names, EN)
    img = _open(png)
    assert img.mode == "P"
    assert 800 <= img.width <= 1200
    assert 300 <= img.height <= 2500
    assert len(png) < MAX_PNG_BYTES


def test_standings_cover_every_player_with_long_names() -> None:
    view = sample_view(players=60, round_no=2, seed=9, seat=None)
    names = ["A very long display name that will not fit" * 2 for _ in range(60)]
    img = _open(ab.render_standings(view, names, EN))
    assert img.height <= 2500


def test_standings_rank_by_total() -> None:
    x3 = ["X"] * 3 + [None] * 21
    x5 = ["X"] * 5 + [None] * 19
    view = _view([x3, EMPTY, EMPTY, x5])
    assert [s["score"]["total"] for s in view["seats"]] == [-2, 1, 1, -4]
    ranked = standings.ranked(view)
    assert [(s["rank"], s["seat"]) for s in ranked] == [(1, 1), (1, 2), (3, 0), (4, 3)]


def test_standings_deterministic_and_final_marks_winner() -> None:
    view = _view([_full_painting(), EMPTY])
    assert view["seats"][0]["rank"] == 1 and view["seats"][1]["rank"] == 2
    names = ["Ada", "Bob"]
    plain = ab.render_standings(view, names, EN)
    assert ab.render_standings(view, names, EN) == plain
    final = ab.render_final(view, names, EN)
    assert final != plain
    plain_counts = _counts(_open(plain).convert("RGB"))
    final_counts = _counts(_open(final).convert("RGB"))
    # an antialiased edge pixel may land on the winner tint; a whole card may not
    assert plain_counts[kit.theme.WIN_FILL] < 50
    assert final_counts[kit.theme.WIN_FILL] > 1000


def test_standings_of_a_finished_game_are_the_final_scores() -> None:
    view = sample_view(players=3, round_no=13, seed=6, seat=None)
    assert view["over"]
    names = ["Ada", "Bob", "Cy"]
    assert ab.render_standings(view, names, EN) == ab.render_final(view, names, EN)


def test_standings_with_no_players() -> None:
    view = _view([EMPTY])
    view["seats"] = []
    img = _open(ab.render_standings(view, [], EN))
    assert img.width == theme.STANDINGS_WIDTH


# --------------------------------------------------------------------------- samples, bench


def test_sample_views_come_from_real_play() -> None:
    state = sample_state(players=3, round_no=7, seed=2, moves=2)
    assert state["round"] == 7
    assert [len(entry["draft"]) for entry in state["seats"]] == [2, 2, 2]
    view = sample_view(players=3, round_no=7, seed=2, moves=2)
    assert view == GAME.view(state, 0)
    assert view["me"] is not None and view["me"]["actions"] == state["seats"][0]["draft"]
    # six finished rounds of two paints each, and up to two more in this round's draft
    filled = sum(v is not None for v in view["seats"][0]["painting"])
    assert 12 <= filled <= 14


def test_bench_render_reports_numbers() -> None:
    result = bench_render(samples=3)
    assert set(result) == {"median_ms", "p95_ms", "png_bytes"}
    assert result["png_bytes"] > 1000
    assert result["median_ms"] > 0
