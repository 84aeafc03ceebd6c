"""The engine's sentences (refusals, warnings, why a section fails, typed moves it cannot
read) as `Why`: the English sentence itself, so every caller of the engine reads it as
before, which also keeps the key of its message and its arguments, so a game UI can say it
in a player's language (locales/*/venn.ftl, `venn-why-<key>`). An argument may be a `Why`
itself (a part of the sentence), a tuple of condition names (a list) or a plain value."""

from __future__ import annotations

from typing import Any

ENGLISH = {
    # who may move
    "not-venn": "This is not a VENN game.",
    "over": "The game is over.",
    "no-seat": "You do not have a seat at this table.",
    "not-your-turn": "It is seat {seat}'s turn to choose a condition: wait for your turn.",
    "confirmed": "You already confirmed this round: wait for the other players.",
    "not-object": "A move must be an object with a type.",
    # the conditions phase
    "conditions-phase": "It is the conditions phase: choose a condition for a section, or skip.",
    "unknown-conditions-move": "Unknown move: in the conditions phase use condition or skip.",
    "unknown-condition": "Unknown condition: pick one from the common sheet.",
    "no-copy": "No copy of {name} is left on the common sheet.",
    "taken-already": "You already took {name}: each player takes a condition at most once.",
    "unknown-section": "Unknown section: use one of {codes}.",
    "section-has": "Section {code} already has a condition ({name}).",
    "solo-block-needed": "Solo: also cross off a second condition ({options}) alongside {name}.",
    "solo-block-wrong": "Solo: the second condition must be an available one with multiplier "
    "{mult} (or lower only when none is left): choose from {options}.",
    "solo-no-block": "Solo: no condition is left to cross off alongside {name}: leave block out.",
    "block-not-solo": "Only a solo game crosses off a second condition.",
    # the numbers phase
    "numbers-phase": "It is the numbers phase: conditions are chosen at the start of a round.",
    "unknown-numbers-move": "Unknown move: use place, extra, unpark, lose, lose_extra, undo "
    "or confirm.",
    "target-type": "The target must be a circle id such as 'Kh1', 'Cr-Cy' or 'P1'.",
    "park-used": "PARK circle {target} was used already: a PARK circle is filled once.",
    "park-filled": "PARK circle {target} is already filled.",
    "no-circle": "There is no circle {target} on the sheet.",
    "circle-filled": "Circle {target} is already filled.",
    "dice-list": "Choose one or more dice (a list of die indices).",
    "dice-too-many": "A value uses at most {count} dice.",
    "die-index": "A die index runs from 0 to {top}.",
    "die-twice": "A die can count only once in a value.",
    "die-used": "You already used {die} this round: each die is used exactly once.",
    "die-label": "die {index} ({name})",
    "no-extra": "You have no extra value to write: a sum of 3, 4 or 5 dice crossing a SUM "
    "box earns them.",
    "extra-die": "An extra value names one die, 0 to {top}.",
    "park-name": "Name the PARK circle to move, 'P1' to 'P8'.",
    "park-empty": "PARK circle {park} holds no number.",
    "park-moved": "The number in {park} was already moved out.",
    "section-full": "Section {code} has no empty circle.",
    "lose-too-soon": "A value may only be lost when no section or PARK circle is empty; {empty}.",
    "no-extra-to-lose": "You have no extra value to give up.",
    "lose-extra-too-soon": "An extra value may only be lost when no section or PARK circle "
    "is empty; {empty}.",
    "nothing-to-undo": "There is nothing to undo this round.",
    "unused-dice": "Use all five dice before confirming: {left} still unused.",
    "still-empty-one": "{shown} is still empty",
    "still-empty": "{shown} are still empty",
    "still-empty-more": "{shown} and {more} more are still empty",
    # a section's condition
    "not-divisible": "{value} is not divisible by {n}",
    "above": "{value} is above {n}",
    "below": "{value} is below {n}",
    "not-prime": "{value} is not prime",
    "odd": "{value} is odd",
    "even": "{value} is even",
    "differ": "{a} and {b} differ",
    "twice": "{value} is there twice",
    "no-run": "no run of {total} numbers fits",
    "too-far": "{lo} and {hi} are too far apart for {total} circles",
    "apart": "{lo} and {hi} are {gap} apart",
    "no-longer-equal": "{code} can no longer be {name}: {problem}",
    "no-longer-straight": "{code} can no longer be a {name}: {problem}",
    "no-longer-range": "{code} can no longer stay within {name}: {problem}",
    "breaks": "{value} breaks {name} in {code}",
    # typed moves (games.venn.notation)
    "typed-nothing": "Type at least one move, like `6+3>Kh2`.",
    "typed-move": "Move {number} (`{part}`): {reason}",
    "typed-shape": "write a move as value>target, e.g. `6+3>Kh2`.",
    "typed-unseated": "only a seated player can type moves.",
    "typed-park-range": "the PARK has circles 1-{count}.",
    "typed-unpark": "a number leaves the PARK for a section: write its code alone, e.g. `P3>Te`.",
    "typed-extra": "an extra value must equal one of this round's dice ({dice}).",
    "typed-no-die": "no unused die shows {wanted} (unused: {unused}).",
    "typed-no-die-none": "no unused die shows {wanted} (unused: none).",
    "typed-number": "`{text}` is not a number.",
    "typed-park-full": "the PARK is full.",
    "typed-target": "`{text}` is not a target: use a section ({codes}), Kh2, P1 or X.",
    "typed-circles": "{code} has circles 1-{count}, counted left to right.",
    "typed-no-empty": "{code} has no empty circle.",
    "typed-batch": "{reason} Nothing from this batch was written.",
}


def _english(value: object) -> object:
    return ", ".join(str(v) for v in value) if isinstance(value, tuple) else value


class Why(str):
    """A sentence of the engine in English, with the key and arguments of its message."""

    key: str
    args: dict[str, Any]

    def __new__(cls, key: str, **args: Any) -> Why:
        text = ENGLISH[key].format(**{k: _english(v) for k, v in args.items()})
        why = super().__new__(cls, text)
        why.key, why.args = key, args
        return why
