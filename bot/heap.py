"""Keeping Python's cycle collector from pausing the bot.

Every interaction must be answered within seconds, and a full collection stops the whole
process while it walks every container object. Measured at 1,000 busy tables with the
defaults: three or four full collections each ten seconds, of 50-260 ms each, about a tenth
of the bot's CPU. Two things cut that down:

* what is loaded at start (discord.py, Pillow, fonts, the rules, the registry) never becomes
  garbage, so it is moved out of the collector's sight once the bot is ready (`gc.freeze`);
* a larger first generation lets the many objects that live only across an await or two
  (a request, a move's events) die young instead of being promoted, which is what starts the
  full collections.

The collector still runs: cyclic garbage made after the start is found as before. What is
frozen is never collected as a cycle (plain reference counting still frees it), so only the
start-up's own objects are frozen: modules, caches, and the tables resumed at the start.

A busy bot soon holds far more than its start: every table's state, and the calls waiting
for Discord's global limit with their messages. Measured at 1,000 busy tables: 300,000
objects, and a full collection every 30-60 s that stopped the process for 200-300 ms, long
enough to hold back one click in a hundred. So `Keeper` freezes what survived each full
collection: the next one walks only what was made since (measured: 106-172 ms at a human
pace; it still grows while calls queue for Discord). Every `THAW_EVERY` it hands the frozen
objects back first, so that the next full collection walks everything once and finds the
cycles that became garbage after their freeze: what the freezes keep is bounded by that
time. (Freezing every 5 s instead left no full collection at all, p99 35 ms, but the
process grew by 120 MB in 3.5 minutes: the bot makes cyclic garbage steadily.)

A crowd made it worse: at one table of 1,000 players (`bench --crowd`), full collections of
300-670 ms came every few seconds while a round was played, and one landing in a burst of
1,000 confirms held every answer back (the burst's p99 1.1-1.3 s, against 0.5-0.7 s in the
rounds it missed). So the collector no longer starts full collections itself: `Keeper` makes
them when the bot is quiet (no interaction for `QUIET_FOR`) once enough has been promoted
since the last one, or after `FULL_AT_LATEST` seconds whatever the traffic, so cyclic garbage
is still found. A larger first generation (`YOUNG`) lets a burst's short-lived objects (each
click's payload, task and request) die before they are promoted at all.
"""

from __future__ import annotations

import asyncio
import gc
import math
import time
from collections.abc import Callable

YOUNG = 50_000  # allocations between young collections (Python's default: 700)
# middle-generation collections between full ones, when the collector decided (Python's 10)
MIDDLE = 10
# a full collection is made by the keeper, not by the collector: this many middle
# collections would have to pass first (never, in practice)
NEVER = 1_000_000
# a full collection waits for this long without an interaction arriving
QUIET_FOR = 0.5
# ... and for this many middle collections since the last one (what the collector waits for)
PROMOTIONS_DUE = 10
# ... but not longer than this, however busy the bot stays (seconds)
FULL_AT_LATEST = 30.0
# how often the keeper looks whether a full collection is due, or happened (seconds)
LOOK_EVERY = 0.25
# how often the frozen objects are handed back to the collector (seconds)
THAW_EVERY = 600.0


def tune() -> None:
    """Set the collector's thresholds for a long-running bot process: full collections are
    left to `Keeper`, which makes them when the bot is quiet."""
    gc.set_threshold(YOUNG, MIDDLE, NEVER)


def settle() -> None:
    """Collect once and freeze what is alive: call when the bot is ready."""
    gc.collect()
    gc.freeze()


def full_collections() -> int:
    return int(gc.get_stats()[2]["collections"])


class Keeper:
    """Makes the full collections when the bot is quiet (or when one is long overdue),
    freezes the survivors of each, and thaws them every `thaw_every`."""

    def __init__(
        self, thaw_every: float = THAW_EVERY, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.thaw_every = thaw_every
        self.clock = clock
        self.seen = full_collections()
        self.thawed = self.last_full = clock()
        self.last_arrival = -math.inf
        self.freezes = 0
        self.thaws = 0
        self.made = 0  # full collections this keeper made

    def arrived(self) -> None:
        """An interaction came in (bot.app): the bot is not quiet now."""
        self.last_arrival = self.clock()

    def due(self) -> bool:
        """Whether to make a full collection now: enough promoted since the last one and
        the bot quiet, or the last one long ago."""
        now = self.clock()
        if now - self.last_full >= FULL_AT_LATEST:
            return True
        promoted = gc.get_count()[2]  # middle collections since the last full one
        return promoted >= PROMOTIONS_DUE and now - self.last_arrival >= QUIET_FOR

    def look(self) -> None:
        """Make a full collection when it is due; after one (this keeper's or another's):
        freeze its survivors, or, when it is time, thaw (the next full collection then
        walks everything)."""
        if self.due():
            gc.collect()
            self.made += 1
        collections = full_collections()
        if collections == self.seen:
            return
        self.seen = collections
        self.last_full = self.clock()
        if self.clock() - self.thawed >= self.thaw_every:
            gc.unfreeze()
            self.thawed = self.clock()
            self.thaws += 1
        else:
            gc.freeze()
            self.freezes += 1

    async def run(self, every: float = LOOK_EVERY) -> None:
        while True:
            await asyncio.sleep(every)
            self.look()
