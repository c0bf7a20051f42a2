"""Run a real discord.py client against a :class:`FakeDiscord` inside a test.

    async with running(fd, MyBot()) as bot:
        ...

points discord.py at the fake, starts the client as a task, waits until the
fake saw it identify (and, with ``commands=True``, sync its commands) and
until discord.py itself is ready (guilds received), then closes it and puts
discord.py's endpoints back.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, AsyncIterator, List, Optional, Tuple, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from . import example_bot
from .driver import FakeDiscord

C = TypeVar('C', bound=discord.Client)


@contextlib.asynccontextmanager
async def running(fd: FakeDiscord, client: C, *, commands: bool = False, token: str = 'fake-token',
                  timeout: float = 10.0, guild_ready_timeout: float = 0.2) -> AsyncIterator[C]:
    # discord.py waits guild_ready_timeout (2 s by default) after the last GUILD_CREATE before
    # it is ready; the fake sends them all right after READY.
    client._connection.guild_ready_timeout = guild_ready_timeout
    saved = example_bot.saved_endpoints()
    await example_bot.point_discord_py_at(fd.api_base)
    task = asyncio.create_task(client.start(token))
    try:
        await fd.wait_until_ready(timeout=timeout, commands=commands)
        await asyncio.wait_for(client.wait_until_ready(), timeout)
        yield client
    finally:
        await client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10)
        example_bot.restore_endpoints(saved)


# ------------------------------------------------------------------ a probe bot for the fake's own tests

probe = app_commands.Group(name='probe', description='Report what the bot sees')


class AgainView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label='Again', style=discord.ButtonStyle.primary)
    async def again(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(f'again in {type(interaction.channel).__name__}', ephemeral=True)


@probe.command(name='where', description='Where am I')
async def probe_where(interaction: discord.Interaction) -> None:
    ch = interaction.channel
    guild_locale = interaction.guild_locale.value if interaction.guild_locale else None
    await interaction.response.send_message(
        f'{type(ch).__name__} {ch.id if ch else None} parent={getattr(ch, "parent_id", None)} '
        f'locale={interaction.locale.value} guild_locale={guild_locale}',
        view=AgainView(),
    )


@probe.command(name='dm', description='Send me a direct message')
async def probe_dm(interaction: discord.Interaction) -> None:
    try:
        await interaction.user.send('hello in your DMs')
    except discord.Forbidden as exc:
        await interaction.response.send_message(f'forbidden {exc.code}', ephemeral=True)
    else:
        await interaction.response.send_message('sent', ephemeral=True)


@probe.command(name='late', description='Defer and follow up, reporting the errors')
async def probe_late(interaction: discord.Interaction) -> None:
    codes = []
    try:
        await interaction.response.defer(ephemeral=True)
    except discord.NotFound as exc:
        codes.append(exc.code)
    try:
        await interaction.followup.send('after the defer', ephemeral=True)
    except discord.NotFound as exc:
        codes.append(exc.code)
    interaction.client.late_codes.append(codes)  # type: ignore[attr-defined]


@probe.command(name='count', description='Echo a number and a colour')
@app_commands.describe(n='a number', colour='a colour')
@app_commands.choices(colour=[app_commands.Choice(name='Red', value='red'), app_commands.Choice(name='Blue', value='blue')])
async def probe_count(interaction: discord.Interaction, n: app_commands.Range[int, 1, 10], colour: str = 'red') -> None:
    await interaction.response.send_message(f'n={n!r} colour={colour!r}')


@app_commands.command(name='guildonly', description='Only in servers')
@app_commands.guild_only()
async def guildonly(interaction: discord.Interaction) -> None:
    await interaction.response.send_message('in a guild')


class ProbeBot(commands.Bot):
    """A discord.py bot that records the gateway events it gets and answers ``/probe ...``.

    Component interactions whose custom_id starts with ``raw:`` (nothing the bot
    ever sent) are answered ephemerally with what they carried, as a careful bot would;
    every component interaction is recorded as ``('interaction', custom_id)``.  Other
    keyword arguments go to ``commands.Bot`` (``shard_id``, ``shard_count``).
    """

    def __init__(self, *, members: bool = True, translator: Optional[app_commands.Translator] = None, **options: Any) -> None:
        intents = discord.Intents.default()
        intents.members = members
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, **options)
        self.events: List[Tuple[str, Any]] = []
        self.late_codes: List[List[int]] = []
        self._translator = translator
        self._event_added = asyncio.Event()

    async def setup_hook(self) -> None:
        if self._translator is not None:
            await self.tree.set_translator(self._translator)
        self.tree.add_command(probe)
        self.tree.add_command(guildonly)
        await self.tree.sync()

    def _got(self, name: str, value: Any) -> None:
        self.events.append((name, value))
        self._event_added.set()

    async def wait_event(self, name: str, timeout: float = 5.0) -> Any:
        """The first recorded event called ``name`` (waiting for it if needed); it is consumed."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for i, (n, value) in enumerate(self.events):
                if n == name:
                    del self.events[i]
                    return value
            self._event_added.clear()
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise asyncio.TimeoutError(f'no {name} event; got {[n for n, _ in self.events]}')
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._event_added.wait(), remaining)

    async def on_thread_create(self, thread: discord.Thread) -> None:
        self._got('thread_create', thread)

    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        self._got('thread_update', (before, after))

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        self._got('raw_thread_delete', payload)

    async def on_thread_delete(self, thread: discord.Thread) -> None:
        self._got('thread_delete', thread)

    async def on_guild_channel_delete(self, channel: Any) -> None:
        self._got('guild_channel_delete', channel)

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        self._got('raw_member_remove', payload)

    async def on_member_remove(self, member: discord.Member) -> None:
        self._got('member_remove', member)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        self._got('guild_available', guild)  # a GUILD_CREATE after READY (the fake sends unavailable: false)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        data = interaction.data or {}
        if interaction.type is discord.InteractionType.component:
            self._got('interaction', data.get('custom_id'))
        if interaction.type is discord.InteractionType.component and str(data.get('custom_id', '')).startswith('raw:'):
            await interaction.response.send_message(f"raw {data.get('custom_id')} {data.get('values')}", ephemeral=True)
