"""``python -m bot copy-database --from data/coup.sqlite3 --to postgresql://…``: every row of
a SQLite file into a PostgreSQL database, to move a bot from one backend to the other.

Stop the bot first: a bot running on the file holds its lock (``bot/store/sqlite/inuse.py``),
and the copy is refused while it does, unless ``--force``. The file is opened as the bot opens it (brought to this version's
schema and checked whole), and read in one transaction, so the copy is one moment of it.
Everything is written in one PostgreSQL transaction: all of it lands, or nothing. Ids are
kept (every button already posted carries its table's id) and each id sequence is set to
continue after the largest copied id. The standings are copied as they are, not counted
again (their triggers are off during the copy). Before the commit, every table must hold
as many rows as the file's; a database that holds anything already is refused, unless
``--replace`` (which deletes what it holds, in the same transaction).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

import asyncpg

from . import is_postgres
from .errors import StoreError, Unavailable
from .postgres import PostgresStore
from .postgres.db import where
from .sqlite import SqliteStore
from .sqlite.inuse import Running

#: Every table of the schema, parents before children.
TABLES = ("meta", "guild_settings", "departed_guilds", "member_prefs", "seasons", "series", "tables", "shown", "events", "reminders",
          "results", "series_results", "standings", "predictions", "awards")
#: The tables whose ids come from a sequence.
IDENTITY = ("seasons", "series", "tables", "events", "reminders")
#: The triggers that count standings as results arrive (off while the counted ones are copied).
TRIGGERS = (("results", "results_standings"), ("series_results", "series_results_standings"))
BATCH = 5000

_CONVERT = {"bigint": int, "integer": int, "double precision": float, "text": str}


async def copy(source: str | Path, target: str, *, replace: bool = False,
               force: bool = False) -> tuple[int, dict[str, int]]:
    """Copy the SQLite file ``source`` into the PostgreSQL database ``target``; return the
    file's schema version and the rows copied per table. :class:`StoreError` if it cannot,
    and if a bot is running on the file (unless ``force``)."""
    source = Path(source)
    if not source.is_file():
        raise StoreError(f"There is no SQLite file at {source}.")
    running = Running(source)
    held = running.take()   # held through the copy: a bot started meanwhile is told
    if held is not None and not force:
        raise StoreError(f"A bot is running on {source} ({held}): stop it first, or every move after the copy is "
                         "lost at the switch (--force copies anyway).")
    try:
        return await _copy_file(source, target, replace)
    finally:
        running.release()


async def _copy_file(source: Path, target: str, replace: bool) -> tuple[int, dict[str, int]]:
    lite = await SqliteStore.open(source)
    try:
        await lite.sound()
        version = await lite.schema_version()
        pg = await PostgresStore.open(target, pool_size=1, check=False)
        try:
            return version, await _copy(lite, pg, replace)
        except (asyncpg.PostgresError, Unavailable) as e:
            raise StoreError(f"The copy into {pg.db.name} failed ({' '.join(str(e).split())}); nothing was "
                             "copied.") from None
        finally:
            await pg.close()
    finally:
        await lite.close()


async def _copy(lite: SqliteStore, pg: PostgresStore, replace: bool) -> dict[str, int]:
    reader = lite.db.reader
    await reader.execute("BEGIN")   # one moment of the file, whatever happens to it meanwhile
    try:
        async with pg.db.transaction() as conn:
            held = {t: await conn.fetchval(f"SELECT count(*) FROM {t}") for t in TABLES if t != "meta"}
            if any(held.values()) and not replace:
                said = ", ".join(f"{n:,} {t}" for t, n in held.items() if n)
                raise StoreError(f"{_cap(pg.db.name)} already holds data ({said}); nothing was copied. "
                                 "Add --replace to delete it and copy the file in its place.")
            await conn.execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY")
            for table, trigger in TRIGGERS:
                await conn.execute(f"ALTER TABLE {table} DISABLE TRIGGER {trigger}")
            copied = {}
            for table in TABLES:
                copied[table] = await _copy_table(reader, conn, table)
            for table, trigger in TRIGGERS:
                await conn.execute(f"ALTER TABLE {table} ENABLE TRIGGER {trigger}")
            for table in IDENTITY:
                await conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                                   f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
            for table in TABLES:
                async with reader.execute(f"SELECT count(*) FROM {table}") as cur:
                    (expected,) = await cur.fetchone()
                found = await conn.fetchval(f"SELECT count(*) FROM {table}")
                if found != expected or copied[table] != expected:
                    raise StoreError(f"The copy of {table} holds {found:,} rows where the file holds {expected:,}; "
                                     "nothing was copied.")
            return copied
    finally:
        await reader.execute("COMMIT")


async def _copy_table(reader, conn, table: str) -> int:
    """Stream one table's rows into PostgreSQL (its columns by name; ``COPY``, in batches)."""
    types = {r["column_name"]: r["data_type"] for r in await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()"
        " AND table_name = $1 ORDER BY ordinal_position", table)}
    async with reader.execute(f'PRAGMA table_info("{table}")') as cur:
        have = {r[1] for r in await cur.fetchall()}
    missing = [c for c in types if c not in have]
    if missing:
        raise StoreError(f"The SQLite file's {table} has no column {', '.join(missing)}; nothing was copied.")
    names = list(types)
    convert = [_CONVERT.get(types[c], lambda v: v) for c in names]
    count = 0
    async with reader.execute(f"SELECT {', '.join(names)} FROM {table} ORDER BY rowid") as cur:
        while batch := await cur.fetchmany(BATCH):
            records = [tuple(None if v is None else f(v) for f, v in zip(convert, row)) for row in batch]
            await conn.copy_records_to_table(table, records=records, columns=names)
            count += len(records)
    return count


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot copy-database",
        description="Copy every game, lobby, event, result, series, season and setting of a SQLite file into an "
                    "empty PostgreSQL database (stop the bot first). Ids are kept, so posted buttons keep working.")
    parser.add_argument("--from", dest="source", required=True, metavar="PATH", help="the SQLite file")
    parser.add_argument("--to", dest="target", metavar="URL", default=os.environ.get("DATABASE_URL") or None,
                        help="postgresql://user:password@host:port/database (default: DATABASE_URL)")
    parser.add_argument("--replace", action="store_true",
                        help="delete what the PostgreSQL database holds first (in the same transaction)")
    parser.add_argument("--force", action="store_true",
                        help="copy even though a bot is running on the file (its later moves are not copied)")
    args = parser.parse_args(argv)
    if not args.target or not is_postgres(args.target):
        parser.error("--to must be a postgresql:// URL (or set DATABASE_URL to one)")
    try:
        version, copied = asyncio.run(copy(args.source, args.target, replace=args.replace, force=args.force))
    except StoreError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    total = sum(copied.values())
    print(f"Copied {args.source} (SQLite schema {version}) into {where(args.target)}: {total:,} rows.")
    print("  " + ", ".join(f"{t} {n:,}" for t, n in copied.items()))
    print("Every table holds as many rows as the file; ids are kept and each sequence continues after them.")
    print("Next: set DATABASE_URL to that database (and remove DATABASE_PATH), then start the bot. "
          "Keep the file as a backup.")
    return 0
