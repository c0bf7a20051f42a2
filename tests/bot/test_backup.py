"""The operator's tools beside a running bot: ``python -m bot backup`` copies its SQLite file
consistently while it plays, ``python -m bot restore`` (refused while the bot runs) makes
the copy the bot's file again, and the bot plays the game on from it; a restore over the
file of a bot that crashed does not let the old write-ahead log replay onto the backup;
``copy-database`` refuses a file a bot is running on, in one line, unless ``--force``."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

from bot.store import open_store
from tests.bot import chaoskit as K
from tests.bot.harness import bot_process
from tests.bot.players import forfeit, start_game
from tests.bot.stores import closed_after
from tests.bot.waiting import until

ROOT = Path(__file__).resolve().parents[2]
SLOW = {"COUP_TIME_SCALE": "100"}   # nothing times out meanwhile


async def tool(*args: str) -> tuple[int, str, str]:
    """``python -m bot ARGS``: its exit code, what it printed and what it said on stderr."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", *args, cwd=str(ROOT), stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode, out.decode(), err.decode()


def in_turn_order(peek, channel, users):
    row = peek.in_channel(channel.id)
    by_id = {u.id: u for u in users}
    first = row.state["turn"]
    return [by_id[row.players[(first + i) % len(users)]["id"]] for i in range(len(users))]


async def computers_playing(fd, guild) -> None:
    """Four computers playing each other in the guild's channel (its one member forfeits):
    their game lasts ~80 changes, where two computers' ended ~12 changes in, at times before a
    loaded machine had taken its backup and refused a restore (nothing was left to move)."""
    (human,) = guild.members
    await start_game(fd, guild.channel, human, [], wait=False)   # a lobby, to seat computers in
    for _ in range(4):
        await (await fd.invoke_slash(human, guild.channel, "coup addbot", level="easy")).response()
    lobby = next(m for m in fd.messages(guild.channel) if "Start" in m.labels)
    await (await fd.click(human, lobby, label="Start")).response()
    await fd.wait_for_message(guild.channel, lambda m: "**Turn 1**" in (m.body or ""), timeout=10)
    await forfeit(fd, human, guild.channel)


