"""The REST half of the Discord double (``/api/v10/...``).

Every request goes through :meth:`RestApi.handle`, which authenticates it,
applies rate limiting (Discord's limits from ``ratelimit.py`` plus injected 429s), checks it
against the OpenAPI description and then runs the handler registered for the
route.  Anything Discord would refuse becomes an error response, and the
mistakes a bot should never make are additionally recorded as violations.
"""

from __future__ import annotations

import json
import logging
import random
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from aiohttp import web
from multidict import MultiDictProxy

from . import limits
from .emojis import ApplicationEmojis
from .gateway import GatewayHub
from .models import (
    CallbackRecord,
    CallbackType,
    Channel,
    ChannelType,
    Guild,
    Interaction,
    InteractionType,
    Message,
    MessageFlag,
    MessageVersion,
    Permission,
    RequestRecord,
    UploadedFile,
    User,
    iso,
    utcnow,
)
from .ratelimit import Admission, RateLimits
from .spec import OpenApiSpec, Operation, RouteTable, SchemaProblem, problems_to_discord_errors
from .state import ApiError, DoubleState, Intent, emoji_payload, invalid_form_body

API_PREFIX = "/api/v10"
log = logging.getLogger(__name__)

ALLOWED_CALLBACKS: dict[int, set[int]] = {
    InteractionType.APPLICATION_COMMAND: {4, 5, 9},
    InteractionType.MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
    InteractionType.AUTOCOMPLETE: {8},
    InteractionType.MODAL_SUBMIT: {4, 5, 6, 7},
}


@dataclass
class Reply:
    status: int = 200
    body: Any = None


@dataclass
class Ctx:
    request: web.Request
    method: str
    path: str
    params: dict[str, str]
    query: MultiDictProxy[str]
    body: Any
    files: list[UploadedFile]

    def snowflake(self, name: str, *, missing: ApiError | None = None) -> int:
        raw = self.params[name]
        try:
            return int(raw)
        except ValueError:
            raise missing or ApiError(404, 0, "404: Not Found", violation="not_found") from None

    def obj(self) -> dict[str, Any]:
        if self.body is None:
            return {}
        if not isinstance(self.body, dict):
            raise invalid_form_body(["_root: expected a JSON object"], kind="schema")
        return self.body

    def flag(self, name: str) -> bool:
        value = self.query.get(name)
        return value is not None and value.lower() in ("1", "true")


Handler = Callable[[Ctx], Awaitable[Any]]


@dataclass
class RateLimitRule:
    remaining: int
    retry_after: float
    method: str | None = None
    path_contains: str | None = None
    is_global: bool = False
    served: int = 0

    def matches(self, method: str, path: str) -> bool:
        if self.method is not None and self.method.upper() != method:
            return False
        return self.path_contains is None or self.path_contains in path


@dataclass
class ServerErrorRule:
    remaining: int
    status: int = 503
    method: str | None = None
    path_contains: str | None = None
    served: int = 0

    def matches(self, method: str, path: str) -> bool:
        if self.method is not None and self.method.upper() != method:
            return False
        return self.path_contains is None or self.path_contains in path


# faults that are not an HTTP status: the connection is cut before Discord reads the call
# (nothing happened), or after Discord did what was asked (the answer is lost on the way)
CUT = -1
ANSWER_LOST = -2


@dataclass
class RandomFaults:
    """Discord having a bad day: each matching call fails with probability `rate`, with a
    status drawn from `statuses` (429 answers carry `retry_after`). On `cut_paths` the
    fault may also be a cut connection (`CUT`, `ANSWER_LOST`). Seeded, so a run can be
    repeated; `served` counts what was injected, by status (or cut)."""

    rate: float
    seed: int = 0
    statuses: tuple[int, ...] = (429, 500, 502, 503)
    methods: tuple[str, ...] = ("POST", "PATCH")
    paths: tuple[str, ...] = ("/messages", "/callback", "/webhooks/")
    cut_paths: tuple[str, ...] = ()
    retry_after: float = 0.2
    served: dict[int, int] = field(default_factory=dict)
    calls: int = 0

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def draw(self, method: str, path: str) -> int | None:
        if method not in self.methods or not any(p in path for p in self.paths):
            return None
        self.calls += 1
        if self._rng.random() >= self.rate:
            return None
        cuts = (CUT, ANSWER_LOST) if any(p in path for p in self.cut_paths) else ()
        status = self._rng.choice((*self.statuses, *cuts))
        self.served[status] = self.served.get(status, 0) + 1
        return status


@dataclass
class _RouteEntry:
    handlers: dict[str, tuple[Handler, bool]] = field(default_factory=dict)


def _cut(request: web.Request) -> web.Response:
    """Cut the call's connection: the client sees it closed without an answer."""
    assert request.transport is not None
    request.transport.abort()
    return web.Response(status=204)


def _unknown(code: int, what: str, kind: str = "not_found") -> ApiError:
    return ApiError(404, code, f"Unknown {what}", violation=kind)


