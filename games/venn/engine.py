"""VENN, the roll & write with five polyhedral dice, as a pure rules engine.

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
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games import base
from games.base import Event, IllegalMove, ModuleEngine, Move, SeatLimits, State, View
from games.rng import Rng
from games.venn.conditions import (
    as_condition,
    break_message,
    can_still_pass,
    condition_problem,
    passes,
)
from games.venn.data import load

GAME = "venn"
CONDITION_MOVES = ("condition", "skip")
NUMBER_MOVES = ("place", "extra", "unpark", "lose", "lose_extra", "undo", "confirm")


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
        "game": GAME,
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
    }


# --------------------------------------------------------------------------- sheets


def section_numbers(seat_entry: Mapping[str, Any], code: str) -> list[int]:
    """The numbers written in section `code` of a sheet (empty circles left out)."""
    circles = seat_entry["circles"]
    out = []
    for cid in load().sections[code].circles:
        v = circles[cid]
        if v is not None:
            out.append(v)
    return out


def section_empty(seat_entry: Mapping[str, Any], code: str) -> list[str]:
    """The empty circles of section `code`, left to right."""
    circles = seat_entry["circles"]
    return [cid for cid in load().sections[code].circles if circles[cid] is None]


def section_full(seat_entry: Mapping[str, Any], code: str) -> bool:
    circles = seat_entry["circles"]
    return all(circles[cid] is not None for cid in load().sections[code].circles)


def sheet_full(seat_entry: Mapping[str, Any]) -> bool:
    """Every section circle filled (PARK not counted): the end trigger."""
    return all(v is not None for v in seat_entry["circles"].values())


def _park_index(target: Any) -> int | None:
    d = load()
    if isinstance(target, str) and target in d.park_ids:
        return d.park_ids.index(target)
    return None


# --------------------------------------------------------------------------- drafts


@dataclass
class Draft:
    """A seat's position in the numbers phase: committed sheet with its draft replayed."""

    circles: dict[str, int | None]
    park: list[dict[str, Any]]
    sum: dict[str, int]
    dice: list[int]
    used: list[bool]
    extras: int = 0
    actions: list[Move] = field(default_factory=list)

    def all_used(self) -> bool:
        return all(self.used)

    def empty_targets(self) -> list[str]:
        """Empty section circles (data order) then empty PARK circles."""
        d = load()
        out = [cid for cid in d.circle_ids if self.circles[cid] is None]
        out.extend(pid for pid, p in zip(d.park_ids, self.park, strict=True) if p["value"] is None)
        return out

    def placeable(self) -> bool:
        if any(v is None for v in self.circles.values()):
            return True
        return any(p["value"] is None for p in self.park)

    def unused_dice(self) -> list[int]:
        return [i for i, u in enumerate(self.used) if not u]


def current_roll(state: State) -> list[int]:
    return list(state["rolls"][-1])


def draft_of(state: State, seat: int) -> Draft:
    """Replay the seat's draft moves (validated when made) on its committed sheet."""
    entry = state["seats"][seat]
    roll = state["rolls"][-1]
    dr = Draft(
        circles=dict(entry["circles"]),
        park=[dict(p) for p in entry["park"]],
        sum=dict(entry["sum"]),
        dice=list(roll),
        used=[False] * len(roll),
    )
    if state["phase"] != "numbers":
        return dr
    for move in entry["draft"]:
        _step(dr, move)
    return dr


def _put(dr: Draft, target: str, value: int) -> None:
    p = _park_index(target)
    if p is None:
        dr.circles[target] = value
    else:
        dr.park[p]["value"] = value


def _step(dr: Draft, move: Move) -> None:
    """Apply one already-validated draft move to `dr` in place."""
    kind = move["type"]
    if kind == "place":
        dice = move["dice"]
        for i in dice:
            dr.used[i] = True
        _put(dr, move["target"], sum(dr.dice[i] for i in dice))
        key = str(len(dice))
        row = load().sum_rows.get(key)
        if row is not None and dr.sum[key] < len(row.boxes):
            dr.extras += row.boxes[dr.sum[key]]
            dr.sum[key] += 1
    elif kind == "extra":
        dr.extras -= 1
        _put(dr, move["target"], dr.dice[move["die"]])
    elif kind == "unpark":
        slot = dr.park[_park_index(move["park"])]
        code = move["section"]
        cid = next(c for c in load().sections[code].circles if dr.circles[c] is None)
        dr.circles[cid] = slot["value"]
        slot["used"] = True
    elif kind == "lose":
        for i in move["dice"]:
            dr.used[i] = True
    elif kind == "lose_extra":
        dr.extras -= 1
    dr.actions.append(move)


