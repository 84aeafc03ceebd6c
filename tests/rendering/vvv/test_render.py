"""VENNi, Vidi, Vici's pictures, checked pixel by pixel where a rule shows: locked regions
in the owner's colours, numbers on open regions (never over a dot or each other), dots by
seat, lettered spots, and the circle picker's small pictures."""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image

from games.vvv import GAME, choices, engine, offers
from rendering.vvv import board as B
from rendering.vvv import picker as P
from rendering.vvv import render_board, render_picker, render_preview, render_zoom
from rendering.vvv import theme as T
from rendering.vvv.labels import overlaps
from rendering.vvv.samples import states

NAMES = ["Alice", "Bob"]


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def board_px(x: float, y: float) -> tuple[int, int]:
    scale = (T.WIDTH - T.LABEL_LEFT - T.RIGHT) / 1000
    return (round(T.LABEL_LEFT + x * scale), round(T.HEADER + T.LABEL_TOP + y * scale))


def near(
    img: Image.Image, xy: tuple[int, int], colours: set[tuple[int, int, int]], radius: int = 3
) -> bool:
    x, y = xy
    return any(
        img.getpixel((x + dx, y + dy)) in colours
        for dx in range(-radius, radius + 1)
        for dy in range(-radius, radius + 1)
    )


@pytest.fixture(scope="module")
def played():
    return states(3)


def test_the_board_shows_locks_numbers_and_dots(played) -> None:
    end = played[-1]
    view = GAME.view(end, None)
    img = image(render_board(view, NAMES))
    assert img.width == T.WIDTH
    assert view["locks"], "the sample game locked regions"
    checked = 0
    for region in view["regions"]:
        if region["locked"]:
            owner = region["owner"]
            colours = (
                {T.NEUTRAL_FILL, T.NEUTRAL}
                if owner is None
                else {T.SEAT_FILLS[owner], T.SEATS[owner]}
            )
            others = {T.SEAT_FILLS[1 - owner]} if owner is not None else set(T.SEAT_FILLS)
            x, y = board_px(*region["point"])
            dots_here = any(math.dist(d["at"], region["point"]) < 20 for d in view["dots"])
            if not dots_here and region["area"] > 2000:  # big enough to show its pattern
                checked += 1
                assert near(img, (x, y), colours, 4) and not near(img, (x, y), others, 2), region
    assert checked >= 3
    for dot in view["dots"]:
        assert near(img, board_px(*dot["at"]), {T.SEATS[dot["seat"]]}, 2)


def test_open_regions_carry_their_numbers_clear_of_dots_and_each_other(played) -> None:
    for state in played[1:3]:
        view = GAME.view(state, None)
        img, frame = B._board_image(view, NAMES)
        drawn = image(render_board(view, NAMES))
        labels = B.number_labels(img.size, frame, view)
        numbered = [r for r in view["regions"] if r["number"]]
        assert numbered and all(not r["locked"] for r in numbered)
        assert sorted(int(lb.text) for lb in labels) == sorted(r["number"] for r in numbered)
        assert overlaps(labels, B.dot_points(frame, view), B.DOT_REACH) == []
        for label in labels:  # a white disc where the number was placed
            assert near(drawn, (round(label.at[0]), round(label.at[1])), {(255, 255, 255)}, 4)
    # late in a game most regions are small: numbers that found no room inside are tied
    # to their region by a line, rather than laid over a dot or another number
    assert any(lb.tied for lb in labels)


def test_overlaps_are_found() -> None:
    from rendering.vvv.labels import Placed

    a, b = Placed("1", (10, 10), 12, (10, 10)), Placed("2", (20, 10), 12, (20, 10))
    assert overlaps([a, b], [], 8) == ["1 overlaps 2"]
    assert overlaps([a], [(14, 10)], 8) == ["1 covers a dot"]


def test_the_zoom_letters_each_offered_spot(played) -> None:
    state = played[2]
    view = GAME.view(state, None)
    number = max((r for r in view["regions"] if r["number"]), key=lambda r: r["area"])["number"]
    spots = choices.spots(state, number)
    assert spots
    img = image(render_zoom(view, NAMES, number, spots))
    bare = image(render_zoom(view, NAMES, number, []))
    assert img.width == T.WIDTH
    region = next(r for r in view["regions"] if r["number"] == number)
    frame, height = B.zoom_frame(region["box"])
    assert img.height == height
    labels = B.spot_labels(img.size, frame, view, spots)
    assert [lb.text for lb in labels] == list("ABCDEFGHI"[: len(spots)])
    for (x, y), label in zip(spots, labels, strict=True):
        px = tuple(round(v) for v in frame.px(x, y))
        # a gold letter disc on the spot, or beside it and tied to it when a dot is near;
        # either way the spot differs from the picture without offers
        assert label.anchor == frame.px(x, y)
        assert near(img, (round(label.at[0]), round(label.at[1])), {T.HIGHLIGHT}, 6), (x, y)
        assert (
            img.crop((px[0] - 8, px[1] - 8, px[0] + 8, px[1] + 8)).tobytes()
            != bare.crop((px[0] - 8, px[1] - 8, px[0] + 8, px[1] + 8)).tobytes()
        )
    # the region in play is tinted: its inner point is no longer plain paper
    inner = tuple(round(v) for v in frame.px(*region["point"]))
    assert not near(bare, inner, {T.PAPER}, 0)


def test_spot_letters_never_cover_a_dot(played) -> None:
    for state in played[1:3]:
        view = GAME.view(state, None)
        for number in choices.open_regions(state)[:8]:
            spots = choices.spots(state, number)
            region = next(r for r in view["regions"] if r["number"] == number)
            frame, height = B.zoom_frame(region["box"])
            labels = B.spot_labels((T.WIDTH, height), frame, view, spots)
            assert overlaps(labels, B.dot_points(frame, view), B.DOT_REACH) == [], number


def test_the_picker_draws_each_circle_on_its_own_picture(played) -> None:
    state = played[1]
    seat = engine.seat_to_act(state)
    view = GAME.view(state, seat)
    shown = [offers.outcome(state, seat, c) for c in offers.page(state, 0)]
    assert 1 < len(shown) <= offers.PER_PAGE
    img = image(render_picker(view, NAMES, shown, "ABCDEF"))
    assert img.width == T.WIDTH
    rows = -(-len(shown) // P.COLUMNS)
    assert img.height == T.HEADER + rows * (P.CELL_H + P.CAPTION + P.GAP) + P.GAP
    for k, offer in enumerate(shown):
        # each cell shows its own circle, in the picker's colour, and no other candidate
        row, col = divmod(k, P.COLUMNS)
        x, y = P.GAP + col * (P.CELL_W + P.GAP), T.HEADER + row * (P.CELL_H + P.CAPTION + P.GAP)
        frame = P._frame(P._box(view, offer), P.CELL_W, P.CELL_H)
        cx, cy, r = offer["circle"]
        seen = 0
        for j in range(36):
            a = math.radians(10 * j)
            px, py = frame.px(cx + r * math.cos(a), cy + r * math.sin(a))
            if 60 < px < P.CELL_W - 4 and 4 < py < P.CELL_H - 4:  # clear of the letter
                seen += near(img, (round(x + px), round(y + py)), {P.CIRCLE}, 3)
        assert seen >= 8, (k, offer["circle"], seen)
    preview = image(render_preview(view, NAMES, shown[0], "Circle A"))
    assert preview.width == T.WIDTH
