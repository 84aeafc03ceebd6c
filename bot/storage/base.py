"""What every storage backend shares: the records, the exceptions and the `Storage` interface.

Every SQL statement of the project lives in this package: one module per backend.
"""

from __future__ import annotations

import abc
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from bot.storage.follower_records import Follower as Follower
from bot.storage.follower_records import Followers as Followers

if TYPE_CHECKING:
    # an SQLite-only bot never loads asyncpg
    import asyncpg

    from bot.quiet import Hours
    from bot.storage.tournament_records import Tournaments

    # what PostgreSQL's parts are given: lends a pooled connection (in a transaction, when
    # it is the storage's `tx`), a lost connection raising StorageUnavailable
    PostgresConnection = Callable[[], contextlib.AbstractAsyncContextManager[asyncpg.Connection]]

LOBBY, RUNNING, FINISHED, CANCELLED = "lobby", "running", "finished", "cancelled"
ACTIVE = (LOBBY, RUNNING)
# PostgreSQL refuses a notification payload of 8,000 bytes or more
NOTE_BYTES = 7_900


class ChannelBusy(Exception):
    """The channel already has a table in its lobby or running."""


class DuplicateInteraction(Exception):
    """This interaction id was already recorded: the move was applied before."""


class VersionConflict(Exception):
    """Someone else changed the table since it was read."""


class StorageUnavailable(Exception):
    """The database cannot be reached (down, refused, wrong credentials, missing database)
    or the connection was lost mid-statement; the message is one line for a human. A write
    interrupted this way was rolled back: the caller may simply try again."""


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None  # None for an AI seat that never had a player
    name: str
    is_ai: bool = False
    dm_channel_id: int | None = None
    dm_closed: bool = False
    panel_message_id: int | None = None  # the seat's live DM panel, closed when replaced
    panel_turn: str | None = None  # the turn (Flow.turn_key) that DM panel was sent for
    missed_clocks: int = 0  # turn clocks in a row that ran out on this seat's player


@dataclass
class Shown:
    """What the bot has on screen for a table (presentation, apart from the game itself):
    the lobby or current status message, and the public phase that message shows."""

    message_id: int | None = None
    announced: str | None = None


@dataclass(frozen=True)
class Write:
    """One seat's moves in a commit, each with the events it caused; the interaction id
    (None for the AI) goes on its first move."""

    seat: int
    moves: list[dict[str, Any]]
    interaction_id: int | None
    events: list[list[dict[str, Any]]]
    by_ai: bool = False


