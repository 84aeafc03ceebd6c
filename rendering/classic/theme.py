"""Venn Classic's own colours and sizes (the shared ones come from rendering.kit.theme)."""

from __future__ import annotations

from rendering.kit import rgb
from rendering.kit.theme import (
    BG,
    CARD,
    CARD_EDGE,
    FAINT,
    FRAME,
    GOLD,
    GOOD,
    INK,
    MUTED,
    PALE,
    SHADOW,
    WHITE,
    WIN_FILL,
)

# The shared colours this module passes on (the game's modules take them from here); mypy
# exports an imported name only when listed. The names defined below are public anyway.
__all__ = [
    "BG",
    "CARD",
    "CARD_EDGE",
    "FAINT",
    "FRAME",
    "GOLD",
    "GOOD",
    "INK",
    "MUTED",
    "PALE",
    "SHADOW",
    "WHITE",
    "WIN_FILL",
]

# --------------------------------------------------------------------------- theme

ACCENT = rgb("#d93a4f")  # a card without the colour, a failed challenge
GOLD_INK = rgb("#9a6a00")
OUT_FILL = rgb("#e4ddcf")  # the panel of a player who is out
TURN_FILL = rgb("#fff9e8")  # the panel of the player who must act
SELECT = rgb("#2f7de1")  # ring of a selected card in the hand
FACE = rgb("#fffdf7")  # card face
FACE_EDGE = rgb("#c9c0ae")
BACK = rgb("#2a3160")  # card back
BACK_PATTERN = rgb("#353e74")
BACK_LINE = rgb("#c9b27a")  # the gilt frame on a back
BACK_TEXT = rgb("#f3e9cf")

PNG_LEVEL = 3
SUPER = 4  # cards are drawn this many times larger and scaled down, for smooth curves

# Built-in copy of the colours, used only if the game's data file cannot be read.
_FALLBACK_RGB = {
    "red": "#dc3f3f",
    "yellow": "#f2cd3a",
    "blue": "#3f7fe0",
    "orange": "#f08a2c",
    "green": "#3fae5a",
    "purple": "#8e5bc8",
}
_FALLBACK_TYPES = {
    "RY": ("red", "yellow", "orange"),
    "YB": ("yellow", "blue", "green"),
    "BR": ("blue", "red", "purple"),
}
# The letter printed in each colour's region, so colour is never the only cue.
LETTER = {"red": "R", "yellow": "Y", "blue": "B", "orange": "O", "green": "G", "purple": "P"}

CARD_SIZES: dict[str, tuple[int, int]] = {
    "tiny": (40, 56),
    "small": (60, 84),
    "normal": (96, 134),
    "large": (150, 210),
}
