"""Venn Classic, the bluffing card game, as a pure rules engine.

The state is plain JSON. Cards are ids 0..47; `state["deck"][id]` is the card's type
("RY", "YB" or "BR"), the type mapping itself shuffled at setup so an id says nothing
about its card. Every id sits in exactly one zone: a seat's "hand" (including cards
sitting the round out), its "placed" cards (face down on the table, in slot order), its
"discard" pile, or the table's "undealt" cards (never dealt, out of play). A seat's
"layout" remembers what it placed this round even after the challenge returns the
cards to hand, and "pushed" lists its pushed slots. Nothing face down ever leaves the
engine through `view` or the events: only turned cards show their type.

A round runs through these phases:

* call: the start player names a colour and a count;
* place: every seat still in places min(count, hand) cards at once (simultaneous);
* bid: turns clockwise; the start player opens (0 allowed), then each seat raises or
  passes until every other seat has passed since the last raise; pushing goes with a bid;
* challenge: the highest bidder turns cards one by one (own pushed cards first);
* recover: the winner of the challenge may, once per game, take cards back instead;
* discard: every loser chooses the cards it loses (simultaneous).
Then seats without cards are out and, unless one seat is left, the next round starts.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations
from typing import Any

from games import base
from games.base import Event, IllegalMove, ModuleEngine, Move, SeatLimits, State, View
from games.classic.data import load
from games.rng import Rng

GAME = "classic"
PHASES = ("call", "place", "bid", "challenge", "recover", "discard", "over")
MOVE_TYPES = ("call", "place", "bid", "pass", "turn", "recover", "decline", "discard")
PHASE_MOVES: dict[str, tuple[str, ...]] = {
    "call": ("call",),
    "place": ("place",),
    "bid": ("bid", "pass"),
    "challenge": ("turn",),
    "recover": ("recover", "decline"),
    "discard": ("discard",),
    "over": (),
}

# colour -> the card types showing it (its two circles or their overlap)
CONTAINS: dict[str, frozenset[str]] = dict(load().contains)


# --------------------------------------------------------------------------- small helpers


def has_colour(type_code: str, colour: str) -> bool:
    """True when a card of `type_code` shows `colour` (a circle or the overlap)."""
    return type_code in CONTAINS.get(colour, frozenset())


def type_of(state: State, card: int) -> str:
    return state["deck"][card]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _valid_seat(state: State, seat: Any) -> bool:
    return _is_int(seat) and 0 <= seat < len(state["seats"])


def in_seats(state: State) -> list[int]:
    """Seats still in the game, in seat order."""
    return [k for k, s in enumerate(state["seats"]) if not s["out"]]


def hand_of(state: State, seat: int) -> list[int]:
    """Card ids in the seat's hand now (cards on the table not included)."""
    return list(state["seats"][seat]["hand"])


def placed_of(state: State, seat: int) -> list[int]:
    """Card ids the seat has on the table now, in slot order (empty once they went back)."""
    return list(state["seats"][seat]["placed"])


def held_of(state: State, seat: int) -> list[int]:
    """Every card the seat still owns outside its discard pile: hand then placed."""
    entry = state["seats"][seat]
    return [*entry["hand"], *entry["placed"]]


def discard_of(state: State, seat: int) -> list[int]:
    return list(state["seats"][seat]["discard"])


def pushed_of(state: State, seat: int) -> list[int]:
    """The slots the seat pushed this round, in the order they were pushed."""
    return list(state["seats"][seat]["pushed"])


def _next_in(state: State, seat: int) -> int:
    """The next seat still in, clockwise after `seat` (which may itself be out)."""
    n = len(state["seats"])
    for step in range(1, n + 1):
        k = (seat + step) % n
        if not state["seats"][k]["out"]:
            return k
    return seat


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


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
    if not _is_int(start) or not 0 <= start < players:
        raise ValueError(f"The start player must be a seat from 0 to {players - 1}.")
    rng = Rng(seed)
    types = [code for code in d.type_codes for _ in range(d.types[code].copies)]
    rng.shuffle(types)
    order = list(range(len(types)))
    rng.shuffle(order)
    size = d.hand_size
    seats = [_fresh_seat(sorted(order[k * size : (k + 1) * size])) for k in range(players)]
    return {
        "game": GAME,
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
    }


