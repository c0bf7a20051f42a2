"""Sharding and the shared global rate limit in the fake, with real discord.py clients (issue 27).

* ``GET /gateway/bot`` answers the configured shard count and ``max_concurrency``;
* each shard's sessions get only the events of their guilds ((guild_id >> 22) % num_shards),
  clicks and slash commands included, and several sessions on one shard all get them;
* more IDENTIFYs than ``max_concurrency`` allows in 5 s get INVALID_SESSION (op 9), and the
  client identifies again; a ``num_shards`` that is not a multiple of the configured count is
  closed 4010, a session that would hold more than 2,500 guilds 4011;
* the 50 requests/s global limit is per bot token, shared by every client using it.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Dict, List, Optional, Tuple

import aiohttp
import discord
import pytest

from tests.fakediscord import FakeDiscord, RateLimiter, example_bot
from tests.fakediscord.clients import ProbeBot, running

BOT = {'Authorization': 'Bot fake-token'}
IDENTIFY_DATA = {'token': 'fake-token', 'intents': 1, 'properties': {'os': 'linux', 'browser': 'raw', 'device': 'raw'}}


def names(guilds: Any) -> List[str]:
    return sorted(g.name for g in guilds)


def interactions(bot: ProbeBot) -> List[Any]:
    return [value for name, value in bot.events if name == 'interaction']


def press_button(fd: FakeDiscord, channel: Any, custom_id: str) -> Any:
    row = {'type': 1, 'components': [{'type': 2, 'style': 1, 'label': 'Press', 'custom_id': custom_id}]}
    return fd.server.create_message(channel, {'content': 'press', 'components': [row]})


async def test_gateway_bot_says_the_configured_shards() -> None:
    async with FakeDiscord() as fd, aiohttp.ClientSession(headers=BOT) as http:
        async with http.get(f'{fd.api_base}/gateway/bot') as resp:
            default = await resp.json()
    assert default['shards'] == 1 and default['session_start_limit']['max_concurrency'] == 1
    async with FakeDiscord(shard_count=3, max_concurrency=2) as fd, aiohttp.ClientSession(headers=BOT) as http:
        async with http.get(f'{fd.api_base}/gateway/bot') as resp:
            before = await resp.json()
        async with running(fd, discord.Client(intents=discord.Intents.default(), shard_id=2, shard_count=3)):
            async with http.get(f'{fd.api_base}/gateway/bot') as resp:
                after = await resp.json()
    assert before['shards'] == 3 and before['url'] == fd.gateway_url
    assert before['session_start_limit'] == {'total': 1000, 'remaining': 1000, 'reset_after': 86400000, 'max_concurrency': 2}
    assert after['session_start_limit']['remaining'] == 999


async def test_an_auto_sharded_client_runs_the_recommended_shards() -> None:
    class Sharded(discord.AutoShardedClient):
        async def before_identify_hook(self, shard_id: Optional[int], *, initial: bool = False) -> None:
            pass  # max_concurrency is not enforced here: no need for discord.py's 5 s between shards

    async with FakeDiscord(shard_count=2) as fd:
        a = fd.add_guild('A', members=1, shard=(0, 2))
        b = fd.add_guild('B', members=1, shard=(1, 2))
        async with running(fd, Sharded(intents=discord.Intents.default())) as client:
            assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
            assert {g.name: g.shard_id for g in client.guilds} == {'A': 0, 'B': 1}
        assert sorted(s.shard for s in fd.server.gateway.sessions.values()) == [(0, 2), (1, 2)]
        assert (a.id >> 22) % 2 == 0 and (b.id >> 22) % 2 == 1


async def test_each_shard_gets_only_its_guilds_events() -> None:
    async with FakeDiscord(shard_count=2) as fd:
        a1 = fd.add_guild('A1', members=2, shard=(0, 2))
        a2 = fd.add_guild('A2', members=2, shard=(0, 2))
        b = fd.add_guild('B', members=2, shard=(1, 2))
        async with running(fd, ProbeBot(shard_id=0, shard_count=2), commands=True) as zero, \
                running(fd, ProbeBot(shard_id=1, shard_count=2), commands=True) as one:
            assert names(zero.guilds) == ['A1', 'A2'] and names(one.guilds) == ['B']

            late = fd.add_guild('B2', members=1, shard=(1, 2))   # GUILD_CREATE while connected
            while (await one.wait_event('guild_available')).id != late.id:
                pass  # (the guilds of READY are announced too)

            fd.delete_channel(fd.add_channel(a1, 'doomed'))         # CHANNEL_DELETE
            leaver = b.members[0]
            fd.remove_member(b, leaver)                             # GUILD_MEMBER_REMOVE
            thread = fd.create_thread(a2.channel, 'talk', by=a2.members[0])
            fd.delete_channel(thread)                               # THREAD_DELETE
            assert (await zero.wait_event('guild_channel_delete')).name == 'doomed'
            assert (await zero.wait_event('raw_thread_delete')).thread_id == thread.id
            assert (await one.wait_event('raw_member_remove')).user.id == leaver.id

            click_b = await fd.click(b.members[0], press_button(fd, b.channel, 'raw:b'), 'Press')
            click_a = await fd.click(a1.members[0], press_button(fd, a1.channel, 'raw:a'), 'Press')
            assert (await click_b.response()).content == 'raw raw:b None'
            assert (await click_a.response()).content == 'raw raw:a None'
            slash = await fd.invoke_slash(b.members[0], b.channel, 'probe where')
            assert (await slash.response()).content.startswith(f'TextChannel {b.channel.id}')

            await asyncio.sleep(0.2)   # anything misrouted would have arrived by now
            assert interactions(zero) == ['raw:a'] and interactions(one) == ['raw:b']
            assert late.id not in [g.id for g in zero.guilds] and late.id in [g.id for g in one.guilds]
            assert 'raw_member_remove' not in {n for n, _ in zero.events}
            assert 'guild_channel_delete' not in {n for n, _ in one.events} and 'raw_thread_delete' not in {n for n, _ in one.events}
        fd.assert_clean()


async def test_two_sessions_on_one_shard_both_get_its_events() -> None:
    async with FakeDiscord(shard_count=2) as fd:
        a = fd.add_guild('A', members=2, shard=(0, 2))
        fd.add_guild('B', members=2, shard=(1, 2))
        async with running(fd, ProbeBot(shard_id=0, shard_count=2)) as first, \
                running(fd, ProbeBot(shard_id=0, shard_count=2)) as second, \
                running(fd, ProbeBot(shard_id=1, shard_count=2)) as other:
            assert names(first.guilds) == names(second.guilds) == ['A'] and names(other.guilds) == ['B']
            fd.delete_channel(fd.add_channel(a, 'doomed'))
            for bot in (first, second):
                assert (await bot.wait_event('guild_channel_delete')).name == 'doomed'
            click = await fd.click(a.members[0], press_button(fd, a.channel, 'both:see'), 'Press')
            for bot in (first, second):
                await bot.wait_event('interaction')
            await asyncio.sleep(0.2)
            assert interactions(other) == [] and 'guild_channel_delete' not in [n for n, _ in other.events]
            assert len(fd.server.gateway.interaction_sessions(a.id)) == 2 and click.response_type is None
        assert fd.errors == []


class RawGateway:
    """A hand-written gateway connection (plain JSON frames), to see exactly what the fake answers."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws

    @classmethod
    async def open(cls, http: aiohttp.ClientSession, fd: FakeDiscord) -> 'RawGateway':
        raw = cls(await http.ws_connect(f'{fd.gateway_url}?v=10&encoding=json'))
        assert (await raw.recv())['op'] == 10
        return raw

    async def recv(self) -> Dict[str, Any]:
        msg = await asyncio.wait_for(self.ws.receive(), 5)
        if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            return {'closed': self.ws.close_code if msg.type != aiohttp.WSMsgType.CLOSE else msg.data}
        return json.loads(msg.data)

    async def identify(self, shard: Optional[Tuple[int, int]]) -> Dict[str, Any]:
        """The first answer to an IDENTIFY: READY's frame, INVALID_SESSION, or {'closed': code}."""
        data = dict(IDENTIFY_DATA, shard=list(shard)) if shard is not None else IDENTIFY_DATA
        await self.ws.send_json({'op': 2, 'd': data})
        return await self.recv()


