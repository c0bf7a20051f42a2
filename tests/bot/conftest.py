"""The store's backends, for the tests that run on both: ``backend`` is "sqlite" or
"postgresql", ``database`` where that backend's data is (a fresh SQLite file, or a fresh
database on the session's PostgreSQL server), ``store`` a store opened on it."""

import pytest

from bot.store import open_store


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request):
    return request.param


@pytest.fixture
def database(backend, request):
    if backend == "sqlite":
        return request.getfixturevalue("db_path")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def store(database):
    opened = await open_store(database)
    yield opened
    await opened.close()
