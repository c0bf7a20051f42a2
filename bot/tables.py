"""Lobbies and games: every change goes through here, one at a time per table.

No discord.py in this module: it takes user ids and names, returns what happened, and
raises :class:`UserFacingError` (a catalogue key) when it refuses. Each change is
committed to the store before the caller answers anyone.

Live tables (lobbies and running games) are kept in memory once read: the bot is the
only writer of its database, so a click reads nothing from disk, and a move is one write.
Memory never runs ahead of the database: a change is made on copies and swapped in only
after its commit.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Callable, Iterable

from engine import Event, Game, IllegalMove, Move
from engine import game as G
from engine import record as R
from engine.actions import TARGETED
from engine.cards import MAX_PLAYERS, MIN_PLAYERS
from engine.rng import SplitMix
from engine.series import MAX_PLAYERS as SERIES_MAX, GameResult, Series

from .store import ChannelBusy, ResultRow, Seat, SeriesRow, Store, Table

#: Seconds a decision may wait: response windows, private decisions, turns (R50).
TIMINGS = {
    "live": {"window": 30, "private": 60, "turn": 90},
    "async": {"window": 8 * 3600, "private": 8 * 3600, "turn": 24 * 3600},
}
STEP_TIMING = {
    G.ACTION: "turn", G.CHALLENGE: "window", G.BLOCK: "window",
    G.PROVE: "private", G.LOSE: "private", G.EXCHANGE: "private", G.DRAFT: "private",
}
LOG_EVENTS = 80  # public events kept for a turn's message


class UserFacingError(Exception):
    """A refusal meant for the user who asked: a catalogue key and its fields."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, w) -> str:
        return w(self.key, **self.params)


@dataclass
class Outcome:
    """What one change did, for the Discord side to show."""

    table: Table
    game: Game | None = None
    events: list[Event] = field(default_factory=list)
    new_prompt: bool = False              # a new decision opened (new buttons)
    seat: int | None = None               # who moved (None: the clock, or a lobby change)
    reminders: list = field(default_factory=list)   # (user id, due) of an async decision

    @property
    def game_over(self) -> bool:
        return self.table.status == "finished"

    @property
    def new_turn(self) -> bool:
        return self.game is not None and self.table.message_turn != self.game.turn_no


def _prompt_key(game: Game) -> tuple:
    return (game.step, game.turn_no, game.action, game.claimant, game.blocker, game.challenger,
            game.loser, game.failed_blockers)


def compact(e: Event) -> list:
    """A public event as kept in a turn's log."""
    return [e.kind, e.player, e.target, list(e.card) if isinstance(e.card, tuple) else e.card,
            e.amount, e.action]


