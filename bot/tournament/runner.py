"""Tournaments played (a part of the manager, `manager.tournaments`): the sign-up (its own
part, bot.tournament.signup, `signup`), each round's tables opened as ordinary tables in
threads of the tournament's channel and started at once, the next round paired when every
table of this one has ended (or its deadline passed: the AI then plays every seat still at
it), the standings kept in one message edited in place, the final standings posted once,
and a tournament called off (its tables still playing go on as ordinary games).

What is stored is all it needs (bot.storage.tournaments): the players, each round's
tables and byes. The results are read from the tables themselves (each game's
`scores(state)`: a seat's "rank" and "total"), so a restart in the middle of a round
(`resume`) looks at the round's tables and goes on from there. A table tells this part it
ended through the hook of bot.turns (`table_ended`).

What the channel and the tables' threads read is in the server's language (`public`);
an answer to one player in theirs (the cog asks).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from typing import Literal, Protocol

import discord

from bot.book import Book
from bot.client import BotClient
from bot.delivery import retrying, send
from bot.gameui import Card
from bot.i18n import Text, tr
from bot.languages import server_locale
from bot.locks import KeyedLocks
from bot.nonce import post_nonce
from bot.policy import TOURNAMENT
from bot.routes import Routes
from bot.storage import ACTIVE, CANCELLED, SeatRecord, TableRecord
from bot.storage.tournament_records import (
    CALLED_OFF,
    DONE,
    PLAYING,
    PlayedRound,
    TournamentRecord,
)
from bot.tournament import cards
from bot.tournament.pairing import Round
from bot.tournament.rounds import (
    Results,
    add_round,
    lines_of,
    next_round,
)
from bot.tournament.signup import SignUp

log = logging.getLogger(__name__)

ROUND_HOURS = 24.0  # a round's deadline, from when it is seated
THREAD_ARCHIVE_MINUTES: Literal[1440] = 1440
PUBLIC_THREAD: Literal[11] = 11


class Owner(Protocol):
    """What opening a table asks of the cluster (bot.cluster): its lease, and looking
    after it here."""

    def new_lease(self) -> tuple[str, float] | None: ...

    async def own(self, table: TableRecord) -> None: ...


class TableTurns(Protocol):
    """What a tournament asks of the part that moves tables on (bot.turns)."""

    def schedule_settle(self, table_id: int) -> None: ...

    async def hand_to_ai(self, table: TableRecord, user_id: int) -> str: ...


class TournamentRunner:
    """`turns` is wired in once built (it is built after this part's own dependencies)."""

    turns: TableTurns

    def __init__(self, book: Book, client: BotClient, owner: Owner) -> None:
        self.book = book
        self.storage = book.storage
        self.client = client
        self.owner = owner
        self.locks: KeyedLocks[int] = KeyedLocks()
        self._of_table: dict[int, int] = {}  # table id -> its tournament, for running ones
        self.round_seconds = ROUND_HOURS * 3600
        self.signup = SignUp(book, self)

    def register(self, routes: Routes) -> None:
        self.signup.register(routes)

    def title(self, tournament: TournamentRecord) -> str:
        ui = self.book.games.get(tournament.game)
        return ui.title if ui is not None else tournament.game

    async def public(self, tournament: TournamentRecord) -> str:
        """The language of the tournament's messages: its server's."""
        return await server_locale(self.storage, self.client, tournament.guild_id)

    # -- rounds -------------------------------------------------------------------------

    def table_ended(self, table: TableRecord) -> None:
        """The hook bot.turns calls when a table finished or was ended."""
        tournament_id = self._of_table.get(table.id)
        if tournament_id is not None:
            self.book.scheduler.spawn(self.advance(tournament_id))

    async def resume(self) -> None:
        """At start-up: every running tournament goes on where it was; the start time of
        one signing up is armed again."""
        for tournament in await self.storage.tournaments.active():
            if tournament.status == PLAYING:
                await self.advance(tournament.id)
            else:
                self.signup.arm(tournament)

    async def advance(self, tournament_id: int) -> None:
        """Look at the current round: while a table of it plays, show the standings so far;
        once every one has ended, seat the next round, or post the final standings."""
        async with self.locks[tournament_id]:
            tournament = await self.storage.tournaments.get(tournament_id)
            if tournament is None or tournament.status != PLAYING:
                return
            current = tournament.played.get(tournament.current_round)
            if current is not None:
                for table_id in current.tables:
                    self._of_table[table_id] = tournament_id
                results = await self.results(tournament)
                if await self._still_playing(tournament):
                    await self._show(tournament, results)
                    self._arm_deadline(tournament)
                    return
            else:
                results = await self.results(tournament)
            self.book.scheduler.cancel(self._deadline_key(tournament_id))
            active = [p for p in tournament.players if not p.withdrawn]
            if tournament.current_round >= tournament.rounds or len(active) < 2:
                await self._final(tournament, results)
                return
            await self._open_round(tournament, results)

    async def results(self, tournament: TournamentRecord) -> Results:
        """Every game of the tournament's rounds so far, read from its tables."""
        scores = self.book.games[tournament.game].game.scores
        found = Results()
        for number, played in tournament.played.items():
            if number > tournament.current_round:
                continue  # a round being seated (a restart came in between)
            tables = []
            for table_id in played.tables:
                table = self.book.tables.get(table_id) or await self.book.load_table(table_id)
                if table is not None:
                    tables.append(table)
            add_round(found, tournament, tables, played.byes, scores)
        return found

    async def _open_round(self, tournament: TournamentRecord, results: Results) -> None:
        """Seat the next round: its tables opened one by one, each stored at once, so a
        restart in between opens only the ones still missing (the same results give the
        same pairing)."""
        number = tournament.current_round + 1
        pairing: Round[int] = next_round(tournament, results)
        names = {p.user_id: p.name for p in tournament.players}
        opened = tournament.played.get(number)
        table_ids = list(opened.tables) if opened is not None else []
        locale = await self.public(tournament)
        for k, seated in enumerate(pairing.tables):
            if k < len(table_ids):
                continue
            table = await self._open_table(tournament, number, k + 1, seated, names, locale)
            if table is None:
                return  # the tournament was called off (the channel refuses threads)
            if not await self.storage.tournaments.add_table(tournament.id, number, k, table.id):
                # another worker seated this round first: this table is not played
                await self._drop(table)
                return
            await self._begin(tournament, number, table, locale)
            table_ids.append(table.id)
        for table_id in table_ids:
            self._of_table[table_id] = tournament.id
        deadline = time.time() + self.round_seconds
        await self.storage.tournaments.start_round(
            tournament.id, number, list(pairing.byes), deadline
        )
        tournament.round_deadline = deadline
        tournament.played[number] = PlayedRound(number, table_ids, list(pairing.byes))
        tournament.current_round = number
        await self._show(tournament, results)
        self._arm_deadline(tournament)
        if not table_ids:  # everyone sat out (a round-robin round of forfeits)
            self.book.scheduler.spawn(self.advance(tournament.id))

    async def _open_table(
        self,
        tournament: TournamentRecord,
        number: int,
        k: int,
        seated: tuple[int | None, ...],
        names: dict[int, str],
        locale: str,
    ) -> TableRecord | None:
        """A table of the round in a new thread of the tournament's channel, seated as the
        pairing says and stored as started (`_begin` lets it play); None when no thread
        could be opened there (the tournament is then called off, and the channel told
        why)."""
        ui = self.book.games[tournament.game]
        name = tr(
            locale,
            "tournament-thread",
            game=ui.title,
            tournament=str(tournament.id),
            round=number,
            table=k,
        )
        try:
            data = await retrying(
                lambda: self.client.http.start_thread_without_message(
                    tournament.channel_id,
                    name=name[:100],
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                    type=PUBLIC_THREAD,
                )
            )
        except discord.HTTPException as exc:
            log.warning("tournament %s: no thread for a table (%s)", tournament.id, exc)
            await self._call_off(tournament, "tournament-no-thread")
            return None
        thread_id = int(data["id"])
        seats = [
            SeatRecord(
                seat=s,
                user_id=user_id,
                name=names[user_id]
                if user_id is not None
                else tr(locale, "tournament-ai-seat", seat=s),
                is_ai=user_id is None,
            )
            for s, user_id in enumerate(seated)
        ]
        table = await self.storage.create_table(
            game=tournament.game,
            guild_id=tournament.guild_id,
            channel_id=thread_id,
            host=seats[0],
            options={},
            seed=secrets.randbits(63),
            clock_minutes=tournament.clock_minutes,
            lease=self.owner.new_lease(),
        )
        table.seats.extend(seats[1:])
        await self.owner.own(table)
        async with self.book.locks[table.id]:
            options = ui.options_for(len(table.seats))
            # the tournament's flag makes it a tournament's table (bot.policy: no rematch)
            table.options = {**options, TOURNAMENT: tournament.id}
            state = ui.game.new_game(len(table.seats), options, table.seed)
            await self.storage.save_lobby(table)
            await self.storage.start_table(table, state)
        return table

    async def _begin(
        self, tournament: TournamentRecord, number: int, table: TableRecord, locale: str
    ) -> None:
        """The players are called to their thread, and the table plays."""
        mentions = " ".join(f"<@{s.user_id}>" for s in table.seats if s.user_id is not None)
        thread = self.client.get_partial_messageable(table.channel_id, guild_id=tournament.guild_id)
        call = tr(
            locale, "tournament-call", round=number, tournament=str(tournament.id), players=mentions
        )
        await send(
            thread,
            Card(content=call),
            nonce=post_nonce(table.id, "tournament", tournament.id),
        )
        self.turns.schedule_settle(table.id)

    async def _drop(self, table: TableRecord) -> None:
        """A table opened for a place of the round another worker seated first: ended
        before anyone saw it."""
        async with self.book.locks[table.id]:
            table.status = CANCELLED
            await self.storage.update_table(table.id, status=CANCELLED)
        self.book.forget(table.id)

    async def _show(self, tournament: TournamentRecord, results: Results) -> None:
        """The standings message, edited in place."""
        names = {p.user_id: p.name for p in tournament.players}
        lines = lines_of(tournament, results)
        title = self.title(tournament)
        locale = await self.public(tournament)
        await self.edit(
            tournament,
            cards.standings_card(tournament, title, lines, names, final=False, locale=locale),
        )

    async def edit(self, tournament: TournamentRecord, card: Card) -> None:
        """The tournament's one message (sign-up, then standings) shows `card`."""
        if tournament.message_id is None:
            return
        message = self.client.get_partial_messageable(tournament.channel_id).get_partial_message(
            tournament.message_id
        )
        try:
            await retrying(lambda: message.edit(**card.edit_kwargs()))
        except discord.HTTPException:
            log.warning("tournament %s: its message was not edited", tournament.id)

    async def _final(self, tournament: TournamentRecord, results: Results) -> None:
        """The final standings, posted once (and shown on the standings message)."""
        names = {p.user_id: p.name for p in tournament.players}
        lines = lines_of(tournament, results)
        title = self.title(tournament)
        await self._show(tournament, results)
        locale = await self.public(tournament)
        card = cards.standings_card(
            tournament, title, lines, names, final=True, tables=results.tables, locale=locale
        )
        channel = self.client.get_partial_messageable(tournament.channel_id)
        await send(channel, card, nonce=post_nonce(tournament.id, "tournament final"))
        await self.storage.tournaments.update(tournament.id, status=DONE)
        tournament.status = DONE
        for table_id in results.tables:
            self._of_table.pop(table_id, None)

    # -- the round's deadline -----------------------------------------------------------

    def _deadline_key(self, tournament_id: int) -> tuple[str, str, int]:
        # a "clock" key: the scheduler's idle() does not wait for it (bot.scheduler)
        return ("clock", "tournament", tournament_id)

    def _arm_deadline(self, tournament: TournamentRecord) -> None:
        """The round's deadline, as stored (a restart keeps it)."""
        key = self._deadline_key(tournament.id)
        if key not in self.book.scheduler and tournament.round_deadline is not None:
            left = max(0.0, tournament.round_deadline - time.time())
            self.book.scheduler.schedule(key, self._deadline(tournament.id, left))

    async def _deadline(self, tournament_id: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self.book.scheduler.release(self._deadline_key(tournament_id))
        await self.expire_round(tournament_id)

    async def expire_round(self, tournament_id: int) -> None:
        """The round's deadline passed: the AI plays every seat at its tables still
        playing, so they finish (and the next round follows)."""
        tournament = await self.storage.tournaments.get(tournament_id)
        if tournament is None or tournament.status != PLAYING:
            return
        current = tournament.played.get(tournament.current_round)
        for table_id in current.tables if current is not None else []:
            table = self.book.tables.get(table_id)
            if table is None:
                continue  # ended, or looked after by another worker
            for seat in list(table.seats):
                if not seat.is_ai and seat.user_id is not None:
                    await self.turns.hand_to_ai(table, seat.user_id)

    # -- withdrawal and cancelling ------------------------------------------------------

    async def withdraw(self, tournament: TournamentRecord, user_id: int) -> Text:
        """A player leaves a running tournament: their table goes on with an AI seat."""
        if not await self.storage.tournaments.withdraw(tournament.id, user_id):
            return Text("tournament-not-playing")
        current = tournament.played.get(tournament.current_round)
        for table_id in current.tables if current is not None else []:
            table = self.book.tables.get(table_id)
            if table is not None and table.seat_of(user_id) is not None:
                await self.turns.hand_to_ai(table, user_id)
        self.book.scheduler.spawn(self.advance(tournament.id))
        return Text("tournament-withdrew", {"tournament": str(tournament.id)})

    async def cancel(self, tournament: TournamentRecord) -> int:
        """The host calls the tournament off: the number of its tables still playing, which
        go on as ordinary games."""
        async with self.locks[tournament.id]:
            fresh = await self.storage.tournaments.get(tournament.id)
            return await self._call_off(fresh if fresh is not None else tournament, None)

    async def _call_off(self, tournament: TournamentRecord, why: str | None) -> int:
        """No more rounds: the tournament's message says it is off (and `why`, a message
        id, if given),
        and so does the thread of each of its tables still playing, which go on as ordinary
        games (their results count as any game's, not for the tournament). How many."""
        await self.storage.tournaments.update(tournament.id, status=CALLED_OFF)
        tournament.status = CALLED_OFF
        self.book.scheduler.cancel(self._deadline_key(tournament.id))
        self.signup.disarm(tournament.id)
        playing = await self._still_playing(tournament)
        locale = await self.public(tournament)
        card = cards.cancelled_card(tournament, self.title(tournament), len(playing), locale)
        if why is not None:
            card.embeds[0].description = tr(locale, why)
        await self.edit(tournament, card)
        for table in playing:
            self._of_table.pop(table.id, None)
            thread = self.client.get_partial_messageable(
                table.channel_id, guild_id=tournament.guild_id
            )
            note = tr(locale, "tournament-off-in-thread", tournament=str(tournament.id))
            await send(thread, Card(content=note), nonce=post_nonce(table.id, "tournament off"))
        return len(playing)

    async def _still_playing(self, tournament: TournamentRecord) -> list[TableRecord]:
        current = tournament.played.get(tournament.current_round)
        playing = []
        for table_id in current.tables if current is not None else []:
            table = self.book.tables.get(table_id) or await self.storage.get_table(table_id)
            if table is not None and table.status in ACTIVE:
                playing.append(table)
        return playing
