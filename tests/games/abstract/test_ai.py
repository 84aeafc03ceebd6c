"""The heuristic player must clearly beat random legal play (a score check, not timing)."""

from __future__ import annotations

from bench.abstract import compare_ai_random
from games.abstract import GAME
from games.abstract import engine as E
from games.abstract.ai import plan_round
from games.base import play_out


def test_ai_beats_random_play_by_half_again() -> None:
    result = compare_ai_random(games=40, players=1, seed=1)
    assert result["games"] == 40
    assert result["ai_mean"] >= 1.5 * result["random_mean"], result


def test_plan_round_is_a_complete_legal_round() -> None:
    state = E.new_game(1, {}, 21)
    plan = plan_round(state, 0)
    assert plan[-1] == {"type": "confirm"}
    for move in plan:
        assert E.validate(state, 0, move) is None, move
        state, _ = E.apply(state, 0, move)
    assert state["round"] == 2


def test_ai_confirms_a_finished_round_and_is_seeded_per_seat() -> None:
    state = E.new_game(4, {}, 5)
    end = play_out(GAME, state, ["ai"] * 4)
    assert GAME.is_over(end)
    paintings = {tuple(map(str, s["painting"])) for s in end["seats"]}
    # the same rolls, but each seat breaks near-ties its own way
    assert len(paintings) > 1
