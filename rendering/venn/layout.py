"""Where everything sits on a player sheet, and the typed view fields it reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from games.venn.views import SeatView, VennView
from rendering import kit as common
from rendering.venn.geometry import SHEET_GEO, _lattice_cell
from rendering.venn.lattice import _hilite_reach
from rendering.venn.lookup import _data, _section_by_code
from rendering.venn.pieces import PARK_R, PILL_H, PILL_W, SUM_BOX
from rendering.venn.theme import (
    CARD_GAP,
    CARD_H,
    DICE_H,
    GAP,
    HEADER_H,
    MARGIN,
    PARK_H,
    SCORE_H,
    SIDE_W,
    SUM_H,
    WIDTH,
)

# --------------------------------------------------------------------------- view helpers


def _seat_entry(view: VennView, seat: int) -> SeatView:
    return view["seats"][seat]


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


# the figures of a seat's score (games.venn.scoring.Brief)
ScorePart = Literal["sections", "sum", "park", "total"]


def _score(entry: SeatView, key: ScorePart) -> int:
    """A score figure of a seat; "sections" is the sum of the per-section scores."""
    if key == "sections":
        return sum(entry["score"]["sections"].values())
    return int(entry["score"][key])


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
#
# One column, every part across the whole width, so that each reads on a phone that shows
# the sheet about 380 px wide: name and total, the round's dice, the lattice, the nine
# section cards in the lattice's 3x3 order, the SUM rows, the PARK pairs, the scores.


@dataclass(frozen=True)
class _Layout:
    dice_y: int
    lattice_y: int
    lattice_h: int
    cards_y: int
    sum_y: int
    park_y: int
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
    sum_y = y
    y += SUM_H + GAP
    park_y = y
    y += PARK_H + GAP
    score_y = y
    y += SCORE_H + MARGIN
    return _Layout(dice_y, lattice_y, lattice_h, cards_y, sum_y, park_y, score_y, y)


def lattice_point(x: float, y: float, with_dice: bool = False) -> tuple[int, int]:
    """Pixel of the player sheet at lattice coordinates (x, y) (for tests and tools)."""
    ox, oy = _layout(with_dice).lattice_origin
    px, py = SHEET_GEO.px(x, y)
    return (round(ox + px), round(oy + py))


def circle_point(cid: str, with_dice: bool = False) -> tuple[int, int]:
    """Pixel of the player sheet at the centre of circle `cid`: a lattice circle ("Kh2",
    "Cr-Cy") or a PARK circle ("P1"-"P8")."""
    if cid[:1] == "P" and cid[1:].isdigit():
        x, y = _park_xy(int(cid[1:]) - 1, with_dice)
        half = PARK_R + 3
        return (x + half, y + half)
    x, y = _data()["circle_positions"][cid]
    return lattice_point(x, y, with_dice)


def offer_ring_radius(cid: str) -> float:
    """Distance from a circle's centre to the middle of the ring that marks it as on
    offer (a lattice circle or a PARK circle "P1"-"P8"): where a test looks for it."""
    if cid[:1] == "P" and cid[1:].isdigit():
        return PARK_R - 1.35
    inner, outer = _hilite_reach(SHEET_GEO, cid)
    return (inner + outer) / 2


def _card_box(code: str, with_dice: bool) -> tuple[int, int, int, int]:
    lay = _layout(with_dice)
    r, c = _lattice_cell()[code]
    w = (WIDTH - 2 * MARGIN - 2 * CARD_GAP) // 3
    x0 = MARGIN + c * (w + CARD_GAP)
    y0 = lay.cards_y + r * (CARD_H + CARD_GAP)
    return (x0, y0, x0 + w, y0 + CARD_H)


def _sum_panel(with_dice: bool) -> tuple[int, int, int, int]:
    y0 = _layout(with_dice).sum_y
    return (MARGIN, y0, WIDTH - MARGIN, y0 + SUM_H)


def _park_panel(with_dice: bool) -> tuple[int, int, int, int]:
    y0 = _layout(with_dice).park_y
    return (MARGIN, y0, WIDTH - MARGIN, y0 + PARK_H)


SUM_ROW_H = 50
SUM_LABEL_W = 118  # "3 dice", "3 Würfel"


def _sum_label_box(key: str, with_dice: bool) -> tuple[int, int, int, int]:
    x0, y0, _, _ = _sum_panel(with_dice)
    row = list(_data()["sum_rows"]).index(key)
    y = y0 + 14 + row * SUM_ROW_H + (SUM_ROW_H - SUM_BOX) // 2
    return (x0 + SIDE_W, y, x0 + SIDE_W + SUM_LABEL_W, y + SUM_BOX)


def _sum_box_xy(key: str, i: int, with_dice: bool) -> tuple[int, int]:
    _, y, x1, _ = _sum_label_box(key, with_dice)
    return (x1 + 14 + i * (SUM_BOX + 6), y)


def _sum_worth_xy(key: str, with_dice: bool) -> tuple[int, int]:
    most = max(len(r["boxes"]) for r in _data()["sum_rows"].values())
    x, y = _sum_box_xy(key, most, with_dice)
    return (x + 10, y + (SUM_BOX - PILL_H) // 2)


PAIR_GAP = 12


def _pair_frame(pair: int, with_dice: bool) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = _park_panel(with_dice)
    pairs = len(_data()["park"]["pair_points"])
    w = (x1 - 16 - (x0 + SIDE_W) - (pairs - 1) * PAIR_GAP) // pairs
    x = x0 + SIDE_W + pair * (w + PAIR_GAP)
    return (x, y0 + 12, x + w, y1 - 12)


def _park_xy(i: int, with_dice: bool) -> tuple[int, int]:
    """Top-left corner of PARK circle i's picture: a pair's two circles side by side at
    the top of its frame, what the pair is worth underneath."""
    pair, second = divmod(i, 2)
    x0, y0, x1, _ = _pair_frame(pair, with_dice)
    s = 2 * PARK_R + 6
    mid = (x0 + x1) // 2
    return (mid - s - 3 + second * (s + 6), y0 + 6)


def _pair_badge_xy(pair: int, with_dice: bool) -> tuple[int, int]:
    x0, _, x1, y1 = _pair_frame(pair, with_dice)
    return ((x0 + x1 - PILL_W) // 2, y1 - 8 - PILL_H)


_TOTAL_BOX = (WIDTH - MARGIN - 150, 16, WIDTH - MARGIN, 96)

_SCORE_CELLS: tuple[tuple[str, ScorePart], ...] = (
    ("venn-pic-sections", "sections"),
    ("SUM", "sum"),
    ("PARK", "park"),
    ("venn-pic-total-small", "total"),
)


def _score_cells() -> list[tuple[int, int]]:
    return common.score_cells(MARGIN + 14, WIDTH - MARGIN - 14, 3, 200, 10)
