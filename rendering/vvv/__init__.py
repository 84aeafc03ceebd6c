"""Pictures for VENNi, Vidi, Vici, from the engine's typed views (`games.vvv.views`):
`render_board` (the whole board, score and turn), `render_zoom` (one region with lettered
spots), `render_picker` (the circles on offer, one small picture each) and `render_preview`
(one circle, large, before it is confirmed)."""

from rendering.vvv.board import Words, render_board, render_zoom, status_line
from rendering.vvv.picker import render_picker, render_preview

__all__ = ["Words", "render_board", "render_picker", "render_preview", "render_zoom", "status_line"]
