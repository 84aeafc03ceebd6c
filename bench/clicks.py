"""How many clicks a move takes through a game's private panel.

`clicks_for` searches the panel as a player would use it: every button and every option
of every select the panel shows, read back through the cog's `interpret` (a Nav opens the
next panel step, a Move ends the search when it is the one wanted). It drives the real cog
code, so a panel that grows a step shows up here. Forms (typed moves) are left out.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from itertools import combinations
from typing import Any

from bot.gameui import GameUI, Nav, seat_context
from bot.routes import GameAction
from bot.storage import SeatRecord, TableRecord
from games.base import Move, State

MAX_DEPTH = 7


def _table(ui: GameUI, state: State) -> TableRecord:
    players = len(ui.game.flow(state).moves)
    return TableRecord(
        id=1,
        game=ui.name,
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=1,
        state=state,
        seats=[SeatRecord(seat=s, user_id=10 + s, name=f"p{s}") for s in range(players)],
    )


def _controls(ui: GameUI, table: TableRecord, seat: int, step: dict[str, Any] | None):
    card = ui.panel(seat_context(table, seat), ui.game.panel_view(table.state, seat), step)
    rows = card.view.to_components() if card.view else []
    for row in rows:
        for comp in row["components"]:
            parts = comp["custom_id"].split(":", 4)
            if comp.get("disabled") or len(parts) < 5:
                continue  # not offered, or not a game control (e.g. "Show my painting")
            action = parts[4]
            if comp["type"] == 2:
                yield action, []
            elif comp["type"] == 3:
                values = [option["value"] for option in comp["options"]]
                low, high = comp.get("min_values", 1), comp.get("max_values", 1)
                for size in range(low, high + 1):  # one interaction, however many picked
                    for picked in combinations(values, size):
                        yield action, list(picked)


def clicks_for(
    ui: GameUI,
    state: State,
    seat: int,
    move: Move,
    same: Callable[[Move, Move], bool] = lambda a, b: a == b,
) -> int | None:
    """The fewest panel clicks that make `move` (None when the panel cannot make it)."""
    table = _table(ui, state)
    queue: deque[tuple[dict[str, Any] | None, int]] = deque([(None, 0)])
    seen: set[str] = set()
    while queue:
        step, depth = queue.popleft()
        if depth >= MAX_DEPTH:
            continue
        for action, values in _controls(ui, table, seat, step):
            result = ui.interpret(state, seat, GameAction.parse(action), values)
            if isinstance(result, Nav):
                key = repr(sorted(result.step.items()))
                if key not in seen:
                    seen.add(key)
                    queue.append((result.step, depth + 1))
            elif isinstance(result, dict) and same(result, move):
                return depth + 1
    return None
