"""Abstract, the paint-by-number dice game, as a pure rules engine.

The state is plain JSON. Every seat keeps a committed part (painting, stars, tokens as
they stood when the round began) and a draft: the list of moves it made this round.
The effective position of a seat during a round is its committed part with the draft
replayed on top, so undo is just dropping the last draft move and other players never
see a draft until every seat has confirmed and the round is committed.

`state["moves"]` counts each seat's moves of the whole game, undo and confirm included
(as `games.base.count_move` does): `flow()` reports them so a seat's own move, and only that, makes
its open panel outdated. `state["waiting"]` lists, in seat order, the seats that have not
confirmed this round (the seats whose "done" is false), so `flow()` need not scan every seat;
a state saved before it existed has it worked out from the seats.

Tables may seat up to 1,000 players, so a move costs the same at any table size: `apply`
copies the top-level dict, the list of seats (pointers only) and the one seat's entry it
changes, and shares every other seat's entry with the state it came from (no caller's state
is ever changed). Only the move that ends a round touches every seat.

Squares are indexed 0..23 as row * 6 + col; "die square" d (1-6) is the 2x2 block
listed in `data.die_squares[d]`. Painting entries are None (empty), 1..6 or "X".
Scoring lives in `games.abstract.scoring`, the view's types in `games.abstract.views`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.abstract.data import load
from games.abstract.scoring import X
from games.abstract.views import (
    Cell,
)
from games.base import Event, Flow, IllegalMove, Move, State, is_int, quiet_move
from games.draft import draft_step
from games.memo import PerThread
from games.rng import Rng

NAME = "abstract"
MOVE_TYPES = ("paint", "x", "bonus", "adjust", "undo", "confirm")
PAINTS_PER_ROUND = 2
PHASE = "painting"  # the one phase of every round: all seats paint at once


# --------------------------------------------------------------------------- setup


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A fresh game: goals rolled, round 1 rolled, every seat with an empty painting.

    `options` may carry {"goals": {"A": 1-6, "B": 1-3, "C": 1-3}} to fix the goals
    (handy for tests and house games); otherwise they are rolled from the seed.
    """
    d = load()
    low, high = d.min_players, d.max_players
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(f"Abstract seats {low} to {high} players.")
    options = dict(options or {})
    rng = Rng(seed)
    faces = d.faces
    by_face = d.goal_option_by_face
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
        "game": NAME,
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
        "moves": [0] * players,
        "waiting": list(range(players)),
    }


# --------------------------------------------------------------------------- drafts


@dataclass
class Draft:
    """A seat's effective position this round: committed data with its draft replayed."""

    painting: list[Cell]
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


def _die_problem(dr: Draft, value: Any, role: str) -> str | None:
    n = len(dr.dice)
    if not is_int(value) or not 0 <= value < n:
        return f"The {role} must be a die index from 0 to {n - 1}."
    if dr.used[value]:
        return "That die is already used this round."
    return None


def _square_problem(dr: Draft, value: Any) -> str | None:
    n = len(dr.painting)
    if not is_int(value) or not 0 <= value < n:
        return f"The square must be a number from 0 to {n - 1}."
    if dr.painting[value] is not None:
        return f"Square {value} is already painted."
    return None


def seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != NAME:
        return "This is not an Abstract game."
    if state["over"]:
        return "The game is over."
    if not is_int(seat) or not 0 <= seat < len(state["seats"]):
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
        # untrusted input: each value is checked before it is used
        i: Any = move.get("location")
        j: Any = move.get("number")
        problem = _die_problem(dr, i, "location die") or _die_problem(dr, j, "number die")
        if problem:
            return problem
        if i == j:
            return "The location die and the number die must be two different dice."
        s: Any = move.get("square")
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
        die: Any = move.get("die")
        problem = _die_problem(dr, die, "die to adjust")
        if problem:
            return problem
        delta = move.get("delta")
        if not is_int(delta) or delta not in (1, -1):
            return "A +/-1 token changes a die by +1 or -1."
        result = dr.dice[die] + delta
        if not 1 <= result <= load().faces:
            return f"A die showing {dr.dice[die]} cannot become {result}: dice stay within 1-6."
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
    problem = seat_problem(state, seat)
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
    # structural sharing: fresh top level, seat list and mover's entry; the rest is shared
    new = dict(state)
    seats = list(state["seats"])
    new["seats"] = seats
    entry = dict(seats[seat])
    seats[seat] = entry
    counts = _move_counts(state)
    counts[seat] += 1
    new["moves"] = counts
    if move["type"] != "confirm":
        return new, draft_step(new, seat, entry, move, _end_round)
    # confirm: as games.draft.draft_step, but the waiting list says who is left, so no
    # seat but the mover's is looked at
    entry["done"] = True
    waiting = list(_waiting(state))
    waiting.remove(seat)
    new["waiting"] = waiting
    events: list[Event] = [{"type": "seat_done", "seat": seat}]
    if not waiting:
        events.extend(_end_round(new))
    return new, events


