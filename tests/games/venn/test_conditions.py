"""The 22 condition tests on their own: edges, overlaps of bounds, and what a partly
filled section can still become."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.venn.conditions import (
    as_condition,
    break_message,
    can_still_pass,
    condition_problem,
    is_prime,
    passes,
)
from games.venn.data import load


@pytest.mark.parametrize(
    ("name", "numbers", "ok"),
    [
        # divisible: dice values are never 0, so only true multiples pass
        ("/3", [3, 6, 9, 36], True),
        ("/3", [3, 6, 7], False),
        ("/3", [1], False),
        ("/4", [4, 8, 56], True),
        ("/4", [2], False),
        ("/5", [5, 10, 15, 20], True),
        ("/5", [5, 12], False),
        ("/6", [6, 6, 12, 18], True),
        ("/6", [3], False),
        # at most / at least: the bound itself passes
        ("<=3", [1, 2, 3], True),
        ("<=3", [4], False),
        ("<=5", [5], True),
        ("<=5", [6], False),
        ("<=7", [7, 1], True),
        ("<=7", [8], False),
        ("<=11", [11], True),
        ("<=11", [12], False),
        (">=6", [6, 40], True),
        (">=6", [5], False),
        (">=12", [12], True),
        (">=12", [11], False),
        (">=16", [16, 56], True),
        (">=16", [15], False),
        # equal: all the same and inside the band; the bands meet at 6/7 and 12/13
        ("LOW EQUAL", [1, 1, 1], True),
        ("LOW EQUAL", [6, 6, 6, 6], True),
        ("LOW EQUAL", [7, 7], False),
        ("LOW EQUAL", [5, 6], False),
        ("MID EQUAL", [7, 7], True),
        ("MID EQUAL", [6, 6], False),
        ("MID EQUAL", [12, 12, 12], True),
        ("MID EQUAL", [13, 13], False),
        ("MID EQUAL", [8, 9], False),
        ("HIGH EQUAL", [13, 13], True),
        ("HIGH EQUAL", [12, 12], False),
        ("HIGH EQUAL", [40, 40, 40], True),
        ("HIGH EQUAL", [40, 41], False),
        # prime: 1 is not prime, 2 is
        ("PRIME", [2, 3, 5, 7, 11, 13], True),
        ("PRIME", [1], False),
        ("PRIME", [2, 9], False),
        ("PRIME", [37, 53], True),
        ("EVEN", [2, 4, 56], True),
        ("EVEN", [2, 3], False),
        ("ODD", [1, 3, 55], True),
        ("ODD", [1, 2], False),
        # straights: consecutive once sorted, no repeat, no gap, inside the band
        ("LOW STRAIGHT", [3, 1, 2, 5, 4], True),
        ("LOW STRAIGHT", [8, 7, 6, 5, 4, 3], True),
        ("LOW STRAIGHT", [1, 2, 2, 3], False),
        ("LOW STRAIGHT", [1, 2, 4, 5], False),
        ("LOW STRAIGHT", [7, 8, 9], False),
        ("HIGH STRAIGHT", [10, 9, 11, 12], True),
        ("HIGH STRAIGHT", [8, 9, 10], False),
        ("HIGH STRAIGHT", [20, 21, 21], False),
        ("HIGH STRAIGHT", [30, 31, 32, 33, 34, 35], True),
        # ranges: a spread of exactly n passes, n + 1 fails
        ("RANGE 2", [5, 7, 6, 5], True),
        ("RANGE 2", [5, 8], False),
        ("RANGE 3", [3, 6, 6, 4], True),
        ("RANGE 3", [3, 7], False),
        ("RANGE 4", [3, 6, 6, 7], True),
        ("RANGE 4", [3, 8], False),
        ("RANGE 2", [20, 20, 20], True),
    ],
)
def test_condition_edges(name: str, numbers: list[int], ok: bool) -> None:
    assert passes(name, numbers) is ok
    assert can_still_pass(name, numbers, 0) is ok
    assert (condition_problem(name, numbers, 0) is None) is ok


def test_every_condition_is_known_and_numbered_by_the_data() -> None:
    d = load()
    assert len(d.condition_names) == 22
    for name in d.condition_names:
        assert as_condition(name).name == name
        assert passes(name, [])  # an empty section breaks nothing yet
    with pytest.raises(ValueError):
        as_condition("NOT A CONDITION")


def test_primes_up_to_the_largest_sum() -> None:
    # checked against trial division over every value five dice can sum to
    by_division = [n for n in range(2, 57) if all(n % d for d in range(2, n))]
    assert [n for n in range(1, 57) if is_prime(n)] == by_division
    assert len(by_division) == 16 and by_division[-1] == 53


@pytest.mark.parametrize(
    ("name", "numbers", "empty", "ok"),
    [
        ("LOW STRAIGHT", [2, 6], 3, True),  # 2..6 needs exactly the three middle values
        ("LOW STRAIGHT", [2, 7], 3, False),  # 2..7 is six numbers, only five circles
        ("LOW STRAIGHT", [], 6, True),
        ("LOW STRAIGHT", [4, 4], 2, False),
        ("HIGH STRAIGHT", [9], 5, True),
        ("HIGH STRAIGHT", [3], 5, False),
        ("MID EQUAL", [8], 3, True),
        ("MID EQUAL", [8, 9], 3, False),
        ("RANGE 2", [4, 6], 2, True),
        ("RANGE 2", [4, 7], 2, False),
        ("PRIME", [2, 3], 4, True),
        ("PRIME", [2, 4], 4, False),
        (">=16", [], 4, True),
    ],
)
def test_can_still_pass(name: str, numbers: list[int], empty: int, ok: bool) -> None:
    assert can_still_pass(name, numbers, empty) is ok


def test_break_messages_name_the_condition_and_the_reason() -> None:
    assert break_message("PRIME", "Kh", 12, [2, 12], 3) == "12 breaks PRIME in Kh"
    assert (
        break_message("HIGH STRAIGHT", "Te", 3, [10, 3], 4)
        == "Te can no longer be a HIGH STRAIGHT: 3 is below 9"
    )
    assert (
        break_message("RANGE 2", "Cb", 9, [5, 9], 2)
        == "Cb can no longer stay within RANGE 2: 5 and 9 are 4 apart"
    )
    assert break_message("MID EQUAL", "Kh", 9, [8, 9], 2) == (
        "Kh can no longer be MID EQUAL: 8 and 9 differ"
    )
    assert break_message("EVEN", "Kh", 4, [4], 5) is None


values = st.integers(min_value=1, max_value=56)


@settings(max_examples=200, deadline=None)
@given(
    name=st.sampled_from(load().condition_names),
    numbers=st.lists(values, min_size=1, max_size=6),
    data=st.data(),
)
def test_a_passing_section_could_always_pass_while_it_was_filling(
    name: str, numbers: list[int], data: st.DataObject
) -> None:
    """Whatever part of a passing section is written, it can still pass; and a section
    that can no longer pass never passes once more numbers are added."""
    cut = data.draw(st.integers(min_value=0, max_value=len(numbers)))
    head, tail = numbers[:cut], numbers[cut:]
    if passes(name, numbers):
        assert can_still_pass(name, head, len(tail))
    if not can_still_pass(name, head, len(tail)):
        assert not passes(name, numbers)
