"""VENN views for tests, the palette and the benchmark, from real seeded play: the AI
plays every seat, so every number, condition, bonus and score is the engine's own."""

from __future__ import annotations

import copy
from functools import lru_cache

from games.base import State
from games.venn import GAME
from games.venn.views import VennView


def _filled(state: State, seat: int) -> float:
    circles = state["seats"][seat]["circles"]
    return sum(v is not None for v in circles.values()) / len(circles)


@lru_cache(maxsize=32)
def _view(players: int, seed: int, filled: float) -> VennView:
    state = GAME.new_game(players, {}, seed)
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        # stop part-way through a numbers phase, so the view shows a draft and used dice
        if state["phase"] == "numbers" and seat == 0 and _filled(state, 0) >= filled:
            draft = state["seats"][0]["draft"]
            if draft:
                break
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
    view: VennView = GAME.view(state, 0)
    return view


def sample_view(players: int = 2, seed: int = 1, filled: float = 0.6) -> VennView:
    """Seat 0's view of a seeded AI game, stopped in a numbers phase once seat 0 has
    filled at least `filled` of its circles (or at the end); the same for the same
    arguments."""
    return copy.deepcopy(_view(max(1, min(6, players)), seed, max(0.0, min(1.0, filled))))
