"""Venn Classic views for tests, the palette and the benchmark, from real seeded play: the
AI plays every seat, so every card, bid and turn is the engine's own."""

from __future__ import annotations

import copy
from functools import lru_cache

from games.base import State
from games.classic import GAME
from games.classic.views import ClassicView
from games.rng import seed_from

PHASES = ("call", "place", "bid", "challenge", "recover", "discard", "over")


def _reached(state: State, phase: str) -> bool:
    if phase == "over":
        return bool(state["over"])
    if state["phase"] != phase or state["round"] < 2:
        return False
    if phase == "challenge":
        return len(state["turned"]) >= 1  # part-way: something is turned over
    if phase == "bid":
        return len(state["actions"]) >= 3  # a bidding history to show
    return True


@lru_cache(maxsize=64)
def _view(players: int, seed: int, phase: str) -> ClassicView:
    for attempt in range(50):
        game_seed = seed_from("classic-sample", players, seed, attempt)
        state = GAME.new_game(players, {}, game_seed)
        while not _reached(state, phase) and not GAME.is_over(state):
            who = GAME.waiting_for(state)[0]
            state, _ = GAME.apply(state, who, GAME.ai_move(state, who))
        if _reached(state, phase):
            view: ClassicView = GAME.view(state, 0)
            return view
    raise ValueError(f"no seeded game reached the {phase} phase")


def sample_view(players: int = 5, seed: int = 1, phase: str = "challenge") -> ClassicView:
    """Seat 0's view of a seeded AI game stopped in `phase` (from round 2 on, with turned
    cards in a challenge and a few bids in bidding); the same for the same arguments."""
    players = max(2, min(8, players))
    phase = phase if phase in PHASES else "challenge"
    return copy.deepcopy(_view(players, seed, phase))


def public_view(view: ClassicView) -> ClassicView:
    """A copy of `view` without its private part (what a channel may see)."""
    return {**view, "me": None}
