"""A server that removes the bot has its data purged after the grace period (PRIVACY.md),
whether the bot saw it go or was down then; one that adds the bot back keeps everything,
also when it did so while the bot was down (Discord then tells it as a server the bot was
in all along). Through the gateway of the fake Discord, the bot restarted in between."""

from __future__ import annotations

import time

from bot.store import open_store
from tests.bot.harness import bot_in_process
from tests.bot.stores import fetch
from tests.bot.waiting import until


async def departed(store) -> set[int]:
    return {g for (g,) in await fetch(store, "SELECT guild_id FROM departed_guilds")}


async def departed_are(store, want: set[int]) -> None:
    """Wait until the stored departed servers are ``want``."""
    seen: set[int] = set()

    async def check() -> bool:
        nonlocal seen
        seen = await departed(store)
        return seen == want

    await until(check, lambda: f"departed servers {want} (seen {seen})", timeout=15)


async def test_servers_that_left_or_came_back_while_the_bot_was_down_are_told_apart(fd, db_path):
    gone, back, stay = (fd.add_guild(name, members=1) for name in ("Gone", "Back", "Stay"))
    async with bot_in_process(fd, db_path) as bot:
        for guild in (gone, back, stay):
            await bot.store.guilds.save_settings(guild.id, {"mode": "live"}, guild.members[0].id)
        fd.remove_bot(back)              # seen as it happens (GUILD_DELETE)
        await departed_are(bot.store, {back.id})
    # while the bot is down: one server removes it, the other adds it back
    fd.remove_bot(gone)
    fd.add_bot(back)
    async with bot_in_process(fd, db_path) as bot:
        await departed_are(bot.store, {gone.id})
        fd.add_bot(gone)                 # and back while it runs (GUILD_CREATE)
        await departed_are(bot.store, set())
        fd.remove_bot(gone)
        await departed_are(bot.store, {gone.id})

    store = await open_store(db_path)
    try:
        assert await store.privacy.purge_departed(before=time.time() + 1) == [gone.id]
        kept = {g for (g,) in await fetch(store, "SELECT guild_id FROM guild_settings")}
        assert kept == {back.id, stay.id}
    finally:
        await store.close()
