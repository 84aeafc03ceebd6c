"""Many tables at once through the Discord double, the bot running as separate processes.

`python -m bench --scale` runs, for each configuration (one worker on SQLite, one worker on
PostgreSQL, two workers on PostgreSQL with two gateway shards), N tables of Abstract (default
1,000; one person and two AI seats each, no turn clock; one table per channel, the channels
spread over many guilds and, with two workers, over both shards). The person at each table
plays their DM panel (the first option of the first select, else "Confirm round"), one click
after each wait:

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
reported.
Nothing here asserts on time.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import math
import os
import random
import re
import sqlite3
import statistics
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.procs import (
    descendants,
    helpers_cpu,
    peak_rss_mb,
    postgres_cpu,
    proc_cpu,
    self_cpu,
)
from bench.timing import quantile
from bot import heap, pacing

HUMAN_MEAN_WAIT = 5.0
LATE = 3.0  # seconds: Discord's deadline for the first answer
POLL = 0.05  # seconds between looks at the double's records while a player waits
RECHECK = 1.0  # seconds: the longest a player waiting on its channels goes without a look
ROUND_TITLE = re.compile(r"round (\d+)/(\d+)")

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


# -- the players ------------------------------------------------------------------------------


@dataclass
class Click:
    phase: str
    sent: float
    inter: Any
    lobby: bool = False
    shard: int = 0  # of the table's guild: a DM click at a table off shard 0 is handed over


@dataclass
class Table:
    index: int
    guild: Any
    channel: Any
    user: Any
    rng: random.Random
    shard: int = 0
    round_no: int = 0
    rounds: int = 0
    panel: Any = None
    games: int = 0
    finished: int = 0
    final_seen: Any = None
    problems: list[str] = field(default_factory=list)


class Stop(Exception):
    pass


class Players:
    """Every table's person, each a task clicking at the pace set in `mean_wait`."""

    def __init__(self, double: Any, tables: list[Table]) -> None:
        self.double = double
        self.tables = tables
        self.clicks: list[Click] = []
        self.phase = "setup"
        self.mean_wait: float | None = HUMAN_MEAN_WAIT
        self.stopping = False
        self.timeout = 60.0
        # (phase, seconds from the confirm to the next round's panel, whether that panel was
        # the confirmed one taken over in place)
        self.round_waits: list[tuple[str, float, bool]] = []

    async def poll(
        self,
        predicate,
        timeout: float | None = None,
        what: str = "?",
        table: Table | None = None,
    ):
        """Wait until `predicate()` holds. With a `table`, wake when a message changes in
        its channel or its person's DMs (the double's per-channel events: its own wait_for
        wakes every waiter at every change, which with a thousand players would take this
        process's CPU); otherwise, and at the latest every RECHECK seconds, look again."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            events = self.channel_events(table) if table is not None else []
            result = predicate()
            if result:
                return result
            if self.stopping:
                raise Stop
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"waited {timeout or self.timeout:.0f} s for {what}")
            if not events:
                await asyncio.sleep(POLL)
                continue
            waiters = [asyncio.ensure_future(e.wait()) for e in events]
            try:
                await asyncio.wait(
                    waiters, timeout=min(left, RECHECK), return_when=asyncio.FIRST_COMPLETED
                )
            finally:
                for waiter in waiters:
                    waiter.cancel()

    def channel_events(self, table: Table) -> list[asyncio.Event]:
        state = self.double.state
        ids = [table.channel.id]
        dm = state.dm_channel(table.user, create=False)
        if dm is not None:
            ids.append(dm.id)
        return [state.channel_changed(i) for i in ids]

    async def send(self, table: Table, action, lobby: bool = False) -> Any:
        inter = await action()
        self.clicks.append(Click(self.phase, time.monotonic(), inter, lobby, table.shard))
        try:
            await inter.responded(self.timeout)
        except TimeoutError:
            table.problems.append(f"no answer to {inter.describe()}")
            return None
        return inter

    async def pause(self, table: Table) -> None:
        if self.mean_wait:
            await asyncio.sleep(table.rng.expovariate(1 / self.mean_wait))
        if self.stopping:
            raise Stop

    async def lobby_step(self, table: Table, lobby: Any, action, what: str) -> None:
        """One lobby click, then wait until the lobby shows it (an edit of the message)."""
        edits = len(self.double.message(lobby).history)
        inter = await self.send(table, action, lobby=True)
        if inter is None:
            raise TimeoutError(f"{what}: no answer")
        await self.poll(
            lambda: len(self.double.message(lobby).history) > edits or inter.ephemeral_messages,
            what=f"the lobby to show {what}",
            table=table,
        )
        if inter.ephemeral_messages:
            raise RuntimeError(f"{what}: {inter.ephemeral_messages[0].content[:200]}")

    async def open(self, table: Table) -> None:
        """/play abstract, Add AI twice, no clock, Start (as harness.open_table, polled)."""
        d, user, channel = self.double, table.user, table.channel
        table.final_seen = self.last_final(table)
        inter = await self.send(
            table, lambda: d.slash(user, channel, "play", {"game": "abstract"}), lobby=True
        )
        if inter is None:
            raise TimeoutError("/play: no answer")

        def lobby_shown():
            m = inter.original
            return m if m is not None and "new table" in m.text and m.buttons else None

        lobby = await self.poll(lobby_shown, what="the lobby", table=table)
        for _ in range(2):
            await self.lobby_step(
                table, lobby, lambda: d.click(user, lobby, label="Add AI"), "Add AI"
            )
        clock = next(s for s in d.message(lobby).selects if s["custom_id"].endswith(":clock"))
        await self.lobby_step(
            table, lobby, lambda: d.select(user, lobby, clock["custom_id"], ["0"]), "clock"
        )
        await self.lobby_step(table, lobby, lambda: d.click(user, lobby, label="Start"), "Start")
        table.games += 1
        table.round_no = 0

    def dm_panel(self, table: Table, round_no: int):
        for m in reversed(self.double.dm_messages(table.user)):
            title = m.title
            found = ROUND_TITLE.search(title)
            if found and int(found.group(1)) == round_no and m.custom_ids:
                table.rounds = int(found.group(2))
                return m
        return None

    def last_final(self, table: Table) -> Any:
        """The newest final scores message in the table's channel (one per game played)."""
        from tests.e2e.harness import final_message

        return final_message(self.double, table.channel, "Abstract", newest=True)

    def finished(self, table: Table) -> bool:
        final = self.last_final(table)
        return final is not None and final is not table.final_seen

    async def next_round(self, table: Table, timeout: float | None = None) -> bool:
        """Wait for the next round's DM panel; False when the game ended instead."""
        number = table.round_no + 1
        since, phase = time.monotonic(), self.phase
        found = await self.poll(
            lambda: self.dm_panel(table, number) or ("end" if self.finished(table) else None),
            timeout,
            what=f"round {number}'s DM panel or the final scores",
            table=table,
        )
        if found == "end":
            table.finished += 1
            return False
        in_place = table.panel is not None and found.id == table.panel.id
        table.round_no, table.panel = number, found
        if number > 1:
            self.round_waits.append((phase, time.monotonic() - since, in_place))
        return True

    async def click_once(self, table: Table) -> bool:
        """One click on the panel; False when the round is confirmed (nothing left: the
        panel is closed, or shows the next round already)."""
        d = self.double
        msg = d.message(table.panel)
        before = msg.custom_ids
        confirm = None
        if msg.selects:
            sel = msg.selects[0]
            value = sel["options"][0]["value"]
            action = lambda: d.select(table.user, msg, sel["custom_id"], [value])  # noqa: E731
        else:
            confirm = next((b for b in msg.buttons if b.get("label") == "Confirm round"), None)
            if confirm is None or confirm.get("disabled"):
                return False
            action = lambda: d.click(table.user, msg, confirm["custom_id"])  # noqa: E731
        inter = await self.send(table, action)
        if inter is None:
            return True
        await self.poll(
            lambda: (
                d.message(msg).custom_ids != before or inter.ephemeral_messages or inter.followups
            ),
            what="the panel to show the click's result",
            table=table,
        )
        if inter.ephemeral_messages:
            table.problems.append(inter.ephemeral_messages[0].content[:200])
        return confirm is None

    async def play(self, table: Table) -> None:
        """Play on until told to stop: rounds, then a new game when one ends."""
        try:
            while True:
                if not await self.next_round(table):
                    await self.open(table)
                    continue
                while True:
                    await self.pause(table)
                    if not await self.click_once(table):
                        break
        except Stop:
            pass
        except (TimeoutError, Exception) as exc:  # keep the others going; say what went wrong
            table.problems.append(f"{type(exc).__name__}: {exc}"[:300])


