"""The shared backend: one PostgreSQL database, for any number of processes (one per group
of shards). Opened by ``open_store('postgresql://…')``."""

from __future__ import annotations

import re

from ..privacy import Privacy, Sql
from .db import Database
from .gateway import PostgresGateway
from .guilds import PostgresGuilds
from .records import PostgresRecords
from .reminders import PostgresReminders
from .shown import PostgresShown
from .social import PostgresSocial
from .standings import PostgresStandings
from .tables import PostgresTables


class PostgresStore:
    """Every part of the store over one PostgreSQL database."""

    def __init__(self, db: Database):
        self.db = db
        self.tables = PostgresTables(db)
        self.shown = PostgresShown(db)
        self.records = PostgresRecords(db)
        self.standings = PostgresStandings(db)
        self.social = PostgresSocial(db)
        self.guilds = PostgresGuilds(db)
        self.reminders = PostgresReminders(db)
        self.gateway = PostgresGateway(db)
        self.privacy = Privacy(db, Sql(rows=_rows, run=_run))

    @classmethod
    async def open(cls, url: str, *, pool_size: int | None = None, check: bool = True) -> "PostgresStore":
        return cls(await Database.open(url, pool_size=pool_size, check=check))

    async def sound(self) -> None:
        await self.db.sound()

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()


def _numbered(sql: str) -> str:
    """SQLite's ``?`` placeholders as PostgreSQL's ``$1, $2, …``."""
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


async def _rows(conn, sql: str, params) -> list:
    return list(await conn.fetch(_numbered(sql), *params))


async def _run(conn, sql: str, params) -> None:
    await conn.execute(_numbered(sql), *params)
