"""What a game gives those around it (issue 36): predictions (R58), awards, skill ratings and
the ladders they make, in PostgreSQL. A game's awards, scored predictions and ratings are
written in the transaction of its last move (:func:`finish_extras`); a rebuild of the
ratings holds an advisory lock, so two processes never count them at once."""

from __future__ import annotations

import asyncio
import time
from itertools import groupby

from engine.events import KINDS as ENGINE_KINDS

from ..codec import event
from ..rows import GameEnd, PredictionRow, RateGame, ResultRow, SocialStats, Standing, Table
from ..sqlite.social import _RESULTS, PAGE, RATING_MODEL, rate_all
from .db import Database

_STANDING = "user_id, name, computer, games, wins, series_won, series_shared, mu, sigma, rating, predictions, reads"
_REBUILD_LOCK = (0x436F7570, 36)   # pg_advisory_xact_lock's two keys: "Coup", issue 36


class PostgresSocial:
    def __init__(self, db: Database):
        self.db = db

    # ------------------------------------------------------------------ predictions (R58)

    async def predict(self, table: Table, turn_no: int, claim: str, user_id: int, name: str, guess: str) -> None:
        """Keep a member's guess on a claim (a second guess on the same claim replaces it)."""
        await self.db.execute(
            "INSERT INTO predictions (table_id, turn_no, claim, user_id, guild_id, name, guess, made_at)"
            " VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (table_id, turn_no, claim, user_id) DO UPDATE"
            " SET guess=EXCLUDED.guess, name=EXCLUDED.name, made_at=EXCLUDED.made_at",
            (table.id, turn_no, claim, user_id, table.guild_id, name, guess, time.time()))

    async def predictions(self, table_id: int) -> list[PredictionRow]:
        rows = await self.db.all("SELECT user_id, name, turn_no, claim, guess, correct FROM predictions"
                                 " WHERE table_id=$1 ORDER BY made_at, user_id", (table_id,))
        return [PredictionRow(r[0], r[1], r[2], r[3], r[4], None if r[5] is None else bool(r[5])) for r in rows]

    # ------------------------------------------------------------------ a game's timing

    async def moves(self, table_id: int) -> list[tuple[float, list]]:
        rows = await self.db.all("SELECT version, at, kind, audience, payload FROM events WHERE table_id=$1"
                                 " ORDER BY id", (table_id,))
        return [(group[0][1], [event(r[2], r[3], r[4]) for r in group if r[2] in ENGINE_KINDS])
                for group in (list(g) for _, g in groupby(rows, key=lambda r: r[0]))]

    # ------------------------------------------------------------------ ladders and figures

    async def ranking(self, guild_id: int, season_id: int, by: str, page: int = 1,
                      min_games: int = 1) -> tuple[list[Standing], int]:
        offset = (max(1, page) - 1) * PAGE
        if by == "rating":
            where, params, order = "computer IS NULL AND rating IS NOT NULL AND games >= $3", (min_games,), \
                "rating DESC, user_id"
        else:
            where, params, order = "predictions > 0", (), "reads DESC, predictions, user_id"
        k = 3 + len(params)
        rows = await self.db.all(f"SELECT {_STANDING} FROM standings WHERE guild_id=$1 AND season_id=$2 AND {where}"
                                 f" ORDER BY {order} LIMIT ${k} OFFSET ${k + 1}",
                                 (guild_id, season_id, *params, PAGE, offset))
        total = await self.db.value(f"SELECT COUNT(*) FROM standings WHERE guild_id=$1 AND season_id=$2 AND {where}",
                                    (guild_id, season_id, *params))
        return [Standing(offset + i + 1, *r) for i, r in enumerate(rows)], total

    async def computers(self, guild_id: int, season_id: int) -> list[Standing]:
        rows = await self.db.all(f"SELECT {_STANDING} FROM standings WHERE guild_id=$1 AND season_id=$2"
                                 " AND computer IS NOT NULL ORDER BY rating DESC NULLS LAST, user_id",
                                 (guild_id, season_id))
        return [Standing(i + 1, *r) for i, r in enumerate(rows)]

    async def member(self, guild_id: int, user_id: int, season_id: int | None, rating_season: int) -> SocialStats:
        where, params = "guild_id=$1 AND user_id=$2", [guild_id, user_id]
        if season_id is not None:
            where += " AND season_id=$3"
            params.append(season_id)
        awards = {r[0]: r[1] for r in await self.db.all(
            f"SELECT award, COUNT(*) FROM awards WHERE {where} GROUP BY award", params)}
        made, right = await self.db.one(f"SELECT SUM(predictions), SUM(reads) FROM standings WHERE {where}", params)
        rated = await self.db.one("SELECT mu, sigma, games FROM standings WHERE guild_id=$1 AND season_id=$2"
                                  " AND user_id=$3 AND mu IS NOT NULL", (guild_id, rating_season, user_id))
        return SocialStats(awards, made or 0, right or 0, tuple(rated) if rated else None)

    # ------------------------------------------------------------------ ratings

    async def rating_model(self) -> str | None:
        return await self.db.value("SELECT value FROM meta WHERE key=$1", (RATING_MODEL,))

    async def rebuild_ratings(self, rate: RateGame, model: str, *, unless_current: bool = False) -> int | None:
        """As SQLite's: counted from a reading taken without a lock, then written with the
        standings locked against writes (a game ending in another process waits for the new
        ratings), counted again there only if a game ended meanwhile."""
        rows = [tuple(r) for r in await self.db.all(_RESULTS)]
        rated, games = await asyncio.to_thread(rate_all, rows, rate)
        async with self.db.transaction() as tx:
            await tx.execute("SELECT pg_advisory_xact_lock($1, $2)", *_REBUILD_LOCK)
            if unless_current and await tx.fetchval("SELECT value FROM meta WHERE key=$1", RATING_MODEL) == model:
                return None
            await tx.execute("LOCK TABLE standings IN SHARE ROW EXCLUSIVE MODE")
            if await tx.fetchval("SELECT COUNT(*) FROM results") != len(rows):
                rows = [tuple(r) for r in await tx.fetch(_RESULTS)]
                rated, games = await asyncio.to_thread(rate_all, rows, rate)
            await tx.execute("UPDATE standings SET mu=NULL, sigma=NULL, rating=NULL WHERE mu IS NOT NULL")
            await tx.executemany("UPDATE standings SET mu=$1, sigma=$2, rating=$3 WHERE guild_id=$4 AND season_id=$5"
                                 " AND user_id=$6", [(*r, *key) for key, r in rated.items()])
            await tx.execute("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE"
                             " SET value=EXCLUDED.value", RATING_MODEL, model)
        return games


