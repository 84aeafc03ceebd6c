"""A finished table's results on PostgreSQL: each player's stats, counted once however often
the wrap-up runs, and the mark that the final message was posted; a part PostgresStorage
holds (`storage.results`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage.notices import NOTIFY, NOTIFY_CHANGED

if TYPE_CHECKING:
    # an SQLite-only bot never loads asyncpg
    import asyncpg

    from bot.storage.base import PostgresConnection, RatingRow
from bot.storage.ratings import PostgresRatings

_ADD_RESULTS = (
    "INSERT INTO stats (user_id, game, played, won, total_score, best_score)"
    " VALUES ($1, $2, 1, $3, $4, $4) ON CONFLICT (user_id, game) DO UPDATE SET"
    " played = stats.played + 1, won = stats.won + excluded.won,"
    " total_score = stats.total_score + excluded.total_score,"
    " best_score = GREATEST(COALESCE(stats.best_score, excluded.best_score),"
    " excluded.best_score)"
)


class PostgresResults:
    """Results statements. `conn` lends a pooled connection, `tx` one in a transaction;
    `ratings` adds a table's ratings in the same transaction as its results; `process_id`
    signs the notifications that tell the other processes a table changed."""

    def __init__(
        self,
        conn: PostgresConnection,
        tx: PostgresConnection,
        ratings: PostgresRatings,
        process_id: str,
    ) -> None:
        self._conn = conn
        self._tx = tx
        self._ratings = ratings
        self._process_id = process_id

    async def add_results(self, game: str, results: list[tuple[int, int, bool]]) -> None:
        """results: (user_id, score, won) for each human seat of a finished table."""
        async with self._tx() as conn:
            await self._add_results(conn, game, results)

    @staticmethod
    async def _add_results(
        conn: asyncpg.Connection, game: str, results: list[tuple[int, int, bool]]
    ) -> None:
        await conn.executemany(
            _ADD_RESULTS, [(uid, game, int(won), score) for uid, score, won in results]
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
        """See Storage.record_results: True if counted now, False if counted before."""
        async with self._tx() as conn:
            counted = await conn.fetchval(
                "UPDATE tables SET results_done = TRUE WHERE id = $1 AND NOT results_done"
                " RETURNING id",
                table_id,
            )
            if counted is None:
                return False
            await self._add_results(conn, game, results)
            if guild_id is not None and ratings:
                await self._ratings.add_in_transaction(conn, guild_id, table_id, game, ratings)
            await conn.execute(NOTIFY, table_id, self._process_id)
        return True

    async def mark_final_posted(self, table_id: int) -> None:
        async with self._conn() as conn:  # one statement: its own transaction
            await conn.execute(
                "WITH changed AS (UPDATE tables SET final_posted = TRUE WHERE id = $1"
                " RETURNING id, version) " + NOTIFY_CHANGED.format(n=2),
                table_id,
                self._process_id,
            )

    async def user_stats(self, user_id: int) -> dict[str, dict[str, int | None]]:
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT * FROM stats WHERE user_id = $1", user_id)
        return {
            r["game"]: {
                "played": r["played"],
                "won": r["won"],
                "total_score": r["total_score"],
                "best_score": r["best_score"],
            }
            for r in rows
        }
