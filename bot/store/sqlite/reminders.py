"""Reminders of async decisions, as rows: one per awaited member and moment."""

from __future__ import annotations

import time

from .db import Database


class SqliteReminders:
    def __init__(self, db: Database):
        self.db = db

    async def drop(self, table_id: int, user_ids: list[int] | None = None) -> None:
        """Unsent reminders of a table (of some members only) are no longer needed."""
        if user_ids is None:
            await self.db.write("DELETE FROM reminders WHERE table_id=? AND sent_at IS NULL", (table_id,))
        elif user_ids:
            marks = ",".join("?" * len(user_ids))
            await self.db.write(f"DELETE FROM reminders WHERE table_id=? AND sent_at IS NULL AND user_id IN ({marks})",
                                (table_id, *user_ids))

    async def pending(self) -> list[tuple[int, int, float]]:
        """(table id, prompt no, due) of every reminder not sent yet, one per moment."""
        rows = await self.db.all("SELECT table_id, prompt_no, MIN(due) FROM reminders WHERE sent_at IS NULL"
                                 " GROUP BY table_id, prompt_no, due")
        return [tuple(r) for r in rows]

    async def due(self, table_id: int, prompt_no: int, now: float) -> list[tuple[int, int]]:
        """(reminder id, user id) of a decision's reminders due by ``now`` and not sent."""
        rows = await self.db.all("SELECT id, user_id FROM reminders WHERE table_id=? AND prompt_no=?"
                                 " AND sent_at IS NULL AND due <= ? ORDER BY id", (table_id, prompt_no, now))
        return [tuple(r) for r in rows]

    async def sent(self, ids: dict[int, str]) -> None:
        """Mark reminders sent (reminder id -> how)."""
        if ids:
            now = time.time()
            async with self.db.transaction() as tx:
                await tx.executemany("UPDATE reminders SET sent_at=?, via=? WHERE id=? AND sent_at IS NULL",
                                     [(now, how, rid) for rid, how in ids.items()])

    async def count(self, table_id: int | None = None) -> int:
        if table_id is None:
            return (await self.db.one("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL"))[0]
        return (await self.db.one("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL AND table_id=?",
                                  (table_id,)))[0]
