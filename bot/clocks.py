"""Turn clocks: a deadline per turn, a reminder before it, the AI's move when it passes.

An async clock (bot.pings `is_live`: an hour or more) of a table of seats (not a crowd's)
waits for a waiting player who is away or in their quiet hours (bot.quiet): when it would
remind them or run out, its deadline moves to when that ends, plus the reminder's lead, and
is stored so a restart keeps it (`_waits`). A live clock waits for nobody.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Protocol

from bot.book import Book
from bot.client import BotClient
from bot.crowd import Crowd
from bot.delivery import send
from bot.gameui import Card, state_of
from bot.i18n import DEFAULT, tr
from bot.languages import TableLocales
from bot.nonce import post_nonce
from bot.pings import Pings, is_live
from bot.policy import policy_of
from bot.quiet import paused_until
from bot.storage import RUNNING, SeatRecord, StorageUnavailable, TableRecord

log = logging.getLogger(__name__)


def clock_setting(minutes: object, hours: object, locale: str = DEFAULT) -> int | str:
    """The turn clock in minutes from /table clock's options, or why they are refused (in
    `locale`). Discord's own client keeps the options in range, but any HTTP client can
    send anything, so the ranges are checked here again."""
    given = [v for v in (minutes, hours) if v is not None]
    if len(given) != 1:
        return tr(locale, "clock-refused-either")
    value = given[0]
    if not isinstance(value, int) or isinstance(value, bool):
        return tr(locale, "clock-refused-whole")
    if minutes is not None:
        return value if 0 <= value <= 60 else tr(locale, "clock-refused-minutes")
    return value * 60 if 0 <= value <= 168 else tr(locale, "clock-refused-hours")


# turn clocks in a row that may run out on a player before their seat goes to the AI (an
# absent player would otherwise slow every turn of the table by a whole clock)
MISSED_CLOCKS_LIMIT = 3


def reminder_lead(limit_seconds: float) -> float:
    """How long before the deadline the waiting players are reminded."""
    return min(limit_seconds * 0.25, 3600.0)


class Turns(Protocol):
    """What a clock that runs out asks of the part that moves tables on (bot.turns)."""

    async def play_ai_seats(self, table: TableRecord, seats: list[int] | None = None) -> bool: ...

    def schedule_settle(self, table_id: int) -> None: ...


class News(Protocol):
    """Where a table's news for everyone is told (bot.status `tell`): its thread, or its
    status, so a quiet channel gets no note each time a clock runs out."""

    async def tell(self, table: TableRecord, text: str, nonce: str) -> None: ...

    @property
    def locales(self) -> TableLocales:
        """Each table's public language (bot.languages)."""

    def mark_dirty(self, table: TableRecord) -> None:
        """Show the table's status again soon (it carries the deadline)."""


