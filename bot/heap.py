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
"""

from __future__ import annotations

import asyncio
import gc
import time

YOUNG = 5_000  # allocations between young collections (Python's default: 700)
# how often the keeper looks for a full collection that happened (seconds)
LOOK_EVERY = 1.0
# how often the frozen objects are handed back to the collector (seconds)
THAW_EVERY = 600.0


def tune() -> None:
    """Set the collector's thresholds for a long-running bot process."""
    gc.set_threshold(YOUNG, 10, 10)


def settle() -> None:
    """Collect once and freeze what is alive: call when the bot is ready."""
    gc.collect()
    gc.freeze()


def full_collections() -> int:
    return int(gc.get_stats()[2]["collections"])


class Keeper:
    """Freezes the survivors of each full collection; thaws them every `thaw_every`."""

    def __init__(self, thaw_every: float = THAW_EVERY) -> None:
        self.thaw_every = thaw_every
        self.seen = full_collections()
        self.thawed = time.monotonic()
        self.freezes = 0
        self.thaws = 0

    def look(self) -> None:
        """After a full collection: freeze its survivors, or, when it is time, thaw (the
        next full collection then walks everything)."""
        collections = full_collections()
        if collections == self.seen:
            return
        self.seen = collections
        if time.monotonic() - self.thawed >= self.thaw_every:
            gc.unfreeze()
            self.thawed = time.monotonic()
            self.thaws += 1
        else:
            gc.freeze()
            self.freezes += 1

    async def run(self, every: float = LOOK_EVERY) -> None:
        while True:
            await asyncio.sleep(every)
            self.look()
