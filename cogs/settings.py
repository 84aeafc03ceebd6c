"""/settings (each player's turn pings, time zone and quiet hours, and what is set), /away
(a player's async clocks wait for them, bot.away) and /settings-server (the server's
managers: default clock, lobby expiry, public /rules, the channel for games, away days).

The managers' commands are a top-level command of their own because Discord applies a
command's default member permissions (here Manage Server) to a whole top-level command:
/settings pings must stay open to everyone. The permission is also checked when a command
runs, since a server can open any command to anyone in its Integrations settings.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.ext import commands

from bot import quiet
from bot.clocks import clock_setting
from bot.lobby import clock_label
from bot.server_settings import (
    away_days_setting,
    describe,
    effective_away_days,
    lobby_minutes_setting,
)
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

    @settings.command(name="timezone", description="Your time zone, for your quiet hours")
    @app_commands.describe(zone="A zone such as Europe/Berlin or America/Chicago (UTC if unset)")
    async def timezone(self, interaction: discord.Interaction, zone: str) -> None:
        if len(zone) > 64 or quiet.zone_of(zone) is None:
            await self._say(
                interaction, "That is not a time zone I know: pick one from the list (Area/City)."
            )
            return
        uid = interaction.user.id
        hours = (await self.storage.hours([uid]))[uid]
        await self.storage.set_hours(uid, replace(hours, zone=zone))
        self.manager.pings.release_held(uid)  # the same hours may now be another time
        await self._say(interaction, f"Your time zone: {zone}.")

    @timezone.autocomplete("zone")
    async def _zones(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower().replace(" ", "_")
        found = sorted(z for z in available_timezones() if typed in z.lower())
        return [app_commands.Choice(name=z, value=z) for z in found[:25]]

    @settings.command(
        name="quiet", description="Hours of your day with no pings (async clocks wait)"
    )
    @app_commands.rename(start="from", end="to")
    @app_commands.describe(
        start="When they begin, HH:MM in your time zone (off: no quiet hours)",
        end="When they end, HH:MM (before the start: the next morning)",
    )
    async def quiet_hours(
        self, interaction: discord.Interaction, start: str, end: str | None = None
    ) -> None:
        uid = interaction.user.id
        if start.strip().lower() == "off":
            window: tuple[int | None, int | None] = (None, None)
        else:
            begin, finish = quiet.parse_clock(start[:16]), quiet.parse_clock((end or "")[:16])
            if begin is None or finish is None or begin == finish:
                await self._say(
                    interaction,
                    "Quiet hours take two different times, such as from:22:00 to:07:30 "
                    "(or from:off).",
                )
                return
            window = (begin, finish)
        hours = (await self.storage.hours([uid]))[uid]
        await self.storage.set_hours(uid, replace(hours, quiet_from=window[0], quiet_to=window[1]))
        self.manager.pings.release_held(uid)  # held pings follow the new hours
        if window[0] is None or window[1] is None:
            await self._say(interaction, "No quiet hours: you are pinged at any time.")
            return
        await self._say(
            interaction,
            f"Quiet hours: {quiet.clock_text(window[0])} to {quiet.clock_text(window[1])} "
            f"({hours.zone}). Pings wait until they end, and async turn clocks do not run out "
            "in them.",
        )

    @settings.command(name="show", description="Your turn pings and this server's settings")
    async def show(self, interaction: discord.Interaction) -> None:
        uid = interaction.user.id
        pings = (await self.storage.pings([uid]))[uid]
        hours = (await self.storage.hours([uid]))[uid]
        settings = await self.manager.server.server_settings(interaction.guild_id)
        mine = quiet.describe(hours, effective_away_days(settings), time.time())
        if interaction.guild_id is None:
            await self._say(interaction, "\n".join([describe_pings(pings), *mine]))
            return
        await self._say(interaction, "\n".join([describe(settings, pings), *mine]))

    @app_commands.command(name="away", description="Pause your async turn clocks for some days")
    @app_commands.describe(days="How many days (0: you are back now)")
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 365]
    ) -> None:
        settings = await self.manager.server.server_settings(interaction.guild_id)
        allowance = effective_away_days(settings)
        said = await self.manager.away.set_away(interaction.user.id, days, allowance)
        await self._say(interaction, said)

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

    @server.command(name="away-days", description="Away days a player may take a year")
    @app_commands.describe(days="From 0 to 365; the bot's default is 14")
    async def away_days(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 365]
    ) -> None:
        value = away_days_setting(days)
        if isinstance(value, str):
            await self._say(interaction, value)
            return
        if await self._change(interaction, away_days=value):
            await self._say(
                interaction, f"Players here may now be away {value} days a year (/away)."
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
