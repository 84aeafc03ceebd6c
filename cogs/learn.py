"""/learn: a practice table against the AI (bot.learn), and its "Suggest a move" button,
which tells the player, privately, the move the AI would make for their seat, in the words
each game's panel already uses (the sentences are in data/hints.json)."""

from __future__ import annotations

import logging
import re
import string
from collections.abc import Callable
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
from cogs import abstract, classic, venice, venn
from games.base import Game, Move, State

log = logging.getLogger(__name__)
Fields = dict[str, Any]


# -- the suggested move in words ------------------------------------------------------------


def _venn(game: Game, state: State, seat: int, move: Move, names: list[str]) -> Fields:
    view = game.view(state, seat)
    dice, roll = view["dice"], view["roll"]

    def target(code: str) -> str:
        return f"PARK {code[1:]}" if code.startswith("P") else venn.circle_name(code)

    fields: Fields = {
        "condition": move.get("condition", ""),
        "section": move.get("section", ""),
        "crossing": f", and cross off {move['block']}" if move.get("block") else "",
    }
    if "dice" in move:
        fields["value"] = sum(roll[i] for i in move["dice"])
        fields["dice"] = " + ".join(f"{dice[i]} {roll[i]}" for i in move["dice"])
    if "die" in move:
        fields["value"], fields["die"] = roll[move["die"]], dice[move["die"]]
    if "target" in move:
        fields["target"] = target(move["target"])
    if "park" in move:
        fields["park"] = target(move["park"])
    return fields


def _classic(game: Game, state: State, seat: int, move: Move, names: list[str]) -> Fields:
    deck = state["deck"]  # only the seat's own cards are named: its hand, its placed cards
    push = move.get("push") or []
    return {
        "colour": move.get("colour", ""),
        "count": move.get("count", ""),
        "cards": ", ".join(classic.describe(deck[c]) for c in move.get("cards", [])),
        "amount": move.get("amount", ""),
        "pushing": (
            ", pushing your card(s) " + ", ".join(str(slot + 1) for slot in push) if push else ""
        ),
        "owner": names[move["seat"]] if "seat" in move else "",
        "slot": move.get("slot", 0) + 1,
    }


def _vvv(game: Game, state: State, seat: int, move: Move, names: list[str]) -> Fields:
    x, y = move.get("at") or (0, 0)
    cx, cy, r = move.get("circle") or (0, 0, 0)
    return {"x": x, "y": y, "cx": cx, "cy": cy, "r": r}


def _abstract(game: Game, state: State, seat: int, move: Move, names: list[str]) -> Fields:
    # the panel lists the round's moves in words: the suggestion is the line it would add
    after, _ = game.apply(state, seat, move)
    lines = abstract.round_lines(game.panel_view(after, seat))
    return {"line": lines[-1].split(". ", 1)[-1] if lines else ""}


def _venice(game: Game, state: State, seat: int, move: Move, names: list[str]) -> Fields:
    view = game.view(state, seat)
    by_id = dict(zip(state["cards"], view["cards"], strict=True))
    piles = [venice.pile_text([by_id[c] for c in pile]) for pile in move.get("piles", [])]
    fields: Fields = dict(zip("abc", piles, strict=False))
    if "pile" in move:
        gains = (view["me"] or {}).get("gains") or []
        fields["pile"] = venice.PILES[move["pile"]]
        fields["gain"] = gains[move["pile"]] or 0
    return fields


DESCRIBERS: dict[str, Callable[[Game, State, int, Move, list[str]], Fields]] = {
    "venn": _venn,
    "classic": _classic,
    "vvv": _vvv,
    "abstract": _abstract,
    "venice": _venice,
}


def describe(game: Game, state: State, seat: int, move: Move, names: list[str]) -> str:
    """The move in words, with the game's sentence for its type; a move type without one
    (none today) is named plainly rather than failing."""
    sentence = load_hints()[game.name].moves.get(move["type"])
    fields = DESCRIBERS[game.name](game, state, seat, move, names)
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


class SuggestButton(discord.ui.DynamicItem[discord.ui.Button], template=SUGGEST_TEMPLATE):
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
        tables = self.bot.get_cog("Tables")
        return await tables.game_autocomplete(interaction, current)  # type: ignore[union-attr]


async def setup(bot: GameBot) -> None:
    load_hints()  # a broken hints file stops the bot at start, not at a click
    await bot.add_cog(Learn(bot))
    bot.add_dynamic_items(SuggestButton)


async def teardown(bot: GameBot) -> None:
    bot.remove_dynamic_items(SuggestButton)
