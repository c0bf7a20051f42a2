"""Playing a game: moves, the clock's timeouts, more time, forfeits and departures. No
discord.py: it takes seats and engine moves, commits each change before anyone is
answered, and refuses with :class:`~bot.errors.UserFacingError`.

Every method that changes a game takes a :class:`~bot.tables.cache.Held` table (read under
its lock by the caller) or holds the lock itself; the change is made on copies, written
once (bot/tables/commits.py says what a failed write means), and only then put in memory
and told to ``on_change``.
"""

from __future__ import annotations

import time
from typing import Callable, Iterable

from engine import Event, Game, IllegalMove, Move
from engine import events as E
from engine import game as G
from engine import moves as M

from ..errors import UserFacingError, refusal
from ..events import HANDED_OFF, MORE_TIME
from ..render import seat_name
from ..store import FINISHED, RUNNING, Table, TableStore
from .cache import Held, TableCache
from .change import Change, compact, log_public, prompt_key
from .commits import Commits
from .records import Records
from .seats import HANDOFF_LEVEL, computer_seat
from .settle import autopilot_moves, settle
from .timing import seconds


class Play:
    def __init__(self, cache: TableCache, tables: TableStore, records: Records, *,
                 on_change: Callable[[Change], None], on_stale: Callable[[int, bool], None],
                 clock: Callable[[], float] = time.time, rng_factory: Callable[[], object],
                 time_scale: float = 1.0):
        self._cache = cache
        self._tables = tables
        self._commits = Commits(cache, tables, records, on_change=on_change, on_stale=on_stale, clock=clock,
                                time_scale=time_scale)
        self._clock = clock
        self._rng_factory = rng_factory
        self._scale = time_scale

    # ---------------------------------------------------------------- the deal

    async def deal(self, held: Held, *, starter: int | None, series=None) -> Change:
        """Start the game of a lobby (under its lock): the deal, the first decision, and for
        a series' first game the series itself, in one write."""
        table = held.table.copy()
        game = Game.new([s.name for s in table.players], self._rng_factory(), variant=table.variant,
                        starter=starter, max_missed_turns=(table.timings or {}).get("missed", G.DEFAULT_MISSED_TURNS),
                        **table.expansions)
        table.status = RUNNING
        if (table.options or {}).get("autopilot") == "on":   # R56: every player, from the deal
            table.autopilot = [i for i, s in enumerate(table.players) if not s.computer] or None
        change = self._advance(table, game, list(game.opening), None)
        await self._commits.commit(change, series=series, move=False)
        return change

    # ---------------------------------------------------------------- moves

    async def play(self, held: Held, seat: int | None, moves: Iterable[Move], *,
                   prompt_no: int | None = None) -> Change:
        """Apply ``moves`` (usually one) for ``seat`` — None for the clock — if ``prompt_no``
        is still the pending decision, and commit them as one change or not at all. A
        challenge that comes too late is told who challenged first (R41)."""
        table, game = held
        moves = list(moves)
        if table is None or table.status != RUNNING:
            raise UserFacingError("no.over" if table and table.status == FINISHED else "no.not_running")
        if prompt_no is not None and prompt_no != table.prompt_no:
            first = (table.challenges or {}).get(str(prompt_no))
            if first is not None and any(m.kind == M.CHALLENGE for m in moves):  # R41
                raise UserFacingError("no.already_challenged", name=_named(table.players[first]))
            raise UserFacingError("no.out_of_date")
        if seat is not None and not game.alive[seat]:
            raise UserFacingError("no.out")
        before = prompt_key(game)
        game = game.copy()  # memory must not run ahead of the database
        events: list[Event] = []
        for move in moves:
            try:
                events += game.apply(move)
            except IllegalMove as e:
                raise refusal(e, [_named(s) for s in table.players]) from None
        events += settle(table, game)
        table = table.copy()
        change = self._advance(table, game, events, before)
        change.seat = seat
        await self._commits.commit(change)
        return change

    async def auto_allow(self, held: Held, user_id: int, on: bool) -> Change:
        """A player lets every window pass without them for the rest of the game, or stops
        (issue 24, item 17): a claim or an action that names neither them as its actor nor as
        its target is allowed in their name as soon as its window opens — at once, if one
        waits on them now. Their own turn, their own blocks and claims aimed at them stay theirs."""
        table, game = held
        if table is None or table.status != RUNNING:
            raise UserFacingError("no.not_running")
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserFacingError("no.not_player")
        table = table.copy()
        chosen = [s for s in (table.auto_allow or ()) if s != seat] + ([seat] if on else [])
        table.auto_allow = chosen or None
        before = prompt_key(game)
        game = game.copy()
        events = settle(table, game)
        change = self._advance(table, game, events, before) if events else Change(table, game, seat=seat)
        if not events:
            table.version += 1
        change.seat = seat
        await self._commits.commit(change)
        return change

    async def set_autopilot(self, held: Held, user_id: int, on: bool) -> Change:
        """R56: a player turns autopilot on or off for themselves for the rest of the game,
        where the server allowed it when the lobby opened."""
        table, game = held
        if table is None or table.status != RUNNING:
            raise UserFacingError("no.not_running")
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserFacingError("no.not_player")
        if not (table.options or {}).get("autopilot"):
            raise UserFacingError("no.autopilot_off")
        table = table.copy()
        chosen = [s for s in (table.autopilot or ()) if s != seat] + ([seat] if on else [])
        table.autopilot = chosen or None
        table.version += 1
        change = Change(table, game, seat=seat)
        await self._commits.commit(change)
        return change

    async def timeout(self, table_id: int, prompt_no: int,
                      autopilot: dict[int, Move] | None = None) -> Change | None:
        """The deadline of decision ``prompt_no`` passed. Each awaited player on autopilot gets
        the move a computer chose for them (``autopilot``: seat -> move, R56); the rules'
        silence applies to everyone else (R50–R52)."""
        async with self._cache.hold(table_id) as held:
            table, game = held
            if not autopilot:
                try:
                    return await self.play(held, None, [M.timeout()], prompt_no=prompt_no)
                except UserFacingError:
                    return None  # already answered, or the game ended
            if table is None or table.status != RUNNING or table.prompt_no != prompt_no:
                return None
            before = prompt_key(game)
            game = game.copy()
            events = autopilot_moves(table, game, autopilot, before)
            if prompt_key(game) == before and not game.over:
                events += game.apply(M.timeout())
            events += settle(table, game)
            table = table.copy()
            change = self._advance(table, game, events, before)
            try:
                await self._commits.commit(change)
            except UserFacingError:
                return None
            return change

    async def hand_off(self, table_id: int, user_id: int) -> Change:
        """R57: a player who leaves a running game hands their seat to a computer instead of
        forfeiting, where the server allowed it when the lobby opened. The seat keeps its cards
        and coins; from now on it is the computer's, and so is its result."""
        async with self._cache.hold(table_id) as (table, game):
            if table is None or table.status != RUNNING:
                raise UserFacingError("no.not_running")
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("no.not_playing")
            if not game.alive[seat]:
                raise UserFacingError("no.out")
            if not (table.options or {}).get("handoff"):
                raise UserFacingError("no.handoff_off")
            table = table.copy()
            table.players[seat] = computer_seat(table.players, HANDOFF_LEVEL, stand_in_for=table.players[seat])
            for name in ("auto_allow", "autopilot"):   # the computer answers everything itself
                kept = [s for s in (getattr(table, name) or ()) if s != seat]
                setattr(table, name, kept or None)
            table.departed = [u for u in (table.departed or ()) if u != user_id] or None
            events = [Event(HANDED_OFF, seat)]
            log_public(table, events)
            table.version += 1
            change = Change(table, game, events, seat=seat)
            await self._commits.commit(change, move=False)   # who sits where changed too
            return change

    async def forfeit(self, table_id: int, user_id: int) -> Change:
        """A player leaves a running game: they forfeit it (R52; in a series, this game only, R62)."""
        async with self._cache.hold(table_id) as held:
            table, game = held
            if table is None or table.status != RUNNING:
                raise UserFacingError("no.not_running")
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("no.not_playing")
            if not game.alive[seat]:
                raise UserFacingError("no.out")
            return await self.play(held, seat, [M.forfeit(seat)])

    async def more_time(self, held: Held, user_id: int, prompt_no: int) -> Change:
        """R55: once per game, a player the game waits on moves the decision's deadline back
        by its full length."""
        table, game = held
        if table is None or table.status != RUNNING:
            raise UserFacingError("no.not_running")
        if prompt_no != table.prompt_no:
            raise UserFacingError("no.out_of_date")
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserFacingError("no.not_player")
        if seat not in game.awaited or table.players[seat].computer:
            raise UserFacingError("no.more_time_not_awaited")
        if seat in (table.more_time or ()):
            raise UserFacingError("no.more_time_used")
        table = table.copy()
        table.deadline = (table.deadline or self._clock()) + seconds(table, game.step, self._scale)
        table.more_time = [*(table.more_time or ()), seat]
        table.version += 1
        events = [Event(MORE_TIME, seat, amount=int(table.deadline))]
        table.turn_events = [*(table.turn_events or ()), compact(events[0])]
        change = Change(table, game, events, seat=seat)
        await self._commits.commit(change)
        return change

    async def member_left(self, guild_id: int, user_id: int) -> list[Change]:
        """A member left the server: they forfeit each running game here at their next
        decision — at once where one waits on them now (R52)."""
        changes = []
        for table_id in await self._tables.active_in_guild(guild_id):
            async with self._cache.hold(table_id) as (table, game):
                if table is None or table.status != RUNNING:
                    continue
                seat = table.seat_of(user_id)
                if seat is None or not game.alive[seat] or user_id in (table.departed or ()):
                    continue
                table = table.copy()
                table.departed = [*(table.departed or ()), user_id]
                before = prompt_key(game)
                game = game.copy()
                events = settle(table, game)
                change = self._advance(table, game, events, before) if events else Change(table, game)
                if not events:
                    table.version += 1
                await self._commits.commit(change)
                changes.append(change)
        return changes

    # ---------------------------------------------------------------- committing

    def _advance(self, table: Table, game: Game, events: list[Event], before: tuple | None) -> Change:
        """Move the game's new state into ``table`` (a copy): version, log, prompt, deadline."""
        table.version += 1
        table.state = game.to_dict()
        log_public(table, events)
        new_prompt = before is None or prompt_key(game) != before
        for e in events:
            if e.kind == E.CHALLENGE:  # remember which window this challenge closed (R41)
                recent = dict(list((table.challenges or {}).items())[-9:])
                recent[str(table.prompt_no)] = e.player
                table.challenges = recent
        if new_prompt:
            table.prompt_no += 1
        if game.over:
            table.status = FINISHED
            table.deadline = None
            table.winner_id = table.players[game.winner].id
            table.ended_at = self._clock()
        elif new_prompt:
            table.deadline = self._clock() + seconds(table, game.step, self._scale)
        return Change(table, game, events, new_prompt)

    async def close(self) -> None:
        await self._commits.close()


def _named(seat):
    """A seat's name in the words of whoever is refused (a computer's with its level)."""
    return lambda w: seat_name(w, seat)
