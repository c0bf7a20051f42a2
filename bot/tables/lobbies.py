"""Lobbies: opening one, who sits at it, and starting its game (R54 rematches, R60 series
games). No discord.py: it takes user ids and names, commits each change before anyone is
answered, and refuses with :class:`~bot.errors.UserFacingError`."""

from __future__ import annotations

import time
from typing import Callable

from engine import Event
from engine.cards import MAX_PLAYERS, MIN_PLAYERS
from engine.series import MAX_PLAYERS as SERIES_MAX
from engine import series as S
from engine.series import Series

from ..errors import UserFacingError
from ..events import MODERATOR, TABLE_CANCELLED
from ..store import (ASYNC, CANCELLED, FINISHED, LIVE, LOBBY, RUNNING, ChannelBusy, Conflict, Seat, Table, TableStore,
                     Unavailable)
from .cache import TableCache
from .change import Change, log_public
from .play import Play
from .records import Records
from .seats import computer_seat
from .timing import TIMINGS


class Lobbies:
    def __init__(self, cache: TableCache, tables: TableStore, records: Records, play: Play, *,
                 on_change: Callable[[Change], None], on_stale: Callable[[int, bool], None],
                 clock: Callable[[], float] = time.time, rng_factory: Callable[[], object]):
        self._cache = cache
        self._tables = tables
        self._records = records
        self._play = play
        self._on_change = on_change
        self._on_stale = on_stale      # a lobby memory forgot (what its message shows is read again)
        self._clock = clock
        self._rng_factory = rng_factory

    # ---------------------------------------------------------------- opening

    async def open(self, guild_id: int, channel_id: int, user_id: int, name: str, mode: str = LIVE,
                   variant: str = "standard", *, hours: int | None = None, timings: dict | None = None,
                   locale: str = "en", thread: bool = False, lobby_channel_id: int | None = None,
                   series: bool = False, reformation: bool = False, inquisitor: bool = False,
                   autopilot: str | None = None, handoff: bool = False) -> Table:
        """A new lobby with its host in the first seat, the expansions its games play (R70), and
        what the server allows in them: autopilot (``"allowed"``, or ``"on"`` for every player
        from the deal, R56) and seat hand-off (R57)."""
        timings = dict(timings or TIMINGS[mode])
        if hours is not None:
            if mode != ASYNC:
                raise UserFacingError("no.hours_live")
            # R50: the lobby chooses how long claims and private choices wait; a turn waits 3×.
            timings.update(window=hours * 3600, private=hours * 3600, turn=hours * 3 * 3600)
        if await self._records.running_series_in(channel_id) is not None:
            raise UserFacingError("no.series_busy")
        table = Table(guild_id=guild_id, channel_id=channel_id, host_id=user_id, mode=mode, variant=variant,
                      players=[Seat(user_id, name)], timings=timings, locale=locale, thread=thread,
                      lobby_channel_id=lobby_channel_id or channel_id, wants_series=series,
                      options=_options(reformation, inquisitor, autopilot, handoff))
        return await self._create(table, "no.busy")

    async def rematch(self, table_id: int, user_id: int) -> Table:
        """R54: a new lobby of the same players in the same seats; the winner will start."""
        old = await self._cache.get(table_id)
        if old is None or old.status != FINISHED:
            raise UserFacingError("no.rematch_finished")
        if user_id != old.host_id:
            raise UserFacingError("no.host.rematch")
        # a computer that took over a seat (R57) plays the rematch as a computer of its own; a
        # member forgotten since (a negative id that is no computer's) is nobody to seat
        players = [Seat(s.id, s.name, s.computer) for s in old.players if s.id > 0 or s.computer]
        table = Table(guild_id=old.guild_id, channel_id=old.channel_id, host_id=old.host_id, mode=old.mode,
                      variant=old.variant, players=players, timings=old.timings, locale=old.locale,
                      thread=old.thread, lobby_channel_id=old.channel_id, rematch_of=old.id,
                      options=old.options)   # R70: a rematch keeps the game's options
        return await self._create(table, "no.busy_rematch")

    async def next_game(self, table_id: int, user_id: int, can_manage: bool) -> Change:
        """The next game of a series, from the same seats, one starting seat on (R60)."""
        old = await self._cache.get(table_id)
        if old is None or old.series_id is None or old.status != FINISHED:
            raise UserFacingError("no.not_a_button")
        series = await self._records.series(old.series_id)
        if series is None or series.status != S.RUNNING:
            raise UserFacingError("no.series_over")
        if user_id != series.host_id and not can_manage:
            raise UserFacingError("no.host.next")
        k = Series.from_dict(series.state).next_game
        if k is None or old.series_game != k - 1:
            raise UserFacingError("no.series_next_started")
        table = Table(guild_id=old.guild_id, channel_id=old.channel_id, host_id=series.host_id, mode=series.mode,
                      variant=series.variant, players=list(series.players), timings=series.timings,
                      locale=series.locale, thread=series.thread, lobby_channel_id=old.channel_id,
                      series_id=series.id, series_game=k, options=series.options)
        table = await self._create(table, "no.series_next_started")
        return await self.start(table.id, series.host_id)

    async def _create(self, table: Table, busy: str) -> Table:
        try:
            table = await self._tables.create(table)
        except ChannelBusy:
            raise UserFacingError(busy) from None
        self._cache.put(table)
        return table

    # ---------------------------------------------------------------- seats

    async def join(self, table_id: int, user_id: int, name: str) -> Table:
        def join(table: Table) -> None:
            if table.seat_of(user_id) is not None:
                raise UserFacingError("no.already_in")
            _room(table)
            table.players.append(Seat(user_id, name))

        return await self._change(table_id, join)

    async def add_computer(self, table_id: int, user_id: int, level: str) -> Table:
        def add(table: Table) -> None:
            if user_id != table.host_id:
                raise UserFacingError("no.host.addbot")
            _room(table)
            table.players.append(computer_seat(table.players, level))

        return await self._change(table_id, add)

    async def remove_computer(self, table_id: int, user_id: int) -> Table:
        def remove(table: Table) -> None:
            if user_id != table.host_id:
                raise UserFacingError("no.host.removebot")
            computers = [s for s in table.players if s.computer]
            if not computers:
                raise UserFacingError("no.no_computer")
            table.players.remove(computers[-1])

        return await self._change(table_id, remove)

    async def leave(self, table_id: int, user_id: int) -> Table:
        """Leave a lobby; the last person to leave closes it, and a host who leaves hands it on."""
        def leave(table: Table) -> None:
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("no.not_in_lobby")
            del table.players[seat]
            if not any(not s.computer for s in table.players):
                table.status = CANCELLED
                table.ended_at = self._clock()
            elif user_id == table.host_id:
                table.host_id = next(s.id for s in table.players if not s.computer)

        return await self._change(table_id, leave)

    async def _change(self, table_id: int, change: Callable[[Table], None]) -> Table:
        async with self._cache.hold(table_id) as (table, _):
            if table is None:
                raise UserFacingError("no.gone")
            _check_lobby(table)
            table = table.copy()
            change(table)
            table.version += 1
            await self._save(table)
            return table

    async def _save(self, table: Table, events=(), reminders: list | None = None) -> None:
        """Write a change of a lobby (or a cancelled game, its unsent reminders gone with it).
        A write in doubt is not written again: a lobby waits for people, who look and press again."""
        try:
            await self._tables.save(table, events, reminders=reminders)
        except Conflict:
            self._forget(table.id)
            raise UserFacingError("no.moved_on") from None
        except Unavailable as e:
            if not e.uncertain:
                raise
            self._forget(table.id)
            raise UserFacingError("no.maybe_saved") from None
        self._cache.put(table)

    def _forget(self, table_id: int) -> None:
        self._cache.forget(table_id)
        self._on_stale(table_id, False)

    # ---------------------------------------------------------------- starting and ending

    async def start(self, table_id: int, user_id: int, *, can_manage: bool = False) -> Change:
        async with self._cache.hold(table_id) as held:
            table = held.table
            if table is None:
                raise UserFacingError("no.gone")
            _check_lobby(table)
            if user_id != table.host_id and not (can_manage and table.series_id):
                raise UserFacingError("no.host.start")
            n = len(table.players)
            if n < MIN_PLAYERS:
                raise UserFacingError("no.min_players")
            if table.variant == "draft" and n != 2:
                raise UserFacingError("no.draft_two")
            if table.wants_series and n > SERIES_MAX:
                raise UserFacingError("no.series_size", n=n)
            series = starter = None
            if table.wants_series:  # R60: the first game of a series; its starter is drawn at random
                table = table.copy()
                series = self._records.new_series(table, self._rng_factory())
                table.series_game = 0
                starter = Series.from_dict(series.state).starter(0)
                held = held._replace(table=table)
            elif table.series_id is not None:  # a following game of a series: one seat on (R60)
                starter = await self._records.starter(table)
            elif table.rematch_of is not None:  # R6, R54: the previous winner starts
                previous = await self._cache.get(table.rematch_of)
                starter = table.seat_of(previous.winner_id) if previous else None
            return await self._play.deal(held, starter=starter, series=series)

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> Change:
        """The host (or a manager) calls off a lobby or a game, and its series if it is in one."""
        table = await self._cache.get(table_id)
        if table is None or not table.active:
            raise UserFacingError("no.closed")
        if user_id != table.host_id and not can_manage:
            raise UserFacingError("no.host_or_manager")
        if table.series_id is not None:
            series = await self._records.series(table.series_id)
            if series is not None and series.status == S.RUNNING:
                await self._records.cancel_series(series, user_id, True)
        return await self._close(table_id, by=user_id)

    async def abandon_series(self, series, user_id: int) -> Change | None:
        """A player leaves a series before its third game ends: the series is abandoned with
        the wins so far (R62), and they forfeit its game if one is running (R52)."""
        await self._records.leave_series(series, user_id)
        table = await self._cache.in_channel(series.channel_id)
        if table is None or table.series_id != series.id or table.status != RUNNING:
            return None
        seat = table.seat_of(user_id)
        if seat is None or not self._cache.game(table).alive[seat]:
            return None
        return await self._play.forfeit(table.id, user_id)

    async def abandon(self, table_id: int) -> Change | None:
        """The channel is gone: the table is cancelled, nobody to tell."""
        try:
            return await self._close(table_id, by=None)
        except UserFacingError:
            return None

    async def _close(self, table_id: int, by: int | None) -> Change:
        async with self._cache.hold(table_id) as (table, game):
            if table is None or not table.active:
                raise UserFacingError("no.closed")
            table = table.copy()
            table.status = CANCELLED
            table.deadline = None
            table.ended_at = self._clock()
            table.version += 1
            # who cancelled, by their seat: no member's id goes into the game's log (a moderator
            # who is not seated is said as one)
            seat = table.seat_of(by) if by is not None else None
            events = [Event(TABLE_CANCELLED, seat, action=MODERATOR if by is not None and seat is None else None)]
            if game is not None:   # the turn message says who cancelled the game
                log_public(table, events)
            await self._save(table, events, reminders=[] if table.mode == ASYNC and game is not None else None)
        change = Change(table, game, events)
        self._on_change(change)
        return change


def _options(reformation: bool, inquisitor: bool, autopilot: str | None, handoff: bool) -> dict | None:
    options: dict = {name: True for name, on in (("reformation", reformation), ("inquisitor", inquisitor),
                                                 ("handoff", handoff)) if on}
    if autopilot is not None:
        options["autopilot"] = autopilot
    return options or None


def _room(table: Table) -> None:
    """A seat is free: 2 for the draft variant, 6 for a series (R60), 10 otherwise (R2)."""
    limit = 2 if table.variant == "draft" else SERIES_MAX if table.wants_series else MAX_PLAYERS
    if len(table.players) >= limit:
        raise UserFacingError("no.series_full" if table.wants_series and table.variant != "draft" else "no.full",
                              n=limit)


def _check_lobby(table: Table) -> None:
    if table.status == RUNNING:
        raise UserFacingError("no.started")
    if table.status != LOBBY:
        raise UserFacingError("no.closed")
