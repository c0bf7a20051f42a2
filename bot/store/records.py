"""Series, seasons, and the results of finished games (R60-R63).

A game's result rows are written in the same transaction as its last move, so a game is
never finished without its result; the standings are counted from those rows (by the
schema's triggers). A server's season is read and opened under the server's lock, so two
transactions of one server never both open a season.
"""

from __future__ import annotations

import time

from engine import series as S

from .codec import CHANGE_COLUMNS, MOVE_COLUMNS, SERIES_COLUMNS, columns, dumps, read
from .dialect import Database, Statements
from .rows import FINISHED, GameEnd, ResultRow, SeriesRow, Table
from .social import finish_extras


def _series(row) -> SeriesRow:
    return read(SeriesRow, row)


class SqlRecords:
    def __init__(self, db: Database):
        self.db = db

    # ------------------------------------------------------------------ seasons

    async def current_season(self, guild_id: int, tx: Statements | None = None) -> int:
        """The server's current season (season 1 is opened with its first game)."""
        found = "SELECT id FROM seasons WHERE guild_id=? ORDER BY number DESC LIMIT 1"
        season = await (tx or self.db).value(found, (guild_id,))
        if season is not None:
            return season
        if tx is None:
            async with self.db.transaction() as tx:
                return await self.current_season(guild_id, tx)
        await self.db.take_turn(tx, guild_id)
        return await tx.value(found, (guild_id,)) or await tx.insert(
            "INSERT INTO seasons (guild_id, number, name, started_at) VALUES (?, 1, '', ?)", (guild_id, time.time()))

    async def new_season(self, guild_id: int, name: str | None, by: int) -> tuple[int, str]:
        async with self.db.transaction() as tx:
            await self.db.take_turn(tx, guild_id)
            await self.current_season(guild_id, tx)
            number = await tx.value("SELECT MAX(number) + 1 FROM seasons WHERE guild_id=?", (guild_id,))
            name = name or ""  # shown as "Season N" in the reader's language
            await tx.execute("INSERT INTO seasons (guild_id, number, name, started_at, started_by)"
                             " VALUES (?, ?, ?, ?, ?)", (guild_id, number, name, time.time(), by))
        return number, name

    async def seasons(self, guild_id: int) -> list[tuple[int, int, str, float]]:
        """(id, number, name, started_at) of every season of a server, newest first."""
        rows = await self.db.all("SELECT id, number, name, started_at FROM seasons WHERE guild_id=?"
                                 " ORDER BY number DESC", (guild_id,))
        return [tuple(r) for r in rows]

    async def season(self, guild_id: int, number: int | None):
        """(id, number, name) of a season by number, or the current one."""
        if number is None:
            row = await self.db.one("SELECT id, number, name FROM seasons WHERE guild_id=?"
                                    " ORDER BY number DESC LIMIT 1", (guild_id,))
        else:
            row = await self.db.one("SELECT id, number, name FROM seasons WHERE guild_id=? AND number=?",
                                    (guild_id, number))
        return tuple(row) if row else None

    # ------------------------------------------------------------------ series

    async def create_series(self, series: SeriesRow, table: Table, events, reminders=None) -> SeriesRow:
        """A series and its first game (``table``, already dealt; with the reminders of an async
        game's first decision), in one transaction."""
        async with self.db.transaction() as tx:
            series_id = await tx.insert(
                f"INSERT INTO series ({', '.join(SERIES_COLUMNS)}) VALUES ({', '.join('?' * len(SERIES_COLUMNS))})",
                columns(series, SERIES_COLUMNS))
            table.series_id = series_id
            await self.db.change(table, CHANGE_COLUMNS, events, reminders, tx=tx)
        series.id = series_id
        return series

    async def get_series(self, series_id: int) -> SeriesRow | None:
        row = await self.db.one("SELECT * FROM series WHERE id=?", (series_id,))
        return _series(row) if row else None

    async def running_series_in(self, channel_id: int) -> SeriesRow | None:
        row = await self.db.one(f"SELECT * FROM series WHERE channel_id=? AND status='{S.RUNNING}'", (channel_id,))
        return _series(row) if row else None

    async def series_games(self, series_id: int) -> list[tuple]:
        """(table id, game no, winner id, turns, channel id, message id, status) of a series' games."""
        rows = await self.db.all(
            f"SELECT t.id, t.series_game, t.winner_id, {self.db.json_int('t.state', 'turn_no')}, t.channel_id,"
            " COALESCE(s.summary_id, s.message_id), t.status FROM tables t LEFT JOIN shown s ON s.table_id = t.id"
            " WHERE t.series_id=? ORDER BY t.series_game", (series_id,))
        return [tuple(r) for r in rows]

    async def end_series(self, series: SeriesRow, results: list[tuple[int, str | None, int, str]]) -> None:
        """Store a series' end: its status and one row per player (user, computer, wins, outcome)."""
        async with self.db.transaction() as tx:
            await self._end_series(tx, series, results)

    async def _end_series(self, tx: Statements, series: SeriesRow, results) -> None:
        series.ended_at = time.time()
        await tx.execute("UPDATE series SET state=?, status=?, ended_at=? WHERE id=?",
                         (dumps(series.state), series.status, series.ended_at, series.id))
        if results:
            season = series.season_id or await self.current_season(series.guild_id, tx)
            await tx.executemany(
                "INSERT INTO series_results (series_id, user_id, guild_id, season_id, computer, wins, outcome,"
                " ended_at) VALUES (?,?,?,?,?,?,?,?) ON CONFLICT DO NOTHING",
                [(series.id, user, series.guild_id, season, computer, wins, outcome, series.ended_at)
                 for user, computer, wins, outcome in results])

    # ------------------------------------------------------------------ the end of a game

    async def finish_game(self, table: Table, events, results: list[ResultRow],
                          series: SeriesRow | None = None, series_results=None, end: GameEnd | None = None) -> None:
        """The last move of a game, its result rows, its series' progress, and its awards,
        scored predictions and ratings (``end``), together (:class:`Conflict`, and nothing
        written, if the table moved on)."""
        async with self.db.transaction() as tx:
            season = table.season_id or await self.current_season(table.guild_id, tx)
            table.season_id = season
            await self.db.change(table, MOVE_COLUMNS + ("season_id",), events, tx=tx)
            await _insert_results(tx, table, season, results)
            if end is not None:
                await finish_extras(self.db, tx, table, season, results, end)
            await tx.execute("DELETE FROM reminders WHERE table_id=?", (table.id,))   # sent ones too: kept no longer
            if series is not None:
                if series.status == S.RUNNING:
                    await tx.execute("UPDATE series SET state=? WHERE id=?", (dumps(series.state), series.id))
                else:
                    await self._end_series(tx, series, series_results)

    async def unrecorded_games(self, limit: int = 500) -> list[int]:
        """Finished games without result rows (games that ended before results were kept)."""
        rows = await self.db.all(
            f"SELECT t.id FROM tables t WHERE t.status='{FINISHED}' AND t.winner_id IS NOT NULL"
            " AND NOT EXISTS (SELECT 1 FROM results r WHERE r.table_id = t.id) ORDER BY t.id LIMIT ?", (limit,))
        return [r[0] for r in rows]

    async def record_old_game(self, table: Table, results: list[ResultRow]) -> None:
        async with self.db.transaction() as tx:
            season = await self.current_season(table.guild_id, tx)
            await tx.execute("UPDATE tables SET season_id=? WHERE id=?", (season, table.id))
            await _insert_results(tx, table, season, results)


async def _insert_results(tx: Statements, table: Table, season: int, results: list[ResultRow]) -> None:
    turns = table.state["turn_no"] if table.state else 0
    ended = table.ended_at or time.time()
    await tx.executemany(
        "INSERT INTO results (table_id, seat, guild_id, season_id, series_id, user_id, computer, name, players,"
        " won, finish, forfeited, claims, bluffs, bluffs_caught, challenges, challenges_won, blocks, turns, ended_at)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT DO NOTHING",
        [(table.id, t.seat, table.guild_id, season, table.series_id, r.user_id, r.computer, r.name, len(results),
          int(t.won), t.finish or len(results), int(t.forfeited), t.claims, t.bluffs, t.bluffs_caught,
          t.challenges, t.challenges_won, t.blocks, turns, ended)
         for r in results for t in (r.tally,)])
