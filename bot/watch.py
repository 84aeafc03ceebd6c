"""A running bot watched from outside: `GET /health` and `GET /metrics` over HTTP, on the
port the settings name (`METRICS_PORT`; off by default), served by aiohttp from the bot's
own event loop.

/health answers 200 when the bot is connected to Discord and its database answers, else
503; either way a small JSON body says which part is not well (the compose file and the
Docker image use it as their healthcheck). /metrics gives the figures of bot.metrics in
Prometheus's text format.
"""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Protocol

from aiohttp import web

from bot import metrics
from bot.storage import Storage, StorageUnavailable

log = logging.getLogger(__name__)

PING_PATIENCE = 2.0  # seconds the database has to answer a health check


class Watched(Protocol):
    """What the answers read of the bot."""

    storage: Storage

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...

    def running_tables(self) -> int: ...


class Watch:
    """The HTTP answers of one bot process; `start` binds the port, `stop` lets it go."""

    def __init__(self, bot: Watched, host: str, port: int) -> None:
        self.bot = bot
        self.host = host
        self.port = port  # the port bound once started (0 asks for any free one)
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/health", self.health)
        app.router.add_get("/metrics", self.figures)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        await site.start()
        self._runner = runner
        server = site._server  # (aiohttp names the bound port nowhere public)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("health and figures at http://%s:%d/health and /metrics", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
            metrics.process_ended(os.getpid())  # its running tables no longer count

    async def health(self, _request: web.Request) -> web.Response:
        connected = self.bot.is_ready() and not self.bot.is_closed()
        try:
            await asyncio.wait_for(self.bot.storage.ping(), PING_PATIENCE)
            database = "ok"
        except (StorageUnavailable, TimeoutError, OSError):
            database = "unavailable"
        well = connected and database == "ok"
        body = {
            "status": "ok" if well else "unwell",
            "discord": "connected" if connected else "not connected",
            "database": database,
        }
        return web.json_response(body, status=200 if well else 503)

    async def figures(self, _request: web.Request) -> web.Response:
        data = metrics.exposition(self.bot.running_tables())
        return web.Response(body=data, headers={"Content-Type": metrics.CONTENT_TYPE})
