"""The players' sheets: for each player this half's criteria (which pair each uses), the
counts that feed I and II, the run that makes III, the score so far and the cards held."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from PIL import Image, ImageDraw

from games.venice.views import CardView, SeatView, VeniceView
from rendering.kit import encode_png, fit_text, font, theme
from rendering.kit.widgets import card_frame
from rendering.venice.suits import symbol
from rendering.venice.theme import ENGLISH, MARGIN, SUIT_COLOUR, WIDTH, Words

ROW_H = 44
# the three scoring criteria, each a figure of games.venice.scoring.HalfScore
Criterion = Literal["I", "II", "III"]
CRITERIA: tuple[Criterion, ...] = ("I", "II", "III")
CHIP_H = 52


def _criterion_row(
    draw: ImageDraw.ImageDraw,
    view: VeniceView,
    seat: SeatView,
    criterion: Criterion,
    x: int,
    y: int,
    words: Words,
) -> None:
    pair = seat["criteria"][criterion]
    first, second = view["pairs"][pair]
    score = seat["score"]
    counts = score["counts"]
    draw.text((x, y + 20), criterion, font=font(22, True), fill=theme.INK, anchor="lm")
    draw.text((x + 44, y + 20), pair, font=font(18, True), fill=theme.MUTED, anchor="lm")
    cx = x + 86
    for suit in (first, second):
        symbol(draw, suit, cx, y + 20, 12, theme.CARD)
        text = f"{words.marks[suit]} {counts[suit]}"
        draw.text((cx + 18, y + 20), text, font=font(19, True), fill=SUIT_COLOUR[suit], anchor="lm")
        cx += 96
    if criterion == "I":
        low = str(min(counts[first], counts[second]))
        how = words.said("smaller", f"smaller count: {low}", count=low)
    elif criterion == "II":
        apart = str(abs(counts[first] - counts[second]))
        how = words.said("difference", f"difference: {apart}", count=apart)
    else:
        run = score["run"]
        ranks = run["ranks"]
        low, high, many = (
            str(ranks[0]) if ranks else "",
            str(ranks[-1]) if ranks else "",
            str(len(ranks)),
        )
        if run["suit"] and len(ranks) > 1:
            mark = words.marks[run["suit"]]
            how = words.said("run-in", f"run {low}-{high} in {mark}", low=low, high=high, suit=mark)
        else:
            how = words.said("run-of", f"run of {many}", count=many)
    value = score[criterion]
    draw.text((cx + 4, y + 20), how, font=font(17), fill=theme.MUTED, anchor="lm")
    draw.text(
        (WIDTH - MARGIN - 18, y + 20), str(value), font=font(24, True), fill=theme.INK, anchor="rm"
    )


def _chip_width(card: CardView) -> int:
    return 38 + 30 * len(card["suits"])


def _chip_spots(cards: Sequence[CardView], width: int) -> list[tuple[int, int]]:
    """Where each chip goes (left, top, from the chips' corner), row after row."""
    out, x, y = [], 0, 0
    for card in cards:
        w = _chip_width(card)
        if x and x + w > width:
            x, y = 0, y + CHIP_H + 6
        out.append((x, y))
        x += w + 6
    return out


def _chips(
    draw: ImageDraw.ImageDraw, seat: SeatView, x: int, y: int, width: int, words: Words
) -> int:
    """The cards held, as chips: the rank, then every suit as its shape over its initials
    (a shape, a colour and letters: never colour alone); returns the height used."""
    spots = _chip_spots(seat["collection"], width)
    for card, (dx, dy) in zip(seat["collection"], spots, strict=True):
        cx, cy = x + dx, y + dy
        w = _chip_width(card)
        draw.rounded_rectangle(
            (cx, cy, cx + w, cy + CHIP_H), 6, fill=theme.WHITE, outline=theme.CARD_EDGE
        )
        mark = {1: "A", 10: "P", 11: "C", 12: "★"}.get(card["rank"], str(card["rank"]))
        draw.text(
            (cx + 19, cy + CHIP_H / 2), mark, font=font(24, True), fill=theme.INK, anchor="mm"
        )
        for k, suit in enumerate(card["suits"]):
            sx = cx + 38 + 30 * k + 12
            symbol(draw, suit, sx, cy + 15, 10, theme.WHITE)
            draw.text(
                (sx, cy + CHIP_H - 11),
                words.marks[suit],
                font=font(15, True),
                fill=SUIT_COLOUR[suit],
                anchor="mm",
            )
    return (max(dy for _, dy in spots) + CHIP_H + 6) if spots else 0


CHIPS_W = WIDTH - 2 * MARGIN - 28


def _panel_height(seat: SeatView) -> int:
    used = _chip_spots(seat["collection"], CHIPS_W)
    rows = (max(dy for _, dy in used) + CHIP_H + 6) if used else 0
    return 56 + 3 * ROW_H + (rows + 10 if rows else 0) + 10


def half_view(view: VeniceView, index: int) -> VeniceView:
    """The view as it stood when half `index` (0-based) was scored: its collections and
    breakdowns, with that half's criteria."""
    half = view["finished"][index]
    seats: list[SeatView] = []
    for seat in view["seats"]:
        k = seat["seat"]
        score = half["scores"][k]
        seats.append(
            {
                **seat,
                "collection": half["collections"][k],
                "criteria": dict(score["pairs"]),
                "score": score,
                "halves": seat["halves"][:index],
            }
        )
    return {**view, "half": index + 1, "seats": seats, "to_act": None, "over": True}


def render_sheets(view: VeniceView, names: Sequence[str], words: Words = ENGLISH) -> bytes:
    """Every player's sheet for this half, one panel each in seat order."""
    heights = [_panel_height(s) for s in view["seats"]]
    top = 50
    img = Image.new("RGB", (WIDTH, top + sum(heights) + 12 * len(heights) + MARGIN), theme.BG)
    draw = ImageDraw.Draw(img)
    half = str(view["half"])
    title = (
        words.said("collections-scored", f"Collections · half {half} (scored)", half=half)
        if view["over"]
        else words.said("collections", f"Collections · half {half}", half=half)
    )
    title = fit_text(title, font(24, True), WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 12), title, font=font(24, True), fill=theme.INK)
    y = top
    for seat, h in zip(view["seats"], heights, strict=True):
        acting = view["to_act"] == seat["seat"]
        card_frame(draw, (MARGIN, y, WIDTH - MARGIN, y + h), picked=acting)
        # the seat to act is picked out, and says so in words
        label = names[seat["seat"]]
        if acting:
            label = words.said("to-act", f"{label} · to act", name=label)
        name = fit_text(label, font(22, True), WIDTH - 300)
        draw.text((MARGIN + 14, y + 12), name, font=font(22, True), fill=theme.INK)
        earlier = " · ".join(
            words.said("half-total", f"half {k + 1}: {t}", half=str(k + 1), total=str(t))
            for k, t in enumerate(seat["halves"])
        )
        now = str(seat["score"]["total"])
        summary = words.said("this-half", f"{now} this half", total=now)
        summary = summary + (f" · {earlier}" if earlier else "")
        draw.text(
            (WIDTH - MARGIN - 14, y + 16),
            summary,
            font=font(18, True),
            fill=theme.MUTED,
            anchor="ra",
        )
        for k, criterion in enumerate(CRITERIA):
            _criterion_row(draw, view, seat, criterion, MARGIN + 14, y + 46 + k * ROW_H, words)
        _chips(draw, seat, MARGIN + 14, y + 46 + 3 * ROW_H + 6, CHIPS_W, words)
        y += h + 12
    return encode_png(img)
