"""Abstract's moves told as its panel makes them, for "Suggest a move": the move's fields for
its sentence (data/hints.json: the line the panel would list), the controls that make it
(named as gameuis.abstract.menus names them) and the AI's reason (games.abstract.ai plans
the whole round at once, so a move is a step of that plan)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, WHY, Press, own
from bot.i18n import DEFAULT, tr
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

# the moves the AI gives a reason for (abstract-why-<kind>)
REASONS = ("paint", "x", "bonus", "adjust", "confirm", "undo")


def _paint(state: State, seat: int, move: Move, locale: str) -> tuple[Press, ...]:
    """A paint or an X: the menu option with the same dice values, then the square when
    the menu does not name it."""
    view = GAME.panel_view(state, seat)
    dice = own(view["me"])["dice"]
    legal = GAME.legal_moves(state, seat)
    kind = paint_kind(move)
    loc, num, square = move["location"], move["number"], move["square"]
    same = (dice[loc], dice[num])
    if kind == "paint":
        options, _ = paint_options(legal, dice, locale)
        menu = tr(locale, PAINT_MENU)
        for value, label in options:
            i, j, *named = (int(v) for v in value.split("."))
            if (dice[i], dice[j]) != same or (named and named[0] != square):
                continue
            if named or len(squares_for(legal, kind, i, j)) == 1:
                return (Press(menu, (label,)),)
            return (
                Press(menu, (label,)),
                Press(square_menu(kind, dice[j], locale), (square_label(square, locale)[0],)),
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
        Press(x_menu(tokens, locale), (x_option(i, j, locale),))
        if kind == "x"
        else Press(tr(locale, ANYWHERE_MENU), (anywhere_option(dice, i, j, locale),))
    )
    if len(squares_for(legal, kind, i, j)) == 1:
        return (first,)
    square_press = Press(square_menu(kind, dice[j], locale), (square_label(square, locale)[0],))
    return (first, square_press)


def _presses(state: State, seat: int, move: Move, locale: str) -> tuple[Press, ...]:
    kind = move["type"]
    if kind in ("paint", "x"):
        return _paint(state, seat, move, locale)
    dice = own(GAME.panel_view(state, seat)["me"])["dice"]
    if kind == "bonus":
        used = own(GAME.panel_view(state, seat)["me"])["used"]
        free = [i for i in range(len(dice)) if not used[i]]
        die = next(i for i in bonus_dice(dice, free) if dice[i] == dice[move["die"]])
        return (Press(tr(locale, BONUS_MENU), (bonus_option(dice, die, locale),)),)
    if kind == "adjust":
        option = adjust_option(dice, move["die"], move["delta"], locale)
        return (Press(tr(locale, ADJUST_MENU), (option,)),)
    return (Press(tr(locale, CONFIRM if kind == "confirm" else UNDO)),)


def move_fields(
    state: State, seat: int, move: Move, names: Sequence[str], locale: str = DEFAULT
) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json): the panel lists the round's
    moves in words, so a move is the line it would add there; the controls that make it
    and the AI's reason."""
    after, _ = GAME.apply(state, seat, move)
    lines = round_lines(GAME.panel_view(after, seat), locale)
    kind = move["type"]
    return {
        "line": lines[-1].split(". ", 1)[-1] if lines else "",
        PRESSES: _presses(state, seat, move, locale),
        WHY: tr(locale, f"abstract-why-{kind}") if kind in REASONS else "",
    }
