"""A player's sheet: the static frame drawn once, then each render's numbers, marks and
scores pasted on it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.venn.views import SeatView, VennView
from rendering import kit as common
from rendering.kit import font
from rendering.venn.geometry import SHEET_GEO
from rendering.venn.lattice import (
    _circle_tile,
    _hilite_reach,
    _lattice_layer,
    _tile_box,
    _tile_mask,
    readable,
)
from rendering.venn.layout import (
    _SCORE_CELLS,
    _TOTAL_BOX,
    _card_box,
    _circles,
    _int,
    _layout,
    _mark_state,
    _pair_badge_xy,
    _pair_frame,
    _park,
    _park_panel,
    _park_xy,
    _score,
    _score_cells,
    _seat_entry,
    _section_score,
    _signed,
    _sum_box_xy,
    _sum_counts,
    _sum_label_box,
    _sum_panel,
    _sum_worth_xy,
)
from rendering.venn.lookup import (
    _circle_ids,
    _colour,
    _condition_info,
    _dark,
    _data,
    _dice_names,
    _sections,
)
from rendering.venn.pieces import (
    MARK_H,
    _mark_img,
    _mark_w,
    _Out,
    _park_circle,
    _sum_box,
    _to_palette,
    _worth_pill,
    die_badge,
)
from rendering.venn.theme import (
    ACCENT,
    BG,
    CARD,
    CARD_EDGE,
    CODE_TEXT,
    COND_MIN_TEXT,
    COND_TEXT,
    DICE_H,
    DIE_SIZE,
    FAINT,
    FIGURE_TEXT,
    FRAME,
    GOOD,
    HILITE,
    INK,
    LABEL_TEXT,
    MARGIN,
    MUTED,
    NAME_TEXT,
    PALE,
    PNG_LEVEL,
    SCORE_H,
    SCORE_TEXT,
    SHADOW,
    STATUS_TEXT,
    TITLE_TEXT,
    WIDTH,
)
from rendering.venn.words import ENGLISH, Words, condition_name

# --------------------------------------------------------------------------- static sheet


def _section_strip(draw: ImageDraw.ImageDraw, width: int, y0: int = 0, h: int = 8) -> None:
    """A thin band of the nine section colours across the top of a picture."""
    secs = _sections()
    for i, s in enumerate(secs):
        x0 = round(i * width / len(secs))
        x1 = round((i + 1) * width / len(secs))
        draw.rectangle((x0, y0, x1, y0 + h - 1), fill=_colour(s["code"]))


def _card_frame(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], radius: int) -> None:
    common.rounded_box(draw, box, radius, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)


def _label(say: Words, label: str) -> str:
    """A score cell's label: a message id, or a name of the game's own (SUM, PARK)."""
    return say(label) if label.startswith("venn-") else label


# the room of the dice card's "extra values" under its count (right of the last die)
EXTRAS_ROOM = 230


@lru_cache(maxsize=8)
def _sheet_base(with_dice: bool, say: Words = ENGLISH) -> Image.Image:
    """Everything on a player sheet that is the same for every player and every round."""
    lay = _layout(with_dice)
    img = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, WIDTH)
    tx0, ty0, tx1, _ = _TOTAL_BOX
    common.rounded_box(draw, _TOTAL_BOX, 14, fill=FRAME)
    draw.text(
        ((tx0 + tx1) / 2, ty0 + 20),
        common.fit_text(say("venn-pic-total"), font(LABEL_TEXT, True), tx1 - tx0 - 16),
        font=font(LABEL_TEXT, True),
        fill=PALE,
        anchor="mm",
    )

    if with_dice:
        y0 = lay.dice_y
        _card_frame(draw, (MARGIN, y0, WIDTH - MARGIN, y0 + DICE_H), 16)
        for k, name in enumerate(_dice_names()):
            cx = _die_x(k) + DIE_SIZE // 2
            draw.text(
                (cx, y0 + DICE_H - 17), name, font=font(LABEL_TEXT, True), fill=MUTED, anchor="mm"
            )
        draw.text(
            (WIDTH - MARGIN - 20, y0 + DICE_H - 17),
            common.fit_text(say("venn-pic-extras"), font(LABEL_TEXT, True), EXTRAS_ROOM),
            font=font(LABEL_TEXT, True),
            fill=MUTED,
            anchor="rm",
        )

    # the lattice
    y0 = lay.lattice_y
    _card_frame(draw, (MARGIN, y0, WIDTH - MARGIN, y0 + lay.lattice_h), 18)
    img.paste(_lattice_layer(SHEET_GEO, CARD, True), lay.lattice_origin)

    # section cards: code and points on top, the condition, then the bonus marks
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        _card_frame(draw, (x0, y0, x1, y1), 14)
        colour = _colour(code)
        draw.rectangle((x0 + 2, y0 + 14, x0 + 7, y1 - 14), fill=colour)
        common.rounded_box(
            draw, (x0 + 14, y0 + 8, x0 + 74, y0 + 44), 10, fill=colour, outline=_dark(code), width=2
        )
        draw.text(
            (x0 + 44, y0 + 27), code, font=font(CODE_TEXT, True), fill=readable(colour), anchor="mm"
        )
        draw.text(
            (x0 + 84, y0 + 27),
            say("venn-pic-points", points=str(s["points"])),
            font=font(LABEL_TEXT, True),
            fill=MUTED,
            anchor="lm",
        )

    # SUM and PARK, each across the sheet, its name in a column on the left
    sx0, sy0, sx1, sy1 = _sum_panel(with_dice)
    _card_frame(draw, (sx0, sy0, sx1, sy1), 16)
    draw.text(
        (sx0 + 20, (sy0 + sy1) / 2), "SUM", font=font(TITLE_TEXT, True), fill=INK, anchor="lm"
    )
    for key, row in _data()["sum_rows"].items():
        lx0, ly0, lx1, ly1 = _sum_label_box(key, with_dice)
        common.rounded_box(draw, (lx0, ly0, lx1, ly1), 10, fill=FRAME)
        draw.text(
            ((lx0 + lx1) / 2, (ly0 + ly1) / 2 + 1),
            common.fit_text(say("venn-pic-dice", count=key), font(LABEL_TEXT, True), lx1 - lx0 - 8),
            font=font(LABEL_TEXT, True),
            fill=HILITE,
            anchor="mm",
        )
        for i, n in enumerate(row["boxes"]):
            img.paste(_sum_box(n, False), _sum_box_xy(key, i, with_dice))
        worth = say("venn-pic-points", points=str(row["worth"]))
        img.paste(_worth_pill(row["worth"], False, worth), _sum_worth_xy(key, with_dice))
    px0, py0, px1, py1 = _park_panel(with_dice)
    _card_frame(draw, (px0, py0, px1, py1), 16)
    draw.text(
        (px0 + 20, (py0 + py1) / 2), "PARK", font=font(TITLE_TEXT, True), fill=INK, anchor="lm"
    )
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        common.rounded_box(
            draw, _pair_frame(pair, with_dice), 16, fill=None, outline=CARD_EDGE, width=2
        )
        for j in range(2):
            i = 2 * pair + j
            img.paste(_park_circle(None, False, i + 1), _park_xy(i, with_dice))
        worth = say("venn-pic-points", points=str(pts))
        img.paste(_worth_pill(pts, False, worth), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    _card_frame(draw, (MARGIN, y0, WIDTH - MARGIN, y0 + SCORE_H), 16)
    for (label, _key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = _key == "total"
        if is_total:
            common.rounded_box(draw, (cx0, y0 + 10, cx1, y0 + SCORE_H - 10), 12, fill=FRAME)
        draw.text(
            ((cx0 + cx1) / 2, y0 + 28),
            common.fit_text(_label(say, label), font(LABEL_TEXT, True), cx1 - cx0 - 8),
            font=font(LABEL_TEXT, True),
            fill=PALE if is_total else MUTED,
            anchor="mm",
        )
    return img


def _die_x(k: int) -> int:
    return MARGIN + 22 + k * (DIE_SIZE + 26)


# --------------------------------------------------------------------------- sheet


def _status(view: VennView, seat: int, entry: SeatView, say: Words) -> str:
    rnd = str(view["round"])
    if view["over"]:
        return say("venn-pic-game-over", round=rnd)
    phase = view["phase"]
    parts = [say("venn-pic-round", round=rnd)]
    if phase == "conditions":
        turn = view["turn"]
        parts.append(say("venn-pic-your-pick" if turn == seat else "venn-pic-conditions"))
    elif phase == "numbers":
        parts.append(say("venn-pic-placing"))
        if entry["done"]:
            parts.append(say("venn-pic-done"))
    return " · ".join(parts)


def _compose_sheet(
    view: VennView,
    seat: int,
    name: str,
    highlight: Sequence[str] | None,
    out: _Out,
    with_dice: bool,
    breaks: Sequence[str] = (),
    say: Words = ENGLISH,
) -> None:
    """Draw everything that depends on the view onto `out` (which holds the static layer)."""
    entry = _seat_entry(view, seat)
    lay = _layout(with_dice)
    circles = _circles(entry)

    # header
    shown = out.fit(name or say("venn-pic-player", seat=str(seat + 1)), NAME_TEXT, True, 660)
    out.text((MARGIN, 46), shown, NAME_TEXT, True, INK, BG, "lm")
    status = out.fit(_status(view, seat, entry, say), STATUS_TEXT, False, 660)
    out.text((MARGIN + 1, 84), status, STATUS_TEXT, False, MUTED, BG, "lm")
    tx0, ty0, tx1, _ = _TOTAL_BOX
    out.text(
        ((tx0 + tx1) / 2, ty0 + 54),
        _signed(_score(entry, "total")),
        FIGURE_TEXT,
        True,
        HILITE,
        FRAME,
        "mm",
    )

    # dice
    if with_dice:
        me = view["me"]  # with_dice: the sheet's own seat, so its view has "me"
        assert me is not None
        roll = list(view["roll"])
        dice_used = list(me["dice_used"])
        for k, dname in enumerate(_dice_names()):
            v = _int(roll[k]) if k < len(roll) else None
            u = bool(dice_used[k]) if k < len(dice_used) else False
            out.put(die_badge, (dname, v, DIE_SIZE, u, CARD), (_die_x(k), lay.dice_y + 6))
        extras = me["extras"]
        out.text(
            (WIDTH - MARGIN - 20 - 64, lay.dice_y + 50),
            str(extras),
            FIGURE_TEXT + 6,
            True,
            INK if extras else FAINT,
            CARD,
            "mm",
        )

    # circles
    ox, oy = lay.lattice_origin
    lit = {c for c in highlight or () if c in circles}
    broken = set(breaks)
    # highlighted circles last, so their rings lie over any neighbour
    for cid in sorted(_circle_ids(), key=lambda c: c in lit):
        v = circles[cid]
        if v is None and cid not in lit:
            continue
        box = _tile_box(
            SHEET_GEO, cid, _hilite_reach(SHEET_GEO, cid)[1] + 1 if cid in lit else SHEET_GEO.r + 2
        )
        out.put(
            _circle_tile,
            (cid, v, cid in lit, cid in lit and cid in broken),
            (ox + box[0], oy + box[1]),
            _tile_mask(cid, cid in lit),
        )

    # section cards: the condition (or none yet), the bonus marks, the running score
    info = _condition_info()
    conds = entry["conditions"]
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        raw = conds[code]
        if isinstance(raw, str) and raw:
            cond = condition_name(raw, say)
            mult = info.get(raw, {}).get("multiplier")
            tail = f" ×{mult}" if mult is not None else ""
            size = COND_TEXT
            room = x1 - x0 - 30
            if common.text_width(cond + tail, font(size, True)) > room:
                size = COND_MIN_TEXT
            tail_w = common.text_width(tail, font(size, True)) if tail else 0
            shown = out.fit(cond, size, True, room - tail_w)
            out.text((x0 + 16, y0 + 64), shown, size, True, INK, CARD, "lm")
            if tail:
                out.text(
                    (x0 + 16 + common.text_width(shown, font(size, True)), y0 + 64),
                    tail,
                    size,
                    True,
                    _dark(code),
                    CARD,
                    "lm",
                )
        else:
            none = out.fit(say("venn-pic-no-condition"), LABEL_TEXT, False, x1 - x0 - 30)
            out.text((x0 + 16, y0 + 64), none, LABEL_TEXT, False, MUTED, CARD, "lm")
        mx = x0 + 14
        for kind in ("first", "different"):
            state = _mark_state(entry, view, code, kind, circles)
            first = say("venn-pic-first")
            out.put(_mark_img, (kind, state, _colour(code), first), (mx, y1 - 8 - MARK_H))
            mx += _mark_w(kind) + 8
        sc = _section_score(entry, code)
        fill = GOOD if sc > 0 else ACCENT if sc < 0 else FAINT
        out.text(
            (x1 - 14, y1 - 8 - MARK_H // 2),
            _signed(sc, plus=True),
            SCORE_TEXT,
            True,
            fill,
            CARD,
            "rm",
        )

    # SUM rows (gold worth when this player currently scores the row)
    counts = _sum_counts(entry)
    for key, row in _data()["sum_rows"].items():
        for i in range(counts[key]):
            out.put(_sum_box, (row["boxes"][i], True), _sum_box_xy(key, i, with_dice))
        if entry["sum_scoring"][key]:  # the engine's scoring says whether the row scores
            worth = say("venn-pic-points", points=str(row["worth"]))
            out.put(_worth_pill, (row["worth"], True, worth), _sum_worth_xy(key, with_dice))

    # PARK
    park = _park(entry)
    park_lit = {c.upper() for c in highlight or () if isinstance(c, str)}
    for i, (v, used) in enumerate(park):
        lit_here = f"P{i + 1}" in park_lit
        if v is not None or used or lit_here:
            out.put(_park_circle, (v, used, i + 1, lit_here), _park_xy(i, with_dice))
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        a, b = park[2 * pair], park[2 * pair + 1]
        if a[0] is not None and b[0] is not None and not a[1] and not b[1]:
            worth = say("venn-pic-points", points=str(pts))
            out.put(_worth_pill, (pts, True, worth), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    for (_label_id, key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = key == "total"
        out.text(
            ((cx0 + cx1) / 2, y0 + 64),
            _signed(_score(entry, key)),
            FIGURE_TEXT,
            True,
            HILITE if is_total else INK,
            FRAME if is_total else CARD,
            "mm",
        )


def _sheet_mode(view: VennView, seat: int) -> bool:
    me = view["me"]
    return me is not None and me["seat"] == seat


def _sheet_rgb(
    view: VennView, seat: int, name: str, highlight: Sequence[str] | None = None
) -> Image.Image:
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base(with_dice).copy(), palette=False)
    _compose_sheet(view, seat, name, highlight, out, with_dice)
    return out.img


@lru_cache(maxsize=8)
def _sheet_base_p(with_dice: bool, say: Words = ENGLISH) -> Image.Image:
    return _to_palette(_sheet_base(with_dice, say))


def render_sheet(
    view: VennView,
    seat: int,
    name: str,
    highlight: list[str] | None = None,
    breaks: list[str] | None = None,
    say: Words = ENGLISH,
) -> bytes:
    """PNG of one player's VENN sheet: the lattice with its numbers, section cards
    (condition, bonus marks, running score), SUM rows, PARK and the score.

    When `view["me"]` is this seat, the round's dice (used ones greyed) and the extra
    values left are shown too. Circles listed in `highlight` (lattice ids such as "Kh1"
    or "Cr-Cy", PARK circles "P1"-"P8") get a white ring and, when empty, their label as
    the panel's menu names them ("#2" in the section, "P3"); those also in `breaks` (the
    value would break a condition there) get a dashed ring instead of a solid one. `say`
    gives the words drawn (English when none is given)."""
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base_p(with_dice, say).copy(), palette=True)
    _compose_sheet(view, seat, name, highlight, out, with_dice, breaks or (), say)
    return common.encode_png(out.img, None, PNG_LEVEL)
