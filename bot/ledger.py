"""Moves applied to a live table and staged for writing (bot.commits writes them): a
person's click, a typed batch or an AI seat's move all end here, under the table's lock."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.book import Book
from bot.commits import GroupCommit
from bot.gameui import state_of
from bot.i18n import DEFAULT, tr
from bot.storage import FINISHED, RUNNING, TableRecord, Write
from games.base import Move, State

# a write staged: the stored version to come, and the events its moves caused
Staged = tuple[asyncio.Future[int], list[dict[str, Any]]]
# told of each seat's moves as they are staged: (table, seat, moves, the state before them
# and after each) (bot.takeback keeps the latest)
Noted = Callable[[TableRecord, int, list[Move], list[State]], None]


def snapshot_every(table: TableRecord) -> int:
    """Moves between snapshots within one turn: in proportion to the seats, so the
    snapshot's cost per move does not grow with the table (a long turn of a big table is
    replayed from at most this many moves)."""
    return max(64, 8 * len(table.seats))


class Ledger:
    """Judging a batch of moves and staging it; the caller holds the table's lock."""

    def __init__(self, book: Book, commits: GroupCommit) -> None:
        self.book = book
        self.commits = commits
        self.noted: Noted | None = None

    def batch_problem(
        self, table: TableRecord, seat: int, moves: list[Move], locale: str = DEFAULT
    ) -> str | None:
        """Why these moves cannot all be made, in order, each on the state the earlier ones
        left (None when they can); the game's own reason, in `locale` around it."""
        game = self.book.games[table.game].game
        state = state_of(table)
        for number, move in enumerate(moves, start=1):
            reason = game.validate(state, seat, move)
            if reason:
                reason = self.book.games[table.game].say_reason(reason, locale)
                if len(moves) == 1:
                    return reason
                return tr(locale, "platform-batch-refused", number=number, reason=reason)
            state, _ = game.apply(state, seat, move)
        return None

    async def commit(
        self,
        table: TableRecord,
        seat: int,
        move: Move,
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> list[dict[str, Any]]:
        """Apply and store one move; the caller holds the table's lock."""
        return await self.commit_batch(table, seat, [move], interaction_id, by_ai=by_ai)

    async def commit_batch(
        self,
        table: TableRecord,
        seat: int,
        moves: list[Move],
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> list[dict[str, Any]]:
        """Apply and store one seat's moves together, each with the events it caused; the
        caller holds the table's lock and has validated them in order."""
        stored = self.stage_batch(table, seat, moves, interaction_id, by_ai=by_ai)
        return await self.when_stored(table, seat, stored, interaction_id)

    def stage_batch(
        self,
        table: TableRecord,
        seat: int,
        moves: list[Move],
        interaction_id: int | None,
        *,
        by_ai: bool = False,
    ) -> Staged:
        """Apply one seat's moves to the table at once and stage their write (bot.commits);
        the caller holds the table's lock and has validated them in order."""
        game = self.book.games[table.game].game
        before = state_of(table)
        state = before
        states = [before]
        events: list[list[dict[str, Any]]] = []
        for move in moves:
            state, caused = game.apply(state, seat, move)
            states.append(state)
            events.append(caused)
        status = FINISHED if game.is_over(state) else RUNNING
        # the whole state is written when a turn ends (and at the end), else only the moves:
        # a 1,000-seat round then writes its state once, not once per move
        turn_ended = game.flow(state).turn_key != game.flow(before).turn_key
        write = Write(seat, moves, interaction_id, events, by_ai)
        stored = self.commits.stage(table, write, state, status, snapshot=turn_ended)
        if self.noted is not None:
            self.noted(table, seat, moves, states)
        return stored, [event for caused in events for event in caused]

    async def when_stored(
        self, table: TableRecord, seat: int, staged: Staged, interaction_id: int | None
    ) -> list[dict[str, Any]]:
        """Wait for a staged write; raises what the write raised (nothing of it stored)."""
        stored, events = staged
        await stored
        record = table.seats[seat]
        if interaction_id is not None and record.missed_clocks:
            record.missed_clocks = 0  # the player is back: their count starts again
            await self.book.storage.update_seat(table.id, record)
        return events
