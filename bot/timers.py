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
        store = self.bot.service.store
        due = await store.next_deadline()
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
        try:
            outcome = await self.bot.service.timeout(table_id, prompt_no)
        except Exception:
            # One broken game must not hold up every other game's deadlines.
            log.exception("table %s: the timeout failed; trying again in a minute", table_id)
            await store.move_deadline(table_id, deadline, time.time() + 60)
            return
        if outcome is None:
            await store.move_deadline(table_id, deadline, None)
        else:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            # Channel updates run on their own, so a slow channel delays no other deadline.
            asyncio.create_task(self.bot.publish(outcome))


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

    async def stop(self) -> None:
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()

    async def _play(self, table_id: int, delay: float) -> None:
        """Play every computer move the table waits for, one after another."""
        svc = self.bot.service
        refused = 0
        while True:
            await asyncio.sleep(delay * random.uniform(0.6, 1.4) * (2 ** min(refused, 6)))
            table = await svc.store.get(table_id)
            if table is None or table.status != "running":
                return
            game = svc.game(table)
            seats = [s for s in game.awaited if table.players[s].computer]
            if not seats:
                return
            seat = seats[0]
            try:
                move = await self._decide(table, game, seat)
                outcome = await svc.play(table_id, table.players[seat].id, table.prompt_no,
                                         lambda g, s: move)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # the game moved on meanwhile, or something broke: back off
                refused += 1
                level = logging.WARNING if refused >= 3 else logging.DEBUG
                log.log(level, "table %s: computer move not played (%s)", table_id, e)
                continue
            refused = 0
            await self.bot.publisher.publish(outcome)

    async def _decide(self, table, game, seat: int):
        """The computer's choice, from its own view and the events it was shown."""
        seen = [Event(kind=e["kind"], **{k: (tuple(v) if isinstance(v, list) else v)
                                         for k, v in e.items()
                                         if k in ("player", "target", "card", "amount", "action")},
                      to=e["audience"])
                for e in await self.bot.service.store.events(table.id)
                if e["audience"] is None or e["audience"] == seat]
        memory = Memory.replay(seat, seen)
        return decide(game.view(seat), memory, random.Random(), table.players[seat].computer)
