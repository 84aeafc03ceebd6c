"""One square of a painting: a number in its colour, an X mark, or an empty square."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.abstract.views import Cell
from rendering.abstract.theme import EMPTY, EMPTY_DOT, X_FILL, X_INK, paint, shade
from rendering.kit import RGB, font, mix, text_outlined
from rendering.kit.theme import FRAME, INK


@lru_cache(maxsize=128)
def tile(value: Cell, sq: int, ground: RGB = FRAME) -> Image.Image:
    """One square, `sq` pixels wide, drawn on `ground` (the colour showing at its corners).

    Drawn at three times the size and scaled down once, so its curves are smooth; the
    result is cached and only ever pasted.
    """
    big = _tile_big(value, sq * 3, ground)
    return big.resize((sq, sq), Image.Resampling.LANCZOS)


def _tile_big(value: Cell, sq: int, ground: RGB) -> Image.Image:
    """The drawing behind `tile`, at whatever size it is asked for.

    Numbers get their colour, a darker lower edge and the digit in white with a dark
    outline and shadow, so the number reads on yellow and purple alike. X marks are grey
    with a heavy cross; empty squares are pale with a small dot.
    """
    img = Image.new("RGB", (sq, sq), ground)
    draw = ImageDraw.Draw(img)
    radius = max(2, sq // 9)
    box = (0, 0, sq - 1, sq - 1)
    if value is None:
        draw.rounded_rectangle(box, radius, fill=EMPTY)
        r = max(1.5, sq / 24)
        c = (sq - 1) / 2
        draw.ellipse((c - r, c - r, c + r, c + r), fill=EMPTY_DOT)
        return img
    if value == "X":
        draw.rounded_rectangle(box, radius, fill=X_FILL)
        inset = sq * 0.24
        width = max(2, round(sq / 9))
        ends = (
            (inset, inset, sq - 1 - inset, sq - 1 - inset),
            (inset, sq - 1 - inset, sq - 1 - inset, inset),
        )
        for x0, y0, x1, y1 in ends:
            draw.line((x0, y0, x1, y1), fill=X_INK, width=width)
            for x, y in ((x0, y0), (x1, y1)):
                h = width / 2
                draw.ellipse((x - h, y - h, x + h, y + h), fill=X_INK)
        if sq >= 300:
            f = font(max(10, sq // 7), True)
            draw.text((sq - sq // 14, sq - sq // 16), "−1", font=f, fill=X_INK, anchor="rs")
        return img
    colour = paint(int(value))
    edge = max(2, sq // 22)
    draw.rounded_rectangle(box, radius, fill=shade(colour))
    draw.rounded_rectangle((0, 0, sq - 1, sq - 1 - edge), radius, fill=colour)
    size = max(10, round(sq * 0.6))
    stroke = max(1, round(sq / 34))
    text_outlined(
        draw,
        ((sq - 1) / 2, (sq - 1 - edge) / 2 + sq * 0.02),
        str(value),
        font(size, True),
        fill=(255, 255, 255),
        outline=mix(INK, colour, 0.15),
        width=stroke,
        shadow=max(1, sq // 45),
    )
    return img
