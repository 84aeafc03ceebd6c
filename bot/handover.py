"""A click at a table another worker looks after is handed to that worker.

Discord sends every DM click to the worker running shard 0. Making the move there would mean
reading the table and taking its row lock through the database, and drawing its panel, for
every DM move of every table: one worker doing most of the work while the others wait. So a
worker that gets a move for a table it does not look after acknowledges it at once (unless
it opens a form, which must be the first answer), then passes it on (its gateway payload,
trimmed, as a database note, see Storage.pass_note). The worker holding the table says it
took it and handles it as if the click had reached it: the table is in its memory, it draws
the panel into the acknowledged click, and its panel locks keep each seat's one live panel.

(Leaving the first answer to that worker, so that it could be the new panel itself, was
measured too: as fast while both workers kept up, but when they fell behind, the clicks'
way through the database made answers come later than Discord's 3 s.)

Nobody taking the click within TAKE_WITHIN (the table's worker died or stalls, or the note
was lost with a connection) leaves it to the worker that got it, which handles it through
the database as before. A worker does not take a click it heard of after GIVEN_UP (by then
its sender handles it itself); should both still handle one, the move is stored once (its
interaction id is unique) and Discord takes one first answer (a second one is refused, and
that worker edits instead, `answered_elsewhere`). Both times are read from the
wall clock of two processes: workers on several machines need their clocks kept in step
(NTP), or a click waits TAKE_WITHIN and is handled by the worker that got it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.routes import parse_route
from bot.storage import NOTE_BYTES, StorageUnavailable

if TYPE_CHECKING:
    from discord.state import ConnectionState

    from bot.book import Book

log = logging.getLogger(__name__)

# how long the worker that got a click waits for the table's worker to take it
TAKE_WITHIN = 1.0
# a click heard of later than this after it was passed on is left to its sender
GIVEN_UP = 0.8
# interaction payloads kept until their click is handled (or forgotten, oldest first)
KEEP_RAW = 2_000
# Discord's error code for a second first answer
ALREADY_ANSWERED = 40060
# marks an interaction a worker took from another one: it is not passed on again, and its
# control was checked against its message by the worker that got it
HANDED_OVER = "handed_over"


@contextlib.contextmanager
def answered_elsewhere(interaction: discord.Interaction) -> Iterator[None]:
    """A first answer that Discord refuses because the click was answered already: by the
    other worker, when both handled a handed-over click (see the module's note; a click
    handed over acknowledged is answered once, so this is a form's, or a click's nobody
    said they took). The click counts as acknowledged from then on, so what follows edits
    its message."""
    try:
        yield
    except discord.HTTPException as exc:
        if exc.code != ALREADY_ANSWERED:
            raise
        log.info("interaction %s was answered by another worker", interaction.id)
        count_as_acknowledged(interaction)


def count_as_acknowledged(interaction: discord.Interaction) -> None:
    """The click was acknowledged by another process: what follows edits its message, as
    after any deferral (discord.py learns of an answer only from its own calls)."""
    interaction.response._response_type = discord.InteractionResponseType.deferred_message_update


class RawInteractions:
    """The gateway payloads of the latest interactions, by id: discord.py keeps none, and a
    click passed to another worker is rebuilt there from its payload."""

    def __init__(self) -> None:
        self._raw: OrderedDict[int, tuple[float, dict[str, Any]]] = OrderedDict()

    def install(
        self, connection: ConnectionState[Any], wanted: Callable[[dict[str, Any]], bool]
    ) -> None:
        """Keep each INTERACTION_CREATE payload that is `wanted`, and when it came (the wall
        clock: another worker reads it), before discord.py parses it."""
        parse = connection.parsers["INTERACTION_CREATE"]

        def keep(data: dict[str, Any]) -> None:
            if wanted(data):
                self._raw[int(data["id"])] = (time.time(), data)
                while len(self._raw) > KEEP_RAW:
                    self._raw.popitem(last=False)
            parse(data)

        connection.parsers["INTERACTION_CREATE"] = keep

    def pop(self, interaction_id: int) -> tuple[float, dict[str, Any]] | None:
        return self._raw.pop(interaction_id, None)


def trimmed(raw: dict[str, Any]) -> dict[str, Any]:
    """The payload without what the worker taking it never reads: the message's embeds,
    attachments and controls (the sender checked the control against them), so a note stays
    well within PostgreSQL's 8,000 bytes."""
    out = dict(raw)
    message = out.get("message")
    if isinstance(message, dict):
        out["message"] = {**message, "embeds": [], "attachments": [], "components": []}
    out.pop("resolved", None)
    return out


