"""Views from real, seeded games of Abstract, for tests, palettes and the benchmark."""

from __future__ import annotations

from games.abstract import GAME
from games.abstract.views import AbstractView
from games.base import State


def sample_state(players: int = 1, round_no: int = 7, seed: int = 1, moves: int = 2) -> State:
    """A game played by the AI to round `round_no`, then `moves` moves into that round by
    every seat still playing (seat 0 first); `round_no` past the last round plays the
    game to its end."""
    state = GAME.new_game(players, {}, seed)
    while not GAME.is_over(state) and state["round"] < round_no:
        seat = GAME.waiting_for(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    for seat in range(players):
        for _ in range(moves):
            if seat not in GAME.waiting_for(state):
                break
            state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    return state


def sample_view(
    players: int = 1, round_no: int = 7, seed: int = 1, seat: int | None = 0, moves: int = 2
) -> AbstractView:
    """`view()` of `sample_state` for `seat` (None: the public view)."""
    view: AbstractView = GAME.view(sample_state(players, round_no, seed, moves), seat)
    return view
