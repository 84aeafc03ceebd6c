"""Property tests over random legal games: every recorded circle obeys rules 1-5 when
checked from scratch, locks never reopen or change shape, and replay is exact."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import play_out
from games.rng import Rng
from games.vvv import GAME
from games.vvv import engine as E
from games.vvv.board import Board

seeds = st.integers(min_value=0, max_value=2**32)


def fresh(state: dict) -> Board:  # type: ignore[type-arg]
    """A board built anew, not taken from the engine's cache."""
    return Board(
        tuple((c[0], c[1], c[2]) for c in state["circles"]),
        tuple((p[0], p[1]) for p in state["dots"]),
        tuple((lk["point"][0], lk["point"][1]) for lk in state["locks"]),
    )


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, play_seed=seeds)
def test_random_games_keep_every_rule(seed: int, play_seed: int) -> None:
    log: list = []
    end = play_out(GAME, E.new_game(2, {}, seed), ["random", "random"], Rng(play_seed), log)
    assert end["over"]
    state = E.new_game(2, {}, seed)
    lock_areas: dict[int, float] = {}
    for seat, move in log:
        if move["type"] == "circle":
            b = fresh(state)
            c = tuple(move["circle"])
            assert b.circle_problem(c) is None  # rules 2-5
            face = b.face_at(*state["pending"])
            assert face is not None and len(b.dots_in[face.index]) == 3
            assert b.splits(c, face.index)  # rule 1
        if move["type"] == "dot":
            assert fresh(state).dot_problem(tuple(move["at"])) is None
        state, _ = E.apply(state, seat, json.loads(json.dumps(move)))
        state = json.loads(json.dumps(state))
        b = fresh(state)
        # every lock so far still holds a locked face of the same area
        for k, lk in enumerate(state["locks"]):
            face = b.face_at(*lk["point"])
            assert face is not None and face.index in b.locked
            assert lock_areas.setdefault(k, face.area) == pytest.approx(face.area)
    assert state == end
    rec = GAME.record(end)
    assert rec["scores"] == E.points(end) and len(rec["turns"]) == len(end["turns"])
    if rec["winner"] is not None:
        w = rec["winner"]
        assert (rec["scores"][w], rec["circles_drawn"][w]) > (
            rec["scores"][1 - w],
            rec["circles_drawn"][1 - w],
        )
    # a pass leaves the board as it was, so the other seat passes too and the game ends
    assert all("pass" not in t for t in rec["turns"][:-2])
