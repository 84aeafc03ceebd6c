"""The engine contract every game follows, and the one object that declares a game.

State, moves and events are plain JSON-compatible values (dicts, lists, str, int, bool,
None), so they store in any database and replay without loss. `apply` never mutates its
input. A view is a typed dict (each game declares its own in `games/<g>/views.py`) built by
the game's one `view()`, the only place that decides what a seat may see.

A game package exposes `GAME = Game(...)`, naming its rule functions explicitly: a type
checker verifies each against the signatures below, and a missing one fails at import.
`games.registry` is the only list of games.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from games.rng import Rng

State = dict[str, Any]
Move = dict[str, Any]
Event = dict[str, Any]
View = Mapping[str, Any]


def is_int(value: Any) -> TypeGuard[int]:
    """A whole number, and not a bool (JSON moves may carry either)."""
    return isinstance(value, int) and not isinstance(value, bool)


def copy_state(value: Any) -> Any:
    """A copy of a state (dicts, lists and tuples of plain values) sharing nothing with it.

    copy.deepcopy does the same at several times the cost, keeping track of objects seen
    twice; a state never relies on that, as every state is stored and read back as JSON
    (the VVV AI copies a state for each circle it looks ahead at)."""
    kind = type(value)
    if kind is dict:
        return {k: copy_state(v) for k, v in value.items()}
    if kind is list:
        return [copy_state(v) for v in value]
    if kind is tuple:
        return tuple(copy_state(v) for v in value)
    return value


class IllegalMove(ValueError):
    """Raised by `apply` for a move `validate` rejects; the message names the rule."""


@dataclass(frozen=True)
class SeatLimits:
    min: int
    max: int


@dataclass(frozen=True)
class Flow:
    """Where a game stands, like boardgame.io's `ctx`; the table manager derives everything
    it does between moves from this (and from the events `apply` returns):

    - a new public status message when `(round, phase)` changes;
    - a new turn (the clock restarts, the seats to act get fresh panels) when
      `(round, phase, stage, turn)` changes (also back to an earlier one, after a
      take-back);
    - a seat's panel goes stale when its turn changes or the seat itself moved
      (`moves[seat]`, which grows with each move and goes back by one with a take-back,
      the state being the one before the move), so in a simultaneous phase one player's
      moves never make another's panel stale.
    """

    round: int  # 1-based; a game without rounds counts its turns or halves here
    phase: str  # a public part of a round, e.g. "conditions", "numbers", "bidding"
    active: tuple[int, ...]  # the seats that must act now, in seat order
    moves: tuple[int, ...]  # per seat: moves it has made this game (less those taken back)
    stage: str = ""  # the step within a phase when it has several, e.g. "dot", "circle"
    turn: int = 0  # counts turns within the phase (sequential phases); 0 when simultaneous
    over: bool = False

    @property
    def announce_key(self) -> str:
        return f"{self.round}.{self.phase}"

    @property
    def turn_key(self) -> str:
        return f"{self.round}.{self.phase}.{self.stage}.{self.turn}"

    def panel_key(self, seat: int) -> str:
        """A short token (at most 7 characters) carried in each panel's custom ids; it
        changes whenever that seat's panel would show something else."""
        done = self.moves[seat] if 0 <= seat < len(self.moves) else 0
        return _base36(zlib.crc32(f"{self.turn_key}.{done}".encode()))


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def moves_made(state: State) -> tuple[int, ...]:
    """The per-seat move counters an engine keeps in `state["moves"]` (see `count_move`);
    a state saved before counters existed counts zero for everyone."""
    counts = state.get("moves")
    if counts is None:
        return tuple(0 for _ in state["seats"])
    return tuple(int(c) for c in counts)


def count_move(new: State, seat: int) -> None:
    """Called by an engine's `apply` on its fresh copy: `seat` made one more move."""
    counts = list(moves_made(new))
    counts[seat] += 1
    new["moves"] = counts


NewGame = Callable[[int, dict[str, Any], int], State]
Validate = Callable[[State, int, Move], "str | None"]
Apply = Callable[[State, int, Move], tuple[State, list[Event]]]
ViewOf = Callable[[State, "int | None"], Any]
SeatViewOf = Callable[[State, int], Any]
FlowOf = Callable[[State], Flow]
Scores = Callable[[State], list[dict[str, Any]]]
AiMove = Callable[[State, int], Move]
Record = Callable[[State], dict[str, Any]]
RecordFor = Callable[[State, "int | None"], dict[str, Any]]
LegalMoves = Callable[[State, int], list[Move]]
Sampler = Callable[[State, int, Rng], Move]
# (the state before a move, the move, the state after it, the seat that made it) -> whether
# the seat may take the move back: only when it revealed nothing new to anyone
TakeBack = Callable[[State, Move, State, int], bool]

# the move log's entry that cancels the seat's last move before it (see `effective_moves`)
TAKE_BACK: Move = {"type": "take_back"}


def is_take_back(move: Move) -> bool:
    return bool(move.get("type") == TAKE_BACK["type"])


