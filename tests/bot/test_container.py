"""The container's image and compose file, checked without a container engine (none runs on
the machines these tests run on: see the README's "Deployment"): the Dockerfile's facts
(slim Python, a non-root user, the data directory a volume, SIGTERM as the stop signal),
and its command run as the image runs it — from the data directory, with the image's and
compose's settings, on a real PostgreSQL as compose's ``db`` — answering compose's health
check, then stopping on the image's stop signal within compose's grace period."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import signal
import socket
import sys
from pathlib import Path

from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]


def dockerfile() -> dict[str, list[str]]:
    """Each instruction of the Dockerfile and its arguments, in order (continued lines joined)."""
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text())
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.setdefault(word.upper(), []).append(rest.strip())
    return found


def compose_service(name: str) -> list[str]:
    """The lines of one service of compose.yaml (its block, by indentation)."""
    lines = (ROOT / "compose.yaml").read_text().splitlines()
    start = lines.index(f"  {name}:") + 1
    block = []
    for line in lines[start:]:
        if line.strip() and not line.startswith("    "):
            break
        block.append(line)
    return block


def mapping(block: list[str], key: str) -> dict[str, str]:
    """``key:``'s mapping inside a service block (one level, ``NAME: value`` lines)."""
    start = next(i for i, line in enumerate(block) if line.strip() == f"{key}:") + 1
    out = {}
    for line in block[start:]:
        if not line.startswith("      "):
            break
        name, _, value = line.strip().partition(":")
        out[name] = value.strip().strip('"')
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_image_is_slim_python_run_by_a_user_with_its_data_in_a_volume():
    d = dockerfile()
    assert d["FROM"] == ["python:3.11-slim"]
    assert d["USER"] and d["USER"][-1] not in ("root", "0")
    assert d["VOLUME"] == ['["/data"]']
    assert d["STOPSIGNAL"] == ["SIGTERM"]
    assert json.loads(d["ENTRYPOINT"][-1]) == ["python", "-m", "bot"]
    env = dict(pair.split("=", 1) for line in d["ENV"] for pair in shlex.split(line))
    assert env["DATABASE_URL"].startswith("/data/")
    bot = compose_service("bot")
    assert "stop_grace_period: 15s" in [line.strip() for line in bot]
    assert mapping(bot, "environment")["DATABASE_URL"].startswith("postgresql://coup:")


async def test_the_image_command_with_compose_settings_serves_and_stops_on_its_stop_signal(tmp_path, postgres_url):
    d = dockerfile()
    image_env = dict(pair.split("=", 1) for line in d["ENV"] for pair in shlex.split(line))
    compose_env = mapping(compose_service("bot"), "environment")
    port = free_port()
    data = tmp_path / "data"   # the volume
    data.mkdir()
    async with FakeDiscord() as fd:
        env = {**os.environ, **image_env, **compose_env,
               # what differs outside a container: where the database and Discord are, the port
               "DATABASE_URL": postgres_url, "METRICS_PORT": str(port),
               "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fd.api_base}
        command = json.loads(d["ENTRYPOINT"][-1])
        assert command[0] == "python"
        log = tmp_path / "bot.log"
        with open(log, "wb") as out:
            proc = await asyncio.create_subprocess_exec(sys.executable, *command[1:], cwd=str(data), env=env,
                                                        stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=out)
        try:
            await fd.wait_until_ready(timeout=20)
            check = next(line for line in compose_service("bot") if "test:" in line)
            probe = json.loads(check.split("test:", 1)[1].strip())   # ["CMD", "python", "-c", "…"]
            assert probe[:3] == ["CMD", "python", "-c"]
            code = None
            for _ in range(50):   # the health server starts with the bot: within a few seconds
                health = await asyncio.create_subprocess_exec(
                    sys.executable, "-c", probe[3].replace("9100", str(port)),
                    stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
                code = await health.wait()
                if code == 0:
                    break
                await asyncio.sleep(0.1)
            assert code == 0, "compose's health check failed"
            proc.send_signal(getattr(signal, d["STOPSIGNAL"][-1]))
            assert await asyncio.wait_for(proc.wait(), 15) == 0
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    records = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    assert any(r["message"].startswith("stopped on SIGTERM") for r in records)
    assert list(data.iterdir()) == [], "with PostgreSQL nothing is written to the data directory"


def test_the_env_example_leaves_the_images_own_settings_alone():
    """``docker run --env-file .env`` (the README's command) sets every line of the file over
    the image's ENV: a line for DATABASE_URL or METRICS_HOST would put the SQLite file outside
    the volume (/data/data/…) or /metrics out of reach of -p."""
    d = dockerfile()
    image_env = dict(pair.split("=", 1) for line in d["ENV"] for pair in shlex.split(line))
    lines = (ROOT / ".env.example").read_text().splitlines()
    env_file = {line.split("=", 1)[0].strip() for line in lines if "=" in line and not line.lstrip().startswith("#")}
    assert "DISCORD_TOKEN" in env_file
    assert env_file & set(image_env) == set()
