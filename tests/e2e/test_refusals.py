"""A panel that no longer shows the game as it stands (its redraw was lost, or the seat
played from another panel) is redrawn when one of its controls is refused, so a player is
never stuck pressing a control that can only be refused."""

from __future__ import annotations

import sqlite3

from games.venn import GAME
from tests.e2e.harness import (
    act,
    choose_first,
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    panel_by_key,
    play_venn_conditions,
    private_note,
    venn_status,
    wait_round,
)


def first_die(msg):
    return next(
        b for b in msg.buttons if ":tog:" in b.get("custom_id", "") and not b.get("disabled")
    )


async def test_a_refused_control_redraws_its_panel(world):
    double, channel, host = world
    solo = double.add_user("solo")
    bot = await host.start()
    await open_table(double, solo, channel, [], game="venn")
    await double.wait_for(lambda: venn_status(double, channel, 1, "conditions"))
    key = GAME.flow((await bot.tables.load_table(1)).state).panel_key(0)
    await play_venn_conditions(
        double, solo, await double.wait_for(lambda: panel_by_key(double, solo, key))
    )
    status = await double.wait_for(lambda: venn_status(double, channel, 1, "numbers"))
    key = GAME.flow((await bot.tables.load_table(1)).state).panel_key(0)
    dm = await double.wait_for(lambda: panel_by_key(double, solo, key))
    # the DM panel: a die picked, its destinations offered
    die = first_die(dm)
    await act(double, solo, dm, kind="button", custom_id=die["custom_id"])
    target = next(s for s in double.message(dm).selects if ":to:" in s["custom_id"])
    # meanwhile the same die is placed from a second panel (opened from the table message;
    # it closes the DM panel, but here Discord refuses that edit and the DM panel stays)
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{dm.id}"
    )
    other = await open_ephemeral_panel(double, solo, status)
    await double.wait_for(lambda: refusal.remaining == 0)
    await act(double, solo, other, kind="button", custom_id=first_die(other)["custom_id"])
    there = next(s for s in double.message(other).selects if ":to:" in s["custom_id"])
    await choose_first(double, solo, other, there)
    version = (await bot.storage.get_table(1)).version
    # the DM panel still offers that die's destinations: refused, and the panel redrawn
    refused = await double.select(solo, dm, target["custom_id"], [target["options"][0]["value"]])
    note = await private_note(double, refused)
    assert "This panel now shows the game as it stands" in note
    assert (await bot.storage.get_table(1)).version == version
    await double.wait_for(lambda: target["custom_id"] not in double.message(dm).custom_ids)
    assert die["custom_id"] not in double.message(dm).custom_ids  # that die is used now


async def test_a_dm_panel_the_bot_replaced_but_never_closed_is_closed_when_pressed(world):
    """The process died after the seat's DM panel was replaced and before the old one was
    closed: pressing the old one closes it, and the seat keeps one live panel."""
    double, channel, host = world
    alice = double.add_user("alice")
    await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    status = await wait_round(double, channel, 1)
    old = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    await host.bot.tables.idle()
    await host.stop()
    with sqlite3.connect(host.db_path) as db:  # as if a newer panel had replaced it
        db.execute("UPDATE seats SET panel_message_id = 1 WHERE table_id = 1 AND seat = 0")
    await host.start()
    # alice plays a move from a fresh panel; the old DM panel is now out of date
    fresh = await open_ephemeral_panel(double, alice, status)
    bonus = next(s for s in double.message(fresh).selects if s["custom_id"].endswith(":bonus"))
    await act(
        double,
        alice,
        fresh,
        kind="select",
        custom_id=bonus["custom_id"],
        values=[bonus["options"][0]["value"]],
    )
    select = double.message(old).selects[0]
    pressed = await double.select(alice, old, select["custom_id"], [select["options"][0]["value"]])
    assert "newest panel" in await private_note(double, pressed)
    await double.wait_for(lambda: not double.message(old).custom_ids)
    # opening the fresh panel tried to close the seat's noted DM panel, which (faked here)
    # does not exist: Discord's 404 is expected
    assert double.clear_violations("not_found")
