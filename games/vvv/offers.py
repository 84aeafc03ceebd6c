"""The circle picker's offers: the splitting circles a player is shown after a third dot,
near-duplicates collapsed, each with what it would do (which dot it sets apart, which
regions it would lock and for whom), all read from the engine by drawing the circle.

`games.vvv.choices.circles` (the AI's varied list) is left as it is: the AI's choices, and
so every recorded game, do not depend on what a person is shown.
"""

from __future__ import annotations

import math
from typing import Any, cast

from games.base import State
from games.memo import PerThreadLru
from games.vvv import choices, engine
from games.vvv.report import regions, view
from games.vvv.views import CircleOffer, LockOffer

PER_PAGE = 6  # small multiples in two columns of three: each readable on a phone
NEAR_CENTRE = 25  # units: a circle whose centre is this close to one offered already,
NEAR_RADIUS = 15  # whose radius is this close, and which sets the same dot apart the same
# way (inside or outside), is a near-duplicate of it and not offered again
_MEMO: PerThreadLru[tuple[Any, ...], Any] = PerThreadLru(64)


def _trio(state: State) -> list[int]:
    """Indices (into the state's dots) of the pending region's three dots."""
    b = engine.board_of(state)
    face = b.face_at(*state["pending"])
    assert face is not None
    return list(b.dots_in.get(face.index, []))


def _split(state: State, circle: list[int]) -> tuple[int, bool]:
    """The dot (an index into the state's dots) a circle sets apart from the other two of
    the pending region, and whether it is the one inside the circle."""
    cx, cy, r = circle
    trio = _trio(state)
    inside = [
        (state["dots"][k][0] - cx) ** 2 + (state["dots"][k][1] - cy) ** 2 < r * r for k in trio
    ]
    if inside.count(True) in (1, 2):
        lone = next(n for n in range(3) if inside.count(inside[n]) == 1)
        return trio[lone], inside[lone]
    # a circle through the region twice: the piece holding one dot is the one on its own
    return trio[0], inside[0]


def offered(state: State) -> list[list[int]]:
    """Every circle the picker offers, in the order shown: the AI's varied order, with
    near-duplicates of an earlier circle left out."""
    key = ("offered", engine.board_key(state), tuple(state["pending"]))
    found = _MEMO.get(key)
    if found is not None:
        return list(found)
    kept: list[tuple[list[int], tuple[int, bool]]] = []
    for circle in choices._varied(state):
        split = _split(state, circle)
        if not any(
            split == other_split
            and math.dist(circle[:2], other[:2]) <= NEAR_CENTRE
            and abs(circle[2] - other[2]) <= NEAR_RADIUS
            for other, other_split in kept
        ):
            kept.append((circle, split))
    out = [c for c, _ in kept]
    _MEMO.put(key, out)
    return out


def page(state: State, number: int) -> list[list[int]]:
    """The circles of page `number` (from 0); pages past the end wrap to the first."""
    every = offered(state)
    pages = max(1, -(-len(every) // PER_PAGE))
    number %= pages
    return every[number * PER_PAGE : (number + 1) * PER_PAGE]


def outcome(state: State, seat: int, circle: list[int]) -> CircleOffer:
    """What drawing `circle` now would do, read from the engine's own move: the dot set
    apart, the regions it would lock (by their number now, whole or a piece, and owner),
    and the board's regions after it (for the picture)."""
    key = ("outcome", engine.board_key(state), tuple(state["pending"]), tuple(circle), seat)
    found = _MEMO.get(key)
    if found is not None:
        return cast(CircleOffer, found)
    new, _ = engine.apply(state, seat, {"type": "circle", "circle": list(circle)})
    before, after = engine.board_of(state), engine.board_of(new)
    numbers = {face: number for number, face in choices._numbered(state).items()}
    after_regions = regions(new)
    index_of = {}
    for k, region in enumerate(after_regions):
        face = after.face_at(*region["point"])
        if face is not None:
            index_of[face.index] = k
    locks: list[LockOffer] = []
    for lk in new["locks"][len(state["locks"]) :]:
        old = before.face_at(*lk["point"])
        now = after.face_at(*lk["point"])
        assert old is not None and now is not None
        locks.append(
            {
                "region": numbers.get(old.index, 0),
                "whole": abs(old.area - now.area) <= 1e-6 * max(1.0, old.area),
                "owner": lk["owner"],
                "index": index_of[now.index],
            }
        )
    lone, inside = _split(state, circle)
    offer: CircleOffer = {
        "circle": list(circle),
        "alone": list(state["dots"][lone]),
        "alone_seat": state["dot_seats"][lone],
        "alone_is_new": list(state["dots"][lone]) == list(state["pending"]),
        "inside": inside,
        "others": [list(state["dots"][k]) for k in _trio(state) if k != lone],
        "locks": locks,
        "after": view(new, seat),
    }
    _MEMO.put(key, offer)
    return offer


def direction(alone: list[int], others: list[list[int]]) -> str:
    """Where the dot set apart lies, seen from the middle of the other two: "left",
    "upper-right"... (y runs downwards on the paper); the panel says it in words."""
    mx = (others[0][0] + others[1][0]) / 2
    my = (others[0][1] + others[1][1]) / 2
    angle = math.degrees(math.atan2(my - alone[1], alone[0] - mx)) % 360
    sides = ("right", "upper-right", "top", "upper-left", "left", "lower-left", "bottom")
    return (*sides, "lower-right")[round(angle / 45) % 8]
