"""What each table's channel shows (the courier's bookkeeping), in PostgreSQL: one row per
table, apart from the table's own row, so recording a message id never touches a game."""

from __future__ import annotations

import time
from dataclasses import astuple, fields

from .. import behind as stale
from ..rows import Shown
from .db import Database
from .tables import on_shards

_NAMES = tuple(f.name for f in fields(Shown))
_UPSERT = (f"INSERT INTO shown ({', '.join(_NAMES)}) VALUES ({', '.join(f'${i}' for i in range(1, len(_NAMES) + 1))})"
           " ON CONFLICT (table_id) DO UPDATE SET "
           + ", ".join(f"{n}=EXCLUDED.{n}" for n in _NAMES if n != "table_id"))


class PostgresShown:
    def __init__(self, db: Database):
        self.db = db

    async def get(self, table_id: int) -> Shown | None:
        row = await self.db.one(f"SELECT {', '.join(_NAMES)} FROM shown WHERE table_id=$1", (table_id,))
        return Shown(*row) if row else None

    async def save(self, shown: Shown) -> None:
        """Record what the channel shows now (a message posted, deleted or adopted)."""
        await self.db.execute(_UPSERT, astuple(shown))

    async def mark(self, versions: dict[int, int]) -> None:
        """Channels that showed these table versions in full (saved in batches; never backwards)."""
        if versions:
            await self.db.execute(
                "UPDATE shown SET version = m.version FROM unnest($1::bigint[], $2::int[]) AS m(table_id, version)"
                " WHERE shown.table_id = m.table_id AND shown.version < m.version",
                (list(versions), list(versions.values())))

    async def behind(self, recent: float = 7 * 86400, *, shards=None) -> list[tuple[int, float]]:
        """Tables whose channel may be behind what is stored, with an urgency (see
        ``bot/store/behind.py``); of the tables whose guild is on ``shards`` if given."""
        on, params = on_shards(shards, 2, "t.guild_id")
        rows = await self.db.all(
            f"SELECT {stale.COLUMNS} FROM tables t LEFT JOIN shown s ON s.table_id = t.id"
            " WHERE (t.status IN ('lobby', 'running') OR (t.ended_at > $1 AND (s.table_id IS NULL"
            f" OR s.version < t.version OR (t.status = 'finished' AND s.summary_id IS NULL)))){on}",
            (time.time() - recent, *params))
        return stale.behind(rows)
