"""The Inquisitor (rules.md R90–R99), one or more tests per rule id, each playing the situation out."""

import random
from collections import Counter

import pytest

from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR,
                    INQUISITOR_CHARACTERS, Game, Move, errors as X)
from engine import game as G

from .table import cards_in_play, kinds, play, table


def of(events, kind):
    return [e for e in events if e.kind == kind]


def inq(hands, **kw):
    return table(hands, inquisitor=True, **kw)


@pytest.mark.parametrize("players,copies", [(2, 3), (6, 3), (8, 4), (10, 5)])
def test_r90_every_ambassador_is_replaced_by_an_inquisitor(players, copies):
    game = Game.new(players, random.Random(1), inquisitor=True)
    everything = Counter(c for h in game.hands for c in h) + Counter(game.court)
    assert everything == Counter({c: copies for c in INQUISITOR_CHARACTERS})
    assert game.deck_size == 5 * copies and AMBASSADOR not in everything


def test_r90_draft_sets_hold_an_inquisitor():
    game = Game.new(2, random.Random(1), starter=0, variant="draft", inquisitor=True)
    assert [e.card for e in game.opening if e.kind == "draft_options"] == [INQUISITOR_CHARACTERS] * 2
    with pytest.raises(X.NotInDraftSet):
        game.apply(Move(0, "draft", card=AMBASSADOR))
    play(game, "0 draft Inquisitor", "1 draft Inquisitor")
    third = [game.hands[0][1], game.hands[1][1], *game.court]
    assert sorted(third) == sorted(INQUISITOR_CHARACTERS) and cards_in_play(game) == 7


def test_r91_the_ambassador_cannot_be_claimed_and_exchange_claims_the_inquisitor():
    game = inq([[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, INQUISITOR]])
    assert game.claims["exchange"] == INQUISITOR and game.blocked_by["steal"] == (CAPTAIN, INQUISITOR)
    play(game, "0 steal 1", "1 allow", "2 allow")
    with pytest.raises(X.CharacterNotInGame) as caught:
        game.apply(Move(1, "block", card=AMBASSADOR))
    assert caught.value.facts == {"card": AMBASSADOR}
    play(game, "1 allow")
    events = play(game, "1 exchange")
    assert events[0] == ("declare", 1, None, INQUISITOR, None, "exchange", None)
    play(game, "2 challenge")
    assert game.legal_moves(1) == (Move(1, "concede"),)  # only an Inquisitor proves it


def test_r91_without_the_option_the_inquisitor_cannot_be_claimed_nor_examine_taken():
    game = table([[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]])
    assert "examine" not in {m.kind for m in game.legal_moves(0)}
    with pytest.raises(X.ActionNotInGame) as caught:
        game.apply(Move(0, "examine", 1))
    assert caught.value.facts == {"action": "examine", "option": "inquisitor"}
    play(game, "0 steal 1", "1 allow", "2 allow")
    with pytest.raises(X.CharacterNotInGame):
        game.apply(Move(1, "block", card=INQUISITOR))


def test_r92_the_inquisitor_exchange_draws_one_card_and_returns_one():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]], court=[CAPTAIN])
    events = play(game, "0 exchange", "1 allow", "2 allow")
    assert of(events, "exchange")[0].amount == 1
    assert of(events, "drawn") == [("drawn", 0, None, (CAPTAIN,), None, None, 0)]
    assert {m.card for m in game.legal_moves(0)} == {(CAPTAIN, DUKE), (CAPTAIN, INQUISITOR), (DUKE, INQUISITOR)}
    court = len(game.court)
    events = play(game, Move(0, "keep", card=(CAPTAIN, DUKE)))
    assert of(events, "exchanged")[0].amount == 1 and len(game.court) == court + 1
    assert sorted(game.hands[0]) == [CAPTAIN, DUKE] and cards_in_play(game) == 15


