"""Reminders of async decisions, as rows: one per awaited member and moment (PostgreSQL)."""

from __future__ import annotations

import time

from .db import Database
from .tables import on_shards


class PostgresReminders:
    def __init__(self, db: Database):
        self.db = db

    async def drop(self, table_id: int, user_ids: list[int] | None = None) -> None:
        """Unsent reminders of a table (of some members only) are no longer needed."""
        if user_ids is None:
            await self.db.execute("DELETE FROM reminders WHERE table_id=$1 AND sent_at IS NULL", (table_id,))
        elif user_ids:
            await self.db.execute("DELETE FROM reminders WHERE table_id=$1 AND sent_at IS NULL"
                                  " AND user_id = ANY($2::bigint[])", (table_id, list(user_ids)))

    async def pending(self, *, shards=None) -> list[tuple[int, int, float]]:
        """(table id, prompt no, due) of every reminder not sent yet, one per moment (of the
        tables whose guild is on ``shards`` if given)."""
        if shards is None:
            rows = await self.db.all("SELECT table_id, prompt_no, MIN(due) FROM reminders WHERE sent_at IS NULL"
                                     " GROUP BY table_id, prompt_no, due")
        else:
            on, params = on_shards(shards, 1, "t.guild_id")
            rows = await self.db.all(
                "SELECT r.table_id, r.prompt_no, MIN(r.due) FROM reminders r JOIN tables t ON t.id = r.table_id"
                f" WHERE r.sent_at IS NULL{on} GROUP BY r.table_id, r.prompt_no, r.due", params)
        return [tuple(r) for r in rows]

    async def claim(self, table_id: int, prompt_no: int, now: float) -> list[tuple[int, int]]:
        """Take a decision's reminders due by ``now``: they are marked sent (at ``now``) in the
        statement that picks them, so of two processes that both fire them, each reminder
        goes to one only (the second waits for the first's row locks, then finds them
        taken). Returns the (reminder id, user id) this call took; record how each went
        with :meth:`sent`."""
        async with self.db.connection() as conn:
            rows = await conn.fetch("UPDATE reminders SET sent_at=$4 WHERE table_id=$1 AND prompt_no=$2"
                                    " AND sent_at IS NULL AND due <= $3 RETURNING id, user_id",
                                    table_id, prompt_no, now, now)
        return sorted(tuple(r) for r in rows)

    async def sent(self, ids: dict[int, str]) -> None:
        """Record how reminders went (reminder id -> 'channel', 'dm' or 'off'); one not
        claimed first is marked sent now."""
        if ids:
            await self.db.execute(
                "UPDATE reminders SET sent_at = COALESCE(sent_at, $1), via = m.via"
                " FROM unnest($2::bigint[], $3::text[]) AS m(id, via) WHERE reminders.id = m.id"
                " AND reminders.via IS NULL", (time.time(), list(ids), list(ids.values())))

    async def count(self, table_id: int | None = None) -> int:
        if table_id is None:
            return await self.db.value("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL")
        return await self.db.value("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL AND table_id=$1",
                                   (table_id,))
