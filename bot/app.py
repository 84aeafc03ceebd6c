"""The bot process: discord.py client, storage, table manager and cogs wired together."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot import answers, heap, i18n, metrics, pacing, tasks
from bot.budget import (
    InvalidRequests,
    Refusals,
    Slowdown,
    refuse_repeats,
    slowdown_for_wait,
    slower,
)
from bot.cluster import lock_sqlite
from bot.i18n import Text, tr
from bot.i18n.translator import Translator
from bot.interactions import read_messages_lazily
from bot.languages import answer_locale
from bot.pacing import GlobalPace, pace_requests, refusals_seen
from bot.routes import parse_route
from bot.settings import Settings
from bot.storage import RUNNING, Storage, StorageUnavailable, check_database, settings_storage
from bot.tables import TableManager
from bot.watch import Watch

log = logging.getLogger(__name__)


def point_at_api(api_base: str) -> None:
    """Send discord.py's REST calls to `api_base` (a REST proxy, or the test double)."""
    discord.http.Route.BASE = api_base.rstrip("/")


async def discover_gateway(api_base: str) -> None:
    """Behind a custom API base, ask it where the gateway is (a plain Client never asks)."""
    async with aiohttp.ClientSession() as session, session.get(f"{api_base}/gateway") as resp:
        resp.raise_for_status()
        url = (await resp.json())["url"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)


MAX_FIELD = 4000  # the longest text a form field may hold


