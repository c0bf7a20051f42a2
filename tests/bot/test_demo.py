"""`python -m bot demo` from the installed package alone, as a newcomer runs it after
`pip install .`: the wheel is built from a copy of this checkout (as pip builds it, without
fetching anything), unpacked, and run with `python -S` so that nothing but the unpacked wheel
and the installed dependencies can be imported (no checkout, no tests/, no editable
install), from an empty directory. It plays its game through the real bot, prints the
channel, and saves the game-over picture in that directory."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
LEFT_BEHIND = shutil.ignore_patterns(".git", ".venv", "build", "dist", "data", "*.egg-info", "__pycache__",
                                     ".pytest_cache", ".hypothesis", ".env")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The project's wheel, built from a copy of the checkout and unpacked: what
    `pip install .` puts in site-packages."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=LEFT_BEHIND)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                    "-q", "-w", str(tmp / "dist"), str(source)], check=True, capture_output=True, timeout=120)
    (wheel,) = (tmp / "dist").glob("coup_bot-*.whl")
    site = tmp / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    return site


def run_installed(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """Python without its site module: sys.path is the current directory, the unpacked
    wheel, the installed dependencies (no .pth file is read, so no editable install) and
    the standard library."""
    dependencies = {sysconfig.get_paths()[k] for k in ("purelib", "platlib")}
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "DISCORD_", "COUP_"))}
    env["PYTHONPATH"] = os.pathsep.join([str(site), *sorted(dependencies)])
    return subprocess.run([sys.executable, "-S", *args], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120)


def test_the_wheel_holds_every_package_of_the_checkout(installed):
    here = {p.parent.relative_to(ROOT) for top in ("bot", "engine") for p in (ROOT / top).rglob("__init__.py")}
    shipped = {p.parent.relative_to(installed) for top in ("bot", "engine") for p in (installed / top).rglob("__init__.py")}
    assert here <= shipped


def test_the_installed_package_finds_its_simulator_migrations_and_fonts_inside_itself(installed, tmp_path):
    done = run_installed(installed, tmp_path, "-c", "import bot.sim, bot.store.sqlite.db as db, bot.typeset as p; "
                         "import bot.store.postgres.db as pg; "
                         "print(bot.sim.__file__); print(db.MIGRATIONS); print(p.FONTS); print(pg.MIGRATIONS)")
    assert done.returncode == 0, done.stderr
    sim, migrations, fonts, pg_migrations = map(Path, done.stdout.split("\n")[:4])
    assert all(path.is_relative_to(installed) for path in (sim, migrations, fonts, pg_migrations))
    for shipped, backend in ((migrations, "sqlite"), (pg_migrations, "postgres")):   # from the top-level migrations/
        assert sorted(p.name for p in shipped.glob("*.sql")) == \
            sorted(p.name for p in (ROOT / "migrations" / backend).glob("*.sql"))
    assert sorted(p.name for p in fonts.iterdir()) == sorted(p.name for p in (ROOT / "bot" / "fonts").iterdir())


def test_the_demo_plays_a_game_from_the_installed_package_and_saves_its_picture(installed, tmp_path):
    done = run_installed(installed, tmp_path, "-m", "bot", "demo", "--seed", "3")
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert "Turn 1" in out and "🏆" in out and "wins after" in out
    picture = tmp_path / "coup-demo-game.png"
    assert out.rstrip().splitlines()[-1].endswith(str(picture))
    image = Image.open(io.BytesIO(picture.read_bytes()))
    assert image.format == "PNG" and image.width == 800
