"""Pointing the unmodified discord.py client at a Discord-compatible server (the local
simulator of the tests and the demo) instead of Discord."""

from __future__ import annotations

import aiohttp
import discord
import yarl


async def point_at(api_base: str) -> None:
    """Talk to a Discord-compatible server instead of Discord (shared/design.md).

    The non-sharded client connects to DEFAULT_GATEWAY without asking the API, so it
    is set from the server's own ``GET /gateway`` answer.
    """
    discord.http.Route.BASE = api_base
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{api_base}/gateway") as resp:
            resp.raise_for_status()
            url = (await resp.json())["url"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
