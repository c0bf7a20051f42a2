"""Three-game series through the engine and the store (R60-R63): who starts each game, the
2-player coin, won and shared series, a forfeit that loses one game only, a player who
leaves the series, and results kept per server.

The games are played through the bot's services on a real database (SQLite and PostgreSQL),
as the bot plays them;
a game is ended quickly by having everyone but the chosen winner forfeit it (R52), which is
a game's forfeit, not leaving the series.
"""

import random

import pytest

from bot import render
from bot.computers import Computers
from bot.errors import UserFacingError
from bot.i18n import words
from bot.timers import Scheduler
from engine import Move
from engine.rng import SplitMix
from engine.series import GameResult, Series
from tests.bot.services import services
from tests.bot.stores import fetch, fetch_one

GUILD, CHANNEL = 7, 70


@pytest.fixture
async def service(database):
    clock = iter(range(1_000_000, 2_000_000, 10))
    async with services(database, clock=lambda: float(next(clock)), rng_factory=lambda: SplitMix(42)) as svc:
        yield svc


async def open_series(svc, n: int, *, guild=GUILD, channel=CHANNEL, variant="standard"):
    """A series lobby of ``n`` people (ids 1..n), started: the first game is running."""
    table = await svc.lobbies.open(guild, channel, 1, "p1", "live", variant, series=True)
    for user in range(2, n + 1):
        await svc.lobbies.join(table.id, user, f"p{user}")
    change = await svc.lobbies.start(table.id, 1)
    return change.table


async def win(svc, table, seat: int) -> None:
    """Everyone but ``seat`` forfeits the game, so ``seat`` wins it (the engine's R52)."""
    for other in range(len(table.players)):
        fresh = await svc.get(table.id)
        if fresh.status != "running":
            break
        if other != seat and svc.game(fresh).alive[other]:
            await svc.forfeit(table.id, fresh.players[other].id)


async def series_of(svc, table):
    row = await svc.records.series(table.series_id)
    return row, Series.from_dict(row.state)


async def test_r60_starter_moves_one_seat_clockwise_each_game_same_seats(service):
    svc = service
    table = await open_series(svc, 4)
    _, played = await series_of(svc, table)
    starters = []
    seats = []
    for k in range(3):
        game = svc.game(table)
        starters.append(game.turn)
        seats.append([s.id for s in table.players])
        assert table.series_game == k
        await win(svc, table, 0)
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 1, False)).table
    first = played.first_starter
    assert starters == [first, (first + 1) % 4, (first + 2) % 4]
    assert seats == [[1, 2, 3, 4]] * 3  # the same players in the same seats every game


async def test_r60_two_player_series_starter_gets_one_coin_in_every_game(service):
    svc = service
    table = await open_series(svc, 2)
    for k in range(3):
        game = svc.game(table)
        coins = game.coins
        assert coins[game.turn] == 1 and coins[1 - game.turn] == 2  # R4, in every game of the series
        await win(svc, table, k % 2)
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 1, False)).table
    row, played = await series_of(svc, table)
    assert row.status == "won" and played.wins == (2, 1)


async def test_r60_draft_series_deals_a_draft_every_game(service):
    svc = service
    table = await open_series(svc, 2, variant="draft")
    for k in range(3):
        assert svc.game(table).step == "draft"  # R12: the choice is made again at every new deal
        await win(svc, table, 0)
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 2, True)).table


async def test_r60_series_refused_for_seven_players(service):
    """A series is for 2 to 6 players: its lobby refuses a seventh seat, with a sentence."""
    svc = service
    table = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1", series=True)
    for user in range(2, 7):
        await svc.lobbies.join(table.id, user, f"p{user}")
    with pytest.raises(UserFacingError) as refused:
        await svc.lobbies.join(table.id, 7, "p7")
    assert refused.value.key == "no.series_full" and refused.value.params == {"n": 6}
    with pytest.raises(UserFacingError) as refused:
        await svc.lobbies.add_computer(table.id, 1, "easy")
    assert refused.value.key == "no.series_full"
    assert len((await svc.get(table.id)).players) == 6 and (await svc.get(table.id)).status == "lobby"


