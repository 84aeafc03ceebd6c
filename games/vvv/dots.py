"""Where a dot may go: open spots of a region and the third-dot rule.

A dot needs an integer point of an unlocked region at least 10 units from every circle,
dot and the paper's edge; when it would be its region's third, some lattice circle must
split the three 1|2 (rule 1). Spots are looked for on a 5-unit grid first and on every
integer point of the region when the grid finds none. For a would-be third dot, spots
spread over the region are tried, then up to 300 more across it: a region where none of
these admits a splitting circle counts as full (the one place the search is not
exhaustive: a typed dot there is still judged exactly).
"""

from __future__ import annotations

import math

import numpy as np

from games.vvv.arrangement import Face
from games.vvv.board import Board, Point
from games.vvv.lattice import Ints

GRID = 5
LAST_TRIES = 300  # spots of a two-dot region tried one by one before it counts as full


def spots(b: Board, face: Face, step: int = GRID) -> Ints:
    """Rows of x, y: integer points of the face (every `step`) clear of circles and dots."""
    g = b.data.dot_gap
    x0, y0, x1, y1 = b.arr.bounds(face)
    lo_x = max(g, step * math.ceil(x0 / step))
    lo_y = max(g, step * math.ceil(y0 / step))
    hi_x = min(b.data.width - g, int(x1))
    hi_y = min(b.data.height - g, int(y1))
    if lo_x > hi_x or lo_y > hi_y:
        return np.zeros((0, 2), dtype=np.int64)
    xs, ys = np.meshgrid(
        np.arange(lo_x, hi_x + 1, step), np.arange(lo_y, hi_y + 1, step), indexing="ij"
    )
    pts = np.stack([xs.ravel(), ys.ravel()], axis=1).astype(np.int64)
    ok = np.ones(len(pts), dtype=np.bool_)
    for cx, cy, r in b.circles:
        d2 = (pts[:, 0] - cx) ** 2 + (pts[:, 1] - cy) ** 2
        ok &= (d2 >= (r + g) ** 2) | ((r >= g) & (d2 <= (r - g) ** 2))
    for qx, qy in b.dots:
        ok &= (pts[:, 0] - qx) ** 2 + (pts[:, 1] - qy) ** 2 >= g * g
    pts = pts[ok]
    where = b.locate_many(pts.astype(np.float64))
    found: Ints = pts[where == face.index]
    return found


def open_spots(b: Board, face: Face) -> Ints:
    found = spots(b, face)
    return found if len(found) else spots(b, face, 1)


def third_dot_works(b: Board, face: Face, p: Point, quick: bool = False) -> bool:
    """Some legal circle would split this face's two dots and `p` 1|2."""
    return bool(b.splitting(face.index, limit=1, extra=p, quick=quick))


def dot_spots(b: Board, face: Face, want: int, quick: bool = True) -> list[Point]:
    """Up to `want` legal dot spots of an unlocked face, spread over it, in a fixed order.
    With `quick`, a third dot is tried only against circles that cross the face once."""
    if face.index in b.locked:
        return []
    found = open_spots(b, face)
    if not len(found):
        return []
    third = len(b.dots_in.get(face.index, [])) == 2
    out: list[Point] = []
    for row in _spread(found, face.point, want * 4 + 12):
        p = (int(row[0]), int(row[1]))
        if third and not third_dot_works(b, face, p, quick=quick):
            continue
        out.append(p)
        if len(out) >= want:
            return out
    if third and not out:  # a few spots may work where the spread ones do not
        for row in found[:: max(1, len(found) // LAST_TRIES)]:
            p = (int(row[0]), int(row[1]))
            if third_dot_works(b, face, p, quick=quick):
                return [p]
    return out


def _spread(found: Ints, start: tuple[float, float], count: int) -> Ints:
    """Up to `count` of the points, far apart: the one nearest `start` first, then each
    time the point farthest from those already taken (ties to the lowest x, then y)."""
    order = np.lexsort((found[:, 1], found[:, 0]))
    pts = found[order].astype(np.float64)
    far = (pts[:, 0] - start[0]) ** 2 + (pts[:, 1] - start[1]) ** 2
    taken = [int(np.argmin(far))]
    gap = (pts[:, 0] - pts[taken[0], 0]) ** 2 + (pts[:, 1] - pts[taken[0], 1]) ** 2
    while len(taken) < min(count, len(pts)):
        k = int(np.argmax(gap))
        if gap[k] <= 0:
            break
        taken.append(k)
        gap = np.minimum(gap, (pts[:, 0] - pts[k, 0]) ** 2 + (pts[:, 1] - pts[k, 1]) ** 2)
    chosen: Ints = found[order][taken]
    return chosen


def any_legal_dot(b: Board) -> bool:
    """Whether a dot can go anywhere (a player without one passes)."""
    faces = [f for f in b.arr.faces if f.index not in b.locked]
    faces.sort(key=lambda f: len(b.dots_in.get(f.index, [])))
    for face in faces:
        if dot_spots(b, face, 1):
            return True
    for face in faces:  # two-dot regions again, with every kind of splitting circle
        if len(b.dots_in.get(face.index, [])) == 2 and dot_spots(b, face, 1, quick=False):
            return True
    return False
