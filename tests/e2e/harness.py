"""Running the real bot against the Discord double, and playing the games as people would."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import time
from pathlib import Path

from PIL import Image

import bot.cluster as leases
from bot.__main__ import extensions
from bot.app import GameBot
from bot.settings import Settings
from tests.double import DiscordDouble, Message, User
from tests.double.botrunner import running_bot
from tests.double.models import PATIENCE, iter_components


class _Collector(logging.Handler):
    """Our own loggers' errors count as bot errors, like discord.py's do."""

    def __init__(self, sink: list[logging.LogRecord]) -> None:
        super().__init__(logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(record)


def bot_settings(double: DiscordDouble, db_path: Path, database_url: str | None = None) -> Settings:
    """The bot's settings against the double: SQLite at `db_path`, or `database_url`."""
    return Settings(
        token=double.bot_token,
        database_path=db_path,
        api_base=double.api_base,
        database_url=database_url,
    )


class BotHost:
    """Starts, stops and restarts the bot on one database, against one double."""

    def __init__(self, double: DiscordDouble, db_path: Path) -> None:
        self.double = double
        self.db_path = db_path
        self.bot: GameBot | None = None
        self._stack: contextlib.AsyncExitStack | None = None
        self._collector = _Collector(double.bot_errors)

    def settings(self) -> Settings:
        return bot_settings(self.double, self.db_path)

    async def start(self) -> GameBot:
        self._stack = contextlib.AsyncExitStack()
        for name in ("bot", "cogs", "gameuis"):
            logging.getLogger(name).addHandler(self._collector)
            self._stack.callback(logging.getLogger(name).removeHandler, self._collector)
        self.bot = await self._stack.enter_async_context(
            running_bot(GameBot(self.settings(), extensions=extensions()), self.double)
        )
        return self.bot

    async def stop(self) -> None:
        if self._stack is not None:
            stack, self._stack = self._stack, None
            await stack.aclose()
        self.bot = None

    async def restart(self) -> GameBot:
        await self.stop()
        return await self.start()


def png_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    with Image.open(io.BytesIO(data)) as image:
        return image.size


async def answered(double: DiscordDouble, inter, timeout: float = PATIENCE):
    """Wait until the bot has finished answering: a reply, or a deferral plus its edit/followup."""
    await inter.responded(timeout)
    if inter.response.type in (4, 7, 8, 9):
        return inter

    def followed_up() -> bool:
        return any(
            r.method in ("PATCH", "POST")
            and inter.token in r.path
            and "/webhooks/" in r.path
            and r.status < 300
            for r in double.requests
        )

    await double.wait_for(followed_up, timeout=timeout)
    return inter


async def open_table(
    double: DiscordDouble,
    host: User,
    channel,
    joiners: list[User],
    ai: int = 0,
    clock: str = "0",
    game: str = "abstract",
) -> Message:
    """/play <game>, seat everyone, pick the clock, press Start; returns the lobby message."""
    inter = await answered(double, await double.slash(host, channel, "play", {"game": game}))
    lobby = inter.original
    assert lobby is not None and "new table" in lobby.text
    for user in joiners:
        await answered(double, await double.click(user, lobby, label="Join"))
    for _ in range(ai):
        await answered(double, await double.click(host, lobby, label="Add AI"))
    clock_select = next(
        s for s in double.message(lobby).selects if s["custom_id"].endswith(":clock")
    )
    await answered(double, await double.select(host, lobby, clock_select["custom_id"], [clock]))
    await answered(double, await double.click(host, lobby, label="Start"))
    return double.message(lobby)


def status_messages(double: DiscordDouble, channel) -> list[Message]:
    return [
        m for m in double.channel_messages(channel) if "round" in m.title and "Abstract" in m.title
    ]


async def wait_round(
    double: DiscordDouble, channel, number: int, timeout: float = PATIENCE
) -> Message:
    def find():
        for m in status_messages(double, channel):
            if m.title.startswith(f"Abstract · round {number}/"):
                return m
        return None

    return await double.wait_for(find, timeout=timeout)


def latest_dm_panel(double: DiscordDouble, user: User, round_no: int) -> Message | None:
    for m in reversed(double.dm_messages(user)):
        if f"round {round_no}/" in m.title:
            return m
    return None


