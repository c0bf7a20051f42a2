"""Which database the bot uses (bot/settings.py): DATABASE_URL, a SQLite path or a
postgresql:// URL; DATABASE_PATH, the older name, exactly as before; never both."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError
from bot.store import is_postgres

ROOT = Path(__file__).resolve().parents[2]


def settings(**env) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": "t", **env})


def test_an_env_with_database_path_or_nothing_behaves_as_before():
    assert settings().database == Path("data/coup.sqlite3")
    assert settings(DATABASE_PATH="games/coup.sqlite3").database == Path("games/coup.sqlite3")
    assert settings(DATABASE_PATH="games/coup.sqlite3", DATABASE_URL="").database_url is None


def test_database_url_is_a_sqlite_path_or_a_postgresql_url():
    assert settings(DATABASE_URL="games/coup.sqlite3").database == Path("games/coup.sqlite3")
    for url in ("postgresql://coup:pw@db:5432/coup", "postgres://coup@db/coup"):
        chosen = settings(DATABASE_URL=url)
        assert chosen.database == url and is_postgres(chosen.database)
    assert not is_postgres(settings(DATABASE_URL="games/coup.sqlite3").database)
    assert settings(DATABASE_URL="postgresql://db/coup").database_pool_size == 10
    assert settings(DATABASE_URL="postgresql://db/coup", DATABASE_POOL_SIZE="4").database_pool_size == 4


@pytest.mark.parametrize("env, said", [
    ({"DATABASE_URL": "postgresql://db/coup", "DATABASE_PATH": "data/coup.sqlite3"}, "both set"),
    ({"DATABASE_URL": "sqlite:///data/coup.sqlite3"}, "not a sqlite:// URL"),
    ({"DATABASE_URL": "postgresql+asyncpg://db/coup"}, r"not a postgresql\+asyncpg:// URL"),
    ({"DATABASE_POOL_SIZE": "0"}, "DATABASE_POOL_SIZE must be"),
])
def test_a_database_setting_that_cannot_be_meant_is_refused_in_one_sentence(env, said):
    with pytest.raises(SettingsError, match=said) as refused:
        settings(**env)
    assert "\n" not in str(refused.value)


def test_python_m_bot_with_both_set_exits_at_once_saying_so(tmp_path):
    env = {**os.environ, "DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://db/coup",
           "DATABASE_PATH": str(tmp_path / "coup.sqlite3")}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "DATABASE_URL and DATABASE_PATH are both set" in done.stderr
    assert not (tmp_path / "coup.sqlite3").exists()


@pytest.mark.parametrize("tool", [["forget-user", "1"], ["backup", "--to", "copy.sqlite3"],
                                  ["restore", "--from", "copy.sqlite3"]])
def test_the_operators_tools_read_the_database_setting_as_the_bot_does(tmp_path, tool):
    """Their default is the bot's own choice of database, checks included: both settings set
    is refused in the bot's words, and nothing is written anywhere."""
    env = {**os.environ, "DATABASE_URL": "postgresql://db/coup", "DATABASE_PATH": str(tmp_path / "coup.sqlite3"),
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "bot", *tool], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode != 0 and "DATABASE_URL and DATABASE_PATH are both set" in done.stderr, done.stderr
    assert list(tmp_path.iterdir()) == []
