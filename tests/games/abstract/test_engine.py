"""Rules examples and edge cases for the Abstract engine."""

from __future__ import annotations

import copy
import json

import pytest

from games.abstract import GAME
from games.abstract import engine as E
from games.abstract import scoring as S
from games.abstract.data import load
from games.abstract.views import AbstractView, Me, SeatView
from games.base import Game, IllegalMove, play_out
from games.rng import Rng
from tests.games.abstract.helpers import CONFIRM, UNDO, bonus, grid, make_state, paint, play

EMPTY = [None] * 24
# die squares (1-6) are 2x2 blocks laid out 1 2 3 over 4 5 6
DS = {1: (0, 1, 6, 7), 2: (2, 3, 8, 9), 3: (4, 5, 10, 11), 4: (12, 13, 18, 19)}


def a_score(painting: list, option: int) -> int:
    return S.score_painting(painting, 0, {"A": option, "B": 1, "C": 1})["A"]


def transforms(cells: list[list[int]]) -> list[list[tuple[int, int]]]:
    """The 8 rotations/reflections of a shape, each moved to touch (0, 0)."""
    out = []
    pts = [(r, c) for r, c in cells]
    for _ in range(4):
        pts = [(c, -r) for r, c in pts]
        for variant in (pts, [(r, -c) for r, c in pts]):
            r0 = min(r for r, _ in variant)
            c0 = min(c for _, c in variant)
            out.append(sorted((r - r0, c - c0) for r, c in variant))
    return out


def place(cells: list[tuple[int, int]], number: int, row: int = 0, col: int = 1) -> list:
    p = list(EMPTY)
    for r, c in cells:
        p[(row + r) * 6 + col + c] = number
    return p


# --------------------------------------------------------------------------- setup


def test_game_declaration() -> None:
    assert isinstance(GAME, Game)
    assert GAME.name == "abstract"
    assert GAME.title == "Abstract"
    assert (GAME.seats.min, GAME.seats.max) == (1, 1000)
    assert (GAME.new_game, GAME.apply, GAME.flow) == (E.new_game, E.apply, E.flow)
    assert GAME.scores is S.scores


def test_new_game_rolls_goals_and_the_first_round() -> None:
    for seed in range(30):
        state = GAME.new_game(3, {}, seed)
        goals = state["goals"]
        assert 1 <= goals["A"] <= 6 and 1 <= goals["B"] <= 3 and 1 <= goals["C"] <= 3
        assert len(state["rolls"]) == 1 and len(state["rolls"][0]) == 5
        assert all(1 <= v <= 6 for v in state["rolls"][0])
        assert state["round"] == 1 and not state["over"]
        assert E.waiting_for(state) == [0, 1, 2]
    assert GAME.new_game(2, {}, 5) == GAME.new_game(2, {}, 5)


def test_new_game_rejects_bad_seat_counts_and_goals() -> None:
    for players in (0, 1001, -1):
        with pytest.raises(ValueError):
            E.new_game(players, {}, 1)
    with pytest.raises(ValueError):
        E.new_game(1, {"goals": {"B": 4}}, 1)


# --------------------------------------------------------------------------- goal A


@pytest.mark.parametrize("option", range(1, 7))
def test_goal_a_shape_scores_in_every_rotation_and_mirror(option: int) -> None:
    shape = load().goal("A", option)
    for cells in transforms(shape["cells"]):
        painting = place(cells, 3)
        assert a_score(painting, option) == shape["points"], cells
        assert S.numbers_with_shape(painting, option) == [3]


@pytest.mark.parametrize("option", range(1, 7))
def test_goal_a_group_larger_than_the_shape_does_not_score(option: int) -> None:
    shape = load().goal("A", option)
    for cells in transforms(shape["cells"]):
        painting = place(cells, 4)
        inside = {(r, c + 1) for r, c in cells}
        extra = next(
            (r + dr, c + dc)
            for r, c in sorted(inside)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < 4 and 0 <= c + dc < 6 and (r + dr, c + dc) not in inside
        )
        painting[extra[0] * 6 + extra[1]] = 4
        assert a_score(painting, option) == 0, (cells, extra)


