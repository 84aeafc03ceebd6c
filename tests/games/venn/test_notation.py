"""The typed-move notation of /rules venn notation."""

from __future__ import annotations

import pytest

from games.venn import engine as E
from games.venn.notation import NotationError, parse


def numbers_phase(roll: list[int], players: int = 1) -> dict:
    """A fresh game moved to the numbers phase of round 1 with a chosen roll."""
    state = E.new_game(players, {}, 11)
    for _ in range(players):
        seat = E.waiting_for(state)[0]
        state, _ = E.apply(state, seat, {"type": "skip"})
    assert E.view(state, 0)["phase"] == "numbers"
    state = dict(state)
    state["rolls"] = [*state["rolls"][:-1], list(roll)]
    return state


def test_the_rules_page_example():
    state = numbers_phase([6, 3, 7, 12, 20])
    moves = parse("6+3>Kh2, 12>P1, 20>Cb, 7>Te", state, 0)
    assert moves[0] == {
        "type": "place",
        "dice": [0, 1],
        "target": E.load().sections["Kh"].circles[1],
    }
    assert moves[1] == {"type": "place", "dice": [3], "target": "P1"}
    cb_first_empty = next(
        c
        for c in E.load().sections["Cb"].circles
        if E.view(state, 0)["seats"][0]["circles"][c] is None
    )
    assert moves[2] == {"type": "place", "dice": [4], "target": cb_first_empty}
    assert moves[3]["dice"] == [2]


def test_left_most_empty_follows_earlier_moves_and_case_and_spaces_do_not_matter():
    state = numbers_phase([1, 2, 3, 4, 5])
    moves = parse(" 1 > te\n2>TE;3>Te", state, 0)
    targets = [m["target"] for m in moves]
    assert len(set(targets)) == 3  # each went to the next empty circle of Teal


def test_sum_extra_and_park_moves():
    state = numbers_phase([2, 3, 4, 10, 20])
    moves = parse("2+3+4>Kh, *20>P, 10>P, 20>P, P1>Mu", state, 0)
    assert moves[0]["dice"] == [0, 1, 2]
    assert moves[1] == {"type": "extra", "die": 4, "target": "P1"}
    assert moves[4] == {"type": "unpark", "park": "P1", "section": "Mu"}


@pytest.mark.parametrize(
    "text, words",
    [
        ("99>Kh", "no unused die shows 99"),
        ("6>Kh, 6>Te", "no unused die shows 6"),
        ("6>Zz", "is not a target"),
        ("6>Kh9", "has circles 1-"),
        ("6 Kh", "value>target"),
        ("*5>Kh", "must equal one of this round's dice"),
        ("P1>Kh2", "write its code alone"),
        ("", "at least one move"),
    ],
)
def test_bad_text_names_the_move_and_the_problem(text, words):
    state = numbers_phase([6, 3, 7, 12, 20])
    with pytest.raises(NotationError, match=words):
        parse(text, state, 0)


def test_an_illegal_move_in_a_batch_is_reported_with_its_number():
    state = numbers_phase([6, 3, 7, 12, 20])
    with pytest.raises(NotationError, match="Move 2"):
        parse("6>Kh, 3>X", state, 0)  # losing a value is refused while circles are empty
