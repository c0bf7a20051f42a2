"""The SQLite file: its connections, its migrations and its health.

Two aiosqlite connections: one that writes (every write takes turns on one lock, so a
transaction of one game never swallows another game's statements) and one that only
reads (a slow leaderboard query never holds up a move). WAL mode lets them run side by
side. ``synchronous=NORMAL``: a commit survives the bot being killed at any moment; only a
power cut may lose the last few moves (WAL's documented trade-off).

Migrations are the numbered ``migrations/sqlite/*.sql`` files (top level of the checkout), applied in order at start-up and
tracked with ``PRAGMA user_version``; each runs statement by statement inside one
transaction (``executescript`` would commit half-way).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from pathlib import Path

import aiosqlite

from ...migrations import SQLITE as SQLITE_MIGRATIONS
from ..codec import columns, event_rows
from ..errors import ChannelBusy, Conflict, Duplicate, StoreError, Unavailable
from ..rows import Table

log = logging.getLogger(__name__)

MIGRATIONS = SQLITE_MIGRATIONS
#: The logs that only grow; the rest of the file is checked before start-up reads a game.
HISTORY = frozenset({"events", "results", "series_results"})


def reason(error: BaseException) -> str:
    """The kind of database fault behind an sqlite3 error."""
    text = str(error).lower()
    if "readonly" in text or "read-only" in text:
        return "readonly"
    if "disk is full" in text or "database or disk is full" in text:
        return "full"
    if "disk i/o error" in text:
        return "io"   # a failing disk, a file size limit, a file removed underneath
    if "locked" in text or "busy" in text:
        return "locked"
    if "malformed" in text or "not a database" in text or "corrupt" in text:
        return "damaged"
    return "failed"


def split_statements(script: str) -> list[str]:
    statements, current = [], ""
    for line in script.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current.strip())
            current = ""
    if current.strip():
        statements.append(current.strip())
    return [s for s in statements if s.strip(" ;\n")]


_REASONS = {
    "readonly": "the database file is read-only",
    "full": "the disk is full",
    "io": "the disk failed to read or write the file (an I/O error, or a file size limit)",
    "locked": "the database file is locked by another process",
    "damaged": "the database file is damaged",
}


def describe(error: BaseException) -> str:
    """What an sqlite3 error means for whoever runs the bot (one line for the log)."""
    kind = reason(error)
    if kind in _REASONS:
        return _REASONS[kind]
    if "unable to open" in str(error).lower():
        return "the database file cannot be opened"
    return f"the database failed ({error})"


async def _connect(path: Path, *, readonly: bool = False) -> aiosqlite.Connection:
    if readonly:
        db = await aiosqlite.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    else:
        db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = aiosqlite.Row
        # Wait for a lock held by another process at most 1.5 s: a click must be answered
        # within Discord's 3 s, with "try again" if the database stays busy.
        await db.execute("PRAGMA busy_timeout=1500")
        if not readonly:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        await db.close()
        raise
    return db


class Database:
    """The writing and the reading connection of one SQLite file."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection):
        self.path = path
        self.writer = writer
        self.reader = reader
        self.lock = asyncio.Lock()
        self._waiting: list[tuple[str, tuple, asyncio.Future]] = []   # statements for the next group
        self._grouper: asyncio.Task | None = None
        #: The file's ``quick_check``, running while start-up goes on (see :meth:`_quick_check`).
        self.checked: asyncio.Task | None = None
        self.damage: StoreError | None = None

    @classmethod
    async def open(cls, path: str | Path, *, check: bool = True) -> "Database":
        """Open, migrate and check the file; raise :class:`StoreError` with one clear
        sentence if it cannot be used. Nothing is left running on failure (aiosqlite's
        threads would keep the process alive)."""
        path = Path(path)
        opened: list[aiosqlite.Connection] = []
        try:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreError(f"Cannot create the folder for {path}: {e.strerror}.") from None
            if _emptied(path):
                raise StoreError(f"The database file {path} is empty (0 bytes): it holds no games, and the bot will "
                                 "not start a new database over it. If the bot never ran with it, delete the file; "
                                 "if it held games, restore a backup.")
            writer = await _connect(path)
            opened.append(writer)
            db = cls(path, writer, writer)
            await migrate(writer, path)
            if check:
                await db._probe()
                await db._check_live_tables()
            db.reader = await _connect(path, readonly=True)
            opened.append(db.reader)
            if check:
                await db.lock.acquire()   # nothing is written until the file is known sound
                db.checked = asyncio.create_task(db._quick_check(), name="coup-db-check")
                db.checked.add_done_callback(lambda t: t.cancelled() or t.exception())  # said by sound() and writes
            return db
        except StoreError:
            await _close_all(opened)
            raise
        except (sqlite3.Error, OSError) as e:
            await _close_all(opened)
            raise StoreError(f"Cannot use the database {path}: {describe(e)}.") from None
        except BaseException:
            await _close_all(opened)
            raise

    async def close(self) -> None:
        if self.checked is not None and not self.checked.done():
            self.checked.cancel()
            with contextlib.suppress(BaseException):
                await self.checked
        await _close_all([self.reader, self.writer] if self.reader is not self.writer else [self.writer])

    async def sound(self) -> None:
        """Return once the file's check has passed; raise its :class:`StoreError` if not."""
        if self.checked is not None:
            await self.checked

    async def _probe(self) -> None:
        """A write, at once: a read-only, full or locked file is found now, not at the first move."""
        await self.writer.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('started_at', ?)",
                                  (str(time.time()),))

    async def _check_live_tables(self) -> None:
        """``quick_check`` of every table but the logs that only grow (events, results): what
        running games, lobbies, series and settings are read from. Their size follows the
        games being played, not the years of history, so this stays quick."""
        async with self.writer.execute("SELECT name FROM sqlite_master WHERE type='table'"
                                       " AND name NOT LIKE 'sqlite_%'") as cur:
            names = [r[0] for r in await cur.fetchall() if r[0] not in HISTORY]
        for name in names:
            await self._run_check(f'PRAGMA quick_check("{name}")')

    async def _quick_check(self) -> None:
        """``quick_check`` of the whole file, holding the write lock that :meth:`open` took.

        It takes time in proportion to the file (0.4 s for 10,000 stored games), so it runs
        while the bot starts and after; no write happens until it passes. A damaged file
        raises :class:`StoreError`, and every later write is refused as damaged."""
        try:
            await self._run_check("PRAGMA quick_check")
        except StoreError as e:
            self.damage = e
            raise
        finally:
            self.lock.release()

    async def _run_check(self, pragma: str) -> None:
        try:
            async with self.writer.execute(pragma) as cur:
                rows = [r[0] for r in await cur.fetchall()]
        except sqlite3.Error as e:
            raise StoreError(f"Cannot use the database {self.path}: {describe(e)}.") from None
        if rows != ["ok"]:
            found = "; ".join(" ".join(str(r).split()) for r in rows[:3])  # one line for the log
            raise StoreError(f"The database {self.path} is damaged (quick_check: {found}). "
                             "Restore a backup, or move the file away to start afresh.")

    def _writable(self) -> None:
        """Under the lock, before a write: refuse it if the start-up check found damage."""
        if self.damage is not None:
            raise Unavailable(str(self.damage), "damaged")

    async def schema_version(self) -> int:
        async with self.reader.execute("PRAGMA user_version") as cur:
            return (await cur.fetchone())[0]

    # ------------------------------------------------------------------ writing

    async def execute(self, sql: str, params=()) -> int:
        """One statement, atomic on its own; returns the number of rows it changed."""
        return (await self._statement(sql, params)).rowcount

    async def insert(self, sql: str, params=()) -> int:
        """One INSERT, atomic on its own; returns the new row's id."""
        return (await self._statement(sql, params)).lastrowid

    async def executemany(self, sql: str, rows) -> None:
        async with self.transaction() as tx:
            await tx.executemany(sql, rows)

    async def _statement(self, sql: str, params):
        async with self.lock:
            self._writable()
            try:
                return await self.writer.execute(sql, params)
            except sqlite3.IntegrityError as e:
                raise integrity(e)
            except sqlite3.Error as e:
                raise Unavailable(describe(e), reason(e)) from e

    async def grouped(self, sql: str, params=()) -> None:
        """One statement, like :meth:`execute`, committed together with the statements other
        tasks hand in meanwhile (a group commit): under load one trip to the database thread
        and one commit serve many moves, where each would otherwise wait for the event loop
        to come round again. Returns once the statement is committed; a group stands or
        falls as a whole. A caller cancelled before its group is written writes nothing."""
        done = asyncio.get_running_loop().create_future()
        self._waiting.append((sql, params, done))
        if self._grouper is None:
            self._grouper = asyncio.create_task(self._write_groups(), name="coup-db-groups")
        await done

    async def _write_groups(self) -> None:
        group: list = []
        try:
            while self._waiting:
                async with self.lock:   # statements handed in while it waits join this group
                    group = [w for w in self._waiting if not w[2].done()]
                    self._waiting = []
                    try:
                        self._writable()
                        await self._write_group(group)
                    except Exception as e:
                        for _, _, done in group:
                            _settle(done, e)
                    else:
                        for _, _, done in group:
                            _settle(done, None)
        finally:
            self._grouper = None
            for _, _, done in group + self._waiting:   # only when cancelled (shutdown): nothing hangs
                done.cancel()

    async def _write_group(self, group) -> None:
        """Under the lock: one statement as it is (it commits itself), several in one
        transaction, each run of the same statement in one ``executemany``."""
        if len(group) <= 1:
            for sql, params, _ in group:
                await self.writer.execute(sql, params)
            return
        async with self._begun() as tx:
            start = 0
            while start < len(group):
                sql, end = group[start][0], start
                while end < len(group) and group[end][0] == sql:
                    end += 1
                await tx.executemany(sql, [params for _, params, _ in group[start:end]])
                start = end

    @contextlib.asynccontextmanager
    async def _begun(self):
        """BEGIN … COMMIT on the writer, for a caller that holds the lock. On any failure,
        even a cancellation (at shutdown), it is rolled back before the lock can go: the
        connection is shared, and its next BEGIN would fail with the transaction open.

        A BEGIN already handed to the database thread runs there even if its caller is
        cancelled meanwhile, so the rollback first waits for it; so does a COMMIT (its caller
        is told of the cancellation all the same, never of the rollback that found nothing)."""
        begin = asyncio.ensure_future(self.writer.execute("BEGIN IMMEDIATE"))
        try:
            await asyncio.shield(begin)
            yield self.writer
            await self.writer.execute("COMMIT")
        except BaseException:
            undo = asyncio.ensure_future(self._rollback(begin))
            cancelled = False
            while not undo.done():   # asyncio.wait, not shield: the rollback's own error is not ours
                try:
                    await asyncio.wait({undo})
                except asyncio.CancelledError:
                    cancelled = True
            with contextlib.suppress(sqlite3.Error):   # a COMMIT cancelled but run: nothing to roll back
                undo.result()
            if cancelled:   # a stop asked meanwhile is not lost in another error
                raise asyncio.CancelledError()
            raise

    @contextlib.asynccontextmanager
    async def transaction(self):
        """Several statements that stand or fall together (the writer lock is held throughout)."""
        async with self.lock:
            self._writable()
            try:
                async with self._begun() as conn:
                    yield Tx(conn)
            except sqlite3.IntegrityError as e:
                raise integrity(e)
            except sqlite3.Error as e:
                raise Unavailable(describe(e), reason(e)) from e

    async def _rollback(self, begin: asyncio.Future) -> None:
        with contextlib.suppress(Exception):   # a BEGIN that failed began nothing
            await begin
        if self.writer.in_transaction:
            await self.writer.execute("ROLLBACK")

    # ------------------------------------------------------------------ reading

    async def one(self, sql: str, params=()):
        return await Tx(self.reader).one(sql, params)

    async def all(self, sql: str, params=()) -> list:
        return await Tx(self.reader).all(sql, params)

    async def value(self, sql: str, params=()):
        return await Tx(self.reader).value(sql, params)

    # ------------------------------------------------------------------ what SQLite spells its own way

    NOW = "((julianday('now') - 2440587.5) * 86400.0)"
    GREATEST = "max"
    FOR_UPDATE = ""

    @staticmethod
    def json_int(column: str, key: str) -> str:
        return f"json_extract({column}, '$.{key}')"

    @staticmethod
    def any_element_has(column: str, key: str) -> str:
        return f"EXISTS (SELECT 1 FROM json_each({column}) WHERE json_extract(value, '$.{key}') IS NOT NULL)"

    async def take_turn(self, tx: "Tx", key: int) -> None:
        """Nothing to take: one transaction at a time holds the file's one writer."""

    async def hold_writes(self, tx: "Tx", table: str) -> None:
        """Nothing to hold: one transaction at a time holds the file's one writer."""

    async def change(self, table: Table, names, events=(), reminders=None, *, tx: "Tx | None" = None) -> None:
        """One UPDATE of the row with its events in ``new_events``: the ``tables_move_events``
        trigger files them, and ``tables_one_change_at_a_time`` refuses the row unless
        ``table.version`` is the stored one plus one. A change without reminders is grouped
        with the other moves of the moment (one commit for many)."""
        sets = ", ".join(f"{n}=?" for n in names)
        update = (f"UPDATE tables SET {sets}, new_events=?, updated_at=? WHERE id=?",
                  (*columns(table, names), event_rows(events) if events else None, time.time(), table.id))
        try:
            if tx is not None:
                await tx.execute(*update)
                await _replace_reminders(tx, table, reminders)
            elif reminders is None:
                await self.grouped(*update)
            else:
                async with self.transaction() as tx:
                    await tx.execute(*update)
                    await _replace_reminders(tx, table, reminders)
        except Duplicate as e:
            raise ChannelBusy() from e


