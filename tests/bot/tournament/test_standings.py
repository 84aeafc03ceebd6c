"""Standings (bot.tournament.standings) against a hand-worked example."""

from __future__ import annotations

from fractions import Fraction

from bot.tournament.standings import Game, placing_points, shown, standings


def test_placing_points_share_tied_places():
    assert placing_points([1, 2]) == [1, 0]
    assert placing_points([1, 1]) == [Fraction(1, 2)] * 2
    assert placing_points([2, 1, 3]) == [Fraction(1, 2), 1, 0]
    assert placing_points([1, 1, 3]) == [Fraction(3, 4), Fraction(3, 4), 0]
    assert placing_points([1, 1, 2]) == [Fraction(3, 4), Fraction(3, 4), 0]  # dense ranks too


def test_standings_agree_with_a_hand_worked_example():
    # Four players at 2-seat tables over two rounds, and Ann on a bye in a third:
    #   round 1: Ann beats Bob 30-20; Cat and Dan draw 25-25
    #   round 2: Ann beats Cat 28-27; Bob beats Dan 40-10
    #   round 3: Ann has a bye; Bob beats Cat 22-21; Dan withdrew
    # Points: Ann 1 + 1 + 1 (bye) = 3; Bob 0 + 1 + 1 = 2; Cat ½ + 0 + 0 = ½; Dan ½ + 0 = ½
    # Buchholz (opponents' points): Ann: Bob 2 + Cat ½ = 2½; Bob: Ann 3 + Dan ½ + Cat ½ = 4;
    #   Cat: Dan ½ + Ann 3 + Bob 2 = 5½; Dan: Cat ½ + Bob 2 = 2½
    # Cat and Dan tie on ½: Cat's Buchholz is higher.
    games = [
        Game(players=("ann", "bob"), places=(1, 2), scores=(30, 20)),
        Game(players=("cat", "dan"), places=(1, 1), scores=(25, 25)),
        Game(players=("ann", "cat"), places=(1, 2), scores=(28, 27)),
        Game(players=("bob", "dan"), places=(1, 2), scores=(40, 10)),
        Game(players=("bob", "cat"), places=(1, 2), scores=(22, 21)),
    ]
    lines = standings(["ann", "bob", "cat", "dan"], games, {"ann": 1}, frozenset({"dan"}))
    got = [(x.player, shown(x.points), shown(x.buchholz), x.game_scores) for x in lines]
    assert got == [
        ("ann", "3", "2½", 58),
        ("bob", "2", "4", 82),
        ("cat", "½", "5½", 73),
        ("dan", "½", "2½", 35),
    ]
    assert lines[0].byes == 1 and lines[3].withdrawn and not lines[2].withdrawn


def test_an_ai_seat_takes_its_place_but_is_not_listed():
    game = Game(players=("ann", None, "bob"), places=(2, 1, 3), scores=(10, 12, 3))
    lines = standings(["ann", "bob"], [game])
    assert [(x.player, x.points) for x in lines] == [("ann", Fraction(1, 2)), ("bob", 0)]
    assert lines[0].opponents == ["bob"]  # the AI is nobody's opponent in the tie-break
