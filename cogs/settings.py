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
from bot.i18n import DEFAULT, tr
from bot.languages import LANGUAGES, interaction_public_locale, private_locale
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
# the choices of /settings language and /settings-server language: each language by its
# own name (as players look for it), and "Discord's setting" (follow the app or server)
FOLLOW_DISCORD = "discord"
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=tr(code, "language-name"), value=code) for code in LANGUAGES),
    app_commands.Choice(name=tr(DEFAULT, "choice-discord"), value=FOLLOW_DISCORD),
]


class Settings(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @property
    def manager(self) -> TableManager:
        return self.bot.tables

    @property
    def storage(self) -> Storage:
        return self.bot.storage

    async def _say(self, interaction: discord.Interaction, msg_id: str, **args: object) -> None:
        """A private answer, in its reader's language (bot.languages)."""
        text = tr(await self._locale(interaction), msg_id, **args)
        await interaction.response.send_message(text, ephemeral=True)

    async def _locale(self, interaction: discord.Interaction) -> str:
        return await private_locale(self.storage, interaction)

    async def _language_of(
        self, interaction: discord.Interaction, language: str
    ) -> tuple[bool, str | None]:
        """Whether `language` is one of the choices (if not, the asker is told), and the
        language to store (None: follow Discord's)."""
        if language != FOLLOW_DISCORD and language not in LANGUAGES:
            await self._say(interaction, "settings-language-refused")
            return False, None
        return True, None if language == FOLLOW_DISCORD else language

    settings = app_commands.Group(name="settings", description="Your turn pings; what is set")

    @settings.command(name="pings", description="When the bot tells you it is your turn")
    @app_commands.describe(when="all, my turn (the default) or off")
    @app_commands.choices(when=PING_CHOICES)
    async def pings(self, interaction: discord.Interaction, when: str) -> None:
        if when not in PINGS:
            await self._say(interaction, "settings-pings-refused")
            return
        await self.storage.set_pings(interaction.user.id, when)
        locale = await self._locale(interaction)
        await self._say(interaction, "settings-pings-set", said=tr(locale, f"pings-{when}"))

    @settings.command(name="timezone", description="Your time zone, for your quiet hours")
    @app_commands.describe(zone="A zone such as Europe/Berlin or America/Chicago (UTC if unset)")
    async def timezone(self, interaction: discord.Interaction, zone: str) -> None:
        if len(zone) > 64 or quiet.zone_of(zone) is None:
            await self._say(interaction, "settings-zone-refused")
            return
        uid = interaction.user.id
        hours = (await self.storage.hours([uid]))[uid]
        await self.storage.set_hours(uid, replace(hours, zone=zone))
        self.manager.pings.release_held(uid)  # the same hours may now be another time
        await self._say(interaction, "settings-zone-set", zone=zone)

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
                await self._say(interaction, "settings-quiet-refused")
                return
            window = (begin, finish)
        hours = (await self.storage.hours([uid]))[uid]
        await self.storage.set_hours(uid, replace(hours, quiet_from=window[0], quiet_to=window[1]))
        self.manager.pings.release_held(uid)  # held pings follow the new hours
        if window[0] is None or window[1] is None:
            await self._say(interaction, "settings-quiet-off")
            return
        begin_text, end_text = quiet.clock_text(window[0]), quiet.clock_text(window[1])
        await self._say(
            interaction,
            "settings-quiet-set",
            zone=hours.zone,
            **{"from": begin_text, "to": end_text},
        )

    @settings.command(name="show", description="Your turn pings and this server's settings")
    async def show(self, interaction: discord.Interaction) -> None:
        uid = interaction.user.id
        pings = (await self.storage.pings([uid]))[uid]
        hours = (await self.storage.hours([uid]))[uid]
        settings = await self.manager.server.server_settings(interaction.guild_id)
        locale = await self._locale(interaction)
        chosen = await self.storage.language(uid)
        language = tr(
            locale,
            "show-language" if chosen else "show-language-discord",
            language=tr(locale if chosen is None else chosen, "language-name"),
        )
        mine = [
            language,
            *quiet.describe(hours, effective_away_days(settings), time.time(), locale),
        ]
        if interaction.guild_id is None:
            text = "\n".join([describe_pings(pings, locale), *mine])
        else:
            ours = await interaction_public_locale(self.storage, interaction)
            text = "\n".join([describe(settings, pings, locale, ours), *mine])
        await interaction.response.send_message(text, ephemeral=True)

    @settings.command(name="language", description="The language the bot answers you in")
    @app_commands.describe(language="One of the bot's languages, or your Discord app's")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        valid, chosen = await self._language_of(interaction, language)
        if not valid:
            return
        await self.storage.preferences.set_language(interaction.user.id, chosen)
        # said in the language they now have
        said = language_said(await self._locale(interaction), "settings-language", chosen)
        await interaction.response.send_message(said, ephemeral=True)

    @app_commands.command(name="away", description="Pause your async turn clocks for some days")
    @app_commands.describe(days="How many days (0: you are back now)")
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 365]
    ) -> None:
        settings = await self.manager.server.server_settings(interaction.guild_id)
        allowance = effective_away_days(settings)
        locale = await self._locale(interaction)
        said = await self.manager.away.set_away(interaction.user.id, days, allowance, locale)
        await interaction.response.send_message(said, ephemeral=True)

    server = app_commands.Group(
        name="settings-server",
        description="Managers: this server's settings for tables",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    async def _managed(self, interaction: discord.Interaction) -> ServerSettings | None:
        """The server's settings to change, or None (refused, answered) for a non-manager."""
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            await self._say(interaction, "settings-not-manager")
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
            await self._say(interaction, "settings-clock-refused")
            return
        if await self._change(interaction, clock_minutes=total):
            clock = clock_label(total, await self._locale(interaction))
            await self._say(interaction, "settings-clock-set", clock=clock)

    @server.command(name="lobby-expiry", description="Minutes an untouched lobby stays open")
    @app_commands.describe(minutes="From 5 to 1440 (a day); the bot's default is 30")
    async def lobby_expiry(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 5, 1440]
    ) -> None:
        value = lobby_minutes_setting(minutes, await self._locale(interaction))
        if isinstance(value, str):
            await interaction.response.send_message(value, ephemeral=True)
            return
        if await self._change(interaction, lobby_minutes=value):
            await self._say(interaction, "settings-expiry-set", minutes=value)

    @server.command(name="away-days", description="Away days a player may take a year")
    @app_commands.describe(days="From 0 to 365; the bot's default is 14")
    async def away_days(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 365]
    ) -> None:
        value = away_days_setting(days, await self._locale(interaction))
        if isinstance(value, str):
            await interaction.response.send_message(value, ephemeral=True)
            return
        if await self._change(interaction, away_days=value):
            await self._say(interaction, "settings-away-set", days=value)

    @server.command(name="rules", description="Whether /rules answers the whole channel")
    @app_commands.describe(public="True: the whole channel sees /rules answers by default")
    async def rules(self, interaction: discord.Interaction, public: bool) -> None:
        if not await self._change(interaction, rules_public=public):
            return
        await self._say(
            interaction, "settings-rules-public" if public else "settings-rules-private"
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
        if channel is None:
            await self._say(interaction, "settings-channel-any")
            return
        await self._say(interaction, "settings-channel-set", channel=str(channel.id))

    @server.command(
        name="tournament-hosts", description="A role whose members may also create tournaments"
    )
    @app_commands.describe(role="Leave it out: only members who can manage the server")
    async def tournament_hosts(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        if not await self._change(
            interaction, tournament_role=role.id if role is not None else None
        ):
            return
        if role is None:
            await self._say(interaction, "settings-tournament-role-none")
            return
        await self._say(interaction, "settings-tournament-role-set", role=str(role.id))

    @server.command(name="language", description="The language of this server's lobbies and tables")
    @app_commands.describe(language="One of the bot's languages, or the server's Discord language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def server_language(self, interaction: discord.Interaction, language: str) -> None:
        valid, chosen = await self._language_of(interaction, language)
        if not valid:
            return
        if not await self._change(interaction, language=chosen):
            return
        # said in the language public messages now take, so the managers see it
        ours = await interaction_public_locale(self.storage, interaction)
        said = language_said(ours, "server-language", chosen)
        await interaction.response.send_message(said, ephemeral=True)


def language_said(locale: str, msg_id: str, chosen: str | None) -> str:
    """The answer to a language chosen (`chosen`) or left to Discord (None), in `locale`:
    the one that now applies."""
    if chosen is not None:
        return tr(locale, f"{msg_id}-set")
    return tr(locale, f"{msg_id}-discord", language=tr(locale, "language-name"))


def describe_pings(pings: str, locale: str) -> str:
    name, said = tr(locale, f"pings-name-{pings}"), tr(locale, f"pings-{pings}")
    return tr(locale, "show-pings", name=name, said=said)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Settings(bot))
