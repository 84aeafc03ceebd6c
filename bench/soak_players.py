"""The people of the soak run (bench.soak): one per table, playing a mix of the five games
against AI seats at a human pace. Each looks at the store (read-only, as the crash suite
does) to know whether it is their turn, thinks for a seeded random while, then presses
what their panel offers (tests.chaos.player.PanelPlayer: any game, DM or **Open my panel**);
a game that ends is followed by the next game of the mix in the same channel. A lobby left
half set up by a kill is taken up where it stands (Add AI, clock, Start)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from bench.scale_players import Players, Stop, Table
from games import registry
from tests.chaos.botprocess import Peek
from tests.chaos.player import PanelPlayer
from tests.chaos.test_faults import AI_SEATS
from tests.chaos.test_kills import PANEL_LABELS

RECHECK = 5.0  # seconds: the longest a waiting person goes without reading the store again
LOOK_AGAIN = 0.5  # seconds between looks at the store while a lobby change is written
# presses at one moment of a game before the person goes for its end (a person who has
# wandered among the toggles for minutes wants to get on; the crash suite's player wanders on)
DECIDE_AFTER = 4
PATIENCE = 30.0  # seconds a person waits for an answer, or for its result, before moving on


@dataclass
class Person:
    """One table's person and what they saw."""

    table: Table
    think: tuple[float, float]
    game_no: int = 0
    games_opened: int = 0
    player: PanelPlayer | None = None
    game: str = ""
    last_note: str = ""
    problems: list[str] = field(default_factory=list)


class SoakPlayers:
    def __init__(
        self, double: Any, peek: Peek, people: list[Person], games: list[str] | None = None
    ) -> None:
        self.double, self.peek, self.people = double, peek, people
        self.games = games or list(registry.NAMES)
        self.waiter = Players(double, [p.table for p in people])  # waits on the channels
        self.waiter.timeout = RECHECK

    @property
    def stopping(self) -> bool:
        return self.waiter.stopping

    def stop(self) -> None:
        self.waiter.stopping = True

    async def think(self, person: Person, share: float = 1.0) -> None:
        low, high = person.think
        await asyncio.sleep(share * person.table.rng.uniform(low, high))
        if self.stopping:
            raise Stop

    async def read(self, person: Person) -> dict | None:
        """The channel's newest table as the store has it, with its seats. Read on a thread:
        a reader waiting for the bot's lock on the database must not hold up this process's
        loop, where the double serves that same bot."""

        def look() -> dict | None:
            found = self.peek.latest(person.table.channel.id)
            if found is None:
                return None
            row = self.peek.table(found["id"])
            if row is not None:
                row["seat_count"] = len(self.peek.seats(found["id"]))
            return row

        return await asyncio.to_thread(look)

    async def quiet(self, person: Person) -> None:
        """Wait until the table's channel or DMs change, or RECHECK seconds."""
        events = self.waiter.channel_events(person.table)
        waiters = [asyncio.ensure_future(e.wait()) for e in events]
        try:
            await asyncio.wait(waiters, timeout=RECHECK, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in waiters:
                waiter.cancel()
        if self.stopping:
            raise Stop

    async def play(self, person: Person) -> None:
        """Play on until told to stop."""
        try:
            while True:
                await self.turn(person)
        except Stop:
            pass
        except Exception as exc:  # keep the others going; say what went wrong
            person.problems.append(f"{type(exc).__name__}: {exc}"[:300])

    async def turn(self, person: Person) -> None:
        """Read the store, and do the one thing this moment asks of the person."""
        row = await self.read(person)
        if row is None or row["status"] == "cancelled":
            await self.think(person)
            await self.new_game(person)
        elif row["status"] == "finished":
            if not row["final_posted"]:  # the bot owes the final scores
                await self.quiet(person)
                return
            await self.think(person)
            await self.new_game(person)
        elif row["status"] == "lobby":
            await self.think(person, 0.25)
            await self.lobby_step(person, row)
        else:
            game = registry.get(row["game"])
            self.ensure_player(person, row)
            if 0 not in game.waiting_for(row["state"]):
                await self.quiet(person)  # the AI seats think
                return
            await self.think(person)
            assert person.player is not None
            inter = await person.player.step(game.flow(row["state"]).panel_key(0))
            if person.player.tally.notes:
                person.last_note = person.player.tally.notes[-1][:200]
            if inter is None:  # no panel to press yet
                await self.quiet(person)

    def ensure_player(self, person: Person, row: dict) -> None:
        if person.player is None or person.game_no != row["id"]:
            person.game_no, person.game = row["id"], row["game"]
            t = person.table
            label = PANEL_LABELS.get(row["game"], "Open my panel")
            person.player = PanelPlayer(
                self.double, t.user, t.channel, t.rng, label, PATIENCE, decide_after=DECIDE_AFTER
            )

    async def press(self, person: Person, action) -> Any:
        """An interaction, and its first answer waited for (None if none came)."""
        inter = await action()
        try:
            await inter.responded(PATIENCE)
        except TimeoutError:
            return None
        return inter

    async def new_game(self, person: Person) -> None:
        t = person.table
        # every fifth person has closed DMs: t.index // 5 spreads them over the games too
        name = self.games[(t.index + t.index // 5 + person.games_opened) % len(self.games)]
        inter = await self.press(
            person, lambda: self.double.slash(t.user, t.channel, "play", {"game": name})
        )
        if inter is not None:
            person.games_opened += 1
            person.player = None
        await self.quiet(person)

    def lobby_message(self, person: Person) -> Any:
        for m in reversed(self.double.channel_messages(person.table.channel)):
            if any(b.get("label") == "Start" for b in m.buttons):
                return m
        return None

    async def lobby_step(self, person: Person, row: dict) -> None:
        """One lobby click: Add AI until the game's seats are there, no clock, Start."""
        d, user = self.double, person.table.user
        lobby = self.lobby_message(person)
        if lobby is None:
            await self.quiet(person)
            return
        add = next((b for b in lobby.buttons if b.get("label") == "Add AI"), None)
        if row["seat_count"] < 1 + AI_SEATS[row["game"]] and add and not add.get("disabled"):
            action = lambda: d.click(user, lobby, label="Add AI")  # noqa: E731
        elif row["clock_minutes"]:
            clock = next(s for s in lobby.selects if s["custom_id"].endswith(":clock"))
            action = lambda: d.select(user, lobby, clock["custom_id"], ["0"])  # noqa: E731
        else:
            action = lambda: d.click(user, lobby, label="Start")  # noqa: E731
        before = (row["id"], row["status"], row["seat_count"], row["clock_minutes"])
        if await self.press(person, action) is None:
            return
        # the store may write the change a moment after the answer shows it: look again
        # until it does, so as not to press the same thing twice
        for _ in range(int(PATIENCE / LOOK_AGAIN)):
            now = await self.read(person)
            if (
                now is None
                or (now["id"], now["status"], now["seat_count"], now["clock_minutes"]) != before
            ):
                return
            await asyncio.sleep(LOOK_AGAIN)


def people(tables: list[Table], think: tuple[float, float]) -> list[Person]:
    return [Person(t, think) for t in tables]
