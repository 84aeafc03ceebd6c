"""What the Abstract AI thinks a painting is worth at the end of the game (`Evaluator`),
and what tokens kept for later rounds are worth (see games.abstract.ai for the method)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from games.abstract.data import load
from games.abstract.scoring import goal_lines, shape_forms

EMPTY = 0
XMARK = 7

# Chance-like discounts: a line / shape with e empty squares is worth points * table[e].
C_KEEP = {4: (1.0, 0.78, 0.55, 0.38, 0.26), 6: (1.0, 0.72, 0.48, 0.3, 0.18, 0.1, 0.06)}
A_KEEP = (1.0, 0.55, 0.3, 0.16, 0.08)
B_SPARE = 0.9  # worth of one unmatched number of the B pair (while squares remain)


def token_values(rounds_left: int, full_die_squares: int) -> tuple[float, float]:
    """Worth of one +/-1 token and one place-anywhere token kept after this round."""
    if rounds_left <= 0:
        return 0.0, 0.0
    adjust = min(0.9, 0.25 + 0.08 * rounds_left)
    anywhere = min(2.0, 0.8 + 0.1 * rounds_left + 0.25 * full_die_squares)
    return adjust, anywhere


class Evaluator:
    """Estimated final worth of a painting (ints: 0 empty, 1-6, 7 for X) under fixed goals."""

    def __init__(self, goals: tuple[int, int, int]) -> None:
        d = load()
        a_opt, b_opt, c_opt = goals
        self.squares = d.rows * d.cols
        self.faces = d.faces
        # goal A: every placement of the shape on the board, with its outside neighbours
        shape = d.goal("A", a_opt)
        self.a_points = shape["points"]
        self.shape_size = len(shape["cells"])
        places = []
        for form in shape_forms(a_opt):
            height = max(r for r, _ in form) + 1
            width = max(c for _, c in form) + 1
            for r0 in range(d.rows - height + 1):
                for c0 in range(d.cols - width + 1):
                    cells = tuple(sorted((r0 + r) * d.cols + c0 + c for r, c in form))
                    places.append(cells)
        self.places: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        for cells in sorted(set(places)):
            inside = set(cells)
            around = sorted(
                {t for s in cells for t in _neighbours(s, d.rows, d.cols) if t not in inside}
            )
            self.places.append((cells, tuple(around)))
        self.a_keep = [self.a_points * A_KEEP[e] for e in range(self.shape_size + 1)]
        # goal B
        self.pair = tuple(d.goal("B", b_opt)["pair"])
        self.per_pair = d.points_per_pair
        # goal C
        c_points = d.goal("C", c_opt)["points"]
        self.lines = goal_lines(c_opt)
        size = len(self.lines[0])
        self.c_keep = [c_points * k for k in C_KEEP[size]]

    def value(self, p: Sequence[int]) -> float:
        total = -float(p.count(XMARK))
        empties = p.count(EMPTY)
        # B
        a, b = p.count(self.pair[0]), p.count(self.pair[1])
        low, high = (a, b) if a <= b else (b, a)
        total += self.per_pair * low + B_SPARE * min(high - low, empties / 3)
        # C
        keep = self.c_keep
        for line in self.lines:
            seen = 0
            e = 0
            for s in line:
                v = p[s]
                if v == EMPTY:
                    e += 1
                elif v == XMARK or seen >> v & 1:
                    break
                else:
                    seen |= 1 << v
            else:
                total += keep[e]
        # A
        best = [0.0] * 8
        empty_ok = 0  # bit n set: some all-empty placement is open to number n
        for cells, around in self.places:
            n = 0
            e = 0
            for s in cells:
                v = p[s]
                if v == EMPTY:
                    e += 1
                elif n == 0 and v != XMARK:
                    n = v
                elif v != n:
                    n = -1
                    break
            if n < 0:
                continue
            if n == 0:
                blocked = 0
                for s in around:
                    blocked |= 1 << p[s]
                empty_ok |= ~blocked
                continue
            ok = True
            for s in around:
                if p[s] == n:
                    ok = False
                    break
            if ok:
                worth = self.a_keep[e]
                if worth > best[n]:
                    best[n] = worth
        base = self.a_keep[self.shape_size]
        for n in range(1, self.faces + 1):
            if empty_ok >> n & 1 and base > best[n]:
                best[n] = base
            total += best[n]
        return total


def _neighbours(s: int, rows: int, cols: int) -> list[int]:
    r, c = divmod(s, cols)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            out.append((r + dr) * cols + c + dc)
    return out


@lru_cache(maxsize=32)
def evaluator(goals: tuple[int, int, int]) -> Evaluator:
    return Evaluator(goals)