def test_goal_a_each_number_scores_at_most_once() -> None:
    # two separate dominoes of 3: one score; a domino of 5 as well: a second score
    painting = grid("33....", "......", "....33", "......")
    assert a_score(painting, 1) == 2
    painting[8] = painting[9] = 5
    assert a_score(painting, 1) == 4
    # two separate T shapes of 6
    painting = grid("666...", ".6....", "...666", "....6.")
    assert a_score(painting, 5) == 6
    lines = S.score_painting(painting, 0, {"A": 5, "B": 1, "C": 1})["lines"]
    assert lines[0] == "A (T of 4, 6 each): number 6 -> 6"


def test_goal_a_a_bad_group_does_not_spoil_a_good_one() -> None:
    # number 2 has a group of three and, elsewhere, an exact domino
    painting = grid("222...", "......", "....22", "......")
    assert a_score(painting, 1) == 2
    assert a_score(painting, 2) == 4


def test_goal_a_x_marks_never_form_shapes() -> None:
    assert a_score(grid("XX....", "......", "......", "......"), 1) == 0


# --------------------------------------------------------------------------- goal B


@pytest.mark.parametrize("option", [1, 2, 3])
def test_goal_b_pairs(option: int) -> None:
    opt = load().raw["goals"]["B"]["options"][str(option)]
    first, second = opt["pair"]
    painting = list(EMPTY)
    for s in (0, 5, 12):
        painting[s] = first
    for s in (2, 9, 17, 20, 23):
        painting[s] = second
    sc = S.score_painting(painting, 0, {"A": 1, "B": option, "C": 1})
    assert sc["B"] == 6
    assert sc["lines"][1] == f"B ({opt['label']}): 3 pairs x 2 -> 6"
    # none of one colour: no pair at all
    only = [first if v == first else None for v in painting]
    assert S.score_painting(only, 0, {"A": 1, "B": option, "C": 1})["B"] == 0


# --------------------------------------------------------------------------- goal C


def c_score(painting: list, option: int) -> dict:
    return S.score_painting(painting, 0, {"A": 1, "B": 1, "C": option})


def test_goal_c_rows() -> None:
    painting = grid("123456", "123455", "12345X", "654321")
    sc = c_score(painting, 1)
    assert sc["C"] == 20
    assert sc["lines"][2] == "C (rows): rows 1 and 4 -> 20"


def test_goal_c_columns() -> None:
    painting = grid("11X...", "22....", "31....", "44....")
    assert c_score(painting, 2)["C"] == 6  # column 1 only: column 2 repeats, 3 has an X
    painting = grid("12X...", "21....", "31....", "44....")
    sc = c_score(painting, 2)
    assert sc["C"] == 6 and sc["lines"][2] == "C (columns): column 1 -> 6"
    painting = grid("12....", "21....", "35....", "46....")
    assert c_score(painting, 2)["C"] == 12


def test_goal_c_die_squares_and_an_x_breaking_one() -> None:
    painting = grid("121266", "343536", "......", "......")
    sc = c_score(painting, 3)
    # die square 1 = 1,2/3,4; die square 2 = 1,2/3,5; die square 3 = 6,6/3,6
    assert sc["C"] == 12
    assert sc["lines"][2] == "C (die squares): die squares 1 and 2 -> 12"
    painting[9] = "X"
    assert c_score(painting, 3)["C"] == 6


def test_goal_c_incomplete_lines_do_not_score() -> None:
    assert c_score(grid("12345.", "......", "......", "......"), 1)["C"] == 0


def test_stars_and_x_marks_in_the_total() -> None:
    painting = grid("XX....", "......", "......", "......")
    sc = S.score_painting(painting, 3, {"A": 1, "B": 1, "C": 1})
    assert (sc["stars"], sc["x"], sc["total"]) == (3, -2, 1)
    assert sc["lines"][3:] == ["Stars: 3", "X marks: -2"]


# --------------------------------------------------------------------------- paints


