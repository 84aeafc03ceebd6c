"""Colours: parsing, mixing and contrast."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import ImageColor

RGB = tuple[int, int, int]


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
