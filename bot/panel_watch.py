"""A seat left without its panel is noticed by the bot itself (a part of the manager).

A person at a running table plays in the DM panel the bot sends each turn. Should that panel
never arrive (a send that failed for good, a settle that never got to it; in one 1,000-table
run two tables never got their first panel, and nothing said why: a lease claim had put back
a copy of each from its lobby, see bot.cluster `adopt`), the player waits for a panel that
will not come. So every `EVERY` seconds the tables this process looks after are
walked: a seat that must act, plays by DM (a person, DMs not known closed, a table that
sends DM panels), and has had no live panel for this turn for longer than `GRACE` is given
its panel (the usual way: once per seat and turn, bot.delivery) and a warning is logged
with what its record says about the cause. A send still under way (the seat's panel lock is
held) is left to finish, and a seat playing in a panel answered in the channel is not lacking.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING

from bot.policy import policy_of
from bot.storage import RUNNING, SeatRecord, TableRecord

if TYPE_CHECKING:
    from bot.gameui import GameUI

log = logging.getLogger(__name__)

GRACE = 60.0  # seconds a seat that must act may be without its panel
EVERY = 15.0  # seconds between walks


def cause_of(table: TableRecord, seat: SeatRecord, turn: str) -> str:
    """What the records say about a missing panel."""
    if table.phase != turn:
        return "the turn was never noted as started: its settle did not get to the panels"
    if seat.panel_turn == turn and seat.panel_message_id is None:
        return "its send was noted but no message came back (it failed or was cut short)"
    if seat.panel_turn is None and seat.panel_message_id is None:
        return "no panel was sent for this turn"
    return f"the live panel is for another turn ({seat.panel_turn})"


class PanelWatch:
    """`tables`: the tables this process looks after; `give` sends a seat its panel for
    the turn running (bot.delivery `_dm_panel`); `busy(table, seat)`: a send is under way, or
    the seat holds its live panel elsewhere (a click's answer, bot.seat_panels)."""

    def __init__(
        self,
        tables: Mapping[int, TableRecord],
        games: Mapping[str, GameUI],
        give: Callable[[TableRecord, SeatRecord], Awaitable[None]],
        busy: Callable[[TableRecord, int], bool],
        *,
        grace: float = GRACE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.tables = tables
        self.games = games
        self.give = give
        self.busy = busy
        self.grace = grace
        self.clock = clock
        self._missing_since: dict[tuple[int, int, str], float] = {}
        self.given = 0  # panels given by the watch

    def _lacking(self) -> list[tuple[TableRecord, SeatRecord, str]]:
        """Each seat that must act by DM and has no live panel for this turn."""
        out = []
        for table in list(self.tables.values()):
            ui = self.games.get(table.game)
            if ui is None or table.status != RUNNING or table.state is None:
                continue
            if not policy_of(table).dm_panels:
                continue
            turn = ui.game.flow(table.state).turn_key
            for index in ui.game.waiting_for(table.state):
                seat = table.seats[index]
                if seat.is_ai or seat.user_id is None or seat.dm_closed:
                    continue
                live = seat.panel_message_id is not None and seat.panel_turn == turn
                if not live and not self.busy(table, index):
                    out.append((table, seat, turn))
        return out

    async def check(self) -> int:
        """One walk: the seats lacking their panel past the grace get it; how many."""
        now = self.clock()
        seen: dict[tuple[int, int, str], float] = {}
        overdue = []
        for table, seat, turn in self._lacking():
            key = (table.id, seat.seat, turn)
            since = seen[key] = self._missing_since.get(key, now)
            if now - since > self.grace:
                overdue.append((table, seat, turn, now - since))
        self._missing_since = seen  # a seat given its panel, or a turn gone, is forgotten
        for table, seat, turn, waited in overdue:
            log.warning(
                "table %s: seat %s had no panel for turn %s for %.0f s (%s); sending it now",
                table.id,
                seat.seat,
                turn,
                waited,
                cause_of(table, seat, turn),
            )
            self._missing_since.pop((table.id, seat.seat, turn), None)
            self.given += 1
            try:
                await self.give(table, seat)
            except Exception:
                log.exception("table %s: the missing panel of seat %s failed", table.id, seat.seat)
        return len(overdue)

    async def run(self, every: float = EVERY) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                await self.check()
            except Exception:  # a watch that stopped at its first surprise would watch nothing
                log.exception("the panel watch's walk failed; walking again in %.0f s", every)
