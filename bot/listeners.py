"""What the gateway tells the bot about servers, channels and members, and what follows for
the games: a channel or thread deleted abandons its game; a member who left the server (with
the Server Members intent) forfeits each game there at their next decision (R52); a server
that removed the bot has its data purged once the grace period is over, unless it adds the
bot back."""

from __future__ import annotations

import logging
from typing import Callable

import discord
from discord.ext import commands

from .channel import Courier
from .store import PrivacyStore
from .tables import Lobbies, Play, TableCache

log = logging.getLogger(__name__)


class Listeners(commands.Cog):
    def __init__(self, cache: TableCache, play: Play, lobbies: Lobbies, courier: Courier, privacy: PrivacyStore, *,
                 guilds: Callable[[int], tuple[int, set[int]]], clock: Callable[[], float], grace_days: float):
        self._cache = cache
        self._play = play
        self._lobbies = lobbies
        self._courier = courier
        self._privacy = privacy
        self._guilds = guilds          # a ready shard: (the shard count, the ids of its servers)
        self._clock = clock
        self._grace_days = grace_days

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self._privacy.guild_left(guild.id, self._clock())
        log.info("removed from server %s: its data goes in %g days unless the bot is added back", guild.id,
                 self._grace_days)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self._privacy.guild_back(guild.id)

    @commands.Cog.listener()
    async def on_shard_ready(self, shard_id: int) -> None:
        """The gateway has told this shard its servers: a server the bot was removed from,
        or added back to, while it was down is only known now (Discord sends no event for
        it, and a server added back comes as one the bot was in all along)."""
        count, present = self._guilds(shard_id)
        try:
            left, back = await self._privacy.servers_seen(present, self._clock(), shards=(count, (shard_id,)))
        except Exception as e:   # the next ready shard, or the next start, tries again
            log.warning("shard %s: could not compare its servers with the stored ones (%s)", shard_id, e)
            return
        if left or back:
            log.info("shard %s: %d servers removed the bot while it was down (their data goes in %g days unless "
                     "it is added back), %d added it back", shard_id, left, self._grace_days, back)

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        for change in await self._play.member_left(payload.guild_id, payload.user.id):
            self._courier.refresh(change.table.id, urgency=0)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_gone(payload.thread_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._channel_gone(channel.id)

    async def _channel_gone(self, channel_id: int) -> None:
        table = await self._cache.in_channel(channel_id)
        if table is not None:
            log.info("table %s: its channel was deleted; the game is abandoned", table.id)
            await self._lobbies.abandon(table.id)
