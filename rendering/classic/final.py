"""The end of the game: places and what each player had left."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.classic.views import ClassicView
from rendering import kit as common
from rendering.classic.access import (
    _name_of,
    _out_order,
    _seat_entry,
    _seat_no,
    _seats,
)
from rendering.classic.cards import card_back
from rendering.classic.layout import GAP, HEADER_H, MARGIN
from rendering.classic.palette import _palette
from rendering.classic.pieces import _colour_strip
from rendering.classic.theme import (
    BG,
    CARD,
    CARD_EDGE,
    CARD_SIZES,
    FRAME,
    GOLD,
    GOLD_INK,
    INK,
    MUTED,
    PNG_LEVEL,
    SHADOW,
    WHITE,
    WIN_FILL,
)
from rendering.classic.words import Words
from rendering.kit import font, rgb

# --------------------------------------------------------------------------- final

FINAL_W = 760
FINAL_ROW = 56
WINNER_H = 150
LEFT_ROOM = 118 - CARD_SIZES["tiny"][0] - 8  # "left", under the count, beside the card back


def _final_rows(view: ClassicView) -> list[int]:
    """Seats other than the winner, best first: the last to go out comes second."""
    winner = view["winner"]
    order = [s for s in _out_order(view) if s != winner]
    rest = [
        _seat_no(s, k)
        for k, s in enumerate(_seats(view))
        if _seat_no(s, k) != winner and _seat_no(s, k) not in order
    ]
    return rest + list(reversed(order))


def _final_image(view: ClassicView, names: Sequence[str], say: Words) -> Image.Image:
    rows = _final_rows(view)
    list_h = 58 + len(rows) * FINAL_ROW + 12
    height = HEADER_H + WINNER_H + GAP + list_h + MARGIN
    img = Image.new("RGB", (FINAL_W, height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, FINAL_W)
    title = common.fit_text(say("classic-pic-final-title"), font(34, True), FINAL_W - 2 * MARGIN)
    draw.text((MARGIN, 46), title, font=font(34, True), fill=INK, anchor="lm")
    rnd = view["round"]
    sub = say("classic-pic-players", count=len(_seats(view)))
    if rnd:
        sub += " · " + say("classic-pic-rounds", count=rnd)
    draw.text((MARGIN + 1, 84), sub, font=font(20), fill=MUTED, anchor="lm")

    # the winner
    y0 = HEADER_H
    box = (MARGIN, y0, FINAL_W - MARGIN, y0 + WINNER_H - 4)
    common.rounded_box(draw, box, 18, fill=WIN_FILL, outline=GOLD, width=4, shadow=SHADOW)
    winner = view["winner"]
    cy = y0 + (WINNER_H - 4) // 2
    draw.ellipse((MARGIN + 24, cy - 44, MARGIN + 112, cy + 44), fill=GOLD)
    draw.text((MARGIN + 68, cy + 2), "★", font=font(54, True), fill=WHITE, anchor="mm")
    tx = MARGIN + 136
    if winner is None:
        no_winner = say("classic-pic-final-no-winner")
        draw.text((tx, cy), no_winner, font=font(34, True), fill=MUTED, anchor="lm")
    else:
        entry = _seat_entry(view, winner)
        label = say("classic-pic-final-winner")
        draw.text((tx, cy - 34), label, font=font(16, True), fill=GOLD_INK, anchor="lm")
        draw.text(
            (tx, cy + 2),
            common.fit_text(_name_of(names, winner), font(40, True), FINAL_W - tx - 170),
            font=font(40, True),
            fill=INK,
            anchor="lm",
        )
        last = common.fit_text(say("classic-pic-last-holding"), font(18), FINAL_W - tx - 170)
        draw.text((tx, cy + 40), last, font=font(18), fill=MUTED, anchor="lm")
        left = entry["cards"]  # what the final text says: the engine counts, not the picture
        draw.text(
            (FINAL_W - MARGIN - 30, cy - 8), str(left), font=font(44, True), fill=INK, anchor="rm"
        )
        draw.text(
            (FINAL_W - MARGIN - 30, cy + 28),
            common.fit_text(say("classic-pic-left"), font(16), LEFT_ROOM),
            font=font(16),
            fill=MUTED,
            anchor="rm",
        )
        back = card_back(*CARD_SIZES["tiny"])
        img.paste(back, (FINAL_W - MARGIN - 30 - 118, cy - 28), back)

    # everyone else, in finishing order
    y0 = HEADER_H + WINNER_H + GAP
    common.rounded_box(
        draw,
        (MARGIN, y0, FINAL_W - MARGIN, y0 + list_h - 4),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    going = say("classic-pic-going-out")
    draw.text((MARGIN + 20, y0 + 28), going, font=font(21, True), fill=INK, anchor="lm")
    draw.text(
        (FINAL_W - MARGIN - 20, y0 + 28),
        say("classic-pic-last-out-highest"),
        font=font(16),
        fill=MUTED,
        anchor="rm",
    )
    order = _out_order(view)
    n_out = len(order)
    for i, seat in enumerate(rows):
        y = y0 + 58 + i * FINAL_ROW
        if i % 2 == 0:
            draw.rounded_rectangle(
                (MARGIN + 12, y, FINAL_W - MARGIN - 12, y + FINAL_ROW - 6), 10, fill=rgb("#f3eee4")
            )
        mid = y + (FINAL_ROW - 6) // 2
        place = i + 2
        draw.ellipse((MARGIN + 26, mid - 17, MARGIN + 60, mid + 17), fill=FRAME)
        draw.text((MARGIN + 43, mid + 1), str(place), font=font(18, True), fill=WHITE, anchor="mm")
        draw.text(
            (MARGIN + 76, mid),
            common.fit_text(_name_of(names, seat), font(22, True), 330),
            font=font(22, True),
            fill=INK,
            anchor="lm",
        )
        if seat in order:
            k = order.index(seat) + 1
            note = _out_note(k, n_out, say)
            rnd_out = _seat_entry(view, seat)["out_round"]
            if rnd_out:
                note = say("classic-pic-out-round", note=note, round=rnd_out)
        else:
            note = say("classic-pic-still-playing")
        draw.text((FINAL_W - MARGIN - 30, mid), note, font=font(18), fill=MUTED, anchor="rm")
    return img


def _out_note(k: int, n_out: int, say: Words) -> str:
    """When a seat went out: "first out", "last out", "3rd out"."""
    if k == 1:
        return say("classic-pic-first-out")
    return say("classic-pic-last-out") if k == n_out else say("classic-pic-nth-out", place=k)


def render_final(view: ClassicView, names: list[str], say: Words) -> bytes:
    """PNG of the end of the game: the winner, then everyone else in finishing order
    (the last to go out placed second), with when each went out."""
    return common.encode_png(_final_image(view, names, say), _palette(), PNG_LEVEL)
