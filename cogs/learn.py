"""/learn: a practice table against the AI (bot.learn), and its "Suggest a move" button,
which tells the player, privately, the move the AI would make for their seat, in the words
each game's panel already uses (the sentences are in data/hints.json, their fields come
from the game's UI: `GameUI.companions`)."""

from __future__ import annotations

import logging
import re
import string
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot, manager_of
from bot.learn import (
    SUGGEST_LABEL,
    SUGGEST_TEMPLATE,
    load_hints,
    open_practice,
    suggest_custom_id,
)
from bot.moves import UNREACHABLE
from bot.policy import policy_of
from bot.storage import RUNNING, StorageUnavailable
from cogs.tables import game_choices
from games.base import Game, Move, State
from gameuis import ui_class

log = logging.getLogger(__name__)


# -- the suggested move in words ------------------------------------------------------------


def describe(game: Game, state: State, seat: int, move: Move, names: Sequence[str]) -> str:
    """The move in words, with the game's sentence for its type; a move type without one
    (none today) is named plainly rather than failing."""
    companions = ui_class(game.name).companions  # declared with the game's UI
    sentence = load_hints()[companions.hints].moves.get(move["type"])
    fields = companions.sentences(state, seat, move, names)
    wanted = {name for _, name, _, _ in string.Formatter().parse(sentence or "") if name}
    if sentence is None or not wanted <= set(fields):
        return f"{move['type'].replace('_', ' ')}."
    return sentence.format(**fields)


async def suggest(interaction: discord.Interaction, table_id: int, key: str) -> None:
    manager = manager_of(interaction.client)
    if not manager.first_delivery(interaction.id) or await manager.turned_away(interaction):
        return  # redelivered (answered the first time), or the bot is stopping (told so)
    async with manager.handling():
        try:
            await _suggest(manager, interaction, table_id, key)
        except StorageUnavailable:
            await manager.tell(interaction, UNREACHABLE)
        except Exception:
            log.exception("suggestion on table %s failed", table_id)
            await manager.tell(interaction, "Something went wrong on our side; try again.")


async def _suggest(manager: Any, interaction: discord.Interaction, table_id: int, key: str) -> None:
    table = await manager.table_by_id(table_id) if 0 < table_id < 2**63 else None
    if table is None or table.status != RUNNING or not policy_of(table).coached:
        await manager.tell(interaction, "Suggestions are for running practice tables (/learn).")
        return
    game = manager.games[table.game].game
    record, refusal = manager.seat_for(table, interaction.user.id)
    if record is None:
        await manager.tell(interaction, refusal or "")
        return
    state = table.state
    if record.seat not in game.waiting_for(state) or manager.stale(table, record.seat, key):
        await manager.tell(
            interaction,
            "This panel is not your current turn any more; ask in your newest panel.",
        )
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    move = await manager.think(game.ai_move, state, record.seat)
    text = describe(game, state, record.seat, move, manager.names(table))
    await interaction.edit_original_response(
        content=f"🤖 The AI's move for you: **{text}**\n"
        "Make it with your panel's controls (or choose your own move)."
    )


class SuggestButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=SUGGEST_TEMPLATE
):
    """A practice panel's "Suggest a move" (bot.learn puts it there)."""

    def __init__(self, table_id: int, key: str) -> None:
        super().__init__(
            discord.ui.Button(label=SUGGEST_LABEL, custom_id=suggest_custom_id(table_id, key))
        )
        self.table_id, self.key = table_id, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SuggestButton:
        return cls(int(match["table"]), match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await suggest(interaction, self.table_id, self.key)


# -- the command -----------------------------------------------------------------------------


class Learn(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name="learn", description="Practise a game against the AI, with hints")
    @app_commands.describe(game="Which game to practise")
    @app_commands.guild_only()
    async def learn(self, interaction: discord.Interaction, game: str) -> None:
        manager = self.bot.tables
        if await manager.turned_away(interaction):
            return
        async with manager.handling():
            await open_practice(manager, interaction, game.strip().lower())

    @learn.autocomplete("game")
    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(self.bot.tables.games, current)


async def setup(bot: GameBot) -> None:
    load_hints()  # a broken hints file stops the bot at start, not at a click
    await bot.add_cog(Learn(bot))
    bot.add_dynamic_items(SuggestButton)


async def teardown(bot: GameBot) -> None:
    bot.remove_dynamic_items(SuggestButton)
