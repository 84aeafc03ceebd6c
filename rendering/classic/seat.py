"""One seat's panel on the table: its name and tags, its bid or pass, its counts and its
placed cards; in a replay also what was face down then."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from games.classic.views import ClassicView, HiddenCard, SeatCards, SeatView
from rendering.classic.access import (
    _discard_count,
    _hand_count,
    _highest,
    _last_bid,
    _phase,
    _public_placed,
    _turn_tag,
    _turned_ok,
    _waiting,
)
from rendering.classic.layout import (
    CARD_STEP,
    PANEL_H,
    PANEL_W,
    RAISE,
    SEAT_CARD,
    _panel_h,
)
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    Chip,
    _card_tile,
    _chip,
    _chip_text,
    _fit,
    _hidden_tile,
    _index_badge,
    _mini_icon,
    _Out,
    _panel,
    _panel_fill,
    _shrunk,
    _tile_margin,
    _tw,
)
from rendering.classic.theme import (
    ACCENT,
    CARD_EDGE,
    CARD_SIZES,
    FAINT,
    FRAME,
    GOLD,
    GOLD_INK,
    GOOD,
    INK,
    MUTED,
    WHITE,
)
from rendering.classic.words import Words
from rendering.kit import RGB

PUSHED_ROOM = CARD_STEP - 6  # a pushed card's chip, under the card, clear of the next one


def _panel_style(view: ClassicView, entry: SeatView, seat: int) -> str:
    if view["winner"] == seat:
        return "winner"
    if entry["out"]:
        return "out"
    if view["turn"] == seat and _phase(view) != "over":
        return "turn"
    return "plain"


def _draw_seat(
    out: _Out,
    view: ClassicView,
    entry: SeatView,
    seat: int,
    name: str,
    xy: tuple[int, int],
    say: Words,
    revealed: SeatCards | None = None,
    review: bool = False,
) -> None:
    """One seat's panel; in a seat's replay of a finished game (`review`), `revealed` adds
    that seat's own cards that were face down then: its placed ones in their slots and its
    hand in a row below, each drawn as `_hidden_tile`; another seat's hand row only counts."""
    x0, y0 = xy
    style = _panel_style(view, entry, seat)
    bg = _panel_fill(style)
    review = review or revealed is not None
    out.put(_panel, (PANEL_W, _panel_h(review), style), (x0, y0))
    is_out = style == "out"
    phase = _phase(view)

    # seat number badge and name
    cy = y0 + 32
    out.put(_index_badge, (str(seat + 1), False, bg), (x0 + 16, cy - 15))
    right = x0 + PANEL_W - 16
    # right side: the bid, "passed", or the winner's crown
    bid = _last_bid(view, seat)
    hs, _ = _highest(view)
    pill: Chip | None = None
    if style == "winner":
        pill = (say("classic-pic-seat-winner"), 16, GOLD, INK, bg, None)
    elif is_out:
        pill = (say("classic-pic-seat-out"), 16, FAINT, WHITE, bg, None)
    elif entry["passed"] and phase == "bid":
        pill = (say("classic-pic-seat-passed"), 15, bg, MUTED, bg, FAINT)
    elif bid is not None:
        highest = hs == seat
        pill = (
            say("classic-pic-seat-bid", amount=bid),
            16,
            GOLD if highest else FRAME,
            INK if highest else WHITE,
            bg,
            None,
        )
    if pill is not None:
        piece = _chip(*pill)
        out.put(_chip, pill, (right - piece.width, cy - piece.height // 2))
        right -= piece.width + 10
    # tags after the name
    tags: list[Chip] = []
    if view["start_player"] == seat and phase != "over":
        tags.append((say("classic-pic-seat-start"), 12, FRAME, WHITE, bg, None))
    if view["challenger"] == seat and phase in ("challenge", "recover", "discard"):
        tags.append((say("classic-pic-seat-challenger"), 12, ACCENT, WHITE, bg, None))
    if style == "turn" and not (phase == "challenge" and view["challenger"] == seat):
        tags.append((_turn_tag(say, phase), 12, GOLD, INK, bg, None))
    nx = x0 + 56
    # tags give way (START first) before the name is cut below its natural width
    want = min(_tw(name, 22, True), 150)
    while tags and right - nx - sum(_chip(*t).width + 6 for t in tags) - 6 < want:
        tags.pop(0)
    tag_w = sum(_chip(*t).width + 6 for t in tags)
    name_room = max(40, right - nx - tag_w - 6)
    shown = _fit(name, 22, True, name_room)
    out.text((nx, cy), shown, 22, True, MUTED if is_out else INK, bg, "lm")
    tx = nx + _tw(shown, 22, True) + 10
    for t in tags:
        piece = out.put(_chip, t, (tx, cy - _chip(*t).height // 2))
        tx += piece.width + 6

    # counts
    sy = y0 + 68
    x = x0 + 18
    ink = MUTED if is_out else INK
    for icon, value, label in (
        ("hand", _hand_count(entry), say("classic-pic-seat-in-hand")),
        ("discard", _discard_count(entry), say("classic-pic-discarded")),
    ):
        out.put(_mini_icon, (icon, bg), (x, sy - 12))
        out.text((x + 31, sy), str(value), 19, True, ink, bg, "lm")
        lx = x + 31 + _tw(str(value), 19, True) + 6
        out.text((lx, sy + 1), label, 17, False, MUTED, bg, "lm")
        x = lx + _tw(label, 17) + 22
    if entry["recovered"]:
        out.put(_mini_icon, ("recovered", bg), (x, sy - 12))
        recovered = _fit(say("classic-pic-seat-recovered"), 17, False, x0 + PANEL_W - x - 47)
        out.text((x + 31, sy + 1), recovered, 17, False, GOOD, bg, "lm")

    if revealed is not None and not is_out:
        _draw_hand_row(out, revealed["hand"], bg, (x0, y0 + PANEL_H), say)
    elif review and not is_out:
        _draw_unseen_hand_row(out, _hand_count(entry), bg, (x0, y0 + PANEL_H), say)

    # placed cards
    row_top = y0 + 92
    cards = _public_placed(view, entry)
    if is_out:
        gone = _fit(say("classic-pic-out-of-game"), 22, True, PANEL_W - 40)
        out.text((x0 + PANEL_W / 2, row_top + 58), gone, 22, True, FAINT, bg, "mm")
        return
    if not cards:
        msg = "classic-pic-no-cards-placed"
        if style == "winner":
            msg = "classic-pic-last-holding"
        elif phase == "place":
            waiting = _waiting(view)
            done = waiting is not None and seat not in waiting
            msg = "classic-pic-placed-done" if done else "classic-pic-placing"
        elif phase == "call":
            msg = "classic-pic-waiting-call"
        won = style == "winner"
        said, size = _shrunk(say(msg), 18, won, PANEL_W - 44, 13)
        out.text((x0 + 22, row_top + 58), said, size, won, GOLD_INK if won else FAINT, bg, "lm")
        return
    w, h = CARD_SIZES[SEAT_CARD]
    m = _tile_margin(w)
    for i, (slot, pushed, kind) in enumerate(cards[:6]):
        cx = x0 + 22 + i * CARD_STEP
        top = row_top + (0 if pushed else RAISE)
        mark = None
        if kind is not None:
            mark = MARK_YES if _turned_ok(view, seat, slot, kind) else MARK_NO
        if kind is None and revealed is not None:
            hidden = revealed["placed"][slot]["type"]
            out.put(_hidden_tile, (hidden, SEAT_CARD, bg), (cx - m, top - m))
        else:
            out.put(_card_tile, (kind, SEAT_CARD, bg, None, mark), (cx - m, top - m))
        if pushed:
            chip = (*_chip_text(say("classic-pic-pushed"), 10, PUSHED_ROOM), GOLD, INK, bg, None)
            piece = _chip(*chip)
            out.put(_chip, chip, (cx + (w - piece.width) // 2, row_top + h + 6))
    if len(cards) > 6:
        out.text((x0 + PANEL_W - 20, row_top + 58), f"+{len(cards) - 6}", 20, True, MUTED, bg, "rm")


def _draw_unseen_hand_row(out: _Out, count: int, bg: RGB, xy: tuple[int, int], say: Words) -> None:
    """Another seat's hand in a replay: how many cards, as the table saw it."""
    x0, y0 = xy
    ImageDraw.Draw(out.img).line((x0 + 18, y0 - 6, x0 + PANEL_W - 18, y0 - 6), CARD_EDGE, 2)
    label = say("classic-pic-hand-hidden", count=count) if count else say("classic-pic-hand-none")
    out.text((x0 + 22, y0 + 12), _fit(label, 15, True, PANEL_W - 44), 15, True, MUTED, bg, "lm")


def _draw_hand_row(
    out: _Out, hand: Sequence[HiddenCard], bg: RGB, xy: tuple[int, int], say: Words
) -> None:
    """A seat's hand in a replay: face down then, but for a card turned over in this
    round's challenge and back in hand (drawn face up, as everyone saw it)."""
    x0, y0 = xy
    # drawn straight on the picture: a review is true colour (see `render_review`)
    ImageDraw.Draw(out.img).line((x0 + 18, y0 - 6, x0 + PANEL_W - 18, y0 - 6), CARD_EDGE, 2)
    label = say("classic-pic-hand-then") if hand else say("classic-pic-hand-none")
    out.text((x0 + 22, y0 + 12), _fit(label, 15, True, PANEL_W - 44), 15, True, MUTED, bg, "lm")
    w, _ = CARD_SIZES[SEAT_CARD]
    m = _tile_margin(w)
    for i, card in enumerate(hand[:6]):
        at = (x0 + 22 + i * CARD_STEP - m, y0 + 28 - m)
        if card["turned"]:
            out.put(_card_tile, (card["type"], SEAT_CARD, bg, None, None), at)
        else:
            out.put(_hidden_tile, (card["type"], SEAT_CARD, bg), at)
