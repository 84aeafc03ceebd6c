"""The lattice of circles a player may draw, as numpy arrays, and the vectorised filters
that strike out circles breaking rules 3 and 4 and the dot clearance.

Every decision here is exact: the circle tests compare squared integers (int64 holds them
with room to spare), and the crossing-point clearance (rule 4) is computed in floating
point only to sort the clear cases; a distance within a hair of the limit is decided by
games.vvv.exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from games.memo import PerThreadLru
from games.vvv.data import VvvData, load
from games.vvv.exact import CROSS, Circle, Crossing, crossings, distance_at_least, relation

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]

_NEAR = 1e-6  # squared distances this close to the limit are decided exactly


@dataclass(frozen=True)
class Lattice:
    cx: Ints
    cy: Ints
    r: Ints

    def __len__(self) -> int:
        return len(self.r)

    def circle(self, k: int) -> Circle:
        return (int(self.cx[k]), int(self.cy[k]), int(self.r[k]))


def on_lattice(c: Circle, d: VvvData | None = None) -> bool:
    d = d or load()
    x, y, r = c
    return (
        x % d.step == 0
        and y % d.step == 0
        and d.radius_min <= r <= d.radius_max
        and (r - d.radius_min) % d.radius_step == 0
        and x - r >= d.margin
        and y - r >= d.margin
        and x + r <= d.width - d.margin
        and y + r <= d.height - d.margin
    )


def snap(x: float, y: float, r: float, d: VvvData | None = None) -> Circle:
    """A typed circle moved to the nearest lattice centre and radius (halves go up)."""
    d = d or load()

    def nearest(v: float, step: int, base: int = 0) -> int:
        return base + step * int(np.floor((v - base) / step + 0.5))

    return (nearest(x, d.step), nearest(y, d.step), nearest(r, d.radius_step, d.radius_min))


@cache
def lattice() -> Lattice:
    d = load()
    xs, ys, rs = [], [], []
    for r in range(d.radius_min, d.radius_max + 1, d.radius_step):
        xr = np.arange(0, d.width + 1, d.step)
        yr = np.arange(0, d.height + 1, d.step)
        xr = xr[(xr - r >= d.margin) & (xr + r <= d.width - d.margin)]
        yr = yr[(yr - r >= d.margin) & (yr + r <= d.height - d.margin)]
        gx, gy = np.meshgrid(xr, yr, indexing="ij")
        xs.append(gx.ravel())
        ys.append(gy.ravel())
        rs.append(np.full(gx.size, r))
    return Lattice(
        np.concatenate(xs).astype(np.int64),
        np.concatenate(ys).astype(np.int64),
        np.concatenate(rs).astype(np.int64),
    )


@dataclass
class Survivors:
    """Lattice circles that cross exactly the allowed number of board circles with room,
    nest in none, and keep clear of every dot and crossing point."""

    index: Ints  # into the lattice
    crossed: Ints  # (M, 2) the board circles each one crosses
    points: Floats  # (M, 4, 2) its crossing points: two with each crossed circle


@dataclass
class Filter:
    """Per lattice circle, what the board so far has decided: struck out for good (`dead`:
    touching a circle, nested in one, crossing too many, near a dot or a crossing point; a
    board only ever gains circles and dots, so nothing comes back), and how many circles
    it crosses, with the first two."""

    dead: Bools
    count: npt.NDArray[np.int8]
    first: npt.NDArray[np.int16]
    second: npt.NDArray[np.int16]

    def copy(self) -> Filter:
        return Filter(self.dead.copy(), self.count.copy(), self.first.copy(), self.second.copy())


def _empty() -> Filter:
    n = len(lattice())
    return Filter(
        np.zeros(n, dtype=np.bool_),
        np.zeros(n, dtype=np.int8),
        np.full(n, -1, dtype=np.int16),
        np.full(n, -1, dtype=np.int16),
    )


def _add_circle(f: Filter, circles: list[Circle], board_crossings: list[Crossing]) -> None:
    """Strike out what the last of `circles` rules out (`board_crossings` already hold its
    crossing points)."""
    d = load()
    lat = lattice()
    cx, cy, r = lat.cx, lat.cy, lat.r
    g = d.circle_gap
    i = len(circles) - 1
    x, y, big = circles[i]
    d2 = (cx - x) ** 2 + (cy - y) ** 2
    diff = np.abs(r - big)
    total = r + big
    cross = ((diff + g) ** 2 <= d2) & (d2 <= (total - g) ** 2)
    apart = (d2 >= (total + g) ** 2) | ((diff >= g) & (d2 <= (diff - g) ** 2))
    room = big - r - g
    nested_in = (room >= 0) & (d2 <= room**2)  # no new area (rule 2)
    was = f.count.copy()
    f.dead |= ~(cross | apart) | nested_in | (cross & (was >= d.crossed))
    f.second = np.where(cross & (was == 1), np.int16(i), f.second).astype(np.int16)
    f.first = np.where(cross & (was == 0), np.int16(i), f.first).astype(np.int16)
    f.count = (was + cross).astype(np.int8)
    ready = ~f.dead & (f.count == d.crossed)
    # circles that now cross their two are checked against every crossing point; those
    # that already did, against the new circle's crossings only
    fresh = np.nonzero(ready & cross)[0]
    _strike_crowded(f, fresh, circles, board_crossings)
    mine = [
        p
        for other in circles[:-1]
        if relation(circles[i], other, 1) == CROSS
        for p in crossings(other, circles[i])
    ]
    old = np.nonzero(ready & ~cross)[0]
    _strike_crowded(f, old, circles, mine)


def _add_dot(f: Filter, p: tuple[int, int]) -> None:
    d = load()
    lat = lattice()
    gap = d.dot_gap
    d2 = (lat.cx - p[0]) ** 2 + (lat.cy - p[1]) ** 2
    r = lat.r
    f.dead |= ~((d2 >= (r + gap) ** 2) | ((r >= gap) & (d2 <= (r - gap) ** 2)))


def _strike_crowded(f: Filter, idx: Ints, circles: list[Circle], points: list[Crossing]) -> None:
    if not len(idx) or not points:
        return
    lat = lattice()
    crossed = np.stack([f.first[idx], f.second[idx]], axis=1).astype(np.int64)
    pts = _crossing_points(lat.cx[idx], lat.cy[idx], lat.r[idx], circles, crossed)
    keep = _clear_of_crossings(idx, crossed, pts, circles, points)
    f.dead[idx[~keep]] = True


# filters of recent boards, per thread: a game adds one circle or dot at a time, so the
# next board's filter grows from one of these
_FILTERS: PerThreadLru[tuple[tuple[Circle, ...], tuple[tuple[int, int], ...]], Filter] = (
    PerThreadLru(12)
)


def _filter(circles: tuple[Circle, ...], dots: tuple[tuple[int, int], ...]) -> Filter:
    """The filter of a board, grown from the cached filter of the board one circle or one
    dot before it when there is one (a game adds one at a time)."""
    key = (circles, dots)
    found = _FILTERS.get(key)
    if found is not None:
        return found
    before_dot = _FILTERS.get((circles, dots[:-1])) if dots else None
    before_circle = _FILTERS.get((circles[:-1], dots)) if len(circles) > 1 else None
    if before_dot is not None:
        found = before_dot.copy()
        _add_dot(found, dots[-1])
    elif before_circle is not None:
        found = before_circle.copy()
        _add_circle(found, list(circles), _board_crossings(circles))
    else:
        found = _empty()
        for n in range(1, len(circles) + 1):
            _add_circle(found, list(circles[:n]), _board_crossings(circles[:n]))
        for p in dots:
            _add_dot(found, p)
    return _FILTERS.put(key, found)


def _board_crossings(circles: tuple[Circle, ...]) -> list[Crossing]:
    return [
        p
        for i, a in enumerate(circles)
        for b in circles[i + 1 :]
        if relation(a, b, 1) == CROSS
        for p in crossings(a, b)
    ]


def survivors(circles: list[Circle], dots: list[tuple[int, int]]) -> Survivors:
    """The lattice circles that cross exactly two board circles with room, nest in none and
    keep clear of every dot and crossing point."""
    d = load()
    f = _filter(tuple(circles), tuple(dots))
    idx = np.nonzero(~f.dead & (f.count == d.crossed))[0]
    crossed = np.stack([f.first[idx], f.second[idx]], axis=1).astype(np.int64)
    lat = lattice()
    pts = _crossing_points(lat.cx[idx], lat.cy[idx], lat.r[idx], circles, crossed)
    return Survivors(idx, crossed, pts)


def _crossing_points(cx: Ints, cy: Ints, r: Ints, circles: list[Circle], crossed: Ints) -> Floats:
    board = np.array(circles, dtype=np.float64).reshape(-1, 3)
    out = np.zeros((len(r), 4, 2))
    for side in range(2):
        other = board[crossed[:, side]] if len(r) else np.zeros((0, 3))
        ux, uy = other[:, 0] - cx, other[:, 1] - cy
        d2 = ux * ux + uy * uy
        t = (d2 + r * r - other[:, 2] ** 2) / (2 * d2)
        h = np.sqrt(np.maximum(r * r / d2 - t * t, 0.0))
        for s, sign in enumerate((1.0, -1.0)):
            out[:, 2 * side + s, 0] = cx + t * ux - sign * h * uy
            out[:, 2 * side + s, 1] = cy + t * uy + sign * h * ux
    return out


def _clear_of_crossings(
    idx: Ints, crossed: Ints, pts: Floats, circles: list[Circle], board_crossings: list[Crossing]
) -> Bools:
    d = load()
    limit = float(d.crossing_gap**2)
    keep = np.ones(len(idx), dtype=np.bool_)
    doubt = np.zeros(len(idx), dtype=np.bool_)
    for q in board_crossings:
        qx, qy = q.approx()
        d2 = (pts[:, :, 0] - qx) ** 2 + (pts[:, :, 1] - qy) ** 2
        keep &= ~(d2 < limit - _NEAR).any(axis=1)
        doubt |= (np.abs(d2 - limit) <= _NEAR).any(axis=1)
    lat = lattice()
    for m in np.nonzero(doubt & keep)[0]:
        c = lat.circle(int(idx[m]))
        mine = [p for i in crossed[m] for p in crossings(c, circles[int(i)])]
        keep[m] = all(
            distance_at_least(p, q, d.crossing_gap) for p in mine for q in board_crossings
        )
    return keep
