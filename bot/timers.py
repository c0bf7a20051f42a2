"""One scheduler for everything that happens at a time rather than on a click: deadlines,
computer moves, reminders — sleeping until the next thing due (RoboDanny's timer shape).

Each owner registers a handler for its kind of timer and adds timers; what is due is also
known from the database (a deadline is a column of its table's row, a reminder a row), so
nothing is lost with the process: at start-up each owner adds its pending timers, and the
ones that passed while the bot was down fire at once. In memory the scheduler keeps a
heap of (due, what); a timer made stale by a later move finds nothing to do when it fires,
so a move never has to search the heap; the timers of a table that ended are dropped.

A timer that fails because the database is out of reach waits for it, with every other
timer that fails meanwhile: one of them is tried again after a short backoff (half a second,
then longer, at most five), and as soon as it goes through they all fire. The outage is said
once in the log, and its end once; a timer that fails for any other reason is a fault of the
bot, logged with its traceback and tried again a minute later.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import time
from typing import Awaitable, Callable

from .store import Unavailable

log = logging.getLogger(__name__)

#: A timer's handler: (table id, prompt no, due).
Handler = Callable[[int, int, float], Awaitable[None]]
#: A timer: (kind, table id, prompt no, due).
Timer = tuple[str, int, int, float]
#: Seconds before a timer that found the database out of reach is tried again, try after try.
BACKOFF = (0.5, 1.0, 2.0, 5.0)
#: Seconds before a timer that failed for another reason (a fault of the bot) is tried again.
AFTER_FAULT = 60.0
#: How far ahead timers are held in memory: later ones stay in the database, read as their
#: time nears (see :class:`Window`).
HORIZON = 3600.0
#: What a window reads: (after, before) -> (table id, prompt no, due) of the timers due in
#: [after, before) (after None: from the earliest, those already overdue included).
Read = Callable[[float | None, float], Awaitable[list[tuple[int, int, float]]]]


async def woken(wake: asyncio.Event, timeout: float | None) -> None:
    """Wait until ``wake`` is set, for at most ``timeout`` seconds (None: for as long as it
    takes). Not ``asyncio.wait_for``: Python 3.11's loses a cancellation that arrives with the
    wake-up, and a loop that waits so is then never stopped."""
    try:
        async with asyncio.timeout(timeout):
            await wake.wait()
    except TimeoutError:
        pass


class Clock:
    """Wall-clock time, and a way to sleep until a moment or an earlier wake-up."""

    def now(self) -> float:
        return time.time()

    async def sleep_until(self, when: float | None, wake: asyncio.Event) -> None:
        await woken(wake, None if when is None else max(0.0, when - self.now()))


class Scheduler:
    """Timers of every kind, from one heap and one task."""

    def __init__(self, *, clock: Clock | None = None, concurrency: int = 8):
        self.clock = clock or Clock()
        self._heap: list[tuple[float, int, str, int, int, float]] = []   # (when, seq, kind, table, prompt, due)
        self._seq = itertools.count()
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._running: set[asyncio.Task] = set()
        self._slots = asyncio.Semaphore(concurrency)
        self._handlers: dict[str, Handler] = {}
        self._waiting: list[Timer] = []       # timers that found the database out of reach
        self._probe: Timer | None = None      # the one of them tried again, after ``_tries`` tries
        self._tries = 0
        self.fired: list[tuple[str, int, float, float]] = []   # (kind, table, due, fired at), if recording
        self.record_firing = False

    def register(self, kind: str, handler: Handler) -> None:
        """``handler`` runs every timer of this kind when it is due."""
        self._handlers[kind] = handler

    def add(self, kind: str, table_id: int, prompt_no: int, due: float, *, at: float | None = None) -> None:
        """A timer due at ``due``, fired then (or at ``at``, for one tried again: its
        handler is still told ``due``)."""
        when = due if at is None else at
        earliest = self._heap[0][0] if self._heap else None
        heapq.heappush(self._heap, (when, next(self._seq), kind, table_id, prompt_no, due))
        if earliest is None or when < earliest:
            self._wake.set()

    def drop(self, table_id: int) -> None:
        """A table ended: its timers go."""
        kept = [entry for entry in self._heap if entry[3] != table_id]
        if len(kept) != len(self._heap):
            heapq.heapify(kept)
            self._heap = kept
        self._waiting = [t for t in self._waiting if t[1] != table_id]
        if self._probe is not None and self._probe[1] == table_id:   # another waiting timer takes its place
            self._probe = None
            if self._waiting:
                self._probe = self._waiting.pop(0)
                kind, other, prompt_no, due = self._probe
                self.add(kind, other, prompt_no, due, at=self.clock.now() + BACKOFF[0])

    @property
    def pending(self) -> int:
        return len(self._heap) + len(self._waiting)

    @property
    def firing(self) -> int:
        """Timers whose handler runs now."""
        return len(self._running)

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
                _, _, kind, table_id, prompt_no, due = heapq.heappop(self._heap)
                await self._slots.acquire()
                task = asyncio.create_task(self._fire(kind, table_id, prompt_no, due))
                self._running.add(task)
                task.add_done_callback(self._running.discard)
            await self.clock.sleep_until(self._heap[0][0] if self._heap else None, self._wake)

    async def _fire(self, kind: str, table_id: int, prompt_no: int, due: float) -> None:
        timer = (kind, table_id, prompt_no, due)
        try:
            if self.record_firing:
                self.fired.append((kind, table_id, due, self.clock.now()))
            await self._handlers[kind](table_id, prompt_no, due)
        except asyncio.CancelledError:
            raise
        except Unavailable as e:
            self._wait_for_database(timer, e)
        except Exception:
            # One broken game must not hold up every other game's deadlines.
            log.exception("table %s: %s failed; trying again in a minute", table_id, kind)
            self.add(kind, table_id, prompt_no, due, at=self.clock.now() + AFTER_FAULT)
        else:
            if timer[:3] == (self._probe or ())[:3]:
                self._database_back()
        finally:
            self._slots.release()

    def _wait_for_database(self, timer: Timer, error: Unavailable) -> None:
        """A timer found the database out of reach: it waits with the others; one of them is
        the probe, tried again after the next step of the backoff."""
        if self._probe is not None and timer[:3] != self._probe[:3]:
            self._waiting.append(timer)
            return
        if self._probe is None:
            log.warning("the database is out of reach (%s): timers wait for it, and go on as soon as it answers",
                        error)
        self._probe = timer
        delay = BACKOFF[min(self._tries, len(BACKOFF) - 1)]
        self._tries += 1
        kind, table_id, prompt_no, due = timer
        self.add(kind, table_id, prompt_no, due, at=self.clock.now() + delay)

    def _database_back(self) -> None:
        waiting, self._waiting = self._waiting, []
        log.info("the database answers again: %d timers that waited for it go on", len(waiting))
        self._probe, self._tries = None, 0
        now = self.clock.now()
        for kind, table_id, prompt_no, due in waiting:
            self.add(kind, table_id, prompt_no, due, at=now)


class Window:
    """The timers of one kind that memory holds: those due within HORIZON seconds. The rest
    stay in the database, and the next stretch is read half-way through the current one, so
    memory follows what is due soon, not how many games are stored (100,000 async games
    with deadlines days apart hold a few thousand timers). A stretch whose read fails is read
    again (the scheduler's backoff); a timer read twice fires twice and finds nothing to do
    the second time, as a stale timer does."""

    def __init__(self, scheduler: Scheduler, kind: str, read: Read, *, span: float = HORIZON):
        self._scheduler = scheduler
        self._kind = kind
        self._read = read
        self._span = span
        self._read_from: float | None = None   # the start of the stretch not read yet (None: nothing read)
        self.until = float("-inf")             # timers due before this are held (or read) already
        scheduler.register(kind + ":window", self._next)

    def arm(self, table_id: int, prompt_no: int, due: float) -> None:
        """A new timer of this kind: held if due within the window, else its row is read in time."""
        if due < self.until:
            self._scheduler.add(self._kind, table_id, prompt_no, due)

    async def load(self) -> int:
        """At start-up: the timers due within the window (those overdue fire at once); how many."""
        return await self._next(0, 0, 0.0)

    async def _next(self, _table: int, _prompt: int, _due: float) -> int:
        now = self._scheduler.clock.now()
        # held from now on, before the read: a timer set meanwhile is added (and maybe read too)
        self.until = max(self.until, now + self._span)
        rows = await self._read(self._read_from, self.until)
        for table_id, prompt_no, due in rows:
            self._scheduler.add(self._kind, table_id, prompt_no, due)
        self._read_from = self.until
        self._scheduler.add(self._kind + ":window", 0, 0, now + self._span / 2)
        return len(rows)
