"""The translucent Venn lattice with its empty circles, and the number circles drawn on it."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import kit as common
from rendering.kit import RGB, font
from rendering.venn.geometry import (
    SHEET_GEO,
    Geo,
    _circle_index,
    _disc,
    _fill,
    _half_angles,
    _mask,
    _pockets,
    _ring_mask,
    _split,
)
from rendering.venn.lookup import (
    _circle_ids,
    _colour,
    _dark,
    _data,
    _owners,
    _sections,
)
from rendering.venn.theme import (
    CARD,
    CARD_EDGE,
    EMPTY,
    HILITE,
    INDEX_TEXT,
    INK,
    MUTED,
    SHARED_INDEX_TEXT,
    TINT_ALPHA,
)

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
        extent = (math.ceil(2 * big + 4), math.ceil(2 * big + 4))

        def disc(d: ImageDraw.ImageDraw, k: int, cx: float = cx - x0, cy: float = cy - y0) -> None:
            d.ellipse(_disc(cx, cy, big, k), fill=255)

        m = _mask(extent, disc)
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
    """An empty circle: hollow (white, a thin rim in its section's shade) with, in
    `detail`, its place in its section ("#2", as the panel names it) small and light low
    in the circle, so it never reads as a number written there."""
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
            n = f"#{_circle_index(cid, code)}"
            draw.text(
                (cx, cy + r * 0.5),
                n,
                font=font(round(r * 0.42), False),
                fill=_index_ink(code),
                anchor="mm",
            )
        return
    first, second, horizontal = split
    for code, is_first in ((first, True), (second, False)):
        a0, a1 = _half_angles(is_first, horizontal)
        _fill(img, _dark(code), _ring_mask(size, r, r - rim, a0, a1), (x0, y0))
        if detail:
            off = r * 0.5 * (-1 if is_first else 1)
            tx, ty = (cx + off, cy + r * 0.4) if horizontal else (cx + r * 0.45, cy + off)
            n = f"#{_circle_index(cid, code)}"
            draw.text(
                (tx, ty), n, font=font(round(r * 0.36), False), fill=_index_ink(code), anchor="mm"
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
    return common.mix(_dark(code), EMPTY, 0.45)


def _draw_index(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    index: int,
    size: int,
    fill: RGB,
    stacked: bool = False,
) -> None:
    """A circle on offer's place in its section, "#2", centred on (x, y): the digit at
    `size` (readable on a phone), the "#" smaller, before it on the same baseline or, when
    `stacked` (a narrow half circle), above it."""
    big, small = font(size, True), font(round(size * 0.62), True)
    digit = str(index)
    if stacked:
        draw.text((x, y - size * 0.42), "#", font=small, fill=fill, anchor="mm")
        draw.text((x, y + size * 0.3), digit, font=big, fill=fill, anchor="mm")
        return
    w_hash, w_digit = small.getlength("#"), big.getlength(digit)
    left = x - (w_hash + 1 + w_digit) / 2
    base = y + size * 0.36
    draw.text((left, base), "#", font=small, fill=fill, anchor="ls")
    draw.text((left + w_hash + 1, base), digit, font=big, fill=fill, anchor="ls")


def _draw_offer_label(
    img: Image.Image, cx: float, cy: float, r: float, cid: str, breaks: bool
) -> None:
    """An empty circle on offer: cleared, then labelled as the panel's menu names it, "#2"
    in its section, or "#5" and "#1" in the halves of a circle two sections share; in ink
    where the value fits, in grey where it would break a condition."""
    size = math.ceil(2 * r + 6)
    x0, y0 = round(cx - size / 2), round(cy - size / 2)
    _fill(img, EMPTY, _ring_mask(size, r - 1.5, 0), (x0, y0))
    draw = ImageDraw.Draw(img)
    split = _split(cid)
    if split is None:
        code = _owners()[cid][0]
        ink = MUTED if breaks else INK
        _draw_index(draw, cx, cy, _circle_index(cid, code), INDEX_TEXT, ink)
        return
    first, second, horizontal = split
    for code, is_first in ((first, True), (second, False)):
        off = r * (0.45 if horizontal else 0.47) * (-1 if is_first else 1)
        tx, ty = (cx + off, cy) if horizontal else (cx, cy + off)
        ink = MUTED if breaks else _dark(code)
        index = _circle_index(cid, code)
        _draw_index(draw, tx, ty, index, SHARED_INDEX_TEXT, ink, stacked=horizontal)
    h = r * 0.7
    if horizontal:
        draw.line((cx, cy - h, cx, cy + h), fill=MUTED, width=2)
    else:
        draw.line((cx - h, cy, cx + h, cy), fill=MUTED, width=2)


def _draw_code_badge(img: Image.Image, geo: Geo, code: str, detail: bool) -> None:
    """A section's code where its own part has most room: on the player sheet (`detail`)
    a large badge (its points are on its card), in the thumbnails a small pill."""
    ux, uy = _pockets()[code]
    cx, cy = geo.px(ux, uy)
    colour = _colour(code)
    text = readable(colour)
    draw = ImageDraw.Draw(img)
    if detail:
        w, h = round(geo.scale * 0.56), round(geo.scale * 0.38)
        box = (round(cx - w / 2), round(cy - h / 2), round(cx + w / 2), round(cy + h / 2))
        common.rounded_box(draw, box, h // 3, fill=colour, outline=_dark(code), width=2)
        draw.text((cx, cy + 1), code, font=font(round(h * 0.62), True), fill=text, anchor="mm")
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


@lru_cache(maxsize=8)
def _dashed_ring_mask(size: int, r_out: float, r_in: float, dashes: int = 10) -> Image.Image:
    """A ring broken into `dashes` arcs: the mark of a circle on offer where the value
    would break a condition (a solid ring: it fits), a cue that needs no colour."""
    c = size / 2
    step = 360 / dashes

    def paint(d: ImageDraw.ImageDraw, k: int) -> None:
        for i in range(dashes):
            a = i * step - 90
            d.pieslice(_disc(c, c, r_out, k), a, a + step * 0.5, fill=255)
        d.ellipse(_disc(c, c, r_in, k), fill=0)

    return _mask((size, size), paint)


def _circle_tile(cid: str, value: int | None, lit: bool, breaks: bool = False) -> Image.Image:
    """The picture of one circle of the player sheet's lattice: its patch of the static
    layer with the number (or, on offer, its label and ring) drawn on; pasted through
    `_tile_mask`. A circle on offer where the value would break a condition gets a dashed
    ring instead of a solid one. Not cached itself: renders keep only its palette version
    (see rendering.common.mapped_piece)."""
    geo = SHEET_GEO
    inner, outer = _hilite_reach(geo, cid)
    box = _tile_box(geo, cid, outer + 1 if lit else geo.r + 2)
    tile = _lattice_layer(geo, CARD, True).crop(box)
    cx, cy = geo.circle_px(cid)
    cx, cy = cx - box[0], cy - box[1]
    if value is not None:
        _draw_filled(tile, cx, cy, geo.r, cid, value)
    elif lit:
        _draw_offer_label(tile, cx, cy, geo.r, cid, breaks)
    if lit:
        size = tile.width
        shift = (round(cx - size / 2), round(cy - size / 2))
        if breaks:
            _fill(tile, INK, _dashed_ring_mask(size, outer + 1.3, inner - 1.3), shift)
            _fill(tile, HILITE, _dashed_ring_mask(size, outer, inner), shift)
        else:
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
