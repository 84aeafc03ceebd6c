"""The one 256-colour palette of every Venn Classic picture: fixed colours plus shades
taken from specimen pictures of real seeded play."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from rendering import kit as common
from rendering.classic.cards import _dark, _game_data, card_types, colour_rgb
from rendering.classic.theme import (
    ACCENT,
    BACK,
    BACK_LINE,
    BACK_PATTERN,
    BACK_TEXT,
    BG,
    CARD,
    CARD_SIZES,
    FACE,
    FACE_EDGE,
    GOLD,
    GOLD_INK,
    GOOD,
    OUT_FILL,
    SELECT,
    TURN_FILL,
    WHITE,
    WIN_FILL,
)
from rendering.kit import RGB, rgb, theme
from rendering.kit.kept import kept_palette

# --------------------------------------------------------------------------- palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must come out exactly: the theme, the six card colours (plain,
    lightened as drawn, and their outline shades) and the card back."""

    base = [
        *theme.PALETTE_BASE,
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
    from rendering.classic.pieces import MARK_NO, MARK_YES, _card_tile  # pieces use this palette

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
    """The palette, built once per version of the code (kept on disk between processes:
    rendering.kit.kept)."""
    return kept_palette("classic", _build_palette)


def _build_palette() -> Image.Image:
    """The one palette of every Venn Classic picture, from fixed colours and specimens of
    real seeded play (drawn here, so the drawers come in late: they use this palette)."""
    from rendering.classic.final import _final_image
    from rendering.classic.hand import _hand_rgb
    from rendering.classic.samples import sample_view
    from rendering.classic.table import _table_rgb
    from rendering.classic.turn import _turn_rgb
    from rendering.classic.words import Ids

    names = [f"Player {k + 1}" for k in range(8)]
    say = Ids()  # the words' colours matter here, not what they say
    parts = [
        _table_rgb(sample_view(players=8, seed=4, phase="challenge"), names, say),
        _table_rgb(sample_view(players=5, seed=2, phase="bid"), names, say),
        _hand_rgb(sample_view(players=5, seed=3, phase="bid"), 0, "Specimen", None, say),
        _turn_rgb(sample_view(players=5, seed=5, phase="recover"), names, say),
        _final_image(sample_view(players=6, seed=6, phase="over"), names, say),
        _specimen_cards(),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    return common.build_palette(_fixed_colours(), specimen)
