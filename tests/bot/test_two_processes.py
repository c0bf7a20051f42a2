"""Two processes and one shard (issue 34, defect 2), with `python -m bot` on one PostgreSQL.

A process holds a lease on its shards in the database: a second process that would serve a
shard already served (the same SHARD_IDS by mistake, a block that overlaps it, a new process
started before the old one stopped) refuses to start, in one line. Should two ever serve one
shard all the same (a lease that lapsed while its holder was cut off from the database: here
the test removes it), Discord sends both every click, and the README's promise holds: the
version check lets one of them move the game, the other answers "try again" — never a refusal
read from a table in its memory that the other process has moved on, never an error."""

from __future__ import annotations

import asyncio
import json

import asyncpg

from tests.bot import chaoskit as K
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import Table
from tests.fakediscord import FakeDiscord

#: What the process that loses a race answers.
TRY_AGAIN = "The game moved on meanwhile"
#: What must never be answered to a click whose move the other process stored.
WRONG = ("no longer running", "out of date", "went wrong", "could not be saved", "not in this game")


def env(url: str, ids: str, count: int = 2, **more) -> dict:
    return {"DATABASE_URL": url, "DATABASE_PATH": "", "SHARD_COUNT": str(count), "SHARD_IDS": ids,
            "COUP_TIME_SCALE": "100", **more}


async def test_a_second_process_for_a_shard_served_elsewhere_refuses_in_one_line(postgres_url, tmp_path):
    async with FakeDiscord(shard_count=2, max_concurrency=2) as fd:
        first = await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / "first.log", **env(postgres_url, "0"))
        late = []
        try:
            await fd.wait_until_ready(timeout=30, shard=0)
            late = [await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / f"{name}.log", **e)
                    for name, e in (("same", env(postgres_url, "0")),              # SHARD_IDS given twice
                                    ("overlap", env(postgres_url, "0", count=1)),  # one shard of all guilds
                                    ("other", env(postgres_url, "1")))]            # its own shard: fine
            codes = await asyncio.wait_for(asyncio.gather(late[0].wait(), late[1].wait()), 60)
            assert codes == [2, 2]
            for name in ("same", "overlap"):
                lines = K.log_text(tmp_path / f"{name}.log").strip().splitlines()
                assert lines[-1].startswith("coup-bot: shard 0 of ") and "is served by another process" in lines[-1], lines
                assert not K.tracebacks(tmp_path / f"{name}.log")
            await fd.wait_until_ready(timeout=30, shard=1)   # a shard nobody serves is taken
            assert first.returncode is None and late[2].returncode is None
        finally:
            for proc in [first, *late]:
                await stop(proc)


async def answered(fd, user, message, label: str) -> str:
    """Click, and what the clicker was told: '' for the move shown in the clicked message."""
    ix = await fd.click(user, message, label=label)
    answer = await ix.response(timeout=5)
    if not answer.ephemeral:
        return ""
    if answer.type == 4:
        return answer.content
    return (await ix.followup(0)).content   # a deferred click is told its result


async def test_two_processes_on_one_shard_the_loser_says_try_again_and_nothing_moves_twice(postgres_url, tmp_path):
    async with FakeDiscord(shard_count=1, max_concurrency=1) as fd:
        guild = fd.add_guild("Coup Club", members=3)
        host, *others = guild.members
        logs = [tmp_path / "a.log", tmp_path / "b.log"]
        procs = [await start_bot_process(fd, tmp_path / "unused.sqlite3", logs[0],
                                         **env(postgres_url, "0", count=1, SHARD_LEASE_SECONDS="600"))]
        try:
            await fd.wait_until_ready(timeout=30)
            lobby = (await (await fd.invoke_slash(host, guild.channel, "coup new", mode="live")).response()).message
            # the first process's lease goes (as if it had lapsed), and a second process takes the shard
            conn = await asyncpg.connect(postgres_url)
            await conn.execute("DELETE FROM shard_leases")
            await conn.close()
            procs.append(await start_bot_process(fd, tmp_path / "unused.sqlite3", logs[1],
                                                 **env(postgres_url, "0", count=1)))
            await fd.wait_until_ready(timeout=30, sessions=2)
            said = [await answered(fd, user, lobby, "Join") for user in others]
            said.append(await answered(fd, host, lobby, "Start"))
            t = Table(fd, guild.channel)
            for turn in range(1, 5):
                message = await t.waiting_for(f"**Turn {turn}**", timeout=10)
                mover = next(u for u in guild.members
                             if f"**{u.name.capitalize()}**, choose your action" in message.body)
                said.append(await answered(fd, mover, message, "Income"))
            await t.waiting_for("**Turn 5**", timeout=10)
            for text in said:
                assert text == "" or TRY_AGAIN in text, said
                assert not any(wrong in text for wrong in WRONG), said
            conn = await asyncpg.connect(postgres_url)
            table_id = await conn.fetchval("SELECT id FROM tables WHERE channel_id=$1", guild.channel.id)
            events = [dict(version=r[0], kind=r[1], audience=r[2], **json.loads(r[3])) for r in
                      await conn.fetch("SELECT version, kind, audience, payload FROM events WHERE table_id=$1"
                                       " ORDER BY id", table_id)]
            await conn.close()
            assert K.doubled_events(events) == []
            assert [e["kind"] for e in events].count("gain") == 4   # each Income once
            for log in logs:
                assert not K.tracebacks(log), K.tracebacks(log)
        finally:
            for proc in procs:
                await stop(proc)
