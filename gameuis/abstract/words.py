"""Abstract's moves told as its panel makes them, for "Suggest a move": the move's fields for
its sentence (data/hints.json: the line the panel would list), the controls that make it
(named as gameuis.abstract.menus names them) and the AI's reason (games.abstract.ai plans
the whole round at once, so a move is a step of that plan)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, WHY, Press, own
from games.abstract import GAME
from games.base import Move, State
from gameuis.abstract.menus import (
    ADJUST_MENU,
    ANYWHERE_MENU,
    BONUS_MENU,
    CONFIRM,
    PAINT_MENU,
    UNDO,
    adjust_option,
    anywhere_option,
    bonus_dice,
    bonus_option,
    dice_pairs,
    paint_kind,
    paint_options,
    square_menu,
    squares_for,
    x_menu,
    x_option,
)
from gameuis.abstract.texts import round_lines, square_label

PLAN = (
    "It is a step of the AI's plan for this round (bonus, tokens and both paints chosen "
    "together): of every way to end the round, the one its estimate of your final painting "
    "likes best"
)
REASONS = {
    "paint": f"{PLAN}; this paint works towards the goals and keeps lines free of repeats.",
    "x": "No die square takes these dice: an X is the only paint left.",
    "bonus": f"{PLAN}; this die is worth least as a paint and its bonus helps later.",
    "adjust": f"{PLAN}; the changed die fits a better square.",
    "confirm": "Every die is used: nothing is left to do this round.",
    "undo": "The round strays from the best plan for these dice.",
}


def _paint(state: State, seat: int, move: Move) -> tuple[Press, ...]:
    """A paint or an X: the menu option with the same dice values, then the square when
    the menu does not name it."""
    view = GAME.panel_view(state, seat)
    dice = own(view["me"])["dice"]
    legal = GAME.legal_moves(state, seat)
    kind = paint_kind(move)
    loc, num, square = move["location"], move["number"], move["square"]
    same = (dice[loc], dice[num])
    if kind == "paint":
        options, _ = paint_options(legal, dice)
        for value, label in options:
            i, j, *named = (int(v) for v in value.split("."))
            if (dice[i], dice[j]) != same or (named and named[0] != square):
                continue
            if named or len(squares_for(legal, kind, i, j)) == 1:
                return (Press(PAINT_MENU, (label,)),)
            return (
                Press(PAINT_MENU, (label,)),
                Press(square_menu(kind, dice[j]), (square_label(square)[0],)),
            )
    # an X's two dice come in either order; a paint anywhere paints its number die
    wanted = {same, same[::-1]} if kind == "x" else {same}
    pairs = [
        (i, j)
        for i, j in dice_pairs(legal, dice, kind, ordered=kind != "x")
        if (dice[i], dice[j]) in wanted and square in squares_for(legal, kind, i, j)
    ]
    i, j = pairs[0] if pairs else (loc, num)
    tokens = view["mine"]["tokens"]
    first = (
        Press(x_menu(tokens), (x_option(i, j),))
        if kind == "x"
        else Press(ANYWHERE_MENU, (anywhere_option(dice, i, j),))
    )
    if len(squares_for(legal, kind, i, j)) == 1:
        return (first,)
    return (first, Press(square_menu(kind, dice[j]), (square_label(square)[0],)))


def _presses(state: State, seat: int, move: Move) -> tuple[Press, ...]:
    kind = move["type"]
    if kind in ("paint", "x"):
        return _paint(state, seat, move)
    dice = own(GAME.panel_view(state, seat)["me"])["dice"]
    if kind == "bonus":
        used = own(GAME.panel_view(state, seat)["me"])["used"]
        free = [i for i in range(len(dice)) if not used[i]]
        die = next(i for i in bonus_dice(dice, free) if dice[i] == dice[move["die"]])
        return (Press(BONUS_MENU, (bonus_option(dice, die),)),)
    if kind == "adjust":
        return (Press(ADJUST_MENU, (adjust_option(dice, move["die"], move["delta"]),)),)
    return (Press(CONFIRM if kind == "confirm" else UNDO),)


def move_fields(state: State, seat: int, move: Move, names: Sequence[str]) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json): the panel lists the round's
    moves in words, so a move is the line it would add there; the controls that make it
    and the AI's reason."""
    after, _ = GAME.apply(state, seat, move)
    lines = round_lines(GAME.panel_view(after, seat))
    kind = "x" if move["type"] == "x" else move["type"]
    return {
        "line": lines[-1].split(". ", 1)[-1] if lines else "",
        PRESSES: _presses(state, seat, move),
        WHY: REASONS.get(kind, ""),
    }
