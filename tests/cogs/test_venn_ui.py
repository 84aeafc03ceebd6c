"""The VENN numbers panel: a number in two clicks, and a whole round as suggested."""

from __future__ import annotations

import asyncio

from bench.clicks import clicks_for
from bench.venn import _same_move, numbers_phase_clicks
from cogs.venn import UI as VennUI
from games.venn import GAME
from games.venn.ai import choose

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
    batch = UI.interpret(state, 0, "suggest", [])
    assert isinstance(batch, list) and batch
    after = state
    for move in batch:
        assert GAME.validate(after, 0, move) is None
        after, _ = GAME.apply(after, 0, move)
    me = GAME.view(after, 0)["me"]
    assert me["can_confirm"] and all(me["dice_used"])
    assert 0 in GAME.waiting_for(after)  # nothing is confirmed for the player
    # with everything placed there is nothing left to suggest
    assert not isinstance(UI.interpret(after, 0, "suggest", []), list)


def test_the_sheet_rings_exactly_the_circles_the_menus_offer(monkeypatch) -> None:
    import cogs.venn
    from tests.contract.test_panels import components, table_for

    seen: list[list[str]] = []
    monkeypatch.setattr(
        cogs.venn.render,
        "render_sheet",
        lambda view, seat, name, highlight=None: seen.append(list(highlight or [])) or b"png",
    )

    async def run() -> None:
        state = GAME.new_game(1, {}, 4)
        state, _ = GAME.apply(state, 0, {"type": "skip"})
        state, _ = GAME.apply(state, 0, {"type": "place", "dice": [0], "target": "P1"})
        table = table_for("venn", state)
        plain = UI.panel(table, 0, GAME.view(state, 0), None)
        assert not plain.drawings  # no value picked: nothing on offer, the usual sheet
        card = UI.panel(table, 0, GAME.view(state, 0), {"mask": 1 << 2})
        offered = [
            o["value"]
            for c in components(card)
            if ":to:" in c.get("custom_id", "")
            for o in c["options"]
        ]
        assert [name for name, _ in card.drawings] == ["panel.png"]
        card.drawings[0][1]()
        assert seen[-1] == offered and "P2" in offered and "P1" not in offered

    asyncio.run(run())
