"""Many stored games, few active ones: what `python -m bot` costs when most of its games sleep
(issue 39's measured targets), against tests/fakediscord.

    python -m bench.memory [--stored 100000] [--active 1000] [--backend sqlite,postgresql]
                           [--stop-games 200] [--stop-after 10] [--json FILE]

**Stored games.** A database of ``--stored`` running async games (three players, just
dealt, the first decision waiting with its reminders; deadlines and reminders spread over
the next two days), each in its own channel of the fake Discord (servers of 400 channels
whose members are the three players), and every channel showing its game. It is made by
dealing one game through the bot's own services and copying its rows; on PostgreSQL the
SQLite file is copied with ``python -m bot copy-database``. Then, per backend:

* ``startup_s``: process start → ``ready to host`` (the bot's start-up work: migrations,
  what the channels may miss, the timers), ``ready_s`` → the gateway's READY with commands
  synced, ``checked_s`` → the stored games' channels checked against the gateway's (the
  first and last from the time of the bot's own JSON log line, not from when this process,
  busy serving the fake gateway, gets to read it);
  ``db_check_s``: how long the database's check of the whole file took, from the store's
  opening (it runs while the bot logs in and connects; moves wait for it);
* ``rss_idle_mb``: the bot's RSS once that is done;
* ``click_ms``: ``--active`` clicks, each on a different stored game that memory does not
  hold (so it is read back from the store): half **My cards** (an ephemeral answer drawn
  from the game), half **Income** by the player whose turn it is (a move committed, and the
  turn message drawn): dispatch → the bot's first callback, p50 / p99 / max, one click at a
  time;
* ``rss_active_mb``: RSS with those ``--active`` games in memory;
* ``stop_s``: SIGTERM → exit (exit code 0 asserted).

**A stop under load** (``--stop-games``, 0 skips it): that many live games in as many
servers, their players clicking as fast as they can; SIGTERM after ``--stop-after`` seconds:
``stop_s`` (signal → exit), the bot's own count of interactions unanswered across it (its
last log line), and the clicks Discord saw unanswered, sent before the signal and after it
(once the gateway is closed a click reaches no process, and Discord says the interaction
failed; the players here click on until the process has exited).

RSS per live game at 200 games beside the minimal bot: ``python -m bench.bot_load
--games 200``.
"""

from __future__ import annotations

import argparse
import asyncio
import calendar
import json
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bot_load import proc_rss_kb  # noqa: E402
from bench.loadplay import CoupPlayers, Monitor, Stats  # noqa: E402
from engine.rng import SplitMix  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

CHANNELS_PER_GUILD = 400
IDLE = 60.0   # COUP_IDLE_SECONDS: a game untouched this long leaves memory


def sample(table_ids: list[int], active: int, run: int) -> list[int]:
    """The games a run clicks: each backend's run its own (their channels untouched by another run)."""
    return random.Random(run).sample(table_ids, active)
PLAYERS = ("ann", "bob", "cy")


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------- the stored games

