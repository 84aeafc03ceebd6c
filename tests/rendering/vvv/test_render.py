"""VENNi, Vidi, Vici's pictures, checked pixel by pixel where a rule shows: locked regions
in the owner's colours, numbers on open regions, dots by seat, lettered spots and circles."""

from __future__ import annotations

import io
import math

import pytest
from PIL import Image

from games.vvv import GAME, choices
from rendering.vvv import board as B
from rendering.vvv import render_board, render_candidates, render_zoom
from rendering.vvv import theme as T
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


def test_open_regions_carry_their_numbers(played) -> None:
    view = GAME.view(played[2], None)
    img = image(render_board(view, NAMES))
    numbered = [r for r in view["regions"] if r["number"]]
    assert numbered and all(not r["locked"] for r in numbered)
    for region in numbered:
        # the number sits on the region's point, or just beside it when a dot is there
        assert near(img, board_px(*region["point"]), {(255, 255, 255)}, 28)


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
    for x, y in spots:
        px = tuple(round(v) for v in frame.px(x, y))
        # a gold letter disc on the spot, which the picture without offers does not have
        assert near(img, px, {T.HIGHLIGHT}, 14), (x, y)
        assert (
            img.crop((px[0] - 8, px[1] - 8, px[0] + 8, px[1] + 8)).tobytes()
            != bare.crop((px[0] - 8, px[1] - 8, px[0] + 8, px[1] + 8)).tobytes()
        )
    # the region in play is tinted: its inner point is no longer plain paper
    inner = tuple(round(v) for v in frame.px(*region["point"]))
    assert not near(bare, inner, {T.PAPER}, 0)


def test_candidate_circles_are_drawn_in_their_own_colours(played) -> None:
    state = played[1]
    view = GAME.view(state, None)
    offered = choices.circles(state)
    assert offered
    img = image(render_candidates(view, NAMES, offered))
    frame, _ = B.zoom_frame(B.candidates_box(view, offered))
    for k, (cx, cy, r) in enumerate(offered):
        # the middle of each of its 30 dashes; later circles and labels may cover a few
        seen = 0
        for j in range(30):
            angle = math.radians(k + 4 + 12 * j)
            px = frame.px(cx + r * math.cos(angle), cy + r * math.sin(angle))
            seen += near(img, (round(px[0]), round(px[1])), {T.CANDIDATES[k]}, 3)
        assert seen >= 15, (k, (cx, cy, r), seen)
