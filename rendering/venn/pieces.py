"""Small drawn pieces shared by the pictures: dice, condition marks, SUM boxes, PARK
circles, worth pills; and the composer that pastes them onto the palette."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from rendering import kit as common
from rendering.kit import RGB, font, rgb
from rendering.venn.geometry import _fill, _mask, _ring_mask
from rendering.venn.lattice import _number_font, readable
from rendering.venn.palette import _palette
from rendering.venn.theme import (
    ACCENT,
    BOX_TEXT,
    BOX_USED,
    CARD,
    DIE_BASE,
    EMPTY,
    FAINT,
    GOLD,
    GREY_EDGE,
    GREY_FACE,
    GREY_INK,
    HILITE,
    INK,
    LABEL_TEXT,
    MUTED,
    PARK_FILL,
)

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
        face = [(-0.78, -0.5), (0.5, -0.5), (0.5, 0.82), (-0.78, 0.82)]
        lid = [(-0.78, -0.5), (-0.42, -0.86), (0.86, -0.86), (0.5, -0.5)]
        side = [(0.5, -0.5), (0.86, -0.86), (0.86, 0.46), (0.5, 0.82)]
        return [(lid, 0.45), (side, -0.45), (face, 0.0)], (-0.14, 0.17), 0.95
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
        left_face = [top, ul, ll, (-0.6, 0.18)]
        right_face = [top, (0.6, 0.18), lr, ur]
        low_l = [(-0.6, 0.18), ll, bottom, mid]
        low_r = [(0.6, 0.18), mid, bottom, lr]
        return (
            [(left_face, -0.2), (right_face, -0.5), (low_l, -0.35), (low_r, -0.6), (kite, 0.0)],
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


MARK_H = 38


def _mark_w(kind: str) -> int:
    return 66 if kind == "first" else 54


@lru_cache(maxsize=128)
def _mark_img(kind: str, state: str, colour: RGB, first: str = "1st") -> Image.Image:
    """A bonus mark on a section card: "1st" or "≠", drawn `open`, `earned` (filled with
    the section colour, a dark ring round it) or `crossed` (greyed and struck out: it can
    no longer be earned); `first` is the first mark's word in the reader's language."""
    label = first if kind == "first" else "≠"
    w, h, k = _mark_w(kind), MARK_H, 4
    big = Image.new("RGB", (w * k, h * k), CARD)
    d = ImageDraw.Draw(big)
    box = (2 * k, 2 * k, (w - 2) * k, (h - 2) * k)
    if state == "earned":
        d.rounded_rectangle(box, 16 * k, fill=colour, outline=INK, width=3 * k)
    elif state == "crossed":
        d.rounded_rectangle(box, 12 * k, fill=BOX_USED, outline=FAINT, width=2 * k)
    else:
        d.rounded_rectangle(box, 12 * k, fill=CARD, outline=MUTED, width=2 * k)
    img = big.resize((w, h), Image.Resampling.LANCZOS)
    draw = ImageDraw.Draw(img)
    fs = LABEL_TEXT if kind == "first" else LABEL_TEXT + 6
    if state == "earned":
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=readable(colour), anchor="mm")
    elif state == "crossed":
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=GREY_INK, anchor="mm")
        draw.line((8, h - 7, w - 8, 7), fill=ACCENT, width=3)
    else:
        draw.text((w / 2, h / 2), label, font=font(fs, True), fill=INK, anchor="mm")
    return img


SUM_BOX = 42
PARK_R = 28
PILL_W, PILL_H = 84, 36


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
        (s * k / 2, s * k / 2 + k),
        str(number),
        font=font(BOX_TEXT * k, True),
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
        if value is None and not used:  # its name in ink: the menu offers it by that name
            ImageDraw.Draw(img).text(
                (s / 2, s / 2 + 1), f"P{index}", font=font(LABEL_TEXT, True), fill=INK, anchor="mm"
            )
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
            draw.text((c, c), str(value), font=font(LABEL_TEXT, True), fill=GREY_INK, anchor="mm")
        slash = _mask(
            (s, s),
            lambda d, k: d.line(
                (c * k - 17 * k, c * k + 17 * k, c * k + 17 * k, c * k - 17 * k),
                fill=255,
                width=3 * k,
            ),
        )
        _fill(img, ACCENT, slash, (0, 0))
        return img
    if value is None:
        # hollow, its name in grey: never mistaken for a number (those are white on slate)
        _fill(img, EMPTY, _ring_mask(s, PARK_R, 0), (0, 0))
        _fill(img, MUTED, _ring_mask(s, PARK_R, PARK_R - 2), (0, 0))
        draw.text((c, c + 1), f"P{index}", font=font(LABEL_TEXT, True), fill=MUTED, anchor="mm")
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
def _worth_pill(points: int, scoring: bool, label: str = "") -> Image.Image:
    """What a SUM row or a PARK pair is worth: gold while it currently scores; `label`
    says it in the reader's language ("6 pts" when none is given)."""
    w, h, k = PILL_W, PILL_H, 4
    big = Image.new("RGB", (w * k, h * k), CARD)
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (k, k, (w - 1) * k, (h - 1) * k),
        (h // 2 - 1) * k,
        fill=GOLD if scoring else CARD,
        outline=rgb("#b98510") if scoring else FAINT,
        width=2 * k,
    )
    text = label or f"{points} pts"
    size = next(
        (z for z in range(LABEL_TEXT, 10, -1) if font(z * k, True).getlength(text) <= (w - 10) * k),
        10,
    )  # a long word shrinks to fit the pill
    d.text(
        (w * k / 2, h * k / 2),
        text,
        font=font(size * k, True),
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
