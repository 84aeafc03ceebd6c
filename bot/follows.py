"""Following a table from outside it (a part of the manager, `manager.follows`).

**Follow** on a table's status message is for anyone who holds no seat there. It answers
privately with a choice: told of the end only, or of each round's public summary too, and
**Unfollow**. Followers are stored (bot.storage `Followers`), so a restart keeps them. What a
follower is sent is what the channel shows, built from the game's view with no seat:
the phase notes and pictures the status part posts (bot.status `announce`), and the final
message without its controls (bot.turns). Every DM carries **Unfollow**.

All of it is optional traffic: a round's summaries are not sent while the bot slows down
(bot.budget), and nobody whose DMs are known closed is sent anything (bot.closed_dms); a DM
refused as closed is remembered for the player. The status shows how many follow it; a new
follower asks for a status edit at the status's own pace (bot.status `mark_dirty`).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import discord

from bot.budget import Slowdown
from bot.client import BotClient
from bot.delivery import DM_CLOSED, retrying, tell
from bot.gameui import Card, button, custom_id, view_of
from bot.i18n import Text, tr
from bot.languages import TableLocales, private_locale, reader_locale
from bot.nonce import post_nonce
from bot.routes import Route, Routes, TableVerb
from bot.scheduler import Scheduler
from bot.storage import RUNNING, Storage, StorageUnavailable, TableRecord

log = logging.getLogger(__name__)

FOLLOW, UNFOLLOW = "follow", "unfollow"
END, ROUNDS = "end", "rounds"  # what a follower chose to be told of
DM_CHANNELS_KEPT = 10_000  # followers' DM channel ids remembered (the oldest forgotten first)


def unfollow_button(table_id: int, locale: str) -> discord.ui.Button[discord.ui.View]:
    return button(custom_id(table_id, UNFOLLOW), tr(locale, "follow-unfollow"), emoji="🔕")


def choices(table_id: int, locale: str) -> discord.ui.View:
    """The private answer to **Follow**: what to be told of, and the way out."""
    return view_of(
        button(custom_id(table_id, FOLLOW, END), tr(locale, "follow-end-only"), emoji="🏁"),
        button(custom_id(table_id, FOLLOW, ROUNDS), tr(locale, "follow-rounds"), emoji="🔔"),
        unfollow_button(table_id, locale),
    )


def _round(announce_key: str) -> str:
    """The round part of a phase's key (games.base `Flow.announce_key`: "round.phase")."""
    return announce_key.split(".", 1)[0]


def following_note(count: int, locale: str) -> str:
    return tr(locale, "follow-count", count=count)


