"""A table's public status message: posted when the first phase is announced, edited as
seats act (bursts of moves become one edit, and an edit that changes nothing is not sent),
and closed when the game ends (it keeps its title and picture and loses its controls).

A quiet channel (the table's policy, `one_status`): the one status message is edited in
place as each phase begins, and what each phase ended with (its picture and note) is told in
a thread under it, which players open when they want the rounds; the channel keeps the
lobby, the status and the final. A thread is Discord's own way to hang a conversation off
one message without filling the channel, and it needs no setting of the server's. Where the
bot may not open threads (a permission withheld, or a table whose channel is itself a
thread: Discord opens no thread in a thread), the status message carries the phase that
just ended too (its note and picture below the current ones, replaced when the next phase
ends): players see what just happened where they already look, the channel (or the thread
the table lives in) gets no message per round, and every earlier round stays in the game
record (/replay). A crowd keeps a status message per round (its
answers hang from it, bot.crowd), closed when its round ends, each ended round's picture
in the channel."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from collections.abc import Callable
from typing import Any, Literal

import discord

from bot.book import Book
from bot.budget import Slowdown
from bot.client import BotClient
from bot.commits import GroupCommit
from bot.crowd import Crowd
from bot.delivery import retrying, send
from bot.follows import Follows
from bot.gameui import Card, state_of, table_context
from bot.i18n import Text, tr
from bot.languages import TableLocales
from bot.layout import shown_in
from bot.locks import KeyedLocks
from bot.nonce import post_nonce
from bot.policy import policy_of
from bot.storage import RUNNING, TableRecord

log = logging.getLogger(__name__)
# Discord's codes: a thread exists for that message already; the bot lacks a permission;
# no thread can be opened in this kind of channel
THREAD_EXISTS = 160004
MISSING_ACCESS = (50001, 50013)
WRONG_CHANNEL_TYPE = 50024
# the status's heading for the phase that just ended and the table's news since, where
# they are not told in a thread
# a table's thread is archived after a day without a message (Discord's choices: 1 h,
# 1 day, 3 days, a week); a new message brings it back
# how long a thread's opening waits, after a restart, for the gateway to tell of its server
GUILD_WAIT = 60.0
THREAD_ARCHIVE_MINUTES: Literal[1440] = 1440


def status_look(card: Card) -> bytes:
    """A digest of what a status card shows: its text, embeds, controls and picture."""
    shown = {
        "content": card.content,
        "embeds": [e.to_dict() for e in card.embeds],
        "view": card.view.to_components() if card.view else None,
    }
    digest = hashlib.blake2b(json.dumps(shown, sort_keys=True, default=str).encode())
    for _, data in card.files:
        digest.update(data)
    return digest.digest()


class Status:
    """The tables' status messages."""

    def __init__(
        self,
        book: Book,
        client: BotClient,
        commits: GroupCommit,
        crowd: Crowd,
        slowdown: Callable[[], Slowdown],
        follows: Follows,
        locales: TableLocales,
    ) -> None:
        self.locales = locales  # each table's public language (bot.languages)
        self.follows = follows  # Follow on the status, and what its followers are sent
        self.slowdown = slowdown  # how long an edit waits, as the invalid requests allow
        self.book = book
        self.client = client
        self.commits = commits
        self.crowd = crowd
        # one edit or close of a table's status at a time
        self._locks: KeyedLocks[int] = KeyedLocks()
        self._opening: KeyedLocks[int] = KeyedLocks()  # a table's thread, opened once
        # set when a table's new phase is announced (`phase_shown`)
        self._phase_shown: dict[int, asyncio.Event] = {}
        # the embed last shown on each table's status message: when its phase ends, the
        # message keeps its title and picture and loses its controls (after a restart the
        # message itself is read back)
        self._embeds: dict[int, discord.Embed] = {}
        # a digest of what each status message shows, so an edit that changes nothing is
        # not sent
        self._looks: dict[int, bytes] = {}
        # each table's thread of ended phases (None: none can be opened there)
        self._threads: dict[int, int | None] = {}
        # channels where the bot was refused a thread: not asked again (bot.budget)
        self._no_threads: set[int] = set()
        # where no thread can be opened: each table's phase that just ended (its note and
        # picture), shown on its status until the next one ends (kept in memory: after a
        # restart the status shows the current phase alone)
        self._ended: dict[int, tuple[str | None, list[tuple[str, bytes]]]] = {}
        # likewise the table's news since (`tell`), folded into the next phase's ended note
        self._news: dict[int, list[str]] = {}

    def forget(self, table_id: int) -> None:
        self._phase_is_shown(table_id)  # nobody waits for a phase of a table that ended
        self._embeds.pop(table_id, None)
        self._looks.pop(table_id, None)
        self._threads.pop(table_id, None)
        self._ended.pop(table_id, None)
        self._news.pop(table_id, None)
        self.book.scheduler.cancel(("status", table_id))

    def card(self, table: TableRecord, public: Any = None) -> Card:
        """The game's status card, laid out as Components V2 (bot.layout)."""
        ui = self.book.games[table.game]
        if public is None:
            public = ui.game.view(state_of(table), None)
        locale = self.locales.known(table.id)  # the server's, read with each new phase
        card = ui.status(table_context(table, locale), public, self.book.names(table))
        card.v2 = True
        self.follows.shown(table, card)
        return card

    async def announce(self, table: TableRecord, announce: str) -> None:
        """A new public phase: the picture of the one that ended (in the table's thread, or
        the channel), then the status shows the new phase: the one status message edited in
        place, or a fresh one (see the module doc)."""
        ui = self.book.games[table.game]
        names = self.book.names(table)
        public = ui.game.view(state_of(table), None)
        channel = self.client.get_partial_messageable(table.channel_id)
        await self.follows.load(table, fresh=True)
        # (before the first phase the message noted is the lobby's: it is closed, and the
        # status posted as a message of its own)
        in_place = (
            policy_of(table).one_status
            and table.shown.message_id is not None
            and table.shown.announced is not None
        )
        ended, note, files = table.shown.announced, None, []
        if ended is not None:
            told = await self._thread(table) if in_place else channel
            said = ui.picture_args(self.locales.known(table.id))
            image = await self.book.off_loop(ui.phase_image, public, names, *said)
            note = ui.phase_text(public, names, *said)  # (a speaking game's: its words)
            files = [(ui.phase_image_name, image)] if image else []
            if told is None:  # no thread: the status shows it (see the module doc)
                news = self._news.pop(table.id, [])
                self._ended[table.id] = ("\n".join(t for t in (*news, note) if t) or None, files)
            elif image or note:
                await send(
                    told,
                    Card(content=note, files=files),
                    nonce=post_nonce(table.id, "phase", ended),
                )
        card = self.card(table, public)
        said = ui.picture_args(self.locales.known(table.id))
        image = await self.book.off_loop(ui.status_image, public, names, *said)
        if image:
            card.files = [("status.png", image)]
        self._with_ended(table.id, card)
        message: discord.Message | discord.PartialMessage | None = None
        if in_place:
            message = await self._show_in_place(table, announce, card)
        if message is None:
            await self.close(table)
            table.shown.announced = announce
            # until the new status is posted, nothing edits the old one
            table.shown.message_id = None
            message = await send(channel, card, nonce=post_nonce(table.id, "status", announce))
        table.shown.message_id = message.id if message else None
        if card.embeds:
            self._embeds[table.id] = card.embeds[0]
        self._looks[table.id] = status_look(card)
        self._phase_is_shown(table.id)
        await self.book.storage.update_table(
            table.id, announced=announce, message_id=table.shown.message_id
        )
        if ended is not None:
            # what the channel was just shown, for the table's followers (bot.follows)
            self.follows.phase_over(table, ended, announce, note, [*files, *card.files], card)

    def _with_ended(self, table_id: int, card: Card) -> None:
        """The status card shows the phase that just ended and the news since below the
        current phase, where they are not told in a thread (see the module doc)."""
        note, files = self._ended.get(table_id, (None, []))
        text = "\n".join(t for t in (note, *self._news.get(table_id, ())) if t)
        if not card.embeds or not (text or files):
            return
        locale = self.locales.known(table_id)
        card.embeds[0].add_field(
            name=tr(locale, "platform-latest"),
            value=text or tr(locale, "platform-latest-picture"),
            inline=False,
        )
        card.files = [*card.files, *files]

    async def tell(self, table: TableRecord, text: str | Text, nonce: str) -> None:
        """News of a running table for everyone (a turn clock ran out, a seat handed to the
        AI): told in the table's thread, or shown on its status where no thread can be
        opened (see the module doc); a crowd's, or before the status is out, in the
        channel. `nonce`: told once, however often it is tried. A `Text` is said in the
        server's language (bot.languages)."""
        if isinstance(text, Text):
            text = text.in_locale(await self.locales.read(table))
        channel = self.client.get_partial_messageable(table.channel_id)
        told: discord.abc.Messageable | None = channel
        if (
            policy_of(table).one_status
            and table.shown.message_id is not None
            and table.shown.announced is not None
        ):
            told = await self._thread(table)
        if told is not None:
            await send(told, Card(content=text), nonce=nonce)
            return
        self._news.setdefault(table.id, []).append(text)
        self._edit_soon(table)

    async def _show_in_place(
        self, table: TableRecord, announce: str, card: Card
    ) -> discord.PartialMessage | None:
        """The status message shows the new phase (its picture replacing the old); None
        when it could not be edited (deleted, say): a new one is then posted. Under the
        status's lock, so an edit of the phase before, held up on its way, lands first."""
        message_id = table.shown.message_id
        assert message_id is not None
        message = self.client.get_partial_messageable(table.channel_id).get_partial_message(
            message_id
        )
        async with self._locks[table.id]:
            table.shown.announced = announce  # an edit of the phase before is not sent now
            try:
                await retrying(lambda: message.edit(**card.edit_kwargs()))
            except discord.HTTPException:
                log.warning("could not edit the status of table %s", table.id, exc_info=True)
                return None
        return message

    async def _thread(self, table: TableRecord) -> discord.PartialMessageable | None:
        """The thread under the table's status message where ended phases are told,
        opened the first time (None where the bot may not open one)."""
        if table.id not in self._threads:
            async with self._opening[table.id]:  # one opening, however many tell at once
                if table.id not in self._threads:
                    self._threads[table.id] = await self._open_thread(table)
        thread = self._threads[table.id]
        if thread is None:
            return None
        return self.client.get_partial_messageable(
            thread, guild_id=table.guild_id, type=discord.ChannelType.public_thread
        )

    async def _open_thread(self, table: TableRecord) -> int | None:
        message_id = table.shown.message_id
        if message_id is None or table.guild_id is None or table.channel_id in self._no_threads:
            return None
        # after a restart the gateway may not have told of the server and its open threads
        # yet: asking Discord to open a thread it opened before is refused (a 400)
        await self.client.guild_told(table.guild_id, within=GUILD_WAIT)
        if isinstance(self.client._connection.get_channel(table.channel_id), discord.Thread):
            self._no_threads.add(table.channel_id)  # no thread opens in a thread
            return None
        if self.client._connection.get_channel(message_id) is not None:
            return message_id  # opened before a restart: the gateway told of it (same id)
        ui = self.book.games[table.game]
        try:
            data = await retrying(
                lambda: self.client.http.start_thread_with_message(
                    table.channel_id,
                    message_id,
                    name=tr(
                        self.locales.known(table.id),
                        "platform-thread-name",
                        game=ui.title,
                        table=str(table.id),
                    ),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                )
            )
        except discord.HTTPException as exc:
            if exc.code == THREAD_EXISTS:  # opened before a restart: its id is the message's
                return message_id
            if exc.status == 403 or exc.code in (*MISSING_ACCESS, WRONG_CHANNEL_TYPE):
                self._no_threads.add(table.channel_id)
            log.info("table %s: no thread for its rounds (%s)", table.id, exc)
            return None
        return int(data["id"])

    def _phase_is_shown(self, table_id: int) -> None:
        shown = self._phase_shown.pop(table_id, None)
        if shown is not None:
            shown.set()

    async def phase_shown(self, table: TableRecord, within: float) -> None:
        """Wait, at most `within` seconds, until the phase the table is in is announced
        (its status message is out), or the table is no longer running."""
        key = self.book.games[table.game].game.flow(state_of(table)).announce_key
        loop = asyncio.get_running_loop()
        end = loop.time() + within
        while (
            table.status == RUNNING
            and table.id in self.book.tables
            and (table.shown.announced != key or table.shown.message_id is None)
        ):
            shown = self._phase_shown.setdefault(table.id, asyncio.Event())
            try:
                await asyncio.wait_for(shown.wait(), max(0.0, end - loop.time()))
            except TimeoutError:
                return

    async def close(self, table: TableRecord, text: str | None = None) -> None:
        """The status message of a phase that ended keeps its title and picture and loses
        its controls and its who-is-still-playing lines. A live edit of it under way (held
        up by a 429 or a retry) lands first: one lock orders the two (`mark_dirty`)."""
        note = self.crowd.take_closing_note(table.id)  # e.g. a crowd's clock ran out
        async with self._locks[table.id]:
            await self._close_now(table, text or note)

    async def _close_now(self, table: TableRecord, text: str | None) -> None:
        message_id = table.shown.message_id
        if message_id is None:
            return
        ui = self.book.games[table.game]
        shown = self._embeds.pop(table.id, None)
        title, picture = ui.title, None
        if shown is not None:
            title, picture = shown.title or title, shown.image.url
        else:  # after a restart: read what the message shows (a layout, or an embed)
            channel = self.client.get_partial_messageable(table.channel_id)
            with contextlib.suppress(discord.HTTPException):
                found_title, name = shown_in(await channel.fetch_message(message_id))
                title, picture = found_title or title, name and f"attachment://{name}"
        embed = discord.Embed(
            title=title,
            description=text or tr(self.locales.known(table.id), "platform-phase-over"),
            colour=ui.colour,
        )
        if picture:
            embed.set_image(url=picture)
        # the picture stays: the message keeps its attachment; without one, none is kept
        closed = Card(embeds=[embed], v2=True).edit_kwargs(keep_files=bool(picture))
        message = self.client.get_partial_messageable(table.channel_id).get_partial_message(
            message_id
        )
        try:
            await retrying(lambda: message.edit(**closed))
        except discord.HTTPException:
            log.warning("could not close the status of table %s", table.id, exc_info=True)

    def mark_dirty(self, table: TableRecord) -> None:
        """Edit the public status soon; bursts of moves become one edit. A crowd's count
        is edited at a pace of its own, whoever confirms (bot.crowd)."""
        every = policy_of(table).count_every
        if every is not None:
            self.crowd.pace_count(table, every, self._edit_soon)
            return
        self._edit_soon(table)

    def _edit_soon(self, table: TableRecord) -> None:
        """Edit the public status soon; bursts of moves become one edit."""
        self.book.scheduler.schedule_once(("status", table.id), self._edit_later(table))

    async def _edit_later(self, table: TableRecord) -> None:
        await asyncio.sleep(self.slowdown().status_wait)  # longer as refusals mount
        self.book.scheduler.release(("status", table.id))  # later moves schedule a new edit
        await self.commits.flushed(table.id)  # it shows only moves that are stored
        current = self.book.tables.get(table.id)
        if current is None or current.shown.message_id is None:
            return
        ui = self.book.games[current.game]
        shown_id, announced = current.shown.message_id, current.shown.announced

        def still_live() -> bool:
            # the phase (or the game) may end at any await below: its message is then
            # closed, or about to be, and its successor gets a message of its own (or the
            # same message shows the next phase)
            return (
                current.status == RUNNING
                and current.shown.message_id == shown_id
                and current.shown.announced == announced
                and ui.game.flow(state_of(current)).announce_key == announced
            )

        await self.follows.load(current)
        if not still_live():
            return
        card = self.card(current)
        # an edit that uploads the ended phase's picture replaces every attachment: the
        # status's own picture is drawn again then too
        if ui.status_image_live or self._ended.get(current.id, (None, []))[1]:
            public = ui.game.view(state_of(current), None)
            said = ui.picture_args(self.locales.known(current.id))
            names = self.book.names(current)
            image = await self.book.off_loop(ui.status_image, public, names, *said)
            if not still_live():
                return
            if image:
                card.files = [("status.png", image)]
        self._with_ended(current.id, card)
        # a move that changed nothing anyone sees on the status (most moves of a
        # private round) costs no edit
        look = status_look(card)
        if self._looks.get(current.id) == look:
            return
        message = self.client.get_partial_messageable(current.channel_id).get_partial_message(
            shown_id
        )
        # one edit or close of a status at a time (`close`): an edit held up on its way
        # must not land after the close
        async with self._locks[current.id]:
            if not still_live():
                return
            try:
                await retrying(lambda: message.edit(**card.edit_kwargs(keep_files=True)))
                self._looks[current.id] = look
                if card.embeds:
                    self._embeds[current.id] = card.embeds[0]
            except discord.HTTPException:
                log.warning("could not edit status of table %s", current.id, exc_info=True)
