"""Small square pictures for Discord's application emoji (128 x 128 PNG, transparent).

An emoji is seen at about 22 px in a button or a line of text, so each one is a single bold
shape with a large letter or number on it: colour is never the only cue. Drawn at twice the
size and scaled down once, for smooth edges.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from rendering.kit import theme
from rendering.kit.colour import RGB, readable_on
from rendering.kit.compose import encode_png
from rendering.kit.text import font

SIZE = 128  # Discord shows emoji from 128 x 128 pictures
_SCALE = 2
Shape = Callable[[ImageDraw.ImageDraw, int, RGB, RGB], None]


def _rounded(draw: ImageDraw.ImageDraw, s: int, fill: RGB, edge: RGB) -> None:
    draw.rounded_rectangle((4, 4, s - 5, s - 5), s // 6, fill=fill, outline=edge, width=s // 24)


def _disc(draw: ImageDraw.ImageDraw, s: int, fill: RGB, edge: RGB) -> None:
    draw.ellipse((4, 4, s - 5, s - 5), fill=fill, outline=edge, width=s // 24)


def _polygon(points: list[tuple[float, float]]) -> Shape:
    """A shape from corners given on a unit square (0..1)."""

    def draw_it(draw: ImageDraw.ImageDraw, s: int, fill: RGB, edge: RGB) -> None:
        m = s * 0.03
        corners = [(m + x * (s - 2 * m), m + y * (s - 2 * m)) for x, y in points]
        draw.polygon(corners, fill=fill, outline=edge, width=s // 24)

    return draw_it


SHAPES: dict[str, Shape] = {
    "square": _rounded,
    "disc": _disc,
    # the polyhedral dice in outline, as a player recognises them on the table
    "diamond": _polygon([(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)]),
    "kite": _polygon([(0.5, 0.0), (1.0, 0.42), (0.5, 1.0), (0.0, 0.42)]),
    "pentagon": _polygon([(0.5, 0.0), (1.0, 0.38), (0.81, 1.0), (0.19, 1.0), (0.0, 0.38)]),
    "triangle": _polygon([(0.5, 0.0), (1.0, 0.93), (0.0, 0.93)]),
}


def badge(
    label: str,
    fill: RGB,
    *,
    shape: str = "square",
    edge: RGB = theme.FRAME,
    ink: RGB | None = None,
    label_y: float = 0.5,
    label_size: float | None = None,
    drawn: Callable[[ImageDraw.ImageDraw, int], None] | None = None,
) -> bytes:
    """A 128 x 128 PNG: `shape` filled with `fill`, `label` (1-3 characters) large in its
    middle (or at `label_y`, `label_size` of the height), in ink that reads on the fill;
    `drawn(draw, side)` may add a picture of its own on the double-size canvas first."""
    s = SIZE * _SCALE
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    SHAPES[shape](draw, s, fill, edge)
    if drawn is not None:
        drawn(draw, s)
    if label:
        ink = ink or readable_on(fill)
        share = label_size or (0.56 if len(label) == 1 else 0.44 if len(label) == 2 else 0.34)
        size = int(s * share)
        fnt = font(size, bold=True)
        outline = theme.WHITE if ink != theme.WHITE else theme.FRAME
        draw.text(
            (s / 2, s * label_y),
            label,
            font=fnt,
            fill=ink,
            anchor="mm",
            stroke_width=max(2, size // 14),
            stroke_fill=outline,
        )
    return encode_png(img.resize((SIZE, SIZE), Image.Resampling.LANCZOS))


def picture(img: Image.Image) -> bytes:
    """Any RGBA picture fitted into a transparent 128 x 128 emoji, its proportions kept."""
    img = img.copy()
    img.thumbnail((SIZE, SIZE), Image.Resampling.LANCZOS)
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.paste(img, ((SIZE - img.width) // 2, (SIZE - img.height) // 2), img)
    return encode_png(out)
