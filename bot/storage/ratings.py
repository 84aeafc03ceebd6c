"""Per-server ratings and who played each seat: the statements of both backends, a part
each of SqliteStorage and PostgresStorage holds (the numbers come from bot.ratings)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import aiosqlite

from bot.storage.base import RatingRow, Ratings, SeasonEntry

if TYPE_CHECKING:
    # an SQLite-only bot never loads asyncpg
    import asyncpg

    from bot.storage.base import PostgresConnection


_UPSERT = (
    "INSERT INTO ratings (guild_id, user_id, game, mu, sigma, played, won, rated)"
    " VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]}, {p[4]}, 1, {p[5]}, {p[6]})"
    " ON CONFLICT (guild_id, user_id, game) DO UPDATE SET"
    " played = ratings.played + 1, won = ratings.won + excluded.won,"
    " mu = COALESCE(excluded.mu, ratings.mu), sigma = COALESCE(excluded.sigma, ratings.sigma),"
    " rated = ratings.rated + excluded.rated"
)
_BOARD = (
    "SELECT user_id, mu, sigma, played, won, rated FROM ratings"
    " WHERE guild_id = {p[0]} AND game = {p[1]}"
    " ORDER BY (mu IS NULL), mu - 3 * sigma DESC, won DESC, played DESC LIMIT {p[2]}"
)
_ADD_GAME = (
    "INSERT INTO game_results (guild_id, table_id, game, user_id, rank, won, rated,"
    " finished_at) VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]}, {p[4]}, {p[5]}, {p[6]}, {p[7]})"
    " ON CONFLICT (table_id, user_id) DO NOTHING"
)
_SEASON = (
    "SELECT table_id, user_id, rank, won, rated FROM game_results"
    " WHERE guild_id = {p[0]} AND game = {p[1]} AND finished_at >= {p[2]}"
    " AND finished_at < {p[3]} ORDER BY finished_at, table_id, user_id"
)
_SEAT_MOVES = (
    "SELECT seat, by_ai, count(*) AS n FROM moves WHERE table_id = {p[0]} GROUP BY seat, by_ai"
)


def _row(r: Any) -> dict[str, Any]:
    return {k: r[k] for k in ("user_id", "mu", "sigma", "played", "won", "rated")}


def _upserts(guild_id: int, game: str, rows: list[RatingRow]) -> list[tuple[Any, ...]]:
    return [
        (guild_id, r.user_id, game, r.mu, r.sigma, int(r.won), int(r.mu is not None)) for r in rows
    ]


def _games(guild_id: int, table_id: int, game: str, rows: list[RatingRow]) -> list[tuple[Any, ...]]:
    now = time.time()
    return [(guild_id, table_id, game, r.user_id, r.rank, r.won, r.rated, now) for r in rows]


def _season(rows: Iterable[Any]) -> list[SeasonEntry]:
    return [
        SeasonEntry(r["table_id"], r["user_id"], r["rank"], bool(r["won"]), bool(r["rated"]))
        for r in rows
    ]


def _seat_counts(rows: Iterable[Any]) -> dict[int, tuple[int, int]]:
    counts: dict[int, list[int]] = {}
    for r in rows:
        counts.setdefault(r["seat"], [0, 0])[1 if r["by_ai"] else 0] += r["n"]
    return {seat: (own, ai) for seat, (own, ai) in counts.items()}


class SqliteRatings(Ratings):
    """The ratings statements on SQLite's one connection (`db` gives it once it is open),
    taking turns with every other statement through `lock`."""

    def __init__(self, db: Callable[[], aiosqlite.Connection], lock: asyncio.Lock) -> None:
        self._db = db
        self._lock = lock

    async def add_in_transaction(
        self, guild_id: int, table_id: int, game: str, rows: list[RatingRow]
    ) -> None:
        """Inside the storage's transaction (which holds the lock): count a finished game on
        a server's board, and keep each person's place in it for the seasons."""
        await self._db().executemany(_UPSERT.format(p=["?"] * 7), _upserts(guild_id, game, rows))
        await self._db().executemany(
            _ADD_GAME.format(p=["?"] * 8),
            [(*r[:5], int(r[5]), int(r[6]), r[7]) for r in _games(guild_id, table_id, game, rows)],
        )

    async def season(
        self, guild_id: int, game: str, since: float, until: float
    ) -> list[SeasonEntry]:
        async with (
            self._lock,
            self._db().execute(_SEASON.format(p=["?"] * 4), (guild_id, game, since, until)) as cur,
        ):
            return _season(await cur.fetchall())

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[dict[str, Any]]:
        async with (
            self._lock,
            self._db().execute(_BOARD.format(p=["?"] * 3), (guild_id, game, limit)) as cur,
        ):
            return [_row(r) for r in await cur.fetchall()]

    async def user_ratings(self, guild_id: int, user_id: int) -> dict[str, dict[str, Any]]:
        async with (
            self._lock,
            self._db().execute(
                "SELECT game, user_id, mu, sigma, played, won, rated FROM ratings"
                " WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            ) as cur,
        ):
            return {r["game"]: _row(r) for r in await cur.fetchall()}

    async def seat_moves(self, table_id: int) -> dict[int, tuple[int, int]]:
        async with (
            self._lock,
            self._db().execute(_SEAT_MOVES.format(p=["?"]), (table_id,)) as cur,
        ):
            return _seat_counts(await cur.fetchall())


class PostgresRatings(Ratings):
    """The ratings statements on pooled PostgreSQL connections (`conn` lends one)."""

    def __init__(self, conn: PostgresConnection) -> None:
        self._conn = conn

    @staticmethod
    async def add_in_transaction(
        conn: asyncpg.Connection, guild_id: int, table_id: int, game: str, rows: list[RatingRow]
    ) -> None:
        """On the connection of the storage's transaction: count a finished game on a
        server's board, and keep each person's place in it for the seasons."""
        await conn.executemany(
            _UPSERT.format(p=[f"${n}" for n in range(1, 8)]), _upserts(guild_id, game, rows)
        )
        await conn.executemany(
            _ADD_GAME.format(p=[f"${n}" for n in range(1, 9)]),
            _games(guild_id, table_id, game, rows),
        )

    async def season(
        self, guild_id: int, game: str, since: float, until: float
    ) -> list[SeasonEntry]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                _SEASON.format(p=["$1", "$2", "$3", "$4"]), guild_id, game, since, until
            )
        return _season(rows)

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[dict[str, Any]]:
        async with self._conn() as conn:
            rows = await conn.fetch(_BOARD.format(p=["$1", "$2", "$3"]), guild_id, game, limit)
        return [_row(r) for r in rows]

    async def user_ratings(self, guild_id: int, user_id: int) -> dict[str, dict[str, Any]]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT game, user_id, mu, sigma, played, won, rated FROM ratings"
                " WHERE guild_id = $1 AND user_id = $2",
                guild_id,
                user_id,
            )
        return {r["game"]: _row(r) for r in rows}

    async def seat_moves(self, table_id: int) -> dict[int, tuple[int, int]]:
        async with self._conn() as conn:
            return _seat_counts(await conn.fetch(_SEAT_MOVES.format(p=["$1"]), table_id))