def test_paint_writes_the_number_die_into_the_location_die_square() -> None:
    state = make_state(roll=[2, 5, 1, 1, 1])
    state = play(state, 0, paint(0, 1, 9))
    view = E.view(state, 0)
    assert view["seats"][0]["painting"][9] == 5
    assert view["me"]["used"] == [True, True, False, False, False]
    assert view["me"]["paints"] == 1 and view["me"]["last_square"] == 9


def test_square_outside_the_die_square_is_refused() -> None:
    state = make_state(roll=[2, 5, 1, 1, 1])
    assert E.validate(state, 0, paint(0, 1, 14)) == "Square 14 is not in die square 2."
    with pytest.raises(IllegalMove, match="Square 14 is not in die square 2"):
        E.apply(state, 0, paint(0, 1, 14))


def test_full_die_square_is_refused_as_location() -> None:
    painting = grid("11....", "11....", "......", "......")
    state = make_state(paintings=[painting], roll=[1, 2, 3, 4, 5])
    assert E.validate(state, 0, paint(0, 1, 14)) == (
        "Die square 1 is full: pick a location die whose die square has an empty square, "
        "or spend a place-anywhere token."
    )
    assert all(m.get("location") != 0 or m.get("anywhere") for m in E.legal_moves(state, 0))


def test_painted_square_is_refused() -> None:
    painting = grid("5.....", "......", "......", "......")
    state = make_state(paintings=[painting], roll=[1, 2, 3, 4, 5])
    assert E.validate(state, 0, paint(0, 1, 0)) == "Square 0 is already painted."


def test_a_die_is_used_once() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5], tokens={"adjust": 1, "anywhere": 0})
    state = play(state, 0, paint(0, 1, 0))
    used = "That die is already used this round."
    assert E.validate(state, 0, bonus(0)) == used
    assert E.validate(state, 0, paint(2, 1, 4)) == used
    assert E.validate(state, 0, {"type": "adjust", "die": 1, "delta": 1}) == used
    assert E.validate(state, 0, paint(2, 2, 4)) == (
        "The location die and the number die must be two different dice."
    )


def test_at_most_two_paints_and_one_bonus() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    state = play(state, 0, paint(0, 1, 0), paint(2, 3, 4))
    assert E.validate(state, 0, paint(4, 4, 5)) == "You have already painted twice this round."
    state = play(state, 0, bonus(4))
    assert E.validate(state, 0, bonus(4)) == "You have already taken your bonus this round."


@pytest.mark.parametrize(
    "move",
    [
        None,
        "paint",
        {},
        {"type": "dance"},
        {"type": "paint", "location": 7, "number": 1, "square": 0},
        {"type": "paint", "location": 0, "number": True, "square": 0},
        {"type": "paint", "location": 0, "number": 1, "square": 24},
        {"type": "paint", "location": 0, "number": 1},
        {"type": "paint", "location": 0, "number": 1, "square": 0, "anywhere": "yes"},
        {"type": "bonus"},
        {"type": "bonus", "die": -1},
        {"type": "adjust", "die": 0, "delta": 2},
        {"type": "x", "location": "0", "number": 1, "square": 0},
    ],
)
def test_malformed_moves_are_refused_with_a_reason(move: object) -> None:
    state = make_state(roll=[1, 2, 3, 4, 5], tokens={"adjust": 1, "anywhere": 0})
    reason = E.validate(state, 0, move)  # type: ignore[arg-type]
    assert isinstance(reason, str) and reason.endswith(".")
    with pytest.raises(IllegalMove):
        E.apply(state, 0, move)  # type: ignore[arg-type]


def test_unknown_seat_is_refused() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    assert E.validate(state, 3, bonus(0)) == "You do not have a seat at this table."
    assert E.validate(state, None, bonus(0)) is not None  # type: ignore[arg-type]


# --------------------------------------------------------------------------- bonuses, tokens


def test_bonus_by_face() -> None:
    state = make_state(players=3, roll=[1, 3, 5, 2, 2])
    state = play(state, 0, bonus(0))
    state = play(state, 1, bonus(1))
    state = play(state, 2, bonus(2))
    mine = [E.view(state, k)["seats"][k] for k in range(3)]
    assert mine[0]["tokens"] == {"adjust": 1, "anywhere": 0} and mine[0]["stars"] == 0
    assert mine[1]["tokens"] == {"adjust": 0, "anywhere": 1}
    assert mine[2]["stars"] == 1


