"""A game's pictures, drawn in processes of their own.

Drawing a picture and encoding its PNG is tens of milliseconds of Pillow and of Python around
it. On threads of the bot's process that work holds Python's interpreter lock, and the event
loop, which answers every click, waits for the lock each time it comes back from the network.
Measured at 1,000 busy tables with two drawing threads: they ran about half of a worker's
samples, a third of the loop's time went to taking the lock back after a socket write, and
a click waited 20-40 ms (p50) before its acknowledgement left. In processes of their own the
pictures take the same CPU, but the operating system shares the cores and the loop never
waits for them.

What goes there is a game's picture method (a `GameUI` method: its arguments are plain data,
the views are dicts, and a game's UI keeps no state), called by name in the drawing process,
which builds the game's UI once. Anything else handed off the loop (a replay, a game's
scores, a closure) stays on the threads. The processes start from a fork server (the bot's
own process has threads, which `fork` does not copy safely) that has loaded the game and
drawing modules once. Each one watches the bot's process and ends when it is gone (a killed
bot leaves no drawing process behind). Should one die, the pool is started again and that
picture drawn on a thread.
"""

from __future__ import annotations

import asyncio
import hashlib
import importlib
import inspect
import logging
import multiprocessing
import os
import pickle
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot import metrics
from bot.gameui import GameUI

log = logging.getLogger(__name__)

# how often a drawing process checks that the bot's process is still there (seconds)
WATCH_EVERY = 1.0

# how much lower the drawing processes' priority is than the bot's (Linux: 0-19)
NICENESS = 10

_uis: dict[tuple[str, str], Any] = {}


def _draw(module: str, cls: str, method: str, args: tuple[Any, ...]) -> tuple[Any, float]:
    """In a drawing process: the game UI's picture method `method` on `args`, and the
    seconds it took (`_timed`)."""
    ui = _uis.get((module, cls))
    if ui is None:
        ui = _uis[module, cls] = getattr(importlib.import_module(module), cls)()
    return _timed(getattr(ui, method), *args)


def _timed(fn: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """`fn(*args)` and the seconds it took, measured where it ran: the figure comes back
    with the picture, so a drawing process needs no figures of its own (bot.metrics)."""
    started = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - started


def _started(bot_pid: int) -> None:
    """In a drawing process, once: give way to the bot's event loop when both want a core
    (a picture may come a little later; an acknowledgement may not), and end when the bot's
    process is gone (its parent is the fork server, so nothing tells it otherwise)."""
    os.nice(NICENESS)

    def watch() -> None:
        while True:
            time.sleep(WATCH_EVERY)
            try:
                os.kill(bot_pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:  # alive, under another user (a reused pid at worst)
                pass

    threading.Thread(target=watch, name="bot-watch", daemon=True).start()


def _ready() -> bool:
    return True


def picture_key(*drawn_from: Any) -> bytes:
    """A digest of what a picture is drawn from (a game's name, a view, a seat...): a
    game's picture methods are pure, so equal keys mean equal pictures."""
    return hashlib.blake2b(pickle.dumps(drawn_from, protocol=5), digest_size=16).digest()


def picture_method(fn: Callable[..., Any]) -> tuple[str, str, str] | None:
    """`fn` as (module, class, method) when it is a game UI's method, else None."""
    owner = getattr(fn, "__self__", None)
    if not inspect.ismethod(fn) or not isinstance(owner, GameUI):
        return None
    cls = type(owner)
    return cls.__module__, cls.__qualname__, fn.__name__


class Drawing:
    """Where work handed off the event loop runs: a game's pictures in `processes`
    processes (none: on `threads`, as everything else)."""

    def __init__(self, processes: int, threads: Executor) -> None:
        self.processes = processes
        self._threads = threads
        self._pool: ProcessPoolExecutor | None = None
        # the modules of the game UIs whose pictures are drawn here (see `preload`)
        self._modules: list[str] = []

    def preload(self, module: str) -> None:
        """Load `module` (a game UI's) in the drawing processes before their first picture."""
        if module not in self._modules:
            self._modules.append(module)

    def start(self) -> None:
        """Start the processes now (each loads its modules once), so the first click does
        not wait for them."""
        if self.processes > 0 and self._pool is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["bot.drawing", "bot.gameui", *self._modules])
            self._pool = ProcessPoolExecutor(
                self.processes,
                mp_context=context,
                initializer=_started,
                initargs=(os.getpid(),),
            )
            for _ in range(self.processes):
                self._pool.submit(_ready)

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        target = picture_method(fn)
        if target is None:
            return await loop.run_in_executor(self._threads, fn, *args)
        if self.processes > 0:
            self.start()
        pool = self._pool
        try:
            if pool is None:
                raise BrokenProcessPool("drawn on threads")  # (processes == 0: as intended)
            result, seconds = await loop.run_in_executor(pool, _draw, *target, args)
        except BrokenProcessPool:
            if pool is not None and self._pool is pool:  # the first to find it broken restarts
                log.warning("a drawing process ended; starting them again", exc_info=True)
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
                self.start()
            result, seconds = await loop.run_in_executor(self._threads, _timed, fn, *args)
        metrics.drawn(target[2], seconds)
        return result

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
