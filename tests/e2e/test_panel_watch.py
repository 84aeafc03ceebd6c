"""A seat left without its panel is noticed by the bot itself and given it (bot.panel_watch)."""

from __future__ import annotations

import logging

from tests.e2e.harness import latest_dm_panel, open_table


async def test_a_seat_without_its_panel_is_given_it_with_a_warning(world, caplog):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=2)
    await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    await bot.tables.idle()
    watch = bot.tables.panel_watch
    assert await watch.check() == 0  # every seat has its panel

    # the panel as if it had never been sent (its record says so)
    table = bot.tables.tables[1]
    seat = table.seats[0]
    seat.panel_message_id = seat.panel_turn = None
    assert await watch.check() == 0  # noticed, within the grace
    watch.grace = 0.0
    with caplog.at_level(logging.WARNING, logger="bot.panel_watch"):
        assert await watch.check() == 1
    warned = [r.getMessage() for r in caplog.records if r.name == "bot.panel_watch"]
    assert len(warned) == 1 and "no panel was sent for this turn" in warned[0]
    assert seat.panel_message_id is not None  # live again
    turn = bot.tables.games["abstract"].game.flow(table.state).turn_key
    assert seat.panel_turn == turn
    assert latest_dm_panel(double, alice, 1).custom_ids
    assert await watch.check() == 0  # once given, left alone
