"""World-building for the fake Discord: users, guilds, channels, threads, roles, permissions.

Mixed into :class:`~.server.FakeDiscordServer`.  Changes made while a bot is
connected are announced on the gateway (GUILD_CREATE, CHANNEL_CREATE/UPDATE/DELETE,
THREAD_CREATE/UPDATE/DELETE, GUILD_MEMBER_ADD/UPDATE/REMOVE, GUILD_ROLE_CREATE)
like Discord does.
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Optional, Tuple, Union

from . import payloads
from .gateway import INTENT_GUILD_MEMBERS, INTENT_GUILDS
from .model import ApiError, FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, Notifier, StoredMessage, UserLike
from .payloads import MESSAGE_FLAG_HAS_THREAD, P, compute_permissions

if TYPE_CHECKING:  # pragma: no cover
    from .gateway import Gateway

DEFAULT_NAMES = [
    'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy',
    'mallory', 'niaj', 'olivia', 'peggy', 'rupert', 'sybil', 'trent', 'victor', 'walter', 'yvonne',
]


class WorldMixin:
    """Users, guilds, channels, roles and the permissions computed from them."""

    snowflakes: payloads.SnowflakeGenerator
    notifier: Notifier
    gateway: 'Gateway'
    users: Dict[int, FakeUser]
    guilds: Dict[int, FakeGuild]
    channels: Dict[int, FakeChannel]
    dm_channels: Dict[int, FakeChannel]
    channel_messages: Dict[int, List[int]]
    messages: Dict[int, StoredMessage]
    bot_user: FakeUser
    app_owner: FakeUser

    if TYPE_CHECKING:  # provided by FakeDiscordServer
        def create_message(self, channel: FakeChannel, body: Dict[str, Any], **kw: Any) -> StoredMessage: ...
        def _broadcast_message(self, event: str, msg: StoredMessage) -> None: ...

    # --------------------------------------------------------------- world: users

    def create_user(self, name: str, *, bot: bool = False) -> FakeUser:
        u = FakeUser(id=self.snowflakes.next(), name=name, bot=bot, global_name=None if bot else name.capitalize())
        self.users[u.id] = u
        return u

    def user(self, who: UserLike) -> FakeUser:
        """Find a user by FakeUser, id or name; unknown names are created."""
        if isinstance(who, FakeUser):
            return who
        if isinstance(who, int):
            return self.users[who]
        for u in self.users.values():
            if u.name == who:
                return u
        return self.create_user(who)

    def set_locale(self, who: UserLike, locale: str) -> FakeUser:
        """Set the user's client language (sent as ``locale`` in their interactions), e.g. 'fr'."""
        u = self.user(who)
        u.locale = locale
        self.notifier.notify()
        return u

    def close_dms(self, who: UserLike) -> FakeUser:
        """The user turns off DMs from server members: the bot's DMs to them fail with 403 50007."""
        u = self.user(who)
        u.dms_open = False
        return u

    def open_dms(self, who: UserLike) -> FakeUser:
        u = self.user(who)
        u.dms_open = True
        return u

    def shares_guild_with_bot(self, who: UserLike) -> bool:
        u = self.user(who)
        return any(u.id in g.memberships and self.bot_user.id in g.memberships for g in self.guilds.values())

    def can_dm(self, who: UserLike) -> bool:
        """Whether the bot may send a message to the user's DM channel (else Discord answers 50007)."""
        u = self.user(who)
        return u.dms_open and not u.bot and self.shares_guild_with_bot(u)

    # -------------------------------------------------------------- world: guilds

    def add_guild(
        self,
        name: str,
        members: Union[int, Iterable[UserLike]] = 0,
        *,
        channel_name: str = 'general',
        everyone_permissions: int = P.EVERYONE_DEFAULT,
        bot_permissions: int = P.BOT_DEFAULT,
        locale: str = 'en-US',
        shard: Optional[Tuple[int, int]] = None,
    ) -> FakeGuild:
        """A guild with a text channel and members; ``shard=(shard_id, num_shards)`` picks an id on that shard."""
        gid = self.snowflakes.next_on_shard(*shard) if shard is not None else self.snowflakes.next()
        guild = FakeGuild(id=gid, name=name, owner_id=self.app_owner.id, created_at=_dt.datetime.now(_dt.timezone.utc),
                          bot_id=self.bot_user.id, preferred_locale=locale)
        guild.roles[gid] = FakeRole(id=gid, guild_id=gid, name='@everyone', permissions=everyone_permissions, position=0)
        bot_role = FakeRole(
            id=self.snowflakes.next(), guild_id=gid, name=self.bot_user.name, permissions=bot_permissions,
            position=1, managed=True, bot_id=self.bot_user.id,
        )
        guild.roles[bot_role.id] = bot_role
        guild.memberships[self.bot_user.id] = FakeMember(self.bot_user, gid, [bot_role.id], guild.created_at)
        self.guilds[gid] = guild
        self._add_channel_quietly(guild, channel_name)
        names: Iterable[UserLike] = DEFAULT_NAMES[:members] if isinstance(members, int) else members
        if isinstance(members, int) and members > len(DEFAULT_NAMES):
            names = list(names) + [f'user{i}' for i in range(len(DEFAULT_NAMES) + 1, members + 1)]
        for who in names:
            u = self.user(who)
            guild.memberships[u.id] = FakeMember(u, gid, [], _dt.datetime.now(_dt.timezone.utc))
        for session in self.gateway.live_sessions(gid):
            session.dispatch('GUILD_CREATE', self.guild_create_payload(guild, session))
        self.notifier.notify()
        return guild

    def remove_bot(self, guild: FakeGuild) -> None:
        """The server removes the bot (kicks it, or the app is removed): GUILD_DELETE without
        ``unavailable`` to the sessions of its shard, and the guild is no longer among the
        bot's (no GUILD_CREATE for it at the next IDENTIFY) until :meth:`add_bot`."""
        self.guilds.pop(guild.id, None)
        self.removed_from[guild.id] = guild
        self.gateway.broadcast('GUILD_DELETE', {'id': str(guild.id)}, guild_id=guild.id, intent=INTENT_GUILDS)
        self.notifier.notify()

    def add_bot(self, guild: FakeGuild) -> None:
        """The server adds the bot back (as it was): GUILD_CREATE to the sessions of its shard,
        without ``unavailable`` as Discord sends a join (``false`` is a guild available again)."""
        self.guilds[guild.id] = self.removed_from.pop(guild.id, guild)
        for session in self.gateway.live_sessions(guild.id):
            joined = self.guild_create_payload(guild, session)
            joined.pop('unavailable', None)
            session.dispatch('GUILD_CREATE', joined)
        self.notifier.notify()

    def _add_channel_quietly(self, guild: FakeGuild, name: str, overwrites: Optional[List[Dict[str, Any]]] = None, topic: Optional[str] = None) -> FakeChannel:
        ch = FakeChannel(
            id=self.snowflakes.next(), type=0, name=name, guild_id=guild.id,
            position=len(guild.channels), overwrites=list(overwrites or []), topic=topic,
        )
        guild.channels[ch.id] = ch
        self.channels[ch.id] = ch
        self.channel_messages[ch.id] = []
        return ch

    def add_channel(self, guild: FakeGuild, name: str = 'general', *, overwrites: Optional[List[Dict[str, Any]]] = None, topic: Optional[str] = None) -> FakeChannel:
        ch = self._add_channel_quietly(guild, name, overwrites, topic)
        self.gateway.broadcast('CHANNEL_CREATE', payloads.channel(ch), guild_id=guild.id, intent=INTENT_GUILDS)
        self.notifier.notify()
        return ch

    def set_overwrite(self, channel: FakeChannel, target: Union[FakeUser, FakeRole], *, allow: int = 0, deny: int = 0) -> None:
        """Set a channel permission overwrite for a member or role."""
        target_type = 1 if isinstance(target, FakeUser) else 0
        channel.overwrites = [o for o in channel.overwrites if int(o['id']) != target.id]
        channel.overwrites.append({'id': str(target.id), 'type': target_type, 'allow': str(allow), 'deny': str(deny)})
        self.gateway.broadcast('CHANNEL_UPDATE', payloads.channel(channel), guild_id=channel.guild_id, intent=INTENT_GUILDS)
        self.notifier.notify()

    def add_member(self, guild: FakeGuild, who: UserLike) -> FakeUser:
        u = self.user(who)
        member = FakeMember(u, guild.id, [], _dt.datetime.now(_dt.timezone.utc))
        guild.memberships[u.id] = member
        self.gateway.broadcast('GUILD_MEMBER_ADD', {**payloads.member(member), 'guild_id': str(guild.id)}, guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)
        self.notifier.notify()
        return u

    def remove_member(self, guild: FakeGuild, who: UserLike) -> None:
        """The user leaves (or is kicked from) the guild.

        Like Discord: GUILD_MEMBER_REMOVE goes only to sessions with the GUILD_MEMBERS
        intent; afterwards GET /guilds/{g}/members/{u} is 404 10007, the user can
        no longer interact there, and they leave the guild's threads.
        """
        u = self.user(who)
        if guild.memberships.pop(u.id, None) is None:
            return
        for thread in guild.threads.values():
            thread.thread_members.pop(u.id, None)
        self.gateway.broadcast('GUILD_MEMBER_REMOVE', {'guild_id': str(guild.id), 'user': payloads.user(u)}, guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)
        self.notifier.notify()

    def add_role(self, guild: FakeGuild, name: str, permissions: int = 0) -> FakeRole:
        role = FakeRole(id=self.snowflakes.next(), guild_id=guild.id, name=name, permissions=permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        self.gateway.broadcast('GUILD_ROLE_CREATE', {'guild_id': str(guild.id), 'role': payloads.role(role)}, guild_id=guild.id, intent=INTENT_GUILDS)
        self.notifier.notify()
        return role

    def give_role(self, guild: FakeGuild, who: UserLike, role: FakeRole) -> None:
        member = guild.memberships[self.user(who).id]
        if role.id not in member.role_ids:
            member.role_ids.append(role.id)
        data = {**payloads.member(member), 'guild_id': str(guild.id)}
        self.gateway.broadcast('GUILD_MEMBER_UPDATE', data, guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)
        self.notifier.notify()

    def grant_manage_guild(self, guild: FakeGuild, who: UserLike) -> FakeRole:
        """Give a member the Manage Server permission (via a 'Server Manager' role)."""
        role = next((r for r in guild.roles.values() if r.name == 'Server Manager'), None)
        if role is None:
            role = self.add_role(guild, 'Server Manager', P.EVERYONE_DEFAULT | P.MANAGE_GUILD)
        self.give_role(guild, who, role)
        return role

    def permissions(self, who: UserLike, channel: FakeChannel) -> int:
        u = self.user(who)
        if channel.private:
            return P.EVERYONE_DEFAULT if any(r.id == u.id for r in channel.recipients) else 0
        if channel.guild_id is None:
            return P.EVERYONE_DEFAULT if u.id in (self.bot_user.id, channel.recipient.id if channel.recipient else None) else 0
        return compute_permissions(self.guilds[channel.guild_id], u.id, channel)

    def can_view(self, who: UserLike, channel: FakeChannel) -> bool:
        return bool(self.permissions(who, channel) & P.VIEW_CHANNEL)

    # ----------------------------------------------------------- world: threads

    def create_thread(
        self,
        parent: FakeChannel,
        name: str,
        *,
        owner: UserLike,
        thread_type: int = 11,
        auto_archive_duration: int = 1440,
        message: Optional[StoredMessage] = None,
        invitable: bool = True,
    ) -> FakeChannel:
        """Start a thread in ``parent`` (from ``message`` if given), as ``owner`` would.

        Like Discord: a thread started from a message has the message's id and the
        message gets the ``thread`` field and the HAS_THREAD flag (MESSAGE_UPDATE);
        a public thread started without a message leaves a THREAD_CREATED (type 18)
        system message in the parent; THREAD_CREATE (``newly_created``) goes to
        sessions with the GUILDS intent that can see the thread.
        """
        u = self.user(owner)
        guild = self.guilds[parent.guild_id]  # type: ignore[index]
        if message is not None:
            if message.payload.get('thread') or message.id in self.channels:
                raise ApiError(400, 160004, 'A thread has already been created for this message')
            thread_type = 11
        now = payloads.iso()
        thread = FakeChannel(
            id=message.id if message is not None else self.snowflakes.next(), type=thread_type, name=name,
            guild_id=guild.id, parent_id=parent.id, owner_id=u.id, auto_archive_duration=auto_archive_duration,
            archive_timestamp=now, create_timestamp=now, invitable=invitable, thread_members={u.id: now},
        )
        guild.threads[thread.id] = thread
        self.channels[thread.id] = thread
        self.channel_messages[thread.id] = []
        self._broadcast_thread('THREAD_CREATE', thread, newly_created=True)
        if message is not None:
            message.payload['thread'] = payloads.thread(thread)
            message.payload['flags'] = int(message.payload.get('flags') or 0) | MESSAGE_FLAG_HAS_THREAD
            self._broadcast_message('MESSAGE_UPDATE', message)
        elif thread_type == 11:
            ref = {'channel_id': str(thread.id), 'guild_id': str(guild.id)}
            self.create_message(parent, {'content': name, 'message_reference': ref}, author=u, msg_type=18, system_reference=True)
        self.notifier.notify()
        return thread

    def _broadcast_thread(self, event: str, thread: FakeChannel, **extra: Any) -> None:
        guild = self.guilds[thread.guild_id]  # type: ignore[index]
        if thread.type == 12 and not compute_permissions(guild, self.bot_user.id, thread) & P.VIEW_CHANNEL:
            return  # private threads are only announced to those who can see them
        data = {**payloads.thread(thread, member_id=self.bot_user.id), **extra}
        self.gateway.broadcast(event, data, guild_id=guild.id, intent=INTENT_GUILDS)

    def update_thread(
        self,
        thread: FakeChannel,
        *,
        name: Optional[str] = None,
        archived: Optional[bool] = None,
        locked: Optional[bool] = None,
        auto_archive_duration: Optional[int] = None,
    ) -> FakeChannel:
        """Change a thread (THREAD_UPDATE); archiving stamps ``archive_timestamp`` like Discord."""
        if name is not None:
            thread.name = name
        if archived is not None and archived != thread.archived:
            thread.archived = archived
            thread.archive_timestamp = payloads.iso()
        if locked is not None:
            thread.locked = locked
        if auto_archive_duration is not None:
            thread.auto_archive_duration = auto_archive_duration
        starter = self.messages.get(thread.id)
        if starter is not None and starter.payload.get('thread'):
            starter.payload['thread'] = payloads.thread(thread)
        self._broadcast_thread('THREAD_UPDATE', thread)
        self.notifier.notify()
        return thread

    def archive_thread(self, thread: FakeChannel, *, locked: bool = False) -> FakeChannel:
        """Archive a thread (as a moderator would, or as Discord does after inactivity)."""
        return self.update_thread(thread, archived=True, locked=locked or None)

    def join_thread(self, thread: FakeChannel, who: UserLike) -> None:
        u = self.user(who)
        if u.id in thread.thread_members:
            return
        thread.thread_members[u.id] = payloads.iso()
        if u.id == self.bot_user.id:
            data = {**payloads.thread_member(thread, u.id), 'guild_id': str(thread.guild_id)}
            self.gateway.broadcast('THREAD_MEMBER_UPDATE', data, guild_id=thread.guild_id, intent=INTENT_GUILDS)
        self.notifier.notify()

    def leave_thread(self, thread: FakeChannel, who: UserLike) -> None:
        thread.thread_members.pop(self.user(who).id, None)
        self.notifier.notify()

    def threads_of(self, parent: FakeChannel, *, archived: Optional[bool] = None) -> List[FakeChannel]:
        """The (non-deleted) threads of a channel, oldest first; ``archived`` filters."""
        guild = self.guilds.get(parent.guild_id) if parent.guild_id else None
        if guild is None:
            return []
        return [t for t in guild.threads.values()
                if t.parent_id == parent.id and (archived is None or t.archived == archived)]

    def delete_channel(self, channel: FakeChannel) -> None:
        """Delete a guild channel or a thread (as an admin would).

        Like Discord: CHANNEL_DELETE (the channel object) or THREAD_DELETE
        ({id, guild_id, parent_id, type}) to sessions with the GUILDS intent;
        deleting a channel deletes its threads without separate events.  The
        channel stays in ``server.channels`` marked ``deleted`` (so the history
        of what people saw stays readable) but the API answers 10003 for it.
        """
        if channel.deleted:
            return
        if channel.guild_id is None:
            raise ValueError('DM channels cannot be deleted')
        guild = self.guilds[channel.guild_id]
        channel.deleted = True
        if channel.is_thread:
            guild.threads.pop(channel.id, None)
            data = {'id': str(channel.id), 'guild_id': str(guild.id), 'parent_id': str(channel.parent_id), 'type': channel.type}
            self.gateway.broadcast('THREAD_DELETE', data, guild_id=guild.id, intent=INTENT_GUILDS)
        else:
            guild.channels.pop(channel.id, None)
            for thread in [t for t in guild.threads.values() if t.parent_id == channel.id]:
                thread.deleted = True
                guild.threads.pop(thread.id, None)
            self.gateway.broadcast('CHANNEL_DELETE', payloads.channel(channel), guild_id=guild.id, intent=INTENT_GUILDS)
        self.notifier.notify()

    def update_channel(self, channel: FakeChannel, *, name: Optional[str] = None, topic: Optional[str] = None) -> FakeChannel:
        if name is not None:
            channel.name = name
        if topic is not None:
            channel.topic = topic
        self.gateway.broadcast('CHANNEL_UPDATE', payloads.channel(channel), guild_id=channel.guild_id, intent=INTENT_GUILDS)
        self.notifier.notify()
        return channel

    def install_app(self, who: UserLike) -> FakeUser:
        """The user adds the app to their account (a user install): its commands that allow it
        follow them into DMs and group DMs, where the bot may only answer interactions."""
        u = self.user(who)
        u.installed_app = True
        self.notifier.notify()
        return u

    def add_group_dm(self, *members: UserLike, name: Optional[str] = None) -> FakeChannel:
        """A group DM of these people (type 3, up to 10): the bot is not in it."""
        users = [self.user(m) for m in members]
        if not 1 <= len(users) <= 10:
            raise ValueError('a group DM has 1 to 10 people')
        ch = FakeChannel(id=self.snowflakes.next(), type=3, name=name or ', '.join(u.name for u in users),
                         recipients=users, owner_id=users[0].id)
        self.channels[ch.id] = ch
        self.channel_messages[ch.id] = []
        return ch

    def add_user_dm(self, a: UserLike, b: UserLike) -> FakeChannel:
        """A DM between two people (type 1): the bot is not in it."""
        users = [self.user(a), self.user(b)]
        ch = FakeChannel(id=self.snowflakes.next(), type=1, name=f'dm-{users[0].name}-{users[1].name}', recipients=users)
        self.channels[ch.id] = ch
        self.channel_messages[ch.id] = []
        return ch

    def dm_channel(self, who: UserLike, *, create: bool = True) -> Optional[FakeChannel]:
        u = self.user(who)
        ch = self.dm_channels.get(u.id)
        if ch is None and create:
            ch = FakeChannel(id=self.snowflakes.next(), type=1, name=f'dm-{u.name}', recipient=u)
            self.dm_channels[u.id] = ch
            self.channels[ch.id] = ch
            self.channel_messages[ch.id] = []
        return ch
