"""Typed VENN moves for experienced players: `6+3>Kh2, 12>P1, 20>Cb, P3>Te, *12>Mb`.

A move is `value>target`, moves are separated by commas or new lines, capitals and spaces
do not matter. The /rules page "notation" explains it to players.

Parsing is pure: the text and the game state in, engine moves out. Each move is applied to
a working copy as it is read, so "left-most empty circle", "the lowest free PARK circle" and
"an unused die showing 6" always refer to the situation after the moves before it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from games.base import Move, State
from games.venn import rules, views
from games.venn.data import load
from games.venn.reasons import Why

_TOKEN = re.compile(r"^(?P<value>[^>]+)>(?P<target>[^>]+)$")
_SECTION_CIRCLE = re.compile(r"^([a-z]{2})(\d+)?$")
_PARK = re.compile(r"^p(\d+)?$")


class NotationError(ValueError):
    """The text cannot be read as moves; the message says which move and why."""


def split_moves(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"[,\n;]+", text) if part.strip()]


def parse(text: str, state: State, seat: int) -> list[Move]:
    """The engine moves `text` stands for, for `seat` in the numbers phase of `state`."""
    from games.venn import engine

    moves: list[Move] = []
    parts = split_moves(text)
    if not parts:
        raise NotationError(Why("typed-nothing"))
    for number, part in enumerate(parts, start=1):
        try:
            move = _read(part, state, seat)
        except NotationError as exc:
            raise NotationError(
                Why("typed-move", number=number, part=part, reason=exc.args[0])
            ) from None
        reason = rules.validate(state, seat, move)
        if reason:
            raise NotationError(Why("typed-move", number=number, part=part, reason=reason))
        state, _ = engine.apply(state, seat, move)
        moves.append(move)
    return moves


def _read(part: str, state: State, seat: int) -> Move:

    squeezed = re.sub(r"\s+", "", part).lower()
    match = _TOKEN.match(squeezed)
    if match is None:
        raise NotationError(Why("typed-shape"))
    value, target = match["value"], match["target"]
    view = views.view(state, seat)
    me, sheet = view["me"], view["seats"][seat]
    if me is None:
        raise NotationError(Why("typed-unseated"))
    roll: list[int] = view["roll"]

    park = _PARK.match(value)
    if park and park.group(1):
        index = int(park.group(1))
        if not 1 <= index <= len(sheet["park"]):
            raise NotationError(Why("typed-park-range", count=len(sheet["park"])))
        section = _section_code(target)
        if section is None:
            raise NotationError(Why("typed-unpark"))
        return {"type": "unpark", "park": f"P{index}", "section": section}

    if value.startswith("*"):
        wanted = _number(value[1:])
        die = next((i for i, v in enumerate(roll) if v == wanted), None)
        if die is None:
            raise NotationError(Why("typed-extra", dice=_dice(roll)))
        if target == "x":
            return {"type": "lose_extra"}
        return {"type": "extra", "die": die, "target": _target(target, sheet)}

    wanted_parts = [_number(p) for p in value.split("+")]
    free = [i for i in range(len(roll)) if not me["dice_used"][i]]
    dice: list[int] = []
    for wanted in wanted_parts:
        die = next((i for i in free if roll[i] == wanted and i not in dice), None)
        if die is None:
            unused = _dice([roll[i] for i in free])
            key = "typed-no-die" if unused else "typed-no-die-none"
            raise NotationError(Why(key, wanted=wanted, unused=unused))
        dice.append(die)
    if target == "x":
        return {"type": "lose", "dice": dice}
    return {"type": "place", "dice": dice, "target": _target(target, sheet)}


def _number(text: str) -> int:
    if not text.isdigit():
        raise NotationError(Why("typed-number", text=text))
    return int(text)


def _dice(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def _section_code(text: str) -> str | None:
    codes = {s["code"].lower(): s["code"] for s in load().raw["sections"]}
    return codes.get(text)


def _target(text: str, sheet: Mapping[str, Any]) -> str:
    data = load()
    park = _PARK.match(text)
    if park:
        if park.group(1):
            index = int(park.group(1))
            if not 1 <= index <= len(sheet["park"]):
                raise NotationError(Why("typed-park-range", count=len(sheet["park"])))
            return f"P{index}"
        free = [i for i, c in enumerate(sheet["park"]) if c["value"] is None and not c["used"]]
        if not free:
            raise NotationError(Why("typed-park-full"))
        return f"P{free[0] + 1}"
    match = _SECTION_CIRCLE.match(text)
    code = _section_code(match.group(1)) if match else None
    if code is None or match is None:
        codes = " ".join(s["code"] for s in data.raw["sections"])
        raise NotationError(Why("typed-target", text=text, codes=codes))
    circles = data.sections[code].circles
    if match.group(2):
        index = int(match.group(2))
        if not 1 <= index <= len(circles):
            raise NotationError(Why("typed-circles", code=code, count=len(circles)))
        return circles[index - 1]
    empty = [c for c in circles if sheet["circles"][c] is None]
    if not empty:
        raise NotationError(Why("typed-no-empty", code=code))
    return empty[0]
