"""One player's painting sheet: header, painting, dice, goal cards and score card.

Speed comes from caching: the static layer of a sheet (background, die-square frames,
empty squares, goal cards, labels) is drawn once per goals combination, every square tile
is drawn once per size, and a render only pastes tiles, writes the few changing texts and
maps onto the fixed palette the boxes it drew on, before a light PNG encode.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.abstract.data import load
from games.abstract.views import AbstractView, Cell, Me, SeatView
from rendering.abstract.geometry import PAINTING_ORIGIN, SHEET_GRID, square_box
from rendering.abstract.goals import draw_goal_card
from rendering.abstract.palette import to_palette
from rendering.abstract.theme import (
    DICE_H,
    GOALS_H,
    HEADER_H,
    HILITE,
    MARGIN,
    ON_FRAME,
    SCORE_H,
    WIDTH,
    paint,
    shade,
)
from rendering.abstract.tiles import tile
from rendering.abstract.words import Words
from rendering.kit import (
    Box,
    die_face,
    encode_png,
    fit_text,
    font,
    paste,
    paste_text,
    readable_on,
    rounded_box,
    score_cells,
    text_width,
)
from rendering.kit.text import signed
from rendering.kit.theme import (
    ACCENT,
    BG,
    CARD,
    CARD_EDGE,
    FRAME,
    GAP,
    INK,
    MUTED,
    PNG_LEVEL,
    SHADOW,
)

Goals3 = tuple[int, int, int]
TOTAL = "abstract-pic-total"

# --------------------------------------------------------------------------- static layer


def _layout(with_dice: bool) -> dict[str, int]:
    """Top edges of the sheet's sections (the dice panel only in a player's own sheet)."""
    y = PAINTING_ORIGIN[1] + SHEET_GRID.height + GAP + 4
    lay = {"dice_y": y}
    if with_dice:
        y += DICE_H + GAP
    lay["goals_y"] = y
    y += GOALS_H + GAP
    lay["score_y"] = y
    y += SCORE_H + MARGIN
    lay["height"] = y
    return lay


_CARD_MARGIN = 10  # room around a goal card for its shadow


def _goal_card_width() -> int:
    return (WIDTH - 2 * MARGIN - 2 * 14) // 3


def _goal_card_corners(with_dice: bool) -> list[tuple[int, int]]:
    """Top-left corners of the three goal-card tiles (card plus shadow margin)."""
    y0 = _layout(with_dice)["goals_y"]
    cw = _goal_card_width()
    return [(MARGIN + k * (cw + 14) - _CARD_MARGIN, y0 - _CARD_MARGIN) for k in range(3)]


@lru_cache(maxsize=80)
def goal_card_tile(letter: str, option: int, say: Words) -> Image.Image:
    """One goal card on the sheet's background; 12 exist, so all of them stay cached."""
    cw, m = _goal_card_width(), _CARD_MARGIN
    card = Image.new("RGB", (cw + 2 * m + 1, GOALS_H - 4 + 2 * m + 1), BG)
    draw_goal_card(card, (m, m, m + cw, m + GOALS_H - 4), letter, option, say)
    return card


@lru_cache(maxsize=80)
def goal_card_tile_p(letter: str, option: int, say: Words) -> Image.Image:
    return to_palette(goal_card_tile(letter, option, say))


# the score card's columns: goals by letter, the rest by their words' ids
_SCORE_COLUMNS = ("A", "B", "C", "abstract-pic-stars", "abstract-pic-x-marks", TOTAL)


def _column(say: Words, label: str) -> str:
    return say(label) if label.startswith("abstract-") else label


def _score_cells() -> list[tuple[int, int]]:
    """Horizontal extents of the six score boxes on the sheet."""
    return score_cells(MARGIN + 18, WIDTH - MARGIN - 18, 5, 150, 8)


