"""The bot: the composition root, the one place where the parts meet (nothing imports this
module). Every part gets what it may touch in its constructor; start-up work runs in
``setup_hook``.

How a click travels: discord.py → :class:`~bot.clicks.Clicks` (the router) → under the
table's lock, :class:`~bot.tables.Play` commits the move → the router asks the
:class:`~bot.channel.Courier` to show it, in the click's own answer. Each committed
change also reaches :meth:`CoupBot._changed`, which hands it to the parts that act after
a change (deadlines, computers, reminders). The courier is the only way to a game's
channel; the bot's other requests to Discord (a deadline's question, a direct message, a
game's thread) go through the same paced :class:`~bot.channel.Transport`, which is all
those parts get of Discord.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import math
import signal
import sys
import time
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from engine.rng import SplitMix

from . import cardart
from .channel import Courier, History, Pacer, Queue, Sender, Shows, Summary, Sweep, Tokens, Transport
from .clicks import Clicks
from .commands import CoupCog, CoupTree
from .commands.privacy import forget_confirmed
from .computers import Computers
from .deadlines import Deadlines
from .listeners import Listeners
from .lobby import LobbyDesk
from .ladders import Ladders
from .onlookers import Onlookers
from .reminders import Reminders
from .ratings import Ratings, rebuild as rebuild_ratings
from .replies import Seen
from .searcher import Searcher
from .settings import Settings
from .shards import Lease, ShardsTaken
from .store import Store, StoreError, Unavailable, open_store
from .store.sqlite.inuse import Running
from .tables import Change, Lobbies, Play, Records, TableCache
from .timers import Clock, Scheduler
from .translator import CatalogueTranslator
from .upkeep import Upkeep

if TYPE_CHECKING:   # imported only when METRICS_PORT is set (prometheus_client and its web server take 0.1 s)
    from .metrics import HealthServer, Metrics

log = logging.getLogger(__name__)


#: Discord: one IDENTIFY per 5 s per bucket; a little more, for clocks and latency.
IDENTIFY_SPACING = 5.5
#: A stop ends within STOP_WITHIN seconds of its signal, whatever it meets: a deploy kills
#: the process 10 s after asking it to stop (docker stop, systemd), and the process still
#: has to exit. Its longest waits within that: for the interactions received to be answered
#: (those still running then are cancelled, before the database closes under them), for the
#: timers firing to finish, for the channels to be brought up to date, for a hard
#: computer's search to end (it is killed after).
STOP_WITHIN = 8.0
STOP_ANSWERS, STOP_TIMERS, STOP_CHANNELS, STOP_SEARCH = 4.0, 1.0, 1.0, 1.0
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
        self.metrics: Metrics | None = None
        if settings.metrics_port:
            from .metrics import Metrics
            self.metrics = Metrics()
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
        self.store = self.scheduler = self.courier = self.searcher = self.running = self.lease = None   # setup_hook
        self.fatal: StoreError | ShardsTaken | None = None   # why the bot stopped itself (python -m bot exits non-zero)
        self.stopped_by: str | None = None     # the signal that asked the bot to stop (SIGTERM, SIGINT)
        self._set_up = asyncio.Event()
        self.shut = asyncio.Event()   # close() has stopped every part and closed the database
        self._closing: asyncio.Future | None = None
        self._stop_at: float | None = None    # when the stop was asked (time.monotonic())
        self._background: set[asyncio.Task] = set()   # start-up and upkeep work, cancelled at the stop

    async def setup_hook(self) -> None:
        s = self.settings
        self.store = store = await open_store(s.database, pool_size=s.database_pool_size)
        if self.metrics is not None:
            from .metrics import HealthServer, ObservedStore
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
        # The shards are this process's alone before any timer is armed or any login made
        # (on SQLite the lease is written once the file's check lets writes through).
        self.lease = Lease(store.gateway, s.shard_count or 1, s.shard_ids or tuple(range(s.shard_count or 1)),
                           seconds=s.shard_lease, sound=store.sound, on_lost=self._lease_lost)
        taking = asyncio.ensure_future(self.lease.take())
        try:
            await self._set_up_parts(store, taking)
        finally:
            taking.cancel()

    async def _set_up_parts(self, store: Store, taking: asyncio.Future) -> None:
        s = self.settings
        self._run(self._database_checked(), "coup-db-checked")
        try:   # how many logins Discord allows at once, for before_identify_hook
            self._max_concurrency = max(1, (await self.fetch_session_start_limits()).max_concurrency)
        except discord.HTTPException as e:
            log.info("could not read the gateway's session start limits (%s); logging in one at a time", e)
        if self.served_shards is None or 0 in self.served_shards[1]:   # the cards' pictures, before anything is drawn
            await cardart.upload(self)
        else:   # the process with shard 0 makes them: this one reads them once they are there
            self._run(cardart.upload(self, create=False), "coup-card-art")
        rngs = (lambda: SplitMix(s.seed)) if s.seed is not None else SplitMix

        self.cache = TableCache(store.tables)
        self.ratings = Ratings()
        self.records = Records(store.tables, store.records, store.social, self.ratings)
        self.play = Play(self.cache, store.tables, self.records, on_change=self._changed, on_stale=self._stale,
                         clock=self.clock.now, rng_factory=rngs, time_scale=s.time_scale)
        self.lobbies = Lobbies(self.cache, store.tables, self.records, self.play, on_change=self._changed,
                               on_stale=self._stale, clock=self.clock.now, rng_factory=rngs)
        self.transport = Transport(self.http, Pacer(rate=s.rest_rate), me=lambda: self.user.id,
                                   mentions=self.allowed_mentions)
        history, tokens, shows = History(store.tables), Tokens(), Shows(store.shown)
        sender = Sender(self.transport, tokens, shows, Summary(store.tables, self.records),
                        Sweep(self.transport, history))
        self.courier = Courier(self.cache, history, shows, sender, tokens, Queue(), on_gone=self.lobbies.abandon)
        self.scheduler = Scheduler(clock=self.clock)
        self.searcher = Searcher()
        self.computers = Computers(self.scheduler, self.cache, store.tables, self.play, self.courier,
                                   delay=s.computer_delay, searcher=self.searcher, shards=self.served_shards)
        self.deadlines = Deadlines(self.scheduler, self.cache, store.tables, self.play, self.courier,
                                   ask=None if s.member_events else self.transport, decide=self.computers.decide,
                                   shards=self.served_shards)
        self.reminders = Reminders(self.scheduler, self.cache, store.reminders, store.guilds, self.courier,
                                   self.transport, server_name=self._server_name, time_scale=s.time_scale,
                                   shards=self.served_shards)
        self.lobby = LobbyDesk(self.transport, self.cache, self.lobbies, self.play, self.records, store.guilds,
                               self.courier)
        self.onlookers = Onlookers(self.cache, store.tables, store.social, store.guilds)
        self.ladders = Ladders(store.records, store.standings, store.social)
        self.clicks = Clicks(self.cache, self.play, self.lobby, self.courier, store.tables, self.seen, self.onlookers,
                             self.ladders, self.deadlines, forget=functools.partial(forget_confirmed, store.privacy))
        self.add_listener(self.clicks.on_interaction, "on_interaction")
        self.upkeep = Upkeep(self.cache, self.courier, self.lobbies, self.records, store.privacy, self.transport,
                             guild=self.get_guild, sound=store.sound, rerate=lambda: rebuild_ratings(store, self.ratings),
                             clock=self.clock.now, grace_days=s.guild_data_days, idle_seconds=s.idle_seconds)

        await self.tree.set_translator(CatalogueTranslator())
        await self.add_cog(Listeners(self.cache, self.play, self.lobbies, self.courier, store.privacy,
                                     guilds=self._guilds_of, clock=self.clock.now, grace_days=s.guild_data_days))
        await self.add_cog(CoupCog(cache=self.cache, lobby=self.lobby, tables=store.tables, courier=self.courier,
                                   records=store.records, standings=store.standings, guilds=store.guilds,
                                   social=store.social, onlookers=self.onlookers, ladders=self.ladders,
                                   privacy=store.privacy))
        await self._send_commands(store)

        await taking
        # What the channels may be missing is known before anything moves a game.
        behind = await store.shown.behind(shards=self.served_shards)
        self.courier.restored([table_id for table_id, _ in behind])
        pending = await self.deadlines.load() + await self.reminders.load()   # overdue ones fire at once
        self.courier.start()
        self._run(self._once_connected(), "coup-channels-checked")
        for table_id, urgency in behind:   # the most urgent first
            self.courier.refresh(table_id, urgency=urgency)
        self._run(self.upkeep.record_old_games(), "coup-old-results")
        self._run(self._purge_departed_servers(), "coup-purge")
        self._run(self.upkeep.let_go_idle_tables(), "coup-let-go")
        if self.metrics is not None:
            self.metrics.read_from(tables=self.cache.live, timers=lambda: self.scheduler.pending,
                                   shards=lambda: {i: shard.latency for i, shard in self.shards.items()
                                                   if not shard.is_closed() and math.isfinite(shard.latency)})
        self._set_up.set()
        log.info("ready to host: %d timers pending, %d channels to bring up to date", pending, len(behind))

    async def _send_commands(self, store: Store) -> None:
        """Send Discord the commands (their texts in every language) if they changed since they
        were last sent to this application at this API address, by the process that serves
        shard 0. Discord keeps them: sending them at every start of every process would cost a
        request each time, counted against the application's daily command limits."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        if self.served_shards is not None and 0 not in self.served_shards[1]:
            return
        translator = self.tree.translator
        payload = [await command.get_translated_payload(self.tree, translator)
                   for command in self.tree.get_commands(guild=guild)]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        where = f"{self.application_id} {guild.id if guild else 'global'} {self.settings.api_base}"
        if await store.gateway.commands_sent(where) == digest:
            log.info("the commands are as Discord was last sent them: not sent again")
            return
        await self.tree.sync(guild=guild)
        log.info("sent Discord the commands (%d), changed since they were last sent", len(payload))
        try:
            await store.gateway.note_commands_sent(where, digest)
        except (StoreError, Unavailable) as e:   # damage the file's check found is said by that check
            log.info("could not note the commands sent (%s): they are sent again at the next start", e)

    def _run(self, work, name: str) -> None:
        """Work of the bot's own beside the games (start-up checks, upkeep): cancelled at the stop."""
        task = self.loop.create_task(work, name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _once_connected(self) -> None:
        """The clock starts once the gateway has said which channels exist: a game whose
        channel was deleted while the bot was down is abandoned, never timed out first; and
        once the games computers play are read (after the bot serves clicks: with many
        stored games, reading them would keep it from serving)."""
        await self.wait_until_ready()
        if self.fatal is not None:
            return   # the bot is stopping: nothing of the games is to be touched
        began = time.monotonic()
        try:
            places = await self.store.tables.places(shards=self.served_shards)   # not the games themselves
            lost = await self.upkeep.abandon_lost_channels(places)
        except Exception as e:
            if self.is_closed():
                return   # stopped meanwhile, the database closed under the check
            if isinstance(e, Unavailable):   # out of reach: a line, not a traceback
                log.warning("could not check the channels of the stored games (%s)", e)
            else:
                log.exception("could not check the channels of the stored games")
        else:
            if lost:
                log.info("%d games were abandoned: their channels were deleted while the bot was down", lost)
            log.info("checked the channels of %d stored games in %.2f s", len(places), time.monotonic() - began)
        try:   # the games a computer plays, read once the bot serves clicks (they move when the clock starts)
            await self.computers.load()
        except Exception as e:
            if self.is_closed():
                return
            log.warning("could not read the games computers play (%s); they move at their next change", e)
        self.scheduler.start()

    def _server_name(self, guild_id: int) -> str | None:
        guild = self.get_guild(guild_id)
        return guild.name if guild is not None else None

    def _guilds_of(self, shard_id: int) -> tuple[int, set[int]]:
        """The shard count and the servers of one shard, as the gateway told them."""
        return self.shard_count or 1, {g.id for g in self.guilds if g.shard_id == shard_id}

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

    async def on_error(self, event_method: str, /, *args, **kwargs) -> None:
        """A gateway event's handler failed (a member who left, a channel deleted): with the
        database out of reach that is one line, not a traceback. Discord sends the event once:
        a member who left plays on until their time runs out; a deleted channel's game is
        abandoned at its next change or the next start; the servers are compared at each start."""
        error = sys.exc_info()[1]
        if isinstance(error, Unavailable):
            log.warning("%s: the database is out of reach (%s); the event is not acted on", event_method, error)
            return
        await super().on_error(event_method, *args, **kwargs)

    def _changed(self, change: Change) -> None:
        """A change was committed: what follows it (a deadline, a computer's move, reminders;
        for a table that ended, its timers go)."""
        if not change.table.active:
            self.scheduler.drop(change.table.id)
            return
        self.deadlines.on_change(change)
        self.computers.on_change(change)
        self.reminders.on_change(change)

    def _lease_lost(self, why: str) -> None:
        """Another process serves this one's shards now: this one stops (python -m bot says why)."""
        if not self.is_closed():
            self.fatal = ShardsTaken(why)
            self.loop.create_task(self.close(), name="coup-lease-lost")

    def _stale(self, table_id: int, redraw: bool) -> None:
        """Memory forgot a table that may have moved without this process: what its channel
        shows is read again, and with ``redraw`` the channel brought up to date with the store."""
        self.courier.forget(table_id)
        if redraw:
            self.courier.refresh(table_id, urgency=0)

    async def _database_checked(self) -> None:
        """The whole file's check runs while the bot starts, logs in and connects (every write
        but the gateway's waits for it: a click that moves is answered once it has passed).
        A damaged file stops the bot with the check's one sentence: ``python -m bot`` prints
        it and exits non-zero."""
        began = time.monotonic()
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
        else:
            log.info("the database is sound (checked in full in %.2f s); moves are written", time.monotonic() - began)

    async def _purge_departed_servers(self) -> None:
        await self._set_up.wait()
        await self.upkeep.purge_departed_servers()

    def stop(self, signum: int) -> None:
        """A signal asks the bot to stop: once, however many arrive."""
        name = signal.Signals(signum).name
        if self.stopped_by is not None:
            log.info("%s: already stopping", name)
            return
        self.stopped_by = name
        self._stop_at = time.monotonic()
        asyncio.ensure_future(self._stop())

    async def _stop(self) -> None:
        try:   # never close half-way through setup_hook, unless it hangs (Discord unreachable)
            await asyncio.wait_for(self._set_up.wait(), self._left(STOP_ANSWERS))
        except asyncio.TimeoutError:
            pass
        await self.close()

    def _left(self, wait: float) -> float:
        """``wait``, or less: what is left of the stop's STOP_WITHIN seconds."""
        if self._stop_at is None:
            self._stop_at = time.monotonic()
        return max(0.0, min(wait, self._stop_at + STOP_WITHIN - time.monotonic()))

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
        to date, then HTTP, the search process and the database. Within STOP_WITHIN seconds
        of the signal: an interaction still unanswered by then is cancelled first (its move
        is committed whole or not at all, and its player told the interaction failed)."""
        began = self._stop_at = self._stop_at or time.monotonic()
        for shard in self.shards.values():
            await shard.disconnect()
        unanswered = await self.seen.all_answered(timeout=self._left(STOP_ANSWERS))
        if unanswered:
            log.warning("%d interactions not answered within the stop's %.0f s: cancelled", unanswered,
                        STOP_ANSWERS)
            await self.seen.cancel_unanswered()
        mine = asyncio.current_task()
        waiting = [task for task in self._background if task is not mine]
        for task in waiting:
            task.cancel()
        await asyncio.gather(*waiting, return_exceptions=True)
        if self.scheduler is not None:
            await self.scheduler.stop(grace=self._left(STOP_TIMERS))
            await self.play.close()
        behind = 0
        if self.courier is not None:
            behind = await self.courier.drain(self._left(STOP_CHANNELS))
            await self.courier.stop()
        await super().close()
        if self.searcher is not None:
            await self.searcher.close(timeout=max(0.2, self._left(STOP_SEARCH)))
        if self.health is not None:
            await self.health.stop()
        if self.lease is not None:
            await self.lease.release()
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