class Tx:
    """Statements on one connection: within a transaction of the writer, or reads of the
    reader (bot/store/dialect.py)."""

    def __init__(self, conn: aiosqlite.Connection):
        self._conn = conn

    async def one(self, sql: str, params=()):
        async with self._conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def all(self, sql: str, params=()) -> list:
        async with self._conn.execute(sql, params) as cur:
            return await cur.fetchall()

    async def value(self, sql: str, params=()):
        row = await self.one(sql, params)
        return row[0] if row is not None else None

    async def execute(self, sql: str, params=()) -> int:
        return (await self._conn.execute(sql, params)).rowcount

    async def executemany(self, sql: str, rows) -> None:
        await self._conn.executemany(sql, rows)

    async def insert(self, sql: str, params=()) -> int:
        return (await self._conn.execute(sql, params)).lastrowid


async def _replace_reminders(tx: Tx, table: Table, rows: list[tuple[int, float]] | None) -> None:
    """The reminders of the table's pending decision replace the unsent ones, and those of
    decisions taken are no longer kept (sent or not)."""
    if rows is None:
        return
    await tx.execute("DELETE FROM reminders WHERE table_id=? AND (sent_at IS NULL OR prompt_no <> ?)",
                     (table.id, table.prompt_no))
    if rows:
        await tx.executemany("INSERT INTO reminders (table_id, prompt_no, user_id, due) VALUES (?,?,?,?)",
                             [(table.id, table.prompt_no, user, due) for user, due in rows])


