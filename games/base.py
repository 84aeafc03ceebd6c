"""The engine contract every game follows.

State, moves, views and events are plain JSON-compatible values (dicts, lists, str, int,
bool, None), so they store in SQLite and replay without loss. `apply` never mutates its
input. A game module exposes an `ENGINE` object satisfying `Engine`.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Protocol

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
