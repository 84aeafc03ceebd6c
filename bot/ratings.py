"""Skill ratings per server and game, with openskill's Plackett-Luce model (it rates any
number of players, ties included, and keeps an uncertainty for each player).

A finished game counts for every person seated (games, wins); it moves ratings only
between the people who played their own seats: a seat the AI played for more than half of
its moves is not rated, nor is a game ended by its host (it never finishes). AI seats are
not rated and are left out of the ranking; a game with fewer than two rated people moves no
rating.
"""

from __future__ import annotations

import calendar
import datetime
import re
from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.i18n import DEFAULT, month_name, tr
from bot.storage.base import SeasonEntry

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Result:
    """One person's finished game, as the ratings see it."""

    user_id: int
    rank: int  # 1 = first; ties share a rank
    won: bool
    rated: bool  # played their own seat for at least half of its moves


def played_their_seat(own_moves: int, ai_moves: int) -> bool:
    """The AI played this seat for at most half of its moves."""
    return ai_moves * 2 <= own_moves + ai_moves


def new_ratings(
    results: list[Result], current: dict[int, tuple[float, float]]
) -> dict[int, tuple[float, float]]:
    """(mu, sigma) after the game for each rated person (none when fewer than two)."""
    rated = [r for r in results if r.rated]
    if len(rated) < 2:
        return {}
    teams = []
    for r in rated:
        mu, sigma = current.get(r.user_id, (None, None))
        teams.append([MODEL.rating(mu=mu, sigma=sigma, name=str(r.user_id))])
    after = MODEL.rate(teams, ranks=[float(r.rank) for r in rated])
    return {r.user_id: (team[0].mu, team[0].sigma) for r, team in zip(rated, after, strict=True)}


def cautious(mu: float, sigma: float) -> float:
    """The rating a leaderboard sorts by: three uncertainties below the estimate, so a
    player with few games does not top the board by luck."""
    return mu - 3 * sigma


@dataclass
class SeasonLine:
    """One person's line of a season's board."""

    user_id: int
    mu: float | None = None
    sigma: float | None = None
    played: int = 0
    won: int = 0


def season_board(entries: Iterable[SeasonEntry], limit: int = 10) -> list[SeasonLine]:
    """A season's board from its own games alone (`entries` in the order the games
    finished, bot.storage `season`): every person starts the season unrated, and each game
    moves ratings as it did when it was played (`new_ratings`). Sorted as the server's
    board is: rated first, by `cautious`, then wins and games."""
    games: dict[int, list[Result]] = {}  # (dicts keep the order the games finished in)
    for e in entries:
        games.setdefault(e.table_id, []).append(Result(e.user_id, e.rank, e.won, e.rated))
    lines: dict[int, SeasonLine] = {}
    for results in games.values():
        current = {
            r.user_id: (line.mu, line.sigma)
            for r in results
            if (line := lines.get(r.user_id)) is not None
            and line.mu is not None
            and line.sigma is not None
        }
        after = new_ratings(results, current)
        for r in results:
            line = lines.setdefault(r.user_id, SeasonLine(r.user_id))
            line.played += 1
            line.won += r.won
            if r.user_id in after:
                line.mu, line.sigma = after[r.user_id]
    ranked = sorted(
        lines.values(),
        key=lambda x: (
            x.mu is None,
            -cautious(x.mu, x.sigma) if x.mu is not None and x.sigma is not None else 0.0,
            -x.won,
            -x.played,
            x.user_id,
        ),
    )
    return ranked[:limit]


SEASON = re.compile(r"^\s*(\d{4})-(\d{1,2})\s*$")


def season_span(
    season: str, today: datetime.date, locale: str = DEFAULT
) -> tuple[float, float, str] | str:
    """A season's start and end (epoch seconds, UTC) and its name, from `YYYY-MM`,
    `this` or `last`; or why the text names no season (both in `locale`)."""
    text = season.strip().lower()
    if text in ("this", "current", "now"):
        year, month = today.year, today.month
    elif text in ("last", "previous"):
        year, month = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
    elif (m := SEASON.match(text)) is not None and 1 <= int(m.group(2)) <= 12:
        year, month = int(m.group(1)), int(m.group(2))
    else:
        return tr(locale, "board-season-refused")
    start = datetime.datetime(year, month, 1, tzinfo=datetime.UTC)
    days = calendar.monthrange(year, month)[1]
    end = start + datetime.timedelta(days=days)
    return start.timestamp(), end.timestamp(), month_name(locale, year, month)
