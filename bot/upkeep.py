"""What the bot does by itself, beside the timers of its games: after a restart, abandoning
the tables whose channel was deleted while it was down, counting once the results of games
that ended before results were kept, and the skill ratings again if they came from another
rating model (bot/ratings.py); every hour, purging the data of servers that
removed the bot; and letting tables nobody has asked for in a while leave memory."""

from __future__ import annotations

import asyncio
import logging
from typing import Awaitable, Callable

import discord

from .channel import Courier, Transport
from .dm import interaction_only
from .store import PrivacyStore, StoreError, Unavailable
from .store.tables import Place
from .tables import Lobbies, Records, TableCache

log = logging.getLogger(__name__)


class Upkeep:
    def __init__(self, cache: TableCache, courier: Courier, lobbies: Lobbies, records: Records,
                 privacy: PrivacyStore, transport: Transport, *, guild: Callable[[int], discord.Guild | None],
                 sound: Callable[[], Awaitable[None]], rerate: Callable[[], Awaitable[int | None]],
                 clock: Callable[[], float], grace_days: float, idle_seconds: float):
        self._cache = cache
        self._courier = courier
        self._lobbies = lobbies        # abandons a table whose channel is gone
        self._records = records        # older games' results
        self._privacy = privacy        # departed servers' data
        self._transport = transport    # asks Discord whether a channel is still there
        self._guild = guild            # a server as the gateway's cache knows it (None: not in it)
        self._sound = sound            # returns once the database is known sound (raises StoreError if not)
        self._rerate = rerate          # counts the ratings again if another model made them (None: no need)
        self._clock = clock
        self._grace_days = grace_days
        self._idle = idle_seconds

    async def abandon_lost_channels(self, tables: list[Place]) -> int:
        """After a restart, once the gateway has told the bot its servers: a table whose
        channel or thread was deleted (or can no longer be seen) while the bot was down is
        abandoned now, not at its next deadline. What the gateway's cache cannot tell (an
        archived thread) is asked of Discord. Returns how many."""
        lost = 0
        for table in tables:
            if interaction_only(table):
                continue   # the bot cannot look at a DM's channel: its next interaction finds it
            guild = self._guild(table.guild_id)
            if guild is not None and guild.unavailable:
                continue   # an outage, not a deletion: Discord says so when it is back
            if guild is not None and guild.get_channel_or_thread(table.channel_id) is not None:
                continue
            if guild is not None and await self._transport.exists(table.channel_id):
                continue
            log.info("table %s: its channel is gone (deleted while the bot was down); the game is abandoned",
                     table.id)
            await self._lobbies.abandon(table.id)
            lost += 1
        return lost

    async def record_old_games(self) -> None:
        """Games that ended before results were kept (an upgraded database) are counted once;
        ratings made by another rating model are counted again."""
        try:
            await self._sound()   # it reads the history: only once the file is sound
        except StoreError:
            return   # said by whoever checks the database
        try:
            done = await self._records.record_old_games()
        except Exception:
            log.exception("could not count the results of older games")
        else:
            if done:
                log.info("counted the results of %d games from before results were kept", done)
        try:
            rated = await self._rerate()
        except Exception:
            log.exception("could not count the skill ratings again")
        else:
            if rated is not None:
                log.info("rated %d stored games again with the current rating model", rated)

    async def purge_departed_servers(self) -> None:
        """Every hour: the data of servers that removed the bot more than the grace period ago,
        and the reminders of decisions taken that no change replaced (a game cancelled)."""
        try:
            await self._sound()   # it writes: only once the file is sound
        except StoreError:
            return   # said by whoever checks the database
        while True:
            try:
                gone = await self._privacy.purge_departed(before=self._clock() - self._grace_days * 86400)
            except Unavailable as e:
                log.warning("could not purge the data of servers that removed the bot (%s); trying in an hour", e)
            except Exception:
                log.exception("could not purge the data of servers that removed the bot")
            else:
                if gone:
                    log.info("purged the data of %d servers that removed the bot", len(gone))
            try:
                await self._privacy.drop_spent_reminders()
            except Exception as e:
                log.warning("could not delete the reminders of decisions taken (%s); trying in an hour", e)
            await asyncio.sleep(3600)

    async def let_go_idle_tables(self) -> None:
        """Memory follows the active games: tables untouched for ``idle_seconds`` leave it."""
        while True:
            await asyncio.sleep(min(60.0, self._idle / 2))
            self._courier.let_go(self._cache.let_go_idle(self._idle))
