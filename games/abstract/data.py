"""Abstract's numbers, loaded once from data/abstract.json and checked at import."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "abstract.json"


@dataclass(frozen=True)
class AbstractData:
    raw: dict
    rounds: int
    dice: int
    faces: int
    rows: int
    cols: int
    # die square number (1-6) -> the four square indices (row * cols + col) it holds
    die_squares: dict[int, tuple[int, ...]]
    # square index -> die square number
    square_owner: tuple[int, ...]
    colours: dict[int, dict]
    bonus_by_face: dict[int, str]

    def goal(self, letter: str, option: int) -> dict:
        return self.raw["goals"][letter]["options"][str(option)]


def _build(raw: dict) -> AbstractData:
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
            owner[sq] = number
    faces = raw["faces"]
    data = AbstractData(
        raw=raw,
        rounds=raw["rounds"],
        dice=raw["dice"],
        faces=faces,
        rows=rows,
        cols=cols,
        die_squares=die_squares,
        square_owner=tuple(owner),
        colours={int(k): v for k, v in raw["colours"].items()},
        bonus_by_face={int(k): v for k, v in raw["bonus_by_face"].items()},
    )
    _validate(data)
    return data


def _validate(d: AbstractData) -> None:
    squares = d.rows * d.cols
    if sorted(sq for s in d.die_squares.values() for sq in s) != list(range(squares)):
        raise ValueError("abstract.json: die squares must cover the painting exactly once")
    if squares != d.rounds * 2:
        raise ValueError("abstract.json: the painting needs two squares per round")
    for face in range(1, d.faces + 1):
        if face not in d.colours or face not in d.bonus_by_face or face not in d.die_squares:
            raise ValueError(f"abstract.json: face {face} lacks a colour, bonus or die square")
    for letter, count in (("A", 6), ("B", 3), ("C", 3)):
        if sorted(map(int, d.raw["goals"][letter]["options"])) != list(range(1, count + 1)):
            raise ValueError(f"abstract.json: goal {letter} needs options 1-{count}")


@cache
def load() -> AbstractData:
    return _build(json.loads(DATA_FILE.read_text(encoding="utf-8")))
