"""A game's form (a modal): a typed batch of moves, judged and committed as a click's are
(bot.moves), for games whose moves are easier typed than clicked."""

from __future__ import annotations

import logging

import discord

from bot.book import Book
from bot.cluster import Cluster
from bot.delivery import tell
from bot.gameui import Nav, Refusal, state_of
from bot.handover import Handover
from bot.i18n import Text
from bot.languages import private_locale
from bot.learn import with_rule
from bot.ledger import Ledger
from bot.moves import UNREACHABLE, WENT_WRONG, Moves, seat_for
from bot.panels import Panels
from bot.routes import Route
from bot.storage import RUNNING, DuplicateInteraction, StorageUnavailable, VersionConflict

log = logging.getLogger(__name__)


class Forms:
    """The forms of tables in play."""

    def __init__(
        self,
        book: Book,
        cluster: Cluster,
        handover: Handover,
        ledger: Ledger,
        panels: Panels,
        moves: Moves,
    ) -> None:
        self.book = book
        self.cluster = cluster
        self.handover = handover
        self.ledger = ledger
        self.panels = panels
        self.moves = moves  # its first-delivery check, and what follows a stored move

    async def on_modal(
        self, interaction: discord.Interaction, route: Route, fields: dict[str, str]
    ) -> None:
        """A typed batch of moves from a game's form."""
        if not self.moves.first_delivery(interaction.id) or await self.book.turned_away(
            interaction
        ):
            return
        async with self.book.handling():
            try:
                await self._modal_action(interaction, route, fields)
            except VersionConflict:
                await tell(interaction, Text("platform-form-conflict"))
            except StorageUnavailable:
                await tell(interaction, UNREACHABLE)
            except Exception:
                log.exception("form %s on table %s failed", route.action, route.table_id)
                await tell(interaction, WENT_WRONG)

    async def _modal_action(
        self, interaction: discord.Interaction, route: Route, fields: dict[str, str]
    ) -> None:
        table_id = route.table_id
        if (
            self.cluster.shared
            and 0 < table_id < 2**63
            and table_id not in self.book.tables
            and await self.handover.hand_over(interaction, table_id, acknowledge=True)
        ):
            return  # the worker looking after the table took it
        table = await self.book.table_by_id(table_id) if 0 < table_id < 2**63 else None
        key, action = route.key, route.game
        if (
            table is None
            or table.status != RUNNING
            or route.verb != "m"
            or key is None
            or action is None
        ):
            await tell(interaction, Text("platform-form-no-table"))
            return
        ui = self.book.games[table.game]
        game = ui.game
        seat_record, refusal = seat_for(table, interaction.user.id)
        if seat_record is None:
            await tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        if not interaction.response.is_done():  # (a form handed over was acknowledged)
            await interaction.response.defer()  # (bot.answers tries it again)
        async with self.book.locks[table.id]:
            if seat not in game.waiting_for(state_of(table)) or self.panels.stale(table, seat, key):
                await tell(interaction, Text("platform-form-moved-on"))
                return
            result = ui.interpret_text(state_of(table), seat, action, fields)
            if isinstance(result, Refusal):
                locale = await private_locale(self.book.storage, interaction)
                await tell(interaction, with_rule(table, ui, result.said(locale), locale))
                return
            if isinstance(result, Nav):  # e.g. a typed move shown for confirmation first
                card = await self.panels.step(
                    table, seat, game.panel_view(state_of(table), seat), result.step
                )
                if interaction.message is not None:
                    await interaction.edit_original_response(**card.edit_kwargs(keep_files=True))
                else:
                    await interaction.followup.send(ephemeral=True, **card.send_kwargs())
                return
            if not result:
                await tell(interaction, Text("platform-form-no-move"))
                return
            locale = await private_locale(self.book.storage, interaction)
            reason = self.ledger.batch_problem(table, seat, result, locale)
            if reason:
                await tell(interaction, with_rule(table, ui, reason, locale))
                return
            try:
                await self.ledger.commit_batch(table, seat, result, interaction.id)
            except DuplicateInteraction:
                return
        await self.moves.after_commit(
            interaction, table, seat, edit=interaction.message is not None
        )
