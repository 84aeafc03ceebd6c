"""The table manager: every table of every game, from the lobby to the final scores.

A game cog never does any of this itself: it registers a `GameUI`, and the manager turns its
components into engine moves, stores each accepted move before the player hears of it, and
posts what the engine's public view shows. It builds the parts, one responsibility each,
hands each what it uses (the book of live tables, bot.book, and the other parts it calls),
wires the few that call each other both ways, and registers their verbs. What the app, the
cogs and the tests ask of the tables, they ask of it, or of the part by name
(`manager.clocks.set_deadline`).
"""

from __future__ import annotations

import asyncio
import contextlib

from bot.away import Away
from bot.book import Book
from bot.client import BotClient
from bot.clocks import Clocks, reminder_lead
from bot.closed_dms import ClosedDms
from bot.cluster import Cluster
from bot.commits import GroupCommit
from bot.crowd import Crowd
from bot.delivery import DM_CLOSED, Exports, retrying, send, tell
from bot.follows import Follows
from bot.forms import Forms
from bot.gameui import GameUI
from bot.handover import Handover
from bot.languages import TableLocales, reader_locale
from bot.ledger import Ledger, snapshot_every
from bot.lobby import CLOCK_CHOICES, DEFAULT_CLOCK_MINUTES, Lobbies, clock_label
from bot.looks import Looks
from bot.moves import Moves, seat_for
from bot.panel_watch import PanelWatch
from bot.panels import Panels
from bot.pings import Pings
from bot.rematch import Rematches
from bot.replay import Replays
from bot.routes import Routes
from bot.scheduler import Scheduler
from bot.seat_panels import SeatPanels
from bot.server_settings import ServerChoices
from bot.status import Status
from bot.storage import Storage, TableRecord
from bot.takeback import TakeBacks
from bot.tournament.runner import TournamentRunner
from bot.turns import Turns

__all__ = [
    "CLOCK_CHOICES",
    "DEFAULT_CLOCK_MINUTES",
    "DM_CLOSED",
    "TableManager",
    "clock_label",
    "reminder_lead",
]


