"""The engine contract, checked for every registered game (one conformance suite, as
OpenSpiel runs for each of its games). A new game gets all of this by registering."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games import registry
from games.base import Flow, Game, IllegalMove, State, play_out
from games.rng import Rng

GAMES = registry.NAMES
MAX_MOVES = 20_000  # far above any real game; reaching it means a game that never ends


def game_of(name: str) -> Game:
    return registry.get(name)


def seat_counts(game: Game) -> list[int]:
    top = min(game.seats.max, game.seats.min + 2)
    return sorted({game.seats.min, top})


def random_game(game: Game, players: int, seed: int) -> list[tuple[State, int, dict[str, Any]]]:
    """(state before, seat, move) for every move of one random legal game, to its end."""
    state = game.new_game(players, {}, seed)
    rng = Rng(seed * 7919 + players)
    steps = []
    while not game.is_over(state):
        assert len(steps) < MAX_MOVES, f"{game.title} did not end within {MAX_MOVES} moves"
        seat = game.waiting_for(state)[0]
        move = game.random_move(state, seat, rng)
        steps.append((state, seat, move))
        state, _ = game.apply(state, seat, move)
    steps.append((state, -1, {}))
    return steps


@pytest.fixture(scope="module", params=GAMES)
def played(request) -> tuple[Game, list[list[tuple[State, int, dict[str, Any]]]]]:
    game = game_of(request.param)
    games = [random_game(game, n, seed) for n in seat_counts(game) for seed in (1, 2)]
    return game, games


def sample(steps: list, every: int = 7) -> list:
    return steps[:: max(1, len(steps) // every)] + [steps[-1]]


@pytest.mark.parametrize("name", GAMES)
def test_declared_once_with_every_rule(name: str) -> None:
    game = game_of(name)
    assert game.name == name and game.title
    assert 1 <= game.seats.min <= game.seats.max
    for field in ("new_game", "validate", "apply", "view", "flow", "scores", "ai_move"):
        assert callable(getattr(game, field)), field
    assert callable(game.record) and callable(game.legal_moves)


def test_random_play_ends_and_replays_exactly(played) -> None:
    game, games = played
    for steps in games:
        start, final = steps[0][0], steps[-1][0]
        assert game.is_over(final) and game.waiting_for(final) == []
        state = game.new_game(len(start["seats"]), {}, start["seed"])
        assert state == start  # setup depends on the seed only
        for _, seat, move in steps[:-1]:
            state, _ = game.apply(state, seat, move)
        assert state == final


def test_states_moves_views_and_records_survive_json(played) -> None:
    game, games = played
    for steps in games:
        for state, _seat, move in sample(steps):
            assert json.loads(json.dumps(state)) == state
            assert json.loads(json.dumps(move)) == move
            for who in [None, *range(len(state["seats"]))]:
                view = game.view(state, who)
                assert json.loads(json.dumps(view)) == view
        final = steps[-1][0]
        assert json.loads(json.dumps(game.record(final))) == game.record(final)


def test_a_state_read_back_from_storage_plays_on_the_same(played) -> None:
    """Storage writes states with sorted keys: a game resumed from it (after a restart)
    must go on exactly as one that never left memory (no rule may follow dict order)."""
    game, games = played
    for steps in games:
        for state, seat, move in steps[:-1]:
            stored = json.loads(json.dumps(state, sort_keys=True))
            assert game.apply(stored, seat, move) == game.apply(state, seat, move)


def test_apply_never_mutates_its_input(played) -> None:
    game, games = played
    for steps in games:
        for state, seat, move in sample(steps[:-1], 25):
            before, move_before = copy.deepcopy(state), copy.deepcopy(move)
            game.apply(state, seat, move)
            assert state == before and move == move_before


def test_flow_agrees_with_waiting_and_counts_each_move(played) -> None:
    game, games = played
    for steps in games:
        for (state, seat, _move), (after, _, _) in zip(steps, steps[1:], strict=False):
            flow = game.flow(state)
            assert isinstance(flow, Flow)
            assert list(flow.active) == game.waiting_for(state) and not flow.over
            assert seat in flow.active and flow.active == tuple(sorted(set(flow.active)))
            assert len(flow.moves) == len(state["seats"])
            later = game.flow(after)
            assert later.moves[seat] == flow.moves[seat] + 1
            others = [k for k in range(len(flow.moves)) if k != seat]
            assert all(later.moves[k] == flow.moves[k] for k in others)
            # the mover's panel is always stale after its move; another seat's panel only
            # goes stale when the turn changes
            assert later.panel_key(seat) != flow.panel_key(seat)
            if later.turn_key == flow.turn_key:
                assert all(later.panel_key(k) == flow.panel_key(k) for k in others)
        end = game.flow(steps[-1][0])
        assert end.over and end.active == ()


def test_views_keep_secrets(played) -> None:
    """What only a seat may know lives in its view's `me` (None in the public view); every
    other part of a seat's view equals the public view, except that seat's own entry."""
    game, games = played
    for steps in games:
        for state, _, _ in sample(steps):
            public = game.view(state, None)
            assert public["me"] is None
            for seat in range(len(state["seats"])):
                mine = game.view(state, seat)
                for key in public:
                    if key in ("me", "seats"):
                        continue
                    assert mine[key] == public[key], (game.name, key)
                for other, entry in enumerate(public["seats"]):
                    if other != seat:
                        assert mine["seats"][other] == entry, (game.name, seat, other)


class OneSeatOnly(list):
    """A state's seats that note every index read, and refuse to be walked whole."""

    def __init__(self, items: list[Any]) -> None:
        super().__init__(items)
        self.read: set[int] = set()

    def __getitem__(self, index: Any) -> Any:
        self.read.add(index)
        return super().__getitem__(index)

    def __iter__(self) -> Any:
        raise AssertionError("the panel's view walked every seat")


