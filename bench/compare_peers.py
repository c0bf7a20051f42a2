#!/usr/bin/env python3
"""Our engine against octachrome/coupml, interleaved, a fresh process for every run.

    pip install -e '.[bench]'          # coupml 0.1.1 and numpy; this script installs nothing
    python bench/compare_peers.py [--runs 5] [--games 3000] [--players 6]

Both sides play complete seeded games with the same uniformly random policy
(bench/engine_playouts.py and bench/coupml_playouts.py). Runs alternate ours, coupml,
ours, … so that a noisy shared machine slows both alike; the medians and their ratio
are printed. coupml's games are shorter — there every player who wrongly challenged
loses a card, and several may challenge one claim — so turns/game is printed beside
games/s.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(script: str, games: int, players: int, seed: int, extra: tuple[str, ...] = ()) -> dict:
    out = subprocess.run(
        [sys.executable, str(HERE / script), "--json", "--games", str(games),
         "--players", str(players), "--seed", str(seed), *extra],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each engine (at least 5)")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--validate", action="store_true",
                        help="our engine re-checks every move (as for moves from players)")
    args = parser.parse_args(argv)
    if args.runs < 5:
        parser.error("use at least 5 runs of each")
    missing = [m for m in ("coupml", "numpy") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"compare_peers: {' and '.join(missing)} not installed; "
              "run: pip install -e '.[bench]'", file=sys.stderr)
        return 2

    results: dict[str, list[dict]] = {"ours": [], "coupml": []}
    for i in range(args.runs):
        for name, script in (("ours", "engine_playouts.py"), ("coupml", "coupml_playouts.py")):
            extra = ("--validate",) if args.validate and name == "ours" else ()
            r = run(script, args.games, args.players, args.seed, extra)
            results[name].append(r)
            if not args.json:
                print(f"run {i + 1}  {name:<6} {r['games_per_s']:>9,.0f} games/s  "
                      f"{r['turns_per_game']:>5.2f} turns/game", flush=True)

    med = {name: statistics.median(r["games_per_s"] for r in rs) for name, rs in results.items()}
    turns = {name: statistics.median(r["turns_per_game"] for r in rs) for name, rs in results.items()}
    ratio = med["ours"] / med["coupml"]
    summary = {
        "players": args.players, "games_per_run": args.games, "runs": args.runs,
        "ours_games_per_s": round(med["ours"], 1), "coupml_games_per_s": round(med["coupml"], 1),
        "ours_turns_per_game": turns["ours"], "coupml_turns_per_game": turns["coupml"],
        "ratio": round(ratio, 2),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print()
        print(f"median of {args.runs} interleaved runs, {args.players} players, {args.games} games each:")
        print(f"  ours   {med['ours']:>9,.0f} games/s   {turns['ours']:.2f} turns/game")
        print(f"  coupml {med['coupml']:>9,.0f} games/s   {turns['coupml']:.2f} turns/game"
              "   (shorter games: every wrong challenger loses a card there)")
        print(f"  ratio  {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
