"""Abstract, the paint-by-number dice game, as a pure rules engine.

The state is plain JSON. Every seat keeps a committed part (painting, stars, tokens as
they stood when the round began) and a draft: the list of moves it made this round.
The effective position of a seat during a round is its committed part with the draft
replayed on top, so undo is just dropping the last draft move and other players never
see a draft until every seat has confirmed and the round is committed.

Squares are indexed 0..23 as row * 6 + col; "die square" d (1-6) is the 2x2 block
listed in `data.die_squares[d]`. Painting entries are None (empty), 1..6 or "X".
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games import base
from games.abstract.data import load
from games.base import Event, IllegalMove, ModuleEngine, Move, SeatLimits, State, View
from games.rng import Rng

GAME = "abstract"
MOVE_TYPES = ("paint", "x", "bonus", "adjust", "undo", "confirm")
PAINTS_PER_ROUND = 2
X = "X"


# --------------------------------------------------------------------------- setup


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A fresh game: goals rolled, round 1 rolled, every seat with an empty painting.

    `options` may carry {"goals": {"A": 1-6, "B": 1-3, "C": 1-3}} to fix the goals
    (handy for tests and house games); otherwise they are rolled from the seed.
    """
    d = load()
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 100:
        raise ValueError("Abstract seats 1 to 100 players.")
    options = dict(options or {})
    rng = Rng(seed)
    faces = d.faces
    by_face = {int(k): v for k, v in d.raw["goal_option_by_face"].items()}
    goals = {
        "A": rng.randint(1, faces),
        "B": by_face[rng.randint(1, faces)],
        "C": by_face[rng.randint(1, faces)],
    }
    fixed = options.get("goals")
    if fixed is not None:
        for letter, top in (("A", 6), ("B", 3), ("C", 3)):
            value = fixed.get(letter, goals[letter])
            if not isinstance(value, int) or not 1 <= value <= top:
                raise ValueError(f"Goal {letter} must be an option from 1 to {top}.")
            goals[letter] = value
    roll = [rng.randint(1, faces) for _ in range(d.dice)]
    squares = d.rows * d.cols
    return {
        "game": GAME,
        "seed": seed,
        "players": players,
        "options": options,
        "rng": rng.state,
        "round": 1,
        "over": False,
        "goals": goals,
        "rolls": [roll],
        "seats": [
            {
                "painting": [None] * squares,
                "stars": 0,
                "tokens": {"adjust": 0, "anywhere": 0},
                "draft": [],
                "done": False,
            }
            for _ in range(players)
        ],
    }


# --------------------------------------------------------------------------- drafts


@dataclass
class Draft:
    """A seat's effective position this round: committed data with its draft replayed."""

    painting: list[Any]
    dice: list[int]
    used: list[bool]
    stars: int
    adjust: int
    anywhere: int
    paints: int = 0
    bonus_taken: bool = False
    last_square: int | None = None
    actions: list[Move] = field(default_factory=list)

    def free_in(self, die_square: int) -> list[int]:
        """Empty squares of one die square (1-6); empty list for a value outside 1-6."""
        squares = load().die_squares.get(die_square, ())
        return [s for s in squares if self.painting[s] is None]

    def location_possible(self) -> bool:
        """True when some unused die's current value names a die square with room."""
        return any(not self.used[i] and self.free_in(self.dice[i]) for i in range(len(self.dice)))

    def can_confirm(self) -> bool:
        return self.paints == PAINTS_PER_ROUND and self.bonus_taken


def current_roll(state: State) -> list[int]:
    return list(state["rolls"][-1])


def draft_of(state: State, seat: int) -> Draft:
    """Replay the seat's draft moves (already validated when made) on its committed data."""
    entry = state["seats"][seat]
    dr = Draft(
        painting=list(entry["painting"]),
        dice=current_roll(state),
        used=[False] * len(state["rolls"][-1]),
        stars=entry["stars"],
        adjust=entry["tokens"]["adjust"],
        anywhere=entry["tokens"]["anywhere"],
    )
    if state["over"]:
        return dr
    for move in entry["draft"]:
        _step(dr, move)
    return dr


