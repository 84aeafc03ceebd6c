"""What happens to a table between moves, driven by the game's `flow()`: settling (the
announcements, the next turn's panels and pings, the clock, the AI seats), the host's tools
(a seat handed to the AI and taken back, the table ended) and the end (scores, ratings, the
final message)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.book import Book
from bot.client import BotClient
from bot.clocks import Clocks
from bot.commits import GroupCommit
from bot.crowd import Crowd
from bot.delivery import send
from bot.follows import Follows
from bot.gameui import Card, button, custom_id, state_of, table_context, view_of
from bot.i18n import DEFAULT, Text, tr
from bot.learn import send_summaries
from bot.ledger import Ledger
from bot.locks import KeyedLocks
from bot.nonce import post_nonce
from bot.pings import Pings
from bot.policy import policy_of
from bot.ratings import Result, new_ratings, played_their_seat
from bot.seat_panels import SeatPanels
from bot.status import Status
from bot.storage import (
    CANCELLED,
    FINISHED,
    RUNNING,
    StorageUnavailable,
    TableRecord,
    VersionConflict,
)
from bot.storage.base import RatingRow

log = logging.getLogger(__name__)
# waits between tries to settle a table while the database does not answer (about 2 minutes)
SETTLE_RETRY_WAITS = (1, 2, 4, 8, 15, 30, 60)


class Turns:
    """The part of the table manager that moves tables on between moves."""

    def __init__(
        self,
        book: Book,
        client: BotClient,
        commits: GroupCommit,
        ledger: Ledger,
        clocks: Clocks,
        status: Status,
        seat_panels: SeatPanels,
        pings: Pings,
        crowd: Crowd,
        follows: Follows,
    ) -> None:
        self.follows = follows  # the followers are told of the end (bot.follows)
        self.book = book
        self.client = client
        self.commits = commits
        self.ledger = ledger
        self.clocks = clocks
        self.status = status
        self.seat_panels = seat_panels
        self.pings = pings
        self.crowd = crowd
        # a table's settling, each in turn (bot.locks: a lock is kept only while in use)
        self._settle_locks: KeyedLocks[int] = KeyedLocks()
        self._settle_queued: set[int] = set()  # tables with a settle waiting to begin
        # a hook for tests and benchmarks
        self.on_settled: Callable[[TableRecord], Awaitable[None]] | None = None
        # told that a table ended, finished or ended by its host (bot.tournament.runner); a
        # finish done again after a restart tells them again
        self.ended: list[Callable[[TableRecord], None]] = []

    def schedule_settle(self, table_id: int) -> None:
        """Settle the table in the background. A settle waiting for its turn reads the table
        as it is when it runs, so it covers every move made meanwhile: a burst of a crowd's
        moves queues one settle, not one per move (each would walk the table's seats)."""
        if table_id in self._settle_queued:
            return
        self._settle_queued.add(table_id)
        self.book.scheduler.spawn(self._settle_until_done(table_id))

    async def _settle_until_done(self, table_id: int) -> None:
        """Settle the table; when the database did not answer, again a little later, so a
        table is never left waiting for a turn that was never announced."""
        try:
            for wait in SETTLE_RETRY_WAITS:
                try:
                    await self.settle(table_id)
                    return
                except StorageUnavailable as exc:
                    if self.book.closing:
                        return
                    log.warning(
                        "settling table %s: the database did not answer (%s)", table_id, exc
                    )
                    await asyncio.sleep(wait)
            await self.settle(table_id)
        except BaseException:
            # cut short before it began (a bug, or the process stopping): the next move must
            # not count on it (one settle too many is harmless, one too few is a stuck table)
            self._settle_queued.discard(table_id)
            raise

    async def settle(self, table_id: int) -> None:
        """Bring the channel, the panels, the clock and the AI seats up to date with the state."""
        async with self._settle_locks[table_id]:
            # from here on, a move is one this settle may not see: it queues the next one
            self._settle_queued.discard(table_id)
            for _ in range(10_000):
                # what the table shows is what is stored: staged moves are written first
                await self.commits.flushed(table_id)
                table = self.book.tables.get(table_id)
                if table is None:
                    return
                if table.status == FINISHED:
                    await self.finish(table)
                    return
                if table.status != RUNNING:
                    return
                flow = self.book.games[table.game].game.flow(state_of(table))
                announce, turn = flow.announce_key, flow.turn_key
                new_turn = turn != table.phase
                deadline = table.deadline
                if new_turn:  # the status shows the new deadline; it is stored with the turn
                    deadline = self.clocks.new_deadline(table)
                if announce != table.shown.announced:
                    await self.status.announce(table, announce)
                else:
                    self.status.mark_dirty(table)  # e.g. the next seat's turn in this phase
                if new_turn:
                    # the turn before's channel mentions did their job (bot.pings)
                    await self.pings.clear_done(table)
                    # the turn is noted as started only once its panels are out: a restart
                    # in between sends them again, and each seat still gets exactly one
                    await self._send_panels(table)
                    await self.clocks.start_clock(table, turn, deadline)
                if not await self.play_ai_seats(table):
                    break
            if self.on_settled is not None and table_id in self.book.tables:
                await self.on_settled(self.book.tables[table_id])

    async def play_ai_seats(self, table: TableRecord, seats: list[int] | None = None) -> bool:
        """Let the AI finish the turn of every waiting AI seat (or of `seats`); True if it moved."""
        game = self.book.games[table.game].game
        moved = False
        if seats is None and not any(
            table.seats[s].is_ai for s in game.waiting_for(state_of(table))
        ):
            # nothing for the AI to do: the table's lock is not waited for (a crowd's burst
            # queues a thousand clicks on it, and the settle that announces the next round
            # would wait behind them all)
            return False
        async with self.book.locks[table.id]:
            # the AI plans on the table as stored (the lock keeps anything new from staging)
            await self.commits.flushed(table.id)
            if table.status != RUNNING:
                return False
            turn = game.flow(state_of(table)).turn_key
            waiting = game.waiting_for(state_of(table))
            todo = [s for s in waiting if (table.seats[s].is_ai if seats is None else s in seats)]
            for seat in todo:
                # one seat's turn may take several moves (a whole round of Abstract); stop at
                # the end of the phase, so the next one is announced before anyone plays it
                while (
                    table.status == RUNNING
                    and game.flow(state_of(table)).turn_key == turn
                    and seat in game.waiting_for(state_of(table))
                ):
                    # the AI thinks on a worker thread so the event loop keeps answering
                    move = await self.book.think(game.ai_move, table.state, seat)
                    try:
                        await self.ledger.commit(table, seat, move, None, by_ai=True)
                    except VersionConflict:
                        # another worker moved this table: the copy was read again, and the
                        # caller looks at the table once more
                        return True
                    moved = True
        return moved

    async def _send_panels(self, table: TableRecord) -> None:
        """The seats to act in a new turn get a panel by DM (the channel button works too);
        a crowd's players press the round's button instead (see bot.crowd)."""
        if not policy_of(table).dm_panels:
            return
        # a panel answered in the channel for a turn that ended offers nothing now
        await self.seat_panels.close_ended_answers(table)
        closed = {s.seat for s in table.seats if s.dm_closed}
        for seat in self.book.games[table.game].game.waiting_for(state_of(table)):
            record = table.seats[seat]
            if not record.is_ai and record.user_id is not None and not record.dm_closed:
                await self.seat_panels.dm_panel(table, record)
        # the turn's pings (bot.pings); a seat found closed just now was mentioned already
        told = {s.user_id for s in table.seats if s.dm_closed and s.seat not in closed}
        await self.pings.ping_turn(table, frozenset(uid for uid in told if uid is not None))

    async def hand_to_ai(self, table: TableRecord, user_id: int, locale: str = DEFAULT) -> str:
        """The AI plays the person's seat: the answer to the host (in `locale`); the
        table is told in its server's language."""
        seat = table.seat_of(user_id)
        if seat is None:
            return tr(locale, "table-ai-no-seat")
        seat.is_ai = True
        await self.book.storage.update_seat(table.id, seat)
        self.schedule_settle(table.id)
        text = Text("table-ai-plays", {"name": seat.name})
        # news for the table: in its thread (or on its status), not one more channel post;
        # told after the command is answered (it may open the thread)
        nonce = post_nonce(table.id, "ai", seat.seat, table.version)
        self.book.scheduler.spawn(self.status.tell(table, text, nonce))
        return text.in_locale(locale)

    async def rejoin(self, table: TableRecord, user_id: int, locale: str = DEFAULT) -> str:
        seat = next((s for s in table.seats if s.user_id == user_id and s.is_ai), None)
        if seat is None:
            return tr(locale, "table-rejoin-no-seat")
        seat.is_ai = False
        await self.book.storage.update_seat(table.id, seat)
        self.schedule_settle(table.id)
        return tr(locale, "table-rejoined", name=seat.name)

    async def end_table(self, table: TableRecord, by: str) -> None:
        async with self.book.locks[table.id]:
            await self.commits.flushed(table.id)  # the moves staged before the end are kept
            ui = self.book.games[table.game]
            was_running = table.status == RUNNING
            table.status = CANCELLED
            await self.book.storage.update_table(table.id, status=CANCELLED, deadline=None)
        # said in the server's language: the status, the channel, and the panels (a
        # panel's own words are not in the message files yet)
        locale = await self.status.locales.read(table, keep=False)
        if was_running:
            closed = tr(locale, "table-ended-by", name=by)
            await self.status.close(table, closed)
            for seat in table.seats:
                await self.seat_panels.close_panel(table, seat, closed)
            await self.pings.clear_done(table)
        self.book.forget(table.id)
        channel = self.client.get_partial_messageable(table.channel_id)
        said = {"game": ui.title, "table": str(table.id), "name": by}
        if was_running and table.state is not None:
            names = self.book.names(table)
            public = ui.game.view(table.state, None)
            scored = ui.game.scores(table.state)
            card = ui.final(table_context(table, locale), public, names, scored)
            scores = Text("table-ended-scores", said)
            card.content, card.v2 = scores.in_locale(locale), True
            drawn_in = ui.picture_args(locale)
            images = await self.book.off_loop(ui.final_images, public, names, *drawn_in)
            card.files = images[:10]
            await send(channel, card, nonce=post_nonce(table.id, "ended"))
            await self.follows.game_over(table, card, scores)
        else:
            text = tr(locale, "table-ended", **said)
            await send(channel, Card(content=text), nonce=post_nonce(table.id, "ended"))
        self._tell_ended(table)

    def _tell_ended(self, table: TableRecord) -> None:
        for listener in self.ended:
            listener(table)

    async def _ratings_after(
        self, table: TableRecord, scores: list[dict[str, Any]]
    ) -> list[RatingRow]:
        """Each person's row for the server's board: counted always, rated when they played
        their own seat (bot.ratings); a crowd's game is counted but moves no rating (a
        thousand-way ranking says little about each player)."""
        if table.guild_id is None:
            return []
        moves = await self.book.storage.seat_moves(table.id)
        results = [
            Result(
                user_id=s.user_id,
                rank=int(scores[s.seat].get("rank", 1)),
                won=scores[s.seat].get("rank") == 1,
                rated=policy_of(table).rated and played_their_seat(*moves.get(s.seat, (0, 0))),
            )
            for s in table.seats
            if s.user_id is not None
        ]
        current: dict[int, tuple[float, float]] = {}
        for r in results:
            if r.rated:
                row = (await self.book.storage.user_ratings(table.guild_id, r.user_id)).get(
                    table.game
                )
                if row and row["mu"] is not None:
                    current[r.user_id] = (row["mu"], row["sigma"])
        after = new_ratings(results, current)
        rows: list[RatingRow] = []
        for r in results:
            mu, sigma = after.get(r.user_id, (None, None))
            rows.append(RatingRow(r.user_id, mu, sigma, r.won, r.rank, r.rated))
        return rows

    async def finish(self, table: TableRecord) -> None:
        ui = self.book.games[table.game]
        game = ui.game
        public_locale = await self.status.locales.read(table, keep=False)
        await self.status.close(table, tr(public_locale, "platform-game-over-below"))
        for seat in table.seats:  # (each in its reader's language)
            await self.seat_panels.close_panel(table, seat, Text("platform-game-over-channel"))
        await self.pings.clear_done(table)  # no turn is left to be told of
        self.book.forget(table.id)
        await self.book.storage.update_table(table.id, deadline=None)
        scores = game.scores(state_of(table))
        policy = policy_of(table)  # a practice table is neither counted nor rated
        results = [
            (s.user_id, int(scores[s.seat]["total"]), scores[s.seat].get("rank") == 1)
            for s in table.seats
            if s.user_id is not None and policy.counted
        ]
        ratings = await self._ratings_after(table, scores) if policy.counted else []
        # once, even if rerun (the ratings with them)
        await self.book.storage.record_results(
            table.id, table.game, results, guild_id=table.guild_id, ratings=ratings
        )
        names = self.book.names(table)
        public = game.view(state_of(table), None)
        locale = await self.status.locales.read(table, keep=False)  # the server's
        card = ui.final(table_context(table, locale), public, names, scores)
        card.v2 = True  # one container: the scores, the pictures and the controls
        drawn_in = ui.picture_args(locale)
        card.files = (await self.book.off_loop(ui.final_images, public, names, *drawn_in))[:10]
        # a crowd's players go back to the channel's /play; a table plays again in one click
        # (a practice table: /learn again, or /play)
        rematch = tr(locale, "rematch-button")
        again = (
            [button(custom_id(table.id, "rematch"), rematch, emoji="🔁")] if policy.rematch else []
        )
        # a finished game stepped through privately (bot.replay); a crowd's is too large
        if policy.replay:
            again.append(
                button(custom_id(table.id, "replay"), tr(locale, "platform-replay"), emoji="🎞")
            )
        # a crowd's players find their place through "My rank and sheet" (bot.crowd)
        mine = self.crowd.final_controls(table.id, locale) if policy.counts_not_names else []
        card.view = view_of(
            *mine,
            *again,
            button(custom_id(table.id, "export"), tr(locale, "platform-export"), emoji="📄"),
        )
        channel = self.client.get_partial_messageable(table.channel_id)
        if await send(channel, card, nonce=post_nonce(table.id, "final")):
            over = Text("follow-game-over", {"game": ui.title, "table": str(table.id)})
            await self.follows.game_over(table, card, over)
            if policy.coached:
                await send_summaries(ui, channel, self.book.off_loop, table, scores, locale)
            await self.book.storage.mark_final_posted(table.id)
        self._tell_ended(table)
