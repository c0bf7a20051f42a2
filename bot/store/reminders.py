"""Reminders of async decisions, as rows: one per awaited member and moment."""

from __future__ import annotations

import time

from .dialect import Database
from .tables import _span, on_shards


class SqlReminders:
    def __init__(self, db: Database):
        self.db = db

    async def drop(self, table_id: int) -> None:
        """The reminders of a table that no longer runs, sent or not, are no longer kept."""
        await self.db.execute("DELETE FROM reminders WHERE table_id=?", (table_id,))

    async def pending(self, *, after: float | None = None, before: float | None = None,
                      shards=None) -> list[tuple[int, int, float]]:
        """(table id, prompt no, due) of every reminder not sent yet, one per moment (due in
        [after, before) if given; of the tables whose guild is on ``shards`` if given)."""
        span, bounds = _span("r.due", after, before)
        if shards is None:
            rows = await self.db.all("SELECT r.table_id, r.prompt_no, MIN(r.due) FROM reminders r"
                                     f" WHERE r.sent_at IS NULL{span} GROUP BY r.table_id, r.prompt_no, r.due", bounds)
        else:
            on, params = on_shards(shards, "t.guild_id")
            rows = await self.db.all(
                "SELECT r.table_id, r.prompt_no, MIN(r.due) FROM reminders r JOIN tables t ON t.id = r.table_id"
                f" WHERE r.sent_at IS NULL{span}{on} GROUP BY r.table_id, r.prompt_no, r.due", (*bounds, *params))
        return [tuple(r) for r in rows]

    async def claim(self, table_id: int, prompt_no: int, now: float) -> list[tuple[int, int]]:
        """Take a decision's reminders due by ``now``: they are marked sent (at ``now``) in the
        same statement that picks them, so of two processes that both fire them, each reminder
        goes to one only (the second waits for the first's rows, then finds them taken).
        Returns the (reminder id, user id) this call took; record how each went with :meth:`sent`."""
        async with self.db.transaction() as tx:
            rows = await tx.all("UPDATE reminders SET sent_at=? WHERE table_id=? AND prompt_no=?"
                                " AND sent_at IS NULL AND due <= ? RETURNING id, user_id",
                                (now, table_id, prompt_no, now))
        return sorted((r[0], r[1]) for r in rows)

    async def sent(self, ids: dict[int, str]) -> None:
        """Record how reminders went (reminder id -> 'channel', 'dm' or 'off'); one not
        claimed first is marked sent now."""
        if ids:
            now = time.time()
            async with self.db.transaction() as tx:
                await tx.executemany("UPDATE reminders SET sent_at=COALESCE(sent_at, ?), via=? WHERE id=?"
                                     " AND via IS NULL", [(now, how, rid) for rid, how in ids.items()])

    async def count(self, table_id: int | None = None) -> int:
        if table_id is None:
            return await self.db.value("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL")
        return await self.db.value("SELECT COUNT(*) FROM reminders WHERE sent_at IS NULL AND table_id=?",
                                   (table_id,))
