"""PostgreSQL out of reach mid-game (issue 34, defects 1 and 3).

A commit whose reply is lost (defect 1): on PostgreSQL a write can commit and its
reply never reach the bot (a cut connection, a server restart, a failover). The bot must not
tell the player "nothing was changed" and leave the game where it was: it reads the row
again, and a move that is stored is answered, shown, and its next deadline armed; one it
cannot confirm is said to be maybe not saved, and shown once the database answers again.

``python -m bot`` on a PostgreSQL server of the test's own, reached through a proxy
(tests/bot/pgproxy.py) that loses the reply of the move's statement, after the server
committed it; in the second test the proxy then refuses every connection while the test
stops and starts the server.

A timer that fires while the database is down (defect 3) is tried again soon, not a minute
later, and says so in a line of the log, not a traceback at every try."""

from __future__ import annotations

import asyncio
import time
import uuid

import asyncpg
import pytest

from tests.bot import chaoskit as K
from tests.bot.harness import start_bot_process, stop
from tests.bot.pgproxy import Proxy
from tests.bot.players import start_game
from tests.postgres import restartable_server

#: What the statement of an Income move carries (its events' JSON), and nothing else does.
INCOME = b'"action":"income"'
#: Live turns of 9 s: a lost move's next deadline is seen to fire within the test.
ENV = {"COUP_TIME_SCALE": "0.1", "DATABASE_PATH": ""}


@pytest.fixture(scope="module")
def server():
    """A PostgreSQL server of this module's own: its tests stop and start it."""
    with restartable_server() as s:
        yield s


@pytest.fixture
async def database(server):
    name = f"lost_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(server.dsn)
    await admin.execute(f'CREATE DATABASE "{name}"')
    await admin.close()
    yield server.dsn.rsplit("/", 1)[0] + "/" + name


async def stored(url: str, channel_id: int) -> tuple[int, list[str]]:
    """The channel's game as stored: its version and the kinds of its events."""
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow("SELECT id, version FROM tables WHERE channel_id=$1 ORDER BY id DESC", channel_id)
        kinds = [r[0] for r in await conn.fetch("SELECT kind FROM events WHERE table_id=$1 ORDER BY id", row["id"])]
        return row["version"], kinds
    finally:
        await conn.close()


async def first_mover(fd, t, guild):
    """The player whose turn it is (the turn message names them)."""
    content = t.turn_message().body
    return next(u for u in guild.members if f"**{u.name.capitalize()}**, choose your action" in content)


async def test_a_commit_whose_reply_is_lost_is_answered_armed_and_shown(fd, database, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    log = tmp_path / "bot.log"
    async with Proxy(database) as proxy:
        proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, DATABASE_URL=proxy.dsn(database), **ENV)
        try:
            await fd.wait_until_ready(timeout=30)
            t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
            mover = await first_mover(fd, t, guild)
            loss = proxy.lose_reply(INCOME)
            answer = await (await fd.click(mover, t.turn_message(), label="Income")).response(timeout=5)
            assert loss.done.is_set(), "the proxy never saw the move's statement"
            # the move is stored: the player is answered as for any move, and the channel shows it
            assert not answer.ephemeral, answer.content
            await t.waiting_for("**Turn 2**", timeout=10)
            version, kinds = await stored(database, guild.channel.id)
            assert kinds.count("declare") == 1 and kinds.count("gain") == 1   # once, not twice
            # … and the next decision's deadline is armed: turn 2 times out by itself
            await t.waiting_for("**Turn 3**", timeout=30)
            assert "timeout" in (await stored(database, guild.channel.id))[1]
            assert not K.tracebacks(log)
        finally:
            await stop(proc)


async def test_a_commit_whose_reply_is_lost_while_postgresql_restarts_is_shown_once_it_is_back(
        fd, server, database, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    log = tmp_path / "bot.log"
    async with Proxy(database) as proxy:
        proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, DATABASE_URL=proxy.dsn(database), **ENV)
        try:
            await fd.wait_until_ready(timeout=30)
            t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
            mover = await first_mover(fd, t, guild)
            # the move commits, its reply is lost, and the database is out of reach from then on
            loss = proxy.lose_reply(INCOME, refuse_after=True)
            ix = await fd.click(mover, t.turn_message(), label="Income")
            await asyncio.wait_for(loss.done.wait(), 5)
            answer = await ix.response(timeout=5)
            text = answer.content if answer.type == 4 else (await ix.followup(0)).content
            assert answer.ephemeral and "may not have been saved" in text, text
            await asyncio.to_thread(server.stop)
            await asyncio.to_thread(server.start)
            proxy.allow()
            # once the database answers, the stored move is shown, and its deadline armed
            await t.waiting_for("**Turn 2**", timeout=20)
            await t.waiting_for("**Turn 3**", timeout=30)
            version, kinds = await stored(database, guild.channel.id)
            assert "timeout" in kinds and kinds[:kinds.index("timeout")].count("declare") == 1   # once, not twice
            assert not K.tracebacks(log)
        finally:
            await stop(proc)


async def test_a_deadline_that_passes_while_postgresql_is_down_fires_soon_after_it_is_back(
        fd, server, database, tmp_path):
    guild = fd.add_guild("Coup Club", members=3)
    log = tmp_path / "bot.log"
    proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, DATABASE_URL=database, **ENV)
    try:
        await fd.wait_until_ready(timeout=30)
        t = await start_game(fd, guild.channel, guild.members[0], guild.members[1:], mode="live")
        conn = await asyncpg.connect(database)
        deadline = await conn.fetchval("SELECT deadline FROM tables WHERE channel_id=$1", guild.channel.id)
        await conn.close()
        await asyncio.to_thread(server.stop)
        await asyncio.sleep(max(0.0, deadline - time.time()) + 3)   # the deadline fires, and fails
        assert "**Turn 2**" not in t.turn_message().body
        await asyncio.to_thread(server.start)
        back = time.monotonic()
        await t.waiting_for("**Turn 2**", timeout=15)
        assert time.monotonic() - back < 10, "the timeout waited long after the database came back"
        assert "timeout" in (await stored(database, guild.channel.id))[1]
        assert not K.tracebacks(log), K.tracebacks(log)
    finally:
        await stop(proc)
