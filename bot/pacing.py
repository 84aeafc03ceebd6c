"""The bot's own REST calls kept within Discord's global limit before they are sent.

Discord lets a bot token make 50 requests a second across all routes (interaction answers,
sent with the interaction's token, are not counted). discord.py learns of that limit only
from a 429: it then holds every request for the time Discord says and sends them all again
at once, so a bot that wants more than its share spends most of its calls on refusals.
Measured at 1,000 busy tables: 39 requests a second got through and 178 a second were
refused, each refusal costing the bot and Discord a round trip.

So once Discord has refused a call for the global limit, every call that counts waits here
for its turn, for a minute after the last such refusal and for as long as calls are still
waiting: at most `RATE` go out in any second. A bot whose limit Discord raised, or that never reaches it, is never held back.
Calls for a seat's private panel go first (`first()`), since a player waits for them;
the public status edits and pictures follow in the order they came. Several workers share
one token: each keeps to its share.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import aiohttp

from bot import metrics, tasks
from bot.budget import InvalidRequests

RATE = 45  # per second: Discord's 50, less a margin for calls that arrive bunched together
WINDOW = 1.0  # seconds
ENGAGED_FOR = 60.0  # seconds of pacing after Discord last refused a call for the global limit
UNCOUNTED = ("/gateway", "/gateway/bot")  # asked without the global limit in mind

_urgent: contextvars.ContextVar[bool] = contextvars.ContextVar("pacing_urgent", default=False)


@contextlib.contextmanager
def first() -> Iterator[None]:
    """Calls made inside go ahead of the others waiting for their turn."""
    token = _urgent.set(True)
    try:
        yield
    finally:
        _urgent.reset(token)


class GlobalPace:
    """At most `rate` calls in any `window`, engaged by `engage()`. A call holds its place
    from its turn until a window after its answer came: Discord counts a call when it
    arrives, which a busy process cannot tell apart from when it was sent."""

    def __init__(self, rate: float = RATE, window: float = WINDOW) -> None:
        self.rate = max(1, int(rate))
        self.window = window
        self.engaged_until = 0.0
        self._answered: deque[float] = deque()  # when recent calls were answered
        self._in_flight = 0
        self._freed = asyncio.Event()
        self._queues: tuple[deque[asyncio.Future[None]], ...] = (deque(), deque())
        self._runner: asyncio.Task[None] | None = None
        self.waited = 0  # calls that had to wait for their turn

    def engage(self) -> None:
        self.engaged_until = time.monotonic() + ENGAGED_FOR

    @property
    def engaged(self) -> bool:
        # Calls still waiting keep it engaged: releasing a queue of hundreds at once when the
        # minute ran out was itself a burst Discord refused (3,465 global 429s in one minute
        # at 1,000 tables without pauses, each lapse starting the next minute of pacing).
        return time.monotonic() < self.engaged_until or any(self._queues)

    @property
    def backlog(self) -> float:
        """Seconds the calls waiting now need to go out at the pace."""
        return sum(len(q) for q in self._queues) / self.rate * self.window

    def _fits(self, now: float) -> bool:
        while self._answered and self._answered[0] <= now - self.window:
            self._answered.popleft()
        return len(self._answered) + self._in_flight < self.rate

    async def turn(self) -> None:
        """Return when one more call may go out; `done()` must follow its answer."""
        if not any(self._queues) and (not self.engaged or self._fits(time.monotonic())):
            self._in_flight += 1
            return
        self.waited += 1
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        queue = self._queues[0 if _urgent.get() else 1]
        queue.append(future)
        if self._runner is None or self._runner.done():
            self._runner = tasks.start(self._run(), "global pace")
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self.done()  # its turn came as it was cancelled: give the place back
            with contextlib.suppress(ValueError):
                queue.remove(future)  # no longer waiting (`backlog`)
            raise

    def done(self) -> None:
        """The call that had its turn was answered (or failed)."""
        self._in_flight -= 1
        self._answered.append(time.monotonic())
        self._freed.set()

    async def _run(self) -> None:
        while any(self._queues):
            now = time.monotonic()
            if self.engaged and not self._fits(now):
                self._freed.clear()
                wait = self._answered[0] + self.window - now if self._answered else self.window
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._freed.wait(), wait)
                continue
            queue = self._queues[0] or self._queues[1]
            future = queue.popleft()
            if not future.done():  # its caller may have given up meanwhile
                self._in_flight += 1
                future.set_result(None)


def pace_requests(http: Any, pace: GlobalPace) -> None:
    """Make every call of discord.py's HTTP client `http` take its turn first."""
    request: Callable[..., Awaitable[Any]] = http.request

    async def paced(route: Any, **kwargs: Any) -> Any:
        if route.path in UNCOUNTED:
            return await request(route, **kwargs)
        await pace.turn()
        try:
            return await request(route, **kwargs)
        finally:
            pace.done()

    http.request = paced


def refusals_seen(pace: GlobalPace, budget: InvalidRequests | None = None) -> aiohttp.TraceConfig:
    """A trace for discord.py's HTTP session (`http_trace`): a 429 for the global limit
    engages the pace. Every answer is counted too (bot.metrics), and the invalid ones in
    `budget` (bot.budget)."""

    async def on_end(_session: Any, _context: Any, params: aiohttp.TraceRequestEndParams) -> None:
        response = params.response
        metrics.rest_answered(params.method, params.url.path, response.status, response.headers)
        if budget is not None:
            budget.seen(response.status, response.headers)
        if response.status == 429 and response.headers.get("X-RateLimit-Global") == "true":
            pace.engage()

    trace = aiohttp.TraceConfig()
    trace.on_request_end.append(on_end)
    return trace
