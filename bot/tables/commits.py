"""Writing a table's change, and what a write that fails means.

A write that the database refuses because the row moved on (another process wrote it) is
"moved on, try again", and memory forgets the table. A write whose reply is lost (the
connection cut once the statement was sent) may have been committed: the row is read again,
and a change it holds is a change made (answered, shown, its deadline armed); one it does
not hold is written again, the version check keeping it from landing twice; one that cannot
be read is "may not have been saved", memory forgets the table, and the row is read again
until the database answers; then a change it holds is told to ``on_change`` and its
channel drawn again from what is stored (``on_stale`` with ``redraw``). What a process
forgets on a conflict it does not draw: the process that wrote the row does.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Callable

from ..errors import UserFacingError
from ..store import ASYNC, Conflict, SeriesRow, Table, TableStore, Unavailable
from ..store.codec import dumps
from .cache import TableCache
from .change import Change
from .records import Records
from .timing import reminder_times

log = logging.getLogger(__name__)

#: Seconds between readings of a row whose last write is in doubt, while the database is out of reach.
RECHECK = (0.5, 1.0, 2.0, 5.0)


class Commits:
    def __init__(self, cache: TableCache, tables: TableStore, records: Records, *,
                 on_change: Callable[[Change], None], on_stale: Callable[[int, bool], None],
                 clock: Callable[[], float] = time.time, time_scale: float = 1.0):
        self._cache = cache
        self._tables = tables
        self._records = records
        self._on_change = on_change
        self._on_stale = on_stale      # a table memory forgot (and whether its channel is to be drawn again)
        self._clock = clock            # an async decision's reminders are due from now
        self._scale = time_scale
        self._rechecks: set[asyncio.Task] = set()

    async def commit(self, change: Change, *, series: SeriesRow | None = None, move: bool = True) -> None:
        """Write a change (a game's deal with its ``series``, a move, its end), then put it in
        memory and tell ``on_change``; a write that fails, see the module's docstring."""
        table = change.table
        for attempt in (1, 2):
            try:
                await self._write(change, series, move)
                break
            except Conflict:
                if attempt == 2 and await self._landed(change):
                    break   # the first write did land, late
                self._forget(table.id)
                raise UserFacingError("no.moved_on") from None
            except Unavailable as e:
                if not e.uncertain:
                    raise   # refused by the database: nothing was written
                landed = await self._landed(change)
                if landed:
                    break
                if landed is False and attempt == 1:
                    continue   # not written: once more (the version check keeps it from landing twice)
                log.warning("table %s: a change may not have been saved (%s); its row is read again until "
                            "the database answers", table.id, e)
                self._forget(table.id)
                self._recheck(change)
                raise UserFacingError("no.maybe_saved") from None
        self._cache.put(table, change.game)
        self._on_change(change)

    async def _write(self, change: Change, series: SeriesRow | None, move: bool) -> None:
        table, game = change.table, change.game
        if table.mode == ASYNC and not game.over:
            change.reminders = reminder_times(table, game, self._clock(), self._scale)
        reminders = change.reminders if table.mode == ASYNC else None
        if series is not None:
            await self._records.begin_series(series, table, change.events, reminders)
        elif game.over:
            await self._records.finish(table, game, change.events)
        else:
            await self._tables.save(table, change.events, move=move, reminders=reminders)

    async def _landed(self, change: Change) -> bool | None:
        """Whether the stored row holds ``change`` (None: the database cannot say now)."""
        try:
            stored = await self._tables.get(change.table.id)
        except Unavailable:
            return None
        return holds(stored, change.table)

    def _forget(self, table_id: int) -> None:
        self._cache.forget(table_id)
        self._on_stale(table_id, False)

    def _recheck(self, change: Change) -> None:
        task = asyncio.create_task(self._settle_doubt(change), name=f"coup-recheck-{change.table.id}")
        self._rechecks.add(task)
        task.add_done_callback(self._rechecks.discard)

    async def _settle_doubt(self, change: Change) -> None:
        """Read the row of a change in doubt until the database answers: a change it holds is
        told to ``on_change`` (its deadline, reminders, a computer's move); either way the
        channel is drawn again from what is stored."""
        table_id = change.table.id
        for attempt in range(1, 100_000):
            await asyncio.sleep(RECHECK[min(attempt, len(RECHECK)) - 1])
            try:
                async with self._cache.hold(table_id) as held:
                    if holds(held.table, change.table):
                        log.info("table %s: the change in doubt was saved", table_id)
                        self._on_change(change)
                    else:
                        log.info("table %s: the change in doubt was not saved; the channel shows what is stored",
                                 table_id)
            except Unavailable:
                continue
            self._on_stale(table_id, True)
            return

    async def close(self) -> None:
        """Stop reading rows in doubt (a restart reads every table afresh)."""
        for task in list(self._rechecks):
            task.cancel()
        await asyncio.gather(*self._rechecks, return_exceptions=True)


def holds(stored: Table | None, written: Table) -> bool:
    """Whether the stored row is the one written (its version and game state, as JSON)."""
    return stored is not None and stored.version == written.version and dumps(stored.state) == dumps(written.state)
