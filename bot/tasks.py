"""Every background task the bot starts, started here: kept until it ends, and its failure
logged.

A task's exception waits for whoever awaits the task; one nobody awaits (a loop that runs
for the process's life, a writer, a deferral started by a timer) fails unseen, and what it
should have done simply never happens. Each task made through `start` has a callback that
logs its failure when it ends: by default as an error with its traceback, or as its owner
says (`report`: the scheduler's table tasks tell an outage from a bug). A task cancelled is
not a failure. `tests/bot/test_tasks.py` holds the rest of the bot to this.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

# the tasks under way: asyncio keeps only a weak reference to a task, and one nobody else
# holds could be collected before it ends
_running: set[asyncio.Task[Any]] = set()


def failed(task: asyncio.Task[Any], error: BaseException) -> None:
    """The default report of a task that failed: an error in the log, with its traceback."""
    log.error("background task %s failed", task.get_name(), exc_info=error)


def start(
    coro: Coroutine[Any, Any, T],
    name: str,
    report: Callable[[asyncio.Task[Any], BaseException], None] = failed,
) -> asyncio.Task[T]:
    """Run `coro` as a task named `name`; when it fails, `report(task, error)` says so."""
    task = asyncio.get_running_loop().create_task(coro, name=name)
    _running.add(task)

    def ended(done: asyncio.Task[Any]) -> None:
        _running.discard(done)
        if done.cancelled():
            return
        error = done.exception()
        if error is not None:
            report(done, error)

    task.add_done_callback(ended)
    return task


def running() -> int:
    """How many tasks started here have not ended."""
    return len(_running)
