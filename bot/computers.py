"""Computer players: when a game waits on one, it moves after a short "thinking" delay,
once the channel shows the board.

Every computer a decision waits on thinks at the same time: a window waiting on three
computers closes after the longest of their three delays, not after their sum. How long one
thinks follows how hard the decision looks from the table (:func:`think_time`): a forced
Coup at once, a claim aimed at it longer than someone else's Tax.

A computer decides from its own view and what its seat was shown (engine/ai.py), never
from the game's hidden state; in a series, also from what its seat was shown in the earlier
games (how each player challenged and blocked, R60: the same seats every game). Its decision runs off the event loop, so a long think never
delays a click. Every random choice comes from the game's own seeded generator (read, not
advanced), so a seeded game replays exactly. The same decision serves a person on autopilot
whose deadline passed (R56), from their own view.
"""

from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import BrokenExecutor, Executor
from dataclasses import dataclass, field

from engine import Game, Move
from engine import actions as A
from engine import game as G
from engine.ai import Memory, decide

from .channel import Courier
from .errors import UserFacingError
from .store import LIVE, RUNNING, Shards, Table, TableStore
from .tables import Change, Play, TableCache
from .timers import Scheduler

log = logging.getLogger(__name__)


SEARCHING = frozenset({"hard"})   # levels whose decisions play games out (engine/search.py)
COMPUTER = "computer"   # the scheduler's kind of timer

#: How long a computer thinks, as a share of the table's delay: at once when the decision
#: has one possible answer, longest when a claim or an action aims at it or may cost its
#: last card. The delay's bounds stay those of a single jittered think before (0.6–1.4).
AT_ONCE, QUICK, MEDIUM, HARD, LONGEST = 0.0, 0.6, 0.9, 1.2, 1.4


def seeded(game, prompt_no: int, seat: int) -> random.Random:
    """The generator of one computer decision, drawn from the game's state: the same game
    at the same decision always gives the same choices."""
    return random.Random(f"{game.rng.getstate()}:{prompt_no}:{seat}")


def think_time(game: Game, seat: int, delay: float, rng: random.Random) -> float:
    """Seconds a computer at ``seat`` thinks about the pending decision.

    Read only from what everyone sees (coins, hidden counts, who claims what at whom), never
    from the computer's cards: how long it takes tells the table nothing it could not know."""
    step, alive = game.step, sum(game.alive)
    if step == G.ACTION:
        if game.coins[seat] >= A.FORCED_COUP_COINS:   # a Coup is forced: only its target to choose
            share = AT_ONCE if alive == 2 else QUICK
        else:
            share = MEDIUM + 0.05 * min(len(game.legal_actions(seat)), 6) - 0.15
    elif step in (G.CHALLENGE, G.BLOCK):
        aimed = seat == game.target or (game.blocker is not None and seat == game.turn)
        last = len(game.hands[seat]) == 1
        share = LONGEST if aimed and last else HARD if aimed or alive == 2 else QUICK
    elif step in (G.LOSE, G.SHOW):   # which of two cards (with one, the game does not ask)
        share = QUICK
    elif step == G.PROVE:
        share = HARD   # never at once: that would tell whether it holds the card
    else:   # an exchange, the draft, a faction, the Inquisitor's verdict
        share = MEDIUM
    return min(LONGEST, share * rng.uniform(0.85, 1.15)) * delay


