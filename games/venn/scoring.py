"""Scoring a VENN sheet: sections with their conditions, bonuses, SUM majorities, PARK
pairs, and the places with their tie-breaks."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypedDict

from games.base import State
from games.venn.conditions import (
    as_condition,
    condition_problem,
    passes,
)
from games.venn.data import load
from games.venn.sheet import section_numbers


class Brief(TypedDict):
    sections: dict[str, int]  # section code -> points (negative when a condition breaks)
    sum: int
    park: int
    total: int


# --------------------------------------------------------------------------- scoring


def _sum_points(row_key: str, mine: int, others: Sequence[int], solo: bool) -> int:
    row = load().sum_rows[row_key]
    if mine < 1:
        return 0
    if solo:
        return row.worth if mine >= math.ceil(len(row.boxes) / 2) else 0
    return row.worth if all(mine >= o for o in others) else 0


def score_seat(
    sheet: Mapping[str, Any],
    others: Iterable[Mapping[str, Any]] = (),
    solo: bool | None = None,
) -> dict[str, Any]:
    """Points of one sheet: {"sections": {code: pts}, "sum", "park", "total",
    "conditions_written", "empty_circles", "lines"}. `others` are the other seats'
    sheets (SUM rows compare crossed boxes); solo defaults to "no others given"."""
    d = load()
    others = list(others)
    if solo is None:
        solo = not others
    lines: list[str] = []
    sections: dict[str, int] = {}
    for code in d.section_codes:
        section = d.sections[code]
        name = sheet["conditions"][code]
        if name is None:
            sections[code] = 0
            continue
        cond = as_condition(name)
        numbers = section_numbers(sheet, code)
        full = len(numbers) == len(section.circles)
        if full and passes(cond, numbers):
            bonus = sheet["bonuses"][code]
            first = d.first_bonus if bonus["first"] else 0
            diff = d.different_bonus if bonus["different"] else 0
            pts = section.points * (cond.multiplier + first + diff)
            extra = (" + first " + str(first) if first else "") + (
                " + different " + str(diff) if diff else ""
            )
            lines.append(
                f"{code} ({section.name}, {name}): {section.points} x "
                f"({cond.multiplier}{extra}) = {pts}"
            )
        else:
            pts = -section.points * cond.multiplier
            if full:
                why = condition_problem(cond, numbers, 0) or "condition not met"
            else:
                missing = len(section.circles) - len(numbers)
                why = f"{missing} circle{'s' if missing != 1 else ''} empty"
            lines.append(
                f"{code} ({section.name}, {name}): {why}, -{section.points} x "
                f"{cond.multiplier} = {pts}"
            )
        sections[code] = pts
    if not any(sheet["conditions"][c] for c in d.section_codes):
        lines.append("Sections: no condition written, 0")
    sum_total = 0
    sum_rows: dict[str, int] = {}
    for key in sorted(d.sum_rows):
        row = d.sum_rows[key]
        mine = sheet["sum"][key]
        pts = _sum_points(key, mine, [o["sum"][key] for o in others], solo)
        sum_rows[key] = pts
        sum_total += pts
        lines.append(f"SUM {key} dice: {mine} of {len(row.boxes)} boxes -> {pts}")
    park_total = 0
    park = sheet["park"]
    for k, points in enumerate(d.pair_points):
        a, b = park[2 * k], park[2 * k + 1]
        label = f"PARK pair {d.park_ids[2 * k]}+{d.park_ids[2 * k + 1]} ({points})"
        if a["used"] or b["used"]:
            lines.append(f"{label}: a number was moved out -> 0")
        elif a["value"] is None or b["value"] is None:
            lines.append(f"{label}: not both filled -> 0")
        else:
            park_total += points
            lines.append(f"{label}: both filled and kept -> {points}")
    total = sum(sections.values()) + sum_total + park_total
    empty = sum(1 for v in sheet["circles"].values() if v is None)
    empty += sum(1 for p in park if p["value"] is None)
    return {
        "sections": sections,
        "sum": sum_total,
        "sum_rows": sum_rows,  # points of each SUM row (a row scores when it leads)
        "park": park_total,
        "total": total,
        "conditions_written": sum(1 for c in d.section_codes if sheet["conditions"][c]),
        "empty_circles": empty,
        "lines": lines,
    }


def ranks(keys: Sequence[tuple[int, ...]]) -> list[int]:
    """1-based places by tie-break keys (higher is better); equal keys share a place."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]


def _scores_of(sheets: Sequence[Mapping[str, Any]], solo: bool) -> list[dict[str, Any]]:
    out = []
    for k, sheet in enumerate(sheets):
        others = [s for j, s in enumerate(sheets) if j != k]
        sc = score_seat(sheet, others, solo=solo)
        sc["seat"] = k
        out.append(sc)
    return out


def scores(state: State) -> list[dict[str, Any]]:
    """Per seat, from committed sheets: the breakdown, readable lines and rank (ties:
    total, then most conditions written, then fewest empty circles)."""
    out = _scores_of(state["seats"], state["players"] == 1)
    keys = [(sc["total"], sc["conditions_written"], -sc["empty_circles"]) for sc in out]
    for sc, rank in zip(out, ranks(keys), strict=True):
        sc["rank"] = rank
        sc["lines"].append(
            f"Total: {sc['total']} ({sc['conditions_written']} conditions written, "
            f"{sc['empty_circles']} empty circles; place {rank})"
        )
    return out


def _brief(sc: Mapping[str, Any]) -> Brief:
    return {
        "sections": dict(sc["sections"]),
        "sum": sc["sum"],
        "park": sc["park"],
        "total": sc["total"],
    }
