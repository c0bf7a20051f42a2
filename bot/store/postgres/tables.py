"""Tables (a lobby that becomes a game) and their events, in PostgreSQL.

A change of a table is ONE statement: the row is updated only if its stored version is
the one before ``table.version``, and the same statement files the change's events (and,
for an async decision, replaces its unsent reminders) from what the update returned. It
commits on its own, before the move is answered; if the version moved on, nothing is
written and :class:`Conflict` is raised.
"""

from __future__ import annotations

import time
from functools import lru_cache

import asyncpg

from engine.events import KINDS as ENGINE_KINDS

from ..codec import CHANGE_COLUMNS, MOVE_COLUMNS, TABLE_COLUMNS, check_shards, columns, event, event_rows, loads, read
from ..errors import ChannelBusy, Conflict
from ..rows import Table
from .db import Database


def decode(row) -> Table:
    return read(Table, row)


def on_shards(shards, first: int, guild_id: str = "guild_id") -> tuple[str, tuple]:
    """`` AND <the guild is on these shards>`` with parameters numbered from ``first``
    ('' for every shard)."""
    if shards is None:
        return "", ()
    count, ids = check_shards(shards)
    return f" AND (({guild_id} >> 22) % ${first}) = ANY(${first + 1}::int[])", (count, ids)


@lru_cache(maxsize=None)
def change_sql(names: tuple[str, ...], reminders: bool) -> str:
    """The one statement of a change of ``names``: the row if it follows the stored version,
    its events, and (with ``reminders``) the pending decision's reminders in place of the
    unsent ones. Parameters: the columns, then updated_at, id, the version before, the
    events' JSON, and the reminders' user ids and times. Returns 1 if it was written."""
    n = len(names)
    sets = ", ".join(f"{name}=${i}" for i, name in enumerate(names, 1))
    sql = (f"WITH moved AS (UPDATE tables SET {sets}, updated_at=${n + 1} WHERE id=${n + 2} AND version=${n + 3}"
           " RETURNING id, version, prompt_no, updated_at),"
           " filed AS (INSERT INTO events (table_id, version, kind, audience, payload, at)"
           " SELECT moved.id, moved.version, e->>0, (e->>1)::int, (e->2)::text, moved.updated_at"
           f" FROM moved, json_array_elements(${n + 4}::json) AS e)")
    if reminders:
        sql += (", cleared AS (DELETE FROM reminders WHERE table_id IN (SELECT id FROM moved) AND sent_at IS NULL),"
                " reminded AS (INSERT INTO reminders (table_id, prompt_no, user_id, due)"
                " SELECT moved.id, moved.prompt_no, r.user_id, r.due"
                f" FROM moved, unnest(${n + 5}::bigint[], ${n + 6}::float8[]) AS r(user_id, due))")
    return sql + " SELECT count(*) FROM moved"


def change_params(table: Table, names, events, reminders) -> tuple:
    params = (*columns(table, names), time.time(), table.id, table.version - 1,
              event_rows(events) if events else "[]")
    if reminders is not None:
        params += ([user for user, _ in reminders], [due for _, due in reminders])
    return params


async def write_change(conn, table: Table, names, events=(), reminders=None) -> None:
    """Write one change of a table on ``conn`` (a pooled connection, or one in a transaction);
    :class:`Conflict` if the stored version is not the one before ``table.version``."""
    try:
        moved = await conn.fetchval(change_sql(tuple(names), reminders is not None),
                                    *change_params(table, names, events, reminders))
    except asyncpg.UniqueViolationError as e:
        raise ChannelBusy() from e
    if not moved:
        raise Conflict(f"table {table.id} moved on")


_INSERT = (f"INSERT INTO tables ({', '.join(TABLE_COLUMNS)}, updated_at)"
           f" VALUES ({', '.join(f'${i}' for i in range(1, len(TABLE_COLUMNS) + 2))}) RETURNING id")


