"""Quiet hours and time away through the Discord double (bot.quiet, bot.away): a turn ping
held until a player's quiet hours end, an async clock that does not run out in them, an away
player's clock paused and resumed, a live clock that waits for nobody, and refusals that
change nothing. Abstract with alice and bob, who act in each round at once; the clocks are
made to run out now with `set_deadline`, as in test_platform."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

from bot.quiet import Hours
from tests.double import MessageFlag, Permission
from tests.double.models import InteractionType
from tests.e2e.harness import (
    answered,
    latest_dm_panel,
    open_table,
    play_round,
    poll,
    thread_messages,
    wait_round,
)
from tests.e2e.test_pings import as_sent, channel_pings
from tests.e2e.test_server_settings import note

SILENT = MessageFlag.SUPPRESS_NOTIFICATIONS
HOUR = 3600.0


async def quiet_now(double, user, channel) -> str:
    """Quiet hours (in UTC, the default zone) from an hour ago to an hour from now."""
    now = datetime.now(UTC)
    start = (now - timedelta(hours=1)).strftime("%H:%M")
    end = (now + timedelta(hours=1)).strftime("%H:%M")
    return await note(double, user, channel, "settings quiet", {"from": start, "to": end})


async def table_of_two(world):
    """alice and bob, the bot started (`start` opens their table)."""
    double, channel, host = world
    alice, bob = double.add_user("alice"), double.add_user("bob")
    bot = await host.start()
    return double, channel, host, bot, alice, bob


async def start(double, channel, bot, alice, bob, clock: str):
    """Their Abstract table with this clock, round 1 under way."""
    await open_table(double, alice, channel, [bob], clock=clock)
    await wait_round(double, channel, 1)
    await bot.tables.idle()  # the turn (and its deadline) is stored once its panels are out


def time_out_notes(double, channel):
    return [m for m in thread_messages(double, channel) if m.content.startswith("⌛")]


async def ai_moved_for(bot, seat: int) -> bool:
    return any(s == seat and move["type"] == "confirm" for s, move in await bot.storage.moves(1))


async def runs_out_for_alice(double, channel, bot) -> None:
    """Make the clock run out now: told in the thread, and the AI plays alice's round."""
    await bot.tables.set_deadline(1, time.time() + 0.2)
    expired = await double.wait_for(lambda: next(iter(time_out_notes(double, channel)), None))
    assert "alice" in expired.content
    await wait_round(double, channel, 2)
    assert await ai_moved_for(bot, 0)


async def bob_plays(double, bob) -> None:
    await play_round(double, bob, await double.wait_for(lambda: latest_dm_panel(double, bob, 1)))