# -- one configuration ------------------------------------------------------------------------


def build_world(double: Any, tables: int, shard_count: int, per_guild: int) -> list[Table]:
    """Guilds (balanced over the shards: a guild's shard is (id >> 22) % shard_count, and
    ids carry the millisecond they were made in), one channel and one person per table."""
    from tests.double.gateway import shard_for

    wanted = max(shard_count, math.ceil(tables / per_guild))
    per_shard = math.ceil(wanted / shard_count)
    guilds: dict[int, list] = {s: [] for s in range(shard_count)}
    made = 0
    while any(len(g) < per_shard for g in guilds.values()):
        guild = double.add_guild(f"Scale {made}", members=[])
        made += 1
        shard = shard_for(guild.id, shard_count)
        if len(guilds[shard]) < per_shard:
            guilds[shard].append(guild)
        time.sleep(0.0015)  # the next id in another millisecond: another shard, maybe
    order = [g for group in zip(*guilds.values(), strict=True) for g in group]
    out = []
    for i in range(tables):
        guild = order[i % len(order)]
        channel = double.add_channel(guild, f"table-{i}")
        user = double.add_user(f"player{i}", guilds=[guild])
        rng = random.Random(7919 * i + 1)
        out.append(Table(i, guild, channel, user, rng, shard_for(guild.id, shard_count)))
    return out


