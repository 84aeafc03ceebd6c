"""/settings (each player's turn pings, and what is set) and /settings-server (the server's
managers: default clock, lobby expiry, public /rules, the channel for games).

The managers' commands are a top-level command of their own because Discord applies a
command's default member permissions (here Manage Server) to a whole top-level command:
/settings pings must stay open to everyone. The permission is also checked when a command
runs, since a server can open any command to anyone in its Integrations settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.clocks import clock_setting
from bot.lobby import clock_label
from bot.server_settings import describe, lobby_minutes_setting
from bot.storage import PINGS

if TYPE_CHECKING:  # (only as types)
    from bot.app import GameBot
    from bot.storage import ServerSettings, Storage
    from bot.tables import TableManager

PING_CHOICES = [
    app_commands.Choice(name="all: my turns and each new phase of my tables", value="all"),
    app_commands.Choice(name="my turn: only when I must act", value="my_turn"),
    app_commands.Choice(name="off: never", value="off"),
]
PING_SAID = {
    "all": "when you must act, and when a new phase of your table begins",
    "my_turn": "once when you must act",
    "off": "never: your DM panels still come, silently",
}
NOT_A_MANAGER = (
    "Only this server's managers (the Manage Server permission) can change its settings. "
    "/settings show lists them."
)


class Settings(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @property
    def manager(self) -> TableManager:
        return self.bot.tables

    @property
    def storage(self) -> Storage:
        return self.bot.storage

    async def _say(self, interaction: discord.Interaction, text: str) -> None:
        await interaction.response.send_message(text, ephemeral=True)

    settings = app_commands.Group(name="settings", description="Your turn pings; what is set")

    @settings.command(name="pings", description="When the bot tells you it is your turn")
    @app_commands.describe(when="all, my turn (the default) or off")
    @app_commands.choices(when=PING_CHOICES)
    async def pings(self, interaction: discord.Interaction, when: str) -> None:
        if when not in PINGS:
            await self._say(interaction, "Turn pings are one of: all, my turn, off.")
            return
        await self.storage.set_pings(interaction.user.id, when)
        await self._say(interaction, f"Turn pings: {PING_SAID[when]}.")

    @settings.command(name="show", description="Your turn pings and this server's settings")
    async def show(self, interaction: discord.Interaction) -> None:
        pings = (await self.storage.pings([interaction.user.id]))[interaction.user.id]
        if interaction.guild_id is None:
            await self._say(interaction, describe_pings(pings))
            return
        settings = await self.manager.server.server_settings(interaction.guild_id)
        await self._say(interaction, describe(settings, pings))

    server = app_commands.Group(
        name="settings-server",
        description="Managers: this server's settings for tables",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    async def _managed(self, interaction: discord.Interaction) -> ServerSettings | None:
        """The server's settings to change, or None (refused, answered) for a non-manager."""
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            await self._say(interaction, NOT_A_MANAGER)
            return None
        return await self.manager.server.server_settings(interaction.guild_id)

    async def _change(self, interaction: discord.Interaction, **values: object) -> bool:
        """Store these of the server's settings (True), for a manager; anyone else is
        refused (answered) and nothing is stored."""
        settings = await self._managed(interaction)
        if settings is None:
            return False
        for name, value in values.items():
            setattr(settings, name, value)
        await self.storage.save_server_settings(settings)
        return True

    @server.command(name="clock", description="The turn clock new tables start with")
    @app_commands.describe(
        minutes="Live tables: minutes per turn (0 = no clock)",
        hours="Async tables: hours per turn (0 = no clock)",
    )
    async def clock(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 0, 60] | None = None,
        hours: app_commands.Range[int, 0, 168] | None = None,
    ) -> None:
        total = clock_setting(minutes, hours)
        if isinstance(total, str):  # before the manager check: nothing is read for it
            await self._say(interaction, total)
            return
        if await self._change(interaction, clock_minutes=total):
            await self._say(interaction, f"New tables here start with: {clock_label(total)}.")

    @server.command(name="lobby-expiry", description="Minutes an untouched lobby stays open")
    @app_commands.describe(minutes="From 5 to 1440 (a day); the bot's default is 30")
    async def lobby_expiry(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 5, 1440]
    ) -> None:
        value = lobby_minutes_setting(minutes)
        if isinstance(value, str):
            await self._say(interaction, value)
            return
        if await self._change(interaction, lobby_minutes=value):
            await self._say(
                interaction,
                f"A lobby nobody starts or touches now closes after {value} minutes "
                "(from its next click on).",
            )

    @server.command(name="rules", description="Whether /rules answers the whole channel")
    @app_commands.describe(public="True: the whole channel sees /rules answers by default")
    async def rules(self, interaction: discord.Interaction, public: bool) -> None:
        if not await self._change(interaction, rules_public=public):
            return
        who = "the whole channel" if public else "only the asker"
        await self._say(
            interaction, f"/rules now answers {who} (a player can still choose with `public:`)."
        )

    @server.command(name="channel", description="The one channel where games may be opened")
    @app_commands.describe(channel="Leave it out to let games be opened in any channel")
    async def channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel | None = None
    ) -> None:
        if not await self._change(
            interaction, play_channel_id=channel.id if channel is not None else None
        ):
            return
        await self._say(
            interaction,
            f"Games are now opened in {channel.mention} and its threads."
            if channel is not None
            else "Games may now be opened in any channel.",
        )


def describe_pings(pings: str) -> str:
    return f"**Your turn pings:** {pings.replace('_', ' ')} ({PING_SAID[pings]})"


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Settings(bot))
