"""The PostgreSQL database: a pool of connections, the migrations, and what its faults mean.

A pool of asyncpg connections (``DATABASE_POOL_SIZE``, 10 by default, one kept open), each
a server process: the processes of one bot together must stay below the server's
``max_connections`` (100 by default). Games move on separate connections at once, and the
server groups their commits itself, so there is no writer lock and no group commit here.
A commit is durable when the server says so (``synchronous_commit=on``, its default): a
move is answered only once committed.

Migrations are the numbered ``migrations/postgres/*.sql`` files (top level of the checkout), each applied in one transaction
(DDL is transactional in PostgreSQL) and recorded in ``schema_migrations``, under an
advisory lock: processes that start together apply each file once, the others wait and
then find it applied. They run on a connection of their own before the pool opens, so no
pooled connection holds a plan of a table that changed.

Every failure is said in one sentence: :class:`StoreError` when the database cannot be
used at all (at start-up: refused, unknown host, wrong password, no such database, a
read-only standby, a schema from a newer bot), :class:`Unavailable` for a statement that
failed (the server gone mid-game, read-only, full, too slow to get a lock).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import socket
import ssl
import time
from functools import lru_cache
from urllib.parse import urlsplit

import asyncpg

from ...migrations import POSTGRES as POSTGRES_MIGRATIONS
from ..codec import columns, event_rows
from ..errors import ChannelBusy, Conflict, Duplicate, StoreError, Unavailable
from ..rows import Table

log = logging.getLogger(__name__)


class _OneLine(logging.Filter):
    """asyncpg logs a traceback each time it fails to reopen the pool's kept connection (the
    server is down): one line says it."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            record.msg = f"{record.getMessage()} ({describe(record.exc_info[1])})"
            record.args, record.exc_info, record.exc_text = None, None, None
        return True


logging.getLogger("asyncpg.pool").addFilter(_OneLine())

MIGRATIONS = POSTGRES_MIGRATIONS
#: The advisory lock (in the two-integer key space, apart from any single bigint key) that
#: processes migrating one database take in turn: 'coup', 1.
MIGRATION_LOCK = (0x636F7570, 1)
#: How long a connection may take to open, and a click may wait for a free one in the pool
#: or for a row another transaction holds: a click must be answered within Discord's 3 s,
#: with "try again" if the database stays busy (as SQLite's busy_timeout).
CONNECT_TIMEOUT = 10.0
ACQUIRE_TIMEOUT = 2.0
LOCK_TIMEOUT_MS = 1500
DEFAULT_POOL_SIZE = 10


