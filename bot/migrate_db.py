"""`python -m bot migrate-db --from sqlite:///path --to postgresql://...`: copy an SQLite
database into an empty PostgreSQL one, keeping every id, so a bot that outgrew one process
keeps its tables, move logs and stats.

Stop the bot first: moves made during the copy would be left behind.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.storage import SqliteStorage, StorageUnavailable
from bot.storage.pg_connection import where
from bot.storage.postgres import PostgresStorage

# parents before children, so every foreign key finds its row
TABLES = (
    "tables",
    "seats",
    "moves",
    "stats",
    "ratings",
    "player_settings",
    "server_settings",
    "followers",
    "game_results",
    "tournaments",
    "tournament_players",
    "tournament_tables",
    "tournament_byes",
)
IDENTITY_TABLES = ("tables", "moves", "tournaments")
BATCH = 5000


class Refused(Exception):
    """The copy cannot be done; the message is one line."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot migrate-db",
        description="Copy an SQLite database into an empty PostgreSQL database, keeping ids.",
    )
    parser.add_argument("--from", dest="source", required=True, help="sqlite:///path/to.sqlite3")
    parser.add_argument("--to", dest="target", required=True, help="postgresql://...")
    return parser


def _sqlite_path(source: str) -> Path:
    path = Path(source[len("sqlite:///") :] if source.startswith("sqlite:///") else source)
    if "://" in str(path):
        raise Refused("--from must be sqlite:///path/to/file.sqlite3")
    # opening would create an empty database where a typo points: refuse instead
    if not path.is_file():
        raise Refused(f"--from: no SQLite database at {path}")
    return path


async def _column_types(conn: Any, table: str) -> dict[str, str]:
    rows = await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND table_name = $1",
        table,
    )
    return {r["column_name"]: r["data_type"] for r in rows}


def _converter(data_type: str) -> Callable[[Any], Any]:
    # SQLite keeps flags as 0/1 and JSON as text; PostgreSQL wants bool and Python values
    # (the jsonb codec encodes them)
    if data_type == "boolean":
        return lambda v: None if v is None else bool(v)
    if data_type in ("json", "jsonb"):
        return lambda v: None if v is None else json.loads(v)
    return lambda v: v


async def _copy_table(source: SqliteStorage, conn: Any, table: str) -> int:
    types = await _column_types(conn, table)
    copied = 0
    async with source.db.execute(f"SELECT * FROM {table} ORDER BY rowid") as cur:
        columns = [d[0] for d in cur.description]
        missing = [c for c in columns if c not in types]
        if missing:
            raise Refused(f"the PostgreSQL schema has no {table}.{missing[0]}: versions differ")
        convert = [_converter(types[c]) for c in columns]
        insert = (
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES"
            f" ({', '.join(f'${i}' for i in range(1, len(columns) + 1))})"
        )
        while rows := list(await cur.fetchmany(BATCH)):
            await conn.executemany(
                insert, [tuple(f(v) for f, v in zip(convert, row, strict=True)) for row in rows]
            )
            copied += len(rows)
    return copied


async def migrate(source_url: str, target_url: str) -> dict[str, int]:
    """Copy everything; returns the rows copied per table. Raises Refused or
    StorageUnavailable (one line each) and then has written nothing."""
    path = _sqlite_path(source_url)
    if not target_url.startswith(("postgresql://", "postgres://")):
        raise Refused("--to must be a postgresql:// or postgres:// URL")
    source, target = SqliteStorage(path), PostgresStorage(target_url, max_size=2)
    await source.open()
    try:
        await target.open()
        try:
            if await source.schema_version() != await target.schema_version():
                raise Refused("the two databases have different schema versions")
            counts: dict[str, int] = {}
            async with target.transaction() as conn:
                # the lock keeps two copies started at once from both finding the target empty
                await conn.execute(f"LOCK TABLE {', '.join(TABLES)} IN EXCLUSIVE MODE")
                held = {t: await conn.fetchval(f"SELECT count(*) FROM {t}") for t in TABLES}
                if any(held.values()):
                    found = ", ".join(f"{n} {t}" for t, n in held.items() if n)
                    raise Refused(
                        f"the target database is not empty ({found}); migrate-db only copies"
                        " into an empty database"
                    )
                for table in TABLES:
                    counts[table] = await _copy_table(source, conn, table)
                for table in IDENTITY_TABLES:
                    # new rows must get ids past the copied ones
                    await conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                        f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                    )
            return counts
        finally:
            await target.close()
    finally:
        await source.close()


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    try:
        counts = asyncio.run(migrate(args.source, args.target))
    except (Refused, StorageUnavailable) as exc:
        print(f"migrate-db: {exc}", file=sys.stderr)
        return 2
    print(
        f"Copied {counts['tables']} tables, {counts['seats']} seats, {counts['moves']} moves"
        f" and {counts['stats']} stats rows to {where(args.target)}."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
