"""Small drawn pieces: card tiles, marks, chips, badges, swatches, icons, panels; and the
composer that pastes them onto the palette."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from rendering import kit as common
from rendering.classic.cards import _dark, colour_rgb, render_card
from rendering.classic.palette import _palette
from rendering.classic.theme import (
    ACCENT,
    BACK,
    BACK_LINE,
    BG,
    CARD,
    CARD_EDGE,
    CARD_SIZES,
    FAINT,
    FRAME,
    GOLD,
    GOOD,
    INK,
    LETTER,
    MUTED,
    OUT_FILL,
    PNG_LEVEL,
    SELECT,
    SHADOW,
    SUPER,
    TURN_FILL,
    WHITE,
    WIN_FILL,
)
from rendering.kit import RGB, font

# --------------------------------------------------------------------------- pieces
#
# A piece is a small RGB picture drawn on the colour it will be pasted onto, so pasting
# needs no mask. Each is cached, and in palette mode its palette twin is cached too.

MARK_YES = "yes"
MARK_NO = "no"


def _tile_margin(w: int) -> int:
    return max(5, w // 9)


@lru_cache(maxsize=512)
def _card_tile(
    card_type: str | None,
    size: str,
    bg: RGB,
    ring: RGB | None = None,
    mark: str | None = None,
) -> Image.Image:
    """A card (face if `card_type`, else back) on `bg` with a small hard shadow, an optional
    coloured ring around it, and an optional tick or cross badge on its lower right corner.
    The card sits at (margin, margin) of the tile, margin = `_tile_margin(width)`."""
    w, h = CARD_SIZES[size]
    m = _tile_margin(w)
    k = SUPER
    tile = Image.new("RGB", ((w + 2 * m) * k, (h + 2 * m) * k), bg)
    draw = ImageDraw.Draw(tile)
    rad = round(w * 0.1 * k)
    sh = max(2, w // 28) * k
    draw.rounded_rectangle(
        (m * k, m * k + sh, (m + w) * k - 1, (m + h) * k - 1 + sh),
        rad,
        fill=common.mix(bg, INK, 0.22),
    )
    if ring is not None:
        g = max(3, w // 20) * k
        draw.rounded_rectangle(
            (m * k - g, m * k - g, (m + w) * k - 1 + g, (m + h) * k - 1 + g),
            rad + g,
            outline=ring,
            width=max(3, w // 24) * k,
        )
    tile = tile.resize((w + 2 * m, h + 2 * m), Image.Resampling.LANCZOS)
    card = render_card(card_type, size=size, turned=card_type is not None)
    tile.paste(card, (m, m), card)
    if mark in (MARK_YES, MARK_NO):
        badge = _mark_badge(mark, max(16, round(w * 0.34)))
        bx = m + w - badge.width + round(badge.width * 0.3)
        by = m + h - badge.height + round(badge.height * 0.3)
        tile.paste(badge, (bx, by), badge)
    return tile


@lru_cache(maxsize=256)
def _hidden_tile(card_type: str, size: str, bg: RGB) -> Image.Image:
    """A card that was face down at the time, shown after the game (a replay): its face
    faded towards `bg`, framed by dark diagonal hatching and edged with a dashed line, so
    it reads as "not turned" by texture and outline, never by colour alone. Same tile
    geometry as `_card_tile` (the card at (margin, margin)), without a shadow: it lies
    flat, unlike a card in play."""
    w, h = CARD_SIZES[size]
    m = _tile_margin(w)
    k = SUPER
    W, H = w * k, h * k
    face = render_card(card_type, size=size, turned=True).resize((W, H), Image.Resampling.LANCZOS)
    shape = face.getchannel("A")
    card = Image.new("RGB", (W, H), bg)
    card.paste(face, (0, 0), face)
    card = Image.blend(card, Image.new("RGB", (W, H), bg), 0.4)
    # a hatched frame: thick stripes (they survive phone width) round the edge only, so
    # the letters in the middle stay readable
    hatch = Image.new("L", (W, H), 0)
    hd = ImageDraw.Draw(hatch)
    step, line = max(8, w // 6) * k, max(3, w // 14) * k
    for x in range(-H, W + H, step):
        hd.line((x, H, x + H, 0), fill=255, width=line)
    band = max(6, w // 7) * k
    frame = shape.copy()
    ImageDraw.Draw(frame).rounded_rectangle((band, band, W - 1 - band, H - 1 - band), band, fill=0)
    hatch = ImageChops.multiply(hatch, frame)
    card.paste(common.mix(bg, INK, 0.55), (0, 0), hatch)
    tile = Image.new("RGB", ((w + 2 * m) * k, (h + 2 * m) * k), bg)
    tile.paste(card, (m * k, m * k), shape)
    draw = ImageDraw.Draw(tile)
    # a dashed edge round the card: dashes along each side
    edge, dash = max(2, w // 26) * k, max(5, w // 9) * k
    x0, y0, x1, y1 = m * k, m * k, (m + w) * k - 1, (m + h) * k - 1
    for s in range(x0, x1, 2 * dash):
        for y in (y0, y1):
            draw.line((s, y, min(s + dash, x1), y), fill=INK, width=edge)
    for s in range(y0, y1, 2 * dash):
        for x in (x0, x1):
            draw.line((x, s, x, min(s + dash, y1)), fill=INK, width=edge)
    return tile.resize((w + 2 * m, h + 2 * m), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def _mark_badge(mark: str, d: int) -> Image.Image:
    """A round RGBA badge `d` wide: a white tick on green or a white cross on red."""
    k = SUPER
    D = d * k
    img = Image.new("RGBA", (D, D), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    fill = GOOD if mark == MARK_YES else ACCENT
    draw.ellipse((0, 0, D - 1, D - 1), fill=WHITE)
    rim = max(2, round(D * 0.09))
    draw.ellipse((rim, rim, D - 1 - rim, D - 1 - rim), fill=fill)
    lw = max(2, round(D * 0.11))
    if mark == MARK_YES:
        pts = [(D * 0.29, D * 0.52), (D * 0.44, D * 0.67), (D * 0.72, D * 0.36)]
        draw.line(pts, fill=WHITE, width=lw, joint="curve")
        for x, y in (pts[0], pts[-1]):
            draw.ellipse((x - lw / 2, y - lw / 2, x + lw / 2, y + lw / 2), fill=WHITE)
    else:
        a, b = D * 0.33, D * 0.67
        for x0, y0, x1, y1 in ((a, a, b, b), (a, b, b, a)):
            draw.line((x0, y0, x1, y1), fill=WHITE, width=lw)
            for x, y in ((x0, y0), (x1, y1)):
                draw.ellipse((x - lw / 2, y - lw / 2, x + lw / 2, y + lw / 2), fill=WHITE)
    return img.resize((d, d), Image.Resampling.LANCZOS)


# `_chip`'s arguments, kept whole where a picture decides a chip before placing it
Chip = tuple[str, int, RGB, RGB, RGB, RGB | None]


@lru_cache(maxsize=256)
def _chip(
    text: str, size: int, fill: RGB, ink: RGB, bg: RGB, outline: RGB | None = None
) -> Image.Image:
    """A rounded pill holding `text` (bold), on `bg`."""
    k = SUPER
    f = font(size * k, True)
    tw = f.getlength(text)
    h = round(size * 1.75)
    w = round(tw / k + size * 1.3)
    img = Image.new("RGB", (w * k, h * k), bg)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        (0, 0, w * k - 1, h * k - 1),
        h * k // 2,
        fill=fill,
        outline=outline,
        width=(2 * k if outline else 0),
    )
    d.text((w * k / 2, h * k / 2 + k * 0.5), text, font=f, fill=ink, anchor="mm")
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def _index_badge(label: str, selected: bool, bg: RGB) -> Image.Image:
    """The small round label under a card in the hand view ("1".."6", "A".."F")."""
    d = 30
    k = SUPER
    img = Image.new("RGB", (d * k, d * k), bg)
    draw = ImageDraw.Draw(img)
    draw.ellipse((0, 0, d * k - 1, d * k - 1), fill=SELECT if selected else FRAME)
    draw.text((d * k / 2, d * k / 2 + k), label, font=font(17 * k, True), fill=WHITE, anchor="mm")
    return img.resize((d, d), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def _swatch(colour: str | None, d: int, bg: RGB) -> Image.Image:
    """A round swatch of a called colour with its letter, a grey "?" before a call, or a
    gold star (`colour` "*") when the game is over."""
    k = SUPER
    D = d * k
    img = Image.new("RGB", (D, D), bg)
    draw = ImageDraw.Draw(img)
    if colour == "*":
        draw.ellipse((0, 0, D - 1, D - 1), fill=GOLD)
        draw.text(
            (D / 2, D / 2 + D * 0.03), "★", font=font(round(D * 0.6), True), fill=WHITE, anchor="mm"
        )
    elif colour is None:
        draw.ellipse((0, 0, D - 1, D - 1), fill=common.mix(bg, WHITE, 0.15))
        draw.ellipse((0, 0, D - 1, D - 1), outline=FAINT, width=max(k, D // 22))
        draw.text((D / 2, D / 2), "?", font=font(round(D * 0.5), True), fill=FAINT, anchor="mm")
    else:
        draw.ellipse((0, 0, D - 1, D - 1), fill=_dark(colour))
        rim = max(k, round(D * 0.06))
        draw.ellipse((rim, rim, D - 1 - rim, D - 1 - rim), fill=colour_rgb(colour))
        common.text_outlined(
            draw,
            (D / 2, D / 2 + D * 0.02),
            LETTER.get(colour, "?"),
            font(round(D * 0.46), True),
            fill=WHITE,
            outline=INK,
            width=max(k, round(D * 0.035)),
        )
    return img.resize((d, d), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def _mini_icon(kind: str, bg: RGB) -> Image.Image:
    """Tiny icons for the seat counts: "hand" (two card backs), "discard" (a pale card
    lying crossed), "recovered" (a circular arrow)."""
    w, h = 26, 24
    k = SUPER
    img = Image.new("RGB", (w * k, h * k), bg)
    d = ImageDraw.Draw(img)
    if kind == "hand":
        # two card backs fanned out
        for angle, cx in ((14, 9.0), (-10, 16.0)):
            card = Image.new("RGBA", (13 * k, 19 * k), (0, 0, 0, 0))
            ImageDraw.Draw(card).rounded_rectangle(
                (0, 0, 13 * k - 1, 19 * k - 1), 3 * k, fill=BACK, outline=BACK_LINE, width=k
            )
            card = card.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
            img.paste(card, (round(cx * k - card.width / 2), round(12 * k - card.height / 2)), card)
    elif kind == "discard":
        # a pile of pale face-down cards lying flat
        for i in range(3):
            y = (15 - i * 5) * k
            d.rounded_rectangle(
                ((3 + i) * k, y, (22 + i) * k, y + 7 * k),
                2 * k,
                fill=OUT_FILL,
                outline=MUTED,
                width=k,
            )
    else:
        d.arc((3 * k, 2 * k, 23 * k, 22 * k), 40, 330, fill=GOOD, width=3 * k)
        tip = (20.5 * k, 5 * k)
        d.polygon(
            [
                (tip[0] - 5 * k, tip[1] - 1 * k),
                (tip[0] + 3 * k, tip[1] - 3 * k),
                (tip[0], tip[1] + 5 * k),
            ],
            fill=GOOD,
        )
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def _panel(w: int, h: int, style: str) -> Image.Image:
    """A seat panel on BG with its shadow: "plain", "turn" (gold rim), "out" (greyed),
    "winner" (gold fill and rim)."""
    img = Image.new("RGB", (w, h + 4), BG)
    d = ImageDraw.Draw(img)
    fill, edge, width = {
        "turn": (TURN_FILL, GOLD, 4),
        "out": (OUT_FILL, CARD_EDGE, 2),
        "winner": (WIN_FILL, GOLD, 4),
    }.get(style, (CARD, CARD_EDGE, 2))
    common.rounded_box(
        d, (0, 0, w - 1, h - 1), 16, fill=fill, outline=edge, width=width, shadow=SHADOW
    )
    return img


def _panel_fill(style: str) -> RGB:
    return {"turn": TURN_FILL, "out": OUT_FILL, "winner": WIN_FILL}.get(style, CARD)


def _colour_strip(draw: ImageDraw.ImageDraw, width: int, h: int = 8) -> None:
    """The six colours as a band across the top of a picture, primaries then mixes."""
    order = ("red", "orange", "yellow", "green", "blue", "purple")
    for i, name in enumerate(order):
        x0 = round(i * width / len(order))
        x1 = round((i + 1) * width / len(order))
        draw.rectangle((x0, 0, x1, h - 1), fill=colour_rgb(name))


# --------------------------------------------------------------------------- output


class _Out(common.Composer):
    """The picture being composed (see rendering.common.Composer), in this game's colours."""

    def __init__(self, img: Image.Image, palette: bool) -> None:
        super().__init__(img, _palette if palette else None, ink=INK, bg=CARD)

    def png(self) -> bytes:
        if self.palette:
            return common.encode_png(self.img, None, PNG_LEVEL)
        return common.encode_png(self.img, _palette(), PNG_LEVEL)


def _fit(text: str, size: int, bold: bool, width: int) -> str:
    return common.fit_text(text, font(size, bold), width)


def _shrunk(text: str, size: int, bold: bool, width: int, smallest: int) -> tuple[str, int]:
    """`text` and the size it fits `width` at, down to `smallest` (then cut to fit)."""
    size = common.fit_size(text, size, bold, width, smallest)
    return _fit(text, size, bold, width), size


def _chip_text(text: str, size: int, width: int) -> tuple[str, int]:
    """`text` and its type size for a chip of at most `width` pixels (its padding
    included): a little smaller for a longer word, cut only below 7 px."""
    while size > 7 and _chip(text, size, INK, INK, INK).width > width:
        size -= 1
    if _chip(text, size, INK, INK, INK).width <= width:
        return text, size
    return _fit(text, size, True, width - round(size * 1.3) - 2), size


def _tw(text: str, size: int, bold: bool = False) -> int:
    return common.text_width(text, font(size, bold))


def _to_palette(img: Image.Image) -> Image.Image:
    return img.convert("RGB").quantize(palette=_palette(), dither=Image.Dither.NONE)
