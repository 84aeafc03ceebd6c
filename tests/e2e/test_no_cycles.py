"""A click and what it draws are freed as soon as nothing holds them.

discord.py's interactions and its views link both ways (an answer to its interaction, an
item to its view and row); left so, every click, panel and status the bot makes is cyclic
garbage that only a full collection frees, and at a 1,000-player table those collections
stopped the whole process for hundreds of milliseconds (bot/heap.py). `bot.interactions.Click`
and `bot.gameui.stopped` cut those links; this plays a game through the double (slash
commands, lobby buttons, DM and ephemeral panels, menus, status messages) and looks for any
interaction or view among the cyclic garbage the collector finds.
"""

from __future__ import annotations

import gc
import weakref

import discord

from tests.e2e.harness import (
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    wait_round,
)


def _linked_back(o: object) -> bool:
    """An answer holding its interaction, or an item holding its view or row: the links
    that made every click and panel a cycle (a weak proxy is looked at by type only: its
    object may be gone)."""
    if isinstance(o, discord.InteractionResponse):
        return type(o._parent) not in weakref.ProxyTypes
    if isinstance(o, discord.ui.Item):
        return getattr(o, "_view", None) is not None or getattr(o, "_parent", None) is not None
    return False


def _found_in_garbage() -> list[str]:
    """The answers and the controls among the cyclic garbage that still link back. (A click
    may be garbage for another reason, say held by the traceback of an exception handled
    while it was in hand; that is not the cycle this is about.)"""
    kinds = (discord.InteractionResponse, discord.ui.Item)
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = sorted(
            {type(o).__name__ for o in gc.garbage if issubclass(type(o), kinds) and _linked_back(o)}
        )
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    return found


async def test_clicks_panels_and_statuses_leave_no_cyclic_garbage(world):
    double, channel, host = world
    alice = double.add_user("alice")
    bob = double.add_user("bob", dms_open=False)
    await host.start()
    gc.collect()  # the start's own garbage is not the question
    await open_table(double, alice, channel, [bob], ai=1)
    status = await wait_round(double, channel, 1)
    # alice through her DM panel; bob, whose DMs are closed, through the channel's button
    dm_panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert await play_round(double, alice, dm_panel) > 1
    panel = await open_ephemeral_panel(double, bob, status)
    assert await play_round(double, bob, panel) > 1
    await wait_round(double, channel, 2)
    found = _found_in_garbage()
    assert found == [], f"cyclic garbage of discord.py answers and controls: {found}"