def _move_counts(state: State) -> list[int]:
    """A fresh copy of the per-seat move counters (zeros for a state saved without)."""
    counts = state.get("moves")
    if counts is None:
        return [0] * len(state["seats"])
    return list(counts)


def _waiting(state: State) -> list[int]:
    """The seats still to confirm this round, in seat order (the stored list itself: never
    change it). Worked out from the seats for a state saved without the list."""
    waiting = state.get("waiting")
    if waiting is None:
        return [k for k, s in enumerate(state["seats"]) if not s["done"]]
    found: list[int] = waiting
    return found


def _end_round(new: State) -> list[Event]:
    """Commit every draft and roll the next round (or end the game). Mutates `new`,
    which the caller already made a fresh shallow copy."""
    d = load()
    committed: list[dict[str, Any]] = []
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
    new["waiting"] = list(range(len(committed)))
    finished = new["round"]
    events: list[Event] = [{"type": "round_ended", "round": finished}]
    if finished >= d.rounds:
        new["over"] = True
        new["waiting"] = []
        events.append({"type": "game_over"})
        return events
    rng = Rng(new["rng"])
    roll = [rng.randint(1, d.faces) for _ in range(d.dice)]
    new["rng"] = rng.state
    new["round"] = finished + 1
    new["rolls"] = [*new["rolls"], roll]
    events.append({"type": "round_started", "round": finished + 1, "roll": list(roll)})
    return events


# --------------------------------------------------------------------------- where the game is


def waiting_for(state: State) -> list[int]:
    """Seats that still have to confirm this round (none once the game is over)."""
    if state["over"]:
        return []
    return list(_waiting(state))


# the flow of the states seen last, by identity: a click asks a state's flow a dozen times,
# and at 1,000 seats each answer copies two lists of 1,000 (a state is never changed once
# made, and the state itself is kept beside its flow, so an id is never mistaken)
_FLOWS: PerThread[int, tuple[State, Flow]] = PerThread(16)


def flow(state: State) -> Flow:
    """Every round is one simultaneous phase: each seat paints in its own panel until it
    confirms. A new round is a new status message and restarts the clock; a seat's own
    moves (undo too) make its panel stale, other seats' moves never do."""
    seen = _FLOWS.get(id(state))
    if seen is not None and seen[0] is state:
        return seen[1]
    over = bool(state["over"])
    counts = state.get("moves")
    found = Flow(
        round=state["round"],
        phase=PHASE,
        active=() if over else tuple(_waiting(state)),
        moves=tuple(counts) if counts is not None else (0,) * len(state["seats"]),
        over=over,
    )
    _FLOWS.put(id(state), (state, found))
    return found


# --------------------------------------------------------------------------- players


def ai_move(state: State, seat: int, level: int = 1) -> Move:
    """The heuristic player's next move for `seat` (deterministic, always legal)."""
    from games.abstract import ai

    return ai.choose(state, seat, level)


# the legal moves (games.abstract.legal), what each seat may see and the record
# (games.abstract.sight) read the state through this module's drafts; imported last, as
# they import this module
from games.abstract.legal import legal_moves  # noqa: E402
from games.abstract.sight import record, seat_view, view  # noqa: E402

__all__ = ["apply", "flow", "legal_moves", "new_game", "record", "seat_view", "validate", "view"]


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """A seat's paint, cross, bonus, adjustment, undo or confirm reveals nothing while its
    round is open: the seat may take it back until the round closes (the last confirm
    rolls the next round's dice, or ends the game)."""
    return quiet_move(flow, before, after)
