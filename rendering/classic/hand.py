"""A player's hand with the controls of the moment, drawn from that seat's own view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.classic.views import ClassicView, Me, SeatView
from rendering import kit as common
from rendering.classic.access import (
    _called,
    _cards,
    _colour_word,
    _discard_count,
    _found,
    _hand_count,
    _highest,
    _last_bid,
    _loser,
    _me,
    _me_count,
    _name_of,
    _phase,
    _phase_title,
    _public_placed,
    _seat_entry,
    _turned_ok,
    _turned_types,
    _waiting,
)
from rendering.classic.layout import GAP, MARGIN
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    _card_tile,
    _chip,
    _chip_text,
    _colour_strip,
    _fit,
    _index_badge,
    _mini_icon,
    _Out,
    _shrunk,
    _swatch,
    _tile_margin,
    _to_palette,
    _tw,
)
from rendering.classic.theme import (
    BG,
    CARD,
    CARD_EDGE,
    CARD_SIZES,
    FAINT,
    FRAME,
    GOLD,
    GOOD,
    INK,
    MUTED,
    OUT_FILL,
    PALE,
    SELECT,
    SHADOW,
    WHITE,
    WIN_FILL,
)
from rendering.classic.words import Words
from rendering.kit import RGB, font, rgb

# --------------------------------------------------------------------------- hand

HAND_W = 760
HAND_CARD = "normal"
HAND_STEP = 114
LIFT = 16  # how far a selected (or pushed) card rises in the hand picture
CALL_BOX = (HAND_W - MARGIN - 236, 18, HAND_W - MARGIN, 92)
STATUS_Y = 106
STATUS_H = 48
# the room a word has where it is drawn (the tests check the longest language's words fit)
HAND_TITLE_ROOM = 380  # a panel's title (its count sits at the right)
HEADER_ROOM = CALL_BOX[0] - MARGIN - 12  # round, phase, "you start", left of the call box
SUMMARY_ROOM = 480  # the placed cards' summary, right of the panel's title
PLACED_TITLE_ROOM = HAND_W - 2 * MARGIN - 60 - SUMMARY_ROOM  # "Placed", left of its summary
CALL_ROOM = CALL_BOX[2] - CALL_BOX[0] - 88  # the call box's words, right of its swatch
PILE_ROOM = 200  # the discard pile's title and notes, left of its cards
PUSHED_ROOM = HAND_STEP - 8  # a pushed card's chip, under the card


@dataclass(frozen=True)
class _HandLayout:
    hand_y: int
    placed_y: int
    discard_y: int
    height: int


CARD_PANEL_H = 262
DISCARD_H = 152


@lru_cache(maxsize=1)
def _hand_layout() -> _HandLayout:
    y = STATUS_Y + STATUS_H + GAP
    hand_y = y
    y += CARD_PANEL_H + GAP
    placed_y = y
    y += CARD_PANEL_H + GAP
    discard_y = y
    y += DISCARD_H + MARGIN
    return _HandLayout(hand_y, placed_y, discard_y, y)


@lru_cache(maxsize=8)
def _hand_base(say: Words) -> Image.Image:
    """The frame of every hand picture: header strip, call box, the three panels."""
    lay = _hand_layout()
    img = Image.new("RGB", (HAND_W, lay.height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, HAND_W)
    common.rounded_box(draw, CALL_BOX, 14, fill=FRAME)
    for y, h, title, room in (
        (lay.hand_y, CARD_PANEL_H, say("classic-pic-your-hand"), HAND_TITLE_ROOM),
        (lay.placed_y, CARD_PANEL_H, say("classic-pic-placed"), PLACED_TITLE_ROOM),
        (lay.discard_y, DISCARD_H, say("classic-pic-discard-pile"), PILE_ROOM),
    ):
        common.rounded_box(
            draw,
            (MARGIN, y, HAND_W - MARGIN, y + h - 4),
            18,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        title = common.fit_text(title, font(22, True), room)
        draw.text((MARGIN + 20, y + 28), title, font=font(22, True), fill=INK, anchor="lm")
    return img


@lru_cache(maxsize=8)
def _hand_base_p(say: Words) -> Image.Image:
    return _to_palette(_hand_base(say))


@lru_cache(maxsize=8)
def _status_bar(w: int, h: int, tone: str) -> Image.Image:
    """The coloured strip that says what the player must do: "act" (gold), "wait" (plain),
    "out" (grey), "won" (pale gold)."""
    img = Image.new("RGB", (w, h + 4), BG)
    d = ImageDraw.Draw(img)
    fill, edge = _STATUS_TONES.get(tone, _STATUS_TONES["wait"])
    common.rounded_box(d, (0, 0, w - 1, h - 1), 14, fill=fill, outline=edge, width=2, shadow=SHADOW)
    return img


_STATUS_TONES: dict[str, tuple[RGB, RGB]] = {
    "act": (GOLD, rgb("#c48d12")),
    "wait": (CARD, CARD_EDGE),
    "out": (OUT_FILL, CARD_EDGE),
    "won": (WIN_FILL, GOLD),
}


def _status_fill(tone: str) -> RGB:
    return _STATUS_TONES.get(tone, _STATUS_TONES["wait"])[0]


def _hand_status(
    view: ClassicView,
    seat: int,
    entry: SeatView,
    me: Me | None,
    names: Sequence[str],
    say: Words,
) -> tuple[str, str]:
    """(what the player should know now, tone of the bar)."""
    phase = _phase(view)
    turn = view["turn"]
    colour = _colour_word(say, _called(view)[0])
    count = _called(view)[1]
    hs, ha = _highest(view)
    who = _name_of(names, turn)
    if phase == "over":
        w = view["winner"]
        if w == seat:
            return say("classic-pic-you-won"), "won"
        return say("classic-pic-over-won", name=_name_of(names, w)), "out"
    if entry["out"]:
        return say("classic-pic-you-out"), "out"
    mine = turn == seat
    if phase == "call":
        if mine:
            return say("classic-pic-your-call"), "act"
        return say("classic-pic-wait-call", name=who), "wait"
    if phase == "place":
        waiting = _waiting(view)
        done = seat not in waiting if waiting is not None else bool(entry["placed"])
        if done:
            return say("classic-pic-placed-wait"), "wait"
        n = _me_count(me, "can_place")
        if n is None:
            n = min(count or 0, _hand_count(entry))
        return say("classic-pic-place-n", cards=say("classic-pic-cards", count=n)), "act"
    if phase == "bid":
        if mine:
            if ha is None:
                return say("classic-pic-open-bid"), "act"
            return say("classic-pic-raise-or-pass", amount=ha), "act"
        if hs == seat:
            return say("classic-pic-hold-highest", amount=ha, name=who), "wait"
        return say("classic-pic-wait-raise", name=who), "wait"
    if phase == "challenge":
        ch = view["challenger"]
        if ch == seat:
            left = max(0, (ha or 0) - _found(view))
            return say("classic-pic-your-challenge", count=left, colour=colour), "act"
        turning = {"name": _name_of(names, ch), "found": _found(view), "amount": ha or 0}
        return say("classic-pic-turning", **turning), "wait"
    if phase == "recover":
        if mine:
            n = _me_count(me, "recover_count") or 2
            return say("classic-pic-may-take-back", count=n), "act"
        return say("classic-pic-wait-recover", name=who), "wait"
    if phase == "discard":
        n = _me_count(me, "must_discard")
        waiting = _waiting(view)
        if n is None and _loser(view, seat) and (waiting is None or seat in waiting):
            n = 2
        if n:
            return say("classic-pic-you-lose", cards=say("classic-pic-cards", count=n)), "act"
        return say("classic-pic-wait-losers"), "wait"
    return _phase_title(say, phase), "wait"


def _compose_hand(
    view: ClassicView,
    seat: int,
    name: str,
    selected: Sequence[int] | None,
    names: Sequence[str],
    out: _Out,
    say: Words,
) -> None:
    lay = _hand_layout()
    entry = _seat_entry(view, seat)
    me = _me(view, seat)
    picked = set(selected or ())
    phase = _phase(view)
    called, count = _called(view)
    colour = _colour_word(say, called)

    # header
    out.text((MARGIN, 46), _fit(name or f"#{seat + 1}", 36, True, 440), 36, True, INK, BG, "lm")
    sub = [say("classic-pic-round-of", round=view["round"]), _phase_title(say, phase)]
    if view["start_player"] == seat and phase != "over":
        sub.append(say("classic-pic-you-start"))
    header, size = _shrunk(" · ".join(sub), 20, False, HEADER_ROOM, 14)
    out.text((MARGIN + 1, 84), header, size, False, MUTED, BG, "lm")
    x0, y0, x1, y1 = CALL_BOX
    out.put(_swatch, (called, 54, FRAME), (x0 + 12, (y0 + y1) // 2 - 27))
    room = CALL_ROOM
    if called is None:
        no_call = _fit(say("classic-pic-no-call-short"), 22, True, room)
        out.text((x0 + 78, y0 + 28), no_call, 22, True, PALE, FRAME, "lm")
        yet = _fit(say("classic-pic-yet"), 17, False, room)
        out.text((x0 + 78, y0 + 54), yet, 17, False, PALE, FRAME, "lm")
    else:
        size = 24 if _tw(colour.upper(), 24, True) <= room else 20  # a long colour's name
        shown = _fit(colour.upper(), size, True, room)
        out.text((x0 + 78, y0 + 28), shown, size, True, WHITE, FRAME, "lm")
        line = say("classic-pic-each", count=count) if count else say("classic-pic-count-to-come")
        out.text((x0 + 78, y0 + 55), _fit(line, 17, False, room), 17, False, PALE, FRAME, "lm")

    # status bar
    text, tone = _hand_status(view, seat, entry, me, names, say)
    bw = HAND_W - 2 * MARGIN
    out.put(_status_bar, (bw, STATUS_H, tone), (MARGIN, STATUS_Y))
    fill = _status_fill(tone)
    ink = INK if tone != "out" else MUTED
    extra = _hand_extra(view, seat, entry, say)
    room = bw - 36 - (_tw(extra, 17) + 16 if extra else 0)
    out.text(
        (MARGIN + 18, STATUS_Y + STATUS_H // 2),
        _fit(text, 20, True, room),
        20,
        True,
        ink,
        fill,
        "lm",
    )
    if extra:
        out.text(
            (HAND_W - MARGIN - 18, STATUS_Y + STATUS_H // 2), extra, 17, False, ink, fill, "rm"
        )

    # hand
    w, h = CARD_SIZES[HAND_CARD]
    m = _tile_margin(w)
    hand = _cards(me["hand"]) if me is not None else [(None, None)] * _hand_count(entry)
    out.text(
        (HAND_W - MARGIN - 20, lay.hand_y + 28),
        say("classic-pic-cards", count=len(hand)),
        18,
        False,
        MUTED,
        CARD,
        "rm",
    )
    top0 = lay.hand_y + 52
    if not hand:
        out.text(
            (HAND_W // 2, top0 + LIFT + h // 2),
            say("classic-pic-no-hand"),
            20,
            False,
            FAINT,
            CARD,
            "mm",
        )
    for i, (cid, kind) in enumerate(hand[:6]):
        sel = cid is not None and cid in picked
        cx = MARGIN + 26 + i * HAND_STEP
        top = top0 + (0 if sel else LIFT)
        out.put(
            _card_tile, (kind, HAND_CARD, CARD, SELECT if sel else None, None), (cx - m, top - m)
        )
        out.put(_index_badge, (str(i + 1), sel, CARD), (cx + w // 2 - 15, top0 + LIFT + h + 12))
    if len(hand) > 6:
        out.text(
            (HAND_W - MARGIN - 20, top0 + LIFT + h // 2),
            f"+{len(hand) - 6}",
            22,
            True,
            MUTED,
            CARD,
            "rm",
        )

    # placed
    placed = _private_placed(me) if me is not None else []
    returned = False
    if not placed and entry["placed"]:
        # without private cards (or once they went back to the hand after the challenge)
        # the round's public layout still shows what was pushed and turned
        placed = [(slot, None, pushed, kind) for slot, pushed, kind in _public_placed(view, entry)]
        returned = me is not None
    n_pushed = sum(1 for row in placed if row[2])
    turned = _turned_types(view)
    if placed:
        parts = [
            say("classic-pic-back-in-hand")
            if returned
            else say("classic-pic-n-placed", count=len(placed))
        ]
        if n_pushed:
            parts.append(say("classic-pic-n-pushed", count=n_pushed))
        n_turned = sum(1 for s, _slot in turned if s == seat)
        if n_turned:
            parts.append(say("classic-pic-n-turned", count=n_turned))
        summary = " · ".join(parts)
    elif phase == "place" and count:
        summary = say("classic-pic-choose-from-hand")
    else:
        summary = say("classic-pic-none")
    summary = _fit(summary, 18, False, SUMMARY_ROOM)
    out.text((HAND_W - MARGIN - 20, lay.placed_y + 28), summary, 18, False, MUTED, CARD, "rm")
    top0 = lay.placed_y + 52
    if not placed:
        msg = say(
            {"call": "classic-pic-call-first", "place": "classic-pic-pick-to-place"}.get(
                phase, "classic-pic-nothing-placed"
            )
        )
        out.text((HAND_W // 2, top0 + LIFT + h // 2), msg, 20, False, FAINT, CARD, "mm")
    for i, (slot, cid, pushed, kind) in enumerate(placed[:6]):
        sel = cid is not None and cid in picked
        cx = MARGIN + 26 + i * HAND_STEP
        top = top0 + (0 if (pushed or sel) else LIFT)
        mark = None
        if (seat, slot) in turned and kind is not None:
            mark = MARK_YES if _turned_ok(view, seat, slot, kind) else MARK_NO
        out.put(
            _card_tile, (kind, HAND_CARD, CARD, SELECT if sel else None, mark), (cx - m, top - m)
        )
        if pushed:
            chip = (
                *_chip_text(say("classic-pic-pushed"), 11, PUSHED_ROOM),
                GOLD,
                INK,
                CARD,
                None,
            )
            piece = _chip(*chip)
            out.put(_chip, chip, (cx + (w - piece.width) // 2, top0 + h + 3))
        out.put(
            _index_badge, (chr(ord("A") + i), sel, CARD), (cx + w // 2 - 15, top0 + LIFT + h + 12)
        )

    # discard pile
    dy = lay.discard_y
    discard = _cards(me["discard"]) if me is not None else [(None, None)] * _discard_count(entry)
    pile = say("classic-pic-cards", count=len(discard))
    out.text((MARGIN + 20, dy + 62), pile, 20, True, INK, CARD, "lm")
    if entry["recovered"]:
        out.put(_mini_icon, ("recovered", CARD), (MARGIN + 20, dy + 96))
        used = _fit(say("classic-pic-recovery-used"), 17, False, PILE_ROOM - 31)
        out.text((MARGIN + 51, dy + 108), used, 17, False, MUTED, CARD, "lm")
    else:
        still = _fit(say("classic-pic-recovery-still"), 17, False, PILE_ROOM)
        out.text((MARGIN + 20, dy + 96), still, 17, False, MUTED, CARD, "lm")
        available = _fit(say("classic-pic-available"), 17, True, PILE_ROOM)
        out.text((MARGIN + 20, dy + 118), available, 17, True, GOOD, CARD, "lm")
    sw, sh = CARD_SIZES["small"]
    sm = _tile_margin(sw)
    dtop = dy + 22
    x = MARGIN + 230
    if not discard:
        out.text((x, dtop + 14 + sh // 2), say("classic-pic-empty"), 20, False, FAINT, CARD, "lm")
    for cid, kind in discard[:6]:
        sel = cid is not None and cid in picked
        top = dtop + (0 if sel else 14)
        out.put(
            _card_tile, (kind, "small", CARD, SELECT if sel else None, None), (x - sm, top - sm)
        )
        x += sw + 14
    if len(discard) > 6:
        out.text((x + 4, dtop + 14 + sh // 2), f"+{len(discard) - 6}", 20, True, MUTED, CARD, "lm")


def _hand_extra(view: ClassicView, seat: int, entry: SeatView, say: Words) -> str:
    """The short right-hand note on the status bar: the player's own bid or pass."""
    if _phase(view) not in ("bid", "challenge"):
        return ""
    bid = _last_bid(view, seat)
    if entry["passed"] and _phase(view) == "bid":
        if bid is None:
            return say("classic-pic-you-passed")
        return say("classic-pic-you-bid-passed", amount=bid)
    return "" if bid is None else say("classic-pic-your-bid", amount=bid)


