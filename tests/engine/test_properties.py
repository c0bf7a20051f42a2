"""The engine's contract, checked over thousands of random legal games (hypothesis).

Random player counts and variants, with timeouts and forfeits mixed into the moves.
"""

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import CHARACTERS, Game, IllegalMove, Move
from engine import game as G
from engine.actions import ACTIONS
from engine.moves import ALLOW, BLOCK, CHALLENGE, CONCEDE, DRAFT, KEEP, PROVE, REVEAL

from .table import cards_in_play, shuffle_secrets

PRIVATE_KINDS = {"deal", "draft_options", "replace", "drawn", "kept"}

games = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 10),
    "draft": st.booleans(),
    "timeouts": st.sampled_from([0.0, 0.05, 0.3]),
    "forfeits": st.sampled_from([0.0, 0.01]),
})

FAST = settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_game(params):
    n = params["players"]
    variant = "draft" if params["draft"] and n == 2 else "standard"
    return Game.new(n, random.Random(params["seed"]), variant=variant)


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
        assert everything == Counter({c: copies for c in CHARACTERS})
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


@FAST
@given(games)
def test_every_game_ends_with_exactly_one_winner_and_conserves_cards(params):
    game = new_game(params)
    check_invariants(game)
    wins = 0
    for move, events in random_moves(params, game):
        check_invariants(game)
        wins += sum(e.kind == "win" for e in events)
        for e in events:
            if e.kind in PRIVATE_KINDS:
                assert e.to is not None, e
    assert game.over and wins == 1
    assert sum(game.alive) == 1


@SLOW
@given(games)
def test_json_round_trip_at_every_step_gives_an_equal_game(params):
    game = new_game(params)
    for move, _ in random_moves(params, game):
        data = json.loads(json.dumps(game.to_dict()))
        restored = Game.from_dict(data)
        assert restored == game
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
        for kind in ACTIONS:
            for t in targets:
                yield Move(p, kind, t)
        for kind in (CHALLENGE, ALLOW, PROVE, CONCEDE):
            yield Move(p, kind)
        for c in CHARACTERS + ("Jester",):
            yield Move(p, BLOCK, None, c)
            yield Move(p, REVEAL, None, c)
            yield Move(p, DRAFT, None, c)
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
            # Redealing everything this seat cannot see must not change its view.
            assert shuffle_secrets(game, seat, rng).view(seat) == view
        # The public view (what the bot shows in the channel) survives redealing every secret.
        public = game.public_view()
        assert shuffle_secrets(game, -1, rng).public_view() == public
        assert all(k not in public for k in ("hand", "drawn", "draft_options", "court", "legal_moves"))


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 10))
def test_same_seed_and_moves_give_the_same_game(seed, players):
    def run():
        game = Game.new(players, random.Random(seed))
        chooser = random.Random(seed + 1)
        log = list(game.opening)
        while not game.over:
            log += game.apply(chooser.choice(game.legal_moves()))
        return log, game.to_dict()

    assert run() == run()
