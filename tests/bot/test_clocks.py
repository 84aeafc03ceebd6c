"""The turn clock's options, checked again on our side (any HTTP client can send anything),
and which clocks wait for a player in their quiet hours."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from types import SimpleNamespace

import pytest

from bot.clocks import Clocks, clock_setting
from bot.crowd import CROWD_ABOVE
from bot.quiet import Hours
from bot.storage import SeatRecord, TableRecord
from tests.bot.test_pings import table


@pytest.mark.parametrize(
    ("minutes", "hours", "expected"),
    [(0, None, 0), (5, None, 5), (60, None, 60), (None, 0, 0), (None, 12, 720), (None, 168, 10080)],
)
def test_clocks_in_range_are_minutes(minutes, hours, expected) -> None:
    assert clock_setting(minutes, hours) == expected


@pytest.mark.parametrize(
    ("minutes", "hours", "words"),
    [
        (-5, None, "0 (no clock) to 60"),
        (61, None, "0 (no clock) to 60"),
        (None, -1, "0 (no clock) to 168"),
        (None, 10**30, "0 (no clock) to 168"),
        (None, None, "either minutes"),
        (5, 1, "either minutes"),
        (True, None, "whole number"),
        ("5", None, "whole number"),
    ],
)
def test_clocks_out_of_range_are_refused_with_the_range(minutes, hours, words) -> None:
    refusal = clock_setting(minutes, hours)
    assert isinstance(refusal, str) and words in refusal


class _Hours:
    """Storage of players' hours: everyone quiet until `until`."""

    def __init__(self, until: float) -> None:
        self.until = until

    async def hours(self, ids):
        start = datetime.fromtimestamp(time.time(), UTC)
        end = datetime.fromtimestamp(self.until, UTC)
        return {
            i: Hours(
                quiet_from=(start.hour * 60 + start.minute - 1) % 1440,
                quiet_to=end.hour * 60 + end.minute,
            )
            for i in ids
        }


def _clocks(until: float) -> Clocks:
    waiting = SimpleNamespace(waiting_for=lambda state: list(state["waiting"]))
    book = SimpleNamespace(games={"venice": SimpleNamespace(game=waiting)}, storage=_Hours(until))
    return Clocks(book, None, None)  # type: ignore[arg-type]


async def test_an_async_clock_waits_for_a_quiet_player_a_live_or_crowd_clock_does_not():
    until = time.time() + 7200  # quiet for two hours (to the minute)
    people = [SeatRecord(seat=n, user_id=100 + n, name=f"p{n}") for n in range(CROWD_ABOVE + 1)]
    clocks = _clocks(until)

    def at(clock: int, seats: list[SeatRecord], waiting: list[int]) -> TableRecord:
        found = table(clock, seats)
        found.state = {"waiting": waiting}
        return found

    paused = await clocks.paused_until(at(720, people[:2], [0]))
    assert paused is not None and until - 60 <= paused <= until
    assert await clocks.paused_until(at(720, people[:2], [])) is None  # nobody to wait for
    assert await clocks.paused_until(at(5, people[:2], [0])) is None  # live
    assert await clocks.paused_until(at(0, people[:2], [0])) is None  # no clock
    assert await clocks.paused_until(at(720, people, [0])) is None  # a crowd
