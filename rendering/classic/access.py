"""The view fields the pictures read, and the words they print."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rendering.classic.cards import _game_data, colour_name, has_colour

# --------------------------------------------------------------------------- view access


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _seats(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [s for s in view.get("seats") or [] if isinstance(s, dict)]


def _seat_no(entry: Mapping[str, Any], fallback: int) -> int:
    k = _int(entry.get("seat"))
    return fallback if k is None else k


def _seat_entry(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    seats = _seats(view)
    for s in seats:
        if s.get("seat") == seat:
            return s
    if 0 <= seat < len(seats):
        return seats[seat]
    return {"seat": seat}


def _name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "—"
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1}"


def _phase(view: Mapping[str, Any]) -> str:
    p = view.get("phase")
    return p if isinstance(p, str) else "call"


def _called(view: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """(colour name, count) of the current call, each None before the call."""
    return colour_name(view.get("colour")), _int(view.get("count"))


def _hand_count(entry: Mapping[str, Any]) -> int:
    return _int(entry.get("hand_count")) or 0


def _discard_count(entry: Mapping[str, Any]) -> int:
    return _int(entry.get("discard_count")) or 0


def _public_placed(
    view: Mapping[str, Any], entry: Mapping[str, Any]
) -> list[tuple[int, bool, str | None]]:
    """A seat's placed cards as (slot, pushed, turned type or None), in slot order.

    The type comes only from public turned information: the entry's "turned" field or the
    view's list of turned cards."""
    seat = _int(entry.get("seat"))
    turned = _turned_types(view)
    out = []
    for i, p in enumerate(entry.get("placed") or []):
        if not isinstance(p, dict):
            continue
        slot = _int(p.get("slot"))
        slot = i if slot is None else slot
        kind = p.get("turned")
        if not isinstance(kind, str) or kind not in _game_data()[1]:
            kind = turned.get((seat, slot))
        out.append((slot, bool(p.get("pushed")), kind))
    return sorted(out, key=lambda t: t[0])


def _turned_list(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The turned cards in the order they were turned."""
    return [t for t in view.get("turned") or [] if isinstance(t, dict)]


def _turned_types(view: Mapping[str, Any]) -> dict[tuple[int | None, int | None], str]:
    out = {}
    for t in _turned_list(view):
        kind = t.get("type")
        if isinstance(kind, str) and kind in _game_data()[1]:
            out[(_int(t.get("seat")), _int(t.get("slot")))] = kind
    return out


def _turned_ok(view: Mapping[str, Any], seat: int | None, slot: int, kind: str) -> bool:
    """Whether a turned card shows the called colour: the engine's word, else worked out."""
    for t in _turned_list(view):
        if _int(t.get("seat")) == seat and _int(t.get("slot")) == slot:
            v = t.get("has_colour")
            if isinstance(v, bool):
                return v
    return has_colour(kind, _called(view)[0])


def _last_bid(view: Mapping[str, Any], seat: int) -> int | None:
    amount = None
    for b in view.get("bids") or []:
        if isinstance(b, dict) and b.get("seat") == seat and _int(b.get("amount")) is not None:
            amount = _int(b.get("amount"))
    return amount


def _highest(view: Mapping[str, Any]) -> tuple[int | None, int | None]:
    """(seat, amount) of the highest bid, or (None, None)."""
    h = view.get("highest")
    if isinstance(h, dict):
        return _int(h.get("seat")), _int(h.get("amount"))
    return None, None


def _found(view: Mapping[str, Any]) -> int:
    """How many turned cards so far show the colour."""
    colour = _called(view)[0]
    n = 0
    for t in _turned_list(view):
        v = t.get("has_colour")
        if v is True or (v is None and has_colour(t.get("type"), colour)):
            n += 1
    return n


def _out_order(view: Mapping[str, Any]) -> list[int]:
    """Seats in the order they went out: the engine's "out_order" list if it gives one,
    else by each seat's "out_round", else the out seats in seat order."""
    raw = view.get("out_order")
    if isinstance(raw, list):
        return [s for s in raw if _int(s) is not None]
    outs = [(s, _seat_no(s, k)) for k, s in enumerate(_seats(view)) if s.get("out")]
    outs.sort(key=lambda t: (_int(t[0].get("out_round")) or 0, t[1]))
    return [k for _, k in outs]


def _me(view: Mapping[str, Any], seat: int) -> dict[str, Any] | None:
    me = view.get("me")
    if isinstance(me, dict) and me.get("seat") == seat:
        return me
    return None


def _cards(raw: Any) -> list[tuple[int | None, str | None]]:
    """A private card list as (id, type) pairs."""
    out = []
    for c in raw or []:
        if isinstance(c, dict):
            kind = c.get("type")
            out.append((_int(c.get("id")), kind if isinstance(kind, str) else None))
    return out


def _losers(view: Mapping[str, Any]) -> list[int] | None:
    """The seats losing cards this round, when the engine lists them."""
    raw = view.get("losers")
    if isinstance(raw, list):
        return [k for k in raw if _int(k) is not None]
    return None


def _waiting(view: Mapping[str, Any]) -> list[int] | None:
    """The seats the engine is waiting for, when it says."""
    raw = view.get("waiting")
    if isinstance(raw, list):
        return [k for k in raw if _int(k) is not None]
    return None


def _me_count(me: Mapping[str, Any] | None, key: str) -> int | None:
    """A count from the seat's own view ("can_place", "must_discard", "recover_count")."""
    return None if me is None else _int(me.get(key))


def _loser(view: Mapping[str, Any], seat: int) -> bool:
    """Whether `seat` is losing cards in this round's resolution."""
    losers = _losers(view)
    if losers is not None:
        return seat in losers
    res = view.get("result")
    ch = _int(view.get("challenger"))
    if res == "success":
        return seat != ch
    if res == "failure":
        return seat == ch
    return False


# --------------------------------------------------------------------------- wording

_PHASE_TITLE = {
    "call": "Calling",
    "place": "Placing",
    "bid": "Bidding",
    "challenge": "Challenge",
    "recover": "Recovery",
    "discard": "Discarding",
    "over": "Game over",
}

_TURN_VERB = {
    "call": "TO CALL",
    "bid": "TO BID",
    "challenge": "TURNING",
    "recover": "TO CHOOSE",
    "discard": "DISCARDING",
    "place": "PLACING",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _result_text(view: Mapping[str, Any]) -> str | None:
    res = view.get("result")
    if res == "success":
        return "Challenge succeeded"
    if res == "failure":
        return "Challenge failed"
    return None
