"""The Abstract panel: every control it offers is a legal move, within Discord's limits."""

from __future__ import annotations

import asyncio
import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

import gameuis.abstract
from bot.gameui import Nav, Refusal, seat_context, table_context
from bot.routes import GameAction
from bot.storage import SeatRecord, TableRecord
from games.abstract import GAME as E
from games.rng import Rng
from gameuis.abstract import UI as AbstractUI

UI = AbstractUI()


def table_for(state: dict, players: int) -> TableRecord:
    return TableRecord(
        id=42,
        game="abstract",
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=1,
        state=state,
        seats=[SeatRecord(seat=s, user_id=10 + s, name=f"p{s}") for s in range(players)],
    )


def components(card) -> list[dict]:
    rows = card.view.to_components() if card.view else []
    assert len(rows) <= 5
    return [c for row in rows for c in row["components"]]


def advance(seed: int, players: int, steps: int) -> dict:
    """A state part-way through a game, reached by random legal play."""
    state, rng = E.new_game(players, {}, seed), Rng(seed)
    for _ in range(steps):
        if E.is_over(state):
            break
        seat = E.waiting_for(state)[0]
        state, _ = E.apply(state, seat, E.random_move(state, seat, rng))
    return state


def check_panel(state: dict, seat: int, table: TableRecord) -> int:
    """Every option of every control turns into a legal move (or a nav leading to one)."""
    view = E.seat_view(state, seat)  # a panel is built from the seat's own view
    card = UI.panel(seat_context(table, seat), view, None)
    checked = 0
    for comp in components(card):
        assert len(comp["custom_id"]) <= 100
        if comp["custom_id"] == f"t:{table.id}:mine":  # "Show my painting": not a move
            continue
        action = comp["custom_id"].split(":", 4)[4]
        if comp["type"] == 3:
            assert 1 <= len(comp["options"]) <= 25
            for option in comp["options"]:
                result = UI.interpret(state, seat, GameAction.parse(action), [option["value"]])
                if isinstance(result, Nav):
                    sub = UI.panel(seat_context(table, seat), view, result.step)
                    square_select = components(sub)[0]
                    assert 1 <= len(square_select["options"]) <= 25
                    sub_action = square_select["custom_id"].split(":", 4)[4]
                    for sq in square_select["options"]:
                        move = UI.interpret(
                            state, seat, GameAction.parse(sub_action), [sq["value"]]
                        )
                        assert E.validate(state, seat, move) is None, (move, view["me"])
                        checked += 1
                else:
                    assert not isinstance(result, Refusal)
                    assert E.validate(state, seat, result) is None, (result, view["me"])
                    checked += 1
        elif not comp.get("disabled") and action in ("undo", "confirm"):
            assert E.validate(state, seat, {"type": action}) is None
            checked += 1
    return checked


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 3), steps=st.integers(0, 120))
def test_every_offered_control_is_legal(seed: int, players: int, steps: int) -> None:
    async def run() -> None:  # discord.ui views need a running event loop
        state = advance(seed, players, steps)
        if E.is_over(state):
            return
        table = table_for(state, players)
        for seat in E.waiting_for(state):
            assert check_panel(state, seat, table) >= 1  # there is always something to do

    asyncio.run(run())


def test_bad_values_are_refused_without_a_move() -> None:
    state = E.new_game(2, {}, 3)
    for action, values in (
        ("pair", ["x.y"]),
        ("pair", ["9.9"]),
        ("bonus", ["nope"]),
        ("adj", ["1"]),
        ("sq:paint:0", ["3"]),
        ("teleport", []),
    ):
        result = UI.interpret(state, 0, GameAction.parse(action), values)
        if not isinstance(result, Refusal):
            # a well-formed but impossible move still goes through the engine's validation
            assert E.validate(state, 0, result) is not None, (action, values, result)


def test_panel_ids_change_with_every_move_of_the_seat() -> None:
    """The custom ids of a seat's panel carry its panel key: each of its own moves (undo
    too) makes every older panel outdated, another seat's moves never do."""

    async def run() -> None:
        state = E.new_game(2, {}, 5)
        table = table_for(state, 2)
        seen: dict[int, set[str]] = {0: set(), 1: set()}  # keys shown to each seat
        rng = Rng(1)
        undone = False
        while not E.is_over(state) and state["round"] <= 3:
            seat = E.waiting_for(state)[0]
            other = 1 - seat
            table.state = state
            ids = {
                c["custom_id"].split(":")[3]
                for c in components(
                    UI.panel(seat_context(table, seat), E.seat_view(state, seat), None)
                )
                if c["custom_id"].count(":") >= 4  # game controls, not "Show my painting"
            }
            assert len(ids) == 1  # one key on every control of the panel
            key = ids.pop()
            assert key not in seen[seat]
            seen[seat].add(key)
            assert key == E.flow(state).panel_key(seat)
            move = E.random_move(state, seat, rng)
            if not undone and E.view(state, seat)["me"]["can_undo"]:
                move, undone = {"type": "undo"}, True
            new, _ = E.apply(state, seat, move)
            if new["round"] == state["round"]:
                assert E.flow(new).panel_key(other) == E.flow(state).panel_key(other)
            state = new
        assert undone

    asyncio.run(run())


