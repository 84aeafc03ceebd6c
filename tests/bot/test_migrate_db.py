"""migrate-db: a real SQLite database copied into a real PostgreSQL one."""

from __future__ import annotations

import asyncio

import pytest

from bot.migrate_db import TABLES, main
from bot.storage import FINISHED, SeatRecord, SqliteStorage
from bot.storage.postgres import PostgresStorage


async def run(argv: list[str]) -> int:
    # main runs its own event loop, as it does under `python -m bot`
    return await asyncio.to_thread(main, argv)


async def fill(storage: SqliteStorage) -> list[int]:
    """A finished game wrapped up, a running one with a batch, a lobby with an AI seat."""
    ids = []
    for channel in (10, 11, 12):
        host = SeatRecord(seat=0, user_id=1, name="host", dm_channel_id=2**62 + channel)
        table = await storage.create_table(
            game="abstract",
            guild_id=2**60,
            channel_id=channel,
            host=host,
            options={"b": 1, "a": [1, 2]},
            seed=2**63 - 1,
            clock_minutes=5,
        )
        ids.append(table.id)
        table.seats.append(SeatRecord(seat=1, user_id=None, name="AI 1", is_ai=True))
        if channel == 12:
            await storage.save_lobby(table)
            continue
        await storage.start_table(table, {"n": 0, "10": "x", "2": "y"})
        events = [[{"type": "painted", "square": 3}], []]
        moves = [{"type": "paint"}, {"type": "confirm"}]
        await storage.record_moves(table.id, 0, moves, 1000 + channel, 1, {"n": 2}, events=events)
        seat = table.seats[0]
        seat.panel_message_id, seat.panel_turn, seat.dm_closed = 555, "1.x..0", True
        await storage.update_seat(table.id, seat)
        await storage.update_table(table.id, message_id=99, deadline=1.25e9, reminded=True)
    await storage.record_move(ids[0], 1, {"type": "last"}, None, 2, {"n": 3}, status=FINISHED)
    await storage.record_results(ids[0], "abstract", [(1, 30, True)])
    await storage.add_results("venn", [(7, 5, False)])
    return ids


async def test_everything_is_copied_with_its_ids(tmp_path, postgres_url, capsys):
    source = SqliteStorage(tmp_path / "old.sqlite3")
    await source.open()
    # ids that do not start at 1 must survive the copy
    await source.db.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('tables', 40)")
    ids = await fill(source)
    assert ids == [41, 42, 43]
    await source.update_table(ids[1], status="cancelled")
    expected = {i: await source.get_table(i) for i in ids}
    moves = {i: await source.moves(i) for i in ids}
    events = {i: await source.move_events(i) for i in ids}
    stats = {u: await source.user_stats(u) for u in (1, 7)}
    unwrapped = [t.id for t in await source.unwrapped_tables()]
    await source.close()

    url = f"sqlite:///{tmp_path}/old.sqlite3"
    assert await run(["--from", url, "--to", postgres_url]) == 0
    out = capsys.readouterr().out
    assert "3 tables, 6 seats, 5 moves and 2 stats rows" in out

    target = PostgresStorage(postgres_url)
    await target.open()
    try:
        for i in ids:
            assert await target.get_table(i) == expected[i]
            assert await target.moves(i) == moves[i]
            assert await target.move_events(i) == events[i]
        assert await target.has_interaction(1010) and await target.has_interaction(1011)
        assert {u: await target.user_stats(u) for u in (1, 7)} == stats
        assert [t.id for t in await target.unwrapped_tables()] == unwrapped
        # new rows get ids past the copied ones
        host = SeatRecord(seat=0, user_id=3, name="new")
        new = await target.create_table(
            game="abstract",
            guild_id=None,
            channel_id=20,
            host=host,
            options={},
            seed=1,
            clock_minutes=0,
        )
        assert new.id == max(ids) + 1
        await target.start_table(new, {"n": 0})
        await target.record_move(new.id, 0, {"type": "a"}, 1, 1, {"n": 1})
    finally:
        await target.close()

    # a second copy into the now non-empty database is refused, in one line
    assert await run(["--from", url, "--to", postgres_url]) == 2
    err = capsys.readouterr().err
    assert "not empty" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("source", "target", "message"),
    [
        ("sqlite:///{tmp}/missing.sqlite3", "postgresql://h/db", "no SQLite database"),
        ("sqlite:///{tmp}/there.sqlite3", "mysql://h/db", "--to must be"),
        ("sqlite:///{tmp}/there.sqlite3", "postgresql://u:pw@127.0.0.1:9/x", "cannot be reached"),
    ],
)
async def test_refusals_are_one_line(tmp_path, capsys, source, target, message):
    there = SqliteStorage(tmp_path / "there.sqlite3")
    await there.open()
    await there.close()
    assert await run(["--from", source.format(tmp=tmp_path), "--to", target]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "pw" not in err
    assert not (tmp_path / "missing.sqlite3").exists()


async def test_every_table_of_the_schema_is_copied(tmp_path):
    """A table added by a later migration is copied too (followers and the seasons' game
    results were once left behind)."""
    storage = SqliteStorage(tmp_path / "schema.sqlite3")
    await storage.open()
    try:
        async with storage.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " AND name != 'schema_version'"
        ) as cur:
            names = {r["name"] for r in await cur.fetchall()}
    finally:
        await storage.close()
    assert names == set(TABLES)
