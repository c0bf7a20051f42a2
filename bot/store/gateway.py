"""What every process of the bot shares about Discord's gateway, timed by the database's
clock (machines' clocks may differ): when the bot may next IDENTIFY (Discord: one per 5 s
per ``shard_id % max_concurrency`` bucket, for the whole bot), which process serves
which shards (bot/shards.py), and which commands Discord was last sent (bot/client.py).
Their rows are written before the database's start-up check of the whole file is over
(``before_check``), so the bot logs in and connects meanwhile: they are in the tables
checked before the store opens."""

from __future__ import annotations

from typing import Callable

from .codec import overlaps
from .dialect import Database

#: The meta key, before where they went, of the digest of the commands last sent.
COMMANDS = "commands "

#: The lock key under which processes take their shards one at a time: 'coup', 'shar'.
LEASES = 0x636F7570_73686172


class SqlGateway:
    def __init__(self, db: Database):
        self.db = db

    async def reserve_identify(self, bucket: int, spacing: float) -> float:
        """Take the bucket's next free moment (one statement: the row's lock orders the
        processes); the seconds to wait for it (0: now)."""
        now, greatest = self.db.NOW, self.db.GREATEST
        async with self.db.transaction(before_check=True) as tx:
            wait = await tx.value(
                f"INSERT INTO identify_slots (bucket, next_at) VALUES (?, {now} + ?)"
                f" ON CONFLICT (bucket) DO UPDATE SET next_at = {greatest}(identify_slots.next_at, {now}) + ?"
                f" RETURNING next_at - ? - {now}", (bucket, spacing, spacing, spacing))
        return max(0.0, float(wait))

    async def lease_shards(self, count: int, ids: tuple[int, ...], holder: str, seconds: float, *,
                           gone: Callable[[str], bool]) -> str | None:
        async with self.db.transaction(before_check=True) as tx:
            await self.db.take_turn(tx, LEASES)   # one process takes its shards at a time
            leases = await tx.all(f"SELECT shard_count, shard_id, holder, expires_at > {self.db.NOW}"
                                  " FROM shard_leases")
            for other_count, other_id, other, live in leases:
                if other != holder and live and not gone(other) and any(
                        overlaps(count, i, other_count, other_id) for i in ids):
                    return other
            await tx.executemany("DELETE FROM shard_leases WHERE shard_count=? AND shard_id=?",
                                 [(c, i) for c, i, other, _ in leases
                                  if other == holder or any(overlaps(count, s, c, i) for s in ids)])
            await tx.executemany(f"INSERT INTO shard_leases (shard_count, shard_id, holder, expires_at)"
                                 f" VALUES (?, ?, ?, {self.db.NOW} + ?)", [(count, i, holder, seconds) for i in ids])
        return None

    async def renew_shards(self, holder: str, seconds: float) -> int:
        return await self.db.execute(f"UPDATE shard_leases SET expires_at = {self.db.NOW} + ? WHERE holder=?",
                                     (seconds, holder), before_check=True)

    async def release_shards(self, holder: str) -> None:
        await self.db.execute("DELETE FROM shard_leases WHERE holder=?", (holder,), before_check=True)

    async def commands_sent(self, where: str) -> str | None:
        return await self.db.value("SELECT value FROM meta WHERE key=?", (COMMANDS + where,))

    async def note_commands_sent(self, where: str, digest: str) -> None:
        await self.db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE"
                              " SET value=excluded.value", (COMMANDS + where, digest), before_check=True)
