"""bot/store: on both backends (the ``store`` and ``database`` fixtures of
tests/bot/conftest.py), one active table per channel, a move and its events in one
statement refused whole when stale, two processes that race to move one game, the start-up
reads of the shards a process serves, reminders claimed once, members' choices read fresh.
On SQLite only: migrations by user_version, WAL, group commit, the start-up check, and a
file that cannot be used said in one sentence (PostgreSQL's own: test_store_postgres.py)."""

import asyncio
import sqlite3
import threading

import pytest

from bot.store import ChannelBusy, Conflict, Seat, StoreError, Table, Unavailable, open_store
from bot.store.codec import shard_of
from bot.store.sqlite import SqliteStore
from bot.store.sqlite import db as db_module
from engine import Event
from tests.bot.stores import fetch
from tests.bot.stores import closed_after
from tests.bot.waiting import until


async def test_migrations_apply_in_order_once_with_wal(db_path):
    async with closed_after(await SqliteStore.open(db_path)) as store:
        newest = max(int(f.name.split("_")[0]) for f in db_module.MIGRATIONS.glob("*.sql"))
        assert await store.schema_version() == newest
        row = await store.db.one("PRAGMA journal_mode")
        assert row[0] == "wal"
    async with closed_after(await SqliteStore.open(db_path)) as store:  # opening again applies nothing twice
        assert await store.schema_version() == newest


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


async def test_one_lobby_or_game_per_channel_and_a_move_is_one_statement(store):
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


async def test_a_channels_last_finished_game_is_found_past_newer_ones(store):
    """/coup replay without a number: the channel's last game played to its end, past a newer
    cancelled or running game there and a newer finished one elsewhere; a lobby never dealt
    is no game."""
    tables = store.tables

    async def game(channel: int, status: str, dealt: bool = True) -> int:
        table = await tables.create(Table(guild_id=1, channel_id=channel, host_id=5, players=[Seat(5, "ann")]))
        table.status, table.version, table.state = status, 1, {"dealt": True} if dealt else None
        await tables.save(table)
        return table.id

    assert await tables.latest_in_channel(10, finished=True) is None
    finished = await game(10, "finished")
    await game(10, "cancelled")
    await game(11, "finished")
    await game(10, "cancelled", dealt=False)
    running = await game(10, "running")
    assert (await tables.latest_in_channel(10)).id == running
    assert (await tables.latest_in_channel(10, finished=True)).id == finished


async def test_r56_r57_autopilot_seats_and_a_handed_off_seat_are_kept(store):
    """Migration 013 (SQLite) / 004 (PostgreSQL): the seats on autopilot are a column a move
    writes; a seat handed to a computer keeps whose it was, in the players' data (which a
    move does not write, but a change of seats does), and the start-up read of games with
    computers finds it."""
    tables = store.tables
    table = await tables.create(Table(guild_id=1, channel_id=20, host_id=5, players=[Seat(5, "ann"), Seat(6, "bob")],
                                      options={"autopilot": "allowed", "handoff": True}))
    table.status, table.version, table.autopilot = "running", 1, [1]
    await tables.save(table, move=True)
    again = await tables.get(table.id)
    assert again.autopilot == [1] and again.options == {"autopilot": "allowed", "handoff": True}
    assert await tables.running_with_computers() == []
    table.players[0] = Seat(-1, "Bot 1", computer="normal", stand_in_id=5, stand_in_for="ann")
    table.version = 2
    await tables.save(table, move=True)   # a move leaves who sits where alone
    assert (await tables.get(table.id)).players[0] == Seat(5, "ann")
    table.version = 3
    await tables.save(table)
    again = await tables.get(table.id)
    assert again.players == [Seat(-1, "Bot 1", "normal", 5, "ann"), Seat(6, "bob")] and again.autopilot == [1]
    assert await tables.running_with_computers() == [table.id]


