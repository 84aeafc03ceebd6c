"""Forget Venice players: the AI and a greedy player (the random one comes from the contract).

The AI values an outcome of a round as its own gain minus 0.7 times the best gain of the
other two: a point for itself, and most of a point kept from the leader among the others.
It expects each other player to take the pile that adds most to their own score (the way
most people choose), so the Distributor searches all 301 cuts foreseeing both choices, and
the first chooser foresees the second. Gains are exact changes of this half's scores.

Measured with the benchmark, modelling opponents this way beat modelling them as players
like itself (47% against two greedy players, 83% this way), and weighting cards for the rest
of the half (suits a pair still wants, near-runs) did not pay, so it is left out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.base import Move, State
from games.venice import engine
from games.venice.data import load

RIVALRY = 0.7  # how much a point kept from the best other player is worth

Gain = Callable[[int, frozenset[int]], int]


def _gains(state: State) -> Gain:
    """gain(seat, pile) with a cache: each pile of a round is scored once per seat."""
    cache: dict[tuple[int, frozenset[int]], int] = {}

    def gain(seat: int, pile: frozenset[int]) -> int:
        key = (seat, pile)
        if key not in cache:
            cache[key] = engine.gain(state, seat, sorted(pile))
        return cache[key]

    return gain


def _best_for(seat: int, piles: Sequence[frozenset[int]], free: Sequence[int], gain: Gain) -> int:
    """The pile a player taking for their own score picks (ties: the first pile)."""
    return max(free, key=lambda k: (gain(seat, piles[k]), -k))


def _utility(seat: int, outcome: dict[int, int]) -> float:
    return outcome[seat] - RIVALRY * max(v for s, v in outcome.items() if s != seat)


def _roles(state: State) -> tuple[int, int, int]:
    """(first chooser, second chooser, Distributor)."""
    dist = int(state["distributor"])
    n = load().players
    return (dist + 1) % n, (dist + 2) % n, dist


def _outcome_after(
    state: State, piles: Sequence[frozenset[int]], first: int, gain: Gain
) -> dict[int, int]:
    """Everyone's gain once the first chooser took `first` and the rest chose greedily."""
    one, two, dist = _roles(state)
    second = _best_for(two, piles, [k for k in range(3) if k != first], gain)
    last = 3 - first - second
    return {
        one: gain(one, piles[first]),
        two: gain(two, piles[second]),
        dist: gain(dist, piles[last]),
    }


def choose(state: State, seat: int, level: int = 1) -> Move:
    """The AI's move for `seat` (deterministic, always legal)."""
    gain = _gains(state)
    one, _, _ = _roles(state)
    if state["piles"] is None:
        best: tuple[float, list[list[int]]] | None = None
        for cut in engine.splits_of(state["cards"]):
            piles = [frozenset(p) for p in cut]
            first = _best_for(one, piles, range(3), gain)
            score = _utility(seat, _outcome_after(state, piles, first, gain))
            if best is None or score > best[0]:
                best = (score, cut)
        assert best is not None
        return {"type": "split", "piles": best[1]}
    piles = [frozenset(p) for p in state["piles"]]
    free = [k for k, t in enumerate(state["taken"]) if t is None]
    if len(free) == 2:  # second chooser: the Distributor gets the other pile
        dist = int(state["distributor"])

        def value(k: int) -> float:
            other = free[1] if k == free[0] else free[0]
            return gain(seat, piles[k]) - RIVALRY * gain(dist, piles[other])

        return {"type": "choose", "pile": max(free, key=lambda k: (value(k), -k))}
    pick = max(free, key=lambda k: (_utility(seat, _outcome_after(state, piles, k, gain)), -k))
    return {"type": "choose", "pile": pick}


def greedy_move(state: State, seat: int) -> Move:
    """A player that cuts and takes for its own immediate score only: as Distributor, the
    cut that leaves it the best last pile when both choosers take greedily."""
    gain = _gains(state)
    if state["piles"] is None:
        one, _, dist = _roles(state)
        best: tuple[int, list[list[int]]] | None = None
        for cut in engine.splits_of(state["cards"]):
            piles = [frozenset(p) for p in cut]
            first = _best_for(one, piles, range(3), gain)
            mine = _outcome_after(state, piles, first, gain)[dist]
            if best is None or mine > best[0]:
                best = (mine, cut)
        assert best is not None
        return {"type": "split", "piles": best[1]}
    piles = [frozenset(p) for p in state["piles"]]
    free = [k for k, t in enumerate(state["taken"]) if t is None]
    return {"type": "choose", "pile": _best_for(seat, piles, free, gain)}
