"""Where things sit on the table picture: its sizes, the banner's cells and each seat's
panel (two panels a row; a replay's panels are taller, holding the hand too)."""

from __future__ import annotations

WIDTH = 1000
MARGIN = 22
GAP = 14
HEADER_H = 104
BANNER_H = 118
PANEL_H = 212
LEGEND_H = 40
PANEL_W = (WIDTH - 2 * MARGIN - GAP) // 2
SEAT_CARD = "small"
CARD_STEP = 70  # distance between card slots in a seat panel
RAISE = 20  # how far a pushed card sits above the row
ROUND_BOX = (WIDTH - MARGIN - 150, 18, WIDTH - MARGIN, 92)
# a finished game looked back on (a replay, `render_review`): each seat panel also shows
# the hand, and the legend has a second line for the cards that were face down then
HAND_ROW_H = 122
REVIEW_LEGEND_H = LEGEND_H + 34


def _panel_h(review: bool) -> int:
    return PANEL_H + HAND_ROW_H if review else PANEL_H


def _table_rows(n: int) -> int:
    return max(1, -(-n // 2))


def _table_height(n: int, review: bool = False) -> int:
    rows = _table_rows(n)
    legend = REVIEW_LEGEND_H if review else LEGEND_H
    panels = rows * _panel_h(review) + (rows - 1) * GAP
    return HEADER_H + BANNER_H + GAP + panels + legend + MARGIN


def _panel_xy(k: int, n: int, review: bool = False) -> tuple[int, int]:
    """Top-left of the k-th seat panel; a lone last panel is centred."""
    row, col = divmod(k, 2)
    y = HEADER_H + BANNER_H + GAP + row * (_panel_h(review) + GAP)
    if k == n - 1 and n % 2 == 1:
        return ((WIDTH - PANEL_W) // 2, y)
    return (MARGIN + col * (PANEL_W + GAP), y)


# banner cells: (x0, x1)
_BANNER_CELLS = ((MARGIN, 468), (468, 724), (724, WIDTH - MARGIN))