def _sheet_with(entry: Mapping[str, Any], dr: Draft, claimed: Mapping[str, bool]) -> dict:
    """The seat's sheet with the draft applied, bonuses filled in for every section the
    draft completes (the first bonus if nobody claimed it in an earlier round)."""
    d = load()
    old = entry["circles"]
    bonuses = {code: dict(b) for code, b in entry["bonuses"].items()}
    for code, section in d.sections.items():
        ids = section.circles
        if all(dr.circles[c] is not None for c in ids) and any(old[c] is None for c in ids):
            values = [dr.circles[c] for c in ids]
            bonuses[code] = {
                "first": not claimed[code],
                "different": len(set(values)) == len(values),
            }
    return {
        "circles": dr.circles,
        "conditions": dict(entry["conditions"]),
        "taken": list(entry["taken"]),
        "bonuses": bonuses,
        "park": dr.park,
        "sum": dr.sum,
    }


def effective(state: State, seat: int) -> dict[str, Any]:
    """The seat's sheet as it stands with its draft applied (bonuses included for the
    sections the draft completes). Same keys as a committed sheet, plus "done"."""
    entry = state["seats"][seat]
    sheet = _sheet_with(entry, draft_of(state, seat), state["first_claimed"])
    sheet["done"] = entry["done"]
    return sheet


