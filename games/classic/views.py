"""What each seat may see of a Venn Classic game (face-down cards only in their owner's
view), the scores and the game record."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypedDict

from games.base import State
from games.classic.table import (
    NAME,
    _plural,
    _valid_seat,
    bid_range,
    can_raise,
    cards_to_place,
    must_discard,
    pushable,
    recover_allowance,
    turnable,
    waiting_for,
)

# --------------------------------------------------------------------------- types


class Slot(TypedDict):
    slot: int
    pushed: bool
    turned: str | None  # the card's type once turned over; face down: None


class SeatView(TypedDict):
    seat: int
    out: bool
    out_round: int | None
    hand_count: int
    cards: int  # in hand and on the table
    placed: list[Slot]
    done: bool
    bids: list[int]
    passed: bool
    discard_count: int
    recovered: bool


class Turned(TypedDict):
    seat: int
    slot: int
    type: str
    has_colour: bool


class CardView(TypedDict):
    id: int
    type: str


class OwnSlot(TypedDict):
    slot: int
    id: int
    type: str
    pushed: bool


class Me(TypedDict):
    seat: int
    hand: list[CardView]
    placed: list[OwnSlot]
    layout: list[CardView]  # what this seat placed this round, by slot, kept after the
    # challenge returns the cards to hand (the seat saw them as it placed them)
    discard: list[CardView]
    can_place: int
    can_raise: bool
    can_pass: bool
    bid_min: int | None
    bid_max: int | None
    bid_max_with_push: int | None
    pushable: list[int]
    turnable: list[dict[str, int]]
    may_recover: bool
    recover_count: int
    must_discard: int


class ClassicView(TypedDict):
    game: str
    round: int
    phase: str
    over: bool
    players: int
    start_player: int
    colour: str | None
    count: int | None
    seats: list[SeatView]
    bids: list[dict[str, Any]]
    actions: list[dict[str, Any]]  # bids and passes in order
    highest: dict[str, Any] | None
    turn: int | None
    challenger: int | None
    turned: list[Turned]
    result: str | None
    winner_of_challenge: int | None
    own_goal: bool
    losers: list[int]
    returned: bool
    waiting: list[int]
    winner: int | None
    history: list[dict[str, Any]]
    me: Me | None  # the viewer's own cards: the only place a face-down card appears


class HiddenCard(TypedDict):
    type: str
    turned: bool  # turned over in play; False: it was face down at that moment


class SeatCards(TypedDict):
    """One seat's cards as they really were at a moment of a finished game."""

    seat: int
    hand: list[HiddenCard]  # face down then, but for a card turned over this round
    placed: list[HiddenCard]  # by slot, as the public view's `placed`
    discard: list[str]  # types, face down then


class ReviewView(ClassicView):
    """A finished game looked back on by one seat: its view, plus its own cards laid out
    where the table picture draws them (None for every other seat: never shown to it)."""

    revealed: list[SeatCards | None]


# --------------------------------------------------------------------------- views


def _public_seat(state: State, k: int, turned: dict[tuple[int, int], str]) -> SeatView:
    entry = state["seats"][k]
    pushed = set(entry["pushed"])
    return {
        "seat": k,
        "out": bool(entry["out"]),
        "out_round": entry["out_round"],
        "hand_count": len(entry["hand"]),
        "cards": len(entry["hand"]) + len(entry["placed"]),
        "placed": [
            {"slot": i, "pushed": i in pushed, "turned": turned.get((k, i))}
            for i in range(len(entry["layout"]))
        ],
        "done": bool(entry["done"]),
        "bids": list(entry["bids"]),
        "passed": bool(entry["passed"]),
        "discard_count": len(entry["discard"]),
        "recovered": bool(entry["recovered"]),
    }


def _public_turned(turned: Sequence[dict[str, Any]]) -> list[Turned]:
    return [
        {"seat": t["seat"], "slot": t["slot"], "type": t["type"], "has_colour": t["has_colour"]}
        for t in turned
    ]


