"""Discord's REST rate limits, as the double models them.

Two kinds of limit apply to every REST call the bot makes with its token
(https://discord.com/developers/docs/topics/rate-limits):

* **Global**: 50 requests per second per bot token, across all routes
  ("All bots can make up to 50 requests per second to our API").  Interaction
  endpoints "are not bound to the bot's Global Rate Limit": the interaction
  callback (``POST /interactions/{id}/{token}/callback``) and the interaction
  webhook (``/webhooks/{application_id}/{interaction_token}...``: followups and
  the original response) are authenticated by the interaction token, not the
  bot token, and are never counted.  Neither is ``GET /gateway``, which needs no
  token.  The double keeps a *rolling* one-second window (never more than 50
  counted requests in any second).  A refused request is not counted; a request
  the global limit admitted counts even if its route bucket then refuses it
  (it reached Discord).

* **Per route**: each route (method + path template) has a bucket per top-level
  resource (``channel_id``, ``guild_id``, ``webhook_id`` + token).  A bucket is a
  fixed window that opens with its first request and holds ``limit`` requests
  for ``per`` seconds, which is what the ``X-RateLimit-Reset-After`` countdown
  Discord sends looks like.  Discord publishes no per-route numbers ("should not
  be hard coded"); the defaults below are the values bots observe in response
  headers and that libraries and community tables quote:

  ========================================  ==========  ====================================
  route                                     limit       source
  ========================================  ==========  ====================================
  POST   /channels/{id}/messages            5 / 5 s     observed headers; Discord's own
                                                        2016 announcement of 5/5 s per
                                                        channel (discord-api-docs #20)
  PATCH  /channels/{id}/messages/{id}       5 / 5 s     observed (edits: own bucket per
                                                        channel, same numbers as create)
  DELETE /channels/{id}/messages/{id}       5 / 1 s     community table (recent messages)
  PUT/DELETE .../reactions/{emoji}/@me      1 / 0.25 s  community table; discord.py docs
  POST   /users/@me/channels (open a DM)    10 / 10 s   not published; a conservative
                                                        choice, one bucket for the bot
  ========================================  ==========  ====================================

  Every other route (including the interaction routes) gets a generous default
  bucket (10,000 per second) so that its responses carry the headers too.

Every answer carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``,
``-Reset-After`` and ``-Bucket``, so discord.py paces itself per bucket.  Over a
limit the answer is HTTP 429 with ``{"message": "You are being rate limited.",
"retry_after": s, "global": bool, "code": 0}`` (``code`` because Discord's
OpenAPI file requires it), ``Retry-After`` (whole seconds, rounded up) and
``X-RateLimit-Scope`` (``global`` or ``user``), plus ``X-RateLimit-Global: true``
on global ones (which, as in Discord's example, carry no bucket headers).

A global 429 says ``retry_after`` = the time until the rolling window is empty
again, so a client that waits as told gets the whole 50 back: discord.py sends
the waiting requests together after the wait and retries a request at most five
times, so a "until the oldest request leaves the window" answer would let one
request through per retry and make it give up.

The model always counts, whether or not it enforces: with enforcement off the
answers are those of the generous default bucket, and ``excess`` tells how often
the bot went over a real limit (for per-route limits an overstatement, since
discord.py would have slowed down had it seen the real headers).
"""

from __future__ import annotations

import bisect
import hashlib
import json
import math
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

GLOBAL_LIMIT = 50
GLOBAL_WINDOW = 1.0
DEFAULT_LIMIT = 10_000
DEFAULT_WINDOW = 1.0

_CH = "/channels/{channel_id}"
_REACT = _CH + "/messages/{message_id}/reactions/{emoji_name}/@me"


@dataclass(frozen=True)
class RouteLimit:
    """``limit`` requests per ``per`` seconds for each top-level resource of a route."""

    method: str
    template: str
    limit: int
    per: float
    #: routes sharing a bucket name share one bucket (Discord's ``X-RateLimit-Bucket``)
    bucket: str | None = None


DEFAULT_ROUTE_LIMITS: tuple[RouteLimit, ...] = (
    RouteLimit("POST", _CH + "/messages", 5, 5.0),
    RouteLimit("PATCH", _CH + "/messages/{message_id}", 5, 5.0),
    RouteLimit("DELETE", _CH + "/messages/{message_id}", 5, 1.0),
    RouteLimit("PUT", _REACT, 1, 0.25, bucket="reactions"),
    RouteLimit("DELETE", _REACT, 1, 0.25, bucket="reactions"),
    RouteLimit("POST", "/users/@me/channels", 10, 10.0),
)


