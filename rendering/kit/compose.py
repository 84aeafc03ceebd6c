"""Composing pictures from cached pieces on a fixed palette, and PNG encoding.

Renderers compose RGB images from cached pieces and hand them to `encode_png`, which can
map them onto a fixed palette (far quicker to compress than full RGB, and deterministic).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, cast

from PIL import Image

from rendering.kit.colour import RGB, rgb
from rendering.kit.text import TEXT_OBSERVERS, tell_pasted, text_sprite


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
        # a "P" image's colours are palette indices; Pillow's stub gives any mode's pixels
        counts = cast("list[tuple[int, int]]", quant.getcolors(256) or [])
        used = sorted({idx for _, idx in counts})
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
    palette: Callable[[], Image.Image], maker: Callable[..., Image.Image], args: tuple[Any, ...]
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
        args: tuple[Any, ...],
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
        at = (round(xy[0]) + dx, round(xy[1]) + dy)
        piece = self.put(text_piece, args, at)
        if TEXT_OBSERVERS:
            tell_pasted(text, at, piece, self.img)