def latency_summary(clicks: list[Click], window: float) -> dict[str, Any]:
    answered = [c.inter.latency for c in clicks if c.inter.latency is not None]
    answered.sort()
    out: dict[str, Any] = {
        "clicks": len(clicks),
        "answered": len(answered),
        "unanswered": len(clicks) - len(answered),
        "answered_after_3s": sum(1 for lat in answered if lat > LATE),
    }
    if answered:
        out |= {
            "first_response_p50_ms": round(statistics.median(answered) * 1000, 1),
            "first_response_p99_ms": round(quantile(answered, 99) * 1000, 1),
            "first_response_max_ms": round(answered[-1] * 1000, 1),
        }
    out["answered_per_second"] = round(len(answered) / window, 1)
    # where the tail comes from: DM clicks (all on shard 0) or channel ones, whether the
    # first answer was a deferral or the new panel itself, and whether it was handed over
    parts: dict[str, list[float]] = {}
    for c in clicks:
        if c.inter.latency is None:
            continue
        where = "dm" if c.inter.guild_id is None else "channel"
        how = "deferred" if c.inter.deferred else "answered"
        # a DM click at a table of another shard's worker reaches it through worker 0
        via = "_handed_over" if where == "dm" and c.shard else ""
        parts.setdefault(f"{where}_{how}{via}", []).append(c.inter.latency)
    out["first_response_by_kind"] = {
        name: {
            "n": len(lat),
            "p50_ms": round(statistics.median(lat) * 1000, 1),
            "p99_ms": round(quantile(sorted(lat), 99) * 1000, 1),
        }
        for name, lat in sorted(parts.items())
    }
    return out


