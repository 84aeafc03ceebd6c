"""A heuristic Abstract player.

Each round the player plans the whole round at once: which die becomes the bonus, which
tokens to spend (+/-1 on one or two dice, place-anywhere on a paint), and which two
(location, number) pairs paint which squares. Every candidate ending of the round is
scored with `Evaluator`, an estimate of what the painting is worth at the end of the game:

- goal A: for each number, the best spot where the goal shape could still be finished
  with that number, discounted by how many of its cells are still empty;
- goal B: the pairs already made plus some credit for unmatched numbers of the pair;
- goal C: each scoring line still free of repeats and X marks, discounted by its empty
  squares;
- X marks, stars, and tokens (worth more while rounds remain, nothing after the last).

Candidates are first ranked by the sum of single-paint gains (cheap), then the best few
are scored exactly on the resulting painting. The chosen plan is returned one move at a
time; the plan for a position is cached, so asking again for the next step is cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from games.abstract.data import load
from games.abstract.engine import (
    PAINTS_PER_ROUND,
    Draft,
    _move_problem,
    _seat_problem,
    draft_of,
    legal_moves,
)
from games.abstract.scoring import X, goal_lines, shape_forms
from games.base import IllegalMove, Move, State
from games.rng import Rng, seed_from

EMPTY = 0
XMARK = 7

# Chance-like discounts: a line / shape with e empty squares is worth points * table[e].
C_KEEP = {4: (1.0, 0.78, 0.55, 0.38, 0.26), 6: (1.0, 0.72, 0.48, 0.3, 0.18, 0.1, 0.06)}
A_KEEP = (1.0, 0.55, 0.3, 0.16, 0.08)
B_SPARE = 0.9  # worth of one unmatched number of the B pair (while squares remain)
TOP_EXACT = 16  # candidates scored exactly after the cheap ranking
OPTIONS_KEPT = 3  # best squares kept per (location, number) pair, and per anywhere paint
PLANS_KEPT = 8  # best ways to make the paints kept per set of dice values
JITTER = 0.25  # seat-seeded noise on candidate scores, so AI seats do not all play alike


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


# --------------------------------------------------------------------------- planning


def _encode(painting: Sequence[Any]) -> tuple[int, ...]:
    return tuple(EMPTY if v is None else XMARK if v == X else v for v in painting)


# One planned paint in "value space": (location value, number value, square, anywhere, X).
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


# Seats share the roll and often their position too (every seat of round 1, and many
# later: a 1,000-seat game has at most a few hundred different positions a round). The
# search depends on the position only and is done once for all of them; a seat's jitter
# then picks among the candidates. Room for a full table's positions and plans of a round.
POSITIONS_KEPT = 4096


@lru_cache(maxsize=POSITIONS_KEPT)
def _candidates(
    painting: tuple[int, ...],
    dice: tuple[int, ...],
    used: tuple[bool, ...],
    paints: int,
    bonus_taken: bool,
    adjust: int,
    anywhere: int,
    goals: tuple[int, int, int],
    rounds_left: int,
) -> tuple[Candidate, ...]:
    planner = _Planner(
        painting, dice, used, paints, bonus_taken, adjust, anywhere, goals, rounds_left
    )
    return tuple(planner.candidates())


def _pick(candidates: Sequence[Candidate], jitter: int) -> tuple[Move, ...]:
    """The candidate with the best estimate plus the seat's noise (near-ties break each
    seat's own way)."""
    chosen = candidates[0][1]
    top = float("-inf")
    noise = Rng(jitter)
    for exact, moves in candidates:
        score = exact + JITTER * noise.randint(0, 1000) / 1000
        if score > top + 1e-9:
            top, chosen = score, moves
    return chosen


@lru_cache(maxsize=POSITIONS_KEPT)
def _cached_plan(
    painting: tuple[int, ...],
    dice: tuple[int, ...],
    used: tuple[bool, ...],
    paints: int,
    bonus_taken: bool,
    adjust: int,
    anywhere: int,
    goals: tuple[int, int, int],
    rounds_left: int,
    jitter: int,
) -> tuple[Move, ...]:
    found = _candidates(
        painting, dice, used, paints, bonus_taken, adjust, anywhere, goals, rounds_left
    )
    return _pick(found, jitter)


def _plan_for(
    dr: Draft, goals: tuple[int, int, int], rounds_left: int, jitter: int
) -> tuple[Move, ...]:
    return _cached_plan(
        _encode(dr.painting),
        tuple(dr.dice),
        tuple(dr.used),
        dr.paints,
        dr.bonus_taken,
        dr.adjust,
        dr.anywhere,
        goals,
        rounds_left,
        jitter,
    )


def _context(state: State, seat: int) -> tuple[tuple[int, int, int], int, int]:
    """Goals, rounds left after this one, and the seat's tie-break seed this round."""
    goals = (state["goals"]["A"], state["goals"]["B"], state["goals"]["C"])
    rounds_left = load().rounds - state["round"]
    jitter = seed_from("abstract-ai", state["seed"], seat, state["round"])
    return goals, rounds_left, jitter


def plan_round(state: State, seat: int) -> list[Move]:
    """The whole plan for `seat` from its current draft position (ends with confirm)."""
    goals, rounds_left, jitter = _context(state, seat)
    return [dict(m) for m in _plan_for(draft_of(state, seat), goals, rounds_left, jitter)]


def choose(state: State, seat: int, level: int = 1) -> Move:
    """The next move of the heuristic player for `seat`.

    Only one strength exists so far; `level` is accepted for the engine contract."""
    problem = _seat_problem(state, seat)
    if problem:
        raise IllegalMove(problem)
    dr = draft_of(state, seat)
    if dr.can_confirm():
        return {"type": "confirm"}
    goals, rounds_left, jitter = _context(state, seat)
    # the plan made at the start of the round, if the draft still follows it
    entry = state["seats"][seat]
    start = Draft(
        painting=list(entry["painting"]),
        dice=list(state["rolls"][-1]),
        used=[False] * len(state["rolls"][-1]),
        stars=entry["stars"],
        adjust=entry["tokens"]["adjust"],
        anywhere=entry["tokens"]["anywhere"],
    )
    plan = _plan_for(start, goals, rounds_left, jitter)
    done = len(dr.actions)
    if not (done < len(plan) and list(plan[:done]) == dr.actions):
        plan = _plan_for(dr, goals, rounds_left, jitter)
        done = 0
    move = dict(plan[done])
    if _move_problem(dr, move) is None:
        return move
    # never expected; keep the promise of a legal move anyway
    moves = legal_moves(state, seat)
    for m in moves:
        if m["type"] not in ("undo", "adjust"):
            return m
    return moves[0]


# --------------------------------------------------------------------------- measuring