def test_adjust_stays_within_one_to_six() -> None:
    state = make_state(roll=[6, 1, 3, 3, 3], tokens={"adjust": 2, "anywhere": 0})
    assert E.validate(state, 0, {"type": "adjust", "die": 0, "delta": 1}) == (
        "A die showing 6 cannot become 7: dice stay within 1-6."
    )
    assert E.validate(state, 0, {"type": "adjust", "die": 1, "delta": -1}) == (
        "A die showing 1 cannot become 0: dice stay within 1-6."
    )
    state = play(state, 0, {"type": "adjust", "die": 0, "delta": -1})
    me = E.view(state, 0)["me"]
    assert me["dice"] == [5, 1, 3, 3, 3]
    assert E.view(state, 0)["seats"][0]["tokens"]["adjust"] == 1
    # the adjusted value is what gets painted
    state = play(state, 0, paint(1, 0, 0))
    assert E.view(state, 0)["seats"][0]["painting"][0] == 5


def test_adjust_needs_a_token_and_only_changes_that_seats_dice() -> None:
    state = make_state(players=2, roll=[4, 1, 3, 3, 3], tokens={"adjust": 1, "anywhere": 0})
    state = play(state, 0, {"type": "adjust", "die": 0, "delta": 1})
    assert E.view(state, 0)["me"]["dice"][0] == 5
    assert E.view(state, 1)["me"]["dice"][0] == 4
    assert E.view(state, None)["roll"] == [4, 1, 3, 3, 3]
    assert E.validate(state, 0, {"type": "adjust", "die": 1, "delta": 1}) == (
        "You have no +/-1 token to spend."
    )


def test_anywhere_token_places_a_full_die_squares_number_elsewhere() -> None:
    painting = grid("11....", "11....", "......", "......")
    state = make_state(paintings=[painting], roll=[1, 2, 3, 4, 5])
    assert E.validate(state, 0, paint(0, 1, 14, anywhere=True)) == (
        "You have no place-anywhere token to spend."
    )
    state = make_state(
        paintings=[painting], roll=[1, 2, 3, 4, 5], tokens={"adjust": 0, "anywhere": 1}
    )
    state = play(state, 0, paint(0, 1, 14, anywhere=True))
    seat = E.view(state, 0)["seats"][0]
    assert seat["painting"][14] == 2
    assert seat["tokens"]["anywhere"] == 0
    assert E.view(state, 0)["me"]["actions"] == [paint(0, 1, 14, anywhere=True)]


def test_tokens_gained_this_round_can_be_spent_this_round() -> None:
    state = make_state(roll=[3, 1, 2, 6, 6])
    state = play(state, 0, bonus(0), paint(1, 2, 23, anywhere=True))
    assert E.view(state, 0)["seats"][0]["painting"][23] == 2
    state = make_state(roll=[1, 6, 6, 6, 6])
    state = play(state, 0, bonus(0), {"type": "adjust", "die": 1, "delta": -1})
    assert E.view(state, 0)["me"]["dice"] == [1, 5, 6, 6, 6]
    assert E.view(state, 0)["seats"][0]["tokens"] == {"adjust": 0, "anywhere": 0}


def test_several_tokens_in_one_round() -> None:
    state = make_state(roll=[3, 3, 3, 3, 3], tokens={"adjust": 2, "anywhere": 2})
    state = play(
        state,
        0,
        {"type": "adjust", "die": 0, "delta": 1},
        {"type": "adjust", "die": 0, "delta": 1},
        paint(0, 1, 23, anywhere=True),
        paint(2, 3, 22, anywhere=True),
    )
    seat = E.view(state, 0)["seats"][0]
    assert seat["tokens"] == {"adjust": 0, "anywhere": 0}
    assert seat["painting"][22:] == [3, 3]


# --------------------------------------------------------------------------- X marks

FULL_123 = grid("123456", "456123", "......", "......")  # die squares 1, 2 and 3 full


