"""What only the SQLite backend has: its pragmas and migration bookkeeping. Everything a
backend must do is in tests/contract/test_storage.py."""

from __future__ import annotations

import asyncio
import contextlib

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


async def test_a_write_cancelled_on_its_way_leaves_the_database_usable(storage):
    """A task cancelled while its BEGIN was on its way to the database thread (a clock task
    cancelled as its table is forgotten, a shutdown) must not leave the one connection in
    a transaction that makes every later write fail."""

    async def write() -> None:
        async with storage.transaction():
            await asyncio.sleep(60)

    task = asyncio.ensure_future(write())
    await asyncio.sleep(0)  # it holds the lock and its BEGIN is on its way
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    table = await new_table(storage)  # a write of its own transaction
    assert (await storage.get_table(table.id)).id == table.id
    assert not storage.db.in_transaction
