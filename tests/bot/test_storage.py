"""The SQLite storage: migrations, pragmas, the move log, dedupe and versions."""

from __future__ import annotations

import pytest

from bot.storage import (
    FINISHED,
    LOBBY,
    MIGRATIONS,
    ChannelBusy,
    DuplicateInteraction,
    SeatRecord,
    SqliteStorage,
    VersionConflict,
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


async def test_one_active_table_per_channel(storage):
    table = await new_table(storage)
    assert table.status == LOBBY and table.seats[0].name == "host"
    with pytest.raises(ChannelBusy):
        await new_table(storage)
    other = await new_table(storage, channel_id=11)
    assert other.id != table.id
    await storage.update_table(table.id, status="cancelled")
    assert (await new_table(storage)).channel_id == 10


async def test_moves_are_logged_with_versions_and_dedupe(storage):
    table = await new_table(storage)
    table.seats.append(SeatRecord(seat=1, user_id=2, name="guest"))
    await storage.start_table(table, {"n": 0})
    v = await storage.record_move(table.id, 0, {"type": "a"}, 111, 1, {"n": 1})
    assert v == 2
    with pytest.raises(DuplicateInteraction):
        await storage.record_move(table.id, 1, {"type": "b"}, 111, 2, {"n": 2})
    with pytest.raises(VersionConflict):
        await storage.record_move(table.id, 1, {"type": "b"}, 112, 1, {"n": 2})
    # neither failure changed anything
    fresh = await storage.get_table(table.id)
    assert fresh.version == 2 and fresh.state == {"n": 1}
    assert await storage.moves(table.id) == [(0, {"type": "a"})]
    assert await storage.has_interaction(111) and not await storage.has_interaction(112)
    await storage.record_move(table.id, 1, {"type": "b"}, None, 2, {"n": 2}, status=FINISHED)
    assert [t.id for t in await storage.active_tables()] == []
    assert [s.name for s in (await storage.get_table(table.id)).seats] == ["host", "guest"]


async def test_stats_accumulate(storage):
    await storage.add_results("abstract", [(1, 30, True), (2, 20, False)])
    await storage.add_results("abstract", [(1, 10, False)])
    stats = await storage.user_stats(1)
    assert stats["abstract"] == {"played": 2, "won": 1, "total_score": 40, "best_score": 30}
    assert (await storage.user_stats(2))["abstract"]["best_score"] == 20