def x_move(loc: int, num: int, square: int) -> dict:
    return {"type": "x", "location": loc, "number": num, "square": square}


def test_x_refused_while_a_location_is_possible() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    reason = E.validate(state, 0, x_move(0, 1, 0))
    assert reason is not None and "X is only allowed" in reason
    state = make_state(paintings=[FULL_123], roll=[1, 2, 3, 1, 4])
    assert E.validate(state, 0, x_move(0, 1, 14)) is not None
    assert not E.view(state, 0)["me"]["x_allowed"]
    # once the die showing 4 is used as the bonus, every unused die points at a full square
    state = play(state, 0, bonus(4))
    assert E.validate(state, 0, x_move(0, 1, 14)) is None
    assert E.view(state, 0)["me"]["x_allowed"]


def test_x_allowed_even_when_holding_an_anywhere_token() -> None:
    state = make_state(
        paintings=[FULL_123], roll=[1, 2, 3, 1, 2], tokens={"adjust": 1, "anywhere": 1}
    )
    assert E.validate(state, 0, x_move(0, 1, 20)) is None
    assert E.validate(state, 0, paint(0, 1, 20, anywhere=True)) is None
    kinds = {m["type"] for m in E.legal_moves(state, 0)}
    assert {"x", "paint", "bonus", "adjust"} <= kinds


def test_x_marks_score_minus_one_each() -> None:
    state = make_state(paintings=[FULL_123], roll=[1, 2, 3, 1, 2])
    state = play(state, 0, x_move(0, 1, 20), x_move(2, 3, 21), bonus(4))
    assert E.view(state, 0)["seats"][0]["painting"][20:22] == ["X", "X"]
    assert E.view(state, 0)["seats"][0]["score"]["x"] == -2
    state = play(state, 0, CONFIRM)
    sc = GAME.scores(state)[0]
    assert sc["x"] == -2 and "X marks: -2" in sc["lines"]


# --------------------------------------------------------------------------- undo, confirm


def test_undo_takes_back_the_last_action_including_tokens() -> None:
    state = make_state(roll=[3, 1, 2, 6, 6], tokens={"adjust": 1, "anywhere": 0})
    start = state
    state = play(state, 0, bonus(0), paint(1, 2, 23, anywhere=True))
    state = play(state, 0, UNDO)
    seat = E.view(state, 0)["seats"][0]
    assert seat["painting"][23] is None and seat["tokens"]["anywhere"] == 1
    state = play(state, 0, UNDO)
    assert E.view(state, 0) == E.view(start, 0)
    state = play(state, 0, {"type": "adjust", "die": 1, "delta": 1}, UNDO)
    assert E.view(state, 0)["me"]["dice"] == [3, 1, 2, 6, 6]
    assert E.view(state, 0)["seats"][0]["tokens"]["adjust"] == 1
    assert E.validate(state, 0, UNDO) == "There is nothing to undo this round."


def test_confirm_needs_two_paints_and_a_bonus() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    refused = "Before confirming, paint twice (or mark X) and take one bonus this round."
    assert E.validate(state, 0, CONFIRM) == refused
    state = play(state, 0, paint(0, 1, 0), paint(2, 3, 4))
    assert E.validate(state, 0, CONFIRM) == refused
    assert not E.view(state, 0)["me"]["can_confirm"]
    state = play(state, 0, bonus(4))
    assert E.view(state, 0)["me"]["can_confirm"]
    assert {"type": "confirm"} in E.legal_moves(state, 0)
    assert E.validate(state, 0, CONFIRM) is None


def finish_round(state: dict, seat: int) -> dict:
    return finish_round_events(state, seat)[0]


def finish_round_events(state: dict, seat: int) -> tuple[dict, list]:
    """Paint twice and take a bonus with the first legal moves, then confirm."""
    while True:
        moves = [m for m in E.legal_moves(state, seat) if m["type"] != "undo"]
        confirm = [m for m in moves if m["type"] == "confirm"]
        move = confirm[0] if confirm else next(m for m in moves if m["type"] != "adjust")
        state, events = E.apply(state, seat, move)
        if move["type"] == "confirm":
            return state, events


