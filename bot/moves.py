"""The move path: every click and form of a running table, from the first answer to the
committed move. Answer (or defer) first, then take the table's lock, check, validate and
commit; whatever happens after the commit, the table is settled and the player is told the
truth about their move."""

from __future__ import annotations

import asyncio
import logging
import random
from collections import OrderedDict
from collections.abc import Hashable
from typing import Protocol

import discord

from bot.after_move import AfterMove
from bot.book import Book
from bot.clicks import Answer, unoffered
from bot.cluster import Cluster
from bot.crowd import Crowd, answer_within
from bot.delivery import retrying, tell
from bot.gameui import SUGGEST_VERB, SUGGESTED, Nav, Refusal, seat_context, state_of, stopped
from bot.handover import HANDED_OVER, Handover, answered_elsewhere
from bot.i18n import Text
from bot.languages import private_locale
from bot.learn import with_rule
from bot.ledger import Ledger, Staged
from bot.panels import Panels
from bot.policy import policy_of
from bot.routes import GameAction, OwnVerb, Route, Routes, TableVerb
from bot.seat_panels import SeatPanels
from bot.status import Status
from bot.storage import (
    CANCELLED,
    FINISHED,
    LOBBY,
    RUNNING,
    DuplicateInteraction,
    SeatRecord,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
)

log = logging.getLogger(__name__)
# how often a click is judged again when another worker moved the table meanwhile (its AI
# seats may make several moves in a row: each try waits a little longer)
CONFLICT_TRIES = 8
UNREACHABLE = Text("platform-unreachable-move")
WENT_WRONG = Text("platform-went-wrong")
NOT_PART = Text("platform-not-part")
STALE = Text("platform-stale-panel")


def seat_for(table: TableRecord, user_id: int) -> tuple[SeatRecord | None, Text | None]:
    """The person's seat at the table, or why they have none to play."""
    seat = table.seat_of(user_id)
    if seat is not None:
        return seat, None
    if table.is_seated(user_id):
        return None, Text("platform-seat-played-by-ai")
    return None, Text("platform-not-seated")


class Turns(Protocol):
    """What a stored move asks of the part that moves tables on (bot.turns)."""

    def schedule_settle(self, table_id: int) -> None: ...


