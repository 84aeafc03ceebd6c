"""The table manager: every table of every game, from the lobby to the final scores.

A game cog never does any of this itself: it registers a `GameUI`, and the manager turns its
components into engine moves, stores each accepted move before the player hears of it, and
posts what the engine's public view shows. It is assembled from parts, one responsibility
each: lobbies (bot.lobby), the move path (bot.moves), delivery to Discord (bot.delivery),
turn clocks (bot.clocks) and keyed background work (bot.scheduler); this module keeps what
happens between moves, driven by the game's `flow()`: announcements, turns, AI seats, the
host's tools and the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import discord

from bot.client import BotClient
from bot.clocks import Clocks, reminder_lead
from bot.closed_dms import ClosedDms
from bot.cluster import Cluster
from bot.commits import GroupCommit
from bot.crowd import Crowd
from bot.delivery import DM_CLOSED, Delivery, post_nonce
from bot.drawing import Drawing
from bot.gameui import Card, GameUI, button, custom_id, table_context, view_of
from bot.handover import Handover
from bot.intake import Intake
from bot.learn import send_summaries
from bot.lobby import CLOCK_CHOICES, DEFAULT_CLOCK_MINUTES, Lobbies, clock_label
from bot.locks import KeyedLocks
from bot.looks import Looks
from bot.moves import Moves
from bot.panel_watch import PanelWatch
from bot.pings import Pings
from bot.policy import policy_of
from bot.ratings import Result, new_ratings, played_their_seat
from bot.rematch import Rematches
from bot.replay import Replays
from bot.routes import Routes
from bot.scheduler import Scheduler
from bot.server_settings import ServerChoices
from bot.storage import (
    CANCELLED,
    FINISHED,
    RUNNING,
    Storage,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
)

log = logging.getLogger(__name__)
# waits between tries to settle a table while the database does not answer (about 2 minutes)
SETTLE_RETRY_WAITS = (1, 2, 4, 8, 15, 30, 60)

__all__ = [
    "CLOCK_CHOICES",
    "DEFAULT_CLOCK_MINUTES",
    "DM_CLOSED",
    "TableManager",
    "clock_label",
    "reminder_lead",
]


class TableManager(Lobbies, Moves, Delivery, Clocks, Cluster, Handover):
    def __init__(self, bot: BotClient, storage: Storage) -> None:
        self.bot: BotClient = bot  # all the parts use of it (a part declares only its own share)
        self.storage = storage
        self.games: dict[str, GameUI] = {}
        self.tables: dict[int, TableRecord] = {}  # tables in their lobby or running
        # a table's moves and its settling, each in turn (bot.locks: a lock is kept only
        # while in use)
        self._locks: KeyedLocks[int] = KeyedLocks()
        self._settle_locks: KeyedLocks[int] = KeyedLocks()
        self._settle_queued: set[int] = set()  # tables with a settle waiting to begin
        # set when a table's new phase is announced (`phase_shown`)
        self._phase_shown: dict[int, asyncio.Event] = {}
        # moves staged and written in groups (bot.commits)
        self.commits = GroupCommit(storage, self._snapshot_every, self._read_again)
        # a seat's DM panels: sending the next one and redrawing the current one, in turn
        self._panel_locks: KeyedLocks[tuple[int, int]] = KeyedLocks()
        self._status_locks: KeyedLocks[int] = KeyedLocks()
        # clocks (key ("clock", id)), debounced status edits (("status", id)) and settling
        self.scheduler = Scheduler()
        # interaction ids already handled: a redelivered interaction is ignored silently,
        # since its token was answered the first time (moves are also deduplicated in storage)
        self._seen: OrderedDict[Hashable, None] = OrderedDict()
        # interactions being handled; shutdown lets them finish before storage closes
        self._inflight = 0
        self.closing = False
        self._opening: set[int] = set()  # channels whose /play is being set up right now
        # drawing and AI planning run here, off the event loop; two workers leave the loop
        # its share of the interpreter on a small machine
        self._workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="table-work")
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-ai")
        # a game's pictures are drawn in processes of their own (bot.drawing), when set
        self.drawing = Drawing(bot.settings.drawing_processes, self._workers)
        self._idle_event = asyncio.Event()
        self._idle_event.set()
        # the embed last shown on each table's status message: when its phase ends, the
        # message keeps its title and picture and loses its controls (after a restart the
        # message itself is read back)
        self._status_embeds: dict[int, discord.Embed] = {}
        # a digest of what each status message shows, so an edit that changes nothing is
        # not sent
        self._status_looks: dict[int, bytes] = {}
        # a digest of the picture each panel message shows (message id -> digest), so an
        # unchanged picture is not uploaded again
        self._panel_pictures: OrderedDict[int, frozenset[bytes]] = OrderedDict()
        # a seat's click that just closed its DM panel, and when: the next turn's panel may
        # take that message over (bot.delivery `_panel_in_place`)
        self._closing_answers: OrderedDict[tuple[int, int], tuple[discord.Interaction, float]]
        self._closing_answers = OrderedDict()
        self._init_cluster()
        self._init_handover()
        # every table control's verb and the part that answers it (bot.routes)
        self.routes = Routes()
        # the crowd-only work; which tables play as a crowd is their policy's (bot.policy)
        self.crowd = Crowd(
            self.games,
            self.scheduler,
            self._locks,
            self.lobby_card,
            self.load_table,
            self.off_loop,
            self._tell,
            self._retrying,
        )
        # what each server chose for its tables (bot.server_settings)
        self.server = ServerChoices(storage)
        # who is told of a turn, and how (bot.pings)
        self.pings = Pings(
            self.games, storage, bot.get_partial_messageable, self._retrying, bot.budget.slowdown
        )
        # Discord's invalid-request limit (bot.budget) and the players known to refuse DMs
        self.budget = bot.budget
        self.closed_dms = ClosedDms(storage, self.games, bot.get_partial_messageable, self._send)
        # a seat left without its panel is noticed and given it (bot.panel_watch)
        self.panel_watch = PanelWatch(
            self.tables, self.games, self._dm_panel, lambda t, s: self.panel_lock(t, s).locked()
        )
        self.replays = Replays(self.games, storage, self.off_loop, self._tell, self._retrying)
        self.register_lobby_verbs(self.routes)
        # a finished table played again (bot.rematch), through the lobby's steps
        self.rematches = Rematches(
            storage,
            self._tell,
            self.server.play_refusal,
            self.open_in,
            self.new_table,
            self.post_lobby,
        )
        self.rematches.register(self.routes)
        self.register_export_verbs(self.routes)
        self.replays.register(self.routes)
        self.looks = Looks(self.games, self.off_loop, self._tell, self._retrying, self._seat_for)
        self.looks.register(self.routes)
        self.register_move_verbs(self.routes)
        self.crowd.register(self.routes)
        # interactions arrived and not yet acknowledged (bot.intake): a click acknowledged at
        # once lets those go first
        self.intake = Intake()
        # hooks for tests and benchmarks
        self.on_settled: Callable[[TableRecord], Awaitable[None]] | None = None

    def register(self, ui: GameUI) -> None:
        self.games[ui.name] = ui
        self.drawing.preload(type(ui).__module__)  # its pictures are drawn from there

    async def resume(self) -> None:
        """Load every table left in a lobby or running, and every game that ended without
        its final message; re-arm clocks and let AI seats act (one worker: see bot.cluster)."""
        for table in await self.storage.active_tables():
            self.replay_pending(table)
            await self.adopt(table)
        for table in await self.storage.unwrapped_tables():
            self.replay_pending(table)
            await self.adopt(table)
        log.info("resumed %d tables", len(self.tables))

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

    async def turned_away(self, interaction: discord.Interaction) -> bool:
        """While the process stops, new clicks are told to come back (the other workers, or
        this one restarted, will answer them) instead of meeting a closing database."""
        if not self.closing:
            return False
        await self._tell(interaction, "The bot is restarting; try again in a few seconds.")
        return True

    async def shutdown(self) -> None:
        self.closing = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle_event.wait(), timeout=10)
        await self.scheduler.close()
        await self.stop_cluster()
        self._workers.shutdown(wait=False, cancel_futures=True)
        self.drawing.shutdown()
        self._thinker.shutdown(wait=False, cancel_futures=True)

    async def idle(self) -> None:
        """Wait until no background work is pending (used by tests and the benchmark)."""
        await self.scheduler.idle()

    async def off_loop(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await self.drawing.run(fn, *args)

    async def think(self, fn: Callable[..., Any], *args: Any) -> Any:
        """An AI seat plans on a thread of its own: it holds its table's lock meanwhile, so it
        must not queue behind pictures being drawn for other tables."""
        return await asyncio.get_running_loop().run_in_executor(self._thinker, fn, *args)

    def names(self, table: TableRecord) -> list[str]:
        return [s.name for s in table.seats]

    def schedule_settle(self, table_id: int) -> None:
        """Settle the table in the background. A settle waiting for its turn reads the table
        as it is when it runs, so it covers every move made meanwhile: a burst of a crowd's
        moves queues one settle, not one per move (each would walk the table's seats)."""
        if table_id in self._settle_queued:
            return
        self._settle_queued.add(table_id)
        self.scheduler.spawn(self._settle_until_done(table_id))

    async def _settle_until_done(self, table_id: int) -> None:
        """Settle the table; when the database did not answer, again a little later, so a
        table is never left waiting for a turn that was never announced."""
        try:
            for wait in SETTLE_RETRY_WAITS:
                try:
                    await self.settle(table_id)
                    return
                except StorageUnavailable as exc:
                    if self.closing:
                        return
                    log.warning(
                        "settling table %s: the database did not answer (%s)", table_id, exc
                    )
                    await asyncio.sleep(wait)
            await self.settle(table_id)
        except BaseException:
            # cut short before it began (a bug, or the process stopping): the next move must
            # not count on it (one settle too many is harmless, one too few is a stuck table)
            self._settle_queued.discard(table_id)
            raise

    async def settle(self, table_id: int) -> None:
        """Bring the channel, the panels, the clock and the AI seats up to date with the state."""
        async with self._settle_locks[table_id]:
            # from here on, a move is one this settle may not see: it queues the next one
            self._settle_queued.discard(table_id)
            for _ in range(10_000):
                # what the table shows is what is stored: staged moves are written first
                await self.commits.flushed(table_id)
                table = self.tables.get(table_id)
                if table is None:
                    return
                if table.status == FINISHED:
                    await self._finish(table)
                    return
                if table.status != RUNNING:
                    return
                flow = self.games[table.game].game.flow(table.state)
                announce, turn = flow.announce_key, flow.turn_key
                new_turn = turn != table.phase
                deadline = table.deadline
                if new_turn:  # the status shows the new deadline; it is stored with the turn
                    deadline = self._new_deadline(table)
                if announce != table.shown.announced:
                    await self._announce(table, announce)
                else:
                    self._mark_status_dirty(table)  # e.g. the next seat's turn in this phase
                if new_turn:
                    # the turn is noted as started only once its panels are out: a restart
                    # in between sends them again, and each seat still gets exactly one
                    await self._send_panels(table)
                    await self._start_clock(table, turn, deadline)
                if not await self._play_ai_seats(table):
                    break
            if self.on_settled is not None and table_id in self.tables:
                await self.on_settled(self.tables[table_id])

    async def _play_ai_seats(self, table: TableRecord, seats: list[int] | None = None) -> bool:
        """Let the AI finish the turn of every waiting AI seat (or of `seats`); True if it moved."""
        game = self.games[table.game].game
        moved = False
        if seats is None and not any(table.seats[s].is_ai for s in game.waiting_for(table.state)):
            # nothing for the AI to do: the table's lock is not waited for (a crowd's burst
            # queues a thousand clicks on it, and the settle that announces the next round
            # would wait behind them all)
            return False
        async with self._locks[table.id]:
            # the AI plans on the table as stored (the lock keeps anything new from staging)
            await self.commits.flushed(table.id)
            if table.status != RUNNING:
                return False
            turn = game.flow(table.state).turn_key
            waiting = game.waiting_for(table.state)
            todo = [s for s in waiting if (table.seats[s].is_ai if seats is None else s in seats)]
            for seat in todo:
                # one seat's turn may take several moves (a whole round of Abstract); stop at
                # the end of the phase, so the next one is announced before anyone plays it
                while (
                    table.status == RUNNING
                    and game.flow(table.state).turn_key == turn
                    and seat in game.waiting_for(table.state)
                ):
                    # the AI thinks on a worker thread so the event loop keeps answering
                    move = await self.think(game.ai_move, table.state, seat)
                    try:
                        await self._commit(table, seat, move, None, by_ai=True)
                    except VersionConflict:
                        # another worker moved this table: the copy was read again, and the
                        # caller looks at the table once more
                        return True
                    moved = True
        return moved

    async def _announce(self, table: TableRecord, announce: str) -> None:
        """A new public phase: the picture of the one that ended, then a fresh status message."""
        ui = self.games[table.game]
        names = self.names(table)
        public = ui.game.view(table.state, None)
        channel = self.bot.get_partial_messageable(table.channel_id)
        if table.shown.announced is not None:
            image = await self.off_loop(ui.phase_image, public, names)
            note = ui.phase_text(public, names)
            if image or note:
                files = [(ui.phase_image_name, image)] if image else []
                ended = table.shown.announced
                await self._send(
                    channel,
                    Card(content=note, files=files),
                    nonce=post_nonce(table.id, "phase", ended),
                )
        await self._close_status(table)
        table.shown.announced = announce
        table.shown.message_id = None  # until the new status is posted, nothing edits the old one
        card = self.status_card(table, public)
        image = await self.off_loop(ui.status_image, public, names)
        if image:
            card.files = [("status.png", image)]
        message = await self._send(channel, card, nonce=post_nonce(table.id, "status", announce))
        table.shown.message_id = message.id if message else None
        if card.embeds:
            self._status_embeds[table.id] = card.embeds[0]
        self._status_looks[table.id] = self._status_look(card)
        self._phase_is_shown(table.id)
        await self.storage.update_table(
            table.id, announced=announce, message_id=table.shown.message_id
        )

    def _phase_is_shown(self, table_id: int) -> None:
        shown = self._phase_shown.pop(table_id, None)
        if shown is not None:
            shown.set()

    async def phase_shown(self, table: TableRecord, within: float) -> None:
        """Wait, at most `within` seconds, until the phase the table is in is announced
        (its status message is out), or the table is no longer running."""
        key = self.games[table.game].game.flow(table.state).announce_key
        loop = asyncio.get_running_loop()
        end = loop.time() + within
        while (
            table.status == RUNNING
            and table.id in self.tables
            and (table.shown.announced != key or table.shown.message_id is None)
        ):
            shown = self._phase_shown.setdefault(table.id, asyncio.Event())
            try:
                await asyncio.wait_for(shown.wait(), max(0.0, end - loop.time()))
            except TimeoutError:
                return

    async def _send_panels(self, table: TableRecord) -> None:
        """The seats to act in a new turn get a panel by DM (the channel button works too);
        a crowd's players press the round's button instead (see bot.crowd)."""
        if not policy_of(table).dm_panels:
            return
        closed = {s.seat for s in table.seats if s.dm_closed}
        for seat in self.games[table.game].game.waiting_for(table.state):
            record = table.seats[seat]
            if not record.is_ai and record.user_id is not None and not record.dm_closed:
                await self._dm_panel(table, record)
        # the turn's pings (bot.pings); a seat found closed just now was mentioned already
        told = {s.user_id for s in table.seats if s.dm_closed and s.seat not in closed}
        await self.pings.ping_turn(table, frozenset(uid for uid in told if uid is not None))

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
            await self.commits.flushed(table.id)  # the moves staged before the end are kept
            ui = self.games[table.game]
            was_running = table.status == RUNNING
            table.status = CANCELLED
            await self.storage.update_table(table.id, status=CANCELLED, deadline=None)
        if was_running:
            await self._close_status(table, f"This table was ended by {by}.")
            for seat in table.seats:
                await self._close_panel(table, seat, f"This table was ended by {by}.")
        self._forget(table.id)
        channel = self.bot.get_partial_messageable(table.channel_id)
        text = f"{ui.title} table {table.id} was ended by {by}."
        if was_running and table.state is not None:
            names = self.names(table)
            public = ui.game.view(table.state, None)
            card = ui.final(table_context(table), public, names, ui.game.scores(table.state))
            card.content, card.v2 = text + " Scores as they stood:", True
            images = await self.off_loop(ui.final_images, public, names)
            card.files = images[:10]
            await self._send(channel, card, nonce=post_nonce(table.id, "ended"))
        else:
            await self._send(channel, Card(content=text), nonce=post_nonce(table.id, "ended"))

    def _forget(self, table_id: int) -> None:
        self.tables.pop(table_id, None)
        self._phase_is_shown(table_id)  # nobody waits for a phase of a table that ended
        self._status_embeds.pop(table_id, None)
        self._status_looks.pop(table_id, None)
        self.scheduler.cancel(("clock", table_id))
        self.scheduler.cancel(("status", table_id))
        self.scheduler.cancel(("lobby", table_id))
        self.crowd.forget(table_id)
        for key in [k for k in self._closing_answers if k[0] == table_id]:
            del self._closing_answers[key]

    async def _ratings_after(
        self, table: TableRecord, scores: list[dict[str, Any]]
    ) -> list[tuple[int, float | None, float | None, bool]]:
        """Each person's row for the server's board: counted always, rated when they played
        their own seat (bot.ratings); a crowd's game is counted but moves no rating (a
        thousand-way ranking says little about each player)."""
        if table.guild_id is None:
            return []
        moves = await self.storage.seat_moves(table.id)
        results = [
            Result(
                user_id=s.user_id,
                rank=int(scores[s.seat].get("rank", 1)),
                won=scores[s.seat].get("rank") == 1,
                rated=policy_of(table).rated and played_their_seat(*moves.get(s.seat, (0, 0))),
            )
            for s in table.seats
            if s.user_id is not None
        ]
        current: dict[int, tuple[float, float]] = {}
        for r in results:
            if r.rated:
                row = (await self.storage.user_ratings(table.guild_id, r.user_id)).get(table.game)
                if row and row["mu"] is not None:
                    current[r.user_id] = (row["mu"], row["sigma"])
        after = new_ratings(results, current)
        rows: list[tuple[int, float | None, float | None, bool]] = []
        for r in results:
            mu, sigma = after.get(r.user_id, (None, None))
            rows.append((r.user_id, mu, sigma, r.won))
        return rows

    async def _finish(self, table: TableRecord) -> None:
        ui = self.games[table.game]
        game = ui.game
        await self._close_status(table, "The game is over: the final scores are below.")
        for seat in table.seats:
            await self._close_panel(
                table, seat, "The game is over: the final scores are in the channel."
            )
        self._forget(table.id)
        await self.storage.update_table(table.id, deadline=None)
        scores = game.scores(table.state)
        policy = policy_of(table)  # a practice table is neither counted nor rated
        results = [
            (s.user_id, int(scores[s.seat]["total"]), scores[s.seat].get("rank") == 1)
            for s in table.seats
            if s.user_id is not None and policy.counted
        ]
        ratings = await self._ratings_after(table, scores) if policy.counted else []
        # once, even if rerun (the ratings with them)
        await self.storage.record_results(
            table.id, table.game, results, guild_id=table.guild_id, ratings=ratings
        )
        names = self.names(table)
        public = game.view(table.state, None)
        card = ui.final(table_context(table), public, names, scores)
        card.v2 = True  # one container: the scores, the pictures and the controls
        card.files = (await self.off_loop(ui.final_images, public, names))[:10]
        # a crowd's players go back to the channel's /play; a table plays again in one click
        # (a practice table: /learn again, or /play)
        again = (
            [button(custom_id(table.id, "rematch"), "Rematch", emoji="🔁")]
            if policy.rematch
            else []
        )
        # a finished game stepped through privately (bot.replay); a crowd's is too large
        if policy.replay:
            again.append(button(custom_id(table.id, "replay"), "Replay", emoji="🎞"))
        # a crowd's players find their place through "My rank and sheet" (bot.crowd)
        mine = self.crowd.final_controls(table.id) if policy.counts_not_names else []
        card.view = view_of(
            *mine,
            *again,
            button(custom_id(table.id, "export"), "Export game record", emoji="📄"),
        )
        channel = self.bot.get_partial_messageable(table.channel_id)
        if await self._send(channel, card, nonce=post_nonce(table.id, "final")):
            if policy.coached:
                await send_summaries(self, table, scores)
            await self.storage.mark_final_posted(table.id)
