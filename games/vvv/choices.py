"""What a player is offered to pick from on Discord: spots in a region and a short list of
splitting circles that differ from each other. Every offer is a legal move."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from games.base import State
from games.memo import PerThreadLru
from games.vvv import engine
from games.vvv.dots import dot_spots
from games.vvv.lattice import lattice
from games.vvv.report import regions

LETTERS = "ABCDEFGHI"
T = TypeVar("T")
_MEMO: PerThreadLru[tuple[Any, ...], Any] = PerThreadLru(256)


def _memo(key: tuple[Any, ...], make: Callable[[], T]) -> T:
    """Offers depend only on the board (and the pending dot), so a panel redrawn or a click
    read back finds the same list without searching again."""
    found: T | None = _MEMO.get(key)
    return found if found is not None else _MEMO.put(key, make())


def region_face(state: State, number: int) -> int | None:
    """The face index of the unlocked region with this number (as the view numbers them)."""
    return _numbered(state).get(number)


def _numbered(state: State) -> dict[int, int]:
    def make() -> dict[int, int]:
        b = engine.board_of(state)
        out = {}
        for reg in regions(state):
            face = b.face_at(*reg["point"])
            if reg["number"] and face is not None:
                out[reg["number"]] = face.index
        return out

    return _memo(("numbers", engine.board_key(state)), make)


def region_at(state: State, x: float, y: float) -> int | None:
    """The number of the unlocked region holding the point (None: none holds it)."""
    face = engine.board_of(state).face_at(x, y)
    if face is None:
        return None
    return next((n for n, index in _numbered(state).items() if index == face.index), None)


def spots(state: State, number: int, want: int = len(LETTERS)) -> list[list[int]]:
    """Up to nine legal dot spots of region `number`, spread over it; for a would-be third
    dot only spots that some circle can then split are offered."""
    face_index = region_face(state, number)
    if face_index is None:
        return []
    b = engine.board_of(state)
    found = _memo(
        ("spots", engine.board_key(state), face_index, want),
        lambda: [[x, y] for x, y in dot_spots(b, b.arr.faces[face_index], want, quick=False)],
    )
    return [list(p) for p in found]


def circles(state: State, page: int = 0, per_page: int = len(LETTERS)) -> list[list[int]]:
    """A page of splitting circles for the pending third dot, chosen to differ: grouped by
    which dot is left alone, whether it is inside or outside, and size, one from each group
    in turn."""
    every = _memo(
        ("circles", engine.board_key(state), tuple(state["pending"])), lambda: _varied(state)
    )
    return [list(c) for c in every[page * per_page : (page + 1) * per_page]]


def _varied(state: State) -> list[list[int]]:
    b = engine.board_of(state)
    face = b.face_at(*state["pending"])
    assert face is not None
    rows = b.splitting(face.index)
    lat = lattice()
    mine = [b.dots[k] for k in b.dots_in.get(face.index, [])]
    groups: dict[tuple[int, bool, int], list[list[int]]] = {}
    for row in rows:
        c = lat.circle(int(b.legal.index[row]))
        inside = [(x - c[0]) ** 2 + (y - c[1]) ** 2 < c[2] ** 2 for x, y in mine]
        alone = next((k for k in range(3) if inside.count(inside[k]) == 1), 0)
        key = (alone, inside[alone], min(c[2] // 60, 4))
        groups.setdefault(key, []).append(list(c))
    order: list[list[int]] = []
    lists = [groups[k] for k in sorted(groups)]
    depth = 0
    while len(order) < len(rows):
        for group in lists:
            if depth < len(group):
                # spread within a group too: every 7th, wrapping, so neighbours differ
                order.append(group[(depth * 7) % len(group)] if len(group) > 7 else group[depth])
        depth += 1
    seen: set[tuple[int, ...]] = set()
    unique: list[list[int]] = []
    for circle in order:
        if tuple(circle) not in seen:
            seen.add(tuple(circle))
            unique.append(circle)
    return unique


def open_regions(state: State) -> list[int]:
    """Numbers of the regions where a dot can go now."""
    return [n for n in sorted(_numbered(state)) if spots(state, n)]
