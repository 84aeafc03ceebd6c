"""VENN engine: rules examples, edge cases and refusals."""

from __future__ import annotations

import copy
import json

import pytest

from games.base import IllegalMove, play_out
from games.rng import Rng
from games.venn import GAME
from games.venn import engine as E
from games.venn.data import load
from tests.games.venn.helpers import (
    CONFIRM,
    SKIP,
    UNDO,
    circles_of,
    condition,
    empty_park,
    extra,
    fill_all_but,
    numbers_state,
    place,
    play,
    set_circles,
    set_condition,
    set_park,
    set_roll,
    unpark,
)


def spend_rest(state, seat):
    """Write the seat's unused dice as one sum into the first empty PARK circle (or lose
    them when the sheet is full), then confirm."""
    dr = E.draft_of(state, seat)
    unused = dr.unused_dice()
    if unused:
        parks = [t for t in dr.empty_targets() if t.startswith("P")]
        if parks:
            state = play(state, seat, place(unused, parks[0]))
        elif dr.placeable():
            state = play(state, seat, place(unused, dr.empty_targets()[0]))
        else:
            state = play(state, seat, {"type": "lose", "dice": unused})
    return play(state, seat, CONFIRM)


def skip_conditions(state):
    while state["phase"] == "conditions":
        state = play(state, state["turn"], SKIP)
    return state


# --------------------------------------------------------------------------- setup


def test_engine_identity_and_seats() -> None:
    assert GAME.name == "venn" and GAME.title == "VENN"
    assert (GAME.seats.min, GAME.seats.max) == (1, 6)
    for bad in (0, 7, True, "2"):
        with pytest.raises(ValueError):
            E.new_game(bad, {}, 1)


def test_setup_fills_bold_circles_then_rolls_round_one_afresh() -> None:
    state = E.new_game(3, {}, 42)
    rng = Rng(42)
    setup = [rng.randint(1, s) for s in (6, 8, 10, 12, 20)]
    first = [rng.randint(1, s) for s in (6, 8, 10, 12, 20)]
    assert state["setup_roll"] == setup and state["rolls"] == [first]
    assert state["bold"] == {
        "Cr-Gr": setup[0] + setup[3],
        "Lg-Te": setup[1] + setup[2],
        "Cb-Mb": setup[4],
    }
    for entry in state["seats"]:
        filled = {cid: v for cid, v in entry["circles"].items() if v is not None}
        assert filled == state["bold"]
        assert len(entry["circles"]) == 33
    assert state["phase"] == "conditions" and state["start_player"] == 0
    assert E.waiting_for(state) == [0]


