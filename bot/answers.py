"""Every interaction's first answer, tried again until Discord's 3-second window is spent.

An interaction must get its first answer (its callback) within 3 s of its creation; after
that Discord refuses it, and the player sees "This interaction failed". Whatever the
answer is (a reply, a deferral, a panel shown in place of the clicked one, a form) and
whatever kind of interaction it answers (a slash command, a button, a menu, a form
submitted), it goes through one policy here, installed as discord.py's webhook adapter:

- a 5xx, a 429 or a cut connection: tried again after a short wait
  (with jitter), as long as the attempt can still reach Discord inside the window; a 429 is
  tried again only after the wait Discord asked for, and only if that fits in the window;
- discord.py's own retries (1 s, then 3 s after a 5xx) never run: they spend the window;
- an attempt whose fate is unknown (the connection cut after the answer was sent) may have
  landed: when Discord then says the interaction was acknowledged already, it was answered;
- past the window nothing is tried: the last failure is raised as discord.py would.

The window is counted from the interaction's creation, which its id carries (a snowflake),
so time the bot spent before answering counts too.

What follows a first answer (an edit of the original response, a followup) has the token's
15 minutes, and the player is looking at "thinking..." or at the panel they clicked: the
same policy with a longer reach (`LATER_WITHIN`), one attempt at a time and short waits
instead of discord.py's 1, 3, 5 and 7 s. An edit is tried again after a cut connection
too (making it twice changes nothing); a followup only when the cut came before Discord
could read it, so a message is never posted twice.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot import metrics

if TYPE_CHECKING:
    from discord.http import MultipartParameters
    from discord.types.interactions import InteractionCallback

log = logging.getLogger(__name__)

WINDOW = 3.0  # seconds from an interaction's creation to its first answer (Discord's rule)
SEND_BY = 2.75  # no attempt starts later than this: it must still arrive inside the window
WAITS = (0.05, 0.1, 0.2, 0.3, 0.4)  # between attempts; the last one repeats
ALREADY_ACKNOWLEDGED = 40060  # Discord's code for a second first answer
# an attempt that is only slow is waited for: cutting it could not make a later one land
# sooner, and under a burst (a thousand confirms while a thousand panels are redrawn) cutting
# attempts at the window's end dropped answers already on their way (bench --crowd)
ATTEMPT_TIMEOUT = 30.0
LATER_WAITS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)  # between attempts after a first answer
LATER_WITHIN = 30.0  # seconds from the first attempt: after that the failure is raised


def elapsed_since_creation(interaction_id: int) -> float:
    """Seconds since Discord created the interaction (by its id), never negative."""
    created = discord.utils.snowflake_time(interaction_id).timestamp()
    return max(0.0, time.time() - created)


class _Refused(Exception):
    """An attempt Discord answered with a 5xx or a 429 (raised past discord.py's retries)."""

    def __init__(self, response: aiohttp.ClientResponse, data: Any) -> None:
        super().__init__(response.status)
        self.response, self.data = response, data

    @property
    def retry_after(self) -> float:
        """The wait a 429 asks for (0 for a 5xx)."""
        if self.response.status != 429:
            return 0.0
        if isinstance(self.data, dict) and isinstance(self.data.get("retry_after"), int | float):
            return float(self.data["retry_after"])
        try:
            return float(self.response.headers.get("Retry-After", 1.0))
        except ValueError:
            return 1.0

    def as_discord_error(self) -> discord.HTTPException:
        """What discord.py raises for this answer once it gives up."""
        if self.response.status >= 500:
            return discord.DiscordServerError(self.response, self.data)
        return discord.HTTPException(self.response, self.data)


class _Cut(Exception):
    """An attempt whose connection failed or that took too long; `sent` when the request
    may have reached Discord."""

    def __init__(self, error: BaseException, sent: bool) -> None:
        super().__init__(repr(error))
        self.error, self.sent = error, sent


class _OneAttempt:
    """`async with`: one callback request. A 5xx, a 429 or a connection failure is raised
    (as `_Refused`, `_Cut`), so discord.py's request loop neither waits nor retries."""

    def __init__(
        self,
        session: aiohttp.ClientSession,
        timeout: float,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> None:
        self.session, self.args = session, args
        self.kwargs = {**kwargs, "timeout": aiohttp.ClientTimeout(total=timeout)}
        self.response: aiohttp.ClientResponse | None = None

    async def __aenter__(self) -> aiohttp.ClientResponse:
        try:
            response = await self.session.request(*self.args, **self.kwargs)
        except (aiohttp.ClientConnectorError, aiohttp.ClientProxyConnectionError) as exc:
            raise _Cut(exc, sent=False) from exc  # no connection: nothing was sent
        except (aiohttp.ClientError, OSError, TimeoutError) as exc:
            raise _Cut(exc, sent=True) from exc
        if response.status >= 500 or response.status == 429:
            try:
                data: Any = await response.json(content_type=None)
            except (ValueError, aiohttp.ClientError):
                data = ""
            finally:
                response.release()
            raise _Refused(response, data)
        self.response = response
        return response

    async def __aexit__(self, *exc: object) -> None:
        if self.response is not None:
            self.response.release()


class _OneAttemptSession:
    """The client's session as discord.py's adapter sees it: one attempt per request."""

    def __init__(self, session: aiohttp.ClientSession, timeout: float) -> None:
        self.session, self.timeout = session, timeout

    def request(self, *args: Any, **kwargs: Any) -> _OneAttempt:
        return _OneAttempt(self.session, self.timeout, args, kwargs)


class RetryingCallbackAdapter(AsyncWebhookAdapter):
    """Sends every interaction's first answer by the policy above, and notes its latency;
    and what follows a first answer by the same policy with a longer reach."""

    async def create_interaction_response(
        self,
        interaction_id: int,
        token: str,
        *,
        session: aiohttp.ClientSession,
        proxy: str | None = None,
        proxy_auth: aiohttp.BasicAuth | None = None,
        params: MultipartParameters,
    ) -> InteractionCallback:
        interaction_id = int(interaction_id)
        uncertain = False  # an earlier attempt may have reached Discord
        attempt = 0
        while True:
            for file in params.files or ():
                file.reset(seek=True)  # read by an earlier attempt: sent from its start again
            try:
                result = await super().create_interaction_response(
                    interaction_id,
                    token,
                    session=cast(
                        aiohttp.ClientSession, _OneAttemptSession(session, ATTEMPT_TIMEOUT)
                    ),
                    proxy=proxy,
                    proxy_auth=proxy_auth,
                    params=params,
                )
            except discord.HTTPException as exc:
                if not (uncertain and exc.code == ALREADY_ACKNOWLEDGED):
                    raise
                log.info("interaction %s: an earlier attempt had answered it", interaction_id)
                result = cast("InteractionCallback", {"interaction": {"id": str(interaction_id)}})
            except (_Refused, _Cut) as failure:
                uncertain = uncertain or (isinstance(failure, _Cut) and failure.sent)
                await self._wait_or_give_up(interaction_id, attempt, failure)
                attempt += 1
                continue
            metrics.first_answered(interaction_id)
            return result

    def edit_original_interaction_response(self, *args: Any, **kwargs: Any) -> Any:
        return _later(super().edit_original_interaction_response, args, kwargs, resend=True)

    def execute_webhook(self, *args: Any, **kwargs: Any) -> Any:  # an interaction's followup
        return _later(super().execute_webhook, args, kwargs, resend=False)

    @staticmethod
    async def _wait_or_give_up(interaction_id: int, attempt: int, failure: _Refused | _Cut) -> None:
        """Wait before the next attempt, or raise the failure when that attempt could not
        reach Discord inside the window."""
        wait = random.uniform(0.75, 1.25) * WAITS[min(attempt, len(WAITS) - 1)]  # jitter
        if isinstance(failure, _Refused):
            wait = max(wait, failure.retry_after)
        if elapsed_since_creation(interaction_id) + wait > SEND_BY:
            log.warning(
                "interaction %s: no answer got through in Discord's window (the last: %s)",
                interaction_id,
                failure,
            )
            if isinstance(failure, _Cut):
                raise failure.error
            raise failure.as_discord_error()
        log.info(
            "interaction %s: answer failed (%s); again in %.2f s", interaction_id, failure, wait
        )
        await asyncio.sleep(wait)


async def _later(
    call: Callable[..., Awaitable[Any]],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    *,
    resend: bool,
) -> Any:
    """`call` (an adapter's request after the first answer) by the policy above: `resend`
    when it may be made again after a cut that Discord may have read."""
    session: aiohttp.ClientSession = kwargs["session"]
    started = time.monotonic()
    attempt = 0
    while True:
        for file in kwargs.get("files") or ():
            file.reset(seek=True)  # read by an earlier attempt: sent from its start again
        try:
            attempt_session = _OneAttemptSession(session, ATTEMPT_TIMEOUT)
            return await call(*args, **{**kwargs, "session": attempt_session})
        except (_Refused, _Cut) as failure:
            wait = random.uniform(0.75, 1.25) * LATER_WAITS[min(attempt, len(LATER_WAITS) - 1)]
            if isinstance(failure, _Refused):
                wait = max(wait, failure.retry_after)
            sent_maybe = isinstance(failure, _Cut) and failure.sent and not resend
            if sent_maybe or time.monotonic() - started + wait > LATER_WITHIN:
                if isinstance(failure, _Cut):
                    raise failure.error from None
                raise failure.as_discord_error() from None
            log.info("a call after a first answer failed (%s); again in %.2f s", failure, wait)
            await asyncio.sleep(wait)
            attempt += 1


def install() -> None:
    """Answer interactions through the retrying adapter (in the task that starts the client:
    every task it creates afterwards inherits the setting)."""
    async_context.set(RetryingCallbackAdapter())  # type: ignore[no-untyped-call]  # discord.py leaves the adapter's __init__ unannotated
