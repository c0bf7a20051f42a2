"""Computer players in expansion games (R70–R99): every level finishes every kind of game
with legal moves only, and plays the expansions' moves by sensible rules of thumb."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine import Event, Game, Move
from engine.ai import LEVELS, ComputerPlayer, Memory, _Table, decide, legal_moves
from engine.search import game_from_view, sample_deal, search

from .table import play, positions_of, table

OPTIONS = {
    "base": {},
    "reformation": {"reformation": True},
    "inquisitor": {"inquisitor": True},
    "both": {"reformation": True, "inquisitor": True},
}


def play_whole_game(n, level, options, seed, variant="standard", others=None):
    """One game of ``n`` computer players (``level`` in every seat, or ``level`` at seat 0
    and ``others`` elsewhere), checking every move against the seat's legal moves and
    every seat's memory of its own hand and the Court deck's size against the game."""
    game = Game.new(n, random.Random(seed), variant=variant, **options)
    levels = [level] + [others or level] * (n - 1)
    bots = [ComputerPlayer(s, lv, random.Random(seed * 31 + s)) for s, lv in enumerate(levels)]
    for bot in bots:
        bot.observe(game.opening)
    decisions = 0
    while not game.over:
        seat = game.awaited[0]
        move = bots[seat].choose(game.view(seat))
        assert move in game.legal_moves(seat), (level, options, seed, game.step, move)
        events = game.apply(move)
        for bot in bots:
            bot.observe(events)
        if game.turn_no and not game.over and game.step == "action":
            for bot in bots:
                assert sorted(bot.memory.hand) == sorted(game.hands[bot.seat])
                assert bot.memory.court == len(game.court)
        decisions += 1
        assert decisions < 5000, "a game between computers must end"
    assert game.alive[game.winner] and sum(game.alive) == 1
    return game


@pytest.mark.parametrize("options", sorted(OPTIONS))
@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "hard"])
def test_every_level_finishes_expansion_games_with_legal_moves(level, options):
    for n in (2, 3, 4, 6, 10):
        for seed in range(6):
            play_whole_game(n, level, OPTIONS[options], seed)
    for seed in range(6):
        play_whole_game(2, level, OPTIONS[options], seed, variant="draft")


@pytest.mark.parametrize("options", sorted(OPTIONS))
def test_hard_finishes_expansion_games_with_legal_moves(options, monkeypatch):
    monkeypatch.setattr("engine.ai.HARD_PLAYOUTS", {2: 24, 3: 16})
    monkeypatch.setattr("engine.ai.HARD_PLAYOUTS_MANY", 12)
    play_whole_game(2, "hard", OPTIONS[options], 1, others="normal")
    play_whole_game(3, "hard", OPTIONS[options], 2, others="easy")


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 10), seed=st.integers(0, 2**32 - 1), reformation=st.booleans(),
       inquisitor=st.booleans(), mix=st.lists(st.sampled_from(["easy", "normal", "random"]),
                                              min_size=10, max_size=10))
def test_mixed_tables_of_any_size_and_options_always_end(n, seed, reformation, inquisitor, mix):
    game = Game.new(n, random.Random(seed), reformation=reformation, inquisitor=inquisitor)
    bots = [ComputerPlayer(s, mix[s], random.Random(seed + s)) for s in range(n)]
    for bot in bots:
        bot.observe(game.opening)
    for _ in range(5000):
        if game.over:
            break
        seat = game.awaited[0]
        events = game.apply(bots[seat].choose(game.view(seat)))
        for bot in bots:
            bot.observe(events)
    assert game.over


# ---------------------------------------------------------------- helpers

def dealt(game, seat):
    return [Event("start", game.turn, amount=game.n),
            Event("deal", seat, card=game.hands[seat], to=seat)]


def choices(game, seat, memory=None, level="normal", seeds=40):
    """The set of moves ``seat`` makes over many seeds, from the game's start as it saw it."""
    memory = memory or Memory.replay(seat, dealt(game, seat))
    view = game.view(seat)
    return {decide(view, memory, random.Random(s), level) for s in range(seeds)}


def estimate(game, seat, memory=None):
    view = game.view(seat)
    memory = memory or Memory.replay(seat, dealt(game, seat))
    return _Table(view, memory, random.Random(0), "normal", legal_moves(view))


# ---------------------------------------------------------------- Inquisitor (R90–R99)

