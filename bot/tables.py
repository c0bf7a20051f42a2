"""Lobbies and games, one per channel: every change goes through here, one at a time per table.

No discord.py in this module: it takes user ids and names, returns what happened, and
raises :class:`UserFacingError` with a sentence for the user when it refuses. Each change
is committed to the store before the caller answers anyone.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Callable

from engine import Event, Game, IllegalMove, Move
from engine import game as G
from engine.cards import MAX_PLAYERS, MIN_PLAYERS

from . import render
from .store import ChannelBusy, Seat, Store, Table

#: Seconds a decision may wait: response windows, private decisions, turns (R50).
TIMINGS = {
    "live": {"window": 30, "private": 60, "turn": 90},
    "async": {"window": 8 * 3600, "private": 8 * 3600, "turn": 24 * 3600},
}
STEP_TIMING = {
    G.ACTION: "turn", G.CHALLENGE: "window", G.BLOCK: "window",
    G.PROVE: "private", G.LOSE: "private", G.EXCHANGE: "private", G.DRAFT: "private",
}


class UserFacingError(Exception):
    """A refusal meant for the user who asked, as a sentence."""


@dataclass
class Outcome:
    """What one change did, for the Discord side to show."""

    table: Table
    events: list[Event] = field(default_factory=list)
    new_prompt: bool = False              # a new decision opened (new buttons, maybe a ping)

    @property
    def game_over(self) -> bool:
        return self.table.status == "finished"


def _prompt_key(game: Game) -> tuple:
    return (game.step, game.turn_no, game.action, game.claimant, game.blocker, game.challenger,
            game.loser, game.failed_blockers)


class TableService:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time,
                 rng_factory: Callable[[], random.Random] = random.Random, time_scale: float = 1.0):
        self.store = store
        self.time_scale = time_scale
        self.clock = clock
        self.rng_factory = rng_factory
        self._locks: dict[int, asyncio.Lock] = {}
        self._games: dict[int, tuple[int, Game]] = {}  # table id -> (version, game)

    def lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    def game(self, table: Table) -> Game:
        """The table's game at the stored version (kept in memory; never changed in place)."""
        cached = self._games.get(table.id)
        if cached is not None and cached[0] == table.version:
            return cached[1]
        game = Game.from_dict(table.state)
        self._games[table.id] = (table.version, game)
        return game

    def forget(self, table_id: int) -> None:
        """Drop what memory holds for a table that is over (once the channel has shown it)."""
        self._games.pop(table_id, None)
        lock = self._locks.get(table_id)
        if lock is not None and not lock.locked():
            del self._locks[table_id]

    # ---------------------------------------------------------------- lobby

    async def table_in(self, channel_id: int) -> Table | None:
        return await self.store.active_in_channel(channel_id)

    async def require_table(self, channel_id: int) -> Table:
        table = await self.table_in(channel_id)
        if table is None:
            raise UserFacingError("There is no Coup lobby or game in this channel. Start one with `/coup new`.")
        return table

    async def new_lobby(self, guild_id: int, channel_id: int, user_id: int, name: str,
                        mode: str = "live", variant: str = "standard",
                        hours: int | None = None) -> Table:
        if mode not in TIMINGS:
            raise UserFacingError("The mode is `live` or `async`.")
        if variant not in ("standard", "draft"):
            raise UserFacingError("The variant is `standard` or `draft`.")
        timings = dict(TIMINGS[mode])
        if hours is not None:
            if mode != "async":
                raise UserFacingError("`hours` is for async games; live games answer in seconds.")
            if not 1 <= hours <= 72:
                raise UserFacingError("`hours` is between 1 and 72.")
            # R50: the lobby chooses how long claims and private choices wait; a turn waits 3×.
            timings = {"window": hours * 3600, "private": hours * 3600, "turn": hours * 3 * 3600}
        table = Table(guild_id=guild_id, channel_id=channel_id, host_id=user_id, mode=mode,
                      variant=variant, players=[Seat(user_id, name)], timings=timings)
        try:
            return await self.store.create(table)
        except ChannelBusy:
            raise UserFacingError(
                "This channel already has a Coup lobby or game. Finish or `/coup cancel` it first, "
                "or use another channel.") from None

    async def rematch(self, table_id: int, user_id: int) -> Table:
        """R54: a new lobby of the same players in the same seats; the winner will start."""
        old = await self.store.get(table_id)
        if old is None or old.status != "finished":
            raise UserFacingError("A rematch can follow only a finished game.")
        if user_id != old.host_id:
            raise UserFacingError("Only the host can start a rematch.")
        table = Table(guild_id=old.guild_id, channel_id=old.channel_id, host_id=old.host_id,
                      mode=old.mode, variant=old.variant, players=list(old.players),
                      rematch_of=old.id)
        try:
            return await self.store.create(table)
        except ChannelBusy:
            raise UserFacingError("This channel already has a new lobby or game.") from None

    async def join(self, channel_id: int, user_id: int, name: str, *, table_id: int | None = None) -> Table:
        table = await self._lobby(channel_id, table_id)
        async with self.lock(table.id):
            table = await self.store.get(table.id)
            self._check_lobby(table)
            if table.seat_of(user_id) is not None:
                raise UserFacingError("You are already in this lobby.")
            limit = 2 if table.variant == "draft" else MAX_PLAYERS
            if len(table.players) >= limit:
                raise UserFacingError(f"This lobby is full ({limit} players).")
            table.players.append(Seat(user_id, name))
            await self.store.save(table)
            return table

    async def add_computer(self, channel_id: int, user_id: int, level: str) -> Table:
        def add(table: Table) -> None:
            limit = 2 if table.variant == "draft" else MAX_PLAYERS
            if len(table.players) >= limit:
                raise UserFacingError(f"This lobby is full ({limit} players).")
            used = {s.id for s in table.players}
            cid = next(-i for i in range(1, 100) if -i not in used)  # computers have negative ids
            table.players.append(Seat(cid, f"Bot {-cid} ({level})", computer=level))

        return await self._host_edit(channel_id, user_id, "add computer players", add)

    async def remove_computer(self, channel_id: int, user_id: int) -> Table:
        def remove(table: Table) -> None:
            computers = [s for s in table.players if s.computer]
            if not computers:
                raise UserFacingError("There is no computer player in this lobby.")
            table.players.remove(computers[-1])

        return await self._host_edit(channel_id, user_id, "remove computer players", remove)

    async def _host_edit(self, channel_id: int, user_id: int, what: str,
                         change: Callable[[Table], None]) -> Table:
        """A change to the lobby that only its host may make."""
        table = await self._lobby(channel_id, None)
        async with self.lock(table.id):
            table = await self.store.get(table.id)
            self._check_lobby(table)
            if user_id != table.host_id:
                raise UserFacingError(f"Only the host can {what}.")
            change(table)
            await self.store.save(table)
            return table

    async def leave(self, channel_id: int, user_id: int, *, table_id: int | None = None) -> Outcome:
        """Leave a lobby, or forfeit a running game (R52)."""
        table = await self._active(channel_id, table_id)
        if table.status == "running":
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("You are not playing in this game.")
            return await self.play(table.id, user_id, None, lambda game, s: Move(s, "forfeit"))
        async with self.lock(table.id):
            table = await self.store.get(table.id)
            self._check_lobby(table)
            seat = table.seat_of(user_id)
            if seat is None:
                raise UserFacingError("You are not in this lobby.")
            del table.players[seat]
            if not any(not s.computer for s in table.players):
                table.status = "cancelled"
            elif user_id == table.host_id:
                table.host_id = next(s.id for s in table.players if not s.computer)
            await self.store.save(table)
            return Outcome(table)

    async def cancel(self, channel_id: int, user_id: int, can_manage: bool, *,
                     table_id: int | None = None) -> Table:
        table = await self._active(channel_id, table_id)
        if user_id != table.host_id and not can_manage:
            raise UserFacingError("Only the host or a member with Manage Server can cancel.")
        async with self.lock(table.id):
            table = await self.store.get(table.id)
            if table.status not in ("lobby", "running"):
                raise UserFacingError("This lobby is closed.")
            table.status = "cancelled"
            table.deadline = None
            await self.store.save(table, [("cancelled", None, {"by": user_id})])
        self.forget(table.id)
        return table

    async def abandon(self, table_id: int) -> None:
        """The channel is gone: the table is cancelled, nobody to tell."""
        async with self.lock(table_id):
            table = await self.store.get(table_id)
            if table is None or table.status not in ("lobby", "running"):
                return
            table.status = "cancelled"
            table.deadline = None
            await self.store.save(table, [("cancelled", None, {"by": None})])
        self.forget(table_id)

    async def start(self, channel_id: int, user_id: int, *, table_id: int | None = None) -> Outcome:
        table = await self._lobby(channel_id, table_id)
        async with self.lock(table.id):
            table = await self.store.get(table.id)
            self._check_lobby(table)
            if user_id != table.host_id:
                raise UserFacingError("Only the host can start the game.")
            n = len(table.players)
            if n < MIN_PLAYERS:
                raise UserFacingError("Coup needs at least 2 players: wait for someone to join "
                                      "(or add a computer with `/coup addbot`).")
            if table.variant == "draft" and n != 2:
                raise UserFacingError("The draft variant is for exactly 2 players.")
            starter = None
            if table.rematch_of is not None:  # R6, R54: the previous winner starts
                previous = await self.store.get(table.rematch_of)
                starter = table.seat_of(previous.winner_id) if previous else None
            game = Game.new([s.name for s in table.players], self.rng_factory(),
                            variant=table.variant, starter=starter)
            table.status = "running"
            table.turn_log = []
            events = list(game.opening)
            outcome = self._record(table, game, events, None)
            await self.store.save(table, _rows(events))
            self._games[table.id] = (table.version, game)
            return outcome

    async def _find(self, channel_id: int, table_id: int | None) -> Table | None:
        """The table a button names, or else the channel's lobby or game."""
        return await (self.store.get(table_id) if table_id else self.require_table(channel_id))

    async def _active(self, channel_id: int, table_id: int | None) -> Table:
        table = await self._find(channel_id, table_id)
        if table is None or table.status not in ("lobby", "running"):
            raise UserFacingError("This lobby is closed.")
        return table

    async def _lobby(self, channel_id: int, table_id: int | None) -> Table:
        table = await self._find(channel_id, table_id)
        if table is None:
            raise UserFacingError("This lobby no longer exists.")
        self._check_lobby(table)
        return table

    @staticmethod
    def _check_lobby(table: Table) -> None:
        if table.status == "running":
            raise UserFacingError("The game has already started; you can join the next one.")
        if table.status != "lobby":
            raise UserFacingError("This lobby is closed.")

    # ---------------------------------------------------------------- playing

    async def play(self, table_id: int, user_id: int | None, prompt_no: int | None,
                   make_move: Callable[[Game, int], Move], *, kind: str = "") -> Outcome:
        """Apply the move ``make_move(game, seat)`` for ``user_id``, if ``prompt_no`` is current."""
        async with self.lock(table_id):
            table = await self.store.get(table_id)
            if table is None or table.status != "running":
                raise UserFacingError("This game is over." if table and table.status == "finished"
                                      else "There is no running game here.")
            game = self.game(table)
            seat = table.seat_of(user_id) if user_id is not None else None
            if user_id is not None and seat is None:
                raise UserFacingError("This game is between other players.")
            if prompt_no is not None and prompt_no != table.prompt_no:
                first = (table.challenges or {}).get(str(prompt_no))
                if kind == "challenge" and first is not None:  # R41
                    raise UserFacingError(
                        f"{table.players[first].name} has already challenged this claim.")
                raise UserFacingError("This prompt is out of date: the game has moved on.")
            if seat is not None and not game.alive[seat]:
                raise UserFacingError("You are out of this game.")
            move = make_move(game, seat)
            before = _prompt_key(game)
            game = game.copy()  # memory must not run ahead of the database
            try:
                events = game.apply(move)
            except IllegalMove as e:
                raise UserFacingError(str(e)) from None
            outcome = self._record(table, game, events, before)
            await self.store.save(table, _rows(events))
            self._games[table.id] = (table.version, game)
        return outcome

    async def timeout(self, table_id: int, prompt_no: int) -> Outcome | None:
        """The deadline of decision ``prompt_no`` passed: apply the rules' silence (R50–R52)."""
        try:
            return await self.play(table_id, None, prompt_no, lambda game, s: Move(None, "timeout"))
        except UserFacingError:
            return None  # already answered, or the game ended

    async def set_message(self, table_id: int, message_id: int, turn_no: int | None = None) -> None:
        """Remember the channel message that now shows the table (and which turn it shows)."""
        async with self.lock(table_id):
            table = await self.store.get(table_id)
            table.message_id = message_id
            table.message_turn = turn_no
            await self.store.save(table)

    def _record(self, table: Table, game: Game, events: list[Event], before: tuple | None) -> Outcome:
        """Move the game's new state into ``table`` and work out what to show."""
        table.version += 1
        table.state = game.to_dict()
        names = [s.name for s in table.players]
        new_message = before is None  # the game's first message
        closed = None
        lines = list(table.turn_log)
        for e in events:
            if e.to is not None:
                continue
            if e.kind == "turn":  # a new turn: a new message, headed by its title
                title = render.turn_title(e.amount, names[e.player])
                if new_message:
                    lines.append(title)
                else:
                    new_message, closed, lines = True, lines, [title]
                continue
            text = render.describe(e, names)
            if text:
                lines.append(text)
        table.turn_log = lines[-30:]
        if closed is not None:
            table.closed_log = closed[-30:]
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
        elif new_prompt:
            seconds = (table.timings or TIMINGS[table.mode])[STEP_TIMING[game.step]] * self.time_scale
            table.deadline = self.clock() + seconds
        return Outcome(table, events, new_prompt)


def _rows(events: list[Event]) -> list[tuple[str, int | None, dict]]:
    return [
        (e.kind, e.to, {k: v for k, v in e._asdict().items() if v is not None and k not in ("kind", "to")})
        for e in events
    ]
