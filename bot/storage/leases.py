"""Which worker looks after which table, when several share one PostgreSQL (see bot.cluster).

A lease is two columns of the table's row: the worker holding it and until when (the
database's clock, so workers on machines whose clocks differ agree). A worker renews its
leases every few seconds; leases that ran out are claimed with FOR UPDATE SKIP LOCKED, so
two workers claiming at once never take the same table, and neither waits for the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.storage.base import PostgresConnection

# the tables somebody has to look after: lobbies, running games, and games whose final
# message was never posted
_LOOKED_AFTER = "(status IN ('lobby', 'running') OR (status = 'finished' AND NOT final_posted))"
_NOW = "extract(epoch FROM clock_timestamp())"


class PostgresLeases:
    """Lease statements, a part PostgresStorage holds (`storage.leases`); `tx` lends a pooled
    connection in a transaction."""

    def __init__(self, tx: PostgresConnection) -> None:
        self._tx = tx

    async def take_table(self, table_id: int, worker: str, lease: float) -> bool:
        """Hold the lease of a table this worker just opened; False when another worker
        claimed it first."""
        async with self._tx() as conn:
            taken = await conn.fetchval(
                f"UPDATE tables SET owner = $1, owner_until = {_NOW} + $2"
                f" WHERE id = $3 AND (owner IS NULL OR owner = $1 OR owner_until < {_NOW})"
                " RETURNING id",
                worker,
                lease,
                table_id,
            )
        return taken is not None

    async def claim_tables(self, worker: str, lease: float, limit: int = 200) -> list[int]:
        """Take the lease of tables nobody holds (or whose holder stopped renewing)."""
        async with self._tx() as conn:
            rows = await conn.fetch(
                f"UPDATE tables SET owner = $1, owner_until = {_NOW} + $2 WHERE id IN ("
                f" SELECT id FROM tables WHERE {_LOOKED_AFTER}"
                f" AND (owner IS NULL OR owner_until < {_NOW})"
                " ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING id",
                worker,
                lease,
                limit,
            )
        return sorted(int(r["id"]) for r in rows)

    async def renew_tables(self, worker: str, lease: float) -> set[int]:
        """Extend this worker's leases; returns the tables it still holds."""
        async with self._tx() as conn:
            rows = await conn.fetch(
                f"UPDATE tables SET owner_until = {_NOW} + $2"
                f" WHERE owner = $1 AND {_LOOKED_AFTER} RETURNING id",
                worker,
                lease,
            )
        return {int(r["id"]) for r in rows}

    async def release_tables(self, worker: str) -> None:
        """Give up every lease (a worker shutting down): the others take them at once."""
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE tables SET owner = NULL, owner_until = NULL WHERE owner = $1", worker
            )
