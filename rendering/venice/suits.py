"""The six suit symbols, each drawn as its own shape (one small drawer per suit)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import ImageDraw

from rendering.kit import RGB
from rendering.venice.theme import SUIT_COLOUR

Drawer = Callable[[ImageDraw.ImageDraw, float, float, float, RGB, RGB], None]


def _moon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    o = r * 0.45
    draw.ellipse((cx - r + o, cy - r - o * 0.2, cx + r + o, cy + r - o * 0.2), fill=bg)


def _sun(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    width = max(2, round(r / 5))
    for k in range(8):
        a = k * math.pi / 4
        draw.line(
            (
                cx + math.cos(a) * r * 0.6,
                cy + math.sin(a) * r * 0.6,
                cx + math.cos(a) * r,
                cy + math.sin(a) * r,
            ),
            fill=ink,
            width=width,
        )
    s = r * 0.5
    draw.ellipse((cx - s, cy - s, cx + s, cy + s), fill=ink)


def _waves(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    width = max(2, round(r / 4))
    for dy in (-r * 0.45, r * 0.35):
        points = [
            (cx - r + 2 * r * t / 16, cy + dy + math.sin(t / 16 * 2 * math.pi) * r * 0.28)
            for t in range(17)
        ]
        draw.line(points, fill=ink, width=width, joint="curve")


def _leaf(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    points = []
    for t in range(25):
        a = math.pi * t / 24
        points.append((cx - r * math.cos(a), cy - r * 0.55 * math.sin(a)))
    for t in range(25):
        a = math.pi * t / 24
        points.append((cx + r * math.cos(a), cy + r * 0.55 * math.sin(a)))
    draw.polygon(points, fill=ink)
    draw.line((cx - r * 0.8, cy, cx + r * 0.8, cy), fill=bg, width=max(1, round(r / 8)))


def _wyrm(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    width = max(2, round(r / 3.5))
    points = [
        (cx - r + 2 * r * t / 20, cy + math.sin(t / 20 * 3 * math.pi) * r * 0.5) for t in range(21)
    ]
    draw.line(points, fill=ink, width=width, joint="curve")
    hx, hy = points[-1]
    h = r * 0.3
    draw.polygon([(hx + h, hy), (hx - h * 0.4, hy - h), (hx - h * 0.4, hy + h)], fill=ink)


def _knot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB, bg: RGB) -> None:
    width = max(2, round(r / 4.5))
    s = r * 0.55
    for dx in (-r * 0.38, r * 0.38):
        draw.ellipse((cx + dx - s, cy - s, cx + dx + s, cy + s), outline=ink, width=width)


DRAWERS: dict[str, Drawer] = {
    "Moons": _moon,
    "Suns": _sun,
    "Waves": _waves,
    "Leaves": _leaf,
    "Wyrms": _wyrm,
    "Knots": _knot,
}


def symbol(draw: ImageDraw.ImageDraw, suit: str, cx: float, cy: float, r: float, bg: RGB) -> None:
    """The suit's shape in its colour, centred on (cx, cy) within radius r."""
    DRAWERS[suit](draw, cx, cy, r, SUIT_COLOUR[suit], bg)
