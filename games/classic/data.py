"""Venn Classic's numbers, loaded once from data/classic.json and checked when first loaded.

The file lists the three card types (two outer colours and the colour of their overlap,
with the number of copies), the six colours with the types that show each, and the
table limits (hand size, count range, cards lost and recovered, players). This module
indexes it and refuses a file that disagrees with RULINGS.md section 2.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.schema import schema_problem

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "classic.json"

# What RULINGS.md settles (used only to refuse a wrong data file).
_RULED_TYPES = {
    "RY": ({"red", "yellow"}, "orange"),
    "YB": ({"yellow", "blue"}, "green"),
    "BR": ({"blue", "red"}, "purple"),
}
_RULED_COPIES = 16
_RULED_COLOURS = ("red", "yellow", "blue", "orange", "green", "purple")


@dataclass(frozen=True)
class CardType:
    code: str
    outer: tuple[str, str]
    inner: str
    copies: int

    @property
    def colours(self) -> tuple[str, str, str]:
        """The three colours a card of this type shows: its two circles and the overlap."""
        return (self.outer[0], self.outer[1], self.inner)


@dataclass(frozen=True)
class ClassicData:
    raw: dict[str, Any]
    types: dict[str, CardType]
    type_codes: tuple[str, ...]  # in file order
    colours: tuple[str, ...]  # in file order: the three primaries, then the overlaps
    rgb: dict[str, str]
    contains: dict[str, frozenset[str]]  # colour -> the types that show it
    hand_size: int
    count_min: int
    count_max: int
    cards_lost: int
    cards_recovered: int
    players_min: int
    players_max: int

    @property
    def deck_size(self) -> int:
        return sum(t.copies for t in self.types.values())

    def has_colour(self, type_code: str, colour: str) -> bool:
        return type_code in self.contains.get(colour, frozenset())


def _fail(message: str) -> None:
    raise ValueError(f"classic.json: {message}")


def _check_schema(raw: dict[str, Any]) -> None:
    """The file's shape, every key and type (data/schema/classic.json); what the ruling
    fixes about the cards and colours is checked by `_validate`."""
    problem = schema_problem(raw, DATA_FILE)
    if problem:
        _fail(problem)


def _build(raw: dict[str, Any]) -> ClassicData:
    _check_schema(raw)
    types: dict[str, CardType] = {}
    for entry in raw["deck"]:
        outer = tuple(entry["outer"])
        if len(outer) != 2:
            _fail(f"type {entry['type']} needs exactly two outer colours")
        types[entry["type"]] = CardType(
            code=entry["type"],
            outer=(outer[0], outer[1]),
            inner=entry["inner"],
            copies=int(entry["copies"]),
        )
    data = ClassicData(
        raw=raw,
        types=types,
        type_codes=tuple(types),
        colours=tuple(c["name"] for c in raw["colours"]),
        rgb={c["name"]: c["rgb"] for c in raw["colours"]},
        contains={c["name"]: frozenset(c["types"]) for c in raw["colours"]},
        hand_size=int(raw["hand_size"]),
        count_min=int(raw["count"]["min"]),
        count_max=int(raw["count"]["max"]),
        cards_lost=int(raw["cards_lost"]),
        cards_recovered=int(raw["cards_recovered"]),
        players_min=int(raw["players"]["min"]),
        players_max=int(raw["players"]["max"]),
    )
    _validate(data)
    return data


def _validate(d: ClassicData) -> None:
    if len(d.types) != len(d.raw["deck"]):
        _fail("a card type is listed twice")
    if set(d.types) != set(_RULED_TYPES):
        _fail("the card types must be RY, YB and BR")
    for code, (outer, inner) in _RULED_TYPES.items():
        t = d.types[code]
        if set(t.outer) != outer or t.inner != inner:
            _fail(f"type {code} must show {' and '.join(sorted(outer))} overlapping in {inner}")
        if t.copies != _RULED_COPIES:
            _fail(f"the deck holds {_RULED_COPIES} cards of type {code}")
    if len(d.colours) != len(set(d.colours)) or set(d.colours) != set(_RULED_COLOURS):
        _fail("the colours must be " + ", ".join(_RULED_COLOURS) + ", each once")
    # the colour table must agree with the types: a card shows a colour exactly when it is
    # one of its circles or their overlap
    for colour in d.colours:
        expected = {code for code, t in d.types.items() if colour in t.colours}
        if d.contains[colour] != expected:
            _fail(f"colour {colour} must list the types {sorted(expected)}")
        rgb = d.rgb[colour]
        if not (isinstance(rgb, str) and len(rgb) == 7 and rgb.startswith("#")):
            _fail(f"colour {colour} needs an rgb value like #rrggbb")
    if d.hand_size != 6:
        _fail("the hand size is 6")
    if (d.count_min, d.count_max) != (1, d.hand_size):
        _fail("a count runs from 1 to the hand size")
    if d.cards_lost != 2 or d.cards_recovered != 2:
        _fail("a loser loses 2 cards and a recovery takes back 2")
    if (d.players_min, d.players_max) != (2, 8):
        _fail("Venn Classic seats 2 to 8 players")
    if d.players_max * d.hand_size > d.deck_size:
        _fail("the deck cannot deal a full table")


@cache
def load() -> ClassicData:
    return _build(json.loads(DATA_FILE.read_text(encoding="utf-8")))


__all__ = ["DATA_FILE", "CardType", "ClassicData", "load"]
