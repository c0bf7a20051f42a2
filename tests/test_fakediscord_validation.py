"""The fake refuses what Discord refuses: every request body against Discord's OpenAPI description
(tests/fakediscord/discord-api-spec) and the documented limits it leaves out (issue 25).

Each case sends one bad body by raw HTTP (or through discord.py) and asserts the 400, code 50035,
and the field and error code Discord would name; the same body without the fault is accepted, so
each case proves its own rule and nothing else.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Dict, List, Tuple

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord, apispec, validate
from tests.fakediscord.clients import running

BOT = {'Authorization': 'Bot fake-token'}


@pytest.fixture
async def fd():
    """A fresh fake that these tests may send bad bodies on purpose."""
    async with FakeDiscord() as fake:
        fake.expect_refusals()
        yield fake


def row(*components: Dict[str, Any]) -> Dict[str, Any]:
    return {'type': 1, 'components': list(components)}


def button(custom_id: str = 'b', **fields: Any) -> Dict[str, Any]:
    return {'type': 2, 'style': 1, 'label': 'Press', 'custom_id': custom_id, **fields}


def select(custom_id: str = 's', n: int = 2, **fields: Any) -> Dict[str, Any]:
    options = [{'label': f'Option {i}', 'value': f'v{i}'} for i in range(n)]
    return {'type': 3, 'custom_id': custom_id, 'options': options, **fields}


def field_errors(body: Dict[str, Any], path: str) -> List[str]:
    """The error codes Discord's ``errors`` object gives for the field at ``path`` ('a.0.b'; '' = the body)."""
    node = body['errors']
    for part in [p for p in path.split('.') if p]:
        assert part in node, f'no errors at {path!r}: {json.dumps(body["errors"])}'
        node = node[part]
    return [e['code'] for e in node.get('_errors', [])]


async def send(http: aiohttp.ClientSession, method: str, url: str, body: Any, *, ok: Tuple[int, ...] = (200, 201, 204)) -> Tuple[int, Any]:
    async with http.request(method, url, json=body) as resp:
        data = await resp.json() if resp.content_type == 'application/json' else None
        return resp.status, data


def refused(status: int, data: Any, path: str, code: str) -> None:
    assert status == 400, (status, data)
    assert data['code'] == 50035 and data['message'] == 'Invalid Form Body', data
    assert code in field_errors(data, path), json.dumps(data['errors'])


# ------------------------------------------------------------------ messages

GOOD_MESSAGE: Dict[str, Any] = {
    'content': 'Turn 4',
    'embeds': [{'title': 'Board', 'description': 'alice 5', 'color': 0xFFFFFF, 'fields': [{'name': 'a', 'value': 'b'}]}],
    'allowed_mentions': {'parse': ['users']},
    'components': [row(button('b1'), button('b2')), row(select('s1'))],
}


def with_(**changes: Any) -> Dict[str, Any]:
    body = copy.deepcopy(GOOD_MESSAGE)
    body.update(changes)
    return body


