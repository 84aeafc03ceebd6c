"""Plain records describing what lives in (and happened on) the Discord double.

Everything here is data the tests can inspect: users, guilds, channels, the
messages the bot produced (with their full edit history), interactions the
tests started, REST requests and protocol violations.
"""

from __future__ import annotations

import asyncio
import copy
import datetime as dt
import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import DoubleState

DISCORD_EPOCH_MS = 1_420_070_400_000

# How long a test waits for the bot before it calls it stuck: a guard against a hang, never
# a measurement of the bot's speed. On two cores shared by three test workers and their bots'
# processes, a step that takes a second alone can take tens of seconds (a process's first
# VENN picture, a bot process starting), and that must not fail a test.
PATIENCE = 60.0


class SnowflakeFactory:
    """Produces strictly increasing, time based snowflakes (like Discord's ids)."""

    def __init__(self, worker: int = 1, process: int = 1) -> None:
        self._last = 0
        self._suffix = ((worker & 0x1F) << 17) | ((process & 0x1F) << 12)

    def next(self) -> int:
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (millis << 22) | self._suffix
        if candidate <= self._last:
            candidate = self._last + 1
        self._last = candidate
        return candidate


def snowflake_time(snowflake: int) -> dt.datetime:
    millis = (snowflake >> 22) + DISCORD_EPOCH_MS
    return dt.datetime.fromtimestamp(millis / 1000, tz=dt.UTC)


def iso(moment: dt.datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(dt.UTC).isoformat(timespec="microseconds")


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    GUILD_VOICE = 2
    GROUP_DM = 3
    GUILD_CATEGORY = 4
    GUILD_ANNOUNCEMENT = 5
    ANNOUNCEMENT_THREAD = 10
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12
    GUILD_FORUM = 15

    THREADS = frozenset({10, 11, 12})


class InteractionType:
    PING = 1
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType:
    PONG = 1
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9
    PREMIUM_REQUIRED = 10
    LAUNCH_ACTIVITY = 12


class MessageFlag:
    CROSSPOSTED = 1 << 0
    SUPPRESS_EMBEDS = 1 << 2
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_VOICE_MESSAGE = 1 << 13
    IS_COMPONENTS_V2 = 1 << 15


class Permission:
    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    SPEAK = 1 << 21
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    USE_EMBEDDED_ACTIVITIES = 1 << 39

    ALL = (1 << 53) - 1

    #: What a fresh guild grants @everyone (close to Discord's own default).
    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | MENTION_EVERYONE
        | USE_EXTERNAL_EMOJIS
        | CONNECT
        | SPEAK
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
        | USE_EMBEDDED_ACTIVITIES
    )

    #: What the bot's managed role gets unless a test asks otherwise.
    BOT_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | SEND_MESSAGES_IN_THREADS
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | MANAGE_MESSAGES
        | MANAGE_THREADS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
    )


# --------------------------------------------------------------------------------------
# Entities
# --------------------------------------------------------------------------------------


@dataclass(eq=False)
class User:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"
    avatar: str | None = None

    @property
    def name(self) -> str:
        return self.username

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"<User {self.username} id={self.id}{' bot' if self.bot else ''}>"


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    color: int = 0
    hoist: bool = False
    mentionable: bool = False
    bot_id: int | None = None


@dataclass(eq=False)
class Member:
    user_id: int
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: dt.datetime = field(default_factory=utcnow)


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    locale: str = "en-US"
    joined_at: dt.datetime = field(default_factory=utcnow)

    @property
    def everyone_role(self) -> Role:
        return self.roles[self.id]

    def __repr__(self) -> str:
        return f"<Guild {self.name!r} id={self.id}>"


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str | None = None
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    recipient_id: int | None = None
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    invitable: bool = True
    nsfw: bool = False
    rate_limit_per_user: int = 0
    permission_overwrites: list[dict[str, Any]] = field(default_factory=list)
    last_message_id: int | None = None
    thread_member_ids: set[int] = field(default_factory=set)
    message_count: int = 0
    deleted: bool = False
    created_at: dt.datetime = field(default_factory=utcnow)

    @property
    def is_dm(self) -> bool:
        return self.type == ChannelType.DM

    @property
    def is_thread(self) -> bool:
        return self.type in ChannelType.THREADS

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def __repr__(self) -> str:
        return f"<Channel {self.name or 'DM'} id={self.id} type={self.type}>"


