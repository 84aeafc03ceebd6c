"""A heuristic VENN player.

The player judges a sheet by `_Evaluator.value`, an estimate of its final score:

- a section with a condition and all circles filled scores exactly as `score_seat` does;
- a section with a condition and empty circles is worth P x win - (1 - P) x loss, where
  win = points x (multiplier + expected bonuses) and loss = points x multiplier. P is the
  chance of filling every empty circle with a fitting number: per empty circle, the
  chance that one roll can make some fitting value (a subset sum of the five dice, found
  by sampling rolls) raised over the rounds still expected. A shared circle must fit both
  sections' conditions. EQUAL, STRAIGHT and RANGE conditions try every target window
  (one value, a run, a span) the numbers already written allow and keep the best;
- a section without a condition is worth what a condition written later could bring:
  the best still-possible conditions are matched to such sections (each condition once),
  limited by the conditions phases likely left, and discounted;
- PARK pairs, filled or likely to be filled, and SUM rows (solo: half the boxes; with
  others: compared with the other sheets) add their expected worth;
- with other players, the rounds left are guessed from how fast each opponent fills
  its sheet: fewer rounds mean fewer chances per circle, and when the circles our
  sections still need outnumber those we can fill in time, every section's chance
  shrinks in proportion; when an opponent may end the game this round, the estimate is
  blended with the score the sheet would get right now. A full sheet ends the game and
  scores exactly.

Numbers phase: every way of splitting the unused dice into values (sums of several dice
are one value; a sum of 3+ dice crosses a SUM box and earns extra values) is scored by
adding the gains of each value's best few targets (sections' circles or PARK); the best
few complete plans are then replayed on a copy of the sheet and scored exactly, extra
values and PARK moves are added greedily, and the best plan is kept for the position.
`choose` returns its moves one at a time and replans only if the draft strays from it.

Conditions phase: every (condition, section) pair is scored on the sheet as it stands,
then the best few and skipping are compared after planning this round's numbers with
the dice in view (a lighter plan search). Solo, the second condition crossed off is the one whose loss costs the
sheet's future value least.

Everything is deterministic: the rolls used to estimate chances come from a fixed seed.

The parts: the sheet and its context in games.venn.ai_position, the chances behind the
estimate in games.venn.ai_chances and games.venn.ai_sections, the estimate itself in
games.venn.ai_estimate, the numbers phase's plan search in games.venn.ai_plan.
"""

from __future__ import annotations

import json

from games.base import IllegalMove, Move, State
from games.memo import PerThread
from games.venn import engine as E
from games.venn.ai_chances import (
    _ACC,
    _HIT,
    EPS,
    TOP_CONDITIONS,
    _tables,
)
from games.venn.ai_estimate import _Evaluator
from games.venn.ai_plan import _Plan, _Planner, _put
from games.venn.ai_position import _Context, _context, _future_avail, _Sheet, _sheet_of
from games.venn.ai_sections import _CHANCE, _SUCCESS

_EVALUATORS: PerThread[_Context, _Evaluator] = PerThread(limit=64)


def _evaluator(ctx: _Context) -> _Evaluator:
    got = _EVALUATORS.get(ctx)
    return got if got is not None else _EVALUATORS.put(ctx, _Evaluator(ctx))


def _plan_round(
    state: State,
    seat: int,
    sheet: _Sheet,
    ctx: _Context,
    avail: frozenset[str] | None = None,
    light: bool = False,
) -> _Plan:
    """The best way found to finish the round from `sheet` (ends with confirm);
    `avail` replaces the context's conditions left to write, `light` searches less."""
    ev = _evaluator(ctx)
    planner = _Planner(
        ev, sheet, E.current_roll(state), ctx.avail if avail is None else avail, light
    )
    plan = planner.plan()
    # replay the plan to find the sheet it leaves, then try PARK moves on top
    after = sheet.copy()
    for move in plan.moves:
        if move["type"] == "place":
            _put(after, move["target"], sum(planner.dice[i] for i in move["dice"]))
        elif move["type"] == "extra":
            _put(after, move["target"], planner.dice[move["die"]])
    value, extra_moves = planner.unparks(after, plan.value)
    return _Plan(value, [*plan.moves, *extra_moves, {"type": "confirm"}])


# --------------------------------------------------------------------------- conditions


