"""Venn Classic's panel in words: the names of its menus, buttons and options, shared by
the panel (gameuis.classic) and "Suggest a move" (the move's fields for its sentence in
data/hints.json, the controls that make it, the AI's reason), in a reader's language
(locales/*/classic.ftl)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, VARIANT, WHY, Press, own
from bot.i18n import DEFAULT, Text, tr
from games.base import Move, State
from games.classic import GAME
from games.classic import engine as rules
from games.classic.data import load
from games.classic.refusals import Problem
from games.classic.views import CardView, ClassicView


def colour_word(colour: str, locale: str = DEFAULT) -> str:
    """A colour's name in `locale`."""
    return tr(locale, f"classic-colour-{colour}")


def describe(card_type: str, locale: str = DEFAULT) -> str:
    """A card in words: its two circles and their overlap."""
    t = load().types[card_type]
    first, second = (colour_word(c, locale) for c in t.outer)
    return tr(
        locale, "classic-card", first=first, second=second, overlap=colour_word(t.inner, locale)
    )


def cards(n: int, locale: str = DEFAULT) -> str:
    """ "1 card", "3 cards"."""
    return tr(locale, "classic-cards", count=n)


# the panel's menus and buttons, named once: the panel shows them and "Suggest a move"
# (move_fields) names them
def colour_menu(locale: str = DEFAULT) -> str:
    return tr(locale, "classic-colour-menu")


def push_menu(locale: str = DEFAULT) -> str:
    return tr(locale, "classic-push-menu")


def turn_menu(locale: str = DEFAULT) -> str:
    return tr(locale, "classic-turn-menu")


def pass_label(locale: str = DEFAULT) -> str:
    return tr(locale, "classic-pass")


def decline_label(locale: str = DEFAULT) -> str:
    return tr(locale, "classic-decline")


def count_menu(colour: str, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-count-menu", colour=colour_word(colour, locale))


def count_option(n: int, locale: str = DEFAULT) -> str:
    return cards(n, locale)


def place_menu(n: int, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-place-menu", cards=cards(n, locale))


def raise_menu(low: int, high: int, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-raise-menu", low=str(low), high=str(high))


def bid_option(amount: int, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-bid-option", amount=str(amount))


def recover_menu(n: int, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-recover-menu", cards=cards(n, locale))


def discard_menu(n: int, locale: str = DEFAULT) -> str:
    return tr(locale, "classic-discard-menu", cards=cards(n, locale))


def card_option(index: int, card_type: str, locale: str = DEFAULT) -> str:
    """A card of the seat's own as a menu names it: its place in the list and its words."""
    return tr(
        locale, "classic-card-option", number=str(index + 1), card=describe(card_type, locale)
    )


def turn_option(
    view: ClassicView,
    seat: int,
    names: Sequence[str],
    owner: int,
    slot: int,
    locale: str = DEFAULT,
) -> str:
    """A face-down card to turn over, as the challenge menu names it."""
    pushed = any(p["slot"] == slot and p["pushed"] for p in view["seats"][owner]["placed"])
    kind = "pushed" if pushed else "placed"
    said = {"slot": str(slot + 1)}
    if owner == seat:
        return tr(locale, f"classic-turn-own-{kind}", **said)
    return tr(locale, f"classic-turn-{kind}", name=names[owner], **said)


def rule_text(found: Problem) -> Text:
    """An engine's refusal (games.classic.rules.problem), to be said in its reader's
    language: places counted from 1, counts of cards in words."""
    key, numbers = found
    said: dict[str, object] = {}
    for arg, value in numbers.items():
        if arg == "slot":
            said["slot"] = str(value + 1)
        elif arg == "last":
            said["places"] = value + 1
        elif arg == "count" and key.split("-")[0] in ("place", "turn", "recover", "discard"):
            said["count"] = value
        elif arg != "seat":
            said[arg] = str(value)
    return Text(f"classic-rule-{key}", said)


def _options_of(listed: Sequence[CardView], ids: Sequence[int], locale: str) -> tuple[str, ...]:
    """The menu options of the cards `ids` among the cards a menu lists, in its order."""
    return tuple(
        card_option(i, c["type"], locale) for i, c in enumerate(listed) if c["id"] in set(ids)
    )


def move_fields(
    state: State, seat: int, move: Move, names: Sequence[str], locale: str = DEFAULT
) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), the controls that make it and
    the AI's reason, in the panel's words; only the seat's own cards are named."""
    view: ClassicView = GAME.view(state, seat)
    me = own(view["me"])
    kind, colour = move["type"], view["colour"] or move.get("colour", "")
    push = list(move.get("push") or [])
    placed: list[CardView] = [{"id": c["id"], "type": c["type"]} for c in me["placed"]]
    # the cards the move's menu lists, in its order (the discard menu: hand, then placed)
    listed = {"place": me["hand"], "recover": me["discard"], "discard": me["hand"] + placed}
    options = _options_of(listed.get(kind, []), move.get("cards", []), locale)
    presses: tuple[Press, ...] = ()
    if kind == "call":
        count = int(move["count"])
        presses = (
            Press(colour_menu(locale), (colour_word(colour, locale),)),
            Press(count_menu(colour, locale), (count_option(count, locale),)),
        )
    elif kind == "place":
        presses = (Press(place_menu(me["can_place"], locale), options),)
    elif kind == "bid":
        slot_cards = {c["slot"]: c for c in me["placed"]}
        low, high = rules.bid_range(state, seat, push)
        pushing = tuple(card_option(p, slot_cards[p]["type"], locale) for p in push)
        presses = ((Press(push_menu(locale), pushing),) if push else ()) + (
            Press(raise_menu(low, high, locale), (bid_option(move["amount"], locale),)),
        )
    elif kind in ("pass", "decline"):
        presses = (Press(pass_label(locale) if kind == "pass" else decline_label(locale)),)
    elif kind == "turn":
        option = turn_option(view, seat, names, move["seat"], move["slot"], locale)
        presses = (Press(turn_menu(locale), (option,)),)
    elif kind == "recover":
        presses = (Press(recover_menu(me["recover_count"], locale), options),)
    elif kind == "discard":
        presses = (Press(discard_menu(me["must_discard"], locale), options),)
    pushed = ""
    if push:
        shown = presses[0].options
        pushed = shown[0]
        for more in shown[1:]:
            pushed = tr(locale, "classic-and", first=pushed, second=more)
    return {
        "colour": colour_word(colour, locale) if colour else "",
        "count": cards(int(move.get("count", 0)), locale),
        "cards": "; ".join(options),
        "amount": move.get("amount", ""),
        "pushed": pushed,
        "card": presses[0].options[0] if kind == "turn" else "",
        VARIANT: "pushing" if push else "",
        PRESSES: presses,
        WHY: _why(view, seat, move, locale),
    }


def _why(view: ClassicView, seat: int, move: Move, locale: str) -> str:
    """The AI's reason for a move (games.classic.ai), in a sentence."""
    kind, colour = move["type"], view["colour"] or move.get("colour", "")
    me = own(view["me"])
    said = {"colour": colour_word(colour, locale) if colour else ""}
    if kind == "call":
        good = sum(1 for c in me["hand"] if rules.has_colour(c["type"], colour))
        return tr(locale, "classic-why-call", cards=cards(good, locale), **said)
    if kind == "turn":
        if move["seat"] == seat:
            return tr(locale, "classic-why-turn-own")
        return tr(locale, "classic-why-turn", **said)
    if kind in ("place", "bid", "pass", "recover", "decline"):
        return tr(locale, f"classic-why-{kind}", **said)
    return tr(locale, "classic-why-discard")
