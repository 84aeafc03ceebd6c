"""How the Abstract AI searches one round: every way to take the bonus, spend tokens
and make the round's paints, ranked cheaply by single-paint gains, the best few scored
exactly (see games.abstract.ai for the method)."""

from __future__ import annotations

from typing import Any

from games.abstract.ai_value import EMPTY, XMARK, evaluator, token_values
from games.abstract.data import load
from games.abstract.engine import PAINTS_PER_ROUND
from games.base import Move

TOP_EXACT = 16  # candidates scored exactly after the cheap ranking
OPTIONS_KEPT = 3  # best squares kept per (location, number) pair, and per anywhere paint
PLANS_KEPT = 8  # best ways to make the paints kept per set of dice values


Step = tuple[int, int, int, bool, bool]
# Ways to make the remaining paints: (estimated gain, steps in play order, anywhere spent).
PaintPlan = tuple[float, tuple[Step, ...], int]
# A whole way to finish the round: (estimated worth, its moves ending with confirm).
Candidate = tuple[float, tuple[Move, ...]]


class _Planner:
    """Finds the best way to finish the current round from one draft position.

    The search works on die values, not die indices (two dice showing the same value are
    interchangeable); the chosen plan is turned into moves on real dice at the end.
    """

    def __init__(
        self,
        painting: tuple[int, ...],
        dice: tuple[int, ...],
        used: tuple[bool, ...],
        paints: int,
        bonus_taken: bool,
        adjust: int,
        anywhere: int,
        goals: tuple[int, int, int],
        rounds_left: int,
    ) -> None:
        self.d = load()
        self.ev = evaluator(goals)
        self.p = painting
        self.dice = dice
        self.used = used
        self.need = PAINTS_PER_ROUND - paints
        self.bonus_taken = bonus_taken
        self.adjust = adjust
        self.anywhere = anywhere
        self.room = {
            k: [s for s in squares if painting[s] == EMPTY]
            for k, squares in self.d.die_squares.items()
        }
        self.full = frozenset(k for k, free in self.room.items() if not free)
        self.tv_adjust, self.tv_anywhere = token_values(rounds_left, len(self.full))
        self.base = self.ev.value(painting)
        self.empties = [s for s, v in enumerate(painting) if v == EMPTY]
        self.gain: dict[tuple[int, int], float] = {}
        self.option_memo: dict[tuple[int, int, bool], list[tuple[float, int, bool]]] = {}
        self.paint_memo: dict[tuple[tuple[int, ...], int], list[PaintPlan]] = {}
        self.x_memo: dict[int | None, int | None] = {}

    # ---- single paints

    def single(self, s: int, v: int) -> float:
        """Gain of writing v (1-6, or 7 for X) into empty square s, alone."""
        key = (s, v)
        g = self.gain.get(key)
        if g is None:
            p = list(self.p)
            p[s] = v
            g = self.ev.value(p) - self.base
            self.gain[key] = g
        return g

    def options(self, loc: int, num: int, anywhere: bool) -> list[tuple[float, int, bool]]:
        """Best (gain, square, anywhere) choices for painting `num` located by `loc`."""
        key = (loc, num, anywhere)
        got = self.option_memo.get(key)
        if got is not None:
            return got
        ranked = sorted(((self.single(s, num), -s) for s in self.room.get(loc, ())), reverse=True)
        out = [(g, -s, False) for g, s in ranked[:OPTIONS_KEPT]]
        if anywhere:
            every = sorted(((self.single(s, num), -s) for s in self.empties), reverse=True)
            out.extend((g, -s, True) for g, s in every[:OPTIONS_KEPT])
        self.option_memo[key] = out
        return out

    def x_square(self, exclude: int | None = None) -> int | None:
        """The empty square where an X hurts least."""
        if exclude in self.x_memo:
            return self.x_memo[exclude]
        best, best_gain = None, float("-inf")
        for s in self.empties:
            if s != exclude:
                g = self.single(s, XMARK)
                if g > best_gain:
                    best, best_gain = s, g
        self.x_memo[exclude] = best
        return best

    def full_after(self, value: int, painted: int | None) -> bool:
        """Is die square `value` full once square `painted` is filled as well?"""
        free = self.room.get(value, ())
        return all(s == painted for s in free)

    # ---- the paints of the round

    def paint_plans(self, values: tuple[int, ...], tokens: int) -> list[PaintPlan]:
        """The most promising ways to make the remaining paints with dice `values`."""
        key = (values, tokens)
        got = self.paint_memo.get(key)
        if got is not None:
            return got
        plans: list[PaintPlan] = []
        cost = self.tv_anywhere
        if len(values) == 2:
            a, b = values
            for loc, num in sorted({(a, b), (b, a)}):
                for g, s, anyw in self.options(loc, num, tokens > 0):
                    plans.append((g - cost * anyw, ((loc, num, s, anyw, False),), int(anyw)))
                if loc in self.full and num in self.full:
                    sx = self.x_square()
                    if sx is not None:
                        plans.append((self.single(sx, XMARK), ((loc, num, sx, False, True),), 0))
        elif len(values) == 4:
            a, b, c, e = values
            seen: set[tuple[tuple[int, int], tuple[int, int]]] = set()
            for (p, q), (r, t) in (((a, b), (c, e)), ((a, c), (b, e)), ((a, e), (b, c))):
                for first in ((p, q), (q, p)):
                    for second in ((r, t), (t, r)):
                        pair = (first, second) if first <= second else (second, first)
                        if pair not in seen:
                            seen.add(pair)
                            plans.extend(self._two_paints(pair[0], pair[1], tokens))
        else:
            plans.append((0.0, (), 0))
        plans.sort(key=lambda plan: -plan[0])
        plans = plans[:PLANS_KEPT]
        self.paint_memo[key] = plans
        return plans

    def _two_paints(
        self, first: tuple[int, int], second: tuple[int, int], tokens: int
    ) -> list[PaintPlan]:
        out: list[PaintPlan] = []
        cost = self.tv_anywhere
        opts1 = self.options(first[0], first[1], tokens > 0)
        opts2 = self.options(second[0], second[1], tokens > 0)
        for g1, s1, a1 in opts1:
            for g2, s2, a2 in opts2:
                if s1 == s2 or a1 + a2 > tokens:
                    continue
                out.append(
                    (
                        g1 + g2 - cost * (a1 + a2),
                        ((*first, s1, a1, False), (*second, s2, a2, False)),
                        a1 + a2,
                    )
                )
        # X marks: real paints first, then the X once every unused die points at a full
        # die square (the bonus is always taken first, so only paint dice remain)
        full = self.full
        if all(v in full for v in (*first, *second)):
            x1 = self.x_square()
            x2 = self.x_square(x1)
            if x1 is not None and x2 is not None:
                g = self.single(x1, XMARK) + self.single(x2, XMARK)
                out.append((g, ((*first, x1, False, True), (*second, x2, False, True)), 0))
        for paint, mark in ((first, second), (second, first)):
            if len(self.room.get(mark[0], ())) > 1 or len(self.room.get(mark[1], ())) > 1:
                continue  # one more paint cannot fill both die squares
            for g, s, anyw in opts1 if paint == first else opts2:
                if not (self.full_after(mark[0], s) and self.full_after(mark[1], s)):
                    continue
                sx = self.x_square(s)
                if sx is None:
                    continue
                out.append(
                    (
                        g + self.single(sx, XMARK) - cost * anyw,
                        ((*paint, s, anyw, False), (*mark, sx, False, True)),
                        int(anyw),
                    )
                )
        return out

    # ---- the whole round

    def adjust_outcomes(
        self, values: tuple[int, ...], tokens: int
    ) -> dict[tuple[int, ...], tuple[tuple[int, int], ...]]:
        """Reachable sorted dice values -> the fewest (value, delta) adjustments to get there."""
        out: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {values: ()}
        if tokens <= 0 or not values:
            return out
        max_steps = 2 if tokens >= 2 and (self.tv_adjust == 0.0 or tokens >= 3) else 1
        frontier = [values]
        for _ in range(max_steps):
            nxt = []
            for vals in frontier:
                for v in sorted(set(vals)):
                    for delta in (-1, 1):
                        if not 1 <= v + delta <= self.d.faces:
                            continue
                        changed = list(vals)
                        changed[changed.index(v)] = v + delta
                        key = tuple(sorted(changed))
                        if key not in out:
                            out[key] = (*out[vals], (v, delta))
                            nxt.append(key)
            frontier = nxt
        return out

    def candidates(self) -> list[Candidate]:
        """The best few ways to finish the round, each with its exact estimate (before a
        seat's jitter) and its moves, confirm included; best approximate estimate first."""
        free = [i for i in range(len(self.dice)) if not self.used[i]]
        free_values = sorted(self.dice[i] for i in free)
        bonus_values: list[int | None] = [None]
        if not self.bonus_taken:
            bonus_values = [v for v in sorted(set(free_values))]
        best: dict[Any, tuple[float, int | None, tuple[tuple[int, int], ...], PaintPlan]] = {}
        for bv in bonus_values:
            rest = list(free_values)
            adjust_tokens, anywhere_tokens, worth = self.adjust, self.anywhere, 0.0
            if bv is not None:
                rest.remove(bv)
                kind = self.d.bonus_by_face[bv]
                if kind == "star":
                    worth = 1.0
                elif kind == "adjust":
                    adjust_tokens += 1
                    worth = self.tv_adjust
                else:
                    anywhere_tokens += 1
                    worth = self.tv_anywhere
            for values, adj in self.adjust_outcomes(tuple(rest), adjust_tokens).items():
                spent = worth - self.tv_adjust * len(adj)
                for plan in self.paint_plans(values, anywhere_tokens):
                    approx = spent + plan[0]
                    changes = tuple(sorted((s, XMARK if x else num) for _, num, s, _, x in plan[1]))
                    key = (changes, spent - self.tv_anywhere * plan[2])
                    if key not in best or best[key][0] < approx:
                        best[key] = (approx, bv, adj, plan)
        if not best:
            return [(0.0, ({"type": "confirm"},))]
        ranked = sorted(best.items(), key=lambda item: -item[1][0])[:TOP_EXACT]
        out: list[Candidate] = []
        for (changes, worth), (_, bv, adj, plan) in ranked:
            p = list(self.p)
            for s, v in changes:
                p[s] = v
            moves = (*self.to_moves(free, bv, adj, plan[1]), {"type": "confirm"})
            out.append((self.ev.value(p) + worth, moves))
        return out

    def to_moves(
        self,
        free: list[int],
        bonus_value: int | None,
        adj: tuple[tuple[int, int], ...],
        steps: tuple[Step, ...],
    ) -> list[Move]:
        """Turn a plan on die values into moves on real dice (indices)."""
        vals = list(self.dice)
        avail = list(free)

        def take(value: int) -> int:
            for i in avail:
                if vals[i] == value:
                    avail.remove(i)
                    return i
            raise LookupError(value)

        moves: list[Move] = []
        if bonus_value is not None:
            moves.append({"type": "bonus", "die": take(bonus_value)})
        for value, delta in adj:
            i = next(i for i in avail if vals[i] == value)
            vals[i] += delta
            moves.append({"type": "adjust", "die": i, "delta": delta})
        for loc, num, s, anyw, is_x in steps:
            i = take(loc)
            j = take(num)
            moves.append(_x(i, j, s) if is_x else _paint(i, j, s, anyw))
        return moves


def _paint(i: int, j: int, s: int, anywhere: bool) -> Move:
    move: Move = {"type": "paint", "location": i, "number": j, "square": s}
    if anywhere:
        move["anywhere"] = True
    return move


def _x(i: int, j: int, s: int) -> Move:
    return {"type": "x", "location": i, "number": j, "square": s}
