"""The people following each table (bot.follows): the statements of both backends, a part
each of SqliteStorage and PostgresStorage holds."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.storage.follower_records import Follower, Followers
from bot.storage.sqlite_part import SqlitePart

if TYPE_CHECKING:
    from bot.storage.base import PostgresConnection

_FOLLOW = (
    "INSERT INTO followers (table_id, user_id, rounds) VALUES ({p[0]}, {p[1]}, {p[2]})"
    " ON CONFLICT (table_id, user_id) DO UPDATE SET rounds = excluded.rounds"
)
_UNFOLLOW = "DELETE FROM followers WHERE table_id = {p[0]} AND user_id = {p[1]}"
_FOLLOWERS = "SELECT user_id, rounds FROM followers WHERE table_id = {p[0]} ORDER BY user_id"


def _followers(rows: Iterable[Any]) -> list[Follower]:
    return [Follower(user_id=r["user_id"], rounds=bool(r["rounds"])) for r in rows]


class SqliteFollowers(Followers):
    """The statements on SQLite's one connection (bot.storage.sqlite_part)."""

    def __init__(self, sql: SqlitePart) -> None:
        self.sql = sql

    async def follow(self, table_id: int, user_id: int, rounds: bool) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(
                _FOLLOW.format(p=["?"] * 3), (table_id, user_id, int(rounds))
            )

    async def unfollow(self, table_id: int, user_id: int) -> bool:
        async with self.sql.transaction():
            cur = await self.sql.db().execute(_UNFOLLOW.format(p=["?"] * 2), (table_id, user_id))
            return cur.rowcount > 0

    async def followers(self, table_id: int) -> list[Follower]:
        async with (
            self.sql.lock,
            self.sql.db().execute(_FOLLOWERS.format(p=["?"]), (table_id,)) as cur,
        ):
            return _followers(await cur.fetchall())


class PostgresFollowers(Followers):
    """The statements on pooled PostgreSQL connections: `conn` lends one, `tx` one in a
    transaction."""

    def __init__(self, conn: PostgresConnection, tx: PostgresConnection) -> None:
        self._conn = conn
        self._tx = tx

    async def follow(self, table_id: int, user_id: int, rounds: bool) -> None:
        async with self._tx() as conn:
            await conn.execute(_FOLLOW.format(p=["$1", "$2", "$3"]), table_id, user_id, rounds)

    async def unfollow(self, table_id: int, user_id: int) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(_UNFOLLOW.format(p=["$1", "$2"]), table_id, user_id)
        return str(done).endswith(" 1")

    async def followers(self, table_id: int) -> list[Follower]:
        async with self._conn() as conn:
            rows = await conn.fetch(_FOLLOWERS.format(p=["$1"]), table_id)
        return _followers(rows)
