"""Pairings (bot.tournament.pairing): Swiss rounds never repeat a pairing while another
seating exists, byes go round, and a round-robin meets every pair once."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.tournament.pairing import History, Round, round_robin, swiss_round


def people(table) -> list:
    return [p for p in table if p is not None]


def everyone(r: Round) -> list:
    return [p for t in r.tables for p in people(t)] + list(r.byes)


def test_the_first_round_seats_the_ranked_players_from_the_top():
    r = swiss_round(list("abcdef"), 3, History(), ai_fills=False)
    assert r.tables == (tuple("abc"), tuple("def")) and r.byes == () and r.repeats == 0


def test_swiss_avoids_repeats_for_as_long_as_any_seating_does():
    # 8 players at 2-seat tables, the standings in a new order each round: with these
    # orders all 7 rounds have a seating without a repeat (seating each round greedily from
    # the top repeats a pairing from round 2 on), and the search must find it
    rng = random.Random(7)
    field_ = list(range(8))
    history: History[int] = History()
    for _ in range(7):
        rng.shuffle(field_)
        r = swiss_round(field_, 2, history, ai_fills=False)
        assert r.repeats == 0, (r, history.met)
        assert sorted(everyone(r)) == list(range(8))
        history.add(r)
    assert len(history.met) == 28  # every pair met once
    # an eighth round has no seating without a repeat: it takes the fewest (four tables,
    # each a pair that met)
    r = swiss_round(field_, 2, history, ai_fills=False)
    assert r.repeats == 4


def test_three_seat_swiss_with_ai_filling_the_last_table():
    history: History[str] = History()
    field_ = list("abcdefgh")
    for _ in range(3):
        r = swiss_round(field_, 3, history, ai_fills=True)
        assert [len(t) for t in r.tables] == [3, 3, 3] and r.byes == ()
        assert sum(t.count(None) for t in r.tables) == 1  # 8 players: one AI seat
        assert r.repeats == 0
        history.add(r)
        field_ = field_[1:] + field_[:1]


def test_the_short_table_moves_up_when_only_that_avoids_a_repeat():
    # found by the e2e test of a Forget Venice tournament: with the short table last, "c"
    # (second in the standings) would sit at a three-seat table, and every one of those
    # repeats a pairing; seated at the short table, nobody meets anyone twice
    history: History[str] = History()
    history.add(Round(tables=(tuple("abc"), tuple("def"), ("g", "h", None))))
    history.add(Round(tables=(tuple("agd"), tuple("che"), ("b", "f", None))))
    r = swiss_round(list("acbdefgh"), 3, history, ai_fills=True)
    assert r.repeats == 0 and sorted(everyone(r)) == list("abcdefgh")
    assert r.tables[0] == tuple("afh")  # the leader's table stays first
    # and any order of these standings seats the round without a repeat (one in 40, of
    # the 40,320; the short table last, a tenth of them repeated a pairing)
    for order in itertools.islice(itertools.permutations("abcdefgh"), 0, None, 40):
        assert swiss_round(list(order), 3, history, ai_fills=True).repeats == 0


def test_a_bye_goes_to_someone_new_each_round_while_anyone_has_had_none():
    history: History[str] = History()
    field_ = list("abcde")  # 5 players at 2-seat tables: one bye a round
    given = []
    for _ in range(5):
        r = swiss_round(field_, 2, history, ai_fills=False)
        assert len(r.byes) == 1
        given.append(r.byes[0])
        history.add(r)
    assert sorted(given) == list("abcde")
    # the first bye goes to the lowest placed
    assert given[0] == "e"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8])
def test_a_round_robin_meets_every_pair_exactly_once(n):
    field_ = [f"p{k}" for k in range(n)]
    rounds = round_robin(field_)
    pairs = [frozenset(t) for r in rounds for t in r.tables]
    assert sorted(map(sorted, pairs)) == sorted(
        map(sorted, map(frozenset, itertools.combinations(field_, 2)))
    )
    for r in rounds:  # nobody twice in a round, everyone there or on a bye
        assert sorted(everyone(r)) == sorted(field_)
    assert all(len(r.byes) == n % 2 for r in rounds)
