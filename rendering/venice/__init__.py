"""Forget Venice's pictures: the round (cards, then piles), the players' sheets, the end
and a finished game's summary."""

from rendering.venice.final import render_final, render_summary
from rendering.venice.round import render_round
from rendering.venice.sheets import half_view, render_sheets
from rendering.venice.theme import Words

__all__ = ["Words", "half_view", "render_final", "render_round", "render_sheets", "render_summary"]
