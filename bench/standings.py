"""The leaderboard, stats and history queries over a server with many stored games, the
skill ratings (one game's update, and all of them counted again), and a replay.

    python bench/standings.py [--games 100000] [--runs 21] [--json]

Builds a database with the bot's own migrations, fills one server with ``--games``
finished games (3-6 players each from 600 members, a few computers, some series, two
seasons), then times the queries the bot runs for /coup leaderboard (by wins, by rating,
by reads), /coup stats and /coup history through the bot's store (aiosqlite, as the bot
runs them); the rating of one finished game as its last move's transaction writes it;
``python -m bot rebuild-ratings`` over every stored game; and a 50-turn, 6-player game's
replay rendered page by page. Prints the medians and p90 as JSON.

Indexes: `standings_board` (guild, season, wins DESC, games, user) WHERE computer IS NULL
serves the leaderboard from per-season sums kept by triggers; `results_by_member`
(guild, user, ended_at) serves history, `results_member_figures` (guild, user, season and
every figure) lets /coup stats read one index only; `series_results_by_member` the series.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.i18n import words  # noqa: E402
from bot.ratings import MIN_GAMES, Ratings  # noqa: E402
from bot.replay import replay_message  # noqa: E402
from bot.store import GameEnd, ResultRow, Seat, Store, Table  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402
from bot.store.sqlite.social import finish_extras  # noqa: E402
from engine import Game  # noqa: E402
from engine import record as R  # noqa: E402
from engine.record import PlayerTally  # noqa: E402

GUILD = 1


async def fill(store: Store, games: int, seed: int = 1) -> dict:
    rng = random.Random(seed)
    members = list(range(10_000, 10_600))
    heavy = members[0]
    db = store.db
    first = await store.records.current_season(GUILD)
    now = time.time() - games * 60
    tables, results = [], []
    series_rows = []
    for t in range(1, games + 1):
        n = rng.randint(3, 6)
        players = rng.sample(members[1:], n - 1) + [heavy] if t % 7 == 0 else rng.sample(members, n)
        if t % 50 == 0:
            players[-1] = -rng.randint(1, 3)  # a computer
        winner = rng.randrange(n)
        ended = now + t * 60
        tables.append((t, GUILD, 1_000 + t % 40, players[0], ended))
        order = list(range(n))
        rng.shuffle(order)
        order.remove(winner)
        finish = {winner: 1, **{s: i + 2 for i, s in enumerate(order)}}
        for seat, user in enumerate(players):
            results.append((t, seat, GUILD, first, None, user, "normal" if user < 0 else None, f"m{user}", n,
                            int(seat == winner), finish[seat], 0, rng.randint(0, 6), rng.randint(0, 3),
                            rng.randint(0, 1), rng.randint(0, 3), rng.randint(0, 2), rng.randint(0, 2), 20, ended))
        if t % 3 == 0 and t % 9 == 0:
            series_rows.append((t // 9, players[:3], ended))
    async with db.transaction() as tx:
        await tx.executemany("INSERT INTO tables (id, guild_id, channel_id, host_id, status, mode, variant, players,"
                             " state, created_at, updated_at, ended_at) VALUES (?,?,?,?,'finished','live','standard',"
                             "'[]','{\"turn_no\": 20}',0,0,?)", tables)
        await tx.executemany(
            "INSERT INTO results (table_id, seat, guild_id, season_id, series_id, user_id, computer, name, players, won,"
            " finish, forfeited, claims, bluffs, bluffs_caught, challenges, challenges_won, blocks, turns, ended_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", results)
        for sid, players, ended in series_rows:
            await tx.execute("INSERT INTO series (id, guild_id, channel_id, host_id, season_id, players, state, status,"
                             " mode, variant, created_at, ended_at) VALUES (?,?,?,?,?,'[]','{}','won','live','standard',"
                             "?,?)", (sid, GUILD, 1, players[0], first, ended, ended))
            await tx.executemany(
                "INSERT INTO series_results (series_id, user_id, guild_id, season_id, computer, wins, outcome, ended_at)"
                " VALUES (?,?,?,?,NULL,?,?,?)",
                [(sid, u, GUILD, first, 2 if i == 0 else 0, "won" if i == 0 else "lost", ended)
                 for i, u in enumerate(players)])
        # R58: some members' predictions, scored (the reads ladder)
        await tx.executemany("UPDATE standings SET predictions=?, reads=? WHERE guild_id=? AND season_id=? AND user_id=?",
                             [(m, rng.randint(0, m), GUILD, first, u)
                              for u in members[::2] for m in (rng.randint(1, 40),)])
    await db.writer.execute("ANALYZE")
    return {"season": first, "heavy": heavy, "rows": len(results), "members": members}


def long_game(turns: int = 50, players: int = 6):
    """The full log of the first seeded random game of ``players`` that lasted ``turns`` to
    ``turns`` + 5 turns."""
    for seed in range(10_000):
        rng = random.Random(seed)
        game = Game.new(players, random.Random(seed))
        log = list(game.opening)
        while not game.over:
            moves = game.legal_moves(rng.choice(game.awaited))
            quiet = [m for m in moves if m.kind in ("income", "allow", "reveal", "keep", "prove")]
            log += game.apply(rng.choice(quiet if quiet and rng.random() < 0.8 else moves))
        if turns <= game.turn_no <= turns + 5:
            return log, game
    raise RuntimeError("no long game")


async def timed_sync(runs: int, call) -> dict:
    async def wrapped():
        call()
    return await timed(runs, wrapped)


async def timed(runs: int, call) -> dict:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    return {"median_ms": round(statistics.median(samples), 2), "p90_ms": round(samples[int(len(samples) * 0.9)], 2)}


async def main(games: int, runs: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        store = await SqliteStore.open(Path(tmp) / "bench.sqlite3")
        t0 = time.perf_counter()
        facts = await fill(store, games)
        filled = time.perf_counter() - t0
        season, heavy = facts["season"], facts["heavy"]
        s, social = store.standings, store.social
        ratings = Ratings()
        t0 = time.perf_counter()
        rated = await social.rebuild_ratings(ratings.rate, ratings.model)
        rebuild_s = time.perf_counter() - t0
        out = {
            "games": games, "result_rows": facts["rows"], "fill_s": round(filled, 1),
            "leaderboard_page_1": await timed(runs, lambda: s.leaderboard(GUILD, season, 1)),
            "leaderboard_page_30": await timed(runs, lambda: s.leaderboard(GUILD, season, 30)),
            "leaderboard_computers": await timed(runs, lambda: s.computers(GUILD, season)),
            "leaderboard_by_rating_page_1": await timed(runs, lambda: social.ranking(GUILD, season, "rating", 1,
                                                                                     MIN_GAMES)),
            "leaderboard_by_rating_page_30": await timed(runs, lambda: social.ranking(GUILD, season, "rating", 30,
                                                                                      MIN_GAMES)),
            "leaderboard_by_reads_page_1": await timed(runs, lambda: social.ranking(GUILD, season, "reads", 1)),
            "stats_heavy_member_all_seasons": await timed(runs, lambda: s.member(GUILD, heavy)),
            "stats_heavy_member_one_season": await timed(runs, lambda: s.member(GUILD, heavy, season)),
            "stats_social_heavy_member": await timed(runs, lambda: social.member(GUILD, heavy, None, season)),
            "history_heavy_member": await timed(runs, lambda: s.history(GUILD, heavy)),
            "series_history": await timed(runs, lambda: s.series_history(GUILD, heavy)),
            "ratings_rebuild": {"games": rated, "s": round(rebuild_s, 1)},
        }
        # One finished game's rating, as its last move's transaction writes it (4 members).
        rng = random.Random(2)
        table = Table(guild_id=GUILD, channel_id=1, host_id=heavy, id=1)

        async def rate_one():
            players = rng.sample(facts["members"], 4)
            results = [ResultRow(u, None, f"m{u}", PlayerTally(seat, 0, 0, 0, 0, 0, 0, seat + 1, seat == 0, False, 20))
                       for seat, u in enumerate(players)]
            async with store.db.transaction() as tx:
                await finish_extras(tx, table, season, results, GameEnd(rate=ratings.rate))
        out["rating_update_one_game"] = await timed(runs, rate_one)
        out["rating_model_alone_one_game"] = await timed_sync(runs * 10, lambda: ratings.rate(
            [(1, 1, 27.0, 3.0), (2, 2, 24.0, 4.0), (3, 3, None, None), (4, 4, 25.0, 2.0)]))
        rows = await store.db.all("SELECT COUNT(*) FROM results WHERE user_id=?", (heavy,))
        out["heavy_member_games"] = rows[0][0]
        out["target_ms"] = 50
        await store.close()
    # A 50-turn game's replay, every page rendered in turn (as a player pages through it).
    log, game = long_game()
    w = words("en")
    seats = Table(guild_id=GUILD, channel_id=1, host_id=1, id=1,
                  players=[Seat(i, f"Player {i}") for i in range(game.n)])

    def whole_replay():
        turns = R.replay(log, game.n)
        for page in range(1, len(turns) + 1):
            replay_message(w, seats, turns, page)
    def one_click():   # what the bot does for a page: the whole log replayed, one page drawn
        turns = R.replay(log, game.n)
        replay_message(w, seats, turns, len(turns) // 2)
    pages = len(R.replay(log, game.n))
    whole = await timed_sync(runs, whole_replay)
    out["replay"] = {"turns": game.turn_no, "players": game.n, "events": len(log), "pages": pages,
                     "every_page_in_turn": whole, "per_page_ms": round(whole["median_ms"] / pages, 3),
                     "one_page_as_a_click_draws_it": await timed_sync(runs, one_click)}
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--json", action="store_true", help="(the output is always JSON)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.games, args.runs)), indent=2))
