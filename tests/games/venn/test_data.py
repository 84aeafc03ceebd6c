"""data/venn.json against RULINGS.md, and the loader refusing a broken file."""

from __future__ import annotations

import copy
import json

import pytest

from games.venn import data as D

RULED = {  # section: (points, own circles, overlap circles)
    "Cr": (4, 3, 2),
    "Cy": (3, 1, 3),
    "Lg": (4, 3, 2),
    "Gr": (2, 1, 3),
    "Kh": (5, 2, 4),
    "Te": (5, 3, 3),
    "Mu": (3, 2, 2),
    "Cb": (5, 3, 3),
    "Mb": (4, 3, 2),
}


def raw() -> dict:
    return json.loads(D.DATA_FILE.read_text(encoding="utf-8"))


def test_sheet_matches_the_rulings() -> None:
    d = D.load()
    assert len(d.circle_ids) == 33
    for code, (points, own, overlap) in RULED.items():
        circles = d.sections[code].circles
        assert d.sections[code].points == points
        assert sum(len(d.circle_sections[c]) == 1 for c in circles) == own
        assert sum(len(d.circle_sections[c]) == 2 for c in circles) == overlap
    overlaps = [c for c, owners in d.circle_sections.items() if len(owners) == 2]
    assert len(overlaps) == 12
    assert d.bold == {"Cr-Gr": (0, 3), "Lg-Te": (1, 2), "Cb-Mb": (4,)}
    assert d.park_ids == tuple(f"P{k}" for k in range(1, 9))
    assert d.pair_points == (4, 7, 9, 4)
    assert {k: (r.boxes, r.worth) for k, r in d.sum_rows.items()} == {
        "3": ((1, 1, 1, 2, 3), 6),
        "4": ((1, 1, 2, 2, 3, 3), 7),
        "5": ((1, 2, 3, 4), 8),
    }
    mults = {n: c.multiplier for n, c in d.conditions.items()}
    assert mults == {
        "/3": 2, "/4": 2, "/5": 3, "/6": 3, "<=3": 3, "<=5": 2, "<=7": 1, "<=11": 1,
        ">=6": 2, ">=12": 3, ">=16": 5, "LOW EQUAL": 2, "MID EQUAL": 3, "HIGH EQUAL": 5,
        "PRIME": 1, "EVEN": 1, "ODD": 1, "LOW STRAIGHT": 2, "HIGH STRAIGHT": 4,
        "RANGE 2": 3, "RANGE 3": 2, "RANGE 4": 1,
    }  # fmt: skip
    assert d.max_value == 56


def _breaks(mutate) -> str:
    r = raw()
    mutate(r)
    with pytest.raises(ValueError) as err:
        D._build(r)
    return str(err.value)


def test_loader_refuses_broken_files() -> None:
    D._build(copy.deepcopy(raw()))  # the real file passes

    def drop_circle(r):
        r["sections"][0]["circles"].remove("Cr1")

    assert "33 circles" in _breaks(drop_circle)

    def lonely_overlap(r):
        r["sections"][1]["circles"].remove("Cr-Cy")

    assert "overlap" in _breaks(lonely_overlap)

    def swap_order(r):
        circles = r["sections"][5]["circles"]
        circles[0], circles[1] = circles[1], circles[0]

    assert "left to right" in _breaks(swap_order)

    def drop_condition(r):
        r["conditions"].pop()

    assert "22" in _breaks(drop_condition)

    def bad_test(r):
        r["conditions"][0]["test"] = "magic"

    assert "test" in _breaks(bad_test) and "is not one of" in _breaks(bad_test)

    def bold_own(r):
        r["bold"]["Cr1"] = ["D6"]

    assert "bold circle Cr1" in _breaks(bold_own)

    def odd_park(r):
        r["park"]["circles"] = 7

    assert "PARK" in _breaks(odd_park)
