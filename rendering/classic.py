"""Pictures for Venn Classic: card faces and backs, a player's hand, the public table, the
last turned card, and the final order.

Pure functions from the engine's view dicts to PNG bytes. The public pictures
(`render_table`, `render_turn`, `render_final`) read only public fields and never look at
`view["me"]`; a face-down card is always drawn as a back, and a face only ever comes from
a card's public "turned" type. `render_hand` is the one picture that shows hidden cards,
and only the ones listed in the seat's own `me` entry.

Speed comes from the same recipe as the other renderers: every picture is composed from
cached pieces (card tiles, panels, chips, text sprites) that were drawn once in RGB and
mapped once onto a single fixed 256-colour palette, pasted onto a cached static layer,
and written out as a palette PNG with a light zlib level.

Engine field names are read through the small helpers under "view access", so a renamed
field needs one change there.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFont

from rendering import kit as common
from rendering.kit import RGB, font, rgb

# --------------------------------------------------------------------------- theme

BG = rgb("#ebe5d9")  # warm paper, shared with the other games
CARD = rgb("#fbf8f2")  # panels
CARD_EDGE = rgb("#d9d1c1")
SHADOW = rgb("#d3cbbb")
INK = rgb("#23263a")
MUTED = rgb("#6e7284")
FAINT = rgb("#a9a59b")
FRAME = rgb("#2d3145")
PALE = rgb("#cfd2dc")  # light text on FRAME
WHITE = rgb("#ffffff")
ACCENT = rgb("#d93a4f")  # a card without the colour, a failed challenge
GOOD = rgb("#1d8a4e")  # a card with the colour, a successful challenge
GOLD = rgb("#e0a526")
GOLD_INK = rgb("#9a6a00")
WIN_FILL = rgb("#fff4d6")
OUT_FILL = rgb("#e4ddcf")  # the panel of a player who is out
TURN_FILL = rgb("#fff9e8")  # the panel of the player who must act
SELECT = rgb("#2f7de1")  # ring of a selected card in the hand
FACE = rgb("#fffdf7")  # card face
FACE_EDGE = rgb("#c9c0ae")
BACK = rgb("#2a3160")  # card back
BACK_PATTERN = rgb("#353e74")
BACK_LINE = rgb("#c9b27a")  # the gilt frame on a back
BACK_TEXT = rgb("#f3e9cf")

PNG_LEVEL = 3
SUPER = 4  # cards are drawn this many times larger and scaled down, for smooth curves

# Built-in copy of the colours, used only if the game's data file cannot be read.
_FALLBACK_RGB = {
    "red": "#dc3f3f",
    "yellow": "#f2cd3a",
    "blue": "#3f7fe0",
    "orange": "#f08a2c",
    "green": "#3fae5a",
    "purple": "#8e5bc8",
}
_FALLBACK_TYPES = {
    "RY": ("red", "yellow", "orange"),
    "YB": ("yellow", "blue", "green"),
    "BR": ("blue", "red", "purple"),
}
# The letter printed in each colour's region, so colour is never the only cue.
LETTER = {"red": "R", "yellow": "Y", "blue": "B", "orange": "O", "green": "G", "purple": "P"}

CARD_SIZES: dict[str, tuple[int, int]] = {
    "tiny": (40, 56),
    "small": (60, 84),
    "normal": (96, 134),
    "large": (150, 210),
}

# --------------------------------------------------------------------------- game data


@lru_cache(maxsize=1)
def _game_data() -> tuple[dict[str, str], dict[str, tuple[str, str, str]]]:
    """(colour name -> "#rrggbb", type code -> (outer, outer, inner)) from the game's data."""
    try:
        from games.classic.data import load

        d = load()
        types = {code: t.colours for code, t in d.types.items()}
        return dict(d.rgb), types
    except (ImportError, OSError, ValueError, KeyError):
        return dict(_FALLBACK_RGB), dict(_FALLBACK_TYPES)


def card_types() -> tuple[str, ...]:
    """The card type codes, in the data file's order (RY, YB, BR)."""
    return tuple(_game_data()[1])


def type_colours(card_type: str) -> tuple[str, str, str]:
    """The colours on a card: its two circles, then their overlap."""
    return _game_data()[1].get(card_type, ("red", "yellow", "orange"))


def colour_rgb(name: str) -> RGB:
    """The printed colour of a colour name (red, yellow, blue, orange, green, purple)."""
    return rgb(_game_data()[0].get(name, "#888888"))


def _dark(name: str) -> RGB:
    """A deeper shade of a colour, for outlines."""
    return common.mix(colour_rgb(name), (0, 0, 0), 0.32)


def colour_name(value: Any) -> str | None:
    """A called colour as a full lower-case name, whether given as "green", "Green" or "G"."""
    if not isinstance(value, str) or not value:
        return None
    v = value.strip().lower()
    if v in _game_data()[0]:
        return v
    by_letter = {letter.lower(): name for name, letter in LETTER.items()}
    return by_letter.get(v)


def has_colour(card_type: str | None, colour: str | None) -> bool:
    """Whether a card of `card_type` shows `colour` (in a circle or the overlap)."""
    name = colour_name(colour)
    return bool(card_type and name and name in type_colours(card_type))


# --------------------------------------------------------------------------- card drawing


def _ss_font(size: float, bold: bool = True) -> ImageFont.FreeTypeFont:
    return font(max(6, round(size)), bold)


# Card face geometry, as fractions of the card's width: circle radius, and how far each
# circle's centre sits above or below the middle of the card.
FACE_R = 0.37
FACE_DY = 0.215


def card_face_point(region: str, w: int, h: int) -> tuple[int, int]:
    """A pixel of a `w` x `h` card face well inside one region and clear of its letter and
    outlines: "first" (upper circle only), "second" (lower circle only) or "overlap"."""
    r, dy = FACE_R * w, FACE_DY * w
    cx, cy = w / 2, h / 2
    if region == "first":
        return (round(cx - 0.6 * r), round(cy - dy))
    if region == "second":
        return (round(cx + 0.6 * r), round(cy + dy))
    return (round(cx - 0.5 * r), round(cy))


