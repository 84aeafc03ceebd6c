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


def lobby_minutes_setting(minutes: object) -> int | str:
    """The lobby expiry in minutes, or why it is refused (Discord's client keeps the option
    in range, but any HTTP client can send anything)."""
    low, high = LOBBY_MINUTES
    if not isinstance(minutes, int) or isinstance(minutes, bool) or not low <= minutes <= high:
        return f"Lobby expiry is a whole number of minutes from {low} to {high} (a day)."
    return minutes


def away_days_setting(days: object) -> int | str:
    """The yearly away days, or why they are refused."""
    low, high = AWAY_DAYS
    if not isinstance(days, int) or isinstance(days, bool) or not low <= days <= high:
        return f"Away days are a whole number from {low} to {high}."
    return days


def effective_away_days(settings: ServerSettings) -> int:
    return DEFAULT_AWAY_DAYS if settings.away_days is None else settings.away_days


def effective_clock(settings: ServerSettings) -> int:
    return lobby.DEFAULT_CLOCK_MINUTES if settings.clock_minutes is None else settings.clock_minutes


def effective_lobby_minutes(settings: ServerSettings) -> int:
    if settings.lobby_minutes is None:
        return round(lobby.LOBBY_IDLE_SECONDS / 60)
    return settings.lobby_minutes


def play_refusal(settings: ServerSettings, channel: Any) -> str | None:
    """Why /play may not open a table in `channel` (None: it may): the server keeps its
    games in one channel and the threads under it."""
    allowed = settings.play_channel_id
    if allowed is None or channel is None:
        return None
    if channel.id == allowed or getattr(channel, "parent_id", None) == allowed:
        return None
    return f"Games on this server are opened in <#{allowed}> (or a thread in it): use /play there."


def describe(settings: ServerSettings, pings: str | None = None) -> str:
    """The values of /settings show, each with where it comes from."""
    clock = effective_clock(settings)
    expiry = effective_lobby_minutes(settings)
    lines = []
    if pings is not None:
        lines.append(f"**Your turn pings:** {pings.replace('_', ' ')}")
    lines += [
        f"**Turn clock of new tables:** {lobby.clock_label(clock)}"
        + ("" if settings.clock_minutes is not None else " (the bot's default)"),
        f"**Idle lobbies close after:** {expiry} minute{'s' if expiry != 1 else ''}"
        + ("" if settings.lobby_minutes is not None else " (the bot's default)"),
        f"**/rules answers:** {'the whole channel' if settings.rules_public else 'only the asker'}"
        " (unless `public:` says otherwise)",
        "**Games may be opened:** "
        + (
            f"in <#{settings.play_channel_id}> and its threads"
            if settings.play_channel_id is not None
            else "in any channel"
        ),
        f"**Away days a player may take a year:** {effective_away_days(settings)}"
        + ("" if settings.away_days is not None else " (the bot's default)"),
    ]
    return "\n".join(lines)


class SettingsStore(Protocol):
    """Where a server's settings are kept (the storage)."""

    async def server_settings(self, guild_id: int) -> ServerSettings: ...


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
        if interaction.guild_id is None:
            return None
        return play_refusal(await self.server_settings(interaction.guild_id), interaction.channel)
