"""Property tests: random legal play always ends, replays exactly, spends every die once
per round and never erases a number."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import play_out
from games.rng import Rng
from games.venn import GAME
from games.venn import engine as E
from games.venn.data import load

seeds = st.integers(min_value=0, max_value=2**64 - 1)


def _filled(entry: dict) -> dict[str, int]:
    """Every committed number of a sheet, PARK circles included, by circle id."""
    out = {cid: v for cid, v in entry["circles"].items() if v is not None}
    for pid, slot in zip(load().park_ids, entry["park"], strict=True):
        if slot["value"] is not None:
            out[pid] = slot["value"]
    return out


def _check_round(before: dict, after: dict, roll: list[int]) -> None:
    """Compare each seat's committed sheet across one round end with its final draft."""
    for k, old in enumerate(before["seats"]):
        new = after["seats"][k]
        dice: list[int] = []
        expected: list[int] = []
        for move in old["draft"]:
            kind = move["type"]
            if kind in ("place", "lose"):
                dice.extend(move["dice"])
            if kind == "place":
                expected.append(sum(roll[i] for i in move["dice"]))
            elif kind == "extra":
                expected.append(roll[move["die"]])
            elif kind == "unpark":
                slot = load().park_ids.index(move["park"])
                expected.append(new["park"][slot]["value"])
        assert sorted(dice) == list(range(5)), "each die is spent exactly once a round"
        was, now = _filled(old), _filled(new)
        added = [v for cid, v in now.items() if cid not in was]
        assert Counter(added) == Counter(expected)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=1, max_value=6), seed=seeds, play_seed=seeds)
def test_random_play_ends_replays_and_keeps_every_number(
    players: int, seed: int, play_seed: int
) -> None:
    start = E.new_game(players, {}, seed)
    log: list = []
    end = play_out(GAME, start, ["random"] * players, Rng(play_seed), log)
    assert E.is_over(end) and E.waiting_for(end) == [] and end["phase"] == "over"
    assert any(E.sheet_full(s) for s in end["seats"])
    assert len(end["rolls"]) == end["round"] <= 40
    confirms = [m for _, m in log if m["type"] == "confirm"]
    assert len(confirms) == end["round"] * players

    # replay from seed and moves alone, through JSON each step, checking invariants
    state = E.new_game(players, {}, seed)
    for seat, move in log:
        assert E.validate(state, seat, move) is None
        new, _ = E.apply(state, seat, json.loads(json.dumps(move)))
        for old_entry, new_entry in zip(state["seats"], new["seats"], strict=True):
            was, now = _filled(old_entry), _filled(new_entry)
            assert all(now.get(cid) == v for cid, v in was.items()), "a number was erased"
            assert len(now) >= len(was)
        if new["round"] != state["round"] or E.is_over(new):
            _check_round(state, new, state["rolls"][-1])
        state = json.loads(json.dumps(new))
    assert state == end

    sc = E.scores(end)
    assert [s["total"] for s in sc] == [s["score"]["total"] for s in E.view(end, None)["seats"]]
    for s in sc:
        parts = sum(s["sections"].values()) + s["sum"] + s["park"]
        assert parts == s["total"]
    assert min(s["rank"] for s in sc) == 1
    assert E.record(end)["winners"] == [s["seat"] for s in sc if s["rank"] == 1]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=1, max_value=4), seed=seeds, play_seed=seeds)
def test_drafts_stay_private_and_views_match_effective_sheets(
    players: int, seed: int, play_seed: int
) -> None:
    state = E.new_game(players, {}, seed)
    rng = Rng(play_seed)
    steps = 0
    while not E.is_over(state) and steps < 120:
        seat = E.waiting_for(state)[0]
        state, events = E.apply(state, seat, GAME.random_move(state, seat, rng))
        steps += 1
        for event in events:
            if event["type"] == "action":
                assert set(event) == {"type", "seat"}
        public = E.view(state, None)
        for k, entry in enumerate(state["seats"]):
            assert public["seats"][k]["circles"] == entry["circles"]
            mine = E.view(state, k)
            eff = E.effective(state, k)
            assert mine["seats"][k]["circles"] == eff["circles"]
            assert mine["seats"][k]["park"] == eff["park"]
