"""Abstract's own colours and sizes; the colours every game shares come from `kit.theme`."""

from __future__ import annotations

from games.abstract.data import load
from rendering.kit import RGB, mix, rgb
from rendering.kit.theme import WHITE

EMPTY = rgb("#f5f1e8")  # an unpainted square
EMPTY_DOT = rgb("#cbc3b3")
X_FILL = rgb("#9c9da8")  # an X mark
X_INK = rgb("#2a2c39")
HILITE = WHITE  # ring around the last placed square, the total on its dark box
SHAPE_INK = rgb("#4a5072")  # goal A's shape
ON_FRAME = (196, 200, 216)  # labels on the dark frames
STRIPE = rgb("#f3eee4")  # every other row of the standings table
WINNER_INK = rgb("#a06d00")  # the winners line of the final standings

# the painting sheet
WIDTH = 840
MARGIN = 23
HEADER_H = 106
DICE_H = 104
GOALS_H = 188
SCORE_H = 172

# the standings
STANDINGS_WIDTH = 1000
STANDINGS_CARDS_MAX = 24  # beyond this many players the rest go into a text table
STANDINGS_HEADER_H = 104
GOAL_STRIP_H = 112
TABLE_ROW_H = 27


def paint(number: int) -> RGB:
    """The colour of a painted number 1-6, from the data file."""
    return rgb(load().colours[number]["rgb"])


def shade(colour: RGB, amount: float = 0.28) -> RGB:
    """A darker tone of a paint colour (a tile's lower edge, a die's outline)."""
    return mix(colour, (0, 0, 0), amount)
