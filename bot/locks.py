"""One asyncio lock per key (a table, a seat's panels), kept only while it is in use.

A map that kept every lock ever made would keep four for each table ever played, and the
cycle collector walks them all: a bot running for months would pause longer and longer.
Here the map holds its locks weakly. Whoever holds a lock or waits for it keeps it alive
(`async with` and a waiting coroutine both refer to it), so everyone asking for a key while
the lock is in use gets that same lock; once nobody refers to it, it is gone, and the next
one asking gets a new, free lock.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


class KeyedLocks(Generic[K]):
    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[K, asyncio.Lock] = weakref.WeakValueDictionary()

    def __getitem__(self, key: K) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        """How many locks are in use (held, awaited or still referred to)."""
        return len(self._locks)
