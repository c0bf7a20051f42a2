"""Deadlines (R50–R52): when a decision's time is up, the rules' silence applies and the
channel says so. A private decision of a member who has left the server forfeits them
instead (R52); without the Server Members intent, the bot asks Discord at that moment. A
player on autopilot gets a computer's move instead of the silence (R56)."""

from __future__ import annotations

import asyncio
import logging
from typing import Awaitable, Callable

from engine import Game, Move
from engine import game as G

from .channel import Courier, Transport
from .dm import interaction_only
from .store import RUNNING, Shards, Table, TableStore
from .tables import Change, Play, TableCache
from .tables.seats import AUTOPILOT_LEVEL
from .timers import Scheduler, Window

#: What a computer of a level plays at a seat now: (table, game, seat, level) -> move.
Decide = Callable[[Table, Game, int, str], Awaitable[Move]]

log = logging.getLogger(__name__)

DEADLINE = "deadline"   # the scheduler's kind of timer


class Deadlines:
    def __init__(self, scheduler: Scheduler, cache: TableCache, tables: TableStore, play: Play, courier: Courier, *,
                 ask: Transport | None, decide: Decide, shards: Shards | None = None):
        self._scheduler = scheduler
        self._cache = cache        # live tables
        self._tables = tables      # pending deadlines at start-up
        self._play = play          # timeouts and departures
        self._courier = courier    # shows what the clock did
        self._ask = ask            # asks Discord whether a member left (None: the members intent tells)
        self._decide = decide      # the autopilot's moves (the computers' own decisions)
        self._shards = shards      # the shards this process serves (None: all)
        scheduler.register(DEADLINE, self._fire)
        self._window = Window(scheduler, DEADLINE, lambda after, before: tables.deadlines(
            after=after, before=before, shards=shards))

    async def load(self) -> int:
        """The deadlines due within the scheduler's window (those that passed while the bot
        was down fire at once); later ones are read as their time nears."""
        return await self._window.load()

    def on_change(self, change: Change) -> None:
        table = change.table
        if table.status == RUNNING and change.new_prompt and table.deadline is not None:
            self._window.arm(table.id, table.prompt_no, table.deadline)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING or table.prompt_no != prompt_no:
            return  # answered in time, or the game ended
        if table.deadline is None or table.deadline > self._scheduler.clock.now() + 0.001:
            if table.deadline is not None:  # moved later (more time, R55)
                self._window.arm(table_id, prompt_no, table.deadline)
            return
        if interaction_only(table):
            return   # outside a server the next interaction settles it (overdue), where it can be seen
        game = self._cache.game(table)
        if self._ask is not None and len(game.awaited) == 1 and game.step not in (G.CHALLENGE, G.BLOCK):
            person = table.players[game.awaited[0]]  # their own decision: have they left the server? (R52)
            if not person.computer and await self._ask.member_left(table.guild_id, person.id):
                for change in await self._play.member_left(table.guild_id, person.id):
                    self._courier.refresh(change.table.id, urgency=0)
                return
        if await self._play.timeout(table_id, prompt_no, await self._autopilot(table, game)) is not None:
            log.info("table %s: decision %s timed out", table_id, prompt_no)
            self._courier.refresh(table_id, urgency=0)

    async def overdue(self, table_id: int) -> bool:
        """Outside a server, at an interaction on the table: settle a decision whose time is up
        (R50–R52), as its timer would have. True if the clock moved the game."""
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING or not interaction_only(table) or table.deadline is None \
                or table.deadline > self._scheduler.clock.now():
            return False
        autopilot = await self._autopilot(table, self._cache.game(table))
        if await self._play.timeout(table_id, table.prompt_no, autopilot) is None:
            return False
        log.info("table %s: decision %s timed out (settled at the next interaction)", table_id, table.prompt_no)
        return True

    async def _autopilot(self, table: Table, game: Game) -> dict[int, Move]:
        """R56: the moves a computer makes for the awaited players on autopilot, each from
        their own view, all at once. One that cannot be had leaves its player to the rules'
        silence."""
        gone = set(table.departed or ())
        seats = [s for s in game.awaited if s in (table.autopilot or ())
                 and not table.players[s].computer and table.players[s].id not in gone]
        moves = await asyncio.gather(*(self._decide(table, game, s, AUTOPILOT_LEVEL) for s in seats),
                                     return_exceptions=True)
        chosen = {}
        for seat, move in zip(seats, moves):
            if isinstance(move, Exception):
                log.warning("table %s: the autopilot could not decide for seat %s: %r", table.id, seat, move)
            else:
                chosen[seat] = move
        return chosen
