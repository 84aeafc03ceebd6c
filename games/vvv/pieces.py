"""Rule 1 for circles that run through a region more than once, for many circles at once.

Each arc of a new circle inside region R is a cut from R's boundary to R's boundary, and
cuts split R into pieces; two dots share a piece exactly when they lie on the same side of
every cut. (R is a disk, or the outer ring whose cuts all start and end on its inner
boundary; either way each cut separates R.) The side of dot p for cut a is the parity of
a ray from p across the closed curve made of a and the stretch of R's boundary from a's
end back to its start: the ray's crossings with a, plus its crossings with R's boundary
that fall in that stretch. The crossings of each dot's ray with R's boundary are found
once, as positions along the boundary, so each cut costs a few array operations.

Floating point is safe here: dots are 10 units from every curve and the cut ends (crossing
points) 2 units from every other crossing point.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from games.vvv.arrangement import TAU, Arrangement, Face

Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]

_NUDGE = 3.3e-7
_ON = 1e-6


def _positions(arr: Arrangement, face: Face, x: float, y: float) -> list[float]:
    """Where the ray to the right of (x, y) crosses the face's boundary, as positions along
    the boundary cycle (edge number plus the fraction along it, in walking order)."""
    y += _NUDGE
    out = []
    for j, arc in enumerate(face.arcs):
        cx, cy, r = arr.circles[arc.circle]
        dy = y - cy
        if abs(dy) >= r:
            continue
        w = math.sqrt(r * r - dy * dy)
        for hx in (cx - w, cx + w):
            if hx <= x:
                continue
            f = (math.atan2(dy, hx - cx) - arc.start) % TAU / arc.sweep
            if f <= 1:
                out.append(j + (f if arc.forward else 1 - f))
    return out


def _where_on_boundary(arr: Arrangement, face: Face, px: Floats, py: Floats) -> Floats:
    """Position along the face's boundary of points known to lie on it."""
    out = np.full(len(px), np.nan)
    for j, arc in enumerate(face.arcs):
        cx, cy, r = arr.circles[arc.circle]
        on = np.abs(np.hypot(px - cx, py - cy) - r) < _ON
        f = (np.arctan2(py - cy, px - cx) - arc.start) % TAU / arc.sweep
        hit = on & (f <= 1) & np.isnan(out)
        out[hit] = j + (f[hit] if arc.forward else 1 - f[hit])
    return out


def split_one_two(
    arr: Arrangement,
    face: Face,
    circles: Floats,
    angles: Floats,
    in_face: Bools,
    dots: list[tuple[int, int]],
) -> Bools:
    """Per new circle (rows of cx, cy, r; its four crossing angles in order; which of its
    four arcs lie in the face): whether its cuts leave the three dots 1|2."""
    cx, cy, r = circles[:, 0], circles[:, 1], circles[:, 2]
    rays = [_positions(arr, face, float(x), float(y)) for x, y in dots]
    sides = np.zeros((len(circles), len(dots)), dtype=np.int64)
    for s in range(4):
        live = in_face[:, s]
        if not live.any():
            continue
        a0 = angles[:, s]
        a1 = angles[:, (s + 1) % 4] + (TAU if s == 3 else 0.0)
        start = _where_on_boundary(arr, face, cx + r * np.cos(a0), cy + r * np.sin(a0))
        end = _where_on_boundary(arr, face, cx + r * np.cos(a1), cy + r * np.sin(a1))
        for k, (x, y) in enumerate(dots):
            yy = y + _NUDGE
            dy = yy - cy
            near = np.abs(dy) < r
            w = np.sqrt(np.where(near, r * r - dy * dy, 0.0))
            hits = np.zeros(len(circles), dtype=np.int64)
            for hx in (cx - w, cx + w):
                angle = (np.arctan2(dy, hx - cx) - a0) % TAU
                hits += near & (hx > x) & (angle <= a1 - a0)
            # the boundary stretch from the cut's end, walking on, to its start
            for t in rays[k]:
                wraps = end > start
                hits += np.where(wraps, (t >= end) | (t < start), (t >= end) & (t < start))
            sides[:, k] |= np.where(live, (hits % 2) << s, 0)
    a, b, c = sides[:, 0], sides[:, 1], sides[:, 2]
    same = (a == b).astype(np.int64) + (b == c) + (a == c)
    result: Bools = same == 1  # exactly one pair shares a piece
    return result
