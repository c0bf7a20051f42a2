"""One or more tests per rule id of shared/rules.md, each playing the situation out."""

import random
from collections import Counter

import pytest

from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CHARACTERS, CONTESSA, DUKE, Game,
                    IllegalMove, Move)
from engine import game as G
from engine.cards import copies_per_character

from .table import cards_in_play, kinds, play, table

A, B, C = 0, 1, 2


# ---------------------------------------------------------------- cards and setup

def test_r1_five_characters():
    assert CHARACTERS == ("Duke", "Assassin", "Captain", "Ambassador", "Contessa")


@pytest.mark.parametrize("players,copies", [(2, 3), (6, 3), (7, 4), (8, 4), (9, 5), (10, 5)])
def test_r2_deck_size_by_player_count(players, copies):
    game = Game.new(players, random.Random(1))
    assert copies_per_character(players) == copies
    assert game.deck_size == 5 * copies
    assert cards_in_play(game) == 5 * copies
    everything = Counter(c for h in game.hands for c in h) + Counter(game.court)
    assert everything == Counter({c: copies for c in CHARACTERS})


@pytest.mark.parametrize("players", [0, 1, 11])
def test_r2_no_game_outside_two_to_ten(players):
    with pytest.raises(ValueError):
        Game.new(players, random.Random(1))


def test_r3_two_hidden_cards_and_two_coins_each():
    game = Game.new(5, random.Random(3), starter=2)
    assert all(len(h) == 2 for h in game.hands)
    assert game.coins == [2, 2, 2, 2, 2]
    assert len(game.court) == 15 - 10
    deals = [e for e in game.opening if e.kind == "deal"]
    assert [(e.to, e.card) for e in deals] == [(p, game.hands[p]) for p in range(5)]


def test_r4_two_player_starter_gets_one_coin():
    assert Game.new(2, random.Random(1), starter=1).coins == [2, 1]
    assert Game.new(2, random.Random(1), starter=0).coins == [1, 2]
    assert Game.new(3, random.Random(1), starter=0).coins == [2, 2, 2]


def test_r5_clockwise_skips_eliminated_players():
    game = table([[DUKE], [], [DUKE, ASSASSIN], [AMBASSADOR, CAPTAIN]],
                 revealed={0: (CONTESSA,), 1: (CAPTAIN, CONTESSA)}, starter=0)
    play(game, "0 income")
    assert game.turn == 2
    play(game, "2 income")
    assert game.turn == 3
    play(game, "3 income")
    assert game.turn == 0


def test_r6_starter_is_random_without_a_choice_and_deterministic_per_seed():
    starters = {Game.new(4, random.Random(s)).turn for s in range(40)}
    assert starters == {0, 1, 2, 3}
    assert Game.new(4, random.Random(9)).to_dict() == Game.new(4, random.Random(9)).to_dict()


def test_r7_coins_only_move_by_the_rules():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[2, 1, 2])
    kinds_of_moves = {m.kind for p in range(3) for m in game.legal_moves(p)}
    assert "give" not in kinds_of_moves
    play(game, "0 steal 1", "1 allow", "2 allow", "1 allow")
    assert game.coins == [3, 0, 2]  # only 1 coin to take (R33)


def test_r8_a_player_may_hold_two_copies():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, "0 tax", "1 challenge", "0 prove")
    assert game.hands[0].count(DUKE) >= 1
    assert len(game.hands[0]) == 2


# ---------------------------------------------------------------- two-player draft

