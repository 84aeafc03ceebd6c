"""Scoring a half's collection: criteria I, II and III on a player's suit pairs.

- I: the smaller of the two counts of the pair's suits;
- II: the absolute difference of those counts;
- III: the longest run of consecutive ranks among cards that all carry one suit of the
  pair (ranks counted once: two cards of one rank do not lengthen a run).
A card counts for every suit it carries.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypedDict

from games.venice.data import CRITERIA, load


class Run(TypedDict):
    suit: str | None  # the suit the run shares (None for an empty collection)
    ranks: list[int]  # the run's ranks, ascending


class HalfScore(TypedDict):
    pairs: dict[str, str]  # criterion -> pair letter
    counts: dict[str, int]  # suit -> cards carrying it
    I: int  # noqa: E741 (the criterion's own name)
    II: int
    III: int
    run: Run
    total: int


def suit_counts(cards: Iterable[int]) -> dict[str, int]:
    d = load()
    counts = dict.fromkeys(d.suits, 0)
    for card in cards:
        for suit in d.cards[card].suits:
            counts[suit] += 1
    return counts


def longest_run(cards: Iterable[int], suits: Sequence[str]) -> Run:
    """The longest run of consecutive ranks among cards carrying one of `suits` (one suit
    for the whole run); ties go to the suit listed first, then the lower ranks."""
    d = load()
    best: Run = {"suit": None, "ranks": []}
    held = list(cards)
    for suit in suits:
        ranks = sorted({d.cards[c].rank for c in held if suit in d.cards[c].suits})
        start = 0
        for i in range(1, len(ranks) + 1):
            if i == len(ranks) or ranks[i] != ranks[i - 1] + 1:
                if i - start > len(best["ranks"]):
                    best = {"suit": suit, "ranks": ranks[start:i]}
                start = i
    return best


def score_collection(cards: Sequence[int], pairs: dict[str, str]) -> HalfScore:
    """The half's score of a collection, with everything a player needs to check it."""
    d = load()
    counts = suit_counts(cards)

    def pair_counts(criterion: str) -> tuple[int, int]:
        first, second = d.pairs[pairs[criterion]]
        return counts[first], counts[second]

    one = min(pair_counts("I"))
    a, b = pair_counts("II")
    two = abs(a - b)
    run = longest_run(cards, d.pairs[pairs["III"]])
    three = len(run["ranks"])
    return {
        "pairs": {c: pairs[c] for c in CRITERIA},
        "counts": counts,
        "I": one,
        "II": two,
        "III": three,
        "run": run,
        "total": one + two + three,
    }


def ranks_of(keys: Sequence[tuple[int, ...]]) -> list[int]:
    """Places as in sport: 1 + the number of players strictly ahead (1, 1, 3)."""
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]