async def test_identifies_over_max_concurrency_get_invalid_session() -> None:
    """One IDENTIFY per rate-limit key (shard_id % max_concurrency) per 5 s; the refused connection stays open."""
    async with FakeDiscord(shard_count=4, max_concurrency=2) as fd, aiohttp.ClientSession() as http:
        gateways = [await RawGateway.open(http, fd) for _ in range(4)]
        answers = [await g.identify(shard) for g, shard in zip(gateways, [(0, 4), (1, 4), (2, 4), (3, 4)])]
        assert [a.get('t') or a.get('op') for a in answers] == ['READY', 'READY', 9, 9]
        assert answers[2] == {'op': 9, 'd': False, 's': None, 't': None}
        await gateways[3].ws.send_json({'op': 1, 'd': None})
        assert (await gateways[3].recv())['op'] == 11   # still open: INVALID_SESSION is not a close
        assert fd.server.gateway.identify_refusals == [(2, 4), (3, 4)]
        for g in gateways:
            await g.ws.close()


async def test_a_client_refused_for_max_concurrency_identifies_again() -> None:
    async with FakeDiscord(shard_count=2, max_concurrency=1) as fd:
        fd.add_guild('A', members=1, shard=(0, 2))
        fd.add_guild('B', members=1, shard=(1, 2))
        async with running(fd, discord.Client(intents=discord.Intents.default(), shard_id=0, shard_count=2)) as zero:
            # the second IDENTIFY comes within 5 s of the first: op 9, then discord.py waits 5 s and identifies again
            async with running(fd, discord.Client(intents=discord.Intents.default(), shard_id=1, shard_count=2), timeout=15) as one:
                assert names(zero.guilds) == ['A'] and names(one.guilds) == ['B']
        assert fd.server.gateway.identify_refusals == [(1, 2)]
        assert fd.server.gateway.identify_count == 2


