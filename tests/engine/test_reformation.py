"""Reformation (rules.md R70–R88), one or more tests per rule id, each playing the situation out."""

import random

import pytest

from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR, LOYALIST, NOT_DUKE,
                    REFORMIST, Game, Move, errors as X)
from engine import game as G

from .table import cards_in_play, kinds, play, table

L, R = LOYALIST, REFORMIST


def of(events, kind):
    return [e for e in events if e.kind == kind]


# ---------------------------------------------------------------- options

@pytest.mark.parametrize("reformation,inquisitor", [(False, False), (True, False), (False, True), (True, True)])
@pytest.mark.parametrize("players", [2, 10])
def test_r70_options_are_independent_for_2_to_10_players(players, reformation, inquisitor):
    game = Game.new(players, random.Random(3), reformation=reformation, inquisitor=inquisitor)
    assert game.options == {"reformation": reformation, "inquisitor": inquisitor}
    assert game.step == (G.FACTION if reformation else G.ACTION)
    assert (INQUISITOR in game.characters) == inquisitor
    assert (AMBASSADOR in game.characters) != inquisitor
    assert game.public_view()["reserve"] == (0 if reformation else None)
    chooser = random.Random(4)
    while not game.over:
        game.apply(chooser.choice(game.legal_moves()))
    assert game.options == {"reformation": reformation, "inquisitor": inquisitor}


def test_r70_draft_variant_and_rematch_keep_the_options():
    game = Game.new(["alice", "bob"], random.Random(5), starter=0, variant="draft",
                    reformation=True, inquisitor=True)
    assert game.step == G.DRAFT
    play(game, "0 draft Inquisitor", "1 draft Duke")
    assert game.step == G.FACTION and game.awaited == [0]  # the faction is chosen once dealt
    play(game, "0 faction reformist")
    assert game.factions == [R, L] and game.step == G.ACTION
    game.apply(Move(0, "forfeit"))
    rematch = Game.new(game.names, random.Random(6), starter=game.winner, variant=game.variant,
                       **game.options)
    assert rematch.options == game.options and rematch.variant == "draft"


# ---------------------------------------------------------------- setup

def test_r71_the_starter_chooses_and_factions_alternate_clockwise():
    game = Game.new(["alice", "bob", "carol"], random.Random(1), starter=1, reformation=True)
    assert game.step == G.FACTION and game.awaited == [1] and game.factions is None
    assert set(game.legal_moves(1)) == {Move(1, "faction", card=L), Move(1, "faction", card=R)}
    assert game.legal_moves(0) == ()
    with pytest.raises(X.NotAwaited):
        game.apply(Move(0, "faction", card=L))
    events = play(game, "1 faction reformist")
    assert [(e.player, e.card, e.to) for e in of(events, "faction")] == [(1, R, None), (2, L, None), (0, R, None)]
    assert game.factions == [R, R, L]  # odd count: the starter and the seat before share one
    assert game.step == G.ACTION and game.turn == 1 and game.turn_no == 1
    four = Game.new(4, random.Random(1), starter=0, reformation=True)
    play(four, "0 faction loyalist")
    assert four.factions == [L, R, L, R]


def test_r72_the_reserve_starts_empty_and_only_convert_fills_it():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, CONTESSA], [DUKE, CAPTAIN]], coins=[10, 2, 2],
                 reformation=True, factions="LRR")
    assert game.reserve == 0
    play(game, "0 coup 1", "1 reveal Captain")  # Coup's 7 coins go to the Treasury
    assert game.reserve == 0 and game.coins == [3, 2, 2]
    play(game, "1 convert 2")
    assert game.reserve == 2 and game.coins[1] == 0 and game.factions == [L, R, L]
    play(game, "2 income", "0 assassinate 1", "1 allow", "2 allow", "1 allow")
    assert not game.alive[1] and game.reserve == 2 and game.coins == [0, 0, 3]  # not the Reserve


