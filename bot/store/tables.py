"""Tables (a lobby that becomes a game) and their events, as stored."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field, fields, replace

import orjson

from .db import Database

ACTIVE = ("lobby", "running")
#: Event kinds the engine writes (the bot adds a few of its own: table_cancelled, more_time …).
ENGINE_KINDS = frozenset((
    "start", "deal", "draft_options", "drafted", "turn", "declare", "gain", "steal", "refund", "allow",
    "challenge", "prove", "replace", "concede", "block", "blocked", "reveal", "eliminate", "exchange",
    "drawn", "exchanged", "kept", "no_effect", "cancelled", "timeout", "forfeit", "win"))


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
    """A lobby that becomes a game, as stored. The bot keeps live ones in memory."""

    guild_id: int
    channel_id: int                    # where the game is played: a channel or a thread
    host_id: int
    mode: str = "live"
    variant: str = "standard"
    status: str = "lobby"
    players: list[Seat] = field(default_factory=list)
    locale: str = "en"                 # the language of the table's public messages
    timings: dict | None = None        # seconds per kind of decision (R50)
    lobby_channel_id: int | None = None
    lobby_message_id: int | None = None
    thread: bool = False               # channel_id is a thread the bot made for this game
    state: dict | None = None          # the engine's JSON, secrets included
    version: int = 0                   # changes stored so far
    prompt_no: int = 0                 # changes whenever a new decision opens; in every button
    deadline: float | None = None
    turn_events: list | None = None    # public events of the current turn
    closed_events: list | None = None  # public events of the previous turn
    challenges: dict | None = None     # prompt no (text) -> seat whose challenge closed it (R41)
    message_id: int | None = None      # the current turn's message
    message_turn: int | None = None    # the turn that message shows
    prev_message_id: int | None = None # the previous turn's message
    shown_version: int = 0             # the version the channel showed last (saved lazily)
    nudge_id: int | None = None        # a ping or reminder to delete once answered
    summary_id: int | None = None      # the game-over message
    rematch_of: int | None = None      # R54
    more_time: list | None = None      # seats that asked for more time (R55)
    departed: list | None = None       # user ids who left the server (they forfeit, R52)
    wants_series: bool = False         # a lobby that starts a three-game series (R60)
    series_id: int | None = None
    series_game: int | None = None     # 0, 1, 2
    season_id: int | None = None
    winner_id: int | None = None
    id: int | None = None
    created_at: float = field(default_factory=time.time)
    ended_at: float | None = None

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.players):
            if seat.id == user_id:
                return i
        return None

    def copy(self) -> "Table":
        """A copy whose lists and dicts may change without touching this one."""
        return replace(self, players=list(self.players),
                       turn_events=list(self.turn_events) if self.turn_events is not None else None,
                       closed_events=list(self.closed_events) if self.closed_events is not None else None,
                       challenges=dict(self.challenges) if self.challenges is not None else None,
                       timings=dict(self.timings) if self.timings is not None else None,
                       more_time=list(self.more_time) if self.more_time is not None else None,
                       departed=list(self.departed) if self.departed is not None else None)


_JSON = {"players", "timings", "state", "turn_events", "closed_events", "challenges", "more_time", "departed"}
_BOOL = {"thread", "wants_series"}
_NOT_STORED = {"id"}
COLUMNS = tuple(f.name for f in fields(Table) if f.name not in _NOT_STORED)
#: What a move changes: written in one statement with the move's events.
MOVE_COLUMNS = ("status", "state", "version", "prompt_no", "deadline", "turn_events",
                "closed_events", "challenges", "winner_id", "ended_at", "more_time", "departed")


def _dumps(value) -> str:
    """Compact JSON. orjson, because every move writes its game's whole state and its
    events: the row of a 5-player game's move took 44 µs to build with json, 12 with orjson."""
    return orjson.dumps(value).decode()


def _value(table: Table, name: str):
    value = getattr(table, name)
    if name == "players":
        return _dumps([s.to_dict() for s in value])
    if name in _JSON:
        return _dumps(value) if value is not None else None
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
            value = [Seat(**s) for s in orjson.loads(value)]
        elif name in _JSON:
            value = orjson.loads(value) if value is not None else None
        elif name in _BOOL:
            value = bool(value)
        values[name] = value
    return Table(id=row["id"], **values)


