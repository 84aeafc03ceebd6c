"""Rematch: a finished table's players play again with one click each.

**Rematch** on the final message opens a new lobby in the same channel with the same seats
(AI seats included, in the same order) and the same turn clock; whoever pressed it hosts.
Every other person is asked to confirm with one click (**Join**); at the start, the seats
of people who did not confirm are left out. The people still asked are kept in the lobby's
options (`WAITING`), which the game's own options replace at the start.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.i18n import tr
from bot.languages import interaction_public_locale, private_locale
from bot.policy import policy_of
from bot.routes import Route, Routes, TableVerb
from bot.storage import FINISHED, SeatRecord, Storage, TableRecord

WAITING = "rematch_waiting"  # user ids asked to confirm their seat

# a private answer to a click (bot.delivery)
Tell = Callable[[discord.Interaction, str], Awaitable[None]]
# why the server refuses a table in the click's channel, or None (bot.server_settings)
PlayRefusal = Callable[[discord.Interaction], Awaitable["str | None"]]
# open a table in a channel with `create`, unless it has one already (bot.lobby `open_in`)
OpenIn = Callable[[discord.Interaction, int, Callable[[], Awaitable[None]]], Awaitable[None]]
# a new table (game, channel, options, clock), None when the channel was taken meanwhile
# (bot.lobby `new_table`)
NewTable = Callable[
    [discord.Interaction, str, int, dict[str, Any], "int | None"], Awaitable["TableRecord | None"]
]
# show a new lobby as the click's answer, with a line of text (bot.lobby `post_lobby`)
PostLobby = Callable[[discord.Interaction, TableRecord, "str | None"], Awaitable[None]]


def waiting(table: TableRecord) -> list[int]:
    return list(table.options.get(WAITING, []))


def confirm_seat(table: TableRecord, user_id: int) -> bool:
    """A person asked to keep their seat pressed Join (or left): True if they were asked."""
    asked = waiting(table)
    if user_id not in asked:
        return False
    asked.remove(user_id)
    table.options[WAITING] = asked
    return True


def drop_unconfirmed(table: TableRecord) -> list[str]:
    """At the start: the seats of people who never confirmed are left out; their names."""
    asked = set(waiting(table))
    gone = [s.name for s in table.seats if s.user_id in asked and not s.is_ai]
    table.seats = [s for s in table.seats if not (s.user_id in asked and not s.is_ai)]
    for number, seat in enumerate(table.seats):
        seat.seat = number
    table.options.pop(WAITING, None)
    return gone


class Rematches:
    """The rematch part of the table manager (`manager.rematches`): the Rematch button of a
    finished table. The new lobby is opened and shown by the lobby part (bot.lobby), whose
    steps it is given."""

    def __init__(
        self,
        storage: Storage,
        tell: Tell,
        play_refusal: PlayRefusal,
        open_in: OpenIn,
        new_table: NewTable,
        post_lobby: PostLobby,
    ) -> None:
        self.storage = storage
        self.tell = tell
        self.play_refusal = play_refusal
        self.open_in = open_in
        self.new_table = new_table
        self.post_lobby = post_lobby

    def register(self, routes: Routes) -> None:
        routes.register("rematch", TableVerb(self._rematch_click))

    async def _rematch_click(
        self, interaction: discord.Interaction, old: TableRecord, route: Route
    ) -> None:
        await self.rematch(interaction, old)

    async def rematch(self, interaction: discord.Interaction, old: TableRecord) -> None:
        user = interaction.user
        refused = None
        if old.status != FINISHED:
            refused = "rematch-not-finished"
        elif not policy_of(old).rematch:  # its final message offered none (bot.policy)
            refused = "rematch-not-offered"
        elif old.seat_of(user.id) is None and not old.is_seated(user.id):
            refused = "rematch-not-a-player"
        if refused is not None:
            await self.tell(
                interaction, tr(await private_locale(self.storage, interaction), refused)
            )
            return
        # the server may have chosen one channel for its games since this one was played
        refusal = await self.play_refusal(interaction)
        if refusal:
            await self.tell(interaction, refusal)
            return
        await self.open_in(
            interaction, old.channel_id, lambda: self._open_rematch(interaction, old)
        )

    async def _open_rematch(self, interaction: discord.Interaction, old: TableRecord) -> None:
        user = interaction.user
        asked = sorted(
            {s.user_id for s in old.seats if s.user_id is not None and s.user_id != user.id}
        )
        table = await self.new_table(
            interaction, old.game, old.channel_id, {WAITING: asked}, old.clock_minutes
        )
        if table is None:  # another /play or rematch won the race for this channel
            return
        # the old seats in their order: people as they were, AI seats as AI seats
        table.seats = [
            SeatRecord(seat=n, user_id=s.user_id, name=s.name, is_ai=s.is_ai and s.user_id is None)
            for n, s in enumerate(old.seats)
        ]
        await self.storage.save_lobby(table)
        # said in the server's language, as the lobby under it
        locale = await interaction_public_locale(self.storage, interaction)
        said = {"name": user.display_name, "table": str(old.id)}
        mentions = " ".join(f"<@{uid}>" for uid in asked)
        content = (
            tr(locale, "rematch-asked-players", mentions=mentions, **said)
            if asked
            else tr(locale, "rematch-asked", **said)
        )
        await self.post_lobby(interaction, table, content)
