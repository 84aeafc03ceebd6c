"""The VENN heuristic player: legal in every position, deterministic, solo blocking, its
own scoring agrees with the engine's, and it clearly beats random legal play."""

from __future__ import annotations

import json

import pytest

from bench.venn import compare_ai_random
from games.rng import Rng
from games.venn import GAME, ai
from games.venn import engine as E
from games.venn.conditions import can_still_pass
from games.venn.data import load
from tests.games.venn.helpers import circles_of, set_circles


def play_checked(players: int, policies: list[str], seed: int) -> tuple[dict, list]:
    """Play a whole game; every AI move must pass engine.validate before it is applied."""
    state = E.new_game(players, {}, seed)
    rng = Rng(seed + 99)
    log = []
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        if policies[seat] == "ai":
            move = ai.choose(state, seat)
            assert E.validate(state, seat, move) is None, (move, state["phase"])
        elif policies[seat] == "simple":
            move = E.simple_move(state, seat)
        else:
            move = GAME.random_move(state, seat, rng)
        state, _ = E.apply(state, seat, move)
        log.append((seat, move))
    return state, log


@pytest.mark.parametrize(
    ("policies", "seed"),
    [
        (["ai"], 1),
        (["ai"], 2),
        (["ai", "ai"], 3),
        (["ai", "random"], 4),
        (["random", "ai", "simple", "ai"], 5),
        (["ai", "ai", "ai", "ai"], 6),
    ],
)
def test_ai_moves_are_legal_through_whole_games(policies: list[str], seed: int) -> None:
    end, log = play_checked(len(policies), policies, seed)
    assert E.is_over(end)
    kinds = {move["type"] for seat, move in log if policies[seat] == "ai"}
    assert {"place", "confirm"} <= kinds


def test_ai_scores_well_in_a_solo_game() -> None:
    end, _ = play_checked(1, ["ai"], 7)
    assert E.scores(end)[0]["total"] > 0


def _positions(players: int, seed: int, every: int) -> list[dict]:
    """Some positions of an AI game, in both phases, as JSON copies."""
    state = E.new_game(players, {}, seed)
    out = []
    step = 0
    while not E.is_over(state):
        if step % every == 0:
            out.append(json.loads(json.dumps(state)))
        seat = E.waiting_for(state)[0]
        state, _ = E.apply(state, seat, ai.choose(state, seat))
        step += 1
    return out


def test_choose_is_deterministic_for_a_state() -> None:
    positions = _positions(2, 11, 7)
    assert {p["phase"] for p in positions} == {"conditions", "numbers"}
    first = [ai.choose(p, E.waiting_for(p)[0]) for p in positions]
    ai.clear_cache()
    again = [ai.choose(json.loads(json.dumps(p)), E.waiting_for(p)[0]) for p in reversed(positions)]
    assert first == again[::-1]


def test_whole_games_replay_identically() -> None:
    _, log1 = play_checked(1, ["ai"], 21)
    ai.clear_cache()
    _, log2 = play_checked(1, ["ai"], 21)
    assert log1 == log2


def _solo_conditions_state(seed: int = 31) -> dict:
    """Round 1 of a solo game where Grape holds 4, 8, 12, 16: a sure /4 (or EVEN)."""
    state = E.new_game(1, {}, seed)
    set_circles(state, 0, dict(zip(circles_of("Gr"), (4, 8, 12, 16), strict=True)))
    return state


def test_solo_condition_comes_with_a_legal_block() -> None:
    state = _solo_conditions_state()
    move = ai.choose(state, 0)
    assert move["type"] == "condition"
    assert E.validate(state, 0, move) is None
    assert move["block"] in E.block_options(state, move["condition"])
    # the block is the option the AI would miss least: never the condition it took
    assert move["block"] != move["condition"]


def test_solo_condition_without_anything_left_to_block() -> None:
    state = _solo_conditions_state()
    state["common"] = {name: 0 for name in state["common"]}
    state["common"]["/4"] = 1
    assert E.block_options(state, "/4") == []
    move = ai.choose(state, 0)
    assert move["type"] == "condition" and move["condition"] == "/4"
    assert "block" not in move
    assert E.validate(state, 0, move) is None


def test_ai_skips_when_every_condition_would_fail() -> None:
    state = E.new_game(2, {}, 41)
    ids = load().circle_ids
    pattern = (1, 2, 20)
    values = {cid: pattern[k % 3] for k, cid in enumerate(ids)}
    values["Kh1"] = None  # one circle left, so the game goes on
    set_circles(state, 0, values)
    sheet = state["seats"][0]
    for code in load().section_codes:
        numbers = E.section_numbers(sheet, code)
        empty = len(E.section_empty(sheet, code))
        assert not any(can_still_pass(name, numbers, empty) for name in load().condition_names)
    assert ai.choose(state, 0) == {"type": "skip"}


def test_own_scoring_matches_the_engine() -> None:
    """The AI's "now" score equals score_seat on drafts and on finished sheets."""
    for players, seed in ((1, 51), (3, 52)):
        state = E.new_game(players, {}, seed)
        rng = Rng(seed)
        while not E.is_over(state):
            seat = E.waiting_for(state)[0]
            if state["phase"] == "numbers":
                others = [s for k, s in enumerate(state["seats"]) if k != seat]
                want = E.score_seat(E.effective(state, seat), others, solo=players == 1)
                assert ai.evaluate(state, seat)["now"] == want["total"]
            move = ai.choose(state, seat) if seat == 0 else GAME.random_move(state, seat, rng)
            state, _ = E.apply(state, seat, move)
        for sc in E.scores(state):
            assert ai.evaluate(state, sc["seat"])["now"] == sc["total"]


def test_ai_beats_random_play_by_far() -> None:
    for players, games in ((1, 6), (2, 4)):  # the AI leads by 200 points a game or more
        result = compare_ai_random(games=games, players=players, seed=3)
        assert result["games"] == games and result["players"] == players
        assert result["ai_mean"] > 0, result
        assert result["ai_mean"] >= result["random_mean"] + 40, result
        assert result["median_ms"] >= 0 and result["p95_ms"] >= result["median_ms"]


def test_ai_takes_over_a_round_someone_else_started() -> None:
    """A draft that does not follow the AI's plan: it replans and finishes legally."""
    state = E.new_game(2, {}, 61)
    rng = Rng(61)
    for _ in range(4):  # a few rounds: random seat-0 starts, the AI completes them
        while state["phase"] == "conditions":
            seat = state["turn"]
            state, _ = E.apply(state, seat, ai.choose(state, seat))
        first = GAME.random_move(state, 0, rng)
        state, _ = E.apply(state, 0, first)
        round_no = state["round"]
        while not E.is_over(state) and state["round"] == round_no:
            seat = E.waiting_for(state)[0]
            move = ai.choose(state, seat)
            assert E.validate(state, seat, move) is None, move
            state, _ = E.apply(state, seat, move)
        if E.is_over(state):
            break