@lru_cache(maxsize=12)
def sheet_frame(with_dice: bool, say: Words) -> Image.Image:
    """The sheet without goal cards: header, painting frames, dice panel, score card."""
    d = load()
    lay = _layout(with_dice)
    img = Image.new("RGB", (WIDTH, lay["height"]), BG)
    draw = ImageDraw.Draw(img)
    # header strip and the frame of the total
    draw.rectangle((0, 0, WIDTH, 8), fill=FRAME)
    tx1 = WIDTH - MARGIN
    tx0 = tx1 - 170
    rounded_box(draw, (tx0, 20, tx1, 92), 14, fill=FRAME)
    total = fit_text(say(TOTAL), font(19, True), 80)
    draw.text((tx0 + 18, 56), total, font=font(19, True), fill=ON_FRAME, anchor="lm")
    # painting: frames, die-square labels, empty squares
    ox, oy = PAINTING_ORIGIN
    g = SHEET_GRID
    for br, numbers in enumerate(d.die_square_grid):
        for bc, number in enumerate(numbers):
            x0, y0, x1, y1 = g.block_box(br, bc)
            bx, by = x0 + ox, y0 + oy
            frame = (bx, by, x1 + ox, y1 + oy)
            rounded_box(draw, frame, 14, fill=FRAME, shadow=SHADOW, shadow_offset=4)
            die = die_face(22, number, face=(255, 255, 255), pip=FRAME, edge=FRAME)
            paste(img, die, (bx + g.pad + 1, by + 5))
            draw.text(
                (bx + g.pad + 30, by + 16),
                say("abstract-pic-die-square", number=str(number)),
                font=font(21, True),
                fill=ON_FRAME,
                anchor="lm",
            )
    for i in range(d.rows * d.cols):
        x, y = g.square_origin(i)
        img.paste(tile(None, g.sq), (x + ox, y + oy))
    if with_dice:
        y0 = lay["dice_y"]
        panel = (MARGIN, y0, WIDTH - MARGIN, y0 + DICE_H)
        rounded_box(draw, panel, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
        dice = fit_text(say("abstract-pic-your-dice"), font(21, True), 150)
        draw.text((MARGIN + 20, y0 + 30), dice, font=font(21, True), fill=INK, anchor="lm")
    # score card skeleton (the goal cards are pasted per table: see sheet_base)
    y0 = lay["score_y"]
    card = (MARGIN, y0, WIDTH - MARGIN, y0 + SCORE_H - 4)
    rounded_box(draw, card, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    for label, (cx0, cx1) in zip(_SCORE_COLUMNS, _score_cells(), strict=True):
        is_total = label == TOTAL
        if is_total:
            rounded_box(draw, (cx0, y0 + 14, cx1, y0 + 96), 12, fill=FRAME)
        draw.text(
            ((cx0 + cx1) / 2, y0 + 32),
            fit_text(_column(say, label), font(21, True), cx1 - cx0 - 6),
            font=font(21, True),
            fill=(255, 255, 255) if is_total else MUTED,
            anchor="mm",
        )
    draw.line((MARGIN + 20, y0 + 110, WIDTH - MARGIN - 20, y0 + 110), fill=CARD_EDGE, width=2)
    return img


@lru_cache(maxsize=12)
def sheet_frame_p(with_dice: bool, say: Words) -> Image.Image:
    return to_palette(sheet_frame(with_dice, say))


def sheet_base(goals: Goals3, with_dice: bool, say: Words) -> Image.Image:
    """Everything on a painting sheet that does not depend on the player's marks.

    The frame is shared by every table; the three goal cards are cached tiles pasted on
    a copy, so a table with a new combination of goals costs no fresh drawing."""
    img = sheet_frame(with_dice, say).copy()
    for xy, letter, option in zip(_goal_card_corners(with_dice), "ABC", goals, strict=True):
        img.paste(goal_card_tile(letter, option, say), xy)
    return img


def _sheet_base_p(goals: Goals3, with_dice: bool, say: Words) -> Image.Image:
    img = sheet_frame_p(with_dice, say).copy()
    for xy, letter, option in zip(_goal_card_corners(with_dice), "ABC", goals, strict=True):
        img.paste(goal_card_tile_p(letter, option, say), xy)
    return img


@lru_cache(maxsize=16)
def tile_p(value: Cell, sq: int) -> Image.Image:
    return to_palette(tile(value, sq))


# --------------------------------------------------------------------------- one sheet


@dataclass
class Sheet:
    """A composed painting sheet: the full RGB picture, plus what the fast path needs.

    `key` picks the cached static layer, `tiles` lists the squares pasted on it, and
    `dirty` the boxes where anything else was drawn over the static layer.
    """

    rgb: Image.Image
    key: tuple[Goals3, bool, Words]
    tiles: list[tuple[Cell, tuple[int, int]]]
    dirty: list[Box]


def goals_in_play(view: AbstractView) -> Goals3:
    goals = view["goals"]
    return (goals["A"], goals["B"], goals["C"])


def _round_text(view: AbstractView, say: Words) -> str:
    if view["over"]:
        return say("abstract-pic-final", rounds=str(view["rounds"]))
    return say("abstract-pic-round", round=str(view["round"]), rounds=str(view["rounds"]))


def compose_painting(view: AbstractView, seat: int, name: str, say: Words) -> Sheet:
    """The sheet of `seat` as an RGB picture, with the dice when the view is that seat's."""
    me = view["me"]
    own = me if me is not None and me["seat"] == seat else None
    key = (goals_in_play(view), own is not None, say)
    img = sheet_base(*key).copy()
    draw = ImageDraw.Draw(img)
    entry = view["seats"][seat]
    cells = entry["painting"]
    g = SHEET_GRID
    ox, oy = PAINTING_ORIGIN
    lay = _layout(own is not None)
    sheet = Sheet(img, key, [], [(0, 10, WIDTH, HEADER_H - 2)])

    # header: name, round, total (the total's box and label are in the static layer)
    score = entry["score"]
    shown = fit_text(name or say("abstract-pic-player", number=str(seat + 1)), font(38, True), 560)
    paste_text(img, (MARGIN, 46), shown, 38, True, INK, BG, "lm")
    status = _round_text(view, say)
    if entry["done"] and not view["over"]:
        status += " · " + say("abstract-pic-done")
    paste_text(img, (MARGIN + 1, 84), status, 20, False, MUTED, BG, "lm")
    paste_text(
        img, (WIDTH - MARGIN - 18, 57), signed(score["total"]), 44, True, HILITE, FRAME, "rm"
    )

    # the squares
    for i, v in enumerate(cells):
        if v is not None:
            x, y = g.square_origin(i)
            img.paste(tile(v, g.sq), (x + ox, y + oy))
            sheet.tiles.append((v, (x + ox, y + oy)))
    last = own["last_square"] if own is not None else None
    if last is not None:
        x0, y0, x1, y1 = square_box(last)
        # a white ring reaching into the frame, lined in dark so it also shows on yellow
        draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 3, y1 + 3), 16, outline=HILITE, width=8)
        draw.rounded_rectangle((x0 + 4, y0 + 4, x1 - 5, y1 - 5), 10, outline=FRAME, width=2)
        sheet.dirty.append((x0 - 5, y0 - 5, x1 + 5, y1 + 5))

    if own is not None:
        _draw_dice(img, own, lay["dice_y"], say)
        sheet.dirty.append(
            (MARGIN + 4, lay["dice_y"] + 4, WIDTH - MARGIN - 4, lay["dice_y"] + DICE_H - 4)
        )

    # score card values and supplies
    y0 = lay["score_y"]
    values = [score["A"], score["B"], score["C"], score["stars"], score["x"], score["total"]]
    for label, (cx0, cx1), v in zip(_SCORE_COLUMNS, _score_cells(), values, strict=True):
        is_total = label == TOTAL
        paste_text(
            img,
            ((cx0 + cx1) / 2, y0 + 70),
            signed(v),
            38,
            True,
            HILITE if is_total else INK,
            FRAME if is_total else CARD,
            "mm",
        )
    _draw_supplies(img, entry, y0 + 138, say)
    sheet.dirty.append((MARGIN + 4, y0 + 40, WIDTH - MARGIN - 4, y0 + SCORE_H - 10))
    return sheet