def newly_completed(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Sections full in `after` that were not full in `before`."""
    return [
        code
        for code in load().section_codes
        if section_full(after, code) and not section_full(before, code)
    ]


# --------------------------------------------------------------------------- conditions


def block_options(state: State, condition: str) -> list[str]:
    """Solo: the conditions that may be crossed off alongside `condition`: those still
    available with the same multiplier, else (if none) any available lower one."""
    d = load()
    if condition not in d.conditions:
        return []
    mult = d.conditions[condition].multiplier
    common = state["common"]
    left = [n for n in d.condition_names if n != condition and common[n] > 0]
    same = [n for n in left if d.conditions[n].multiplier == mult]
    if same:
        return same
    return [n for n in left if d.conditions[n].multiplier < mult]


def open_sections(seat_entry: Mapping[str, Any]) -> list[str]:
    """Sections of a sheet without a condition, in data order."""
    conds = seat_entry["conditions"]
    return [code for code in load().section_codes if conds[code] is None]


def available_conditions(state: State, seat: int) -> list[str]:
    """Conditions the seat may write now (only on its own conditions turn)."""
    if state["over"] or state["phase"] != "conditions" or state["turn"] != seat:
        return []
    entry = state["seats"][seat]
    if not open_sections(entry):
        return []
    taken = set(entry["taken"])
    common = state["common"]
    return [n for n in load().condition_names if common[n] > 0 and n not in taken]


# --------------------------------------------------------------------------- validation


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _die_label(i: int) -> str:
    return f"die {i} ({load().dice_names[i]})"


def _seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != GAME:
        return "This is not a VENN game."
    if state["over"]:
        return "The game is over."
    if not _is_int(seat) or not 0 <= seat < len(state["seats"]):
        return "You do not have a seat at this table."
    if state["phase"] == "conditions":
        if state["turn"] != seat:
            return f"It is seat {state['turn']}'s turn to choose a condition: wait for your turn."
    elif state["seats"][seat]["done"]:
        return "You already confirmed this round: wait for the other players."
    return None


def _condition_problem_of_move(state: State, seat: int, move: Mapping[str, Any]) -> str | None:
    d = load()
    kind = move.get("type")
    if kind not in CONDITION_MOVES:
        if kind in NUMBER_MOVES:
            return "It is the conditions phase: choose a condition for a section, or skip."
        return "Unknown move: in the conditions phase use condition or skip."
    if kind == "skip":
        return None
    entry = state["seats"][seat]
    name = move.get("condition")
    if not isinstance(name, str) or name not in d.conditions:
        return "Unknown condition: pick one from the common sheet."
    if state["common"][name] <= 0:
        return f"No copy of {name} is left on the common sheet."
    if name in entry["taken"]:
        return f"You already took {name}: each player takes a condition at most once."
    code = move.get("section")
    if not isinstance(code, str) or code not in d.sections:
        return "Unknown section: use one of " + ", ".join(d.section_codes) + "."
    if entry["conditions"][code] is not None:
        return f"Section {code} already has a condition ({entry['conditions'][code]})."
    block = move.get("block")
    if state["players"] == 1:
        options = block_options(state, name)
        if options:
            if block is None:
                return (
                    f"Solo: also cross off a second condition ({', '.join(options)}) "
                    f"alongside {name}."
                )
            if block not in options:
                mult = d.conditions[name].multiplier
                return (
                    f"Solo: the second condition must be an available one with multiplier "
                    f"{mult} (or lower only when none is left): choose from {', '.join(options)}."
                )
        elif block is not None:
            return f"Solo: no condition is left to cross off alongside {name}: leave block out."
    elif block is not None:
        return "Only a solo game crosses off a second condition."
    return None


def _target_problem(dr: Draft, target: Any) -> str | None:
    d = load()
    if not isinstance(target, str):
        return "The target must be a circle id such as 'Kh1', 'Cr-Cy' or 'P1'."
    p = _park_index(target)
    if p is not None:
        slot = dr.park[p]
        if slot["value"] is not None:
            if slot["used"]:
                return f"PARK circle {target} was used already: a PARK circle is filled once."
            return f"PARK circle {target} is already filled."
        return None
    if target not in d.circle_sections:
        return f"There is no circle {target!r} on the sheet."
    if dr.circles[target] is not None:
        return f"Circle {target} is already filled."
    return None


def _dice_problem(dr: Draft, dice: Any) -> str | None:
    n = len(dr.dice)
    if not isinstance(dice, list) or not dice:
        return "Choose one or more dice (a list of die indices)."
    if len(dice) > n:
        return f"A value uses at most {n} dice."
    for i in dice:
        if not _is_int(i) or not 0 <= i < n:
            return f"A die index runs from 0 to {n - 1}."
    if len(set(dice)) != len(dice):
        return "A die can count only once in a value."
    for i in dice:
        if dr.used[i]:
            return f"You already used {_die_label(i)} this round: each die is used exactly once."
    return None


def _number_move_problem(state: State, dr: Draft, move: Mapping[str, Any]) -> str | None:
    d = load()
    kind = move.get("type")
    if kind not in NUMBER_MOVES:
        if kind in CONDITION_MOVES:
            return "It is the numbers phase: conditions are chosen at the start of a round."
        return "Unknown move: use place, extra, unpark, lose, lose_extra, undo or confirm."
    if kind == "place":
        return _dice_problem(dr, move.get("dice")) or _target_problem(dr, move.get("target"))
    if kind == "extra":
        if dr.extras < 1:
            return (
                "You have no extra value to write: a sum of 3, 4 or 5 dice crossing a SUM "
                "box earns them."
            )
        i = move.get("die")
        if not _is_int(i) or not 0 <= i < len(dr.dice):
            return f"An extra value names one die, 0 to {len(dr.dice) - 1}."
        return _target_problem(dr, move.get("target"))
    if kind == "unpark":
        pid = move.get("park")
        p = _park_index(pid)
        if p is None:
            return "Name the PARK circle to move, 'P1' to 'P8'."
        slot = dr.park[p]
        if slot["value"] is None:
            return f"PARK circle {pid} holds no number."
        if slot["used"]:
            return f"The number in {pid} was already moved out."
        code = move.get("section")
        if not isinstance(code, str) or code not in d.sections:
            return "Unknown section: use one of " + ", ".join(d.section_codes) + "."
        if all(dr.circles[c] is not None for c in d.sections[code].circles):
            return f"Section {code} has no empty circle."
        return None
    if kind == "lose":
        problem = _dice_problem(dr, move.get("dice"))
        if problem:
            return problem
        if dr.placeable():
            return "A value may only be lost when no section or PARK circle is empty."
        return None
    if kind == "lose_extra":
        if dr.extras < 1:
            return "You have no extra value to give up."
        if dr.placeable():
            return "An extra value may only be lost when no section or PARK circle is empty."
        return None
    if kind == "undo":
        if not dr.actions:
            return "There is nothing to undo this round."
        return None
    # confirm
    if not dr.all_used():
        left = " and ".join(d.dice_names[i] for i in dr.unused_dice())
        return f"Use all five dice before confirming: {left} still unused."
    return None


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    problem = _seat_problem(state, seat)
    if problem:
        return problem
    if not isinstance(move, dict):
        return "A move must be an object with a type."
    if state["phase"] == "conditions":
        return _condition_problem_of_move(state, seat, move)
    return _number_move_problem(state, draft_of(state, seat), move)


def _canonical(move: Move) -> Move:
    """The stored form of a legal move: only the keys its type uses, dice sorted."""
    kind = move["type"]
    if kind == "condition":
        out: Move = {"type": kind, "condition": move["condition"], "section": move["section"]}
        if move.get("block") is not None:
            out["block"] = move["block"]
        return out
    if kind == "place":
        return {"type": kind, "dice": sorted(move["dice"]), "target": move["target"]}
    if kind == "extra":
        return {"type": kind, "die": move["die"], "target": move["target"]}
    if kind == "unpark":
        return {"type": kind, "park": move["park"], "section": move["section"]}
    if kind == "lose":
        return {"type": kind, "dice": sorted(move["dice"])}
    return {"type": kind}


# --------------------------------------------------------------------------- warnings


def _move_value_and_circle(dr: Draft, move: Mapping[str, Any]) -> tuple[int, str] | None:
    """The value a place/extra/unpark move writes and the section circle it fills."""
    kind = move.get("type")
    if kind == "place":
        value, target = sum(dr.dice[i] for i in move["dice"]), move["target"]
    elif kind == "extra":
        value, target = dr.dice[move["die"]], move["target"]
    elif kind == "unpark":
        value = dr.park[_park_index(move["park"])]["value"]
        target = next(c for c in load().sections[move["section"]].circles if dr.circles[c] is None)
    else:
        return None
    if _park_index(target) is not None:
        return None
    return value, target


def warnings(state: State, seat: int, move: Move) -> list[str]:
    """The conditions a legal place/extra/unpark move would break or make impossible to
    satisfy (in either section of an overlap circle). Empty for other or illegal moves,
    and for sections already beyond saving."""
    if validate(state, seat, move) is not None:
        return []
    dr = draft_of(state, seat)
    found = _move_value_and_circle(dr, move)
    if found is None:
        return []
    value, cid = found
    d = load()
    conds = state["seats"][seat]["conditions"]
    out = []
    for code in d.circle_sections[cid]:
        name = conds[code]
        if name is None:
            continue
        ids = d.sections[code].circles
        numbers = [dr.circles[c] for c in ids if dr.circles[c] is not None]
        empty = len(ids) - len(numbers)
        if not can_still_pass(name, numbers, empty):
            continue
        message = break_message(name, code, value, [*numbers, value], empty - 1)
        if message:
            out.append(message)
    return out


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Play one move; returns a new state (the input is untouched) and the events."""
    problem = validate(state, seat, move)
    if problem:
        raise IllegalMove(problem)
    move = _canonical(move)
    new = dict(state)
    seats = list(state["seats"])
    new["seats"] = seats
    entry = dict(seats[seat])
    seats[seat] = entry
    kind = move["type"]
    if kind in CONDITION_MOVES:
        return new, _conditions_step(new, seat, entry, move)
    if kind == "undo":
        entry["draft"] = list(entry["draft"][:-1])
        return new, [{"type": "action", "seat": seat}]
    if kind != "confirm":
        entry["draft"] = [*entry["draft"], move]
        return new, [{"type": "action", "seat": seat}]
    entry["done"] = True
    events: list[Event] = [{"type": "seat_done", "seat": seat}]
    if all(s["done"] for s in seats):
        events.extend(_end_round(new))
    return new, events


def _conditions_step(new: State, seat: int, entry: dict, move: Move) -> list[Event]:
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


def _end_round(new: State) -> list[Event]:
    """Commit every draft, hand out section bonuses, then end the game or roll the next
    round. Mutates `new`, a fresh shallow copy made by the caller."""
    d = load()
    claimed = new["first_claimed"]
    committed = []
    completed: dict[str, list[int]] = {}
    for seat, entry in enumerate(new["seats"]):
        sheet = _sheet_with(entry, draft_of(new, seat), claimed)
        for code in newly_completed(entry, sheet):
            completed.setdefault(code, []).append(seat)
        sheet["draft"] = []
        sheet["done"] = False
        committed.append(sheet)
    new["seats"] = committed
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


@cache
def _subsets(n: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every non-empty subset of n dice as (bitmask, indices), fewest dice first."""
    subs = [(m, tuple(i for i in range(n) if m >> i & 1)) for m in range(1, 1 << n)]
    subs.sort(key=lambda s: (len(s[1]), s[1]))
    return tuple(subs)


def _condition_moves(state: State, seat: int) -> list[Move]:
    moves: list[Move] = []
    entry = state["seats"][seat]
    sections = open_sections(entry)
    solo = state["players"] == 1
    for name in available_conditions(state, seat):
        blocks: list[str | None] = [None]
        if solo:
            blocks = list(block_options(state, name)) or [None]
        for code in sections:
            for block in blocks:
                move: Move = {"type": "condition", "condition": name, "section": code}
                if block is not None:
                    move["block"] = block
                moves.append(move)
    moves.append({"type": "skip"})
    return moves


def _number_moves(dr: Draft) -> list[Move]:
    d = load()
    moves: list[Move] = []
    used_mask = sum(1 << i for i, u in enumerate(dr.used) if u)
    free_subsets = [list(s) for m, s in _subsets(len(dr.dice)) if not m & used_mask]
    targets = dr.empty_targets()
    if targets:
        for dice in free_subsets:
            for t in targets:
                moves.append({"type": "place", "dice": list(dice), "target": t})
        if dr.extras > 0:
            for i in range(len(dr.dice)):
                for t in targets:
                    moves.append({"type": "extra", "die": i, "target": t})
        open_codes = [
            code
            for code in d.section_codes
            if any(dr.circles[c] is None for c in d.sections[code].circles)
        ]
        for pid, slot in zip(d.park_ids, dr.park, strict=True):
            if slot["value"] is not None and not slot["used"]:
                for code in open_codes:
                    moves.append({"type": "unpark", "park": pid, "section": code})
    else:
        moves.extend({"type": "lose", "dice": dice} for dice in free_subsets)
        if dr.extras > 0:
            moves.append({"type": "lose_extra"})
    if dr.actions:
        moves.append({"type": "undo"})
    if dr.all_used():
        moves.append({"type": "confirm"})
    return moves


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` now (undo and confirm included when allowed)."""
    if _seat_problem(state, seat):
        return []
    if state["phase"] == "conditions":
        return _condition_moves(state, seat)
    return _number_moves(draft_of(state, seat))


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
    for key in sorted(d.sum_rows):
        row = d.sum_rows[key]
        mine = sheet["sum"][key]
        pts = _sum_points(key, mine, [o["sum"][key] for o in others], solo)
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


def _brief(sc: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "sections": dict(sc["sections"]),
        "sum": sc["sum"],
        "park": sc["park"],
        "total": sc["total"],
    }


# --------------------------------------------------------------------------- views


def _public_sheet(sheet: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "circles": dict(sheet["circles"]),
        "conditions": dict(sheet["conditions"]),
        "taken": list(sheet["taken"]),
        "bonuses": {code: dict(b) for code, b in sheet["bonuses"].items()},
        "park": [dict(p) for p in sheet["park"]],
        "sum": dict(sheet["sum"]),
    }


def _copy_move(move: Mapping[str, Any]) -> Move:
    out = dict(move)
    if "dice" in out:
        out["dice"] = list(out["dice"])
    return out


def view(state: State, seat: int | None) -> View:
    """What `seat` may see (None: a spectator). Only the viewer's own seat shows its
    draft; every other seat shows committed data."""
    d = load()
    seated = _is_int(seat) and 0 <= seat < len(state["seats"])
    sheets: list[dict[str, Any]] = []
    dr: Draft | None = None
    for k, entry in enumerate(state["seats"]):
        if seated and k == seat and state["phase"] == "numbers":
            dr = draft_of(state, k)
            sheets.append(_public_sheet(_sheet_with(entry, dr, state["first_claimed"])))
        else:
            sheets.append(_public_sheet(entry))
    briefs = [_brief(sc) for sc in _scores_of(sheets, state["players"] == 1)]
    seats = []
    for k, sheet in enumerate(sheets):
        seats.append(
            {
                "seat": k,
                **sheet,
                "bold": list(d.bold),
                "done": bool(state["seats"][k]["done"]),
                "score": briefs[k],
            }
        )
    me = None
    if seated:
        entry = state["seats"][seat]
        if dr is None:
            dr = draft_of(state, seat)
        numbers = state["phase"] == "numbers" and not entry["done"]
        avail = available_conditions(state, seat)
        solo_turn = state["players"] == 1 and bool(avail)
        blocks: list[str] = []
        if solo_turn:
            union = {b for name in avail for b in block_options(state, name)}
            blocks = [n for n in d.condition_names if n in union]
        me = {
            "seat": seat,
            "dice_used": list(dr.used),
            "extras": dr.extras,
            "actions": [_copy_move(a) for a in dr.actions],
            "can_confirm": numbers and dr.all_used(),
            "can_undo": numbers and bool(dr.actions),
            "available_conditions": avail,
            "open_sections": open_sections(entry),
            "must_block": solo_turn and bool(blocks),
            "block_options": blocks,
            "placeable": dr.placeable(),
        }
    return {
        "game": GAME,
        "round": state["round"],
        "phase": state["phase"],
        "over": bool(state["over"]),
        "players": state["players"],
        "start_player": state["start_player"],
        "turn": state["turn"] if state["phase"] == "conditions" else None,
        "roll": current_roll(state),
        "dice": list(d.dice_names),
        "common": dict(state["common"]),
        "first_claimed": dict(state["first_claimed"]),
        "seats": seats,
        "me": me,
    }


def record(state: State) -> dict[str, Any]:
    """The exportable game record (committed data only)."""
    d = load()
    final = scores(state)
    seats = []
    for k, entry in enumerate(state["seats"]):
        sc = final[k]
        seats.append(
            {
                "seat": k,
                "circles": dict(entry["circles"]),
                "conditions": dict(entry["conditions"]),
                "bonuses": {code: dict(b) for code, b in entry["bonuses"].items()},
                "park": [dict(p) for p in entry["park"]],
                "sum": dict(entry["sum"]),
                "score": _brief(sc),
                "rank": sc["rank"],
            }
        )
    return {
        "game": GAME,
        "seed": state["seed"],
        "players": state["players"],
        "rounds": state["round"] if state["over"] else state["round"] - 1,
        "layout": {code: list(d.sections[code].circles) for code in d.section_codes},
        "bold": list(d.bold),
        "setup_roll": list(state["setup_roll"]),
        "seats": seats,
        "winners": [sc["seat"] for sc in final if sc["rank"] == 1],
        "rolls": [list(r) for r in state["rolls"]],
    }


# --------------------------------------------------------------------------- players


@cache
def _ai_available() -> bool:
    return importlib.util.find_spec("games.venn.ai") is not None


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
    """The AI's next move for `seat` (games.venn.ai when present, else simple_move)."""
    if _ai_available():
        ai = importlib.import_module("games.venn.ai")
        return ai.choose(state, seat, level)
    return simple_move(state, seat)


def random_move(state: State, seat: int, rng: Rng) -> Move:
    """A uniformly random legal move other than undo; confirms as soon as it may."""
    moves = [m for m in legal_moves(state, seat) if m["type"] != "undo"]
    if not moves:
        raise IllegalMove("This seat has no move to make.")
    if moves[-1]["type"] == "confirm":
        return moves[-1]
    return rng.choice(moves)


def play_out(
    state: State,
    policies: Sequence[str],
    rng: Rng | None = None,
    log: list[tuple[int, Move]] | None = None,
) -> State:
    """Play to the end with the named players ("ai", "random"...); see games.base.play_out."""
    return base.play_out(sys.modules[__name__], state, policies, rng, log)


# --------------------------------------------------------------------------- engine


ENGINE = ModuleEngine(__name__, name=GAME, title="VENN", seats=SeatLimits(1, 6))

__all__ = [
    "ENGINE",
    "Draft",
    "ai_move",
    "apply",
    "available_conditions",
    "block_options",
    "can_still_pass",
    "condition_problem",
    "current_roll",
    "draft_of",
    "effective",
    "is_over",
    "legal_moves",
    "new_game",
    "newly_completed",
    "open_sections",
    "passes",
    "play_out",
    "random_move",
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
