"""What VENNi, Vidi, Vici's `view()` returns. Nothing is secret in this game: every seat
sees the public view, plus `me`, which says whether it is that seat's move and what kind."""

from __future__ import annotations

from typing import TypedDict


class CircleView(TypedDict):
    at: list[int]  # [cx, cy, r]
    seat: int | None  # who drew it; None for the two neutral circles


class DotView(TypedDict):
    at: list[int]
    seat: int


class RegionView(TypedDict):
    """One face of the board. Unlocked regions are numbered 1, 2, ... in reading order of
    their inner points; locked ones carry number 0 and their owner."""

    number: int
    point: list[float]  # a point well inside it
    inside: list[int]  # indices of the circles that contain it
    area: float
    dots: list[int]  # per seat: its dots here
    locked: bool
    owner: int | None  # a locked region's owner (None: neutral or not locked)
    outer: bool  # the region touching the paper's edge
    arcs: list[list[float]]  # its boundary walk: [cx, cy, r, start, sweep, forward] (radians)
    box: list[float]  # x0, y0, x1, y1


class LockView(TypedDict):
    turn: int
    point: list[float]
    owner: int | None


class SeatView(TypedDict):
    seat: int
    points: int
    circles: int  # circles this seat has drawn
    dots: int
    first: bool  # has the star


class Me(TypedDict):
    seat: int
    to_act: bool
    stage: str  # "dot", "circle" or "" when it is not this seat's move


class VvvView(TypedDict):
    game: str
    paper: list[int]
    variant: str
    turn: int  # index of the turn being played (the number of turns completed)
    seat_to_act: int | None
    stage: str  # "dot" or "circle" ("" once the game is over)
    pending: list[int] | None  # the third dot waiting for its circle
    circles: list[CircleView]
    dots: list[DotView]
    regions: list[RegionView]
    pending_region: int | None  # the number of the region the pending dot is in
    locks: list[LockView]
    seats: list[SeatView]
    final_turn: bool  # someone reached the target: this is the last turn or pair
    over: bool
    winner: int | None
    me: Me | None


class LockOffer(TypedDict):
    """A region a circle on offer would lock."""

    region: int  # its number now (0: not a numbered region)
    whole: bool  # the whole region, not a piece the circle cuts off
    owner: int | None
    index: int  # into the regions after the circle


class CircleOffer(TypedDict):
    """A circle the picker offers after a third dot, and what drawing it would do."""

    circle: list[int]
    alone: list[int]  # the dot it sets apart from the other two
    alone_seat: int
    alone_is_new: bool  # that dot is the third one, just placed
    inside: bool  # the dot set apart is the one inside the circle
    others: list[list[int]]  # the other two dots of the region
    locks: list[LockOffer]
    after: VvvView  # the board once it is drawn
