"""When this bot may next IDENTIFY to Discord's gateway, shared by every process that uses
the database (Discord: one IDENTIFY per 5 s per ``shard_id % max_concurrency`` bucket, for
the whole bot)."""

from __future__ import annotations

import time
from typing import Callable

from ..codec import overlaps
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

    async def lease_shards(self, count: int, ids: tuple[int, ...], holder: str, seconds: float, *,
                           gone: Callable[[str], bool]) -> str | None:
        now = time.time()
        async with self.db.transaction() as tx:
            async with tx.execute("SELECT shard_count, shard_id, holder, expires_at FROM shard_leases") as cur:
                leases = await cur.fetchall()
            for other_count, other_id, other, expires_at in leases:
                if other != holder and expires_at > now and not gone(other) and any(
                        overlaps(count, i, other_count, other_id) for i in ids):
                    return other
            await tx.executemany("DELETE FROM shard_leases WHERE shard_count=? AND shard_id=?",
                                 [(c, i) for c, i, other, _ in leases
                                  if other == holder or any(overlaps(count, s, c, i) for s in ids)])
            await tx.executemany("INSERT INTO shard_leases (shard_count, shard_id, holder, expires_at)"
                                 " VALUES (?, ?, ?, ?)", [(count, i, holder, now + seconds) for i in ids])
        return None

    async def renew_shards(self, holder: str, seconds: float) -> int:
        return await self.db.write("UPDATE shard_leases SET expires_at=? WHERE holder=?",
                                   (time.time() + seconds, holder))

    async def release_shards(self, holder: str) -> None:
        await self.db.write("DELETE FROM shard_leases WHERE holder=?", (holder,))
