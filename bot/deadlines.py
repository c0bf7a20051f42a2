"""Deadlines (R50–R52): when a decision's time is up, the rules' silence applies and the
channel says so. A private decision of a member who has left the server forfeits them
instead (R52); without the Server Members intent, the bot asks Discord at that moment."""

from __future__ import annotations

import logging

from engine import game as G

from .channel import Courier, Transport
from .store import RUNNING, Shards, TableStore
from .tables import Change, Play, TableCache
from .timers import Scheduler

log = logging.getLogger(__name__)

DEADLINE = "deadline"   # the scheduler's kind of timer


class Deadlines:
    def __init__(self, scheduler: Scheduler, cache: TableCache, tables: TableStore, play: Play, courier: Courier, *,
                 ask: Transport | None, shards: Shards | None = None):
        self._scheduler = scheduler
        self._cache = cache        # live tables
        self._tables = tables      # pending deadlines at start-up
        self._play = play          # timeouts and departures
        self._courier = courier    # shows what the clock did
        self._ask = ask            # asks Discord whether a member left (None: the members intent tells)
        self._shards = shards      # the shards this process serves (None: all)
        scheduler.register(DEADLINE, self._fire)

    async def load(self) -> int:
        """Every pending deadline (those that passed while the bot was down fire at once)."""
        rows = await self._tables.deadlines(shards=self._shards)
        for table_id, prompt_no, deadline in rows:
            self._scheduler.add(DEADLINE, table_id, prompt_no, deadline)
        return len(rows)

    def on_change(self, change: Change) -> None:
        table = change.table
        if table.status == RUNNING and change.new_prompt and table.deadline is not None:
            self._scheduler.add(DEADLINE, table.id, table.prompt_no, table.deadline)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING or table.prompt_no != prompt_no:
            return  # answered in time, or the game ended
        if table.deadline is None or table.deadline > self._scheduler.clock.now() + 0.001:
            if table.deadline is not None:  # moved later (more time, R55)
                self._scheduler.add(DEADLINE, table_id, prompt_no, table.deadline)
            return
        game = self._cache.game(table)
        if self._ask is not None and len(game.awaited) == 1 and game.step not in (G.CHALLENGE, G.BLOCK):
            person = table.players[game.awaited[0]]  # their own decision: have they left the server? (R52)
            if not person.computer and await self._ask.member_left(table.guild_id, person.id):
                for change in await self._play.member_left(table.guild_id, person.id):
                    self._courier.refresh(change.table.id, urgency=0)
                return
        if await self._play.timeout(table_id, prompt_no) is not None:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            self._courier.refresh(table_id, urgency=0)