@dataclass
class _Plan:
    """The computers one decision waits on, and when each moves."""

    prompt_no: int
    due: dict[int, float] = field(default_factory=dict)   # seat -> when it moves
    taken: set[int] = field(default_factory=set)          # seats deciding or moving now


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
        self._plans: dict[int, _Plan] = {}   # table id -> the computers its pending decision waits on
        self._kept: dict[int, dict[int, Memory]] = {}   # table id -> seat -> what it kept of the series
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
        else:
            self._plans.pop(change.table.id, None)
            self._kept.pop(change.table.id, None)

    async def decide(self, table: Table, game: Game, seat: int, level: str) -> Move:
        """What a computer of ``level`` plays at ``seat`` now, from that seat's own view and
        the events it was shown (a computer's seat, or a person's on autopilot, R56)."""
        args = (decide, game.view(seat), await self.memory(table, seat), seeded(game, table.prompt_no, seat), level)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._searcher if level in SEARCHING else self._executor, *args)
        except BrokenExecutor:   # the search process died (killed, out of memory): think here instead
            log.warning("the computers' search process stopped; hard computers now decide in a thread")
            self._searcher = self._executor
            return await loop.run_in_executor(self._executor, *args)

    async def memory(self, table: Table, seat: int) -> Memory:
        """What ``seat`` remembers now: what it was shown in this game and, in a series, what
        it kept of the earlier games (how each player challenged and blocked, R60). A memory
        takes in only the events its seat may see (``Memory.observe``)."""
        events = await self._tables.game_events(table.id)
        return Memory.replay(seat, events, await self._series_memory(table, seat))

    async def _series_memory(self, table: Table, seat: int) -> Memory | None:
        """What ``seat`` keeps of its series' earlier games (read once a game: they are over)."""
        if table.series_id is None or not table.series_game or not Memory.carries_across(len(table.players)):
            return None   # not in a series, or one whose computers carry nothing between games
        kept = self._kept.setdefault(table.id, {})
        if seat not in kept:
            earlier = await self._tables.earlier_in_series(table.series_id, table.series_game)
            kept[seat] = Memory.of_series(seat, [await self._tables.game_events(t) for t in earlier])
        return kept[seat]

    def _consider(self, table: Table, game: Game | None = None) -> None:
        """Plan the move of every computer the table waits for, once per decision: each
        thinks from now, all at once."""
        game = game or self._cache.game(table)
        if game is None or game.over:
            self._plans.pop(table.id, None)
            return
        seats = [s for s in game.awaited if table.players[s].computer]
        if not seats:
            return
        plan = self._plans.get(table.id)
        if plan is None or plan.prompt_no != table.prompt_no:
            plan = self._plans[table.id] = _Plan(table.prompt_no)
        delay = self._delay if table.mode == LIVE else min(0.2, self._delay)
        now = self._scheduler.clock.now()
        for seat in seats:
            if seat in plan.due or seat in plan.taken:
                continue
            due = plan.due[seat] = now + think_time(game, seat, delay, seeded(game, table.prompt_no, seat))
            self._scheduler.add(COMPUTER, table.id, table.prompt_no, due)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        """Play the moves of the computers whose thinking is over, each decided from its own
        view and memory (at the same time, when several are due at once)."""
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING:
            self._plans.pop(table_id, None)
            return
        plan = self._plans.get(table_id)
        if table.prompt_no != prompt_no or plan is None or plan.prompt_no != prompt_no:
            self._consider(table)
            return
        game = self._cache.game(table)
        now = self._scheduler.clock.now()
        ready = sorted((s for s, when in plan.due.items() if when <= now and s in game.awaited
                        and table.players[s].computer), key=plan.due.get)
        if not ready:
            return
        if self._courier.behind(table_id):  # a computer moves once the channel shows the board
            for seat in ready:
                plan.due[seat] = now + 0.2
            self._scheduler.add(COMPUTER, table_id, prompt_no, now + 0.2)
            return
        for seat in ready:
            del plan.due[seat]
            plan.taken.add(seat)
        played = 0
        try:
            moves = await asyncio.gather(*(self.decide(table, game, s, table.players[s].computer) for s in ready))
            for seat, move in zip(ready, moves):
                try:
                    async with self._cache.hold(table_id) as held:
                        await self._play.play(held, seat, [move], prompt_no=prompt_no)
                except UserFacingError:  # the game moved on meanwhile (another's challenge): look again
                    again = self._scheduler.clock.now() + 0.2
                    for left in ready[played:]:
                        plan.due[left] = again
                    self._scheduler.add(COMPUTER, table_id, prompt_no, again)
                    break
                played += 1
        finally:
            plan.taken.difference_update(ready)
            for seat in ready[played:]:   # a decision that failed: tried again when the scheduler retries
                plan.due.setdefault(seat, now)
        if played:
            self._courier.refresh(table_id, urgency=0)
        table = await self._cache.get(table_id)
        if table is not None and table.status == RUNNING:
            self._consider(table)
