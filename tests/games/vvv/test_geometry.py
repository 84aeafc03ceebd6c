"""The geometry of VENNi, Vidi, Vici: exact tests, faces, areas, legal circles and locks."""

from __future__ import annotations

import math

import numpy as np
import pytest

from games.vvv.arrangement import Arrangement
from games.vvv.board import Board
from games.vvv.exact import (
    APART,
    CROSS,
    TOO_CLOSE,
    clear_of_circle,
    crossings,
    distance_at_least,
    relation,
)
from games.vvv.lattice import lattice, on_lattice, snap
from games.vvv.refusals import english

SETUP = ((400, 350, 220), (600, 350, 220))
DOTS = ((280, 350), (720, 350))


def lens_area(r: float, d: float) -> float:
    return 2 * r * r * math.acos(d / (2 * r)) - d / 2 * math.sqrt(4 * r * r - d * d)


# --------------------------------------------------------------------------- exact tests


def test_relation_follows_the_two_unit_margins() -> None:
    a = (100, 100, 50)
    assert relation(a, (100 + 98, 100, 50), 2) == CROSS  # d = r1 + r2 - 2
    assert relation(a, (100 + 99, 100, 50), 2) == TOO_CLOSE
    assert relation(a, (100 + 102, 100, 50), 2) == APART  # d = r1 + r2 + 2
    assert relation(a, (100 + 101, 100, 50), 2) == TOO_CLOSE
    assert relation(a, (100 + 18, 100, 30), 2) == APART  # inside: d = |r1 - r2| - 2
    assert relation(a, (100 + 19, 100, 30), 2) == TOO_CLOSE
    assert relation(a, (100 + 22, 100, 30), 2) == CROSS  # d = |r1 - r2| + 2
    assert relation(a, a, 2) == TOO_CLOSE


def test_dot_clearance_is_exact_and_ten_units_is_enough() -> None:
    c = (100, 100, 50)
    assert clear_of_circle((160, 100), c, 10) and clear_of_circle((140, 100), c, 10)
    assert not clear_of_circle((159, 100), c, 10) and not clear_of_circle((141, 100), c, 10)


def test_crossing_points_lie_on_both_circles() -> None:
    a, b = SETUP
    for p in crossings(a, b):
        x, y = p.approx()
        assert math.hypot(x - a[0], y - a[1]) == pytest.approx(220)
        assert math.hypot(x - b[0], y - b[1]) == pytest.approx(220)


def test_crossing_clearance_counts_exactly_two_as_far_enough() -> None:
    # (15, 20) is a crossing of these two; (17, 20) one of the next two, exactly 2 apart
    p = [q for q in crossings((0, 0, 25), (30, 0, 25)) if q.approx() == pytest.approx((15, 20))][0]
    q = [q for q in crossings((14, 16, 5), (20, 16, 5)) if q.approx() == pytest.approx((17, 20))][0]
    assert all(math.isqrt(x.k) ** 2 == x.k for x in (p, q))  # rational: a float could go either way
    assert distance_at_least(p, q, 2)
    assert not distance_at_least(p, q, 3)
    # irrational points, checked against a float far from the limit
    r = crossings((0, 0, 30), (41, 7, 23))[0]
    s = crossings((3, 5, 31), (40, 2, 21))[1]
    dist = math.dist(r.approx(), s.approx())
    assert distance_at_least(r, s, math.floor(dist)) and not distance_at_least(
        r, s, math.ceil(dist)
    )


def test_lattice_holds_the_ruled_circles() -> None:
    lat = lattice()
    assert 150_000 < len(lat) < 180_000
    assert ((lat.cx % 10 == 0) & (lat.cy % 10 == 0)).all()
    assert (lat.cx - lat.r >= 1).all() and (lat.cx + lat.r <= 999).all()
    assert (lat.cy - lat.r >= 1).all() and (lat.cy + lat.r <= 699).all()
    assert (
        on_lattice((500, 350, 340))
        and not on_lattice((500, 350, 345))
        and not on_lattice((505, 350, 40))
    )
    assert not on_lattice((340, 350, 340))  # touches the paper's edge
    assert snap(504.9, 355, 42.5) == (500, 360, 45)


# --------------------------------------------------------------------------- faces


