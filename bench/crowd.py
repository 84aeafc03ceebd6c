"""One Abstract table of a whole server (crowd delivery, bot.crowd) through the Discord double.

`python -m bench --crowd` runs, for tables of 100, 300 and 1,000 players (`--sizes`), with
Discord's rate limits enforced and the bot as its own process (`python -m bot` on SQLite,
as tests/chaos/botprocess.py runs it): the host opens the table, everyone else presses Join
at once, the host picks a 5-minute round clock and starts. Then, for each measured round
(`--rounds`, default 3), every player presses "Play this round", makes every pick of the
round in their ephemeral panel (the first option of the first menu, as the e2e harness
does), and once all have picked, everyone presses "Confirm round" at the same moment.

Per round it prints:

* the confirms' first-answer latency (the double's: from INTERACTION_CREATE to the bot's
  first answer) p50/p99/max, and how many came later than Discord's 3 s; the double lives
  in this process with every player, so the time it took to send the burst is printed
  beside it (answers to early confirms wait while the later ones are still being sent);
* seconds from the last confirm sent until the next round can be played (its status
  message with the button is in the channel; polled every 20 ms);
* the bot's globally rate-limited requests from the round's status to the next one's;
* the moves written, and per move: the growth of the database files (main + WAL; the WAL
  is reused after a checkpoint, so this is a floor) and the bytes the bot process had
  written to storage (/proc/<pid>/io write_bytes: every page SQLite wrote, WAL and
  checkpoints alike);
* the bot's CPU seconds in the round and its resident memory (now and peak), and its CPU
  per click: the round's CPU (its turnover included) over every click of the round (Play,
  picks, confirms).

Per size it prints the median CPU per click over the rounds and its ratio to the 100-player
table's (the work per click should not grow with the table). Then, in the same run, the
floor's bursts of the same sizes (bench/floor.py: a bot that only acknowledges), so the
confirms' worst-round p99 is printed beside the floor's burst p99 (the median of its three
bursts) and as a ratio, with the worst round's wait for the next round.

Nothing here asserts on time.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.procs import peak_rss_mb, proc_cpu, status_mb
from bench.scale import error_kinds
from bench.scale_measure import LATE
from bench.timing import quantile
from bot import heap

POLL = 0.05
SIZES = (100, 300, 1000)


def rss_mb(pid: int) -> float | None:
    return status_mb(pid, "VmRSS")


def written_bytes(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/io") as f:
            for line in f:
                if line.startswith("write_bytes:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def db_bytes(db_path: Path) -> int:
    total = 0
    for suffix in ("", "-wal"):
        with contextlib.suppress(OSError):
            total += (db_path.parent / (db_path.name + suffix)).stat().st_size
    return total


def db_moves(db_path: Path) -> int | None:
    try:
        db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10)
        try:
            return int(db.execute("SELECT count(*) FROM moves").fetchone()[0])
        finally:
            db.close()
    except sqlite3.Error:
        return None


async def poll(predicate, timeout: float = 120.0, what: str = "?", every: float = POLL):
    from tests.e2e.harness import poll as look

    return await look(predicate, timeout, what, every)


def round_status(double: Any, channel: Any, number: int) -> Any:
    for m in reversed(double.channel_messages(channel)):
        title = m.title
        if title.startswith(f"Abstract · round {number}/") and m.buttons:
            return m
    return None


def latency_ms(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {
        "p50": round(statistics.median(values) * 1000, 1),
        "p99": round(quantile(values, 99) * 1000, 1),
        "max": round(values[-1] * 1000, 1),
    }


class Crowd:
    """The players of one table, driven from this process."""

    def __init__(self, double: Any, channel: Any, users: list[Any]) -> None:
        self.double, self.channel, self.users = double, channel, users
        self.problems: list[str] = []
        self.clicks = 0  # interactions the players sent (presses, picks and confirms)

    async def open(self) -> None:
        from bot.crowd import PLAY_LABEL  # noqa: F401  (the label the round's button has)

        d, host = self.double, self.users[0]
        play = await d.slash(host, self.channel, "play", {"game": "abstract"})
        await play.responded(60)
        lobby = await poll(
            lambda: play.original if play.original and play.original.buttons else None
        )
        joins = await asyncio.gather(*(d.click(u, lobby, label="Join") for u in self.users[1:]))
        await asyncio.gather(*(j.responded(60) for j in joins))
        seated = f"**{len(self.users)} players seated**"
        await poll(lambda: seated in d.message(lobby).text, what="every seat in the lobby")
        clock = next(s for s in d.message(lobby).selects if s["custom_id"].endswith(":clock"))
        await (await d.select(host, lobby, clock["custom_id"], ["5"])).responded(60)
        await poll(lambda: "5 minutes" in d.message(lobby).text, what="the clock")
        await (await d.click(host, lobby, label="Start")).responded(60)

    async def pick_all(self, user: Any, status: Any) -> tuple[Any, str] | None:
        """Open the panel, make every pick; the confirm button's custom id (not pressed)."""
        from bot.crowd import PLAY_LABEL

        d = self.double
        try:
            inter = await d.click(user, status, label=PLAY_LABEL)
            self.clicks += 1
            await inter.responded(60)
            panel = await poll(
                lambda: inter.original if inter.original and inter.original.embeds else None,
                what="a panel",
            )
            for _ in range(30):
                msg = d.message(panel)
                if not msg.selects:
                    break
                sel = msg.selects[0]
                before = msg.custom_ids
                pick = await d.select(user, msg, sel["custom_id"], [sel["options"][0]["value"]])
                self.clicks += 1
                await poll(
                    lambda b=before, p=pick: (
                        d.message(panel).custom_ids != b or p.ephemeral_messages
                    ),
                    what="a pick's panel",
                )
                if pick.ephemeral_messages:
                    self.problems.append(pick.ephemeral_messages[0].content[:200])
            confirm = next(b for b in d.message(panel).buttons if b.get("label") == "Confirm round")
            return panel, confirm["custom_id"]
        except Exception as exc:
            self.problems.append(f"{type(exc).__name__}: {exc}"[:300])
            return None