class Clocks:
    """The tables' turn clocks. The part that moves tables on (`turns`) and the one that
    tells a table's news (`news`) are wired in after all are built: a turn starts a clock,
    and a clock that runs out plays the turn."""

    turns: Turns
    news: News

    def __init__(self, book: Book, client: BotClient, crowd: Crowd) -> None:
        self.book = book
        self.client = client
        self.crowd = crowd  # the crowd's part (bot.crowd)
        # a reminder is a turn's mention: deleted once its players have acted (bot.pings,
        # wired in by the manager)
        self.pings: Pings | None = None

    def forget(self, table_id: int) -> None:
        self.book.scheduler.cancel(("clock", table_id))

    def arm(self, table: TableRecord) -> None:
        if table.deadline is not None and table.status == RUNNING:
            self.book.scheduler.schedule(("clock", table.id), self._run_clock(table.id))
        else:
            self.book.scheduler.cancel(("clock", table.id))

    async def stop_clock(self, table_id: int) -> None:
        """The host turned the clock off: the turn running now has no deadline either."""
        await self.set_deadline(table_id, None)

    async def set_deadline(self, table_id: int, deadline: float | None) -> None:
        """Move the current turn's deadline (host tools, tests). A table another worker looks
        after learns of it from the database (see bot.cluster)."""
        table = self.book.tables.get(table_id)
        if table is not None:
            table.deadline, table.reminded = deadline, False
        await self.book.storage.update_table(table_id, deadline=deadline, reminded=False)
        if table is not None:
            self.arm(table)

    async def _run_clock(self, table_id: int) -> None:
        table = self.book.tables.get(table_id)
        if table is None or table.deadline is None:
            return
        phase = table.phase
        limit = table.clock_minutes * 60
        remind_at = table.deadline - reminder_lead(limit)
        if not table.reminded and time.time() < remind_at:
            await asyncio.sleep(remind_at - time.time())
            if await self._waits(table):
                return  # the clock was armed again, for its new deadline
            await self._remind(table)
        await asyncio.sleep(max(0.0, table.deadline - time.time()))
        if self.book.tables.get(table_id) is not table or table.phase != phase:
            return
        if await self._waits(table):
            return
        # from here on the expiry runs to its end, even if a new turn re-arms the clock
        self.book.scheduler.release(("clock", table_id))
        await self.expire(table)

    async def paused_until(self, table: TableRecord) -> float | None:
        """Until when the table's async clock waits for its waiting players (None: it
        runs, as a live clock always does, and a crowd's: among its many players someone is
        always asleep, and its round is one click away)."""
        if is_live(table.clock_minutes) or not table.clock_minutes:
            return None
        if not policy_of(table).pings:  # a crowd, or a practice table (no clock anyway)
            return None
        people = [s.user_id for s in self._waiting_humans(table) if s.user_id is not None]
        if not people:
            return None
        now = time.time()
        try:
            hours = await self.book.storage.hours(people)
        except StorageUnavailable:  # the clock runs as it would without them
            log.warning("hours of table %s's players: the database did not answer", table.id)
            return None
        ends = [t for h in hours.values() if (t := paused_until(h, now)) is not None]
        return max(ends, default=None)

    async def _waits(self, table: TableRecord) -> bool:
        """Whether the clock waits for an away or quiet player (its deadline moved: True)."""
        until = await self.paused_until(table)
        if until is None or table.deadline is None:
            return False
        deadline = until + reminder_lead(table.clock_minutes * 60)
        if deadline <= table.deadline:
            return False
        await self.set_deadline(table.id, deadline)
        self.news.mark_dirty(table)
        return True

    def _waiting_humans(self, table: TableRecord) -> list[SeatRecord]:
        game = self.book.games[table.game].game
        return [
            table.seats[s] for s in game.waiting_for(state_of(table)) if not table.seats[s].is_ai
        ]

    async def _remind(self, table: TableRecord) -> None:
        table.reminded = True
        await self.book.storage.update_table(table.id, reminded=True)
        waiting = self._waiting_humans(table)
        if not waiting or table.deadline is None:
            return
        nonce = post_nonce(table.id, "remind", table.phase, int(table.deadline))
        locale = await self.news.locales.read(table)
        sent = await send(
            self.client.get_partial_messageable(table.channel_id),
            Card(content=policy_of(table).reminder_text(waiting, int(table.deadline), locale)),
            nonce=nonce,
        )
        # (a crowd's reminder names nobody and stays: its round's status is closed anyway)
        pinged = policy_of(table).pings
        if sent is not None and self.pings is not None and table.phase is not None and pinged:
            told = frozenset(s.user_id for s in waiting if s.user_id is not None)
            self.pings.posted(table, sent.id, table.phase, told)

    async def expire(self, table: TableRecord) -> None:
        """The turn clock ran out: the AI plays for every seat still to act; a player whose
        clock ran out three turns in a row has their seat handed to the AI."""
        waiting = self._waiting_humans(table)
        if not waiting:
            return
        if not policy_of(table).dm_panels:
            await self._expire_round(table, waiting)
            return
        phase = table.phase
        await self.turns.play_ai_seats(table, [s.seat for s in waiting])
        ui = self.book.games[table.game]
        locale = await self.news.locales.read(table)
        names = ", ".join(s.name for s in waiting)
        did = ui.clock_default_move_note(locale)
        note = tr(locale, "platform-clock-ran-out", names=names, note=did)
        handed = await self._count_missed_clocks(table, waiting)
        if handed:
            who = ", ".join(s.name for s in handed)
            handed_id = "platform-clock-handed" + ("-many" if len(handed) > 1 else "")
            said = tr(locale, handed_id, who=who, limit=MISSED_CLOCKS_LIMIT)
            note += "\n" + said
        await self.news.tell(table, note, post_nonce(table.id, "expired", phase))
        self.turns.schedule_settle(table.id)

    async def _expire_round(self, table: TableRecord, waiting: list[SeatRecord]) -> None:
        """The clock ran out on a crowd's round: the AI finishes it for everyone still
        playing; the closing status says so, and so does each of their panels (bot.crowd).
        Nobody's seat is handed over for it: a crowd's round is one click away."""
        announce = self.book.games[table.game].game.flow(state_of(table)).announce_key
        seats = [s.seat for s in waiting]
        locale = await self.news.locales.read(table)
        self.crowd.note_time_out(table, waiting, locale)
        await self.turns.play_ai_seats(table, seats)
        self.crowd.tell_timed_out(table, seats, announce, locale)
        self.turns.schedule_settle(table.id)

    async def _count_missed_clocks(
        self, table: TableRecord, waiting: list[SeatRecord]
    ) -> list[SeatRecord]:
        """One more clock ran out on each of these seats' players; the seats that reached
        the limit go to the AI (returned). A move of the player's own resets the count."""
        handed = []
        for seat in waiting:
            if seat.is_ai:
                continue
            seat.missed_clocks += 1
            if seat.missed_clocks >= MISSED_CLOCKS_LIMIT:
                seat.is_ai, seat.missed_clocks = True, 0
                handed.append(seat)
            await self.book.storage.update_seat(table.id, seat)
        return handed

    def new_deadline(self, table: TableRecord) -> float | None:
        """A new turn's deadline, shown at once (the status message carries it)."""
        deadline = time.time() + table.clock_minutes * 60 if table.clock_minutes else None
        table.deadline, table.reminded = deadline, False
        # the old turn's clock must not run out while the new turn is being set up
        self.book.scheduler.cancel(("clock", table.id))
        return deadline

    async def start_clock(self, table: TableRecord, turn: str, deadline: float | None) -> None:
        """A new turn: its clock starts."""
        if not table.clock_minutes:
            deadline = None  # the host turned the clock off while the turn was set up
        table.phase, table.deadline, table.reminded = turn, deadline, False
        await self.book.storage.update_table(
            table.id, phase=turn, deadline=deadline, reminded=False
        )
        self.arm(table)
