"""Faults outside the bot: its database file and its gateway connection.

The database (``python -m bot`` as its own process, through tests/bot/faultwrap.py):
read-only, a full disk (a file size limit in the process; a tiny filesystem where one can
be mounted), damaged, locked by another process — at start-up and mid-game. At start-up
the process must say what is wrong in one line and exit with a non-zero status within
seconds (no hang, no traceback). Mid-game the person clicking is told the move was not
saved — and it must not have been: no partial move — and once the fault is gone the
next click works without a restart. (A file made read-only mid-game cannot be staged from
outside: the bot's open file stays writable whatever its mode, and a filesystem with files
open for writing refuses to be remounted read-only; read-only is tested at start-up.)

The gateway (the bot in process): the connection dropped mid-game (RESUME) and an invalid
session (IDENTIFY again), each while a deadline comes due: the bot keeps answering and the
deadline fires once. And Discord refusing a late answer: the move still reaches the channel.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import resource
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid

import pytest

from bot.store.sqlite import SqliteStore
from tests.bot import chaoskit as K
from tests.bot.harness import bot_in_process
from tests.bot.players import start_game
from tests.bot.stores import closed_after
from tests.bot.waiting import until

ROOT = K.ROOT
SAVED_NOTHING = "nothing was changed"


class BotProc:
    """``python -m bot`` (through faultwrap) with its output read from pipes (a file size
    limit would stop it writing a log file)."""

    def __init__(self, proc):
        self.proc = proc
        self.out: list[str] = []
        self.readers = [asyncio.create_task(self._read(proc.stdout)), asyncio.create_task(self._read(proc.stderr, True))]
        self.err: list[str] = []

    async def _read(self, stream, err=False):
        while True:
            line = await stream.readline()
            if not line:
                return
            text = re.sub(r"\x1b\[[0-9;]*m", "", line.decode(errors="replace")).rstrip("\n")
            self.out.append(text)
            if err:
                self.err.append(text)

    @classmethod
    async def start(cls, fd, db_path, *, prefix=(), **env) -> "BotProc":
        environ = K.env_for(fd, db_path, PYTHONPATH=str(ROOT), COUP_TIME_SCALE="100", **env)
        proc = await asyncio.create_subprocess_exec(
            *prefix, sys.executable, "-m", "tests.bot.faultwrap", cwd=str(ROOT), env=environ,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        return cls(proc)

    async def exited(self, timeout: float) -> int | None:
        try:
            await asyncio.wait_for(self.proc.wait(), timeout)
        except asyncio.TimeoutError:
            return None
        await asyncio.gather(*self.readers, return_exceptions=True)
        return self.proc.returncode

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.terminate()
            if await self.exited(10) is None:
                self.proc.kill()
                await self.proc.wait()
        await asyncio.gather(*self.readers, return_exceptions=True)

    def said(self) -> list[str]:
        """What the bot told whoever runs it (its ``coup-bot:`` lines)."""
        return [line for line in self.err if line.startswith("coup-bot:")]

    def tracebacks(self) -> int:
        return sum(K.TRACEBACK in line for line in self.out)


async def make_database(path, *, games: bool = False) -> None:
    async with closed_after(await SqliteStore.open(path)) as store:
        if games:   # some rows, so damage lands in real data
            async with store.db.transaction() as tx:
                for i in range(200):
                    await tx.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (f"filler{i}", "x" * 500))


async def fails_at_start_up(fd, db_path, words: tuple[str, ...], *, prefix=(), timeout=60.0, **env) -> str:
    """The bot is started on a bad database: it exits non-zero within ``timeout`` seconds (a
    bound for a hang, not a speed target: starting Python and discord.py alone took up to 8 s
    on the loaded machine), with one ``coup-bot:`` line naming the fault and no traceback."""
    t0 = time.monotonic()
    bot = await BotProc.start(fd, db_path, prefix=prefix, **env)
    try:
        status = await bot.exited(timeout)
        took = time.monotonic() - t0
        assert status is not None, "still running after %s s (a hang):\n%s" % (timeout, "\n".join(bot.out[-80:]))
        assert status != 0, bot.out[-5:]
        said = bot.said()
        assert len(said) == 1, "not one clear line: %s / the bot's output:\n%s" % (said, "\n".join(bot.out[-60:]))
        assert any(w in said[0].lower() for w in words), said[0]
        after = [line for line in bot.err[bot.err.index(said[0]) + 1:] if line.strip()]
        assert after == [], f"the line goes on over {len(after)} more: {after}"
        assert bot.tracebacks() == 0, "\n".join(bot.out)
        assert took < timeout
        print(f"exit {status} after {took:.1f}s: {said[0]}")
        return said[0]
    finally:
        await bot.stop()


def not_root_or(tool: str) -> list[str] | None:
    """How to run the bot without root's power to write a read-only file."""
    if os.geteuid() != 0:
        return []
    if shutil.which(tool):
        return [tool, "--bounding-set", "-dac_override,-dac_read_search"]
    return None