async def test_a_shard_count_not_a_multiple_of_the_configured_one_is_closed_4010() -> None:
    async with FakeDiscord(shard_count=2) as fd, aiohttp.ClientSession() as http:
        for shard, answer in (((0, 3), {'closed': 4010}), ((2, 2), {'closed': 4010}), ((3, 4), 'READY'), ((0, 2), 'READY'), (None, 'READY')):
            g = await RawGateway.open(http, fd)
            got = await g.identify(shard)
            assert (got if 'closed' in got else got.get('t')) == answer, shard
            await g.ws.close()
        client = discord.Client(intents=discord.Intents.default(), shard_id=0, shard_count=3)
        saved = example_bot.saved_endpoints()
        await example_bot.point_discord_py_at(fd.api_base)
        try:
            with pytest.raises(discord.ConnectionClosed) as closed:
                await asyncio.wait_for(client.start('fake-token'), 10)
        finally:
            await client.close()
            example_bot.restore_endpoints(saved)
        assert closed.value.code == 4010


async def test_a_session_holding_more_than_2500_guilds_is_closed_4011() -> None:
    async with FakeDiscord() as fd, aiohttp.ClientSession() as http:
        for i in range(2501):
            fd.add_guild(f'G{i}', shard=(i % 2, 2))
        whole = await RawGateway.open(http, fd)
        assert await whole.identify(None) == {'closed': 4011}
        half = await RawGateway.open(http, fd)
        assert (await half.identify((0, 2)))['t'] == 'READY'
        await half.ws.close()


async def test_the_global_limit_is_shared_by_every_client_of_a_token() -> None:
    async with FakeDiscord(shard_count=2, rate_limits='count') as fd:
        a = fd.add_guild('A', members=1, shard=(0, 2))
        b = fd.add_guild('B', members=1, shard=(1, 2))
        async with running(fd, ProbeBot(shard_id=0, shard_count=2)) as zero, \
                running(fd, ProbeBot(shard_id=1, shard_count=2)) as one, \
                running(fd, discord.Client(intents=discord.Intents.default()), token='another-token') as stranger:
            # a window of 60 s instead of 1 s, so that the burst below cannot straddle two windows
            fd.server.ratelimits = limits = RateLimiter('count', global_window=60.0)
            await asyncio.gather(*(zero.fetch_channel(a.channel.id) for _ in range(30)),
                                 *(one.fetch_channel(b.channel.id) for _ in range(30)),
                                 *(stranger.fetch_channel(b.channel.id) for _ in range(30)))
            assert limits.requests['global'] == 90
            assert limits.would_reject == {'global': 10}   # 60 with fake-token, 50 allowed; another-token's 30 are its own

            clicks = [await fd.click(a.members[0], press_button(fd, a.channel, 'raw:a'), 'Press'),
                      await fd.click(b.members[0], press_button(fd, b.channel, 'raw:b'), 'Press')]
            for click in clicks:
                await click.response()
            assert limits.requests['interaction_callback'] == 2 and limits.requests['global'] == 90  # callbacks are exempt