class Moves:
    """The part of the table manager that turns clicks into committed moves. The part that
    moves tables on (`turns`) is wired in after both are built: a stored move settles its
    table, and an AI seat's move is committed here."""

    turns: Turns

    def __init__(
        self,
        book: Book,
        routes: Routes,
        cluster: Cluster,
        handover: Handover,
        crowd: Crowd,
        ledger: Ledger,
        panels: Panels,
        seat_panels: SeatPanels,
        status: Status,
    ) -> None:
        self.book = book
        self.routes = routes
        self.cluster = cluster
        self.handover = handover
        self.crowd = crowd  # the crowd's part (bot.crowd)
        self.ledger = ledger
        self.panels = panels
        self.seat_panels = seat_panels
        self.status = status
        # the panel after a committed move, and the settling (bot.after_move); `turns` is
        # wired in later
        self.after = AfterMove(
            book, panels, seat_panels, status, lambda table_id: self.turns.schedule_settle(table_id)
        )
        self.after_commit = self.after.after_commit
        # interaction ids already handled: a redelivered interaction is ignored silently,
        # since its token was answered the first time (moves are also deduplicated in storage)
        self._seen: OrderedDict[Hashable, None] = OrderedDict()

    def _answer_within(self, table: TableRecord) -> float:
        """How long a panel click may wait for its new panel to be the first answer (see
        bot.crowd `answer_within`)."""
        return answer_within(policy_of(table).answer_at_once, self.book.inflight)

    def first_delivery(self, interaction_id: Hashable) -> bool:
        if interaction_id in self._seen:
            return False
        self._seen[interaction_id] = None
        while len(self._seen) > 50_000:
            self._seen.popitem(last=False)
        return True

    def register(self, routes: Routes) -> None:
        """The verbs of a table in play: its panel, a look at a player, the seat's own
        picture and the game's own controls."""
        routes.register("panel", TableVerb(self._panel_click, started=True))
        routes.register(
            "g", TableVerb(self._game_action, started=True, elsewhere=self._move_elsewhere)
        )

    async def on_component(self, interaction: discord.Interaction, route: Route) -> None:
        if not self.first_delivery(interaction.id):
            # redelivered (a gateway session resumed)
            log.debug("interaction %s was handled already", interaction.id)
            return
        if await self.book.turned_away(interaction):
            return
        async with self.book.handling():
            await self._on_component(interaction, route)

    async def _on_component(self, interaction: discord.Interaction, route: Route) -> None:
        entry = self.routes.find(route)
        if isinstance(entry, OwnVerb):  # it reads the table itself and answers its failures
            await entry.handler(interaction, route)
            return
        action, table_id = route.action, route.table_id
        try:
            if not 0 < table_id < 2**63:  # no table has such an id (and SQL could not hold it)
                await tell(interaction, Text("platform-no-table"))
                return
            if (
                entry is not None
                and entry.elsewhere is not None
                and self.cluster.shared
                and table_id not in self.book.tables
                and await entry.elsewhere(interaction, route)
            ):
                return
            table = await self.book.table_by_id(table_id)
            if table is None or table.game not in self.book.games:
                await tell(interaction, Text("platform-no-table"))
                return
            if entry is None or entry.started:
                refusal = _not_in_play(table)
                if refusal:
                    await tell(interaction, refusal)
                    return
            if entry is None:
                await tell(interaction, NOT_PART)
                return
            await entry.handler(interaction, table, route)
        except StorageUnavailable:
            log.warning("component %s on table %s: the database did not answer", action, table_id)
            await tell(interaction, UNREACHABLE)
        except VersionConflict:
            log.warning("component %s on table %s: other moves kept coming first", action, table_id)
            await tell(interaction, Text("platform-busy-table"))
        except Exception:
            # while the process stops, its HTTP session and database close under a click
            # still being handled: expected then, a bug otherwise
            (log.warning if self.book.closing else log.exception)(
                "component %s on table %s failed", action, table_id, exc_info=True
            )
            await tell(interaction, WENT_WRONG)

    async def _move_elsewhere(self, interaction: discord.Interaction, route: Route) -> bool:
        """A move at a table another worker looks after (every DM click arrives on shard
        0): checked against its message here, then handed to that worker. True when it was
        refused here or that worker took it."""
        if not route.args:
            return False  # no panel key: refused as malformed where the table is read
        problem = unoffered(interaction, list(route.values))
        if problem:
            await tell(interaction, problem)
            return True
        # a malformed one (no game part) is judged by its last part, as it always was
        action = route.game or GameAction.parse(route.args[0])
        form = any(ui.opens_form(action) for ui in self.book.games.values())
        return await self.handover.hand_over(interaction, route.table_id, acknowledge=not form)

    async def _panel_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        await self.open_panel(interaction, table)

    async def open_panel(self, interaction: discord.Interaction, table: TableRecord) -> None:
        seat, refusal = seat_for(table, interaction.user.id)
        if seat is None:
            await tell(interaction, refusal or "")
            return
        if not policy_of(table).dm_panels:  # this answer is the player's panel now
            self.crowd.remember_answer(table, seat.seat, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await private_locale(self.book.storage, interaction)
        self.panels.reader_is(table.id, seat.seat, locale)  # their panels' language now
        card = await self.panels.card(table, seat.seat, step=None)
        sent = await retrying(lambda: interaction.edit_original_response(**card.edit_kwargs()))
        self.panels.picture_unchanged(sent.id, card)  # remember what it shows: not sent again
        # the seat's one live panel now: its DM panel of this turn is closed (bot.seat_panels)
        async with self.seat_panels.lock(table.id, seat.seat):
            await self.seat_panels.answered(interaction, table, seat.seat, card, sent.id)
        await self.seat_panels.closed_dms.panel_opened(seat)  # their next table may DM them again

    async def _game_action(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        # a crowd's panel of a round that is over is told so (bot.crowd)
        if not policy_of(table).dm_panels and await self.crowd.round_over(
            interaction, table, route
        ):
            return
        ui = self.book.games[table.game]
        key, action, values = route.key, route.game, list(route.values)
        if key is None or action is None:
            await tell(interaction, Text("platform-malformed"))
            return
        seat_record, refusal = seat_for(table, interaction.user.id)
        if seat_record is None:
            await tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        if (table.id, seat) not in self.panels.readers:  # (read once: opening a panel reads it)
            locale = await private_locale(self.book.storage, interaction)
            self.panels.reader_is(table.id, seat, locale)
        # a click handed over by another worker was checked there (its message is not sent)
        problem = None if interaction.extras.get(HANDED_OVER) else unoffered(interaction, values)
        if problem:
            await tell(interaction, problem)
            return
        modal = ui.modal(seat_context(table, seat, await self.panels.locale(table, seat)), action)
        if modal is not None:
            with answered_elsewhere(interaction):  # (both workers may open a handed-over one)
                # a form must be the first answer; sent stopped, as views are
                await interaction.response.send_modal(stopped(modal))
            return
        # the table may be busy (an AI seat thinking, a commit): the answer is the new panel
        # when it comes in time without a new picture, else a deferral (see Answer)
        within = self._answer_within(table)  # a crowd's, or a busy bot's: at once
        answer = Answer(retrying, interaction, within)
        try:
            if within <= 0:
                await answer.defer()  # before the table's lock is waited for
            for tries_left in reversed(range(CONFLICT_TRIES)):
                try:
                    await self._answered_action(
                        interaction,
                        table,
                        seat,
                        key,
                        action,
                        values,
                        answer,
                        judged_before=tries_left < CONFLICT_TRIES - 1,
                    )
                    break
                except VersionConflict:
                    # another worker moved the table first: the copy was read again (see
                    # bot.commits), and the click is judged on the table as it is now
                    if not tries_left:
                        raise
                    await asyncio.sleep(random.uniform(0, 0.01 * (CONFLICT_TRIES - tries_left)))
        finally:
            await answer.close()

    async def _answered_action(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        key: str,
        action: GameAction,
        values: list[str],
        answer: Answer,
        *,
        judged_before: bool = False,
    ) -> None:
        ui = self.book.games[table.game]
        game = ui.game
        grouped = policy_of(table).writes_in_groups  # a crowd's moves come in bursts
        # Was this interaction's move stored before (a click delivered twice)? Asked before
        # the table's lock is taken, so the lock is not held over a round trip to the
        # database: a click is handled once in this process (first_delivery), and the
        # interaction id is unique where moves are stored, so nothing can make the answer
        # wrong meanwhile. A crowd's click, the first time it is judged by the only worker
        # there is, is not asked (a thousand round trips in a burst): its group's write
        # finds a stored one by that unique id, and then each click of the group is judged
        # again, asked this time.
        asked = not grouped or judged_before or self.cluster.shared
        if asked and await self.book.storage.has_interaction(interaction.id):
            log.info("interaction %s was applied before; ignored", interaction.id)
            await answer.defer()
            return
        async with self.book.locks[table.id]:
            if table.status != RUNNING:
                await answer.defer()
                await tell(interaction, Text("platform-table-ended"))
                return
            if seat not in game.flow(state_of(table)).active:
                await answer.defer()
                await tell(interaction, Text("platform-not-your-turn"))
                return
            if self.panels.stale(table, seat, key):
                await answer.defer()
                await self.seat_panels.refused(
                    interaction,
                    table,
                    seat,
                    STALE.in_locale(await private_locale(self.book.storage, interaction)),
                )
                return
            result = ui.interpret(state_of(table), seat, action, values)
            if isinstance(result, Refusal):
                await answer.defer()
                locale = await private_locale(self.book.storage, interaction)
                await self.seat_panels.refused(
                    interaction,
                    table,
                    seat,
                    with_rule(table, ui, result.said(locale), locale),
                )
                return
            if isinstance(result, Nav):
                card = await self.panels.step(
                    table, seat, game.panel_view(state_of(table), seat), result.step
                )
                if card.files:  # a step with a picture of its own: drawn, then shown
                    await answer.defer()
                await self.seat_panels.show_panel(
                    interaction, table, seat, card, card.edit_kwargs(keep_files=True), answer
                )
                return
            batch = result if isinstance(result, list) else [result]
            locale = await private_locale(self.book.storage, interaction)
            reason = self.ledger.batch_problem(table, seat, batch, locale)
            if reason:
                await answer.defer()
                await self.seat_panels.refused(
                    interaction, table, seat, with_rule(table, ui, reason, locale)
                )
                return
            turn = game.flow(state_of(table)).turn_key
            # a crowd's burst: the move is staged and the lock let go, so the moves staged
            # while a write is on its way are written together (bot.commits)
            stored = self.ledger.stage_batch(table, seat, batch, interaction.id)
            if not grouped and not await self._written(interaction, table, seat, stored, answer):
                return
        if grouped and not await self._written(interaction, table, seat, stored, answer):
            return
        # moves the game's own suggestion control made: the new panel says why (SUGGESTED)
        then = {SUGGESTED: True} if action.verb == SUGGEST_VERB else None
        await self.after_commit(
            interaction, table, seat, edit=True, turn=turn, answer=answer, then=then
        )

    async def _written(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        staged: Staged,
        answer: Answer,
    ) -> bool:
        """Wait for a click's staged write: False when the interaction had been written
        before (a click delivered twice), which is then only acknowledged."""
        try:
            await self.ledger.when_stored(table, seat, staged, interaction.id)
        except DuplicateInteraction:
            log.info("interaction %s was applied before; ignored", interaction.id)
            await answer.defer()
            return False
        return True


def _not_in_play(table: TableRecord) -> Text | None:
    """Why a table's in-play controls do nothing now (None: they do)."""
    if table.status in (FINISHED, CANCELLED):
        return Text("platform-table-over")
    if table.status == LOBBY:
        return Text("platform-not-started")
    return None