# ---------------------------------------------------------------------------- at start-up


async def test_read_only_database_at_start_up(fd, db_path):
    prefix = not_root_or("setpriv")
    if prefix is None:
        pytest.skip("running as root without setpriv: a read-only file cannot be made")
    await make_database(db_path)
    os.chmod(db_path, 0o444)
    await fails_at_start_up(fd, db_path, ("read-only",), prefix=prefix)


async def test_full_disk_at_start_up_file_size_limit(fd, db_path):
    await fails_at_start_up(fd, db_path, ("full", "disk"), FAULT_FSIZE="4096")   # a new database
    await make_database(db_path)
    await fails_at_start_up(fd, db_path, ("full", "disk"), FAULT_FSIZE="1024")   # an existing one


@contextlib.contextmanager
def tiny_filesystem(size: str):
    where = f"/tmp/coup-tiny-{uuid.uuid4().hex[:8]}"
    os.makedirs(where)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", where], capture_output=True)
    if done.returncode != 0:
        os.rmdir(where)
        pytest.skip(f"cannot mount a tiny filesystem here: {done.stderr.decode().strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", where], capture_output=True)
        with contextlib.suppress(OSError):
            os.rmdir(where)


async def test_full_disk_at_start_up_tiny_filesystem(fd):
    with tiny_filesystem("48k") as where:
        await fails_at_start_up(fd, f"{where}/coup.sqlite3", ("full",))