async def finish_extras(tx, table: Table, season: int, results: list[ResultRow], end: GameEnd) -> None:
    """A finished game's awards, scored predictions and ratings, in its last move's transaction."""
    if end.awards:
        await tx.executemany("INSERT INTO awards (table_id, award, user_id, guild_id, season_id)"
                             " VALUES ($1,$2,$3,$4,$5) ON CONFLICT DO NOTHING",
                             [(table.id, award, user, table.guild_id, season) for award, user in end.awards])
    scored = [p for p in end.predictions if p.correct is not None]
    if scored:
        await tx.executemany("UPDATE predictions SET correct=$1 WHERE table_id=$2 AND turn_no=$3 AND claim=$4"
                             " AND user_id=$5",
                             [(int(p.correct), table.id, p.turn_no, p.claim, p.user_id) for p in scored])
        by_member: dict[int, list] = {}
        for p in scored:
            tally = by_member.setdefault(p.user_id, [p.name, 0, 0])
            tally[1] += 1
            tally[2] += int(p.correct)
        await tx.executemany(
            "INSERT INTO standings (guild_id, season_id, user_id, computer, name, predictions, reads)"
            " VALUES ($1,$2,$3,NULL,$4,$5,$6) ON CONFLICT (guild_id, season_id, user_id) DO UPDATE"
            " SET predictions = standings.predictions + EXCLUDED.predictions,"
            " reads = standings.reads + EXCLUDED.reads",
            [(table.guild_id, season, user, name, made, right) for user, (name, made, right) in by_member.items()])
    if end.rate is not None and results:
        users = sorted({r.user_id for r in results})
        rows = await tx.fetch("SELECT user_id, mu, sigma FROM standings WHERE guild_id=$1 AND season_id=$2"
                              " AND user_id = ANY($3::bigint[]) FOR UPDATE", table.guild_id, season, users)
        now = {r[0]: (r[1], r[2]) for r in rows}
        rated = end.rate([(r.user_id, r.tally.finish or len(results), *now.get(r.user_id, (None, None)))
                          for r in results])
        await tx.executemany("UPDATE standings SET mu=$1, sigma=$2, rating=$3 WHERE guild_id=$4 AND season_id=$5"
                             " AND user_id=$6", [(mu, sigma, rating, table.guild_id, season, user)
                                                 for user, mu, sigma, rating in rated])
