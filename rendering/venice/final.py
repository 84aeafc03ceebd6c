"""The end: each half's I, II, III and total per player, the totals and the places; and
the summary (those, then the last half's collections, on one picture)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.venice.views import VeniceView
from rendering.kit import encode_png, fit_text, font, theme
from rendering.kit.widgets import badge, card_frame, medal_colour
from rendering.venice.sheets import half_view, render_sheets
from rendering.venice.theme import ENGLISH, MARGIN, WIDTH, Words

ROW_H = 40
COLUMNS = ("I", "II", "III", "Σ")


def render_final(view: VeniceView, names: Sequence[str], words: Words = ENGLISH) -> bytes:
    """Both halves' breakdowns and the final places, best first (ties share a place)."""
    scores: list[dict[str, Any]] = [
        {
            "rank": seat["rank"],
            "total": seat["total"],
            "halves": [half["scores"][seat["seat"]] for half in view["finished"]],
        }
        for seat in view["seats"]
    ]
    order = sorted(range(len(scores)), key=lambda k: (scores[k]["rank"], k))
    halves = max(1, max(len(s["halves"]) for s in scores))
    panel_h = 56 + ROW_H * (halves + 1) + 8
    img = Image.new("RGB", (WIDTH, 56 + len(order) * (panel_h + 12) + MARGIN), theme.BG)
    draw = ImageDraw.Draw(img)
    title = words.said("final-title", "Forget Venice · final scores")
    title = fit_text(title, font(26, True), WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 14), title, font=font(26, True), fill=theme.INK)
    col_x = [WIDTH - MARGIN - 24 - (len(COLUMNS) - 1 - k) * 78 for k in range(len(COLUMNS))]
    y = 56
    for seat in order:
        sc = scores[seat]
        card_frame(draw, (MARGIN, y, WIDTH - MARGIN, y + panel_h), picked=sc["rank"] == 1)
        badge(draw, (MARGIN + 30, y + 28), 18, str(sc["rank"]), medal_colour(sc["rank"]), 20)
        name = fit_text(names[seat], font(23, True), col_x[0] - MARGIN - 120)
        draw.text((MARGIN + 58, y + 28), name, font=font(23, True), fill=theme.INK, anchor="lm")
        for k, label in enumerate(COLUMNS):
            draw.text((col_x[k], y + 28), label, font=font(18, True), fill=theme.MUTED, anchor="mm")
        for h, half in enumerate(sc["halves"]):
            row_y = y + 56 + h * ROW_H + ROW_H / 2
            said = words.said("half", f"Half {h + 1}", half=str(h + 1))
            said = fit_text(said, font(20), col_x[0] - MARGIN - 90)
            draw.text((MARGIN + 58, row_y), said, font=font(20), fill=theme.INK, anchor="lm")
            for k, key in enumerate(("I", "II", "III", "total")):
                draw.text(
                    (col_x[k], row_y),
                    str(half[key]),
                    font=font(21, key == "total"),
                    fill=theme.INK,
                    anchor="mm",
                )
        row_y = y + 56 + halves * ROW_H + ROW_H / 2
        draw.line(
            (MARGIN + 58, row_y - ROW_H / 2 + 2, WIDTH - MARGIN - 14, row_y - ROW_H / 2 + 2),
            fill=theme.CARD_EDGE,
            width=2,
        )
        total = fit_text(words.said("total", "Total"), font(21, True), col_x[0] - MARGIN - 90)
        draw.text((MARGIN + 58, row_y), total, font=font(21, True), fill=theme.INK, anchor="lm")
        draw.text(
            (col_x[-1], row_y), str(sc["total"]), font=font(24, True), fill=theme.INK, anchor="mm"
        )
        y += panel_h + 12
    return encode_png(img)


def render_summary(view: VeniceView, names: Sequence[str], words: Words = ENGLISH) -> bytes:
    """A finished game on one picture: the final scores, then the collections of the last
    half scored (a practice game's summary, a player's own sheet)."""
    parts = [Image.open(io.BytesIO(render_final(view, names, words)))]
    if view["finished"]:
        half = half_view(view, len(view["finished"]) - 1)
        parts.append(Image.open(io.BytesIO(render_sheets(half, names, words))))
    img = Image.new("RGB", (WIDTH, sum(p.height for p in parts)), theme.BG)
    y = 0
    for part in parts:
        img.paste(part.convert("RGB"), (0, y))
        y += part.height
    return encode_png(img)
