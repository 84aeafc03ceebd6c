"""The Venn Classic players the engine offers besides people: a plain legal default, a
random legal player, and the AI (which lives in games.classic.ai)."""

from __future__ import annotations

from games.base import IllegalMove, Move, State
from games.classic.data import load
from games.classic.rules import _seat_problem
from games.classic.table import (
    bid_range,
    can_raise,
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
from games.rng import Rng


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
    """The AI's next move for `seat` (it decides from that seat's view only)."""
    from games.classic import ai  # the AI plays through this module's rules

    return ai.choose(state, seat, level)


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


def sample_move(state: State, seat: int, rng: Rng) -> Move:
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
