"""A tournament's rounds as the pure functions see them (bot.tournament.pairing,
.standings): its games read from its tables, its standings, the next round's seating, and
whether it can start. No storage, no Discord: bot.tournament.runner reads the tables and
hands them here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.i18n import Text
from bot.storage import ACTIVE, TableRecord
from bot.storage.tournament_records import ROUND_ROBIN, TournamentRecord
from bot.tournament.pairing import History, Round, round_robin, swiss_round
from bot.tournament.standings import Game, Line, standings


@dataclass
class Results:
    """A tournament's games so far, as the pure functions take them."""

    games: list[Game[int]] = field(default_factory=list)
    rounds: list[Round[int]] = field(default_factory=list)
    byes: dict[int, int] = field(default_factory=dict)
    tables: list[int] = field(default_factory=list)  # every table of the tournament, in order


def add_round(
    found: Results,
    tournament: TournamentRecord,
    tables: Sequence[TableRecord],
    byes: Sequence[int],
    scores: Any,
) -> None:
    """One played round's tables (as loaded, each with its state) and byes added to
    `found`; `scores(state)` is the game's own scores (a seat's "rank" and "total"). A table
    still playing counts for who met whom, not yet for the standings."""
    entrants = {p.user_id for p in tournament.players}
    seated: list[tuple[int | None, ...]] = []
    for table in tables:
        found.tables.append(table.id)
        players = tuple(s.user_id if s.user_id in entrants else None for s in table.seats)
        seated.append(players)
        if table.state is None or table.status in ACTIVE:
            continue
        result = scores(table.state)
        found.games.append(
            Game(
                players=players,
                places=tuple(int(result[s]["rank"]) for s in range(len(players))),
                scores=tuple(int(result[s]["total"]) for s in range(len(players))),
            )
        )
    found.rounds.append(Round(tables=tuple(seated), byes=tuple(byes)))
    for user_id in byes:
        found.byes[user_id] = found.byes.get(user_id, 0) + 1


def lines_of(tournament: TournamentRecord, results: Results) -> list[Line[int]]:
    """The standings, best first (withdrawn players keep their line, marked)."""
    players = [p.user_id for p in tournament.players]
    withdrawn = frozenset(p.user_id for p in tournament.players if p.withdrawn)
    names = {p.user_id: p.name for p in tournament.players}
    return standings(players, results.games, results.byes, withdrawn, names)


def next_round(tournament: TournamentRecord, results: Results) -> Round[int]:
    """The seating of the round after the current one. Withdrawn players are not seated;
    in a round-robin their planned opponent sits out with a bye (a win by forfeit)."""
    number = tournament.current_round + 1
    out = {p.user_id for p in tournament.players if p.withdrawn}
    if tournament.format == ROUND_ROBIN:
        planned = round_robin([p.user_id for p in tournament.players])[number - 1]
        tables: list[tuple[int | None, ...]] = []
        byes = [p for p in planned.byes if p not in out]
        for table in planned.tables:
            staying = [p for p in table if p is not None and p not in out]
            if len(staying) == len(table):
                tables.append(table)
            else:
                byes += staying
        return Round(tables=tuple(tables), byes=tuple(byes))
    history: History[int] = History()
    for played in results.rounds:
        history.add(played)
    ranked = [line.player for line in lines_of(tournament, results) if line.player not in out]
    return swiss_round(ranked, tournament.seats, history, ai_fills=tournament.ai_fills)


def rounds_to_play(tournament: TournamentRecord) -> int:
    """A Swiss plays the rounds its host chose; a round-robin as many as its field needs."""
    if tournament.format == ROUND_ROBIN:
        return len(round_robin([p.user_id for p in tournament.players]))
    return tournament.rounds


def start_refusal(tournament: TournamentRecord) -> Text | None:
    """Why the tournament cannot start with the players it has (None: it can)."""
    count = len(tournament.players)
    if count < 2:
        return Text("tournament-too-few")
    if tournament.format != ROUND_ROBIN and count < tournament.seats and not tournament.ai_fills:
        return Text(
            "tournament-wait-for", {"seats": tournament.seats, "missing": tournament.seats - count}
        )
    return None
