"""Venn Classic, the bluffing card game, as a pure rules engine: setup, the moves'
effects and the flow of a round.

A round runs through these phases:

* call: the start player names a colour and a count;
* place: every seat still in places min(count, hand) cards at once (simultaneous);
* bid: turns clockwise; the start player opens (0 allowed), then each seat raises or
  passes until every other seat has passed since the last raise; pushing goes with a bid;
* challenge: the highest bidder turns cards one by one (own pushed cards first);
* recover: the winner of the challenge may, once per game, take cards back instead;
* discard: every loser chooses the cards it loses (simultaneous).
Then seats without cards are out and, unless one seat is left, the next round starts.
Nothing face down ever leaves the engine through `view` or the events: only turned cards
show their type. The table's queries live in games.classic.table, move checks in
games.classic.rules, views, scores and the record in games.classic.views, the default,
random and AI players' moves in games.classic.players; the engine re-exports them all."""

from __future__ import annotations

from typing import Any

from games.base import Event, Flow, IllegalMove, Move, State, count_move, is_int, moves_made
from games.classic.data import load
from games.classic.rules import validate
from games.classic.table import (
    NAME,
    _next_in,
    _recover_limit,
    bid_range,
    can_raise,
    cards_to_place,
    discard_of,
    hand_of,
    has_colour,
    held_of,
    in_seats,
    must_discard,
    pushable,
    recover_allowance,
    turnable,
    waiting_for,
)
from games.rng import Rng

# --------------------------------------------------------------------------- setup


def _fresh_seat(hand: list[int]) -> dict[str, Any]:
    return {
        "hand": hand,
        "placed": [],
        "layout": [],
        "pushed": [],
        "discard": [],
        "out": False,
        "out_round": None,
        "recovered": False,
        "done": False,
        "passed": False,
        "bids": [],
        "lost": [],
        "took_back": [],
    }


def _round_fields() -> dict[str, Any]:
    """The state keys that describe the round in progress, as a new round starts."""
    return {
        "colour": None,
        "count": None,
        "actions": [],
        "highest": None,
        "challenger": None,
        "turned": [],
        "result": None,
        "winner_of_challenge": None,
        "own_goal": False,
        "losers": [],
        "returned": False,
    }


