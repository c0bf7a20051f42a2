"""The fake Discord works with the real, unpatched discord.py client.

* in process: the example bot logs in, syncs, answers a slash command publicly,
  a click by another user is answered ephemerally (to that user only), a select
  works, deferrals and follow-ups work, and a dropped websocket is RESUMEd;
* as a separate process: same flow, then SIGKILL + restart, and the old
  persistent (DynamicItem) button still works;
* unknown routes are answered 404 and recorded loudly;
* the raw gateway protocol: zlib-stream, sequence numbers, RESUME replay,
  INVALID_SESSION, re-IDENTIFY.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
import zlib
from pathlib import Path
from typing import AsyncIterator

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # so `tests.fakediscord` imports however pytest is started
    sys.path.insert(0, str(ROOT))

from tests.fakediscord import FakeDiscord, Permissions  # noqa: E402
from tests.fakediscord import example_bot  # noqa: E402


@contextlib.asynccontextmanager
async def bot_in_process(fd: FakeDiscord) -> AsyncIterator[example_bot.ExampleBot]:
    """Run the example bot as a task in this event loop, pointed at ``fd``."""
    saved = example_bot.saved_endpoints()
    await example_bot.point_discord_py_at(fd.api_base)
    bot = example_bot.ExampleBot()
    task = asyncio.create_task(bot.start('fake-token'))
    try:
        await fd.wait_until_ready(timeout=10)
        yield bot
    finally:
        await bot.close()
        await asyncio.wait_for(task, 10)
        example_bot.restore_endpoints(saved)


async def start_bot_process(fd: FakeDiscord, log_path: Path) -> asyncio.subprocess.Process:
    env = {**os.environ, 'DISCORD_API_BASE': fd.api_base, 'PYTHONUNBUFFERED': '1'}
    log_file = open(log_path, 'ab')
    try:
        return await asyncio.create_subprocess_exec(
            sys.executable, '-m', 'tests.fakediscord.example_bot',
            cwd=str(ROOT), env=env, stdin=asyncio.subprocess.DEVNULL, stdout=log_file, stderr=log_file,
        )
    finally:
        log_file.close()


# ---------------------------------------------------------------- in process


async def test_in_process_bot_slash_click_select(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Demo Server', members=3)
    alice, bob, carol = guild.members
    assert [u.name for u in guild.members] == ['alice', 'bob', 'carol']

    async with bot_in_process(fd) as bot:
        assert [c['name'] for c in fd.server.global_commands] == ['demo']

        ix = await fd.invoke_slash(alice, guild.channel, 'demo ping', text='hello')
        answer = await ix.response()
        assert bot.get_guild(guild.id) is not None  # GUILD_CREATE came before the interaction
        assert answer.type == 4 and not answer.ephemeral
        assert answer.content == 'pong: hello'
        assert await fd.next_message(guild.channel) is answer.message
        assert answer.message.labels == ['Poke']
        assert answer.message.payload['interaction_metadata']['user']['id'] == str(alice.id)

        poke = await fd.click(bob, answer.message, label='Poke')
        reply = await poke.response()
        assert reply.ephemeral and reply.message.visible_to == bob.id
        assert reply.content == f'bob poked ping {ix.id}'
        assert await fd.next_ephemeral(bob) is reply.message
        record = await fd.wait_for(lambda r: r.kind == 'callback' and r.interaction_id == poke.id)
        assert record.ephemeral and record.interaction_user_id == bob.id and record.visible_to == bob.id
        assert reply.message not in fd.messages(guild.channel)

        # The ephemeral message has its own (non-persistent) view; only bob can see and use it.
        with pytest.raises(PermissionError):
            await fd.click(alice, reply.message, label='Reveal')
        reveal = await fd.click(bob, reply.message, label='Reveal')
        revealed = await reveal.response()
        assert revealed.type == 7 and revealed.message is reply.message
        assert reply.message.content == 'secret for bob: 42'
        assert reply.message.buttons[0]['disabled'] is True
        assert reveal.payload['message']['flags'] & 64  # clicked on an ephemeral message

        pick = await fd.select(carol, answer.message, values=['green'])
        picked = await pick.response()
        assert picked.ephemeral and picked.content == 'carol picked green'

        assert 'secret for bob: 42' in fd.all_text_seen_by(bob)
        for other in (alice, carol):
            seen = fd.all_text_seen_by(other)
            assert 'pong: hello' in seen and 'Pick a colour' in seen
            assert 'secret for bob' not in seen and 'bob poked' not in seen
        assert 'carol picked green' not in fd.all_text_seen_by(bob)

    fd.assert_clean()


async def test_in_process_defer_followups_options_and_resume(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Demo Server', members=2)
    alice, bob = guild.members

    async with bot_in_process(fd) as bot:
        think = await fd.invoke_slash(alice, guild.channel, 'demo think', count=3)
        deferred = await think.response()
        assert deferred.type == 5 and deferred.deferred and deferred.ephemeral
        first = await think.original()
        assert first.content == 'thought 3 times' and first.ephemeral
        second = await think.followup(1)
        assert second.content == 'and one more thing' and second.visible_to == alice.id
        with pytest.raises(ValueError):  # the Discord client enforces Range[int, 1, 10]
            await fd.invoke_slash(alice, guild.channel, 'demo think', count=11)

        whois = await fd.invoke_slash(alice, guild.channel, 'demo whois', member=bob)
        assert (await whois.response()).content == 'bob manage_server=False'
        fd.grant_manage_guild(guild, bob)
        whois = await fd.invoke_slash(alice, guild.channel, 'demo whois', member=bob)
        assert (await whois.response()).content == 'bob manage_server=True'
        # the members intent made the client ask for the member list
        assert any(op['op'] == 8 for op in fd.server.gateway.received)
        assert {m.name for m in bot.get_guild(guild.id).members} >= {'alice', 'bob'}

        # Drop the websocket: discord.py RESUMEs and nothing is lost.
        session = fd.session
        fd.drop_connection()
        await fd.server.notifier.wait_for(lambda: fd.server.gateway.resume_count == 1 and session.connected, 10)
        assert fd.session is session
        ix = await fd.invoke_slash(bob, guild.channel, 'demo ping', text='after resume')
        assert (await ix.response()).content == 'pong: after resume'

    fd.assert_clean()


# ---------------------------------------------------------------- a wider slice of discord.py, bot defined here


class NameModal(discord.ui.Modal, title='Your name'):
    name = discord.ui.TextInput(label='Name', custom_id='name_input')

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f'hello {self.name.value}', ephemeral=True)


class Board(discord.ui.LayoutView):
    """Components V2: a container with text, a section and a button row."""

    def __init__(self) -> None:
        super().__init__(timeout=60)
        income = discord.ui.Button(label='Take Income', custom_id='income')
        income.callback = self.income
        self.add_item(discord.ui.Container(
            discord.ui.TextDisplay('# Board'),
            discord.ui.Section(discord.ui.TextDisplay('alice: 2 coins'), accessory=discord.ui.Button(label='Info', custom_id='info')),
            discord.ui.ActionRow(income),
        ))

    async def income(self, interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.TextDisplay('alice: 3 coins'))
        await interaction.response.edit_message(view=view)


wide = app_commands.Group(name='wide', description='A wider slice of the API')


@wide.command(name='modal', description='Ask for a name')
async def wide_modal(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


async def fruit_names(interaction: discord.Interaction, current: str):
    return [app_commands.Choice(name=f, value=f) for f in ('apple', 'banana', 'cherry') if f.startswith(current)]


@wide.command(name='fruit', description='Pick a fruit')
@app_commands.autocomplete(fruit=fruit_names)
async def wide_fruit(interaction: discord.Interaction, fruit: str) -> None:
    await interaction.response.send_message(f'fruit {fruit}')


@wide.command(name='channel', description='Channel messages, history, DMs, follow-ups')
async def wide_channel(interaction: discord.Interaction) -> None:
    await interaction.response.defer()
    first = await interaction.channel.send('first')
    first = await first.edit(content='first edited', embed=discord.Embed(title='T', description='D'))
    fetched = await interaction.channel.fetch_message(first.id)
    history = [m.content async for m in interaction.channel.history(limit=10)]
    doomed = await interaction.channel.send('to delete')
    await doomed.delete()
    await interaction.edit_original_response(content=f'history={history} fetched={fetched.content!r}')
    await interaction.user.send('a DM for you')
    temp = await interaction.followup.send('temp follow-up', wait=True)
    await temp.edit(content='edited follow-up')
    await temp.delete()


@wide.command(name='board', description='Components V2 board')
async def wide_board(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(view=Board())


class WideBot(commands.AutoShardedBot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    async def setup_hook(self) -> None:
        self.tree.add_command(wide)
        await self.tree.sync()


async def test_wider_discord_py_surface(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Wide', members=2)
    alice, bob = guild.members
    saved = example_bot.saved_endpoints()
    await example_bot.point_discord_py_at(fd.api_base)
    bot = WideBot()
    task = asyncio.create_task(bot.start('fake-token'))
    try:
        await fd.wait_until_ready()

        ix = await fd.invoke_slash(alice, guild, 'wide modal')
        shown = await ix.response()
        assert shown.type == 9 and shown.modal['title'] == 'Your name'
        assert 'Your name' in fd.all_text_seen_by(alice) and 'Your name' not in fd.all_text_seen_by(bob)
        submitted = await fd.submit_modal(alice, ix, name_input='Alice')
        assert (await submitted.response()).content == 'hello Alice'

        assert await fd.autocomplete(alice, guild, 'wide fruit', 'fruit', fruit='b') == [{'name': 'banana', 'value': 'banana'}]

        ix = await fd.invoke_slash(alice, guild, 'wide channel')
        assert (await ix.response()).deferred
        done = await ix.original()
        assert done.content == "history=['first edited', ''] fetched='first edited'"  # '' is the thinking placeholder
        assert (await fd.next_dm(alice)).content == 'a DM for you'
        await fd.wait_for(lambda r: r.kind == 'delete' and r.interaction_id == ix.id)
        assert [m.content for m in fd.messages(guild)] == [done.content, 'first edited']
        assert fd.messages(guild)[1].embeds[0]['title'] == 'T'
        assert 'temp follow-up' in fd.all_text_seen_by(bob)  # it was public for a moment
        assert 'a DM for you' not in fd.all_text_seen_by(bob)

        ix = await fd.invoke_slash(bob, guild, 'wide board')
        board = (await ix.response()).message
        assert board.flags & (1 << 15) and board.texts == ['# Board', 'alice: 2 coins', 'Info', 'Take Income']
        click = await fd.click(alice, board, 'Take Income')
        assert (await click.response()).message.text == 'alice: 3 coins'
        fd.assert_clean()
    finally:
        await bot.close()
        await asyncio.wait_for(task, 10)
        example_bot.restore_endpoints(saved)


# ---------------------------------------------------------------- separate process


async def test_bot_process_survives_sigkill_restart(fd: FakeDiscord, tmp_path: Path) -> None:
    guild = fd.add_guild('Demo Server', members=3)
    alice, bob, carol = guild.members
    log_path = tmp_path / 'bot.log'
    proc = await start_bot_process(fd, log_path)
    try:
        await fd.wait_until_ready(timeout=30)
        ix = await fd.invoke_slash(alice, guild.channel, 'demo ping', text='before restart')
        answer = await ix.response()
        assert answer.content == 'pong: before restart'
        poke = await fd.click(bob, answer.message, label='Poke')
        assert (await poke.response()).ephemeral
        pick = await fd.select(carol, answer.message, labels=['Blue'])
        assert (await pick.response()).content == 'carol picked blue'

        proc.kill()
        await proc.wait()
        await fd.wait_disconnected()
        proc = await start_bot_process(fd, log_path)
        await fd.wait_until_ready(timeout=30)
        assert fd.server.gateway.identify_count == 2

        again = await fd.click(carol, answer.message, label='Poke')
        reply = await again.response()
        assert reply.ephemeral and reply.message.visible_to == carol.id
        assert reply.content == f'carol poked ping {ix.id}'
        fd.assert_clean()
    except BaseException:
        print(log_path.read_text(errors='replace')[-5000:])
        raise
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


# ---------------------------------------------------------------- protocol


async def test_unknown_route_is_404_and_recorded(fd: FakeDiscord, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger='fakediscord'):
        async with aiohttp.ClientSession() as http:
            async with http.put(f'{fd.api_base}/channels/1/pins/2', headers={'Authorization': 'Bot x'}, json={'a': 1}) as resp:
                assert resp.status == 404
                assert resp.headers['Content-Type'] == 'application/json'
                assert await resp.json() == {'message': '404: Not Found', 'code': 0}
    assert fd.unknown_routes == [{'method': 'PUT', 'path': '/api/v10/channels/1/pins/2', 'query': {}, 'body': {'a': 1}}]
    assert any('UNKNOWN ROUTE' in r.getMessage() and r.levelno == logging.ERROR for r in caplog.records)
    with pytest.raises(AssertionError, match='unknown routes'):
        fd.assert_clean()


async def test_discord_limits_are_enforced(fd: FakeDiscord) -> None:
    fd.expect_refusals()
    guild = fd.add_guild('Limits', members=1)
    url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
    async with aiohttp.ClientSession(headers={'Authorization': 'Bot x'}) as http:
        async with http.post(url, json={'content': 'x' * 2001}) as resp:
            assert resp.status == 400
            body = await resp.json()
            assert body['code'] == 50035 and 'content' in body['errors']
        async with http.post(url, json={}) as resp:
            assert resp.status == 400 and (await resp.json())['code'] == 50006
        row = {'type': 1, 'components': [{'type': 2, 'style': 1, 'label': 'A', 'custom_id': 'same'}] * 2}
        async with http.post(url, json={'content': 'hi', 'components': [row]}) as resp:
            assert resp.status == 400
        fd.set_overwrite(guild.channel, fd.bot_user, deny=Permissions.SEND_MESSAGES)
        async with http.post(url, json={'content': 'hi'}) as resp:
            assert resp.status == 403 and (await resp.json())['code'] == 50013
    assert len(fd.errors) == 4 and fd.messages(guild.channel) == []


class RawGatewayClient:
    """A minimal hand-written gateway client, to check the wire protocol itself."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.inflator = zlib.decompressobj()
        self.buffer = bytearray()

    async def recv(self) -> dict:
        while True:
            msg = await asyncio.wait_for(self.ws.receive(), 5)
            assert msg.type == aiohttp.WSMsgType.BINARY, msg
            self.buffer.extend(msg.data)
            if self.buffer[-4:] == b'\x00\x00\xff\xff':
                data = self.inflator.decompress(bytes(self.buffer))
                self.buffer.clear()
                return json.loads(data)

    async def send(self, op: int, d: object) -> None:
        await self.ws.send_json({'op': op, 'd': d})


