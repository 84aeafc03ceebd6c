"""VENN's own colours and sizes (the shared ones come from rendering.kit.theme)."""

from __future__ import annotations

from pathlib import Path

from rendering.kit import rgb
from rendering.kit.theme import (
    BG,
    BRONZE,
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
    SILVER,
    WIN_FILL,
)

# The shared colours this module passes on (the game's modules take them from here); mypy
# exports an imported name only when listed. The names defined below are public anyway.
__all__ = [
    "BG",
    "BRONZE",
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
    "SILVER",
    "WIN_FILL",
]

DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "venn.json"

# --------------------------------------------------------------------------- theme

EMPTY = rgb("#ffffff")  # an empty number circle
HILITE = EMPTY  # white: text on dark fills, the highlight ring
ACCENT = rgb("#e2445c")  # crossings-out, negative scores
BOX_USED = rgb("#e4ddcf")  # a crossed SUM box, a used PARK circle
PARK_FILL = rgb("#5b6078")
GREY_FACE = rgb("#dcdde3")  # a used die
GREY_EDGE = rgb("#b3b5c0")
GREY_INK = rgb("#8b8d99")
DIE_BASE = rgb("#3a4060")  # dice are dark slate polyhedra with white numbers

TINT_ALPHA = 86  # opacity (of 255) of a section's fill; overlaps show both fills stacked
PNG_LEVEL = 3

WIDTH = 900
MARGIN = 22
GAP = 12
HEADER_H = 100
DICE_H = 124
SCALE = 122  # pixels per lattice unit on the player sheet
CARD_H = 122  # section cards under the lattice
CARD_GAP = 10
SUM_H = 178  # the SUM rows, then the PARK pairs, each across the sheet
PARK_H = 146
SCORE_H = 96
DIE_SIZE = 84  # die badge on the sheet
SIDE_W = 118  # the title column of the SUM and PARK panels

# Text sizes on the player sheet, in pixels at WIDTH. Discord shows the sheet about 380 px
# wide on a phone (x0.42): MIN_TEXT is the least any text a player must read may have
# there (about 9 px on the phone). Only the light "#n" of an empty circle that is not on
# offer is smaller: it names the circle, it is not a value.
MIN_TEXT = 22
NAME_TEXT = 40  # the player's name
STATUS_TEXT = 24  # round and phase under the name
LABEL_TEXT = 22  # die names, "TOTAL", SUM row names, worth pills, marks, PARK names
CODE_TEXT = 24  # a section's code on its card
COND_TEXT = 24  # a condition's name and multiplier on a card (22 when it is long)
COND_MIN_TEXT = 22
SCORE_TEXT = 34  # a section's running score
TITLE_TEXT = 28  # SUM and PARK
FIGURE_TEXT = 38  # the score figures and the extra values left
BOX_TEXT = 24  # a SUM box's number
INDEX_TEXT = 24  # the index of a circle on offer ("#2"), the digit; the "#" is smaller
SHARED_INDEX_TEXT = 22  # the same in each half of a circle two sections share
SHEET_TEXT_SIZES = (
    NAME_TEXT,
    STATUS_TEXT,
    LABEL_TEXT,
    CODE_TEXT,
    COND_TEXT,
    COND_MIN_TEXT,
    SCORE_TEXT,
    TITLE_TEXT,
    FIGURE_TEXT,
    BOX_TEXT,
    INDEX_TEXT,
    SHARED_INDEX_TEXT,
)