class Gateway(Protocol):
    """What the handover needs of the bot: discord.py's gateway state (whose parser it wraps,
    and which rebuilds a click passed on) and the bot's way in for an interaction."""

    @property
    def _connection(self) -> ConnectionState[Any]: ...

    async def on_interaction(self, interaction: discord.Interaction) -> None: ...


class Handover:
    """The part of the table manager that passes clicks between workers."""

    def __init__(self, bot: Gateway, book: Book) -> None:
        self.bot = bot
        self.book = book
        self.raw_interactions = RawInteractions()
        self._taken: dict[int, asyncio.Future[None]] = {}

    async def start(self) -> None:
        """Hear the other workers' clicks (only with a shared database)."""
        self.raw_interactions.install(self.bot._connection, self.may_hand_over)
        await self.book.storage.hear_notes(self._heard_note)

    def may_hand_over(self, raw: dict[str, Any]) -> bool:
        """Whether a click's payload may be needed to hand it over: only a click at a table
        this worker does not look after is (keeping every payload held thousands of them,
        measured at 1,000 tables: a fifth of what the collector walked)."""
        route = parse_route(str((raw.get("data") or {}).get("custom_id", "")))
        return route is not None and route.table_id not in self.book.tables

    async def hand_over(
        self, interaction: discord.Interaction, table_id: int, *, acknowledge: bool
    ) -> bool:
        """Pass a click at a table this worker does not look after to the worker that
        does, acknowledged here first when `acknowledge` (the person's first answer never
        waits on the way; a click that opens a form cannot be, the form must be the first
        answer). True when that worker took it: the click is its to handle now."""
        if acknowledge:
            await interaction.response.defer()
        kept = self.raw_interactions.pop(interaction.id)
        if kept is None or interaction.extras.get(HANDED_OVER):
            return False
        arrived, raw = kept
        note = json.dumps(
            {
                "click": trimmed(raw),
                "table": table_id,
                "at": arrived,
                "deferred": interaction.response.is_done(),
            },
            separators=(",", ":"),
        )
        if len(note.encode()) > NOTE_BYTES:
            return False
        taken = asyncio.get_running_loop().create_future()
        self._taken[interaction.id] = taken
        try:
            await self.book.storage.pass_note(note)
            await asyncio.wait_for(taken, TAKE_WITHIN)
            return True
        except (TimeoutError, StorageUnavailable):
            log.info(
                "nobody took interaction %s at table %s; handled here", interaction.id, table_id
            )
            return False
        finally:
            self._taken.pop(interaction.id, None)

    def _heard_note(self, text: str) -> None:
        try:
            note = json.loads(text)
            if "took" in note:
                taken = self._taken.get(int(note["took"]))
                if taken is not None and not taken.done():
                    taken.set_result(None)
                return
            if "click" not in note:
                return  # another part's note (bot.away's)
            raw, table_id, at = note["click"], int(note["table"]), float(note["at"])
            deferred = bool(note.get("deferred"))
        except (ValueError, KeyError, TypeError):
            log.warning("ignoring a malformed note %r", text[:200])
            return
        if table_id in self.book.tables and not self.book.closing and time.time() - at <= GIVEN_UP:
            self.book.scheduler.spawn(self._take(raw, deferred))

    async def _take(self, raw: dict[str, Any], deferred: bool) -> None:
        """Answer a click another worker passed on, as if it had come here. Its sender is
        told at once, while the click is being handled (a lost "took" only means both may
        answer it: see the module's note)."""
        self.book.scheduler.spawn(self._say_taken(raw["id"]))
        interaction: discord.Interaction = discord.Interaction(
            data=raw,  # type: ignore[arg-type]  # a payload read back from JSON is a plain dict, not discord.py's TypedDict
            state=self.bot._connection,
        )
        interaction.extras[HANDED_OVER] = True
        if deferred:  # by the worker that got it
            count_as_acknowledged(interaction)
        log.debug("took interaction %s from another worker", interaction.id)
        await self.bot.on_interaction(interaction)

    async def _say_taken(self, interaction_id: object) -> None:
        try:
            await self.book.storage.pass_note(json.dumps({"took": str(interaction_id)}))
        except StorageUnavailable:
            log.info("could not say interaction %s was taken", interaction_id)
