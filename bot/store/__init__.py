"""The only code that talks SQL: ``Store`` holds the database and one part per concern."""

from __future__ import annotations

from pathlib import Path

from .db import Database, StoreError, Unavailable
from .guilds import GuildStore
from .records import RecordStore, ResultRow, SeriesRow
from .reminders import ReminderStore
from .standings import StandingsStore
from .tables import ACTIVE, ChannelBusy, Seat, Table, TableStore

__all__ = ["ACTIVE", "ChannelBusy", "Database", "ResultRow", "Seat", "SeriesRow", "Store", "StoreError", "Table",
           "Unavailable"]


class Store:
    def __init__(self, db: Database):
        self.db = db
        self.tables = TableStore(db)
        self.records = RecordStore(db)
        self.standings = StandingsStore(db)
        self.guilds = GuildStore(db)
        self.reminders = ReminderStore(db)

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "Store":
        return cls(await Database.open(path, check=check))

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()
