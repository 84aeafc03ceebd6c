"""A small seeded generator whose whole state is one integer kept in the game state.

Engines never touch the global `random`: a game replays exactly from its seed and moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: tiny, fast, and its state serialises as a single int."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], without modulo bias."""
        span = hi - lo + 1
        limit = (1 << 64) - ((1 << 64) % span)
        while True:
            x = self.next_u64()
            if x < limit:
                return lo + x % span

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randint(0, i)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randint(0, len(items) - 1)]


def seed_from(*parts: object) -> int:
    """Derive a stable 64-bit seed from any printable parts (e.g. state version and seat)."""
    h = 0xCBF29CE484222325
    for byte in "\x1f".join(str(p) for p in parts).encode():
        h = ((h ^ byte) * 0x100000001B3) & _MASK
    return h
