"""Where everything sits on a player sheet, and the typed view fields it reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from games.venn.views import SeatView, VennView
from rendering import kit as common
from rendering.venn.geometry import SHEET_GEO, _lattice_cell
from rendering.venn.lookup import _data, _section_by_code
from rendering.venn.pieces import PARK_R, SUM_BOX
from rendering.venn.theme import (
    CARD_GAP,
    CARD_H,
    DICE_H,
    GAP,
    HEADER_H,
    MARGIN,
    PANEL_H,
    SCORE_H,
    WIDTH,
)

# --------------------------------------------------------------------------- view helpers


def _seat_entry(view: VennView, seat: int) -> SeatView:
    return view["seats"][seat]


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _score(entry: SeatView, key: str) -> int:
    """A score figure of a seat; "sections" is the sum of the per-section scores."""
    if key == "sections":
        return sum(entry["score"]["sections"].values())
    return int(entry["score"][key])  # type: ignore[literal-required]


def _section_score(entry: SeatView, code: str) -> int:
    return entry["score"]["sections"][code]


def _signed(v: int, plus: bool = False) -> str:
    if v < 0:
        return f"−{-v}"
    return f"+{v}" if plus and v > 0 else str(v)


def _circles(entry: SeatView) -> dict[str, int | None]:
    return dict(entry["circles"])


def _complete(circles: Mapping[str, int | None], code: str) -> bool:
    return all(circles[c] is not None for c in _section_by_code()[code]["circles"])


def _mark_state(
    entry: SeatView,
    view: VennView,
    code: str,
    kind: str,
    circles: Mapping[str, int | None],
) -> str:
    if entry["bonuses"][code][kind]:
        return "earned"
    if kind == "first" and view["first_claimed"][code]:
        return "crossed"
    if _complete(circles, code):
        # a finished section that did not earn a bonus can no longer earn it
        return "crossed"
    return "open"


def _park(entry: SeatView) -> list[tuple[int | None, bool]]:
    return [(p["value"], p["used"]) for p in entry["park"]]


def _sum_counts(entry: SeatView) -> dict[str, int]:
    return {key: entry["sum"][key] for key in _data()["sum_rows"]}


def _name_of(names: Sequence[str], seat: int) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1}"


# --------------------------------------------------------------------------- sheet layout


@dataclass(frozen=True)
class _Layout:
    dice_y: int
    lattice_y: int
    lattice_h: int
    cards_y: int
    panels_y: int
    score_y: int
    height: int

    @property
    def lattice_origin(self) -> tuple[int, int]:
        w, h = SHEET_GEO.size
        return ((WIDTH - w) // 2, self.lattice_y + (self.lattice_h - h) // 2)


@lru_cache(maxsize=2)
def _layout(with_dice: bool) -> _Layout:
    y = HEADER_H
    dice_y = y
    if with_dice:
        y += DICE_H + GAP
    lattice_y = y
    lattice_h = SHEET_GEO.size[1] + 22
    y += lattice_h + GAP
    cards_y = y
    y += 3 * CARD_H + 2 * CARD_GAP + GAP
    panels_y = y
    y += PANEL_H + GAP
    score_y = y
    y += SCORE_H + MARGIN
    return _Layout(dice_y, lattice_y, lattice_h, cards_y, panels_y, score_y, y)


def lattice_point(x: float, y: float, with_dice: bool = False) -> tuple[int, int]:
    """Pixel of the player sheet at lattice coordinates (x, y) (for tests and tools)."""
    ox, oy = _layout(with_dice).lattice_origin
    px, py = SHEET_GEO.px(x, y)
    return (round(ox + px), round(oy + py))


def _card_box(code: str, with_dice: bool) -> tuple[int, int, int, int]:
    lay = _layout(with_dice)
    r, c = _lattice_cell()[code]
    w = (WIDTH - 2 * MARGIN - 2 * CARD_GAP) // 3
    x0 = MARGIN + c * (w + CARD_GAP)
    y0 = lay.cards_y + r * (CARD_H + CARD_GAP)
    return (x0, y0, x0 + w, y0 + CARD_H)


def _panel_boxes(with_dice: bool) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    y0 = _layout(with_dice).panels_y
    w = (WIDTH - 2 * MARGIN - GAP) // 2
    left = (MARGIN, y0, MARGIN + w, y0 + PANEL_H)
    right = (WIDTH - MARGIN - w, y0, WIDTH - MARGIN, y0 + PANEL_H)
    return left, right


def _sum_box_xy(key: str, i: int, with_dice: bool) -> tuple[int, int]:
    left, _ = _panel_boxes(with_dice)
    row = list(_data()["sum_rows"]).index(key)
    return (left[0] + 102 + i * (SUM_BOX + 5), left[1] + 60 + row * 48)


def _sum_worth_xy(key: str, with_dice: bool) -> tuple[int, int]:
    left, _ = _panel_boxes(with_dice)
    _, y = _sum_box_xy(key, 0, with_dice)
    return (left[2] - 18 - 60, y + 2)


PAIR_W = 186
PAIR_H = 62


def _pair_frame(pair: int, with_dice: bool) -> tuple[int, int, int, int]:
    _, right = _panel_boxes(with_dice)
    row, col = divmod(pair, 2)
    x = right[0] + 18 + col * (PAIR_W + 12)
    y = right[1] + 56 + row * (PAIR_H + 10)
    return (x, y, x + PAIR_W, y + PAIR_H)


def _park_xy(i: int, with_dice: bool) -> tuple[int, int]:
    """Top-left corner of PARK circle i's picture."""
    pair, second = divmod(i, 2)
    x, y, _, _ = _pair_frame(pair, with_dice)
    return (x + 5 + second * (2 * PARK_R + 6), y + 3)


def _pair_badge_xy(pair: int, with_dice: bool) -> tuple[int, int]:
    x, y, x1, _ = _pair_frame(pair, with_dice)
    return (x1 - 8 - 60, y + (PAIR_H - 30) // 2)


_TOTAL_BOX = (WIDTH - MARGIN - 150, 18, WIDTH - MARGIN, 98)

_SCORE_CELLS = (("Sections", "sections"), ("SUM", "sum"), ("PARK", "park"), ("Total", "total"))


def _score_cells() -> list[tuple[int, int]]:
    return common.score_cells(MARGIN + 18, WIDTH - MARGIN - 18, 3, 190, 10)
