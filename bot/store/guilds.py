"""What a server chose (its defaults for new games) and what each member chose (how to
be reminded). What is cached and what is read fresh: see ``bot/store/__init__.py``."""

from __future__ import annotations

import time

from .codec import dumps, loads
from .dialect import Database
from .rows import NOTIFY_CHANNEL


class SqlGuilds:
    def __init__(self, db: Database):
        self.db = db
        self._settings: dict[int, dict] = {}

    async def settings(self, guild_id: int) -> dict:
        """The server's settings as stored (only what it changed; {} if nothing)."""
        cached = self._settings.get(guild_id)
        if cached is None:
            row = await self.db.one("SELECT settings FROM guild_settings WHERE guild_id=?", (guild_id,))
            cached = self._settings[guild_id] = loads(row[0]) if row else {}
        return dict(cached)

    async def save_settings(self, guild_id: int, settings: dict, by: int) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings (guild_id, settings, updated_at, updated_by) VALUES (?,?,?,?)"
            " ON CONFLICT (guild_id) DO UPDATE SET settings=excluded.settings, updated_at=excluded.updated_at,"
            " updated_by=excluded.updated_by", (guild_id, dumps(settings), time.time(), by))
        self._settings[guild_id] = dict(settings)

    async def notify(self, user_id: int) -> str:
        """How a member wants reminders: 'channel' (the default), 'dm' or 'off' (read fresh)."""
        how = await self.db.value("SELECT notify FROM member_prefs WHERE user_id=?", (user_id,))
        return how or NOTIFY_CHANNEL

    async def set_notify(self, user_id: int, how: str) -> None:
        await self.db.execute(
            "INSERT INTO member_prefs (user_id, notify, updated_at) VALUES (?,?,?) ON CONFLICT (user_id)"
            " DO UPDATE SET notify=excluded.notify, updated_at=excluded.updated_at", (user_id, how, time.time()))
