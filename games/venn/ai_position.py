"""What the VENN AI's estimate of a seat's sheet depends on: the sheet itself (`_Sheet`,
with the seat's draft replayed) and the context around it (`_Context`: the rounds likely
left, the bonuses still open, the opponents' sheets, the conditions still to write)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from games.base import State
from games.venn import engine as E
from games.venn.ai_chances import FIRST_P, K_MAX, VALUES_PER_ROUND, _tables

# --------------------------------------------------------------------------- context


@dataclass(frozen=True)
class _Context:
    """What the evaluation of one seat's sheet depends on, apart from the sheet."""

    solo: bool
    k: float  # rounds of chances per empty circle
    first: tuple[float, ...]  # per section, the expected first bonus when completed
    start_full: tuple[bool, ...]  # per section, full before this round
    committed: tuple[int, ...]  # per section full before this round, its bonus total
    claimed: tuple[bool, ...]  # per section, first bonus gone before this round
    others_sum: tuple[tuple[int, ...], ...]  # the other sheets' SUM boxes per row
    p_end: float  # chance an opponent ends the game this round
    slot_cap: float  # conditions phases left for us at most (game length, availability)
    park_keep: float  # scales the chance PARK pairs get completed later
    capacity: float  # section circles we can still fill before the game may end
    leader: float  # the best opponent's score as their sheets stand (solo: infinite)
    avail: frozenset[str]  # conditions we could still write later


# --------------------------------------------------------------------------- sheets


@dataclass
class _Sheet:
    circ: list[Any]  # int | None per section circle (data order)
    park: list[Any]  # [value | None, used] per PARK circle
    sums: list[Any]  # boxes crossed per SUM row ("3", "4", "5")
    conds: tuple[Any, ...]  # condition name | None per section
    extras: int = 0
    used: list[Any] = field(default_factory=list)

    def copy(self) -> _Sheet:
        return _Sheet(
            list(self.circ),
            [list(p) for p in self.park],
            list(self.sums),
            self.conds,
            self.extras,
            list(self.used),
        )


def _sheet_of(state: State, seat: int, conds: tuple[Any, ...] | None = None) -> _Sheet:
    """The seat's sheet with its draft replayed (conditions may be replaced)."""
    t = _tables()
    dr = E.draft_of(state, seat)
    entry = state["seats"][seat]
    if conds is None:
        conds = tuple(entry["conditions"][code] for code in t.codes)
    return _Sheet(
        circ=[dr.circles[c] for c in t.cids],
        park=[[p["value"], bool(p["used"])] for p in dr.park],
        sums=[dr.sum[k] for k in t.rows],
        conds=conds,
        extras=dr.extras,
        used=list(dr.used),
    )


def _context(state: State, seat: int, avail: frozenset[str], conditions_phase: bool) -> _Context:
    """The seat's evaluation context; `avail` are the conditions it may still write."""
    t = _tables()
    entry = state["seats"][seat]
    players = state["players"]
    solo = players == 1
    claimed = tuple(bool(state["first_claimed"][code]) for code in t.codes)
    start_full = tuple(
        all(entry["circles"][t.cids[i]] is not None for i in t.circles[s])
        for s in range(len(t.codes))
    )
    committed = tuple(
        (t.first_bonus if entry["bonuses"][code]["first"] else 0)
        + (t.diff_bonus if entry["bonuses"][code]["different"] else 0)
        for code in t.codes
    )
    first = tuple(
        0.0 if claimed[s] else (1.0 if solo else FIRST_P) * t.first_bonus
        for s in range(len(t.codes))
    )
    rounds_done = state["round"] - 1
    others = [e for k, e in enumerate(state["seats"]) if k != seat]
    p_end = 0.0
    rounds_left = 99.0
    for o in others:
        empty = sum(1 for v in o["circles"].values() if v is None)
        filled = t.start_empty - empty
        pace = max(1.5, filled / rounds_done) if rounds_done else 4.0
        ratio = empty / pace
        rounds_left = min(rounds_left, ratio)
        if ratio <= 1.0:
            pe = 0.85
        elif ratio <= 1.5:
            pe = 0.4
        elif ratio <= 2.2:
            pe = 0.1
        else:
            pe = 0.0
        p_end = max(p_end, pe)
    k = K_MAX if solo else max(1.0, min(K_MAX, rounds_left))
    k = round(k * 2) / 2
    # conditions phases we may still use: the common sheet runs out (solo crosses off
    # two a round), and the game may end
    per_round = 2 if solo else players
    slot_cap = len(avail) / per_round
    if not solo:
        slot_cap = min(slot_cap, max(0.0, rounds_left - (0 if conditions_phase else 0.5)))
    return _Context(
        solo=solo,
        k=k,
        first=first,
        start_full=start_full,
        committed=committed,
        claimed=claimed,
        others_sum=tuple(tuple(o["sum"][r] for r in t.rows) for o in others),
        p_end=p_end,
        slot_cap=slot_cap,
        park_keep=1.0 if solo else min(1.0, 0.4 + 0.2 * rounds_left),
        capacity=math.inf if solo else max(0.0, rounds_left - 1) * VALUES_PER_ROUND,
        leader=max(
            (
                float(E.score_seat(o, [e for e in state["seats"] if e is not o])["total"])
                for o in others
            ),
            default=math.inf,
        ),
        avail=avail,
    )


def _future_avail(state: State, seat: int, without: Sequence[str] = ()) -> frozenset[str]:
    entry = state["seats"][seat]
    taken = set(entry["taken"]) | set(without)
    common = state["common"]
    return frozenset(n for n in _tables().cond_names if common[n] > 0 and n not in taken)