# --------------------------------------------------------------------------- queries


def waiting_for(state: State) -> list[int]:
    """Who must act now: the caller, every seat still to place, the bidder on turn, the
    challenger, the winner deciding on recovery, or every loser still to discard."""
    phase = state["phase"]
    if state["over"] or phase == "over":
        return []
    if phase == "call":
        return [state["start_player"]]
    if phase == "place":
        return [k for k in in_seats(state) if not state["seats"][k]["done"]]
    if phase == "bid":
        return [state["turn"]]
    if phase == "challenge":
        return [state["challenger"]]
    if phase == "recover":
        return [state["winner_of_challenge"]]
    return [k for k in state["losers"] if not state["seats"][k]["done"]]


def is_over(state: State) -> bool:
    return bool(state["over"])


def cards_to_place(state: State, seat: int) -> int:
    """How many cards the seat must place now (0 outside its placing turn)."""
    if state["phase"] != "place" or not _valid_seat(state, seat):
        return 0
    entry = state["seats"][seat]
    if entry["out"] or entry["done"]:
        return 0
    return min(state["count"], len(entry["hand"]))


def _others_placed(state: State, seat: int) -> int:
    return sum(len(s["placed"]) for k, s in enumerate(state["seats"]) if k != seat and not s["out"])


def bid_range(state: State, seat: int, push: Iterable[int] = ()) -> tuple[int, int]:
    """The (lowest, highest) amount `seat` may bid together with pushing `push` now: at
    least its pushed cards after the push and above the current highest bid, at most its
    pushed cards after the push plus every other seat's placed cards. When lowest >
    highest no bid is possible with that push. Pushed slots are assumed valid."""
    pushed = len(state["seats"][seat]["pushed"]) + len(set(push))
    low = pushed
    if state["highest"] is not None:
        low = max(low, state["highest"]["amount"] + 1)
    return low, pushed + _others_placed(state, seat)


def pushable(state: State, seat: int) -> list[int]:
    """The seat's placed slots not pushed yet (pushing only happens with a bid)."""
    entry = state["seats"][seat]
    done = set(entry["pushed"])
    return [i for i in range(len(entry["placed"])) if i not in done]


def can_raise(state: State, seat: int) -> bool:
    """Some bid is legal for `seat` now, pushing everything it still may if needed."""
    if state["phase"] != "bid" or state["turn"] != seat:
        return False
    low, high = bid_range(state, seat, pushable(state, seat))
    return low <= high


def _turned_slots(state: State) -> set[tuple[int, int]]:
    return {(t["seat"], t["slot"]) for t in state["turned"]}


def turnable(state: State, seat: int) -> list[dict[str, int]]:
    """The cards the challenger may turn next, as {"seat", "slot"}: its own pushed cards
    while any is face down, then any placed card (pushed or not) of another seat."""
    if state["phase"] != "challenge" or state["challenger"] != seat:
        return []
    done = _turned_slots(state)
    own = [i for i in state["seats"][seat]["pushed"] if (seat, i) not in done]
    if own:
        return [{"seat": seat, "slot": i} for i in sorted(own)]
    out = []
    for k in in_seats(state):
        if k == seat:
            continue
        for i in range(len(state["seats"][k]["placed"])):
            if (k, i) not in done:
                out.append({"seat": k, "slot": i})
    return out


def _recover_limit(state: State, seat: int) -> int:
    """How many cards the seat could take back if it won a challenge now (0: none)."""
    d = load()
    entry = state["seats"][seat]
    if entry["recovered"] or not entry["discard"]:
        return 0
    room = d.hand_size - len(entry["hand"]) - len(entry["placed"])
    return max(0, min(d.cards_recovered, len(entry["discard"]), room))


def recover_allowance(state: State, seat: int) -> int:
    """How many cards `seat` takes back if it recovers now (0 when it may not)."""
    if state["phase"] != "recover" or state["winner_of_challenge"] != seat:
        return 0
    return _recover_limit(state, seat)