class TableService:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time,
                 rng_factory: Callable[[], object] = SplitMix, time_scale: float = 1.0):
        self.store = store
        self.time_scale = time_scale
        self.clock = clock
        self.rng_factory = rng_factory
        self._locks: dict[int, asyncio.Lock] = {}
        self._live: dict[int, Table] = {}
        self._games: dict[int, tuple[int, Game]] = {}  # table id -> (version, game)
        #: called with each committed outcome of a running game (deadlines, computers)
        self.listeners: list[Callable[[Outcome], None]] = []

    # ---------------------------------------------------------------- memory

    def lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    async def get(self, table_id: int) -> Table | None:
        """The table as stored (live tables from memory)."""
        table = self._live.get(table_id)
        if table is not None:
            return table
        table = await self.store.tables.get(table_id)
        if table is not None and table.status in ("lobby", "running"):
            table = self._live.setdefault(table_id, table)
        return table

    def game(self, table: Table) -> Game:
        """The table's game at the stored version (never changed in place)."""
        cached = self._games.get(table.id)
        if cached is not None and cached[0] == table.version:
            return cached[1]
        game = Game.from_dict(table.state)
        if not isinstance(game.rng, SplitMix):  # a game stored by an older version
            game.rng = SplitMix(game.rng.getrandbits(64))
        if table.status in ("lobby", "running"):
            self._games[table.id] = (table.version, game)
        return game

    def _swap(self, table: Table, game: Game | None = None) -> None:
        if table.status in ("lobby", "running"):
            self._live[table.id] = table
            if game is not None:
                self._games[table.id] = (table.version, game)
        else:
            self.forget(table.id)

    def forget(self, table_id: int) -> None:
        """Drop what memory holds for a table that is over."""
        self._live.pop(table_id, None)
        self._games.pop(table_id, None)
        lock = self._locks.get(table_id)
        if lock is not None and not lock.locked():
            del self._locks[table_id]

    def live_tables(self) -> list[Table]:
        return list(self._live.values())

    async def in_channel(self, channel_id: int) -> Table | None:
        """The lobby or running game of a channel (or thread)."""
        for table in self._live.values():
            if table.channel_id == channel_id:
                return table
        table = await self.store.tables.in_channel(channel_id)
        return await self.get(table.id) if table is not None else None

    async def running_with_computers(self) -> list[Table]:
        return [await self.get(t.id) for t in await self.store.tables.running_with_computers()]

    async def require_table(self, channel_id: int) -> Table:
        table = await self.in_channel(channel_id)
        if table is None:
            raise UserFacingError("no.table")
        return table

    # ---------------------------------------------------------------- lobby

    async def new_lobby(self, guild_id: int, channel_id: int, user_id: int, name: str,
                        mode: str = "live", variant: str = "standard", *, hours: int | None = None,
                        timings: dict | None = None, locale: str = "en", thread: bool = False,
                        lobby_channel_id: int | None = None, series: bool = False) -> Table:
        timings = dict(timings or TIMINGS[mode])
        if hours is not None:
            if mode != "async":
                raise UserFacingError("no.hours_live")
            # R50: the lobby chooses how long claims and private choices wait; a turn waits 3×.
            timings.update(window=hours * 3600, private=hours * 3600, turn=hours * 3 * 3600)
        table = Table(guild_id=guild_id, channel_id=channel_id, host_id=user_id, mode=mode,
                      variant=variant, players=[Seat(user_id, name)], timings=timings, locale=locale,
                      thread=thread, lobby_channel_id=lobby_channel_id or channel_id, wants_series=series)
        if await self.store.records.running_series_in(channel_id) is not None:
            raise UserFacingError("no.series_busy")
        try:
            table = await self.store.tables.create(table)
        except ChannelBusy:
            raise UserFacingError("no.busy") from None
        self._swap(table)
        return table

    async def set_lobby_message(self, table_id: int, message_id: int, *, held: bool = False) -> Table:
        """Remember the lobby's message (``held``: the caller holds the table's lock)."""
        return await self.set_columns(table_id, held=held, lobby_message_id=message_id)

    async def rematch(self, table_id: int, user_id: int) -> Table:
        """R54: a new lobby of the same players in the same seats; the winner will start."""
        old = await self.get(table_id)
        if old is None or old.status != "finished":
            raise UserFacingError("no.rematch_finished")
        if user_id != old.host_id:
            raise UserFacingError("no.host.rematch")
        table = Table(guild_id=old.guild_id, channel_id=old.channel_id, host_id=old.host_id,
                      mode=old.mode, variant=old.variant, players=list(old.players),
                      timings=old.timings, locale=old.locale, thread=old.thread,
                      lobby_channel_id=old.channel_id, rematch_of=old.id)
        try:
            table = await self.store.tables.create(table)
        except ChannelBusy:
            raise UserFacingError("no.busy_rematch") from None
        self._swap(table)
        return table

    async def _lobby_change(self, table_id: int, change: Callable[[Table], None]) -> Table:
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None:
                raise UserFacingError("no.gone")
            self._check_lobby(table)
            table = table.copy()
            change(table)
            await self.store.tables.save(table, ("players", "host_id", "status", "ended_at"))
            self._swap(table)
            return table

    async def join(self, table_id: int, user_id: int, name: str) -> Table:
        def join(table: Table) -> None:
            if table.seat_of(user_id) is not None:
                raise UserFacingError("no.already_in")
            limit = 2 if table.variant == "draft" else MAX_PLAYERS
            if len(table.players) >= limit:
                raise UserFacingError("no.full", n=limit)
            table.players.append(Seat(user_id, name))

        return await self._lobby_change(table_id, join)

    async def add_computer(self, table_id: int, user_id: int, level: str) -> Table:
        def add(table: Table) -> None:
            if user_id != table.host_id:
                raise UserFacingError("no.host.addbot")
            limit = 2 if table.variant == "draft" else MAX_PLAYERS
            if len(table.players) >= limit:
                raise UserFacingError("no.full", n=limit)
            used = {s.id for s in table.players}
            cid = next(-i for i in range(1, 100) if -i not in used)  # computers have negative ids
            table.players.append(Seat(cid, f"Bot {-cid}", computer=level))

        return await self._lobby_change(table_id, add)

    async def remove_computer(self, table_id: int, user_id: int) -> Table:
        def remove(table: Table) -> None:
            if user_id != table.host_id:
                raise UserFacingError("no.host.removebot")
            computers = [s for s in table.players if s.computer]
            if not computers:
                raise UserFacingError("no.no_computer")
            table.players.remove(computers[-1])

        return await self._lobby_change(table_id, remove)

    async def leave(self, table_id: int, user_id: int) -> Outcome:
        """Leave a lobby, or forfeit a running game (R52)."""
        table = await self._active(table_id)
        if table.status == "running":
            if table.seat_of(user_id) is None:
                raise UserFacingError("no.not_playing")
            if table.series_id is not None:  # R62: leaving the game is leaving the series
                series = await self.store.records.get_series(table.series_id)
                if series is not None and series.status == "running":
                    await self.leave_series(series, user_id)
            if not self.game(table).alive[table.seat_of(user_id)]:
                return Outcome(table, self.game(table))
            return await self.play(table.id, user_id, None, lambda game, s: [Move(s, "forfeit")])

        def leave(table: Table) -> None:
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("no.not_in_lobby")
            del table.players[seat]
            if not any(not s.computer for s in table.players):
                table.status = "cancelled"
                table.ended_at = self.clock()
            elif user_id == table.host_id:
                table.host_id = next(s.id for s in table.players if not s.computer)

        return Outcome(await self._lobby_change(table_id, leave))

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> Table:
        table = await self._active(table_id)
        if user_id != table.host_id and not can_manage:
            raise UserFacingError("no.host_or_manager")
        if table.series_id is not None:
            series = await self.store.records.get_series(table.series_id)
            if series is not None and series.status == "running":
                await self.cancel_series(series, user_id, True)
        return await self._close(table_id, by=user_id)

    async def abandon(self, table_id: int) -> Table | None:
        """The channel is gone: the table is cancelled, nobody to tell."""
        try:
            return await self._close(table_id, by=None)
        except UserFacingError:
            return None

    async def _close(self, table_id: int, by: int | None) -> Table:
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None or table.status not in ("lobby", "running"):
                raise UserFacingError("no.closed")
            table = table.copy()
            table.status = "cancelled"
            table.deadline = None
            table.ended_at = self.clock()
            table.version += 1
            await self.store.tables.save_move(table, [Event("table_cancelled", by)])
            await self.store.reminders.drop(table_id)
            self._swap(table)
        return table

    async def start(self, table_id: int, user_id: int, *, can_manage: bool = False) -> Outcome:
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None:
                raise UserFacingError("no.gone")
            self._check_lobby(table)
            if user_id != table.host_id and not (can_manage and table.series_id):
                raise UserFacingError("no.host.start")
            n = len(table.players)
            if n < MIN_PLAYERS:
                raise UserFacingError("no.min_players")
            if table.variant == "draft" and n != 2:
                raise UserFacingError("no.draft_two")
            if table.wants_series and n > SERIES_MAX:
                raise UserFacingError("no.series_size", n=n)
            table = table.copy()
            series = None
            starter = None
            if table.wants_series:  # R60: the first game of a series; its starter is drawn at random
                series = SeriesRow(guild_id=table.guild_id, channel_id=table.channel_id, host_id=table.host_id,
                                   players=list(table.players), state=Series.new(n, self.rng_factory()).to_dict(),
                                   mode=table.mode, variant=table.variant, timings=table.timings,
                                   locale=table.locale, thread=table.thread)
                table.series_game = 0
                starter = Series.from_dict(series.state).starter(0)
            elif table.series_id is not None:  # a following game of a series: one seat on (R60)
                row = await self.store.records.get_series(table.series_id)
                starter = Series.from_dict(row.state).starter(table.series_game)
            elif table.rematch_of is not None:  # R6, R54: the previous winner starts
                previous = await self.get(table.rematch_of)
                starter = table.seat_of(previous.winner_id) if previous else None
            game = Game.new([s.name for s in table.players], self.rng_factory(), variant=table.variant,
                            starter=starter, max_missed_turns=(table.timings or {}).get("missed", G.DEFAULT_MISSED_TURNS))
            table.status = "running"
            events = list(game.opening)
            outcome = self._record(table, game, events, None)
            if series is not None:
                await self.store.records.create_series(series, table, events)
            else:
                await self.store.tables.save(table, events=events)
            outcome.reminders = await self._remind(table, game)
            self._swap(table, game)
        self._tell(outcome)
        return outcome

    async def _active(self, table_id: int) -> Table:
        table = await self.get(table_id)
        if table is None or table.status not in ("lobby", "running"):
            raise UserFacingError("no.closed")
        return table

    @staticmethod
    def _check_lobby(table: Table) -> None:
        if table.status == "running":
            raise UserFacingError("no.started")
        if table.status != "lobby":
            raise UserFacingError("no.closed")

    # ---------------------------------------------------------------- playing

    async def play(self, table_id: int, user_id: int | None, prompt_no: int | None,
                   make_moves: Callable[[Game, int | None], Iterable[Move]], *, kind: str = "") -> Outcome:
        """Apply ``make_moves(game, seat)`` for ``user_id`` if ``prompt_no`` is current.

        The moves (usually one; a concession and the card it loses are two) are applied
        together and committed as one change, or not at all.
        """
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None or table.status != "running":
                raise UserFacingError("no.over" if table and table.status == "finished" else "no.not_running")
            game = self.game(table)
            seat = table.seat_of(user_id) if user_id is not None else None
            if user_id is not None and seat is None:
                raise UserFacingError("no.not_player")
            if prompt_no is not None and prompt_no != table.prompt_no:
                first = (table.challenges or {}).get(str(prompt_no))
                if kind == "challenge" and first is not None:  # R41
                    raise UserFacingError("no.already_challenged", name=table.players[first].name)
                raise UserFacingError("no.out_of_date")
            if seat is not None and not game.alive[seat]:
                raise UserFacingError("no.out")
            before = _prompt_key(game)
            game = game.copy()  # memory must not run ahead of the database
            events: list[Event] = []
            for move in make_moves(game, seat):  # each move is built from the game as it is by then
                try:
                    events += game.apply(move)
                except IllegalMove:
                    key, *params = refusal(table, game, move)
                    raise UserFacingError(key, **(params[0] if params else {})) from None
            events += self._departures(table, game)
            table = table.copy()
            outcome = self._record(table, game, events, before)
            outcome.seat = seat
            await self._commit(table, game, events, outcome)
        self._tell(outcome)
        return outcome

    def _departures(self, table: Table, game: Game) -> list[Event]:
        """Members who left the server forfeit when a decision waits on them (R52)."""
        events: list[Event] = []
        gone = set(table.departed or ())
        while gone and not game.over:
            seat = next((s for s in game.awaited if table.players[s].id in gone and game.alive[s]), None)
            if seat is None:
                break
            events.append(Event("departed", seat))
            events += game.apply(Move(seat, "forfeit"))
        return events

    async def _commit(self, table: Table, game: Game, events: list[Event], outcome: Outcome) -> None:
        if game.over:
            await self._finish(table, game, events)
        elif table.mode == "async":
            outcome.reminders = await self._remind(table, game, events)
        else:
            await self.store.tables.save_move(table, events)
        self._swap(table, game)

    async def _remind(self, table: Table, game: Game, events=None) -> list:
        """An async decision's reminders, written with the move (one transaction)."""
        if table.mode != "async":
            return []
        rows = reminder_times(table, game, self.clock(), self.time_scale)
        async with self.store.db.transaction() as tx:
            if events is not None:
                await self.store.tables.save_move_in(tx, table, events)
            await tx.execute("DELETE FROM reminders WHERE table_id=? AND sent_at IS NULL", (table.id,))
            if rows:
                await tx.executemany("INSERT INTO reminders (table_id, prompt_no, user_id, due) VALUES (?,?,?,?)",
                                     [(table.id, table.prompt_no, user, due) for user, due in rows])
        return rows

    async def _finish(self, table: Table, game: Game, events: list[Event]) -> None:
        """The last move: the game's result rows (read from its whole event log) and its
        series' progress are stored with it, in one transaction (R63)."""
        log = await self.store.tables.game_events(table.id) + [e for e in events if e.kind in _ENGINE]
        tallies = R.tally(log, game.n)
        results = result_rows(table, tallies)
        series = series_results = None
        if table.series_id is not None:
            series = await self.store.records.get_series(table.series_id)
            if series is not None and series.status == "running":
                played = Series.from_dict(series.state)
                forfeited = tuple(t.seat for t in tallies if t.forfeited)
                played = played.record(GameResult(game.winner, game.turn_no, forfeited))
                series.state = played.to_dict()
                series.status = played.outcome.status
                if played.over:
                    series_results = series_rows(series, played)
            else:
                series = None
        await self.store.records.finish_game(table, events, results, series, series_results)

    async def more_time(self, table_id: int, user_id: int, prompt_no: int) -> Outcome:
        """R55: once per game, a player the game waits on moves the decision's deadline back
        by its full length."""
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None or table.status != "running":
                raise UserFacingError("no.not_running")
            if prompt_no != table.prompt_no:
                raise UserFacingError("no.out_of_date")
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("no.not_player")
            game = self.game(table)
            if seat not in game.awaited or table.players[seat].computer:
                raise UserFacingError("no.more_time_not_awaited")
            if seat in (table.more_time or ()):
                raise UserFacingError("no.more_time_used")
            table = table.copy()
            seconds = (table.timings or TIMINGS[table.mode])[STEP_TIMING[game.step]] * self.time_scale
            table.deadline = (table.deadline or self.clock()) + seconds
            table.more_time = [*(table.more_time or ()), seat]
            table.version += 1
            events = [Event("more_time", seat, amount=int(table.deadline))]
            table.turn_events = [*(table.turn_events or ()), compact(events[0])]
            outcome = Outcome(table, game, events, seat=seat)
            await self._commit(table, game, events, outcome)
        self._tell(outcome)
        return outcome

    async def member_left(self, guild_id: int, user_id: int) -> list[Outcome]:
        """A member left the server: they forfeit each running game here at their next
        decision — at once where one waits on them now (R52)."""
        outcomes = []
        for stored in await self.store.tables.active_in_guild(guild_id):
            if stored.status != "running" or stored.seat_of(user_id) is None:
                continue
            async with self.lock(stored.id):
                table = await self.get(stored.id)
                if table is None or table.status != "running":
                    continue
                game = self.game(table)
                seat = table.seat_of(user_id)
                if not game.alive[seat] or user_id in (table.departed or ()):
                    continue
                table = table.copy()
                table.departed = [*(table.departed or ()), user_id]
                before = _prompt_key(game)
                game = game.copy()
                events = self._departures(table, game)
                if events:
                    outcome = self._record(table, game, events, before)
                    await self._commit(table, game, events, outcome)
                    outcomes.append(outcome)
                else:
                    await self.store.tables.save(table, ("departed",))
                    self._swap(table, game)
        for outcome in outcomes:
            self._tell(outcome)
        return outcomes

    # ---------------------------------------------------------------- series (R60-R62)

    async def next_game(self, table_id: int, user_id: int, can_manage: bool) -> Outcome:
        """The next game of a series, from the same seats, one starting seat on (R60)."""
        old = await self.get(table_id)
        if old is None or old.series_id is None or old.status != "finished":
            raise UserFacingError("no.not_a_button")
        series = await self.store.records.get_series(old.series_id)
        if series is None or series.status != "running":
            raise UserFacingError("no.series_over")
        if user_id != series.host_id and not can_manage:
            raise UserFacingError("no.host.next")
        k = Series.from_dict(series.state).next_game
        if k is None or old.series_game != k - 1:
            raise UserFacingError("no.series_next_started")
        table = Table(guild_id=old.guild_id, channel_id=old.channel_id, host_id=series.host_id,
                      mode=series.mode, variant=series.variant, players=list(series.players),
                      timings=series.timings, locale=series.locale, thread=series.thread,
                      lobby_channel_id=old.channel_id, series_id=series.id, series_game=k)
        try:
            table = await self.store.tables.create(table)
        except ChannelBusy:
            raise UserFacingError("no.series_next_started") from None
        self._swap(table)
        return await self.start(table.id, series.host_id)

    async def leave_series(self, series: SeriesRow, user_id: int) -> SeriesRow:
        """A player leaves a series before its third game ends: it is abandoned, with the
        wins so far, and never has a winner (R62)."""
        seat = next((i for i, s in enumerate(series.players) if s.id == user_id), None)
        if seat is None:
            raise UserFacingError("no.not_playing")
        if series.status != "running":
            raise UserFacingError("no.series_over")
        played = Series.from_dict(series.state).leave(seat)
        series.state, series.status = played.to_dict(), played.outcome.status
        await self.store.records.end_series(series, series_rows(series, played))
        return series

    async def cancel_series(self, series: SeriesRow, user_id: int, can_manage: bool) -> SeriesRow:
        if user_id != series.host_id and not can_manage:
            raise UserFacingError("no.host_or_manager")
        series.status = "cancelled"
        await self.store.records.end_series(series, [])
        return series

    async def record_old_games(self, batch: int = 200) -> int:
        """Results for games that finished before results were kept, read from their logs."""
        done = 0
        while ids := await self.store.records.unrecorded_games(batch):
            for table_id in ids:
                table = await self.store.tables.get(table_id)
                log = await self.store.tables.game_events(table_id)
                try:
                    rows = result_rows(table, R.tally(log, len(table.players)))
                except ValueError:  # a log too old to tell (no private events): who won, no figures
                    n, winner = len(table.players), table.winner_id
                    rows = [ResultRow(s.id, s.computer, s.name, R.PlayerTally(
                                seat=i, claims=0, bluffs=0, bluffs_caught=0, challenges=0, challenges_won=0,
                                blocks=0, finish=1 if s.id == winner else n, won=s.id == winner,
                                forfeited=False, turns=0))
                            for i, s in enumerate(table.players)]
                await self.store.records.record_old_game(table, rows)
                done += 1
            await asyncio.sleep(0)
        return done

    async def timeout(self, table_id: int, prompt_no: int) -> Outcome | None:
        """The deadline of decision ``prompt_no`` passed: apply the rules' silence (R50–R52)."""
        try:
            return await self.play(table_id, None, prompt_no, lambda game, s: [Move(None, "timeout")])
        except UserFacingError:
            return None  # already answered, or the game ended

    async def set_message(self, table_id: int, message_id: int, turn_no: int) -> Table | None:
        """Remember the channel message that now shows the table's current turn."""
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table is None:
                return None
            table = table.copy()
            if table.message_id != message_id:
                table.prev_message_id = table.message_id
            table.message_id = message_id
            table.message_turn = turn_no
            await self.store.tables.save(table, ("message_id", "message_turn", "prev_message_id"))
            self._swap(table)
            return table

    async def set_columns(self, table_id: int, *, held: bool = False, **values) -> Table | None:
        """Store a few bookkeeping columns (message ids) of a table (``held``: the caller
        holds the table's lock already)."""
        if not held:
            async with self.lock(table_id):
                return await self.set_columns(table_id, held=True, **values)
        table = await self.get(table_id)
        if table is None:
            return None
        table = table.copy()
        for name, value in values.items():
            setattr(table, name, value)
        await self.store.tables.save(table, tuple(values))
        self._swap(table)
        return table

    def _tell(self, outcome: Outcome) -> None:
        for listener in self.listeners:
            listener(outcome)

    def _record(self, table: Table, game: Game, events: list[Event], before: tuple | None) -> Outcome:
        """Move the game's new state into ``table`` and work out what to show."""
        table.version += 1
        table.state = game.to_dict()
        rows = list(table.turn_events or [])
        for e in events:
            if e.to is not None:
                continue
            if e.kind == "turn" and any(r[0] == "turn" for r in rows):
                table.closed_events = rows  # the previous turn is complete
                rows = []
            rows.append(compact(e))
        if len(rows) > LOG_EVENTS:
            rows = rows[:1] + rows[-(LOG_EVENTS - 1):]
        table.turn_events = rows
        new_prompt = before is None or _prompt_key(game) != before
        for e in events:
            if e.kind == "challenge":  # remember which window this challenge closed (R41)
                recent = dict(list((table.challenges or {}).items())[-9:])
                recent[str(table.prompt_no)] = e.player
                table.challenges = recent
        if new_prompt:
            table.prompt_no += 1
        if game.over:
            table.status = "finished"
            table.deadline = None
            table.winner_id = table.players[game.winner].id
            table.ended_at = self.clock()
        elif new_prompt:
            seconds = (table.timings or TIMINGS[table.mode])[STEP_TIMING[game.step]] * self.time_scale
            table.deadline = self.clock() + seconds
        return Outcome(table, game, events, new_prompt)