def new_game(players: int, options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A fresh game: the card types shuffled onto ids, six cards dealt to each seat, and
    round 1 waiting for the start player's call. `options` may name {"start_player": k}
    (the rules let the latest winner start); seat 0 starts otherwise."""
    d = load()
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError("The number of players must be a whole number.")
    if not d.players_min <= players <= d.players_max:
        raise ValueError(f"Venn Classic seats {d.players_min} to {d.players_max} players.")
    options = dict(options or {})
    start = options.get("start_player", 0)
    if not is_int(start) or not 0 <= start < players:
        raise ValueError(f"The start player must be a seat from 0 to {players - 1}.")
    rng = Rng(seed)
    types = [code for code in d.type_codes for _ in range(d.types[code].copies)]
    rng.shuffle(types)
    order = list(range(len(types)))
    rng.shuffle(order)
    size = d.hand_size
    seats = [_fresh_seat(sorted(order[k * size : (k + 1) * size])) for k in range(players)]
    return {
        "game": NAME,
        "seed": seed,
        "players": players,
        "options": options,
        "rng": rng.state,
        "deck": types,
        "undealt": sorted(order[players * size :]),
        "round": 1,
        "phase": "call",
        "over": False,
        "winner": None,
        "start_player": start,
        "turn": start,
        **_round_fields(),
        "seats": seats,
        "history": [],
        "moves": [0] * players,
    }


# --------------------------------------------------------------------------- flow

# the public parts of a round: each gets a status message of its own
PHASE_GROUP = {
    "call": "open",
    "place": "open",
    "bid": "bid",
    "challenge": "challenge",
    "recover": "resolve",
    "discard": "resolve",
    "over": "over",
}


def flow(state: State) -> Flow:
    """The phase group is the public phase; the engine's phase is the stage. Calls and bids
    are turns of their own (each one restarts the clock), the other stages are one turn."""
    stage = state["phase"]
    return Flow(
        round=state["round"],
        phase=PHASE_GROUP[stage],
        stage=stage,
        turn=len(state["actions"]) if stage in ("call", "bid") else 0,
        active=tuple(waiting_for(state)),
        moves=moves_made(state),
        over=bool(state["over"]),
    )


# --------------------------------------------------------------------------- apply


def _copy(state: State) -> State:
    """A copy deep enough for apply: every list and seat dict is fresh; entries of the
    logs (bids, turns, history) are never changed once written, so they are shared."""
    new = dict(state)
    new["seats"] = [
        {key: list(v) if isinstance(v, list) else v for key, v in entry.items()}
        for entry in state["seats"]
    ]
    for key in ("deck", "undealt", "actions", "turned", "losers", "history"):
        new[key] = list(state[key])
    return new


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Play one move; returns a new state (the input is untouched) and public events
    (events never carry a face-down card's id or type)."""
    problem = validate(state, seat, move)
    if problem:
        raise IllegalMove(problem)
    new = _copy(state)
    count_move(new, seat)
    kind = move["type"]
    if kind == "call":
        events = _do_call(new, seat, move)
    elif kind == "place":
        events = _do_place(new, seat, move)
    elif kind == "bid":
        events = _do_bid(new, seat, move)
    elif kind == "pass":
        events = _do_pass(new, seat)
    elif kind == "turn":
        events = _do_turn(new, seat, move)
    elif kind == "recover":
        events = _do_recover(new, seat, move)
    elif kind == "decline":
        events = [{"type": "declined", "seat": seat}, *_start_discard(new)]
    else:
        events = _do_discard(new, seat, move)
    return new, events


def _do_call(new: State, seat: int, move: Move) -> list[Event]:
    new["colour"], new["count"] = move["colour"], move["count"]
    new["phase"] = "place"
    new["turn"] = None
    for entry in new["seats"]:
        entry["done"] = False
    return [
        {"type": "called", "seat": seat, "colour": move["colour"], "count": move["count"]},
        {"type": "phase", "phase": "place", "round": new["round"]},
    ]


def _do_place(new: State, seat: int, move: Move) -> list[Event]:
    entry = new["seats"][seat]
    cards = list(move["cards"])
    chosen = set(cards)
    entry["hand"] = [c for c in entry["hand"] if c not in chosen]
    entry["placed"] = cards
    entry["layout"] = list(cards)
    entry["done"] = True
    events: list[Event] = [{"type": "placed", "seat": seat, "n": len(cards)}]
    if all(new["seats"][k]["done"] for k in in_seats(new)):
        for other in new["seats"]:
            other["done"] = False
        new["phase"] = "bid"
        new["turn"] = new["start_player"]
        events.append({"type": "phase", "phase": "bid", "round": new["round"]})
    return events


def _next_bidder(new: State, after: int) -> int | None:
    """The next seat clockwise after `after` still to answer the highest bid, or None
    when every other seat has passed since it was made."""
    top = new["highest"]["seat"]
    n = len(new["seats"])
    k = after
    for _ in range(n):
        k = (k + 1) % n
        if k == top:
            return None
        entry = new["seats"][k]
        if not entry["out"] and not entry["passed"]:
            return k
    return None


def _do_bid(new: State, seat: int, move: Move) -> list[Event]:
    entry = new["seats"][seat]
    push = sorted(move.get("push", []))
    amount = move["amount"]
    entry["pushed"] = [*entry["pushed"], *push]
    entry["bids"].append(amount)
    new["actions"].append({"seat": seat, "amount": amount, "push": push})
    new["highest"] = {"seat": seat, "amount": amount}
    for other in new["seats"]:
        other["passed"] = False
    events: list[Event] = [{"type": "bid", "seat": seat, "amount": amount, "push": list(push)}]
    nxt = _next_bidder(new, seat)
    if nxt is None:  # only possible with a single seat in, which never bids
        return events + _end_bidding(new)
    new["turn"] = nxt
    return events


def _do_pass(new: State, seat: int) -> list[Event]:
    new["seats"][seat]["passed"] = True
    new["actions"].append({"seat": seat, "pass": True})
    events: list[Event] = [{"type": "pass", "seat": seat}]
    nxt = _next_bidder(new, seat)
    if nxt is None:
        return events + _end_bidding(new)
    new["turn"] = nxt
    return events


def _end_bidding(new: State) -> list[Event]:
    top = new["highest"]
    new["challenger"] = top["seat"]
    new["phase"] = "challenge"
    new["turn"] = top["seat"]
    events: list[Event] = [
        {"type": "challenge", "seat": top["seat"], "amount": top["amount"]},
        {"type": "phase", "phase": "challenge", "round": new["round"]},
    ]
    if top["amount"] == 0:  # nothing to turn over: the challenge succeeds at once
        events.extend(_resolve(new, "success", None))
    return events


def _do_turn(new: State, seat: int, move: Move) -> list[Event]:
    target, slot = move["seat"], move["slot"]
    card = new["seats"][target]["placed"][slot]
    kind = new["deck"][card]
    shows = has_colour(kind, new["colour"])
    turned = {"seat": target, "slot": slot, "type": kind, "has_colour": shows}
    new["turned"].append(turned)
    events: list[Event] = [
        {"type": "turned", "seat": target, "slot": slot, "card_type": kind, "has_colour": shows}
    ]
    if not shows:
        events.extend(_resolve(new, "failure", target))
    elif len(new["turned"]) >= new["highest"]["amount"]:
        events.extend(_resolve(new, "success", None))
    return events


def _resolve(new: State, result: str, failed_on: int | None) -> list[Event]:
    """End the challenge: every placed card goes back to its owner's hand, the winner
    and the losers are settled, and the recover or discard phase begins."""
    for k in in_seats(new):
        entry = new["seats"][k]
        entry["hand"] = [*entry["hand"], *entry["placed"]]
        entry["placed"] = []
        entry["done"] = False
    new["returned"] = True
    challenger = new["challenger"]
    new["result"] = result
    if result == "success":
        winner: int | None = challenger
        losers = [k for k in in_seats(new) if k != challenger]
    else:
        losers = [challenger]
        new["own_goal"] = failed_on == challenger
        winner = None if new["own_goal"] else failed_on
    new["winner_of_challenge"] = winner
    new["losers"] = losers
    events: list[Event] = [
        {
            "type": "challenge_over",
            "result": result,
            "challenger": challenger,
            "winner": winner,
            "own_goal": new["own_goal"],
            "losers": list(losers),
        }
    ]
    if winner is not None and _recover_limit(new, winner) > 0:
        new["phase"] = "recover"
        new["turn"] = winner
        events.append({"type": "phase", "phase": "recover", "round": new["round"]})
        return events
    return events + _start_discard(new)


def _do_recover(new: State, seat: int, move: Move) -> list[Event]:
    entry = new["seats"][seat]
    cards = list(move["cards"])
    back = set(cards)
    entry["discard"] = [c for c in entry["discard"] if c not in back]
    entry["hand"] = [*entry["hand"], *cards]
    entry["recovered"] = True
    entry["took_back"] = cards
    events: list[Event] = [{"type": "recovered", "seat": seat, "n": len(cards)}]
    return events + _end_round(new)


def _start_discard(new: State) -> list[Event]:
    new["phase"] = "discard"
    new["turn"] = None
    for entry in new["seats"]:
        entry["done"] = False
    return [{"type": "phase", "phase": "discard", "round": new["round"]}]


def _do_discard(new: State, seat: int, move: Move) -> list[Event]:
    entry = new["seats"][seat]
    cards = list(move["cards"])
    lost = set(cards)
    entry["hand"] = [c for c in entry["hand"] if c not in lost]
    entry["discard"] = [*entry["discard"], *cards]
    entry["lost"] = cards
    entry["done"] = True
    events: list[Event] = [{"type": "discarded", "seat": seat, "n": len(cards)}]
    if all(new["seats"][k]["done"] for k in new["losers"]):
        events.extend(_end_round(new))
    return events


def _history_entry(new: State, gone: list[int]) -> dict[str, Any]:
    """Everything about the round just played, ids included: kept in the state for the
    game record, never shown by `view` except through its public summary."""
    seats = new["seats"]
    played = [k for k, s in enumerate(seats) if s["layout"]]
    return {
        "round": new["round"],
        "start_player": new["start_player"],
        "colour": new["colour"],
        "count": new["count"],
        "placed": {str(k): list(seats[k]["layout"]) for k in played},
        "pushed": {str(k): list(seats[k]["pushed"]) for k in played},
        "bids": [dict(a) for a in new["actions"]],
        "highest": dict(new["highest"]) if new["highest"] else None,
        "challenger": new["challenger"],
        "turned": [dict(t) for t in new["turned"]],
        "result": new["result"],
        "winner_of_challenge": new["winner_of_challenge"],
        "own_goal": new["own_goal"],
        "losers": list(new["losers"]),
        "losses": {str(k): list(s["lost"]) for k, s in enumerate(seats) if s["lost"]},
        "recovered": {str(k): list(s["took_back"]) for k, s in enumerate(seats) if s["took_back"]},
        "hand_sizes": {str(k): len(s["hand"]) + len(s["placed"]) for k, s in enumerate(seats)},
        "out": list(gone),
    }


def _end_round(new: State) -> list[Event]:
    """Put out every seat without cards, log the round, then end the game or start the
    next round with the next seat still in as start player."""
    events: list[Event] = []
    gone = [k for k in in_seats(new) if not held_of(new, k)]
    for k in gone:
        new["seats"][k]["out"] = True
        new["seats"][k]["out_round"] = new["round"]
    if gone:
        events.append({"type": "out", "seats": list(gone), "round": new["round"]})
    new["history"].append(_history_entry(new, gone))
    events.append({"type": "round_ended", "round": new["round"]})
    left = in_seats(new)
    if len(left) <= 1:
        new["over"] = True
        new["phase"] = "over"
        new["turn"] = None
        new["winner"] = left[0] if left else None
        for entry in new["seats"]:
            entry["done"] = False
        events.append({"type": "game_over", "winner": new["winner"]})
        return events
    new["round"] += 1
    new["start_player"] = _next_in(new, new["start_player"])
    new["turn"] = new["start_player"]
    new["phase"] = "call"
    new.update(_round_fields())
    for entry in new["seats"]:
        entry.update(placed=[], layout=[], pushed=[], done=False, passed=False, bids=[], lost=[])
        entry["took_back"] = []
    events.append(
        {"type": "round_started", "round": new["round"], "start_player": new["start_player"]}
    )
    return events


# the engine is also where the cog, the AI and the tests read the table's queries
from games.classic.players import ai_move, sample_move, simple_move  # noqa: E402
from games.classic.rules import legal_moves  # noqa: E402
from games.classic.table import (  # noqa: E402
    CONTAINS,
    MOVE_TYPES,
    PHASES,
    is_over,
    placed_of,
    pushed_of,
    type_of,
)
from games.classic.views import ranks, record, scores, view  # noqa: E402

__all__ = [
    "CONTAINS",
    "MOVE_TYPES",
    "PHASES",
    "PHASE_GROUP",
    "ai_move",
    "apply",
    "bid_range",
    "can_raise",
    "cards_to_place",
    "discard_of",
    "flow",
    "hand_of",
    "has_colour",
    "held_of",
    "in_seats",
    "is_over",
    "legal_moves",
    "must_discard",
    "new_game",
    "placed_of",
    "pushable",
    "pushed_of",
    "ranks",
    "record",
    "recover_allowance",
    "sample_move",
    "scores",
    "simple_move",
    "turnable",
    "type_of",
    "validate",
    "view",
    "waiting_for",
]
