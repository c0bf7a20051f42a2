"""World-building for the fake Discord: users, guilds, channels, roles, permissions.

Mixed into :class:`~.server.FakeDiscordServer`.  Changes made while a bot is
connected are announced on the gateway (GUILD_CREATE, CHANNEL_CREATE,
GUILD_MEMBER_ADD/UPDATE/REMOVE, GUILD_ROLE_CREATE) like Discord does.
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Optional, Union

from . import payloads
from .gateway import INTENT_GUILD_MEMBERS, INTENT_GUILDS
from .model import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, Notifier, UserLike
from .payloads import P, compute_permissions

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
    bot_user: FakeUser
    app_owner: FakeUser

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

    # -------------------------------------------------------------- world: guilds

    def add_guild(
        self,
        name: str,
        members: Union[int, Iterable[UserLike]] = 0,
        *,
        channel_name: str = 'general',
        everyone_permissions: int = P.EVERYONE_DEFAULT,
        bot_permissions: int = P.BOT_DEFAULT,
    ) -> FakeGuild:
        gid = self.snowflakes.next()
        guild = FakeGuild(id=gid, name=name, owner_id=self.app_owner.id, created_at=_dt.datetime.now(_dt.timezone.utc), bot_id=self.bot_user.id)
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
        u = self.user(who)
        guild.memberships.pop(u.id, None)
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
        if channel.guild_id is None:
            return P.EVERYONE_DEFAULT if u.id in (self.bot_user.id, channel.recipient.id if channel.recipient else None) else 0
        return compute_permissions(self.guilds[channel.guild_id], u.id, channel)

    def can_view(self, who: UserLike, channel: FakeChannel) -> bool:
        return bool(self.permissions(who, channel) & P.VIEW_CHANNEL)

    def dm_channel(self, who: UserLike, *, create: bool = True) -> Optional[FakeChannel]:
        u = self.user(who)
        ch = self.dm_channels.get(u.id)
        if ch is None and create:
            ch = FakeChannel(id=self.snowflakes.next(), type=1, name=f'dm-{u.name}', recipient=u)
            self.dm_channels[u.id] = ch
            self.channels[ch.id] = ch
            self.channel_messages[ch.id] = []
        return ch
