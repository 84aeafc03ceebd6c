"""Players' turn pings, closed DMs and hours (bot.quiet), and servers' settings: the statements of both backends, a part each
of SqliteStorage and PostgresStorage holds (what the values mean is bot.pings and
bot.server_settings)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.quiet import Hours
from bot.storage.base import DEFAULT_PINGS, PINGS, Preferences, ServerSettings
from bot.storage.sqlite_part import SqlitePart

if TYPE_CHECKING:
    from bot.storage.base import PostgresConnection

_SET_PINGS = (
    "INSERT INTO player_settings (user_id, pings) VALUES ({p[0]}, {p[1]})"
    " ON CONFLICT (user_id) DO UPDATE SET pings = excluded.pings"
)
# a player's closed DMs: a row of their own when they never chose their pings
_SET_DMS_CLOSED = (
    "INSERT INTO player_settings (user_id, dms_closed) VALUES ({p[0]}, {p[1]})"
    " ON CONFLICT (user_id) DO UPDATE SET dms_closed = excluded.dms_closed"
)
_DMS_CLOSED = "SELECT dms_closed FROM player_settings WHERE user_id = {p[0]}"
_PINGS = "SELECT user_id, pings FROM player_settings WHERE user_id"
_HOURS_COLUMNS = ("timezone", "quiet_from", "quiet_to", "away_until", "away_used", "away_year")
_SET_HOURS = (
    f"INSERT INTO player_settings (user_id, {', '.join(_HOURS_COLUMNS)})"
    " VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]}, {p[4]}, {p[5]}, {p[6]})"
    " ON CONFLICT (user_id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in _HOURS_COLUMNS)
)
_HOURS = f"SELECT user_id, {', '.join(_HOURS_COLUMNS)} FROM player_settings WHERE user_id"
_SET_LANGUAGE = (
    "INSERT INTO player_settings (user_id, language) VALUES ({p[0]}, {p[1]})"
    " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language"
)
_LANGUAGE = "SELECT language FROM player_settings WHERE user_id = {p[0]}"
_SAVE_SERVER = (
    "INSERT INTO server_settings (guild_id, clock_minutes, lobby_minutes, rules_public,"
    " play_channel_id, away_days, language, tournament_role)"
    " VALUES ({p[0]}, {p[1]}, {p[2]}, {p[3]}, {p[4]}, {p[5]}, {p[6]}, {p[7]})"
    " ON CONFLICT (guild_id) DO UPDATE SET clock_minutes = excluded.clock_minutes,"
    " lobby_minutes = excluded.lobby_minutes, rules_public = excluded.rules_public,"
    " play_channel_id = excluded.play_channel_id, away_days = excluded.away_days,"
    " language = excluded.language, tournament_role = excluded.tournament_role"
)
_SERVER = (
    "SELECT clock_minutes, lobby_minutes, rules_public, play_channel_id, away_days, language,"
    " tournament_role FROM server_settings WHERE guild_id = {p[0]}"
)


def _checked(pings: str) -> str:
    if pings not in PINGS:
        raise ValueError(f"pings must be one of {', '.join(PINGS)}, not {pings!r}")
    return pings


def _pings(user_ids: list[int], rows: Iterable[Any]) -> dict[int, str]:
    found: dict[int, str] = {r["user_id"]: r["pings"] for r in rows}
    return {uid: found.get(uid, DEFAULT_PINGS) for uid in user_ids}


def _hours(user_ids: list[int], rows: Iterable[Any]) -> dict[int, Hours]:
    found = {
        r["user_id"]: Hours(
            zone=r["timezone"],
            quiet_from=r["quiet_from"],
            quiet_to=r["quiet_to"],
            away_until=r["away_until"],
            away_used=r["away_used"],
            away_year=r["away_year"],
        )
        for r in rows
    }
    return {uid: found.get(uid, Hours()) for uid in user_ids}


def _hours_values(hours: Hours) -> tuple[Any, ...]:
    return (
        hours.zone,
        hours.quiet_from,
        hours.quiet_to,
        hours.away_until,
        hours.away_used,
        hours.away_year,
    )


def _server(guild_id: int, row: Any) -> ServerSettings:
    if row is None:
        return ServerSettings(guild_id=guild_id)
    return ServerSettings(
        guild_id=guild_id,
        clock_minutes=row["clock_minutes"],
        lobby_minutes=row["lobby_minutes"],
        rules_public=bool(row["rules_public"]),
        play_channel_id=row["play_channel_id"],
        away_days=row["away_days"],
        language=row["language"],
        tournament_role=row["tournament_role"],
    )


class SqlitePreferences(Preferences):
    """The statements on SQLite's one connection (bot.storage.sqlite_part)."""

    def __init__(self, sql: SqlitePart) -> None:
        self.sql = sql

    async def _rows(self, select: str, user_ids: list[int]) -> list[Any]:
        """The player_settings rows of these players (`select` ends with `WHERE user_id`)."""
        ids = sorted(set(user_ids))
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        async with self.sql.lock, self.sql.db().execute(f"{select} IN ({marks})", ids) as cur:
            return list(await cur.fetchall())

    async def pings(self, user_ids: list[int]) -> dict[int, str]:
        return _pings(list(user_ids), await self._rows(_PINGS, user_ids)) if user_ids else {}

    async def set_pings(self, user_id: int, pings: str) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(_SET_PINGS.format(p=["?"] * 2), (user_id, _checked(pings)))

    async def hours(self, user_ids: list[int]) -> dict[int, Hours]:
        return _hours(list(user_ids), await self._rows(_HOURS, user_ids)) if user_ids else {}

    async def set_hours(self, user_id: int, hours: Hours) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(
                _SET_HOURS.format(p=["?"] * 7), (user_id, *_hours_values(hours))
            )

    async def dms_closed(self, user_id: int) -> bool:
        async with (
            self.sql.lock,
            self.sql.db().execute(_DMS_CLOSED.format(p=["?"]), (user_id,)) as cur,
        ):
            row = await cur.fetchone()
        return row is not None and bool(row["dms_closed"])

    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(_SET_DMS_CLOSED.format(p=["?"] * 2), (user_id, int(closed)))

    async def server_settings(self, guild_id: int) -> ServerSettings:
        async with (
            self.sql.lock,
            self.sql.db().execute(_SERVER.format(p=["?"]), (guild_id,)) as cur,
        ):
            return _server(guild_id, await cur.fetchone())

    async def save_server_settings(self, settings: ServerSettings) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(
                _SAVE_SERVER.format(p=["?"] * 8),
                (
                    settings.guild_id,
                    settings.clock_minutes,
                    settings.lobby_minutes,
                    int(settings.rules_public),
                    settings.play_channel_id,
                    settings.away_days,
                    settings.language,
                    settings.tournament_role,
                ),
            )

    async def language(self, user_id: int) -> str | None:
        async with (
            self.sql.lock,
            self.sql.db().execute(_LANGUAGE.format(p=["?"]), (user_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else row["language"]

    async def set_language(self, user_id: int, language: str | None) -> None:
        async with self.sql.transaction():
            await self.sql.db().execute(_SET_LANGUAGE.format(p=["?"] * 2), (user_id, language))


class PostgresPreferences(Preferences):
    """The statements on pooled PostgreSQL connections: `conn` lends one, `tx` one in a
    transaction."""

    def __init__(self, conn: PostgresConnection, tx: PostgresConnection) -> None:
        self._conn = conn
        self._tx = tx

    async def pings(self, user_ids: list[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        async with self._conn() as conn:
            rows = await conn.fetch(f"{_PINGS} = ANY($1::bigint[])", sorted(set(user_ids)))
        return _pings(list(user_ids), rows)

    async def set_pings(self, user_id: int, pings: str) -> None:
        checked = _checked(pings)
        async with self._tx() as conn:
            await conn.execute(_SET_PINGS.format(p=["$1", "$2"]), user_id, checked)

    async def hours(self, user_ids: list[int]) -> dict[int, Hours]:
        if not user_ids:
            return {}
        async with self._conn() as conn:
            rows = await conn.fetch(f"{_HOURS} = ANY($1::bigint[])", sorted(set(user_ids)))
        return _hours(list(user_ids), rows)

    async def set_hours(self, user_id: int, hours: Hours) -> None:
        async with self._tx() as conn:
            await conn.execute(
                _SET_HOURS.format(p=[f"${n}" for n in range(1, 8)]),
                user_id,
                *_hours_values(hours),
            )

    async def dms_closed(self, user_id: int) -> bool:
        async with self._conn() as conn:
            found = await conn.fetchval(_DMS_CLOSED.format(p=["$1"]), user_id)
        return bool(found)

    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        async with self._tx() as conn:
            await conn.execute(_SET_DMS_CLOSED.format(p=["$1", "$2"]), user_id, closed)

    async def server_settings(self, guild_id: int) -> ServerSettings:
        async with self._conn() as conn:
            row = await conn.fetchrow(_SERVER.format(p=["$1"]), guild_id)
        return _server(guild_id, row)

    async def save_server_settings(self, settings: ServerSettings) -> None:
        async with self._tx() as conn:
            await conn.execute(
                _SAVE_SERVER.format(p=[f"${n}" for n in range(1, 9)]),
                settings.guild_id,
                settings.clock_minutes,
                settings.lobby_minutes,
                settings.rules_public,
                settings.play_channel_id,
                settings.away_days,
                settings.language,
                settings.tournament_role,
            )

    async def language(self, user_id: int) -> str | None:
        async with self._conn() as conn:
            found = await conn.fetchval(_LANGUAGE.format(p=["$1"]), user_id)
        return None if found is None else str(found)

    async def set_language(self, user_id: int, language: str | None) -> None:
        async with self._tx() as conn:
            await conn.execute(_SET_LANGUAGE.format(p=["$1", "$2"]), user_id, language)