async def run_size(players: int, rounds: int) -> dict[str, Any]:
    from tests.chaos.botprocess import BotProcess
    from tests.double import DiscordDouble

    entry: dict[str, Any] = {"players": players, "discord_rate_limits": "enforced"}
    folder = tempfile.mkdtemp(prefix="bench-crowd-")
    db_path = Path(folder) / "bench.sqlite3"
    double = DiscordDouble(check_spec=False, rate_limits=True)
    await double.start()
    worker: BotProcess | None = None
    started = time.monotonic()
    try:
        guild = double.add_guild("Crowd", members=[])
        channel = double.add_channel(guild, "abstract")
        users = [double.add_user(f"painter{i}", guilds=[guild]) for i in range(players)]
        worker = BotProcess(double, db_path, env={"LOG_LEVEL": "WARNING", "DRAWING_PROCESSES": ""})
        await worker.start()
        await double.wait_for(lambda: double.commands(), timeout=60)
        pid = worker.proc.pid
        crowd = Crowd(double, channel, users)
        await crowd.open()
        entry["lobby_and_start_seconds"] = round(time.monotonic() - started, 1)
        rate = double.rate
        status = await poll(lambda: round_status(double, channel, 1), what="round 1")
        per_round = []
        for number in range(1, rounds + 1):
            cpu0, seen, clicks0 = proc_cpu(pid), time.monotonic(), crowd.clicks
            moves0, size0, io0 = db_moves(db_path), db_bytes(db_path), written_bytes(pid)
            picked = await asyncio.gather(*(crowd.pick_all(u, status) for u in users))
            ready = [(u, p) for u, p in zip(users, picked, strict=True) if p is not None]
            # what the double recorded so far (every message of every player) is frozen, so
            # that this process's collector does not walk it during the burst: a full
            # collection of the stand-in for Discord stalls every answer in flight (as in
            # bench.scale, and before the floor's bursts)
            heap.settle()
            first_sent = time.monotonic()
            confirms = await asyncio.gather(
                *(double.click(u, panel, cid) for u, (panel, cid) in ready)
            )
            last_sent = time.monotonic()
            nxt = None
            if number < 12:
                nxt = await poll(
                    lambda n=number: round_status(double, channel, n + 1),
                    timeout=300,
                    what=f"round {number + 1}",
                    every=0.02,
                )
            playable = time.monotonic() - last_sent
            await asyncio.gather(*(c.responded(60) for c in confirms), return_exceptions=True)
            await asyncio.sleep(0.5)  # the last panels and the count edit settle
            lat = [c.latency for c in confirms if c.latency is not None]
            moves1, size1, io1 = db_moves(db_path), db_bytes(db_path), written_bytes(pid)
            moved = (moves1 - moves0) if moves0 is not None and moves1 is not None else None
            cpu1 = proc_cpu(pid)
            clicks = crowd.clicks - clicks0 + len(confirms)
            row: dict[str, Any] = {
                "round": number,
                "confirms": len(confirms),
                "confirms_answered": len(lat),
                "confirm_first_answer_ms": latency_ms(lat) if lat else None,
                "confirms_later_than_3s": sum(1 for x in lat if x > LATE),
                # the double and the players share this process: sending the burst takes
                # this long, and a confirm sent late in it waits meanwhile for its answer
                "burst_send_seconds": round(last_sent - first_sent, 2),
                "next_round_playable_after_last_confirm_s": round(playable, 2),
                "global_requests": rate.counted_between(seen, time.monotonic()),
                "moves_written": moved,
                "db_file_growth_bytes_per_move": round((size1 - size0) / moved) if moved else None,
                "bytes_written_to_storage_per_move": round((io1 - io0) / moved)
                if moved and io0 is not None and io1 is not None
                else None,
                "bot_cpu_seconds": round(cpu1 - cpu0, 1)
                if cpu0 is not None and cpu1 is not None
                else None,
                # every click of the round (Play, picks, confirms) and the round's turnover
                "clicks": clicks,
                "bot_cpu_ms_per_click": round((cpu1 - cpu0) * 1000 / clicks, 3)
                if cpu0 is not None and cpu1 is not None and clicks
                else None,
                "bot_rss_mb": rss_mb(pid),
            }
            per_round.append(row)
            print(row, flush=True)
            if nxt is None:
                break
            status = nxt
        entry["rounds"] = per_round
        per_click = [r["bot_cpu_ms_per_click"] for r in per_round if r["bot_cpu_ms_per_click"]]
        entry["bot_cpu_ms_per_click"] = (
            round(statistics.median(per_click), 3) if per_click else None
        )
        entry["bot_peak_rss_mb"] = peak_rss_mb(pid)
        entry["dm_messages"] = sum(len(double.dm_messages(u)) for u in users)
        entry["discord_429s"] = len(rate.rejected)
        entry["player_problems"] = len(crowd.problems)
        if crowd.problems:
            entry["first_player_problems"] = sorted(set(crowd.problems))[:5]
    except Exception as exc:
        entry["error"] = f"{type(exc).__name__}: {exc}"[:2000]
    finally:
        if worker is not None:
            with contextlib.suppress(Exception):
                await worker.stop()
            errors = worker.tracebacks()
            entry["bot_log_errors_and_tracebacks"] = len(errors)
            if errors:
                entry["bot_log_error_kinds"] = error_kinds([worker])
        await double.stop()
        shutil.rmtree(folder, ignore_errors=True)
    entry["wall_seconds"] = round(time.monotonic() - started, 1)
    return entry