class Follows:
    """`slowdown` says how the bot's optional traffic goes (bot.budget); `changed(table)`
    asks for the table's status to be edited at its pace (set by the manager: bot.status
    `mark_dirty`); `locales`: each table's public language (the status's Follow and count),
    which a follower's DM falls back to (bot.languages)."""

    def __init__(
        self,
        storage: Storage,
        client: BotClient,
        scheduler: Scheduler,
        slowdown: Callable[[], Slowdown],
        locales: TableLocales,
    ) -> None:
        self.storage = storage
        self.locales = locales
        self.client = client
        self.scheduler = scheduler
        self.slowdown = slowdown
        self.changed: Callable[[TableRecord], None] = lambda table: None
        # how many follow each table looked after here, read once per table (`load`)
        self.counts: dict[int, int] = {}
        self._dm_channels: OrderedDict[int, int] = OrderedDict()
        self.sent = 0  # DMs sent to followers
        self.spared = 0  # DMs not attempted: the follower's DMs were known closed
        self.skipped = 0  # rounds whose summaries were not sent while the bot slowed down

    def register(self, routes: Routes) -> None:
        routes.register(FOLLOW, TableVerb(self._follow_click, started=True))
        routes.register(UNFOLLOW, TableVerb(self._unfollow_click), bare=True)

    def forget(self, table_id: int) -> None:
        self.counts.pop(table_id, None)

    async def load(self, table: TableRecord, *, fresh: bool = False) -> None:
        """How many follow the table, and its public language, read from storage the first
        time it is asked here, and again when `fresh` (each new phase: a follower who
        stopped through a DM click that another worker handled is then no longer counted
        here, and a server's new language shows)."""
        if fresh or table.id not in self.counts:
            await self.locales.read(table)
            try:
                self.counts[table.id] = len(await self.storage.followers.followers(table.id))
            except StorageUnavailable:  # the status goes on showing what it showed
                log.warning("could not count the followers of table %s", table.id)

    def shown(self, table: TableRecord, card: Card) -> None:
        """The status card with **Follow** and, when anyone follows, how many do."""
        items: list[Any] = list(card.view.children) if card.view is not None else []
        locale = self.locales.known(table.id)
        follow = button(custom_id(table.id, FOLLOW), tr(locale, "follow-button"), emoji="👁")
        try:
            card.view = view_of(*items, follow)
        except ValueError:  # a status full of controls keeps them, without Follow
            card.view = view_of(*items)
        count = self.counts.get(table.id, 0)
        if count <= 0:
            return
        if card.embeds:
            embed = card.embeds[0]
            footer = " · ".join(t for t in (embed.footer.text, following_note(count, locale)) if t)
            embed.set_footer(text=footer)
        else:
            note = following_note(count, locale)
            card.content = "\n".join(t for t in (card.content, note) if t)

    async def _follow_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        user_id = interaction.user.id
        locale = await private_locale(self.storage, interaction)
        if table.is_seated(user_id):
            await tell(interaction, tr(locale, "follow-seated"))
            return
        if not route.args:
            await interaction.response.send_message(
                tr(locale, "follow-offer", table=str(table.id)),
                view=choices(table.id, locale),
                ephemeral=True,
            )
            return
        choice = route.args[0]
        if choice not in (END, ROUNDS) or len(route.args) > 1:
            await tell(interaction, tr(locale, "follow-not-this-table"))
            return
        await self.storage.followers.follow(table.id, user_id, choice == ROUNDS)
        await self._recount(table)
        said = "follow-set-rounds" if choice == ROUNDS else "follow-set-end"
        text = tr(locale, said, table=str(table.id))
        if await self.storage.dms_closed(user_id):
            # they are here and chose DMs: the next one is tried once more (bot.closed_dms)
            await self.storage.set_dms_closed(user_id, False)
            text += " " + tr(locale, "follow-dms-were-closed")
        await interaction.response.edit_message(content=text, view=choices(table.id, locale))

    async def _unfollow_click(
        self, interaction: discord.Interaction, table: TableRecord, route: Route
    ) -> None:
        locale = await private_locale(self.storage, interaction)
        if await self.storage.followers.unfollow(table.id, interaction.user.id):
            await self._recount(table)
            await tell(interaction, tr(locale, "follow-stopped", table=str(table.id)))
        else:
            await tell(interaction, tr(locale, "follow-was-not", table=str(table.id)))

    async def _recount(self, table: TableRecord) -> None:
        if table.status != RUNNING:
            return
        self.counts[table.id] = len(await self.storage.followers.followers(table.id))
        self.changed(table)

    def phase_over(
        self,
        table: TableRecord,
        ended: str,
        begun: str,
        note: str | None,
        files: list[tuple[str, bytes]],
        status: Card,
    ) -> None:
        """A public phase ended and the channel was shown its note and pictures and the new
        status: when a round ended with it, the followers who chose rounds get the same
        (the status without its controls), unless the bot slows its optional traffic down."""
        if not self.counts.get(table.id) or _round(ended) == _round(begun):
            return
        if self.slowdown().level > 0:
            self.skipped += 1
            return
        header = Text("follow-round-over", {"table": str(table.id), "round": _round(ended)})

        def card(locale: str) -> Card:
            return Card(
                content="\n".join(t for t in (header.in_locale(locale), note) if t),
                embeds=status.embeds,
                files=files,
                view=view_of(unfollow_button(table.id, locale)),
                v2=status.v2,
            )

        self.scheduler.spawn(self._tell_round(table, card, ended))

    async def _tell_round(
        self, table: TableRecord, card: Callable[[str], Card], ended: str
    ) -> None:
        try:
            await self._tell_followers(table, card, ("round", ended), rounds=True)
        except StorageUnavailable:  # optional traffic: this round's summary is let go
            log.warning("table %s: a round's summary was not sent to its followers", table.id)

    async def game_over(self, table: TableRecord, final: Card, text: Text) -> None:
        """The game ended: each follower gets the public final, without its controls, under
        `text` in their language."""

        def card(locale: str) -> Card:
            return Card(
                content=text.in_locale(locale),
                embeds=final.embeds,
                files=final.files,
                view=view_of(unfollow_button(table.id, locale)),
                v2=final.v2,
            )

        await self._tell_followers(table, card, ("end",), rounds=False)

    async def _tell_followers(
        self,
        table: TableRecord,
        card: Callable[[str], Card],
        what: tuple[object, ...],
        *,
        rounds: bool,
    ) -> None:
        """Each follower is sent `card(locale)`, in their language (bot.languages)."""
        ours = await self.locales.read(table, keep=False)  # (it may have ended here)
        for follower in await self.storage.followers.followers(table.id):
            # a follower who took a seat since (a crowd's) is told as a player
            if (rounds and not follower.rounds) or table.is_seated(follower.user_id):
                continue
            nonce = post_nonce(table.id, "follow", *what, follower.user_id)
            locale = await reader_locale(self.storage, follower.user_id, ours)
            await self._dm(follower.user_id, card(locale), nonce)

    async def _dm(self, user_id: int, card: Card, nonce: str) -> None:
        if await self.storage.dms_closed(user_id):
            self.spared += 1
            return
        try:
            channel_id = self._dm_channels.get(user_id)
            if channel_id is None:
                data = await retrying(lambda: self.client.http.start_private_message(user_id))
                channel_id = int(data["id"])
                self._dm_channels[user_id] = channel_id
                while len(self._dm_channels) > DM_CHANNELS_KEPT:
                    self._dm_channels.popitem(last=False)
            dm = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
            await retrying(lambda: dm.send(**card.send_kwargs(), nonce=nonce))
            self.sent += 1
        except discord.Forbidden as exc:
            if exc.code == DM_CLOSED:
                await self.storage.set_dms_closed(user_id, True)
            else:
                log.warning("a DM to a follower failed", exc_info=True)
        except discord.HTTPException:
            log.warning("a DM to a follower failed", exc_info=True)
