"""Views for tests and the benchmark, from seeded real play (the AI in every seat)."""

from __future__ import annotations

from games.base import State
from games.venice import GAME
from games.venice.views import VeniceView


def states(seed: int = 1) -> list[State]:
    """Every state of one whole AI game, in order."""
    state = GAME.new_game(3, {}, seed)
    out = [state]
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat))
        out.append(state)
    return out


def sample_view(seed: int = 1, step: int = 20) -> VeniceView:
    """The public view `step` moves into a seeded AI game (the last one if it ends sooner)."""
    played = states(seed)
    view: VeniceView = GAME.view(played[min(step, len(played) - 1)], None)
    return view