def test_r10_each_player_picks_from_their_own_set_secretly():
    game = Game.new(["alice", "bob"], random.Random(5), starter=0, variant="draft")
    assert game.step == G.DRAFT and sorted(game.awaited) == [0, 1]
    offers = [e for e in game.opening if e.kind == "draft_options"]
    assert [(e.to, e.card) for e in offers] == [(0, CHARACTERS), (1, CHARACTERS)]
    events = play(game, "1 draft Contessa")
    public = [e for e in events if e.to is None]
    assert public and all(e.card is None for e in public)
    assert game.awaited == [0]
    other = Game.new(["alice", "bob"], random.Random(5), starter=0, variant="draft")
    play(other, "1 draft Duke")
    assert game.view(0) == other.view(0)  # alice cannot tell what bob chose
    with pytest.raises(IllegalMove):
        game.apply(Move(1, "draft", card=DUKE))


def test_r11_third_set_deals_one_each_and_is_the_court():
    game = Game.new(["alice", "bob"], random.Random(5), starter=0, variant="draft")
    play(game, "0 draft Duke", "1 draft Duke")
    assert game.deck_size == 7
    assert game.hands[0][0] == DUKE and game.hands[1][0] == DUKE
    assert len(game.hands[0]) == 2 and len(game.hands[1]) == 2
    third = [game.hands[0][1], game.hands[1][1], *game.court]
    assert sorted(third) == sorted(CHARACTERS)
    assert cards_in_play(game) == 7
    assert game.step == G.ACTION and game.turn == 0


def test_r12_draft_starter_gets_one_coin_and_plays_standard_rules():
    game = Game.new(["alice", "bob"], random.Random(5), starter=1, variant="draft")
    assert game.coins == [2, 1]
    with pytest.raises(ValueError):
        Game.new(3, random.Random(5), variant="draft")
    play(game, "0 draft Captain", "1 draft Assassin")
    play(game, "1 tax", "0 allow")
    assert game.coins == [2, 4] and game.turn == 0


# ---------------------------------------------------------------- influence

def test_r20_with_two_cards_the_loser_chooses():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[7, 2, 2])
    play(game, "0 coup 1")
    assert game.step == G.LOSE and game.awaited == [1]
    assert set(game.legal_moves(1)) == {Move(1, "reveal", card=CAPTAIN), Move(1, "reveal", card=CONTESSA)}
    events = play(game, "1 reveal Contessa")
    assert game.hands[1] == (CAPTAIN,) and game.revealed[1] == (CONTESSA,)
    assert events[0].kind == "reveal" and events[0].card == CONTESSA and events[0].to is None


def test_r20_with_one_card_the_reveal_is_automatic():
    game = table([[DUKE, DUKE], [CAPTAIN], [ASSASSIN, AMBASSADOR]], coins=[7, 2, 2], revealed={1: (CONTESSA,)})
    events = play(game, "0 coup 1")
    assert ("reveal", 1, CAPTAIN) in [(e.kind, e.player, e.card) for e in events]
    assert not game.alive[1]


def test_r20_a_pair_still_asks_so_nobody_learns_it_is_a_pair():
    game = table([[DUKE, AMBASSADOR], [CAPTAIN, CAPTAIN], [ASSASSIN, CONTESSA]], coins=[7, 2, 2])
    play(game, "0 coup 1")
    assert game.step == G.LOSE
    assert game.legal_moves(1) == (Move(1, "reveal", card=CAPTAIN),)


def test_r21_revealed_cards_never_return():
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[7, 2, 2])
    play(game, "0 coup 1", "1 reveal Contessa", "1 income", "2 income",
         "0 exchange", "1 allow", "2 allow")
    assert CONTESSA not in game.drawn
    assert game.revealed[1] == (CONTESSA,)
    pool = set(m.card for m in game.legal_moves(0))
    assert all(len(k) == 2 for k in pool)


def test_r22_elimination_sends_coins_to_the_treasury():
    game = table([[DUKE, DUKE], [CAPTAIN], [ASSASSIN, AMBASSADOR]], coins=[7, 5, 2])
    play(game, "0 coup 1")
    assert not game.alive[1] and game.coins[1] == 0
    assert game.turn == 2
    for m in game.legal_moves(2):
        assert m.target != 1
    with pytest.raises(IllegalMove):
        game.apply(Move(1, "income"))
    with pytest.raises(IllegalMove, match="still in the game"):
        game.apply(Move(1, "forfeit"))


