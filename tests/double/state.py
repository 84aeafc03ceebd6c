"""The double's world: entities, messages, interactions and their JSON forms.

:class:`DoubleState` is shared by the REST side, the gateway side and the
test-facing API.  It knows how to turn its records into the JSON objects
Discord would send, and it emits gateway events (through an
:class:`EventSink`) whenever something visible to the bot changes.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import re
import secrets
import time
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from . import layouts
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
    MessageFlag,
    Permission,
    RequestRecord,
    Role,
    SnowflakeFactory,
    UploadedFile,
    User,
    Violation,
    iso,
    iter_components,
    snowflake_time,
    utcnow,
)

R = TypeVar("R")


class Intent:
    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    GUILD_MESSAGE_REACTIONS = 1 << 10
    GUILD_MESSAGE_TYPING = 1 << 11
    DIRECT_MESSAGES = 1 << 12
    DIRECT_MESSAGE_REACTIONS = 1 << 13
    DIRECT_MESSAGE_TYPING = 1 << 14
    MESSAGE_CONTENT = 1 << 15

    PRIVILEGED = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT


class EventSink(Protocol):
    def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        guild_id: int | None = None,
        intent: int | None = None,
        message: Message | None = None,
    ) -> int: ...


class _NullSink:
    def dispatch(self, event: str, data: dict[str, Any], **_: Any) -> int:
        return 0


class ApiError(Exception):
    """An error response Discord would give; ``violation`` marks it as a bot mistake."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        errors: dict[str, Any] | None = None,
        violation: str | None = None,
        details: Iterable[str] = (),
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.violation = violation
        self.details = list(details)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def invalid_form_body(problems: list[str], kind: str = "limits") -> ApiError:
    errors: dict[str, Any] = {}
    for i, problem in enumerate(problems):
        key, _, text = problem.partition(": ")
        if not text:
            key, text = f"_{i}", problem
        node = errors
        for part in key.split("."):
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_INVALID", "message": text})
    return ApiError(
        400, 50035, "Invalid Form Body", errors=errors, violation=kind, details=problems
    )


_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")


