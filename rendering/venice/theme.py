"""Forget Venice's own colours and sizes; the shared ones come from rendering.kit.theme.

Each suit has a colour, a drawn shape and a two-letter initial, so colour is never the only
way to tell suits apart (Waves and Wyrms share their first letter, hence two letters)."""

from __future__ import annotations

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
