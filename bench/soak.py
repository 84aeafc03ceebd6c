"""A soak run: many tables at a human pace for a long while, the bot killed now and then.

`python -m bench --soak` starts the bot as its own process (`python -m bot`, SQLite, the
default drawing processes) against the Discord double, as the crash suite and
`bench --scale` do (tests.chaos.botprocess.BotProcess), and plays 200 tables (`--tables`)
for 30 minutes (`--minutes`), one person and AI seats at each, the five games in turn
(bench.soak_players). Each person thinks for a seeded random 5 to 40 s (`--think`) before
each press. Every 5 minutes (`--kill-every`) the bot is killed with SIGKILL and started
again on the same database. Discord's rate limits are enforced; a fifth of the people have
their DMs closed and play from **Open my panel**.

What it prints (JSON), every figure measured here:

* resident memory (VmRSS of /proc/<pid>/status) of the bot's process, and with its helper
  processes (the drawing processes), once settled after the start and after each restart
  (`settle` seconds later), and every `sample_every` seconds; its growth over the last
  20 minutes (`window`): (last - first) / first of the after-start samples in that window;
  and each process's highest periodic sample;
* stuck tables, read from the bot's database every few seconds: a table in its lobby,
  running, or finished without its final scores, whose version and status did not change
  for `stuck_after` seconds at the end of the run (the players still playing);
* unanswered interactions, from the double's own record: every interaction a person sent,
  split into answered (and of those, answered later than Discord's 3 s), sent while the bot
  was down (from the kill until the new process is connected: Discord would say "This
  interaction failed", and the person tries again), lost to a kill (the bot was killed
  within 3 s of receiving it) and unanswered (a live bot had it for its 3 s and more and
  never answered: a fault).

Nothing here asserts on time; the figures are the machine's.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.procs import descendants, status_mb
from bench.scale import error_kinds
from bench.scale_players import build_world
from bench.soak_players import PATIENCE, SoakPlayers, people

ANSWER_WINDOW = 3.0  # Discord's: an interaction not answered within it has failed


def rss(pid: int | None) -> tuple[float | None, float | None]:
    """The bot process's resident memory, and with its helper processes (MB)."""
    if pid is None:
        return None, None
    own = status_mb(pid, "VmRSS")
    helpers = [status_mb(child, "VmRSS") or 0.0 for child in descendants(pid)]
    return own, None if own is None else round(own + sum(helpers), 1)


def growth(samples: list[dict[str, Any]], since_minute: float) -> float | None:
    """(last - first) / first of the bot's own RSS over the samples from `since_minute`."""
    window = [s for s in samples if s["minute"] >= since_minute and s["rss_mb"]]
    if len(window) < 2:
        return None
    first, last = window[0]["rss_mb"], window[-1]["rss_mb"]
    return round((last - first) / first, 4)


class StoreWatch:
    """When each table last changed (version or status), from the bot's database."""

    def __init__(self, peek: Any) -> None:
        self.peek = peek
        self.seen: dict[int, tuple[tuple, float, dict[str, Any]]] = {}
        self.samples = 0

    async def sample(self) -> None:
        rows = await asyncio.to_thread(self.peek.tables)  # not on the double's loop
        now = time.monotonic()
        for row in rows:
            mark = (row["status"], row["version"], row["final_posted"])
            known = self.seen.get(row["id"])
            self.seen[row["id"]] = (
                mark,
                now if known is None or known[0] != mark else known[1],
                row,
            )
        self.samples += 1

    def stuck(self, after: float) -> list[dict[str, Any]]:
        now = time.monotonic()
        out = []
        for _, ((status, _, posted), since, row) in sorted(self.seen.items()):
            waiting = status in ("lobby", "running") or (status == "finished" and not posted)
            if waiting and now - since > after:
                out.append(row | {"unchanged_seconds": round(now - since)})
        return out

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for (status, _, _), _, _ in self.seen.values():
            out[status] = out.get(status, 0) + 1
        return out


def classify(interactions: list[Any], kills: list[tuple[float, float]]) -> dict[str, Any]:
    """The double's interactions by what became of them (see the module's text)."""
    out: dict[str, Any] = {
        "sent": len(interactions),
        "answered": 0,
        "late_answers": 0,
        "sent_while_the_bot_was_down": 0,
        "lost_to_a_kill": 0,
        "unanswered": 0,
    }
    faults = []
    for inter in interactions:
        if inter.acknowledged:
            out["answered"] += 1
            out["late_answers"] += inter.latency > ANSWER_WINDOW
        elif any(down <= inter.created_at <= up for down, up in kills):
            out["sent_while_the_bot_was_down"] += 1
        elif any(down - ANSWER_WINDOW <= inter.created_at < down for down, _ in kills):
            out["lost_to_a_kill"] += 1
        else:
            out["unanswered"] += 1
            faults.append(inter.describe())
    if faults:
        out["first_unanswered"] = faults[:10]
    return out


