"""The one list of games. The bot (gameuis/<name>), `python -m bot simulate`, the rules
pages (data/rules/<name>.json), the benchmark and the contract tests all read it; a new
game that becomes playable is one word in `PLAYABLE`."""

from __future__ import annotations

import importlib
from functools import cache

from games.base import Game

# Every game, in the order players see them; each has its rules page.
CATALOGUE: tuple[str, ...] = ("venn", "classic", "vvv", "abstract", "venice")
# The games the bot plays (each with games/<name>/, gameuis/<name>, rendering/<name>/).
PLAYABLE: frozenset[str] = frozenset({"venn", "classic", "vvv", "abstract", "venice"})
NAMES: tuple[str, ...] = tuple(name for name in CATALOGUE if name in PLAYABLE)


@cache
def get(name: str) -> Game:
    """The game called `name` (its package's `GAME`); KeyError names the games there are."""
    if name not in NAMES:
        raise KeyError(f"No game {name!r}; there are {', '.join(NAMES)}.")
    game: Game = importlib.import_module(f"games.{name}").GAME
    if game.name != name:
        raise ValueError(f"games.{name} declares a game called {game.name!r}")
    return game


def games() -> dict[str, Game]:
    """Every registered game by name, in the registry's order."""
    return {name: get(name) for name in NAMES}
