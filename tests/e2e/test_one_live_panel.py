"""A seat holds one live panel, even when a click's answer and the next turn's panel cross.

The crossing, forced step by step: alice's round-1 DM panel is still up (its close was
refused) when she plays the round from an ephemeral panel instead; round 2 begins, and the
bot starts replacing her DM panel (closing it, then sending round 2's). Meanwhile she
presses a control of the old DM panel: it is out of date, so the bot redraws it as the game
stands. That redraw must not land after the close and bring the old panel back to life
beside the new one (seen in the crash suite as "two live panels"). The later tests: the one
live panel across DMs and answers in the channel."""

from __future__ import annotations

import asyncio
import sqlite3

from bot import seat_panels
from tests.chaos.player import panel_controls
from tests.double.models import PATIENCE
from tests.e2e.harness import (
    act,
    final_message,
    latest_dm_panel,
    open_ephemeral_panel,
    open_table,
    play_round,
    private_note,
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
    old = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    assert live_dm_panels(double, alice) == [double.message(old)]

    # hold the bot at chosen points: the close of the old DM panel, the redraw of the
    # clicked panel, and the moment just before round 2's panel is sent
    gates = {name: asyncio.Event() for name in ("close", "redraw", "send")}
    reached = {name: asyncio.Event() for name in gates}
    close_panel, panel_card = manager.seat_panels.close_panel, manager.panels.card
    dm_ping = manager.pings.dm_ping
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

    async def pinging(table, user_id, *locale):
        await gated("send")
        return await dm_ping(table, user_id, *locale)

    manager.seat_panels.close_panel, manager.panels.card = closing, drawing
    manager.pings.dm_ping = pinging

    # the stale click's redraw, once drawn, shows itself through `_show_panel`: seen when it
    # is on its way there (it then waits for the seat's panel lock) and when it is over
    show_panel = manager.seat_panels.show_panel
    showing = {name: asyncio.Event() for name in ("entered", "over")}

    async def shown(*args, **kwargs):
        showing["entered"].set()
        try:
            await show_panel(*args, **kwargs)
        finally:
            showing["over"].set()

    # round 1 played from an ephemeral panel (opening it closes the DM panel, but here
    # Discord refuses that edit, so the DM panel stays live); round 2 starts and its DM
    # panel is on its way
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{old.id}"
    )
    ephemeral = await open_ephemeral_panel(double, alice, status)
    await double.wait_for(lambda: refusal.remaining == 0)
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
    manager.seat_panels.show_panel = shown
    gates["redraw"].set()
    # the redraw waits for the seat's panel lock, which round 2's sending holds
    await asyncio.wait_for(showing["entered"].wait(), PATIENCE)
    gates["send"].set()

    new = await double.wait_for(
        lambda: next((m for m in double.dm_messages(alice) if m.id != old.id), None)
    )
    await click.responded()
    await asyncio.wait_for(showing["over"].wait(), PATIENCE)  # the redraw came after it
    await manager.idle()  # and round 2's panel is noted
    assert "round 2/" in double.message(new).title
    assert not panel_controls(double.message(old))
    assert [m.id for m in live_dm_panels(double, alice)] == [new.id]
    assert "out of date" in " ".join(m.content for m in click.ephemeral_messages)
    seat = manager.tables[1].seats[0]
    assert seat.panel_message_id == new.id  # the one the next turn closes
    assert not double.bot_errors


async def alone_with_an_ai(world):
    """alice at a table with one AI seat, no clock: round 1's DM panel is out, and the AI
    seat has painted its round."""
    double, channel, host = world
    alice = double.add_user("alice")
    bot = await host.start()
    await open_table(double, alice, channel, [], ai=1, clock="0")
    await wait_round(double, channel, 1)
    panel = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    await bot.tables.idle()
    return bot, alice, panel


