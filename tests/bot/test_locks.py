"""Keyed locks: one lock per key while in use, none kept after."""

from __future__ import annotations

import asyncio
import gc

from bot.locks import KeyedLocks


async def test_a_key_in_use_gives_the_same_lock_and_excludes() -> None:
    locks: KeyedLocks[int] = KeyedLocks()
    order: list[str] = []

    async def work(name: str) -> None:
        async with locks[7]:
            order.append(f"{name} in")
            await asyncio.sleep(0.01)
            order.append(f"{name} out")

    await asyncio.gather(work("a"), work("b"), work("c"))
    # each ran alone: nobody got in before the one inside got out
    assert order == ["a in", "a out", "b in", "b out", "c in", "c out"]


async def test_other_keys_do_not_wait() -> None:
    locks: KeyedLocks[tuple[int, int]] = KeyedLocks()
    async with locks[(1, 0)]:
        assert not locks[(1, 1)].locked()
        assert locks[(1, 0)].locked()


async def test_nothing_is_kept_once_no_one_uses_a_lock() -> None:
    locks: KeyedLocks[int] = KeyedLocks()
    for table in range(1000):
        async with locks[table]:
            pass
    gc.collect()
    assert len(locks) == 0
    # held or awaited (as `async with` does, keeping it), a lock is kept, and whoever
    # asks for the key meanwhile gets that same lock
    inside = asyncio.Event()
    let_go = asyncio.Event()
    seen: list[tuple[int, bool]] = []

    async def holder() -> None:
        lock = locks[1]
        async with lock:
            seen.append((id(lock), lock.locked()))
            inside.set()
            await let_go.wait()

    async def waiter() -> None:
        async with locks[1]:
            seen.append((id(locks[1]), locks[1].locked()))

    held = asyncio.ensure_future(holder())
    await inside.wait()
    waiting = asyncio.ensure_future(waiter())
    await asyncio.sleep(0)
    gc.collect()
    assert len(locks) == 1 and locks[1].locked()
    let_go.set()
    await asyncio.gather(held, waiting)
    # the waiter got in with the lock the holder had, not with a new free one
    assert len(seen) == 2 and seen[0] == seen[1] and seen[1][1]
    gc.collect()
    assert len(locks) == 0
