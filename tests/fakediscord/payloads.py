"""Builders for Discord API objects (users, members, roles, channels, guilds,
messages, interactions, application commands) as plain JSON-ready dicts.

Everything here is pure: it takes the fake server's model objects and returns
the exact dict shapes discord.py expects on the wire (snowflakes as strings,
permissions as strings, ISO timestamps).  Keeping them in one place makes it
easy to compare against the Discord API documentation.
"""

from __future__ import annotations

import datetime as _dt
import itertools
import json
import threading
import time
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Optional

if TYPE_CHECKING:  # pragma: no cover
    from .model import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser

DISCORD_EPOCH_MS = 1420070400000

_dumps = json.JSONEncoder(separators=(',', ':'), ensure_ascii=False, check_circular=False).encode
_loads = json.loads


def dumps(obj: Any) -> str:
    """Compact JSON, as the fake sends it on both the REST API and the gateway."""
    return _dumps(obj)


def clone(obj: Any) -> Any:
    """A deep copy of a JSON-shaped object (a JSON round trip is several times faster than copy.deepcopy)."""
    return _loads(_dumps(obj))


class SnowflakeGenerator:
    """Produces realistic, strictly increasing Discord snowflakes.

    Layout (as Discord): 42 bits of milliseconds since 2015-01-01, 5 bits
    worker, 5 bits process, 12 bits increment.  The timestamp never goes
    backwards, so ids sort by creation order like on Discord.
    """

    def __init__(self, worker: int = 1, process: int = 0) -> None:
        self._worker = worker & 0x1F
        self._process = process & 0x1F
        self._last_ms = 0
        self._increment = 0
        self._lock = threading.Lock()

    def next(self) -> int:
        with self._lock:
            ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
            if ms <= self._last_ms:
                ms = self._last_ms
                self._increment += 1
                if self._increment > 0xFFF:  # exhausted this millisecond: borrow the next one
                    ms += 1
                    self._increment = 0
            else:
                self._increment = 0
            self._last_ms = ms
            return (ms << 22) | (self._worker << 17) | (self._process << 12) | self._increment

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next snowflake whose guild would be on this shard: ``(id >> 22) % shard_count == shard_id``.

        Its millisecond is moved forward (at most ``shard_count - 1`` ms), so ids still increase.
        """
        with self._lock:
            ms = max(int(time.time() * 1000) - DISCORD_EPOCH_MS, self._last_ms + 1)
            ms += (shard_id - ms) % shard_count
            self._last_ms = ms
            self._increment = 0
            return (ms << 22) | (self._worker << 17) | (self._process << 12)


def snowflake_time(snowflake: int) -> _dt.datetime:
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return _dt.datetime.fromtimestamp(ms / 1000, tz=_dt.timezone.utc)


def iso(when: Optional[_dt.datetime] = None) -> str:
    when = when or _dt.datetime.now(_dt.timezone.utc)
    return when.isoformat()


# --------------------------------------------------------------------------
# Permissions
# --------------------------------------------------------------------------


class P:
    """Permission bits (subset of https://discord.com/developers/docs/topics/permissions)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    SEND_TTS_MESSAGES = 1 << 12
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    SPEAK = 1 << 21
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    USE_EXTERNAL_APPS = 1 << 50

    ALL = (1 << 53) - 1

    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CONNECT
        | SPEAK
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS
        | USE_EXTERNAL_APPS
    )
    BOT_DEFAULT = EVERYONE_DEFAULT | MANAGE_MESSAGES


def _apply_overwrite(perms: int, overwrite: Optional[Dict[str, Any]]) -> int:
    if overwrite is None:
        return perms
    perms &= ~int(overwrite.get('deny', 0))
    perms |= int(overwrite.get('allow', 0))
    return perms


