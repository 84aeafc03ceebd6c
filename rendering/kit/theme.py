"""The one theme of every game's pictures: warm paper, dark ink, the same cards and medals.

A game adds colours of its own (its pieces, its dice) in its own module; these are the ones
every picture shares, so the five games look like one product.
"""

from __future__ import annotations

from rendering.kit.colour import rgb

BG = rgb("#ebe5d9")  # warm paper behind everything
CARD = rgb("#fbf8f2")  # panels
CARD_EDGE = rgb("#d9d1c1")
SHADOW = rgb("#d3cbbb")
INK = rgb("#23263a")  # main text
MUTED = rgb("#6e7284")  # secondary text
FAINT = rgb("#a9a59b")
FRAME = rgb("#2d3145")  # dark frames and headers
PALE = rgb("#cfd2dc")  # light text on FRAME
WHITE = rgb("#ffffff")
ACCENT = rgb("#e2445c")  # warnings, negative scores
GOOD = rgb("#1d8a4e")  # positive scores, success
GOLD = rgb("#e0a526")
SILVER = rgb("#a7adb8")
BRONZE = rgb("#c2793f")
WIN_FILL = rgb("#fff4d6")  # behind a winner
PALE_CELL = rgb("#e4ddcf")  # a used box, a player who is out

MEDALS = (GOLD, SILVER, BRONZE)  # places 1-3

# the shared flat colours every game's palette keeps exactly (a game adds its own)
PALETTE_BASE = (BG, CARD, CARD_EDGE, SHADOW, INK, MUTED, FAINT, FRAME, PALE)

# spacing shared by cards and panels
RADIUS = 14
PAD = 14
GAP = 14
PNG_LEVEL = 3  # zlib level: 1-3 are all fast on palette images, 3 is smallest of them
