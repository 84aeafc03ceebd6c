"""VENN's moves told as its panel makes them, for "Suggest a move": the move's fields for its
sentence (data/hints.json), the controls that make it (named as gameuis.venn.panel names
them) and the AI's reason, in the terms of games.venn.ai's estimate of the final score."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, WHY, Press
from bot.i18n import DEFAULT, tr
from games.base import Move, State
from games.venn import GAME
from games.venn.data import load
from games.venn.views import VennView
from gameuis.venn.panel import (
    BLOCK_MENU,
    CONDITION_MENU,
    CONFIRM,
    EXTRA_MENU,
    LOSE_OPTION,
    PARK_MENU,
    SKIP,
    UNDO,
    block_option,
    condition_option,
    die_label,
    extra_dice,
    extra_option,
    menu_label,
    place_name,
    section_menu,
    section_option,
    targets_of,
    unpark_menu,
    unpark_option,
    value_prompt,
)
from gameuis.venn.terms import cond


def placed_why(locale: str) -> str:
    """Why the AI placed every die as it did ("Place all as suggested": the panel says it
    once the placements are made, as Forget Venice's "Suggest a cut" says why its cut)."""
    return tr(locale, "venn-placed-why", undo=tr(locale, UNDO), confirm=tr(locale, CONFIRM))


def _target(
    state: State, seat: int, view: VennView, kind: str, arg: int, target: str, locale: str
) -> Press:
    """The target menu holding `target` ("lose": the option of a value that fits nowhere)."""
    options, _ = targets_of(state, seat, view, kind, arg, locale)
    prompt = value_prompt(view, kind, arg, locale)
    chunks = [options[k : k + 25] for k in range(0, len(options), 25)]
    for n, chunk in enumerate(chunks):
        for value, label in chunk:
            if value == target:
                return Press(menu_label(prompt, n, len(chunks), locale), (label,))
    return Press(menu_label(prompt, 0, 1, locale), (tr(locale, LOSE_OPTION),))


def _presses(state: State, seat: int, view: VennView, move: Move, locale: str) -> tuple[Press, ...]:
    kind = move["type"]
    if kind == "skip":
        return (Press(tr(locale, SKIP)),)
    if kind == "condition":
        name = move["condition"]
        presses = [
            Press(tr(locale, CONDITION_MENU), (condition_option(view, name, locale),)),
            Press(section_menu(name, locale), (section_option(move["section"], locale),)),
        ]
        if move.get("block"):
            presses.append(Press(tr(locale, BLOCK_MENU), (block_option(move["block"], locale),)))
        return tuple(presses)
    if kind in ("place", "lose"):
        dice = list(move["dice"])
        mask = sum(1 << i for i in dice)
        target = move.get("target", "lose")
        return (
            *(Press(die_label(view, i)) for i in dice),
            _target(state, seat, view, "dice", mask, target, locale),
        )
    if kind in ("extra", "lose_extra"):
        # the menu offers the first die of each value: the same extra value
        value = view["roll"][move["die"]] if "die" in move else None
        die = next(i for i in extra_dice(view) if value is None or view["roll"][i] == value)
        return (
            Press(tr(locale, EXTRA_MENU), (extra_option(view, die, locale),)),
            _target(state, seat, view, "extra", die, move.get("target", "lose"), locale),
        )
    if kind == "unpark":
        park, code = move["park"], move["section"]
        mine = view["seats"][seat]
        value = mine["park"][int(park[1:]) - 1]["value"]
        circles = mine["circles"]
        empty = next(c for c in _circles_of(code) if circles[c] is None)
        return (
            Press(tr(locale, PARK_MENU), (f"{park}: {value}",)),
            Press(unpark_menu(park, value, locale), (unpark_option(code, empty, locale),)),
        )
    return (Press(tr(locale, CONFIRM if kind == "confirm" else UNDO)),)


def _circles_of(code: str) -> tuple[str, ...]:
    return tuple(load().sections[code].circles)


def move_fields(
    state: State, seat: int, move: Move, names: Sequence[str], locale: str = DEFAULT
) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), as the panel names dice and
    circles; the controls that make it and the AI's reason, in `locale`."""
    view: VennView = GAME.view(state, seat)
    dice, roll = view["dice"], view["roll"]
    block = move.get("block")
    fields: dict[str, object] = {
        "condition": cond(move.get("condition"), locale),
        "section": move.get("section", ""),
        "crossing": tr(locale, "venn-crossing", name=cond(block, locale)) if block else "",
    }
    if "dice" in move:
        fields["value"] = sum(roll[i] for i in move["dice"])
        fields["dice"] = " + ".join(f"{dice[i]} {roll[i]}" for i in move["dice"])
    if "die" in move:
        fields["value"], fields["die"] = roll[move["die"]], dice[move["die"]]
    if "target" in move:
        fields["target"] = place_name(move["target"], locale)
    if "park" in move:
        fields["park"] = place_name(move["park"], locale)
    fields[PRESSES] = _presses(state, seat, view, move, locale)
    fields[WHY] = tr(locale, f"venn-why-ai-{move['type']}")
    return fields