class PostgresTables:
    def __init__(self, db: Database):
        self.db = db

    async def create(self, table: Table) -> Table:
        try:
            async with self.db.connection() as conn:
                table.id = await conn.fetchval(_INSERT, *columns(table, TABLE_COLUMNS), time.time())
        except asyncpg.UniqueViolationError as e:
            raise ChannelBusy() from e
        return table

    async def save(self, table: Table, events=(), *, move: bool = False,
                   reminders: list[tuple[int, float]] | None = None) -> None:
        """Write a change of the table (``move``: only what a move changes) with its events,
        and with ``reminders`` the (user id, due) rows of its pending decision in place of
        the unsent ones, in one statement. Raises :class:`Conflict` if the row moved on."""
        async with self.db.connection() as conn:
            await write_change(conn, table, MOVE_COLUMNS if move else CHANGE_COLUMNS, events, reminders)

    async def get(self, table_id: int) -> Table | None:
        row = await self.db.one("SELECT * FROM tables WHERE id=$1", (table_id,))
        return decode(row) if row else None

    async def in_channel(self, channel_id: int) -> Table | None:
        row = await self.db.one(
            "SELECT * FROM tables WHERE channel_id=$1 AND status IN ('lobby','running')", (channel_id,))
        return decode(row) if row else None

    async def latest_in_channel(self, channel_id: int, *, finished: bool = False) -> Table | None:
        """The channel's most recent game that was dealt (running or not), or with ``finished``
        the most recent that was played to its end."""
        status = " AND status='finished'" if finished else ""
        row = await self.db.one(f"SELECT * FROM tables WHERE channel_id=$1 AND state IS NOT NULL{status}"
                                " ORDER BY id DESC LIMIT 1", (channel_id,))
        return decode(row) if row else None

    async def active(self, *, shards=None) -> list[Table]:
        where, params = on_shards(shards, 1)
        rows = await self.db.all(f"SELECT * FROM tables WHERE status IN ('lobby','running'){where} ORDER BY id",
                                 params)
        return [decode(r) for r in rows]

    async def active_in_guild(self, guild_id: int) -> list[int]:
        rows = await self.db.all(
            "SELECT id FROM tables WHERE guild_id=$1 AND status IN ('lobby','running') ORDER BY id", (guild_id,))
        return [r[0] for r in rows]

    async def running_with_computers(self, *, shards=None) -> list[int]:
        """Running games with a computer seat (read from the players' data, however it is spelled)."""
        where, params = on_shards(shards, 1)
        rows = await self.db.all(
            "SELECT id FROM tables WHERE status='running' AND EXISTS (SELECT 1 FROM"
            f" json_array_elements(players::json) AS p WHERE p->>'computer' IS NOT NULL){where} ORDER BY id", params)
        return [r[0] for r in rows]

    async def deadlines(self, *, shards=None) -> list[tuple[int, int, float]]:
        where, params = on_shards(shards, 1)
        rows = await self.db.all(
            f"SELECT id, prompt_no, deadline FROM tables WHERE status='running' AND deadline IS NOT NULL{where}",
            params)
        return [(r[0], r[1], r[2]) for r in rows]

    async def game_events(self, table_id: int, *, public: bool = False) -> list:
        """A game's events in order: the engine's (public and private), or with ``public``
        every public one, the bot's own included (more time, a departure)."""
        rows = await self.db.all(
            "SELECT kind, audience, payload FROM events WHERE table_id=$1"
            + (" AND audience IS NULL" if public else "") + " ORDER BY id", (table_id,))
        return [event(r[0], r[1], r[2]) for r in rows if public or r[0] in ENGINE_KINDS]

    async def events(self, table_id: int) -> list[dict]:
        """Every stored event of a table with its version, as dicts (for checks)."""
        rows = await self.db.all(
            "SELECT version, kind, audience, payload FROM events WHERE table_id=$1 ORDER BY id", (table_id,))
        return [{"version": r["version"], "kind": r["kind"], "audience": r["audience"], **loads(r["payload"])}
                for r in rows]
