"""VENNi, Vidi, Vici's geometry against an independent oracle: shapely, with every circle a
polygon of 1,440 sides, for the faces, their areas and which face holds a point, and for
rules 2 and 5 of sampled lattice circles; the exact integer primitives for rules 3 and 4.
shapely is used here only; it never decides a rule at run time.

Where the oracle's polygons cannot tell (a sliver of new area, a curve grazing a locked
region) the circle is left out of the comparison, and the test says how many it compared.
"""

from __future__ import annotations

import numpy as np
import pytest
from shapely import Point, Polygon, STRtree, box
from shapely.ops import polygonize, unary_union

from games.rng import Rng
from games.vvv import GAME
from games.vvv import engine as E
from games.vvv.board import Board
from games.vvv.exact import CROSS, clear_of_circle, crossings, distance_at_least, relation
from games.vvv.lattice import lattice

SIDES = 360  # quad segments per quarter: 1,440 sides, off the true circle by < 0.001 units


def disk(c: tuple[int, int, int]) -> Polygon:
    return Point(c[0], c[1]).buffer(c[2], quad_segs=SIDES)


def oracle_faces(circles: tuple[tuple[int, int, int], ...]) -> list[Polygon]:
    lines = [disk(c).exterior for c in circles] + [box(0, 0, 1000, 700).exterior]
    return list(polygonize(unary_union(lines)))


def played(seed: int, turns: int) -> dict:  # type: ignore[type-arg]
    """A state of a random legal game after `turns` moves (or its end)."""
    state = E.new_game(2, {}, seed)
    rng = Rng(seed)
    for _ in range(turns):
        if state["over"]:
            break
        seat = GAME.waiting_for(state)[0]
        state, _ = E.apply(state, seat, GAME.random_move(state, seat, rng))
    return state


def board_of(state: dict) -> Board:  # type: ignore[type-arg]
    return Board(
        tuple((c[0], c[1], c[2]) for c in state["circles"]),
        tuple((p[0], p[1]) for p in state["dots"]),
        tuple((lk["point"][0], lk["point"][1]) for lk in state["locks"]),
    )


@pytest.mark.parametrize("seed", [11, 12])
def test_faces_and_point_location_agree_with_shapely(seed: int) -> None:
    state = played(seed, 60)
    b = board_of(state)
    polys = oracle_faces(b.circles)
    assert len(polys) == len(b.arr.faces)
    ours = sorted(f.area for f in b.arr.faces)
    theirs = sorted(p.area for p in polys)
    assert ours == pytest.approx(theirs, rel=1e-4, abs=0.5)
    rng = np.random.default_rng(seed)
    checked = 0
    for x, y in rng.uniform((1, 1), (999, 699), size=(400, 2)):
        # points near a curve are where polygons and circles may disagree: left out
        if any(abs(np.hypot(x - c[0], y - c[1]) - c[2]) < 0.5 for c in b.circles):
            continue
        face = b.face_at(float(x), float(y))
        holder = next(p for p in polys if p.contains(Point(x, y)))
        assert face is not None and face.area == pytest.approx(holder.area, rel=1e-4, abs=0.5)
        checked += 1
    assert checked > 300


def legal_by_oracle(b: Board, c: tuple[int, int, int], locked: list[Polygon]) -> bool | None:
    """Rules 2-5 for a lattice circle, decided without the lattice filter or the board's
    arcs; None when the polygons cannot tell."""
    crossed = []
    for other in b.circles:
        rel = relation(c, other, 2)
        if rel == "too close":
            return False
        if rel == CROSS:
            crossed.append(other)
    if len(crossed) != 2:
        return False
    if not all(clear_of_circle(p, c, 10) for p in b.dots):
        return False
    board_points = [
        p
        for i, a in enumerate(b.circles)
        for o in b.circles[i + 1 :]
        if relation(a, o, 1) == CROSS
        for p in crossings(a, o)
    ]
    mine = [p for o in crossed for p in crossings(c, o)]
    if not all(distance_at_least(p, q, 2) for p in mine for q in board_points):
        return False
    new_area = disk(c).difference(unary_union([disk(o) for o in b.circles])).area
    ring = disk(c).exterior
    through = [ring.intersection(poly).length for poly in locked]
    if 1e-6 < new_area < 1.0 or any(1e-6 < t < 1.0 for t in through):
        return None
    return new_area >= 1.0 and all(t <= 1e-6 for t in through)


@pytest.mark.parametrize("seed", [21, 22])
def test_legal_circles_agree_with_the_oracle(seed: int) -> None:
    state = played(seed, 40)
    b = board_of(state)
    polys = oracle_faces(b.circles)
    locked = [next(p for p in polys if p.contains(Point(*lk["point"]))) for lk in state["locks"]]
    assert locked, "the sample game has locked regions"
    # lattice circles that cross two board circles at all: the ones worth sampling
    lat = lattice()
    counts = np.zeros(len(lat), dtype=np.int64)
    for x, y, r in b.circles:
        d2 = (lat.cx - x) ** 2 + (lat.cy - y) ** 2
        counts += ((lat.r - r) ** 2 < d2) & (d2 < (lat.r + r) ** 2)
    pool = np.nonzero(counts == 2)[0]
    legal = set(b.legal.index.tolist())
    rng = np.random.default_rng(seed)
    picks = (
        rng.choice(pool, size=150, replace=False).tolist()
        + rng.choice(sorted(legal), size=50, replace=False).tolist()
    )
    agree = {True: 0, False: 0}
    for k in picks:
        c = lat.circle(int(k))
        expected = legal_by_oracle(b, c, locked)
        if expected is None:
            continue
        assert (k in legal) == expected, c
        assert (b.circle_problem(c) is None) == expected, c
        agree[expected] += 1
    assert agree[True] >= 30 and agree[False] >= 30, agree


@pytest.mark.parametrize("seed", [31])
def test_locked_regions_are_the_ones_no_legal_circle_enters(seed: int) -> None:
    """On a board of a random game, after a circle: each locked region is crossed by none
    of the board's legal circles, and each unlocked one by at least one (the oracle's
    polygons against the board's own legal list; rings of 256 sides, off the true circle
    by under 0.1 unit, while a legal curve keeps 2 units from every crossing point)."""
    state = played(seed, 40)
    while state["turns"] and "circle" not in state["turns"][-1]:
        state = played(seed, len(state["turns"]) - 1)
    b = board_of(state)
    polys = oracle_faces(b.circles)
    lat = lattice()
    rings = [
        Point(*lat.circle(int(k))[:2]).buffer(lat.circle(int(k))[2], quad_segs=64).exterior
        for k in b.legal.index.tolist()
    ]
    tree = STRtree(rings)
    locked = unlocked = 0
    for face in b.arr.faces:
        poly = next(p for p in polys if p.contains(Point(*face.point)))
        through = max((rings[k].intersection(poly).length for k in tree.query(poly)), default=0.0)
        if face.index in b.locked:
            assert through < 0.5, face.point
            locked += 1
        else:
            assert through > 0.5, face.point
            unlocked += 1
    assert locked and unlocked
