"""A tournament as stored (bot.tournament.runner plays it): the records and the interface of
the part each backend holds (bot.storage.tournaments). Nothing here imports the rest of
the storage, so the base interface can name this part without a cycle."""

from __future__ import annotations

import abc
from dataclasses import dataclass, field

SWISS, ROUND_ROBIN = "swiss", "round-robin"
FORMATS = (SWISS, ROUND_ROBIN)
SIGNUP, PLAYING, DONE, CALLED_OFF = "signup", "running", "finished", "cancelled"
TOURNAMENT_STATUSES = (SIGNUP, PLAYING, DONE, CALLED_OFF)
# what `join` answers
JOINED, ALREADY_IN, FULL, CLOSED = "joined", "already", "full", "closed"


@dataclass
class Entrant:
    """A player of a tournament, in the order they joined (`position`, from 1)."""

    user_id: int
    name: str
    position: int
    withdrawn: bool = False


@dataclass
class PlayedRound:
    """One round as it was seated: its tables (table ids) and who sat out with a bye."""

    number: int
    tables: list[int] = field(default_factory=list)
    byes: list[int] = field(default_factory=list)


@dataclass
class TournamentRecord:
    """A tournament: where it is, what it plays, how, and how far it got."""

    guild_id: int
    channel_id: int
    game: str
    format: str  # one of FORMATS
    rounds: int
    seats: int  # per table
    clock_minutes: int  # each table's turn clock (0: none)
    ai_fills: bool  # AI seats fill a table that would be short
    host_id: int
    size_limit: int | None = None
    id: int = 0
    message_id: int | None = None  # the sign-up message, later the standings
    status: str = SIGNUP
    current_round: int = 0  # 0 while signing up
    round_deadline: float | None = None  # when the current round's tables go to the AI
    starts_at: float | None = None  # when it starts by itself (epoch seconds; None: by hand)
    created_at: float = 0.0
    players: list[Entrant] = field(default_factory=list)
    played: dict[int, PlayedRound] = field(default_factory=dict)

    def entrant(self, user_id: int) -> Entrant | None:
        return next((p for p in self.players if p.user_id == user_id), None)


class Tournaments(abc.ABC):
    """Tournaments, their players and their rounds (a part each backend holds)."""

    @abc.abstractmethod
    async def create(self, tournament: TournamentRecord) -> TournamentRecord:
        """Store a new tournament (its id and creation time filled in), players none yet."""

    @abc.abstractmethod
    async def get(self, tournament_id: int) -> TournamentRecord | None:
        """A tournament with its players (in join order) and its rounds."""

    @abc.abstractmethod
    async def active(self) -> list[TournamentRecord]:
        """Every tournament signing up or running, oldest first."""

    @abc.abstractmethod
    async def update(
        self,
        tournament_id: int,
        *,
        status: str | None = None,
        message_id: int | None = None,
        rounds: int | None = None,
    ) -> None:
        """Change the status (one of TOURNAMENT_STATUSES), the message or the number of
        rounds (a round-robin's, fixed by its field at the start)."""

    @abc.abstractmethod
    async def close_signup(self, tournament_id: int) -> bool:
        """Sign-up closes and the tournament runs: True for the one caller that closed it,
        False when it was not signing up (its host's Start and its start time, or two
        workers' start times, came at once: only one starts it)."""

    @abc.abstractmethod
    async def join(self, tournament_id: int, user_id: int, name: str) -> str:
        """Sign a player up: JOINED, ALREADY_IN, FULL (the size limit is reached) or CLOSED
        (the tournament is no longer signing up)."""

    @abc.abstractmethod
    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """Take a player off a tournament still signing up: True if they were on it."""

    @abc.abstractmethod
    async def withdraw(self, tournament_id: int, user_id: int) -> bool:
        """Mark a player withdrawn: True if they were playing and now are not."""

    @abc.abstractmethod
    async def add_table(
        self, tournament_id: int, number: int, position: int, table_id: int
    ) -> bool:
        """Store a table of round `number`, the `position`-th of its pairing (from 0), as
        soon as it is opened: a restart while a round is being seated finds the tables
        opened so far (the pairing is the same again) and opens only the others. False,
        and nothing stored, when that place of the round has a table already (another
        worker seated it first)."""

    @abc.abstractmethod
    async def start_round(
        self, tournament_id: int, number: int, byes: list[int], deadline: float | None
    ) -> None:
        """Every table of round `number` is open: store its byes and make it the current
        round with its deadline (epoch seconds), in one transaction (the tournament is
        running from its first round on)."""
