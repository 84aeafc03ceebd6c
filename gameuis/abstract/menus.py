"""Abstract's panel menus from the engine's legal moves: every choice a menu offers is one
of them, grouped as the panel asks for it (a paint by its pair of dice, then its square).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import DEFAULT, tr
from games.abstract.views import Tokens
from games.base import Move
from gameuis.abstract.texts import colour, gain, square_label, where

# the menu a paint is picked from -> the engine's kind of move
PAINT_KINDS = {"pair": "paint", "any": "anywhere", "x": "x"}
# the panel's menus and buttons as it names them (the panel, and "Suggest a move":
# gameuis.abstract.words): message ids (locales/*/abstract.ftl)
PAINT_MENU, ANYWHERE_MENU = "abstract-menu-paint", "abstract-menu-anywhere"
BONUS_MENU, ADJUST_MENU = "abstract-menu-bonus", "abstract-menu-adjust"
UNDO, CONFIRM = "abstract-undo", "abstract-confirm"


def x_menu(tokens: Tokens, locale: str = DEFAULT) -> str:
    """The X menu's placeholder: it points at the tokens when the seat holds one."""
    held = tokens["anywhere"] > 0 or tokens["adjust"] > 0
    return tr(locale, "abstract-menu-x-tokens" if held else "abstract-menu-x")


def x_option(a: int, b: int, locale: str = DEFAULT) -> str:
    return tr(locale, "abstract-option-x", first=str(a + 1), second=str(b + 1))


def anywhere_option(dice: list[int], i: int, j: int, locale: str = DEFAULT) -> str:
    return tr(locale, "abstract-option-anywhere", number=str(dice[j]), die=str(i + 1))


def bonus_dice(dice: list[int], free: list[int]) -> list[int]:
    """The dice the bonus menu offers: the first free die of each value."""
    seen: set[int] = set()
    out = []
    for i in free:
        if dice[i] not in seen:
            seen.add(dice[i])
            out.append(i)
    return out


def bonus_option(dice: list[int], i: int, locale: str = DEFAULT) -> str:
    face = dice[i]
    said = gain(locale, face)
    return tr(locale, "abstract-option-bonus", die=str(i + 1), face=str(face), gain=said)


def adjust_option(dice: list[int], i: int, delta: int, locale: str = DEFAULT) -> str:
    before, after = str(dice[i]), str(dice[i] + delta)
    return tr(locale, "abstract-option-adjust", die=str(i + 1), before=before, after=after)


def square_menu(kind: str, number: int, locale: str = DEFAULT) -> str:
    """The square menu's placeholder, after a paint that has several squares."""
    if kind == "x":
        return tr(locale, "abstract-menu-square-x")
    return tr(locale, "abstract-menu-square", number=str(number))


def paint_kind(move: Move) -> str:
    """A paint move's kind as the panel groups them: "paint", "anywhere" or "x"."""
    if move["type"] == "x":
        return "x"
    return "anywhere" if move.get("anywhere") else "paint"


def paints_of(legal: list[Move], kind: str) -> list[Move]:
    """The paint moves of one kind among a seat's legal moves, in the engine's order."""
    return [m for m in legal if m["type"] in ("paint", "x") and paint_kind(m) == kind]


def squares_for(legal: list[Move], kind: str, loc: int, num: int) -> list[int]:
    """The squares a paint of `kind` with these two dice may go to."""
    return [
        m["square"] for m in paints_of(legal, kind) if (m["location"], m["number"]) == (loc, num)
    ]


def dice_pairs(
    legal: list[Move], dice: list[int], kind: str, ordered: bool = True
) -> list[tuple[int, int]]:
    """(location die, number die) of the legal paints of `kind`, once per pair of values
    (two dice showing the same values make the same choice); for an X, which die is the
    location does not matter, so each pair of dice comes once."""
    out: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    for m in paints_of(legal, kind):
        i, j = m["location"], m["number"]
        if (not ordered and i > j) or (dice[i], dice[j]) in seen:
            continue
        seen.add((dice[i], dice[j]))
        out.append((i, j))
    return out


def adjustments(legal: list[Move]) -> list[Move]:
    """The legal +/-1 moves, +1 before -1 for each die as the menu lists them."""
    return sorted(
        (m for m in legal if m["type"] == "adjust"), key=lambda m: (m["die"], -m["delta"])
    )


def paint_move(kind: str, loc: int, num: int, square: int) -> Move:
    if kind == "x":
        return {"type": "x", "location": loc, "number": num, "square": square}
    move: dict[str, Any] = {"type": "paint", "location": loc, "number": num, "square": square}
    if kind == "anywhere":
        move["anywhere"] = True
    return move


def paint_options(
    legal: list[Move], dice: list[int], locale: str = DEFAULT
) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The options of the paint menu: each paint with its square ("i.j.square", one
    click) when they all fit in one menu, else each pair of dice ("i.j"; the square is
    picked next unless only one is free)."""
    pairs = dice_pairs(legal, dice, "paint")
    squares = {(i, j): squares_for(legal, "paint", i, j) for i, j in pairs}
    options: list[tuple[str, str]] = []
    desc: dict[str, str] = {}
    direct = sum(len(found) for found in squares.values()) <= 25
    for i, j in pairs:
        number, named = str(dice[j]), colour(locale, dice[j])
        dice_used = tr(locale, "abstract-option-dice", location=str(i + 1), number=str(j + 1))
        if not direct:
            value = f"{i}.{j}"
            label = tr(
                locale, "abstract-option-pair", number=number, colour=named, square=str(dice[i])
            )
            options.append((value, label))
            desc[value] = dice_used
            continue
        for sq in squares[(i, j)]:
            value = f"{i}.{j}.{sq}"
            at = where(sq, locale)
            label = tr(locale, "abstract-option-paint", number=number, colour=named, where=at)
            options.append((value, label))
            desc[value] = f"{dice_used} · {square_label(sq, locale)[1]}"
    return options, desc
