"""Exact integer tests between circles, dots and crossing points.

Every circle has an integer centre and radius and every dot integer coordinates, so the
questions the rules ask (do two circles cross with room to spare, is a dot far enough from
a circle) are comparisons of integers. Crossing points are irrational; two of them are
compared exactly by writing each as (A + B*sqrt(K)) / m with integer A, B, K, m and
deciding the sign of a sum of square roots by squaring (`_sign_root`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Circle = tuple[int, int, int]

CROSS, APART, TOO_CLOSE = "cross", "apart", "too close"


def relation(a: Circle, b: Circle, gap: int) -> str:
    """How two circles stand: CROSS (two crossing points, |r1-r2|+gap <= d <= r1+r2-gap),
    APART (d >= r1+r2+gap or d <= |r1-r2|-gap: one outside or inside the other with room)
    or TOO_CLOSE (touching or nearly touching). Decided on squared integers."""
    d2 = (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
    diff, total = abs(a[2] - b[2]), a[2] + b[2]
    if (diff + gap) ** 2 <= d2 <= (total - gap) ** 2:
        return CROSS
    if d2 >= (total + gap) ** 2 or (diff >= gap and d2 <= (diff - gap) ** 2):
        return APART
    return TOO_CLOSE


def inside(inner: Circle, outer: Circle, gap: int) -> bool:
    """The whole of `inner` lies inside `outer`, at least `gap` from it."""
    room = outer[2] - inner[2] - gap
    return room >= 0 and (inner[0] - outer[0]) ** 2 + (inner[1] - outer[1]) ** 2 <= room**2


def clear_of_circle(point: tuple[int, int], c: Circle, gap: int) -> bool:
    """The point is at least `gap` from the circle's curve, inside or outside."""
    d2 = (point[0] - c[0]) ** 2 + (point[1] - c[1]) ** 2
    return d2 >= (c[2] + gap) ** 2 or (c[2] >= gap and d2 <= (c[2] - gap) ** 2)


def strictly_inside(point: tuple[int, int], c: Circle) -> bool:
    return (point[0] - c[0]) ** 2 + (point[1] - c[1]) ** 2 < c[2] ** 2


@dataclass(frozen=True)
class Crossing:
    """One crossing point of two circles, exactly: (a + b*sqrt(k)) / m per coordinate."""

    a: tuple[int, int]
    b: tuple[int, int]
    k: int
    m: int

    def approx(self) -> tuple[float, float]:
        root = math.sqrt(self.k)
        return ((self.a[0] + self.b[0] * root) / self.m, (self.a[1] + self.b[1] * root) / self.m)


def crossings(c1: Circle, c2: Circle) -> tuple[Crossing, Crossing]:
    """The two crossing points of circles that cross; the first is on the left of the line
    from c1's centre to c2's (in the paper's axes)."""
    ux, uy = c2[0] - c1[0], c2[1] - c1[1]
    d2 = ux * ux + uy * uy
    nt = d2 + c1[2] ** 2 - c2[2] ** 2
    k = 4 * d2 * c1[2] ** 2 - nt * nt
    m = 2 * d2
    a = (m * c1[0] + nt * ux, m * c1[1] + nt * uy)
    return Crossing(a, (-uy, ux), k, m), Crossing(a, (uy, -ux), k, m)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _sign_root(a: int, b: int, k: int) -> int:
    """The sign of a + b*sqrt(k), k >= 0."""
    sa, sb = _sign(a), _sign(b) if k else 0
    if sb == 0:
        return sa
    if sa == 0 or sa == sb:
        return sb
    # opposite signs: compare squares
    return sa * _sign(a * a - b * b * k)


def _sign_two_roots(a: int, b: int, c: int, e: int, k1: int, k2: int) -> int:
    """The sign of a + b*sqrt(k1) + (c + e*sqrt(k1))*sqrt(k2)."""
    sp = _sign_root(a, b, k1)
    sq = _sign_root(c, e, k1) if k2 else 0
    if sq == 0:
        return sp
    if sp == 0 or sp == sq:
        return sq
    # P and Q*sqrt(k2) have opposite signs: the sign of P wins when P^2 > Q^2 k2
    rest = _sign_root(
        a * a + b * b * k1 - (c * c + e * e * k1) * k2, 2 * a * b - 2 * c * e * k2, k1
    )
    return sp * rest


def distance_at_least(p: Crossing, q: Crossing, gap: int) -> bool:
    """|p - q| >= gap, decided exactly (exactly `gap` counts as far enough)."""
    m1, m2 = p.m, q.m
    x = (m2 * p.a[0] - m1 * q.a[0], m2 * p.a[1] - m1 * q.a[1])
    y = (m2 * p.b[0], m2 * p.b[1])
    z = (-m1 * q.b[0], -m1 * q.b[1])

    def dot(u: tuple[int, int], v: tuple[int, int]) -> int:
        return u[0] * v[0] + u[1] * v[1]

    a = dot(x, x) + dot(y, y) * p.k + dot(z, z) * q.k - gap * gap * m1 * m1 * m2 * m2
    return _sign_two_roots(a, 2 * dot(x, y), 2 * dot(x, z), 2 * dot(y, z), p.k, q.k) >= 0
