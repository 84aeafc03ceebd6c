"""Pictures for Abstract: one player's painting sheet, and the round standings.

Pure functions from the engine's view dicts to PNG bytes. Speed comes from caching: the
static layer of a sheet (background, die-square frames, empty squares, goal cards, labels)
is drawn once per goals combination, every square tile (numbers 1-6 in their colours, X
marks) is drawn once per size, and a render only pastes tiles, writes the few changing
texts and maps the result onto one fixed 256-colour palette before a light PNG encode.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.abstract.data import AbstractData, load
from rendering import common
from rendering.common import RGB, font, rgb

# --------------------------------------------------------------------------- theme

BG = rgb("#ebe5d9")  # warm paper behind everything
CARD = rgb("#fbf8f2")  # panels
CARD_EDGE = rgb("#d9d1c1")
SHADOW = rgb("#d3cbbb")
INK = rgb("#23263a")  # main text
MUTED = rgb("#6e7284")  # secondary text
FRAME = rgb("#2d3145")  # die-square frames
EMPTY = rgb("#f5f1e8")  # unpainted square
EMPTY_DOT = rgb("#cbc3b3")
X_FILL = rgb("#9c9da8")
X_INK = rgb("#2a2c39")
ACCENT = rgb("#e2445c")  # goal C lines, warnings
HILITE = rgb("#ffffff")  # ring around the last placed square
GOLD = rgb("#e0a526")
SILVER = rgb("#a7adb8")
BRONZE = rgb("#c2793f")
WIN_FILL = rgb("#fff4d6")
SHAPE_INK = rgb("#4a5072")
PALE_CELL = rgb("#e4ddcf")

WIDTH = 840  # painting sheet width in pixels
MARGIN = 23
HEADER_H = 106
SECTION_GAP = 14
DICE_H = 104
GOALS_H = 188
SCORE_H = 172

STANDINGS_WIDTH = 1000
STANDINGS_CARDS_MAX = 24  # beyond this many players the rest go into a text table
TABLE_ROW_H = 27

PNG_LEVEL = 3  # zlib level: 1-3 are all fast on palette images, 3 is smallest of them


def _data() -> AbstractData:
    return load()


def _colour(n: int) -> RGB:
    return rgb(_data().colours[n]["rgb"])


# --------------------------------------------------------------------------- geometry


@dataclass(frozen=True)
class Grid:
    """Where the squares of a painting go, for a given square size.

    sq: side of one square; gap: space between squares inside a die square; pad: frame
    border around a die square; tab: frame border above it (room for its label); between:
    space between die-square frames.
    """

    sq: int
    gap: int
    pad: int
    tab: int
    between: int

    @property
    def block(self) -> int:
        return _data().raw["painting"]["die_square_size"]

    @property
    def block_w(self) -> int:
        return self.block * self.sq + (self.block - 1) * self.gap + 2 * self.pad

    @property
    def block_h(self) -> int:
        return self.tab + self.block * self.sq + (self.block - 1) * self.gap + self.pad

    @property
    def blocks_across(self) -> int:
        return _data().cols // self.block

    @property
    def blocks_down(self) -> int:
        return _data().rows // self.block

    @property
    def width(self) -> int:
        return self.blocks_across * self.block_w + (self.blocks_across - 1) * self.between

    @property
    def height(self) -> int:
        return self.blocks_down * self.block_h + (self.blocks_down - 1) * self.between

    def block_origin(self, block_row: int, block_col: int) -> tuple[int, int]:
        return (
            block_col * (self.block_w + self.between),
            block_row * (self.block_h + self.between),
        )

    def square_origin(self, index: int) -> tuple[int, int]:
        row, col = divmod(index, _data().cols)
        bx, by = self.block_origin(row // self.block, col // self.block)
        r, c = row % self.block, col % self.block
        return (bx + self.pad + c * (self.sq + self.gap), by + self.tab + r * (self.sq + self.gap))


SHEET_GRID = Grid(sq=116, gap=6, pad=8, tab=32, between=16)
PAINTING_ORIGIN = ((WIDTH - SHEET_GRID.width) // 2, HEADER_H)


def square_box(index: int) -> tuple[int, int, int, int]:
    """Pixel box (x0, y0, x1, y1), end-exclusive, of square `index` in `render_painting`."""
    x, y = SHEET_GRID.square_origin(index)
    x += PAINTING_ORIGIN[0]
    y += PAINTING_ORIGIN[1]
    return (x, y, x + SHEET_GRID.sq, y + SHEET_GRID.sq)


# --------------------------------------------------------------------------- tiles


def _cell(value: Any) -> int | str | None:
    """A painting entry normalised to 1-6, "X" or None (anything else counts as empty)."""
    if value == "X" or value == "x":
        return "X"
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6:
        return value
    return None


@lru_cache(maxsize=128)
def _tile(value: int | str | None, sq: int, ground: RGB = FRAME) -> Image.Image:
    """One square, `sq` pixels wide, drawn on `ground` (the colour showing at its corners).

    Drawn at three times the size and scaled down once, so its curves are smooth; the
    result is cached and only ever pasted.
    """
    big = _tile_big(value, sq * 3, ground)
    return big.resize((sq, sq), Image.Resampling.LANCZOS)


def _tile_big(value: int | str | None, sq: int, ground: RGB) -> Image.Image:
    """The drawing behind `_tile`, at whatever size it is asked for.

    Numbers get their colour, a darker lower edge and the digit in white with a dark
    outline and shadow, so the number reads on yellow and purple alike. X marks are grey
    with a heavy cross; empty squares are pale with a small dot.
    """
    img = Image.new("RGB", (sq, sq), ground)
    draw = ImageDraw.Draw(img)
    radius = max(2, sq // 9)
    box = (0, 0, sq - 1, sq - 1)
    if value is None:
        draw.rounded_rectangle(box, radius, fill=EMPTY)
        r = max(1.5, sq / 24)
        c = (sq - 1) / 2
        draw.ellipse((c - r, c - r, c + r, c + r), fill=EMPTY_DOT)
        return img
    if value == "X":
        draw.rounded_rectangle(box, radius, fill=X_FILL)
        inset = sq * 0.24
        width = max(2, round(sq / 9))
        ends = (
            (inset, inset, sq - 1 - inset, sq - 1 - inset),
            (inset, sq - 1 - inset, sq - 1 - inset, inset),
        )
        for x0, y0, x1, y1 in ends:
            draw.line((x0, y0, x1, y1), fill=X_INK, width=width)
            for x, y in ((x0, y0), (x1, y1)):
                h = width / 2
                draw.ellipse((x - h, y - h, x + h, y + h), fill=X_INK)
        if sq >= 300:
            f = font(max(10, sq // 7), True)
            draw.text((sq - sq // 14, sq - sq // 16), "−1", font=f, fill=X_INK, anchor="rs")
        return img
    colour = _colour(int(value))
    shade = common.mix(colour, (0, 0, 0), 0.28)
    edge = max(2, sq // 22)
    draw.rounded_rectangle(box, radius, fill=shade)
    draw.rounded_rectangle((0, 0, sq - 1, sq - 1 - edge), radius, fill=colour)
    size = max(10, round(sq * 0.6))
    stroke = max(1, round(sq / 34))
    common.text_outlined(
        draw,
        ((sq - 1) / 2, (sq - 1 - edge) / 2 + sq * 0.02),
        str(value),
        font(size, True),
        fill=(255, 255, 255),
        outline=common.mix(INK, colour, 0.15),
        width=stroke,
        shadow=max(1, sq // 45),
    )
    return img


# --------------------------------------------------------------------------- goal pictures


@lru_cache(maxsize=32)
def _shape_picture(option: int, cell: int) -> Image.Image:
    """Goal A's shape as a small grid of filled cells on a faint 4x4 backdrop."""
    cells = [tuple(c) for c in _data().goal("A", option)["cells"]]
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    gap = max(1, cell // 8)
    w = cols * cell + (cols - 1) * gap
    h = rows * cell + (rows - 1) * gap
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    rad = max(1, cell // 5)
    for r in range(rows):
        for c in range(cols):
            x, y = c * (cell + gap), r * (cell + gap)
            fill = SHAPE_INK if (r, c) in cells else None
            if fill is not None:
                draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), rad, fill=fill)
    return img


