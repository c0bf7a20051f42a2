#!/usr/bin/env python3
"""How long the game-over picture takes to draw, and how big it is.

    python bench/picture.py [--renders 30] [--out DIR]

Renders made-up games of (players, turns) = (2, 20), (6, 60) and (10, 200) with names
"Player 1" …, (6, 60) with names in six scripts (Latin with accents, Polish, Cyrillic,
Chinese, Korean, an emoji), and (6, 60) with names that need shaping (Thai, Devanagari,
Arabic, Japanese, Korean, Latin and Arabic mixed), and prints JSON: median and 90th-percentile time per render in
milliseconds (and the first render's, fonts and names not yet cached), the median CPU time of the process per render (steadier on a busy machine),
PNG size in bytes and pixels. ``--out`` also saves one picture per game there, to look at.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import PIL  # noqa: E402
from PIL import Image  # noqa: E402

from bot.picture import game_chart  # noqa: E402

CASES = ((2, 20, "plain"), (6, 60, "plain"), (10, 200, "plain"), (6, 60, "scripts"), (6, 60, "shaped"))
SCRIPTS = ["Zoé", "Łukasz", "Дмитрий", "李小龍", "김민준", "🔥 Max"]
SHAPED = ["ปิ่น สมชาย", "किरण क्षत्रिय", "سمير", "さくら", "민준", "Sam سمير 7"]
CHARACTERS = ("Duke", "Assassin", "Captain", "Ambassador", "Contessa")


class Snapshot(NamedTuple):
    turn: int
    coins: tuple[int, ...]
    hidden: tuple[int, ...]
    revealed: tuple[tuple[str, ...], ...]


def made_up_game(players: int, turns: int, seed: int = 1) -> tuple[list[Snapshot], int]:
    """A plausible timeline: coins wander, every seat but the winner loses both cards,
    the last one on the last turn. Returns (timeline, winner)."""
    rng = random.Random(seed)
    winner = rng.randrange(players)
    losses: dict[int, list[int]] = {}  # turn -> seats losing a card then
    losers = [s for s in range(players) if s != winner]
    rng.shuffle(losers)
    for k, seat in enumerate(losers):
        last = turns if k == len(losers) - 1 else rng.randint(2, turns - 1)
        for t in (rng.randint(1, last - 1), last):
            losses.setdefault(t, []).append(seat)
    loss = rng.choice(range(1, turns))
    losses.setdefault(loss, []).append(winner)  # the winner ends on one card
    coins, hidden, revealed = [2] * players, [2] * players, [[] for _ in range(players)]
    timeline = [Snapshot(0, tuple(coins), tuple(hidden), tuple(map(tuple, revealed)))]
    for t in range(1, turns + 1):
        alive = [s for s in range(players) if hidden[s]]
        actor = alive[t % len(alive)]
        if coins[actor] >= 7 and rng.random() < 0.7:
            coins[actor] -= 7
        else:
            coins[actor] = max(0, coins[actor] + rng.choice((1, 2, 3, -3)))
        for seat in losses.get(t, ()):
            if hidden[seat]:
                hidden[seat] -= 1
                revealed[seat].append(rng.choice(CHARACTERS))
        timeline.append(Snapshot(t, tuple(coins), tuple(hidden), tuple(map(tuple, revealed))))
    return timeline, winner


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=30)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    results = []
    for players, turns, names_kind in CASES:
        timeline, winner = made_up_game(players, turns)
        named = {"scripts": SCRIPTS, "shaped": SHAPED}.get(names_kind)
        names = named[:players] if named else [f"Player {s + 1}" for s in range(players)]
        start = time.perf_counter()
        game_chart(names, timeline, winner=winner)  # warm up: fonts load once per process, names set once
        first = (time.perf_counter() - start) * 1000
        times, cpu = [], []
        for _ in range(args.renders):
            start, start_cpu = time.perf_counter(), time.process_time()
            png = game_chart(names, timeline, winner=winner)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        times.sort()
        size = Image.open(io.BytesIO(png)).size
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / f"game_{players}p_{turns}t_{names_kind}.png").write_bytes(png)
        results.append({
            "players": players, "turns": turns, "names": names_kind, "first_ms": round(first, 1),
            "median_ms": round(statistics.median(times), 1),
            "p90_ms": round(times[min(len(times) - 1, int(0.9 * len(times)))], 1),
            "median_cpu_ms": round(statistics.median(cpu), 1),
            "png_bytes": len(png), "pixels": list(size),
        })
    print(json.dumps({"pillow": PIL.__version__, "renders": args.renders, "cases": results}, indent=2))


if __name__ == "__main__":
    main()