def test_a_panel_view_is_the_seats_own_view(played) -> None:
    """A seat's panel is built from `panel_view`: for a game with a `seat_view`, it shows
    that seat's entry as the seat's whole view does and the same public parts, and it reads
    no other seat of the state (so a panel costs the same at any table size); for the
    others it is the seat's view itself."""
    game, games = played
    for steps in games:
        for state, _, _ in sample(steps):
            for seat in range(len(state["seats"])):
                whole = game.view(state, seat)
                panel = game.panel_view(state, seat)
                if game.seat_view is None:
                    assert panel == whole
                    continue
                for key, value in panel.items():
                    if key == "mine":
                        entry = {k: v for k, v in whole["seats"][seat].items() if k in value}
                        assert value == entry, (game.name, seat)
                    else:
                        assert value == whole[key], (game.name, key)
                seats = OneSeatOnly(state["seats"])
                game.seat_view({**state, "seats": seats}, seat)
                assert seats.read == {seat}, (game.name, seat, sorted(seats.read)[:5])


def test_refusals_are_sentences_and_apply_raises_them(played) -> None:
    game, games = played
    junk: list[Any] = [
        {},
        {"type": "no-such-move"},
        {"type": None},
        {"type": "confirm", "extra": [1, 2, 3]},
    ]
    for steps in games:
        for state, seat, move in sample(steps[:-1], 10):
            flow = game.flow(state)
            idle = [k for k in range(len(state["seats"])) if k not in flow.active]
            tries = [(seat, m) for m in junk]
            if idle:
                tries.append((idle[0], move))  # a legal move, by a seat not to act
            tries.append((len(state["seats"]) + 3, move))  # a seat that does not exist
            for who, bad in tries:
                reason = game.validate(state, who, bad)
                if reason is None:
                    continue  # e.g. a junk field a game ignores on a legal move
                assert isinstance(reason, str) and len(reason) > 8 and reason[0].isupper()
                with pytest.raises(IllegalMove) as refused:
                    game.apply(state, who, bad)
                assert str(refused.value) == reason
            assert game.validate(state, seat, move) is None


def test_legal_moves_are_legal_and_the_ai_plays_legally(played) -> None:
    game, games = played
    for steps in games:
        for state, seat, _ in sample(steps[:-1], 6):
            moves = game.legal_moves(state, seat)
            assert moves, "a seat to act always has a move"
            for move in moves[:: max(1, len(moves) // 40)]:
                assert game.validate(state, seat, move) is None, move
            ai = game.ai_move(state, seat)
            assert game.validate(state, seat, ai) is None, ai


@pytest.mark.parametrize("name", GAMES)
def test_the_ai_finishes_a_game_and_scores_it(name: str) -> None:
    game = game_of(name)
    players = game.seats.min if game.seats.min > 1 else 2
    players = min(players, game.seats.max)
    final = play_out(game, game.new_game(players, {}, 3), ["ai"] * players)
    scores = game.scores(final)
    assert len(scores) == players
    assert all("total" in s and "rank" in s for s in scores)
    assert min(s["rank"] for s in scores) == 1
    record = game.record(final)
    assert record["game"] == name and record["seed"] == 3
