"""The move path: every click and form of a running table, from the first answer to the
committed move. Answer (or defer) first, then take the table's lock, check, validate and
commit; whatever happens after the commit, the table is settled and the player is told the
truth about their move."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable, Hashable
from typing import Any

import discord

from bot.clicks import Answer, not_offered
from bot.crowd import Crowd, answer_within
from bot.drawing import picture_key
from bot.gameui import Card, Nav, Refusal, stopped
from bot.handover import HANDED_OVER, answered_elsewhere
from bot.interactions import message_id_of
from bot.learn import dress_panel, with_rule
from bot.policy import policy_of
from bot.routes import GameAction, OwnVerb, Route, Routes, TableVerb
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
    Write,
)
from games.base import Move

log = logging.getLogger(__name__)
# how often a click is judged again when another worker moved the table meanwhile (its AI
# seats may make several moves in a row: each try waits a little longer)
CONFLICT_TRIES = 8
# how long a crowd's panels wait for the next round's message before they are redrawn anyway
PHASE_FIRST_WITHIN = 10.0
UNREACHABLE = (
    "The database did not answer, so this was not written (a move already written shows "
    "in your panel and is never applied twice). Try again in a moment."
)


class Moves:
    """The part of the table manager that turns interactions into committed moves."""

    crowd: Crowd  # the crowd's part (bot.crowd), held by the manager

    def _answer_within(self, table: TableRecord) -> float:
        """How long a panel click may wait for its new panel to be the first answer (see
        bot.crowd `answer_within`)."""
        return answer_within(policy_of(table).answer_at_once, self._inflight)

    def first_delivery(self, interaction_id: Hashable) -> bool:
        if interaction_id in self._seen:
            return False
        self._seen[interaction_id] = None
        while len(self._seen) > 50_000:
            self._seen.popitem(last=False)
        return True

    def register_move_verbs(self, routes: Routes) -> None:
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
        if await self.turned_away(interaction):
            return
        async with self.handling():
            await self._on_component(interaction, route)

    async def _on_component(self, interaction: discord.Interaction, route: Route) -> None:
        entry = self.routes.find(route)
        if isinstance(entry, OwnVerb):  # it reads the table itself and answers its failures
            await entry.handler(interaction, route)
            return
        action, table_id = route.action, route.table_id
        try:
            if not 0 < table_id < 2**63:  # no table has such an id (and SQL could not hold it)
                await self._tell(interaction, "That table no longer exists.")
                return
            if (
                entry is not None
                and entry.elsewhere is not None
                and self.shared
                and table_id not in self.tables
                and await entry.elsewhere(interaction, route)
            ):
                return
            table = await self.table_by_id(table_id)
            if table is None or table.game not in self.games:
                await self._tell(interaction, "That table no longer exists.")
                return
            if entry is None or entry.started:
                refusal = _not_in_play(table)
                if refusal:
                    await self._tell(interaction, refusal)
                    return
            if entry is None:
                await self._tell(interaction, "That button is not part of this table.")
                return
            await entry.handler(interaction, table, route)
        except StorageUnavailable:
            log.warning("component %s on table %s: the database did not answer", action, table_id)
            await self._tell(interaction, UNREACHABLE)
        except VersionConflict:
            log.warning("component %s on table %s: other moves kept coming first", action, table_id)
            await self._tell(
                interaction,
                "The table was busy with other moves, so yours was not written. Try again.",
            )
        except Exception:
            # while the process stops, its HTTP session and database close under a click
            # still being handled: expected then, a bug otherwise
            (log.warning if self.closing else log.exception)(
                "component %s on table %s failed", action, table_id, exc_info=True
            )
            await self._tell(interaction, "Something went wrong on our side; nothing was changed.")

    async def _move_elsewhere(self, interaction: discord.Interaction, route: Route) -> bool:
        """A move at a table another worker looks after (every DM click arrives on shard
        0): checked against its message here, then handed to that worker. True when it was
        refused here or that worker took it."""
        if not route.args:
            return False  # no panel key: refused as malformed where the table is read
        problem = not_offered(interaction, list(route.values))
        if problem:
            await self._tell(interaction, problem)
            return True
        # a malformed one (no game part) is judged by its last part, as it always was
        action = route.game or GameAction.parse(route.args[0])
        form = any(ui.opens_form(action) for ui in self.games.values())
        return await self.hand_over(interaction, route.table_id, acknowledge=not form)

    async def _panel_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        await self.open_panel(interaction, table)

    def _seat_for(self, table: TableRecord, user_id: int) -> tuple[SeatRecord | None, str | None]:
        seat = table.seat_of(user_id)
        if seat is not None:
            return seat, None
        if table.is_seated(user_id):
            return None, "The AI is playing your seat now. Use /table rejoin to take it back."
        return None, "You are not seated at this table; only its players can use these controls."

    async def open_panel(self, interaction: discord.Interaction, table: TableRecord) -> None:
        seat, refusal = self._seat_for(table, interaction.user.id)
        if seat is None:
            await self._tell(interaction, refusal or "")
            return
        if not policy_of(table).dm_panels:  # this answer is the player's panel now
            self.crowd.remember_answer(table, seat.seat, interaction)
        await self._retrying(lambda: interaction.response.defer(ephemeral=True, thinking=True))
        card = await self._panel_card(table, seat.seat, step=None)
        sent = await self._retrying(
            lambda: interaction.edit_original_response(**card.edit_kwargs())
        )
        self._picture_unchanged(sent.id, card)  # remember what it shows: not sent again

    async def _panel_card(
        self,
        table: TableRecord,
        seat: int,
        step: dict | None,
        *,
        shown: int | None = None,
        before_drawing: Callable[[], Awaitable[None]] | None = None,
    ) -> Card:
        """The seat's panel with its picture. When message `shown` already shows that very
        picture, it is not drawn (the card carries no file, `picture` says which it is);
        else `before_drawing` is awaited first (a click is acknowledged rather than left
        waiting for the drawing)."""
        ui = self.games[table.game]
        view = ui.game.panel_view(table.state, seat)
        if not policy_of(table).panel_picture:
            # a crowd's panel: drawing one per player per round is seconds of CPU at a
            # thousand players ("Show my painting" draws it on demand)
            return await self._panel_step(table, seat, view, step)
        pictured = ui.panel_picture_view(table.state, seat)  # may be an earlier moment
        names = self.names(table)
        key = picture_key(table.game, pictured, seat, names)
        card = await self._panel_step(table, seat, view, step)
        if shown is not None and key in self._panel_pictures.get(shown, ()):
            card.files, card.picture = [], key  # kept: a picture is noted only once drawn
            return card
        if before_drawing is not None:
            await before_drawing()
        image = await self.off_loop(ui.panel_image, pictured, seat, names)
        if image:
            card.files, card.picture = [("panel.png", image)], key
        return card

    async def _panel_step(
        self, table: TableRecord, seat: int, view: Any, step: dict | None
    ) -> Card:
        """The game's panel at `step`, with the pictures it asks for drawn off the loop,
        and the extras every panel gets ("?"; a practice table's hint: bot.learn)."""
        ui = self.games[table.game]
        card = ui.panel(table, seat, view, step)
        dress_panel(card, ui, table, seat)
        for name, draw in card.drawings:
            card.files.append((name, await self.off_loop(draw)))
        card.drawings = []
        return card

    def _stale(self, table: TableRecord, seat: int, key: str) -> bool:
        """The panel a click came from was drawn for another moment of the game."""
        return key != self.games[table.game].game.flow(table.state).panel_key(seat)

    async def _game_action(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        # a crowd's panel of a round that is over is told so (bot.crowd)
        if not policy_of(table).dm_panels and await self.crowd.round_over(
            interaction, table, route
        ):
            return
        ui = self.games[table.game]
        key, action, values = route.key, route.game, list(route.values)
        if key is None or action is None:
            await self._tell(interaction, "That control is malformed.")
            return
        seat_record, refusal = self._seat_for(table, interaction.user.id)
        if seat_record is None:
            await self._tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        # a click handed over by another worker was checked there (its message is not sent)
        problem = None if interaction.extras.get(HANDED_OVER) else not_offered(interaction, values)
        if problem:
            await self._tell(interaction, problem)
            return
        modal = ui.modal(table, seat, action)
        if modal is not None:
            with answered_elsewhere(interaction):  # (both workers may open a handed-over one)
                # a form must be the first answer; sent stopped, as views are
                await interaction.response.send_modal(stopped(modal))
            return
        # the table may be busy (an AI seat thinking, a commit): the answer is the new panel
        # when it comes in time without a new picture, else a deferral (see Answer)
        within = self._answer_within(table)  # a crowd's, or a busy bot's: at once
        answer = Answer(self, interaction, within)
        try:
            if within <= 0:
                await answer.defer()  # before the table's lock is waited for
                # a burst is taken in first, then worked through (bot.intake)
                await self.intake.let_others_first()
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
                    # _commit_batch), and the click is judged on the table as it is now
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
        ui = self.games[table.game]
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
        asked = not grouped or judged_before or self.shared
        if asked and await self.storage.has_interaction(interaction.id):
            log.info("interaction %s was applied before; ignored", interaction.id)
            await answer.defer()
            return
        async with self._locks[table.id]:
            if table.status != RUNNING:
                await answer.defer()
                await self._tell(interaction, "This table has ended.")
                return
            if seat not in game.flow(table.state).active:
                await answer.defer()
                await self._tell(
                    interaction, "It is not your turn: you have nothing to do right now."
                )
                return
            if self._stale(table, seat, key):
                await answer.defer()
                await self._refused(
                    interaction,
                    table,
                    seat,
                    "That panel was out of date (the game has moved on since it was drawn).",
                )
                return
            result = ui.interpret(table.state, seat, action, values)
            if isinstance(result, Refusal):
                await answer.defer()
                await self._refused(interaction, table, seat, with_rule(table, game, result.reason))
                return
            if isinstance(result, Nav):
                card = await self._panel_step(
                    table, seat, game.panel_view(table.state, seat), result.step
                )
                if card.files:  # a step with a picture of its own: drawn, then shown
                    await answer.defer()
                await self._show_panel(
                    interaction, table, seat, card, card.edit_kwargs(keep_files=True), answer
                )
                return
            batch = result if isinstance(result, list) else [result]
            reason = self._batch_problem(table, seat, batch)
            if reason:
                await answer.defer()
                await self._refused(interaction, table, seat, with_rule(table, game, reason))
                return
            turn = game.flow(table.state).turn_key
            # a crowd's burst: the move is staged and the lock let go, so the moves staged
            # while a write is on its way are written together (bot.commits)
            stored = self._stage_batch(table, seat, batch, interaction.id)
            if not grouped and not await self._written(interaction, table, seat, stored, answer):
                return
        if grouped and not await self._written(interaction, table, seat, stored, answer):
            return
        await self._after_commit(interaction, table, seat, edit=True, turn=turn, answer=answer)

    async def _written(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        staged: tuple[asyncio.Future[int], list[dict]],
        answer: Answer,
    ) -> bool:
        """Wait for a click's staged write: False when the interaction had been written
        before (a click delivered twice), which is then only acknowledged."""
        try:
            await self._when_stored(table, seat, staged, interaction.id)
        except DuplicateInteraction:
            log.info("interaction %s was applied before; ignored", interaction.id)
            await answer.defer()
            return False
        return True

    async def _refused(
        self, interaction: discord.Interaction, table: TableRecord, seat: int, reason: str
    ) -> None:
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
            await self._tell(interaction, f"{reason} Your newest panel is further down.")
            await self._close_message(
                table, message.channel.id, message.id, "This panel is over: use your newest one."
            )
            return
        await self._tell(interaction, f"{reason} This panel now shows the game as it stands.")
        try:
            card = await self._panel_card(table, seat, step=None)
            if message is not None:
                self._picture_unchanged(message.id, card)  # what it shows from now on
            await self._show_panel(interaction, table, seat, card, card.edit_kwargs())
        except discord.HTTPException:
            log.warning("could not redraw a panel on table %s", table.id, exc_info=True)

    async def _show_panel(
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
        next panel is sent under the same lock (bot.delivery `_dm_panel`), so a redraw that
        was drawn while the turn moved on can never land after the newer panel is out and
        bring this one back to life: it closes instead. A DM panel that shows controls while
        the seat has none noted (its note was lost to a crash, or it closed a moment ago)
        becomes the noted one, so the next turn closes it."""

        async def show(shown: dict[str, Any]) -> None:
            if answer is not None:
                await answer.panel(shown)
            else:
                await self._retrying(lambda: interaction.edit_original_response(**shown))

        message = interaction.message
        if interaction.guild_id is not None or message is None:
            await show(kwargs)
            return
        async with self.panel_lock(table.id, seat):
            record = table.seats[seat]
            if record.panel_message_id not in (None, message.id):
                await show(self._over_card(table).edit_kwargs())
                return
            await show(kwargs)
            if card.view is not None and record.panel_message_id is None:
                record.panel_message_id = message.id
                record.panel_turn = self.games[table.game].game.flow(table.state).turn_key
                await self.storage.update_seat(table.id, record)

    def _over_card(self, table: TableRecord) -> Card:
        ui = self.games[table.game]
        note = discord.Embed(
            title=f"{ui.title} · table {table.id}",
            description="This panel is over: your new one is below.",
            colour=ui.colour,
        )
        return Card(embeds=[note])

    def _batch_problem(self, table: TableRecord, seat: int, moves: list[Move]) -> str | None:
        """Why these moves cannot all be made, in order, each on the state the earlier ones
        left (None when they can)."""
        game = self.games[table.game].game
        state = table.state
        for number, move in enumerate(moves, start=1):
            reason = game.validate(state, seat, move)
            if reason:
                if len(moves) == 1:
                    return reason
                return (
                    f"Move {number} was not written: {reason} Nothing from this batch was written."
                )
            state, _ = game.apply(state, seat, move)
        return None

    async def _after_commit(
        self,
        interaction: discord.Interaction,
        table: TableRecord,
        seat: int,
        *,
        edit: bool,
        turn: str | None = None,
        answer: Answer | None = None,
    ) -> None:
        """The move is stored: show the seat its new panel and settle the table. A failure
        here must not hide that the move counted, nor leave the table unsettled.

        When the move ended the turn, a DM panel is closed instead of redrawn: the next
        turn's panel arrives as a DM of its own, and one seat never holds two live panels.
        With an `answer` (a click not answered yet), a panel without a new picture is the
        answer itself."""

        # the table moves on (AI seats, the next turn's panels) while this panel is redrawn;
        # scheduled first, so it is under way by the time the player sees the new panel
        self._settle_after(table, turn)
        try:
            ui = self.games[table.game]
            moved_on = turn is not None and ui.game.flow(table.state).turn_key != turn
            if moved_on and policy_of(table).settles_per_turn:
                # a crowd's round ended: its next round's message goes out first, then the
                # thousand panels are redrawn (each would delay it, and none may show the
                # next round's dice before the channel does)
                await self.phase_shown(table, within=PHASE_FIRST_WITHIN)
            if moved_on and interaction.guild_id is None and edit:
                over = table.status != RUNNING
                done = discord.Embed(
                    title=f"{ui.title} · done here",
                    description="Your move counted. "
                    + (
                        "The game is over: the final scores are in the channel."
                        if over
                        else "Your next panel comes here when it is your turn."
                    ),
                    colour=ui.colour,
                )
                closed = Card(embeds=[done])
                await self._show_panel(
                    interaction, table, seat, closed, closed.edit_kwargs(), answer
                )
                # closed here: nothing left to close later (noted once it is closed, so a
                # crash in between leaves the mark, and the panel is closed again later)
                await self._settled_dm_panel(interaction, table, seat, closed)
                return
            shown = message_id_of(interaction) if edit else None
            card = await self._panel_card(
                table,
                seat,
                step=None,
                shown=shown,
                # a new picture: the click is acknowledged, then the picture drawn
                before_drawing=answer.defer if answer is not None else None,
            )
            if edit:
                if self._picture_unchanged(shown, card):
                    card.files = []  # the message already shows this very picture
                    kwargs = card.edit_kwargs(keep_files=True)
                    await self._show_panel(interaction, table, seat, card, kwargs, answer)
                    await self._settled_dm_panel(interaction, table, seat, card)
                else:  # (a click's answer was deferred before the picture was drawn)
                    await self._show_panel(interaction, table, seat, card, card.edit_kwargs())
            else:
                await interaction.followup.send(ephemeral=True, **card.send_kwargs())
        except Exception:
            # while the process stops, its HTTP session closes under the redraw: expected
            (log.warning if self.closing else log.exception)(
                "panel after a committed move on table %s failed", table.id, exc_info=True
            )
            if answer is not None:  # the note follows an acknowledged click, never races it
                try:
                    await answer.defer()
                except discord.HTTPException:
                    log.warning("could not defer interaction %s", interaction.id, exc_info=True)
            label = self.games[table.game].panel_label
            await self._tell(
                interaction,
                "Your move counted, but your panel could not be redrawn. "
                f"Press {label} on the table message for a fresh one.",
            )

    def _settle_after(self, table: TableRecord, turn: str | None) -> None:
        """Settle the table after a stored move. A crowd's round is simultaneous: a move that
        did not end it changes nothing the table shows but its count (edited now and then),
        so only the move that ends it settles the table; a burst of a thousand moves would
        otherwise settle it a thousand times, each walking the seats."""
        game = self.games[table.game].game
        if (
            turn is not None
            and policy_of(table).settles_per_turn
            and table.status == RUNNING
            and game.flow(table.state).turn_key == turn
        ):
            self._mark_status_dirty(table)
            return
        self.schedule_settle(table.id)

    async def _settled_dm_panel(
        self, interaction: discord.Interaction, table: TableRecord, seat: int, card: Card
    ) -> None:
        """A DM panel left without controls (the turn ended, or a round confirmed while
        others still play) is already closed: the next turn's panel comes as a new DM, and
        this one needs no closing edit then (one REST call fewer)."""
        record = table.seats[seat]
        clicked_on = message_id_of(interaction)
        if interaction.guild_id is not None or clicked_on is None or card.view:
            return
        async with self.panel_lock(table.id, seat):
            if record.panel_message_id == clicked_on and (
                seat not in self.games[table.game].game.waiting_for(table.state)
                or record.panel_turn != self.games[table.game].game.flow(table.state).turn_key
            ):
                record.panel_message_id = record.panel_turn = None
                await self.storage.update_seat(table.id, record)
                self.remember_answer(table.id, seat, interaction)

    async def _commit(
        self,
        table: TableRecord,
        seat: int,
        move: dict,
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> list[dict]:
        """Apply and store one move; the caller holds the table's lock."""
        return await self._commit_batch(table, seat, [move], interaction_id, by_ai=by_ai)

    async def _commit_batch(
        self,
        table: TableRecord,
        seat: int,
        moves: list[dict],
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> list[dict]:
        """Apply and store one seat's moves together, each with the events it caused; the
        caller holds the table's lock and has validated them in order."""
        stored = self._stage_batch(table, seat, moves, interaction_id, by_ai=by_ai)
        return await self._when_stored(table, seat, stored, interaction_id)

    def _stage_batch(
        self,
        table: TableRecord,
        seat: int,
        moves: list[dict],
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> tuple[asyncio.Future[int], list[dict]]:
        """Apply one seat's moves to the table at once and stage their write (bot.commits);
        the caller holds the table's lock and has validated them in order."""
        game = self.games[table.game].game
        state = table.state
        events: list[list[dict[str, Any]]] = []
        for move in moves:
            state, caused = game.apply(state, seat, move)
            events.append(caused)
        status = FINISHED if game.is_over(state) else RUNNING
        # the whole state is written when a turn ends (and at the end), else only the moves:
        # a 1,000-seat round then writes its state once, not once per move
        turn_ended = game.flow(state).turn_key != game.flow(table.state).turn_key
        write = Write(seat, moves, interaction_id, events, by_ai)
        stored = self.commits.stage(table, write, state, status, snapshot=turn_ended)
        return stored, [event for caused in events for event in caused]

    async def _when_stored(
        self,
        table: TableRecord,
        seat: int,
        staged: tuple[asyncio.Future[int], list[dict]],
        interaction_id: int | None,
    ) -> list[dict]:
        """Wait for a staged write; raises what the write raised (nothing of it stored)."""
        stored, events = staged
        await stored
        record = table.seats[seat]
        if interaction_id is not None and record.missed_clocks:
            record.missed_clocks = 0  # the player is back: their count starts again
            await self.storage.update_seat(table.id, record)
        return events

    async def _read_again(self, table: TableRecord) -> None:
        """Another process moved this table (or a write failed): the record is read back
        as stored, and the player may try again."""
        fresh = await self.load_table(table.id)
        if fresh is not None:
            table.state, table.version, table.status = fresh.state, fresh.version, fresh.status
            table.pending = fresh.pending

    @staticmethod
    def _snapshot_every(table: TableRecord) -> int:
        """Moves between snapshots within one turn: in proportion to the seats, so the
        snapshot's cost per move does not grow with the table (a long turn of a big table
        is replayed from at most this many moves)."""
        return max(64, 8 * len(table.seats))

    async def load_table(self, table_id: int) -> TableRecord | None:
        """The stored table, its pending moves replayed: the game as it stands now."""
        table = await self.storage.get_table(table_id)
        if table is not None:
            self.replay_pending(table)
        return table

    def replay_pending(self, table: TableRecord) -> None:
        """A loaded table's snapshot, brought up to date with the moves stored after it."""
        ui = self.games.get(table.game)
        if ui is None or table.state is None:
            return
        state = table.state
        for seat, move in table.pending:
            state, _ = ui.game.apply(state, seat, move)
        table.state = state

    async def on_modal(
        self, interaction: discord.Interaction, route: Route, fields: dict[str, str]
    ) -> None:
        """A typed batch of moves from a game's form."""
        if not self.first_delivery(interaction.id) or await self.turned_away(interaction):
            return
        async with self.handling():
            try:
                await self._modal_action(interaction, route, fields)
            except VersionConflict:
                await self._tell(
                    interaction,
                    "Another player's move came first and changed the table; nothing was "
                    "written. Look at your panel and try again.",
                )
            except StorageUnavailable:
                await self._tell(interaction, UNREACHABLE)
            except Exception:
                log.exception("form %s on table %s failed", route.action, route.table_id)
                await self._tell(
                    interaction, "Something went wrong on our side; nothing was changed."
                )

    async def _modal_action(
        self, interaction: discord.Interaction, route: Route, fields: dict[str, str]
    ) -> None:
        table_id = route.table_id
        if (
            self.shared
            and 0 < table_id < 2**63
            and table_id not in self.tables
            and await self.hand_over(interaction, table_id, acknowledge=True)
        ):
            return  # the worker looking after the table took it
        table = await self.table_by_id(table_id) if 0 < table_id < 2**63 else None
        key, action = route.key, route.game
        if (
            table is None
            or table.status != RUNNING
            or route.verb != "m"
            or key is None
            or action is None
        ):
            await self._tell(interaction, "That table is not running any more.")
            return
        ui = self.games[table.game]
        game = ui.game
        seat_record, refusal = self._seat_for(table, interaction.user.id)
        if seat_record is None:
            await self._tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        if not interaction.response.is_done():  # (a form handed over was acknowledged)
            await self._retrying(lambda: interaction.response.defer())  # a 5xx: once more
        async with self._locks[table.id]:
            if seat not in game.waiting_for(table.state) or self._stale(table, seat, key):
                await self._tell(
                    interaction, "The game moved on while you typed; nothing was written."
                )
                return
            result = ui.interpret_text(table.state, seat, action, fields)
            if isinstance(result, Refusal):
                await self._tell(interaction, with_rule(table, game, result.reason))
                return
            if isinstance(result, Nav):  # e.g. a typed move shown for confirmation first
                card = await self._panel_step(
                    table, seat, game.panel_view(table.state, seat), result.step
                )
                if interaction.message is not None:
                    await interaction.edit_original_response(**card.edit_kwargs(keep_files=True))
                else:
                    await interaction.followup.send(ephemeral=True, **card.send_kwargs())
                return
            if not result:
                await self._tell(interaction, "There was no move in what you typed.")
                return
            reason = self._batch_problem(table, seat, result)
            if reason:
                await self._tell(interaction, with_rule(table, game, reason))
                return
            try:
                await self._commit_batch(table, seat, result, interaction.id)
            except DuplicateInteraction:
                return
        await self._after_commit(interaction, table, seat, edit=interaction.message is not None)


def _not_in_play(table: TableRecord) -> str | None:
    """Why a table's in-play controls do nothing now (None: they do)."""
    if table.status in (FINISHED, CANCELLED):
        return (
            "This table has ended; its buttons no longer do anything. Start a new one with /play."
        )
    if table.status == LOBBY:
        return "The game has not started yet."
    return None