class OnceTree(app_commands.CommandTree):
    """Runs each slash command once: Discord may deliver an interaction again (a gateway
    session resumed), and a second run would answer an interaction already answered."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        tables = getattr(self.client, "tables", None)
        return tables is None or tables.first_delivery(("command", interaction.id))

    async def _call(self, interaction: discord.Interaction) -> None:
        """A command runs as a click does: counted as being handled, so a stopping process
        lets it finish (`/table end` posts the final and tells the followers) before its
        database closes."""
        tables = getattr(self.client, "tables", None)
        if tables is None:
            return await super()._call(interaction)
        if await tables.turned_away(interaction):
            return  # the process stops: its database is closing
        async with tables.handling():
            await super()._call(interaction)


@dataclass(frozen=True)
class ShardPlan:
    """The gateway shards this worker runs (`--shards 0,2 --shard-count 4`); None: all of
    them in this one process."""

    shard_ids: tuple[int, ...]
    shard_count: int

    @property
    def whole(self) -> bool:
        return len(self.shard_ids) == self.shard_count

    @property
    def worker_share(self) -> float:
        """This worker's part of the bot token's global request budget: its part of the
        shards (the workers of one token together keep within Discord's limit)."""
        return len(self.shard_ids) / self.shard_count


def parse_shards(shards: str | None, count: int | None) -> ShardPlan | None:
    """The shard plan from the command line, or ValueError saying what is allowed."""
    if shards is None and count is None:
        return None
    if shards is None or count is None:
        raise ValueError(
            "give --shards and --shard-count together, e.g. --shards 0,2 --shard-count 4"
        )
    if count < 1:
        raise ValueError("--shard-count must be 1 or more")
    try:
        ids = tuple(sorted({int(part) for part in shards.split(",") if part.strip()}))
    except ValueError:
        raise ValueError(
            f"--shards takes shard numbers separated by commas, not {shards!r}"
        ) from None
    if not ids or not all(0 <= i < count for i in ids):
        raise ValueError(f"--shards must name shards from 0 to {count - 1}")
    return ShardPlan(ids, count)


class GameBot(commands.AutoShardedBot):
    """One worker: the shards it runs (all of them unless a plan says otherwise), and the
    discord.py extensions it is made of, loaded by name at start-up: the commands and each
    game's UI (which registers itself with the table manager). Whoever builds the bot names
    them (bot.__main__ `extensions`), so nothing in this package imports a cog."""

    def __init__(
        self,
        settings: Settings,
        storage: Storage | None = None,
        plan: ShardPlan | None = None,
        *,
        extensions: Sequence[str] = (),
    ) -> None:
        # the bot reads nothing but interactions and its servers' channels: no message
        # events (Discord would send the bot each of its own posts and edits back)
        intents = discord.Intents.none()
        intents.guilds = True
        self.plan = plan
        self.pace = GlobalPace(pacing.RATE * (plan.worker_share if plan else 1.0))
        # Discord's invalid-request limit: the answers counted, the forbidden calls kept
        self.budget = InvalidRequests()
        self.refusals = Refusals()
        # no plan: discord.py asks Discord how many shards the bot needs and runs them all
        shards: dict[str, Any] = (
            {"shard_ids": list(plan.shard_ids), "shard_count": plan.shard_count} if plan else {}
        )
        super().__init__(
            http_trace=refusals_seen(self.pace, self.budget),
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            chunk_guilds_at_startup=False,
            # the bot reads every message it needs from the interaction or by id: no cache of
            # the last 1,000 messages (each with its parsed components) for the collector to walk
            max_messages=None,
            tree_cls=OnceTree,
            **shards,
        )
        self.settings = settings
        self.extensions_wanted = tuple(extensions)
        # the custom ids of the controls the extensions route through discord.py (their
        # dynamic items): the bot's own routing leaves those alone
        self.other_controls: list[re.Pattern[str]] = []
        self.storage: Storage = storage or settings_storage(settings)
        self.tables = TableManager(self, self.storage)
        #: freeze what start-up loaded at the first ready (set by `run`: a bot started
        #: inside another program, such as the tests, leaves that program's heap alone)
        self.settle_heap = False
        self.heap_keeper: asyncio.Task[None] | None = None  # started with the settling
        self.keeper: heap.Keeper | None = None  # what that task runs
        self.watch: Watch | None = None  # /health and /metrics, when the settings name a port
        self.panel_watcher: asyncio.Task[None] | None = None  # bot.panel_watch, once set up

    def slowdown(self) -> Slowdown:
        """How the bot's optional traffic goes now: slower as refused calls mount toward
        Discord's ban, or as calls queue under its global limit (bot.budget)."""
        return slower(self.budget.slowdown(), slowdown_for_wait(self.pace.backlog))

    async def guild_told(self, guild_id: int, within: float) -> bool:
        if self.get_guild(guild_id) is not None:
            return True
        if self.is_ready():
            return False  # every server of this worker's shards is told: not one of them
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.wait_until_ready(), timeout=within)
        return self.get_guild(guild_id) is not None

    async def setup_hook(self) -> None:
        answers.install()
        i18n.check()  # broken message files stop the start, before anyone is answered
        await self.tree.set_translator(Translator())  # the commands in the five languages
        pace_requests(self.http, self.pace)
        refuse_repeats(self.http, self.refusals)  # outside the pace: a refused call waits not
        await self.storage.open()
        if self.settings.metrics_port is not None:
            self.watch = Watch(self, self.settings.metrics_host, self.settings.metrics_port)
            await self.watch.start()
        for name in self.extensions_wanted:
            await self.load_extension(name)
        self.tables.drawing.start()
        self.tree.error(self.on_app_command_error)
        if self.plan is not None and 0 not in self.plan.shard_ids:
            pass  # the worker running shard 0 registers the commands, once for all
        elif self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        await self.tables.start_cluster()
        self.panel_watcher = tasks.start(self.tables.panel_watch.run(), "panel watch")

    def _get_state(self, **options: Any) -> Any:
        state = super()._get_state(**options)
        read_messages_lazily(state)  # a click's message is read when asked for
        return state

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        if event_name == "interaction":  # counted as it arrives, before any task runs for it
            metrics.interaction_arrived(args[0].id, args[0].type.name)
            if self.keeper is not None:
                self.keeper.arrived()  # no full collection while clicks come in (bot.heap)
        super().dispatch(event_name, *args, **kwargs)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Forms (modals) and controls of tables are routed here, and only here: their views
        are sent stopped (bot.gameui.stopped), so discord.py keeps no view to route them by.
        This routing needs nothing kept, so clicks survive restarts, and a click on a control
        that is not on the message (an older panel layout, or a forged one) still gets an
        answer."""
        data: Mapping[str, Any] = interaction.data or {}
        cid = str(data.get("custom_id", ""))
        route = parse_route(cid, [str(v) for v in data.get("values") or []])
        refusing = route is None or interaction.type is discord.InteractionType.modal_submit
        if refusing and not self.tables.first_delivery(("app", interaction.id)):
            return  # redelivered: it was answered the first time
        if route is None:
            if interaction.type in (
                discord.InteractionType.component,
                discord.InteractionType.modal_submit,
            ) and not any(t.fullmatch(cid) for t in self.other_controls):
                # no handler of ours will answer it (a control of an older version of the
                # bot, or a forged one): say so rather than leave "This interaction failed"
                await self.tables.tell(interaction, Text("platform-unknown-control"))
            return
        if interaction.type is discord.InteractionType.component:
            await self.tables.on_component(interaction, route)
            return
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        fields: dict[str, Any] = {}

        def collect(components: list[dict[str, Any]]) -> None:
            for component in components:
                if "value" in component and "custom_id" in component:
                    fields[component["custom_id"]] = component["value"]
                collect(component.get("components") or [])
                if isinstance(component.get("component"), dict):
                    collect([component["component"]])

        collect(data.get("components") or [])
        if not all(isinstance(v, str) and len(v) <= MAX_FIELD for v in fields.values()):
            # Discord's client sends text of at most 4,000 characters; anything else is forged
            await self.tables.tell(interaction, Text("platform-form-malformed"))
            return
        await self.tables.on_modal(interaction, route, fields)

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        super().add_dynamic_items(*items)
        self.other_controls.extend(item.__discord_ui_compiled_template__ for item in items)

    async def on_ready(self) -> None:
        log.info("connected as %s to %d servers", self.user, len(self.guilds))
        if self.settle_heap:  # once, in a process of its own (bot.heap)
            self.settle_heap = False
            heap.settle()
            self.keeper = heap.Keeper()
            self.heap_keeper = tasks.start(self.keeper.run(), "heap keeper")

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        locale = await answer_locale(interaction)
        if isinstance(error, app_commands.CheckFailure):
            text = str(error) or tr(locale, "platform-command-refused")
        elif isinstance(getattr(error, "original", None), StorageUnavailable):
            log.warning("command %s: the database did not answer", interaction.command)
            text = tr(locale, "platform-unreachable")
        else:
            log.error("command %s failed", interaction.command, exc_info=error)
            text = tr(locale, "platform-went-wrong")
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    def running_tables(self) -> int:
        """How many running tables this process looks after (a figure of bot.metrics)."""
        return sum(1 for t in self.tables.tables.values() if t.status == RUNNING)

    async def close(self) -> None:
        if self.heap_keeper is not None:
            self.heap_keeper.cancel()
        if self.panel_watcher is not None:
            self.panel_watcher.cancel()
        if self.watch is not None:
            await self.watch.stop()
        await self.tables.shutdown()
        await super().close()
        await self.storage.close()


def manager_of(client: discord.Client) -> TableManager:
    """The table manager of the bot an interaction reached: a cog's typed way in (the
    client of an interaction is typed as a plain discord.py client)."""
    if not isinstance(client, GameBot):
        raise TypeError(f"{type(client).__name__} is not a GameBot")
    return client.tables


class StartRefused(Exception):
    """The bot cannot start as asked; the message says why and what to do."""


async def run(
    settings: Settings, plan: ShardPlan | None = None, extensions: Sequence[str] = ()
) -> None:
    storage = settings_storage(settings)
    if not storage.shared:
        if plan is not None and not plan.whole:
            raise StartRefused(
                f"this worker would run {len(plan.shard_ids)} of {plan.shard_count} shards, so "
                "other workers would share its tables, and SQLite serves one process. Set "
                "DATABASE_URL=postgresql://... for several workers, or run one worker with "
                "all shards (no --shards)."
            )
        held = lock_sqlite(settings.database_path)  # noqa: F841 - held while the bot runs
    problem = await check_database(settings)  # before Discord hears of this worker
    if problem:
        raise StartRefused(problem)
    point_at_api(settings.api_base)
    if settings.custom_api:
        await discover_gateway(settings.api_base)
    bot = GameBot(settings, storage=storage, plan=plan, extensions=extensions)
    bot.settle_heap = True
    async with bot:
        await bot.start(settings.token)
