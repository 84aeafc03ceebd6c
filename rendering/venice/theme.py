"""Forget Venice's own colours and sizes; the shared ones come from rendering.kit.theme.

Each suit has a colour, a drawn shape and a two-letter initial, so colour is never the only
way to tell suits apart (Waves and Wyrms share their first letter, hence two letters)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from rendering.kit import rgb

SUIT_COLOUR = {
    "Moons": rgb("#3f5fa8"),
    "Suns": rgb("#c98a06"),
    "Waves": rgb("#1b8a80"),
    "Leaves": rgb("#3f8a22"),
    "Wyrms": rgb("#b0303f"),
    "Knots": rgb("#74449a"),
}
SUIT_INITIAL = {
    "Moons": "Mo",
    "Suns": "Su",
    "Waves": "Wa",
    "Leaves": "Le",
    "Wyrms": "Wy",
    "Knots": "Kn",
}
FACE = rgb("#fffdf7")
FACE_EDGE = rgb("#c9c0ae")
TURN = rgb("#fff4d6")

WIDTH = 640  # every picture; a phone shows it at about 0.6
MARGIN = 16
CARD_W, CARD_H = 138, 196  # a whole card in the round's row
STRIP_H = 54  # a card as one line in a pile or a collection


@dataclass(frozen=True)
class Words:
    """The words the round's picture draws, in the reader's language (the game's UI says
    them from its message files, and gives the cards' names in its view); a part left
    None is drawn in English."""

    title: str | None = None  # "Half 1 · Round 2 of 6"
    headline: str | None = None  # whose turn, to do what
    piles: tuple[str, ...] | None = None  # each pile's label: "Pile A · 3 cards"
    takers: tuple[str, ...] | None = None  # "taken by …", by pile ("" for a pile not taken)
    marks: Mapping[str, str] = field(default_factory=lambda: dict(SUIT_INITIAL))
    # the sheets' and final scores' words: (message, its arguments) -> text
    say: Callable[..., str] | None = None

    def said(self, key: str, english: str, **args: object) -> str:
        """A picture's words: from the game's messages, or the English given."""
        return self.say(key, **args) if self.say else english


ENGLISH = Words()
