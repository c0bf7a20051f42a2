"""When this bot may next IDENTIFY to Discord's gateway, shared by every process that uses
the database (Discord: one IDENTIFY per 5 s per ``shard_id % max_concurrency`` bucket, for
the whole bot)."""

from __future__ import annotations

import time

from .db import Database


class SqliteGateway:
    def __init__(self, db: Database):
        self.db = db

    async def reserve_identify(self, bucket: int, spacing: float) -> float:
        """Take the bucket's next free moment; the seconds to wait for it (0: now)."""
        now = time.time()
        async with self.db.transaction() as tx:
            async with tx.execute(
                    "INSERT INTO identify_slots (bucket, next_at) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE"
                    " SET next_at = max(next_at, ?) + ? RETURNING next_at", (bucket, now + spacing, now, spacing)) as cur:
                (next_at,) = await cur.fetchone()
        return max(0.0, next_at - spacing - now)
