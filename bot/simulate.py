"""Whole games played by AI seats, for `python -m bot simulate` and the benchmark."""

from __future__ import annotations

from typing import Any

from games.base import Game, State


def game_named(name: str) -> Game:
    """The registered game `name`."""
    from games import registry

    return registry.get(name)


def play_ai_game(
    game: Game, players: int, seed: int, options: dict[str, Any] | None = None
) -> State:
    state = game.new_game(players, options or {}, seed)
    while True:
        flow = game.flow(state)  # once a move: a big table's flow lists every seat
        if flow.over:
            return state
        seat = flow.active[0]
        state, _ = game.apply(state, seat, game.ai_move(state, seat))


def simulate_game(name: str, players: int, seed: int) -> dict[str, Any]:
    game = game_named(name)
    if not game.seats.min <= players <= game.seats.max:
        raise ValueError(f"{game.title} takes {game.seats.min}-{game.seats.max} players")
    return game.record(play_ai_game(game, players, seed))
