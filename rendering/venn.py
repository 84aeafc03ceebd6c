"""Pictures for VENN: a player's sheet, the common sheet, the round's roll, the standings.

Pure functions from the engine's view dict to PNG bytes; every number about the sheet
(sections, circles, conditions, SUM rows, PARK) is read from `data/venn.json`.

The player sheet is the one drawn often, so it is built for speed: everything that never
changes (the translucent Venn lattice with its empty circles, card frames, labels, box
outlines) is drawn once into a static layer and mapped onto a fixed 256-colour palette.
A render copies that layer and pastes small pieces that were themselves drawn and mapped
once and then cached: a filled circle for a given circle and number, a text on a flat
colour, a die badge. Nothing is quantised per call except a piece seen for the first time.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from rendering import kit as common
from rendering.kit import RGB, font, rgb

DATA_PATH = Path(__file__).resolve().parent.parent / "data" / "venn.json"

# --------------------------------------------------------------------------- theme

BG = rgb("#ebe5d9")  # warm paper behind everything (same family as Abstract)
CARD = rgb("#fbf8f2")
CARD_EDGE = rgb("#d9d1c1")
SHADOW = rgb("#d3cbbb")
INK = rgb("#23263a")
MUTED = rgb("#6e7284")
FAINT = rgb("#a9a59b")
FRAME = rgb("#2d3145")
PALE = rgb("#cfd2dc")  # light text on FRAME
EMPTY = rgb("#ffffff")  # an empty number circle
HILITE = EMPTY  # white: text on dark fills, the highlight ring
ACCENT = rgb("#e2445c")  # crossings-out, negative scores
GOOD = rgb("#1d8a4e")  # positive scores
GOLD = rgb("#e0a526")
SILVER = rgb("#a7adb8")
BRONZE = rgb("#c2793f")
WIN_FILL = rgb("#fff4d6")
BOX_USED = rgb("#e4ddcf")  # a crossed SUM box, a used PARK circle
PARK_FILL = rgb("#5b6078")
GREY_FACE = rgb("#dcdde3")  # a used die
GREY_EDGE = rgb("#b3b5c0")
GREY_INK = rgb("#8b8d99")
DIE_BASE = rgb("#3a4060")  # dice are dark slate polyhedra with white numbers

TINT_ALPHA = 86  # opacity (of 255) of a section's fill; overlaps show both fills stacked
PNG_LEVEL = 3

WIDTH = 900
MARGIN = 22
GAP = 14
HEADER_H = 104
DICE_H = 128
SCALE = 122  # pixels per lattice unit on the player sheet
CARD_H = 126  # section cards under the lattice
CARD_GAP = 12
PANEL_H = 214  # SUM and PARK
SCORE_H = 108
DIE_SIZE = 74  # die badge on the sheet

# --------------------------------------------------------------------------- data


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    with DATA_PATH.open(encoding="utf-8") as fh:
        return json.load(fh)


@lru_cache(maxsize=1)
def _sections() -> tuple[dict[str, Any], ...]:
    return tuple(_data()["sections"])


@lru_cache(maxsize=1)
def _section_by_code() -> dict[str, dict[str, Any]]:
    return {s["code"]: s for s in _sections()}


@lru_cache(maxsize=1)
def _circle_ids() -> tuple[str, ...]:
    return tuple(_data()["circle_positions"])


@lru_cache(maxsize=1)
def _owners() -> dict[str, tuple[str, ...]]:
    """Each circle id and the section codes it belongs to (two for an overlap circle)."""
    out: dict[str, list[str]] = {}
    for s in _sections():
        for cid in s["circles"]:
            out.setdefault(cid, []).append(s["code"])
    return {cid: tuple(codes) for cid, codes in out.items()}


@lru_cache(maxsize=1)
def _condition_info() -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in _data()["conditions"]}


def _dice_names() -> list[str]:
    return [d["name"] for d in _data()["dice"]]


def _colour(code: str) -> RGB:
    return rgb(_section_by_code()[code]["colour"])


def _dark(code: str) -> RGB:
    """A deeper shade of a section's colour, for rings and small text."""
    return common.mix(_colour(code), (0, 0, 0), 0.3)


def _blend(under: RGB, over: RGB, alpha: int) -> RGB:
    """`over` laid on `under` with opacity alpha/255, with the same rounding as Pillow's
    masked paste (so the result matches the pixels of the drawn lattice exactly)."""
    img = Image.new("RGB", (1, 1), under)
    img.paste(over, (0, 0, 1, 1), Image.new("L", (1, 1), alpha))
    r, g, b = img.getpixel((0, 0))  # type: ignore[misc]
    return (r, g, b)


@lru_cache(maxsize=4)
def _tints(ground: RGB = CARD) -> dict[tuple[str, ...], RGB]:
    """Flat fill of every region of the lattice on `ground`: one code for a section's
    own part, two (in drawing order) for the lens where two sections overlap."""
    out: dict[tuple[str, ...], RGB] = {}
    for s in _sections():
        out[(s["code"],)] = _blend(ground, _colour(s["code"]), TINT_ALPHA)
    order = [s["code"] for s in _sections()]
    for codes in _owners().values():
        if len(codes) == 2:
            a, b = sorted(codes, key=order.index)
            out[(a, b)] = _blend(out[(a,)], _colour(b), TINT_ALPHA)
    return out


def section_tint(code: str) -> RGB:
    """The flat colour of section `code`'s own part (outside overlaps) on the player sheet."""
    return _tints(CARD)[(code,)]


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
        return _data()["section_radius"] * self.scale

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
    big = d["section_radius"]
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


# --------------------------------------------------------------------------- lattice layer


