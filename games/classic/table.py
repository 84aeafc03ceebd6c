"""What a Venn Classic table holds and what it allows: zones of cards, whose turn it is,
bid limits, which cards may be pushed, turned, recovered or must be discarded.

Cards are ids 0..47; `state["deck"][id]` is the card's type ("RY", "YB" or "BR"), the type
mapping itself shuffled at setup so an id says nothing about its card. Every id sits in
exactly one zone: a seat's "hand" (including cards sitting the round out), its "placed"
cards (face down on the table, in slot order), its "discard" pile, or the table's
"undealt" cards. A seat's "layout" remembers what it placed this round even after the
challenge returns the cards to hand, and "pushed" lists its pushed slots."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.base import State, is_int
from games.classic.data import load

NAME = "classic"
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
    return str(state["deck"][card])


def _valid_seat(state: State, seat: Any) -> bool:
    return is_int(seat) and 0 <= seat < len(state["seats"])


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
    return min(int(state["count"]), len(entry["hand"]))


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
