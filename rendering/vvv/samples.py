"""Views from real seeded play, for tests and the benchmark: states of one AI game."""

from __future__ import annotations

from functools import cache

from games.base import Move, State, play_out
from games.vvv import GAME, engine


@cache
def states(seed: int = 3) -> tuple[State, ...]:
    """The start, a position waiting for a circle, a late dot turn and the end of one game
    of two AI seats."""
    log: list[tuple[int, Move]] = []
    start = GAME.new_game(2, {}, seed)
    end = play_out(GAME, start, ["ai", "ai"], log=log)
    state, circle, late = start, None, None
    for seat, move in log:
        state, _ = GAME.apply(state, seat, move)
        if engine.stage_of(state) == "circle" and circle is None and len(state["circles"]) >= 5:
            circle = state
        if engine.stage_of(state) == "dot" and state["locks"] and not state["over"]:
            late = state
    assert circle is not None and late is not None
    return (start, circle, late, end)
