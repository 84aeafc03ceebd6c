"""A board of VENNi, Vidi, Vici: circles, dots and locks, and every rule question about it.

`Board` answers: which face holds a point, which lattice circles obey rules 2-5 (and which
of their four arcs run through which face), which of those split a three-dot region 1|2
(rule 1), whether a dot may go somewhere, and which regions lock after a circle.

Each arc of a legal circle runs between two of its four crossing points and meets no other
curve, so it lies inside one face of the board: the faces a circle passes through are the
faces of its four arc midpoints. That turns rules 2 and 5 and locking into lookups.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from games.memo import PerThreadLru
from games.vvv.arrangement import TAU, Arrangement, Face
from games.vvv.data import load
from games.vvv.exact import CROSS, Circle, clear_of_circle, crossings, relation
from games.vvv.lattice import Bools, Floats, Ints, lattice, on_lattice, survivors
from games.vvv.pieces import split_one_two
from games.vvv.refusals import Problem

Point = tuple[int, int]
Spot = tuple[float, float]


@dataclass(frozen=True)
class Legal:
    """The lattice circles obeying rules 2-5 on a board, with the face of each arc."""

    index: Ints  # into the lattice
    arc_faces: Ints  # (M, 4)
    arc_points: Floats  # (M, 4, 2) the middle of each arc
    angles: Floats  # (M, 4) its crossing points' angles on it, in order: arc s runs from s to s+1

    def __len__(self) -> int:
        return len(self.index)


@dataclass(frozen=True)
class Through:
    """The rows of a board's `Legal` whose circle runs through one face, in order, with how
    many of its four arcs do and the circle itself."""

    rows: Ints
    through: Ints
    cx: Ints
    cy: Ints
    r: Ints


class Board:
    def __init__(
        self, circles: tuple[Circle, ...], dots: tuple[Point, ...], locks: tuple[Spot, ...]
    ) -> None:
        d = load()
        self.data = d
        self.circles = circles
        self.dots = dots
        self.lock_points = locks
        self.arr = Arrangement(circles, d.width, d.height)
        self._through_faces: dict[int, Through] = {}

    # ------------------------------------------------------------------ faces and points

    def face_at(self, x: float, y: float) -> Face | None:
        return self.arr.locate(x, y)

    @cached_property
    def locked(self) -> frozenset[int]:
        out = set()
        for x, y in self.lock_points:
            face = self.arr.locate(x, y)
            if face is not None:
                out.add(face.index)
        return frozenset(out)

    @cached_property
    def dots_in(self) -> dict[int, list[int]]:
        """Face index -> the indices of the dots in it."""
        out: dict[int, list[int]] = {}
        for k, (x, y) in enumerate(self.dots):
            face = self.arr.locate(x, y)
            if face is not None:
                out.setdefault(face.index, []).append(k)
        return out

    def locate_many(self, pts: Floats) -> Ints:
        """Face index of each point (rows of x, y), vectorised over the containing set."""
        n = len(self.circles)
        if len(pts) == 0:
            return np.zeros(0, dtype=np.int64)
        c = np.array(self.circles, dtype=np.float64)
        inside = (pts[:, 0:1] - c[:, 0]) ** 2 + (pts[:, 1:2] - c[:, 1]) ** 2 < c[:, 2] ** 2
        if n <= 62:
            # the containing set of each point as one whole number, looked up among the
            # containing sets of the faces (sorted once per board)
            bits = np.int64(1) << np.arange(n, dtype=np.int64)
            return self._locate_keys(pts, inside.astype(np.int64) @ bits)
        # the containing set of each point as whole-number words of 62 bits each
        words = -(-n // 62)
        keys = np.zeros((len(pts), words), dtype=np.int64)
        for w in range(words):
            part = inside[:, 62 * w : 62 * (w + 1)].astype(np.int64)
            keys[:, w] = part @ (np.int64(1) << np.arange(part.shape[1], dtype=np.int64))
        table, inverse = np.unique(keys, axis=0, return_inverse=True)
        inverse = inverse.ravel()
        order = np.argsort(inverse, kind="stable")
        bounds = np.searchsorted(inverse[order], np.arange(len(table) + 1))
        out = np.full(len(pts), -1, dtype=np.int64)
        for k, row in enumerate(table):
            members = frozenset(
                62 * w + b
                for w, word in enumerate(row.tolist())
                for b in range(62)
                if word >> b & 1
            )
            self._place(out, pts, order[bounds[k] : bounds[k + 1]], members)
        return out

    @cached_property
    def _face_keys(self) -> tuple[Ints, Ints, list[frozenset[int]]]:
        """The faces' containing sets of a board of at most 62 circles as whole numbers,
        sorted; with each, its one face (-1 where several faces share it) and the set."""
        sets = sorted(self.arr.by_inside, key=lambda m: sum(1 << j for j in m))
        keys = np.array([sum(1 << j for j in m) for m in sets], dtype=np.int64)
        single = np.array(
            [f[0].index if len(f) == 1 else -1 for f in map(self.arr.by_inside.__getitem__, sets)],
            dtype=np.int64,
        )
        return keys, single, sets

    def _locate_keys(self, pts: Floats, keys: Ints) -> Ints:
        known, single, sets = self._face_keys
        out = np.full(len(pts), -1, dtype=np.int64)
        if not len(known):
            return out
        at = np.minimum(np.searchsorted(known, keys), len(known) - 1)
        found = known[at] == keys  # a containing set no face has: no face (-1)
        out[found] = single[at[found]]
        for k in np.nonzero(single < 0)[0]:
            rows = np.nonzero(found & (at == k))[0]
            if len(rows):
                self._place(out, pts, rows, sets[int(k)])
        return out

    def _place(self, out: Ints, pts: Floats, rows: Ints, members: frozenset[int]) -> None:
        """Set the face of the points `rows`, which share the containing set `members`."""
        faces = self.arr.by_inside.get(members, [])
        if len(faces) == 1:
            out[rows] = faces[0].index
        elif faces:
            # several faces share the containing set: tell them apart by their cycles
            left = rows
            for face in faces:
                if face.outer or not len(left):
                    continue
                hit = self.arr.in_cycle_many(face, pts[left, 0], pts[left, 1])
                out[left[hit]] = face.index
                left = left[~hit]
            outer = [f for f in faces if f.outer]
            if outer and len(left):
                out[left] = outer[0].index

    # ------------------------------------------------------------------ circles, rules 2-5

    @cached_property
    def legal(self) -> Legal:
        s = survivors(list(self.circles), list(self.dots))
        lat = lattice()
        cx, cy = lat.cx[s.index].astype(np.float64), lat.cy[s.index].astype(np.float64)
        ang = np.sort(
            np.arctan2(s.points[:, :, 1] - cy[:, None], s.points[:, :, 0] - cx[:, None]) % TAU,
            axis=1,
        )
        nxt = np.roll(ang, -1, axis=1)
        nxt[:, -1] += TAU
        mid = (ang + nxt) / 2
        r = lat.r[s.index].astype(np.float64)[:, None]
        arc_pts = np.stack([cx[:, None] + r * np.cos(mid), cy[:, None] + r * np.sin(mid)], axis=2)
        faces = self.locate_many(arc_pts.reshape(-1, 2)).reshape(-1, 4)
        ok = np.ones(len(s.index), dtype=np.bool_)
        if self.locked:
            ok &= ~np.isin(faces, list(self.locked)).any(axis=1)  # rule 5
        empty = [f.index for f in self.arr.faces if not f.inside]
        new_area = np.isin(faces, empty).any(axis=1)  # an arc outside every circle (rule 2)
        for f in self.arr.faces:
            if not f.inside and not f.outer:  # a hole among the circles, enclosed whole
                hx, hy = f.point
                new_area |= (cx - hx) ** 2 + (cy - hy) ** 2 < r[:, 0] ** 2
        ok &= new_area
        return Legal(s.index[ok], faces[ok], arc_pts[ok], ang[ok])

    def circle_problem(self, c: Circle) -> Problem | None:
        """Why a circle breaks rules 2-5 here, as a refusal's key and numbers
        (games.vvv.refusals; None when it obeys them)."""
        d = self.data
        if not on_lattice(c, d):
            lattice_of = {"step": d.step, "low": d.radius_min, "high": d.radius_max}
            return "off-lattice", lattice_of | {"by": d.radius_step}
        crossed = 0
        for other in self.circles:
            rel = relation(c, other, d.circle_gap)
            if rel == "too close":
                return "too-close", {"gap": d.circle_gap}
            crossed += rel == CROSS
        if crossed != d.crossed:
            return "crossings", {"need": d.crossed, "count": crossed}
        for p in self.dots:
            if not clear_of_circle(p, c, d.dot_gap):
                return "circle-near-dot", {"gap": d.dot_gap}
        k = self._lattice_index(c)
        hit = np.nonzero(self.legal.index == k)[0]
        if len(hit):
            return None
        return self._why_not(c)

    def _why_not(self, c: Circle) -> Problem:
        s = survivors(list(self.circles), list(self.dots))
        if self._lattice_index(c) not in set(s.index.tolist()):
            if any(self._nested(c, o) for o in self.circles):
                return "nested", {}
            return "near-crossing", {"gap": self.data.crossing_gap}
        angles = sorted(
            math.atan2(y - c[1], x - c[0]) % TAU
            for o in self.circles
            if relation(c, o, self.data.circle_gap) == CROSS
            for x, y in (p.approx() for p in crossings(c, o))
        )
        for a0, a1 in zip(angles, [*angles[1:], angles[0] + TAU], strict=True):
            mid = (a0 + a1) / 2
            face = self.arr.locate(c[0] + c[2] * math.cos(mid), c[1] + c[2] * math.sin(mid))
            if face is not None and face.index in self.locked:
                return "through-locked", {}
        return "covered", {}

    def _nested(self, c: Circle, o: Circle) -> bool:
        room = o[2] - c[2] - self.data.circle_gap
        return room >= 0 and (c[0] - o[0]) ** 2 + (c[1] - o[1]) ** 2 <= room**2

    @staticmethod
    def _lattice_index(c: Circle) -> int:
        table = _lattice_lookup()
        return table.get(c, -1)

    # ------------------------------------------------------------------ rule 1

    def splitting(
        self,
        face_index: int,
        limit: int | None = None,
        extra: Point | None = None,
        quick: bool = False,
    ) -> list[int]:
        """Rows of `legal` whose circle splits the three dots of that face 1|2 (rule 1).

        With `extra`, the face holds two dots and `extra` is the would-be third: circles
        within the dot clearance of it are left out, as they would be once it is placed.
        Circles that cross the face once split it into inside and outside, decided by
        counting dots inside; circles running through it two or more times cut it into
        more pieces, told apart by games.vvv.pieces (done after the others, and left out
        with `quick` or once `limit` rows are found)."""
        mine = [self.dots[k] for k in self.dots_in.get(face_index, [])]
        if extra is not None:
            mine.append(extra)
        if len(mine) != 3:
            return []
        # only the rows whose circle passes through the face can split it; a board is asked
        # about the same face many times (every spot tried for a third dot), so those rows
        # are found once per face (`_through`) and every test below runs on them alone
        near = self._through(face_index)
        cx, cy, r, through = near.cx, near.cy, near.r, near.through
        usable = np.ones(len(near.rows), dtype=np.bool_)
        if extra is not None:
            g = self.data.dot_gap
            d2 = (cx - extra[0]) ** 2 + (cy - extra[1]) ** 2
            usable &= (d2 >= (r + g) ** 2) | ((r >= g) & (d2 <= (r - g) ** 2))
        inside = np.zeros(len(near.rows), dtype=np.int64)
        for x, y in mine:
            inside += (cx - x) ** 2 + (cy - y) ** 2 < r * r
        once = usable & (through == 1) & ((inside == 1) | (inside == 2))
        rows: list[int] = near.rows[np.nonzero(once)[0]].tolist()
        if (limit is not None and len(rows) >= limit) or quick:
            return rows[:limit]
        many = np.nonzero(usable & (through >= 2))[0]
        if len(many):
            legal = self.legal
            at = near.rows[many]
            circles = np.stack([cx[many], cy[many], r[many]], axis=1).astype(np.float64)
            hit = split_one_two(
                self.arr,
                self.arr.faces[face_index],
                circles,
                legal.angles[at],
                legal.arc_faces[at] == face_index,
                mine,
            )
            rows += [int(x) for x in at[hit]]
        rows.sort()
        return rows[:limit]

    def _through(self, face_index: int) -> Through:
        """The rows of `legal` whose circle runs through the face, with their circles."""
        found = self._through_faces.get(face_index)
        if found is None:
            legal = self.legal
            count = (legal.arc_faces == face_index).sum(axis=1)
            rows = np.nonzero(count >= 1)[0]
            lat = lattice()
            k = legal.index[rows]
            found = Through(rows, count[rows], lat.cx[k], lat.cy[k], lat.r[k])
            self._through_faces[face_index] = found
        return found

    def splits(self, c: Circle, face_index: int) -> bool:
        """Whether the circle (already known to obey rules 2-5) splits the face's dots 1|2."""
        mine = [self.dots[k] for k in self.dots_in.get(face_index, [])]
        if len(mine) != 3:
            return False
        k = self._lattice_index(c)
        rows = np.nonzero(self.legal.index == k)[0]
        if not len(rows):
            return False
        through = int((self.legal.arc_faces[int(rows[0])] == face_index).sum())
        if through == 0:
            return False
        if through == 1:
            return sum((x - c[0]) ** 2 + (y - c[1]) ** 2 < c[2] ** 2 for x, y in mine) in (1, 2)
        row = int(rows[0])
        hit = split_one_two(
            self.arr,
            self.arr.faces[face_index],
            np.array([c], dtype=np.float64),
            self.legal.angles[row : row + 1],
            self.legal.arc_faces[row : row + 1] == face_index,
            mine,
        )
        return bool(hit[0])

    # ------------------------------------------------------------------ locks

    def new_locks(self) -> list[Face]:
        """Unlocked faces no legal circle passes through: they lock now. A face inside three
        or more circles needs no search (a circle entering it would enclose no new area)."""
        entered: Bools = np.zeros(len(self.arr.faces), dtype=np.bool_)
        faces = self.legal.arc_faces.ravel()
        entered[faces[faces >= 0]] = True
        return [
            f
            for f in self.arr.faces
            if f.index not in self.locked and (len(f.inside) >= 3 or not entered[f.index])
        ]

    def owner(self, face: Face, seats: list[int]) -> int | None:
        """The seat with more dots in the face; None for a tie or an empty face."""
        count = [0, 0]
        for k in self.dots_in.get(face.index, []):
            count[seats[k]] += 1
        if count[0] == count[1]:
            return None
        return 0 if count[0] > count[1] else 1

    def lock_point(self, face: Face) -> list[float] | list[int]:
        """A point strictly inside the face, whole numbers when one near its centre works."""
        x, y = face.point
        ix, iy = round(x), round(y)
        if self.arr.locate(ix, iy) is face and all(
            abs(math.hypot(ix - c[0], iy - c[1]) - c[2]) >= 1 for c in self.circles
        ):
            return [ix, iy]
        return [round(x, 3), round(y, 3)]

    # ------------------------------------------------------------------ dots

    def dot_problem(self, p: Point) -> Problem | None:
        """Why a dot may not go there (apart from the third-dot rule), as a refusal's key
        and numbers (games.vvv.refusals)."""
        d = self.data
        x, y = p
        g = d.dot_gap
        if not (0 < x < d.width and 0 < y < d.height):
            return "off-paper", {}
        if not (g <= x <= d.width - g and g <= y <= d.height - g):
            return "near-edge", {"gap": g}
        for c in self.circles:
            if not clear_of_circle(p, c, g):
                return "near-circle", {"gap": g}
        for q in self.dots:
            if (q[0] - x) ** 2 + (q[1] - y) ** 2 < g * g:
                return "near-dot", {"gap": g}
        face = self.arr.locate(x, y)
        if face is None or face.index in self.locked:
            return "locked", {}
        return None


_LOOKUP: dict[Circle, int] = {}


def _lattice_lookup() -> dict[Circle, int]:
    if not _LOOKUP:
        lat = lattice()
        for k, c in enumerate(zip(lat.cx.tolist(), lat.cy.tolist(), lat.r.tolist(), strict=True)):
            _LOOKUP[c] = k
    return _LOOKUP


# recently used boards, per thread (AI seats think on worker threads)
_BOARDS: PerThreadLru[tuple[object, ...], Board] = PerThreadLru(32)


def board(circles: tuple[Circle, ...], dots: tuple[Point, ...], locks: tuple[Spot, ...]) -> Board:
    """The board for these circles, dots and lock points (recently used boards are kept)."""
    key = (circles, dots, locks)
    return _BOARDS.get(key) or _BOARDS.put(key, Board(circles, dots, locks))
