"""Tables (a lobby that becomes a game) and their events, in SQLite."""

from __future__ import annotations

import sqlite3
import time

from engine.events import KINDS as ENGINE_KINDS

from ..codec import CHANGE_COLUMNS, MOVE_COLUMNS, TABLE_COLUMNS, check_shards, columns, event, event_rows, loads, read
from ..errors import ChannelBusy, Conflict
from ..rows import Table
from .db import Database


def decode(row) -> Table:
    return read(Table, row)


def on_shards(shards, guild_id: str = "guild_id") -> tuple[str, tuple]:
    """`` AND <the guild is on these shards>`` and its parameters ('' for every shard)."""
    if shards is None:
        return "", ()
    count, ids = check_shards(shards)
    return f" AND (({guild_id} >> 22) % ?) IN ({','.join('?' * len(ids))})", (count, *ids)


def update_row(table: Table, names, events=None) -> tuple[str, tuple]:
    """The statement that writes ``names`` of a table's row, with the events of the change
    (the ``tables_move_events`` trigger files them). The ``tables_one_change_at_a_time``
    trigger refuses it unless ``table.version`` is the stored version plus one."""
    sets = ", ".join(f"{n}=?" for n in names)
    return (f"UPDATE tables SET {sets}, new_events=?, updated_at=? WHERE id=?",
            (*columns(table, names), event_rows(events) if events else None, time.time(), table.id))


def conflict(error: sqlite3.IntegrityError) -> bool:
    return "stale table version" in str(error)


class SqliteTables:
    def __init__(self, db: Database):
        self.db = db

    async def create(self, table: Table) -> Table:
        names = ", ".join(TABLE_COLUMNS)
        marks = ", ".join("?" * (len(TABLE_COLUMNS) + 1))
        try:
            table.id = await self.db.insert(f"INSERT INTO tables ({names}, updated_at) VALUES ({marks})",
                                            (*columns(table, TABLE_COLUMNS), time.time()))
        except sqlite3.IntegrityError as e:
            if "UNIQUE" in str(e):
                raise ChannelBusy() from e
            raise
        return table

    async def save(self, table: Table, events=(), *, move: bool = False,
                   reminders: list[tuple[int, float]] | None = None) -> None:
        """Write a change of the table (``move``: only what a move changes) with its events,
        atomically; with ``reminders``, the (user id, due) rows of its pending decision
        replace the unsent ones. Raises :class:`Conflict` if the row moved on meanwhile."""
        sql = update_row(table, MOVE_COLUMNS if move else CHANGE_COLUMNS, events)
        try:
            if reminders is None:
                await self.db.write_grouped(*sql)
                return
            async with self.db.transaction() as tx:
                await tx.execute(*sql)
                await replace_reminders(tx, table, reminders)
        except sqlite3.IntegrityError as e:
            if conflict(e):
                raise Conflict(f"table {table.id} moved on") from None
            if "UNIQUE" in str(e):
                raise ChannelBusy() from e
            raise

    async def get(self, table_id: int) -> Table | None:
        row = await self.db.one("SELECT * FROM tables WHERE id=?", (table_id,))
        return decode(row) if row else None

    async def in_channel(self, channel_id: int) -> Table | None:
        row = await self.db.one(
            "SELECT * FROM tables WHERE channel_id=? AND status IN ('lobby','running')", (channel_id,))
        return decode(row) if row else None

    async def latest_in_channel(self, channel_id: int, *, finished: bool = False) -> Table | None:
        """The channel's most recent game that was dealt (running or not), or with ``finished``
        the most recent that was played to its end."""
        status = " AND status='finished'" if finished else ""
        row = await self.db.one(f"SELECT * FROM tables WHERE channel_id=? AND state IS NOT NULL{status}"
                                " ORDER BY id DESC LIMIT 1", (channel_id,))
        return decode(row) if row else None

    async def active(self, *, shards=None) -> list[Table]:
        where, params = on_shards(shards)
        rows = await self.db.all(f"SELECT * FROM tables WHERE status IN ('lobby','running'){where} ORDER BY id",
                                 params)
        return [decode(r) for r in rows]

    async def active_in_guild(self, guild_id: int) -> list[int]:
        rows = await self.db.all(
            "SELECT id FROM tables WHERE guild_id=? AND status IN ('lobby','running') ORDER BY id", (guild_id,))
        return [r[0] for r in rows]

    async def running_with_computers(self, *, shards=None) -> list[int]:
        """Running games with a computer seat (read from the players' data, however it is spelled)."""
        where, params = on_shards(shards)
        rows = await self.db.all(
            "SELECT id FROM tables WHERE status='running' AND EXISTS (SELECT 1 FROM json_each(tables.players)"
            f" WHERE json_extract(value, '$.computer') IS NOT NULL){where} ORDER BY id", params)
        return [r[0] for r in rows]

    async def deadlines(self, *, shards=None) -> list[tuple[int, int, float]]:
        where, params = on_shards(shards)
        rows = await self.db.all(
            f"SELECT id, prompt_no, deadline FROM tables WHERE status='running' AND deadline IS NOT NULL{where}",
            params)
        return [(r[0], r[1], r[2]) for r in rows]

    async def game_events(self, table_id: int, *, public: bool = False) -> list:
        """A game's events in order: the engine's (public and private), or with ``public``
        every public one, the bot's own included (more time, a departure)."""
        rows = await self.db.all(
            "SELECT kind, audience, payload FROM events WHERE table_id=?"
            + (" AND audience IS NULL" if public else "") + " ORDER BY id", (table_id,))
        return [event(r[0], r[1], r[2]) for r in rows if public or r[0] in ENGINE_KINDS]

    async def events(self, table_id: int) -> list[dict]:
        """Every stored event of a table with its version, as dicts (for checks)."""
        rows = await self.db.all(
            "SELECT version, kind, audience, payload FROM events WHERE table_id=? ORDER BY id", (table_id,))
        return [{"version": r["version"], "kind": r["kind"], "audience": r["audience"], **loads(r["payload"])}
                for r in rows]


async def replace_reminders(tx, table: Table, rows: list[tuple[int, float]]) -> None:
    """The reminders of the table's pending decision replace the unsent ones of earlier ones."""
    await tx.execute("DELETE FROM reminders WHERE table_id=? AND sent_at IS NULL", (table.id,))
    if rows:
        await tx.executemany("INSERT INTO reminders (table_id, prompt_no, user_id, due) VALUES (?,?,?,?)",
                             [(table.id, table.prompt_no, user, due) for user, due in rows])