@lru_cache(maxsize=32)
def card_face(card_type: str, w: int, h: int) -> Image.Image:
    """An RGBA card face `w` x `h`: two circles in the outer colours, one above the other,
    their overlap filled with the inner colour, and a letter in each of the three regions.

    Drawn at SUPER times the size and scaled down once; cached, so paste it, never draw on it.
    """
    W, H = w * SUPER, h * SUPER
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    radius = round(W * 0.1)
    edge = max(SUPER, round(W * 0.022))
    draw.rounded_rectangle((0, 0, W - 1, H - 1), radius, fill=FACE, outline=FACE_EDGE, width=edge)
    top, bottom, inner = type_colours(card_type)
    r = W * FACE_R
    cx = W / 2
    dy = W * FACE_DY
    c1, c2 = (cx, H / 2 - dy), (cx, H / 2 + dy)

    def disc(c: tuple[float, float], rr: float) -> tuple[float, float, float, float]:
        return (c[0] - rr, c[1] - rr, c[0] + rr, c[1] + rr)

    m1 = Image.new("L", (W, H), 0)
    ImageDraw.Draw(m1).ellipse(disc(c1, r), fill=255)
    m2 = Image.new("L", (W, H), 0)
    ImageDraw.Draw(m2).ellipse(disc(c2, r), fill=255)
    lens = ImageChops.multiply(m1, m2)
    # a translucent look: each circle is its colour lightened towards the face, with a
    # full-strength rim, and the overlap is its own (mixed) colour at full strength
    img.paste(common.mix(colour_rgb(top), FACE, 0.12), (0, 0, W, H), m1)
    img.paste(common.mix(colour_rgb(bottom), FACE, 0.12), (0, 0, W, H), m2)
    img.paste(colour_rgb(inner), (0, 0, W, H), lens)
    ring = max(SUPER, round(W * 0.026))
    draw.ellipse(disc(c1, r), outline=_dark(top), width=ring)
    draw.ellipse(disc(c2, r), outline=_dark(bottom), width=ring)
    # a soft highlight arc near the top of each circle, like light on coloured glass
    sheen = max(SUPER, round(W * 0.02))
    # (the lower circle's sits on its left, clear of the overlap)
    for c, start, end in ((c1, 205, 255), (c2, 160, 200)):
        draw.arc(disc(c, r * 0.8), start, end, fill=(255, 255, 255, 150), width=sheen)
    # letters: white with a dark outline reads on all six colours
    stroke = max(SUPER, round(W * 0.024))
    big = _ss_font(W * 0.25)
    small = _ss_font(W * 0.19)
    lens_h = 2 * r - 2 * dy
    for text, xy, f in (
        (LETTER[top], (cx, c1[1] - r * 0.52), big),
        (LETTER[bottom], (cx, c2[1] + r * 0.52), big),
        (LETTER[inner], (cx, H / 2 + lens_h * 0.02), small),
    ):
        common.text_outlined(draw, xy, text, f, fill=WHITE, outline=INK, width=stroke)
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=8)
def card_back(w: int, h: int) -> Image.Image:
    """An RGBA card back `w` x `h`: deep blue with a gilt frame, a lattice of small rings,
    and a three-circle emblem between the words VENN and CLASSIC. Cached; paste only."""
    W, H = w * SUPER, h * SUPER
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    radius = round(W * 0.1)
    draw.rounded_rectangle((0, 0, W - 1, H - 1), radius, fill=BACK)
    inset = round(W * 0.08)
    inner_box = (inset, inset, W - 1 - inset, H - 1 - inset)
    # ring pattern, clipped to the frame
    pattern = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    pd = ImageDraw.Draw(pattern)
    step = W * 0.2
    rr = step * 0.3
    lw = max(SUPER // 2, round(W * 0.012))
    row = 0
    y = inset
    while y < H:
        x = inset + (step / 2 if row % 2 else 0)
        while x < W:
            pd.ellipse((x - rr, y - rr, x + rr, y + rr), outline=BACK_PATTERN, width=lw)
            x += step
        y += step * 0.87
        row += 1
    clip = Image.new("L", (W, H), 0)
    ImageDraw.Draw(clip).rounded_rectangle(inner_box, round(radius * 0.6), fill=255)
    img.paste(pattern, (0, 0), ImageChops.multiply(clip, pattern.getchannel("A")))
    draw.rounded_rectangle(
        inner_box, round(radius * 0.6), outline=BACK_LINE, width=max(SUPER, round(W * 0.02))
    )
    # emblem: a plate cut out of the pattern, three circles in the primaries
    cx, cy = W / 2, H / 2
    plate = W * 0.34
    draw.ellipse((cx - plate, cy - plate, cx + plate, cy + plate), fill=BACK)
    draw.ellipse(
        (cx - plate, cy - plate, cx + plate, cy + plate),
        outline=BACK_LINE,
        width=max(SUPER, round(W * 0.012)),
    )
    er = W * 0.14
    off = W * 0.085
    spots = ((cx, cy - off), (cx - off * 0.87, cy + off * 0.5), (cx + off * 0.87, cy + off * 0.5))
    ew = max(SUPER, round(W * 0.028))
    for (ex, ey), name in zip(spots, ("red", "yellow", "blue"), strict=True):
        draw.ellipse((ex - er, ey - er, ex + er, ey + er), outline=colour_rgb(name), width=ew)
    f = _ss_font(W * 0.16)
    draw.text((cx, cy - plate - H * 0.085), "VENN", font=f, fill=BACK_TEXT, anchor="mm")
    f2 = _ss_font(W * 0.105)
    draw.text((cx, cy + plate + H * 0.08), "CLASSIC", font=f2, fill=BACK_TEXT, anchor="mm")
    return img.resize((w, h), Image.Resampling.LANCZOS)


def render_card(card_type: str | None, *, size: str = "normal", turned: bool = True) -> Image.Image:
    """An RGBA picture of one card at a named size ("tiny", "small", "normal", "large"):
    its face when `turned` (and its type is known), otherwise its back. Cached; paste only."""
    w, h = CARD_SIZES.get(size, CARD_SIZES["normal"])
    if turned and card_type in _game_data()[1]:
        return card_face(card_type, w, h)
    return card_back(w, h)


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


def _tw(text: str, size: int, bold: bool = False) -> int:
    return common.text_width(text, font(size, bold))


def _to_palette(img: Image.Image) -> Image.Image:
    return img.convert("RGB").quantize(palette=_palette(), dither=Image.Dither.NONE)


# --------------------------------------------------------------------------- view access


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _seats(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [s for s in view.get("seats") or [] if isinstance(s, dict)]


def _seat_no(entry: Mapping[str, Any], fallback: int) -> int:
    k = _int(entry.get("seat"))
    return fallback if k is None else k


def _seat_entry(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    seats = _seats(view)
    for s in seats:
        if s.get("seat") == seat:
            return s
    if 0 <= seat < len(seats):
        return seats[seat]
    return {"seat": seat}


def _name_of(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "—"
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1}"


def _phase(view: Mapping[str, Any]) -> str:
    p = view.get("phase")
    return p if isinstance(p, str) else "call"


def _called(view: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """(colour name, count) of the current call, each None before the call."""
    return colour_name(view.get("colour")), _int(view.get("count"))


def _hand_count(entry: Mapping[str, Any]) -> int:
    return _int(entry.get("hand_count")) or 0


def _discard_count(entry: Mapping[str, Any]) -> int:
    return _int(entry.get("discard_count")) or 0


def _public_placed(
    view: Mapping[str, Any], entry: Mapping[str, Any]
) -> list[tuple[int, bool, str | None]]:
    """A seat's placed cards as (slot, pushed, turned type or None), in slot order.

    The type comes only from public turned information: the entry's "turned" field or the
    view's list of turned cards."""
    seat = _int(entry.get("seat"))
    turned = _turned_types(view)
    out = []
    for i, p in enumerate(entry.get("placed") or []):
        if not isinstance(p, dict):
            continue
        slot = _int(p.get("slot"))
        slot = i if slot is None else slot
        kind = p.get("turned")
        if not isinstance(kind, str) or kind not in _game_data()[1]:
            kind = turned.get((seat, slot))
        out.append((slot, bool(p.get("pushed")), kind))
    return sorted(out, key=lambda t: t[0])


def _turned_list(view: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The turned cards in the order they were turned."""
    return [t for t in view.get("turned") or [] if isinstance(t, dict)]


def _turned_types(view: Mapping[str, Any]) -> dict[tuple[int | None, int | None], str]:
    out = {}
    for t in _turned_list(view):
        kind = t.get("type")
        if isinstance(kind, str) and kind in _game_data()[1]:
            out[(_int(t.get("seat")), _int(t.get("slot")))] = kind
    return out


def _turned_ok(view: Mapping[str, Any], seat: int | None, slot: int, kind: str) -> bool:
    """Whether a turned card shows the called colour: the engine's word, else worked out."""
    for t in _turned_list(view):
        if _int(t.get("seat")) == seat and _int(t.get("slot")) == slot:
            v = t.get("has_colour")
            if isinstance(v, bool):
                return v
    return has_colour(kind, _called(view)[0])


def _last_bid(view: Mapping[str, Any], seat: int) -> int | None:
    amount = None
    for b in view.get("bids") or []:
        if isinstance(b, dict) and b.get("seat") == seat and _int(b.get("amount")) is not None:
            amount = _int(b.get("amount"))
    return amount


def _highest(view: Mapping[str, Any]) -> tuple[int | None, int | None]:
    """(seat, amount) of the highest bid, or (None, None)."""
    h = view.get("highest")
    if isinstance(h, dict):
        return _int(h.get("seat")), _int(h.get("amount"))
    return None, None


def _found(view: Mapping[str, Any]) -> int:
    """How many turned cards so far show the colour."""
    colour = _called(view)[0]
    n = 0
    for t in _turned_list(view):
        v = t.get("has_colour")
        if v is True or (v is None and has_colour(t.get("type"), colour)):
            n += 1
    return n


def _out_order(view: Mapping[str, Any]) -> list[int]:
    """Seats in the order they went out: the engine's "out_order" list if it gives one,
    else by each seat's "out_round", else the out seats in seat order."""
    raw = view.get("out_order")
    if isinstance(raw, list):
        return [s for s in raw if _int(s) is not None]
    outs = [(s, _seat_no(s, k)) for k, s in enumerate(_seats(view)) if s.get("out")]
    outs.sort(key=lambda t: (_int(t[0].get("out_round")) or 0, t[1]))
    return [k for _, k in outs]


def _me(view: Mapping[str, Any], seat: int) -> dict[str, Any] | None:
    me = view.get("me")
    if isinstance(me, dict) and me.get("seat") == seat:
        return me
    return None


def _cards(raw: Any) -> list[tuple[int | None, str | None]]:
    """A private card list as (id, type) pairs."""
    out = []
    for c in raw or []:
        if isinstance(c, dict):
            kind = c.get("type")
            out.append((_int(c.get("id")), kind if isinstance(kind, str) else None))
    return out


def _losers(view: Mapping[str, Any]) -> list[int] | None:
    """The seats losing cards this round, when the engine lists them."""
    raw = view.get("losers")
    if isinstance(raw, list):
        return [k for k in raw if _int(k) is not None]
    return None


def _waiting(view: Mapping[str, Any]) -> list[int] | None:
    """The seats the engine is waiting for, when it says."""
    raw = view.get("waiting")
    if isinstance(raw, list):
        return [k for k in raw if _int(k) is not None]
    return None


def _me_count(me: Mapping[str, Any] | None, key: str) -> int | None:
    """A count from the seat's own view ("can_place", "must_discard", "recover_count")."""
    return None if me is None else _int(me.get(key))


def _loser(view: Mapping[str, Any], seat: int) -> bool:
    """Whether `seat` is losing cards in this round's resolution."""
    losers = _losers(view)
    if losers is not None:
        return seat in losers
    res = view.get("result")
    ch = _int(view.get("challenger"))
    if res == "success":
        return seat != ch
    if res == "failure":
        return seat == ch
    return False


# --------------------------------------------------------------------------- wording

_PHASE_TITLE = {
    "call": "Calling",
    "place": "Placing",
    "bid": "Bidding",
    "challenge": "Challenge",
    "recover": "Recovery",
    "discard": "Discarding",
    "over": "Game over",
}

_TURN_VERB = {
    "call": "TO CALL",
    "bid": "TO BID",
    "challenge": "TURNING",
    "recover": "TO CHOOSE",
    "discard": "DISCARDING",
    "place": "PLACING",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _result_text(view: Mapping[str, Any]) -> str | None:
    res = view.get("result")
    if res == "success":
        return "Challenge succeeded"
    if res == "failure":
        return "Challenge failed"
    return None


# --------------------------------------------------------------------------- table layout

WIDTH = 1000
MARGIN = 22
GAP = 14
HEADER_H = 104
BANNER_H = 118
PANEL_H = 212
LEGEND_H = 40
PANEL_W = (WIDTH - 2 * MARGIN - GAP) // 2
SEAT_CARD = "small"
CARD_STEP = 70  # distance between card slots in a seat panel
RAISE = 20  # how far a pushed card sits above the row
ROUND_BOX = (WIDTH - MARGIN - 150, 18, WIDTH - MARGIN, 92)


def _table_rows(n: int) -> int:
    return max(1, -(-n // 2))


def _table_height(n: int) -> int:
    rows = _table_rows(n)
    return HEADER_H + BANNER_H + GAP + rows * PANEL_H + (rows - 1) * GAP + LEGEND_H + MARGIN


def _panel_xy(k: int, n: int) -> tuple[int, int]:
    """Top-left of the k-th seat panel; a lone last panel is centred."""
    row, col = divmod(k, 2)
    y = HEADER_H + BANNER_H + GAP + row * (PANEL_H + GAP)
    if k == n - 1 and n % 2 == 1:
        return ((WIDTH - PANEL_W) // 2, y)
    return (MARGIN + col * (PANEL_W + GAP), y)


# banner cells: (x0, x1)
_BANNER_CELLS = ((MARGIN, 468), (468, 724), (724, WIDTH - MARGIN))


@lru_cache(maxsize=8)
def _table_base(n: int) -> Image.Image:
    """The parts of the table picture that depend only on the number of seats."""
    img = Image.new("RGB", (WIDTH, _table_height(n)), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, WIDTH)
    common.rounded_box(draw, ROUND_BOX, 14, fill=FRAME)
    x0, y0, x1, _ = ROUND_BOX
    draw.text(((x0 + x1) / 2, y0 + 17), "ROUND", font=font(15, True), fill=PALE, anchor="mm")
    by = HEADER_H
    common.rounded_box(
        draw,
        (MARGIN, by, WIDTH - MARGIN, by + BANNER_H - 4),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    for cx0, _cx1 in _BANNER_CELLS[1:]:
        draw.line((cx0, by + 18, cx0, by + BANNER_H - 22), fill=CARD_EDGE, width=2)
    draw.text(
        (_BANNER_CELLS[1][0] + 22, by + 26),
        "HIGHEST BID",
        font=font(14, True),
        fill=MUTED,
        anchor="lm",
    )
    # legend
    ly = _table_height(n) - MARGIN - LEGEND_H // 2 + 4
    x = MARGIN + 4
    items: list[tuple[str, str]] = [
        ("hand", "cards in hand"),
        ("discard", "discarded"),
        ("recovered", "recovery used"),
    ]
    f = font(16)
    for kind, label in items:
        img.paste(_mini_icon(kind, BG), (x, ly - 12))
        draw.text((x + 31, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 31 + common.text_width(label, f) + 24
    chip = _chip("PUSHED", 11, GOLD, INK, BG)
    img.paste(chip, (x, ly - chip.height // 2))
    x += chip.width + 8
    draw.text((x, ly), "pushed forward", font=f, fill=MUTED, anchor="lm")
    x += common.text_width("pushed forward", f) + 24
    for mark, label in ((MARK_YES, "has the colour"), (MARK_NO, "lacks it")):
        b = _mark_badge(mark, 22)
        img.paste(b, (x, ly - 11), b)
        draw.text((x + 28, ly), label, font=f, fill=MUTED, anchor="lm")
        x += 28 + common.text_width(label, f) + 20
    return img


@lru_cache(maxsize=8)
def _table_base_p(n: int) -> Image.Image:
    return _to_palette(_table_base(n))


def _panel_style(view: Mapping[str, Any], entry: Mapping[str, Any], seat: int) -> str:
    if _int(view.get("winner")) == seat:
        return "winner"
    if entry.get("out"):
        return "out"
    if _int(view.get("turn")) == seat and _phase(view) != "over":
        return "turn"
    return "plain"


def _compose_table(view: Mapping[str, Any], names: Sequence[str], out: _Out) -> None:
    seats = _seats(view)
    n = len(seats)
    phase = _phase(view)
    colour, count = _called(view)

    # header
    title = "Venn Classic"
    out.text((MARGIN, 46), title, 36, True, INK, BG, "lm")
    out.text((MARGIN, 84), _table_subtitle(view, names), 20, False, MUTED, BG, "lm")
    x0, y0, x1, _ = ROUND_BOX
    out.text(
        ((x0 + x1) / 2, y0 + 48), str(_int(view.get("round")) or 1), 34, True, WHITE, FRAME, "mm"
    )

    # banner: the call
    by = HEADER_H
    cy = by + (BANNER_H - 4) // 2
    cx0 = _BANNER_CELLS[0][0] + 20
    over = phase == "over"
    out.put(_swatch, ("*" if over else colour, 76, CARD), (cx0, cy - 38))
    tx = cx0 + 94
    if over:
        out.text((tx, cy - 14), "GAME OVER", 32, True, INK, CARD, "lm")
        w = _int(view.get("winner"))
        line = f"{_name_of(names, w)} wins" if w is not None else "no winner"
        out.text((tx, cy + 22), _fit(line, 20, False, 330), 20, False, MUTED, CARD, "lm")
    elif colour is None:
        out.text((tx, cy - 14), "No call yet", 28, True, MUTED, CARD, "lm")
        start = _int(view.get("start_player"))
        out.text(
            (tx, cy + 20),
            _fit(f"{_name_of(names, start)} calls", 19, False, 330),
            19,
            False,
            MUTED,
            CARD,
            "lm",
        )
    else:
        out.text((tx, cy - 14), colour.upper(), 34, True, INK, CARD, "lm")
        sub = f"{_plural(count, 'card')} each" if count else "count to come"
        out.text((tx, cy + 22), sub, 20, False, MUTED, CARD, "lm")

    # banner: highest bid
    hx = _BANNER_CELLS[1][0] + 22
    hs, ha = _highest(view)
    if ha is None:
        out.text((hx, cy + 14), "—" if over else "none yet", 24, True, FAINT, CARD, "lm")
    else:
        out.text((hx, cy + 12), str(ha), 44, True, INK, CARD, "lm")
        nx = hx + _tw(str(ha), 44, True) + 14
        room = _BANNER_CELLS[1][1] - nx - 14
        out.text((nx, cy + 4), _fit(_name_of(names, hs), 20, True, room), 20, True, INK, CARD, "lm")
        if colour:
            out.text(
                (nx, cy + 28),
                _fit(f"{colour} cards", 16, False, room),
                16,
                False,
                MUTED,
                CARD,
                "lm",
            )

    # banner: whose move, the challenge, the result
    rx = _BANNER_CELLS[2][0] + 22
    room = _BANNER_CELLS[2][1] - rx - 16
    label, line1, line2, tone = _banner_status(view, names)
    out.text((rx, by + 26), label, 14, True, MUTED, CARD, "lm")
    out.text((rx, cy + 6), _fit(line1, 22, True, room), 22, True, tone, CARD, "lm")
    if line2:
        out.text((rx, cy + 32), _fit(line2, 17, False, room), 17, False, MUTED, CARD, "lm")

    # seats
    for k, entry in enumerate(seats):
        seat = _seat_no(entry, k)
        x, y = _panel_xy(k, n)
        _draw_seat(out, view, entry, seat, _name_of(names, seat), (x, y))


def _table_subtitle(view: Mapping[str, Any], names: Sequence[str]) -> str:
    phase = _phase(view)
    seats = _seats(view)
    left = sum(1 for s in seats if not s.get("out"))
    start = _name_of(names, _int(view.get("start_player")))
    parts = [_PHASE_TITLE.get(phase, phase.capitalize())]
    if phase == "over":
        w = _int(view.get("winner"))
        if w is not None:
            parts.append(f"{_name_of(names, w)} wins")
    else:
        parts.append(f"start player {start}")
        parts.append(f"{left} of {len(seats)} still in")
    return " · ".join(parts)


def _banner_status(view: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str, str, RGB]:
    """(label, main line, second line, colour of the main line) for the banner's last cell."""
    phase = _phase(view)
    turn = _int(view.get("turn"))
    ch = _int(view.get("challenger"))
    _, ha = _highest(view)
    result = _result_text(view)
    if phase == "over":
        return "WINNER", _name_of(names, _int(view.get("winner"))), "last with cards", GOLD_INK
    if result is not None:
        ok = view.get("result") == "success"
        who = _name_of(names, ch)
        extra = f"{who}: {_found(view)} of {ha or 0} found" if ch is not None else ""
        if phase == "recover" and turn is not None:
            extra = f"{_name_of(names, turn)} may recover"
        elif phase == "discard":
            losers = _losers(view)
            if losers is None:
                extra = f"{who} discards" if not ok else "the others discard"
            else:
                left = [k for k in losers if k in (_waiting(view) or losers)]
                shown = ", ".join(_name_of(names, k) for k in left)
                extra = f"{shown} discard{'s' if len(left) == 1 else ''}" if left else ""
        return "RESULT", result, extra, GOOD if ok else ACCENT
    if phase == "challenge" and ch is not None:
        return "CHALLENGER", _name_of(names, ch), f"{_found(view)} of {ha or 0} found", INK
    if phase == "place":
        waiting = _waiting(view)
        if waiting is None:
            waiting = [
                _seat_no(s, k)
                for k, s in enumerate(_seats(view))
                if not s.get("out") and not s.get("placed")
            ]
        return "PLACING", "Everyone places", f"{len(waiting)} still to place", INK
    if turn is not None:
        verb = {"call": "calls", "bid": "raises or passes", "recover": "chooses"}.get(
            phase, "plays"
        )
        return "TURN", _name_of(names, turn), verb, INK
    return "TURN", "—", "", MUTED


def _draw_seat(
    out: _Out,
    view: Mapping[str, Any],
    entry: Mapping[str, Any],
    seat: int,
    name: str,
    xy: tuple[int, int],
) -> None:
    x0, y0 = xy
    style = _panel_style(view, entry, seat)
    bg = _panel_fill(style)
    out.put(_panel, (PANEL_W, PANEL_H, style), (x0, y0))
    is_out = style == "out"
    phase = _phase(view)

    # seat number badge and name
    cy = y0 + 32
    out.put(_index_badge, (str(seat + 1), False, bg), (x0 + 16, cy - 15))
    right = x0 + PANEL_W - 16
    # right side: the bid, "passed", or the winner's crown
    bid = _last_bid(view, seat)
    hs, _ = _highest(view)
    pill: tuple | None = None
    if style == "winner":
        pill = ("WINNER", 16, GOLD, INK, bg, None)
    elif is_out:
        pill = ("OUT", 16, FAINT, WHITE, bg, None)
    elif entry.get("passed") and phase == "bid":
        pill = ("PASSED", 15, bg, MUTED, bg, FAINT)
    elif bid is not None:
        top = hs == seat
        pill = (f"BID {bid}", 16, GOLD if top else FRAME, INK if top else WHITE, bg, None)
    if pill is not None:
        piece = _chip(*pill)
        out.put(_chip, pill, (right - piece.width, cy - piece.height // 2))
        right -= piece.width + 10
    # tags after the name
    tags: list[tuple] = []
    if _int(view.get("start_player")) == seat and phase != "over":
        tags.append(("START", 12, FRAME, WHITE, bg, None))
    if _int(view.get("challenger")) == seat and phase in ("challenge", "recover", "discard"):
        tags.append(("CHALLENGER", 12, ACCENT, WHITE, bg, None))
    if style == "turn" and not (phase == "challenge" and _int(view.get("challenger")) == seat):
        tags.append((_TURN_VERB.get(phase, "TO PLAY"), 12, GOLD, INK, bg, None))
    nx = x0 + 56
    # tags give way (START first) before the name is cut below its natural width
    want = min(_tw(name, 22, True), 150)
    while tags and right - nx - sum(_chip(*t).width + 6 for t in tags) - 6 < want:
        tags.pop(0)
    tag_w = sum(_chip(*t).width + 6 for t in tags)
    name_room = max(40, right - nx - tag_w - 6)
    shown = _fit(name, 22, True, name_room)
    out.text((nx, cy), shown, 22, True, MUTED if is_out else INK, bg, "lm")
    tx = nx + _tw(shown, 22, True) + 10
    for t in tags:
        piece = out.put(_chip, t, (tx, cy - _chip(*t).height // 2))
        tx += piece.width + 6

    # counts
    sy = y0 + 68
    x = x0 + 18
    ink = MUTED if is_out else INK
    for kind, value, label in (
        ("hand", _hand_count(entry), "in hand"),
        ("discard", _discard_count(entry), "discarded"),
    ):
        out.put(_mini_icon, (kind, bg), (x, sy - 12))
        out.text((x + 31, sy), str(value), 19, True, ink, bg, "lm")
        lx = x + 31 + _tw(str(value), 19, True) + 6
        out.text((lx, sy + 1), label, 17, False, MUTED, bg, "lm")
        x = lx + _tw(label, 17) + 22
    if entry.get("recovered"):
        out.put(_mini_icon, ("recovered", bg), (x, sy - 12))
        out.text((x + 31, sy + 1), "recovered", 17, False, GOOD, bg, "lm")

    # placed cards
    row_top = y0 + 92
    cards = _public_placed(view, entry)
    if is_out:
        out.text((x0 + PANEL_W / 2, row_top + 58), "Out of the game", 22, True, FAINT, bg, "mm")
        return
    if not cards:
        msg = "no cards placed"
        if style == "winner":
            msg = "the last player holding cards"
        elif phase == "place":
            waiting = _waiting(view)
            msg = "placed ✓" if waiting is not None and seat not in waiting else "placing…"
        elif phase == "call":
            msg = "waiting for the call"
        won = style == "winner"
        out.text((x0 + 22, row_top + 58), msg, 18, won, GOLD_INK if won else FAINT, bg, "lm")
        return
    w, h = CARD_SIZES[SEAT_CARD]
    m = _tile_margin(w)
    for i, (slot, pushed, kind) in enumerate(cards[:6]):
        cx = x0 + 22 + i * CARD_STEP
        top = row_top + (0 if pushed else RAISE)
        mark = None
        if kind is not None:
            mark = MARK_YES if _turned_ok(view, seat, slot, kind) else MARK_NO
        out.put(_card_tile, (kind, SEAT_CARD, bg, None, mark), (cx - m, top - m))
        if pushed:
            chip = ("PUSHED", 10, GOLD, INK, bg, None)
            piece = _chip(*chip)
            out.put(_chip, chip, (cx + (w - piece.width) // 2, row_top + h + 6))
    if len(cards) > 6:
        out.text((x0 + PANEL_W - 20, row_top + 58), f"+{len(cards) - 6}", 20, True, MUTED, bg, "rm")


def render_table(view: dict, names: list[str]) -> bytes:
    """PNG of the public table: the call (colour swatch and count), the highest bid, whose
    move it is, and a panel per seat with its counts, bid or pass, and placed cards face
    down (pushed ones raised and tagged, turned ones face up with a tick or a cross).

    Reads only public fields: `view["me"]` is never looked at."""
    n = max(1, len(_seats(view)))
    out = _Out(_table_base_p(n).copy(), palette=True)
    _compose_table(view, names, out)
    return out.png()


def _table_rgb(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    n = max(1, len(_seats(view)))
    out = _Out(_table_base(n).copy(), palette=False)
    _compose_table(view, names, out)
    return out.img


# --------------------------------------------------------------------------- hand

HAND_W = 760
HAND_CARD = "normal"
HAND_STEP = 114
LIFT = 16  # how far a selected (or pushed) card rises in the hand picture
CALL_BOX = (HAND_W - MARGIN - 236, 18, HAND_W - MARGIN, 92)
STATUS_Y = 106
STATUS_H = 48


@dataclass(frozen=True)
class _HandLayout:
    hand_y: int
    placed_y: int
    discard_y: int
    height: int


CARD_PANEL_H = 262
DISCARD_H = 152


@lru_cache(maxsize=1)
def _hand_layout() -> _HandLayout:
    y = STATUS_Y + STATUS_H + GAP
    hand_y = y
    y += CARD_PANEL_H + GAP
    placed_y = y
    y += CARD_PANEL_H + GAP
    discard_y = y
    y += DISCARD_H + MARGIN
    return _HandLayout(hand_y, placed_y, discard_y, y)


@lru_cache(maxsize=1)
def _hand_base() -> Image.Image:
    """The frame of every hand picture: header strip, call box, the three panels."""
    lay = _hand_layout()
    img = Image.new("RGB", (HAND_W, lay.height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, HAND_W)
    common.rounded_box(draw, CALL_BOX, 14, fill=FRAME)
    for y, h, title in (
        (lay.hand_y, CARD_PANEL_H, "Your hand"),
        (lay.placed_y, CARD_PANEL_H, "Placed"),
        (lay.discard_y, DISCARD_H, "Discard pile"),
    ):
        common.rounded_box(
            draw,
            (MARGIN, y, HAND_W - MARGIN, y + h - 4),
            18,
            fill=CARD,
            outline=CARD_EDGE,
            width=2,
            shadow=SHADOW,
        )
        draw.text((MARGIN + 20, y + 28), title, font=font(22, True), fill=INK, anchor="lm")
    return img


@lru_cache(maxsize=1)
def _hand_base_p() -> Image.Image:
    return _to_palette(_hand_base())


@lru_cache(maxsize=8)
def _status_bar(w: int, h: int, tone: str) -> Image.Image:
    """The coloured strip that says what the player must do: "act" (gold), "wait" (plain),
    "out" (grey), "won" (pale gold)."""
    img = Image.new("RGB", (w, h + 4), BG)
    d = ImageDraw.Draw(img)
    fill, edge = _STATUS_TONES.get(tone, _STATUS_TONES["wait"])
    common.rounded_box(d, (0, 0, w - 1, h - 1), 14, fill=fill, outline=edge, width=2, shadow=SHADOW)
    return img


_STATUS_TONES: dict[str, tuple[RGB, RGB]] = {
    "act": (GOLD, rgb("#c48d12")),
    "wait": (CARD, CARD_EDGE),
    "out": (OUT_FILL, CARD_EDGE),
    "won": (WIN_FILL, GOLD),
}


def _status_fill(tone: str) -> RGB:
    return _STATUS_TONES.get(tone, _STATUS_TONES["wait"])[0]


def _hand_status(
    view: Mapping[str, Any],
    seat: int,
    entry: Mapping[str, Any],
    me: Mapping[str, Any] | None,
    names: Sequence[str],
) -> tuple[str, str]:
    """(what the player should know now, tone of the bar)."""
    phase = _phase(view)
    turn = _int(view.get("turn"))
    colour, count = _called(view)
    hs, ha = _highest(view)
    who = _name_of(names, turn)
    if phase == "over":
        w = _int(view.get("winner"))
        if w == seat:
            return "You won: the last player holding cards!", "won"
        return f"Game over · {_name_of(names, w)} won", "out"
    if entry.get("out"):
        return "You are out of the game", "out"
    mine = turn == seat
    if phase == "call":
        if mine:
            return "Your call: name a colour and a count (1-6)", "act"
        return f"Waiting for {who} to call a colour and a count", "wait"
    if phase == "place":
        waiting = _waiting(view)
        done = seat not in waiting if waiting is not None else bool(entry.get("placed"))
        if done:
            return "Cards placed · waiting for the others", "wait"
        n = _me_count(me, "can_place")
        if n is None:
            n = min(count or 0, _hand_count(entry))
        return f"Place {_plural(n, 'card')} face down", "act"
    if phase == "bid":
        if mine:
            if ha is None:
                return "Your bid: open the bidding (0 is allowed)", "act"
            return f"Your bid: raise above {ha} or pass", "act"
        if hs == seat:
            return f"You hold the highest bid ({ha}) · waiting for {who}", "wait"
        return f"Waiting for {who} to raise or pass", "wait"
    if phase == "challenge":
        ch = _int(view.get("challenger"))
        if ch == seat:
            left = max(0, (ha or 0) - _found(view))
            return f"Your challenge: turn {_plural(left, 'more card')} showing {colour}", "act"
        return f"{_name_of(names, ch)} is turning cards: {_found(view)} of {ha or 0} found", "wait"
    if phase == "recover":
        if mine:
            n = _me_count(me, "recover_count") or 2
            return f"You may take back {_plural(n, 'discarded card')} (once a game)", "act"
        return f"Waiting for {who} to choose whether to recover", "wait"
    if phase == "discard":
        n = _me_count(me, "must_discard")
        waiting = _waiting(view)
        if n is None and _loser(view, seat) and (waiting is None or seat in waiting):
            n = 2
        if n:
            return f"You lose {_plural(n, 'card')}: choose which to discard", "act"
        return "Waiting for the losers to discard", "wait"
    return _PHASE_TITLE.get(phase, phase), "wait"


def _compose_hand(
    view: Mapping[str, Any],
    seat: int,
    name: str,
    selected: Sequence[int] | None,
    names: Sequence[str],
    out: _Out,
) -> None:
    lay = _hand_layout()
    entry = _seat_entry(view, seat)
    me = _me(view, seat)
    picked = {s for s in selected or () if _int(s) is not None}
    phase = _phase(view)
    colour, count = _called(view)

    # header
    out.text(
        (MARGIN, 46), _fit(name or f"Player {seat + 1}", 36, True, 440), 36, True, INK, BG, "lm"
    )
    sub = [f"Round {_int(view.get('round')) or 1}", _PHASE_TITLE.get(phase, phase.capitalize())]
    if _int(view.get("start_player")) == seat and phase != "over":
        sub.append("you start")
    out.text((MARGIN + 1, 84), " · ".join(sub), 20, False, MUTED, BG, "lm")
    x0, y0, x1, y1 = CALL_BOX
    out.put(_swatch, (colour, 54, FRAME), (x0 + 12, (y0 + y1) // 2 - 27))
    if colour is None:
        out.text((x0 + 78, y0 + 28), "NO CALL", 22, True, PALE, FRAME, "lm")
        out.text((x0 + 78, y0 + 54), "yet", 17, False, PALE, FRAME, "lm")
    else:
        out.text((x0 + 78, y0 + 28), colour.upper(), 24, True, WHITE, FRAME, "lm")
        line = f"{_plural(count, 'card')} each" if count else "count to come"
        out.text((x0 + 78, y0 + 55), line, 17, False, PALE, FRAME, "lm")

    # status bar
    text, tone = _hand_status(view, seat, entry, me, names)
    bw = HAND_W - 2 * MARGIN
    out.put(_status_bar, (bw, STATUS_H, tone), (MARGIN, STATUS_Y))
    fill = _status_fill(tone)
    ink = INK if tone != "out" else MUTED
    extra = _hand_extra(view, seat, entry)
    room = bw - 36 - (_tw(extra, 17) + 16 if extra else 0)
    out.text(
        (MARGIN + 18, STATUS_Y + STATUS_H // 2),
        _fit(text, 20, True, room),
        20,
        True,
        ink,
        fill,
        "lm",
    )
    if extra:
        out.text(
            (HAND_W - MARGIN - 18, STATUS_Y + STATUS_H // 2), extra, 17, False, ink, fill, "rm"
        )

    # hand
    w, h = CARD_SIZES[HAND_CARD]
    m = _tile_margin(w)
    hand = _cards(me.get("hand")) if me is not None else [(None, None)] * _hand_count(entry)
    out.text(
        (HAND_W - MARGIN - 20, lay.hand_y + 28),
        _plural(len(hand), "card"),
        18,
        False,
        MUTED,
        CARD,
        "rm",
    )
    top0 = lay.hand_y + 52
    if not hand:
        out.text(
            (HAND_W // 2, top0 + LIFT + h // 2), "no cards in hand", 20, False, FAINT, CARD, "mm"
        )
    for i, (cid, kind) in enumerate(hand[:6]):
        sel = cid is not None and cid in picked
        cx = MARGIN + 26 + i * HAND_STEP
        top = top0 + (0 if sel else LIFT)
        out.put(
            _card_tile, (kind, HAND_CARD, CARD, SELECT if sel else None, None), (cx - m, top - m)
        )
        out.put(_index_badge, (str(i + 1), sel, CARD), (cx + w // 2 - 15, top0 + LIFT + h + 12))
    if len(hand) > 6:
        out.text(
            (HAND_W - MARGIN - 20, top0 + LIFT + h // 2),
            f"+{len(hand) - 6}",
            22,
            True,
            MUTED,
            CARD,
            "rm",
        )

    # placed
    placed = _private_placed(me) if me is not None else []
    returned = False
    if not placed and entry.get("placed"):
        # without private cards (or once they went back to the hand after the challenge)
        # the round's public layout still shows what was pushed and turned
        placed = [(slot, None, pushed, kind) for slot, pushed, kind in _public_placed(view, entry)]
        returned = me is not None
    n_pushed = sum(1 for row in placed if row[2])
    turned = _turned_types(view)
    if placed:
        summary = "back in your hand" if returned else f"{len(placed)} placed"
        if n_pushed:
            summary += f" · {n_pushed} pushed"
        n_turned = sum(1 for s, _slot in turned if s == seat)
        if n_turned:
            summary += f" · {n_turned} turned"
    elif phase == "place" and count:
        summary = "choose from your hand"
    else:
        summary = "none"
    out.text((HAND_W - MARGIN - 20, lay.placed_y + 28), summary, 18, False, MUTED, CARD, "rm")
    top0 = lay.placed_y + 52
    if not placed:
        msg = {
            "call": "the call comes first",
            "place": "pick cards from your hand to place",
        }.get(phase, "nothing placed this round")
        out.text((HAND_W // 2, top0 + LIFT + h // 2), msg, 20, False, FAINT, CARD, "mm")
    for i, (slot, cid, pushed, kind) in enumerate(placed[:6]):
        sel = cid is not None and cid in picked
        cx = MARGIN + 26 + i * HAND_STEP
        top = top0 + (0 if (pushed or sel) else LIFT)
        mark = None
        if (seat, slot) in turned and kind is not None:
            mark = MARK_YES if _turned_ok(view, seat, slot, kind) else MARK_NO
        out.put(
            _card_tile, (kind, HAND_CARD, CARD, SELECT if sel else None, mark), (cx - m, top - m)
        )
        if pushed:
            chip = ("PUSHED", 11, GOLD, INK, CARD, None)
            piece = _chip(*chip)
            out.put(_chip, chip, (cx + (w - piece.width) // 2, top0 + h + 3))
        out.put(
            _index_badge, (chr(ord("A") + i), sel, CARD), (cx + w // 2 - 15, top0 + LIFT + h + 12)
        )

    # discard pile
    dy = lay.discard_y
    discard = (
        _cards(me.get("discard")) if me is not None else [(None, None)] * _discard_count(entry)
    )
    out.text((MARGIN + 20, dy + 62), _plural(len(discard), "card"), 20, True, INK, CARD, "lm")
    if entry.get("recovered"):
        out.put(_mini_icon, ("recovered", CARD), (MARGIN + 20, dy + 96))
        out.text((MARGIN + 51, dy + 108), "recovery used", 17, False, MUTED, CARD, "lm")
    else:
        out.text((MARGIN + 20, dy + 96), "recovery still", 17, False, MUTED, CARD, "lm")
        out.text((MARGIN + 20, dy + 118), "available", 17, True, GOOD, CARD, "lm")
    sw, sh = CARD_SIZES["small"]
    sm = _tile_margin(sw)
    dtop = dy + 22
    x = MARGIN + 230
    if not discard:
        out.text((x, dtop + 14 + sh // 2), "empty", 20, False, FAINT, CARD, "lm")
    for cid, kind in discard[:6]:
        sel = cid is not None and cid in picked
        top = dtop + (0 if sel else 14)
        out.put(
            _card_tile, (kind, "small", CARD, SELECT if sel else None, None), (x - sm, top - sm)
        )
        x += sw + 14
    if len(discard) > 6:
        out.text((x + 4, dtop + 14 + sh // 2), f"+{len(discard) - 6}", 20, True, MUTED, CARD, "lm")


def _hand_extra(view: Mapping[str, Any], seat: int, entry: Mapping[str, Any]) -> str:
    """The short right-hand note on the status bar: the player's own bid or pass."""
    if _phase(view) not in ("bid", "challenge"):
        return ""
    bid = _last_bid(view, seat)
    if entry.get("passed") and _phase(view) == "bid":
        return "you passed" if bid is None else f"you bid {bid}, passed"
    return "" if bid is None else f"your bid {bid}"


def _private_placed(me: Mapping[str, Any]) -> list[tuple[int, int | None, bool, str | None]]:
    """The seat's own placed cards as (slot, id, pushed, type), in slot order."""
    rows = []
    for i, p in enumerate(me.get("placed") or []):
        if isinstance(p, dict):
            slot = _int(p.get("slot"))
            kind = p.get("type")
            rows.append(
                (
                    i if slot is None else slot,
                    _int(p.get("id")),
                    bool(p.get("pushed")),
                    kind if isinstance(kind, str) else None,
                )
            )
    rows.sort(key=lambda r: r[0])
    return rows


def hand_card_origin(index: int, selected: bool = False) -> tuple[int, int]:
    """Top-left pixel of the index-th hand card (from 0) in `render_hand`."""
    top = _hand_layout().hand_y + 52 + (0 if selected else LIFT)
    return (MARGIN + 26 + index * HAND_STEP, top)


def render_hand(
    view: dict,
    seat: int,
    name: str,
    selected: list[int] | None = None,
    *,
    names: list[str] | None = None,
) -> bytes:
    """PNG of one player's private view: their hand (faces, labelled 1..n; cards whose id is
    in `selected` are lifted and ringed in blue), their placed cards (labelled A..F, pushed
    ones raised and tagged, turned ones marked), their discard pile, the call and a status bar.

    The faces come from `view["me"]` when it belongs to `seat`; without it the picture
    falls back to card backs and public counts. `names` (all seats, optional) lets the
    status bar name the other players instead of saying "Player 3"."""
    out = _Out(_hand_base_p().copy(), palette=True)
    _compose_hand(view, seat, name, selected, names or [], out)
    return out.png()


def _hand_rgb(
    view: Mapping[str, Any], seat: int, name: str, selected: Sequence[int] | None
) -> Image.Image:
    out = _Out(_hand_base().copy(), palette=False)
    _compose_hand(view, seat, name, selected, [], out)
    return out.img


# --------------------------------------------------------------------------- turned card

TURN_W = 640
TURN_H = 292


@lru_cache(maxsize=1)
def _turn_base() -> Image.Image:
    img = Image.new("RGB", (TURN_W, TURN_H), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, TURN_W)
    common.rounded_box(
        draw,
        (MARGIN - 6, 22, TURN_W - MARGIN + 6, TURN_H - 14),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    return img


@lru_cache(maxsize=1)
def _turn_base_p() -> Image.Image:
    return _to_palette(_turn_base())


def _compose_turn(view: Mapping[str, Any], names: Sequence[str], out: _Out) -> None:
    turned = _turned_list(view)
    colour, _count = _called(view)
    ch = _int(view.get("challenger"))
    _, ha = _highest(view)
    w, h = CARD_SIZES["large"]
    m = _tile_margin(w)
    cx, top = MARGIN + 14, 40
    tx = cx + w + 34
    # the called colour sits in the top right corner, as a reminder
    out.put(_swatch, (colour, 48, CARD), (TURN_W - MARGIN - 62, top - 6))
    room = TURN_W - MARGIN - 76 - tx
    last = turned[-1] if turned else None
    if last is None:
        out.put(_card_tile, (None, "large", CARD, None, None), (cx - m, top - m))
        out.text((tx, top + 26), "No card turned yet", 26, True, INK, CARD, "lm")
        if ch is not None:
            line = f"{_name_of(names, ch)} must find {ha or 0} {colour or ''}".rstrip()
            out.text((tx, top + 62), _fit(line, 19, False, room), 19, False, MUTED, CARD, "lm")
        return
    owner = _int(last.get("seat"))
    kind = last.get("type") if isinstance(last.get("type"), str) else None
    slot = _int(last.get("slot"))
    ok = _turned_ok(view, owner, slot if slot is not None else -1, kind or "")
    if kind not in _game_data()[1]:
        kind = None
    out.put(_card_tile, (kind, "large", CARD, None, MARK_YES if ok else MARK_NO), (cx - m, top - m))
    whose = "own card" if owner == ch else f"{_name_of(names, owner)}'s card"
    out.text(
        (tx, top + 20),
        _fit(f"{_name_of(names, ch)} turns", 18, False, room),
        18,
        False,
        MUTED,
        CARD,
        "lm",
    )
    out.text((tx, top + 50), _fit(whose, 28, True, room), 28, True, INK, CARD, "lm")
    verdict = f"shows {colour}" if ok else f"no {colour}"
    if colour is None:
        verdict = "has the colour" if ok else "lacks the colour"
    out.text(
        (tx, top + 92),
        _fit(verdict.upper(), 26, True, room),
        26,
        True,
        GOOD if ok else ACCENT,
        CARD,
        "lm",
    )
    # every card turned so far, small, in order
    y = top + 126
    found = f"found {_found(view)} of {ha or 0}"
    out.text((tx, y + 2), found, 18, True, INK, CARD, "lm")
    tiny_w = CARD_SIZES["tiny"][0]
    tm = _tile_margin(tiny_w)
    x = tx
    for t in turned[-8:]:
        k = t.get("type") if t.get("type") in _game_data()[1] else None
        tok = _turned_ok(view, _int(t.get("seat")), _int(t.get("slot")) or 0, k or "")
        out.put(
            _card_tile, (k, "tiny", CARD, None, MARK_YES if tok else MARK_NO), (x - tm, y + 20 - tm)
        )
        x += tiny_w + 12
    result = _result_text(view)
    if result is not None:
        good = view.get("result") == "success"
        chip = (result.upper(), 15, GOOD if good else ACCENT, WHITE, CARD, None)
        # beside the "found" line, clear of the row of small cards below it
        piece = _chip(*chip)
        out.put(_chip, chip, (tx + _tw(found, 18, True) + 14, y + 2 - piece.height // 2))


def render_turn(view: dict, names: list[str]) -> bytes:
    """PNG of the card turned last in the challenge: its face with a tick or a cross, whose
    card it was, every card turned so far, and the result once there is one."""
    out = _Out(_turn_base_p().copy(), palette=True)
    _compose_turn(view, names, out)
    return out.png()


def _turn_rgb(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    out = _Out(_turn_base().copy(), palette=False)
    _compose_turn(view, names, out)
    return out.img


# --------------------------------------------------------------------------- final

FINAL_W = 760
FINAL_ROW = 56
WINNER_H = 150


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _final_rows(view: Mapping[str, Any]) -> list[int]:
    """Seats other than the winner, best first: the last to go out comes second."""
    winner = _int(view.get("winner"))
    order = [s for s in _out_order(view) if s != winner]
    rest = [
        _seat_no(s, k)
        for k, s in enumerate(_seats(view))
        if _seat_no(s, k) != winner and _seat_no(s, k) not in order
    ]
    return rest + list(reversed(order))


def _final_image(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    rows = _final_rows(view)
    list_h = 58 + len(rows) * FINAL_ROW + 12
    height = HEADER_H + WINNER_H + GAP + list_h + MARGIN
    img = Image.new("RGB", (FINAL_W, height), BG)
    draw = ImageDraw.Draw(img)
    _colour_strip(draw, FINAL_W)
    draw.text((MARGIN, 46), "Venn Classic · Game over", font=font(34, True), fill=INK, anchor="lm")
    rnd = _int(view.get("round"))
    sub = f"{_plural(len(_seats(view)), 'player')}" + (f" · {_plural(rnd, 'round')}" if rnd else "")
    draw.text((MARGIN + 1, 84), sub, font=font(20), fill=MUTED, anchor="lm")

    # the winner
    y0 = HEADER_H
    box = (MARGIN, y0, FINAL_W - MARGIN, y0 + WINNER_H - 4)
    common.rounded_box(draw, box, 18, fill=WIN_FILL, outline=GOLD, width=4, shadow=SHADOW)
    winner = _int(view.get("winner"))
    cy = y0 + (WINNER_H - 4) // 2
    draw.ellipse((MARGIN + 24, cy - 44, MARGIN + 112, cy + 44), fill=GOLD)
    draw.text((MARGIN + 68, cy + 2), "★", font=font(54, True), fill=WHITE, anchor="mm")
    tx = MARGIN + 136
    if winner is None:
        draw.text((tx, cy), "No winner", font=font(34, True), fill=MUTED, anchor="lm")
    else:
        entry = _seat_entry(view, winner)
        draw.text((tx, cy - 34), "WINNER", font=font(16, True), fill=GOLD_INK, anchor="lm")
        draw.text(
            (tx, cy + 2),
            common.fit_text(_name_of(names, winner), font(40, True), FINAL_W - tx - 170),
            font=font(40, True),
            fill=INK,
            anchor="lm",
        )
        draw.text(
            (tx, cy + 40), "the last player holding cards", font=font(18), fill=MUTED, anchor="lm"
        )
        left = _hand_count(entry) + len(entry.get("placed") or [])
        draw.text(
            (FINAL_W - MARGIN - 30, cy - 8), str(left), font=font(44, True), fill=INK, anchor="rm"
        )
        draw.text(
            (FINAL_W - MARGIN - 30, cy + 28),
            "cards left" if left != 1 else "card left",
            font=font(16),
            fill=MUTED,
            anchor="rm",
        )
        back = card_back(*CARD_SIZES["tiny"])
        img.paste(back, (FINAL_W - MARGIN - 30 - 118, cy - 28), back)

    # everyone else, in finishing order
    y0 = HEADER_H + WINNER_H + GAP
    common.rounded_box(
        draw,
        (MARGIN, y0, FINAL_W - MARGIN, y0 + list_h - 4),
        18,
        fill=CARD,
        outline=CARD_EDGE,
        width=2,
        shadow=SHADOW,
    )
    draw.text(
        (MARGIN + 20, y0 + 28), "Order of going out", font=font(21, True), fill=INK, anchor="lm"
    )
    draw.text(
        (FINAL_W - MARGIN - 20, y0 + 28),
        "last out places highest",
        font=font(16),
        fill=MUTED,
        anchor="rm",
    )
    order = _out_order(view)
    n_out = len(order)
    for i, seat in enumerate(rows):
        y = y0 + 58 + i * FINAL_ROW
        if i % 2 == 0:
            draw.rounded_rectangle(
                (MARGIN + 12, y, FINAL_W - MARGIN - 12, y + FINAL_ROW - 6), 10, fill=rgb("#f3eee4")
            )
        mid = y + (FINAL_ROW - 6) // 2
        place = i + 2
        draw.ellipse((MARGIN + 26, mid - 17, MARGIN + 60, mid + 17), fill=FRAME)
        draw.text((MARGIN + 43, mid + 1), str(place), font=font(18, True), fill=WHITE, anchor="mm")
        draw.text(
            (MARGIN + 76, mid),
            common.fit_text(_name_of(names, seat), font(22, True), 330),
            font=font(22, True),
            fill=INK,
            anchor="lm",
        )
        if seat in order:
            k = order.index(seat) + 1
            note = "first out" if k == 1 else ("last out" if k == n_out else f"{_ordinal(k)} out")
            rnd_out = _int(_seat_entry(view, seat).get("out_round"))
            if rnd_out:
                note += f" · round {rnd_out}"
        else:
            note = "still in"
        draw.text((FINAL_W - MARGIN - 30, mid), note, font=font(18), fill=MUTED, anchor="rm")
    return img


def render_final(view: dict, names: list[str]) -> bytes:
    """PNG of the end of the game: the winner, then everyone else in finishing order
    (the last to go out placed second), with when each went out."""
    return common.encode_png(_final_image(view, names), _palette(), PNG_LEVEL)


# --------------------------------------------------------------------------- palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must come out exactly: the theme, the six card colours (plain,
    lightened as drawn, and their outline shades) and the card back."""
    base = [
        BG,
        CARD,
        CARD_EDGE,
        SHADOW,
        INK,
        MUTED,
        FAINT,
        FRAME,
        PALE,
        WHITE,
        ACCENT,
        GOOD,
        GOLD,
        GOLD_INK,
        WIN_FILL,
        OUT_FILL,
        TURN_FILL,
        SELECT,
        FACE,
        FACE_EDGE,
        BACK,
        BACK_PATTERN,
        BACK_LINE,
        BACK_TEXT,
        rgb("#c48d12"),
        rgb("#f3eee4"),
        (0, 0, 0),
    ]
    for name in _game_data()[0]:
        c = colour_rgb(name)
        base += [c, common.mix(c, FACE, 0.12), _dark(name)]
    return base


def _specimen_cards() -> Image.Image:
    """Every card tile at every size, so their antialiased edges get palette entries."""
    tiles = []
    for size in CARD_SIZES:
        for kind in (*card_types(), None):
            for mark in (None, MARK_YES, MARK_NO):
                tiles.append(_card_tile(kind, size, CARD, None, mark))
    w = sum(t.width for t in tiles)
    h = max(t.height for t in tiles)
    img = Image.new("RGB", (w, h), CARD)
    x = 0
    for t in tiles:
        img.paste(t, (x, 0))
        x += t.width
    return img


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The one palette of every Venn Classic picture, from fixed colours and specimens."""
    names = [f"Player {k + 1}" for k in range(8)]
    parts = [
        _table_rgb(sample_view(players=8, seed=4, phase="challenge"), names),
        _table_rgb(sample_view(players=5, seed=2, phase="bid"), names),
        _hand_rgb(sample_view(players=5, seed=3, phase="bid"), 0, "Specimen", None),
        _turn_rgb(sample_view(players=5, seed=5, phase="recover"), names),
        _final_image(sample_view(players=6, seed=6, phase="over"), names),
        _specimen_cards(),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    return common.build_palette(_fixed_colours(), specimen)


# --------------------------------------------------------------------------- samples

PHASES = ("call", "place", "bid", "challenge", "recover", "discard", "over")


def sample_view(players: int = 5, seed: int = 1, phase: str = "challenge") -> dict:
    """A made-up but consistent view of the engine's shape (the same for the same
    arguments), seen by seat 0: cards dealt from a real deck, some lost to discard piles,
    a call, placed and pushed cards, a bidding history, a challenge part-way or done."""
    rng = random.Random(f"classic-{players}-{seed}-{phase}")
    players = max(2, min(8, players))
    phase = phase if phase in PHASES else "challenge"
    types = card_types()
    colours = list(_game_data()[0])
    deck = [{"id": i, "type": types[i * len(types) // 48]} for i in range(48)]
    rng.shuffle(deck)
    rnd = rng.randint(2, 6)
    hands: list[list[dict]] = [[deck.pop() for _ in range(6)] for _ in range(players)]
    discards: list[list[dict]] = [[] for _ in range(players)]
    recovered = [False] * players
    out = [False] * players
    out_round: list[int | None] = [None] * players
    # history: a few earlier losses, perhaps a recovery, and one player out on a big table
    for k in range(players):
        # (a recovery sample needs something to recover)
        losses = [1, 2] if phase == "recover" else [0, 0, 1, 1, 2]
        for _ in range(rng.choice(losses)):
            if len(hands[k]) > 2:
                discards[k] += [hands[k].pop(), hands[k].pop()]
        if discards[k] and rng.random() < 0.3:
            recovered[k] = True
    if players >= 4:
        k = rng.randrange(2, players)
        discards[k] += hands[k]
        hands[k] = []
        out[k] = True
        out_round[k] = rnd - 1
    winner = None
    if phase == "over":
        winner = rng.choice([k for k in range(players) if not out[k]])
        order = [k for k in range(players) if k != winner and not out[k]]
        rng.shuffle(order)
        for i, k in enumerate(order):
            discards[k] += hands[k]
            hands[k] = []
            out[k] = True
            out_round[k] = rnd - len(order) + i + 1
        rnd += 1
    alive = [k for k in range(players) if not out[k]]
    start = alive[(rnd - 1) % len(alive)]
    clockwise = [alive[(alive.index(start) + i) % len(alive)] for i in range(len(alive))]

    colour = count = None
    placed: list[list[dict]] = [[] for _ in range(players)]
    bids: list[dict] = []
    passed: set[int] = set()
    highest: dict | None = None
    turned: list[dict] = []
    turn: int | None = None
    challenger: int | None = None
    result: str | None = None

    if phase == "call":
        turn = start
    elif phase != "over":
        colour = rng.choice(colours)
        count = rng.randint(2, 4)
        placing = [k for k in alive if phase != "place" or rng.random() < 0.6]
        for k in placing:
            n = min(count, len(hands[k]))
            for slot in range(n):
                placed[k].append({"slot": slot, "card": hands[k].pop(), "pushed": False})

    def push(k: int, n: int) -> list[int]:
        free = [p for p in placed[k] if not p["pushed"]]
        free.sort(key=lambda p: (not has_colour(p["card"]["type"], colour), rng.random()))
        slots = []
        for p in free[:n]:
            p["pushed"] = True
            slots.append(p["slot"])
        return slots

    def ceiling(k: int) -> int:
        # the most seat k may bid: its own pushed cards plus everyone else's placed ones
        own = sum(1 for p in placed[k] if p["pushed"])
        return own + sum(len(placed[j]) for j in alive if j != k)

    if phase in ("bid", "challenge", "recover", "discard"):
        amount = rng.randint(1, 2)
        bids.append({"seat": start, "amount": amount, "pushed": push(start, rng.randint(0, 1))})
        highest = {"seat": start, "amount": amount}
        i = 1
        limit = rng.randint(2, 5) if phase == "bid" else 4 * len(clockwise)
        since_raise = 0
        for _ in range(limit):
            k = clockwise[i % len(clockwise)]
            i += 1
            if k == highest["seat"]:
                continue
            target = highest["amount"] + 1
            if target <= min(ceiling(k), 2 + len(alive)) and rng.random() < 0.5:
                own = sum(1 for p in placed[k] if p["pushed"])
                slots = push(k, min(rng.randint(0, 1), target - own))
                bids.append({"seat": k, "amount": target, "pushed": slots})
                highest = {"seat": k, "amount": target}
                passed.clear()
                since_raise = 0
            else:
                if since_raise + 1 >= len(clockwise) - 1 and phase == "bid":
                    # this pass would close the bidding: leave the sample on k's turn
                    turn = k
                    break
                passed.add(k)
                since_raise += 1
                if since_raise >= len(clockwise) - 1:
                    break
        if phase == "bid":
            while turn is None or turn == highest["seat"]:
                turn = clockwise[i % len(clockwise)]
                i += 1
        else:
            passed = {k for k in alive if k != highest["seat"]}
            challenger = highest["seat"]
            need = highest["amount"]
            own_pushed = [(challenger, p) for p in placed[challenger] if p["pushed"]]
            others = [(k, p) for k in alive if k != challenger for p in placed[k]]
            if phase == "recover":
                # a recovery sample comes from a challenge that worked
                others.sort(
                    key=lambda kp: (not has_colour(kp[1]["card"]["type"], colour), rng.random())
                )
                own_pushed.sort(key=lambda kp: not has_colour(kp[1]["card"]["type"], colour))
            else:
                others.sort(key=lambda kp: (not kp[1]["pushed"], rng.random()))
            stop = need if phase != "challenge" else max(1, rng.randint(1, max(1, need - 1)))
            found = 0
            failer = None
            for n_turned, (k, p) in enumerate(own_pushed + others):
                if found >= stop:
                    break
                ok = has_colour(p["card"]["type"], colour)
                if not ok and phase == "challenge":
                    if n_turned < len(own_pushed):
                        break  # the next card would end it: stop just before
                    continue  # keep a challenge in progress alive
                turned.append(
                    {"seat": k, "slot": p["slot"], "type": p["card"]["type"], "has_colour": ok}
                )
                p["turned"] = True
                if not ok:
                    failer = k
                    break
                found += 1
            if phase == "challenge":
                turn = challenger
            else:
                result = "success" if failer is None and found >= need else "failure"
                if phase == "recover":
                    turn = challenger if result == "success" else failer
                    if turn is not None:
                        recovered[turn] = False

    def public_placed(k: int) -> list[dict]:
        return [
            {
                "slot": p["slot"],
                "pushed": p["pushed"],
                "turned": p["card"]["type"] if p.get("turned") else None,
            }
            for p in placed[k]
        ]

    seats = []
    for k in range(players):
        seats.append(
            {
                "seat": k,
                "out": out[k],
                "out_round": out_round[k],
                "hand_count": len(hands[k]),
                "discard_count": len(discards[k]),
                "recovered": recovered[k],
                "placed": public_placed(k),
                "passed": k in passed,
            }
        )
    me = 0 if not out[0] or phase == "over" else alive[0]
    out_order = sorted((k for k in range(players) if out[k]), key=lambda k: (out_round[k], k))
    return {
        "game": "classic",
        "round": rnd,
        "phase": phase,
        "start_player": start,
        "colour": colour,
        "count": count,
        "turn": turn,
        "challenger": challenger,
        "seats": seats,
        "bids": bids,
        "highest": highest,
        "turned": turned,
        "result": result,
        "winner": winner,
        "out_order": out_order,
        "me": {
            "seat": me,
            "hand": [dict(c) for c in hands[me]],
            "placed": [
                {
                    "slot": p["slot"],
                    "id": p["card"]["id"],
                    "type": p["card"]["type"],
                    "pushed": p["pushed"],
                }
                for p in placed[me]
            ],
            "discard": [dict(c) for c in discards[me]],
        },
    }


def public_view(view: Mapping[str, Any]) -> dict:
    """A copy of `view` without the private "me" entry (what a channel may see)."""
    return {k: v for k, v in view.items() if k != "me"}


# --------------------------------------------------------------------------- benchmark


def _time(fn: Callable[[], bytes], samples: int) -> tuple[list[float], bytes]:
    fn()  # warm the caches once
    times = []
    png = b""
    for _ in range(max(1, samples)):
        t0 = time.perf_counter()
        png = fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return times, png


def bench_render(samples: int = 200) -> dict:
    """Time `render_table` (5 seats, mid-challenge) and `render_hand` (bidding, one card
    selected): median and p95 ms and PNG bytes of whichever is slower by median."""
    names = ["Ada", "Bob", "Cyd", "Dee", "Eve"]
    view = sample_view(players=5, seed=11, phase="challenge")
    table = public_view(view)
    hand_view = sample_view(players=5, seed=11, phase="bid")
    hand = hand_view["me"]["hand"]
    sel = [hand[0]["id"]] if hand else []
    results = []
    for label, fn in (
        ("table", lambda: render_table(table, names)),
        ("hand", lambda: render_hand(hand_view, 0, "Ada", sel)),
    ):
        times, png = _time(fn, samples)
        p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
        results.append(
            {
                "median_ms": round(statistics.median(times), 3),
                "p95_ms": round(p95, 3),
                "png_bytes": len(png),
                "which": label,
            }
        )
    slow = max(results, key=lambda r: r["median_ms"])
    return {
        "median_ms": slow["median_ms"],
        "p95_ms": slow["p95_ms"],
        "png_bytes": slow["png_bytes"],
        "which": slow["which"],
        "table": {k: v for k, v in results[0].items() if k != "which"},
        "hand": {k: v for k, v in results[1].items() if k != "which"},
    }
