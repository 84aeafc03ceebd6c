"""Group commit (bot.commits) over a real SQLite database: moves staged while a write is on
its way go in the next write together; nobody's write is reported before it is stored; a
failed write takes back every move staged after it."""

from __future__ import annotations

import asyncio

import pytest

from bot.commits import GroupCommit
from bot.storage import (
    RUNNING,
    SeatRecord,
    SqliteStorage,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
    Write,
)


@pytest.fixture
async def storage(tmp_path):
    s = SqliteStorage(tmp_path / "commits.sqlite3")
    await s.open()
    yield s
    await s.close()


async def running_table(storage: SqliteStorage) -> TableRecord:
    table = await storage.create_table(
        game="abstract",
        guild_id=5,
        channel_id=10,
        host=SeatRecord(seat=0, user_id=1, name="host"),
        options={},
        seed=1,
        clock_minutes=0,
    )
    table.seats += [SeatRecord(seat=k, user_id=1 + k, name=f"p{k}") for k in (1, 2)]
    await storage.start_table(table, {"n": 0})
    table.status, table.state = RUNNING, {"n": 0}
    return (await storage.get_table(table.id)) or table


class Gate:
    """Holds each write at the door until let through, and counts the groups written."""

    def __init__(self, storage: SqliteStorage, fail: int = 0) -> None:
        self.real = storage.record_writes
        self.groups: list[list[int]] = []
        self.arrived = asyncio.Event()
        self.open = asyncio.Event()
        self.fail = fail  # this many writes fail as if the database did not answer
        storage.record_writes = self.record_writes  # type: ignore[method-assign]

    async def record_writes(self, table_id, writes, *args, **kwargs):
        self.arrived.set()
        await self.open.wait()
        if self.fail:
            self.fail -= 1
            raise StorageUnavailable("the database did not answer")
        self.groups.append([w.seat for w in writes])
        return await self.real(table_id, writes, *args, **kwargs)


def stage(commits: GroupCommit, table: TableRecord, seat: int, n: int) -> asyncio.Future[int]:
    write = Write(seat, [{"type": "add", "n": n}], 100 + n, [[]])
    return commits.stage(table, write, {"n": n}, RUNNING, snapshot=False)


async def no_reread(table: TableRecord) -> None:
    raise AssertionError("nothing here is moved by another worker")


async def test_moves_staged_while_a_write_is_on_its_way_are_written_together(storage):
    table = await running_table(storage)
    gate = Gate(storage)
    commits = GroupCommit(storage, lambda t: 1000, no_reread)
    first = stage(commits, table, 0, 1)
    await gate.arrived.wait()  # the first write is on its way: the next two wait for it
    later = [stage(commits, table, 1, 2), stage(commits, table, 2, 3)]
    assert table.state == {"n": 3}  # the next move is judged on every staged one
    assert not first.done()  # nobody hears of a write before it is stored
    gate.open.set()
    assert await first == 2
    assert [await f for f in later] == [3, 3]  # one group, one version
    await commits.flushed(table.id)
    assert gate.groups == [[0], [1, 2]]
    assert [seat for seat, _ in await storage.moves(table.id)] == [0, 1, 2]
    assert table.version == 3 and not commits.staged(table.id)
    stored = await storage.get_table(table.id)
    assert stored is not None and stored.version == 3 and len(stored.pending) == 3


async def test_a_failed_write_takes_back_every_move_staged_after_it(storage):
    table = await running_table(storage)
    gate = Gate(storage, fail=1)
    commits = GroupCommit(storage, lambda t: 1000, no_reread)
    staged = [stage(commits, table, 0, 1), stage(commits, table, 1, 2)]
    await gate.arrived.wait()
    behind = stage(commits, table, 2, 3)  # judged on the two above: it cannot stand alone
    gate.open.set()
    for future in [*staged, behind]:
        with pytest.raises(StorageUnavailable):
            await future
    await commits.flushed(table.id)
    assert table.state == {"n": 0} and table.version == 1  # as stored
    assert await storage.moves(table.id) == []
    again = stage(commits, table, 0, 5)  # the table takes moves again
    assert await again == 2
    assert await storage.moves(table.id) == [(0, {"type": "add", "n": 5})]


async def test_flushed_waits_for_every_staged_move(storage):
    table = await running_table(storage)
    gate = Gate(storage)
    commits = GroupCommit(storage, lambda t: 1000, no_reread)
    staged = stage(commits, table, 0, 1)
    waiting = asyncio.ensure_future(commits.flushed(table.id))
    await gate.arrived.wait()
    assert not waiting.done() and commits.staged(table.id)
    gate.open.set()
    await waiting
    assert staged.done() and len(await storage.moves(table.id)) == 1


async def test_a_group_past_the_snapshot_interval_stores_the_whole_state(storage):
    table = await running_table(storage)
    Gate(storage).open.set()
    commits = GroupCommit(storage, lambda t: 2, no_reread)
    await stage(commits, table, 0, 1)
    assert table.pending == [(0, {"type": "add", "n": 1})]
    await stage(commits, table, 1, 2)  # the second move since the snapshot: a snapshot
    stored = await storage.get_table(table.id)
    assert table.pending == [] and stored is not None
    assert stored.state == {"n": 2} and stored.pending == []


async def test_a_group_holding_a_click_stored_before_is_judged_again(storage):
    """One click of a group was stored before (delivered twice): nothing of the group is
    stored, the table is read back as stored, and each click gets a conflict, so the move
    path judges it again (and finds that one stored)."""
    table = await running_table(storage)
    Gate(storage).open.set()
    commits = GroupCommit(storage, lambda t: 1000, no_reread)
    await stage(commits, table, 0, 1)  # interaction 101, stored

    read_back: list[int] = []

    async def reread(t: TableRecord) -> None:
        fresh = await storage.get_table(t.id)
        assert fresh is not None
        t.state, t.version, t.status = {"n": 1}, fresh.version, fresh.status
        read_back.append(fresh.version)

    commits = GroupCommit(storage, lambda t: 1000, reread)
    again = [stage(commits, table, 1, 2), stage(commits, table, 0, 1)]  # 102, then 101 again
    for future in again:
        with pytest.raises(VersionConflict):
            await future
    assert read_back == [2] and table.state == {"n": 1} and table.version == 2
    assert [m for _, m in await storage.moves(table.id)] == [{"type": "add", "n": 1}]


async def test_drain_waits_for_every_write_on_its_way(storage):
    """The process stops: the writes under way are stored before the database closes, even
    when the work that staged them was stopped first."""
    table = await running_table(storage)
    gate = Gate(storage)
    commits = GroupCommit(storage, lambda t: 1000, no_reread)
    staged = stage(commits, table, 0, 1)
    await gate.arrived.wait()
    drained = asyncio.ensure_future(commits.drain())
    await asyncio.sleep(0)
    assert not drained.done()  # the write is still held at the door
    gate.open.set()
    await drained
    assert staged.done() and staged.result() == 2
    assert [seat for seat, _ in await storage.moves(table.id)] == [0]