async def test_two_processes_racing_to_move_one_game_one_move_lands_each_time(database):
    """Two stores on one database are two processes (two pools on PostgreSQL). Both read
    the game, both write the next version at once: one lands with its events, the other
    is refused whole, every time."""
    first, second = await open_store(database), await open_store(database, check=False)
    try:
        table = await first.tables.create(Table(guild_id=1, channel_id=10, host_id=5, players=[Seat(5, "ann")]))
        for version in range(1, 11):
            mine, theirs = await first.tables.get(table.id), await second.tables.get(table.id)
            assert mine.version == theirs.version == version - 1
            mine.version = theirs.version = version
            outcomes = await asyncio.gather(first.tables.save(mine, [Event("income", 0, amount=1)], move=True),
                                            second.tables.save(theirs, [Event("tax", 0, amount=3)], move=True),
                                            return_exceptions=True)
            assert sorted(type(o).__name__ for o in outcomes) == ["Conflict", "NoneType"], outcomes
        events = await first.tables.events(table.id)
        assert [e["version"] for e in events] == list(range(1, 11))   # one move's events per version
        assert (await second.tables.get(table.id)).version == 10
    finally:
        await first.close()
        await second.close()


async def test_a_stale_change_with_reminders_or_a_stale_finish_writes_nothing(store):
    table = await store.tables.create(Table(guild_id=1, channel_id=10, host_id=5, mode="async",
                                            players=[Seat(5, "ann"), Seat(6, "bob")]))
    table.status, table.version, table.prompt_no = "running", 1, 1
    await store.tables.save(table, [Event("turn", 0)], reminders=[(5, 100.0), (6, 100.0), (5, 200.0)])
    assert await store.reminders.count(table.id) == 3
    assert sorted(await store.reminders.claim(table.id, 1, 150.0)) == sorted(
        r for r in await fetch(store, "SELECT id, user_id FROM reminders WHERE due = 100"))
    # a change of the same decision keeps those sent; the next decision's reminders replace
    # every one of the decision taken, sent or not (PRIVACY.md: kept no longer)
    table.version = 2
    await store.tables.save(table, [Event("more_time", 0)], reminders=[(5, 200.0)])
    assert len(await fetch(store, "SELECT id FROM reminders WHERE sent_at IS NOT NULL")) == 2
    table.version, table.prompt_no = 3, 2
    await store.tables.save(table, [Event("income", 0, amount=1)], move=True, reminders=[(6, 300.0)])
    assert await store.reminders.pending() == [(table.id, 2, 300.0)]
    assert await fetch(store, "SELECT id FROM reminders WHERE sent_at IS NOT NULL") == []
    # a change from a stale copy writes neither the row, nor events, nor reminders
    table.prompt_no = 3
    with pytest.raises(Conflict):
        await store.tables.save(table, [Event("income", 0, amount=1)], move=True, reminders=[(5, 400.0)])
    with pytest.raises(Conflict):
        await store.records.finish_game(table, [Event("win", 0)], [])
    assert await store.reminders.pending() == [(table.id, 2, 300.0)]
    assert [e["version"] for e in await store.tables.events(table.id)] == [1, 2, 3]
    assert (await store.tables.get(table.id)).status == "running"
    assert await fetch(store, "SELECT table_id FROM results") == []


def snowflake(shard: int, count: int, n: int = 0) -> int:
    """A real-sized guild id (2024) on ``shard`` of ``count``: ms since Discord's epoch << 22."""
    ms = 300_000_000_000 + n * count
    ms += (shard - ms) % count
    return (ms << 22) | (1 << 17) | n


async def test_start_up_reads_keep_the_tables_of_the_shards_a_process_serves(store):
    """Each start-up read with ``shards=(count, ids)`` returns the tables whose guild is on
    one of ``ids``: ``(guild_id >> 22) % count``, as Discord routes a guild, computed in SQL
    with 64-bit integers (the largest signed 64-bit id included)."""
    count = 4
    guilds = [snowflake(s, count, n) for n in range(2) for s in range(count)] + [2**63 - 1, 5]
    assert {shard_of(g, count) for g in guilds} == {0, 1, 2, 3} and shard_of(2**63 - 1, count) == 3
    ids = {}
    for i, guild in enumerate(guilds):
        table = await store.tables.create(Table(guild_id=guild, channel_id=1000 + i, host_id=1, mode="async",
                                                players=[Seat(1, "ann"), Seat(-1, "cpu", "easy")]))
        table.status, table.version, table.prompt_no, table.deadline = "running", 1, 1, 5000.0 + i
        await store.tables.save(table, [Event("turn", 0)], reminders=[(1, 4000.0 + i)])
        ids[table.id] = guild
    served = (1, 3)
    mine = sorted(t for t, g in ids.items() if shard_of(g, count) in served)
    assert 2 < len(mine) < len(ids)
    on = {"shards": (count, served)}
    assert [t.id for t in await store.tables.active(**on)] == mine
    assert sorted(t for t, _, _ in await store.tables.deadlines(**on)) == mine
    assert await store.tables.running_with_computers(**on) == mine
    assert sorted(t for t, _ in await store.shown.behind(**on)) == mine
    assert sorted(t for t, _, _ in await store.reminders.pending(**on)) == mine
    # every shard, or one shard of one: everything
    assert sorted(t.id for t in await store.tables.active()) == sorted(ids)
    assert sorted(t for t, _ in await store.shown.behind(shards=(1, (0,)))) == sorted(ids)
    with pytest.raises(ValueError):
        await store.tables.active(shards=(4, (4,)))