def test_setup_has_four_regions_with_known_areas() -> None:
    arr = Arrangement(SETUP, 1000, 700)
    by_inside = {tuple(sorted(f.inside)): f for f in arr.faces}
    assert set(by_inside) == {(), (0,), (1,), (0, 1)}
    lens = lens_area(220, 200)
    assert by_inside[(0, 1)].area == pytest.approx(lens)
    assert by_inside[(0,)].area == pytest.approx(math.pi * 220**2 - lens)
    assert by_inside[()].area == pytest.approx(700_000 - 2 * math.pi * 220**2 + lens)
    assert arr.locate(280, 350) is by_inside[(0,)] and arr.locate(720, 350) is by_inside[(1,)]
    assert arr.locate(500, 350) is by_inside[(0, 1)] and arr.locate(20, 20) is by_inside[()]


def random_board(seed: int, size: int) -> tuple[tuple[int, int, int], ...]:
    """Circles added one by one, each crossing exactly two already there."""
    b = Board(SETUP, DOTS, ())
    rng = np.random.default_rng(seed)
    circles = list(SETUP)
    lat = lattice()
    while len(circles) < size:
        legal = b.legal
        row = int(rng.integers(len(legal)))
        circles.append(lat.circle(int(legal.index[row])))
        b = Board(tuple(circles), DOTS, ())
    return tuple(circles)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_areas_sum_to_the_paper_and_match_a_grid_count(seed: int) -> None:
    circles = random_board(seed, 9)
    b = Board(circles, DOTS, ())
    faces = b.arr.faces
    assert sum(f.area for f in faces) == pytest.approx(700_000)
    # count grid cells by the face holding their centre: areas agree to within the cells
    # a boundary can cut
    xs, ys = np.meshgrid(np.arange(0, 1000, 2) + 1.0, np.arange(0, 700, 2) + 1.0)
    where = b.locate_many(np.stack([xs.ravel(), ys.ravel()], axis=1))
    assert (where >= 0).all()
    counts = np.bincount(where, minlength=len(faces)) * 4.0
    for f in faces:
        rim = sum(r * arc.sweep for arc in f.arcs for r in [circles[arc.circle][2]])
        assert abs(counts[f.index] - f.area) <= 4 * rim + 50, f.index
    # every face's inner point lies in it and its containing set is right
    for f in faces:
        assert b.arr.locate(*f.point) is f
        x, y = f.point
        assert f.inside == frozenset(
            i for i, c in enumerate(circles) if math.hypot(x - c[0], y - c[1]) < c[2]
        )


# --------------------------------------------------------------------------- legal circles, locks


def test_circle_rules_on_the_setup_board() -> None:
    b = Board(SETUP, DOTS, ())
    assert b.circle_problem((500, 200, 100)) is None  # crosses both, pokes out above
    assert b.circle_problem((505, 200, 100)) == (
        "off-lattice",
        {"step": 10, "low": 20, "high": 340, "by": 5},
    )
    assert b.circle_problem((100, 100, 50)) == ("crossings", {"need": 2, "count": 0})  # none
    assert b.circle_problem((500, 350, 220)) == ("circle-near-dot", {"gap": 10})  # both dots
    assert b.circle_problem((500, 350, 150)) == ("covered", {})  # covered by the two
    inside = b.circle_problem((500, 350, 100))  # inside both, crossing none
    assert inside == ("crossings", {"need": 2, "count": 0})
    assert b.circle_problem((400, 350, 219 + 1)) == ("too-close", {"gap": 2})  # the same circle
    # the engine's English sentence names the rule as it always has
    assert inside is not None
    assert english(inside) == "A new circle must cross exactly 2 circles; that one crosses 0."
    legal = b.legal
    lat = lattice()
    found = {lat.circle(int(k)) for k in legal.index}
    assert (500, 200, 100) in found and (500, 350, 100) not in found
    # every legal circle crosses exactly two and keeps clear of the dots
    for k in legal.index[::97]:
        c = lat.circle(int(k))
        assert [relation(c, s, 2) for s in SETUP] == [CROSS, CROSS]
        assert all(clear_of_circle(d, c, 10) for d in DOTS)


def test_a_region_inside_three_circles_locks() -> None:
    circles = (*SETUP, (500, 200, 100))
    b = Board(circles, DOTS, ())
    locked = b.new_locks()
    assert frozenset({0, 1, 2}) in {f.inside for f in locked}
    assert all(f.inside != frozenset() for f in locked)  # the outside stays open
    # a lock stays: circles through it are no longer legal
    point = next(f for f in locked if len(f.inside) == 3).point
    after = Board(circles, DOTS, (point,))
    assert after.locked and all(
        not set(after.locked) & set(row.tolist()) for row in after.legal.arc_faces
    )


