"""`python -m bot` with stopwatches around the steps of a click (for bench/bot_load.py only).

    PROBE_OUT=/tmp/probe.json python -m bench.bot_probe      # instead of python -m bot

Wraps, without changing the bot's files, the coroutines a click goes through (whichever of
them this checkout has: older bots have other names) and records for each its calls and
wall time (time inside includes waiting: locks, the database thread, HTTP answers). A
10 ms ticker measures how late the event loop runs callbacks (its lag: how long a ready
task waits for the loop). SIGUSR1 zeroes the figures, SIGUSR2 writes them to PROBE_OUT as
JSON (SIGTERM writes them and exits).
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import json
import os
import signal
import sys
import time

STATS: dict[str, list] = {}     # name -> [calls, total s, max s]
LAG: list[float] = []
STARTED = time.perf_counter()


def _record(name: str, dt: float) -> None:
    s = STATS.get(name)
    if s is None:
        s = STATS[name] = [0, 0.0, 0.0]
    s[0] += 1
    s[1] += dt
    if dt > s[2]:
        s[2] = dt


def _wrap(module: str, owner: str | None, attr: str, label: str | None = None) -> None:
    try:
        mod = importlib.import_module(module)
    except ImportError:
        return
    target = getattr(mod, owner, None) if owner else mod
    orig = getattr(target, attr, None) if target is not None else None
    if orig is None or not asyncio.iscoroutinefunction(orig):
        return
    name = label or f"{owner + '.' if owner else ''}{attr}"

    @functools.wraps(orig)
    async def timed(*args, **kwargs):
        t = time.perf_counter()
        try:
            return await orig(*args, **kwargs)
        finally:
            _record(name, time.perf_counter() - t)

    setattr(target, attr, timed)


STEPS = [
    ("bot.clicks", "Clicks", "on_interaction"),
    ("bot.clicks", "Clicks", "_handle"),
    ("bot.lobby", "LobbyDesk", "click"),
    ("bot.tables", "TableService", "play"),
    ("bot.tables", "TableService", "_commit"),
    ("bot.tables", "TableService", "set_message"),
    ("bot.tables", "TableService", "set_columns"),
    ("bot.tables", "TableService", "start"),
    ("bot.tables", "TableService", "join"),
    ("bot.publisher", "Publisher", "answer"),
    ("bot.publisher", "Publisher", "_show"),
    ("bot.publisher", "Publisher", "_plan"),
    ("bot.publisher", "Publisher", "_followup"),
    ("bot.publisher", "Publisher", "_token_edit"),
    ("bot.publisher", "Publisher", "_rest_edit"),
    ("bot.publisher", "Publisher", "_summary"),
    ("bot.store.db", "Database", "write"),
    ("bot.store.db", "Database", "one"),
    ("bot.store.db", "Database", "all"),
    # the bot since its middle was redesigned (bot/tables/, bot/channel/)
    ("bot.tables.play", "Play", "play"),
    ("bot.tables.lobbies", "Lobbies", "start"),
    ("bot.tables.lobbies", "Lobbies", "join"),
    ("bot.channel.courier", "Courier", "answer"),
    ("bot.channel.courier", "Courier", "_pass"),
    ("bot.channel.courier", "Courier", "_respond"),
    ("bot.channel.courier", "Courier", "_send"),
    ("bot.channel.courier", "Courier", "_followup"),
    ("bot.channel.courier", "Courier", "_token_edit"),
    ("bot.channel.courier", "Courier", "_post_summary"),
    ("bot.channel.rest", "Rest", "edit"),
    ("bot.store.tables", "SqlTables", "save"),
    ("bot.store.shown", "SqlShown", "save"),
    ("bot.store.sqlite.db", "Database", "write"),
    ("bot.store.sqlite.db", "Database", "one"),
    ("bot.store.sqlite.db", "Database", "all"),
    # the bot before the rewrite (bot/play.py, bot/store.py)
    ("bot.play", None, "dispatch"),
    ("bot.store", "Store", "save"),
    ("bot.play", "Publisher", "publish"),
    ("bot.play", "Publisher", "_show", "Publisher._show (old bot)"),
    ("bot.store", "Store", "get"),
    ("bot.tables", "Tables", "play"),
    # discord.py
    ("discord.interactions", "InteractionResponse", "edit_message", "discord: response.edit_message (UPDATE)"),
    ("discord.interactions", "InteractionResponse", "defer", "discord: response.defer"),
    ("discord.interactions", "InteractionResponse", "send_message", "discord: response.send_message"),
    ("discord.webhook.async_", "Webhook", "send", "discord: followup.send"),
    ("discord.webhook.async_", "Webhook", "edit_message", "discord: followup.edit_message"),
    ("discord.interactions", "Interaction", "edit_original_response", "discord: edit_original_response"),
    ("discord.message", "PartialMessage", "edit", "discord: REST message edit"),
    ("discord.abc", "Messageable", "send", "discord: REST message send"),
    ("discord.webhook.async_", "AsyncWebhookAdapter", "request", "discord: webhook/interaction HTTP request"),
    ("discord.http", "HTTPClient", "request", "discord: bot-token HTTP request"),
]


async def _ticker() -> None:
    loop = asyncio.get_running_loop()
    while True:
        t = loop.time()
        await asyncio.sleep(0.01)
        LAG.append(loop.time() - t - 0.01)


def _dump(*_args, exit: bool = False) -> None:
    out = os.environ.get("PROBE_OUT")
    if out:
        lag = sorted(LAG)
        pick = (lambda q: round(1000 * lag[min(len(lag) - 1, int(q * (len(lag) - 1)))], 2)) if lag else (lambda q: None)
        data = {"seconds": round(time.perf_counter() - STARTED, 2),
                "steps": {k: {"calls": v[0], "total_s": round(v[1], 4), "mean_ms": round(1000 * v[1] / v[0], 3),
                              "max_ms": round(1000 * v[2], 2)} for k, v in STATS.items()},
                "loop_lag_ms": {"p50": pick(0.5), "p90": pick(0.9), "p99": pick(0.99), "max": pick(1.0)}}
        with open(out, "w") as f:
            json.dump(data, f, indent=1)
    if exit:
        os._exit(0)


def reset() -> None:
    STATS.clear()
    LAG.clear()


def _unlocked_writes() -> None:
    """Experiment (PROBE_EXPERIMENT=unlocked-writes): a single-statement write does not take
    the writer lock unless a transaction holds it. aiosqlite runs statements in the order
    they are queued, and the statement is queued before this coroutine first yields, so no
    transaction can start in between; what changes is that writes no longer wait for the
    event loop to hand the lock from one to the next."""
    import sqlite3

    from bot.store import db as dbmod

    async def write(self, sql, params=()):
        if self.lock.locked():
            async with self.lock:
                return await _write(self, sql, params)
        return await _write(self, sql, params)

    async def _write(self, sql, params):
        try:
            cur = await self.writer.execute(sql, params)
        except sqlite3.IntegrityError:
            raise
        except sqlite3.Error as e:
            raise dbmod.Unavailable(dbmod.describe(e), dbmod.reason(e)) from e
        return cur.rowcount

    dbmod.Database.write = write


def main() -> None:
    experiments = set(filter(None, os.environ.get("PROBE_EXPERIMENT", "").split(",")))
    if "unlocked-writes" in experiments:
        _unlocked_writes()
    for e in experiments:
        if e.startswith("switch-interval="):   # e.g. switch-interval=0.0005 (Python's default: 0.005 s)
            sys.setswitchinterval(float(e.split("=", 1)[1]))
    for step in STEPS:
        _wrap(*step)
    signal.signal(signal.SIGTERM, lambda *_: _dump(exit=True))
    signal.signal(signal.SIGUSR1, lambda *_: reset())   # the load driver starts its window …
    signal.signal(signal.SIGUSR2, _dump)                # … and ends it
    import bot.client as client

    setup = client.CoupBot.setup_hook

    async def setup_hook(self):
        await setup(self)
        self.loop.create_task(_ticker())

    client.CoupBot.setup_hook = setup_hook
    from bot.__main__ import main as bot_main
    sys.exit(bot_main([]))


if __name__ == "__main__":
    main()