class DoubleState:
    """Everything the fake Discord knows."""

    def __init__(self, *, bot_name: str = "TestBot") -> None:
        self.ids = SnowflakeFactory()
        self.application_id = self.ids.next()
        self.bot_user = User(id=self.application_id, username=bot_name, bot=True)
        self.bot_token = (
            f"{secrets.token_urlsafe(18)}.{secrets.token_urlsafe(6)}.{secrets.token_urlsafe(27)}"
        )
        self.public_key = secrets.token_hex(32)
        self.base_url = "http://127.0.0.1:0"
        self.sink: EventSink = _NullSink()

        self.users: dict[int, User] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.channel_message_ids: dict[int, list[int]] = {}
        self.dm_channel_ids: dict[int, int] = {}
        self.attachments: dict[int, Attachment] = {}
        #: guild id (None for global) -> command id -> command object
        self.commands: dict[int | None, dict[int, dict[str, Any]]] = {}
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}

        self.violations: list[Violation] = []
        self.late_interactions: list[Interaction] = []
        self.requests: list[RequestRecord] = []
        self.blocked_dms: list[tuple[int, dict[str, Any]]] = []
        self.response_schema_errors: list[str] = []
        self.forbidden: list[str] = []
        self.rate_limit_hits = 0
        self.recommended_shards = 1

        self.version = 0
        self._changed = asyncio.Event()
        #: one event per channel that somebody waits on, set when a message in it changes
        self._channel_changed: dict[int, asyncio.Event] = {}

    # ----------------------------------------------------------------------------------
    # change tracking
    # ----------------------------------------------------------------------------------

    def touch(self, channel_id: int | None = None) -> None:
        """Wake everything waiting in :meth:`wait_for`, and with `channel_id` whoever waits
        on that channel (:meth:`channel_changed`)."""
        if channel_id is not None:
            waiting = self._channel_changed.pop(channel_id, None)
            if waiting is not None:
                waiting.set()
        self.version += 1
        event, self._changed = self._changed, asyncio.Event()
        event.set()

    def channel_changed(self, channel_id: int) -> asyncio.Event:
        """An event set at the next change of a message in the channel (a post, an edit,
        a deletion, an ephemeral answer): thousands of waiters each wake only for their own
        channel, where :meth:`wait_for` wakes every waiter at every change."""
        event = self._channel_changed.get(channel_id)
        if event is None:
            event = self._channel_changed[channel_id] = asyncio.Event()
        return event

    async def wait_for(self, predicate: Callable[[], R], timeout: float = PATIENCE) -> R:
        """Wait until ``predicate()`` returns something truthy and return it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout}s")
            event = self._changed
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), remaining)

    def violate(self, kind: str, message: str, **kwargs: Any) -> Violation:
        violation = Violation(kind=kind, message=message, **kwargs)
        self.violations.append(violation)
        self.touch()
        return violation

    # ----------------------------------------------------------------------------------
    # entities
    # ----------------------------------------------------------------------------------

    def new_user(self, username: str, **kwargs: Any) -> User:
        user = User(id=self.ids.next(), username=username, **kwargs)
        self.users[user.id] = user
        return user

    def new_guild(self, name: str, owner: User | None, bot_permissions: int) -> Guild:
        guild_id = self.ids.next()
        owner_id = owner.id if owner is not None else self.ids.next()
        guild = Guild(id=guild_id, name=name, owner_id=owner_id)
        guild.roles[guild_id] = Role(
            id=guild_id,
            guild_id=guild_id,
            name="@everyone",
            permissions=Permission.EVERYONE_DEFAULT,
        )
        bot_role = Role(
            id=self.ids.next(),
            guild_id=guild_id,
            name=self.bot_user.username,
            permissions=bot_permissions,
            position=1,
            managed=True,
            bot_id=self.bot_user.id,
        )
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(
            user_id=self.bot_user.id, guild_id=guild_id, roles=[bot_role.id]
        )
        self.guilds[guild_id] = guild
        return guild

    def bot_role(self, guild: Guild) -> Role:
        for role in guild.roles.values():
            if role.bot_id == self.bot_user.id:
                return role
        raise LookupError("bot role missing")

    def new_channel(self, **kwargs: Any) -> Channel:
        channel = Channel(id=self.ids.next(), **kwargs)
        self.channels[channel.id] = channel
        self.channel_message_ids[channel.id] = []
        if channel.guild_id is not None:
            self.guilds[channel.guild_id].channel_ids.append(channel.id)
        return channel

    def dm_channel(self, user: User, *, create: bool = True) -> Channel | None:
        cid = self.dm_channel_ids.get(user.id)
        if cid is not None:
            return self.channels[cid]
        if not create:
            return None
        channel = self.new_channel(type=ChannelType.DM, recipient_id=user.id)
        self.dm_channel_ids[user.id] = channel.id
        return channel

    def shares_guild_with_bot(self, user: User) -> bool:
        return any(user.id in g.members for g in self.guilds.values())

    # ----------------------------------------------------------------------------------
    # permissions
    # ----------------------------------------------------------------------------------

    def base_permissions(self, guild: Guild, user_id: int) -> int:
        if guild.owner_id == user_id:
            return Permission.ALL
        member = guild.members.get(user_id)
        if member is None:
            return 0
        perms = guild.everyone_role.permissions
        for role_id in member.roles:
            role = guild.roles.get(role_id)
            if role is not None:
                perms |= role.permissions
        if perms & Permission.ADMINISTRATOR:
            return Permission.ALL
        return perms

    def channel_permissions(self, channel: Channel, user_id: int) -> int:
        if channel.guild_id is None:
            return Permission.EVERYONE_DEFAULT
        guild = self.guilds[channel.guild_id]
        target = channel
        if channel.is_thread and channel.parent_id in self.channels:
            target = self.channels[channel.parent_id]
        perms = self.base_permissions(guild, user_id)
        if perms == Permission.ALL:
            return perms
        member = guild.members.get(user_id)
        role_ids = set(member.roles) if member else set()
        overwrites = target.permission_overwrites
        for ow in overwrites:
            if int(ow["id"]) == guild.id:
                perms = (perms & ~int(ow.get("deny", 0))) | int(ow.get("allow", 0))
        allow = deny = 0
        for ow in overwrites:
            if int(ow.get("type", 0)) == 0 and int(ow["id"]) in role_ids:
                allow |= int(ow.get("allow", 0))
                deny |= int(ow.get("deny", 0))
        perms = (perms & ~deny) | allow
        for ow in overwrites:
            if int(ow.get("type", 0)) == 1 and int(ow["id"]) == user_id:
                perms = (perms & ~int(ow.get("deny", 0))) | int(ow.get("allow", 0))
        return perms

    # ----------------------------------------------------------------------------------
    # JSON forms
    # ----------------------------------------------------------------------------------

    def user_payload(self, user: User) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(user.id),
            "username": user.username,
            "discriminator": "0",
            "global_name": user.global_name,
            "avatar": user.avatar,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "collectibles": None,
            "primary_guild": None,
        }
        if user.bot:
            payload["bot"] = True
        return payload

    def me_payload(self) -> dict[str, Any]:
        payload = self.user_payload(self.bot_user)
        payload.update(
            {
                "mfa_enabled": False,
                "locale": "en-US",
                "verified": True,
                "email": None,
                "premium_type": 0,
            }
        )
        return payload

    def member_payload(
        self, member: Member, *, with_user: bool = True, permissions: int | None = None
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "flags": 0,
            "joined_at": iso(member.joined_at),
            "nick": member.nick,
            "pending": False,
            "premium_since": None,
            "roles": [str(r) for r in member.roles],
            "mute": False,
            "deaf": False,
        }
        if with_user:
            payload["user"] = self.user_payload(self.users[member.user_id])
        if permissions is not None:
            payload["permissions"] = str(permissions)
        return payload

    def role_payload(self, role: Role) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(role.id),
            "name": role.name,
            "permissions": str(role.permissions),
            "position": role.position,
            "color": role.color,
            "colors": {
                "primary_color": role.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": role.hoist,
            "managed": role.managed,
            "mentionable": role.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }
        if role.bot_id is not None:
            payload["tags"] = {"bot_id": str(role.bot_id)}
        return payload

    def channel_payload(self, channel: Channel, *, for_user: int | None = None) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(channel.id),
            "type": channel.type,
            "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
            "flags": 0,
        }
        if channel.type == ChannelType.DM:
            recipient = self.users[channel.recipient_id] if channel.recipient_id else None
            payload["recipients"] = [self.user_payload(recipient)] if recipient else []
            return payload
        payload.update(
            {
                "guild_id": str(channel.guild_id),
                "name": channel.name,
                "rate_limit_per_user": channel.rate_limit_per_user,
                "parent_id": str(channel.parent_id) if channel.parent_id else None,
            }
        )
        if channel.is_thread:
            payload.update(
                {
                    "owner_id": str(channel.owner_id or self.bot_user.id),
                    "message_count": channel.message_count,
                    "member_count": len(channel.thread_member_ids),
                    "total_message_sent": channel.message_count,
                    "thread_metadata": {
                        "archived": channel.archived,
                        "auto_archive_duration": channel.auto_archive_duration,
                        "archive_timestamp": iso(channel.created_at),
                        "locked": channel.locked,
                        "create_timestamp": iso(channel.created_at),
                        **({"invitable": channel.invitable} if channel.type == 12 else {}),
                    },
                }
            )
        else:
            payload.update(
                {
                    "position": channel.position,
                    "permission_overwrites": copy.deepcopy(channel.permission_overwrites),
                    "nsfw": channel.nsfw,
                }
            )
            if channel.type in (ChannelType.GUILD_TEXT, ChannelType.GUILD_ANNOUNCEMENT):
                payload["topic"] = channel.topic
        if for_user is not None:
            payload["permissions"] = str(self.channel_permissions(channel, for_user))
        return payload

    def guild_payload(self, guild: Guild, *, with_counts: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "description": None,
            "home_header": None,
            "splash": None,
            "discovery_splash": None,
            "features": [],
            "banner": None,
            "owner_id": str(guild.owner_id),
            "application_id": None,
            "region": "deprecated",
            "afk_channel_id": None,
            "afk_timeout": 300,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "widget_enabled": False,
            "widget_channel_id": None,
            "verification_level": 0,
            "roles": [self.role_payload(r) for r in guild.roles.values()],
            "default_message_notifications": 0,
            "mfa_level": 0,
            "explicit_content_filter": 0,
            "max_presences": None,
            "max_members": 500000,
            "max_stage_video_channel_users": 50,
            "max_video_channel_users": 25,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": guild.locale,
            "rules_channel_id": None,
            "safety_alerts_channel_id": None,
            "public_updates_channel_id": None,
            "premium_progress_bar_enabled": False,
            "nsfw": False,
            "nsfw_level": 0,
            "emojis": [],
            "stickers": [],
            "incidents_data": None,
        }
        if with_counts:
            payload["approximate_member_count"] = len(guild.members)
            payload["approximate_presence_count"] = 0
        return payload

    def gateway_guild_payload(self, guild: Guild, *, all_members: bool) -> dict[str, Any]:
        payload = self.guild_payload(guild)
        channels = [self.channels[c] for c in guild.channel_ids if not self.channels[c].deleted]
        bot_member = guild.members[self.bot_user.id]
        members = list(guild.members.values()) if all_members else [bot_member]
        payload.update(
            {
                "joined_at": iso(bot_member.joined_at),
                "large": len(guild.members) > 250,
                "unavailable": False,
                "member_count": len(guild.members),
                "voice_states": [],
                "members": [self.member_payload(m) for m in members],
                "channels": [self.channel_payload(c) for c in channels if not c.is_thread],
                "threads": [
                    self.channel_payload(c) for c in channels if c.is_thread and not c.archived
                ],
                "presences": [],
                "stage_instances": [],
                "guild_scheduled_events": [],
                "soundboard_sounds": [],
                "lazy": True,
                "application_command_counts": {},
            }
        )
        return payload

    def application_payload(self) -> dict[str, Any]:
        owner = self.user_payload(self.owner_user)
        return {
            "id": str(self.application_id),
            "name": self.bot_user.username,
            "icon": None,
            "description": "Application served by the Discord test double",
            "type": None,
            "bot": self.user_payload(self.bot_user),
            "summary": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": self.public_key,
            "flags": 1 << 23,
            "flags_new": str(1 << 23),
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "owner": owner,
            "approximate_guild_count": len(self.guilds),
            "approximate_user_install_count": 0,
            "approximate_user_authorization_count": 0,
            "explicit_content_filter": 0,
            "team": None,
            "eligible_oauth2_scopes": ["bot", "applications.commands"],
            "rpc_origins": [],
            "tags": [],
            "integration_types_config": {"0": {}},
        }

    @property
    def owner_user(self) -> User:
        owner = getattr(self, "_owner", None)
        if owner is None:
            owner = User(id=self.ids.next(), username="app-owner")
            self.users[owner.id] = owner
            self._owner = owner
        return owner

    def attachment_payload(self, attachment: Attachment) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(attachment.id),
            "filename": attachment.filename,
            "size": attachment.size,
            "url": attachment.url,
            "proxy_url": attachment.url,
        }
        if attachment.content_type:
            payload["content_type"] = attachment.content_type
        if attachment.description is not None:
            payload["description"] = attachment.description
        if attachment.title is not None:
            payload["title"] = attachment.title
        if attachment.ephemeral:
            payload["ephemeral"] = True
        return payload

    def message_payload(self, message: Message, *, gateway: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "type": message.type,
            "content": message.content,
            "mentions": [
                self.user_payload(self.users[u]) for u in message.mentions if u in self.users
            ],
            "mention_roles": [str(r) for r in message.mention_roles],
            "attachments": [self.attachment_payload(a) for a in message.attachments],
            "embeds": copy.deepcopy(message.embeds),
            "timestamp": iso(message.created_at),
            "edited_timestamp": iso(message.edited_at),
            "flags": message.flags,
            "components": copy.deepcopy(message.components),
            "id": str(message.id),
            "channel_id": str(message.channel_id),
            "author": self.user_payload(message.author),
            "pinned": message.pinned,
            "mention_everyone": message.mention_everyone,
            "tts": message.tts,
        }
        if message.nonce is not None:
            payload["nonce"] = message.nonce
        if message.webhook_id is not None:
            payload["webhook_id"] = str(message.webhook_id)
        if message.interaction_id is not None:
            payload["application_id"] = str(self.application_id)
            interaction = self.interactions.get(message.interaction_id)
            if interaction is not None:
                payload["interaction_metadata"] = self._interaction_metadata(interaction, message)
                if interaction.type == InteractionType.APPLICATION_COMMAND:
                    payload["interaction"] = {
                        "id": str(interaction.id),
                        "type": interaction.type,
                        "name": (interaction.payload.get("data") or {}).get("name", ""),
                        "user": self.user_payload(interaction.user),
                    }
        if message.message_reference is not None:
            payload["message_reference"] = copy.deepcopy(message.message_reference)
            ref_id = int(message.message_reference.get("message_id", 0) or 0)
            ref = self.messages.get(ref_id)
            if ref is not None and not ref.deleted:
                inner = self.message_payload(ref)
                inner.pop("referenced_message", None)
                payload["referenced_message"] = inner
            else:
                payload["referenced_message"] = None
        if message.reactions:
            payload["reactions"] = [
                {
                    "count": len(users),
                    "count_details": {"burst": 0, "normal": len(users)},
                    "me": self.bot_user.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                    "emoji": emoji_payload(emoji),
                }
                for emoji, users in message.reactions.items()
                if users
            ]
        if gateway and message.guild_id is not None:
            payload["guild_id"] = str(message.guild_id)
            guild = self.guilds.get(message.guild_id)
            member = guild.members.get(message.author.id) if guild else None
            if member is not None:
                payload["member"] = self.member_payload(member, with_user=False)
        return payload

    def _interaction_metadata(self, interaction: Interaction, message: Message) -> dict[str, Any]:
        owners = interaction.payload.get("authorizing_integration_owners", {})
        meta: dict[str, Any] = {
            "id": str(interaction.id),
            "type": interaction.type,
            "user": self.user_payload(interaction.user),
            "authorizing_integration_owners": dict(owners),
        }
        if message.origin == "followup" and interaction.original_message_id:
            meta["original_response_message_id"] = str(interaction.original_message_id)
        if interaction.type == InteractionType.MESSAGE_COMPONENT and interaction.source_message_id:
            meta["interacted_message_id"] = str(interaction.source_message_id)
        if interaction.type == InteractionType.MODAL_SUBMIT:
            trigger = self.interactions.get(interaction.trigger_id or 0)
            trigger_meta: dict[str, Any] = {
                "id": str(trigger.id if trigger else interaction.id),
                "type": trigger.type if trigger else InteractionType.APPLICATION_COMMAND,
                "user": self.user_payload(interaction.user),
                "authorizing_integration_owners": dict(owners),
            }
            if trigger is not None and trigger.type == InteractionType.MESSAGE_COMPONENT:
                trigger_meta["interacted_message_id"] = str(trigger.source_message_id)
            meta["triggering_interaction_metadata"] = trigger_meta
        return meta

    # ----------------------------------------------------------------------------------
    # messages
    # ----------------------------------------------------------------------------------

    def channel_messages(self, channel_id: int, *, include_deleted: bool = False) -> list[Message]:
        out = []
        for mid in self.channel_message_ids.get(channel_id, []):
            message = self.messages[mid]
            if message.deleted and not include_deleted:
                continue
            out.append(message)
        return out

    def attachment_url(self, channel_id: int, attachment_id: int, filename: str) -> str:
        return f"{self.base_url}/attachments/{channel_id}/{attachment_id}/{filename}"

    def apply_message_body(
        self,
        message: Message,
        body: dict[str, Any],
        files: list[UploadedFile],
        *,
        creating: bool,
    ) -> list[str]:
        """Copy the message fields of a request body onto ``message``.

        Returns problems Discord would reject the request for (unknown attachment
        references and the like); the message is left untouched in that case.
        """
        problems: list[str] = []
        files_by_index: dict[int, UploadedFile] = {}
        for upload in files:
            match = re.fullmatch(r"files\[(\d+)\]", upload.field_name) or re.fullmatch(
                r"file(\d*)", upload.field_name
            )
            index = int(match.group(1) or 0) if match else len(files_by_index)
            files_by_index[index] = upload

        new_attachments: list[Attachment] | None = None
        if "attachments" in body and body["attachments"] is not None:
            kept: list[Attachment] = []
            used: set[int] = set()
            existing = {a.id: a for a in message.attachments}
            for i, entry in enumerate(body["attachments"]):
                if not isinstance(entry, dict) or "id" not in entry:
                    problems.append(f"attachments.{i}.id: this field is required")
                    continue
                try:
                    ref = int(entry["id"])
                except (TypeError, ValueError):
                    problems.append(f"attachments.{i}.id: not a valid id")
                    continue
                if ref in existing:
                    attachment = existing[ref]
                    if "description" in entry:
                        attachment.description = entry["description"]
                    kept.append(attachment)
                elif ref in files_by_index:
                    used.add(ref)
                    kept.append(self._new_attachment(message, files_by_index[ref], entry))
                else:
                    problems.append(
                        f"attachments.{i}.id: {ref} matches neither an uploaded file nor an "
                        "attachment of this message"
                    )
            for index, upload in sorted(files_by_index.items()):
                if index not in used:
                    kept.append(self._new_attachment(message, upload, {}))
            new_attachments = kept
        elif files_by_index:
            base = [] if creating else list(message.attachments)
            new_attachments = base + [
                self._new_attachment(message, upload, {})
                for _, upload in sorted(files_by_index.items())
            ]
        if new_attachments is not None and len(new_attachments) > 10:
            problems.append("attachments: at most 10 attachments per message")
        if problems:
            return problems

        attachments = new_attachments if new_attachments is not None else message.attachments
        if "content" in body:
            message.content = body["content"] or ""
        if "embeds" in body:
            message.embeds = [self._normalize_embed(e, attachments) for e in body["embeds"] or []]
        elif new_attachments is not None:
            message.embeds = [self._normalize_embed(e, attachments) for e in message.embeds]
        if "components" in body:
            message.components = normalize_components(body["components"] or [])
        if body.get("flags") is not None:
            keep = message.flags & (MessageFlag.EPHEMERAL | MessageFlag.LOADING)
            message.flags = int(body["flags"]) | keep
        if creating and body.get("tts"):
            message.tts = True
        if new_attachments is not None:
            message.attachments = new_attachments
            for attachment in new_attachments:
                self.attachments[attachment.id] = attachment
        if message.flags & MessageFlag.IS_COMPONENTS_V2:
            # a V2 message's text is its text displays; its pictures are named in them
            layouts.resolve(message.components, message.attachments)
            if "components" in body:
                self._set_mentions(message, "\n".join(layouts.texts(message.components)), body)
        elif "content" in body:
            self._set_mentions(message, message.content, body)
        return []

    def _set_mentions(self, message: Message, text: str, body: dict[str, Any]) -> None:
        message.mentions = [int(u) for u in _MENTION.findall(text) if int(u) in self.users]
        message.mention_roles = [int(r) for r in _ROLE_MENTION.findall(text)]
        message.mention_everyone = "@everyone" in text and _allows_everyone(body)

    def unresolved_attachment_refs(self, message: Message) -> list[str]:
        names = {a.filename for a in message.attachments}
        # resolved media carry the attachment's address; a name left is one that matched none
        missing = [layouts.ATTACHMENT + n for n in layouts.attachment_refs(message.components)]
        for embed in message.embeds:
            for ref in _embed_urls(embed):
                if ref.startswith("attachment://") and ref[len("attachment://") :] not in names:
                    missing.append(ref)
        return missing

    def _new_attachment(
        self, message: Message, upload: UploadedFile, entry: dict[str, Any]
    ) -> Attachment:
        attachment_id = self.ids.next()
        filename = entry.get("filename") or upload.filename or "unknown"
        return Attachment(
            id=attachment_id,
            filename=filename,
            data=upload.data,
            content_type=_guess_type(filename, upload.content_type),
            description=entry.get("description"),
            title=entry.get("title"),
            url=self.attachment_url(message.channel_id, attachment_id, filename),
            ephemeral=message.ephemeral,
        )

    def _normalize_embed(
        self, embed: dict[str, Any], attachments: list[Attachment]
    ) -> dict[str, Any]:
        out = copy.deepcopy(embed)
        out.setdefault("type", "rich")
        by_name = {a.filename: a for a in attachments}
        for key in ("image", "thumbnail"):
            media = out.get(key)
            if isinstance(media, dict) and isinstance(media.get("url"), str):
                url = media["url"]
                if url.startswith("attachment://"):
                    found = by_name.get(url[len("attachment://") :])
                    if found is not None:
                        media["proxy_url"] = found.url
                        media.setdefault(
                            "content_type", found.content_type or "application/octet-stream"
                        )
                media.setdefault("width", 0)
                media.setdefault("height", 0)
        for key in ("author", "footer"):
            sub = out.get(key)
            if isinstance(sub, dict) and isinstance(sub.get("icon_url"), str):
                sub.setdefault("proxy_icon_url", sub["icon_url"])
        for key in [k for k, v in out.items() if v is None]:
            del out[key]
        return out

    def record_message(self, message: Message) -> None:
        self.messages[message.id] = message
        self.channel_message_ids.setdefault(message.channel_id, []).append(message.id)
        channel = self.channels.get(message.channel_id)
        if channel is not None and not message.ephemeral:
            channel.last_message_id = message.id
            if channel.is_thread:
                channel.message_count += 1
        self.touch(message.channel_id)

    def new_message(self, channel: Channel, author: User, **kwargs: Any) -> Message:
        message_id = self.ids.next()
        return Message(
            id=message_id,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author,
            created_at=snowflake_time(message_id),
            **kwargs,
        )

    def publish_create(self, message: Message) -> None:
        if message.ephemeral:
            return
        channel = self.channels[message.channel_id]
        intent = Intent.DIRECT_MESSAGES if channel.is_dm else Intent.GUILD_MESSAGES
        self.sink.dispatch(
            "MESSAGE_CREATE",
            self.message_payload(message, gateway=True),
            guild_id=channel.guild_id,
            intent=intent,
            message=message,
        )

    def publish_update(self, message: Message) -> None:
        if message.ephemeral:
            return
        channel = self.channels[message.channel_id]
        intent = Intent.DIRECT_MESSAGES if channel.is_dm else Intent.GUILD_MESSAGES
        self.sink.dispatch(
            "MESSAGE_UPDATE",
            self.message_payload(message, gateway=True),
            guild_id=channel.guild_id,
            intent=intent,
            message=message,
        )

    def begin_edit(self, message: Message) -> None:
        message.history.append(message.snapshot())

    def finish_edit(self, message: Message, *, publish: bool = True) -> None:
        message.edited_at = utcnow()
        self.touch(message.channel_id)
        if publish:
            self.publish_update(message)

    def delete_message(self, message: Message) -> None:
        message.deleted = True
        self.touch(message.channel_id)
        if message.ephemeral:
            return
        channel = self.channels[message.channel_id]
        data: dict[str, Any] = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
        intent = Intent.DIRECT_MESSAGES if channel.is_dm else Intent.GUILD_MESSAGES
        self.sink.dispatch("MESSAGE_DELETE", data, guild_id=channel.guild_id, intent=intent)

    # ----------------------------------------------------------------------------------
    # misc
    # ----------------------------------------------------------------------------------

    def now(self) -> float:
        return time.monotonic()


def normalize_components(components: list[Any]) -> list[dict[str, Any]]:
    """Copy components the way Discord stores them: numbered and with select defaults."""
    out = copy.deepcopy([c for c in components if isinstance(c, dict)])
    used = {c["id"] for c in iter_components(out) if isinstance(c.get("id"), int)}
    counter = 0
    for component in iter_components(out):
        if not isinstance(component.get("id"), int):
            counter += 1
            while counter in used:
                counter += 1
            component["id"] = counter
            used.add(counter)
        if component.get("type") in (3, 5, 6, 7, 8):
            component.setdefault("min_values", 1)
            component.setdefault("max_values", 1)
        for holder in [component, *(component.get("options") or [])]:
            emoji = holder.get("emoji") if isinstance(holder, dict) else None
            if isinstance(emoji, dict) and emoji.get("id") is not None:
                emoji["id"] = str(emoji["id"])  # a snowflake, as Discord answers with it
    return [_without_nulls(c) for c in out]


def _without_nulls(value: Any) -> Any:
    """Drop null members the way Discord omits unset fields in stored components."""
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


def emoji_payload(emoji: str) -> dict[str, Any]:
    match = re.fullmatch(r"<?(a)?:?(\w+):(\d+)>?", emoji)
    if match:
        return {"id": match.group(3), "name": match.group(2), "animated": bool(match.group(1))}
    return {"id": None, "name": emoji}


def _embed_urls(embed: dict[str, Any]) -> list[str]:
    urls = []
    for key in ("image", "thumbnail"):
        media = embed.get(key)
        if isinstance(media, dict) and isinstance(media.get("url"), str):
            urls.append(media["url"])
    for key in ("author", "footer"):
        sub = embed.get(key)
        if isinstance(sub, dict) and isinstance(sub.get("icon_url"), str):
            urls.append(sub["icon_url"])
    return urls


def _allows_everyone(body: dict[str, Any]) -> bool:
    allowed = body.get("allowed_mentions")
    if not isinstance(allowed, dict):
        return True
    return "everyone" in (allowed.get("parse") or [])


_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".txt": "text/plain; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".pdf": "application/pdf",
}


def _guess_type(filename: str, declared: str | None) -> str | None:
    lowered = filename.lower()
    for suffix, kind in _TYPES.items():
        if lowered.endswith(suffix):
            return kind
    if declared and declared != "application/octet-stream":
        return declared
    return None