def _step(dr: Draft, move: Move) -> None:
    """Apply one already-validated draft move to a Draft in place."""
    kind = move["type"]
    if kind in ("paint", "x"):
        i, j, s = move["location"], move["number"], move["square"]
        dr.used[i] = dr.used[j] = True
        dr.painting[s] = dr.dice[j] if kind == "paint" else X
        if kind == "paint" and move.get("anywhere"):
            dr.anywhere -= 1
        dr.paints += 1
        dr.last_square = s
    elif kind == "bonus":
        i = move["die"]
        dr.used[i] = True
        dr.bonus_taken = True
        gain = load().bonus_by_face[dr.dice[i]]
        if gain == "star":
            dr.stars += 1
        elif gain == "adjust":
            dr.adjust += 1
        else:
            dr.anywhere += 1
    elif kind == "adjust":
        i = move["die"]
        dr.dice[i] += move["delta"]
        dr.adjust -= 1
    dr.actions.append(dict(move))


# --------------------------------------------------------------------------- validation


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _die_problem(dr: Draft, value: Any, role: str) -> str | None:
    n = len(dr.dice)
    if not _is_int(value) or not 0 <= value < n:
        return f"The {role} must be a die index from 0 to {n - 1}."
    if dr.used[value]:
        return "That die is already used this round."
    return None


def _square_problem(dr: Draft, value: Any) -> str | None:
    n = len(dr.painting)
    if not _is_int(value) or not 0 <= value < n:
        return f"The square must be a number from 0 to {n - 1}."
    if dr.painting[value] is not None:
        return f"Square {value} is already painted."
    return None


def _seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != GAME:
        return "This is not an Abstract game."
    if state["over"]:
        return "The game is over."
    if not _is_int(seat) or not 0 <= seat < len(state["seats"]):
        return "You do not have a seat at this table."
    if state["seats"][seat]["done"]:
        return "You already confirmed this round: wait for the other players."
    return None


def _move_problem(dr: Draft, move: Any) -> str | None:
    """Why `move` is illegal for a seat whose effective position is `dr` (None if legal)."""
    if not isinstance(move, dict):
        return "A move must be an object with a type."
    kind = move.get("type")
    if kind not in MOVE_TYPES:
        return "Unknown move: use paint, x, bonus, adjust, undo or confirm."
    if kind in ("paint", "x"):
        if dr.paints >= PAINTS_PER_ROUND:
            return "You have already painted twice this round."
        i, j = move.get("location"), move.get("number")
        problem = _die_problem(dr, i, "location die") or _die_problem(dr, j, "number die")
        if problem:
            return problem
        if i == j:
            return "The location die and the number die must be two different dice."
        s = move.get("square")
        problem = _square_problem(dr, s)
        if problem:
            return problem
        anywhere = move.get("anywhere", False)
        if not isinstance(anywhere, bool):
            return "The anywhere flag must be true or false."
        if kind == "x":
            if anywhere:
                return "An X never needs a place-anywhere token."
            if dr.location_possible():
                return (
                    "You can still paint this round: an X is only allowed when every "
                    "unused die points at a full die square."
                )
            return None
        if anywhere:
            if dr.anywhere < 1:
                return "You have no place-anywhere token to spend."
            return None
        where = dr.dice[i]
        if not dr.free_in(where):
            return (
                f"Die square {where} is full: pick a location die whose die square has an "
                "empty square, or spend a place-anywhere token."
            )
        if s not in load().die_squares[where]:
            return f"Square {s} is not in die square {where}."
        return None
    if kind == "bonus":
        if dr.bonus_taken:
            return "You have already taken your bonus this round."
        return _die_problem(dr, move.get("die"), "bonus die")
    if kind == "adjust":
        if dr.adjust < 1:
            return "You have no +/-1 token to spend."
        i = move.get("die")
        problem = _die_problem(dr, i, "die to adjust")
        if problem:
            return problem
        delta = move.get("delta")
        if not _is_int(delta) or delta not in (1, -1):
            return "A +/-1 token changes a die by +1 or -1."
        result = dr.dice[i] + delta
        if not 1 <= result <= load().faces:
            return f"A die showing {dr.dice[i]} cannot become {result}: dice stay within 1-6."
        return None
    if kind == "undo":
        if not dr.actions:
            return "There is nothing to undo this round."
        return None
    # confirm
    if not dr.can_confirm():
        return "Before confirming, paint twice (or mark X) and take one bonus this round."
    return None


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    problem = _seat_problem(state, seat)
    if problem:
        return problem
    return _move_problem(draft_of(state, seat), move)


def _canonical(move: Move) -> Move:
    """The stored form of a legal move: only the keys its type uses."""
    kind = move["type"]
    if kind in ("paint", "x"):
        out: Move = {
            "type": kind,
            "location": move["location"],
            "number": move["number"],
            "square": move["square"],
        }
        if kind == "paint" and move.get("anywhere"):
            out["anywhere"] = True
        return out
    if kind == "bonus":
        return {"type": "bonus", "die": move["die"]}
    if kind == "adjust":
        return {"type": "adjust", "die": move["die"], "delta": move["delta"]}
    return {"type": kind}