def test_r93_examine_costs_nothing_may_be_challenged_and_not_blocked():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]], coins=[0, 2, 2])
    assert {m.target for m in game.legal_moves(0) if m.kind == "examine"} == {1, 2}
    with pytest.raises(X.TargetSelf):
        game.apply(Move(0, "examine", 0))
    events = play(game, "0 examine 1")
    assert events[0] == ("declare", 0, 1, INQUISITOR, None, "examine", None)
    assert game.step == G.CHALLENGE and game.awaited == [1, 2]
    play(game, "1 allow", "2 allow")
    assert game.step == G.SHOW and game.coins[0] == 0  # no block window


def test_r93_examine_stays_within_r73_in_a_reformation_game():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]],
               reformation=True, factions="LRL")
    assert [m.target for m in game.legal_moves(0) if m.kind == "examine"] == [1]


def test_r94_the_target_chooses_the_card_and_only_the_two_see_it():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 examine 1", "1 allow", "2 allow")
    assert game.step == G.SHOW and game.awaited == [1]
    assert set(game.legal_moves(1)) == {Move(1, "show", card=CAPTAIN), Move(1, "show", card=CONTESSA)}
    with pytest.raises(X.CardNotHeld):
        game.apply(Move(1, "show", card=DUKE))
    events = play(game, "1 show Contessa")
    assert [(e.kind, e.player, e.target, e.card, e.to) for e in events] == [
        ("show", 0, 1, None, None), ("shown", 0, 1, CONTESSA, 0), ("shown", 0, 1, CONTESSA, 1)]
    assert game.step == G.EXAMINE and game.awaited == [0]
    assert game.view(0)["shown"] == CONTESSA and game.view(1)["shown"] == CONTESSA
    assert "shown" not in game.view(2) and "shown" not in game.public_view()


def test_r94_a_target_with_one_card_shows_it_unasked():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN], [ASSASSIN, CONTESSA]], revealed={1: (CONTESSA,)})
    events = play(game, "0 examine 1", "1 allow", "2 allow")
    assert ("shown", CAPTAIN, 0) in [(e.kind, e.card, e.to) for e in events]
    assert game.step == G.EXAMINE and game.shown == CAPTAIN


def test_r95_giving_the_card_back_changes_nothing():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 examine 1", "1 allow", "2 allow", "1 show Captain")
    before = (list(game.hands), list(game.court), list(game.coins))
    assert set(game.legal_moves(0)) == {Move(0, "give_back"), Move(0, "force_exchange")}
    events = play(game, "0 give_back")
    assert events[0] == ("give_back", 0, 1, None, None, None, None)
    assert (list(game.hands), list(game.court), list(game.coins)) == before
    assert game.turn == 1 and game.shown is None and "shown" not in game.view(0)


def test_r95_a_forced_exchange_draws_first_then_returns_the_shown_card():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]], court=[DUKE])
    play(game, "0 examine 1", "1 allow", "2 allow", "1 show Captain")
    court = len(game.court)
    events = play(game, "0 force_exchange")
    assert [(e.kind, e.player, e.target, e.card, e.to) for e in events[:2]] == [
        ("force_exchange", 0, 1, None, None), ("redraw", 1, None, DUKE, 1)]
    assert sorted(game.hands[1]) == [CONTESSA, DUKE]  # drawn before the Captain went back
    assert len(game.court) == court and CAPTAIN in game.court and cards_in_play(game) == 15
    assert game.revealed[1] == () and game.turn == 1


def test_r95_r99_the_examined_player_alone_is_told_the_card_drawn_until_their_next_turn_ends():
    """After a forced exchange the examined player's own view says which card they gave up
    and which they drew; nobody else's does, and it survives a JSON round trip."""
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]], court=[DUKE])
    play(game, "0 examine 1", "1 allow", "2 allow", "1 show Captain", "0 force_exchange")
    told = {"shown": CAPTAIN, "drawn": DUKE, "turn": 1}
    assert game.view(1)["redrawn"] == told
    assert "redrawn" not in game.view(0) and "redrawn" not in game.view(2)
    assert "redrawn" not in game.public_view()
    assert Game.from_dict(game.to_dict()).view(1)["redrawn"] == told
    play(game, "1 income")                       # the examined player's own next turn
    assert "redrawn" not in game.view(1) and "redrawn" not in game.to_dict()


