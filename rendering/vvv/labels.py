"""Where the board's labels go: a region's number where the region is widest, a spot's
letter on the spot or beside it, never over a dot and never over another label. A label
with no room inside its region sits outside it, tied to the region by a short line.

Placement works in pixels, on the frame the picture is drawn at; it reads only shapes the
engine's view gives (boundary arcs, dots), never a rule."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw

Pt = tuple[float, float]
GAP = 3.0  # pixels kept between a label and a dot or another label


@dataclass(frozen=True)
class Placed:
    """A label: its text, its centre, its radius and the point it stands for (the same
    as the centre unless the label sits beside it, tied by a line)."""

    text: str
    at: Pt
    radius: float
    anchor: Pt

    @property
    def tied(self) -> bool:
        return math.dist(self.at, self.anchor) > 0.5


def _clear(at: Pt, radius: float, dots: Sequence[Pt], dot: float, placed: Sequence[Placed]) -> bool:
    return all(math.dist(at, p) >= radius + dot + GAP for p in dots) and all(
        math.dist(at, q.at) >= radius + q.radius + GAP for q in placed
    )


def _inside(size: tuple[int, int], at: Pt, radius: float) -> bool:
    return radius <= at[0] <= size[0] - radius and radius <= at[1] <= size[1] - radius


def widest(
    outline: Sequence[Pt], size: tuple[int, int], outer: bool = False
) -> list[tuple[Pt, float]]:
    """Points inside the outline (or outside it, for the outer region) with their room
    (distance to the boundary), widest first (a coarse grid over its box)."""
    if len(outline) < 3:
        return []
    pts = np.array(outline, dtype=np.float64)
    if outer:
        x0, y0, x1, y1 = 0.0, 0.0, float(size[0]), float(size[1])
    else:
        x0, y0 = max(0.0, pts[:, 0].min()), max(0.0, pts[:, 1].min())
        x1, y1 = min(float(size[0]), pts[:, 0].max()), min(float(size[1]), pts[:, 1].max())
    if x1 <= x0 or y1 <= y0:
        return []
    step = max(3.0, math.sqrt((x1 - x0) * (y1 - y0) / 900))
    w, h = int((x1 - x0) / step) + 1, int((y1 - y0) / step) + 1
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).polygon([((x - x0) / step, (y - y0) / step) for x, y in outline], 255)
    grid = np.array(mask) > 0
    if outer:
        grid = ~grid
    ys, xs = np.nonzero(grid)
    if not len(xs):
        return []
    cand = np.stack([x0 + xs * step, y0 + ys * step], axis=1)
    # the boundary, resampled finely enough that its nearest sample is its distance
    edge = pts[:: max(1, len(pts) // 600)]
    room = np.full(len(cand), np.inf)
    for k in range(0, len(edge), 200):
        part = edge[k : k + 200]
        dist = np.sqrt(((cand[:, None, :] - part[None, :, :]) ** 2).sum(axis=2)).min(axis=1)
        room = np.minimum(room, dist)
    if outer:  # the paper's edge bounds the outer region too
        room = np.minimum.reduce(
            [room, cand[:, 0], cand[:, 1], size[0] - cand[:, 0], size[1] - cand[:, 1]]
        )
    order = np.argsort(-room, kind="stable")
    return [((float(cand[k, 0]), float(cand[k, 1])), float(room[k])) for k in order if room[k] > 0]


def place(
    text: str,
    radius: float,
    spots: Sequence[Pt],
    anchor: Pt,
    size: tuple[int, int],
    dots: Sequence[Pt],
    dot: float,
    placed: list[Placed],
) -> Placed:
    """The first of `spots` (best first) where a label of this radius covers no dot and no
    label; failing that, the nearest clear place around `anchor`, tied to it by a line."""
    for at in spots:
        if _inside(size, at, radius) and _clear(at, radius, dots, dot, placed):
            found = Placed(text, at, radius, at)
            placed.append(found)
            return found
    for ring in range(1, 40):
        dist = radius + dot + ring * 6
        steps = max(12, int(math.tau * dist / 10))
        for k in range(steps):
            angle = -math.pi / 2 + k * math.tau / steps
            at = (anchor[0] + dist * math.cos(angle), anchor[1] + dist * math.sin(angle))
            if _inside(size, at, radius) and _clear(at, radius, dots, dot, placed):
                found = Placed(text, at, radius, anchor)
                placed.append(found)
                return found
    found = Placed(text, anchor, radius, anchor)  # nowhere clear on the whole picture
    placed.append(found)
    return found


def overlaps(placed: Sequence[Placed], dots: Sequence[Pt], dot: float) -> list[str]:
    """Labels that cover a dot or another label (for the tests; empty when all is well)."""
    out = []
    for k, a in enumerate(placed):
        if any(math.dist(a.at, p) < a.radius + dot for p in dots):
            out.append(f"{a.text} covers a dot")
        for b in placed[k + 1 :]:
            if math.dist(a.at, b.at) < a.radius + b.radius:
                out.append(f"{a.text} overlaps {b.text}")
    return out
