"""Text: the bundled fonts, fitting, outlined text and cached text sprites."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import cast

from PIL import Image, ImageDraw, ImageFont

from rendering.kit.colour import RGB, rgb

FONT_DIR = Path(__file__).resolve().parent.parent / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

# Who wants to know each text pasted as a sprite (a test): told the text, the box its
# ink covers on the picture and the picture. Empty unless someone listens, so
# drawing pays one test of a list for it. (Texts drawn straight with Pillow are seen at
# Pillow's ImageDraw.text.)
PastedText = Callable[[str, tuple[int, int, int, int], Image.Image], None]
TEXT_OBSERVERS: list[PastedText] = []
SPRITE_PAD = 2  # pixels around a text sprite's ink


def tell_pasted(text: str, at: tuple[int, int], sprite: Image.Image, canvas: Image.Image) -> None:
    """Tell the observers that `text`'s sprite went onto `canvas` at `at`."""
    pad = SPRITE_PAD  # the box of its ink: the sprite less its padding
    box = (at[0] + pad, at[1] + pad, at[0] + sprite.width - pad, at[1] + sprite.height - pad)
    for observer in TEXT_OBSERVERS:
        observer(text, box, canvas)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans at `size` pixels, loaded once per (size, weight)."""
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT_REGULAR), size)


def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> int:
    """Horizontal advance of `text` in pixels."""
    return int(round(fnt.getlength(text)))


def fit_size(text: str, size: int, bold: bool, max_width: int, smallest: int) -> int:
    """The largest type size from `size` down to `smallest` at which `text` fits in
    `max_width` pixels (`smallest` when none does: `fit_text` then cuts it). A label said
    longer in another language is drawn a little smaller rather than cut."""
    while size > smallest and font(size, bold).getlength(text) > max_width:
        size -= 1
    return size


def fit_text(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> str:
    """`text` cut down with an ellipsis until it fits in `max_width` pixels."""
    if fnt.getlength(text) <= max_width:
        return text
    cut = text
    while cut and fnt.getlength(cut + "…") > max_width:
        cut = cut[:-1]
    return cut.rstrip() + "…" if cut else "…"


def text_outlined(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: str | Sequence[int] = (255, 255, 255),
    outline: str | Sequence[int] = (31, 34, 48),
    width: int = 2,
    anchor: str = "mm",
    shadow: int = 0,
) -> None:
    """Text with a solid outline (and an optional drop shadow) so it reads on any colour."""
    out = rgb(outline)
    if shadow:
        draw.text(
            (xy[0] + shadow, xy[1] + shadow),
            text,
            font=fnt,
            fill=out,
            anchor=anchor,
            stroke_width=width,
            stroke_fill=out,
        )
    draw.text(
        xy, text, font=fnt, fill=rgb(fill), anchor=anchor, stroke_width=width, stroke_fill=out
    )


@lru_cache(maxsize=2048)
def text_sprite(
    text: str,
    size: int,
    bold: bool = False,
    fill: RGB = (31, 34, 48),
    bg: RGB = (255, 255, 255),
    anchor: str = "la",
) -> tuple[Image.Image, tuple[int, int]]:
    """`text` drawn once on a flat `bg`, and the offset from its anchor point to the corner.

    Renderers that redraw the same short texts (scores, counts, names) paste these instead
    of asking FreeType again; the sprite must land on the same flat `bg` colour.
    """
    fnt = font(size, bold)
    # FreeType measures in whole pixels; Pillow's stub types any font's box as floats
    box = cast("tuple[int, int, int, int]", fnt.getbbox(text, anchor=anchor))
    x0, y0, x1, y1 = box
    pad = SPRITE_PAD
    img = Image.new("RGB", (max(1, x1 - x0 + 2 * pad), max(1, y1 - y0 + 2 * pad)), bg)
    ImageDraw.Draw(img).text((pad - x0, pad - y0), text, font=fnt, fill=fill, anchor=anchor)
    return img, (x0 - pad, y0 - pad)


def paste_text(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    bold: bool = False,
    fill: str | Sequence[int] = (31, 34, 48),
    bg: str | Sequence[int] = (255, 255, 255),
    anchor: str = "la",
) -> None:
    """Put `text` on `canvas` at `xy` (Pillow anchor rules) through the sprite cache."""
    if not text:
        return
    sprite, (dx, dy) = text_sprite(text, size, bold, rgb(fill), rgb(bg), anchor)
    at = (round(xy[0]) + dx, round(xy[1]) + dy)
    canvas.paste(sprite, at)
    if TEXT_OBSERVERS:
        tell_pasted(text, at, sprite, canvas)


def signed(value: int, plus: bool = False) -> str:
    """An integer with a true minus sign (U+2212) when negative, "+" first when `plus`."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if plus and value > 0 else str(value)
