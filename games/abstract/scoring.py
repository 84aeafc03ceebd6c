"""Abstract's scoring: the three goals, stars and X marks of one painting, and places.

Squares are indexed 0..23 as row * 6 + col; painting entries are None (empty), 1..6 or "X".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from games.abstract.data import load
from games.abstract.views import Cell, Score
from games.base import State

X = "X"

Forms = frozenset[frozenset[tuple[int, int]]]


def _transforms(cells: Sequence[Sequence[int]]) -> Forms:
    """All rotations and reflections of a shape, each moved to touch (0, 0)."""
    out = set()
    pts = [(r, c) for r, c in cells]
    for _ in range(4):
        pts = [(c, -r) for r, c in pts]  # quarter turn
        for variant in (pts, [(r, -c) for r, c in pts]):
            r0 = min(r for r, _ in variant)
            c0 = min(c for _, c in variant)
            out.add(frozenset((r - r0, c - c0) for r, c in variant))
    return frozenset(out)


@cache
def shape_forms(option: int) -> Forms:
    """Every placement-free form (turned or mirrored) of goal A option `option`'s shape."""
    return _transforms(load().goal("A", option)["cells"])


@cache
def goal_lines(option: int) -> tuple[tuple[int, ...], ...]:
    """The lines (tuples of squares) that goal C option `option` scores."""
    d = load()
    kind = d.goal("C", option)["lines"]
    if kind == "rows":
        return tuple(tuple(r * d.cols + c for c in range(d.cols)) for r in range(d.rows))
    if kind == "columns":
        return tuple(tuple(r * d.cols + c for r in range(d.rows)) for c in range(d.cols))
    return tuple(d.die_squares[k] for k in sorted(d.die_squares))


@cache
def neighbours(square: int) -> tuple[int, ...]:
    d = load()
    r, c = divmod(square, d.cols)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < d.rows and 0 <= cc < d.cols:
            out.append(rr * d.cols + cc)
    return tuple(out)


def groups(painting: Sequence[Cell], number: int) -> list[list[int]]:
    """Maximal orthogonally connected groups of squares holding `number`."""
    seen: set[int] = set()
    out = []
    for start, v in enumerate(painting):
        if v != number or start in seen:
            continue
        group, stack = [], [start]
        seen.add(start)
        while stack:
            s = stack.pop()
            group.append(s)
            for t in neighbours(s):
                if t not in seen and painting[t] == number:
                    seen.add(t)
                    stack.append(t)
        out.append(sorted(group))
    return out


def _normalise(squares: Sequence[int]) -> frozenset[tuple[int, int]]:
    cols = load().cols
    cells = [divmod(s, cols) for s in squares]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


def numbers_with_shape(painting: Sequence[Cell], option: int) -> list[int]:
    """Numbers 1-6 having at least one maximal group of exactly goal A's shape."""
    forms = shape_forms(option)
    size = len(next(iter(forms)))
    hits = []
    for number in range(1, load().faces + 1):
        for group in groups(painting, number):
            if len(group) == size and _normalise(group) in forms:
                hits.append(number)
                break
    return hits


def line_all_different(painting: Sequence[Cell], line: Sequence[int]) -> bool:
    values = [painting[s] for s in line]
    if any(v is None or v == X for v in values):
        return False
    return len(set(values)) == len(values)


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def score_painting(
    painting: Sequence[Cell], stars: int, goals: Mapping[str, int]
) -> dict[str, Any]:
    """Points of one painting: {"A","B","C","stars","x","total","lines"}.

    "x" is the points of the X marks (minus one each, so 0 or negative) and
    total = A + B + C + stars + x.
    """
    d = load()
    a_opt = d.goal("A", goals["A"])
    hits = numbers_with_shape(painting, goals["A"])
    a_pts = a_opt["points"] * len(hits)
    if hits:
        which = ("number " if len(hits) == 1 else "numbers ") + _join([str(n) for n in hits])
    else:
        which = "no number"
    a_line = f"A ({a_opt['shape']}, {a_opt['points']} each): {which} -> {a_pts}"

    b_opt = d.goal("B", goals["B"])
    first, second = b_opt["pair"]
    pairs = min(sum(1 for v in painting if v == first), sum(1 for v in painting if v == second))
    per = d.points_per_pair
    b_pts = pairs * per
    noun = "pair" if pairs == 1 else "pairs"
    b_line = f"B ({b_opt['label']}): {pairs} {noun} x {per} -> {b_pts}"

    c_opt = d.goal("C", goals["C"])
    lines = goal_lines(goals["C"])
    good = [k + 1 for k, line in enumerate(lines) if line_all_different(painting, line)]
    c_pts = c_opt["points"] * len(good)
    label = {"rows": "row", "columns": "column", "die_squares": "die square"}[c_opt["lines"]]
    if good:
        plural = label + ("s" if len(good) > 1 else "")
        which = f"{plural} {_join([str(k) for k in good])}"
    else:
        which = f"no {label}"
    c_line = f"C ({c_opt['lines'].replace('_', ' ')}): {which} -> {c_pts}"

    xs = sum(1 for v in painting if v == X)
    total = a_pts + b_pts + c_pts + stars - xs
    return {
        "A": a_pts,
        "B": b_pts,
        "C": c_pts,
        "stars": stars,
        "x": -xs,
        "total": total,
        "lines": [
            a_line,
            b_line,
            c_line,
            f"Stars: {stars}",
            f"X marks: -{xs}" if xs else "X marks: 0",
        ],
    }


# a round commits one painting per seat, and every view of the round scores them all:
# enough room for the committed paintings of a full table (1,000 seats) and its drafts
BRIEF_KEPT = 4096


@lru_cache(maxsize=BRIEF_KEPT)
def _brief_of(
    painting: tuple[Cell, ...], stars: int, a: int, b: int, c: int
) -> tuple[int, int, int, int, int, int]:
    sc = score_painting(painting, stars, {"A": a, "B": b, "C": c})
    return sc["A"], sc["B"], sc["C"], sc["stars"], sc["x"], sc["total"]


def score_brief(painting: Sequence[Cell], stars: int, goals: Mapping[str, int]) -> Score:
    """`brief(score_painting(...))`, remembered: a painting is scored once, however many
    views show it."""
    a, b, c, st, x, total = _brief_of(tuple(painting), stars, goals["A"], goals["B"], goals["C"])
    return {"A": a, "B": b, "C": c, "stars": st, "x": x, "total": total}


def brief(sc: dict[str, Any]) -> Score:
    """The points of a score breakdown without its readable lines."""
    return {
        "A": sc["A"],
        "B": sc["B"],
        "C": sc["C"],
        "stars": sc["stars"],
        "x": sc["x"],
        "total": sc["total"],
    }


def ranks(totals: Sequence[int]) -> list[int]:
    """1-based places; equal totals share the better place (1, 1, 3, ...)."""
    place: dict[int, int] = {}
    for k, t in enumerate(sorted(totals, reverse=True)):
        place.setdefault(t, k + 1)  # 1 + how many totals are higher
    return [place[t] for t in totals]


def scores(state: State) -> list[dict[str, Any]]:
    """Per seat, from the committed paintings: the breakdown, readable lines and rank."""
    out = []
    for k, entry in enumerate(state["seats"]):
        sc = score_painting(entry["painting"], entry["stars"], state["goals"])
        sc["seat"] = k
        out.append(sc)
    for sc, rank in zip(out, ranks([sc["total"] for sc in out]), strict=True):
        sc["rank"] = rank
        sc["lines"].append(f"Total: {sc['total']} (place {rank})")
    return out
