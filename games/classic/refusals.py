"""The engine's refusals by name: each broken rule is a key with its numbers (seats by
index), so a game UI can say it in its reader's language; `english` words it as the engine
always has (`validate`, the records and the IllegalMove messages)."""

from __future__ import annotations

from collections.abc import Callable

from games.classic.data import load
from games.classic.table import MOVE_TYPES, _plural

# a refusal: the rule's key and its arguments (whole numbers, or a seat's index)
Problem = tuple[str, dict[str, int]]

_ENGLISH: dict[str, Callable[[dict[str, int]], str]] = {
    "not-classic": lambda a: "This is not a Venn Classic game.",
    "game-over": lambda a: "The game is over.",
    "no-seat": lambda a: "You do not have a seat at this table.",
    "out": lambda a: "You are out of the game: you have no cards left.",
    "recover-no-challenge": lambda a: (
        "Cards are recovered only after a challenge, by the player who won it."
    ),
    "recover-own-goal": lambda a: (
        "You failed on your own pushed card: a challenger who does that cannot recover."
    ),
    "recover-not-winner": lambda a: "Only the winner of the challenge may recover cards.",
    "recover-used": lambda a: "You already recovered cards once: recovery is once per game.",
    "recover-empty": lambda a: "Your discard pile is empty: there is nothing to recover.",
    "recover-full": lambda a: "Your hand is full: a hand never holds more than six cards.",
    "recover-declined": lambda a: "You already decided not to recover this round.",
    "phase-place-first": lambda a: "It is the placing phase: place your cards face down first.",
    "phase-call": lambda a: f"Seat {a['seat']} starts this round by calling a colour and a count.",
    "phase-place": lambda a: "It is the placing phase: place your cards face down.",
    "phase-bid": lambda a: "It is the bidding phase: bid (pushing cards if you like) or pass.",
    "phase-challenge": lambda a: f"Seat {a['seat']} is turning cards over in the challenge.",
    "phase-recover": lambda a: (
        f"Seat {a['seat']} won the challenge and decides whether to recover cards."
    ),
    "phase-discard": lambda a: "It is the discard phase: the losers choose the cards they lose.",
    "wait-call": lambda a: f"Seat {a['seat']} calls the colour and count this round.",
    "wait-placed": lambda a: "You already placed your cards this round: wait for the others.",
    "wait-highest": lambda a: "You hold the highest bid: you cannot raise your own bid.",
    "wait-passed": lambda a: "You passed: you may bid again only after another player raises.",
    "wait-bid": lambda a: f"It is seat {a['seat']}'s turn to bid or pass.",
    "wait-challenge": lambda a: f"Only the challenger (seat {a['seat']}) turns cards over.",
    "wait-recover": lambda a: "Only the winner of the challenge decides on recovering cards.",
    "wait-no-loss": lambda a: "You do not lose any cards this round.",
    "wait-discarded": lambda a: "You already chose your discards: wait for the others.",
    "call-colour": lambda a: "Name one of the six colours: " + ", ".join(load().colours) + ".",
    "call-count": lambda a: f"The count must be a whole number from {a['low']} to {a['high']}.",
    "place-list": lambda a: "Name the cards to place as a list of card ids from your hand.",
    "place-all": lambda a: f"You hold only {_plural(a['count'], 'card')}: place all of them.",
    "place-exactly": lambda a: (
        f"The count is {a['called']}: place exactly {_plural(a['count'], 'card')}."
    ),
    "place-twice": lambda a: "Each card can be placed only once.",
    "place-not-held": lambda a: "You can only place cards from your own hand.",
    "push-list": lambda a: "Name the cards to push as a list of your placed slots.",
    "push-none": lambda a: "You have no placed cards to push.",
    "push-slot": lambda a: (
        f"You have no placed card in slot {a['slot']}: your placed cards are slots 0 to "
        f"{a['last']}."
    ),
    "push-again": lambda a: (
        f"Your card in slot {a['slot']} is already pushed: pushed cards stay pushed."
    ),
    "push-twice": lambda a: "Each card can be pushed only once.",
    "bid-number": lambda a: "A bid is a whole number of cards, 0 or more.",
    "bid-below-pushed": lambda a: (
        f"Your bid must be at least {a['count']}: a bid may not be lower than the number "
        "of cards you have pushed."
    ),
    "bid-not-higher": lambda a: f"A raise must be higher than the current bid of {a['count']}.",
    "bid-too-high": lambda a: (
        f"Your bid may be at most {a['count']}: your pushed cards plus every other player's "
        "placed cards."
    ),
    "pass-push": lambda a: "You can push cards only together with a bid, not with a pass.",
    "pass-open": lambda a: "The start player must open the bidding (a bid of 0 is allowed).",
    "turn-name": lambda a: "Name the card to turn by its seat and slot.",
    "turn-no-card": lambda a: f"Seat {a['seat']} has no placed card in slot {a['slot']}.",
    "turn-again": lambda a: (
        f"The card of seat {a['seat']} in slot {a['slot']} is already turned over."
    ),
    "turn-unpushed": lambda a: "You may never turn your own placed cards that you did not push.",
    "turn-own-first": lambda a: (
        f"Turn all your own pushed cards first ({_plural(a['count'], 'card')} still face down)."
    ),
    "recover-list": lambda a: (
        "Name the cards to take back as a list of card ids from your discard pile."
    ),
    "recover-exactly": lambda a: f"Take back exactly {_plural(a['count'], 'card')}.",
    "recover-exactly-limit": lambda a: (
        f"Take back exactly {_plural(a['count'], 'card')} (fewer than two: your discard pile "
        "or the six-card hand limit allows no more)."
    ),
    "recover-twice": lambda a: "Each card can be taken back only once.",
    "recover-not-held": lambda a: "You can only take back cards from your own discard pile.",
    "discard-list": lambda a: "Name the cards to lose as a list of card ids from your hand.",
    "discard-all": lambda a: f"You hold only {_plural(a['count'], 'card')}: you lose all of them.",
    "discard-exactly": lambda a: f"Choose exactly {_plural(a['count'], 'card')} to lose.",
    "discard-twice": lambda a: "Each card can be discarded only once.",
    "discard-not-held": lambda a: "You can only discard cards from your own hand.",
    "not-a-move": lambda a: "A move must be an object with a type.",
    "unknown-move": lambda a: "Unknown move: use " + ", ".join(MOVE_TYPES) + ".",
}

KEYS = tuple(_ENGLISH)


def english(problem: Problem) -> str:
    """A refusal in the engine's own English sentence."""
    key, args = problem
    return _ENGLISH[key](args)
