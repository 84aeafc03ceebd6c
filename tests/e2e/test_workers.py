"""Two bot processes on one PostgreSQL, each running one of two gateway shards, as a big
deployment runs them. One table's players click through both: the channel's interactions
reach the worker of the server's shard, the DMs reach shard 0's. The game finishes, no move
is applied twice, the turn clock fires once, and when the worker looking after the table is
killed (SIGKILL), the other takes the table over and the game goes on."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

from games.abstract import GAME
from tests.chaos.botprocess import BotProcess
from tests.double.gateway import shard_for
from tests.double.models import PATIENCE
from tests.e2e.harness import (
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    thread_messages,
    wait_round,
)
from tests.e2e.test_server_settings import note
from tests.pg import query

LEASE = "2"  # seconds: a dead worker's tables are taken over quickly in the test


async def replayed(postgres_url: str) -> dict:
    """Table 1's state, from its stored moves (not from the snapshot the bot stored)."""
    table = (await query(postgres_url, "SELECT options, seed FROM tables WHERE id = 1"))[0]
    options = table["options"]
    state = GAME.new_game(
        3, json.loads(options) if isinstance(options, str) else options, table["seed"]
    )
    moves = await query(postgres_url, "SELECT seat, move FROM moves WHERE table_id = 1 ORDER BY id")
    for m in moves:
        move = json.loads(m["move"]) if isinstance(m["move"], str) else m["move"]
        state, _ = GAME.apply(state, m["seat"], move)
    return state


def guild_on_shard(double, shard: int, count: int):
    for n in range(200):
        guild = double.add_guild(f"Workers {n}")
        if shard_for(guild.id, count) == shard:
            return guild
    raise AssertionError("no guild landed on that shard")


def two_workers(double, tmp_path, postgres_url: str, **env: str) -> list[BotProcess]:
    """Workers 0 and 1 of two shards on one PostgreSQL (not started). At DEBUG, a worker
    says which clicks it took from the other one."""
    env = {"DATABASE_URL": postgres_url, "LOG_LEVEL": "DEBUG", **env}
    return [
        BotProcess(
            double,
            tmp_path / f"unused{n}.sqlite3",
            args=("--shards", str(n), "--shard-count", "2"),
            env=env,
        )
        for n in range(2)
    ]


@contextlib.asynccontextmanager
async def running(workers: list[BotProcess]) -> AsyncIterator[None]:
    """The workers started; whichever still runs at the end is killed."""
    try:
        for worker in workers:
            await worker.start()
        yield
    finally:
        for worker in workers:
            if worker.proc is not None:
                await worker.kill()
        await asyncio.sleep(0)