async def test_reminders_are_taken_by_one_process_only(database):
    """Two processes briefly serving one shard both fire a decision's reminders: each
    reminder is taken (marked sent) by one of them, and only that one sends it."""
    first, second = await open_store(database), await open_store(database, check=False)
    try:
        table = await first.tables.create(Table(guild_id=1, channel_id=10, host_id=5, mode="async",
                                                players=[Seat(u, f"p{u}") for u in range(1, 6)]))
        table.status, table.version, table.prompt_no = "running", 1, 7
        await first.tables.save(table, [Event("turn", 0)], reminders=[(u, 100.0) for u in range(1, 6)] + [(1, 900.0)])
        taken = await asyncio.gather(first.reminders.claim(table.id, 7, 150.0),
                                     second.reminders.claim(table.id, 7, 150.0))
        users = [u for rows in taken for _, u in rows]
        assert sorted(users) == [1, 2, 3, 4, 5]                       # each once, none twice
        assert await first.reminders.claim(table.id, 7, 150.0) == []  # nothing left to take
        assert await second.reminders.pending() == [(table.id, 7, 900.0)]
        await first.reminders.sent({rid: "dm" for rid, _ in taken[0]} | {rid: "off" for rid, _ in taken[1]})
        via = await fetch(first, "SELECT user_id, via FROM reminders WHERE sent_at IS NOT NULL ORDER BY user_id")
        assert via == [(u, "dm" if any(u == t for _, t in taken[0]) else "off") for u in range(1, 6)]
        assert [u for _, u in await second.reminders.claim(table.id, 7, 1000.0)] == [1]
    finally:
        await first.close()
        await second.close()


async def test_a_members_choice_is_read_fresh_and_a_servers_settings_follow_its_own_changes(database):
    first, second = await open_store(database), await open_store(database, check=False)
    try:
        assert await first.guilds.notify(7) == "channel"
        await second.guilds.set_notify(7, "dm")          # /coup notify, in another process
        assert await first.guilds.notify(7) == "dm"
        await first.guilds.set_notify(7, "off")
        assert await second.guilds.notify(7) == "off"
        assert await first.guilds.settings(3) == {}
        await first.guilds.save_settings(3, {"mode": "async"}, by=1)   # /coup settings, in the guild's process
        assert await first.guilds.settings(3) == {"mode": "async"}
        fresh = await open_store(database, check=False)   # a process that starts serving the guild
        try:
            assert await fresh.guilds.settings(3) == {"mode": "async"}
        finally:
            await fresh.close()
    finally:
        await first.close()
        await second.close()


async def test_a_database_that_is_not_one_is_refused_in_one_sentence(tmp_path):
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError) as caught:
        await SqliteStore.open(bad)
    assert "damaged" in str(caught.value) and str(bad) in str(caught.value)


async def _grouped_fixture(db_path, n):
    store = await SqliteStore.open(db_path)
    await store.db.execute("CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)")
    for i in range(n):
        await store.db.execute("INSERT INTO counters (id, n) VALUES (?, 0)", (i,))
    return store


async def counters(store) -> list[int]:
    return [r[0] for r in await store.db.all("SELECT n FROM counters ORDER BY id")]


