"""bot/store.py on a real SQLite file: migrations, WAL, one active table per channel, events."""

import sqlite3

import pytest

from bot import store as store_module
from bot.store import ChannelBusy, Seat, Store, Table


async def test_migrations_apply_in_order_once_with_wal(db_path):
    store = await Store.open(db_path)
    assert await store.schema_version() == len(list(store_module.MIGRATIONS.glob("*.sql")))
    async with store.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    await store.close()
    store = await Store.open(db_path)  # opening again applies nothing twice
    assert await store.schema_version() == len(list(store_module.MIGRATIONS.glob("*.sql")))
    await store.close()


async def test_a_failing_migration_changes_nothing(tmp_path, monkeypatch, db_path):
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "001_ok.sql").write_text("CREATE TABLE a (x INTEGER);")
    (migrations / "002_broken.sql").write_text("CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
    monkeypatch.setattr(store_module, "MIGRATIONS", migrations)
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(db_path)
    db = sqlite3.connect(db_path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "a" in names and "b" not in names  # 002 rolled back whole
    db.close()


async def test_one_lobby_or_game_per_channel_and_events_in_order(db_path):
    store = await Store.open(db_path)
    table = await store.create(Table(guild_id=1, channel_id=10, host_id=5, players=[Seat(5, "ann")]))
    with pytest.raises(ChannelBusy):
        await store.create(Table(guild_id=1, channel_id=10, host_id=6))
    other = await store.create(Table(guild_id=1, channel_id=11, host_id=6))
    assert other.id != table.id
    table.status, table.version = "running", 1
    await store.save(table, [("turn", None, {"player": 0}), ("deal", 0, {"card": ["Duke", "Duke"]})])
    again = await store.get(table.id)
    assert again.status == "running" and again.players == [Seat(5, "ann")]
    events = await store.events(table.id)
    assert [(e["kind"], e["audience"]) for e in events] == [("turn", None), ("deal", 0)]
    table.status = "finished"
    await store.save(table)
    await store.create(Table(guild_id=1, channel_id=10, host_id=7))  # the channel is free again
    await store.close()