async def test_damaged_database_at_start_up(fd, db_path, tmp_path):
    db_path.write_bytes(os.urandom(64 * 1024))                      # not a database at all
    await fails_at_start_up(fd, db_path, ("damaged",))
    cut = tmp_path / "cut.sqlite3"
    await make_database(cut, games=True)
    data = cut.read_bytes()
    cut.write_bytes(data[: len(data) // 2])                         # cut in half
    await fails_at_start_up(fd, cut, ("damaged",))


async def test_a_damaged_page_at_start_up_is_said_in_one_line(fd, tmp_path):
    """A file whose header is sound but one page is not: quick_check finds it at start-up
    (good), but its report has a line break in it, so the one line is two
    (bot/store/db.py ``Database._check`` puts quick_check's rows in the message as they are)."""
    await make_database(tmp_path / "second.sqlite3", games=True)
    data = bytearray((tmp_path / "second.sqlite3").read_bytes())
    page = 4096
    data[5 * page: 5 * page + 200] = os.urandom(200)                  # one page scribbled on
    (tmp_path / "second.sqlite3").write_bytes(bytes(data))
    await fails_at_start_up(fd, tmp_path / "second.sqlite3", ("damaged",))


async def test_damage_found_while_connecting_is_said_and_the_bot_exits(fd, tmp_path):
    """Damage in the history (the event log) is found by the whole file's check, which runs
    while the bot logs in and connects. Its close used to cut the gateway's connection half
    made: the bot said "cannot reach Discord (Connector is closed)" instead of the damage,
    and hung, its database threads left open (seen once in CI). Now: the damage, one line,
    and the process ends."""
    path = tmp_path / "history.sqlite3"
    await make_database(path)
    con = sqlite3.connect(path)
    with con:
        con.execute("PRAGMA foreign_keys = OFF")
        con.executemany("INSERT INTO events (table_id, version, kind, payload, at) VALUES (1, ?, 'x', ?, 0)",
                        [(i, "y" * 400) for i in range(400)])
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'events'").fetchone()
    con.close()
    data = bytearray(path.read_bytes())
    page = 4096
    leaf = root + 20   # one of the log's leaves (its rows were written in one go, after the root)
    data[(leaf - 1) * page: (leaf - 1) * page + 100] = bytes(range(7, 107))   # scribbled on
    path.write_bytes(bytes(data))
    for _ in range(3):   # the race is between the check and the connection: try it more than once
        await fails_at_start_up(fd, path, ("damaged",))


async def test_an_empty_database_file_is_refused_not_started_over(fd, db_path):
    """Issue 24, item 5: a zero-length file where the database was (a truncated copy, a lost
    disk) used to start as a new, empty database without a word: every stored game gone.
    Now the bot refuses it in one line, and the file is left as it was."""
    db_path.write_bytes(b"")
    said = await fails_at_start_up(fd, db_path, ("empty",))
    assert str(db_path) in said and db_path.stat().st_size == 0


async def test_locked_database_at_start_up(fd, db_path):
    await make_database(db_path)
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        await fails_at_start_up(fd, db_path, ("locked",))
    finally:
        holder.rollback()
        holder.close()


# ---------------------------------------------------------------------------- mid-game


@contextlib.asynccontextmanager
async def game_on_a_process(fd, db_path, **env):
    """A running game of three people, the bot as its own process; yields (bot, table, A, B, C, peek)."""
    guild = fd.add_guild("Coup Club", members=3)
    bot = await BotProc.start(fd, db_path, **env)
    peek = K.Peek(db_path)
    try:
        await fd.wait_until_ready(timeout=20)
        t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        row = peek.in_channel(guild.channel.id)
        by_id = {u.id: u for u in guild.members}
        A, B, C = (by_id[row.players[(row.state["turn"] + i) % 3]["id"]] for i in range(3))
        yield bot, t, A, B, C, peek
    finally:
        peek.close()
        await bot.stop()


async def refused_unsaved(fd, t, user, peek, label="Income") -> str:
    """A click while the database is failing: answered in time, with a sentence that says
    nothing was saved — and nothing was."""
    row = peek.in_channel(t.channel.id)
    events = peek.max_event_id(row.id)
    ix = await fd.click(user, t.turn_message(), label=label)
    answer = await ix.response(timeout=3.0)
    assert ix not in fd.late_interactions, "answered after Discord's 3 seconds"
    if answer.type == 6:
        # Still waiting for the database after bot/clicks.py's PATIENCE (a lock's wait on a
        # busy machine): the click is acknowledged first, then told.
        told = await ix.followup(0)
        ephemeral, body = told.ephemeral, told.body
    else:
        ephemeral, body = answer.ephemeral, answer.body
    assert ephemeral, body
    assert SAVED_NOTHING in body and "saved" in body, body
    assert "The game is saved" not in body
    after = peek.in_channel(t.channel.id)
    assert (after.version, after.prompt_no, after.state) == (row.version, row.prompt_no, row.state), "a partial move"
    assert peek.max_event_id(row.id) == events
    return body


async def recovers(fd, t, A, B, peek, bot) -> None:
    """The fault is gone: the same click works now, once, without a restart."""
    await t.act(A, "Income")
    await t.waiting_for("**Turn 2**")
    row = peek.in_channel(t.channel.id)
    assert row.turn_no == 2 and row.state["coins"][row.players.index(next(p for p in row.players if p["id"] == A.id))] == 3
    await t.act(B, "Income")
    await t.waiting_for("**Turn 3**")
    assert bot.proc.returncode is None


async def test_full_disk_mid_game(fd, db_path):
    async with game_on_a_process(fd, db_path) as (bot, t, A, B, C, peek):
        pid = bot.proc.pid
        resource.prlimit(pid, resource.RLIMIT_FSIZE, (1, resource.RLIM_INFINITY))
        try:
            text = await refused_unsaved(fd, t, A, peek)
            # issue 24, item 5: a file size limit reaches SQLite as an I/O error, and is told as one,
            # not as a full disk (test_full_disk_mid_game_tiny_filesystem has the full disk)
            assert "could not read or write" in text and "full" not in text, text
            # the bot is alive and still answers what needs no write
            status = await (await fd.invoke_slash(B, t.channel, "coup status")).response(timeout=3)
            assert status.ephemeral and "choose your action" in status.body
        finally:
            resource.prlimit(pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        said = [line for line in bot.out if "database" in line and "ERROR" in line]
        assert len(said) == 1 and ("disk" in said[0] or "full" in said[0]), said or bot.out[-5:]
        assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])
        await recovers(fd, t, A, B, peek, bot)


def fill_up(where: str, db_path: str) -> str:
    """Take every free byte of the filesystem so that the database's next commit needs room
    there is none of; the filler's path. Its WAL is emptied first: once the bot's checkpointer
    has copied a WAL back, SQLite writes the next commit from the WAL's start, into space the
    file already holds, and that commit would succeed on a full disk. Done again if the bot
    wrote meanwhile."""
    filler, wal = f"{where}/filler", f"{db_path}-wal"
    con = sqlite3.connect(db_path, isolation_level=None, timeout=10)
    try:
        for _ in range(20):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(filler)
            (busy, _, _) = con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            with open(filler, "wb", buffering=0) as f:
                with contextlib.suppress(OSError):
                    while True:
                        f.write(b"\0" * 4096)
            if not busy and (not os.path.exists(wal) or os.path.getsize(wal) == 0):
                return filler
    finally:
        con.close()
    raise AssertionError("the database's WAL could not be emptied under a full disk")


async def test_full_disk_mid_game_tiny_filesystem(fd):
    """The filesystem fills up under a running game (ENOSPC, a real full disk), then has room again."""
    with tiny_filesystem("2m") as where:
        db_path = f"{where}/coup.sqlite3"
        async with game_on_a_process(fd, db_path) as (bot, t, A, B, C, peek):
            filler = fill_up(where, db_path)
            try:
                text = await refused_unsaved(fd, t, A, peek)
                assert "full" in text, text
            finally:
                os.unlink(filler)
            said = [line for line in bot.out if "database" in line and "ERROR" in line]
            assert len(said) == 1 and "full" in said[0], said
            assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])
            await recovers(fd, t, A, B, peek, bot)


