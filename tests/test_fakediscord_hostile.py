"""Hostile and raw input through the real gateway, late and repeated interactions, the lean mode.

* ``raw_component``: any custom_id / type / values, on any message or none, in DMs;
* ``invoke_slash_raw``: option values of the wrong type, unknown options and
  subcommands, guild-only commands in DMs, sent with the declared option types;
* ``redeliver``: the same INTERACTION_CREATE twice; the second callback is 40060;
* ``late=True``: the callback is refused with 10062 and follow-ups with 10015;
* ``unanswered``: interactions the bot never answered;
* ``record=False``: the lean mode for load benchmarks still drives a bot.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import AsyncIterator

import aiohttp
import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakediscord import FakeDiscord, example_bot  # noqa: E402
from tests.fakediscord.clients import ProbeBot, running  # noqa: E402


async def eventually(check, timeout: float = 5.0) -> None:
    """Poll ``check`` (state kept by the bot, which the fake is not notified about)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        assert loop.time() < deadline, 'condition not reached'
        await asyncio.sleep(0.01)


@pytest.fixture
async def fd() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(interaction_deadline=0.5) as fake:
        yield fake


async def test_raw_components(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Raw', members=2)
    alice, bob = guild.members
    async with running(fd, ProbeBot(), commands=True):
        board = (await (await fd.invoke_slash(alice, guild, 'probe where')).response()).message

        # a custom_id that is not on the message it claims to come from
        ix = await fd.raw_component(bob, guild.channel, 'raw:forged', message=board)
        assert (await ix.response()).content == 'raw raw:forged None'
        assert ix.payload['message']['id'] == str(board.id) and ix.payload['data'] == {'custom_id': 'raw:forged', 'component_type': 2}

        # a select's values that no select offered, with no message at all
        ix = await fd.raw_component(bob, guild.channel, 'raw:select', component_type=3, values=['x', 7, None])
        assert (await ix.response()).content == "raw raw:select ['x', 7, None]"
        assert 'message' not in ix.payload

        # from a DM channel (no guild), and from a message as it looked earlier (a payload dict)
        ix = await fd.raw_component(alice, fd.dm_channel(alice, create=True), 'raw:dm')
        assert (await ix.response()).content == 'raw raw:dm None'
        assert 'guild_id' not in ix.payload and ix.payload['user']['id'] == str(alice.id)
        ix = await fd.raw_component(alice, guild.channel, 'raw:old', message=board.snapshot())
        assert (await ix.response()).content == 'raw raw:old None'

        # a custom_id the bot does not know at all: discord.py ignores it, nobody answers
        ignored = await fd.raw_component(alice, guild.channel, 'nobody-knows-this', message=board)
        with pytest.raises(ValueError):  # still only members of the guild can interact
            await fd.raw_component(fd.user('stranger'), guild.channel, 'raw:x')

        await asyncio.sleep(0.6)
        assert fd.unanswered() == [ignored]
        assert fd.unanswered(timeout=5.0) == []  # not old enough for a 5 s deadline
    fd.assert_clean()


async def test_invoke_slash_raw(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Raw slash', members=1)
    alice = guild.members[0]
    async with running(fd, ProbeBot(), commands=True):
        def leaf(ix):
            return ix.payload['data']['options'][0]['options']

        ok = await fd.invoke_slash_raw(alice, guild, 'probe count', options={'n': 3})
        assert (await ok.response()).content == "n=3 colour='red'"

        # a string for an integer option, sent with the declared type (4), as Discord would pass it on
        ix = await fd.invoke_slash_raw(alice, guild, 'probe count', options={'n': 'three'})
        assert leaf(ix) == [{'name': 'n', 'type': 4, 'value': 'three'}]
        ix2 = await fd.invoke_slash_raw(alice, guild, 'probe count', options={'n': 1.5, 'colour': 'green', 'extra': True})
        assert leaf(ix2) == [{'name': 'n', 'type': 4, 'value': 1.5}, {'name': 'colour', 'type': 3, 'value': 'green'},
                             {'name': 'extra', 'type': 5, 'value': True}]
        ix3 = await fd.invoke_slash_raw(alice, guild, 'probe count', options={'n': 99})  # out of Range[1, 10]
        missing = await fd.invoke_slash_raw(alice, guild, 'probe')
        assert missing.payload['data']['options'] == []
        unknown = await fd.invoke_slash_raw(alice, guild, 'probe nonsense', options={'a': 1})
        assert unknown.payload['data']['options'] == [{'name': 'nonsense', 'type': 1, 'options': [{'name': 'a', 'type': 4, 'value': 1}]}]
        with pytest.raises(PermissionError):
            await fd.invoke_slash(alice, fd.dm_channel(alice, create=True), 'guildonly')
        in_dm = await fd.invoke_slash_raw(alice, fd.dm_channel(alice), 'guildonly')
        assert in_dm.payload['context'] == 1 and 'guild_id' not in in_dm.payload
        # discord.py trusts Discord to have checked the values: they reach the command as sent
        assert (await ix.response()).content == "n='three' colour='red'"
        assert (await ix2.response()).content == "n=1.5 colour='green'"
        assert (await ix3.response()).content == "n=99 colour='red'"
        assert (await in_dm.response()).content == 'in a guild'  # and it trusts the payload's context
        # a missing or unknown subcommand finds no command: nobody answers
        await asyncio.sleep(0.6)
        assert {i.id for i in fd.unanswered()} == {missing.id, unknown.id}
        assert ok not in fd.unanswered()


async def test_redelivery_and_late_answers(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Again', members=2)
    alice, bob = guild.members
    async with running(fd, ProbeBot(), commands=True) as bot:
        ix = await fd.invoke_slash(alice, guild, 'probe where')
        first = await ix.response()
        fd.redeliver(ix)  # the same id and token again: the bot answers again, Discord refuses
        await fd.server.notifier.wait_for(lambda: fd.errors or None, 5)
        assert fd.errors == [{'method': 'POST', 'path': f'/api/v10/interactions/{ix.id}/{ix.token}/callback', 'status': 400,
                              'body': {'message': 'Interaction has already been acknowledged.', 'code': 40060}}]
        assert ix.redeliveries == 1 and ix.callback_attempts == 2
        assert fd.message(ix).id == first.message.id and len(fd.messages(guild)) == 1
        fd.errors.clear()

        late = await fd.invoke_slash(bob, guild, 'probe late', late=True)
        await eventually(lambda: bot.late_codes)
        assert bot.late_codes == [[10062, 10015]]  # the defer is too late, so the token never worked
        assert fd.late_interactions == [late] and late.response_type is None

        clicked = await fd.click(alice, first.message, 'Again', late=True)
        await fd.server.notifier.wait_for(lambda: len(fd.late_interactions) == 2, 5)
        assert fd.late_interactions[-1] is clicked and clicked.response_type is None
        assert [(e['status'], e['body']['code']) for e in fd.errors] == [(404, 10062), (404, 10015), (404, 10062)]
        await asyncio.sleep(0.6)
        assert fd.unanswered() == []  # the bot did try to answer each of them in time
        with pytest.raises(AssertionError, match='late interaction callbacks'):
            fd.assert_clean()


async def test_lean_mode_drives_a_bot() -> None:
    async with FakeDiscord(record=False) as fd:
        guild = fd.add_guild('Lean', members=3)
        alice, bob, carol = guild.members
        async with running(fd, example_bot.ExampleBot(), commands=True):
            ping = await fd.invoke_slash(alice, guild, 'demo ping', text='lean')
            answer = await ping.response()
            assert answer.content == 'pong: lean'
            for who in (bob, carol, alice):
                poke = await fd.click(who, answer.message, 'Poke')
                assert (await poke.response()).content == f'{who.name} poked ping {ping.id}'
            think = await fd.invoke_slash(bob, guild, 'demo think', count=2)
            assert (await think.followup(1)).content == 'and one more thing'
            assert (await fd.next_message(guild)).content == 'pong: lean'
        assert fd.records == [] and fd.server.request_log == []
        assert fd.mark() == 0
        fd.assert_clean()


async def test_benchmark_runs() -> None:
    from tests.fakediscord import bench

    result = await bench.measure(clicks=150, concurrency=16, response='update', record=False, warmup=20)
    assert result['failures'] == 0 and result['errors'] == 0 and result['late'] == 0
    assert 0 < result['cpu_ms_per_interaction'] < 50


async def test_interaction_retention() -> None:
    async with FakeDiscord(record=False, interaction_retention=0.3) as fd:
        assert FakeDiscord(record=False).server.interaction_retention == 30.0
        assert FakeDiscord().server.interaction_retention is None
        guild = fd.add_guild('Retention', members=2)
        alice, bob = guild.members
        async with running(fd, example_bot.ExampleBot(), commands=True):
            ping = await fd.invoke_slash(alice, guild, 'demo ping', text='kept')
            public = (await ping.response()).message
            poke = await fd.click(bob, public, 'Poke')
            secret = (await poke.response()).message
            assert secret.ephemeral and secret.id in fd.server.messages
            await asyncio.sleep(0.4)
            await (await fd.click(alice, public, 'Poke')).response()  # the next dispatch forgets the old ones
            assert ping not in fd.interactions and poke not in fd.interactions
            assert secret.id not in fd.server.messages and secret.id not in fd.server.channel_messages[guild.channel.id]
            assert public.id in fd.server.messages  # channel messages stay
            async with aiohttp.ClientSession() as http:
                url = f'{fd.api_base}/webhooks/{fd.bot_user.id}/{poke.token}/messages/@original'
                async with http.get(url) as resp:
                    assert resp.status == 404 and (await resp.json())['code'] == 10015