class TableManager:
    """The parts of the tables, built and wired; and what the app and the cogs use of them."""

    def __init__(self, bot: BotClient, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage
        # clocks (key ("clock", id)), debounced status edits (("status", id)) and settling
        self.scheduler = Scheduler()
        self.book = Book(storage, self.scheduler, bot.settings.drawing_processes)
        book = self.book
        # moves staged and written in groups (bot.commits)
        self.commits = GroupCommit(storage, snapshot_every, book.read_again)
        # every table control's verb and the part that answers it (bot.routes)
        self.routes = Routes()
        plan = bot.plan
        self.handover = Handover(bot, book)
        # the crowd-only work; which tables play as a crowd is their policy's (bot.policy)
        self.crowd = Crowd(
            book.games,
            self.scheduler,
            book.locks,
            lambda table: self.lobbies.lobby_card(table),  # in the lobby's language
            book.load_table,
            book.off_loop,
            tell,
            retrying,
        )
        self.clocks = Clocks(book, bot, self.crowd)
        self.cluster = Cluster(
            book,
            plan.shard_ids if plan is not None else None,
            self.handover,
            self.clocks,
            self.commits,
        )
        # what each server chose for its tables (bot.server_settings)
        self.server = ServerChoices(storage)
        # who is told of a turn, and how (bot.pings)
        self.pings = Pings(book.games, storage, bot.get_partial_messageable, retrying, bot.slowdown)
        self.clocks.pings = self.pings  # a reminder is deleted as a mention is
        # pings held for quiet hours wait on the scheduler (bot.pings)
        self.pings.scheduler, self.pings.table_of = self.scheduler, book.tables.get
        self.cluster.adopted.append(self.pings.adopted)
        # Discord's invalid-request limit (bot.budget) and the players known to refuse DMs
        self.budget = bot.budget
        self.closed_dms = ClosedDms(storage, book.games, bot.get_partial_messageable, send)
        self.replays = Replays(book.games, storage, book.off_loop, tell)
        self.lobbies = Lobbies(book, bot, self.cluster, self.server, self.crowd)
        self.panels = Panels(book.games, book.off_loop)
        self.seat_panels = SeatPanels(book, bot, self.panels, self.pings, self.closed_dms)
        # a seat left without its panel is noticed and given it (bot.panel_watch)
        self.panel_watch = PanelWatch(
            book.tables,
            book.games,
            self.seat_panels.dm_panel,
            # a send under way, or the seat plays its turn in a panel answered in the channel
            lambda table, seat: (
                self.seat_panels.lock(table.id, seat).locked()
                or self.seat_panels.answer_live(table, seat)
            ),
        )
        # each table's public language, as last read (bot.languages)
        self.locales = TableLocales(storage, bot)
        self.closed_dms.locale_of = self.locales.read  # its note is in the table's language
        self.pings.locales = self.locales  # a mention in the table's, a DM ping in the reader's

        async def panel_locale(table: TableRecord, seat: int, heard: str | None) -> str:
            """A seat's panel: its player's chosen language, else their app's as their
            clicks told it (`heard`), else the table's."""
            user, fallback = table.seats[seat].user_id, heard or self.locales.known(table.id)
            return fallback if user is None else await reader_locale(storage, user, fallback)

        self.panels.locale_of = panel_locale
        # who follows a table from outside it, and what they are sent (bot.follows)
        self.follows = Follows(storage, bot, self.scheduler, bot.slowdown, self.locales)
        self.status = Status(
            book, bot, self.commits, self.crowd, bot.slowdown, self.follows, self.locales
        )
        self.follows.changed = self.status.mark_dirty
        # players away: their async clocks wait, and their tables are told (bot.away)
        self.away = Away(book, self.clocks, self.status, shared=self.cluster.shared)
        self.ledger = Ledger(book, self.commits)
        self.moves = Moves(
            book,
            self.routes,
            self.cluster,
            self.handover,
            self.crowd,
            self.ledger,
            self.panels,
            self.seat_panels,
            self.status,
        )
        # a seat's last move taken back (bot.takeback)
        self.take_backs = TakeBacks(book, self.commits)
        self.take_backs.moves = self.moves
        self.ledger.noted = self.take_backs.note
        self.panels.dressers.append(self.take_backs.dress)
        self.forms = Forms(book, self.cluster, self.handover, self.ledger, self.panels, self.moves)
        self.turns = Turns(
            book,
            bot,
            self.commits,
            self.ledger,
            self.clocks,
            self.status,
            self.seat_panels,
            self.pings,
            self.crowd,
            self.follows,
        )
        # the parts that call each other both ways: the turns part moves a table on after a
        # move, a started lobby or a clock run out, and takes the tables the cluster adopts
        self.clocks.turns = self.turns
        self.clocks.news = self.status  # a clock that ran out is told in the thread
        self.cluster.turns = self.turns
        self.cluster.lobbies = self.lobbies
        self.lobbies.turns = self.turns
        self.moves.turns = self.turns
        # what each part keeps of a table, dropped when it ends here
        book.on_forget(self.status.forget)
        book.on_forget(self.clocks.forget)
        book.on_forget(self.lobbies.forget)
        book.on_forget(self.crowd.forget)
        book.on_forget(self.seat_panels.forget)
        book.on_forget(self.follows.forget)
        book.on_forget(self.pings.forget)
        book.on_forget(self.locales.forget)
        self.lobbies.register(self.routes)
        # a finished table played again (bot.rematch), through the lobby's steps
        self.rematches = Rematches(
            storage,
            tell,
            self.server.play_refusal,
            self.lobbies.open_in,
            self.lobbies.new_table,
            self.lobbies.post_lobby,
        )
        self.rematches.register(self.routes)
        self.follows.register(self.routes)
        self.exports = Exports(book.games)
        self.exports.register(self.routes)
        self.replays.register(self.routes)
        self.looks = Looks(book.games, book.off_loop, tell, retrying, seat_for)
        self.looks.register(self.routes)
        self.moves.register(self.routes)
        self.take_backs.register(self.routes)
        self.crowd.register(self.routes)
        # tournaments: their rounds played as tables here, told when each table ends
        self.tournaments = TournamentRunner(book, bot, self.cluster)
        self.tournaments.turns = self.turns
        self.turns.ended.append(self.tournaments.table_ended)
        self.tournaments.register(self.routes)

        # what the app, the cogs and the tests use, each a part's own
        self.games = book.games
        self.tables = book.tables
        self.drawing = book.drawing
        self.load_table = book.load_table
        self.table_by_id = book.table_by_id
        self.table_in = book.table_in
        self.names = book.names
        self.think = book.think
        self.handling = book.handling
        self.turned_away = book.turned_away
        self.first_delivery = self.moves.first_delivery
        self.on_component = self.moves.on_component
        self.on_modal = self.forms.on_modal
        self.open_lobby = self.lobbies.open_lobby
        self.table_here = self.cluster.table_here
        self.hand_to_ai = self.turns.hand_to_ai
        self.rejoin = self.turns.rejoin
        self.end_table = self.turns.end_table
        self.set_deadline = self.clocks.set_deadline
        self.stop_clock = self.clocks.stop_clock
        self.stale = self.panels.stale
        self.seat_for = seat_for
        self.tell = tell

    def register(self, ui: GameUI) -> None:
        self.book.register(ui)

    async def start_cluster(self) -> None:
        """Take this worker's tables, then go on with the running tournaments."""
        await self.cluster.start()
        await self.away.start()
        await self.tournaments.resume()

    async def shutdown(self) -> None:
        self.book.closing = True
        await self.book.wait_handled(timeout=10)
        await self.scheduler.close()
        with contextlib.suppress(TimeoutError):  # moves staged by the work just stopped
            await asyncio.wait_for(self.commits.drain(), timeout=10)
        await self.cluster.stop()
        self.book.shutdown_workers()

    async def idle(self) -> None:
        """Wait until no background work is pending (used by tests and the benchmark)."""
        await self.scheduler.idle()
