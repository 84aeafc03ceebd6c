"""Abstract's panel menus from the engine's legal moves: every choice a menu offers is one
of them, grouped as the panel asks for it (a paint by its pair of dice, then its square).
"""

from __future__ import annotations

from typing import Any

from games.abstract.data import load
from games.abstract.views import Tokens
from games.base import Move
from gameuis.abstract.texts import square_label, where

# the menu a paint is picked from -> the engine's kind of move
PAINT_KINDS = {"pair": "paint", "any": "anywhere", "x": "x"}
# the panel's menus and buttons as it names them (the panel, and "Suggest a move":
# gameuis.abstract.words)
PAINT_MENU, ANYWHERE_MENU = "Paint a number…", "Spend a place-anywhere token…"
BONUS_MENU, ADJUST_MENU = "Take the bonus with a die…", "Spend a ±1 token…"
UNDO, CONFIRM = "Undo", "Confirm round"


def x_menu(tokens: Tokens) -> str:
    """The X menu's placeholder: it points at the tokens when the seat holds one."""
    hint = " (or spend a token below)" if tokens["anywhere"] > 0 or tokens["adjust"] > 0 else ""
    return f"No location fits: mark an X{hint}…"


def x_option(a: int, b: int) -> str:
    return f"No die square fits: mark an X (dice #{a + 1}, #{b + 1})"


def anywhere_option(dice: list[int], i: int, j: int) -> str:
    return f"Paint {dice[j]} anywhere (die #{i + 1} as location)"


def bonus_dice(dice: list[int], free: list[int]) -> list[int]:
    """The dice the bonus menu offers: the first free die of each value."""
    seen: set[int] = set()
    out = []
    for i in free:
        if dice[i] not in seen:
            seen.add(dice[i])
            out.append(i)
    return out


def bonus_option(dice: list[int], i: int) -> str:
    data = load()
    return f"Die #{i + 1} ({dice[i]}): take a {data.bonus_labels[data.bonus_by_face[dice[i]]]}"


def adjust_option(dice: list[int], i: int, delta: int) -> str:
    return f"Die #{i + 1}: {dice[i]} → {dice[i] + delta}"


def square_menu(kind: str, number: int) -> str:
    """The square menu's placeholder, after a paint that has several squares."""
    what = "an X" if kind == "x" else f"the {number}"
    return f"Choose the square for {what}…"


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
    legal: list[Move], dice: list[int]
) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The options of the paint menu: each paint with its square ("i.j.square", one
    click) when they all fit in one menu, else each pair of dice ("i.j"; the square is
    picked next unless only one is free)."""
    data = load()
    pairs = dice_pairs(legal, dice, "paint")
    squares = {(i, j): squares_for(legal, "paint", i, j) for i, j in pairs}
    options: list[tuple[str, str]] = []
    desc: dict[str, str] = {}
    direct = sum(len(found) for found in squares.values()) <= 25
    for i, j in pairs:
        colour = data.colours[dice[j]]["name"]
        dice_used = f"location die #{i + 1}, number die #{j + 1}"
        if not direct:
            value = f"{i}.{j}"
            options.append((value, f"Paint {dice[j]} ({colour}) in die square {dice[i]}"))
            desc[value] = dice_used
            continue
        for sq in squares[(i, j)]:
            value = f"{i}.{j}.{sq}"
            options.append((value, f"Paint {dice[j]} ({colour}) in {where(sq)}"))
            desc[value] = f"{dice_used} · {square_label(sq)[1]}"
    return options, desc
