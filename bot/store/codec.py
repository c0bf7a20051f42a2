"""How rows are written as text, the same for every backend: compact JSON, events as
``[kind, audience, payload]``, a table's or series' fields as columns of the same names
(lists and dicts as JSON text, flags as 0/1)."""

from __future__ import annotations

from dataclasses import fields

import orjson

from engine import Event

from .rows import Seat, SeriesRow, Table

_FIELDS = Event._fields[1:6]   # player, target, card, amount, action

#: Fields kept as JSON text (``players`` as a list of seats), and flags kept as 0/1.
JSON = frozenset({"players", "options", "timings", "state", "turn_events", "closed_events", "challenges",
                  "more_time", "departed", "auto_allow", "autopilot"})
FLAGS = frozenset({"thread", "wants_series"})
#: The columns of a table's and of a series' row, but its id (the database gives it).
TABLE_COLUMNS = tuple(f.name for f in fields(Table) if f.name != "id")
SERIES_COLUMNS = tuple(f.name for f in fields(SeriesRow) if f.name != "id")
#: What a move changes: written in one statement with the move's events.
MOVE_COLUMNS = ("status", "state", "version", "prompt_no", "deadline", "turn_events", "closed_events",
                "challenges", "winner_id", "ended_at", "more_time", "departed", "auto_allow", "autopilot")
#: Every column a change may touch (everything but the row's identity and birth).
CHANGE_COLUMNS = tuple(c for c in TABLE_COLUMNS if c not in ("guild_id", "created_at"))


def dumps(value) -> str:
    """Compact JSON. orjson, because every move writes its game's whole state and its
    events: the row of a 5-player game's move took 44 µs to build with json, 12 with orjson."""
    return orjson.dumps(value).decode()


loads = orjson.loads


def column(row: Table | SeriesRow, name: str):
    """A field of a table or series as its column holds it."""
    value = getattr(row, name)
    if name == "players":
        return dumps([s.to_dict() for s in value])
    if name in JSON:
        return dumps(value) if value is not None else None
    if name in FLAGS:
        return int(value)
    return value


def columns(row: Table | SeriesRow, names) -> tuple:
    return tuple(column(row, n) for n in names)


def read(cls: type[Table] | type[SeriesRow], row):
    """A table or series from its database row (by column name; columns it lacks keep
    their defaults)."""
    values = {}
    keys = set(row.keys())
    for f in fields(cls):
        if f.name not in keys:
            continue
        value = row[f.name]
        if f.name == "players":
            value = [Seat(**s) for s in loads(value)]
        elif f.name in JSON:
            value = loads(value) if value is not None else None
        elif f.name in FLAGS:
            value = bool(value)
        values[f.name] = value
    return cls(**values)


def event_rows(events) -> str:
    """A move's events as stored: ``[[kind, audience, payload], ...]`` in JSON."""
    return dumps([[e.kind, e.to, {k: v for k, v in zip(_FIELDS, e[1:6]) if v is not None}] for e in events])


def event(kind: str, audience: int | None, payload) -> Event:
    """A stored event read back."""
    p = loads(payload) if isinstance(payload, (str, bytes)) else payload
    c = p.get("card")
    return Event(kind, p.get("player"), p.get("target"), tuple(c) if isinstance(c, list) else c,
                 p.get("amount"), p.get("action"), audience)


def shard_of(guild_id: int, count: int) -> int:
    """The shard that serves a guild, as Discord computes it: ``(guild_id >> 22) % count``.
    Start-up reads take ``shards=(count, ids)`` and keep the tables whose guild is on one
    of ``ids``; both backends compute this in SQL (64-bit signed integers hold every
    snowflake: they are below 2**63)."""
    return (guild_id >> 22) % count


def check_shards(shards: tuple[int, tuple[int, ...]]) -> tuple[int, list[int]]:
    count, ids = shards
    if count < 1 or not ids or any(not 0 <= i < count for i in ids):
        raise ValueError(f"shards must be (count >= 1, ids in 0..count-1), not {shards!r}")
    return count, sorted(set(ids))
