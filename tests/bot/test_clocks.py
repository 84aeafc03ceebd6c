"""The turn clock's options, checked again on our side (any HTTP client can send anything)."""

from __future__ import annotations

import pytest

from bot.clocks import clock_setting


@pytest.mark.parametrize(
    ("minutes", "hours", "expected"),
    [(0, None, 0), (5, None, 5), (60, None, 60), (None, 0, 0), (None, 12, 720), (None, 168, 10080)],
)
def test_clocks_in_range_are_minutes(minutes, hours, expected) -> None:
    assert clock_setting(minutes, hours) == expected


@pytest.mark.parametrize(
    ("minutes", "hours", "words"),
    [
        (-5, None, "0 (no clock) to 60"),
        (61, None, "0 (no clock) to 60"),
        (None, -1, "0 (no clock) to 168"),
        (None, 10**30, "0 (no clock) to 168"),
        (None, None, "either minutes"),
        (5, 1, "either minutes"),
        (True, None, "whole number"),
        ("5", None, "whole number"),
    ],
)
def test_clocks_out_of_range_are_refused_with_the_range(minutes, hours, words) -> None:
    refusal = clock_setting(minutes, hours)
    assert isinstance(refusal, str) and words in refusal
