"""`python -m bot` refusing to start: one line saying why, exit code 2, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.chaos.botprocess import BotProcess


def start(tmp_path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_PATH")}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        env=clean | {"DISCORD_TOKEN": "not-a-real-token", **env},
        cwd=tmp_path,  # no .env here
        capture_output=True,
        text=True,
        timeout=60,
    )


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Cannot start: "), result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def test_a_database_url_of_another_kind_is_refused(tmp_path):
    line = one_line(start(tmp_path, DATABASE_URL="mysql://user:pw@db/venn"))
    assert "postgresql://" in line and "sqlite:///" in line and "pw" not in line


def test_an_unreachable_postgresql_is_one_line_without_the_password(tmp_path):
    line = one_line(start(tmp_path, DATABASE_URL="postgresql://venn:hunter2@127.0.0.1:1/venn"))
    assert "cannot be reached" in line and "hunter2" not in line


def test_a_missing_database_on_a_live_server_is_named(tmp_path, postgres_server):
    line = one_line(start(tmp_path, DATABASE_URL=postgres_server.url("no_such_database")))
    assert "no_such_database" in line


def test_sqlite_refuses_to_be_one_worker_of_several(tmp_path):
    line = one_line(
        start(
            tmp_path,
            "--shards",
            "0",
            "--shard-count",
            "2",
            DATABASE_PATH=str(tmp_path / "venn.sqlite3"),
        )
    )
    assert "DATABASE_URL=postgresql://" in line


@pytest.mark.parametrize(
    "args, words",
    [
        (("--shards", "0,x", "--shard-count", "2"), "separated by commas"),
        (("--shards", "2", "--shard-count", "2"), "from 0 to 1"),
        (("--shards", "0"), "together"),
        (("--bogus",), "unknown arguments"),
    ],
)
def test_a_malformed_shard_plan_is_refused(tmp_path, args, words):
    assert words in one_line(start(tmp_path, *args))


async def test_a_second_process_on_one_sqlite_file_is_refused(discord_double, tmp_path):
    db = tmp_path / "venn.sqlite3"
    first = BotProcess(discord_double, db)
    await first.start()
    try:
        line = one_line(
            start(
                tmp_path,
                DATABASE_PATH=str(db),
                DISCORD_API_BASE=discord_double.api_base,
                DISCORD_TOKEN=discord_double.bot_token,
            )
        )
        assert "another bot process already uses" in line
    finally:
        await first.stop()
    assert not first.tracebacks()
