"""Timing summaries shared by every benchmark (statistics.quantiles, not a hand-made one)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any


def quantile(values: Sequence[float], q: int) -> float:
    """The q-th percentile (inclusive method: never beyond the largest sample)."""
    if len(values) < 2:
        return float(values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def p95(values: Sequence[float]) -> float:
    return quantile(values, 95)


def summary_ms(seconds: Sequence[float]) -> dict[str, float]:
    """Median and p95 of durations given in seconds, in milliseconds."""
    return {
        "median_ms": round(statistics.median(seconds) * 1000, 2),
        "p95_ms": round(p95(seconds) * 1000, 2),
    }


def timed(policy: Callable[[Any, int], Any], seconds: list[float]) -> Callable[[Any, int], Any]:
    """`policy` (a player: state, seat -> move), each decision's duration appended to
    `seconds`."""

    def player(state: Any, seat: int) -> Any:
        t0 = time.perf_counter()
        move = policy(state, seat)
        seconds.append(time.perf_counter() - t0)
        return move

    return player
