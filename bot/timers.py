"""Deadlines and computer players: the two things that move a game without a click.

Deadlines are columns of the stored tables; one task sleeps until the earliest, applies
the rules' timeout, and wakes early when a sooner one appears (as RoboDanny's reminders
do). Deadlines that passed while the bot was down fire at start-up.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from typing import TYPE_CHECKING

from engine import Event
from engine.ai import decide, Memory

if TYPE_CHECKING:
    from .client import CoupBot

log = logging.getLogger(__name__)


class Deadlines:
    def __init__(self, bot: "CoupBot"):
        self.bot = bot
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="coup-deadlines")

    def poke(self) -> None:
        """A deadline was set or moved: look again."""
        self._wake.set()

    async def stop(self) -> None:
        if self._task:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass

    async def _run(self) -> None:
        while True:
            try:
                await self._once()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("deadline dispatcher failed; retrying in 5 s")
                await asyncio.sleep(5)

    async def _once(self) -> None:
        self._wake.clear()
        due = await self.bot.service.store.next_deadline()
        if due is None:
            await self._wake.wait()
            return
        table_id, prompt_no, deadline = due
        delay = deadline - time.time()
        if delay > 0:
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=min(delay, 3600))
            except asyncio.TimeoutError:
                pass
            return
        outcome = await self.bot.service.timeout(table_id, prompt_no)
        if outcome is None:
            await self.bot.service.store.move_deadline(table_id, deadline, None)
        else:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            await self.bot.publish(outcome)


class Computers:
    """Plays the computer seats: each decides from its own view and what it has seen."""

    def __init__(self, bot: "CoupBot"):
        self.bot = bot
        self._tasks: dict[int, asyncio.Task] = {}

    def poke(self, table, game) -> None:
        if game.over or not any(table.players[s].computer for s in game.awaited):
            return
        task = self._tasks.get(table.id)
        if task is not None and not task.done():
            return
        delay = self.bot.settings.computer_delay if table.mode == "live" else 0.2
        self._tasks[table.id] = asyncio.create_task(self._play(table.id, delay))

    async def _play(self, table_id: int, delay: float) -> None:
        await asyncio.sleep(delay * random.uniform(0.6, 1.4))
        svc = self.bot.service
        table = await svc.store.get(table_id)
        if table is None or table.status != "running":
            return
        game = svc.game(table)
        seats = [s for s in game.awaited if table.players[s].computer]
        if not seats:
            return
        seat = seats[0]
        seen = [Event(kind=e["kind"], **{k: (tuple(v) if isinstance(v, list) else v)
                                         for k, v in e.items()
                                         if k in ("player", "target", "card", "amount", "action")},
                      to=e["audience"])
                for e in await svc.store.events(table_id)
                if e["audience"] is None or e["audience"] == seat]
        memory = Memory.replay(seat, seen)
        view = game.view(seat)
        move = decide(view, memory, random.Random(), table.players[seat].computer)
        try:
            outcome = await svc.play(table_id, table.players[seat].id, table.prompt_no,
                                     lambda g, s: move)
        except Exception as e:  # the game moved on meanwhile; look again
            log.debug("computer move on table %s not played: %s", table_id, e)
            table = await svc.store.get(table_id)
            if table and table.status == "running":
                self._tasks.pop(table_id, None)
                self.poke(table, svc.game(table))
            return
        self._tasks.pop(table_id, None)
        await self.bot.publish(outcome)
