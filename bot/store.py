"""The only code that talks SQL: tables (lobbies and games), their events and deadlines.

Migrations are the numbered ``migrations/*.sql`` files, applied in order at start-up and
tracked with ``PRAGMA user_version``; each runs statement by statement inside one
transaction (``executescript`` would commit half-way).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

import aiosqlite

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"

ACTIVE = ("lobby", "running")


class ChannelBusy(Exception):
    """The channel already has a lobby or a running game."""


@dataclass
class Seat:
    id: int            # Discord user id (a computer seat gets a negative id)
    name: str
    computer: str | None = None   # the computer's level, None for a person

    def to_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "computer": self.computer}


@dataclass
class Table:
    """A lobby that becomes a game in one channel, as stored."""

    guild_id: int
    channel_id: int
    host_id: int
    mode: str = "live"
    variant: str = "standard"
    status: str = "lobby"
    players: list[Seat] = field(default_factory=list)
    message_id: int | None = None
    message_turn: int | None = None    # the turn number that message shows
    state: dict | None = None
    version: int = 0
    prompt_no: int = 0
    deadline: float | None = None
    turn_log: list[str] = field(default_factory=list)
    closed_log: list[str] | None = None  # the last finished turn's lines, for its message
    challenges: dict | None = None       # prompt no (as text) -> the seat whose challenge closed it
    timings: dict | None = None        # seconds per kind of decision, chosen with the lobby
    rematch_of: int | None = None      # the finished table this lobby is a rematch of (R54)
    winner_id: int | None = None
    id: int | None = None
    created_at: float = field(default_factory=time.time)

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.players):
            if seat.id == user_id:
                return i
        return None


#: Stored columns of a table besides id and the times, and how each goes into SQL.
_COLUMNS = {
    "guild_id": None, "channel_id": None, "host_id": None, "status": None, "mode": None,
    "variant": None, "players": "seats", "message_id": None, "message_turn": None,
    "state": "json", "version": None, "prompt_no": None, "deadline": None, "turn_log": "json",
    "timings": "json", "rematch_of": None, "winner_id": None, "closed_log": "json", "challenges": "json",
}


def _encode(table: Table) -> list:
    values = []
    for name, kind in _COLUMNS.items():
        value = getattr(table, name)
        if kind == "seats":
            value = json.dumps([s.to_dict() for s in value])
        elif kind == "json":
            value = json.dumps(value) if value is not None else None
        values.append(value)
    return values


def _decode(row) -> Table:
    fields = {}
    for name, kind in _COLUMNS.items():
        value = row[name]
        if kind == "seats":
            value = [Seat(**s) for s in json.loads(value)]
        elif kind == "json":
            value = json.loads(value) if value is not None else None
        fields[name] = value
    return Table(id=row["id"], created_at=row["created_at"], **fields)


def _split_statements(script: str) -> list[str]:
    statements, current = [], ""
    for line in script.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current.strip())
            current = ""
    if current.strip():
        statements.append(current.strip())
    return [s for s in statements if s.strip(" ;\n")]


class Store:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        # One connection serves every game: its writes and transactions take turns here,
        # or one game's BEGIN would land inside another's transaction.
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> "Store":
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self.db.close()

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            (current,) = await cur.fetchone()
        for file in sorted(MIGRATIONS.glob("*.sql")):
            number = int(file.name.split("_", 1)[0])
            if number <= current:
                continue
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                for statement in _split_statements(file.read_text()):
                    await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version = {number}")
                await self.db.execute("COMMIT")
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            return (await cur.fetchone())[0]

    # ---------------------------------------------------------------- tables

    async def create(self, table: Table) -> Table:
        now = time.time()
        names = ", ".join(_COLUMNS)
        marks = ", ".join("?" * (len(_COLUMNS) + 2))
        async with self._write:
            try:
                cur = await self.db.execute(
                    f"INSERT INTO tables ({names}, created_at, updated_at) VALUES ({marks})",
                    (*_encode(table), table.created_at, now))
            except sqlite3.IntegrityError as e:
                raise ChannelBusy() from e
        table.id = cur.lastrowid
        return table

    async def save(self, table: Table, events: list[tuple[str, int | None, dict]] = ()) -> None:
        """Write the table's row and the move's events in one transaction."""
        now = time.time()
        assignments = ", ".join(f"{name}=?" for name in _COLUMNS)
        async with self._write:
            await self.db.execute("BEGIN")
            try:
                await self.db.execute(f"UPDATE tables SET {assignments}, updated_at=? WHERE id=?",
                                      (*_encode(table), now, table.id))
                if events:
                    await self.db.executemany(
                        "INSERT INTO events (table_id, version, kind, audience, payload, at)"
                        " VALUES (?,?,?,?,?,?)",
                        [(table.id, table.version, kind, audience, json.dumps(payload), now)
                         for kind, audience, payload in events],
                    )
                await self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    await self.db.execute("ROLLBACK")
                raise

    async def get(self, table_id: int) -> Table | None:
        async with self.db.execute("SELECT * FROM tables WHERE id=?", (table_id,)) as cur:
            row = await cur.fetchone()
        return _decode(row) if row else None

    async def active_in_channel(self, channel_id: int) -> Table | None:
        async with self.db.execute(
            "SELECT * FROM tables WHERE channel_id=? AND status IN ('lobby','running')", (channel_id,)
        ) as cur:
            row = await cur.fetchone()
        return _decode(row) if row else None

    async def active(self) -> list[Table]:
        async with self.db.execute(
            "SELECT * FROM tables WHERE status IN ('lobby','running') ORDER BY id"
        ) as cur:
            return [_decode(r) for r in await cur.fetchall()]

    async def events(self, table_id: int) -> list[dict]:
        async with self.db.execute(
            "SELECT version, kind, audience, payload FROM events WHERE table_id=? ORDER BY id",
            (table_id,),
        ) as cur:
            return [
                {"version": r["version"], "kind": r["kind"], "audience": r["audience"],
                 **json.loads(r["payload"])}
                for r in await cur.fetchall()
            ]

    async def next_deadline(self) -> tuple[int, int, float] | None:
        """(table id, prompt no, deadline) of the running game whose decision times out first."""
        async with self.db.execute(
            "SELECT id, prompt_no, deadline FROM tables WHERE status='running' AND deadline IS NOT NULL"
            " ORDER BY deadline LIMIT 1"
        ) as cur:
            row = await cur.fetchone()
        return (row[0], row[1], row[2]) if row else None

    async def move_deadline(self, table_id: int, deadline: float, to: float | None) -> None:
        """Set a deadline that nobody could apply (``to=None`` drops it), if it is still that one."""
        async with self._write:
            await self.db.execute("UPDATE tables SET deadline=? WHERE id=? AND deadline=?",
                                  (to, table_id, deadline))
