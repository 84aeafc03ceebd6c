"""VENN's pictures on a phone (about 380 px wide): text large enough to read, a sheet not
too tall, empty circles that cannot pass for values, and the circles a menu offers ringed
and labelled in the panel's picture."""

from __future__ import annotations

import copy
import io
import math
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PIL import Image

from rendering import kit as common
from rendering import venn as vr
from rendering.venn import layout, pieces, sheet, standings
from tests.rendering.test_venn_render import DATA, NAMES, _empty_view

PHONE = 380
WHITE = (255, 255, 255)


def _rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


@contextmanager
def _font_sizes(*modules: object) -> Iterator[list[int]]:
    """Every font size the given modules ask for while inside, pieces drawn afresh."""
    sizes: list[int] = []
    caches = [
        sheet._sheet_base,
        sheet._sheet_base_p,
        pieces._mark_img,
        pieces._sum_box,
        pieces._park_circle,
        pieces._worth_pill,
        pieces.die_badge,
        common.mapped_piece,
    ]
    real = {m: m.font for m in modules}  # type: ignore[attr-defined]
    real_text = sheet._Out.text

    def spy_text(self, xy, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes.append(size)
        return real_text(self, xy, text, size, *args, **kwargs)

    def spying(f):  # type: ignore[no-untyped-def]
        def font(size: int, bold: bool = False):  # type: ignore[no-untyped-def]
            sizes.append(size)
            return f(size, bold)

        return font

    for cache in caches:
        cache.cache_clear()
    try:
        for m, f in real.items():
            m.font = spying(f)  # type: ignore[attr-defined]
        sheet._Out.text = spy_text  # type: ignore[method-assign]
        yield sizes
    finally:
        for m, f in real.items():
            m.font = f  # type: ignore[attr-defined]
        sheet._Out.text = real_text  # type: ignore[method-assign]
        for cache in caches:
            cache.cache_clear()


# --------------------------------------------------------------------------- text and size


def test_the_sheets_text_sizes_read_on_a_phone() -> None:
    assert vr.MIN_TEXT * PHONE / vr.WIDTH >= 9  # px on the phone
    assert min(vr.SHEET_TEXT_SIZES) >= vr.MIN_TEXT


@pytest.mark.parametrize("seat", [0, 1])  # with the round's dice, and without
def test_no_text_on_the_sheet_is_smaller_than_the_threshold(seat: int) -> None:
    """Every text the sheet, its cards, SUM, PARK, dice and marks draw (the lattice's
    light index of a circle not on offer aside) is at least MIN_TEXT px."""
    view = vr.sample_view(players=2, seed=1, filled=0.4)
    me = view["seats"][0]
    free = [c for c, v in me["circles"].items() if v is None][:3]
    with _font_sizes(sheet, pieces) as sizes:
        vr.render_sheet(view, seat, "Ada", [*free, "P1"], breaks=free[:1])
    assert sizes and min(sizes) >= vr.MIN_TEXT, sorted(set(sizes))


def test_no_text_on_the_final_is_smaller_than_the_threshold() -> None:
    view = vr.sample_view(players=6, seed=6, filled=1.0)
    view["over"] = True
    with _font_sizes(standings) as sizes:
        img = _rgb(vr.render_final(view, NAMES))
    assert sizes and min(sizes) >= vr.MIN_TEXT, sorted(set(sizes))
    assert img.width == vr.STANDINGS_W and img.height <= 2.3 * img.width


@pytest.mark.parametrize("players", [1, 2, 6])
def test_the_sheet_is_at_most_two_and_a_third_times_as_tall_as_wide(players: int) -> None:
    view = vr.sample_view(players=players, seed=players)
    for seat in range(players):
        img = _rgb(vr.render_sheet(view, seat, NAMES[seat]))
        assert img.width == vr.WIDTH
        assert img.height <= 2.3 * img.width, (seat, img.size)


# --------------------------------------------------------------------------- empty circles


def _disc_pixels(img: Image.Image, cid: str, radius: float) -> list[tuple[int, int, int]]:
    cx, cy = vr.circle_point(cid, with_dice=True)
    out = []
    r = math.floor(radius)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= radius * radius:
                out.append(img.getpixel((cx + dx, cy + dy)))
    return out


def test_empty_circles_cannot_pass_for_values() -> None:
    empty = _empty_view()
    full = copy.deepcopy(empty)
    singles = [c for c, owners in vr._owners().items() if len(owners) == 1]
    for cid in singles:
        full["seats"][0]["circles"][cid] = 8
    a, b = _rgb(vr.render_sheet(empty, 0, "Solo")), _rgb(vr.render_sheet(full, 0, "Solo"))
    inside = vr.SHEET_GEO.r - 3
    for cid in singles:
        hollow = _disc_pixels(a, cid, inside)
        # hollow: nearly all white, its small index light (nothing as dark as ink)
        assert sum(p == WHITE for p in hollow) > 0.85 * len(hollow), cid
        assert min(common.luminance(p) for p in hollow) > 0.2, cid
        # a value: the section's colour, a bold white number outlined in ink
        value = _disc_pixels(b, cid, inside)
        colour = common.rgb(next(s["colour"] for s in DATA["sections"] if s["code"] in cid))
        assert sum(p == colour for p in value) > 0.4 * len(value), cid
        assert min(common.luminance(p) for p in value) < 0.1, cid
        assert sum(p == WHITE for p in value) > 0.05 * len(value), cid


# --------------------------------------------------------------------------- offers


def _ring_points(cid: str, step: int) -> list[tuple[int, int]]:
    """Points on the middle of the offer ring of circle `cid`, leaving out those a
    neighbouring circle's own ring could reach."""
    cx, cy = vr.circle_point(cid, with_dice=True)
    rr = vr.offer_ring_radius(cid)
    others = [vr.circle_point(c, with_dice=True) for c in _all_circles() if c != cid]
    reach = vr.offer_ring_radius("Kh1") + 8
    out = []
    for a in range(0, 360, step):
        x, y = cx + rr * math.cos(math.radians(a)), cy + rr * math.sin(math.radians(a))
        if all(math.hypot(x - ox, y - oy) > reach for ox, oy in others):
            out.append((round(x), round(y)))
    assert len(out) >= 360 // step // 4, cid
    return out


def _ringed(img: Image.Image, cid: str) -> bool:
    """Whether circle `cid` wears the offer ring (solid or dashed): white on the ring."""
    return any(img.getpixel(p) == WHITE for p in _ring_points(cid, 5))


def _ring_is_solid(img: Image.Image, cid: str) -> bool:
    return all(img.getpixel(p) == WHITE for p in _ring_points(cid, 3))


def _all_circles() -> list[str]:
    return [*DATA["circle_positions"], *(f"P{k + 1}" for k in range(DATA["park"]["circles"]))]


def test_the_ring_marks_exactly_the_circles_on_offer_and_breaks_are_dashed() -> None:
    view = vr.sample_view(players=2, seed=3, filled=0.3)
    me = view["seats"][0]
    me["park"][5] = {"value": None, "used": False}
    me["park"][6] = {"value": 9, "used": False}
    me["park"][7] = {"value": 4, "used": True}
    free = [c for c, v in me["circles"].items() if v is None]
    park = [f"P{k + 1}" for k, p in enumerate(me["park"]) if p["value"] is None and not p["used"]]
    assert len(free) >= 6 and park
    offer = free[::2] + park[:1]
    breaks = free[::4]
    img = _rgb(vr.render_sheet(view, 0, "Ada", offer, breaks=breaks))
    # PARK circles are only ever offered whole: their rings sit inside a tight pair frame
    assert {c for c in _all_circles() if _ringed(img, c)} == set(offer)
    for cid in offer:
        if cid in breaks:
            assert not _ring_is_solid(img, cid), cid  # dashed: no colour needed to tell
        elif not cid.startswith("P"):
            assert _ring_is_solid(img, cid), cid


def test_a_circle_on_offer_shows_its_label_and_a_plain_one_does_not() -> None:
    view = _empty_view()
    singles = [c for c, owners in vr._owners().items() if len(owners) == 1]
    plain = _rgb(vr.render_sheet(view, 0, "Solo"))
    lit = _rgb(vr.render_sheet(view, 0, "Solo", singles))
    for cid in singles:
        # the centre of a hollow circle is blank; on offer it holds "#n" in ink
        before = _disc_pixels(plain, cid, 7)
        after = _disc_pixels(lit, cid, 9)
        assert all(p == WHITE for p in before), cid
        assert sum(common.luminance(p) < 0.2 for p in after) > 10, cid


def test_the_offer_label_is_the_menus_number() -> None:
    """The digit drawn in a circle on offer is its place in its section, as the menu's
    "Kh #2" says: two circles of one section with different places look different, and
    the same place in two sections looks alike."""
    view = _empty_view()
    by_code = {s["code"]: s["circles"] for s in DATA["sections"]}
    singles = {c for c, owners in vr._owners().items() if len(owners) == 1}

    def centre(cid: str) -> list[list[bool]]:
        """The dark pixels of the circle's middle, cut to their own bounding box (so a
        sub-pixel shift of the centre does not count)."""
        img = _rgb(vr.render_sheet(view, 0, "Solo", [cid]))
        cx, cy = vr.circle_point(cid, with_dice=True)
        patch = img.crop((cx - 16, cy - 16, cx + 17, cy + 17)).convert("L")
        dark = patch.point(lambda v: 255 if v < 90 else 0)
        box = dark.getbbox()
        assert box is not None, cid
        glyph = dark.crop(box)
        return [
            [glyph.getpixel((x, y)) > 0 for x in range(glyph.width)] for y in range(glyph.height)
        ]

    def apart(a: list[list[bool]], b: list[list[bool]]) -> int:
        h, w = max(len(a), len(b)), max(len(a[0]), len(b[0]))

        def at(g: list[list[bool]], x: int, y: int) -> bool:
            return y < len(g) and x < len(g[0]) and g[y][x]

        return sum(at(a, x, y) != at(b, x, y) for y in range(h) for x in range(w))

    pairs = [
        (code, i, c) for code, ids in by_code.items() for i, c in enumerate(ids, 1) if c in singles
    ]
    twos = [c for _, i, c in pairs if i == 2]
    threes = [c for _, i, c in pairs if i == 3]
    assert len(twos) >= 2 and threes
    a, b, c = centre(twos[0]), centre(twos[1]), centre(threes[0])
    assert sum(map(sum, a)) > 20  # something dark is drawn there
    assert 3 * apart(a, b) < apart(a, c)  # alike up to a pixel's shift; unlike a "#3"


def test_highlight_and_breaks_change_only_the_rings_and_labels() -> None:
    view = vr.sample_view(players=1, seed=5)
    free = [c for c, v in view["seats"][0]["circles"].items() if v is None]
    solid = vr.render_sheet(view, 0, "Solo", free[:2])
    dashed = vr.render_sheet(view, 0, "Solo", free[:2], breaks=free[:1])
    assert solid != dashed
    assert vr.render_sheet(view, 0, "Solo", free[:2], breaks=[]) == solid
    assert layout.circle_point("P1") != layout.circle_point("P2")
