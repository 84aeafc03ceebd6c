"""Take-back, checked for every registered game: a move the engine lets a seat take back
leaves the state exactly as it was before it, a move that revealed something (a die rolled,
a card dealt or turned, a phase closed, the game ended) never may be, and in a simultaneous
round the other seats' moves since are played again on the state before it."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games import registry
from games.base import TAKE_BACK, Game, State, effective_moves
from games.takeback import MOVED_ON, NOTHING, REVEALED, Made, refusal, take_back
from tests.contract.test_games import GAMES, random_game, seat_counts

Steps = list[tuple[State, int, dict[str, Any]]]
# what a move may change only when it revealed something to someone (absent keys match)
REVEALING_KEYS = ("rng", "turned", "undealt", "deck")


@pytest.fixture(scope="module", params=GAMES)
def played(request: pytest.FixtureRequest) -> tuple[Game, list[Steps]]:
    game = registry.get(request.param)
    return game, [random_game(game, n, seed) for n in seat_counts(game) for seed in (3, 4)]


def made_moves(steps: Steps) -> list[Made]:
    return [
        Made(seat, move, before, steps[k + 1][0])
        for k, (before, seat, move) in enumerate(steps[:-1])
    ]


def revealed(game: Game, before: State, after: State) -> bool:
    was, now = game.flow(before), game.flow(after)
    return (
        now.over
        or now.phase != was.phase
        or any(before.get(key) != after.get(key) for key in REVEALING_KEYS)
    )


def test_a_take_back_restores_exactly_the_state_before(played) -> None:
    game, games = played
    allowed = 0
    for made in map(made_moves, games):
        for m in made:
            if not game.may_take_back(m.before, m.move, m.after, m.seat):
                continue
            allowed += 1
            kept = json.dumps(m.before, sort_keys=True)
            result = take_back(game, [copy.deepcopy(m)], m.seat)
            assert not isinstance(result, str), result
            state, left = result
            assert left == []
            assert json.dumps(state, sort_keys=True) == kept
            assert m.seat in game.flow(state).active  # the seat is to act again
            assert game.validate(state, m.seat, m.move) is None  # and may play it again
            again, _ = game.apply(state, m.seat, m.move)
            assert again == m.after
    assert allowed, f"{game.title}: no move of four random games could be taken back"


def test_a_move_that_revealed_something_cannot_be_taken_back(played) -> None:
    game, games = played
    revealing = 0
    for made in map(made_moves, games):
        for m in made:
            if revealed(game, m.before, m.after):
                revealing += 1
                assert not game.may_take_back(m.before, m.move, m.after, m.seat), m.move
                assert refusal(game, [m], m.seat) == REVEALED
    assert revealing  # every game rolls, deals, turns or closes a phase somewhere


def test_only_the_last_move_and_only_before_another_seat_plays_on(played) -> None:
    game, games = played
    for made in map(made_moves, games):
        for k, m in enumerate(made[:-1]):
            nxt = made[k + 1]
            if nxt.seat == m.seat or not game.may_take_back(m.before, m.move, m.after, m.seat):
                continue
            window = [m, nxt]
            simultaneous = nxt.seat in game.flow(m.before).active
            same_turn = game.flow(nxt.after).turn_key == game.flow(m.after).turn_key
            result = take_back(game, window, m.seat)
            if not (simultaneous and same_turn):
                assert result == MOVED_ON
                continue
            # a simultaneous round: the other seat's move stands, played on the state before
            assert not isinstance(result, str), result
            state, left = result
            expected, _ = game.apply(m.before, nxt.seat, nxt.move)
            assert state == expected
            assert [(x.seat, x.move) for x in left] == [(nxt.seat, nxt.move)]
    assert take_back(game, [], 0) == NOTHING


def test_a_replay_skips_a_move_and_its_take_back(played) -> None:
    game, games = played
    made = made_moves(games[0])
    log = [(m.seat, m.move) for m in made]
    extra = made[0]
    with_take_back = [(extra.seat, extra.move), (extra.seat, dict(TAKE_BACK)), *log]
    assert effective_moves(with_take_back) == log
    # a take-back cancels its own seat's last move, not a later one of another seat
    other = (extra.seat + 1, {"type": "x"})
    assert effective_moves([(extra.seat, extra.move), other, (extra.seat, TAKE_BACK)]) == [other]
