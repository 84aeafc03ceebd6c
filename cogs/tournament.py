"""/tournament create, withdraw and cancel: the texts and the checks of the commands; the
tournament itself is played by the manager's part (bot.tournament.runner).

The commands' names, descriptions and options are in each language through the command
translator (locales/<locale>/tournament.ftl, bot.i18n.translator); every answer is in its
reader's language (bot.languages.private_locale)."""

from __future__ import annotations

import time
from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameBot, manager_of
from bot.delivery import tell
from bot.i18n import Text
from bot.languages import private_locale
from bot.storage.tournament_records import (
    FORMATS,
    ROUND_ROBIN,
    SIGNUP,
    SWISS,
    TournamentRecord,
)
from bot.tournament.runner import TournamentRunner
from cogs.tables import game_choices

MAX_ROUNDS = 15
MAX_CLOCK = 1440  # minutes
MAX_SIZE = 256
MAX_START_MINUTES = 7 * 24 * 60  # a week ahead


def create_refusal(
    seats_allowed: tuple[int, int] | None,
    game: str,
    games: list[str],
    format: str,
    rounds: int,
    seats: int,
    clock: int,
    size: int | None,
    starts_in: int | None = None,
) -> Text | None:
    """Why these options make no tournament (None: they do), saying what is allowed."""
    if seats_allowed is None:
        return Text("tournament-no-game", {"name": repr(game[:40]), "games": ", ".join(games)})
    low, high = seats_allowed
    if format not in FORMATS:
        return Text("tournament-bad-format")
    if not max(low, 2) <= seats <= high:
        return Text("tournament-bad-seats", {"game": game, "low": max(low, 2), "high": high})
    if format == ROUND_ROBIN and seats != 2:
        return Text("tournament-robin-seats")
    if not 1 <= rounds <= MAX_ROUNDS:
        return Text("tournament-bad-rounds", {"most": MAX_ROUNDS})
    if not 0 <= clock <= MAX_CLOCK:
        return Text("tournament-bad-clock", {"most": str(MAX_CLOCK)})
    if size is not None and not 2 <= size <= MAX_SIZE:
        return Text("tournament-bad-size", {"most": MAX_SIZE})
    if starts_in is not None and not 1 <= starts_in <= MAX_START_MINUTES:
        return Text("tournament-bad-start", {"most": str(MAX_START_MINUTES)})
    return None


class Tournament(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @property
    def runner(self) -> TournamentRunner:
        return manager_of(self.bot).tournaments

    async def _say(self, interaction: discord.Interaction, text: Text) -> None:
        """A private answer, in its reader's language."""
        await tell(interaction, text.in_locale(await private_locale(self.bot.storage, interaction)))

    async def _may_create(self, interaction: discord.Interaction) -> bool:
        """A server's managers may create tournaments, and the members of the role they
        chose (`/settings-server tournament-hosts`)."""
        if interaction.guild_id is None:
            return False
        if interaction.permissions.manage_guild:
            return True
        settings = await manager_of(self.bot).server.server_settings(interaction.guild_id)
        role = settings.tournament_role
        member = interaction.user
        return (
            role is not None
            and isinstance(member, discord.Member)
            and any(r.id == role for r in member.roles)
        )

    group = app_commands.Group(
        name="tournament", description="Tournaments: rounds of tables, standings", guild_only=True
    )

    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(manager_of(self.bot).games, current)

    @group.command(name="create", description="Managers: open a tournament's sign-up here")
    @app_commands.describe(
        game="The game every table plays",
        format="swiss (paired by score) or round-robin (two-seat games: everyone meets once)",
        rounds="How many rounds (a round-robin plays as many as its field needs)",
        seats="Seats at each table",
        clock="Each table's turn clock in minutes (0: none)",
        ai="Whether AI seats fill a table that would be short",
        size="The most players who can join (none: no limit)",
        starts_in="Minutes from now when it starts by itself, e.g. 90 (none: the host starts it)",
    )
    @app_commands.choices(
        format=[app_commands.Choice(name="Swiss", value=SWISS)]
        + [app_commands.Choice(name="round-robin", value=ROUND_ROBIN)]
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str,
        rounds: int,
        seats: int,
        clock: int = 0,
        ai: bool = False,
        size: int | None = None,
        starts_in: int | None = None,
    ) -> None:
        # Discord sets default permissions per top-level command, and /tournament withdraw
        # is for everyone: Manage Server (or the role the managers chose) is checked here
        if interaction.guild_id is None or not await self._may_create(interaction):
            await self._say(interaction, Text("tournament-not-a-manager"))
            return
        games = manager_of(self.bot).games
        ui = games.get(game)
        limits = (ui.game.seats.min, ui.game.seats.max) if ui is not None else None
        refusal = create_refusal(
            limits, game, sorted(games), format, rounds, seats, clock, size, starts_in
        )
        if refusal:
            await self._say(interaction, refusal)
            return
        assert interaction.channel_id is not None
        if isinstance(interaction.channel, discord.Thread):
            await self._say(interaction, Text("tournament-in-thread"))
            return
        tournament = TournamentRecord(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            game=game,
            format=format,
            rounds=rounds,
            seats=seats,
            clock_minutes=clock,
            ai_fills=ai,
            host_id=interaction.user.id,
            size_limit=size,
            starts_at=time.time() + starts_in * 60 if starts_in is not None else None,
        )
        await self.runner.signup.post_signup(interaction, tournament)

    async def _one(
        self,
        interaction: discord.Interaction,
        number: int | None,
        fits: Callable[[TournamentRecord], bool],
        role: str,
    ) -> TournamentRecord | None:
        # `role`: "playing" or "hosting", as the answers say it
        """The server's one tournament signing up or running that `fits` (the one in this
        channel first; the one numbered, if given); None when there is none or several
        (the asker is told)."""
        found = [
            t
            for t in await self.bot.storage.tournaments.active()
            if t.guild_id == interaction.guild_id and number in (None, t.id) and fits(t)
        ]
        here = [t for t in found if t.channel_id == interaction.channel_id]
        found = here or found
        if not found:
            await self._say(interaction, Text(f"tournament-none-{role}"))
            return None
        if len(found) > 1:
            numbers = ", ".join(str(t.id) for t in found)
            await self._say(interaction, Text(f"tournament-several-{role}", {"numbers": numbers}))
            return None
        return found[0]

    @group.command(name="withdraw", description="Leave a tournament you play in")
    @app_commands.describe(tournament="The tournament's number (when you play in several)")
    async def withdraw(
        self, interaction: discord.Interaction, tournament: int | None = None
    ) -> None:
        user_id = interaction.user.id

        def playing(t: TournamentRecord) -> bool:
            entrant = t.entrant(user_id)
            return entrant is not None and not entrant.withdrawn

        chosen = await self._one(interaction, tournament, playing, "playing")
        if chosen is None:
            return
        if chosen.status == SIGNUP:
            await self._say(interaction, await self.runner.signup.leave(chosen, user_id))
            return
        await self._say(interaction, await self.runner.withdraw(chosen, user_id))

    @group.command(name="cancel", description="Host: call your tournament off")
    @app_commands.describe(tournament="The tournament's number (when you host several)")
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        user_id = interaction.user.id
        chosen = await self._one(interaction, tournament, lambda t: t.host_id == user_id, "hosting")
        if chosen is None:
            return
        playing = await self.runner.cancel(chosen)
        number = str(chosen.id)
        said = (
            Text("tournament-called-off-playing", {"tournament": number, "playing": playing})
            if playing
            else Text("tournament-called-off", {"tournament": number})
        )
        await self._say(interaction, said)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Tournament(bot))