def _draw_supplies(img: Image.Image, entry: SeatView, cy: int, say: Words) -> None:
    """A row of "icon count label" items spread evenly over the score card's lower strip."""
    supplies = [
        ("±", say("abstract-pic-adjust-tokens"), entry["tokens"]["adjust"]),
        ("✥", say("abstract-pic-anywhere-tokens"), entry["tokens"]["anywhere"]),
        ("★", say("abstract-pic-stars-held"), entry["stars"]),
        ("✕", say("abstract-pic-x-marks-made"), entry["painting"].count("X")),
    ]
    # sized for a phone: the picture is shown about 380 px wide, so 22 px text reads as 10
    f_num, f_lab = font(26, True), font(22)
    items = []
    for icon, label, count in supplies:
        num = str(count)
        w = 30 + text_width(num, f_num) + 7 + text_width(label, f_lab)
        items.append((icon, num, label, w))
    left, right = MARGIN + 22, WIDTH - MARGIN - 22
    gap = (right - left - sum(it[3] for it in items)) / max(1, len(items) - 1)
    x = float(left)
    for icon, num, label, w in items:
        paste_text(img, (x + 11, cy), icon, 26, True, INK, CARD, "mm")
        paste_text(img, (x + 30, cy), num, 26, True, INK, CARD, "lm")
        nx = x + 30 + text_width(num, f_num) + 7
        paste_text(img, (nx, cy + 1), label, 22, False, MUTED, CARD, "lm")
        x += w + gap


