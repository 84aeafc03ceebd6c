"""Quiet hours and time away: when a player is not to be pinged, and when their async turn
clocks wait for them. Pure functions of a player's hours and an explicit `now` (epoch
seconds); nothing here talks to Discord or the database.

- **Quiet hours** (`/settings quiet`): a window of the player's local day (their
  `/settings timezone`, UTC by default), from `quiet_from` to `quiet_to` minutes after
  midnight; a window whose end is before its start crosses midnight (22:00-07:00). A ping
  that falls in it waits for its end (bot.pings), and an async clock does not run out in it
  (bot.clocks).
- **Away** (`/away days:N`): the player's async clocks wait until `away_until`. The days
  count against a yearly allowance the server sets (`/settings-server away-days`); the days
  of a year are counted in the player's own zone, and a new year starts afresh.

Live clocks (bot.pings `is_live`) wait for nobody: the players are at the table now.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.i18n import DEFAULT, tr

DAY = 86400.0
DEFAULT_ZONE = "UTC"
DEFAULT_AWAY_DAYS = 14  # a server's yearly allowance unless its managers set another
AWAY_DAYS = (0, 365)  # what a server may set


@dataclass(frozen=True)
class Hours:
    """A player's time zone, quiet hours and time away (the defaults: none of either)."""

    zone: str = DEFAULT_ZONE  # an IANA zone name
    quiet_from: int | None = None  # minutes after local midnight; None: no quiet hours
    quiet_to: int | None = None
    away_until: float | None = None  # epoch seconds; None: not away
    away_used: int = 0  # away days used in `away_year`
    away_year: int | None = None


def zone_of(name: str) -> ZoneInfo | None:
    """The zone of an IANA name, or None for a name that is not one."""
    if not name or name not in available_timezones():
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def _zone(hours: Hours) -> ZoneInfo:
    return zone_of(hours.zone) or ZoneInfo(DEFAULT_ZONE)


def parse_clock(text: str) -> int | None:
    """Minutes after midnight of "HH:MM" (or "H"), or None for anything else."""
    found = re.fullmatch(r"\s*(\d{1,2})(?::(\d{2}))?\s*", text or "")
    if found is None:
        return None
    hour, minute = int(found[1]), int(found[2] or 0)
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def clock_text(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _local_minutes(local: datetime) -> int:
    return local.hour * 60 + local.minute


def _in_window(minute: int, start: int, end: int) -> bool:
    if start <= end:
        return start <= minute < end
    return minute >= start or minute < end  # the window crosses midnight


def quiet_until(hours: Hours, now: float) -> float | None:
    """When the quiet hours that hold at `now` end (epoch seconds), or None when they do
    not hold (or there are none). The end is the first local `quiet_to` after `now`; on a
    day a clock change skips that time, the first moment after it."""
    start, end = hours.quiet_from, hours.quiet_to
    if start is None or end is None or start == end:
        return None
    zone = _zone(hours)
    local = datetime.fromtimestamp(now, zone)
    if not _in_window(_local_minutes(local), start, end):
        return None
    day = local.date()
    for offset in (0, 1):
        naive = datetime(day.year, day.month, day.day) + timedelta(days=offset, minutes=end)
        ends = naive.replace(tzinfo=zone).timestamp()
        if ends > now:
            return ends
    return now + DAY  # (unreachable: the window's end comes within a day)


def paused_until(hours: Hours, now: float) -> float | None:
    """Until when an async clock of this player waits (None: it runs): the end of their time
    away, and then of the quiet hours holding at that moment."""
    when = now
    if hours.away_until is not None and hours.away_until > when:
        when = hours.away_until
    quiet = quiet_until(hours, when)
    if quiet is not None:
        when = quiet
    return when if when > now else None


def is_away(hours: Hours, now: float) -> bool:
    return hours.away_until is not None and hours.away_until > now


def year_of(hours: Hours, now: float) -> int:
    return datetime.fromtimestamp(now, _zone(hours)).year


def days_left(hours: Hours, allowance: int, now: float) -> int:
    """Away days still to take this year (the player's local year)."""
    used = hours.away_used if hours.away_year == year_of(hours, now) else 0
    return max(0, allowance - used)


def go_away(
    hours: Hours, days: int, allowance: int, now: float, locale: str = DEFAULT
) -> Hours | str:
    """The hours after `/away days:<days>`, or why it is refused (in `locale`). Days 0: back
    now, and the whole days not used go back to the allowance. Going away again while away
    starts the time anew from now, counting only the days added."""
    if not isinstance(days, int) or isinstance(days, bool) or days < 0:
        return tr(locale, "away-refused-days")
    year = year_of(hours, now)
    used = hours.away_used if hours.away_year == year else 0
    unused = 0  # whole days of the time away still ahead, given back
    if is_away(hours, now):
        assert hours.away_until is not None
        unused = math.floor((hours.away_until - now) / DAY)
    if days == 0:
        if not is_away(hours, now):
            return tr(locale, "away-not-away")
        return replace(hours, away_until=None, away_used=max(0, used - unused), away_year=year)
    left = max(0, allowance - used + unused)
    if days > left:
        if left == 0:
            return tr(locale, "away-none-left", allowance=allowance)
        return tr(locale, "away-only-left", left=left)
    return replace(
        hours, away_until=now + days * DAY, away_used=used - unused + days, away_year=year
    )


def describe(hours: Hours, allowance: int, now: float, locale: str = DEFAULT) -> list[str]:
    """The lines of /settings show about a player's hours."""
    lines = [tr(locale, "show-zone", zone=hours.zone)]
    if hours.quiet_from is None or hours.quiet_to is None:
        lines.append(tr(locale, "show-quiet-none"))
    else:
        begin, end = clock_text(hours.quiet_from), clock_text(hours.quiet_to)
        lines.append(tr(locale, "show-quiet", **{"from": begin, "to": end}))
    left = days_left(hours, allowance, now)
    if is_away(hours, now):
        assert hours.away_until is not None
        until = str(int(hours.away_until))
        lines.append(tr(locale, "show-away-until", until=until, left=left))
    else:
        lines.append(tr(locale, "show-away-left", left=left, allowance=allowance))
    return lines
