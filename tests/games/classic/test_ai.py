"""The Venn Classic player: legal in every position of whole games, deterministic, blind
to every card its view hides, sensible in a few set positions, and clearly better than
random legal play."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bench.classic import compare_ai_random
from games.base import IllegalMove
from games.classic import GAME, ai
from games.classic import engine as E
from games.rng import Rng
from tests.games.classic.helpers import (
    PASS,
    bid,
    cards,
    game,
    play,
    rig,
    shrink,
    to_bidding,
    turn,
)


def play_checked(policies: list[str], seed: int) -> tuple[dict, list[tuple[int, dict]]]:
    """A whole game; every AI move must pass engine.validate before it is applied."""
    state = E.new_game(len(policies), {}, seed)
    rng = Rng(seed + 99)
    log = []
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        if policies[seat] == "ai":
            before = json.dumps(state, sort_keys=True)
            move = ai.choose(state, seat)
            assert json.dumps(state, sort_keys=True) == before, "choose() changed the state"
            assert E.validate(state, seat, move) is None, (move, state["phase"])
        else:
            move = GAME.random_move(state, seat, rng)
        state, _ = E.apply(state, seat, move)
        log.append((seat, move))
    return state, log


MIXES = [
    ["ai", "random"],
    ["random", "ai"],
    ["ai", "ai"],
    ["ai", "random", "ai"],
    ["random", "ai", "random", "ai"],
    ["ai"] * 4,
    ["ai", "random", "random", "random", "ai"],
    ["random", "ai", "ai", "random", "ai", "random"],
    ["ai"] * 7,
    ["ai", "random"] * 4,
    ["ai"] * 8,
]


@pytest.mark.parametrize("policies", MIXES, ids=lambda p: "-".join(x[0] for x in p))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ai_moves_are_legal_through_whole_games(policies: list[str], seed: int) -> None:
    end, log = play_checked(policies, seed * 31 + len(policies))
    assert E.is_over(end) and end["winner"] is not None
    kinds = {move["type"] for seat, move in log if policies[seat] == "ai"}
    assert {"place", "bid", "discard"} <= kinds or {"place", "bid", "turn"} <= kinds


def test_ai_plays_every_kind_of_move_over_some_games() -> None:
    kinds: set[str] = set()
    for seed in range(12):
        _, log = play_checked(["ai", "random", "ai"], 500 + seed)
        kinds |= {move["type"] for _, move in log}
    assert kinds == set(E.MOVE_TYPES)


def test_choose_refuses_a_seat_that_has_no_move() -> None:
    state = game(3)
    with pytest.raises(IllegalMove):
        ai.choose(state, 1)


# --------------------------------------------------------------------------- determinism


def positions(policies: list[str], seed: int) -> list[dict]:
    """JSON copies of every position of a game where an AI seat is to move."""
    state = E.new_game(len(policies), {}, seed)
    rng = Rng(seed)
    out = []
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        if policies[seat] == "ai":
            out.append(json.loads(json.dumps(state)))
            move = ai.choose(state, seat)
        else:
            move = GAME.random_move(state, seat, rng)
        state, _ = E.apply(state, seat, move)
    return out


def test_choose_is_deterministic_for_a_state() -> None:
    # choose() keeps no cache between calls, so asking in another order, on JSON copies,
    # must give the same moves
    found = positions(["ai", "random", "ai", "random"], 17)
    assert {p["phase"] for p in found} >= {"call", "place", "bid", "challenge", "discard"}
    first = [ai.choose(p, E.waiting_for(p)[0]) for p in found]
    again = [ai.choose(json.loads(json.dumps(p)), E.waiting_for(p)[0]) for p in reversed(found)]
    assert first == again[::-1]


def test_level_zero_never_bluffs() -> None:
    for seed in range(6):
        state = E.new_game(4, {}, 900 + seed)
        while not E.is_over(state):
            seat = E.waiting_for(state)[0]
            move = ai.choose(state, seat, level=0)
            if move["type"] == "bid":
                placed = E.placed_of(state, seat)
                for slot in move["push"]:
                    assert E.has_colour(E.type_of(state, placed[slot]), state["colour"])
            state, _ = E.apply(state, seat, move)


# --------------------------------------------------------------------------- fair play


def _revealed_ids(state: dict) -> set[int]:
    """Ids of every card ever turned over (their types are public)."""
    out = set()
    for h in state["history"]:
        for t in h["turned"]:
            out.add(h["placed"][str(t["seat"])][t["slot"]])
    for t in state["turned"]:
        out.add(state["seats"][t["seat"]]["layout"][t["slot"]])
    return out


def reshuffle_hidden(state: dict, seat: int, rng: Rng) -> tuple[dict, int]:
    """A copy of the state where the cards `seat` cannot see (other seats' hands, placed
    and discarded cards, the undealt cards, never turned over) get their types dealt out
    again: the same public view, other secrets. Also returns how many of the other seats'
    placed cards changed type."""
    copy = json.loads(json.dumps(state))
    own = copy["seats"][seat]
    mine = {*own["hand"], *own["placed"], *own["discard"]}
    hidden = sorted(set(range(len(copy["deck"]))) - mine - _revealed_ids(copy))
    types = [copy["deck"][c] for c in hidden]
    rng.shuffle(types)
    for c, t in zip(hidden, types, strict=True):
        copy["deck"][c] = t
    changed = sum(
        copy["deck"][c] != state["deck"][c]
        for k, entry in enumerate(copy["seats"])
        if k != seat
        for c in entry["placed"]
    )
    return copy, changed


@pytest.mark.parametrize(
    ("policies", "seed"),
    [
        (["ai", "random"], 5),
        (["ai", "ai", "random"], 6),
        (["random", "ai", "ai", "random", "ai"], 7),
    ],
)
def test_decisions_do_not_depend_on_hidden_cards(policies: list[str], seed: int) -> None:
    rng = Rng(seed)
    checked: dict[str, int] = {}
    changed_placed = 0
    for state in positions(policies, seed):
        seat = E.waiting_for(state)[0]
        move = ai.choose(state, seat)
        for _ in range(2):
            other, changed = reshuffle_hidden(state, seat, rng)
            assert E.view(other, seat) == E.view(state, seat)
            assert other["deck"] != state["deck"]
            assert ai.choose(other, seat) == move, (state["phase"], move)
            changed_placed += changed
        checked[state["phase"]] = checked.get(state["phase"], 0) + 1
    assert {"call", "place", "bid"} <= set(checked)
    assert changed_placed > 0  # the other seats' face-down cards really were changed


# --------------------------------------------------------------------------- set positions


def test_the_caller_names_a_colour_it_holds_and_places_those_cards() -> None:
    state = game(2, seed=3)
    rig(state, {0: ["RY", "RY", "RY", "RY", "YB", "BR"]})
    move = ai.choose(state, 0)
    assert move["type"] == "call"
    held = [E.type_of(state, c) for c in E.hand_of(state, 0)]
    assert sum(E.has_colour(t, move["colour"]) for t in held) >= 2
    state = play(state, (0, move))
    placed = ai.choose(state, 0)["cards"]
    with_colour = [
        c for c in E.hand_of(state, 0) if E.has_colour(E.type_of(state, c), move["colour"])
    ]
    # as many of its cards with the colour as the count allows
    assert sum(c in with_colour for c in placed) == min(len(with_colour), len(placed))


def test_pushes_its_cards_with_the_colour_when_it_opens() -> None:
    state = game(2, seed=4)
    rig(state, {0: ["RY", "RY", "RY", "BR", "YB", "YB"]})
    state = play(state, (0, {"type": "call", "colour": "orange", "count": 3}))
    state = play(state, (0, cards(E.hand_of(state, 0)[:3])), (1, cards(E.hand_of(state, 1)[:3])))
    move = ai.choose(state, 0)
    assert move["type"] == "bid" and sorted(move["push"]) == [0, 1, 2]
    assert move["amount"] >= 3


def test_raises_over_an_opening_of_zero_rather_than_lose_for_sure() -> None:
    state = to_bidding(game(2, seed=8), "red", 3)
    state = play(state, (0, bid(0)))
    move = ai.choose(state, 1)
    assert move["type"] == "bid"


def test_passes_a_bid_that_must_fail_on_its_own_cards() -> None:
    # heads-up: seat 0 bids 3 without pushing, so it must turn three of seat 1's cards,
    # and seat 1 placed three cards without green
    state = game(2, seed=9)
    rig(state, {1: ["RY", "BR", "RY", "YB", "YB", "YB"]})
    state = play(state, (0, {"type": "call", "colour": "green", "count": 3}))
    state = play(state, (0, cards(E.hand_of(state, 0)[:3])), (1, cards(E.hand_of(state, 1)[:3])))
    state = play(state, (0, bid(3)))
    assert ai.choose(state, 1) == PASS


def test_turns_own_pushed_cards_first_then_the_likeliest() -> None:
    state = game(3, seed=10)
    rig(state, {0: ["YB", "YB", "RY"]})
    state = play(state, (0, {"type": "call", "colour": "blue", "count": 3}))
    for k in range(3):
        state = play(state, (k, cards(E.hand_of(state, k)[:3])))
    state = play(state, (0, bid(3, [0, 1])), (1, PASS), (2, PASS))
    assert state["phase"] == "challenge"
    first = ai.choose(state, 0)
    assert first["type"] == "turn" and first["seat"] == 0 and first["slot"] in (0, 1)
    state = play(state, (0, first))
    second = ai.choose(state, 0)
    assert second["seat"] == 0 and second["slot"] in (0, 1)
    state = play(state, (0, second))
    third = ai.choose(state, 0)
    assert third["seat"] in (1, 2)


def _failed_on(state: dict, owner: int) -> dict:
    """Seat 0 challenges for one card of `owner`, which has no red: it fails there."""
    state = play(state, (0, bid(1)), *[(k, PASS) for k in range(1, len(state["seats"]))])
    return play(state, (0, turn(owner, 0)))


def test_recovers_when_low_on_cards() -> None:
    state = game(3, seed=12)
    rig(state, {1: ["YB", "YB"]})
    shrink(state, 1, 2)  # seat 1 holds 2 cards, 4 in its discard pile
    state = to_bidding(state, "red", 2)
    state = _failed_on(state, 1)
    assert state["phase"] == "recover" and state["winner_of_challenge"] == 1
    move = ai.choose(state, 1)
    assert move["type"] == "recover" and len(move["cards"]) == 2


def test_declines_recovery_when_the_loss_knocks_out_the_last_opponent() -> None:
    state = game(2, seed=13)
    rig(state, {1: ["YB", "YB"]})
    shrink(state, 1, 4)  # seat 1: 4 cards, 2 discarded
    shrink(state, 0, 2)  # seat 0: 2 cards
    state = to_bidding(state, "red", 2)
    state = _failed_on(state, 1)
    assert state["phase"] == "recover"
    assert ai.choose(state, 1) == {"type": "decline"}


def test_discards_keep_a_balanced_hand() -> None:
    state = game(2, seed=14)
    rig(state, {1: ["RY", "RY", "RY", "RY", "YB", "BR"]})
    state = to_bidding(state, "green", 1)
    state = play(state, (0, bid(0)), (1, PASS))
    assert state["phase"] == "discard"
    move = ai.choose(state, 1)
    kept = [E.type_of(state, c) for c in E.held_of(state, 1) if c not in move["cards"]]
    assert sorted(kept) == ["BR", "RY", "RY", "YB"]


# --------------------------------------------------------------------------- strength


def test_ai_beats_a_random_player_heads_up() -> None:
    result = compare_ai_random(games=100, players=2, seed=1)
    assert result["games"] == 100 and result["baseline"] == 0.5
    assert result["win_rate"] >= 0.65, result


def test_ai_beats_its_share_against_two_random_players() -> None:
    result: dict[str, Any] = compare_ai_random(games=60, players=3, seed=2)
    assert result["win_rate"] > 0.5, result