@pytest.mark.parametrize(("players", "copies"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_copies_per_player_count(players: int, copies: int) -> None:
    state = E.new_game(players, {}, 1)
    assert set(state["common"].values()) == {copies}
    assert len(state["common"]) == 22


# --------------------------------------------------------------------------- conditions phase


def test_conditions_phase_is_sequential_from_the_start_player() -> None:
    state = E.new_game(3, {}, 5)
    assert E.waiting_for(state) == [0]
    assert "turn" in E.validate(state, 1, SKIP)
    state, events = E.apply(state, 0, condition("PRIME", "Kh"))
    assert events == [{"type": "condition_taken", "seat": 0, "condition": "PRIME", "section": "Kh"}]
    assert E.waiting_for(state) == [1]
    state, events = E.apply(state, 1, SKIP)
    assert events == [{"type": "skipped", "seat": 1}]
    state, events = E.apply(state, 2, condition("PRIME", "Te"))
    assert events[-1] == {"type": "phase", "phase": "numbers", "round": 1}
    assert state["phase"] == "numbers" and E.waiting_for(state) == [0, 1, 2]
    assert state["common"]["PRIME"] == 0
    assert state["seats"][0]["conditions"]["Kh"] == "PRIME"
    assert state["seats"][0]["taken"] == ["PRIME"]


def test_a_gone_condition_is_refused() -> None:
    state = E.new_game(3, {}, 5)  # two copies each
    state = play(state, 0, condition("PRIME", "Kh"))
    state = play(state, 1, condition("PRIME", "Kh"))
    assert E.validate(state, 2, condition("PRIME", "Kh")) == (
        "No copy of PRIME is left on the common sheet."
    )
    with pytest.raises(IllegalMove, match="No copy of PRIME"):
        E.apply(state, 2, condition("PRIME", "Kh"))


def test_a_condition_taken_twice_by_one_seat_is_refused() -> None:
    state = E.new_game(5, {}, 5)  # three copies each
    state = play(state, 0, condition("EVEN", "Kh"))
    for seat in range(1, 5):
        state = play(state, seat, SKIP)
    for seat in range(5):
        state = spend_rest(state, seat)
    assert state["round"] == 2 and state["turn"] == 1
    for seat in (1, 2, 3, 4):
        state = play(state, seat, SKIP)
    assert E.validate(state, 0, condition("EVEN", "Te")).startswith("You already took EVEN")
    assert E.validate(state, 0, condition("ODD", "Kh")).startswith("Section Kh already has")
    assert E.validate(state, 0, condition("NOPE", "Te")).startswith("Unknown condition")
    assert E.validate(state, 0, condition("ODD", "Zz")).startswith("Unknown section")
    assert E.validate(state, 0, condition("ODD", "Te")) is None


def test_solo_blocks_a_condition_of_the_same_multiplier_first() -> None:
    state = E.new_game(1, {}, 3)
    same = E.block_options(state, "/3")
    assert same == ["/4", "<=5", ">=6", "LOW EQUAL", "LOW STRAIGHT", "RANGE 3"]
    assert E.validate(state, 0, condition("/3", "Kh")).startswith("Solo: also cross off")
    assert "choose from" in E.validate(state, 0, condition("/3", "Kh", block="PRIME"))
    me = E.view(state, 0)["me"]
    assert me["must_block"] and "/4" in me["block_options"]
    state, events = E.apply(state, 0, condition("/3", "Kh", block="/4"))
    assert events[0]["block"] == "/4"
    assert state["common"]["/3"] == 0 and state["common"]["/4"] == 0
    assert state["seats"][0]["taken"] == ["/3"]  # the blocked one is not the player's


def test_solo_blocks_a_lower_multiplier_when_none_of_the_same_is_left() -> None:
    state = E.new_game(1, {}, 3)
    state["common"]["HIGH EQUAL"] = 0
    lower = E.block_options(state, ">=16")
    assert "HIGH EQUAL" not in lower and "PRIME" in lower and "HIGH STRAIGHT" in lower
    assert all(load().conditions[n].multiplier < 5 for n in lower)
    state = play(state, 0, condition(">=16", "Cb", block="PRIME"))
    assert state["common"]["PRIME"] == 0


def test_solo_without_any_block_left_omits_it() -> None:
    state = E.new_game(1, {}, 3)
    state["common"] = dict.fromkeys(state["common"], 0)
    state["common"]["RANGE 4"] = 1
    state["common"]["<=3"] = 1  # higher multiplier: never a block for RANGE 4
    assert E.block_options(state, "RANGE 4") == []
    assert "leave block out" in E.validate(state, 0, condition("RANGE 4", "Kh", block="<=3"))
    assert E.validate(state, 0, condition("RANGE 4", "Kh")) is None


def test_block_is_refused_with_several_players() -> None:
    state = E.new_game(2, {}, 3)
    assert "solo" in E.validate(state, 0, condition("/3", "Kh", block="/4"))


def test_legal_condition_moves_cover_every_choice() -> None:
    state = E.new_game(2, {}, 3)
    moves = E.legal_moves(state, 0)
    assert len(moves) == 22 * 9 + 1 and moves[-1] == SKIP
    assert E.legal_moves(state, 1) == []
    assert all(E.validate(state, 0, m) is None for m in moves)


# --------------------------------------------------------------------------- numbers phase


def test_place_single_and_sum_values_and_refusals() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    state = play(state, 0, place([1], "Kh1"), place([0, 4], "Kh2"))
    dr = E.draft_of(state, 0)
    assert dr.circles["Kh1"] == 2 and dr.circles["Kh2"] == 6 and dr.used == [1, 1, 0, 0, 1]
    assert E.validate(state, 0, place([1], "Te1")) == (
        "You already used die 1 (D8) this round: each die is used exactly once."
    )
    assert E.validate(state, 0, place([2, 2], "Te1")) == "A die can count only once in a value."
    assert E.validate(state, 0, place([2], "Kh1")) == "Circle Kh1 is already filled."
    assert E.validate(state, 0, place([2], "Lg-Te")) == "Circle Lg-Te is already filled."  # bold
    assert "no circle" in E.validate(state, 0, place([2], "Zz9"))
    assert E.validate(state, 0, place([], "Te1")).startswith("Choose one or more dice")
    assert E.validate(state, 0, place([7], "Te1")).startswith("A die index")
    assert E.validate(state, 0, CONFIRM) == (
        "Use all five dice before confirming: D10 and D12 still unused."
    )
    assert E.validate(state, 0, SKIP).startswith("It is the numbers phase")
    state = play(state, 0, place([2, 3], "P1"), CONFIRM)
    assert state["round"] == 2 and state["seats"][0]["park"][0] == {"value": 7, "used": False}
    assert state["seats"][0]["circles"]["Kh2"] == 6


def test_undo_takes_back_the_last_action_only() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    assert E.validate(state, 0, UNDO) == "There is nothing to undo this round."
    state = play(state, 0, place([0], "Kh1"), place([1], "Kh2"), UNDO)
    dr = E.draft_of(state, 0)
    assert dr.circles["Kh1"] == 1 and dr.circles["Kh2"] is None and dr.used[1] is False


def test_three_dice_sum_crosses_a_box_and_grants_an_extra_value() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    assert "no extra value" in E.validate(state, 0, extra(4, "Te1"))
    state = play(state, 0, place([0, 1, 2], "Te1"))
    dr = E.draft_of(state, 0)
    assert dr.circles["Te1"] == 6 and dr.sum["3"] == 1 and dr.extras == 1
    # an extra value is one die's value, used or not
    state = play(state, 0, extra(1, "Te2"))
    dr = E.draft_of(state, 0)
    assert dr.circles["Te2"] == 2 and dr.extras == 0
    assert "no extra value" in E.validate(state, 0, extra(4, "Te3"))
    assert E.view(state, 0)["me"]["extras"] == 0
    state = play(state, 0, place([3, 4], "Te3"), CONFIRM)
    assert state["seats"][0]["sum"] == {"3": 1, "4": 0, "5": 0}


def test_boxes_with_bigger_numbers_and_unused_extras_are_allowed() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    state["seats"][0]["sum"] = {"3": 4, "4": 0, "5": 0}  # next 3-dice box holds a 3
    state = play(state, 0, place([0, 1, 2], "Te1"))
    assert E.draft_of(state, 0).extras == 3
    state = play(state, 0, place([3, 4], "Te2"))
    assert E.validate(state, 0, CONFIRM) is None  # extras are optional
    state = play(state, 0, CONFIRM)
    assert state["seats"][0]["sum"]["3"] == 5


def test_a_full_sum_row_crosses_nothing() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    state["seats"][0]["sum"] = {"3": 5, "4": 0, "5": 0}
    state = play(state, 0, place([0, 1, 2], "Te1"))
    dr = E.draft_of(state, 0)
    assert dr.extras == 0 and dr.sum["3"] == 5


def test_four_and_five_dice_sums_use_their_own_rows() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    state = play(state, 0, place([0, 1, 2, 3], "Te1"))
    assert E.draft_of(state, 0).sum == {"3": 0, "4": 1, "5": 0}
    state = play(state, 0, UNDO, place([0, 1, 2, 3, 4], "Te1"))
    dr = E.draft_of(state, 0)
    assert dr.sum == {"3": 0, "4": 0, "5": 1} and dr.extras == 1 and dr.circles["Te1"] == 15


# --------------------------------------------------------------------------- PARK


def test_park_then_unpark_into_the_left_most_empty_circle() -> None:
    state = numbers_state(roll=[4, 2, 3, 4, 5])
    state = play(state, 0, place([0], "P1"))
    assert E.draft_of(state, 0).park[0] == {"value": 4, "used": False}
    # Te runs Kh-Te, Te1, Lg-Te (bold), Te2, Te-Mb, Te3 left to right
    state = play(state, 0, unpark("P1", "Te"))
    dr = E.draft_of(state, 0)
    assert dr.circles["Kh-Te"] == 4 and dr.park[0] == {"value": 4, "used": True}
    assert E.validate(state, 0, unpark("P1", "Te")) == "The number in P1 was already moved out."
    assert E.validate(state, 0, unpark("P2", "Te")) == "PARK circle P2 holds no number."
    assert "filled once" in E.validate(state, 0, place([1], "P1"))
    state = play(state, 0, place([1], "P2"), unpark("P2", "Te"))
    assert E.draft_of(state, 0).circles["Te1"] == 2
    state = play(state, 0, place([2, 3, 4], "P3"), CONFIRM)
    entry = state["seats"][0]
    assert entry["circles"]["Kh-Te"] == 4 and entry["circles"]["Te1"] == 2
    assert entry["park"][:3] == [
        {"value": 4, "used": True},
        {"value": 2, "used": True},
        {"value": 12, "used": False},
    ]


def test_unpark_a_number_parked_in_an_earlier_round_and_not_into_a_full_section() -> None:
    state = numbers_state(roll=[1, 2, 3, 4, 5])
    park = empty_park()
    park[4] = {"value": 9, "used": False}
    set_park(state, 0, park)
    set_circles(state, 0, dict.fromkeys(circles_of("Gr"), 3))
    assert E.validate(state, 0, unpark("P5", "Gr")) == "Section Gr has no empty circle."
    state = play(state, 0, unpark("P5", "Mu"))
    assert E.draft_of(state, 0).circles["Mu1"] == 9


def test_park_pairs_score_only_when_both_filled_and_kept() -> None:
    state = numbers_state(players=1, roll=[1, 2, 3, 4, 5])
    park = empty_park()
    park[0] = {"value": 3, "used": False}
    park[1] = {"value": 5, "used": False}
    park[2] = {"value": 6, "used": False}  # P3 without P4: no pair
    set_park(state, 0, park)
    assert E.scores(state)[0]["park"] == 4
    state = play(state, 0, unpark("P1", "Kh"), place([0, 1, 2, 3, 4], "P5"), CONFIRM)
    assert E.scores(state)[0]["park"] == 0
    assert any("moved out" in line for line in E.scores(state)[0]["lines"])


# --------------------------------------------------------------------------- losing values


def test_a_value_is_lost_only_when_nowhere_to_place() -> None:
    state = numbers_state(players=2, roll=[1, 2, 3, 4, 5])
    fill_all_but(state, 0, [])
    park = [{"value": 1, "used": False} for _ in range(8)]
    park[7] = {"value": None, "used": False}
    set_park(state, 0, park)
    lose = {"type": "lose", "dice": [0]}
    # the refusal names the circle that is still empty
    assert E.validate(state, 0, lose) == (
        "A value may only be lost when no section or PARK circle is empty; P8 is still empty."
    )
    assert E.view(state, 0)["me"]["placeable"] is True
    state = play(state, 0, place([0, 1, 2], "P8"))
    assert E.view(state, 0)["me"]["placeable"] is False
    assert E.validate(state, 0, place([3], "P8")) == "PARK circle P8 is already filled."
    moves = E.legal_moves(state, 0)
    assert {m["type"] for m in moves} == {"lose", "lose_extra", "undo"}
    state = play(state, 0, lose := {"type": "lose", "dice": [3]}, {"type": "lose_extra"})
    assert E.validate(state, 0, lose) == (
        "You already used die 3 (D12) this round: each die is used exactly once."
    )
    state = play(state, 0, {"type": "lose", "dice": [4]}, CONFIRM)
    assert E.validate(state, 0, {"type": "lose_extra"}) is not None


# --------------------------------------------------------------------------- warnings


def test_warnings_name_broken_conditions_in_both_sections_of_an_overlap() -> None:
    state = numbers_state(roll=[12, 3, 4, 4, 5])
    set_condition(state, 0, "Kh", "PRIME")
    set_condition(state, 0, "Te", "HIGH STRAIGHT")
    assert E.warnings(state, 0, place([0], "Kh1")) == ["12 breaks PRIME in Kh"]
    assert E.warnings(state, 0, place([1], "Te1")) == [
        "Te can no longer be a HIGH STRAIGHT: 3 is below 9"
    ]
    assert E.warnings(state, 0, place([1], "Kh-Te")) == [
        "Te can no longer be a HIGH STRAIGHT: 3 is below 9"
    ]
    assert E.warnings(state, 0, place([2], "Kh-Te")) == [
        "4 breaks PRIME in Kh",
        "Te can no longer be a HIGH STRAIGHT: 4 is below 9",
    ]
    assert E.warnings(state, 0, place([1], "Kh1")) == []
    assert E.warnings(state, 0, place([0], "P1")) == []
    assert E.warnings(state, 0, place([0], "Lg-Te")) == []  # illegal: filled
    state = play(state, 0, place([0], "P1"))
    # moving 12 out of the PARK lands in Kh's left-most empty circle, Gr-Kh
    assert E.warnings(state, 0, unpark("P1", "Kh")) == ["12 breaks PRIME in Kh"]
    # a section already beyond saving is not warned about again
    state = play(state, 0, place([2], "Kh1"))
    assert E.warnings(state, 0, place([3], "Kh2")) == []
    assert E.view(state, 0)["me"]["actions"] == [place([0], "P1"), place([2], "Kh1")]


# --------------------------------------------------------------------------- round end, bonuses


def test_worked_example_teal_low_straight_first_and_different() -> None:
    state = numbers_state(players=2, roll=[6, 1, 1, 1, 1])
    te = circles_of("Te")
    set_condition(state, 0, "Te", "LOW STRAIGHT")
    set_circles(state, 0, dict(zip(te[:5], [1, 2, 3, 4, 5], strict=True)))
    state = play(state, 0, place([0], te[5]))
    # the viewer's own sheet already shows the bonuses it will get
    me = E.view(state, 0)["seats"][0]
    assert me["bonuses"]["Te"] == {"first": True, "different": True}
    assert me["score"]["sections"]["Te"] == 20
    state = spend_rest(state, 0)
    state = spend_rest(state, 1)
    entry = state["seats"][0]
    assert entry["bonuses"]["Te"] == {"first": True, "different": True}
    assert state["first_claimed"]["Te"] is True
    sc = E.scores(state)[0]
    assert sc["sections"]["Te"] == 5 * (2 + 1 + 1)
    assert "Te (Teal, LOW STRAIGHT): 5 x (2 + first 1 + different 1) = 20" in sc["lines"]


def test_a_failed_or_unfinished_condition_costs_points() -> None:
    state = numbers_state(players=1)
    set_condition(state, 0, "Te", "LOW STRAIGHT")
    set_condition(state, 0, "Gr", "EVEN")
    assert E.scores(state)[0]["sections"]["Te"] == -5 * 2
    set_circles(state, 0, dict.fromkeys(circles_of("Gr"), 4))
    assert E.scores(state)[0]["sections"]["Gr"] == 2 * 1  # no bonus was circled
    set_circles(state, 0, {"Gr1": 5})
    assert E.scores(state)[0]["sections"]["Gr"] == -2
    assert E.scores(state)[0]["sections"]["Cr"] == 0


def test_an_overlap_circle_is_judged_by_both_sections() -> None:
    state = numbers_state(players=1)
    set_condition(state, 0, "Kh", "EVEN")
    set_condition(state, 0, "Te", "ODD")
    set_circles(state, 0, dict.fromkeys(circles_of("Kh"), 2))
    set_circles(state, 0, dict.fromkeys(circles_of("Te"), 3))
    # Kh-Te was written last, as 3: Te passes, Kh fails
    sc = E.scores(state)[0]
    assert sc["sections"]["Kh"] == -5 and sc["sections"]["Te"] == 5
    set_circles(state, 0, {"Kh-Te": 2})
    sc = E.scores(state)[0]
    assert sc["sections"]["Kh"] == 5 and sc["sections"]["Te"] == -5


def test_first_bonus_shared_in_one_round_and_gone_afterwards() -> None:
    state = numbers_state(players=3, roll=[1, 2, 3, 4, 5])
    mu = circles_of("Mu")  # Mu1, Gr-Mu, Mu2, Mu-Cb
    for seat in range(3):
        set_circles(state, seat, dict(zip(mu[:3], [7, 8, 9], strict=True)))
    state = play(state, 0, place([0], "Mu-Cb"))
    state = play(state, 1, place([0], "Mu-Cb"))
    state = spend_rest(state, 0)
    state = spend_rest(state, 1)
    state, events = E.apply(spend_rest_without_confirm(state, 2), 2, CONFIRM)
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["completed"] == {"Mu": [0, 1]} and ended["first"] == ["Mu"]
    for seat in (0, 1):
        assert state["seats"][seat]["bonuses"]["Mu"] == {"first": True, "different": True}
    assert state["first_claimed"]["Mu"] is True
    # round 2: seat 2 completes Mu too, with a repeated number
    state = skip_conditions(state)
    set_roll(state, [9, 2, 3, 4, 5])
    state = play(state, 2, place([0], "Mu-Cb"))
    assert E.view(state, 2)["seats"][2]["bonuses"]["Mu"] == {"first": False, "different": False}
    for seat in (0, 1, 2):
        state = spend_rest(state, seat)
    assert state["seats"][2]["bonuses"]["Mu"] == {"first": False, "different": False}
    assert state["seats"][0]["bonuses"]["Mu"] == {"first": True, "different": True}


def spend_rest_without_confirm(state, seat):
    dr = E.draft_of(state, seat)
    parks = [t for t in dr.empty_targets() if t.startswith("P")]
    return play(state, seat, place(dr.unused_dice(), parks[0]))


def test_game_ends_after_the_round_a_sheet_fills_not_before() -> None:
    state = numbers_state(players=2, roll=[1, 2, 3, 4, 5])
    fill_all_but(state, 0, ["Te3", "Kh1"])
    state = play(state, 0, place([0], "Te3"))
    state = spend_rest(state, 0)
    state = spend_rest(state, 1)
    assert not E.is_over(state) and state["round"] == 2  # Kh1 still empty
    state = skip_conditions(state)
    state = play(state, 0, place([0], "Kh1"))
    assert E.sheet_full(E.effective(state, 0))
    state = spend_rest(state, 0)
    assert not E.is_over(state) and E.waiting_for(state) == [1]  # the round goes on
    assert E.validate(state, 1, place([0], "Te1")) is None
    state = play(state, 1, place([0], "Te1"))
    state, events = E.apply(spend_rest_without_confirm(state, 1), 1, CONFIRM)
    assert E.is_over(state) and state["phase"] == "over" and E.waiting_for(state) == []
    assert events[-1] == {"type": "game_over"}
    assert state["seats"][1]["circles"]["Te1"] is not None  # the last round still counts
    assert E.validate(state, 0, SKIP) == "The game is over."
    assert E.legal_moves(state, 0) == []
    view = E.view(state, 0)
    assert view["over"] and view["phase"] == "over" and view["turn"] is None
    assert view["me"]["available_conditions"] == [] and view["me"]["can_confirm"] is False


def test_round_events_and_start_player_rotation() -> None:
    state = numbers_state(players=3, roll=[1, 2, 3, 4, 5])
    state = spend_rest(state, 0)
    state = spend_rest(state, 1)
    dr = E.draft_of(state, 2)
    state = play(state, 2, place(dr.unused_dice(), "P1"))
    state, events = E.apply(state, 2, CONFIRM)
    types = [e["type"] for e in events]
    assert types == ["seat_done", "round_ended", "round_started", "phase"]
    assert events[2]["round"] == 2 and events[2]["roll"] == state["rolls"][-1]
    assert events[3] == {"type": "phase", "phase": "conditions", "round": 2}
    assert state["start_player"] == 1 and E.waiting_for(state) == [1]
    state = play(state, 1, SKIP)
    assert E.waiting_for(state) == [2]
    state = play(state, 2, SKIP)
    assert E.waiting_for(state) == [0]
    state = play(state, 0, SKIP)
    for seat in (0, 1, 2):
        state = spend_rest(state, seat)
    assert state["start_player"] == 2 and E.waiting_for(state) == [2]


def test_waiting_for_in_the_numbers_phase() -> None:
    state = numbers_state(players=3, roll=[1, 2, 3, 4, 5])
    assert E.waiting_for(state) == [0, 1, 2]
    state = spend_rest(state, 1)
    assert E.waiting_for(state) == [0, 2]
    assert E.validate(state, 1, place([0], "Te1")).startswith("You already confirmed")
    assert E.legal_moves(state, 1) == []


# --------------------------------------------------------------------------- scoring


def test_sum_rows_most_boxes_and_ties() -> None:
    state = numbers_state(players=3)
    state["seats"][0]["sum"] = {"3": 2, "4": 1, "5": 0}
    state["seats"][1]["sum"] = {"3": 2, "4": 0, "5": 0}
    state["seats"][2]["sum"] = {"3": 1, "4": 0, "5": 0}
    sums = [sc["sum"] for sc in E.scores(state)]
    assert sums == [6 + 7, 6, 0]
    # row by row, as the pictures show it: which rows score comes from the engine
    assert [sc["sum_rows"] for sc in E.scores(state)] == [
        {"3": 6, "4": 7, "5": 0},
        {"3": 6, "4": 0, "5": 0},
        {"3": 0, "4": 0, "5": 0},
    ]
    public = E.view(state, None)["seats"]
    assert [s["sum_scoring"] for s in public] == [
        {"3": True, "4": True, "5": False},
        {"3": True, "4": False, "5": False},
        {"3": False, "4": False, "5": False},
    ]


@pytest.mark.parametrize(
    ("row", "crossed", "points"),
    [("3", 2, 0), ("3", 3, 6), ("4", 2, 0), ("4", 3, 7), ("5", 1, 0), ("5", 2, 8)],
)
def test_solo_sum_rows_need_half_their_boxes(row: str, crossed: int, points: int) -> None:
    state = numbers_state(players=1)
    state["seats"][0]["sum"] = {"3": 0, "4": 0, "5": 0, row: crossed}
    assert E.scores(state)[0]["sum"] == points


def test_tie_breaks_conditions_written_then_empty_circles_then_shared() -> None:
    state = numbers_state(players=4)
    # seat 0: Kh ODD, 5 points from one condition
    set_condition(state, 0, "Kh", "ODD")
    set_circles(state, 0, dict.fromkeys(circles_of("Kh"), 3))
    # seats 1-3: Cy PRIME (3) + Gr EVEN (2), 5 points from two conditions
    for seat in (1, 2, 3):
        set_condition(state, seat, "Cy", "PRIME")
        set_condition(state, seat, "Gr", "EVEN")
        set_circles(state, seat, dict.fromkeys(circles_of("Cy"), 2))
        set_circles(state, seat, dict.fromkeys(circles_of("Gr"), 2))
    # seats 2 and 3 have one empty circle fewer (a lone parked number)
    park = empty_park()
    park[0] = {"value": 5, "used": False}
    set_park(state, 2, park)
    set_park(state, 3, park)
    sc = E.scores(state)
    assert [s["total"] for s in sc] == [5, 5, 5, 5]
    assert [s["conditions_written"] for s in sc] == [1, 2, 2, 2]
    assert [s["rank"] for s in sc] == [4, 3, 1, 1]
    assert sc[1]["empty_circles"] == sc[2]["empty_circles"] + 1
    assert E.record(state)["winners"] == [2, 3]


def test_score_entry_shape() -> None:
    state = numbers_state(players=2)
    sc = E.scores(state)[0]
    assert set(sc) == {
        "seat",
        "sections",
        "sum",
        "sum_rows",
        "park",
        "total",
        "conditions_written",
        "empty_circles",
        "rank",
        "lines",
    }
    assert set(sc["sections"]) == set(load().section_codes)
    # the per-row points the pictures show add up to the SUM score
    assert set(sc["sum_rows"]) == set(load().sum_rows)
    assert sum(sc["sum_rows"].values()) == sc["sum"]
    assert sc["empty_circles"] == 30 + 8
    assert all(isinstance(line, str) for line in sc["lines"])


# --------------------------------------------------------------------------- state, views


def test_state_json_round_trip_and_apply_never_mutates() -> None:
    state = E.new_game(3, {}, 99)
    rng = Rng(4)
    for _ in range(60):
        if E.is_over(state):
            break
        seat = E.waiting_for(state)[0]
        move = GAME.random_move(state, seat, rng)
        before = copy.deepcopy(state)
        new, _ = E.apply(state, seat, move)
        assert state == before
        again, _ = E.apply(json.loads(json.dumps(state)), seat, json.loads(json.dumps(move)))
        assert json.loads(json.dumps(new)) == again
        state = json.loads(json.dumps(new))
        assert state == new


def test_view_hides_drafts_from_everyone_else() -> None:
    state = numbers_state(players=2, roll=[1, 2, 3, 4, 5])
    state = play(state, 0, place([0], "Kh1"), place([1, 2, 3], "P2"))
    public = E.view(state, None)
    assert public["me"] is None
    assert public["seats"][0]["circles"]["Kh1"] is None
    assert public["seats"][0]["park"][1]["value"] is None
    assert public["seats"][0]["sum"]["3"] == 0
    other = E.view(state, 1)
    assert other["seats"][0]["circles"]["Kh1"] is None
    assert other["me"]["dice_used"] == [False] * 5
    mine = E.view(state, 0)
    assert mine["seats"][0]["circles"]["Kh1"] == 1
    assert mine["seats"][0]["park"][1] == {"value": 9, "used": False}
    assert mine["me"]["dice_used"] == [True, True, True, True, False]
    assert mine["me"]["extras"] == 1 and mine["me"]["can_undo"] and not mine["me"]["can_confirm"]


def test_view_shape() -> None:
    state = E.new_game(2, {}, 8)
    v = E.view(state, 0)
    assert set(v) == {
        "game",
        "round",
        "phase",
        "over",
        "players",
        "start_player",
        "turn",
        "roll",
        "dice",
        "common",
        "first_claimed",
        "seats",
        "last_round",
        "me",
    }
    assert v["dice"] == ["D6", "D8", "D10", "D12", "D20"] and v["turn"] == 0
    assert len(v["common"]) == 22 and set(v["first_claimed"]) == set(load().section_codes)
    seat = v["seats"][0]
    assert set(seat) == {
        "seat",
        "circles",
        "bold",
        "conditions",
        "taken",
        "bonuses",
        "park",
        "sum",
        "sum_scoring",
        "done",
        "score",
    }
    assert len(seat["circles"]) == 33 and len(seat["park"]) == 8
    assert seat["bold"] == ["Cr-Gr", "Lg-Te", "Cb-Mb"]
    assert seat["sum"] == {"3": 0, "4": 0, "5": 0}
    assert seat["sum_scoring"] == {"3": False, "4": False, "5": False}
    assert set(seat["score"]) == {"sections", "sum", "park", "total"}
    assert set(v["me"]) == {
        "seat",
        "dice_used",
        "extras",
        "actions",
        "can_confirm",
        "can_undo",
        "available_conditions",
        "open_sections",
        "must_block",
        "block_options",
        "placeable",
    }
    assert len(v["me"]["available_conditions"]) == 22
    assert v["me"]["must_block"] is False and v["me"]["block_options"] == []
    assert E.view(state, 1)["me"]["available_conditions"] == []
    json.dumps(v)


def test_record_shape() -> None:
    state = play_out(GAME, E.new_game(2, {}, 12), [E.simple_move, "random"], Rng(1))
    rec = E.record(state)
    assert rec["game"] == "venn" and rec["players"] == 2 and rec["seed"] == 12
    assert rec["rounds"] == state["round"] == len(rec["rolls"])
    assert rec["layout"]["Te"] == ["Kh-Te", "Te1", "Lg-Te", "Te2", "Te-Mb", "Te3"]
    assert rec["bold"] == ["Cr-Gr", "Lg-Te", "Cb-Mb"]
    assert [s["rank"] for s in rec["seats"] if s["rank"] == 1]
    assert set(rec["seats"][0]) == {
        "seat",
        "circles",
        "conditions",
        "bonuses",
        "park",
        "sum",
        "score",
        "rank",
    }
    json.dumps(rec)


# --------------------------------------------------------------------------- players


def test_random_and_simple_players_finish_and_legal_moves_are_legal() -> None:
    state = E.new_game(4, {}, 21)
    rng = Rng(2)
    checked = 0
    while not E.is_over(state):
        seat = E.waiting_for(state)[0]
        if checked < 20:
            moves = E.legal_moves(state, seat)
            assert all(
                E.validate(state, seat, m) is None for m in moves[:: max(1, len(moves) // 50)]
            )
            checked += 1
        move = E.simple_move(state, seat) if seat % 2 else GAME.random_move(state, seat, rng)
        assert E.validate(state, seat, move) is None
        state, _ = E.apply(state, seat, move)
    assert any(E.sheet_full(s) for s in state["seats"])


def test_ai_move_is_legal() -> None:
    state = E.new_game(2, {}, 3)
    for _ in range(40):
        if E.is_over(state):
            break
        seat = E.waiting_for(state)[0]
        move = E.ai_move(state, seat)
        assert E.validate(state, seat, move) is None
        state, _ = E.apply(state, seat, move)


def test_the_closed_round_says_what_each_sheet_got_and_only_then() -> None:
    from games.venn.ai import choose

    state = E.new_game(2, {}, 6)
    while E.view(state, None)["phase"] != "numbers":
        seat = E.waiting_for(state)[0]
        state = play(state, seat, choose(state, seat))
    before = [dict(s["circles"]) for s in E.view(state, None)["seats"]]
    seat = E.waiting_for(state)[0]
    state = play(state, seat, choose(state, seat))
    assert E.view(state, None)["last_round"] == []  # a draft is nobody else's business
    while E.view(state, None)["round"] == 1:
        seat = E.waiting_for(state)[0]
        state = play(state, seat, choose(state, seat))
    view = E.view(state, None)
    for k, placed in enumerate(view["last_round"]):
        after = view["seats"][k]["circles"]
        filled = {c: v for c, v in after.items() if before[k][c] is None and v is not None}
        assert {p["at"]: p["value"] for p in placed if not p["at"].startswith("P")} == filled
        assert placed, "every seat wrote something in round 1"
