"""Every background task the bot starts is started through bot.tasks, and its failure is
logged when it ends: a task nobody awaits must not fail unseen."""

from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path

from bot import tasks

ROOT = Path(__file__).resolve().parents[2]
# what starts a task behind bot.tasks's back
STARTS_A_TASK = re.compile(r"\b(create_task|ensure_future|run_coroutine_threadsafe)\(")


async def test_a_task_that_fails_is_logged_with_its_name_and_traceback(caplog):
    async def fails() -> None:
        raise RuntimeError("a bug nobody awaited")

    with caplog.at_level(logging.ERROR, logger="bot.tasks"):
        task = tasks.start(fails(), "the writer of table 7")
        await asyncio.wait([task])
    [record] = [r for r in caplog.records if r.name == "bot.tasks"]
    assert record.levelno == logging.ERROR
    assert "the writer of table 7" in record.getMessage()
    assert record.exc_info is not None and "a bug nobody awaited" in str(record.exc_info[1])
    assert tasks.running() == 0  # let go once it ended


async def test_a_cancelled_task_is_not_a_failure_and_a_report_of_its_own_is_used(caplog):
    reported: list[tuple[str, BaseException]] = []

    def report(task: asyncio.Task, error: BaseException) -> None:
        reported.append((task.get_name(), error))

    began = asyncio.Event()

    async def waits() -> None:
        began.set()
        await asyncio.Event().wait()

    async def fails() -> None:
        raise ValueError("told its own way")

    waiting = tasks.start(waits(), "waits", report)
    failing = tasks.start(fails(), "fails", report)
    await began.wait()
    waiting.cancel()
    await asyncio.wait([waiting, failing])
    assert [(name, str(error)) for name, error in reported] == [("fails", "told its own way")]
    assert not [r for r in caplog.records if r.name == "bot.tasks"]


def test_the_bot_starts_its_tasks_only_through_bot_tasks():
    found = []
    for folder in ("bot", "cogs", "gameuis", "games", "rendering"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "bot" / "tasks.py":
                continue
            for number, line in enumerate(path.read_text().splitlines(), start=1):
                if STARTS_A_TASK.search(line) and not line.lstrip().startswith("#"):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []
