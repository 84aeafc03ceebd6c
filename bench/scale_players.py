"""The people of the scale bench (see bench.scale): one per table, each clicking its DM
panel at the pace it is set to, opening a new game when one ends; and the world they play
in (guilds over the shards, one channel and one person per table). A person whose DMs are
closed (a share of them, `closed_dms`) plays each round in the private panel the table
message's **Open my panel** gives them."""

from __future__ import annotations

import asyncio
import math
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

HUMAN_MEAN_WAIT = 5.0
POLL = 0.05  # seconds between looks at the double's records while a player waits
RECHECK = 1.0  # seconds: the longest a player waiting on its channels goes without a look
ROUND_TITLE = re.compile(r"round (\d+)/(\d+)")


@dataclass
class Click:
    phase: str
    sent: float
    inter: Any
    lobby: bool = False
    shard: int = 0  # of the table's guild: a DM click at a table off shard 0 is handed over


@dataclass
class Table:
    index: int
    guild: Any
    channel: Any
    user: Any
    rng: random.Random
    shard: int = 0
    dms_closed: bool = False
    round_no: int = 0
    rounds: int = 0
    panel: Any = None
    games: int = 0
    finished: int = 0
    final_seen: Any = None
    problems: list[str] = field(default_factory=list)


class Stop(Exception):
    pass


