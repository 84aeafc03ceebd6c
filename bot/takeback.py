"""Take back: a seat cancels its last move, when the game allows it (games.takeback).

The table's latest moves are kept here as they are staged (`note`), each with the states
around it; a take-back is stored as an entry of the move log that cancels the seat's last
move (replay and the export skip both: `games.base.effective_moves`), with the state after
it written whole, so a table loaded again never replays a take-back. After a restart, or
when another worker moved the table, a **Take back** already on a panel still works: what
is kept is read again from the move log when it is pressed (`recall`: the game played again
from its seed on the AI's thread, its latest moves kept). Panels drawn then offer it again
from the table's next move: replaying every table's game as its first panel is drawn after
a restart (VENNi, Vidi, Vici's geometry: 0.3-0.7 s a game on a busy machine) held the event
loop for tens of seconds in a 200-table soak. A crowd keeps nothing (a thousand states a
round)."""

from __future__ import annotations

import json
from typing import Any

import discord

from bot.book import Book
from bot.commits import GroupCommit
from bot.controls import add_control
from bot.delivery import retrying, tell
from bot.gameui import Card, button, custom_id, state_of, view_of
from bot.i18n import DEFAULT, Text, tr
from bot.moves import STALE, Moves, seat_for
from bot.policy import game_options, policy_of
from bot.routes import Route, Routes, TableVerb
from bot.storage import RUNNING, DuplicateInteraction, TableRecord, Write
from games.base import TAKE_BACK, Game, Move, State, effective_moves
from games.takeback import MOVED_ON, NOTHING, REVEALED, Made, refusal, take_back

VERB = "tb"
LABEL = tr(DEFAULT, "platform-take-back")  # (its English words)
ENDED = Text("platform-table-ended")
# the game's reasons (games.takeback, in its own English) as the players read them
REFUSALS = {
    NOTHING: "platform-takeback-nothing",
    MOVED_ON: "platform-takeback-moved-on",
    REVEALED: "platform-takeback-revealed",
}
KEPT = 64  # the latest moves kept per table: a take-back never reaches further


def as_stored(state: State) -> str:
    """A state as storage writes it, to compare a replayed one with one read back."""
    return json.dumps(state, sort_keys=True)


def replayed(
    game: Game, players: int, options: dict[str, Any], seed: int, log: list[tuple[int, Move]]
) -> tuple[State, list[Made]]:
    """The game played again from its start: its state now and its latest moves."""
    state = game.new_game(players, options, seed)
    made: list[Made] = []
    for seat, move in log:
        after, _ = game.apply(state, seat, move)
        made.append(Made(seat, move, state, after))
        made = made[-KEPT:]
        state = after
    return state, made


