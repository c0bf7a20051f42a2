"""A computer in a three-game series (R60: the same seats every game) starts each game
knowing how the others challenged and blocked in the earlier ones, and nothing of their
cards."""

import collections
import random

from engine.ai import Memory, decide
from engine.beliefs import Reputation

from .table import play, table
from .test_ai import dealt


def a_game_seat_0_let_pass():
    """Seat 1 claims five times; seat 0 lets every claim pass and loses."""
    game = table([["Contessa", "Ambassador"], ["Duke", "Captain"]], starter=1)
    log = dealt(game, 1) + play(
        game, "1 tax", "0 allow", "0 income", "1 tax", "0 allow", "0 income", "1 coup 0",
        "0 reveal Contessa", "0 income", "1 tax", "0 allow", "0 income", "1 steal 0", "0 allow",
        "0 allow", "0 income", "1 tax", "0 allow", "0 income", "1 coup 0")
    assert game.over and game.winner == 1
    return log


def a_game_seat_0_challenged():
    """Seat 0 challenges both claims of seat 1, blocks a steal with a Captain it lacks and
    is caught, and loses."""
    game = table([["Contessa", "Ambassador"], ["Duke", "Captain"]], starter=1)
    log = dealt(game, 1) + play(
        game, "1 steal 0", "0 allow", "0 block Captain", "1 challenge", "0 concede",
        "0 reveal Contessa", "0 income", "1 tax", "0 challenge", "1 prove")
    assert game.over and game.winner == 1
    return log


def test_r60_the_next_game_starts_from_how_each_player_challenged_and_blocked():
    kept = Memory.of_series(1, [a_game_seat_0_challenged()])
    fresh = Memory(1)
    assert kept.challenges == {0: 1, 1: 1} and kept.chances == {0: 2, 1: 1}
    assert kept.caught == {0: 1} and kept.proved == {1: 1}
    assert 0 in kept.blockers and 0 not in fresh.blockers
    assert kept.style(0, True).bluffer() > fresh.style(0, True).bluffer()
    # and nothing of the cards of a game that ended, nor what its claims were worth
    assert not any(kept.claims.values()) and not any(kept.denied.values())
    assert kept.reputation == {} and kept.hand == [] and kept.known_court == {}


def test_r60_habits_add_up_over_the_series_earlier_games():
    two = Memory.of_series(1, [a_game_seat_0_let_pass(), a_game_seat_0_challenged()])
    assert two.chances == {0: 7, 1: 1} and two.challenges == {0: 1, 1: 1}


def test_r60_carried_memory_is_a_copy_that_the_next_game_changes_alone():
    ended = Memory.replay(1, a_game_seat_0_challenged())
    kept = ended.carried()
    kept.chances[0] += 5
    kept.block_reputation[0].learn_block(0.3, False)
    assert ended.chances == {0: 2, 1: 1}
    assert ended.block_reputation[0] != kept.block_reputation[0]
    assert isinstance(kept.block_reputation[0], Reputation)
    again = Memory.replay(1, a_game_seat_0_let_pass(), kept)
    assert again.chances[0] == 7 + 5 and kept.chances[0] == 2 + 5   # a replay leaves ``kept`` as it was


def test_r60_normal_bluffs_in_the_next_game_against_a_player_who_let_every_claim_pass():
    """The position of test_ai's "tries an unknown player with an honest claim": with no
    claim of its own challengeable yet, normal probes with its true Ambassador. Against a
    player who let five claims pass in the series' first game, it takes Tax instead."""
    game = table([["Duke", "Contessa"], ["Assassin", "Ambassador"]], coins=[2, 1], starter=1)
    log = dealt(game, 1) + play(game, "1 foreign_aid", "0 block Duke", "1 allow", "0 tax", "1 allow")
    view = game.view(1)

    def choices(memory):
        return collections.Counter(decide(view, memory, random.Random(s)).kind for s in range(20))

    assert choices(Memory.replay(1, log)) == {"exchange": 20}
    assert choices(Memory.replay(1, log, Memory.of_series(1, [a_game_seat_0_let_pass()]))) == {"tax": 20}
    assert choices(Memory.replay(1, log, Memory.of_series(1, [a_game_seat_0_challenged()]))) == {"exchange": 20}