class Config:
    def __init__(self, name: str, storage: str, workers: int, opts: dict[str, Any]) -> None:
        self.name, self.storage, self.workers = name, storage, workers
        self.opts = opts
        self.pg = None
        self.url: str | None = None
        self.pg_settings: dict[str, str] = {}

    async def db_moves(self, db_path: Path) -> int | None:
        """Moves recorded so far, every seat's (the AI seats' too)."""
        try:
            if self.url is not None:
                import asyncpg

                conn = await asyncpg.connect(self.url)
                try:
                    return int(await conn.fetchval("SELECT count(*) FROM moves"))
                finally:
                    await conn.close()
            db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10)
            try:
                return int(db.execute("SELECT count(*) FROM moves").fetchone()[0])
            finally:
                db.close()
        except Exception:
            return None

    def postmaster(self) -> int | None:
        if self.pg is None:
            return None
        try:
            return int((self.pg.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

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
            tables = build_world(double, tables_n, shard_count, self.opts["tables_per_guild"])
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

    async def window(self, pace: str, players: Players, workers, double, db_path: Path) -> dict:
        seconds = self.opts["seconds"]
        postmaster = self.postmaster()

        def cpu() -> dict[str, float | None]:
            return {
                **{
                    f"worker_{n}": proc_cpu(w.proc.pid) if w.proc else None
                    for n, w in enumerate(workers)
                },
                # the pictures are drawn in processes of each worker's own (bot.drawing)
                **{
                    f"worker_{n}_drawing": helpers_cpu(w.proc.pid) if w.proc else None
                    for n, w in enumerate(workers)
                },
                "bench_process": self_cpu(),
                "postgres_server": postgres_cpu(postmaster),
            }

        moves0 = await self.db_moves(db_path)
        rate = double.rate
        rejected0 = len(rate.rejected)
        entries0 = len(rate.entries)
        # what the double recorded so far is kept to the end: frozen, so that the collector
        # does not walk it in the window (a full collection of this process, the stand-in for
        # Discord, stalled every answer in flight for up to 300 ms); its pauses are counted
        heap.settle()
        pauses: list[float] = []
        began: list[float] = []

        def collected(phase: str, info: dict[str, int]) -> None:
            if phase == "start":
                began[:] = [time.perf_counter()]
            elif began and info.get("generation") == 2:
                pauses.append(time.perf_counter() - began[0])

        gc.callbacks.append(collected)
        cpu0 = cpu()
        start = time.monotonic()
        players.phase = pace
        # how late this process's own event loop wakes (the double and every player live on
        # it): the double stamps an answer's arrival only when its loop gets to it, so this
        # lag is part of every latency measured here
        lags: list[float] = []

        async def watch() -> None:
            while True:
                before = time.monotonic()
                await asyncio.sleep(0.01)
                lags.append(time.monotonic() - before - 0.01)

        watcher = asyncio.ensure_future(watch())
        await asyncio.sleep(seconds)
        watcher.cancel()
        end = time.monotonic()
        gc.callbacks.remove(collected)
        cpu1 = cpu()
        players.phase = f"{pace}-after"
        moves1 = await self.db_moves(db_path)
        elapsed = end - start
        mine = [c for c in players.clicks if c.phase == pace]
        # the clicks sent in the window get their answers' time (up to the players' timeout)
        with contextlib.suppress(TimeoutError, Stop):
            await players.poll(
                lambda: all(c.inter.latency is not None for c in mine), self.opts["timeout"]
            )
        out = {"window_seconds": round(elapsed, 1)}
        out |= latency_summary([c for c in mine if not c.lobby], elapsed)
        out["panel_moves_per_second"] = out.pop("answered_per_second")
        if moves0 is not None and moves1 is not None:
            out["db_moves_per_second_all_seats"] = round((moves1 - moves0) / elapsed, 1)
        lobby = [c for c in mine if c.lobby]
        if lobby:
            out["lobby_clicks"] = latency_summary(lobby, elapsed)
        waits = sorted(w for p, w, _ in players.round_waits if p == pace)
        if waits:
            out["next_round_panel_after_confirm_ms"] = {
                "rounds": len(waits),
                "in_place": sum(1 for p, _, kept in players.round_waits if p == pace and kept),
                "p50": round(statistics.median(waits) * 1000, 1),
                "p99": round(quantile(waits, 99) * 1000, 1),
            }
        if lags:
            lags.sort()
            out["bench_loop_lag_ms"] = {
                "p50": round(statistics.median(lags) * 1000, 1),
                "p99": round(quantile(lags, 99) * 1000, 1),
                "max": round(lags[-1] * 1000, 1),
            }
        out["bench_full_collections"] = {
            "n": len(pauses),
            "max_ms": round(max(pauses, default=0) * 1000, 1),
        }
        out["cpu_seconds"] = {
            k: (
                round(cpu1[k] - cpu0[k], 1) if cpu0[k] is not None and cpu1[k] is not None else None
            )
            for k in cpu0
        }
        out["cpu_percent_of_one_core"] = {
            k: round(100 * v / elapsed) for k, v in out["cpu_seconds"].items() if v is not None
        }
        out["discord_global_requests_per_second"] = round(
            rate.counted_between(start, end) / elapsed, 1
        )
        out["discord_429s"] = len(rate.rejected) - rejected0
        # which of the bot's own calls spend the global budget, and which were refused
        counted: Counter[str] = Counter()
        refused: Counter[str] = Counter()
        for e in rate.entries[entries0:]:
            if start <= e.at < end and not e.exempt:
                counted[f"{e.method} {e.route}"] += e.counted
                refused[f"{e.method} {e.route}"] += e.limited is not None
        out["discord_global_requests_per_second_by_route"] = {
            k: round(v / elapsed, 1) for k, v in counted.most_common(6) if v
        }
        out["discord_429s_by_route"] = dict(refused.most_common(4)) if any(refused.values()) else {}
        return out


async def run_scale(
    tables: int = 1000,
    seconds: float = 60.0,
    warmup: float = 15.0,
    configs: list[str] | None = None,
    rate_limits: bool = True,
    batch: int = 25,
    tables_per_guild: int = 20,
    timeout: float = 60.0,
) -> dict[str, Any]:
    opts = {
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
        "cores": os.cpu_count(),
    }
    for name in configs or list(CONFIGS):
        storage, workers = CONFIGS[name]
        result[name] = await Config(name, storage, workers, opts).run()
    return result