class TakeBacks:
    """Each table's latest moves, the **Take back** button and what it does."""

    moves: Moves  # wired in once built (it redraws the panel after a take-back)

    def __init__(self, book: Book, commits: GroupCommit) -> None:
        self.book = book
        self.commits = commits
        # per table: its latest moves, and the state the last of them left (the table's
        # state while nothing else moved it)
        self._made: dict[int, tuple[list[Made], State]] = {}
        # per table: the seats whose panel offers Take back while they have nothing to do
        # (a closed DM panel): withdrawn once another seat plays on
        self._offered: dict[int, set[int]] = {}
        book.on_forget(self.forget)

    def register(self, routes: Routes) -> None:
        routes.register(VERB, TableVerb(self._click, started=True))

    def forget(self, table_id: int) -> None:
        self._made.pop(table_id, None)
        self._offered.pop(table_id, None)

    def note(self, table: TableRecord, seat: int, moves: list[Move], states: list[State]) -> None:
        """A seat's moves staged: `states` holds the state before them, then after each."""
        if policy_of(table).writes_in_groups:
            return
        made = self._latest(table, states[0])
        made.extend(
            Made(seat, move, before, after)
            for move, before, after in zip(moves, states[:-1], states[1:], strict=True)
        )
        self._made[table.id] = (made[-KEPT:], states[-1])
        offered = self._offered.get(table.id, set())
        for other in sorted(offered - {seat}):
            if self.refusal(table, other) is not None:
                offered.discard(other)
                self.book.scheduler.spawn(self._withdraw(table, other))

    async def _withdraw(self, table: TableRecord, seat: int) -> None:
        """Another seat played on: the seat's closed DM panel loses its Take back."""
        panels = self.moves.seat_panels
        record = table.seats[seat]
        async with panels.lock(table.id, seat):
            if table.state is None or seat in self.book.games[table.game].game.waiting_for(
                table.state
            ):
                return  # its turn came again meanwhile: the panel noted is the live one
            await panels.close_panel(table, record, Text("platform-move-stands"))

    async def recall(self, table: TableRecord) -> None:
        """The table's latest moves read again from its move log, when nothing kept here
        leads to its state (a restart, or another worker moved it)."""
        kept = self._made.get(table.id)
        if kept is not None and kept[1] is table.state:
            return
        if table.status != RUNNING or table.state is None or policy_of(table).writes_in_groups:
            return
        log = effective_moves(await self.book.storage.moves(table.id))
        game = self.book.games[table.game].game
        state, made = await self.book.think(
            replayed, game, len(table.seats), game_options(table), table.seed, log
        )
        if as_stored(state) == as_stored(table.state):  # (else the log is not the whole game)
            self._made[table.id] = (made, table.state)

    def _latest(self, table: TableRecord, state: State) -> list[Made]:
        """The kept moves when they lead to `state` (else none: the table was read again)."""
        kept = self._made.get(table.id)
        return list(kept[0]) if kept is not None and kept[1] is state else []

    def refusal(self, table: TableRecord, seat: int) -> str | None:
        """Why the seat may not take its last move back now (None: it may)."""
        if table.status != RUNNING or table.state is None:
            return ENDED.in_locale(DEFAULT)
        game = self.book.games[table.game].game
        return refusal(game, self._latest(table, table.state), seat)

    def dress(self, card: Card, table: TableRecord, seat: int, locale: str = DEFAULT) -> None:
        """**Take back** on a seat's panel, only when the seat may take its last move back."""
        if table.id not in self._made or self.refusal(table, seat) is not None:
            return
        flow = self.book.games[table.game].game.flow(state_of(table))
        key = flow.panel_key(seat)
        if seat not in flow.active:
            self._offered.setdefault(table.id, set()).add(seat)
        control = button(custom_id(table.id, VERB, key), tr(locale, "platform-take-back"))
        if card.view is None:
            card.view = view_of(control)
            return
        add_control(card.view, control)  # (not on a full panel: its own controls come first)

    async def _click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        seat_record, why = seat_for(table, interaction.user.id)
        if seat_record is None:
            await tell(interaction, why or "")
            return
        seat = seat_record.seat
        game = self.book.games[table.game].game
        await retrying(lambda: interaction.response.defer())
        async with self.book.locks[table.id]:
            await self.recall(table)
            if table.status != RUNNING:
                await tell(interaction, ENDED)
                return
            if not route.args or self.moves.panels.stale(table, seat, route.args[0]):
                await tell(interaction, STALE)
                return
            result = take_back(game, self._latest(table, state_of(table)), seat)
            if isinstance(result, str):
                await tell(interaction, Text(REFUSALS.get(result, "platform-takeback-refused")))
                return
            state, made = result
            write = Write(seat, [dict(TAKE_BACK)], interaction.id, [[]])
            # the whole state is written: a table loaded again never replays a take-back
            stored = self.commits.stage(table, write, state, RUNNING, snapshot=True)
            self._made[table.id] = (made, state)
        try:
            await stored
        except DuplicateInteraction:
            return  # a click delivered twice: the first was taken back
        # the panel clicked is redrawn in place: in a DM it is still the seat's noted panel
        # (it kept its Take back), so the turn it returns to needs no new one
        await self.moves.after_commit(interaction, table, seat, edit=True)