def test_r23_game_ends_at_once_mid_action():
    game = table([[ASSASSIN, DUKE], [CAPTAIN]], coins=[3, 2], revealed={1: (CONTESSA,)})
    events = play(game, "0 assassinate 1", "1 challenge", "0 prove")
    assert game.over and game.winner == 0
    assert events[-1].kind == "win" and events[-1].player == 0
    assert game.awaited == [] and game.legal_moves(0) == ()
    with pytest.raises(IllegalMove, match="over"):
        game.apply(Move(0, "income"))
    with pytest.raises(IllegalMove, match="over"):
        game.apply(Move(None, "timeout"))


# ---------------------------------------------------------------- the turn

def test_r30_the_turn_player_must_act_and_cannot_pass():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    assert game.step == G.ACTION and game.awaited == [0]
    assert all(m.kind in ("income", "foreign_aid", "tax", "steal", "exchange")
               for m in game.legal_moves(0))
    with pytest.raises(IllegalMove):
        game.apply(Move(0, "allow"))
    with pytest.raises(IllegalMove, match="not your turn"):
        game.apply(Move(1, "income"))


def test_r31_cost_must_be_paid_and_target_must_survive():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[5, 2, 2])
    with pytest.raises(IllegalMove, match="You need 7 coins to Coup; you have 5"):
        game.apply(Move(0, "coup", target=1))
    game.coins[0] = 2
    with pytest.raises(IllegalMove, match="You need 3 coins to Assassinate; you have 2"):
        game.apply(Move(0, "assassinate", target=1))
    with pytest.raises(IllegalMove, match="yourself"):
        game.apply(Move(0, "steal", target=0))
    game.alive[2] = False
    with pytest.raises(IllegalMove, match="still in the game"):
        game.apply(Move(0, "steal", target=2))
    with pytest.raises(IllegalMove, match="needs a target"):
        game.apply(Move(0, "steal"))


def test_r32_ten_coins_force_a_coup():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[10, 2, 2])
    assert set(game.legal_moves(0)) == {Move(0, "coup", 1), Move(0, "coup", 2)}
    with pytest.raises(IllegalMove, match="must Coup"):
        game.apply(Move(0, "tax"))
    play(game, "0 coup 2")
    assert game.coins[0] == 3


@pytest.mark.parametrize("action,coins_after", [("income", 3), ("tax", 5)])
def test_r33_income_and_tax(action, coins_after):
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, f"0 {action}")
    if action == "tax":
        play(game, "1 allow", "2 allow")
    assert game.coins[0] == coins_after and game.turn == 1


def test_r33_foreign_aid_cannot_be_challenged_only_blocked():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, "0 foreign_aid")
    assert game.step == G.BLOCK and game.awaited == [1, 2]
    assert Move(1, "challenge") not in game.legal_moves(1)
    play(game, "1 allow", "2 allow")
    assert game.coins[0] == 4


def test_r33_coup_cannot_be_blocked_or_challenged():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[7, 2, 2])
    play(game, "0 coup 1")
    assert game.step == G.LOSE and game.awaited == [1]
    with pytest.raises(IllegalMove):
        game.apply(Move(2, "challenge"))


def test_r33_assassination_blockable_by_target_only():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[3, 2, 2])
    play(game, "0 assassinate 1", "1 allow", "2 allow")
    assert game.step == G.BLOCK and game.awaited == [1]
    assert set(game.legal_moves(1)) == {Move(1, "block", card=CONTESSA), Move(1, "allow")}
    with pytest.raises(IllegalMove, match="only be blocked with Contessa"):
        game.apply(Move(1, "block", card=DUKE))
    with pytest.raises(IllegalMove):
        game.apply(Move(2, "block", card=CONTESSA))
    play(game, "1 allow", "1 reveal Captain")
    assert game.hands[1] == (CONTESSA,) and game.coins[0] == 0


