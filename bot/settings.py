"""Settings from the environment (and `.env`, loaded by the entry point)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_API_BASE = "https://discord.com/api/v10"
DEFAULT_DATABASE_PATH = "var/venn-table.sqlite3"


class SettingsError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    api_base: str = DEFAULT_API_BASE
    dev_guild_id: int | None = None
    log_level: str = "INFO"

    @property
    def custom_api(self) -> bool:
        return self.api_base.rstrip("/") != DEFAULT_API_BASE


def load_settings(env: Mapping[str, str] | None = None, *, need_token: bool = True) -> Settings:
    env = os.environ if env is None else env
    token = env.get("DISCORD_TOKEN", "").strip()
    if need_token and not token:
        raise SettingsError(
            "DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications "
            "(Bot tab > Reset Token), then put DISCORD_TOKEN=<token> in .env or the environment."
        )
    guild = env.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise SettingsError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
        raise SettingsError(
            f"LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL, not {level!r}."
        )
    return Settings(
        token=token,
        database_path=Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH),
        api_base=(env.get("DISCORD_API_BASE", "").strip() or DEFAULT_API_BASE).rstrip("/"),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
    )
