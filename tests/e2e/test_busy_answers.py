"""A busy bot acknowledges a click at once instead of waiting for its new panel.

A quiet bot answers a panel click with the new panel itself (one REST call). With more than
`BUSY` interactions in hand the panels come late, so each further click is acknowledged at
once and its panel follows as an edit (measured at 1,000 tables: first answers p50 1.5 s ->
10 ms; README section 5)."""

from __future__ import annotations

import asyncio

import bot.crowd
import bot.intake
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


async def test_an_acknowledged_clicks_work_waits_for_the_arrivals_before_it(world, monkeypatch):
    """A click acknowledged at once (a crowd's, or a busy bot's) does its work only when
    every interaction that had arrived by then is acknowledged too (bot.intake): its own
    acknowledgement must be heard of, and one still owed holds the work back."""
    double, channel, host = world
    monkeypatch.setattr(bot.crowd, "ANSWER_WITHIN", 0.0)  # every click acknowledged at once
    monkeypatch.setattr(bot.intake, "YIELD_AT_MOST", 600.0)
    players = [double.add_user(f"p{k}") for k in range(2)]
    app = await host.start()
    manager = app.tables
    await open_table(double, players[0], channel, players[1:], clock="0")
    panel = await double.wait_for(lambda: latest_dm_panel(double, players[0], 1))
    shown = double.message(panel).custom_ids

    manager.book.intake.arrived(1)  # an interaction that came first and is not answered yet
    menu = double.message(panel).selects[0]
    click = await double.select(players[0], panel, menu["custom_id"], [menu["options"][0]["value"]])
    await click.responded()
    assert click.deferred  # acknowledged at once ...
    await double.wait_for(lambda: manager.book.intake.waiting == 1)
    assert manager.book.intake.owed == 1  # the click itself was heard of as answered
    assert double.message(panel).custom_ids == shown  # ... and its work held back

    manager.book.intake.acknowledged(1)
    await double.wait_for(lambda: double.message(panel).custom_ids != shown)
    await manager.idle()
    assert manager.book.intake.owed == 0
    assert not double.bot_errors
