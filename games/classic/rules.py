"""Which moves are legal: every refusal names the rule in a player's words, and every
legal move of a seat."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.base import Move, State, is_int, quiet_move
from games.classic.data import load
from games.classic.table import (
    MOVE_TYPES,
    NAME,
    PHASE_MOVES,
    _plural,
    _recover_limit,
    _turned_slots,
    _valid_seat,
    bid_range,
    cards_to_place,
    discard_of,
    hand_of,
    held_of,
    must_discard,
    pushable,
    recover_allowance,
    turnable,
    waiting_for,
)

# --------------------------------------------------------------------------- validation


def _seat_problem(state: State, seat: Any) -> str | None:
    if not isinstance(state, dict) or state.get("game") != NAME:
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
    if not isinstance(value, list) or not all(is_int(c) for c in value):
        return None
    return value


def _call_problem(move: Move) -> str | None:
    d = load()
    colour = move.get("colour")
    if colour not in d.colours:
        return "Name one of the six colours: " + ", ".join(d.colours) + "."
    count = move.get("count")
    if not is_int(count) or not d.count_min <= count <= d.count_max:
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
    held = set(state["seats"][seat]["hand"])
    if any(c not in held for c in cards):
        return "You can only place cards from your own hand."
    return None


def _push_problem(state: State, seat: int, push: Any) -> str | None:
    if not isinstance(push, list) or not all(is_int(i) for i in push):
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
    if not is_int(amount) or amount < 0:
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
    if not is_int(target) or not is_int(slot):
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


def can_take_back(before: State, move: Move, after: State, seat: int) -> bool:
    """A call, a placing, a bid or a pass may be taken back while it turned no card, dealt
    none and did not close its phase (a challenge turns cards; a round's end deals)."""
    from games.classic.engine import flow  # (the engine reads these rules)

    return quiet_move(flow, before, after, ("rng", "turned", "undealt", "deck"))