async def test_r61_most_wins_takes_the_series_and_a_tie_is_shared(service):
    svc = service
    # 2-1: won.
    table = await open_series(svc, 3)
    for k, winner in enumerate((1, 2, 1)):
        await win(svc, table, winner)
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 1, False)).table
    row, played = await series_of(svc, table)
    assert row.status == "won" and played.outcome.winners == (1,)
    found = await fetch(svc.store, "SELECT user_id, wins, outcome FROM series_results WHERE series_id=?"
                                   " ORDER BY user_id", (row.id,))
    assert found == [(1, 0, "lost"), (2, 2, "won"), (3, 1, "lost")]
    # 1-1-1 in another channel: shared by all three, no tiebreak game (R61).
    table = await open_series(svc, 3, channel=CHANNEL + 1)
    for k, winner in enumerate((0, 1, 2)):
        await win(svc, table, winner)
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 1, False)).table
    row, played = await series_of(svc, table)
    assert row.status == "shared" and played.outcome.winners == (0, 1, 2)
    with pytest.raises(UserFacingError):  # there is no fourth game
        await svc.lobbies.next_game(table.id, 1, False)


async def test_r62_a_forfeited_game_loses_that_game_only(service):
    svc = service
    table = await open_series(svc, 3)
    # Game 1: seat 2 forfeits first (as after missing turns, R52); seat 0 wins.
    await svc.forfeit(table.id, 3)
    await win(svc, table, 0)
    row, played = await series_of(svc, table)
    assert row.status == "running" and 2 in played.results[0].forfeited
    # The forfeiter plays game 2 and can win it.
    table = (await svc.lobbies.next_game(table.id, 1, False)).table
    assert svc.game(table).alive == [True, True, True]
    await win(svc, table, 2)
    _, played = await series_of(svc, table)
    assert played.wins == (1, 0, 1)


async def test_r62_leaving_the_series_abandons_it_with_the_wins_so_far(service):
    svc = service
    table = await open_series(svc, 3)
    await win(svc, table, 1)
    table = (await svc.lobbies.next_game(table.id, 1, False)).table
    # In game 2, seat 2 leaves the series: the game goes on without them, the series is abandoned.
    row, _ = await series_of(svc, table)
    change = await svc.lobbies.abandon_series(row, 3)
    assert change.table.status == "running" and not change.game.alive[2]
    row, played = await series_of(svc, table)
    assert row.status == "abandoned" and played.left == 2 and played.wins == (0, 1, 0)
    found = await fetch(svc.store, "SELECT user_id, wins, outcome FROM series_results WHERE series_id=?"
                                   " ORDER BY user_id", (row.id,))
    assert found == [(1, 0, "abandoned"), (2, 1, "abandoned"), (3, 0, "abandoned")]
    await win(svc, table, 0)  # the game still ends, and counts as a game, but not for the series
    _, played = await series_of(svc, table)
    assert played.games_played == 1 and not played.outcome.winners
    with pytest.raises(UserFacingError):
        await svc.lobbies.next_game(table.id, 1, False)
    games = await fetch_one(svc.store, "SELECT COUNT(DISTINCT table_id) FROM results WHERE series_id=?", (row.id,))
    assert games[0] == 2


async def test_r62_only_the_host_or_a_manager_moves_a_series_on(service):
    svc = service
    table = await open_series(svc, 3)
    await win(svc, table, 0)
    with pytest.raises(UserFacingError) as refused:
        await svc.lobbies.next_game(table.id, 2, False)
    assert refused.value.key == "no.host.next"
    nxt = await svc.lobbies.next_game(table.id, 2, True)  # Manage Server may
    with pytest.raises(UserFacingError):  # and it happens once
        await svc.lobbies.next_game(table.id, 1, False)
    assert nxt.table.series_game == 1


async def test_r63_results_are_kept_per_server_from_the_event_logs(service):
    svc = service
    table = await open_series(svc, 2)
    await win(svc, table, 1)
    other = await open_series(svc, 2, guild=GUILD + 1, channel=CHANNEL + 5)
    await win(svc, other, 0)
    found = await fetch(svc.store, "SELECT guild_id, user_id, won, finish, forfeited FROM results"
                                   " ORDER BY guild_id, user_id")
    assert found == [(GUILD, 1, 0, 2, 1), (GUILD, 2, 1, 1, 0),
                                        (GUILD + 1, 1, 1, 1, 0), (GUILD + 1, 2, 0, 2, 1)]
    season = await svc.store.records.season(GUILD, None)
    board, total = await svc.store.standings.leaderboard(GUILD, season[0])
    assert total == 2 and [(r.user_id, r.wins, r.games) for r in board] == [(2, 1, 1), (1, 0, 1)]
    other_season = await svc.store.records.season(GUILD + 1, None)
    assert other_season[0] != season[0]  # each server has its own seasons
    assert (await svc.store.standings.member(GUILD + 1, 2)).wins == 0