_ENGINE = frozenset(("start", "deal", "draft_options", "drafted", "turn", "declare", "gain", "steal", "refund",
                     "allow", "challenge", "prove", "replace", "concede", "block", "blocked", "reveal",
                     "eliminate", "exchange", "drawn", "exchanged", "kept", "no_effect", "cancelled",
                     "timeout", "forfeit", "win"))


def reminder_times(table: Table, game: Game, now: float, scale: float = 1.0) -> list[tuple[int, float]]:
    """(user id, due) of the reminders of an async decision: at half time, and shortly
    before the deadline (1 h, or a tenth of the window if that is shorter), for every
    person it waits on. Moments already past are not reminded again."""
    if table.mode != "async" or game.over or table.deadline is None:
        return []
    window = (table.timings or TIMINGS[table.mode])[STEP_TIMING[game.step]] * scale
    opened = table.deadline - window
    moments = [opened + window / 2, table.deadline - min(3600 * scale, window / 10)]
    gone = set(table.departed or ())
    people = [table.players[s].id for s in game.awaited
              if not table.players[s].computer and table.players[s].id not in gone]
    return [(user, due) for due in moments if due > now for user in people]


def result_rows(table: Table, tallies) -> list[ResultRow]:
    """One row per player of a finished game, from its tallies (engine/record.py)."""
    return [ResultRow(table.players[t.seat].id, table.players[t.seat].computer, table.players[t.seat].name, t)
            for t in tallies]


