"""Turn pings: a player is told once when their seat must act, and never because someone
else moved.

How they are told depends on the table's turn clock:

- **Live** (a clock under an hour, the same line `clock_label` draws between "Live: n
  minutes" and "Async: n hours"): the players are at the table now, looking at the channel,
  so the channel gets one message mentioning every seat that must act in the new turn. Their
  DM panel for that turn then arrives silently: one notification per turn, not two.
- **Async** (no clock, or a clock of hours): the players come and go, so the DM panel the
  bot sends each turn is the ping. Its text names the game, the channel and links the table
  message, so the notification says what it is for. A seat whose DMs are closed gets the
  channel mention instead.

Each player chooses with `/settings pings`: `my_turn` (the default, above), `off` (no
mention and no ping line; the DM panel still comes, silently) or `all` (also a mention when
a new public phase of their table begins, at most once a phase, even when they need not
act). AI seats are never pinged; a crowd (bot.crowd) gets no per-player pings, and neither
does a practice table (bot.learn): its one person has just asked for it and is playing it,
so its panels arrive silently and nothing is posted in the channel for its turns.

A ping happens when a turn starts, and a turn is noted as started only once its panels and
its ping are out, so a restart in between sends them again: the channel ping carries a post
nonce made of the table and the turn (`post_nonce`), so Discord keeps one message, and each
DM panel goes once per seat and turn (bot.delivery).

A channel mention that did its job goes away: once none of the people it told must still
act in the turn it was posted for (they acted, the clock ran out, the game ended), the bot
deletes it (`clear_done`), and so a turn clock's reminder (bot.clocks), so a game leaves no
trail of pings in the channel. Which mentions
are out is kept in memory: after a restart the ones posted before it stay.

A player in their quiet hours (`/settings quiet`, bot.quiet) is not pinged: they are left
out of the channel mention and their DM panel comes silently, and the ping is held until
their quiet hours end (`_held`, a task per table and player on the manager's scheduler). It
is then sent as a channel mention if they still must act in that turn; a change of their
quiet hours sends it at once when it no longer holds (`release_held`). Held pings are kept
in memory, and made again when a table is taken up after a restart (`adopted`).

As the bot's invalid requests mount toward Discord's limit (bot.budget), the channel's
mentions are its optional traffic: the phase mentions stop first, then the turn mentions,
and a live table's DM panel is then the ping (it comes with sound, its ping line first).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.budget import SLOWDOWNS, Slowdown
from bot.i18n import DEFAULT, tr
from bot.languages import TableLocales
from bot.nonce import post_nonce
from bot.policy import policy_of
from bot.quiet import Hours, quiet_until
from bot.storage import RUNNING, TableRecord

if TYPE_CHECKING:
    from bot.gameui import GameUI
    from bot.scheduler import Scheduler

log = logging.getLogger(__name__)

# a turn clock shorter than this (minutes) is live: see the module's text
LIVE_BELOW_MINUTES = 60


def is_live(clock_minutes: int) -> bool:
    return 0 < clock_minutes < LIVE_BELOW_MINUTES


def message_link(guild_id: int | None, channel_id: int, message_id: int | None) -> str:
    """Discord's link to a message (to the channel while the message is not known)."""
    where = "@me" if guild_id is None else str(guild_id)
    link = f"https://discord.com/channels/{where}/{channel_id}"
    return f"{link}/{message_id}" if message_id is not None else link


def starts_phase(previous_turn: str | None, announce: str) -> bool:
    """Whether a turn after `previous_turn` (a Flow.turn_key, None before the first) opens
    the public phase `announce` (a Flow.announce_key, its first two parts)."""
    return previous_turn is None or previous_turn.rsplit(".", 2)[0] != announce


@dataclass
class TurnPlan:
    """Who is told what when a turn starts."""

    acting: list[int] = field(default_factory=list)  # user ids mentioned: their turn
    phase: list[int] = field(default_factory=list)  # user ids mentioned: a new phase began