def _private_placed(me: Me) -> list[tuple[int, int | None, bool, str | None]]:
    """The seat's own placed cards as (slot, id, pushed, type), in slot order."""
    return sorted((p["slot"], p["id"], p["pushed"], p["type"]) for p in me["placed"])


def hand_card_origin(index: int, selected: bool = False) -> tuple[int, int]:
    """Top-left pixel of the index-th hand card (from 0) in `render_hand`."""
    top = _hand_layout().hand_y + 52 + (0 if selected else LIFT)
    return (MARGIN + 26 + index * HAND_STEP, top)


def render_hand(
    view: ClassicView,
    seat: int,
    name: str,
    selected: list[int] | None = None,
    *,
    names: list[str] | None = None,
    say: Words,
) -> bytes:
    """PNG of one player's private view: their hand (faces, labelled 1..n; cards whose id is
    in `selected` are lifted and ringed in blue), their placed cards (labelled A..F, pushed
    ones raised and tagged, turned ones marked), their discard pile, the call and a status bar.

    The faces come from `view["me"]` when it belongs to `seat`; without it the picture
    falls back to card backs and public counts. `names` (all seats, optional) lets the
    status bar name the other players instead of saying "Player 3"."""
    out = _Out(_hand_base_p(say).copy(), palette=True)
    _compose_hand(view, seat, name, selected, names or [], out, say)
    return out.png()


def _hand_rgb(
    view: ClassicView, seat: int, name: str, selected: Sequence[int] | None, say: Words
) -> Image.Image:
    out = _Out(_hand_base(say).copy(), palette=False)
    _compose_hand(view, seat, name, selected, [], out, say)
    return out.img
