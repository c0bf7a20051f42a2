#!/usr/bin/env python3
"""Computer players against each other: win rates with 95% confidence intervals.

    python bench/ai_tournament.py [--games 10000] [--seed 1] [--variant standard] [--jobs 1] [--json]

Plays ``--games`` seeded games for each match-up:

* 2 players: normal vs random, normal vs easy, easy vs random
* 3 players: normal vs easy vs random

Every computer decides from its own ``game.view(seat)`` and the events its seat was
shown (engine/ai.py). Seating and the starter rotate through every combination
(2 players: 2 seatings x 2 starters; 3 players: 6 x 3), so a seat's or a starter's
advantage cancels out. Each game's deal and each player's choices have their own
seeded generators: the same ``--seed`` gives the same games.

Win rates carry a Wilson score interval at 95%. A match-up's rates add up to 1
(every game has exactly one winner).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game  # noqa: E402
from engine.ai import ComputerPlayer  # noqa: E402

MATCHUPS = (
    ("normal", "random"),
    ("normal", "easy"),
    ("easy", "random"),
    ("normal", "easy", "random"),
)

MAX_DECISIONS = 20_000  # a safety net: computer games end long before this


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(levels: list[str], seed: str, starter: int, variant: str = "standard") -> tuple[int, int, int]:
    """One game with ``levels[seat]`` at each seat. Returns (winner seat, turns, decisions)."""
    game = Game.new(len(levels), random.Random(seed), starter=starter, variant=variant)
    bots = [ComputerPlayer(s, level, random.Random(f"{seed}/{s}")) for s, level in enumerate(levels)]
    for bot in bots:
        bot.observe(game.opening)
    decisions = 0
    while not game.over:
        seat = game.awaited[0]
        events = game.apply(bots[seat].choose(game.view(seat)))
        for bot in bots:
            bot.observe(events)
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"game {seed} did not end after {MAX_DECISIONS} decisions")
    return game.winner, game.turn_no, decisions


def run_matchup(index: int, levels: tuple[str, ...], games: int, seed: int, variant: str,
                start: int = 0, stop: int | None = None) -> dict:
    """Games ``start``..``stop`` of a match-up (all of them by default), counted per level."""
    k = len(levels)
    seatings = [(perm, starter) for perm in permutations(range(k)) for starter in range(k)]
    wins = dict.fromkeys(levels, 0)
    turns = decisions = 0
    for i in range(start, games if stop is None else stop):
        perm, starter = seatings[i % len(seatings)]
        seat_levels = [levels[j] for j in perm]
        winner, t, d = play_game(seat_levels, f"{seed}:{index}:{i}", starter, variant)
        wins[seat_levels[winner]] += 1
        turns += t
        decisions += d
    return {"wins": wins, "turns": turns, "decisions": decisions}


def _run_chunk(args):
    return run_matchup(*args)


def tournament(games: int, seed: int, variant: str = "standard", jobs: int = 1) -> dict:
    results = []
    for index, levels in enumerate(MATCHUPS):
        if variant == "draft" and len(levels) != 2:
            continue
        t0 = time.perf_counter()
        if jobs > 1:
            from multiprocessing import Pool
            bounds = [games * j // jobs for j in range(jobs + 1)]
            chunks = [(index, levels, games, seed, variant, bounds[j], bounds[j + 1]) for j in range(jobs)]
            with Pool(jobs) as pool:
                parts = pool.map(_run_chunk, chunks)
            counted = {"wins": dict.fromkeys(levels, 0), "turns": 0, "decisions": 0}
            for part in parts:
                for level, w in part["wins"].items():
                    counted["wins"][level] += w
                counted["turns"] += part["turns"]
                counted["decisions"] += part["decisions"]
        else:
            counted = run_matchup(index, levels, games, seed, variant)
        elapsed = time.perf_counter() - t0
        rates = {}
        for level in levels:
            w = counted["wins"][level]
            lo, hi = wilson(w, games)
            rates[level] = {"wins": w, "rate": w / games, "ci95": [lo, hi]}
        results.append({
            "players": len(levels),
            "levels": list(levels),
            "games": games,
            "results": rates,
            "mean_turns": counted["turns"] / games,
            "decisions": counted["decisions"],
            "seconds": elapsed,
        })
    return {"seed": seed, "variant": variant, "games": games, "matchups": results}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per match-up (default 10000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=("standard", "draft"), default="standard",
                        help="draft plays the 2-player match-ups only")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    report = tournament(args.games, args.seed, args.variant, args.jobs)
    report["seconds"] = time.perf_counter() - t0
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{args.games} games per match-up, seed {args.seed}, {args.variant} variant")
    for m in report["matchups"]:
        title = " vs ".join(m["levels"])
        print(f"\n{m['players']} players: {title}  "
              f"({m['mean_turns']:.1f} turns a game, {m['seconds']:.1f} s, "
              f"{1e6 * m['seconds'] / max(1, m['decisions']):.1f} µs a decision incl. engine)")
        for level, r in m["results"].items():
            lo, hi = r["ci95"]
            print(f"  {level:<7} {r['wins']:>6} wins  {100 * r['rate']:5.1f}%  "
                  f"[{100 * lo:5.1f}%, {100 * hi:5.1f}%]")
    print(f"\ntotal {report['seconds']:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
