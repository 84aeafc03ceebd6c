"""A player's final score told line by line in the reader's language, from their painting:
the engine's lines are its record's (English), so the final message says them again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import tr
from games.abstract.data import load
from games.abstract.scoring import goal_lines, line_all_different, numbers_with_shape
from games.abstract.views import Cell, Goals
from gameuis.abstract.texts import colour


def listed(locale: str, items: Sequence[int]) -> str:
    """1, 2 and 3."""
    words = [str(i) for i in items]
    if len(words) <= 1:
        return "".join(words)
    return tr(locale, "abstract-list", first=", ".join(words[:-1]), last=words[-1])


def _counted(locale: str, msg_id: str, found: Sequence[int], **args: Any) -> str:
    """A goal's line by how many numbers or lines scored (none, one, several)."""
    which = "none" if not found else "one" if len(found) == 1 else "many"
    return tr(locale, f"{msg_id}-{which}", list=listed(locale, found), **args)


def score_lines(
    locale: str, painting: Sequence[Cell], goals: Goals, score: Mapping[str, Any]
) -> list[str]:
    """The lines of one painting's score (A, B, C, stars, X marks, total and place)."""
    d = load()
    shape = tr(locale, f"abstract-shape-{goals['A']}")
    a_each = str(d.goal("A", goals["A"])["points"])
    hits = numbers_with_shape(painting, goals["A"])
    first, second = d.goal("B", goals["B"])["pair"]
    pair = tr(locale, "abstract-pair", first=colour(locale, first), second=colour(locale, second))
    pairs = min(sum(1 for v in painting if v == first), sum(1 for v in painting if v == second))
    kind = d.goal("C", goals["C"])["lines"]
    good = [
        k + 1 for k, line in enumerate(goal_lines(goals["C"])) if line_all_different(painting, line)
    ]
    return [
        _counted(
            locale, "abstract-score-a", hits, shape=shape, each=a_each, points=str(score["A"])
        ),
        tr(
            locale,
            "abstract-score-b",
            pair=pair,
            count=pairs,
            each=str(d.points_per_pair),
            points=str(score["B"]),
        ),
        _counted(locale, f"abstract-score-c-{kind}", good, points=str(score["C"])),
        tr(locale, "abstract-score-stars", stars=str(score["stars"])),
        tr(locale, "abstract-score-x", x=str(score["x"])),
        tr(locale, "abstract-score-total", total=str(score["total"]), rank=str(score["rank"])),
    ]
