"""Each kind of table gets its delivery policy, decided in one place (bot.policy)."""

from __future__ import annotations

from bot.crowd import CROWD_ABOVE
from bot.policy import (
    CROWD,
    FRIENDS,
    PRACTICE,
    PRACTICE_TABLE,
    TOURNAMENT,
    TOURNAMENT_TABLE,
    game_options,
    policy_of,
)
from bot.storage import SeatRecord, TableRecord


def table_of(players: int, **options: object) -> TableRecord:
    seats = [SeatRecord(seat=s, user_id=1000 + s, name=f"p{s}") for s in range(players)]
    return TableRecord(
        id=7,
        game="abstract",
        guild_id=1,
        channel_id=2,
        host_id=1000,
        status="lobby",
        options=dict(options),
        seed=1,
        clock_minutes=5,
        seats=seats,
    )


def test_each_kind_of_table_has_its_policy() -> None:
    assert policy_of(table_of(CROWD_ABOVE)) is FRIENDS
    assert policy_of(table_of(CROWD_ABOVE + 1)) is CROWD
    assert policy_of(table_of(2, **{PRACTICE: True})) is PRACTICE_TABLE
    tournament = policy_of(table_of(3, **{TOURNAMENT: 4}))
    assert tournament is TOURNAMENT_TABLE and not tournament.rematch
    # a table of friends in all else: counted, rated, replayed
    assert (tournament.counted, tournament.rated, tournament.replay) == (True, True, True)


def test_a_lobby_becomes_a_crowd_as_it_fills() -> None:
    # not cached on the table: the seat count decides each time it is asked
    table = table_of(CROWD_ABOVE)
    assert not policy_of(table).counts_not_names
    table.seats.append(SeatRecord(seat=CROWD_ABOVE, user_id=1, name="late"))
    assert policy_of(table).counts_not_names


def test_reminders_name_friends_and_count_a_crowd() -> None:
    seats = table_of(3).seats
    assert FRIENDS.reminder_text(seats, 100).startswith("⏰ <@1000> <@1001> <@1002>: your turn")
    assert "3 players have not confirmed yet" in CROWD.reminder_text(seats, 100)
    assert "1 player has not" in CROWD.reminder_text(seats[:1], 100)


def test_the_game_is_replayed_with_its_own_options_without_the_bots_flags() -> None:
    table = table_of(3, variant="short", **{PRACTICE: True, TOURNAMENT: 4})
    assert game_options(table) == {"variant": "short"}
    assert table.options[TOURNAMENT] == 4  # the table keeps its flags
