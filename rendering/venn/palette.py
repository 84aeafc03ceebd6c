"""The one 256-colour palette of every VENN picture: fixed colours plus shades taken from
specimen pictures of real seeded play."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from rendering import kit as common
from rendering.kit import RGB, rgb, theme
from rendering.kit.kept import kept_palette
from rendering.venn.lattice import _index_ink
from rendering.venn.lookup import _colour, _dark, _sections, _tints
from rendering.venn.theme import (
    ACCENT,
    BG,
    BOX_USED,
    BRONZE,
    CARD,
    DIE_BASE,
    EMPTY,
    GOLD,
    GOOD,
    GREY_EDGE,
    GREY_FACE,
    GREY_INK,
    PARK_FILL,
    SILVER,
    WIN_FILL,
)

# --------------------------------------------------------------------------- palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must survive exactly: theme, sections, their tints and overlaps."""
    base = [
        *theme.PALETTE_BASE,
        EMPTY,
        ACCENT,
        GOOD,
        GOLD,
        SILVER,
        BRONZE,
        WIN_FILL,
        BOX_USED,
        PARK_FILL,
        GREY_FACE,
        GREY_EDGE,
        GREY_INK,
        DIE_BASE,
        rgb("#a06d00"),
        (0, 0, 0),
    ]
    for s in _sections():
        c = _colour(s["code"])
        base += [c, _dark(s["code"]), _index_ink(s["code"]), common.mix(c, (0, 0, 0), 0.08)]
    base += list(_tints(CARD).values())
    return base


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The palette, built once per version of the code (kept on disk between processes:
    rendering.kit.kept)."""
    return kept_palette("venn", _build_palette)


def _build_palette() -> Image.Image:
    """The one palette of every VENN picture, built from fixed colours and specimens of
    real seeded play (drawn here, so the drawers come in late: they use this palette)."""
    from rendering.venn.common import _common_image
    from rendering.venn.roll import _roll_image
    from rendering.venn.samples import sample_view
    from rendering.venn.sheet import _sheet_rgb
    from rendering.venn.standings import _final_image

    view = sample_view(players=6, seed=5, filled=0.7)
    names = [f"Player {k + 1}" for k in range(6)]
    parts = [
        _sheet_rgb(view, 0, "Specimen", ["Kh1", "Cr-Cy"]),
        _sheet_rgb(sample_view(players=2, seed=9, filled=1.0), 1, "Specimen"),
        _common_image(view, names),
        _final_image(view, names),
        _roll_image(view),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    return common.build_palette(_fixed_colours(), specimen)
