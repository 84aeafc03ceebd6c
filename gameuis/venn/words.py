"""VENN's moves told as its panel makes them, for "Suggest a move": the move's fields for its
sentence (data/hints.json), the controls that make it (named as gameuis.venn.panel names
them) and the AI's reason, in the terms of games.venn.ai's estimate of the final score."""

from __future__ import annotations

from collections.abc import Sequence

from bot.gameui import PRESSES, WHY, Press
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
    circle_name,
    condition_option,
    die_label,
    extra_dice,
    extra_option,
    menu_label,
    section_menu,
    section_option,
    targets_of,
    unpark_menu,
    unpark_option,
    value_prompt,
)

REASONS = {
    "condition": "Of every condition and open section, this pair raises the AI's estimate of "
    "your final score most: its points, times the chance of filling the section's circles "
    "with numbers that fit.",
    "skip": "No condition on offer, in any open section, raises the AI's estimate of your "
    "final score more than keeping your sections open for later.",
    "place": "It is a step of the AI's plan for this round's dice: of every way to split the "
    "dice into values, the one its estimate of your final score likes best.",
    "extra": "It is a step of the AI's plan for this round: the extra value goes where it "
    "helps the estimate of your final score most.",
    "lose": "The value fits nowhere and no PARK circle is free.",
    "lose_extra": "The extra value fits nowhere and no PARK circle is free.",
    "unpark": "A section circle is free for it now, so the PARK circle can take another number.",
    "confirm": "Every die is used: nothing is left to place this round.",
    "undo": "The draft strays from the best plan for these dice.",
}


# why the AI placed every die as it did ("Place all as suggested": the panel says it once
# the placements are made, as Forget Venice's "Suggest a cut" says why its cut)
PLACED_WHY = (
    "**The AI's placements.** Of every way to split this round's dice into values and "
    "circles, these are the ones its estimate of your final score likes best. "
    f"**{UNDO}** takes them back one by one; **{CONFIRM}** keeps them."
)


def _target(state: State, seat: int, view: VennView, kind: str, arg: int, target: str) -> Press:
    """The target menu holding `target` ("lose": the option of a value that fits nowhere)."""
    options, _ = targets_of(state, seat, view, kind, arg)
    chunks = [options[k : k + 25] for k in range(0, len(options), 25)]
    for n, chunk in enumerate(chunks):
        for value, label in chunk:
            if value == target:
                return Press(menu_label(value_prompt(view, kind, arg), n, len(chunks)), (label,))
    return Press(menu_label(value_prompt(view, kind, arg), 0, 1), (LOSE_OPTION,))


def _presses(state: State, seat: int, view: VennView, move: Move) -> tuple[Press, ...]:
    kind = move["type"]
    if kind == "skip":
        return (Press(SKIP),)
    if kind == "condition":
        cond = move["condition"]
        presses = [
            Press(CONDITION_MENU, (condition_option(view, cond),)),
            Press(section_menu(cond), (section_option(move["section"]),)),
        ]
        if move.get("block"):
            presses.append(Press(BLOCK_MENU, (block_option(move["block"]),)))
        return tuple(presses)
    if kind in ("place", "lose"):
        dice = list(move["dice"])
        mask = sum(1 << i for i in dice)
        target = move.get("target", "lose")
        return (
            *(Press(die_label(view, i)) for i in dice),
            _target(state, seat, view, "dice", mask, target),
        )
    if kind in ("extra", "lose_extra"):
        # the menu offers the first die of each value: the same extra value
        value = view["roll"][move["die"]] if "die" in move else None
        die = next(i for i in extra_dice(view) if value is None or view["roll"][i] == value)
        return (
            Press(EXTRA_MENU, (extra_option(view, die),)),
            _target(state, seat, view, "extra", die, move.get("target", "lose")),
        )
    if kind == "unpark":
        park, code = move["park"], move["section"]
        mine = view["seats"][seat]
        value = mine["park"][int(park[1:]) - 1]["value"]
        circles = mine["circles"]
        empty = next(c for c in _circles_of(code) if circles[c] is None)
        return (
            Press(PARK_MENU, (f"{park}: {value}",)),
            Press(unpark_menu(park, value), (unpark_option(code, empty),)),
        )
    return (Press(CONFIRM if kind == "confirm" else UNDO),)


def _circles_of(code: str) -> tuple[str, ...]:
    return tuple(load().sections[code].circles)


def move_fields(state: State, seat: int, move: Move, names: Sequence[str]) -> dict[str, object]:
    """A move's fields for its sentence (data/hints.json), as the panel names dice and
    circles; the controls that make it and the AI's reason."""
    view: VennView = GAME.view(state, seat)
    dice, roll = view["dice"], view["roll"]

    def target(code: str) -> str:
        return f"PARK {code[1:]}" if code.startswith("P") else circle_name(code)

    fields: dict[str, object] = {
        "condition": move.get("condition", ""),
        "section": move.get("section", ""),
        "crossing": f", and cross off {move['block']}" if move.get("block") else "",
    }
    if "dice" in move:
        fields["value"] = sum(roll[i] for i in move["dice"])
        fields["dice"] = " + ".join(f"{dice[i]} {roll[i]}" for i in move["dice"])
    if "die" in move:
        fields["value"], fields["die"] = roll[move["die"]], dice[move["die"]]
    if "target" in move:
        fields["target"] = target(move["target"])
    if "park" in move:
        fields["park"] = target(move["park"])
    fields[PRESSES] = _presses(state, seat, view, move)
    fields[WHY] = REASONS.get(move["type"], "")
    return fields
