"""Abstract's renderers: valid PNGs of sensible size, real colours, stable bytes."""

from __future__ import annotations

import io
from collections import Counter

import pytest
from PIL import Image

from games.abstract.data import load
from rendering import abstract as ab
from rendering import common

MAX_PNG_BYTES = 1_000_000


def _seat(k: int, painting: list | None = None, total: int = 0, **extra: object) -> dict:
    seat = {
        "seat": k,
        "painting": painting if painting is not None else [None] * 24,
        "stars": 1,
        "tokens": {"adjust": 2, "anywhere": 1},
        "done": False,
        "score": {"A": 0, "B": 0, "C": 0, "stars": 1, "x": 0, "total": total},
    }
    seat.update(extra)
    return seat


def _view(seats: list[dict], me: dict | None = None, over: bool = False) -> dict:
    return {
        "game": "abstract",
        "round": 5,
        "rounds": 12,
        "over": over,
        "roll": [1, 2, 3, 4, 5],
        "goals": {"A": 3, "B": 2, "C": 1},
        "seats": seats,
        "me": me,
    }


def _me(seat: int = 0, last: int | None = None) -> dict:
    return {
        "seat": seat,
        "dice": [1, 3, 4, 6, 6],
        "used": [True, False, False, True, False],
        "paints": 1,
        "bonus_taken": False,
        "can_confirm": False,
        "can_undo": True,
        "actions": [],
        "last_square": last,
        "x_allowed": False,
    }


