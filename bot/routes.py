"""One route table for every click and form of a table.

A table control's custom id is `t:<table id>:<verb>[:<argument>...]`; a game's own controls
are `t:<table id>:g:<panel key>:<game verb>[:<argument>...]` and its forms
`t:<table id>:m:<panel key>:<form>` (see bot.gameui). The id is parsed once, here, into a
`Route`; the parts of the table manager register the verbs they answer in one `Routes`
table, and the game UIs receive the game's part already parsed (`GameAction`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.storage import TableRecord

CUSTOM_ID = re.compile(r"t:(?P<table>\d+):(?P<action>.+)")
# the verbs whose first argument is the panel key and the rest the game's own action
GAME_VERBS = ("g", "m")


@dataclass(frozen=True)
class GameAction:
    """A game's own part of a control (after the panel key): its verb and arguments, as the
    game's UI wrote them into the custom id."""

    verb: str
    args: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> GameAction:
        verb, *args = text.split(":")
        return cls(verb, tuple(args))

    @property
    def text(self) -> str:
        """The action as it stands in the custom id (for exact comparisons)."""
        return ":".join((self.verb, *self.args))


@dataclass(frozen=True)
class Route:
    """A parsed table control: the table, the verb and what follows it, and the values a
    select sent. For a game verb (`g`, `m`), `key` is the panel key and `game` the game's
    own action; either is None when the id stops short of it (a malformed id)."""

    table_id: int
    action: str  # everything after the table id, as sent (for the logs)
    verb: str
    args: tuple[str, ...] = ()
    values: tuple[str, ...] = ()

    @property
    def key(self) -> str | None:
        return self.args[0] if self.verb in GAME_VERBS and self.args else None

    @property
    def game(self) -> GameAction | None:
        if self.verb not in GAME_VERBS or len(self.args) < 2:
            return None
        return GameAction(self.args[1], self.args[2:])


def parse_route(custom_id: str, values: list[str] | tuple[str, ...] = ()) -> Route | None:
    """The route of a table control's custom id, or None when it is not one."""
    match = CUSTOM_ID.fullmatch(custom_id)
    if match is None:
        return None
    action = match["action"]
    verb, *args = action.split(":")
    return Route(int(match["table"]), action, verb, tuple(args), tuple(str(v) for v in values))


# a verb's handler: the click, the table it is at (read for it) and its route
TableHandler = Callable[[discord.Interaction, "TableRecord", Route], Awaitable[None]]
# a verb that reads what it needs itself (by the table id), outside the move path
OwnHandler = Callable[[discord.Interaction, Route], Awaitable[None]]
# what a verb does with a click at a table another worker looks after (bot.handover): True
# when it was dealt with there
ElsewhereHandler = Callable[[discord.Interaction, Route], Awaitable[bool]]


@dataclass(frozen=True)
class TableVerb:
    """A verb answered at a table read for it (from memory or storage)."""

    handler: TableHandler
    # the table must be in play: an ended table or one still in its lobby is refused first
    started: bool = False
    # a click at a table another worker looks after, before the table is read here
    elsewhere: ElsewhereHandler | None = None


@dataclass(frozen=True)
class OwnVerb:
    """A verb whose handler reads what it needs itself and answers its own failures (a
    crowd's "My rank and sheet" reads a finished table's kept scores)."""

    handler: OwnHandler


@dataclass
class Routes:
    """Each verb and what answers it; a verb registered `bare` answers only when nothing
    follows it (any other id with that verb is not one of its controls)."""

    _verbs: dict[str, TableVerb | OwnVerb] = field(default_factory=dict)
    _bare: set[str] = field(default_factory=set)

    def register(self, verb: str, entry: TableVerb | OwnVerb, *, bare: bool = False) -> None:
        if verb in self._verbs:
            raise ValueError(f"the verb {verb!r} is answered already")
        self._verbs[verb] = entry
        if bare:
            self._bare.add(verb)

    def find(self, route: Route) -> TableVerb | OwnVerb | None:
        if route.verb in self._bare and route.args:
            return None
        return self._verbs.get(route.verb)
