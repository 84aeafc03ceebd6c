"""A tournament's standings from its results: a pure function, no clock, no storage.

Points per game: at a two-seat table a win is 1, a draw ½, a loss 0; at a table of more
seats a player's placing is worth (seats - place) / (seats - 1), players tied for a place
sharing the places they span (three seats: first 1, second ½, third 0; two tied for first
¾ each). AI seats take places like anyone but are not in the standings. A bye is worth a
win. A withdrawn player keeps what they scored and is marked.

Ties are broken by Buchholz (the sum of the final points of everyone the player sat with,
once per game), then by the sum of the player's own game scores, then by name, so that
the order is total and the same for the same results.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)


@dataclass(frozen=True)
class Game(Generic[P]):
    """One finished table of a tournament: each seat's player (None: an AI seat), its
    place (1 = first; equal places for a tie) and its score in the game."""

    players: tuple[P | None, ...]
    places: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass
class Line(Generic[P]):
    """One player's line of the standings."""

    player: P
    points: Fraction = Fraction(0)
    buchholz: Fraction = Fraction(0)
    game_scores: int = 0
    games: int = 0
    byes: int = 0
    withdrawn: bool = False
    opponents: list[P] = field(default_factory=list)  # once per game, repeats kept


def placing_points(places: Sequence[int]) -> list[Fraction]:
    """Each seat's points for its place at a table of len(places) seats."""
    seats = len(places)
    if seats < 2:
        raise ValueError("a table has at least two seats")
    worth = [Fraction(seats - place, seats - 1) for place in range(1, seats + 1)]
    points = []
    for place in places:
        # the seats ahead of this one, and those tied with it, span the places it shares
        # (so "1, 1, 3" and "1, 1, 2" both mean two tied for first)
        ahead = sum(1 for p in places if p < place)
        tied = sum(1 for p in places if p == place)
        points.append(sum(worth[ahead : ahead + tied], Fraction(0)) / tied)
    return points


def standings(
    players: Sequence[P],
    games: Sequence[Game[P]],
    byes: Mapping[P, int] | None = None,
    withdrawn: frozenset[P] = frozenset(),
    name: Mapping[P, str] | None = None,
) -> list[Line[P]]:
    """Every player's line, best first."""
    lines = {p: Line(player=p, withdrawn=p in withdrawn) for p in players}
    for game in games:
        points = placing_points(game.places)
        seated = [p for p in game.players if p is not None]
        for seat, player in enumerate(game.players):
            if player is None or player not in lines:
                continue
            line = lines[player]
            line.points += points[seat]
            line.game_scores += game.scores[seat]
            line.games += 1
            line.opponents += [p for p in seated if p != player]
    for player, count in (byes or {}).items():
        if player in lines:
            lines[player].byes += count
            lines[player].points += count  # a bye is worth a win
    for line in lines.values():
        line.buchholz = sum((lines[o].points for o in line.opponents if o in lines), Fraction(0))
    names = name or {}
    return sorted(
        lines.values(),
        key=lambda line: (
            -line.points,
            -line.buchholz,
            -line.game_scores,
            names.get(line.player, str(line.player)),
        ),
    )


def shown(value: Fraction) -> str:
    """Points as a player reads them: 2, 1½, ¾, 2⅓."""
    whole, part = divmod(value, 1)
    glyphs = {Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}
    glyphs |= {Fraction(1, 3): "⅓", Fraction(2, 3): "⅔"}
    if part == 0:
        return str(int(whole))
    glyph = glyphs.get(part)
    if glyph is None:
        return f"{float(value):.2f}"
    return f"{int(whole) or ''}{glyph}"
