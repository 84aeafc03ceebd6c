"""VENNi, Vidi, Vici's numbers, loaded once from data/vvv.json and checked at load."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from games.schema import schema_problem

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "vvv.json"

Circle = tuple[int, int, int]
Point = tuple[int, int]


@dataclass(frozen=True)
class VvvData:
    raw: dict[str, Any]
    width: int
    height: int
    step: int  # lattice centres are multiples of this
    radius_min: int
    radius_max: int
    radius_step: int
    margin: int  # a lattice circle keeps at least this far inside the paper
    setup_circles: tuple[Circle, ...]
    setup_dots: tuple[Point, Point]  # the first player's, then the second's
    dot_gap: int  # a dot from circles, dots and the edge; a new circle from dots
    circle_gap: int  # between circles, crossing or not
    crossing_gap: int  # between crossing points
    crossed: int  # circles a new circle must cross
    target_points: int
    variants: tuple[str, ...]


def check(raw: Any) -> VvvData:
    """`raw` checked against the schema and turned into VvvData; a ValueError names the
    first problem found."""
    problem = schema_problem(raw, DATA_FILE)
    if problem:
        raise ValueError(f"vvv.json, {problem}")
    lo, hi, by = raw["lattice"]["radii"]
    if lo > hi or (hi - lo) % by:
        raise ValueError("vvv.json: lattice radii must run from the smallest to the largest")
    dots = raw["setup"]["dots"]
    return VvvData(
        raw=raw,
        width=raw["paper"][0],
        height=raw["paper"][1],
        step=raw["lattice"]["step"],
        radius_min=lo,
        radius_max=hi,
        radius_step=by,
        margin=raw["lattice"]["margin"],
        setup_circles=tuple((c[0], c[1], c[2]) for c in raw["setup"]["circles"]),
        setup_dots=((dots[0][0], dots[0][1]), (dots[1][0], dots[1][1])),
        dot_gap=raw["clearance"]["dot"],
        circle_gap=raw["clearance"]["circle"],
        crossing_gap=raw["clearance"]["crossing"],
        crossed=raw["crossed_per_circle"],
        target_points=raw["target_points"],
        variants=tuple(raw["variants"]),
    )


@cache
def load() -> VvvData:
    return check(json.loads(DATA_FILE.read_text(encoding="utf-8")))
