import pytest

from tests.e2e.harness import BotHost


@pytest.fixture
async def world(discord_double, tmp_path):
    """A server with one channel, and the bot (not started yet) on a fresh database."""
    guild = discord_double.add_guild("Painters")
    channel = discord_double.add_channel(guild, "abstract")
    host = BotHost(discord_double, tmp_path / "bot.sqlite3")
    yield discord_double, channel, host
    await host.stop()
