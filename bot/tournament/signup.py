"""A tournament's sign-up (a part of bot.tournament.runner, `runner.signup`): the sign-up
message with Join / Leave for anyone and Start for the host, and its start time.

A tournament created with a start time (`starts_at`, stored with it) starts by itself then
if enough players joined, as the host's Start would; if too few did, its sign-up message
says so and it stays open until the host presses Start. The host may start it earlier. The
start is a keyed task of the scheduler, like a turn clock: armed when the sign-up is posted,
and again at a restart (`resume`) from the stored time, so a start time that passed while
the bot was away starts it at once.

The sign-up message is in the server's language (`Rounds.public`); an answer to a click
in the clicker's (bot.languages.private_locale).
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol

import discord

from bot.book import Book
from bot.delivery import tell
from bot.gameui import Card
from bot.i18n import Text
from bot.languages import interaction_public_locale, private_locale
from bot.locks import KeyedLocks
from bot.routes import OwnVerb, Route, Routes
from bot.storage.tournament_records import (
    ALREADY_IN,
    CALLED_OFF,
    CLOSED,
    FULL,
    JOINED,
    SIGNUP,
    TournamentRecord,
)
from bot.tournament import cards
from bot.tournament.rounds import rounds_to_play, start_refusal


class Rounds(Protocol):
    """What the sign-up asks of the part that plays the rounds (bot.tournament.runner)."""

    locks: KeyedLocks[int]  # one per tournament: starting, seating and calling off

    def title(self, tournament: TournamentRecord) -> str: ...

    async def public(self, tournament: TournamentRecord) -> str: ...

    async def edit(self, tournament: TournamentRecord, card: Card) -> None: ...

    async def advance(self, tournament_id: int) -> None: ...


def start_key(tournament_id: int) -> tuple[str, str, int]:
    # a "clock" key: the scheduler's idle() does not wait for it (bot.scheduler)
    return ("clock", "tournament start", tournament_id)


class SignUp:
    def __init__(self, book: Book, rounds: Rounds) -> None:
        self.book = book
        self.storage = book.storage
        self.rounds = rounds

    def register(self, routes: Routes) -> None:
        routes.register(cards.JOIN, OwnVerb(self._join), bare=True)
        routes.register(cards.LEAVE, OwnVerb(self._leave), bare=True)
        routes.register(cards.START, OwnVerb(self._start), bare=True)

    def card(self, tournament: TournamentRecord, locale: str) -> Card:
        return cards.signup_card(tournament, self.rounds.title(tournament), time.time(), locale)

    async def _say(self, interaction: discord.Interaction, text: Text) -> None:
        """A private answer, in the clicker's language."""
        await tell(interaction, text.in_locale(await private_locale(self.storage, interaction)))

    async def post_signup(
        self, interaction: discord.Interaction, tournament: TournamentRecord
    ) -> None:
        """Store a new tournament, answer the command with its sign-up message and arm its
        start time."""
        tournament = await self.storage.tournaments.create(tournament)
        locale = await interaction_public_locale(self.storage, interaction)
        await interaction.response.send_message(**self.card(tournament, locale).send_kwargs())
        message = await interaction.original_response()
        await self.storage.tournaments.update(tournament.id, message_id=message.id)
        self.arm(tournament)

    async def _signup_click(
        self, interaction: discord.Interaction, route: Route
    ) -> TournamentRecord | None:
        tournament = await self.storage.tournaments.get(route.table_id)
        if tournament is None or tournament.status == CALLED_OFF:
            await self._say(interaction, Text("tournament-gone"))
            return None
        return tournament

    async def _redraw(self, interaction: discord.Interaction, tournament_id: int) -> None:
        tournament = await self.storage.tournaments.get(tournament_id)
        assert tournament is not None
        locale = await self.rounds.public(tournament)
        await interaction.response.edit_message(**self.card(tournament, locale).edit_kwargs())

    async def _join(self, interaction: discord.Interaction, route: Route) -> None:
        tournament = await self._signup_click(interaction, route)
        if tournament is None:
            return
        user = interaction.user
        answer = await self.storage.tournaments.join(tournament.id, user.id, user.display_name)
        refusals = {
            ALREADY_IN: Text("tournament-already-in"),
            FULL: Text("tournament-full", {"most": str(tournament.size_limit)}),
            CLOSED: Text("tournament-closed"),
        }
        if answer != JOINED:
            await self._say(interaction, refusals[answer])
            return
        await self._redraw(interaction, tournament.id)

    async def _leave(self, interaction: discord.Interaction, route: Route) -> None:
        tournament = await self._signup_click(interaction, route)
        if tournament is None:
            return
        if tournament.status != SIGNUP:
            await self._say(interaction, Text("tournament-leave-started"))
            return
        if not await self.storage.tournaments.leave(tournament.id, interaction.user.id):
            await self._say(interaction, Text("tournament-not-signed-up"))
            return
        await self._redraw(interaction, tournament.id)

    async def leave(self, tournament: TournamentRecord, user_id: int) -> Text:
        """A player leaves a tournament still signing up (as its Leave button does)."""
        if not await self.storage.tournaments.leave(tournament.id, user_id):
            return Text("tournament-not-signed-up")
        now = await self.storage.tournaments.get(tournament.id)
        if now is not None and now.status == SIGNUP:
            await self.rounds.edit(now, self.card(now, await self.rounds.public(now)))
        return Text("tournament-left", {"tournament": str(tournament.id)})

    # -- starting -----------------------------------------------------------------------

    async def _start(self, interaction: discord.Interaction, route: Route) -> None:
        """The host's Start (before the start time, or after it passed with too few)."""
        tournament = await self._signup_click(interaction, route)
        if tournament is None:
            return
        if interaction.user.id != tournament.host_id:
            await self._say(interaction, Text("tournament-host-only"))
            return
        async with self.rounds.locks[tournament.id]:
            fresh = await self.storage.tournaments.get(tournament.id)
            if fresh is None or fresh.status != SIGNUP:
                await self._say(interaction, Text("tournament-started-already"))
                return
            refusal = start_refusal(fresh)
            if refusal:
                await self._say(interaction, refusal)
                return
            card = await self._close(fresh, "tournament-started")
            if card is None:
                await self._say(interaction, Text("tournament-started-already"))
                return
            await interaction.response.edit_message(**card.edit_kwargs())
        self.book.scheduler.spawn(self.rounds.advance(tournament.id))

    async def _close(self, tournament: TournamentRecord, footer: str) -> Card | None:
        """Sign-up closes and the tournament is running: the field is final (a Join may
        have come in meanwhile), and so a round-robin's number of rounds. The sign-up
        message's card without its controls, its footer the message `footer`; None when
        another worker started it first."""
        self.disarm(tournament.id)
        if not await self.storage.tournaments.close_signup(tournament.id):
            return None
        fresh = await self.storage.tournaments.get(tournament.id)
        tournament = fresh if fresh is not None else tournament
        await self.storage.tournaments.update(tournament.id, rounds=rounds_to_play(tournament))
        locale = await self.rounds.public(tournament)
        card = self.card(tournament, locale)
        card.view = None
        card.embeds[0].set_footer(text=Text(footer).in_locale(locale))
        return card

    def arm(self, tournament: TournamentRecord) -> None:
        """The start time of a tournament signing up, as stored (at a restart too)."""
        if tournament.status != SIGNUP or tournament.starts_at is None:
            return
        left = max(0.0, tournament.starts_at - time.time())
        key = start_key(tournament.id)
        self.book.scheduler.schedule(key, self._start_at(tournament.id, left))

    def disarm(self, tournament_id: int) -> None:
        self.book.scheduler.cancel(start_key(tournament_id))

    async def _start_at(self, tournament_id: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self.book.scheduler.release(start_key(tournament_id))
        await self.start_due(tournament_id)

    async def start_due(self, tournament_id: int) -> None:
        """The start time came: the tournament starts if enough players joined; else its
        sign-up message says why it did not, and it stays open for the host's Start."""
        async with self.rounds.locks[tournament_id]:
            tournament = await self.storage.tournaments.get(tournament_id)
            if tournament is None or tournament.status != SIGNUP:
                return  # started by its host, or called off
            if start_refusal(tournament) is not None:
                locale = await self.rounds.public(tournament)
                await self.rounds.edit(tournament, self.card(tournament, locale))
                return
            card = await self._close(tournament, "tournament-started-on-time")
            if card is None:
                return  # another worker started it
            await self.rounds.edit(tournament, card)
        self.book.scheduler.spawn(self.rounds.advance(tournament_id))
