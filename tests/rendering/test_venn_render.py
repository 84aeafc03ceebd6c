"""VENN's renderers: valid PNGs of sane size, the right colours in the right places, and
the same bytes for the same view."""

from __future__ import annotations

import copy
import io
import json
import math
from pathlib import Path

import pytest
from PIL import Image

from bench import venn as bench_venn
from rendering import kit as common
from rendering import venn as vr

DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "venn.json").read_text())
MAX_PNG_BYTES = 1_500_000
NAMES = ["Ada", "Bob", "Cyd", "Dee", "Eve", "Fin"]


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG"
    img.load()
    assert 0 < len(png) <= MAX_PNG_BYTES
    return img


def _rgb(png: bytes) -> Image.Image:
    return _open(png).convert("RGB")


def _empty_view(players: int = 1) -> dict:
    """A view of the engine's shape at the very start: only the bold circles filled."""
    view = vr.sample_view(players=players, seed=3, filled=0.0)
    for seat in view["seats"]:
        seat["circles"] = {cid: None for cid in DATA["circle_positions"]}
        for cid in DATA["bold"]:
            seat["circles"][cid] = 7
        seat["conditions"] = {s["code"]: None for s in DATA["sections"]}
        seat["taken"] = []
        seat["bonuses"] = {
            s["code"]: {"first": False, "different": False} for s in DATA["sections"]
        }
        seat["park"] = [{"value": None, "used": False} for _ in range(DATA["park"]["circles"])]
        seat["sum"] = {k: 0 for k in DATA["sum_rows"]}
        seat["score"] = {
            "sections": {s["code"]: 0 for s in DATA["sections"]},
            "sum": 0,
            "park": 0,
            "total": 0,
        }
    view["first_claimed"] = {s["code"]: False for s in DATA["sections"]}
    return view


def _free_point(code: str) -> tuple[float, float]:
    """A point of section `code`'s own part, well away from circles, overlaps and its badge."""
    sec = next(s for s in DATA["sections"] if s["code"] == code)
    cx, cy = sec["centre"]
    big = DATA["section_radius"]
    badge = vr._pockets()[code]
    best: tuple[float, float, float] | None = None
    for i in range(-26, 27):
        for j in range(-26, 27):
            x, y = cx + i / 20, cy + j / 20
            room = big - math.hypot(x - cx, y - cy)
            for o in DATA["sections"]:
                if o is not sec:
                    room = min(room, math.hypot(x - o["centre"][0], y - o["centre"][1]) - big)
            for px, py in DATA["circle_positions"].values():
                room = min(room, math.hypot(x - px, y - py) - 0.3)
            room = min(room, math.hypot(x - badge[0], y - badge[1]) - 0.45)
            if best is None or room > best[0]:
                best = (room, x, y)
    assert best is not None and best[0] > 0.02, code
    return best[1], best[2]


# --------------------------------------------------------------------------- sample view


def test_sample_view_has_the_engine_shape() -> None:
    view = vr.sample_view(players=3, seed=4, filled=0.5)
    assert view["game"] == "venn" and view["players"] == 3
    assert view["dice"] == [d["name"] for d in DATA["dice"]]
    assert len(view["roll"]) == 5
    assert set(view["common"]) == {c["name"] for c in DATA["conditions"]}
    assert set(view["first_claimed"]) == {s["code"] for s in DATA["sections"]}
    for seat in view["seats"]:
        assert set(seat["circles"]) == set(DATA["circle_positions"])
        assert len(seat["park"]) == DATA["park"]["circles"]
        assert set(seat["sum"]) == set(DATA["sum_rows"])
        assert seat["score"]["total"] == (
            sum(seat["score"]["sections"].values()) + seat["score"]["sum"] + seat["score"]["park"]
        )
    assert vr.sample_view(players=3, seed=4, filled=0.5) == view


# --------------------------------------------------------------------------- sheet


def test_sheet_is_a_phone_sized_png() -> None:
    view = vr.sample_view(players=2, seed=1)
    mine = _open(vr.render_sheet(view, 0, "Ada", ["Kh1"]))
    other = _open(vr.render_sheet(view, 1, "Bob"))
    assert mine.width == other.width == vr.WIDTH
    assert 1200 <= other.height < mine.height <= 2200  # the dice panel adds height
    assert mine.mode == "P"