# ---------------------------------------------------------------- who may target and block whom

def test_r73_no_coup_assassinate_steal_or_examine_on_ones_own_faction():
    hands = [[ASSASSIN, CAPTAIN], [CAPTAIN, CONTESSA], [DUKE, INQUISITOR]]
    game = table(hands, coins=[7, 2, 2], reformation=True, inquisitor=True, factions="LRL")
    targets = {(m.kind, m.target) for m in game.legal_moves(0) if m.target is not None and m.kind != "convert"}
    assert targets == {("coup", 1), ("assassinate", 1), ("steal", 1), ("examine", 1)}
    before = game.to_dict()
    for kind in ("coup", "assassinate", "steal", "examine"):
        with pytest.raises(X.SameFactionTarget) as caught:
            game.apply(Move(0, kind, 2))
        assert caught.value.facts == {"action": kind, "target": 2, "faction": L}
    assert game.to_dict() == before
    assert str(caught.value) == "carol is a loyalist like you: while the table is split you cannot Examine them (R73)."


def test_r73_no_block_of_ones_own_factions_foreign_aid():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [DUKE, ASSASSIN], [DUKE, CAPTAIN]],
                 reformation=True, factions="LRLR")
    play(game, "0 foreign_aid")
    assert game.step == G.BLOCK and game.awaited == [1, 3]  # the reformists only
    with pytest.raises(X.SameFactionBlock) as caught:
        game.apply(Move(2, "block", card=DUKE))
    assert caught.value.facts == {"action": "foreign_aid", "actor": 0, "faction": L}
    play(game, "1 allow", "3 allow")
    assert game.coins[0] == 4


def test_r74_a_reunified_table_lifts_r73_and_a_later_convert_brings_it_back():
    game = table([[ASSASSIN, CAPTAIN], [CAPTAIN, CONTESSA], [DUKE, CONTESSA]], coins=[7, 2, 3],
                 reformation=True, factions="LLL")
    assert game.reunified
    assert {m.target for m in game.legal_moves(0) if m.kind == "coup"} == {1, 2}
    play(game, "0 income", "1 income")
    play(game, "2 convert 0")  # carol pays 2 to make alice a reformist: split again
    assert not game.reunified and game.factions == [R, L, L] and game.reserve == 2
    assert {m.target for m in game.legal_moves(0) if m.kind == "coup"} == {1, 2}  # alice alone is R
    play(game, "0 income")
    assert {m.target for m in game.legal_moves(1) if m.kind == "steal"} == {0}
    with pytest.raises(X.SameFactionTarget):
        game.apply(Move(1, "steal", 2))


def test_r74_eliminated_players_do_not_count():
    game = table([[ASSASSIN, CAPTAIN], [], [DUKE, CONTESSA]], coins=[7, 0, 2],
                 revealed={1: (CAPTAIN, CONTESSA)}, reformation=True, factions="LRL")
    assert game.reunified  # bob, the only reformist, is out
    assert [m.target for m in game.legal_moves(0) if m.kind == "coup"] == [2]


def test_r75_factions_never_restrict_challenges_or_the_targets_own_block():
    game = table([[ASSASSIN, DUKE], [CAPTAIN, CONTESSA], [DUKE, CAPTAIN]], coins=[3, 2, 2],
                 reformation=True, factions="LRL")
    play(game, "0 assassinate 1")
    assert game.awaited == [1, 2]  # carol, alice's faction, may challenge her too
    play(game, "1 allow", "2 allow")
    assert game.legal_moves(1) == (Move(1, "block", card=CONTESSA), Move(1, "allow"))
    play(game, "1 block Contessa")
    assert game.awaited == [2, 0]  # and carol may challenge bob's block
    play(game, "2 allow", "0 allow")
    # Convert, Embezzle, Income, Tax and Exchange are never refused by factions
    assert {k for k, _ in game.legal_actions(1)} >= {"income", "tax", "exchange", "convert", "embezzle"}


