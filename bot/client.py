"""The bot: it builds every part and wires them together (the composition root — nothing
imports this module). Start-up work runs in ``setup_hook``; dependencies live on the
instance, never in module globals.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from engine.rng import SplitMix

from .clicks import Clicks
from .commands import CoupCog, CoupTree
from .lobby import LobbyDesk
from .publisher import Publisher
from .reminders import Reminders
from .replies import Seen
from .settings import Settings
from .store import Store, StoreError
from .tables import TableService
from .timers import Clock, Scheduler
from .translator import CatalogueTranslator

log = logging.getLogger(__name__)


class CoupBot(commands.Bot):
    def __init__(self, settings: Settings, *, clock: Clock | None = None):
        intents = discord.Intents.none()
        intents.guilds = True  # channels, threads and permissions; no privileged intent is needed
        intents.members = settings.member_events  # optional: members who leave forfeit at once
        # Nothing the bot says pings anyone unless a message asks for it.
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), tree_cls=CoupTree)
        self.settings = settings
        self.clock = clock or Clock()   # tests give a clock they move by hand
        self.seen = Seen()
        self.tree.seen = self.seen
        self.store: Store | None = None
        self.service: TableService | None = None
        self.publisher: Publisher | None = None
        self.scheduler: Scheduler | None = None
        self.fatal: StoreError | None = None   # why the bot stopped itself (python -m bot exits non-zero)
        self._set_up = asyncio.Event()
        self.shut = asyncio.Event()   # close() has stopped every part and closed the database

    async def setup_hook(self) -> None:
        s = self.settings
        self.store = await Store.open(s.database_path)
        self.loop.create_task(self._database_checked(), name="coup-db-checked")
        seed = s.seed
        rngs = (lambda: SplitMix(seed)) if seed is not None else SplitMix
        self.service = TableService(self.store, clock=self.clock.now, time_scale=s.time_scale, rng_factory=rngs)
        self.publisher = Publisher(self, self.service)
        self.publisher.on_gone = self.service.abandon
        self.lobby = LobbyDesk(self, self.service, self.publisher)
        self.clicks = Clicks(self.service, self.publisher, self.lobby, self.seen)
        self.scheduler = Scheduler(self.service, self.publisher, clock=self.clock, computer_delay=s.computer_delay)
        self.reminders = Reminders(self, self.service, self.publisher)
        self.scheduler.handlers["remind"] = self.reminders.fire
        self.scheduler.member_gone = None if s.member_events else self._member_gone
        self.service.listeners.append(self.scheduler.on_outcome)
        self.add_listener(self.clicks.on_interaction, "on_interaction")

        await self.tree.set_translator(CatalogueTranslator())
        await self.add_cog(CoupCog(service=self.service, lobby=self.lobby, publisher=self.publisher))
        if s.dev_guild_id:
            guild = discord.Object(s.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

        # What the channels may be missing is known before anything moves a game.
        stale = await self.store.tables.stale()
        endings = await self.store.tables.unshown_endings()
        self.publisher.restored([t for t, _ in stale] + endings)
        pending = await self.scheduler.load()  # overdue deadlines fire at once
        self.scheduler.start()
        self.publisher.start()
        for table_id, deadline in stale:  # the channel may be behind: most urgent first
            self.publisher.refresh(table_id, urgency=deadline or float("inf"))
        for table_id in endings:
            self.publisher.refresh(table_id, urgency=0)
        self.loop.create_task(self._record_old_games(), name="coup-old-results")
        self._set_up.set()
        log.info("ready to host: %d timers pending, %d channels to bring up to date", pending, len(stale))

    async def _database_checked(self) -> None:
        """The whole file's quick_check runs while the bot starts and serves (writes wait for
        it). A damaged file stops the bot with the check's one sentence: ``python -m bot``
        prints it and exits non-zero."""
        try:
            await self.store.db.sound()
        except StoreError as e:
            await self._set_up.wait()   # never close half-way through setup_hook
            if not self.is_closed():
                self.fatal = e
                await self.close()

    async def _record_old_games(self) -> None:
        """Games that ended before results were kept (an upgraded database) are counted once."""
        try:
            await self.store.db.sound()   # it reads the history: only once the file is sound
        except StoreError:
            return   # said by _database_checked
        try:
            done = await self.service.record_old_games()
        except Exception:
            log.exception("could not count the results of older games")
        else:
            if done:
                log.info("counted the results of %d games from before results were kept", done)

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (with the Server Members intent): they forfeit each game
        here at their next decision (R52)."""
        for outcome in await self.service.member_left(payload.guild_id, payload.user.id):
            self.publisher.refresh(outcome.table.id, urgency=0)

    async def _member_gone(self, guild_id: int, user_id: int) -> bool:
        """Without the members intent: ask Discord, when a decision of theirs times out."""
        try:
            await self.http.get_member(guild_id, user_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False
        return False

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_gone(payload.thread_id)

    async def on_guild_channel_delete(self, channel) -> None:
        await self._channel_gone(channel.id)

    async def _channel_gone(self, channel_id: int) -> None:
        table = await self.service.in_channel(channel_id)
        if table is not None:
            log.info("table %s: its channel was deleted; the game is abandoned", table.id)
            await self.service.abandon(table.id)

    async def close(self) -> None:
        if self.scheduler is not None:
            await self.scheduler.stop()
        if self.publisher is not None:
            await self.publisher.stop()
        await super().close()
        if self.store is not None:
            await self.store.close()
        self.shut.set()
