"""Results and series (R60–R63): what a finished game adds to the server's records, and a
series from its first game to its end. No discord.py."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from engine import Game
from engine import awards as A
from engine import record as R
from engine.events import KINDS as ENGINE_KINDS
from engine import series as S
from engine.series import GameResult, Series

from ..errors import UserFacingError
from ..ratings import Ratings
from ..store import (CANCELLED, LIVE, GameEnd, PredictionRow, RecordStore, ResultRow, SeriesRow, SocialStore, Table,
                     TableStore)
from ..store.rows import result_id

#: A series' outcomes, best first: two computers of one level count once, with the better.
_OUTCOMES = (S.WON, S.SHARED, "lost", S.ABANDONED)


def result_rows(table: Table, tallies) -> list[ResultRow]:
    """One row per player of a finished game, from its tallies (engine/record.py); a
    computer's counts for its level (issue 33)."""
    return [ResultRow(result_id(table.players[t.seat]), table.players[t.seat].computer,
                      table.players[t.seat].name, t)
            for t in tallies]


def series_rows(series: SeriesRow, played: Series) -> list[tuple]:
    """A finished or abandoned series' rows: (user id, computer, wins, outcome); a
    computer's row is its level's, once per level (the better of two)."""
    outcome = played.outcome
    rows: dict[int, tuple] = {}
    for seat, player in enumerate(series.players):
        if outcome.status == S.ABANDONED:
            result = S.ABANDONED
        elif seat in outcome.winners:
            result = S.WON if outcome.status == S.WON else S.SHARED
        else:
            result = "lost"
        key = result_id(player)
        row = (key, player.computer, outcome.wins[seat], result)
        kept = rows.get(key)
        if kept is None or (_OUTCOMES.index(result), -row[2]) < (_OUTCOMES.index(kept[3]), -kept[2]):
            rows[key] = row
    return list(rows.values())


class Records:
    def __init__(self, tables: TableStore, records: RecordStore, social: SocialStore, ratings: Ratings):
        self._tables = tables
        self._records = records
        self._social = social
        self._ratings = ratings

    # ---------------------------------------------------------------- a game's end

    async def finish(self, table: Table, game: Game, events) -> None:
        """The last move: the game's result rows (read from its whole event log), its series'
        progress, its awards, its predictions scored (R58) and its players' new ratings are
        stored with it, in one transaction (R63)."""
        log = await self._tables.game_events(table.id) + [e for e in events if e.kind in ENGINE_KINDS]
        record = R.read(log, game.n)
        tallies = record.tallies()
        series = series_results = None
        if table.series_id is not None:
            series = await self._records.get_series(table.series_id)
            if series is not None and series.status == S.RUNNING:
                played = Series.from_dict(series.state)
                # R57: a seat handed to a computer was left, so its player lost this game, and
                # a win of that computer is not theirs: no player of the series earns it.
                handed = {s for s, p in enumerate(table.players) if p.stand_in_id is not None}
                forfeited = tuple(sorted({t.seat for t in tallies if t.forfeited} | handed))
                winner = None if game.winner in handed else game.winner
                played = played.record(GameResult(winner, game.turn_no, forfeited))
                series.state = played.to_dict()
                series.status = played.outcome.status
                if played.over:
                    series_results = series_rows(series, played)
            else:
                series = None
        awards, predictions = await self.extras(table, record, ended=False)
        end = GameEnd(tuple((a.kind, result_id(table.players[s])) for a in awards for s in a.seats),
                      tuple(predictions), self._ratings.rate)
        await self._records.finish_game(table, events, result_rows(table, tallies), series, series_results, end)

    async def extras(self, table: Table, record: R.GameRecord, *, ended: bool = True
                     ) -> tuple[list[A.Award], list[PredictionRow]]:
        """A finished game's awards and its predictions, scored (R58). The speed awards are
        for a live game's people, timed on every answer but the one that ended the game
        (``ended``: that last move is stored already, and is left out)."""
        seconds = None
        if table.mode == LIVE:
            moves = await self._social.moves(table.id)
            seconds = A.decision_seconds(moves[:-1] if ended else moves, record.n)
            for seat, player in enumerate(table.players):
                if player.computer:
                    seconds[seat] = []
        made = await self._social.predictions(table.id)
        right = A.scored(record, [A.Prediction(p.turn_no, p.claim, p.guess == "bluff") for p in made])
        return A.awards(record, seconds), [replace(p, correct=ok) for p, ok in zip(made, right)]

    # ---------------------------------------------------------------- series (R60-R62)

    async def series(self, series_id: int) -> SeriesRow | None:
        return await self._records.get_series(series_id)

    async def running_series_in(self, channel_id: int) -> SeriesRow | None:
        return await self._records.running_series_in(channel_id)

    async def starter(self, table: Table) -> int | None:
        """Who starts a series game: the first game's starter, one seat on per game (R60)."""
        row = await self._records.get_series(table.series_id)
        return Series.from_dict(row.state).starter(table.series_game) if row else None

    def new_series(self, table: Table, rng) -> SeriesRow:
        """A series for a lobby that asked for one; its first starter is drawn at random (R60)."""
        return SeriesRow(guild_id=table.guild_id, channel_id=table.channel_id, host_id=table.host_id,
                         players=list(table.players), state=Series.new(len(table.players), rng).to_dict(),
                         mode=table.mode, variant=table.variant, timings=table.timings,
                         locale=table.locale, thread=table.thread, options=table.options)

    async def begin_series(self, series: SeriesRow, table: Table, events, reminders=None) -> SeriesRow:
        """A series and its first game, just dealt, in one write."""
        return await self._records.create_series(series, table, events, reminders)

    async def leave_series(self, series: SeriesRow, user_id: int) -> SeriesRow:
        """A player abandons a series before its third game ends: it is recorded as abandoned,
        with the wins so far, and never has a winner (R62)."""
        seat = next((i for i, s in enumerate(series.players) if s.id == user_id), None)
        if seat is None:
            raise UserFacingError("no.not_playing")
        if series.status != S.RUNNING:
            raise UserFacingError("no.series_over")
        played = Series.from_dict(series.state).leave(seat)
        series.state, series.status = played.to_dict(), played.outcome.status
        await self._records.end_series(series, series_rows(series, played))
        return series

    async def cancel_series(self, series: SeriesRow, user_id: int, can_manage: bool) -> SeriesRow:
        if user_id != series.host_id and not can_manage:
            raise UserFacingError("no.host_or_manager")
        series.status = CANCELLED
        await self._records.end_series(series, [])
        return series

    # ---------------------------------------------------------------- older games

    async def record_old_games(self, batch: int = 200) -> int:
        """Results for games that finished before results were kept, read from their logs."""
        done = 0
        while ids := await self._records.unrecorded_games(batch):
            for table_id in ids:
                table = await self._tables.get(table_id)
                log = await self._tables.game_events(table_id)
                try:
                    rows = result_rows(table, R.tally(log, len(table.players)))
                except ValueError:  # a log too old to tell (no private events): who won, no figures
                    n, winner = len(table.players), table.winner_id
                    rows = [ResultRow(result_id(s), s.computer, s.name, R.PlayerTally(
                                seat=i, claims=0, bluffs=0, bluffs_caught=0, challenges=0, challenges_won=0,
                                blocks=0, finish=1 if s.id == winner else n, won=s.id == winner,
                                forfeited=False, turns=0))
                            for i, s in enumerate(table.players)]
                await self._records.record_old_game(table, rows)
                done += 1
            await asyncio.sleep(0)
        return done