def test_confirmed_seat_must_wait_and_round_ends_with_the_last_confirm() -> None:
    state = make_state(players=2, roll=[1, 2, 3, 4, 5])
    state = play(state, 0, paint(0, 1, 0), paint(2, 3, 4), bonus(4))
    state, events = E.apply(state, 0, CONFIRM)
    assert events == [{"type": "seat_done", "seat": 0}]
    assert E.waiting_for(state) == [1]
    waiting = "You already confirmed this round: wait for the other players."
    assert E.validate(state, 0, UNDO) == waiting
    assert E.legal_moves(state, 0) == []
    me = E.view(state, 0)["me"]
    assert not me["can_undo"] and not me["can_confirm"] and E.view(state, 0)["seats"][0]["done"]
    state = play(state, 1, paint(1, 0, 2), paint(3, 2, 12))
    state, events = E.apply(state, 1, bonus(4))
    assert events == [{"type": "action", "seat": 1}]
    state, events = E.apply(state, 1, CONFIRM)
    assert events[:2] == [{"type": "seat_done", "seat": 1}, {"type": "round_ended", "round": 1}]
    assert events[2]["type"] == "round_started" and events[2]["round"] == 2
    assert events[2]["roll"] == state["rolls"][-1] and len(events[2]["roll"]) == 5
    assert state["round"] == 2 and E.waiting_for(state) == [0, 1]
    committed = E.view(state, None)["seats"]
    assert committed[0]["painting"][0] == 2 and committed[0]["painting"][4] == 4
    assert committed[1]["painting"][2] == 1 and committed[1]["painting"][12] == 3
    assert committed[0]["stars"] == 1 and not committed[0]["done"]


def test_game_ends_after_twelve_rounds() -> None:
    state = E.new_game(2, {}, 11)
    events: list = []
    for round_no in range(1, 13):
        assert state["round"] == round_no and not GAME.is_over(state)
        state = finish_round(state, 0)
        state, events = finish_round_events(state, 1)
    assert events[-2:] == [{"type": "round_ended", "round": 12}, {"type": "game_over"}]
    assert GAME.is_over(state) and E.waiting_for(state) == []
    assert state["round"] == 12 and len(state["rolls"]) == 12
    assert E.validate(state, 0, CONFIRM) == "The game is over."
    assert E.legal_moves(state, 0) == []
    view = E.view(state, None)
    assert view["over"] and view["round"] == 12 and view["roll"] == state["rolls"][-1]
    for seat in view["seats"]:
        assert None not in seat["painting"]


# --------------------------------------------------------------------------- data hygiene


def test_state_survives_json_and_apply_never_mutates_its_input() -> None:
    state = make_state(players=2, roll=[3, 1, 2, 6, 6], tokens={"adjust": 1, "anywhere": 0})
    moves = [
        (0, bonus(0)),
        (0, {"type": "adjust", "die": 1, "delta": 1}),
        (0, paint(1, 2, 23, anywhere=True)),
        (0, UNDO),
        (0, paint(2, 1, 8)),
        (1, bonus(3)),
        (0, paint(3, 4, 16)),
        (0, CONFIRM),
        (1, paint(0, 1, 4)),
        (1, paint(2, 4, 9)),
        (1, CONFIRM),
    ]
    for seat, move in moves:
        assert json.loads(json.dumps(state)) == state
        frozen = copy.deepcopy(state)
        move_copy = copy.deepcopy(move)
        new, events = E.apply(state, seat, move)
        assert state == frozen, move
        assert move == move_copy
        json.dumps(events)
        state = new
    assert state["round"] == 2
    assert json.loads(json.dumps(state)) == state
    json.dumps(E.view(state, 0))
    json.dumps(E.record(state))


