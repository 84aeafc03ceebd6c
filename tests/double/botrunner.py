"""Run an unmodified discord.py client against a :class:`DiscordDouble`.

``running_bot`` points discord.py's REST base and default gateway at the
double, starts the client, waits for ``on_ready`` and shuts it down cleanly
afterwards (restoring the globals when the last running bot exits).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TypeVar

import aiohttp
import discord
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from .double import DiscordDouble
from .models import PATIENCE, describe_records

ClientT = TypeVar("ClientT", bound=discord.Client)

_saved: tuple[str, yarl.URL] | None = None
_active = 0
_active_base: str | None = None


async def discover_gateway(double: DiscordDouble) -> str:
    """Ask the double's ``GET /gateway`` for the websocket URL (like a bot would)."""
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{double.api_base}/gateway") as response,
    ):
        response.raise_for_status()
        payload = await response.json()
    return str(payload["url"])


def _patch(api_base: str, gateway: str) -> None:
    global _saved, _active, _active_base
    if _active and _active_base != api_base:
        raise RuntimeError(
            "another bot is running against a different double; discord.py's Route.BASE is global"
        )
    if _active == 0:
        _saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    Route.BASE = api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    _active += 1
    _active_base = api_base


def _unpatch() -> None:
    global _saved, _active, _active_base
    _active -= 1
    if _active == 0 and _saved is not None:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = _saved
        _saved = None
        _active_base = None


_EXPECTED_NOISE = ("Attempting a reconnect in",)


class BotErrors(AssertionError):
    """The bot logged errors (unhandled exceptions in commands, views, events...)."""


class _ErrorCollector(logging.Handler):
    def __init__(self, sink: list[logging.LogRecord]) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        if str(record.msg).startswith(_EXPECTED_NOISE):
            return  # transport retries during simulated outages are not bot errors
        self.records.append(record)
        self.sink.append(record)


@asynccontextmanager
async def running_bot(
    bot: ClientT,
    double: DiscordDouble,
    *,
    ready_timeout: float = PATIENCE,
    close_timeout: float = 10.0,
    discover: bool = True,
    guild_ready_timeout: float | None = 0.1,
    raise_errors: bool = True,
) -> AsyncIterator[ClientT]:
    """Start ``bot`` against ``double`` and yield it once ``on_ready`` has fired.

    ``guild_ready_timeout`` shortens discord.py's wait for further GUILD_CREATE
    events before ``on_ready`` (2 s by default; the double sends all guilds
    immediately).  Pass ``None`` to keep the client's own setting.

    Errors logged through the ``discord`` loggers while the bot runs (that is
    where discord.py reports exceptions escaping app commands, views, modals
    and event handlers) are appended to ``double.bot_errors`` as they happen.
    With ``raise_errors`` the block fails with :class:`BotErrors` if records
    added to that list during the run (by this or any other handler) are still
    there at the end; clear the list to accept errors a test provoked.
    """
    gateway = await discover_gateway(double) if discover else double.gateway_url
    _patch(double.api_base, gateway)
    already_known = {id(r) for r in double.bot_errors}
    collector = _ErrorCollector(double.bot_errors)
    discord_logger = logging.getLogger("discord")
    discord_logger.addHandler(collector)
    task: asyncio.Task[None] | None = None
    try:
        if guild_ready_timeout is not None:
            bot._connection.guild_ready_timeout = guild_ready_timeout  # noqa: SLF001
        task = asyncio.create_task(bot.start(double.bot_token), name=f"bot-{id(bot):x}")
        await _wait_ready(bot, task, ready_timeout)
        yield bot
    finally:
        try:
            if task is not None:
                await _shutdown(bot, task, close_timeout)
        finally:
            _unpatch()
            discord_logger.removeHandler(collector)
    # Anything added to double.bot_errors during the run counts (other handlers may feed
    # it too); tests that provoke errors on purpose acknowledge them by clearing the list.
    remaining = [r for r in double.bot_errors if id(r) not in already_known]
    if raise_errors and remaining:
        raise BotErrors(
            f"the bot logged {len(remaining)} error(s):\n" + describe_records(remaining)
        )


async def _wait_ready(bot: discord.Client, task: asyncio.Task[None], timeout: float) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not bot.is_ready():
        if task.done():
            exc = task.exception() if not task.cancelled() else None
            raise RuntimeError("the bot stopped before it became ready") from exc
        if loop.time() > deadline:
            raise TimeoutError(f"the bot did not become ready within {timeout}s")
        await asyncio.sleep(0.01)


async def _shutdown(bot: discord.Client, task: asyncio.Task[None], timeout: float) -> None:
    if not bot.is_closed():
        with contextlib.suppress(Exception):
            await asyncio.wait_for(bot.close(), timeout)
    if not task.done():
        try:
            await asyncio.wait_for(asyncio.shield(task), timeout)
        except TimeoutError:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            return
    if not task.cancelled() and task.exception() is not None:
        raise RuntimeError("the bot task failed") from task.exception()
