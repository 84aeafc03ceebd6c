"""The crash-and-abuse suite's tally: every test adds what it did and what went wrong, and
the run ends with one table of counts (printed by tests/chaos/conftest.py).

`CHAOS_LONG=1` makes every chaos test run longer (more games, kills and hostile clicks); the
README quotes a long run's figures."""

from __future__ import annotations

import os
from collections import Counter

LONG = os.environ.get("CHAOS_LONG", "") not in ("", "0")

# kills, moves acknowledged, moves lost, hostile interactions, unanswered, state changes,
# tracebacks, games finished, stuck tables, duplicate finals, ... (keys are free text)
TALLY: Counter[str] = Counter()


def scale(short: int, long: int) -> int:
    """How many of something to do: `short` in `make test`, `long` with CHAOS_LONG=1."""
    return long if LONG else short