async def test_two_workers_share_a_table_and_survive_a_kill(discord_double, tmp_path, postgres_url):
    double = discord_double
    alice, bob = double.add_user("alice"), double.add_user("bob")
    guild = guild_on_shard(double, 1, 2)  # the channel's interactions go to worker 1
    channel = double.add_channel(guild, "abstract")
    workers = two_workers(double, tmp_path, postgres_url, VENN_LEASE_SECONDS=LEASE)
    async with running(workers):
        await open_table(double, alice, channel, [bob], ai=1, clock="2")
        owner = (await query(postgres_url, "SELECT owner FROM tables WHERE id = 1"))[0]["owner"]
        assert owner is not None  # one worker looks after it (the one that opened it, mostly)
        looking_after = int(owner.split(":")[2][1:])  # "host:pid:s<shards>:random"

        # round 1: alice plays in her DM panel (shard 0: worker 0, which does not look after
        # the table), bob in an ephemeral panel opened in the channel (worker 1)
        status = await wait_round(double, channel, 1)
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
        await play_round(double, alice, panel)
        if looking_after == 1:
            # worker 0 acknowledged her clicks at once and handed them to worker 1, which
            # drew her panel into them
            dm_moves = [
                i
                for i in double.interactions
                if i.guild_id is None and i.user.id == alice.id and ":g:" in i.describe()
            ]
            assert dm_moves and all(i.deferred for i in dm_moves), [i.describe() for i in dm_moves]
            assert any("took interaction" in line for line in workers[1].logs), "not handed over"
        await play_round(double, bob, await open_ephemeral_panel(double, bob, status))
        await wait_round(double, channel, 2)

        # round 2: alice plays; bob's clock is made to run out in a second
        panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
        await play_round(double, alice, panel)
        # the round's clock is stored once its panels are out (bot.tables settle); made to
        # run out before that, it would be set again by that write
        async with asyncio.timeout(PATIENCE):
            while True:
                row = (await query(postgres_url, "SELECT phase FROM tables WHERE id = 1"))[0]
                if row["phase"] == GAME.flow(await replayed(postgres_url)).turn_key:
                    break
                await asyncio.sleep(0.1)  # how often to look, not how long to wait
        await query(
            postgres_url,
            "UPDATE tables SET deadline = extract(epoch FROM now()) + 1, reminded = true"
            " WHERE id = 1",
        )
        await query(postgres_url, "SELECT pg_notify('venn_table', '1:0:test')")
        await wait_round(double, channel, 3)
        expired = [m for m in thread_messages(double, channel) if "Time ran out" in m.text]
        assert len(expired) == 1 and "bob" in expired[0].text

        # both workers answered: DMs reach only shard 0 (worker 0), the channel shard 1
        answered = [i for i in double.interactions if i.acknowledged]
        assert any(i.guild_id is None for i in answered)
        assert any(i.guild_id == guild.id for i in answered)
        # the worker looking after the table is killed; the other carries on
        await workers[looking_after].kill()
        for number in range(3, 13):
            status = await wait_round(double, channel, number)
            for user in (alice, bob):
                if looking_after == 0:  # DMs arrive on shard 0 only: play in the channel
                    panel = await open_ephemeral_panel(double, user, status)
                else:
                    panel = await double.wait_for(
                        lambda u=user, n=number: latest_dm_panel(double, u, n)
                    )
                await play_round(double, user, panel)
        final = await double.wait_for(
            lambda: [
                m
                for m in double.channel_messages(channel)
                if any((c.get("custom_id") or "").endswith(":export") for c in m.iter_components())
            ],
        )
        assert len(final) == 1
        # the mark is written just after the post shows: looked for a little while
        async with asyncio.timeout(PATIENCE):
            while True:
                table = (await query(postgres_url, "SELECT * FROM tables WHERE id = 1"))[0]
                if table["final_posted"]:
                    break
                await asyncio.sleep(0.1)  # how often to look, not how long to wait
        assert table["status"] == "finished" and table["final_posted"]
        assert table["owner"] not in (None, owner)  # the other worker took the table over
        moves = await query(
            postgres_url, "SELECT interaction_id FROM moves WHERE table_id = 1 ORDER BY id"
        )
        ids = [m["interaction_id"] for m in moves if m["interaction_id"] is not None]
        assert len(ids) == len(set(ids))  # no interaction applied twice
        # the stored moves replay to the stored state: nothing applied twice or lost
        state = await replayed(postgres_url)
        stored = json.loads(table["state"]) if isinstance(table["state"], str) else table["state"]
        assert state == stored
        stats = await query(postgres_url, "SELECT user_id, played FROM stats ORDER BY user_id")
        assert [(r["user_id"], r["played"]) for r in stats] == sorted([(alice.id, 1), (bob.id, 1)])
        for worker in workers:
            assert not worker.tracebacks(), worker.tracebacks()[:2]
        await workers[1 - looking_after].stop()
    double.clear_violations()  # interactions sent to the killed worker go unanswered


async def test_going_away_is_told_at_the_tables_of_every_worker(
    discord_double, tmp_path, postgres_url
):
    """alice plays at two tables with a day's clock, one looked after by each worker; her
    /away reaches worker 0, which passes it on: both tables are told, and both again when
    she is back."""
    double = discord_double
    alice = double.add_user("alice")
    channels = [double.add_channel(guild_on_shard(double, n, 2), f"away {n}") for n in (0, 1)]
    async with running(two_workers(double, tmp_path, postgres_url)):
        for channel in channels:
            await open_table(double, alice, channel, [], ai=1, clock="1440")
            await wait_round(double, channel, 1)
        said = await note(double, alice, channels[0], "away", {"days": 2})
        assert "away until <t:" in said and "Your tables with a turn clock are told" in said
        for channel in channels:
            told = await double.wait_for(lambda c=channel: news(double, c, "💤"))
            assert "alice is away" in told.content
        said = await note(double, alice, channels[0], "away", {"days": 0})
        assert "Welcome back" in said
        for channel in channels:
            assert (
                "alice" in (await double.wait_for(lambda c=channel: news(double, c, "👋"))).content
            )


def news(double, channel, mark: str):
    return next((m for m in thread_messages(double, channel) if mark in m.content), None)
