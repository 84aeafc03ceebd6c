"""Server settings: what a server's managers choose for the tables opened there.

- the turn clock a new lobby starts with (the host can still pick another);
- how long a lobby nobody starts or touches stays open (bot.lobby closes it);
- whether /rules answers the whole channel by default (otherwise only the asker);
- one channel where games may be opened (its threads too); /play elsewhere is refused;
- how many days a year a player may be away (/away, bot.quiet).

Unset values are the bot's own defaults (bot.lobby). The choices are stored per server
(Storage.server_settings) and read when they are used, so every worker sees a change at once.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord

from bot import lobby
from bot.i18n import DEFAULT, tr
from bot.languages import LanguageStore, private_locale
from bot.quiet import AWAY_DAYS, DEFAULT_AWAY_DAYS
from bot.storage import ServerSettings, StorageUnavailable

log = logging.getLogger(__name__)

# seconds in a minute of lobby expiry: a test shortens it so minutes pass in a moment
MINUTE = 60.0
LOBBY_MINUTES = (5, 1440)  # from five minutes to a day

__all__ = [
    "LOBBY_MINUTES",
    "MINUTE",
    "ServerChoices",
    "SettingsStore",
    "away_days_setting",
    "describe",
    "effective_away_days",
    "lobby_minutes_setting",
    "play_refusal",
]


def lobby_minutes_setting(minutes: object, locale: str = DEFAULT) -> int | str:
    """The lobby expiry in minutes, or why it is refused (Discord's client keeps the option
    in range, but any HTTP client can send anything)."""
    low, high = LOBBY_MINUTES
    if not isinstance(minutes, int) or isinstance(minutes, bool) or not low <= minutes <= high:
        return tr(locale, "settings-expiry-refused", low=low, high=high)
    return minutes


def away_days_setting(days: object, locale: str = DEFAULT) -> int | str:
    """The yearly away days, or why they are refused."""
    low, high = AWAY_DAYS
    if not isinstance(days, int) or isinstance(days, bool) or not low <= days <= high:
        return tr(locale, "settings-away-refused", low=low, high=high)
    return days


def effective_away_days(settings: ServerSettings) -> int:
    return DEFAULT_AWAY_DAYS if settings.away_days is None else settings.away_days


def effective_clock(settings: ServerSettings) -> int:
    return lobby.DEFAULT_CLOCK_MINUTES if settings.clock_minutes is None else settings.clock_minutes


def effective_lobby_minutes(settings: ServerSettings) -> int:
    if settings.lobby_minutes is None:
        return round(lobby.LOBBY_IDLE_SECONDS / 60)
    return settings.lobby_minutes


def play_refusal(settings: ServerSettings, channel: Any, locale: str = DEFAULT) -> str | None:
    """Why /play may not open a table in `channel` (None: it may): the server keeps its
    games in one channel and the threads under it."""
    allowed = settings.play_channel_id
    if allowed is None or channel is None:
        return None
    if channel.id == allowed or getattr(channel, "parent_id", None) == allowed:
        return None
    return tr(locale, "play-elsewhere", channel=str(allowed))


def describe(
    settings: ServerSettings,
    pings: str | None = None,
    locale: str = DEFAULT,
    server_locale: str | None = None,
) -> str:
    """The values of /settings show, each with where it comes from (the server's
    language too, when `server_locale` gives the one its public messages are in)."""

    def said(msg_id: str, chosen: object, **args: object) -> str:
        # "-default": the value is the bot's own, not the server's choice
        return tr(locale, msg_id if chosen is not None else f"{msg_id}-default", **args)

    lines = []
    if pings is not None:
        lines.append(tr(locale, "show-pings-short", name=tr(locale, f"pings-name-{pings}")))
    clock = lobby.clock_label(effective_clock(settings), locale)
    channel = settings.play_channel_id
    lines += [
        said("show-clock", settings.clock_minutes, clock=clock),
        said("show-expiry", settings.lobby_minutes, minutes=effective_lobby_minutes(settings)),
        tr(locale, "show-rules-public" if settings.rules_public else "show-rules-private"),
        tr(locale, "show-channel", channel=str(channel))
        if channel is not None
        else tr(locale, "show-channel-any"),
        said("show-away-days", settings.away_days, days=effective_away_days(settings)),
        tr(locale, "show-tournament-role", role=str(settings.tournament_role))
        if settings.tournament_role is not None
        else tr(locale, "show-tournament-role-none"),
    ]
    if server_locale is not None:
        name = tr(server_locale, "language-name")
        kind = "show-server-language" if settings.language else "show-server-language-discord"
        lines.append(tr(locale, kind, language=name))
    return "\n".join(lines)


class SettingsStore(LanguageStore, Protocol):
    """Where a server's settings are kept (the storage's preferences)."""


class ServerChoices:
    """The part of the table manager that reads a server's settings (`manager.server`)."""

    def __init__(self, storage: SettingsStore) -> None:
        self.storage = storage

    async def server_settings(self, guild_id: int | None) -> ServerSettings:
        if guild_id is None:  # a DM: no server, its defaults
            return ServerSettings(guild_id=0)
        return await self.storage.server_settings(guild_id)

    async def default_clock(self, guild_id: int | None) -> int:
        """The turn clock a new lobby of this server starts with."""
        return effective_clock(await self.server_settings(guild_id))

    async def lobby_idle(self, guild_id: int | None) -> tuple[float, int]:
        """How long a lobby of this server may stay untouched: (seconds, minutes to say)."""
        try:
            settings = await self.server_settings(guild_id)
        except StorageUnavailable:
            log.warning("lobby expiry of server %s: the database did not answer", guild_id)
            settings = ServerSettings(guild_id=guild_id or 0)
        if settings.lobby_minutes is None:
            return lobby.LOBBY_IDLE_SECONDS, effective_lobby_minutes(settings)
        return settings.lobby_minutes * MINUTE, settings.lobby_minutes

    async def play_refusal(self, interaction: discord.Interaction) -> str | None:
        """Why /play (or /learn, a rematch) may not open a table here, to its asker."""
        if interaction.guild_id is None:
            return None
        settings = await self.server_settings(interaction.guild_id)
        if play_refusal(settings, interaction.channel) is None:
            return None
        locale = await private_locale(self.storage, interaction)
        return play_refusal(settings, interaction.channel, locale)
