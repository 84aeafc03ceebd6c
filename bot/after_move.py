"""After a committed move (a part of the move path, bot.moves): the seat is shown its new
panel, or its panel closes when its turn is over (the next one comes by DM, one live panel
per seat), and the table is settled: the AI seats move, the next turn's panels go out."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.book import Book
from bot.clicks import Answer
from bot.delivery import tell
from bot.gameui import Card, state_of
from bot.i18n import Text, tr
from bot.interactions import message_id_of
from bot.languages import answer_locale
from bot.panels import Panels
from bot.policy import policy_of
from bot.seat_panels import SeatPanels
from bot.status import Status
from bot.storage import RUNNING, TableRecord

log = logging.getLogger(__name__)
# how long a crowd's panels wait for the next round's message before they are redrawn anyway
PHASE_FIRST_WITHIN = 10.0


class AfterMove:
    """`settle(table_id)` settles a table soon (bot.turns `schedule_settle`)."""

    def __init__(
        self,
        book: Book,
        panels: Panels,
        seat_panels: SeatPanels,
        status: Status,
        settle: Callable[[int], None],
    ) -> None:
        self.book = book
        self.panels = panels
        self.seat_panels = seat_panels
        self.status = status
        self.settle = settle

    async def after_commit(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        *,
        edit: bool,
        turn: str | None = None,
        answer: Answer | None = None,
        then: dict[str, Any] | None = None,
    ) -> None:
        """The move is stored: show the seat its new panel and settle the table. A failure
        here must not hide that the move counted, nor leave the table unsettled.

        When the move ended the turn, a DM panel is closed instead of redrawn: the next
        turn's panel arrives as a DM of its own, and one seat never holds two live panels.
        With an `answer` (a click not answered yet), a panel without a new picture is the
        answer itself. `then`: the step the new panel is drawn at (a suggestion filled in
        says why, `SUGGESTED`)."""
        if interaction.guild_id is None:
            await self._after_commit(interaction, table, seat, edit, turn, answer, then)
            return
        # a panel answered in the channel is redrawn for the turn the move led to: that
        # turn's start (settled meanwhile) must not close it on its way (bot.panel_answers)
        with self.seat_panels.answers.redrawing(table, seat):
            await self._after_commit(interaction, table, seat, edit, turn, answer, then)

    async def _after_commit(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        edit: bool,
        turn: str | None,
        answer: Answer | None,
        then: dict[str, Any] | None,
    ) -> None:
        # the table moves on (AI seats, the next turn's panels) while this panel is redrawn;
        # scheduled first, so it is under way by the time the player sees the new panel
        self._settle_after(table, turn)
        try:
            ui = self.book.games[table.game]
            moved_on = turn is not None and ui.game.flow(state_of(table)).turn_key != turn
            if moved_on and policy_of(table).settles_per_turn:
                # a crowd's round ended: its next round's message goes out first, then the
                # thousand panels are redrawn (each would delay it, and none may show the
                # next round's dice before the channel does)
                await self.status.phase_shown(table, within=PHASE_FIRST_WITHIN)
            # a panel answered in the channel is closed too where the next turn's panel
            # comes by DM (one live panel per seat); a seat whose DMs are closed keeps
            # playing in it
            by_dm = interaction.guild_id is None or (
                policy_of(table).dm_panels and not table.seats[seat].dm_closed
            )
            if moved_on and by_dm and edit:
                over = table.status != RUNNING
                locale = await self.panels.locale(table, seat)
                next_one = (
                    "platform-done-over"
                    if over
                    else "platform-done-next-here"
                    if interaction.guild_id is None
                    else "platform-done-next-dm"
                )
                done = discord.Embed(
                    title=tr(locale, "platform-done-title", game=ui.title),
                    description=tr(locale, next_one),
                    colour=ui.colour,
                )
                closed = Card(embeds=[done])
                self.panels.dress(closed, table, seat, locale)  # (a take-back, while allowed)
                self.panels.picture_gone(message_id_of(interaction))
                await self.seat_panels.show_panel(
                    interaction, table, seat, closed, closed.edit_kwargs(), answer
                )
                # closed here: nothing left to close later (noted once it is closed, so a
                # crash in between leaves the mark, and the panel is closed again later)
                await self.seat_panels.settled_dm_panel(interaction, table, seat, closed)
                return
            shown = message_id_of(interaction) if edit else None
            card = await self.panels.card(
                table,
                seat,
                step=then,
                shown=shown,
                # a new picture: the click is acknowledged, then the picture drawn
                before_drawing=answer.defer if answer is not None else None,
            )
            if edit:
                if self.panels.picture_unchanged(shown, card):
                    card.files = []  # the message already shows this very picture
                    kwargs = card.edit_kwargs(keep_files=True)
                    await self.seat_panels.show_panel(
                        interaction, table, seat, card, kwargs, answer
                    )
                    await self.seat_panels.settled_dm_panel(interaction, table, seat, card)
                else:  # (a click's answer was deferred before the picture was drawn)
                    await self.seat_panels.show_panel(
                        interaction, table, seat, card, card.edit_kwargs()
                    )
            else:
                await interaction.followup.send(ephemeral=True, **card.send_kwargs())
        except Exception:
            # while the process stops, its HTTP session closes under the redraw: expected
            (log.warning if self.book.closing else log.exception)(
                "panel after a committed move on table %s failed", table.id, exc_info=True
            )
            if answer is not None:  # the note follows an acknowledged click, never races it
                try:
                    await answer.defer()
                except discord.HTTPException:
                    log.warning("could not defer interaction %s", interaction.id, exc_info=True)
            label = self.book.games[table.game].open_label(await answer_locale(interaction))
            await tell(interaction, Text("platform-not-redrawn", {"label": label}))

    def _settle_after(self, table: TableRecord, turn: str | None) -> None:
        """Settle the table after a stored move. A crowd's round is simultaneous: a move that
        did not end it changes nothing the table shows but its count (edited now and then),
        so only the move that ends it settles the table; a burst of a thousand moves would
        otherwise settle it a thousand times, each walking the seats."""
        game = self.book.games[table.game].game
        if (
            turn is not None
            and policy_of(table).settles_per_turn
            and table.status == RUNNING
            and game.flow(state_of(table)).turn_key == turn
        ):
            self.status.mark_dirty(table)
            return
        self.settle(table.id)