def test_r76_a_foreign_aid_block_window_after_a_reunifying_elimination_is_open_to_all():
    # alice (L) takes Foreign aid; bob, the last reformist, blocks and is caught bluffing
    # with his last card: the table is reunified, so carol and dave (both L) may block now.
    game = table([[CAPTAIN, CONTESSA], [ASSASSIN], [DUKE, CAPTAIN], [DUKE, CONTESSA]],
                 revealed={1: (CAPTAIN,)}, reformation=True, factions="LRLL")
    play(game, "0 foreign_aid")
    assert game.awaited == [1]
    events = play(game, "1 block Duke", "0 challenge", "1 concede")
    assert "eliminate" in kinds(events) and game.reunified
    assert game.step == G.BLOCK and game.awaited == [2, 3]
    play(game, "2 block Duke", "0 allow", "3 allow")
    assert game.coins[0] == 2 and game.turn == 2


# ---------------------------------------------------------------- new actions

def test_r77_convert_oneself_for_1_another_for_2_onto_the_reserve():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, DUKE]], coins=[2, 2, 2],
                 reformation=True, factions="LRL")
    events = play(game, "0 convert 0")
    assert [(e.kind, e.player, e.target, e.card, e.amount) for e in events[:2]] == [
        ("declare", 0, 0, None, 1), ("faction", 0, None, R, None)]
    assert all(e.to is None for e in events)
    assert game.factions == [R, R, L] and game.coins[0] == 1 and game.reserve == 1
    assert game.turn == 1 and game.step == G.ACTION  # no challenge, no block
    play(game, "1 convert 2")
    assert game.factions == [R, R, R] and game.coins[1] == 0 and game.reserve == 3


def test_r78_convert_names_any_survivor_even_reunified_and_needs_its_cost():
    game = table([[CAPTAIN, CONTESSA], [], [ASSASSIN, DUKE]], coins=[1, 0, 2],
                 revealed={1: (DUKE, AMBASSADOR)}, reformation=True, factions="LRL")
    assert game.reunified
    assert [m for m in game.legal_moves(0) if m.kind == "convert"] == [Move(0, "convert", 0)]
    with pytest.raises(X.NotEnoughCoins) as caught:
        game.apply(Move(0, "convert", 2))
    assert caught.value.facts == {"action": "convert", "need": 2, "have": 1}
    with pytest.raises(X.TargetOut):
        game.apply(Move(0, "convert", 1))
    with pytest.raises(X.TargetRequired):
        game.apply(Move(0, "convert"))
    play(game, "0 income")
    assert {m.target for m in game.legal_moves(2) if m.kind == "convert"} == {0, 2}
    play(game, "2 convert 0")
    assert game.factions[0] == R


def test_r79_embezzle_takes_the_whole_reserve_even_an_empty_one():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=5)
    events = play(game, "0 embezzle")
    assert events[0] == ("declare", 0, None, NOT_DUKE, None, "embezzle", None)
    assert game.step == G.CHALLENGE and game.awaited == [1, 2]
    play(game, "1 allow", "2 allow")
    assert game.coins[0] == 7 and game.reserve == 0 and game.turn == 1  # no block window
    events = play(game, "1 embezzle", "2 allow", "0 allow")
    assert ("embezzled", 1, 0) in [(e.kind, e.player, e.amount) for e in events]
    assert game.coins[1] == 2