def _open(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG"
    img.load()
    return img


def _full_painting() -> list:
    return [(i % 6) + 1 for i in range(24)]


def _counts(img: Image.Image) -> Counter:
    """How many pixels of each colour an RGB image holds."""
    return Counter({c: n for n, c in img.getcolors(img.width * img.height)})


def _colour(n: int) -> tuple[int, int, int]:
    return common.rgb(load().colours[n]["rgb"])


# --------------------------------------------------------------------------- painting


def test_painting_is_a_phone_sized_palette_png() -> None:
    png = ab.render_painting(_view([_seat(0)]), 0, "Ada")
    img = _open(png)
    assert 720 <= img.width <= 900
    assert 900 <= img.height <= 1400
    assert img.mode == "P"
    assert len(png) < MAX_PNG_BYTES


def test_full_and_empty_paintings_differ() -> None:
    empty = ab.render_painting(_view([_seat(0)]), 0, "Ada")
    full = ab.render_painting(_view([_seat(0, _full_painting())]), 0, "Ada")
    a, b = _open(empty).convert("RGB"), _open(full).convert("RGB")
    assert a.size == b.size
    assert a.tobytes() != b.tobytes()


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_painted_square_shows_its_colour(number: int) -> None:
    painting: list = [None] * 24
    index = 9  # any square works; this one is inside die square 2
    painting[index] = number
    img = _open(ab.render_painting(_view([_seat(0, painting)]), 0, "Ada")).convert("RGB")
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
    img = _open(ab.render_painting(_view([_seat(0)]), 0, "Ada")).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(0)
    assert img.getpixel((x0 + 10, y0 + 10)) == ab.EMPTY


def test_x_marks_render() -> None:
    painting: list = [None] * 24
    painting[14] = "X"
    img = _open(ab.render_painting(_view([_seat(0, painting)]), 0, "Ada")).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(14)
    counts = _counts(img.crop((x0, y0, x1, y1)))
    assert counts[ab.X_FILL] > 500
    assert counts[ab.X_INK] > 300
    # the two strokes of the cross meet in the middle
    assert img.getpixel(((x0 + x1) // 2, (y0 + y1) // 2)) == ab.X_INK


def test_last_square_is_highlighted_only_for_the_viewer() -> None:
    painting: list = [None] * 24
    painting[3] = 2
    view = _view([_seat(0, painting), _seat(1, painting)], me=_me(0, last=3))
    own = _open(ab.render_painting(view, 0, "Ada")).convert("RGB")
    other = _open(ab.render_painting(view, 1, "Bob")).convert("RGB")
    x0, y0, x1, y1 = ab.square_box(3)
    ring = (x0 - 1, (y0 + y1) // 2)  # the ring sits on the frame just outside the square
    assert own.getpixel(ring) == ab.HILITE
    assert other.getpixel(ring) == ab.FRAME


def test_dice_are_drawn_for_the_viewer() -> None:
    view = _view([_seat(0), _seat(1)], me=_me(0))
    with_dice = _open(ab.render_painting(view, 0, "Ada"))
    without = _open(ab.render_painting(view, 1, "Bob"))
    assert with_dice.height > without.height
    assert with_dice.width == without.width


def test_painting_copes_with_sparse_or_odd_input() -> None:
    odd = _seat(0, [None, 7, "X", 0, True, "x"], total=-3)
    del odd["tokens"]
    view = {"seats": [odd], "me": None}
    img = _open(ab.render_painting(view, 0, ""))
    assert 720 <= img.width <= 900


def test_same_view_gives_same_bytes() -> None:
    view = ab.sample_view(players=3, seed=4)
    first = ab.render_painting(view, 0, "Ada")
    assert ab.render_painting(view, 0, "Ada") == first
    # and again from cold caches, including the palette
    for cached in (
        ab._palette,
        ab._sheet_frame,
        ab._sheet_frame_p,
        ab._goal_card_tile,
        ab._goal_card_tile_p,
        ab._tile,
        ab._tile_p,
        ab._thumb_base,
        common.text_sprite,
        common.die_face,
    ):
        cached.cache_clear()
    assert ab.render_painting(view, 0, "Ada") == first


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_path_matches_mapping_the_whole_picture(seed: int) -> None:
    # the painting is encoded from cached palette layers plus re-mapped dirty boxes; it must
    # be pixel-for-pixel what mapping the full RGB composition would give
    view = ab.sample_view(players=2, seed=seed)
    view["me"]["x_allowed"] = seed == 2
    for seat in (0, 1):
        fast = _open(ab.render_painting(view, seat, f"Name {seed}")).convert("RGB")
        sheet = ab._compose_painting(view, seat, f"Name {seed}")
        slow = ab._to_palette(sheet.rgb).convert("RGB")
        assert fast.tobytes() == slow.tobytes()


# --------------------------------------------------------------------------- standings


@pytest.mark.parametrize("players", [1, 3, 100])
def test_standings_sizes(players: int) -> None:
    view = ab.sample_view(players=players, seed=players)
    names = [f"Player {k + 1}" for k in range(players)]
    png = ab.render_standings(view, names)
    img = _open(png)
    assert img.mode == "P"
    assert 800 <= img.width <= 1200
    assert 300 <= img.height <= 2500
    assert len(png) < MAX_PNG_BYTES


def test_standings_cover_every_player_with_long_names() -> None:
    view = ab.sample_view(players=60, seed=9)
    names = ["A very long display name that will not fit" * 2 for _ in range(60)]
    img = _open(ab.render_standings(view, names))
    assert img.height <= 2500


def test_standings_rank_by_total() -> None:
    seats = [_seat(0, total=3), _seat(1, total=9), _seat(2, total=9), _seat(3, total=-1)]
    ranked = ab._ranked(_view(seats))
    assert [(rank, s["seat"]) for rank, s in ranked] == [(1, 1), (1, 2), (3, 0), (4, 3)]


def test_standings_deterministic_and_final_marks_winner() -> None:
    seats = [_seat(0, _full_painting(), total=20), _seat(1, total=4)]
    view = _view(seats)
    names = ["Ada", "Bob"]
    plain = ab.render_standings(view, names)
    assert ab.render_standings(view, names) == plain
    final = ab.render_final(view, names)
    assert final != plain
    plain_counts = _counts(_open(plain).convert("RGB"))
    final_counts = _counts(_open(final).convert("RGB"))
    # an antialiased edge pixel may land on the winner tint; a whole card may not
    assert plain_counts[ab.WIN_FILL] < 50
    assert final_counts[ab.WIN_FILL] > 1000


def test_standings_with_no_players() -> None:
    img = _open(ab.render_standings(_view([]), []))
    assert img.width == ab.STANDINGS_WIDTH


def test_bench_render_reports_numbers() -> None:
    result = ab.bench_render(samples=3)
    assert set(result) == {"median_ms", "p95_ms", "png_bytes"}
    assert result["png_bytes"] > 1000
    assert result["median_ms"] > 0