async def test_a_ping_is_held_in_quiet_hours_and_sent_when_they_end(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    said = await quiet_now(double, alice, channel)
    assert "Pings wait until they end" in said
    await start(double, channel, bot, alice, bob, "720")
    # async clock: the DM panel is the ping; alice's comes silently with no ping line
    hers = await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    his = await double.wait_for(lambda: latest_dm_panel(double, bob, 1))
    assert hers.flags & SILENT and "Your turn in" not in as_sent(hers)
    assert not his.flags & SILENT and as_sent(his).startswith("🔔 Your turn in")
    assert not channel_pings(double, channel)
    assert ("held", 1, alice.id) in bot.tables.scheduler  # waiting for her morning
    # her quiet hours end (turned off): the held ping comes at once, to her alone
    assert "any time" in await note(double, alice, channel, "settings quiet", {"from": "off"})
    ping = await double.wait_for(lambda: next(iter(channel_pings(double, channel)), None))
    assert f"<@{alice.id}>" in ping.content and f"<@{bob.id}>" not in ping.content
    assert ("held", 1, alice.id) not in bot.tables.scheduler
    # it did its job once the round was played: deleted
    await play_round(double, alice, hers)
    await play_round(double, bob, his)
    await wait_round(double, channel, 2)
    await double.wait_for(lambda: not channel_pings(double, channel, shown=True))


async def test_a_held_ping_is_held_again_after_a_restart(world):
    """The held ping is kept in memory: the bot started again holds it again, and sends it
    when her quiet hours end."""
    double, channel, host, bot, alice, bob = await table_of_two(world)
    await quiet_now(double, alice, channel)
    await start(double, channel, bot, alice, bob, "720")
    assert ("held", 1, alice.id) in bot.tables.scheduler
    bot = await host.restart()
    await poll(lambda: ("held", 1, alice.id) in bot.tables.scheduler, what="the held ping")
    assert ("held", 1, bob.id) not in bot.tables.scheduler  # bob is not in quiet hours
    assert not channel_pings(double, channel)
    await note(double, alice, channel, "settings quiet", {"from": "off"})
    ping = await double.wait_for(lambda: next(iter(channel_pings(double, channel)), None))
    assert f"<@{alice.id}>" in ping.content and f"<@{bob.id}>" not in ping.content


async def test_a_held_ping_for_a_turn_already_played_is_not_sent(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    await quiet_now(double, alice, channel)
    await start(double, channel, bot, alice, bob, "720")
    await play_round(
        double, alice, await double.wait_for(lambda: latest_dm_panel(double, alice, 1))
    )
    await bot.tables.idle()
    await note(double, alice, channel, "settings quiet", {"from": "off"})
    await poll(lambda: ("held", 1, alice.id) not in bot.tables.scheduler, what="the held ping")
    await bot.tables.idle()
    assert not channel_pings(double, channel)


async def test_an_async_clock_does_not_run_out_in_quiet_hours(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    await quiet_now(double, alice, channel)
    await start(double, channel, bot, alice, bob, "720")
    await bob_plays(double, bob)
    # alice's clock would run out now, in her quiet hours: it moves past their end instead
    table = bot.tables.tables[1]
    await bot.tables.set_deadline(1, time.time() + 0.2)
    await poll(lambda: table.deadline > time.time() + HOUR, what="the deadline moved")
    ends = (await bot.storage.hours([alice.id]))[alice.id]
    assert ends.quiet_from is not None
    row = await bot.storage.get_table(1)
    assert row.deadline == table.deadline  # stored: a restart keeps it
    assert ("clock", 1) in bot.tables.scheduler  # armed for the new deadline
    await bot.tables.idle()
    assert not time_out_notes(double, channel) and not await ai_moved_for(bot, 0)
    # her quiet hours are over: now the clock runs out, and the AI plays her round
    await note(double, alice, channel, "settings quiet", {"from": "off"})
    await runs_out_for_alice(double, channel, bot)


async def test_a_live_clock_runs_out_in_quiet_hours(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    await quiet_now(double, alice, channel)
    await start(double, channel, bot, alice, bob, "5")
    await bob_plays(double, bob)
    await runs_out_for_alice(double, channel, bot)


async def test_an_away_players_clock_is_paused_and_resumed(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    await start(double, channel, bot, alice, bob, "720")
    await bob_plays(double, bob)
    table = bot.tables.tables[1]
    said = await note(double, alice, channel, "away", {"days": 3})
    assert "away until <t:" in said and "11 away days left" in said
    told = await double.wait_for(
        lambda: next((m for m in thread_messages(double, channel) if "💤" in m.content), None)
    )
    assert "alice is away" in told.content
    assert table.deadline is not None and table.deadline > time.time() + 3 * 86400
    # a clock made to run out now waits again for her return
    await bot.tables.set_deadline(1, time.time() + 0.2)
    await poll(lambda: table.deadline > time.time() + 3 * 86400 - 60, what="paused again")
    await bot.tables.idle()
    assert not time_out_notes(double, channel) and not await ai_moved_for(bot, 0)
    # back after all: a fresh clock (12 hours), told on the table
    said = await note(double, alice, channel, "away", {"days": 0})
    assert "Welcome back" in said
    await double.wait_for(
        lambda: next((m for m in thread_messages(double, channel) if "👋" in m.content), None)
    )
    assert time.time() + 11 * HOUR < table.deadline < time.time() + 13 * HOUR
    hours = (await bot.storage.hours([alice.id]))[alice.id]
    assert hours.away_until is None and hours.away_used == 1  # 2 whole days given back
    await runs_out_for_alice(double, channel, bot)


async def test_refusals_are_private_and_change_nothing(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    said = await note(double, alice, channel, "settings timezone", {"zone": "Mars/Olympus"})
    assert "not a time zone" in said
    said = await note(double, alice, channel, "settings quiet", {"from": "25:00", "to": "07:00"})
    assert "two different times" in said
    said = await note(double, alice, channel, "away", {"days": 20})
    assert "14 away days left" in said
    assert "not away" in await note(double, alice, channel, "away", {"days": 0})
    # what Discord's own client would not send, as any HTTP client can
    away = double.find_command("away", channel.guild_id)
    for value in (10**9, -3, "ten"):
        option = {"type": 4 if isinstance(value, int) else 3, "name": "days", "value": value}
        data = {"id": str(away["id"]), "name": "away", "type": 1, "options": [option]}
        inter = await double._start(InteractionType.APPLICATION_COMMAND, alice, channel, data)
        await answered(double, inter)
        assert inter.ephemeral_messages or inter.original.flags & MessageFlag.EPHEMERAL
    assert "not a time zone" in await note(
        double, alice, channel, "settings timezone", {"zone": "x" * 100}
    )
    assert (await bot.storage.hours([alice.id]))[alice.id] == Hours()
    # the zone list is offered as she types, and a zone from it is taken
    typed = await double.autocomplete(alice, channel, "settings timezone", {"zone": "berl"}, "zone")
    assert "Europe/Berlin" in [c["value"] for c in typed.choices]
    said = await note(double, alice, channel, "settings timezone", {"zone": "Europe/Berlin"})
    assert "Europe/Berlin" in said
    shown = await note(double, alice, channel, "settings show", {})
    assert "Europe/Berlin" in shown and "14 of 14" in shown


async def test_the_server_sets_the_yearly_away_days(world):
    double, channel, host, bot, alice, bob = await table_of_two(world)
    guild = double.guild(channel.guild_id)
    mia = double.add_user("mia")
    double.add_role(guild, "managers", permissions=Permission.MANAGE_GUILD, members=[mia])
    said = await note(double, mia, channel, "settings-server away-days", {"days": 2})
    assert "2 days a year" in said
    assert (await bot.storage.server_settings(channel.guild_id)).away_days == 2
    assert "2 away days left" in await note(double, alice, channel, "away", {"days": 3})
    assert "0 away days left" in await note(double, alice, channel, "away", {"days": 2})
    # back at once: of the two days, the whole one not begun goes back
    assert "Welcome back" in await note(double, alice, channel, "away", {"days": 0})
    assert "You have 1 away day left" in await note(double, alice, channel, "away", {"days": 2})
