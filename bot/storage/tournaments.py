"""Tournaments (bot.storage.tournament_records): the statements of both backends, a part
each of SqliteStorage and PostgresStorage holds."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.storage.sqlite_part import SqlitePart
from bot.storage.tournament_records import (
    ALREADY_IN,
    CLOSED,
    FULL,
    JOINED,
    PLAYING,
    SIGNUP,
    TOURNAMENT_STATUSES,
    Entrant,
    PlayedRound,
    TournamentRecord,
    Tournaments,
)

if TYPE_CHECKING:
    from bot.storage.base import PostgresConnection

_COLUMNS = (
    "guild_id, channel_id, message_id, game, format, rounds, seats, clock_minutes, ai_fills,"
    " size_limit, status, current_round, round_deadline, host_id, created_at, starts_at"
)
_COUNT_OF_COLUMNS = _COLUMNS.count(",") + 1
_CREATE = f"INSERT INTO tournaments ({_COLUMNS}) VALUES ({{values}})"
_GET = f"SELECT id, {_COLUMNS} FROM tournaments WHERE id = {{p[0]}}"
_ACTIVE = (
    f"SELECT id, {_COLUMNS} FROM tournaments WHERE status IN ('{SIGNUP}', '{PLAYING}') ORDER BY id"
)
_PLAYERS = (
    "SELECT user_id, name, position, withdrawn FROM tournament_players"
    " WHERE tournament_id = {p[0]} ORDER BY position, user_id"
)
_TABLES = "SELECT round, table_id FROM tournament_tables WHERE tournament_id = {p[0]} ORDER BY round, position"
_BYES = "SELECT round, user_id FROM tournament_byes WHERE tournament_id = {p[0]} ORDER BY round, user_id"
_STATUS = "SELECT status FROM tournaments WHERE id = {p[0]}"
_COUNT = "SELECT COUNT(*) AS n, MAX(position) AS last FROM tournament_players WHERE tournament_id = {p[0]}"
_SEATED = "SELECT 1 FROM tournament_players WHERE tournament_id = {p[0]} AND user_id = {p[1]}"
_JOIN = (
    "INSERT INTO tournament_players (tournament_id, user_id, name, position)"
    " VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]})"
)
_LEAVE = "DELETE FROM tournament_players WHERE tournament_id = {p[0]} AND user_id = {p[1]}"
_WITHDRAW = (
    "UPDATE tournament_players SET withdrawn = {p[0]}"
    " WHERE tournament_id = {p[1]} AND user_id = {p[2]} AND withdrawn = {p[3]}"
)
_ADD_TABLE = (
    "INSERT INTO tournament_tables (tournament_id, round, position, table_id)"
    " VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]}) ON CONFLICT DO NOTHING"
)
_ADD_BYE = (
    "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ({p[0]}, {p[1]}, {p[2]})"
)
_CLOSE_SIGNUP = (
    f"UPDATE tournaments SET status = '{PLAYING}' WHERE id = {{p[0]}} AND status = '{SIGNUP}'"
)
# (SQLite binds its "?" in the order they stand: the placeholders stand in order)
_NEW_ROUND = (
    f"UPDATE tournaments SET current_round = {{p[0]}}, round_deadline = {{p[1]}},"
    f" status = '{PLAYING}' WHERE id = {{p[2]}}"
)


def _values(t: TournamentRecord) -> tuple[Any, ...]:
    return (
        t.guild_id,
        t.channel_id,
        t.message_id,
        t.game,
        t.format,
        t.rounds,
        t.seats,
        t.clock_minutes,
        t.ai_fills,
        t.size_limit,
        t.status,
        t.current_round,
        t.round_deadline,
        t.host_id,
        t.created_at,
        t.starts_at,
    )


def _record(
    row: Any, players: Iterable[Any], tables: Iterable[Any], byes: Iterable[Any]
) -> TournamentRecord:
    played: dict[int, PlayedRound] = {}
    for r in tables:
        played.setdefault(r["round"], PlayedRound(r["round"])).tables.append(r["table_id"])
    for r in byes:
        played.setdefault(r["round"], PlayedRound(r["round"])).byes.append(r["user_id"])
    return TournamentRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        game=row["game"],
        format=row["format"],
        rounds=row["rounds"],
        seats=row["seats"],
        clock_minutes=row["clock_minutes"],
        ai_fills=bool(row["ai_fills"]),
        size_limit=row["size_limit"],
        status=row["status"],
        current_round=row["current_round"],
        round_deadline=row["round_deadline"],
        host_id=row["host_id"],
        created_at=row["created_at"],
        starts_at=row["starts_at"],
        players=[
            Entrant(r["user_id"], r["name"], r["position"], bool(r["withdrawn"])) for r in players
        ],
        played=dict(sorted(played.items())),
    )


def _changes(status: str | None, message_id: int | None, rounds: int | None) -> dict[str, Any]:
    if status is not None and status not in TOURNAMENT_STATUSES:
        raise ValueError(f"status must be one of {', '.join(TOURNAMENT_STATUSES)}")
    changes: dict[str, Any] = {}
    if status is not None:
        changes["status"] = status
    if message_id is not None:
        changes["message_id"] = message_id
    if rounds is not None:
        changes["rounds"] = rounds
    return changes


def _join_answer(status: str | None, seated: bool, count: int, limit: int | None) -> str | None:
    """Why a player cannot join (None: they can)."""
    if status != SIGNUP:
        return CLOSED
    if seated:
        return ALREADY_IN
    if limit is not None and count >= limit:
        return FULL
    return None


class SqliteTournaments(Tournaments):
    """The statements on SQLite's one connection (bot.storage.sqlite_part)."""

    def __init__(self, sql: SqlitePart) -> None:
        self.sql = sql

    async def _all(self, statement: str, *args: Any) -> list[Any]:
        async with self.sql.db().execute(statement, args) as cur:
            return list(await cur.fetchall())

    async def create(self, tournament: TournamentRecord) -> TournamentRecord:
        tournament.created_at = time.time()
        async with self.sql.transaction():
            cur = await self.sql.db().execute(
                _CREATE.format(values=", ".join(["?"] * _COUNT_OF_COLUMNS)), _values(tournament)
            )
            assert cur.lastrowid is not None
            tournament.id = cur.lastrowid
        return tournament

    async def _read(self, row: Any) -> TournamentRecord:
        q = ["?"]
        players = await self._all(_PLAYERS.format(p=q), row["id"])
        tables = await self._all(_TABLES.format(p=q), row["id"])
        byes = await self._all(_BYES.format(p=q), row["id"])
        return _record(row, players, tables, byes)

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        async with self.sql.lock:
            rows = await self._all(_GET.format(p=["?"]), tournament_id)
            return await self._read(rows[0]) if rows else None

    async def active(self) -> list[TournamentRecord]:
        async with self.sql.lock:
            return [await self._read(row) for row in await self._all(_ACTIVE)]

    async def update(
        self,
        tournament_id: int,
        *,
        status: str | None = None,
        message_id: int | None = None,
        rounds: int | None = None,
    ) -> None:
        changes = _changes(status, message_id, rounds)
        if not changes:
            return
        sets = ", ".join(f"{name} = ?" for name in changes)
        async with self.sql.transaction():
            await self.sql.db().execute(
                f"UPDATE tournaments SET {sets} WHERE id = ?", (*changes.values(), tournament_id)
            )

    async def close_signup(self, tournament_id: int) -> bool:
        async with self.sql.transaction():
            cur = await self.sql.db().execute(_CLOSE_SIGNUP.format(p=["?"]), (tournament_id,))
            return cur.rowcount > 0

    async def join(self, tournament_id: int, user_id: int, name: str) -> str:
        async with self.sql.transaction():
            rows = await self._all(_GET.format(p=["?"]), tournament_id)
            seated = await self._all(_SEATED.format(p=["?", "?"]), tournament_id, user_id)
            count = (await self._all(_COUNT.format(p=["?"]), tournament_id))[0]
            refusal = _join_answer(
                rows[0]["status"] if rows else None,
                bool(seated),
                count["n"],
                rows[0]["size_limit"] if rows else None,
            )
            if refusal is not None:
                return refusal
            await self.sql.db().execute(
                _JOIN.format(p=["?"] * 4), (tournament_id, user_id, name, (count["last"] or 0) + 1)
            )
        return JOINED

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        async with self.sql.transaction():
            cur = await self.sql.db().execute(_LEAVE.format(p=["?", "?"]), (tournament_id, user_id))
            return cur.rowcount > 0

    async def withdraw(self, tournament_id: int, user_id: int) -> bool:
        async with self.sql.transaction():
            cur = await self.sql.db().execute(
                _WITHDRAW.format(p=["?"] * 4), (1, tournament_id, user_id, 0)
            )
            return cur.rowcount > 0

    async def add_table(
        self, tournament_id: int, number: int, position: int, table_id: int
    ) -> bool:
        async with self.sql.transaction():
            cur = await self.sql.db().execute(
                _ADD_TABLE.format(p=["?"] * 4), (tournament_id, number, position, table_id)
            )
            return cur.rowcount > 0

    async def start_round(
        self, tournament_id: int, number: int, byes: list[int], deadline: float | None
    ) -> None:
        async with self.sql.transaction():
            db = self.sql.db()
            for user_id in byes:
                await db.execute(_ADD_BYE.format(p=["?"] * 3), (tournament_id, number, user_id))
            await db.execute(_NEW_ROUND.format(p=["?"] * 3), (number, deadline, tournament_id))


