"""The embedded backend: one SQLite file (WAL), for one process."""

from __future__ import annotations

from pathlib import Path

from .db import Database
from .gateway import SqliteGateway
from .guilds import SqliteGuilds
from .records import SqliteRecords
from .reminders import SqliteReminders
from .shown import SqliteShown
from .social import SqliteSocial
from .standings import SqliteStandings
from .tables import SqliteTables


class SqliteStore:
    """Every part of the store over one SQLite file."""

    def __init__(self, db: Database):
        self.db = db
        self.tables = SqliteTables(db)
        self.shown = SqliteShown(db)
        self.records = SqliteRecords(db)
        self.standings = SqliteStandings(db)
        self.social = SqliteSocial(db)
        self.guilds = SqliteGuilds(db)
        self.reminders = SqliteReminders(db)
        self.gateway = SqliteGateway(db)

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "SqliteStore":
        return cls(await Database.open(path, check=check))

    async def sound(self) -> None:
        await self.db.sound()

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()
