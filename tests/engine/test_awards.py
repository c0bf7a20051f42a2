"""engine.awards and the record's claims, mistakes and replay: the scripted game of
test_record.py, whose answers are counted by hand, and random games checked against the
engine's own state at every turn."""

import random

from hypothesis import HealthCheck, given, settings

from engine import Event, Game, Move
from engine import events as E
from engine.awards import (BLUFFER, BLUNDER, FASTEST, READER, SLOWEST, Award, Prediction, awards,
                           decision_seconds, scored)
from engine.record import Claim, Mistake, read, replay

from .test_record import A, B, C, games, play_random, scripted_game


def test_claims_reads_and_mistakes_of_the_scripted_game():
    _, log = scripted_game()
    rec = read(log, 3)
    assert rec.claims() == [
        Claim(1, A, "Captain", "action", "steal", bluff=False, challenged=True),
        Claim(1, B, "Ambassador", "block", "steal", bluff=True, challenged=False),
        Claim(2, B, "Captain", "action", "steal", bluff=True, challenged=False),
        Claim(3, C, "Ambassador", "action", "exchange", bluff=False, challenged=False),
        Claim(4, A, "Captain", "action", "steal", bluff=True, challenged=False),
        Claim(4, C, "Captain", "block", "steal", bluff=False, challenged=False),
        Claim(5, C, "Duke", "block", "foreign_aid", bluff=True, challenged=True),
        Claim(6, A, "Duke", "action", "tax", bluff=True, challenged=True),
        Claim(7, B, "Assassin", "action", "assassinate", bluff=False, challenged=False),
        Claim(7, A, "Contessa", "block", "assassinate", bluff=False, challenged=False),
    ]
    # A caught C's Duke block (T5) and blocked the assassination (T7); B caught A's tax
    # (T6) and its Ambassador block stood (T1); C's Captain block stood (T4).
    assert rec.reads() == (2, 2, 1)
    assert rec.mistakes() == [
        Mistake(1, C, "challenge", cards=1, out=False),   # challenged A's true Captain
        Mistake(5, C, "bluff", cards=1, out=True),        # its Duke block caught: its last card
        Mistake(6, A, "bluff", cards=1, out=False),       # its tax caught
    ]
    assert rec.claim(4, "block").seat == C and rec.claim(3, "block") is None


def test_awards_of_the_scripted_game():
    _, log = scripted_game()
    assert awards(read(log, 3)) == [
        Award(BLUFFER, (B,), 2),                # T1 block and T2 steal, neither caught
        Award(READER, (A, B), 2),               # tied: they share it
        Award(BLUNDER, (C,), 1, turn=5, how="bluff", out=True),   # the one that put C out
    ]


def test_speed_awards_need_two_people_with_three_timed_answers():
    _, log = scripted_game()
    rec = read(log, 3)
    found = awards(rec, [[4.0, 2.0, 9.0], [30.0, 20.0, 25.0, 1.0], [1.0, 1.0]])
    assert found[3:] == [Award(FASTEST, (A,), 4.0), Award(SLOWEST, (B,), 22.5)]
    assert [a.kind for a in awards(rec, [[4.0, 2.0, 9.0], [], [1.0]])] == [BLUFFER, READER, BLUNDER]
    assert [a.kind for a in awards(rec, [[5.0] * 3, [5.5] * 3, []])] == [BLUFFER, READER, BLUNDER]  # too close


def test_decision_seconds_time_the_answers_that_waited_on_one_player():
    moves = [
        (100.0, [Event(E.START, 0, amount=2), Event(E.TURN, 0, amount=1)]),
        (103.0, [Event(E.DECLARE, 0, action="tax", card="Duke")]),       # A's action: 3 s
        (104.0, [Event(E.ALLOW, 1)]),                                    # a window: not timed
        (110.0, [Event(E.TIMEOUT, 1), Event(E.GAIN, 0, amount=3)]),      # a timeout answers nothing
        (118.0, [Event(E.DECLARE, 1, action="income"), Event(E.GAIN, 1, amount=1)]),  # B: 8 s
        (119.0, [Event(E.SHOW, 1, target=0)]),                           # A chose the card shown: 1 s
    ]
    assert decision_seconds(moves, 2) == [[3.0, 1.0], [8.0]]


def test_r58_predictions_are_scored_on_the_claim_of_their_turn():
    _, log = scripted_game()
    rec = read(log, 3)
    assert scored(rec, [Prediction(1, "block", True), Prediction(1, "action", True),
                        Prediction(6, "action", False), Prediction(3, "block", True)]) == [True, False, False, None]


def test_replay_of_the_scripted_game_shows_every_hand_at_every_turn():
    game, log = scripted_game()
    turns = replay(log, 3)
    assert [t.turn for t in turns] == list(range(1, 9))
    assert turns[0].hands == (("Contessa", "Captain"), ("Duke", "Assassin"), ("Contessa", "Ambassador"))
    assert turns[0].events[0].kind == E.START                   # the first page holds the deal
    # T1: A proved its Captain and drew an Assassin; C lost its Contessa.
    assert turns[1].hands == (("Contessa", "Assassin"), ("Duke", "Assassin"), ("Ambassador",))
    # T3: C's exchange is on its page, drawn and kept; T4 begins with C holding the Captain.
    kinds = [e.kind for e in turns[2].events]
    assert E.DRAWN in kinds and E.KEPT in kinds
    assert turns[3].hands[C] == ("Captain",)
    # The bluffs are marked where they were made: T1 B's block, T4 A's steal.
    assert [turns[0].events[i] for i in turns[0].bluffs] == [e for e in turns[0].events if e.kind == E.BLOCK]
    assert [turns[3].events[i].player for i in turns[3].bluffs] == [A]
    assert sum(len(t.bluffs) for t in turns) == 5
    assert sum(len(t.events) for t in turns) == len(log)
    assert turns[-1].alive == (True, True, False)


def test_replay_of_a_game_that_ended_in_the_draft():
    game = Game.new(2, random.Random(5), starter=0, variant="draft")
    log = list(game.opening) + game.apply(Move(1, "draft", card="Captain")) + game.apply(Move(1, "forfeit"))
    (only,) = replay(log, 2)
    assert only.turn == 0 and len(only.events) == len(log) and only.alive == (True, False)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_replay_hands_are_the_games_hands_as_each_turn_began(params):
    log, began, claims = [], {}, []
    for game, move, events, claim in play_random(params):
        log += events
        if any(e.kind == E.TURN for e in events):
            began[game.turn_no] = (list(game.hands), list(game.coins), list(game.alive))
        if claim is not None:
            claims.append(claim)
    turns = replay(log, game.n)
    assert sum(len(t.events) for t in turns) == len(log)
    for t in turns:
        if t.turn:
            assert (list(t.hands), list(t.coins), list(t.alive)) == began[t.turn]
    # every claim marked a bluff is one the game saw made without the card, in order
    marked = [(t.turn, t.events[i].player) for t in turns for i in t.bluffs]
    assert marked == [(c[0], c[1]) for c in claims if not c[3]]
    assert [(c.turn_no, c.seat, c.bluff) for c in read(log, game.n).claims()] == \
        [(c[0], c[1], not c[3]) for c in claims]
