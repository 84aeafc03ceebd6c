"""Acknowledgements before work: the interactions that reached the bot and are not yet
acknowledged, so that a click's work after its acknowledgement can let them go first.

All of a guild's interactions come over one gateway connection to one event loop, where
asyncio runs ready tasks in turn. When a thousand people confirm at once, each click's
work after its deferral (judging the move, the write, the new panel) would share the loop
with the deferrals still owed to the clicks behind it, and each of those people would wait
for a share of everyone's work before seeing that their click arrived. So a click's work
after an acknowledgement given at once waits, briefly, until every interaction that had
arrived by then is acknowledged too: the burst is taken in first, then worked through. The
work is the same; only its order changes.

The wait is for the interactions that had arrived when it began, not for a quiet moment,
so a steady stream of clicks never holds it up; and it is bounded (`YIELD_AT_MOST`), so an
interaction that is never acknowledged (a command answered elsewhere, a lost task) cannot
stall anything.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import OrderedDict, deque

__all__ = ["YIELD_AT_MOST", "Intake"]

# the longest a click's work waits for the acknowledgements of the clicks behind it: about
# what a burst of 1,000 takes to come in on this machine's floor (bench --floor)
YIELD_AT_MOST = 1.0
# an arrival still owed after this long was lost to its task (its acknowledgement will not
# come): it no longer holds anyone up
STALE_AFTER = 10.0


class Intake:
    """Arrivals and acknowledgements, numbered in the order the gateway delivered them."""

    def __init__(self) -> None:
        self._numbers = itertools.count(1)
        self._last = 0  # the newest arrival's number
        # arrivals not yet acknowledged by interaction id, oldest first: each one's arrival
        # number (they rise) and when it came
        self._owed: OrderedDict[int, tuple[int, float]] = OrderedDict()
        # (number, future): each wakes once no arrival up to that number is owed; in the
        # order of their numbers, since a waiter takes the newest number when it begins
        self._waiters: deque[tuple[int, asyncio.Future[None]]] = deque()

    @property
    def owed(self) -> int:
        """How many arrived interactions are not acknowledged yet."""
        return len(self._owed)

    @property
    def waiting(self) -> int:
        """How many pieces of work are letting others go first right now."""
        return sum(not waiter.done() for _, waiter in self._waiters)

    def arrived(self, interaction_id: int) -> None:
        """An interaction came in (called as the gateway delivers it)."""
        if interaction_id in self._owed:
            return  # delivered again (a gateway session resumed): counted once
        number = next(self._numbers)
        self._owed[interaction_id] = (number, asyncio.get_running_loop().time())
        self._last = number

    def acknowledged(self, interaction_id: int) -> None:
        """The interaction was answered, or needs no answer of ours; a second call, or one
        for an interaction that was never counted, does nothing."""
        if self._owed.pop(interaction_id, None) is not None:
            self._wake()

    def _wake(self) -> None:
        oldest = next(iter(self._owed.values()), None)
        oldest_owed = None if oldest is None else oldest[0]
        while self._waiters and (oldest_owed is None or self._waiters[0][0] < oldest_owed):
            _, waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)

    async def let_others_first(self, within: float | None = None) -> None:
        """Wait until every interaction that has arrived so far is acknowledged, or
        `within` seconds at most (`YIELD_AT_MOST` unless given)."""
        loop = asyncio.get_running_loop()
        stale = loop.time() - STALE_AFTER
        while self._owed and next(iter(self._owed.values()))[1] < stale:
            self._owed.popitem(last=False)
        self._wake()
        if not self._owed:
            return
        waiter = loop.create_future()
        self._waiters.append((self._last, waiter))
        await asyncio.wait({waiter}, timeout=YIELD_AT_MOST if within is None else within)
        if not waiter.done():
            waiter.cancel()  # its entry is dropped by the next acknowledgement that passes it
