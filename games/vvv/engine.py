"""VENNi, Vidi, Vici: the rules engine (pure; the geometry lives in board.py).

A turn is one dot and, when that dot is its region's third, a circle by the same player.
Moves: {"type": "dot", "at": [x, y]}, {"type": "circle", "circle": [cx, cy, r]} and
{"type": "pass"} (only when no dot can go anywhere). After each circle every region no
legal circle can enter locks, for the seat with more dots in it.
"""

from __future__ import annotations

from typing import Any

from games.base import (
    Event,
    Flow,
    IllegalMove,
    Move,
    State,
    copy_state,
    count_move,
    is_int,
    moves_made,
)
from games.rng import Rng
from games.vvv.board import Board, Point, board
from games.vvv.data import load
from games.vvv.dots import any_legal_dot, dot_spots, third_dot_works
from games.vvv.refusals import Problem, english

NAME = "vvv"
PHASE = "play"
MOVE_KEYS = {"dot": {"type", "at"}, "circle": {"type", "circle"}, "pass": {"type"}}


# --------------------------------------------------------------------------- setup


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """Two neutral circles, a dot for each player in its crescent; the seed picks who
    starts (and gets the star)."""
    d = load()
    if not is_int(players) or players != 2:
        raise ValueError("VENNi, Vidi, Vici is for exactly 2 players.")
    options = dict(options or {})
    variant = options.get("variant", "standard")
    if variant not in d.variants:
        raise ValueError(f"Unknown variant {variant!r}; there are {', '.join(d.variants)}.")
    rng = Rng(seed)
    first = rng.randint(0, 1)
    return {
        "game": NAME,
        "seed": seed,
        "players": 2,
        "options": options,
        "variant": variant,
        "first": first,
        "circles": [list(c) for c in d.setup_circles],
        "circle_seats": [None] * len(d.setup_circles),
        "dots": [list(d.setup_dots[0]), list(d.setup_dots[1])],
        "dot_seats": [first, 1 - first],
        "locks": [],
        "turns": [],
        "pending": None,
        "passes": 0,
        "final": False,
        "over": False,
        "winner": None,
        "seats": [{"seat": k} for k in range(2)],
        "moves": [0, 0],
    }


# --------------------------------------------------------------------------- reading a state


def board_key(state: State) -> tuple[Any, ...]:
    """What the board of a state is made of: its circles, dots and lock points."""
    return (
        tuple((c[0], c[1], c[2]) for c in state["circles"]),
        tuple((p[0], p[1]) for p in state["dots"]),
        tuple((lk["point"][0], lk["point"][1]) for lk in state["locks"]),
    )


def board_of(state: State) -> Board:
    return board(*board_key(state))


def seat_to_act(state: State) -> int | None:
    if state["over"]:
        return None
    first: int = state["first"]
    return first if len(state["turns"]) % 2 == 0 else 1 - first


def stage_of(state: State) -> str:
    if state["over"]:
        return ""
    return "circle" if state["pending"] is not None else "dot"


def points(state: State) -> list[int]:
    """Points per seat: owned locked regions, plus (advanced scoring) one per pair of
    regions of the same owner that share a border."""
    owned = [0, 0]
    for lk in state["locks"]:
        if lk["owner"] is not None:
            owned[lk["owner"]] += 1
    if state["variant"] != "advanced":
        return owned
    return [owned[k] + pairs(state)[k] for k in range(2)]


def pairs(state: State) -> list[int]:
    b = board_of(state)
    owner_of: dict[int, int] = {}
    for lk in state["locks"]:
        face = b.face_at(*lk["point"])
        if face is not None and lk["owner"] is not None:
            owner_of[face.index] = lk["owner"]
    out = [0, 0]
    for f, who in owner_of.items():
        for g in b.arr.faces[f].neighbours:
            if g > f and owner_of.get(g) == who:
                out[who] += 1
    return out


def claimed(state: State) -> list[int]:
    owned = [0, 0]
    for lk in state["locks"]:
        if lk["owner"] is not None:
            owned[lk["owner"]] += 1
    return owned


