"""Interaction latency with many tables at once, through the Discord double over loopback.

The bot runs as its own process (`python -m bot`, pointed at the double by DISCORD_API_BASE),
as it would in production; the double and the simulated players share this process. The
latency is the double's: from sending INTERACTION_CREATE on the gateway to receiving the
bot's first answer. The double's OpenAPI checking is off here (the tests run with it on) so
the players' side stays light.
"""

from __future__ import annotations

import asyncio
import os
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.timing import quantile


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


async def run_load(tables: int = 50, rounds: int = 2) -> dict:
    from tests.double import DiscordDouble
    from tests.e2e.harness import latest_dm_panel, open_table, play_round, wait_round

    double = DiscordDouble(check_spec=False)
    await double.start()
    guild = double.add_guild("Bench")
    channels = [double.add_channel(guild, f"table-{i}") for i in range(tables)]
    users = [double.add_user(f"player{i}") for i in range(tables)]
    with tempfile.TemporaryDirectory() as folder:
        env = os.environ | {
            "DISCORD_TOKEN": double.bot_token,
            "DISCORD_API_BASE": double.api_base,
            "DATABASE_PATH": str(Path(folder) / "bench.sqlite3"),
            "LOG_LEVEL": "WARNING",
        }
        bot = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            env=env,
            stderr=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.DEVNULL,
        )
        try:
            await double.wait_for(lambda: double.connected and double.commands(), timeout=60)
            first = len(double.interactions)

            async def play(i: int) -> None:
                await open_table(double, users[i], channels[i], [], ai=2, clock="0")
                for number in range(1, rounds + 1):
                    await wait_round(double, channels[i], number, timeout=120)
                    panel = await double.wait_for(
                        lambda n=number: latest_dm_panel(double, users[i], n), timeout=120
                    )
                    await play_round(double, users[i], panel)

            start = time.perf_counter()
            await asyncio.gather(*(play(i) for i in range(tables)))
            wall = time.perf_counter() - start
        finally:
            if bot.returncode is None:
                bot.send_signal(signal.SIGINT)
            try:
                _, stderr = await asyncio.wait_for(bot.communicate(), timeout=30)
            except TimeoutError:
                bot.kill()
                _, stderr = await bot.communicate()
            await double.stop()
    errors = [
        line
        for line in stderr.decode(errors="replace").splitlines()
        if " ERROR " in line or line.startswith("Traceback")
    ]
    measured = double.interactions[first:]
    latencies = sorted(i.latency for i in measured if i.latency is not None)
    by_kind: dict[str, list[float]] = {}
    for inter in measured:
        if inter.latency is not None:
            kind = (inter.custom_id or "command").split(":")[2 if inter.custom_id else 0]
            if kind == "g":
                kind = "panel move"
            by_kind.setdefault(kind, []).append(inter.latency)
    return {
        "tables": tables,
        "rounds_per_table": rounds,
        "seats_per_table": "1 person + 2 AI",
        "interactions": len(latencies),
        "first_response_p50_ms": _ms(statistics.median(latencies)),
        "first_response_p99_ms": _ms(quantile(latencies, 99)),
        "first_response_max_ms": _ms(latencies[-1]),
        "unanswered": len(measured) - len(latencies),
        "answered_after_3s": len(double.late_interactions),
        "p99_ms_by_kind": {
            kind: _ms(quantile(values, 99)) for kind, values in sorted(by_kind.items())
        },
        "wall_seconds": round(wall, 2),
        "bot_process_errors": len(errors),
    }