def test_filled_sheet_differs_from_an_empty_one() -> None:
    empty = _empty_view()
    full = copy.deepcopy(empty)
    for k, cid in enumerate(DATA["circle_positions"]):
        full["seats"][0]["circles"][cid] = k % 20 + 1
    a = vr.render_sheet(empty, 0, "Solo")
    b = vr.render_sheet(full, 0, "Solo")
    assert a != b
    ia, ib = _rgb(a), _rgb(b)
    # every circle that was empty is now filled with its section's colour (both colours
    # for an overlap circle); the bold ones were filled from the start
    colour = {s["code"]: common.rgb(s["colour"]) for s in DATA["sections"]}
    r = round(vr.SHEET_GEO.r * 0.9)
    area = 4 * r * r
    for cid, (x, y) in DATA["circle_positions"].items():
        if cid in DATA["bold"]:
            continue
        px, py = vr.lattice_point(x, y, with_dice=True)
        box = (px - r, py - r, px + r, py + r)
        before = {c: n for n, c in ia.crop(box).getcolors(area)}
        after = {c: n for n, c in ib.crop(box).getcolors(area)}
        for code in vr._owners()[cid]:
            assert after.get(colour[code], 0) > 0.12 * area, (cid, code)
            assert before.get(colour[code], 0) < 0.03 * area, (cid, code)


@pytest.mark.parametrize("code", [s["code"] for s in DATA["sections"]])
def test_section_colour_fills_its_own_part(code: str) -> None:
    view = vr.sample_view(players=2, seed=2, filled=0.7)
    img = _rgb(vr.render_sheet(view, 0, "Ada"))
    x, y = _free_point(code)
    pixel = img.getpixel(vr.lattice_point(x, y, with_dice=True))
    assert pixel == vr.section_tint(code)
    # the section's colour from the data file laid translucently over the card
    own = common.rgb(next(s["colour"] for s in DATA["sections"] if s["code"] == code))
    a = vr.TINT_ALPHA / 255
    expected = [c + (o - c) * a for c, o in zip(vr.CARD, own, strict=True)]
    assert all(abs(p - e) <= 1 for p, e in zip(pixel, expected, strict=True))

    # and it leans towards its own colour more than towards any other section's
    def lean(colour: tuple[int, int, int]) -> float:
        u = [p - c for p, c in zip(pixel, vr.CARD, strict=True)]
        w = [o - c for o, c in zip(colour, vr.CARD, strict=True)]
        dot = sum(i * j for i, j in zip(u, w, strict=True))
        return dot / (math.hypot(*u) * math.hypot(*w))

    others = [common.rgb(s["colour"]) for s in DATA["sections"] if s["code"] != code]
    assert all(lean(own) > lean(o) for o in others)


def test_overlaps_blend_both_sections() -> None:
    img = _rgb(vr.render_sheet(_empty_view(), 0, "Solo"))
    # a point of the Cr/Cy lens beside its circle: darker than either section alone
    x, y = vr.lattice_point(1.0, 0.6, with_dice=True)
    lens = img.getpixel((x, y))
    cr, cy = vr.section_tint("Cr"), vr.section_tint("Cy")
    assert lens not in (cr, cy)
    assert sum(lens) < min(sum(cr), sum(cy))


def test_sheet_bytes_are_deterministic() -> None:
    view = vr.sample_view(players=3, seed=8)
    first = vr.render_sheet(view, 0, "Ada", ["Cr-Cy", "P2"])
    vr.render_sheet(vr.sample_view(players=2, seed=99, filled=1.0), 1, "Other")
    assert vr.render_sheet(copy.deepcopy(view), 0, "Ada", ["Cr-Cy", "P2"]) == first


def test_highlight_marks_the_circle() -> None:
    view = vr.sample_view(players=1, seed=5)
    plain = _rgb(vr.render_sheet(view, 0, "Solo"))
    lit = _rgb(vr.render_sheet(view, 0, "Solo", ["Kh2"]))
    x, y = DATA["circle_positions"]["Kh2"]
    cx, cy = vr.lattice_point(x, y, with_dice=True)
    ring = round(vr.SHEET_GEO.r + 6)
    assert plain.getpixel((cx + ring, cy)) != lit.getpixel((cx + ring, cy))
    assert lit.getpixel((cx + ring, cy)) == (255, 255, 255)


