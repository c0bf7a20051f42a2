"""The engine's contract, checked over thousands of random legal games (hypothesis).

Random player counts, variants and expansions (Reformation, Inquisitor, both or
neither), with timeouts and forfeits mixed into the moves.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ALL_ACTIONS, CHARACTERS, INQUISITOR, LOYALIST, REFORMIST, Game, IllegalMove, Move
from engine import events as E
from engine import game as G
from engine.moves import (ALLOW, BLOCK, CHALLENGE, CONCEDE, DRAFT, FACTION, FORCE_EXCHANGE, GIVE_BACK,
                          KEEP, PROVE, REVEAL, SHOW)

from .table import cards_in_play, shuffle_secrets

PRIVATE_KINDS = E.PRIVATE
SCHEMA_2_KEYS = {"reformation", "inquisitor", "factions", "reserve", "shown"}

games = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 10),
    "draft": st.booleans(),
    "timeouts": st.sampled_from([0.0, 0.05, 0.3]),
    "forfeits": st.sampled_from([0.0, 0.01]),
    "reformation": st.booleans(),
    "inquisitor": st.booleans(),
})

FAST = settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_game(params):
    n = params["players"]
    variant = "draft" if params["draft"] and n == 2 else "standard"
    return Game.new(n, random.Random(params["seed"]), variant=variant,
                    reformation=params["reformation"], inquisitor=params["inquisitor"])


def random_moves(params, game):
    """Yield (move, events) for a random legal game, timeouts and forfeits included."""
    rng = random.Random(params["seed"] ^ 0x5EED)
    steps = 0
    while not game.over:
        steps += 1
        assert steps < 5000, "a game must end"
        r = rng.random()
        if r < params["forfeits"]:
            seat = rng.choice([s for s in range(game.n) if game.alive[s]])
            move = Move(seat, "forfeit")
        elif r < params["forfeits"] + params["timeouts"]:
            move = Move(None, "timeout")
        else:
            seat = rng.choice(game.awaited)
            move = rng.choice(game.legal_moves(seat))
        yield move, game.apply(move)


def check_invariants(game):
    drafting = game.turn_no == 0  # the draft (R10): picks still to make count once each
    picks = sum(s is not None for s in game.draft_sets) if game.draft_sets else 0
    assert cards_in_play(game) + picks == game.deck_size
    everything = Counter(c for h in game.hands for c in h) + Counter(game.court)
    everything += Counter(c for r in game.revealed for c in r) + Counter(game.drawn or ())
    copies = game.deck_size // 5 if game.variant == "standard" else None
    if copies:
        assert everything == Counter({c: copies for c in game.characters})
    else:
        assert set(everything) <= set(game.characters)
    if game.shown is not None:  # the examined card is still the target's (R94)
        assert game.step == G.EXAMINE and game.shown in game.hands[game.target]
    if game.reformation:
        assert game.reserve >= 0
        assert (game.factions is None) == (game.turn_no == 0)  # chosen before turn 1 (R71)
    assert all(c >= 0 for c in game.coins)
    assert game.n_alive == sum(game.alive)
    for s in range(game.n):
        if not drafting:
            assert game.alive[s] == (len(game.hands[s]) > 0)
            assert len(game.hands[s]) + len(game.revealed[s]) == 2
        if not game.alive[s]:
            assert game.coins[s] == 0
            assert s not in game.awaited
    if game.over:
        assert game.n_alive == 1 and game.alive[game.winner]
    else:
        assert game.awaited and game.n_alive >= 2


class Ledger:
    """Every coin's whereabouts as the events tell them (R7, R72): each player's coins, the
    Treasury Reserve, and what the unlimited Treasury took in net. Coins move only by
    Income, Foreign aid, Tax and refunds (out of the Treasury), paid costs (Coup and
    Assassinate to the Treasury, Convert to the Reserve), steals, Embezzle (the whole
    Reserve) and an elimination (the player's coins to the Treasury, after a thief's share,
    R46)."""

    def __init__(self, game):
        self.coins = list(game.coins)
        self.reserve = game.reserve or 0
        self.treasury = 0
        self.total = sum(self.coins)
        self.alive = list(game.alive)

    def feed(self, events):
        for e in events:
            if e.kind in (E.GAIN, E.REFUND):
                self.coins[e.player] += e.amount
                self.treasury -= e.amount
            elif e.kind == E.DECLARE and e.amount:
                self.coins[e.player] -= e.amount
                if e.action == "convert":
                    self.reserve += e.amount
                else:
                    self.treasury += e.amount
            elif e.kind == E.STEAL:
                self.coins[e.player] += e.amount
                if self.alive[e.target]:
                    self.coins[e.target] -= e.amount
                else:  # the share of an eliminated target, out of what went to the Treasury
                    self.treasury -= e.amount
            elif e.kind == E.EMBEZZLED:
                assert e.amount == self.reserve  # the whole Reserve (R79)
                self.coins[e.player] += e.amount
                self.reserve = 0
            elif e.kind == E.ELIMINATE:
                self.treasury += self.coins[e.player]
                self.coins[e.player] = 0
                self.alive[e.player] = False

    def check(self, game):
        assert self.coins == game.coins
        assert self.reserve == (game.reserve or 0) and (game.reserve is None) != game.reformation
        assert sum(self.coins) + self.reserve + self.treasury == self.total


@FAST
@given(games)
def test_every_game_ends_with_exactly_one_winner_and_conserves_cards_and_coins(params):
    game = new_game(params)
    check_invariants(game)
    ledger = Ledger(game)
    wins = 0
    for move, events in random_moves(params, game):
        check_invariants(game)
        ledger.feed(events)
        ledger.check(game)
        wins += sum(e.kind == "win" for e in events)
        for e in events:
            assert e.kind in E.KINDS, e
            if e.kind in PRIVATE_KINDS:
                assert e.to is not None, e
            if e.kind == E.SHOWN:  # the examined card: the actor and the target only (R99)
                assert e.to in (e.player, e.target), e
    assert game.over and wins == 1
    assert sum(game.alive) == 1


@SLOW
@given(games)
def test_a_finished_game_no_longer_changes(params):
    game = new_game(params)
    for _ in random_moves(params, game):
        pass
    before = game.to_dict()
    for m in [Move(None, "timeout"), *(Move(s, "forfeit") for s in range(game.n)),
              *all_candidate_moves(game)]:
        with pytest.raises(IllegalMove):
            game.apply(m)
    assert game.to_dict() == before and game.awaited == [] and game.legal_moves(game.winner) == ()


@SLOW
@given(games)
def test_json_round_trip_at_every_step_gives_an_equal_game(params):
    game = new_game(params)
    for move, _ in random_moves(params, game):
        data = json.loads(json.dumps(game.to_dict()))
        restored = Game.from_dict(data)
        assert restored == game
        if not (params["reformation"] or params["inquisitor"]):
            # a game stored before the expansions (schema 1) loads as the same game
            old = {k: v for k, v in data.items() if k not in SCHEMA_2_KEYS}
            assert Game.from_dict({**old, "schema": 1}) == game
        # and it behaves the same: the same move gives the same events and state
        if not game.over:
            probe = game.legal_moves()[0]
            a, b = game.copy(), restored
            assert a.apply(probe) == b.apply(probe)
            assert a == b


def all_candidate_moves(game):
    """Every move shape for every seat (and some that name no seat)."""
    seats = list(range(game.n)) + [game.n, -1]
    targets = [None] + list(range(game.n))
    for p in seats:
        for kind in ALL_ACTIONS:
            for t in targets:
                yield Move(p, kind, t)
        for kind in (CHALLENGE, ALLOW, PROVE, CONCEDE, GIVE_BACK, FORCE_EXCHANGE):
            yield Move(p, kind)
        for c in CHARACTERS + (INQUISITOR, "Jester"):
            yield Move(p, BLOCK, None, c)
            yield Move(p, REVEAL, None, c)
            yield Move(p, DRAFT, None, c)
            yield Move(p, SHOW, None, c)
        for f in (LOYALIST, REFORMIST, "Jester"):
            yield Move(p, FACTION, None, f)
        for pair in [(CHARACTERS[0], CHARACTERS[1]), (CHARACTERS[2],), (CHARACTERS[3],) * 2]:
            yield Move(p, KEEP, None, pair)
    yield Move(0, "dance")


@SLOW
@given(games)
def test_legal_moves_apply_and_every_other_move_is_refused(params):
    game = new_game(params)
    for move, _ in random_moves(params, game):
        if game.over:
            break
        before = game.to_dict()
        legal = {m for s in game.awaited for m in game.legal_moves(s)}
        assert legal, "a pending step always has a legal move"
        if game.step == G.ACTION:
            groups = game.legal_actions(game.turn)
            assert [m for _, ms in groups for m in ms] == list(game.legal_moves(game.turn))
            assert all(m.kind == kind for kind, ms in groups for m in ms)
            a, b = game.copy(), game.copy()
            m = groups[-1][1][0]
            assert a.apply(m, trusted=True) == b.apply(m) and a == b
        for m in legal:
            assert Move.parse(str(m)) == m  # every move's string parses back
            game.copy().apply(m)
        for m in all_candidate_moves(game):
            if m in legal:
                continue
            if m.kind == KEEP and m._replace(card=tuple(sorted(m.card))) in legal:
                continue  # the same keep-set in another order
            try:
                game.apply(m)
            except IllegalMove as e:
                assert str(e)
            else:
                raise AssertionError(f"{m!r} was accepted at step {game.step}")
        assert game.to_dict() == before


@SLOW
@given(games)
def test_view_never_shows_another_players_hidden_cards_or_the_court(params):
    game = new_game(params)
    rng = random.Random(params["seed"])
    for move, _ in random_moves(params, game):
        for seat in range(game.n):
            view = game.view(seat)
            assert view["hand"] == list(game.hands[seat])
            assert "court" not in view and "hands" not in view
            # an examined card: the actor and the target only (R99)
            if seat in (game.turn, game.target) and game.shown is not None:
                assert view["shown"] == game.shown
            else:
                assert "shown" not in view
            # Redealing everything this seat cannot see must not change its view.
            assert shuffle_secrets(game, seat, rng).view(seat) == view
        # The public view (what the bot shows in the channel) survives redealing every secret.
        public = game.public_view()
        assert shuffle_secrets(game, -1, rng).public_view() == public
        assert all(k not in public for k in ("hand", "drawn", "draft_options", "court", "legal_moves",
                                             "shown"))


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 10), st.booleans(), st.booleans())
def test_same_seed_and_moves_give_the_same_game(seed, players, reformation, inquisitor):
    def run():
        game = Game.new(players, random.Random(seed), reformation=reformation, inquisitor=inquisitor)
        chooser = random.Random(seed + 1)
        log = list(game.opening)
        while not game.over:
            log += game.apply(chooser.choice(game.legal_moves()))
        return log, game.to_dict()

    assert run() == run()
