"""Tables (a lobby that becomes a game) and their events.

A change of a table is written with its events (and, for an async decision, its reminders)
atomically by the backend (:meth:`~bot.store.dialect.Database.change`): only if the row's
stored version is the one before ``table.version``, else :class:`Conflict` and nothing is
written.
"""

from __future__ import annotations

import time
from typing import NamedTuple

from engine.events import KINDS as ENGINE_KINDS

from .codec import CHANGE_COLUMNS, MOVE_COLUMNS, TABLE_COLUMNS, check_shards, columns, event, loads, read
from .dialect import Database
from .errors import ChannelBusy, Duplicate
from .rows import ACTIVE, FINISHED, RUNNING, Table

#: A table that is still played or waited for (a lobby or a running game), and a running game,
#: as literals: a partial index is used only where the query's own text implies its condition.
ACTIVE_SQL = f"status IN ({', '.join(repr(s) for s in ACTIVE)})"
RUNNING_SQL = f"status='{RUNNING}'"


def on_shards(shards, guild_id: str = "guild_id") -> tuple[str, tuple]:
    """`` AND <the guild is on these shards>`` and its parameters ('' for every shard)."""
    if shards is None:
        return "", ()
    count, ids = check_shards(shards)
    return f" AND (({guild_id} >> 22) % ?) IN ({','.join('?' * len(ids))})", (count, *ids)


class Place(NamedTuple):
    id: int
    guild_id: int
    channel_id: int


def _span(column: str, after: float | None, before: float | None) -> tuple[str, tuple]:
    """`` AND <column> in [after, before)`` (either bound may be None) and its parameters."""
    sql, params = "", ()
    if after is not None:
        sql, params = f" AND {column} >= ?", (after,)
    if before is not None:
        sql, params = sql + f" AND {column} < ?", (*params, before)
    return sql, params


def decode(row) -> Table:
    return read(Table, row)


class SqlTables:
    def __init__(self, db: Database):
        self.db = db

    async def create(self, table: Table) -> Table:
        try:
            table.id = await self.db.insert(
                f"INSERT INTO tables ({', '.join(TABLE_COLUMNS)}, updated_at)"
                f" VALUES ({', '.join('?' * (len(TABLE_COLUMNS) + 1))})", (*columns(table, TABLE_COLUMNS), time.time()))
        except Duplicate as e:
            raise ChannelBusy() from e
        return table

    async def save(self, table: Table, events=(), *, move: bool = False,
                   reminders: list[tuple[int, float]] | None = None) -> None:
        """Write a change of the table (``move``: only what a move changes) with its events,
        and with ``reminders`` the (user id, due) rows of its pending decision in place of the
        unsent ones, atomically. Raises :class:`Conflict` if the row moved on meanwhile."""
        await self.db.change(table, MOVE_COLUMNS if move else CHANGE_COLUMNS, events, reminders)

    async def get(self, table_id: int) -> Table | None:
        row = await self.db.one("SELECT * FROM tables WHERE id=?", (table_id,))
        return decode(row) if row else None

    async def stamp(self, table_id: int) -> tuple[int, float] | None:
        row = await self.db.one("SELECT version, updated_at FROM tables WHERE id=?", (table_id,))
        return (row[0], row[1]) if row else None

    async def in_channel(self, channel_id: int) -> Table | None:
        row = await self.db.one(f"SELECT * FROM tables WHERE channel_id=? AND {ACTIVE_SQL}", (channel_id,))
        return decode(row) if row else None

    async def latest_in_channel(self, channel_id: int, *, finished: bool = False) -> Table | None:
        """The channel's most recent game that was dealt (running or not), or with ``finished``
        the most recent that was played to its end."""
        status = f" AND status='{FINISHED}'" if finished else ""
        row = await self.db.one(f"SELECT * FROM tables WHERE channel_id=? AND state IS NOT NULL{status}"
                                " ORDER BY id DESC LIMIT 1", (channel_id,))
        return decode(row) if row else None

    async def active(self, *, shards=None) -> list[Table]:
        where, params = on_shards(shards)
        rows = await self.db.all(f"SELECT * FROM tables WHERE {ACTIVE_SQL}{where} ORDER BY id", params)
        return [decode(r) for r in rows]

    async def active_in_guild(self, guild_id: int) -> list[int]:
        rows = await self.db.all(f"SELECT id FROM tables WHERE guild_id=? AND {ACTIVE_SQL} ORDER BY id", (guild_id,))
        return [r[0] for r in rows]

    async def running_with_computers(self, *, shards=None) -> list[int]:
        """Running games with a computer seat (read from the players' data, however it is spelled:
        the text first, which is quick, then the JSON of the rows whose text may hold one)."""
        where, params = on_shards(shards)
        rows = await self.db.all(
            f"SELECT id FROM tables WHERE {RUNNING_SQL}"
            """ AND (players LIKE '%"computer":"%' OR players LIKE '%"computer": "%')"""
            f" AND {self.db.any_element_has('tables.players', 'computer')}{where} ORDER BY id", params)
        return [r[0] for r in rows]

    async def deadlines(self, *, after: float | None = None, before: float | None = None,
                        shards=None) -> list[tuple[int, int, float]]:
        """(table id, prompt no, deadline) of the running games, due in [after, before) if given."""
        where, params = on_shards(shards)
        span, bounds = _span("deadline", after, before)
        rows = await self.db.all(
            f"SELECT id, prompt_no, deadline FROM tables WHERE {RUNNING_SQL} AND deadline IS NOT NULL{span}{where}",
            (*bounds, *params))
        return [(r[0], r[1], r[2]) for r in rows]

    async def places(self, *, shards=None) -> list[Place]:
        """Where each lobby and running game is (id, guild id, channel id): what start-up
        checks against the gateway, without reading the games themselves."""
        where, params = on_shards(shards)
        rows = await self.db.all(f"SELECT id, guild_id, channel_id FROM tables WHERE {ACTIVE_SQL}{where} ORDER BY id",
                                 params)
        return [Place(*r) for r in rows]

    async def game_events(self, table_id: int, *, public: bool = False) -> list:
        """A game's events in order: the engine's (public and private), or with ``public``
        every public one, the bot's own included (more time, a departure)."""
        rows = await self.db.all(
            "SELECT kind, audience, payload FROM events WHERE table_id=?"
            + (" AND audience IS NULL" if public else "") + " ORDER BY id", (table_id,))
        return [event(r[0], r[1], r[2]) for r in rows if public or r[0] in ENGINE_KINDS]

    async def earlier_in_series(self, series_id: int, game_no: int) -> list[int]:
        """The ids of the series' finished games before its game ``game_no``, oldest first."""
        rows = await self.db.all(
            f"SELECT id FROM tables WHERE series_id=? AND series_game<? AND status='{FINISHED}'"
            " ORDER BY series_game", (series_id, game_no))
        return [r[0] for r in rows]

    async def events(self, table_id: int) -> list[dict]:
        """Every stored event of a table with its version, as dicts (for checks)."""
        rows = await self.db.all(
            "SELECT version, kind, audience, payload FROM events WHERE table_id=? ORDER BY id", (table_id,))
        return [{"version": r[0], "kind": r[1], "audience": r[2], **loads(r[3])} for r in rows]