def test_r90_card_counting_knows_the_inquisitor_deck():
    """No Ambassador in an Inquisitor game; three Inquisitors, like every character."""
    game = table([["Duke", "Captain"], ["Inquisitor", "Inquisitor"], ["Inquisitor", "Contessa"]],
                 inquisitor=True)
    t = estimate(game, 1)
    assert t.max_copies("Ambassador") == 0 and t.p_holds(0, "Ambassador") == 0.0
    assert t.max_copies("Inquisitor") == 3 and t.p_holds(0, "Inquisitor") > 0.0


def test_r91_normal_always_challenges_an_inquisitor_claim_when_it_can_see_every_copy():
    game = table([["Duke", "Captain"], ["Inquisitor", "Inquisitor"], ["Captain"]],
                 inquisitor=True, revealed={2: ["Inquisitor"]})
    play(game, "0 exchange")
    assert game.awaited[0] == 1
    assert choices(game, 1) == {Move(1, "challenge")}


def test_r97_steal_is_blocked_with_the_inquisitor_held():
    game = table([["Captain", "Duke"], ["Inquisitor", "Contessa"]], inquisitor=True, coins=[2, 4])
    play(game, "0 steal 1", "1 allow")
    assert game.step == "block"
    for level in ("easy", "normal"):
        assert choices(game, 1, level=level) == {Move(1, "block", card="Inquisitor")}


def test_r97_a_bluffed_steal_block_names_captain_or_inquisitor_never_ambassador():
    game = table([["Captain", "Duke"], ["Assassin", "Contessa"]], inquisitor=True, coins=[2, 6])
    play(game, "0 steal 1", "1 allow")
    memory = Memory.replay(1, dealt(game, 1))
    memory.chances[0] = 20  # the thief never challenges: a bluff is worth it
    blocks = {m.card for m in choices(game, 1, memory, seeds=200) if m.kind == "block"}
    assert blocks and blocks <= {"Captain", "Inquisitor"}


def test_r92_the_one_card_exchange_keeps_the_better_cards():
    game = table([["Inquisitor", "Contessa"], ["Captain", "Assassin"]], inquisitor=True,
                 court=["Duke"])
    play(game, "0 exchange", "1 allow")
    assert game.step == "exchange" and game.drawn == ("Duke",)
    assert choices(game, 0) == {Move(0, "keep", card=("Contessa", "Duke"))}


def test_r94_an_examined_player_shows_the_card_it_least_minds_losing():
    game = table([["Inquisitor", "Duke"], ["Duke", "Inquisitor"]], inquisitor=True)
    play(game, "0 examine 1", "1 allow")
    assert game.step == "show"
    for level in ("easy", "normal"):
        assert choices(game, 1, level=level) == {Move(1, "show", card="Inquisitor")}


def examined(hand, shown, actor_hand=("Inquisitor", "Contessa"), coins=(2, 2)):
    """Seat 0 Examines seat 1, who shows ``shown``; seat 0's memory of it all."""
    game = table([list(actor_hand), hand], inquisitor=True, coins=list(coins))
    log = dealt(game, 0) + play(game, "0 examine 1", "1 allow")
    if game.step == "show":
        log += play(game, f"1 show {shown}")
    assert game.step == "examine" and game.shown == shown
    return game, Memory.replay(0, log)


def test_r95_the_inquisitor_forces_away_a_dangerous_card_and_gives_back_a_weak_one():
    for hand, shown in ((["Duke", "Contessa"], "Duke"), (["Assassin"], "Assassin")):
        game, memory = examined(hand, shown, actor_hand=("Inquisitor",))
        assert choices(game, 0, memory) == {Move(0, "force_exchange")}, shown
    game, memory = examined(["Inquisitor", "Duke"], "Inquisitor")
    assert choices(game, 0, memory) == {Move(0, "give_back")}
    # The Contessa only matters to an assassin.
    game, memory = examined(["Contessa"], "Contessa", actor_hand=("Assassin", "Duke"), coins=(3, 2))
    assert choices(game, 0, memory) == {Move(0, "force_exchange")}
    game, memory = examined(["Contessa"], "Contessa", actor_hand=("Inquisitor", "Duke"))
    assert choices(game, 0, memory) == {Move(0, "give_back")}


def test_r94_a_card_seen_in_an_examine_is_known_until_its_owner_changes_hand():
    """Given back, the seen card is the examined player's whole hand: a claim of another
    character is surely a bluff, one of that card surely true."""
    game, memory = examined(["Captain"], "Captain")
    play(game, "0 give_back")
    memory.observe([Event("give_back", 0, 1)])
    play(game, "1 tax")
    assert choices(game, 0, memory) == {Move(0, "challenge")}
    t = estimate(game, 0, memory)
    assert t.p_holds(1, "Captain") == 1.0 and t.believes(1, "Duke") == 0.0


