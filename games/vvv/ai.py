"""VENNi, Vidi, Vici's computer players.

`choose` (the AI seat) looks one move ahead. For a circle, it draws each of a dozen
splitting circles chosen to differ (which dot is left alone, inside or outside, size) and
counts the locks and owners that follow. For a dot, a region's third dot is worth the best
circle it then allows; any other dot is judged by the chances it leaves: a dot alone in a
small empty region is likely to own it when it locks, while a region's second dot hands
the opponent a third dot (and a circle) on their turn. `greedy` takes the most immediate
points and otherwise plays any dot.
"""

from __future__ import annotations

from games.base import Move, State
from games.rng import Rng, seed_from
from games.vvv import choices, engine
from games.vvv.board import Board
from games.vvv.dots import dot_spots

CIRCLE_TRIES = 12  # splitting circles looked ahead at, per circle decision
LOOKAHEAD_TRIES = 9  # per would-be third dot
THIRDS = 8  # two-dot regions looked ahead at, per dot decision
GREEDY_TRIES = 6  # the greedy player's circles looked at
CHANCES = 0.0  # what an open two-dot region left behind costs (tried 0.25: it lost more)
SMALL = 20000.0  # a region this large is half as likely to lock soon as a tiny one


def _gain(state: State, seat: int, circle: list[int], chances: float) -> float:
    """Points `seat` gains less the opponent's when drawing `circle` now, less `chances`
    for each open region left with two dots (the opponent moves next: a third dot there
    is theirs, with the circle of their choice)."""
    new, _ = engine.apply(state, seat, {"type": "circle", "circle": circle})
    net = 0.0
    for lk in new["locks"][len(state["locks"]) :]:
        if lk["owner"] is not None:
            net += 1 if lk["owner"] == seat else -1
    if chances:
        b = engine.board_of(new)
        pairs = sum(1 for f, here in b.dots_in.items() if len(here) == 2 and f not in b.locked)
        net -= chances * pairs
    return net


def best_circle(
    state: State, seat: int, tries: int = CIRCLE_TRIES, chances: float = CHANCES
) -> tuple[float, list[int]]:
    """The best of `tries` varied splitting circles, with its value (ties: the first)."""
    best: tuple[float, list[int]] | None = None
    for circle in choices.circles(state, 0, tries):
        value = _gain(state, seat, circle, chances)
        if best is None or value > best[0]:
            best = (value, circle)
    assert best is not None
    return best


def _open_value(b: Board, state: State, seat: int, face_index: int) -> float:
    """A dot in a region holding fewer than two dots, before any look-ahead."""
    seats = state["dot_seats"]
    here = b.dots_in.get(face_index, [])
    mine = sum(1 for k in here if seats[k] == seat)
    small = 1.0 / (1.0 + b.arr.faces[face_index].area / SMALL)
    if not here:
        return 0.3 + 0.5 * small  # likely mine when it locks, and no third dot to offer
    if mine:
        return -0.4 + 0.3 * small  # two of mine: the opponent's third dot splits them
    return -0.2 + 0.4 * small  # evens theirs, but offers a third dot


def choose(state: State, seat: int, level: int = 1) -> Move:
    if engine.stage_of(state) == "circle":
        return {"type": "circle", "circle": best_circle(state, seat)[1]}
    b = engine.board_of(state)
    best: tuple[float, list[int]] | None = None
    thirds: list[tuple[float, list[int]]] = []
    for face in sorted(b.arr.faces, key=lambda f: (f.area, f.key)):
        if face.index in b.locked:
            continue
        n = len(b.dots_in.get(face.index, []))
        if n == 2 and len(thirds) >= THIRDS:
            continue
        spots = dot_spots(b, face, 1)
        if not spots:
            continue
        at = [spots[0][0], spots[0][1]]
        if n == 2:
            after, _ = engine.apply(state, seat, {"type": "dot", "at": at})
            thirds.append((best_circle(after, seat, LOOKAHEAD_TRIES)[0], at))
            continue
        value = _open_value(b, state, seat, face.index)
        if best is None or value > best[0]:
            best = (value, at)
    for value, at in thirds:
        if best is None or value > best[0]:
            best = (value, at)
    if best is None:
        return engine.legal_moves(state, seat)[0]
    return {"type": "dot", "at": best[1]}


def greedy(state: State, seat: int) -> Move:
    """Takes the most immediate points: a third dot and its best circle when one pays,
    else a random legal dot."""
    if engine.stage_of(state) == "circle":
        return {"type": "circle", "circle": best_circle(state, seat, GREEDY_TRIES, 0.0)[1]}
    b = engine.board_of(state)
    for face in sorted(b.arr.faces, key=lambda f: f.key):
        if face.index not in b.locked and len(b.dots_in.get(face.index, [])) == 2:
            spots = dot_spots(b, face, 1)
            if spots:
                at = [spots[0][0], spots[0][1]]
                after, _ = engine.apply(state, seat, {"type": "dot", "at": at})
                if best_circle(after, seat, GREEDY_TRIES, 0.0)[0] > 0:
                    return {"type": "dot", "at": at}
    rng = Rng(seed_from("vvv-greedy", state["seed"], len(state["turns"]), len(state["dots"])))
    return engine.sample_move(state, seat, rng)
