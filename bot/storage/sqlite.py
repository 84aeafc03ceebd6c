"""The embedded default backend: SQLite through aiosqlite, one process only."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.base import (
    ACTIVE,
    FINISHED,
    LOBBY,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    RatingRow,
    SeatRecord,
    Shown,
    Storage,
    TableRecord,
    VersionConflict,
    Write,
)
from bot.storage.followers import SqliteFollowers
from bot.storage.preferences import SqlitePreferences
from bot.storage.ratings import SqliteRatings
from bot.storage.schema import SQLITE_MIGRATIONS
from bot.storage.sqlite_part import SqlitePart
from bot.storage.tournaments import SqliteTournaments

log = logging.getLogger(__name__)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


class SqliteStorage(Storage):
    shared = False

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._db: aiosqlite.Connection | None = None
        # one connection serves every coroutine: statements and transactions take turns
        self._lock = asyncio.Lock()
        self.ratings: SqliteRatings = SqliteRatings(self._connection, self._lock)
        sql = SqlitePart(self._connection, self._lock, self.transaction)
        self.preferences = SqlitePreferences(sql)
        self.followers = SqliteFollowers(sql)
        self.tournaments = SqliteTournaments(sql)

    def _connection(self) -> aiosqlite.Connection:
        # the parts are built before `open` makes the connection: they ask for it each time
        return self.db

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """The one connection's turn, in a transaction: committed when the block ends,
        rolled back when it raises."""
        async with self._lock:
            # a task cancelled while its BEGIN was on its way (a clock task cancelled when
            # its table is forgotten, a shutdown) left the connection in a transaction that
            # nothing will finish, and every later BEGIN would fail: nothing of it was
            # committed, so it is rolled back first
            if self.db.in_transaction:
                log.warning("rolling back a transaction left open by a cancelled task")
                await self.db.execute("ROLLBACK")
            try:
                await self.db.execute("BEGIN IMMEDIATE")
                yield
                await self.db.execute("COMMIT")
            except BaseException:
                # queued after the BEGIN, so it runs after it even when the BEGIN's task was
                # cancelled before it ran; "no transaction is active" when nothing was begun
                with contextlib.suppress(sqlite3.OperationalError):
                    await self.db.execute("ROLLBACK")
                raise

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = aiosqlite.Row
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._db.execute("PRAGMA busy_timeout=5000")
        await self._migrate()

    async def _user_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return 0 if row is None else int(row[0])  # the PRAGMA always answers one row

    async def _migrate(self) -> None:
        current = await self._user_version()
        for number, script in enumerate(SQLITE_MIGRATIONS, start=1):
            if number <= current:
                continue
            # executescript commits on its own; the version bump rides in the same script
            await self.db.executescript(
                f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )

    async def schema_version(self) -> int:
        return await self._user_version()

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def ping(self) -> None:
        async with self._lock, self.db.execute("SELECT 1") as cur:
            await cur.fetchone()

    async def listen(self, callback: Callable[[int, int], None]) -> None:
        # one process owns an SQLite file: there is nobody else whose changes to hear of
        return None

    async def table_version(self, table_id: int) -> int | None:
        async with (
            self._lock,
            self.db.execute("SELECT version FROM tables WHERE id = ?", (table_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else row[0]

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
        lease: tuple[str, float] | None = None,  # one process: no leases
    ) -> TableRecord:
        now = time.time()
        try:
            async with self.transaction():
                cur = await self.db.execute(
                    "INSERT INTO tables (game, guild_id, channel_id, host_id, status, options,"
                    " seed, clock_minutes, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host.user_id,
                        LOBBY,
                        _dumps(options),
                        seed,
                        clock_minutes,
                        now,
                        now,
                    ),
                )
                table_id = cur.lastrowid
                assert table_id is not None  # an INSERT always sets it
                await self._insert_seats(table_id, [host])
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy(str(exc)) from exc
        table = await self.get_table(table_id)
        assert table is not None
        return table

    async def _insert_seats(self, table_id: int, seats: list[SeatRecord]) -> None:
        await self.db.executemany(
            "INSERT INTO seats (table_id, seat, user_id, name, is_ai, dm_channel_id, dm_closed,"
            " panel_message_id, panel_turn, missed_clocks) VALUES (?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    table_id,
                    s.seat,
                    s.user_id,
                    s.name,
                    int(s.is_ai),
                    s.dm_channel_id,
                    int(s.dm_closed),
                    s.panel_message_id,
                    s.panel_turn,
                    s.missed_clocks,
                )
                for s in seats
            ],
        )

    def _table_from_row(self, row: aiosqlite.Row, seats: list[SeatRecord]) -> TableRecord:
        return TableRecord(
            id=row["id"],
            game=row["game"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            host_id=row["host_id"],
            status=row["status"],
            options=json.loads(row["options"]),
            seed=row["seed"],
            version=row["version"],
            state=json.loads(row["state"]) if row["state"] else None,
            phase=row["phase"],
            shown=Shown(message_id=row["message_id"], announced=row["announced"]),
            clock_minutes=row["clock_minutes"],
            deadline=row["deadline"],
            reminded=bool(row["reminded"]),
            created_at=row["created_at"],
            seats=seats,
        )

    async def _seats(self, table_id: int) -> list[SeatRecord]:
        async with self.db.execute(
            "SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [
            SeatRecord(
                seat=r["seat"],
                user_id=r["user_id"],
                name=r["name"],
                is_ai=bool(r["is_ai"]),
                dm_channel_id=r["dm_channel_id"],
                dm_closed=bool(r["dm_closed"]),
                panel_message_id=r["panel_message_id"],
                panel_turn=r["panel_turn"],
                missed_clocks=r["missed_clocks"],
            )
            for r in rows
        ]

    async def _tables(self, where: str, args: tuple[Any, ...]) -> list[TableRecord]:
        async with self._lock:
            async with self.db.execute(
                f"SELECT * FROM tables WHERE {where} ORDER BY id", args
            ) as cur:
                rows = await cur.fetchall()
            found = []
            for r in rows:
                table = self._table_from_row(r, await self._seats(r["id"]))
                if r["state_version"] is not None and r["state_version"] < r["version"]:
                    async with self.db.execute(
                        "SELECT seat, move FROM moves WHERE table_id = ? AND version > ?"
                        " ORDER BY id",
                        (r["id"], r["state_version"]),
                    ) as cur:
                        moves = await cur.fetchall()
                    table.pending = [(m["seat"], json.loads(m["move"])) for m in moves]
                found.append(table)
        return found

    async def get_table(self, table_id: int) -> TableRecord | None:
        found = await self._tables("id = ?", (table_id,))
        return found[0] if found else None

    async def active_table_in(self, channel_id: int) -> TableRecord | None:
        found = await self._tables("channel_id = ? AND status IN (?, ?)", (channel_id, *ACTIVE))
        return found[0] if found else None

    async def active_tables(self) -> list[TableRecord]:
        return await self._tables("status IN (?, ?)", ACTIVE)

    async def save_lobby(self, table: TableRecord) -> None:
        async with self.transaction():
            await self.db.execute(
                "UPDATE tables SET options = ?, clock_minutes = ?, updated_at = ? WHERE id = ?",
                (_dumps(table.options), table.clock_minutes, time.time(), table.id),
            )
            await self.db.execute("DELETE FROM seats WHERE table_id = ?", (table.id,))
            await self._insert_seats(table.id, table.seats)

    _TABLE_FIELDS = frozenset(
        {"status", "message_id", "phase", "announced", "deadline", "reminded", "clock_minutes"}
    )

    async def update_table(self, table_id: int, **fields: Any) -> None:
        unknown = set(fields) - self._TABLE_FIELDS
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        sets = ", ".join(f"{name} = ?" for name in fields)
        values = [int(v) if isinstance(v, bool) else v for v in fields.values()]
        async with self.transaction():
            await self.db.execute(
                f"UPDATE tables SET {sets}, updated_at = ? WHERE id = ?",
                (*values, time.time(), table_id),
            )

    async def update_seat(self, table_id: int, seat: SeatRecord) -> None:
        async with self.transaction():
            await self.db.execute(
                "UPDATE seats SET user_id = ?, name = ?, is_ai = ?, dm_channel_id = ?,"
                " dm_closed = ?, panel_message_id = ?, panel_turn = ?, missed_clocks = ?"
                " WHERE table_id = ? AND seat = ?",
                (
                    seat.user_id,
                    seat.name,
                    int(seat.is_ai),
                    seat.dm_channel_id,
                    int(seat.dm_closed),
                    seat.panel_message_id,
                    seat.panel_turn,
                    seat.missed_clocks,
                    table_id,
                    seat.seat,
                ),
            )

    async def start_table(self, table: TableRecord, state: dict[str, Any]) -> None:
        async with self.transaction():
            await self.db.execute(
                "UPDATE tables SET status = ?, state = ?, version = 1, state_version = 1,"
                " updated_at = ? WHERE id = ?",
                (RUNNING, _dumps(state), time.time(), table.id),
            )
            await self.db.execute("DELETE FROM seats WHERE table_id = ?", (table.id,))
            await self._insert_seats(table.id, table.seats)
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
        try:
            async with self.transaction():
                cur = await self.db.execute(
                    "UPDATE tables SET state = CASE WHEN ? THEN ? ELSE state END,"
                    " state_version = CASE WHEN ? THEN version + 1"
                    " ELSE COALESCE(state_version, version) END,"
                    " version = version + 1, status = ?,"
                    " updated_at = ?, results_done = ?, final_posted = ?"
                    " WHERE id = ? AND version = ?",
                    (
                        int(snapshot),
                        _dumps(new_state) if snapshot else None,
                        int(snapshot),
                        status,
                        now,
                        int(status != FINISHED),
                        int(status != FINISHED),
                        table_id,
                        expected_version,
                    ),
                )
                if cur.rowcount != 1:
                    raise VersionConflict(f"table {table_id} is not at version {expected_version}")
                await self.db.executemany(
                    "INSERT INTO moves"
                    " (table_id, seat, move, interaction_id, version, created_at, events, by_ai)"
                    " VALUES (?,?,?,?,?,?,?,?)",
                    [
                        (
                            table_id,
                            w.seat,
                            _dumps(m),
                            w.interaction_id if i == 0 else None,
                            version,
                            now,
                            _dumps(w.events[i]),
                            int(w.by_ai),
                        )
                        for w in writes
                        for i, m in enumerate(w.moves)
                    ],
                )
        except sqlite3.IntegrityError as exc:
            ids = [w.interaction_id for w in writes if w.interaction_id is not None]
            raise DuplicateInteraction(",".join(map(str, ids))) from exc
        return version

    async def has_interaction(self, interaction_id: int) -> bool:
        async with (
            self._lock,
            self.db.execute(
                "SELECT 1 FROM moves WHERE interaction_id = ?", (interaction_id,)
            ) as cur,
        ):
            return await cur.fetchone() is not None

    async def moves(self, table_id: int) -> list[tuple[int, dict[str, Any]]]:
        async with (
            self._lock,
            self.db.execute(
                "SELECT seat, move FROM moves WHERE table_id = ? ORDER BY id", (table_id,)
            ) as cur,
        ):
            return [(r["seat"], json.loads(r["move"])) for r in await cur.fetchall()]

    async def move_events(self, table_id: int) -> list[list[dict[str, Any]]]:
        async with (
            self._lock,
            self.db.execute(
                "SELECT events FROM moves WHERE table_id = ? ORDER BY id", (table_id,)
            ) as cur,
        ):
            return [json.loads(r["events"]) for r in await cur.fetchall()]

    # -- stats ------------------------------------------------------------------------------

    async def add_results(self, game: str, results: list[tuple[int, int, bool]]) -> None:
        async with self.transaction():
            await self._add_results(game, results)

    async def _add_results(self, game: str, results: list[tuple[int, int, bool]]) -> None:
        """Inside a transaction: add one finished game to each player's stats."""
        await self.db.executemany(
            "INSERT INTO stats (user_id, game, played, won, total_score, best_score)"
            " VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (user_id, game) DO UPDATE SET"
            " played = played + 1, won = won + excluded.won,"
            " total_score = total_score + excluded.total_score,"
            " best_score = MAX(COALESCE(best_score, excluded.best_score), excluded.best_score)",
            [(uid, game, int(won), score, score) for uid, score, won in results],
        )

    async def record_results(
        self,
        table_id: int,
        game: str,
        results: list[tuple[int, int, bool]],
        *,
        guild_id: int | None = None,
        ratings: list[RatingRow] | None = None,
    ) -> bool:
        async with self.transaction():
            cur = await self.db.execute(
                "UPDATE tables SET results_done = 1 WHERE id = ? AND results_done = 0",
                (table_id,),
            )
            if cur.rowcount != 1:
                return False
            await self._add_results(game, results)
            if guild_id is not None and ratings:
                await self.ratings.add_in_transaction(guild_id, table_id, game, ratings)
        return True

    async def mark_final_posted(self, table_id: int) -> None:
        async with self.transaction():
            await self.db.execute("UPDATE tables SET final_posted = 1 WHERE id = ?", (table_id,))

    async def unwrapped_tables(self) -> list[TableRecord]:
        return await self._tables("status = ? AND final_posted = 0", (FINISHED,))

    async def user_stats(self, user_id: int) -> dict[str, dict[str, int | None]]:
        async with (
            self._lock,
            self.db.execute("SELECT * FROM stats WHERE user_id = ?", (user_id,)) as cur,
        ):
            rows = await cur.fetchall()
        return {
            r["game"]: {
                "played": r["played"],
                "won": r["won"],
                "total_score": r["total_score"],
                "best_score": r["best_score"],
            }
            for r in rows
        }
