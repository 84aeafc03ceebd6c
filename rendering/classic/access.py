"""The view fields the pictures read, and the words they print."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from games.classic.views import CardView, ClassicView, Me, SeatView, Turned
from rendering.classic.cards import colour_name
from rendering.classic.words import Words

# --------------------------------------------------------------------------- view access
# Every picture reads the engine's typed view (games.classic.views.ClassicView); these are
# the few questions several pictures ask of it, answered from its fields.


def _seats(view: ClassicView) -> list[SeatView]:
    return view["seats"]


def _seat_no(entry: SeatView, fallback: int) -> int:
    return entry["seat"]


def _seat_entry(view: ClassicView, seat: int) -> SeatView:
    return view["seats"][seat]


def _name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "—"
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"#{seat + 1}"


def _phase(view: ClassicView) -> str:
    return view["phase"]


def _called(view: ClassicView) -> tuple[str | None, int | None]:
    """(colour name, count) of the current call, each None before the call."""
    return colour_name(view["colour"]), view["count"]


def _hand_count(entry: SeatView) -> int:
    return entry["hand_count"]


def _discard_count(entry: SeatView) -> int:
    return entry["discard_count"]


def _public_placed(view: ClassicView, entry: SeatView) -> list[tuple[int, bool, str | None]]:
    """A seat's placed cards as (slot, pushed, turned type or None), in slot order; a type
    shows only once the card is turned over."""
    return [(p["slot"], p["pushed"], p["turned"]) for p in entry["placed"]]


def _turned_list(view: ClassicView) -> list[Turned]:
    """The turned cards in the order they were turned."""
    return view["turned"]


def _turned_types(view: ClassicView) -> dict[tuple[int | None, int | None], str]:
    return {(t["seat"], t["slot"]): t["type"] for t in view["turned"]}


def _turned_ok(view: ClassicView, seat: int | None, slot: int, kind: str) -> bool:
    """Whether a turned card shows the called colour (the engine says so with each card)."""
    return any(t["has_colour"] for t in view["turned"] if t["seat"] == seat and t["slot"] == slot)


def _last_bid(view: ClassicView, seat: int) -> int | None:
    amounts = [b["amount"] for b in view["bids"] if b["seat"] == seat]
    return amounts[-1] if amounts else None


def _highest(view: ClassicView) -> tuple[int | None, int | None]:
    """(seat, amount) of the highest bid, or (None, None)."""
    h = view["highest"]
    return (h["seat"], h["amount"]) if h else (None, None)


def _found(view: ClassicView) -> int:
    """How many turned cards so far show the colour."""
    return sum(1 for t in view["turned"] if t["has_colour"])


def _out_order(view: ClassicView) -> list[int]:
    """Seats in the order they went out (by the round each went out, then seat order)."""
    outs = [s for s in view["seats"] if s["out"]]
    outs.sort(key=lambda s: (s["out_round"] or 0, s["seat"]))
    return [s["seat"] for s in outs]


def _me(view: ClassicView, seat: int) -> Me | None:
    me = view["me"]
    return me if me is not None and me["seat"] == seat else None


def _cards(raw: Sequence[CardView]) -> list[tuple[int | None, str | None]]:
    """A private card list as (id, type) pairs."""
    return [(c["id"], c["type"]) for c in raw]


def _losers(view: ClassicView) -> list[int]:
    """The seats losing cards this round."""
    return view["losers"]


def _waiting(view: ClassicView) -> list[int]:
    """The seats the engine is waiting for."""
    return view["waiting"]


def _me_count(
    me: Me | None, key: Literal["can_place", "must_discard", "recover_count"]
) -> int | None:
    """A count from the seat's own view."""
    return None if me is None else int(me[key])


def _loser(view: ClassicView, seat: int) -> bool:
    """Whether `seat` is losing cards in this round's resolution."""
    return seat in view["losers"]


# --------------------------------------------------------------------------- wording


def _phase_title(say: Words, phase: str) -> str:
    """A phase's name: "Bidding"."""
    return say(f"classic-pic-phase-{phase}")


def _turn_tag(say: Words, phase: str) -> str:
    """The tag of the seat whose move it is: "TO BID"."""
    known = ("call", "bid", "challenge", "recover", "discard", "place")
    return say(f"classic-pic-tag-{phase if phase in known else 'play'}")


def _colour_word(say: Words, colour: str | None) -> str:
    """A called colour in the reader's words."""
    return say(f"classic-colour-{colour}") if colour else ""


def _result_text(view: ClassicView, say: Words) -> str | None:
    res = view["result"]
    if res in ("success", "failure"):
        return say(f"classic-pic-result-{res}")
    return None
