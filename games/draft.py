"""Simultaneous rounds played as drafts: each seat's moves this round are kept as a list on
top of its committed part, so undo drops the last one and nobody sees a draft until every
seat has confirmed. Abstract's rounds and VENN's numbers phase work this way."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.base import Event, Move, State


def draft_step(
    new: State,
    seat: int,
    entry: dict[str, Any],
    move: Move,
    end_round: Callable[[State], list[Event]],
) -> list[Event]:
    """Apply a draft move (`undo`, `confirm` or any other kind) to `entry`, the seat's fresh
    copy inside `new`; when the last seat confirms, `end_round(new)` commits the round.
    Mutates `new` and `entry` only."""
    kind = move["type"]
    if kind == "undo":
        entry["draft"] = list(entry["draft"][:-1])
        return [{"type": "action", "seat": seat}]
    if kind != "confirm":
        entry["draft"] = [*entry["draft"], move]
        return [{"type": "action", "seat": seat}]
    entry["done"] = True
    events: list[Event] = [{"type": "seat_done", "seat": seat}]
    if all(s["done"] for s in new["seats"]):
        events.extend(end_round(new))
    return events
