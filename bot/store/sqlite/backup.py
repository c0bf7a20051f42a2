"""``python -m bot backup --to FILE``: a consistent copy of the bot's SQLite file, taken while
the bot runs, through SQLite's online backup API (a plain copy of a WAL database can mix
pages of different moments, or miss what the write-ahead log holds).

The copy is written beside the target and renamed into place once it is complete and has
passed ``PRAGMA quick_check``, so a backup that exists is whole.

``python -m bot restore --from FILE``: the bot stopped, the backup becomes its database. Not
a plain copy over the file: a write-ahead log (``-wal``) left beside it by a bot that did
not stop cleanly would be replayed onto the restored file at the next start, mixing in
pages written after the backup; the restore removes it, and keeps what the database held
before as ``<file>.before-restore``. PostgreSQL is backed up and restored with its own
``pg_dump`` and ``pg_restore`` (README, "Backups").
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from pathlib import Path

from ...settings import SettingsError, database_from
from ..errors import StoreError
from .. import is_postgres
from .db import describe
from .inuse import Running

#: What SQLite keeps beside a database in WAL mode: its log and the log's index.
SIDE_FILES = ("-wal", "-shm")


def backup(source: Path, target: Path) -> int:
    """Copy the SQLite file ``source`` to ``target`` (replacing it); its size in bytes.
    :class:`StoreError` with one sentence if it cannot."""
    if not source.is_file():
        raise StoreError(f"There is no SQLite file at {source}.")
    if target.resolve() == source.resolve():
        raise StoreError(f"{target} is the database itself: choose another file for the backup.")
    partial = target.with_name(f".{target.name}.partial")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial.unlink(missing_ok=True)
        src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            src.execute("PRAGMA busy_timeout=5000")
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)   # all pages in one step: one moment of the file, whatever writes meanwhile
                (verdict,) = dst.execute("PRAGMA quick_check").fetchone()
                if verdict != "ok":
                    raise StoreError(f"The copy of {source} failed its check ({verdict}); no backup was written.")
                dst.execute("PRAGMA journal_mode=DELETE")   # one self-contained file, no -wal beside it
            finally:
                dst.close()
        finally:
            src.close()
        os.replace(partial, target)
    except sqlite3.Error as e:
        partial.unlink(missing_ok=True)
        raise StoreError(f"Cannot back up {source}: {describe(e)}.") from None
    except OSError as e:
        partial.unlink(missing_ok=True)
        raise StoreError(f"Cannot write the backup {target}: {e.strerror}.") from None
    except StoreError:
        partial.unlink(missing_ok=True)
        raise
    return target.stat().st_size


def restore(backup_file: Path, database: Path) -> Path | None:
    """Make ``backup_file`` (checked whole first) the database at ``database``, with no
    write-ahead log of the old file left beside it; what it held before is kept beside it
    as a consistent copy (its path, or None if there was no database). :class:`StoreError`
    with one sentence if it cannot, or if a bot runs on the database."""
    if not backup_file.is_file():
        raise StoreError(f"There is no backup at {backup_file}.")
    if backup_file.resolve() == database.resolve():
        raise StoreError(f"{backup_file} is the database itself: nothing to restore.")
    try:
        database.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StoreError(f"Cannot write {database}: {e.strerror}.") from None
    running = Running(database)
    held = running.take()   # held through the restore: a bot started meanwhile is told
    try:
        if held is not None:
            raise StoreError(f"A bot is running on {database} ({held}): stop it first, then restore.")
        try:
            con = sqlite3.connect(f"file:{backup_file}?mode=ro", uri=True)
            try:
                (verdict,) = con.execute("PRAGMA quick_check").fetchone()
            finally:
                con.close()
        except sqlite3.Error as e:
            raise StoreError(f"{backup_file} is not a SQLite database the bot can use: {describe(e)}.") from None
        if verdict != "ok":
            raise StoreError(f"The backup {backup_file} failed its check ({verdict}); nothing was restored.")
        before = None
        if database.exists():   # the old file with what its log holds, as one file
            before = database.with_name(database.name + ".before-restore")
            backup(database, before)
        partial = database.with_name(f".{database.name}.restoring")
        try:
            backup(backup_file, partial)
            for side in SIDE_FILES:   # the old file's log must not be replayed onto the restored one
                database.with_name(database.name + side).unlink(missing_ok=True)
            os.replace(partial, database)
        except OSError as e:
            raise StoreError(f"Cannot write {database}: {e.strerror}.") from None
        finally:
            partial.unlink(missing_ok=True)
        return before
    finally:
        running.release()


def _default_database() -> str | Path:
    try:
        return database_from(os.environ)
    except SettingsError as e:
        raise SystemExit(f"coup-bot: {e}") from None


def restore_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot restore",
        description="With the bot stopped, make a backup (python -m bot backup) its SQLite database again. The "
                    "database's write-ahead log is removed, and what it held is kept as FILE.before-restore. "
                    "PostgreSQL: use pg_restore.")
    parser.add_argument("--from", dest="source", required=True, metavar="BACKUP", help="the backup file")
    parser.add_argument("--to", dest="target", metavar="PATH",
                        help="the bot's SQLite file (default: DATABASE_URL, as the bot reads it)")
    args = parser.parse_args(argv)
    target = args.target or _default_database()
    if is_postgres(str(target)):
        print("coup-bot: the database is PostgreSQL: restore it with its own pg_restore (see the README).",
              file=sys.stderr)
        return 2
    try:
        before = restore(Path(args.source), Path(target))
    except StoreError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    kept = f"; what it held before is in {before}" if before is not None else ""
    print(f"Restored {target} from {args.source}{kept}. Start the bot.")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot backup",
        description="Copy the bot's SQLite database to FILE while the bot runs (SQLite's online backup: one "
                    "consistent moment of it). PostgreSQL: use pg_dump.")
    parser.add_argument("--to", dest="target", required=True, metavar="FILE", help="the backup file to write")
    parser.add_argument("--from", dest="source", metavar="PATH",
                        help="the SQLite file (default: DATABASE_URL, as the bot reads it)")
    args = parser.parse_args(argv)
    args.source = str(args.source or _default_database())
    if is_postgres(args.source):
        print("coup-bot: the database is PostgreSQL: back it up with its own pg_dump "
              "(pg_dump --format=custom --file=coup.dump DATABASE_URL; see the README).", file=sys.stderr)
        return 2
    began = time.monotonic()
    try:
        size = backup(Path(args.source), Path(args.target))
    except StoreError as e:
        print(f"coup-bot: {e}", file=sys.stderr)
        return 3
    print(f"Backed up {args.source} to {args.target}: {size:,} bytes in {time.monotonic() - began:.1f} s, "
          "checked whole.")
    return 0
