"""The bot: start-up work in ``setup_hook``, dependencies on the instance, no globals."""

from __future__ import annotations

import logging
import random

import discord
from discord.ext import commands

from .cog import CoupCog
from .play import Publisher, lobby_message, player_name, reply
from .settings import Settings
from .store import Store
from .tables import Outcome, TableService, UserFacingError
from .timers import Computers, Deadlines
from .views import DYNAMIC_ITEMS

log = logging.getLogger(__name__)


class CoupBot(commands.Bot):
    def __init__(self, settings: Settings):
        intents = discord.Intents.none()
        intents.guilds = True  # channels and permissions; no privileged intent is needed
        # Nothing the bot says pings anyone unless a message asks for it (turn pings do).
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, allowed_mentions=discord.AllowedMentions.none())
        self.settings = settings
        self.tree.on_error = on_tree_error  # the one place command errors are answered
        self.store: Store | None = None
        self.service: TableService | None = None
        self.publisher = Publisher(self)
        self.deadlines = Deadlines(self)
        self.computers = Computers(self)

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.database_path)
        seed = self.settings.seed
        rngs = (lambda: random.Random(seed)) if seed is not None else random.Random
        self.service = TableService(self.store, time_scale=self.settings.time_scale, rng_factory=rngs)
        for item in DYNAMIC_ITEMS:
            self.add_dynamic_items(item)
        await self.add_cog(CoupCog(self))
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self.deadlines.start()  # overdue deadlines fire at once
        running = [t for t in await self.store.active() if t.status == "running"]
        self.loop.create_task(self._redraw(running), name="coup-redraw")
        log.info("ready to host: %d running games", len(running))

    async def _redraw(self, tables) -> None:
        """After a restart, make every running game's channel match the database (a move
        committed just before a crash may never have been shown) and wake its computers."""
        await self.wait_until_ready()
        for table in tables:
            await self.publisher.publish(table_id=table.id)

    async def on_guild_channel_delete(self, channel) -> None:
        table = await self.service.table_in(channel.id)
        if table is not None:
            await self.service.abandon(table.id)

    async def on_thread_delete(self, thread) -> None:
        await self.on_guild_channel_delete(thread)

    async def close(self) -> None:
        await self.deadlines.stop()
        await self.computers.stop()
        await super().close()
        if self.store is not None:
            await self.store.close()

    async def publish(self, outcome: Outcome) -> None:
        await self.publisher.publish(outcome)

    async def after_change(self, table_id: int) -> None:
        """Deadlines and computer players look at the table again."""
        self.deadlines.poke()
        table = await self.store.get(table_id)
        if table is not None and table.status == "running":
            self.computers.poke(table, self.service.game(table))

    async def lobby_click(self, interaction: discord.Interaction, action: str, table_id: int) -> None:
        """Join / Leave / Start / Cancel on a lobby message."""
        svc, user = self.service, interaction.user
        channel_id = interaction.channel_id
        if action == "join":
            table = await svc.join(channel_id, user.id, player_name(user), table_id=table_id)
        elif action == "leave":
            outcome = await svc.leave(channel_id, user.id, table_id=table_id)
            table = outcome.table
            if outcome.events:  # the game had started: leaving forfeits it (R52)
                await interaction.response.send_message("You forfeited the game.", ephemeral=True)
                await self.publish(outcome)
                return
        elif action == "cancel":
            can_manage = bool(getattr(interaction.permissions, "manage_guild", False))
            table = await svc.cancel(channel_id, user.id, can_manage, table_id=table_id)
        elif action == "rematch":
            table = await svc.rematch(table_id, user.id)
            await interaction.response.send_message(**lobby_message(table))
            message = await interaction.original_response()
            await svc.set_message(table.id, message.id)
            return
        elif action == "start":
            outcome = await svc.start(channel_id, user.id, table_id=table_id)
            await interaction.response.edit_message(**lobby_message(outcome.table))
            await self.publish(outcome)
            return
        else:
            raise UserFacingError("Unknown lobby button.")
        await interaction.response.edit_message(**lobby_message(table))


async def on_tree_error(interaction: discord.Interaction, error: discord.app_commands.AppCommandError) -> None:
    original = getattr(error, "original", error)
    if isinstance(original, UserFacingError):
        await reply(interaction, str(original))
        return
    log.exception("command failed", exc_info=original)
    await reply(interaction, "Something went wrong on our side; nothing was changed.")
