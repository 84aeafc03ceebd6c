"""The real bot as its own process (`python -m bot`), pointed at the Discord double, that a
test can kill with SIGKILL and start again on the same database; and a read-only look at
that database from the test's side."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

from games import registry
from tests.double import DiscordDouble


class BotProcess:
    def __init__(
        self,
        double: DiscordDouble,
        db_path: Path,
        *,
        args: tuple[str, ...] = (),
        env: dict[str, str] | None = None,
        start_within: float = 60.0,
    ) -> None:
        """`args` and `env` make it one worker of several: `--shards 1 --shard-count 2`,
        DATABASE_URL. `start_within`: seconds a start may take before it counts as failed
        (a soak on a machine busy with other work needs more than a test)."""
        self.double, self.db_path = double, db_path
        self.args, self.env = args, env or {}
        self.start_within = start_within
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0
        self.kills = 0
        self.logs: list[str] = []  # stderr of every run, for tracebacks

    async def start(self) -> None:
        env = os.environ | {
            "DISCORD_TOKEN": self.double.bot_token,
            "DISCORD_API_BASE": self.double.api_base,
            "DATABASE_PATH": str(self.db_path),
            "LOG_LEVEL": os.environ.get("CHAOS_BOT_LOG", "WARNING"),
            # one drawing process (bot.drawing) is enough for a test and lighter on a
            # machine running several tests' bots at once; the benchmarks ask for the default
            "DRAWING_PROCESSES": "1",
            **self.env,
        }
        sessions = self.double.identify_count
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            *self.args,
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        self.starts += 1
        self._reader = asyncio.create_task(self._read(self.proc))
        proc = self.proc

        def up() -> bool:
            if proc.returncode is not None:  # it died on its way up: say why
                raise RuntimeError("the bot exited at start:\n" + "\n".join(self.logs[-30:]))
            return self.double.identify_count > sessions and self.up()

        await self.double.wait_for(up, timeout=self.start_within)

    def shards(self) -> set[int] | None:
        """The shards this process runs (None: all of them)."""
        if "--shards" not in self.args:
            return None
        return {int(s) for s in self.args[self.args.index("--shards") + 1].split(",")}

    def _connected(self) -> list:
        mine = self.shards()
        return [
            s for s in self.double.hub.connected_sessions() if mine is None or s.shard[0] in mine
        ]

    def up(self) -> bool:
        """Every shard of this process is connected."""
        mine = self.shards()
        connected = {s.shard[0] for s in self._connected()}
        return bool(connected) if mine is None else connected >= mine

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stderr is not None
        async for line in proc.stderr:
            self.logs.append(line.decode(errors="replace").rstrip())

    async def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, nothing the bot could tidy up."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        await self._reader
        self.kills += 1
        self.proc = None
        await self.double.wait_for(lambda: not self._connected(), timeout=10)

    async def stop(self) -> None:
        if self.proc is None:
            return
        self.proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(self.proc.wait(), timeout=20)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        await self._reader
        self.proc = None

    def tracebacks(self) -> list[str]:
        """Each logged error or traceback, with the lines that follow it."""
        return [
            "\n".join(self.logs[k : k + 30])
            for k, line in enumerate(self.logs)
            if line.startswith("Traceback") or " ERROR " in line
        ]


class Peek:
    """The bot's database as the test may read it while the bot runs (read-only)."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path

    def _query(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        if not self.db_path.exists():
            return []
        db = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, timeout=10)
        try:
            db.row_factory = sqlite3.Row
            return db.execute(sql, args).fetchall()
        finally:
            db.close()

    def table(self, table_id: int) -> dict[str, Any] | None:
        rows = self._query("SELECT * FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        row = dict(rows[0])
        row["state"] = json.loads(row["state"]) if row["state"] else None
        if (
            row["state"] is not None
            and (row.get("state_version") or row["version"]) < row["version"]
        ):
            # a move need not rewrite the state: the moves after the snapshot are applied,
            # as the bot does when it loads the table
            game = registry.get(row["game"])
            for seat, move in self._query(
                "SELECT seat, move FROM moves WHERE table_id = ? AND version > ? ORDER BY id",
                (table_id, row["state_version"]),
            ):
                row["state"], _ = game.apply(row["state"], seat, json.loads(move))
        row["options"] = json.loads(row["options"])
        return row

    def latest(self, channel_id: int) -> dict[str, Any] | None:
        """The channel's newest table (its row without the state), or None."""
        rows = self._query(
            "SELECT id, game, status, version, clock_minutes FROM tables WHERE channel_id = ?"
            " ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        return dict(rows[0]) if rows else None

    def tables(self) -> list[dict[str, Any]]:
        """Every table's row without its state: id, channel, game, status, version and
        whether its final scores were posted."""
        return [
            dict(r)
            for r in self._query(
                "SELECT id, channel_id, game, status, version, final_posted FROM tables"
            )
        ]

    def seats(self, table_id: int) -> list[dict[str, Any]]:
        rows = self._query("SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))
        return [dict(r) for r in rows]

    def moves(self, table_id: int) -> list[tuple[int, dict[str, Any], int | None]]:
        rows = self._query(
            "SELECT seat, move, interaction_id FROM moves WHERE table_id = ? ORDER BY id",
            (table_id,),
        )
        return [(r["seat"], json.loads(r["move"]), r["interaction_id"]) for r in rows]

    def has_move(self, interaction_id: int) -> bool:
        return bool(self._query("SELECT 1 FROM moves WHERE interaction_id = ?", (interaction_id,)))

    def stats(self, user_id: int) -> list[dict[str, Any]]:
        return [dict(r) for r in self._query("SELECT * FROM stats WHERE user_id = ?", (user_id,))]

    def tournament(self, tournament_id: int) -> dict[str, Any] | None:
        """A tournament's row, with its players (in join order), each round's tables (in
        pairing order) and byes: {"players": [...], "tables": {round: [ids]}, "byes": {...}}."""
        rows = self._query("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if not rows:
            return None
        row = dict(rows[0])
        row["players"] = [
            dict(r)
            for r in self._query(
                "SELECT * FROM tournament_players WHERE tournament_id = ? ORDER BY position",
                (tournament_id,),
            )
        ]
        row["tables"], row["byes"] = {}, {}
        for r in self._query(
            "SELECT round, table_id FROM tournament_tables WHERE tournament_id = ?"
            " ORDER BY round, position",
            (tournament_id,),
        ):
            row["tables"].setdefault(r["round"], []).append(r["table_id"])
        for r in self._query(
            "SELECT round, user_id FROM tournament_byes WHERE tournament_id = ? ORDER BY round",
            (tournament_id,),
        ):
            row["byes"].setdefault(r["round"], []).append(r["user_id"])
        return row
