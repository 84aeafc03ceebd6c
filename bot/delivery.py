"""Delivery: what the bot posts, edits and sends by DM for a table, and private answers."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot import pacing
from bot.gameui import Card, table_context
from bot.layout import components_in, shown_in
from bot.limits import CONTENT, clip
from bot.nonce import post_nonce
from bot.policy import policy_of
from bot.routes import Route, Routes, TableVerb
from bot.storage import FINISHED, RUNNING, SeatRecord, TableRecord

if TYPE_CHECKING:
    from bot.budget import InvalidRequests
    from bot.closed_dms import ClosedDms
    from bot.crowd import Crowd

log = logging.getLogger(__name__)
T = TypeVar("T")
# after a 5xx: Discord usually recovers within seconds; a post given up is a lost status or
# result, so the bot keeps trying for about 20 s (with jitter) before it gives up
RETRY_WAITS = (0.5, 1.5, 3.0, 6.0, 9.0)

DM_CLOSED = 50007
# the recent DMs read back for a panel whose send a crash cut short: it was among the last
# few messages, with maybe the panels of the player's other tables in between
LOST_PANEL_LOOKBACK = 25
# how soon after a seat's own click closed its DM panel the next turn may take that panel
# over: the player is still looking at it (later, a new DM tells them)
IN_PLACE_FOR = 10.0  # seconds


class Delivery:
    """The part of the table manager that talks to Discord."""

    crowd: Crowd  # the crowd's part (bot.crowd), held by the manager
    closed_dms: ClosedDms  # players' closed DMs (bot.closed_dms), held by the manager
    budget: InvalidRequests  # the invalid requests counted (bot.budget), the bot's

    async def _tell(self, interaction: discord.Interaction, text: str) -> None:
        """A short private answer, whether or not the interaction was answered already."""
        text = clip(text, CONTENT) or ""
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id, exc_info=True)

    async def _retrying(self, call: Callable[[], Awaitable[T]]) -> T:
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

    async def _send(
        self, channel: discord.abc.Messageable, card: Card, nonce: str | None = None
    ) -> discord.Message | None:
        """Post a card. With a `nonce` (see `post_nonce`) the post happens at most once,
        however often it is tried: a retry after a 5xx, or a restart before the bot could
        note that it was posted."""
        try:
            return await self._retrying(
                lambda: channel.send(
                    **card.send_kwargs(),
                    allowed_mentions=discord.AllowedMentions(users=True),
                    nonce=nonce,
                )
            )
        except discord.HTTPException:
            log.warning("could not post to channel", exc_info=True)
            return None

    def _picture_unchanged(self, message_id: int | None, card: Card) -> bool:
        """Whether the panel message already shows the card's picture (then it is not sent
        again: fewer bytes for the player, and for the bot); remembers the new one. A
        picture is known by what it was drawn from (`Card.picture`: then it is not even
        drawn again, see bot.moves `_panel_card`) and by its bytes, since two moments of a
        game may look the same."""
        if message_id is None:
            return False
        marks = {card.picture} if card.picture is not None else set()
        if card.files:
            marks.add(hashlib.blake2b(card.files[0][1], digest_size=16).digest())
        if not marks:
            return False
        same = not marks.isdisjoint(self._panel_pictures.get(message_id, ()))
        if card.files:  # what the message shows from now on
            self._panel_pictures[message_id] = frozenset(marks)
            self._panel_pictures.move_to_end(message_id)
        while len(self._panel_pictures) > 20_000:
            self._panel_pictures.popitem(last=False)
        return same

    async def _close_panel(
        self, table: TableRecord, seat: SeatRecord, text: str, *, sending: str | None = None
    ) -> None:
        """The seat's live DM panel becomes a short note without controls: one live panel
        per seat. The mark is cleared once the edit is done (or refused for good), so a
        crash in between closes it again after the restart. `sending`: the turn whose panel
        goes out next, noted in the same write (see `_send_dm_panel`)."""
        if seat.dm_channel_id is None:
            return
        if seat.panel_message_id is not None:
            await self._close_message(table, seat.dm_channel_id, seat.panel_message_id, text)
        elif seat.panel_turn is not None:
            await self._close_lost_panels(table, seat, text)
        elif sending is None:
            return  # nothing live, nothing to note
        seat.panel_message_id, seat.panel_turn = None, sending
        await self.storage.update_seat(table.id, seat)

    async def _close_lost_panels(self, table: TableRecord, seat: SeatRecord, text: str) -> None:
        """A panel was sent for `seat.panel_turn` and the process stopped before it noted the
        message (its id is known only from the answer to the send). The seat's recent DMs
        are read back, and any of the bot's messages still offering this table's controls
        is closed. Only after a crash: one read of the DM channel."""
        assert seat.dm_channel_id is not None
        dm = self.bot.get_partial_messageable(seat.dm_channel_id, type=discord.ChannelType.private)
        prefix = f"t:{table.id}:"
        me = self.bot.user.id if self.bot.user is not None else None
        try:
            async for message in dm.history(limit=LOST_PANEL_LOOKBACK):
                ids = [
                    getattr(c, "custom_id", None) or "" for c in components_in(message.components)
                ]
                if message.author.id == me and any(i.startswith(prefix) for i in ids):
                    await self._close_message(table, seat.dm_channel_id, message.id, text)
        except discord.HTTPException:
            log.warning("could not read back the DMs of table %s", table.id, exc_info=True)

    async def _close_message(
        self, table: TableRecord, channel_id: int, message_id: int, text: str
    ) -> None:
        ui = self.games[table.game]
        message = self.bot.get_partial_messageable(
            channel_id, type=discord.ChannelType.private
        ).get_partial_message(message_id)
        note = discord.Embed(
            title=f"{ui.title} · table {table.id}", description=text, colour=ui.colour
        )
        try:
            await self._retrying(
                lambda: message.edit(content=None, embed=note, attachments=[], view=None)
            )
        except discord.HTTPException:
            log.warning("could not close an old panel of table %s", table.id, exc_info=True)

    async def _close_status(self, table: TableRecord, text: str | None = None) -> None:
        """The status message of a phase that ended keeps its title and picture and loses
        its controls and its who-is-still-playing lines. A live edit of it under way (held
        up by a 429 or a retry) lands first: one lock orders the two (`_mark_status_dirty`)."""
        note = self.crowd.take_closing_note(table.id)  # e.g. a crowd's clock ran out
        async with self._status_locks[table.id]:
            await self._close_status_now(table, text or note)

    async def _close_status_now(self, table: TableRecord, text: str | None) -> None:
        message_id = table.shown.message_id
        if message_id is None:
            return
        ui = self.games[table.game]
        shown = self._status_embeds.pop(table.id, None)
        title, picture = ui.title, None
        if shown is not None:
            title, picture = shown.title or title, shown.image.url
        else:  # after a restart: read what the message shows (a layout, or an embed)
            channel = self.bot.get_partial_messageable(table.channel_id)
            with contextlib.suppress(discord.HTTPException):
                found_title, name = shown_in(await channel.fetch_message(message_id))
                title, picture = found_title or title, name and f"attachment://{name}"
        embed = discord.Embed(
            title=title,
            description=text or "This part of the game is over; the table goes on below.",
            colour=ui.colour,
        )
        if picture:
            embed.set_image(url=picture)
        # the picture stays: the message keeps its attachment; without one, none is kept
        closed = Card(embeds=[embed], v2=True).edit_kwargs(keep_files=bool(picture))
        message = self.bot.get_partial_messageable(table.channel_id).get_partial_message(message_id)
        try:
            await self._retrying(lambda: message.edit(**closed))
        except discord.HTTPException:
            log.warning("could not close the status of table %s", table.id, exc_info=True)

    def panel_lock(self, table_id: int, seat: int) -> asyncio.Lock:
        """Held while a seat's next DM panel is sent (the old one closed, the new one
        noted), and while a click's answer redraws the panel it came from: otherwise a
        redraw drawn before the turn moved on could land after the next panel is out and
        leave the seat two live panels (bot.moves `_show_panel`)."""
        return self._panel_locks[(table_id, seat)]

    async def _dm_panel(self, table: TableRecord, seat: SeatRecord) -> None:
        """The seat's panel for the turn now running, by DM: once per seat and turn, also
        when a restart repeats the sending; the seat's previous panel is closed."""
        async with self.panel_lock(table.id, seat.seat):
            with pacing.first():  # a player is waiting for it (bot.pacing)
                await self._send_dm_panel(table, seat)

    async def _send_dm_panel(self, table: TableRecord, seat: SeatRecord) -> None:
        turn = self.games[table.game].game.flow(table.state).turn_key
        if seat.panel_message_id is not None and seat.panel_turn == turn:
            return  # this turn's panel is out already
        if await self.closed_dms.known_closed(table, seat):  # no DM: bot.closed_dms
            return
        try:
            if seat.dm_channel_id is None:
                user_id = seat.user_id
                data = await self._retrying(lambda: self.bot.http.start_private_message(user_id))
                seat.dm_channel_id = int(data["id"])
                await self.storage.update_seat(table.id, seat)
            if await self._panel_in_place(table, seat, turn):
                return
            if seat.panel_turn != turn:
                # the turn is noted before the send: a crash after the send leaves a panel
                # whose id the bot never learned, and the next close looks for it. (The same
                # turn again, after a restart: the send below, by its nonce, finds it.)
                await self._close_panel(
                    table, seat, "This panel is over: your new one is below.", sending=turn
                )
            card = await self._panel_card(table, seat.seat, step=None)
            # the turn's ping, when this DM is it (bot.pings); silent when it is not
            ping, silent = await self.pings.dm_ping(table, seat.user_id)
            card.content = "\n".join(t for t in (ping, card.content) if t) or None
            dm = self.bot.get_partial_messageable(
                seat.dm_channel_id, type=discord.ChannelType.private
            )
            nonce = post_nonce(table.id, "panel", seat.seat, turn)
            sent = await self._retrying(
                lambda: dm.send(**card.send_kwargs(), nonce=nonce, silent=silent)
            )
            self._picture_unchanged(sent.id, card)  # remember what it shows
            seat.panel_message_id = sent.id
            await self.storage.update_seat(table.id, seat)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to seat %s failed", seat.seat, exc_info=True)
                return
            await self.closed_dms.found_closed(table, seat)
        except discord.HTTPException:
            log.warning("DM panel for seat %s failed", seat.seat, exc_info=True)

    def remember_answer(self, table_id: int, seat: int, interaction: discord.Interaction) -> None:
        """The seat's click that closed its DM panel a moment ago (its part of the turn
        done): if the seat's next turn begins within `IN_PLACE_FOR`, that panel shows it."""
        now = time.monotonic()
        answers = self._closing_answers
        answers.pop((table_id, seat), None)
        answers[(table_id, seat)] = (interaction, now)
        while answers:  # the oldest first: drop the ones too old to use
            key, (_, at) = next(iter(answers.items()))
            if now - at <= IN_PLACE_FOR:
                break
            del answers[key]

    async def _panel_in_place(self, table: TableRecord, seat: SeatRecord, turn: str) -> bool:
        """The seat's next turn began within seconds of its own click that closed its DM
        panel: the player is looking at that panel, so it shows the new turn, edited through
        the click's answer (Discord does not count that against the bot's global limit),
        with no new DM and no ping. Two calls fewer under the limit than closing the old
        panel and sending a new one. False when it cannot be done (no such click, or the
        edit failed): the panel is then sent as a new DM."""
        found = self._closing_answers.pop((table.id, seat.seat), None)
        if found is None or seat.panel_message_id is not None:
            return False
        interaction, at = found
        message = interaction.message
        if message is None or time.monotonic() - at > IN_PLACE_FOR:
            return False
        # noted before the edit, with no turn: after a crash in between, this message is
        # closed (again) and the turn's panel sent as a new DM
        seat.panel_message_id, seat.panel_turn = message.id, None
        await self.storage.update_seat(table.id, seat)
        try:
            card = await self._panel_card(table, seat.seat, step=None)
            await self._retrying(lambda: interaction.edit_original_response(**card.edit_kwargs()))
        except discord.HTTPException:
            log.warning("could not show the next panel in place on table %s", table.id)
            return False  # the caller closes it and sends the panel anew
        self._picture_unchanged(message.id, card)  # remember what it shows
        seat.panel_turn = turn
        await self.storage.update_seat(table.id, seat)
        return True

    def status_card(self, table: TableRecord, public: Any = None) -> Card:
        """The game's status card, laid out as Components V2 (bot.layout)."""
        ui = self.games[table.game]
        if public is None:
            public = ui.game.view(table.state, None)
        card = ui.status(table_context(table), public, self.names(table))
        card.v2 = True
        return card

    def _mark_status_dirty(self, table: TableRecord) -> None:
        """Edit the public status soon; bursts of moves become one edit. A crowd's count
        is edited at a pace of its own, whoever confirms (bot.crowd)."""
        every = policy_of(table).count_every
        if every is not None:
            self.crowd.pace_count(table, every, self._edit_status_soon)
            return
        self._edit_status_soon(table)

    def _edit_status_soon(self, table: TableRecord) -> None:
        """Edit the public status soon; bursts of moves become one edit."""

        async def later() -> None:
            await asyncio.sleep(self.budget.slowdown().status_wait)  # longer as refusals mount
            self.scheduler.release(("status", table.id))  # later moves schedule a new edit
            await self.commits.flushed(table.id)  # it shows only moves that are stored
            current = self.tables.get(table.id)
            if current is None or current.shown.message_id is None:
                return
            ui = self.games[current.game]
            shown_id = current.shown.message_id

            def still_live() -> bool:
                # the phase (or the game) may end at any await below: its message is then
                # closed, or about to be, and its successor gets a message of its own
                return (
                    current.status == RUNNING
                    and current.shown.message_id == shown_id
                    and ui.game.flow(current.state).announce_key == current.shown.announced
                )

            if not still_live():
                return
            card = self.status_card(current)
            if ui.status_image_live:
                public = ui.game.view(current.state, None)
                image = await self.off_loop(ui.status_image, public, self.names(current))
                if not still_live():
                    return
                if image:
                    card.files = [("status.png", image)]
            # a move that changed nothing anyone sees on the status (most moves of a
            # private round) costs no edit
            look = self._status_look(card)
            if self._status_looks.get(current.id) == look:
                return
            message = self.bot.get_partial_messageable(current.channel_id).get_partial_message(
                shown_id
            )
            # one edit or close of a status at a time (`_close_status`): an edit held up on
            # its way must not land after the close
            async with self._status_locks[current.id]:
                if not still_live():
                    return
                try:
                    await self._retrying(lambda: message.edit(**card.edit_kwargs(keep_files=True)))
                    self._status_looks[current.id] = look
                    if card.embeds:
                        self._status_embeds[current.id] = card.embeds[0]
                except discord.HTTPException:
                    log.warning("could not edit status of table %s", current.id, exc_info=True)

        self.scheduler.schedule_once(("status", table.id), later())

    @staticmethod
    def _status_look(card: Card) -> bytes:
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

    def export_record(self, table: TableRecord, user_id: int | None = None) -> dict[str, Any]:
        """The record as the asker may read it: a seat's own secrets, never another's."""
        game = self.games[table.game].game
        seat = table.reader_seat(user_id) if user_id is not None else None
        record = game.record_as(table.state, seat)
        record["table"] = table.id
        record["names"] = self.names(table)
        return record

    def register_export_verbs(self, routes: Routes) -> None:
        routes.register("export", TableVerb(self._export_click))

    async def _export_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        await self.send_export(interaction, table)

    async def send_export(self, interaction: discord.Interaction, table: TableRecord) -> None:
        if table.state is None:
            await self._tell(interaction, "This table never started, so there is no record.")
            return
        if table.status != FINISHED:
            await self._tell(interaction, "The record is offered once the game has finished.")
            return
        data = json.dumps(self.export_record(table, interaction.user.id), indent=2).encode()
        await interaction.response.send_message(
            f"Game record of table {table.id}.",
            ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"{table.game}-table-{table.id}.json"),
        )