async def open_ephemeral_panel(
    double: DiscordDouble, user: User, status: Message, label: str = "Open my panel"
) -> Message:
    inter = await double.click(user, status, label=label)
    await inter.responded()
    panel = await double.wait_for(
        lambda: inter.original if inter.original and inter.original.embeds else None
    )
    assert panel.ephemeral
    return panel


async def act(
    double: DiscordDouble,
    user: User,
    panel: Message,
    *,
    kind: str,
    custom_id: str,
    values: list[str] | None = None,
):
    """One click on a panel; waits until the panel shows the result.

    Every accepted click changes the panel's controls (their custom_ids carry the step),
    so the wait ends when they differ, or when the bot answered with a message instead."""
    before = double.message(panel).custom_ids
    if kind == "select":
        inter = await double.select(user, panel, custom_id, values or [])
    else:
        inter = await double.click(user, panel, custom_id)
    await inter.responded()
    await double.wait_for(
        lambda: (
            double.message(panel).custom_ids != before
            or inter.ephemeral_messages
            or inter.followups
        )
    )
    return inter


async def choose_first(double: DiscordDouble, user: User, panel: Message, menu: dict | None = None):
    """Pick the first option of `menu` (by default the panel's first menu; see `act`)."""
    sel = menu if menu is not None else double.message(panel).selects[0]
    return await act(
        double,
        user,
        panel,
        kind="select",
        custom_id=sel["custom_id"],
        values=[sel["options"][0]["value"]],
    )


async def play_round(
    double: DiscordDouble, user: User, panel: Message, max_clicks: int = 30
) -> int:
    """Play a whole round through the panel's controls, always taking the first option."""
    for clicks in range(max_clicks):
        msg = double.message(panel)
        if msg.selects:
            inter = await choose_first(double, user, msg)
        else:
            confirm = next((b for b in msg.buttons if b.get("label") == "Confirm round"), None)
            if confirm is None:
                return clicks  # nothing left to do: the round is confirmed
            assert not confirm.get("disabled"), f"cannot confirm: {msg.text}"
            inter = await act(double, user, msg, kind="button", custom_id=confirm["custom_id"])
            assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
            return clicks + 1
        assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
    raise AssertionError("the round did not end")


async def private_note(double: DiscordDouble, inter) -> str:
    """The private (ephemeral) text the bot answered with, as a reply or a followup."""
    await inter.responded()
    note = await double.wait_for(
        lambda: inter.ephemeral_messages[0] if inter.ephemeral_messages else None
    )
    assert note.ephemeral
    return note.content


def final_message(
    double: DiscordDouble, channel, title: str, *, newest: bool = False
) -> Message | None:
    """The final scores message of the game titled `title`, once posted (the first one in
    the channel, or with `newest` the latest: one per game played there)."""
    messages = double.channel_messages(channel)
    return next(
        (
            m
            for m in (reversed(messages) if newest else messages)
            if m.title == f"{title} · final scores"
        ),
        None,
    )


# -- VENN ------------------------------------------------------------------------------------

_DIE_LABEL = re.compile(r"^D\d+: \d+$")


def venn_status(double: DiscordDouble, channel, round_no: int, phase: str) -> Message | None:
    title = f"VENN · round {round_no} · {phase}"
    return next(
        (m for m in double.channel_messages(channel) if m.title == title),
        None,
    )


def any_panel_by_key(double: DiscordDouble, user: User, key: str) -> Message | None:
    """The newest panel, a DM or an answer in the channel, whose controls carry this key:
    a turn begun in an answer goes on there (a stage within the turn)."""
    for m in reversed([*double.dm_messages(user), *double.ephemeral_messages(user)]):
        if any(f":g:{key}:" in cid for cid in m.custom_ids):
            return m
    return None


def panel_by_key(double: DiscordDouble, user: User, key: str) -> Message | None:
    """The newest DM panel whose controls carry this panel key (`Flow.panel_key`)."""
    for m in reversed(double.dm_messages(user)):
        if any(f":g:{key}:" in cid for cid in m.custom_ids):
            return m
    return None


