"""`python -m bench`: measured numbers for the platform and Abstract, printed as JSON.

Every figure is measured on the machine running it; nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from bench.timing import summary_ms
from bot.simulate import play_ai_game
from bot.storage import SeatRecord, SqliteStorage
from games import registry
from games.abstract import GAME as ENGINE
from games.base import play_out


def bench_engine(games: int, players: int) -> dict:
    times = []
    for seed in range(games):
        start = time.perf_counter()
        play_ai_game(ENGINE, players, seed + 1000)
        times.append(time.perf_counter() - start)
    return {
        "players": players,
        "games": games,
        **summary_ms(times),
    }


async def bench_storage(games: int, players: int) -> dict:
    """Moves per second through engine.apply plus a committed SQLite move record.

    The moves are chosen by the AI beforehand, so only applying and storing is timed."""
    logs = []
    for g in range(games):
        log: list = []
        play_out(ENGINE, ENGINE.new_game(players, {}, g), ["ai"] * players, log=log)
        logs.append(log)
    with tempfile.TemporaryDirectory() as folder:
        storage = SqliteStorage(Path(folder) / "bench.sqlite3")
        await storage.open()
        moves = 0
        elapsed = 0.0
        for g, log in enumerate(logs):
            host = SeatRecord(seat=0, user_id=1, name="p1")
            table = await storage.create_table(
                game="abstract",
                guild_id=1,
                channel_id=1000 + g,
                host=host,
                options={},
                seed=g,
                clock_minutes=0,
            )
            table.seats = [
                SeatRecord(seat=s, user_id=s + 1, name=f"p{s + 1}") for s in range(players)
            ]
            state = ENGINE.new_game(players, {}, g)
            await storage.start_table(table, state)
            version = 1
            start = time.perf_counter()
            for seat, move in log:
                state, _ = ENGINE.apply(state, seat, move)
                version = await storage.record_move(
                    table.id,
                    seat,
                    move,
                    None,
                    version,
                    state,
                    status="finished" if ENGINE.is_over(state) else "running",
                )
            elapsed += time.perf_counter() - start
            moves += len(log)
        await storage.close()
    return {
        "games": games,
        "players": players,
        "moves": moves,
        "moves_per_second": round(moves / elapsed, 1),
    }


def bench_memory(tables: int, players: int) -> dict:
    """Memory the manager holds per running table: its record with a mid-game state."""
    from bot.storage import TableRecord

    states = []
    for t in range(tables):
        state = ENGINE.new_game(players, {}, t)
        for _ in range(6):  # half the game
            for seat in ENGINE.waiting_for(state):
                while seat in ENGINE.waiting_for(state):
                    state, _ = ENGINE.apply(state, seat, ENGINE.ai_move(state, seat))
        states.append(json.dumps(state))
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    held = [
        TableRecord(
            id=t,
            game="abstract",
            guild_id=1,
            channel_id=t,
            host_id=1,
            status="running",
            options={},
            seed=t,
            state=json.loads(states[t]),
            seats=[
                SeatRecord(seat=s, user_id=s + 1, name=f"player {s + 1}") for s in range(players)
            ],
        )
        for t in range(tables)
    ]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    total = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    del held
    return {"tables": tables, "players": players, "bytes_per_table": round(total / tables)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("--quick", action="store_true", help="fewer samples (a smoke run)")
    parser.add_argument(
        "--skip-discord",
        action="store_true",
        help="leave out the runs through the Discord double (latency, traffic)",
    )
    parser.add_argument(
        "--scale",
        action="store_true",
        help="only the many-tables run through the double, the bot as separate processes"
        " (bench/scale.py): 1,000 tables (--quick: 100) per storage/worker configuration",
    )
    parser.add_argument(
        "--crowd",
        action="store_true",
        help="only one Abstract table of a whole server per size through the double, the bot"
        " as its own process (bench/crowd.py): 100, 300 and 1,000 players, then the floor's"
        " bursts of the same sizes in the same run (CPU per click, confirms p99 vs the floor)",
    )
    parser.add_argument(
        "--replay",
        action="store_true",
        help="only the replay of a whole VENN game (bench/replay.py): GIF and APNG encode time"
        " and bytes",
    )
    parser.add_argument(
        "--floor",
        action="store_true",
        help="only the floor (bench/floor.py): a bot that only acknowledges, under the loads"
        " of --crowd (bursts of 100, 300, 1,000) and --scale (200 clicks a second)",
    )
    parser.add_argument(
        "--soak",
        action="store_true",
        help="only the soak run (bench/soak.py): 200 tables (--tables) of the five games at a"
        " human pace for 30 minutes (--minutes), the bot killed every 5 (--kill-every); prints"
        " its memory after each restart and the growth, stuck tables, unanswered interactions",
    )
    parser.add_argument("--minutes", type=float, default=30.0, help="--soak: how long")
    parser.add_argument(
        "--kill-every", type=float, default=5.0, help="--soak: minutes between kills"
    )
    parser.add_argument(
        "--think",
        default="5,40",
        help="--soak: a person's think time before each press, uniform between MIN,MAX seconds",
    )
    parser.add_argument("--games", help="--soak: comma-separated games to play (default: all)")
    parser.add_argument("--keep", help="--soak: keep the bot's database and log in this folder")
    parser.add_argument("--sizes", help="--crowd: comma-separated players per table")
    parser.add_argument("--rounds", type=int, default=3, help="--crowd: rounds measured")
    parser.add_argument(
        "--tables", type=int, help="--scale: tables per configuration; --soak: tables"
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="--scale: measured window")
    parser.add_argument("--warmup", type=float, default=15.0, help="--scale: warm-up per pace")
    parser.add_argument(
        "--configs",
        help="--scale: comma-separated, of sqlite_1_worker, postgres_1_worker, postgres_2_workers",
    )
    parser.add_argument(
        "--no-rate-limits", action="store_true", help="--scale: lift Discord's rate limits"
    )
    parser.add_argument(
        "--closed-dms",
        type=float,
        default=0.2,
        help="--scale: the share of the people whose DMs are closed (default 0.2)",
    )
    args = parser.parse_args(argv)
    quick = args.quick
    if args.scale:
        from bench.scale import run_scale

        scale = asyncio.run(
            run_scale(
                tables=args.tables or (100 if quick else 1000),
                seconds=args.seconds,
                warmup=args.warmup,
                configs=args.configs.split(",") if args.configs else None,
                rate_limits=not args.no_rate_limits,
                closed_dms=args.closed_dms,
            )
        )
        json.dump({"scale": scale}, sys.stdout, indent=2)
        print()
        return 0
    if args.soak:
        from bench.soak import run_soak

        low, high = (float(x) for x in args.think.split(","))
        soak = asyncio.run(
            run_soak(
                minutes=args.minutes,
                tables=args.tables or 200,
                kill_every=args.kill_every,
                think=(low, high),
                closed_dms=args.closed_dms,
                rate_limits=not args.no_rate_limits,
                folder=Path(args.keep) if args.keep else None,
                bot_log=Path(args.keep) / "bot.log" if args.keep else None,
                games=args.games.split(",") if args.games else None,
            )
        )
        json.dump({"soak": soak}, sys.stdout, indent=2)
        print()
        return 0
    if args.crowd:
        from bench.crowd import SIZES, run_crowd

        sizes = tuple(int(n) for n in args.sizes.split(",")) if args.sizes else SIZES
        crowd = asyncio.run(run_crowd(sizes=sizes, rounds=args.rounds))
        json.dump({"crowd": crowd}, sys.stdout, indent=2)
        print()
        return 0
    if args.floor:
        from bench.floor import BURSTS, run_floor

        sizes = tuple(int(n) for n in args.sizes.split(",")) if args.sizes else BURSTS
        floor = asyncio.run(run_floor(sizes=sizes, tables=args.tables or 1000, seconds=30.0))
        json.dump({"floor": floor}, sys.stdout, indent=2)
        print()
        return 0
    if args.replay:
        from bench.replay import run as run_replay

        json.dump(run_replay(quick), sys.stdout, indent=2)
        print()
        return 0
    result: dict = {}
    # the platform, with Abstract as its workload
    result["engine_ai_game"] = bench_engine(5 if quick else 30, 3)
    result["engine_and_storage"] = asyncio.run(bench_storage(2 if quick else 10, 3))
    result["memory_per_table"] = bench_memory(10 if quick else 50, 3)
    # each registered game's own figures, from bench/<name>.py
    for name in registry.NAMES:
        result.update(importlib.import_module(f"bench.{name}").run(quick))
    if not args.skip_discord:
        from bench.discord_load import run_load
        from bench.traffic import run_traffic

        result["interaction_latency"] = asyncio.run(
            run_load(tables=10 if quick else 50, rounds=1 if quick else 2)
        )
        # pictures and REST calls of one game of each (--quick: Abstract only)
        result["traffic"] = asyncio.run(run_traffic(["abstract"] if quick else None))
    json.dump(result, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
