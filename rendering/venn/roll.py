"""The round's roll: the five dice as polyhedra with their values."""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.venn.views import VennView
from rendering import kit as common
from rendering.kit import font
from rendering.venn.layout import _int
from rendering.venn.lookup import _dice_names
from rendering.venn.palette import _palette
from rendering.venn.pieces import die_badge
from rendering.venn.sheet import _section_strip
from rendering.venn.theme import BG, CARD, CARD_EDGE, INK, MARGIN, MUTED, PNG_LEVEL, SHADOW
from rendering.venn.words import ENGLISH, Words

# --------------------------------------------------------------------------- roll


def _roll_image(view: VennView, say: Words = ENGLISH) -> Image.Image:
    size = 104
    names = _dice_names()
    roll = list(view["roll"])
    w = 2 * MARGIN + len(names) * (size + 24) - 24 + 40
    h = 214
    img = Image.new("RGB", (w, h), BG)
    draw = ImageDraw.Draw(img)
    _section_strip(draw, w)
    common.rounded_box(
        draw,
        (MARGIN - 6, 52, w - MARGIN + 6, h - 14),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    rnd = view["round"]
    total = sum(v for v in roll if _int(v) is not None)
    summed = say("venn-pic-roll-sum", sum=str(total))
    room = w - 2 * MARGIN - common.text_width(summed, font(18, True)) - 16
    title = common.fit_text(say("venn-pic-roll-title", round=str(rnd)), font(24, True), room)
    draw.text((MARGIN, 32), title, font=font(24, True), fill=INK, anchor="lm")
    draw.text((w - MARGIN, 32), summed, font=font(18, True), fill=MUTED, anchor="rm")
    x = MARGIN + 20
    for k, dname in enumerate(names):
        v = _int(roll[k]) if k < len(roll) else None
        img.paste(die_badge(dname, v, size, False, CARD), (x, 62))
        draw.text(
            (x + size / 2, 62 + size + 16), dname, font=font(17, True), fill=MUTED, anchor="mm"
        )
        x += size + 24
    return img


def render_roll(view: VennView, say: Words = ENGLISH) -> bytes:
    """PNG strip of the round's five dice, each a polyhedral badge with its value; its
    title in `say`'s words."""
    return common.encode_png(_roll_image(view, say), _palette(), PNG_LEVEL)
