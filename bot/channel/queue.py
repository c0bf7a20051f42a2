"""Which channels are to be brought up to date, most urgent first, and one pass at a time
per channel.

A change that arrives while its channel is being updated is never dropped: the pass under
way is told to plan again from the latest table before it ends (:meth:`Queue.run`). A
channel whose pass the rate limits stopped waits in the queue, and a few workers take the
most urgent (a running game's deadline first) as soon as it is due.
"""

from __future__ import annotations

import asyncio
import heapq
import time
from typing import Awaitable, Callable

from ..timers import woken


#: Channels brought up to date at once.
WORKERS = 4


class Queue:
    def __init__(self, *, workers: int = WORKERS):
        self._n_workers = workers
        self._heap: list[tuple[float, float, int]] = []   # (not before, urgency, table id)
        self._queued: set[int] = set()
        self._busy: set[int] = set()      # tables whose channel a pass is updating now
        self._again: set[int] = set()     # … and that changed again meanwhile
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task] = []

    def refresh(self, table_id: int, urgency: float | None = None, *, delay: float = 0.0) -> None:
        """Bring this table's channel up to date soon (coalesced with any pending refresh);
        ``urgency``: a moment, the earlier the more urgent (now by default)."""
        if table_id in self._queued:
            return
        self._queued.add(table_id)
        not_before = time.monotonic() + delay if delay else 0.0
        heapq.heappush(self._heap, (not_before, urgency if urgency is not None else time.time(), table_id))
        self._wake.set()

    def behind(self, table_id: int) -> bool:
        """Whether the channel has yet to show some change of this table."""
        return table_id in self._queued or table_id in self._busy

    @property
    def pending(self) -> int:
        return len(self._queued)

    async def run(self, table_id: int, one_pass: Callable[[], Awaitable[bool | None]],
                  busy: Callable[[], Awaitable[None]]) -> bool:
        """Run ``one_pass`` over one table's channel until it is up to date: it returns True
        (up to date), False (the rate limits stopped it) or None (up to date unless the table
        changed meanwhile: plan again). If a pass is under way already, it is told to plan
        again, ``busy()`` is called (an interaction is acknowledged), and this returns True."""
        if table_id in self._busy:
            self._again.add(table_id)
            await busy()
            return True
        self._busy.add(table_id)
        try:
            while True:
                self._again.discard(table_id)
                done = await one_pass()
                if done is False:
                    return False
                if done and table_id not in self._again:
                    return True
        finally:
            self._busy.discard(table_id)
            self._again.discard(table_id)   # a pass stopped by the rate limits is queued again by its caller

    async def drain(self, timeout: float) -> int:
        """Wait up to ``timeout`` seconds while the workers bring every channel due now up to
        date; how many are still behind then."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while self._tasks and loop.time() < end and (self._busy or self._due_now()):
            await asyncio.sleep(0.02)
        return len(self._queued | self._busy)

    def _due_now(self) -> bool:
        return bool(self._heap) and self._heap[0][0] <= time.monotonic()

    # ------------------------------------------------------------------ the workers

    def start(self, work: Callable[[int], Awaitable[None]]) -> None:
        """``work(table_id)`` for each table taken from the queue, by a few workers."""
        self._tasks = [asyncio.create_task(self._work(work), name=f"coup-courier-{i}")
                       for i in range(self._n_workers)]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []

    async def _work(self, work: Callable[[int], Awaitable[None]]) -> None:
        while True:
            await work(await self._next())

    async def _next(self) -> int:
        while True:
            now = time.monotonic()
            if self._heap and self._heap[0][0] <= now:
                _, _, table_id = heapq.heappop(self._heap)
                self._queued.discard(table_id)
                return table_id
            self._wake.clear()
            await woken(self._wake, self._heap[0][0] - now if self._heap else None)