def effective_moves(log: Sequence[tuple[int, Move]]) -> list[tuple[int, Move]]:
    """The moves that count, in order: each take-back entry and the move it cancels (its
    seat's last counting move before it) left out, so a replay shows neither."""
    kept: list[tuple[int, Move] | None] = []
    for seat, move in log:
        if not is_take_back(move):
            kept.append((seat, move))
            continue
        for k in range(len(kept) - 1, -1, -1):
            entry = kept[k]
            if entry is not None and entry[0] == seat:
                kept[k] = None
                break
    return [entry for entry in kept if entry is not None]


def quiet_move(flow: FlowOf, before: State, after: State, keys: Sequence[str] = ("rng",)) -> bool:
    """Whether a move revealed nothing new: the game goes on in the same public phase (no
    new status message, nothing shown on a phase's close) and none of `keys` changed (no
    die rolled or card dealt from the game's random source, by default)."""
    if flow(after).over or flow(after).announce_key != flow(before).announce_key:
        return False
    return all(before.get(key) == after.get(key) for key in keys)


@dataclass(frozen=True)
class Game:
    """One game, declared once: its names, seat limits and pure rule functions."""

    name: str  # machine name, e.g. "abstract"; also names gameuis/<name> and data/<name>.json
    title: str  # shown to players, e.g. "Abstract"
    seats: SeatLimits
    new_game: NewGame  # (players, options, seed) -> a fresh state, all randomness from seed
    validate: Validate  # None when legal, else a short sentence naming the rule broken
    apply: Apply  # a new state and the events of the move; raises IllegalMove
    view: ViewOf  # what a seat (or None: anyone) may know, as the game's typed view
    flow: FlowOf  # where the game stands
    scores: Scores  # per seat, with a breakdown a player can check line by line
    ai_move: AiMove  # a legal move, deterministic given the state
    record: Record  # the JSON game record (python -m bot simulate, the export button)
    legal_moves: LegalMoves  # every legal move of a seat (a finite, useful subset for
    # games with huge move sets: then `sample_move` must cover every move kind)
    sample_move: Sampler | None = None  # a random legal move, when choosing uniformly
    # from legal_moves would be poor or slow
    record_for: RecordFor | None = None  # the record as one seat (or None: a stranger)
    # may read it, for games whose hidden information stays hidden after the end
    seat_view: SeatViewOf | None = None  # what a seat's own panel needs, read from that
    # seat's part of the state and the public parts only, for games whose tables grow large
    # (Abstract seats 1,000: its full view lists every seat)
    can_take_back: TakeBack | None = None  # beside `validate`: which moves a seat may take
    # back (none when the game does not say)

    def may_take_back(self, before: State, move: Move, after: State, seat: int) -> bool:
        """Whether `seat` may take back `move` (which took `before` to `after`): the game's
        own `can_take_back`, else never."""
        if self.can_take_back is None or is_take_back(move):
            return False
        return self.can_take_back(before, move, after, seat)

    def panel_view(self, state: State, seat: int) -> Any:
        """The view a seat's own panel is built from: `seat_view` when the game has one
        (it never reads another seat), else the seat's whole `view`."""
        if self.seat_view is not None:
            return self.seat_view(state, seat)
        return self.view(state, seat)

    def record_as(self, state: State, seat: int | None) -> dict[str, Any]:
        """The record a seat (None: anyone) may be handed: `record_for` when the game
        keeps secrets after its end, else the whole record (nothing was hidden)."""
        if self.record_for is not None:
            return self.record_for(state, seat)
        return self.record(state)

    def waiting_for(self, state: State) -> list[int]:
        return list(self.flow(state).active)

    def is_over(self, state: State) -> bool:
        return self.flow(state).over

    def random_move(self, state: State, seat: int, rng: Rng) -> Move:
        """A random legal move: the game's own sampler, else a uniform pick among its legal
        moves other than undo, confirming as soon as it may."""
        if self.sample_move is not None:
            return self.sample_move(state, seat, rng)
        moves = [m for m in self.legal_moves(state, seat) if m.get("type") != "undo"]
        if not moves:
            raise IllegalMove("This seat has no move to make.")
        for m in moves:
            if m.get("type") == "confirm":
                return m
        return rng.choice(moves)


Policy = Callable[[State, int], Move]


def play_out(
    game: Game,
    state: State,
    policies: Sequence[str | Policy],
    rng: Rng | None = None,
    log: list[tuple[int, Move]] | None = None,
) -> State:
    """Play a game to its end, seat by seat: "ai" asks `game.ai_move`, "random"
    `game.random_move` (drawing from `rng`, by default seeded from the game's seed), and a
    callable is asked directly. The first seat still to act always moves next, so a
    simultaneous phase is played one whole seat at a time. Each (seat, move) goes to `log`
    when one is given."""
    from games.rng import seed_from

    if len(policies) != len(state["seats"]):
        raise ValueError("Give one policy per seat.")
    if rng is None:
        rng = Rng(seed_from(f"{state['game']}-random", state["seed"]))
    chosen = rng

    def player(policy: str | Policy) -> Policy:
        if callable(policy):
            return policy
        if policy == "ai":
            return game.ai_move
        if policy == "random":
            return lambda s, seat: game.random_move(s, seat, chosen)
        raise ValueError(f"Unknown policy {policy!r}.")

    players = [player(p) for p in policies]
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        move = players[seat](state, seat)
        state, _ = game.apply(state, seat, move)
        if log is not None:
            log.append((seat, move))
    return state
