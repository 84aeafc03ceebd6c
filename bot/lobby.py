"""Lobbies: seats, the host's choices and the start of a game."""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import discord

from bot import rules_text
from bot.book import Book
from bot.client import BotClient
from bot.cluster import Cluster
from bot.crowd import Crowd, play_label
from bot.delivery import retrying, send, tell
from bot.gameui import Card
from bot.i18n import DEFAULT, tr
from bot.languages import interaction_public_locale, private_locale, server_locale
from bot.lobby_card import CLOCK_CHOICES, clock_label, lobby_card
from bot.nonce import post_nonce
from bot.policy import PRACTICE, policy_of
from bot.rematch import confirm_seat, drop_unconfirmed, waiting
from bot.routes import Route, Routes, TableVerb
from bot.storage import CANCELLED, LOBBY, ChannelBusy, SeatRecord, TableRecord
from games import registry

log = logging.getLogger(__name__)
__all__ = ["CLOCK_CHOICES", "DEFAULT_CLOCK_MINUTES", "Lobbies", "clock_label", "lobby_card"]
# a change of a lobby (see `Lobbies._lobby_action`)
LobbyChange = Callable[[discord.Interaction, TableRecord, list[str]], Awaitable[bool]]

DEFAULT_CLOCK_MINUTES = 5
# the lobby's buttons: anyone's, and the host's alone
PLAYER_VERBS = ("join", "leave")
HOST_VERBS = ("ai", "start", "cancel", "clock")
# a lobby nobody touched for this long closes itself (it holds the channel's one table)
LOBBY_IDLE_SECONDS = 30 * 60


class ServerDefaults(Protocol):
    """What a lobby asks of the server's choices (bot.server_settings.ServerChoices, which
    reads this module's defaults, so it is not imported here)."""

    async def default_clock(self, guild_id: int | None) -> int: ...

    async def lobby_idle(self, guild_id: int | None) -> tuple[float, int]: ...


class Turns(Protocol):
    """What a started game asks of the part that moves tables on (bot.turns)."""

    def schedule_settle(self, table_id: int) -> None: ...


