"""VENN's own colours and sizes (the shared ones come from rendering.kit.theme)."""

from __future__ import annotations

from pathlib import Path

from rendering.kit import rgb
from rendering.kit.theme import (  # noqa: F401 (the shared colours, under VENN's names)
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
GAP = 14
HEADER_H = 104
DICE_H = 128
SCALE = 122  # pixels per lattice unit on the player sheet
CARD_H = 126  # section cards under the lattice
CARD_GAP = 12
PANEL_H = 214  # SUM and PARK
SCORE_H = 108
DIE_SIZE = 74  # die badge on the sheet