def integrity(error: sqlite3.IntegrityError) -> Exception:
    """What a refused statement means for the store: a change of a table that did not follow
    its stored version (the trigger's words), a row that exists already, or the error itself."""
    text = str(error)
    if "stale table version" in text:
        return Conflict(text)
    if "UNIQUE" in text:
        return Duplicate(text)
    return error


async def migrate(writer: aiosqlite.Connection, path: Path) -> None:
    """Apply the migrations the file lacks, each in one transaction, statement by statement."""
    async with writer.execute("PRAGMA user_version") as cur:
        (current,) = await cur.fetchone()
    files = sorted(MIGRATIONS.glob("*.sql"))
    newest = max((int(f.name.split("_", 1)[0]) for f in files), default=0)
    if current > newest:
        raise StoreError(f"The database {path} was written by a newer version of the bot "
                         f"(schema {current}; this version knows {newest}). Update the bot.")
    for file in files:
        number = int(file.name.split("_", 1)[0])
        if number <= current:
            continue
        await writer.execute("BEGIN IMMEDIATE")
        try:
            for statement in split_statements(file.read_text()):
                await writer.execute(statement)
            await writer.execute(f"PRAGMA user_version = {number}")
            await writer.execute("COMMIT")
        except BaseException:
            if writer.in_transaction:
                await writer.execute("ROLLBACK")
            raise
        log.info("database: applied migration %s", file.name)


def _emptied(path: Path) -> bool:
    """A file that exists with nothing in it: a truncated or lost database (a new database's
    file does not exist yet; SQLite writes its header as soon as it makes one)."""
    try:
        return path.stat().st_size == 0
    except FileNotFoundError:
        return False


def _settle(done: asyncio.Future, error: BaseException | None) -> None:
    """Hand a grouped statement's caller its result: None, or the error as the caller sees it."""
    if done.done():
        return
    if error is None:
        done.set_result(None)
    elif isinstance(error, sqlite3.IntegrityError):
        done.set_exception(integrity(error))
    elif isinstance(error, Unavailable):
        done.set_exception(error)
    else:
        done.set_exception(Unavailable(describe(error), reason(error)))


async def _close_all(connections) -> None:
    for db in connections:
        with contextlib.suppress(Exception):
            await db.close()
