"""/replay: a finished table of this server, stepped through privately (see bot.replay)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:  # (only as a type)
    from bot.app import GameBot


class Replay(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="replay", description="Step through a finished game of this server, privately"
    )
    @app_commands.describe(
        table="The table's number (on its messages)",
        animation="Instead, the whole game as one animated picture",
    )
    @app_commands.choices(
        animation=[
            app_commands.Choice(name="GIF", value="gif"),
            app_commands.Choice(name="APNG (animated PNG)", value="apng"),
        ]
    )
    @app_commands.guild_only()
    async def replay(
        self,
        interaction: discord.Interaction,
        table: app_commands.Range[int, 1],
        animation: app_commands.Choice[str] | None = None,
    ) -> None:
        replays = self.bot.tables.replays
        await replays.command(interaction, table, animation.value if animation else None)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Replay(bot))
