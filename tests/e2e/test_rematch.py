"""Rematch: from a finished table's final message, a new lobby in the same channel with the
same seats (the AI seat included) and clock; the others confirm with one click, and whoever
does not is left out at the start. A server that keeps its games in another channel by now
is pointed there."""

from __future__ import annotations

from tests.e2e.harness import answered, open_table, private_note
from tests.e2e.test_platform import play_rounds, wait_final


def panels_of(double, user, table_id: int):
    """The DM panels a user got from one table (their controls name it)."""
    return [
        m
        for m in double.dm_messages(user)
        if any((c.get("custom_id") or "").startswith(f"t:{table_id}:") for c in m.iter_components())
    ]


async def test_rematch_keeps_the_seats_and_asks_the_others(world):
    double, channel, host = world
    alice, bob, eve = double.add_user("alice"), double.add_user("bob"), double.add_user("eve")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], ai=1, clock="5")
    await play_rounds(double, channel, [alice, bob], range(1, 13))
    final = await wait_final(double, channel)
    assert "Rematch" in [b.get("label") for b in final.buttons]

    stranger = await double.click(eve, final, label="Rematch")
    assert "Only this table's players" in await private_note(double, stranger)

    # the server chose another channel for its games meanwhile: the rematch goes there
    storage = bot.tables.storage
    games = double.add_channel(channel.guild_id, "games")
    settings = await storage.server_settings(channel.guild_id)
    settings.play_channel_id = games.id
    await storage.save_server_settings(settings)
    elsewhere = await double.click(bob, final, label="Rematch")
    assert f"opened in <#{games.id}>" in await private_note(double, elsewhere)
    assert 2 not in bot.tables.tables  # no lobby was opened
    settings.play_channel_id = None
    await storage.save_server_settings(settings)

    ask = await answered(double, await double.click(bob, final, label="Rematch"))
    lobby = ask.original
    assert lobby is not None and "new table" in lobby.text
    assert f"<@{alice.id}>" in lobby.text and "press **Join**" in lobby.text
    assert alice.id in lobby.mentions  # the layout's text pings her
    table = bot.tables.tables[2]
    assert table.host_id == bob.id and table.clock_minutes == 5
    assert [(s.user_id, s.is_ai) for s in table.seats] == [
        (alice.id, False),
        (bob.id, False),
        (None, True),
    ]
    again = await double.click(alice, final, label="Rematch")  # the channel has its table
    assert "already has" in await private_note(double, again)

    await answered(double, await double.click(alice, lobby, label="Join"))  # keeps her seat
    assert "asked to play again" not in double.message(lobby).text
    assert len(bot.tables.tables[2].seats) == 3
    await answered(double, await double.click(bob, lobby, label="Start"))
    await double.wait_for(lambda: "game started" in double.message(lobby).text)
    for user in (alice, bob):  # each gets the new game's first panel
        await double.wait_for(lambda u=user: panels_of(double, u, 2))
    assert [s.name for s in bot.tables.tables[2].seats] == ["alice", "bob", "AI 1"]


async def test_a_player_who_does_not_confirm_is_left_out(world):
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    await open_table(double, alice, channel, [bob], clock="0")
    await play_rounds(double, channel, [alice, bob], range(1, 13))
    final = await wait_final(double, channel)
    lobby = (await answered(double, await double.click(alice, final, label="Rematch"))).original
    start = await double.click(alice, lobby, label="Start")
    assert "Left out, as they did not confirm: bob." in await private_note(double, start)
    await double.wait_for(lambda: "game started" in double.message(lobby).text)
    await double.wait_for(lambda: panels_of(double, alice, 2))
    assert [s.name for s in bot.tables.tables[2].seats] == ["alice"]
    assert not panels_of(double, bob, 2)  # left out: no panel