def event_rows(events) -> str:
    """A move's events as stored: ``[[kind, audience, payload], ...]`` in JSON."""
    rows = [[e.kind, e.to, {k: v for k, v in zip(e._fields[1:6], e[1:6]) if v is not None}]
            for e in events]
    return _dumps(rows)


def update_row(table: Table, columns, events=None) -> tuple[str, tuple]:
    """The statement that writes ``columns`` of a table's row, with the events of a change
    that moved its version (the ``tables_move_events`` trigger files them)."""
    sets = ", ".join(f"{n}=?" for n in columns)
    return (f"UPDATE tables SET {sets}, new_events=?, updated_at=? WHERE id=?",
            (*(_value(table, n) for n in columns), event_rows(events) if events else None, time.time(), table.id))


class TableStore:
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

    async def save(self, table: Table, columns=COLUMNS, events=None) -> None:
        """Write ``columns`` of the table's row in one statement (see :func:`update_row`)."""
        await self.db.write_grouped(*update_row(table, columns, events))

    async def save_move(self, table: Table, events) -> None:
        """A move: the row's new state and the move's events, in one atomic statement."""
        await self.save(table, MOVE_COLUMNS, events)

    async def save_move_in(self, tx, table: Table, events) -> None:
        """:meth:`save_move` inside a transaction the caller holds."""
        await tx.execute(*update_row(table, MOVE_COLUMNS, events))

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

    async def active_in_guild(self, guild_id: int) -> list[Table]:
        rows = await self.db.all(
            "SELECT * FROM tables WHERE guild_id=? AND status IN ('lobby','running') ORDER BY id", (guild_id,))
        return [decode(r) for r in rows]

    async def stale(self) -> list[tuple[int, float | None]]:
        """Running tables whose channel may be behind the database, most urgent first."""
        rows = await self.db.all(
            "SELECT id, deadline FROM tables WHERE status='running' AND (shown_version < version"
            " OR message_turn IS NULL) ORDER BY deadline IS NULL, deadline")
        return [(r[0], r[1]) for r in rows]

    async def unshown_endings(self) -> list[int]:
        """Finished games whose game-over message was never posted (a crash in between)."""
        rows = await self.db.all(
            "SELECT id FROM tables WHERE status='finished' AND summary_id IS NULL"
            " AND ended_at > ? ORDER BY id", (time.time() - 7 * 86400,))
        return [r[0] for r in rows]

    async def running_with_computers(self) -> list[Table]:
        rows = await self.db.all("SELECT * FROM tables WHERE status='running' AND instr(players, '\"computer\": \"') > 0")
        return [decode(r) for r in rows]

    async def deadlines(self) -> list[tuple[int, int, float]]:
        rows = await self.db.all(
            "SELECT id, prompt_no, deadline FROM tables WHERE status='running' AND deadline IS NOT NULL")
        return [(r[0], r[1], r[2]) for r in rows]

    async def mark_shown(self, versions: dict[int, int]) -> None:
        """Remember what the channels show, many tables in one statement batch."""
        if not versions:
            return
        async with self.db.transaction() as tx:
            await tx.executemany("UPDATE tables SET shown_version=? WHERE id=? AND shown_version < ?",
                                 [(v, t, v) for t, v in versions.items()])

    async def game_events(self, table_id: int, *, public: bool = False) -> list:
        """A game's events in order, as Events: the engine's (public and private), or with
        ``public`` every public one, the bot's own included (more time, a departure)."""
        from engine import Event
        rows = await self.db.all(
            "SELECT kind, audience, payload FROM events WHERE table_id=?"
            + (" AND audience IS NULL" if public else "") + " ORDER BY id", (table_id,))
        out = []
        for r in rows:
            if not public and r["kind"] not in ENGINE_KINDS:
                continue
            p = orjson.loads(r["payload"])
            c = p.get("card")
            out.append(Event(r["kind"], p.get("player"), p.get("target"),
                             tuple(c) if isinstance(c, list) else c, p.get("amount"), p.get("action"),
                             r["audience"]))
        return out

    async def events(self, table_id: int) -> list[dict]:
        rows = await self.db.all(
            "SELECT version, kind, audience, payload FROM events WHERE table_id=? ORDER BY id", (table_id,))
        return [{"version": r["version"], "kind": r["kind"], "audience": r["audience"],
                 **orjson.loads(r["payload"])} for r in rows]