def _pg(count: int) -> list[str]:
    return [f"${n}" for n in range(1, count + 1)]


class PostgresTournaments(Tournaments):
    """The statements on pooled PostgreSQL connections: `conn` lends one, `tx` one in a
    transaction."""

    def __init__(self, conn: PostgresConnection, tx: PostgresConnection) -> None:
        self._conn = conn
        self._tx = tx

    async def create(self, tournament: TournamentRecord) -> TournamentRecord:
        tournament.created_at = time.time()
        async with self._tx() as conn:
            tournament.id = await conn.fetchval(
                _CREATE.format(values=", ".join(_pg(_COUNT_OF_COLUMNS))) + " RETURNING id",
                *_values(tournament),
            )
        return tournament

    async def _read(self, conn: Any, row: Any) -> TournamentRecord:
        p = _pg(1)
        players = await conn.fetch(_PLAYERS.format(p=p), row["id"])
        tables = await conn.fetch(_TABLES.format(p=p), row["id"])
        byes = await conn.fetch(_BYES.format(p=p), row["id"])
        return _record(row, players, tables, byes)

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(_GET.format(p=_pg(1)), tournament_id)
            return await self._read(conn, row) if row is not None else None

    async def active(self) -> list[TournamentRecord]:
        async with self._conn() as conn:
            return [await self._read(conn, row) for row in await conn.fetch(_ACTIVE)]

    async def update(
        self,
        tournament_id: int,
        *,
        status: str | None = None,
        message_id: int | None = None,
        rounds: int | None = None,
    ) -> None:
        changes = _changes(status, message_id, rounds)
        if not changes:
            return
        sets = ", ".join(f"{name} = ${n}" for n, name in enumerate(changes, start=2))
        async with self._tx() as conn:
            await conn.execute(
                f"UPDATE tournaments SET {sets} WHERE id = $1", tournament_id, *changes.values()
            )

    async def close_signup(self, tournament_id: int) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(_CLOSE_SIGNUP.format(p=_pg(1)), tournament_id)
        return str(done).endswith(" 1")

    async def join(self, tournament_id: int, user_id: int, name: str) -> str:
        async with self._tx() as conn:
            # the tournament's row locked: two joins at once count the same players
            row = await conn.fetchrow(_GET.format(p=_pg(1)) + " FOR UPDATE", tournament_id)
            seated = await conn.fetchval(_SEATED.format(p=_pg(2)), tournament_id, user_id)
            count = await conn.fetchrow(_COUNT.format(p=_pg(1)), tournament_id)
            refusal = _join_answer(
                row["status"] if row else None,
                seated is not None,
                count["n"],
                row["size_limit"] if row else None,
            )
            if refusal is not None:
                return refusal
            await conn.execute(
                _JOIN.format(p=_pg(4)), tournament_id, user_id, name, (count["last"] or 0) + 1
            )
        return JOINED

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(_LEAVE.format(p=_pg(2)), tournament_id, user_id)
        return str(done).endswith(" 1")

    async def withdraw(self, tournament_id: int, user_id: int) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(
                _WITHDRAW.format(p=_pg(4)), True, tournament_id, user_id, False
            )
        return str(done).endswith(" 1")

    async def add_table(
        self, tournament_id: int, number: int, position: int, table_id: int
    ) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(
                _ADD_TABLE.format(p=_pg(4)), tournament_id, number, position, table_id
            )
        return str(done).endswith(" 1")

    async def start_round(
        self, tournament_id: int, number: int, byes: list[int], deadline: float | None
    ) -> None:
        async with self._tx() as conn:
            await conn.executemany(
                _ADD_BYE.format(p=_pg(3)), [(tournament_id, number, u) for u in byes]
            )
            await conn.execute(_NEW_ROUND.format(p=_pg(3)), number, deadline, tournament_id)