def saw(double: Any, person: Any) -> dict[str, Any]:
    """What a stuck table's person had in front of them: the channel's last messages and
    the panels they hold (titles and controls), and their last interactions."""

    def shown(m: Any) -> list:
        controls = [c.get("label") or c.get("custom_id") for c in m.iter_components()]
        return [m.title[:80], [c for c in controls if c][:8]]

    t = person.table
    held = (
        [double.message(person.player.ephemeral)]
        if person.player and person.player.ephemeral
        else []
    )
    return {
        "channel": [shown(m) for m in double.channel_messages(t.channel)[-3:]],
        "dm": [shown(m) for m in double.dm_messages(t.user)[-2:]],
        "ephemeral_panel": [shown(m) for m in held],
        "last_interactions": [
            [i.describe(), i.acknowledged] for i in double.interactions if i.user.id == t.user.id
        ][-4:],
    }


def say(text: str) -> None:
    print(f"[soak {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


async def run_soak(
    minutes: float = 30.0,
    tables: int = 200,
    kill_every: float = 5.0,
    think: tuple[float, float] = (5.0, 40.0),
    window: float = 20.0,
    settle: float | None = None,
    sample_every: float = 30.0,
    stuck_after: float | None = None,
    closed_dms: float = 0.2,
    rate_limits: bool = True,
    double: Any = None,
    folder: Path | None = None,
    bot_log: Path | None = None,
    games: list[str] | None = None,
) -> dict[str, Any]:
    """The soak run; a test may pass its own `double` (started) and keep the bot's database
    in `folder` to check the figures against them. `bot_log` keeps the bot's log lines
    (WARNING and above, of every run)."""
    from tests.chaos.botprocess import BotProcess, Peek
    from tests.double import DiscordDouble

    settle = settle if settle is not None else min(60.0, kill_every * 60 / 4)
    stuck_after = stuck_after if stuck_after is not None else max(60.0, 4 * think[1] + 20)
    report: dict[str, Any] = {
        "minutes": minutes,
        "tables": tables,
        "kill_every_minutes": kill_every,
        "think_seconds": list(think),
        "settle_seconds": settle,
        "stuck_after_seconds": stuck_after,
        "memory_window_minutes": window,
        "discord_rate_limits": "enforced" if rate_limits else "off",
        "people_with_closed_dms_share": closed_dms,
        "cores": os.cpu_count(),
        "games": games or "all, in turn",
    }
    own_folder, own_double = folder is None, double is None
    folder = folder or Path(tempfile.mkdtemp(prefix="bench-soak-"))
    folder.mkdir(parents=True, exist_ok=True)
    if double is None:
        double = DiscordDouble(check_spec=False)
        await double.start()
    double.enforce_rate_limits(rate_limits)
    bot = BotProcess(
        double,
        folder / "soak.sqlite3",
        env={"LOG_LEVEL": "WARNING", "DRAWING_PROCESSES": ""},
        # a restart picks up 200 tables; on a machine shared with other work that has
        # taken over a minute (its time down is reported)
        start_within=300.0,
    )
    peek, watch = Peek(bot.db_path), StoreWatch(Peek(bot.db_path))
    samples: list[dict[str, Any]] = []
    kills: list[tuple[float, float]] = []
    tasks: list[asyncio.Task] = []
    players: SoakPlayers | None = None
    started = time.monotonic()

    def minute() -> float:
        return round((time.monotonic() - started) / 60, 2)

    def measure(label: str) -> None:
        own, total = rss(bot.proc.pid if bot.proc else None)
        samples.append(
            {"minute": minute(), "after": label, "rss_mb": own, "with_helpers_mb": total}
        )

    async def sampler() -> None:
        while True:
            await asyncio.sleep(sample_every)
            measure("periodic")

    async def watcher() -> None:
        while True:
            await watch.sample()
            await asyncio.sleep(min(5.0, stuck_after / 6))

    async def settled(label: str) -> None:
        await asyncio.sleep(settle)
        measure(label)
        say(f"{label}: bot RSS {samples[-1]['rss_mb']} MB")

    this_run = asyncio.current_task()
    assert this_run is not None
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError, RuntimeError):  # not on the main thread
        loop.add_signal_handler(signal.SIGTERM, this_run.cancel)  # the bot is stopped too
    try:
        await bot.start()
        await double.wait_for(lambda: double.commands(), timeout=60)
        world = build_world(double, tables, 1, 20, closed_dms)
        players = SoakPlayers(double, peek, people(world, think), games)
        tasks = [asyncio.create_task(players.play(p)) for p in players.people]
        tasks += [asyncio.create_task(sampler()), asyncio.create_task(watcher())]
        sampled = asyncio.create_task(settled("start"))
        tasks.append(sampled)
        end = started + minutes * 60
        restarts = 0
        while time.monotonic() + kill_every * 60 < end:
            await asyncio.sleep(started + (restarts + 1) * kill_every * 60 - time.monotonic())
            # the process started last is measured before it is killed: on a busy machine
            # a start can take most of the time to the next kill, and the sample taken
            # `settle` seconds after it would find no process, or the next one
            await sampled
            down = time.monotonic()
            await bot.kill()
            await bot.start()
            kills.append((down, time.monotonic()))
            restarts += 1
            say(f"restart {restarts}: down {kills[-1][1] - down:.1f} s")
            sampled = asyncio.create_task(settled(f"restart {restarts}"))
            tasks.append(sampled)
        await asyncio.sleep(max(0.0, end - time.monotonic()))
        await sampled  # the process started last is measured too, however late it came up
        # the run ends once the bot started last has answered a press too: on a busy
        # machine its start can take most of what was left of a short run
        up_last = kills[-1][1] if kills else started
        with contextlib.suppress(TimeoutError):
            await double.wait_for(
                lambda: any(i.acknowledged and i.created_at > up_last for i in double.interactions),
                timeout=max(60.0, 2 * settle),
            )
        await watch.sample()
        stuck = watch.stuck(stuck_after)
        for row in stuck:  # what its person saw
            person = players.people[
                next(t.index for t in world if t.channel.id == row["channel_id"])
            ]
            sent = [i for i in double.interactions if i.user.id == person.table.user.id]
            row |= {"interactions": len(sent), "last_note": person.last_note}
            row["problems"] = person.problems[-3:]
            row["saw"] = saw(double, person)
        players.stop()
        await asyncio.wait(tasks[: len(players.people)], timeout=PATIENCE + 5)
        last_up = kills[-1][1] if kills else started
        in_flight = [
            i for i in double.interactions if i.created_at > last_up and not i.acknowledged
        ]
        with contextlib.suppress(TimeoutError):  # the last presses get their answers
            await double.wait_for(lambda: all(i.acknowledged for i in in_flight), PATIENCE)
        report["restarts"] = restarts
        report["restarts_at_seconds"] = [round(down - started, 1) for down, _ in kills]
        report["restart_down_seconds"] = [round(up - down, 1) for down, up in kills]
        report["rss_after_start_and_restarts_mb"] = [s for s in samples if s["after"] != "periodic"]
        report["rss_periodic_mb"] = [
            [s["minute"], s["rss_mb"], s["with_helpers_mb"]]
            for s in samples
            if s["after"] == "periodic"
        ]
        since = max(0.0, minutes - window)
        after_starts = report["rss_after_start_and_restarts_mb"]
        report["rss_growth_over_window"] = growth(after_starts, since)
        # each process's highest periodic sample: a process that keeps growing shows here
        # even when the kills keep its life short
        lives = [0.0, *(round((down - started) / 60, 2) for down, _ in kills), minutes + 1]
        report["rss_peak_per_process_mb"] = [
            max(
                (
                    s["rss_mb"] or 0.0
                    for s in samples
                    if s["after"] == "periodic" and a <= s["minute"] < b
                ),
                default=None,
            )
            for a, b in zip(lives, lives[1:], strict=False)
        ]
        report["stuck_tables"] = len(stuck)
        if stuck:
            report["stuck"] = stuck[:10]
        report["interactions"] = classify(double.interactions, kills)
        problems = [q for p in players.people for q in p.problems]
        report["player_problems"] = len(problems)
        if problems:
            report["first_player_problems"] = sorted(set(problems))[:5]
    finally:
        if players is not None:
            players.stop()
        for task in tasks:
            task.cancel()
        with contextlib.suppress(Exception):
            await bot.stop()
        with contextlib.suppress(Exception):  # the tables as the stopped bot left them
            await watch.sample()
            report["store"] = {"samples": watch.samples, "tables_by_status": watch.counts()}
        if bot_log is not None:
            bot_log.write_text("\n".join(bot.logs))
        errors = bot.tracebacks()
        report["bot_log_errors_and_tracebacks"] = len(errors)
        if errors:
            report["bot_log_error_kinds"] = error_kinds([bot])
            report["first_bot_log_errors"] = [e[:3000] for e in errors[:2]]
        kinds = Counter(v.kind for v in double.violations)
        report["double_violations"] = dict(kinds.most_common())
        if double.violations:  # what they were, to tell the bot's from the harness's
            report["first_double_violations"] = [str(v)[:600] for v in double.violations[:5]]
        if own_double:
            await double.stop()
        if own_folder:
            shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.remove_signal_handler(signal.SIGTERM)
    report["wall_seconds"] = round(time.monotonic() - started, 1)
    return report
