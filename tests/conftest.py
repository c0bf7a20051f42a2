import asyncio
import sys
import threading
import traceback
import uuid

import aiosqlite.core
import asyncpg
import pytest

from tests.fakediscord import FakeDiscord
from tests.postgres import running_server


class _DaemonConnection(aiosqlite.core.Connection):
    """aiosqlite's connection with a daemon worker thread, in the test process only: a test that
    fails while a store it opened is still open would otherwise keep pytest from ever exiting
    (the thread is not a daemon), turning one red test into a hung run."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._thread.daemon = True


aiosqlite.core.Connection = _DaemonConnection


@pytest.fixture
async def fd():
    """A fresh fake Discord on loopback for one test."""
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "coup.sqlite3"


@pytest.fixture(scope="session")
def postgres_server():
    """The DSN of a real PostgreSQL server (tests/postgres.py), started the first time a test
    asks for it and stopped, its directory removed, when the session ends."""
    with running_server() as dsn:
        yield dsn


@pytest.fixture
async def postgres_url(postgres_server):
    """The DSN of a new, empty database on that server, dropped after the test: what
    ``db_path`` is for SQLite."""
    name = f"test_{uuid.uuid4().hex[:12]}"
    await _admin(postgres_server, f'CREATE DATABASE "{name}"')
    yield postgres_server.rsplit("/", 1)[0] + "/" + name
    await _admin(postgres_server, f'DROP DATABASE "{name}" WITH (FORCE)')   # FORCE: ends what a failed test left open


async def _admin(dsn: str, statement: str) -> None:
    admin = await asyncpg.connect(dsn)
    try:
        await admin.execute(statement)
    finally:
        await admin.close()


#: A test still running after this many seconds is stuck (the slowest take about 90 s on a
#: loaded 2-core machine): its event loop's tasks are printed with their stacks and cancelled,
#: so the test fails and says where it waited, instead of hanging the whole run; every other
#: thread's stack is printed first (an idle loop may be waiting on a blocked thread).
STUCK_AFTER = 300.0


@pytest.fixture(autouse=True)
def _stuck_test_watchdog(request):
    loops: list[asyncio.AbstractEventLoop] = []
    run_forever = asyncio.BaseEventLoop.run_forever

    def noting(self):
        loops.append(self)
        return run_forever(self)

    def stuck():
        print(f"\n{request.node.nodeid} is still running after {STUCK_AFTER:.0f} s; its tasks:",
              file=sys.stderr, flush=True)
        for ident, frame in sys._current_frames().items():   # a thread blocked (the database's?) shows here
            if ident != threading.get_ident():
                print(f"thread {ident}:\n" + "".join(traceback.format_stack(frame)), file=sys.stderr)
        for loop in loops:
            if loop.is_running():
                loop.call_soon_threadsafe(_print_and_cancel_tasks, loop)

    asyncio.BaseEventLoop.run_forever = noting
    timer = threading.Timer(STUCK_AFTER, stuck)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        asyncio.BaseEventLoop.run_forever = run_forever


def _print_and_cancel_tasks(loop: asyncio.AbstractEventLoop) -> None:
    for task in asyncio.all_tasks(loop):
        task.print_stack(file=sys.stderr)
    sys.stderr.flush()
    for task in asyncio.all_tasks(loop):
        task.cancel()
