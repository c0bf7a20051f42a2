"""What moves a game without a click: deadlines, computer players (and, in async games,
reminders) — one scheduler, sleeping until the next thing due.

What is due is known from the database (a running table's deadline is a column of its
row), so nothing is lost with the process: at start-up the scheduler reads every pending
deadline and fires at once those that passed while the bot was down. In memory it keeps
a heap of (due, what); entries made stale by a later move are skipped when they come up,
so a move never has to search the heap.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import random
import time
from typing import Callable

from engine.ai import Memory, decide

from .tables import UserFacingError

log = logging.getLogger(__name__)


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
    """Deadlines, computer moves and reminders, from one heap and one task."""

    def __init__(self, service, publisher, *, clock: Clock | None = None,
                 computer_delay: float = 1.5, concurrency: int = 8):
        self.service = service
        self.publisher = publisher
        self.clock = clock or Clock()
        self.computer_delay = computer_delay
        self._heap: list[tuple[float, int, str, int, int]] = []
        self._seq = itertools.count()
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._running: set[asyncio.Task] = set()
        self._slots = asyncio.Semaphore(concurrency)
        self._computers: dict[int, int] = {}       # table id -> prompt the computer move is queued for
        self.handlers: dict[str, Callable] = {"deadline": self._deadline, "computer": self._computer}
        self.fired: list[tuple[str, int, float, float]] = []   # (kind, table, due, fired at), if recording
        self.record_firing = False
        #: async (guild id, user id) -> True if the member has left the server (set by the client)
        self.member_gone = None

    # ------------------------------------------------------------------ life

    async def load(self) -> int:
        """Every pending deadline and reminder, and every computer that was about to move."""
        for table_id, prompt_no, deadline in await self.service.store.tables.deadlines():
            self.add("deadline", table_id, prompt_no, deadline)
        for table_id, prompt_no, due in await self.service.store.reminders.pending():
            self.add("remind", table_id, prompt_no, due)
        for table in await self.service.running_with_computers():
            self.consider(table)
        return len(self._heap)

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="coup-scheduler")

    async def stop(self) -> None:
        tasks = [t for t in (self._task, *self._running) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._task = None

    # ------------------------------------------------------------------ adding

    def add(self, kind: str, table_id: int, prompt_no: int, due: float) -> None:
        earliest = self._heap[0][0] if self._heap else None
        heapq.heappush(self._heap, (due, next(self._seq), kind, table_id, prompt_no))
        if earliest is None or due < earliest:
            self._wake.set()

    def on_outcome(self, outcome) -> None:
        """A table changed: its new deadline, and a computer's turn to move."""
        table = outcome.table
        if table.status != "running":
            return
        if outcome.new_prompt and table.deadline is not None:
            self.add("deadline", table.id, table.prompt_no, table.deadline)
        for due in sorted({due for _, due in outcome.reminders}):
            self.add("remind", table.id, table.prompt_no, due)
        self.consider(table, outcome.game)

    def consider(self, table, game=None) -> None:
        """Queue the move of a computer player the table waits for, once per decision."""
        game = game or self.service.game(table)
        if game.over or not any(table.players[s].computer for s in game.awaited):
            return
        key = (table.prompt_no, table.version)
        if self._computers.get(table.id) == key:
            return
        self._computers[table.id] = key
        delay = self.computer_delay if table.mode == "live" else min(0.2, self.computer_delay)
        self.add("computer", table.id, table.prompt_no, self.clock.now() + delay * random.uniform(0.6, 1.4))

    @property
    def pending(self) -> int:
        return len(self._heap)

    # ------------------------------------------------------------------ firing

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
            await self.handlers[kind](table_id, prompt_no, due)
        except asyncio.CancelledError:
            raise
        except Exception:
            # One broken game must not hold up every other game's deadlines.
            log.exception("table %s: %s failed; trying again in a minute", table_id, kind)
            self.add(kind, table_id, prompt_no, self.clock.now() + 60)
        finally:
            self._slots.release()

    async def _deadline(self, table_id: int, prompt_no: int, due: float) -> None:
        table = await self.service.get(table_id)
        if table is None or table.status != "running" or table.prompt_no != prompt_no:
            return  # answered in time, or the game ended
        if table.deadline is None or table.deadline > self.clock.now() + 0.001:
            if table.deadline is not None:  # moved later (more time, R55)
                self.add("deadline", table_id, prompt_no, table.deadline)
            return
        game = self.service.game(table)
        if self.member_gone is not None and len(game.awaited) == 1 and game.step not in ("challenge", "block"):
            person = table.players[game.awaited[0]]  # their own decision: have they left the server? (R52)
            if not person.computer and await self.member_gone(table.guild_id, person.id):
                for gone in await self.service.member_left(table.guild_id, person.id):
                    self.publisher.refresh(gone.table.id, urgency=0)
                return
        outcome = await self.service.timeout(table_id, prompt_no)
        if outcome is not None:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            self.publisher.refresh(table_id, urgency=0)

    async def _computer(self, table_id: int, prompt_no: int, due: float) -> None:
        """Play the move of a computer the table waits for (from its own view and memory)."""
        svc = self.service
        self._computers.pop(table_id, None)
        table = await svc.get(table_id)
        if table is None or table.status != "running" or table.prompt_no != prompt_no:
            if table is not None and table.status == "running":
                self.consider(table)
            return
        game = svc.game(table)
        seats = [s for s in game.awaited if table.players[s].computer]
        if not seats:
            return
        if self.publisher.behind(table_id):  # a computer moves once the channel shows the board
            self._computers[table_id] = (table.prompt_no, table.version)
            self.add("computer", table_id, prompt_no, self.clock.now() + 0.2)
            return
        seat = seats[0]
        seen = [e for e in await svc.store.tables.game_events(table_id) if e.to is None or e.to == seat]
        move = decide(game.view(seat), Memory.replay(seat, seen), random.Random(),
                      table.players[seat].computer)
        try:
            await svc.play(table_id, table.players[seat].id, prompt_no, lambda g, s: [move])
        except UserFacingError:  # the game moved on meanwhile: look again
            table = await svc.get(table_id)
            if table is not None and table.status == "running":
                self.consider(table)
            return
        self.publisher.refresh(table_id, urgency=0)