def where(url: str) -> str:
    """The database named for a person, without its password: ``PostgreSQL db on host:port``."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = parts.port or 5432
    except ValueError:
        return "the PostgreSQL database of DATABASE_URL"
    name = parts.path.lstrip("/") or parts.username or "postgres"
    return f"the PostgreSQL database {name!r} on {host}:{port}"


_CONNECTION_STATES = ("08", "57P01", "57P02", "57P03")


def gone(error: BaseException) -> bool:
    """Whether an error means the connection to the server broke (or never was)."""
    if isinstance(error, TimeoutError):   # an OSError, but a busy pool or a lock, not a lost server
        return False
    if isinstance(error, (OSError, asyncpg.PostgresConnectionError, asyncpg.exceptions.ConnectionDoesNotExistError)):
        return True
    state = getattr(error, "sqlstate", None) or ""
    if state.startswith(_CONNECTION_STATES):
        return True
    # A server's goodbye read while the connection was idle can leave asyncpg's protocol in a
    # state no query can use ("cannot switch to state …"): only a fresh connection helps.
    return (isinstance(error, asyncpg.InternalClientError)
            or isinstance(error, asyncpg.InterfaceError) and "closed" in str(error))


def reason(error: BaseException) -> str:
    """The kind of fault, as :class:`Unavailable` names it (the bot's words for each are in
    its catalogues: ``db-readonly`` …)."""
    state = getattr(error, "sqlstate", None) or ""
    if state == "25006":
        return "readonly"
    if state == "53100":
        return "full"
    if state.startswith("58"):
        return "io"
    if state in ("55P03", "40P01", "40001", "57014", "53300") or isinstance(error, TimeoutError):
        return "locked"
    if state in ("XX001", "XX002"):
        return "damaged"
    return "failed"


def describe(error: BaseException) -> str:
    """What a failed statement means for whoever runs the bot (one line for the log)."""
    if gone(error):
        detail = " ".join(str(getattr(error, "strerror", None) or error).split()) or type(error).__name__
        return f"the PostgreSQL server cannot be reached ({detail})"
    return {
        "readonly": "the PostgreSQL server accepts no writes (a standby, or set read-only)",
        "full": "the PostgreSQL server's disk is full",
        "io": "the PostgreSQL server failed to read or write its files",
        "locked": "PostgreSQL did not answer in time (a row held by another transaction, or every pooled "
                  "connection busy)",
        "damaged": "PostgreSQL found damaged data",
    }.get(reason(error), f"PostgreSQL failed ({' '.join(str(error).split())})")


def cannot_open(url: str, error: BaseException) -> StoreError:
    """The one sentence that says why the database cannot be used at start-up."""
    db = where(url)
    text = " ".join(str(error).split())
    if isinstance(error, asyncpg.exceptions.ClientConfigurationError):
        return StoreError(f"DATABASE_URL is not a PostgreSQL URL asyncpg can read ({text}).")
    if isinstance(error, socket.gaierror):
        return StoreError(f"Cannot find the host of {db} ({error.strerror}); check DATABASE_URL.")
    if isinstance(error, ConnectionRefusedError):
        return StoreError(f"Cannot reach {db}: connection refused. Is the server running, and is DATABASE_URL right?")
    if isinstance(error, TimeoutError):
        return StoreError(f"{_cap(db)} did not answer within {CONNECT_TIMEOUT:.0f} s; check DATABASE_URL and the "
                          "network.")
    if isinstance(error, ssl.SSLError):
        return StoreError(f"Cannot open a TLS connection to {db} ({text}); check sslmode in DATABASE_URL.")
    if isinstance(error, asyncpg.InvalidAuthorizationSpecificationError):
        return StoreError(f"{_cap(db)} refused the login ({text}); check the user and password in DATABASE_URL.")
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return StoreError(f"{_cap(db)} does not exist ({text}); create it (createdb) or fix DATABASE_URL.")
    if isinstance(error, asyncpg.CannotConnectNowError):
        return StoreError(f"{_cap(db)} is starting or stopping ({text}); try again in a moment.")
    if isinstance(error, asyncpg.TooManyConnectionsError):
        return StoreError(f"{_cap(db)} has no connection left ({text}); lower DATABASE_POOL_SIZE or raise the "
                          "server's max_connections.")
    if isinstance(error, asyncpg.InsufficientPrivilegeError):
        return StoreError(f"{_cap(db)} refused this user a change it needs ({text}); the user of DATABASE_URL "
                          "must own the bot's tables.")
    if isinstance(error, OSError):
        return StoreError(f"Cannot reach {db} ({error.strerror or text}); check DATABASE_URL and the network.")
    return StoreError(f"Cannot use {db}: {describe(error)}.")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


async def _keep(connection) -> None:
    """A connection goes back to the pool as it is: the store never changes a session's
    settings, listens, or holds a lock beyond its transaction (asyncpg still rolls back a
    transaction left open), which saves the reset query's round trip on every statement."""


