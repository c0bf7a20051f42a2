"""What the simulator does for Components V2, application emojis, modals with radio groups and
checkboxes, and play in group DMs and DMs between users through a user install (issue 37).

Each rule is Discord's documented one; each case shows the refusal and that the same request
without the fault is accepted.
"""

from __future__ import annotations

import base64
import io
import json

import aiohttp
import discord
import pytest
from discord import app_commands
from PIL import Image

from tests.fakediscord import FakeDiscord
from tests.fakediscord.clients import running

BOT = {'Authorization': 'Bot fake-token'}
V2 = 1 << 15


@pytest.fixture
async def fd():
    async with FakeDiscord() as fake:
        fake.expect_refusals()
        yield fake


def png(size: int = 16) -> str:
    out = io.BytesIO()
    Image.new('RGBA', (size, size), (200, 30, 30, 255)).save(out, 'PNG')
    return 'data:image/png;base64,' + base64.b64encode(out.getvalue()).decode()


async def send(http, method, url, body=None):
    async with http.request(method, url, json=body) as resp:
        return resp.status, (await resp.json() if resp.content_type == 'application/json' else None)


def codes(data, path):
    node = data['errors']
    for part in path.split('.'):
        node = node[part]
    return [e['code'] for e in node['_errors']]


async def test_application_emojis_are_made_listed_and_usable_on_buttons(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Art', members=1)
    base = f'{fd.api_base}/applications/{fd.server.app_id}/emojis'
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, made = await send(http, 'POST', base, {'name': 'coup_duke', 'image': png()})
        assert status == 201 and made['name'] == 'coup_duke'
        status, data = await send(http, 'POST', base, {'name': 'coup_duke', 'image': png()})
        assert status == 400 and codes(data, 'name') == ['APPLICATION_EMOJI_NAME_ALREADY_TAKEN']
        status, data = await send(http, 'POST', base, {'name': 'a', 'image': png()})
        assert status == 400 and 'name' in data['errors']
        status, data = await send(http, 'POST', base, {'name': 'big', 'image': 'data:image/png;base64,'
                                                       + base64.b64encode(b'x' * (256 * 1024 + 1)).decode()})
        assert status == 400
        status, listed = await send(http, 'GET', base)
        assert status == 200 and [e['id'] for e in listed['items']] == [made['id']]
        url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
        button = {'type': 2, 'style': 1, 'label': 'Duke', 'custom_id': 'd', 'emoji': {'id': '12345', 'name': 'nope'}}
        status, data = await send(http, 'POST', url, {'components': [{'type': 1, 'components': [button]}]})
        assert status == 400 and codes(data, 'components.0.components.0.emoji') == ['COMPONENT_INVALID_EMOJI']
        button['emoji'] = {'id': made['id'], 'name': 'coup_duke'}
        status, _ = await send(http, 'POST', url, {'components': [{'type': 1, 'components': [button]}]})
        assert status == 200


async def test_a_legacy_message_becomes_v2_only_with_its_content_and_embeds_reset(fd: FakeDiscord) -> None:
    """Discord: "When the IS_COMPONENTS_V2 flag is set, any of the used content, embeds ...
    fields must have their values reset to empty" — and the flag cannot be removed again."""
    guild = fd.add_guild('Old', members=1)
    old = fd.server.create_message(guild.channel, {'content': 'Turn 3', 'embeds': [{'description': 'board'}],
                                                   'components': [{'type': 1, 'components': [
                                                       {'type': 2, 'style': 2, 'label': 'My cards', 'custom_id': 'c'}]}]})
    url = f'{fd.api_base}/channels/{guild.channel.id}/messages/{old.id}'
    layout = [{'type': 17, 'components': [{'type': 10, 'content': '**Turn 3** · board'}]}]
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'PATCH', url, {'flags': V2, 'components': layout})
        assert status == 400 and codes(data, 'content') == ['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']
        status, data = await send(http, 'PATCH', url, {'flags': V2, 'content': None, 'components': layout})
        assert status == 400 and codes(data, 'embeds') == ['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']
        status, _ = await send(http, 'PATCH', url, {'flags': V2, 'content': None, 'embeds': [], 'components': layout})
        assert status == 200
        status, _ = await send(http, 'PATCH', url, {'flags': 0, 'components': layout})
        assert status == 200
    msg = fd.message(old)
    assert msg.flags & V2 and msg.content == '' and msg.embeds == []
    assert msg.body == '**Turn 3** · board'   # the same reading for both layouts


