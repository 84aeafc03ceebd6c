"""Which language a text is in.

- A private answer (ephemeral, a DM) is in its reader's language: the one they chose with
  /settings language, else their Discord client's (interaction.locale), else English.
- A public message (a lobby, a table's status) is in the server's language: the one its
  managers chose with /settings-server language, else the server's preferred locale
  (Community settings), else English.
- A DM that answers no click (a follower's news) is in its reader's chosen language, else
  the server's: their Discord app's is known only from a click.

Discord's locale codes map onto the shipped languages (bot.i18n.shipped): en-GB reads
English, es-419 Spanish, pt-PT Brazilian Portuguese; any other falls to the next choice."""

from __future__ import annotations

import logging
from typing import Protocol

import discord

from bot.i18n import DEFAULT, shipped
from bot.storage import ServerSettings, StorageUnavailable, TableRecord

log = logging.getLogger(__name__)

# the choices of /settings language and /settings-server language, by their stored value;
# None ("Discord's setting") follows the client's or the server's locale
LANGUAGES = ("en-US", "de", "fr", "es-ES", "pt-BR")


class LanguageStore(Protocol):
    """Where the chosen languages are kept (the storage's `preferences`)."""

    async def language(self, user_id: int) -> str | None: ...

    async def server_settings(self, guild_id: int) -> ServerSettings: ...


def first_shipped(*codes: str | None) -> str:
    for code in codes:
        found = shipped(code)
        if found is not None:
            return found
    return DEFAULT


async def _chosen(store: LanguageStore, user_id: int | None, guild_id: int | None) -> str | None:
    try:
        if user_id is not None:
            return await store.language(user_id)
        if guild_id is not None:
            return (await store.server_settings(guild_id)).language
    except StorageUnavailable:
        log.warning("the chosen language: the database did not answer; Discord's is used")
    return None


async def private_locale(store: LanguageStore, interaction: discord.Interaction) -> str:
    """The language of an answer only `interaction`'s user sees."""
    chosen = await _chosen(store, interaction.user.id, None)
    return first_shipped(chosen, str(interaction.locale))


# where a private answer's language is kept on its interaction, once read (`answer_locale`)
ANSWER_LOCALE = "answer_locale"


async def answer_locale(interaction: discord.Interaction) -> str:
    """The language of a private answer to `interaction` given by a part that holds no
    store of its own (a refusal told through bot.delivery `tell`): the reader's, read from
    the bot's storage (`interaction.client.storage`) once and kept on the interaction. A
    database that fails here (a process stopping) leaves their Discord app's."""
    extras = getattr(interaction, "extras", None)
    if extras is not None and isinstance(extras.get(ANSWER_LOCALE), str):
        return str(extras[ANSWER_LOCALE])
    store = getattr(interaction.client, "storage", None)
    try:
        found = await private_locale(store, interaction) if store is not None else None
    except Exception:
        log.warning("the reader's language could not be read; their app's is used")
        found = None
    locale = found or first_shipped(str(interaction.locale))
    if extras is not None:
        extras[ANSWER_LOCALE] = locale
    return locale


async def public_locale(
    store: LanguageStore, guild_id: int | None, preferred: str | discord.Locale | None
) -> str:
    """The language of a message everyone in a server's channel sees; `preferred`: the
    server's preferred locale (interaction.guild_locale, or guild.preferred_locale)."""
    if guild_id is None:  # a DM channel has no server: its reader's language is asked
        return first_shipped(str(preferred) if preferred else None)
    chosen = await _chosen(store, None, guild_id)
    return first_shipped(chosen, str(preferred) if preferred else None)


async def interaction_public_locale(store: LanguageStore, interaction: discord.Interaction) -> str:
    """The public language of the server `interaction` came from."""
    return await public_locale(store, interaction.guild_id, interaction.guild_locale)


class Guilds(Protocol):
    """The servers the gateway told of (the bot's client), for their preferred locale."""

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...


async def server_locale(store: LanguageStore, guilds: Guilds, guild_id: int | None) -> str:
    """The public language of a server's channels, outside any click (a table's news)."""
    guild = guilds.get_guild(guild_id) if guild_id is not None else None
    preferred = guild.preferred_locale if guild is not None else None
    return await public_locale(store, guild_id, preferred)


async def reader_locale(store: LanguageStore, user_id: int, fallback: str) -> str:
    """The language of a DM that answers no click: the reader's chosen one, else
    `fallback` (the server's)."""
    return first_shipped(await _chosen(store, user_id, None), fallback)


class TableLocales:
    """Each table's public language, as last read: what is drawn with no await on the way
    (the Follow button on a status) reads `known`; `read` asks again (each new phase, each
    piece of news), so a server's new choice shows from its tables' next phase."""

    def __init__(self, store: LanguageStore, guilds: Guilds) -> None:
        self.store = store
        self.guilds = guilds
        self._known: dict[int, str] = {}

    async def read(self, table: TableRecord, *, keep: bool = True) -> str:
        """The table's public language now (remembered unless not `keep`: a table that
        ended here, whose followers are told)."""
        locale = await server_locale(self.store, self.guilds, table.guild_id)
        if keep:
            self._known[table.id] = locale
        return locale

    def known(self, table_id: int) -> str:
        return self._known.get(table_id, DEFAULT)

    def forget(self, table_id: int) -> None:
        self._known.pop(table_id, None)
