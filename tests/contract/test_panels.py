"""Every registered game's panel, at random points of random games: every control it
offers works (a legal move, or a step to a panel whose controls work in turn), within
Discord's limits, and no select is ever empty."""

from __future__ import annotations

import asyncio
import importlib
from typing import Any

import pytest

from bot.gameui import SUGGEST_VERB, GameUI, Nav, Refusal, seat_context
from bot.learn import PRACTICE, dress_panel, help_custom_id, step_of, suggest_custom_id
from bot.routes import GameAction, parse_route
from bot.storage import SeatRecord, TableRecord
from games import registry
from games.base import Game, State
from games.rng import Rng

DEPTH = 3  # navigation steps followed from a panel (e.g. dice, then section, then circle)


def ui_of(name: str) -> GameUI:
    ui: GameUI = importlib.import_module(f"gameuis.{name}").UI()
    assert ui.game is registry.get(name)
    return ui


def table_for(name: str, state: State) -> TableRecord:
    players = len(state["seats"])
    return TableRecord(
        id=987654321,
        game=name,
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={PRACTICE: True},  # a practice panel: the most extras ("?", Suggest a move)
        seed=state["seed"],
        state=state,
        seats=[SeatRecord(seat=s, user_id=10 + s, name=f"Player {s + 1}") for s in range(players)],
    )


def components(card: Any) -> list[dict[str, Any]]:
    rows = card.view.to_components() if card.view else []
    assert len(rows) <= 5, "Discord shows at most five rows"
    out = []
    for row in rows:
        assert 1 <= len(row["components"]) <= 5
        out.extend(row["components"])
    return out


def dressed(ui: GameUI, table: TableRecord, seat: int, card: Any) -> None:
    """The extras the platform adds to every panel (bot.learn) find room in it: "?" on
    every panel with controls, naming the rules page of the step, and on a practice
    table "Suggest a move" for this panel; Discord's limits (five rows of five) are
    checked by `components`."""
    live = card.view is not None and any(
        getattr(i, "custom_id", None) and not getattr(i, "disabled", False)
        for i in card.view.children
    )
    room = 25 - sum(i.width for i in card.view.children) if card.view else 0
    # the game's own suggestion control ("Suggest a cut"): then no "Suggest a move" too
    own = card.view is not None and any(
        (route := parse_route(getattr(i, "custom_id", None) or "")) is not None
        and route.game is not None
        and route.game.verb == SUGGEST_VERB
        for i in card.view.children
    )
    dress_panel(card, ui, table, seat)
    ids = [c.get("custom_id") for c in components(card)]
    step = step_of(ui, table.state)
    assert (help_custom_id(ui.companions.rules, step) in ids) == live, ids
    key = ui.game.flow(table.state).panel_key(seat)
    # "Suggest a move" too when there is room for both and the panel has no suggestion of
    # its own (one Suggest per step); never at the cost of "?"
    wanted = live and room >= 2 and not own
    assert (suggest_custom_id(table.id, key) in ids) == wanted, (room, ids)


def choices(comp: dict[str, Any]) -> list[list[str]]:
    """The value lists to try on a select: each option alone, or for a multi-select the
    first and the last allowed number of options."""
    values = [o["value"] for o in comp["options"]]
    low, high = comp.get("min_values", 1), comp.get("max_values", 1)
    if high <= 1:
        return [[v] for v in values]
    picks = [values[:low] or values[:1], values[-high:]]
    return [p for p in picks if low <= len(p) <= high]


def check(ui: GameUI, table: TableRecord, state: State, seat: int, step: Any, depth: int) -> int:
    """The number of moves checked legal from this panel (and the panels it leads to)."""
    game: Game = ui.game
    card = ui.panel(seat_context(table, seat), game.panel_view(state, seat), step)
    dressed(ui, table, seat, card)
    checked = 0
    for comp in components(card):
        cid = comp.get("custom_id")
        if cid is None or comp.get("disabled"):
            continue  # link buttons, and controls shown but not offered
        assert len(cid) <= 100
        parts = cid.split(":", 4)
        if len(parts) < 5 or parts[2] != "g":
            continue  # table-level buttons (open my panel, export)
        assert parts[3] == game.flow(state).panel_key(seat), "a control of a stale panel"
        action = GameAction.parse(parts[4])
        if ui.modal(seat_context(table, seat), action) is not None:
            continue  # a form; its typed moves have their own tests
        if comp["type"] == 3:
            assert 1 <= len(comp.get("options", [])) <= 25, f"select {action} offers no option"
            tries = choices(comp)
        else:
            tries = [[]]
        for values in tries:
            result = ui.interpret(state, seat, action, values)
            assert not isinstance(result, Refusal), (action, values, result.reason)
            if isinstance(result, Nav):
                if depth > 0:
                    checked += check(ui, table, state, seat, result.step, depth - 1)
                continue
            # a batch (a suggestion filled in) must hold move after move, in order
            after = state
            for move in result if isinstance(result, list) else [result]:
                reason = game.validate(after, seat, move)
                assert reason is None, (action, values, move, reason)
                after, _ = game.apply(after, seat, move)
                checked += 1
    return checked


def positions(game: Game, count: int, seed: int) -> list[State]:
    """States spread over random games of several sizes."""
    out: list[State] = []
    sizes = sorted({game.seats.min, min(game.seats.max, game.seats.min + 2)})
    for k, players in enumerate(sizes):
        rng = Rng(seed + k)
        state = game.new_game(players, {}, seed + k)
        step = 0
        while not game.is_over(state):
            if step % 5 == 0:
                out.append(state)
            seat = game.waiting_for(state)[0]
            state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
            step += 1
    stride = max(1, len(out) // count)
    return out[::stride]


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_offered_control_works(name: str) -> None:
    async def run() -> None:  # discord.ui views need a running event loop
        ui = ui_of(name)
        game = ui.game
        total = 0
        for state in positions(game, 16, seed=11):
            table = table_for(name, state)
            for seat in game.waiting_for(state):
                found = check(ui, table, state, seat, None, DEPTH)
                total += found
        assert total > 0

    asyncio.run(run())


@pytest.mark.parametrize("name", registry.NAMES)
def test_garbage_clicks_are_refused_or_illegal(name: str) -> None:
    """Values no panel offers never become a legal move by accident."""
    ui = ui_of(name)
    game = ui.game
    for state in positions(game, 6, seed=3):
        for seat in game.waiting_for(state):
            for action, values in (
                ("nonsense", []),
                ("", ["1"]),
                ("x:y:z", ["-1"]),
                ("confirm:extra", ["0" * 150]),
            ):
                try:
                    result = ui.interpret(state, seat, GameAction.parse(action), values)
                except Exception as exc:  # a crash here is a bug the player would see
                    pytest.fail(f"{name}: interpret({action!r}, {values!r}) raised {exc!r}")
                if isinstance(result, (Refusal, Nav)):
                    continue
                first = result[0] if isinstance(result, list) else result
                assert game.validate(state, seat, first) is not None, (action, values)
