"""Shared builders for the Abstract engine tests."""

from __future__ import annotations

from typing import Any

from games.abstract import engine as E
from games.base import State


def grid(*rows: str) -> list[Any]:
    """A painting from 4 strings of 6 characters: '.' empty, 'X' an X mark, '1'-'6'."""
    assert len(rows) == 4 and all(len(r) == 6 for r in rows)
    out: list[Any] = []
    for row in rows:
        for ch in row:
            out.append(None if ch == "." else "X" if ch == "X" else int(ch))
    return out


def make_state(
    *,
    players: int = 1,
    goals: dict[str, int] | None = None,
    paintings: list[list[Any]] | None = None,
    roll: list[int] | None = None,
    tokens: dict[str, int] | None = None,
    stars: int = 0,
    round_no: int = 1,
    seed: int = 7,
) -> State:
    """A game built directly: fixed goals, committed paintings, the current roll, tokens."""
    state = E.new_game(players, {"goals": goals or {"A": 1, "B": 1, "C": 1}}, seed)
    seats = []
    for k, entry in enumerate(state["seats"]):
        entry = dict(entry)
        if paintings is not None:
            entry["painting"] = list(paintings[k])
        if tokens is not None:
            entry["tokens"] = dict(tokens)
        entry["stars"] = stars
        seats.append(entry)
    state["seats"] = seats
    if roll is not None:
        state["rolls"] = [*state["rolls"][:-1], list(roll)]
    if round_no != 1:
        state["round"] = round_no
        state["rolls"] = [list(state["rolls"][-1]) for _ in range(round_no)]
    return state


def play(state: State, seat: int, *moves: dict[str, Any]) -> State:
    for move in moves:
        state, _ = E.apply(state, seat, move)
    return state


def paint(loc: int, num: int, square: int, anywhere: bool = False) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "paint", "location": loc, "number": num, "square": square}
    if anywhere:
        move["anywhere"] = True
    return move


def bonus(die: int) -> dict[str, Any]:
    return {"type": "bonus", "die": die}


CONFIRM = {"type": "confirm"}
UNDO = {"type": "undo"}
