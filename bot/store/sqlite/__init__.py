"""The embedded backend: one SQLite file (WAL), for one process."""

from __future__ import annotations

from pathlib import Path

from .db import Database
from ..privacy import Privacy, Sql
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
        self.privacy = Privacy(db, Sql(rows=_rows, run=_run))

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "SqliteStore":
        return cls(await Database.open(path, check=check))

    async def sound(self) -> None:
        await self.db.sound()

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()


async def _rows(tx, sql: str, params) -> list:
    async with tx.execute(sql, params) as cur:
        return list(await cur.fetchall())


async def _run(tx, sql: str, params) -> None:
    await tx.execute(sql, params)
