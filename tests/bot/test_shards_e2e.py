"""Past one process (issue 27): `python -m bot` processes that each run some of Discord's
shards, on one PostgreSQL, against a fake Discord that routes every guild's events to its
shard as Discord does. A killed process loses nothing and troubles no other; the shards move
between processes while games run; logins never exceed Discord's max_concurrency."""

from __future__ import annotations

import asyncio

import asyncpg

from tests.bot import chaoskit as K
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import Table, start_game
from tests.fakediscord import FakeDiscord


def env(url: str, ids: str, count: int = 2) -> dict:
    return {"DATABASE_URL": url, "DATABASE_PATH": "", "SHARD_COUNT": str(count), "SHARD_IDS": ids,
            "COUP_TIME_SCALE": "100", "REST_RATE": "20"}


async def events(url: str, table_id: int) -> list[tuple]:
    conn = await asyncpg.connect(url)
    try:
        return [tuple(r) for r in await conn.fetch(
            "SELECT version, kind FROM events WHERE table_id=$1 ORDER BY id", table_id)]
    finally:
        await conn.close()


async def table_of(url: str, channel_id: int):
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetchrow("SELECT id, version, state FROM tables WHERE channel_id=$1 ORDER BY id DESC",
                                   channel_id)
    finally:
        await conn.close()


async def income(fd, t: Table, users) -> None:
    """The player whose turn it is takes Income; the next turn shows."""
    msg = t.turn_message()
    who = next(u for u in users if f"**{u.name.capitalize()}**, choose your action" in msg.body)
    turn = int(msg.body.split("**Turn ")[1].split("**")[0])
    await (await fd.click(who, msg, label="Income")).response()
    await t.waiting_for(f"**Turn {turn + 1}**", timeout=10)


async def test_two_processes_two_shards_one_database_and_a_kill(postgres_url, tmp_path):
    async with FakeDiscord(shard_count=2, max_concurrency=1) as fd:
        first = fd.add_guild("Shard zero", members=3, shard=(0, 2))
        second = fd.add_guild("Shard one", members=3, shard=(1, 2))
        procs = [await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / f"bot{i}.log", **env(postgres_url, str(i)))
                 for i in (0, 1)]
        try:
            await fd.wait_until_ready(timeout=30, shard=0)
            await fd.wait_until_ready(timeout=30, shard=1)
            assert fd.server.gateway.identify_refusals == [], "two logins at once: max_concurrency exceeded"
            games = {}
            for g in (first, second):
                games[g.id] = await start_game(fd, g.channel, g.members[0], g.members[1:])
                await income(fd, games[g.id], g.members)
            a = await table_of(postgres_url, first.channel.id)
            before = await events(postgres_url, a["id"])
            # Kill the process of shard 0: the other shard's game plays on undisturbed.
            await K.kill(procs[0])
            for _ in range(3):
                await income(fd, games[second.id], second.members)
            assert await events(postgres_url, a["id"]) == before
            # Back up on the same database: the old buttons of shard 0's game work, nothing lost.
            procs[0] = await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / "bot0.log", **env(postgres_url, "0"))
            await fd.wait_until_ready(timeout=30, shard=0)
            await income(fd, games[first.id], first.members)
            after = await events(postgres_url, a["id"])
            assert after[:len(before)] == before and len(after) > len(before)
            versions = [v for v, _ in after]
            assert versions == sorted(versions)   # no move applied twice
            for i, proc in enumerate(procs):
                assert not K.tracebacks(tmp_path / f"bot{i}.log")
        finally:
            for proc in procs:
                await stop(proc)


async def test_shards_move_from_one_process_to_two_while_games_run(postgres_url, tmp_path):
    async with FakeDiscord(shard_count=2, max_concurrency=1) as fd:
        guilds = [fd.add_guild(f"Shard {i}", members=3, shard=(i, 2)) for i in (0, 1)]
        one = await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / "one.log", **env(postgres_url, "0-1"))
        procs = []
        try:
            await fd.wait_until_ready(timeout=30, shard=0)
            await fd.wait_until_ready(timeout=30, shard=1)
            games = [await start_game(fd, g.channel, g.members[0], g.members[1:]) for g in guilds]
            for g, t in zip(guilds, games):
                await income(fd, t, g.members)
            rows = [await table_of(postgres_url, g.channel.id) for g in guilds]
            before = [await events(postgres_url, r["id"]) for r in rows]
            await stop(one)   # the reshard: one process gives way to two
            procs = [await start_bot_process(fd, tmp_path / "unused.sqlite3", tmp_path / f"two{i}.log", **env(postgres_url, str(i)))
                     for i in (0, 1)]
            await fd.wait_until_ready(timeout=30, shard=0)
            await fd.wait_until_ready(timeout=30, shard=1)
            for g, t in zip(guilds, games):
                await income(fd, t, g.members)
            for r, old in zip(rows, before):
                now = await events(postgres_url, r["id"])
                assert now[:len(old)] == old and len(now) > len(old)
        finally:
            await stop(one)
            for proc in procs:
                await stop(proc)