def compute_permissions(guild: 'FakeGuild', user_id: int, channel: Optional['FakeChannel'] = None) -> int:
    """Discord's permission algorithm: base guild permissions, then channel overwrites.

    A thread has no overwrites of its own: its permissions are its parent channel's.
    A private thread is only visible to its members and to those who may manage threads.
    """
    if channel is not None and channel.parent_id is not None and channel.type in (10, 11, 12):
        parent = guild.channels.get(channel.parent_id)
        if parent is None:
            return 0
        perms = compute_permissions(guild, user_id, parent)
        if channel.type == 12 and user_id not in channel.thread_members and not perms & P.MANAGE_THREADS:
            return 0
        return perms
    if user_id == guild.owner_id:
        return P.ALL
    member = guild.memberships.get(user_id)
    everyone = guild.roles[guild.id]
    base = everyone.permissions
    role_ids = member.role_ids if member else []
    for rid in role_ids:
        role = guild.roles.get(rid)
        if role is not None:
            base |= role.permissions
    if base & P.ADMINISTRATOR:
        return P.ALL
    if channel is None or channel.guild_id is None:
        return base

    overwrites = {int(o['id']): o for o in channel.overwrites}
    perms = _apply_overwrite(base, overwrites.get(guild.id))
    allow = deny = 0
    for rid in role_ids:
        o = overwrites.get(rid)
        if o is not None and int(o.get('type', 0)) == 0:
            allow |= int(o.get('allow', 0))
            deny |= int(o.get('deny', 0))
    perms = (perms & ~deny) | allow
    member_ow = overwrites.get(user_id)
    if member_ow is not None and int(member_ow.get('type', 1)) == 1:
        perms = _apply_overwrite(perms, member_ow)

    if not perms & P.VIEW_CHANNEL:
        return 0
    if not perms & P.SEND_MESSAGES:
        perms &= ~(P.SEND_TTS_MESSAGES | P.MENTION_EVERYONE | P.EMBED_LINKS | P.ATTACH_FILES)
    return perms


# --------------------------------------------------------------------------
# Users, members, roles, channels, guilds
# --------------------------------------------------------------------------


def user(u: 'FakeUser') -> Dict[str, Any]:
    """The user object.  It is cached per user and shared by every payload: never mutate it (copy it)."""
    key = (u.name, u.global_name, u.bot)
    cached = u.__dict__.get('_payload')
    if cached is not None and cached[0] == key:
        return cached[1]
    data = _user(u)
    u.__dict__['_payload'] = (key, data)
    return data


def _user(u: 'FakeUser') -> Dict[str, Any]:
    return {
        'id': str(u.id),
        'username': u.name,
        'global_name': u.global_name,
        'discriminator': '0',
        'avatar': None,
        'bot': u.bot,
        'system': False,
        'public_flags': 0,
        'flags': 0,
        'banner': None,
        'accent_color': None,
        'avatar_decoration_data': None,
    }


def member(m: 'FakeMember', *, with_user: bool = True, permissions: Optional[int] = None) -> Dict[str, Any]:
    data: Dict[str, Any] = {
        'roles': [str(r) for r in m.role_ids],
        'joined_at': iso(m.joined_at),
        'deaf': False,
        'mute': False,
        'flags': 0,
        'pending': False,
        'nick': m.nick,
        'avatar': None,
        'banner': None,
        'premium_since': None,
        'communication_disabled_until': None,
    }
    if with_user:
        data['user'] = user(m.user)
    if permissions is not None:
        data['permissions'] = str(permissions)
    return data


def role(r: 'FakeRole') -> Dict[str, Any]:
    data: Dict[str, Any] = {
        'id': str(r.id),
        'name': r.name,
        'color': r.color,
        'colors': {'primary_color': r.color, 'secondary_color': None, 'tertiary_color': None},
        'hoist': False,
        'icon': None,
        'unicode_emoji': None,
        'position': r.position,
        'permissions': str(r.permissions),
        'managed': r.managed,
        'mentionable': False,
        'flags': 0,
    }
    if r.bot_id is not None:
        data['tags'] = {'bot_id': str(r.bot_id)}
    return data


def thread_member(thread: 'FakeChannel', user_id: int) -> Dict[str, Any]:
    """A thread member object (``member`` of a thread, THREAD_MEMBER_UPDATE)."""
    return {'id': str(thread.id), 'user_id': str(user_id), 'join_timestamp': thread.thread_members.get(user_id) or iso(), 'flags': 0}


