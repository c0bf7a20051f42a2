"""The operator's tools beside a running bot: ``python -m bot backup`` copies its SQLite file
consistently while it plays, and a bot started on that copy plays the game on;
``copy-database`` refuses a file a bot is running on, in one line, unless ``--force``."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

from tests.bot import chaoskit as K
from tests.bot.harness import bot_process
from tests.bot.players import start_game

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


async def test_a_backup_taken_mid_game_is_restored_and_the_game_plays_on(fd, db_path, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    channel, users = guild.channel, guild.members
    copy = tmp_path / "backups" / "coup-backup.sqlite3"
    peek = K.Peek(db_path)
    try:
        async with bot_process(fd, db_path, tmp_path / "bot.log", **SLOW):
            t = await start_game(fd, channel, users[0], users[1:], mode="live")
            A, B, C = in_turn_order(peek, channel, users)
            await t.act(A, "Income")
            await t.waiting_for("**Turn 2**")
            await t.act(B, "Income")
            await t.waiting_for("**Turn 3**")
            code, out, err = await tool("backup", "--from", str(db_path), "--to", str(copy))
            assert code == 0, err
            assert out.startswith(f"Backed up {db_path} to {copy}: ") and "checked whole" in out, out
        assert not copy.with_name(copy.name + "-wal").exists(), "the backup is one file"
        assert not list(copy.parent.glob(".*partial")), "nothing half-written is left beside it"
        with sqlite3.connect(copy) as con:
            assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        restored = K.Peek(copy).in_channel(channel.id)
        assert restored.status == "running" and restored.turn_no == 3

        # the bot restored from the backup: the buttons already posted play on
        async with bot_process(fd, copy, tmp_path / "restored.log", **SLOW):
            await t.act(C, "Income")
            await t.waiting_for("**Turn 4**")
            await t.act(A, "Income")
            await t.waiting_for("**Turn 5**")
        assert K.Peek(copy).in_channel(channel.id).turn_no == 5
        assert K.tracebacks(tmp_path / "restored.log") == []
    finally:
        peek.close()


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