def test_splitting_circles_split_the_three_dots_one_from_two() -> None:
    dots = (*DOTS, (250, 300), (250, 420))
    b = Board(SETUP, dots, ())
    face = b.face_at(280, 350)
    assert face is not None and len(b.dots_in[face.index]) == 3
    rows = b.splitting(face.index)
    through = (b.legal.arc_faces == face.index).sum(axis=1)
    assert (through[rows] == 1).any() and (through[rows] >= 2).any()  # both ways are used
    lat = lattice()
    chosen = set(rows)
    entering = [int(r) for r in np.nonzero(through >= 1)[0]]
    for row in entering[::53]:
        c = lat.circle(int(b.legal.index[row]))
        after = Arrangement((*SETUP, c), 1000, 700, points=False)
        pieces = [after.locate(*dots[k]).index for k in b.dots_in[face.index]]  # type: ignore[union-attr]
        sizes = sorted(pieces.count(p) for p in set(pieces))
        assert (sizes == [1, 2]) == (row in chosen), c
    # a circle holding none of the three does not split them
    assert not b.splits((500, 200, 100), face.index)


def test_the_incremental_filter_matches_one_built_from_scratch() -> None:
    from games.vvv import lattice as L

    circles = random_board(4, 8)
    dots = (*DOTS, (60, 60), (940, 640))
    L._FILTERS.clear()
    grown = None
    for n in range(2, len(circles) + 1):  # one circle at a time, then one dot at a time
        grown = L._filter(circles[:n], DOTS)
    for k in range(len(DOTS) + 1, len(dots) + 1):
        grown = L._filter(circles, dots[:k])
    assert grown is not None
    L._FILTERS.clear()
    scratch = L._filter(circles, dots)
    assert (grown.dead == scratch.dead).all() and (grown.count == scratch.count).all()
    assert (grown.first == scratch.first).all() and (grown.second == scratch.second).all()


@pytest.mark.parametrize("seed", [5, 6])
def test_cuts_through_a_region_twice_agree_with_a_whole_new_arrangement(seed: int) -> None:
    """Rule 1 for circles with several arcs in the region, checked against the faces of
    the board with the circle added (the outer ring and inner regions both)."""
    circles = random_board(seed, 8)
    b0 = Board(circles, DOTS, ())
    checked = 0
    for face in sorted(b0.arr.faces, key=lambda f: -f.area)[:3]:
        spots = [p for p in (open_spots_of(b0, face)) if all(math.dist(p, d) >= 10 for d in DOTS)]
        if len(spots) < 9 or b0.dots_in.get(face.index):
            continue
        three = (spots[len(spots) // 5], spots[len(spots) // 2], spots[4 * len(spots) // 5])
        b = Board(circles, (*DOTS, *three), ())
        chosen = set(b.splitting(face.index))
        through = (b.legal.arc_faces == face.index).sum(axis=1)
        lat = lattice()
        many = np.nonzero(through >= 2)[0]
        for row in many[:: max(1, len(many) // 25)]:
            c = lat.circle(int(b.legal.index[row]))
            after = Arrangement((*circles, c), 1000, 700, points=False)
            pieces = [after.locate(*p).index for p in three]  # type: ignore[union-attr]
            sizes = sorted(pieces.count(p) for p in set(pieces))
            assert (sizes == [1, 2]) == (int(row) in chosen), c
            checked += 1
    assert checked > 20


def open_spots_of(b: Board, face: object) -> list[tuple[int, int]]:
    from games.vvv.dots import open_spots

    return [(int(x), int(y)) for x, y in open_spots(b, face)]  # type: ignore[arg-type]


def test_a_ring_of_circles_leaves_a_hole_that_counts_as_new_area() -> None:
    ring = ((380, 350, 100), (620, 350, 100), (500, 230, 100), (500, 470, 100))
    b = Board(ring, (), ())
    holes = [f for f in b.arr.faces if not f.inside and not f.outer]
    assert len(holes) == 1
    hole = holes[0]
    assert b.arr.locate(500, 350) is hole and b.arr.locate(5, 5) is not hole
    # a circle poking into the hole (and nowhere outside every circle) is legal: new area
    into = [row for row in b.legal.arc_faces if hole.index in row.tolist()]
    assert into
    outer = next(f for f in b.arr.faces if f.outer)
    assert any(outer.index not in row.tolist() for row in into)
