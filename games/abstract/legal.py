"""Every legal move of an Abstract seat, worked out from its draft (the engine's
`validate` decides each move alone; this lists them all, for the panels and the AI)."""

from __future__ import annotations

from games.abstract.data import load
from games.abstract.engine import PAINTS_PER_ROUND, Draft, draft_of, seat_problem
from games.base import Move, State


def _moves_for(dr: Draft) -> list[Move]:
    """Every legal move for a seat at draft position `dr` (seat assumed waiting)."""
    d = load()
    moves: list[Move] = []
    n = len(dr.dice)
    free = [i for i in range(n) if not dr.used[i]]
    if dr.paints < PAINTS_PER_ROUND:
        empty = [s for s, v in enumerate(dr.painting) if v is None]
        if dr.location_possible():
            for i in free:
                room = dr.free_in(dr.dice[i])
                for j in free:
                    if i == j:
                        continue
                    for s in room:
                        moves.append({"type": "paint", "location": i, "number": j, "square": s})
                    if dr.anywhere > 0:
                        for s in empty:
                            moves.append(_anywhere(i, j, s))
        else:
            for i in free:
                for j in free:
                    if i == j:
                        continue
                    for s in empty:
                        moves.append({"type": "x", "location": i, "number": j, "square": s})
                        if dr.anywhere > 0:
                            moves.append(_anywhere(i, j, s))
    if not dr.bonus_taken:
        moves.extend({"type": "bonus", "die": i} for i in free)
    if dr.adjust > 0:
        for i in free:
            for delta in (-1, 1):
                if 1 <= dr.dice[i] + delta <= d.faces:
                    moves.append({"type": "adjust", "die": i, "delta": delta})
    if dr.actions:
        moves.append({"type": "undo"})
    if dr.can_confirm():
        moves.append({"type": "confirm"})
    return moves


def _anywhere(location: int, number: int, square: int) -> Move:
    return {
        "type": "paint",
        "location": location,
        "number": number,
        "square": square,
        "anywhere": True,
    }


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` now, undo and confirm included when allowed."""
    if seat_problem(state, seat):
        return []
    return _moves_for(draft_of(state, seat))
