"""Each seat's panel shown as a click's private answer in the channel (a part of the seat
panels, bot.seat_panels): the table message's **Open my panel**, or a click on such a panel.

Each seat's newest answer is kept with its token, so it can be closed as a DM panel is.
Opening a panel by the button closes the seat's DM panel of that turn; a DM panel that is
sent, or clicked and redrawn with controls, closes the answer; an answer whose turn ended
is closed when the next turn starts (`close_ended_answers`), and every one when the game
ends. A crowd (no DM panels) keeps its players' answers itself (bot.crowd). An answer's
token lasts 15 minutes; an older one is left as it is (a click on it is then refused as
out of date, and answered)."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass

import discord

from bot.book import Book
from bot.delivery import retrying
from bot.gameui import Card, state_of
from bot.i18n import DEFAULT, Text, tr
from bot.interactions import message_id_of
from bot.panels import Panels
from bot.policy import policy_of
from bot.storage import TableRecord

log = logging.getLogger(__name__)
# an interaction's token edits its answer for 15 minutes; a little less, to be safe
ANSWER_EDITABLE_FOR = 14 * 60.0  # seconds
GIVEN_UP_KEPT = 10_000  # DM panels closed for an answer, remembered (the oldest forgotten)
# the notes a closed panel shows (in its reader's language)
OPENED_ELSEWHERE = Text("platform-over-opened-elsewhere")
OVER_BELOW = Text("platform-over-below")
OVER_NEWEST = Text("platform-over-newest")
OVER_DMS = Text("platform-over-dms")
TURN_OVER = Text("platform-over-turn")


@dataclass
class _Answer:
    """A seat's panel shown as a click's private answer: its newest click (the token that
    edits it), the message, the turn it was drawn for, and when."""

    interaction: discord.Interaction
    message_id: int | None
    turn: str
    at: float


def card_ids(card: Card) -> list[str]:
    """The custom ids of a card's controls."""
    if card.view is None:
        return []
    return [getattr(item, "custom_id", None) or "" for item in card.view.walk_children()]


def offers_moves(card: Card) -> bool:
    """Whether a panel offers game controls (a "?" or a picture button is not one)."""
    return any(":g:" in custom_id for custom_id in card_ids(card))


def over_note(book: Book, table: TableRecord, text: str | Text, locale: str) -> discord.Embed:
    """A closed panel's note of the table, in `locale`."""
    ui = book.games[table.game]
    return discord.Embed(
        title=tr(locale, "platform-over-title", game=ui.title, table=str(table.id)),
        description=text if isinstance(text, str) else text.in_locale(locale),
        colour=ui.colour,
    )


def over_card(
    book: Book, table: TableRecord, text: str | Text = OVER_BELOW, locale: str = DEFAULT
) -> Card:
    """A closed panel: a short note of the table, no controls."""
    return Card(embeds=[over_note(book, table, text, locale)])


