#!/usr/bin/env python3
"""Hostile input, measured: thousands of raw interactions against ``python -m bot``.

    python bench/fuzz.py [--inputs 5000] [--seed 1] [--batch 10] [--out fuzz.json]

The bot runs as its own process against tests/fakediscord, with a few live games and a
lobby across two servers (deadlines stretched so only the inputs move anything). The
inputs (tests/bot/fuzzkit.py) are what a modified client or a replayed request could
send: forged custom_ids (other tables, other servers, huge, negative or non-numeric
fields, extra colons, unicode, 100 characters and more, ``coup:`` ids sent as selects and
select ids as buttons), forged select values, clicks by people who are not playing, by
eliminated players and by players of another game, buttons of old prompts as Discord
sends them (with the message as it is now), lobby buttons from another channel, another
server or a DM, out-of-range and wrong-typed slash options (``/coup addbot level:god``,
``hours:1.5``, ``hours:"abc"``, unknown options, missing and unknown subcommands),
commands in DMs, and the same interaction delivered twice. Between batches one game
moves on by an entitled click, sometimes double-clicked within the same millisecond.

Measured: interactions sent; unhandled exceptions (tracebacks in the bot's log);
interactions never answered; answers that are not a sentence; changes to what is stored
after input that should change nothing (the database before and after each batch);
hidden cards in any text someone was shown that is not theirs (every message and reply
compared with the hands stored at that time); moves applied twice; 40060 errors (an
interaction answered twice). Printed as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.bot import chaoskit as K  # noqa: E402
from tests.bot.fuzzkit import Fuzzer, World  # noqa: E402
from tests.bot.harness import bot_process  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402


async def run(args) -> dict:
    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    db_path, log_path = work / "fuzz.sqlite3", work / "bot.log"
    for p in (db_path, Path(f"{db_path}-wal"), Path(f"{db_path}-shm"), log_path):
        p.unlink(missing_ok=True)
    t0 = time.monotonic()
    async with FakeDiscord() as fd:
        async with bot_process(fd, db_path, log_path, COUP_TIME_SCALE="1000", COUP_SEED=str(args.seed)):
            peek = K.Peek(db_path)
            world = await World(fd, peek).build()
            fuzzer = Fuzzer(fd, world, peek, seed=args.seed, tracebacks=lambda: K.tracebacks(log_path),
                            batch=args.batch, settle=args.settle)
            figures = await fuzzer.run(args.inputs)
            figures["integrity"] = peek.integrity()
            peek.close()
    figures["seconds"] = round(time.monotonic() - t0, 1)
    return figures


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--inputs", type=int, default=5000, help="hostile interactions to send")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--batch", type=int, default=1,
                   help="hostile inputs in flight at once (1: each checked on its own, so a change is pinned on one input)")
    p.add_argument("--settle", type=float, default=0.02, help="seconds to wait after the answers before checking")
    p.add_argument("--workdir", default="/tmp/coup-fuzz")
    p.add_argument("--out", help="also write the JSON here")
    args = p.parse_args(argv)
    figures = asyncio.run(run(args))
    text = json.dumps(figures, indent=2, default=str)
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    bad = (figures["unhandled_exceptions"] or figures["unanswered"] or figures["state_changes"]
           or figures["hidden_card_leaks"] or figures["errors_40060"] or figures["double_applied"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
