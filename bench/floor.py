"""The floor under the latency targets: a bot that does nothing but acknowledge.

`python -m bench --floor` starts the Discord double (rate limits enforced, as in `--crowd`
and `--scale`) and, as its own process, the smallest discord.py bot there is: it posts one
message with one button and answers every interaction with a bare deferral (no database, no
game, no drawing). The same loads the targets of `--crowd` and `--scale` are set for are
then sent at it:

* a burst: N people press the button at the same moment (N = 100, 300, 1,000), three times;
  this is what every player confirming a crowd round at once looks like to the bot;
* a steady pace: clicks spread over many channels at R per second for a fixed window (a
  click every 5 s at each of 1,000 tables is 200 a second), each from its own person.

It prints the first-answer latency (the double's, from INTERACTION_CREATE to the first
answer) p50/p99/max, answers later than 3 s, the time the double took to send the burst, and
the CPU seconds of the bot process and of this process (the double and the players). What
the real bot measures under the same load can be no better than this: the difference is
the bot's own work. Nothing here asserts on time.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sys
import time
from typing import Any

from bench.crowd import latency_ms
from bench.procs import proc_cpu, self_cpu
from bench.scale_measure import LATE
from bot import heap

BURSTS = (100, 300, 1000)
CUSTOM_ID = "floor:press"


# -- the bot: run as `python -m bench.floor client` ------------------------------------------


async def client_main() -> None:
    """Acknowledge every interaction; post the button in each channel it is told of."""
    import discord

    from bot.app import discover_gateway, point_at_api

    base = os.environ["DISCORD_API_BASE"]
    point_at_api(base)
    await discover_gateway(base)
    client = discord.Client(intents=discord.Intents.default())
    channels = [int(c) for c in os.environ.get("FLOOR_CHANNELS", "").split(",") if c]

    @client.event
    async def on_ready() -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="Press", custom_id=CUSTOM_ID))
        for channel_id in channels:
            await client.get_partial_messageable(channel_id).send("Press it.", view=view)

    @client.event
    async def on_interaction(interaction: discord.Interaction) -> None:
        await interaction.response.defer()

    await client.start(os.environ["DISCORD_TOKEN"])


# -- the load ----------------------------------------------------------------------------------


async def start_client(double: Any, channels: list[Any]) -> asyncio.subprocess.Process:
    env = {
        **os.environ,
        "DISCORD_TOKEN": double.bot_token,
        "DISCORD_API_BASE": double.api_base,
        "FLOOR_CHANNELS": ",".join(str(c.id) for c in channels),
    }
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.floor",
        "client",
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await double.wait_for(lambda: all(double.channel_messages(c) for c in channels), timeout=120)
    return proc


def summary(interactions: list[Any]) -> dict[str, Any]:
    lat = [i.latency for i in interactions if i.latency is not None]
    return {
        "clicks": len(interactions),
        "answered": len(lat),
        "first_answer_ms": latency_ms(lat) if lat else None,
        "later_than_3s": sum(1 for x in lat if x > LATE),
    }


async def burst(double: Any, message: Any, users: list[Any]) -> dict[str, Any]:
    first = time.monotonic()
    clicks = await asyncio.gather(*(double.click(u, message, CUSTOM_ID) for u in users))
    sent = time.monotonic() - first
    await asyncio.gather(*(c.responded(60) for c in clicks), return_exceptions=True)
    return {**summary(clicks), "burst_send_seconds": round(sent, 2)}


async def steady(
    double: Any, messages: list[Any], users: list[Any], rate: float, seconds: float
) -> dict[str, Any]:
    """Clicks at `rate` a second (exponential gaps), each on a random table's message."""
    rng = random.Random(2026)
    clicks: list[Any] = []
    tasks: list[asyncio.Task[Any]] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        await asyncio.sleep(rng.expovariate(rate))
        k = rng.randrange(len(messages))
        tasks.append(asyncio.ensure_future(double.click(users[k], messages[k], CUSTOM_ID)))
    clicks = await asyncio.gather(*tasks)
    await asyncio.gather(*(c.responded(60) for c in clicks), return_exceptions=True)
    return {**summary(clicks), "clicks_per_second": round(len(clicks) / seconds, 1)}


async def bursts(
    double: Any, proc: asyncio.subprocess.Process, message: Any, users: list[Any], size: int
) -> list[dict[str, Any]]:
    """Three bursts of `size` people pressing at once, a second apart."""
    rounds = []
    for _ in range(3):
        heap.settle()  # the double's record frozen first, as before the crowd's bursts
        bot0, me0 = proc_cpu(proc.pid), self_cpu()
        row = await burst(double, message, users[:size])
        row["bot_cpu_seconds"] = round((proc_cpu(proc.pid) or 0) - (bot0 or 0), 2)
        row["double_and_players_cpu_seconds"] = round(self_cpu() - me0, 2)
        rounds.append(row)
        print({"burst": size, **row}, file=sys.stderr, flush=True)
        await asyncio.sleep(1.0)
    return rounds


async def run_bursts(sizes: tuple[int, ...]) -> dict[str, Any]:
    """Only the bursts (`python -m bench --crowd` runs them beside the crowd's table)."""
    return await run_floor(sizes=sizes, tables=0)


async def run_floor(
    sizes: tuple[int, ...] = BURSTS, tables: int = 1000, rate: float = 200.0, seconds: float = 30.0
) -> dict[str, Any]:
    """The bursts of `sizes`, then (with `tables`) the steady pace over that many tables."""
    from tests.double import DiscordDouble

    double = DiscordDouble(check_spec=False, rate_limits=True)
    await double.start()
    result: dict[str, Any] = {"cores": os.cpu_count()}
    proc = None
    try:
        # the setup posts a message per table: not what is measured, so not rate limited
        double.enforce_rate_limits(False)
        guild = double.add_guild("Floor", members=[])
        crowd_channel = double.add_channel(guild, "crowd")
        users = [double.add_user(f"p{i}", guilds=[guild]) for i in range(max(*sizes, tables))]
        table_channels = [double.add_channel(guild, f"t{i}") for i in range(tables)]
        proc = await start_client(double, [crowd_channel, *table_channels])
        double.enforce_rate_limits(True)
        message = double.channel_messages(crowd_channel)[0]
        for size in sizes:
            result[f"burst_{size}"] = await bursts(double, proc, message, users, size)
        if not tables:
            return result
        messages = [double.channel_messages(c)[0] for c in table_channels]
        bot0, me0 = proc_cpu(proc.pid), self_cpu()
        row = await steady(double, messages, users[:tables], rate, seconds)
        row["bot_cpu_share_of_a_core"] = round(
            ((proc_cpu(proc.pid) or 0) - (bot0 or 0)) / seconds, 2
        )
        row["double_and_players_cpu_share"] = round((self_cpu() - me0) / seconds, 2)
        result[f"steady_{tables}_tables_{rate:g}_per_s"] = row
        print({"steady": tables, **row}, file=sys.stderr, flush=True)
    finally:
        if proc is not None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()
        await double.stop()
    return result


if __name__ == "__main__" and sys.argv[1:] == ["client"]:
    asyncio.run(client_main())
