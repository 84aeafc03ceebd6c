"""Settings from the environment (and `.env`, loaded by the entry point)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

DEFAULT_API_BASE = "https://discord.com/api/v10"
DEFAULT_DATABASE_PATH = "var/venn-table.sqlite3"
MAX_DRAWING_PROCESSES = 32
DEFAULT_METRICS_HOST = "0.0.0.0"  # inside a container, to be reached by its healthcheck and scraper
DATABASE_URL_FORMS = (
    "postgresql://user:password@host:5432/database (or postgres://...),"
    " or sqlite:///path/to/file.sqlite3"
)


class SettingsError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    api_base: str = DEFAULT_API_BASE
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # a PostgreSQL URL; None: SQLite at database_path
    database_url: str | None = None
    # processes drawing the games' pictures (bot.drawing); 0: threads of the bot's process
    drawing_processes: int = 0
    # the port of /health and /metrics (bot.watch); None: not served, 0: any free port
    metrics_port: int | None = None
    metrics_host: str = DEFAULT_METRICS_HOST

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
    database_url, sqlite_path = parse_database_url(env.get("DATABASE_URL", ""))
    drawing = env.get("DRAWING_PROCESSES", "").strip()
    if drawing and not (drawing.isdigit() and int(drawing) <= MAX_DRAWING_PROCESSES):
        raise SettingsError(
            f"DRAWING_PROCESSES must be a whole number from 0 to {MAX_DRAWING_PROCESSES} "
            f"(0 draws on threads of the bot's process), not {drawing[:20]!r}."
        )
    metrics = env.get("METRICS_PORT", "").strip()
    if metrics and not (metrics.isdigit() and int(metrics) <= 65535):
        raise SettingsError(
            f"METRICS_PORT must be a port number (1 to 65535) for /health and /metrics, "
            f"or unset to serve neither, not {metrics[:20]!r}."
        )
    return Settings(
        token=token,
        database_path=Path(
            sqlite_path or env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH
        ),
        database_url=database_url,
        api_base=(env.get("DISCORD_API_BASE", "").strip() or DEFAULT_API_BASE).rstrip("/"),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        drawing_processes=int(drawing) if drawing else default_drawing_processes(),
        metrics_port=int(metrics) if metrics else None,
        metrics_host=env.get("METRICS_HOST", "").strip() or DEFAULT_METRICS_HOST,
    )


def default_drawing_processes() -> int:
    """One drawing process per core, two at most (a bot's pictures rarely need more)."""
    return max(1, min(2, os.cpu_count() or 1))


def parse_database_url(value: str) -> tuple[str | None, str | None]:
    """DATABASE_URL as (PostgreSQL URL, SQLite path): at most one of them is set, neither
    when it is blank. Raises SettingsError naming the accepted forms, never echoing the
    value (it may hold a password)."""
    url = value.strip()
    if not url:
        return None, None
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme == "sqlite":
        if not url.lower().startswith("sqlite:///") or not url[len("sqlite:///") :].strip():
            raise SettingsError(
                f"DATABASE_URL for SQLite must be sqlite:///path/to/file.sqlite3 (three slashes, "
                f"then a path; four for an absolute one). Allowed: {DATABASE_URL_FORMS}."
            )
        return None, url[len("sqlite:///") :]
    if scheme in ("postgresql", "postgres"):
        try:
            parts = urlsplit(url)
            parts.port  # noqa: B018 - raises ValueError on a port that is not a number
        except ValueError:
            raise SettingsError(
                f"DATABASE_URL is not a valid PostgreSQL URL (check the host and port). "
                f"Allowed: {DATABASE_URL_FORMS}."
            ) from None
        if any(c.isspace() for c in url):
            raise SettingsError(
                f"DATABASE_URL must not contain spaces. Allowed: {DATABASE_URL_FORMS}."
            )
        return url, None
    shown = f"a {scheme}:// URL" if scheme.isalnum() else "not a URL"
    raise SettingsError(f"DATABASE_URL is {shown}. Allowed: {DATABASE_URL_FORMS}.")
