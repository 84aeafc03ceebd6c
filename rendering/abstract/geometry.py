"""Where the squares of a painting go, at any size."""

from __future__ import annotations

from dataclasses import dataclass

from games.abstract.data import load
from rendering.abstract.theme import HEADER_H, WIDTH
from rendering.kit import Box


@dataclass(frozen=True)
class Grid:
    """The layout of a painting for a given square size.

    sq: side of one square; gap: space between squares inside a die square; pad: frame
    border around a die square; tab: frame border above it (room for its label); between:
    space between die-square frames.
    """

    sq: int
    gap: int
    pad: int
    tab: int
    between: int

    @property
    def block(self) -> int:
        return load().die_square_size

    @property
    def block_w(self) -> int:
        return self.block * self.sq + (self.block - 1) * self.gap + 2 * self.pad

    @property
    def block_h(self) -> int:
        return self.tab + self.block * self.sq + (self.block - 1) * self.gap + self.pad

    @property
    def blocks_across(self) -> int:
        return load().cols // self.block

    @property
    def blocks_down(self) -> int:
        return load().rows // self.block

    @property
    def width(self) -> int:
        return self.blocks_across * self.block_w + (self.blocks_across - 1) * self.between

    @property
    def height(self) -> int:
        return self.blocks_down * self.block_h + (self.blocks_down - 1) * self.between

    def block_origin(self, block_row: int, block_col: int) -> tuple[int, int]:
        return (
            block_col * (self.block_w + self.between),
            block_row * (self.block_h + self.between),
        )

    def block_box(self, block_row: int, block_col: int) -> Box:
        """The die-square frame at (block_row, block_col), end-inclusive."""
        x, y = self.block_origin(block_row, block_col)
        return (x, y, x + self.block_w - 1, y + self.block_h - 1)

    def square_origin(self, index: int) -> tuple[int, int]:
        row, col = divmod(index, load().cols)
        bx, by = self.block_origin(row // self.block, col // self.block)
        r, c = row % self.block, col % self.block
        return (bx + self.pad + c * (self.sq + self.gap), by + self.tab + r * (self.sq + self.gap))


SHEET_GRID = Grid(sq=116, gap=6, pad=8, tab=32, between=16)
PAINTING_ORIGIN = ((WIDTH - SHEET_GRID.width) // 2, HEADER_H)


def square_box(index: int) -> Box:
    """Pixel box (x0, y0, x1, y1), end-exclusive, of square `index` in `render_painting`."""
    x, y = SHEET_GRID.square_origin(index)
    x += PAINTING_ORIGIN[0]
    y += PAINTING_ORIGIN[1]
    return (x, y, x + SHEET_GRID.sq, y + SHEET_GRID.sq)