async def test_statements_handed_in_together_are_committed_together(db_path):
    """A group commit: forty moves of forty games at once all land; a group holding a
    statement that fails lands not at all, and each of its callers is told."""
    store = await _grouped_fixture(db_path, 40)
    try:
        sql = "UPDATE counters SET n=? WHERE id=?"
        await asyncio.gather(*(store.db.grouped(sql, (i + 1, i)) for i in range(40)))
        assert await counters(store) == list(range(1, 41))

        # Handed in together with one that breaks a constraint: none of them is written.
        calls = [store.db.grouped(sql, (100, i)) for i in range(5)]
        calls.insert(2, store.db.grouped(sql, (None, 7)))   # n is NOT NULL
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        assert all(isinstance(o, sqlite3.IntegrityError) for o in outcomes), outcomes
        assert await counters(store) == list(range(1, 41))

        # Alone, the same statements are written (the group was the reason, not the rows).
        await asyncio.gather(*(store.db.grouped(sql, (100, i)) for i in range(5)))
        assert (await counters(store))[:5] == [100] * 5
    finally:
        await store.close()


async def test_a_grouped_statement_whose_caller_gave_up_first_is_not_written(db_path):
    store = await _grouped_fixture(db_path, 3)
    try:
        sql = "UPDATE counters SET n=? WHERE id=?"
        kept = asyncio.ensure_future(store.db.grouped(sql, (5, 0)))
        dropped = asyncio.ensure_future(store.db.grouped(sql, (5, 1)))
        await asyncio.sleep(0)      # both are handed in; their group is not written yet
        dropped.cancel()
        await kept
        assert dropped.cancelled()
        assert await counters(store) == [5, 0, 0]
    finally:
        await store.close()


