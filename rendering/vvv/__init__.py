"""Pictures for VENNi, Vidi, Vici, from the engine's typed views (`games.vvv.views`):
`render_board` (the whole board, score and turn), `render_zoom` (one region with lettered
spots) and `render_candidates` (the board with up to nine lettered circles)."""

from rendering.vvv.board import render_board, render_candidates, render_zoom, status_line

__all__ = ["render_board", "render_candidates", "render_zoom", "status_line"]
