"""The cards: the game's colours and card types, each card's face and back drawn by the
bot (every region printed with its letter, so colour is never the only cue)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFont

from rendering import kit as common
from rendering.classic.theme import (
    _FALLBACK_RGB,
    _FALLBACK_TYPES,
    BACK,
    BACK_LINE,
    BACK_PATTERN,
    BACK_TEXT,
    CARD_SIZES,
    FACE,
    FACE_EDGE,
    INK,
    LETTER,
    SUPER,
    WHITE,
)
from rendering.kit import RGB, font, rgb

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
    y: float = inset  # then grows by a fractional step
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
