"""Tables (a lobby that becomes a game) and their events, in SQLite."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import fields

from engine.events import KINDS as ENGINE_KINDS

from ..codec import dumps, event, event_rows, loads
from ..errors import ChannelBusy, Conflict
from ..rows import Seat, Table
from .db import Database

_JSON = {"players", "options", "timings", "state", "turn_events", "closed_events", "challenges", "more_time", "departed",
         "auto_allow"}
_BOOL = {"thread", "wants_series"}
COLUMNS = tuple(f.name for f in fields(Table) if f.name != "id")
#: What a move changes: written in one statement with the move's events.
MOVE_COLUMNS = ("status", "state", "version", "prompt_no", "deadline", "turn_events", "closed_events",
                "challenges", "winner_id", "ended_at", "more_time", "departed", "auto_allow")
#: Every column a change may touch (everything but the row's identity and birth).
CHANGE_COLUMNS = tuple(c for c in COLUMNS if c not in ("guild_id", "created_at"))


def _value(table: Table, name: str):
    value = getattr(table, name)
    if name == "players":
        return dumps([s.to_dict() for s in value])
    if name in _JSON:
        return dumps(value) if value is not None else None
    if name in _BOOL:
        return int(value)
    return value


def decode(row) -> Table:
    values = {}
    keys = row.keys()
    for name in COLUMNS:
        if name not in keys:
            continue
        value = row[name]
        if name == "players":
            value = [Seat(**s) for s in loads(value)]
        elif name in _JSON:
            value = loads(value) if value is not None else None
        elif name in _BOOL:
            value = bool(value)
        values[name] = value
    return Table(id=row["id"], **values)


def update_row(table: Table, columns, events=None) -> tuple[str, tuple]:
    """The statement that writes ``columns`` of a table's row, with the events of the change
    (the ``tables_move_events`` trigger files them). The ``tables_one_change_at_a_time``
    trigger refuses it unless ``table.version`` is the stored version plus one."""
    sets = ", ".join(f"{n}=?" for n in columns)
    return (f"UPDATE tables SET {sets}, new_events=?, updated_at=? WHERE id=?",
            (*(_value(table, n) for n in columns), event_rows(events) if events else None, time.time(), table.id))


def conflict(error: sqlite3.IntegrityError) -> bool:
    return "stale table version" in str(error)


class SqliteTables:
    def __init__(self, db: Database):
        self.db = db

    async def create(self, table: Table) -> Table:
        names = ", ".join(COLUMNS)
        marks = ", ".join("?" * (len(COLUMNS) + 1))
        try:
            table.id = await self.db.insert(f"INSERT INTO tables ({names}, updated_at) VALUES ({marks})",
                                            (*(_value(table, n) for n in COLUMNS), time.time()))
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

    async def latest_in_channel(self, channel_id: int) -> Table | None:
        """The channel's most recent game that was dealt (running or not)."""
        row = await self.db.one("SELECT * FROM tables WHERE channel_id=? AND state IS NOT NULL"
                                " ORDER BY id DESC LIMIT 1", (channel_id,))
        return decode(row) if row else None

    async def active(self) -> list[Table]:
        rows = await self.db.all("SELECT * FROM tables WHERE status IN ('lobby','running') ORDER BY id")
        return [decode(r) for r in rows]

    async def active_in_guild(self, guild_id: int) -> list[int]:
        rows = await self.db.all(
            "SELECT id FROM tables WHERE guild_id=? AND status IN ('lobby','running') ORDER BY id", (guild_id,))
        return [r[0] for r in rows]

    async def running_with_computers(self) -> list[int]:
        """Running games with a computer seat (read from the players' data, however it is spelled)."""
        rows = await self.db.all(
            "SELECT id FROM tables WHERE status='running' AND EXISTS (SELECT 1 FROM json_each(tables.players)"
            " WHERE json_extract(value, '$.computer') IS NOT NULL) ORDER BY id")
        return [r[0] for r in rows]

    async def deadlines(self) -> list[tuple[int, int, float]]:
        rows = await self.db.all(
            "SELECT id, prompt_no, deadline FROM tables WHERE status='running' AND deadline IS NOT NULL")
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
