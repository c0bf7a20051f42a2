"""What a game gives those around it (issue 36): predictions (R58), awards, skill ratings and
the ladders they make, in SQLite. A game's awards, scored predictions and ratings are
written in the transaction of its last move (:func:`finish_extras`)."""

from __future__ import annotations

import asyncio
import time
from itertools import groupby

from engine.events import KINDS as ENGINE_KINDS

from ..codec import event
from ..rows import GameEnd, PredictionRow, RateGame, ResultRow, SocialStats, Standing, Table
from .db import Database

PAGE = 10
RATING_MODEL = "rating_model"   # the meta key naming the model the stored ratings came from
_STANDING = "user_id, name, computer, games, wins, series_won, series_shared, mu, sigma, rating, predictions, reads"


class SqliteSocial:
    def __init__(self, db: Database):
        self.db = db

    # ------------------------------------------------------------------ predictions (R58)

    async def predict(self, table: Table, turn_no: int, claim: str, user_id: int, name: str, guess: str) -> None:
        """Keep a member's guess on a claim (a second guess on the same claim replaces it)."""
        await self.db.write(
            "INSERT INTO predictions (table_id, turn_no, claim, user_id, guild_id, name, guess, made_at)"
            " VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (table_id, turn_no, claim, user_id) DO UPDATE"
            " SET guess=excluded.guess, name=excluded.name, made_at=excluded.made_at",
            (table.id, turn_no, claim, user_id, table.guild_id, name, guess, time.time()))

    async def predictions(self, table_id: int) -> list[PredictionRow]:
        """A game's predictions in the order they were made (scored once it has ended)."""
        rows = await self.db.all("SELECT user_id, name, turn_no, claim, guess, correct FROM predictions"
                                 " WHERE table_id=? ORDER BY made_at, user_id", (table_id,))
        return [PredictionRow(r[0], r[1], r[2], r[3], r[4], None if r[5] is None else bool(r[5])) for r in rows]

    # ------------------------------------------------------------------ a game's timing

    async def moves(self, table_id: int) -> list[tuple[float, list]]:
        """A game's stored changes in order: when each was made, and its engine events."""
        rows = await self.db.all("SELECT version, at, kind, audience, payload FROM events WHERE table_id=?"
                                 " ORDER BY id", (table_id,))
        return [(group[0][1], [event(r[2], r[3], r[4]) for r in group if r[2] in ENGINE_KINDS])
                for group in (list(g) for _, g in groupby(rows, key=lambda r: r[0]))]

    # ------------------------------------------------------------------ ladders and figures

    async def ranking(self, guild_id: int, season_id: int, by: str, page: int = 1,
                      min_games: int = 1) -> tuple[list[Standing], int]:
        """One page of a season's people ranked ``by`` 'rating' (those with ``min_games``
        games or more) or by 'reads' (right predictions, then fewer made), and how many
        are ranked."""
        offset = (max(1, page) - 1) * PAGE
        if by == "rating":
            where = "computer IS NULL AND rating IS NOT NULL AND games >= ?"
            params, order = (min_games,), "rating DESC, user_id"
        else:
            where, params, order = "predictions > 0", (), "reads DESC, predictions, user_id"
        rows = await self.db.all(f"SELECT {_STANDING} FROM standings WHERE guild_id=? AND season_id=? AND {where}"
                                 f" ORDER BY {order} LIMIT ? OFFSET ?", (guild_id, season_id, *params, PAGE, offset))
        total = (await self.db.one(f"SELECT COUNT(*) FROM standings WHERE guild_id=? AND season_id=? AND {where}",
                                   (guild_id, season_id, *params)))[0]
        return [Standing(offset + i + 1, *r) for i, r in enumerate(rows)], total

    async def computers(self, guild_id: int, season_id: int) -> list[Standing]:
        """Each computer level's figures and rating this season."""
        rows = await self.db.all(f"SELECT {_STANDING} FROM standings WHERE guild_id=? AND season_id=?"
                                 " AND computer IS NOT NULL ORDER BY rating DESC, user_id", (guild_id, season_id))
        return [Standing(i + 1, *r) for i, r in enumerate(rows)]

    async def member(self, guild_id: int, user_id: int, season_id: int | None, rating_season: int) -> SocialStats:
        """A member's awards and predictions (one season, or all), and their rating in
        ``rating_season``."""
        where, params = "guild_id=? AND user_id=?", [guild_id, user_id]
        if season_id is not None:
            where += " AND season_id=?"
            params.append(season_id)
        awards = {r[0]: r[1] for r in await self.db.all(
            f"SELECT award, COUNT(*) FROM awards WHERE {where} GROUP BY award", params)}
        made, right = await self.db.one(f"SELECT SUM(predictions), SUM(reads) FROM standings WHERE {where}", params)
        rated = await self.db.one("SELECT mu, sigma, games FROM standings WHERE guild_id=? AND season_id=?"
                                  " AND user_id=? AND mu IS NOT NULL", (guild_id, rating_season, user_id))
        return SocialStats(awards, made or 0, right or 0, tuple(rated) if rated else None)

    # ------------------------------------------------------------------ ratings

    async def rating_model(self) -> str | None:
        """The rating model the stored ratings were counted with."""
        row = await self.db.one("SELECT value FROM meta WHERE key=?", (RATING_MODEL,))
        return row[0] if row else None

    async def rebuild_ratings(self, rate: RateGame, model: str, *, unless_current: bool = False) -> int | None:
        """Count every rating again from the result rows, game after game in the order they
        ended, each server and season apart; return how many games were rated (None if
        ``unless_current`` and the stored ratings are ``model``'s already). They are counted
        from a reading taken without the writer's lock, then written under it, counted
        again there only if a game ended meanwhile."""
        rows = await self.db.all(_RESULTS)
        rated, games = await asyncio.to_thread(rate_all, rows, rate)
        async with self.db.transaction() as tx:
            async with tx.execute("SELECT value FROM meta WHERE key=?", (RATING_MODEL,)) as cur:
                row = await cur.fetchone()
            if unless_current and row is not None and row[0] == model:
                return None
            async with tx.execute("SELECT COUNT(*) FROM results") as cur:
                (now,) = await cur.fetchone()
            if now != len(rows):   # result rows are only ever added: some game ended meanwhile
                async with tx.execute(_RESULTS) as cur:
                    rows = await cur.fetchall()
                rated, games = await asyncio.to_thread(rate_all, rows, rate)
            await tx.execute("UPDATE standings SET mu=NULL, sigma=NULL, rating=NULL WHERE mu IS NOT NULL")
            await tx.executemany("UPDATE standings SET mu=?, sigma=?, rating=? WHERE guild_id=? AND season_id=?"
                                 " AND user_id=?", [(*r, *key) for key, r in rated.items()])
            await tx.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE"
                             " SET value=excluded.value", (RATING_MODEL, model))
        return games


