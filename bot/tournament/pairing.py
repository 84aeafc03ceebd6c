"""Who sits with whom in a tournament's round: pure functions of the standings so far.

A tournament's tables have the game's seat count (2 for VENNi, Vidi, Vici, 3 for Forget
Venice, ...). Two formats:

* **Swiss** (`swiss_round`): the players in order of their points so far (the order the
  standings give), seated table by table from the top, each table of players who have not
  met yet; a search backs up when the tail cannot be seated without a repeat, and only when
  no seating avoids every repeat does it take the one with the fewest. When the count does
  not divide by the seat count, the last table is filled by AI seats where the organiser
  allowed it; otherwise the players left over get a bye, the lowest placed first among
  those who have had the fewest byes (so a bye goes to someone new each round while
  anyone has had none). The short table goes last, unless only another place for it
  avoids a repeat.
* **Round-robin** (`round_robin`), for two-seat games and small fields: every pair meets
  once over n - 1 rounds (n + 1 - 1 with a bye when n is odd), by the circle method.

Players are named by any hashable id (the bot uses Discord user ids). Nothing here reads a
clock or draws at random: the same standings give the same round.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)

# tables tried per seat before the search settles for repeats (a field of 64 players seats
# in well under this; it only bounds a field where repeats cannot be avoided)
SEARCH_LIMIT = 20_000


@dataclass(frozen=True)
class Round(Generic[P]):
    """One round's seating: its tables (each a tuple of players; `None` is an AI seat) and
    the players who sit out with a bye."""

    tables: tuple[tuple[P | None, ...], ...]
    byes: tuple[P, ...] = ()
    repeats: int = 0  # pairs at the same table who had met before (0 whenever avoidable)


@dataclass
class History(Generic[P]):
    """Who has met whom, and how many byes each has had, over the rounds played."""

    met: set[frozenset[P]] = field(default_factory=set)
    byes: dict[P, int] = field(default_factory=dict)

    def add(self, played: Round[P]) -> None:
        for table in played.tables:
            people = [p for p in table if p is not None]
            self.met.update(frozenset(pair) for pair in itertools.combinations(people, 2))
        for p in played.byes:
            self.byes[p] = self.byes.get(p, 0) + 1

    def repeats(self, table: Iterable[P | None]) -> int:
        people = [p for p in table if p is not None]
        return sum(frozenset(pair) in self.met for pair in itertools.combinations(people, 2))


def swiss_round(
    ranked: Sequence[P], seats: int, history: History[P], *, ai_fills: bool
) -> Round[P]:
    """The next Swiss round for `ranked` (best first), tables of `seats`."""
    if seats < 2:
        raise ValueError("a table has at least two seats")
    players = list(ranked)
    left_over = len(players) % seats
    byes: list[P] = []
    if left_over and not ai_fills:
        byes = _bye_takers(players, left_over, history)
        players = [p for p in players if p not in byes]
        left_over = 0
    full = len(players) // seats
    # the short table (AI seats filling it) last, as the order says; but when that forces a
    # repeat, anywhere (whoever must sit at it may be high in the standings), the first
    # place that gives the fewest repeats
    orders = [[seats] * k + [left_over] + [seats] * (full - k) for k in range(full, -1, -1)]
    tables, repeats = [], -1
    for sizes in orders if left_over else [[seats] * full]:
        seated, found = _seat(players, sizes, history)
        if repeats < 0 or found < repeats:
            tables, repeats = seated, found
        if repeats == 0:
            break
    filled = tuple(tuple(t) + (None,) * (seats - len(t)) for t in tables)
    return Round(tables=filled, byes=tuple(byes), repeats=repeats)


def _bye_takers(ranked: list[P], count: int, history: History[P]) -> list[P]:
    """The `count` players who sit out: fewest byes so far, then the lowest placed."""
    order = sorted(
        range(len(ranked)), key=lambda k: (history.byes.get(ranked[k], 0), -k)
    )  # (the lowest placed has the highest index)
    return [ranked[k] for k in sorted(order[:count])]


def _seat(players: list[P], sizes: list[int], history: History[P]) -> tuple[list[list[P]], int]:
    """Tables of the given sizes, filled from the top of `players`: the first seating found
    with no repeat, else the one with the fewest repeats seen within the search's limit."""
    best: tuple[int, list[list[P]]] | None = None
    tried = 0

    def search(free: list[P], k: int, chosen: list[list[P]], repeats: int) -> bool:
        nonlocal best, tried
        if best is not None and repeats >= best[0]:
            return False
        if k == len(sizes):
            best = (repeats, [list(t) for t in chosen])
            return repeats == 0
        head, rest = free[0], free[1:]
        # the top free player sits with the nearest free players in the order who fit
        for others in itertools.combinations(range(len(rest)), sizes[k] - 1):
            tried += 1
            if tried > SEARCH_LIMIT and best is not None:
                return True  # settle for the best seen
            table = [head, *(rest[i] for i in others)]
            taken = set(others)
            remaining = [p for i, p in enumerate(rest) if i not in taken]
            chosen.append(table)
            if search(remaining, k + 1, chosen, repeats + history.repeats(table)):
                return True
            chosen.pop()
        return False

    search(players, 0, [], 0)
    assert best is not None  # every field has a seating, repeats allowed
    return best[1], best[0]


def round_robin(players: Sequence[P]) -> list[Round[P]]:
    """Every round of a two-seat round-robin: each pair meets exactly once."""
    circle: list[P | None] = list(players)
    if len(circle) % 2:
        circle.append(None)  # who meets nobody sits out with a bye
    n = len(circle)
    rounds: list[Round[P]] = []
    for _ in range(n - 1):
        tables: list[tuple[P | None, ...]] = []
        byes: list[P] = []
        for k in range(n // 2):
            a, b = circle[k], circle[n - 1 - k]
            if a is None or b is None:
                byes += [p for p in (a, b) if p is not None]
            else:
                tables.append((a, b))
        rounds.append(Round(tables=tuple(tables), byes=tuple(byes)))
        circle = [circle[0], circle[-1], *circle[1:-1]]  # the first stays, the rest turn
    return rounds