def circles_drawn(state: State) -> list[int]:
    out = [0, 0]
    for s in state["circle_seats"]:
        if s is not None:
            out[s] += 1
    return out


def leader(state: State) -> int | None:
    """The seat ahead on points, then on circles drawn; None while tied on both."""
    pts, drawn = points(state), circles_drawn(state)
    a, b = (pts[0], drawn[0]), (pts[1], drawn[1])
    if a == b:
        return None
    return 0 if a > b else 1


# --------------------------------------------------------------------------- validating


def _point(value: Any) -> Point | None:
    if isinstance(value, list | tuple) and len(value) == 2 and all(is_int(v) for v in value):
        return (value[0], value[1])
    return None


def problem(state: State, seat: int, move: Move) -> Problem | None:
    """None when `move` is legal for `seat`, else the broken rule's key and numbers
    (games.vvv.refusals)."""
    if not is_int(seat) or seat not in (0, 1):
        return "no-seat", {}
    if state["over"]:
        return "game-over", {}
    if seat != seat_to_act(state):
        return "not-your-turn", {}
    if not isinstance(move, dict) or move.get("type") not in MOVE_KEYS:
        return "not-a-move", {}
    kind = move["type"]
    if set(move) != MOVE_KEYS[kind]:
        return f"fields-{kind}", {}
    stage = stage_of(state)
    if stage == "circle" and kind != "circle":
        return "circle-now", {}
    if stage == "dot" and kind == "circle":
        return "dot-first", {}
    b = board_of(state)
    if kind == "pass":
        return ("pass-not-stuck", {}) if any_legal_dot(b) else None
    if kind == "dot":
        return _dot_problem(b, move["at"])
    c = move["circle"]
    if not (isinstance(c, list | tuple) and len(c) == 3 and all(is_int(v) for v in c)):
        return "circle-form", {}
    circle = (c[0], c[1], c[2])
    found = b.circle_problem(circle)
    if found:
        return found
    face = b.face_at(*state["pending"])
    assert face is not None
    if not b.splits(circle, face.index):
        return "no-split", {}
    return None


def _dot_problem(b: Board, at: Any) -> Problem | None:
    p = _point(at)
    if p is None:
        return "dot-form", {}
    found = b.dot_problem(p)
    if found:
        return found
    face = b.face_at(*p)
    assert face is not None
    if len(b.dots_in.get(face.index, [])) == 2 and not third_dot_works(b, face, p):
        return "third-dot", {}
    return None


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    found = problem(state, seat, move)
    return english(found) if found else None


# --------------------------------------------------------------------------- applying


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    reason = validate(state, seat, move)
    if reason:
        raise IllegalMove(reason)
    new = copy_state(state)
    count_move(new, seat)
    events: list[Event] = []
    kind = move["type"]
    if kind == "pass":
        new["turns"].append({"seat": seat, "pass": True})
        new["passes"] += 1
        events.append({"type": "pass", "seat": seat})
        events += _turn_done(new, seat)
        return new, events
    if kind == "dot":
        p = [move["at"][0], move["at"][1]]
        b = board_of(state)
        face = b.face_at(p[0], p[1])
        assert face is not None
        third = len(b.dots_in.get(face.index, [])) == 2
        new["dots"].append(p)
        new["dot_seats"].append(seat)
        events.append({"type": "dot", "seat": seat, "at": p, "third": third})
        if third:
            new["pending"] = p
            return new, events
        new["turns"].append({"seat": seat, "dot": p})
        new["passes"] = 0
        events += _turn_done(new, seat)
        return new, events
    c = [move["circle"][0], move["circle"][1], move["circle"][2]]
    new["circles"].append(c)
    new["circle_seats"].append(seat)
    turn = len(new["turns"])
    after = board_of(new)
    locks = []
    for face in sorted(after.new_locks(), key=lambda f: f.key):
        lk = {
            "turn": turn,
            "point": after.lock_point(face),
            "owner": after.owner(face, new["dot_seats"]),
        }
        locks.append(lk)
    new["locks"] += locks
    new["turns"].append({"seat": seat, "dot": new["pending"], "circle": c})
    new["pending"] = None
    new["passes"] = 0
    events.append({"type": "circle", "seat": seat, "circle": c, "locks": copy_state(locks)})
    events += _turn_done(new, seat)
    return new, events


