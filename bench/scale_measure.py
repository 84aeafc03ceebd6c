"""What the scale bench measures in one pace's window (see bench.scale): the clicks'
first-answer latencies, CPU seconds per process, the moves the database recorded, this
process's loop lag and collections, and Discord's global requests and 429s."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import sqlite3
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.procs import helpers_cpu, postgres_cpu, proc_cpu, self_cpu
from bench.scale_players import Click, Players, Stop
from bench.timing import quantile
from bot import heap

LATE = 3.0  # seconds: Discord's deadline for the first answer


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


def invalid_requests(double: Any, rejected: list, start: float, end: float) -> dict[str, Any]:
    """The answers Discord counts toward its invalid-request limit (401, 403, and 429 but a
    shared limit's: bot.budget), served in [start, end), and as a rate per 10 minutes (the
    limit: 10,000 in 10 minutes)."""
    by_status: Counter[str] = Counter()
    for record in reversed(double.requests):
        if record.at < start:
            break
        if record.at < end and record.status in (401, 403):
            by_status[str(record.status)] += 1
    by_status["429"] = sum(1 for r in rejected if start <= r.at < end and r.scope != "shared")
    total = sum(by_status.values())
    return {
        "invalid_requests": total,
        "invalid_requests_by_status": {k: v for k, v in by_status.items() if v},
        "invalid_requests_per_10_minutes": round(total * 600 / max(end - start, 1e-9)),
    }


class Measures:
    """A configuration's measurements: `Config` (bench.scale) runs the bot and the players
    and sets the storage these read the moves from."""

    opts: dict[str, Any]
    pg: Any
    url: str | None

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
        # global ones mean the bot's own pace let too much through; per-route ("user") ones,
        # that a channel's own limit was not waited out
        out["discord_429s_by_scope"] = dict(Counter(r.scope for r in rate.rejected[rejected0:]))
        out |= invalid_requests(double, rate.rejected[rejected0:], start, end)
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
