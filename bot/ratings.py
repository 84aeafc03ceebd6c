"""Skill ratings per server and game, with openskill's Plackett-Luce model (it rates any
number of players, ties included, and keeps an uncertainty for each player).

A finished game counts for every person seated (games, wins); it moves ratings only
between the people who played their own seats: a seat the AI played for more than half of
its moves is not rated, nor is a game ended by its host (it never finishes). AI seats are
not rated and are left out of the ranking; a game with fewer than two rated people moves no
rating.
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

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
