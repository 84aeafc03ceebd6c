"""The common sheet: every condition card with its copies left and who took it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.venn.views import VennView
from rendering import kit as common
from rendering.kit import font, rgb
from rendering.venn.layout import _name_of, _score, _signed
from rendering.venn.lookup import _condition_info, _data
from rendering.venn.palette import _palette
from rendering.venn.sheet import _section_strip
from rendering.venn.theme import (
    BG,
    BOX_USED,
    CARD,
    CARD_EDGE,
    EMPTY,
    FAINT,
    FRAME,
    GAP,
    GOLD,
    HILITE,
    INK,
    MARGIN,
    MUTED,
    PALE,
    PNG_LEVEL,
    SHADOW,
    WIN_FILL,
)

# --------------------------------------------------------------------------- common sheet

_FAMILIES = (
    ("divisible", "Divisible"),
    ("at_most", "At most"),
    ("at_least", "At least"),
    ("equal", "All equal"),
    ("kind", "Kind"),
    ("straight", "Straight"),
    ("range", "Range"),
)


def _family(cond: Mapping[str, Any]) -> str:
    test = cond.get("test")
    return "kind" if test in ("prime", "even", "odd") else str(test)


def describe(cond: Mapping[str, Any]) -> str:
    """A short line saying what a condition asks of a section's numbers."""
    t = cond.get("test")
    hi = cond.get("high")
    band = f"{cond.get('low')}–{hi}" if hi is not None else f"{cond.get('low')}+"
    if t == "divisible":
        return f"all divisible by {cond['n']}"
    if t == "at_most":
        return f"all {cond['n']} or less"
    if t == "at_least":
        return f"all {cond['n']} or more"
    if t == "equal":
        return f"all the same, {band}"
    if t in ("prime", "even", "odd"):
        return f"all {t}"
    if t == "straight":
        return f"consecutive, {band}"
    if t == "range":
        return f"highest − lowest ≤ {cond['n']}"
    return ""


COMMON_W = 1000
COND_W = 200
COND_H = 104
COND_GAP = 12
FAMILY_W = 112
COMMON_HEAD = 124
PLAYER_H = 64


def _copies(players: int) -> int:
    table = _data()["copies_by_players"]
    key = str(max(1, min(players, max(int(k) for k in table))))
    return int(table.get(key, 1))


def _name_size(name: str) -> int:
    """Font size for a condition's name on its card: the same for a whole family, the
    largest at which every name of that family fits beside the multiplier."""
    family = _family(_condition_info()[name])
    room = COND_W - 14 - 62
    sizes = []
    for c in _data()["conditions"]:
        if _family(c) == family:
            sizes.append(
                next(
                    (z for z in range(23, 12, -1) if font(z, True).getlength(c["name"]) <= room), 13
                )
            )
    return min(sizes)


