"""The lost first panel (issue 31 item 3): a new table's row was stored before its worker took
its lease, so the worker's own lease loop could claim it in between (bot.cluster). The
claim's copy, read while the table was in its lobby, replaced the one the lobby went on
with: when it landed after Start, the settle found a lobby, and the table never got its
status or its first panel, with nothing in the log (2 of 1,000 tables in one PostgreSQL run
of `bench --scale`, 2 of 200 with claims every second). A new table now holds its lease from
its first moment, and a worker keeps the copy it holds whatever a claim reads: the first
test lets the new lease run out at once (a stall as long as the lease) to reach the claim."""

from __future__ import annotations

import asyncio

from bot.storage import RUNNING
from bot.storage.postgres import PostgresStorage
from tests.e2e.harness import (
    answered,
    bot_on_postgres,
    latest_dm_panel,
    open_table,
    wait_round,
)
from tests.pg import query


async def test_a_claim_that_read_a_new_table_in_its_lobby_does_not_undo_its_start(
    discord_double, tmp_path, postgres_url, monkeypatch
):
    double = discord_double
    # the lease loop stays out of the way: the test makes its one claim itself
    running = bot_on_postgres(double, tmp_path, postgres_url, "Claims", renew_every=3600.0)
    async with running as (game_bot, channel, alice):
        manager = game_bot.tables
        cluster, book, storage = manager.cluster, manager.book, manager.storage
        leases = storage.leases
        claimed = asyncio.Event()  # the claim took the new table's lease
        read_back = asyncio.Event()  # the claim's read of the table may come back
        claim: list[asyncio.Task] = []

        real_claim_tables, real_take, real_load = (
            leases.claim_tables,
            leases.take_table,
            book.load_table,
        )
        real_start = storage.start_table

        async def claim_tables(*args, **kwargs):
            found = await real_claim_tables(*args, **kwargs)
            claimed.set()
            return found

        async def take_table(table_id, *args, **kwargs):
            # the lease loop's claim comes between the new row and `own`, the new lease run
            # out meanwhile (before tables were born with it, no stall was needed)
            if not claim:
                await query(postgres_url, "UPDATE tables SET owner_until = 0")
                claim.append(asyncio.create_task(cluster._claim()))
                await claimed.wait()
            return await real_take(table_id, *args, **kwargs)

        async def load_table(table_id):
            # the claim reads the table at once (in its lobby), but its answer comes late:
            # behind the reads of the other tables it claimed, on a busy worker
            table = await real_load(table_id)
            if claim and not read_back.is_set():
                await read_back.wait()
            return table

        async def start_table(table, state):
            # the lobby's Start is stored; the claim's late answer lands before the settle
            await real_start(table, state)
            read_back.set()
            await claim[0]

        monkeypatch.setattr(leases, "claim_tables", claim_tables)
        monkeypatch.setattr(leases, "take_table", take_table)
        monkeypatch.setattr(book, "load_table", load_table)
        monkeypatch.setattr(storage, "start_table", start_table)

        await open_table(double, alice, channel, [], ai=2, clock="0")
        # the lobby shows the start once the start is stored (and the claim is over)
        await double.wait_for(lambda: bool(claim) and claim[0].done())
        assert claim[0].exception() is None
        row = (await query(postgres_url, "SELECT id, owner FROM tables"))[0]
        assert row["owner"] == cluster.worker  # claimed, by this worker
        table = manager.tables[row["id"]]
        assert table.status == RUNNING  # the copy the lobby started, kept
        await wait_round(double, channel, 1)
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
        assert panel.custom_ids


async def test_a_start_the_lobby_could_not_show_still_sends_the_first_panel(world):
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    opened = await answered(
        double, await double.slash(alice, channel, "play", {"game": "abstract"})
    )
    lobby = opened.original
    await answered(double, await double.click(alice, lobby, label="Add AI"))
    # Discord refuses the edit that shows the lobby as started (the click's token gone, say)
    refused = double.inject_server_error(
        count=1, status=404, method="PATCH", path_contains="/messages/@original"
    )
    start = await double.click(alice, lobby, label="Start")
    await start.responded()  # (acknowledged; the lobby's edit is the one refused)
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert refused.served == 1
    assert panel.custom_ids


async def test_a_lobby_claimed_while_its_worker_started_it_gets_its_first_panel(
    discord_double, tmp_path, postgres_url, monkeypatch
):
    """The same race between two workers: a lobby whose worker stalled is claimed by this
    one, and its worker presses Start while the claim reads it. The start's notification
    came for a table not looked after here yet; the claim reads the table again."""
    double = discord_double
    other = PostgresStorage(postgres_url)  # the stalled worker's storage
    await other.open()
    running = bot_on_postgres(double, tmp_path, postgres_url, "Two workers", renew_every=3600.0)
    try:
        async with running as (game_bot, channel, alice):
            manager = game_bot.tables
            book, storage = manager.book, manager.storage
            opened = await answered(
                double, await double.slash(alice, channel, "play", {"game": "abstract"})
            )
            await answered(double, await double.click(alice, opened.original, label="Add AI"))
            [row] = await query(postgres_url, "SELECT id FROM tables")
            table_id = row["id"]
            # the lobby is the other worker's, whose lease ran out
            book.forget(table_id)
            await query(postgres_url, "UPDATE tables SET owner = 'stalled', owner_until = 0")
            heard = asyncio.Event()
            await storage.listen(lambda table, version: heard.set())
            real_load = book.load_table

            async def load_table(wanted):
                # the claim reads the lobby; the other worker starts it before the read is
                # back (the start's notification comes after the claim's own callback)
                found = await real_load(wanted)
                if wanted == table_id and not heard.is_set():
                    started = await other.get_table(table_id)
                    ui = manager.games[started.game]
                    started.options = ui.options_for(len(started.seats))
                    await other.start_table(
                        started,
                        ui.game.new_game(len(started.seats), started.options, started.seed),
                    )
                    await heard.wait()
                return found

            monkeypatch.setattr(book, "load_table", load_table)
            await manager.cluster._claim()
            await manager.idle()
            assert manager.tables[table_id].status == RUNNING
            await wait_round(double, channel, 1)
            panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
            assert panel.custom_ids
    finally:
        await other.close()
