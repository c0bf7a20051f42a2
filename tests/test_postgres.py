"""The PostgreSQL the tests start themselves (tests/postgres.py): real, empty per test, and
gone afterwards, even when a test fails or the test process is killed."""

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import asyncpg
import pytest

from tests.postgres import running_server

REPO = Path(__file__).resolve().parent.parent


async def test_a_real_postgresql_on_loopback_runs_transactions(postgres_url):
    db = await asyncpg.connect(postgres_url)
    try:
        assert (await db.fetchval("SELECT version()")).startswith("PostgreSQL ")
        assert int(await db.fetchval("SHOW server_version_num")) >= 160000
        assert str(await db.fetchval("SELECT inet_server_addr()")) == "127.0.0.1"

        await db.execute("CREATE TABLE games (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                         " version INTEGER NOT NULL, state JSONB NOT NULL)")
        async with db.transaction():
            game = await db.fetchval("INSERT INTO games (version, state) VALUES (0, $1) RETURNING id", '{"turn": 1}')
        with pytest.raises(ZeroDivisionError):
            async with db.transaction():
                await db.execute("UPDATE games SET version = 1 WHERE id = $1", game)
                1 / 0
        assert await db.fetchval("SELECT version FROM games WHERE id = $1", game) == 0   # rolled back
        async with db.transaction():
            await db.execute("UPDATE games SET version = 1, state = state || '{\"turn\": 2}' WHERE id = $1", game)
        assert await db.fetchrow("SELECT version, state->>'turn' AS turn FROM games") == (1, "2")
    finally:
        await db.close()


async def test_each_test_gets_an_empty_database_of_its_own(postgres_url, postgres_server):
    assert postgres_url != postgres_server
    db = await asyncpg.connect(postgres_url)
    try:
        assert await db.fetchval("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") == 0
    finally:
        await db.close()


async def test_the_server_stops_and_its_directory_goes_when_the_block_fails():
    with pytest.raises(RuntimeError, match="a failing test"):
        with running_server() as dsn:
            db = await asyncpg.connect(dsn)
            data = Path(await db.fetchval("SHOW data_directory"))
            await db.close()
            postmaster = int((data / "postmaster.pid").read_text().split()[0])
            raise RuntimeError("a failing test")
    await _assert_gone(dsn, data, postmaster)


async def test_the_server_goes_when_the_test_process_is_killed():
    child = subprocess.run(
        [sys.executable, "-c",
         "import asyncio, os, signal, asyncpg\n"
         "from tests.postgres import running_server\n"
         "async def where(dsn):\n"
         "    db = await asyncpg.connect(dsn)\n"
         "    return await db.fetchval('SHOW data_directory')\n"
         "with running_server() as dsn:\n"
         "    data = asyncio.run(where(dsn))\n"
         "    print(dsn, data, open(data + '/postmaster.pid').readline().strip(), flush=True)\n"
         "    os.kill(os.getpid(), signal.SIGKILL)\n"],
        cwd=REPO, capture_output=True, text=True, timeout=60)
    assert child.returncode == -signal.SIGKILL, child.stderr
    dsn, data, postmaster = child.stdout.split()
    await _assert_gone(dsn, Path(data), int(postmaster))


async def _assert_gone(dsn: str, data: Path, postmaster: int, within: float = 20.0) -> None:
    deadline = time.monotonic() + within
    while (data.parent.exists() or _alive(postmaster)) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    assert not data.parent.exists()
    assert not _alive(postmaster)
    with pytest.raises(OSError):
        await asyncpg.connect(dsn, timeout=5)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def test_settings_given_to_the_server_win_over_the_test_defaults(postgres_server):
    assert await _show(postgres_server, "fsync") == "off"
    with running_server("fsync=on", "full_page_writes=on") as dsn:
        assert await _show(dsn, "fsync") == "on"
        assert await _show(dsn, "full_page_writes") == "on"


async def _show(dsn: str, setting: str) -> str:
    db = await asyncpg.connect(dsn)
    try:
        return await db.fetchval(f"SHOW {setting}")
    finally:
        await db.close()
