"""VENNi, Vidi, Vici's engine: setup, turns, refusals that name the rule, the end."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from games.base import IllegalMove
from games.vvv import GAME
from games.vvv import engine as E

# a random game (seed 1) in which the next seat's dot at (400, 345) would be the third
# of its region with no circle to split the three
REFUSED_THIRD: list[dict[str, Any]] = [
    {"type": "dot", "at": [95, 515]},
    {"type": "dot", "at": [485, 395]},
    {"type": "dot", "at": [500, 350]},
    {"type": "dot", "at": [340, 350]},
    {"type": "dot", "at": [545, 370]},
    {"type": "circle", "circle": [480, 470, 100]},
    {"type": "dot", "at": [660, 350]},
    {"type": "dot", "at": [540, 535]},
    {"type": "dot", "at": [10, 350]},
    {"type": "dot", "at": [585, 350]},
    {"type": "circle", "circle": [500, 240, 120]},
]


def play(moves: list[dict[str, Any]], seed: int = 1) -> dict[str, Any]:
    state = E.new_game(2, {}, seed)
    for move in moves:
        state, _ = E.apply(state, E.seat_to_act(state), move)  # type: ignore[arg-type]
    return state


def test_setup_follows_the_ruling() -> None:
    firsts = set()
    for seed in range(12):
        s = E.new_game(2, {}, seed)
        firsts.add(s["first"])
        assert s["circles"] == [[400, 350, 220], [600, 350, 220]]
        assert s["dots"] == [[280, 350], [720, 350]]
        assert s["dot_seats"] == [s["first"], 1 - s["first"]]
        assert E.seat_to_act(s) == s["first"] and E.stage_of(s) == "dot"
        assert E.new_game(2, {}, seed) == s
    assert firsts == {0, 1}
    with pytest.raises(ValueError):
        E.new_game(3, {}, 1)
    with pytest.raises(ValueError):
        E.new_game(2, {"variant": "wild"}, 1)


def test_a_third_dot_calls_for_a_circle_by_the_same_player() -> None:
    s = E.new_game(2, {}, 4)
    me = s["first"]
    s, events = E.apply(s, me, {"type": "dot", "at": [250, 300]})
    assert events[0]["third"] is False and E.seat_to_act(s) == 1 - me
    s, _ = E.apply(s, 1 - me, {"type": "dot", "at": [700, 420]})
    before = E.flow(s)
    s, events = E.apply(s, me, {"type": "dot", "at": [250, 420]})
    assert events[0]["third"] is True
    assert E.seat_to_act(s) == me and E.stage_of(s) == "circle"
    flow = E.flow(s)
    assert flow.active == (me,) and flow.turn == 2
    # the dot and its circle are one turn: one clock, and an absent player's AI plays both
    assert flow.turn_key == before.turn_key and flow.panel_key(me) != before.panel_key(me)
    assert "draw the circle" in (E.validate(s, me, {"type": "dot", "at": [100, 100]}) or "")
    circle = E.splitting_circles(s, 1)[0]
    s, events = E.apply(s, me, {"type": "circle", "circle": circle})
    assert s["turns"][-1] == {"seat": me, "dot": [250, 420], "circle": circle}
    assert E.seat_to_act(s) == 1 - me and E.stage_of(s) == "dot" and E.flow(s).turn == 3
    assert events[0]["type"] == "circle"


@pytest.mark.parametrize(
    ("at", "words"),
    [
        ([1200, 100], "off the paper"),
        ([5, 300], "paper's edge"),
        ([400, 135], "every circle"),  # 5 units inside the left circle's top
        ([285, 355], "every other dot"),
        ([2.5, 3], "whole numbers"),
    ],
)
def test_bad_dots_are_refused_with_the_rule(at: list[Any], words: str) -> None:
    s = E.new_game(2, {}, 1)
    reason = E.validate(s, s["first"], {"type": "dot", "at": at})
    assert reason is not None and words in reason
    with pytest.raises(IllegalMove):
        E.apply(s, s["first"], {"type": "dot", "at": at})


def test_a_third_dot_without_a_splitting_circle_is_refused() -> None:
    s = play(REFUSED_THIRD)
    seat = E.seat_to_act(s)
    assert seat is not None
    before = copy.deepcopy(s)
    reason = E.validate(s, seat, {"type": "dot", "at": [400, 345]})
    assert reason is not None and "third dot" in reason and "1|2" in reason
    assert s == before


def test_dots_in_locked_regions_are_refused() -> None:
    s = play(REFUSED_THIRD)
    assert s["locks"]
    b = E.board_of(s)
    lk = s["locks"][0]
    face = b.face_at(*lk["point"])
    assert face is not None and face.index in b.locked
    spots = [(x, y) for x in range(0, 1000, 5) for y in range(0, 700, 5) if b.face_at(x, y) is face]
    clear = [p for p in spots if b.dot_problem(p) in (None, ("locked", {}))]
    assert clear
    reason = E.validate(s, E.seat_to_act(s), {"type": "dot", "at": list(clear[0])})  # type: ignore[arg-type]
    assert reason is not None and "locked" in reason


def test_bad_circles_are_refused_with_the_rule() -> None:
    s = E.new_game(2, {}, 4)
    me = s["first"]
    for move in (
        {"type": "dot", "at": [250, 300]},
        {"type": "dot", "at": [700, 420]},
        {"type": "dot", "at": [250, 420]},
    ):
        s, _ = E.apply(s, E.seat_to_act(s), move)  # type: ignore[arg-type]
    cases = [
        ([505, 200, 100], "lattice"),
        ([100, 100, 50], "exactly 2"),
        ([500, 350, 150], "no new area"),
        ([500, 200, 100], "split"),  # legal otherwise, but all three dots stay outside it
        ([500, 350, 220], "within 10"),  # through the starting dots
    ]
    for circle, words in cases:
        reason = E.validate(s, me, {"type": "circle", "circle": circle})
        assert reason is not None and words in reason, (circle, reason)


def test_turn_and_seat_refusals() -> None:
    s = E.new_game(2, {}, 1)
    other = 1 - s["first"]
    assert E.validate(s, other, {"type": "dot", "at": [100, 100]}) == "It is not your turn."
    assert "no such seat" in (E.validate(s, 5, {"type": "dot", "at": [100, 100]}) or "")
    assert "circle" in (
        E.validate(s, s["first"], {"type": "circle", "circle": [500, 200, 100]}) or ""
    )
    assert "pass only" in (E.validate(s, s["first"], {"type": "pass"}) or "")
    assert "fields" in (E.validate(s, s["first"], {"type": "dot", "at": [100, 100], "x": 1}) or "")


def with_locks(owners: list[int | None], turns: int) -> dict[str, Any]:
    """A state with made-up locks (for the end checks only) after `turns` turns."""
    s = E.new_game(2, {}, 1)
    s["locks"] = [{"turn": 0, "point": [1, 1], "owner": o} for o in owners]
    s["turns"] = [{"seat": (s["first"] + k) % 2, "dot": [0, 0]} for k in range(turns)]
    return s


def test_five_points_after_the_first_players_turn_gives_one_final_turn() -> None:
    s = with_locks([0] * 5, 1)
    first = s["first"]
    events = E._turn_done(s, first)
    assert s["final"] and not s["over"] and events[0]["type"] == "final_turn"
    s["turns"].append({"seat": 1 - first, "dot": [0, 0]})
    E._turn_done(s, 1 - first)
    assert s["over"] and s["winner"] == 0


def test_five_points_after_the_second_players_turn_ends_at_once() -> None:
    s = with_locks([1] * 5 + [0, 0], 2)
    E._turn_done(s, 1 - s["first"])
    assert s["over"] and s["winner"] == 1


def test_a_tie_on_points_goes_to_circles_then_plays_on() -> None:
    s = with_locks([0] * 5 + [1] * 5, 2)
    s["circles"] += [[1, 1, 1]]
    s["circle_seats"] += [1]
    E._turn_done(s, 1 - s["first"])
    assert s["over"] and s["winner"] == 1  # more circles drawn
    s = with_locks([0] * 5 + [1] * 5, 2)
    events = E._turn_done(s, 1 - s["first"])
    assert not s["over"] and events[0]["type"] == "tie_continues"


def test_two_passes_in_a_row_end_the_game_and_a_tie_stands() -> None:
    s = with_locks([0, 1], 2)
    s["passes"] = 2
    E._turn_done(s, s["first"])
    assert s["over"] and s["winner"] is None


def test_the_record_has_the_issues_shape() -> None:
    s = play(REFUSED_THIRD)
    rec = GAME.record(s)
    assert list(rec) == [
        "game", "seed", "players", "first", "paper", "lattice", "setup", "turns", "locks",
        "variant", "scores", "circles_drawn", "winner",
    ]  # fmt: skip
    assert rec["lattice"] == {"step": 10, "radii": [20, 340, 5], "margin": 1}
    assert rec["setup"]["circles"] == [[400, 350, 220], [600, 350, 220]]
    assert rec["setup"]["dots"][0] == {"seat": s["first"], "at": [280, 350]}
    assert rec["turns"][4] == {
        "seat": rec["turns"][4]["seat"],
        "dot": [545, 370],
        "circle": [480, 470, 100],
    }
    b = E.board_of(s)
    for lk in rec["locks"]:
        face = b.face_at(*lk["point"])
        assert face is not None and face.index in b.locked
        assert rec["turns"][lk["turn"]].get("circle")  # locks follow circles


def test_advanced_scoring_counts_regions_and_bordering_pairs() -> None:
    from games.base import play_out
    from games.rng import Rng

    end = play_out(GAME, E.new_game(2, {"variant": "advanced"}, 8), ["random", "random"], Rng(3))
    rec = GAME.record(end)
    assert rec["variant"] == "advanced"
    claimed, linked = E.claimed(end), E.pairs(end)
    assert rec["scores"] == [claimed[k] + linked[k] for k in range(2)]
    # it ends once a seat has claimed 5 regions after an even number of turns, or on passes
    passed = end["turns"][-1].get("pass", False)
    assert passed or (max(claimed) >= 5 and len(end["turns"]) % 2 == 0)
    # each pair is two locked regions of one owner that share a border
    b = E.board_of(end)
    owners = {b.face_at(*lk["point"]).index: lk["owner"] for lk in end["locks"]}  # type: ignore[union-attr]
    for seat in range(2):
        mine = [f for f, o in owners.items() if o == seat]
        count = sum(1 for f in mine for g in b.arr.faces[f].neighbours if g in mine and g > f)
        assert count == linked[seat]