class Lobbies:
    """The lobby part of the table manager. The part that moves tables on (`turns`) is
    wired in after both are built: a lobby that starts hands its table to it."""

    turns: Turns

    def __init__(
        self,
        book: Book,
        client: BotClient,
        cluster: Cluster,
        server: ServerDefaults,
        crowd: Crowd,
    ) -> None:
        self.book = book
        self.client = client
        self.cluster = cluster
        self.server = server
        self.crowd = crowd
        self._opening: set[int] = set()  # channels whose /play is being set up right now
        # each lobby's public language, as last resolved (a crowd's lobby is redrawn
        # outside the click that changed it, bot.crowd)
        self.locales: dict[int, str] = {}

    def forget(self, table_id: int) -> None:
        self.book.scheduler.cancel(("lobby", table_id))
        self.locales.pop(table_id, None)

    def lobby_card(self, table: TableRecord) -> Card:
        return lobby_card(self.book.games, table, self.locales.get(table.id, DEFAULT))

    async def mine(self, interaction: discord.Interaction) -> str:
        """The language of a private answer to `interaction`'s user."""
        return await private_locale(self.book.storage, interaction)

    async def ours(self, interaction: discord.Interaction, table: TableRecord) -> str:
        """The language of `table`'s public messages (and remember it for redraws)."""
        locale = await interaction_public_locale(self.book.storage, interaction)
        self.locales[table.id] = locale
        return locale

    async def _say(self, interaction: discord.Interaction, msg_id: str, **args: object) -> None:
        """A private answer, in its reader's language."""
        await tell(interaction, tr(await self.mine(interaction), msg_id, **args))

    async def open_lobby(self, interaction: discord.Interaction, game: str) -> None:
        if await self.book.turned_away(interaction):
            return
        async with self.book.handling():
            await self.open_lobby_with(interaction, game)

    async def open_lobby_with(
        self,
        interaction: discord.Interaction,
        game: str,
        create: Callable[[discord.Interaction, str, int], Awaitable[None]] | None = None,
    ) -> None:
        """Check the game and the channel, then `create` the table there (a lobby by
        default; a practice table for /learn, see bot.learn)."""
        ui = self.book.games.get(game)
        if ui is None and game in registry.CATALOGUE:
            book = rules_text.load_rules()[game]
            await self._say(interaction, "lobby-coming", game=book.title, key=game)
            return
        if ui is None:
            choices = ", ".join(sorted(self.book.games))
            await self._say(interaction, "lobby-no-such-game", name=game[:40], choices=choices)
            return
        channel_id = interaction.channel_id
        assert channel_id is not None
        if isinstance(interaction.channel, discord.DMChannel) or interaction.guild_id is None:
            await self._say(interaction, "lobby-in-dm")
            return
        make = create or self._create_lobby
        await self.open_in(interaction, channel_id, lambda: make(interaction, game, channel_id))

    async def open_in(
        self,
        interaction: discord.Interaction,
        channel_id: int,
        create: Callable[[], Awaitable[None]],
    ) -> None:
        """`create()` a table in the channel, unless it has one or one is being opened
        there right now (the asker is told). /play, /learn and a rematch come through here."""
        busy = await self.cluster.table_here(channel_id)
        if busy is not None or channel_id in self._opening:
            await tell(interaction, self._busy_text(busy, await self.mine(interaction)))
            return
        self._opening.add(channel_id)
        try:
            await create()
        finally:
            self._opening.discard(channel_id)

    async def new_table(
        self,
        interaction: discord.Interaction,
        game: str,
        channel_id: int,
        options: dict[str, Any],
        clock_minutes: int | None = None,
    ) -> TableRecord | None:
        """A new table hosted by whoever asked, its clock the server's default unless
        given; None when another table won the race for the channel (they are told)."""
        # answer first (the database may be busy with other tables), then fill the table in
        await interaction.response.defer(thinking=True)
        host = SeatRecord(seat=0, user_id=interaction.user.id, name=interaction.user.display_name)
        if clock_minutes is None:
            clock_minutes = await self.server.default_clock(interaction.guild_id)  # the server's
        try:
            return await self.book.storage.create_table(
                game=game,
                guild_id=interaction.guild_id,
                channel_id=channel_id,
                host=host,
                options=options,
                seed=secrets.randbits(63),
                clock_minutes=clock_minutes,
                lease=self.cluster.new_lease(),
            )
        except ChannelBusy:  # another /play or /learn won the race for this channel
            busy = await self.book.storage.active_table_in(channel_id)
            # the deferred answer is public: the channel's language
            text = self._busy_text(
                busy, await interaction_public_locale(self.book.storage, interaction)
            )
            await interaction.edit_original_response(content=text)
            return None

    async def _create_lobby(
        self, interaction: discord.Interaction, game: str, channel_id: int
    ) -> None:
        table = await self.new_table(interaction, game, channel_id, options={})
        if table is None:
            return
        await self.post_lobby(interaction, table)

    async def post_lobby(
        self, interaction: discord.Interaction, table: TableRecord, content: str | None = None
    ) -> None:
        """A new lobby, looked after by this worker, shown as the answer to the click that
        opened it (with `content` above it, when given)."""
        await self.cluster.own(table)
        self.arm_lobby_expiry(table)
        card = lobby_card(self.book.games, table, await self.ours(interaction, table))
        if content is not None:
            card.content = content
        message = await interaction.edit_original_response(**card.send_kwargs())
        table.shown.message_id = message.id
        await self.book.storage.update_table(table.id, message_id=message.id)

    def arm_lobby_expiry(self, table: TableRecord) -> None:
        self.book.scheduler.schedule(("lobby", table.id), self._expire_lobby(table.id))

    async def _expire_lobby(self, table_id: int) -> None:
        """Close a lobby nobody started or touched for a while (the server's lobby expiry,
        by default LOBBY_IDLE_SECONDS), and say so."""
        known = self.book.tables.get(table_id)
        idle, minutes = await self.server.lobby_idle(known.guild_id if known else None)
        await asyncio.sleep(idle)
        async with self.book.locks[table_id]:
            table = self.book.tables.get(table_id)
            if table is None or table.status != LOBBY:
                return
            table.status = CANCELLED
            await self.book.storage.update_table(table_id, status=CANCELLED)
        self.book.forget(table_id)
        ui = self.book.games[table.game]
        locale = await server_locale(self.book.storage, self.client, table.guild_id)
        text = tr(locale, "lobby-expired", game=ui.title, minutes=minutes)
        if table.shown.message_id is not None:
            title = tr(locale, "lobby-expired-title", game=ui.title)
            embed = discord.Embed(title=title, description=text, colour=ui.colour)
            lobby = self.client.get_partial_messageable(table.channel_id).get_partial_message(
                table.shown.message_id
            )
            closed = Card(embeds=[embed], v2=True).edit_kwargs(keep_files=True)
            try:
                await retrying(lambda: lobby.edit(**closed))
            except discord.HTTPException:
                log.warning("could not close the lobby message of table %s", table_id)
        await send(
            self.client.get_partial_messageable(table.channel_id),
            Card(content=text),
            nonce=post_nonce(table_id, "lobby-expired"),
        )

    def _busy_text(self, busy: TableRecord | None, locale: str) -> str:
        table = str(busy.id) if busy else "?"
        if busy and busy.game in self.book.games:
            title = self.book.games[busy.game].title
            return tr(locale, "lobby-busy-game", game=title, table=table)
        return tr(locale, "lobby-busy", table=table)

    def register(self, routes: Routes) -> None:
        for verb in (*PLAYER_VERBS, *HOST_VERBS):
            routes.register(verb, TableVerb(self._lobby_action))

    async def _lobby_action(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        user = interaction.user
        await interaction.response.defer()  # refusals follow as private notes
        if table.id in self.book.tables:
            self.arm_lobby_expiry(table)  # somebody is here: the idle time starts again
        changes: dict[str, LobbyChange] = {
            "join": self._join,
            "leave": self._leave,
            "ai": self._add_ai,
            "clock": self._pick_clock,
            "cancel": self._cancel_lobby,
            "start": self._start_lobby,
        }
        locale = await self.ours(interaction, table)
        async with self.book.locks[table.id]:
            if table.status != LOBBY:
                await self._say(interaction, "lobby-is-closed")
                return
            if route.verb in HOST_VERBS and user.id != table.host_id:
                await self._say(interaction, "lobby-host-only")
                return
            if not await changes[route.verb](interaction, table, list(route.values)):
                return
            for number, seat in enumerate(table.seats):
                seat.seat = number
            await self.book.storage.save_lobby(table)
            if not policy_of(table).counts_not_names:
                card = lobby_card(self.book.games, table, locale)
                await interaction.edit_original_response(**card.edit_kwargs(keep_files=True))
                return
        # a crowd's lobby is redrawn outside the lock, a burst of joins as one edit
        await self.crowd.redraw_lobby(table, interaction)

    # each change of a lobby, under its lock: True when the seats or the clock changed (the
    # lobby is saved and redrawn), False when it answered itself

    async def _join(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        user = interaction.user
        limits = self.book.games[table.game].game.seats
        if confirm_seat(table, user.id):
            pass  # asked to play again: the seat was kept for them
        elif table.is_seated(user.id):
            await self._say(interaction, "lobby-already-seated")
            return False
        elif len(table.seats) >= limits.max:
            await self._say(interaction, "lobby-full", seats=limits.max)
            return False
        else:
            table.seats.append(
                SeatRecord(seat=len(table.seats), user_id=user.id, name=user.display_name)
            )
        return True

    async def _leave(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        user = interaction.user
        if not table.is_seated(user.id):
            await self._say(interaction, "lobby-not-seated")
            return False
        if user.id == table.host_id:
            await self._say(interaction, "lobby-host-stays")
            return False
        table.seats = [s for s in table.seats if s.user_id != user.id]
        confirm_seat(table, user.id)  # not asked any more
        return True

    async def _add_ai(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        limits = self.book.games[table.game].game.seats
        if len(table.seats) >= limits.max:
            await self._say(interaction, "lobby-full", seats=limits.max)
            return False
        number = sum(1 for s in table.seats if s.is_ai) + 1
        # the AI's name is the table's: in its public language
        name = tr(self.locales.get(table.id), "lobby-ai-name", number=number)
        table.seats.append(SeatRecord(seat=len(table.seats), user_id=None, name=name, is_ai=True))
        return True

    async def _pick_clock(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        allowed = dict(CLOCK_CHOICES)
        if not values or values[0] not in allowed:
            await self._say(interaction, "lobby-clock-refused")
            return False
        table.clock_minutes = allowed[values[0]]
        return True

    async def _cancel_lobby(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        ui = self.book.games[table.game]
        locale = self.locales.get(table.id, DEFAULT)  # (resolved by _lobby_action)
        table.status = CANCELLED
        await self.book.storage.update_table(table.id, status=CANCELLED)
        self.book.forget(table.id)
        embed = discord.Embed(
            title=tr(locale, "lobby-cancelled-title", game=ui.title),
            description=tr(locale, "lobby-cancelled", name=interaction.user.display_name),
            colour=ui.colour,
        )
        await interaction.edit_original_response(
            **Card(embeds=[embed], v2=True).edit_kwargs(keep_files=True)
        )
        return False

    async def _start_lobby(
        self, interaction: discord.Interaction, table: TableRecord, values: list[str]
    ) -> bool:
        ui = self.book.games[table.game]
        limits = ui.game.seats
        if waiting(table) and len(table.seats) - len(waiting(table)) < limits.min:
            await self._say(interaction, "lobby-wait-asked", game=ui.title, min=limits.min)
            return False
        gone = drop_unconfirmed(table)
        if gone:
            await self._say(interaction, "lobby-left-out", names=", ".join(gone))
        if len(table.seats) < limits.min:
            await self._say(interaction, "lobby-too-few", game=ui.title, min=limits.min)
            return False
        await self.start(interaction, table)
        return False

    async def start(self, interaction: discord.Interaction, table: TableRecord) -> None:
        self.book.scheduler.cancel(("lobby", table.id))
        ui = self.book.games[table.game]
        options = ui.options_for(len(table.seats))
        # the game's own options replace the lobby's; a practice table stays one (bot.learn)
        policy = policy_of(table)
        table.options = {**options, PRACTICE: True} if policy.coached else options
        state = ui.game.new_game(len(table.seats), options, table.seed)
        await self.book.storage.save_lobby(table)
        await self.book.storage.start_table(table, state)
        locale = await self.ours(interaction, table)
        seats = ", ".join(s.name for s in table.seats)
        if policy.counts_not_names:  # a thousand names would not fit the embed (4,096 characters)
            seats = tr(
                locale, "lobby-crowd-players", count=len(table.seats), play=play_label(locale)
            )
        title = "lobby-practice-started-title" if policy.coached else "lobby-started-title"
        clock = clock_label(table.clock_minutes, locale)
        embed = discord.Embed(
            title=tr(locale, title, game=ui.title),
            description=tr(locale, "lobby-started", players=seats, clock=clock),
            colour=ui.colour,
        )
        started = Card(embeds=[embed], v2=True).edit_kwargs(keep_files=True)
        try:
            await retrying(lambda: interaction.edit_original_response(**started))
        except discord.HTTPException:
            log.warning("could not show table %s's lobby as started", table.id, exc_info=True)
        finally:
            # the game is stored as started: it is announced and its panels are sent even
            # when the lobby could not say so (before, a refused edit left it unannounced)
            self.turns.schedule_settle(table.id)

    async def start_practice(self, interaction: discord.Interaction, table: TableRecord) -> None:
        """A practice table (bot.learn), looked after here and started at once."""
        await self.cluster.own(table)
        async with self.book.locks[table.id]:
            await self.start(interaction, table)
