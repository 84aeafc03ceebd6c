"""The one 256-colour palette every Abstract picture is mapped onto.

Flat colours (the theme's and the six paints with their shades) are kept exactly; the
other slots come from a median cut of a specimen picture, so antialiased edges have
near shades to land on. The specimen is fixed: changing it shifts those in-between shades
in every picture, so it stays the same sheet, standings and tiles it has always been.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PIL import Image

from games.abstract.data import load
from games.abstract.scoring import ranks
from games.abstract.views import AbstractView, Cell, Score, SeatView
from rendering.abstract import theme as own
from rendering.kit import RGB, build_palette, mix
from rendering.kit import theme as kit
from rendering.kit.kept import kept_palette


def _fixed_colours() -> list[RGB]:
    """Flat colours that must come out exactly: theme colours and the six paint colours."""
    base = [
        kit.BG,
        kit.CARD,
        kit.CARD_EDGE,
        kit.SHADOW,
        kit.INK,
        kit.MUTED,
        kit.FRAME,
        own.EMPTY,
        own.EMPTY_DOT,
        own.X_FILL,
        own.X_INK,
        own.HILITE,
        kit.ACCENT,
        kit.GOLD,
        kit.SILVER,
        kit.BRONZE,
        kit.WIN_FILL,
        own.SHAPE_INK,
        kit.PALE_CELL,
        own.STRIPE,
        own.WINNER_INK,
        own.ON_FRAME,
        (0, 0, 0),
    ]
    for n in range(1, 7):
        c = own.paint(n)
        base += [c, mix(c, (0, 0, 0), 0.28), mix(c, (0, 0, 0), 0.35)]
    return base


def _specimen_view() -> AbstractView:
    """Six paintings of scattered numbers and X marks at round 7, goals A5 B1 C3.

    Not a game position (no rule placed these squares, and the points are arbitrary): it
    only has to show every colour in every context, and it must never change (see above).
    """
    rng = random.Random(3)
    d = load()
    n = d.rows * d.cols
    seats: list[SeatView] = []
    for k in range(6):
        filled = min(n, 2 * (7 - 1) + rng.randint(0, 1))
        order = list(range(n))
        rng.shuffle(order)
        painting: list[Cell] = [None] * n
        for i in order[:filled]:
            painting[i] = "X" if rng.random() < 0.08 else rng.randint(1, 6)
        a, b, c = rng.choice([0, 0, 4]), rng.randint(0, 4) * 2, rng.choice([0, 0, 6, 10])
        stars, x = rng.randint(0, 3), -painting.count("X")
        score: Score = {
            "A": a,
            "B": b,
            "C": c,
            "stars": stars,
            "x": x,
            "total": a + b + c + stars + x,
        }
        tokens = {"adjust": rng.randint(0, 2), "anywhere": rng.randint(0, 1)}
        done = rng.random() < 0.5
        seats.append(
            {
                "seat": k,
                "painting": painting,
                "stars": stars,
                "tokens": {"adjust": tokens["adjust"], "anywhere": tokens["anywhere"]},
                "done": done,
                "score": score,
                "rank": 0,
            }
        )
    for entry, rank in zip(seats, ranks([s["score"]["total"] for s in seats]), strict=True):
        entry["rank"] = rank
    last = next((i for i, v in enumerate(seats[0]["painting"]) if isinstance(v, int)), None)
    roll = [rng.randint(1, 6) for _ in range(5)]
    # goals were drawn here too, then fixed: the draws stay so the dice below stay the same
    rng.randint(1, 6), rng.randint(1, 3), rng.randint(1, 3)
    return {
        "game": "abstract",
        "round": 7,
        "rounds": d.rounds,
        "over": False,
        "roll": roll,
        "goals": {"A": 5, "B": 1, "C": 3},
        "seats": seats,
        "me": {
            "seat": 0,
            "dice": [rng.randint(1, 6) for _ in range(5)],
            "used": [True, True, False, False, False],
            "paints": 1,
            "bonus_taken": False,
            "can_confirm": False,
            "can_undo": True,
            "actions": [],
            "last_square": last,
            "x_allowed": False,
        },
    }


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette, built once per version of the code (kept on disk between processes:
    rendering.kit.kept)."""
    return kept_palette("abstract", _build_palette)


def _build_palette() -> Image.Image:
    """The palette, built once from the fixed colours and the specimen."""
    from rendering.abstract.geometry import SHEET_GRID
    from rendering.abstract.painting import compose_painting
    from rendering.abstract.standings import compose_standings
    from rendering.abstract.tiles import tile
    from rendering.abstract.words import Ids

    view = _specimen_view()
    names = [f"Player {k + 1}" for k in range(6)]
    parts = [
        compose_painting(view, 0, "Specimen", Ids()).rgb,
        compose_standings(view, names, False, Ids()),
        compose_standings(view, names, True, Ids()),
    ]
    w = max(p.width for p in parts)
    specimen = Image.new("RGB", (w, sum(p.height for p in parts)), kit.BG)
    y = 0
    for p in parts:
        specimen.paste(p, (0, y))
        y += p.height
    # the paint colours' antialiased digit edges matter most, so weight tiles in too
    sq = SHEET_GRID.sq
    tiles = Image.new("RGB", (sq * 8, sq), kit.FRAME)
    for k, v in enumerate([1, 2, 3, 4, 5, 6, "X", None]):
        tiles.paste(tile(v, sq), (k * sq, 0))
    both = Image.new("RGB", (w, specimen.height + tiles.height), kit.BG)
    both.paste(specimen, (0, 0))
    both.paste(tiles, (0, specimen.height))
    return build_palette(_fixed_colours(), both)


def to_palette(img: Image.Image) -> Image.Image:
    """`img` mapped onto the palette, without dithering."""
    return img.quantize(palette=palette(), dither=Image.Dither.NONE)
