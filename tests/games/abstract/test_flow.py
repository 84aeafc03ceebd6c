"""Abstract's flow: one simultaneous phase a round, and per-seat move counters that tell the
table manager which panels went stale."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.abstract import GAME
from games.abstract import engine as E
from games.base import moves_made, play_out
from games.rng import Rng
from tests.games.abstract.helpers import UNDO, bonus, make_state, paint, play


@settings(max_examples=15, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    play_seed=st.integers(0, 2**32),
    ai=st.booleans(),
)
def test_flow_agrees_with_the_state_and_counters_grow_by_one(
    players: int, seed: int, play_seed: int, ai: bool
) -> None:
    rng = Rng(play_seed)
    state = GAME.new_game(players, {}, seed)
    applied = 0
    while True:
        flow = GAME.flow(state)
        assert list(flow.active) == E.waiting_for(state)
        assert flow.over == bool(state["over"]) and flow.over == (not flow.active)
        assert flow.round == state["round"] and flow.phase == E.PHASE
        assert len(flow.moves) == players and sum(flow.moves) == applied
        if flow.over:
            break
        # any seat still playing may move, not only the first one
        seat = flow.active[rng.randint(0, len(flow.active) - 1)]
        move = GAME.ai_move(state, seat) if ai else GAME.random_move(state, seat, rng)
        new, _ = GAME.apply(state, seat, move)
        applied += 1
        before, after = GAME.flow(state), GAME.flow(new)
        for k in range(players):
            assert after.moves[k] == before.moves[k] + (1 if k == seat else 0)
        # the mover's panel is stale after its move; nobody else's is within a round
        assert after.panel_key(seat) != before.panel_key(seat)
        if after.round == before.round:
            assert after.announce_key == before.announce_key
            assert after.turn_key == before.turn_key
            for k in range(players):
                if k != seat:
                    assert after.panel_key(k) == before.panel_key(k)
        else:
            assert after.round == before.round + 1 or after.over
        state = new
    assert state["round"] == 12 and GAME.waiting_for(state) == [] and GAME.is_over(state)


def test_a_new_round_is_a_new_announcement_and_turn() -> None:
    state = make_state(players=2, roll=[1, 2, 3, 4, 5])
    start = GAME.flow(state)
    assert (start.round, start.active, start.moves) == (1, (0, 1), (0, 0))
    state = play(state, 0, paint(0, 1, 0), paint(2, 3, 4), bonus(4), {"type": "confirm"})
    state = play(state, 1, paint(0, 1, 0), paint(2, 3, 4), bonus(4))
    assert GAME.flow(state).active == (1,)
    state = play(state, 1, {"type": "confirm"})
    second = GAME.flow(state)
    assert second.round == 2 and second.active == (0, 1) and second.moves == (4, 4)
    assert second.announce_key != start.announce_key and second.turn_key != start.turn_key


def test_undo_counts_as_a_move_so_an_older_panel_stays_stale() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    first = GAME.flow(state).panel_key(0)
    state = play(state, 0, bonus(4))
    after_bonus = GAME.flow(state).panel_key(0)
    state = play(state, 0, UNDO)
    # the position is the one the first panel showed, but that panel is still outdated
    assert E.view(state, 0)["me"]["actions"] == []
    assert moves_made(state) == (2,)
    assert GAME.flow(state).panel_key(0) not in (first, after_bonus)


def test_view_ranks_follow_the_totals_it_shows() -> None:
    state = GAME.new_game(3, {}, 8)
    end = play_out(GAME, state, ["ai", "random", "random"], Rng(3))
    view = GAME.view(end, None)
    totals = [s["score"]["total"] for s in view["seats"]]
    assert [s["rank"] for s in view["seats"]] == [1 + sum(t > x for t in totals) for x in totals]
    assert [s["rank"] for s in view["seats"]] == [sc["rank"] for sc in GAME.scores(end)]
