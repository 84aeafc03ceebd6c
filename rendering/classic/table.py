"""The table: every seat's cards face down (pushed ones forward), hands, discards, bids,
whose turn it is and each card turned over. Where things sit is `layout`; one seat's
panel is `seat`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.classic.views import ClassicView, ReviewView, SeatCards
from rendering import kit as common
from rendering.classic.access import (
    _called,
    _colour_word,
    _found,
    _highest,
    _losers,
    _name_of,
    _phase,
    _phase_title,
    _result_text,
    _seat_no,
    _seats,
    _waiting,
)
from rendering.classic.layout import (
    _BANNER_CELLS,
    BANNER_H,
    CARD_STEP,
    GAP,
    HEADER_H,
    LEGEND_H,
    MARGIN,
    RAISE,
    REVIEW_LEGEND_H,
    ROUND_BOX,
    WIDTH,
    _panel_xy,
    _table_height,
)
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    _chip,
    _colour_strip,
    _fit,
    _hidden_tile,
    _mark_badge,
    _mini_icon,
    _Out,
    _swatch,
    _to_palette,
    _tw,
)
from rendering.classic.seat import _draw_seat, _panel_style
from rendering.classic.theme import (
    ACCENT,
    BG,
    CARD,
    CARD_EDGE,
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
from rendering.classic.words import Words
from rendering.kit import RGB, font

# The table's pictures, and the layout names other code has long imported from here
__all__ = [
    "BANNER_H",
    "CARD_STEP",
    "GAP",
    "HEADER_H",
    "LEGEND_H",
    "MARGIN",
    "RAISE",
    "WIDTH",
    "_panel_style",
    "_panel_xy",
    "render_review",
    "render_table",
]


@lru_cache(maxsize=32)
def _table_base(n: int, say: Words, review: bool = False) -> Image.Image:
    """The parts of the table picture that depend only on the number of seats (and on
    whether it is a replay's look back, see `render_review`)."""
    height = _table_height(n, review)
    img = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, WIDTH)
    common.rounded_box(draw, ROUND_BOX, 14, fill=FRAME)
    x0, y0, x1, _ = ROUND_BOX
    draw.text(
        ((x0 + x1) / 2, y0 + 17),
        say("classic-pic-round"),
        font=font(15, True),
        fill=PALE,
        anchor="mm",
    )
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
        common.fit_text(say("classic-pic-highest-bid"), font(14, True), BANNER_ROOM),
        font=font(14, True),
        fill=MUTED,
        anchor="lm",
    )
    # legend
    ly = height - MARGIN - (REVIEW_LEGEND_H if review else LEGEND_H) + LEGEND_H // 2 + 4
    x = MARGIN + 4
    size = legend_size(say)
    f = font(size)
    for kind, label in _legend_icons(say):
        img.paste(_mini_icon(kind, BG), (x, ly - 12))
        draw.text((x + 31, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 31 + common.text_width(label, f) + _LEGEND_GAP
    chip = _chip(say("classic-pic-pushed"), 11, GOLD, INK, BG)
    img.paste(chip, (x, ly - chip.height // 2))
    x += chip.width + 8
    forward = say("classic-pic-pushed-forward")
    draw.text((x, ly), forward, font=f, fill=MUTED, anchor="lm")
    x += common.text_width(forward, f) + _LEGEND_GAP
    for mark, label in _legend_marks(say):
        b = _mark_badge(mark, 22)
        img.paste(b, (x, ly - 11), b)
        draw.text((x + 28, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 28 + common.text_width(label, f) + _LEGEND_GAP
    if review:
        ly += 34
        tile = _hidden_tile("RY", "tiny", BG)
        img.paste(tile.resize((tile.width // 2, tile.height // 2)), (MARGIN, ly - 17))
        legend = common.fit_text(
            say("classic-pic-review-legend"), font(16, True), WIDTH - 2 * MARGIN - 34
        )
        draw.text((MARGIN + 34, ly), legend, font=font(16, True), fill=INK, anchor="lm")
    return img


_LEGEND_GAP = 22


def _legend_icons(say: Words) -> list[tuple[str, str]]:
    return [
        ("hand", say("classic-pic-in-hand-legend")),
        ("discard", say("classic-pic-discarded")),
        ("recovered", say("classic-pic-recovery-used")),
    ]


def _legend_marks(say: Words) -> list[tuple[str, str]]:
    return [(MARK_YES, say("classic-pic-has-colour")), (MARK_NO, say("classic-pic-lacks-it"))]


def legend_width(say: Words, size: int = 16) -> int:
    """How wide the legend's line is with its words at `size`."""
    f = font(size)
    words = [label for _, label in _legend_icons(say) + _legend_marks(say)]
    words.append(say("classic-pic-pushed-forward"))
    chip = _chip(say("classic-pic-pushed"), 11, GOLD, INK, BG).width + 8
    icons = 3 * 31 + 2 * 28 + chip + 6 * _LEGEND_GAP
    return 4 + icons + sum(common.text_width(w, f) for w in words)


def legend_size(say: Words) -> int:
    """The legend's type size: 16 (every shipped language fits at 16), smaller for the
    pseudo-locale's stretched words."""
    return next(
        (
            size
            for size in (16, 15, 14, 13, 12, 11, 10, 9)
            if legend_width(say, size) <= LEGEND_ROOM
        ),
        8,
    )


# the room a word has where it is drawn (the tests check the longest language's words fit)
BANNER_ROOM = _BANNER_CELLS[1][1] - _BANNER_CELLS[1][0] - 36  # a banner cell's label
LEGEND_ROOM = WIDTH - 2 * MARGIN  # the legend's one line, icons and marks included
CALL_ROOM = _BANNER_CELLS[0][1] - _BANNER_CELLS[0][0] - 20 - 94 - 12  # the call's words


@lru_cache(maxsize=32)
def _table_base_p(n: int, say: Words) -> Image.Image:
    return _to_palette(_table_base(n, say))


def _compose_table(
    view: ClassicView,
    names: Sequence[str],
    out: _Out,
    say: Words,
    revealed: Sequence[SeatCards | None] | None = None,
) -> None:
    """The table picture; with `revealed` (a finished game's `review_view`), the seats
    also show what was face down then (see `render_review`)."""
    review = revealed is not None
    seats = _seats(view)
    n = len(seats)
    phase = _phase(view)
    called, count = _called(view)
    colour = _colour_word(say, called)

    # header
    title = "Venn Classic"
    out.text((MARGIN, 46), title, 36, True, INK, BG, "lm")
    subtitle = _fit(_table_subtitle(view, names, say), 20, False, ROUND_BOX[0] - MARGIN - 16)
    out.text((MARGIN, 84), subtitle, 20, False, MUTED, BG, "lm")
    x0, y0, x1, _ = ROUND_BOX
    out.text(((x0 + x1) / 2, y0 + 48), str(view["round"] or 1), 34, True, WHITE, FRAME, "mm")

    # banner: the call
    by = HEADER_H
    cy = by + (BANNER_H - 4) // 2
    cx0 = _BANNER_CELLS[0][0] + 20
    over = phase == "over"
    out.put(_swatch, ("*" if over else called, 76, CARD), (cx0, cy - 38))
    tx = cx0 + 94
    if over:
        game_over = _fit(say("classic-pic-game-over"), 32, True, CALL_ROOM)
        out.text((tx, cy - 14), game_over, 32, True, INK, CARD, "lm")
        w = view["winner"]
        line = (
            say("classic-pic-wins", name=_name_of(names, w))
            if w is not None
            else say("classic-pic-no-winner")
        )
        out.text((tx, cy + 22), _fit(line, 20, False, CALL_ROOM), 20, False, MUTED, CARD, "lm")
    elif called is None:
        no_call = _fit(say("classic-pic-no-call"), 28, True, CALL_ROOM)
        out.text((tx, cy - 14), no_call, 28, True, MUTED, CARD, "lm")
        start = view["start_player"]
        out.text(
            (tx, cy + 20),
            _fit(say("classic-pic-calls", name=_name_of(names, start)), 19, False, CALL_ROOM),
            19,
            False,
            MUTED,
            CARD,
            "lm",
        )
    else:
        out.text(
            (tx, cy - 14), _fit(colour.upper(), 34, True, CALL_ROOM), 34, True, INK, CARD, "lm"
        )
        sub = say("classic-pic-each", count=count) if count else say("classic-pic-count-to-come")
        out.text((tx, cy + 22), _fit(sub, 20, False, CALL_ROOM), 20, False, MUTED, CARD, "lm")

    # banner: highest bid
    hx = _BANNER_CELLS[1][0] + 22
    hs, ha = _highest(view)
    if ha is None:
        none_yet = "—" if over else _fit(say("classic-pic-none-yet"), 24, True, BANNER_ROOM)
        out.text((hx, cy + 14), none_yet, 24, True, FAINT, CARD, "lm")
    else:
        out.text((hx, cy + 12), str(ha), 44, True, INK, CARD, "lm")
        nx = hx + _tw(str(ha), 44, True) + 14
        room = _BANNER_CELLS[1][1] - nx - 14
        out.text((nx, cy + 4), _fit(_name_of(names, hs), 20, True, room), 20, True, INK, CARD, "lm")
        if colour:
            out.text(
                (nx, cy + 28),
                _fit(say("classic-pic-colour-cards", colour=colour), 16, False, room),
                16,
                False,
                MUTED,
                CARD,
                "lm",
            )

    # banner: whose move, the challenge, the result
    rx = _BANNER_CELLS[2][0] + 22
    room = _BANNER_CELLS[2][1] - rx - 16
    label, line1, line2, tone = _banner_status(view, names, say)
    out.text((rx, by + 26), _fit(label, 14, True, room), 14, True, MUTED, CARD, "lm")
    out.text((rx, cy + 6), _fit(line1, 22, True, room), 22, True, tone, CARD, "lm")
    if line2:
        out.text((rx, cy + 32), _fit(line2, 17, False, room), 17, False, MUTED, CARD, "lm")

    # seats
    for k, entry in enumerate(seats):
        seat = _seat_no(entry, k)
        x, y = _panel_xy(k, n, review)
        cards = revealed[seat] if revealed is not None else None
        _draw_seat(out, view, entry, seat, _name_of(names, seat), (x, y), say, cards, review)


def _table_subtitle(view: ClassicView, names: Sequence[str], say: Words) -> str:
    phase = _phase(view)
    seats = _seats(view)
    left = sum(1 for s in seats if not s["out"])
    start = _name_of(names, view["start_player"])
    parts = [_phase_title(say, phase)]
    if phase == "over":
        w = view["winner"]
        if w is not None:
            parts.append(say("classic-pic-wins", name=_name_of(names, w)))
    else:
        parts.append(say("classic-pic-start-player", name=start))
        parts.append(say("classic-pic-still-in", left=left, total=len(seats)))
    return " · ".join(parts)


def _banner_status(
    view: ClassicView, names: Sequence[str], say: Words
) -> tuple[str, str, str, RGB]:
    """(label, main line, second line, colour of the main line) for the banner's last cell."""
    phase = _phase(view)
    turn = view["turn"]
    ch = view["challenger"]
    _, ha = _highest(view)
    result = _result_text(view, say)
    found = {"found": _found(view), "amount": ha or 0}
    if phase == "over":
        last = say("classic-pic-last-with-cards")
        return say("classic-pic-label-winner"), _name_of(names, view["winner"]), last, GOLD_INK
    if result is not None:
        ok = view["result"] == "success"
        who = _name_of(names, ch)
        extra = say("classic-pic-found-by", name=who, **found) if ch is not None else ""
        if phase == "recover" and turn is not None:
            extra = say("classic-pic-may-recover", name=_name_of(names, turn))
        elif phase == "discard":
            losers = _losers(view)
            if losers is None:
                extra = (
                    say("classic-pic-discards", name=who)
                    if not ok
                    else say("classic-pic-others-discard")
                )
            else:
                left = [k for k in losers if k in (_waiting(view) or losers)]
                shown = ", ".join(_name_of(names, k) for k in left)
                extra = say("classic-pic-these-discard", names=shown) if left else ""
        return say("classic-pic-label-result"), result, extra, GOOD if ok else ACCENT
    if phase == "challenge" and ch is not None:
        label = say("classic-pic-label-challenger")
        return label, _name_of(names, ch), say("classic-pic-found", **found), INK
    if phase == "place":
        waiting = _waiting(view)
        if waiting is None:
            waiting = [
                _seat_no(s, k)
                for k, s in enumerate(_seats(view))
                if not s["out"] and not s["placed"]
            ]
        label, everyone = say("classic-pic-label-placing"), say("classic-pic-everyone-places")
        return label, everyone, say("classic-pic-to-place", count=len(waiting)), INK
    if turn is not None:
        verb = phase if phase in ("call", "bid", "recover") else "play"
        return (
            say("classic-pic-label-turn"),
            _name_of(names, turn),
            say(f"classic-pic-verb-{verb}"),
            INK,
        )
    return say("classic-pic-label-turn"), "—", "", MUTED


def render_table(view: ClassicView, names: list[str], say: Words) -> bytes:
    """PNG of the public table: the call (colour swatch and count), the highest bid, whose
    move it is, and a panel per seat with its counts, bid or pass, and placed cards face
    down (pushed ones raised and tagged, turned ones face up with a tick or a cross).

    Reads only public fields: `view["me"]` is never looked at."""
    n = max(1, len(_seats(view)))
    out = _Out(_table_base_p(n, say).copy(), palette=True)
    _compose_table(view, names, out, say)
    return out.png()


def render_review(view: ReviewView, names: list[str], say: Words) -> bytes:
    """PNG of a finished game's table at one moment, for one seat's replay: the table
    picture drawn from `games.classic.views.review_view`, each of the seat's own cards that
    was face down then shown by its face as a `_hidden_tile` (hatched, faded, dashed edge;
    the legend says so), the cards turned over in play exactly as in play, and each seat's
    hand in a row of its own (another seat's only counted). True colour: the faded faces
    are not in the live pictures' palette."""
    n = max(1, len(_seats(view)))
    out = _Out(_table_base(n, say, True).copy(), palette=False)
    _compose_table(view, names, out, say, view["revealed"])
    return common.encode_png(out.img, None, PNG_LEVEL)


def _table_rgb(view: ClassicView, names: Sequence[str], say: Words) -> Image.Image:
    n = max(1, len(_seats(view)))
    out = _Out(_table_base(n, say).copy(), palette=False)
    _compose_table(view, names, out, say)
    return out.img