def is_exempt(template: str) -> bool:
    """Routes outside the bot's global limit: interaction callback and webhooks, /gateway."""
    return template.startswith(("/interactions/", "/webhooks/")) or template == "/gateway"


def major_parameter(params: dict[str, str]) -> str:
    for key in ("channel_id", "guild_id"):
        if key in params:
            return params[key]
    if "webhook_id" in params:
        return f"{params['webhook_id']}+{params.get('webhook_token', '')}"
    if "interaction_id" in params:
        return f"{params['interaction_id']}+{params.get('interaction_token', '')}"
    return ""


def bucket_hash(name: str) -> str:
    return hashlib.sha1(name.encode()).hexdigest()[:16]


@dataclass
class RateEntry:
    """What the rate limits made of one REST call."""

    at: float
    method: str
    route: str
    major: str
    #: counted against the global 50/s (not exempt, not refused by the global limit)
    counted: bool
    exempt: bool
    #: None when answered normally, else the scope of the 429 ("global", "user")
    limited: str | None = None
    request: Any = field(default=None, repr=False)


@dataclass
class Rejection:
    """One HTTP 429 the double served."""

    at: float
    method: str
    route: str
    scope: str
    retry_after: float
    injected: bool


@dataclass
class _Bucket:
    reset_at: float  # monotonic
    used: int = 0


@dataclass
class Admission:
    """The verdict on one call: a 429 to send, or the bucket whose headers to add."""

    response: web.Response | None
    bucket: _Bucket | None = None
    limit: int = DEFAULT_LIMIT
    hash: str = ""


