"""Group commit: the moves of a burst written together, no player told of one before it is
stored.

A move is judged and applied under its table's lock (bot.moves). Written one at a time under
that lock, a crowd's burst of 1,000 confirms waits for 1,000 transactions in a row. Staged
here instead, a move becomes the table's state at once (the next move is judged on it), the
lock is let go, and the click waits for its write: the moves staged while one write is on
its way go to the database together in the next one, one transaction and one version for
them all. A click answers only once its write is stored.

Until then the table's state holds moves that are not stored: what tells anyone about the
table (a settle, a status edit, a reread, the end) first waits for `flushed`. A write that
fails takes with it every move staged after it (each was judged on the state it left): the
table goes back to its stored state (or is read again, when another worker moved it), and
each of those clicks gets the error, as if its own write had failed.
"""

from __future__ import annotations

import asyncio
import copy
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot import metrics, tasks
from bot.storage import (
    RUNNING,
    DuplicateInteraction,
    Storage,
    TableRecord,
    VersionConflict,
    Write,
)

log = logging.getLogger(__name__)

State = dict[str, Any]


@dataclass
class _Staged:
    write: Write
    state: State  # the table's state once this write is applied
    status: str
    snapshot: bool  # this write alone would store the whole state (a turn or the game ended)
    stored: asyncio.Future[int]


@dataclass
class _Table:
    """A table with staged moves: what is stored, and what waits to be."""

    state: State
    version: int
    status: str
    pending: list[tuple[int, dict[str, Any]]]
    queue: list[_Staged] = field(default_factory=list)
    done: asyncio.Event = field(default_factory=asyncio.Event)
    writer: asyncio.Task[None] | None = None  # kept here, so it is not collected midway


class GroupCommit:
    """Writes of staged moves, one table's in order, each write carrying every move staged
    while the one before it was on its way."""

    def __init__(
        self,
        storage: Storage,
        snapshot_every: Callable[[TableRecord], int],
        reread: Callable[[TableRecord], Awaitable[None]],
    ) -> None:
        self.storage = storage
        self.snapshot_every = snapshot_every  # moves between whole-state writes
        self.reread = reread  # reads a table another worker moved back into its record
        self._tables: dict[int, _Table] = {}

    def stage(
        self, table: TableRecord, write: Write, state: State, status: str, *, snapshot: bool
    ) -> asyncio.Future[int]:
        """The caller holds the table's lock and judged the write on `table.state`: the
        table moves on to `state` now; the future gives the stored version, or raises what
        the write raised."""
        held = self._tables.get(table.id)
        if held is None:
            held = self._tables[table.id] = _Table(
                table.state or {}, table.version, table.status, list(table.pending)
            )
            held.writer = tasks.start(self._write_all(table, held), f"writes of table {table.id}")
        stored: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        held.queue.append(_Staged(write, state, status, snapshot, stored))
        table.state, table.status = state, status
        return stored

    def staged(self, table_id: int) -> bool:
        return table_id in self._tables

    async def flushed(self, table_id: int) -> None:
        """Wait until every move staged at the table is stored (or refused)."""
        held = self._tables.get(table_id)
        while held is not None:
            await held.done.wait()
            held = self._tables.get(table_id)

    async def drain(self) -> None:
        """Wait until every write on its way is stored (or refused): the process stops, and
        its database closes after this."""
        while self._tables:
            await asyncio.gather(
                *(held.done.wait() for held in list(self._tables.values())),
                return_exceptions=True,
            )

    async def _write_all(self, table: TableRecord, held: _Table) -> None:
        try:
            while held.queue:
                batch, held.queue = held.queue, []
                if not await self._write(table, held, batch):
                    return
        finally:
            if self._tables.get(table.id) is held:
                del self._tables[table.id]
            held.done.set()

    async def _write(self, table: TableRecord, held: _Table, batch: list[_Staged]) -> bool:
        last = batch[-1]
        moves = sum(len(s.write.moves) for s in batch)
        snapshot = (
            last.status != RUNNING
            or any(s.snapshot for s in batch)
            or len(held.pending) + moves >= self.snapshot_every(table)
        )
        try:
            version = await self.storage.record_writes(
                table.id,
                [s.write for s in batch],
                held.version,
                last.state,
                status=last.status,
                snapshot=snapshot,
            )
        except BaseException as exc:
            await self._undo(table, held, exc)
            # (what was staged while the table was read back was judged on the moves that
            # failed: it goes with them)
            refused = batch + held.queue
            held.queue = []
            if isinstance(exc, DuplicateInteraction) and len(batch) > 1:
                # one of them was written before (a click delivered twice): each is judged
                # again on the table as stored, and that one is found written then
                exc = VersionConflict(str(exc))
            for staged in refused:
                if not staged.stored.done():
                    staged.stored.set_exception(copy.copy(exc))
            if not isinstance(exc, Exception):
                raise
            return False
        held.version = version
        metrics.moves_stored(table.game, moves)
        if snapshot:
            held.pending = []
        else:
            held.pending.extend((s.write.seat, m) for s in batch for m in s.write.moves)
        held.state, held.status = last.state, last.status
        table.version, table.pending = version, list(held.pending)
        for staged in batch:
            if not staged.stored.done():
                staged.stored.set_result(version)
        return True

    async def _undo(self, table: TableRecord, held: _Table, exc: BaseException) -> None:
        """A write failed: the table's record shows what is stored."""
        if isinstance(exc, (VersionConflict, DuplicateInteraction)):
            try:
                await self.reread(table)  # another worker moved it: as stored now
                return
            except Exception:
                log.warning("could not read table %s again", table.id, exc_info=True)
        table.state, table.version, table.status = held.state, held.version, held.status
        table.pending = list(held.pending)
