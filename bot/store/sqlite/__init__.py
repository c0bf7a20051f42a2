"""The embedded backend: one SQLite file (WAL), for one process."""

from __future__ import annotations

from pathlib import Path

from ..parts import Parts
from .db import Database


class SqliteStore(Parts):
    """Every part of the store over one SQLite file."""

    db: Database

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "SqliteStore":
        return cls(await Database.open(path, check=check))
