"""The rendering kit: one theme, fitted text, small drawers (widgets), the palette composer
and PNG encoding. Each game's pictures live in `rendering/<game>/`, drawn from the game's
typed views with these pieces; no rule is ever re-derived here."""

from rendering.kit import theme
from rendering.kit.colour import RGB, luminance, mix, readable_on, rgb
from rendering.kit.compose import (
    Composer,
    build_palette,
    encode_png,
    mapped_piece,
    paste,
    text_piece,
)
from rendering.kit.text import (
    FONT_BOLD,
    FONT_DIR,
    FONT_REGULAR,
    fit_size,
    fit_text,
    font,
    paste_text,
    text_outlined,
    text_sprite,
    text_width,
)
from rendering.kit.widgets import Box, die_face, rounded_box, score_cells

__all__ = [
    "FONT_BOLD",
    "FONT_DIR",
    "FONT_REGULAR",
    "RGB",
    "Box",
    "Composer",
    "build_palette",
    "die_face",
    "encode_png",
    "fit_size",
    "fit_text",
    "font",
    "luminance",
    "mapped_piece",
    "mix",
    "paste",
    "paste_text",
    "readable_on",
    "rgb",
    "rounded_box",
    "score_cells",
    "text_outlined",
    "text_piece",
    "text_sprite",
    "text_width",
    "theme",
]