def test_r95_memory_follows_a_forced_exchange_on_both_sides():
    game = table([["Inquisitor", "Contessa"], ["Duke", "Captain"]], inquisitor=True, court=["Assassin"])
    logs = {s: dealt(game, s) for s in (0, 1)}
    events = play(game, "0 examine 1", "1 allow", "1 show Duke", "0 force_exchange")
    for s in (0, 1):
        logs[s] += events
    actor, target = Memory.replay(0, logs[0]), Memory.replay(1, logs[1])
    assert sorted(target.hand) == sorted(game.hands[1]) == ["Assassin", "Captain"]
    assert target.known_court == {"Duke": 1.0} and actor.known_court == {"Duke": 1.0}
    assert 1 not in actor.seen and actor.court == target.court == len(game.court)


def test_normal_examines_the_most_threatening_player_with_the_inquisitor_it_holds():
    game = table([["Inquisitor", "Contessa"], ["Assassin"], ["Duke", "Captain"], ["Captain", "Duke"]],
                 inquisitor=True, coins=[1, 6, 1, 1], revealed={1: ["Contessa"]})
    examines = [m for m in choices(game, 0, seeds=200) if m.kind == "examine"]
    assert examines and {m.target for m in examines} == {1}


# ---------------------------------------------------------------- Reformation (R70–R88)

def test_r71_the_starter_chooses_either_faction():
    game = Game.new(4, random.Random(0), starter=2, reformation=True)
    picks = {decide(game.view(2), None, random.Random(s), "normal").card for s in range(40)}
    assert picks == {"loyalist", "reformist"}


def test_r79_normal_embezzles_a_rich_reserve_without_a_duke():
    game = table([["Captain", "Contessa"], ["Assassin", "Ambassador"], ["Duke", "Captain"]],
                 reformation=True, factions="LRL", reserve=6, coins=[2, 2, 2])
    for level in ("easy", "normal"):
        assert choices(game, 0, level=level) == {Move(0, "embezzle")}


def test_r79_normal_seldom_bluffs_an_embezzle_when_holding_a_duke():
    game = table([["Duke", "Contessa"], ["Assassin", "Captain"], ["Duke", "Captain"]],
                 reformation=True, factions="LRL", reserve=6, coins=[2, 2, 2])
    memory = Memory.replay(0, dealt(game, 0))
    view = game.view(0)
    moves = [decide(view, memory, random.Random(s)) for s in range(300)]
    embezzles = sum(m.kind == "embezzle" for m in moves)
    assert embezzles < 60 and sum(m.kind == "tax" for m in moves) > 150
    game.reserve = 2
    assert not any(m.kind == "embezzle" for m in choices(game, 0, seeds=200))
    assert not any(m.kind == "embezzle" for m in choices(game, 0, level="easy", seeds=200))


def test_r80_normal_challenges_an_embezzle_by_a_player_who_stands_by_a_duke():
    game = table([["Duke", "Assassin"], ["Captain", "Contessa"]], reformation=True, reserve=5,
                 coins=[2, 2], factions="LR")
    log = dealt(game, 1) + play(game, "0 tax", "1 allow", "1 income")
    assert game.turn == 0
    memory = Memory.replay(1, log)
    memory.proved[0] = 3  # an honest player: its Duke is believed
    log2 = play(game, "0 embezzle")
    memory.observe(log2)
    assert choices(game, 1, memory) == {Move(1, "challenge")}


def test_r80_normal_lets_an_embezzle_stand_when_every_duke_is_in_sight():
    game = table([["Captain", "Assassin"], ["Duke", "Duke"]], reformation=True, reserve=5,
                 coins=[2, 2], factions="LR", revealed={0: ["Duke"]})
    play(game, "0 embezzle")
    assert choices(game, 1) == {Move(1, "allow")}


def test_r77_normal_converts_the_player_about_to_coup_it_into_its_own_faction():
    """Seat 1 (Reformist, 9 coins) may aim only at seat 0, the lone Loyalist: for 2 coins
    seat 0 makes it a Loyalist too, and seat 1's Coup can then fall on seat 2 alone."""
    game = table([["Contessa", "Contessa"], ["Duke", "Assassin"], ["Captain", "Duke"]],
                 reformation=True, factions="LRR", coins=[2, 9, 1])
    assert choices(game, 0) == {Move(0, "convert", 1)}


