"""What a part of SqliteStorage is handed (bot.storage.preferences, .followers): the one
connection and the ways to use it. Held, not inherited, so a part has one base: its own
interface (bot.storage.base)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite


@dataclass(frozen=True)
class SqlitePart:
    """The statements on SQLite's one connection (`db` gives it once it is open): reads
    take turns through `lock`, writes run in the storage's `transaction`."""

    db: Callable[[], aiosqlite.Connection]
    lock: asyncio.Lock
    transaction: Callable[[], contextlib.AbstractAsyncContextManager[None]]
