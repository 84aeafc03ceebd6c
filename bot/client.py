"""What the table manager uses of the bot it runs in (bot.app.GameBot), as a Protocol.

bot.app builds the manager, so the manager may not import bot.app back (import-linter's
"no import cycles among bot's modules"); it names here what it reaches through `self.bot`
instead, and mypy checks that GameBot has it where bot.app hands itself over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import discord

if TYPE_CHECKING:
    from discord.http import HTTPClient
    from discord.state import ConnectionState

    from bot.budget import InvalidRequests, Slowdown
    from bot.settings import Settings


class Shards(Protocol):
    """The gateway shards a worker runs (bot.app.ShardPlan): part of its name in the
    database, so the other workers see who holds a table."""

    @property
    def shard_ids(self) -> tuple[int, ...]: ...


class BotClient(Protocol):
    """The bot as the manager and its parts use it: channels and DMs by id, its own user,
    discord.py's REST client and gateway state, its way in for an interaction (a click
    handed over from another worker) and its shard plan."""

    @property
    def user(self) -> discord.ClientUser | None: ...

    @property
    def http(self) -> HTTPClient: ...

    @property
    def _connection(self) -> ConnectionState[Any]: ...

    @property
    def plan(self) -> Shards | None: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def budget(self) -> InvalidRequests: ...

    def slowdown(self) -> Slowdown:
        """How the bot's optional traffic goes now (bot.budget)."""
        ...

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...

    async def guild_told(self, guild_id: int, within: float) -> bool:
        """Wait, at most `within` seconds, until the gateway has told of the server (its
        channels and open threads) when this worker is still starting; False when it was
        not told (the server is another worker's shard's, or did not come in time)."""
        ...

    def get_partial_messageable(
        self,
        id: int,
        *,
        guild_id: int | None = None,
        type: discord.ChannelType | None = None,
    ) -> discord.PartialMessageable: ...

    async def on_interaction(self, interaction: discord.Interaction) -> None: ...
