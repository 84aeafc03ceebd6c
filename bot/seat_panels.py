"""Each seat's one live panel: sent by DM for a new turn, redrawn in the answer to a click,
closed when it is over.

A seat holds at most one panel with controls. Its next DM panel is sent under the seat's
panel lock, and a click's redraw of the panel it came from is shown under the same lock: a
redraw drawn before the turn moved on can then never land after the newer panel is out and
bring the old one back to life (it closes instead).

The one live panel may also be a click's private answer in the channel (the table message's
**Open my panel**, or a click on such a panel): those are kept and closed by their own part
(bot.panel_answers), under the same lock."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from bot import pacing
from bot.book import Book
from bot.clicks import Answer
from bot.client import BotClient
from bot.delivery import DM_CLOSED, retrying, tell
from bot.gameui import Card, state_of
from bot.i18n import DEFAULT, Text, tr
from bot.interactions import message_id_of
from bot.languages import answer_locale
from bot.layout import components_in
from bot.locks import KeyedLocks
from bot.nonce import post_nonce
from bot.panel_answers import (
    OPENED_ELSEWHERE,
    OVER_BELOW,
    OVER_DMS,
    OVER_NEWEST,
    PanelAnswers,
    over_card,
    over_note,
)
from bot.panels import Panels
from bot.pings import Pings
from bot.storage import SeatRecord, TableRecord

if TYPE_CHECKING:
    from bot.closed_dms import ClosedDms

log = logging.getLogger(__name__)
# the recent DMs read back for a panel whose send a crash cut short: it was among the last
# few messages, with maybe the panels of the player's other tables in between
LOST_PANEL_LOOKBACK = 25
# how soon after a seat's own click closed its DM panel the next turn may take that panel
# over: the player is still looking at it (later, a new DM tells them)
IN_PLACE_FOR = 10.0  # seconds


class SeatPanels:
    """The seats' live panel messages."""

    def __init__(
        self,
        book: Book,
        client: BotClient,
        panels: Panels,
        pings: Pings,
        closed_dms: ClosedDms,
    ) -> None:
        self.closed_dms = closed_dms  # players known to refuse DMs (bot.closed_dms)
        self.book = book
        self.client = client
        self.panels = panels
        self.pings = pings
        # a seat's DM panels: sending the next one and redrawing the current one, in turn
        self._locks: KeyedLocks[tuple[int, int]] = KeyedLocks()
        # a seat's click that just closed its DM panel, and when: the next turn's panel may
        # take that message over (`_panel_in_place`)
        self._closing_answers: OrderedDict[tuple[int, int], tuple[discord.Interaction, float]] = (
            OrderedDict()
        )
        # each seat's live panel shown as a click's private answer (bot.panel_answers)
        self.answers = PanelAnswers(
            book,
            panels,
            lambda table, channel_id, message_id, text, locale: self.close_message(
                table, channel_id, message_id, text, locale, keep=True
            ),
            self.lock,
        )
        self.answer_live = self.answers.live
        self.answered = self.answers.answered
        self.close_ended_answers = self.answers.close_ended_answers

    def forget(self, table_id: int) -> None:
        for key in [k for k in self._closing_answers if k[0] == table_id]:
            del self._closing_answers[key]
        self.answers.forget(table_id)

    def lock(self, table_id: int, seat: int) -> asyncio.Lock:
        """Held while a seat's next DM panel is sent (the old one closed, the new one
        noted), and while a click's answer redraws the panel it came from: otherwise a
        redraw drawn before the turn moved on could land after the next panel is out and
        leave the seat two live panels (`show_panel`)."""
        return self._locks[(table_id, seat)]

    async def close_panel(
        self,
        table: TableRecord,
        seat: SeatRecord,
        text: str | Text,
        *,
        sending: str | None = None,
    ) -> None:
        """The seat's live DM panel becomes a short note without controls: one live panel
        per seat. The mark is cleared once the edit is done (or refused for good), so a
        crash in between closes it again after the restart. `sending`: the turn whose panel
        goes out next, noted in the same write (see `_send_dm_panel`). A live panel shown as
        a click's answer is closed too."""
        await self.answers.close(table, seat.seat, text)
        if seat.dm_channel_id is None:
            return
        locale = await self.panels.locale(table, seat.seat)
        if seat.panel_message_id is not None:
            await self.close_message(table, seat.dm_channel_id, seat.panel_message_id, text, locale)
        elif seat.panel_turn is not None:
            await self._close_lost_panels(table, seat, text, locale)
        elif sending is None:
            return  # nothing live, nothing to note
        seat.panel_message_id, seat.panel_turn = None, sending
        await self.book.storage.update_seat(table.id, seat)

    async def _close_lost_panels(
        self, table: TableRecord, seat: SeatRecord, text: str | Text, locale: str
    ) -> None:
        """A panel was sent for `seat.panel_turn` and the process stopped before it noted the
        message (its id is known only from the answer to the send). The seat's recent DMs
        are read back, and any of the bot's messages still offering this table's controls
        is closed. Only after a crash: one read of the DM channel."""
        assert seat.dm_channel_id is not None
        dm = self.client.get_partial_messageable(
            seat.dm_channel_id, type=discord.ChannelType.private
        )
        prefix = f"t:{table.id}:"
        me = self.client.user.id if self.client.user is not None else None
        try:
            async for message in dm.history(limit=LOST_PANEL_LOOKBACK):
                ids = [
                    getattr(c, "custom_id", None) or "" for c in components_in(message.components)
                ]
                if message.author.id == me and any(i.startswith(prefix) for i in ids):
                    await self.close_message(table, seat.dm_channel_id, message.id, text, locale)
        except discord.HTTPException:
            log.warning("could not read back the DMs of table %s", table.id, exc_info=True)

    async def close_message(
        self,
        table: TableRecord,
        channel_id: int,
        message_id: int,
        text: str | Text,
        locale: str = DEFAULT,
        *,
        keep: bool = False,
    ) -> bool:
        """A DM panel becomes a short note (in `locale`, its reader's); False when Discord
        refused the edit. `keep`: its picture stays attached (a click on its way may redraw
        it, and would name it)."""
        message = self.client.get_partial_messageable(
            channel_id, type=discord.ChannelType.private
        ).get_partial_message(message_id)
        note = over_note(self.book, table, text, locale)
        self.panels.forget_picture(message_id)  # a click on its way redraws it whole
        try:
            kept: dict[str, Any] = {} if keep else {"attachments": []}
            await retrying(lambda: message.edit(content=None, embed=note, view=None, **kept))
        except discord.HTTPException:
            log.warning("could not close an old panel of table %s", table.id, exc_info=True)
            return False
        return True

    async def dm_panel(self, table: TableRecord, seat: SeatRecord) -> None:
        """The seat's panel for the turn now running, by DM: once per seat and turn, also
        when a restart repeats the sending; the seat's previous panel is closed."""
        async with self.lock(table.id, seat.seat):
            with pacing.first():  # a player is waiting for it (bot.pacing)
                await self._send_dm_panel(table, seat)

    async def _send_dm_panel(self, table: TableRecord, seat: SeatRecord) -> None:
        storage = self.book.storage
        turn = self.book.games[table.game].game.flow(state_of(table)).turn_key
        if seat.panel_message_id is not None and seat.panel_turn == turn:
            return  # this turn's panel is out already
        if await self.closed_dms.known_closed(table, seat):  # no DM: bot.closed_dms
            return
        try:
            if seat.dm_channel_id is None:
                user_id = seat.user_id
                assert user_id is not None  # only a person's seat gets a DM panel
                data = await retrying(lambda: self.client.http.start_private_message(user_id))
                seat.dm_channel_id = int(data["id"])
                await storage.update_seat(table.id, seat)
            if await self._panel_in_place(table, seat, turn):
                await self.answers.close(table, seat.seat, OVER_DMS)
                return
            if seat.panel_turn != turn:
                # the turn is noted before the send: a crash after the send leaves a panel
                # whose id the bot never learned, and the next close looks for it. (The same
                # turn again, after a restart: the send below, by its nonce, finds it.)
                await self.close_panel(table, seat, OVER_BELOW, sending=turn)
            card = await self.panels.card(table, seat.seat, step=None)
            # the turn's ping, when this DM is it (bot.pings); silent when it is not
            locale = await self.panels.locale(table, seat.seat)
            ping, silent = await self.pings.dm_ping(table, seat.user_id, locale)
            card.content = "\n".join(t for t in (ping, card.content) if t) or None
            dm = self.client.get_partial_messageable(
                seat.dm_channel_id, type=discord.ChannelType.private
            )
            nonce = post_nonce(table.id, "panel", seat.seat, turn)
            sent = await retrying(lambda: dm.send(**card.send_kwargs(), nonce=nonce, silent=silent))
            self.panels.picture_unchanged(sent.id, card)  # remember what it shows
            seat.panel_message_id = sent.id
            await storage.update_seat(table.id, seat)
            # the new DM panel is the seat's one live panel
            await self.answers.close(table, seat.seat, OVER_DMS)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to seat %s failed", seat.seat, exc_info=True)
                return
            await self.closed_dms.found_closed(table, seat)
        except discord.HTTPException:
            log.warning("DM panel for seat %s failed", seat.seat, exc_info=True)

    def remember_answer(self, table_id: int, seat: int, interaction: discord.Interaction) -> None:
        """The seat's click that closed its DM panel a moment ago (its part of the turn
        done): if the seat's next turn begins within `IN_PLACE_FOR`, that panel shows it."""
        now = time.monotonic()
        answers = self._closing_answers
        answers.pop((table_id, seat), None)
        answers[(table_id, seat)] = (interaction, now)
        while answers:  # the oldest first: drop the ones too old to use
            key, (_, at) = next(iter(answers.items()))
            if now - at <= IN_PLACE_FOR:
                break
            del answers[key]

    async def _panel_in_place(self, table: TableRecord, seat: SeatRecord, turn: str) -> bool:
        """The seat's next turn began within seconds of its own click that closed its DM
        panel: the player is looking at that panel, so it shows the new turn, edited through
        the click's answer (Discord does not count that against the bot's global limit),
        with no new DM and no ping. Two calls fewer under the limit than closing the old
        panel and sending a new one. False when it cannot be done (no such click, or the
        edit failed): the panel is then sent as a new DM."""
        found = self._closing_answers.pop((table.id, seat.seat), None)
        if found is None or seat.panel_message_id is not None:
            return False
        interaction, at = found
        message = interaction.message
        if message is None or time.monotonic() - at > IN_PLACE_FOR:
            return False
        # noted before the edit, with no turn: after a crash in between, this message is
        # closed (again) and the turn's panel sent as a new DM
        seat.panel_message_id, seat.panel_turn = message.id, None
        await self.book.storage.update_seat(table.id, seat)
        try:
            card = await self.panels.card(table, seat.seat, step=None)
            await retrying(lambda: interaction.edit_original_response(**card.edit_kwargs()))
        except discord.HTTPException:
            log.warning("could not show the next panel in place on table %s", table.id)
            return False  # the caller closes it and sends the panel anew
        self.panels.picture_unchanged(message.id, card)  # remember what it shows
        seat.panel_turn = turn
        await self.book.storage.update_seat(table.id, seat)
        return True

    async def refused(
        self, interaction: discord.Interaction, table: TableRecord, seat: int, reason: str
    ) -> None:
        """(`reason` in the clicker's language.)"""
        """A control the panel offered was refused: the panel was drawn before a move it
        does not show (its redraw was lost to a crash or an outage), or the click was
        forged. Say why, and redraw the panel as the game stands, so it cannot mislead
        again."""
        record = table.seats[seat]
        message = interaction.message
        if (
            message is not None
            and interaction.guild_id is None
            and record.panel_message_id not in (None, message.id)
        ):
            # a DM panel the bot had replaced but could not close (a crash came between):
            # closed now, so the seat keeps one live panel (with none noted, this one is
            # redrawn below and becomes it)
            locale = await answer_locale(interaction)
            await tell(interaction, tr(locale, "platform-refused-newest-below", reason=reason))
            await self.close_message(table, message.channel.id, message.id, OVER_NEWEST, locale)
            return
        said = tr(await answer_locale(interaction), "platform-refused-redrawn", reason=reason)
        await tell(interaction, said)
        try:
            card = await self.panels.card(table, seat, step=None)
            if message is not None:
                self.panels.picture_unchanged(message.id, card)  # what it shows from now on
            await self.show_panel(interaction, table, seat, card, card.edit_kwargs())
        except discord.HTTPException:
            log.warning("could not redraw a panel on table %s", table.id, exc_info=True)

    async def show_panel(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        card: Card,
        kwargs: dict[str, Any],
        answer: Answer | None = None,
    ) -> None:
        """Show `card` (as the edit `kwargs`) on the panel a click came from: in the answer
        when the click is not answered yet, else by editing the answer.

        A DM panel keeps controls only while it is the seat's one live panel. The seat's
        next panel is sent under the same lock (`dm_panel`), so a redraw that was drawn
        while the turn moved on can never land after the newer panel is out and bring this
        one back to life: it closes instead. A DM panel that shows controls while the seat
        has none noted (its note was lost to a crash, or it closed a moment ago) becomes
        the noted one, so the next turn closes it."""

        async def show(shown: dict[str, Any]) -> None:
            if answer is not None:
                await answer.panel(shown)
            else:
                await retrying(lambda: interaction.edit_original_response(**shown))

        message = interaction.message
        if interaction.guild_id is not None or message is None:
            # an answer in the channel is shown at once (a click is answered within
            # seconds, and a DM being sent holds the lock); then it is noted as the seat's
            # live panel, or closed if a newer one overtook it meanwhile (`answered`)
            if message_id_of(interaction) in self.answers.given_up:
                locale = await self.panels.locale(table, seat)
                await show(over_card(self.book, table, OVER_NEWEST, locale).edit_kwargs())
                return
            if interaction.guild_id is None:
                await show(kwargs)
                return
            with self.answers.redrawing(table, seat):  # not closed by a new turn meanwhile
                await show(kwargs)
                async with self.lock(table.id, seat):
                    await self.answered(interaction, table, seat, card)
            return
        async with self.lock(table.id, seat):
            record = table.seats[seat]
            locale = await self.panels.locale(table, seat)
            if message.id in self.answers.given_up:
                await show(over_card(self.book, table, OPENED_ELSEWHERE, locale).edit_kwargs())
                return
            if record.panel_message_id not in (None, message.id):
                await show(over_card(self.book, table, OVER_BELOW, locale).edit_kwargs())
                return
            await show(kwargs)
            if card.view is not None:  # the DM panel is the live one: no answer is
                await self.answers.close(table, seat, OVER_DMS)
            if card.view is not None and record.panel_message_id is None:
                record.panel_message_id = message.id
                record.panel_turn = self.book.games[table.game].game.flow(state_of(table)).turn_key
                await self.book.storage.update_seat(table.id, record)

    async def settled_dm_panel(
        self, interaction: discord.Interaction, table: TableRecord, seat: int, card: Card
    ) -> None:
        """A DM panel left without controls (the turn ended, or a round confirmed while
        others still play) is already closed: the next turn's panel comes as a new DM, and
        this one needs no closing edit then (one REST call fewer)."""
        record = table.seats[seat]
        clicked_on = message_id_of(interaction)  # its message is not built for this
        if interaction.guild_id is not None or clicked_on is None or card.view:
            return
        game = self.book.games[table.game].game
        async with self.lock(table.id, seat):
            state = state_of(table)
            if record.panel_message_id == clicked_on and (
                seat not in game.waiting_for(state)
                or record.panel_turn != game.flow(state).turn_key
            ):
                record.panel_message_id = record.panel_turn = None
                await self.book.storage.update_seat(table.id, record)
                self.remember_answer(table.id, seat, interaction)
