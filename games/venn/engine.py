"""VENN, the roll & write with five polyhedral dice, as a pure rules engine: setup, moves, the flow of a round, and the players.

The state is plain JSON. A round has two phases:

* conditions: one seat at a time (from the start player) writes a condition from the
  common sheet into one of its sections, or skips;
* numbers: every seat at once spends the round's five dice. Each seat's actions are kept
  as a draft (a list of moves) on top of its committed sheet, so undo drops the last move
  and nobody else sees a draft until the last seat confirms and the round is committed.

Circle ids come from data/venn.json ("Kh1" own circles, "Cr-Cy" overlap circles that
belong to both sections); PARK circles are "P1".."P8". A seat's sheet is
{"circles": {id: int|None}, "conditions": {code: name|None}, "taken": [names],
"bonuses": {code: {"first": bool, "different": bool}}, "park": [{"value", "used"}] x 8,
"sum": {"3": n, "4": n, "5": n}} plus "draft" and "done" in the state.
Sheet queries and drafts live in games.venn.sheet, move checks in games.venn.rules,
scoring in games.venn.scoring, views and the record in games.venn.views.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, Flow, IllegalMove, Move, State, count_move, moves_made, quiet_move
from games.draft import draft_step
from games.rng import Rng
from games.venn.data import load

# the queries other modules (the cog, the AI, the notation) read through the engine
from games.venn.rules import _canonical, _seat_problem, legal_moves, validate, warnings  # noqa: E402, F401
from games.venn.scoring import ranks, score_seat, scores  # noqa: E402, F401
from games.venn.sheet import (  # noqa: E402, F401
    CONDITION_MOVES,
    NAME,
    Draft,
    _sheet_with,
    available_conditions,
    block_options,
    current_roll,
    draft_of,
    effective,
    newly_completed,
    open_sections,
    section_empty,
    section_full,
    section_numbers,
    sheet_full,
)
from games.venn.views import record, view  # noqa: E402, F401

# --------------------------------------------------------------------------- setup


def roll_dice(rng: Rng) -> list[int]:
    """One roll of the five dice, in die order (D6, D8, D10, D12, D20)."""
    return [rng.randint(1, sides) for sides in load().dice_sides]


def _empty_sheet(bold_values: Mapping[str, int]) -> dict[str, Any]:
    d = load()
    circles: dict[str, int | None] = dict.fromkeys(d.circle_ids)
    circles.update(bold_values)
    return {
        "circles": circles,
        "conditions": dict.fromkeys(d.section_codes),
        "taken": [],
        "bonuses": {code: {"first": False, "different": False} for code in d.section_codes},
        "park": [{"value": None, "used": False} for _ in d.park_ids],
        "sum": dict.fromkeys(d.sum_rows, 0),
        "draft": [],
        "done": False,
    }


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A fresh game: the setup roll fills the bold circles, then round 1 is rolled and its
    conditions phase starts with seat 0."""
    d = load()
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 6:
        raise ValueError("VENN seats 1 to 6 players.")
    options = dict(options or {})
    rng = Rng(seed)
    setup = roll_dice(rng)
    bold = {cid: sum(setup[i] for i in dice) for cid, dice in d.bold.items()}
    roll = roll_dice(rng)
    copies = d.copies_by_players[players]
    return {
        "game": NAME,
        "seed": seed,
        "players": players,
        "options": options,
        "rng": rng.state,
        "round": 1,
        "phase": "conditions",
        "over": False,
        "start_player": 0,
        "turn": 0,
        "turns_taken": 0,
        "setup_roll": setup,
        "rolls": [roll],
        "bold": bold,
        "common": dict.fromkeys(d.condition_names, copies),
        "first_claimed": dict.fromkeys(d.section_codes, False),
        "seats": [_empty_sheet(bold) for _ in range(players)],
        "moves": [0] * players,
    }


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Play one move; returns a new state (the input is untouched) and the events."""
    problem = validate(state, seat, move)
    if problem:
        raise IllegalMove(problem)
    move = _canonical(move)
    new = dict(state)
    count_move(new, seat)
    seats = list(state["seats"])
    new["seats"] = seats
    entry = dict(seats[seat])
    seats[seat] = entry
    kind = move["type"]
    if kind in CONDITION_MOVES:
        return new, _conditions_step(new, seat, entry, move)
    return new, draft_step(new, seat, entry, move, _end_round)


def _conditions_step(new: State, seat: int, entry: dict[str, Any], move: Move) -> list[Event]:
    """Record a condition or skip and pass the turn on. Mutates the fresh copies."""
    events: list[Event] = []
    if move["type"] == "condition":
        name, code = move["condition"], move["section"]
        common = dict(new["common"])
        common[name] -= 1
        conditions = dict(entry["conditions"])
        conditions[code] = name
        entry["conditions"] = conditions
        entry["taken"] = [*entry["taken"], name]
        event: Event = {"type": "condition_taken", "seat": seat, "condition": name, "section": code}
        if "block" in move:
            common[move["block"]] -= 1
            event["block"] = move["block"]
        new["common"] = common
        events.append(event)
    else:
        events.append({"type": "skipped", "seat": seat})
    new["turns_taken"] = new["turns_taken"] + 1
    if new["turns_taken"] >= new["players"]:
        new["phase"] = "numbers"
        new["turn"] = None
        events.append({"type": "phase", "phase": "numbers", "round": new["round"]})
    else:
        new["turn"] = (new["turn"] + 1) % new["players"]
    return events


def _written(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[dict[str, Any]]:
    """What a round wrote on one sheet, in sheet order: {"value", "at"} with "at" a
    section circle or "P1".."P8" (a number moved out of the PARK shows at its circle)."""
    # the data's circle order, never the dict's: a state read back from storage has its
    # keys sorted, and the same game must give the same state however it was stored
    out = [
        {"value": after["circles"][c], "at": c}
        for c in load().circle_ids
        if before["circles"][c] is None and after["circles"][c] is not None
    ]
    out += [
        {"value": p["value"], "at": f"P{k + 1}"}
        for k, (old, p) in enumerate(zip(before["park"], after["park"], strict=True))
        if old["value"] is None and p["value"] is not None
    ]
    return out


def _end_round(new: State) -> list[Event]:
    """Commit every draft, hand out section bonuses, then end the game or roll the next
    round. Mutates `new`, a fresh shallow copy made by the caller."""
    d = load()
    claimed = new["first_claimed"]
    committed = []
    completed: dict[str, list[int]] = {}
    placed: list[list[dict[str, Any]]] = []
    for seat, entry in enumerate(new["seats"]):
        sheet = _sheet_with(entry, draft_of(new, seat), claimed)
        placed.append(_written(entry, sheet))
        for code in newly_completed(entry, sheet):
            completed.setdefault(code, []).append(seat)
        sheet["draft"] = []
        sheet["done"] = False
        committed.append(sheet)
    new["seats"] = committed
    new["last_round"] = placed
    new["first_claimed"] = {code: claimed[code] or code in completed for code in d.section_codes}
    finished = new["round"]
    events: list[Event] = [
        {
            "type": "round_ended",
            "round": finished,
            "completed": {code: completed[code] for code in d.section_codes if code in completed},
            "first": [code for code in d.section_codes if code in completed and not claimed[code]],
        }
    ]
    if any(sheet_full(s) for s in committed):
        new["over"] = True
        new["phase"] = "over"
        new["turn"] = None
        events.append({"type": "game_over"})
        return events
    rng = Rng(new["rng"])
    roll = roll_dice(rng)
    new["rng"] = rng.state
    new["round"] = finished + 1
    new["rolls"] = [*new["rolls"], roll]
    new["start_player"] = (new["start_player"] + 1) % new["players"]
    new["turn"] = new["start_player"]
    new["turns_taken"] = 0
    new["phase"] = "conditions"
    events.append({"type": "round_started", "round": finished + 1, "roll": list(roll)})
    events.append({"type": "phase", "phase": "conditions", "round": finished + 1})
    return events


# --------------------------------------------------------------------------- queries


def waiting_for(state: State) -> list[int]:
    """Conditions phase: the seat whose turn it is; numbers phase: every seat that has
    not confirmed; nobody once the game is over."""
    if state["over"]:
        return []
    if state["phase"] == "conditions":
        return [state["turn"]]
    return [k for k, s in enumerate(state["seats"]) if not s["done"]]


def is_over(state: State) -> bool:
    return bool(state["over"])


def flow(state: State) -> Flow:
    """Round and phase; in the conditions phase each seat's turn is a turn of its own
    (the clock restarts with it), the numbers phase is one simultaneous turn."""
    conditions = state["phase"] == "conditions"
    return Flow(
        round=state["round"],
        phase=state["phase"],
        active=tuple(waiting_for(state)),
        moves=moves_made(state),
        turn=state["turns_taken"] if conditions else 0,
        over=bool(state["over"]),
    )


# --------------------------------------------------------------------------- players


def simple_move(state: State, seat: int) -> Move:
    """A plain legal default: skip conditions; write the lowest unused die into the first
    empty section circle (else the first empty PARK circle, else lose it); confirm."""
    if _seat_problem(state, seat):
        raise IllegalMove("This seat has no move to make.")
    if state["phase"] == "conditions":
        return {"type": "skip"}
    dr = draft_of(state, seat)
    unused = dr.unused_dice()
    if not unused:
        return {"type": "confirm"}
    targets = dr.empty_targets()
    if targets:
        return {"type": "place", "dice": [unused[0]], "target": targets[0]}
    return {"type": "lose", "dice": [unused[0]]}


def ai_move(state: State, seat: int, level: int = 1) -> Move:
    """The AI's next move for `seat`."""
    from games.venn import ai  # the AI plays through this module's rules

    return ai.choose(state, seat, level)


__all__ = [
    "_seat_problem",
    "ai_move",
    "apply",
    "available_conditions",
    "block_options",
    "current_roll",
    "draft_of",
    "effective",
    "flow",
    "is_over",
    "legal_moves",
    "new_game",
    "open_sections",
    "ranks",
    "record",
    "roll_dice",
    "score_seat",
    "scores",
    "section_empty",
    "section_full",
    "section_numbers",
    "sheet_full",
    "simple_move",
    "validate",
    "view",
    "waiting_for",
    "warnings",
]


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """A condition taken, a number placed or a die lost reveals nothing until its phase
    closes: the conditions phase's close shows the common sheet, the numbers phase's close
    rolls the next round's dice (or ends the game)."""
    return quiet_move(flow, before, after)
