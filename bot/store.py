"""The only code that talks SQL: tables (lobbies and games), their events and deadlines.

Migrations are the numbered ``migrations/*.sql`` files, applied in order at start-up and
tracked with ``PRAGMA user_version``; each runs statement by statement inside one
transaction (``executescript`` would commit half-way).
"""

from __future__ import annotations

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
    state: dict | None = None
    version: int = 0
    prompt_no: int = 0
    deadline: float | None = None
    turn_log: list[str] = field(default_factory=list)
    rematch_of: int | None = None   # the finished table this lobby is a rematch of (R54)
    winner_id: int | None = None
    id: int | None = None
    created_at: float = field(default_factory=time.time)

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.players):
            if seat.id == user_id:
                return i
        return None


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
        try:
            cur = await self.db.execute(
                "INSERT INTO tables (guild_id, channel_id, host_id, status, mode, variant, players,"
                " message_id, state, version, prompt_no, deadline, turn_log, rematch_of, winner_id,"
                " created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (*self._columns(table)[:-1], table.created_at, now),
            )
        except sqlite3.IntegrityError as e:
            raise ChannelBusy() from e
        table.id = cur.lastrowid
        return table

    async def save(self, table: Table, events: list[tuple[str, int | None, dict]] = ()) -> None:
        """Write the table's row and the move's events in one transaction."""
        now = time.time()
        await self.db.execute("BEGIN")
        try:
            await self.db.execute(
                "UPDATE tables SET guild_id=?, channel_id=?, host_id=?, status=?, mode=?, variant=?,"
                " players=?, message_id=?, state=?, version=?, prompt_no=?, deadline=?, turn_log=?,"
                " rematch_of=?, winner_id=?, updated_at=? WHERE id=?",
                (*self._columns(table)[:-1], now, table.id),
            )
            if events:
                await self.db.executemany(
                    "INSERT INTO events (table_id, version, kind, audience, payload, at)"
                    " VALUES (?,?,?,?,?,?)",
                    [(table.id, table.version, kind, audience, json.dumps(payload), now)
                     for kind, audience, payload in events],
                )
            await self.db.execute("COMMIT")
        except BaseException:
            await self.db.execute("ROLLBACK")
            raise

    async def get(self, table_id: int) -> Table | None:
        async with self.db.execute("SELECT * FROM tables WHERE id=?", (table_id,)) as cur:
            row = await cur.fetchone()
        return self._table(row) if row else None

    async def active_in_channel(self, channel_id: int) -> Table | None:
        async with self.db.execute(
            "SELECT * FROM tables WHERE channel_id=? AND status IN ('lobby','running')", (channel_id,)
        ) as cur:
            row = await cur.fetchone()
        return self._table(row) if row else None

    async def active(self) -> list[Table]:
        async with self.db.execute(
            "SELECT * FROM tables WHERE status IN ('lobby','running') ORDER BY id"
        ) as cur:
            return [self._table(r) for r in await cur.fetchall()]

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

    async def clear_deadline(self, table_id: int, deadline: float) -> None:
        await self.db.execute("UPDATE tables SET deadline=NULL WHERE id=? AND deadline=?",
                              (table_id, deadline))

    @staticmethod
    def _columns(table: Table) -> tuple:
        return (
            table.guild_id, table.channel_id, table.host_id, table.status, table.mode,
            table.variant, json.dumps([s.to_dict() for s in table.players]), table.message_id,
            json.dumps(table.state) if table.state is not None else None, table.version,
            table.prompt_no, table.deadline, json.dumps(table.turn_log), table.rematch_of,
            table.winner_id, table.id,
        )

    @staticmethod
    def _table(row) -> Table:
        return Table(
            id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"],
            host_id=row["host_id"], status=row["status"], mode=row["mode"], variant=row["variant"],
            players=[Seat(**s) for s in json.loads(row["players"])], message_id=row["message_id"],
            state=json.loads(row["state"]) if row["state"] else None, version=row["version"],
            prompt_no=row["prompt_no"], deadline=row["deadline"],
            turn_log=json.loads(row["turn_log"]), rematch_of=row["rematch_of"],
            winner_id=row["winner_id"], created_at=row["created_at"],
        )