def test_r33_steal_blocked_by_captain_or_ambassador_naming_which():
    game = table([[CAPTAIN, DUKE], [DUKE, AMBASSADOR], [ASSASSIN, CONTESSA]])
    play(game, "0 steal 1", "1 allow", "2 allow")
    assert set(game.legal_moves(1)) == {Move(1, "block", card=CAPTAIN),
                                        Move(1, "block", card=AMBASSADOR), Move(1, "allow")}
    events = play(game, "1 block Ambassador")
    assert events[0] == ("block", 1, 0, AMBASSADOR, None, "steal", None)
    play(game, "0 allow", "2 allow")
    assert game.coins == [2, 2, 2] and game.turn == 1


def test_r33_exchange_keeps_as_many_as_held():
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]],
                 court=[CAPTAIN, ASSASSIN])
    events = play(game, "0 exchange", "1 allow", "2 allow")
    drawn = [e for e in events if e.kind == "drawn"]
    assert drawn[0].to == 0 and sorted(drawn[0].card) == [ASSASSIN, CAPTAIN]
    assert game.step == G.EXCHANGE and len(game.court) == 15 - 6 - 2
    with pytest.raises(IllegalMove, match="Keep exactly 2"):
        game.apply(Move(0, "keep", card=(CAPTAIN,)))
    with pytest.raises(IllegalMove, match="not among"):
        game.apply(Move(0, "keep", card=(CONTESSA, DUKE)))
    play(game, Move(0, "keep", card=(ASSASSIN, CAPTAIN)))
    assert sorted(game.hands[0]) == [ASSASSIN, CAPTAIN]
    assert Counter(game.court)[DUKE] == 3 and Counter(game.court)[AMBASSADOR] == 3
    assert cards_in_play(game) == 15


def test_r34_steal_needs_a_target_with_coins():
    game = table([[CAPTAIN, DUKE], [DUKE, AMBASSADOR], [ASSASSIN, CONTESSA]], coins=[2, 0, 2])
    assert Move(0, "steal", 1) not in game.legal_moves(0)
    assert Move(0, "steal", 2) in game.legal_moves(0)
    with pytest.raises(IllegalMove, match="bob has no coins to steal"):
        game.apply(Move(0, "steal", target=1))


def test_r35_contessa_has_no_action():
    game = table([[CONTESSA, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    claims = {m.kind for m in game.legal_moves(0)}
    assert claims == {"income", "foreign_aid", "tax", "steal", "exchange"}


def test_r36_assassin_coins_paid_on_declaring_and_kept_after_a_block():
    game = table([[ASSASSIN, DUKE], [CONTESSA, CAPTAIN], [AMBASSADOR, CAPTAIN]], coins=[4, 2, 2])
    events = play(game, "0 assassinate 1")
    assert game.coins[0] == 1 and ("declare", 0, 3) in [(e.kind, e.player, e.amount) for e in events]
    play(game, "1 allow", "2 allow", "1 block Contessa", "0 allow", "2 allow")
    assert game.coins[0] == 1 and game.hands[1] == (CONTESSA, CAPTAIN)


def test_r36_disproved_block_does_not_refund():
    game = table([[ASSASSIN, DUKE], [DUKE, CAPTAIN], [AMBASSADOR, CAPTAIN]], coins=[4, 2, 2])
    play(game, "0 assassinate 1", "1 allow", "2 allow", "1 block Contessa", "0 challenge", "1 concede")
    play(game, "1 reveal Duke")
    assert not game.alive[1] and game.coins[0] == 1


# ---------------------------------------------------------------- claims, challenges, blocks

def test_r40_a_bluff_stands_when_unchallenged():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 allow", "2 allow")
    assert game.coins[0] == 5 and game.hands[0] == (CAPTAIN, CONTESSA)


def test_r41_proved_claim_challenger_loses_card_replaced_action_goes_on():
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]], court=[ASSASSIN])
    events = play(game, "0 tax", "1 challenge")
    assert game.step == G.PROVE and game.awaited == [0]
    assert set(game.legal_moves(0)) == {Move(0, "prove"), Move(0, "concede")}
    with pytest.raises(IllegalMove, match="already challenged"):
        game.apply(Move(2, "challenge"))
    events = play(game, "0 prove")
    assert ("prove", 0, DUKE, None) in [(e.kind, e.player, e.card, e.to) for e in events]
    replace = [e for e in events if e.kind == "replace"]
    assert replace[0].to == 0 and len(game.hands[0]) == 2 and CONTESSA in game.hands[0]
    assert game.step == G.LOSE and game.awaited == [1]
    play(game, "1 reveal Ambassador")
    assert game.coins[0] == 5 and game.turn == 1
    assert cards_in_play(game) == 15