def thread(c: 'FakeChannel', *, member_id: Optional[int] = None) -> Dict[str, Any]:
    """A thread channel object as Discord sends it (THREAD_CREATE, GUILD_CREATE ``threads``, REST).

    ``member_id``: include the ``member`` (thread member object) of that user if they joined.
    """
    data: Dict[str, Any] = {
        'id': str(c.id),
        'type': c.type,
        'guild_id': str(c.guild_id),
        'parent_id': str(c.parent_id),
        'owner_id': str(c.owner_id),
        'name': c.name,
        'last_message_id': str(c.last_message_id) if c.last_message_id else None,
        'rate_limit_per_user': 0,
        'message_count': c.message_count,
        'member_count': c.member_count,
        'total_message_sent': c.total_message_sent,
        'flags': 0,
        'thread_metadata': {
            'archived': c.archived,
            'auto_archive_duration': c.auto_archive_duration,
            'archive_timestamp': c.archive_timestamp,
            'locked': c.locked,
            'create_timestamp': c.create_timestamp,
        },
    }
    if c.type == 12:
        data['thread_metadata']['invitable'] = c.invitable
    if member_id is not None and member_id in c.thread_members:
        data['member'] = thread_member(c, member_id)
    return data


def channel(c: 'FakeChannel', *, me: Optional['FakeUser'] = None) -> Dict[str, Any]:
    if c.type in (10, 11, 12):
        return thread(c, member_id=me.id if me is not None else None)
    if c.type == 1:  # DM
        return {
            'id': str(c.id),
            'type': 1,
            'last_message_id': str(c.last_message_id) if c.last_message_id else None,
            'recipients': [user(c.recipient)] if c.recipient else [user(u) for u in c.recipients],
            'flags': 0,
        }
    if c.type == 3:  # group DM
        return {
            'id': str(c.id),
            'type': 3,
            'name': c.name,
            'icon': None,
            'owner_id': str(c.owner_id) if c.owner_id else None,
            'last_message_id': str(c.last_message_id) if c.last_message_id else None,
            'recipients': [user(u) for u in c.recipients],
            'flags': 0,
        }
    return {
        'id': str(c.id),
        'type': c.type,
        'guild_id': str(c.guild_id),
        'name': c.name,
        'position': c.position,
        'permission_overwrites': [dict(o) for o in c.overwrites],
        'parent_id': str(c.parent_id) if c.parent_id else None,
        'topic': c.topic,
        'nsfw': False,
        'last_message_id': str(c.last_message_id) if c.last_message_id else None,
        'rate_limit_per_user': 0,
        'default_auto_archive_duration': 1440,
        'flags': 0,
    }


def guild(g: 'FakeGuild', *, members: Iterable['FakeMember']) -> Dict[str, Any]:
    """A full GUILD_CREATE payload (members as given: the gateway decides which)."""
    member_list = list(members)
    return {
        'id': str(g.id),
        'name': g.name,
        'icon': None,
        'splash': None,
        'discovery_splash': None,
        'banner': None,
        'owner_id': str(g.owner_id),
        'afk_channel_id': None,
        'afk_timeout': 300,
        'verification_level': 0,
        'default_message_notifications': 1,
        'explicit_content_filter': 0,
        'roles': [role(r) for r in sorted(g.roles.values(), key=lambda r: r.position)],
        'emojis': [],
        'stickers': [],
        'features': [],
        'mfa_level': 0,
        'application_id': None,
        'system_channel_id': None,
        'system_channel_flags': 0,
        'rules_channel_id': None,
        'vanity_url_code': None,
        'description': None,
        'premium_tier': 0,
        'premium_subscription_count': 0,
        'preferred_locale': g.preferred_locale,
        'public_updates_channel_id': None,
        'nsfw_level': 0,
        'premium_progress_bar_enabled': False,
        'joined_at': iso(g.created_at),
        'large': len(g.memberships) >= 250,
        'unavailable': False,
        'member_count': len(g.memberships),
        'voice_states': [],
        'members': [member(m) for m in member_list],
        'channels': [channel(c) for c in g.channels.values()],
        'threads': [thread(t, member_id=g.bot_id) for t in g.threads.values() if not t.archived
                    and (g.bot_id is None or compute_permissions(g, g.bot_id, t) & P.VIEW_CHANNEL)],
        'presences': [],
        'stage_instances': [],
        'guild_scheduled_events': [],
        'soundboard_sounds': [],
        'lazy': True,
    }


def partial_guild(g: 'FakeGuild') -> Dict[str, Any]:
    """The small ``guild`` object attached to interactions."""
    return {'id': str(g.id), 'locale': g.preferred_locale, 'features': []}