async def test_the_start_up_check_holds_writes_and_a_damaged_file_refuses_them(db_path, monkeypatch):
    """The tables games are read from are checked before anything is read; the logs that
    only grow are checked while the bot starts (that takes time in proportion to the
    file). Until that check has passed nothing is written, and when it finds damage
    ``sound()`` says so in one sentence and every write is refused as damaged."""
    monkeypatch.setattr(db_module, "HISTORY", db_module.HISTORY | {"filler"})   # a log, as events is
    async with closed_after(await SqliteStore.open(db_path)) as store:
        await store.db.execute("CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)")
        for i in range(400):
            await store.db.execute("INSERT INTO filler (text) VALUES (?)", ("x" * 500,))
        (first_page,) = await store.db.one("SELECT rootpage FROM sqlite_master WHERE name='filler'")
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
        writing = asyncio.ensure_future(store.db.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')"))
        with pytest.raises(StoreError, match="damaged"):
            await store.db.sound()
        with pytest.raises(Unavailable) as refused:
            await writing                          # it waited for the check, and is refused
        assert refused.value.reason == "damaged"
        assert await store.db.one("SELECT value FROM meta WHERE key='k'") is None
    finally:
        await store.close()


async def test_the_gateways_rows_are_written_during_the_start_up_check_and_moves_after_it(db_path, monkeypatch):
    """The whole file's check takes 1-2 s with 100,000 stored games: the bot takes its shard
    lease and its turn to log in meanwhile (their rows are in the tables checked before the
    store opens), so it connects while the check runs; every other write waits for it."""
    await (await SqliteStore.open(db_path)).close()
    release = asyncio.Event()
    checking = db_module.Database._run_check

    async def held_check(self, conn, pragma):
        if pragma == "PRAGMA quick_check":   # the whole file's
            await release.wait()
        await checking(self, conn, pragma)

    monkeypatch.setattr(db_module.Database, "_run_check", held_check)
    store = await SqliteStore.open(db_path)
    try:
        other = await asyncio.wait_for(store.gateway.lease_shards(1, (0,), "me", 30.0, gone=lambda h: False), 10)
        assert other is None
        assert await asyncio.wait_for(store.gateway.reserve_identify(0, 5.5), 10) == 0.0
        assert await asyncio.wait_for(store.gateway.renew_shards("me", 30.0), 10) == 1
        move = asyncio.ensure_future(store.db.execute("INSERT INTO meta (key, value) VALUES ('move', '1')"))
        grouped = asyncio.ensure_future(store.db.grouped("INSERT INTO meta (key, value) VALUES ('grouped', '1')"))
        for _ in range(50):
            await asyncio.sleep(0.001)
        assert not move.done() and not grouped.done()
        assert await store.db.one("SELECT value FROM meta WHERE key IN ('move', 'grouped')") is None
        release.set()
        await store.db.sound()
        await asyncio.wait_for(asyncio.gather(move, grouped), 10)
        assert await store.db.value("SELECT count(*) FROM meta WHERE key IN ('move', 'grouped')") == 2
    finally:
        release.set()
        await store.close()


async def test_reads_wait_for_the_live_tables_check_which_runs_after_the_store_opens(db_path, monkeypatch):
    """The live tables' check (0.3-0.6 s with 100,000 stored games) runs while the bot
    logs in and syncs its command: the store opens without waiting for it, and a read
    waits until it has passed; found damaged, a read says so in its sentence."""
    await (await SqliteStore.open(db_path)).close()
    release = asyncio.Event()
    checking = db_module.Database._run_check
    seen = []

    async def held_check(self, conn, pragma):
        seen.append(pragma)
        if pragma == 'PRAGMA quick_check("tables")':
            await release.wait()
        await checking(self, conn, pragma)

    monkeypatch.setattr(db_module.Database, "_run_check", held_check)
    store = await asyncio.wait_for(SqliteStore.open(db_path), 10)
    try:
        reading = asyncio.ensure_future(store.tables.places())
        for _ in range(50):
            await asyncio.sleep(0.001)
        assert not reading.done()
        release.set()
        assert await asyncio.wait_for(reading, 10) == []
        await store.db.sound()
        assert seen[-1] == "PRAGMA quick_check" and 'PRAGMA quick_check("tables")' in seen
        assert not any('"events"' in pragma for pragma in seen)   # a log: the whole file's check reads it
    finally:
        release.set()
        await store.close()

    async def damaged(self, conn, pragma):
        if pragma == 'PRAGMA quick_check("reminders")':
            raise StoreError(f"The database {db_path} is damaged (quick_check: a test's damage).")
        await checking(self, conn, pragma)

    monkeypatch.setattr(db_module.Database, "_run_check", damaged)
    store = await SqliteStore.open(db_path)
    try:
        with pytest.raises(StoreError, match="damaged"):
            await store.tables.places()
        with pytest.raises(StoreError, match="damaged"):
            await store.gateway.lease_shards(1, (0,), "me", 30.0, gone=lambda h: False)
        with pytest.raises(StoreError, match="damaged"):
            await store.db.sound()
    finally:
        await store.close()


def wal_pages(db_path) -> int:
    return (db_path.with_name(db_path.name + "-wal").stat().st_size - 32) // (4096 + 24)


async def test_commits_leave_checkpoints_to_the_checkpointer_which_keeps_the_wal_bounded(db_path, monkeypatch):
    """The commit that filled the WAL past SQLite's default 1,000 pages used to copy it into
    the file itself, and its move waited 20-25 ms for the disk (the slowest clicks, issue 39).
    Now no commit does: with the checkpointer held back, the WAL grows past 1,000 pages (a
    commit that checkpointed would have begun it again); let run, it copies each burst of
    writes in its own thread, the WAL begins again after each, and every row is there."""
    monkeypatch.setattr(db_module, "CHECKPOINT_EVERY", 3600)
    store = await SqliteStore.open(db_path)
    try:
        await store.db.sound()
        await store.db.execute("CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)")
        for _ in range(300):   # 1,500 pages or so, in 300 commits
            await store.db.execute("INSERT INTO filler (text) VALUES (?)", ("x" * 20_000,))
        assert wal_pages(db_path) > 1_300
        assert store.db.checkpointed == 0
    finally:
        await store.close()

    db_path.unlink()
    monkeypatch.setattr(db_module, "CHECKPOINT_EVERY", 0.01)
    store = await SqliteStore.open(db_path)
    try:
        await store.db.sound()
        await store.db.execute("CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)")
        for _ in range(4):   # 4 x 100 commits, 500 pages or so each burst
            for _ in range(100):
                await store.db.execute("INSERT INTO filler (text) VALUES (?)", ("x" * 20_000,))
            await until(lambda: store.db.checkpointed >= store.db.writes, "each burst to be copied whole")
        assert wal_pages(db_path) < 800
        assert await store.db.value("SELECT count(*) FROM filler") == 400
    finally:
        await store.close()
    with sqlite3.connect(db_path) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("SELECT count(*) FROM filler").fetchone()[0] == 400


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


async def test_a_transaction_cancelled_while_it_commits_says_it_was_cancelled(db_path):
    """A task cancelled while its COMMIT waits for the database thread (a stop): the COMMIT
    still runs there, so the rollback that follows finds no transaction. The task must end
    cancelled all the same, not with that rollback's error: a worker told of an error
    instead goes round its loop again, and the stop that awaits it never ends (a test run
    hung so once, the channels' bookkeeping stuck in its loop after its database error)."""
    store = await SqliteStore.open(db_path)
    try:
        await store.db.sound()
        writer = store.db.writer
        gate = threading.Event()
        await writer.create_function("held", 0, gate.wait)   # holds the database thread
        real = writer.execute

        async def execute(sql, parameters=None):
            if sql == "COMMIT":   # the COMMIT queued behind a held statement, and the caller cancelled
                asyncio.ensure_future(real("SELECT held()"))
                asyncio.ensure_future(real("COMMIT"))
                await asyncio.sleep(0)
                raise asyncio.CancelledError()
            if sql == "ROLLBACK":   # queued behind the COMMIT: the thread goes on
                rollback = asyncio.ensure_future(real(sql))
                await asyncio.sleep(0)
                gate.set()
                return await rollback
            return await real(sql, parameters)

        writer.execute = execute
        with pytest.raises(asyncio.CancelledError):
            async with store.db.transaction() as tx:
                await tx.execute("INSERT INTO meta (key, value) VALUES ('committed', 'x')")
        writer.execute = real
        assert gate.is_set() and not writer.in_transaction
        assert (await store.db.one("SELECT value FROM meta WHERE key='committed'"))[0] == "x"
        async with store.db.transaction() as tx:   # the next one begins
            await tx.execute("INSERT INTO meta (key, value) VALUES ('next', 'y')")
        assert (await store.db.one("SELECT value FROM meta WHERE key='next'"))[0] == "y"
    finally:
        await store.close()


async def test_a_server_s_database_from_before_the_redesign_keeps_what_its_channels_show(db_path):
    """Issue 26: migration 009 moved what a channel shows out of the table's row. A file at
    schema 8, with a running game's turn message, previous message, ping and lobby message
    recorded in the table's row, opens with them in the ``shown`` part, so the buttons
    already posted are found and nothing is posted twice."""
    con = sqlite3.connect(db_path)
    for file in sorted(db_module.MIGRATIONS.glob("*.sql")):
        if int(file.name.split("_", 1)[0]) > 8:
            break
        for statement in db_module.split_statements(file.read_text()):
            con.execute(statement)
    con.execute("PRAGMA user_version = 8")
    con.execute(
        "INSERT INTO tables (id, guild_id, channel_id, host_id, status, mode, variant, players, version, prompt_no,"
        " created_at, updated_at, shown_version, message_id, message_turn, prev_message_id, nudge_id,"
        " lobby_channel_id, lobby_message_id) VALUES (5, 9, 90, 1, 'running', 'live', 'standard', ?, 7, 3,"
        " 0, 0, 6, 7001, 2, 7000, 7002, 90, 6999)",
        ('[{"id": 1, "name": "ann"}, {"id": 2, "name": "bob"}]',))
    con.commit()
    con.close()
    store = await SqliteStore.open(db_path)
    try:
        shown = await store.shown.get(5)
        assert (shown.message_id, shown.message_turn, shown.prev_message_id, shown.nudge_id) == (7001, 2, 7000, 7002)
        assert (shown.version, shown.lobby_message_id) == (6, 6999)
        assert await store.db.schema_version() == max(
            int(f.name.split("_", 1)[0]) for f in db_module.MIGRATIONS.glob("*.sql"))
    finally:
        await store.close()


def test_every_migration_has_a_number_of_its_own():
    """Two files of one number (branches merged side by side) would apply only the first:
    the schema version already says that number was applied."""
    from pathlib import Path

    import bot.migrations
    for backend in ("sqlite", "postgres"):
        numbers = [int(f.name.split("_", 1)[0]) for f in (Path(bot.migrations.__file__).parent / backend).glob("*.sql")]
        assert sorted(numbers) == list(range(1, len(numbers) + 1)), backend
