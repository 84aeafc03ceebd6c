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
"""

from __future__ import annotations

import gc

YOUNG = 5_000  # allocations between young collections (Python's default: 700)


def tune() -> None:
    """Set the collector's thresholds for a long-running bot process."""
    gc.set_threshold(YOUNG, 10, 10)


def settle() -> None:
    """Collect once and freeze what is alive: call when the bot is ready."""
    gc.collect()
    gc.freeze()