class Database:
    """A pool of connections to one PostgreSQL database."""

    def __init__(self, url: str, pool: asyncpg.Pool):
        self.url = url
        self.name = where(url)
        self.pool = pool

    @classmethod
    async def open(cls, url: str, *, pool_size: int | None = None, check: bool = True) -> "Database":
        """Connect, check the server takes writes, migrate, and open the pool; raise
        :class:`StoreError` with one clear sentence if the database cannot be used."""
        size = pool_size or DEFAULT_POOL_SIZE
        if size < 1:
            raise StoreError(f"DATABASE_POOL_SIZE must be at least 1, not {size}.")
        try:
            first = await asyncpg.connect(url, timeout=CONNECT_TIMEOUT)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError, ssl.SSLError) as e:
            raise cannot_open(url, e) from None
        pool = None
        try:
            await _writable(first, url)
            if await first.fetchval("SELECT current_setting('synchronous_commit')") == "off":
                log.warning("database: synchronous_commit is off on %s: a move already answered may be lost if "
                            "the server crashes", where(url))
            await _migrate(first, url)
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=size, reset=_keep, timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "coup-bot", "lock_timeout": str(LOCK_TIMEOUT_MS)})
            db = cls(url, pool)
            if check:
                await db._probe()
            return db
        except StoreError:
            if pool is not None:
                pool.terminate()
            raise
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError, ssl.SSLError, Unavailable) as e:
            if pool is not None:
                pool.terminate()
            raise cannot_open(url, e.__cause__ if isinstance(e, Unavailable) and e.__cause__ else e) from None
        finally:
            with contextlib.suppress(Exception):
                await first.close(timeout=2)

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self.pool.close(), 5)
        except (Exception, asyncio.TimeoutError):   # a server gone: nothing to say goodbye to
            self.pool.terminate()

    async def _probe(self) -> None:
        """A write, at once: a read-only or full database is found now, not at the first move."""
        await self.execute("INSERT INTO meta (key, value) VALUES ('started_at', $1)"
                           " ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", (str(time.time()),))

    async def sound(self) -> None:
        """The server answers, takes writes (a primary, not read-only) and holds the schema
        this bot knows. Damaged pages are the server's to find (data checksums, WAL); there
        is no ``quick_check`` to run here."""
        try:
            async with self.connection(wait=CONNECT_TIMEOUT) as conn:   # no click waits on it
                await _writable(conn, self.url)
                version = await conn.fetchval("SELECT COALESCE(max(version), 0) FROM schema_migrations")
        except Unavailable as e:
            raise StoreError(f"Cannot use {self.name}: {e}.") from None
        if version != newest():
            raise StoreError(f"{_cap(self.name)} holds schema {version}; this version of the bot knows "
                             f"{newest()}. Run one version of the bot against one database.")

    async def schema_version(self) -> int:
        return await self.value("SELECT COALESCE(max(version), 0) FROM schema_migrations")

    # ------------------------------------------------------------------ statements (SQLite's ``?`` style)

    async def execute(self, sql: str, params=(), *, before_check: bool = False) -> int:
        """One statement, atomic on its own; the number of rows it changed (``before_check``:
        there is no file to check here)."""
        async with self.connection() as conn:
            return await Tx(conn).execute(sql, params)

    async def executemany(self, sql: str, rows) -> None:
        async with self.connection() as conn:
            await Tx(conn).executemany(sql, rows)

    async def insert(self, sql: str, params=()) -> int:
        async with self.connection() as conn:
            return await Tx(conn).insert(sql, params)

    grouped = execute   # the server groups concurrent commits itself

    async def value(self, sql: str, params=()):
        """The first column of the first row a read returns."""
        return await self._read("value", sql, params)

    async def one(self, sql: str, params=()):
        return await self._read("one", sql, params)

    async def all(self, sql: str, params=()) -> list:
        return await self._read("all", sql, params)

    @contextlib.asynccontextmanager
    async def transaction(self, *, before_check: bool = False):
        """Several statements that stand or fall together, on one connection (``before_check``:
        there is no file to check here)."""
        async with self.connection() as conn:
            async with conn.transaction():
                yield Tx(conn)

    async def _read(self, how: str, sql: str, params):
        """A read; tried once more on a fresh connection if the first found the server gone
        (a restarted server leaves every pooled connection dead)."""
        for attempt in (1, 2):
            try:
                async with self.connection() as conn:
                    return await getattr(Tx(conn), how)(sql, params)
            except Unavailable as e:
                if attempt == 2 or not gone(e.__cause__):
                    raise

    @contextlib.asynccontextmanager
    async def connection(self, *, wait: float = ACQUIRE_TIMEOUT):
        """A pooled connection; a database fault inside becomes :class:`Unavailable`
        (constraint violations go through as they are: the caller knows what they mean). A
        connection lost once a statement was sent is ``uncertain``: it may have committed.
        ``wait``: how long to wait for a free (or new) connection, a click's 2 s unless said."""
        try:
            conn = await self.pool.acquire(timeout=wait)
        except Exception as e:
            fault = await self._fault(e, sent=False)
            if fault is e:
                raise
            raise fault from e
        try:
            yield conn
        except asyncpg.UniqueViolationError as e:
            raise Duplicate(str(e)) from e
        except asyncpg.IntegrityConstraintViolationError:
            raise
        except Exception as e:
            fault = await self._fault(e, sent=True)
            if fault is e:
                raise
            raise fault from e
        finally:
            await self.pool.release(conn)

    async def _fault(self, error: Exception, *, sent: bool) -> Exception:
        """What a failure means: :class:`Unavailable` for a fault of the database or of the
        connection to it (the pool's other connections are likely dead too: fresh ones next
        time), the error itself for anything else."""
        if isinstance(error, (asyncpg.InterfaceError, asyncpg.InternalClientError)) and not gone(error):
            return error
        if not isinstance(error, (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError,
                                  OSError, TimeoutError)):
            return error
        lost = gone(error)
        if lost:
            await self.pool.expire_connections()
        return Unavailable(describe(error), reason(error), uncertain=lost and sent)

    # ------------------------------------------------------------------ what PostgreSQL spells its own way

    NOW = "extract(epoch FROM now())::float8"   # the statement's transaction's start: one moment per statement
    GREATEST = "greatest"
    FOR_UPDATE = " FOR UPDATE"

    @staticmethod
    def json_int(column: str, key: str) -> str:
        return f"({column}::json->>'{key}')::int"

    @staticmethod
    def any_element_has(column: str, key: str) -> str:
        return f"EXISTS (SELECT 1 FROM json_array_elements({column}::json) AS e WHERE e->>'{key}' IS NOT NULL)"

    async def take_turn(self, tx: "Tx", key: int) -> None:
        await tx.execute("SELECT pg_advisory_xact_lock(?)", (key,))

    async def hold_writes(self, tx: "Tx", table: str) -> None:
        await tx.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")   # conflicts with itself, and writes

    async def change(self, table: Table, names, events=(), reminders=None, *, tx: "Tx | None" = None) -> None:
        """One statement (:func:`change_sql`), committed on its own or within ``tx``."""
        params = (*columns(table, names), time.time(), table.id, table.version - 1,
                  event_rows(events) if events else "[]")
        if reminders is not None:
            params += ([user for user, _ in reminders], [due for _, due in reminders])
        sql = change_sql(tuple(names), reminders is not None)
        try:
            if tx is not None:
                moved = await tx.conn.fetchval(sql, *params)
            else:
                async with self.connection() as conn:
                    moved = await conn.fetchval(sql, *params)
        except Duplicate as e:
            raise ChannelBusy() from e
        except asyncpg.UniqueViolationError as e:
            raise ChannelBusy() from e
        if not moved:
            raise Conflict(f"table {table.id} moved on")


