"""How long a seven-player live turn takes, with and without players letting others pass.

    python -m bench.turn_pace [--turns 24] [--scale 0.05] [--seed 1] [--json FILE]

The real bot (in process) against the fake Discord, one seven-player live game with the
bot's default windows (30 s to challenge or block, 90 s for a turn), the clock sped up by
``--scale`` (0.05: a 30 s window lasts 1.5 s). Every figure is given back in real seconds.

Scripted people: on their turn a player takes Tax or Foreign aid (a claim to challenge, or
an action to block: each opens a window for the others) after 2–6 s. Three players watch the
game and answer every window with Allow after 2–20 s; four only play their own turns and do
not answer windows (the window then waits out its 30 s for them). "after": those four have
pressed "Let others pass without me" on My cards once (issue 24, item 17). The median turn
is the time from one turn's message to the next's.
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

from tests.bot.harness import bot_in_process  # noqa: E402
from tests.bot.players import Table, awaited, start_game  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402


async def play(turns: int, scale: float, seed: int, passing: int) -> list[float]:
    rng = random.Random(seed)
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Pace", members=7)
        users = guild.members
        with tempfile.TemporaryDirectory() as tmp:
            async with bot_in_process(fd, Path(tmp) / "pace.sqlite3", seed=seed, time_scale=scale):
                t = await start_game(fd, guild.channel, users[0], users[1:], mode="live")
                quiet = users[3:]   # they play their own turns only
                for user in quiet[:passing]:   # they choose it once, for the whole game
                    mine = await (await fd.invoke_slash(user, guild.channel, "coup hand")).response()
                    await (await fd.click(user, mine.message, label="Let others pass without me")).response()
                started: dict[int, float] = {}
                answered: set[tuple[int, int]] = set()
                loop = asyncio.get_running_loop()
                pending: list[asyncio.Task] = []

                async def later(delay, user, message, label):
                    await asyncio.sleep(delay)
                    try:
                        answer = await (await fd.click(user, message, label=label)).response()
                        if answer.ephemeral and answer.message.selects:   # a Coup's target
                            value = answer.message.selects[0]["options"][0]["value"]
                            await (await fd.select(user, answer.message, values=[value])).response()
                    except Exception:
                        pass   # the window closed meanwhile

                while len(started) <= turns:
                    msg = t.turn_message()
                    m = __import__("re").search(r"\*\*Turn (\d+)\*\*", msg.body)
                    if m and int(m.group(1)) not in started:
                        started[int(m.group(1))] = loop.time()
                    people = awaited(msg.body, users)
                    last = msg.body.strip().splitlines()[-1]
                    key = (msg.id, hash(last))
                    if people and key not in answered:
                        answered.add(key)
                        if "choose your action" in last or "must Coup" in last:
                            label = rng.choice(["Tax", "Foreign aid"])
                            if any(b["label"].startswith("Coup") and not b.get("disabled") for b in msg.buttons):
                                label = next(b["label"] for b in msg.buttons if b["label"].startswith("Coup"))
                            pending.append(asyncio.create_task(later(rng.uniform(2, 6) * scale, people[0], msg, label)))
                        elif "Allow" in msg.labels:
                            for user in people:
                                if user not in quiet:
                                    pending.append(asyncio.create_task(
                                        later(rng.uniform(2, 20) * scale, user, msg, "Allow")))
                        elif "Choose my card" in msg.labels or "Show or lose a card" in msg.labels:
                            opened = await (await fd.click(people[0], msg, label=msg.labels[0])).response()
                            if opened.ephemeral and opened.message.buttons:
                                await (await fd.click(people[0], opened.message,
                                                      label=opened.message.labels[-1])).response()
                    if "wins" in (fd.messages(guild.channel)[-1].body or ""):
                        break
                    await asyncio.sleep(0.01)
                for task in pending:
                    task.cancel()
    times = sorted(started.items())
    return [(b - a) / scale for (_, a), (_, b) in zip(times, times[1:])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=24)
    parser.add_argument("--scale", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    out = {}
    for name, passing in (("before", 0), ("after", 4)):
        t0 = time.perf_counter()
        turns = asyncio.run(play(args.turns, args.scale, args.seed, passing))
        out[name] = {"turns": len(turns), "median_s": round(statistics.median(turns), 1),
                     "p90_s": round(sorted(turns)[int(len(turns) * 0.9)], 1), "wall_s": round(time.perf_counter() - t0, 1)}
        print(name, json.dumps(out[name]), flush=True)
    out["ratio_median"] = round(out["after"]["median_s"] / out["before"]["median_s"], 2)
    print(json.dumps(out, indent=1))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
