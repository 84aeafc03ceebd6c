"""Delivery: the calls every part makes to Discord for a table, and a game's record.

`tell` answers privately, `retrying` tries a call again when Discord answers 5xx or 429,
`send` posts a card at most once per nonce (`post_nonce`). They keep nothing between calls,
so they are plain functions; the parts that keep something of what they posted are their
own (bot.status, bot.seat_panels). `Exports` is the "Export game record" verb.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import random
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

import discord

from bot.gameui import Card, GameUI
from bot.i18n import Text
from bot.languages import answer_locale
from bot.limits import CONTENT, clip
from bot.routes import Route, Routes, TableVerb
from bot.storage import FINISHED, TableRecord

log = logging.getLogger(__name__)
T = TypeVar("T")
# after a 5xx: Discord usually recovers within seconds; a post given up is a lost status or
# result, so the bot keeps trying for about 20 s (with jitter) before it gives up
RETRY_WAITS = (0.5, 1.5, 3.0, 6.0, 9.0)

DM_CLOSED = 50007


async def tell(interaction: discord.Interaction, text: str | Text) -> None:
    """A short private answer, whether or not the interaction was answered already; a
    `Text` is said in the reader's language (bot.languages `answer_locale`)."""
    if isinstance(text, Text):
        text = text.in_locale(await answer_locale(interaction))
    text = clip(text, CONTENT) or ""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)


async def retrying(call: Callable[[], Awaitable[T]]) -> T:
    """`call()`, again after a short wait when Discord answers 5xx or 429: discord.py
    retries 500, 502 and 504 itself but gives up on 503 at once, and on a 429 after a
    few tries; a lost post is a lost status or result."""
    for wait in (*RETRY_WAITS, None):
        try:
            return await call()
        except discord.HTTPException as exc:
            # a 429 reaches here only when discord.py's own retries ran out
            if wait is None or not (exc.status >= 500 or exc.status == 429):
                raise
            # jitter: many tables hit by one outage do not all come back at once
            wait *= random.uniform(0.75, 1.25)
            log.info("Discord answered %s; trying again in %.1f s", exc.status, wait)
            await asyncio.sleep(wait)
    raise AssertionError("unreachable")


async def send(
    channel: discord.abc.Messageable, card: Card, nonce: str | None = None
) -> discord.Message | None:
    """Post a card. With a `nonce` (see `post_nonce`) the post happens at most once,
    however often it is tried: a retry after a 5xx, or a restart before the bot could
    note that it was posted."""
    try:
        # without a nonce, discord.py makes a random one (as when None is passed)
        once: dict[str, Any] = {"nonce": nonce} if nonce is not None else {}
        return await retrying(
            lambda: channel.send(
                **card.send_kwargs(),
                allowed_mentions=discord.AllowedMentions(users=True),
                **once,
            )
        )
    except discord.HTTPException:
        log.warning("could not post to channel", exc_info=True)
        return None


def export_record(
    games: Mapping[str, GameUI], table: TableRecord, user_id: int | None = None
) -> dict[str, Any]:
    """The record as the asker may read it: a seat's own secrets, never another's."""
    game = games[table.game].game
    seat = table.reader_seat(user_id) if user_id is not None else None
    assert table.state is not None  # asked of a finished game only
    record = game.record_as(table.state, seat)
    record["table"] = table.id
    record["names"] = [s.name for s in table.seats]
    return record


class Exports:
    """The "Export game record" verb of a finished table."""

    def __init__(self, games: Mapping[str, GameUI]) -> None:
        self.games = games

    def register(self, routes: Routes) -> None:
        routes.register("export", TableVerb(self._export_click))

    async def _export_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        await self.send_export(interaction, table)

    async def send_export(self, interaction: discord.Interaction, table: TableRecord) -> None:
        if table.state is None:
            await tell(interaction, Text("platform-record-never-started"))
            return
        if table.status != FINISHED:
            await tell(interaction, Text("platform-record-not-finished"))
            return
        record = export_record(self.games, table, interaction.user.id)
        data = json.dumps(record, indent=2).encode()
        said = Text("platform-record", {"table": str(table.id)})
        await interaction.response.send_message(
            said.in_locale(await answer_locale(interaction)),
            ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"{table.game}-table-{table.id}.json"),
        )
