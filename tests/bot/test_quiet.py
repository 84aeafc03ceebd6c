"""Quiet hours and time away (bot.quiet) at explicit times: windows across midnight, zones,
a clock change, the yearly allowance."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from bot.quiet import (
    DAY,
    Hours,
    clock_text,
    days_left,
    go_away,
    parse_clock,
    paused_until,
    quiet_until,
    zone_of,
)

BERLIN = ZoneInfo("Europe/Berlin")


def at(zone: ZoneInfo, *parts: int) -> float:
    return datetime(*parts, tzinfo=zone).timestamp()


def test_clock_texts_are_read_and_written():
    assert parse_clock("22:00") == 1320 and parse_clock("7") == 420 and parse_clock("07:05") == 425
    for bad in ("24:00", "7:60", "seven", "", "7:5", "-1"):
        assert parse_clock(bad) is None
    assert clock_text(425) == "07:05"
    assert zone_of("Europe/Berlin") is not None
    assert zone_of("Mars/Olympus") is None and zone_of("") is None


def test_a_window_across_midnight_ends_on_the_next_morning_in_the_players_zone():
    hours = Hours(zone="Europe/Berlin", quiet_from=22 * 60, quiet_to=7 * 60)
    evening = at(BERLIN, 2026, 1, 10, 23, 30)
    assert quiet_until(hours, evening) == at(BERLIN, 2026, 1, 11, 7, 0)
    night = at(BERLIN, 2026, 1, 11, 3, 0)
    assert quiet_until(hours, night) == at(BERLIN, 2026, 1, 11, 7, 0)
    assert quiet_until(hours, at(BERLIN, 2026, 1, 11, 7, 0)) is None  # the end is not in it
    assert quiet_until(hours, at(BERLIN, 2026, 1, 11, 12, 0)) is None
    assert quiet_until(hours, at(BERLIN, 2026, 1, 11, 22, 0)) == at(BERLIN, 2026, 1, 12, 7, 0)
    # 22:30 in Berlin is 21:30 in UTC: not quiet for a player in UTC with the same window
    late = at(BERLIN, 2026, 1, 10, 22, 30)
    assert quiet_until(hours, late) is not None
    assert quiet_until(Hours(quiet_from=22 * 60, quiet_to=7 * 60), late) is None


def test_a_window_within_a_day_and_no_window():
    hours = Hours(quiet_from=13 * 60, quiet_to=14 * 60)  # UTC
    utc = ZoneInfo("UTC")
    assert quiet_until(hours, at(utc, 2026, 5, 1, 13, 59)) == at(utc, 2026, 5, 1, 14, 0)
    assert quiet_until(hours, at(utc, 2026, 5, 1, 12, 59)) is None
    assert quiet_until(Hours(), at(utc, 2026, 5, 1, 13, 30)) is None
    assert quiet_until(Hours(quiet_from=60, quiet_to=60), at(utc, 2026, 5, 1, 1, 0)) is None


def test_quiet_hours_end_at_the_local_time_across_a_clock_change():
    # Berlin moves its clocks forward at 02:00 on 2026-03-29: that night is an hour shorter
    hours = Hours(zone="Europe/Berlin", quiet_from=22 * 60, quiet_to=7 * 60)
    before = at(BERLIN, 2026, 3, 28, 23, 0)
    ends = quiet_until(hours, before)
    assert ends == at(BERLIN, 2026, 3, 29, 7, 0)
    assert ends is not None and ends - before == 7 * 3600  # not 8: the clock skipped one


def test_an_async_clock_waits_for_the_later_of_away_and_quiet():
    hours = Hours(zone="Europe/Berlin", quiet_from=22 * 60, quiet_to=7 * 60)
    noon = at(BERLIN, 2026, 6, 1, 12, 0)
    assert paused_until(hours, noon) is None
    away = replace(hours, away_until=at(BERLIN, 2026, 6, 3, 23, 0))
    # away ends in the quiet hours: the clock waits for the morning after
    assert paused_until(away, noon) == at(BERLIN, 2026, 6, 4, 7, 0)
    back = Hours(away_until=noon - 1)  # away ended: nothing holds
    assert paused_until(back, noon) is None


def test_away_days_count_against_the_yearly_allowance():
    utc = ZoneInfo("UTC")
    now = at(utc, 2026, 3, 1, 12, 0)
    gone = go_away(Hours(), 10, 14, now)
    assert isinstance(gone, Hours)
    assert gone.away_until == now + 10 * DAY and gone.away_used == 10 and gone.away_year == 2026
    assert days_left(gone, 14, now) == 4
    # more than is left is refused, saying what is left
    refused = go_away(gone, 20, 14, now + DAY)
    assert isinstance(refused, str) and "13 away days left" in refused  # 9 unused + 4
    # back after a day and a half: the 8 whole days not used go back
    back = go_away(gone, 0, 14, now + 1.5 * DAY)
    assert isinstance(back, Hours) and back.away_until is None and back.away_used == 2
    assert go_away(back, 0, 14, now) == "You are not away."
    assert isinstance(go_away(back, -1, 14, now), str)
    # a new year starts afresh
    next_year = at(utc, 2027, 1, 2, 0, 0)
    assert days_left(back, 14, next_year) == 14
    spent = Hours(away_used=14, away_year=2026)
    assert "no away days left" in str(go_away(spent, 1, 14, now))
    assert isinstance(go_away(spent, 14, 14, next_year), Hours)