async def test_body_reads_what_a_message_says_without_its_controls(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Read', members=1)
    legacy = fd.server.create_message(guild.channel, {'content': 'hello', 'embeds': [{'description': 'board'}],
                                                      'components': [{'type': 1, 'components': [
                                                          {'type': 2, 'style': 2, 'label': 'Go', 'custom_id': 'g'}]}]})
    v2 = fd.server.create_message(guild.channel, {'flags': V2, 'components': [{'type': 17, 'components': [
        {'type': 10, 'content': 'hello'},
        {'type': 9, 'components': [{'type': 10, 'content': 'board'}],
         'accessory': {'type': 2, 'style': 2, 'label': 'Go', 'custom_id': 'g'}}]}]})
    assert fd.message(legacy).body == fd.message(v2).body == 'hello\nboard'
    assert fd.message(v2).labels == ['Go'] and 'Go' in fd.message(v2).text


class Private(discord.Client):
    """A bot whose /where command works anywhere, a user install included."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.none())
        self.tree = app_commands.CommandTree(self)
        self.seen: list = []

        @self.tree.command(name='where', description='Answer, then try the channel itself')
        @app_commands.allowed_installs(guilds=True, users=True)
        @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
        async def where(interaction: discord.Interaction) -> None:
            self.seen.append((interaction.context.private_channel, interaction.is_user_integration(), interaction.guild_id))
            await interaction.response.send_message('here')
            for i in range(6):
                try:
                    await interaction.followup.send(f'more {i}')
                except discord.HTTPException as e:
                    self.seen.append(('followup', i, e.code))
            try:
                await interaction.channel.send('unprompted')
            except discord.HTTPException as e:
                self.seen.append(('rest', e.status, e.code))

    async def setup_hook(self) -> None:
        await self.tree.sync()


async def test_a_group_dm_takes_only_answers_to_interactions(fd: FakeDiscord) -> None:
    """In a group DM the bot is reached by a user's install of the app (context 2, owner key
    '1'); it answers interactions, posts 5 follow-ups at most, and cannot post by itself."""
    alice, bob = fd.user('alice'), fd.user('bob')
    group = fd.add_group_dm(alice, bob)
    async with running(fd, Private(), commands=True) as bot:
        with pytest.raises(PermissionError):   # nobody installed the app: no /where here
            await fd.invoke_slash(alice, group, 'where')
        fd.install_app(alice)
        with pytest.raises(PermissionError):   # bob did not install it: he does not see it
            await fd.invoke_slash(bob, group, 'where')
        fi = await fd.invoke_slash(alice, group, 'where')
        assert (await fi.response()).content == 'here'
        await fd.server.notifier.wait_for(lambda: len(bot.seen) >= 3 or None, 5, lambda: 'the bot to finish')
    assert bot.seen[0] == (True, True, None)
    assert ('followup', 5, 40094) in bot.seen and ('rest', 403, 50001) in bot.seen
    assert [m.content for m in fd.messages(group)] == ['here'] + [f'more {i}' for i in range(5)]
    fd.server.errors.clear()


async def test_a_modal_answers_radio_groups_and_checkbox_groups_with_their_defaults(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Form', members=1)
    alice = guild.members[0]
    got = []

    class Form(discord.Client):
        def __init__(self) -> None:
            super().__init__(intents=discord.Intents.none())
            self.tree = app_commands.CommandTree(self)

            @self.tree.command(name='form', description='A form')
            async def form(interaction: discord.Interaction) -> None:
                await interaction.response.send_modal(Modal())

        async def setup_hook(self) -> None:
            await self.tree.sync()

    class Modal(discord.ui.Modal, title='New game'):
        mode = discord.ui.Label(text='Mode', component=discord.ui.RadioGroup(custom_id='mode', options=[
            discord.RadioGroupOption(label='Live', value='live', default=True),
            discord.RadioGroupOption(label='Async', value='async')]))
        extras = discord.ui.Label(text='Expansions', component=discord.ui.CheckboxGroup(
            custom_id='extras', min_values=0, max_values=2, required=False, options=[
                discord.CheckboxGroupOption(label='Reformation', value='reformation', default=True),
                discord.CheckboxGroupOption(label='Inquisitor', value='inquisitor')]))

        async def on_submit(self, interaction: discord.Interaction) -> None:
            got.append((self.mode.component.value, self.extras.component.values))
            await interaction.response.send_message('ok', ephemeral=True)

    async with running(fd, Form(), commands=True):
        for values in ({}, {'mode': 'async', 'extras': ['inquisitor']}):
            asked = await fd.invoke_slash(alice, guild, 'form')
            await asked.response()
            await (await fd.submit_modal(alice, asked, **values)).response()
        with pytest.raises(ValueError):
            await fd.submit_modal(alice, asked, mode='blitz')
    assert got == [('live', ['reformation']), ('async', ['inquisitor'])]
    assert json.dumps(fd.errors) == '[]'
