"""Standings per server (R63): the leaderboard's order and paging against hand-counted
results, a member's stats against a game counted by hand, seasons, and servers kept apart
(each on SQLite and on PostgreSQL: the ``store`` fixture of tests/bot/conftest.py)."""

import random
from pathlib import Path

import bot.migrations
from bot.store.postgres import PostgresStore
from bot.store.sqlite.db import split_statements

from bot.ratings import Ratings
from bot.store import Seat, Table
from bot.tables import Records
from engine import Game, Move
from tests.bot.stores import fetch, write
from tests.engine.test_record import scripted_game

GUILD = 5


async def add_game(store, guild, season, players: list[tuple[int, str | None]], winner: int, table_id: int,
                   ended: float = 1000.0) -> None:
    """A finished game's result rows, as the bot writes them (one per player)."""
    await write(store,
                ("INSERT INTO tables (id, guild_id, channel_id, host_id, status, mode, variant, players, created_at,"
                 " updated_at) VALUES (?,?,?,?,'finished','live','standard','[]',0,0)",
                 [(table_id, guild, 100 + table_id, players[0][0])]),
                ("INSERT INTO results (table_id, seat, guild_id, season_id, series_id, user_id, computer, name, players,"
                 " won, finish, forfeited, claims, bluffs, bluffs_caught, challenges, challenges_won, blocks, turns,"
                 " ended_at) VALUES (?,?,?,?,NULL,?,?,?,?,?,?,0,0,0,0,0,0,0,10,?)",
                 [(table_id, seat, guild, season, user, computer, f"u{user}", len(players), int(seat == winner),
                   1 if seat == winner else 2, ended + table_id) for seat, (user, computer) in enumerate(players)]))


async def test_leaderboard_order_and_paging_against_hand_counted_results(store):
    season = await store.records.current_season(GUILD)
    # Hand-counted: 24 people u101..u124 play 2-player games. Person 100+k plays k games
    # against person 200 and wins min(k, 12) - (k % 3 == 0) of them.
    table_id = 0
    expected = {}
    for k in range(1, 25):
        wins = min(k, 12) - (k % 3 == 0)
        expected[100 + k] = (wins, k)
        for g in range(k):
            table_id += 1
            await add_game(store, GUILD, season, [(100 + k, None), (200, None)], 0 if g < wins else 1, table_id)
    # Person 200 won every game the others lost. By hand: the others won 1+…+12 + 12×12 = 222
    # less one for each k divisible by 3 (8 of them) = 214 of 1+…+24 = 300 games.
    expected[200] = (sum(k - w for w, k in expected.values()), sum(k for _, k in expected.values()))
    assert expected[200] == (86, 300)
    # A computer plays too: listed apart, never ranked.
    table_id += 1
    await add_game(store, GUILD, season, [(101, None), (-1, "normal")], 1, table_id)
    expected[101] = (expected[101][0], expected[101][1] + 1)
    # Another server's results never show here.
    await add_game(store, GUILD + 1, await store.records.current_season(GUILD + 1), [(101, None), (102, None)], 0, 9999)

    # Most wins first; equal wins: fewer games (the better rate) first; then the lower id.
    order = sorted(expected, key=lambda u: (-expected[u][0], expected[u][1], u))
    pages = []
    for page in (1, 2, 3):
        rows, total = await store.standings.leaderboard(GUILD, season, page)
        assert total == 25
        pages.append([(r.user_id, r.wins, r.games) for r in rows])
        assert [r.rank for r in rows] == list(range((page - 1) * 10 + 1, (page - 1) * 10 + 1 + len(rows)))
    assert [u for page in pages for u, _, _ in page] == order
    assert all((w, g) == expected[u] for page in pages for u, w, g in page)
    assert [len(p) for p in pages] == [10, 10, 5]
    assert (await store.standings.leaderboard(GUILD, season, 4))[0] == []
    # By hand: 200 first (86 wins), then the 12-win players by fewest games: u113, u114, u116
    # (u112 and u115 have 11: 12 and 15 are divisible by 3).
    assert [u for u, _, _ in pages[0][:4]] == [200, 113, 114, 116]
    computers = await store.standings.computers(GUILD, season)
    assert [(r.computer, r.wins, r.games) for r in computers] == [("normal", 1, 1)]
    # The kept sums agree with a fresh count of the result rows.
    recount = await store.standings.recount(GUILD, season)
    kept = "SELECT user_id, games, wins, finish_sum FROM standings WHERE guild_id=? AND season_id=? ORDER BY user_id"
    assert await fetch(store, kept, (GUILD, season)) == recount
    await store.standings.rebuild()
    assert await fetch(store, kept, (GUILD, season)) == recount


async def test_a_new_season_starts_empty_and_old_seasons_stay_readable(store):
    first = await store.records.current_season(GUILD)
    await add_game(store, GUILD, first, [(1, None), (2, None)], 0, 1)
    number, name = await store.records.new_season(GUILD, "Spring", by=1)
    assert (number, name) == (2, "Spring")
    second = await store.records.current_season(GUILD)
    assert second != first
    assert (await store.standings.leaderboard(GUILD, second))[1] == 0
    rows, total = await store.standings.leaderboard(GUILD, first)
    assert total == 2 and rows[0].user_id == 1
    assert [s[1:3] for s in await store.records.seasons(GUILD)] == [(2, "Spring"), (1, "")]  # shown as "Season 1"
    # Nothing was deleted: the member's all-time stats still count the first season's game.
    assert (await store.standings.member(GUILD, 1)).games == 1
    assert await store.standings.member(GUILD, 1, second) is None


