"""Small drawers shared by every game's pictures: boxes, dice, score rows."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering.kit.colour import RGB, rgb
from rendering.kit.text import font
from rendering.kit.theme import CARD, CARD_EDGE, FRAME, GOLD, MEDALS, RADIUS, SHADOW, WIN_FILL

Box = tuple[int, int, int, int]

# Pip positions on a unit die face, as fractions of the face size.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def rounded_box(
    draw: ImageDraw.ImageDraw,
    box: Box,
    radius: int,
    fill: str | Sequence[int] | None = None,
    outline: str | Sequence[int] | None = None,
    width: int = 1,
    shadow: str | Sequence[int] | None = None,
    shadow_offset: int = 3,
) -> None:
    """A rounded rectangle, optionally sitting on a hard offset shadow (cheap, no blur)."""
    if shadow is not None:
        x0, y0, x1, y1 = box
        draw.rounded_rectangle(
            (x0, y0 + shadow_offset, x1, y1 + shadow_offset), radius, fill=rgb(shadow)
        )
    draw.rounded_rectangle(
        box,
        radius,
        fill=None if fill is None else rgb(fill),
        outline=None if outline is None else rgb(outline),
        width=width,
    )


@lru_cache(maxsize=128)
def die_face(
    size: int,
    value: int,
    face: RGB = (255, 255, 255),
    pip: RGB = (31, 34, 48),
    edge: RGB = (31, 34, 48),
    used: bool = False,
    strike: RGB = (200, 64, 84),
) -> Image.Image:
    """An RGBA picture of a die showing `value` (1-6) with pips.

    A `used` die is drawn pale grey (pips still legible) with a diagonal `strike` line.
    The result is cached, so callers must paste it rather than draw on it.
    """
    # drawn at 4x and scaled down, so the pips and corners come out smooth
    final = size
    size *= 4
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    if used:
        face, pip, edge = (226, 226, 231), (150, 151, 162), (176, 177, 186)
    border = max(1, size // 22)
    radius = max(2, size // 6)
    draw.rounded_rectangle(
        (0, 0, size - 1, size - 1), radius, fill=face, outline=edge, width=border
    )
    r = max(1.5, size * 0.085)
    for fx, fy in _PIPS.get(value, ()):
        cx, cy = fx * (size - 1), fy * (size - 1)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=pip)
    if used:
        w = max(2, size // 13)
        inset = size * 0.1
        draw.line((inset, size - inset, size - inset, inset), fill=strike, width=w)
    return img.resize((final, final), Image.Resampling.LANCZOS)


def score_cells(left: int, right: int, small: int, total_w: int, gap: int) -> list[tuple[int, int]]:
    """Horizontal extents of a score row: `small` equal boxes, then a wider total box
    flush with the right edge."""
    width = (right - total_w - left - small * gap) // small
    cells, x = [], left
    for _ in range(small):
        cells.append((x, x + width))
        x += width + gap
    cells.append((right - total_w, right))
    return cells


def medal_colour(rank: int) -> RGB:
    """Gold, silver or bronze for places 1-3; the dark frame colour for any other place."""
    return MEDALS[rank - 1] if 1 <= rank <= len(MEDALS) else FRAME


def badge(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    radius: int,
    text: str,
    fill: str | Sequence[int],
    size: int,
    ink: str | Sequence[int] = (255, 255, 255),
) -> None:
    """A filled disc with short bold text in its middle: a goal letter, a place number."""
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=rgb(fill))
    # one pixel lower than the box centre: digits and capitals sit high on their line box
    draw.text((cx, cy + 1), text, font=font(size, True), fill=rgb(ink), anchor="mm")


def card_frame(
    draw: ImageDraw.ImageDraw, box: Box, picked: bool = False, picked_width: int = 4
) -> None:
    """A player's card on its shadow; a picked-out card (a winner, the player to act) is
    tinted and edged in gold."""
    rounded_box(
        draw,
        box,
        RADIUS,
        fill=WIN_FILL if picked else CARD,
        outline=GOLD if picked else CARD_EDGE,
        width=picked_width if picked else 2,
        shadow=SHADOW,
    )
