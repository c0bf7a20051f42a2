"""Standings read from the stored results: the leaderboard, a member's stats and history.

Every query is per server: a server never sees another's results.
"""

from __future__ import annotations

from ..rows import MemberStats, Standing
from .db import Database

PAGE = 10


class SqliteStandings:
    def __init__(self, db: Database):
        self.db = db

    async def leaderboard(self, guild_id: int, season_id: int, page: int = 1) -> tuple[list[Standing], int]:
        """One page of the people's leaderboard (most wins, then fewest games, i.e. the better
        rate), and how many people are on it."""
        offset = (max(1, page) - 1) * PAGE
        rows = await self.db.all(
            "SELECT user_id, name, computer, games, wins, series_won, series_shared FROM standings"
            " WHERE guild_id=? AND season_id=? AND computer IS NULL AND games > 0"
            " ORDER BY wins DESC, games, user_id LIMIT ? OFFSET ?", (guild_id, season_id, PAGE, offset))
        total = (await self.db.one(
            "SELECT COUNT(*) FROM standings WHERE guild_id=? AND season_id=? AND computer IS NULL AND games > 0",
            (guild_id, season_id)))[0]
        return [Standing(offset + i + 1, *r) for i, r in enumerate(rows)], total

    async def computers(self, guild_id: int, season_id: int) -> list[Standing]:
        """Computer players, listed apart from people."""
        rows = await self.db.all(
            "SELECT user_id, name, computer, SUM(games), SUM(wins), SUM(series_won), SUM(series_shared)"
            " FROM standings WHERE guild_id=? AND season_id=? AND computer IS NOT NULL GROUP BY computer"
            " ORDER BY SUM(wins) DESC", (guild_id, season_id))
        return [Standing(i + 1, *r) for i, r in enumerate(rows)]

    async def member(self, guild_id: int, user_id: int, season_id: int | None = None) -> MemberStats | None:
        """A member's figures in this server (one season, or all), counted from their result rows."""
        where, params = "guild_id=? AND user_id=?", [guild_id, user_id]
        if season_id is not None:
            where += " AND season_id=?"
            params.append(season_id)
        row = await self.db.one(
            f"SELECT COUNT(*), SUM(won), AVG(finish), SUM(claims), SUM(bluffs), SUM(bluffs_caught),"
            f" SUM(challenges), SUM(challenges_won), SUM(blocks) FROM results WHERE {where}", params)
        if not row or not row[0]:
            return None
        series = await self.db.one(
            f"SELECT COUNT(*), SUM(outcome='won'), SUM(outcome='shared'), SUM(outcome='abandoned')"
            f" FROM series_results WHERE {where}", params)
        games, wins, finish, claims, bluffs, caught, challenges, challenges_won, blocks = row
        return MemberStats(games, wins or 0, finish or 0.0, series[0] or 0, series[1] or 0, series[2] or 0,
                           series[3] or 0, claims or 0, bluffs or 0, caught or 0, challenges or 0,
                           challenges_won or 0, blocks or 0)

    async def history(self, guild_id: int, user_id: int, limit: int = 10) -> list[tuple]:
        """A member's recent games here: (table id, ended at, won, finish, players, turns,
        channel id, message id, series id, series game)."""
        rows = await self.db.all(
            "SELECT r.table_id, r.ended_at, r.won, r.finish, r.players, r.turns, t.channel_id,"
            " COALESCE(s.summary_id, s.message_id), r.series_id, t.series_game"
            " FROM results r JOIN tables t ON t.id = r.table_id LEFT JOIN shown s ON s.table_id = t.id"
            " WHERE r.guild_id=? AND r.user_id=? ORDER BY r.ended_at DESC LIMIT ?", (guild_id, user_id, limit))
        return [tuple(r) for r in rows]

    async def series_history(self, guild_id: int, user_id: int, limit: int = 5) -> list[tuple]:
        """A member's recent series here: (series id, wins, outcome, ended at, channel id)."""
        rows = await self.db.all(
            "SELECT sr.series_id, sr.wins, sr.outcome, sr.ended_at, s.channel_id FROM series_results sr"
            " JOIN series s ON s.id = sr.series_id WHERE sr.guild_id=? AND sr.user_id=?"
            " ORDER BY sr.ended_at DESC LIMIT ?", (guild_id, user_id, limit))
        return [tuple(r) for r in rows]

    async def recount(self, guild_id: int, season_id: int) -> list[tuple]:
        """The leaderboard's sums counted afresh from the result rows (for checks and rebuilds)."""
        rows = await self.db.all(
            "SELECT user_id, COUNT(*), SUM(won), SUM(finish) FROM results WHERE guild_id=? AND season_id=?"
            " GROUP BY user_id ORDER BY user_id", (guild_id, season_id))
        return [tuple(r) for r in rows]

    async def rebuild(self) -> None:
        """Recount every standing from the result rows and the scored predictions (the ratings
        are counted again by the social part's ``rebuild_ratings``)."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM standings")
            await tx.execute(
                "INSERT INTO standings (guild_id, season_id, user_id, computer, name, games, wins, finish_sum)"
                " SELECT guild_id, season_id, user_id, MAX(computer), MAX(name), COUNT(*), SUM(won), SUM(finish)"
                " FROM results GROUP BY guild_id, season_id, user_id")
            await tx.execute(
                "INSERT INTO standings (guild_id, season_id, user_id, computer, name, series_played, series_won,"
                " series_shared) SELECT guild_id, season_id, user_id, MAX(computer), '', COUNT(*),"
                " SUM(outcome='won'), SUM(outcome='shared') FROM series_results WHERE true GROUP BY guild_id, season_id, user_id"
                " ON CONFLICT (guild_id, season_id, user_id) DO UPDATE SET series_played=excluded.series_played,"
                " series_won=excluded.series_won, series_shared=excluded.series_shared")
            await tx.execute(
                "INSERT INTO standings (guild_id, season_id, user_id, computer, name, predictions, reads)"
                " SELECT p.guild_id, t.season_id, p.user_id, NULL, MAX(p.name), COUNT(*), SUM(p.correct)"
                " FROM predictions p JOIN tables t ON t.id = p.table_id WHERE p.correct IS NOT NULL"
                " GROUP BY p.guild_id, t.season_id, p.user_id"
                " ON CONFLICT (guild_id, season_id, user_id) DO UPDATE SET predictions=excluded.predictions,"
                " reads=excluded.reads")
