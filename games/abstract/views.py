"""What Abstract's `view()` returns: the typed shape renderers and the cog read.

A spectator (seat None) gets `me` = None and every seat's committed painting; a seat's own
view replays its draft onto its own entry and adds `me`, its private position this round.
"""

from __future__ import annotations

from typing import Any, TypedDict

Cell = int | str | None  # a painting square: None (empty), 1-6, or "X"


class Goals(TypedDict):
    """The option in play of each goal: A 1-6, B 1-3, C 1-3."""

    A: int
    B: int
    C: int


class Tokens(TypedDict):
    adjust: int  # +/-1 tokens
    anywhere: int  # place-anywhere tokens


class Score(TypedDict):
    """Points of a painting as it stands; x is 0 or negative, total is the sum of the rest."""

    A: int
    B: int
    C: int
    stars: int
    x: int
    total: int


class OwnSeat(TypedDict):
    """One seat's entry as its own panel shows it (no place: that needs every seat)."""

    seat: int
    painting: list[Cell]  # rows * cols squares, row by row
    stars: int
    tokens: Tokens
    done: bool  # confirmed this round
    score: Score


class SeatView(OwnSeat):
    rank: int  # place by total among the seats of this view; ties share the better place


class Me(TypedDict):
    """The viewing seat's own position this round (its draft replayed)."""

    seat: int
    dice: list[int]  # this round's dice after its +/-1 adjustments
    used: list[bool]  # per die: used this round
    paints: int  # paints (or X marks) made this round, 0-2
    bonus_taken: bool
    can_confirm: bool
    can_undo: bool
    actions: list[dict[str, Any]]  # the draft moves of this round, in order
    last_square: int | None  # the square painted last this round
    x_allowed: bool  # no unused die points at a die square with room: an X may be marked


class RoundParts(TypedDict):
    """Where the game stands: the same in every seat's view."""

    game: str
    round: int  # 1-based; stays at the last round once the game is over
    rounds: int
    over: bool
    roll: list[int]  # this round's roll as everyone sees it
    goals: Goals


class AbstractView(RoundParts):
    seats: list[SeatView]
    me: Me | None


class AbstractSeatView(RoundParts):
    """What one seat's own panel needs (`sight.seat_view`): the round's public parts and
    that seat's entry, never the other seats, so it costs the same at any table size."""

    mine: OwnSeat
    me: Me | None