def _draw_lattice(img: Image.Image, geo: Geo, ground: RGB, detail: bool) -> None:
    """The static lattice on `img` (which has `ground` as its colour): translucent sections,
    outlines, empty circles, bold rings and code badges. With `detail`, empty circles get
    their left-to-right index and badges the section's points."""
    big = geo.big_r
    # fills first, then every outline on top, so each circle reads whole
    for s in _sections():
        cx, cy = geo.centre_px(s["code"])
        x0, y0 = math.floor(cx - big - 2), math.floor(cy - big - 2)
        size = (math.ceil(2 * big + 4), math.ceil(2 * big + 4))
        m = _mask(
            size, lambda d, k, cx=cx - x0, cy=cy - y0: d.ellipse(_disc(cx, cy, big, k), fill=255)
        )
        m = m.point(lambda v: v * TINT_ALPHA // 255)
        _fill(img, _colour(s["code"]), m, (x0, y0))
    line = max(1.5, geo.scale / 40)
    for s in _sections():
        cx, cy = geo.centre_px(s["code"])
        x0, y0 = math.floor(cx - big - 2), math.floor(cy - big - 2)
        size = math.ceil(2 * big + 4)
        ring = _ring_mask(size, big, big - line)
        # the ring mask is centred in its square: shift it to the section's true centre
        shift = (round(cx - (x0 + size / 2)), round(cy - (y0 + size / 2)))
        _fill(
            img,
            common.mix(_colour(s["code"]), (0, 0, 0), 0.08),
            ring,
            (x0 + shift[0], y0 + shift[1]),
        )
    for cid in _circle_ids():
        _draw_empty_circle(img, geo, cid, detail)
    for cid in _data()["bold"]:
        cx, cy = geo.circle_px(cid)
        size = math.ceil(2 * geo.r + 20)
        ring = _ring_mask(size, geo.r + _bold_width(geo), geo.r + 0.5)
        _fill(img, INK, ring, (round(cx - size / 2), round(cy - size / 2)))
    for s in _sections():
        _draw_code_badge(img, geo, s["code"], detail)


def _bold_width(geo: Geo) -> float:
    return max(2.0, geo.scale / 22)


def _draw_empty_circle(img: Image.Image, geo: Geo, cid: str, detail: bool) -> None:
    cx, cy = geo.circle_px(cid)
    r = geo.r
    size = math.ceil(2 * r + 6)
    x0, y0 = round(cx - size / 2), round(cy - size / 2)
    _fill(img, EMPTY, _ring_mask(size, r, 0), (x0, y0))
    rim = max(1.0, geo.scale / 60)
    split = _split(cid)
    draw = ImageDraw.Draw(img)
    if split is None:
        code = _owners()[cid][0]
        _fill(img, _dark(code), _ring_mask(size, r, r - rim), (x0, y0))
        if detail:
            n = str(_circle_index(cid, code))
            draw.text(
                (cx, cy), n, font=font(round(r * 0.62), True), fill=_index_ink(code), anchor="mm"
            )
        return
    first, second, horizontal = split
    for code, is_first in ((first, True), (second, False)):
        a0, a1 = _half_angles(is_first, horizontal)
        _fill(img, _dark(code), _ring_mask(size, r, r - rim, a0, a1), (x0, y0))
        if detail:
            off = r * 0.42 * (-1 if is_first else 1)
            tx, ty = (cx + off, cy) if horizontal else (cx, cy + off)
            n = str(_circle_index(cid, code))
            draw.text(
                (tx, ty), n, font=font(round(r * 0.5), True), fill=_index_ink(code), anchor="mm"
            )
    if detail:
        # a hairline between the two halves says "two indices, one circle"
        h = r * 0.45
        if horizontal:
            draw.line((cx, cy - h, cx, cy + h), fill=CARD_EDGE, width=1)
        else:
            draw.line((cx - h, cy, cx + h, cy), fill=CARD_EDGE, width=1)


def _index_ink(code: str) -> RGB:
    """Colour of the small index inside an empty circle: the section's colour, softened."""
    return common.mix(_dark(code), EMPTY, 0.2)


def _draw_code_badge(img: Image.Image, geo: Geo, code: str, detail: bool) -> None:
    ux, uy = _pockets()[code]
    cx, cy = geo.px(ux, uy)
    colour = _colour(code)
    text = readable(colour)
    draw = ImageDraw.Draw(img)
    if detail:
        w, h = round(geo.scale * 0.56), round(geo.scale * 0.42)
        box = (round(cx - w / 2), round(cy - h / 2), round(cx + w / 2), round(cy + h / 2))
        common.rounded_box(draw, box, h // 3, fill=colour, outline=_dark(code), width=2)
        pts = _section_by_code()[code]["points"]
        draw.text(
            (cx, cy - h * 0.14), code, font=font(round(h * 0.5), True), fill=text, anchor="mm"
        )
        draw.text(
            (cx, cy + h * 0.27),
            f"{pts} pts",
            font=font(round(h * 0.26), True),
            fill=text,
            anchor="mm",
        )
    else:
        w, h = round(geo.scale * 0.56), round(geo.scale * 0.36)
        box = (round(cx - w / 2), round(cy - h / 2), round(cx + w / 2), round(cy + h / 2))
        draw.rounded_rectangle(box, h // 2, fill=colour)
        draw.text(
            (cx, cy + 0.5), code, font=font(max(8, round(h * 0.62)), True), fill=text, anchor="mm"
        )


def readable(colour: RGB) -> RGB:
    """Ink or white, whichever contrasts more with a section colour (ink on yellow, lime
    and khaki, white on the darker ones)."""
    return INK if common.luminance(colour) > 0.3 else HILITE


@lru_cache(maxsize=4)
def _lattice_layer(geo: Geo, ground: RGB, detail: bool) -> Image.Image:
    img = Image.new("RGB", geo.size, ground)
    _draw_lattice(img, geo, ground, detail)
    return img


# --------------------------------------------------------------------------- number circles


def _number_font(value: int, r: float) -> int:
    digits = len(str(value))
    return round(r * (1.1 if digits == 1 else 1.0 if digits == 2 else 0.72))


def _draw_filled(img: Image.Image, cx: float, cy: float, r: float, cid: str, value: int) -> None:
    """A filled circle at (cx, cy) in the picture `img`: the section colour (both halves for
    an overlap circle) and the number in white with a dark outline."""
    size = math.ceil(2 * r + 6)
    x0, y0 = round(cx - size / 2), round(cy - size / 2)
    split = _split(cid)
    if split is None:
        code = _owners()[cid][0]
        _fill(img, _colour(code), _ring_mask(size, r + 0.3, 0), (x0, y0))
    else:
        first, second, horizontal = split
        for code, is_first in ((first, True), (second, False)):
            a0, a1 = _half_angles(is_first, horizontal)
            _fill(img, _colour(code), _ring_mask(size, r + 0.3, 0, a0, a1), (x0, y0))
    # a thin dark rim keeps the disc crisp on every tint
    _fill(img, INK, _ring_mask(size, r + 0.3, r - 1.2), (x0, y0))
    draw = ImageDraw.Draw(img)
    stroke = max(1, round(r / 10))
    common.text_outlined(
        draw,
        (cx, cy + r * 0.02),
        str(value),
        font(_number_font(value, r), True),
        fill=HILITE,
        outline=INK,
        width=stroke,
    )


def _tile_box(geo: Geo, cid: str, reach: float) -> tuple[int, int, int, int]:
    cx, cy = geo.circle_px(cid)
    half = math.ceil(reach) + 1
    x0, y0 = round(cx) - half, round(cy) - half
    return (x0, y0, x0 + 2 * half + 1, y0 + 2 * half + 1)


def _hilite_reach(geo: Geo, cid: str) -> tuple[float, float]:
    """Inner and outer radius of the ring that marks a highlighted circle."""
    inner = geo.r + (_bold_width(geo) + 1.5 if cid in _data()["bold"] else 2.5)
    return inner, inner + max(4.0, geo.scale / 22)


def _circle_tile(cid: str, value: int | None, lit: bool) -> Image.Image:
    """The picture of one circle of the player sheet's lattice: its patch of the static
    layer with the number (and the highlight ring) drawn on; pasted through `_tile_mask`.
    Not cached itself: renders keep only its palette version (see rendering.common.mapped_piece)."""
    geo = SHEET_GEO
    inner, outer = _hilite_reach(geo, cid)
    box = _tile_box(geo, cid, outer + 1 if lit else geo.r + 2)
    tile = _lattice_layer(geo, CARD, True).crop(box)
    cx, cy = geo.circle_px(cid)
    cx, cy = cx - box[0], cy - box[1]
    if value is not None:
        _draw_filled(tile, cx, cy, geo.r, cid, value)
    if lit:
        size = tile.width
        shift = (round(cx - size / 2), round(cy - size / 2))
        _fill(tile, INK, _ring_mask(size, outer + 1.3, inner - 1.3), shift)
        _fill(tile, HILITE, _ring_mask(size, outer, inner), shift)
    return tile


@lru_cache(maxsize=256)
def _tile_mask(cid: str, lit: bool) -> Image.Image:
    """Hard-edged mask for pasting a circle tile: the disc (and ring) plus a pixel of edge,
    never reaching a neighbouring circle. Hard, because palette pictures cannot blend."""
    geo = SHEET_GEO
    inner, outer = _hilite_reach(geo, cid)
    reach = outer + 2 if lit else geo.r + 1.5
    # stop short of the nearest other circle, whose own tile may already be in place
    x, y = geo.circle_px(cid)
    near = min(
        math.hypot(x - a, y - b) for a, b in map(geo.circle_px, _circle_ids()) if (a, b) != (x, y)
    )
    reach = min(reach, near - geo.r - 1.5)
    box = _tile_box(geo, cid, outer + 1 if lit else geo.r + 2)
    cx, cy = geo.circle_px(cid)
    cx, cy = cx - box[0], cy - box[1]
    m = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    ImageDraw.Draw(m).ellipse((cx - reach, cy - reach, cx + reach, cy + reach), fill=255)
    return m


# --------------------------------------------------------------------------- small pieces


def _poly(
    n: int, radius: float, start_deg: float, cx: float = 0, cy: float = 0
) -> list[tuple[float, float]]:
    return [
        (
            cx + radius * math.cos(math.radians(start_deg + 360 * i / n)),
            cy + radius * math.sin(math.radians(start_deg + 360 * i / n)),
        )
        for i in range(n)
    ]


def _die_facets(
    name: str,
) -> tuple[list[tuple[list[tuple[float, float]], float]], tuple[float, float], float]:
    """A die's look in unit coordinates (-1..1): facets as (polygon, shade) where shade
    goes from -1 (dark) to 1 (light), then where its number sits and how big it may be."""
    if name == "D6":
        f = [(-0.78, -0.5), (0.5, -0.5), (0.5, 0.82), (-0.78, 0.82)]
        top = [(-0.78, -0.5), (-0.42, -0.86), (0.86, -0.86), (0.5, -0.5)]
        side = [(0.5, -0.5), (0.86, -0.86), (0.86, 0.46), (0.5, 0.82)]
        return [(top, 0.45), (side, -0.45), (f, 0.0)], (-0.14, 0.17), 0.95
    if name == "D8":
        top, left, right, bottom = (0, -1.0), (-0.9, 0.12), (0.9, 0.12), (0, 1.0)
        front = [top, (-0.9, 0.12), (0.9, 0.12)]
        low_l = [left, (0, 0.12), bottom]
        low_r = [(0, 0.12), right, bottom]
        return [(low_l, -0.25), (low_r, -0.5), (front, 0.0)], (0, -0.12), 0.8
    if name == "D10":
        top, bottom = (0, -1.0), (0, 1.0)
        ul, ur = (-0.92, -0.12), (0.92, -0.12)
        ll, lr = (-0.92, 0.3), (0.92, 0.3)
        mid = (0, 0.52)
        kite = [top, (-0.6, 0.18), mid, (0.6, 0.18)]
        left = [top, ul, ll, (-0.6, 0.18)]
        right = [top, (0.6, 0.18), lr, ur]
        low_l = [(-0.6, 0.18), ll, bottom, mid]
        low_r = [(0.6, 0.18), mid, bottom, lr]
        return (
            [(left, -0.2), (right, -0.5), (low_l, -0.35), (low_r, -0.6), (kite, 0.0)],
            (0, -0.02),
            0.85,
        )
    if name == "D12":
        outer = _poly(10, 1.0, -90)
        inner = _poly(5, 0.6, -90)
        facets: list[tuple[list[tuple[float, float]], float]] = [(outer, -0.45)]
        for i in range(5):
            a, b = inner[i], inner[(i + 1) % 5]
            o0, o1, o2 = outer[2 * i], outer[2 * i + 1], outer[(2 * i + 2) % 10]
            shade = (-0.15, -0.3, -0.6, -0.55, -0.3)[i]
            facets.append(([a, o0, o1, o2, b], shade))
        facets.append((inner, 0.0))
        return facets, (0, 0.03), 0.95
    if name == "D20":
        hexa = _poly(6, 1.0, -90)
        tri = [(0, -0.62), (0.66, 0.48), (-0.66, 0.48)]
        facets = [(hexa, -0.45)]
        # the three faces around the front triangle
        facets.append(([tri[0], hexa[1], tri[1]], -0.2))
        facets.append(([tri[1], hexa[3], tri[2]], -0.55))
        facets.append(([tri[2], hexa[5], tri[0]], -0.3))
        facets.append((tri, 0.0))
        return facets, (0, 0.12), 0.78
    # anything else: a plain rounded-looking octagon
    return [(_poly(8, 1.0, 22.5), 0.0)], (0, 0), 1.0


@lru_cache(maxsize=512)
def die_badge(
    name: str, value: int | None, size: int, used: bool = False, bg: RGB = CARD
) -> Image.Image:
    """An RGB picture (on flat `bg`) of a polyhedral die `name` showing `value`.

    A used die is drawn in pale grey with a grey number."""
    base = GREY_FACE if used else DIE_BASE
    facets, (nx, ny), room = _die_facets(name)
    k = 4
    big = Image.new("RGB", (size * k, size * k), bg)
    d = ImageDraw.Draw(big)
    half = size * k / 2
    scale = half * 0.94

    def pt(p: tuple[float, float]) -> tuple[float, float]:
        return (half + p[0] * scale, half + p[1] * scale)

    edge = GREY_EDGE if used else common.mix(DIE_BASE, (0, 0, 0), 0.45)
    for poly, shade in facets:
        colour = (
            common.mix(base, (255, 255, 255), shade * 0.55)
            if shade > 0
            else common.mix(base, (0, 0, 0), -shade * 0.55)
        )
        if used:
            colour = common.mix(GREY_FACE, GREY_EDGE, max(0.0, -shade) * 0.9)
        d.polygon([pt(p) for p in poly], fill=colour, outline=edge, width=max(2, size * k // 36))
    img = big.resize((size, size), Image.Resampling.LANCZOS)
    if value is not None:
        draw = ImageDraw.Draw(img)
        text = str(value)
        fs = round(size * 0.44 * room * (1 if len(text) == 1 else 0.84))
        if used:
            draw.text(
                (size / 2 + nx * size / 2 * 0.94, size / 2 + ny * size / 2 * 0.94),
                text,
                font=font(fs, True),
                fill=GREY_INK,
                anchor="mm",
            )
        else:
            common.text_outlined(
                draw,
                (size / 2 + nx * size / 2 * 0.94, size / 2 + ny * size / 2 * 0.94),
                text,
                font(fs, True),
                fill=HILITE,
                outline=common.mix(DIE_BASE, (0, 0, 0), 0.5),
                width=max(1, size // 40),
            )
    return img


@lru_cache(maxsize=128)
def _mark_img(kind: str, state: str, colour: RGB) -> Image.Image:
    """A bonus mark on a section card: "1st" or "≠", drawn `open`, `earned` (circled, filled
    with the section colour) or `crossed` (struck out: it can no longer be earned)."""
    label = "1st" if kind == "first" else "≠"
    w = 58 if kind == "first" else 46
    h = 34
    k = 4
    big = Image.new("RGB", (w * k, h * k), CARD)
    d = ImageDraw.Draw(big)
    box = (2 * k, 2 * k, (w - 2) * k, (h - 2) * k)
    if state == "earned":
        d.ellipse(box, fill=colour, outline=INK, width=3 * k)
    elif state == "crossed":
        d.rounded_rectangle(box, 10 * k, fill=CARD, outline=BOX_USED, width=2 * k)
    else:
        d.rounded_rectangle(box, 10 * k, fill=CARD, outline=FAINT, width=2 * k)
    img = big.resize((w, h), Image.Resampling.LANCZOS)
    draw = ImageDraw.Draw(img)
    fs = 17 if kind == "first" else 22
    if state == "earned":
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=readable(colour), anchor="mm")
    elif state == "crossed":
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=FAINT, anchor="mm")
        draw.line((8, h - 8, w - 8, 8), fill=ACCENT, width=3)
    else:
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=MUTED, anchor="mm")
    return img


SUM_BOX = 34
PARK_R = 25


@lru_cache(maxsize=64)
def _sum_box(number: int, crossed: bool) -> Image.Image:
    """One box of a SUM row with its number; a used box is greyed and slashed, its
    number still readable."""
    s, k = SUM_BOX, 4
    big = Image.new("RGB", (s * k, s * k), CARD)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (k, k, (s - 1) * k, (s - 1) * k),
        8 * k,
        fill=BOX_USED if crossed else EMPTY,
        outline=FAINT if crossed else MUTED,
        width=2 * k,
    )
    d.text(
        (s * k / 2, s * k / 2),
        str(number),
        font=font(18 * k, True),
        fill=MUTED if crossed else INK,
        anchor="mm",
    )
    if crossed:
        d.line((6 * k, (s - 6) * k, (s - 6) * k, 6 * k), fill=INK, width=3 * k)
    return big.resize((s, s), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def _park_circle(value: int | None, used: bool, index: int, lit: bool = False) -> Image.Image:
    """One PARK circle on card colour: empty (showing its name P1-P8), holding a number,
    or used (its number moved on to a section: greyed and slashed). A `lit` circle gets
    the highlight ring, pulled in to its rim since PARK circles sit close together."""
    img = _park_plain(value, used, index).copy()
    if lit:
        s = img.width
        _fill(img, INK, _ring_mask(s, PARK_R + 2.8, PARK_R - 5.5), (0, 0))
        _fill(img, HILITE, _ring_mask(s, PARK_R + 1.5, PARK_R - 4.2), (0, 0))
    return img


def _park_plain(value: int | None, used: bool, index: int) -> Image.Image:
    s = 2 * PARK_R + 6
    c = s / 2
    img = Image.new("RGB", (s, s), CARD)
    draw = ImageDraw.Draw(img)
    if used:
        _fill(img, BOX_USED, _ring_mask(s, PARK_R, 0), (0, 0))
        _fill(img, FAINT, _ring_mask(s, PARK_R, PARK_R - 2), (0, 0))
        if value is not None:
            draw.text((c, c), str(value), font=font(19, True), fill=GREY_INK, anchor="mm")
        slash = _mask(
            (s, s),
            lambda d, k: d.line(
                (c * k - 15 * k, c * k + 15 * k, c * k + 15 * k, c * k - 15 * k),
                fill=255,
                width=3 * k,
            ),
        )
        _fill(img, ACCENT, slash, (0, 0))
        return img
    if value is None:
        _fill(img, EMPTY, _ring_mask(s, PARK_R, 0), (0, 0))
        _fill(img, MUTED, _ring_mask(s, PARK_R, PARK_R - 2), (0, 0))
        draw.text((c, c), f"P{index}", font=font(14, True), fill=FAINT, anchor="mm")
        return img
    _fill(img, PARK_FILL, _ring_mask(s, PARK_R, 0), (0, 0))
    common.text_outlined(
        draw,
        (c, c),
        str(value),
        font(_number_font(value, PARK_R) - 2, True),
        fill=HILITE,
        outline=INK,
        width=2,
    )
    return img


@lru_cache(maxsize=32)
def _worth_pill(points: int, scoring: bool) -> Image.Image:
    """What a SUM row or a PARK pair is worth: gold while it currently scores."""
    w, h, k = 60, 30, 4
    big = Image.new("RGB", (w * k, h * k), CARD)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (k, k, (w - 1) * k, (h - 1) * k),
        (h // 2 - 1) * k,
        fill=GOLD if scoring else CARD,
        outline=rgb("#b98510") if scoring else FAINT,
        width=2 * k,
    )
    d.text(
        (w * k / 2, h * k / 2),
        f"{points} pts",
        font=font(15 * k, True),
        fill=INK if scoring else MUTED,
        anchor="mm",
    )
    return big.resize((w, h), Image.Resampling.LANCZOS)


# --------------------------------------------------------------------------- output


class _Out(common.Composer):
    """The picture being composed (see rendering.common.Composer), in this game's colours."""

    def __init__(self, img: Image.Image, palette: bool) -> None:
        super().__init__(img, _palette if palette else None, ink=INK, bg=CARD)

    def fit(self, text: str, size: int, bold: bool, width: int) -> str:
        return common.fit_text(text, font(size, bold), width)


def _to_palette(img: Image.Image) -> Image.Image:
    return img.convert("RGB").quantize(palette=_palette(), dither=Image.Dither.NONE)


# --------------------------------------------------------------------------- view helpers


def _seat_entry(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    seats = view.get("seats") or []
    for s in seats:
        if isinstance(s, dict) and s.get("seat") == seat:
            return s
    if 0 <= seat < len(seats) and isinstance(seats[seat], dict):
        return seats[seat]
    return {"seat": seat}


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _score(entry: Mapping[str, Any], key: str) -> int:
    """A score figure of a seat; "sections" is the sum of the per-section scores."""
    v = (entry.get("score") or {}).get(key, 0)
    if isinstance(v, Mapping):
        return sum(x for x in v.values() if _int(x) is not None)
    return v if _int(v) is not None else 0


def _section_score(entry: Mapping[str, Any], code: str) -> int:
    v = ((entry.get("score") or {}).get("sections") or {}).get(code, 0)
    return v if _int(v) is not None else 0


def _signed(v: int, plus: bool = False) -> str:
    if v < 0:
        return f"−{-v}"
    return f"+{v}" if plus and v > 0 else str(v)


def _circles(entry: Mapping[str, Any]) -> dict[str, int | None]:
    raw = entry.get("circles") or {}
    return {cid: _int(raw.get(cid)) for cid in _circle_ids()}


def _complete(circles: Mapping[str, int | None], code: str) -> bool:
    return all(circles.get(c) is not None for c in _section_by_code()[code]["circles"])


def _mark_state(
    entry: Mapping[str, Any],
    view: Mapping[str, Any],
    code: str,
    kind: str,
    circles: Mapping[str, int | None],
) -> str:
    bonus = (entry.get("bonuses") or {}).get(code) or {}
    if bonus.get(kind):
        return "earned"
    if kind == "first" and (view.get("first_claimed") or {}).get(code):
        return "crossed"
    if _complete(circles, code):
        # a finished section that did not earn a bonus can no longer earn it
        return "crossed"
    return "open"


def _park(entry: Mapping[str, Any]) -> list[tuple[int | None, bool]]:
    n = _data()["park"]["circles"]
    raw = list(entry.get("park") or [])
    out: list[tuple[int | None, bool]] = []
    for i in range(n):
        p = raw[i] if i < len(raw) and isinstance(raw[i], dict) else {}
        out.append((_int(p.get("value")), bool(p.get("used"))))
    return out


def _sum_counts(entry: Mapping[str, Any]) -> dict[str, int]:
    raw = entry.get("sum") or {}
    out = {}
    for key, row in _data()["sum_rows"].items():
        v = _int(raw.get(key)) or 0
        out[key] = max(0, min(len(row["boxes"]), v))
    return out


def _name_of(names: Sequence[str], seat: int) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1}"


# --------------------------------------------------------------------------- sheet layout


@dataclass(frozen=True)
class _Layout:
    dice_y: int
    lattice_y: int
    lattice_h: int
    cards_y: int
    panels_y: int
    score_y: int
    height: int

    @property
    def lattice_origin(self) -> tuple[int, int]:
        w, h = SHEET_GEO.size
        return ((WIDTH - w) // 2, self.lattice_y + (self.lattice_h - h) // 2)


@lru_cache(maxsize=2)
def _layout(with_dice: bool) -> _Layout:
    y = HEADER_H
    dice_y = y
    if with_dice:
        y += DICE_H + GAP
    lattice_y = y
    lattice_h = SHEET_GEO.size[1] + 22
    y += lattice_h + GAP
    cards_y = y
    y += 3 * CARD_H + 2 * CARD_GAP + GAP
    panels_y = y
    y += PANEL_H + GAP
    score_y = y
    y += SCORE_H + MARGIN
    return _Layout(dice_y, lattice_y, lattice_h, cards_y, panels_y, score_y, y)


def lattice_point(x: float, y: float, with_dice: bool = False) -> tuple[int, int]:
    """Pixel of the player sheet at lattice coordinates (x, y) (for tests and tools)."""
    ox, oy = _layout(with_dice).lattice_origin
    px, py = SHEET_GEO.px(x, y)
    return (round(ox + px), round(oy + py))


def _card_box(code: str, with_dice: bool) -> tuple[int, int, int, int]:
    lay = _layout(with_dice)
    r, c = _lattice_cell()[code]
    w = (WIDTH - 2 * MARGIN - 2 * CARD_GAP) // 3
    x0 = MARGIN + c * (w + CARD_GAP)
    y0 = lay.cards_y + r * (CARD_H + CARD_GAP)
    return (x0, y0, x0 + w, y0 + CARD_H)


def _panel_boxes(with_dice: bool) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    y0 = _layout(with_dice).panels_y
    w = (WIDTH - 2 * MARGIN - GAP) // 2
    left = (MARGIN, y0, MARGIN + w, y0 + PANEL_H)
    right = (WIDTH - MARGIN - w, y0, WIDTH - MARGIN, y0 + PANEL_H)
    return left, right


def _sum_box_xy(key: str, i: int, with_dice: bool) -> tuple[int, int]:
    left, _ = _panel_boxes(with_dice)
    row = list(_data()["sum_rows"]).index(key)
    return (left[0] + 102 + i * (SUM_BOX + 5), left[1] + 60 + row * 48)


def _sum_worth_xy(key: str, with_dice: bool) -> tuple[int, int]:
    left, _ = _panel_boxes(with_dice)
    _, y = _sum_box_xy(key, 0, with_dice)
    return (left[2] - 18 - 60, y + 2)


PAIR_W = 186
PAIR_H = 62


def _pair_frame(pair: int, with_dice: bool) -> tuple[int, int, int, int]:
    _, right = _panel_boxes(with_dice)
    row, col = divmod(pair, 2)
    x = right[0] + 18 + col * (PAIR_W + 12)
    y = right[1] + 56 + row * (PAIR_H + 10)
    return (x, y, x + PAIR_W, y + PAIR_H)


def _park_xy(i: int, with_dice: bool) -> tuple[int, int]:
    """Top-left corner of PARK circle i's picture."""
    pair, second = divmod(i, 2)
    x, y, _, _ = _pair_frame(pair, with_dice)
    return (x + 5 + second * (2 * PARK_R + 6), y + 3)


def _pair_badge_xy(pair: int, with_dice: bool) -> tuple[int, int]:
    x, y, x1, _ = _pair_frame(pair, with_dice)
    return (x1 - 8 - 60, y + (PAIR_H - 30) // 2)


_TOTAL_BOX = (WIDTH - MARGIN - 150, 18, WIDTH - MARGIN, 98)

_SCORE_CELLS = (("Sections", "sections"), ("SUM", "sum"), ("PARK", "park"), ("Total", "total"))


def _score_cells() -> list[tuple[int, int]]:
    return common.score_cells(MARGIN + 18, WIDTH - MARGIN - 18, 3, 190, 10)


# --------------------------------------------------------------------------- static sheet


def _section_strip(draw: ImageDraw.ImageDraw, width: int, y0: int = 0, h: int = 8) -> None:
    """A thin band of the nine section colours across the top of a picture."""
    secs = _sections()
    for i, s in enumerate(secs):
        x0 = round(i * width / len(secs))
        x1 = round((i + 1) * width / len(secs))
        draw.rectangle((x0, y0, x1, y0 + h - 1), fill=_colour(s["code"]))


@lru_cache(maxsize=2)
def _sheet_base(with_dice: bool) -> Image.Image:
    """Everything on a player sheet that is the same for every player and every round."""
    lay = _layout(with_dice)
    img = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, WIDTH)
    tx0, ty0, tx1, ty1 = _TOTAL_BOX
    common.rounded_box(draw, _TOTAL_BOX, 14, fill=FRAME)
    draw.text(((tx0 + tx1) / 2, ty0 + 18), "TOTAL", font=font(15, True), fill=PALE, anchor="mm")

    if with_dice:
        y0 = lay.dice_y
        common.rounded_box(
            draw,
            (MARGIN, y0, WIDTH - MARGIN, y0 + DICE_H),
            16,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        draw.text((MARGIN + 20, y0 + 40), "Your dice", font=font(21, True), fill=INK, anchor="lm")
        draw.text(
            (MARGIN + 20, y0 + 68), "this round", font=font(17, True), fill=MUTED, anchor="lm"
        )
        for k, name in enumerate(_dice_names()):
            cx = _die_x(k) + DIE_SIZE // 2
            draw.text((cx, y0 + DICE_H - 17), name, font=font(15, True), fill=MUTED, anchor="mm")
        draw.text(
            (WIDTH - MARGIN - 20, y0 + 90),
            "extra values left",
            font=font(16),
            fill=MUTED,
            anchor="rm",
        )

    # the lattice
    y0 = lay.lattice_y
    common.rounded_box(
        draw,
        (MARGIN, y0, WIDTH - MARGIN, y0 + lay.lattice_h),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    img.paste(_lattice_layer(SHEET_GEO, CARD, True), lay.lattice_origin)

    # section cards
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        common.rounded_box(
            draw, (x0, y0, x1, y1), 14, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW
        )
        colour = _colour(code)
        draw.rectangle((x0 + 2, y0 + 14, x0 + 7, y1 - 14), fill=colour)
        common.rounded_box(
            draw,
            (x0 + 16, y0 + 12, x0 + 66, y0 + 44),
            10,
            fill=colour,
            outline=_dark(code),
            width=2,
        )
        draw.text((x0 + 41, y0 + 28), code, font=font(20, True), fill=readable(colour), anchor="mm")
        draw.text(
            (x1 - 14, y0 + 28), f"{s['points']} pts", font=font(18, True), fill=INK, anchor="rm"
        )
        name_w = x1 - 14 - common.text_width(f"{s['points']} pts", font(18, True)) - 8 - (x0 + 74)
        draw.text(
            (x0 + 74, y0 + 29),
            common.fit_text(s["name"], font(16), name_w),
            font=font(16),
            fill=MUTED,
            anchor="lm",
        )

    # SUM and PARK
    left, right = _panel_boxes(with_dice)
    for box in (left, right):
        common.rounded_box(draw, box, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    draw.text((left[0] + 20, left[1] + 28), "SUM", font=font(22, True), fill=INK, anchor="lm")
    draw.text(
        (left[0] + 82, left[1] + 29),
        "sum of 3, 4 or 5 dice: cross a box",
        font=font(14),
        fill=MUTED,
        anchor="lm",
    )
    for key, row in _data()["sum_rows"].items():
        x, y = _sum_box_xy(key, 0, with_dice)
        common.rounded_box(
            draw, (left[0] + 18, y + 1, left[0] + 90, y + SUM_BOX - 1), 10, fill=FRAME
        )
        draw.text(
            (left[0] + 54, y + SUM_BOX // 2),
            f"{key} dice",
            font=font(15, True),
            fill=HILITE,
            anchor="mm",
        )
        for i, n in enumerate(row["boxes"]):
            img.paste(_sum_box(n, False), _sum_box_xy(key, i, with_dice))
        img.paste(_worth_pill(row["worth"], False), _sum_worth_xy(key, with_dice))
    draw.text((right[0] + 20, right[1] + 28), "PARK", font=font(22, True), fill=INK, anchor="lm")
    draw.text(
        (right[0] + 90, right[1] + 29),
        "a pair scores if both stay",
        font=font(14),
        fill=MUTED,
        anchor="lm",
    )
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        common.rounded_box(
            draw, _pair_frame(pair, with_dice), 16, fill=None, outline=CARD_EDGE, width=2
        )
        for j in range(2):
            i = 2 * pair + j
            img.paste(_park_circle(None, False, i + 1), _park_xy(i, with_dice))
        img.paste(_worth_pill(pts, False), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    common.rounded_box(
        draw,
        (MARGIN, y0, WIDTH - MARGIN, y0 + SCORE_H),
        16,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    for (label, _key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = label == "Total"
        if is_total:
            common.rounded_box(draw, (cx0, y0 + 12, cx1, y0 + SCORE_H - 12), 12, fill=FRAME)
        draw.text(
            ((cx0 + cx1) / 2, y0 + 32),
            label,
            font=font(18, True),
            fill=PALE if is_total else MUTED,
            anchor="mm",
        )
    return img


def _die_x(k: int) -> int:
    return MARGIN + 170 + k * (DIE_SIZE + 16)


# --------------------------------------------------------------------------- sheet


def _status(view: Mapping[str, Any], seat: int, entry: Mapping[str, Any]) -> str:
    rnd = _int(view.get("round")) or 1
    if view.get("over"):
        return f"Game over after round {rnd}"
    phase = view.get("phase")
    parts = [f"Round {rnd}"]
    if phase == "conditions":
        turn = _int(view.get("turn"))
        parts.append("your turn: pick a condition" if turn == seat else "choosing conditions")
    elif phase == "numbers":
        parts.append("placing numbers")
        if entry.get("done"):
            parts.append("done ✓")
    return " · ".join(parts)


def _compose_sheet(
    view: Mapping[str, Any],
    seat: int,
    name: str,
    highlight: Sequence[str] | None,
    out: _Out,
    with_dice: bool,
) -> None:
    """Draw everything that depends on the view onto `out` (which holds the static layer)."""
    entry = _seat_entry(view, seat)
    lay = _layout(with_dice)
    circles = _circles(entry)

    # header
    shown = out.fit(name or f"Player {seat + 1}", 38, True, 600)
    out.text((MARGIN, 46), shown, 38, True, INK, BG, "lm")
    out.text((MARGIN + 1, 84), _status(view, seat, entry), 20, False, MUTED, BG, "lm")
    tx0, ty0, tx1, ty1 = _TOTAL_BOX
    out.text(
        ((tx0 + tx1) / 2, ty0 + 52), _signed(_score(entry, "total")), 36, True, HILITE, FRAME, "mm"
    )

    # dice
    if with_dice:
        me = view.get("me") or {}
        roll = list(view.get("roll") or [])
        used = list(me.get("dice_used") or [])
        for k, dname in enumerate(_dice_names()):
            v = _int(roll[k]) if k < len(roll) else None
            u = bool(used[k]) if k < len(used) else False
            out.put(die_badge, (dname, v, DIE_SIZE, u, CARD), (_die_x(k), lay.dice_y + 12))
        extras = _int(me.get("extras")) or 0
        out.text(
            (WIDTH - MARGIN - 20, lay.dice_y + 50),
            str(extras),
            40,
            True,
            INK if extras else FAINT,
            CARD,
            "rm",
        )

    # circles
    ox, oy = lay.lattice_origin
    lit = {c for c in highlight or () if c in circles}
    # highlighted circles last, so their rings lie over any neighbour
    for cid in sorted(_circle_ids(), key=lambda c: c in lit):
        v = circles[cid]
        if v is None and cid not in lit:
            continue
        box = _tile_box(
            SHEET_GEO, cid, _hilite_reach(SHEET_GEO, cid)[1] + 1 if cid in lit else SHEET_GEO.r + 2
        )
        out.put(
            _circle_tile,
            (cid, v, cid in lit),
            (ox + box[0], oy + box[1]),
            _tile_mask(cid, cid in lit),
        )

    # section cards
    info = _condition_info()
    conds = entry.get("conditions") or {}
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        cond = conds.get(code)
        if isinstance(cond, str) and cond:
            mult = info.get(cond, {}).get("multiplier")
            tail = f"×{mult}" if mult is not None else ""
            tail_w = common.text_width(tail, font(20, True)) if tail else 0
            shown = out.fit(cond, 22, True, x1 - x0 - 40 - tail_w)
            out.text((x0 + 18, y0 + 66), shown, 22, True, INK, CARD, "lm")
            if tail:
                out.text(
                    (x0 + 18 + common.text_width(shown, font(22, True)) + 10, y0 + 67),
                    tail,
                    20,
                    True,
                    _dark(code),
                    CARD,
                    "lm",
                )
        else:
            out.text((x0 + 18, y0 + 66), "— no condition", 19, False, FAINT, CARD, "lm")
        for j, kind in enumerate(("first", "different")):
            state = _mark_state(entry, view, code, kind, circles)
            out.put(_mark_img, (kind, state, _colour(code)), (x0 + 14 + j * 62, y0 + 84))
        sc = _section_score(entry, code)
        fill = GOOD if sc > 0 else ACCENT if sc < 0 else FAINT
        out.text((x1 - 16, y0 + 101), _signed(sc, plus=True), 28, True, fill, CARD, "rm")

    # SUM rows (gold worth when this player currently scores the row)
    counts = _sum_counts(entry)
    best = {
        key: max(
            [_sum_counts(x)[key] for x in view.get("seats") or [] if isinstance(x, dict)] + [0]
        )
        for key in counts
    }
    solo = (_int(view.get("players")) or len(view.get("seats") or [])) == 1
    for key, row in _data()["sum_rows"].items():
        for i in range(counts[key]):
            out.put(_sum_box, (row["boxes"][i], True), _sum_box_xy(key, i, with_dice))
        mine = counts[key]
        scoring = mine > 0 and (2 * mine >= len(row["boxes"]) if solo else mine == best[key])
        if scoring:
            out.put(_worth_pill, (row["worth"], True), _sum_worth_xy(key, with_dice))

    # PARK
    park = _park(entry)
    park_lit = {c.upper() for c in highlight or () if isinstance(c, str)}
    for i, (v, used) in enumerate(park):
        lit = f"P{i + 1}" in park_lit
        if v is not None or used or lit:
            out.put(_park_circle, (v, used, i + 1, lit), _park_xy(i, with_dice))
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        a, b = park[2 * pair], park[2 * pair + 1]
        if a[0] is not None and b[0] is not None and not a[1] and not b[1]:
            out.put(_worth_pill, (pts, True), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    for (label, key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = label == "Total"
        out.text(
            ((cx0 + cx1) / 2, y0 + 72),
            _signed(_score(entry, key)),
            40,
            True,
            HILITE if is_total else INK,
            FRAME if is_total else CARD,
            "mm",
        )


def _sheet_mode(view: Mapping[str, Any], seat: int) -> bool:
    me = view.get("me")
    return isinstance(me, dict) and me.get("seat") == seat


def _sheet_rgb(
    view: Mapping[str, Any], seat: int, name: str, highlight: Sequence[str] | None = None
) -> Image.Image:
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base(with_dice).copy(), palette=False)
    _compose_sheet(view, seat, name, highlight, out, with_dice)
    return out.img


@lru_cache(maxsize=2)
def _sheet_base_p(with_dice: bool) -> Image.Image:
    return _to_palette(_sheet_base(with_dice))


def render_sheet(view: dict, seat: int, name: str, highlight: list[str] | None = None) -> bytes:
    """PNG of one player's VENN sheet: the lattice with its numbers, section cards
    (condition, bonus marks, running score), SUM rows, PARK and the score.

    When `view["me"]` is this seat, the round's dice (used ones greyed) and the extra
    values left are shown too. Circles listed in `highlight` (lattice ids such as "Kh1"
    or "Cr-Cy", PARK circles "P1"-"P8") get a white ring."""
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base_p(with_dice).copy(), palette=True)
    _compose_sheet(view, seat, name, highlight, out, with_dice)
    return common.encode_png(out.img, None, PNG_LEVEL)


# --------------------------------------------------------------------------- roll


def _roll_image(view: Mapping[str, Any]) -> Image.Image:
    size = 104
    names = _dice_names()
    roll = list(view.get("roll") or [])
    w = 2 * MARGIN + len(names) * (size + 24) - 24 + 40
    h = 214
    img = Image.new("RGB", (w, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, w)
    common.rounded_box(
        draw,
        (MARGIN - 6, 52, w - MARGIN + 6, h - 14),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    rnd = _int(view.get("round")) or 1
    draw.text((MARGIN, 32), f"VENN · Round {rnd} roll", font=font(24, True), fill=INK, anchor="lm")
    total = sum(v for v in roll if _int(v) is not None)
    draw.text((w - MARGIN, 32), f"sum {total}", font=font(18, True), fill=MUTED, anchor="rm")
    x = MARGIN + 20
    for k, dname in enumerate(names):
        v = _int(roll[k]) if k < len(roll) else None
        img.paste(die_badge(dname, v, size, False, CARD), (x, 62))
        draw.text(
            (x + size / 2, 62 + size + 16), dname, font=font(17, True), fill=MUTED, anchor="mm"
        )
        x += size + 24
    return img


def render_roll(view: dict) -> bytes:
    """PNG strip of the round's five dice, each a polyhedral badge with its value."""
    return common.encode_png(_roll_image(view), _palette(), PNG_LEVEL)


# --------------------------------------------------------------------------- common sheet

_FAMILIES = (
    ("divisible", "Divisible"),
    ("at_most", "At most"),
    ("at_least", "At least"),
    ("equal", "All equal"),
    ("kind", "Kind"),
    ("straight", "Straight"),
    ("range", "Range"),
)


def _family(cond: Mapping[str, Any]) -> str:
    test = cond.get("test")
    return "kind" if test in ("prime", "even", "odd") else str(test)


def describe(cond: Mapping[str, Any]) -> str:
    """A short line saying what a condition asks of a section's numbers."""
    t = cond.get("test")
    hi = cond.get("high")
    band = f"{cond.get('low')}–{hi}" if hi is not None else f"{cond.get('low')}+"
    if t == "divisible":
        return f"all divisible by {cond['n']}"
    if t == "at_most":
        return f"all {cond['n']} or less"
    if t == "at_least":
        return f"all {cond['n']} or more"
    if t == "equal":
        return f"all the same, {band}"
    if t in ("prime", "even", "odd"):
        return f"all {t}"
    if t == "straight":
        return f"consecutive, {band}"
    if t == "range":
        return f"highest − lowest ≤ {cond['n']}"
    return ""


COMMON_W = 1000
COND_W = 200
COND_H = 104
COND_GAP = 12
FAMILY_W = 112
COMMON_HEAD = 124
PLAYER_H = 64


def _copies(players: int) -> int:
    table = _data()["copies_by_players"]
    key = str(max(1, min(players, max(int(k) for k in table))))
    return int(table.get(key, 1))


def _name_size(name: str) -> int:
    """Font size for a condition's name on its card: the same for a whole family, the
    largest at which every name of that family fits beside the multiplier."""
    family = _family(_condition_info()[name])
    room = COND_W - 14 - 62
    sizes = []
    for c in _data()["conditions"]:
        if _family(c) == family:
            sizes.append(
                next(
                    (z for z in range(23, 12, -1) if font(z, True).getlength(c["name"]) <= room), 13
                )
            )
    return min(sizes)


@lru_cache(maxsize=256)
def _cond_card(name: str, copies: int, left: int, takers: tuple[str, ...]) -> Image.Image:
    """One condition of the common sheet: name, multiplier, test and copy boxes (crossed
    once taken), with the names of the players who wrote it in."""
    cond = _condition_info()[name]
    img = Image.new("RGB", (COND_W + 1, COND_H + 4), BG)
    draw = ImageDraw.Draw(img)
    gone = left <= 0
    fill = BOX_USED if gone else CARD
    common.rounded_box(
        draw, (0, 0, COND_W, COND_H), 14, fill=fill, outline=CARD_EDGE, width=2, shadow=SHADOW
    )
    room = COND_W - 14 - 62
    size = _name_size(name)
    draw.text(
        (14, 25),
        common.fit_text(name, font(size, True), room),
        font=font(size, True),
        fill=FAINT if gone else INK,
        anchor="lm",
    )
    common.rounded_box(draw, (COND_W - 54, 10, COND_W - 10, 40), 10, fill=FAINT if gone else FRAME)
    draw.text(
        (COND_W - 32, 25), f"×{cond['multiplier']}", font=font(18, True), fill=HILITE, anchor="mm"
    )
    draw.text(
        (14, 54),
        common.fit_text(describe(cond), font(15), COND_W - 24),
        font=font(15),
        fill=MUTED,
        anchor="lm",
    )
    s = 24
    y = COND_H - 12 - s
    for i in range(copies):
        x = 14 + i * (s + 6)
        crossed = i >= left
        draw.rounded_rectangle(
            (x, y, x + s, y + s),
            6,
            fill=BOX_USED if crossed else EMPTY,
            outline=FAINT if crossed else MUTED,
            width=2,
        )
        if crossed:
            draw.line((x + 5, y + 5, x + s - 5, y + s - 5), fill=INK, width=3)
            draw.line((x + 5, y + s - 5, x + s - 5, y + 5), fill=INK, width=3)
    if takers:
        tx = 14 + copies * (s + 6) + 4
        text = common.fit_text(", ".join(takers), font(13, True), COND_W - tx - 10)
        draw.text((COND_W - 10, y + s / 2), text, font=font(13, True), fill=MUTED, anchor="rm")
    return img


def _common_rows() -> list[tuple[str, list[dict[str, Any]]]]:
    rows = []
    for key, label in _FAMILIES:
        members = [c for c in _data()["conditions"] if _family(c) == key]
        if members:
            rows.append((label, members))
    return rows


def _player_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    name: str,
    total: int,
    tags: list[str],
    hot: bool,
) -> None:
    """A player on the common sheet: name and total on top, their situation underneath;
    the player to pick a condition is picked out in gold."""
    x0, y0, x1, y1 = box
    common.rounded_box(
        draw,
        box,
        14,
        fill=WIN_FILL if hot else CARD,
        outline=GOLD if hot else CARD_EDGE,
        width=3 if hot else 2,
        shadow=SHADOW,
    )
    t = _signed(total)
    tf = font(22, True)
    draw.text((x1 - 12, y0 + 22), t, font=tf, fill=INK, anchor="rm")
    room = x1 - x0 - 24 - common.text_width(t, tf) - 8
    draw.text(
        (x0 + 12, y0 + 22),
        common.fit_text(name, font(18, True), room),
        font=font(18, True),
        fill=INK,
        anchor="lm",
    )
    line = common.fit_text(" · ".join(tags), font(14, True), x1 - x0 - 24)
    draw.text(
        (x0 + 12, y0 + 46),
        line,
        font=font(14, True),
        fill=rgb("#a06d00") if hot else MUTED,
        anchor="lm",
    )


def _common_image(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    rows = _common_rows()
    seats = [s for s in view.get("seats") or [] if isinstance(s, dict)]
    grid_h = len(rows) * (COND_H + COND_GAP) - COND_GAP
    cols = max(len(m) for _, m in rows)
    # the players go in the grid's last column where the rows below leave it free,
    # otherwise in a strip underneath
    free_from = len(rows)
    while free_from > 0 and len(rows[free_from - 1][1]) < cols:
        free_from -= 1
    column_h = (len(rows) - free_from) * (COND_H + COND_GAP) - COND_GAP
    side = bool(seats) and column_h >= 44 + len(seats) * (PLAYER_H + 8)
    h = COMMON_HEAD + grid_h + (0 if side else GAP + PLAYER_H) + MARGIN + 4
    img = Image.new("RGB", (COMMON_W, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, COMMON_W)
    draw.text((MARGIN, 46), "VENN · Common sheet", font=font(36, True), fill=INK, anchor="lm")
    phase = view.get("phase")
    start = _int(view.get("start_player"))
    turn = _int(view.get("turn"))
    over = bool(view.get("over"))
    if over:
        line = "The game is over"
    elif phase == "conditions":
        who = _name_of(names, turn) if turn is not None else "everyone"
        line = f"Choosing conditions · {who} to pick"
    elif phase == "numbers":
        line = "Placing numbers · everyone at once"
    else:
        line = ""
    if start is not None:
        line += f"{' · ' if line else ''}start player {_name_of(names, start)}"
    draw.text(
        (MARGIN + 1, 86),
        common.fit_text(line, font(20), 760),
        font=font(20),
        fill=MUTED,
        anchor="lm",
    )
    bx0, by0, bx1, by1 = (COMMON_W - MARGIN - 150, 18, COMMON_W - MARGIN, 98)
    common.rounded_box(draw, (bx0, by0, bx1, by1), 14, fill=FRAME)
    draw.text(((bx0 + bx1) / 2, 36), "ROUND", font=font(15, True), fill=PALE, anchor="mm")
    draw.text(
        ((bx0 + bx1) / 2, 70),
        str(_int(view.get("round")) or 1),
        font=font(36, True),
        fill=HILITE,
        anchor="mm",
    )

    players = _int(view.get("players")) or max(1, len(seats))
    copies = _copies(players)
    left = view.get("common") or {}
    takers: dict[str, list[str]] = {}
    for k, s in enumerate(seats):
        seat = _int(s.get("seat"))
        for cname in s.get("taken") or []:
            takers.setdefault(cname, []).append(_name_of(names, k if seat is None else seat))
    y = COMMON_HEAD
    for label, members in rows:
        draw.text(
            (MARGIN + 2, y + COND_H / 2 - 10), label, font=font(17, True), fill=INK, anchor="lm"
        )
        count = f"{len(members)} condition{'s' if len(members) != 1 else ''}"
        draw.text((MARGIN + 2, y + COND_H / 2 + 12), count, font=font(13), fill=MUTED, anchor="lm")
        x = MARGIN + FAMILY_W
        for c in members:
            n = _int(left.get(c["name"]))
            n = copies if n is None else max(0, min(copies, n))
            img.paste(_cond_card(c["name"], copies, n, tuple(takers.get(c["name"], ()))), (x, y))
            x += COND_W + COND_GAP
        y += COND_H + COND_GAP

    # players: name, total, and who starts / picks / is done
    entries = []
    for k, s in enumerate(seats):
        seat = _int(s.get("seat"))
        seat = k if seat is None else seat
        hot = turn == seat and phase == "conditions" and not over
        tags = []
        if seat == start:
            tags.append("start")
        if hot:
            tags.append("▶ picking now")
        elif phase == "numbers" and not over:
            tags.append("done ✓" if s.get("done") else "placing numbers")
        entries.append(
            (_name_of(names, seat), _score(s, "total"), tags or [f"seat {seat + 1}"], hot)
        )
    if side:
        x0 = MARGIN + FAMILY_W + (cols - 1) * (COND_W + COND_GAP)
        y = COMMON_HEAD + free_from * (COND_H + COND_GAP)
        draw.text((x0 + 4, y + 16), "Players", font=font(19, True), fill=INK, anchor="lm")
        draw.text(
            (x0 + COND_W - 4, y + 17),
            f"{copies} cop{'y' if copies == 1 else 'ies'} each",
            font=font(13),
            fill=MUTED,
            anchor="rm",
        )
        y += 36
        for name, total, tags, hot in entries:
            _player_tile(draw, (x0, y, x0 + COND_W, y + PLAYER_H), name, total, tags, hot)
            y += PLAYER_H + 8
    elif entries:
        y = COMMON_HEAD + grid_h + GAP
        n = len(entries)
        cw = (COMMON_W - 2 * MARGIN - (n - 1) * 10) // n
        for k, (name, total, tags, hot) in enumerate(entries):
            x0 = MARGIN + k * (cw + 10)
            _player_tile(draw, (x0, y, x0 + cw, y + PLAYER_H), name, total, tags, hot)
    return img


def render_common(view: dict, names: list[str]) -> bytes:
    """PNG of the common sheet: the 22 conditions by family, each with its multiplier, its
    test and its copies (crossed once taken), plus the round, whose turn and the start player."""
    return common.encode_png(_common_image(view, names), _palette(), PNG_LEVEL)


# --------------------------------------------------------------------------- standings


@lru_cache(maxsize=8)
def _thumb_geo(scale: int) -> Geo:
    return Geo(scale, 3)


@lru_cache(maxsize=4096)
def _thumb_number(value: int, r: float) -> Image.Image:
    """A number to paste onto a filled thumbnail circle, with its outline baked in."""
    fs = max(8, _number_font(value, r))
    pad = 3
    w = math.ceil(font(fs, True).getlength(str(value))) + 2 * pad + 2
    h = fs + 2 * pad + 4
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(img).text(
        (w / 2, h / 2),
        str(value),
        font=font(fs, True),
        fill=HILITE,
        anchor="mm",
        stroke_width=max(1, round(r / 9)),
        stroke_fill=INK,
    )
    return img


def _thumbnail(entry: Mapping[str, Any], scale: int, ground: RGB) -> Image.Image:
    """A player's lattice, small: filled circles in colour with their numbers."""
    geo = _thumb_geo(scale)
    img = _lattice_layer(geo, ground, False).copy()
    circles = _circles(entry)
    legible = geo.r >= 9
    for cid, v in circles.items():
        if v is None:
            continue
        cx, cy = geo.circle_px(cid)
        size = math.ceil(2 * geo.r + 6)
        x0, y0 = round(cx - size / 2), round(cy - size / 2)
        split = _split(cid)
        if split is None:
            _fill(img, _colour(_owners()[cid][0]), _ring_mask(size, geo.r + 0.3, 0), (x0, y0))
        else:
            first, second, horizontal = split
            for code, is_first in ((first, True), (second, False)):
                a0, a1 = _half_angles(is_first, horizontal)
                _fill(img, _colour(code), _ring_mask(size, geo.r + 0.3, 0, a0, a1), (x0, y0))
        if legible:
            num = _thumb_number(v, geo.r)
            img.paste(num, (round(cx - num.width / 2), round(cy - num.height / 2)), num)
    return img


def _rank_key(entry: Mapping[str, Any]) -> tuple[int, int, int]:
    """Place order: total, then conditions written, then fewest empty circles."""
    conds = sum(1 for v in (entry.get("conditions") or {}).values() if v)
    empty = sum(1 for v in _circles(entry).values() if v is None)
    empty += sum(1 for v, used in _park(entry) if v is None and not used)
    return (_score(entry, "total"), conds, -empty)


def _ranked(view: Mapping[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    seats = [s for s in view.get("seats") or [] if isinstance(s, dict)]
    keys = [_rank_key(s) for s in seats]
    ranks = [1 + sum(1 for o in keys if o > k) for k in keys]
    order = sorted(range(len(seats)), key=lambda i: (ranks[i], _int(seats[i].get("seat")) or 0))
    return [(ranks[i], seats[i]) for i in order]


def _rank_colour(rank: int) -> RGB:
    return {1: GOLD, 2: SILVER, 3: BRONZE}.get(rank, FRAME)


STANDINGS_W = 1000


def _final_image(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    ranked = _ranked(view)
    n = len(ranked)
    cols = 1 if n <= 1 else 2 if n <= 4 else 3
    inner = STANDINGS_W - 2 * MARGIN
    cw = (inner - (cols - 1) * GAP) // cols
    scale = 64 if cols == 1 else 56 if cols == 2 else 40
    tgeo = _thumb_geo(scale)
    tw, th = tgeo.size
    side = cols == 1  # one player: the score table sits beside the lattice
    ch = 66 + th + (16 if side else 150)
    rows = -(-n // cols) if n else 1
    head = 112
    h = head + rows * ch + (rows - 1) * GAP + MARGIN
    img = Image.new("RGB", (STANDINGS_W, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, STANDINGS_W)
    over = bool(view.get("over"))
    draw.text(
        (MARGIN, 46),
        f"VENN · {'Final scores' if over else 'Standings'}",
        font=font(36, True),
        fill=INK,
        anchor="lm",
    )
    winners = [_name_of(names, _int(e.get("seat")) or 0) for r, e in ranked if r == 1]
    if winners:
        label = "Winner" if len(winners) == 1 else "Tied winners"
        top = _signed(_score(ranked[0][1], "total"))
        line = f"★ {label}: {', '.join(winners)} with {top}"
        if not over:
            line = f"Leading: {', '.join(winners)} with {top}"
    else:
        line = "No players"
    draw.text(
        (MARGIN + 1, 86),
        common.fit_text(line, font(20, True), 760),
        font=font(20, True),
        fill=rgb("#a06d00") if over else MUTED,
        anchor="lm",
    )
    bx1 = STANDINGS_W - MARGIN
    bx0 = bx1 - 150
    common.rounded_box(draw, (bx0, 18, bx1, 98), 14, fill=GOLD if over else FRAME)
    draw.text(
        ((bx0 + bx1) / 2, 36),
        "ROUNDS" if over else "ROUND",
        font=font(15, True),
        fill=HILITE if over else PALE,
        anchor="mm",
    )
    draw.text(
        ((bx0 + bx1) / 2, 70),
        str(_int(view.get("round")) or 1),
        font=font(36, True),
        fill=HILITE,
        anchor="mm",
    )

    for k, (rank, entry) in enumerate(ranked):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        row_w = in_row * cw + (in_row - 1) * GAP
        x0 = MARGIN + (inner - row_w) // 2 + col * (cw + GAP)
        y0 = head + row * (ch + GAP)
        winner = over and rank == 1
        fill = WIN_FILL if winner else CARD
        common.rounded_box(
            draw,
            (x0, y0, x0 + cw, y0 + ch),
            16,
            fill=fill,
            outline=GOLD if winner else CARD_EDGE,
            width=4 if winner else 2,
            shadow=SHADOW,
        )
        seat = _int(entry.get("seat")) or 0
        cy = y0 + 34
        r = 18
        draw.ellipse((x0 + 14, cy - r, x0 + 14 + 2 * r, cy + r), fill=_rank_colour(rank))
        draw.text((x0 + 14 + r, cy + 1), str(rank), font=font(18, True), fill=HILITE, anchor="mm")
        total = _signed(_score(entry, "total"))
        tf = font(30, True)
        draw.text((x0 + cw - 16, cy + 1), total, font=tf, fill=INK, anchor="rm")
        nx = x0 + 14 + 2 * r + 10
        room = x0 + cw - 16 - common.text_width(total, tf) - 10 - nx
        draw.text(
            (nx, cy),
            common.fit_text(_name_of(names, seat), font(21, True), room),
            font=font(21, True),
            fill=INK,
            anchor="lm",
        )
        thumb = _thumbnail(entry, scale, fill)
        tx = x0 + 14 if side else x0 + (cw - tw) // 2
        ty = y0 + 60
        img.paste(thumb, (tx, ty))
        # per-section scores as a 3x3 table mirroring the lattice, then the other parts
        if side:
            _score_table(draw, entry, (tx + tw + 24, ty + 10, x0 + cw - 18, ty + th), big=True)
        else:
            _score_table(draw, entry, (x0 + 14, ty + th + 8, x0 + cw - 14, y0 + ch - 12), big=False)
    return img


def _score_table(
    draw: ImageDraw.ImageDraw, entry: Mapping[str, Any], box: tuple[int, int, int, int], big: bool
) -> None:
    """Section scores in the lattice's 3x3 arrangement, then SUM, PARK and conditions."""
    x0, y0, x1, y1 = box
    lattice = _data()["lattice"]
    cell_h = 30 if big else 26
    cw = (x1 - x0) // 3
    fs = 17 if big else 14
    for r, row in enumerate(lattice):
        for c, code in enumerate(row):
            cx0 = x0 + c * cw
            cy = y0 + r * cell_h + cell_h // 2
            colour = _colour(code)
            draw.rounded_rectangle(
                (
                    cx0 + 2,
                    cy - cell_h // 2 + 3,
                    cx0 + 2 + (40 if big else 32),
                    cy + cell_h // 2 - 3,
                ),
                8,
                fill=colour,
            )
            draw.text(
                (cx0 + 2 + (20 if big else 16), cy),
                code,
                font=font(fs - 1, True),
                fill=readable(colour),
                anchor="mm",
            )
            sc = _section_score(entry, code)
            draw.text(
                (cx0 + cw - 8, cy),
                _signed(sc, plus=True),
                font=font(fs, True),
                fill=GOOD if sc > 0 else ACCENT if sc < 0 else FAINT,
                anchor="rm",
            )
    y = y0 + 3 * cell_h + (16 if big else 10)
    conds = sum(1 for v in (entry.get("conditions") or {}).values() if v)
    parts = [
        ("Sections", _score(entry, "sections")),
        ("SUM", _score(entry, "sum")),
        ("PARK", _score(entry, "park")),
    ]
    text = "   ".join(f"{label} {_signed(v)}" for label, v in parts)
    draw.text(
        ((x0 + x1) / 2, y + 8), text, font=font(fs + (1 if big else 0), True), fill=INK, anchor="mm"
    )
    draw.text(
        ((x0 + x1) / 2, y + 8 + fs + 10),
        f"{conds} condition{'s' if conds != 1 else ''} written",
        font=font(fs - 1),
        fill=MUTED,
        anchor="mm",
    )


def render_final(view: dict, names: list[str]) -> bytes:
    """PNG of the standings: every player's small sheet (coloured lattice with numbers,
    section scores), name, total and place; places share ties the way the rules break them."""
    return common.encode_png(_final_image(view, names), _palette(), PNG_LEVEL)


# --------------------------------------------------------------------------- palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must survive exactly: theme, sections, their tints and overlaps."""
    base = [
        BG,
        CARD,
        CARD_EDGE,
        SHADOW,
        INK,
        MUTED,
        FAINT,
        FRAME,
        PALE,
        EMPTY,
        ACCENT,
        GOOD,
        GOLD,
        SILVER,
        BRONZE,
        WIN_FILL,
        BOX_USED,
        PARK_FILL,
        GREY_FACE,
        GREY_EDGE,
        GREY_INK,
        DIE_BASE,
        rgb("#a06d00"),
        (0, 0, 0),
    ]
    for s in _sections():
        c = _colour(s["code"])
        base += [c, _dark(s["code"]), _index_ink(s["code"]), common.mix(c, (0, 0, 0), 0.08)]
    base += list(_tints(CARD).values())
    return base


def sample_view(players: int = 2, seed: int = 1, filled: float = 0.6) -> dict:
    """A made-up but plausible VENN view (the engine's shape), the same for the same
    arguments: numbers in a share `filled` of the circles, conditions, bonuses, PARK, SUM."""
    rng = random.Random(seed)
    d = _data()
    sections = list(_sections())
    dice = [x["sides"] for x in d["dice"]]
    names = [x["name"] for x in d["dice"]]
    players = max(1, players)
    filled = max(0.0, min(1.0, filled))
    rnd = max(1, min(12, 1 + round(filled * 8)))
    copies = _copies(players)
    left = {c["name"]: copies for c in d["conditions"]}
    roll = [rng.randint(1, n) for n in dice]
    bold_values = {
        cid: sum(rng.randint(1, dice[names.index(x)]) for x in parts)
        for cid, parts in d["bold"].items()
    }
    claimed: dict[str, bool] = {s["code"]: False for s in sections}
    seats = []
    for k in range(players):
        circles: dict[str, int | None] = {cid: None for cid in _circle_ids()}
        circles.update(bold_values)
        free = [c for c in _circle_ids() if c not in bold_values]
        rng.shuffle(free)
        for cid in free[: round(filled * len(free))]:
            pick = rng.sample(range(5), rng.choice([1, 1, 1, 2, 3]))
            circles[cid] = sum(rng.randint(1, dice[i]) for i in pick)
        # conditions: about one per round, each from what is left on the common sheet
        codes = [s["code"] for s in sections]
        rng.shuffle(codes)
        conditions: dict[str, str | None] = {s["code"]: None for s in sections}
        taken: list[str] = []
        for code in codes[: min(9, max(0, rnd - rng.randint(0, 2)))]:
            options = [n for n, v in left.items() if v > 0 and n not in taken]
            if not options:
                break
            cname = rng.choice(options)
            left[cname] -= 1
            taken.append(cname)
            conditions[code] = cname
        for s in sections:
            cname = conditions[s["code"]]
            if cname and rng.random() < 0.7:
                _nudge(circles, s, _condition_info()[cname], set(bold_values), rng)
        bonuses = {}
        for s in sections:
            code = s["code"]
            nums = [circles[c] for c in s["circles"]]
            done = all(v is not None for v in nums)
            first = done and not claimed[code] and rng.random() < 0.6
            bonuses[code] = {"first": first, "different": done and len(set(nums)) == len(nums)}
        park = []
        for _ in range(d["park"]["circles"]):
            v = rng.randint(1, 20) if rng.random() < filled * 0.7 else None
            park.append({"value": v, "used": v is not None and rng.random() < 0.25})
        sums = {
            key: rng.randint(0, min(len(row["boxes"]), round(filled * 4)))
            for key, row in d["sum_rows"].items()
        }
        seats.append(
            {
                "seat": k,
                "circles": circles,
                "bold": list(d["bold"]),
                "conditions": conditions,
                "taken": taken,
                "bonuses": bonuses,
                "park": park,
                "sum": sums,
                "done": rng.random() < 0.4,
            }
        )
        for code, b in bonuses.items():
            if b["first"]:
                claimed[code] = True
    for s in seats:
        _score_sample(s, seats, players == 1)
    phase = "numbers"
    return {
        "game": "venn",
        "round": rnd,
        "phase": phase,
        "over": False,
        "players": players,
        "start_player": (rnd - 1) % players,
        "turn": None,
        "roll": roll,
        "dice": names,
        "common": left,
        "first_claimed": claimed,
        "seats": seats,
        "me": {
            "seat": 0,
            "dice_used": [rng.random() < 0.5 for _ in range(5)],
            "extras": rng.randint(0, 2),
        },
    }


def _nudge(
    circles: dict[str, int | None],
    section: Mapping[str, Any],
    cond: Mapping[str, Any],
    fixed: set[str],
    rng: random.Random,
) -> None:
    """Rewrite a sample section's filled circles so that they pass `cond` (bold circles
    stay), which makes samples look like a game played with some care."""
    cells = [c for c in section["circles"] if circles[c] is not None and c not in fixed]
    if not cells:
        return
    t = cond["test"]
    lo = cond.get("low") or 1
    hi = cond.get("high") or 30
    if t == "equal":
        v = rng.randint(lo, hi)
        values = [v] * len(cells)
    elif t == "straight":
        start = rng.randint(lo, max(lo, hi - len(section["circles"]) + 1))
        values = rng.sample(range(start, start + len(section["circles"])), len(cells))
    elif t == "range":
        base = rng.randint(1, 24)
        values = [base + rng.randint(0, cond["n"]) for _ in cells]
    else:
        pool = [v for v in range(1, 41) if _passes(cond, [v])]
        values = [rng.choice(pool) for _ in cells]
    for cid, v in zip(cells, values, strict=True):
        circles[cid] = v


def _passes(cond: Mapping[str, Any], nums: Sequence[int]) -> bool:
    """Whether numbers pass a condition (enough of the rules to make samples look real)."""
    t = cond["test"]
    if t == "divisible":
        return all(v % cond["n"] == 0 for v in nums)
    if t == "at_most":
        return all(v <= cond["n"] for v in nums)
    if t == "at_least":
        return all(v >= cond["n"] for v in nums)
    if t in ("equal", "straight"):
        lo, hi = cond["low"], cond.get("high") or 10**9
        if not all(lo <= v <= hi for v in nums):
            return False
        if t == "equal":
            return len(set(nums)) == 1
        s = sorted(nums)
        return all(b - a == 1 for a, b in zip(s, s[1:], strict=False))
    if t == "prime":
        return all(v > 1 and all(v % p for p in range(2, int(v**0.5) + 1)) for v in nums)
    if t == "even":
        return all(v % 2 == 0 for v in nums)
    if t == "odd":
        return all(v % 2 == 1 for v in nums)
    if t == "range":
        return max(nums) - min(nums) <= cond["n"]
    return False


def _score_sample(seat: dict, seats: Sequence[dict], solo: bool) -> None:
    d = _data()
    info = _condition_info()
    sections: dict[str, int] = {}
    for s in _sections():
        code = s["code"]
        cname = seat["conditions"].get(code)
        if not cname:
            sections[code] = 0
            continue
        mult = info[cname]["multiplier"]
        nums = [seat["circles"][c] for c in s["circles"]]
        if all(v is not None for v in nums) and _passes(info[cname], nums):
            b = seat["bonuses"][code]
            sections[code] = s["points"] * (mult + int(b["first"]) + int(b["different"]))
        else:
            sections[code] = -s["points"] * mult
    total_sum = 0
    for key, row in d["sum_rows"].items():
        mine = seat["sum"][key]
        best = max(x["sum"][key] for x in seats)
        if solo:
            if mine * 2 >= len(row["boxes"]) and mine:
                total_sum += row["worth"]
        elif mine and mine == best:
            total_sum += row["worth"]
    park = 0
    for pair, pts in enumerate(d["park"]["pair_points"]):
        a, b = seat["park"][2 * pair], seat["park"][2 * pair + 1]
        if a["value"] is not None and b["value"] is not None and not a["used"] and not b["used"]:
            park += pts
    seat["score"] = {
        "sections": sections,
        "sum": total_sum,
        "park": park,
        "total": sum(sections.values()) + total_sum + park,
    }


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The one palette of every VENN picture, built from fixed colours and specimens."""
    view = sample_view(players=6, seed=5, filled=0.7)
    names = [f"Player {k + 1}" for k in range(6)]
    parts = [
        _sheet_rgb(view, 0, "Specimen", ["Kh1", "Cr-Cy"]),
        _sheet_rgb(sample_view(players=2, seed=9, filled=1.0), 1, "Specimen"),
        _common_image(view, names),
        _final_image(view, names),
        _roll_image(view),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    return common.build_palette(_fixed_colours(), specimen)


# --------------------------------------------------------------------------- benchmark


def bench_render(samples: int = 200) -> dict:
    """Time `render_sheet` on a mid-game view with dice: median and p95 ms, PNG bytes."""
    view = sample_view(players=4, seed=11, filled=0.6)
    hl = ["Kh1"]
    render_sheet(view, 0, "Benchmark player", hl)  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = render_sheet(view, 0, "Benchmark player", hl)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return {
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "png_bytes": len(png),
    }
