"""Pictures for Abstract: a player's painting sheet, the standings and the final scores.

Pure functions from the engine's typed views (`games.abstract.views`) to PNG bytes, drawn
with the shared kit (`rendering.kit`) and mapped onto one fixed palette:

- `painting`: one player's sheet (`render_painting`), `goals` and `tiles` its parts;
- `standings`: every player's card in rank order (`render_standings`, `render_final`),
  `cards` one such card;
- `theme` Abstract's own colours and sizes, `geometry` where squares go, `palette` the
  palette, `samples` views from seeded games for tests and the benchmark.
"""

from rendering.abstract.geometry import square_box
from rendering.abstract.painting import render_painting
from rendering.abstract.standings import render_final, render_standings

__all__ = ["render_final", "render_painting", "render_standings", "square_box"]