class RateLimits:
    """Global and per-route limits for the bot token, with counters (see the module doc)."""

    def __init__(
        self,
        *,
        enforce: bool = True,
        global_limit: int = GLOBAL_LIMIT,
        global_window: float = GLOBAL_WINDOW,
        routes: Iterable[RouteLimit] = DEFAULT_ROUTE_LIMITS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.enforce = enforce
        self.global_limit = global_limit
        self.global_window = global_window
        self.routes: dict[tuple[str, str], RouteLimit] = {}
        for route in routes:
            self.set_route_limit(route)
        #: bucket of routes not in ``routes`` (and of every route while not enforcing)
        self.default_limit = DEFAULT_LIMIT
        self.default_window = DEFAULT_WINDOW
        self.clock = clock
        #: one entry per call that reached the limits, in order
        self.entries: list[RateEntry] = []
        #: every 429 served, injected ones included
        self.rejected: list[Rejection] = []
        #: how often a real limit was exceeded, by scope, enforced or not
        self.excess: Counter[str] = Counter()
        self._window: deque[float] = deque()
        self._shadow_window: deque[float] = deque()
        self._counted_at: list[float] = []
        self._buckets: dict[tuple[str, str], _Bucket] = {}
        self._shadow: dict[tuple[str, str], _Bucket] = {}
        self._by_request: dict[int, RateEntry] = {}

    # -- configuration ----------------------------------------------------------------

    def set_route_limit(self, route: RouteLimit) -> None:
        self.routes[(route.method.upper(), route.template)] = route

    def route_limit(self, method: str, template: str) -> RouteLimit | None:
        return self.routes.get((method.upper(), template))

    # -- counters -------------------------------------------------------------------

    @property
    def global_requests(self) -> int:
        """Calls counted against the global limit so far."""
        return len(self._counted_at)

    def counted_since(self, t: float) -> int:
        """Counted calls at or after ``t`` (``time.monotonic()``, like ``RequestRecord.at``)."""
        return len(self._counted_at) - bisect.bisect_left(self._counted_at, t)

    def counted_between(self, start: float, end: float) -> int:
        """Counted calls in ``[start, end)``."""
        return bisect.bisect_left(self._counted_at, end) - bisect.bisect_left(
            self._counted_at, start
        )

    def peak(self, window: float = 1.0) -> int:
        """The most counted calls in any ``window`` seconds (at most 50 per second when
        enforcing)."""
        best, lo = 0, 0
        times = self._counted_at
        for hi, t in enumerate(times):
            while times[lo] <= t - window:
                lo += 1
            best = max(best, hi - lo + 1)
        return best

    @property
    def rejections(self) -> Counter[str]:
        """429s served, by scope (``global``, ``user``, ``shared``)."""
        return Counter(r.scope for r in self.rejected)

    def counted(self, request: Any) -> bool:
        """Whether this ``RequestRecord`` counted against the global limit."""
        entry = self._by_request.get(id(request))
        return entry is not None and entry.counted

    def entry(self, request: Any) -> RateEntry | None:
        return self._by_request.get(id(request))

    # -- the verdict ----------------------------------------------------------------

    def admit(
        self, method: str, template: str, params: dict[str, str], request: Any = None
    ) -> Admission:
        now = self.clock()
        exempt = is_exempt(template)
        major = major_parameter(params)
        entry = RateEntry(now, method, template, major, counted=False, exempt=exempt)
        entry.request = request
        self.entries.append(entry)
        if request is not None:
            self._by_request[id(request)] = entry
        route = self.route_limit(method, template)
        hash_ = bucket_hash(
            route.bucket or f"{method} {template}" if route else f"{method} {template}"
        )

        if not exempt:
            if self._over_global(self._shadow_window, now):
                self.excess["global"] += 1
            if self.enforce and self._over_global(self._window, now):
                retry = max(self._window[-1] + self.global_window - now, 0.001)
                entry.limited = "global"
                return Admission(self.too_many(method, template, retry, scope="global"))
            self._window.append(now)
            self._shadow_window.append(now)
            self._counted_at.append(now)
            entry.counted = True

        key = (hash_, major)
        if route is not None:
            shadow = self._bucket(self._shadow, key, now, route.per)
            if shadow.used >= route.limit:
                self.excess["user"] += 1
            shadow.used += 1
        if self.enforce and route is not None:
            limit, per = route.limit, route.per
        else:
            limit, per = self.default_limit, self.default_window
            key = (hash_ + "~", major)  # the generous bucket is not the real one
        bucket = self._bucket(self._buckets, key, now, per)
        if bucket.used >= limit:
            retry = max(bucket.reset_at - now, 0.001)
            entry.limited = "user"
            response = self.too_many(method, template, retry, scope="user", limit=limit)
            response.headers["X-RateLimit-Bucket"] = hash_
            return Admission(response)
        bucket.used += 1
        return Admission(None, bucket, limit, hash_)

    def _over_global(self, window: deque[float], now: float) -> bool:
        while window and window[0] <= now - self.global_window:
            window.popleft()
        return len(window) >= self.global_limit

    @staticmethod
    def _bucket(
        buckets: dict[tuple[str, str], _Bucket], key: tuple[str, str], now: float, per: float
    ) -> _Bucket:
        bucket = buckets.get(key)
        if bucket is None or now >= bucket.reset_at:
            bucket = buckets[key] = _Bucket(reset_at=now + per)
        return bucket

    def add_headers(self, response: web.StreamResponse, admission: Admission) -> None:
        bucket = admission.bucket
        if bucket is None:
            return
        reset_after = max(bucket.reset_at - self.clock(), 0.0)
        headers = response.headers
        headers["X-RateLimit-Limit"] = str(admission.limit)
        headers["X-RateLimit-Remaining"] = str(max(admission.limit - bucket.used, 0))
        headers["X-RateLimit-Reset"] = f"{time.time() + reset_after:.3f}"
        headers["X-RateLimit-Reset-After"] = f"{reset_after:.3f}"
        headers["X-RateLimit-Bucket"] = admission.hash

    def too_many(
        self,
        method: str,
        template: str,
        retry_after: float,
        *,
        scope: str,
        limit: int | None = None,
        injected: bool = False,
    ) -> web.Response:
        """A 429 as Discord sends it; ``scope`` is ``global``, ``user`` or ``shared``."""
        is_global = scope == "global"
        retry_after = round(retry_after, 3) or 0.001
        self.rejected.append(
            Rejection(self.clock(), method, template, scope, retry_after, injected)
        )
        body = {
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": is_global,
            "code": 0,
        }
        # the exact Content-Type Discord sends: discord.py compares it verbatim
        response = web.Response(
            body=json.dumps(body, separators=(",", ":")).encode(),
            status=429,
            headers={"Content-Type": "application/json"},
        )
        headers = response.headers
        headers["Retry-After"] = str(max(1, math.ceil(retry_after)))
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        else:
            headers["X-RateLimit-Limit"] = str(limit if limit is not None else self.default_limit)
            headers["X-RateLimit-Remaining"] = "0"
            headers["X-RateLimit-Reset"] = f"{time.time() + retry_after:.3f}"
            headers["X-RateLimit-Reset-After"] = f"{retry_after:.3f}"
            headers["X-RateLimit-Bucket"] = bucket_hash(f"{method} {template}")
        headers["X-RateLimit-Scope"] = scope
        headers["Via"] = "1.1 google"
        return response
