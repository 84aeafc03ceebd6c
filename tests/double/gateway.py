"""The gateway (websocket) half of the Discord double.

Sessions outlive connections: every dispatch gets a sequence number and is
kept in the session's log, so a client that lost its socket can RESUME and
receive what it missed.  A clean client close (1000/1001) ends the session
the way Discord does, after which only a fresh IDENTIFY gets events again.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
import zlib
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from .models import Message
from .state import DoubleState, Intent

OP_DISPATCH = 0
OP_HEARTBEAT = 1
OP_IDENTIFY = 2
OP_PRESENCE_UPDATE = 3
OP_VOICE_STATE_UPDATE = 4
OP_RESUME = 6
OP_RECONNECT = 7
OP_REQUEST_GUILD_MEMBERS = 8
OP_INVALID_SESSION = 9
OP_HELLO = 10
OP_HEARTBEAT_ACK = 11
OP_REQUEST_SOUNDBOARD_SOUNDS = 31

CLOSE_UNKNOWN_ERROR = 4000
CLOSE_UNKNOWN_OPCODE = 4001
CLOSE_DECODE_ERROR = 4002
CLOSE_NOT_AUTHENTICATED = 4003
CLOSE_AUTHENTICATION_FAILED = 4004
CLOSE_ALREADY_AUTHENTICATED = 4005
CLOSE_INVALID_SEQ = 4007
CLOSE_RATE_LIMITED = 4008
CLOSE_INVALID_SHARD = 4010
CLOSE_INVALID_API_VERSION = 4012
CLOSE_INVALID_INTENTS = 4013
CLOSE_DISALLOWED_INTENTS = 4014

LOG_LIMIT = 5_000
log = logging.getLogger(__name__)
SEND_LIMIT_PER_MINUTE = 120


def shard_for(guild_id: int, shard_count: int) -> int:
    return (guild_id >> 22) % max(shard_count, 1)


@dataclass
class LogEntry:
    seq: int
    event: str
    frame: str
    replayable: bool


@dataclass(eq=False)
class GatewaySession:
    """One identified gateway session (survives reconnects until invalidated)."""

    id: str
    shard: tuple[int, int]
    intents: int
    identify: dict[str, Any]
    seq: int = 0
    log: deque[LogEntry] = field(default_factory=lambda: deque(maxlen=LOG_LIMIT))
    connection: GatewayConnection | None = None
    invalidated: bool = False
    resumes: int = 0
    created_at: float = field(default_factory=time.monotonic)
    events_by_name: dict[str, int] = field(default_factory=dict)

    def append(self, event: str, data: Any, *, replayable: bool = True) -> int:
        self.seq += 1
        frame = json.dumps({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})
        self.log.append(LogEntry(self.seq, event, frame, replayable))
        self.events_by_name[event] = self.events_by_name.get(event, 0) + 1
        if self.connection is not None:
            self.connection.wake.set()
        return self.seq

    def forget_through(self, seq: int) -> None:
        """Drop entries the client confirmed (heartbeats carry its last sequence)."""
        while self.log and self.log[0].seq <= seq:
            self.log.popleft()

    def entries_after(self, seq: int) -> Iterator[LogEntry]:
        if not self.log:
            return
        first = self.log[0].seq
        start = max(seq + 1 - first, 0)
        for index in range(start, len(self.log)):
            yield self.log[index]

    def can_resume_from(self, seq: int) -> bool:
        if seq > self.seq or seq < 0:
            return False
        if not self.log:
            return True
        return seq + 1 >= self.log[0].seq

    @property
    def connected(self) -> bool:
        return self.connection is not None and not self.connection.closed

    def __repr__(self) -> str:
        state = (
            "invalidated" if self.invalidated else ("connected" if self.connected else "detached")
        )
        return f"<GatewaySession {self.id[:8]} shard={self.shard} seq={self.seq} {state}>"


@dataclass(eq=False)
class GatewayConnection:
    ws: web.WebSocketResponse
    request: web.Request
    endpoint: str
    compressor: Any = None
    session: GatewaySession | None = None
    sent_seq: int = 0
    fresh_from: int = 0
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    send_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    closed: bool = False
    server_closing: bool = False
    heartbeats: int = 0
    last_heartbeat: float | None = None
    received: deque[float] = field(default_factory=lambda: deque(maxlen=SEND_LIMIT_PER_MINUTE + 1))
    writer: asyncio.Task[None] | None = None
    info: dict[str, Any] = field(default_factory=dict)

    async def send_frame(self, frame: str) -> None:
        async with self.send_lock:
            if self.closed or self.ws.closed:
                return
            if self.compressor is not None:
                data = self.compressor.compress(frame.encode()) + self.compressor.flush(
                    zlib.Z_SYNC_FLUSH
                )
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(frame)

    async def send_op(self, op: int, data: Any) -> None:
        await self.send_frame(json.dumps({"op": op, "d": data, "s": None, "t": None}))


class GatewayHub:
    """Accepts gateway websockets and fans dispatches out to sessions."""

    def __init__(
        self,
        state: DoubleState,
        *,
        heartbeat_interval_ms: int = 41_250,
        allowed_intents: int | None = None,
    ) -> None:
        self.state = state
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.allowed_intents = allowed_intents
        self.sessions: dict[str, GatewaySession] = {}
        self.connections: set[GatewayConnection] = set()
        self.identify_count = 0
        self.resume_count = 0
        self.failed_resume_count = 0
        self.presence: dict[str, Any] | None = None
        #: While true, new websocket connections are answered with HTTP 503.
        self.refusing = False
        self.refused_connections = 0
        #: One entry per websocket: endpoint, query parameters, heartbeats, how it ended.
        self.connection_log: list[dict[str, Any]] = []
        self.gateway_url = ""
        self.resume_url = ""

    # ----------------------------------------------------------------------------------
    # dispatching
    # ----------------------------------------------------------------------------------

    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions.values() if not s.invalidated]

    def connected_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions.values() if not s.invalidated and s.connected]

    def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        guild_id: int | None = None,
        intent: int | None = None,
        message: Message | None = None,
    ) -> int:
        """Queue ``event`` for every live session that should see it; returns how many."""
        delivered = 0
        for session in self.live_sessions():
            shard_id, shard_count = session.shard
            if guild_id is not None:
                if shard_for(guild_id, shard_count) != shard_id:
                    continue
            elif shard_id != 0:
                continue
            if intent is not None and not session.intents & intent:
                continue
            payload = data
            if message is not None and not self._content_visible(session, message):
                payload = dict(data)
                payload.update({"content": "", "embeds": [], "attachments": [], "components": []})
                payload.pop("poll", None)
            session.append(event, payload)
            delivered += 1
        return delivered

    def _content_visible(self, session: GatewaySession, message: Message) -> bool:
        if session.intents & Intent.MESSAGE_CONTENT:
            return True
        bot_id = self.state.bot_user.id
        return message.author.id == bot_id or message.guild_id is None or bot_id in message.mentions

    # ----------------------------------------------------------------------------------
    # fault injection
    # ----------------------------------------------------------------------------------

    async def drop(self, mode: str = "abort", code: int = CLOSE_UNKNOWN_ERROR) -> int:
        """Break every open connection; returns how many were affected."""
        affected = 0
        for conn in list(self.connections):
            if conn.closed:
                continue
            affected += 1
            conn.server_closing = True
            if mode == "abort":
                transport = conn.request.transport
                if transport is not None:
                    transport.abort()
                conn.closed = True
                conn.wake.set()
            elif mode == "close":
                conn.closed = True
                conn.wake.set()
                with contextlib.suppress(Exception):
                    await conn.ws.close(code=code, message=b"closed by the test double")
            elif mode == "reconnect":
                await conn.send_op(OP_RECONNECT, None)
            elif mode in ("invalidate", "invalidate_resumable"):
                resumable = mode == "invalidate_resumable"
                if conn.session is not None and not resumable:
                    conn.session.invalidated = True
                await conn.send_op(OP_INVALID_SESSION, resumable)
            else:
                raise ValueError(f"unknown drop mode {mode!r}")
        return affected

    async def close_all(self) -> None:
        for conn in list(self.connections):
            conn.server_closing = True
            conn.closed = True
            conn.wake.set()
            with contextlib.suppress(Exception):
                await conn.ws.close(code=WSCloseCode.GOING_AWAY, message=b"double stopping")
        for conn in list(self.connections):
            if conn.writer is not None:
                conn.writer.cancel()

    # ----------------------------------------------------------------------------------
    # websocket endpoint
    # ----------------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        if self.refusing:
            self.refused_connections += 1
            return web.Response(
                status=503, text="gateway unavailable (outage simulated by the test)"
            )
        ws = web.WebSocketResponse(max_msg_size=16 * 1024 * 1024, autoping=True)
        await ws.prepare(request)
        endpoint = "resume" if request.path.rstrip("/").endswith("resume") else "gateway"
        conn = GatewayConnection(ws=ws, request=request, endpoint=endpoint)
        info: dict[str, Any] = {"endpoint": endpoint, **dict(request.query)}
        self.connection_log.append(info)
        conn.info = info

        version = request.query.get("v")
        encoding = request.query.get("encoding", "json")
        compress = request.query.get("compress")
        if version != "10":
            self.state.violate(
                "gateway", f"gateway connection asked for API version {version!r}, expected 10"
            )
            await ws.close(code=CLOSE_INVALID_API_VERSION, message=b"Invalid API version")
            return ws
        if encoding != "json":
            self.state.violate("gateway", f"encoding {encoding!r} is not supported by the double")
            await ws.close(code=CLOSE_DECODE_ERROR, message=b"Unsupported encoding")
            return ws
        if compress == "zlib-stream":
            conn.compressor = zlib.compressobj()
        elif compress == "zstd-stream":
            conn.compressor = _zstd_compressor()
        elif compress is not None:
            self.state.violate("gateway", f"unknown transport compression {compress!r}")
            await ws.close(code=CLOSE_DECODE_ERROR, message=b"Unknown compression")
            return ws

        self.connections.add(conn)
        conn.writer = asyncio.create_task(self._writer(conn), name="double-gateway-writer")
        try:
            await conn.send_op(
                OP_HELLO,
                {
                    "heartbeat_interval": self.heartbeat_interval_ms,
                    "_trace": ['["discord-double",{}]'],
                },
            )
            async for msg in ws:
                if conn.closed:
                    break
                if msg.type == WSMsgType.TEXT:
                    try:
                        keep_going = await self._on_text(conn, msg.data)
                    except Exception as exc:
                        log.exception("discord double gateway failure")
                        self.state.violate("double_bug", f"the gateway crashed: {exc!r}")
                        await self._close(conn, CLOSE_UNKNOWN_ERROR, "internal error")
                        break
                    if not keep_going:
                        break
                elif msg.type == WSMsgType.BINARY:
                    self.state.violate(
                        "gateway", "client sent a binary frame (the double expects JSON text)"
                    )
                    await self._close(conn, CLOSE_DECODE_ERROR, "Decode error")
                    break
                elif msg.type == WSMsgType.ERROR:
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            await self._finish(conn)
        return ws

    async def _finish(self, conn: GatewayConnection) -> None:
        conn.closed = True
        conn.wake.set()
        if conn.writer is not None:
            conn.writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await conn.writer
        self.connections.discard(conn)
        conn.info.update(
            heartbeats=conn.heartbeats,
            close_code=conn.ws.close_code,
            closed_by="double" if conn.server_closing else "client",
            session=conn.session.id if conn.session else None,
        )
        session = conn.session
        if session is not None and session.connection is conn:
            session.connection = None
            client_code = conn.ws.close_code
            if not conn.server_closing and client_code in (1000, 1001):
                session.invalidated = True
        self.state.touch()

    async def _close(self, conn: GatewayConnection, code: int, reason: str) -> None:
        conn.server_closing = True
        conn.closed = True
        conn.wake.set()
        with contextlib.suppress(Exception):
            await conn.ws.close(code=code, message=reason.encode())

    async def _writer(self, conn: GatewayConnection) -> None:
        while not conn.closed:
            await conn.wake.wait()
            conn.wake.clear()
            session = conn.session
            if session is None or conn.closed:
                continue
            for entry in list(session.entries_after(conn.sent_seq)):
                if conn.closed:
                    return
                if entry.seq < conn.fresh_from and not entry.replayable:
                    conn.sent_seq = entry.seq
                    continue
                try:
                    await conn.send_frame(entry.frame)
                except (ConnectionResetError, RuntimeError):
                    return
                conn.sent_seq = entry.seq

    # ----------------------------------------------------------------------------------
    # opcodes
    # ----------------------------------------------------------------------------------

    async def _on_text(self, conn: GatewayConnection, text: str) -> bool:
        now = time.monotonic()
        conn.received.append(now)
        if len(conn.received) > SEND_LIMIT_PER_MINUTE and now - conn.received[0] < 60:
            self.state.violate(
                "gateway", "client sent more than 120 gateway payloads in 60 seconds"
            )
            await self._close(conn, CLOSE_RATE_LIMITED, "Rate limited")
            return False
        try:
            payload = json.loads(text)
            op = payload["op"]
        except (ValueError, KeyError, TypeError):
            self.state.violate("gateway", f"undecodable gateway payload: {text[:200]!r}")
            await self._close(conn, CLOSE_DECODE_ERROR, "Decode error")
            return False
        data = payload.get("d")

        if op == OP_HEARTBEAT:
            conn.heartbeats += 1
            conn.last_heartbeat = now
            if conn.session is not None and isinstance(data, int) and data <= conn.sent_seq:
                conn.session.forget_through(data)
            await conn.send_op(OP_HEARTBEAT_ACK, None)
            self.state.touch()
            return True
        if op == OP_IDENTIFY:
            return await self._identify(conn, data)
        if op == OP_RESUME:
            return await self._resume(conn, data)
        if conn.session is None:
            self.state.violate("gateway", f"opcode {op} sent before IDENTIFY/RESUME")
            await self._close(conn, CLOSE_NOT_AUTHENTICATED, "Not authenticated")
            return False
        if op == OP_PRESENCE_UPDATE:
            self.presence = data
            return True
        if op == OP_REQUEST_GUILD_MEMBERS:
            self._request_members(conn.session, data or {})
            return True
        if op in (OP_VOICE_STATE_UPDATE, OP_REQUEST_SOUNDBOARD_SOUNDS):
            return True
        self.state.violate("gateway", f"unknown gateway opcode {op}")
        await self._close(conn, CLOSE_UNKNOWN_OPCODE, "Unknown opcode")
        return False

    async def _identify(self, conn: GatewayConnection, data: Any) -> bool:
        if conn.session is not None:
            self.state.violate("gateway", "IDENTIFY sent twice on one connection")
            await self._close(conn, CLOSE_ALREADY_AUTHENTICATED, "Already authenticated")
            return False
        if not isinstance(data, dict):
            self.state.violate("gateway", "IDENTIFY without a payload")
            await self._close(conn, CLOSE_DECODE_ERROR, "Decode error")
            return False
        if data.get("token") != self.state.bot_token:
            self.state.violate("auth", "IDENTIFY with a wrong token")
            await self._close(conn, CLOSE_AUTHENTICATION_FAILED, "Authentication failed.")
            return False
        props = data.get("properties")
        if not isinstance(props, dict) or not {"os", "browser", "device"} <= set(props):
            self.state.violate("gateway", f"IDENTIFY properties incomplete: {props!r}")
            await self._close(conn, CLOSE_DECODE_ERROR, "Decode error")
            return False
        intents = data.get("intents")
        if not isinstance(intents, int) or isinstance(intents, bool) or intents < 0:
            self.state.violate("gateway", f"IDENTIFY without valid intents: {intents!r}")
            await self._close(conn, CLOSE_INVALID_INTENTS, "Invalid intent(s).")
            return False
        if self.allowed_intents is not None and intents & Intent.PRIVILEGED & ~self.allowed_intents:
            await self._close(conn, CLOSE_DISALLOWED_INTENTS, "Disallowed intent(s).")
            return False
        shard = data.get("shard", [0, 1])
        if (
            not isinstance(shard, list)
            or len(shard) != 2
            or not all(isinstance(x, int) for x in shard)
            or not 0 <= shard[0] < shard[1]
        ):
            self.state.violate("gateway", f"invalid shard {shard!r}")
            await self._close(conn, CLOSE_INVALID_SHARD, "Invalid shard.")
            return False
        threshold = data.get("large_threshold", 50)
        if not isinstance(threshold, int) or not 50 <= threshold <= 250:
            self.state.violate("gateway", f"large_threshold {threshold!r} outside 50-250")

        if isinstance(data.get("presence"), dict):
            self.presence = data["presence"]
        session = GatewaySession(
            id=secrets.token_hex(16), shard=(shard[0], shard[1]), intents=intents, identify=data
        )
        self.sessions[session.id] = session
        self.identify_count += 1
        conn.session = session
        session.connection = conn
        conn.sent_seq = 0
        conn.fresh_from = 1

        ready: dict[str, Any] = {
            "v": 10,
            "user": self.state.me_payload(),
            "guilds": [
                {"id": str(g.id), "unavailable": True}
                for g in self.state.guilds.values()
                if shard_for(g.id, shard[1]) == shard[0]
            ],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.resume_url,
            "application": {"id": str(self.state.application_id), "flags": 1 << 23},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": ["local"],
            "auth": {},
            "_trace": ['["discord-double",{}]'],
        }
        if "shard" in data:
            ready["shard"] = list(shard)
        session.append("READY", ready, replayable=False)
        all_members = bool(intents & Intent.GUILD_PRESENCES)
        for guild in self.state.guilds.values():
            if shard_for(guild.id, shard[1]) == shard[0]:
                session.append(
                    "GUILD_CREATE", self.state.gateway_guild_payload(guild, all_members=all_members)
                )
        self.state.touch()
        return True

    async def _resume(self, conn: GatewayConnection, data: Any) -> bool:
        if conn.session is not None:
            self.state.violate("gateway", "RESUME sent on an already identified connection")
            await self._close(conn, CLOSE_ALREADY_AUTHENTICATED, "Already authenticated")
            return False
        if not isinstance(data, dict) or data.get("token") != self.state.bot_token:
            self.state.violate("auth", "RESUME with a wrong token")
            await self._close(conn, CLOSE_AUTHENTICATION_FAILED, "Authentication failed.")
            return False
        session = self.sessions.get(str(data.get("session_id")))
        seq = data.get("seq")
        if (
            session is None
            or session.invalidated
            or not isinstance(seq, int)
            or not session.can_resume_from(seq)
        ):
            self.failed_resume_count += 1
            await conn.send_op(OP_INVALID_SESSION, False)
            self.state.touch()
            return True
        old = session.connection
        if old is not None and old is not conn and not old.closed:
            await self._close(old, CLOSE_UNKNOWN_ERROR, "Session resumed elsewhere")
        session.connection = conn
        session.resumes += 1
        conn.session = session
        conn.sent_seq = seq
        conn.fresh_from = session.seq + 1
        self.resume_count += 1
        session.append("RESUMED", {"_trace": ['["discord-double",{}]']}, replayable=False)
        self.state.touch()
        return True

    def _request_members(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild_ids = data.get("guild_id")
        if not isinstance(guild_ids, list):
            guild_ids = [guild_ids]
        user_ids = data.get("user_ids")
        if user_ids is not None and not isinstance(user_ids, list):
            user_ids = [user_ids]
        query = data.get("query")
        limit = data.get("limit") or 0
        if user_ids is None and not session.intents & Intent.GUILD_MEMBERS:
            self.state.violate(
                "gateway", "REQUEST_GUILD_MEMBERS by query requires the GUILD_MEMBERS intent"
            )
        for raw_gid in guild_ids:
            guild = self.state.guilds.get(int(raw_gid)) if raw_gid is not None else None
            if guild is None:
                continue
            members = list(guild.members.values())
            not_found: list[str] = []
            if user_ids is not None:
                wanted = [int(u) for u in user_ids]
                not_found = [str(u) for u in wanted if u not in guild.members]
                members = [m for m in members if m.user_id in wanted]
            elif query:
                members = [
                    m
                    for m in members
                    if self.state.users[m.user_id].username.lower().startswith(str(query).lower())
                ]
            if limit:
                members = members[:limit]
            chunk: dict[str, Any] = {
                "guild_id": str(guild.id),
                "members": [self.state.member_payload(m) for m in members],
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": not_found,
            }
            if data.get("nonce") is not None:
                chunk["nonce"] = data["nonce"]
            if data.get("presences"):
                chunk["presences"] = []
            session.append("GUILD_MEMBERS_CHUNK", chunk)


def _zstd_compressor() -> Any:
    """A streaming zstd compressor, or None (plain text frames) when unavailable."""
    try:
        from compression import zstd  # type: ignore[import-not-found]

        return _ZstdStream(zstd.ZstdCompressor())
    except ImportError:
        pass
    try:
        import zstandard  # type: ignore[import-not-found]

        return _ZstdStream(zstandard.ZstdCompressor().compressobj())
    except ImportError:
        return None


class _ZstdStream:
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def compress(self, data: bytes) -> bytes:
        return self.inner.compress(data)

    def flush(self, _mode: int) -> bytes:
        flush_block = getattr(self.inner, "FLUSH_BLOCK", None)
        if flush_block is not None:
            return self.inner.flush(flush_block)
        import zstandard  # type: ignore[import-not-found]

        return self.inner.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
