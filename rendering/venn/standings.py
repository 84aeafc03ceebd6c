"""The standings and the final picture: every sheet in small, the scores, the places."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.venn.views import SeatView, VennView
from rendering import kit as common
from rendering.kit import RGB, font, rgb
from rendering.venn.geometry import Geo, _fill, _half_angles, _ring_mask, _split
from rendering.venn.lattice import _lattice_layer, _number_font, readable
from rendering.venn.layout import _circles, _name_of, _park, _score, _section_score, _signed
from rendering.venn.lookup import _colour, _data, _owners
from rendering.venn.palette import _palette
from rendering.venn.sheet import _section_strip
from rendering.venn.theme import (
    ACCENT,
    BG,
    BRONZE,
    CARD,
    CARD_EDGE,
    FAINT,
    FRAME,
    GAP,
    GOLD,
    GOOD,
    HILITE,
    INK,
    LABEL_TEXT,
    MARGIN,
    MUTED,
    NAME_TEXT,
    PALE,
    PNG_LEVEL,
    SHADOW,
    SILVER,
    STATUS_TEXT,
    WIN_FILL,
)
from rendering.venn.words import ENGLISH, Words

# --------------------------------------------------------------------------- standings


@lru_cache(maxsize=8)
def _thumb_geo(scale: int) -> Geo:
    return Geo(scale, 3)


@lru_cache(maxsize=4096)
def _thumb_number(value: int, r: float) -> Image.Image:
    """A number to paste onto a filled thumbnail circle, with its outline baked in."""
    fs = max(8, _number_font(value, r))
    pad = 3
    w = math.ceil(font(fs, True).getlength(str(value))) + 2 * pad + 2
    h = fs + 2 * pad + 4
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(img).text(
        (w / 2, h / 2),
        str(value),
        font=font(fs, True),
        fill=HILITE,
        anchor="mm",
        stroke_width=max(1, round(r / 9)),
        stroke_fill=INK,
    )
    return img


def _thumbnail(entry: SeatView, scale: int, ground: RGB) -> Image.Image:
    """A player's lattice, small: filled circles in colour with their numbers."""
    geo = _thumb_geo(scale)
    img = _lattice_layer(geo, ground, False).copy()
    circles = _circles(entry)
    legible = geo.r >= 9
    for cid, v in circles.items():
        if v is None:
            continue
        cx, cy = geo.circle_px(cid)
        size = math.ceil(2 * geo.r + 6)
        x0, y0 = round(cx - size / 2), round(cy - size / 2)
        split = _split(cid)
        if split is None:
            _fill(img, _colour(_owners()[cid][0]), _ring_mask(size, geo.r + 0.3, 0), (x0, y0))
        else:
            first, second, horizontal = split
            for code, is_first in ((first, True), (second, False)):
                a0, a1 = _half_angles(is_first, horizontal)
                _fill(img, _colour(code), _ring_mask(size, geo.r + 0.3, 0, a0, a1), (x0, y0))
        if legible:
            num = _thumb_number(v, geo.r)
            img.paste(num, (round(cx - num.width / 2), round(cy - num.height / 2)), num)
    return img


def _rank_key(entry: SeatView) -> tuple[int, int, int]:
    """Place order: total, then conditions written, then fewest empty circles."""
    conds = sum(1 for v in entry["conditions"].values() if v)
    empty = sum(1 for v in _circles(entry).values() if v is None)
    empty += sum(1 for v, used in _park(entry) if v is None and not used)
    return (_score(entry, "total"), conds, -empty)


def _ranked(view: VennView) -> list[tuple[int, SeatView]]:
    seats = list(view["seats"])
    keys = [_rank_key(s) for s in seats]
    ranks = [1 + sum(1 for o in keys if o > k) for k in keys]
    order = sorted(range(len(seats)), key=lambda i: (ranks[i], seats[i]["seat"]))
    return [(ranks[i], seats[i]) for i in order]


def _rank_colour(rank: int) -> RGB:
    return {1: GOLD, 2: SILVER, 3: BRONZE}.get(rank, FRAME)


STANDINGS_W = 900  # the player sheet's width: both read on a phone at the same scale
ROW_H = 212
THUMB_SCALE = 20  # the lattice in small: which circles are filled, in their colours
NOTE = "venn-pic-sheets-below"
# a replay's last step has no sheets attached: it says where they are instead
REPLAY_NOTE = "venn-pic-sheets-on-final"


