"""When this bot may next IDENTIFY to Discord's gateway, shared by every process and machine
that uses the database (Discord: one IDENTIFY per 5 s per ``shard_id % max_concurrency``
bucket, for the whole bot). The database's clock is the one clock: machines' clocks may differ."""

from __future__ import annotations

from .db import Database


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
