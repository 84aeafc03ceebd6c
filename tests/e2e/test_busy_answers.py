"""A busy bot acknowledges a click at once instead of waiting for its new panel.

A quiet bot answers a panel click with the new panel itself (one REST call). With more than
`BUSY` interactions in hand the panels come late, so each further click is acknowledged at
once and its panel follows as an edit (measured at 1,000 tables: first answers p50 1.5 s ->
10 ms; README section 5)."""

from __future__ import annotations

import asyncio

import bot.crowd
from bot.crowd import BUSY
from tests.e2e.harness import latest_dm_panel, open_table


async def test_clicks_beyond_busy_are_acknowledged_before_their_panels(world, monkeypatch):
    double, channel, host = world
    # a quiet click would wait a whole minute for its panel before being acknowledged
    monkeypatch.setattr(bot.crowd, "ANSWER_WITHIN", 60.0)
    players = [double.add_user(f"p{k}") for k in range(BUSY + 2)]
    app = await host.start()
    manager = app.tables
    await open_table(double, players[0], channel, players[1:], clock="0")
    panels = [await double.wait_for(lambda u=u: latest_dm_panel(double, u, 1)) for u in players]

    # every new panel waits to be drawn until the test lets it
    gate = asyncio.Event()
    drawing = manager.panels.step

    async def held(table, seat, view, step):
        await gate.wait()
        return await drawing(table, seat, view, step)

    manager.panels.step = held
    clicks, before = [], [double.message(p).custom_ids for p in panels]
    for user, panel in zip(players, panels, strict=True):
        menu = double.message(panel).selects[0]
        clicks.append(
            await double.select(user, panel, menu["custom_id"], [menu["options"][0]["value"]])
        )
    # each click is in hand (its panel held back); the ones beyond BUSY are answered anyway
    await double.wait_for(lambda: sum(c.acknowledged for c in clicks) >= len(clicks) - BUSY)
    await double.settle(0.3)
    early = [c for c in clicks if c.acknowledged]
    assert len(early) == len(clicks) - BUSY
    assert all(c.deferred for c in early)  # a bare acknowledgement: no panel drawn yet
    assert manager.book.inflight == len(clicks)

    gate.set()  # the panels are drawn: every click gets its new panel
    for click in clicks:
        await click.responded()
    # an acknowledged click's panel follows as an edit, after its first answer
    await double.wait_for(
        lambda: all(
            double.message(panel).custom_ids != shown
            for panel, shown in zip(panels, before, strict=True)
        )
    )
    await manager.idle()
    assert not double.bot_errors
