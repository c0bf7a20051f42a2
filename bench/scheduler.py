"""The scheduler with 10,000 pending deadlines and reminders across 1,000 async games.

    python bench/scheduler.py [--games 1000] [--timers 10000] [--spread 6] [--json]

Writes ``--games`` running async games to a database made by the bot's migrations, each
with its deadline, and reminder rows for the members it waits on, ``--timers`` in all;
then measures what the bot's own Scheduler (bot/timers.py) costs: the time to load every
pending row at start-up, the memory its heap holds, and how late each one fires (the
due times are spread over the next ``--spread`` seconds; the handlers only note the
time). Prints JSON.
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
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.deadlines import Deadlines  # noqa: E402
from bot.reminders import Reminders  # noqa: E402
from bot.store import Seat, Table  # noqa: E402
from bot.store.sqlite import SqliteStore  # noqa: E402
from bot.tables import TableCache  # noqa: E402
from bot.timers import Scheduler  # noqa: E402
from engine import Game  # noqa: E402
from engine.rng import SplitMix  # noqa: E402


async def fill(store: SqliteStore, games: int, timers: int, spread: float) -> float:
    """Running async games whose deadlines and reminders fall in the next ``spread`` s."""
    rng = random.Random(1)
    now = time.time() + 1.0
    reminders_each = max(0, timers // games - 1)
    rows = []
    for g in range(games):
        n = rng.randint(3, 6)
        players = [Seat(100_000 + g * 10 + i, f"p{i}") for i in range(n)]
        game = Game.new([p.name for p in players], SplitMix(g))
        deadline = now + rng.random() * spread
        table = Table(guild_id=1, channel_id=5_000 + g, host_id=players[0].id, mode="async", status="running",
                      players=players, state=game.to_dict(), version=1, prompt_no=1, deadline=deadline)
        table = await store.tables.create(table)
        for k in range(reminders_each):
            rows.append((table.id, 1, players[k % n].id, now + rng.random() * spread))
    async with store.db.transaction() as tx:
        await tx.executemany("INSERT INTO reminders (table_id, prompt_no, user_id, due) VALUES (?,?,?,?)", rows)
    return now


async def main(games: int, timers: int, spread: float) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        store = await SqliteStore.open(Path(tmp) / "bench.sqlite3")
        start = await fill(store, games, timers, spread)
        scheduler = Scheduler()
        cache = TableCache(store.tables)
        # The owners load their timers as the bot does; firing only notes how late it was.
        deadlines = Deadlines(scheduler, cache, store.tables, None, None, client=None, decide=None)
        reminders = Reminders(None, scheduler, cache, store.reminders, store.guilds, None)
        fired: list[float] = []

        async def note(table_id, prompt_no, due):
            fired.append(time.time() - due)

        for kind in ("deadline", "remind", "computer"):
            scheduler.register(kind, note)
        tracemalloc.start()
        t0 = time.perf_counter()
        loaded = await deadlines.load() + await reminders.load()
        load_ms = (time.perf_counter() - t0) * 1000
        heap_bytes = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        expected = loaded
        scheduler.start()
        deadline = start + spread + 5
        while len(fired) < expected and time.time() < deadline:
            await asyncio.sleep(0.05)
        await scheduler.stop()
        await store.close()
    late = sorted(x * 1000 for x in fired)
    return {
        "games": games, "pending_rows": loaded,
        "load_ms": round(load_ms, 1),
        "memory_kb": round(heap_bytes / 1024, 1),
        "memory_bytes_per_timer": round(heap_bytes / max(1, loaded), 1),
        "fired": len(fired),
        "late_ms": {"p50": round(statistics.median(late), 2), "p99": round(late[int(len(late) * 0.99)], 2),
                    "max": round(late[-1], 2)} if late else None,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--timers", type=int, default=10_000)
    parser.add_argument("--spread", type=float, default=6.0)
    parser.add_argument("--json", action="store_true", help="(the output is always JSON)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.games, args.timers, args.spread)), indent=2))
