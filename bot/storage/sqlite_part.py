"""What a part of SqliteStorage holds (bot.storage.preferences, .followers)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

import aiosqlite


class SqlitePart:
    """The statements on SQLite's one connection (`db` gives it once it is open): reads
    take turns through `lock`, writes run in the storage's `transaction`."""

    def __init__(
        self,
        db: Callable[[], aiosqlite.Connection],
        lock: asyncio.Lock,
        transaction: Callable[[], contextlib.AbstractAsyncContextManager[None]],
    ) -> None:
        self._db = db
        self._lock = lock
        self._transaction = transaction
