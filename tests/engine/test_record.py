"""engine.record: what a game's event log says (claims, bluffs, challenges, finishes, the
board turn by turn), checked on a hand-counted game and over thousands of random games."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR, NOT_DUKE, LOYALIST as L_,
                    REFORMIST as R_, Event, Game, Move)
from engine import game as G
from engine.record import Bluff, GameRecord, PlayerTally, TurnSnapshot, bluffs, read, tally, timeline

from .table import play, table

# ---------------------------------------------------------------- a game counted by hand

A, B, C = 0, 1, 2


def scripted_game():
    """Three players, seed 3, A starts. Dealt: A Contessa+Captain, B Duke+Assassin,
    C Contessa+Ambassador. Returns the game and its full log."""
    game = Game.new(["A", "B", "C"], random.Random(3), starter=A)
    log = list(game.opening)
    turns = [
        # T1 A steals from B claiming Captain (true). C challenges; A proves, shuffles the
        #    Captain back and draws an Assassin (A: Contessa, Assassin); C reveals Contessa.
        #    B blocks claiming Ambassador (a bluff); nobody challenges: the block stands.
        ["0 steal 1", "2 challenge", "0 prove", "2 reveal Contessa",
         "1 block Ambassador", "0 allow", "2 allow"],
        # T2 B steals from A claiming Captain (a bluff), unchallenged, unblocked: A 0, B 4.
        ["1 steal 0", "0 allow", "2 allow", "0 allow"],
        # T3 C exchanges (true: Ambassador), draws Captain+Assassin, keeps Captain.
        ["2 exchange", "0 allow", "1 allow", "2 keep Captain"],
        # T4 A steals from C claiming Captain: a bluff, as A gave its Captain back in T1.
        #    Unchallenged. C blocks claiming Captain: true since the exchange. It stands.
        ["0 steal 2", "1 allow", "2 allow", "2 block Captain", "0 allow", "1 allow"],
        # T5 B takes foreign aid. C blocks claiming Duke (a bluff); A challenges; C concedes,
        #    reveals its last card (Captain) and is out, first. The aid goes ahead: B 6.
        ["1 foreign_aid", "2 block Duke", "0 challenge", "2 concede", "0 allow"],
        # T6 A taxes claiming Duke (a bluff); B challenges; A concedes and reveals Assassin.
        ["0 tax", "1 challenge", "0 concede", "0 reveal Assassin"],
        # T7 B assassinates A (true: Assassin), paying 3 (B 3). A blocks with Contessa (true).
        ["1 assassinate 0", "0 allow", "0 block Contessa", "1 allow"],
        # T8 A is to act; B forfeits instead (R52), revealing Duke and Assassin. A wins.
        ["1 forfeit"],
    ]
    for moves in turns:
        for m in moves:
            log += game.apply(Move.parse(m))
    return game, log


def test_the_scripted_deal():
    game = Game.new(["A", "B", "C"], random.Random(3), starter=A)
    assert game.hands == [("Contessa", "Captain"), ("Duke", "Assassin"), ("Contessa", "Ambassador")]


def test_tally_of_a_game_counted_by_hand_r40_r41_r43_r52():
    game, log = scripted_game()
    assert game.over and game.winner == A and game.turn_no == 8
    assert tally(log, 3) == (
        # A: claims T1 Captain, T4 Captain, T6 Duke, T7 Contessa block = 4; bluffs T4, T6 = 2,
        #    caught T6 = 1; challenged C's Duke block in T5 and won it; 1 block; turns 1, 4, 6, 8.
        PlayerTally(A, claims=4, bluffs=2, bluffs_caught=1, challenges=1, challenges_won=1,
                    blocks=1, finish=1, won=True, forfeited=False, turns=4),
        # B: claims T1 Ambassador block, T2 Captain, T7 Assassin = 3; bluffs T1, T2, never
        #    caught; challenged A's tax in T6 and won it; 1 block; out second; turns 2, 5, 7.
        PlayerTally(B, claims=3, bluffs=2, bluffs_caught=0, challenges=1, challenges_won=1,
                    blocks=1, finish=2, won=False, forfeited=True, turns=3),
        # C: claims T3 Ambassador, T4 Captain block, T5 Duke block = 3; bluff T5, caught;
        #    challenged A's true Captain in T1 and lost; 2 blocks; out first; turn 3.
        PlayerTally(C, claims=3, bluffs=1, bluffs_caught=1, challenges=1, challenges_won=0,
                    blocks=2, finish=3, won=False, forfeited=False, turns=1),
    )


def test_bluffs_of_a_game_counted_by_hand_r40():
    game, log = scripted_game()
    assert bluffs(log, 3) == [
        Bluff(1, B, "Ambassador", "block", "steal", caught=False),
        Bluff(2, B, "Captain", "action", "steal", caught=False),
        Bluff(4, A, "Captain", "action", "steal", caught=False),
        Bluff(5, C, "Duke", "block", "foreign_aid", caught=True),
        Bluff(6, A, "Duke", "action", "tax", caught=True),
    ]


def test_timeline_of_a_game_counted_by_hand_r3_r22_r36():
    game, log = scripted_game()
    none, con, con_cap = (), ("Contessa",), ("Contessa", "Captain")
    assert timeline(public(log), 3) == [
        TurnSnapshot(0, (2, 2, 2), (2, 2, 2), (none, none, none)),
        TurnSnapshot(1, (2, 2, 2), (2, 2, 1), (none, none, con)),      # the steal was blocked
        TurnSnapshot(2, (0, 4, 2), (2, 2, 1), (none, none, con)),      # B took 2 from A
        TurnSnapshot(3, (0, 4, 2), (2, 2, 1), (none, none, con)),      # an exchange shows nothing
        TurnSnapshot(4, (0, 4, 2), (2, 2, 1), (none, none, con)),
        TurnSnapshot(5, (0, 6, 0), (2, 2, 0), (none, none, con_cap)),  # C out: coins to the Treasury
        TurnSnapshot(6, (0, 6, 0), (1, 2, 0), (("Assassin",), none, con_cap)),
        TurnSnapshot(7, (0, 3, 0), (1, 2, 0), (("Assassin",), none, con_cap)),  # 3 paid, blocked
        TurnSnapshot(8, (0, 0, 0), (1, 0, 0), (("Assassin",), ("Duke", "Assassin"), con_cap)),
    ]


def test_hands_follow_replacements_and_exchanges_r41_r47():
    game = Game.new(["A", "B", "C"], random.Random(3), starter=A)
    rec = GameRecord(3).feed(game.opening)
    rec.feed(game.apply(Move.parse("0 steal 1")))
    rec.feed(game.apply(Move.parse("2 challenge")))
    rec.feed(game.apply(Move.parse("0 prove")))
    assert rec.hands[A] == game.hands[A] == ("Contessa", "Assassin")
    for m in ["2 reveal Contessa", "1 allow", "1 steal 0", "0 allow", "2 allow", "0 allow",
              "2 exchange", "0 allow", "1 allow", "2 keep Captain"]:
        rec.feed(game.apply(Move.parse(m)))
    assert rec.hands == game.hands == [("Contessa", "Assassin"), ("Duke", "Assassin"), ("Captain",)]


def table_log(game):
    """The opening a game set up with tests/engine/table.py would have logged."""
    factions = [Event("faction", p, card=f) for p, f in enumerate(game.factions or ())]
    return ([Event("start", game.turn, amount=game.n)]
            + [Event("deal", p, card=game.hands[p], to=p) for p in range(game.n)]
            + factions + [Event("turn", game.turn, amount=1)])


def test_r45_a_block_after_losing_a_challenge_is_judged_on_the_cards_left():
    game = table([[ASSASSIN, DUKE], [CONTESSA, DUKE], [CAPTAIN, AMBASSADOR]], coins=[3, 2, 2])
    log = table_log(game)
    # B challenges the real Assassin, loses, reveals Contessa, then blocks claiming Contessa.
    log += play(game, "0 assassinate 1", "1 challenge", "0 prove", "1 reveal Contessa",
                "1 block Contessa", "0 challenge", "1 concede")
    assert bluffs(log, 3) == [Bluff(1, B, CONTESSA, "block", "assassinate", caught=True)]
    a, b, c = tally(log, 3)
    assert (b.claims, b.bluffs, b.bluffs_caught, b.challenges, b.challenges_won) == (1, 1, 1, 1, 0)
    assert (a.claims, a.bluffs, a.challenges, a.challenges_won) == (1, 0, 1, 1)
    assert b.finish == 3 and a.finish is None and c.finish is None  # the game goes on


@pytest.mark.parametrize("holds,won", [(True, 0), (False, 1)])
def test_r52_a_claimant_who_leaves_before_answering_a_challenge(holds, won):
    """R51/R52: leaving is not answering: a claimant holding the card proves it (the
    challenge is lost), otherwise the claim fails (the challenge is won)."""
    hand = [DUKE, CAPTAIN] if holds else [AMBASSADOR, CAPTAIN]
    game = table([hand, [CONTESSA, DUKE], [CAPTAIN, AMBASSADOR]])
    log = table_log(game) + play(game, "0 tax", "1 challenge", "0 forfeit")
    t = tally(log, 3)
    assert (t[B].challenges, t[B].challenges_won) == (1, won)
    assert (t[A].bluffs, t[A].bluffs_caught) == ((0, 0) if holds else (1, 1))
    assert t[A].forfeited and t[A].finish == 3


def test_r46_a_thief_takes_its_share_before_the_treasury():
    game = table([[CAPTAIN, DUKE], [DUKE], [CAPTAIN, AMBASSADOR]], coins=[2, 5, 2],
                 revealed={1: (CONTESSA,)})
    log = table_log(game)
    log[1 + B] = Event("deal", B, card=(DUKE, CONTESSA), to=B)  # as dealt, before B's loss
    log.append(Event("reveal", B, card=CONTESSA))
    log += play(game, "0 steal 1", "1 challenge", "0 prove")
    assert game.coins == [4, 0, 2]
    line = timeline(log, 3)
    assert snapshot_board(line[-1]) == board(game)
    assert line[-1].coins == (4, 0, 2) and line[-1].turn == 1


def test_expansion_events_keep_hands_reserve_and_bluffs_r77_r79_r81_r95():
    game = table([[DUKE, INQUISITOR], [CAPTAIN, CONTESSA], [ASSASSIN, CAPTAIN]], coins=[2, 2, 2],
                 court=[DUKE], reformation=True, inquisitor=True, factions="LRL")
    log = table_log(game)
    log += play(game, "0 convert 0")                                      # T1 Reserve 1
    log += play(game, "1 embezzle", "0 challenge", "1 prove", "0 reveal Duke")  # T2 true: no Duke
    log += play(game, "2 embezzle", "0 allow", "1 allow")                 # T3 true, Reserve empty
    log += play(game, "0 examine 2", "1 allow", "2 allow", "2 show Assassin", "0 force_exchange")
    rec = read(log, 3)
    assert rec.hands == game.hands and rec.coins == game.coins == [1, 3, 2]
    assert rec.factions == game.factions == [R_, R_, L_] and rec.reserve == game.reserve == 0
    assert [s.reserve for s in rec.timeline()] == [0, 1, 0, 0, 0]  # the deal, then turns 1-4
    a, b, c = rec.tallies()
    assert (a.claims, a.bluffs, a.challenges, a.challenges_won) == (1, 0, 1, 0)
    assert (b.claims, b.bluffs, c.claims, c.bluffs) == (1, 0, 1, 0)
    # an Embezzle made while holding a Duke is a bluff (R79)
    game = table([[DUKE, CONTESSA], [CAPTAIN, CONTESSA], [ASSASSIN, CAPTAIN]],
                 reformation=True, factions="LRL")
    log = table_log(game) + play(game, "0 embezzle", "1 challenge", "0 concede", "0 reveal Duke")
    assert bluffs(log, 3) == [Bluff(1, A, NOT_DUKE, "action", "embezzle", caught=True)]
    assert tally(log, 3)[B].challenges_won == 1


def test_record_needs_a_player_count_from_two_to_ten():
    for n in (0, 1, 11):
        with pytest.raises(ValueError):
            GameRecord(n)
    game = Game.new(3, random.Random(0))
    with pytest.raises(ValueError):
        tally(game.opening, 4)  # the log says 3 players


def public(events):
    return [e for e in events if e.to is None]


def board(game):
    v = game.public_view()
    return (tuple(v["coins"]), tuple(v["hidden_counts"]), tuple(tuple(r) for r in v["revealed"]))


def snapshot_board(s):
    return (s.coins, s.hidden, s.revealed)


def factions_and_reserve(game):
    """What a timeline entry says of Reformation's public board (R87): None before the
    starter's choice and in games without it."""
    v = game.public_view()
    if v["factions"] is None:
        return None, None
    return tuple(v["factions"]), v["reserve"]


