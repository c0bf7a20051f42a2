"""Threads in the fake, driven by the real discord.py client.

* the bot starts threads (with and without a starter message), posts, edits,
  reads history and deletes in them, archives, joins and deletes them;
* permissions are the parent's, with CREATE_PUBLIC_THREADS and
  SEND_MESSAGES_IN_THREADS like on Discord;
* slash commands and buttons work inside threads (``interaction.channel`` is a
  discord.Thread);
* threads created or deleted by users reach discord.py as THREAD_CREATE /
  THREAD_UPDATE / THREAD_DELETE / CHANNEL_DELETE, and active threads are in
  GUILD_CREATE.
"""

from __future__ import annotations


import discord
import pytest

from tests.fakediscord import FakeDiscord, Permissions
from tests.fakediscord.clients import ProbeBot, running


async def test_bot_starts_threads_and_uses_them(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Threads', members=2)
    alice, bob = guild.members
    async with running(fd, ProbeBot(), commands=True) as bot:
        channel = bot.get_channel(guild.channel.id)
        thread = await channel.create_thread(name='game 1', type=discord.ChannelType.public_thread, auto_archive_duration=60)
        assert isinstance(thread, discord.Thread) and thread.parent_id == channel.id and thread.owner_id == bot.user.id
        created = await bot.wait_event('thread_create')
        assert created.id == thread.id and bot.get_guild(guild.id).get_thread(thread.id) is not None
        [fake_thread] = fd.threads(guild.channel)
        assert (fake_thread.id, fake_thread.type, fake_thread.auto_archive_duration) == (thread.id, 11, 60)
        assert fake_thread.owner_id == fd.bot_user.id and fd.bot_user.id in fake_thread.thread_members
        notice = fd.messages(guild)[-1]  # Discord's "started a thread" system message in the parent
        assert notice.payload['type'] == 18 and notice.content == 'game 1'
        assert notice.payload['message_reference']['channel_id'] == str(thread.id)

        starter = await channel.send('starter')
        from_message = await starter.create_thread(name='about this')
        assert from_message.id == starter.id  # a thread started from a message has the message's id
        stored = fd.message(starter.id)
        assert stored.payload['thread']['id'] == str(starter.id) and stored.flags & (1 << 5)  # HAS_THREAD
        assert (await bot.wait_event('thread_create')).id == starter.id
        assert [t.name for t in fd.threads(guild.channel)] == ['game 1', 'about this']

        # everything a text channel does
        posted = await thread.send('in the thread')
        posted = await posted.edit(content='edited in the thread')
        assert [m.content async for m in thread.history(limit=10)] == ['edited in the thread']
        assert (await thread.fetch_message(posted.id)).content == 'edited in the thread'
        doomed = await thread.send('doomed')
        await doomed.delete()
        assert [m.content for m in fd.messages(fake_thread)] == ['edited in the thread']
        assert fake_thread.message_count == 1 and fake_thread.total_message_sent == 2
        assert 'edited in the thread' in fd.all_text_seen_by(alice)

        # slash commands and buttons inside the thread, through the driver
        ix = await fd.invoke_slash(alice, fake_thread, 'probe where')
        answer = await ix.response()
        assert answer.content.startswith(f'Thread {thread.id} parent={channel.id}')
        assert ix.payload['channel_id'] == str(thread.id) and ix.payload['channel']['type'] == 11
        assert ix.payload['channel']['thread_metadata']['archived'] is False
        assert answer.message.channel_id == thread.id and answer.message in fd.messages(fake_thread)
        click = await fd.click(bob, answer.message, 'Again')
        assert (await click.response()).content == 'again in Thread'

        # archive, unarchive by posting, join, lock
        await thread.join()
        archived = await thread.edit(archived=True)
        assert archived.archived and fake_thread.archived
        await thread.send('wakes it up')  # posting unarchives a thread that is not locked
        assert not fake_thread.archived
        with pytest.raises(discord.Forbidden):
            await thread.edit(locked=True, archived=True)  # the owner may not lock without Manage Threads
        assert fake_thread.archived is False
        fd.archive_thread(fake_thread, locked=True)
        with pytest.raises(discord.HTTPException) as exc:
            await thread.send('too late')
        assert exc.value.code == 50083
        assert [e['status'] for e in fd.errors] == [403, 400]
        assert 'thread_update' in [n for n, _ in bot.events]


async def test_thread_permissions_are_the_parents(fd: FakeDiscord) -> None:
    guild = fd.add_guild('Perms', members=1)
    async with running(fd, ProbeBot(), commands=True) as bot:
        channel = bot.get_channel(guild.channel.id)
        thread = await channel.create_thread(name='t', type=discord.ChannelType.public_thread)
        # Sending in a thread needs SEND_MESSAGES_IN_THREADS, not SEND_MESSAGES.
        fd.set_overwrite(guild.channel, fd.bot_user, deny=Permissions.SEND_MESSAGES)
        await thread.send('still allowed in the thread')
        with pytest.raises(discord.Forbidden):
            await channel.send('not in the channel')
        fd.set_overwrite(guild.channel, fd.bot_user, deny=Permissions.SEND_MESSAGES_IN_THREADS)
        with pytest.raises(discord.Forbidden) as exc:
            await thread.send('not any more')
        assert exc.value.code == 50013
        fd.set_overwrite(guild.channel, fd.bot_user, deny=Permissions.CREATE_PUBLIC_THREADS)
        with pytest.raises(discord.Forbidden) as exc:
            await channel.create_thread(name='no', type=discord.ChannelType.public_thread)
        assert exc.value.code == 50013
        # Deleting needs Manage Threads, which bots do not get by default.
        with pytest.raises(discord.Forbidden):
            await thread.delete()
        assert fd.threads(guild.channel) and [e['status'] for e in fd.errors] == [403, 403, 403, 403]

    managed = fd.add_guild('Managed', members=1, bot_permissions=Permissions.BOT_DEFAULT | Permissions.MANAGE_THREADS | Permissions.MANAGE_CHANNELS)
    async with running(fd, ProbeBot(), commands=True) as bot:
        channel = bot.get_channel(managed.channel.id)
        thread = await channel.create_thread(name='short lived', type=discord.ChannelType.public_thread)
        await thread.delete()
        deleted = await bot.wait_event('raw_thread_delete')
        assert (deleted.thread_id, deleted.parent_id, deleted.guild_id) == (thread.id, channel.id, managed.id)
        assert fd.threads(managed.channel) == []
        with pytest.raises(discord.NotFound) as exc:
            await bot.fetch_channel(thread.id)
        assert exc.value.code == 10003


async def test_threads_made_and_removed_by_people_reach_discord_py(fd: FakeDiscord) -> None:
    guild = fd.add_guild('People', members=3)
    alice, bob, carol = guild.members
    before = fd.create_thread(guild, 'made before the bot came', by=alice)
    side = fd.add_channel(guild, 'side')
    async with running(fd, ProbeBot(), commands=True) as bot:
        dguild = bot.get_guild(guild.id)
        assert [t.name for t in dguild.threads] == ['made before the bot came']  # GUILD_CREATE 'threads'
        assert dguild.get_thread(before.id).owner_id == alice.id

        thread = fd.create_thread(guild.channel, 'by bob', by=bob)
        created = await bot.wait_event('thread_create')
        assert created.id == thread.id and created.owner_id == bob.id and created.parent_id == guild.channel.id

        ix = await fd.invoke_slash(carol, thread, 'probe where')
        assert (await ix.response()).content.startswith(f'Thread {thread.id}')

        fd.archive_thread(thread)
        _, after = await bot.wait_event('thread_update')
        assert after.archived and dguild.get_thread(thread.id) is None  # discord.py forgets archived threads
        ix = await fd.invoke_slash(carol, thread, 'probe where')  # still usable: the payload carries the thread
        assert (await ix.response()).content.startswith(f'Thread {thread.id}')

        fd.delete_channel(before)
        raw = await bot.wait_event('raw_thread_delete')
        assert raw.thread_id == before.id and raw.parent_id == guild.channel.id
        assert (await bot.wait_event('thread_delete')).id == before.id
        with pytest.raises(LookupError):
            await fd.invoke_slash(carol, before, 'probe where')

        in_side = fd.create_thread(side, 'in side', by=alice)
        await bot.wait_event('thread_create')
        fd.delete_channel(side)
        assert (await bot.wait_event('guild_channel_delete')).id == side.id
        assert (await bot.wait_event('thread_delete')).id == in_side.id  # discord.py drops the channel's threads
        assert in_side.deleted and fd.threads(guild.channel) == [thread]

        # a private thread: only its members (and thread managers) see it; the bot is told nothing
        secret = fd.create_thread(guild.channel, 'secret', by=alice, private=True)
        assert fd.permissions(bob, secret) == 0 and fd.permissions(alice, secret) & Permissions.VIEW_CHANNEL
        with pytest.raises(PermissionError):
            await fd.invoke_slash(bob, secret, 'probe where')
        fd.add_thread_member(secret, bob)
        assert fd.permissions(bob, secret) & Permissions.VIEW_CHANNEL
        assert 'thread_create' not in [n for n, _ in bot.events]
    fd.assert_clean()
