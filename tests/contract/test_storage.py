"""The storage interface, checked for every backend (as Red-DiscordBot runs one suite per
driver): a backend is a factory that opens a Storage over a place that survives closing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.storage import (
    FINISHED,
    LOBBY,
    RUNNING,
    ChannelBusy,
    DuplicateInteraction,
    SeatRecord,
    SqliteStorage,
    Storage,
    VersionConflict,
)
from bot.storage.postgres import PostgresStorage


def sqlite_backend(request: pytest.FixtureRequest, tmp: Path) -> Callable[[], Storage]:
    return lambda: SqliteStorage(tmp / "db" / "contract.sqlite3")


def postgres_backend(request: pytest.FixtureRequest, tmp: Path) -> Callable[[], Storage]:
    url = request.getfixturevalue("postgres_url")  # a database of this test's own
    return lambda: PostgresStorage(url)


BACKENDS = {"sqlite": sqlite_backend, "postgres": postgres_backend}


@pytest.fixture(params=sorted(BACKENDS))
def make_storage(request, tmp_path) -> Callable[[], Storage]:
    return BACKENDS[request.param](request, tmp_path)


@pytest.fixture
async def storage(make_storage):
    s = make_storage()
    await s.open()
    yield s
    await s.close()


async def new_table(storage: Storage, channel_id: int = 10, game: str = "abstract"):
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


async def started(storage: Storage):
    table = await new_table(storage)
    table.seats.append(SeatRecord(seat=1, user_id=2, name="guest"))
    await storage.start_table(table, {"n": 0})
    return table


async def test_one_active_table_per_channel(storage):
    table = await new_table(storage)
    assert table.status == LOBBY and table.seats[0].name == "host"
    with pytest.raises(ChannelBusy):
        await new_table(storage)
    other = await new_table(storage, channel_id=11)
    assert other.id != table.id
    assert (await storage.active_table_in(11)).id == other.id
    await storage.update_table(table.id, status="cancelled")
    assert (await new_table(storage)).channel_id == 10


async def test_moves_are_logged_with_versions_and_dedupe(storage):
    table = await started(storage)
    v = await storage.record_move(table.id, 0, {"type": "a"}, 111, 1, {"n": 1})
    assert v == 2
    with pytest.raises(DuplicateInteraction):
        await storage.record_move(table.id, 1, {"type": "b"}, 111, 2, {"n": 2})
    with pytest.raises(VersionConflict):
        await storage.record_move(table.id, 1, {"type": "b"}, 112, 1, {"n": 2})
    # neither failure changed anything
    fresh = await storage.get_table(table.id)
    assert fresh.version == 2 and fresh.state == {"n": 1} and fresh.status == RUNNING
    assert await storage.moves(table.id) == [(0, {"type": "a"})]
    assert await storage.has_interaction(111) and not await storage.has_interaction(112)
    await storage.record_move(table.id, 1, {"type": "b"}, None, 2, {"n": 2}, status=FINISHED)
    assert [t.id for t in await storage.active_tables()] == []
    assert [s.name for s in (await storage.get_table(table.id)).seats] == ["host", "guest"]


async def test_a_batch_is_stored_whole_with_the_events_of_each_move(storage):
    table = await started(storage)
    events = [[{"type": "painted", "square": 3}], [], [{"type": "round_started", "round": 2}]]
    moves = [{"type": "paint"}, {"type": "bonus"}, {"type": "confirm"}]
    assert await storage.record_moves(table.id, 1, moves, 7, 1, {"n": 3}, events=events) == 2
    assert await storage.moves(table.id) == [(1, m) for m in moves]
    assert await storage.move_events(table.id) == events
    # a batch that conflicts writes none of its moves
    with pytest.raises(VersionConflict):
        await storage.record_moves(table.id, 0, moves, 8, 1, {"n": 9})
    assert len(await storage.moves(table.id)) == 3 and not await storage.has_interaction(8)
    # moves stored without events read back with none
    await storage.record_move(table.id, 0, {"type": "x"}, None, 2, {"n": 4})
    assert (await storage.move_events(table.id))[-1] == []


async def test_everything_survives_closing_and_opening_again(make_storage):
    first = make_storage()
    await first.open()
    table = await started(first)
    await first.record_move(table.id, 1, {"type": "a"}, 5, 1, {"n": 1})
    seat = table.seats[1]
    seat.dm_channel_id, seat.dm_closed, seat.is_ai = 777, True, True
    await first.update_seat(table.id, seat)
    await first.update_table(
        table.id, message_id=99, phase="1.x..0", announced="1.x", deadline=123.5, reminded=True
    )
    await first.close()
    again = make_storage()
    await again.open()
    try:
        (back,) = await again.active_tables()
        assert back.id == table.id and back.version == 2 and back.state == {"n": 1}
        assert (back.shown.message_id, back.phase, back.shown.announced) == (99, "1.x..0", "1.x")
        assert back.deadline == pytest.approx(123.5) and back.reminded
        guest = back.seats[1]
        assert (guest.dm_channel_id, guest.dm_closed, guest.is_ai) == (777, True, True)
        assert await again.has_interaction(5)
    finally:
        await again.close()


async def test_lobby_changes_are_saved(storage):
    table = await new_table(storage)
    table.seats.append(SeatRecord(seat=1, user_id=None, name="AI 1", is_ai=True))
    table.clock_minutes = 720
    await storage.save_lobby(table)
    back = await storage.get_table(table.id)
    assert [s.name for s in back.seats] == ["host", "AI 1"] and back.seats[1].is_ai
    assert back.clock_minutes == 720 and back.status == LOBBY


async def test_stats_accumulate(storage):
    await storage.add_results("abstract", [(1, 30, True), (2, 20, False)])
    await storage.add_results("abstract", [(1, 10, False)])
    stats = await storage.user_stats(1)
    assert stats["abstract"] == {"played": 2, "won": 1, "total_score": 40, "best_score": 30}
    assert (await storage.user_stats(2))["abstract"]["best_score"] == 20
    assert await storage.user_stats(3) == {}


async def test_a_finished_game_is_wrapped_up_once(storage):
    table = await started(storage)
    assert await storage.unwrapped_tables() == []
    await storage.record_move(table.id, 0, {"type": "last"}, 9, 1, {"n": 1}, status=FINISHED)
    (waiting,) = await storage.unwrapped_tables()  # the ending is owed
    assert waiting.id == table.id
    results = [(1, 30, True), (2, 20, False)]
    assert await storage.record_results(table.id, "abstract", results)
    assert not await storage.record_results(table.id, "abstract", results)  # a rerun
    assert (await storage.user_stats(1))["abstract"]["played"] == 1
    await storage.mark_final_posted(table.id)
    assert await storage.unwrapped_tables() == []
