"""A server that removes the bot has its data purged after the grace period (PRIVACY.md),
whether the bot saw it go or was down then; one that adds the bot back keeps everything,
also when it did so while the bot was down (Discord then tells it as a server the bot was
in all along). Through the gateway of the fake Discord, the bot restarted in between."""

from __future__ import annotations

import asyncio
import time

from bot.store import open_store
from tests.bot.harness import bot_in_process
from tests.bot.stores import fetch


async def departed(store) -> set[int]:
    return {g for (g,) in await fetch(store, "SELECT guild_id FROM departed_guilds")}


async def until(store, want: set[int], timeout: float = 15.0) -> None:
    """Wait until the stored departed servers are ``want``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while (seen := await departed(store)) != want:
        assert loop.time() < end, f"departed servers {seen}, not {want}"
        await asyncio.sleep(0.05)


async def test_servers_that_left_or_came_back_while_the_bot_was_down_are_told_apart(fd, db_path):
    gone, back, stay = (fd.add_guild(name, members=1) for name in ("Gone", "Back", "Stay"))
    async with bot_in_process(fd, db_path) as bot:
        for guild in (gone, back, stay):
            await bot.store.guilds.save_settings(guild.id, {"mode": "live"}, guild.members[0].id)
        fd.remove_bot(back)              # seen as it happens (GUILD_DELETE)
        await until(bot.store, {back.id})
    # while the bot is down: one server removes it, the other adds it back
    fd.remove_bot(gone)
    fd.add_bot(back)
    async with bot_in_process(fd, db_path) as bot:
        await until(bot.store, {gone.id})
        fd.add_bot(gone)                 # and back while it runs (GUILD_CREATE)
        await until(bot.store, set())
        fd.remove_bot(gone)
        await until(bot.store, {gone.id})

    store = await open_store(db_path)
    try:
        assert await store.privacy.purge_departed(before=time.time() + 1) == [gone.id]
        kept = {g for (g,) in await fetch(store, "SELECT guild_id FROM guild_settings")}
        assert kept == {back.id, stay.id}
    finally:
        await store.close()
