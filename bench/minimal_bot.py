"""The comparison bot of ``bench/bot_load.py``: the least a discord.py bot can do per click.

One persistent button (a ``DynamicItem`` registered with ``add_dynamic_items``) whose
callback writes one row (aiosqlite, WAL, ``synchronous=NORMAL``, autocommit: the Coup
bot's database setup) and answers the click with one interaction callback that edits
its own message. No logging per click, no state in memory. Same runtime as the Coup bot:
uvloop where installed, and discord.py's orjson when installed.

    DISCORD_API_BASE=http://127.0.0.1:PORT/api/v10 DATABASE_PATH=/tmp/x.sqlite3 python -m bench.minimal_bot
"""

from __future__ import annotations

import asyncio
import os
import time

import aiohttp
import aiosqlite
import discord
import yarl


class Press(discord.ui.DynamicItem[discord.ui.Button], template=r"min:press:(?P<n>\d+)"):
    def __init__(self, n: int):
        super().__init__(discord.ui.Button(label="Press", custom_id=f"min:press:{n}",
                                           style=discord.ButtonStyle.primary))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        n = self.n + 1
        await interaction.client.db.execute(
            "INSERT INTO clicks (channel_id, user_id, n, at) VALUES (?, ?, ?, ?)",
            (interaction.channel_id, interaction.user.id, n, time.time()))
        view = discord.ui.View(timeout=None)
        view.add_item(Press(n))
        await interaction.response.edit_message(content=f"pressed {n} times", view=view)


class MinimalBot(discord.Client):
    db: aiosqlite.Connection

    async def setup_hook(self) -> None:
        self.db = await aiosqlite.connect(os.environ.get("DATABASE_PATH", "minimal.sqlite3"), isolation_level=None)
        await self.db.execute("PRAGMA journal_mode=WAL")
        await self.db.execute("PRAGMA synchronous=NORMAL")
        await self.db.execute("CREATE TABLE IF NOT EXISTS clicks (id INTEGER PRIMARY KEY, channel_id INTEGER,"
                              " user_id INTEGER, n INTEGER, at REAL)")
        self.add_dynamic_items(Press)

    async def close(self) -> None:
        await super().close()
        await self.db.close()


async def main() -> None:
    api_base = os.environ["DISCORD_API_BASE"].rstrip("/")
    discord.http.Route.BASE = api_base
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{api_base}/gateway") as resp:
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL((await resp.json())["url"])
    intents = discord.Intents.none()
    intents.guilds = True
    async with MinimalBot(intents=intents) as bot:
        await bot.start(os.environ.get("DISCORD_TOKEN", "fake-token"))


if __name__ == "__main__":
    try:
        import uvloop
    except ImportError:
        asyncio.run(main())
    else:
        uvloop.run(main())