def world(fd: FakeDiscord, stored: int) -> list[tuple[int, int]]:
    """Servers with ``stored`` channels in all (the three players in each): (guild id, channel id) each."""
    places = []
    for g in range((stored + CHANNELS_PER_GUILD - 1) // CHANNELS_PER_GUILD):
        guild = fd.add_guild(f"Stored {g}", members=list(PLAYERS))
        places.append((guild.id, guild.channel.id))
        for c in range(min(CHANNELS_PER_GUILD, stored - len(places) + 1) - 1):
            places.append((guild.id, fd.add_channel(guild, f"game-{c}").id))
    return places[:stored]


async def dealt_game(path: Path, guild_id: int, channel_id: int, users: list[int]) -> int:
    """One async game dealt through the bot's services: its table id."""
    from bot.store import open_store
    from tests.bot.services import Services
    store = await open_store(path)
    try:
        svc = Services(store, rng_factory=lambda: SplitMix(7))
        table = await svc.lobbies.open(guild_id, channel_id, users[0], PLAYERS[0], "async")
        for user, name in zip(users[1:], PLAYERS[1:]):
            await svc.lobbies.join(table.id, user, name)
        return (await svc.lobbies.start(table.id, users[0])).table.id
    finally:
        await store.close()


def copy_game(path: Path, template: int, places: list[tuple[int, int]]) -> None:
    """The template game's rows once per place (its own channel), every channel showing its
    game; deadlines and reminders spread over the next two days."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    cols = [r[1] for r in db.execute("PRAGMA table_info(tables)") if r[1] not in ("id", "guild_id", "channel_id",
                                                                                    "lobby_channel_id", "deadline")]
    db.execute("CREATE TEMP TABLE places (n INTEGER PRIMARY KEY, guild_id INTEGER, channel_id INTEGER)")
    db.executemany("INSERT INTO places VALUES (?, ?, ?)", [(n, g, c) for n, (g, c) in enumerate(places[1:], 1)])
    first = db.execute("SELECT max(id) FROM tables").fetchone()[0]
    now = time.time()
    db.execute(f"INSERT INTO tables (id, guild_id, channel_id, lobby_channel_id, deadline, {', '.join(cols)})"
               f" SELECT ? + p.n, p.guild_id, p.channel_id, p.channel_id, ? + (p.n % 172800),"
               f" {', '.join('t.' + c for c in cols)} FROM places p, tables t WHERE t.id = ?",
               (first, now + 3600, template))
    for child in ("events", "reminders"):
        ccols = [r[1] for r in db.execute(f"PRAGMA table_info({child})") if r[1] not in ("id", "table_id", "due")]
        due = ", due" if child == "reminders" else ""
        due_value = ", ? + (p.n % 172800)" if child == "reminders" else ""
        db.execute(f"INSERT INTO {child} (table_id{due}, {', '.join(ccols)})"
                   f" SELECT ? + p.n{due_value}, {', '.join('x.' + c for c in ccols)}"
                   f" FROM places p, {child} x WHERE x.table_id = ? ORDER BY p.n, x.id",
                   (first, now + 1800, template) if child == "reminders" else (first, template))
    db.execute("DELETE FROM shown")
    db.execute("INSERT INTO shown (table_id, version, lobby_message_id, lobby_status, lobby_version, message_id,"
               " message_turn) SELECT id, version, 1, status, version, 1, 1 FROM tables")
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


async def stored_games(fd: FakeDiscord, workdir: Path, stored: int) -> tuple[Path, list[tuple[int, int]]]:
    t = time.perf_counter()
    places = world(fd, stored)
    users = [fd.user(name).id for name in PLAYERS]
    path = workdir / "stored.sqlite3"
    template = await dealt_game(path, *places[0], users)
    await asyncio.get_running_loop().run_in_executor(None, copy_game, path, template, places)
    say(f"memory: {stored:,} stored games made in {time.perf_counter() - t:.0f} s")
    return path, places


def to_postgresql(sqlite_path: Path, url: str) -> None:
    done = subprocess.run([sys.executable, "-m", "bot", "copy-database", "--from", str(sqlite_path), "--to", url],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(done.stderr)


# ---------------------------------------------------------------------- the bot

async def spawn(fd: FakeDiscord, database: str, log: Path, **env) -> asyncio.subprocess.Process:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "COUP_", "SHARD_"))}
    environ.update({"DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fd.api_base, "DATABASE_URL": database,
                    "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "INFO", "COUP_COMPUTER_DELAY": "0.05",
                    "PYTHONPATH": str(ROOT), **env})
    with open(log, "ab") as out:
        return await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=str(ROOT), env=environ,
                                                    stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=out)


async def logged(log: Path, pattern: str, proc, timeout: float = 600.0) -> re.Match:
    end = time.monotonic() + timeout
    while True:
        found = re.search(pattern, log.read_text(errors="replace"))
        if found:
            return found
        if proc.returncode is not None:
            raise RuntimeError(f"the bot exited ({proc.returncode}) before logging {pattern!r}:\n"
                               + log.read_text(errors="replace")[-3000:])
        if time.monotonic() > end:
            raise TimeoutError(pattern)
        await asyncio.sleep(0.02)


def said_at(log: Path, pattern: str) -> float:
    """When the bot logged its first line matching ``pattern`` (seconds since 1970, from the
    JSON line's own time): what the bot did when, whatever this process was busy with (the
    fake Discord's READY for 100,000 channels keeps it from reading the log for a second)."""
    for line in log.read_text(errors="replace").splitlines():
        if line.startswith("{"):
            record = json.loads(line)
            if re.search(pattern, record["message"]):
                stamp = time.strptime(record["time"][:19], "%Y-%m-%dT%H:%M:%S")
                return calendar.timegm(stamp) + float(record["time"][19:-1] or 0)
    raise LookupError(pattern)


async def sigterm(proc) -> tuple[float, int]:
    t = time.perf_counter()
    proc.send_signal(signal.SIGTERM)
    code = await asyncio.wait_for(proc.wait(), 30)
    return time.perf_counter() - t, code


def ms(values: list[float]) -> dict:
    values = sorted(values)
    return {"n": len(values), "p50": round(statistics.median(values), 2),
            "p99": round(values[min(len(values) - 1, int(0.99 * len(values)))], 2), "max": round(values[-1], 2)}


async def click(fd, user: int, channel: int, label: str) -> float:
    """``user`` clicks ``label`` on the channel's latest message that has it: ms from dispatch
    to the bot's first callback."""
    message = next(m for m in reversed(fd.messages(fd.server.channels[channel])) if label in m.labels)
    interaction = await fd.click(user, message, label=label)
    await interaction.response(timeout=30)
    return (interaction.first_callback_at - interaction.created_at) * 1000


async def stored_run(fd: FakeDiscord, database: str, table_ids: list[int], channel_of: dict[int, int],
                     turn_of: dict[int, tuple[int, int]], active: int, workdir: Path, label: str, run: int) -> dict:
    log = workdir / f"{label}.log"
    log.unlink(missing_ok=True)
    clicked = sample(table_ids, active, run)
    posted = {t: len(fd.messages(fd.server.channels[channel_of[t]])) for t in clicked}   # before this run
    spawned = time.time()
    proc = await spawn(fd, database, log, COUP_IDLE_SECONDS=str(IDLE), LOG_FORMAT="json")
    try:
        await logged(log, r"ready to host", proc)
        startup = said_at(log, r"ready to host") - spawned
        await fd.wait_until_ready(timeout=600)
        ready = time.time() - spawned
        await logged(log, r"checked the channels of \d+ stored games", proc)
        checked = said_at(log, r"checked the channels of \d+ stored games") - spawned
        await logged(log, r"the database is sound", proc)
        sound = float(re.search(r"the database is sound \(checked in full in ([\d.]+) s\)",
                                log.read_text(errors="replace"))[1])
        # the games to click were shown as not yet drawn: the bot draws their turn messages (so
        # they are in memory), then lets them go once idle; the clicks read them back
        end = time.monotonic() + 300
        while True:
            missing = [t for t in clicked if not any("Income" in m.labels for m in
                                                     fd.messages(fd.server.channels[channel_of[t]])[posted[t]:])]
            if not missing:
                break
            if time.monotonic() > end:
                raise RuntimeError(f"the bot did not draw {len(missing)} of the clicked games' turns (tables "
                                   f"{missing[:5]} …):\n" + log.read_text(errors="replace")[-4000:])
            await asyncio.sleep(0.5)
        await asyncio.sleep(IDLE * 1.6)   # idle: every game leaves memory
        rss_idle = proc_rss_kb(proc.pid)
        say(f"memory: {label}: up in {startup:.2f} s, READY {ready:.2f} s, channels checked {checked:.2f} s, "
            f"RSS {rss_idle / 1024:.0f} MB")
        looks, moves = [], []
        for n, table_id in enumerate(clicked):
            _, turn_user = turn_of[table_id]
            if n % 2:
                looks.append(await click(fd, turn_user, channel_of[table_id], "My cards"))
            else:
                moves.append(await click(fd, turn_user, channel_of[table_id], "Income"))
        await asyncio.sleep(2.0)   # the turn messages drawn
        rss_active = proc_rss_kb(proc.pid)
        stop, code = await sigterm(proc)
        if code != 0:
            raise RuntimeError(f"the bot exited {code}:\n" + log.read_text(errors="replace")[-3000:])
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    return {"startup_s": round(startup, 2), "ready_s": round(ready, 2), "checked_s": round(checked, 2),
            "db_check_s": sound,
            "rss_idle_mb": round(rss_idle / 1024, 1), "click_ms": {"my_cards": ms(looks), "income": ms(moves)},
            "click_ms_all": ms(looks + moves), "rss_active_mb": round(rss_active / 1024, 1),
            "stop_s": round(stop, 2), "errors": fd.server.problem_summary() if fd.server.errors else ""}


async def stored(args, workdir: Path) -> dict:
    out = {}
    async with FakeDiscord(record=False, rate_limits="count") as fd:
        path, places = await stored_games(fd, workdir, args.stored)
        db = sqlite3.connect(path)
        table_ids = [r[0] for r in db.execute("SELECT id FROM tables WHERE status = 'running' ORDER BY id")]
        channel_of = dict(db.execute("SELECT id, channel_id FROM tables"))
        turn_of = {}
        for table_id, prompt_no, players, state in db.execute("SELECT id, prompt_no, players, state FROM tables"):
            turn_of[table_id] = (prompt_no, json.loads(players)[json.loads(state)["turn"]]["id"])
        db.close()
        assert len(table_ids) == args.stored, len(table_ids)
        db = sqlite3.connect(path, isolation_level=None)   # the clicked games' turns not drawn yet
        backends = args.backend.split(",")
        db.executemany("DELETE FROM shown WHERE table_id = ?",
                       [(t,) for run in range(len(backends)) for t in sample(table_ids, args.active, run)])
        db.close()
        for run, backend in enumerate(backends):
            if backend == "sqlite":
                copy = workdir / "run.sqlite3"
                for p in workdir.glob("run.sqlite3*"):
                    p.unlink()
                subprocess.run(["cp", str(path), str(copy)], check=True)
                database = str(copy)
            else:
                from tests.postgres import running_server
                server = running_server()
                dsn = server.__enter__()
                out.setdefault("_servers", []).append(server)
                database = dsn
                say("memory: copying the stored games into PostgreSQL ...")
                await asyncio.get_running_loop().run_in_executor(None, to_postgresql, path, database)
            out[backend] = await stored_run(fd, database, table_ids, channel_of, turn_of, args.active, workdir,
                                            f"stored-{backend}", run)
            say(f"memory: {backend}: {json.dumps(out[backend])}")
    for server in out.pop("_servers", []):
        server.__exit__(None, None, None)
    return out


# ---------------------------------------------------------------------- a stop under load

async def stop_under_load(games: int, after: float, workdir: Path) -> dict:
    stats = Stats()
    log = workdir / "stop.log"
    log.unlink(missing_ok=True)
    async with FakeDiscord(record=False, rate_limits="enforce") as fd:
        guilds = [fd.add_guild(f"Live {i}", members=[f"l{i}p{j}" for j in range(6)]) for i in range(games)]
        monitor = Monitor(fd.server, stats)
        proc = await spawn(fd, str(workdir / "stop.sqlite3"), log)
        try:
            await fd.wait_until_ready(timeout=120)
            players = [CoupPlayers(fd, monitor, g.channel, g.members, rng=random.Random(i), think=(0.0, 0.05),
                                   players=(3, 6), games=None, stuck_after=60.0, shown_timeout=10.0)
                       for i, g in enumerate(guilds)]
            stats.start(asyncio.get_running_loop().time())
            playing = [asyncio.create_task(p.run()) for p in players]
            await asyncio.sleep(after)
            rss = proc_rss_kb(proc.pid)
            clicks = stats.clicks
            signalled = time.monotonic()
            took, code = await sigterm(proc)
            monitor.stopped = True
            for task in playing:
                task.cancel()
            await asyncio.gather(*playing, return_exceptions=True)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        said = re.search(r"stopped on SIGTERM in ([\d.]+) s: (\d+) interactions answered in all, (\d+) unanswered",
                         log.read_text(errors="replace"))
        unanswered = [i for i in fd.server.interactions.values() if i.first_callback_at is None]
        before_signal = sum(1 for i in unanswered if i.created_at < signalled)
    return {"games": games, "clicks_before_signal": clicks, "rss_mb": round(rss / 1024, 1), "exit_code": code,
            "stop_s": round(took, 2), "bot_said_stop_s": float(said[1]) if said else None,
            "answered": int(said[2]) if said else None, "unanswered_by_bot": int(said[3]) if said else None,
            "unanswered_sent_before_signal": before_signal,
            "unanswered_sent_after_signal": len(unanswered) - before_signal}


async def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--stored", type=int, default=100_000)
    p.add_argument("--active", type=int, default=1_000)
    p.add_argument("--backend", default="sqlite,postgresql")
    p.add_argument("--stop-games", type=int, default=200)
    p.add_argument("--stop-after", type=float, default=10.0)
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    summary = {}
    with tempfile.TemporaryDirectory(prefix="coup-memory-") as tmp:
        workdir = Path(tmp)
        if args.stored:
            summary["stored"] = {"stored": args.stored, "active": args.active, **await stored(args, workdir)}
        if args.stop_games:
            summary["stop"] = await stop_under_load(args.stop_games, args.stop_after, workdir)
    text = json.dumps(summary, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text)


if __name__ == "__main__":
    asyncio.run(main())
