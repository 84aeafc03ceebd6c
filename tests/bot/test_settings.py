"""Settings and the entry point without a token."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import DEFAULT_API_BASE, SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_and_overrides():
    s = load_settings({"DISCORD_TOKEN": "abc"})
    assert s.api_base == DEFAULT_API_BASE and not s.custom_api
    assert s.database_path.parts[0] == "var" and s.dev_guild_id is None
    s = load_settings(
        {
            "DISCORD_TOKEN": "abc",
            "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10/",
            "DEV_GUILD_ID": "123",
            "LOG_LEVEL": "debug",
            "DATABASE_PATH": "/tmp/x.db",
        }
    )
    assert s.api_base == "http://127.0.0.1:9/api/v10" and s.custom_api
    assert s.dev_guild_id == 123 and s.log_level == "DEBUG" and str(s.database_path) == "/tmp/x.db"


@pytest.mark.parametrize("env", [{}, {"DISCORD_TOKEN": "  "}])
def test_missing_token_names_the_setting(env):
    with pytest.raises(SettingsError, match="DISCORD_TOKEN"):
        load_settings(env)


def test_bad_guild_id():
    with pytest.raises(SettingsError, match="DEV_GUILD_ID"):
        load_settings({"DISCORD_TOKEN": "x", "DEV_GUILD_ID": "abc"})


def test_python_m_bot_without_token(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    # run from an empty folder so no .env is picked up
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_unreachable_api_is_one_line_without_a_traceback(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    # port 9 (discard) on loopback: nothing listens, the connection is refused at once
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env
        | {
            "PYTHONPATH": str(ROOT),
            "DISCORD_TOKEN": "not.a.token",
            "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
        },
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "cannot be reached" in result.stderr and "DISCORD_API_BASE" in result.stderr
    assert "Traceback" not in result.stderr and "voice" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_voice_library_warnings_are_dropped(caplog):
    import logging

    from bot.__main__ import configure_logging

    configure_logging("INFO")
    log = logging.getLogger("discord.client")
    with caplog.at_level(logging.INFO, logger="discord.client"):
        log.warning("PyNaCl is not installed, voice will NOT be supported")
        log.warning("something else worth a warning")
    messages = [r.getMessage() for r in caplog.records]
    assert messages == ["something else worth a warning"]


def test_database_url_picks_the_backend():
    base = {"DISCORD_TOKEN": "x", "DATABASE_PATH": "/tmp/p.sqlite3"}
    s = load_settings(base)
    assert s.database_url is None and str(s.database_path) == "/tmp/p.sqlite3"
    for url in ("postgresql://u:pw@db.example:5432/venn", "postgres://localhost/venn"):
        s = load_settings(base | {"DATABASE_URL": f" {url} "})
        assert s.database_url == url
    s = load_settings(base | {"DATABASE_URL": "sqlite:///var/other.sqlite3"})
    assert s.database_url is None and str(s.database_path) == "var/other.sqlite3"
    s = load_settings(base | {"DATABASE_URL": "sqlite:////abs/other.sqlite3"})
    assert str(s.database_path) == "/abs/other.sqlite3"
    assert load_settings(base | {"DATABASE_URL": ""}).database_url is None


@pytest.mark.parametrize(
    "url",
    [
        "mysql://u:hunter2@h/db",
        "hunter2",
        "postgresql://u:hunter2@h:port/db",
        "sqlite://relative.db",
        "sqlite:///",
        "postgresql://u:hunter2@h/d b",
    ],
)
def test_a_malformed_database_url_is_one_clear_line(url):
    with pytest.raises(SettingsError) as caught:
        load_settings({"DISCORD_TOKEN": "x", "DATABASE_URL": url})
    message = str(caught.value)
    assert message.startswith("DATABASE_URL") and "postgresql://" in message
    assert "sqlite:///" in message and "\n" not in message and "hunter2" not in message


def test_the_factory_follows_the_settings(tmp_path):
    from bot.storage import SqliteStorage, settings_storage, storage_for
    from bot.storage.postgres import PostgresStorage

    s = load_settings({"DISCORD_TOKEN": "x", "DATABASE_URL": "postgres://h/db"})
    assert isinstance(settings_storage(s), PostgresStorage)
    s = load_settings({"DISCORD_TOKEN": "x", "DATABASE_PATH": str(tmp_path / "a.db")})
    assert isinstance(settings_storage(s), SqliteStorage)
    assert storage_for(f"sqlite:///{tmp_path}/b.db").path == tmp_path / "b.db"
    assert storage_for(tmp_path / "c.db").path == tmp_path / "c.db"


async def test_check_database_says_why_in_one_line(tmp_path, postgres_url):
    from bot.storage import check_database

    s = load_settings({"DISCORD_TOKEN": "x", "DATABASE_URL": postgres_url})
    assert await check_database(s) is None
    s = load_settings({"DISCORD_TOKEN": "x", "DATABASE_URL": "postgresql://u@127.0.0.1:9/x"})
    message = await check_database(s)
    assert message is not None and "cannot be reached" in message and "\n" not in message
    s = load_settings({"DISCORD_TOKEN": "x", "DATABASE_PATH": str(tmp_path / "ok.sqlite3")})
    assert await check_database(s) is None


def test_drawing_processes():
    assert load_settings({"DISCORD_TOKEN": "a"}).drawing_processes == min(2, os.cpu_count() or 1)
    assert load_settings({"DISCORD_TOKEN": "a", "DRAWING_PROCESSES": "0"}).drawing_processes == 0
    assert load_settings({"DISCORD_TOKEN": "a", "DRAWING_PROCESSES": "4"}).drawing_processes == 4
    for bad in ("-1", "two", "33"):
        with pytest.raises(SettingsError, match="DRAWING_PROCESSES must be a whole number"):
            load_settings({"DISCORD_TOKEN": "a", "DRAWING_PROCESSES": bad})


def test_metrics_port_is_off_unless_named():
    assert load_settings({"DISCORD_TOKEN": "a"}).metrics_port is None
    named = load_settings({"DISCORD_TOKEN": "a", "METRICS_PORT": "9108"})
    assert named.metrics_port == 9108 and named.metrics_host == "0.0.0.0"
    local = load_settings({"DISCORD_TOKEN": "a", "METRICS_PORT": "9", "METRICS_HOST": "127.0.0.1"})
    assert local.metrics_host == "127.0.0.1"
    for bad in ("-1", "http", "70000"):
        with pytest.raises(SettingsError, match="METRICS_PORT must be a port number"):
            load_settings({"DISCORD_TOKEN": "a", "METRICS_PORT": bad})