def test_r41_disproved_claim_loses_card_fails_and_refunds():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[3, 2, 2])
    play(game, "0 assassinate 1", "2 challenge")
    assert game.legal_moves(0) == (Move(0, "concede"),)
    with pytest.raises(IllegalMove, match="do not hold"):
        game.apply(Move(0, "prove"))
    events = play(game, "0 concede")
    assert ("refund", 0, 3) in [(e.kind, e.player, e.amount) for e in events]
    play(game, "0 reveal Captain")
    assert game.coins[0] == 3 and game.hands[1] == (DUKE, AMBASSADOR) and game.turn == 1


def test_r41_claimant_may_decline_to_prove():
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 challenge", "0 concede", "0 reveal Duke")
    assert game.coins[0] == 2 and game.hands[0] == (CONTESSA,) and game.turn == 1


def test_r41_r20_concession_may_name_the_card_it_loses():
    """A concession that names a hidden card loses that one at once (R20: the player's choice)."""
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 challenge")
    events = game.apply(Move(0, "concede", card=CONTESSA))
    assert [e.kind for e in events][:2] == ["concede", "reveal"] and events[1].card == CONTESSA
    assert game.hands[0] == (DUKE,) and game.revealed[0] == (CONTESSA,) and game.turn == 1
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 challenge")
    with pytest.raises(IllegalMove, match="no hidden Captain"):
        game.apply(Move(0, "concede", card=CAPTAIN))
    assert game.step == G.PROVE and game.hands[0] == (DUKE, CONTESSA)


def test_r41_claim_stands_after_all_allow_or_timeout():
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "2 allow")
    assert game.awaited == [1]
    events = play(game, "timeout")
    assert events[0].kind == "timeout" and game.coins[0] == 5


def test_r41_replacement_may_be_another_character_claim_still_valid():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, DUKE]], court=[DUKE] * 0)
    game.court = [c for c in game.court if c != CAPTAIN] + [CAPTAIN, CAPTAIN]
    game.rng = random.Random(2)
    play(game, "0 steal 1", "1 challenge", "0 prove", "1 reveal Duke")
    assert game.step == G.BLOCK and game.awaited == [1]
    play(game, "1 allow")
    assert game.coins == [4, 0, 2]


