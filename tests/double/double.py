"""The Discord double: an aiohttp server speaking Discord's REST + gateway protocols.

Typical use::

    double = DiscordDouble()
    await double.start()
    guild = double.add_guild("Test")
    channel = double.add_channel(guild, "games")
    alice = double.add_user("alice")
    # ... start the bot against double.api_base / double.bot_token ...
    inter = await double.slash(alice, channel, "play", {"game": "abstract"})
    await inter.responded()
    await double.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import re
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import web

from .emojis import ApplicationEmojis
from .gateway import GatewayHub
from .models import (
    PATIENCE,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Interaction,
    InteractionType,
    Member,
    Message,
    Permission,
    RequestRecord,
    Role,
    User,
    Violation,
    iter_components,
)
from .ratelimit import RateLimits
from .rest import (
    API_PREFIX,
    RandomFaults,
    RateLimitRule,
    RestApi,
    ServerErrorRule,
    json_response,
)
from .spec import OpenApiSpec, default_spec_path
from .state import DoubleState, Intent, emoji_payload

R = TypeVar("R")
log = logging.getLogger(__name__)
_MENTION = re.compile(r"<@!?(\d+)>")

ChannelRef = Channel | int
UserRef = User | int
MessageRef = Message | int


class InteractionRejected(ValueError):
    """A test tried something the Discord client would not let a user do."""


class DiscordDouble:
    """Fake Discord for end-to-end tests (see the module docstring)."""

    def __init__(
        self,
        *,
        spec_path: str | Path | None = None,
        check_spec: bool = True,
        check_responses: bool = False,
        bot_name: str = "TestBot",
        bot_permissions: int = Permission.BOT_DEFAULT,
        heartbeat_interval: float = 41.25,
        interaction_deadline: float = 3.0,
        reject_late_interactions: bool = False,
        allowed_intents: int | None = None,
        rate_limits: bool = False,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.state = DoubleState(bot_name=bot_name)
        self.bot_permissions = bot_permissions
        self.spec: OpenApiSpec | None = None
        self.spec_skip_reason: str | None = None
        if not check_spec:
            self.spec_skip_reason = "OpenAPI checking disabled (check_spec=False)"
        else:
            path = Path(spec_path) if spec_path is not None else default_spec_path()
            if not path.is_file():
                self.spec_skip_reason = (
                    f"Discord OpenAPI spec not found at {path}; REST bodies are NOT schema-checked "
                    "(set DISCORD_OPENAPI_SPEC to enable)"
                )
            else:
                try:
                    self.spec = OpenApiSpec.load(path)
                except Exception as exc:  # pragma: no cover - broken file
                    self.spec_skip_reason = f"could not load OpenAPI spec {path}: {exc!r}"
        self.hub = GatewayHub(
            self.state,
            heartbeat_interval_ms=int(heartbeat_interval * 1000),
            allowed_intents=allowed_intents,
        )
        self.state.sink = self.hub
        self.rest = RestApi(
            self.state,
            self.hub,
            self.spec,
            check_responses=check_responses,
            interaction_deadline=interaction_deadline,
            reject_late_interactions=reject_late_interactions,
            rate_limits=rate_limits,
        )
        #: Error log records captured from discord.py by ``running_bot``.
        self.bot_errors: list[logging.LogRecord] = []
        self._host = host
        self._port = port
        self._runner: web.AppRunner | None = None

    # ----------------------------------------------------------------------------------
    # lifecycle
    # ----------------------------------------------------------------------------------

    async def start(self) -> None:
        """Start serving on ``host``/``port`` (a free port by default)."""
        if self._runner is not None:
            raise RuntimeError("double already started")
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self.hub.handle)
        app.router.add_get("/gateway/", self.hub.handle)
        app.router.add_get("/gateway/resume", self.hub.handle)
        app.router.add_get(
            "/attachments/{channel_id}/{attachment_id}/{filename}", self._serve_attachment
        )
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self.rest.handle)
        app.router.add_route("*", "/{tail:.*}", self._unknown)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(runner, self._host, self._port)
        await site.start()
        self._runner = runner
        sockets = getattr(site._server, "sockets", None) or []  # noqa: SLF001
        self._port = sockets[0].getsockname()[1] if sockets else self._port
        self.state.base_url = f"http://{self._host}:{self._port}"
        self.hub.gateway_url = f"ws://{self._host}:{self._port}/gateway"
        self.hub.resume_url = f"ws://{self._host}:{self._port}/gateway/resume"

    async def stop(self) -> None:
        """Close every websocket and stop the server (recorded state stays readable)."""
        if self._runner is None:
            return
        await self.hub.close_all()
        runner, self._runner = self._runner, None
        with contextlib.suppress(Exception):
            await runner.cleanup()

    async def __aenter__(self) -> DiscordDouble:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _serve_attachment(self, request: web.Request) -> web.StreamResponse:
        try:
            attachment = self.state.attachments.get(int(request.match_info["attachment_id"]))
        except ValueError:
            attachment = None
        if attachment is None or attachment.filename != request.match_info["filename"]:
            return web.Response(status=404, text="Not Found")
        return web.Response(
            body=attachment.data,
            content_type=(attachment.content_type or "application/octet-stream").split(";")[0],
        )

    async def _unknown(self, request: web.Request) -> web.StreamResponse:
        self.state.violate(
            "unknown_route",
            "request outside /api/v10",
            method=request.method,
            path=request.rel_url.raw_path,
        )
        return json_response({"message": "404: Not Found", "code": 0}, 404)

    # ----------------------------------------------------------------------------------
    # addresses and identity
    # ----------------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return self._port

    @property
    def base_url(self) -> str:
        return self.state.base_url

    @property
    def api_base(self) -> str:
        """What ``discord.http.Route.BASE`` must be set to."""
        return f"{self.state.base_url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return self.hub.gateway_url

    @property
    def bot_token(self) -> str:
        return self.state.bot_token

    @property
    def application_id(self) -> int:
        return self.state.application_id

    @property
    def bot_user(self) -> User:
        return self.state.bot_user

    # ----------------------------------------------------------------------------------
    # recorded traffic
    # ----------------------------------------------------------------------------------

    @property
    def violations(self) -> list[Violation]:
        return self.state.violations

    @property
    def late_interactions(self) -> list[Interaction]:
        return self.state.late_interactions

    @property
    def requests(self) -> list[RequestRecord]:
        return self.state.requests

    @property
    def app_emojis(self) -> ApplicationEmojis:
        """The application's emoji; ``app_emojis.refuse_uploads = 403`` refuses uploads."""
        return self.rest.app_emojis

    @property
    def rate_limit_hits(self) -> int:
        """How many HTTP 429 answers were served (injected or real)."""
        return self.state.rate_limit_hits

    @property
    def rate(self) -> RateLimits:
        """Discord's rate limits and their counters: ``counted_since(t)``, ``rejections``,
        ``excess``, ``peak()``, ``entries`` (see ``ratelimit.py``)."""
        return self.rest.rate

    @property
    def global_requests(self) -> int:
        """REST calls counted against the bot's global limit (50/s) so far."""
        return self.rest.rate.global_requests

    @property
    def blocked_dms(self) -> list[tuple[int, dict[str, Any]]]:
        """``(user id, body)`` of DMs refused because the user does not accept them."""
        return self.state.blocked_dms

    @property
    def forbidden(self) -> list[str]:
        """Requests refused for missing permissions (403 50013)."""
        return self.state.forbidden

    @property
    def response_schema_errors(self) -> list[str]:
        """Double's own responses that disagree with the spec (only with check_responses)."""
        return self.state.response_schema_errors

    @property
    def interactions(self) -> list[Interaction]:
        return list(self.state.interactions.values())

    @property
    def unanswered_interactions(self) -> list[Interaction]:
        """Interactions the bot has not (successfully) acknowledged yet."""
        return [i for i in self.state.interactions.values() if not i.acknowledged]

    @property
    def presence(self) -> dict[str, Any] | None:
        return self.hub.presence

    def clear_violations(self, kind: str | None = None) -> list[Violation]:
        """Remove (and return) recorded violations, optionally only of one kind."""
        taken = [v for v in self.state.violations if kind is None or v.kind == kind]
        self.state.violations[:] = [v for v in self.state.violations if v not in taken]
        return taken

    def format_violations(self) -> str:
        return "\n".join(str(v) for v in self.state.violations)

    def assert_no_violations(self) -> None:
        if self.state.violations:
            raise AssertionError(
                f"{len(self.state.violations)} Discord protocol violation(s):\n{self.format_violations()}"
            )

    def requests_to(
        self, method: str | None = None, route: str | None = None
    ) -> list[RequestRecord]:
        """Recorded REST calls filtered by method and/or route template (or substring)."""
        out = []
        for record in self.state.requests:
            if method is not None and record.method != method.upper():
                continue
            if route is not None and route != record.route and route not in record.path:
                continue
            out.append(record)
        return out

    # ----------------------------------------------------------------------------------
    # world building
    # ----------------------------------------------------------------------------------

    def add_guild(
        self,
        name: str = "Test Guild",
        *,
        owner: User | None = None,
        members: Iterable[User] | None = None,
        locale: str = "en-US",
    ) -> Guild:
        """Create a guild the bot is in; every existing user joins unless ``members`` is given."""
        guild = self.state.new_guild(name, owner, self.bot_permissions)
        guild.locale = locale
        joiners = (
            list(members)
            if members is not None
            else [
                u
                for u in self.state.users.values()
                if u.id != self.bot_user.id and u is not self._owner_or_none()
            ]
        )
        if owner is not None and owner not in joiners:
            joiners.append(owner)
        for user in joiners:
            guild.members[user.id] = Member(user_id=user.id, guild_id=guild.id)
        self.hub.dispatch(
            "GUILD_CREATE",
            self.state.gateway_guild_payload(guild, all_members=False),
            guild_id=guild.id,
            intent=Intent.GUILDS,
        )
        self.state.touch()
        return guild

    def _owner_or_none(self) -> User | None:
        return getattr(self.state, "_owner", None)

    def add_channel(
        self,
        guild: Guild | int,
        name: str = "general",
        *,
        type: int = ChannelType.GUILD_TEXT,
        topic: str | None = None,
        parent: Channel | int | None = None,
        overwrites: Sequence[Mapping[str, Any]] = (),
    ) -> Channel:
        """Create a guild channel (text by default)."""
        g = self._guild(guild)
        channel = self.state.new_channel(
            type=type,
            name=name,
            guild_id=g.id,
            topic=topic,
            parent_id=_id(parent) if parent is not None else None,
            position=len([c for c in g.channel_ids if not self.state.channels[c].is_thread]),
            permission_overwrites=[_overwrite(o) for o in overwrites],
        )
        self.hub.dispatch(
            "CHANNEL_CREATE",
            self.state.channel_payload(channel),
            guild_id=g.id,
            intent=Intent.GUILDS,
        )
        self.state.touch()
        return channel

    def add_thread(
        self,
        parent: Channel | int,
        name: str,
        *,
        private: bool = False,
        owner: User | None = None,
        members: Iterable[User] = (),
    ) -> Channel:
        """Create a thread (as if a user started it)."""
        p = self._channel(parent)
        if p.guild_id is None:
            raise ValueError("threads need a guild channel")
        thread = self.state.new_channel(
            type=ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD,
            name=name,
            guild_id=p.guild_id,
            parent_id=p.id,
            owner_id=owner.id if owner else self.bot_user.id,
        )
        thread.thread_member_ids.update(u.id for u in members)
        if owner is not None:
            thread.thread_member_ids.add(owner.id)
        payload = self.state.channel_payload(thread)
        payload["newly_created"] = True
        self.hub.dispatch("THREAD_CREATE", payload, guild_id=p.guild_id, intent=Intent.GUILDS)
        self.state.touch()
        return thread

    def add_user(
        self,
        username: str,
        *,
        dms_open: bool = True,
        guilds: Iterable[Guild | int] | None = None,
        global_name: str | None = None,
        locale: str = "en-US",
        roles: Iterable[Role] = (),
    ) -> User:
        """Create a user; they join every guild unless ``guilds`` says otherwise."""
        user = self.state.new_user(
            username, dms_open=dms_open, global_name=global_name, locale=locale
        )
        targets = (
            [self._guild(g) for g in guilds]
            if guilds is not None
            else list(self.state.guilds.values())
        )
        role_list = list(roles)
        for guild in targets:
            member = Member(
                user_id=user.id,
                guild_id=guild.id,
                roles=[r.id for r in role_list if r.guild_id == guild.id],
            )
            guild.members[user.id] = member
            data = self.state.member_payload(member)
            data["guild_id"] = str(guild.id)
            self.hub.dispatch(
                "GUILD_MEMBER_ADD", data, guild_id=guild.id, intent=Intent.GUILD_MEMBERS
            )
        self.state.touch()
        return user

    def add_role(
        self, guild: Guild | int, name: str, *, permissions: int = 0, members: Iterable[User] = ()
    ) -> Role:
        g = self._guild(guild)
        role = Role(
            id=self.state.ids.next(),
            guild_id=g.id,
            name=name,
            permissions=permissions,
            position=len(g.roles),
        )
        g.roles[role.id] = role
        self.hub.dispatch(
            "GUILD_ROLE_CREATE",
            {"guild_id": str(g.id), "role": self.state.role_payload(role)},
            guild_id=g.id,
            intent=Intent.GUILDS,
        )
        for user in members:
            g.members[user.id].roles.append(role.id)
        self.state.touch()
        return role

    def set_dms_open(self, user: User, is_open: bool) -> None:
        user.dms_open = is_open

    def set_bot_permissions(self, guild: Guild | int, permissions: int) -> None:
        g = self._guild(guild)
        role = self.state.bot_role(g)
        role.permissions = permissions
        self.hub.dispatch(
            "GUILD_ROLE_UPDATE",
            {"guild_id": str(g.id), "role": self.state.role_payload(role)},
            guild_id=g.id,
            intent=Intent.GUILDS,
        )

    def set_channel_overwrite(
        self,
        channel: Channel | int,
        target: User | Role,
        *,
        allow: int = 0,
        deny: int = 0,
    ) -> None:
        """Add or replace a permission overwrite (user or role) on a channel."""
        ch = self._channel(channel)
        kind = 1 if isinstance(target, User) else 0
        ch.permission_overwrites = [
            o for o in ch.permission_overwrites if int(o["id"]) != target.id
        ]
        ch.permission_overwrites.append(
            {"id": str(target.id), "type": kind, "allow": str(allow), "deny": str(deny)}
        )
        self.hub.dispatch(
            "CHANNEL_UPDATE",
            self.state.channel_payload(ch),
            guild_id=ch.guild_id,
            intent=Intent.GUILDS,
        )

    def set_rate_limit(self, limit: int, window: float = 1.0) -> None:
        """The bucket of routes without a modelled limit (10,000 per second by default)."""
        self.rest.rate.default_limit = limit
        self.rest.rate.default_window = window

    def enforce_rate_limits(self, on: bool = True) -> None:
        """Switch Discord's global and per-route limits on or off (counting goes on)."""
        self.rest.rate.enforce = on

    # ----------------------------------------------------------------------------------
    # lookups
    # ----------------------------------------------------------------------------------

    def _guild(self, guild: Guild | int) -> Guild:
        found = self.state.guilds.get(_id(guild))
        if found is None:
            raise LookupError(f"unknown guild {guild!r}")
        return found

    def _channel(self, channel: ChannelRef) -> Channel:
        found = self.state.channels.get(_id(channel))
        if found is None:
            raise LookupError(f"unknown channel {channel!r}")
        return found

    def _user(self, user: UserRef) -> User:
        found = self.state.users.get(_id(user))
        if found is None:
            raise LookupError(f"unknown user {user!r}")
        return found

    def user(self, user_id: int) -> User:
        return self._user(user_id)

    def channel(self, channel_id: int) -> Channel:
        return self._channel(channel_id)

    def guild(self, guild_id: int) -> Guild:
        return self._guild(guild_id)

    def message(self, message: MessageRef) -> Message:
        found = self.state.messages.get(_id(message))
        if found is None:
            raise LookupError(f"unknown message {message!r}")
        return found

    def interaction(self, interaction_id: int) -> Interaction:
        return self.state.interactions[interaction_id]

    def commands(self, guild: Guild | int | None = None) -> list[dict[str, Any]]:
        """Synced commands: global ones plus, if given, the guild's."""
        out = list(self.state.commands.get(None, {}).values())
        if guild is not None:
            out += list(self.state.commands.get(_id(guild), {}).values())
        return copy.deepcopy(out)

    def find_command(
        self, name: str, guild: Guild | int | None = None, *, type: int = 1
    ) -> dict[str, Any]:
        scopes: list[int | None] = [_id(guild)] if guild is not None else []
        scopes.append(None)
        for scope in scopes:
            for command in self.state.commands.get(scope, {}).values():
                if command["name"] == name and command["type"] == type:
                    return command
        names = sorted({c["name"] for s in scopes for c in self.state.commands.get(s, {}).values()})
        raise LookupError(f"no synced command {name!r} (type {type}); synced: {names}")

    def dm_channel(self, user: UserRef) -> Channel | None:
        return self.state.dm_channel(self._user(user), create=False)

    # -- messages ----------------------------------------------------------------------

    def channel_messages(
        self,
        channel: ChannelRef,
        *,
        include_ephemeral: bool = False,
        include_deleted: bool = False,
    ) -> list[Message]:
        """Messages of a channel in creation order, each in its latest state."""
        return [
            m
            for m in self.state.channel_messages(_id(channel), include_deleted=include_deleted)
            if include_ephemeral or not m.ephemeral
        ]

    def last_message(self, channel: ChannelRef) -> Message | None:
        messages = self.channel_messages(channel)
        return messages[-1] if messages else None

    def dm_messages(self, user: UserRef) -> list[Message]:
        channel = self.dm_channel(user)
        return [] if channel is None else self.channel_messages(channel)

    def ephemeral_messages(self, user: UserRef) -> list[Message]:
        uid = _id(user)
        return [
            m
            for m in self.state.messages.values()
            if m.ephemeral and m.visible_to == uid and not m.deleted
        ]

    def all_messages_for(self, user: UserRef) -> list[Message]:
        """Everything the user can currently see: visible channels, their DMs, their ephemerals."""
        u = self._user(user)
        out: list[Message] = []
        for message in self.state.messages.values():
            if message.deleted:
                continue
            if message.ephemeral:
                if message.visible_to == u.id:
                    out.append(message)
                continue
            channel = self.state.channels.get(message.channel_id)
            if channel is None:
                continue
            if channel.is_dm:
                if channel.recipient_id == u.id:
                    out.append(message)
                continue
            guild = self.state.guilds.get(channel.guild_id or 0)
            if guild is None or u.id not in guild.members:
                continue
            if self.state.channel_permissions(channel, u.id) & Permission.VIEW_CHANNEL:
                out.append(message)
        return sorted(out, key=lambda m: m.id)

    # -- waiting -----------------------------------------------------------------------

    async def wait_for(self, predicate: Callable[[], R], timeout: float = PATIENCE) -> R:
        """Wait until ``predicate()`` (evaluated after every recorded change) is truthy."""
        return await self.state.wait_for(predicate, timeout)

    async def wait_for_message(
        self,
        channel: ChannelRef | None = None,
        predicate: Callable[[Message], bool] | None = None,
        *,
        dm_to: UserRef | None = None,
        after: MessageRef | None = None,
        include_ephemeral: bool = False,
        timeout: float = PATIENCE,
    ) -> Message:
        """First message (newer than ``after``) in a channel or DM matching ``predicate``."""
        floor = _id(after) if after is not None else 0

        def find() -> Message | None:
            if dm_to is not None:
                candidates = self.dm_messages(dm_to)
            elif channel is not None:
                candidates = self.channel_messages(channel, include_ephemeral=include_ephemeral)
            else:
                candidates = [m for m in self.state.messages.values() if not m.deleted]
            for message in candidates:
                if message.id > floor and (predicate is None or predicate(message)):
                    return message
            return None

        return await self.wait_for(find, timeout)

    async def wait_for_edit(
        self, message: MessageRef, *, edits: int = 1, timeout: float = PATIENCE
    ) -> Message:
        """Wait until the message has been edited at least ``edits`` times in total."""
        msg = self.message(message)
        await self.wait_for(lambda: len(msg.history) >= edits, timeout)
        return msg

    async def wait_connected(self, timeout: float = PATIENCE) -> None:
        """Wait until at least one gateway session is connected."""
        await self.wait_for(lambda: bool(self.hub.connected_sessions()), timeout)

    async def next_change(self, timeout: float = PATIENCE) -> bool:
        """Wait for the next change the double records (a message, an edit, an answer, a
        gateway event...); False when none came within `timeout`. For a loop that looks
        again at what the bot does: each look waits for a reason to look, not a fixed pause,
        so a slower machine takes more time, never more looks."""
        version = self.state.version
        try:
            await self.state.wait_for(lambda: self.state.version != version, timeout)
        except TimeoutError:
            return False
        return True

    async def settle(self, delay: float = 0.05) -> None:
        """Give the bot a moment to finish work triggered by the last action."""
        await asyncio.sleep(delay)

    # ----------------------------------------------------------------------------------
    # faults
    # ----------------------------------------------------------------------------------

    async def drop_gateway(
        self,
        mode: str = "abort",
        *,
        code: int = 4000,
        wait_resume: bool = False,
        timeout: float = PATIENCE,
    ) -> int:
        """Break the bot's gateway connection.

        ``mode`` is one of ``"abort"`` (TCP reset, no close frame), ``"close"``
        (close frame with ``code``), ``"reconnect"`` (opcode 7),
        ``"invalidate"`` (opcode 9, not resumable) or ``"invalidate_resumable"``.
        With ``wait_resume`` the call returns once a session is connected again.
        """
        before = self.hub.resume_count + self.hub.identify_count
        affected = await self.hub.drop(mode, code)
        if wait_resume:
            await self.wait_for(
                lambda: (
                    self.hub.resume_count + self.hub.identify_count > before
                    and bool(self.hub.connected_sessions())
                ),
                timeout,
            )
        return affected

    @contextlib.asynccontextmanager
    async def gateway_outage(self, mode: str = "abort") -> AsyncIterator[None]:
        """Drop the gateway and refuse reconnections until the block ends.

        Events produced inside the block queue up in the bot's session and are
        replayed when it resumes afterwards.  discord.py retries with its
        exponential backoff (the first retry comes within about 2 s).
        """
        self.hub.refusing = True
        try:
            await self.hub.drop(mode)
            yield
        finally:
            self.hub.refusing = False

    def inject_rate_limit(
        self,
        count: int = 1,
        retry_after: float = 0.3,
        method: str | None = None,
        path_contains: str | None = None,
        *,
        is_global: bool = False,
    ) -> RateLimitRule:
        """Answer the next ``count`` matching REST calls with HTTP 429."""
        rule = RateLimitRule(
            remaining=count,
            retry_after=retry_after,
            method=method,
            path_contains=path_contains,
            is_global=is_global,
        )
        self.rest.rate_rules.append(rule)
        return rule

    def inject_server_error(
        self,
        count: int = 1,
        status: int = 503,
        method: str | None = None,
        path_contains: str | None = None,
    ) -> ServerErrorRule:
        """Answer the next ``count`` matching REST calls with a 5xx (503 by default), or
        cut their connection (``status`` ``rest.CUT``: before the call is read;
        ``rest.ANSWER_LOST``: after it was done)."""
        rule = ServerErrorRule(
            remaining=count, status=status, method=method, path_contains=path_contains
        )
        self.rest.error_rules.append(rule)
        return rule

    def inject_random_faults(self, rate: float, seed: int = 0, **options: Any) -> RandomFaults:
        """From now on, fail a share `rate` of the bot's posts, edits, interaction callbacks
        and webhook calls with 429, 500, 502 or 503 (see `RandomFaults`); `None` stops."""
        faults = RandomFaults(rate=rate, seed=seed, **options)
        self.rest.random_faults = faults
        return faults

    def stop_random_faults(self) -> None:
        self.rest.random_faults = None

    @property
    def identify_count(self) -> int:
        return self.hub.identify_count

    @property
    def resume_count(self) -> int:
        return self.hub.resume_count

    @property
    def connected(self) -> bool:
        return bool(self.hub.connected_sessions())

    # ----------------------------------------------------------------------------------
    # acting as users: interactions
    # ----------------------------------------------------------------------------------

    async def slash(
        self,
        user: User,
        channel: ChannelRef | None,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        interaction_id: int | None = None,
        locale: str | None = None,
    ) -> Interaction:
        """Run ``/command`` (``"group sub"`` for subcommands) as ``user`` in ``channel``.

        ``channel=None`` means the user's DM with the bot.  Options are given by
        name; users, channels, roles may be passed as objects.  Raises
        :class:`InteractionRejected` for anything the Discord client would not
        allow (unknown option, missing required option, invalid choice...).
        """
        ch = self._interaction_channel(user, channel)
        parts = command.split()
        definition = self.find_command(parts[0], ch.guild_id)
        self._check_command_usable(user, ch, definition)
        resolved: dict[str, dict[str, Any]] = {}
        built = self._build_options(
            definition.get("options") or [], parts[1:], dict(options or {}), None, resolved, ch
        )
        data: dict[str, Any] = {"id": definition["id"], "name": definition["name"], "type": 1}
        if built:
            data["options"] = built
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in definition:
            data["guild_id"] = definition["guild_id"]
        return await self._start(
            InteractionType.APPLICATION_COMMAND,
            user,
            ch,
            data,
            interaction_id=interaction_id,
            locale=locale,
        )

    async def autocomplete(
        self,
        user: User,
        channel: ChannelRef | None,
        command: str,
        options: Mapping[str, Any],
        focused: str,
        *,
        wait: bool = True,
        timeout: float = PATIENCE,
        interaction_id: int | None = None,
    ) -> Interaction:
        """Type into an autocomplete option; by default waits for the bot's choices."""
        ch = self._interaction_channel(user, channel)
        parts = command.split()
        definition = self.find_command(parts[0], ch.guild_id)
        self._check_command_usable(user, ch, definition)
        resolved: dict[str, dict[str, Any]] = {}
        built = self._build_options(
            definition.get("options") or [], parts[1:], dict(options), focused, resolved, ch
        )
        data: dict[str, Any] = {
            "id": definition["id"],
            "name": definition["name"],
            "type": 1,
            "options": built,
        }
        if "guild_id" in definition:
            data["guild_id"] = definition["guild_id"]
        inter = await self._start(
            InteractionType.AUTOCOMPLETE, user, ch, data, interaction_id=interaction_id
        )
        if wait:
            await inter.responded(timeout)
        return inter

    async def click(
        self,
        user: User,
        message: MessageRef,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        interaction_id: int | None = None,
        locale: str | None = None,
    ) -> Interaction:
        """Press a button (by ``custom_id`` or by ``label``) on a recorded message; ``locale``:
        the client's language for this click (else the user's)."""
        msg = self._visible_message(user, message)
        component = msg.find_component(custom_id, label=label, type=2)
        if component is None:
            raise InteractionRejected(
                f"no button custom_id={custom_id!r} label={label!r} on {msg!r}; "
                f"buttons: {[(b.get('label'), b.get('custom_id')) for b in msg.buttons]}"
            )
        if component.get("disabled"):
            raise InteractionRejected(f"button {component.get('label')!r} is disabled")
        if component.get("style") in (5, 6):
            raise InteractionRejected("link/premium buttons do not send interactions")
        data = {"custom_id": component["custom_id"], "component_type": 2, "id": component.get("id")}
        return await self._component(user, msg, data, interaction_id, locale)

    async def select(
        self,
        user: User,
        message: MessageRef,
        custom_id: str,
        values: Sequence[Any],
        *,
        interaction_id: int | None = None,
    ) -> Interaction:
        """Choose ``values`` in a select menu (string values, or users/roles/channels)."""
        msg = self._visible_message(user, message)
        component = msg.find_component(custom_id)
        if component is None or component.get("type") not in (3, 5, 6, 7, 8):
            raise InteractionRejected(
                f"no select menu {custom_id!r} on {msg!r}; selects: {msg.custom_ids}"
            )
        if component.get("disabled"):
            raise InteractionRejected(f"select {custom_id!r} is disabled")
        lo, hi = component.get("min_values", 1), component.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise InteractionRejected(
                f"select {custom_id!r} takes {lo}-{hi} values, got {len(values)}"
            )
        kind = component["type"]
        resolved: dict[str, dict[str, Any]] = {}
        channel = self.state.channels[msg.channel_id]
        if kind == 3:
            allowed = [o["value"] for o in component.get("options", [])]
            chosen = [str(v) for v in values]
            bad = [v for v in chosen if v not in allowed]
            if bad:
                raise InteractionRejected(
                    f"{bad} are not options of select {custom_id!r} ({allowed})"
                )
            if len(set(chosen)) != len(chosen):
                raise InteractionRejected("the same option was chosen twice")
        else:
            chosen = [str(self._resolve_value(kind, v, resolved, channel)) for v in values]
        data: dict[str, Any] = {
            "custom_id": custom_id,
            "component_type": kind,
            "values": chosen,
            "id": component.get("id"),
        }
        if resolved:
            data["resolved"] = resolved
        return await self._component(user, msg, data, interaction_id)

    async def submit_modal(
        self,
        user: User,
        where: Interaction | ChannelRef | None,
        custom_id: str | None = None,
        values: Mapping[str, Any] | None = None,
        *,
        source_message: MessageRef | None = None,
        require_shown: bool = True,
        interaction_id: int | None = None,
    ) -> Interaction:
        """Submit a modal the bot showed to ``user``.

        ``where`` is either the interaction that was answered with the modal, or
        a channel (then the latest modal with ``custom_id`` shown to the user is
        used).  ``values`` maps input custom_ids to text (or lists for selects).
        """
        values = dict(values or {})
        opener: Interaction | None = where if isinstance(where, Interaction) else None
        if opener is None:
            opener = self._find_modal_opener(user, custom_id)
        modal = opener.modal if opener is not None else None
        if opener is not None and opener.user.id != user.id:
            raise InteractionRejected("a modal can only be submitted by the user it was shown to")
        if modal is None:
            if require_shown:
                raise InteractionRejected(f"no modal {custom_id!r} was shown to {user.username}")
            if custom_id is None:
                raise ValueError("custom_id is required when no modal was shown")
            components = [
                {"type": 1, "components": [{"type": 4, "custom_id": k, "value": str(v)}]}
                for k, v in values.items()
            ]
            modal_id = custom_id
        else:
            if custom_id is not None and modal.get("custom_id") != custom_id:
                raise InteractionRejected(f"modal is {modal.get('custom_id')!r}, not {custom_id!r}")
            modal_id = modal["custom_id"]
            components = self._fill_modal(modal, values)
        if opener is not None:
            ch = self.state.channels[opener.channel_id]
        else:
            ch = self._interaction_channel(
                user, where if not isinstance(where, Interaction) else None
            )
        msg: Message | None = None
        if source_message is not None:
            msg = self.message(source_message)
        elif opener is not None and opener.type == InteractionType.MESSAGE_COMPONENT:
            msg = opener.source_message
        data = {"custom_id": modal_id, "components": components}
        return await self._start(
            InteractionType.MODAL_SUBMIT,
            user,
            ch,
            data,
            message=msg,
            interaction_id=interaction_id,
            trigger=opener,
        )

    async def redeliver(self, interaction: Interaction) -> Interaction:
        """Send the exact same INTERACTION_CREATE again (same id and token)."""
        delivered = self.hub.dispatch(
            "INTERACTION_CREATE", interaction.payload, guild_id=interaction.guild_id
        )
        interaction.deliveries += 1
        interaction.delivered_to_sessions += delivered
        self.state.touch()
        return interaction

    # -- acting as users: messages -------------------------------------------------------

    async def send_message(
        self,
        user: User,
        channel: ChannelRef | None,
        content: str,
        *,
        reply_to: MessageRef | None = None,
    ) -> Message:
        """Post a message as ``user`` (``channel=None``: in their DM with the bot)."""
        ch = self._interaction_channel(user, channel)
        message = self.state.new_message(ch, user, origin="user", type=19 if reply_to else 0)
        message.content = content
        message.mentions = [int(u) for u in _MENTION.findall(content) if int(u) in self.state.users]
        if reply_to is not None:
            ref = self.message(reply_to)
            message.message_reference = {
                "type": 0,
                "message_id": str(ref.id),
                "channel_id": str(ref.channel_id),
                **({"guild_id": str(ref.guild_id)} if ref.guild_id else {}),
            }
        self.state.record_message(message)
        self.state.publish_create(message)
        return message

    async def react(self, user: User, message: MessageRef, emoji: str) -> None:
        """Add a reaction as ``user``."""
        msg = self._visible_message(user, message)
        users = msg.reactions.setdefault(emoji, [])
        if user.id in users:
            return
        users.append(user.id)
        channel = self.state.channels[msg.channel_id]
        data: dict[str, Any] = {
            "user_id": str(user.id),
            "channel_id": str(channel.id),
            "message_id": str(msg.id),
            "emoji": emoji_payload(emoji),
            "burst": False,
            "type": 0,
        }
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
            data["message_author_id"] = str(msg.author.id)
            member = self.state.guilds[channel.guild_id].members.get(user.id)
            if member is not None:
                data["member"] = self.state.member_payload(member)
        intent = (
            Intent.DIRECT_MESSAGE_REACTIONS if channel.is_dm else Intent.GUILD_MESSAGE_REACTIONS
        )
        self.hub.dispatch("MESSAGE_REACTION_ADD", data, guild_id=channel.guild_id, intent=intent)
        self.state.touch()

    # ----------------------------------------------------------------------------------
    # interaction plumbing
    # ----------------------------------------------------------------------------------

    def _interaction_channel(self, user: User, channel: ChannelRef | None) -> Channel:
        if channel is None:
            dm = self.state.dm_channel(user)
            assert dm is not None
            return dm
        ch = self._channel(channel)
        if ch.deleted:
            raise InteractionRejected(f"channel {ch.id} was deleted")
        if ch.is_dm:
            if ch.recipient_id != user.id:
                raise InteractionRejected(f"{user.username} is not part of DM channel {ch.id}")
            return ch
        guild = self.state.guilds[ch.guild_id or 0]
        if user.id not in guild.members:
            raise InteractionRejected(f"{user.username} is not a member of {guild.name!r}")
        if not self.state.channel_permissions(ch, user.id) & Permission.VIEW_CHANNEL:
            raise InteractionRejected(f"{user.username} cannot see channel {ch.name!r}")
        return ch

    def _visible_message(self, user: User, message: MessageRef) -> Message:
        msg = self.message(message)
        if msg.deleted:
            raise InteractionRejected(f"message {msg.id} was deleted")
        if msg.ephemeral and msg.visible_to != user.id:
            raise InteractionRejected(
                f"ephemeral message {msg.id} is not visible to {user.username}"
            )
        self._interaction_channel(user, msg.channel_id)
        return msg

    def _check_command_usable(self, user: User, channel: Channel, command: dict[str, Any]) -> None:
        if channel.is_dm:
            if "guild_id" in command:
                raise InteractionRejected(
                    f"guild command {command['name']!r} cannot be used in DMs"
                )
            contexts = command.get("contexts")
            if contexts is not None and 1 not in contexts:
                raise InteractionRejected(f"command {command['name']!r} is not enabled in bot DMs")
            if contexts is None and command.get("dm_permission") is False:
                raise InteractionRejected(f"command {command['name']!r} has dm_permission=false")
            return
        contexts = command.get("contexts")
        if contexts is not None and 0 not in contexts:
            raise InteractionRejected(f"command {command['name']!r} is not enabled in guilds")
        needed = command.get("default_member_permissions")
        if needed is not None:
            have = self.state.channel_permissions(channel, user.id)
            if int(needed) & ~have:
                raise InteractionRejected(
                    f"{user.username} lacks permissions {int(needed)} required by {command['name']!r}"
                )
        if (
            not self.state.channel_permissions(channel, user.id)
            & Permission.USE_APPLICATION_COMMANDS
        ):
            raise InteractionRejected(f"{user.username} cannot use application commands here")

    def _build_options(
        self,
        definitions: list[dict[str, Any]],
        path: list[str],
        values: dict[str, Any],
        focused: str | None,
        resolved: dict[str, dict[str, Any]],
        channel: Channel,
    ) -> list[dict[str, Any]]:
        if path:
            name = path[0]
            for definition in definitions:
                if definition["name"] == name and definition["type"] in (1, 2):
                    inner = self._build_options(
                        definition.get("options") or [],
                        path[1:],
                        values,
                        focused,
                        resolved,
                        channel,
                    )
                    entry: dict[str, Any] = {"name": name, "type": definition["type"]}
                    if inner or definition["type"] == 1:
                        entry["options"] = inner
                    return [entry]
            raise InteractionRejected(
                f"no subcommand {name!r}; available: {[d['name'] for d in definitions if d['type'] in (1, 2)]}"
            )
        if any(d["type"] in (1, 2) for d in definitions):
            raise InteractionRejected(
                "this command has subcommands; name one, e.g. 'cmd "
                f"{next(d['name'] for d in definitions if d['type'] in (1, 2))}'"
            )
        by_name = {d["name"]: d for d in definitions}
        unknown = set(values) - set(by_name)
        if unknown:
            raise InteractionRejected(
                f"unknown option(s) {sorted(unknown)}; available: {sorted(by_name)}"
            )
        if focused is not None and focused not in values:
            raise InteractionRejected(f"focused option {focused!r} needs a (partial) value")
        out: list[dict[str, Any]] = []
        for definition in definitions:
            name = definition["name"]
            if name not in values:
                if definition.get("required") and focused is None:
                    raise InteractionRejected(f"required option {name!r} missing")
                continue
            value = values[name]
            kind = definition["type"]
            if name == focused:
                if not definition.get("autocomplete"):
                    raise InteractionRejected(f"option {name!r} does not have autocomplete")
                out.append({"name": name, "type": kind, "value": str(value), "focused": True})
                continue
            out.append(
                {
                    "name": name,
                    "type": kind,
                    "value": self._option_value(definition, value, resolved, channel),
                }
            )
        return out

    def _option_value(
        self,
        definition: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        channel: Channel,
    ) -> Any:
        kind = definition["type"]
        name = definition["name"]
        if kind == 3:
            if not isinstance(value, str):
                raise InteractionRejected(f"option {name!r} expects text")
            lo, hi = definition.get("min_length", 0), definition.get("max_length", 6000)
            if not lo <= len(value) <= hi:
                raise InteractionRejected(f"option {name!r} must be {lo}-{hi} characters")
        elif kind == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InteractionRejected(f"option {name!r} expects an integer")
        elif kind == 10:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise InteractionRejected(f"option {name!r} expects a number")
        elif kind == 5 and not isinstance(value, bool):
            raise InteractionRejected(f"option {name!r} expects true/false")
        if kind in (4, 10):
            lo, hi = definition.get("min_value"), definition.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise InteractionRejected(f"option {name!r} must be within [{lo}, {hi}]")
        choices = definition.get("choices")
        if choices and kind in (3, 4, 10) and value not in [c["value"] for c in choices]:
            raise InteractionRejected(
                f"{value!r} is not a choice of {name!r}: {[c['value'] for c in choices]}"
            )
        if kind in (6, 7, 8, 9):
            allowed_types = definition.get("channel_types")
            if kind == 7 and allowed_types:
                ch = self._channel(value)
                if ch.type not in allowed_types:
                    raise InteractionRejected(f"channel type {ch.type} not allowed for {name!r}")
            return str(
                self._resolve_value({6: 5, 7: 8, 8: 6, 9: 7}[kind], value, resolved, channel)
            )
        if kind == 11:
            return str(self._resolve_attachment(value, resolved, channel))
        return value

    def _resolve_value(
        self, select_kind: int, value: Any, resolved: dict[str, dict[str, Any]], channel: Channel
    ) -> int:
        """Add a user/role/channel to ``resolved`` (select kinds: 5 user, 6 role, 7 mentionable, 8 channel)."""
        guild = self.state.guilds.get(channel.guild_id or 0)
        if (
            isinstance(value, Role)
            or (select_kind == 6)
            or (select_kind == 7 and guild is not None and _id(value) in guild.roles)
        ):
            if guild is None:
                raise InteractionRejected("roles only exist in guilds")
            role = guild.roles.get(_id(value))
            if role is None:
                raise InteractionRejected(f"unknown role {value!r}")
            resolved.setdefault("roles", {})[str(role.id)] = self.state.role_payload(role)
            return role.id
        if select_kind == 8 or isinstance(value, Channel):
            ch = self._channel(value)
            payload = self.state.channel_payload(ch)
            slim = {
                k: payload[k]
                for k in ("id", "name", "type", "parent_id", "thread_metadata")
                if k in payload
            }
            slim["permissions"] = str(self.state.channel_permissions(ch, self.bot_user.id))
            resolved.setdefault("channels", {})[str(ch.id)] = slim
            return ch.id
        user = self._user(value)
        resolved.setdefault("users", {})[str(user.id)] = self.state.user_payload(user)
        if guild is not None and user.id in guild.members:
            member = self.state.member_payload(guild.members[user.id], with_user=False)
            member["permissions"] = str(self.state.channel_permissions(channel, user.id))
            resolved.setdefault("members", {})[str(user.id)] = member
        return user.id

    def _resolve_attachment(
        self, value: Any, resolved: dict[str, dict[str, Any]], channel: Channel
    ) -> int:
        if isinstance(value, Attachment):
            attachment = value
        else:
            filename, data = value
            attachment_id = self.state.ids.next()
            attachment = Attachment(
                id=attachment_id,
                filename=filename,
                data=bytes(data),
                url=self.state.attachment_url(channel.id, attachment_id, filename),
                ephemeral=True,
            )
            self.state.attachments[attachment.id] = attachment
        resolved.setdefault("attachments", {})[str(attachment.id)] = self.state.attachment_payload(
            attachment
        )
        return attachment.id

    def _find_modal_opener(self, user: User, custom_id: str | None) -> Interaction | None:
        for inter in reversed(list(self.state.interactions.values())):
            modal = inter.modal
            if inter.user.id != user.id or modal is None:
                continue
            if custom_id is None or modal.get("custom_id") == custom_id:
                return inter
        return None

    def _fill_modal(self, modal: dict[str, Any], values: dict[str, Any]) -> list[dict[str, Any]]:
        inputs = {
            c["custom_id"]: c
            for c in iter_components(modal.get("components") or [])
            if c.get("type") in (3, 4, 5, 6, 7, 8) and c.get("custom_id")
        }
        unknown = set(values) - set(inputs)
        if unknown:
            raise InteractionRejected(
                f"modal has no inputs {sorted(unknown)}; inputs: {sorted(inputs)}"
            )

        def submitted(component: dict[str, Any]) -> dict[str, Any]:
            cid = component["custom_id"]
            if component["type"] == 4:
                text = values.get(cid, component.get("value") or "")
                text = str(text)
                required = component.get("required", True)
                if required and not text:
                    raise InteractionRejected(f"modal input {cid!r} is required")
                lo, hi = component.get("min_length"), component.get("max_length")
                if text and (
                    (lo is not None and len(text) < lo) or (hi is not None and len(text) > hi)
                ):
                    raise InteractionRejected(f"modal input {cid!r} must be {lo}-{hi} characters")
                return {"type": 4, "id": component.get("id"), "custom_id": cid, "value": text}
            chosen = [str(v) for v in values.get(cid, [])]
            if component["type"] == 3:
                allowed = [o["value"] for o in component.get("options", [])]
                if any(v not in allowed for v in chosen):
                    raise InteractionRejected(f"modal select {cid!r}: {chosen} not in {allowed}")
            lo = component.get("min_values", 1 if component.get("required", True) else 0)
            hi = component.get("max_values", 1)
            if not lo <= len(chosen) <= hi:
                raise InteractionRejected(f"modal select {cid!r} takes {lo}-{hi} values")
            return {
                "type": component["type"],
                "id": component.get("id"),
                "custom_id": cid,
                "values": chosen,
            }

        out: list[dict[str, Any]] = []
        for index, top in enumerate(modal.get("components") or [], start=1):
            kind = top.get("type")
            number = top.get("id", index)
            if kind == 1:
                out.append(
                    {
                        "type": 1,
                        "id": number,
                        "components": [
                            submitted(c) for c in top.get("components") or [] if c.get("custom_id")
                        ],
                    }
                )
            elif kind == 18:
                child = top.get("component") or {}
                out.append({"type": 18, "id": number, "component": submitted(child)})
            elif kind == 10:
                out.append({"type": 10, "id": number})
        return out

    async def _component(
        self,
        user: User,
        msg: Message,
        data: dict[str, Any],
        interaction_id: int | None,
        locale: str | None = None,
    ) -> Interaction:
        if data.get("id") is None:
            data.pop("id", None)
        channel = self.state.channels[msg.channel_id]
        return await self._start(
            InteractionType.MESSAGE_COMPONENT,
            user,
            channel,
            data,
            message=msg,
            interaction_id=interaction_id,
            locale=locale,
        )

    async def _start(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        message: Message | None = None,
        interaction_id: int | None = None,
        locale: str | None = None,
        trigger: Interaction | None = None,
    ) -> Interaction:
        if interaction_id is not None and interaction_id in self.state.interactions:
            existing = self.state.interactions[interaction_id]
            return await self.redeliver(existing)
        iid = interaction_id if interaction_id is not None else self.state.ids.next()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(60)
        guild = self.state.guilds.get(channel.guild_id or 0)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "app_permissions": str(self.state.channel_permissions(channel, self.bot_user.id)),
            "locale": locale or user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": 10 * 1024 * 1024,
            "channel_id": str(channel.id),
            "channel": self.state.channel_payload(channel, for_user=user.id),
        }
        if guild is not None:
            member = self.state.member_payload(
                guild.members[user.id], permissions=self.state.channel_permissions(channel, user.id)
            )
            payload.update(
                {
                    "guild_id": str(guild.id),
                    "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
                    "guild_locale": guild.locale,
                    "member": member,
                    "authorizing_integration_owners": {"0": str(guild.id)},
                    "context": 0,
                }
            )
        else:
            payload.update(
                {
                    "user": self.state.user_payload(user),
                    "authorizing_integration_owners": {"0": "0"},
                    "context": 1,
                }
            )
        if message is not None:
            payload["message"] = self.state.message_payload(message)
        inter = Interaction(
            id=iid,
            token=token,
            type=kind,
            user=user,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            payload=payload,
            created_at=self.state.now(),
            store=self.state,
            source_message_id=message.id if message is not None else None,
            trigger_id=trigger.id if trigger is not None else None,
        )
        self.state.interactions[iid] = inter
        self.state.interactions_by_token[token] = inter
        inter.deliveries = 1
        inter.delivered_to_sessions = self.hub.dispatch(
            "INTERACTION_CREATE", payload, guild_id=channel.guild_id
        )
        if inter.delivered_to_sessions == 0:
            log.warning("interaction %s created while no gateway session is live", inter.describe())
        self.state.touch()
        return inter


def _id(value: Any) -> int:
    if isinstance(value, int):
        return value
    return int(value.id)


def _overwrite(raw: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": str(_id(raw["id"])),
        "type": int(raw.get("type", 0)),
        "allow": str(int(raw.get("allow", 0))),
        "deny": str(int(raw.get("deny", 0))),
    }
