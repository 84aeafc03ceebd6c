"""One turned card, shown in the channel as the challenge goes."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.classic.views import ClassicView
from rendering import kit as common
from rendering.classic.access import (
    _called,
    _colour_word,
    _found,
    _highest,
    _name_of,
    _result_text,
    _turned_list,
    _turned_ok,
)
from rendering.classic.cards import _game_data
from rendering.classic.layout import MARGIN
from rendering.classic.pieces import (
    MARK_NO,
    MARK_YES,
    _card_tile,
    _chip,
    _colour_strip,
    _fit,
    _Out,
    _swatch,
    _tile_margin,
    _to_palette,
    _tw,
)
from rendering.classic.theme import (
    ACCENT,
    BG,
    CARD,
    CARD_EDGE,
    CARD_SIZES,
    GOOD,
    INK,
    MUTED,
    SHADOW,
    WHITE,
)
from rendering.classic.words import Words

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


def _compose_turn(view: ClassicView, names: Sequence[str], out: _Out, say: Words) -> None:
    turned = _turned_list(view)
    called, _count = _called(view)
    colour = _colour_word(say, called)
    ch = view["challenger"]
    _, ha = _highest(view)
    w, h = CARD_SIZES["large"]
    m = _tile_margin(w)
    cx, top = MARGIN + 14, 40
    tx = cx + w + 34
    # the called colour sits in the top right corner, as a reminder
    out.put(_swatch, (called, 48, CARD), (TURN_W - MARGIN - 62, top - 6))
    room = TURN_W - MARGIN - 76 - tx
    last = turned[-1] if turned else None
    if last is None:
        out.put(_card_tile, (None, "large", CARD, None, None), (cx - m, top - m))
        no_turn = _fit(say("classic-pic-no-turn-yet"), 26, True, room)
        out.text((tx, top + 26), no_turn, 26, True, INK, CARD, "lm")
        if ch is not None:
            line = say(
                "classic-pic-must-find", name=_name_of(names, ch), amount=ha or 0, colour=colour
            )
            out.text((tx, top + 62), _fit(line, 19, False, room), 19, False, MUTED, CARD, "lm")
        return
    owner = last["seat"]
    kind: str | None = last["type"]
    slot = last["slot"]
    ok = _turned_ok(view, owner, slot if slot is not None else -1, kind or "")
    if kind not in _game_data()[1]:
        kind = None
    out.put(_card_tile, (kind, "large", CARD, None, MARK_YES if ok else MARK_NO), (cx - m, top - m))
    whose = (
        say("classic-pic-own-card")
        if owner == ch
        else say("classic-pic-their-card", name=_name_of(names, owner))
    )
    out.text(
        (tx, top + 20),
        _fit(say("classic-pic-turns", name=_name_of(names, ch)), 18, False, room),
        18,
        False,
        MUTED,
        CARD,
        "lm",
    )
    out.text((tx, top + 50), _fit(whose, 28, True, room), 28, True, INK, CARD, "lm")
    verdict = (
        say("classic-pic-shows", colour=colour)
        if ok
        else say("classic-pic-no-colour", colour=colour)
    )
    if called is None:
        verdict = say("classic-pic-has-the-colour") if ok else say("classic-pic-lacks-the-colour")
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
    found = say("classic-pic-found-of", found=_found(view), amount=ha or 0)
    out.text((tx, y + 2), found, 18, True, INK, CARD, "lm")
    tiny_w = CARD_SIZES["tiny"][0]
    tm = _tile_margin(tiny_w)
    x = tx
    for t in turned[-8:]:
        k = t["type"]
        tok = _turned_ok(view, t["seat"], t["slot"] or 0, k or "")
        out.put(
            _card_tile, (k, "tiny", CARD, None, MARK_YES if tok else MARK_NO), (x - tm, y + 20 - tm)
        )
        x += tiny_w + 12
    result = _result_text(view, say)
    if result is not None:
        good = view["result"] == "success"
        chip = (result.upper(), 15, GOOD if good else ACCENT, WHITE, CARD, None)
        # beside the "found" line, clear of the row of small cards below it
        piece = _chip(*chip)
        out.put(_chip, chip, (tx + _tw(found, 18, True) + 14, y + 2 - piece.height // 2))


def render_turn(view: ClassicView, names: list[str], say: Words) -> bytes:
    """PNG of the card turned last in the challenge: its face with a tick or a cross, whose
    card it was, every card turned so far, and the result once there is one."""
    out = _Out(_turn_base_p().copy(), palette=True)
    _compose_turn(view, names, out, say)
    return out.png()


def _turn_rgb(view: ClassicView, names: Sequence[str], say: Words) -> Image.Image:
    out = _Out(_turn_base().copy(), palette=False)
    _compose_turn(view, names, out, say)
    return out.img