class Players:
    """Every table's person, each a task clicking at the pace set in `mean_wait`."""

    def __init__(self, double: Any, tables: list[Table]) -> None:
        self.double = double
        self.tables = tables
        self.clicks: list[Click] = []
        self.phase = "setup"
        self.mean_wait: float | None = HUMAN_MEAN_WAIT
        self.stopping = False
        self.timeout = 60.0
        # (phase, seconds from the confirm to the next round's panel, whether that panel was
        # the confirmed one taken over in place)
        self.round_waits: list[tuple[str, float, bool]] = []

    async def poll(
        self,
        predicate,
        timeout: float | None = None,
        what: str = "?",
        table: Table | None = None,
    ):
        """Wait until `predicate()` holds. With a `table`, wake when a message changes in
        its channel or its person's DMs (the double's per-channel events: its own wait_for
        wakes every waiter at every change, which with a thousand players would take this
        process's CPU); otherwise, and at the latest every RECHECK seconds, look again."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            events = self.channel_events(table) if table is not None else []
            result = predicate()
            if result:
                return result
            if self.stopping:
                raise Stop
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"waited {timeout or self.timeout:.0f} s for {what}")
            if not events:
                await asyncio.sleep(POLL)
                continue
            waiters = [asyncio.ensure_future(e.wait()) for e in events]
            try:
                await asyncio.wait(
                    waiters, timeout=min(left, RECHECK), return_when=asyncio.FIRST_COMPLETED
                )
            finally:
                for waiter in waiters:
                    waiter.cancel()

    def channel_events(self, table: Table) -> list[asyncio.Event]:
        state = self.double.state
        ids = [table.channel.id]
        dm = state.dm_channel(table.user, create=False)
        if dm is not None:
            ids.append(dm.id)
        return [state.channel_changed(i) for i in ids]

    async def send(self, table: Table, action, lobby: bool = False) -> Any:
        inter = await action()
        self.clicks.append(Click(self.phase, time.monotonic(), inter, lobby, table.shard))
        try:
            await inter.responded(self.timeout)
        except TimeoutError:
            table.problems.append(f"no answer to {inter.describe()}")
            return None
        return inter

    async def pause(self, table: Table) -> None:
        if self.mean_wait:
            await asyncio.sleep(table.rng.expovariate(1 / self.mean_wait))
        if self.stopping:
            raise Stop

    async def lobby_step(self, table: Table, lobby: Any, action, what: str) -> None:
        """One lobby click, then wait until the lobby shows it (an edit of the message)."""
        edits = len(self.double.message(lobby).history)
        inter = await self.send(table, action, lobby=True)
        if inter is None:
            raise TimeoutError(f"{what}: no answer")
        await self.poll(
            lambda: len(self.double.message(lobby).history) > edits or inter.ephemeral_messages,
            what=f"the lobby to show {what}",
            table=table,
        )
        if inter.ephemeral_messages:
            raise RuntimeError(f"{what}: {inter.ephemeral_messages[0].content[:200]}")

    async def open(self, table: Table) -> None:
        """/play abstract, Add AI twice, no clock, Start (as harness.open_table, polled)."""
        d, user, channel = self.double, table.user, table.channel
        table.final_seen = self.last_final(table)
        inter = await self.send(
            table, lambda: d.slash(user, channel, "play", {"game": "abstract"}), lobby=True
        )
        if inter is None:
            raise TimeoutError("/play: no answer")

        def lobby_shown():
            m = inter.original
            return m if m is not None and "new table" in m.text and m.buttons else None

        lobby = await self.poll(lobby_shown, what="the lobby", table=table)
        for _ in range(2):
            await self.lobby_step(
                table, lobby, lambda: d.click(user, lobby, label="Add AI"), "Add AI"
            )
        clock = next(s for s in d.message(lobby).selects if s["custom_id"].endswith(":clock"))
        await self.lobby_step(
            table, lobby, lambda: d.select(user, lobby, clock["custom_id"], ["0"]), "clock"
        )
        await self.lobby_step(table, lobby, lambda: d.click(user, lobby, label="Start"), "Start")
        table.games += 1
        table.round_no = 0

    def dm_panel(self, table: Table, round_no: int):
        for m in reversed(self.double.dm_messages(table.user)):
            title = m.title
            found = ROUND_TITLE.search(title)
            if found and int(found.group(1)) == round_no and m.custom_ids:
                table.rounds = int(found.group(2))
                return m
        return None

    def channel_round(self, table: Table, round_no: int) -> Any:
        """The table message of round `round_no` (its status in the channel)."""
        for m in reversed(self.double.channel_messages(table.channel)):
            if m.title.startswith(f"Abstract · round {round_no}/") and m.buttons:
                return m
        return None

    def in_place(self, table: Table, round_no: int) -> Any:
        """The private panel in hand, when it shows round `round_no` with controls (a
        confirm that ended a round shows the next one in the same panel)."""
        if table.panel is None:
            return None
        m = self.double.message(table.panel)
        found = ROUND_TITLE.search(m.title)
        if found and int(found.group(1)) == round_no and m.custom_ids:
            table.rounds = int(found.group(2))
            return m
        return None

    async def open_panel(self, table: Table, round_no: int, timeout: float | None) -> Any:
        """Round `round_no`'s private panel of a person whose DMs are closed: the one in hand
        when it shows that round, else the one **Open my panel** gives; "end" when the
        game ended instead."""
        found = await self.poll(
            lambda: (
                self.in_place(table, round_no)
                or self.channel_round(table, round_no)
                or ("end" if self.finished(table) else None)
            ),
            timeout,
            what=f"round {round_no}'s table message or the final scores",
            table=table,
        )
        if isinstance(found, str):
            return found
        kept = self.in_place(table, round_no)
        if kept is not None:
            return kept
        d, status = self.double, found
        inter = await self.send(table, lambda: d.click(table.user, status, label="Open my panel"))
        if inter is None:
            raise TimeoutError("Open my panel: no answer")
        panel = await self.poll(
            lambda: inter.original if inter.original and inter.original.embeds else None,
            what="the panel Open my panel gives",
            table=table,
        )
        found_round = ROUND_TITLE.search(panel.title)
        if found_round:
            table.rounds = int(found_round.group(2))
        return panel

    def last_final(self, table: Table) -> Any:
        """The newest final scores message in the table's channel (one per game played)."""
        from tests.e2e.harness import final_message

        return final_message(self.double, table.channel, "Abstract", newest=True)

    def finished(self, table: Table) -> bool:
        final = self.last_final(table)
        return final is not None and final is not table.final_seen

    async def next_round(self, table: Table, timeout: float | None = None) -> bool:
        """Wait for the next round's DM panel; False when the game ended instead."""
        number = table.round_no + 1
        since, phase = time.monotonic(), self.phase
        if table.dms_closed:
            found = await self.open_panel(table, number, timeout)
        else:
            found = await self.poll(
                lambda: self.dm_panel(table, number) or ("end" if self.finished(table) else None),
                timeout,
                what=f"round {number}'s DM panel or the final scores",
                table=table,
            )
        if found == "end":
            table.finished += 1
            return False
        in_place = table.panel is not None and found.id == table.panel.id
        table.round_no, table.panel = number, found
        if number > 1:
            self.round_waits.append((phase, time.monotonic() - since, in_place))
        return True

    async def click_once(self, table: Table) -> bool:
        """One click on the panel; False when the round is confirmed (nothing left: the
        panel is closed, or shows the next round already)."""
        d = self.double
        msg = d.message(table.panel)
        before = msg.custom_ids
        confirm = None
        if msg.selects:
            sel = msg.selects[0]
            value = sel["options"][0]["value"]
            action = lambda: d.select(table.user, msg, sel["custom_id"], [value])  # noqa: E731
        else:
            confirm = next((b for b in msg.buttons if b.get("label") == "Confirm round"), None)
            if confirm is None or confirm.get("disabled"):
                return False
            action = lambda: d.click(table.user, msg, confirm["custom_id"])  # noqa: E731
        inter = await self.send(table, action)
        if inter is None:
            return True
        await self.poll(
            lambda: (
                d.message(msg).custom_ids != before or inter.ephemeral_messages or inter.followups
            ),
            what="the panel to show the click's result",
            table=table,
        )
        if inter.ephemeral_messages:
            table.problems.append(inter.ephemeral_messages[0].content[:200])
        return confirm is None

    async def play(self, table: Table) -> None:
        """Play on until told to stop: rounds, then a new game when one ends."""
        try:
            while True:
                if not await self.next_round(table):
                    await self.open(table)
                    continue
                while True:
                    await self.pause(table)
                    if not await self.click_once(table):
                        break
        except Stop:
            pass
        except (TimeoutError, Exception) as exc:  # keep the others going; say what went wrong
            table.problems.append(f"{type(exc).__name__}: {exc}"[:300])


