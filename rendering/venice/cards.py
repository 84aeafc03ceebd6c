"""Decktet cards drawn by the bot: a whole card for the round's row, a one-line strip for
piles and collections. Both show the rank, the name, and each suit as shape + initial."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

from PIL import ImageDraw

from games.venice.views import CardView
from rendering.kit import fit_text, font, rounded_box, theme
from rendering.venice.suits import symbol
from rendering.venice.theme import FACE, FACE_EDGE, SUIT_COLOUR, SUIT_INITIAL

RANK_MARK = {1: "A", 10: "P", 11: "C", 12: "★"}
TWO_LINES = 15  # a name's size on two lines (or on one, not fitting the card's size)
VOWELS = "aeiouy"
SMALLEST = 14  # a one-word name shrinks no further (the picture is shown at 0.6 on a phone)


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
    lines, size = _name_lines(label, 19 if big else 17, w - 10)
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
    for k, line in enumerate(reversed(lines)):  # the last line sits at the card's foot
        draw.text(
            (x + w / 2, y + h - 10 - 17 * k),
            fit_text(line, font(size, True), w - 8),
            font=font(size, True),
            fill=theme.INK,
            anchor="ms",
        )


def _name_lines(name: str, size: int, room: int) -> tuple[list[str], int]:
    """A card's name in lines, and their font size. One line at the card's size when it
    fits (shrunk a little, it is drawn at the two lines' size); else two lines between its
    words ("Light Keeper" is two words, not "Light Ke…"); one long word shrinks down to a
    size still legible on a phone, then breaks at a syllable with a hyphen
    ("Leucht-turmwärter"). A name is never cut."""
    if font(size, True).getlength(name) <= room:
        return [name], size
    if any(font(z, True).getlength(name) <= room for z in (size - 1, size - 2)):
        return [name], TWO_LINES
    words = name.split()
    if len(words) > 1:
        best = min(
            range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(name) / 2)
        )
        return [" ".join(words[:best]), " ".join(words[best:])], TWO_LINES
    for z in range(TWO_LINES, SMALLEST - 1, -1):
        if font(z, True).getlength(name) <= room:
            return [name], z
    return _hyphenated(name, room), TWO_LINES


def _hyphenated(word: str, room: int) -> list[str]:
    """One long word on two lines, broken with a hyphen where both halves fit: before a
    syllable's single consonant and its vowel ("Descubri-miento", "Chasse-resse") when
    such a break fits, the halves as even as can be."""
    fnt = font(TWO_LINES, True)

    def width(k: int) -> float:
        return max(fnt.getlength(word[:k] + "-"), fnt.getlength(word[k:]))

    breaks = [k for k in range(2, len(word) - 1) if width(k) <= room]
    syllables = [k for k in breaks if _syllable_starts(word, k)]
    chosen = syllables or breaks
    if not chosen:
        return [word]
    k = min(chosen, key=width)
    return [word[:k] + "-", word[k:]]


def _syllable_starts(word: str, k: int) -> bool:
    """Whether a syllable may start at `word[k]`: a single consonant and its vowel, not
    the "h" of "ch", "sch" or "th", nor the "r" or "l" of "br", "pl" ("Descubri-miento",
    never "Descub-rimiento")."""
    letters = unicodedata.normalize("NFD", word.lower())
    letters = "".join(c for c in letters if not unicodedata.combining(c))
    if len(letters) != len(word):  # (a letter that does not come apart the same way)
        letters = word.lower()
    before, first, then = letters[k - 1], letters[k], letters[k + 1]
    if first in VOWELS or then not in VOWELS or first == "h":
        return False
    return not (first in "lr" and before in "bcdfgkpt")


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