async def play_venn_conditions(double: DiscordDouble, user: User, panel: Message) -> str:
    """Take the first condition offered for the first open section (solo: block the first
    option too), or skip when nothing is offered. Returns what was done."""
    for _ in range(6):
        msg = double.message(panel)
        if not any(b.get("label") == "Skip" for b in msg.buttons):
            return "done"
        if msg.selects:
            await choose_first(double, user, msg)
        else:
            skip = next(b for b in msg.buttons if b.get("label") == "Skip")
            await act(double, user, msg, kind="button", custom_id=skip["custom_id"])
            return "skipped"
    return "done"


async def play_venn_numbers(
    double: DiscordDouble, user: User, panel: Message, suggest: bool = False
) -> int:
    """Place every die on its own in the first target offered, then confirm; with
    `suggest`, take the panel's "Place all as suggested" first (then only Confirm is left).
    Returns the clicks it took."""
    if suggest:
        msg = double.message(panel)
        button = next(b for b in msg.buttons if b.get("label") == "Place all as suggested")
        inter = await act(double, user, msg, kind="button", custom_id=button["custom_id"])
        assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
        after = double.message(panel)
        assert "The AI's placements" in after.text  # the panel says why (issue 28 item 5)
        confirm = next(b for b in after.buttons if b.get("label") == "Confirm numbers")
        assert not confirm.get("disabled"), "every die is placed by the suggestion"
        assert not any(
            _DIE_LABEL.match(b.get("label") or "") and not b.get("disabled") for b in after.buttons
        )
    for clicks in range(80):
        msg = double.message(panel)
        target = next(
            (s for s in msg.selects if any(k in s["custom_id"] for k in (":to:", ":circle:"))), None
        )
        if target is not None:
            inter = await choose_first(double, user, msg, target)
        else:
            die = next(
                (
                    b
                    for b in msg.buttons
                    if _DIE_LABEL.match(b.get("label") or "") and not b.get("disabled")
                ),
                None,
            )
            if die is not None:
                inter = await act(double, user, msg, kind="button", custom_id=die["custom_id"])
            else:
                confirm = next(b for b in msg.buttons if b.get("label") == "Confirm numbers")
                assert not confirm.get("disabled"), msg.text
                inter = await act(double, user, msg, kind="button", custom_id=confirm["custom_id"])
                assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
                return clicks + 1
        assert not inter.ephemeral_messages, [m.content for m in inter.ephemeral_messages]
    raise AssertionError("the numbers turn did not end")


def live_messages(double: DiscordDouble, channel, users: list[User]) -> list[Message]:
    """Messages in the channel and the users' DMs that still carry an enabled control."""
    places = [double.channel_messages(channel)] + [double.dm_messages(u) for u in users]
    return [
        m
        for msgs in places
        for m in msgs
        if any(c.get("custom_id") and not c.get("disabled") for c in m.iter_components())
    ]


def shown_texts(message: Message) -> list[str]:
    """Every text a message ever showed, in each of its versions: content, embeds, control
    labels and options, text displays and file names."""
    texts: list[str] = []
    for version in [*message.edits, message.snapshot()]:
        texts.append(version.content or "")
        for embed in version.embeds:
            texts += [
                embed.get("title") or "",
                embed.get("description") or "",
                (embed.get("footer") or {}).get("text") or "",
            ]
            texts += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields", [])]
        for comp in iter_components(version.components):  # rows, layouts, text displays
            texts.append(comp.get("label") or "")
            texts.append(comp.get("content") or "")
            texts += [o.get("label", "") for o in comp.get("options", [])]
        texts += [a.filename for a in version.attachments]
    return texts


def thread_messages(double: DiscordDouble, channel) -> list[Message]:
    """The messages of the threads opened under the channel's messages (a table tells its
    ended phases there, bot.status), in the order they were posted."""
    parent = getattr(channel, "id", channel)
    threads = [c for c in double.state.channels.values() if c.is_thread and c.parent_id == parent]
    found = [m for t in threads for m in double.channel_messages(t)]
    return sorted(found, key=lambda m: m.id)


