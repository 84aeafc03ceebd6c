"""Notifications between the processes sharing one PostgreSQL (LISTEN/NOTIFY): a part
PostgresStorage holds (`storage.notices`).

Two channels, heard on one connection of its own (a pooled one would be handed to queries,
and LISTEN lasts only as long as its connection):

- `venn_table`, "table:version:sender": a table changed (sent inside the writing transaction,
  so it arrives at commit); the other processes drop or reread their copy.
- `venn_note`, "sender:text": a note from one process to the others (bot.handover passes
  clicks to the worker looking after their table through it).

A notification sent while the connection is down is lost: when it is made again, `on_gap`
tells the listeners that whatever they cached may be out of date.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import asyncpg

from bot import tasks

if TYPE_CHECKING:
    from bot.storage.base import PostgresConnection

log = logging.getLogger(__name__)

CHANNEL = "venn_table"
NOTES = "venn_note"

# the end of a statement whose `changed` (rows of tables: id, version) it tells the other
# processes at commit ("table:version:sender"); ${n} is the sender's process id
NOTIFY_CHANGED = (
    f"SELECT pg_notify('{CHANNEL}', concat(id, ':', version, ':', ${{n}}::text)) FROM changed"
)

# tells the table's current version, read inside the writing transaction ($1 the table,
# $2 the sender)
NOTIFY = "WITH changed AS (SELECT id, version FROM tables WHERE id = $1) " + (
    NOTIFY_CHANGED.format(n=2)
)


class PostgresNotices:
    """Hearing of, and telling, the other processes.

    `process_id` tells this storage's own notifications from the others'; `conn` lends a
    pooled connection; `connect` makes the listening connection of its own;
    `unavailable_on_loss` turns a lost connection into StorageUnavailable, and `lost` are
    the exceptions a lost or refused connection raises.
    """

    def __init__(
        self,
        *,
        process_id: str,
        conn: PostgresConnection,
        connect: Callable[[], Awaitable[asyncpg.Connection]],
        unavailable_on_loss: Callable[[], contextlib.AbstractAsyncContextManager[None]],
        lost: tuple[type[BaseException], ...],
    ) -> None:
        self.process_id = process_id
        self._conn = conn
        self._connect = connect
        self._unavailable_on_loss = unavailable_on_loss
        self._lost = lost
        # set while the storage closes: a lost listener is then not made again
        self._closing = False
        self._listener: asyncpg.Connection | None = None
        self._callbacks: list[Callable[[int, int], None]] = []
        self._note_callbacks: list[Callable[[str], None]] = []
        self._on_gap: list[Callable[[], None]] = []
        self._relisten: asyncio.Task[None] | None = None

    def open(self) -> None:
        """The storage opens (again): a lost listening connection is made again."""
        self._closing = False

    async def close(self) -> None:
        """The storage closes: stop listening for good."""
        self._closing = True
        if self._relisten is not None:
            self._relisten.cancel()
            self._relisten = None
        if self._listener is not None:
            listener, self._listener = self._listener, None
            with contextlib.suppress(Exception):
                await asyncio.wait_for(listener.close(), 5)
            listener.terminate()

    async def listen(
        self,
        callback: Callable[[int, int], None],
        *,
        on_gap: Callable[[], None] | None = None,
    ) -> None:
        """See Storage.listen. `on_gap` is called when the listening connection was lost and
        made again: notifications sent meanwhile are gone, so every cached table is suspect.
        """
        self._callbacks.append(callback)
        if on_gap is not None:
            self._on_gap.append(on_gap)
        await self._listening()

    async def hear_notes(self, callback: Callable[[str], None]) -> None:
        self._note_callbacks.append(callback)
        await self._listening()

    async def pass_note(self, note: str) -> None:
        async with self._conn() as conn:
            await conn.execute("SELECT pg_notify($1, $2)", NOTES, f"{self.process_id}:{note}")

    async def _listening(self) -> None:
        if self._listener is None:
            async with self._unavailable_on_loss():
                await self._connect_listener()

    async def _connect_listener(self) -> None:
        conn = await self._connect()
        await conn.add_listener(CHANNEL, self._heard)
        await conn.add_listener(NOTES, self._heard_note)
        conn.add_termination_listener(self._listener_lost)
        self._listener = conn

    def _heard(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        try:
            table, version, sender = payload.split(":")
            table_id, table_version = int(table), int(version)
        except ValueError:
            log.warning("ignoring a malformed %s notification %r", CHANNEL, payload)
            return
        if sender == self.process_id:
            return
        for callback in list(self._callbacks):
            try:
                callback(table_id, table_version)
            except Exception:
                log.exception("a table-change callback failed")

    def _heard_note(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        sender, _, note = payload.partition(":")
        if sender == self.process_id:
            return
        for callback in list(self._note_callbacks):
            try:
                callback(note)
            except Exception:
                log.exception("a note callback failed")

    def _listener_lost(self, _conn: object) -> None:
        self._listener = None
        if not self._closing and self._relisten is None:
            self._relisten = tasks.start(self._listen_again(), "listening again")

    async def _listen_again(self) -> None:
        delay = 0.2
        try:
            while not self._closing:
                try:
                    await self._connect_listener()
                except (*self._lost, asyncpg.PostgresError) as exc:
                    log.info("listening again failed (%s); retrying in %.1fs", exc, delay)
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 5.0)
                    continue
                for on_gap in list(self._on_gap):
                    try:
                        on_gap()
                    except Exception:
                        log.exception("a notification-gap callback failed")
                return
        finally:
            self._relisten = None
