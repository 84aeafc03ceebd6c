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

The estimate lives in games.abstract.ai_value, the round's search in games.abstract.ai_plan.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from games.abstract.ai_plan import Candidate, _Planner
from games.abstract.ai_value import EMPTY, XMARK
from games.abstract.data import load
from games.abstract.engine import (
    Draft,
    _move_problem,
    draft_of,
    legal_moves,
    seat_problem,
)
from games.abstract.scoring import X
from games.base import IllegalMove, Move, State
from games.rng import Rng, seed_from

JITTER = 0.25  # seat-seeded noise on candidate scores, so AI seats do not all play alike


# --------------------------------------------------------------------------- planning


def _encode(painting: Sequence[Any]) -> tuple[int, ...]:
    return tuple(EMPTY if v is None else XMARK if v == X else v for v in painting)


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
    problem = seat_problem(state, seat)
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
