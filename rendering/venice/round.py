"""The round's picture: the seven cards before the cut, then the three piles and who took
which, with whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.venice.views import VeniceView
from rendering.kit import encode_png, fit_text, font, rounded_box, theme
from rendering.venice.cards import draw_card
from rendering.venice.theme import CARD_H, CARD_W, ENGLISH, MARGIN, TURN, WIDTH, Words

HEADER_H = 64


def headline(view: VeniceView, names: Sequence[str]) -> str:
    if view["over"]:
        return "The game is over"
    who = view["to_act"]
    name = names[who] if who is not None else "?"
    if view["stage"] == "split":
        return f"{name} cuts the cards into three piles"
    return f"{name} chooses a pile"


def _header(
    draw: ImageDraw.ImageDraw, view: VeniceView, names: Sequence[str], words: Words
) -> None:
    title = words.title or (
        f"Half {view['half']} · Round {view['round']} of {view['rounds_per_half']}"
    )
    draw.text(
        (MARGIN, 12),
        fit_text(title, font(24, True), WIDTH - 2 * MARGIN),
        font=font(24, True),
        fill=theme.INK,
    )
    line = fit_text(words.headline or headline(view, names), font(20), WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 42), line, font=font(20), fill=theme.MUTED)


def _row(draw: ImageDraw.ImageDraw, view: VeniceView, y: int, words: Words) -> int:
    cards = view["cards"]
    per_row = 4
    for k, card in enumerate(cards):
        row, col = divmod(k, per_row)
        in_row = min(per_row, len(cards) - row * per_row)
        span = in_row * CARD_W + (in_row - 1) * 12
        x0 = (WIDTH - span) // 2
        at = (x0 + col * (CARD_W + 12), y + row * (CARD_H + 14))
        draw_card(draw, *at, CARD_W, CARD_H, card, words.marks)
    rows = (len(cards) + per_row - 1) // per_row
    return y + rows * (CARD_H + 14)


PILE_CARD_W, PILE_CARD_H = 112, 156
PILE_ROW_H = PILE_CARD_H + 46


def _piles(
    draw: ImageDraw.ImageDraw, view: VeniceView, names: Sequence[str], y: int, words: Words
) -> int:
    """One row per pile: its label and who took it, then its cards side by side."""
    for k, pile in enumerate(view["piles"] or []):
        top = y + k * PILE_ROW_H
        taker = view["taken"][k]
        fill = theme.PALE_CELL if taker is not None else theme.CARD
        box = (MARGIN, top, WIDTH - MARGIN, top + PILE_ROW_H - 8)
        rounded_box(draw, box, 12, fill=fill, outline=theme.CARD_EDGE, width=2)
        label = (
            words.piles[k]
            if words.piles
            else f"Pile {'ABC'[k]} · {len(pile)} card{'s' if len(pile) > 1 else ''}"
        )
        label = fit_text(label, font(20, True), WIDTH - 2 * MARGIN - 330)
        draw.text((MARGIN + 12, top + 8), label, font=font(20, True), fill=theme.INK)
        if taker is not None:
            said = words.takers[k] if words.takers else f"taken by {names[taker]}"
            who = fit_text(said, font(18, True), 300)
            draw.text(
                (WIDTH - MARGIN - 12, top + 10),
                who,
                font=font(18, True),
                fill=theme.ACCENT,
                anchor="ra",
            )
        for n, card in enumerate(pile):
            x = MARGIN + 10 + n * (PILE_CARD_W + 8)
            draw_card(draw, x, top + 36, PILE_CARD_W, PILE_CARD_H, card, words.marks)
    return y + 3 * PILE_ROW_H


def render_round(view: VeniceView, names: Sequence[str], words: Words = ENGLISH) -> bytes:
    """The picture of the round as it stands (cards, or piles once cut)."""
    if view["piles"] is None:
        rows = (len(view["cards"]) + 3) // 4
        height = HEADER_H + rows * (CARD_H + 14) + MARGIN
    else:
        height = HEADER_H + 3 * PILE_ROW_H + MARGIN
    img = Image.new("RGB", (WIDTH, height), theme.BG)
    draw = ImageDraw.Draw(img)
    _header(draw, view, names, words)
    if view["piles"] is None:
        _row(draw, view, HEADER_H, words)
    else:
        _piles(draw, view, names, HEADER_H, words)
    if view["to_act"] is not None:
        draw.rectangle((0, 0, 6, height), fill=TURN)
    return encode_png(img)