@lru_cache(maxsize=256)
def _cond_card(name: str, copies: int, left: int, takers: tuple[str, ...]) -> Image.Image:
    """One condition of the common sheet: name, multiplier, test and copy boxes (crossed
    once taken), with the names of the players who wrote it in."""
    cond = _condition_info()[name]
    img = Image.new("RGB", (COND_W + 1, COND_H + 4), BG)
    draw = ImageDraw.Draw(img)
    gone = left <= 0
    fill = BOX_USED if gone else CARD
    common.rounded_box(
        draw, (0, 0, COND_W, COND_H), 14, fill=fill, outline=CARD_EDGE, width=2, shadow=SHADOW
    )
    room = COND_W - 14 - 62
    size = _name_size(name)
    draw.text(
        (14, 25),
        common.fit_text(name, font(size, True), room),
        font=font(size, True),
        fill=FAINT if gone else INK,
        anchor="lm",
    )
    common.rounded_box(draw, (COND_W - 54, 10, COND_W - 10, 40), 10, fill=FAINT if gone else FRAME)
    draw.text(
        (COND_W - 32, 25), f"×{cond['multiplier']}", font=font(18, True), fill=HILITE, anchor="mm"
    )
    draw.text(
        (14, 54),
        common.fit_text(describe(cond), font(15), COND_W - 24),
        font=font(15),
        fill=MUTED,
        anchor="lm",
    )
    s = 24
    y = COND_H - 12 - s
    for i in range(copies):
        x = 14 + i * (s + 6)
        crossed = i >= left
        draw.rounded_rectangle(
            (x, y, x + s, y + s),
            6,
            fill=BOX_USED if crossed else EMPTY,
            outline=FAINT if crossed else MUTED,
            width=2,
        )
        if crossed:
            draw.line((x + 5, y + 5, x + s - 5, y + s - 5), fill=INK, width=3)
            draw.line((x + 5, y + s - 5, x + s - 5, y + 5), fill=INK, width=3)
    if takers:
        tx = 14 + copies * (s + 6) + 4
        text = common.fit_text(", ".join(takers), font(13, True), COND_W - tx - 10)
        draw.text((COND_W - 10, y + s / 2), text, font=font(13, True), fill=MUTED, anchor="rm")
    return img


def _common_rows() -> list[tuple[str, list[dict[str, Any]]]]:
    rows = []
    for key, label in _FAMILIES:
        members = [c for c in _data()["conditions"] if _family(c) == key]
        if members:
            rows.append((label, members))
    return rows


def _player_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    name: str,
    total: int,
    tags: list[str],
    hot: bool,
) -> None:
    """A player on the common sheet: name and total on top, their situation underneath;
    the player to pick a condition is picked out in gold."""
    x0, y0, x1, y1 = box
    common.rounded_box(
        draw,
        box,
        14,
        fill=WIN_FILL if hot else CARD,
        outline=GOLD if hot else CARD_EDGE,
        width=3 if hot else 2,
        shadow=SHADOW,
    )
    t = _signed(total)
    tf = font(22, True)
    draw.text((x1 - 12, y0 + 22), t, font=tf, fill=INK, anchor="rm")
    room = x1 - x0 - 24 - common.text_width(t, tf) - 8
    draw.text(
        (x0 + 12, y0 + 22),
        common.fit_text(name, font(18, True), room),
        font=font(18, True),
        fill=INK,
        anchor="lm",
    )
    line = common.fit_text(" · ".join(tags), font(14, True), x1 - x0 - 24)
    draw.text(
        (x0 + 12, y0 + 46),
        line,
        font=font(14, True),
        fill=rgb("#a06d00") if hot else MUTED,
        anchor="lm",
    )