class RestApi:
    """Routes, checks and answers REST calls."""

    def __init__(
        self,
        state: DoubleState,
        hub: GatewayHub,
        spec: OpenApiSpec | None,
        *,
        check_responses: bool = False,
        interaction_deadline: float = 3.0,
        reject_late_interactions: bool = False,
        token_lifetime: float = 15 * 60,
        rate_limits: bool = True,
    ) -> None:
        self.state = state
        self.hub = hub
        self.spec = spec
        self.check_responses = check_responses
        self.interaction_deadline = interaction_deadline
        self.reject_late_interactions = reject_late_interactions
        self.token_lifetime = token_lifetime
        self.rate_rules: list[RateLimitRule] = []
        self.error_rules: list[ServerErrorRule] = []
        self.random_faults: RandomFaults | None = None
        self.answers_lost: set[str] = set()  # paths of calls done whose answer was cut off
        #: Discord's global and per-route limits, and their counters (``ratelimit.py``)
        self.rate = RateLimits(enforce=rate_limits)
        self._nonces: dict[tuple[int, str], int] = {}
        self.routes: RouteTable[_RouteEntry] = RouteTable()
        self._entries: dict[str, _RouteEntry] = {}
        self._register_routes()

    # ----------------------------------------------------------------------------------
    # routing table
    # ----------------------------------------------------------------------------------

    def add(self, method: str, template: str, handler: Handler, *, anonymous: bool = False) -> None:
        entry = self._entries.get(template)
        if entry is None:
            entry = self._entries[template] = _RouteEntry()
            self.routes.add(template, entry)
        entry.handlers[method] = (handler, anonymous)

    def _register_routes(self) -> None:
        a = self.add
        a("GET", "/gateway", self.get_gateway, anonymous=True)
        a("GET", "/gateway/bot", self.get_gateway_bot)
        a("GET", "/users/@me", self.get_me)
        a("GET", "/users/{user_id}", self.get_user)
        a("GET", "/users/@me/guilds", self.get_my_guilds)
        a("POST", "/users/@me/channels", self.create_dm)
        a("GET", "/applications/@me", self.get_application)
        a("GET", "/oauth2/applications/@me", self.get_application)
        self.app_emojis = ApplicationEmojis(self)
        self.app_emojis.register()

        for prefix in (
            "/applications/{application_id}",
            "/applications/{application_id}/guilds/{guild_id}",
        ):
            a("GET", prefix + "/commands", self.list_commands)
            a("PUT", prefix + "/commands", self.overwrite_commands)
            a("POST", prefix + "/commands", self.create_command)
            a("GET", prefix + "/commands/{command_id}", self.get_command)
            a("PATCH", prefix + "/commands/{command_id}", self.edit_command)
            a("DELETE", prefix + "/commands/{command_id}", self.delete_command)

        a(
            "POST",
            "/interactions/{interaction_id}/{interaction_token}/callback",
            self.interaction_callback,
            anonymous=True,
        )
        hook = "/webhooks/{webhook_id}/{webhook_token}"
        a("POST", hook, self.create_followup, anonymous=True)
        for suffix in ("/messages/@original", "/messages/{message_id}"):
            a("GET", hook + suffix, self.get_webhook_message, anonymous=True)
            a("PATCH", hook + suffix, self.edit_webhook_message, anonymous=True)
            a("DELETE", hook + suffix, self.delete_webhook_message, anonymous=True)

        ch = "/channels/{channel_id}"
        a("GET", ch, self.get_channel)
        a("PATCH", ch, self.edit_channel)
        a("DELETE", ch, self.delete_channel)
        a("GET", ch + "/messages", self.list_messages)
        a("POST", ch + "/messages", self.create_message)
        a("POST", ch + "/messages/bulk-delete", self.bulk_delete)
        a("GET", ch + "/messages/{message_id}", self.get_message)
        a("PATCH", ch + "/messages/{message_id}", self.edit_message)
        a("DELETE", ch + "/messages/{message_id}", self.delete_message)
        a("POST", ch + "/typing", self.typing)
        react = ch + "/messages/{message_id}/reactions"
        a("PUT", react + "/{emoji_name}/@me", self.add_reaction)
        a("DELETE", react + "/{emoji_name}/@me", self.remove_own_reaction)
        a("DELETE", react + "/{emoji_name}/{user_id}", self.remove_user_reaction)
        a("GET", react + "/{emoji_name}", self.list_reactions)
        a("DELETE", react + "/{emoji_name}", self.clear_emoji_reactions)
        a("DELETE", react, self.clear_reactions)
        a("GET", ch + "/messages/pins", self.list_pins)
        a("PUT", ch + "/messages/pins/{message_id}", self.pin)
        a("DELETE", ch + "/messages/pins/{message_id}", self.unpin)
        a("GET", ch + "/pins", self.list_pins_legacy)
        a("PUT", ch + "/pins/{message_id}", self.pin)
        a("DELETE", ch + "/pins/{message_id}", self.unpin)
        a("POST", ch + "/threads", self.create_thread)
        a("POST", ch + "/messages/{message_id}/threads", self.create_thread_from_message)
        a("GET", ch + "/thread-members", self.list_thread_members)
        a("PUT", ch + "/thread-members/@me", self.join_thread)
        a("DELETE", ch + "/thread-members/@me", self.leave_thread)
        a("GET", ch + "/thread-members/{user_id}", self.get_thread_member)
        a("PUT", ch + "/thread-members/{user_id}", self.add_thread_member)
        a("DELETE", ch + "/thread-members/{user_id}", self.remove_thread_member)

        g = "/guilds/{guild_id}"
        a("GET", g, self.get_guild)
        a("GET", g + "/channels", self.list_guild_channels)
        a("POST", g + "/channels", self.create_guild_channel)
        a("GET", g + "/members", self.list_members)
        a("GET", g + "/members/{user_id}", self.get_member)
        a("GET", g + "/roles", self.list_roles)
        a("GET", g + "/threads/active", self.active_threads)

    # ----------------------------------------------------------------------------------
    # request pipeline
    # ----------------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        raw_path = request.rel_url.raw_path
        method = request.method.upper()
        sub = raw_path[len(API_PREFIX) :] if raw_path.startswith(API_PREFIX) else None
        record = RequestRecord(
            method=method,
            path=sub if sub is not None else raw_path,
            query=dict(request.query),
            json=None,
            files=[],
            at=self.state.now(),
        )
        self.state.requests.append(record)
        body: Any = None
        operation: Operation | None = None
        admitted: Admission | None = None
        fault: int | None = None
        try:
            if sub is None:
                raise ApiError(404, 0, "404: Not Found", violation="unknown_route")
            body, files, content_type = await self._read_body(request)
            record.json = body
            record.files = files

            found = self.routes.match(sub)
            entry = found[2] if found else None
            params = {k: unquote(v) for k, v in (found[1] if found else {}).items()}
            if self.spec is not None:
                operation, _spec_params, path_known = self.spec.find(method, sub)
            else:
                path_known = False
            handler_info = entry.handlers.get(method) if entry else None
            if handler_info is None:
                if entry is not None or path_known:
                    spec_note = (
                        "Discord has this operation but the double does not implement it"
                        if operation is not None
                        else "method not allowed on this route"
                    )
                    raise ApiError(
                        405 if operation is None else 404,
                        0,
                        "405: Method Not Allowed" if operation is None else "404: Not Found",
                        violation="unsupported" if operation is not None else "unknown_route",
                        details=[spec_note],
                    )
                raise ApiError(404, 0, "404: Not Found", violation="unknown_route")
            assert found is not None
            record.route = found[0]
            handler, anonymous = handler_info

            self._authenticate(request, anonymous)
            fault = self.random_faults.draw(method, sub) if self.random_faults else None
            if fault == 429:
                limited = self._too_many(
                    method, found[0], self.random_faults.retry_after, False, "user"
                )
                record.rate_limited = True
                record.status = limited.status
                return limited
            if fault is None:
                fault = self._server_error(method, sub)
            if fault == CUT:
                record.status = CUT
                return _cut(request)
            if fault is not None and fault != ANSWER_LOST:
                record.status = fault
                return json_response({"message": "Server error", "code": 0}, fault)
            refused = self._injected_rate_limit(method, found[0], sub)
            if refused is None:
                admitted = self.rate.admit(method, found[0], params, record)
                refused = admitted.response
                if refused is not None:
                    self.state.rate_limit_hits += 1
                    self.state.touch()
            if refused is not None:
                record.rate_limited = True
                record.status = refused.status
                return refused

            if self.spec is not None:
                if operation is None:
                    self.state.violate(
                        "spec",
                        f"{method} {found[0]} is not an operation in Discord's OpenAPI description",
                        method=method,
                        path=sub,
                    )
                else:
                    self._validate(operation, params, request, body, content_type)

            ctx = Ctx(request, method, sub, params, request.query, body, files)
            result = await handler(ctx)
            if isinstance(result, Reply):
                status, payload = result.status, result.body
            else:
                status, payload = 200, result
            response = web.Response(status=204) if status == 204 else json_response(payload, status)
            if self.check_responses and operation is not None and status != 204:
                for problem in operation.validate_response(status, payload):
                    self.state.response_schema_errors.append(
                        f"{method} {found[0]} -> {status}: {problem}"
                    )
        except ApiError as err:
            if err.violation is not None:
                self.state.violate(
                    err.violation,
                    f"{err.status} {err.message}",
                    method=method,
                    path=record.path,
                    body=body,
                    status=err.status,
                    details=err.details,
                )
            response = json_response(err.body(), err.status)
        except Exception as exc:  # a bug in the double itself: make it loud, avoid 5xx retries
            log.exception("discord double failed on %s %s", method, raw_path)
            self.state.violate(
                "double_bug",
                f"the double crashed handling this request: {exc!r}",
                method=method,
                path=record.path,
                body=body,
                details=traceback.format_exception(exc)[-3:],
            )
            response = json_response({"message": f"double internal error: {exc!r}", "code": 0}, 400)
        if admitted is not None:
            self.rate.add_headers(response, admitted)
        response.headers["Via"] = "1.1 google"
        record.status = response.status
        self.state.touch()
        if fault == ANSWER_LOST:  # done, but the bot never hears of it
            self.answers_lost.add(record.path)
            return _cut(request)
        return response

    async def _read_body(self, request: web.Request) -> tuple[Any, list[UploadedFile], str]:
        content_type = request.content_type
        if not request.body_exists:
            return None, [], content_type
        if content_type == "multipart/form-data":
            files: list[UploadedFile] = []
            payload: Any = None
            reader = await request.multipart()
            async for part in reader:
                if part is None or not hasattr(part, "read"):
                    continue
                name = part.name or ""
                data = await part.read(decode=False)  # type: ignore[union-attr]
                if name == "payload_json":
                    try:
                        payload = json.loads(bytes(data).decode())
                    except ValueError:
                        raise ApiError(
                            400,
                            50109,
                            "The request body contains invalid JSON.",
                            violation="schema",
                        ) from None
                elif part.filename is not None or name.startswith("file"):
                    files.append(
                        UploadedFile(
                            field_name=name,
                            filename=part.filename or name,
                            content_type=part.headers.get("Content-Type"),
                            data=bytes(data),
                        )
                    )
                else:
                    if payload is None:
                        payload = {}
                    if isinstance(payload, dict):
                        payload[name] = bytes(data).decode()
            return (payload if payload is not None else {}), files, content_type
        raw = await request.read()
        if not raw:
            return None, [], content_type
        if content_type != "application/json":
            raise ApiError(
                400,
                50035,
                f"Unsupported content type {content_type!r}",
                violation="schema",
            )
        try:
            return json.loads(raw), [], content_type
        except ValueError:
            raise ApiError(
                400, 50109, "The request body contains invalid JSON.", violation="schema"
            ) from None

    def _authenticate(self, request: web.Request, anonymous: bool) -> None:
        header = request.headers.get("Authorization")
        if header is None:
            if anonymous:
                return
            raise ApiError(
                401, 0, "401: Unauthorized", violation="auth", details=["no Authorization header"]
            )
        if header != f"Bot {self.state.bot_token}":
            raise ApiError(
                401, 0, "401: Unauthorized", violation="auth", details=["wrong bot token"]
            )

    def _validate(
        self,
        operation: Operation,
        params: dict[str, str],
        request: web.Request,
        body: Any,
        content_type: str,
    ) -> None:
        problems = operation.validate_parameters("path", params)
        problems += operation.validate_parameters("query", request.query)
        if body is not None:
            if not operation.has_body:
                problems.append(
                    _problem("body", f"{operation.operation_id} does not take a request body")
                )
            else:
                problems += operation.validate_body(body, content_type)
        elif operation.body_required:
            problems.append(_problem("body", "a request body is required"))
        if problems:
            raise ApiError(
                400,
                50035,
                "Invalid Form Body",
                errors=problems_to_discord_errors(problems),
                violation="schema",
                details=[f"{operation.operation_id}: {p.describe()}" for p in problems],
            )

    # -- rate limits (Discord's own are modelled in ratelimit.py) ------------------------

    def _server_error(self, method: str, path: str) -> int | None:
        """An injected 5xx (Discord having a bad day) or cut connection (`CUT`,
        `ANSWER_LOST`) for the next matching call: its status."""
        for rule in self.error_rules:
            if rule.remaining > 0 and rule.matches(method, path):
                rule.remaining -= 1
                rule.served += 1
                if rule.remaining <= 0:
                    self.error_rules.remove(rule)
                return rule.status
        return None

    def _injected_rate_limit(self, method: str, template: str, path: str) -> web.Response | None:
        for rule in self.rate_rules:
            if rule.remaining > 0 and rule.matches(method, path):
                rule.remaining -= 1
                rule.served += 1
                if rule.remaining <= 0:
                    self.rate_rules.remove(rule)
                return self._too_many(method, template, rule.retry_after, rule.is_global, "user")
        return None

    def _too_many(
        self, method: str, template: str, retry_after: float, is_global: bool, scope: str
    ) -> web.Response:
        """An injected 429 (``inject_rate_limit``, ``RandomFaults``)."""
        self.state.rate_limit_hits += 1
        response = self.rate.too_many(
            method, template, retry_after, scope="global" if is_global else scope, injected=True
        )
        self.state.touch()
        return response

    # ----------------------------------------------------------------------------------
    # lookups shared by handlers
    # ----------------------------------------------------------------------------------

    def _channel(self, ctx: Ctx, name: str = "channel_id") -> Channel:
        cid = ctx.snowflake(name, missing=_unknown(10003, "Channel"))
        channel = self.state.channels.get(cid)
        if channel is None or channel.deleted:
            raise _unknown(10003, "Channel")
        if channel.is_dm:
            return channel
        perms = self.state.channel_permissions(channel, self.state.bot_user.id)
        if not perms & Permission.VIEW_CHANNEL:
            raise ApiError(403, 50001, "Missing Access")
        return channel

    def _message(self, ctx: Ctx, channel: Channel) -> Message:
        mid = ctx.snowflake("message_id", missing=_unknown(10008, "Message"))
        message = self.state.messages.get(mid)
        if (
            message is None
            or message.deleted
            or message.channel_id != channel.id
            or message.ephemeral
        ):
            raise _unknown(10008, "Message")
        return message

    def _user(self, raw: Any) -> User:
        try:
            user = self.state.users.get(int(raw))
        except (TypeError, ValueError):
            user = None
        if user is None:
            raise _unknown(10013, "User")
        return user

    def _guild(self, ctx: Ctx) -> Guild:
        gid = ctx.snowflake("guild_id", missing=_unknown(10004, "Guild"))
        guild = self.state.guilds.get(gid)
        if guild is None:
            raise _unknown(10004, "Guild")
        return guild

    def _require(self, channel: Channel, permission: int, what: str) -> None:
        if channel.is_dm:
            return
        perms = self.state.channel_permissions(channel, self.state.bot_user.id)
        if not perms & permission:
            self.state.forbidden.append(f"{what} in channel {channel.id}")
            raise ApiError(403, 50013, "Missing Permissions")

    # ----------------------------------------------------------------------------------
    # gateway / users / application
    # ----------------------------------------------------------------------------------

    async def get_gateway(self, ctx: Ctx) -> Any:
        return {"url": self.hub.gateway_url}

    async def get_gateway_bot(self, ctx: Ctx) -> Any:
        return {
            "url": self.hub.gateway_url,
            "shards": self.state.recommended_shards,
            "session_start_limit": {
                "total": 1000,
                "remaining": max(1000 - self.hub.identify_count, 0),
                "reset_after": 86_400_000,
                "max_concurrency": 1,
            },
        }

    async def get_me(self, ctx: Ctx) -> Any:
        return self.state.me_payload()

    async def get_user(self, ctx: Ctx) -> Any:
        return self.state.user_payload(self._user(ctx.params["user_id"]))

    async def get_my_guilds(self, ctx: Ctx) -> Any:
        out = []
        for guild in self.state.guilds.values():
            out.append(
                {
                    "id": str(guild.id),
                    "name": guild.name,
                    "icon": None,
                    "banner": None,
                    "owner": False,
                    "permissions": str(self.state.base_permissions(guild, self.state.bot_user.id)),
                    "features": [],
                }
            )
        return out

    async def create_dm(self, ctx: Ctx) -> Any:
        body = ctx.obj()
        user = self._user(body.get("recipient_id"))
        if user.bot and user.id == self.state.bot_user.id:
            raise invalid_form_body(
                ["recipient_id: cannot open a DM with yourself"], kind="protocol"
            )
        channel = self.state.dm_channel(user)
        assert channel is not None
        return self.state.channel_payload(channel)

    async def get_application(self, ctx: Ctx) -> Any:
        return self.state.application_payload()

    # ----------------------------------------------------------------------------------
    # application commands
    # ----------------------------------------------------------------------------------

    def _command_scope(self, ctx: Ctx) -> int | None:
        app_id = ctx.snowflake("application_id", missing=_unknown(10002, "Application"))
        if app_id != self.state.application_id:
            raise ApiError(
                403, 50001, "Missing Access", violation="protocol", details=["wrong application id"]
            )
        if "guild_id" not in ctx.params:
            return None
        guild = self._guild(ctx)
        return guild.id

    def _command_from_body(
        self, body: dict[str, Any], scope: int | None, existing: dict[str, Any] | None
    ) -> dict[str, Any]:
        command_id = int(existing["id"]) if existing else self.state.ids.next()
        kind = body.get("type") or 1
        dmp = body.get("default_member_permissions")
        command: dict[str, Any] = {
            "id": str(command_id),
            "application_id": str(self.state.application_id),
            "version": str(self.state.ids.next()),
            "default_member_permissions": None if dmp is None else str(dmp),
            "type": kind,
            "name": body.get("name"),
            "name_localizations": body.get("name_localizations"),
            "description": body.get("description") or "",
            "description_localizations": body.get("description_localizations"),
            "nsfw": bool(body.get("nsfw", False)),
        }
        if scope is not None:
            command["guild_id"] = str(scope)
        else:
            contexts = body.get("contexts")
            command["contexts"] = contexts
            command["integration_types"] = body.get("integration_types") or [0]
            if body.get("dm_permission") is not None:
                command["dm_permission"] = body["dm_permission"]
        options = _strip_nulls(body.get("options") or [])
        if options:
            command["options"] = options
        return command

    def _find_command(self, scope: int | None, name: Any, kind: int) -> dict[str, Any] | None:
        for command in self.state.commands.get(scope, {}).values():
            if command["name"] == name and command["type"] == kind:
                return command
        return None

    async def list_commands(self, ctx: Ctx) -> Any:
        scope = self._command_scope(ctx)
        return list(self.state.commands.get(scope, {}).values())

    async def overwrite_commands(self, ctx: Ctx) -> Any:
        scope = self._command_scope(ctx)
        body = ctx.body if ctx.body is not None else []
        if not isinstance(body, list):
            raise invalid_form_body(["_root: expected a list of commands"], kind="schema")
        problems = limits.check_commands(body)
        if problems:
            raise invalid_form_body(problems)
        new: dict[int, dict[str, Any]] = {}
        for item in body:
            existing = self._find_command(scope, item.get("name"), item.get("type") or 1)
            command = self._command_from_body(item, scope, existing)
            new[int(command["id"])] = command
        self.state.commands[scope] = new
        self.state.touch()
        return list(new.values())

    async def create_command(self, ctx: Ctx) -> Any:
        scope = self._command_scope(ctx)
        body = ctx.obj()
        problems = limits.check_commands([body])
        if problems:
            raise invalid_form_body(problems)
        existing = self._find_command(scope, body.get("name"), body.get("type") or 1)
        command = self._command_from_body(body, scope, existing)
        self.state.commands.setdefault(scope, {})[int(command["id"])] = command
        self.state.touch()
        return Reply(200 if existing else 201, command)

    def _command(self, ctx: Ctx) -> tuple[int | None, dict[str, Any]]:
        scope = self._command_scope(ctx)
        cid = ctx.snowflake("command_id", missing=_unknown(10063, "application command"))
        command = self.state.commands.get(scope, {}).get(cid)
        if command is None:
            raise _unknown(10063, "application command")
        return scope, command

    async def get_command(self, ctx: Ctx) -> Any:
        return self._command(ctx)[1]

    async def edit_command(self, ctx: Ctx) -> Any:
        scope, command = self._command(ctx)
        merged = {k: v for k, v in command.items() if k not in ("id", "application_id", "version")}
        merged.update(ctx.obj())
        problems = limits.check_commands([merged])
        if problems:
            raise invalid_form_body(problems)
        updated = self._command_from_body(merged, scope, command)
        self.state.commands[scope][int(updated["id"])] = updated
        self.state.touch()
        return updated

    async def delete_command(self, ctx: Ctx) -> Any:
        scope, command = self._command(ctx)
        del self.state.commands[scope][int(command["id"])]
        self.state.touch()
        return Reply(204)

    # ----------------------------------------------------------------------------------
    # interactions
    # ----------------------------------------------------------------------------------

    async def interaction_callback(self, ctx: Ctx) -> Any:
        iid = ctx.snowflake("interaction_id", missing=_unknown(10062, "interaction", "protocol"))
        inter = self.state.interactions.get(iid)
        if inter is None or inter.token != ctx.params["interaction_token"]:
            raise _unknown(10062, "interaction", "protocol")
        now = self.state.now()
        body = ctx.obj()
        ctype = body.get("type")
        data = body.get("data")
        attempt = CallbackRecord(type=ctype, data=data, at=now)

        if inter.callbacks:
            attempt.accepted = False
            attempt.error = "already acknowledged"
            inter.rejected_callbacks.append(attempt)
            raise ApiError(
                400,
                40060,
                "Interaction has already been acknowledged.",
                # the bot may ask again when the answer to its first one was lost on the way
                violation=None if ctx.path in self.answers_lost else "protocol",
                details=[f"second initial response (type {ctype}) to {inter.describe()}"],
            )
        elapsed = now - inter.created_at
        if elapsed > self.token_lifetime:
            raise _unknown(10062, "interaction", "protocol")
        if elapsed > self.interaction_deadline:
            if not inter.late:
                inter.late = True
                self.state.late_interactions.append(inter)
            if self.reject_late_interactions:
                attempt.accepted = False
                attempt.error = f"answered after {elapsed:.2f}s"
                inter.rejected_callbacks.append(attempt)
                raise ApiError(404, 10062, "Unknown interaction")
        if ctype not in ALLOWED_CALLBACKS.get(inter.type, set()):
            raise invalid_form_body(
                [f"type: callback type {ctype} cannot answer a {inter.describe()} interaction"],
                kind="protocol",
            )

        message: Message | None = None
        source = inter.source_message
        if (
            ctype in (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE)
            and source is None
        ):
            raise invalid_form_body(
                ["type: update responses need an interaction that came from a message"],
                kind="protocol",
            )
        if ctype == CallbackType.CHANNEL_MESSAGE:
            message = self._interaction_message(inter, data or {}, ctx.files, loading=False)
        elif ctype == CallbackType.DEFERRED_CHANNEL_MESSAGE:
            message = self._interaction_message(inter, data or {}, [], loading=True)
        elif ctype == CallbackType.DEFERRED_UPDATE_MESSAGE:
            assert source is not None
            inter.original_message_id = source.id
        elif ctype == CallbackType.UPDATE_MESSAGE:
            assert source is not None
            message = source
            if data:
                self._edit(message, data, ctx.files, interaction=True)
            inter.original_message_id = source.id
        elif ctype == CallbackType.AUTOCOMPLETE_RESULT:
            problems = limits.check_autocomplete(data or {}, _focused_type(inter))
            if problems:
                raise invalid_form_body(problems)
        elif ctype == CallbackType.MODAL:
            problems = limits.check_modal(data or {})
            if problems:
                raise invalid_form_body(problems)

        inter.callbacks.append(attempt)
        inter._responded.set()
        self.state.touch()

        if not ctx.flag("with_response"):
            return Reply(204)
        info: dict[str, Any] = {"id": str(inter.id), "type": inter.type}
        if message is not None:
            info["response_message_id"] = str(message.id)
            info["response_message_loading"] = message.loading
            info["response_message_ephemeral"] = message.ephemeral
        result: dict[str, Any] = {"interaction": info}
        if message is not None and ctype in (
            CallbackType.CHANNEL_MESSAGE,
            CallbackType.UPDATE_MESSAGE,
        ):
            result["resource"] = {"type": ctype, "message": self.state.message_payload(message)}
        return result

    def _interaction_message(
        self, inter: Interaction, data: dict[str, Any], files: list[UploadedFile], *, loading: bool
    ) -> Message:
        flags = data.get("flags") or 0
        channel = self.state.channels[inter.channel_id]
        if not loading:
            problems = limits.check_message(data, interaction=True, has_files=bool(files))
            if problems:
                raise invalid_form_body(problems)
            if _is_empty(data, files):
                raise ApiError(400, 50006, "Cannot send an empty message", violation="protocol")
        msg_type = 20 if inter.type == InteractionType.APPLICATION_COMMAND else 0
        message = self.state.new_message(
            channel,
            self.state.bot_user,
            type=msg_type,
            interaction_id=inter.id,
            webhook_id=self.state.application_id,
            origin="interaction",
        )
        message.flags = flags & MessageFlag.EPHEMERAL
        if loading:
            message.flags |= MessageFlag.LOADING
        if message.ephemeral:
            message.visible_to = inter.user.id
        if not loading:
            problems = self.state.apply_message_body(message, data, files, creating=True)
            if problems:
                raise invalid_form_body(problems, kind="protocol")
            self._check_attachment_refs(message)
        inter.original_message_id = message.id
        self.state.record_message(message)
        self.state.publish_create(message)
        return message

    def _check_attachment_refs(self, message: Message) -> None:
        missing = self.state.unresolved_attachment_refs(message)
        if missing:
            self.state.violate(
                "content",
                f"message {message.id} shows files that were not uploaded: {missing}",
            )

    def _edit(
        self,
        message: Message,
        body: dict[str, Any],
        files: list[UploadedFile],
        *,
        interaction: bool,
    ) -> None:
        body = dict(body)
        if body.get("flags") is not None:
            body["flags"] = int(body["flags"]) & ~(MessageFlag.EPHEMERAL | MessageFlag.LOADING)
        problems = limits.check_message(
            body, interaction=interaction, is_edit=True, existing_flags=message.flags
        )
        if problems:
            raise invalid_form_body(problems)
        was_loading = message.loading
        before = message.snapshot()
        self.state.begin_edit(message)
        problems = self.state.apply_message_body(message, body, files, creating=False)
        if not problems and _is_empty_message(message):
            _restore(message, before)
            message.history.pop()
            raise ApiError(400, 50006, "Cannot send an empty message", violation="protocol")
        if problems:
            _restore(message, before)
            message.history.pop()
            raise invalid_form_body(problems, kind="protocol")
        if was_loading:
            message.flags &= ~MessageFlag.LOADING
            message.history.pop()  # the "thinking" placeholder is not a real version
        self._check_attachment_refs(message)
        self.state.finish_edit(message)

    def _webhook_interaction(self, ctx: Ctx) -> Interaction:
        app_id = ctx.snowflake("webhook_id", missing=_unknown(10015, "Webhook", "protocol"))
        inter = self.state.interactions_by_token.get(ctx.params["webhook_token"])
        if app_id != self.state.application_id or inter is None:
            raise _unknown(10015, "Webhook", "protocol")
        if self.state.now() - inter.created_at > self.token_lifetime:
            raise ApiError(401, 50027, "Invalid Webhook Token", violation="protocol")
        return inter

    async def create_followup(self, ctx: Ctx) -> Any:
        inter = self._webhook_interaction(ctx)
        if not inter.acknowledged:
            raise ApiError(
                404,
                10015,
                "Unknown Webhook",
                violation="protocol",
                details=[f"followup sent before the initial response to {inter.describe()}"],
            )
        if inter.response is not None and inter.response.type == CallbackType.AUTOCOMPLETE_RESULT:
            raise ApiError(404, 10015, "Unknown Webhook", violation="protocol")
        body = ctx.obj()
        original = inter.original
        if (
            original is not None
            and original.loading
            and inter.response is not None
            and inter.response.type == CallbackType.DEFERRED_CHANNEL_MESSAGE
        ):
            # Discord turns the first followup after a deferral into the deferred message.
            self._edit(original, body, ctx.files, interaction=True)
            if original.id not in inter.followup_ids:
                inter.followup_ids.append(original.id)
            message = original
        else:
            problems = limits.check_message(body, interaction=True, has_files=bool(ctx.files))
            if problems:
                raise invalid_form_body(problems)
            if _is_empty(body, ctx.files):
                raise ApiError(400, 50006, "Cannot send an empty message", violation="protocol")
            channel = self.state.channels[inter.channel_id]
            message = self.state.new_message(
                channel,
                self.state.bot_user,
                type=20 if inter.type == InteractionType.APPLICATION_COMMAND else 0,
                interaction_id=inter.id,
                webhook_id=self.state.application_id,
                origin="followup",
            )
            message.flags = (body.get("flags") or 0) & MessageFlag.EPHEMERAL
            if message.ephemeral:
                message.visible_to = inter.user.id
            problems = self.state.apply_message_body(message, body, ctx.files, creating=True)
            if problems:
                raise invalid_form_body(problems, kind="protocol")
            self._check_attachment_refs(message)
            inter.followup_ids.append(message.id)
            self.state.record_message(message)
            self.state.publish_create(message)
        self.state.touch()
        if ctx.flag("wait"):
            return self.state.message_payload(message)
        return Reply(204)

    def _webhook_message(self, ctx: Ctx, inter: Interaction) -> Message:
        raw = ctx.params.get("message_id")
        if raw is None:  # @original
            mid = inter.original_message_id
            if mid is None:
                raise ApiError(
                    404,
                    10008,
                    "Unknown Message",
                    violation="protocol",
                    details=[f"{inter.describe()} has no original response message"],
                )
        else:
            mid = ctx.snowflake("message_id", missing=_unknown(10008, "Message", "protocol"))
            if mid != inter.original_message_id and mid not in inter.followup_ids:
                raise _unknown(10008, "Message", "protocol")
        message = self.state.messages.get(mid)
        if message is None or message.deleted:
            raise _unknown(10008, "Message", "protocol")
        return message

    async def get_webhook_message(self, ctx: Ctx) -> Any:
        inter = self._webhook_interaction(ctx)
        return self.state.message_payload(self._webhook_message(ctx, inter))

    async def edit_webhook_message(self, ctx: Ctx) -> Any:
        inter = self._webhook_interaction(ctx)
        message = self._webhook_message(ctx, inter)
        self._edit(message, ctx.obj(), ctx.files, interaction=True)
        return self.state.message_payload(message)

    async def delete_webhook_message(self, ctx: Ctx) -> Any:
        inter = self._webhook_interaction(ctx)
        message = self._webhook_message(ctx, inter)
        if message.id == inter.original_message_id:
            inter.deleted_original = True
        self.state.delete_message(message)
        return Reply(204)

    # ----------------------------------------------------------------------------------
    # channels and messages
    # ----------------------------------------------------------------------------------

    async def get_channel(self, ctx: Ctx) -> Any:
        return self.state.channel_payload(self._channel(ctx))

    async def edit_channel(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        body = ctx.obj()
        if channel.is_dm:
            raise ApiError(
                403, 50003, "Cannot execute action on a DM channel", violation="protocol"
            )
        if channel.is_thread:
            if channel.owner_id != self.state.bot_user.id:
                self._require(channel, Permission.MANAGE_THREADS, "edit thread")
        else:
            self._require(channel, Permission.MANAGE_CHANNELS, "edit channel")
        for key in ("name", "topic", "archived", "locked", "auto_archive_duration", "invitable"):
            if key in body and body[key] is not None:
                setattr(channel, key, body[key])
        if "rate_limit_per_user" in body and body["rate_limit_per_user"] is not None:
            channel.rate_limit_per_user = int(body["rate_limit_per_user"])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self.state.sink.dispatch(
            event,
            self.state.channel_payload(channel),
            guild_id=channel.guild_id,
            intent=Intent.GUILDS,
        )
        self.state.touch()
        return self.state.channel_payload(channel)

    async def delete_channel(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        payload = self.state.channel_payload(channel)
        if channel.is_dm:
            return payload
        if channel.is_thread:
            if channel.owner_id != self.state.bot_user.id:
                self._require(channel, Permission.MANAGE_THREADS, "delete thread")
        else:
            self._require(channel, Permission.MANAGE_CHANNELS, "delete channel")
        channel.deleted = True
        event = "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE"
        data = payload
        if channel.is_thread:
            data = {
                "id": str(channel.id),
                "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id),
                "type": channel.type,
            }
        self.state.sink.dispatch(event, data, guild_id=channel.guild_id, intent=Intent.GUILDS)
        self.state.touch()
        return payload

    async def list_messages(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        self._require(channel, Permission.READ_MESSAGE_HISTORY, "read history")
        limit = int(ctx.query.get("limit", "50"))
        visible = [m for m in self.state.channel_messages(channel.id) if not m.ephemeral]
        before, after, around = (ctx.query.get(k) for k in ("before", "after", "around"))
        if before is not None:
            chosen = [m for m in visible if m.id < int(before)][-limit:]
        elif after is not None:
            chosen = [m for m in visible if m.id > int(after)][:limit]
        elif around is not None:
            pivot = int(around)
            index = next((i for i, m in enumerate(visible) if m.id >= pivot), len(visible))
            start = max(0, index - limit // 2)
            chosen = visible[start : start + limit]
        else:
            chosen = visible[-limit:]
        return [self.state.message_payload(m) for m in reversed(chosen)]

    async def get_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        self._require(channel, Permission.READ_MESSAGE_HISTORY, "read history")
        return self.state.message_payload(self._message(ctx, channel))

    async def create_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        body = ctx.obj()
        if channel.is_dm:
            user = self.state.users.get(channel.recipient_id or 0)
            shares_guild = user is not None and self.state.shares_guild_with_bot(user)
            if user is None or not user.dms_open or user.bot or not shares_guild:
                self.state.blocked_dms.append((channel.recipient_id or 0, body))
                raise ApiError(403, 50007, "Cannot send messages to this user")
        else:
            if channel.is_thread:
                self._require(channel, Permission.SEND_MESSAGES_IN_THREADS, "send in thread")
                if channel.archived and not channel.locked:
                    channel.archived = False  # sending unarchives an unlocked thread
                elif channel.locked:
                    self._require(channel, Permission.MANAGE_THREADS, "send in locked thread")
            else:
                self._require(channel, Permission.SEND_MESSAGES, "send message")
            if ctx.files:
                self._require(channel, Permission.ATTACH_FILES, "attach files")
        problems = limits.check_message(body, interaction=False, has_files=bool(ctx.files))
        if problems:
            raise invalid_form_body(problems)
        if _is_empty(body, ctx.files):
            raise ApiError(400, 50006, "Cannot send an empty message", violation="protocol")

        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            previous = self._nonces.get((channel.id, str(nonce)))
            if previous is not None and previous in self.state.messages:
                return self.state.message_payload(self.state.messages[previous])

        reference = body.get("message_reference")
        msg_type = 0
        if isinstance(reference, dict) and reference.get("type", 0) == 0:
            ref_id = int(reference.get("message_id") or 0)
            ref = self.state.messages.get(ref_id)
            ref_channel = int(reference.get("channel_id") or channel.id)
            if ref is None or ref.deleted or ref.channel_id != ref_channel or ref.ephemeral:
                if reference.get("fail_if_not_exists", True):
                    raise invalid_form_body(
                        ["message_reference: Unknown message"], kind="not_found"
                    )
                reference = None
            else:
                msg_type = 19
                reference = {
                    "type": 0,
                    "message_id": str(ref.id),
                    "channel_id": str(ref.channel_id),
                    **({"guild_id": str(ref.guild_id)} if ref.guild_id else {}),
                }

        message = self.state.new_message(
            channel, self.state.bot_user, type=msg_type, origin="channel"
        )
        message.nonce = nonce
        message.message_reference = reference if isinstance(reference, dict) else None
        problems = self.state.apply_message_body(message, body, ctx.files, creating=True)
        if problems:
            raise invalid_form_body(problems, kind="protocol")
        self._check_attachment_refs(message)
        if nonce is not None:
            self._nonces[(channel.id, str(nonce))] = message.id
        self.state.record_message(message)
        self.state.publish_create(message)
        return self.state.message_payload(message)

    async def edit_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        body = ctx.obj()
        if message.author.id != self.state.bot_user.id:
            if set(body) - {"flags"}:
                raise ApiError(
                    403,
                    50005,
                    "Cannot edit a message authored by another user",
                    violation="protocol",
                )
            self._require(channel, Permission.MANAGE_MESSAGES, "suppress embeds")
        self._edit(message, body, ctx.files, interaction=False)
        return self.state.message_payload(message)

    async def delete_message(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        if message.author.id != self.state.bot_user.id:
            self._require(channel, Permission.MANAGE_MESSAGES, "delete message")
        self.state.delete_message(message)
        return Reply(204)

    async def bulk_delete(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        self._require(channel, Permission.MANAGE_MESSAGES, "bulk delete")
        ids = ctx.obj().get("messages") or []
        if not 2 <= len(ids) <= 100:
            raise invalid_form_body(["messages: must contain 2-100 ids"])
        for raw in ids:
            message = self.state.messages.get(int(raw))
            if message is None or message.channel_id != channel.id or message.deleted:
                raise invalid_form_body([f"messages: unknown message {raw}"], kind="not_found")
        for raw in ids:
            self.state.delete_message(self.state.messages[int(raw)])
        return Reply(204)

    async def typing(self, ctx: Ctx) -> Any:
        self._channel(ctx)
        return Reply(204)

    # -- reactions ---------------------------------------------------------------------

    def _reaction_target(self, ctx: Ctx) -> tuple[Channel, Message, str]:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        emoji = unquote(ctx.params["emoji_name"])
        return channel, message, emoji

    def _publish_reaction(
        self, event: str, channel: Channel, message: Message, user_id: int, emoji: str
    ) -> None:
        data: dict[str, Any] = {
            "user_id": str(user_id),
            "channel_id": str(channel.id),
            "message_id": str(message.id),
            "emoji": emoji_payload(emoji),
            "burst": False,
            "type": 0,
        }
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
            data["message_author_id"] = str(message.author.id)
        intent = (
            Intent.DIRECT_MESSAGE_REACTIONS if channel.is_dm else Intent.GUILD_MESSAGE_REACTIONS
        )
        self.state.sink.dispatch(event, data, guild_id=channel.guild_id, intent=intent)

    async def add_reaction(self, ctx: Ctx) -> Any:
        channel, message, emoji = self._reaction_target(ctx)
        users = message.reactions.setdefault(emoji, [])
        if not users:
            self._require(channel, Permission.ADD_REACTIONS, "add reaction")
        if self.state.bot_user.id not in users:
            users.append(self.state.bot_user.id)
            self._publish_reaction(
                "MESSAGE_REACTION_ADD", channel, message, self.state.bot_user.id, emoji
            )
        self.state.touch()
        return Reply(204)

    async def remove_own_reaction(self, ctx: Ctx) -> Any:
        channel, message, emoji = self._reaction_target(ctx)
        users = message.reactions.get(emoji, [])
        if self.state.bot_user.id in users:
            users.remove(self.state.bot_user.id)
            self._publish_reaction(
                "MESSAGE_REACTION_REMOVE", channel, message, self.state.bot_user.id, emoji
            )
        self.state.touch()
        return Reply(204)

    async def remove_user_reaction(self, ctx: Ctx) -> Any:
        channel, message, emoji = self._reaction_target(ctx)
        self._require(channel, Permission.MANAGE_MESSAGES, "remove reaction")
        user_id = ctx.snowflake("user_id", missing=_unknown(10013, "User"))
        users = message.reactions.get(emoji, [])
        if user_id in users:
            users.remove(user_id)
            self._publish_reaction("MESSAGE_REACTION_REMOVE", channel, message, user_id, emoji)
        self.state.touch()
        return Reply(204)

    async def list_reactions(self, ctx: Ctx) -> Any:
        _, message, emoji = self._reaction_target(ctx)
        return [
            self.state.user_payload(self.state.users[u]) for u in message.reactions.get(emoji, [])
        ]

    async def clear_emoji_reactions(self, ctx: Ctx) -> Any:
        channel, message, emoji = self._reaction_target(ctx)
        self._require(channel, Permission.MANAGE_MESSAGES, "clear reactions")
        message.reactions.pop(emoji, None)
        self.state.touch()
        return Reply(204)

    async def clear_reactions(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        self._require(channel, Permission.MANAGE_MESSAGES, "clear reactions")
        message.reactions.clear()
        self.state.touch()
        return Reply(204)

    # -- pins --------------------------------------------------------------------------

    async def list_pins(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        pinned = [m for m in self.state.channel_messages(channel.id) if m.pinned]
        return {
            "items": [
                {"pinned_at": _iso_now(), "message": self.state.message_payload(m)}
                for m in reversed(pinned)
            ],
            "has_more": False,
        }

    async def list_pins_legacy(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        pinned = [m for m in self.state.channel_messages(channel.id) if m.pinned]
        return [self.state.message_payload(m) for m in reversed(pinned)]

    async def pin(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        self._require(channel, Permission.MANAGE_MESSAGES, "pin message")
        message.pinned = True
        self.state.publish_update(message)
        self.state.touch()
        return Reply(204)

    async def unpin(self, ctx: Ctx) -> Any:
        channel = self._channel(ctx)
        message = self._message(ctx, channel)
        self._require(channel, Permission.MANAGE_MESSAGES, "unpin message")
        message.pinned = False
        self.state.publish_update(message)
        self.state.touch()
        return Reply(204)

    # -- threads -----------------------------------------------------------------------

    def _new_thread(
        self, parent: Channel, body: dict[str, Any], *, kind: int, thread_id: int | None = None
    ) -> Channel:
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise invalid_form_body(["name: must be 1-100 characters"])
        thread = Channel(
            id=thread_id if thread_id is not None else self.state.ids.next(),
            type=kind,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.state.bot_user.id,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            invitable=bool(body.get("invitable", True)),
            rate_limit_per_user=int(body.get("rate_limit_per_user") or 0),
        )
        thread.thread_member_ids.add(self.state.bot_user.id)
        self.state.channels[thread.id] = thread
        self.state.channel_message_ids.setdefault(thread.id, [])
        assert parent.guild_id is not None
        self.state.guilds[parent.guild_id].channel_ids.append(thread.id)
        payload = self.state.channel_payload(thread)
        payload["newly_created"] = True
        self.state.sink.dispatch(
            "THREAD_CREATE", payload, guild_id=thread.guild_id, intent=Intent.GUILDS
        )
        self.state.touch()
        return thread

    def _thread_parent(self, ctx: Ctx) -> Channel:
        parent = self._channel(ctx)
        if parent.type not in (
            ChannelType.GUILD_TEXT,
            ChannelType.GUILD_ANNOUNCEMENT,
            ChannelType.GUILD_FORUM,
        ):
            raise ApiError(
                400, 50024, "Cannot execute action on this channel type", violation="protocol"
            )
        return parent

    async def create_thread(self, ctx: Ctx) -> Any:
        parent = self._thread_parent(ctx)
        body = ctx.obj()
        kind = int(body.get("type") or ChannelType.PRIVATE_THREAD)
        if parent.type == ChannelType.GUILD_FORUM:
            kind = ChannelType.PUBLIC_THREAD
        if kind not in ChannelType.THREADS:
            raise invalid_form_body([f"type: {kind} is not a thread type"])
        self._require(
            parent,
            Permission.CREATE_PRIVATE_THREADS if kind == 12 else Permission.CREATE_PUBLIC_THREADS,
            "create thread",
        )
        thread = self._new_thread(parent, body, kind=kind)
        payload = self.state.channel_payload(thread)
        starter = body.get("message")
        if isinstance(starter, dict):
            message = self.state.new_message(thread, self.state.bot_user, origin="channel")
            problems = self.state.apply_message_body(message, starter, ctx.files, creating=True)
            if problems:
                raise invalid_form_body(problems, kind="protocol")
            self.state.record_message(message)
            self.state.publish_create(message)
            payload["message"] = self.state.message_payload(message)
        return Reply(201, payload)

    async def create_thread_from_message(self, ctx: Ctx) -> Any:
        parent = self._thread_parent(ctx)
        message = self._message(ctx, parent)
        self._require(parent, Permission.CREATE_PUBLIC_THREADS, "create thread")
        if any(c.id == message.id for c in self.state.channels.values()):
            raise ApiError(
                400,
                160004,
                "A thread has already been created for this message",
                violation="protocol",
            )
        kind = (
            ChannelType.ANNOUNCEMENT_THREAD if parent.type == ChannelType.GUILD_ANNOUNCEMENT else 11
        )
        thread = self._new_thread(parent, ctx.obj(), kind=kind, thread_id=message.id)
        return Reply(201, self.state.channel_payload(thread))

    def _thread(self, ctx: Ctx) -> Channel:
        channel = self._channel(ctx)
        if not channel.is_thread:
            raise ApiError(
                400, 50024, "Cannot execute action on this channel type", violation="protocol"
            )
        return channel

    def _thread_member_payload(self, thread: Channel, user_id: int) -> dict[str, Any]:
        return {
            "id": str(thread.id),
            "user_id": str(user_id),
            "join_timestamp": _iso_now(),
            "flags": 0,
        }

    def _thread_members_update(self, thread: Channel, added: list[int], removed: list[int]) -> None:
        data: dict[str, Any] = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "member_count": len(thread.thread_member_ids),
        }
        if added:
            data["added_members"] = [self._thread_member_payload(thread, u) for u in added]
        if removed:
            data["removed_member_ids"] = [str(u) for u in removed]
        self.state.sink.dispatch(
            "THREAD_MEMBERS_UPDATE", data, guild_id=thread.guild_id, intent=Intent.GUILD_MEMBERS
        )
        self.state.touch()

    async def list_thread_members(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        return [self._thread_member_payload(thread, u) for u in sorted(thread.thread_member_ids)]

    async def join_thread(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        thread.thread_member_ids.add(self.state.bot_user.id)
        self._thread_members_update(thread, [self.state.bot_user.id], [])
        return Reply(204)

    async def leave_thread(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        thread.thread_member_ids.discard(self.state.bot_user.id)
        self._thread_members_update(thread, [], [self.state.bot_user.id])
        return Reply(204)

    async def get_thread_member(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user_id = ctx.snowflake("user_id", missing=_unknown(10013, "User"))
        if user_id not in thread.thread_member_ids:
            raise _unknown(10007, "Member")
        return self._thread_member_payload(thread, user_id)

    async def add_thread_member(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user = self._user(ctx.params["user_id"])
        guild = self.state.guilds[thread.guild_id or 0]
        if user.id not in guild.members:
            raise _unknown(10007, "Member")
        if thread.archived:
            raise ApiError(400, 50083, "Thread is archived", violation="protocol")
        thread.thread_member_ids.add(user.id)
        self._thread_members_update(thread, [user.id], [])
        return Reply(204)

    async def remove_thread_member(self, ctx: Ctx) -> Any:
        thread = self._thread(ctx)
        user = self._user(ctx.params["user_id"])
        thread.thread_member_ids.discard(user.id)
        self._thread_members_update(thread, [], [user.id])
        return Reply(204)

    # ----------------------------------------------------------------------------------
    # guilds
    # ----------------------------------------------------------------------------------

    async def get_guild(self, ctx: Ctx) -> Any:
        return self.state.guild_payload(self._guild(ctx), with_counts=ctx.flag("with_counts"))

    async def list_guild_channels(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        return [
            self.state.channel_payload(self.state.channels[c])
            for c in guild.channel_ids
            if not self.state.channels[c].is_thread and not self.state.channels[c].deleted
        ]

    async def create_guild_channel(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        if (
            not self.state.base_permissions(guild, self.state.bot_user.id)
            & Permission.MANAGE_CHANNELS
        ):
            self.state.forbidden.append(f"create channel in guild {guild.id}")
            raise ApiError(403, 50013, "Missing Permissions")
        body = ctx.obj()
        channel = self.state.new_channel(
            type=int(body.get("type") or 0),
            name=body.get("name"),
            guild_id=guild.id,
            parent_id=int(body["parent_id"]) if body.get("parent_id") else None,
            topic=body.get("topic"),
            permission_overwrites=[
                {
                    "id": str(o["id"]),
                    "type": int(o.get("type", 0)),
                    "allow": str(o.get("allow", 0)),
                    "deny": str(o.get("deny", 0)),
                }
                for o in body.get("permission_overwrites") or []
            ],
            position=len(guild.channel_ids),
        )
        self.state.sink.dispatch(
            "CHANNEL_CREATE",
            self.state.channel_payload(channel),
            guild_id=guild.id,
            intent=Intent.GUILDS,
        )
        self.state.touch()
        return Reply(201, self.state.channel_payload(channel))

    async def list_members(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        limit = int(ctx.query.get("limit", "1"))
        after = int(ctx.query.get("after", "0"))
        members = sorted(
            (m for m in guild.members.values() if m.user_id > after), key=lambda m: m.user_id
        )
        return [self.state.member_payload(m) for m in members[:limit]]

    async def get_member(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        user_id = ctx.snowflake("user_id", missing=_unknown(10013, "User"))
        member = guild.members.get(user_id)
        if member is None:
            raise _unknown(10007, "Member")
        return self.state.member_payload(member)

    async def list_roles(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        return [self.state.role_payload(r) for r in guild.roles.values()]

    async def active_threads(self, ctx: Ctx) -> Any:
        guild = self._guild(ctx)
        threads = [
            self.state.channels[c]
            for c in guild.channel_ids
            if self.state.channels[c].is_thread
            and not self.state.channels[c].archived
            and not self.state.channels[c].deleted
        ]
        return {
            "threads": [self.state.channel_payload(t) for t in threads],
            "members": [
                self._thread_member_payload(t, self.state.bot_user.id)
                for t in threads
                if self.state.bot_user.id in t.thread_member_ids
            ],
        }


# --------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------


def _problem(location: str, message: str) -> SchemaProblem:
    return SchemaProblem(location, [], message, "BASE_TYPE_REQUIRED")


def _strip_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_strip_nulls(v) for v in value]
    return value


def _is_empty(body: dict[str, Any], files: list[UploadedFile]) -> bool:
    if files:
        return False
    if body.get("content"):
        return False
    for key in ("embeds", "components", "sticker_ids", "attachments"):
        if body.get(key):
            return False
    return not body.get("poll")


def _restore(message: Message, version: MessageVersion) -> None:
    message.content = version.content
    message.embeds = version.embeds
    message.components = version.components
    message.attachments = version.attachments
    message.flags = version.flags


def _is_empty_message(message: Message) -> bool:
    return not (message.content or message.embeds or message.components or message.attachments)


def _focused_type(inter: Interaction) -> int | None:
    def walk(options: list[dict[str, Any]]) -> int | None:
        for option in options:
            if option.get("focused"):
                return option.get("type")
            found = walk(option.get("options") or [])
            if found is not None:
                return found
        return None

    return walk((inter.payload.get("data") or {}).get("options") or [])


def _iso_now() -> str:
    return iso(utcnow()) or ""


def json_response(payload: Any, status: int = 200) -> web.Response:
    """A JSON answer with the exact ``Content-Type`` Discord uses (discord.py compares it verbatim)."""
    return web.Response(
        body=json.dumps(payload, separators=(",", ":")).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )
