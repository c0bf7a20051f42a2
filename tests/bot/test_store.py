"""bot/store on a real SQLite file: migrations, WAL, one active table per channel, a move
and its events in one statement, and a database that cannot be used said in one sentence."""

import asyncio
import sqlite3

import pytest

from bot.store import ChannelBusy, Conflict, Seat, StoreError, Table, Unavailable
from bot.store.sqlite import SqliteStore
from bot.store.sqlite import db as db_module
from engine import Event


async def test_migrations_apply_in_order_once_with_wal(db_path):
    store = await SqliteStore.open(db_path)
    newest = max(int(f.name.split("_")[0]) for f in db_module.MIGRATIONS.glob("*.sql"))
    assert await store.schema_version() == newest
    row = await store.db.one("PRAGMA journal_mode")
    assert row[0] == "wal"
    await store.close()
    store = await SqliteStore.open(db_path)  # opening again applies nothing twice
    assert await store.schema_version() == newest
    await store.close()


async def test_a_failing_migration_changes_nothing(tmp_path, monkeypatch, db_path):
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "001_ok.sql").write_text("CREATE TABLE a (x INTEGER);")
    (migrations / "002_broken.sql").write_text("CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
    monkeypatch.setattr(db_module, "MIGRATIONS", migrations)
    with pytest.raises(StoreError, match="Cannot use the database"):
        await SqliteStore.open(db_path, check=False)
    db = sqlite3.connect(db_path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "a" in names and "b" not in names  # 002 rolled back whole
    db.close()


async def test_one_lobby_or_game_per_channel_and_a_move_is_one_statement(db_path):
    store = await SqliteStore.open(db_path)
    tables = store.tables
    table = await tables.create(Table(guild_id=1, channel_id=10, host_id=5, players=[Seat(5, "ann")]))
    with pytest.raises(ChannelBusy):
        await tables.create(Table(guild_id=1, channel_id=10, host_id=6))
    other = await tables.create(Table(guild_id=1, channel_id=11, host_id=6))
    assert other.id != table.id
    table.status, table.version = "running", 1
    await tables.save(table, events=[Event("turn", 0, amount=1), Event("deal", 0, card=("Duke", "Duke"), to=0)])
    again = await tables.get(table.id)
    assert again.status == "running" and again.players == [Seat(5, "ann")]
    events = await tables.events(table.id)
    assert [(e["kind"], e["audience"], e["version"]) for e in events] == [("turn", None, 1), ("deal", 0, 1)]
    assert events[1]["card"] == ["Duke", "Duke"]
    # A save that does not follow the stored version (a second writer's) is refused whole.
    with pytest.raises(Conflict):
        await tables.save(table, [Event("gain", 0, amount=1)], move=True)
    assert len(await tables.events(table.id)) == 2 and (await tables.get(table.id)).version == 1
    table.version = 2
    await tables.save(table, [Event("gain", 0, amount=1)], move=True)
    assert [e["kind"] for e in await tables.events(table.id)] == ["turn", "deal", "gain"]
    assert [e.kind for e in await tables.game_events(table.id)] == ["turn", "deal", "gain"]
    table.status, table.version = "finished", 3
    await tables.save(table)
    await tables.create(Table(guild_id=1, channel_id=10, host_id=7))  # the channel is free again
    await store.close()


async def test_a_database_that_is_not_one_is_refused_in_one_sentence(tmp_path):
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError) as caught:
        await SqliteStore.open(bad)
    assert "damaged" in str(caught.value) and str(bad) in str(caught.value)


async def _grouped_fixture(db_path, n):
    store = await SqliteStore.open(db_path)
    await store.db.write("CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)")
    for i in range(n):
        await store.db.write("INSERT INTO counters (id, n) VALUES (?, 0)", (i,))
    return store


async def counters(store) -> list[int]:
    return [r[0] for r in await store.db.all("SELECT n FROM counters ORDER BY id")]


async def test_statements_handed_in_together_are_committed_together(db_path):
    """A group commit: forty moves of forty games at once all land; a group holding a
    statement that fails lands not at all, and each of its callers is told."""
    store = await _grouped_fixture(db_path, 40)
    try:
        sql = "UPDATE counters SET n=? WHERE id=?"
        await asyncio.gather(*(store.db.write_grouped(sql, (i + 1, i)) for i in range(40)))
        assert await counters(store) == list(range(1, 41))

        # Handed in together with one that breaks a constraint: none of them is written.
        calls = [store.db.write_grouped(sql, (100, i)) for i in range(5)]
        calls.insert(2, store.db.write_grouped(sql, (None, 7)))   # n is NOT NULL
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        assert all(isinstance(o, sqlite3.IntegrityError) for o in outcomes), outcomes
        assert await counters(store) == list(range(1, 41))

        # Alone, the same statements are written (the group was the reason, not the rows).
        await asyncio.gather(*(store.db.write_grouped(sql, (100, i)) for i in range(5)))
        assert (await counters(store))[:5] == [100] * 5
    finally:
        await store.close()


async def test_a_grouped_statement_whose_caller_gave_up_first_is_not_written(db_path):
    store = await _grouped_fixture(db_path, 3)
    try:
        sql = "UPDATE counters SET n=? WHERE id=?"
        kept = asyncio.ensure_future(store.db.write_grouped(sql, (5, 0)))
        dropped = asyncio.ensure_future(store.db.write_grouped(sql, (5, 1)))
        await asyncio.sleep(0)      # both are handed in; their group is not written yet
        dropped.cancel()
        await kept
        assert dropped.cancelled()
        assert await counters(store) == [5, 0, 0]
    finally:
        await store.close()


async def test_the_start_up_check_holds_writes_and_a_damaged_file_refuses_them(db_path, monkeypatch):
    """The tables games are read from are checked before the store opens; the logs that
    only grow are checked while the bot starts (that takes time in proportion to the
    file). Until that check has passed nothing is written, and when it finds damage
    ``sound()`` says so in one sentence and every write is refused as damaged."""
    monkeypatch.setattr(db_module, "HISTORY", db_module.HISTORY | {"filler"})   # a log, as events is
    store = await SqliteStore.open(db_path)
    await store.db.write("CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)")
    for i in range(400):
        await store.db.write("INSERT INTO filler (text) VALUES (?)", ("x" * 500,))
    (first_page,) = await store.db.one("SELECT rootpage FROM sqlite_master WHERE name='filler'")
    await store.close()
    with sqlite3.connect(db_path) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages = con.execute("PRAGMA page_count").fetchone()[0]
    data = bytearray(db_path.read_bytes())
    page = 4096
    middle = (first_page + pages) // 2           # a page of the filler table, far from the schema
    data[(middle - 1) * page + 8:(middle - 1) * page + 400] = b"\xff" * 392
    db_path.write_bytes(bytes(data))

    store = await SqliteStore.open(db_path)            # opens: the check is still running
    try:
        writing = asyncio.ensure_future(store.db.write("INSERT INTO meta (key, value) VALUES ('k', 'v')"))
        with pytest.raises(StoreError, match="damaged"):
            await store.db.sound()
        with pytest.raises(Unavailable) as refused:
            await writing                          # it waited for the check, and is refused
        assert refused.value.reason == "damaged"
        assert await store.db.one("SELECT value FROM meta WHERE key='k'") is None
    finally:
        await store.close()


async def test_a_transaction_cancelled_while_it_begins_leaves_none_open(db_path):
    """A task cancelled while its BEGIN is on its way to the database thread (shutdown, a
    timed-out click): the BEGIN still runs there, so it must be rolled back before the lock
    goes, or every later transaction fails with "cannot start a transaction within a
    transaction" (seen once in CI, at close)."""
    store = await SqliteStore.open(db_path)
    try:
        await store.db.sound()

        async def insert():
            async with store.db.transaction() as tx:
                await tx.execute("INSERT INTO meta (key, value) VALUES ('cancelled', 'x')")

        task = asyncio.ensure_future(insert())
        await asyncio.sleep(0)        # it holds the lock and waits on its BEGIN
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        async with store.db.transaction() as tx:   # the next one begins
            await tx.execute("INSERT INTO meta (key, value) VALUES ('next', 'y')")
        assert not store.db.writer.in_transaction
        assert await store.db.one("SELECT value FROM meta WHERE key='cancelled'") is None
        assert (await store.db.one("SELECT value FROM meta WHERE key='next'"))[0] == "y"
    finally:
        await store.close()
