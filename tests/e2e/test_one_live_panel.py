"""A seat holds one live DM panel, even when a click's answer and the next turn's panel cross.

The crossing, forced step by step: alice's round-1 DM panel is still up when she plays the
round from an ephemeral panel instead; round 2 begins, and the bot starts replacing her DM
panel (closing it, then sending round 2's). Meanwhile she presses a control of the old DM
panel: it is out of date, so the bot redraws it as the game stands. That redraw must not
land after the close and bring the old panel back to life beside the new one (seen in the
crash suite as "two live panels")."""

from __future__ import annotations

import asyncio
import sqlite3

from tests.chaos.player import panel_controls
from tests.e2e.harness import (
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    wait_round,
)


def live_dm_panels(double, user) -> list:
    return [m for m in double.dm_messages(user) if panel_controls(m)]


async def test_a_redraw_crossing_the_next_panel_never_leaves_two_live_panels(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    manager = bot.tables
    await open_table(double, alice, channel, [], ai=1, clock="0")
    status = await wait_round(double, channel, 1)
    old = await double.wait_for(lambda: latest_dm_panel(double, alice, 1), timeout=20)
    assert live_dm_panels(double, alice) == [double.message(old)]

    # hold the bot at chosen points: the close of the old DM panel, the redraw of the
    # clicked panel, and the moment just before round 2's panel is sent
    gates = {name: asyncio.Event() for name in ("close", "redraw", "send")}
    reached = {name: asyncio.Event() for name in gates}
    close_panel, panel_card, dm_ping = manager._close_panel, manager._panel_card, manager.dm_ping
    held = {"redraw": False}

    async def gated(name: str) -> None:
        reached[name].set()
        await gates[name].wait()

    async def closing(table, seat, text, **kwargs):
        await gated("close")
        await close_panel(table, seat, text, **kwargs)

    async def drawing(table, seat, step, **kwargs):
        if held["redraw"]:  # the stale click's redraw only (the first drawing after arming)
            held["redraw"] = False
            await gated("redraw")
        return await panel_card(table, seat, step, **kwargs)

    async def pinging(table, user_id):
        await gated("send")
        return await dm_ping(table, user_id)

    manager._close_panel, manager._panel_card, manager.dm_ping = closing, drawing, pinging

    # round 1 played from an ephemeral panel; round 2 starts and its DM panel is on its way
    ephemeral = await open_ephemeral_panel(double, alice, status)
    await play_round(double, alice, ephemeral)
    await asyncio.wait_for(reached["close"].wait(), 20)

    # the old DM panel still offers round 1's controls: alice presses one
    held["redraw"] = True
    menu = double.message(old).selects[0]
    click = await double.select(alice, old, menu["custom_id"], [menu["options"][0]["value"]])
    await asyncio.wait_for(reached["redraw"].wait(), 20)

    # the old panel is closed and round 2's drawn, not yet sent; then the redraw goes on
    gates["close"].set()
    await asyncio.wait_for(reached["send"].wait(), 20)
    assert not panel_controls(double.message(old))  # closed by the bot
    gates["redraw"].set()
    await double.settle(0.5)
    gates["send"].set()

    new = await double.wait_for(
        lambda: next((m for m in double.dm_messages(alice) if m.id != old.id), None), timeout=20
    )
    await click.responded()
    await double.settle(0.5)
    assert "round 2/" in double.message(new).title
    assert not panel_controls(double.message(old))
    assert [m.id for m in live_dm_panels(double, alice)] == [new.id]
    assert "out of date" in " ".join(m.content for m in click.ephemeral_messages)
    seat = manager.tables[1].seats[0]
    assert seat.panel_message_id == new.id  # the one the next turn closes
    assert not double.bot_errors


async def test_a_panel_whose_note_a_crash_lost_is_closed_when_the_turn_moves_on(world):
    """The process sent round 1's DM panel and died before it noted the message; the game
    went on without it (alice played from the table's button). Round 2's panel must not
    leave round 1's live beside it (seen in the crash suite)."""
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    status = await wait_round(double, channel, 1)
    old = await double.wait_for(lambda: latest_dm_panel(double, alice, 1), timeout=20)
    await host.bot.tables.idle()
    await host.stop()
    with sqlite3.connect(host.db_path) as db:  # the turn noted, the message not
        turn = db.execute("SELECT panel_turn FROM seats WHERE seat = 0").fetchone()[0]
        db.execute("UPDATE seats SET panel_message_id = NULL WHERE seat = 0")
    assert turn is not None

    await host.start()
    await play_round(double, alice, await open_ephemeral_panel(double, alice, status))
    new = await double.wait_for(lambda: latest_dm_panel(double, alice, 2), timeout=20)
    await host.bot.tables.idle()
    assert not panel_controls(double.message(old))
    assert [m.id for m in live_dm_panels(double, alice)] == [new.id]
    assert host.bot.tables.tables[1].seats[0].panel_message_id == new.id
    assert not double.bot_errors
