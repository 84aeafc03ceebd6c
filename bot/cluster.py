"""Several bot processes on one database: which process looks after which table.

With SQLite there is one process and it looks after every table. With PostgreSQL any number
of workers (each running some of the gateway shards) share the tables, and the database
does the coordinating; nothing else is shared between them:

- **A click is handled by the worker looking after its table.** It reaches the worker that
  runs its shard (every DM arrives on shard 0), which passes a move at a table another
  worker looks after on to that worker (bot.handover). When nobody takes it in time, the
  worker that got it reads the table and commits the move itself, at the version it judged
  it on, under the table's row lock (`Storage.record_moves`); a copy that was out of date
  is read again and the click judged once more.
- **One worker at a time looks after a table** (announces phases, sends panels, plays AI
  seats, runs the clock): the one holding its lease, a row in the database renewed every
  few seconds. Leases that ran out (their worker died or stalled) are claimed with
  `FOR UPDATE SKIP LOCKED`, so exactly one other worker takes each over; it picks the table
  up as a restart would (`adopt`): a deadline that passed meanwhile expires at once.
- **Changes made elsewhere** reach the worker looking after the table through
  LISTEN/NOTIFY (sent in the same transaction as the change): it reads the table again
  and settles it.

Lobbies and the /table commands need no more than that: their interactions come from the
server's channel, so they all reach one worker (the one running the server's shard), which
takes them one at a time; it reads a table another worker looks after from the database.

A clock therefore fires in exactly one worker: the lease holder. Even a lease taken over
from a worker that only stalled cannot make a turn expire twice, because the AI's moves
commit only at the version they were planned for, and the channel note has a nonce.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import secrets
import socket
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from bot import tasks
from bot.book import Book
from bot.clocks import Clocks
from bot.commits import GroupCommit
from bot.handover import Handover
from bot.storage import ACTIVE, FINISHED, LOBBY, RUNNING, StorageUnavailable, TableRecord

if TYPE_CHECKING:
    from bot.storage.postgres import PostgresStorage

log = logging.getLogger(__name__)

# a worker that does not renew its leases for this long is taken to be gone
LEASE_SECONDS = float(os.environ.get("VENN_LEASE_SECONDS", "15"))
RENEW_EVERY = LEASE_SECONDS / 3


class SqliteInUse(Exception):
    """Another process already runs the bot on this SQLite file."""


def lock_sqlite(path: Path) -> Any:
    """Hold an exclusive lock beside the SQLite file for as long as the process lives (the
    kernel drops it when the process dies, kill -9 included): SQLite serves one worker."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(f"{path}.lock", "a+")  # noqa: SIM115 - held open for the process's life
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        handle.close()
        raise SqliteInUse(
            f"another bot process already uses {path}. SQLite serves one process; to run "
            "several workers, set DATABASE_URL=postgresql://... (see README, 'Scaling out')."
        ) from exc
    return handle


def worker_name(shard_ids: Sequence[int] | None) -> str:
    """This worker's name, readable in the database (who holds a lease): host, process,
    shards, and a random part so a restarted process is a new worker."""
    shards = ",".join(map(str, shard_ids)) if shard_ids is not None else "all"
    return f"{socket.gethostname()}:{os.getpid()}:s{shards}:{secrets.token_hex(3)}"


class Turns(Protocol):
    """What the cluster asks of the part that moves tables on (bot.turns)."""

    def schedule_settle(self, table_id: int) -> None: ...

    async def finish(self, table: TableRecord) -> None: ...


class Lobbies(Protocol):
    """What the cluster asks of the lobby part (bot.lobby)."""

    def arm_lobby_expiry(self, table: TableRecord) -> None: ...


