"""The shared backend: one PostgreSQL database, for any number of processes (one per group
of shards). Opened by ``open_store('postgresql://…')``."""

from __future__ import annotations

from ..parts import Parts
from .db import Database


class PostgresStore(Parts):
    """Every part of the store over one PostgreSQL database."""

    db: Database

    @classmethod
    async def open(cls, url: str, *, pool_size: int | None = None, check: bool = True) -> "PostgresStore":
        return cls(await Database.open(url, pool_size=pool_size, check=check))
