"""VENNi, Vidi, Vici's own colours and sizes (the shared ones come from rendering.kit)."""

from __future__ import annotations

from rendering.kit import rgb

PAPER = rgb("#fffdf8")
GRID = rgb("#ece6da")
GRID_STRONG = rgb("#d8d0c0")
NEUTRAL = rgb("#4a4e60")  # the two starting circles
SEATS = (rgb("#2c6fd1"), rgb("#d2542a"))  # blue, orange
SEAT_NAMES = ("blue", "orange")
SEAT_FILLS = (rgb("#c9dbf5"), rgb("#f6d3c6"))  # locked regions, under the hatching
NEUTRAL_FILL = rgb("#dedbd3")
HIGHLIGHT = rgb("#e0a526")  # the region in play, and the spots offered in it
CANDIDATES = (
    rgb("#8a3ffc"),
    rgb("#1b9e77"),
    rgb("#d81b60"),
    rgb("#e6a100"),
    rgb("#00838f"),
    rgb("#6d4c41"),
    rgb("#c2185b"),
    rgb("#2e7d32"),
    rgb("#5c6bc0"),
)

WIDTH = 900  # the board picture, in pixels
HEADER = 66
LABEL_LEFT = 50
LABEL_TOP = 28
RIGHT = 30  # room for the last x label ("1000") centred on the edge
BOTTOM = 14
DOT = 8  # dot half-size, pixels
LINE = 3
