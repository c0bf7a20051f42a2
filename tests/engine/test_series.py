"""engine.series: three games between the same players (R60–R62), played through real games."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Game, Move
from engine.series import ABANDONED, GAMES, RUNNING, SHARED, WON, GameResult, Series, SeriesOutcome


def play(n, starter, seed, *, forfeit=None):
    """A real game from the deal to its winner with random legal moves; ``forfeit`` =
    (seat, turn): that seat forfeits as soon as that turn begins. Returns (game, result)."""
    game = Game.new(n, random.Random(seed), starter=starter)
    rng = random.Random(seed + 1)
    log = list(game.opening)
    while not game.over:
        if forfeit and game.turn_no >= forfeit[1] and game.alive[forfeit[0]]:
            move = Move(forfeit[0], "forfeit")
        else:
            move = rng.choice(game.legal_moves(rng.choice(game.awaited)))
        log += game.apply(move)
    forfeited = tuple(sorted({e.player for e in log if e.kind == "forfeit"}))
    return game, GameResult(game.winner, game.turn_no, forfeited)


def play_won_by(n, starter, seat, **kw):
    """The first seeded random game that ``seat`` wins."""
    for seed in range(1000):
        game, result = play(n, starter, seed, **kw)
        if result.winner == seat:
            return game, result
    raise AssertionError(f"seat {seat} never won")


def play_series(series, winners, **kw):
    """Play the next games, won by ``winners`` in order, recording each."""
    for seat in winners:
        i = series.next_game
        game, result = play_won_by(series.players, series.starter(i), seat, **kw)
        series = series.record(result)
    return series


# ---------------------------------------------------------------- R60 players and starters

@pytest.mark.parametrize("n", [0, 1, 7, 10])
def test_r60_a_series_is_for_two_to_six_players(n):
    with pytest.raises(ValueError, match="2 to 6 players"):
        Series.new(n, random.Random(1))


def test_r60_the_first_starter_is_random_and_comes_from_the_rng():
    assert {Series.new(5, random.Random(s)).starter(0) for s in range(60)} == set(range(5))
    assert Series.new(5, random.Random(8)) == Series.new(5, random.Random(8))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_r60_the_starting_seat_moves_one_place_clockwise_each_game(n):
    for seed in range(20):
        series = Series.new(n, random.Random(seed))
        starters = [series.starter(i) for i in range(GAMES)]
        assert starters[0] == series.first_starter
        assert starters[1] == (starters[0] + 1) % n
        assert starters[2] == (starters[1] + 1) % n
        for i in range(1, GAMES):
            assert starters[i] != starters[i - 1]  # a different starter each game
        if n >= 3:
            assert len(set(starters)) == 3
        # Recording games does not move anyone: seats never change.
        played = play_series(series, [starters[0]])
        assert [played.starter(i) for i in range(GAMES)] == starters


def test_r60_a_series_has_three_games_only():
    series = Series.new(3, random.Random(1))
    with pytest.raises(ValueError):
        series.starter(3)
    with pytest.raises(ValueError):
        series.starter(-1)


def test_r60_r4_the_two_player_starter_gets_one_coin_in_every_game():
    series = Series.new(2, random.Random(11))
    for i in range(GAMES):
        starter = series.starter(i)
        game = Game.new(2, random.Random(100 + i), starter=starter)
        assert game.turn == starter
        assert game.coins[starter] == 1 and game.coins[1 - starter] == 2
        _, result = play(2, starter, 100 + i)
        series = series.record(result)
    assert series.over and series.next_game is None and sum(series.wins) == GAMES


def test_r60_each_game_won_earns_one_win():
    series = play_series(Series.new(4, random.Random(2)), [3, 3])
    assert series.wins == (0, 0, 0, 2)
    assert series.games_played == 2 and series.next_game == 2
    assert series.outcome == SeriesOutcome(RUNNING, (), (0, 0, 0, 2))
    assert not series.over


# ---------------------------------------------------------------- R61 the series' winner

def test_r61_a_three_way_one_one_one_tie_is_shared_by_all_three():
    series = play_series(Series.new(3, random.Random(5)), [0, 1, 2])
    assert series.over
    assert series.outcome == SeriesOutcome(SHARED, (0, 1, 2), (1, 1, 1))


def test_r61_two_wins_to_one_takes_the_series():
    series = play_series(Series.new(3, random.Random(6)), [2, 0, 2])
    assert series.outcome == SeriesOutcome(WON, (2,), (1, 0, 2))


def test_r61_a_tie_shares_among_the_tied_only_and_coins_never_count():
    series = play_series(Series.new(4, random.Random(7)), [1, 3, 0])
    assert series.outcome == SeriesOutcome(SHARED, (0, 1, 3), (1, 1, 0, 1))
    # Results hold no coins: however long or rich each game was, the wins decide.
    assert Series(4, 0, (GameResult(1, 300), GameResult(3, 4), GameResult(0, 9))).outcome == series.outcome


def test_r61_no_fourth_game_not_even_to_break_a_tie():
    series = play_series(Series.new(3, random.Random(5)), [0, 1, 2])
    with pytest.raises(ValueError):
        series.record(GameResult(0, 10))


# ---------------------------------------------------------------- R62 forfeits and leaving

def test_r62_a_forfeit_loses_that_game_only():
    series = Series.new(2, random.Random(3))
    # Game 1: seat 0 wins. Game 2: seat 0 forfeits on turn 3. Game 3: seat 0 wins.
    series = play_series(series, [0])
    game, result = play(2, series.starter(1), 1, forfeit=(0, 3))
    assert game.winner == 1 and result.forfeited == (0,)
    series = series.record(result)
    assert series.wins == (1, 1) and not series.over
    series = play_series(series, [0])
    assert series.outcome == SeriesOutcome(WON, (0,), (2, 1))


def test_r62_a_forfeiter_can_still_share_the_series():
    series = Series.new(3, random.Random(4))
    game, result = play(3, series.starter(0), 2, forfeit=(0, 2))
    assert 0 in result.forfeited and result.winner != 0
    series = series.record(result)
    series = play_series(series, [0, 3 - result.winner])
    assert series.outcome.status == SHARED and series.outcome.winners == (0, 1, 2)


def test_r57_a_game_won_by_a_stand_in_computer_earns_no_player_a_win():
    series = play_series(Series.new(3, random.Random(2)), [1])
    # Game 2: seat 0 handed its seat to a computer, which won: the win is the computer's.
    series = series.record(GameResult(None, 30, (0,)))
    assert series.wins == (0, 1, 0) and series.next_game == 2
    again = Series.from_dict(json.loads(json.dumps(series.to_dict())))
    assert again == series and again.results[1].winner is None
    series = play_series(series, [2])
    assert series.outcome == SeriesOutcome(SHARED, (1, 2), (0, 1, 1))


def test_r62_leaving_abandons_the_series_with_the_wins_so_far():
    series = play_series(Series.new(3, random.Random(9)), [0, 1])
    # Game 3 is under way when seat 2 leaves: it forfeits that game (R52) and the series.
    game = Game.new(3, random.Random(0), starter=series.starter(2))
    game.apply(game.legal_moves()[0])
    game.apply(Move(2, "forfeit"))
    series = series.leave(2)
    assert series.abandoned and series.over and series.left == 2
    assert series.next_game is None
    assert series.outcome == SeriesOutcome(ABANDONED, (), (1, 1, 0))
    with pytest.raises(ValueError):
        series.record(GameResult(0, 12))
    with pytest.raises(ValueError):
        series.leave(1)


def test_r62_leaving_before_the_first_game_abandons_with_no_wins():
    series = Series.new(2, random.Random(1)).leave(0)
    assert series.outcome == SeriesOutcome(ABANDONED, (), (0, 0))


def test_r62_nobody_leaves_a_series_that_is_over():
    series = play_series(Series.new(2, random.Random(3)), [0, 1, 1])
    with pytest.raises(ValueError):
        series.leave(0)
    assert series.outcome == SeriesOutcome(WON, (1,), (1, 2))


def test_results_name_seats_of_the_series():
    series = Series.new(3, random.Random(1))
    for bad in (GameResult(3, 10), GameResult(-1, 10), GameResult(0, -1),
                GameResult(0, 10, (0,)), GameResult(0, 10, (5,)), GameResult(0, 10, (1, 1))):
        with pytest.raises(ValueError):
            series.record(bad)
    with pytest.raises(ValueError):
        series.leave(3)


def test_a_series_is_an_immutable_value():
    series = Series.new(3, random.Random(1))
    after = series.record(GameResult(1, 20, [2]))
    assert series.games_played == 0 and after.games_played == 1
    assert after.results[0].forfeited == (2,)
    with pytest.raises(AttributeError):
        series.players = 4


def test_from_dict_refuses_other_schemas_and_bad_data():
    data = Series.new(3, random.Random(1)).to_dict()
    with pytest.raises(ValueError):
        Series.from_dict({**data, "schema": 99})
    with pytest.raises(ValueError):
        Series.from_dict({**data, "players": 9})
    with pytest.raises(ValueError):
        Series.from_dict({**data, "results": [{"winner": 0, "turns": 3}] * 4})


# ---------------------------------------------------------------- properties

result_lists = st.integers(2, 6).flatmap(lambda n: st.tuples(
    st.just(n),
    st.integers(0, 2**32 - 1),
    st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, 400), st.sets(st.integers(0, n - 1))),
             max_size=GAMES),
    st.one_of(st.none(), st.tuples(st.integers(0, GAMES), st.integers(0, n - 1))),
))


@settings(max_examples=500, deadline=None)
@given(result_lists)
def test_r60_r61_r62_wins_and_outcomes_over_random_results(case):
    n, seed, results, leave = case
    series = Series.new(n, random.Random(seed))
    for k, (winner, turns, forfeited) in enumerate(results):
        if leave is not None and leave[0] == k:
            series = series.leave(leave[1])
        forfeited.discard(winner)
        result = GameResult(winner, turns, tuple(sorted(forfeited)))
        if series.over:
            with pytest.raises(ValueError):
                series.record(result)
            continue
        series = series.record(result)
    if leave is not None and leave[0] >= len(results) and not series.over:
        series = series.leave(leave[1])

    wins = series.wins
    assert sum(wins) == series.games_played <= GAMES
    assert series.outcome.wins == wins
    status = series.outcome.status
    if series.abandoned:
        assert status == ABANDONED and series.outcome.winners == ()
    elif series.games_played < GAMES:
        assert status == RUNNING and series.outcome.winners == () and not series.over
    else:
        best = max(wins)
        assert series.outcome.winners == tuple(s for s in range(n) if wins[s] == best)
        assert status == (WON if len(series.outcome.winners) == 1 else SHARED)
    assert series.over == (status != RUNNING)
    assert series.next_game == (None if series.over else series.games_played)

    data = json.loads(json.dumps(series.to_dict()))
    assert Series.from_dict(data) == series
    assert Series.from_dict(data).to_dict() == series.to_dict()