def test_r42_blocks_only_after_the_challenge_window():
    game = table([[CAPTAIN, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 steal 1")
    assert game.step == G.CHALLENGE
    with pytest.raises(IllegalMove):
        game.apply(Move(1, "block", card=CAPTAIN))
    play(game, "1 allow", "2 allow")
    assert game.step == G.BLOCK


def test_r43_each_block_has_its_own_challenge_window_actor_included():
    game = table([[CAPTAIN, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 steal 1", "1 allow", "2 allow", "1 block Captain")
    assert game.step == G.CHALLENGE and game.awaited == [2, 0] and game.claimant == 1
    play(game, "0 challenge", "1 prove", "0 reveal Contessa")
    assert game.coins == [2, 2, 2] and game.turn == 1


def test_r43_disproved_foreign_aid_block_lets_another_player_block():
    game = table([[CAPTAIN, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 foreign_aid", "1 block Duke", "2 challenge", "1 concede", "1 reveal Captain")
    assert game.step == G.BLOCK and game.awaited == [2]  # bob may not block again
    play(game, "2 block Duke", "0 allow", "1 allow")
    assert game.coins[0] == 2 and game.turn == 1


def test_r43_disproved_foreign_aid_block_with_no_new_block_pays_out():
    game = table([[CAPTAIN, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 foreign_aid", "1 block Duke", "0 challenge", "1 concede", "1 reveal Captain")
    assert game.awaited == [2]
    play(game, "2 allow")
    assert game.coins[0] == 4


def test_r43_unchallenged_block_stops_action():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, DUKE]])
    events = play(game, "0 foreign_aid", "2 block Duke", "0 allow", "1 allow")
    assert "blocked" in kinds(events) and game.coins[0] == 2 and game.turn == 1


def test_r44_a_block_cannot_be_blocked_and_past_claims_not_challenged():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 foreign_aid", "2 block Duke")
    assert all(m.kind in ("challenge", "allow") for p in game.awaited for m in game.legal_moves(p))
    play(game, "0 allow", "1 allow", "1 tax", "2 allow", "0 allow")
    with pytest.raises(IllegalMove):
        game.apply(Move(0, "challenge"))


def test_r45_double_loss_target_challenges_real_assassin_then_loses_again():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, AMBASSADOR], [CONTESSA, DUKE]], coins=[3, 2, 2])
    play(game, "0 assassinate 1", "1 challenge", "0 prove", "1 reveal Captain")
    assert game.step == G.BLOCK and game.awaited == [1]  # may still block with Contessa
    play(game, "1 allow")
    assert not game.alive[1] and game.revealed[1] == (CAPTAIN, AMBASSADOR)


def test_r45_double_loss_target_may_bluff_contessa_after_losing_the_challenge():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, AMBASSADOR], [CONTESSA, DUKE]], coins=[3, 2, 2])
    play(game, "0 assassinate 1", "1 challenge", "0 prove", "1 reveal Captain",
         "1 block Contessa", "0 allow", "2 allow")
    assert game.alive[1] and game.hands[1] == (AMBASSADOR,) and game.turn == 1


def test_r45_disproved_contessa_costs_two_influences():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, AMBASSADOR], [CONTESSA, DUKE]], coins=[3, 2, 2])
    play(game, "0 assassinate 1", "1 allow", "2 allow", "1 block Contessa", "0 challenge",
         "1 concede", "1 reveal Captain")
    assert not game.alive[1] and game.turn == 2


def test_r45_target_eliminated_by_the_challenge_is_not_assassinated_again():
    game = table([[ASSASSIN, DUKE], [CAPTAIN], [CONTESSA, DUKE], [AMBASSADOR, DUKE]],
                 coins=[3, 2, 2, 2], revealed={1: (CONTESSA,)})
    events = play(game, "0 assassinate 1", "1 challenge", "0 prove")
    assert not game.alive[1] and game.turn == 2
    assert kinds(events).count("reveal") == 1 and "no_effect" in kinds(events)


def test_r46_steal_target_eliminated_by_lost_challenge_pays_thief_first():
    game = table([[CAPTAIN, DUKE], [ASSASSIN], [CONTESSA, DUKE]], coins=[2, 5, 2], revealed={1: (CONTESSA,)})
    play(game, "0 steal 1", "1 challenge", "0 prove")
    assert not game.alive[1]
    assert game.coins == [4, 0, 2] and game.turn == 2


