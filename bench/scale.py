"""Many tables at once through the Discord double, the bot running as separate processes.

`python -m bench --scale` runs, for each configuration (one worker on SQLite, one worker on
PostgreSQL, two workers on PostgreSQL with two gateway shards), N tables of Abstract (default
1,000; one person and two AI seats each, no turn clock; one table per channel, the channels
spread over many guilds and, with two workers, over both shards). The person at each table
plays their DM panel (the first option of the first select, else "Confirm round"), one click
after each wait; a fifth of the people (`--closed-dms`) have their DMs closed and play the
panel the table message's **Open my panel** gives them:

* human pace: waits drawn from an exponential distribution (mean 5 s, seeded per table);
* saturation: no wait, the next click as soon as the last one's answer is on the panel;
  once with Discord's rate limits, once more without them (what the bot itself can do when
  the 50 requests per second of one bot token are not what holds it back).

Each pace has a warm-up, then a fixed measured window. A click belongs to the window when it
was sent in it. Its latency is the double's: from sending INTERACTION_CREATE to the bot's
first answer. A game that ends is opened again in the same channel (its lobby clicks are not
panel clicks and are counted apart).

CPU seconds are read from /proc/<pid>/stat (utime + stime) at the window's start and end, for
every worker and apart for its helper processes (the drawing processes, their fork server
and its resource tracker: `worker_N_drawing`), for this process (the double and all the
players live here, on the same cores as the bot) and for the PostgreSQL server's processes;
peak memory is VmHWM from /proc/<pid>/status. Discord's rate limits are modelled and
enforced by the double as for any bot token in the human-pace and first saturation windows
(`--no-rate-limits` lifts them everywhere; the setup always runs without them: opening 1,000
DMs at the modelled 10 per 10 s would take 17 minutes); the global requests and 429s are
reported, and the invalid requests Discord would count toward its limit of 10,000 in 10
minutes (401, 403, non-shared 429), per window and over the whole run, as a rate per 10
minutes. Nothing here asserts on time.

The players and their tables live in bench.scale_players, the window's measurements in
bench.scale_measure.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.procs import descendants, peak_rss_mb
from bench.scale_measure import Measures, invalid_requests
from bench.scale_players import HUMAN_MEAN_WAIT, Players, Stop, Table, build_world
from bot import heap, pacing

# the share of the people whose DMs are closed: each costs the bot a refused DM (a 403 Discord
# counts toward its invalid-request limit) unless the bot remembers them (bot.closed_dms)
CLOSED_DMS = 0.2

CONFIGS = {
    "sqlite_1_worker": ("sqlite", 1),
    "postgres_1_worker": ("postgres", 1),
    "postgres_2_workers": ("postgres", 2),
}


def run_limit(tables: int) -> float:
    """The longest a configuration may run (seconds): about four times what 1,000 tables
    take when all is well."""
    return 600.0 + 0.3 * tables


async def stop_when_broken(
    run: asyncio.Task, workers: list[Any], started: float, limit: float, because: list[str]
) -> None:
    """Cancel the task running a configuration when one of its bot processes exits or it
    outlives `limit`, saying why in `because` (its figures would mean nothing: without
    this, the players' timeouts alone would keep it going for many minutes)."""
    while not because:
        await asyncio.sleep(1.0)
        for n, worker in enumerate(workers):
            code = worker.proc.returncode if worker.proc is not None else None
            if code is not None:
                lines = "\n".join(worker.logs[-20:])
                because.append(f"worker {n} exited with code {code}; its last log lines:\n{lines}")
                break
        else:
            if time.monotonic() - started > limit:
                because.append(f"the run took longer than {limit:.0f} s")
    run.cancel()


def error_kinds(workers: list[Any]) -> dict[str, int]:
    """The workers' logged exceptions by their last line (numbers as N), most frequent
    first; ERROR lines without a traceback by their logger and message."""
    kinds: Counter[str] = Counter()
    for worker in workers:
        logs = worker.logs
        for k, line in enumerate(logs):
            if line.startswith("Traceback"):
                for after in logs[k + 1 : k + 200]:
                    if after and not after.startswith((" ", "Traceback", "The above", "During")):
                        kinds[re.sub(r"\d+", "N", after)[:160]] += 1
                        break
            elif " ERROR " in line and not (k + 1 < len(logs) and logs[k + 1].startswith("Trace")):
                kinds[re.sub(r"\d+", "N", line.split(" ERROR ", 1)[1])[:160]] += 1
    return dict(kinds.most_common(8))


# -- one configuration ------------------------------------------------------------------------


class Config(Measures):
    def __init__(self, name: str, storage: str, workers: int, opts: dict[str, Any]) -> None:
        self.name, self.storage, self.workers = name, storage, workers
        self.opts = opts
        self.pg = None
        self.url: str | None = None
        self.pg_settings: dict[str, str] = {}

    async def run(self) -> dict[str, Any]:
        from tests.chaos.botprocess import BotProcess
        from tests.double import DiscordDouble

        tables_n = self.opts["tables"]
        shard_count = self.workers
        entry: dict[str, Any] = {
            "storage": self.storage,
            "workers": self.workers,
            "shard_count": shard_count,
            "tables": tables_n,
            "seats_per_table": "1 person + 2 AI, no turn clock",
        }
        if self.storage == "postgres":
            problem = self.start_postgres()
            if problem:
                return entry | {"skipped": problem}
            entry["postgres_settings"] = self.pg_settings  # the throwaway server of tests/pg.py
        folder = tempfile.mkdtemp(prefix="bench-scale-")
        db_path = Path(folder) / "bench.sqlite3"
        # setup runs without Discord's limits (opening 1,000 DMs at the modelled 10 per 10 s
        # would take 17 minutes); the measured paces run with them when asked
        double = DiscordDouble(check_spec=False, rate_limits=False)
        await double.start()
        workers: list[BotProcess] = []
        players: Players | None = None
        tasks: list[asyncio.Task] = []
        watcher: asyncio.Task | None = None
        stopped_because: list[str] = []
        started = time.monotonic()
        try:
            tables = build_world(
                double,
                tables_n,
                shard_count,
                self.opts["tables_per_guild"],
                self.opts["closed_dms"],
            )
            entry["people_with_closed_dms"] = sum(t.dms_closed for t in tables)
            entry["guilds"] = len({t.guild.id for t in tables})
            if shard_count > 1:
                from tests.double.gateway import shard_for

                entry["tables_per_shard"] = [
                    sum(1 for t in tables if shard_for(t.guild.id, shard_count) == s)
                    for s in range(shard_count)
                ]
            env = {"LOG_LEVEL": "WARNING", "DRAWING_PROCESSES": ""}  # the default, as deployed
            if self.url is not None:
                env["DATABASE_URL"] = self.url
            for n in range(self.workers):
                args = (
                    ("--shards", str(n), "--shard-count", str(shard_count))
                    if shard_count > 1
                    else ()
                )
                workers.append(BotProcess(double, db_path, args=args, env=env))
            for worker in workers:
                await worker.start()
            # a run whose worker exits, or that outlives its limit, stops with the reason
            # rather than waiting out every player's timeout (see `stop_when_broken`)
            this_run = asyncio.current_task()
            assert this_run is not None
            watcher = asyncio.create_task(
                stop_when_broken(this_run, workers, started, run_limit(tables_n), stopped_because)
            )
            await double.wait_for(lambda: double.commands(), timeout=60)

            players = Players(double, tables)
            players.timeout = self.opts["timeout"]
            # setup: every table opened (in batches) and its first round's panel arrived
            gate = asyncio.Semaphore(self.opts["batch"])

            async def setup(table: Table) -> None:
                async with gate:
                    try:
                        await players.open(table)
                    except Exception as exc:
                        table.problems.append(f"setup: {type(exc).__name__}: {exc}"[:300])

            await asyncio.gather(*(setup(t) for t in tables))
            opened = time.monotonic()

            async def first_panel(table: Table) -> None:
                try:
                    await players.next_round(table, timeout=max(120.0, tables_n * 0.5))
                except Exception as exc:
                    table.problems.append(f"first panel: {type(exc).__name__}: {exc}"[:300])

            await asyncio.gather(*(first_panel(t) for t in tables if not t.problems))
            running = sum(1 for t in tables if t.panel is not None)
            entry["setup"] = {
                "tables_opened_seconds": round(opened - started, 1),
                "all_first_panels_seconds": round(time.monotonic() - started, 1),
                "tables_running": running,
            }
            if running < tables_n:
                entry["setup"]["not_running"] = [t.problems[-1] for t in tables if t.panel is None][
                    :5
                ]
            # this process holds every request the double saw: keep its collector from
            # pausing the loop that stamps the answers, as the bot does its own (bot.heap)
            heap.tune()
            heap.settle()

            async def play_from_first_panel(table: Table) -> None:
                # the first round's panel is in hand: click, then play on
                try:
                    while True:
                        await players.pause(table)
                        if not await players.click_once(table):
                            break
                except Stop:
                    return
                except Exception as exc:
                    table.problems.append(f"{type(exc).__name__}: {exc}"[:300])
                    return
                await players.play(table)

            tasks = [asyncio.create_task(play_from_first_panel(t)) for t in tables if t.panel]
            paces = [("human", HUMAN_MEAN_WAIT, True), ("saturation", None, True)]
            if self.opts["rate_limits"]:
                paces.append(("saturation_without_discord_limits", None, False))
            for pace, wait, limits in paces:
                players.mean_wait = wait
                double.enforce_rate_limits(limits and self.opts["rate_limits"])
                players.phase = f"{pace}-warmup"
                # with the limits lifted, the bot keeps pacing itself for a while after
                # Discord last refused it (bot.pacing): the window starts after that
                warmup = self.opts["warmup"]
                await asyncio.sleep(warmup if limits else max(warmup, pacing.ENGAGED_FOR + 10))
                entry[pace] = {
                    "mean_wait_seconds": wait or 0,
                    "discord_rate_limits": limits and self.opts["rate_limits"],
                }
                entry[pace] |= await self.window(pace, players, workers, double, db_path)
            players.phase = "after"
            # Discord's invalid-request limit over the whole run, its setup included (each
            # person with closed DMs refused a DM at their first table, bot.closed_dms)
            entry["whole_run"] = invalid_requests(
                double, double.rate.rejected, started, time.monotonic()
            )
            players.stopping = True
            if tasks:
                await asyncio.wait(tasks, timeout=self.opts["timeout"] + 5)
            entry["workers_peak_rss_mb"] = [
                peak_rss_mb(w.proc.pid) if w.proc else None for w in workers
            ]
            entry["worker_helpers_peak_rss_mb"] = [
                [peak_rss_mb(child) for child in descendants(w.proc.pid)] if w.proc else None
                for w in workers
            ]
            entry["bench_process_peak_rss_mb"] = peak_rss_mb(os.getpid())
            entry["games_finished"] = sum(t.finished for t in tables)
            problems = [p for t in tables for p in t.problems]
            entry["player_problems"] = len(problems)
            if problems:
                entry["first_player_problems"] = sorted(set(problems))[:5]
        except Exception as exc:
            entry["error"] = f"{type(exc).__name__}: {exc}"[:2000]
        except asyncio.CancelledError:
            if not stopped_because:
                raise
            current = asyncio.current_task()
            if current is not None:
                current.uncancel()
            entry["error"] = stopped_because[0][:2000]
        finally:
            if watcher is not None:
                watcher.cancel()
            if players is not None:
                players.stopping = True
            for task in tasks:
                task.cancel()
            for worker in workers:
                with contextlib.suppress(Exception):
                    await worker.stop()
            errors = [e for w in workers for e in w.tracebacks()]
            entry["bot_log_errors_and_tracebacks"] = len(errors)
            if errors:
                entry["bot_log_error_kinds"] = error_kinds(workers)
                entry["first_bot_error"] = errors[0][:1500]
            await double.stop()
            if self.pg is not None:
                self.pg.destroy()
            import shutil

            shutil.rmtree(folder, ignore_errors=True)
        entry["wall_seconds"] = round(time.monotonic() - started, 1)
        return entry

    def start_postgres(self) -> str | None:
        try:
            from tests.pg import PgServer, find_bindir
        except Exception as exc:
            return f"cannot import tests.pg: {exc!r}"
        bindir = find_bindir()
        if bindir is None:
            return "no PostgreSQL server binaries (initdb, pg_ctl) were found"
        try:
            self.pg = PgServer(bindir)
            self.pg.init()
            self.pg.start()
            self.url = self.pg.url(self.pg.new_database())
            self.pg_settings = {
                name: self.pg.psql(f"SHOW {name}")
                for name in ("fsync", "synchronous_commit", "full_page_writes", "shared_buffers")
            }
        except Exception as exc:
            if self.pg is not None:
                self.pg.destroy()
            self.pg = None
            return f"PostgreSQL did not start: {exc}"[:1500]
        return None


async def run_scale(
    tables: int = 1000,
    seconds: float = 60.0,
    warmup: float = 15.0,
    configs: list[str] | None = None,
    rate_limits: bool = True,
    batch: int = 25,
    tables_per_guild: int = 20,
    timeout: float = 60.0,
    closed_dms: float = CLOSED_DMS,
) -> dict[str, Any]:
    opts = {
        "closed_dms": closed_dms,
        "tables": tables,
        "seconds": seconds,
        "warmup": warmup,
        "rate_limits": rate_limits,
        "batch": batch,
        "tables_per_guild": tables_per_guild,
        "timeout": timeout,
    }
    result: dict[str, Any] = {
        "tables": tables,
        "measured_window_seconds": seconds,
        "warmup_seconds": warmup,
        "human_mean_wait_seconds": HUMAN_MEAN_WAIT,
        "discord_rate_limits": "enforced" if rate_limits else "off",
        "people_with_closed_dms_share": closed_dms,
        "cores": os.cpu_count(),
    }
    for name in configs or list(CONFIGS):
        storage, workers = CONFIGS[name]
        result[name] = await Config(name, storage, workers, opts).run()
    return result
