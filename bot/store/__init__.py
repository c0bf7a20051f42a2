"""The only code that talks SQL: ``Store`` holds the database and one part per concern."""

from __future__ import annotations

from pathlib import Path

from .db import Database, StoreError, Unavailable
from .tables import ACTIVE, ChannelBusy, Seat, Table, TableStore

__all__ = ["ACTIVE", "ChannelBusy", "Database", "Seat", "Store", "StoreError", "Table", "Unavailable"]


class Store:
    def __init__(self, db: Database):
        self.db = db
        self.tables = TableStore(db)

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "Store":
        return cls(await Database.open(path, check=check))

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()