def test_timeline_starts_with_the_deal_r3_r4():
    three = Game.new(3, random.Random(2), starter=1)
    assert timeline(three.opening, 3) == [TurnSnapshot(0, (2, 2, 2), (2, 2, 2), ((), (), ()))]
    two = Game.new(2, random.Random(2), starter=1)
    assert timeline(public(two.opening), 2) == [TurnSnapshot(0, (2, 1), (2, 2), ((), ()))]


def test_timeline_of_a_draft_game_r11_r12():
    game = Game.new(2, random.Random(5), starter=1, variant="draft")
    log = list(game.opening)
    log += game.apply(Move(0, "draft", card="Duke"))
    assert timeline(public(log), 2) == []  # the deal is not over yet
    log += game.apply(Move(1, "draft", card="Contessa"))
    assert timeline(public(log), 2) == [TurnSnapshot(0, (2, 1), (2, 2), ((), ()))]
    rec = read(log, 2)
    assert rec.hands == game.hands and rec.hands[0][0] == "Duke" and rec.hands[1][0] == "Contessa"


def test_a_forfeit_during_the_draft_ends_the_game_before_turn_one_r52():
    game = Game.new(2, random.Random(5), starter=0, variant="draft")
    log = list(game.opening)
    log += game.apply(Move(1, "draft", card="Captain"))
    log += game.apply(Move(1, "forfeit"))
    assert game.over and game.winner == 0
    assert timeline(log, 2) == [TurnSnapshot(0, (1, 0), (0, 0), ((), ("Captain",)))]
    assert board(game) == snapshot_board(timeline(log, 2)[-1])
    t = tally(log, 2)
    assert [(x.finish, x.won, x.forfeited, x.turns) for x in t] == [(1, True, False, 0), (2, False, True, 0)]


