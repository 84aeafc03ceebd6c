"""Venn Classic's panel in words: the names of its menus, buttons and options, shared by
the panel (gameuis.classic) and "Suggest a move" (the move's fields for its sentence in
data/hints.json, the controls that make it, the AI's reason)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, VARIANT, WHY, Press, own
from games.base import Move, State
from games.classic import GAME
from games.classic import engine as rules
from games.classic.data import load
from games.classic.views import CardView, ClassicView


def describe(card_type: str) -> str:
    """A card in words: its two circles and their overlap."""
    t = load().types[card_type]
    return f"{t.outer[0]} + {t.outer[1]} ({t.inner})"


def cards(n: int) -> str:
    """ "1 card", "3 cards"."""
    return f"{n} card{'' if n == 1 else 's'}"


# the panel's menus and buttons, named once: the panel shows them and "Suggest a move"
# (move_fields) names them
COLOUR_MENU = "Call a colour…"
PUSH_MENU = "Push cards forward (optional)…"
TURN_MENU = "Turn over…"
PASS, DECLINE = "Pass", "Decline"


def count_menu(colour: str) -> str:
    return f"How many cards ({colour})?"


def place_menu(n: int) -> str:
    return f"Choose {cards(n)} to place…"


def raise_menu(low: int, high: int) -> str:
    return f"Raise to… ({low}-{high})"


def recover_menu(n: int) -> str:
    return f"Take back {cards(n)}…"


def discard_menu(n: int) -> str:
    return f"Discard {cards(n)}…"


def card_option(index: int, card_type: str) -> str:
    """A card of the seat's own as a menu names it: its place in the list and its words."""
    return f"Card {index + 1}: {describe(card_type)}"


def turn_option(view: ClassicView, seat: int, names: Sequence[str], owner: int, slot: int) -> str:
    """A face-down card to turn over, as the challenge menu names it."""
    whose = "your" if owner == seat else f"{names[owner]}'s"
    pushed = any(p["slot"] == slot and p["pushed"] for p in view["seats"][owner]["placed"])
    return f"{whose} {'pushed' if pushed else 'placed'} card {slot + 1}"


def _options_of(listed: Sequence[CardView], ids: Sequence[int]) -> tuple[str, ...]:
    """The menu options of the cards `ids` among the cards a menu lists, in its order."""
    return tuple(card_option(i, c["type"]) for i, c in enumerate(listed) if c["id"] in set(ids))


def move_fields(state: State, seat: int, move: Move, names: Sequence[str]) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), the controls that make it and
    the AI's reason, in the panel's words; only the seat's own cards are named."""
    view: ClassicView = GAME.view(state, seat)
    me = own(view["me"])
    kind, colour = move["type"], view["colour"] or move.get("colour", "")
    push = list(move.get("push") or [])
    placed: list[CardView] = [{"id": c["id"], "type": c["type"]} for c in me["placed"]]
    # the cards the move's menu lists, in its order (the discard menu: hand, then placed)
    listed = {"place": me["hand"], "recover": me["discard"], "discard": me["hand"] + placed}
    options = _options_of(listed.get(kind, []), move.get("cards", []))
    presses: tuple[Press, ...] = ()
    if kind == "call":
        count = int(move["count"])
        presses = (
            Press(COLOUR_MENU, (colour,)),
            Press(count_menu(colour), (cards(count),)),
        )
    elif kind == "place":
        presses = (Press(place_menu(me["can_place"]), options),)
    elif kind == "bid":
        slot_cards = {c["slot"]: c for c in me["placed"]}
        low, high = rules.bid_range(state, seat, push)
        pushing = tuple(card_option(p, slot_cards[p]["type"]) for p in push)
        presses = ((Press(PUSH_MENU, pushing),) if push else ()) + (
            Press(raise_menu(low, high), (f"Bid {move['amount']}",)),
        )
    elif kind in ("pass", "decline"):
        presses = (Press(PASS if kind == "pass" else DECLINE),)
    elif kind == "turn":
        presses = (Press(TURN_MENU, (turn_option(view, seat, names, move["seat"], move["slot"]),)),)
    elif kind == "recover":
        presses = (Press(recover_menu(me["recover_count"]), options),)
    elif kind == "discard":
        presses = (Press(discard_menu(me["must_discard"]), options),)
    return {
        "colour": colour,
        "count": cards(int(move.get("count", 0))),
        "cards": "; ".join(options),
        "amount": move.get("amount", ""),
        "pushed": " and ".join(presses[0].options) if push else "",
        "card": presses[0].options[0] if kind == "turn" else "",
        VARIANT: "pushing" if push else "",
        PRESSES: presses,
        WHY: _why(view, seat, move),
    }


def _why(view: ClassicView, seat: int, move: Move) -> str:
    """The AI's reason for a move (games.classic.ai), in a sentence."""
    kind, colour = move["type"], view["colour"] or move.get("colour", "")
    me = own(view["me"])
    if kind == "call":
        good = sum(1 for c in me["hand"] if rules.has_colour(c["type"], colour))
        return (
            f"{cards(good)} of your hand show {colour}; of every colour and count, this "
            "opening is the one the AI rates best for your chances."
        )
    if kind == "place":
        return (
            f"As many cards with {colour} as you may (pushed later, each is a sure turn in "
            "your own challenge); the rest are traps for a rival who challenges."
        )
    if kind == "bid":
        return (
            "Of every raise (and push) the AI weighs your chance of being the one to "
            "challenge, and of winning it, against the others'; this one comes out best."
        )
    if kind == "pass":
        return "Any raise would cost you more than letting the highest bidder try."
    if kind == "turn":
        if move["seat"] == seat:
            return "Your own cards first: you know they show the colour."
        return (
            f"The card likeliest to show {colour}, judged by the cards out and by how its "
            "owner has pushed and placed so far."
        )
    if kind == "recover":
        return "Taking cards back now is worth more than keeping the chance for later."
    if kind == "decline":
        return "Keeping the once-per-game recovery for a later round is worth more."
    return "It keeps the most balanced hand for the colours called later."
