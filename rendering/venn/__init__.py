"""Pictures for VENN: a player's sheet, the common sheet, the round's roll, the standings.

Pure functions from the engine's typed views to PNG bytes; every number about the sheet
(sections, circles, conditions, SUM rows, PARK) is read from `data/venn.json`, and every
rule outcome (scores, bonuses) from the view. The player sheet is drawn often, so it is
built for speed: what never changes is drawn once into a static layer on a fixed palette,
and each render pastes small cached pieces onto a copy of it.
"""

from rendering.venn.common import describe, render_common
from rendering.venn.geometry import SHEET_GEO, _pockets
from rendering.venn.layout import circle_point, lattice_point, offer_ring_radius
from rendering.venn.lookup import _owners, section_tint
from rendering.venn.roll import render_roll
from rendering.venn.samples import sample_view
from rendering.venn.sheet import render_sheet
from rendering.venn.standings import STANDINGS_W, _ranked, render_final
from rendering.venn.theme import CARD, EMPTY, MIN_TEXT, SHEET_TEXT_SIZES, TINT_ALPHA, WIDTH

__all__ = [
    "CARD",
    "EMPTY",
    "MIN_TEXT",
    "SHEET_TEXT_SIZES",
    "STANDINGS_W",
    "SHEET_GEO",
    "TINT_ALPHA",
    "WIDTH",
    "_owners",
    "_pockets",
    "_ranked",
    "circle_point",
    "describe",
    "lattice_point",
    "offer_ring_radius",
    "render_common",
    "render_final",
    "render_roll",
    "render_sheet",
    "sample_view",
    "section_tint",
]