def test_bluffs_cannot_be_told_from_public_events_alone():
    game = Game.new(3, random.Random(0), starter=0)
    log = list(game.opening) + game.apply(Move(0, "tax"))
    assert tally(log, 3)[0].claims == 1
    with pytest.raises(ValueError):
        tally(public(log), 3)
    with pytest.raises(ValueError):
        bluffs(public(log), 3)
    assert timeline(public(log), 3) == timeline(log, 3)


# ---------------------------------------------------------------- random games

games = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 10),
    "draft": st.booleans(),
    "timeouts": st.sampled_from([0.0, 0.05, 0.3]),
    "forfeits": st.sampled_from([0.0, 0.01, 0.05]),
    "reformation": st.booleans(),
    "inquisitor": st.booleans(),
})

FAST = settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_random(params):
    """A random legal game, timeouts and forfeits mixed in; yields (game, move, events, before)
    where ``before`` is the claim the move makes: (seat, card, was it held, kind) or None."""
    n = params["players"]
    variant = "draft" if params["draft"] and n == 2 else "standard"
    game = Game.new(n, random.Random(params["seed"]), variant=variant,
                    reformation=params.get("reformation", False), inquisitor=params.get("inquisitor", False))
    rng = random.Random(params["seed"] ^ 0xC0FFEE)
    yield game, None, list(game.opening), None
    while not game.over:
        r = rng.random()
        if r < params["forfeits"]:
            move = Move(rng.choice([s for s in range(n) if game.alive[s]]), "forfeit")
        elif r < params["forfeits"] + params["timeouts"]:
            move = Move(None, "timeout")
        else:
            move = rng.choice(game.legal_moves(rng.choice(game.awaited)))
        claim = None
        if game.step == G.ACTION and move.kind in game.claims:
            card = game.claims[move.kind]
            hand = game.hands[move.player]
            held = DUKE not in hand if card == NOT_DUKE else card in hand  # R79: no Duke
            claim = (move.player, card, held, "action", move.kind)
        elif game.step == G.BLOCK and move.kind == "block":
            claim = (move.player, move.card, move.card in game.hands[move.player], "block", game.action)
        turn_no = game.turn_no
        events = game.apply(move)
        yield game, move, events, claim and (turn_no,) + claim


