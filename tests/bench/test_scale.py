"""The scale bench stops a broken run with its reason instead of waiting it out."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from types import SimpleNamespace

from bench.scale import stop_when_broken


async def _run_until_stopped(workers: list, limit: float) -> tuple[bool, list[str]]:
    because: list[str] = []

    async def run() -> None:
        await asyncio.sleep(30)

    task = asyncio.create_task(run())
    watcher = asyncio.create_task(stop_when_broken(task, workers, time.monotonic(), limit, because))
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.wait_for(asyncio.shield(task), timeout=10)
    await watcher
    return task.cancelled(), because


async def test_a_worker_that_exits_stops_the_run_with_its_last_lines() -> None:
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "raise SystemExit(3)")
    await proc.wait()
    worker = SimpleNamespace(proc=proc, logs=["starting", "something broke"])
    cancelled, because = await _run_until_stopped([worker], limit=600)
    assert cancelled
    assert because[0].startswith("worker 0 exited with code 3")
    assert "something broke" in because[0]


async def test_a_run_past_its_limit_is_stopped() -> None:
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "import time; time.sleep(20)")
    try:
        worker = SimpleNamespace(proc=proc, logs=[])
        cancelled, because = await _run_until_stopped([worker], limit=1.5)
        assert cancelled and because == ["the run took longer than 2 s"]
    finally:
        proc.kill()
        await proc.wait()
