"""The faces of an arrangement of circles inside the paper.

Every circle on a board crosses at least one other and the circles drawn in play each cross
two already there, so the union of the curves is one connected piece: every face is a
topological disk bounded by one cycle of arcs, except the outer face, which lies between
that cycle-of-the-whole and the paper's edge. Faces come from walking half-edges with the
face on the left (coordinates are read as a plane with x to the right and y the other axis;
the picture's y running downwards only mirrors it).

Floats are used for positions along the curves only; which circles cross, and where a dot
lies, are decided exactly elsewhere (games.vvv.exact). The rules keep every crossing at
least 2 units from every other and every dot 10 from every curve, so the floating point
here never sits near a decision.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from games.vvv.exact import CROSS, Circle, crossings, relation

TAU = 2 * math.pi
_RAY_NUDGE = 3.3e-7  # keeps a horizontal ray off integer crossing points


@dataclass(frozen=True)
class Arc:
    """The part of circle `circle` from angle `start` sweeping `sweep` (> 0, counter-
    clockwise in the plane); `forward` says the face on its left is inside the circle."""

    circle: int
    start: float
    sweep: float
    forward: bool
    head: int  # vertex the half-edge leaves
    tail: int  # vertex it reaches


@dataclass
class Face:
    index: int
    arcs: list[Arc]  # the boundary cycle (empty only when there is no circle)
    outer: bool
    area: float
    inside: frozenset[int]  # circles that contain the face
    point: tuple[float, float] = (0.0, 0.0)  # a point well inside the face
    neighbours: set[int] = field(default_factory=set)

    @property
    def key(self) -> tuple[tuple[int, ...], tuple[float, float]]:
        return (tuple(sorted(self.inside)), self.point)


def _arc_area(c: Circle, a0: float, a1: float) -> float:
    """Half the line integral of x dy - y dx along the circle from angle a0 to a1."""
    cx, cy, r = c
    return 0.5 * (
        r * r * (a1 - a0)
        + r * cx * (math.sin(a1) - math.sin(a0))
        - r * cy * (math.cos(a1) - math.cos(a0))
    )


def _on_arc(angle: float, start: float, sweep: float) -> bool:
    return (angle - start) % TAU <= sweep


class Arrangement:
    """Faces of `circles` on a paper `width` x `height`."""

    def __init__(
        self,
        circles: list[Circle] | tuple[Circle, ...],
        width: int,
        height: int,
        points: bool = True,
    ) -> None:
        self.circles: list[Circle] = list(circles)
        self.width, self.height = width, height
        self.vertices: list[tuple[float, float]] = []
        self.vertex_circles: list[tuple[int, int]] = []
        on_circle: dict[int, list[tuple[float, int]]] = {i: [] for i in range(len(self.circles))}
        for i, a in enumerate(self.circles):
            for j in range(i + 1, len(self.circles)):
                b = self.circles[j]
                if relation(a, b, 1) != CROSS:
                    continue
                for p in crossings(a, b):
                    x, y = p.approx()
                    v = len(self.vertices)
                    self.vertices.append((x, y))
                    self.vertex_circles.append((i, j))
                    on_circle[i].append((math.atan2(y - a[1], x - a[0]) % TAU, v))
                    on_circle[j].append((math.atan2(y - b[1], x - b[0]) % TAU, v))
        # half-edges: for each arc between consecutive vertices on a circle, both ways
        self.edges: list[Arc] = []
        out: dict[int, list[tuple[float, int]]] = {}  # vertex -> (tangent angle, edge)
        self.twin: list[int] = []
        for i, found in on_circle.items():
            if not found:
                continue
            found.sort()
            cx, cy, _ = self.circles[i]
            for k, (a0, v0) in enumerate(found):
                a1, v1 = found[(k + 1) % len(found)]
                sweep = (a1 - a0) % TAU or TAU
                e = len(self.edges)
                self.edges.append(Arc(i, a0, sweep, True, v0, v1))
                self.edges.append(Arc(i, a0, sweep, False, v1, v0))
                self.twin += [e + 1, e]
                # tangent directions leaving each end
                out.setdefault(v0, []).append((math.atan2(math.cos(a0), -math.sin(a0)), e))
                out.setdefault(v1, []).append((math.atan2(-math.cos(a1), math.sin(a1)), e + 1))
        order: dict[int, list[int]] = {}
        place: dict[int, int] = {}
        for v, leaving in out.items():
            leaving.sort()
            order[v] = [e for _, e in leaving]
            for n, e in enumerate(order[v]):
                place[e] = n
        nxt = [0] * len(self.edges)
        for e, arc in enumerate(self.edges):
            back = self.twin[e]
            ring = order[arc.tail]
            nxt[e] = ring[(place[back] - 1) % len(ring)]
        self.faces: list[Face] = []
        self.face_of_edge = [-1] * len(self.edges)
        outer_seen = False
        for e in range(len(self.edges)):
            if self.face_of_edge[e] >= 0:
                continue
            cycle, f = [], e
            while self.face_of_edge[f] < 0:
                self.face_of_edge[f] = len(self.faces)
                cycle.append(self.edges[f])
                f = nxt[f]
            area = sum(self._signed(arc) for arc in cycle)
            outer = area < 0
            if outer:
                if outer_seen:
                    raise ValueError("the circles must form one connected piece")
                outer_seen = True
                area += width * height
            self.faces.append(
                Face(len(self.faces), cycle, outer, area, self._inside_of(cycle, outer))
            )
        if not self.faces:
            self.faces.append(Face(0, [], True, float(width * height), frozenset()))
        for e, f in enumerate(self.face_of_edge):
            g = self.face_of_edge[self.twin[e]]
            if g != f:
                self.faces[f].neighbours.add(g)
        self.by_inside: dict[frozenset[int], list[Face]] = {}
        for face in self.faces:
            self.by_inside.setdefault(face.inside, []).append(face)
        if points:  # a quick arrangement for locating dots skips them
            for face in self.faces:
                face.point = self._interior_point(face)

    # ------------------------------------------------------------------ building blocks

    def _signed(self, arc: Arc) -> float:
        c = self.circles[arc.circle]
        if arc.forward:
            return _arc_area(c, arc.start, arc.start + arc.sweep)
        return _arc_area(c, arc.start + arc.sweep, arc.start)

    def _inside_of(self, cycle: list[Arc], outer: bool) -> frozenset[int]:
        if outer:
            return frozenset()
        arc = cycle[0]
        c = self.circles[arc.circle]
        mid = arc.start + arc.sweep / 2
        x, y = c[0] + c[2] * math.cos(mid), c[1] + c[2] * math.sin(mid)
        found = {arc.circle} if arc.forward else set()
        for j, d in enumerate(self.circles):
            if j != arc.circle and (x - d[0]) ** 2 + (y - d[1]) ** 2 < d[2] ** 2:
                found.add(j)
        return frozenset(found)

    def inside_set(self, x: float, y: float) -> frozenset[int]:
        return frozenset(
            j for j, d in enumerate(self.circles) if (x - d[0]) ** 2 + (y - d[1]) ** 2 < d[2] ** 2
        )

    def in_cycle(self, face: Face, x: float, y: float) -> bool:
        """Whether (x, y) lies within the face's boundary cycle (ray parity)."""
        y += _RAY_NUDGE
        hits = 0
        for arc in face.arcs:
            cx, cy, r = self.circles[arc.circle]
            dy = y - cy
            if abs(dy) >= r:
                continue
            w = math.sqrt(r * r - dy * dy)
            for hx in (cx - w, cx + w):
                if hx > x and _on_arc(math.atan2(dy, hx - cx) % TAU, arc.start, arc.sweep):
                    hits += 1
        return hits % 2 == 1

    def in_cycle_many(
        self, face: Face, xs: npt.NDArray[np.float64], ys: npt.NDArray[np.float64]
    ) -> npt.NDArray[np.bool_]:
        """`in_cycle` for many points at once."""
        ys = ys + _RAY_NUDGE
        hits = np.zeros(len(xs), dtype=np.int64)
        for arc in face.arcs:
            cx, cy, r = self.circles[arc.circle]
            dy = ys - cy
            near = np.abs(dy) < r
            w = np.sqrt(np.where(near, r * r - dy * dy, 0.0))
            for hx in (cx - w, cx + w):
                angle = np.arctan2(dy, hx - cx) % TAU
                hits += near & (hx > xs) & ((angle - arc.start) % TAU <= arc.sweep)
        inside: npt.NDArray[np.bool_] = hits % 2 == 1
        return inside

    def locate(self, x: float, y: float) -> Face | None:
        """The face holding the point (None off the paper). The caller keeps points off the
        curves (the rules keep dots 10 units away)."""
        if not (0 < x < self.width and 0 < y < self.height):
            return None
        found = self.by_inside.get(self.inside_set(x, y), [])
        return self.pick(found, x, y)

    def pick(self, found: list[Face], x: float, y: float) -> Face | None:
        if len(found) <= 1:
            return found[0] if found else None
        outer = None
        for face in found:
            if face.outer:
                outer = face
            elif self.in_cycle(face, x, y):
                return face
        return outer

    def _interior_point(self, face: Face) -> tuple[float, float]:
        """A point deep inside the face, the same on every machine to within rounding: the
        middle of the longest vertical run through the face, tried at a few columns."""
        if face.outer:  # the widest gap between the circles and the edge, somewhere
            xs = [self.width * (k + 0.5) / 10 for k in range(10)]
        else:
            lo = min(self._extent(arc)[0] for arc in face.arcs)
            hi = max(self._extent(arc)[1] for arc in face.arcs)
            xs = [lo + (hi - lo) * t for t in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95)]
        best: tuple[float, float, float] | None = None
        for x in xs:
            cuts = [0.0, float(self.height)]
            for cx, cy, r in self.circles:
                dx = x - cx
                if abs(dx) < r:
                    w = math.sqrt(r * r - dx * dx)
                    cuts += [cy - w, cy + w]
            cuts.sort()
            for y0, y1 in zip(cuts, cuts[1:], strict=False):
                if y1 - y0 < 1e-9:
                    continue
                y = (y0 + y1) / 2
                if (best is None or y1 - y0 > best[0]) and self.locate(x, y) is face:
                    best = (y1 - y0, x, y)
        if best is None:
            raise ValueError("a face with no room inside")
        return (best[1], best[2])

    def bounds(self, face: Face) -> tuple[float, float, float, float]:
        """The face's bounding box: x0, y0, x1, y1 (the whole paper for the outer face)."""
        if face.outer or not face.arcs:
            return (0.0, 0.0, float(self.width), float(self.height))
        xs = [self._extent(arc) for arc in face.arcs]
        ys = [self._extent(arc, vertical=True) for arc in face.arcs]
        return (
            min(a for a, _ in xs),
            min(a for a, _ in ys),
            max(b for _, b in xs),
            max(b for _, b in ys),
        )

    def _extent(self, arc: Arc, vertical: bool = False) -> tuple[float, float]:
        if vertical:
            cy, r = self.circles[arc.circle][1], self.circles[arc.circle][2]
            ys = [cy + r * math.sin(arc.start), cy + r * math.sin(arc.start + arc.sweep)]
            if _on_arc(math.pi / 2, arc.start, arc.sweep):
                ys.append(cy + r)
            if _on_arc(3 * math.pi / 2, arc.start, arc.sweep):
                ys.append(cy - r)
            return min(ys), max(ys)
        cx, _, r = self.circles[arc.circle]
        xs = [cx + r * math.cos(arc.start), cx + r * math.cos(arc.start + arc.sweep)]
        if _on_arc(0.0, arc.start, arc.sweep):
            xs.append(cx + r)
        if _on_arc(math.pi, arc.start, arc.sweep):
            xs.append(cx - r)
        return min(xs), max(xs)