def test_r80_a_duke_holder_must_concede_and_the_reserve_keeps_its_coins():
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=3)
    events = play(game, "0 embezzle", "2 challenge")
    assert events[-1] == ("challenge", 2, 0, NOT_DUKE, None, None, None)
    assert game.prompt.claim == NOT_DUKE and game.public_view()["claim"] == "not Duke"
    assert game.legal_moves(0) == (Move(0, "concede"),)
    with pytest.raises(X.DukeHeld):
        game.apply(Move(0, "prove"))
    events = play(game, "0 concede")
    assert events[0] == ("concede", 0, None, NOT_DUKE, None, None, None)
    assert game.step == G.LOSE and game.loser == 0  # the claimant chooses which card
    events = play(game, "0 reveal Contessa")
    assert [e for e in events if e.kind == "reveal"] == [("reveal", 0, None, CONTESSA, None, None, None)]
    assert game.reserve == 3 and game.coins[0] == 2 and game.turn == 1


def test_r80_a_claimant_without_a_duke_may_still_concede():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=3)
    play(game, "0 embezzle", "1 challenge")
    assert set(game.legal_moves(0)) == {Move(0, "prove"), Move(0, "concede")}
    play(game, "0 concede", "0 reveal Captain")
    assert game.hands[0] == (CONTESSA,) and game.reserve == 3 and game.turn == 1


def test_r81_a_proof_shows_every_card_to_everyone_then_replaces_them_and_pays_out():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=4)
    events = play(game, "0 embezzle", "1 challenge", "0 prove")
    proof = of(events, "prove")
    assert proof == [("prove", 0, None, (CAPTAIN, CONTESSA), None, None, None)]  # public
    replaced = of(events, "replace")
    assert len(replaced) == 2 and all(e.to == 0 for e in replaced)
    assert sorted(e.card for e in replaced) == sorted(game.hands[0])
    assert cards_in_play(game) == 15
    assert game.step == G.LOSE and game.loser == 1  # the challenger loses an influence
    events = play(game, "1 reveal Ambassador")
    assert ("embezzled", 0, 4) in [(e.kind, e.player, e.amount) for e in events]
    assert game.coins[0] == 6 and game.reserve == 0 and game.turn == 1


# ---------------------------------------------------------------- the base rules under factions

def test_r82_at_ten_coins_only_coup_and_a_target_always_exists():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[10, 2, 2],
                 reformation=True, factions="LLL", reserve=2)
    assert set(game.legal_moves(0)) == {Move(0, "coup", 1), Move(0, "coup", 2)}  # reunified
    for move in (Move(0, "convert", 0), Move(0, "embezzle")):
        with pytest.raises(X.MustCoup):
            game.apply(move)
    split = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[10, 2, 2],
                  reformation=True, factions="LRL")
    assert split.legal_moves(0) == (Move(0, "coup", 1),)


def test_r83_the_turn_lists_convert_and_embezzle_after_the_base_actions():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[3, 2, 2],
                 reformation=True, factions="LRL")
    assert [k for k, _ in game.legal_actions(0)] == [
        "income", "foreign_aid", "tax", "assassinate", "steal", "exchange", "convert", "embezzle"]
    assert dict(game.legal_actions(0))["convert"] == (Move(0, "convert", 0), Move(0, "convert", 1),
                                                      Move(0, "convert", 2))
    assert game.claims["embezzle"] == NOT_DUKE and "embezzle" not in game.blocked_by


def test_r84_a_shared_faction_does_not_end_the_game():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[2, 2, 2],
                 reformation=True, factions="LRL")
    play(game, "0 income", "1 convert 1")
    assert game.reunified and not game.over and game.winner is None
    assert game.step == G.ACTION and game.turn == 2


def test_r85_two_players_start_opposite_and_r73_never_refuses():
    game = Game.new(2, random.Random(2), starter=0, reformation=True)
    assert game.coins == [1, 2]
    play(game, "0 faction loyalist")
    assert game.factions == [L, R]
    play(game, "0 income", "1 income", "0 convert 1")
    assert game.factions == [L, L] and game.reunified
    assert Move(1, "assassinate", 0) in game.legal_moves(1)
    for players, size in ((7, 20), (10, 25)):
        assert Game.new(players, random.Random(1), reformation=True).deck_size == size