# --------------------------------------------------------------------------- apply


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Play one move; returns a new state (the input is untouched) and the events."""
    problem = validate(state, seat, move)
    if problem:
        raise IllegalMove(problem)
    move = _canonical(move)
    new = dict(state)
    seats = list(state["seats"])
    new["seats"] = seats
    entry = dict(seats[seat])
    seats[seat] = entry
    kind = move["type"]
    if kind == "undo":
        entry["draft"] = list(entry["draft"][:-1])
        return new, [{"type": "action", "seat": seat}]
    if kind != "confirm":
        entry["draft"] = [*entry["draft"], move]
        return new, [{"type": "action", "seat": seat}]
    entry["done"] = True
    events: list[Event] = [{"type": "seat_done", "seat": seat}]
    if all(s["done"] for s in seats):
        events.extend(_end_round(new))
    return new, events


def _end_round(new: State) -> list[Event]:
    """Commit every draft and roll the next round (or end the game). Mutates `new`,
    which the caller already made a fresh shallow copy."""
    d = load()
    committed = []
    for seat in range(len(new["seats"])):
        dr = draft_of(new, seat)
        committed.append(
            {
                "painting": dr.painting,
                "stars": dr.stars,
                "tokens": {"adjust": dr.adjust, "anywhere": dr.anywhere},
                "draft": [],
                "done": False,
            }
        )
    new["seats"] = committed
    finished = new["round"]
    events: list[Event] = [{"type": "round_ended", "round": finished}]
    if finished >= d.rounds:
        new["over"] = True
        events.append({"type": "game_over"})
        return events
    rng = Rng(new["rng"])
    roll = [rng.randint(1, d.faces) for _ in range(d.dice)]
    new["rng"] = rng.state
    new["round"] = finished + 1
    new["rolls"] = [*new["rolls"], roll]
    events.append({"type": "round_started", "round": finished + 1, "roll": list(roll)})
    return events


# --------------------------------------------------------------------------- queries


def waiting_for(state: State) -> list[int]:
    """Seats that still have to confirm this round (none once the game is over)."""
    if state["over"]:
        return []
    return [k for k, s in enumerate(state["seats"]) if not s["done"]]


def is_over(state: State) -> bool:
    return bool(state["over"])


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
                            moves.append(
                                {
                                    "type": "paint",
                                    "location": i,
                                    "number": j,
                                    "square": s,
                                    "anywhere": True,
                                }
                            )
        else:
            for i in free:
                for j in free:
                    if i == j:
                        continue
                    for s in empty:
                        moves.append({"type": "x", "location": i, "number": j, "square": s})
                        if dr.anywhere > 0:
                            moves.append(
                                {
                                    "type": "paint",
                                    "location": i,
                                    "number": j,
                                    "square": s,
                                    "anywhere": True,
                                }
                            )
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


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` now, undo and confirm included when allowed."""
    if _seat_problem(state, seat):
        return []
    return _moves_for(draft_of(state, seat))


# --------------------------------------------------------------------------- scoring


def _transforms(cells: Sequence[Sequence[int]]) -> frozenset[frozenset[tuple[int, int]]]:
    """All rotations and reflections of a shape, each moved to touch (0, 0)."""
    out = set()
    pts = [(r, c) for r, c in cells]
    for _ in range(4):
        pts = [(c, -r) for r, c in pts]  # quarter turn
        for variant in (pts, [(r, -c) for r, c in pts]):
            r0 = min(r for r, _ in variant)
            c0 = min(c for _, c in variant)
            out.add(frozenset((r - r0, c - c0) for r, c in variant))
    return frozenset(out)


@cache
def shape_forms(option: int) -> frozenset[frozenset[tuple[int, int]]]:
    return _transforms(load().goal("A", option)["cells"])


@cache
def goal_lines(option: int) -> tuple[tuple[int, ...], ...]:
    """The lines (tuples of squares) that goal C option `option` scores."""
    d = load()
    kind = d.goal("C", option)["lines"]
    if kind == "rows":
        return tuple(tuple(r * d.cols + c for c in range(d.cols)) for r in range(d.rows))
    if kind == "columns":
        return tuple(tuple(r * d.cols + c for r in range(d.rows)) for c in range(d.cols))
    return tuple(d.die_squares[k] for k in sorted(d.die_squares))


