"""What only PostgreSQL has (bot/store/postgres), on a real server (tests/postgres.py):
migrations applied once by processes that start together, a failed migration that changes
nothing, a database that cannot be used said in one sentence, a read-only server, and a
server gone in the middle of a game."""

import asyncio
import socket

import asyncpg
import pytest

from bot.store import Seat, StoreError, Table, Unavailable, open_store
from bot.store.postgres import db as db_module
from engine import Event
from tests.bot.stores import fetch
from tests.postgres import running_server


async def admin(url: str, *statements: str) -> list:
    conn = await asyncpg.connect(url)
    try:
        return [await conn.fetch(s) for s in statements]
    finally:
        await conn.close()


async def test_processes_starting_together_apply_each_migration_once(postgres_url):
    stores = await asyncio.gather(*(open_store(postgres_url) for _ in range(4)))
    try:
        files = sorted(db_module.MIGRATIONS.glob("*.sql"))
        assert await fetch(stores[0], "SELECT version, name FROM schema_migrations ORDER BY version") == [
            (int(f.name.split("_")[0]), f.name) for f in files]
        for store in stores:
            assert await store.schema_version() == db_module.newest() == len(files)
        # each store works on the one schema: ids from one sequence, across processes
        made = await asyncio.gather(*(s.tables.create(Table(guild_id=1, channel_id=10 + i, host_id=1))
                                      for i, s in enumerate(stores)))
        assert sorted(t.id for t in made) == [1, 2, 3, 4]
        # a large state is stored as it is, not compressed (pglz would cost every move)
        assert await fetch(stores[0], "SELECT attstorage FROM pg_attribute WHERE attrelid = 'tables'::regclass"
                                      " AND attname = 'state'") == [(b"e",)]
    finally:
        await asyncio.gather(*(s.close() for s in stores))
    (left,) = await admin(postgres_url, "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'coup-bot'"
                                        " AND datname = current_database()")
    assert left[0][0] == 0   # closed stores leave no connection behind


async def test_a_failing_migration_changes_nothing(postgres_url, tmp_path, monkeypatch):
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "001_ok.sql").write_text("CREATE TABLE a (x INTEGER);")
    (migrations / "002_broken.sql").write_text("CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
    monkeypatch.setattr(db_module, "MIGRATIONS", migrations)
    with pytest.raises(StoreError, match="migration 002_broken.sql failed") as caught:
        await open_store(postgres_url, check=False)
    assert "nowhere" in str(caught.value)
    versions, names = await admin(postgres_url, "SELECT version FROM schema_migrations",
                                  "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    assert [r[0] for r in versions] == [1]
    assert {r[0] for r in names} == {"a", "schema_migrations"}   # 002 rolled back whole


async def test_a_database_written_by_a_newer_bot_is_refused(postgres_url):
    store = await open_store(postgres_url)
    await store.close()
    await admin(postgres_url, "INSERT INTO schema_migrations VALUES (99, '099_future.sql', 0)")
    with pytest.raises(StoreError, match=r"newer version of the bot \(schema 99; this version knows \d+\)"):
        await open_store(postgres_url)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_what_keeps_the_bot_from_its_database_is_said_in_one_sentence(postgres_server, postgres_url):
    server = postgres_server.rsplit("/", 1)[0]          # postgresql://postgres@127.0.0.1:PORT
    port = server.rsplit(":", 1)[1]
    cases = {
        f"postgresql://postgres:s3cret@127.0.0.1:{free_port()}/coup": "connection refused. Is the server running",
        f"{server}/no_such_database": "does not exist",
        f"postgresql://no_such_user:s3cret@127.0.0.1:{port}/postgres": "refused the login",
    }
    for url, said in cases.items():
        with pytest.raises(StoreError) as caught:
            await open_store(url)
        text = str(caught.value)
        assert said in text and "\n" not in text and "s3cret" not in text, text
    name = postgres_url.rsplit("/", 1)[1]
    await admin(postgres_server, f'ALTER DATABASE "{name}" SET default_transaction_read_only = on')
    with pytest.raises(StoreError, match="is read-only .*the bot needs to write"):
        await open_store(postgres_url)


async def test_a_server_that_turns_read_only_refuses_moves_as_read_only(postgres_server, postgres_url):
    store = await open_store(postgres_url)
    try:
        table = await store.tables.create(Table(guild_id=1, channel_id=10, host_id=5, players=[Seat(5, "ann")]))
        name = postgres_url.rsplit("/", 1)[1]
        await admin(postgres_server, f'ALTER DATABASE "{name}" SET default_transaction_read_only = on')
        await store.db.pool.expire_connections()   # connections opened from now on are read-only
        table.status, table.version = "running", 1
        with pytest.raises(Unavailable) as refused:
            await store.tables.save(table, [Event("turn", 0)])
        assert refused.value.reason == "readonly" and "accepts no writes" in str(refused.value)
        with pytest.raises(StoreError, match="read-only"):
            await store.sound()
        assert (await store.tables.get(table.id)).version == 0   # reads still work
    finally:
        await store.close()


async def test_the_server_gone_mid_game_is_said_and_its_return_is_used_at_once():
    """Every connection ended by the server (as a restart does): the next move goes through
    on fresh connections (or, if it came before its connection heard, the one after it).
    The server stopped: a move, a read and the soundness check each say so in one
    sentence, and the store still closes at once."""
    with running_server() as dsn:
        store = await open_store(dsn, pool_size=3)
        table = await store.tables.create(Table(guild_id=1, channel_id=10, host_id=5, players=[Seat(5, "ann")]))
        table.status, table.version = "running", 1
        await store.tables.save(table, [Event("turn", 0)])
        for version in range(2, 22):   # twenty times over: each way asyncpg may hear of it
            await asyncio.gather(*(store.tables.get(table.id) for _ in range(3)))   # every connection open
            ended = await admin(dsn, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                     " WHERE application_name = 'coup-bot'")
            assert ended[0] and all(r[0] for r in ended[0])
            table.version = version
            outcomes = []
            for _ in range(2):   # a connection whose end was not read yet fails once; then all are fresh
                try:
                    await store.tables.save(table, [Event("income", 0, amount=1)], move=True)
                except Unavailable as e:
                    assert "cannot be reached" in str(e)
                    outcomes.append(e.reason)
                else:
                    outcomes.append("saved")
                    break
            assert outcomes in (["saved"], ["failed", "saved"])
        assert [e["version"] for e in await store.tables.events(table.id)] == list(range(1, 22))
    # the server is stopped and its directory gone
    table.version = 22
    with pytest.raises(Unavailable) as refused:
        await store.tables.save(table, [Event("income", 0, amount=1)], move=True)
    assert refused.value.reason == "failed" and "cannot be reached" in str(refused.value)
    with pytest.raises(Unavailable, match="cannot be reached"):
        await store.tables.get(table.id)
    with pytest.raises(StoreError, match="cannot be reached"):
        await store.sound()
    await asyncio.wait_for(store.close(), 10)


async def test_the_pool_size_is_the_setting(postgres_url):
    store = await open_store(postgres_url, pool_size=3)
    try:
        assert store.db.pool.get_max_size() == 3
        tables = [await store.tables.create(Table(guild_id=1, channel_id=10 + i, host_id=5)) for i in range(12)]
        for table in tables:
            table.version = 1
        await asyncio.gather(*(store.tables.save(t) for t in tables))   # more at once than connections
        assert {(await store.tables.get(t.id)).version for t in tables} == {1}
    finally:
        await store.close()
    with pytest.raises(StoreError, match="at least 1"):
        await open_store(postgres_url, pool_size=-1)