def test_the_platform_finds_the_ui() -> None:
    assert UI.game is E and UI.name == "abstract" and UI.title == "Abstract"


def test_a_big_final_lists_everyone_and_says_whose_breakdowns_it_shows() -> None:
    from bot.crowd import CROWD_ABOVE

    players = CROWD_ABOVE  # the biggest table still played by DM (a crowd shows its top ten)
    state = E.new_game(players, {}, 3)
    from games.base import play_out

    end = play_out(E, state, ["random"] * players, Rng(3))
    scores = E.scores(end)
    names = [f"p{s}" for s in range(players)]
    card = UI.final(table_context(table_for(end, players)), E.view(end, None), names, scores)
    embed = card.embeds[0]
    assert all(f"{name}:" in embed.description for name in names)
    assert len(embed.fields) == 8
    assert f"first 8 of {players} players" in embed.footer.text


def test_no_x_marks_score_zero_not_minus_zero() -> None:
    from games.abstract.scoring import score_painting

    goals = E.new_game(1, {}, 1)["goals"]
    clean = score_painting([None] * 36, 0, goals)
    assert clean["x"] == 0 and "X marks: 0" in clean["lines"]
    marked = score_painting(["X", "X"] + [None] * 34, 0, goals)
    assert marked["x"] == -2 and "X marks: -2" in marked["lines"]


def test_square_choices_name_the_die_squares_the_picture_labels() -> None:
    from games.abstract.data import load
    from gameuis.abstract import POSITIONS, square_label

    data = load()
    seen = set()
    for square in range(data.rows * data.cols):
        label, where = square_label(square)
        owner = data.square_owner[square]
        # the painting labels its frames "die square N"; the choice leads with the same words
        assert label.startswith(f"Die square {owner}, ")
        assert label.split(", ", 1)[1] in POSITIONS and "row" in where
        seen.add(label)
    assert len(seen) == data.rows * data.cols  # every square named differently


def test_no_menu_is_offered_empty(monkeypatch) -> None:
    """A seat holding a place-anywhere token when no such paint fits (a full painting late
    in the game) gets no empty menu: Discord refuses a select without options, and the
    whole panel with it."""
    state = advance(0, 1, 6)
    view = E.seat_view(state, 0)
    assert any(m.get("anywhere") for m in E.legal_moves(state, 0))
    assert view["mine"]["tokens"]["anywhere"] > 0

    def without_anywhere(s, seat):  # as if no square were left for the token
        return [m for m in E.legal_moves(s, seat) if not m.get("anywhere")]

    monkeypatch.setattr(
        gameuis.abstract, "GAME", dataclasses.replace(E, legal_moves=without_anywhere)
    )

    async def run() -> list[dict]:
        return components(AbstractUI().panel(seat_context(table_for(state, 1), 0), view, None))

    selects = [c for c in asyncio.run(run()) if c["type"] == 3]
    assert selects and all(c["options"] for c in selects)
    assert not any(c["custom_id"].endswith(":any") for c in selects)


def test_the_panel_picture_is_the_rounds_start_and_the_text_lists_the_moves() -> None:
    """The picture is drawn from the painting as the round began, whatever the seat does
    (so it is sent once a round); the text names each move by the squares the picture
    labels, and marks them in the grid."""
    from gameuis.abstract import where

    async def run() -> None:
        state = E.new_game(2, {}, 11)
        table = table_for(state, 2)
        start = UI.panel_picture_view(state, 0)
        done = []
        while 0 in E.waiting_for(state):
            move = E.ai_move(state, 0)
            state, _ = E.apply(state, 0, move)
            table.state = state
            assert UI.panel_picture_view(state, 0) == start
            done.append(move)
            text = (
                UI.panel(seat_context(table, 0), E.seat_view(state, 0), None).embeds[0].description
            )
            for n, m in enumerate(x for x in done if x["type"] in ("paint", "x")):
                assert where(m["square"]) in text
                if 0 in E.waiting_for(state):  # a confirmed round lists them on one line
                    assert f"{n + 1}. " in text
            grid = text.split("```")[1]
            assert grid.count("*") == sum(m["type"] in ("paint", "x") for m in done)

    asyncio.run(run())


def test_the_second_paint_is_one_click() -> None:
    """When every paint with its square fits one menu, the menu lists them: one click."""

    async def run() -> None:
        state = E.new_game(1, {}, 4)
        paint = next(m for m in E.legal_moves(state, 0) if m["type"] == "paint")
        state, _ = E.apply(state, 0, paint)
        card = UI.panel(seat_context(table_for(state, 1), 0), E.seat_view(state, 0), None)
        menu = next(c for c in components(card) if c["custom_id"].endswith(":pair"))
        assert all(o["value"].count(".") == 2 for o in menu["options"])
        move = UI.interpret(state, 0, GameAction("pair"), [menu["options"][0]["value"]])
        assert E.validate(state, 0, move) is None

    asyncio.run(run())
