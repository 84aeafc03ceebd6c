"""What only the SQLite backend has: its pragmas and migration bookkeeping. Everything a
backend must do is in tests/contract/test_storage.py."""

from __future__ import annotations

import pytest

from bot.storage import (
    MIGRATIONS,
    SeatRecord,
    SqliteStorage,
)


@pytest.fixture
async def storage(tmp_path):
    s = SqliteStorage(tmp_path / "db" / "test.sqlite3")
    await s.open()
    yield s
    await s.close()


async def new_table(storage, channel_id=10, game="abstract"):
    host = SeatRecord(seat=0, user_id=1, name="host")
    return await storage.create_table(
        game=game,
        guild_id=5,
        channel_id=channel_id,
        host=host,
        options={},
        seed=42,
        clock_minutes=5,
    )


async def test_pragmas_and_migrations(storage, tmp_path):
    async with storage.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    async with storage.db.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1
    async with storage.db.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone())[0] == 1  # NORMAL
    assert await storage.schema_version() == len(MIGRATIONS)
    # opening again applies nothing twice
    again = SqliteStorage(storage.path)
    await again.open()
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()
