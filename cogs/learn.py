"""/learn: a practice table against the AI (bot.learn), and its "Suggest a move" button,
which tells the player, privately, the move the AI would make for their seat, in the words
and controls of their panel, with the AI's reason, in their language (the sentences are
the messages data/hints.json names, locales/*/hints.ftl; their fields, the controls and the
reason come from the game's UI: `GameUI.companions`, in that language where its fields take
one)."""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot, manager_of
from bot.gameui import PRESSES, VARIANT, WHY, Press
from bot.i18n import DEFAULT, Text, catalog, tr
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


@dataclass(frozen=True)
class Suggestion:
    """The AI's move for a seat as its panel says it: the sentence (naming the panel's
    controls), the AI's reason, and the controls that make it, in order."""

    text: str
    why: str
    presses: tuple[Press, ...]


def _fields(
    sentences: Callable[..., Mapping[str, object]],
    state: State,
    seat: int,
    move: Move,
    names: Sequence[str],
    locale: str,
) -> Mapping[str, object]:
    """The move's fields from the game's UI, in `locale` where its fields take one (Forget
    Venice's, VENNi, Vidi, Vici's, Abstract's), else as it words them."""
    if "locale" in inspect.signature(sentences).parameters:
        return sentences(state, seat, move, names, locale=locale)
    return sentences(state, seat, move, names)


def suggestion(
    game: Game,
    state: State,
    seat: int,
    move: Move,
    names: Sequence[str],
    locale: str = DEFAULT,
) -> Suggestion:
    """The move in the words and controls of the seat's panel, with the game's sentence
    for its type (or its variant: a typed move), in `locale`; a move type without one
    (none today) is named plainly rather than failing."""
    companions = ui_class(game.name).companions  # declared with the game's UI
    moves = load_hints()[companions.hints].moves
    fields = dict(_fields(companions.sentences, state, seat, move, names, locale))
    variant = str(fields.get(VARIANT) or "")
    sentence = moves.get(f"{move['type']}_{variant}") if variant else None
    sentence = sentence or moves.get(move["type"])
    wanted = {v.lstrip("$") for v in catalog().shapes[sentence][""]} if sentence else set()
    found = fields.get(PRESSES)
    presses: tuple[Press, ...] = found if isinstance(found, tuple) else ()
    why = str(fields.get(WHY) or "")
    if sentence is None or not wanted <= set(fields):
        return Suggestion(f"{move['type'].replace('_', ' ')}.", why, presses)
    return Suggestion(tr(locale, sentence, **{k: str(fields[k]) for k in wanted}), why, presses)


def press_words(press: Press, locale: str = DEFAULT) -> str:
    """One press as a player reads it: a button by its label, a menu by its placeholder
    and the options to pick, a form with what to type."""
    if press.typed:
        typed = ", ".join(f"{field} {text}" for field, text in press.typed)
        return tr(locale, "learn-press-typed", control=press.control, typed=typed)
    if press.options:
        return f"**{press.control.rstrip('…')}** → {'; '.join(press.options)}"
    return f"**{press.control}**"


def how(said: Suggestion, locale: str = DEFAULT) -> str:
    """The controls to use, in order, unless the sentence already names each of them."""
    text = said.text.lower()
    named = all(
        all(o.lower() in text for o in p.options) if p.options else p.control.lower() in text
        for p in said.presses
    )
    if named:
        return ""
    return (tr(locale, "learn-then") + " ").join(press_words(p, locale) for p in said.presses)


def describe(game: Game, state: State, seat: int, move: Move, names: Sequence[str]) -> str:
    """The move in words (`suggestion`'s sentence)."""
    return suggestion(game, state, seat, move, names).text


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
            await manager.tell(interaction, Text("learn-went-wrong"))


async def _suggest(manager: Any, interaction: discord.Interaction, table_id: int, key: str) -> None:
    table = await manager.table_by_id(table_id) if 0 < table_id < 2**63 else None
    if table is None or table.status != RUNNING or not policy_of(table).coached:
        await manager.tell(interaction, Text("learn-suggest-not-practice"))
        return
    game = manager.games[table.game].game
    record, refusal = manager.seat_for(table, interaction.user.id)
    if record is None:
        await manager.tell(interaction, refusal or "")
        return
    state = table.state
    if record.seat not in game.waiting_for(state) or manager.stale(table, record.seat, key):
        await manager.tell(interaction, Text("learn-suggest-stale"))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    # in the panel's words: its language, which its clicks told (bot.panels)
    locale = await manager.panels.locale(table, record.seat)
    move = await manager.think(game.ai_move, state, record.seat)
    names = manager.names(table)
    said = await manager.think(suggestion, game, state, record.seat, move, names, locale)
    steps = how(said, locale)
    lines = [tr(locale, "learn-suggest-move", move=said.text)]
    lines += [tr(locale, "learn-suggest-how", steps=steps)] if steps else []
    lines += [tr(locale, "learn-suggest-why", why=said.why)] if said.why else []
    lines.append(tr(locale, "learn-suggest-own"))
    await interaction.edit_original_response(content="\n".join(lines)[:2000])


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
