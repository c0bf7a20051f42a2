#!/usr/bin/env python3
"""Every move of seeded games, as a digest: the check that a change meant only to make a
computer player faster changes no move.

    python bench/move_trace.py [--games 20] [--seed 1] [--only NAME ...] [--out FILE]

Plays ``--games`` games of each match-up (bench/ai_tournament.py's names and seatings;
default: hard against normal, coupml, the taxer and the challenger in 2 players, and
hard in 3 and 4 player games and an expansion game) and prints, per match-up, the
number of moves and a SHA-256 of every move in order. Run it before and after the
change and compare the digests (the CPU time of hard's decisions, in all and the 99th
percentile of one, is printed beside them, for the speed); ``--out`` also writes every move, one a line, to diff.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_tournament import MATCHUPS, options_of, play_game, seatings  # noqa: E402

#: Extra tables for the check (not in the tournament): hard among several players.
TABLES = {
    "hard-normal-easy": ("hard", "normal", "easy"),
    "hard2-normal2": ("hard", "hard", "normal", "normal"),
}
DEFAULT = ["hard-normal", "hard-coupml", "hard-taxer", "hard-challenger", "hard-blocker",
           "hard-normal-easy", "hard2-normal2", "hard-normal+both"]


CPU: list[float] = []  # CPU time of the deciding thread in each of hard's decisions, in seconds


def moves_of(name: str, games: int, seed: int):
    """Each move of ``games`` games of ``name``, as a line: the game, the level, the move."""
    levels = TABLES.get(name) or MATCHUPS[name]
    arrangements = seatings(len(levels))
    for i in range(games):
        perm, starter = arrangements[i % len(arrangements)]
        seat_levels = [levels[j] for j in perm]
        played: list = []
        result = play_game(seat_levels, f"{seed}:{name}:{i}", starter, options_of(name), moves=played)
        for seat, level in enumerate(seat_levels):
            if level == "hard":
                CPU.extend(result["cpu_times"][seat])
        for seat, move in played:
            yield f"{i} {seat_levels[seat]} {move}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="+", choices=sorted(set(MATCHUPS) | set(TABLES)), metavar="NAME")
    parser.add_argument("--out", help="write every move to this file, one a line")
    args = parser.parse_args(argv)
    out = open(args.out, "w") if args.out else None
    for name in args.only or DEFAULT:
        digest, count = hashlib.sha256(), 0
        CPU.clear()
        for line in moves_of(name, args.games, args.seed):
            digest.update(line.encode() + b"\n")
            count += 1
            if out:
                out.write(f"{name} {line}\n")
        cpu = sorted(CPU)
        p99 = cpu[min(len(cpu) - 1, math.ceil(0.99 * len(cpu)) - 1)] if cpu else 0.0
        print(f"{name:<20} {count:>6} moves  {digest.hexdigest()[:16]}  "
              f"(hard's decisions: {sum(cpu):.2f} s CPU, p99 {1e3 * p99:.0f} ms)", flush=True)
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