def test_r46_steal_target_eliminated_by_disproved_block_pays_thief_first():
    game = table([[CAPTAIN, DUKE], [ASSASSIN], [CONTESSA, DUKE]], coins=[2, 1, 2], revealed={1: (CONTESSA,)})
    play(game, "0 steal 1", "1 allow", "2 allow", "1 block Ambassador", "2 challenge", "1 concede")
    assert not game.alive[1] and game.coins == [3, 0, 2]


def test_r46_assassination_of_a_target_already_out_has_no_effect():
    game = table([[ASSASSIN, DUKE], [CAPTAIN], [CONTESSA, DUKE], [AMBASSADOR, DUKE]],
                 coins=[3, 2, 2, 2], revealed={1: (CAPTAIN,)})
    events = play(game, "0 assassinate 1", "1 allow", "2 allow", "3 allow",
                  "1 block Contessa", "2 challenge", "1 concede")
    assert not game.alive[1] and kinds(events).count("reveal") == 1
    assert "no_effect" in kinds(events) and game.turn == 2


def test_r47_exchange_with_one_card_keeps_one_and_may_keep_original():
    game = table([[AMBASSADOR], [CAPTAIN, CONTESSA], [ASSASSIN, DUKE]], court=[DUKE, CAPTAIN], revealed={0: (CONTESSA,)})
    play(game, "0 exchange", "1 allow", "2 allow")
    assert set(m.card for m in game.legal_moves(0)) == {(AMBASSADOR,), (CAPTAIN,), (DUKE,)}
    play(game, Move(0, "keep", card=(AMBASSADOR,)))
    assert game.hands[0] == (AMBASSADOR,) and game.revealed[0] == (CONTESSA,)
    assert cards_in_play(game) == 15


def test_r47_exchange_choices_are_distinct_keep_sets():
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, DUKE]], court=[DUKE, AMBASSADOR])
    play(game, "0 exchange", "1 allow", "2 allow")
    keeps = [m.card for m in game.legal_moves(0)]
    assert sorted(keeps) == [(AMBASSADOR, AMBASSADOR), (AMBASSADOR, DUKE), (DUKE, DUKE)]


def test_r48_next_surviving_player_clockwise_after_settlement():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], starter=2)
    play(game, "2 income")
    assert game.turn == 0 and game.turn_no == 2


# ---------------------------------------------------------------- online procedures

def test_r50_window_timeout_counts_as_allow():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, DUKE]])
    play(game, "0 foreign_aid", "timeout")
    assert game.coins[0] == 4 and game.turn == 1


def test_r51_timeouts_for_private_decisions():
    # losing influence: a random hidden card
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[7, 2, 2])
    play(game, "0 coup 1", "timeout")
    assert len(game.hands[1]) == 1 and game.revealed[1][0] in (CAPTAIN, CONTESSA)
    # a claimant who holds the card proves it
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 challenge", "timeout")
    assert game.step == G.LOSE and game.loser == 1
    # a claimant who does not hold it loses a random card
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]])
    play(game, "0 tax", "1 challenge", "timeout")
    assert len(game.hands[0]) == 1 and game.coins[0] == 2 and game.turn == 1
    # an exchange keeps the original cards
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 exchange", "timeout")
    play(game, "timeout")
    assert game.hands[0] == (AMBASSADOR, DUKE) and len(game.court) == 9
    # a draft choice is random
    game = Game.new(2, random.Random(1), starter=0, variant="draft")
    play(game, "1 draft Duke", "timeout")
    assert game.hands[1][0] == DUKE and len(game.hands[0]) == 2 and game.step == G.ACTION


def test_r51_missed_turn_takes_income_or_forced_coup():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]], coins=[2, 10, 2])
    play(game, "timeout")
    assert game.coins[0] == 3 and game.turn == 1
    play(game, "timeout")
    assert game.coins[1] == 3 and game.step == G.LOSE and game.loser == 2  # next clockwise


