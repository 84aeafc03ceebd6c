"""Which moves are legal: every refusal names the rule in a player's words; the
warnings a panel shows; and every legal move of a seat."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from games.base import Move, State, is_int
from games.venn.conditions import (
    break_message,
    can_still_pass,
)
from games.venn.data import load
from games.venn.reasons import Why
from games.venn.sheet import (
    CONDITION_MOVES,
    NAME,
    NUMBER_MOVES,
    Draft,
    _park_index,
    available_conditions,
    block_options,
    draft_of,
    open_sections,
)

# --------------------------------------------------------------------------- validation


def _die_label(i: int) -> Why:
    return Why("die-label", index=i, name=load().dice_names[i])


def _seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != NAME:
        return Why("not-venn")
    if state["over"]:
        return Why("over")
    if not is_int(seat) or not 0 <= seat < len(state["seats"]):
        return Why("no-seat")
    if state["phase"] == "conditions":
        if state["turn"] != seat:
            return Why("not-your-turn", seat=state["turn"])
    elif state["seats"][seat]["done"]:
        return Why("confirmed")
    return None


def _condition_problem_of_move(state: State, seat: int, move: Mapping[str, Any]) -> str | None:
    d = load()
    kind = move.get("type")
    if kind not in CONDITION_MOVES:
        if kind in NUMBER_MOVES:
            return Why("conditions-phase")
        return Why("unknown-conditions-move")
    if kind == "skip":
        return None
    entry = state["seats"][seat]
    name = move.get("condition")
    if not isinstance(name, str) or name not in d.conditions:
        return Why("unknown-condition")
    if state["common"][name] <= 0:
        return Why("no-copy", name=name)
    if name in entry["taken"]:
        return Why("taken-already", name=name)
    code = move.get("section")
    if not isinstance(code, str) or code not in d.sections:
        return Why("unknown-section", codes=", ".join(d.section_codes))
    if entry["conditions"][code] is not None:
        return Why("section-has", code=code, name=entry["conditions"][code])
    block = move.get("block")
    if state["players"] == 1:
        options = block_options(state, name)
        if options:
            if block is None:
                return Why("solo-block-needed", options=tuple(options), name=name)
            if block not in options:
                mult = d.conditions[name].multiplier
                return Why("solo-block-wrong", mult=mult, options=tuple(options))
        elif block is not None:
            return Why("solo-no-block", name=name)
    elif block is not None:
        return Why("block-not-solo")
    return None


def _target_problem(dr: Draft, target: Any) -> str | None:
    d = load()
    if not isinstance(target, str):
        return Why("target-type")
    p = _park_index(target)
    if p is not None:
        slot = dr.park[p]
        if slot["value"] is not None:
            if slot["used"]:
                return Why("park-used", target=target)
            return Why("park-filled", target=target)
        return None
    if target not in d.circle_sections:
        return Why("no-circle", target=repr(target))
    if dr.circles[target] is not None:
        return Why("circle-filled", target=target)
    return None


def _dice_problem(dr: Draft, dice: Any) -> str | None:
    n = len(dr.dice)
    if not isinstance(dice, list) or not dice:
        return Why("dice-list")
    if len(dice) > n:
        return Why("dice-too-many", count=n)
    for i in dice:
        if not is_int(i) or not 0 <= i < n:
            return Why("die-index", top=n - 1)
    if len(set(dice)) != len(dice):
        return Why("die-twice")
    for i in dice:
        if dr.used[i]:
            return Why("die-used", die=_die_label(i))
    return None


def _number_move_problem(state: State, dr: Draft, move: Mapping[str, Any]) -> str | None:
    d = load()
    kind = move.get("type")
    if kind not in NUMBER_MOVES:
        if kind in CONDITION_MOVES:
            return Why("numbers-phase")
        return Why("unknown-numbers-move")
    if kind == "place":
        return _dice_problem(dr, move.get("dice")) or _target_problem(dr, move.get("target"))
    if kind == "extra":
        if dr.extras < 1:
            return Why("no-extra")
        i = move.get("die")
        if not is_int(i) or not 0 <= i < len(dr.dice):
            return Why("extra-die", top=len(dr.dice) - 1)
        return _target_problem(dr, move.get("target"))
    if kind == "unpark":
        pid = move.get("park")
        p = _park_index(pid)
        if p is None:
            return Why("park-name")
        slot = dr.park[p]
        if slot["value"] is None:
            return Why("park-empty", park=pid)
        if slot["used"]:
            return Why("park-moved", park=pid)
        code = move.get("section")
        if not isinstance(code, str) or code not in d.sections:
            return Why("unknown-section", codes=", ".join(d.section_codes))
        if all(dr.circles[c] is not None for c in d.sections[code].circles):
            return Why("section-full", code=code)
        return None
    if kind == "lose":
        problem = _dice_problem(dr, move.get("dice"))
        if problem:
            return problem
        if dr.placeable():
            return Why("lose-too-soon", empty=_still_empty(dr))
        return None
    if kind == "lose_extra":
        if dr.extras < 1:
            return Why("no-extra-to-lose")
        if dr.placeable():
            return Why("lose-extra-too-soon", empty=_still_empty(dr))
        return None
    if kind == "undo":
        if not dr.actions:
            return Why("nothing-to-undo")
        return None
    # confirm
    if not dr.all_used():
        left = " and ".join(d.dice_names[i] for i in dr.unused_dice())
        return Why("unused-dice", left=left, dice=tuple(d.dice_names[i] for i in dr.unused_dice()))
    return None


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    problem = _seat_problem(state, seat)
    if problem:
        return problem
    if not isinstance(move, dict):
        return Why("not-object")
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
        index = _park_index(move["park"])
        assert index is not None  # validated: a PARK circle
        value = dr.park[index]["value"]
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
        numbers = [n for n in (dr.circles[c] for c in ids) if n is not None]
        empty = len(ids) - len(numbers)
        if not can_still_pass(name, numbers, empty):
            continue
        message = break_message(name, code, value, [*numbers, value], empty - 1)
        if message:
            out.append(message)
    return out


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


def _still_empty(dr: Draft) -> Why:
    """Which circles are still empty, named as the sheet and the notation name them."""
    empty = dr.empty_places()
    shown = ", ".join(empty[:6])
    if len(empty) > 6:
        return Why("still-empty-more", shown=shown, more=len(empty) - 6)
    return Why("still-empty-one" if len(empty) == 1 else "still-empty", shown=shown)
