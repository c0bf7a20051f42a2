"""How long a computer thinks (bot/computers.py ``think_time``): at once when the decision
has one possible answer, longest when a claim aims at its last card, never longer than one
jittered delay did before (1.4 × the delay), and read only from what the table sees: the
thinker's own hidden cards never change it, so its pause tells nothing."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.computers import AT_ONCE, LONGEST, QUICK, think_time
from engine import ASSASSIN, CAPTAIN, CONTESSA, DUKE, Game, Move
from engine import game as G
from tests.engine.table import play, shuffle_secrets, table

DELAY = 10.0


def think(game, seat, seed=1):
    return think_time(game, seat, DELAY, random.Random(seed))


def test_a_forced_coup_at_the_last_opponent_is_at_once_and_at_another_quick():
    game = table([[DUKE, CAPTAIN], [CONTESSA, ASSASSIN]], coins=[10, 2])
    assert think(game, 0) == AT_ONCE
    game = table([[DUKE, CAPTAIN], [CONTESSA, ASSASSIN], [DUKE, DUKE]], coins=[10, 2, 2])
    assert 0 < think(game, 0) <= 1.15 * QUICK * DELAY   # a forced Coup with a target to choose


def test_a_claim_aimed_at_a_last_card_is_thought_over_longest():
    game = table([[CAPTAIN, DUKE], [CONTESSA], [DUKE, DUKE]], coins=[3, 2, 2])
    play(game, "0 assassinate 1")
    assert game.step == G.CHALLENGE and set(game.awaited) == {1, 2}
    aimed, bystander = think(game, 1), think(game, 2)
    assert aimed >= 0.85 * LONGEST * DELAY - 1e-9 and aimed <= LONGEST * DELAY
    assert bystander < aimed


def test_a_challenged_claim_is_never_answered_at_once():
    """Holding the card or not must not show in the pause before proving or conceding."""
    game = table([[DUKE], [CONTESSA, ASSASSIN]], coins=[2, 2])
    play(game, "0 tax", "1 challenge")
    bluff = table([[CAPTAIN], [CONTESSA, ASSASSIN]], coins=[2, 2])
    play(bluff, "0 tax", "1 challenge")
    assert game.step == bluff.step == G.PROVE
    assert think(game, 0) == think(bluff, 0) > 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), expansions=st.booleans())
def test_a_pause_is_within_one_delay_and_tells_nothing_of_the_thinker_s_cards(seed, players, expansions):
    rng = random.Random(seed)
    game = Game.new(players, random.Random(seed), reformation=expansions, inquisitor=expansions)
    for _ in range(rng.randint(0, 60)):
        if game.over:
            return
        game.apply(rng.choice(game.legal_moves(rng.choice(game.awaited))))
    if game.over:
        return
    for seat in game.awaited:
        pause = think(game, seat, seed)
        assert 0 <= pause <= LONGEST * DELAY
        # the same table, with this seat's hidden cards (and everyone else's) dealt again
        other = next(s for s in range(players) if s != seat)
        redealt = shuffle_secrets(game, other, random.Random(seed + 1))
        assert think(redealt, seat, seed) == pause


def test_a_move_of_one_seat_leaves_another_s_pause_alone():
    """Computers in one window think side by side: an allow by one does not restart another."""
    game = table([[DUKE, DUKE], [CONTESSA, ASSASSIN], [CAPTAIN, CAPTAIN]])
    play(game, "0 tax")
    before = think(game, 2)
    game.apply(Move(1, "allow"))
    assert think(game, 2) == before
