import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakediscord import FakeDiscord  # noqa: E402


@pytest.fixture
async def fd():
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "coup.sqlite3"
