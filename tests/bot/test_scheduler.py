"""The scheduler's report of background work that failed: a bug is an error, except while
the bot stops, when work cut off by its closing session and database is expected."""

from __future__ import annotations

import asyncio
import logging

from bot.scheduler import Scheduler


async def test_a_failed_task_is_an_error(caplog):
    scheduler = Scheduler()

    async def fails() -> None:
        raise RuntimeError("a bug")

    await asyncio.gather(scheduler.spawn(fails()), return_exceptions=True)
    assert [r.levelno for r in caplog.records if "table task" in r.getMessage()] == [logging.ERROR]


async def test_work_cut_off_by_the_stop_is_a_warning(caplog):
    scheduler = Scheduler()
    started = asyncio.Event()

    async def cut_off() -> None:
        started.set()
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            raise RuntimeError("Session is closed") from None

    scheduler.spawn(cut_off())
    await started.wait()
    await scheduler.close()
    reports = [r for r in caplog.records if "table task" in r.getMessage()]
    assert [r.levelno for r in reports] == [logging.WARNING]
    assert "Session is closed" in reports[0].getMessage()