async def test_locked_database_mid_game(fd, db_path):
    """Another process holds the database for a few seconds (a backup, a sqlite3 shell).
    The click must still be answered within Discord's 3 seconds, truthfully."""
    async with game_on_a_process(fd, db_path) as (bot, t, A, B, C, peek):
        holder = sqlite3.connect(db_path, isolation_level=None, timeout=10)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            text = await refused_unsaved(fd, t, A, peek)
            assert "locked" in text, text
        finally:
            holder.rollback()
            holder.close()
        await recovers(fd, t, A, B, peek, bot)
        assert fd.unanswered() == []
        assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])


async def test_a_member_leaving_while_the_database_is_locked_is_one_line(fd, db_path):
    """A gateway event whose handler cannot write (here a member leaves a game while another
    process holds the database) is said in one warning line, not a traceback, and the game
    plays on once the database is free."""
    async with game_on_a_process(fd, db_path, COUP_MEMBER_EVENTS="1") as (bot, t, A, B, C, peek):
        holder = sqlite3.connect(db_path, isolation_level=None, timeout=10)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            fd.remove_member(fd.server.guilds[t.channel.guild_id], C)
            line = "on_raw_member_remove: the database is out of reach"
            await until(lambda: any(line in out for out in bot.out), lambda: "\n".join(bot.out[-30:]), 30)
        finally:
            holder.rollback()
            holder.close()
        await recovers(fd, t, A, B, peek, bot)
        assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])


async def test_two_clicks_under_a_longer_lock_are_both_told_in_time(fd, db_path):
    """Issue 24, item 5: another process holds the database for about 4 s while two clicks
    come at once. Before: the second waited behind the first and for the database, got no
    answer within Discord's 3 s, and was then committed anyway. Now each is answered in time
    (acknowledged first when the database keeps it waiting), and a move is committed only for
    a click that was answered."""
    async with game_on_a_process(fd, db_path) as (bot, t, A, B, C, peek):
        row = peek.in_channel(t.channel.id)
        holder = sqlite3.connect(db_path, isolation_level=None, timeout=10)
        holder.execute("BEGIN EXCLUSIVE")
        loop = asyncio.get_running_loop()
        released = loop.call_later(4.0, holder.rollback)
        try:
            clicks = [await fd.click(A, t.turn_message(), label="Income"),
                      await fd.click(A, t.turn_message(), label="Income")]   # a double click
            answers = [await ix.response(timeout=3.0) for ix in clicks]
            assert all(ix not in fd.late_interactions for ix in clicks), "answered after Discord's 3 s"
            # Whatever was acknowledged has ended once each acknowledged click either moved the
            # game or was told privately by a follow-up (after the lock is gone, 4 s in).
            acknowledged = [ix for ix, a in zip(clicks, answers) if a.type == 6]

            def ended():
                moved = peek.in_channel(t.channel.id).version - row.version
                told_later = sum(1 for ix in acknowledged if any(m.ephemeral for m in ix.followups))
                return moved + told_later >= len(acknowledged)

            await until(ended, lambda: f"the acknowledged clicks to be told: {acknowledged}", 15)
        finally:
            released.cancel()
            holder.close()
        assert fd.unanswered() == []
        moved = peek.in_channel(t.channel.id).version - row.version
        told = [a for a in answers if not (a.ephemeral and "nothing was changed" in (a.body or ""))]
        assert moved <= 1 and moved <= len(told), (moved, [(a.ephemeral, a.body) for a in answers])
        assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])
        if moved == 0:   # nothing was played: the same click works now
            await recovers(fd, t, A, B, peek, bot)


