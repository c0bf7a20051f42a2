#!/usr/bin/env python3
"""Random-playout speed of our engine: N seeded complete games, uniformly random decisions.

    python bench/engine_playouts.py [--games N] [--players 6] [--seed S] [--json] [--profile]
                                    [--reformation] [--inquisitor]
    python bench/engine_playouts.py --compare [--runs 7] [--games N] [--players 6]

Every decision is uniform over the legal choices, in this order: the action type, then
its target; challenge or pass; block (each blocking character) or pass; which card to
lose; which cards to keep in an exchange (over distinct keep-sets); with the expansions
(R70) the starter's faction, the card an examined player shows and the Inquisitor's
verdict. A challenged player who can prove the claim does (as in
bench/coupml_playouts.py, so both engines play the same policy; for an Embezzle, R81:
whoever holds no Duke). Only the games are timed, not imports or set-up.

``--compare`` plays the base game and each expansion setting in turn, ``--runs`` times
(interleaved, so a noisy machine slows them alike; each run with new seeds), timed by
this process's CPU time (a busy machine's waits do not count), and prints each one's
median games/s and decisions/s and its cost per game and per decision against the base
game.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game  # noqa: E402
from engine import game as G  # noqa: E402

SETTINGS = {  # name -> Game.new options
    "base": {},
    "reformation": {"reformation": True},
    "inquisitor": {"inquisitor": True},
    "both": {"reformation": True, "inquisitor": True},
}


def play(games: int, players: int, seed: int, validate: bool = False,
         options: dict | None = None, clock=time.perf_counter) -> tuple[float, int, int]:
    """Play ``games`` games; return (seconds, turns, decisions)."""
    pick = random.Random(seed).random          # the players' decisions
    dealer = random.Random(seed + 1)           # the engine's shuffles, all games in turn
    ACTION, PROVE, OVER = G.ACTION, G.PROVE, G.OVER
    trusted = not validate
    options = options or {}
    turns = decisions = 0
    start = clock()
    for _ in range(games):
        game = Game.new(players, dealer, **options)
        legal_moves, legal_actions, apply = game.legal_moves, game.legal_actions, game.apply
        step = game.step
        while step is not OVER:
            seat = game.awaited[0]
            if step is ACTION:
                groups = legal_actions(seat)
                moves = groups[int(pick() * len(groups))][1]
                move = moves[int(pick() * len(moves))]
            elif step is PROVE:
                move = legal_moves(seat)[0]  # prove if possible (listed first), else concede
            else:
                moves = legal_moves(seat)
                move = moves[int(pick() * len(moves))]
            apply(move, trusted)  # trusted: taken from the legal lists
            decisions += 1
            step = game.step
        turns += game.turn_no
    return clock() - start, turns, decisions


def measure(args, options: dict, seed: int | None = None, clock=time.perf_counter) -> dict:
    seed = args.seed if seed is None else seed
    seconds, turns, decisions = play(args.games, args.players, seed, args.validate, options, clock)
    return {
        "engine": "ours",
        "options": sorted(k for k, v in options.items() if v),
        "games_per_s": round(args.games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "turns_per_game": round(turns / args.games, 2),
        "decisions_per_game": round(decisions / args.games, 2),
    }


def compare(args) -> int:
    runs = {name: [] for name in SETTINGS}
    for run in range(args.runs):
        for name, options in SETTINGS.items():  # new games every run: caches stay honest
            runs[name].append(measure(args, options, args.seed + run, time.process_time))
    table = {}
    for name, rs in runs.items():
        table[name] = {
            "games_per_s": statistics.median(r["games_per_s"] for r in rs),
            "decisions_per_s": statistics.median(r["decisions_per_s"] for r in rs),
            "turns_per_game": round(statistics.mean(r["turns_per_game"] for r in rs), 2),
            "decisions_per_game": round(statistics.mean(r["decisions_per_game"] for r in rs), 2),
        }
    base = table["base"]
    for row in table.values():
        row["cost_per_game"] = round(base["games_per_s"] / row["games_per_s"], 2)
        row["cost_per_decision"] = round(base["decisions_per_s"] / row["decisions_per_s"], 2)
    if args.json:
        print(json.dumps(table))
        return 0
    print(f"median of {args.runs} interleaved runs, {args.players} players, {args.games} games each "
          f"(CPU time of this process)")
    print(f"{'':12s} {'games/s':>9s} {'decisions/s':>12s} {'turns/game':>11s} {'dec/game':>9s} "
          f"{'cost/game':>10s} {'cost/decision':>14s}")
    for name, r in table.items():
        print(f"{name:12s} {r['games_per_s']:9,.0f} {r['decisions_per_s']:12,.0f} {r['turns_per_game']:11.2f} "
              f"{r['decisions_per_game']:9.2f} {r['cost_per_game']:9.2f}x {r['cost_per_decision']:13.2f}x")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--validate", action="store_true",
                        help="re-check every move, as for moves that come from players")
    parser.add_argument("--profile", action="store_true", help="cProfile the run, top 20 by tottime")
    parser.add_argument("--reformation", action="store_true", help="play with Reformation (R71-R88)")
    parser.add_argument("--inquisitor", action="store_true", help="play with the Inquisitor (R90-R99)")
    parser.add_argument("--compare", action="store_true",
                        help="the base game against each expansion setting, interleaved")
    parser.add_argument("--runs", type=int, default=7, help="runs of each setting with --compare")
    args = parser.parse_args(argv)
    options = {"reformation": args.reformation, "inquisitor": args.inquisitor}

    if args.compare:
        return compare(args)

    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        play(args.games, args.players, args.seed, args.validate, options)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)
        return 0

    result = measure(args, options)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.games} games of {args.players} players in {args.games / result['games_per_s']:.2f} s")
        print(f"games/s        {result['games_per_s']:,.0f}")
        print(f"decisions/s    {result['decisions_per_s']:,.0f}")
        print(f"turns/game     {result['turns_per_game']}")
        print(f"decisions/game {result['decisions_per_game']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
