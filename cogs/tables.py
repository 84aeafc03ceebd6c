"""/play, /table and /stats: the commands every game shares."""

from __future__ import annotations

import datetime
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clocks import clock_setting
from bot.emoji import BOOK
from bot.gameui import GameUI, state_of
from bot.i18n import decimal, tr
from bot.languages import interaction_public_locale, private_locale
from bot.nonce import post_nonce
from bot.ratings import season_board, season_span
from bot.storage import RUNNING, TableRecord
from bot.tables import TableManager, clock_label

if TYPE_CHECKING:  # (only as a type)
    from bot.app import GameBot


def game_choices(games: Mapping[str, GameUI], current: str) -> list[app_commands.Choice[str]]:
    """The games whose name or title holds what was typed so far (Discord lists 25 at most):
    the choices of every command that takes a game."""
    text = current.lower().strip()
    return [
        app_commands.Choice(name=ui.title, value=name)
        for name, ui in sorted(games.items())
        if text in name or text in ui.title.lower()
    ][:25]


class Tables(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        # the application's emoji (bot.emoji); like the commands, the worker running
        # shard 0 uploads what is missing, the others only look
        plan = self.bot.plan
        BOOK.start(self.bot, upload=plan is None or 0 in plan.shard_ids)

    async def cog_unload(self) -> None:
        BOOK.stop()

    @property
    def manager(self) -> TableManager:
        return self.bot.tables

    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(self.manager.games, current)

    @app_commands.command(name="play", description="Open a table for a game in this channel")
    @app_commands.describe(game="Which game to play")
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        refusal = await self.manager.server.play_refusal(interaction)  # the server's games channel
        if refusal is not None:
            await interaction.response.send_message(refusal, ephemeral=True)
            return
        await self.manager.open_lobby(interaction, game.strip().lower())

    table = app_commands.Group(
        name="table", description="The table in this channel", guild_only=True
    )

    async def _mine(self, interaction: discord.Interaction) -> str:
        """The language of a private answer to `interaction`'s user (bot.languages)."""
        return await private_locale(self.manager.storage, interaction)

    async def _say(self, interaction: discord.Interaction, msg_id: str, **args: object) -> None:
        """A private answer, in its reader's language."""
        text = tr(await self._mine(interaction), msg_id, **args)
        await interaction.response.send_message(text, ephemeral=True)

    async def _table_here(self, interaction: discord.Interaction) -> TableRecord | None:
        channel_id = interaction.channel_id
        table = await self.manager.table_here(channel_id) if channel_id is not None else None
        if table is None:
            await self._say(interaction, "table-none-here")
        return table

    async def _host_table(self, interaction: discord.Interaction) -> TableRecord | None:
        table = await self._table_here(interaction)
        if table is not None and table.host_id != interaction.user.id:
            await self._say(interaction, "table-host-only")
            return None
        return table

    @table.command(name="status", description="Who is seated, who is to act, the turn clock")
    async def status(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        if table is None:
            return
        locale = await self._mine(interaction)
        ui = self.manager.games[table.game]
        state = tr(locale, f"table-state-{table.status}")
        lines = [
            tr(locale, "table-status-head", game=ui.title, table=str(table.id), state=state),
            tr(locale, "table-status-clock", clock=clock_label(table.clock_minutes, locale)),
        ]
        waiting = ui.game.waiting_for(state_of(table)) if table.status == RUNNING else []
        for s in table.seats:
            mark = "⏳" if s.seat in waiting else "·"
            who = tr(locale, "table-status-ai", name=s.name) if s.is_ai else s.name
            lines.append(f"{mark} {s.seat + 1}. {who}")
        if table.deadline and table.status == RUNNING:
            lines.append(tr(locale, "table-status-ends", when=str(int(table.deadline))))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @table.command(name="ai", description="Host: let the AI play an absent player's seat")
    @app_commands.describe(player="The seated player whose seat the AI takes over")
    async def hand_to_ai(self, interaction: discord.Interaction, player: discord.User) -> None:
        table = await self._host_table(interaction)
        if table is None:
            return
        if table.status != RUNNING:
            await self._say(interaction, "table-not-started")
            return
        text = await self.manager.hand_to_ai(table, player.id, await self._mine(interaction))
        # the answer goes to the host alone: a seat handed over is told to the table in
        # its thread (or on its status), not as one more message in the channel
        await interaction.response.send_message(text, ephemeral=True)

    @table.command(name="rejoin", description="Take your seat back from the AI")
    async def rejoin(self, interaction: discord.Interaction) -> None:
        table = await self._table_here(interaction)
        if table is None:
            return
        text = await self.manager.rejoin(table, interaction.user.id, await self._mine(interaction))
        await interaction.response.send_message(text, ephemeral=True)

    @table.command(name="end", description="Host: end the table in this channel now")
    async def end(self, interaction: discord.Interaction) -> None:
        table = await self._host_table(interaction)
        if table is None:
            return
        await self._say(interaction, "table-ending")
        await self.manager.end_table(table, interaction.user.display_name)

    @table.command(name="clock", description="Host: set the turn clock (0 = none)")
    @app_commands.describe(
        minutes="Live tables: minutes per turn", hours="Async tables: hours per turn"
    )
    async def clock(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 0, 60] | None = None,
        hours: app_commands.Range[int, 0, 168] | None = None,
    ) -> None:
        table = await self._host_table(interaction)
        if table is None:
            return
        locale = await self._mine(interaction)
        total = clock_setting(minutes, hours, locale)
        if isinstance(total, str):
            await interaction.response.send_message(total, ephemeral=True)
            return
        table.clock_minutes = total
        await self.manager.storage.update_table(table.id, clock_minutes=total)
        if table.status == RUNNING:
            if total:
                await self.manager.set_deadline(table.id, time.time() + total * 60)
            else:
                await self.manager.stop_clock(table.id)
        ours = await self.manager.locales.read(table)  # the table's public language
        if table.status != RUNNING:  # the lobby's news, where the players are
            said = tr(ours, "table-clock-set", clock=clock_label(total, ours))
            await interaction.response.send_message(said)
            return
        # a running table's news goes to its thread (or its status), not the channel
        said = tr(locale, "table-clock-set", clock=clock_label(total, locale))
        await interaction.response.send_message(said, ephemeral=True)
        news = tr(
            ours,
            "table-clock-news",
            name=interaction.user.display_name,
            clock=clock_label(total, ours),
        )
        await self.manager.status.tell(
            table, news, post_nonce(table.id, "clock", total, table.version)
        )

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(
        game="Which game",
        season="A month's board from its games alone: this, last, or YYYY-MM",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.guild_only()
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, season: str | None = None
    ) -> None:
        name = game.strip().lower()
        ui = self.manager.games.get(name)
        if ui is None:
            choices = ", ".join(sorted(self.manager.games))
            await self._say(interaction, "lobby-no-such-game", name=game[:40], choices=choices)
            return
        guild_id = interaction.guild_id  # a server command: there is one
        # the board is posted for the channel (the server's language); a refusal or an
        # empty board is said to the asker alone (theirs)
        locale = await self._mine(interaction)
        ours = await interaction_public_locale(self.manager.storage, interaction)
        title = tr(ours, "board-title", game=ui.title)
        if season is not None:
            today = datetime.datetime.now(datetime.UTC).date()
            span = season_span(season, today, locale)
            if isinstance(span, str):
                await interaction.response.send_message(span, ephemeral=True)
                return
            since, until, month = span
            entries = (
                await self.manager.storage.season(guild_id, name, since, until)
                if guild_id is not None
                else []
            )
            rows = [vars(line) for line in season_board(entries)]
            ours_month = season_span(season, today, ours)
            assert not isinstance(ours_month, str)  # (the same season, named in `ours`)
            title = tr(ours, "board-season-title", game=ui.title, month=ours_month[2])
            nobody = tr(locale, "board-nobody-season", game=ui.title, month=month)
        else:
            rows = (
                await self.manager.storage.leaderboard(guild_id, name, 10)
                if guild_id is not None
                else []
            )
            nobody = tr(locale, "board-nobody", game=ui.title)
        if not rows:
            await interaction.response.send_message(nobody, ephemeral=True)
            return
        embed = discord.Embed(title=title, description=board_lines(rows, ours), colour=ui.colour)
        embed.set_footer(text=tr(ours, "board-footer"))
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name="stats", description="Games played and won, per game")
    @app_commands.describe(player="Whose games (yours if left out)")
    async def stats(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        who = player or interaction.user
        locale = await self._mine(interaction)
        stats = await self.manager.storage.user_stats(who.id)
        if not stats:
            await self._say(interaction, "stats-none", name=who.display_name)
            return
        board = (
            await self.manager.storage.user_ratings(interaction.guild_id, who.id)
            if interaction.guild_id is not None
            else {}
        )
        embed = discord.Embed(title=tr(locale, "stats-title", name=who.display_name))
        for game, s in sorted(stats.items()):
            title = self.manager.games[game].title if game in self.manager.games else game
            played, total = s["played"] or 0, s["total_score"] or 0  # both stored NOT NULL
            value = tr(
                locale,
                "stats-game",
                played=played,
                won=s["won"] or 0,
                best=s["best_score"] or 0,
                mean=decimal(locale, total / played if played else 0.0),
            )
            here = board.get(game)
            if here and here["mu"] is not None:
                mu, spread = decimal(locale, here["mu"]), decimal(locale, 2 * here["sigma"])
                skill = tr(locale, "stats-skill", mu=mu, spread=spread)
                value = f"{value}\n{skill}"
            embed.add_field(name=title, value=value)
        await interaction.response.send_message(embed=embed, ephemeral=True)


def board_lines(rows: list[dict[str, Any]], locale: str) -> str:
    """A leaderboard's lines: place, player, skill (or not rated yet), games won."""
    lines = []
    for place, row in enumerate(rows, start=1):
        args = {"place": place, "user": str(row["user_id"])}
        args.update(won=row["won"], played=row["played"])
        if row["mu"] is not None:
            args.update(mu=decimal(locale, row["mu"]), spread=decimal(locale, 2 * row["sigma"]))
            lines.append(tr(locale, "board-line", **args))
        else:
            lines.append(tr(locale, "board-line-unrated", **args))
    return "\n".join(lines)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Tables(bot))
