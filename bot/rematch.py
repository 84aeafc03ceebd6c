"""Rematch: a finished table's players play again with one click each.

**Rematch** on the final message opens a new lobby in the same channel with the same seats
(AI seats included, in the same order) and the same turn clock; whoever pressed it hosts.
Every other person is asked to confirm with one click (**Join**); at the start, the seats
of people who did not confirm are left out. The people still asked are kept in the lobby's
options (`WAITING`), which the game's own options replace at the start.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.routes import Route, Routes, TableVerb
from bot.storage import FINISHED, SeatRecord, TableRecord

WAITING = "rematch_waiting"  # user ids asked to confirm their seat


def waiting(table: TableRecord) -> list[int]:
    return list(table.options.get(WAITING, []))


class Rematch:
    """The rematch part of the table manager."""

    games: Any
    storage: Any

    def register_rematch_verbs(self, routes: Routes) -> None:
        routes.register("rematch", TableVerb(self._rematch_click))

    async def _rematch_click(
        self, interaction: discord.Interaction, old: TableRecord, route: Route
    ) -> None:
        await self.rematch(interaction, old)

    async def rematch(self, interaction: discord.Interaction, old: TableRecord) -> None:
        user = interaction.user
        if old.status != FINISHED:
            await self._tell(interaction, "Only a finished game can be played again.")
            return
        if old.seat_of(user.id) is None and not old.is_seated(user.id):
            await self._tell(interaction, "Only this table's players can ask for a rematch.")
            return
        # the server may have chosen one channel for its games since this one was played
        refusal = await self.server.play_refusal(interaction)
        if refusal:
            await self._tell(interaction, refusal)
            return
        busy = await self.table_here(old.channel_id)
        if busy is not None or old.channel_id in self._opening:
            await self._tell(interaction, self._busy_text(busy))
            return
        self._opening.add(old.channel_id)
        try:
            await self._open_rematch(interaction, old)
        finally:
            self._opening.discard(old.channel_id)

    async def _open_rematch(self, interaction: discord.Interaction, old: TableRecord) -> None:
        user = interaction.user
        asked = sorted(
            {s.user_id for s in old.seats if s.user_id is not None and s.user_id != user.id}
        )
        table = await self._new_table(
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
        await self.own(table)
        self.arm_lobby_expiry(table)
        card = self.lobby_card(table)
        mentions = " ".join(f"<@{uid}>" for uid in asked)
        card.content = (
            f"{user.display_name} asks for a rematch of table {old.id}. "
            + (f"{mentions}: press **Join** to keep your seat." if asked else "")
        ).strip()
        message = await interaction.edit_original_response(**card.send_kwargs())
        table.shown.message_id = message.id
        await self.storage.update_table(table.id, message_id=message.id)

    def _confirm_rematch_seat(self, table: TableRecord, user_id: int) -> bool:
        """A person asked to keep their seat pressed Join: True if they were asked."""
        asked = waiting(table)
        if user_id not in asked:
            return False
        asked.remove(user_id)
        table.options[WAITING] = asked
        return True

    def _drop_unconfirmed(self, table: TableRecord) -> list[str]:
        """At the start: the seats of people who never confirmed are left out; their names."""
        asked = set(waiting(table))
        gone = [s.name for s in table.seats if s.user_id in asked and not s.is_ai]
        table.seats = [s for s in table.seats if not (s.user_id in asked and not s.is_ai)]
        for number, seat in enumerate(table.seats):
            seat.seat = number
        table.options.pop(WAITING, None)
        return gone
