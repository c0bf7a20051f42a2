#!/usr/bin/env python3
"""Random-playout speed of our engine: N seeded complete games, uniformly random decisions.

    python bench/engine_playouts.py [--games N] [--players 6] [--seed S] [--json] [--profile]

Every decision is uniform over the legal choices, in this order: the action type, then
its target; challenge or pass; block (each blocking character) or pass; which card to
lose; which cards to keep in an exchange (over distinct keep-sets). A challenged player
who holds the claimed card shows it (as in bench/coupml_playouts.py, so both engines
play the same policy). Only the games are timed, not imports or set-up.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game  # noqa: E402
from engine import game as G  # noqa: E402


def play(games: int, players: int, seed: int, validate: bool = False) -> tuple[float, int, int]:
    """Play ``games`` games; return (seconds, turns, decisions)."""
    pick = random.Random(seed).random          # the players' decisions
    dealer = random.Random(seed + 1)           # the engine's shuffles, all games in turn
    ACTION, PROVE, OVER = G.ACTION, G.PROVE, G.OVER
    trusted = not validate
    turns = decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        game = Game.new(players, dealer)
        legal_moves, legal_actions, apply = game.legal_moves, game.legal_actions, game.apply
        step = game.step
        while step is not OVER:
            seat = game.awaited[0]
            if step is ACTION:
                groups = legal_actions(seat)
                moves = groups[int(pick() * len(groups))][1]
                move = moves[int(pick() * len(moves))]
            elif step is PROVE:
                move = legal_moves(seat)[0]  # prove if held (listed first), else concede
            else:
                moves = legal_moves(seat)
                move = moves[int(pick() * len(moves))]
            apply(move, trusted)  # trusted: taken from the legal lists
            decisions += 1
            step = game.step
        turns += game.turn_no
    return time.perf_counter() - start, turns, decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--validate", action="store_true",
                        help="re-check every move, as for moves that come from players")
    parser.add_argument("--profile", action="store_true", help="cProfile the run, top 20 by tottime")
    args = parser.parse_args(argv)

    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        play(args.games, args.players, args.seed, args.validate)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)
        return 0

    seconds, turns, decisions = play(args.games, args.players, args.seed, args.validate)
    result = {
        "engine": "ours",
        "games_per_s": round(args.games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "turns_per_game": round(turns / args.games, 2),
        "decisions_per_game": round(decisions / args.games, 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.games} games of {args.players} players in {seconds:.2f} s")
        print(f"games/s        {result['games_per_s']:,.0f}")
        print(f"decisions/s    {result['decisions_per_s']:,.0f}")
        print(f"turns/game     {result['turns_per_game']}")
        print(f"decisions/game {result['decisions_per_game']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
