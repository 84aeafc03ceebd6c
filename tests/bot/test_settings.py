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