def _common_image(view: VennView, names: Sequence[str]) -> Image.Image:
    rows = _common_rows()
    seats = list(view["seats"])
    grid_h = len(rows) * (COND_H + COND_GAP) - COND_GAP
    cols = max(len(m) for _, m in rows)
    # the players go in the grid's last column where the rows below leave it free,
    # otherwise in a strip underneath
    free_from = len(rows)
    while free_from > 0 and len(rows[free_from - 1][1]) < cols:
        free_from -= 1
    column_h = (len(rows) - free_from) * (COND_H + COND_GAP) - COND_GAP
    side = bool(seats) and column_h >= 44 + len(seats) * (PLAYER_H + 8)
    h = COMMON_HEAD + grid_h + (0 if side else GAP + PLAYER_H) + MARGIN + 4
    img = Image.new("RGB", (COMMON_W, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, COMMON_W)
    draw.text((MARGIN, 46), "VENN · Common sheet", font=font(36, True), fill=INK, anchor="lm")
    phase = view["phase"]
    start = view["start_player"]
    turn = view["turn"]
    over = view["over"]
    if over:
        line = "The game is over"
    elif phase == "conditions":
        who = _name_of(names, turn) if turn is not None else "everyone"
        line = f"Choosing conditions · {who} to pick"
    elif phase == "numbers":
        line = "Placing numbers · everyone at once"
    else:
        line = ""
    if start is not None:
        line += f"{' · ' if line else ''}start player {_name_of(names, start)}"
    draw.text(
        (MARGIN + 1, 86),
        common.fit_text(line, font(20), 760),
        font=font(20),
        fill=MUTED,
        anchor="lm",
    )
    bx0, by0, bx1, by1 = (COMMON_W - MARGIN - 150, 18, COMMON_W - MARGIN, 98)
    common.rounded_box(draw, (bx0, by0, bx1, by1), 14, fill=FRAME)
    draw.text(((bx0 + bx1) / 2, 36), "ROUND", font=font(15, True), fill=PALE, anchor="mm")
    draw.text(
        ((bx0 + bx1) / 2, 70),
        str(view["round"]),
        font=font(36, True),
        fill=HILITE,
        anchor="mm",
    )

    players = view["players"]
    copies = _copies(players)
    left = view["common"]
    takers: dict[str, list[str]] = {}
    for k, s in enumerate(seats):
        seat = s["seat"]
        for cname in s["taken"]:
            takers.setdefault(cname, []).append(_name_of(names, k if seat is None else seat))
    y = COMMON_HEAD
    for label, members in rows:
        draw.text(
            (MARGIN + 2, y + COND_H / 2 - 10), label, font=font(17, True), fill=INK, anchor="lm"
        )
        count = f"{len(members)} condition{'s' if len(members) != 1 else ''}"
        draw.text((MARGIN + 2, y + COND_H / 2 + 12), count, font=font(13), fill=MUTED, anchor="lm")
        x = MARGIN + FAMILY_W
        for c in members:
            n = left[c["name"]]
            n = copies if n is None else max(0, min(copies, n))
            img.paste(_cond_card(c["name"], copies, n, tuple(takers.get(c["name"], ()))), (x, y))
            x += COND_W + COND_GAP
        y += COND_H + COND_GAP

    # players: name, total, and who starts / picks / is done
    entries = []
    for k, s in enumerate(seats):
        seat = s["seat"]
        seat = k if seat is None else seat
        hot = turn == seat and phase == "conditions" and not over
        tags = []
        if seat == start:
            tags.append("start")
        if hot:
            tags.append("▶ picking now")
        elif phase == "numbers" and not over:
            tags.append("done ✓" if s["done"] else "placing numbers")
        entries.append(
            (_name_of(names, seat), _score(s, "total"), tags or [f"seat {seat + 1}"], hot)
        )
    if side:
        x0 = MARGIN + FAMILY_W + (cols - 1) * (COND_W + COND_GAP)
        y = COMMON_HEAD + free_from * (COND_H + COND_GAP)
        draw.text((x0 + 4, y + 16), "Players", font=font(19, True), fill=INK, anchor="lm")
        draw.text(
            (x0 + COND_W - 4, y + 17),
            f"{copies} cop{'y' if copies == 1 else 'ies'} each",
            font=font(13),
            fill=MUTED,
            anchor="rm",
        )
        y += 36
        for name, total, tags, hot in entries:
            _player_tile(draw, (x0, y, x0 + COND_W, y + PLAYER_H), name, total, tags, hot)
            y += PLAYER_H + 8
    elif entries:
        y = COMMON_HEAD + grid_h + GAP
        n = len(entries)
        cw = (COMMON_W - 2 * MARGIN - (n - 1) * 10) // n
        for k, (name, total, tags, hot) in enumerate(entries):
            x0 = MARGIN + k * (cw + 10)
            _player_tile(draw, (x0, y, x0 + cw, y + PLAYER_H), name, total, tags, hot)
    return img


def render_common(view: VennView, names: list[str]) -> bytes:
    """PNG of the common sheet: the 22 conditions by family, each with its multiplier, its
    test and its copies (crossed once taken), plus the round, whose turn and the start player."""
    return common.encode_png(_common_image(view, names), _palette(), PNG_LEVEL)
