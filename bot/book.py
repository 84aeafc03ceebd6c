"""The book of live tables: what every part of the table manager shares.

The games registered, the tables this worker looks after (in their lobby or running), one
lock per table, the storage and the scheduler, the worker threads that draw and plan off the
event loop, and the interactions in hand. Each part (bot.tables builds them) is given this
one object rather than reaching into the manager; what a part keeps for itself stays in it,
and a table that ends is forgotten by every part that asked to hear of it (`on_forget`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import discord

from bot.delivery import tell
from bot.drawing import Drawing
from bot.gameui import GameUI
from bot.i18n import tr
from bot.locks import KeyedLocks
from bot.scheduler import Scheduler
from bot.storage import Storage, TableRecord


class Book:
    """The live tables and what the parts share to work on them."""

    def __init__(self, storage: Storage, scheduler: Scheduler, drawing_processes: int) -> None:
        self.storage = storage
        # clocks (key ("clock", id)), debounced status edits (("status", id)) and settling
        self.scheduler = scheduler
        self.games: dict[str, GameUI] = {}
        self.tables: dict[int, TableRecord] = {}  # tables in their lobby or running
        # a table's moves and lobby changes, each in turn (bot.locks: a lock is kept only
        # while in use)
        self.locks: KeyedLocks[int] = KeyedLocks()
        self.closing = False  # the process is stopping
        # drawing and AI planning run here, off the event loop; two workers leave the loop
        # its share of the interpreter on a small machine
        self._workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="table-work")
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-ai")
        # a game's pictures are drawn in processes of their own (bot.drawing), when set
        self.drawing = Drawing(drawing_processes, self._workers)
        # interactions being handled; shutdown lets them finish before storage closes
        self.inflight = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self._handlers: set[asyncio.Task[Any]] = set()  # the tasks handling those
        self._forgetting: list[Callable[[int], None]] = []

    def register(self, ui: GameUI) -> None:
        self.games[ui.name] = ui
        self.drawing.preload(type(ui).__module__)  # its pictures are drawn from there

    async def off_loop(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await self.drawing.run(fn, *args)

    async def think(self, fn: Callable[..., Any], *args: Any) -> Any:
        """An AI seat plans on a thread of its own: it holds its table's lock meanwhile, so it
        must not queue behind pictures being drawn for other tables."""
        return await asyncio.get_running_loop().run_in_executor(self._thinker, fn, *args)

    def names(self, table: TableRecord) -> list[str]:
        return [s.name for s in table.seats]

    def table_in(self, channel_id: int) -> TableRecord | None:
        return next((t for t in self.tables.values() if t.channel_id == channel_id), None)

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

    async def read_again(self, table: TableRecord) -> None:
        """Another process moved this table (or a write failed): the record is read back
        as stored, and the player may try again."""
        fresh = await self.load_table(table.id)
        if fresh is not None:
            table.state, table.version, table.status = fresh.state, fresh.version, fresh.status
            table.pending = fresh.pending

    async def table_by_id(self, table_id: int) -> TableRecord | None:
        return self.tables.get(table_id) or await self.load_table(table_id)

    def on_forget(self, forget: Callable[[int], None]) -> None:
        """`forget(table_id)` is called when a table ends here (what a part keeps of it)."""
        self._forgetting.append(forget)

    def forget(self, table_id: int) -> None:
        """The table is no longer looked after here: it ended, or another worker has it."""
        self.tables.pop(table_id, None)
        for forget in self._forgetting:
            forget(table_id)

    @contextlib.asynccontextmanager
    async def handling(self) -> AsyncIterator[None]:
        """Around the handling of one interaction: shutdown waits for these to finish."""
        self.inflight += 1
        self._idle.clear()
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        try:
            yield
        finally:
            if task is not None:
                self._handlers.discard(task)
            self.inflight -= 1
            if self.inflight == 0:
                self._idle.set()

    async def turned_away(self, interaction: discord.Interaction) -> bool:
        """While the process stops, new clicks are told to come back (the other workers, or
        this one restarted, will answer them) instead of meeting a closing database."""
        if not self.closing:
            return False
        # (in their app's language: the database that keeps their choice is closing)
        await tell(interaction, tr(str(interaction.locale), "platform-restarting"))
        return True

    async def wait_handled(self, timeout: float) -> None:
        """Wait, at most `timeout` seconds, until no interaction is being handled; then
        stop those still handled (held up by Discord's limits, say), so none of them meets
        the HTTP session and the database closing under it. A move stored is kept either
        way: the restarted bot shows it."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), timeout=timeout)
        late = list(self._handlers)
        for task in late:
            task.cancel()
        await asyncio.gather(*late, return_exceptions=True)

    def shutdown_workers(self) -> None:
        self._workers.shutdown(wait=False, cancel_futures=True)
        self.drawing.shutdown()
        self._thinker.shutdown(wait=False, cancel_futures=True)