def build_world(
    double: Any, tables: int, shard_count: int, per_guild: int, closed_dms: float = 0.0
) -> list[Table]:
    """Guilds (balanced over the shards: a guild's shard is (id >> 22) % shard_count, and
    ids carry the millisecond they were made in), one channel and one person per table;
    the DMs of a `closed_dms` share of the people closed (spread evenly over the tables)."""
    from tests.double.gateway import shard_for

    wanted = max(shard_count, math.ceil(tables / per_guild))
    per_shard = math.ceil(wanted / shard_count)
    guilds: dict[int, list] = {s: [] for s in range(shard_count)}
    made = 0
    while any(len(g) < per_shard for g in guilds.values()):
        guild = double.add_guild(f"Scale {made}", members=[])
        made += 1
        shard = shard_for(guild.id, shard_count)
        if len(guilds[shard]) < per_shard:
            guilds[shard].append(guild)
        time.sleep(0.0015)  # the next id in another millisecond: another shard, maybe
    order = [g for group in zip(*guilds.values(), strict=True) for g in group]
    out = []
    for i in range(tables):
        guild = order[i % len(order)]
        channel = double.add_channel(guild, f"table-{i}")
        closed = math.floor((i + 1) * closed_dms) > math.floor(i * closed_dms)
        user = double.add_user(f"player{i}", guilds=[guild], dms_open=not closed)
        rng = random.Random(7919 * i + 1)
        shard = shard_for(guild.id, shard_count)
        out.append(Table(i, guild, channel, user, rng, shard, dms_closed=closed))
    return out
