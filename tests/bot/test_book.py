"""The book's count of interactions being handled (bot.book): a stopping process waits for
them, then stops those still held up, so none meets the HTTP session and the database
closing under it."""

from __future__ import annotations

import asyncio

from bot.book import Book
from bot.scheduler import Scheduler
from bot.storage import SqliteStorage


async def test_handlers_still_running_after_the_wait_are_stopped(tmp_path):
    book = Book(SqliteStorage(tmp_path / "book.sqlite3"), Scheduler(), drawing_processes=0)
    inside, finished = asyncio.Event(), []

    async def handle(forever: bool) -> None:
        async with book.handling():
            inside.set()
            if forever:
                await asyncio.Event().wait()  # held up (a 429 that lasts minutes, say)
            finished.append(forever)

    quick = asyncio.ensure_future(handle(False))
    await quick
    inside.clear()
    held = asyncio.ensure_future(handle(True))
    await inside.wait()
    assert book.inflight == 1
    await book.wait_handled(timeout=0.05)
    assert held.cancelled() and book.inflight == 0
    assert finished == [False]
    await book.wait_handled(timeout=0.05)  # nothing handled: returns at once
    book.shutdown_workers()