def must_discard(state: State, seat: int) -> int:
    """How many cards `seat` must lose now (0 when it has nothing to discard)."""
    if state["phase"] != "discard" or seat not in state["losers"]:
        return 0
    entry = state["seats"][seat]
    if entry["done"]:
        return 0
    return min(load().cards_lost, len(entry["hand"]) + len(entry["placed"]))


# --------------------------------------------------------------------------- validation


def _seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != GAME:
        return "This is not a Venn Classic game."
    if state["over"]:
        return "The game is over."
    if not _valid_seat(state, seat):
        return "You do not have a seat at this table."
    if state["seats"][seat]["out"]:
        return "You are out of the game: you have no cards left."
    return None


def _why_no_recovery(state: State, seat: int) -> str:
    """Why `seat` may not recover now, in a player's words."""
    if state["result"] is None:
        return "Cards are recovered only after a challenge, by the player who won it."
    if state["own_goal"] and seat == state["challenger"]:
        return "You failed on your own pushed card: a challenger who does that cannot recover."
    if state["winner_of_challenge"] != seat:
        return "Only the winner of the challenge may recover cards."
    entry = state["seats"][seat]
    if entry["recovered"]:
        return "You already recovered cards once: recovery is once per game."
    if not entry["discard"]:
        return "Your discard pile is empty: there is nothing to recover."
    if _recover_limit(state, seat) == 0:
        return "Your hand is full: a hand never holds more than six cards."
    return "You already decided not to recover this round."


def _wrong_phase(state: State, seat: int, kind: Any) -> str:
    phase = state["phase"]
    if kind == "recover":
        return _why_no_recovery(state, seat)
    if kind == "pass" and phase == "place":
        return "It is the placing phase: place your cards face down first."
    if phase == "call":
        return f"Seat {state['start_player']} starts this round by calling a colour and a count."
    if phase == "place":
        return "It is the placing phase: place your cards face down."
    if phase == "bid":
        return "It is the bidding phase: bid (pushing cards if you like) or pass."
    if phase == "challenge":
        return f"Seat {state['challenger']} is turning cards over in the challenge."
    if phase == "recover":
        return (
            f"Seat {state['winner_of_challenge']} won the challenge and decides whether to "
            "recover cards."
        )
    return "It is the discard phase: the losers choose the cards they lose."


def _not_your_turn(state: State, seat: int) -> str:
    phase = state["phase"]
    entry = state["seats"][seat]
    if phase == "call":
        return f"Seat {state['start_player']} calls the colour and count this round."
    if phase == "place":
        return "You already placed your cards this round: wait for the others."
    if phase == "bid":
        highest = state["highest"]
        if highest is not None and highest["seat"] == seat:
            return "You hold the highest bid: you cannot raise your own bid."
        if entry["passed"]:
            return "You passed: you may bid again only after another player raises."
        return f"It is seat {state['turn']}'s turn to bid or pass."
    if phase == "challenge":
        return f"Only the challenger (seat {state['challenger']}) turns cards over."
    if phase == "recover":
        return "Only the winner of the challenge decides on recovering cards."
    if seat not in state["losers"]:
        return "You do not lose any cards this round."
    return "You already chose your discards: wait for the others."


def _card_list(value: Any) -> list[int] | None:
    if not isinstance(value, list) or not all(_is_int(c) for c in value):
        return None
    return value


def _call_problem(move: Move) -> str | None:
    d = load()
    colour = move.get("colour")
    if colour not in d.colours:
        return "Name one of the six colours: " + ", ".join(d.colours) + "."
    count = move.get("count")
    if not _is_int(count) or not d.count_min <= count <= d.count_max:
        return f"The count must be a whole number from {d.count_min} to {d.count_max}."
    return None


def _place_problem(state: State, seat: int, move: Move) -> str | None:
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "Name the cards to place as a list of card ids from your hand."
    need = cards_to_place(state, seat)
    if len(cards) != need:
        hand = len(state["seats"][seat]["hand"])
        if hand < state["count"]:
            return f"You hold only {_plural(hand, 'card')}: place all of them."
        return f"The count is {state['count']}: place exactly {_plural(need, 'card')}."
    if len(set(cards)) != len(cards):
        return "Each card can be placed only once."
    hand = set(state["seats"][seat]["hand"])
    if any(c not in hand for c in cards):
        return "You can only place cards from your own hand."
    return None


