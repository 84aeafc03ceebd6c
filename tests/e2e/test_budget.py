"""Discord's invalid-request limit, kept (bot.budget, bot.closed_dms): a player whose DMs
are closed costs one refused DM, not one per table, until they open a panel with the table
message's button; the refusal is counted."""

from __future__ import annotations

from tests.e2e.harness import open_ephemeral_panel, open_table, poll, wait_round


def notices(double, channel) -> list:
    return [m for m in double.channel_messages(channel) if "DMs are closed" in m.content]


async def test_a_player_with_closed_dms_gets_one_dm_attempt_until_they_open_a_panel(world):
    double, first, host = world
    guild = double.state.channels[first.id].guild_id
    second = double.add_channel(guild, "second")
    third = double.add_channel(guild, "third")
    alice = double.add_user("alice")
    carol = double.add_user("carol", dms_open=False)
    bot = await host.start()

    def attempts() -> int:
        return sum(1 for uid, _ in double.state.blocked_dms if uid == carol.id)

    await open_table(double, alice, first, [carol])
    await double.wait_for(lambda: notices(double, first))
    assert attempts() == 1
    assert await bot.storage.dms_closed(carol.id)  # remembered for the player
    assert bot.budget.count == 1 and bot.budget.by_status == {403: 1}

    # a second table: carol is told in its channel, and no DM is tried
    await open_table(double, alice, second, [carol])
    await double.wait_for(lambda: notices(double, second))
    await wait_round(double, second, 1)
    await bot.tables.idle()
    assert attempts() == 1
    assert (
        len(notices(double, second)) == 1 and f"<@{carol.id}>" in notices(double, second)[0].content
    )
    assert bot.budget.count == 1

    # she opens her panel with the button: the memory is cleared, her next table tries a DM
    status = await wait_round(double, second, 1)
    await open_ephemeral_panel(double, carol, status)
    await poll(lambda: bot.tables.closed_dms.cleared == 1, what="the memory cleared")
    assert not await bot.storage.dms_closed(carol.id)
    await open_table(double, alice, third, [carol])
    await double.wait_for(lambda: notices(double, third))
    assert attempts() == 2
    assert bot.budget.count == 2
