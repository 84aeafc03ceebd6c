"""The table manager: lobbies, seats, moves, AI seats, turn clocks and recovery, for every game.

A game cog never does any of this itself: it registers a `GameUI` and the manager turns its
components into engine moves, stores each accepted move before the player hears of it, and
posts what the engine's public view shows.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import OrderedDict, defaultdict
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import discord

from bot.gameui import Card, GameUI, Nav, Refusal, button, custom_id, select, view_of
from bot.storage import (
    CANCELLED,
    FINISHED,
    LOBBY,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    SeatRecord,
    Storage,
    TableRecord,
    VersionConflict,
)

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

# (value, label, minutes); live clocks in minutes, async clocks in hours
CLOCK_CHOICES: list[tuple[str, str, int]] = [
    ("0", "No turn clock", 0),
    ("2", "Live: 2 minutes per turn", 2),
    ("5", "Live: 5 minutes per turn", 5),
    ("10", "Live: 10 minutes per turn", 10),
    ("720", "Async: 12 hours per turn", 720),
    ("1440", "Async: 24 hours per turn", 1440),
    ("2880", "Async: 48 hours per turn", 2880),
]
DEFAULT_CLOCK_MINUTES = 5
DM_CLOSED = 50007


def clock_label(minutes: int) -> str:
    for _, label, value in CLOCK_CHOICES:
        if value == minutes:
            return label
    if minutes >= 60:
        return f"Async: {minutes / 60:g} hours per turn"
    return f"Live: {minutes} minutes per turn"


def reminder_lead(limit_seconds: float) -> float:
    """How long before the deadline the waiting players are reminded."""
    return min(limit_seconds * 0.25, 3600.0)


class TableManager:
    def __init__(self, bot: GameBot, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage
        self.games: dict[str, GameUI] = {}
        self.tables: dict[int, TableRecord] = {}  # tables in their lobby or running
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._settle_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._clocks: dict[int, asyncio.Task] = {}
        self._status_dirty: dict[int, asyncio.Task] = {}
        self._tasks: set[asyncio.Task] = set()
        # interaction ids already handled: a redelivered interaction is ignored silently,
        # since its token was answered the first time (moves are also deduplicated in storage)
        self._seen: OrderedDict[int, None] = OrderedDict()
        # interactions being handled; shutdown lets them finish before storage closes
        self._inflight = 0
        self._opening: set[int] = set()  # channels whose /play is being set up right now
        # drawing and AI planning run here, off the event loop; two workers leave the loop
        # its share of the interpreter on a small machine
        self._workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="table-work")
        self._idle_event = asyncio.Event()
        self._idle_event.set()
        # hooks for tests and benchmarks
        self.on_settled: Callable[[TableRecord], Awaitable[None]] | None = None

    # -- registry and start-up ---------------------------------------------------------------

    def register(self, ui: GameUI) -> None:
        self.games[ui.name] = ui

    async def resume(self) -> None:
        """Load every table left in a lobby or running; re-arm clocks and let AI seats act."""
        for table in await self.storage.active_tables():
            if table.game not in self.games:
                log.warning("table %s uses unknown game %s; left as it is", table.id, table.game)
                continue
            self.tables[table.id] = table
            if table.status == RUNNING:
                self._arm_clock(table)  # a deadline that passed meanwhile expires at once
                self._spawn(self.settle(table.id))
        log.info("resumed %d tables", len(self.tables))

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table task failed", exc_info=task.exception())

    @contextlib.asynccontextmanager
    async def handling(self):
        self._inflight += 1
        self._idle_event.clear()
        try:
            yield
        finally:
            self._inflight -= 1
            if self._inflight == 0:
                self._idle_event.set()

    async def shutdown(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle_event.wait(), timeout=10)
        for task in [*self._clocks.values(), *self._status_dirty.values(), *self._tasks]:
            task.cancel()
        await asyncio.gather(*self._clocks.values(), *self._tasks, return_exceptions=True)
        self._clocks.clear()
        self._workers.shutdown(wait=False, cancel_futures=True)

    async def idle(self) -> None:
        """Wait until no background work is pending (used by tests and the benchmark)."""
        while self._tasks or self._status_dirty:
            await asyncio.gather(*self._tasks, *self._status_dirty.values(), return_exceptions=True)

    async def off_loop(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._workers, fn, *args)

    def names(self, table: TableRecord) -> list[str]:
        return [s.name for s in table.seats]

    # -- lobby ------------------------------------------------------------------------------

    def lobby_card(self, table: TableRecord) -> Card:
        ui = self.games[table.game]
        limits = ui.engine.seats
        lines = []
        for s in table.seats:
            who = f"🤖 {s.name}" if s.is_ai else f"<@{s.user_id}>"
            host = " (host)" if s.user_id == table.host_id and not s.is_ai else ""
            lines.append(f"{s.seat + 1}. {who}{host}")
        embed = discord.Embed(
            title=f"{ui.title}: new table",
            description="\n".join(lines) or "Nobody yet.",
            colour=ui.colour,
        )
        embed.add_field(name="Seats", value=f"{len(table.seats)} of {limits.min}-{limits.max}")
        embed.add_field(name="Turn clock", value=clock_label(table.clock_minutes))
        embed.set_footer(
            text=f"Table {table.id} · the host starts the game · /rules game:{ui.name}"
        )
        full = len(table.seats) >= limits.max
        tid = table.id
        view = view_of(
            button(
                custom_id(tid, "join"),
                "Join",
                style=discord.ButtonStyle.primary,
                disabled=full,
                row=0,
            ),
            button(custom_id(tid, "leave"), "Leave", row=0),
            button(custom_id(tid, "ai"), "Add AI", disabled=full, row=0),
            button(
                custom_id(tid, "start"),
                "Start",
                style=discord.ButtonStyle.success,
                disabled=len(table.seats) < limits.min,
                row=0,
            ),
            button(custom_id(tid, "cancel"), "Cancel", style=discord.ButtonStyle.danger, row=0),
            select(
                custom_id(tid, "clock"),
                "Turn clock (host)",
                [(v, label) for v, label, _ in CLOCK_CHOICES],
                row=1,
            ),
        )
        return Card(embeds=[embed], view=view)

    async def open_lobby(self, interaction: discord.Interaction, game: str) -> None:
        async with self.handling():
            await self._open_lobby(interaction, game)

    async def _open_lobby(self, interaction: discord.Interaction, game: str) -> None:
        ui = self.games.get(game)
        if ui is None:
            choices = ", ".join(sorted(self.games))
            await self._tell(
                interaction, f"There is no game called {game!r}. Choose one of: {choices}."
            )
            return
        channel_id = interaction.channel_id
        assert channel_id is not None
        if isinstance(interaction.channel, discord.DMChannel) or interaction.guild_id is None:
            await self._tell(interaction, "Tables live in server channels: use /play in a server.")
            return
        busy = self.table_in(channel_id)
        if busy is not None or channel_id in self._opening:
            await self._tell(interaction, self._busy_text(busy))
            return
        self._opening.add(channel_id)
        try:
            await self._create_lobby(interaction, game, channel_id)
        finally:
            self._opening.discard(channel_id)

    async def _create_lobby(
        self, interaction: discord.Interaction, game: str, channel_id: int
    ) -> None:
        # answer first (the database may be busy with other tables), then fill the lobby in
        await interaction.response.defer(thinking=True)
        host = SeatRecord(seat=0, user_id=interaction.user.id, name=interaction.user.display_name)
        try:
            table = await self.storage.create_table(
                game=game,
                guild_id=interaction.guild_id,
                channel_id=channel_id,
                host=host,
                options={},
                seed=secrets.randbits(63),
                clock_minutes=DEFAULT_CLOCK_MINUTES,
            )
        except ChannelBusy:  # another /play won the race for this channel
            busy = await self.storage.active_table_in(channel_id)
            await interaction.edit_original_response(content=self._busy_text(busy))
            return
        self.tables[table.id] = table
        message = await interaction.edit_original_response(**self.lobby_card(table).send_kwargs())
        table.message_id = message.id
        await self.storage.update_table(table.id, message_id=message.id)

    def table_in(self, channel_id: int) -> TableRecord | None:
        return next((t for t in self.tables.values() if t.channel_id == channel_id), None)

    def _busy_text(self, busy: TableRecord | None) -> str:
        what = (
            f"a {self.games[busy.game].title} table"
            if busy and busy.game in self.games
            else "a table"
        )
        return (
            f"This channel already has {what} (table {busy.id if busy else '?'}). "
            "Finish it, ask its host to end it with /table end, or play in another channel "
            "or thread."
        )

    async def _lobby_action(
        self, interaction: discord.Interaction, table: TableRecord, action: str, values: list[str]
    ) -> None:
        ui = self.games[table.game]
        user = interaction.user
        is_host = user.id == table.host_id
        limits = ui.engine.seats
        await interaction.response.defer()  # refusals follow as private notes
        async with self._locks[table.id]:
            if table.status != LOBBY:
                await self._tell(
                    interaction, "This lobby is closed: the game has started or ended."
                )
                return
            if action == "join":
                if table.is_seated(user.id):
                    await self._tell(interaction, "You are already seated at this table.")
                    return
                if len(table.seats) >= limits.max:
                    await self._tell(interaction, f"The table is full ({limits.max} seats).")
                    return
                table.seats.append(
                    SeatRecord(seat=len(table.seats), user_id=user.id, name=user.display_name)
                )
            elif action == "leave":
                if not table.is_seated(user.id):
                    await self._tell(interaction, "You are not seated at this table.")
                    return
                if is_host:
                    await self._tell(
                        interaction, "The host cannot leave; use Cancel to close the table."
                    )
                    return
                table.seats = [s for s in table.seats if s.user_id != user.id]
            elif action in ("ai", "start", "cancel", "clock") and not is_host:
                await self._tell(interaction, "Only the host can do that.")
                return
            elif action == "ai":
                if len(table.seats) >= limits.max:
                    await self._tell(interaction, f"The table is full ({limits.max} seats).")
                    return
                number = sum(1 for s in table.seats if s.is_ai) + 1
                table.seats.append(
                    SeatRecord(seat=len(table.seats), user_id=None, name=f"AI {number}", is_ai=True)
                )
            elif action == "clock":
                allowed = {v: minutes for v, _, minutes in CLOCK_CHOICES}
                if not values or values[0] not in allowed:
                    await self._tell(interaction, "Pick one of the listed turn clocks.")
                    return
                table.clock_minutes = allowed[values[0]]
            elif action == "cancel":
                table.status = CANCELLED
                await self.storage.update_table(table.id, status=CANCELLED)
                self._forget(table.id)
                embed = discord.Embed(
                    title=f"{ui.title}: table cancelled",
                    description=f"{user.display_name} closed the lobby.",
                    colour=ui.colour,
                )
                await interaction.edit_original_response(embed=embed, view=None)
                return
            elif action == "start":
                if len(table.seats) < limits.min:
                    await self._tell(interaction, f"{ui.title} needs at least {limits.min} seats.")
                    return
                await self._start(interaction, table)
                return
            else:
                await self._tell(interaction, "That button is not part of this lobby.")
                return
            for number, seat in enumerate(table.seats):
                seat.seat = number
            await self.storage.save_lobby(table)
            await interaction.edit_original_response(
                **self.lobby_card(table).edit_kwargs(keep_files=True)
            )

    async def _start(self, interaction: discord.Interaction, table: TableRecord) -> None:
        ui = self.games[table.game]
        table.options = ui.options_for(len(table.seats))
        state = ui.engine.new_game(len(table.seats), table.options, table.seed)
        await self.storage.save_lobby(table)
        await self.storage.start_table(table, state)
        seats = ", ".join(s.name for s in table.seats)
        embed = discord.Embed(
            title=f"{ui.title}: game started",
            description=f"Players: {seats}\nTurn clock: {clock_label(table.clock_minutes)}",
            colour=ui.colour,
        )
        await interaction.edit_original_response(embed=embed, view=None)
        self._spawn(self.settle(table.id))

    # -- components -------------------------------------------------------------------------

    def first_delivery(self, interaction_id: int) -> bool:
        if interaction_id in self._seen:
            return False
        self._seen[interaction_id] = None
        while len(self._seen) > 50_000:
            self._seen.popitem(last=False)
        return True

    async def on_component(
        self, interaction: discord.Interaction, table_id: int, action: str, values: list[str]
    ) -> None:
        if not self.first_delivery(interaction.id):
            log.info("ignoring redelivered interaction %s", interaction.id)
            return
        async with self.handling():
            await self._on_component(interaction, table_id, action, values)

    async def _on_component(
        self, interaction: discord.Interaction, table_id: int, action: str, values: list[str]
    ) -> None:
        try:
            table = self.tables.get(table_id) or await self.storage.get_table(table_id)
            if table is None or table.game not in self.games:
                await self._tell(interaction, "That table no longer exists.")
                return
            verb = action.split(":", 1)[0]
            if verb in ("join", "leave", "ai", "start", "cancel", "clock"):
                await self._lobby_action(interaction, table, verb, values)
            elif verb == "export":
                await self.send_export(interaction, table)
            elif table.status in (FINISHED, CANCELLED):
                await self._tell(
                    interaction,
                    "This table has ended; its buttons no longer do anything. "
                    "Start a new one with /play.",
                )
            elif table.status == LOBBY:
                await self._tell(interaction, "The game has not started yet.")
            elif verb == "panel":
                await self.open_panel(interaction, table)
            elif verb == "g":
                await self._game_action(interaction, table, action, values)
            else:
                await self._tell(interaction, "That button is not part of this table.")
        except Exception:
            log.exception("component %s on table %s failed", action, table_id)
            await self._tell(interaction, "Something went wrong on our side; nothing was changed.")

    async def _tell(self, interaction: discord.Interaction, text: str) -> None:
        """A short private answer, whether or not the interaction was answered already."""
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id, exc_info=True)

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
        await interaction.response.defer(ephemeral=True, thinking=True)
        card = await self._panel_card(table, seat.seat, step=None)
        await interaction.edit_original_response(**card.edit_kwargs())

    async def _panel_card(self, table: TableRecord, seat: int, step: dict | None) -> Card:
        ui = self.games[table.game]
        view = ui.engine.view(table.state, seat)
        image = await self.off_loop(ui.panel_image, view, seat, table.seats[seat].name)
        card = ui.panel(table, seat, view, step)
        if image:
            card.files = [("panel.png", image)]
        return card

    async def _game_action(
        self, interaction: discord.Interaction, table: TableRecord, action: str, values: list[str]
    ) -> None:
        ui = self.games[table.game]
        engine = ui.engine
        parts = action.split(":", 2)
        if len(parts) < 3:
            await self._tell(interaction, "That control is malformed.")
            return
        _, key, rest = parts
        seat_record, refusal = self._seat_for(table, interaction.user.id)
        if seat_record is None:
            await self._tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        modal = ui.modal(table, seat, rest)
        if modal is not None:
            await interaction.response.send_modal(modal)  # a form must be the first answer
            return
        # answer at once: the table may be busy (an AI seat thinking, a commit); whatever
        # follows edits this panel or adds a private note to it
        await interaction.response.defer()
        async with self._locks[table.id]:
            if table.status != RUNNING:
                await self._tell(interaction, "This table has ended.")
                return
            if await self.storage.has_interaction(interaction.id):
                log.info("interaction %s was applied before; ignored", interaction.id)
                return
            if seat not in engine.waiting_for(table.state):
                await self._tell(
                    interaction, "It is not your turn: you have nothing to do right now."
                )
                return
            if key != ui.step_key(table.state, seat):
                await self._tell(
                    interaction,
                    "That panel is out of date (the game has moved on since it was shown). "
                    f"Use your newest panel, or press {ui.panel_label} on the table message.",
                )
                return
            result = ui.interpret(table.state, seat, rest, values)
            if isinstance(result, Refusal):
                await self._tell(interaction, result.reason)
                return
            if isinstance(result, Nav):
                view = engine.view(table.state, seat)
                card = ui.panel(table, seat, view, result.step)
                await interaction.edit_original_response(**card.edit_kwargs(keep_files=True))
                return
            reason = engine.validate(table.state, seat, result)
            if reason:
                await self._tell(interaction, reason)
                return
            try:
                await self._commit(table, seat, result, interaction.id)
            except DuplicateInteraction:
                log.info("interaction %s was applied before; ignored", interaction.id)
                return
        card = await self._panel_card(table, seat, step=None)
        await interaction.edit_original_response(**card.edit_kwargs())
        self.schedule_settle(table.id)

    async def _commit(
        self, table: TableRecord, seat: int, move: dict, interaction_id: int | None
    ) -> list[dict]:
        """Apply and store one move; the caller holds the table's lock."""
        return await self._commit_batch(table, seat, [move], interaction_id)

    async def _commit_batch(
        self, table: TableRecord, seat: int, moves: list[dict], interaction_id: int | None
    ) -> list[dict]:
        """Apply and store one seat's moves together; the caller holds the table's lock and
        has validated them in order."""
        engine = self.games[table.game].engine
        state, events = table.state, []
        for move in moves:
            state, more = engine.apply(state, seat, move)
            events.extend(more)
        status = FINISHED if engine.is_over(state) else RUNNING
        try:
            version = await self.storage.record_moves(
                table.id, seat, moves, interaction_id, table.version, state, status=status
            )
        except VersionConflict:
            # another process moved this table: reload it and let the player try again
            fresh = await self.storage.get_table(table.id)
            if fresh is not None:
                table.state, table.version, table.status = fresh.state, fresh.version, fresh.status
            raise
        table.state, table.version, table.status = state, version, status
        return events

    async def on_modal(
        self, interaction: discord.Interaction, table_id: int, action: str, fields: dict[str, str]
    ) -> None:
        """A typed batch of moves from a game's form."""
        if not self.first_delivery(interaction.id):
            return
        async with self.handling():
            try:
                await self._modal_action(interaction, table_id, action, fields)
            except Exception:
                log.exception("form %s on table %s failed", action, table_id)
                await self._tell(
                    interaction, "Something went wrong on our side; nothing was changed."
                )

    async def _modal_action(
        self, interaction: discord.Interaction, table_id: int, action: str, fields: dict[str, str]
    ) -> None:
        table = self.tables.get(table_id)
        parts = action.split(":", 2)
        if table is None or table.status != RUNNING or len(parts) < 3 or parts[0] != "m":
            await self._tell(interaction, "That table is not running any more.")
            return
        _, key, rest = parts
        ui = self.games[table.game]
        engine = ui.engine
        seat_record, refusal = self._seat_for(table, interaction.user.id)
        if seat_record is None:
            await self._tell(interaction, refusal or "")
            return
        seat = seat_record.seat
        await interaction.response.defer()
        async with self._locks[table.id]:
            if seat not in engine.waiting_for(table.state) or key != ui.step_key(table.state, seat):
                await self._tell(
                    interaction, "The game moved on while you typed; nothing was written."
                )
                return
            result = ui.interpret_text(table.state, seat, rest, fields)
            if isinstance(result, Refusal):
                await self._tell(interaction, result.reason)
                return
            if not result:
                await self._tell(interaction, "There was no move in what you typed.")
                return
            state = table.state
            for number, move in enumerate(result, start=1):
                reason = engine.validate(state, seat, move)
                if reason:
                    await self._tell(
                        interaction,
                        f"Move {number} was not written: {reason} Nothing from this batch was written.",
                    )
                    return
                state, _ = engine.apply(state, seat, move)
            try:
                await self._commit_batch(table, seat, result, interaction.id)
            except DuplicateInteraction:
                return
        card = await self._panel_card(table, seat, step=None)
        if interaction.message is not None:
            await interaction.edit_original_response(**card.edit_kwargs())
        else:
            await interaction.followup.send(ephemeral=True, **card.send_kwargs())
        self.schedule_settle(table.id)

    # -- after every change -----------------------------------------------------------------

    def schedule_settle(self, table_id: int) -> None:
        self._spawn(self.settle(table_id))

    async def settle(self, table_id: int) -> None:
        """Bring the channel, the panels, the clock and the AI seats up to date with the state."""
        async with self._settle_locks[table_id]:
            for _ in range(10_000):
                table = self.tables.get(table_id)
                if table is None:
                    return
                if table.status == FINISHED:
                    await self._finish(table)
                    return
                if table.status != RUNNING:
                    return
                ui = self.games[table.game]
                announce = ui.announce_phase(table.state)
                turn = ui.clock_phase(table.state)
                new_turn = turn != table.phase
                if new_turn:
                    await self._start_clock(table, turn)
                if announce != table.announced:
                    await self._announce(table, announce)
                else:
                    self._mark_status_dirty(table)  # e.g. the next seat's turn in this phase
                if new_turn:
                    await self._send_panels(table)
                if not await self._play_ai_seats(table):
                    break
            if self.on_settled is not None and table_id in self.tables:
                await self.on_settled(self.tables[table_id])

    async def _play_ai_seats(self, table: TableRecord, seats: list[int] | None = None) -> bool:
        """Let the AI finish the turn of every waiting AI seat (or of `seats`); True if it moved."""
        ui = self.games[table.game]
        engine = ui.engine
        moved = False
        async with self._locks[table.id]:
            if table.status != RUNNING:
                return False
            phase = ui.clock_phase(table.state)
            waiting = engine.waiting_for(table.state)
            todo = [s for s in waiting if (table.seats[s].is_ai if seats is None else s in seats)]
            for seat in todo:
                # one seat's turn may take several moves (a whole round of Abstract); stop at
                # the end of the phase, so the next one is announced before anyone plays it
                while (
                    table.status == RUNNING
                    and ui.clock_phase(table.state) == phase
                    and seat in engine.waiting_for(table.state)
                ):
                    # the AI thinks on a worker thread so the event loop keeps answering
                    move = await self.off_loop(engine.ai_move, table.state, seat)
                    await self._commit(table, seat, move, None)
                    moved = True
        return moved

    async def _announce(self, table: TableRecord, announce: str) -> None:
        """A new public phase: the picture of the one that ended, then a fresh status message."""
        ui = self.games[table.game]
        names = self.names(table)
        public = ui.engine.view(table.state, None)
        channel = self.bot.get_partial_messageable(table.channel_id)
        if table.announced is not None:
            image = await self.off_loop(ui.phase_image, public, names)
            if image:
                await self._send(channel, Card(files=[(ui.phase_image_name, image)]))
        table.announced = announce
        table.message_id = None  # until the new status is posted, nothing edits the old one
        card = ui.status(table, public, names)
        image = await self.off_loop(ui.status_image, public, names)
        if image:
            card.files = [("status.png", image)]
        message = await self._send(channel, card)
        table.message_id = message.id if message else None
        await self.storage.update_table(table.id, announced=announce, message_id=table.message_id)

    async def _start_clock(self, table: TableRecord, turn: str) -> None:
        """A new turn: its clock starts."""
        deadline = time.time() + table.clock_minutes * 60 if table.clock_minutes else None
        table.phase, table.deadline, table.reminded = turn, deadline, False
        await self.storage.update_table(table.id, phase=turn, deadline=deadline, reminded=False)
        self._arm_clock(table)

    async def _send_panels(self, table: TableRecord) -> None:
        """The seats to act in a new turn get a panel by DM (the channel button works too)."""
        for seat in self.games[table.game].engine.waiting_for(table.state):
            record = table.seats[seat]
            if not record.is_ai and record.user_id is not None and not record.dm_closed:
                await self._dm_panel(table, record)

    def status_card(self, table: TableRecord) -> Card:
        ui = self.games[table.game]
        return ui.status(table, ui.engine.view(table.state, None), self.names(table))

    def _mark_status_dirty(self, table: TableRecord) -> None:
        """Edit the public status soon; bursts of moves become one edit."""
        if table.id in self._status_dirty:
            return

        async def later() -> None:
            try:
                await asyncio.sleep(0.3)
            finally:
                self._status_dirty.pop(table.id, None)
            current = self.tables.get(table.id)
            if current is None or current.message_id is None or current.status != RUNNING:
                return
            if self.games[current.game].announce_phase(current.state) != current.announced:
                return  # the phase ended meanwhile; its successor gets a message of its own
            ui = self.games[current.game]
            card = self.status_card(current)
            if ui.status_image_live:
                public = ui.engine.view(current.state, None)
                image = await self.off_loop(ui.status_image, public, self.names(current))
                if ui.announce_phase(current.state) != current.announced:
                    return  # the phase ended while drawing
                if image:
                    card.files = [("status.png", image)]
            message = self.bot.get_partial_messageable(current.channel_id).get_partial_message(
                current.message_id
            )
            try:
                await message.edit(**card.edit_kwargs(keep_files=True))
            except discord.HTTPException:
                log.warning("could not edit status of table %s", current.id, exc_info=True)

        self._status_dirty[table.id] = asyncio.ensure_future(later())

    async def _send(self, channel: discord.abc.Messageable, card: Card) -> discord.Message | None:
        try:
            return await channel.send(
                **card.send_kwargs(), allowed_mentions=discord.AllowedMentions(users=True)
            )
        except discord.HTTPException:
            log.warning("could not post to channel", exc_info=True)
            return None

    async def _dm_panel(self, table: TableRecord, seat: SeatRecord) -> None:
        try:
            if seat.dm_channel_id is None:
                data = await self.bot.http.start_private_message(seat.user_id)
                seat.dm_channel_id = int(data["id"])
                await self.storage.update_seat(table.id, seat)
            card = await self._panel_card(table, seat.seat, step=None)
            dm = self.bot.get_partial_messageable(
                seat.dm_channel_id, type=discord.ChannelType.private
            )
            await dm.send(**card.send_kwargs())
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to seat %s failed", seat.seat, exc_info=True)
                return
            seat.dm_closed = True
            await self.storage.update_seat(table.id, seat)
            channel = self.bot.get_partial_messageable(table.channel_id)
            await self._send(
                channel,
                Card(
                    content=f"<@{seat.user_id}>, I cannot send you direct messages (your DMs are "
                    f"closed for this server). Press **{self.games[table.game].panel_label}** on the table message "
                    "to play your turns privately."
                ),
            )
        except discord.HTTPException:
            log.warning("DM panel for seat %s failed", seat.seat, exc_info=True)

    # -- clock ------------------------------------------------------------------------------

    def _arm_clock(self, table: TableRecord) -> None:
        old = self._clocks.pop(table.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        if table.deadline is not None and table.status == RUNNING:
            self._clocks[table.id] = asyncio.ensure_future(self._run_clock(table.id))

    async def set_deadline(self, table_id: int, deadline: float) -> None:
        """Move the current turn's deadline (host tools, tests)."""
        table = self.tables[table_id]
        table.deadline, table.reminded = deadline, False
        await self.storage.update_table(table_id, deadline=deadline, reminded=False)
        self._arm_clock(table)

    async def _run_clock(self, table_id: int) -> None:
        table = self.tables.get(table_id)
        if table is None or table.deadline is None:
            return
        phase = table.phase
        limit = table.clock_minutes * 60
        remind_at = table.deadline - reminder_lead(limit)
        if not table.reminded and time.time() < remind_at:
            await asyncio.sleep(remind_at - time.time())
            await self._remind(table)
        await asyncio.sleep(max(0.0, table.deadline - time.time()))
        if self.tables.get(table_id) is not table or table.phase != phase:
            return
        self._clocks.pop(table_id, None)
        await self.expire(table)

    def _waiting_humans(self, table: TableRecord) -> list[SeatRecord]:
        engine = self.games[table.game].engine
        return [table.seats[s] for s in engine.waiting_for(table.state) if not table.seats[s].is_ai]

    async def _remind(self, table: TableRecord) -> None:
        table.reminded = True
        await self.storage.update_table(table.id, reminded=True)
        waiting = self._waiting_humans(table)
        if not waiting or table.deadline is None:
            return
        who = " ".join(f"<@{s.user_id}>" for s in waiting)
        await self._send(
            self.bot.get_partial_messageable(table.channel_id),
            Card(
                content=f"⏰ {who}: your turn ends <t:{int(table.deadline)}:R>. "
                "If time runs out, the AI plays it for you."
            ),
        )

    async def expire(self, table: TableRecord) -> None:
        """The turn clock ran out: the AI plays for every seat still to act."""
        waiting = self._waiting_humans(table)
        if not waiting:
            return
        await self._play_ai_seats(table, [s.seat for s in waiting])
        ui = self.games[table.game]
        names = ", ".join(s.name for s in waiting)
        await self._send(
            self.bot.get_partial_messageable(table.channel_id),
            Card(content=f"⌛ Time ran out for {names}: {ui.clock_default_move_note()}."),
        )
        self.schedule_settle(table.id)

    # -- host tools -------------------------------------------------------------------------

    async def hand_to_ai(self, table: TableRecord, user_id: int) -> str:
        seat = table.seat_of(user_id)
        if seat is None:
            return "That member has no seat of their own at this table."
        seat.is_ai = True
        await self.storage.update_seat(table.id, seat)
        self.schedule_settle(table.id)
        return f"The AI now plays {seat.name}'s seat. They can take it back with /table rejoin."

    async def rejoin(self, table: TableRecord, user_id: int) -> str:
        seat = next((s for s in table.seats if s.user_id == user_id and s.is_ai), None)
        if seat is None:
            return "You have no seat played by the AI at this table."
        seat.is_ai = False
        await self.storage.update_seat(table.id, seat)
        self.schedule_settle(table.id)
        return f"Welcome back, {seat.name}: your seat is yours again."

    async def end_table(self, table: TableRecord, by: str) -> None:
        async with self._locks[table.id]:
            ui = self.games[table.game]
            was_running = table.status == RUNNING
            table.status = CANCELLED
            await self.storage.update_table(table.id, status=CANCELLED, deadline=None)
        self._forget(table.id)
        channel = self.bot.get_partial_messageable(table.channel_id)
        text = f"{ui.title} table {table.id} was ended by {by}."
        if was_running and table.state is not None:
            names = self.names(table)
            public = ui.engine.view(table.state, None)
            card = ui.final(table, public, names, ui.engine.scores(table.state))
            card.content = text + " Scores as they stood:"
            images = await self.off_loop(ui.final_images, public, names)
            card.files = images[:10]
            await self._send(channel, card)
        else:
            await self._send(channel, Card(content=text))

    def _forget(self, table_id: int) -> None:
        self.tables.pop(table_id, None)
        clock = self._clocks.pop(table_id, None)
        if clock is not None and clock is not asyncio.current_task():
            clock.cancel()

    # -- the end ----------------------------------------------------------------------------

    async def _finish(self, table: TableRecord) -> None:
        ui = self.games[table.game]
        engine = ui.engine
        self._forget(table.id)
        await self.storage.update_table(table.id, deadline=None)
        scores = engine.scores(table.state)
        results = [
            (s.user_id, int(scores[s.seat]["total"]), scores[s.seat].get("rank") == 1)
            for s in table.seats
            if s.user_id is not None
        ]
        await self.storage.add_results(table.game, results)
        names = self.names(table)
        public = engine.view(table.state, None)
        card = ui.final(table, public, names, scores)
        card.files = (await self.off_loop(ui.final_images, public, names))[:10]
        card.view = view_of(button(custom_id(table.id, "export"), "Export game record", emoji="📄"))
        await self._send(self.bot.get_partial_messageable(table.channel_id), card)

    def export_record(self, table: TableRecord) -> dict[str, Any]:
        engine = self.games[table.game].engine
        record = engine.record(table.state)
        record["table"] = table.id
        record["names"] = self.names(table)
        return record

    async def send_export(self, interaction: discord.Interaction, table: TableRecord) -> None:
        if table.state is None:
            await self._tell(interaction, "This table never started, so there is no record.")
            return
        if table.status != FINISHED:
            await self._tell(interaction, "The record is offered once the game has finished.")
            return
        data = json.dumps(self.export_record(table), indent=2).encode()
        await interaction.response.send_message(
            f"Game record of table {table.id}.",
            ephemeral=True,
            file=discord.File(
                __import__("io").BytesIO(data), filename=f"{table.game}-table-{table.id}.json"
            ),
        )