def _draw_dice(img: Image.Image, me: Me, y0: int, say: Words) -> None:
    """The seat's dice this round (used ones struck through), paints made and the bonus."""
    size = 66
    x = MARGIN + 170
    cy = y0 + DICE_H // 2
    for value, used in zip(me["dice"], me["used"], strict=True):
        colour = paint(value)
        die = die_face(
            size,
            value,
            face=colour,
            pip=readable_on(colour),
            edge=shade(colour, 0.35),
            used=used,
        )
        paste(img, die, (x, cy - size // 2))
        x += size + 14
    rx = WIDTH - MARGIN - 20
    paints = say("abstract-pic-paints", paints=str(me["paints"]))
    paste_text(img, (rx, y0 + 34), paints, 20, True, INK, CARD, "rm")
    bonus = say("abstract-pic-bonus-taken" if me["bonus_taken"] else "abstract-pic-bonus-open")
    paste_text(img, (rx, y0 + 64), bonus, 18, False, MUTED, CARD, "rm")
    # under "Your dice": a nudge when a number has nowhere to go
    if me["x_allowed"]:
        hint, colour = say("abstract-pic-x-allowed"), ACCENT
    else:
        hint, colour = say("abstract-pic-this-round"), MUTED
    paste_text(img, (MARGIN + 20, y0 + 60), hint, 17, True, colour, CARD, "lm")


def render_painting(view: AbstractView, seat: int, name: str, say: Words) -> bytes:
    """PNG of one player's painting sheet: squares, goals in play, supplies and score.

    When `view["me"]` is this seat, the current dice and the last placed square are shown.
    """
    sheet = compose_painting(view, seat, name, say)
    # Fast path: start from the static layer already mapped onto the palette, paste the
    # pre-mapped tiles, and map only the boxes drawn on this time.
    out = _sheet_base_p(*sheet.key)
    for value, xy in sheet.tiles:
        out.paste(tile_p(value, SHEET_GRID.sq), xy)
    for box in sheet.dirty:
        out.paste(to_palette(sheet.rgb.crop(box)), box[:2])
    return encode_png(out, None, PNG_LEVEL)
