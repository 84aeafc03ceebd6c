"""Server settings through the Discord double: only managers change them (Discord hides the
command from the others, and the bot refuses them when a server opened it to everyone), a
new lobby starts with the server's clock, an idle lobby closes after the server's expiry,
/rules answers publicly when the server says so, and /play is refused outside the server's
games channel."""

from __future__ import annotations

import pytest

import bot.server_settings
from tests.double import InteractionRejected, Permission
from tests.e2e.harness import answered


@pytest.fixture
def people(world):
    """alice plays; mia manages the server (a role with Manage Server)."""
    double, channel, _ = world
    alice, mia = double.add_user("alice"), double.add_user("mia")
    guild = double.guild(channel.guild_id)
    double.add_role(guild, "managers", permissions=Permission.MANAGE_GUILD, members=[mia])
    return alice, mia


async def note(double, user, channel, command: str, options: dict | None = None) -> str:
    """The private answer to a slash command."""
    inter = await answered(double, await double.slash(user, channel, command, options or {}))
    assert inter.ephemeral_messages, f"{command} answered publicly"
    return inter.ephemeral_messages[0].content


async def test_only_managers_change_the_server_settings(world, people):
    double, channel, host = world
    alice, mia = people
    bot = await host.start()
    with pytest.raises(InteractionRejected):  # Discord does not offer the command to alice
        await double.slash(alice, channel, "settings-server rules", {"public": True})
    # a server may open any command to everyone (Integrations settings): the bot still refuses
    double.find_command("settings-server", channel.guild_id)["default_member_permissions"] = None
    refused = await note(double, alice, channel, "settings-server rules", {"public": True})
    assert "Manage Server" in refused
    assert not (await bot.storage.server_settings(channel.guild_id)).rules_public
    # everyone may read them, and set their own pings
    shown = await note(double, alice, channel, "settings show")
    assert "only the asker" in shown and "any channel" in shown and "my turn" in shown
    assert "never" in await note(double, alice, channel, "settings pings", {"when": "off"})
    assert await bot.storage.pings([alice.id]) == {alice.id: "off"}
    # a manager may
    said = await note(double, mia, channel, "settings-server rules", {"public": True})
    assert "whole channel" in said
    assert (await bot.storage.server_settings(channel.guild_id)).rules_public


async def test_a_new_lobby_starts_with_the_server_clock(world, people):
    double, channel, host = world
    alice, mia = people
    bot = await host.start()
    both = await note(double, mia, channel, "settings-server clock", {"minutes": 2, "hours": 12})
    assert "either minutes" in both  # a bad value: what is allowed, and nothing stored
    assert (await bot.storage.server_settings(channel.guild_id)).clock_minutes is None
    said = await note(double, mia, channel, "settings-server clock", {"hours": 12})
    assert "Async: 12 hours per turn" in said
    assert "Async: 12 hours per turn" in await note(double, alice, channel, "settings show")
    lobby = await answered(double, await double.slash(alice, channel, "play", {"game": "vvv"}))
    assert "Async: 12 hours per turn" in lobby.original.text
    assert bot.tables.table_in(channel.id).clock_minutes == 720


async def test_an_idle_lobby_closes_after_the_server_expiry(world, people, monkeypatch):
    double, channel, host = world
    alice, mia = people
    # a minute of lobby expiry lasts 0.2 s here; the bot's default stays 30 real minutes
    monkeypatch.setattr(bot.server_settings, "MINUTE", 0.2)
    running = await host.start()
    said = await note(double, mia, channel, "settings-server lobby-expiry", {"minutes": 5})
    assert "5 minutes" in said
    await answered(double, await double.slash(alice, channel, "play", {"game": "abstract"}))
    closed = await double.wait_for(
        lambda: next(
            (m for m in double.channel_messages(channel) if "closed itself" in m.content), None
        ),
    )
    assert "for 5 minutes" in closed.content
    assert (await running.storage.get_table(1)).status == "cancelled"


async def test_rules_answer_publicly_when_the_server_says_so(world, people):
    double, channel, host = world
    alice, mia = people
    await host.start()

    async def rules(options: dict) -> bool:
        """Whether /rules answered the whole channel."""
        inter = await answered(double, await double.slash(alice, channel, "rules", options))
        return not inter.original.ephemeral

    assert not await rules({"game": "venn"})  # the bot's default: only the asker
    await note(double, mia, channel, "settings-server rules", {"public": True})
    assert await rules({"game": "venn"})
    assert not await rules({"game": "venn", "public": False})  # the asker still chooses
    await note(double, mia, channel, "settings-server rules", {"public": False})
    assert not await rules({"game": "venn"})


async def test_play_is_refused_outside_the_server_games_channel(world, people):
    double, channel, host = world
    alice, mia = people
    bot = await host.start()
    games = double.add_channel(channel.guild_id, "games")
    said = await note(double, mia, channel, "settings-server channel", {"channel": games})
    assert f"<#{games.id}>" in said
    refused = await note(double, alice, channel, "play", {"game": "abstract"})
    assert f"<#{games.id}>" in refused
    assert bot.tables.table_in(channel.id) is None  # nothing opened
    lobby = await answered(double, await double.slash(alice, games, "play", {"game": "abstract"}))
    assert "new table" in lobby.original.text
    thread = double.add_thread(games, "a quiet table", owner=alice)
    inside = await answered(double, await double.slash(alice, thread, "play", {"game": "vvv"}))
    assert "new table" in inside.original.text  # its threads too
    # no channel given: games may be opened anywhere again
    assert "any channel" in await note(double, mia, channel, "settings-server channel")
    anywhere = await answered(double, await double.slash(alice, channel, "play", {"game": "vvv"}))
    assert "new table" in anywhere.original.text