class Tx:
    """Statements on one connection (within a transaction, or on their own), written with
    SQLite's ``?`` placeholders (bot/store/dialect.py)."""

    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def one(self, sql: str, params=()):
        return await self.conn.fetchrow(numbered(sql), *params)

    async def all(self, sql: str, params=()) -> list:
        return await self.conn.fetch(numbered(sql), *params)

    async def value(self, sql: str, params=()):
        return await self.conn.fetchval(numbered(sql), *params)

    async def execute(self, sql: str, params=()) -> int:
        status = await self.conn.execute(numbered(sql), *params)
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows) -> None:
        await self.conn.executemany(numbered(sql), rows)

    async def insert(self, sql: str, params=()) -> int:
        return await self.conn.fetchval(numbered(sql) + " RETURNING id", *params)


@lru_cache(maxsize=2048)
def numbered(sql: str) -> str:
    """SQLite's ``?`` placeholders as PostgreSQL's ``$1, $2, …`` (a statement already numbered
    is left as it is)."""
    count = iter(range(1, 10_000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


@lru_cache(maxsize=None)
def change_sql(names: tuple[str, ...], reminders: bool) -> str:
    """The one statement of a change of ``names``: the row if it follows the stored version,
    its events, and (with ``reminders``) the pending decision's reminders in place of the
    unsent ones, those of decisions taken no longer kept (sent or not). Parameters: the columns, then updated_at, id, the version before, the
    events' JSON, and the reminders' user ids and times. Returns 1 if it was written."""
    n = len(names)
    sets = ", ".join(f"{name}=${i}" for i, name in enumerate(names, 1))
    sql = (f"WITH moved AS (UPDATE tables SET {sets}, updated_at=${n + 1} WHERE id=${n + 2} AND version=${n + 3}"
           " RETURNING id, version, prompt_no, updated_at),"
           " filed AS (INSERT INTO events (table_id, version, kind, audience, payload, at)"
           " SELECT moved.id, moved.version, e->>0, (e->>1)::int, (e->2)::text, moved.updated_at"
           f" FROM moved, json_array_elements(${n + 4}::json) AS e)")
    if reminders:
        sql += (", cleared AS (DELETE FROM reminders r USING moved WHERE r.table_id = moved.id"
                " AND (r.sent_at IS NULL OR r.prompt_no <> moved.prompt_no)),"
                " reminded AS (INSERT INTO reminders (table_id, prompt_no, user_id, due)"
                " SELECT moved.id, moved.prompt_no, r.user_id, r.due"
                f" FROM moved, unnest(${n + 5}::bigint[], ${n + 6}::float8[]) AS r(user_id, due))")
    return sql + " SELECT count(*) FROM moved"


def newest() -> int:
    return max((int(f.name.split("_", 1)[0]) for f in MIGRATIONS.glob("*.sql")), default=0)


async def _writable(conn: asyncpg.Connection, url: str) -> None:
    """Refuse a server that cannot take the bot's writes, in one sentence."""
    standby, readonly = await conn.fetchrow("SELECT pg_is_in_recovery(), current_setting('transaction_read_only')")
    if standby:
        raise StoreError(f"{_cap(where(url))} is a read-only standby; point DATABASE_URL at the primary server.")
    if readonly == "on":
        raise StoreError(f"{_cap(where(url))} is read-only (default_transaction_read_only is on); the bot needs "
                         "to write.")


async def _migrate(conn: asyncpg.Connection, url: str) -> None:
    files = sorted(MIGRATIONS.glob("*.sql"))
    known = newest()
    for file in files:
        number = int(file.name.split("_", 1)[0])
        try:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *MIGRATION_LOCK)
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                                   " name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
                current = await conn.fetchval("SELECT COALESCE(max(version), 0) FROM schema_migrations")
                if current > known:
                    raise StoreError(f"{_cap(where(url))} was written by a newer version of the bot (schema "
                                     f"{current}; this version knows {known}). Update the bot.")
                if number <= current:
                    continue
                await conn.execute(file.read_text())   # no arguments: several statements at once
                await conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                                   number, file.name, time.time())
        except StoreError:
            raise
        except asyncpg.PostgresError as e:
            if gone(e) or isinstance(e, asyncpg.InsufficientPrivilegeError):
                raise
            raise StoreError(f"Cannot use {where(url)}: its migration {file.name} failed "
                             f"({' '.join(str(e).split())}).") from None
        log.info("database: applied migration %s", file.name)