def compared(result: dict[str, Any], floor: dict[str, Any], sizes: tuple[int, ...]) -> None:
    """Each size's CPU per click beside the 100-player table's, and its confirms' worst p99
    beside the floor's burst of the same size (the median of the floor's three bursts)."""
    base = result.get("players_100", {}).get("bot_cpu_ms_per_click")
    for players in sizes:
        entry = result[f"players_{players}"]
        mine = entry.get("bot_cpu_ms_per_click")
        if base and mine:
            entry["cpu_per_click_ratio_to_100_players"] = round(mine / base, 2)
        p99s = [
            r["confirm_first_answer_ms"]["p99"]
            for r in entry.get("rounds", [])
            if r.get("confirm_first_answer_ms")
        ]
        bursts = [
            b["first_answer_ms"]["p99"]
            for b in floor.get(f"burst_{players}", [])
            if b.get("first_answer_ms")
        ]
        if p99s and bursts:
            floor_p99 = statistics.median(bursts)
            entry["floor_burst_p99_ms"] = floor_p99
            entry["confirm_p99_ms_worst_round"] = max(p99s)
            entry["confirm_p99_ratio_to_floor"] = round(max(p99s) / floor_p99, 2)
        waits = [
            r["next_round_playable_after_last_confirm_s"]
            for r in entry.get("rounds", [])
            if "next_round_playable_after_last_confirm_s" in r
        ]
        if waits:
            entry["next_round_playable_s_worst_round"] = max(waits)


async def run_crowd(
    sizes: tuple[int, ...] = SIZES, rounds: int = 3, floor: bool = True
) -> dict[str, Any]:
    """The crowd's table at each size, then (with `floor`) the floor's bursts of the same
    sizes in the same run, so the two are measured on the same machine at the same time."""
    result: dict[str, Any] = {"cores": os.cpu_count(), "rounds_measured": rounds}
    heap.tune()  # this process holds the double: collected as the bot's own process is
    for players in sizes:
        result[f"players_{players}"] = await run_size(players, rounds)
    if floor:
        from bench.floor import run_bursts

        result["floor"] = await run_bursts(sizes)
        compared(result, result["floor"], sizes)
        summary = {
            f"players_{n}": {
                k: result[f"players_{n}"].get(k)
                for k in (
                    "bot_cpu_ms_per_click",
                    "cpu_per_click_ratio_to_100_players",
                    "confirm_p99_ms_worst_round",
                    "floor_burst_p99_ms",
                    "confirm_p99_ratio_to_floor",
                    "next_round_playable_s_worst_round",
                )
            }
            for n in sizes
        }
        print({"summary": summary}, flush=True)
    return result