#: (rule, body, field path, Discord's error code)
MESSAGE_CASES = [
    # what the description says
    ('button style 7', with_(components=[row(button(style=7))]), 'components.0.components.0.style', 'BASE_TYPE_CHOICES'),
    ('component type 99 in a row', with_(components=[row({'type': 99, 'custom_id': 'x'})]), 'components.0.components.0.type', 'BASE_TYPE_CHOICES'),
    ('top-level component type 99', with_(components=[{'type': 99}]), 'components.0.type', 'BASE_TYPE_CHOICES'),
    ('embed colour above 0xFFFFFF', with_(embeds=[{'title': 't', 'color': 0x1000000}]), 'embeds.0.color', 'NUMBER_TYPE_MAX'),
    ('allowed_mentions parse "bogus"', with_(allowed_mentions={'parse': ['bogus']}), 'allowed_mentions.parse.0', 'BASE_TYPE_CHOICES'),
    ('six buttons in a row', with_(components=[row(*[button(f'b{i}') for i in range(6)])]), 'components.0.components', 'BASE_TYPE_BAD_LENGTH'),
    ('an empty row', with_(components=[row()]), 'components.0.components', 'BASE_TYPE_BAD_LENGTH'),
    ('button label over 80', with_(components=[row(button(label='x' * 81))]), 'components.0.components.0.label', 'BASE_TYPE_MAX_LENGTH'),
    ('custom_id over 100', with_(components=[row(button('x' * 101))]), 'components.0.components.0.custom_id', 'BASE_TYPE_BAD_LENGTH'),
    ('select option label over 100', with_(components=[row({**select(), 'options': [{'label': 'x' * 101, 'value': 'v'}]})]),
     'components.0.components.0.options.0.label', 'BASE_TYPE_BAD_LENGTH'),
    ('select option value over 100', with_(components=[row({**select(), 'options': [{'label': 'l', 'value': 'x' * 101}]})]),
     'components.0.components.0.options.0.value', 'BASE_TYPE_BAD_LENGTH'),
    ('select placeholder over 150', with_(components=[row(select(placeholder='x' * 151))]), 'components.0.components.0.placeholder', 'BASE_TYPE_MAX_LENGTH'),
    ('select with 26 options', with_(components=[row(select(n=26))]), 'components.0.components.0.options', 'BASE_TYPE_BAD_LENGTH'),
    ('select with no options', with_(components=[row(select(n=0))]), 'components.0.components.0.options', 'BASE_TYPE_BAD_LENGTH'),
    ('select max_values over 25', with_(components=[row(select(n=25, max_values=26))]), 'components.0.components.0.max_values', 'NUMBER_TYPE_MAX'),
    ('eleven embeds', with_(embeds=[{'title': str(i)} for i in range(11)]), 'embeds', 'BASE_TYPE_MAX_LENGTH'),
    ('embed title over 256', with_(embeds=[{'title': 'x' * 257}]), 'embeds.0.title', 'BASE_TYPE_MAX_LENGTH'),
    ('embed with 26 fields', with_(embeds=[{'fields': [{'name': 'n', 'value': 'v'}] * 26}]), 'embeds.0.fields', 'BASE_TYPE_MAX_LENGTH'),
    ('embed field value over 1024', with_(embeds=[{'fields': [{'name': 'n', 'value': 'x' * 1025}]}]), 'embeds.0.fields.0.value', 'BASE_TYPE_MAX_LENGTH'),
    ('embed field without a value', with_(embeds=[{'fields': [{'name': 'n'}]}]), 'embeds.0.fields.0.value', 'BASE_TYPE_REQUIRED'),
    ('embed url not a URL', with_(embeds=[{'title': 't', 'url': 'not a url'}]), 'embeds.0.url', 'URL_TYPE_INVALID_URL'),
    ('content not a string', with_(content=5), 'content', 'STRING_TYPE_CONVERT'),
    ('flags not an integer', with_(flags='loud'), 'flags', 'NUMBER_TYPE_COERCE'),
    ('nonce over 25 characters', with_(nonce='x' * 26), 'nonce', 'BASE_TYPE_MAX_LENGTH'),
    ('allowed_mentions users not snowflakes', with_(allowed_mentions={'users': ['alice']}), 'allowed_mentions.users.0', 'NUMBER_TYPE_COERCE'),
    # the documented limits the description leaves out
    ('content over 2000', with_(content='x' * 2001), 'content', 'BASE_TYPE_MAX_LENGTH'),
    ('six action rows', with_(components=[row(button(f'b{i}')) for i in range(6)]), 'components', 'BASE_TYPE_MAX_LENGTH'),
    ('a select beside a button', with_(components=[row(select(), button())]), 'components.0.components', 'COMPONENT_LAYOUT_WIDTH_EXCEEDED'),
    ('max_values above the options', with_(components=[row(select(n=2, max_values=3))]), 'components.0.components.0.max_values',
     'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE'),
    ('min_values above max_values', with_(components=[row(select(n=3, min_values=3, max_values=2))]), 'components.0.components.0.min_values',
     'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE'),
    ('two options with one value', with_(components=[row({**select(), 'options': [{'label': 'a', 'value': 'v'}, {'label': 'b', 'value': 'v'}]})]),
     'components.0.components.0.options.1.value', 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED'),
    ('a custom_id used twice', with_(components=[row(button('same')), row(button('same'))]), 'components.1.components.0.custom_id',
     'COMPONENT_CUSTOM_ID_DUPLICATED'),
    ('a component id used twice', with_(components=[row(button('a', id=7)), row(button('b', id=7))]), 'components.1.components.0.id',
     'COMPONENT_ID_DUPLICATED'),
    ('a button without custom_id', with_(components=[row({'type': 2, 'style': 1, 'label': 'x'})]), 'components.0.components.0.custom_id',
     'BASE_TYPE_REQUIRED'),
    ('a link button with a custom_id', with_(components=[row(button('x', style=5, url='https://example.com'))]), 'components.0.components.0',
     'BUTTON_COMPONENT_INVALID_FIELDS'),
    ('a button without label or emoji', with_(components=[row({'type': 2, 'style': 1, 'custom_id': 'x'})]), 'components.0.components.0',
     'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED'),
    ('embeds over 6000 characters in all', with_(embeds=[{'description': 'x' * 4000}, {'description': 'y' * 2001}]), 'embeds',
     'MAX_EMBED_SIZE_EXCEEDED'),
    ('an embed field with an empty name', with_(embeds=[{'fields': [{'name': '', 'value': 'v'}]}]), 'embeds.0.fields.0.name', 'BASE_TYPE_REQUIRED'),
    ('parse "users" with a users list', with_(allowed_mentions={'parse': ['users'], 'users': ['1']}), 'allowed_mentions.parse',
     'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE'),
    ('parse "roles" with a roles list', with_(allowed_mentions={'parse': ['roles'], 'roles': ['1']}), 'allowed_mentions.parse',
     'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE'),
    ('content with IS_COMPONENTS_V2', {'content': 'hi', 'flags': 1 << 15, 'components': [{'type': 10, 'content': 'x'}]}, 'content',
     'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2'),
    ('41 components with IS_COMPONENTS_V2', {'flags': 1 << 15, 'components': [{'type': 17, 'components': [{'type': 10, 'content': str(i)} for i in range(40)]}]},
     'components', 'BASE_TYPE_MAX_LENGTH'),
]


async def test_the_good_message_is_accepted(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'POST', f'{fd.api_base}/channels/{guild.channel.id}/messages', GOOD_MESSAGE)
    assert status == 200, data
    fd.assert_clean()


@pytest.mark.parametrize('rule,body,path,code', MESSAGE_CASES, ids=[c[0] for c in MESSAGE_CASES])
async def test_a_message_is_refused(fd: FakeDiscord, rule: str, body: Dict[str, Any], path: str, code: str) -> None:
    guild = fd.add_guild('Rules', members=1)
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'POST', f'{fd.api_base}/channels/{guild.channel.id}/messages', body)
    refused(status, data, path, code)
    assert fd.messages(guild) == [] and len(fd.errors) == 1


