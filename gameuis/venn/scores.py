"""VENN's final scores in words, in the table's language: each player's line, and the
lines of their sheet (sections, SUM rows, PARK pairs, total), drawn from the public view of
the finished game and the engine's scores (games.venn.scoring), as the engine counts them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import tr
from games.venn.conditions import as_condition, condition_problem, passes
from games.venn.data import load
from games.venn.sheet import section_numbers
from games.venn.views import VennView
from gameuis.venn.terms import cond, say_why, section_name


def final_line(score: Mapping[str, Any], name: str, locale: str) -> str:
    """'**1. Ada: 76** (sections 31, SUM 21, PARK 24)'."""
    said = {
        "rank": str(score["rank"]),
        "name": name,
        "total": str(score["total"]),
        "sections": str(sum(score["sections"].values())),
        "sum": str(score["sum"]),
        "park": str(score["park"]),
    }
    return tr(locale, "venn-final-line", **said)


def _section_lines(sheet: Mapping[str, Any], locale: str) -> list[str]:
    d = load()
    lines = []
    for code in d.section_codes:
        section, name = d.sections[code], sheet["conditions"][code]
        if name is None:
            continue
        condition = as_condition(name)
        numbers = section_numbers(sheet, code)
        said = {
            "code": code,
            "section": section_name(code, locale),
            "cond": cond(name, locale),
            "points": str(section.points),
            "mult": str(condition.multiplier),
        }
        full = len(numbers) == len(section.circles)
        if full and passes(condition, numbers):
            bonus = sheet["bonuses"][code]
            first = d.first_bonus if bonus["first"] else 0
            diff = d.different_bonus if bonus["different"] else 0
            extra = (tr(locale, "venn-score-first", points=str(first)) if first else "") + (
                tr(locale, "venn-score-different", points=str(diff)) if diff else ""
            )
            total = section.points * (condition.multiplier + first + diff)
            lines.append(tr(locale, "venn-score-passed", extra=extra, total=str(total), **said))
            continue
        if full:
            problem = condition_problem(condition, numbers, 0)
            why = say_why(problem, locale) if problem else tr(locale, "venn-score-not-met")
        else:
            missing = len(section.circles) - len(numbers)
            why = tr(locale, "venn-score-empty", count=missing)
        total = -section.points * condition.multiplier
        lines.append(tr(locale, "venn-score-failed", why=why, total=str(total), **said))
    if not lines:
        lines.append(tr(locale, "venn-score-no-conditions"))
    return lines


def score_lines(view: VennView, seat: int, scores: list[dict[str, Any]], locale: str) -> list[str]:
    """The lines of one player's score, as the engine counted it."""
    d = load()
    sheet, score = view["seats"][seat], scores[seat]
    lines = _section_lines(sheet, locale)
    for key in sorted(d.sum_rows):
        said = {
            "dice": key,
            "crossed": str(sheet["sum"][key]),
            "boxes": str(len(d.sum_rows[key].boxes)),
            "points": str(score["sum_rows"][key]),
        }
        lines.append(tr(locale, "venn-score-sum", **said))
    park = sheet["park"]
    for k, points in enumerate(d.pair_points):
        a, b = park[2 * k], park[2 * k + 1]
        said = {"a": d.park_ids[2 * k], "b": d.park_ids[2 * k + 1], "worth": str(points)}
        if a["used"] or b["used"]:
            lines.append(tr(locale, "venn-score-park-moved", **said))
        elif a["value"] is None or b["value"] is None:
            lines.append(tr(locale, "venn-score-park-unfilled", **said))
        else:
            lines.append(tr(locale, "venn-score-park-kept", **said))
    said = {
        "total": str(score["total"]),
        "written": str(score["conditions_written"]),
        "empty": str(score["empty_circles"]),
        "rank": str(score["rank"]),
    }
    lines.append(tr(locale, "venn-score-total", **said))
    return lines