def _turn_done(new: State, seat: int) -> list[Event]:
    """The end checks after a whole turn."""
    d = load()
    first = new["first"]
    if new["passes"] >= 2:
        return _finish(new)
    if new["variant"] == "advanced":
        reached = max(claimed(new)) >= d.target_points
    else:
        reached = max(points(new)) >= d.target_points
    if seat == first:
        if reached and not new["final"]:
            new["final"] = True
            return [{"type": "final_turn", "seat": 1 - first}]
        return []
    if reached:
        if leader(new) is not None:
            return _finish(new)
        new["final"] = True  # tied: one more turn each, first player first
        return [{"type": "tie_continues"}]
    return []


def _finish(new: State) -> list[Event]:
    new["over"] = True
    new["winner"] = leader(new)
    return [{"type": "game_over", "winner": new["winner"], "points": points(new)}]


# --------------------------------------------------------------------------- where the game is


def flow(state: State) -> Flow:
    """One phase; each player's turn is a new turn. A third dot's circle belongs to the
    same turn (no stage of its own in the flow): the clock runs on, the panel is redrawn
    in place, and when time runs out the AI plays the dot and the circle both."""
    who = seat_to_act(state)
    return Flow(
        round=len(state["turns"]) // 2 + 1,
        phase=PHASE,
        active=() if who is None else (who,),
        moves=moves_made(state),
        turn=len(state["turns"]),
        over=bool(state["over"]),
    )


# --------------------------------------------------------------------------- legal moves


def splitting_circles(state: State, limit: int | None = None) -> list[list[int]]:
    """Circles that would complete the pending turn, in lattice order (up to `limit`)."""
    b = board_of(state)
    face = b.face_at(*state["pending"])
    assert face is not None
    rows = b.splitting(face.index, limit=limit)
    from games.vvv.lattice import lattice

    lat = lattice()
    return [list(lat.circle(int(b.legal.index[r]))) for r in rows]


def dot_options(state: State, per_region: int = 2) -> list[Point]:
    b = board_of(state)
    out: list[Point] = []
    for face in sorted(b.arr.faces, key=lambda f: f.key):
        out += dot_spots(b, face, per_region)
    return out


def legal_moves(state: State, seat: int) -> list[Move]:
    """A useful subset: a couple of spots in every open region, or up to 40 splitting
    circles, or the pass when no dot can go anywhere."""
    if seat != seat_to_act(state):
        return []
    if stage_of(state) == "circle":
        return [{"type": "circle", "circle": c} for c in splitting_circles(state, 40)]
    spots = dot_options(state)
    if spots:
        return [{"type": "dot", "at": [x, y]} for x, y in spots]
    if any_legal_dot(board_of(state)):  # only slower-found spots remain
        return [{"type": "dot", "at": list(p)} for p in _slow_spots(state)]
    return [{"type": "pass"}]


def _slow_spots(state: State) -> list[Point]:
    b = board_of(state)
    for face in b.arr.faces:
        found = dot_spots(b, face, 1, quick=False)
        if found:
            return found
    return []


def sample_move(state: State, seat: int, rng: Rng) -> Move:
    """A random legal move: a random spot of a random open region, or a random splitting
    circle."""
    moves = legal_moves(state, seat)
    if not moves:
        raise IllegalMove("This seat has no move to make.")
    if moves[0]["type"] == "circle":
        return rng.choice(moves)
    if moves[0]["type"] == "pass":
        return moves[0]
    b = board_of(state)
    by_face: dict[int, list[Move]] = {}
    for m in moves:
        face = b.face_at(*m["at"])
        assert face is not None
        by_face.setdefault(face.index, []).append(m)
    keys = sorted(by_face)
    return rng.choice(by_face[rng.choice(keys)])


def ai_move(state: State, seat: int, level: int = 1) -> Move:
    from games.vvv import ai

    return ai.choose(state, seat, level)


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """A dot may be taken back (nothing follows from it until the region's circle); a
    circle locks regions and a pass hands the turn over for good."""
    return move.get("type") == "dot" and not after["over"]
