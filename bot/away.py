"""Time away (`/away days:N`, bot.quiet): a player's async turn clocks wait for them.

Going away is told on each running table with an async clock where the player is seated
(its news: the thread, or the status), and the clock of a turn they must act in now moves
to after their return; their later turns wait the same way when their clock comes to remind
them (bot.clocks `_waits`). `/away days:0` brings them back at once: a turn they must act in
gets a fresh deadline, a whole clock from now. Live clocks and tables without a clock are
left alone. With several workers (bot.cluster) the worker that answers tells its own tables
and passes a note to the others (Storage.pass_note), which tell theirs; a worker that misses
the note (it was restarting) still keeps the clocks waiting, as they read the player's
hours when they would remind or run out. The days count against the server's yearly allowance; once it is used up the
player's clocks run as anyone's, and three missed in a row hand the seat to the AI.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Protocol

from bot.book import Book
from bot.clocks import Clocks, reminder_lead
from bot.gameui import state_of
from bot.i18n import DEFAULT, Text, tr
from bot.nonce import post_nonce
from bot.pings import is_live
from bot.policy import policy_of
from bot.quiet import go_away
from bot.storage import RUNNING, StorageUnavailable, TableRecord

log = logging.getLogger(__name__)


class News(Protocol):
    """Where a table's news is told (bot.status)."""

    async def tell(self, table: TableRecord, text: str | Text, nonce: str) -> None: ...

    def mark_dirty(self, table: TableRecord) -> None: ...


class Away:
    """The part of the table manager that sends players away and back."""

    def __init__(self, book: Book, clocks: Clocks, news: News, *, shared: bool = False) -> None:
        self.book = book
        self.clocks = clocks
        self.news = news
        self.shared = shared  # other workers share the database (and look after tables too)

    async def start(self) -> None:
        """Hear of players sent away or back at another worker: their tables here are told."""
        if self.shared:
            await self.book.storage.hear_notes(self._heard_note)

    def _heard_note(self, text: str) -> None:
        try:
            note = json.loads(text)
            if "away" not in note:
                return  # another part's note (bot.handover's clicks)
            user_id, now = int(note["away"]), float(note["at"])
            until = None if note["until"] is None else float(note["until"])
        except (ValueError, KeyError, TypeError):
            log.warning("ignoring a malformed note %r", text[:200])
            return
        if not self.book.closing:
            self.book.scheduler.spawn(self._tell(user_id, until, now))

    async def _tell(self, user_id: int, until: float | None, now: float) -> int:
        """Tell this worker's tables where the person sits that they went away (until
        `until`) or came back (None); how many were told."""
        tables = self._async_tables(user_id)
        for table, name, acting in tables:
            if until is None:
                await self._back(table, name, acting, now)
            else:
                await self._gone(table, name, acting, until)
        return len(tables)

    def _async_tables(self, user_id: int) -> list[tuple[TableRecord, str, bool]]:
        """This worker's running tables with an async clock where the person holds a seat:
        (table, their seat's name, whether they must act now)."""
        found = []
        for table in list(self.book.tables.values()):
            if table.status != RUNNING or table.state is None:
                continue
            if not table.clock_minutes or is_live(table.clock_minutes):
                continue
            if not policy_of(table).pings:  # a crowd's clock waits for nobody (bot.clocks)
                continue
            seats = [s for s in table.seats if s.user_id == user_id and not s.is_ai]
            if not seats:
                continue
            waiting = set(self.book.games[table.game].game.waiting_for(state_of(table)))
            found.append((table, seats[0].name, any(s.seat in waiting for s in seats)))
        return found

    async def set_away(self, user_id: int, days: int, allowance: int, locale: str = DEFAULT) -> str:
        """Send the person away for `days` (0: back now); the answer to give them, privately
        in `locale` (a refusal changes nothing). Their tables are told in their servers'
        languages."""
        now = time.time()
        hours = (await self.book.storage.hours([user_id]))[user_id]
        changed = go_away(hours, days, allowance, now, locale)
        if isinstance(changed, str):
            return changed
        await self.book.storage.set_hours(user_id, changed)
        told = await self._tell(user_id, changed.away_until, now)
        if self.shared:  # the other workers tell theirs: how many is not known here
            note = {"away": str(user_id), "until": changed.away_until, "at": now}
            try:
                await self.book.storage.pass_note(json.dumps(note))
            except StorageUnavailable:
                log.warning("could not tell the other workers that %s is away or back", user_id)
            where = [tr(locale, "away-told-all")]
        else:
            where = [tr(locale, "away-told", tables=told)] if told else []
        if changed.away_until is None:
            said = tr(locale, "away-back")
        else:
            until, left = str(int(changed.away_until)), allowance - changed.away_used
            said = tr(locale, "away-gone", until=until, left=left)
        return " ".join([said, *where])

    async def _gone(self, table: TableRecord, name: str, acting: bool, until: float) -> None:
        if acting and table.deadline is not None:
            deadline = until + reminder_lead(table.clock_minutes * 60)
            if deadline > table.deadline:
                await self.clocks.set_deadline(table.id, deadline)
                self.news.mark_dirty(table)
        text = Text("away-news-gone", {"name": name, "until": str(int(until))})
        await self.news.tell(table, text, post_nonce(table.id, "away", name, int(until)))

    async def _back(self, table: TableRecord, name: str, acting: bool, now: float) -> None:
        if acting and table.deadline is not None:
            await self.clocks.set_deadline(table.id, now + table.clock_minutes * 60)
            self.news.mark_dirty(table)
        text = Text("away-news-back", {"name": name})
        await self.news.tell(table, text, post_nonce(table.id, "back", name, int(now)))