class Cluster:
    """The part of the table manager that shares tables with other workers. The parts that
    move tables on (`turns`) and keep lobbies (`lobbies`) are wired in after all are built:
    they ask this one which tables are here, and it hands them the tables it takes."""

    turns: Turns
    lobbies: Lobbies

    def __init__(
        self,
        book: Book,
        shard_ids: Sequence[int] | None,
        handover: Handover,
        clocks: Clocks,
        commits: GroupCommit,
    ) -> None:
        self.book = book
        self.handover = handover
        self.clocks = clocks
        self.commits = commits
        self.worker = worker_name(shard_ids)
        self.shared = bool(getattr(book.storage, "shared", False))
        # a shared database is PostgreSQL's: its leases and notifications (used only then)
        self._pg = cast("PostgresStorage", book.storage)
        self._lease_task: asyncio.Task[None] | None = None
        # the tables a claim is reading, each True once another worker changed it meanwhile:
        # that change was heard for a table not looked after here yet, so the table is read
        # again once adopted (else a lobby started meanwhile was adopted as a lobby)
        self._claiming: dict[int, bool] = {}
        # told of each running table taken up here (a restart, a takeover): what a part kept
        # of it in memory only is made again (bot.pings: the pings held for quiet hours)
        self.adopted: list[Callable[[TableRecord], None]] = []

    async def start(self) -> None:
        """Take this worker's share of the tables (every table, with SQLite)."""
        if not self.shared:
            await self.resume()
            return
        await self._pg.listen(self._changed_elsewhere, on_gap=self._heard_nothing_for_a_while)
        await self.handover.start()
        await self._claim()
        self._lease_task = tasks.start(self._lease_loop(), "lease renewal")

    async def resume(self) -> None:
        """Load every table left in a lobby or running, and every game that ended without
        its final message; re-arm clocks and let AI seats act (one worker)."""
        storage = self.book.storage
        for table in await storage.active_tables():
            self.book.replay_pending(table)
            await self.adopt(table)
        for table in await storage.unwrapped_tables():
            self.book.replay_pending(table)
            await self.adopt(table)
        log.info("resumed %d tables", len(self.book.tables))

    async def stop(self) -> None:
        if self._lease_task is not None:
            self._lease_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._lease_task
            self._lease_task = None
        if self.shared:
            # the other workers take these tables at once instead of waiting for the leases
            with contextlib.suppress(Exception):
                await self._pg.leases.release_tables(self.worker)

    async def _lease_loop(self) -> None:
        leases = self._pg.leases
        tables = self.book.tables
        failed = False
        while True:
            await asyncio.sleep(RENEW_EVERY)
            try:
                kept = await leases.renew_tables(self.worker, LEASE_SECONDS)
                for table_id in [t for t in tables if t not in kept]:
                    # not renewed: this worker stalled past its lease, or the table's row was
                    # written without it meanwhile. Unless another worker took it since, it
                    # stays here (forgetting it would leave it to nobody until a claim, and
                    # cut short what this worker was doing for it)
                    table = tables.get(table_id)
                    if (
                        table is not None
                        and table.status in ACTIVE
                        and await leases.take_table(table_id, self.worker, LEASE_SECONDS)
                    ):
                        continue
                    log.warning("table %s is looked after by another worker now", table_id)
                    self.book.forget(table_id)
                await self._claim()
                if failed:  # the database is back: catch up on what could not be done
                    log.info("the database answers again; settling %d tables", len(tables))
                    for table_id in list(tables):
                        self.turns.schedule_settle(table_id)
                failed = False
            except StorageUnavailable as exc:
                if not failed:
                    log.warning("the database is unreachable (%s); trying again", exc)
                failed = True
            except Exception:
                log.exception("lease renewal failed")

    async def _claim(self) -> None:
        for table_id in await self._pg.leases.claim_tables(self.worker, LEASE_SECONDS):
            if table_id in self.book.tables:
                # one of this worker's own whose lease lapsed in a stall (a table it had
                # just opened, too, before new tables held their lease from the start). The
                # lease is back; the copy everything here refers to stays
                continue
            self._claiming[table_id] = False
            try:
                table = await self.book.load_table(table_id)
                if table is not None:
                    await self.adopt(table)
            finally:
                changed = self._claiming.pop(table_id)
            if changed and table_id in self.book.tables:
                self.book.scheduler.spawn(self._reread(table_id))

    def new_lease(self) -> tuple[str, float] | None:
        """The lease a table this worker opens holds from its first moment (stored with its
        row, so that no claim comes between the two), or None with one process."""
        return (self.worker, LEASE_SECONDS) if self.shared else None

    async def own(self, table: TableRecord) -> None:
        """A table this worker has just opened is looked after by it (unless another
        worker's claim came first: then that one does)."""
        if not self.shared or await self._pg.leases.take_table(
            table.id, self.worker, LEASE_SECONDS
        ):
            self.book.tables[table.id] = table

    async def adopt(self, table: TableRecord) -> None:
        """Look after `table` from its stored state: a restart, or a table taken over.

        A table this worker looks after already keeps the copy it has: a copy read a moment
        ago may be older than it. (A claim's read of a table this worker had just opened came
        back after the lobby's Start, and its lobby copy replaced the started one: the settle
        found a lobby, and the table never got its status or its first panel.)"""
        if table.id in self.book.tables:
            return
        games = self.book.games
        if table.game not in games:
            log.warning("table %s uses unknown game %s; left as it is", table.id, table.game)
            return
        if table.status in ACTIVE:
            self.book.tables[table.id] = table
            if table.status == LOBBY:
                self.lobbies.arm_lobby_expiry(table)  # the idle time starts again from here
            if table.status == RUNNING:
                game = games[table.game].game
                assert table.state is not None  # a running table has its game
                if table.phase == game.flow(table.state).turn_key:
                    self.clocks.arm(table)  # a deadline that passed meanwhile expires at once
                # else the turn changed just before: settling starts its clock
                self.turns.schedule_settle(table.id)
                for adopted in self.adopted:
                    adopted(table)
        elif table.status == FINISHED:
            # a game whose last move was stored just before a crash still gets its ending
            log.info("table %s finished before a restart; wrapping it up", table.id)
            self.book.scheduler.spawn(self.turns.finish(table))

    async def table_here(self, channel_id: int) -> TableRecord | None:
        """The table in a channel: this worker's copy, else the stored one."""
        mine = self.book.table_in(channel_id)
        if mine is not None or not self.shared:
            return mine
        stored = await self.book.storage.active_table_in(channel_id)
        if stored is not None:
            self.book.replay_pending(stored)
        return stored

    def _changed_elsewhere(self, table_id: int, version: int) -> None:
        """Another worker changed a table (a move, a seat, the clock): the copy held here is
        read again, and the table settled, when this worker looks after it."""
        if table_id in self.book.tables:
            self.book.scheduler.spawn(self._reread(table_id))
        elif table_id in self._claiming:
            self._claiming[table_id] = True  # read again once adopted

    def _heard_nothing_for_a_while(self) -> None:
        """The listening connection was lost and made again: changes made meanwhile were
        not heard, so every table looked after here is read again."""
        for table_id in list(self.book.tables):
            self.book.scheduler.spawn(self._reread(table_id))
        for table_id in self._claiming:
            self._claiming[table_id] = True

    async def _reread(self, table_id: int) -> None:
        async with self.book.locks[table_id]:
            await self.commits.flushed(table_id)  # (its own staged moves are written first)
            table = self.book.tables.get(table_id)
            if table is None:
                return
            fresh = await self.book.load_table(table_id)
            if fresh is None:
                return
            deadline_moved = (fresh.deadline, fresh.phase) != (table.deadline, table.phase)
            for name in (
                "status",
                "state",
                "version",
                "seats",
                "options",
                "phase",
                "clock_minutes",
                "deadline",
                "reminded",
                "shown",
                "pending",
            ):
                setattr(table, name, getattr(fresh, name))
        if table.status not in ACTIVE and table.status != FINISHED:
            self.book.forget(table_id)  # ended or cancelled elsewhere
            return
        if table.status == LOBBY:
            self.lobbies.arm_lobby_expiry(table)  # somebody used it on another worker
        if deadline_moved:
            self.clocks.arm(table)
        self.turns.schedule_settle(table_id)