_RESULTS = ("SELECT guild_id, season_id, table_id, user_id, finish FROM results"
            " ORDER BY guild_id, season_id, ended_at, table_id, seat")


def rate_all(rows, rate: RateGame) -> tuple[dict[tuple, tuple[float, float, float]], int]:
    """Every (guild, season, result id)'s rating after the games of ``rows`` (guild, season,
    table, result id, finish: each game's rows together, in the order the games ended)."""
    now: dict[tuple, tuple[float, float, float]] = {}
    games = 0
    for (guild, season, _), seats in groupby(rows, key=lambda r: (r[0], r[1], r[2])):
        players = [(r[3], r[4], *now.get((guild, season, r[3]), (None, None, None))[:2]) for r in seats]
        for user, mu, sigma, rating in rate(players):
            now[(guild, season, user)] = (mu, sigma, rating)
        games += 1
    return now, games


async def finish_extras(tx, table: Table, season: int, results: list[ResultRow], end: GameEnd) -> None:
    """A finished game's awards, scored predictions and ratings, in its last move's transaction."""
    if end.awards:
        await tx.executemany("INSERT OR IGNORE INTO awards (table_id, award, user_id, guild_id, season_id)"
                             " VALUES (?,?,?,?,?)",
                             [(table.id, award, user, table.guild_id, season) for award, user in end.awards])
    scored = [p for p in end.predictions if p.correct is not None]
    if scored:
        await tx.executemany("UPDATE predictions SET correct=? WHERE table_id=? AND turn_no=? AND claim=? AND user_id=?",
                             [(int(p.correct), table.id, p.turn_no, p.claim, p.user_id) for p in scored])
        by_member: dict[int, list] = {}
        for p in scored:
            tally = by_member.setdefault(p.user_id, [p.name, 0, 0])
            tally[1] += 1
            tally[2] += int(p.correct)
        await tx.executemany(
            "INSERT INTO standings (guild_id, season_id, user_id, computer, name, predictions, reads)"
            " VALUES (?,?,?,NULL,?,?,?) ON CONFLICT (guild_id, season_id, user_id) DO UPDATE"
            " SET predictions = predictions + excluded.predictions, reads = reads + excluded.reads",
            [(table.guild_id, season, user, name, made, right) for user, (name, made, right) in by_member.items()])
    if end.rate is not None and results:
        users = sorted({r.user_id for r in results})
        async with tx.execute(f"SELECT user_id, mu, sigma FROM standings WHERE guild_id=? AND season_id=?"
                              f" AND user_id IN ({','.join('?' * len(users))})",
                              (table.guild_id, season, *users)) as cur:
            now = {r[0]: (r[1], r[2]) for r in await cur.fetchall()}
        rated = end.rate([(r.user_id, r.tally.finish or len(results), *now.get(r.user_id, (None, None)))
                          for r in results])
        await tx.executemany("UPDATE standings SET mu=?, sigma=?, rating=? WHERE guild_id=? AND season_id=?"
                             " AND user_id=?", [(mu, sigma, rating, table.guild_id, season, user)
                                                for user, mu, sigma, rating in rated])
