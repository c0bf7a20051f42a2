"""The bot: the composition root, the one place where the parts meet (nothing imports this
module). Every part gets what it may touch in its constructor; start-up work runs in
``setup_hook``.

How a click travels: discord.py → :class:`~bot.clicks.Clicks` (the router) → under the
table's lock, :class:`~bot.tables.Play` commits the move → the router asks the
:class:`~bot.channel.Courier` to show it, in the click's own answer. Each committed
change also reaches :meth:`CoupBot._changed`, which hands it to the parts that act after
a change (deadlines, computers, reminders).
"""

from __future__ import annotations

import asyncio
import logging
import math
import signal
import time

import discord
from discord.ext import commands

from engine.rng import SplitMix

from . import cardart
from .channel import Courier, Pacer
from .clicks import Clicks
from .commands import CoupCog, CoupTree
from .computers import Computers
from .deadlines import Deadlines
from .lobby import LobbyDesk
from .metrics import HealthServer, Metrics, ObservedStore
from .ladders import Ladders
from .onlookers import Onlookers
from .reminders import Reminders
from .ratings import Ratings, rebuild as rebuild_ratings
from .replies import Seen
from .searcher import Searcher
from .settings import Settings
from .store import StoreError, Unavailable, open_store
from .store.sqlite.inuse import Running
from .tables import Change, Lobbies, Play, Records, TableCache
from .timers import Clock, Scheduler
from .translator import CatalogueTranslator

log = logging.getLogger(__name__)


#: Discord: one IDENTIFY per 5 s per bucket; a little more, for clocks and latency.
IDENTIFY_SPACING = 5.5
#: A stop's longest waits (seconds): for the interactions received to be answered, for the
#: timers firing to finish, for the channels to be brought up to date. In all under 10 s,
#: what a deploy's stop allows before it kills (systemd, Docker).
STOP_ANSWERS, STOP_TIMERS, STOP_CHANNELS = 5.0, 1.5, 1.5
#: How long a bot that must stop lets its gateway connection finish first.
CONNECTING = 10.0


