"""A seat's sheet: what its sections hold, and the draft of its numbers this round
(the committed sheet with the round's moves replayed on top)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.base import Move, State
from games.venn.data import load

NAME = "venn"
CONDITION_MOVES = ("condition", "skip")
NUMBER_MOVES = ("place", "extra", "unpark", "lose", "lose_extra", "undo", "confirm")

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
        return bool(self.empty_places())

    def empty_places(self) -> list[str]:
        """The empty section circles, then the empty PARK circles ("P1"...), by name."""
        out = [c for c, v in self.circles.items() if v is None]
        return out + [f"P{i + 1}" for i, p in enumerate(self.park) if p["value"] is None]

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
        index = _park_index(move["park"])
        assert index is not None  # validated: a PARK circle
        slot = dr.park[index]
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


def _sheet_with(entry: Mapping[str, Any], dr: Draft, claimed: Mapping[str, bool]) -> dict[str, Any]:
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