@FAST
@given(games)
def test_the_record_agrees_with_the_game_at_every_step(params):
    rec = None
    log = []
    claims = []  # (turn_no, seat, card, held, kind, action) seen from the game itself
    challenged = []  # index in claims of every claim that was challenged
    forfeits = set()
    for game, move, events, claim in play_random(params):
        if rec is None:
            rec = GameRecord(game.n)
        log += events
        rec.feed(events)
        # The hands the private events tell are the game's hands, at every step.
        assert rec.hands == game.hands
        assert rec.coins == game.coins and rec.alive == game.alive
        assert rec.factions == game.factions and rec.reserve == (game.reserve if game.factions else None)
        if claim is not None:
            claims.append(claim)
        if move is not None and move.kind == "forfeit":
            forfeits.add(move.player)
        if move is not None and move.kind == "challenge" and any(e.kind == "challenge" for e in events):
            challenged.append(len(claims) - 1)
        # At every turn boundary the timeline's last entry is the public board (R53).
        if events and events[-1].kind == "turn" or game.over:
            line = rec.timeline()
            assert len(line) == game.turn_no + (1 if game.over else 0)
            assert line[-1].turn == (game.turn_no if game.over else game.turn_no - 1)
            assert snapshot_board(line[-1]) == board(game)
            assert (line[-1].factions, line[-1].reserve) == factions_and_reserve(game)
    n = game.n

    line = timeline(public(log), n)
    assert line == rec.timeline() == timeline(log, n)
    assert [s.turn for s in line] == list(range(len(line)))
    assert snapshot_board(line[-1]) == board(game)

    tallies = tally(log, n)
    assert tallies == rec.tallies()
    assert [t.seat for t in tallies] == list(range(n))
    assert [t.won for t in tallies].count(True) == 1
    assert tallies[game.winner].won and tallies[game.winner].finish == 1
    assert sorted(t.finish for t in tallies) == list(range(1, n + 1))
    for t in tallies:
        assert 0 <= t.bluffs_caught <= t.bluffs <= t.claims
        assert 0 <= t.challenges_won <= t.challenges
        assert t.blocks <= t.claims
    assert {t.seat for t in tallies if t.forfeited} == forfeits | {
        s for s in range(n) if game.missed[s] >= game.max_missed_turns}  # R52
    assert sum(t.turns for t in tallies) == max(game.turn_no, 0)

    # Claims and bluffs, against what the game itself held when each claim was made.
    assert [t.claims for t in tallies] == [sum(c[1] == s for c in claims) for s in range(n)]
    expected = [Bluff(c[0], c[1], c[2], c[4], c[5], i in challenged)
                for i, c in enumerate(claims) if not c[3]]
    assert bluffs(log, n) == expected
    assert [t.bluffs for t in tallies] == [sum(b.seat == s for b in expected) for s in range(n)]
    assert [t.bluffs_caught for t in tallies] == [sum(b.seat == s and b.caught for b in expected)
                                                  for s in range(n)]

    # Events that went through JSON (as stored) read the same.
    stored = [Event(*e) for e in json.loads(json.dumps(log))]
    assert tally(stored, n) == tallies and timeline(stored, n) == line

