"""Forget Venice's numbers, loaded once from data/venice.json and checked at load.

The JSON schema (data/schema/venice.json) checks the file's shape; the relations a schema
cannot state are checked here: 42 cards with unique names, each suit carried as often as
`suit_counts` says, every rank 1-12 present, the pairs cover the six suits once each, and
in every half each player's three criteria use the three pairs once each.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.schema import schema_problem

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "venice.json"
CRITERIA = ("I", "II", "III")


class DataError(ValueError):
    """data/venice.json breaks its schema or a relation between its parts."""


@dataclass(frozen=True)
class Card:
    id: int  # position in the data file; the deck is shuffled as a list of these
    name: str
    rank: int  # 1 (Ace) .. 12 (Crown)
    suits: tuple[str, ...]

    @property
    def title(self) -> str:
        """The card's name as the record and the players see it: "Ace of Moons", "Huntress"."""
        return self.name


@dataclass(frozen=True)
class VeniceData:
    players: int
    halves: int
    rounds_per_half: int
    cards_per_round: int
    piles: int
    suits: tuple[str, ...]
    rank_names: dict[int, str]
    pairs: dict[str, tuple[str, str]]
    # half (1, 2) -> per player (seat order) -> criterion ("I", "II", "III") -> pair letter
    criteria: dict[int, tuple[dict[str, str], ...]]
    cards: tuple[Card, ...]

    def criteria_of(self, half: int, seat: int) -> dict[str, str]:
        return dict(self.criteria[half][seat])


def _check(raw: dict[str, Any]) -> None:
    cards = raw["cards"]
    names = [c["name"] for c in cards]
    if len(set(names)) != len(names):
        raise DataError("venice.json: card names must be unique")
    counts = Counter(s for c in cards for s in c["suits"])
    for suit, count in raw["suit_counts"].items():
        if counts[suit] != count:
            raise DataError(f"venice.json: {suit} is on {counts[suit]} cards, not {count}")
    if sorted({c["rank"] for c in cards}) != list(range(1, 13)):
        raise DataError("venice.json: every rank from 1 (Ace) to 12 (Crown) needs a card")
    if [int(k) for k in raw["ranks"]] != list(range(1, 13)):
        raise DataError("venice.json: rank names must run in order from 1 to 12")
    paired = [s for pair in raw["pairs"].values() for s in pair]
    if sorted(paired) != sorted(raw["suits"]):
        raise DataError("venice.json: the three pairs must hold each suit exactly once")
    per_round = raw["cards_per_round"] * raw["rounds_per_half"]
    if per_round != len(cards):
        raise DataError("venice.json: the rounds of a half must use the whole deck")
    for half, rows in raw["criteria"].items():
        for player, row in enumerate(rows, start=1):
            if sorted(row.values()) != ["A", "B", "C"]:
                raise DataError(
                    f"venice.json: half {half}, player {player} must use each pair once"
                )


def build(raw: dict[str, Any]) -> VeniceData:
    """Check `raw` against the schema and the relations, and index it."""
    problem = schema_problem(raw, DATA_FILE)
    if problem:
        raise DataError(f"venice.json, {problem}")
    _check(raw)
    return VeniceData(
        players=raw["players"],
        halves=raw["halves"],
        rounds_per_half=raw["rounds_per_half"],
        cards_per_round=raw["cards_per_round"],
        piles=raw["piles"],
        suits=tuple(raw["suits"]),
        rank_names={int(k): v for k, v in raw["ranks"].items()},
        pairs={k: (v[0], v[1]) for k, v in raw["pairs"].items()},
        criteria={int(h): tuple(dict(r) for r in rows) for h, rows in raw["criteria"].items()},
        cards=tuple(
            Card(id=i, name=c["name"], rank=c["rank"], suits=tuple(c["suits"]))
            for i, c in enumerate(raw["cards"])
        ),
    )


@cache
def load() -> VeniceData:
    return build(json.loads(DATA_FILE.read_text(encoding="utf-8")))