def application(app_id: int, owner: 'FakeUser', bot: 'FakeUser', flags: int = 0) -> Dict[str, Any]:
    return {
        'id': str(app_id),
        'name': bot.name,
        'icon': None,
        'description': 'A fake application served by tests/fakediscord',
        'rpc_origins': [],
        'bot_public': True,
        'bot_require_code_grant': False,
        'bot': user(bot),
        'owner': user(owner),
        'team': None,
        'verify_key': '0' * 64,
        'flags': flags,
        'summary': '',
        'tags': [],
        'redirect_uris': [],
        'interactions_endpoint_url': None,
        'approximate_guild_count': 0,
        'integration_types_config': {'0': {}, '1': {}},  # installable to a server and to a user
    }


# --------------------------------------------------------------------------
# Application commands
# --------------------------------------------------------------------------


def stored_command(raw: Dict[str, Any], *, cmd_id: int, app_id: int, guild_id: Optional[int]) -> Dict[str, Any]:
    """Turn a command as sent by the client into what Discord stores and returns."""
    data = dict(raw)
    data['id'] = str(cmd_id)
    data['application_id'] = str(app_id)
    data['version'] = str(cmd_id)
    data.setdefault('type', 1)
    data.setdefault('description', '')
    data.setdefault('options', [])
    data.setdefault('default_member_permissions', None)
    data.setdefault('nsfw', False)
    if guild_id is not None:
        data['guild_id'] = str(guild_id)
    else:
        data.setdefault('contexts', None)
        data.setdefault('integration_types', [0])
    return data


# --------------------------------------------------------------------------
# Messages
# --------------------------------------------------------------------------

MESSAGE_FLAG_HAS_THREAD = 1 << 5
MESSAGE_FLAG_EPHEMERAL = 1 << 6
MESSAGE_FLAG_LOADING = 1 << 7
MESSAGE_FLAG_SUPPRESS_EMBEDS = 1 << 2
MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
MESSAGE_FLAG_COMPONENTS_V2 = 1 << 15


def normalize_embed(embed: Dict[str, Any]) -> Dict[str, Any]:
    out = {k: v for k, v in embed.items() if v is not None}
    out.setdefault('type', 'rich')
    if 'fields' in out:
        out['fields'] = [{'name': f.get('name', ''), 'value': f.get('value', ''), 'inline': bool(f.get('inline', False))} for f in out['fields']]
    return out


