"""The bot's game side on a real database (a SQLite file, or PostgreSQL), without Discord:
lobbies, play and records, wired as bot/client.py wires them (for tests that play through
the services)."""

from __future__ import annotations

import contextlib

from engine import Move
from engine.rng import SplitMix

from bot.ratings import Ratings
from bot.store import Store, open_store
from bot.tables import Lobbies, Play, Records, TableCache


class Services:
    def __init__(self, store: Store, *, clock=None, rng_factory=SplitMix, time_scale: float = 1.0):
        import time
        clock = clock or time.time
        self.store = store
        self.changes: list = []
        self.cache = TableCache(store.tables)
        self.records = Records(store.tables, store.records, store.social, Ratings())
        self.play = Play(self.cache, store.tables, self.records, on_change=self.changes.append, clock=clock,
                         rng_factory=rng_factory, time_scale=time_scale)
        self.lobbies = Lobbies(self.cache, store.tables, self.records, self.play, on_change=self.changes.append,
                               clock=clock, rng_factory=rng_factory)

    async def get(self, table_id: int):
        return await self.cache.get(table_id)

    def game(self, table):
        return self.cache.game(table)

    async def move(self, table_id: int, user_id: int | None, make, prompt_no: int | None = None):
        """Play ``make(game, seat)`` for ``user_id`` (None: the clock) under the table's lock."""
        async with self.cache.hold(table_id) as held:
            seat = held.table.seat_of(user_id) if user_id is not None else None
            return await self.play.play(held, seat, make(held.game, seat), prompt_no=prompt_no)

    async def forfeit(self, table_id: int, user_id: int):
        return await self.move(table_id, user_id, lambda game, seat: [Move(seat, "forfeit")])


@contextlib.asynccontextmanager
async def services(where, **options):
    """Services on the store at ``where`` (a SQLite path or a postgresql:// URL)."""
    store = await open_store(where)
    try:
        yield Services(store, **options)
    finally:
        await store.close()