def _final_image(
    view: VennView, names: Sequence[str], note: str = NOTE, say: Words = ENGLISH
) -> Image.Image:
    """One row per player in place order, readable on a phone (no text under MIN_TEXT at
    STANDINGS_W): place, name, total, the parts of the score, every section's score in the
    lattice's 3x3 order beside a small picture of the lattice. The numbers in the circles
    are in each player's own sheet, attached with this picture (see NOTE)."""
    ranked = _ranked(view)
    n = max(1, len(ranked))
    head = 112
    note_h = 44
    h = head + n * ROW_H + (n - 1) * GAP + note_h + MARGIN
    img = Image.new("RGB", (STANDINGS_W, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, STANDINGS_W)
    over = view["over"]
    draw.text(
        (MARGIN, 46),
        common.fit_text(
            say("venn-pic-final-title" if over else "venn-pic-standings-title"),
            font(NAME_TEXT, True),
            STANDINGS_W - 2 * MARGIN - 170,
        ),
        font=font(NAME_TEXT, True),
        fill=INK,
        anchor="lm",
    )
    winners = [_name_of(names, e["seat"]) for r, e in ranked if r == 1]
    if winners:
        said = {"names": ", ".join(winners), "total": _signed(_score(ranked[0][1], "total"))}
        key = "venn-pic-winner" if len(winners) == 1 else "venn-pic-tied"
        line = say(key if over else "venn-pic-leading", **said)
    else:
        line = say("venn-pic-no-players")
    draw.text(
        (MARGIN + 1, 88),
        common.fit_text(line, font(STATUS_TEXT, True), 680),
        font=font(STATUS_TEXT, True),
        fill=rgb("#a06d00") if over else MUTED,
        anchor="lm",
    )
    bx1 = STANDINGS_W - MARGIN
    bx0 = bx1 - 150
    common.rounded_box(draw, (bx0, 16, bx1, 96), 14, fill=GOLD if over else FRAME)
    draw.text(
        ((bx0 + bx1) / 2, 36),
        common.fit_text(
            say("venn-pic-rounds-box" if over else "venn-pic-round-box"),
            font(LABEL_TEXT, True),
            bx1 - bx0 - 16,
        ),
        font=font(LABEL_TEXT, True),
        fill=HILITE if over else PALE,
        anchor="mm",
    )
    draw.text(
        ((bx0 + bx1) / 2, 70), str(view["round"]), font=font(38, True), fill=HILITE, anchor="mm"
    )

    tgeo = _thumb_geo(THUMB_SCALE)
    tw, th = tgeo.size
    for k, (rank, entry) in enumerate(ranked):
        x0, x1 = MARGIN, STANDINGS_W - MARGIN
        y0 = head + k * (ROW_H + GAP)
        winner = over and rank == 1
        fill = WIN_FILL if winner else CARD
        common.rounded_box(
            draw,
            (x0, y0, x1, y0 + ROW_H),
            16,
            fill=fill,
            outline=GOLD if winner else CARD_EDGE,
            width=4 if winner else 2,
            shadow=SHADOW,
        )
        r = 22
        cy = y0 + 34
        draw.ellipse((x0 + 14, cy - r, x0 + 14 + 2 * r, cy + r), fill=_rank_colour(rank))
        draw.text(
            (x0 + 14 + r, cy + 1),
            str(rank),
            font=font(LABEL_TEXT + 2, True),
            fill=HILITE,
            anchor="mm",
        )
        ty = y0 + ROW_H - 8 - th
        img.paste(_thumbnail(entry, THUMB_SCALE, fill), (x0 + 12, ty))
        left = x0 + 12 + tw + 20
        total = _signed(_score(entry, "total"))
        tf = font(40, True)
        draw.text((x1 - 18, cy + 2), total, font=tf, fill=INK, anchor="rm")
        nx = x0 + 14 + 2 * r + 12
        room = x1 - 18 - common.text_width(total, tf) - 14 - nx
        draw.text(
            (nx, cy),
            common.fit_text(_name_of(names, entry["seat"]), font(30, True), room),
            font=font(30, True),
            fill=INK,
            anchor="lm",
        )
        conds = sum(1 for v in entry["conditions"].values() if v)
        parts = say(
            "venn-pic-breakdown",
            sections=_signed(_score(entry, "sections")),
            sum=_signed(_score(entry, "sum")),
            park=_signed(_score(entry, "park")),
            count=conds,
        )
        draw.text(
            (left, y0 + 86),
            common.fit_text(parts, font(LABEL_TEXT, True), x1 - 18 - left),
            font=font(LABEL_TEXT, True),
            fill=MUTED,
            anchor="lm",
        )
        _section_grid(draw, entry, (left, y0 + 104, x1 - 18, y0 + ROW_H - 8))
    draw.text(
        (MARGIN + 1, h - MARGIN - note_h / 2),
        common.fit_text(say(note), font(LABEL_TEXT), STANDINGS_W - 2 * MARGIN),
        font=font(LABEL_TEXT),
        fill=MUTED,
        anchor="lm",
    )
    return img


def _section_grid(
    draw: ImageDraw.ImageDraw, entry: SeatView, box: tuple[int, int, int, int]
) -> None:
    """Section scores in the lattice's 3x3 arrangement: each code (text on its colour, so
    the colour is never the only cue) and its score."""
    x0, y0, x1, y1 = box
    cell_h = (y1 - y0) // 3
    cw = (x1 - x0) // 3
    for r, row in enumerate(_data()["lattice"]):
        for c, code in enumerate(row):
            cx0 = x0 + c * cw
            cy = y0 + r * cell_h + cell_h // 2
            colour = _colour(code)
            draw.rounded_rectangle((cx0, cy - 13, cx0 + 46, cy + 13), 8, fill=colour)
            draw.text(
                (cx0 + 23, cy + 1),
                code,
                font=font(LABEL_TEXT, True),
                fill=readable(colour),
                anchor="mm",
            )
            sc = _section_score(entry, code)
            draw.text(
                (cx0 + cw - 16, cy + 1),
                _signed(sc, plus=True),
                font=font(LABEL_TEXT + 2, True),
                fill=GOOD if sc > 0 else ACCENT if sc < 0 else FAINT,
                anchor="rm",
            )


def render_final(view: VennView, names: list[str], say: Words = ENGLISH, note: str = NOTE) -> bytes:
    """PNG of the standings: a row per player with place, name, total, the parts of the
    score and every section's score beside a small coloured lattice; places share ties the
    way the rules break them. Readable on a phone for any number of players: the numbers
    in the circles are left to each player's own sheet. `note`, the line at the bottom,
    says where those sheets are (`NOTE`: attached with this picture; `REPLAY_NOTE`: the
    message id of the line); `say` gives the words drawn."""
    return common.encode_png(_final_image(view, names, note, say), _palette(), PNG_LEVEL)