def test_sheet_reflects_marks_park_and_sum() -> None:
    base = _empty_view(players=2)
    changed = copy.deepcopy(base)
    seat = changed["seats"][0]
    seat["conditions"]["Kh"] = "PRIME"
    seat["bonuses"]["Cr"]["first"] = True
    seat["park"][0] = {"value": 12, "used": True}
    seat["sum"]["4"] = 2
    changed["first_claimed"]["Te"] = True
    a, b = vr.render_sheet(base, 0, "Ada"), vr.render_sheet(changed, 0, "Ada")
    assert a != b
    # and every single change shows on its own
    for mutate in (
        lambda s, v: s["conditions"].__setitem__("Kh", "PRIME"),
        lambda s, v: s["bonuses"]["Cr"].__setitem__("different", True),
        lambda s, v: s["park"].__setitem__(3, {"value": 5, "used": False}),
        lambda s, v: s["sum"].__setitem__("5", 1),
        lambda s, v: v["first_claimed"].__setitem__("Te", True),
    ):
        v = copy.deepcopy(base)
        mutate(v["seats"][0], v)
        assert vr.render_sheet(v, 0, "Ada") != a


# --------------------------------------------------------------------------- all four, 1 and 6


@pytest.mark.parametrize("players", [1, 6])
def test_every_picture_renders(players: int) -> None:
    view = vr.sample_view(players=players, seed=players, filled=0.8)
    names = NAMES[:players]
    sheets = [_open(vr.render_sheet(view, k, names[k])) for k in range(players)]
    assert all(s.width == vr.WIDTH for s in sheets)
    common_sheet = _open(vr.render_common(view, names))
    assert common_sheet.width >= 800 and 600 <= common_sheet.height <= 1400
    roll = _open(vr.render_roll(view))
    assert roll.width <= 1000 and roll.height <= 300
    view["over"] = True
    final = _open(vr.render_final(view, names))
    assert final.width == vr.STANDINGS_W and final.height >= 300
    # deterministic too
    assert vr.render_final(view, names) == vr.render_final(copy.deepcopy(view), names)
    assert vr.render_common(view, names) == vr.render_common(copy.deepcopy(view), names)
    assert vr.render_roll(view) == vr.render_roll(copy.deepcopy(view))


def test_common_sheet_shows_crossed_copies_and_turn() -> None:
    view = vr.sample_view(players=4, seed=6, filled=0.3)
    fresh = copy.deepcopy(view)
    fresh["common"] = {c["name"]: 2 for c in DATA["conditions"]}
    used = copy.deepcopy(fresh)
    used["common"]["PRIME"] = 0
    assert vr.render_common(fresh, NAMES) != vr.render_common(used, NAMES)
    picking = copy.deepcopy(fresh)
    picking["phase"], picking["turn"] = "conditions", 2
    assert vr.render_common(picking, NAMES) != vr.render_common(fresh, NAMES)


def test_roll_shows_the_values() -> None:
    view = vr.sample_view(players=1, seed=1)
    other = copy.deepcopy(view)
    other["roll"] = [1, 1, 1, 1, 1] if view["roll"] != [1, 1, 1, 1, 1] else [2, 2, 2, 2, 2]
    assert vr.render_roll(view) != vr.render_roll(other)


def test_final_ranks_break_ties_by_conditions_then_empty_circles() -> None:
    view = _empty_view(players=3)
    for seat in view["seats"]:
        seat["score"]["total"] = 10
    view["seats"][1]["conditions"]["Kh"] = "EVEN"  # more conditions: first
    view["seats"][2]["circles"]["Kh1"] = 4  # fewer empty circles: second
    ranked = vr._ranked(view)
    assert [(rank, e["seat"]) for rank, e in ranked] == [(1, 1), (2, 2), (3, 0)]
    view["seats"][2]["circles"]["Kh1"] = None
    ranked = vr._ranked(view)
    assert [rank for rank, _ in ranked] == [1, 2, 2]  # still tied: shared place


# --------------------------------------------------------------------------- benchmark


def test_bench_render_reports_its_figures() -> None:
    out = bench_venn.bench_render(samples=3)
    assert set(out) == {"median_ms", "p95_ms", "png_bytes"}
    assert out["median_ms"] > 0 and out["p95_ms"] >= out["median_ms"]
    assert 0 < out["png_bytes"] <= MAX_PNG_BYTES