async def test_a_panel_whose_note_a_crash_lost_is_closed_when_the_turn_moves_on(world):
    """The process sent round 1's DM panel and died before it noted the message; the game
    went on without it (alice played from the table's button). Round 2's panel must not
    leave round 1's live beside it (seen in the crash suite)."""
    double, channel, host = world
    _, alice, old = await alone_with_an_ai(world)
    status = await wait_round(double, channel, 1)
    await host.stop()
    with sqlite3.connect(host.db_path) as db:  # the turn noted, the message not
        turn = db.execute("SELECT panel_turn FROM seats WHERE seat = 0").fetchone()[0]
        db.execute("UPDATE seats SET panel_message_id = NULL WHERE seat = 0")
    assert turn is not None

    await host.start()
    await play_round(double, alice, await open_ephemeral_panel(double, alice, status))
    new = await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    await host.bot.tables.idle()
    assert not panel_controls(double.message(old))
    assert [m.id for m in live_dm_panels(double, alice)] == [new.id]
    assert host.bot.tables.tables[1].seats[0].panel_message_id == new.id
    assert not double.bot_errors


async def test_the_next_round_takes_over_the_panel_whose_click_ended_the_round(world):
    """alice plays with an AI seat, which is done before her: her confirm ends the round, and
    round 2 begins a moment later. The panel she pressed (closed by that click) shows round
    2, edited through the click's answer: no second DM, no closing edit, no ping line, and
    the table's settling leaves it be."""
    double, channel, host = world
    bot, alice, panel = await alone_with_an_ai(world)
    dm = double.message(panel).channel_id

    def dm_calls(method: str) -> int:
        return sum(1 for r in double.requests if r.method == method and f"/{dm}/" in r.path)

    posts, edits = dm_calls("POST"), dm_calls("PATCH")
    for round_no in (2, 3):
        await play_round(double, alice, double.message(panel))
        await double.wait_for(lambda n=round_no: f"round {n}/" in double.message(panel).title)
        await wait_round(double, channel, round_no)
        await bot.tables.idle()
        assert panel_controls(double.message(panel))
        assert "Your turn in" not in double.message(panel).text
        assert [m.id for m in live_dm_panels(double, alice)] == [panel.id]
        seat = bot.tables.tables[1].seats[0]
        assert seat.panel_message_id == panel.id
        state = bot.tables.tables[1].state
        assert seat.panel_turn == bot.tables.games["abstract"].game.flow(state).turn_key
    assert (dm_calls("POST"), dm_calls("PATCH")) == (posts, edits)  # all in the answers
    assert not double.bot_errors


async def test_a_round_that_ends_later_comes_as_a_new_dm(world, monkeypatch):
    """The same, but the round ends after the seconds in which the player is taken to be
    looking at the panel: the next round comes as a DM of its own (the ping)."""
    monkeypatch.setattr(seat_panels, "IN_PLACE_FOR", 0.0)
    double, channel, host = world
    bot, alice, old = await alone_with_an_ai(world)
    await play_round(double, alice, double.message(old))
    new = await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    await bot.tables.idle()
    assert new.id != old.id and not panel_controls(double.message(old))
    assert "Your turn in" in double.message(new).text
    assert [m.id for m in live_dm_panels(double, alice)] == [new.id]
    assert not double.bot_errors


def live_panels(double, user, answers) -> list[int]:
    """The ids of the seat's panels offering game controls: its DMs and its answers in the
    channel (ephemeral messages, seen only by it)."""
    shown = [*double.dm_messages(user), *(double.message(a) for a in answers)]
    return sorted({m.id for m in shown if panel_controls(m)})