async def test_a_heartbeat_is_acknowledged_after_a_network_round_trip_not_at_once(fd: FakeDiscord) -> None:
    """Issue 33, item 13: an instant HEARTBEAT_ACK (loopback) races discord.py 2.7's keep-alive
    thread, which notes when it sent the beat only after the send completes; the ACK is then
    measured from the previous beat and the bot logs "Can't keep up … 41 s behind" at every
    heartbeat. Discord's ACK always takes a round trip; the simulator's does too."""
    url = f'{fd.gateway_url}?v=10&encoding=json&compress=zlib-stream'
    loop = asyncio.get_running_loop()
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(url) as ws:
            gw = RawGatewayClient(ws)
            assert (await gw.recv())['op'] == 10
            for _ in range(3):
                sent = loop.time()
                await gw.send(1, None)
                assert (await gw.recv())['op'] == 11
                assert loop.time() - sent >= fd.server.gateway.heartbeat_ack_delay > 0


async def test_raw_gateway_sequence_resume_and_invalid_session(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Raw', members=2)
    url = f'{fd.gateway_url}?v=10&encoding=json&compress=zlib-stream'
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(url) as ws:
            gw = RawGatewayClient(ws)
            hello = await gw.recv()
            assert hello['op'] == 10 and hello['d']['heartbeat_interval'] > 0
            await gw.send(1, None)
            assert (await gw.recv())['op'] == 11
            await gw.send(2, {'token': 't', 'intents': 513, 'properties': {}})
            ready = await gw.recv()
            assert (ready['t'], ready['s']) == ('READY', 1)
            assert ready['d']['guilds'] == [{'id': str(guild.id), 'unavailable': True}]
            assert ready['d']['resume_gateway_url'] == fd.gateway_url
            create = await gw.recv()
            assert (create['t'], create['s']) == ('GUILD_CREATE', 2)
            assert [m['user']['id'] for m in create['d']['members']] == [str(fd.bot_user.id)]  # no presences intent
            session_id = ready['d']['session_id']

        await fd.wait_disconnected()
        channel = fd.add_channel(guild, 'missed')  # dispatched while disconnected: buffered

        async with http.ws_connect(url) as ws:
            gw = RawGatewayClient(ws)
            assert (await gw.recv())['op'] == 10
            await gw.send(6, {'token': 't', 'session_id': session_id, 'seq': 2})
            replayed = await gw.recv()
            assert (replayed['t'], replayed['s'], replayed['d']['id']) == ('CHANNEL_CREATE', 3, str(channel.id))
            resumed = await gw.recv()
            assert (resumed['t'], resumed['s']) == ('RESUMED', 4)

        async with http.ws_connect(url) as ws:
            gw = RawGatewayClient(ws)
            assert (await gw.recv())['op'] == 10
            await gw.send(6, {'token': 't', 'session_id': 'nope', 'seq': 1})
            assert await gw.recv() == {'op': 9, 'd': False, 's': None, 't': None}
            await gw.send(2, {'token': 't', 'intents': 513, 'properties': {}})
            ready = await gw.recv()
            assert ready['t'] == 'READY' and ready['s'] == 1 and ready['d']['session_id'] != session_id
    assert fd.server.gateway.identify_count == 2 and fd.server.gateway.resume_count == 1
    fd.assert_clean()
