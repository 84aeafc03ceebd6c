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
frozen is never collected as a cycle (plain reference counting still frees it), so at first
only the start-up's own objects were frozen: modules, caches, the tables resumed at start.

A busy bot soon holds far more than its start: every table's state, and the calls waiting
for Discord's global limit with their messages. Measured at 1,000 busy tables: 300,000
objects, and a full collection every 30-60 s that stopped the process for 200-300 ms, long
enough to hold back one click in a hundred. So `Keeper` freezes what survived each full
collection: the next one walks only what was made since (measured: 106-172 ms at a human
pace; it still grows while calls queue for Discord). Every `THAW_EVERY` it hands the frozen
objects back first, so that the next full collection walks everything once and finds the
cycles that became garbage after their freeze: what the freezes keep is bounded by that
time. (Freezing every 5 s without collecting left no full collection at all, p99 35 ms, but the
process grew by 120 MB in 3.5 minutes: the bot made cyclic garbage steadily then; below.)

A crowd made it worse: at one table of 1,000 players (`bench --crowd`), full collections of
300-670 ms came every few seconds while a round was played, and one landing in a burst of
1,000 confirms held every answer back (the burst's p99 1.1-1.3 s, against 0.5-0.7 s in the
rounds it missed). Traced (the collector's garbage by type, `gc.DEBUG_SAVEALL`), nearly all
of what those collections freed was discord.py's: every interaction (its answer links back to
it) and every view the bot built (an item links back to its view and row). `bot.interactions`
and `bot.gameui.stopped` cut those links, and a 1,000-player round then left no cyclic
garbage at all; 200 busy tables left only the few objects of each sent file (discord.py
links a closed file's `close` back to it). What a full collection walked was then alive, so
it found nothing and still stopped the process for 50-300 ms.

So `Keeper` no longer makes a full collection to freeze the survivors: when the bot is quiet
(no interaction for `QUIET_FOR`) and enough has been promoted since the last freeze, or after
`FREEZE_AT_LATEST` seconds whatever the traffic, it freezes what the young generations hold
(`gc.freeze` moves lists; it walks nothing). Cyclic garbage frozen with them waits for the
thaw: every `THAW_EVERY` seconds, at a quiet moment (or after `THAW_AT_LATEST`), the keeper
hands the frozen objects back, makes the one full collection that walks everything, and
freezes its survivors. `tests/e2e/test_no_cycles.py` fails if a click or a panel becomes
cyclic garbage again.
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
# a freeze (or the thaw) waits for this long without an interaction arriving
QUIET_FOR = 0.5
# ... and for this many middle collections since the last freeze (what promotes objects to
# the oldest generation)
PROMOTIONS_DUE = 10
# ... but not longer than this, however busy the bot stays (seconds)
FREEZE_AT_LATEST = 30.0
# how often the keeper looks whether a freeze or the thaw is due (seconds)
LOOK_EVERY = 0.25
# how often the frozen objects are handed back and walked by a full collection (seconds)
THAW_EVERY = 600.0
# ... at a quiet moment, but not later than this, however busy the bot stays
THAW_AT_LATEST = 1200.0


def tune() -> None:
    """Set the collector's thresholds for a long-running bot process: full collections are
    left to `Keeper`, which makes one at its thaw."""
    gc.set_threshold(YOUNG, MIDDLE, NEVER)


def settle() -> None:
    """Collect once and freeze what is alive: call when the bot is ready."""
    gc.collect()
    gc.freeze()


def middle_collections() -> int:
    """Collections of the middle generation so far: each promotes its survivors."""
    return int(gc.get_stats()[1]["collections"])


class Keeper:
    """Freezes what the young generations hold when the bot is quiet (or when a freeze is
    long overdue), and every `thaw_every` thaws everything for one full collection."""

    def __init__(
        self, thaw_every: float = THAW_EVERY, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.thaw_every = thaw_every
        self.clock = clock
        self.promoted_at = middle_collections()  # at the last freeze
        self.thawed = self.frozen = clock()
        self.last_arrival = -math.inf
        self.freezes = 0
        self.thaws = 0
        self.found = 0  # what the full collections at the thaws freed, in all

    def arrived(self) -> None:
        """An interaction came in (bot.app): the bot is not quiet now."""
        self.last_arrival = self.clock()

    def quiet(self) -> bool:
        return self.clock() - self.last_arrival >= QUIET_FOR

    def thaw_due(self) -> bool:
        since = self.clock() - self.thawed
        return since >= THAW_AT_LATEST or (since >= self.thaw_every and self.quiet())

    def freeze_due(self) -> bool:
        if self.clock() - self.frozen >= FREEZE_AT_LATEST:
            return True
        promoted = middle_collections() - self.promoted_at
        return promoted >= PROMOTIONS_DUE and self.quiet()

    def look(self) -> None:
        """Thaw and collect everything when that is due; else freeze when that is due."""
        if self.thaw_due():
            gc.unfreeze()
            self.found += gc.collect()
            self.thawed = self.clock()
            self.thaws += 1
            self.freeze()
        elif self.freeze_due():
            self.freeze()

    def freeze(self) -> None:
        gc.freeze()
        self.promoted_at = middle_collections()
        self.frozen = self.clock()
        self.freezes += 1

    async def run(self, every: float = LOOK_EVERY) -> None:
        while True:
            await asyncio.sleep(every)
            self.look()