async def test_opening_a_panel_by_the_button_closes_the_dm_panel_and_the_other_way_round(world):
    double, channel, host = world
    bot, alice, dm1 = await alone_with_an_ai(world)
    status = await wait_round(double, channel, 1)
    answers = []

    # the button's panel closes the seat's DM panel of this turn
    first = await open_ephemeral_panel(double, alice, status)
    answers.append(first)
    await double.wait_for(lambda: not panel_controls(double.message(dm1)))
    assert live_panels(double, alice, answers) == [first.id]
    # pressed again: the newer answer is the live one
    second = await open_ephemeral_panel(double, alice, status)
    answers.append(second)
    await double.wait_for(lambda: not panel_controls(double.message(first)))
    assert live_panels(double, alice, answers) == [second.id]

    # the round played in the answer: it closes with the turn, and round 2 comes by DM
    await play_round(double, alice, second)
    dm2 = await double.wait_for(lambda: latest_dm_panel(double, alice, 2))
    await bot.tables.idle()
    assert "by DM" in double.message(second).text
    assert live_panels(double, alice, answers) == [dm2.id]

    # the other way round: the answer is opened while its DM panel cannot be closed (Discord
    # refused that edit), and the player goes on in the DM panel: the answer is closed
    refusal = double.inject_server_error(
        count=1, status=400, method="PATCH", path_contains=f"/messages/{dm2.id}"
    )
    third = await open_ephemeral_panel(double, alice, status)
    answers.append(third)
    await double.wait_for(lambda: refusal.remaining == 0)
    await bot.tables.idle()
    assert panel_controls(double.message(dm2))  # still live: its close was refused
    bonus = next(s for s in double.message(dm2).selects if s["custom_id"].endswith(":bonus"))
    await act(
        double,
        alice,
        dm2,
        kind="select",
        custom_id=bonus["custom_id"],
        values=[bonus["options"][0]["value"]],
    )
    await double.wait_for(lambda: not panel_controls(double.message(third)))
    await bot.tables.idle()
    assert live_panels(double, alice, answers) == [dm2.id]
    assert bot.tables.tables[1].seats[0].panel_message_id == dm2.id
    assert not double.bot_errors


async def test_a_redrawn_answer_is_the_one_live_panel_and_closes_when_its_turn_ends(world):
    """Two answers live at once (the older one's close was refused); the older one is
    pressed, refused as out of date and redrawn as the game stands: it is then the seat's
    one live panel. When the turn ends without it (the AI takes the seat over), it is
    closed; and after the game no panel of the seat offers a control."""
    double, channel, host = world
    bot, alice, dm1 = await alone_with_an_ai(world)
    status = await wait_round(double, channel, 1)
    first = await open_ephemeral_panel(double, alice, status)
    await double.wait_for(lambda: not panel_controls(double.message(dm1)))
    token = double.interaction(first.interaction_id).token
    refusal = double.inject_server_error(count=1, status=400, method="PATCH", path_contains=token)
    second = await open_ephemeral_panel(double, alice, status)
    await double.wait_for(lambda: refusal.remaining == 0)
    await bot.tables.idle()
    answers = [first, second]
    assert live_panels(double, alice, answers) == [first.id, second.id]  # the refused close

    # a move in the newer answer; then the older one is pressed: out of date, redrawn
    bonus = next(s for s in double.message(second).selects if s["custom_id"].endswith(":bonus"))
    await act(
        double,
        alice,
        second,
        kind="select",
        custom_id=bonus["custom_id"],
        values=[bonus["options"][0]["value"]],
    )
    stale = next(s for s in double.message(first).selects if s["custom_id"].endswith(":bonus"))
    pressed = await double.select(alice, first, stale["custom_id"], [stale["options"][0]["value"]])
    assert "out of date" in await private_note(double, pressed)
    await double.wait_for(lambda: not panel_controls(double.message(second)))
    await bot.tables.idle()
    assert live_panels(double, alice, answers) == [first.id]

    # the AI takes the seat over and plays the round: the redrawn answer's turn is over
    handed = await double.slash(alice, channel, "table ai", {"player": alice})
    await handed.responded()
    await double.wait_for(lambda: not panel_controls(double.message(first)))
    # the AI plays the game out; no panel of the seat offers anything
    await double.wait_for(lambda: final_message(double, channel, "Abstract") is not None)
    await bot.tables.idle()
    assert live_panels(double, alice, answers) == []
    assert not double.bot_errors