@dataclass(eq=False)
class Attachment:
    """A file the bot uploaded; ``data`` holds the exact bytes."""

    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None
    title: str | None = None
    url: str = ""
    ephemeral: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    def __repr__(self) -> str:
        return f"<Attachment {self.filename!r} {self.size} bytes>"


@dataclass
class MessageVersion:
    """The visible state of a message at one point of its life."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: list[Attachment]
    flags: int
    at: dt.datetime


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Yield every component, descending into rows, containers, sections and labels."""
    for component in components:
        yield component
        children = component.get("components")
        if isinstance(children, list):
            yield from iter_components(children)
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from iter_components([child])


INTERACTIVE_TYPES = frozenset({2, 3, 4, 5, 6, 7, 8})
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})


@dataclass(eq=False)
class Message:
    """A message as Discord stores it (latest state) plus its edit history."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    tts: bool = False
    type: int = 0
    created_at: dt.datetime = field(default_factory=utcnow)
    edited_at: dt.datetime | None = None
    #: Interaction that produced the message (responses and followups).
    interaction_id: int | None = None
    webhook_id: int | None = None
    #: For ephemeral messages: the only user who can see it.
    visible_to: int | None = None
    message_reference: dict[str, Any] | None = None
    nonce: str | int | None = None
    mentions: list[int] = field(default_factory=list)
    mention_roles: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    reactions: dict[str, list[int]] = field(default_factory=dict)
    pinned: bool = False
    history: list[MessageVersion] = field(default_factory=list)
    deleted: bool = False
    #: "channel", "interaction", "followup" or "user"
    origin: str = "channel"

    # -- convenience -------------------------------------------------------------------

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def edits(self) -> list[MessageVersion]:
        """Earlier versions of the message, oldest first (empty when never edited)."""
        return list(self.history)

    @property
    def text(self) -> str:
        """All human readable text: content, embed texts and text-display components."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            for key in ("title", "description"):
                if embed.get(key):
                    parts.append(str(embed[key]))
            for fld in embed.get("fields", []) or []:
                parts.append(f"{fld.get('name', '')}: {fld.get('value', '')}")
            for key in ("author", "footer"):
                sub = embed.get(key)
                if isinstance(sub, dict):
                    parts.append(str(sub.get("name") or sub.get("text") or ""))
        for component in self.iter_components():
            if component.get("type") == 10 and component.get("content"):
                parts.append(str(component["content"]))
        return "\n".join(p for p in parts if p)

    @property
    def title(self) -> str:
        """The message's title: its first embed's, or a V2 layout's first heading (a text
        display line starting with "#"); empty when it has none."""
        if self.embeds:
            return str(self.embeds[0].get("title") or "")
        for component in self.iter_components():
            if component.get("type") == 10:
                for line in str(component.get("content") or "").split("\n"):
                    if line.startswith("#") and not line.startswith("-#"):
                        return line.lstrip("#").strip()
        return ""

    def iter_components(self) -> Iterator[dict[str, Any]]:
        return iter_components(self.components)

    def find_component(
        self,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        type: int | None = None,
    ) -> dict[str, Any] | None:
        """First component matching every given criterion (custom_id, label, type)."""
        for component in self.iter_components():
            if custom_id is not None and component.get("custom_id") != custom_id:
                continue
            if label is not None and component.get("label") != label:
                continue
            if type is not None and component.get("type") != type:
                continue
            if custom_id is None and label is None and type is None:
                continue
            return component
        return None

    def component(
        self, custom_id: str | None = None, *, label: str | None = None
    ) -> dict[str, Any]:
        """Like :meth:`find_component` but raises ``LookupError`` when nothing matches."""
        found = self.find_component(custom_id, label=label)
        if found is None:
            raise LookupError(
                f"message {self.id} has no component custom_id={custom_id!r} label={label!r}; "
                f"custom_ids={self.custom_ids} labels={self.labels}"
            )
        return found

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.iter_components() if c.get("custom_id")]

    @property
    def labels(self) -> list[str]:
        return [c["label"] for c in self.iter_components() if c.get("label")]

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") in SELECT_TYPES]

    def select_options(self, custom_id: str | None = None) -> list[dict[str, Any]]:
        """Options of the named string select (or of the first one)."""
        for component in self.iter_components():
            if component.get("type") != 3:
                continue
            if custom_id is None or component.get("custom_id") == custom_id:
                return list(component.get("options", []))
        raise LookupError(f"message {self.id} has no string select {custom_id!r}")

    def button_custom_id(self, label: str) -> str:
        """custom_id of the button whose label is ``label``."""
        return str(self.component(label=label)["custom_id"])

    def attachment(self, filename: str) -> Attachment:
        for attachment in self.attachments:
            if attachment.filename == filename:
                return attachment
        raise LookupError(f"message {self.id} has no attachment {filename!r}")

    def snapshot(self) -> MessageVersion:
        return MessageVersion(
            content=self.content,
            embeds=copy.deepcopy(self.embeds),
            components=copy.deepcopy(self.components),
            attachments=list(self.attachments),
            flags=self.flags,
            at=self.edited_at or self.created_at,
        )

    def __repr__(self) -> str:
        bits = [f"id={self.id}", f"channel={self.channel_id}"]
        if self.ephemeral:
            bits.append(f"ephemeral->{self.visible_to}")
        if self.deleted:
            bits.append("deleted")
        text = self.text.replace("\n", " ")
        if len(text) > 60:
            text = text[:57] + "..."
        return f"<Message {' '.join(bits)} {text!r}>"


