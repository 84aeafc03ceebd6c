"""Memo tables for pure functions, one per thread.

The bot runs AI decisions on worker threads; a memo table shared between them would be a
module-global cache written from several threads at once. Each thread gets its own table
instead, emptied when it reaches its limit, so memory stays bounded on a long-running bot.
Results never depend on a table's contents: they only save recomputing a pure function.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class PerThread(Generic[K, V]):
    def __init__(self, limit: int) -> None:
        self._local = threading.local()
        self.limit = limit

    def table(self) -> dict[K, V]:
        table: dict[K, V] | None = getattr(self._local, "table", None)
        if table is None:
            table = self._local.table = {}
        return table

    def get(self, key: K) -> V | None:
        return self.table().get(key)

    def put(self, key: K, value: V) -> V:
        table = self.table()
        if len(table) >= self.limit:
            table.clear()
        table[key] = value
        return value

    def setdefault(self, key: K, default: V) -> V:
        got = self.get(key)
        return self.put(key, default) if got is None else got

    def clear(self) -> None:
        """Empty this thread's table."""
        self.table().clear()


class PerThreadLru(Generic[K, V]):
    """Like PerThread, but each thread's table forgets its least recently used entry
    when full, for caches whose next key usually extends a recent one (a board one
    circle or one dot on from the last)."""

    def __init__(self, limit: int) -> None:
        self._local = threading.local()
        self.limit = limit

    def table(self) -> OrderedDict[K, V]:
        table: OrderedDict[K, V] | None = getattr(self._local, "table", None)
        if table is None:
            table = self._local.table = OrderedDict()
        return table

    def get(self, key: K) -> V | None:
        table = self.table()
        found = table.get(key)
        if found is not None:
            table.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> V:
        table = self.table()
        table[key] = value
        table.move_to_end(key)
        while len(table) > self.limit:
            table.popitem(last=False)
        return value

    def __contains__(self, key: object) -> bool:
        return key in self.table()

    def clear(self) -> None:
        """Empty this thread's table."""
        self.table().clear()
