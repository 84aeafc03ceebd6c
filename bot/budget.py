"""Discord's invalid-request limit, kept: what the bot's refused answers cost it.

Discord bans a bot's IP address for an hour once it makes 10,000 invalid requests in 10
minutes: answers 401 and 403, and 429 unless the limit was a shared one (a resource's
limit, which other bots spend too). A DM to a player whose DMs are closed is such a 403,
and so is any call repeated after the bot lost a permission.

Three pieces, each held by the bot process and handed to what needs it:

- `InvalidRequests` counts those answers over a sliding 10 minutes (fed by discord.py's HTTP
  trace, bot.pacing `refusals_seen`), logs a warning well before the limit, and says how
  much the bot's optional traffic slows down (`Slowdown`);
- `Refusals` remembers each call Discord refused as forbidden, and `refuse_repeats` makes
  discord.py's HTTP client refuse it again itself instead of asking Discord; a DM refused
  because the player's DMs are closed is the player's to change, and is remembered per
  player instead (bot.closed_dms), until they open one of the bot's panels;
- `slowdown_at` is the policy: the bot's optional traffic (status edits bunched over longer
  waits, channel pings dropped) at each quarter of the limit; `slowdown_for_wait` the same
  levels for calls waiting their turn under Discord's global limit (bot.pacing), since a
  status edit queued there holds up the table's next phase behind it.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

import discord

log = logging.getLogger(__name__)

LIMIT = 10_000  # invalid requests Discord allows in WINDOW before it bans the IP for an hour
WINDOW = 600.0  # seconds
WARN_AT = 2_000  # a warning in the log, far enough from the limit to act on it
REMEMBERED = 10_000  # forbidden calls remembered (the oldest forgotten first)
DM_CLOSED = 50007  # Discord's error: the user's DMs are closed to the bot


def is_invalid(status: int, headers: Mapping[str, str]) -> bool:
    """Whether Discord counts an answer toward its invalid-request limit."""
    if status == 429:
        return headers.get("X-RateLimit-Scope") != "shared"
    return status in (401, 403)


@dataclass(frozen=True)
class Slowdown:
    """How the bot's optional traffic goes at one level of the count."""

    level: int
    status_wait: float  # seconds a status edit waits for more moves to share it
    phase_pings: bool  # channel mentions of a new phase (the players who chose `all`)
    turn_pings: bool  # channel mentions of a new turn (live clocks, closed DMs)


# one level per quarter of the limit: at 75% the channel gets no pings at all (a live table's
# DM panels then come with sound, bot.pings): an hour's ban would cost every table far more
SLOWDOWNS = (
    Slowdown(0, 0.3, phase_pings=True, turn_pings=True),
    Slowdown(1, 2.0, phase_pings=False, turn_pings=True),
    Slowdown(2, 10.0, phase_pings=False, turn_pings=True),
    Slowdown(3, 30.0, phase_pings=False, turn_pings=False),
)