def _push_problem(state: State, seat: int, push: Any) -> str | None:
    if not isinstance(push, list) or not all(_is_int(i) for i in push):
        return "Name the cards to push as a list of your placed slots."
    entry = state["seats"][seat]
    slots = len(entry["placed"])
    for i in push:
        if not 0 <= i < slots:
            if slots == 0:
                return "You have no placed cards to push."
            return (
                f"You have no placed card in slot {i}: your placed cards are slots 0 to "
                f"{slots - 1}."
            )
        if i in entry["pushed"]:
            return f"Your card in slot {i} is already pushed: pushed cards stay pushed."
    if len(set(push)) != len(push):
        return "Each card can be pushed only once."
    return None


def _bid_problem(state: State, seat: int, move: Move) -> str | None:
    amount = move.get("amount")
    if not _is_int(amount) or amount < 0:
        return "A bid is a whole number of cards, 0 or more."
    push = move.get("push", [])
    problem = _push_problem(state, seat, push)
    if problem:
        return problem
    pushed = len(state["seats"][seat]["pushed"]) + len(push)
    if amount < pushed:
        return (
            f"Your bid must be at least {pushed}: a bid may not be lower than the number "
            "of cards you have pushed."
        )
    highest = state["highest"]
    if highest is not None and amount <= highest["amount"]:
        return f"A raise must be higher than the current bid of {highest['amount']}."
    _, top = bid_range(state, seat, push)
    if amount > top:
        return (
            f"Your bid may be at most {top}: your pushed cards plus every other player's "
            "placed cards."
        )
    return None


def _pass_problem(state: State, move: Move) -> str | None:
    if move.get("push"):
        return "You can push cards only together with a bid, not with a pass."
    if state["highest"] is None:
        return "The start player must open the bidding (a bid of 0 is allowed)."
    return None


def _turn_problem(state: State, seat: int, move: Move) -> str | None:
    target, slot = move.get("seat"), move.get("slot")
    if not _is_int(target) or not _is_int(slot):
        return "Name the card to turn by its seat and slot."
    if not _valid_seat(state, target) or not 0 <= slot < len(state["seats"][target]["placed"]):
        return f"Seat {target} has no placed card in slot {slot}."
    if (target, slot) in _turned_slots(state):
        return f"The card of seat {target} in slot {slot} is already turned over."
    own = state["seats"][seat]["pushed"]
    if target == seat and slot not in own:
        return "You may never turn your own placed cards that you did not push."
    if target != seat:
        left = [i for i in own if (seat, i) not in _turned_slots(state)]
        if left:
            return (
                f"Turn all your own pushed cards first ({_plural(len(left), 'card')} still "
                "face down)."
            )
    return None


def _recover_problem(state: State, seat: int, move: Move) -> str | None:
    allowed = recover_allowance(state, seat)
    if allowed == 0:
        return _why_no_recovery(state, seat)
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "Name the cards to take back as a list of card ids from your discard pile."
    if len(cards) != allowed:
        extra = ""
        if allowed < load().cards_recovered:
            extra = " (fewer than two: your discard pile or the six-card hand limit allows no more)"
        return f"Take back exactly {_plural(allowed, 'card')}{extra}."
    if len(set(cards)) != len(cards):
        return "Each card can be taken back only once."
    pile = set(state["seats"][seat]["discard"])
    if any(c not in pile for c in cards):
        return "You can only take back cards from your own discard pile."
    return None


def _discard_problem(state: State, seat: int, move: Move) -> str | None:
    need = must_discard(state, seat)
    cards = _card_list(move.get("cards"))
    if cards is None:
        return "Name the cards to lose as a list of card ids from your hand."
    if len(cards) != need:
        if need < load().cards_lost:
            return f"You hold only {_plural(need, 'card')}: you lose all of them."
        return f"Choose exactly {_plural(need, 'card')} to lose."
    if len(set(cards)) != len(cards):
        return "Each card can be discarded only once."
    held = set(held_of(state, seat))
    if any(c not in held for c in cards):
        return "You can only discard cards from your own hand."
    return None


