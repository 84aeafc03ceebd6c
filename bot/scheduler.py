"""Background work of the table manager, keyed by id (after pydis_core's Scheduler).

A keyed task (a table's clock, its debounced status edit) replaces any earlier task of the
same key, so a table never has two clocks; anonymous tasks (settling a table after a move)
are tracked so shutdown and tests can wait for them. A failing task is logged, never lost
(each is started through bot.tasks, with the report below).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine, Hashable
from typing import Any

from bot import tasks

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(self) -> None:
        self._keyed: dict[Hashable, asyncio.Task[Any]] = {}
        self._loose: set[asyncio.Task[Any]] = set()
        self.closing = False  # set by close(): failures after it are expected

    def schedule(self, key: Hashable, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run `coro` as the task of `key`, cancelling the task that key had before (unless
        it is the caller itself: a clock may re-arm its own table's clock)."""
        self.cancel(key)
        task = tasks.start(coro, f"table task {key!r}", self._report)
        self._keyed[key] = task
        task.add_done_callback(lambda t: self._keyed_done(key, t))
        return task

    def schedule_once(self, key: Hashable, coro: Coroutine[Any, Any, Any]) -> bool:
        """Run `coro` as the task of `key` unless that key has one pending (debouncing);
        True when it was scheduled."""
        if key in self._keyed:
            coro.close()
            return False
        self.schedule(key, coro)
        return True

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run `coro` in the background, tracked until it ends."""
        task = tasks.start(coro, f"table task {getattr(coro, '__qualname__', '')}", self._report)
        self._loose.add(task)
        task.add_done_callback(self._loose_done)
        return task

    def cancel(self, key: Hashable) -> None:
        task = self._keyed.pop(key, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def release(self, key: Hashable) -> None:
        """Forget the task of `key` without cancelling it (the task calls this when the part
        of it that others may replace is over)."""
        self._keyed.pop(key, None)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._keyed

    def _keyed_done(self, key: Hashable, task: asyncio.Task[Any]) -> None:
        if self._keyed.get(key) is task:
            del self._keyed[key]

    def _loose_done(self, task: asyncio.Task[Any]) -> None:
        self._loose.discard(task)

    def _report(self, task: asyncio.Task[Any], error: BaseException) -> None:
        """How a table task's failure is logged (bot.tasks calls this when it ends)."""
        if type(error).__name__ == "StorageUnavailable":
            # an outage, not a bug: the work is done again once the database answers
            log.warning("%s stopped: the database did not answer (%s)", task.get_name(), error)
            return
        if self.closing:
            # the process stops: its HTTP session and database close under the work still
            # going on, which a restart takes up again (nothing was half-written)
            log.warning("%s stopped while the bot stops: %r", task.get_name(), error)
            return
        log.error("%s failed", task.get_name(), exc_info=error)

    async def idle(self, *, keyed: bool = True) -> None:
        """Wait until no tracked work is pending (clocks and idle lobbies are keyed tasks
        that may sleep for hours and are never waited for; keyed=False: nothing keyed)."""
        while True:
            pending = [*self._loose]
            if keyed:
                pending += [t for k, t in self._keyed.items() if not _is_clock(k)]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self) -> None:
        self.closing = True
        tasks = [*self._keyed.values(), *self._loose]
        for task in tasks:
            task.cancel()
        with contextlib.suppress(Exception):
            await asyncio.gather(*tasks, return_exceptions=True)
        self._keyed.clear()
        self._loose.clear()


def _is_clock(key: Hashable) -> bool:
    """Keys of tasks that sleep until a deadline (turn clocks, idle lobbies, pings held for
    quiet hours)."""
    return isinstance(key, tuple) and bool(key) and key[0] in ("clock", "lobby", "held")