class CoupBot(commands.AutoShardedBot):
    """Discord's gateway shards are how the bot grows (a server's events, clicks included,
    all reach the shard ``(guild_id >> 22) % shard_count``): a process runs the shards its
    settings name, or all of them, and serves exactly those servers' games."""

    def __init__(self, settings: Settings, *, clock: Clock | None = None):
        intents = discord.Intents.none()
        intents.guilds = True  # channels, threads and permissions; no privileged intent is needed
        intents.members = settings.member_events  # optional: members who leave forfeit at once
        #: what /metrics exports (None: METRICS_PORT is not set, nothing is counted)
        self.metrics = Metrics() if settings.metrics_port else None
        self.seen = Seen(on_answered=self.metrics.answered if self.metrics else None)   # commands and clicks
        self.health: HealthServer | None = None
        # Nothing the bot says pings anyone unless a message asks for it.
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(),
                         tree_cls=lambda client: CoupTree(client, seen=self.seen),
                         shard_count=settings.shard_count,
                         shard_ids=list(settings.shard_ids) if settings.shard_ids else None,
                         http_trace=self.metrics.trace() if self.metrics else None)
        #: the shards this process serves, for what it reads at start-up (None: every server)
        self.served_shards = (settings.shard_count, settings.shard_ids) if settings.shard_ids else None
        self._max_concurrency = 1
        self.settings = settings
        self.clock = clock or Clock()   # tests give a clock they move by hand
        self.store = self.scheduler = self.courier = self.searcher = self.running = None   # made in setup_hook
        self.fatal: StoreError | None = None   # why the bot stopped itself (python -m bot exits non-zero)
        self.stopped_by: str | None = None     # the signal that asked the bot to stop (SIGTERM, SIGINT)
        self._set_up = asyncio.Event()
        self.shut = asyncio.Event()   # close() has stopped every part and closed the database
        self._closing: asyncio.Future | None = None
        self._purging: asyncio.Task | None = None
        self._letting_go: asyncio.Task | None = None

    async def setup_hook(self) -> None:
        s = self.settings
        self.store = store = await open_store(s.database, pool_size=s.database_pool_size)
        if self.metrics is not None:
            self.store = store = ObservedStore(store, self.metrics)
            self.health = HealthServer(self.metrics, check_database=store.schema_version, shards=self._shards_connected,
                                       host=s.metrics_host, port=s.metrics_port)
            await self.health.start()
        if s.database_url is None:   # tools that must not run beside the bot check this (copy-database)
            self.running = Running(s.database_path)
            held = self.running.take()
            if held is not None:
                log.warning("another process holds %s (%s): two bots on one SQLite file both act on its games",
                            self.running.path, held)
        self.loop.create_task(self._database_checked(), name="coup-db-checked")
        try:   # how many logins Discord allows at once, for before_identify_hook
            self._max_concurrency = max(1, (await self.fetch_session_start_limits()).max_concurrency)
        except discord.HTTPException as e:
            log.info("could not read the gateway's session start limits (%s); logging in one at a time", e)
        if self.served_shards is None or 0 in self.served_shards[1]:   # the cards' pictures, before anything is drawn
            await cardart.upload(self)
        else:   # the process with shard 0 makes them: this one reads them once they are there
            self.loop.create_task(cardart.upload(self, create=False), name="coup-card-art")
        rngs = (lambda: SplitMix(s.seed)) if s.seed is not None else SplitMix

        self.cache = TableCache(store.tables)
        self.ratings = Ratings()
        self.records = Records(store.tables, store.records, store.social, self.ratings)
        self.play = Play(self.cache, store.tables, self.records, on_change=self._changed, clock=self.clock.now,
                         rng_factory=rngs, time_scale=s.time_scale)
        self.lobbies = Lobbies(self.cache, store.tables, self.records, self.play, on_change=self._changed,
                               clock=self.clock.now, rng_factory=rngs)
        self.courier = Courier(self, self.cache, store.tables, store.shown, self.records,
                               on_gone=self.lobbies.abandon, pacer=Pacer(rate=s.rest_rate))
        self.scheduler = Scheduler(clock=self.clock)
        self.searcher = Searcher()
        self.computers = Computers(self.scheduler, self.cache, store.tables, self.play, self.courier,
                                   delay=s.computer_delay, searcher=self.searcher, shards=self.served_shards)
        self.deadlines = Deadlines(self.scheduler, self.cache, store.tables, self.play, self.courier,
                                   client=None if s.member_events else self, decide=self.computers.decide,
                                   pacer=self.courier.pacer, shards=self.served_shards)
        self.reminders = Reminders(self, self.scheduler, self.cache, store.reminders, store.guilds, self.courier,
                                   pacer=self.courier.pacer, time_scale=s.time_scale, shards=self.served_shards)
        self.lobby = LobbyDesk(self, self.cache, self.lobbies, self.play, self.records, store.guilds, self.courier)
        self.onlookers = Onlookers(self.cache, store.tables, store.social, store.guilds)
        self.ladders = Ladders(store.records, store.standings, store.social)
        self.clicks = Clicks(self.cache, self.play, self.lobby, self.courier, store.tables, self.seen, self.onlookers,
                             self.ladders, self.deadlines)
        self.add_listener(self.clicks.on_interaction, "on_interaction")

        await self.tree.set_translator(CatalogueTranslator())
        await self.add_cog(CoupCog(cache=self.cache, lobby=self.lobby, tables=store.tables, courier=self.courier,
                                   records=store.records, standings=store.standings, guilds=store.guilds,
                                   social=store.social, onlookers=self.onlookers, ladders=self.ladders,
                                   privacy=store.privacy))
        if s.dev_guild_id:
            guild = discord.Object(s.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

        # What the channels may be missing is known before anything moves a game.
        behind = await store.shown.behind(shards=self.served_shards)
        self.courier.restored([table_id for table_id, _ in behind])
        pending = await self.deadlines.load() + await self.reminders.load()   # overdue ones fire at once
        await self.computers.load()
        self.courier.start()
        self.loop.create_task(self._once_connected(), name="coup-channels-checked")
        for table_id, urgency in behind:   # the most urgent first
            self.courier.refresh(table_id, urgency=urgency)
        self.loop.create_task(self._record_old_games(), name="coup-old-results")
        self._purging = self.loop.create_task(self._purge_departed_servers(), name="coup-purge")
        self._letting_go = self.loop.create_task(self._let_go_idle_tables(), name="coup-let-go")
        if self.metrics is not None:
            self.metrics.read_from(tables=self.cache.live, timers=lambda: self.scheduler.pending,
                                   shards=lambda: {i: shard.latency for i, shard in self.shards.items()
                                                   if not shard.is_closed() and math.isfinite(shard.latency)})
        self._set_up.set()
        log.info("ready to host: %d timers pending, %d channels to bring up to date", pending, len(behind))

    async def _once_connected(self) -> None:
        """The clock starts once the gateway has said which channels exist: a game whose
        channel was deleted while the bot was down is abandoned, never timed out first."""
        await self.wait_until_ready()
        if self.fatal is not None:
            return   # the bot is stopping: nothing of the games is to be touched
        try:
            lost = await self.courier.check_channels(await self.store.tables.active(shards=self.served_shards))
        except Exception:
            if self.is_closed():
                return   # stopped meanwhile, the database closed under the check
            log.exception("could not check the channels of the stored games")
        else:
            if lost:
                log.info("%d games were abandoned: their channels were deleted while the bot was down", lost)
        self.scheduler.start()

    def _shards_connected(self) -> dict[int, bool]:
        return {shard_id: not shard.is_closed() for shard_id, shard in self.shards.items()}
    async def launch_shard(self, gateway, shard_id: int, *, initial: bool = False) -> None:
        """discord.py retries a shard's failed connection every 5 s for as long as the process
        lives, closed client or not: a bot closed while it connects (a damaged database found
        meanwhile, a stop) would never return from ``start``. Once closed, it stops trying."""
        if self.is_closed():
            return
        await super().launch_shard(gateway, shard_id, initial=initial)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord allows ``max_concurrency`` logins per 5 s for the whole bot, whatever process
        they come from: each login reserves its moment in the shared database and waits for it
        (discord.py's own wait counts this process's logins only)."""
        if self.store is None:
            return await super().before_identify_hook(shard_id, initial=initial)
        bucket = (shard_id or 0) % self._max_concurrency
        try:
            wait = await self.store.gateway.reserve_identify(bucket, IDENTIFY_SPACING)
        except (StoreError, Unavailable) as e:   # said once by whoever finds it; the login goes on
            log.warning("shard %s: could not reserve its turn to log in (%s); waiting as discord.py does",
                        shard_id, e)
            return await super().before_identify_hook(shard_id, initial=initial)
        if wait > 0:
            log.info("shard %s: waiting %.1f s for its turn to log in (max_concurrency %d)",
                     shard_id, wait, self._max_concurrency)
            await asyncio.sleep(wait)

    def _changed(self, change: Change) -> None:
        """A change was committed: what follows it (a deadline, a computer's move, reminders)."""
        self.deadlines.on_change(change)
        self.computers.on_change(change)
        self.reminders.on_change(change)

    async def _database_checked(self) -> None:
        """The whole file's check runs while the bot starts and serves (writes wait for it).
        A damaged file stops the bot with the check's one sentence: ``python -m bot`` prints
        it and exits non-zero."""
        try:
            await self.store.sound()
        except StoreError as e:
            self.fatal = e
            await self._set_up.wait()   # never close half-way through setup_hook…
            try:   # …nor under a gateway connection being made (its errors would hide this one)
                await asyncio.wait_for(self.wait_until_ready(), CONNECTING)
            except asyncio.TimeoutError:
                pass
            if not self.is_closed():
                await self.close()

    async def _record_old_games(self) -> None:
        """Games that ended before results were kept (an upgraded database) are counted once;
        ratings made by another rating model are counted again (bot/ratings.py: counted from
        a reading without a lock, then written in one short transaction)."""
        try:
            await self.store.sound()   # it reads the history: only once the file is sound
        except StoreError:
            return   # said by _database_checked
        try:
            done = await self.records.record_old_games()
        except Exception:
            log.exception("could not count the results of older games")
        else:
            if done:
                log.info("counted the results of %d games from before results were kept", done)
        try:   # a new rating model: the ratings are counted again (bot/ratings.py)
            rated = await rebuild_ratings(self.store, self.ratings)
        except Exception:
            log.exception("could not count the skill ratings again")
        else:
            if rated is not None:
                log.info("rated %d stored games again with %s", rated, self.ratings.model)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed from a server: its data is purged once the grace period is over."""
        await self.store.privacy.guild_left(guild.id, self.clock.now())
        log.info("removed from server %s: its data goes in %g days unless the bot is added back", guild.id,
                 self.settings.guild_data_days)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.store.privacy.guild_back(guild.id)

    async def _purge_departed_servers(self) -> None:
        """Every hour: the data of servers that removed the bot more than the grace period ago."""
        await self._set_up.wait()
        try:
            await self.store.sound()   # it writes: only once the file is sound
        except StoreError:
            return   # said by _database_checked
        while True:
            try:
                gone = await self.store.privacy.purge_departed(
                    before=self.clock.now() - self.settings.guild_data_days * 86400)
            except Unavailable as e:
                log.warning("could not purge the data of servers that removed the bot (%s); trying in an hour", e)
            except Exception:
                log.exception("could not purge the data of servers that removed the bot")
            else:
                if gone:
                    log.info("purged the data of %d servers that removed the bot", len(gone))
            await asyncio.sleep(3600)

    async def _let_go_idle_tables(self) -> None:
        """Memory follows the active games: tables untouched for ``idle_seconds`` leave it."""
        idle = self.settings.idle_seconds
        while True:
            await asyncio.sleep(min(60.0, idle / 2))
            self.courier.let_go(self.cache.let_go_idle(idle))

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (with the Server Members intent): they forfeit each game
        here at their next decision (R52)."""
        for change in await self.play.member_left(payload.guild_id, payload.user.id):
            self.courier.refresh(change.table.id, urgency=0)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_gone(payload.thread_id)

    async def on_guild_channel_delete(self, channel) -> None:
        await self._channel_gone(channel.id)

    async def _channel_gone(self, channel_id: int) -> None:
        table = await self.cache.in_channel(channel_id)
        if table is not None:
            log.info("table %s: its channel was deleted; the game is abandoned", table.id)
            await self.lobbies.abandon(table.id)

    def stop(self, signum: int) -> None:
        """A signal asks the bot to stop: once, however many arrive."""
        name = signal.Signals(signum).name
        if self.stopped_by is not None:
            log.info("%s: already stopping", name)
            return
        self.stopped_by = name
        asyncio.ensure_future(self._stop())

    async def _stop(self) -> None:
        try:   # never close half-way through setup_hook, unless it hangs (Discord unreachable)
            await asyncio.wait_for(self._set_up.wait(), STOP_ANSWERS)
        except asyncio.TimeoutError:
            pass
        await self.close()

    async def close(self) -> None:
        """Stop cleanly: once, however many callers ask (a signal, a failed check and ``async
        with`` may all close, and asyncio cancels the first caller at exit: the closing goes
        on, shielded, so the database is always closed and its threads never keep the
        process alive). Every caller waits for the whole of it."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close_everything())
        await asyncio.shield(self._closing)

    async def _close_everything(self) -> None:
        """No new work, then the work received finished, then everything closed, in that
        order: the gateway (no interaction arrives any more), every interaction received
        answered and committed, the timers firing now let finish, the channels brought up
        to date, then HTTP, the search process and the database. Within about 10 s."""
        began = time.monotonic()
        for shard in self.shards.values():
            await shard.disconnect()
        unanswered = await self.seen.all_answered(timeout=STOP_ANSWERS)
        for task in (self._purging, self._letting_go):
            if task is not None:
                task.cancel()
        if self.scheduler is not None:
            await self.scheduler.stop(grace=STOP_TIMERS)
        behind = 0
        if self.courier is not None:
            behind = await self.courier.drain(STOP_CHANNELS)
            await self.courier.stop()
        await super().close()
        if self.searcher is not None:
            await self.searcher.close()
        if self.health is not None:
            await self.health.stop()
        if self.store is not None:
            await self.store.close()
        cardart.forget()
        if self.running is not None:
            self.running.release()
        if self.stopped_by is not None:
            log.info("stopped on %s in %.1f s: %d interactions answered in all, %d unanswered, "
                     "%d channels left for the next start to bring up to date", self.stopped_by,
                     time.monotonic() - began, self.seen.taken - unanswered, unanswered, behind)
        self.shut.set()
