"""The ratings arithmetic (bot.ratings): who is rated, and which way a game moves them."""

from __future__ import annotations

from bot.ratings import Result, cautious, new_ratings, played_their_seat


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