def plan_turn(
    table: TableRecord, waiting: list[int], prefs: dict[int, str], new_phase: bool
) -> TurnPlan:
    """The channel mentions of a new turn: seats to act that a DM does not tell (a live
    clock, or closed DMs), unless they chose `off`; with a new phase, the players who chose
    `all` and need not act. People only, each once."""
    plan = TurnPlan()
    if not policy_of(table).pings:
        return plan
    live = is_live(table.clock_minutes)
    for seat in table.seats:
        uid = seat.user_id
        if seat.is_ai or uid is None or uid in plan.acting or uid in plan.phase:
            continue
        choice = prefs.get(uid, "my_turn")
        if seat.seat in waiting:
            if choice != "off" and (live or seat.dm_closed):
                plan.acting.append(uid)
        elif new_phase and choice == "all":
            plan.phase.append(uid)
    return plan


def ping_text(title: str, table: TableRecord, plan: TurnPlan, locale: str = DEFAULT) -> str:
    """A turn's channel mention, in the table's language."""
    link = message_link(table.guild_id, table.channel_id, table.shown.message_id)
    said = {"game": title, "table": str(table.id), "link": link}
    lines = []
    if plan.acting:
        who = " ".join(f"<@{uid}>" for uid in plan.acting)
        lines.append(tr(locale, "ping-turn", who=who, **said))
    if plan.phase:
        who = " ".join(f"<@{uid}>" for uid in plan.phase)
        lines.append(tr(locale, "ping-phase", who=who, **said))
    return "\n".join(lines)


def dm_ping_line(title: str, table: TableRecord, locale: str = DEFAULT) -> str:
    """The first line of a DM panel that is the player's ping (async clocks), in the
    panel's language."""
    link = message_link(table.guild_id, table.channel_id, table.shown.message_id)
    channel = f"<#{table.channel_id}>"
    return tr(locale, "ping-dm", game=title, table=str(table.id), channel=channel, link=link)


class PingChoices(Protocol):
    """Where each person's `/settings pings` choice and hours are read (the storage)."""

    async def pings(self, user_ids: list[int]) -> dict[int, str]: ...

    async def hours(self, user_ids: list[int]) -> dict[int, Hours]: ...


