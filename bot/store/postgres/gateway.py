"""When this bot may next IDENTIFY to Discord's gateway, shared by every process and machine
that uses the database (Discord: one IDENTIFY per 5 s per ``shard_id % max_concurrency``
bucket, for the whole bot). The database's clock is the one clock: machines' clocks may differ."""

from __future__ import annotations

from typing import Callable

from ..codec import overlaps
from .db import Database

#: The database's clock, in seconds: machines' clocks may differ.
NOW = "extract(epoch FROM clock_timestamp())::double precision"


class PostgresGateway:
    def __init__(self, db: Database):
        self.db = db

    async def reserve_identify(self, bucket: int, spacing: float) -> float:
        """Take the bucket's next free moment (one statement: the row's lock orders the
        processes); the seconds to wait for it (0: now)."""
        wait = await self.db.value(
            "WITH now AS (SELECT extract(epoch FROM clock_timestamp())::double precision AS t)"
            " INSERT INTO identify_slots AS s (bucket, next_at) SELECT $1, now.t + $2 FROM now"
            " ON CONFLICT (bucket) DO UPDATE SET next_at = greatest(s.next_at, (SELECT t FROM now)) + $2"
            " RETURNING s.next_at - $2 - (SELECT t FROM now)", (bucket, spacing))
        return max(0.0, float(wait))

    async def lease_shards(self, count: int, ids: tuple[int, ...], holder: str, seconds: float, *,
                           gone: Callable[[str], bool]) -> str | None:
        async with self.db.transaction() as tx:
            await tx.execute("LOCK TABLE shard_leases IN SHARE ROW EXCLUSIVE MODE")   # one taker at a time
            leases = await tx.fetch(f"SELECT shard_count, shard_id, holder, expires_at > {NOW} FROM shard_leases")
            for other_count, other_id, other, live in leases:
                if other != holder and live and not gone(other) and any(
                        overlaps(count, i, other_count, other_id) for i in ids):
                    return other
            await tx.executemany("DELETE FROM shard_leases WHERE shard_count=$1 AND shard_id=$2",
                                 [(c, i) for c, i, other, _ in leases
                                  if other == holder or any(overlaps(count, s, c, i) for s in ids)])
            await tx.executemany(f"INSERT INTO shard_leases (shard_count, shard_id, holder, expires_at)"
                                 f" VALUES ($1, $2, $3, {NOW} + $4)", [(count, i, holder, seconds) for i in ids])
        return None

    async def renew_shards(self, holder: str, seconds: float) -> int:
        status = await self.db.execute(f"UPDATE shard_leases SET expires_at = {NOW} + $2 WHERE holder=$1",
                                       (holder, seconds))
        return int(status.split()[-1])

    async def release_shards(self, holder: str) -> None:
        await self.db.execute("DELETE FROM shard_leases WHERE holder=$1", (holder,))