def test_r52_missing_three_turns_in_a_row_forfeits():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    for _ in range(2):
        play(game, "timeout", "1 income", "2 income")
    assert game.missed[0] == 2
    events = play(game, "timeout")
    assert "forfeit" in kinds(events) and not game.alive[0]
    assert sorted(game.revealed[0]) == [DUKE, DUKE]


def test_r52_acting_resets_the_missed_turn_count():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, "timeout", "1 income", "2 income", "timeout", "1 income", "2 income",
         "0 income", "1 income", "2 income", "timeout")
    assert game.alive[0] and game.missed[0] == 1


def test_r56_an_autopilot_turn_is_played_but_still_counts_as_missed():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    events = game.apply_autopilot(Move(0, "tax"))
    assert kinds(events)[0] == "declare" and game.step == G.CHALLENGE and game.missed[0] == 1
    play(game, "1 allow", "2 allow", "1 income", "2 income")
    game.apply_autopilot(Move(0, "income"))
    assert game.coins[0] == 6 and game.missed[0] == 2
    play(game, "1 income", "2 income")
    events = game.apply_autopilot(Move(0, "income"))   # the third missed turn forfeits instead (R52)
    assert kinds(events)[:2] == ["timeout", "forfeit"] and not game.alive[0] and game.turn == 1


def test_r56_an_autopilot_answer_in_a_window_is_the_move_itself():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, "0 tax")
    events = game.apply_autopilot(Move(1, "challenge"))
    assert "challenge" in kinds(events) and game.step == G.PROVE and game.missed == [0, 0, 0]
    with pytest.raises(IllegalMove):   # only a legal move is played for them
        game.apply_autopilot(Move(2, "challenge"))


def test_r52_forfeit_of_the_actor_cancels_the_action():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    events = play(game, "0 tax", "0 forfeit")
    assert "cancelled" in kinds(events) and game.coins[0] == 0 and game.turn == 1


def test_r52_forfeit_of_a_responder_counts_as_allow():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    play(game, "0 tax", "1 allow", "2 forfeit")
    assert not game.alive[2] and game.coins[0] == 5 and game.turn == 1


def test_r52_forfeit_of_the_target_means_no_effect():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR], [DUKE, CAPTAIN]],
                 coins=[4, 2, 2, 2])
    events = play(game, "0 assassinate 1", "1 forfeit")
    assert "no_effect" in kinds(events) and game.coins[0] == 1 and game.turn == 2


def test_r52_forfeit_while_choosing_a_card():
    game = table([[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR], [DUKE, CAPTAIN]],
                 coins=[7, 2, 2, 2])
    play(game, "0 coup 1", "1 forfeit")
    assert not game.alive[1] and game.turn == 2 and game.step == G.ACTION


def test_r52_forfeit_during_exchange_returns_drawn_cards():
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, DUKE], [DUKE, CAPTAIN]])
    events = play(game, "0 exchange", "1 allow", "2 allow", "3 allow", "0 forfeit")
    assert cards_in_play(game) == 15 and len(game.court) == 7 and game.turn == 1
    assert ("exchanged", 0, 2) in [(e.kind, e.player, e.amount) for e in events]


def test_r52_leaving_a_two_player_game_ends_it():
    game = Game.new(2, random.Random(1), starter=0, variant="draft")
    events = play(game, "0 forfeit")
    assert game.over and game.winner == 1 and events[-1].kind == "win"


def test_r53_view_shows_own_cards_and_public_facts_only():
    game = table([[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CAPTAIN]])
    play(game, "0 exchange", "1 allow", "2 allow")
    mine = game.view(0)
    assert mine["hand"] == [AMBASSADOR, DUKE] and len(mine["drawn"]) == 2
    theirs = game.view(1)
    assert theirs["hand"] == [CAPTAIN, CONTESSA] and "drawn" not in theirs
    assert "court" not in theirs and theirs["court_size"] == 7
    assert theirs["hidden_counts"] == [2, 2, 2]