def _condition_choice(state: State, seat: int) -> Move:
    t = _tables()
    entry = state["seats"][seat]
    solo = state["players"] == 1
    names = E.available_conditions(state, seat)
    opens = [t.codes.index(code) for code in E.open_sections(entry)]
    base_avail = _future_avail(state, seat)
    base_conds = tuple(entry["conditions"][code] for code in t.codes)
    sheet = _sheet_of(state, seat, base_conds)
    ctx = _context(state, seat, base_avail, True)
    ev = _evaluator(ctx)
    # a static look at every choice: the sheet's value with the condition written
    parts = ev.parts(sheet)
    _, terms, empty_total, extra = parts
    cands: list[tuple[float, str, int, str | None]] = []
    for name in names:
        block: str | None = None
        avail = base_avail - {name}
        if solo:
            options = E.block_options(state, name)
            if options:
                # cross off the option whose loss costs the future least
                scored = [
                    (ev._combine(sheet, terms, empty_total, avail - {b}, extra), b) for b in options
                ]
                scored.sort(key=lambda x: (-x[0], x[1]))
                block = scored[0][1]
                avail = avail - {block}
        for s in opens:
            value = ev.value_with_condition(sheet, parts, s, name, avail)
            cands.append((value, name, s, block))
    cands.sort(key=lambda x: (-x[0], x[1], x[2]))
    # look closer at the best few and at skipping: plan this round's numbers for each
    best_move: Move = {"type": "skip"}
    best_value = _plan_round(state, seat, sheet, ctx, light=True).value
    for _, name, s, block in cands[:TOP_CONDITIONS]:
        avail = base_avail - {name} - ({block} if block else set())
        trial = sheet.copy()
        trial.conds = tuple(name if k == s else c for k, c in enumerate(base_conds))
        value = _plan_round(state, seat, trial, ctx, avail=frozenset(avail), light=True).value
        if value > best_value + EPS:
            best_value = value
            best_move = {"type": "condition", "condition": name, "section": t.codes[s]}
            if block is not None:
                best_move["block"] = block
    return best_move


# --------------------------------------------------------------------------- choose

_PLANS: PerThread[str, tuple[Move, ...]] = PerThread(limit=4096)


def clear_cache() -> None:
    """Forget this thread's cached plans and estimates (tests use this to prove
    determinism)."""
    _PLANS.clear()
    _HIT.clear()
    _ACC.clear()
    _CHANCE.clear()
    _SUCCESS.clear()
    _EVALUATORS.clear()


def _position_key(state: State, seat: int, with_draft: bool) -> str:
    entry = state["seats"][seat]
    others = [
        (sum(1 for v in e["circles"].values() if v is None), e["sum"])
        for k, e in enumerate(state["seats"])
        if k != seat
    ]
    mine = {
        "circles": entry["circles"],
        "conditions": entry["conditions"],
        "taken": entry["taken"],
        "bonuses": entry["bonuses"],
        "park": entry["park"],
        "sum": entry["sum"],
        "draft": entry["draft"] if with_draft else [],
    }
    return json.dumps(
        [
            seat,
            state["players"],
            state["round"],
            state["rolls"][-1],
            state["common"],
            state["first_claimed"],
            others,
            mine,
        ],
        sort_keys=True,
        separators=(",", ":"),
    )


def _numbers_plan(state: State, seat: int, with_draft: bool) -> tuple[Move, ...]:
    key = _position_key(state, seat, with_draft)
    got = _PLANS.get(key)
    if got is not None:
        return got
    if with_draft:
        sheet = _sheet_of(state, seat)
    else:
        start = dict(state)
        seats = list(state["seats"])
        seats[seat] = {**seats[seat], "draft": []}
        start["seats"] = seats
        sheet = _sheet_of(start, seat)
    ctx = _context(state, seat, _future_avail(state, seat), False)
    plan = tuple(_plan_round(state, seat, sheet, ctx).moves)
    return _PLANS.put(key, plan)


def choose(state: State, seat: int, level: int = 1) -> Move:
    """The heuristic player's next move for `seat` (one strength; `level` is accepted
    for the engine contract)."""
    problem = E._seat_problem(state, seat)
    if problem:
        raise IllegalMove(problem)
    if state["phase"] == "conditions":
        if not E.available_conditions(state, seat):
            return {"type": "skip"}
        return _condition_choice(state, seat)
    dr = E.draft_of(state, seat)
    plan = _numbers_plan(state, seat, with_draft=False)
    done = len(dr.actions)
    if not (done < len(plan) and list(plan[:done]) == dr.actions):
        plan = _numbers_plan(state, seat, with_draft=True)
        done = 0
    move = dict(plan[done])
    if E.validate(state, seat, move) is None:
        return move
    # not expected: fall back on the engine's plain legal default
    return E.simple_move(state, seat)


def evaluate(state: State, seat: int) -> dict[str, float]:
    """The AI's view of a seat's sheet (draft included): "now", the score it would get if
    the game ended now (as `score_seat` counts it), and "estimate", the expected final
    score the player steers by."""
    ev = _evaluator(_context(state, seat, _future_avail(state, seat), False))
    sheet = _sheet_of(state, seat)
    return {"now": ev.now(sheet), "estimate": ev.value(sheet)}


__all__ = [
    "choose",
    "clear_cache",
    "evaluate",
]