def test_r86_timeouts_of_the_faction_choice_the_embezzle_proof_and_a_forced_coup():
    game = Game.new(3, random.Random(4), starter=2, reformation=True)
    events = play(game, "timeout")
    assert events[0] == ("timeout", 2, None, None, None, None, None)
    assert game.factions[2] in (L, R) and game.step == G.ACTION and game.turn == 2
    # a challenged Embezzle claimant without a Duke proves it
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=2)
    events = play(game, "0 embezzle", "1 challenge", "timeout")
    assert "prove" in kinds(events) and game.loser == 1
    # one holding a Duke loses a random card
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL", reserve=2)
    play(game, "0 embezzle", "1 challenge", "timeout")
    assert len(game.hands[0]) == 1 and game.reserve == 2 and game.turn == 1
    # a missed turn at 10 coins coups the next player clockwise whom R73 allows
    game = table([[DUKE, CONTESSA], [CAPTAIN, AMBASSADOR], [ASSASSIN, CAPTAIN], [DUKE, CAPTAIN]],
                 coins=[10, 2, 2, 2], reformation=True, factions="LLRL")
    events = play(game, "timeout")
    assert events[1] == ("declare", 0, 2, None, 7, "coup", None)


def test_r86_a_starter_who_leaves_before_choosing_gets_a_random_faction():
    game = Game.new(["alice", "bob", "carol"], random.Random(4), starter=1, reformation=True)
    events = play(game, "1 forfeit")
    assert not game.alive[1] and game.factions is not None
    assert [e.player for e in of(events, "faction")] == [1, 2, 0]
    assert game.factions[0] == game.factions[1] != game.factions[2]  # still alternating (R71)
    assert game.step == G.ACTION and game.turn == 2 and game.turn_no == 1  # the next seat starts
    two = Game.new(2, random.Random(4), starter=0, reformation=True)
    play(two, "0 forfeit")
    assert two.over and two.winner == 1 and two.factions is None


def test_r87_factions_reserve_converts_and_proofs_are_public_replacements_private():
    game = table([[CAPTAIN, CONTESSA], [DUKE, AMBASSADOR], [ASSASSIN, CAPTAIN]], coins=[2, 2, 2],
                 reformation=True, factions="LRL")
    events = play(game, "0 convert 1")
    assert events and all(e.to is None for e in events)
    public = game.public_view()
    assert public["factions"] == [L, L, L] and public["reserve"] == 2 and public["reformation"]
    # a conceded Embezzle shows only the card turned face up
    conceded = game.copy()
    events = play(conceded, "1 embezzle", "2 challenge", "1 concede", "1 reveal Ambassador")
    assert all(e.to is None for e in events)
    assert [e.card for e in events if e.card is not None] == [NOT_DUKE, NOT_DUKE, NOT_DUKE, AMBASSADOR]
    assert conceded.public_view()["hidden_counts"] == [2, 1, 2]
    # a proof shows every hidden card to everyone; the replacements only to the claimant
    play(game, "1 income")
    events = play(game, "2 embezzle", "0 challenge", "2 prove")
    assert of(events, "prove") == [("prove", 2, None, (ASSASSIN, CAPTAIN), None, None, None)]
    assert [e.to for e in of(events, "replace")] == [2, 2]
    assert all(e.to is None for e in events if e.kind != "replace")


def test_r88_each_new_game_chooses_factions_again_with_an_empty_reserve():
    game = table([[CAPTAIN], [DUKE, AMBASSADOR]], coins=[2, 7], revealed={0: (CONTESSA,)},
                 reformation=True, factions="LR")
    play(game, "0 convert 0", "1 coup 0")
    assert game.over and game.reserve == 1  # it belongs to no one
    rematch = Game.new(game.names, random.Random(8), starter=game.winner, **game.options)
    assert rematch.step == G.FACTION and rematch.factions is None and rematch.reserve == 0
