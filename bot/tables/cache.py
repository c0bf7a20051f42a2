"""Live tables in memory, with one lock per table.

The bot is the only writer of its tables (a guild's events all reach the one process that
serves its shard), so once read a lobby or running game stays in memory while it is used:
a click reads nothing from the database, and a change is one write. A table nobody has
asked for in a while (an async game waiting on someone for hours) leaves memory
(:meth:`TableCache.let_go_idle`) and is read again at its next click or timer, so memory
follows the active games, not the stored ones. Memory never runs ahead of the
database: a change is made on copies and put here only once it is committed. A finished
or cancelled table is read from the store whenever it is asked for.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import AsyncIterator, NamedTuple

from engine import Game
from engine.rng import SplitMix

from ..store import Table
from ..store import TableStore


class Held(NamedTuple):
    """A table and its game as stored, read under the table's lock."""

    table: Table | None
    game: Game | None


class TableCache:
    def __init__(self, tables: TableStore):
        self._store = tables
        self._live: dict[int, Table] = {}
        self._games: dict[int, tuple[int, Game]] = {}  # table id -> (version, game)
        self._locks: dict[int, list] = {}   # table id -> [lock, holders and waiters]
        self._used: dict[int, float] = {}   # table id -> when it was last asked for (monotonic)

    async def get(self, table_id: int) -> Table | None:
        """The table as stored now (never changed in place: a change puts a new one)."""
        table = self._live.get(table_id)
        if table is not None:
            self._used[table_id] = time.monotonic()
            return table
        table = await self._store.get(table_id)
        if table is not None and table.active:
            table = self._live.setdefault(table_id, table)
            self._used[table_id] = time.monotonic()
        return table

    def game(self, table: Table) -> Game | None:
        """The table's game at the table's version (never changed in place), None before the deal."""
        if table.state is None:
            return None
        cached = self._games.get(table.id)
        if cached is not None and cached[0] == table.version:
            return cached[1]
        game = Game.from_dict(table.state)
        if not isinstance(game.rng, SplitMix):  # a game stored by an older version
            game.rng = SplitMix(game.rng.getrandbits(64))
        if table.active:
            self._games[table.id] = (table.version, game)
        return game

    async def in_channel(self, channel_id: int) -> Table | None:
        """The lobby or running game of a channel (or thread)."""
        for table in self._live.values():
            if table.channel_id == channel_id:
                return table
        table = await self._store.in_channel(channel_id)
        return await self.get(table.id) if table is not None else None

    async def latest_in_channel(self, channel_id: int) -> Table | None:
        """The channel's current game, or the last one dealt there."""
        table = await self.in_channel(channel_id)
        if table is not None and table.state is not None:
            return table
        return await self._store.latest_in_channel(channel_id)

    def live(self) -> list[Table]:
        return list(self._live.values())

    @contextlib.asynccontextmanager
    async def hold(self, table_id: int, *, timeout: float | None = None) -> AsyncIterator[Held]:
        """The table and its game under the table's lock: nothing else changes it meanwhile.
        Raises TimeoutError if the lock is not had within ``timeout`` seconds."""
        entry = self._locks.get(table_id)
        if entry is None:
            entry = self._locks[table_id] = [asyncio.Lock(), 0]
        lock = entry[0]
        entry[1] += 1   # holders and waiters: the lock is let go only when nobody needs it
        try:
            if timeout is None:
                await lock.acquire()
            else:
                async with asyncio.timeout(timeout):   # a timer, not wait_for's extra task per click
                    await lock.acquire()
            try:
                table = await self.get(table_id)
                yield Held(table, self.game(table) if table is not None else None)
            finally:
                lock.release()
        finally:
            entry[1] -= 1
            if not entry[1] and table_id not in self._live:
                del self._locks[table_id]

    def put(self, table: Table, game: Game | None = None) -> None:
        """A change was committed: memory now holds it (a table that is over is let go)."""
        if table.active:
            self._live[table.id] = table
            self._used[table.id] = time.monotonic()
            if game is not None:
                self._games[table.id] = (table.version, game)
        else:
            self.forget(table.id)

    def forget(self, table_id: int) -> None:
        """Read the table again next time (after a write that may not have happened)."""
        self._live.pop(table_id, None)
        self._games.pop(table_id, None)
        self._used.pop(table_id, None)

    def let_go_idle(self, idle: float) -> list[int]:
        """Let go of the tables nobody has asked for in ``idle`` seconds and nobody holds or
        waits for now; their ids. Each is read from the store again when next asked for."""
        since = time.monotonic() - idle
        idle_ids = [t for t, used in self._used.items() if used < since and not self._locks.get(t, (None, 0))[1]]
        for table_id in idle_ids:
            self.forget(table_id)
            self._locks.pop(table_id, None)
        return idle_ids
