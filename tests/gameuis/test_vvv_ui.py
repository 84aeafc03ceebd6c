"""VENNi, Vidi, Vici's circle picker: no circle is drawn without being shown first, the
offers say in words what each circle does, and no two offers are near-duplicates."""

from __future__ import annotations

import asyncio
import math
from typing import Any

import pytest

from bot.gameui import Nav, seat_context
from bot.routes import GameAction
from bot.storage import SeatRecord, TableRecord
from games.base import State
from games.rng import Rng
from games.vvv import GAME, engine, offers
from gameuis.vvv import UI as VvvUI

UI = VvvUI()
NAMES = ["Alice", "AI 2"]


def circle_states(count: int) -> list[State]:
    """States of random games waiting for a circle."""
    out: list[State] = []
    for seed in range(40):
        rng, state = Rng(seed), GAME.new_game(2, {}, seed)
        while not GAME.is_over(state) and len(out) < count:
            seat = GAME.waiting_for(state)[0]
            if engine.stage_of(state) == "circle":
                out.append(state)
            state, _ = GAME.apply(state, seat, GAME.random_move(state, seat, rng))
        if len(out) >= count:
            break
    return out


@pytest.fixture(scope="module")
def waiting() -> list[State]:
    return circle_states(3)


def table_for(state: State) -> TableRecord:
    return TableRecord(
        id=4242,
        game="vvv",
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options={},
        seed=state["seed"],
        state=state,
        seats=[
            SeatRecord(seat=0, user_id=10, name=NAMES[0]),
            SeatRecord(seat=1, user_id=None, name=NAMES[1], is_ai=True),
        ],
    )


def controls(card: Any) -> list[dict[str, Any]]:
    rows = card.view.to_components() if card.view else []
    return [c for row in rows for c in row["components"]]


def action_of(comp: dict[str, Any]) -> GameAction:
    return GameAction.parse(comp["custom_id"].split(":", 4)[4])


def test_no_circle_is_drawn_without_its_preview(waiting) -> None:
    """Every control of the picker leads to a preview (or another page, or a form); only
    a preview's Confirm draws the circle, the one the preview showed."""

    async def run() -> None:  # discord.ui views need a running event loop
        for state in waiting:
            seat = engine.seat_to_act(state)
            table = table_for(state)
            card = UI.panel(seat_context(table, seat), GAME.panel_view(state, seat), None)
            picker = next(c for c in controls(card) if c["type"] == 3)
            assert picker["options"]
            for option in picker["options"]:
                step = UI.interpret(state, seat, action_of(picker), [option["value"]])
                assert isinstance(step, Nav) and step.step["preview"], step
                shown = UI.panel(seat_context(table, seat), GAME.panel_view(state, seat), step.step)
                labels = {c.get("label"): c for c in controls(shown)}
                assert set(labels) == {"Confirm", "Back"}
                assert [name for name, _ in shown.drawings] == ["circles.png"]
                move = UI.interpret(state, seat, action_of(labels["Confirm"]), [])
                assert move == {"type": "circle", "circle": step.step["preview"]}
                assert GAME.validate(state, seat, move) is None
                back = UI.interpret(state, seat, action_of(labels["Back"]), [])
                assert isinstance(back, Nav) and not back.step.get("preview")
            for comp in controls(card):
                if comp["type"] == 2 and comp.get("custom_id"):
                    action = action_of(comp)
                    if UI.modal(seat_context(table, seat), action) is None:
                        result = UI.interpret(state, seat, action, [])
                        assert isinstance(result, Nav), (comp.get("label"), result)

    asyncio.run(run())


def test_offers_say_what_each_circle_does_in_the_seats_names(waiting) -> None:
    async def run() -> None:
        for state in waiting:
            seat = engine.seat_to_act(state)
            card = UI.panel(
                seat_context(table_for(state), seat), GAME.panel_view(state, seat), None
            )
            picker = next(c for c in controls(card) if c["type"] == 3)
            for option, circle in zip(picker["options"], offers.page(state, 0), strict=True):
                offer = offers.outcome(state, seat, circle)
                assert "sets" in option["label"] and "apart" in option["label"]
                assert option["description"].startswith("locks")
                if offer["locks"]:
                    assert f"locks {len(offer['locks'])} region" in option["description"]
                for word in ("blue", "orange", "Blue", "Orange", "Player"):
                    assert word not in option["label"] + option["description"]

    asyncio.run(run())


def test_near_duplicate_circles_are_offered_once(waiting) -> None:
    for state in waiting:
        offered = offers.offered(state)
        assert offered
        for k, a in enumerate(offered):
            for b in offered[k + 1 :]:
                near = (
                    math.dist(a[:2], b[:2]) <= offers.NEAR_CENTRE
                    and abs(a[2] - b[2]) <= offers.NEAR_RADIUS
                )
                same = offers._split(state, a) == offers._split(state, b)
                assert not (near and same), (a, b)
        # nothing legal is lost but near-duplicates: every varied circle is offered or near
        # one that is
        from games.vvv import choices

        for c in choices._varied(state):
            assert any(
                math.dist(c[:2], o[:2]) <= offers.NEAR_CENTRE
                and abs(c[2] - o[2]) <= offers.NEAR_RADIUS
                for o in offered
            )
