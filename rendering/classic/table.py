"""The table: every seat's cards face down (pushed ones forward), hands, discards, bids,
whose turn it is and each card turned over."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rendering import kit as common
from rendering.classic.access import (
    _PHASE_TITLE,
    _TURN_VERB,
    _called,
    _discard_count,
    _found,
    _hand_count,
    _highest,
    _last_bid,
    _losers,
    _name_of,
    _phase,
    _plural,
    _public_placed,
    _result_text,
    _seat_no,
    _seats,
    _turned_ok,
    _waiting,
)
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    _card_tile,
    _chip,
    _colour_strip,
    _fit,
    _hidden_tile,
    _index_badge,
    _mark_badge,
    _mini_icon,
    _Out,
    _panel,
    _panel_fill,
    _swatch,
    _tile_margin,
    _to_palette,
    _tw,
)
from rendering.classic.theme import (
    ACCENT,
    BG,
    CARD,
    CARD_EDGE,
    CARD_SIZES,
    FAINT,
    FRAME,
    GOLD,
    GOLD_INK,
    GOOD,
    INK,
    MUTED,
    PALE,
    PNG_LEVEL,
    SHADOW,
    WHITE,
)
from rendering.kit import RGB, font

# --------------------------------------------------------------------------- table layout

WIDTH = 1000
MARGIN = 22
GAP = 14
HEADER_H = 104
BANNER_H = 118
PANEL_H = 212
LEGEND_H = 40
PANEL_W = (WIDTH - 2 * MARGIN - GAP) // 2
SEAT_CARD = "small"
CARD_STEP = 70  # distance between card slots in a seat panel
RAISE = 20  # how far a pushed card sits above the row
ROUND_BOX = (WIDTH - MARGIN - 150, 18, WIDTH - MARGIN, 92)
# a finished game looked back on (a replay, `render_review`): each seat panel also shows
# the hand, and the legend has a second line for the cards that were face down then
HAND_ROW_H = 122
REVIEW_LEGEND_H = LEGEND_H + 34


def _panel_h(review: bool) -> int:
    return PANEL_H + HAND_ROW_H if review else PANEL_H


def _table_rows(n: int) -> int:
    return max(1, -(-n // 2))


def _table_height(n: int, review: bool = False) -> int:
    rows = _table_rows(n)
    legend = REVIEW_LEGEND_H if review else LEGEND_H
    panels = rows * _panel_h(review) + (rows - 1) * GAP
    return HEADER_H + BANNER_H + GAP + panels + legend + MARGIN


def _panel_xy(k: int, n: int, review: bool = False) -> tuple[int, int]:
    """Top-left of the k-th seat panel; a lone last panel is centred."""
    row, col = divmod(k, 2)
    y = HEADER_H + BANNER_H + GAP + row * (_panel_h(review) + GAP)
    if k == n - 1 and n % 2 == 1:
        return ((WIDTH - PANEL_W) // 2, y)
    return (MARGIN + col * (PANEL_W + GAP), y)


# banner cells: (x0, x1)
_BANNER_CELLS = ((MARGIN, 468), (468, 724), (724, WIDTH - MARGIN))


@lru_cache(maxsize=8)
def _table_base(n: int, review: bool = False) -> Image.Image:
    """The parts of the table picture that depend only on the number of seats (and on
    whether it is a replay's look back, see `render_review`)."""
    height = _table_height(n, review)
    img = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, WIDTH)
    common.rounded_box(draw, ROUND_BOX, 14, fill=FRAME)
    x0, y0, x1, _ = ROUND_BOX
    draw.text(((x0 + x1) / 2, y0 + 17), "ROUND", font=font(15, True), fill=PALE, anchor="mm")
    by = HEADER_H
    common.rounded_box(
        draw,
        (MARGIN, by, WIDTH - MARGIN, by + BANNER_H - 4),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    for cx0, _cx1 in _BANNER_CELLS[1:]:
        draw.line((cx0, by + 18, cx0, by + BANNER_H - 22), fill=CARD_EDGE, width=2)
    draw.text(
        (_BANNER_CELLS[1][0] + 22, by + 26),
        "HIGHEST BID",
        font=font(14, True),
        fill=MUTED,
        anchor="lm",
    )
    # legend
    ly = height - MARGIN - (REVIEW_LEGEND_H if review else LEGEND_H) + LEGEND_H // 2 + 4
    x = MARGIN + 4
    items: list[tuple[str, str]] = [
        ("hand", "cards in hand"),
        ("discard", "discarded"),
        ("recovered", "recovery used"),
    ]
    f = font(16)
    for kind, label in items:
        img.paste(_mini_icon(kind, BG), (x, ly - 12))
        draw.text((x + 31, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 31 + common.text_width(label, f) + 24
    chip = _chip("PUSHED", 11, GOLD, INK, BG)
    img.paste(chip, (x, ly - chip.height // 2))
    x += chip.width + 8
    draw.text((x, ly), "pushed forward", font=f, fill=MUTED, anchor="lm")
    x += common.text_width("pushed forward", f) + 24
    for mark, label in ((MARK_YES, "has the colour"), (MARK_NO, "lacks it")):
        b = _mark_badge(mark, 22)
        img.paste(b, (x, ly - 11), b)
        draw.text((x + 28, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 28 + common.text_width(label, f) + 20
    if review:
        ly += 34
        tile = _hidden_tile("RY", "tiny", BG)
        img.paste(tile.resize((tile.width // 2, tile.height // 2)), (MARGIN, ly - 17))
        draw.text((MARGIN + 34, ly), REVIEW_LEGEND, font=font(16, True), fill=INK, anchor="lm")
    return img


REVIEW_LEGEND = "Hatched, faded, dashed edge: face down at the time (shown now the game is over)"


@lru_cache(maxsize=8)
def _table_base_p(n: int) -> Image.Image:
    return _to_palette(_table_base(n))


def _panel_style(view: Mapping[str, Any], entry: Mapping[str, Any], seat: int) -> str:
    if view["winner"] == seat:
        return "winner"
    if entry["out"]:
        return "out"
    if view["turn"] == seat and _phase(view) != "over":
        return "turn"
    return "plain"


def _compose_table(
    view: Mapping[str, Any], names: Sequence[str], out: _Out, review: bool = False
) -> None:
    """The table picture; with `review`, a finished game's view (`review_view`) whose seats
    also show what was face down then (see `render_review`)."""
    seats = _seats(view)
    n = len(seats)
    phase = _phase(view)
    colour, count = _called(view)

    # header
    title = "Venn Classic"
    out.text((MARGIN, 46), title, 36, True, INK, BG, "lm")
    out.text((MARGIN, 84), _table_subtitle(view, names), 20, False, MUTED, BG, "lm")
    x0, y0, x1, _ = ROUND_BOX
    out.text(((x0 + x1) / 2, y0 + 48), str(view["round"] or 1), 34, True, WHITE, FRAME, "mm")

    # banner: the call
    by = HEADER_H
    cy = by + (BANNER_H - 4) // 2
    cx0 = _BANNER_CELLS[0][0] + 20
    over = phase == "over"
    out.put(_swatch, ("*" if over else colour, 76, CARD), (cx0, cy - 38))
    tx = cx0 + 94
    if over:
        out.text((tx, cy - 14), "GAME OVER", 32, True, INK, CARD, "lm")
        w = view["winner"]
        line = f"{_name_of(names, w)} wins" if w is not None else "no winner"
        out.text((tx, cy + 22), _fit(line, 20, False, 330), 20, False, MUTED, CARD, "lm")
    elif colour is None:
        out.text((tx, cy - 14), "No call yet", 28, True, MUTED, CARD, "lm")
        start = view["start_player"]
        out.text(
            (tx, cy + 20),
            _fit(f"{_name_of(names, start)} calls", 19, False, 330),
            19,
            False,
            MUTED,
            CARD,
            "lm",
        )
    else:
        out.text((tx, cy - 14), colour.upper(), 34, True, INK, CARD, "lm")
        sub = f"{_plural(count, 'card')} each" if count else "count to come"
        out.text((tx, cy + 22), sub, 20, False, MUTED, CARD, "lm")

    # banner: highest bid
    hx = _BANNER_CELLS[1][0] + 22
    hs, ha = _highest(view)
    if ha is None:
        out.text((hx, cy + 14), "—" if over else "none yet", 24, True, FAINT, CARD, "lm")
    else:
        out.text((hx, cy + 12), str(ha), 44, True, INK, CARD, "lm")
        nx = hx + _tw(str(ha), 44, True) + 14
        room = _BANNER_CELLS[1][1] - nx - 14
        out.text((nx, cy + 4), _fit(_name_of(names, hs), 20, True, room), 20, True, INK, CARD, "lm")
        if colour:
            out.text(
                (nx, cy + 28),
                _fit(f"{colour} cards", 16, False, room),
                16,
                False,
                MUTED,
                CARD,
                "lm",
            )

    # banner: whose move, the challenge, the result
    rx = _BANNER_CELLS[2][0] + 22
    room = _BANNER_CELLS[2][1] - rx - 16
    label, line1, line2, tone = _banner_status(view, names)
    out.text((rx, by + 26), label, 14, True, MUTED, CARD, "lm")
    out.text((rx, cy + 6), _fit(line1, 22, True, room), 22, True, tone, CARD, "lm")
    if line2:
        out.text((rx, cy + 32), _fit(line2, 17, False, room), 17, False, MUTED, CARD, "lm")

    # seats
    for k, entry in enumerate(seats):
        seat = _seat_no(entry, k)
        x, y = _panel_xy(k, n, review)
        cards = view["revealed"][seat] if review else None
        _draw_seat(out, view, entry, seat, _name_of(names, seat), (x, y), cards)


def _table_subtitle(view: Mapping[str, Any], names: Sequence[str]) -> str:
    phase = _phase(view)
    seats = _seats(view)
    left = sum(1 for s in seats if not s["out"])
    start = _name_of(names, view["start_player"])
    parts = [_PHASE_TITLE.get(phase, phase.capitalize())]
    if phase == "over":
        w = view["winner"]
        if w is not None:
            parts.append(f"{_name_of(names, w)} wins")
    else:
        parts.append(f"start player {start}")
        parts.append(f"{left} of {len(seats)} still in")
    return " · ".join(parts)


def _banner_status(view: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str, str, RGB]:
    """(label, main line, second line, colour of the main line) for the banner's last cell."""
    phase = _phase(view)
    turn = view["turn"]
    ch = view["challenger"]
    _, ha = _highest(view)
    result = _result_text(view)
    if phase == "over":
        return "WINNER", _name_of(names, view["winner"]), "last with cards", GOLD_INK
    if result is not None:
        ok = view["result"] == "success"
        who = _name_of(names, ch)
        extra = f"{who}: {_found(view)} of {ha or 0} found" if ch is not None else ""
        if phase == "recover" and turn is not None:
            extra = f"{_name_of(names, turn)} may recover"
        elif phase == "discard":
            losers = _losers(view)
            if losers is None:
                extra = f"{who} discards" if not ok else "the others discard"
            else:
                left = [k for k in losers if k in (_waiting(view) or losers)]
                shown = ", ".join(_name_of(names, k) for k in left)
                extra = f"{shown} discard{'s' if len(left) == 1 else ''}" if left else ""
        return "RESULT", result, extra, GOOD if ok else ACCENT
    if phase == "challenge" and ch is not None:
        return "CHALLENGER", _name_of(names, ch), f"{_found(view)} of {ha or 0} found", INK
    if phase == "place":
        waiting = _waiting(view)
        if waiting is None:
            waiting = [
                _seat_no(s, k)
                for k, s in enumerate(_seats(view))
                if not s["out"] and not s["placed"]
            ]
        return "PLACING", "Everyone places", f"{len(waiting)} still to place", INK
    if turn is not None:
        verb = {"call": "calls", "bid": "raises or passes", "recover": "chooses"}.get(
            phase, "plays"
        )
        return "TURN", _name_of(names, turn), verb, INK
    return "TURN", "—", "", MUTED


def _draw_seat(
    out: _Out,
    view: Mapping[str, Any],
    entry: Mapping[str, Any],
    seat: int,
    name: str,
    xy: tuple[int, int],
    revealed: Mapping[str, Any] | None = None,
) -> None:
    """One seat's panel; `revealed` (a replay of a finished game) adds the seat's cards
    that were face down then: its placed ones in their slots and its hand in a row below,
    each drawn as `_hidden_tile`."""
    x0, y0 = xy
    style = _panel_style(view, entry, seat)
    bg = _panel_fill(style)
    out.put(_panel, (PANEL_W, _panel_h(revealed is not None), style), (x0, y0))
    is_out = style == "out"
    phase = _phase(view)

    # seat number badge and name
    cy = y0 + 32
    out.put(_index_badge, (str(seat + 1), False, bg), (x0 + 16, cy - 15))
    right = x0 + PANEL_W - 16
    # right side: the bid, "passed", or the winner's crown
    bid = _last_bid(view, seat)
    hs, _ = _highest(view)
    pill: tuple | None = None
    if style == "winner":
        pill = ("WINNER", 16, GOLD, INK, bg, None)
    elif is_out:
        pill = ("OUT", 16, FAINT, WHITE, bg, None)
    elif entry["passed"] and phase == "bid":
        pill = ("PASSED", 15, bg, MUTED, bg, FAINT)
    elif bid is not None:
        top = hs == seat
        pill = (f"BID {bid}", 16, GOLD if top else FRAME, INK if top else WHITE, bg, None)
    if pill is not None:
        piece = _chip(*pill)
        out.put(_chip, pill, (right - piece.width, cy - piece.height // 2))
        right -= piece.width + 10
    # tags after the name
    tags: list[tuple] = []
    if view["start_player"] == seat and phase != "over":
        tags.append(("START", 12, FRAME, WHITE, bg, None))
    if view["challenger"] == seat and phase in ("challenge", "recover", "discard"):
        tags.append(("CHALLENGER", 12, ACCENT, WHITE, bg, None))
    if style == "turn" and not (phase == "challenge" and view["challenger"] == seat):
        tags.append((_TURN_VERB.get(phase, "TO PLAY"), 12, GOLD, INK, bg, None))
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
    for kind, value, label in (
        ("hand", _hand_count(entry), "in hand"),
        ("discard", _discard_count(entry), "discarded"),
    ):
        out.put(_mini_icon, (kind, bg), (x, sy - 12))
        out.text((x + 31, sy), str(value), 19, True, ink, bg, "lm")
        lx = x + 31 + _tw(str(value), 19, True) + 6
        out.text((lx, sy + 1), label, 17, False, MUTED, bg, "lm")
        x = lx + _tw(label, 17) + 22
    if entry["recovered"]:
        out.put(_mini_icon, ("recovered", bg), (x, sy - 12))
        out.text((x + 31, sy + 1), "recovered", 17, False, GOOD, bg, "lm")

    if revealed is not None and not is_out:
        _draw_hand_row(out, revealed["hand"], bg, (x0, y0 + PANEL_H))

    # placed cards
    row_top = y0 + 92
    cards = _public_placed(view, entry)
    if is_out:
        out.text((x0 + PANEL_W / 2, row_top + 58), "Out of the game", 22, True, FAINT, bg, "mm")
        return
    if not cards:
        msg = "no cards placed"
        if style == "winner":
            msg = "the last player holding cards"
        elif phase == "place":
            waiting = _waiting(view)
            msg = "placed ✓" if waiting is not None and seat not in waiting else "placing…"
        elif phase == "call":
            msg = "waiting for the call"
        won = style == "winner"
        out.text((x0 + 22, row_top + 58), msg, 18, won, GOLD_INK if won else FAINT, bg, "lm")
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
            chip = ("PUSHED", 10, GOLD, INK, bg, None)
            piece = _chip(*chip)
            out.put(_chip, chip, (cx + (w - piece.width) // 2, row_top + h + 6))
    if len(cards) > 6:
        out.text((x0 + PANEL_W - 20, row_top + 58), f"+{len(cards) - 6}", 20, True, MUTED, bg, "rm")


def _draw_hand_row(
    out: _Out, hand: Sequence[Mapping[str, Any]], bg: RGB, xy: tuple[int, int]
) -> None:
    """A seat's hand in a replay: face down then, but for a card turned over in this
    round's challenge and back in hand (drawn face up, as everyone saw it)."""
    x0, y0 = xy
    # drawn straight on the picture: a review is true colour (see `render_review`)
    ImageDraw.Draw(out.img).line((x0 + 18, y0 - 6, x0 + PANEL_W - 18, y0 - 6), CARD_EDGE, 2)
    label = "IN HAND · face down then" if hand else "IN HAND · no cards"
    out.text((x0 + 22, y0 + 12), label, 15, True, MUTED, bg, "lm")
    w, _ = CARD_SIZES[SEAT_CARD]
    m = _tile_margin(w)
    for i, card in enumerate(hand[:6]):
        at = (x0 + 22 + i * CARD_STEP - m, y0 + 28 - m)
        if card["turned"]:
            out.put(_card_tile, (card["type"], SEAT_CARD, bg, None, None), at)
        else:
            out.put(_hidden_tile, (card["type"], SEAT_CARD, bg), at)


def render_table(view: dict, names: list[str]) -> bytes:
    """PNG of the public table: the call (colour swatch and count), the highest bid, whose
    move it is, and a panel per seat with its counts, bid or pass, and placed cards face
    down (pushed ones raised and tagged, turned ones face up with a tick or a cross).

    Reads only public fields: `view["me"]` is never looked at."""
    n = max(1, len(_seats(view)))
    out = _Out(_table_base_p(n).copy(), palette=True)
    _compose_table(view, names, out)
    return out.png()


def render_review(view: dict, names: list[str]) -> bytes:
    """PNG of a finished game's table at one moment, for its replay: the table picture
    drawn from `games.classic.views.review_view`, every card that was face down then shown
    by its face as a `_hidden_tile` (hatched, faded, dashed edge; the legend says so), the
    cards turned over in play exactly as in play, and each seat's hand in a row of its
    own. True colour: the faded faces are not in the live pictures' palette."""
    n = max(1, len(_seats(view)))
    out = _Out(_table_base(n, True).copy(), palette=False)
    _compose_table(view, names, out, review=True)
    return common.encode_png(out.img, None, PNG_LEVEL)


def _table_rgb(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    n = max(1, len(_seats(view)))
    out = _Out(_table_base(n).copy(), palette=False)
    _compose_table(view, names, out)
    return out.img
