"""The ratings arithmetic (bot.ratings): who is rated, and which way a game moves them."""

from __future__ import annotations

import datetime

from bot.ratings import (
    Result,
    cautious,
    new_ratings,
    played_their_seat,
    season_board,
    season_span,
)
from bot.storage.base import SeasonEntry


def test_a_seat_the_ai_played_for_more_than_half_is_not_rated() -> None:
    assert played_their_seat(10, 10)  # half: still theirs
    assert not played_their_seat(9, 11)
    assert played_their_seat(0, 0)  # a seat that never moved was not the AI's either


def test_the_winner_rises_the_loser_falls_and_ties_share() -> None:
    after = new_ratings([Result(1, 1, True, True), Result(2, 2, False, True)], {})
    assert after[1][0] > 25 > after[2][0]
    assert after[1][1] < 25 / 3 and after[2][1] < 25 / 3  # both more certain now
    tied = new_ratings([Result(1, 1, True, True), Result(2, 1, True, True)], {})
    assert abs(tied[1][0] - tied[2][0]) < 1e-9


def test_an_upset_moves_ratings_more_than_an_expected_result() -> None:
    strong, weak = (35.0, 3.0), (15.0, 3.0)
    expected = new_ratings(
        [Result(1, 1, True, True), Result(2, 2, False, True)], {1: strong, 2: weak}
    )
    upset = new_ratings([Result(1, 2, False, True), Result(2, 1, True, True)], {1: strong, 2: weak})
    assert abs(upset[2][0] - weak[0]) > abs(expected[2][0] - weak[0])


def test_fewer_than_two_rated_people_move_no_rating() -> None:
    assert new_ratings([Result(1, 1, True, True), Result(2, 2, False, False)], {}) == {}
    assert new_ratings([Result(1, 1, True, True)], {}) == {}


def test_the_board_sorts_cautiously() -> None:
    assert cautious(30.0, 1.0) > cautious(33.0, 3.0)


def test_a_season_board_counts_its_own_games_from_unrated():

    # two games in the month: ann beats bob, then ann beats bob and cat (cat's seat
    # mostly the AI's: counted, not rated)
    entries = [
        SeasonEntry(1, 10, 1, True, True),
        SeasonEntry(1, 20, 2, False, True),
        SeasonEntry(2, 10, 1, True, True),
        SeasonEntry(2, 20, 2, False, True),
        SeasonEntry(2, 30, 3, False, False),
    ]
    board = season_board(entries)
    assert [(x.user_id, x.played, x.won) for x in board] == [(10, 2, 2), (20, 2, 0), (30, 1, 0)]
    # the ratings are those of the two games played from a fresh start, in order
    first = new_ratings([Result(10, 1, True, True), Result(20, 2, False, True)], {})
    second = new_ratings(
        [Result(10, 1, True, True), Result(20, 2, False, True), Result(30, 3, False, False)],
        first,
    )
    assert (board[0].mu, board[0].sigma) == second[10]
    assert board[2].mu is None  # never rated this month
    assert season_board([]) == []


def test_a_season_is_a_month_named_this_last_or_by_number():
    today = datetime.date(2026, 1, 15)
    since, until, name = season_span("this", today)
    assert name == "January 2026"
    assert since == datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC).timestamp()
    assert until == datetime.datetime(2026, 2, 1, tzinfo=datetime.UTC).timestamp()
    assert season_span("last", today)[2] == "December 2025"  # the year turns back
    assert season_span(" 2024-2 ", today)[2] == "February 2024"
    for bad in ("2024-13", "soon", "24-01", ""):
        refusal = season_span(bad, today)
        assert isinstance(refusal, str) and "YYYY-MM" in refusal
