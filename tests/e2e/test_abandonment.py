"""Tables nobody plays: an idle lobby closes itself, and a player whose turn clock ran out
three turns in a row has their seat handed to the AI (the channel is told) until they take
it back with /table rejoin."""

from __future__ import annotations

import asyncio
import time

from tests.e2e.harness import (
    answered,
    latest_dm_panel,
    open_table,
    play_round,
    poll,
    thread_messages,
    wait_round,
)


async def test_an_idle_lobby_closes_itself_and_frees_the_channel(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    manager = (await host.start()).tables
    # each arming of the lobby's expiry waits for the test to say its idle time is over,
    # instead of a number of seconds: the test decides when time has passed
    lobby_idle = manager.server.lobby_idle
    over: list[asyncio.Event] = []
    cancelled: list[int] = []

    async def idle_when_told(guild_id):
        _, minutes = await lobby_idle(guild_id)
        number = len(over)
        over.append(asyncio.Event())
        try:
            await over[number].wait()
        except asyncio.CancelledError:
            cancelled.append(number)
            raise
        return 0.0, minutes

    manager.server.lobby_idle = idle_when_told
    inter = await answered(double, await double.slash(alice, channel, "play", {"game": "abstract"}))
    lobby = inter.original
    await poll(lambda: len(over) == 1, what="the lobby's expiry")
    await answered(double, await double.click(bob, lobby, label="Join"))  # the time starts again
    # the join armed the expiry anew, and the first arming is gone: its time passing closes
    # nothing
    await poll(lambda: len(over) == 2 and cancelled == [0], what="the expiry armed anew")
    over[0].set()
    assert "lobby closed" not in double.message(lobby).text
    over[1].set()  # the idle time since the join is over
    note = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if "closed itself" in m.content), None
        ),
    )
    assert "/play" in note.content
    closed = double.message(lobby)
    assert "lobby closed" in closed.text and not closed.buttons  # no controls left
    assert (await host.bot.storage.get_table(1)).status == "cancelled"
    # the channel is free for a new table
    again = await answered(double, await double.slash(bob, channel, "play", {"game": "abstract"}))
    assert "new table" in again.original.text


async def test_three_missed_clocks_hand_the_seat_to_the_ai_until_rejoin(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], clock="2")

    async def bob_plays_and_alice_times_out(number: int) -> None:
        await wait_round(double, channel, number)
        panel = await double.wait_for(lambda: latest_dm_panel(double, bob, number))
        await play_round(double, bob, panel)
        await bot.tables.idle()
        await bot.tables.set_deadline(1, time.time() + 0.2)
        await wait_round(double, channel, number + 1)

    await bob_plays_and_alice_times_out(1)
    await bob_plays_and_alice_times_out(2)
    assert (await bot.storage.get_table(1)).seats[0].missed_clocks == 2
    # alice plays round 3 herself: her count starts again
    await wait_round(double, channel, 3)
    for user in (alice, bob):
        await play_round(
            double, user, await double.wait_for(lambda u=user: latest_dm_panel(double, u, 3))
        )
    await wait_round(double, channel, 4)
    assert (await bot.storage.get_table(1)).seats[0].missed_clocks == 0
    for number in (4, 5):
        await bob_plays_and_alice_times_out(number)
    assert not bot.tables.tables[1].seats[0].is_ai  # two in a row: still hers
    await bob_plays_and_alice_times_out(6)
    # told in the thread under the table's status, with the clock that ran out
    notes = [m.content for m in thread_messages(double, channel) if "in a row" in m.content]
    assert len(notes) == 1 and "alice missed 3 turns in a row" in notes[0]
    assert "/table rejoin" in notes[0]
    assert bot.tables.tables[1].seats[0].is_ai
    # the AI plays alice's round 7 without a clock running out: bob's move ends the round
    panel = await double.wait_for(lambda: latest_dm_panel(double, bob, 7))
    assert latest_dm_panel(double, alice, 7) is None  # no panel for a seat the AI plays
    await play_round(double, bob, panel)
    await wait_round(double, channel, 8)
    # alice comes back
    back = await double.slash(alice, channel, "table rejoin")
    await back.responded()
    assert "yours again" in back.ephemeral_messages[0].content
    assert not bot.tables.tables[1].seats[0].is_ai
