"""The VENN numbers panel: a number in two clicks, and a whole round as suggested."""

from __future__ import annotations

import asyncio

from bench.clicks import clicks_for
from bench.venn import _same_move, numbers_phase_clicks
from bot.gameui import SUGGESTED, Nav, seat_context
from bot.routes import GameAction
from games.venn import GAME
from games.venn.ai import choose
from gameuis.venn import UI as VennUI

UI = VennUI()


def test_a_numbers_phase_of_the_ais_placements_takes_nine_clicks_or_fewer() -> None:
    """Measured through the real panel (every control, read back by the cog)."""

    async def run() -> dict:  # discord.ui views need a running event loop
        return numbers_phase_clicks(games=1, players=2, seed=0)

    found = asyncio.run(run())
    assert found["moves_the_panel_could_not_make"] == 0
    assert found["phases"] >= 10 and found["median_clicks"] <= 9, found


def test_any_single_die_goes_to_any_circle_in_two_clicks() -> None:
    async def run() -> None:
        state = GAME.new_game(1, {}, 4)
        state, _ = GAME.apply(state, 0, {"type": "skip"})
        assert GAME.view(state, 0)["phase"] == "numbers"
        free = [c for c, v in GAME.view(state, 0)["seats"][0]["circles"].items() if v is None]
        for target in [*free[:: max(1, len(free) // 6)], "P3"]:
            move = {"type": "place", "dice": [2], "target": target}
            assert GAME.validate(state, 0, move) is None
            assert clicks_for(UI, state, 0, move, _same_move) == 2, target
        three = {"type": "place", "dice": [0, 1, 4], "target": free[0]}
        if GAME.validate(state, 0, three) is None:
            assert clicks_for(UI, state, 0, three, _same_move) == 2  # "Add dice together"

    asyncio.run(run())


def test_place_all_as_suggested_fills_the_round_for_review() -> None:
    state = GAME.new_game(2, {}, 6)
    while GAME.view(state, None)["phase"] != "numbers":
        seat = GAME.waiting_for(state)[0]
        state, _ = GAME.apply(state, seat, choose(state, seat))
    batch = UI.interpret(state, 0, GameAction("suggest"), [])
    assert isinstance(batch, list) and batch
    after = state
    for move in batch:
        assert GAME.validate(after, 0, move) is None
        after, _ = GAME.apply(after, 0, move)
    me = GAME.view(after, 0)["me"]
    assert me["can_confirm"] and all(me["dice_used"])
    assert 0 in GAME.waiting_for(after)  # nothing is confirmed for the player
    # with everything placed there is nothing left to suggest
    assert not isinstance(UI.interpret(after, 0, GameAction("suggest"), []), list)

    # the panel drawn after the placements says why the AI made them (the step the move
    # path draws it at, SUGGESTED), in the words of its own buttons; drawn later, it does not
    async def panels() -> tuple[str, str, list[str]]:
        from tests.contract.test_panels import table_for

        ctx = seat_context(table_for("venn", after), 0)
        told = UI.panel(ctx, GAME.panel_view(after, 0), {SUGGESTED: True})
        plain = UI.panel(ctx, GAME.panel_view(after, 0), None)
        labels = [getattr(i, "label", None) for i in told.view.children] if told.view else []
        return told.embeds[0].description or "", plain.embeds[0].description or "", labels

    told, plain, labels = asyncio.run(panels())
    assert "The AI's placements" in told and "estimate of your final score" in told
    assert "The AI's placements" not in plain
    assert "Undo" in labels and "Confirm numbers" in labels  # the buttons the reason names


def test_the_sheet_rings_exactly_the_circles_the_menus_offer(monkeypatch) -> None:
    import gameuis.venn
    from tests.contract.test_panels import components, table_for

    seen: list[tuple[list[str], list[str]]] = []

    def spy(view, seat, name, highlight=None, breaks=None, say=None):  # type: ignore[no-untyped-def]
        seen.append((list(highlight or []), list(breaks or [])))
        return b"png"

    monkeypatch.setattr(gameuis.venn.render, "render_sheet", spy)

    def offered(card) -> list[dict]:  # type: ignore[no-untyped-def]
        return [
            o for c in components(card) if ":to:" in c.get("custom_id", "") for o in c["options"]
        ]

    def action(card, label: str) -> str:  # type: ignore[no-untyped-def]
        cid = next(c["custom_id"] for c in components(card) if c.get("label") == label)
        return cid.split(":", 4)[4]

    async def run() -> None:
        state = GAME.new_game(2, {}, 3)
        while not (
            GAME.view(state, None)["round"] >= 4
            and GAME.view(state, None)["phase"] == "numbers"
            and not GAME.view(state, 0)["me"]["dice_used"][0]
        ):
            seat = GAME.waiting_for(state)[0]
            state, _ = GAME.apply(state, seat, choose(state, seat))
        assert GAME.view(state, None)["phase"] == "numbers"
        table = table_for("venn", state)
        view = GAME.view(state, 0)
        plain = UI.panel(seat_context(table, 0), view, None)
        assert not plain.drawings  # no value picked: nothing on offer, the usual sheet
        die = next(i for i, used in enumerate(view["me"]["dice_used"]) if not used)
        card = UI.panel(seat_context(table, 0), view, {"mask": 1 << die})
        options = offered(card)
        assert [name for name, _ in card.drawings] == ["panel.png"]
        card.drawings[0][1]()
        ring, breaks = seen[-1]
        assert ring == [o["value"] for o in options]
        assert breaks == [
            o["value"]
            for o in options
            if o.get("description") != "fits" and not o["value"].startswith("P")
        ]
        assert breaks and len(breaks) < len(ring)  # this position has both kinds
        # the menu names a PARK circle as the picture labels it
        parks = [o for o in options if o["value"].startswith("P")]
        assert parks and all(o["label"] == f"PARK {o['value']}" for o in parks)

        # Clear on a ringed panel puts the plain sheet back; on a plain panel it sends none
        step = UI.interpret(state, 0, GameAction.parse(action(card, "Clear")), [])
        assert isinstance(step, Nav)
        cleared = UI.panel(seat_context(table, 0), view, step.step)
        assert [name for name, _ in cleared.drawings] == ["panel.png"]
        cleared.drawings[0][1]()
        assert seen[-1] == ([], [])
        assert not offered(cleared)
        again = UI.interpret(state, 0, GameAction("back"), [])  # Clear on a panel without rings
        assert (
            isinstance(again, Nav)
            and not UI.panel(seat_context(table, 0), view, again.step).drawings
        )
        # a die toggled off on a ringed panel: back to the plain sheet too
        toggled = next(
            c["custom_id"].split(":", 4)[4]
            for c in components(card)
            if c.get("style") == 1  # the selected die
        )
        off = UI.interpret(state, 0, GameAction.parse(toggled), [])
        assert isinstance(off, Nav) and off.step.get("mask") == 0
        assert UI.panel(seat_context(table, 0), view, off.step).drawings

    asyncio.run(run())
