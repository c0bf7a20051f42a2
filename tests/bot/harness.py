"""Run the real bot against the fake Discord (tests/fakediscord), in process or as `python -m bot`."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from pathlib import Path
from typing import AsyncIterator

from bot.endpoint import point_at
from bot.client import CoupBot
from bot.settings import Settings
from tests.fakediscord import FakeDiscord
from tests.fakediscord import example_bot
from tests.bot.waiting import until

ROOT = Path(__file__).resolve().parents[2]


@contextlib.asynccontextmanager
async def bot_in_process(fd: FakeDiscord, db_path: Path, *, clock=None, **settings) -> AsyncIterator[CoupBot]:
    saved = example_bot.saved_endpoints()
    await point_at(fd.api_base)
    bot = CoupBot(Settings(token="fake-token", database_path=db_path, api_base=fd.api_base,
                           **{"computer_delay": 0.05, **settings}), clock=clock)
    task = asyncio.create_task(bot.start("fake-token"))
    try:
        await fd.wait_until_ready(timeout=10)
        yield bot
    finally:
        await bot.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10)
        example_bot.restore_endpoints(saved)


async def shown_in_full(bot: CoupBot, channel, timeout: float = 10.0) -> None:
    """Wait until an in-process bot's channel shows every change of its latest table: the
    courier has nothing queued or under way for it (what "the last edits landed" means)."""
    table = await bot.store.tables.latest_in_channel(channel.id)
    assert table is not None, f"no table in #{channel.name}"
    await until(lambda: not bot.courier.behind(table.id), f"#{channel.name} to catch up", timeout)


async def start_bot_process(fd: FakeDiscord, db_path: Path, log_path: Path,
                            **env) -> asyncio.subprocess.Process:
    environ = {**os.environ, "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fd.api_base,
               "DATABASE_PATH": str(db_path), "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "INFO",
               "COUP_COMPUTER_DELAY": "0.05", **env}
    with open(log_path, "ab") as log_file:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=str(ROOT), env=environ,
            stdin=asyncio.subprocess.DEVNULL, stdout=log_file, stderr=log_file)


def seat_users(fd: FakeDiscord, game_players: list[str], members) -> dict[int, object]:
    by_name = {m.name: m for m in members}
    return {i: by_name[name] for i, name in enumerate(game_players)}


@contextlib.asynccontextmanager
async def bot_process(fd: FakeDiscord, db_path: Path, log_path: Path, **env) -> AsyncIterator[asyncio.subprocess.Process]:
    """`python -m bot` as its own process against ``fd``, stopped at the end."""
    proc = await start_bot_process(fd, db_path, log_path, **env)
    try:
        await fd.wait_until_ready(timeout=20)
        yield proc
    finally:
        await stop(proc)


async def stop(proc: asyncio.subprocess.Process) -> None:
    """Stop a bot process politely, or kill it after 10 s."""
    if proc.returncode is None:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 10)
        except asyncio.TimeoutError:
            proc.kill()
            await proc.wait()