class Pings:
    """The turn-ping part of the table manager: it reads the players' choices, and posts a
    turn's channel mention through `channel` (a channel id's messageable) and `retrying`
    (Discord's 5xx and 429 answers tried again, bot.delivery); `slowdown` says which
    mentions the invalid-request budget allows now (bot.budget)."""

    def __init__(
        self,
        games: Mapping[str, GameUI],
        storage: PingChoices,
        channel: Callable[[int], discord.PartialMessageable],
        retrying: Callable[[Callable[[], Awaitable[Any]]], Awaitable[Any]],
        slowdown: Callable[[], Slowdown] = lambda: SLOWDOWNS[0],
    ) -> None:
        self.games = games
        self.storage = storage
        self.channel = channel
        self.retrying = retrying
        self.slowdown = slowdown
        # each table's channel mentions still shown: (message id, the turn, who it told)
        self._posted: dict[int, list[tuple[int, str, frozenset[int]]]] = {}
        # pings held for quiet hours, by (table id, user id): the turn they are for; their
        # tasks run on `scheduler`, and `table_of` finds the table then (wired by the manager)
        self._held: dict[tuple[int, int], str] = {}
        self.scheduler: Scheduler | None = None
        self.table_of: Callable[[int], TableRecord | None] = lambda _: None
        # each table's public language, for its mentions (wired by the manager)
        self.locales: TableLocales | None = None

    def forget(self, table_id: int) -> None:
        self._posted.pop(table_id, None)
        for key in [k for k in self._held if k[0] == table_id]:
            self._drop_held(key)

    async def _quiet(self, user_ids: list[int]) -> dict[int, float]:
        """The ones of these people in their quiet hours now, and when those end."""
        if not user_ids:
            return {}
        now = time.time()
        found = {
            uid: quiet_until(h, now) for uid, h in (await self.storage.hours(user_ids)).items()
        }
        return {uid: until for uid, until in found.items() if until is not None}

    def _hold(self, table_id: int, user_id: int, turn: str) -> None:
        """Ping this person of `turn` when their quiet hours end (again: at their new end)."""
        if self.scheduler is None:
            return
        self._held[(table_id, user_id)] = turn
        self.scheduler.schedule(
            ("held", table_id, user_id), self._send_held(table_id, user_id, turn)
        )

    def _drop_held(self, key: tuple[int, int]) -> None:
        self._held.pop(key, None)
        if self.scheduler is not None:
            self.scheduler.cancel(("held", *key))

    def adopted(self, table: TableRecord) -> None:
        """A running table taken up after a restart (or from another worker): the pings held
        for its waiting players' quiet hours were kept in memory, so they are held again.
        (Someone pinged before their quiet hours began is pinged again when they end: a
        reminder that the turn still waits, never a ping in their quiet hours.)"""
        if self.scheduler is not None and policy_of(table).pings and table.state is not None:
            self.scheduler.spawn(self._hold_waiting(table))

    async def _hold_waiting(self, table: TableRecord) -> None:
        if table.state is None or table.status != RUNNING:
            return
        game = self.games[table.game].game
        turn = game.flow(table.state).turn_key
        people = [
            uid
            for s in game.waiting_for(table.state)
            if (uid := table.seats[s].user_id) is not None and not table.seats[s].is_ai
        ]
        if not people:
            return
        pinged = await self.storage.pings(people)
        for uid in await self._quiet([u for u in people if pinged[u] != "off"]):
            self._hold(table.id, uid, turn)

    def release_held(self, user_id: int) -> None:
        """This person's quiet hours changed: their held pings wait for the new end, or are
        sent now."""
        for (table_id, uid), turn in list(self._held.items()):
            if uid == user_id:
                self._hold(table_id, uid, turn)

    async def _send_held(self, table_id: int, user_id: int, turn: str) -> None:
        while True:  # their hours are read again when they end (they may have changed)
            until = (await self._quiet([user_id])).get(user_id)
            if until is None:
                break
            await asyncio.sleep(max(0.0, until - time.time()))
        if self.scheduler is not None:
            self.scheduler.release(("held", table_id, user_id))
        if self._held.get((table_id, user_id)) != turn:
            return
        del self._held[(table_id, user_id)]
        table = self.table_of(table_id)
        if table is None or table.state is None or table.status != RUNNING:
            return
        game = self.games[table.game].game
        if game.flow(table.state).turn_key != turn:
            return  # the turn is over: nothing to tell
        if not any(table.seats[s].user_id == user_id for s in game.waiting_for(table.state)):
            return  # they acted (on a panel that came silently)
        await self._mention(table, TurnPlan(acting=[user_id]), turn, ("held", turn, user_id))

    def posted(self, table: TableRecord, message_id: int, turn: str, told: frozenset[int]) -> None:
        """A channel message that tells `told` of their turn `turn` (a mention, a clock's
        reminder): deleted once they have acted (`clear_done`)."""
        posted = self._posted.setdefault(table.id, [])
        if all(m != message_id for m, _, _ in posted):  # a retried settle posts it once
            posted.append((message_id, turn, told))

    async def clear_done(self, table: TableRecord) -> None:
        """Delete the table's channel mentions that did their job: nobody they told must
        still act in their turn (or the table is no longer running)."""
        posted = self._posted.get(table.id)
        if not posted:
            return
        game = self.games[table.game].game
        waiting: set[int] = set()
        turn = None
        if table.state is not None and table.status == RUNNING:
            turn = game.flow(table.state).turn_key
            waiting = {
                uid
                for s in game.waiting_for(table.state)
                if (uid := table.seats[s].user_id) is not None
            }
        kept = []
        for message_id, their_turn, told in posted:
            if their_turn == turn and told & waiting:
                kept.append((message_id, their_turn, told))
                continue
            message = self.channel(table.channel_id).get_partial_message(message_id)
            try:
                await self.retrying(message.delete)
            except discord.NotFound:
                pass  # deleted already (a moderator, or a delete retried)
            except discord.HTTPException:
                log.warning("could not delete a ping of table %s", table.id, exc_info=True)
        if kept:
            self._posted[table.id] = kept
        else:
            self._posted.pop(table.id, None)

    async def dm_ping(
        self, table: TableRecord, user_id: int | None, locale: str = DEFAULT
    ) -> tuple[str | None, bool]:
        """For a seat's DM panel of a new turn: the ping line to put first in its text (None:
        none) and whether it is sent silently (the channel mention is the ping, or the player
        chose `off`)."""
        policy = policy_of(table)
        if user_id is None or not policy.dm_panels:
            return None, False
        if not policy.pings:
            return None, True
        choice = (await self.storage.pings([user_id]))[user_id]
        if choice != "off" and await self._quiet([user_id]):
            if table.state is not None:  # held: told when their quiet hours end
                turn = self.games[table.game].game.flow(table.state).turn_key
                self._hold(table.id, user_id, turn)
            return None, True
        if choice == "off" or (is_live(table.clock_minutes) and self.slowdown().turn_pings):
            return None, True
        return dm_ping_line(self.games[table.game].title, table, locale), False

    async def ping_turn(self, table: TableRecord, told: frozenset[int] = frozenset()) -> None:
        """The channel mention of a turn that starts now (once: its nonce is the turn's);
        `told`: people mentioned in the channel for this turn already."""
        game = self.games[table.game].game
        assert table.state is not None  # a turn starts only at a running table
        flow = game.flow(table.state)
        people = [s.user_id for s in table.seats if s.user_id is not None and not s.is_ai]
        if not people or not policy_of(table).pings:
            return
        prefs = await self.storage.pings(people)
        plan = plan_turn(
            table,
            list(game.waiting_for(table.state)),
            prefs,
            starts_phase(table.phase, flow.announce_key),
        )
        plan.acting = [uid for uid in plan.acting if uid not in told]
        quiet = await self._quiet([*plan.acting, *plan.phase])
        for uid in plan.acting:
            if uid in quiet:
                self._hold(table.id, uid, flow.turn_key)
        plan.acting = [uid for uid in plan.acting if uid not in quiet]
        plan.phase = [uid for uid in plan.phase if uid not in quiet]
        slow = self.slowdown()  # optional traffic, as the invalid requests allow
        plan.acting = plan.acting if slow.turn_pings else []
        plan.phase = plan.phase if slow.phase_pings else []
        if not plan.acting and not plan.phase:
            return
        await self._mention(table, plan, flow.turn_key, ("ping", flow.turn_key))

    async def _mention(
        self, table: TableRecord, plan: TurnPlan, turn: str, nonce_parts: tuple[object, ...]
    ) -> None:
        """Post the channel mention of `plan` for `turn`, once (its nonce made of
        `nonce_parts`), to be deleted once it did its job."""
        locale = await self.locales.read(table) if self.locales is not None else DEFAULT
        text = ping_text(self.games[table.game].title, table, plan, locale)
        mentioned = [discord.Object(uid) for uid in (*plan.acting, *plan.phase)]
        channel = self.channel(table.channel_id)
        nonce = post_nonce(table.id, *nonce_parts)
        try:
            sent = await self.retrying(
                lambda: channel.send(
                    text,
                    allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False, users=mentioned, replied_user=False
                    ),
                    nonce=nonce,
                )
            )
            if sent is not None:  # deleted once it did its job (`clear_done`)
                told = frozenset((*plan.acting, *plan.phase))
                self.posted(table, sent.id, turn, told)
        except discord.HTTPException:
            # a lost ping must not hold the turn up: the panels are out already
            log.warning("could not ping the players of table %s", table.id, exc_info=True)
