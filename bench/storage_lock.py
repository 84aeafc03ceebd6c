"""Moves per second on ONE table row through PostgresStorage, many seats confirming at once
from two storages (two "processes"): how the row lock of record_moves holds up under
contention, and how many writes lose the race (VersionConflict, retried).

    python -m bench.storage_lock [postgresql://...]

Without a URL it starts a throwaway server (tests/pg.py; needs the PostgreSQL binaries).
"""

from __future__ import annotations

import asyncio
import sys
import time

from bot.storage import SeatRecord, VersionConflict
from bot.storage.postgres import PostgresStorage

SECONDS = 2.0


async def run(url: str, seats: int) -> tuple[float, float]:
    """(committed moves per second, conflicts per committed move)."""
    stores = [PostgresStorage(url), PostgresStorage(url)]
    for store in stores:
        await store.open()
    try:
        table = await stores[0].create_table(
            game="abstract",
            guild_id=None,
            channel_id=time.time_ns(),
            host=SeatRecord(seat=0, user_id=1, name="host"),
            options={},
            seed=1,
            clock_minutes=0,
        )
        await stores[0].start_table(table, {"n": 0})
        committed = conflicts = 0
        deadline = time.perf_counter() + SECONDS

        async def seat(number: int) -> None:
            nonlocal committed, conflicts
            store = stores[number % 2]
            while time.perf_counter() < deadline:
                version = await store.table_version(table.id)
                assert version is not None
                try:
                    await store.record_move(
                        table.id, number, {"type": "confirm"}, None, version, {"n": version}
                    )
                except VersionConflict:
                    conflicts += 1
                else:
                    committed += 1

        started = time.perf_counter()
        await asyncio.gather(*(seat(i) for i in range(seats)))
        elapsed = time.perf_counter() - started
        final = await stores[1].table_version(table.id)
        assert final == committed + 1, "a committed move is missing"
        return committed / elapsed, conflicts / max(committed, 1)
    finally:
        for store in stores:
            await store.close()


async def bench(url: str) -> None:
    print(f"{'seats':>5}  {'moves/s':>8}  {'conflicts/move':>14}")
    for seats in (1, 4, 16, 64):
        rate, conflicts = await run(url, seats)
        print(f"{seats:>5}  {rate:>8.0f}  {conflicts:>14.2f}")


def main(argv: list[str]) -> int:
    if argv:
        asyncio.run(bench(argv[0]))
        return 0
    from tests.pg import PgServer, find_bindir

    bindir = find_bindir()
    if bindir is None:
        print("no PostgreSQL binaries found; pass a postgresql:// URL", file=sys.stderr)
        return 2
    server = PgServer(bindir)
    try:
        server.init()
        server.start()
        asyncio.run(bench(server.url()))
    finally:
        server.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