async def test_a_backup_taken_mid_game_is_restored_and_the_game_plays_on(fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    arena = fd.add_guild("Computers", members=1)
    channel, users = guild.channel, guild.members
    copy = tmp_path / "backups" / "coup-backup.sqlite3"
    peek = K.Peek(db_path)
    try:
        async with bot_process(fd, db_path, tmp_path / "bot.log", COUP_COMPUTER_DELAY="0.2"):
            t = await start_game(fd, channel, users[0], users[1:], mode="live")
            A, B, C = in_turn_order(peek, channel, users)
            await t.act(A, "Income")
            await t.waiting_for("**Turn 2**")
            await t.act(B, "Income")
            await t.waiting_for("**Turn 3**")
            await computers_playing(fd, arena)   # the bot writes their moves while the copy is taken
            began = peek.in_channel(arena.channel.id).version
            await until(lambda: peek.in_channel(arena.channel.id).version > began + 1, "the computers to play", timeout=20)
            before = peek.in_channel(arena.channel.id).version
            code, out, err = await tool("backup", "--from", str(db_path), "--to", str(copy))
            assert code == 0, err
            assert out.startswith(f"Backed up {db_path} to {copy}: ") and "checked whole" in out, out
            code, out, err = await tool("restore", "--from", str(copy), "--to", str(db_path))
            assert code == 3 and "A bot is running on" in err, (out, err)   # refused: nothing changes
            copied = K.Peek(copy).in_channel(arena.channel.id).version
            await until(lambda: peek.in_channel(arena.channel.id).version > copied, "a move after the copy", timeout=20)
            after = peek.in_channel(arena.channel.id).version
        copied = K.Peek(copy)
        try:   # one moment of the file, taken while the computers' moves were being written
            arena_row = copied.in_channel(arena.channel.id)
            assert before <= arena_row.version < after
            (last,) = copied.con().execute("SELECT max(version) FROM events WHERE table_id = ?",
                                           (arena_row.id,)).fetchone()
            assert last == arena_row.version
        finally:
            copied.close()
        assert not copy.with_name(copy.name + "-wal").exists(), "the backup is one file"
        assert not list(copy.parent.glob(".*partial")), "nothing half-written is left beside it"
        with sqlite3.connect(copy) as con:
            assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        peek.close()
        code, out, err = await tool("restore", "--from", str(copy), "--to", str(db_path))
        assert code == 0, err
        assert out.startswith(f"Restored {db_path} from {copy}; what it held before is in ") and \
            "before-restore" in out, out
        restored = K.Peek(db_path).in_channel(channel.id)
        assert restored.status == "running" and restored.turn_no == 3

        # the bot restored from the backup: the buttons already posted play on
        async with bot_process(fd, db_path, tmp_path / "restored.log", **SLOW):
            await t.act(C, "Income")
            await t.waiting_for("**Turn 4**")
            await t.act(A, "Income")
            await t.waiting_for("**Turn 5**")
        assert K.Peek(db_path).in_channel(channel.id).turn_no == 5
        assert K.tracebacks(tmp_path / "restored.log") == []
    finally:
        peek.close()


CRASHED_WRITER = """
import os, sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA journal_mode=WAL")
con.execute("PRAGMA wal_autocheckpoint=0")
con.execute("CREATE TABLE written_after_the_backup (x INTEGER)")
con.execute("UPDATE guild_settings SET settings = '{\\"mode\\":\\"async\\"}'")
os._exit(0)   # a crash: the write-ahead log stays beside the file, not checkpointed
"""


async def test_a_restore_over_a_crashed_bots_file_does_not_replay_its_old_log(db_path, tmp_path):
    """A bot that did not stop cleanly leaves its write-ahead log (coup.sqlite3-wal) beside the
    file: copied over the file, a backup would get that log's pages replayed onto it at the
    next start (writes from after the backup, mixed into it). The restore removes the log and
    keeps the old file whole beside it."""
    async with closed_after(await open_store(db_path)) as store:
        await store.guilds.save_settings(1, {"mode": "live"}, 7)
    copy = tmp_path / "coup-backup.sqlite3"
    code, _, err = await tool("backup", "--from", str(db_path), "--to", str(copy))
    assert code == 0, err
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", CRASHED_WRITER, str(db_path))
    assert await proc.wait() == 0
    assert db_path.with_name(db_path.name + "-wal").stat().st_size > 0

    code, out, err = await tool("restore", "--from", str(copy), "--to", str(db_path))
    assert code == 0, err
    with sqlite3.connect(db_path) as con:
        tables = {name for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "written_after_the_backup" not in tables
        assert con.execute("SELECT settings FROM guild_settings").fetchall() == [('{"mode":"live"}',)]
    with sqlite3.connect(db_path.with_name(db_path.name + ".before-restore")) as con:   # what it held, its log included
        assert con.execute("SELECT settings FROM guild_settings").fetchall() == [('{"mode":"async"}',)]
        assert con.execute("SELECT count(*) FROM written_after_the_backup").fetchone() == (0,)


async def test_copy_database_is_refused_while_a_bot_runs_on_the_file(fd, db_path, tmp_path, postgres_url):
    """Copying a running bot's file loses every move made after the copy when the bot moves
    to PostgreSQL: refused in one line, exit 3, nothing copied; ``--force`` copies. Once the
    bot has stopped the copy goes through without it."""
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_process(fd, db_path, tmp_path / "bot.log", **SLOW) as proc:
        await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        code, out, err = await tool("copy-database", "--from", str(db_path), "--to", postgres_url)
        assert code == 3, (out, err)
        assert out == "" and len(err.strip().splitlines()) == 1, err
        assert f"A bot is running on {db_path} (pid {proc.pid} since " in err and "--force" in err, err

        code, out, err = await tool("copy-database", "--from", str(db_path), "--to", postgres_url, "--force")
        assert code == 0, err
        assert "Copied" in out
    code, out, err = await tool("copy-database", "--from", str(db_path), "--to", postgres_url, "--replace")
    assert code == 0, err