async def test_r63_random_games_of_a_series_record_every_result(service):
    """Three real games of random legal moves: every result row matches its game."""
    svc = service
    rng = random.Random(3)
    table = await open_series(svc, 3)
    for k in range(3):
        while True:
            fresh = await svc.get(table.id)
            if fresh.status != "running":
                break
            game = svc.game(fresh)
            seat = game.awaited[0]
            moves = game.legal_moves(seat)
            move = rng.choice(moves)
            await svc.move(table.id, fresh.players[seat].id, lambda g, s, m=move: [m], fresh.prompt_no)
        finished = await svc.get(table.id)
        found = await fetch(svc.store, "SELECT seat, won FROM results WHERE table_id=? ORDER BY seat", (table.id,))
        assert [r[1] for r in found] == [int(p.id == finished.winner_id) for p in finished.players]
        if k < 2:
            table = (await svc.lobbies.next_game(table.id, 1, False)).table
    row, played = await series_of(svc, table)
    assert played.games_played == 3 and row.status in ("won", "shared")
    assert sum(played.wins) == 3


async def test_r60_a_second_series_or_game_in_a_channel_with_a_series_is_refused(service):
    svc = service
    table = await open_series(svc, 2)
    with pytest.raises(UserFacingError) as busy:  # a game of the series is running
        await svc.lobbies.open(GUILD, CHANNEL, 3, "p3", series=True)
    assert busy.value.key == "no.series_busy"
    await win(svc, table, 0)
    with pytest.raises(UserFacingError) as between:  # between games, the channel is the series'
        await svc.lobbies.open(GUILD, CHANNEL, 3, "p3", series=True)
    assert between.value.key == "no.series_busy"
    other = await svc.lobbies.open(GUILD, CHANNEL + 9, 3, "p3", series=True)  # another channel is free
    assert other.wants_series


async def test_r60_a_computer_starts_each_game_of_a_series_knowing_how_each_player_challenged(service):
    """The seat on turn claims Tax and the other challenges it, in the series' first game.
    In the second, a computer deciding for the claimant's seat (its own, or the person's on
    autopilot) knows the other challenged one claim of one, and holds this game's cards;
    in another series' first game it knows nothing of them."""
    svc = service
    table = await open_series(svc, 2)
    claimant = svc.game(table).turn
    doubter = 1 - claimant
    await svc.move(table.id, table.players[claimant].id, lambda g, s: [Move(s, "tax")])
    await svc.move(table.id, table.players[doubter].id, lambda g, s: [Move(s, "challenge")])
    while (fresh := await svc.get(table.id)).status == "running" and svc.game(fresh).step in ("prove", "lose"):
        await svc.move(table.id, fresh.players[svc.game(fresh).awaited[0]].id, lambda g, s: [g.legal_moves(s)[0]])
    await win(svc, table, claimant)
    computers = Computers(Scheduler(), svc.cache, svc.store.tables, svc.play, courier=None)
    first = await computers.memory(await svc.get(table.id), claimant)
    assert first.chances == {doubter: 1} and first.challenges == {doubter: 1}
    second = (await svc.lobbies.next_game(table.id, 1, False)).table
    assert second.series_game == 1
    kept = await computers.memory(second, claimant)
    assert kept.chances == {doubter: 1} and kept.challenges == {doubter: 1}
    assert kept.hand == list(svc.game(second).hands[claimant])   # this game's cards, not the last's
    assert not any(kept.claims.values())
    other = await open_series(svc, 2, channel=CHANNEL + 1)
    assert (await computers.memory(other, claimant)).chances == {}


def test_r57_a_game_won_by_a_stand_in_is_told_as_nobody_s_win_in_the_series_end():
    played = Series(2, 0, (GameResult(None, 12, (0,)), GameResult(1, 9), GameResult(0, 20)))
    lines = render.series_lines(words("en"), played, ["Ann", "Bob"], played.outcome.status)
    assert lines[0] == "Game 1: a computer that took over a seat won in 12 turns (no win for anyone in the series)."
    assert lines[1:] == ["Game 2: **Bob** won in 9 turns.", "Game 3: **Ann** won in 20 turns.",
                         "🤝 **Ann and Bob share the series** with 1 win each."]
