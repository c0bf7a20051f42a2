"""One scheduler for everything that happens at a time rather than on a click: deadlines,
computer moves, reminders — sleeping until the next thing due (RoboDanny's timer shape).

Each owner registers a handler for its kind of timer and adds timers; what is due is also
known from the database (a deadline is a column of its table's row, a reminder a row), so
nothing is lost with the process: at start-up each owner adds its pending timers, and the
ones that passed while the bot was down fire at once. In memory the scheduler keeps a
heap of (due, what); a timer made stale by a later move finds nothing to do when it fires,
so a move never has to search the heap.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import time
from typing import Awaitable, Callable

log = logging.getLogger(__name__)

#: A timer's handler: (table id, prompt no, due).
Handler = Callable[[int, int, float], Awaitable[None]]


class Clock:
    """Wall-clock time, and a way to sleep until a moment or an earlier wake-up."""

    def now(self) -> float:
        return time.time()

    async def sleep_until(self, when: float | None, wake: asyncio.Event) -> None:
        timeout = None if when is None else max(0.0, when - self.now())
        try:
            await asyncio.wait_for(wake.wait(), timeout)
        except asyncio.TimeoutError:
            pass


class Scheduler:
    """Timers of every kind, from one heap and one task."""

    def __init__(self, *, clock: Clock | None = None, concurrency: int = 8):
        self.clock = clock or Clock()
        self._heap: list[tuple[float, int, str, int, int]] = []
        self._seq = itertools.count()
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._running: set[asyncio.Task] = set()
        self._slots = asyncio.Semaphore(concurrency)
        self._handlers: dict[str, Handler] = {}
        self.fired: list[tuple[str, int, float, float]] = []   # (kind, table, due, fired at), if recording
        self.record_firing = False

    def register(self, kind: str, handler: Handler) -> None:
        """``handler`` runs every timer of this kind when it is due."""
        self._handlers[kind] = handler

    def add(self, kind: str, table_id: int, prompt_no: int, due: float) -> None:
        earliest = self._heap[0][0] if self._heap else None
        heapq.heappush(self._heap, (due, next(self._seq), kind, table_id, prompt_no))
        if earliest is None or due < earliest:
            self._wake.set()

    @property
    def pending(self) -> int:
        return len(self._heap)

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="coup-scheduler")

    async def stop(self, grace: float = 0.0) -> None:
        """Fire nothing more; let the timers firing now finish for up to ``grace`` seconds
        (a deadline half-way through its commit is let commit), then cancel the rest (what
        they had not done is still due in the database, and fires at the next start)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        if self._running and grace > 0:
            await asyncio.wait(set(self._running), timeout=grace)
        tasks = list(self._running)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            now = self.clock.now()
            while self._heap and self._heap[0][0] <= now:
                due, _, kind, table_id, prompt_no = heapq.heappop(self._heap)
                await self._slots.acquire()
                task = asyncio.create_task(self._fire(kind, table_id, prompt_no, due))
                self._running.add(task)
                task.add_done_callback(self._running.discard)
            await self.clock.sleep_until(self._heap[0][0] if self._heap else None, self._wake)

    async def _fire(self, kind: str, table_id: int, prompt_no: int, due: float) -> None:
        try:
            if self.record_firing:
                self.fired.append((kind, table_id, due, self.clock.now()))
            await self._handlers[kind](table_id, prompt_no, due)
        except asyncio.CancelledError:
            raise
        except Exception:
            # One broken game must not hold up every other game's deadlines.
            log.exception("table %s: %s failed; trying again in a minute", table_id, kind)
            self.add(kind, table_id, prompt_no, self.clock.now() + 60)
        finally:
            self._slots.release()