async def test_the_refusal_is_discords_50035_shape(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'POST', f'{fd.api_base}/channels/{guild.channel.id}/messages',
                                  {'embeds': [{'title': 't', 'color': 0x1000000}]})
    assert status == 400
    assert data == {'code': 50035, 'message': 'Invalid Form Body', 'errors': {'embeds': {'0': {'color': {'_errors': [
        {'code': 'NUMBER_TYPE_MAX', 'message': 'int value should be less than or equal to 16777215.'}]}}}}}
    with pytest.raises(AssertionError, match='API errors'):
        fd.assert_clean()


async def test_an_edit_is_checked_too(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    msg = fd.server.create_message(guild.channel, {'content': 'hello'})
    url = f'{fd.api_base}/channels/{guild.channel.id}/messages/{msg.id}'
    async with aiohttp.ClientSession(headers=BOT) as http:
        refused(*await send(http, 'PATCH', url, {'components': [row(button(style=7))]}), 'components.0.components.0.style', 'BASE_TYPE_CHOICES')
        refused(*await send(http, 'PATCH', url, {'components': [row(select(), button())]}), 'components.0.components', 'COMPONENT_LAYOUT_WIDTH_EXCEEDED')
        status, _ = await send(http, 'PATCH', url, {'components': [row(button())]})
    assert status == 200 and fd.message(msg).buttons[0]['custom_id'] == 'b'


async def test_a_multipart_payload_json_is_checked(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
    async with aiohttp.ClientSession(headers=BOT) as http:
        for payload, status_wanted in ((with_(components=[row(button(style=7))]), 400), (GOOD_MESSAGE, 200)):
            form = aiohttp.FormData()
            form.add_field('payload_json', json.dumps({**payload, 'attachments': [{'id': 0, 'filename': 'a.txt'}]}),
                           content_type='application/json')
            form.add_field('files[0]', b'hello', filename='a.txt', content_type='text/plain')
            async with http.post(url, data=form) as resp:
                data = await resp.json()
                assert resp.status == status_wanted, data
    refused(400, fd.errors[0]['body'], 'components.0.components.0.style', 'BASE_TYPE_CHOICES')
    assert [len(m.payload['attachments']) for m in fd.messages(guild)] == [1]


async def test_discord_py_gets_the_field_path(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    async with running(fd, discord.Client(intents=discord.Intents.default())) as client:
        channel = client.get_channel(guild.channel.id)
        with pytest.raises(discord.HTTPException) as caught:
            await channel.send(embed=discord.Embed(title='t', colour=0x1000000))
        await channel.send(embed=discord.Embed(title='t', colour=0xFFFFFF))
    assert caught.value.status == 400 and caught.value.code == 50035
    assert 'In embeds.0.color' in caught.value.text
    assert len(fd.messages(guild)) == 1


async def test_a_refusal_fails_the_test_that_caused_it() -> None:
    """Leaving ``async with FakeDiscord()`` fails on a 50035 nobody expected, even if the bot carried on."""
    with pytest.raises(AssertionError, match=r'refused 1 request\(s\) as Discord would .*embeds'):
        async with FakeDiscord() as fake:
            guild = fake.add_guild('Rules', members=1)
            async with aiohttp.ClientSession(headers=BOT) as http:
                await send(http, 'POST', f'{fake.api_base}/channels/{guild.channel.id}/messages', {'embeds': [{'color': -1}]})
    async with FakeDiscord() as fake:   # other errors are left to assert_clean
        async with aiohttp.ClientSession(headers=BOT) as http:
            assert (await send(http, 'POST', f'{fake.api_base}/channels/1/messages', {'content': 'x'}))[0] == 404


# ------------------------------------------------------------------ ids and coercions

async def test_ids_and_integers_are_coerced_as_discord_does(fd: FakeDiscord) -> None:
    """A snowflake may be sent as an integer (discord.py does, for a DM's recipient_id and
    attachment ids), an integer as a string of digits; anything else is refused."""
    guild = fd.add_guild('Rules', members=1)
    alice = guild.members[0]
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, dm = await send(http, 'POST', f'{fd.api_base}/users/@me/channels', {'recipient_id': alice.id})
        assert status == 200 and dm['recipients'][0]['id'] == str(alice.id)
        status, _ = await send(http, 'POST', f'{fd.api_base}/users/@me/channels', {'recipient_id': str(alice.id)})
        assert status == 200
        refused(*await send(http, 'POST', f'{fd.api_base}/users/@me/channels', {'recipient_id': 'alice'}),
                'recipient_id', 'NUMBER_TYPE_COERCE')
        refused(*await send(http, 'POST', f'{fd.api_base}/users/@me/channels', {'recipient_id': -1}),
                'recipient_id', 'NUMBER_TYPE_MIN')
        url = f'{fd.api_base}/channels/{guild.channel.id}/messages'
        assert (await send(http, 'POST', url, with_(flags='4096')))[0] == 200
        refused(*await send(http, 'POST', url, with_(embeds=[{'color': '0xff'}])), 'embeds.0.color', 'NUMBER_TYPE_COERCE')


# ------------------------------------------------------------------ interaction callbacks and webhooks

async def test_interaction_callbacks_and_webhooks_are_checked(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Rules', members=1)
    alice = guild.members[0]
    async with running(fd, discord.Client(intents=discord.Intents.default())):
        async with aiohttp.ClientSession() as http:
            fi = await fd.raw_component(alice, guild.channel, 'nobody:answers')
            url = f'{fd.api_base}/interactions/{fi.id}/{fi.token}/callback'
            refused(*await send(http, 'POST', url, {'type': 42}), 'type', 'BASE_TYPE_CHOICES')
            refused(*await send(http, 'POST', url, {'type': 4, 'data': {'content': 'x' * 2001}}), 'data.content', 'BASE_TYPE_MAX_LENGTH')
            refused(*await send(http, 'POST', url, {'type': 4, 'data': {'components': [row(button(style=7))]}}),
                    'data.components.0.components.0.style', 'BASE_TYPE_CHOICES')
            refused(*await send(http, 'POST', url, {'type': 4, 'data': {'content': 'x', 'allowed_mentions': {'parse': ['users'], 'users': ['1']}}}),
                    'data.allowed_mentions.parse', 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE')
            refused(*await send(http, 'POST', url, {'type': 9, 'data': {'custom_id': 'm', 'title': 'x' * 46, 'components': [
                {'type': 18, 'label': 'Name', 'component': {'type': 4, 'custom_id': 'n', 'style': 1}}]}}), 'data.title', 'BASE_TYPE_BAD_LENGTH')
            status, _ = await send(http, 'POST', url, {'type': 4, 'data': {'content': 'fine', 'flags': 64}})
            assert status == 204 and fi.response_type == 4   # the refusals did not acknowledge it

            hook = f'{fd.api_base}/webhooks/{fd.server.app_id}/{fi.token}'
            refused(*await send(http, 'POST', hook, {'content': 'x' * 2001}), 'content', 'BASE_TYPE_MAX_LENGTH')
            refused(*await send(http, 'PATCH', hook + '/messages/@original', {'embeds': [{'color': -1}]}), 'embeds.0.color', 'NUMBER_TYPE_MIN')
            refused(*await send(http, 'PATCH', hook + '/messages/@original', {'components': [row(select(n=2, max_values=3))]}),
                    'components.0.components.0.max_values', 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE')

            auto = await fd.raw_component(alice, guild.channel, 'again')
            auto.type = 4  # answered as an autocomplete, to reach its schema
            status, data = await send(http, 'POST', f'{fd.api_base}/interactions/{auto.id}/{auto.token}/callback',
                                      {'type': 8, 'data': {'choices': [{'name': str(i), 'value': str(i)} for i in range(26)]}})
            refused(status, data, 'data.choices', 'BASE_TYPE_MAX_LENGTH')


# ------------------------------------------------------------------ application commands

def command(**changes: Any) -> Dict[str, Any]:
    cmd: Dict[str, Any] = {
        'name': 'coup', 'description': 'Play Coup', 'type': 1,
        'name_localizations': {'fr': 'coup'}, 'description_localizations': {'fr': 'Jouer à Coup'},
        'options': [{'type': 1, 'name': 'new', 'description': 'Open a lobby', 'options': [
            {'type': 3, 'name': 'mode', 'description': 'live or async', 'required': True,
             'choices': [{'name': 'live', 'value': 'live'}, {'name': 'async', 'value': 'async'}]},
            {'type': 4, 'name': 'hours', 'description': 'hours per answer', 'min_value': 1, 'max_value': 72},
        ]}],
    }
    cmd.update(changes)
    return cmd


def leaf(**changes: Any) -> Dict[str, Any]:
    """The command with its subcommand's options replaced."""
    cmd = command()
    cmd['options'][0]['options'] = changes['options']
    return cmd


def big_option(i: int, **fields: Any) -> Dict[str, Any]:
    """An option of 132 counted characters (a 32-character name, a 100-character description)."""
    return {'type': 3, 'name': f'{i:02d}'.rjust(32, 'o'), 'description': 'd' * 100, **fields}


TWO_CHOICES = [{'name': 'c' * 10, 'value': 'v' * 10}, {'name': 'C' * 10, 'value': 'w' * 10}]

#: (rule, commands, field path, error code)
COMMAND_CASES = [
    ('option type 99', [leaf(options=[{'type': 99, 'name': 'x', 'description': 'x'}])], '0.options.0.options.0.type', 'BASE_TYPE_CHOICES'),
    ('name over 32', [command(name='x' * 33)], '0.name', 'BASE_TYPE_BAD_LENGTH'),
    ('description over 100', [command(description='x' * 101)], '0.description', 'BASE_TYPE_MAX_LENGTH'),
    ('26 options', [command(options=[{'type': 3, 'name': f'o{i}', 'description': 'd'} for i in range(26)])], '0.options', 'BASE_TYPE_MAX_LENGTH'),
    ('26 choices', [leaf(options=[{'type': 3, 'name': 'c', 'description': 'd', 'choices': [{'name': str(i), 'value': str(i)} for i in range(26)]}])],
     '0.options.0.options.0.choices', 'BASE_TYPE_MAX_LENGTH'),
    ('uppercase name', [command(name='Coup')], '0.name', 'APPLICATION_COMMAND_INVALID_NAME'),
    ('uppercase accented name', [command(name='été', name_localizations={'fr': 'Été'})], '0.name_localizations.fr', 'APPLICATION_COMMAND_INVALID_NAME'),
    ('name with a space', [command(name='coup game')], '0.name', 'APPLICATION_COMMAND_INVALID_NAME'),
    ('name with punctuation', [command(name='coup!')], '0.name', 'APPLICATION_COMMAND_INVALID_NAME'),
    ('option name uppercase', [leaf(options=[{'type': 3, 'name': 'Mode', 'description': 'd'}])], '0.options.0.options.0.name',
     'APPLICATION_COMMAND_INVALID_NAME'),
    ('empty description', [command(description='')], '0.description', 'BASE_TYPE_BAD_LENGTH'),
    ('empty option description', [leaf(options=[{'type': 3, 'name': 'm', 'description': ''}])], '0.options.0.options.0.description',
     'BASE_TYPE_BAD_LENGTH'),
    ('unknown locale key', [command(name_localizations={'fr': 'coup', 'xx': 'coup'})], '0.name_localizations.xx', 'LOCALE_INVALID'),
    ('unknown locale key on a choice', [leaf(options=[{'type': 3, 'name': 'm', 'description': 'd', 'choices': [
        {'name': 'live', 'value': 'live', 'name_localizations': {'fr-FR': 'direct'}}]}])],
     '0.options.0.options.0.choices.0.name_localizations.fr-FR', 'LOCALE_INVALID'),
    ('over the size limit', [command(options=[big_option(i, choices=TWO_CHOICES) for i in range(25)])], '0', 'APPLICATION_COMMAND_TOO_LARGE'),
    ('over the size limit by its localizations', [command(options=[  # 2,300 characters in English, 6,400 counted
        big_option(i, description='d' * 50, description_localizations={'fr': 'é' * 100},
                   choices=[{**c, 'name': c['name'][:2], 'value': c['value'][:2], 'name_localizations': {'fr': c['name'] * 6}} for c in TWO_CHOICES])
        for i in range(25)])], '0', 'APPLICATION_COMMAND_TOO_LARGE'),
    ('two options with one name', [leaf(options=[{'type': 3, 'name': 'm', 'description': 'd'}, {'type': 4, 'name': 'm', 'description': 'd'}])],
     '0.options.0.options.1.name', 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS'),
    ('a required option after an optional one', [leaf(options=[{'type': 3, 'name': 'a', 'description': 'd'},
                                                               {'type': 3, 'name': 'b', 'description': 'd', 'required': True}])],
     '0.options.0.options.1.required', 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID'),
    ('a choice value over 100', [leaf(options=[{'type': 3, 'name': 'c', 'description': 'd', 'choices': [{'name': 'n', 'value': 'x' * 101}]}])],
     '0.options.0.options.0.choices.0.value', 'BASE_TYPE_MAX_LENGTH'),
    ('choices with autocomplete', [leaf(options=[{'type': 3, 'name': 'c', 'description': 'd', 'autocomplete': True,
                                                  'choices': [{'name': 'n', 'value': 'v'}]}])],
     '0.options.0.options.0.autocomplete', 'APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE'),
    ('a subcommand beside an option', [command(options=[command()['options'][0], {'type': 3, 'name': 'x', 'description': 'd'}])],
     '0.options', 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID'),
    ('two commands with one name', [command(), command()], '1.name', 'APPLICATION_COMMANDS_DUPLICATE_NAME'),
    ('101 slash commands', [command(name=f'c{i}', name_localizations=None) for i in range(101)], '', 'APPLICATION_COMMANDS_TOO_MANY'),
    ('a user command with a description', [{'type': 2, 'name': 'Check cards', 'description': 'no'}], '0.description',
     'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION'),
]


async def test_good_commands_are_accepted(fd: FakeDiscord) -> None:
    fine = [
        command(),
        command(name='jouer-à', name_localizations={'th': 'เล่น', 'hi': 'खेलें', 'ja': 'コープ'}),  # uncased letters, Thai, Devanagari
        command(name="coup's", options=[big_option(i) for i in range(25)]),  # 3,318 characters: within the size limit
        {'type': 2, 'name': 'Check cards'},  # user commands may be mixed case, with spaces
    ]
    assert validate.command_size(fine[2]) == 3318
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'PUT', f'{fd.api_base}/applications/{fd.server.app_id}/commands', fine)
    assert status == 200, data
    assert [c['name'] for c in fd.server.global_commands] == ['coup', 'jouer-à', "coup's", 'Check cards']


@pytest.mark.parametrize('rule,commands,path,code', COMMAND_CASES, ids=[c[0] for c in COMMAND_CASES])
async def test_commands_are_refused(fd: FakeDiscord, rule: str, commands: List[Dict[str, Any]], path: str, code: str) -> None:
    async with aiohttp.ClientSession(headers=BOT) as http:
        status, data = await send(http, 'PUT', f'{fd.api_base}/applications/{fd.server.app_id}/commands', commands)
    refused(status, data, path, code)
    assert fd.server.global_commands == [] and fd.server.command_syncs == 0


def test_the_size_counts_each_field_by_its_longest_localization() -> None:
    cmd = {'name': 'ab', 'name_localizations': {'fr': 'abcd'}, 'description': 'x' * 10, 'description_localizations': {'de': 'y' * 3},
           'options': [{'name': 'o', 'description': 'dd', 'choices': [{'name': 'n', 'name_localizations': {'fr': 'nnn'}, 'value': 12345}]}]}
    assert validate.command_size(cmd) == 4 + 10 + (1 + 2 + 3 + 5)


async def test_one_command_created_or_edited_is_checked(fd: FakeDiscord) -> None:
    base = f'{fd.api_base}/applications/{fd.server.app_id}/commands'
    async with aiohttp.ClientSession(headers=BOT) as http:
        refused(*await send(http, 'POST', base, command(name='Coup')), 'name', 'APPLICATION_COMMAND_INVALID_NAME')
        status, created = await send(http, 'POST', base, command())
        assert status == 201
        refused(*await send(http, 'PATCH', f'{base}/{created["id"]}', {'description_localizations': {'xx': 'non'}}),
                'description_localizations.xx', 'LOCALE_INVALID')
        refused(*await send(http, 'PATCH', f'{base}/{created["id"]}', {'description': 'x' * 101}), 'description', 'BASE_TYPE_MAX_LENGTH')
        status, edited = await send(http, 'PATCH', f'{base}/{created["id"]}', {'description': 'Play Coup now'})
    assert status == 200 and edited['description'] == 'Play Coup now'


async def test_a_discord_py_sync_over_the_size_limit_fails(fd: FakeDiscord) -> None:
    class Big(discord.Client):
        def __init__(self) -> None:
            super().__init__(intents=discord.Intents.default())
            self.tree = app_commands.CommandTree(self)

    def subcommand(i: int) -> app_commands.Command:
        @app_commands.command(name=f'sub{i:02d}', description='s' * 100)
        @app_commands.describe(amount='a' * 100)
        async def callback(interaction: discord.Interaction, amount: int) -> None:  # pragma: no cover - never invoked
            pass
        return callback

    client = Big()
    group = app_commands.Group(name='big', description='d' * 100)  # 25 x (5 + 100 + 6 + 100) + 103 = 5,378 characters
    for i in range(25):
        group.add_command(subcommand(i))
    client.tree.add_command(group)
    async with running(fd, client):
        with pytest.raises(discord.HTTPException) as caught:
            await client.tree.sync()
    assert caught.value.code == 50035 and 'In 0: Command exceeds maximum size (4000): 5378' in caught.value.text
    assert fd.server.global_commands == []


# ------------------------------------------------------------------ coverage and the switch

def test_every_route_with_a_body_has_its_schema(fd: FakeDiscord) -> None:
    """Each route of the fake that takes a body is one the description knows, with a body schema."""
    without_body = {('POST', '/channels/{channel_id}/typing'), ('PUT', '/channels/{channel_id}/thread-members/@me')}
    checked = []
    for route in fd.server.rest.routes:
        if route.method not in ('POST', 'PUT', 'PATCH'):
            continue
        path = apispec.spec_path(route.template)
        assert path is not None, route.template
        if (route.method, path) in without_body:
            assert apispec.route_schema(route.template, route.method) is None
            continue
        schema = apispec.route_schema(route.template, route.method)
        assert schema is not None and schema.path == path, route.template
        checked.append(path)
    assert len(checked) >= 14


@pytest.mark.parametrize('how', ['option', 'environment'])
async def test_validation_can_be_switched_off(how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    options: Dict[str, Any] = {}
    if how == 'option':
        options['validation'] = False
    else:
        monkeypatch.setenv('FAKEDISCORD_VALIDATION', 'off')
    async with FakeDiscord(**options) as fd:
        assert fd.server.validation is False
        guild = fd.add_guild('Lenient', members=1)
        async with aiohttp.ClientSession(headers=BOT) as http:
            status, _ = await send(http, 'POST', f'{fd.api_base}/channels/{guild.channel.id}/messages',
                                   with_(components=[row(button(style=7))], content='x' * 2001))
            empty, data = await send(http, 'POST', f'{fd.api_base}/channels/{guild.channel.id}/messages', {})
        assert status == 200 and len(fd.messages(guild)) == 1
        assert empty == 400 and data['code'] == 50006   # an empty message is still refused: that is behaviour, not validation
