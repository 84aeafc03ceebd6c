"""Players whose DMs are closed, remembered across their tables (a part of the manager).

A DM to a player whose DMs are closed is a 403 that Discord counts toward its invalid-request
limit (bot.budget). A seat remembers it for its own table (`SeatRecord.dm_closed`); this part
remembers it for the player, in the storage, so that their next tables send them no DM at
all: the seat is marked closed at once and the channel says how to play (the same note a
refused DM brings). The memory is cleared when the player opens one of the bot's panels
with the table message's button: they are around, and may have opened their DMs meanwhile,
so their next new table tries a DM once more.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Protocol

import discord

from bot.gameui import Card
from bot.i18n import DEFAULT, tr
from bot.nonce import post_nonce
from bot.storage import SeatRecord, TableRecord

if TYPE_CHECKING:
    from bot.gameui import GameUI


async def _english(table: TableRecord) -> str:
    return DEFAULT


class DmMemory(Protocol):
    """Where the memory is kept (the storage's preferences, bot.storage)."""

    async def dms_closed(self, user_id: int) -> bool: ...

    async def set_dms_closed(self, user_id: int, closed: bool) -> None: ...

    async def update_seat(self, table_id: int, seat: SeatRecord) -> None: ...


class ClosedDms:
    """`send(channel, card, nonce)` posts a card (bot.delivery `_send`), `channel` gives a
    channel id's messageable."""

    def __init__(
        self,
        storage: DmMemory,
        games: Mapping[str, GameUI],
        channel: Callable[[int], discord.abc.Messageable],
        send: Callable[[discord.abc.Messageable, Card, str | None], Awaitable[object]],
    ) -> None:
        self.storage = storage
        self.games = games
        self.channel = channel
        self.send = send
        self.spared = 0  # DMs not attempted: the player was known to have them closed
        self.cleared = 0  # players' memories cleared by a panel they opened
        # a table's public language (bot.languages; wired by the manager): English until then
        self.locale_of: Callable[[TableRecord], Awaitable[str]] = _english

    async def known_closed(self, table: TableRecord, seat: SeatRecord) -> bool:
        """Whether the seat's player is remembered with closed DMs: if so, the seat is
        marked closed and the channel told, and no DM is attempted."""
        if seat.user_id is None or not await self.storage.dms_closed(seat.user_id):
            return False
        self.spared += 1
        seat.dm_closed = True
        await self.storage.update_seat(table.id, seat)
        await self._notice(table, seat)
        return True

    async def found_closed(self, table: TableRecord, seat: SeatRecord) -> None:
        """Discord refused a DM to the seat's player (error 50007): remembered for the seat
        and for the player, and the channel tells them how to play."""
        seat.dm_closed = True
        await self.storage.update_seat(table.id, seat)
        if seat.user_id is not None:
            await self.storage.set_dms_closed(seat.user_id, True)
        await self._notice(table, seat)

    async def panel_opened(self, seat: SeatRecord) -> None:
        """The seat's player opened a panel with the table message's button: their next
        table may try a DM again."""
        if seat.user_id is None or not await self.storage.dms_closed(seat.user_id):
            return
        await self.storage.set_dms_closed(seat.user_id, False)
        self.cleared += 1

    async def _notice(self, table: TableRecord, seat: SeatRecord) -> None:
        # in the table's language: a message in its channel (`locale_of`, wired by the manager)
        locale = await self.locale_of(table)
        label = self.games[table.game].open_label(locale)
        card = Card(content=tr(locale, "platform-dms-closed", user=str(seat.user_id), label=label))
        # once per seat, however often it is tried (the nonce is the one it always had)
        nonce = post_nonce(table.id, "dm-closed", seat.seat)
        await self.send(self.channel(table.channel_id), card, nonce)
