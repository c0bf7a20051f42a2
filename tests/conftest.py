import pytest

from tests.fakediscord import FakeDiscord


@pytest.fixture
async def fd():
    """A fresh fake Discord on loopback for one test."""
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "coup.sqlite3"
