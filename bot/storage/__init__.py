"""Persistence behind one small interface: SQLite (aiosqlite) is the embedded default,
PostgreSQL (asyncpg) lets several bot processes share one database.

Every SQL statement of the project lives in this package.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.storage.base import (
    ACTIVE,
    CANCELLED,
    DEFAULT_PINGS,
    FINISHED,
    LOBBY,
    NOTE_BYTES,
    PINGS,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    Follower,
    SeatRecord,
    ServerSettings,
    Shown,
    Storage,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
    Write,
)
from bot.storage.schema import SQLITE_MIGRATIONS
from bot.storage.sqlite import SqliteStorage

if TYPE_CHECKING:
    from bot.settings import Settings

MIGRATIONS = SQLITE_MIGRATIONS  # the embedded default's, the name tests know
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"

__all__ = [
    "ACTIVE",
    "CANCELLED",
    "DEFAULT_PINGS",
    "NOTE_BYTES",
    "FINISHED",
    "LOBBY",
    "MIGRATIONS",
    "PINGS",
    "RUNNING",
    "SQLITE_MIGRATIONS",
    "ChannelBusy",
    "DuplicateInteraction",
    "Follower",
    "SeatRecord",
    "ServerSettings",
    "Shown",
    "SqliteStorage",
    "Storage",
    "StorageUnavailable",
    "TableRecord",
    "VersionConflict",
    "Write",
    "check_database",
    "open_storage",
    "settings_storage",
    "storage_for",
]


def storage_for(url_or_path: str | Path) -> Storage:
    """An unopened storage: PostgreSQL for a postgresql:// or postgres:// URL, SQLite for a
    sqlite:///path URL or a plain path."""
    target = str(url_or_path)
    if target.startswith(POSTGRES_SCHEMES):
        # imported here so an SQLite-only bot never loads asyncpg
        from bot.storage.postgres import PostgresStorage

        return PostgresStorage(target)
    if target.startswith(SQLITE_SCHEME):
        target = target[len(SQLITE_SCHEME) :]
    return SqliteStorage(target)


def settings_storage(settings: Settings) -> Storage:
    """The storage the settings ask for, not opened yet."""
    return storage_for(settings.database_url or settings.database_path)


async def open_storage(settings: Settings) -> Storage:
    """The storage the settings ask for, opened and migrated.

    Raises StorageUnavailable (a one-line message) when the database cannot be used.
    """
    storage = settings_storage(settings)
    await storage.open()
    return storage


async def check_database(settings: Settings) -> str | None:
    """None if the database of the settings can be opened, else one line saying why not,
    for the entry point to print as `Cannot start: <message>`."""
    try:
        storage = await open_storage(settings)
    except StorageUnavailable as exc:
        return str(exc)
    try:
        await storage.ping()
    except StorageUnavailable as exc:
        return str(exc)
    finally:
        await storage.close()
    return None