@lru_cache(maxsize=16)
def _lines_picture(option: int, cell: int) -> Image.Image:
    """Goal C as a tiny painting with one line of the kind that scores picked out."""
    d = _data()
    grid = Grid(
        sq=cell,
        gap=max(1, cell // 8),
        pad=max(1, cell // 6),
        tab=max(1, cell // 6),
        between=max(2, cell // 3),
    )
    img = Image.new("RGBA", (grid.width, grid.height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    kind = d.goal("C", option)["lines"]
    if kind == "rows":
        lit = {1 * d.cols + c for c in range(d.cols)}
    elif kind == "columns":
        lit = {r * d.cols + 2 for r in range(d.rows)}
    else:
        lit = set(d.die_squares[2])
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            x, y = grid.block_origin(br, bc)
            draw.rounded_rectangle(
                (x, y, x + grid.block_w - 1, y + grid.block_h - 1), max(1, cell // 4), fill=FRAME
            )
    # squares of the highlighted line in the accent colour, the rest pale
    for i in range(d.rows * d.cols):
        x, y = grid.square_origin(i)
        fill = ACCENT if i in lit else PALE_CELL
        draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=fill)
    return img


def _goal_texts(letter: str, option: int) -> tuple[str, str]:
    """Two short lines describing a goal option, built from the data file."""
    d = _data()
    g = d.goal(letter, option)
    if letter == "A":
        return g["shape"].capitalize(), f"{g['points']} points"
    if letter == "B":
        a, b = g["pair"]
        per = d.raw["goals"]["B"].get("points_per_pair", 2)
        return f"{d.colours[a]['name']} + {d.colours[b]['name']}".capitalize(), f"{per} per pair"
    size = d.raw["painting"]["die_square_size"]
    kind = g["lines"]
    if kind == "rows":
        what, count = "Rows", d.cols
    elif kind == "columns":
        what, count = "Columns", d.rows
    else:
        what, count = "Die squares", size * size
    return f"{what}, {count} different", f"{g['points']} points each"


def _pair_picture(option: int, sq: int) -> Image.Image:
    """Goal B's two colours as number tiles with a plus between them."""
    a, b = _data().goal("B", option)["pair"]
    gap = sq // 2 + 6
    img = Image.new("RGBA", (2 * sq + gap, sq), (0, 0, 0, 0))
    img.paste(_tile(a, sq, CARD), (0, 0))
    img.paste(_tile(b, sq, CARD), (sq + gap, 0))
    draw = ImageDraw.Draw(img)
    draw.text(
        (sq + gap / 2, sq / 2), "+", font=font(max(12, sq // 2), True), fill=MUTED, anchor="mm"
    )
    return img


def _goal_picture(letter: str, option: int, scale: int) -> Image.Image:
    if letter == "A":
        return _shape_picture(option, scale)
    if letter == "B":
        return _pair_picture(option, round(scale * 1.9))
    return _lines_picture(option, max(6, round(scale * 0.62)))


def _letter_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, letter: str, r: int) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FRAME)
    draw.text(
        (cx, cy + 1), letter, font=font(round(r * 1.2), True), fill=(255, 255, 255), anchor="mm"
    )


def _goal_options(view: dict) -> tuple[int, int, int]:
    goals = view.get("goals") or {}

    def pick(letter: str, top: int) -> int:
        v = goals.get(letter, 1)
        return v if isinstance(v, int) and 1 <= v <= top else 1

    return pick("A", 6), pick("B", 3), pick("C", 3)


def _draw_goal_card(
    img: Image.Image, box: tuple[int, int, int, int], letter: str, option: int
) -> None:
    """A goal card for the painting sheet: badge and title, picture, two lines of text."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    common.rounded_box(draw, box, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    _letter_badge(draw, x0 + 30, y0 + 29, letter, 16)
    title = _data().raw["goals"][letter]["title"]
    draw.text((x0 + 54, y0 + 29), title, font=font(22, True), fill=INK, anchor="lm")
    pic = _goal_picture(letter, option, 22)
    cx = (x0 + x1) // 2
    pic_mid = y0 + 86
    common.paste(img, pic, (cx - pic.width // 2, pic_mid - pic.height // 2))
    line1, line2 = _goal_texts(letter, option)
    w = x1 - x0 - 20
    f1 = font(20, True)
    draw.text((cx, y1 - 46), common.fit_text(line1, f1, w), font=f1, fill=INK, anchor="mm")
    draw.text((cx, y1 - 20), line2, font=font(19), fill=MUTED, anchor="mm")


# --------------------------------------------------------------------------- painting sheet


def _sheet_layout(with_dice: bool) -> dict[str, int]:
    y = PAINTING_ORIGIN[1] + SHEET_GRID.height + SECTION_GAP + 4
    lay = {"dice_y": y}
    if with_dice:
        y += DICE_H + SECTION_GAP
    lay["goals_y"] = y
    y += GOALS_H + SECTION_GAP
    lay["score_y"] = y
    y += SCORE_H + MARGIN
    lay["height"] = y
    return lay


_CARD_MARGIN = 10  # room around a goal card for its shadow


def _goal_card_boxes(with_dice: bool) -> list[tuple[int, int]]:
    """Top-left corners of the three goal-card tiles (card plus shadow margin)."""
    y0 = _sheet_layout(with_dice)["goals_y"]
    cw = _goal_card_width()
    return [(MARGIN + k * (cw + 14) - _CARD_MARGIN, y0 - _CARD_MARGIN) for k in range(3)]


def _goal_card_width() -> int:
    return (WIDTH - 2 * MARGIN - 2 * 14) // 3


@lru_cache(maxsize=16)
def _goal_card_tile(letter: str, option: int) -> Image.Image:
    """One goal card on the sheet's background; 12 exist, so all of them stay cached."""
    cw, m = _goal_card_width(), _CARD_MARGIN
    tile = Image.new("RGB", (cw + 2 * m + 1, GOALS_H - 4 + 2 * m + 1), BG)
    _draw_goal_card(tile, (m, m, m + cw, m + GOALS_H - 4), letter, option)
    return tile


@lru_cache(maxsize=16)
def _goal_card_tile_p(letter: str, option: int) -> Image.Image:
    return _to_palette(_goal_card_tile(letter, option))


def _sheet_base(goals: tuple[int, int, int], with_dice: bool) -> Image.Image:
    """Everything on a painting sheet that does not depend on the player's marks.

    The frame is shared by every table; the three goal cards are cached tiles pasted on
    a copy, so a table with a new combination of goals costs no fresh drawing."""
    img = _sheet_frame(with_dice).copy()
    for xy, letter, option in zip(_goal_card_boxes(with_dice), "ABC", goals, strict=True):
        img.paste(_goal_card_tile(letter, option), xy)
    return img


@lru_cache(maxsize=2)
def _sheet_frame(with_dice: bool) -> Image.Image:
    """The sheet without goal cards: header, painting frames, dice panel, score card."""
    d = _data()
    lay = _sheet_layout(with_dice)
    img = Image.new("RGB", (WIDTH, lay["height"]), BG)
    draw = ImageDraw.Draw(img)
    # header strip and the frame of the total
    draw.rectangle((0, 0, WIDTH, 8), fill=FRAME)
    tx1 = WIDTH - MARGIN
    tx0 = tx1 - 170
    common.rounded_box(draw, (tx0, 20, tx1, 92), 14, fill=FRAME)
    draw.text((tx0 + 18, 56), "Total", font=font(19, True), fill=(196, 200, 216), anchor="lm")
    # painting: frames, die-square labels, empty squares
    ox, oy = PAINTING_ORIGIN
    g = SHEET_GRID
    grid_rows = d.raw["painting"]["die_square_grid"]
    for br, numbers in enumerate(grid_rows):
        for bc, number in enumerate(numbers):
            bx, by = g.block_origin(br, bc)
            bx, by = bx + ox, by + oy
            common.rounded_box(
                draw,
                (bx, by, bx + g.block_w - 1, by + g.block_h - 1),
                14,
                fill=FRAME,
                shadow=SHADOW,
                shadow_offset=4,
            )
            die = common.die_face(22, number, face=(255, 255, 255), pip=FRAME, edge=FRAME)
            common.paste(img, die, (bx + g.pad + 1, by + 5))
            draw.text(
                (bx + g.pad + 30, by + 16),
                f"die square {number}",
                font=font(15, True),
                fill=(196, 200, 216),
                anchor="lm",
            )
    for i in range(d.rows * d.cols):
        x, y = g.square_origin(i)
        img.paste(_tile(None, g.sq), (x + ox, y + oy))
    # dice panel frame
    if with_dice:
        y0 = lay["dice_y"]
        common.rounded_box(
            draw,
            (MARGIN, y0, WIDTH - MARGIN, y0 + DICE_H),
            16,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        draw.text((MARGIN + 20, y0 + 30), "Your dice", font=font(21, True), fill=INK, anchor="lm")
    # score card skeleton (the goal cards are pasted per table: see _sheet_base)
    y0 = lay["score_y"]
    common.rounded_box(
        draw,
        (MARGIN, y0, WIDTH - MARGIN, y0 + SCORE_H - 4),
        16,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    for (label, _key), (cx0, cx1) in zip(_SCORE_COLUMNS, _score_cells(), strict=True):
        is_total = label == "Total"
        if is_total:
            common.rounded_box(draw, (cx0, y0 + 14, cx1, y0 + 96), 12, fill=FRAME)
        draw.text(
            ((cx0 + cx1) / 2, y0 + 32),
            label,
            font=font(18, True),
            fill=(255, 255, 255) if is_total else MUTED,
            anchor="mm",
        )
    draw.line((MARGIN + 20, y0 + 110, WIDTH - MARGIN - 20, y0 + 110), fill=CARD_EDGE, width=2)
    return img


_SCORE_COLUMNS = (
    ("A", "A"),
    ("B", "B"),
    ("C", "C"),
    ("★ Stars", "stars"),
    ("X marks", "x"),
    ("Total", "total"),
)


def _score_cells() -> list[tuple[int, int]]:
    """Horizontal extents of the six score boxes on the sheet."""
    return common.score_cells(MARGIN + 18, WIDTH - MARGIN - 18, 5, 150, 8)


def _seat_entry(view: dict, seat: int) -> dict:
    for s in view.get("seats") or []:
        if s.get("seat") == seat:
            return s
    seats = view.get("seats") or []
    if 0 <= seat < len(seats):
        return seats[seat]
    return {"seat": seat, "painting": [None] * 24}


def _painting_cells(entry: dict) -> list[int | str | None]:
    n = _data().rows * _data().cols
    raw = list(entry.get("painting") or [])
    raw += [None] * (n - len(raw))
    return [_cell(v) for v in raw[:n]]


def _score(entry: dict, key: str) -> int:
    score = entry.get("score") or {}
    v = score.get(key, 0)
    return v if isinstance(v, int) else 0


def _x_penalty(entry: dict, cells: Sequence[int | str | None]) -> int:
    """The X marks' points as a negative number, whatever sign the engine reports."""
    score = entry.get("score") or {}
    if isinstance(score.get("x"), int):
        return -abs(score["x"])
    return -sum(1 for c in cells if c == "X")


def _round_text(view: dict) -> str:
    rounds = view.get("rounds") or _data().rounds
    if view.get("over"):
        return f"Final · {rounds} rounds played"
    return f"Round {view.get('round', 1)} of {rounds}"


@dataclass
class _Sheet:
    """A composed painting sheet: the full RGB picture, plus what the fast path needs.

    `key` picks the cached static layer, `tiles` lists the squares pasted on it, and
    `dirty` the boxes where anything else was drawn over the static layer.
    """

    rgb: Image.Image
    key: tuple[tuple[int, int, int], bool]
    tiles: list[tuple[int | str, tuple[int, int]]]
    dirty: list[tuple[int, int, int, int]]


def _compose_painting(view: dict, seat: int, name: str) -> _Sheet:
    d = _data()
    me = view.get("me")
    mine = isinstance(me, dict) and me.get("seat") == seat
    with_dice = mine and bool(me.get("dice"))
    key = (_goal_options(view), with_dice)
    img = _sheet_base(*key).copy()
    draw = ImageDraw.Draw(img)
    entry = _seat_entry(view, seat)
    cells = _painting_cells(entry)
    g = SHEET_GRID
    ox, oy = PAINTING_ORIGIN
    lay = _sheet_layout(with_dice)
    sheet = _Sheet(img, key, [], [(0, 10, WIDTH, HEADER_H - 2)])

    # header: name, round, total (the total's box and label are in the static layer)
    total = _score(entry, "total")
    shown = common.fit_text(name or f"Player {seat + 1}", font(38, True), 560)
    common.paste_text(img, (MARGIN, 46), shown, 38, True, INK, BG, "lm")
    status = _round_text(view)
    if entry.get("done") and not view.get("over"):
        status += " · done ✓"
    common.paste_text(img, (MARGIN + 1, 84), status, 20, False, MUTED, BG, "lm")
    common.paste_text(img, (WIDTH - MARGIN - 18, 57), _signed(total), 44, True, HILITE, FRAME, "rm")

    # the squares
    for i, v in enumerate(cells):
        if v is not None:
            x, y = g.square_origin(i)
            img.paste(_tile(v, g.sq), (x + ox, y + oy))
            sheet.tiles.append((v, (x + ox, y + oy)))
    last = me.get("last_square") if mine else None
    if isinstance(last, int) and 0 <= last < len(cells):
        x0, y0, x1, y1 = square_box(last)
        # a white ring reaching into the frame, lined in dark so it also shows on yellow
        draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 3, y1 + 3), 16, outline=HILITE, width=8)
        draw.rounded_rectangle((x0 + 4, y0 + 4, x1 - 5, y1 - 5), 10, outline=FRAME, width=2)
        sheet.dirty.append((x0 - 5, y0 - 5, x1 + 5, y1 + 5))

    if with_dice:
        _draw_dice(img, me, lay["dice_y"])
        sheet.dirty.append(
            (MARGIN + 4, lay["dice_y"] + 4, WIDTH - MARGIN - 4, lay["dice_y"] + DICE_H - 4)
        )

    # score card values and supplies
    y0 = lay["score_y"]
    values = [
        _score(entry, "A"),
        _score(entry, "B"),
        _score(entry, "C"),
        _score(entry, "stars"),
        _x_penalty(entry, cells),
        total,
    ]
    for (label, _key), (cx0, cx1), v in zip(_SCORE_COLUMNS, _score_cells(), values, strict=True):
        is_total = label == "Total"
        common.paste_text(
            img,
            ((cx0 + cx1) / 2, y0 + 70),
            _signed(v),
            38,
            True,
            HILITE if is_total else INK,
            FRAME if is_total else CARD,
            "mm",
        )
    tokens = entry.get("tokens") or {}
    bonuses = d.raw.get("bonuses", {})
    supplies = [
        ("±", bonuses.get("adjust", {}).get("label", "+/-1 token") + "s", tokens.get("adjust", 0)),
        ("✥", "anywhere tokens", tokens.get("anywhere", 0)),
        ("★", "stars", entry.get("stars", 0)),
        ("✕", "X marks", sum(1 for c in cells if c == "X")),
    ]
    _draw_supplies(img, supplies, y0 + 138)
    sheet.dirty.append((MARGIN + 4, y0 + 40, WIDTH - MARGIN - 4, y0 + SCORE_H - 10))
    return sheet


def _draw_supplies(img: Image.Image, supplies: list[tuple[str, str, Any]], cy: int) -> None:
    """A row of "icon count label" items spread evenly over the score card's lower strip."""
    f_num, f_lab = font(24, True), font(18)
    items = []
    for icon, label, count in supplies:
        num = str(count if isinstance(count, int) else 0)
        w = 30 + common.text_width(num, f_num) + 7 + common.text_width(label, f_lab)
        items.append((icon, num, label, w))
    left, right = MARGIN + 22, WIDTH - MARGIN - 22
    gap = (right - left - sum(it[3] for it in items)) / max(1, len(items) - 1)
    x = float(left)
    for icon, num, label, w in items:
        common.paste_text(img, (x + 11, cy), icon, 24, True, INK, CARD, "mm")
        common.paste_text(img, (x + 30, cy), num, 24, True, INK, CARD, "lm")
        nx = x + 30 + common.text_width(num, f_num) + 7
        common.paste_text(img, (nx, cy + 1), label, 18, False, MUTED, CARD, "lm")
        x += w + gap


def _draw_dice(img: Image.Image, me: dict, y0: int) -> None:
    dice = [v for v in me.get("dice") or [] if isinstance(v, int)]
    used = list(me.get("used") or [])
    size = 66
    x = MARGIN + 170
    cy = y0 + DICE_H // 2
    for k, v in enumerate(dice[:5]):
        face_value = min(max(v, 1), 6)
        colour = _colour(face_value)
        die = common.die_face(
            size,
            face_value,
            face=colour,
            pip=common.readable_on(colour),
            edge=common.mix(colour, (0, 0, 0), 0.35),
            used=bool(used[k]) if k < len(used) else False,
        )
        common.paste(img, die, (x, cy - size // 2))
        x += size + 14
    paints = me.get("paints", 0)
    paints = paints if isinstance(paints, int) else 0
    rx = WIDTH - MARGIN - 20
    paints_text = f"Paints {min(paints, 2)} of 2"
    common.paste_text(img, (rx, y0 + 34), paints_text, 20, True, INK, CARD, "rm")
    bonus = "Bonus taken ✓" if me.get("bonus_taken") else "Bonus to take"
    common.paste_text(img, (rx, y0 + 64), bonus, 18, False, MUTED, CARD, "rm")
    # under "Your dice": a nudge when a number has nowhere to go
    if me.get("x_allowed"):
        hint, colour = "X allowed", ACCENT
    else:
        hint, colour = "this round", MUTED
    common.paste_text(img, (MARGIN + 20, y0 + 60), hint, 17, True, colour, CARD, "lm")


def render_painting(view: dict, seat: int, name: str) -> bytes:
    """PNG of one player's painting sheet: squares, goals in play, supplies and score.

    When `view["me"]` is this seat, the current dice and the last placed square are shown.
    """
    sheet = _compose_painting(view, seat, name)
    # Fast path: start from the static layer already mapped onto the palette, paste the
    # pre-mapped tiles, and map only the boxes drawn on this time.
    out = _sheet_base_p(*sheet.key)
    for value, xy in sheet.tiles:
        out.paste(_tile_p(value, SHEET_GRID.sq), xy)
    for box in sheet.dirty:
        out.paste(_to_palette(sheet.rgb.crop(box)), box[:2])
    return common.encode_png(out, None, PNG_LEVEL)


def _to_palette(img: Image.Image) -> Image.Image:
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


@lru_cache(maxsize=2)
def _sheet_frame_p(with_dice: bool) -> Image.Image:
    return _to_palette(_sheet_frame(with_dice))


def _sheet_base_p(goals: tuple[int, int, int], with_dice: bool) -> Image.Image:
    img = _sheet_frame_p(with_dice).copy()
    for xy, letter, option in zip(_goal_card_boxes(with_dice), "ABC", goals, strict=True):
        img.paste(_goal_card_tile_p(letter, option), xy)
    return img


@lru_cache(maxsize=16)
def _tile_p(value: int | str, sq: int) -> Image.Image:
    return _to_palette(_tile(value, sq))


# --------------------------------------------------------------------------- standings


def _ranked(view: dict) -> list[tuple[int, dict]]:
    """(rank, seat entry) by total descending; equal totals share a rank."""
    seats = [s for s in view.get("seats") or [] if isinstance(s, dict)]
    ordered = sorted(seats, key=lambda s: (-_score(s, "total"), s.get("seat", 0)))
    out: list[tuple[int, dict]] = []
    for i, s in enumerate(ordered):
        tied = i > 0 and _score(s, "total") == _score(ordered[i - 1], "total")
        out.append((out[-1][0] if tied else i + 1, s))
    return out


def _name_of(names: Sequence[str], entry: dict) -> str:
    seat = entry.get("seat", 0)
    if isinstance(seat, int) and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1 if isinstance(seat, int) else '?'}"


@dataclass(frozen=True)
class _CardTier:
    cols: int
    grid: Grid


def _tier(count: int) -> _CardTier:
    """Columns and thumbnail size for a number of cards: fewer players, bigger pictures."""
    if count <= 1:
        return _CardTier(1, Grid(sq=72, gap=5, pad=6, tab=6, between=12))
    if count == 2:
        return _CardTier(2, Grid(sq=58, gap=4, pad=5, tab=5, between=9))
    if count <= 9:
        return _CardTier(3, Grid(sq=38, gap=3, pad=4, tab=4, between=7))
    return _CardTier(4, Grid(sq=29, gap=2, pad=3, tab=3, between=6))


@lru_cache(maxsize=8)
def _thumb_base(grid: Grid) -> Image.Image:
    """An empty painting at thumbnail size on card colour."""
    d = _data()
    img = Image.new("RGB", (grid.width, grid.height), CARD)
    draw = ImageDraw.Draw(img)
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            x, y = grid.block_origin(br, bc)
            draw.rounded_rectangle(
                (x, y, x + grid.block_w - 1, y + grid.block_h - 1), max(3, grid.sq // 6), fill=FRAME
            )
    for i in range(d.rows * d.cols):
        img.paste(_tile(None, grid.sq), grid.square_origin(i))
    return img


def _thumbnail(cells: Sequence[int | str | None], grid: Grid) -> Image.Image:
    img = _thumb_base(grid).copy()
    for i, v in enumerate(cells):
        if v is not None:
            img.paste(_tile(v, grid.sq), grid.square_origin(i))
    return img


CARD_PAD = 14
CARD_GAP = 14
STANDINGS_HEADER_H = 104
GOAL_STRIP_H = 112


def _card_size(tier: _CardTier) -> tuple[int, int]:
    inner = STANDINGS_WIDTH - 2 * MARGIN
    w = (inner - (tier.cols - 1) * CARD_GAP) // tier.cols
    h = CARD_PAD + 40 + 8 + tier.grid.height + 10 + 22 + CARD_PAD
    return w, h


@lru_cache(maxsize=8)
def _standings_base(goals: tuple[int, int, int], final: bool) -> Image.Image:
    """Header strip and goals row of the standings picture (the part every player shares)."""
    img = Image.new("RGB", (STANDINGS_WIDTH, STANDINGS_HEADER_H + GOAL_STRIP_H), BG)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, STANDINGS_WIDTH, 8), fill=GOLD if final else FRAME)
    y0 = STANDINGS_HEADER_H
    inner = STANDINGS_WIDTH - 2 * MARGIN
    gap = 14
    cw = (inner - 2 * gap) // 3
    for k, (letter, option) in enumerate(zip("ABC", goals, strict=True)):
        x0 = MARGIN + k * (cw + gap)
        box = (x0, y0, x0 + cw, y0 + GOAL_STRIP_H - 18)
        common.rounded_box(draw, box, 14, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
        pic = _goal_picture(letter, option, 16)
        if pic.width > 110:
            pic = pic.resize((110, round(pic.height * 110 / pic.width)), Image.Resampling.LANCZOS)
        pic_x = x0 + 16
        common.paste(img, pic, (pic_x, (box[1] + box[3]) // 2 - pic.height // 2))
        tx = pic_x + max(pic.width, 56) + 16
        line1, line2 = _goal_texts(letter, option)
        f1 = font(17, True)
        if f1.getlength(line1) > box[2] - tx - 10:
            f1 = font(15, True)
        title = f"{letter} · {_data().raw['goals'][letter]['title']}"
        draw.text((tx, box[1] + 22), title, font=font(15, True), fill=MUTED, anchor="lm")
        draw.text(
            (tx, box[1] + 47),
            common.fit_text(line1, f1, box[2] - tx - 10),
            font=f1,
            fill=INK,
            anchor="lm",
        )
        draw.text((tx, box[1] + 71), line2, font=font(16), fill=MUTED, anchor="lm")
    return img


def _signed(v: int) -> str:
    """An integer with a true minus sign when negative."""
    return str(v) if v >= 0 else f"−{-v}"


def _rank_colour(rank: int) -> RGB:
    return {1: GOLD, 2: SILVER, 3: BRONZE}.get(rank, FRAME)


def _draw_card(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    rank: int,
    entry: dict,
    name: str,
    tier: _CardTier,
    winner: bool,
) -> None:
    x0, y0, x1, y1 = box
    common.rounded_box(
        draw,
        box,
        14,
        fill=WIN_FILL if winner else CARD,
        outline=GOLD if winner else CARD_EDGE,
        width=4 if winner else 2,
        shadow=SHADOW,
    )
    cy = y0 + CARD_PAD + 20
    # rank badge
    r = 16 if tier.cols >= 4 else 18
    bx = x0 + CARD_PAD + r
    draw.ellipse((bx - r, cy - r, bx + r, cy + r), fill=_rank_colour(rank))
    rank_font = font(17 if rank < 10 else 15 if rank < 100 else 12, True)
    draw.text((bx, cy + 1), str(rank), font=rank_font, fill=(255, 255, 255), anchor="mm")
    # total on the right, name in between
    total = _signed(_score(entry, "total"))
    compact = tier.cols >= 4
    tf = font(26 if compact else 30, True)
    draw.text((x1 - CARD_PAD, cy + 1), total, font=tf, fill=INK, anchor="rm")
    name_x = bx + r + 8
    room = x1 - CARD_PAD - common.text_width(total, tf) - 8 - name_x
    nf = font(18 if compact else 21, True)
    draw.text((name_x, cy), common.fit_text(name, nf, room), font=nf, fill=INK, anchor="lm")
    # thumbnail
    thumb = _thumbnail(_painting_cells(entry), tier.grid)
    tx = (x0 + x1) // 2 - thumb.width // 2
    ty = y0 + CARD_PAD + 48
    if winner:
        # the thumbnail's base is card-coloured; recolour its margin to the winner's fill
        draw.rectangle((tx, ty, tx + thumb.width - 1, ty + thumb.height - 1), fill=WIN_FILL)
        mask = _thumb_mask(tier.grid)
        img.paste(thumb, (tx, ty), mask)
    else:
        img.paste(thumb, (tx, ty))
    # breakdown line
    cells = _painting_cells(entry)
    parts = [
        f"A {_score(entry, 'A')}",
        f"B {_score(entry, 'B')}",
        f"C {_score(entry, 'C')}",
        f"★ {_score(entry, 'stars')}",
    ]
    x_pen = _x_penalty(entry, cells)
    parts.append(f"X −{-x_pen}" if x_pen else "X 0")
    draw.text(
        ((x0 + x1) / 2, y1 - CARD_PAD - 10),
        "   ".join(parts),
        font=font(16),
        fill=MUTED,
        anchor="mm",
    )


@lru_cache(maxsize=8)
def _thumb_mask(grid: Grid) -> Image.Image:
    """Opaque where the thumbnail has frames, clear on its card-coloured margins."""
    mask = Image.new("L", (grid.width, grid.height), 0)
    draw = ImageDraw.Draw(mask)
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            x, y = grid.block_origin(br, bc)
            draw.rounded_rectangle(
                (x, y, x + grid.block_w - 1, y + grid.block_h - 1), max(3, grid.sq // 6), fill=255
            )
    return mask


def _table_layout(rest: int) -> tuple[int, int]:
    """(columns, rows) of the compact table for players beyond the cards."""
    cols = 1 if rest <= 8 else 2 if rest <= 24 else 3 if rest <= 60 else 4
    return cols, -(-rest // cols)


def _compose_standings(view: dict, names: Sequence[str], final: bool) -> Image.Image:
    ranked = _ranked(view)
    n = len(ranked)
    carded = ranked[:STANDINGS_CARDS_MAX] if n > STANDINGS_CARDS_MAX else ranked
    rest = ranked[len(carded) :]
    tier = _tier(len(carded))
    cw, ch = _card_size(tier)
    card_rows = -(-len(carded) // tier.cols) if carded else 0
    cards_h = card_rows * ch + max(0, card_rows - 1) * CARD_GAP
    t_cols, t_rows = _table_layout(len(rest)) if rest else (0, 0)
    table_h = (44 + t_rows * TABLE_ROW_H + 16) if rest else 0
    top = STANDINGS_HEADER_H + GOAL_STRIP_H
    height = top + (cards_h if carded else 60) + (SECTION_GAP + table_h if rest else 0) + MARGIN
    img = Image.new("RGB", (STANDINGS_WIDTH, height), BG)
    img.paste(_standings_base(_goal_options(view), final), (0, 0))
    draw = ImageDraw.Draw(img)

    # header
    rounds = view.get("rounds") or _data().rounds
    title = "Final scores" if final else "Standings"
    draw.text((MARGIN, 46), f"Abstract · {title}", font=font(36, True), fill=INK, anchor="lm")
    if final:
        winners = [_name_of(names, e) for r, e in ranked if r == 1]
        if winners:
            top_total = _score(ranked[0][1], "total")
            label = "Winner" if len(winners) == 1 else "Tied winners"
            line = f"★ {label}: {', '.join(winners)} with {top_total}"
        else:
            line = "No players"
        draw.text(
            (MARGIN + 1, 84),
            common.fit_text(line, font(20, True), 700),
            font=font(20, True),
            fill=rgb("#a06d00"),
            anchor="lm",
        )
    else:
        sub = f"{n} player{'s' if n != 1 else ''} · sorted by total score"
        draw.text((MARGIN + 1, 84), sub, font=font(20), fill=MUTED, anchor="lm")
    bx1 = STANDINGS_WIDTH - MARGIN
    bx0 = bx1 - 150
    common.rounded_box(draw, (bx0, 16, bx1, 92), 14, fill=GOLD if final else FRAME)
    draw.text(
        ((bx0 + bx1) / 2, 33),
        "ROUND",
        font=font(15, True),
        fill=(255, 255, 255) if final else (196, 200, 216),
        anchor="mm",
    )
    rnd = rounds if final else view.get("round", 1)
    draw.text(
        ((bx0 + bx1) / 2, 66),
        f"{rnd}/{rounds}",
        font=font(34, True),
        fill=(255, 255, 255),
        anchor="mm",
    )

    # cards
    if not carded:
        draw.text(
            (STANDINGS_WIDTH // 2, top + 24),
            "No players yet",
            font=font(22, True),
            fill=MUTED,
            anchor="mm",
        )
    inner = STANDINGS_WIDTH - 2 * MARGIN
    for k, (rank, entry) in enumerate(carded):
        row, col = divmod(k, tier.cols)
        in_row = min(tier.cols, len(carded) - row * tier.cols)
        # centre an incomplete last row
        row_w = in_row * cw + (in_row - 1) * CARD_GAP
        x0 = MARGIN + (inner - row_w) // 2 + col * (cw + CARD_GAP)
        y0 = top + row * (ch + CARD_GAP)
        _draw_card(
            img,
            draw,
            (x0, y0, x0 + cw, y0 + ch),
            rank,
            entry,
            _name_of(names, entry),
            tier,
            final and rank == 1,
        )

    # compact table for the rest
    if rest:
        y0 = top + cards_h + SECTION_GAP
        common.rounded_box(
            draw,
            (MARGIN, y0, STANDINGS_WIDTH - MARGIN, y0 + table_h),
            14,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        draw.text(
            (MARGIN + 18, y0 + 24),
            f"Everyone else ({len(rest)})",
            font=font(19, True),
            fill=INK,
            anchor="lm",
        )
        col_w = (inner - 24) // t_cols
        fr, fb = font(17), font(17, True)
        for k, (rank, entry) in enumerate(rest):
            c, r = divmod(k, t_rows)
            x = MARGIN + 12 + c * col_w
            y = y0 + 44 + r * TABLE_ROW_H + TABLE_ROW_H // 2
            if r % 2 == 0:
                draw.rectangle(
                    (x, y - TABLE_ROW_H // 2, x + col_w - 8, y + TABLE_ROW_H // 2 - 1),
                    fill=rgb("#f3eee4"),
                )
            draw.text((x + 40, y), f"{rank}.", font=fr, fill=MUTED, anchor="rm")
            total = _signed(_score(entry, "total"))
            tw = common.text_width(total, fb)
            draw.text((x + col_w - 16, y), total, font=fb, fill=INK, anchor="rm")
            room = col_w - 16 - tw - 12 - (x + 48 - x)
            draw.text(
                (x + 48, y),
                common.fit_text(_name_of(names, entry), fr, room),
                font=fr,
                fill=INK,
                anchor="lm",
            )
    return img


def render_standings(view: dict, names: list[str]) -> bytes:
    """PNG of everyone's paintings as small cards in rank order, with the goals in play.

    Up to 24 players get a card; any further players are listed in a compact table.
    """
    final = bool(view.get("over"))
    return common.encode_png(_compose_standings(view, names, final), _palette(), PNG_LEVEL)


def render_final(view: dict, names: list[str]) -> bytes:
    """PNG of the final standings: "Final scores" title and the winners picked out in gold."""
    return common.encode_png(_compose_standings(view, names, True), _palette(), PNG_LEVEL)


# --------------------------------------------------------------------------- palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must come out exactly: theme colours and the six paint colours."""
    base = [
        BG,
        CARD,
        CARD_EDGE,
        SHADOW,
        INK,
        MUTED,
        FRAME,
        EMPTY,
        EMPTY_DOT,
        X_FILL,
        X_INK,
        HILITE,
        ACCENT,
        GOLD,
        SILVER,
        BRONZE,
        WIN_FILL,
        SHAPE_INK,
        PALE_CELL,
        rgb("#f3eee4"),
        rgb("#a06d00"),
        (196, 200, 216),
        (0, 0, 0),
    ]
    for n in range(1, 7):
        c = _colour(n)
        base += [c, common.mix(c, (0, 0, 0), 0.28), common.mix(c, (0, 0, 0), 0.35)]
    return base


def sample_view(players: int = 1, round_no: int = 7, seed: int = 1, over: bool = False) -> dict:
    """A plausible mid-game view (deterministic for a seed), for samples and benchmarks."""
    import random

    rng = random.Random(seed)
    d = _data()
    n = d.rows * d.cols
    seats = []
    for k in range(players):
        filled = min(n, 2 * (round_no - 1) + rng.randint(0, 1))
        order = list(range(n))
        rng.shuffle(order)
        painting: list[Any] = [None] * n
        for i in order[:filled]:
            painting[i] = "X" if rng.random() < 0.08 else rng.randint(1, 6)
        xs = sum(1 for v in painting if v == "X")
        score = {
            "A": rng.choice([0, 0, 4]),
            "B": rng.randint(0, 4) * 2,
            "C": rng.choice([0, 0, 6, 10]),
            "stars": rng.randint(0, 3),
            "x": -xs,
        }
        score["total"] = score["A"] + score["B"] + score["C"] + score["stars"] + score["x"]
        seats.append(
            {
                "seat": k,
                "painting": painting,
                "stars": score["stars"],
                "tokens": {"adjust": rng.randint(0, 2), "anywhere": rng.randint(0, 1)},
                "done": rng.random() < 0.5,
                "score": score,
            }
        )
    last = next((i for i, v in enumerate(seats[0]["painting"]) if isinstance(v, int)), None)
    return {
        "game": "abstract",
        "round": round_no,
        "rounds": d.rounds,
        "over": over,
        "roll": [rng.randint(1, 6) for _ in range(5)],
        "goals": {"A": rng.randint(1, 6), "B": rng.randint(1, 3), "C": rng.randint(1, 3)},
        "seats": seats,
        "me": {
            "seat": 0,
            "dice": [rng.randint(1, 6) for _ in range(5)],
            "used": [True, True, False, False, False],
            "paints": 1,
            "bonus_taken": False,
            "can_confirm": False,
            "can_undo": True,
            "actions": [],
            "last_square": last,
            "x_allowed": False,
        },
    }


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The one palette every Abstract picture is mapped onto, built from fixed specimens."""
    view = sample_view(players=6, seed=3)
    view["goals"] = {"A": 5, "B": 1, "C": 3}
    names = [f"Player {k + 1}" for k in range(6)]
    parts = [
        _compose_painting(view, 0, "Specimen").rgb,
        _compose_standings(view, names, False),
        _compose_standings(view, names, True),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    # the paint colours' antialiased digit edges matter most, so weight tiles in too
    tiles = Image.new("RGB", (SHEET_GRID.sq * 8, SHEET_GRID.sq), FRAME)
    for k, v in enumerate([1, 2, 3, 4, 5, 6, "X", None]):
        tiles.paste(_tile(v, SHEET_GRID.sq), (k * SHEET_GRID.sq, 0))
    both = Image.new("RGB", (w, specimen.height + tiles.height), BG)
    both.paste(specimen, (0, 0))
    both.paste(tiles, (0, specimen.height))
    return common.build_palette(_fixed_colours(), both)


# --------------------------------------------------------------------------- benchmark


def bench_render(samples: int = 200) -> dict:
    """Time `render_painting` on a mid-game view: median and p95 in ms, and PNG size."""
    view = sample_view(players=4, round_no=7, seed=11)
    render_painting(view, 0, "Benchmark player")  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = render_painting(view, 0, "Benchmark player")
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return {
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "png_bytes": len(png),
    }
