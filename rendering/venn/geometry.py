"""The sheet's lattice geometry: circle centres and radii, label pockets, masks."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering.kit import RGB
from rendering.venn.lookup import _data, _owners, _section_by_code, _sections
from rendering.venn.theme import SCALE

# --------------------------------------------------------------------------- geometry


@dataclass(frozen=True)
class Geo:
    """Where the lattice goes in a picture of it drawn at `scale` pixels per unit."""

    scale: float
    pad: int  # room around the outermost section outlines

    @property
    def lo(self) -> tuple[float, float]:
        r = _data()["section_radius"]
        xs = [s["centre"][0] for s in _sections()]
        ys = [s["centre"][1] for s in _sections()]
        return (min(xs) - r, min(ys) - r)

    @property
    def size(self) -> tuple[int, int]:
        r = _data()["section_radius"]
        xs = [s["centre"][0] for s in _sections()]
        ys = [s["centre"][1] for s in _sections()]
        w = (max(xs) - min(xs) + 2 * r) * self.scale + 2 * self.pad
        h = (max(ys) - min(ys) + 2 * r) * self.scale + 2 * self.pad
        return (math.ceil(w), math.ceil(h))

    @property
    def r(self) -> float:
        """Radius of a number circle."""
        return 0.235 * self.scale

    @property
    def big_r(self) -> float:
        """Radius of a section."""
        radius: float = _data()["section_radius"]
        return radius * self.scale

    def px(self, x: float, y: float) -> tuple[float, float]:
        lx, ly = self.lo
        return ((x - lx) * self.scale + self.pad, (y - ly) * self.scale + self.pad)

    def circle_px(self, cid: str) -> tuple[float, float]:
        x, y = _data()["circle_positions"][cid]
        return self.px(x, y)

    def centre_px(self, code: str) -> tuple[float, float]:
        x, y = _section_by_code()[code]["centre"]
        return self.px(x, y)


SHEET_GEO = Geo(SCALE, 5)


def _room(code: str, x: float, y: float) -> float:
    """How far (lattice units) the point (x, y) is from leaving section `code`'s own part
    or touching a number circle; negative when it is outside that part."""
    d = _data()
    big: float = d["section_radius"]
    cx, cy = _section_by_code()[code]["centre"]
    room = big - math.hypot(x - cx, y - cy)
    for o in _sections():
        if o["code"] != code:
            room = min(room, math.hypot(x - o["centre"][0], y - o["centre"][1]) - big)
    for px, py in d["circle_positions"].values():
        room = min(room, math.hypot(x - px, y - py) - 0.25)
    return room


@lru_cache(maxsize=1)
def _pockets() -> dict[str, tuple[float, float]]:
    """For each section, the point of its own part (outside every overlap) farthest from
    circles and outlines, in lattice units: where its code badge goes. A coarse search
    then a fine one around the best point (ties go to the upper, then the left point)."""
    big = _data()["section_radius"]
    out: dict[str, tuple[float, float]] = {}
    for s in _sections():
        code = s["code"]
        cx, cy = s["centre"]
        best = (-math.inf, 0.0, 0.0)
        ax, ay = cx, cy
        for step, span in ((0.1, big), (0.01, 0.1)):
            n = round(span / step)
            for i in range(-n, n + 1):
                for j in range(-n, n + 1):
                    x, y = ax + i * step, ay + j * step
                    key = (round(_room(code, x, y), 3), -y, -x)
                    if key > best:
                        best = key
            ax, ay = -best[2], -best[1]
        # a badge on the section's own vertical or horizontal axis looks calmer: take the
        # best such point when it has nearly as much room
        line = [(cx, cy + j / 100) for j in range(-130, 131)]
        line += [(cx + i / 100, cy) for i in range(-130, 131)]
        room, _, _, point = max((round(_room(code, x, y), 3), -y, -x, (x, y)) for x, y in line)
        out[code] = point if room >= 0.85 * best[0] else (ax, ay)
    return out


@lru_cache(maxsize=1)
def _lattice_cell() -> dict[str, tuple[int, int]]:
    """(row, column) of each section code in the 3x3 lattice."""
    return {code: (r, c) for r, row in enumerate(_data()["lattice"]) for c, code in enumerate(row)}


def _circle_index(cid: str, code: str) -> int:
    """1-based position of circle `cid` in section `code`'s left-to-right order."""
    return list(_section_by_code()[code]["circles"]).index(cid) + 1


def _split(cid: str) -> tuple[str, str, bool] | None:
    """For an overlap circle: (first section, second section, side by side?), the first
    being the left or upper one; None for a circle of one section."""
    codes = _owners()[cid]
    if len(codes) != 2:
        return None
    a, b = (_section_by_code()[c]["centre"] for c in codes)
    horizontal = abs(a[0] - b[0]) >= abs(a[1] - b[1])
    first_a = a[0] < b[0] if horizontal else a[1] < b[1]
    first, second = codes if first_a else (codes[1], codes[0])
    return (first, second, horizontal)


# --------------------------------------------------------------------------- masks


def _mask(size: tuple[int, int], paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    """An antialiased "L" mask: `paint(draw, k)` draws on a k-times larger canvas (in k-scaled
    coordinates, white on black) and the result is box-filtered down."""
    k = 4
    big = Image.new("L", (size[0] * k, size[1] * k), 0)
    paint(ImageDraw.Draw(big), k)
    return big.resize(size, Image.Resampling.BOX)


def _fill(img: Image.Image, colour: RGB, mask: Image.Image, xy: tuple[int, int]) -> None:
    img.paste(colour, (xy[0], xy[1], xy[0] + mask.width, xy[1] + mask.height), mask)


def _disc(cx: float, cy: float, r: float, k: int) -> tuple[float, float, float, float]:
    return ((cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k)


@lru_cache(maxsize=512)
def _ring_mask(
    size: int, r_out: float, r_in: float, start: float = 0, end: float = 360
) -> Image.Image:
    """A ring (or an arc of it, angles as Pillow's pieslice) centred in a square mask."""
    c = size / 2

    def paint(d: ImageDraw.ImageDraw, k: int) -> None:
        if end - start >= 360:
            d.ellipse(_disc(c, c, r_out, k), fill=255)
        else:
            d.pieslice(_disc(c, c, r_out, k), start, end, fill=255)
        if r_in > 0:
            d.ellipse(_disc(c, c, r_in, k), fill=0)

    return _mask((size, size), paint)


def _half_angles(first: bool, horizontal: bool) -> tuple[float, float]:
    """Pillow pieslice angles of the half of a circle facing the first (left or upper)
    section, or the second one."""
    if horizontal:
        return (90, 270) if first else (270, 450)
    return (180, 360) if first else (0, 180)
