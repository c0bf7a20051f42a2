"""Message nonces, closed DMs, members leaving and locales, with the real discord.py client."""

from __future__ import annotations

import asyncio
from typing import Optional

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord.clients import ProbeBot, running

BOT = {'Authorization': 'Bot fake-token'}


# ------------------------------------------------------------------ nonces


async def test_enforce_nonce_returns_the_existing_message(fd: FakeDiscord) -> None:
    fd.expect_refusals()
    guild = fd.add_guild('Nonce', members=1)
    async with running(fd, ProbeBot(), commands=True) as bot:
        channel = bot.get_channel(guild.channel.id)
        first = await channel.send('once', nonce='retry-1')  # discord.py sends enforce_nonce with a nonce
        again = await channel.send('once (a retry)', nonce='retry-1')
        assert again.id == first.id and again.content == 'once' and again.nonce == 'retry-1'
        numeric = await channel.send('numbers too', nonce=12345)
        assert numeric.id != first.id
        plain = await channel.send('no nonce given')  # discord.py picks a random one
        assert plain.nonce is not None
    assert [m.content for m in fd.messages(guild)] == ['once', 'numbers too', 'no nonce given']
    assert len([r for r in fd.records if r.kind == 'create']) == 3

    raw = fd.add_channel(guild, 'raw')  # (the bot used up #general's 5 posts per 5 s)
    url = f'{fd.api_base}/channels/{raw.id}/messages'
    async with aiohttp.ClientSession(headers=BOT) as http:
        for _ in range(2):  # without enforce_nonce the nonce is only echoed
            async with http.post(url, json={'content': 'echo', 'nonce': 'n-2'}) as resp:
                assert resp.status == 200 and (await resp.json())['nonce'] == 'n-2'
        async with http.post(url, json={'content': 'x', 'nonce': 'x' * 26, 'enforce_nonce': True}) as resp:
            assert resp.status == 400
            body = await resp.json()
            assert body['code'] == 50035 and 'nonce' in body['errors']
    assert [m.content for m in fd.messages(raw)] == ['echo', 'echo']


async def test_nonce_window() -> None:
    async with FakeDiscord(nonce_window=0.2) as fd:
        guild = fd.add_guild('Window', members=1)
        url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
        body = {'content': 'hi', 'nonce': 'same', 'enforce_nonce': True}
        async with aiohttp.ClientSession(headers=BOT) as http:
            async with http.post(url, json=body) as resp:
                first = (await resp.json())['id']
            async with http.post(url, json=body) as resp:
                assert (await resp.json())['id'] == first
            other = fd.add_channel(guild, 'other')  # the same nonce in another channel is another message
            async with http.post(f'{fd.api_base}/channels/{other.id}/messages', json=body) as resp:
                assert (await resp.json())['id'] != first
            await asyncio.sleep(0.3)
            async with http.post(url, json=body) as resp:
                assert (await resp.json())['id'] != first
        assert len(fd.messages(guild)) == 2


# ------------------------------------------------------------------ closed DMs, members leaving


async def test_closed_dms_and_members_who_left(fd: FakeDiscord) -> None:
    guild = fd.add_guild('DMs', members=3)
    alice, bob, carol = guild.members
    async with running(fd, ProbeBot(), commands=True) as bot:
        ix = await fd.invoke_slash(alice, guild, 'probe dm')
        assert (await ix.response()).content == 'sent'
        assert (await fd.next_dm(alice)).content == 'hello in your DMs'

        fd.close_dms(alice)
        ix = await fd.invoke_slash(alice, guild, 'probe dm')
        assert (await ix.response()).content == 'forbidden 50007'
        dm = await bot.get_user(alice.id).create_dm()  # opening the channel still works, like on Discord
        assert dm.id == fd.dm_channel(alice).id
        fd.open_dms(alice)
        ix = await fd.invoke_slash(alice, guild, 'probe dm')
        assert (await ix.response()).content == 'sent'

        # bob leaves: the bot (members intent) hears it, he is no member any more, and DMs fail
        user_bob = await bot.fetch_user(bob.id)
        fd.remove_member(guild, bob)
        left = await bot.wait_event('raw_member_remove')
        assert left.user.id == bob.id and left.guild_id == guild.id
        assert (await bot.wait_event('member_remove')).id == bob.id
        assert bot.get_guild(guild.id).get_member(bob.id) is None
        with pytest.raises(discord.NotFound) as exc:
            await bot.get_guild(guild.id).fetch_member(bob.id)
        assert exc.value.code == 10007
        with pytest.raises(discord.Forbidden) as exc:
            await user_bob.send('are you there?')
        assert exc.value.code == 50007
        with pytest.raises(ValueError):
            await fd.invoke_slash(bob, guild, 'probe where')
        board = (await (await fd.invoke_slash(carol, guild, 'probe where')).response()).message
        with pytest.raises(ValueError):
            await fd.click(bob, board, 'Again')
    assert [(e['status'], e['body']['code']) for e in fd.errors] == [(403, 50007), (404, 10007), (403, 50007)]


async def test_member_remove_goes_only_to_sessions_with_the_members_intent(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Intents', members=2)
    alice, bob = guild.members
    async with running(fd, ProbeBot(members=False), commands=True) as bot:
        session = fd.session
        fd.remove_member(guild, bob)
        ix = await fd.invoke_slash(alice, guild, 'probe where')  # something that certainly arrives after
        await ix.response()
        assert 'GUILD_MEMBER_REMOVE' not in [event for _, event, _ in session.buffer]
        assert 'raw_member_remove' not in [n for n, _ in bot.events]


# ------------------------------------------------------------------ locales


class French(app_commands.Translator):
    WORDS = {'probe': 'sonde', 'where': 'ou', 'Where am I': 'Où suis-je', 'count': 'compter', 'n': 'nombre'}

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> Optional[str]:
        return self.WORDS.get(string.message) if locale is discord.Locale.french else None


async def test_locales(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Serveur', members=2, locale='fr')
    alice, bob = guild.members
    fd.set_locale(alice, 'fr')
    async with running(fd, ProbeBot(translator=French()), commands=True) as bot:
        assert bot.get_guild(guild.id).preferred_locale is discord.Locale.french
        [probe] = [c for c in fd.server.global_commands if c['name'] == 'probe']
        assert probe['name_localizations'] == {'fr': 'sonde'}  # stored as synced
        where = next(o for o in probe['options'] if o['name'] == 'where')
        assert where['name_localizations'] == {'fr': 'ou'} and where['description_localizations'] == {'fr': 'Où suis-je'}

        ix = await fd.invoke_slash(alice, guild, 'probe where')  # the English (default) names work
        assert ix.payload['locale'] == 'fr' and ix.payload['guild_locale'] == 'fr' and ix.payload['guild']['locale'] == 'fr'
        assert 'locale=fr guild_locale=fr' in (await ix.response()).content
        ix = await fd.invoke_slash(alice, guild, 'sonde ou')  # and so do the names alice sees
        assert ix.payload['data']['name'] == 'probe' and ix.payload['data']['options'][0]['name'] == 'where'
        assert 'locale=fr' in (await ix.response()).content
        ix = await fd.invoke_slash(bob, guild, 'probe count', nombre=3)
        assert ix.payload['data']['options'][0]['options'] == [{'name': 'n', 'type': 4, 'value': 3}]
        assert (await ix.response()).content == "n=3 colour='red'"
        ix = await fd.invoke_slash(bob, guild, 'probe where')
        assert 'locale=en-US guild_locale=fr' in (await ix.response()).content
    fd.assert_clean()