# --------------------------------------------------------------------------------------
# Interactions
# --------------------------------------------------------------------------------------


@dataclass
class CallbackRecord:
    """One initial response (``POST /interactions/.../callback``) the bot made."""

    type: int
    data: dict[str, Any] | None
    at: float
    accepted: bool = True
    error: str | None = None

    @property
    def ephemeral(self) -> bool:
        return bool((self.data or {}).get("flags", 0) & MessageFlag.EPHEMERAL)


@dataclass(eq=False)
class Interaction:
    """An interaction a test started, with everything the bot answered."""

    id: int
    token: str
    type: int
    user: User
    channel_id: int
    guild_id: int | None
    payload: dict[str, Any]
    created_at: float
    store: DoubleState = field(repr=False)
    #: The message a component/modal interaction came from.
    source_message_id: int | None = None
    #: For modal submissions: the interaction that opened the modal.
    trigger_id: int | None = None
    callbacks: list[CallbackRecord] = field(default_factory=list)
    rejected_callbacks: list[CallbackRecord] = field(default_factory=list)
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    deliveries: int = 0
    delivered_to_sessions: int = 0
    late: bool = False
    deleted_original: bool = False
    _responded: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    # -- state -------------------------------------------------------------------------

    @property
    def response(self) -> CallbackRecord | None:
        """The accepted initial response, if the bot answered."""
        return self.callbacks[0] if self.callbacks else None

    @property
    def acknowledged(self) -> bool:
        return bool(self.callbacks)

    @property
    def latency(self) -> float | None:
        """Seconds between the interaction being created and the bot's first answer."""
        first = self.callbacks[0] if self.callbacks else None
        return None if first is None else first.at - self.created_at

    @property
    def deferred(self) -> bool:
        r = self.response
        return r is not None and r.type in (
            CallbackType.DEFERRED_CHANNEL_MESSAGE,
            CallbackType.DEFERRED_UPDATE_MESSAGE,
        )

    @property
    def original(self) -> Message | None:
        """The message created (types 4/5) or updated (types 6/7) by the response."""
        if self.original_message_id is None:
            return None
        return self.store.messages.get(self.original_message_id)

    @property
    def source_message(self) -> Message | None:
        if self.source_message_id is None:
            return None
        return self.store.messages.get(self.source_message_id)

    @property
    def followups(self) -> list[Message]:
        return [self.store.messages[m] for m in self.followup_ids if m in self.store.messages]

    @property
    def messages(self) -> list[Message]:
        """Original (if the response created one) followed by the followups."""
        out: list[Message] = []
        original = self.original
        if original is not None and original.interaction_id == self.id:
            out.append(original)
        out.extend(m for m in self.followups if m not in out)
        return out

    @property
    def ephemeral_messages(self) -> list[Message]:
        return [m for m in self.messages if m.ephemeral]

    @property
    def modal(self) -> dict[str, Any] | None:
        r = self.response
        if r is not None and r.type == CallbackType.MODAL:
            return r.data
        return None

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        r = self.response
        if r is not None and r.type == CallbackType.AUTOCOMPLETE_RESULT:
            return list((r.data or {}).get("choices", []))
        return None

    @property
    def custom_id(self) -> str | None:
        return (self.payload.get("data") or {}).get("custom_id")

    async def responded(self, timeout: float = PATIENCE) -> CallbackRecord:
        """Wait for the bot's initial response and return it."""
        try:
            await asyncio.wait_for(self._responded.wait(), timeout)
        except TimeoutError:
            raise TimeoutError(
                f"bot did not respond to interaction {self.id} ({self.describe()}) "
                f"within {timeout}s; delivered to {self.delivered_to_sessions} gateway session(s)"
            ) from None
        assert self.response is not None
        return self.response

    async def wait_followups(self, count: int = 1, timeout: float = PATIENCE) -> list[Message]:
        """Wait until at least ``count`` followups exist."""
        await self.store.wait_for(lambda: len(self.followup_ids) >= count, timeout=timeout)
        return self.followups

    def describe(self) -> str:
        data = self.payload.get("data") or {}
        name = data.get("name") or data.get("custom_id") or "?"
        kind = {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}.get(self.type, "?")
        return f"{kind} {name!r} by {self.user.username}"

    def __repr__(self) -> str:
        state = "answered" if self.acknowledged else "pending"
        return f"<Interaction {self.id} {self.describe()} {state}>"