async def test_damaged_database_mid_game(fd, db_path):
    """A page of the events table is damaged under the running bot, then restored."""
    async with game_on_a_process(fd, db_path) as (bot, t, A, B, C, peek):
        con = sqlite3.connect(db_path, isolation_level=None, timeout=10)
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name='events'").fetchone()
        (size,) = con.execute("PRAGMA page_size").fetchone()
        offset = (root - 1) * size
        with open(db_path, "r+b") as f:
            f.seek(offset)
            good = f.read(8)
            f.seek(offset)
            f.write(b"\xff" * 8)
        con.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('touched', '1')")   # other caches go stale
        try:
            text = await refused_unsaved(fd, t, A, peek)
            assert "damaged" in text, text
        finally:
            with open(db_path, "r+b") as f:
                f.seek(offset)
                f.write(good)
            con.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('touched', '2')")
            con.close()
        assert bot.tracebacks() == 0, "\n".join(bot.out[-30:])
        await recovers(fd, t, A, B, peek, bot)
        assert peek.integrity() == "ok"


# ---------------------------------------------------------------------------- the gateway


class HeldResumes:
    """The fake's gateway takes RESUME (and IDENTIFY) only once released: the bot stays
    disconnected meanwhile (wraps the gateway's message handler from outside)."""

    def __init__(self, fd):
        self.gateway = fd.server.gateway
        self.released = asyncio.Event()
        self.waiting = 0
        original = self.gateway._on_message

        async def on_message(conn, raw):
            if '"op":6' in raw.replace(" ", "") or '"op":2' in raw.replace(" ", ""):
                self.waiting += 1
                await self.released.wait()
            await original(conn, raw)

        self.gateway._on_message = on_message

    def release(self):
        self.released.set()


async def deadline_fires_once(fd, bot_, channel, t, disconnect) -> None:
    """A live game whose turn times out while the gateway is away: each deadline that came
    due is applied once and shown once, and the bot answers clicks once it is back."""
    peek = K.Peek(bot_.settings.database_path)
    try:
        row = peek.in_channel(channel.id)
        held = HeldResumes(fd)
        disconnect()
        await fd.wait_disconnected(timeout=5)
        # the deadline fires while the gateway is away
        await until(lambda: peek.in_channel(channel.id).turn_no >= 2, "the deadline to fire")
        await asyncio.sleep(0.3)
        held.release()
        await fd.wait_until_ready(timeout=15)
        # the bot answers again: the player whose turn it is takes Income
        now = peek.in_channel(channel.id)
        who = next(u for u in fd.server.guilds[now.guild_id].members if u.id == now.players[now.state["turn"]]["id"])
        msg = await t.waiting_for(f"**Turn {now.turn_no}**")
        answer = await (await fd.click(who, msg, label="Income")).response(timeout=3)
        assert not answer.ephemeral, answer.body
        await t.waiting_for(f"**Turn {now.turn_no + 1}**")
        # every deadline that came due was applied once: one timeout per turn and player
        turn, fired = None, []
        for e in peek.events(row.id):
            if e["kind"] == "turn":
                turn = e["amount"]
            elif e["kind"] == "timeout":
                fired.append((turn, e.get("player")))
        assert fired and len(fired) == len(set(fired)), fired
        shown = sum(m.body.count("ran out of time") for m in fd.messages(channel))
        assert shown == sum(1 for _, player in fired if player is not None)
    finally:
        peek.close()


async def test_connection_dropped_mid_game_resumes_and_a_deadline_fires_once(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, time_scale=0.02) as bot:   # a 90 s turn lasts 1.8 s
        t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        resumes = fd.server.gateway.resume_count
        await deadline_fires_once(fd, bot, guild.channel, t, fd.drop_connection)
        assert fd.server.gateway.resume_count == resumes + 1


async def test_invalid_session_mid_game_identifies_again_and_a_deadline_fires_once(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, time_scale=0.02) as bot:
        t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        identifies = fd.server.gateway.identify_count

        def invalidate():
            fd.invalidate_session()
            fd.drop_connection()
        await deadline_fires_once(fd, bot, guild.channel, t, invalidate)
        assert fd.server.gateway.identify_count == identifies + 1


async def test_a_move_whose_answer_discord_refused_still_reaches_the_channel(fd, db_path):
    """Issue 19: the answer came too late (Discord says 10062) — the move was committed, so
    the channel must show it anyway, without waiting for a deadline."""
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, time_scale=100):
        t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        row = K.Peek(db_path).in_channel(guild.channel.id)
        who = next(u for u in guild.members if u.id == row.players[row.state["turn"]]["id"])
        ix = await fd.click(who, t.turn_message(), label="Income", late=True)
        await t.waiting_for("**Turn 2**", timeout=5)
        assert ix in fd.late_interactions
