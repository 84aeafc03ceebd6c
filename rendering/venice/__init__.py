"""Forget Venice's pictures: the round (cards, then piles), the players' sheets, the end."""

from rendering.venice.final import render_final
from rendering.venice.round import render_round
from rendering.venice.sheets import half_view, render_sheets

__all__ = ["half_view", "render_final", "render_round", "render_sheets"]