def validate(state: State, seat: int, move: Move) -> str | None:
    """None when `move` is legal for `seat`, else a sentence naming the broken rule."""
    problem = _seat_problem(state, seat)
    if problem:
        return problem
    if not isinstance(move, dict):
        return "A move must be an object with a type."
    kind = move.get("type")
    if kind not in MOVE_TYPES:
        return "Unknown move: use " + ", ".join(MOVE_TYPES) + "."
    if kind not in PHASE_MOVES[state["phase"]]:
        return _wrong_phase(state, seat, kind)
    if seat not in waiting_for(state):
        return _not_your_turn(state, seat)
    if kind == "call":
        return _call_problem(move)
    if kind == "place":
        return _place_problem(state, seat, move)
    if kind == "bid":
        return _bid_problem(state, seat, move)
    if kind == "pass":
        return _pass_problem(state, move)
    if kind == "turn":
        return _turn_problem(state, seat, move)
    if kind == "recover":
        return _recover_problem(state, seat, move)
    if kind == "decline":
        return None
    return _discard_problem(state, seat, move)


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


# --------------------------------------------------------------------------- legal moves


def _bid_moves(state: State, seat: int) -> list[Move]:
    moves: list[Move] = []
    free = pushable(state, seat)
    for size in range(len(free) + 1):
        for push in combinations(free, size):
            low, high = bid_range(state, seat, push)
            for amount in range(low, high + 1):
                moves.append({"type": "bid", "amount": amount, "push": list(push)})
    return moves


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move for `seat` now (none when it is not this seat's move). Placing
    lists each choice of cards once, in hand order; any order of the same cards is
    legal too and only changes their slots."""
    if _seat_problem(state, seat) or seat not in waiting_for(state):
        return []
    d = load()
    phase = state["phase"]
    if phase == "call":
        return [
            {"type": "call", "colour": colour, "count": count}
            for colour in d.colours
            for count in range(d.count_min, d.count_max + 1)
        ]
    if phase == "place":
        hand = hand_of(state, seat)
        return [
            {"type": "place", "cards": list(c)}
            for c in combinations(hand, cards_to_place(state, seat))
        ]
    if phase == "bid":
        moves = _bid_moves(state, seat)
        if state["highest"] is not None:
            moves.append({"type": "pass"})
        return moves
    if phase == "challenge":
        return [{"type": "turn", **t} for t in turnable(state, seat)]
    if phase == "recover":
        n = recover_allowance(state, seat)
        moves = [
            {"type": "recover", "cards": list(c)} for c in combinations(discard_of(state, seat), n)
        ]
        return [*moves, {"type": "decline"}]
    held = held_of(state, seat)
    return [
        {"type": "discard", "cards": list(c)} for c in combinations(held, must_discard(state, seat))
    ]


# --------------------------------------------------------------------------- views


def _public_seat(state: State, k: int, turned: dict[tuple[int, int], str]) -> dict[str, Any]:
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


def _public_turned(turned: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
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


def _cards(state: State, ids: Iterable[int]) -> list[dict[str, Any]]:
    return [{"id": c, "type": state["deck"][c]} for c in ids]


def _me(state: State, seat: int) -> dict[str, Any]:
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


def view(state: State, seat: int | None) -> View:
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
        "game": GAME,
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
        "me": _me(state, seat) if seated else None,
    }


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
        "game": GAME,
        "seed": state["seed"],
        "players": state["players"],
        "rounds": rounds,
        "winner": state["winner"],
    }


# --------------------------------------------------------------------------- players


@cache
def _ai_available() -> bool:
    return importlib.util.find_spec("games.classic.ai") is not None


def simple_move(state: State, seat: int) -> Move:
    """A plain legal default: call red 1; place the first cards in hand; open at the
    lowest bid, else pass; turn the first card allowed; decline recovery; lose the first
    cards held."""
    if _seat_problem(state, seat) or seat not in waiting_for(state):
        raise IllegalMove("This seat has no move to make.")
    phase = state["phase"]
    if phase == "call":
        return {"type": "call", "colour": load().colours[0], "count": load().count_min}
    if phase == "place":
        return {"type": "place", "cards": hand_of(state, seat)[: cards_to_place(state, seat)]}
    if phase == "bid":
        if state["highest"] is not None:
            return {"type": "pass"}
        return {"type": "bid", "amount": bid_range(state, seat)[0], "push": []}
    if phase == "challenge":
        return {"type": "turn", **turnable(state, seat)[0]}
    if phase == "recover":
        return {"type": "decline"}
    return {"type": "discard", "cards": held_of(state, seat)[: must_discard(state, seat)]}


def ai_move(state: State, seat: int, level: int = 1) -> Move:
    """The AI's next move for `seat` (games.classic.ai when present, else simple_move)."""
    if _ai_available():
        ai = importlib.import_module("games.classic.ai")
        return ai.choose(state, seat, level)
    return simple_move(state, seat)


def _random_bid(state: State, seat: int, rng: Rng) -> Move:
    free = pushable(state, seat)
    push = [i for i in free if rng.randint(0, 2) == 0]
    low, high = bid_range(state, seat, push)
    if low > high:
        push = free
        low, high = bid_range(state, seat, push)
    # mostly modest bids, sometimes anything up to the cap
    top = high if rng.randint(0, 3) == 0 else min(high, low + 1)
    return {"type": "bid", "amount": rng.randint(low, top), "push": push}


def random_move(state: State, seat: int, rng: Rng) -> Move:
    """A random legal move: first a move kind uniformly among those open, then a random
    move of that kind (bids lean towards modest amounts)."""
    if _seat_problem(state, seat) or seat not in waiting_for(state):
        raise IllegalMove("This seat has no move to make.")
    d = load()
    phase = state["phase"]
    if phase == "call":
        return {
            "type": "call",
            "colour": rng.choice(list(d.colours)),
            "count": rng.randint(d.count_min, d.count_max),
        }
    if phase == "place":
        hand = hand_of(state, seat)
        rng.shuffle(hand)
        return {"type": "place", "cards": hand[: cards_to_place(state, seat)]}
    if phase == "bid":
        passing = state["highest"] is not None
        if passing and (not can_raise(state, seat) or rng.randint(0, 1) == 0):
            return {"type": "pass"}
        return _random_bid(state, seat, rng)
    if phase == "challenge":
        return {"type": "turn", **rng.choice(turnable(state, seat))}
    if phase == "recover":
        if rng.randint(0, 1) == 0:
            return {"type": "decline"}
        pile = discard_of(state, seat)
        rng.shuffle(pile)
        return {"type": "recover", "cards": pile[: recover_allowance(state, seat)]}
    held = held_of(state, seat)
    rng.shuffle(held)
    return {"type": "discard", "cards": held[: must_discard(state, seat)]}


def play_out(
    state: State,
    policies: Sequence[str],
    rng: Rng | None = None,
    log: list[tuple[int, Move]] | None = None,
) -> State:
    """Play to the end with the named players ("ai", "random"...); see games.base.play_out."""
    return base.play_out(sys.modules[__name__], state, policies, rng, log)


# --------------------------------------------------------------------------- engine


ENGINE = ModuleEngine(__name__, name=GAME, title="Venn Classic", seats=SeatLimits(2, 8))

__all__ = [
    "CONTAINS",
    "ENGINE",
    "ai_move",
    "apply",
    "bid_range",
    "can_raise",
    "cards_to_place",
    "discard_of",
    "hand_of",
    "has_colour",
    "held_of",
    "in_seats",
    "is_over",
    "legal_moves",
    "must_discard",
    "new_game",
    "placed_of",
    "play_out",
    "pushable",
    "pushed_of",
    "random_move",
    "ranks",
    "record",
    "recover_allowance",
    "scores",
    "simple_move",
    "turnable",
    "type_of",
    "validate",
    "view",
    "waiting_for",
]
