"""What a server chose (its defaults for new games) and what each member chose (how to
be reminded), in PostgreSQL. What is cached and what is read fresh: see
``bot/store/__init__.py``."""

from __future__ import annotations

import time

from ..codec import dumps, loads
from .db import Database


class PostgresGuilds:
    def __init__(self, db: Database):
        self.db = db
        self._settings: dict[int, dict] = {}

    async def settings(self, guild_id: int) -> dict:
        """The server's settings as stored (only what it changed; {} if nothing)."""
        cached = self._settings.get(guild_id)
        if cached is None:
            row = await self.db.one("SELECT settings FROM guild_settings WHERE guild_id=$1", (guild_id,))
            cached = self._settings[guild_id] = loads(row[0]) if row else {}
        return dict(cached)

    async def save_settings(self, guild_id: int, settings: dict, by: int) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings (guild_id, settings, updated_at, updated_by) VALUES ($1,$2,$3,$4)"
            " ON CONFLICT (guild_id) DO UPDATE SET settings=EXCLUDED.settings, updated_at=EXCLUDED.updated_at,"
            " updated_by=EXCLUDED.updated_by", (guild_id, dumps(settings), time.time(), by))
        self._settings[guild_id] = dict(settings)

    async def notify(self, user_id: int) -> str:
        """How a member wants reminders: 'channel' (the default), 'dm' or 'off' (read fresh)."""
        how = await self.db.value("SELECT notify FROM member_prefs WHERE user_id=$1", (user_id,))
        return how or "channel"

    async def set_notify(self, user_id: int, how: str) -> None:
        await self.db.execute(
            "INSERT INTO member_prefs (user_id, notify, updated_at) VALUES ($1,$2,$3) ON CONFLICT (user_id)"
            " DO UPDATE SET notify=EXCLUDED.notify, updated_at=EXCLUDED.updated_at", (user_id, how, time.time()))
