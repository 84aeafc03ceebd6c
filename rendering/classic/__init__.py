"""Pictures for Venn Classic: the table (every card face down unless turned), a player's
hand, a turned card, the end. Each picture is drawn from one typed view; the table is the
same picture from any seat's view, since it reads only the public part."""

from rendering.classic.cards import (
    card_face_point,
    card_types,
    colour_name,
    colour_rgb,
    has_colour,
    render_card,
    type_colours,
)
from rendering.classic.final import FINAL_W, render_final
from rendering.classic.hand import HAND_W, _hand_layout, hand_card_origin, render_hand
from rendering.classic.layout import BANNER_H, HEADER_H, LEGEND_H, MARGIN, WIDTH
from rendering.classic.samples import PHASES, public_view, sample_view
from rendering.classic.table import render_review, render_table
from rendering.classic.theme import CARD, CARD_SIZES, FACE
from rendering.classic.turn import TURN_H, TURN_W, render_turn
from rendering.classic.words import Ids, Words

__all__ = [
    "BANNER_H",
    "CARD",
    "CARD_SIZES",
    "FACE",
    "FINAL_W",
    "HAND_W",
    "HEADER_H",
    "LEGEND_H",
    "MARGIN",
    "PHASES",
    "TURN_H",
    "TURN_W",
    "WIDTH",
    "Ids",
    "Words",
    "_hand_layout",
    "card_face_point",
    "card_types",
    "colour_name",
    "colour_rgb",
    "has_colour",
    "hand_card_origin",
    "public_view",
    "render_card",
    "render_final",
    "render_hand",
    "render_review",
    "render_table",
    "render_turn",
    "sample_view",
    "type_colours",
]
