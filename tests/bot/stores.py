"""Raw SQL for checks, on either backend: the tests write SQLite's ``?`` placeholders, and
on PostgreSQL they become ``$1, $2, …``."""

from __future__ import annotations

import contextlib
import re

from bot.store.postgres import PostgresStore


def dialect(store, sql: str) -> str:
    if not isinstance(store, PostgresStore):
        return sql
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


async def fetch(store, sql: str, params=()) -> list[tuple]:
    return [tuple(r) for r in await store.db.all(dialect(store, sql), tuple(params))]


async def fetch_one(store, sql: str, params=()) -> tuple | None:
    found = await store.db.one(dialect(store, sql), tuple(params))
    return tuple(found) if found is not None else None


async def write(store, *statements: tuple[str, list]) -> None:
    """Each (statement, rows of parameters), in one transaction."""
    async with store.db.transaction() as tx:
        for sql, many in statements:
            await tx.executemany(dialect(store, sql), many)


@contextlib.asynccontextmanager
async def closed_after(store):
    """The store, closed when the block ends however it ends: a check that fails must not
    leave the database's thread running (aiosqlite's keeps the test process from exiting)."""
    try:
        yield store
    finally:
        await store.close()
