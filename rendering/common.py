"""Drawing helpers shared by the game renderers.

Everything here is pure Pillow: fonts are loaded from the bundled DejaVu files and kept
in a cache, colours are parsed once, and images are encoded to PNG bytes. Renderers are
expected to compose RGB images from cached pieces and hand them to `encode_png`, which can
map them onto a fixed palette (far quicker to compress than full RGB, and deterministic).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageColor, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

RGB = tuple[int, int, int]
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


# --------------------------------------------------------------------------- fonts


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans at `size` pixels, loaded once per (size, weight)."""
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT_REGULAR), size)


def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> int:
    """Horizontal advance of `text` in pixels."""
    return int(round(fnt.getlength(text)))


def fit_text(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> str:
    """`text` cut down with an ellipsis until it fits in `max_width` pixels."""
    if fnt.getlength(text) <= max_width:
        return text
    cut = text
    while cut and fnt.getlength(cut + "…") > max_width:
        cut = cut[:-1]
    return cut.rstrip() + "…" if cut else "…"


# --------------------------------------------------------------------------- colours


@lru_cache(maxsize=256)
def _parse(colour: str) -> RGB:
    r, g, b = ImageColor.getrgb(colour)[:3]
    return (r, g, b)


def rgb(colour: str | Sequence[int]) -> RGB:
    """An (r, g, b) tuple from "#rrggbb", "#rgb", a CSS name or an existing tuple."""
    if isinstance(colour, str):
        return _parse(colour)
    r, g, b = (int(c) for c in tuple(colour)[:3])
    return (r, g, b)


def mix(a: str | Sequence[int], b: str | Sequence[int], t: float) -> RGB:
    """The colour `t` of the way from `a` to `b` (0 gives a, 1 gives b)."""
    ca, cb = rgb(a), rgb(b)
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))
    return (r, g, bl)


def luminance(colour: str | Sequence[int]) -> float:
    """Relative luminance (WCAG) of a colour, 0 for black to 1 for white."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = rgb(colour)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def readable_on(background: str | Sequence[int], dark: str = "#1f2230") -> RGB:
    """Black-ish or white, whichever reads better on `background`."""
    return rgb(dark) if luminance(background) > 0.45 else (255, 255, 255)


# --------------------------------------------------------------------------- drawing


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
    x0, y0, x1, y1 = fnt.getbbox(text, anchor=anchor)
    pad = 2
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
    canvas.paste(sprite, (round(xy[0]) + dx, round(xy[1]) + dy))


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


def paste(canvas: Image.Image, piece: Image.Image, xy: tuple[int, int]) -> None:
    """Paste `piece` at `xy`, using its alpha channel as the mask when it has one."""
    if piece.mode == "RGBA":
        canvas.paste(piece, xy, piece)
    else:
        canvas.paste(piece, xy)


# --------------------------------------------------------------------------- PNG output


def build_palette(
    fixed: Iterable[str | Sequence[int]], specimen: Image.Image | None
) -> Image.Image:
    """A 256-colour "P" image usable as `encode_png(palette=...)`.

    `fixed` colours are kept exactly (so flat fills survive unchanged); the remaining slots
    come from a median-cut of `specimen`, a picture of typical content, which supplies the
    in-between shades of antialiased edges. The result depends only on its inputs.
    """
    colours: list[RGB] = []
    for c in fixed:
        c = rgb(c)
        if c not in colours:
            colours.append(c)
    keep = list(colours)

    def near_fixed(c: RGB) -> bool:
        # Pillow looks colours up through a coarse cache, so a near twin of a fixed colour
        # could capture its pixels; leave a clear space around every fixed colour
        return any(max(abs(a - b) for a, b in zip(c, k, strict=True)) <= 10 for k in keep)

    if len(colours) > 256:
        raise ValueError("a palette holds at most 256 colours")
    if specimen is not None and len(colours) < 256:
        spare = 256 - len(colours)
        quant = specimen.convert("RGB").quantize(
            spare, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
        flat = quant.getpalette() or []
        used = sorted({idx for _, idx in (quant.getcolors(256) or [])})
        for idx in used:
            c = (flat[idx * 3], flat[idx * 3 + 1], flat[idx * 3 + 2])
            if c not in colours and not near_fixed(c) and len(colours) < 256:
                colours.append(c)
    # pad with the first colour so every slot is defined
    while len(colours) < 256:
        colours.append(colours[0] if colours else (0, 0, 0))
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in colours for v in c])
    return pal


def encode_png(
    img: Image.Image, palette: Image.Image | None = None, compress_level: int = 3
) -> bytes:
    """PNG bytes for `img`; with `palette` the image is mapped onto it first (no dithering)."""
    if palette is not None and img.mode != "P":
        img = img.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=False, compress_level=compress_level)
    return buf.getvalue()


# --------------------------------------------------------------------------- composing


@lru_cache(maxsize=8192)
def mapped_piece(
    palette: Callable[[], Image.Image], maker: Callable[..., Image.Image], args: tuple
) -> Image.Image:
    """`maker(*args)` mapped onto `palette()` once, kept for every later render."""
    return maker(*args).convert("RGB").quantize(palette=palette(), dither=Image.Dither.NONE)


def text_piece(text: str, size: int, bold: bool, fill: RGB, bg: RGB, anchor: str) -> Image.Image:
    return text_sprite(text, size, bold, fill, bg, anchor)[0]


class Composer:
    """A picture composed by pasting cached pieces. With a palette, each piece is mapped
    onto it once (and cached), so composing a palette picture is only pasting."""

    def __init__(
        self,
        img: Image.Image,
        palette: Callable[[], Image.Image] | None,
        *,
        ink: RGB,
        bg: RGB,
    ) -> None:
        self.img = img
        self.palette = palette
        self.ink, self.bg = ink, bg

    def put(
        self,
        maker: Callable[..., Image.Image],
        args: tuple,
        xy: tuple[float, float],
        mask: Image.Image | None = None,
    ) -> Image.Image:
        piece = mapped_piece(self.palette, maker, args) if self.palette else maker(*args)
        at = (round(xy[0]), round(xy[1]))
        if mask is None:
            self.img.paste(piece, at)
        else:
            self.img.paste(piece, at, mask)
        return piece

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        bold: bool = False,
        fill: RGB | None = None,
        bg: RGB | None = None,
        anchor: str = "la",
    ) -> None:
        if not text:
            return
        args = (text, size, bold, fill or self.ink, bg or self.bg, anchor)
        dx, dy = text_sprite(*args)[1]
        self.put(text_piece, args, (round(xy[0]) + dx, round(xy[1]) + dy))


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