async def finish_scripted(store, players: list[Seat], channel: int = 77, ended: float = 5000.0, table=None):
    """The scripted game of tests/engine/test_record.py (seat 0 wins), stored as the bot
    stores a game and finished through the bot's own end-of-game path (at ``table``, or a
    new one)."""
    game, log = scripted_game()
    table = table or await store.tables.create(Table(guild_id=GUILD, channel_id=channel, host_id=11,
                                                     players=players, status="running"))
    # Every move but the last is stored as it happened; the last one ends the game.
    last = len(log) - 1
    while log[last].kind != "forfeit":
        last -= 1
    table.version, table.state = 1, game.to_dict()
    await store.tables.save(table, events=log[:last])
    table.version, table.status = 2, "finished"
    table.winner_id, table.ended_at = players[0].id, ended
    await Records(store.tables, store.records, store.social, Ratings()).finish(table, game, log[last:])
    return table


async def test_stats_of_a_game_counted_by_hand(store):
    """The scripted game of tests/engine/test_record.py, finished through the bot's own
    end-of-game path: the stats equal the hand count there."""
    await finish_scripted(store, [Seat(11, "A"), Seat(12, "B"), Seat(13, "C")])

    a, b, c = [await store.standings.member(GUILD, u) for u in (11, 12, 13)]
    # A: 4 claims, 2 bluffs, 1 caught; 1 challenge, won; 1 block; won, 1st.
    assert (a.games, a.wins, a.finish_avg, a.claims, a.bluffs, a.bluffs_caught, a.challenges,
            a.challenges_won, a.blocks) == (1, 1, 1.0, 4, 2, 1, 1, 1, 1)
    # B: 3 claims, 2 bluffs, none caught; 1 challenge, won; 1 block; 2nd.
    assert (b.games, b.wins, b.finish_avg, b.claims, b.bluffs, b.bluffs_caught, b.challenges,
            b.challenges_won, b.blocks) == (1, 0, 2.0, 3, 2, 0, 1, 1, 1)
    # C: 3 claims, 1 bluff, caught; 1 challenge, lost; 2 blocks; 3rd.
    assert (c.games, c.wins, c.finish_avg, c.claims, c.bluffs, c.bluffs_caught, c.challenges,
            c.challenges_won, c.blocks) == (1, 0, 3.0, 3, 1, 1, 1, 0, 2)
    assert await store.standings.member(GUILD + 1, 11) is None  # another server knows nothing of it
    assert await store.standings.member(GUILD, 99) is None      # nor of someone who never played


async def test_games_finished_before_results_were_kept_are_counted(store):
    """A database upgraded from before migration 008 holds finished games without results:
    they are read from their event logs once."""
    game = Game.new(["A", "B"], random.Random(1))
    log = list(game.opening)
    log += game.apply(Move(game.turn, "forfeit"))
    table = await store.tables.create(Table(guild_id=GUILD, channel_id=78, host_id=1,
                                            players=[Seat(1, "A"), Seat(2, "B")], status="running"))
    table.version, table.state, table.status = 1, game.to_dict(), "finished"
    table.winner_id = [1, 2][game.winner]
    await store.tables.save(table, events=log)
    records = Records(store.tables, store.records, store.social, Ratings())
    assert await store.records.unrecorded_games() == [table.id]
    assert await records.record_old_games() == 1
    assert await store.records.unrecorded_games() == []
    assert (await store.standings.member(GUILD, table.winner_id)).wins == 1


async def test_computers_are_counted_by_level_not_by_seat(store):
    """Issue 33: every game's second seat is "Bot 2" (the same id), whatever its level: an
    easy computer's win must count for easy, and a normal one's loss for normal."""
    await finish_scripted(store, [Seat(-2, "Bot 2", "easy"), Seat(12, "B"), Seat(13, "C")], channel=77)
    await finish_scripted(store, [Seat(11, "A"), Seat(-2, "Bot 2", "normal"), Seat(13, "C")], channel=78)
    season = await store.records.current_season(GUILD)
    computers = await store.standings.computers(GUILD, season)
    assert sorted((r.computer, r.wins, r.games) for r in computers) == [("easy", 1, 1), ("normal", 0, 1)]


async def test_computer_results_stored_by_seat_are_moved_to_their_level(store):
    """A database from before issue 33 holds computers' results under their seat's id; the
    migration moves them to their level and counts the computers' standings again."""
    season = await store.records.current_season(GUILD)
    await add_game(store, GUILD, season, [(-2, "easy"), (12, None)], 0, 1)
    await add_game(store, GUILD, season, [(11, None), (-2, "normal")], 0, 2)
    await add_game(store, GUILD, season, [(-1, "normal"), (-2, "normal"), (12, None)], 1, 3)
    postgres = isinstance(store, PostgresStore)
    (migration,) = (Path(bot.migrations.__file__).parent / ("postgres" if postgres else "sqlite")).glob(
        "*_computers_by_level.sql")
    async with store.db.transaction() as tx:
        for statement in [migration.read_text()] if postgres else split_statements(migration.read_text()):
            await tx.execute(statement)
    computers = await store.standings.computers(GUILD, season)
    assert sorted((r.computer, r.wins, r.games) for r in computers) == [("easy", 1, 1), ("normal", 1, 3)]
    assert await fetch(store, "SELECT DISTINCT user_id FROM results WHERE computer IS NOT NULL ORDER BY user_id") \
        == [(-1002,), (-1001,)]
    assert (await store.standings.member(GUILD, 12)).games == 2   # people's rows are untouched
