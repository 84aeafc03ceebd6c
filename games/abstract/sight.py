"""What each seat of Abstract may see (`view`, and `seat_view` for its own panel), and the
exportable record: read from the state through the engine's drafts, never changing it."""

from __future__ import annotations

from typing import Any

from games.abstract.data import load
from games.abstract.engine import NAME, PAINTS_PER_ROUND, Draft, current_roll, draft_of
from games.abstract.scoring import brief, ranks, score_brief, scores
from games.abstract.views import (
    AbstractSeatView,
    AbstractView,
    Cell,
    Goals,
    Me,
    OwnSeat,
    RoundParts,
    SeatView,
    Tokens,
)
from games.base import State


def _me(seat: int, dr: Draft, done: bool) -> Me:
    return {
        "seat": seat,
        "dice": list(dr.dice),
        "used": list(dr.used),
        "paints": dr.paints,
        "bonus_taken": dr.bonus_taken,
        "can_confirm": not done and dr.can_confirm(),
        "can_undo": not done and bool(dr.actions),
        "actions": [dict(a) for a in dr.actions],
        "last_square": dr.last_square,
        "x_allowed": not done and dr.paints < PAINTS_PER_ROUND and not dr.location_possible(),
    }


def _round(state: State, over: bool) -> RoundParts:
    """The public parts of where the game stands, the same in every seat's view."""
    return {
        "game": NAME,
        "round": state["round"],
        "rounds": load().rounds,
        "over": over,
        "roll": current_roll(state),
        "goals": _goals(state),
    }


def _goals(state: State) -> Goals:
    return {"A": state["goals"]["A"], "B": state["goals"]["B"], "C": state["goals"]["C"]}


def _own(state: State, k: int, viewer: int | None, over: bool) -> tuple[OwnSeat, int, Me | None]:
    """Seat `k`'s entry as `viewer` sees it, its committed total, and its `me` when it is
    the viewer. A committed painting's score is looked up (`score_brief` remembers it), so
    only the viewer's own draft is replayed and scored."""
    entry = state["seats"][k]
    painting: list[Cell] = list(entry["painting"])
    stars: int = entry["stars"]
    score = score_brief(painting, stars, state["goals"])
    # places come from committed paintings only, so a seat's draft never moves the places
    # it sees of the others
    committed = score["total"]
    tokens: Tokens = {"adjust": entry["tokens"]["adjust"], "anywhere": entry["tokens"]["anywhere"]}
    me: Me | None = None
    if k == viewer and not over:
        dr = draft_of(state, k)
        painting, stars = dr.painting, dr.stars
        tokens = {"adjust": dr.adjust, "anywhere": dr.anywhere}
        me = _me(k, dr, entry["done"])
        if entry["draft"]:
            score = score_brief(painting, stars, state["goals"])
    own: OwnSeat = {
        "seat": k,
        "painting": painting,
        "stars": stars,
        "tokens": tokens,
        "done": entry["done"],
        "score": score,
    }
    return own, committed, me


def _idle_me(state: State, seat: int) -> Me:
    """The game is over: nothing is left to play, so an idle position."""
    return {
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


def view(state: State, seat: int | None) -> AbstractView:
    """What `seat` may see (None: a spectator). Other seats show committed data only.

    Every seat is listed (the standings and the status need them all): a view costs a
    copy of each painting. A seat's own panel needs none of the others: `seat_view`."""
    over = bool(state["over"])
    me: Me | None = None
    seats: list[SeatView] = []
    committed: list[int] = []
    for k in range(len(state["seats"])):
        own, total, mine = _own(state, k, seat, over)
        committed.append(total)
        if mine is not None:
            me = mine
        seats.append({**own, "rank": 0})  # the place is set below, once every total is known
    for entry_view, rank in zip(seats, ranks(committed), strict=True):
        entry_view["rank"] = rank
    if seat is not None and over and 0 <= seat < len(state["seats"]):
        me = _idle_me(state, seat)
    return {**_round(state, over), "seats": seats, "me": me}


def seat_view(state: State, seat: int) -> AbstractSeatView:
    """What `seat`'s own panel needs: the round's public parts and that seat's entry as
    `view(state, seat)` shows it (without its place). It reads no other seat, so a panel
    costs the same at a table of 1,000 as at a table of 2."""
    over = bool(state["over"])
    mine, _, me = _own(state, seat, seat, over)
    return {**_round(state, over), "mine": mine, "me": _idle_me(state, seat) if over else me}


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
                "score": dict(brief(sc)),
                "rank": sc["rank"],
            }
        )
    return {
        "game": NAME,
        "seed": state["seed"],
        "players": state["players"],
        "rounds": d.rounds,
        "goals": dict(state["goals"]),
        "rolls": [list(r) for r in state["rolls"]],
        "seats": seats,
        "winners": [sc["seat"] for sc in final if sc["rank"] == 1],
    }