def slowdown_at(count: int, limit: int = LIMIT) -> Slowdown:
    """The slowdown for `count` invalid requests in the window: a level per quarter of
    `limit` (25%, 50%, 75%)."""
    level = min(len(SLOWDOWNS) - 1, 4 * max(0, count) // max(1, limit))
    return SLOWDOWNS[level]


# seconds the calls waiting under the global limit need to go out (bot.pacing `backlog`):
# past each, the next level of slowdown (1,000 busy tables of one token queue minutes of calls)
BACKLOG_LEVELS = (1.0, 5.0, 20.0)


def slowdown_for_wait(seconds: float) -> Slowdown:
    """The slowdown while the waiting calls need `seconds` to go out."""
    return SLOWDOWNS[sum(1 for at in BACKLOG_LEVELS if seconds > at)]


def slower(*slowdowns: Slowdown) -> Slowdown:
    """The slowest of several."""
    return max(slowdowns, key=lambda s: s.level)


class InvalidRequests:
    """The invalid requests of the last `window` seconds, counted in one-second buckets
    (at most `window` of them, whatever the count)."""

    def __init__(
        self,
        *,
        limit: int = LIMIT,
        window: float = WINDOW,
        warn_at: int = WARN_AT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self.warn_at = warn_at
        self._clock = clock
        self._buckets: deque[list[int]] = deque()  # [second, count], oldest first
        self._count = 0
        self._warned = False
        self._level = 0
        self.by_status: dict[int, int] = {}  # since the process started

    def seen(self, status: int, headers: Mapping[str, str]) -> None:
        """One answer of Discord's: counted when Discord counts it as invalid."""
        if is_invalid(status, headers):
            self.add(status)

    def add(self, status: int, n: int = 1) -> None:
        second = int(self._clock())
        self._drop_old(second)
        self._calm()
        if self._buckets and self._buckets[-1][0] == second:
            self._buckets[-1][1] += n
        else:
            self._buckets.append([second, n])
        self._count += n
        self.by_status[status] = self.by_status.get(status, 0) + n
        self._tell()

    @property
    def count(self) -> int:
        """Invalid requests in the last `window` seconds."""
        self._drop_old(int(self._clock()))
        return self._count

    def slowdown(self) -> Slowdown:
        """How the optional traffic goes now (see `slowdown_at`)."""
        return slowdown_at(self.count, self.limit)

    def _drop_old(self, second: int) -> None:
        while self._buckets and self._buckets[0][0] <= second - self.window:
            self._count -= self._buckets.popleft()[1]

    def _calm(self) -> None:
        """The count fell meanwhile: a warning is said again once it rises again (after
        half of `warn_at`, so that a count wavering about it is not a warning a request)."""
        if self._count < self.warn_at // 2:
            self._warned = False
        self._level = min(self._level, slowdown_at(self._count, self.limit).level)

    def _tell(self) -> None:
        """A warning when the count passes `warn_at`, and at each new level of slowdown."""
        count, level = self._count, slowdown_at(self._count, self.limit).level
        if not self._warned and count >= self.warn_at:
            self._warned = True
            log.warning(
                "%d invalid requests (401, 403, 429) in the last %.0f minutes: Discord bans "
                "the bot's address for an hour at %d (by status since start: %s)",
                count,
                self.window / 60,
                self.limit,
                self.by_status,
            )
        if level > self._level:
            log.warning(
                "%d invalid requests in %.0f minutes: optional traffic slowed (status edits "
                "every %.0f s, phase pings %s, turn pings %s)",
                count,
                self.window / 60,
                SLOWDOWNS[level].status_wait,
                "on" if SLOWDOWNS[level].phase_pings else "off",
                "on" if SLOWDOWNS[level].turn_pings else "off",
            )
        self._level = level


class _Refused:
    """What discord.HTTPException reads from a response: the refusal Discord gave."""

    status = 403
    reason = "Forbidden"


class Refusals:
    """The calls Discord refused as forbidden (403), by method and URL: not asked again."""

    def __init__(self, remembered: int = REMEMBERED) -> None:
        self.remembered = remembered
        self._refused: OrderedDict[tuple[str, str], Any] = OrderedDict()  # -> Discord's body
        self.spared = 0  # calls refused here instead of by Discord

    def refused(self, method: str, url: str, body: Any) -> None:
        self._refused[(method, url)] = body
        self._refused.move_to_end((method, url))
        while len(self._refused) > self.remembered:
            self._refused.popitem(last=False)

    def check(self, method: str, url: str) -> None:
        """Raise discord.Forbidden, as Discord did, for a call it refused before."""
        key = (method, url)
        if key in self._refused:
            self.spared += 1
            raise discord.Forbidden(_Refused(), self._refused[key])  # it reads status and reason

    def __len__(self) -> int:
        return len(self._refused)


def refuse_repeats(http: Any, refusals: Refusals) -> None:
    """Make discord.py's HTTP client `http` refuse, without asking Discord, a call Discord
    refused as forbidden before; and note each such refusal (a closed DM's excepted: see the
    module's text)."""
    request: Callable[..., Awaitable[Any]] = http.request

    async def remembering(route: Any, **kwargs: Any) -> Any:
        refusals.check(route.method, route.url)
        try:
            return await request(route, **kwargs)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                refusals.refused(route.method, route.url, {"code": exc.code, "message": exc.text})
            raise

    http.request = remembering
