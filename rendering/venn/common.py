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
from rendering.venn.words import ENGLISH, Words, condition_name

# --------------------------------------------------------------------------- common sheet

_FAMILIES = ("divisible", "at_most", "at_least", "equal", "kind", "straight", "range")


def _family(cond: Mapping[str, Any]) -> str:
    test = cond.get("test")
    return "kind" if test in ("prime", "even", "odd") else str(test)


def describe(cond: Mapping[str, Any], say: Words = ENGLISH) -> str:
    """A short line saying what a condition asks of a section's numbers."""
    t = cond.get("test")
    hi = cond.get("high")
    band = f"{cond.get('low')}–{hi}" if hi is not None else f"{cond.get('low')}+"
    if t in ("divisible", "at_most", "at_least", "range"):
        return say(f"venn-pic-asks-{t}", n=str(cond["n"]))
    if t in ("equal", "straight"):
        return say(f"venn-pic-asks-{t}", band=band)
    if t in ("prime", "even", "odd"):
        return say(f"venn-pic-asks-{t}")
    return ""


COMMON_W = 1000
COND_W = 200
COND_H = 104
COND_GAP = 12
FAMILY_W = 112
COMMON_HEAD = 124
PLAYER_H = 64
TITLE_ROOM = 760  # the title's room, left of the round's box


def _copies(players: int) -> int:
    table = _data()["copies_by_players"]
    key = str(max(1, min(players, max(int(k) for k in table))))
    return int(table.get(key, 1))


def _name_size(name: str, say: Words) -> int:
    """Font size for a condition's name on its card: the same for a whole family, the
    largest at which every name of that family fits beside the multiplier."""
    family = _family(_condition_info()[name])
    room = COND_W - 14 - 62
    sizes = []
    for c in _data()["conditions"]:
        if _family(c) == family:
            shown = condition_name(c["name"], say)
            sizes.append(
                next((z for z in range(23, 12, -1) if font(z, True).getlength(shown) <= room), 13)
            )
    return min(sizes)


@lru_cache(maxsize=256)
def _cond_card(
    name: str, copies: int, left: int, takers: tuple[str, ...], say: Words = ENGLISH
) -> Image.Image:
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
    size = _name_size(name, say)
    draw.text(
        (14, 25),
        common.fit_text(condition_name(name, say), font(size, True), room),
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
        common.fit_text(describe(cond, say), font(15), COND_W - 24),
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
    for key in _FAMILIES:
        members = [c for c in _data()["conditions"] if _family(c) == key]
        if members:
            rows.append((key, members))
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
    line, room = " · ".join(tags), x1 - x0 - 24
    size = common.fit_size(line, 14, True, room, 10)
    draw.text(
        (x0 + 12, y0 + 46),
        common.fit_text(line, font(size, True), room),
        font=font(size, True),
        fill=rgb("#a06d00") if hot else MUTED,
        anchor="lm",
    )


def _common_image(view: VennView, names: Sequence[str], say: Words = ENGLISH) -> Image.Image:
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
    title = common.fit_text(say("venn-pic-common-title"), font(36, True), TITLE_ROOM)
    draw.text((MARGIN, 46), title, font=font(36, True), fill=INK, anchor="lm")
    phase = view["phase"]
    start = view["start_player"]
    turn = view["turn"]
    over = view["over"]
    if over:
        line = say("venn-pic-over")
    elif phase == "conditions":
        who = _name_of(names, turn) if turn is not None else say("venn-pic-everyone")
        line = say("venn-pic-picking", name=who)
    elif phase == "numbers":
        line = say("venn-pic-all-placing")
    else:
        line = ""
    if start is not None:
        starts = say("venn-pic-start-player", name=_name_of(names, start))
        line += f"{' · ' if line else ''}{starts}"
    draw.text(
        (MARGIN + 1, 86),
        common.fit_text(line, font(20), 760),
        font=font(20),
        fill=MUTED,
        anchor="lm",
    )
    bx0, by0, bx1, by1 = (COMMON_W - MARGIN - 150, 18, COMMON_W - MARGIN, 98)
    common.rounded_box(draw, (bx0, by0, bx1, by1), 14, fill=FRAME)
    box = common.fit_text(say("venn-pic-round-box"), font(15, True), bx1 - bx0 - 16)
    draw.text(((bx0 + bx1) / 2, 36), box, font=font(15, True), fill=PALE, anchor="mm")
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
    for key, members in rows:
        label = common.fit_text(say(f"venn-pic-family-{key}"), font(17, True), FAMILY_W - 6)
        draw.text(
            (MARGIN + 2, y + COND_H / 2 - 10), label, font=font(17, True), fill=INK, anchor="lm"
        )
        count = say("venn-pic-family-count", count=len(members))
        count = common.fit_text(count, font(13), FAMILY_W - 6)
        draw.text((MARGIN + 2, y + COND_H / 2 + 12), count, font=font(13), fill=MUTED, anchor="lm")
        x = MARGIN + FAMILY_W
        for c in members:
            n = left[c["name"]]
            n = copies if n is None else max(0, min(copies, n))
            wrote = tuple(takers.get(c["name"], ()))
            img.paste(_cond_card(c["name"], copies, n, wrote, say), (x, y))
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
            tags.append(say("venn-pic-tag-start"))
        if hot:
            tags.append(say("venn-pic-tag-picking"))
        elif phase == "numbers" and not over:
            tags.append(say("venn-pic-done" if s["done"] else "venn-pic-placing"))
        seat_tag = say("venn-pic-tag-seat", seat=str(seat + 1))
        entries.append((_name_of(names, seat), _score(s, "total"), tags or [seat_tag], hot))
    if side:
        x0 = MARGIN + FAMILY_W + (cols - 1) * (COND_W + COND_GAP)
        y = COMMON_HEAD + free_from * (COND_H + COND_GAP)
        each = common.fit_text(say("venn-pic-copies", copies=copies), font(13), 110)
        room = COND_W - 16 - common.text_width(each, font(13))
        players_word = say("venn-pic-players")
        size = common.fit_size(players_word, 19, True, room, 13)
        players_word = common.fit_text(players_word, font(size, True), room)
        draw.text((x0 + 4, y + 16), players_word, font=font(size, True), fill=INK, anchor="lm")
        draw.text(
            (x0 + COND_W - 4, y + 17),
            each,
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


def render_common(view: VennView, names: list[str], say: Words = ENGLISH) -> bytes:
    """PNG of the common sheet: the 22 conditions by family, each with its multiplier, its
    test and its copies (crossed once taken), plus the round, whose turn and the start
    player, in `say`'s words."""
    return common.encode_png(_common_image(view, names, say), _palette(), PNG_LEVEL)
