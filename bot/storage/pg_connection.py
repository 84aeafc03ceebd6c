"""Connecting to PostgreSQL (for bot.storage.postgres): the pool's settings and codecs, what
a lost connection looks like, and one line for a human about why the database cannot be
used."""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import urlsplit

import asyncpg

CONNECT_TIMEOUT = 5.0
COMMAND_TIMEOUT = 30.0

# What a lost or refused connection looks like; anything else is a bug or a constraint.
LOST = (
    OSError,  # refused, reset, unreachable; also TimeoutError
    asyncio.TimeoutError,
    asyncpg.InterfaceError,  # ConnectionDoesNotExistError: the connection closed mid-query
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,  # shutdown, CannotConnectNowError
    asyncpg.exceptions.InsufficientResourcesError,  # too many connections
    asyncpg.exceptions.InvalidAuthorizationSpecificationError,  # bad user or password
    asyncpg.exceptions.InvalidCatalogNameError,  # no such database
)


def dumps(value: Any) -> str:
    """JSON as the JSONB codec writes it (and SQLite stores it): compact, keys sorted."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _sorted_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # JSONB hands keys back shortest first; SQLite hands back what sort_keys wrote. Sorting
    # here makes a state iterate in the same order whichever database it came from.
    return dict(sorted(pairs))


def loads(text: str) -> Any:
    """JSON read back with its keys in sorted order, as `dumps` wrote them."""
    return json.loads(text, object_pairs_hook=_sorted_object)


def where(url: str) -> str:
    """The server and database of a URL, without the password, for messages."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = parts.port or 5432
    except ValueError:
        return "the PostgreSQL server of DATABASE_URL"
    user = f"{parts.username}@" if parts.username else ""
    database = parts.path.lstrip("/") or parts.username or "postgres"
    return f"{user}{host}:{port}/{database}"


def describe(exc: BaseException, url: str) -> str:
    """One line for a human about why the database cannot be used."""
    at = where(url)
    if isinstance(exc, asyncpg.exceptions.InvalidCatalogNameError):
        return f"PostgreSQL database missing ({at}): {exc}; create it or fix DATABASE_URL"
    if isinstance(exc, asyncpg.exceptions.InvalidAuthorizationSpecificationError):
        return f"PostgreSQL refused the login ({at}): {exc}; check the user and password in DATABASE_URL"
    if isinstance(exc, TimeoutError):
        return (
            f"PostgreSQL at {at} did not answer in time; is DATABASE_URL right and the server up?"
        )
    if isinstance(exc, OSError):
        reason = exc.strerror or str(exc) or type(exc).__name__
        return f"PostgreSQL at {at} cannot be reached ({reason}); is the server running?"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"PostgreSQL at {at} is unavailable: {text}"


async def keep_session(_conn: asyncpg.Connection) -> None:
    """What a pooled connection needs when it goes back to the pool: nothing beyond the
    rollback asyncpg always makes. The bot never leaves session state on one (no LISTEN, SET
    or session advisory lock: the listener has a connection of its own), and asyncpg's
    default (RESET ALL, UNLISTEN *, CLOSE ALL, pg_advisory_unlock_all) is one more round trip
    per release: measured at 1,000 busy tables, 14% of a worker's event loop."""


async def init_connection(conn: asyncpg.Connection) -> None:
    """Each new pooled connection reads and writes JSON and JSONB as Python values."""
    for kind in ("json", "jsonb"):
        await conn.set_type_codec(
            kind, encoder=dumps, decoder=loads, schema="pg_catalog", format="text"
        )