@cache
def neighbours(square: int) -> tuple[int, ...]:
    d = load()
    r, c = divmod(square, d.cols)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < d.rows and 0 <= cc < d.cols:
            out.append(rr * d.cols + cc)
    return tuple(out)


def groups(painting: Sequence[Any], number: int) -> list[list[int]]:
    """Maximal orthogonally connected groups of squares holding `number`."""
    seen: set[int] = set()
    out = []
    for start, v in enumerate(painting):
        if v != number or start in seen:
            continue
        group, stack = [], [start]
        seen.add(start)
        while stack:
            s = stack.pop()
            group.append(s)
            for t in neighbours(s):
                if t not in seen and painting[t] == number:
                    seen.add(t)
                    stack.append(t)
        out.append(sorted(group))
    return out


def _normalise(squares: Sequence[int]) -> frozenset[tuple[int, int]]:
    cols = load().cols
    cells = [divmod(s, cols) for s in squares]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


def numbers_with_shape(painting: Sequence[Any], option: int) -> list[int]:
    """Numbers 1-6 having at least one maximal group of exactly goal A's shape."""
    forms = shape_forms(option)
    size = len(next(iter(forms)))
    hits = []
    for number in range(1, load().faces + 1):
        for group in groups(painting, number):
            if len(group) == size and _normalise(group) in forms:
                hits.append(number)
                break
    return hits


def line_all_different(painting: Sequence[Any], line: Sequence[int]) -> bool:
    values = [painting[s] for s in line]
    if any(v is None or v == X for v in values):
        return False
    return len(set(values)) == len(values)


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def score_painting(painting: Sequence[Any], stars: int, goals: dict[str, int]) -> dict[str, Any]:
    """Points of one painting: {"A","B","C","stars","x","total","lines"}.

    "x" is the points of the X marks (minus one each, so 0 or negative) and
    total = A + B + C + stars + x.
    """
    d = load()
    a_opt = d.goal("A", goals["A"])
    hits = numbers_with_shape(painting, goals["A"])
    a_pts = a_opt["points"] * len(hits)
    if hits:
        which = ("number " if len(hits) == 1 else "numbers ") + _join([str(n) for n in hits])
    else:
        which = "no number"
    a_line = f"A ({a_opt['shape']}, {a_opt['points']} each): {which} -> {a_pts}"

    b_goal = d.raw["goals"]["B"]
    b_opt = b_goal["options"][str(goals["B"])]
    first, second = b_opt["pair"]
    pairs = min(sum(1 for v in painting if v == first), sum(1 for v in painting if v == second))
    per = b_goal["points_per_pair"]
    b_pts = pairs * per
    noun = "pair" if pairs == 1 else "pairs"
    b_line = f"B ({b_opt['label']}): {pairs} {noun} x {per} -> {b_pts}"

    c_opt = d.goal("C", goals["C"])
    lines = goal_lines(goals["C"])
    good = [k + 1 for k, line in enumerate(lines) if line_all_different(painting, line)]
    c_pts = c_opt["points"] * len(good)
    label = {"rows": "row", "columns": "column", "die_squares": "die square"}[c_opt["lines"]]
    if good:
        plural = label + ("s" if len(good) > 1 else "")
        which = f"{plural} {_join([str(k) for k in good])}"
    else:
        which = f"no {label}"
    c_line = f"C ({c_opt['lines'].replace('_', ' ')}): {which} -> {c_pts}"

    xs = sum(1 for v in painting if v == X)
    total = a_pts + b_pts + c_pts + stars - xs
    return {
        "A": a_pts,
        "B": b_pts,
        "C": c_pts,
        "stars": stars,
        "x": -xs,
        "total": total,
        "lines": [a_line, b_line, c_line, f"Stars: {stars}", f"X marks: -{xs}"],
    }


def ranks(totals: Sequence[int]) -> list[int]:
    """1-based places; equal totals share the better place (1, 1, 3, ...)."""
    return [1 + sum(1 for other in totals if other > t) for t in totals]


def scores(state: State) -> list[dict[str, Any]]:
    """Per seat, from the committed paintings: the breakdown, readable lines and rank."""
    out = []
    for k, entry in enumerate(state["seats"]):
        sc = score_painting(entry["painting"], entry["stars"], state["goals"])
        sc["seat"] = k
        out.append(sc)
    for sc, rank in zip(out, ranks([sc["total"] for sc in out]), strict=True):
        sc["rank"] = rank
        sc["lines"].append(f"Total: {sc['total']} (place {rank})")
    return out