def _public_actions(actions: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for a in actions:
        if a.get("pass"):
            out.append({"seat": a["seat"], "pass": True})
        else:
            out.append({"seat": a["seat"], "amount": a["amount"], "push": list(a["push"])})
    return out


def _public_round(entry: dict[str, Any]) -> dict[str, Any]:
    """The part of a past round anyone at the table saw (counts, never face-down cards)."""
    return {
        "round": entry["round"],
        "start_player": entry["start_player"],
        "colour": entry["colour"],
        "count": entry["count"],
        "slots": {k: len(ids) for k, ids in entry["placed"].items()},
        "pushed": {k: list(v) for k, v in entry["pushed"].items()},
        "bids": _public_actions(entry["bids"]),
        "highest": dict(entry["highest"]) if entry["highest"] else None,
        "challenger": entry["challenger"],
        "turned": _public_turned(entry["turned"]),
        "result": entry["result"],
        "winner_of_challenge": entry["winner_of_challenge"],
        "own_goal": entry["own_goal"],
        "losers": list(entry["losers"]),
        "lost": {k: len(v) for k, v in entry["losses"].items()},
        "recovered": {k: len(v) for k, v in entry["recovered"].items()},
        "hand_sizes": dict(entry["hand_sizes"]),
        "out": list(entry["out"]),
    }


def _cards(state: State, ids: Iterable[int]) -> list[CardView]:
    return [{"id": c, "type": state["deck"][c]} for c in ids]


def _me(state: State, seat: int) -> Me:
    entry = state["seats"][seat]
    pushed = set(entry["pushed"])
    my_bid = state["phase"] == "bid" and state["turn"] == seat and not state["over"]
    bid_min = bid_max = bid_max_with_push = None
    if my_bid:
        bid_min, bid_max = bid_range(state, seat)
        _, bid_max_with_push = bid_range(state, seat, pushable(state, seat))
    return {
        "seat": seat,
        "hand": _cards(state, entry["hand"]),
        "placed": [
            {"slot": i, "id": c, "type": state["deck"][c], "pushed": i in pushed}
            for i, c in enumerate(entry["placed"])
        ],
        "layout": _cards(state, entry["layout"]),
        "discard": _cards(state, entry["discard"]),
        "can_place": cards_to_place(state, seat),
        "can_raise": can_raise(state, seat),
        "can_pass": my_bid and state["highest"] is not None,
        "bid_min": bid_min,
        "bid_max": bid_max,
        "bid_max_with_push": bid_max_with_push,
        "pushable": pushable(state, seat) if my_bid else [],
        "turnable": turnable(state, seat),
        "may_recover": recover_allowance(state, seat) > 0,
        "recover_count": recover_allowance(state, seat),
        "must_discard": must_discard(state, seat),
    }


def view(state: State, seat: int | None) -> ClassicView:
    """What `seat` may see (None: a spectator). The public part holds counts, slots,
    pushes, bids and turned cards only; the viewer's own cards (ids and types) appear
    under "me" and nowhere else."""
    turned = {(t["seat"], t["slot"]): t["type"] for t in state["turned"]}
    highest = state["highest"]
    phase = state["phase"]
    turn = None
    if phase in ("call", "bid", "challenge", "recover") and not state["over"]:
        turn = waiting_for(state)[0]
    seated = _valid_seat(state, seat)
    return {
        "game": NAME,
        "round": state["round"],
        "phase": phase,
        "over": bool(state["over"]),
        "players": state["players"],
        "start_player": state["start_player"],
        "colour": state["colour"],
        "count": state["count"],
        "seats": [_public_seat(state, k, turned) for k in range(len(state["seats"]))],
        "bids": [
            {"seat": a["seat"], "amount": a["amount"], "pushed": list(a["push"])}
            for a in state["actions"]
            if not a.get("pass")
        ],
        "actions": _public_actions(state["actions"]),
        "highest": dict(highest) if highest else None,
        "turn": turn,
        "challenger": state["challenger"],
        "turned": _public_turned(state["turned"]),
        "result": state["result"],
        "winner_of_challenge": state["winner_of_challenge"],
        "own_goal": bool(state["own_goal"]),
        "losers": list(state["losers"]),
        "returned": bool(state["returned"]),
        "waiting": waiting_for(state),
        "winner": state["winner"],
        "history": [_public_round(h) for h in state["history"]],
        "me": _me(state, seat) if seated and seat is not None else None,
    }


def review_view(view: ClassicView) -> ReviewView:
    """A seat's view of a moment of a finished game, reshaped for its replay picture:
    under "revealed", at the viewer's seat, its hand, its placed cards by slot and its
    discard pile by type, each card of the hand and the table flagged whether it was turned
    over in play; every other seat None. Read from the view alone, so a replay shows a seat
    exactly what its own view showed it during the game (`view` decides that)."""
    revealed: list[SeatCards | None] = [None] * len(view["seats"])
    me = view["me"]
    if me is not None:
        k = me["seat"]
        turned = {t["slot"] for t in view["turned"] if t["seat"] == k}
        # after the challenge the placed cards are back in hand; those turned were seen
        seen = {c["id"] for i, c in enumerate(me["layout"]) if i in turned}
        revealed[k] = {
            "seat": k,
            "hand": [{"type": c["type"], "turned": c["id"] in seen} for c in me["hand"]],
            "placed": [
                {"type": c["type"], "turned": i in turned} for i, c in enumerate(me["layout"])
            ],
            "discard": [c["type"] for c in me["discard"]],
        }
    return {**view, "revealed": revealed}


# --------------------------------------------------------------------------- scores, record


def ranks(keys: Sequence[tuple[int, ...]]) -> list[int]:
    """1-based places by keys (higher is better); equal keys share a place."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]


def scores(state: State) -> list[dict[str, Any]]:
    """Per seat, in seat order: rank, the round it went out (None while still in), cards
    held, "total" (how many seats it outlasted, for the stats) and readable lines. Seats
    still in rank above every seat that is out (by cards held while the game runs); out
    seats rank by the round they went out, later first, the same round sharing a place."""
    n = len(state["seats"])
    keys = []
    for entry in state["seats"]:
        cards = len(entry["hand"]) + len(entry["placed"])
        if entry["out"]:
            keys.append((0, entry["out_round"], 0))
        else:
            keys.append((1, 0, cards))
    places = ranks(keys)
    out = []
    for k, entry in enumerate(state["seats"]):
        cards = len(entry["hand"]) + len(entry["placed"])
        outlasted = sum(1 for j in range(n) if places[j] > places[k])
        lines = []
        if state["winner"] == k:
            lines.append(f"Winner: the last player holding cards ({_plural(cards, 'card')} left).")
        elif entry["out"]:
            lines.append(f"Out in round {entry['out_round']}: no cards left.")
        else:
            lines.append(f"Still in with {_plural(cards, 'card')}.")
        lines.append(f"Discard pile: {_plural(len(entry['discard']), 'card')}.")
        if entry["recovered"]:
            lines.append("Used the once-per-game recovery.")
        lines.append(f"Place {places[k]} of {n} (outlasted {outlasted}).")
        out.append(
            {
                "seat": k,
                "rank": places[k],
                "out_round": entry["out_round"],
                "cards": cards,
                "total": outlasted,
                "lines": lines,
            }
        )
    return out


def record(state: State) -> dict[str, Any]:
    """The exportable game record. It is meant for after the game, so it reveals every
    card that was placed, lost or recovered, by type. Seat keys are strings (JSON)."""
    deck = state["deck"]

    def types(ids: Sequence[int]) -> list[str]:
        return [deck[c] for c in ids]

    rounds = []
    for h in state["history"]:
        rounds.append(
            {
                "round": h["round"],
                "start_player": h["start_player"],
                "colour": h["colour"],
                "count": h["count"],
                "placed": {k: types(v) for k, v in h["placed"].items()},
                "pushed": {k: list(v) for k, v in h["pushed"].items()},
                "bids": _public_actions(h["bids"]),
                "challenger": h["challenger"],
                "turned": [
                    {"seat": t["seat"], "slot": t["slot"], "type": t["type"]} for t in h["turned"]
                ],
                "result": h["result"],
                "losses": {k: types(v) for k, v in h["losses"].items()},
                "recovered": {k: types(v) for k, v in h["recovered"].items()},
                "hand_sizes": dict(h["hand_sizes"]),
            }
        )
    return {
        "game": NAME,
        "seed": state["seed"],
        "players": state["players"],
        "rounds": rounds,
        "winner": state["winner"],
    }


def record_for(state: State, seat: int | None) -> dict[str, Any]:
    """The record as `seat` may read it (None: someone who held no seat). A card that was
    never turned face up stays hidden after the game, as at a real table: another seat's
    placed cards show only where they were turned, and other seats' losses and
    recoveries (chosen in private) show as many nulls as cards."""
    whole = record(state)
    mine = None if seat is None else str(seat)
    for r in whole["rounds"]:
        shown = {(str(t["seat"]), t["slot"]) for t in r["turned"]}
        r["placed"] = {
            k: v if k == mine else [c if (k, i) in shown else None for i, c in enumerate(v)]
            for k, v in r["placed"].items()
        }
        for part in ("losses", "recovered"):
            r[part] = {k: v if k == mine else [None] * len(v) for k, v in r[part].items()}
    whole["as_seen_by"] = seat
    return whole