# --------------------------------------------------------------------------------------
# Book keeping
# --------------------------------------------------------------------------------------


@dataclass
class Violation:
    """Something the bot did that real Discord would reject or consider broken."""

    kind: str
    message: str
    method: str | None = None
    path: str | None = None
    body: Any = None
    status: int | None = None
    details: list[str] = field(default_factory=list)
    at: dt.datetime = field(default_factory=utcnow)

    def __str__(self) -> str:
        where = f"{self.method} {self.path}" if self.method else "gateway"
        extra = "".join(f"\n    - {d}" for d in self.details)
        body = ""
        if self.body is not None:
            text = repr(self.body)
            body = f"\n    body: {text[:800]}{'...' if len(text) > 800 else ''}"
        return f"[{self.kind}] {where}: {self.message}{extra}{body}"


@dataclass
class UploadedFile:
    field_name: str
    filename: str
    content_type: str | None
    data: bytes


@dataclass
class RequestRecord:
    """One REST call as the double saw it."""

    method: str
    path: str
    query: dict[str, str]
    json: Any
    files: list[UploadedFile]
    at: float
    status: int = 0
    route: str | None = None
    rate_limited: bool = False


def describe_records(records: list[logging.LogRecord]) -> str:
    """One line per log record (with its traceback, if any)."""
    formatter = logging.Formatter("%(name)s: %(message)s")
    return "\n".join(formatter.format(record) for record in records)
