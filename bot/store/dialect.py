"""What a backend's database gives the store's parts, which are written once for both.

The parts write SQL in SQLite's ``?`` style; PostgreSQL's database numbers the placeholders.
A backend keeps to itself only what truly differs: its connections, the placeholders, its
locking, how one change of a table is written with its events (a trigger in SQLite, one
statement in PostgreSQL), and the few spellings below.
"""

from __future__ import annotations

import contextlib
from typing import Protocol, Sequence

from .rows import Table


class Statements(Protocol):
    """Statements, run by a database or within its transaction."""

    async def one(self, sql: str, params: Sequence = ()): ...
    async def all(self, sql: str, params: Sequence = ()) -> list: ...
    async def value(self, sql: str, params: Sequence = ()): ...

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        """A write; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None: ...

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        """An INSERT of one row; the new row's id."""


class Database(Statements, Protocol):
    #: The current time in seconds since 1970, as the database's clock says it (machines'
    #: clocks may differ: what several processes share is timed by the database).
    NOW: str
    #: The larger of two values (SQLite's two-argument ``max``).
    GREATEST: str
    #: What a read within a transaction ends with to lock the rows it reads ('' where the
    #: transaction holds the only writer already).
    FOR_UPDATE: str

    def json_int(self, column: str, key: str) -> str:
        """The integer at ``key`` of the JSON object in ``column``."""

    def any_element_has(self, column: str, key: str) -> str:
        """True if an object of the JSON list in ``column`` has ``key`` not null."""

    async def grouped(self, sql: str, params: Sequence = ()) -> None:
        """A write that may be committed with others handed in meanwhile (SQLite's group commit)."""

    def transaction(self, *, before_check: bool = False) -> contextlib.AbstractAsyncContextManager[Statements]:
        """Statements that stand or fall together. A write waits for the start-up check of the
        whole database, unless ``before_check`` (the shard lease and the logins' turns only)."""

    async def execute(self, sql: str, params: Sequence = (), *, before_check: bool = False) -> int:
        """A write; the number of rows it changed (``before_check``: as for :meth:`transaction`)."""

    async def take_turn(self, tx: Statements, key: int) -> None:
        """Within ``tx``, wait for (and hold until it ends) the lock of ``key``: transactions
        that take one key's lock run one at a time (SQLite: they all do already)."""

    async def hold_writes(self, tx: Statements, table: str) -> None:
        """Within ``tx``, hold back every other transaction's writes to ``table`` (and another
        such hold) until ``tx`` ends."""

    async def change(self, table: Table, names: Sequence[str], events=(), reminders=None, *,
                     tx: Statements | None = None) -> None:
        """Write one change of a table: the columns ``names`` if the stored version is the one
        before ``table.version`` (else :class:`~bot.store.errors.Conflict`), its events, and
        with ``reminders`` its pending decision's reminders in place of the unsent ones;
        atomically, or within ``tx``. A channel taken already: :class:`~bot.store.errors.ChannelBusy`."""
