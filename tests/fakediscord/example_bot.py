"""A tiny discord.py bot used to prove the fake Discord works with the real client.

It also shows the two lines a bot needs to talk to another Discord API:

    discord.http.Route.BASE = DISCORD_API_BASE
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(<GET {DISCORD_API_BASE}/gateway>)

(A non-sharded client connects to DEFAULT_GATEWAY directly, appending
``?v=10&encoding=json&compress=zlib-stream``; it never asks /gateway itself.)

Commands: ``/demo ping text:<str>`` answers publicly with a persistent
(DynamicItem) "Poke" button and colour select; poking answers ephemerally with a
"Reveal" button (a normal View) that edits that ephemeral message.
``/demo think count:<int>`` defers ephemerally then follows up.
``/demo whois member:<user>`` says whether the member can manage the server.

Run it: ``DISCORD_API_BASE=http://127.0.0.1:PORT/api/v10 python -m tests.fakediscord.example_bot``
"""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Any, Tuple

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

log = logging.getLogger('example_bot')


# ------------------------------------------------------------------ endpoints

async def point_discord_py_at(api_base: str) -> None:
    """Make discord.py use ``api_base`` for REST and the gateway URL it advertises."""
    api_base = api_base.rstrip('/')
    discord.http.Route.BASE = api_base
    async with aiohttp.ClientSession() as session:
        async with session.get(f'{api_base}/gateway') as resp:
            resp.raise_for_status()
            url = (await resp.json())['url']
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)


def saved_endpoints() -> Tuple[str, Any]:
    """The current (REST base, gateway) pair, to restore after an in-process run."""
    return discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY


def restore_endpoints(saved: Tuple[str, Any]) -> None:
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved


# ------------------------------------------------------------------ components

class PokeButton(discord.ui.DynamicItem[discord.ui.Button], template=r'demo:poke:(?P<ping_id>\d+)'):
    """A persistent button: it works after a restart because its state is in the custom_id."""

    def __init__(self, ping_id: int) -> None:
        super().__init__(discord.ui.Button(label='Poke', style=discord.ButtonStyle.primary, custom_id=f'demo:poke:{ping_id}'))
        self.ping_id = ping_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any) -> 'PokeButton':
        return cls(int(match['ping_id']))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f'{interaction.user.name} poked ping {self.ping_id}', ephemeral=True, view=RevealView(interaction.user.name)
        )


class ColourSelect(discord.ui.DynamicItem[discord.ui.Select], template=r'demo:colour:(?P<ping_id>\d+)'):
    def __init__(self, ping_id: int) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f'demo:colour:{ping_id}',
                placeholder='Pick a colour',
                options=[discord.SelectOption(label=c.title(), value=c) for c in ('red', 'green', 'blue')],
            )
        )
        self.ping_id = ping_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any) -> 'ColourSelect':
        return cls(int(match['ping_id']))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f'{interaction.user.name} picked {self.item.values[0]}', ephemeral=True)


class RevealView(discord.ui.View):
    """A normal (non-persistent) view on an ephemeral message; it edits that message."""

    def __init__(self, owner: str) -> None:
        super().__init__(timeout=60)
        self.owner = owner

    @discord.ui.button(label='Reveal', style=discord.ButtonStyle.secondary)
    async def reveal(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        button.disabled = True
        await interaction.response.edit_message(content=f'secret for {self.owner}: 42', view=self)


# ------------------------------------------------------------------ commands

demo = app_commands.Group(name='demo', description='Demo commands for the fake Discord')


@demo.command(name='ping', description='Answer publicly with a button and a select')
@app_commands.describe(text='Something to echo')
async def ping(interaction: discord.Interaction, text: str) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(PokeButton(interaction.id))
    view.add_item(ColourSelect(interaction.id))
    await interaction.response.send_message(f'pong: {text}', view=view)


@demo.command(name='think', description='Defer ephemerally, then follow up')
async def think(interaction: discord.Interaction, count: app_commands.Range[int, 1, 10]) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await asyncio.sleep(0.05)
    await interaction.followup.send(f'thought {count} times', ephemeral=True)
    await interaction.followup.send('and one more thing', ephemeral=True)


@demo.command(name='whois', description='Tell whether a member can manage the server')
async def whois(interaction: discord.Interaction, member: discord.Member) -> None:
    can = member.guild_permissions.manage_guild
    await interaction.response.send_message(f'{member.name} manage_server={can}')


class ExampleBot(commands.Bot):
    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.members = True  # exercises REQUEST_GUILD_MEMBERS chunking at startup
        super().__init__(command_prefix=commands.when_mentioned, intents=intents)

    async def setup_hook(self) -> None:
        self.tree.add_command(demo)
        self.add_dynamic_items(PokeButton, ColourSelect)
        await self.tree.sync()


async def run(api_base: str, token: str = 'fake-token') -> None:
    await point_discord_py_at(api_base)
    async with ExampleBot() as bot:
        await bot.start(token)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format='%(asctime)s %(name)s %(levelname)s %(message)s')
    api_base = os.environ['DISCORD_API_BASE']
    asyncio.run(run(api_base, os.environ.get('DISCORD_TOKEN', 'fake-token')))


if __name__ == '__main__':
    main()
