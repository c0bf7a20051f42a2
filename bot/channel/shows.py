"""The record of what each table's channel shows: the courier's own bookkeeping, kept in
the store (:class:`~bot.store.Shown`) apart from the game's row.

Message ids are stored as soon as they are known (a post, a deletion, a message adopted
after a restart), so a pass cut short by the rate limits, or a crash, goes on from there;
the version a channel shows in full is stored in batches, once a second, for a restart to
redraw only the channels that are behind. If the database cannot take it, memory still
knows; after a restart the sweep reads the channel itself: what is lost is bookkeeping,
never a move.
"""

from __future__ import annotations

import asyncio
import logging

from ..store import Shown, ShownStore, Table, Unavailable
from .plan import Display

log = logging.getLogger(__name__)


class Shows:
    def __init__(self, store: ShownStore, *, every: float = 1.0):
        self._store = store
        self._every = every
        self._displays: dict[int, Display] = {}
        self._marks: dict[int, int] = {}    # table id -> version shown in full, to store
        self._unswept: set[int] = set()     # tables whose channel may hold unrecorded messages
        self._task: asyncio.Task | None = None

    async def display(self, table: Table) -> Display:
        """What the channel of ``table`` shows, read from the store the first time."""
        d = self._displays.get(table.id)
        if d is None:
            row = await self._store.get(table.id) or Shown(table.id)
            d = self._displays.setdefault(table.id, Display.read(row, table, unswept=table.id in self._unswept))
        return d

    def restored(self, table_ids) -> None:
        """After a restart: these channels may hold messages posted just before a crash."""
        self._unswept.update(table_ids)

    def swept(self, table_id: int) -> None:
        self._unswept.discard(table_id)

    def let_go(self, table_ids) -> None:
        """These records leave memory (those with a version still to store stay)."""
        for table_id in table_ids:
            if table_id not in self._marks:
                self._displays.pop(table_id, None)

    def forget(self, table_id: int) -> None:
        """Read the record again next time (another process may have drawn the channel)."""
        self._displays.pop(table_id, None)

    async def remember(self, row: Shown) -> None:
        """Store what a channel shows now (see the module's docstring)."""
        try:
            await self._store.save(row)
        except Unavailable as e:
            log.warning("table %s: could not record what its channel shows (%s)", row.table_id, e)

    def drawn(self, table: Table) -> None:
        """The channel shows ``table`` in full (stored with the next batch)."""
        d = self._displays.get(table.id)
        if d is not None:
            d.row.version = d.drawn = table.version
        self._marks[table.id] = table.version
        if not table.active:
            self._displays.pop(table.id, None)

    # ------------------------------------------------------------------ the batches

    def start(self) -> None:
        self._task = asyncio.create_task(self._save_marks(), name="coup-shown")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        try:
            await self._flush()
        except Exception as e:   # a restart redraws what it could not note
            log.warning("could not save what the channels show (%s)", e)

    async def _save_marks(self) -> None:
        failing = False   # said once per outage, not every second
        while True:
            await asyncio.sleep(self._every)
            try:
                await self._flush()
            except Unavailable as e:
                if not failing:
                    log.warning("could not save what the channels show (%s); trying again every %g s", e,
                                self._every)
                failing = True
            except Exception:
                log.exception("could not save what the channels show")
            else:
                if failing:
                    log.info("what the channels show is saved again")
                failing = False

    async def _flush(self) -> None:
        marks, self._marks = self._marks, {}
        if marks:
            try:
                await self._store.mark(marks)
            except Exception:
                self._marks = {**marks, **self._marks}   # kept for the next try
                raise
