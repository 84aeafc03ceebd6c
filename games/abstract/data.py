"""Abstract's numbers, loaded once from data/abstract.json and checked at load.

The JSON schema (data/schema/abstract.json) checks the file's shape: every key, type and
range, a table for each face 1-6, options 1-6 for goal A and 1-3 for goals B and C. The
two relations a schema cannot state are checked here: the die squares tile the painting
exactly, and the painting has room for two squares a round.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.schema import schema_problem

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "abstract.json"


@dataclass(frozen=True)
class AbstractData:
    raw: dict[str, Any]
    min_players: int
    max_players: int
    rounds: int
    dice: int
    faces: int
    rows: int
    cols: int
    die_square_size: int  # a die square is a block this many squares wide and high
    die_square_grid: tuple[tuple[int, ...], ...]  # die-square numbers, row by row of blocks
    # die square number (1-6) -> the four square indices (row * cols + col) it holds
    die_squares: dict[int, tuple[int, ...]]
    # square index -> die square number
    square_owner: tuple[int, ...]
    colours: dict[int, dict[str, str]]  # face -> {"name", "rgb"}
    bonus_by_face: dict[int, str]  # face -> "adjust", "anywhere" or "star"
    bonus_labels: dict[str, str]  # "adjust" -> "+/-1 token", ...
    goal_titles: dict[str, str]  # "A" -> "Shapes", ...
    goal_option_by_face: dict[int, int]  # a rolled face -> the option of goal B or C
    points_per_pair: int  # goal B

    def goal(self, letter: str, option: int) -> dict[str, Any]:
        """One option of goal `letter` as the data file gives it."""
        found: dict[str, Any] = self.raw["goals"][letter]["options"][str(option)]
        return found


def _build(raw: dict[str, Any]) -> AbstractData:
    p = raw["painting"]
    rows, cols, size = p["rows"], p["cols"], p["die_square_size"]
    die_squares: dict[int, tuple[int, ...]] = {}
    for block_row, numbers in enumerate(p["die_square_grid"]):
        for block_col, number in enumerate(numbers):
            r0, c0 = block_row * size, block_col * size
            die_squares[number] = tuple(
                (r0 + dr) * cols + (c0 + dc) for dr in range(size) for dc in range(size)
            )
    owner = [0] * (rows * cols)
    for number, squares in die_squares.items():
        for sq in squares:
            if sq < len(owner):
                owner[sq] = number
    data = AbstractData(
        raw=raw,
        min_players=raw["players"]["min"],
        max_players=raw["players"]["max"],
        rounds=raw["rounds"],
        dice=raw["dice"],
        faces=raw["faces"],
        rows=rows,
        cols=cols,
        die_square_size=size,
        die_square_grid=tuple(tuple(numbers) for numbers in p["die_square_grid"]),
        die_squares=die_squares,
        square_owner=tuple(owner),
        colours={int(k): v for k, v in raw["colours"].items()},
        bonus_by_face={int(k): v for k, v in raw["bonus_by_face"].items()},
        bonus_labels={k: v["label"] for k, v in raw["bonuses"].items()},
        goal_titles={k: v["title"] for k, v in raw["goals"].items()},
        goal_option_by_face={int(k): v for k, v in raw["goal_option_by_face"].items()},
        points_per_pair=raw["goals"]["B"]["points_per_pair"],
    )
    _check_relations(data)
    return data


def _check_relations(d: AbstractData) -> None:
    squares = d.rows * d.cols
    covered = sorted(sq for s in d.die_squares.values() for sq in s)
    if covered != list(range(squares)) or sorted(d.die_squares) != list(range(1, d.faces + 1)):
        raise ValueError("abstract.json: die squares 1-6 must cover the painting exactly once")
    if squares != d.rounds * 2:
        raise ValueError("abstract.json: the painting needs two squares per round")
    if d.min_players > d.max_players:
        raise ValueError("abstract.json: players.min is above players.max")


def check(raw: Any) -> AbstractData:
    """`raw` checked against the schema and turned into AbstractData; a ValueError names
    the first problem found."""
    problem = schema_problem(raw, DATA_FILE)
    if problem:
        raise ValueError(f"abstract.json, {problem}")
    return _build(raw)


@cache
def load() -> AbstractData:
    return check(json.loads(DATA_FILE.read_text(encoding="utf-8")))
