"""A worker that finds one of its tables' leases not renewed keeps the table unless another
worker took it (bot.cluster): a worker stalled past its lease, with nobody else to take its
tables, must not drop them (seen at 1,000 tables: tables left with no panel)."""

from __future__ import annotations

import asyncio

from tests.double.models import PATIENCE
from tests.e2e.harness import (
    bot_on_postgres,
    latest_dm_panel,
    open_table,
    play_round,
    wait_round,
)
from tests.pg import query


async def first_round(double, alice, channel):
    """A table of alice and one AI, started with no clock: its first DM panel."""
    await open_table(double, alice, channel, [], ai=1, clock="0")
    await wait_round(double, channel, 1)
    return await double.wait_for(lambda: latest_dm_panel(double, alice, 1))


async def owner(url: str, table_id: int) -> str | None:
    return (await query(url, "SELECT owner FROM tables WHERE id = $1", table_id))[0]["owner"]


async def test_a_lapsed_lease_nobody_took_stays_with_its_worker(
    discord_double, tmp_path, postgres_url, caplog
):
    double = discord_double
    running = bot_on_postgres(double, tmp_path, postgres_url, "Lapse", renew_every=0.2)
    async with running as (game_bot, channel, alice):
        panel = await first_round(double, alice, channel)
        manager = game_bot.tables
        table = manager.table_in(channel.id)
        assert await owner(postgres_url, table.id) == manager.cluster.worker

        # the lease is gone, and no other worker took the table
        await query(postgres_url, "UPDATE tables SET owner = NULL, owner_until = NULL")
        # taken back, and kept over two more renewals (each moves the lease's end on)
        renewals: list[object] = []
        async with asyncio.timeout(PATIENCE):
            while len(renewals) < 3:
                row = (
                    await query(
                        postgres_url,
                        "SELECT owner, owner_until FROM tables WHERE id = $1",
                        table.id,
                    )
                )[0]
                if row["owner"] is not None:
                    assert row["owner"] == manager.cluster.worker
                    if not renewals or row["owner_until"] != renewals[-1]:
                        renewals.append(row["owner_until"])
                await asyncio.sleep(0.05)  # how often to look, not how long to wait
        assert manager.table_in(channel.id) is table  # the same copy: nothing was dropped
        assert "looked after by another worker" not in caplog.text

        await play_round(double, alice, panel)  # and the game goes on
        await wait_round(double, channel, 2)


async def test_a_claim_of_a_table_this_worker_still_holds_keeps_its_copy(
    discord_double, tmp_path, postgres_url
):
    double = discord_double
    # the lease loop stays out of the way: the test makes the claim itself
    running = bot_on_postgres(double, tmp_path, postgres_url, "Claim", renew_every=3600.0)
    async with running as (game_bot, channel, alice):
        panel = await first_round(double, alice, channel)
        manager = game_bot.tables
        await manager.idle()
        table = manager.table_in(channel.id)

        # the lease ran out (a stall between a renewal and a claim): the claim takes it back
        await query(postgres_url, "UPDATE tables SET owner_until = 0")
        await manager.cluster._claim()
        assert await owner(postgres_url, table.id) == manager.cluster.worker
        # and the copy everything here refers to stays (a copy read back would replace it,
        # with a second settle and clock of its own)
        assert manager.table_in(channel.id) is table

        await play_round(double, alice, panel)  # and the game goes on
        await wait_round(double, channel, 2)