def test_view_shape_and_hidden_drafts() -> None:
    state = make_state(players=2, roll=[2, 5, 1, 1, 1])
    state = play(state, 0, paint(0, 1, 9))
    spectator = E.view(state, None)
    assert set(spectator) == {"game", "round", "rounds", "over", "roll", "goals", "seats", "me"}
    assert spectator["me"] is None and spectator["rounds"] == 12 and spectator["round"] == 1
    seat_keys = {"seat", "painting", "stars", "tokens", "done", "score", "rank"}
    assert all(set(s) == seat_keys for s in spectator["seats"])
    # the declared view types say exactly what view() returns
    assert set(spectator) == AbstractView.__required_keys__
    assert seat_keys == SeatView.__required_keys__
    assert set(spectator["seats"][0]["score"]) == {"A", "B", "C", "stars", "x", "total"}
    assert spectator["seats"][0]["painting"] == EMPTY
    assert E.view(state, 1)["seats"][0]["painting"] == EMPTY
    mine = E.view(state, 0)
    assert mine["seats"][0]["painting"][9] == 5
    assert set(mine["me"]) == {
        "seat", "dice", "used", "paints", "bonus_taken", "can_confirm", "can_undo",
        "actions", "last_square", "x_allowed",
    }  # fmt: skip
    assert set(mine["me"]) == Me.__required_keys__
    assert mine["me"]["actions"] == [paint(0, 1, 9)] and mine["me"]["can_undo"]
    state = play(state, 0, paint(2, 3, 0), bonus(4), CONFIRM)
    assert E.view(state, None)["seats"][0]["painting"] == EMPTY
    assert E.view(state, None)["seats"][0]["done"]
    assert E.view(state, 1)["seats"][0]["painting"] == EMPTY
    state = finish_round(state, 1)
    assert E.view(state, None)["seats"][0]["painting"][9] == 5


def test_ties_share_a_rank() -> None:
    painting = grid("123456", "654321", "......", "......")
    other = grid("111111", "......", "......", "......")
    state = make_state(players=3, paintings=[painting, other, painting])
    ranks = [sc["rank"] for sc in GAME.scores(state)]
    assert ranks == [1, 3, 1]
    assert E.record(state)["winners"] == [0, 2]
    assert S.ranks([5, 7, 7, 3]) == [3, 1, 1, 4]


def test_record_shape() -> None:
    state = play_out(GAME, E.new_game(2, {}, 3), ["random", "random"], Rng(4))
    rec = GAME.record(state)
    assert rec["game"] == "abstract" and rec["seed"] == 3 and rec["players"] == 2
    assert rec["rounds"] == 12 and len(rec["rolls"]) == 12
    assert rec["goals"] == state["goals"]
    for seat in rec["seats"]:
        assert len(seat["painting"]) == 4 and all(len(row) == 6 for row in seat["painting"])
        assert seat["goals"] == state["goals"]
        assert 1 <= seat["goals"]["A"] <= 6 and 1 <= seat["goals"]["B"] <= 3
        assert 1 <= seat["goals"]["C"] <= 3
        score = seat["score"]
        assert score["total"] == (
            score["A"] + score["B"] + score["C"] + seat["stars"] + score["x"]
        )  # fmt: skip
        assert score["stars"] == seat["stars"]
        assert score["x"] == -sum(row.count("X") for row in seat["painting"])
        assert set(seat) == {"seat", "painting", "goals", "stars", "tokens", "score", "rank"}
    assert rec["winners"] == [s["seat"] for s in rec["seats"] if s["rank"] == 1]


def test_every_listed_legal_move_validates() -> None:
    state = make_state(
        players=2, paintings=[FULL_123, EMPTY], roll=[1, 2, 3, 1, 4],
        tokens={"adjust": 1, "anywhere": 1},
    )  # fmt: skip
    for seat in (0, 1):
        moves = E.legal_moves(state, seat)
        assert moves
        assert all(E.validate(state, seat, m) is None for m in moves)
        assert {"type": "undo"} not in moves and {"type": "confirm"} not in moves
    state = play(state, 1, bonus(4))
    assert {"type": "undo"} in E.legal_moves(state, 1)


def test_random_move_confirms_as_soon_as_it_can() -> None:
    state = make_state(roll=[1, 2, 3, 4, 5])
    state = play(state, 0, paint(0, 1, 0), paint(2, 3, 4), bonus(4))
    assert GAME.random_move(state, 0, Rng(1)) == {"type": "confirm"}
