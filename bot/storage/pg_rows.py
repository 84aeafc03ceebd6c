"""A table and its seats as PostgreSQL's rows: the statement that reads them in one snapshot,
the seats' insert, and the record made of a row (PostgresStorage's tables and moves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.storage.base import SeatRecord, Shown, TableRecord

if TYPE_CHECKING:
    import asyncpg

# the tables matching `where` (on `t`), each with its seats and the moves made since its
# state was last written, all from one snapshot
TABLES_SELECT = """
    SELECT t.*, COALESCE(
        (SELECT json_agg(s ORDER BY s.seat) FROM seats s WHERE s.table_id = t.id), '[]'
    ) AS seat_rows, COALESCE(
        (SELECT json_agg(json_build_array(m.seat, m.move) ORDER BY m.id) FROM moves m
         WHERE m.table_id = t.id AND m.version > t.state_version), '[]'
    ) AS pending_rows
    FROM tables t WHERE {where} ORDER BY t.id
"""


async def insert_seats(conn: asyncpg.Connection, table_id: int, seats: list[SeatRecord]) -> None:
    await conn.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, is_ai, dm_channel_id, dm_closed,"
        " panel_message_id, panel_turn, missed_clocks)"
        " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)",
        [
            (
                table_id,
                s.seat,
                s.user_id,
                s.name,
                bool(s.is_ai),
                s.dm_channel_id,
                bool(s.dm_closed),
                s.panel_message_id,
                s.panel_turn,
                s.missed_clocks,
            )
            for s in seats
        ],
    )


def table_from_row(row: asyncpg.Record) -> TableRecord:
    seats = [
        SeatRecord(
            seat=s["seat"],
            user_id=s["user_id"],
            name=s["name"],
            is_ai=bool(s["is_ai"]),
            dm_channel_id=s["dm_channel_id"],
            dm_closed=bool(s["dm_closed"]),
            panel_message_id=s["panel_message_id"],
            panel_turn=s["panel_turn"],
            missed_clocks=s["missed_clocks"],
        )
        for s in row["seat_rows"]
    ]
    return TableRecord(
        id=row["id"],
        game=row["game"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        status=row["status"],
        options=row["options"],
        seed=row["seed"],
        version=row["version"],
        state=row["state"],
        phase=row["phase"],
        shown=Shown(message_id=row["message_id"], announced=row["announced"]),
        clock_minutes=row["clock_minutes"],
        deadline=row["deadline"],
        reminded=row["reminded"],
        created_at=row["created_at"],
        seats=seats,
    )
