"""Shared builders for the Venn Classic engine tests.

Test setup edits a fresh state in place (rigging card types, shrinking hands); every
move after that goes through the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.base import State
from games.classic import engine as E


def game(players: int = 3, seed: int = 21, start: int = 0) -> State:
    return E.new_game(players, {"start_player": start}, seed)


def rig(state: State, hands: dict[int, Sequence[str]]) -> None:
    """Give the first cards of each named seat's hand the listed types (hand order), by
    swapping types with cards not rigged here, so the deck keeps 16 of each type."""
    deck = state["deck"]
    fixed: set[int] = set()
    for seat, types in hands.items():
        hand = state["seats"][seat]["hand"]
        assert len(types) <= len(hand), "rig names more cards than the hand holds"
        for card, want in zip(hand, types, strict=False):
            if deck[card] != want:
                other = next(
                    c for c in range(len(deck)) if c not in fixed and c != card and deck[c] == want
                )
                deck[card], deck[other] = deck[other], deck[card]
            fixed.add(card)


def shrink(state: State, seat: int, keep: int) -> None:
    """Move all but the first `keep` cards of a seat's hand to its discard pile, as if
    it had lost them in earlier rounds."""
    entry = state["seats"][seat]
    entry["discard"] = [*entry["discard"], *entry["hand"][keep:]]
    entry["hand"] = entry["hand"][:keep]


def play(state: State, *steps: tuple[int, dict[str, Any]]) -> State:
    for seat, move in steps:
        state, _ = E.apply(state, seat, move)
    return state


def call(colour: str, count: int) -> dict[str, Any]:
    return {"type": "call", "colour": colour, "count": count}


def bid(amount: int, push: Sequence[int] = ()) -> dict[str, Any]:
    return {"type": "bid", "amount": amount, "push": list(push)}


def turn(seat: int, slot: int) -> dict[str, Any]:
    return {"type": "turn", "seat": seat, "slot": slot}


def cards(ids: Sequence[int]) -> dict[str, Any]:
    return {"type": "place", "cards": list(ids)}


def discard(ids: Sequence[int]) -> dict[str, Any]:
    return {"type": "discard", "cards": list(ids)}


def recover(ids: Sequence[int]) -> dict[str, Any]:
    return {"type": "recover", "cards": list(ids)}


def place_first(state: State) -> State:
    """Every seat still to place puts down the first cards of its hand."""
    for seat in E.waiting_for(state):
        need = E.cards_to_place(state, seat)
        state, _ = E.apply(state, seat, cards(E.hand_of(state, seat)[:need]))
    return state


def to_bidding(state: State, colour: str, count: int) -> State:
    """The start player calls, then every seat places the first cards of its hand."""
    state, _ = E.apply(state, state["start_player"], call(colour, count))
    state = place_first(state)
    assert state["phase"] == "bid"
    return state


def all_ids(state: State) -> list[int]:
    """Every card id in every zone (hands, placed, discards, undealt), sorted."""
    out = list(state["undealt"])
    for entry in state["seats"]:
        out.extend(entry["hand"])
        out.extend(entry["placed"])
        out.extend(entry["discard"])
    return sorted(out)


PASS = {"type": "pass"}
DECLINE = {"type": "decline"}