class PanelAnswers:
    """The seats' panels shown as clicks' answers. `close_dm(table, channel, message, text)`
    closes a DM panel, keeping its picture (False: Discord refused); `lock(table, seat)` is
    the seat's panel lock (bot.seat_panels)."""

    def __init__(
        self,
        book: Book,
        panels: Panels,
        close_dm: Callable[[TableRecord, int, int, str | Text, str], Awaitable[bool]],
        lock: Callable[[int, int], asyncio.Lock],
    ) -> None:
        self.book = book
        self.panels = panels
        self.close_dm = close_dm
        self.lock = lock
        # each seat's live panel shown as a click's private answer
        self._answers: dict[tuple[int, int], _Answer] = {}
        # DM panels closed because their seat opened its panel in the channel, and answers
        # closed: a click on one that was on its way is shown the note, never the panel
        # again (bot.seat_panels `show_panel`)
        self.given_up: OrderedDict[int, None] = OrderedDict()
        # seats whose answer is being redrawn by a click (shown, not yet noted), and the turn
        # it shows: a new turn's closing leaves it to `answered`, since it may be that
        # turn's panel already (a confirm that ended the round, redrawn for the next one)
        self._redrawing: dict[tuple[int, int], str] = {}

    def forget(self, table_id: int) -> None:
        for key in [k for k in self._answers if k[0] == table_id]:
            del self._answers[key]

    def live(self, table: TableRecord, seat: int) -> bool:
        """Whether the seat holds a live panel for the turn running as a click's answer (its
        DM panel is then not missing: bot.panel_watch)."""
        kept = self._answers.get((table.id, seat))
        if kept is None or time.monotonic() - kept.at > ANSWER_EDITABLE_FOR:
            return False
        return kept.turn == self.book.games[table.game].game.flow(state_of(table)).turn_key

    async def answered(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        card: Card,
        message_id: int | None = None,
    ) -> None:
        """The seat's panel was just shown as this click's private answer (`message_id`:
        the answer's message, when it is not the one clicked): with game controls, it is
        the seat's one live panel (its DM panel and an older answer are closed); without,
        nothing of it is live. Called under the seat's panel lock."""
        if not policy_of(table).dm_panels:
            return  # a crowd's answers are its own (bot.crowd)
        key = (table.id, seat)
        if message_id is None:
            message_id = message_id_of(interaction)
        record = table.seats[seat]
        flow = self.book.games[table.game].game.flow(state_of(table))
        if offers_moves(card) and f":g:{flow.panel_key(seat)}:" not in " ".join(card_ids(card)):
            # drawn before a move it does not show: where the seat's DM panel for now is
            # out, that one is the live panel, and this answer closes; else it is left as
            # it is (a click there is refused and redraws it)
            if record.panel_message_id is not None and record.panel_turn == flow.turn_key:
                locale = await self.panels.locale(table, seat)
                over = over_card(self.book, table, OVER_NEWEST, locale)
                self.panels.forget_picture(message_id)
                try:
                    await retrying(
                        lambda: interaction.edit_original_response(
                            **over.edit_kwargs(keep_files=True)
                        )
                    )
                except discord.HTTPException:
                    log.warning("could not close a panel answer of table %s", table.id)
            return
        if not offers_moves(card):
            kept = self._answers.get(key)
            if kept is not None and kept.message_id in (None, message_id):
                del self._answers[key]
            return
        kept = self._answers.get(key)
        # once, when this answer becomes the live panel (a refused close is not tried on
        # every click: the next turn closes what is left)
        newly = kept is None or kept.message_id != message_id
        if kept is not None and newly:
            await self.close(table, seat, OVER_NEWEST)
        if newly and record.panel_message_id is not None and record.dm_channel_id is not None:
            locale = await self.panels.locale(table, seat)
            closed = await self.close_dm(
                table, record.dm_channel_id, record.panel_message_id, OPENED_ELSEWHERE, locale
            )
            if closed:  # else it stays noted, and the next turn closes it
                self.given_up[record.panel_message_id] = None
                while len(self.given_up) > GIVEN_UP_KEPT:
                    self.given_up.popitem(last=False)
                record.panel_message_id = record.panel_turn = None
                await self.book.storage.update_seat(table.id, record)
        kept_interaction = copy.copy(interaction)  # its token edits the answer; not its message
        kept_interaction.message = None
        self._answers[key] = _Answer(kept_interaction, message_id, flow.turn_key, time.monotonic())

    async def close(self, table: TableRecord, seat: int, text: str | Text) -> None:
        """The seat's live answer (if any) loses its controls (its note in the seat's
        panel language)."""
        kept = self._answers.pop((table.id, seat), None)
        if kept is None or time.monotonic() - kept.at > ANSWER_EDITABLE_FOR:
            return
        # its picture stays attached: a click on its way may redraw it, naming it
        interaction = kept.interaction
        locale = await self.panels.locale(table, seat)
        closed = over_card(self.book, table, text, locale).edit_kwargs(keep_files=True)
        self.panels.forget_picture(kept.message_id)
        if kept.message_id is not None:  # a click on its way is shown the note (`show_panel`)
            self.given_up[kept.message_id] = None
        try:
            await retrying(lambda: interaction.edit_original_response(**closed))
        except discord.HTTPException:
            log.warning("could not close a panel answer of table %s", table.id, exc_info=True)
            self.given_up.pop(kept.message_id or 0, None)  # still live: a click redraws it

    @contextlib.contextmanager
    def redrawing(self, table: TableRecord, seat: int) -> Iterator[None]:
        """While a click's answer shows the seat's panel drawn now and is then noted
        (bot.seat_panels `show_panel`)."""
        key = (table.id, seat)
        turn = self.book.games[table.game].game.flow(state_of(table)).turn_key
        self._redrawing[key] = turn
        try:
            yield
        finally:
            if self._redrawing.get(key) == turn:
                del self._redrawing[key]

    async def close_ended_answers(self, table: TableRecord) -> None:
        """A new turn: each answer drawn for a turn that ended is closed (a panel redrawn
        after a refused click, say, whose seat acts no more)."""
        turn = self.book.games[table.game].game.flow(state_of(table)).turn_key
        for (table_id, seat), kept in list(self._answers.items()):
            if (
                table_id == table.id
                and kept.turn != turn
                and self._redrawing.get((table_id, seat)) != turn
            ):
                async with self.lock(table.id, seat):
                    if self._answers.get((table_id, seat)) is kept:
                        await self.close(table, seat, TURN_OVER)
