#!/usr/bin/env python3
"""Random-playout speed benchmark for coupml (octachrome/coupml, Apache-2.0).

Plays N seeded, complete games of coupml with uniformly random decisions and
prints how fast they run, as a reference point for our own engine.

    python bench/coupml_playouts.py [--games N] [--seed S] [--players 6] [--json]

coupml is not one of our dependencies; install it with the ``bench`` extra
(``pip install -e .[bench]`` or ``pip install coupml==0.1.1 numpy``).

How coupml asks for decisions
-----------------------------
coupml has no player/agent callback: the game is a state machine that is
driven from outside. ``Game.get_legal_actions()`` returns the choices as
strings for whoever must act next (``Game.player_to_act()``), and
``Game.play_action(str)`` applies one. A game is played with

    game.init_game()
    while not game.is_game_over():
        game.play_action(agent.choose(game, game.get_legal_actions()))

(the loop given in ``coupml.Coup``'s docstring). This is coupml's only way to
run a whole game. We drive ``coupml.game.Game`` directly rather than through
the ``coupml.Coup`` wrapper, which only forwards each call.

Random policy (as close to ours as coupml's API allows)
--------------------------------------------------------
* Start of turn: pick the action type uniformly among the legal types, then
  the target uniformly among that type's legal targets. (coupml lists
  ``"steal:3"``, ``"coup:1"`` etc. as one flat list; we group by type.)
* Challenge window, ``["pass", "challenge"]``: uniform. coupml asks every
  other living player in turn order, one by one.
* Block window, ``["pass", "block:<role>", ...]``: uniform over pass and each
  blocking role.
* Losing a card (``"reveal:<role>"``, one entry per hidden card): uniform over
  hidden cards.
* Exchange (``"keep:a,b"``): uniform over the distinct keep-sets coupml lists.
* Answering a challenge: coupml lets the challenged player reveal *any* hidden
  card, even when holding the claimed role. Standard Coup (and our policy list)
  has no such choice: a player who has the claimed role shows it. So when the
  challenged player holds the role we play ``"reveal:<role>"``; otherwise they
  lose a card chosen uniformly from their hidden cards.

Randomness: the agent uses ``random.Random(seed)``; coupml's own randomness
(deck shuffles, the starting player, choosing among several foreign-aid
blockers) comes from the ``numpy.random.RandomState(seed)`` it is given. Same
seed, same games.

Counting: a *decision* is one ``play_action`` call, i.e. one answer given to
coupml, including a challenged player showing the claimed card. A *turn* is one
start-of-turn action.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time


class RandomAgent:
    """Uniform-random player for coupml, see the module docstring."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.decisions = 0
        self.turns = 0

    def choose(self, game, legal: list[str]) -> str:
        rng = self.rng
        self.decisions += 1
        action = game.state.action
        if action is None:
            # Start of turn: uniform action type, then uniform target.
            self.turns += 1
            by_type: dict[str, list[str]] = {}
            for a in legal:
                by_type.setdefault(a.split(":", 1)[0], []).append(a)
            return rng.choice(by_type[rng.choice(list(by_type))])
        if legal[0].startswith("reveal:"):
            # A card is revealed. If this is the challenged player's answer
            # to a challenge and they hold the claimed role, they show it.
            challenge = action.challenge
            if challenge is None and action.block is not None:
                challenge = action.block.challenge
            if (
                challenge is not None
                and challenge.reveal is not None
                and challenge.challenge_correct is None
            ):
                proof = "reveal:" + challenge.role
                if proof in legal:
                    return proof
        # pass/challenge, pass/block:<role>..., reveal:<card>..., keep:<set>...
        return rng.choice(legal)


def run(games: int, seed: int, players: int) -> dict:
    import numpy as np
    from coupml.game import Game

    agent = RandomAgent(random.Random(seed))
    game = Game(players, np.random.RandomState(seed))
    choose = agent.choose

    start = time.perf_counter()
    for _ in range(games):
        game.init_game()
        while not game.is_game_over():
            game.play_action(choose(game, game.get_legal_actions()))
    elapsed = time.perf_counter() - start

    return {
        "games": games,
        "seconds": elapsed,
        "games_per_s": games / elapsed,
        "decisions_per_s": agent.decisions / elapsed,
        "turns_per_game": agent.turns / games,
        "decisions_per_game": agent.decisions / games,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Random-playout speed of coupml (octachrome/coupml)."
    )
    parser.add_argument("--games", type=int, default=2000, help="games to play (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument("--players", type=int, default=6, help="players per game (default 6)")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if not 2 <= args.players <= 6:
        parser.error("--players must be between 2 and 6")

    try:
        import numpy  # noqa: F401
        import coupml.game  # noqa: F401
    except ImportError as exc:
        print(
            f"coupml benchmark needs coupml and numpy ({exc}); "
            "install with: pip install coupml==0.1.1 numpy",
            file=sys.stderr,
        )
        return 2

    r = run(args.games, args.seed, args.players)
    if args.json:
        print(json.dumps({
            "engine": "coupml",
            "games_per_s": round(r["games_per_s"], 1),
            "turns_per_game": round(r["turns_per_game"], 2),
            "decisions_per_game": round(r["decisions_per_game"], 2),
        }))
    else:
        print(f"coupml: {r['games']} games, {args.players} players, seed {args.seed}, "
              f"{r['seconds']:.3f} s")
        print(f"games/s:        {r['games_per_s']:.1f}")
        print(f"decisions/s:    {r['decisions_per_s']:.0f}")
        print(f"turns/game:     {r['turns_per_game']:.2f}")
        print(f"decisions/game: {r['decisions_per_game']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
