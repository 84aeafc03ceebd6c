"""Interaction answers inside Discord's 3-second window, even when Discord stumbles.

An interaction must get its first answer within 3 s. discord.py retries a 5xx answer to an
interaction callback itself, but only after 1 s and then 3 s, so two failures in a row
lose the interaction. Callbacks here are tried again quickly (0.1, 0.3, 0.6 s) before
discord.py sees the failure; a 429 still goes to discord.py, which waits as Discord asks.
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import TYPE_CHECKING, Any

import aiohttp
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot import metrics

if TYPE_CHECKING:
    from discord.http import Response
    from discord.types.interactions import InteractionCallback

log = logging.getLogger(__name__)

QUICK_WAITS = (0.1, 0.3, 0.6)


class _QuickAttempts:
    """`async with`: one callback request, repeated at once after a 5xx answer."""

    def __init__(
        self, session: aiohttp.ClientSession, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> None:
        self.session, self.args, self.kwargs = session, args, kwargs
        self.response: aiohttp.ClientResponse | None = None

    async def __aenter__(self) -> aiohttp.ClientResponse:
        for wait in (*QUICK_WAITS, None):
            response = await self.session.request(*self.args, **self.kwargs)
            if wait is None or response.status < 500:
                self.response = response
                return response
            response.release()
            wait *= random.uniform(0.75, 1.25)  # jitter, as for every retry
            log.info("an interaction answer got %s; trying again in %.1f s", response.status, wait)
            await asyncio.sleep(wait)
        raise AssertionError("unreachable")

    async def __aexit__(self, *exc: object) -> None:
        if self.response is not None:
            self.response.release()


class _QuickSession:
    """The client's session, but each request retried quickly on a 5xx (see above)."""

    def __init__(self, session: aiohttp.ClientSession) -> None:
        self.session = session

    def request(self, *args: Any, **kwargs: Any) -> _QuickAttempts:
        return _QuickAttempts(self.session, args, kwargs)


class QuickCallbackAdapter(AsyncWebhookAdapter):
    """Sends every interaction's first answer, retried quickly, and notes its latency."""

    def create_interaction_response(
        self, *args: Any, **kwargs: Any
    ) -> Response[InteractionCallback]:
        params = kwargs.get("params")
        if params is not None and not params.files:  # a form with files cannot be re-sent
            kwargs["session"] = _QuickSession(kwargs["session"])
        sent = super().create_interaction_response(*args, **kwargs)
        return self._told(sent, int(args[0] if args else kwargs["interaction_id"]))

    async def _told(
        self, sent: Response[InteractionCallback], interaction_id: int
    ) -> InteractionCallback:
        """The first answer (an interaction has one callback): its latency noted once
        accepted."""
        result = await sent
        metrics.first_answered(interaction_id)
        return result


def install() -> None:
    """Answer interactions through the quick adapter (in the task that starts the client:
    every task it creates afterwards inherits the setting)."""
    async_context.set(QuickCallbackAdapter())  # type: ignore[no-untyped-call]  # discord.py leaves the adapter's __init__ unannotated
