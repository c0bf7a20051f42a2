"""Each refusal raises its own IllegalMove subclass, with the facts to word it and the
engine's English sentence; the game is unchanged by a refused move."""

import inspect
import random

import pytest

from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR, Game, IllegalMove,
                    Move, errors as X)

from .table import play, table

THREE = [[DUKE, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, AMBASSADOR]]
INQ = [[CAPTAIN, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, INQUISITOR]]


def after(*moves, hands=THREE, **position):
    """A game of ``hands`` (see table()) once ``moves`` are played."""
    game = table(hands, **position)
    play(game, *moves)
    return game


def over():
    game = table([[ASSASSIN, DUKE], [CAPTAIN]], coins=[7, 2], revealed={1: (CONTESSA,)})
    play(game, "0 coup 1")
    assert game.over
    return game, Move(0, "income")


def bob_out():
    game = table([[DUKE, DUKE], [], [ASSASSIN, AMBASSADOR]], revealed={1: (CAPTAIN, CONTESSA)})
    return game, Move(1, "income")


def bob_coup_to_lose():
    return after("0 coup 1", coins=[7, 2, 2])


def tax_challenged():
    return after("0 tax", "1 challenge")


def foreign_aid_block_failed():
    return after("0 foreign_aid", "1 block Duke", "2 challenge", "1 concede", "1 reveal Captain")


def steal_blocks():
    return after("0 steal 1", "1 allow", "2 allow")


def assassinate_blocks():
    return after("0 assassinate 1", "1 allow", "2 allow",
                 hands=[[ASSASSIN, DUKE], [CAPTAIN, DUKE], [AMBASSADOR, CONTESSA]], coins=[3, 2, 2])


def exchanging():
    return after("0 exchange", "1 allow", "2 allow",
                 hands=[[AMBASSADOR, DUKE], [CAPTAIN, CONTESSA], [ASSASSIN, CONTESSA]],
                 court=[CAPTAIN, ASSASSIN])


def drafting():
    return Game.new(["alice", "bob"], random.Random(5), starter=0, variant="draft")