def series_rows(series: SeriesRow, played: Series) -> list[tuple]:
    """A finished or abandoned series' rows: (user id, computer, wins, outcome)."""
    outcome = played.outcome
    rows = []
    for seat, player in enumerate(series.players):
        if outcome.status == "abandoned":
            result = "abandoned"
        elif seat in outcome.winners:
            result = "won" if outcome.status == "won" else "shared"
        else:
            result = "lost"
        rows.append((player.id, player.computer, outcome.wins[seat], result))
    return rows


def refusal(table: Table, game: Game, move: Move) -> tuple:
    """Why ``move`` is refused, as a catalogue key and fields (mirrors the engine's reasons)."""
    p, step = move.player, game.step
    names = [s.name for s in table.players]
    if step == G.OVER:
        return ("no.over",)
    if p is not None and not game.alive[p]:
        return ("no.out",)
    if p not in game.awaited:
        if step == G.ACTION:
            return ("no.not_your_turn", {"name": names[game.turn]})
        if step == G.CHALLENGE and p == game.claimant:
            return ("no.own_claim",)
        if step == G.BLOCK and p in game.failed_blockers:
            return ("no.failed_block",)
        if step == G.BLOCK and game.target is not None:
            return ("no.only_target", {"name": names[game.target]})
        if step in (G.CHALLENGE, G.BLOCK):
            return ("no.answered",)
        return ("no.nothing_waits",)
    if step == G.ACTION and move.kind in TARGETED:
        t = move.target
        if t == p:
            return ("no.target_self",)
        if t is None or not 0 <= t < game.n or not game.alive[t]:
            return ("no.target_out",)
        if move.kind == "steal" and not game.coins[t]:
            return ("no.target_poor", {"name": names[t]})
    return ("no.move",)
