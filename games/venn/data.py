"""VENN's numbers, loaded once from data/venn.json and checked when first loaded.

Every number of the game (dice, sheet layout, point values, conditions, SUM rows, PARK)
lives in the JSON file; this module only indexes it and refuses a file that does not
describe the sheet settled in RULINGS.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.schema import schema_problem

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "venn.json"

# The kinds of condition test the engine knows and the parameters each needs.
TEST_PARAMS: dict[str, tuple[str, ...]] = {
    "divisible": ("n",),
    "at_most": ("n",),
    "at_least": ("n",),
    "equal": ("low", "high"),
    "prime": (),
    "even": (),
    "odd": (),
    "straight": ("low", "high"),
    "range": ("n",),
}

# Checks against RULINGS.md section 1 (used only to refuse a wrong data file).
_EXPECTED_OWN_CIRCLES = {
    "Cr": 3,
    "Cy": 1,
    "Lg": 3,
    "Gr": 1,
    "Kh": 2,
    "Te": 3,
    "Mu": 2,
    "Cb": 3,
    "Mb": 3,
}
_EXPECTED_CIRCLES = 33
_EXPECTED_OVERLAPS = 12
_EXPECTED_CONDITIONS = 22


@dataclass(frozen=True)
class Section:
    code: str
    name: str
    colour: str
    points: int
    circles: tuple[str, ...]  # left to right, the order PARK moves fill


@dataclass(frozen=True)
class Condition:
    name: str
    multiplier: int
    test: str
    n: int | None = None
    low: int | None = None
    high: int | None = None  # None: no upper bound

    # the numbers a test reads; the data check at load makes sure a test has the ones it uses
    @property
    def number(self) -> int:
        assert self.n is not None, f"{self.name} has no n"
        return self.n

    @property
    def lowest(self) -> int:
        assert self.low is not None, f"{self.name} has no low bound"
        return self.low


@dataclass(frozen=True)
class SumRow:
    dice: int
    boxes: tuple[int, ...]
    worth: int


@dataclass(frozen=True)
class VennData:
    raw: dict[str, Any]
    dice_names: tuple[str, ...]
    dice_sides: tuple[int, ...]
    max_value: int  # the largest value a sum of dice can reach
    lattice: tuple[tuple[str, ...], ...]
    section_codes: tuple[str, ...]
    sections: dict[str, Section]
    circle_ids: tuple[str, ...]  # every section circle once, in section order
    circle_sections: dict[str, tuple[str, ...]]  # circle -> the section(s) it belongs to
    bold: dict[str, tuple[int, ...]]  # bold circle -> die indices whose sum fills it
    condition_names: tuple[str, ...]
    conditions: dict[str, Condition]
    copies_by_players: dict[int, int]
    sum_rows: dict[str, SumRow]  # keyed "3", "4", "5"
    park_ids: tuple[str, ...]  # "P1".."P8"
    pair_points: tuple[int, ...]
    first_bonus: int
    different_bonus: int

    def die_index(self, name: str) -> int:
        return self.dice_names.index(name)


def _condition(entry: dict[str, Any]) -> Condition:
    return Condition(
        name=entry["name"],
        multiplier=entry["multiplier"],
        test=entry["test"],
        n=entry.get("n"),
        low=entry.get("low"),
        high=entry.get("high"),
    )


def _check_schema(raw: dict[str, Any]) -> None:
    """The file's shape, every key, type and range (data/schema/venn.json); how the parts
    fit together is checked by `_validate`."""
    problem = schema_problem(raw, DATA_FILE)
    if problem:
        _fail(problem)


def _build(raw: dict[str, Any]) -> VennData:
    _check_schema(raw)
    dice_names = tuple(d["name"] for d in raw["dice"])
    dice_sides = tuple(int(d["sides"]) for d in raw["dice"])
    sections = {
        s["code"]: Section(
            code=s["code"],
            name=s["name"],
            colour=s["colour"],
            points=s["points"],
            circles=tuple(s["circles"]),
        )
        for s in raw["sections"]
    }
    codes = tuple(s["code"] for s in raw["sections"])
    circle_ids: list[str] = []
    owners: dict[str, list[str]] = {}
    for code in codes:
        for cid in sections[code].circles:
            if cid not in owners:
                owners[cid] = []
                circle_ids.append(cid)
            owners[cid].append(code)
    conditions = {c["name"]: _condition(c) for c in raw["conditions"]}
    park = raw["park"]
    data = VennData(
        raw=raw,
        dice_names=dice_names,
        dice_sides=dice_sides,
        max_value=sum(dice_sides),
        lattice=tuple(tuple(row) for row in raw["lattice"]),
        section_codes=codes,
        sections=sections,
        circle_ids=tuple(circle_ids),
        circle_sections={cid: tuple(v) for cid, v in owners.items()},
        bold={cid: tuple(dice_names.index(n) for n in names) for cid, names in raw["bold"].items()},
        condition_names=tuple(c["name"] for c in raw["conditions"]),
        conditions=conditions,
        copies_by_players={int(k): int(v) for k, v in raw["copies_by_players"].items()},
        sum_rows={
            k: SumRow(dice=int(k), boxes=tuple(v["boxes"]), worth=v["worth"])
            for k, v in raw["sum_rows"].items()
        },
        park_ids=tuple(f"P{k}" for k in range(1, park["circles"] + 1)),
        pair_points=tuple(park["pair_points"]),
        first_bonus=raw["bonuses"]["first"],
        different_bonus=raw["bonuses"]["different"],
    )
    _validate(data)
    return data


def _fail(message: str) -> None:
    raise ValueError(f"venn.json: {message}")


def _neighbours(lattice: tuple[tuple[str, ...], ...]) -> set[frozenset[str]]:
    pairs = set()
    rows, cols = len(lattice), len(lattice[0])
    for r in range(rows):
        for c in range(cols):
            if r + 1 < rows:
                pairs.add(frozenset((lattice[r][c], lattice[r + 1][c])))
            if c + 1 < cols:
                pairs.add(frozenset((lattice[r][c], lattice[r][c + 1])))
    return pairs


def _validate(d: VennData) -> None:
    if len(d.dice_names) != 5 or len(set(d.dice_names)) != 5:
        _fail("five differently named dice are needed")
    if any(s < 2 for s in d.dice_sides):
        _fail("every die needs at least two sides")

    # layout: a 3x3 lattice naming every section once
    flat = [code for row in d.lattice for code in row]
    if len(d.lattice) != 3 or any(len(row) != 3 for row in d.lattice):
        _fail("the lattice must be 3 rows of 3 sections")
    if sorted(flat) != sorted(d.section_codes) or len(set(flat)) != 9:
        _fail("the lattice must name each of the nine sections once")
    if set(d.section_codes) != set(_EXPECTED_OWN_CIRCLES):
        _fail("the section codes differ from the ruled sheet")

    # circles: own circles belong to one section, overlap circles to two neighbours
    if len(d.circle_ids) != _EXPECTED_CIRCLES:
        _fail(f"the sheet needs {_EXPECTED_CIRCLES} circles, found {len(d.circle_ids)}")
    neighbours = _neighbours(d.lattice)
    overlaps = [cid for cid, owners in d.circle_sections.items() if len(owners) > 1]
    if len(overlaps) != _EXPECTED_OVERLAPS:
        _fail(f"the sheet needs {_EXPECTED_OVERLAPS} overlap circles, found {len(overlaps)}")
    seen_pairs = set()
    for cid, owners in d.circle_sections.items():
        if len(owners) > 2:
            _fail(f"circle {cid} belongs to more than two sections")
        if len(owners) == 2:
            pair = frozenset(owners)
            if pair not in neighbours:
                _fail(f"overlap circle {cid} joins sections that are not neighbours")
            if pair in seen_pairs:
                _fail(f"sections {sorted(pair)} share more than one circle")
            seen_pairs.add(pair)
            if set(cid.split("-")) != set(owners):
                _fail(f"overlap circle {cid} is listed in {owners}")
        elif "-" in cid or not cid.startswith(owners[0]):
            _fail(f"circle {cid} is named like an overlap or for another section")
    if seen_pairs != neighbours:
        _fail("every pair of neighbouring sections must share exactly one circle")
    for code, section in d.sections.items():
        if len(set(section.circles)) != len(section.circles):
            _fail(f"section {code} lists a circle twice")
        own = sum(1 for cid in section.circles if len(d.circle_sections[cid]) == 1)
        if own != _EXPECTED_OWN_CIRCLES[code]:
            _fail(f"section {code} needs {_EXPECTED_OWN_CIRCLES[code]} own circles, has {own}")
        if not isinstance(section.points, int) or section.points < 1:
            _fail(f"section {code} needs positive points")

    # geometry: every circle placed, and each section's list really runs left to right
    positions = d.raw.get("circle_positions", {})
    if set(positions) != set(d.circle_ids):
        _fail("circle_positions must place every circle exactly once")
    for code, section in d.sections.items():
        xs = [positions[cid][0] for cid in section.circles]
        if xs != sorted(xs):
            _fail(f"section {code} circles are not listed left to right")

    # bold circles: overlap circles filled from existing dice
    if not d.bold:
        _fail("the sheet needs bold circles")
    for cid, dice in d.bold.items():
        if cid not in d.circle_sections or len(d.circle_sections[cid]) != 2:
            _fail(f"bold circle {cid} must be an overlap circle")
        if not dice or len(set(dice)) != len(dice):
            _fail(f"bold circle {cid} needs distinct dice")

    # conditions
    if len(d.conditions) != _EXPECTED_CONDITIONS or len(d.condition_names) != len(d.conditions):
        _fail(f"the common sheet needs {_EXPECTED_CONDITIONS} differently named conditions")
    for cond in d.conditions.values():
        if cond.test not in TEST_PARAMS:
            _fail(f"condition {cond.name} has an unknown test {cond.test!r}")
        if not isinstance(cond.multiplier, int) or cond.multiplier < 1:
            _fail(f"condition {cond.name} needs a positive multiplier")
        raw = next(c for c in d.raw["conditions"] if c["name"] == cond.name)
        for param in TEST_PARAMS[cond.test]:
            if param not in raw:
                _fail(f"condition {cond.name} lacks parameter {param!r}")
        if cond.test in ("divisible", "at_most", "at_least", "range") and (
            not isinstance(cond.n, int) or cond.n < 1
        ):
            _fail(f"condition {cond.name} needs a positive n")
        bounded = cond.test in ("equal", "straight")
        bad_low = not isinstance(cond.low, int)
        bad_high = cond.high is not None and (
            not isinstance(cond.high, int) or cond.low is None or cond.high < cond.low
        )
        if bounded and (bad_low or bad_high):
            _fail(f"condition {cond.name} needs low <= high (high may be null)")

    # copies, SUM rows, PARK, bonuses
    if sorted(d.copies_by_players) != list(range(1, 7)):
        _fail("copies_by_players must cover 1 to 6 players")
    if any(v < 1 for v in d.copies_by_players.values()):
        _fail("every player count needs at least one copy of each condition")
    if sorted(d.sum_rows) != ["3", "4", "5"]:
        _fail("SUM rows are needed for 3, 4 and 5 dice")
    if len(d.park_ids) != 2 * len(d.pair_points) or not d.pair_points:
        _fail("the PARK needs two circles per pair")


@cache
def load() -> VennData:
    return _build(json.loads(DATA_FILE.read_text(encoding="utf-8")))
