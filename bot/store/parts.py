"""Every part of the store over one database, whichever backend's: the parts are written
once (bot/store/dialect.py says what a backend gives them)."""

from __future__ import annotations

from .dialect import Database
from .gateway import SqlGateway
from .guilds import SqlGuilds
from .privacy import Privacy
from .records import SqlRecords
from .reminders import SqlReminders
from .shown import SqlShown
from .social import SqlSocial
from .standings import SqlStandings
from .tables import SqlTables


class Parts:
    def __init__(self, db: Database):
        self.db = db
        self.tables = SqlTables(db)
        self.shown = SqlShown(db)
        self.records = SqlRecords(db)
        self.standings = SqlStandings(db)
        self.social = SqlSocial(db)
        self.guilds = SqlGuilds(db)
        self.reminders = SqlReminders(db)
        self.gateway = SqlGateway(db)
        self.privacy = Privacy(db)

    async def sound(self) -> None:
        await self.db.sound()

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()