def test_r77_normal_converts_itself_out_of_reach_of_a_coming_coup():
    """Seat 1 (Reformist, 9 coins) may aim at seats 0 and 2 (Loyalists); with 1 coin seat
    0 becomes a Reformist, out of its reach, and the table stays split (seat 2)."""
    game = table([["Contessa", "Contessa"], ["Duke", "Assassin"], ["Captain", "Duke"],
                  ["Captain", "Assassin"]], reformation=True, factions="LRLR", coins=[1, 9, 1, 1])
    memory = Memory.replay(0, dealt(game, 0))
    view = game.view(0)
    moves = [decide(view, memory, random.Random(s)) for s in range(200)]
    assert sum(m == Move(0, "convert", 0) for m in moves) > 150


def test_r77_normal_does_not_convert_when_nobody_threatens_it():
    game = table([["Duke", "Captain"], ["Contessa", "Assassin"], ["Captain", "Duke"],
                  ["Captain", "Assassin"]], reformation=True, factions="LRRL", coins=[2, 1, 1, 1])
    assert not any(m.kind == "convert" for m in choices(game, 0, seeds=100))


def test_r73_normal_never_aims_at_its_own_faction():
    """Every choice is legal (the engine refuses the others); here the richest player, a
    tempting target, shares seat 0's faction."""
    game = table([["Captain", "Assassin"], ["Contessa", "Duke"], ["Captain", "Duke"]],
                 reformation=True, factions="LRL", coins=[7, 1, 6])
    moves = choices(game, 0, seeds=60)
    assert all(m.target in (None, 0, 1) or m.kind == "convert" for m in moves)
    assert {m.target for m in moves if m.kind == "coup"} <= {1}


# ---------------------------------------------------------------- hard's search in expansion games

def expansion_positions(count, seed):
    """(game, view, memory) at every decision of seeded expansion games between mixed levels."""
    def new_table(r, g):
        n = r.choice([2, 3, 4, 6])
        options = OPTIONS[r.choice(["reformation", "inquisitor", "both"])]
        game = Game.new(n, random.Random(f"{seed}:{g}"), **options)
        return game, [ComputerPlayer(s, r.choice(["normal", "easy", "random"]), random.Random(f"{g}:{s}"))
                      for s in range(n)]
    return positions_of(count, seed, new_table)


def test_the_searched_expansion_game_is_the_real_one_when_given_the_real_cards():
    """Factions, the Reserve, the Inquisitor's deck and a shown card all come across."""
    steps = set()
    for game, view, _ in expansion_positions(1500, seed=4):
        built = game_from_view(view, game.hands, game.court, random.Random(0))
        real, mine = game.to_dict(include_rng=False), built.to_dict(include_rng=False)
        if game.step == "show" or view["seat"] not in (game.turn, game.target):
            real["shown"] = None  # the shown card is not this seat's to know (R99)
        if real.get("redrawn") and real["redrawn"][0] != view["seat"]:
            del real["redrawn"]  # nor the card another seat drew in a forced exchange (R95, R99)
        assert mine == real, view["step"]
        for seat in range(game.n):
            assert built.legal_moves(seat) == game.legal_moves(seat)
        steps.add(view["step"])
    assert {"faction", "show", "examine", "action", "lose", "exchange"} <= steps


def test_a_guessed_inquisitor_deal_has_no_ambassador_and_holds_the_card_seen():
    game, memory = examined(["Captain", "Duke"], "Captain")
    play(game, "0 give_back")
    memory.observe([Event("give_back", 0, 1)])
    play(game, "1 income")
    view = game.view(0)
    for k in range(50):
        hands, court = sample_deal(view, memory, random.Random(k))
        assert "Captain" in hands[1]
        assert "Ambassador" not in court and all("Ambassador" not in h for h in hands)


def test_hard_searches_the_expansions_actions():
    """Examine, Convert and Embezzle are played out like the base game's actions."""
    game = table([["Inquisitor", "Contessa"], ["Duke", "Assassin"], ["Captain", "Duke"]],
                 reformation=True, inquisitor=True, factions="LRL", reserve=4, coins=[2, 5, 2])
    view = game.view(0)
    memory = Memory.replay(0, dealt(game, 0))
    moves = legal_moves(view)
    default = decide(view, memory, random.Random(0), "normal")
    _, stats = search(view, memory, random.Random(1), moves, default, playouts=400)
    assert any(k.split()[1] in ("examine", "embezzle", "convert") for k in stats)
