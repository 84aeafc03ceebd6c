"""The three goals in play, as small pictures and two lines of text each, and the goal
cards of the painting sheet."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.abstract.data import load
from rendering.abstract.geometry import Grid
from rendering.abstract.theme import SHAPE_INK
from rendering.abstract.tiles import tile
from rendering.abstract.words import Words, capital
from rendering.kit import Box, fit_text, font, paste, rounded_box
from rendering.kit.theme import ACCENT, CARD, CARD_EDGE, FRAME, INK, MUTED, PALE_CELL, SHADOW
from rendering.kit.widgets import badge


@lru_cache(maxsize=32)
def _shape_picture(option: int, cell: int) -> Image.Image:
    """Goal A's shape as a small grid of filled cells."""
    cells = [tuple(c) for c in load().goal("A", option)["cells"]]
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    gap = max(1, cell // 8)
    w = cols * cell + (cols - 1) * gap
    h = rows * cell + (rows - 1) * gap
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    rad = max(1, cell // 5)
    for r, c in cells:
        x, y = c * (cell + gap), r * (cell + gap)
        draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), rad, fill=SHAPE_INK)
    return img


@lru_cache(maxsize=16)
def _lines_picture(option: int, cell: int) -> Image.Image:
    """Goal C as a tiny painting with one line of the kind that scores picked out."""
    d = load()
    grid = Grid(
        sq=cell,
        gap=max(1, cell // 8),
        pad=max(1, cell // 6),
        tab=max(1, cell // 6),
        between=max(2, cell // 3),
    )
    img = Image.new("RGBA", (grid.width, grid.height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    kind = d.goal("C", option)["lines"]
    if kind == "rows":
        lit = {1 * d.cols + c for c in range(d.cols)}
    elif kind == "columns":
        lit = {r * d.cols + 2 for r in range(d.rows)}
    else:
        lit = set(d.die_squares[2])
    for br in range(grid.blocks_down):
        for bc in range(grid.blocks_across):
            draw.rounded_rectangle(grid.block_box(br, bc), max(1, cell // 4), fill=FRAME)
    # squares of the highlighted line in the accent colour, the rest pale
    for i in range(d.rows * d.cols):
        x, y = grid.square_origin(i)
        fill = ACCENT if i in lit else PALE_CELL
        draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=fill)
    return img


def goal_texts(letter: str, option: int, say: Words) -> tuple[str, str]:
    """Two short lines describing a goal option, built from the data file."""
    d = load()
    g = d.goal(letter, option)
    if letter == "A":
        shape = capital(say(f"abstract-shape-{option}"))
        return shape, say("abstract-pic-points", points=str(g["points"]))
    if letter == "B":
        a, b = g["pair"]
        colours = f"{say(f'abstract-colour-{a}')} + {say(f'abstract-colour-{b}')}"
        return capital(colours), say("abstract-pic-per-pair", points=str(d.points_per_pair))
    kind = g["lines"]
    count = {"rows": d.cols, "columns": d.rows}.get(kind, d.die_square_size**2)
    return (
        say(f"abstract-pic-different-{kind}", count=str(count)),
        say("abstract-pic-points-each", points=str(g["points"])),
    )


def _pair_picture(option: int, sq: int) -> Image.Image:
    """Goal B's two colours as number tiles with a plus between them."""
    a, b = load().goal("B", option)["pair"]
    gap = sq // 2 + 6
    img = Image.new("RGBA", (2 * sq + gap, sq), (0, 0, 0, 0))
    img.paste(tile(a, sq, CARD), (0, 0))
    img.paste(tile(b, sq, CARD), (sq + gap, 0))
    draw = ImageDraw.Draw(img)
    draw.text(
        (sq + gap / 2, sq / 2), "+", font=font(max(12, sq // 2), True), fill=MUTED, anchor="mm"
    )
    return img


def goal_picture(letter: str, option: int, scale: int) -> Image.Image:
    """Goal `letter`'s picture, sized from `scale` (the side of a goal A cell)."""
    if letter == "A":
        return _shape_picture(option, scale)
    if letter == "B":
        return _pair_picture(option, round(scale * 1.9))
    return _lines_picture(option, max(6, round(scale * 0.62)))


def draw_goal_card(img: Image.Image, box: Box, letter: str, option: int, say: Words) -> None:
    """A goal card for the painting sheet: badge and title, picture, two lines of text."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    rounded_box(draw, box, 16, fill=CARD, outline=CARD_EDGE, width=2, shadow=SHADOW)
    badge(draw, (x0 + 30, y0 + 29), 16, letter, FRAME, round(16 * 1.2))
    title = fit_text(say(f"abstract-pic-goal-{letter}"), font(22, True), x1 - x0 - 64)
    draw.text((x0 + 54, y0 + 29), title, font=font(22, True), fill=INK, anchor="lm")
    pic = goal_picture(letter, option, 22)
    cx = (x0 + x1) // 2
    pic_mid = y0 + 86
    paste(img, pic, (cx - pic.width // 2, pic_mid - pic.height // 2))
    line1, line2 = goal_texts(letter, option, say)
    w = x1 - x0 - 20
    f1 = font(20, True)
    draw.text((cx, y1 - 46), fit_text(line1, f1, w), font=f1, fill=INK, anchor="mm")
    f2 = font(21)
    draw.text((cx, y1 - 20), fit_text(line2, f2, w), font=f2, fill=MUTED, anchor="mm")
