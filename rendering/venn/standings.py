"""The standings and the final picture: every sheet in small, the scores, the places."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

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
    MARGIN,
    MUTED,
    PALE,
    PNG_LEVEL,
    SHADOW,
    SILVER,
    WIN_FILL,
)

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


def _thumbnail(entry: Mapping[str, Any], scale: int, ground: RGB) -> Image.Image:
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


def _rank_key(entry: Mapping[str, Any]) -> tuple[int, int, int]:
    """Place order: total, then conditions written, then fewest empty circles."""
    conds = sum(1 for v in entry["conditions"].values() if v)
    empty = sum(1 for v in _circles(entry).values() if v is None)
    empty += sum(1 for v, used in _park(entry) if v is None and not used)
    return (_score(entry, "total"), conds, -empty)


def _ranked(view: Mapping[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    seats = list(view["seats"])
    keys = [_rank_key(s) for s in seats]
    ranks = [1 + sum(1 for o in keys if o > k) for k in keys]
    order = sorted(range(len(seats)), key=lambda i: (ranks[i], seats[i]["seat"]))
    return [(ranks[i], seats[i]) for i in order]


def _rank_colour(rank: int) -> RGB:
    return {1: GOLD, 2: SILVER, 3: BRONZE}.get(rank, FRAME)


STANDINGS_W = 1000


def _final_image(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    ranked = _ranked(view)
    n = len(ranked)
    cols = 1 if n <= 1 else 2  # two across at most: each card stays readable on a phone
    inner = STANDINGS_W - 2 * MARGIN
    cw = (inner - (cols - 1) * GAP) // cols
    scale = 64 if cols == 1 else 56 if cols == 2 else 40
    tgeo = _thumb_geo(scale)
    tw, th = tgeo.size
    side = cols == 1  # one player: the score table sits beside the lattice
    ch = 66 + th + (16 if side else 150)
    rows = -(-n // cols) if n else 1
    head = 112
    h = head + rows * ch + (rows - 1) * GAP + MARGIN
    img = Image.new("RGB", (STANDINGS_W, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, STANDINGS_W)
    over = view["over"]
    draw.text(
        (MARGIN, 46),
        f"VENN · {'Final scores' if over else 'Standings'}",
        font=font(36, True),
        fill=INK,
        anchor="lm",
    )
    winners = [_name_of(names, e["seat"]) for r, e in ranked if r == 1]
    if winners:
        label = "Winner" if len(winners) == 1 else "Tied winners"
        top = _signed(_score(ranked[0][1], "total"))
        line = f"★ {label}: {', '.join(winners)} with {top}"
        if not over:
            line = f"Leading: {', '.join(winners)} with {top}"
    else:
        line = "No players"
    draw.text(
        (MARGIN + 1, 86),
        common.fit_text(line, font(20, True), 760),
        font=font(20, True),
        fill=rgb("#a06d00") if over else MUTED,
        anchor="lm",
    )
    bx1 = STANDINGS_W - MARGIN
    bx0 = bx1 - 150
    common.rounded_box(draw, (bx0, 18, bx1, 98), 14, fill=GOLD if over else FRAME)
    draw.text(
        ((bx0 + bx1) / 2, 36),
        "ROUNDS" if over else "ROUND",
        font=font(15, True),
        fill=HILITE if over else PALE,
        anchor="mm",
    )
    draw.text(
        ((bx0 + bx1) / 2, 70),
        str(view["round"]),
        font=font(36, True),
        fill=HILITE,
        anchor="mm",
    )

    for k, (rank, entry) in enumerate(ranked):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        row_w = in_row * cw + (in_row - 1) * GAP
        x0 = MARGIN + (inner - row_w) // 2 + col * (cw + GAP)
        y0 = head + row * (ch + GAP)
        winner = over and rank == 1
        fill = WIN_FILL if winner else CARD
        common.rounded_box(
            draw,
            (x0, y0, x0 + cw, y0 + ch),
            16,
            fill=fill,
            outline=GOLD if winner else CARD_EDGE,
            width=4 if winner else 2,
            shadow=SHADOW,
        )
        seat = entry["seat"]
        cy = y0 + 34
        r = 18
        draw.ellipse((x0 + 14, cy - r, x0 + 14 + 2 * r, cy + r), fill=_rank_colour(rank))
        draw.text((x0 + 14 + r, cy + 1), str(rank), font=font(18, True), fill=HILITE, anchor="mm")
        total = _signed(_score(entry, "total"))
        tf = font(30, True)
        draw.text((x0 + cw - 16, cy + 1), total, font=tf, fill=INK, anchor="rm")
        nx = x0 + 14 + 2 * r + 10
        room = x0 + cw - 16 - common.text_width(total, tf) - 10 - nx
        draw.text(
            (nx, cy),
            common.fit_text(_name_of(names, seat), font(21, True), room),
            font=font(21, True),
            fill=INK,
            anchor="lm",
        )
        thumb = _thumbnail(entry, scale, fill)
        tx = x0 + 14 if side else x0 + (cw - tw) // 2
        ty = y0 + 60
        img.paste(thumb, (tx, ty))
        # per-section scores as a 3x3 table mirroring the lattice, then the other parts
        if side:
            _score_table(draw, entry, (tx + tw + 24, ty + 10, x0 + cw - 18, ty + th), big=True)
        else:
            _score_table(draw, entry, (x0 + 14, ty + th + 8, x0 + cw - 14, y0 + ch - 12), big=False)
    return img


def _score_table(
    draw: ImageDraw.ImageDraw, entry: Mapping[str, Any], box: tuple[int, int, int, int], big: bool
) -> None:
    """Section scores in the lattice's 3x3 arrangement, then SUM, PARK and conditions."""
    x0, y0, x1, y1 = box
    lattice = _data()["lattice"]
    cell_h = 30 if big else 26
    cw = (x1 - x0) // 3
    fs = 17 if big else 14
    for r, row in enumerate(lattice):
        for c, code in enumerate(row):
            cx0 = x0 + c * cw
            cy = y0 + r * cell_h + cell_h // 2
            colour = _colour(code)
            draw.rounded_rectangle(
                (
                    cx0 + 2,
                    cy - cell_h // 2 + 3,
                    cx0 + 2 + (40 if big else 32),
                    cy + cell_h // 2 - 3,
                ),
                8,
                fill=colour,
            )
            draw.text(
                (cx0 + 2 + (20 if big else 16), cy),
                code,
                font=font(fs - 1, True),
                fill=readable(colour),
                anchor="mm",
            )
            sc = _section_score(entry, code)
            draw.text(
                (cx0 + cw - 8, cy),
                _signed(sc, plus=True),
                font=font(fs, True),
                fill=GOOD if sc > 0 else ACCENT if sc < 0 else FAINT,
                anchor="rm",
            )
    y = y0 + 3 * cell_h + (16 if big else 10)
    conds = sum(1 for v in entry["conditions"].values() if v)
    parts = [
        ("Sections", _score(entry, "sections")),
        ("SUM", _score(entry, "sum")),
        ("PARK", _score(entry, "park")),
    ]
    text = "   ".join(f"{label} {_signed(v)}" for label, v in parts)
    draw.text(
        ((x0 + x1) / 2, y + 8), text, font=font(fs + (1 if big else 0), True), fill=INK, anchor="mm"
    )
    draw.text(
        ((x0 + x1) / 2, y + 8 + fs + 10),
        f"{conds} condition{'s' if conds != 1 else ''} written",
        font=font(fs - 1),
        fill=MUTED,
        anchor="mm",
    )


def render_final(view: dict, names: list[str]) -> bytes:
    """PNG of the standings: every player's small sheet (coloured lattice with numbers,
    section scores), name, total and place; places share ties the way the rules break them."""
    return common.encode_png(_final_image(view, names), _palette(), PNG_LEVEL)
