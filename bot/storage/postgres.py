"""PostgreSQL through asyncpg: one database shared by several bot processes.

Each process keeps a pool of connections. Every write that changes a table sends a NOTIFY
(delivered at commit) so the other processes can drop their cached copy of that table
(bot.storage.notices).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import asyncpg

from bot.storage.base import (
    ACTIVE,
    FINISHED,
    LOBBY,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    RatingRow,
    SeatRecord,
    Storage,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
    Write,
)
from bot.storage.followers import PostgresFollowers
from bot.storage.leases import PostgresLeases
from bot.storage.notices import NOTIFY, NOTIFY_CHANGED, PostgresNotices
from bot.storage.pg_connection import (
    COMMAND_TIMEOUT,
    CONNECT_TIMEOUT,
    LOST,
    describe,
    init_connection,
    keep_session,
)
from bot.storage.pg_rows import TABLES_SELECT, insert_seats, table_from_row
from bot.storage.preferences import PostgresPreferences
from bot.storage.ratings import PostgresRatings
from bot.storage.results import PostgresResults
from bot.storage.schema import POSTGRES_MIGRATIONS
from bot.storage.tournaments import PostgresTournaments

log = logging.getLogger(__name__)

# pg_advisory_xact_lock key that serialises migrations of processes starting at once
MIGRATION_LOCK = 0x56454E4E  # "VENN"
MIGRATIONS = POSTGRES_MIGRATIONS  # the name tests and tools know


# A whole move in one statement, so one round trip (each one is a wait for the process's
# event loop as well as the server): the table's row is updated only at the version the move
# was judged on (the UPDATE waits for the row's lock and checks the version again once it
# has it, so writers of one table queue without retrying), its moves are inserted in order,
# and the other processes are told at commit. No row back: another version came first.
_RECORD_MOVES = """
WITH changed AS (
    UPDATE tables SET state = CASE WHEN $7 THEN $1 ELSE state END,
        state_version = CASE WHEN $7 THEN $2 ELSE COALESCE(state_version, version) END,
        version = $2, status = $3, updated_at = $4, results_done = $5, final_posted = $5
    WHERE id = $6 AND version = $8
    RETURNING id, version
), written AS (
    INSERT INTO moves (table_id, seat, move, interaction_id, version, created_at, events, by_ai)
    SELECT changed.id, (m.item ->> 2)::int, m.item -> 0, (m.item ->> 3)::bigint, $2, $4,
        m.item -> 1, (m.item ->> 4)::boolean
    FROM changed, jsonb_array_elements($9::jsonb) WITH ORDINALITY AS m(item, n)
    ORDER BY m.n
)
"""

_RECORD_MOVES += NOTIFY_CHANGED.format(n=10)


class PostgresStorage(Storage):
    shared = True

    # A connection stays taken from the pool until the worker's event loop gets back to it
    # for every round trip (and asyncpg's reset when it is given back), milliseconds each on
    # a busy worker: with 10, a worker at 500 busy tables queued for a free one (p99 0.5 s
    # in the benchmark); with 20 it does not. Two workers and their listeners use 42 of
    # PostgreSQL's default 100.
    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 20) -> None:
        self.url = url
        self.min_size, self.max_size = min_size, max_size
        # tells this object's notifications from other processes' ones
        self.process_id = secrets.token_hex(6)
        self._pool: asyncpg.Pool | None = None
        self.ratings: PostgresRatings = PostgresRatings(self._conn)
        self.preferences = PostgresPreferences(self._conn, self._tx)
        self.followers = PostgresFollowers(self._conn, self._tx)
        self.tournaments = PostgresTournaments(self._conn, self._tx)
        self.leases = PostgresLeases(self._tx)
        self.results = PostgresResults(self._conn, self._tx, self.ratings, self.process_id)
        self.notices = PostgresNotices(
            process_id=self.process_id,
            conn=self._conn,
            connect=self._connect,
            unavailable_on_loss=self._unavailable_on_loss,
            lost=LOST,
        )

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("storage is not open")
        return self._pool

    @contextlib.asynccontextmanager
    async def _unavailable_on_loss(self) -> AsyncIterator[None]:
        try:
            yield
        except LOST as exc:
            raise StorageUnavailable(describe(exc, self.url)) from exc

    @contextlib.asynccontextmanager
    async def _conn(self) -> AsyncIterator[asyncpg.Connection]:
        async with self._unavailable_on_loss(), self.pool.acquire() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _tx(self) -> AsyncIterator[asyncpg.Connection]:
        # a transaction cut off by a lost connection is rolled back by the server: nothing of
        # it is written, so StorageUnavailable always means "try again"
        async with self._conn() as conn, conn.transaction():
            yield conn

    def transaction(self) -> contextlib.AbstractAsyncContextManager[asyncpg.Connection]:
        """A pooled connection in a transaction, a lost connection raising
        StorageUnavailable; for tools (migrate-db) that need more than the interface."""
        return self._tx()

    async def _notify(self, conn: asyncpg.Connection, table_id: int) -> None:
        await conn.execute(NOTIFY, table_id, self.process_id)

    async def open(self) -> None:
        self.notices.open()
        try:
            self._pool = await asyncpg.create_pool(
                self.url,
                min_size=self.min_size,
                max_size=self.max_size,
                init=init_connection,
                reset=keep_session,
                timeout=CONNECT_TIMEOUT,
                command_timeout=COMMAND_TIMEOUT,
            )
        except (*LOST, asyncpg.PostgresError) as exc:
            raise StorageUnavailable(describe(exc, self.url)) from exc
        except ValueError as exc:  # asyncpg could not parse the URL
            raise StorageUnavailable(f"DATABASE_URL cannot be used: {exc}") from exc
        try:
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def _migrate(self) -> None:
        async with self._tx() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version"
                " (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
            )
            current = await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
            for number, script in enumerate(MIGRATIONS, start=1):
                if number <= current:
                    continue
                await conn.execute(script)
                await conn.execute(
                    "INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)",
                    number,
                    time.time(),
                )

    async def schema_version(self) -> int:
        async with self._conn() as conn:
            return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def close(self) -> None:
        await self.notices.close()
        if self._pool is not None:
            pool, self._pool = self._pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except Exception:  # a dead server or a stuck query: drop the connections
                pool.terminate()

    async def _connect(self) -> asyncpg.Connection:
        return await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT)

    async def listen(
        self,
        callback: Callable[[int, int], None],
        *,
        on_gap: Callable[[], None] | None = None,
    ) -> None:
        """See Storage.listen and PostgresNotices.listen (`on_gap`)."""
        await self.notices.listen(callback, on_gap=on_gap)

    async def hear_notes(self, callback: Callable[[str], None]) -> None:
        await self.notices.hear_notes(callback)

    async def pass_note(self, note: str) -> None:
        await self.notices.pass_note(note)

    async def ping(self) -> None:
        async with self._conn() as conn:
            await conn.fetchval("SELECT 1")

    async def table_version(self, table_id: int) -> int | None:
        async with self._conn() as conn:
            version = await conn.fetchval("SELECT version FROM tables WHERE id = $1", table_id)
        return None if version is None else int(version)

    # -- tables -----------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host: SeatRecord,
        options: dict[str, Any],
        seed: int,
        clock_minutes: int,
        lease: tuple[str, float] | None = None,
    ) -> TableRecord:
        now = time.time()
        owner, seconds = lease if lease is not None else (None, 0.0)
        try:
            async with self._tx() as conn:
                # the lease from the first moment (the database's clock, as bot.storage.leases)
                table_id = await conn.fetchval(
                    "INSERT INTO tables (game, guild_id, channel_id, host_id, status, options,"
                    " seed, clock_minutes, created_at, updated_at, owner, owner_until)"
                    " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$9,$10::text,"
                    " CASE WHEN $10::text IS NULL THEN NULL"
                    " ELSE extract(epoch FROM clock_timestamp()) + $11::float8 END)"
                    " RETURNING id",
                    game,
                    guild_id,
                    channel_id,
                    host.user_id,
                    LOBBY,
                    options,
                    seed,
                    clock_minutes,
                    now,
                    owner,
                    seconds,
                )
                await insert_seats(conn, table_id, [host])
                await self._notify(conn, table_id)
        except asyncpg.UniqueViolationError as exc:
            raise ChannelBusy(str(exc)) from exc
        table = await self.get_table(table_id)
        assert table is not None
        return table

    async def _tables(self, where: str, *args: Any) -> list[TableRecord]:
        # one statement reads the tables with their seats, so both come from one snapshot
        async with self._conn() as conn:
            rows = await conn.fetch(TABLES_SELECT.format(where=where), *args)
        found = [table_from_row(r) for r in rows]
        for table, row in zip(found, rows, strict=True):
            table.pending = [(seat, move) for seat, move in row["pending_rows"]]
        return found

    async def get_table(self, table_id: int) -> TableRecord | None:
        found = await self._tables("t.id = $1", table_id)
        return found[0] if found else None

    async def active_table_in(self, channel_id: int) -> TableRecord | None:
        found = await self._tables(
            "t.channel_id = $1 AND t.status = ANY($2::text[])", channel_id, list(ACTIVE)
        )
        return found[0] if found else None

    async def active_tables(self) -> list[TableRecord]:
        return await self._tables("t.status = ANY($1::text[])", list(ACTIVE))

    async def save_lobby(self, table: TableRecord) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE tables SET options = $1, clock_minutes = $2, updated_at = $3 WHERE id = $4",
                table.options,
                table.clock_minutes,
                time.time(),
                table.id,
            )
            await conn.execute("DELETE FROM seats WHERE table_id = $1", table.id)
            await insert_seats(conn, table.id, table.seats)
            await self._notify(conn, table.id)

    _TABLE_FIELDS = frozenset(
        {"status", "message_id", "phase", "announced", "deadline", "reminded", "clock_minutes"}
    )
    _BOOL_FIELDS = frozenset({"reminded"})

    async def update_table(self, table_id: int, **fields: Any) -> None:
        unknown = set(fields) - self._TABLE_FIELDS
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        names = list(fields)
        sets = ", ".join(f"{name} = ${i}" for i, name in enumerate(names, start=1))
        values = [bool(fields[n]) if n in self._BOOL_FIELDS else fields[n] for n in names]
        n = len(names)
        async with self._conn() as conn:  # one statement: its own transaction
            await conn.execute(
                f"WITH changed AS (UPDATE tables SET {sets}, updated_at = ${n + 1}"
                f" WHERE id = ${n + 2} RETURNING id, version) " + NOTIFY_CHANGED.format(n=n + 3),
                *values,
                time.time(),
                table_id,
                self.process_id,
            )

    async def update_seat(self, table_id: int, seat: SeatRecord) -> None:
        async with self._conn() as conn:  # one statement: its own transaction
            await conn.execute(
                "WITH seat AS (UPDATE seats SET user_id = $1, name = $2, is_ai = $3,"
                " dm_channel_id = $4, dm_closed = $5, panel_message_id = $6, panel_turn = $7,"
                " missed_clocks = $10 WHERE table_id = $8 AND seat = $9 RETURNING table_id),"
                " changed AS (SELECT id, version FROM tables WHERE id IN (SELECT table_id FROM seat))"
                " " + NOTIFY_CHANGED.format(n=11),
                seat.user_id,
                seat.name,
                bool(seat.is_ai),
                seat.dm_channel_id,
                bool(seat.dm_closed),
                seat.panel_message_id,
                seat.panel_turn,
                table_id,
                seat.seat,
                seat.missed_clocks,
                self.process_id,
            )

    async def start_table(self, table: TableRecord, state: dict[str, Any]) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE tables SET status = $1, state = $2, version = 1, state_version = 1,"
                " updated_at = $3"
                " WHERE id = $4",
                RUNNING,
                state,
                time.time(),
                table.id,
            )
            await conn.execute("DELETE FROM seats WHERE table_id = $1", table.id)
            await insert_seats(conn, table.id, table.seats)
            await self._notify(conn, table.id)
        table.status, table.state, table.version = RUNNING, state, 1

    # -- moves ------------------------------------------------------------------------------

    async def record_writes(
        self,
        table_id: int,
        writes: list[Write],
        expected_version: int,
        new_state: dict[str, Any],
        *,
        status: str = RUNNING,
        snapshot: bool = True,
    ) -> int:
        now = time.time()
        version = expected_version + 1
        # one row per move: [move, events, seat, interaction id on a write's first move, by AI]
        rows = [
            [m, w.events[i], w.seat, w.interaction_id if i == 0 else None, w.by_ai]
            for w in writes
            for i, m in enumerate(w.moves)
        ]
        try:
            async with self._conn() as conn:
                written = await conn.fetch(
                    _RECORD_MOVES,
                    new_state if snapshot else None,
                    version,
                    status,
                    now,
                    status != FINISHED,
                    table_id,
                    snapshot,
                    expected_version,
                    rows,
                    self.process_id,
                )
        except asyncpg.UniqueViolationError as exc:
            ids = [w.interaction_id for w in writes if w.interaction_id is not None]
            raise DuplicateInteraction(",".join(map(str, ids))) from exc
        if not written:
            raise VersionConflict(f"table {table_id} is not at version {expected_version}")
        return version

    async def has_interaction(self, interaction_id: int) -> bool:
        async with self._conn() as conn:
            return bool(
                await conn.fetchval(
                    "SELECT EXISTS (SELECT 1 FROM moves WHERE interaction_id = $1)",
                    interaction_id,
                )
            )

    async def moves(self, table_id: int) -> list[tuple[int, dict[str, Any]]]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT seat, move FROM moves WHERE table_id = $1 ORDER BY id", table_id
            )
        return [(r["seat"], r["move"]) for r in rows]

    async def move_events(self, table_id: int) -> list[list[dict[str, Any]]]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT events FROM moves WHERE table_id = $1 ORDER BY id", table_id
            )
        return [r["events"] for r in rows]

    # -- results (bot.storage.results) ------------------------------------------------------

    async def add_results(self, game: str, results: list[tuple[int, int, bool]]) -> None:
        await self.results.add_results(game, results)

    async def record_results(
        self,
        table_id: int,
        game: str,
        results: list[tuple[int, int, bool]],
        *,
        guild_id: int | None = None,
        ratings: list[RatingRow] | None = None,
    ) -> bool:
        return await self.results.record_results(
            table_id, game, results, guild_id=guild_id, ratings=ratings
        )

    async def mark_final_posted(self, table_id: int) -> None:
        await self.results.mark_final_posted(table_id)

    async def unwrapped_tables(self) -> list[TableRecord]:
        return await self._tables("t.status = $1 AND NOT t.final_posted", FINISHED)

    async def user_stats(self, user_id: int) -> dict[str, dict[str, int | None]]:
        return await self.results.user_stats(user_id)
