"""Whole games played by AI seats, for `python -m bot simulate` and the benchmark."""

from __future__ import annotations

from typing import Any

from games.base import Engine


def _engines() -> dict[str, Engine]:
    from games.abstract import ENGINE as ABSTRACT
    from games.classic import ENGINE as CLASSIC
    from games.venn import ENGINE as VENN

    return {"abstract": ABSTRACT, "venn": VENN, "classic": CLASSIC}


SIMULATORS = ("abstract", "venn", "classic")


def play_ai_game(engine: Engine, players: int, seed: int, options: dict | None = None) -> dict:
    state = engine.new_game(players, options or {}, seed)
    while not engine.is_over(state):
        seat = engine.waiting_for(state)[0]
        state, _ = engine.apply(state, seat, engine.ai_move(state, seat))
    return state


def simulate_game(game: str, players: int, seed: int) -> dict[str, Any]:
    engine = _engines()[game]
    if not engine.seats.min <= players <= engine.seats.max:
        raise ValueError(f"{engine.title} takes {engine.seats.min}-{engine.seats.max} players")
    return engine.record(play_ai_game(engine, players, seed))