@dataclass
class TableRecord:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int
    version: int = 0
    state: dict[str, Any] | None = None
    phase: str | None = None  # the turn whose deadline this is (Flow.turn_key)
    clock_minutes: int = 0  # 0 = no turn clock
    deadline: float | None = None
    reminded: bool = False
    created_at: float = 0.0
    seats: list[SeatRecord] = field(default_factory=list)
    shown: Shown = field(default_factory=Shown)
    # the moves stored after the snapshot in `state` (a move need not rewrite the whole
    # state: see Storage.record_moves); whoever loads the table for play applies them (only
    # the games know how: the table manager's `replay_pending`)
    pending: list[tuple[int, dict[str, Any]]] = field(default_factory=list)

    # the seats of each person, found in constant time at a table of 1,000 (rebuilt when
    # `seats` is another list or grew: seats are only ever appended or replaced wholesale)
    _by_user: tuple[list[SeatRecord], int, dict[int, list[SeatRecord]]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def _seats_of(self, user_id: int) -> list[SeatRecord]:
        index = self._by_user
        if index is None or index[0] is not self.seats or index[1] != len(self.seats):
            by_user: dict[int, list[SeatRecord]] = {}
            for s in self.seats:
                if s.user_id is not None:
                    by_user.setdefault(s.user_id, []).append(s)
            index = self._by_user = (self.seats, len(self.seats), by_user)
        return index[2].get(user_id, [])

    def seat_of(self, user_id: int) -> SeatRecord | None:
        """The seat `user_id` plays now (not one the AI plays for them)."""
        return next((s for s in self._seats_of(user_id) if not s.is_ai), None)

    def is_seated(self, user_id: int) -> bool:
        return bool(self._seats_of(user_id))

    def reader_seat(self, user_id: int) -> int | None:
        """The seat whose view `user_id` reads a finished game by (its record, its replay):
        the seat they play, or played before the AI took it over; None: they held none."""
        seat = self.seat_of(user_id) or next(iter(self._seats_of(user_id)), None)
        return seat.seat if seat is not None else None


# a player's turn pings (bot.pings): every phase of their tables, their own turns, none
PINGS = ("all", "my_turn", "off")
DEFAULT_PINGS = "my_turn"


@dataclass
class ServerSettings:
    """What a server's managers chose (bot.server_settings); None: the bot's default."""

    guild_id: int
    clock_minutes: int | None = None  # the turn clock a new lobby starts with
    lobby_minutes: int | None = None  # how long an untouched lobby stays open
    rules_public: bool = False  # /rules answers the whole channel unless asked otherwise
    play_channel_id: int | None = None  # the one channel (and its threads) for /play
    away_days: int | None = None  # away days a player may take a year (bot.quiet)
    language: str | None = None  # public messages' language (None: the server's locale)
    tournament_role: int | None = None  # its members may create tournaments (bot.tournament)


class RatingRow(NamedTuple):
    """One person's finished game on a server's board: mu and sigma after it (None for a
    person counted but not rated), and their place and whether they played their own
    seat (kept per game for the seasons, bot.ratings `season_board`)."""

    user_id: int
    mu: float | None
    sigma: float | None
    won: bool
    rank: int = 1
    rated: bool = False


class SeasonEntry(NamedTuple):
    """One person's place in one game on a server's board, read back for a season's
    board (bot.ratings `season_board`)."""

    table_id: int
    user_id: int
    rank: int
    won: bool
    rated: bool


class Ratings(abc.ABC):
    """Per-server ratings and who played each seat (a part each backend holds)."""

    @abc.abstractmethod
    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[dict[str, Any]]:
        """A server's best rated players of a game (user_id, mu, sigma, played, won, rated)."""

    @abc.abstractmethod
    async def user_ratings(self, guild_id: int, user_id: int) -> dict[str, dict[str, Any]]:
        """A player's rows of a server's board, by game."""

    @abc.abstractmethod
    async def seat_moves(self, table_id: int) -> dict[int, tuple[int, int]]:
        """Per seat: (moves its player made, moves the AI made for it)."""

    @abc.abstractmethod
    async def season(
        self, guild_id: int, game: str, since: float, until: float
    ) -> list[SeasonEntry]:
        """Each person's place in each game of a server's board that finished in
        [since, until) (epoch seconds), in the order the games finished."""


class Preferences(abc.ABC):
    """Players' turn pings and closed DMs, and servers' settings (a part each backend holds)."""

    @abc.abstractmethod
    async def pings(self, user_ids: list[int]) -> dict[int, str]:
        """Each player's turn pings (one of PINGS; DEFAULT_PINGS for anyone never asked)."""

    @abc.abstractmethod
    async def set_pings(self, user_id: int, pings: str) -> None:
        """Store a player's turn pings (one of PINGS; anything else is a ValueError)."""

    @abc.abstractmethod
    async def hours(self, user_ids: list[int]) -> dict[int, Hours]:
        """Each player's time zone, quiet hours and time away (the defaults if never set)."""

    @abc.abstractmethod
    async def set_hours(self, user_id: int, hours: Hours) -> None:
        """Store a player's time zone, quiet hours and time away."""

    @abc.abstractmethod
    async def dms_closed(self, user_id: int) -> bool:
        """Whether the player's DMs were found closed (and not opened since: bot.closed_dms)."""

    @abc.abstractmethod
    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        """Remember that the player's DMs are closed (True), or forget it (False)."""

    @abc.abstractmethod
    async def language(self, user_id: int) -> str | None:
        """A player's chosen language (None: their Discord client's, bot.languages)."""

    @abc.abstractmethod
    async def set_language(self, user_id: int, language: str | None) -> None:
        """Store a player's language (None: follow their Discord client's again)."""

    @abc.abstractmethod
    async def server_settings(self, guild_id: int) -> ServerSettings:
        """A server's settings (the defaults for a server that never set any)."""

    @abc.abstractmethod
    async def save_server_settings(self, settings: ServerSettings) -> None:
        """Store all of a server's settings at once."""


class Storage(abc.ABC):
    """What the table manager needs from a database."""

    # whether several bot processes may use one database at once (and so must hear of each
    # other's changes through `listen`)
    shared: bool = False

    @abc.abstractmethod
    async def open(self) -> None: ...

    @abc.abstractmethod
    async def close(self) -> None: ...

    @abc.abstractmethod
    async def schema_version(self) -> int:
        """How many migrations the open database has had applied."""

    @abc.abstractmethod
    async def ping(self) -> None:
        """Raise StorageUnavailable unless the database answers."""

    @abc.abstractmethod
    async def listen(self, callback: Callable[[int, int], None]) -> None:
        """Have `callback(table_id, version)` called whenever another process changes a
        table, so a cached copy can be dropped. This process's own changes are not reported.
        """

    async def hear_notes(self, callback: Callable[[str], None]) -> None:
        """Have `callback(note)` called with every note another process passes (see
        `pass_note`). One process alone on its database hears none."""
        return None

    async def pass_note(self, note: str) -> None:
        """Tell the other processes on this database `note` (at most NOTE_BYTES of UTF-8),
        now and once; a process that is not listening at that moment never hears it."""
        raise NotImplementedError("no other process shares this database")

    @abc.abstractmethod
    async def table_version(self, table_id: int) -> int | None:
        """The table's current version, None if there is no such table."""

    @abc.abstractmethod
    async def create_table(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host: SeatRecord,
        options: dict[str, Any],
        seed: int,
        clock_minutes: int,
        lease: tuple[str, float] | None = None,
    ) -> TableRecord:
        """A new table in its lobby. `lease`: the worker opening it and for how many
        seconds it holds the table's lease from the first moment (a shared database's,
        bot.cluster: no other claim can come between the new row and its worker)."""

    @abc.abstractmethod
    async def get_table(self, table_id: int) -> TableRecord | None: ...

    @abc.abstractmethod
    async def active_table_in(self, channel_id: int) -> TableRecord | None: ...

    @abc.abstractmethod
    async def active_tables(self) -> list[TableRecord]: ...

    @abc.abstractmethod
    async def save_lobby(self, table: TableRecord) -> None:
        """Store seats, options and clock of a table still in its lobby."""

    @abc.abstractmethod
    async def update_table(self, table_id: int, **fields: Any) -> None: ...

    @abc.abstractmethod
    async def update_seat(self, table_id: int, seat: SeatRecord) -> None: ...

    @abc.abstractmethod
    async def start_table(self, table: TableRecord, state: dict[str, Any]) -> None: ...

    @abc.abstractmethod
    async def record_writes(
        self,
        table_id: int,
        writes: list[Write],
        expected_version: int,
        new_state: dict[str, Any],
        *,
        status: str = RUNNING,
        snapshot: bool = True,
    ) -> int:
        """Append the moves of several seats' writes, in order, and store the state after
        the last of them, in one transaction (a group commit: one version for them all);
        returns the new version. As `record_moves` otherwise."""

    async def record_moves(
        self,
        table_id: int,
        seat: int,
        moves: list[dict[str, Any]],
        interaction_id: int | None,
        expected_version: int,
        new_state: dict[str, Any],
        *,
        status: str = RUNNING,
        events: list[list[dict[str, Any]]] | None = None,
        snapshot: bool = True,
        by_ai: bool = False,
    ) -> int:
        """Append the moves (one player's batch), each with the events it caused, and store
        the new snapshot in one transaction; returns the new version. The interaction id
        goes on the first move.

        With snapshot=False the state is not written: a move then costs what the move is,
        not what the whole state is (a 1,000-seat table's state is about 190 KB). A table
        loaded again comes with the moves stored since the last snapshot (`pending`), for
        the loader to apply.

        Raises DuplicateInteraction or VersionConflict, leaving nothing changed.
        """
        caused = events if events is not None else [[] for _ in moves]
        return await self.record_writes(
            table_id,
            [Write(seat, moves, interaction_id, caused, by_ai)],
            expected_version,
            new_state,
            status=status,
            snapshot=snapshot,
        )

    async def record_move(
        self,
        table_id: int,
        seat: int,
        move: dict[str, Any],
        interaction_id: int | None,
        expected_version: int,
        new_state: dict[str, Any],
        *,
        status: str = RUNNING,
        snapshot: bool = True,
    ) -> int:
        return await self.record_moves(
            table_id,
            seat,
            [move],
            interaction_id,
            expected_version,
            new_state,
            status=status,
            snapshot=snapshot,
        )

    @abc.abstractmethod
    async def has_interaction(self, interaction_id: int) -> bool: ...

    @abc.abstractmethod
    async def moves(self, table_id: int) -> list[tuple[int, dict[str, Any]]]: ...

    @abc.abstractmethod
    async def move_events(self, table_id: int) -> list[list[dict[str, Any]]]:
        """The events of each stored move of a table, in move order."""

    @abc.abstractmethod
    async def add_results(self, game: str, results: list[tuple[int, int, bool]]) -> None:
        """results: (user_id, score, won) for each human seat of a finished table."""

    @abc.abstractmethod
    async def record_results(
        self,
        table_id: int,
        game: str,
        results: list[tuple[int, int, bool]],
        *,
        guild_id: int | None = None,
        ratings: list[RatingRow] | None = None,
    ) -> bool:
        """Count a finished table's results once: True if counted now, False if they were
        counted before (a wrap-up that runs again after a crash). `ratings` rows (user id,
        mu, sigma, won; mu None: counted, not rated) go to the server's board in the same
        transaction."""

    # the parts every backend builds in its __init__ (bot.storage.ratings, .preferences)
    ratings: Ratings
    preferences: Preferences
    followers: Followers
    tournaments: Tournaments

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[dict[str, Any]]:
        """See Ratings.leaderboard."""
        return await self.ratings.leaderboard(guild_id, game, limit)

    async def season(
        self, guild_id: int, game: str, since: float, until: float
    ) -> list[SeasonEntry]:
        """See Ratings.season."""
        return await self.ratings.season(guild_id, game, since, until)

    async def user_ratings(self, guild_id: int, user_id: int) -> dict[str, dict[str, Any]]:
        """See Ratings.user_ratings."""
        return await self.ratings.user_ratings(guild_id, user_id)

    async def seat_moves(self, table_id: int) -> dict[int, tuple[int, int]]:
        """See Ratings.seat_moves."""
        return await self.ratings.seat_moves(table_id)

    async def pings(self, user_ids: list[int]) -> dict[int, str]:
        """See Preferences.pings."""
        return await self.preferences.pings(user_ids)

    async def set_pings(self, user_id: int, pings: str) -> None:
        """See Preferences.set_pings."""
        await self.preferences.set_pings(user_id, pings)

    async def hours(self, user_ids: list[int]) -> dict[int, Hours]:
        """See Preferences.hours."""
        return await self.preferences.hours(user_ids)

    async def set_hours(self, user_id: int, hours: Hours) -> None:
        """See Preferences.set_hours."""
        await self.preferences.set_hours(user_id, hours)

    async def dms_closed(self, user_id: int) -> bool:
        """See Preferences.dms_closed."""
        return await self.preferences.dms_closed(user_id)

    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        """See Preferences.set_dms_closed."""
        await self.preferences.set_dms_closed(user_id, closed)

    async def language(self, user_id: int) -> str | None:  # see Preferences.language
        return await self.preferences.language(user_id)

    async def server_settings(self, guild_id: int) -> ServerSettings:
        """See Preferences.server_settings."""
        return await self.preferences.server_settings(guild_id)

    async def save_server_settings(self, settings: ServerSettings) -> None:
        """See Preferences.save_server_settings."""
        await self.preferences.save_server_settings(settings)

    @abc.abstractmethod
    async def mark_final_posted(self, table_id: int) -> None: ...

    @abc.abstractmethod
    async def unwrapped_tables(self) -> list[TableRecord]:
        """Finished tables whose final message was never posted."""

    @abc.abstractmethod
    async def user_stats(self, user_id: int) -> dict[str, dict[str, int | None]]: ...
