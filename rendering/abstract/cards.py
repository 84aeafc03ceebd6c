"""A player's card in the standings: place, name, total, a thumbnail of the painting and
the score breakdown. Fewer players get bigger cards."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.abstract.data import load
from games.abstract.views import Cell, SeatView
from rendering.abstract.geometry import Grid
from rendering.abstract.theme import MARGIN, STANDINGS_WIDTH
from rendering.abstract.tiles import tile
from rendering.kit import Box, fit_text, font, text_width
from rendering.kit.text import signed
from rendering.kit.theme import CARD, FRAME, GAP, INK, MUTED, PAD, WIN_FILL
from rendering.kit.widgets import badge, card_frame, medal_colour


@dataclass(frozen=True)
class CardTier:
    cols: int
    grid: Grid


def tier(count: int) -> CardTier:
    """Columns and thumbnail size for a number of cards: fewer players, bigger pictures."""
    if count <= 1:
        return CardTier(1, Grid(sq=72, gap=5, pad=6, tab=6, between=12))
    if count == 2:
        return CardTier(2, Grid(sq=58, gap=4, pad=5, tab=5, between=9))
    if count <= 9:
        return CardTier(3, Grid(sq=38, gap=3, pad=4, tab=4, between=7))
    return CardTier(4, Grid(sq=29, gap=2, pad=3, tab=3, between=6))


def card_size(card_tier: CardTier) -> tuple[int, int]:
    inner = STANDINGS_WIDTH - 2 * MARGIN
    w = (inner - (card_tier.cols - 1) * GAP) // card_tier.cols
    h = PAD + 40 + 8 + card_tier.grid.height + 10 + 22 + PAD
    return w, h


def _frame_radius(grid: Grid) -> int:
    return max(3, grid.sq // 6)


@lru_cache(maxsize=8)
def thumb_base(grid: Grid) -> Image.Image:
    """An empty painting at thumbnail size on card colour."""
    d = load()
    img = Image.new("RGB", (grid.width, grid.height), CARD)
    draw = ImageDraw.Draw(img)
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            draw.rounded_rectangle(grid.block_box(br, bc), _frame_radius(grid), fill=FRAME)
    for i in range(d.rows * d.cols):
        img.paste(tile(None, grid.sq), grid.square_origin(i))
    return img


@lru_cache(maxsize=8)
def _thumb_mask(grid: Grid) -> Image.Image:
    """Opaque where the thumbnail has frames, clear on its card-coloured margins."""
    mask = Image.new("L", (grid.width, grid.height), 0)
    draw = ImageDraw.Draw(mask)
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            draw.rounded_rectangle(grid.block_box(br, bc), _frame_radius(grid), fill=255)
    return mask


def _thumbnail(cells: list[Cell], grid: Grid) -> Image.Image:
    img = thumb_base(grid).copy()
    for i, v in enumerate(cells):
        if v is not None:
            img.paste(tile(v, grid.sq), grid.square_origin(i))
    return img


def draw_card(
    img: Image.Image,
    box: Box,
    entry: SeatView,
    name: str,
    card_tier: CardTier,
    winner: bool,
) -> None:
    """One player's card at `box`; a winner's card is tinted and edged in gold."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    card_frame(draw, box, picked=winner)
    cy = y0 + PAD + 20
    rank = entry["rank"]
    r = 16 if card_tier.cols >= 4 else 18
    bx = x0 + PAD + r
    badge(
        draw,
        (bx, cy),
        r,
        str(rank),
        medal_colour(rank),
        17 if rank < 10 else 15 if rank < 100 else 12,
    )
    # total on the right, name in between
    score = entry["score"]
    total = signed(score["total"])
    compact = card_tier.cols >= 4
    tf = font(26 if compact else 30, True)
    draw.text((x1 - PAD, cy + 1), total, font=tf, fill=INK, anchor="rm")
    name_x = bx + r + 8
    room = x1 - PAD - text_width(total, tf) - 8 - name_x
    nf = font(18 if compact else 21, True)
    draw.text((name_x, cy), fit_text(name, nf, room), font=nf, fill=INK, anchor="lm")
    # thumbnail
    thumb = _thumbnail(entry["painting"], card_tier.grid)
    tx = (x0 + x1) // 2 - thumb.width // 2
    ty = y0 + PAD + 48
    if winner:
        # the thumbnail's base is card-coloured; recolour its margin to the winner's fill
        draw.rectangle((tx, ty, tx + thumb.width - 1, ty + thumb.height - 1), fill=WIN_FILL)
        img.paste(thumb, (tx, ty), _thumb_mask(card_tier.grid))
    else:
        img.paste(thumb, (tx, ty))
    # breakdown line
    parts = [
        f"A {score['A']}",
        f"B {score['B']}",
        f"C {score['C']}",
        f"★ {score['stars']}",
        f"X −{-score['x']}" if score["x"] else "X 0",
    ]
    draw.text(
        ((x0 + x1) / 2, y1 - PAD - 10),
        "   ".join(parts),
        font=font(16),
        fill=MUTED,
        anchor="mm",
    )
