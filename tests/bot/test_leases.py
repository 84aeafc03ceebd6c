"""Leases on a real PostgreSQL: which worker looks after which table (bot.storage.leases)."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import SeatRecord
from bot.storage.postgres import PostgresStorage


@pytest.fixture
async def two(postgres_url):
    a, b = PostgresStorage(postgres_url), PostgresStorage(postgres_url)
    await a.open()
    await b.open()
    yield a, b
    await a.close()
    await b.close()


async def tables(storage, count: int, lease: tuple[str, float] | None = None) -> list[int]:
    ids = []
    for n in range(count):
        table = await storage.create_table(
            game="abstract",
            guild_id=1,
            channel_id=100 + n,
            host=SeatRecord(seat=0, user_id=1, name="host"),
            options={},
            seed=n,
            clock_minutes=0,
            lease=lease,
        )
        ids.append(table.id)
    return ids


async def test_claims_at_once_never_take_the_same_table(two):
    a, b = two
    ids = await tables(a, 40)
    got_a, got_b = await asyncio.gather(
        a.leases.claim_tables("worker-a", 30, limit=25),
        b.leases.claim_tables("worker-b", 30, limit=25),
    )
    assert not set(got_a) & set(got_b)  # SKIP LOCKED: each table to one worker
    rest = await a.leases.claim_tables("worker-a", 30)
    assert sorted([*got_a, *got_b, *rest]) == ids  # between them, every table is looked after
    assert await b.leases.claim_tables("worker-b", 30) == []  # all held now


async def test_a_lease_not_renewed_passes_to_another_worker(two):
    a, b = two
    [table_id] = await tables(a, 1)
    assert await a.leases.take_table(table_id, "worker-a", 30)
    assert not await b.leases.take_table(table_id, "worker-b", 30)  # held by a
    assert await b.leases.claim_tables("worker-b", 30) == []
    # a's last renewal: its lease ends 0.3 s on (however slowly the checks above ran)
    assert await a.leases.renew_tables("worker-a", 0.3) == {table_id}
    await asyncio.sleep(0.5)  # worker a stops renewing (it died); at least 0.5 s pass
    assert await b.leases.claim_tables("worker-b", 30) == [table_id]
    assert await a.leases.renew_tables("worker-a", 30) == set()  # a learns it lost the table


async def test_a_worker_that_stops_hands_its_tables_over_at_once(two):
    a, b = two
    ids = await tables(a, 3)
    assert await a.leases.claim_tables("worker-a", 300) == ids
    await a.leases.release_tables("worker-a")
    assert await b.leases.claim_tables("worker-b", 300) == ids


async def test_ended_and_wrapped_up_tables_need_nobody(two):
    a, _ = two
    ids = await tables(a, 2)
    await a.update_table(ids[0], status="cancelled")
    assert await a.leases.claim_tables("worker-a", 30) == [ids[1]]


async def test_a_new_table_is_born_with_its_workers_lease(two):
    """No claim can come between a new table's row and its worker's lease (bot.cluster:
    a claim there once took a table its worker had just opened)."""
    a, b = two
    ids = await tables(a, 2, lease=("worker-a", 30))
    assert await b.leases.claim_tables("worker-b", 30) == []  # held from the first moment
    assert await a.leases.claim_tables("worker-a", 30) == []
    assert await a.leases.renew_tables("worker-a", 30) == set(ids)