def test_r95_the_drawn_card_is_never_the_shown_one():
    # the Court holds no Captain: the examined Captain goes back only after the draw
    for seed in range(40):
        game = inq([[INQUISITOR, CAPTAIN], [CAPTAIN, CONTESSA], [CAPTAIN, CONTESSA]], seed=seed)
        play(game, "0 examine 1", "1 allow", "2 allow", "1 show Captain", "0 force_exchange")
        assert CAPTAIN not in game.hands[1] and game.court.count(CAPTAIN) == 1


def test_r96_a_disproved_inquisitor_claim_costs_an_influence_and_no_examine():
    game = inq([[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    events = play(game, "0 examine 1", "1 challenge", "0 concede", "0 reveal Duke")
    assert "show" not in kinds(events) and game.turn == 1 and game.hands[1] == (CAPTAIN, CONTESSA)


def test_r96_a_proved_claim_costs_the_challenger_and_the_examine_goes_on():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 examine 1", "2 challenge", "0 prove", "2 reveal Assassin")
    assert game.step == G.SHOW and game.awaited == [1]


def test_r96_a_target_who_lost_their_last_card_is_not_examined():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN], [ASSASSIN, CONTESSA]], revealed={1: (CONTESSA,)})
    events = play(game, "0 examine 1", "1 challenge", "0 prove")
    assert not game.alive[1] and "show" not in kinds(events) and "no_effect" in kinds(events)
    assert game.turn == 2 and game.step == G.ACTION


def test_r97_a_steal_is_blocked_by_captain_or_inquisitor_naming_which():
    game = inq([[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, INQUISITOR]])
    play(game, "0 steal 1", "1 allow", "2 allow")
    assert set(game.legal_moves(1)) == {Move(1, "block", card=CAPTAIN), Move(1, "block", card=INQUISITOR),
                                        Move(1, "allow")}
    play(game, "1 block Inquisitor", "0 challenge")
    assert game.legal_moves(1) == (Move(1, "concede"),)  # a Captain does not prove an Inquisitor block
    play(game, "1 concede", "1 reveal Contessa")
    assert game.coins == [4, 0, 2]


def test_r98_the_turn_lists_examine_after_exchange():
    game = inq([[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, INQUISITOR]], coins=[3, 2, 2])
    assert [k for k, _ in game.legal_actions(0)] == [
        "income", "foreign_aid", "tax", "assassinate", "steal", "exchange", "examine"]
    assert game.claims["examine"] == INQUISITOR and "examine" not in game.blocked_by


def test_r99_timeouts_show_a_random_card_give_it_back_and_keep_the_originals():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 examine 1", "1 allow", "2 allow")
    events = play(game, "timeout")
    assert events[0] == ("timeout", 1, None, None, None, None, None)
    assert game.step == G.EXAMINE and game.shown in (CAPTAIN, CONTESSA)
    hands = list(game.hands)
    events = play(game, "timeout")
    assert "give_back" in kinds(events) and game.hands == hands and game.turn == 1
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    play(game, "0 exchange", "timeout", "timeout")
    assert game.hands[0] == (INQUISITOR, DUKE) and cards_in_play(game) == 15


def test_r99_privacy_the_public_sees_who_examined_whom_and_whether_it_was_forced():
    game = inq([[INQUISITOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]])
    events = play(game, "0 examine 1", "1 allow", "2 allow", "1 show Captain", "0 force_exchange")
    public = [e for e in events if e.to is None]
    assert [(e.kind, e.player, e.target) for e in public if e.kind in ("show", "force_exchange")] == [
        ("show", 0, 1), ("force_exchange", 0, 1)]
    assert all(e.card is None for e in public if e.kind != "declare")
    assert {e.to for e in of(events, "shown")} == {0, 1}
    assert [e.to for e in of(events, "redraw")] == [1]  # the drawn card: the target alone
