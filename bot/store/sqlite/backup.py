"""``python -m bot backup --to FILE``: a consistent copy of the bot's SQLite file, taken while
the bot runs, through SQLite's online backup API (a plain copy of a WAL database can mix
pages of different moments, or miss what the write-ahead log holds).

The copy is written beside the target and renamed into place once it is complete and has
passed ``PRAGMA quick_check``, so a backup that exists is whole. Restoring is stopping the
bot and putting the copy where ``DATABASE_URL`` points. PostgreSQL is backed up with its
own ``pg_dump`` (README, "Backups").
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from pathlib import Path

from ..errors import StoreError
from .. import is_postgres
from .db import describe


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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot backup",
        description="Copy the bot's SQLite database to FILE while the bot runs (SQLite's online backup: one "
                    "consistent moment of it). PostgreSQL: use pg_dump.")
    parser.add_argument("--to", dest="target", required=True, metavar="FILE", help="the backup file to write")
    parser.add_argument("--from", dest="source", metavar="PATH",
                        default=os.environ.get("DATABASE_URL") or os.environ.get("DATABASE_PATH") or "data/coup.sqlite3",
                        help="the SQLite file (default: DATABASE_URL, as the bot reads it)")
    args = parser.parse_args(argv)
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