# (error class, position and move, facts, sentence)
CASES = [
    (X.GameOver, over, {}, "The game is over."),
    (X.NotInGame, lambda: (table(THREE), Move(5, "income")),
     {"seat": 5, "kind": "income"}, "That seat is not in this game."),
    (X.NotInGame, lambda: (table(THREE), Move(None, "forfeit")),
     {"seat": None, "kind": "forfeit"}, "Only a player still in the game can forfeit."),
    (X.PlayerOut, bob_out, {"seat": 1, "kind": "income"}, "You are out of this game."),
    (X.PlayerOut, lambda: (bob_out()[0], Move(1, "forfeit")),
     {"seat": 1, "kind": "forfeit"}, "Only a player still in the game can forfeit."),
    (X.NotYourTurn, lambda: (table(THREE, starter=2), Move(1, "income")),
     {"turn": 2}, "It is not your turn; it is carol's."),
    (X.NotAwaited, lambda: (bob_coup_to_lose(), Move(2, "reveal", card=ASSASSIN)),
     {"awaited": (1,)}, "Nothing is waiting on you right now."),
    (X.OwnClaim, lambda: (after("0 tax"), Move(0, "challenge")),
     {"claim": DUKE}, "This is your own claim: the other players answer it."),
    (X.AlreadyAnswered, lambda: (after("0 tax", "1 allow"), Move(1, "challenge")),
     {}, "You have already answered."),
    (X.AlreadyChallenged, lambda: (tax_challenged(), Move(2, "challenge")),
     {"challenger": 1}, "bob has already challenged this claim."),
    (X.OnlyTargetBlocks, lambda: (steal_blocks(), Move(2, "block", card=CAPTAIN)),
     {"target": 1, "action": "steal"}, "Only bob can block this Steal."),
    (X.BlockAlreadyFailed, lambda: (foreign_aid_block_failed(), Move(1, "block", card=DUKE)),
     {"action": "foreign_aid"}, "Your block failed; you cannot block this action again."),
    (X.WrongStep, lambda: (table(THREE), Move(0, "allow")),
     {"step": "action"}, "That does not answer this step: choose an action."),
    (X.CannotBlockWith, lambda: (assassinate_blocks(), Move(1, "block", card=DUKE)),
     {"action": "assassinate", "card": DUKE, "cards": (CONTESSA,)},
     "Assassinate can only be blocked with Contessa."),
    (X.UnknownMove, lambda: (table(THREE), Move(0, "dance")),
     {"kind": "dance"}, "There is no move called 'dance'."),
    (X.MustCoup, lambda: (table(THREE, coins=[10, 2, 2]), Move(0, "tax")),
     {"coins": 10}, "You have 10 coins: you must Coup (R32)."),
    (X.NotEnoughCoins, lambda: (table(THREE, coins=[5, 2, 2]), Move(0, "coup", 1)),
     {"action": "coup", "need": 7, "have": 5}, "You need 7 coins to Coup; you have 5."),
    (X.TargetRequired, lambda: (table(THREE), Move(0, "steal")),
     {"action": "steal"}, "Steal needs a target."),
    (X.TargetSelf, lambda: (table(THREE), Move(0, "steal", 0)),
     {"action": "steal"}, "You cannot target yourself."),
    (X.TargetOut, lambda: (bob_out()[0], Move(0, "steal", 1)),
     {"action": "steal", "target": 1}, "The target must be a player still in the game."),
    (X.TargetHasNoCoins, lambda: (table(THREE, coins=[2, 0, 2]), Move(0, "steal", 1)),
     {"action": "steal", "target": 1}, "bob has no coins to steal."),
    (X.TakesNoTarget, lambda: (table(THREE), Move(0, "income", 1)),
     {"action": "income", "target": 1}, "Income takes no target."),
    (X.CardNotHeld, lambda: (after("0 steal 1", "1 challenge"), Move(0, "prove")),
     {"card": CAPTAIN, "kind": "prove"}, "You cannot prove Captain: you do not hold one."),
    (X.CardNotHeld, lambda: (bob_coup_to_lose(), Move(1, "reveal", card=DUKE)),
     {"card": DUKE, "kind": "reveal"}, "You have no hidden Duke to reveal."),
    (X.KeepCount, lambda: (exchanging(), Move(0, "keep", card=(CAPTAIN,))),
     {"keep": 2}, "Keep exactly 2 cards."),
    (X.NotAmongCards, lambda: (exchanging(), Move(0, "keep", card=(CONTESSA, DUKE))),
     {"card": CONTESSA}, "Contessa is not among your cards and the cards you drew."),
    (X.NotInDraftSet, lambda: (drafting(), Move(0, "draft", card="Jester")),
     {"card": "Jester"}, "Jester is not in your set."),
    # the expansions (R70–R99)
    (X.ActionNotInGame, lambda: (table(THREE), Move(0, "examine", 1)),
     {"action": "examine", "option": "inquisitor"},
     "Examine does not exist in this game: it is played without the Inquisitor option."),
    (X.CharacterNotInGame, lambda: (after("0 steal 1", "1 allow", "2 allow", hands=INQ, inquisitor=True),
                                    Move(1, "block", card=AMBASSADOR)),
     {"card": AMBASSADOR}, "There is no Ambassador in this game."),
    (X.SameFactionTarget, lambda: (table(THREE, reformation=True, factions="LRL", coins=[7, 2, 2]),
                                   Move(0, "coup", 2)),
     {"action": "coup", "target": 2, "faction": "loyalist"},
     "carol is a loyalist like you: while the table is split you cannot Coup them (R73)."),
    (X.SameFactionBlock, lambda: (after("0 foreign_aid", reformation=True, factions="LRL"),
                                  Move(2, "block", card=DUKE)),
     {"action": "foreign_aid", "actor": 0, "faction": "loyalist"},
     "alice is a loyalist like you: while the table is split you cannot block their Foreign aid (R73)."),
    (X.DukeHeld, lambda: (after("0 embezzle", "1 challenge", reformation=True), Move(0, "prove")),
     {}, "You hold a Duke: you can only concede this Embezzle (R80)."),
]


@pytest.mark.parametrize("cls,position,facts,sentence", CASES,
                         ids=[f"{c[0].__name__}-{i}" for i, c in enumerate(CASES)])
def test_each_refusal_has_its_class_facts_and_sentence(cls, position, facts, sentence):
    game, move = position()
    before = game.to_dict()
    with pytest.raises(IllegalMove) as caught:
        game.apply(move)
    error = caught.value
    assert type(error) is cls
    assert error.facts == facts
    assert str(error) == sentence
    assert error.reason == cls.reason
    assert game.to_dict() == before


def test_every_refusal_class_is_raised_by_some_position():
    leaves = {cls for _, cls in inspect.getmembers(X, inspect.isclass)
              if issubclass(cls, IllegalMove) and not cls.__subclasses__()}
    assert leaves == {case[0] for case in CASES}


def test_refusals_are_illegal_moves_and_value_errors():
    for cls in {case[0] for case in CASES}:
        assert issubclass(cls, IllegalMove) and issubclass(cls, ValueError)
    assert issubclass(X.TargetSelf, X.BadTarget)
    reasons = [case[0].reason for case in CASES]
    assert len(set(reasons)) == len({case[0] for case in CASES})  # one reason per class
