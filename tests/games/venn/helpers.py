"""Shared builders for the VENN engine tests."""

from __future__ import annotations

from typing import Any

from games.base import State
from games.venn import engine as E
from games.venn.data import load


def numbers_state(
    players: int = 1,
    roll: list[int] | None = None,
    seed: int = 11,
) -> State:
    """A game in round 1's numbers phase (everyone skipped conditions), with a fixed roll."""
    state = E.new_game(players, {}, seed)
    for seat in range(players):
        state, _ = E.apply(state, (state["start_player"] + seat) % players, SKIP)
    assert state["phase"] == "numbers"
    if roll is not None:
        set_roll(state, roll)
    return state


def set_roll(state: State, roll: list[int]) -> None:
    state["rolls"] = [*state["rolls"][:-1], list(roll)]


def set_circles(state: State, seat: int, values: dict[str, int | None]) -> None:
    """Write committed numbers into a seat's sheet (test setup only)."""
    entry = dict(state["seats"][seat])
    circles = dict(entry["circles"])
    circles.update(values)
    entry["circles"] = circles
    seats = list(state["seats"])
    seats[seat] = entry
    state["seats"] = seats


def fill_all_but(state: State, seat: int, keep_empty: list[str], value: int = 1) -> None:
    """Fill every empty section circle of a seat except `keep_empty`."""
    circles = state["seats"][seat]["circles"]
    set_circles(
        state,
        seat,
        {cid: value for cid, v in circles.items() if v is None and cid not in keep_empty},
    )


def set_condition(state: State, seat: int, code: str, name: str) -> None:
    entry = dict(state["seats"][seat])
    entry["conditions"] = {**entry["conditions"], code: name}
    entry["taken"] = [*entry["taken"], name]
    seats = list(state["seats"])
    seats[seat] = entry
    state["seats"] = seats


def set_park(state: State, seat: int, park: list[dict[str, Any]]) -> None:
    entry = dict(state["seats"][seat])
    entry["park"] = [dict(p) for p in park]
    seats = list(state["seats"])
    seats[seat] = entry
    state["seats"] = seats


def play(state: State, seat: int, *moves: dict[str, Any]) -> State:
    for move in moves:
        state, _ = E.apply(state, seat, move)
    return state


def circles_of(code: str) -> tuple[str, ...]:
    return load().sections[code].circles


def place(dice: list[int], target: str) -> dict[str, Any]:
    return {"type": "place", "dice": list(dice), "target": target}


def extra(die: int, target: str) -> dict[str, Any]:
    return {"type": "extra", "die": die, "target": target}


def unpark(park: str, section: str) -> dict[str, Any]:
    return {"type": "unpark", "park": park, "section": section}


def condition(name: str, section: str, block: str | None = None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "condition", "condition": name, "section": section}
    if block is not None:
        move["block"] = block
    return move


def empty_park() -> list[dict[str, Any]]:
    return [{"value": None, "used": False} for _ in range(8)]


SKIP = {"type": "skip"}
CONFIRM = {"type": "confirm"}
UNDO = {"type": "undo"}