def live_panels(double: DiscordDouble, user: User) -> list[Message]:
    """The user's panels offering a game control now: DMs and answers in the channel."""
    return [
        m
        for m in (*double.dm_messages(user), *double.ephemeral_messages(user))
        if any(
            ":g:" in (c.get("custom_id") or "") and not c.get("disabled")
            for c in m.iter_components()
        )
    ]


def assert_one_live_panel(double: DiscordDouble, users: list[User]) -> None:
    """No person holds two panels offering controls (a DM and an answer, or two of either)."""
    for user in users:
        live = live_panels(double, user)
        assert len(live) <= 1, (user.name, [(m.title, m.ephemeral) for m in live])


def assert_only_the_final_is_live(
    double: DiscordDouble, channel, users: list[User], title: str
) -> None:
    """After a game: nothing but its final message offers a control (its export button);
    no old status, panel (a DM, or an answer in the channel) or lobby still looks
    clickable."""
    answers = [m for u in users for m in live_panels(double, u) if m.ephemeral]
    live = live_messages(double, channel, users) + answers
    stale = [m for m in live if m.title != f"{title} · final scores"]
    assert not stale, [(m.text[:80], m.custom_ids) for m in stale]


ON_DEMAND = ("mine.png", "look.png")  # pictures a player asked for, counted apart


def _sent_to(double: DiscordDouble) -> dict[str, str]:
    """Who a REST path reaches privately: DM channels and interaction tokens -> user name."""
    places: dict[str, str] = {}
    for inter in double.interactions:
        places[inter.token] = inter.user.name
    for user in double.state.users.values():
        channel = double.dm_channel(user)
        if channel is not None:
            places[str(channel.id)] = user.name
    return places


def traffic(double: DiscordDouble, since: int = 0) -> dict:
    """What the bot sent (from request `since` on): REST calls, and the pictures uploaded
    to players' panels (DMs and interaction answers; table pictures in the channel are not
    panel pictures), with their bytes, in all and per player; pictures asked for on demand
    ("Show my painting", looks) are counted apart."""
    places = _sent_to(double)
    requests = double.requests[since:]
    pictures: dict[str, int] = {}
    sizes: dict[str, int] = {}
    on_demand = 0
    for r in requests:
        parts = r.path.strip("/").split("/")
        # channels/<id>/messages..., webhooks/<app>/<token>/..., interactions/<id>/<token>/...
        key = parts[1] if parts[0] == "channels" else parts[2] if len(parts) > 2 else ""
        who = places.get(key) if parts[0] in ("channels", "webhooks", "interactions") else None
        for f in r.files:
            if not f.filename.endswith(".png") or who is None:
                continue
            if f.filename in ON_DEMAND:
                on_demand += 1
                continue
            pictures[who] = pictures.get(who, 0) + 1
            sizes[who] = sizes.get(who, 0) + len(f.data)
    return {
        "requests": len(requests),
        "panel_pictures": sum(pictures.values()),
        "panel_bytes": sum(sizes.values()),
        "pictures_by_player": pictures,
        "bytes_by_player": sizes,
        "on_demand_pictures": on_demand,
    }


async def poll(predicate, timeout: float = 60.0, what: str = "?", every: float = 0.05):
    """Look every `every` seconds until `predicate()` is truthy (the double's wait_for wakes
    every waiter on each change, which with hundreds of players waiting is most of the
    time of a crowd's test)."""
    deadline = time.monotonic() + timeout
    while True:
        found = predicate()
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")
        await asyncio.sleep(every)


@contextlib.asynccontextmanager
async def bot_on_postgres(
    double: DiscordDouble, tmp_path: Path, postgres_url: str, name: str, renew_every: float
):
    """The bot in this process as one worker on PostgreSQL, renewing its leases (and
    claiming) every `renew_every` seconds, with a server `name` holding one channel and a
    player alice: yields (bot, channel, alice)."""
    kept, leases.RENEW_EVERY = leases.RENEW_EVERY, renew_every
    guild = double.add_guild(name)
    channel = double.add_channel(guild, "abstract")
    alice = double.add_user("alice")
    settings = bot_settings(double, tmp_path / "unused.sqlite3", postgres_url)
    try:
        async with running_bot(GameBot(settings, extensions=extensions()), double) as game_bot:
            yield game_bot, channel, alice
    finally:
        leases.RENEW_EVERY = kept
