"""The bot's application emoji, each drawn here from the games' own pictures and colours:
VENN's five dice, Abstract's six dice faces and six paints, the six Decktet suits of
Forget Venice and the three card types of Venn Classic. Each has a number or letters on
it, so none is told apart by colour alone.

`EMOJI` maps a key (what the bot asks for, bot.emoji) to a drawer of its 128 x 128 PNG;
`REDRAWN` numbers the drawings changed since their first upload (bot.emoji.emoji_name).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PIL import ImageDraw

from games.abstract.data import load as abstract_data
from rendering.classic.cards import card_types, colour_rgb, type_colours
from rendering.classic.theme import LETTER
from rendering.kit import rgb, theme
from rendering.kit.emoji import badge, picture
from rendering.kit.widgets import die_face
from rendering.venice.suits import symbol
from rendering.venice.theme import FACE, SUIT_INITIAL
from rendering.venn.theme import DIE_BASE

# VENN's dice (name -> outline): the shape a player knows each polyhedron by
VENN_DICE = {"D6": "square", "D8": "diamond", "D10": "kite", "D12": "pentagon", "D20": "triangle"}


def _venn_die(name: str) -> bytes:
    # the triangle's middle sits low: its number goes where the face is widest
    low = 0.62 if VENN_DICE[name] == "triangle" else 0.5
    return badge(name[1:], DIE_BASE, shape=VENN_DICE[name], ink=theme.WHITE, label_y=low)


def _abstract_die(value: int) -> bytes:
    return picture(die_face(128, value))


def _abstract_paint(value: int) -> bytes:
    """A paint as the painting shows it: its colour, with the die number that names it."""
    return badge(str(value), rgb(abstract_data().colours[value]["rgb"]))


def _suit(suit: str) -> bytes:
    def shape(draw: ImageDraw.ImageDraw, side: int) -> None:
        symbol(draw, suit, side / 2, side * 0.36, side * 0.26, FACE)

    return badge(SUIT_INITIAL[suit], FACE, shape="disc", label_y=0.76, label_size=0.3, drawn=shape)


# Venn Classic's card types, each by a shape of its own: a card face scaled to 22 px is
# three unreadable letters, so the emoji is one bold shape in the overlap's colour with
# that colour's letter filling it (O, G, P, as printed in the overlap on the card). The
# shape tells the types apart without colour, and O from G where the letters blur.
CARD_SHAPES = {"RY": "disc", "YB": "square", "BR": "diamond"}


def _card_type(code: str) -> bytes:
    inner = type_colours(code)[2]
    shape = CARD_SHAPES.get(code, "disc")
    # the diamond's middle is narrower: its letter a little smaller so it stays inside
    size = 0.5 if shape == "diamond" else 0.62
    return badge(LETTER[inner], colour_rgb(inner), shape=shape, ink=theme.WHITE, label_size=size)


def _all() -> dict[str, Callable[[], bytes]]:
    emoji: dict[str, Callable[[], bytes]] = {}
    for name in VENN_DICE:
        emoji[f"venn_{name.lower()}"] = partial(_venn_die, name)
    for value in range(1, 7):
        emoji[f"abstract_die_{value}"] = partial(_abstract_die, value)
        emoji[f"abstract_paint_{value}"] = partial(_abstract_paint, value)
    for suit in SUIT_INITIAL:
        emoji[f"venice_{suit.lower()}"] = partial(_suit, suit)
    for code in card_types():
        emoji[f"classic_{code.lower()}"] = partial(_card_type, code)
    return emoji


EMOJI = _all()

# Each key whose picture changed after it was first uploaded, with how many times: the
# bot uploads it under a new name (bot.emoji.emoji_name), as Discord keeps an emoji's
# image under its name. Raise a number whenever a drawing here changes.
REDRAWN: dict[str, int] = {f"classic_{code.lower()}": 1 for code in card_types()}
