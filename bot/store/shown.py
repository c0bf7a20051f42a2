"""What each table's channel shows (the courier's bookkeeping): one row per table, apart
from the table's own row, so recording a message id never touches a game."""

from __future__ import annotations

import time
from dataclasses import astuple, fields

from . import behind as stale
from .dialect import Database
from .rows import FINISHED, Shown
from .tables import on_shards

_NAMES = tuple(f.name for f in fields(Shown))
_UPSERT = (f"INSERT INTO shown ({', '.join(_NAMES)}) VALUES ({', '.join('?' * len(_NAMES))})"
           " ON CONFLICT (table_id) DO UPDATE SET " + ", ".join(f"{n}=excluded.{n}" for n in _NAMES if n != "table_id"))


class SqlShown:
    def __init__(self, db: Database):
        self.db = db

    async def get(self, table_id: int) -> Shown | None:
        row = await self.db.one(f"SELECT {', '.join(_NAMES)} FROM shown WHERE table_id=?", (table_id,))
        return Shown(*row) if row else None

    async def save(self, shown: Shown) -> None:
        """Record what the channel shows now (a message posted, deleted or adopted)."""
        await self.db.grouped(_UPSERT, astuple(shown))

    async def mark(self, versions: dict[int, int]) -> None:
        """Channels that showed these table versions in full (saved in batches; never backwards)."""
        if versions:
            async with self.db.transaction() as tx:
                await tx.executemany("UPDATE shown SET version=? WHERE table_id=? AND version < ?",
                                     [(v, t, v) for t, v in versions.items()])

    async def behind(self, recent: float = 7 * 86400, *, shards=None) -> list[tuple[int, float]]:
        """Tables whose channel may be behind what is stored, with an urgency (a deadline;
        0 for what is owed at once): running games whose channel did not show their last
        change (their lobby message's "started" included), lobbies whose message is missing or
        old, and recent games whose end was never shown in full. Read at start-up, of the
        tables whose guild is on ``shards`` (count, ids) if given (see ``bot/store/behind.py``)."""
        on, params = on_shards(shards, "t.guild_id")
        rows = await self.db.all(
            f"SELECT {stale.COLUMNS} FROM tables t LEFT JOIN shown s ON s.table_id = t.id"
            f" WHERE ({stale.ACTIVE_BEHIND} OR (t.ended_at > ? AND (s.table_id IS NULL"
            f" OR s.version < t.version OR (t.status = '{FINISHED}' AND s.summary_id IS NULL)))){on}",
            (time.time() - recent, *params))
        return stale.behind(rows)
