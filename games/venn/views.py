"""What each seat may see of a VENN game (the one view that keeps drafts private), and
the game record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from games.base import Move, State, is_int
from games.venn.data import load
from games.venn.scoring import Brief, _brief, _scores_of, scores
from games.venn.sheet import (
    NAME,
    Draft,
    _sheet_with,
    available_conditions,
    block_options,
    current_roll,
    draft_of,
    open_sections,
)

# --------------------------------------------------------------------------- types


class ParkCircle(TypedDict):
    value: int | None
    used: bool  # moved out to a section circle


class SeatView(TypedDict):
    seat: int
    circles: dict[str, int | None]  # circle id -> number written
    conditions: dict[str, str | None]  # section code -> condition written
    taken: list[str]  # conditions this seat took, in order
    bonuses: dict[str, dict[str, bool]]  # section code -> {"first", "different"}
    park: list[ParkCircle]
    sum: dict[str, int]  # SUM row ("3", "4", "5") -> boxes crossed
    bold: list[str]  # the three bold circles, filled at setup
    done: bool  # confirmed this round's numbers
    score: Brief
    sum_scoring: dict[str, bool]  # SUM row -> it scores now (leads, or solo: half full)


class Me(TypedDict):
    seat: int
    dice_used: list[bool]
    extras: int  # extra values from SUM boxes still to place
    actions: list[Move]  # this round's draft
    can_confirm: bool
    can_undo: bool
    available_conditions: list[str]
    open_sections: list[str]
    must_block: bool  # solo: a condition to cross off as well
    block_options: list[str]
    placeable: bool  # an empty circle (section or PARK) is left


class VennView(TypedDict):
    game: str
    round: int
    phase: str  # "conditions", "numbers" or "over"
    over: bool
    players: int
    start_player: int
    turn: int | None  # the seat choosing a condition
    roll: list[int]
    dice: list[str]
    common: dict[str, int]  # condition -> copies left on the common sheet
    first_claimed: dict[str, bool]  # section code -> its first bonus is gone
    seats: list[SeatView]
    # what each seat wrote in the last closed round ({"value", "at"}: a circle or "P1"..),
    # public once the round is committed; empty before the first round closes
    last_round: list[list[dict[str, Any]]]
    me: Me | None


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


def view(state: State, seat: int | None) -> VennView:
    """What `seat` may see (None: a spectator). Only the viewer's own seat shows its
    draft; every other seat shows committed data."""
    d = load()
    seated = is_int(seat) and 0 <= seat < len(state["seats"])
    me_seat = seat if seated and seat is not None else -1
    solo = state["players"] == 1
    sheets: list[dict[str, Any]] = [_public_sheet(entry) for entry in state["seats"]]
    # other seats' scores come from committed sheets only (SUM majorities compare seats,
    # so the viewer's draft must not move what it sees of the others)
    full = _scores_of(sheets, solo)
    dr: Draft | None = None
    if seated and state["phase"] == "numbers":
        dr = draft_of(state, me_seat)
        entry = state["seats"][me_seat]
        sheets[me_seat] = _public_sheet(_sheet_with(entry, dr, state["first_claimed"]))
        full[me_seat] = _scores_of(sheets, solo)[me_seat]
    seats: list[SeatView] = []
    for k, sheet in enumerate(sheets):
        seats.append(
            {
                "seat": k,
                "circles": sheet["circles"],
                "conditions": sheet["conditions"],
                "taken": sheet["taken"],
                "bonuses": sheet["bonuses"],
                "park": sheet["park"],
                "sum": sheet["sum"],
                "bold": list(d.bold),
                "done": bool(state["seats"][k]["done"]),
                "score": _brief(full[k]),
                "sum_scoring": {key: pts > 0 for key, pts in full[k]["sum_rows"].items()},
            }
        )
    me: Me | None = None
    if seated:
        entry = state["seats"][me_seat]
        if dr is None:
            dr = draft_of(state, me_seat)
        numbers = state["phase"] == "numbers" and not entry["done"]
        avail = available_conditions(state, me_seat)
        solo_turn = state["players"] == 1 and bool(avail)
        blocks: list[str] = []
        if solo_turn:
            union = {b for name in avail for b in block_options(state, name)}
            blocks = [n for n in d.condition_names if n in union]
        me = {
            "seat": me_seat,
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
        "game": NAME,
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
        "last_round": [list(p) for p in state.get("last_round", [])],
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
        "game": NAME,
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
