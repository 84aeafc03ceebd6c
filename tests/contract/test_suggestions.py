"""Practice suggestions ("Suggest a move", cogs.learn) in the panel's own controls, for every
registered game: at moments spread over simulated games, the AI's move for the seat to act
is told as presses on that seat's panel. Each control and option the suggestion names is
on the panel at that moment (after the presses before it), and pressing them in order
makes the AI's move, or one that leaves the seat's view of the game the same.

A suggestion that names a control the panel does not offer (a raw coordinate where the
panel asks for a region and a letter, a button of another step) fails here."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.gameui import GameUI, Nav, Press, Refusal, seat_context
from bot.learn import PRACTICE, practice_seats
from bot.routes import GameAction, parse_route
from bot.storage import SeatRecord, TableRecord
from cogs.learn import Suggestion, how, suggestion
from games import registry
from games.base import Game, Move, State
from games.rng import Rng
from gameuis import ui_class

MOMENTS = 14  # moments asked about per game (spread over its simulated games)
MAX_MOVES = 4000


def table_for(name: str, state: State, players: int) -> TableRecord:
    return TableRecord(
        id=424242,
        game=name,
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={PRACTICE: True},
        seed=0,
        state=state,
        seats=[SeatRecord(seat=s, user_id=10 + s, name=f"Player {s + 1}") for s in range(players)],
    )


def moments(game: Game, players: int, seed: int) -> list[tuple[State, int, str]]:
    """(state, seat to act, the kind of move played) along a game of random moves."""
    state = game.new_game(players, {}, seed)
    rng = Rng(seed * 31 + players)
    seen: list[tuple[State, int, str]] = []
    while not game.is_over(state):
        assert len(seen) < MAX_MOVES, f"{game.title} did not end"
        seat = game.waiting_for(state)[0]
        move = game.random_move(state, seat, rng)
        seen.append((state, seat, move["type"]))
        state, _ = game.apply(state, seat, move)
    return seen


def chosen(every: list[tuple[State, int, str]], count: int) -> list[tuple[State, int]]:
    """Moments spread over the games, and the first moment of each kind of move played
    (the AI's move there is often of that kind too: a recovery, a PARK move...)."""
    picked = every[:: max(1, len(every) // count)][:count]
    kinds = {kind for _, _, kind in picked}
    for moment in every:
        if moment[2] not in kinds:
            kinds.add(moment[2])
            picked.append(moment)
    return [(state, seat) for state, seat, _ in picked]


def locate(card: Any, press: Press) -> tuple[GameAction, list[str]]:
    """The game action and select values of the control `press` names on the panel."""
    assert card.view is not None, f"{press.control!r} named, but the panel has no controls"
    offered = []
    for item in card.view.children:
        cid = getattr(item, "custom_id", None) or ""
        route = parse_route(cid)
        if route is None or route.game is None or getattr(item, "disabled", False):
            continue
        if isinstance(item, discord.ui.Button):
            offered.append(item.label)
            if item.label == press.control and not press.options:
                return route.game, []
        elif isinstance(item, discord.ui.Select):
            offered.append(item.placeholder)
            if item.placeholder != press.control:
                continue
            by_label = {o.label: o.value for o in item.options}
            missing = [o for o in press.options if o not in by_label]
            assert not missing, (
                f"{press.control!r} offers no {missing}; it offers {sorted(by_label)}"
            )
            assert item.min_values <= len(press.options) <= item.max_values, press
            return route.game, [by_label[o] for o in press.options]
    raise AssertionError(f"the panel offers no {press.control!r}; it offers {offered}")


def walk(ui: GameUI, table: TableRecord, state: State, seat: int, said: Suggestion) -> list[Move]:
    """Press the suggestion's controls in order, each on the panel the one before led to;
    the moves they make."""
    game = ui.game
    ctx = seat_context(table, seat)
    step: dict[str, Any] | None = None
    for k, press in enumerate(said.presses):
        card = ui.panel(ctx, game.panel_view(state, seat), step)
        action, values = locate(card, press)
        if ui.opens_form(action):
            modal = ui.modal(ctx, action)
            assert modal is not None and press.typed, press
            route = parse_route(modal.custom_id)
            assert route is not None and route.game is not None
            result = ui.interpret_text(state, seat, route.game, dict(press.typed))
        else:
            assert not press.typed, f"{press.control!r} opens no form"
            result = ui.interpret(state, seat, action, values)
        assert not isinstance(result, Refusal), (press, result.reason)
        if isinstance(result, Nav):
            step = result.step
            continue
        assert k == len(said.presses) - 1, f"the move was made before {said.presses[k + 1 :]}"
        return result if isinstance(result, list) else [result]
    raise AssertionError(f"the presses {said.presses} make no move")


def canonical(move: Move) -> dict[str, Any]:
    """A move with its lists of numbers in order: cards picked in a menu come in the
    menu's order, the AI's in its own."""
    return {
        k: sorted(v) if isinstance(v, list) and all(isinstance(x, int) for x in v) else v
        for k, v in move.items()
    }


def after(game: Game, state: State, seat: int, moves: list[Move]) -> State:
    for move in moves:
        reason = game.validate(state, seat, move)
        assert reason is None, (move, reason)
        state, _ = game.apply(state, seat, move)
    return state


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_suggestion_names_controls_on_the_seats_panel(name: str) -> None:
    game = registry.get(name)
    ui = ui_class(name)()
    players = practice_seats(game)
    names = [f"Player {s + 1}" for s in range(players)]
    every = [m for seed in (1,) for m in moments(game, players, seed)]
    kinds: set[str] = set()
    for state, seat in chosen(every, MOMENTS):
        move = game.ai_move(state, seat)
        said = suggestion(game, state, seat, move, names)
        assert said.presses, f"{name}: {move} is told with no control to press"
        assert "{" not in said.text and said.why, (move, said)
        assert how(said) == "" or "**" in how(said)
        made = walk(ui, table_for(name, state, players), state, seat, said)
        if [canonical(m) for m in made] != [canonical(move)]:
            # e.g. the other die of the same value: the same to the seat
            assert game.view(after(game, state, seat, made), seat) == game.view(
                after(game, state, seat, [move]), seat
            ), (move, made, said.presses)
        kinds.add(move["type"])
    assert kinds


def test_a_suggestion_naming_a_control_not_offered_fails() -> None:
    """The check itself: a press the panel does not offer is caught (the old raw dot)."""
    game = registry.get("vvv")
    ui = ui_class("vvv")()
    state = game.new_game(2, {}, 1)
    table = table_for("vvv", state, 2)
    said = Suggestion("Place a dot at (308, 134).", "", (Press("Place a dot at (308, 134)"),))
    with pytest.raises(AssertionError, match="offers no"):
        walk(ui, table, state, game.waiting_for(state)[0], said)
