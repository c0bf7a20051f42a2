"""Computer players: when a game waits on one, it moves after a short "thinking" delay,
once the channel shows the board.

A computer decides from its own view and what its seat was shown (engine/ai.py), never
from the game's hidden state. Its decision runs off the event loop, so a long think never
delays a click. Every random choice comes from the game's own seeded generator (read, not
advanced), so a seeded game replays exactly.
"""

from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import BrokenExecutor, Executor

from engine.ai import Memory, decide

from .channel import Courier
from .errors import UserFacingError
from .store import LIVE, RUNNING, Shards, Table, TableStore
from .tables import Change, Play, TableCache
from .timers import Scheduler

log = logging.getLogger(__name__)


SEARCHING = frozenset({"hard"})   # levels whose decisions play games out (engine/search.py)
COMPUTER = "computer"   # the scheduler's kind of timer


def seeded(game, prompt_no: int, seat: int) -> random.Random:
    """The generator of one computer decision, drawn from the game's state: the same game
    at the same decision always gives the same choices."""
    return random.Random(f"{game.rng.getstate()}:{prompt_no}:{seat}")


class Computers:
    def __init__(self, scheduler: Scheduler, cache: TableCache, tables: TableStore, play: Play, courier: Courier, *,
                 delay: float = 1.5, executor: Executor | None = None, searcher: Executor | None = None,
                 shards: Shards | None = None):
        self._scheduler = scheduler
        self._cache = cache        # live tables
        self._tables = tables      # what a seat was shown
        self._play = play          # plays the move
        self._courier = courier    # shows it, and tells whether the board is shown yet
        self._delay = delay
        self._executor = executor  # where decisions run (None: the loop's default thread pool)
        # Where a hard computer's search runs (up to 200 ms of Python): a thread would hold
        # the interpreter's lock and delay every click meanwhile; another process does not.
        self._searcher = searcher or executor
        self._shards = shards      # the shards this process serves (None: all)
        self._queued: dict[int, tuple[int, int]] = {}   # table id -> (prompt, version) a move is queued for
        scheduler.register(COMPUTER, self._fire)

    async def load(self) -> int:
        """Every running game with a computer seat: one that was about to move moves."""
        ids = await self._tables.running_with_computers(shards=self._shards)
        for table_id in ids:
            table = await self._cache.get(table_id)
            if table is not None:
                self._consider(table)
        return len(ids)

    def on_change(self, change: Change) -> None:
        if change.table.status == RUNNING:
            self._consider(change.table, change.game)

    def _consider(self, table: Table, game=None) -> None:
        """Queue the move of a computer player the table waits for, once per decision."""
        game = game or self._cache.game(table)
        if game is None or game.over:
            return
        seats = [s for s in game.awaited if table.players[s].computer]
        if not seats:
            return
        key = (table.prompt_no, table.version)
        if self._queued.get(table.id) == key:
            return
        self._queued[table.id] = key
        delay = self._delay if table.mode == LIVE else min(0.2, self._delay)
        jitter = seeded(game, table.prompt_no, seats[0]).uniform(0.6, 1.4)
        self._scheduler.add(COMPUTER, table.id, table.prompt_no, self._scheduler.clock.now() + delay * jitter)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        """Play the move of a computer the table waits for (from its own view and memory)."""
        self._queued.pop(table_id, None)
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING:
            return
        if table.prompt_no != prompt_no:
            self._consider(table)
            return
        game = self._cache.game(table)
        seats = [s for s in game.awaited if table.players[s].computer]
        if not seats:
            return
        if self._courier.behind(table_id):  # a computer moves once the channel shows the board
            self._queued[table_id] = (table.prompt_no, table.version)
            self._scheduler.add(COMPUTER, table_id, prompt_no, self._scheduler.clock.now() + 0.2)
            return
        seat = seats[0]
        seen = [e for e in await self._tables.game_events(table_id) if e.to is None or e.to == seat]
        rng = seeded(game, prompt_no, seat)
        level = table.players[seat].computer
        args = (decide, game.view(seat), Memory.replay(seat, seen), rng, level)
        loop = asyncio.get_running_loop()
        try:
            move = await loop.run_in_executor(self._searcher if level in SEARCHING else self._executor, *args)
        except BrokenExecutor:   # the search process died (killed, out of memory): think here instead
            log.warning("the computers' search process stopped; hard computers now decide in a thread")
            self._searcher = self._executor
            move = await loop.run_in_executor(self._executor, *args)
        try:
            async with self._cache.hold(table_id) as held:
                await self._play.play(held, seat, [move], prompt_no=prompt_no)
        except UserFacingError:  # the game moved on meanwhile: look again
            table = await self._cache.get(table_id)
            if table is not None and table.status == RUNNING:
                self._consider(table)
            return
        self._courier.refresh(table_id, urgency=0)