def _brief(sc: dict[str, Any]) -> dict[str, int]:
    return {k: sc[k] for k in ("A", "B", "C", "stars", "x", "total")}


# --------------------------------------------------------------------------- views


def view(state: State, seat: int | None) -> View:
    """What `seat` may see (None: a spectator). Other seats show committed data only."""
    me = None
    seats = []
    for k, entry in enumerate(state["seats"]):
        if k == seat and not state["over"]:
            dr = draft_of(state, k)
            painting, stars = dr.painting, dr.stars
            tokens = {"adjust": dr.adjust, "anywhere": dr.anywhere}
            done = entry["done"]
            me = {
                "seat": k,
                "dice": list(dr.dice),
                "used": list(dr.used),
                "paints": dr.paints,
                "bonus_taken": dr.bonus_taken,
                "can_confirm": not done and dr.can_confirm(),
                "can_undo": not done and bool(dr.actions),
                "actions": [dict(a) for a in dr.actions],
                "last_square": dr.last_square,
                "x_allowed": (
                    not done and dr.paints < PAINTS_PER_ROUND and not dr.location_possible()
                ),
            }
        else:
            painting, stars = list(entry["painting"]), entry["stars"]
            tokens = dict(entry["tokens"])
            done = entry["done"]
        seats.append(
            {
                "seat": k,
                "painting": list(painting),
                "stars": stars,
                "tokens": tokens,
                "done": done,
                "score": _brief(score_painting(painting, stars, state["goals"])),
            }
        )
    if seat is not None and state["over"] and 0 <= seat < len(state["seats"]):
        me = {
            "seat": seat,
            "dice": current_roll(state),
            "used": [False] * len(state["rolls"][-1]),
            "paints": 0,
            "bonus_taken": False,
            "can_confirm": False,
            "can_undo": False,
            "actions": [],
            "last_square": None,
            "x_allowed": False,
        }
    return {
        "game": GAME,
        "round": state["round"],
        "rounds": load().rounds,
        "over": bool(state["over"]),
        "roll": current_roll(state),
        "goals": dict(state["goals"]),
        "seats": seats,
        "me": me,
    }


def record(state: State) -> dict[str, Any]:
    """The exportable game record (committed data only)."""
    d = load()
    final = scores(state)
    seats = []
    for k, entry in enumerate(state["seats"]):
        p = entry["painting"]
        sc = final[k]
        seats.append(
            {
                "seat": k,
                "painting": [p[r * d.cols : (r + 1) * d.cols] for r in range(d.rows)],
                "goals": dict(state["goals"]),
                "stars": entry["stars"],
                "tokens": dict(entry["tokens"]),
                "score": _brief(sc),
                "rank": sc["rank"],
            }
        )
    return {
        "game": GAME,
        "seed": state["seed"],
        "players": state["players"],
        "rounds": d.rounds,
        "goals": dict(state["goals"]),
        "rolls": [list(r) for r in state["rolls"]],
        "seats": seats,
        "winners": [sc["seat"] for sc in final if sc["rank"] == 1],
    }


# --------------------------------------------------------------------------- players


def ai_move(state: State, seat: int, level: int = 1) -> Move:
    """The heuristic player's next move for `seat` (deterministic, always legal)."""
    from games.abstract import ai

    return ai.choose(state, seat, level)


def random_move(state: State, seat: int, rng: Rng) -> Move:
    """A uniformly random legal move other than undo; confirms as soon as it may."""
    moves = [m for m in legal_moves(state, seat) if m["type"] != "undo"]
    if not moves:
        raise IllegalMove("This seat has no move to make.")
    for m in moves:
        if m["type"] == "confirm":
            return m
    return rng.choice(moves)


def play_out(
    state: State,
    policies: Sequence[str],
    rng: Rng | None = None,
    log: list[tuple[int, Move]] | None = None,
) -> State:
    """Play to the end with the named players ("ai", "random"...); see games.base.play_out."""
    return base.play_out(sys.modules[__name__], state, policies, rng, log)


# --------------------------------------------------------------------------- engine


ENGINE = ModuleEngine(__name__, name=GAME, title="Abstract", seats=SeatLimits(1, 100))

__all__ = [
    "ENGINE",
    "Draft",
    "ai_move",
    "apply",
    "draft_of",
    "is_over",
    "legal_moves",
    "new_game",
    "play_out",
    "random_move",
    "record",
    "numbers_with_shape",
    "ranks",
    "scores",
    "score_painting",
    "validate",
    "view",
    "waiting_for",
]
