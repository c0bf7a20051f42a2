"""Discord's REST rate limits in the fake, checked with raw HTTP and with the real discord.py client.

* bucketed answers carry the X-RateLimit-* headers discord.py reads, a request
  over a bucket is answered 429 in Discord's shape, and the fake counts it;
* discord.py sending 12 messages quickly to one channel waits and retries,
  and all 12 arrive in order; a burst over the global limit is retried too;
* interaction callbacks and webhooks are exempt from the global limit;
* 'count' mode never rejects (and lets the client run unthrottled) but counts
  would-be 429s; 'off' sends no headers.
"""

from __future__ import annotations

import asyncio
import time

import aiohttp
import discord
import pytest

from tests.fakediscord import FakeDiscord, example_bot
from tests.fakediscord.clients import running
from tests.fakediscord.ratelimit import RateLimiter, bucket_hash

BOT = {'Authorization': 'Bot fake-token'}


class PlainClient(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.2)


async def test_bucket_headers_and_429_shape(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Limits', members=1)
    url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
    async with aiohttp.ClientSession(headers=BOT) as http:
        before = time.time()
        for i in range(5):
            async with http.post(url, json={'content': f'm{i}'}) as resp:
                assert resp.status == 200
                h = resp.headers
                assert h['X-RateLimit-Limit'] == '5'
                assert h['X-RateLimit-Remaining'] == str(4 - i)
                assert h['X-RateLimit-Bucket'] == bucket_hash('channel_messages_post')
                assert 0 < float(h['X-RateLimit-Reset-After']) <= 5.0
                assert before + 4.9 < float(h['X-RateLimit-Reset']) < time.time() + 5.01
        async with http.post(url, json={'content': 'one too many'}) as resp:
            assert resp.status == 429
            body = await resp.json()
            assert body['message'] == 'You are being rate limited.' and body['code'] == 0 and body['global'] is False
            assert 0 < body['retry_after'] <= 5.0
            assert resp.headers['X-RateLimit-Scope'] == 'user'
            assert resp.headers['X-RateLimit-Remaining'] == '0'
            assert int(resp.headers['Retry-After']) >= 1
            assert resp.headers['Via']  # discord.py treats a 429 without Via as a Cloudflare ban
            assert 'X-RateLimit-Global' not in resp.headers
        # another channel has its own bucket (the channel is the major parameter); edits have theirs
        other = fd.add_channel(guild, 'other')
        async with http.post(f'{fd.api_base}/channels/{other.id}/messages', json={'content': 'fine'}) as resp:
            assert resp.status == 200 and resp.headers['X-RateLimit-Remaining'] == '4'
        first = fd.messages(guild)[0]
        async with http.patch(f'{url}/{first.id}', json={'content': 'edited'}) as resp:
            assert resp.status == 200 and resp.headers['X-RateLimit-Bucket'] == bucket_hash('channel_messages_patch')
        async with http.delete(f'{url}/{first.id}') as resp:
            assert resp.status == 204 and resp.headers['X-RateLimit-Limit'] == '5'
        # other routes: a generous default bucket with its own hash
        async with http.get(f'{fd.api_base}/channels/{guild.channel.id}') as resp:
            assert resp.status == 200 and resp.headers['X-RateLimit-Limit'] == '50'
            assert resp.headers['X-RateLimit-Bucket'] not in {bucket_hash('channel_messages_post'), bucket_hash('channel_messages_patch')}
        # errors carry the headers too
        async with http.get(f'{fd.api_base}/channels/{guild.channel.id}/messages/1') as resp:
            assert resp.status == 404 and 'X-RateLimit-Remaining' in resp.headers
    rl = fd.ratelimits
    assert rl.rejected == {'channel_messages_post': 1}
    assert rl.requests['channel_messages_post'] == 7
    assert rl.requests['channel_messages_patch'] == 1 and rl.requests['channel_messages_delete'] == 1
    assert rl.requests['global'] == 11
    assert fd.errors[-1]['status'] == 404 and all(e['status'] != 429 for e in fd.errors)  # 429s are not API errors


async def test_global_limit_429(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Global', members=1)
    urls = [f'{fd.api_base}/channels/{guild.channel.id}', f'{fd.api_base}/guilds/{guild.id}']
    async with aiohttp.ClientSession(headers=BOT) as http:
        statuses = []
        for i in range(52):
            async with http.get(urls[i % 2]) as resp:
                statuses.append(resp.status)
                if resp.status == 429:
                    body = await resp.json()
                    assert body['global'] is True and 0 < body['retry_after'] <= 1.0
                    assert resp.headers['X-RateLimit-Global'] == 'true'
                    assert resp.headers['X-RateLimit-Scope'] == 'global'
                    assert 'X-RateLimit-Bucket' not in resp.headers
        assert statuses[:50] == [200] * 50 and statuses[50:] == [429, 429]
        # a different token has its own global limit
        async with http.get(urls[0], headers={'Authorization': 'Bot other-token'}) as resp:
            assert resp.status == 200
    assert fd.ratelimits.rejected == {'global': 2}


async def test_interaction_endpoints_are_exempt_from_the_global_limit() -> None:
    async with FakeDiscord(global_rate_limit=3) as fd:
        guild = fd.add_guild('Exempt', members=1)
        alice = guild.members[0]
        async with running(fd, example_bot.ExampleBot(), commands=True):
            fd.ratelimits.reset_counters()
            for _ in range(3):
                think = await fd.invoke_slash(alice, guild, 'demo think', count=2)
                await think.followup(1)  # a callback, then two follow-ups through the interaction webhook
            assert fd.ratelimits.requests['interaction_callback'] == 3
            assert fd.ratelimits.requests['interaction_webhook'] == 6
            assert fd.ratelimits.requests.get('global', 0) == 0
            assert not fd.ratelimits.rejected
            # other requests do count: 3 per second here (another token, as the bot's may be in use)
            async with aiohttp.ClientSession(headers={'Authorization': 'Bot another-token'}) as http:
                codes = []
                for _ in range(4):
                    async with http.get(f'{fd.api_base}/channels/{guild.channel.id}') as resp:
                        codes.append(resp.status)
            assert codes == [200, 200, 200, 429]
        fd.assert_clean()


async def test_interaction_webhook_bucket_is_per_token(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Webhook', members=1)
    alice = guild.members[0]
    async with running(fd, example_bot.ExampleBot(), commands=True):
        first = await fd.invoke_slash(alice, guild, 'demo ping', text='a')
        second = await fd.invoke_slash(alice, guild, 'demo ping', text='b')
        await first.response()
        await second.response()
    async with aiohttp.ClientSession() as http:
        def original(ix):
            return f'{fd.api_base}/webhooks/{fd.bot_user.id}/{ix.token}/messages/@original'
        codes = []
        for _ in range(6):
            async with http.get(original(first)) as resp:
                codes.append(resp.status)
                if resp.status == 200:
                    assert resp.headers['X-RateLimit-Limit'] == '5'
                    assert 0 < float(resp.headers['X-RateLimit-Reset-After']) <= 2.0
        assert codes == [200] * 5 + [429]
        async with http.get(original(second)) as resp:
            assert resp.status == 200  # another interaction, another bucket
    assert fd.ratelimits.rejected == {'interaction_webhook': 1}


async def test_discord_py_waits_and_retries_until_all_12_messages_are_delivered_in_order() -> None:
    # Same mechanics as Discord's 5 per 5 s, in a 1 s window to keep the test short.
    async with FakeDiscord(rate_limit_buckets={'channel_messages_post': (5, 1.0)}) as fd:
        guild = fd.add_guild('Burst', members=1)
        # Another client of the same bot used the channel's bucket up: discord.py does
        # not know that, so its first request is answered 429.
        async with aiohttp.ClientSession(headers=BOT) as http:
            for _ in range(5):
                async with http.post(f'{fd.api_base}/channels/{guild.channel.id}/messages', json={'content': 'x'}) as resp:
                    assert resp.status == 200
        async with running(fd, PlainClient()) as client:
            channel = client.get_channel(guild.channel.id)
            started = time.monotonic()
            sent = []
            for i in range(12):
                sent.append(await channel.send(f'message {i}'))
            elapsed = time.monotonic() - started
            # and a concurrent burst: discord.py queues on the bucket, nothing is lost
            burst = await asyncio.gather(*(channel.send(f'burst {i}') for i in range(8)))
        texts = [m.content for m in fd.messages(guild)]
        assert texts[5:17] == [f'message {i}' for i in range(12)]
        assert sorted(texts[17:]) == sorted(f'burst {i}' for i in range(8))
        assert [m.id for m in sent] == [int(m.id) for m in fd.messages(guild)[5:17]]
        assert len(burst) == 8
        assert fd.ratelimits.rejected['channel_messages_post'] >= 1  # the 429 it got, then waited
        assert fd.ratelimits.requests['channel_messages_post'] == 5 + 12 + 8 + fd.ratelimits.rejected['channel_messages_post']
        assert elapsed >= 2.0  # 12 messages at 5 per second need at least two waits
        fd.assert_clean()


async def test_discord_py_survives_the_global_limit(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Global', members=1)
    other = fd.add_channel(guild, 'other')
    async with running(fd, PlainClient()) as client:
        fd.ratelimits.reset_counters()
        ids = [guild.channel.id, other.id] * 30
        fetched = await asyncio.gather(*(client.fetch_channel(cid) for cid in ids))
    assert [c.id for c in fetched] == ids
    assert fd.ratelimits.rejected.get('global', 0) >= 1
    fd.assert_clean()


async def test_count_mode_never_rejects_and_counts_would_be_429s() -> None:
    async with FakeDiscord(rate_limits='count') as fd:
        guild = fd.add_guild('Count', members=1)
        async with aiohttp.ClientSession(headers=BOT) as http:
            for i in range(7):
                async with http.post(f'{fd.api_base}/channels/{guild.channel.id}/messages', json={'content': str(i)}) as resp:
                    assert resp.status == 200
                    assert 'X-RateLimit-Remaining' not in resp.headers  # a client must not throttle itself
        assert len(fd.messages(guild)) == 7
        rl = fd.ratelimits
        assert rl.would_reject == {'channel_messages_post': 2} and not rl.rejected
        assert rl.requests['channel_messages_post'] == 7
        assert 'would-be 429s channel_messages_post=2' in rl.summary()


async def test_off_mode_and_rates() -> None:
    async with FakeDiscord(rate_limits='off') as fd:
        guild = fd.add_guild('Off', members=1)
        async with aiohttp.ClientSession(headers=BOT) as http:
            before = fd.ratelimits.stats()
            for i in range(10):
                async with http.post(f'{fd.api_base}/channels/{guild.channel.id}/messages', json={'content': str(i)}) as resp:
                    assert resp.status == 200 and 'X-RateLimit-Limit' not in resp.headers
        rates = fd.ratelimits.rates_since(before)
        assert rates['channel_messages_post'] > 0 and rates['global'] == rates['channel_messages_post']
        per_second = fd.ratelimits.requests_per_second(window=5.0)
        assert per_second['channel_messages_post'] == pytest.approx(10 / 5.0)
        assert not fd.ratelimits.rejected and not fd.ratelimits.would_reject


def test_limiter_windows_are_fixed_and_exact() -> None:
    now = [1000.0]
    rl = RateLimiter('enforce', clock=lambda: now[0])
    heads = [rl.hit('channel_messages_delete', 1, token='t') for _ in range(5)]
    assert [h['X-RateLimit-Remaining'] for h in heads] == ['4', '3', '2', '1', '0']
    assert heads[0]['X-RateLimit-Reset'] == '1001.000' and heads[0]['X-RateLimit-Reset-After'] == '1.000'
    now[0] = 1000.4
    with pytest.raises(Exception) as exc:
        rl.hit('channel_messages_delete', 1, token='t')
    assert exc.value.retry_after == pytest.approx(0.6)  # type: ignore[attr-defined]
    now[0] = 1001.0  # the window is over: a fresh one, full again
    assert rl.hit('channel_messages_delete', 1, token='t')['X-RateLimit-Remaining'] == '4'
    assert rl.hit('interaction_callback', 5, token=None) is not None
    assert rl.requests == {'channel_messages_delete': 7, 'global': 7, 'interaction_callback': 1}
