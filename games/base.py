"""The engine contract every game follows.

State, moves, views and events are plain JSON-compatible values (dicts, lists, str, int,
bool, None), so they store in SQLite and replay without loss. `apply` never mutates its
input. A game module exposes an `ENGINE` object satisfying `Engine`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from games.rng import Rng, seed_from

State = dict[str, Any]
Move = dict[str, Any]
Event = dict[str, Any]
View = dict[str, Any]


class IllegalMove(ValueError):
    """Raised by `apply` for a move `validate` rejects; the message names the rule."""


@dataclass(frozen=True)
class SeatLimits:
    min: int
    max: int


class Engine(Protocol):
    name: str  # machine name, e.g. "abstract"
    title: str  # shown to players, e.g. "Abstract"
    seats: SeatLimits

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> State: ...

    def validate(self, state: State, seat: int, move: Move) -> str | None:
        """None when legal, else a short sentence naming the rule the move breaks."""

    def apply(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]: ...

    def view(self, state: State, seat: int | None) -> View: ...

    def waiting_for(self, state: State) -> list[int]: ...

    def is_over(self, state: State) -> bool: ...

    def scores(self, state: State) -> list[dict[str, Any]]: ...

    def ai_move(self, state: State, seat: int, level: int = 1) -> Move: ...

    def record(self, state: State) -> dict[str, Any]:
        """The game record exported by `python -m bot simulate` and the export button."""


class ModuleEngine:
    """An `Engine` whose rules are the functions of one module (new_game, validate, apply,
    view, waiting_for, is_over, scores, ai_move, record, and any extras such as
    legal_moves): a game is data plus pure functions, and this names it for the table
    manager without a class that only forwards calls."""

    def __init__(self, module: str, *, name: str, title: str, seats: SeatLimits) -> None:
        self.name, self.title, self.seats = name, title, seats
        self._module = module

    def __getattr__(self, attr: str) -> Any:
        try:
            return getattr(sys.modules[self._module], attr)
        except AttributeError:
            raise AttributeError(f"{self.title} has no {attr!r}") from None


def play_out(
    rules: ModuleType,
    state: State,
    policies: Sequence[str],
    rng: Rng | None = None,
    log: list[tuple[int, Move]] | None = None,
) -> State:
    """Play a game to its end with the players `policies` names, seat by seat: "ai" asks
    `rules.ai_move`, "random" `rules.random_move` (drawing from `rng`, by default seeded
    from the game's seed), "simple" `rules.simple_move`. The first seat still to act always
    moves next, so a simultaneous phase is played one whole seat at a time. Each
    (seat, move) goes to `log` when one is given."""
    if len(policies) != len(state["seats"]):
        raise ValueError("Give one policy per seat.")
    if rng is None:
        rng = Rng(seed_from(f"{state['game']}-random", state["seed"]))
    players = {
        "ai": lambda s, seat: rules.ai_move(s, seat),
        "random": lambda s, seat: rules.random_move(s, seat, rng),
        "simple": lambda s, seat: rules.simple_move(s, seat),
    }
    while not rules.is_over(state):
        seat = rules.waiting_for(state)[0]
        if policies[seat] not in players or not hasattr(rules, f"{policies[seat]}_move"):
            raise ValueError(f"Unknown policy {policies[seat]!r}.")
        move = players[policies[seat]](state, seat)
        state, _ = rules.apply(state, seat, move)
        if log is not None:
            log.append((seat, move))
    return state