def normalize_components(components: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    """Echo components back like Discord: keep them, give every one a numeric ``id``."""
    counter = itertools.count(1)
    used = set()

    def collect(comp: Dict[str, Any]) -> None:
        if isinstance(comp.get('id'), int):
            used.add(comp['id'])
        for child in _children(comp):
            collect(child)

    def assign(comp: Dict[str, Any]) -> Dict[str, Any]:
        out = dict(comp)
        if not isinstance(out.get('id'), int):
            n = next(counter)
            while n in used:
                n = next(counter)
            out['id'] = n
        if 'components' in out:
            out['components'] = [assign(c) for c in out['components']]
        if 'accessory' in out and isinstance(out['accessory'], dict):
            out['accessory'] = assign(out['accessory'])
        if 'component' in out and isinstance(out['component'], dict):
            out['component'] = assign(out['component'])
        return out

    for c in components:
        collect(c)
    return [assign(c) for c in components]


def _children(comp: Dict[str, Any]) -> List[Dict[str, Any]]:
    kids = list(comp.get('components') or [])
    if isinstance(comp.get('accessory'), dict):
        kids.append(comp['accessory'])
    if isinstance(comp.get('component'), dict):
        kids.append(comp['component'])
    return kids


def walk_components(components: Iterable[Dict[str, Any]]) -> Iterable[Dict[str, Any]]:
    """Depth-first walk over a component tree (rows, containers, sections, labels)."""
    for comp in components or []:
        yield comp
        yield from walk_components(_children(comp))


def message(
    *,
    message_id: int,
    channel_id: int,
    guild_id: Optional[int],
    author: 'FakeUser',
    content: str = '',
    embeds: Optional[List[Dict[str, Any]]] = None,
    components: Optional[List[Dict[str, Any]]] = None,
    attachments: Optional[List[Dict[str, Any]]] = None,
    flags: int = 0,
    msg_type: int = 0,
    mentions: Optional[List[Dict[str, Any]]] = None,
    webhook_id: Optional[int] = None,
    application_id: Optional[int] = None,
    interaction_metadata: Optional[Dict[str, Any]] = None,
    interaction: Optional[Dict[str, Any]] = None,
    message_reference: Optional[Dict[str, Any]] = None,
    referenced_message: Optional[Dict[str, Any]] = None,
    tts: bool = False,
    nonce: Any = None,
    poll: Optional[Dict[str, Any]] = None,
) -> Dict[str, Any]:
    data: Dict[str, Any] = {
        'id': str(message_id),
        'channel_id': str(channel_id),
        'author': user(author),
        'content': content or '',
        'timestamp': iso(snowflake_time(message_id)),
        'edited_timestamp': None,
        'tts': tts,
        'mention_everyone': False,
        'mentions': mentions or [],
        'mention_roles': [],
        'attachments': attachments or [],
        'embeds': [normalize_embed(e) for e in (embeds or [])],
        'reactions': [],
        'pinned': False,
        'type': msg_type,
        'flags': flags,
        'components': normalize_components(components or []),
    }
    if guild_id is not None:
        data['guild_id'] = str(guild_id)
    if webhook_id is not None:
        data['webhook_id'] = str(webhook_id)
    if application_id is not None:
        data['application_id'] = str(application_id)
    if interaction_metadata is not None:
        data['interaction_metadata'] = interaction_metadata
    if interaction is not None:
        data['interaction'] = interaction
    if message_reference is not None:
        data['message_reference'] = message_reference
        data['referenced_message'] = referenced_message
    if nonce is not None:
        data['nonce'] = nonce
    if poll is not None:
        data['poll'] = poll
    return data


# --------------------------------------------------------------------------
# Interactions
# --------------------------------------------------------------------------


def interaction(
    *,
    interaction_id: int,
    app_id: int,
    itype: int,
    token: str,
    data: Dict[str, Any],
    user_obj: 'FakeUser',
    guild: Optional['FakeGuild'],
    channel_obj: 'FakeChannel',
    member_obj: Optional['FakeMember'],
    member_permissions: int,
    app_permissions: int,
    message_payload: Optional[Dict[str, Any]] = None,
    installer: Optional['FakeUser'] = None,
) -> Dict[str, Any]:
    """An INTERACTION_CREATE payload; ``installer``: in a private channel (context 2), the user
    whose install of the app authorised it."""
    payload: Dict[str, Any] = {
        'id': str(interaction_id),
        'application_id': str(app_id),
        'type': itype,
        'data': data,
        'channel_id': str(channel_obj.id),
        'channel': channel(channel_obj),
        'token': token,
        'version': 1,
        'app_permissions': str(app_permissions),
        'locale': user_obj.locale,
        'entitlements': [],
        'entitlement_sku_ids': [],
        'attachment_size_limit': 10 * 1024 * 1024,
    }
    if guild is not None:
        payload['guild_id'] = str(guild.id)
        payload['guild'] = partial_guild(guild)
        payload['guild_locale'] = guild.preferred_locale
        payload['member'] = member(member_obj, permissions=member_permissions)  # type: ignore[arg-type]
        payload['authorizing_integration_owners'] = {'0': str(guild.id)}
        payload['context'] = 0
    elif installer is not None:   # a group DM or a DM between users: the app a user installed
        payload['user'] = user(user_obj)
        payload['authorizing_integration_owners'] = {'1': str(installer.id)}
        payload['context'] = 2
    else:
        payload['user'] = user(user_obj)
        payload['authorizing_integration_owners'] = {'0': str(user_obj.id)}
        payload['context'] = 1
    if message_payload is not None:
        payload['message'] = message_payload
    return payload


def interaction_metadata(
    *,
    interaction_id: int,
    itype: int,
    user_obj: 'FakeUser',
    guild_id: Optional[int],
    name: Optional[str] = None,
    interacted_message_id: Optional[int] = None,
    original_response_message_id: Optional[int] = None,
) -> Dict[str, Any]:
    owner = str(guild_id) if guild_id is not None else str(user_obj.id)
    data: Dict[str, Any] = {
        'id': str(interaction_id),
        'type': itype,
        'user': user(user_obj),
        'authorizing_integration_owners': {'0': owner},
    }
    if name is not None:
        data['name'] = name
        data['command_type'] = 1
    if interacted_message_id is not None:
        data['interacted_message_id'] = str(interacted_message_id)
    if original_response_message_id is not None:
        data['original_response_message_id'] = str(original_response_message_id)
    return data


def error(code: int, message: str, errors: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    body: Dict[str, Any] = {'message': message, 'code': code}
    if errors:
        body['errors'] = errors
    return body
