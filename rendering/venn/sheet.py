"""A player's sheet: the static frame drawn once, then each render's numbers, marks and
scores pasted on it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.venn.views import VennView
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
    _panel_boxes,
    _park,
    _park_xy,
    _score,
    _score_cells,
    _seat_entry,
    _section_score,
    _signed,
    _sum_box_xy,
    _sum_counts,
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
    SUM_BOX,
    _mark_img,
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
    DICE_H,
    DIE_SIZE,
    FAINT,
    FRAME,
    GOOD,
    HILITE,
    INK,
    MARGIN,
    MUTED,
    PALE,
    PNG_LEVEL,
    SCORE_H,
    SHADOW,
    WIDTH,
)

# --------------------------------------------------------------------------- static sheet


def _section_strip(draw: ImageDraw.ImageDraw, width: int, y0: int = 0, h: int = 8) -> None:
    """A thin band of the nine section colours across the top of a picture."""
    secs = _sections()
    for i, s in enumerate(secs):
        x0 = round(i * width / len(secs))
        x1 = round((i + 1) * width / len(secs))
        draw.rectangle((x0, y0, x1, y0 + h - 1), fill=_colour(s["code"]))


@lru_cache(maxsize=2)
def _sheet_base(with_dice: bool) -> Image.Image:
    """Everything on a player sheet that is the same for every player and every round."""
    lay = _layout(with_dice)
    img = Image.new("RGB", (WIDTH, lay.height), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, WIDTH)
    tx0, ty0, tx1, ty1 = _TOTAL_BOX
    common.rounded_box(draw, _TOTAL_BOX, 14, fill=FRAME)
    draw.text(((tx0 + tx1) / 2, ty0 + 18), "TOTAL", font=font(15, True), fill=PALE, anchor="mm")

    if with_dice:
        y0 = lay.dice_y
        common.rounded_box(
            draw,
            (MARGIN, y0, WIDTH - MARGIN, y0 + DICE_H),
            16,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        draw.text((MARGIN + 20, y0 + 40), "Your dice", font=font(21, True), fill=INK, anchor="lm")
        draw.text(
            (MARGIN + 20, y0 + 68), "this round", font=font(17, True), fill=MUTED, anchor="lm"
        )
        for k, name in enumerate(_dice_names()):
            cx = _die_x(k) + DIE_SIZE // 2
            draw.text((cx, y0 + DICE_H - 17), name, font=font(15, True), fill=MUTED, anchor="mm")
        draw.text(
            (WIDTH - MARGIN - 20, y0 + 90),
            "extra values left",
            font=font(16),
            fill=MUTED,
            anchor="rm",
        )

    # the lattice
    y0 = lay.lattice_y
    common.rounded_box(
        draw,
        (MARGIN, y0, WIDTH - MARGIN, y0 + lay.lattice_h),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    img.paste(_lattice_layer(SHEET_GEO, CARD, True), lay.lattice_origin)

    # section cards
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        common.rounded_box(
            draw, (x0, y0, x1, y1), 14, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW
        )
        colour = _colour(code)
        draw.rectangle((x0 + 2, y0 + 14, x0 + 7, y1 - 14), fill=colour)
        common.rounded_box(
            draw,
            (x0 + 16, y0 + 12, x0 + 66, y0 + 44),
            10,
            fill=colour,
            outline=_dark(code),
            width=2,
        )
        draw.text((x0 + 41, y0 + 28), code, font=font(20, True), fill=readable(colour), anchor="mm")
        draw.text(
            (x1 - 14, y0 + 28), f"{s['points']} pts", font=font(18, True), fill=INK, anchor="rm"
        )
        name_w = x1 - 14 - common.text_width(f"{s['points']} pts", font(18, True)) - 8 - (x0 + 74)
        draw.text(
            (x0 + 74, y0 + 29),
            common.fit_text(s["name"], font(16), name_w),
            font=font(16),
            fill=MUTED,
            anchor="lm",
        )

    # SUM and PARK
    left, right = _panel_boxes(with_dice)
    for box in (left, right):
        common.rounded_box(draw, box, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    draw.text((left[0] + 20, left[1] + 28), "SUM", font=font(22, True), fill=INK, anchor="lm")
    draw.text(
        (left[0] + 82, left[1] + 29),
        "sum of 3, 4 or 5 dice: cross a box",
        font=font(14),
        fill=MUTED,
        anchor="lm",
    )
    for key, row in _data()["sum_rows"].items():
        x, y = _sum_box_xy(key, 0, with_dice)
        common.rounded_box(
            draw, (left[0] + 18, y + 1, left[0] + 90, y + SUM_BOX - 1), 10, fill=FRAME
        )
        draw.text(
            (left[0] + 54, y + SUM_BOX // 2),
            f"{key} dice",
            font=font(15, True),
            fill=HILITE,
            anchor="mm",
        )
        for i, n in enumerate(row["boxes"]):
            img.paste(_sum_box(n, False), _sum_box_xy(key, i, with_dice))
        img.paste(_worth_pill(row["worth"], False), _sum_worth_xy(key, with_dice))
    draw.text((right[0] + 20, right[1] + 28), "PARK", font=font(22, True), fill=INK, anchor="lm")
    draw.text(
        (right[0] + 90, right[1] + 29),
        "a pair scores if both stay",
        font=font(14),
        fill=MUTED,
        anchor="lm",
    )
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        common.rounded_box(
            draw, _pair_frame(pair, with_dice), 16, fill=None, outline=CARD_EDGE, width=2
        )
        for j in range(2):
            i = 2 * pair + j
            img.paste(_park_circle(None, False, i + 1), _park_xy(i, with_dice))
        img.paste(_worth_pill(pts, False), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    common.rounded_box(
        draw,
        (MARGIN, y0, WIDTH - MARGIN, y0 + SCORE_H),
        16,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    for (label, _key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = label == "Total"
        if is_total:
            common.rounded_box(draw, (cx0, y0 + 12, cx1, y0 + SCORE_H - 12), 12, fill=FRAME)
        draw.text(
            ((cx0 + cx1) / 2, y0 + 32),
            label,
            font=font(18, True),
            fill=PALE if is_total else MUTED,
            anchor="mm",
        )
    return img


def _die_x(k: int) -> int:
    return MARGIN + 170 + k * (DIE_SIZE + 16)


# --------------------------------------------------------------------------- sheet


def _status(view: Mapping[str, Any], seat: int, entry: Mapping[str, Any]) -> str:
    rnd = view["round"]
    if view["over"]:
        return f"Game over after round {rnd}"
    phase = view["phase"]
    parts = [f"Round {rnd}"]
    if phase == "conditions":
        turn = view["turn"]
        parts.append("your turn: pick a condition" if turn == seat else "choosing conditions")
    elif phase == "numbers":
        parts.append("placing numbers")
        if entry["done"]:
            parts.append("done ✓")
    return " · ".join(parts)


def _compose_sheet(
    view: Mapping[str, Any],
    seat: int,
    name: str,
    highlight: Sequence[str] | None,
    out: _Out,
    with_dice: bool,
) -> None:
    """Draw everything that depends on the view onto `out` (which holds the static layer)."""
    entry = _seat_entry(view, seat)
    lay = _layout(with_dice)
    circles = _circles(entry)

    # header
    shown = out.fit(name or f"Player {seat + 1}", 38, True, 600)
    out.text((MARGIN, 46), shown, 38, True, INK, BG, "lm")
    out.text((MARGIN + 1, 84), _status(view, seat, entry), 20, False, MUTED, BG, "lm")
    tx0, ty0, tx1, ty1 = _TOTAL_BOX
    out.text(
        ((tx0 + tx1) / 2, ty0 + 52), _signed(_score(entry, "total")), 36, True, HILITE, FRAME, "mm"
    )

    # dice
    if with_dice:
        me = view["me"]  # with_dice: the sheet's own seat, so its view has "me"
        assert me is not None
        roll = list(view["roll"])
        used = list(me["dice_used"])
        for k, dname in enumerate(_dice_names()):
            v = _int(roll[k]) if k < len(roll) else None
            u = bool(used[k]) if k < len(used) else False
            out.put(die_badge, (dname, v, DIE_SIZE, u, CARD), (_die_x(k), lay.dice_y + 12))
        extras = me["extras"]
        out.text(
            (WIDTH - MARGIN - 20, lay.dice_y + 50),
            str(extras),
            40,
            True,
            INK if extras else FAINT,
            CARD,
            "rm",
        )

    # circles
    ox, oy = lay.lattice_origin
    lit = {c for c in highlight or () if c in circles}
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
            (cid, v, cid in lit),
            (ox + box[0], oy + box[1]),
            _tile_mask(cid, cid in lit),
        )

    # section cards
    info = _condition_info()
    conds = entry["conditions"]
    for s in _sections():
        code = s["code"]
        x0, y0, x1, y1 = _card_box(code, with_dice)
        cond = conds[code]
        if isinstance(cond, str) and cond:
            mult = info.get(cond, {}).get("multiplier")
            tail = f"×{mult}" if mult is not None else ""
            tail_w = common.text_width(tail, font(20, True)) if tail else 0
            shown = out.fit(cond, 22, True, x1 - x0 - 40 - tail_w)
            out.text((x0 + 18, y0 + 66), shown, 22, True, INK, CARD, "lm")
            if tail:
                out.text(
                    (x0 + 18 + common.text_width(shown, font(22, True)) + 10, y0 + 67),
                    tail,
                    20,
                    True,
                    _dark(code),
                    CARD,
                    "lm",
                )
        else:
            out.text((x0 + 18, y0 + 66), "— no condition", 19, False, FAINT, CARD, "lm")
        for j, kind in enumerate(("first", "different")):
            state = _mark_state(entry, view, code, kind, circles)
            out.put(_mark_img, (kind, state, _colour(code)), (x0 + 14 + j * 62, y0 + 84))
        sc = _section_score(entry, code)
        fill = GOOD if sc > 0 else ACCENT if sc < 0 else FAINT
        out.text((x1 - 16, y0 + 101), _signed(sc, plus=True), 28, True, fill, CARD, "rm")

    # SUM rows (gold worth when this player currently scores the row)
    counts = _sum_counts(entry)
    for key, row in _data()["sum_rows"].items():
        for i in range(counts[key]):
            out.put(_sum_box, (row["boxes"][i], True), _sum_box_xy(key, i, with_dice))
        if entry["sum_scoring"][key]:  # the engine's scoring says whether the row scores
            out.put(_worth_pill, (row["worth"], True), _sum_worth_xy(key, with_dice))

    # PARK
    park = _park(entry)
    park_lit = {c.upper() for c in highlight or () if isinstance(c, str)}
    for i, (v, used) in enumerate(park):
        lit = f"P{i + 1}" in park_lit
        if v is not None or used or lit:
            out.put(_park_circle, (v, used, i + 1, lit), _park_xy(i, with_dice))
    for pair, pts in enumerate(_data()["park"]["pair_points"]):
        a, b = park[2 * pair], park[2 * pair + 1]
        if a[0] is not None and b[0] is not None and not a[1] and not b[1]:
            out.put(_worth_pill, (pts, True), _pair_badge_xy(pair, with_dice))

    # score card
    y0 = lay.score_y
    for (label, key), (cx0, cx1) in zip(_SCORE_CELLS, _score_cells(), strict=True):
        is_total = label == "Total"
        out.text(
            ((cx0 + cx1) / 2, y0 + 72),
            _signed(_score(entry, key)),
            40,
            True,
            HILITE if is_total else INK,
            FRAME if is_total else CARD,
            "mm",
        )


def _sheet_mode(view: VennView, seat: int) -> bool:
    me = view["me"]
    return me is not None and me["seat"] == seat


def _sheet_rgb(
    view: Mapping[str, Any], seat: int, name: str, highlight: Sequence[str] | None = None
) -> Image.Image:
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base(with_dice).copy(), palette=False)
    _compose_sheet(view, seat, name, highlight, out, with_dice)
    return out.img


@lru_cache(maxsize=2)
def _sheet_base_p(with_dice: bool) -> Image.Image:
    return _to_palette(_sheet_base(with_dice))


def render_sheet(view: dict, seat: int, name: str, highlight: list[str] | None = None) -> bytes:
    """PNG of one player's VENN sheet: the lattice with its numbers, section cards
    (condition, bonus marks, running score), SUM rows, PARK and the score.

    When `view["me"]` is this seat, the round's dice (used ones greyed) and the extra
    values left are shown too. Circles listed in `highlight` (lattice ids such as "Kh1"
    or "Cr-Cy", PARK circles "P1"-"P8") get a white ring."""
    with_dice = _sheet_mode(view, seat)
    out = _Out(_sheet_base_p(with_dice).copy(), palette=True)
    _compose_sheet(view, seat, name, highlight, out, with_dice)
    return common.encode_png(out.img, None, PNG_LEVEL)
