"""Decktet cards drawn by the bot: a whole card for the round's row, a one-line strip for
piles and collections. Both show the rank, the name, and each suit as shape + initial."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import ImageDraw

from games.venice.views import CardView
from rendering.kit import fit_text, font, rounded_box, theme
from rendering.venice.suits import symbol
from rendering.venice.theme import FACE, FACE_EDGE, SUIT_COLOUR, SUIT_INITIAL

RANK_MARK = {1: "A", 10: "P", 11: "C", 12: "★"}


def rank_mark(card: CardView) -> str:
    return RANK_MARK.get(card["rank"], str(card["rank"]))


def draw_card(
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    w: int,
    h: int,
    card: CardView,
    marks: Mapping[str, str] = SUIT_INITIAL,
) -> None:
    """A whole card: rank and rank word at the top, the suits in the middle (each a shape
    over its initial: `marks`, in the reader's language), the name at the bottom."""
    big = w >= 130  # the round's row; piles use smaller cards
    box = (x, y, x + w, y + h)
    rounded_box(draw, box, 12, fill=FACE, outline=FACE_EDGE, width=2, shadow=theme.SHADOW)
    draw.text((x + 9, y + 5), rank_mark(card), font=font(34 if big else 30, True), fill=theme.INK)
    if card["rank"] in RANK_MARK:  # the rank word beside the mark, shrunk to fit (a long
        # language's "Couronne" on a pile's small card)
        room = w - 50
        size = next(
            (
                z
                for z in (17 if big else 15, 13, 12)
                if font(z).getlength(card["rank_name"]) <= room
            ),
            12,
        )
        said = fit_text(card["rank_name"], font(size), room)
        draw.text((x + w - 8, y + 13), said, font=font(size), fill=theme.MUTED, anchor="ra")
    name_font = font(19 if big else 17, True)
    label = card["name"]
    if name_font.getlength(label) > w - 10 and label.startswith("Ace of "):
        label = label.removeprefix("Ace of ")  # the big "A" says the rest
    lines = _name_lines(label, 19 if big else 17, w - 10)
    suits = card["suits"]
    slot = (w - 12) / len(suits)
    r = min(22.0, slot / 2 - 4)
    for k, suit in enumerate(suits):
        cx = x + 6 + slot * (k + 0.5)
        cy = y + h * (0.40 if len(lines) > 1 else 0.47)  # room for a name on two lines
        symbol(draw, suit, cx, cy, r, FACE)
        draw.text(
            (cx, cy + r + 14),
            marks[suit],
            font=font(17, True),
            fill=SUIT_COLOUR[suit],
            anchor="mm",
        )
    size = 19 if big else 17
    if len(lines) > 1 or font(size, True).getlength(lines[0]) > w - 10:
        size = 15
    for k, line in enumerate(reversed(lines)):  # the last line sits at the card's foot
        draw.text(
            (x + w / 2, y + h - 10 - 17 * k),
            fit_text(line, font(size, True), w - 8),
            font=font(size, True),
            fill=theme.INK,
            anchor="ms",
        )


def _name_lines(name: str, size: int, room: int) -> list[str]:
    """A card's name on one line when it fits, shrunk a little; else on two lines (a
    name is never cut: "Light Keeper" is two words, not "Light Ke…")."""
    for z in (size, size - 1, size - 2):
        if font(z, True).getlength(name) <= room:
            return [name]
    words = name.split()
    if len(words) < 2:
        return [name]
    best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(name) / 2))
    return [" ".join(words[:best]), " ".join(words[best:])]


def draw_strip(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, card: CardView) -> None:
    """A card as one line: rank, name, then its suits as shapes with initials."""
    rounded_box(draw, (x, y, x + w, y + h - 4), 8, fill=FACE, outline=FACE_EDGE, width=2)
    mid = y + (h - 4) / 2
    draw.text((x + 22, mid), rank_mark(card), font=font(26, True), fill=theme.INK, anchor="mm")
    suits = card["suits"]
    icons = 44 * len(suits)
    name_w = w - 44 - icons - 8
    draw.text(
        (x + 44, mid),
        fit_text(card["name"], font(19, True), name_w),
        font=font(19, True),
        fill=theme.INK,
        anchor="lm",
    )
    for k, suit in enumerate(suits):
        cx = x + w - icons + 44 * k + 14
        symbol(draw, suit, cx, mid - 5, 11, FACE)
        draw.text(
            (cx, mid + 15),
            SUIT_INITIAL[suit],
            font=font(12, True),
            fill=SUIT_COLOUR[suit],
            anchor="mm",
        )
