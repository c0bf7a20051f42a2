"""Deadlines (R50–R52): when a decision's time is up, the rules' silence applies and the
channel says so. A private decision of a member who has left the server forfeits them
instead (R52); without the Server Members intent, the bot asks Discord at that moment."""

from __future__ import annotations

import logging

import discord

from .channel import Pacer
from .dm import interaction_only
from .timers import Scheduler

log = logging.getLogger(__name__)


class Deadlines:
    def __init__(self, scheduler: Scheduler, cache, tables, play, courier, *, client: discord.Client | None,
                 pacer: Pacer | None = None, shards=None):
        self._scheduler = scheduler
        self._cache = cache        # live tables (bot.tables.TableCache)
        self._tables = tables      # pending deadlines at start-up (bot.store.TableStore)
        self._play = play          # timeouts and departures (bot.tables.Play)
        self._courier = courier    # shows what the clock did (bot.channel.Courier)
        self._client = client      # asks Discord whether a member left (None: the members intent tells)
        self._pacer = pacer or Pacer()   # those questions within the bot's REST rate
        self._shards = shards      # the shards this process serves (None: all)
        scheduler.register("deadline", self._fire)

    async def load(self) -> int:
        """Every pending deadline (those that passed while the bot was down fire at once)."""
        rows = await self._tables.deadlines(shards=self._shards)
        for table_id, prompt_no, deadline in rows:
            self._scheduler.add("deadline", table_id, prompt_no, deadline)
        return len(rows)

    def on_change(self, change) -> None:
        table = change.table
        if table.status == "running" and change.new_prompt and table.deadline is not None:
            self._scheduler.add("deadline", table.id, table.prompt_no, table.deadline)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        table = await self._cache.get(table_id)
        if table is None or table.status != "running" or table.prompt_no != prompt_no:
            return  # answered in time, or the game ended
        if table.deadline is None or table.deadline > self._scheduler.clock.now() + 0.001:
            if table.deadline is not None:  # moved later (more time, R55)
                self._scheduler.add("deadline", table_id, prompt_no, table.deadline)
            return
        if interaction_only(table):
            return   # outside a server the next interaction settles it (overdue), where it can be seen
        game = self._cache.game(table)
        if self._client is not None and len(game.awaited) == 1 and game.step not in ("challenge", "block"):
            person = table.players[game.awaited[0]]  # their own decision: have they left the server? (R52)
            if not person.computer and await self._member_gone(table.guild_id, person.id):
                for change in await self._play.member_left(table.guild_id, person.id):
                    self._courier.refresh(change.table.id, urgency=0)
                return
        if await self._play.timeout(table_id, prompt_no) is not None:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            self._courier.refresh(table_id, urgency=0)

    async def overdue(self, table_id: int) -> bool:
        """Outside a server, at an interaction on the table: settle a decision whose time is up
        (R50–R52), as its timer would have. True if the clock moved the game."""
        table = await self._cache.get(table_id)
        if table is None or table.status != "running" or not interaction_only(table) or table.deadline is None \
                or table.deadline > self._scheduler.clock.now():
            return False
        if await self._play.timeout(table_id, table.prompt_no) is None:
            return False
        log.info("table %s: decision %s timed out (settled at the next interaction)", table_id, table.prompt_no)
        return True

    async def _member_gone(self, guild_id: int, user_id: int) -> bool:
        await self._pacer.turn()
        try:
            await self._client.http.get_member(guild_id, user_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False
        return False
