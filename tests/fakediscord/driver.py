"""FakeDiscord: the test-facing API, written so tests read like people playing.

    async with FakeDiscord() as fd:
        guild = fd.add_guild('Coup Night', members=4)
        alice, bob, *_ = guild.members
        ... start the bot with DISCORD_API_BASE=fd.api_base ...
        await fd.wait_until_ready()
        ix = await fd.invoke_slash(alice, guild.channel, 'coup new', mode='live')
        lobby = (await ix.response()).message
        await fd.click(bob, lobby, label='Join')
        board = await fd.next_message(guild.channel)
        secret = await fd.next_ephemeral(bob)
        assert 'Duke' not in fd.all_text_seen_by(alice)

Every wait has a timeout and fails with a message that says what was awaited
and which API errors / unknown routes the fake saw, so failures explain
themselves.  Leaving ``async with FakeDiscord()`` fails if the fake refused a
request body as Discord would (400 50035), even when the bot carried on: a test
that sends bad bodies on purpose calls ``fd.expect_refusals()``.

Beyond playing normally: threads (``create_thread``, ``threads``,
``archive_thread``, ``delete_channel``), people who close their DMs
(``close_dms``) or leave (``remove_member``), locales (``set_locale``,
``add_guild(locale=...)``), and hostile input for fuzzing (``raw_component``,
``invoke_slash_raw``, ``redeliver``, ``late=True``, ``unanswered``).  Rate-limit
counters are in ``fd.ratelimits``.
"""

from __future__ import annotations

import contextlib
import copy
import logging
import time
from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Union

from . import payloads
from .gateway import GatewaySession
from .interactions import CHANNEL_GUILD
from .model import (
    FakeChannel,
    FakeDiscordTimeout,
    FakeGuild,
    FakeInteraction,
    FakeRole,
    FakeUser,
    InteractionResponse,
    Record,
    StoredMessage,
    UserLike,
)
from .payloads import P, compute_permissions
from .ratelimit import RateLimiter
from .server import FakeDiscordServer

log = logging.getLogger('fakediscord')

MessageLike = Union[StoredMessage, InteractionResponse, FakeInteraction, int]
ChannelLike = Union[FakeChannel, FakeGuild]
MessagePredicate = Optional[Callable[[StoredMessage], bool]]

OPTION_TYPE_NAMES = {
    3: 'string', 4: 'integer', 5: 'boolean', 6: 'user', 7: 'channel', 8: 'role', 9: 'mentionable', 10: 'number', 11: 'attachment',
}


def _named(item: Dict[str, Any], name: str) -> bool:
    """Whether a command/option is called ``name``, in English or in one of its localizations."""
    return item.get('name') == name or name in (item.get('name_localizations') or {}).values()


def _json_option_type(value: Any) -> int:
    """The option type a raw value looks like (used for options the command does not declare)."""
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    if isinstance(value, FakeUser):
        return 6
    if isinstance(value, FakeRole):
        return 8
    if isinstance(value, (FakeChannel, FakeGuild)):
        return 7
    return 3


class FakeDiscord:
    """A fake Discord server plus helpers to act as its human users."""

    def __init__(self, **server_options: Any) -> None:
        self.server = FakeDiscordServer(**server_options)
        self._consumed: Dict[Any, Set[int]] = {}
        #: leaving ``async with FakeDiscord()`` fails if a request body was refused (400 50035),
        #: unless the test sent bad bodies on purpose and said so with :meth:`expect_refusals`
        self.refusals_expected = False

    # ---------------------------------------------------------------- lifecycle

    async def start(self) -> 'FakeDiscord':
        await self.server.start()
        return self

    async def stop(self) -> None:
        await self.server.stop()

    async def __aenter__(self) -> 'FakeDiscord':
        return await self.start()

    async def __aexit__(self, exc_type: Any, *exc: Any) -> None:
        await self.stop()
        if exc_type is None and self.refusals and not self.refusals_expected:
            shown = [(e['method'], e['path'], e['body'].get('errors')) for e in self.refusals[:3]]
            raise AssertionError(f'the fake refused {len(self.refusals)} request(s) as Discord would (400 50035 Invalid '
                                 f'Form Body), e.g. {shown}; a bot sending that fails on Discord')

    def expect_refusals(self) -> None:
        """This test sends bodies Discord refuses on purpose: leaving the fake does not fail on them."""
        self.refusals_expected = True

    @property
    def refusals(self) -> List[Dict[str, Any]]:
        """The requests answered 400 50035 Invalid Form Body (see :mod:`.validate`), oldest first."""
        return [e for e in self.server.errors if (e.get('body') or {}).get('code') == 50035]

    @property
    def api_base(self) -> str:
        """e.g. ``http://127.0.0.1:PORT/api/v10``: give it to the bot as DISCORD_API_BASE."""
        return self.server.api_base

    @property
    def gateway_url(self) -> str:
        return self.server.gateway_url

    @property
    def bot_user(self) -> FakeUser:
        return self.server.bot_user

    @property
    def records(self) -> List[Record]:
        """Everything the bot did, in order (see :class:`Record`)."""
        return self.server.records

    @property
    def unknown_routes(self) -> List[Dict[str, Any]]:
        return self.server.unknown_routes

    @property
    def errors(self) -> List[Dict[str, Any]]:
        return self.server.errors

    @property
    def interactions(self) -> List[FakeInteraction]:
        return list(self.server.interactions.values())

    @property
    def late_interactions(self) -> List[FakeInteraction]:
        return self.server.late_interactions

    @property
    def ratelimits(self) -> RateLimiter:
        """Rate-limit counters: ``.requests``, ``.rejected``, ``.would_reject`` (by bucket name),
        ``.requests_per_second(window)``, ``.stats()`` / ``.rates_since(stats)``."""
        return self.server.ratelimits

    def unanswered(self, timeout: Optional[float] = None) -> List[FakeInteraction]:
        """Interactions that got no callback at all within ``timeout`` s (default: the 3 s deadline).

        A fuzz run asserts ``fd.unanswered() == []`` after waiting past the deadline.
        """
        return self.server.unanswered(timeout)

    async def settle_interactions(self) -> None:
        """Wait until every interaction so far has had its first callback, or until the youngest
        unanswered one is past Discord's deadline: then ``unanswered()`` and ``late_interactions``
        say all there is to say about them (no fixed wait past the deadline needed)."""
        s = self.server
        deadline = s.interaction_deadline if s.interaction_deadline is not None else 3.0
        waiting = [fi for fi in s.interactions.values() if fi.first_callback_at is None]
        if not waiting:
            return
        youngest = max(fi.created_at for fi in waiting)
        left = youngest + deadline + 0.05 - time.monotonic()
        if left <= 0:
            return
        with contextlib.suppress(FakeDiscordTimeout):
            await s.notifier.wait_for(lambda: all(fi.first_callback_at is not None for fi in waiting),
                                      left, lambda: 'every interaction answered')

    def assert_clean(self) -> None:
        """Fail if the bot hit unknown routes, got API errors, answered late, or broke the gateway protocol."""
        s = self.server
        if s.unknown_routes or s.errors or s.late_interactions or s.gateway.protocol_errors:
            raise AssertionError(f'fake Discord saw problems: {s.problem_summary()}')

    # ------------------------------------------------------------------- world

    def user(self, name: UserLike) -> FakeUser:
        """The user with that name (created if new)."""
        return self.server.user(name)

    def add_guild(self, name: str = 'Test Server', members: Union[int, Iterable[UserLike]] = 0, **options: Any) -> FakeGuild:
        """A guild with a #general text channel and ``members`` humans (alice, bob, carol, ...).

        ``shard=(shard_id, num_shards)`` gives it an id on that shard (``(id >> 22) % num_shards``).
        """
        return self.server.add_guild(name, members, **options)

    def remove_bot(self, guild: FakeGuild) -> None:
        """The server removes the bot: GUILD_DELETE now, and not among the bot's guilds at its next IDENTIFY."""
        self.server.remove_bot(guild)

    def add_bot(self, guild: FakeGuild) -> None:
        """The server adds the bot back: GUILD_CREATE now, and among the bot's guilds again."""
        self.server.add_bot(guild)

    def add_channel(self, guild: FakeGuild, name: str = 'general', **options: Any) -> FakeChannel:
        return self.server.add_channel(guild, name, **options)

    def add_member(self, guild: FakeGuild, who: UserLike) -> FakeUser:
        return self.server.add_member(guild, who)

    def remove_member(self, guild: FakeGuild, who: UserLike) -> None:
        self.server.remove_member(guild, who)

    def add_role(self, guild: FakeGuild, name: str, permissions: int = 0) -> FakeRole:
        return self.server.add_role(guild, name, permissions)

    def give_role(self, guild: FakeGuild, who: UserLike, role: FakeRole) -> None:
        self.server.give_role(guild, who, role)

    def grant_manage_guild(self, guild: FakeGuild, who: UserLike) -> FakeRole:
        """Give ``who`` the Manage Server permission."""
        return self.server.grant_manage_guild(guild, who)

    def set_overwrite(self, channel: FakeChannel, target: Union[FakeUser, FakeRole], *, allow: int = 0, deny: int = 0) -> None:
        self.server.set_overwrite(channel, target, allow=allow, deny=deny)

    def permissions(self, who: UserLike, channel: ChannelLike) -> int:
        return self.server.permissions(who, self._channel(channel))

    def install_app(self, who: UserLike) -> FakeUser:
        return self.server.install_app(who)

    def add_group_dm(self, *members: UserLike, name: Optional[str] = None) -> FakeChannel:
        return self.server.add_group_dm(*members, name=name)

    def add_user_dm(self, a: UserLike, b: UserLike) -> FakeChannel:
        return self.server.add_user_dm(a, b)

    def dm_channel(self, who: UserLike, *, create: bool = False) -> Optional[FakeChannel]:
        """The DM channel between the bot and ``who`` (None if nobody opened it, unless ``create``)."""
        return self.server.dm_channel(who, create=create)

    def set_locale(self, who: UserLike, locale: str) -> FakeUser:
        """Set ``who``'s Discord client language (e.g. 'fr'): sent as ``locale`` in their interactions."""
        return self.server.set_locale(who, locale)

    def close_dms(self, who: UserLike) -> FakeUser:
        """``who`` stops accepting DMs: the bot can still open the DM channel, but sending is 403 50007."""
        return self.server.close_dms(who)

    def open_dms(self, who: UserLike) -> FakeUser:
        return self.server.open_dms(who)

    # ----------------------------------------------------------------- threads

    def create_thread(self, channel: ChannelLike, name: str, *, by: UserLike, message: Optional[MessageLike] = None,
                      private: bool = False, auto_archive_duration: int = 1440) -> FakeChannel:
        """``by`` starts a thread in a channel (from ``message`` if given); the bot gets THREAD_CREATE."""
        parent = self._channel(channel)
        msg = self.message(message) if message is not None else None
        return self.server.create_thread(parent, name, owner=by, thread_type=12 if private else 11,
                                         auto_archive_duration=auto_archive_duration, message=msg)

    def threads(self, channel: ChannelLike, *, archived: Optional[bool] = None) -> List[FakeChannel]:
        """The threads of a channel (not deleted), oldest first; ``archived=False`` for the active ones."""
        return self.server.threads_of(self._channel(channel), archived=archived)

    def archive_thread(self, thread: FakeChannel, *, locked: bool = False) -> FakeChannel:
        """Archive (and optionally lock) a thread, as a moderator or Discord's auto-archive would (THREAD_UPDATE)."""
        return self.server.archive_thread(thread, locked=locked)

    def add_thread_member(self, thread: FakeChannel, who: UserLike) -> None:
        """Add a user to a thread (for private threads, that is what lets them see it)."""
        self.server.join_thread(thread, who)

    def delete_channel(self, channel: ChannelLike) -> None:
        """Delete a channel or thread as an admin would: CHANNEL_DELETE or THREAD_DELETE to the bot."""
        self.server.delete_channel(self._channel(channel))

    # ----------------------------------------------------------------- gateway

    @property
    def session(self) -> Optional[GatewaySession]:
        return self.server.gateway.active_session()

    async def wait_until_ready(self, timeout: float = 10.0, *, commands: bool = True, shard: Optional[int] = None,
                               sessions: int = 1) -> GatewaySession:
        """Wait until a bot is connected and identified (and, by default, has synced commands).

        ``shard``: a session of that shard id (a session without ``shard`` is shard 0);
        ``sessions``: at least that many such sessions connected (several processes).
        Returns the newest.
        """

        def check() -> Optional[GatewaySession]:
            ready = [s for s in self.server.gateway.sessions.values()
                     if s.ready and s.connected and not s.invalidated and (shard is None or (s.shard or (0, 1))[0] == shard)]
            if len(ready) < sessions:
                return None
            if commands and not (self.server.global_commands or any(self.server.guild_commands.values())):
                return None
            return max(ready, key=lambda s: s.identified_at)

        return await self.server.notifier.wait_for(check, timeout, lambda: f'the bot to be ready ({self.server.problem_summary()})')

    async def wait_disconnected(self, timeout: float = 5.0) -> None:
        """Wait until no bot websocket is connected (e.g. after killing the bot)."""

        def check() -> bool:
            return not any(s.connected for s in self.server.gateway.sessions.values())

        await self.server.notifier.wait_for(check, timeout, lambda: 'the bot to disconnect')

    def drop_connection(self, code: int = 4000) -> None:
        """Close the bot's websocket abruptly; discord.py will RESUME."""
        self.server.gateway.drop(code=code)

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT; discord.py reconnects and RESUMEs."""
        self.server.gateway.request_reconnect()

    def invalidate_session(self) -> None:
        """Send INVALID_SESSION (d=false); discord.py re-IDENTIFYs (after its own 5 s pause)."""
        self.server.gateway.invalidate()

    # ---------------------------------------------------------- slash commands

    def _channel(self, where: ChannelLike) -> FakeChannel:
        return where.channel if isinstance(where, FakeGuild) else where

    def _find_command(self, user: FakeUser, channel: FakeChannel, path: List[str]) -> Dict[str, Any]:
        guild = self.server.guilds.get(channel.guild_id) if channel.guild_id else None
        commands = [c for c in self.server.commands_for(guild.id if guild else None) if c.get('type', 1) == 1]
        cmd = next((c for c in commands if c['name'] == path[0]), None) or next((c for c in commands if _named(c, path[0])), None)
        if cmd is None:
            raise LookupError(f'no slash command /{path[0]} registered here; registered: {sorted(c["name"] for c in commands)}')
        contexts = cmd.get('contexts')
        if channel.private:   # a group DM or a DM between users: a command of the user's own install
            if not user.installed_app:
                raise PermissionError(f'{user.name} has not installed the app: no /{path[0]} here')
            if 1 not in (cmd.get('integration_types') or [0]) or (contexts is not None and 2 not in contexts):
                raise PermissionError(f'/{path[0]} is not available in group DMs')
        elif guild is None and (cmd.get('dm_permission') is False or (contexts is not None and 1 not in contexts)):
            raise PermissionError(f'/{path[0]} is not available in DMs')
        if guild is not None and contexts is not None and 0 not in contexts:
            raise PermissionError(f'/{path[0]} is not available in servers')
        required = cmd.get('default_member_permissions')
        if guild is not None and required is not None:
            have = compute_permissions(guild, user.id)
            if int(required) & ~have or (int(required) == 0 and not have & P.ADMINISTRATOR):
                raise PermissionError(f'{user.name} cannot see /{path[0]} (needs permissions {required})')
        return cmd

    def _build_options(self, schema: List[Dict[str, Any]], values: Dict[str, Any], guild: Optional[FakeGuild],
                       resolved: Dict[str, Dict[str, Any]], focused: Optional[str] = None) -> List[Dict[str, Any]]:
        by_name = {o['name']: o for o in schema}
        # a user typing in French sees and may type the French names; Discord sends the English ones
        values = {next((o['name'] for o in schema if _named(o, k)), k) if k not in by_name else k: v for k, v in values.items()}
        if focused is not None and focused not in by_name:
            focused = next((o['name'] for o in schema if _named(o, focused)), focused)
        unknown = set(values) - set(by_name)
        if unknown:
            raise ValueError(f'unknown option(s) {sorted(unknown)}; the command has {sorted(by_name)}')
        out = []
        for opt in schema:
            name = opt['name']
            if name not in values:
                if opt.get('required') and name != focused:
                    raise ValueError(f'missing required option {name!r}')
                continue
            value = self._option_value(opt, values[name], guild, resolved, focused=name == focused)
            entry: Dict[str, Any] = {'name': name, 'type': opt['type'], 'value': value}
            if name == focused:
                entry['focused'] = True
            out.append(entry)
        return out

    def _option_value(self, opt: Dict[str, Any], value: Any, guild: Optional[FakeGuild],
                      resolved: Dict[str, Dict[str, Any]], *, focused: bool = False) -> Any:
        otype = opt['type']
        name = opt['name']
        if focused:
            return str(value)  # autocomplete sends whatever the user has typed so far
        if otype == 3:
            value = str(value)
            if opt.get('min_length') is not None and len(value) < opt['min_length']:
                raise ValueError(f'{name}: shorter than {opt["min_length"]}')
            if opt.get('max_length') is not None and len(value) > opt['max_length']:
                raise ValueError(f'{name}: longer than {opt["max_length"]}')
        elif otype == 4:
            if isinstance(value, bool) or int(value) != value:
                raise ValueError(f'{name}: {value!r} is not an integer')
            value = int(value)
        elif otype == 10:
            value = float(value)
        elif otype == 5:
            if not isinstance(value, bool):
                raise ValueError(f'{name}: {value!r} is not a boolean')
        elif otype in (6, 9) and not isinstance(value, FakeRole):
            u = self.server.user(value)
            resolved.setdefault('users', {})[str(u.id)] = payloads.user(u)
            if guild is not None and u.id in guild.memberships:
                m = payloads.member(guild.memberships[u.id], with_user=False, permissions=compute_permissions(guild, u.id))
                resolved.setdefault('members', {})[str(u.id)] = m
            return str(u.id)
        elif otype in (8, 9):
            if not isinstance(value, FakeRole):
                raise ValueError(f'{name}: pass a FakeRole')
            resolved.setdefault('roles', {})[str(value.id)] = payloads.role(value)
            return str(value.id)
        elif otype == 7:
            ch = self._channel(value)
            data = payloads.channel(ch)
            data['permissions'] = str(self.server.permissions(self.server.bot_user, ch))
            resolved.setdefault('channels', {})[str(ch.id)] = data
            return str(ch.id)
        else:
            raise NotImplementedError(f'option type {OPTION_TYPE_NAMES.get(otype, otype)} is not supported by the driver')

        if otype in (4, 10):
            if opt.get('min_value') is not None and value < opt['min_value']:
                raise ValueError(f'{name}: {value} < min {opt["min_value"]}')
            if opt.get('max_value') is not None and value > opt['max_value']:
                raise ValueError(f'{name}: {value} > max {opt["max_value"]}')
        choices = opt.get('choices')
        if choices and value not in [c['value'] for c in choices]:
            raise ValueError(f'{name}: {value!r} is not one of the choices {[c["value"] for c in choices]}')
        return value

    def _command_data(self, user: FakeUser, channel: FakeChannel, command: str, values: Dict[str, Any],
                      focused: Optional[str] = None) -> Dict[str, Any]:
        path = command.lstrip('/').split()
        cmd = self._find_command(user, channel, path)
        guild = self.server.guilds.get(channel.guild_id) if channel.guild_id else None
        resolved: Dict[str, Dict[str, Any]] = {}
        schema = cmd.get('options') or []
        nesting: List[Dict[str, Any]] = []
        for part in path[1:]:
            sub = next((o for o in schema if _named(o, part) and o['type'] in (1, 2)), None)
            if sub is None:
                choices = [o['name'] for o in schema if o['type'] in (1, 2)]
                raise LookupError(f'/{" ".join(path)}: no subcommand {part!r}; choose from {choices}')
            nesting.append({'name': sub['name'], 'type': sub['type'], 'options': []})
            schema = sub.get('options') or []
        if any(o['type'] in (1, 2) for o in schema):
            raise LookupError(f'/{" ".join(path)} needs a subcommand: {[o["name"] for o in schema]}')
        leaf = self._build_options(schema, values, guild, resolved, focused)

        options = leaf
        for level in reversed(nesting):
            level['options'] = options
            options = [level]
        data: Dict[str, Any] = {'id': cmd['id'], 'name': cmd['name'], 'type': 1, 'options': options}
        if cmd.get('guild_id'):
            data['guild_id'] = cmd['guild_id']
        if resolved:
            data['resolved'] = resolved
        return data

    async def invoke_slash(self, user: UserLike, where: ChannelLike, command: str,
                           options: Optional[Dict[str, Any]] = None, *, late: bool = False,
                           **kw_options: Any) -> FakeInteraction:
        """``user`` runs ``/command`` (e.g. ``'coup new'``) in a channel or thread with the given options.

        Option values are checked against the registered command (types, choices,
        required) like the Discord client does.  Users may be given as FakeUser or
        name, channels as FakeChannel, roles as FakeRole.  Names may be the English
        ones or localized ones.  ``late=True``: the bot's callback will be refused
        as if it came after Discord's 3 s (404 10062).
        """
        u = self.server.user(user)
        channel = self._channel(where)
        values = {**(options or {}), **kw_options}
        data = self._command_data(u, channel, command, values)
        return self.server.dispatch_interaction(itype=2, user=u, channel=channel, data=data, late=late,
                                                description=f'/{command.lstrip("/")} by {u.name}')

    async def invoke_slash_raw(self, user: UserLike, where: ChannelLike, command: str,
                               options: Optional[Dict[str, Any]] = None, *, late: bool = False) -> FakeInteraction:
        """Like :meth:`invoke_slash` but with no client-side checks at all (for fuzzing).

        Any option value of any JSON type is sent as is (a string for an integer
        option, 1.5, a value outside the choices, an unknown option name), the
        subcommand may be missing or unknown, and guild-only or permission-gated
        commands may be used anywhere, DMs included.  Each option is sent with its
        declared type when the command declares it (as Discord does), else with
        the type its value looks like.  FakeUser/FakeRole/FakeChannel values (and
        ids of known ones in user/role/channel options) are resolved like Discord.
        """
        u = self.server.user(user)
        channel = self._channel(where)
        path = command.lstrip('/').split()
        if not path:
            raise ValueError('empty command')
        guild = self.server.guilds.get(channel.guild_id) if channel.guild_id else None
        every = [c for c in self.server.commands_for(guild.id if guild else None) if c.get('type', 1) == 1]
        every += [c for cmds in self.server.guild_commands.values() for c in cmds if c.get('type', 1) == 1 and c not in every]
        cmd = next((c for c in every if c['name'] == path[0]), None) or next((c for c in every if _named(c, path[0])), None)
        schema: List[Dict[str, Any]] = (cmd.get('options') or []) if cmd else []
        nesting: List[Dict[str, Any]] = []
        for part in path[1:]:
            sub = next((o for o in schema if _named(o, part) and o.get('type') in (1, 2)), None)
            nesting.append({'name': sub['name'] if sub else part, 'type': sub['type'] if sub else 1, 'options': []})
            schema = (sub.get('options') or []) if sub else []
        resolved: Dict[str, Dict[str, Any]] = {}
        leaf = []
        for name, value in (options or {}).items():
            opt = next((o for o in schema if _named(o, name) and o.get('type') not in (1, 2)), None)
            otype = opt['type'] if opt else _json_option_type(value)
            leaf.append({'name': opt['name'] if opt else name, 'type': otype, 'value': self._raw_value(otype, value, guild, resolved)})
        built = leaf
        for level in reversed(nesting):
            level['options'] = built
            built = [level]
        data: Dict[str, Any] = {
            'id': cmd['id'] if cmd else str(self.server.snowflakes.next()),
            'name': cmd['name'] if cmd else path[0], 'type': 1, 'options': built,
        }
        if cmd and cmd.get('guild_id'):
            data['guild_id'] = cmd['guild_id']
        if resolved:
            data['resolved'] = resolved
        return self.server.dispatch_interaction(itype=2, user=u, channel=channel, data=data, late=late, check_access=False,
                                                description=f'raw /{command.lstrip("/")} {options} by {u.name}')

    def _raw_value(self, otype: int, value: Any, guild: Optional[FakeGuild], resolved: Dict[str, Dict[str, Any]]) -> Any:
        """A raw option value: objects become ids (and are resolved), everything else is sent as is."""
        if isinstance(value, FakeUser) or (otype in (6, 9) and isinstance(value, (str, int)) and not isinstance(value, bool)
                                           and str(value).isdigit() and int(value) in self.server.users):
            user_value = value if isinstance(value, FakeUser) else self.server.users[int(value)]
            return self._option_value({'type': 6, 'name': 'raw'}, user_value, guild, resolved)
        if isinstance(value, FakeRole):
            return self._option_value({'type': 8, 'name': 'raw'}, value, guild, resolved)
        if isinstance(value, (FakeChannel, FakeGuild)) or (otype == 7 and isinstance(value, (str, int)) and not isinstance(value, bool)
                                                          and str(value).isdigit() and int(value) in self.server.channels):
            ch = value if isinstance(value, (FakeChannel, FakeGuild)) else self.server.channels[int(value)]
            return self._option_value({'type': 7, 'name': 'raw'}, ch, guild, resolved)
        return value

    async def autocomplete(self, user: UserLike, where: ChannelLike, command: str, focused: str,
                           options: Optional[Dict[str, Any]] = None, **kw_options: Any) -> List[Dict[str, Any]]:
        """``user`` types into option ``focused``; returns the bot's choices."""
        u = self.server.user(user)
        channel = self._channel(where)
        values = {**(options or {}), **kw_options}
        values.setdefault(focused, '')
        data = self._command_data(u, channel, command, values, focused=focused)
        fi = self.server.dispatch_interaction(itype=4, user=u, channel=channel, data=data,
                                              description=f'autocomplete /{command} {focused} by {u.name}')
        response = await fi.response()
        return response.choices or []

    # -------------------------------------------------------------- components

    def message(self, ref: MessageLike) -> StoredMessage:
        """The current state of a message, from a StoredMessage, response, interaction or id."""
        if isinstance(ref, InteractionResponse):
            ref = ref.message  # type: ignore[assignment]
        elif isinstance(ref, FakeInteraction):
            ref = ref.original_message_id  # type: ignore[assignment]
        if isinstance(ref, StoredMessage):
            ref = ref.id
        msg = self.server.messages.get(ref) if isinstance(ref, int) else None
        if msg is None:
            raise LookupError(f'no such message: {ref!r}')
        return msg

    def _usable_message(self, user: FakeUser, ref: MessageLike) -> StoredMessage:
        msg = self.message(ref)
        if msg.deleted:
            raise LookupError(f'{msg!r} was deleted')
        if msg.ephemeral and msg.visible_to != user.id:
            raise PermissionError(f'{user.name} cannot see ephemeral {msg!r} (it was shown to someone else)')
        if not self.server.can_view(user, self.server.channels[msg.channel_id]):
            raise PermissionError(f'{user.name} cannot see the channel of {msg!r}')
        return msg

    @staticmethod
    def _pick(candidates: List[Dict[str, Any]], what: str, msg: StoredMessage) -> Dict[str, Any]:
        if not candidates:
            raise LookupError(f'no {what} on {msg!r}; buttons={msg.labels} selects={[s.get("custom_id") for s in msg.selects]}')
        if len(candidates) > 1:
            raise LookupError(f'{what} is ambiguous on {msg!r}: {candidates}')
        return candidates[0]

    async def click(self, user: UserLike, message: MessageLike, label: Optional[str] = None, *,
                    custom_id: Optional[str] = None, late: bool = False) -> FakeInteraction:
        """``user`` clicks the button with that label (or custom_id) on a message.

        ``late=True``: the bot's callback will be refused as if it came after Discord's 3 s.
        """
        u = self.server.user(user)
        msg = self._usable_message(u, message)
        buttons = [b for b in msg.buttons
                   if (label is None or b.get('label') == label) and (custom_id is None or b.get('custom_id') == custom_id)]
        button = self._pick(buttons, f'button label={label!r} custom_id={custom_id!r}', msg)
        if button.get('disabled'):
            raise ValueError(f'button {label or custom_id!r} is disabled on {msg!r}')
        if not button.get('custom_id'):
            raise ValueError(f'button {label!r} is a link/premium button; nothing to click')
        data = {'custom_id': button['custom_id'], 'component_type': 2}
        return self.server.dispatch_interaction(
            itype=3, user=u, channel=self.server.channels[msg.channel_id], data=data, message=msg, late=late,
            description=f'click {label or custom_id!r} by {u.name}',
        )

    async def select(self, user: UserLike, message: MessageLike, values: Optional[List[Any]] = None, *,
                     custom_id: Optional[str] = None, labels: Optional[List[str]] = None,
                     placeholder: Optional[str] = None, late: bool = False) -> FakeInteraction:
        """``user`` picks ``values`` (or the options with ``labels``) in a select menu."""
        u = self.server.user(user)
        msg = self._usable_message(u, message)
        selects = [s for s in msg.selects
                   if (custom_id is None or s.get('custom_id') == custom_id)
                   and (placeholder is None or s.get('placeholder') == placeholder)]
        sel = self._pick(selects, f'select custom_id={custom_id!r}', msg)
        if sel.get('disabled'):
            raise ValueError(f'select {sel.get("custom_id")!r} is disabled')
        data: Dict[str, Any] = {'custom_id': sel['custom_id'], 'component_type': sel['type']}
        if sel['type'] == 3:
            options = sel.get('options') or []
            if labels is not None:
                by_label = {o['label']: o['value'] for o in options}
                missing = [lab for lab in labels if lab not in by_label]
                if missing:
                    raise LookupError(f'no options labelled {missing}; options: {list(by_label)}')
                values = [by_label[lab] for lab in labels]
            values = list(values or [])
            allowed = [o['value'] for o in options]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise ValueError(f'values {bad} are not options of the select; options: {allowed}')
            data['values'] = values
        else:
            guild = self.server.guilds.get(msg.guild_id) if msg.guild_id else None
            resolved: Dict[str, Dict[str, Any]] = {}
            kind = {5: 6, 6: 8, 7: 9, 8: 7}[sel['type']]
            data['values'] = [self._option_value({'type': kind, 'name': sel['custom_id']}, v, guild, resolved) for v in values or []]
            data['resolved'] = resolved
        n = len(data['values'])
        lo, hi = sel.get('min_values', 1), sel.get('max_values', 1)
        if not lo <= n <= hi:
            raise ValueError(f'select {sel["custom_id"]!r} takes {lo}..{hi} values, got {n}')
        return self.server.dispatch_interaction(
            itype=3, user=u, channel=self.server.channels[msg.channel_id], data=data, message=msg, late=late,
            description=f'select {data["values"]} in {sel["custom_id"]!r} by {u.name}',
        )

    async def raw_component(self, user: UserLike, channel: ChannelLike, custom_id: Any, *, component_type: Any = 2,
                            values: Optional[List[Any]] = None, message: Any = None, guild: Any = CHANNEL_GUILD,
                            resolved: Optional[Dict[str, Any]] = None, late: bool = False) -> FakeInteraction:
        """Send a component interaction with anything in it, as a modified client could (for fuzzing).

        Any ``custom_id`` / ``component_type`` / ``values``, attached to ``message``
        (a StoredMessage, id, or payload dict of how a message looked; it need not
        contain that custom_id) or to no message.  ``channel`` may be a DM channel;
        ``guild`` defaults to the channel's guild (None sends a DM-shaped payload).
        The user must still be a member of the guild, but need not see the channel.
        """
        u = self.server.user(user)
        ch = self._channel(channel)
        msg: Optional[StoredMessage] = None
        if isinstance(message, dict):
            msg = StoredMessage(payload=copy.deepcopy(message))
        elif message is not None:
            msg = message if isinstance(message, StoredMessage) else self.message(message)
        data: Dict[str, Any] = {'custom_id': custom_id, 'component_type': component_type}
        if values is not None:
            data['values'] = list(values)
        if resolved is not None:
            data['resolved'] = resolved
        return self.server.dispatch_interaction(
            itype=3, user=u, channel=ch, data=data, message=msg, late=late, guild=guild, check_access=False,
            description=f'raw component {custom_id!r} type={component_type} values={values} by {u.name}',
        )

    def redeliver(self, interaction: FakeInteraction) -> FakeInteraction:
        """Dispatch the same INTERACTION_CREATE again (same id and token), as Discord sometimes does.

        A second callback is answered 400 40060 and recorded in ``fd.errors``.
        """
        return self.server.redeliver(interaction)

    async def submit_modal(self, user: UserLike, interaction: FakeInteraction,
                           values: Optional[Dict[str, Any]] = None, **kw_values: Any) -> FakeInteraction:
        """``user`` fills in and submits the modal the bot showed in answer to ``interaction``.

        ``values`` maps text-input (or select) custom_ids to what the user typed/picked.
        """
        u = self.server.user(user)
        if interaction.response_type != 9 or not interaction.response_data:
            raise LookupError(f'{interaction!r} was not answered with a modal')
        if u.id != interaction.user.id:
            raise PermissionError(f'the modal was shown to {interaction.user.name}, not {u.name}')
        modal = interaction.response_data
        filled = {**(values or {}), **kw_values}
        used: Set[str] = set()

        def answer(comp: Dict[str, Any]) -> Dict[str, Any]:
            cid = comp.get('custom_id')
            out: Dict[str, Any] = {'type': comp['type'], 'id': comp.get('id'), 'custom_id': cid}
            options = [o for o in comp.get('options') or []]
            defaults = [o['value'] for o in options if o.get('default')]
            if comp['type'] == 4:
                value = filled.get(cid, comp.get('value') or '')
                if comp.get('required', True) and not value:
                    raise ValueError(f'text input {cid!r} is required')
                out['value'] = str(value)
            elif comp['type'] in (3, 5, 6, 7, 8, 22):   # selects and checkbox groups: values, defaults kept
                values = list(filled.get(cid, defaults if comp['type'] in (3, 22) else []))
                allowed = [o['value'] for o in options]
                if comp['type'] in (3, 22) and any(v not in allowed for v in values):
                    raise ValueError(f'{values} are not all options of {cid!r}: {allowed}')
                low = comp.get('min_values', 1 if comp['type'] != 22 else 1)
                high = comp.get('max_values', 1 if comp['type'] != 22 else len(options))
                if comp.get('required', True) and not (low or 0) <= len(values) <= high:
                    raise ValueError(f'{cid!r} takes {low}..{high} values, got {len(values)}')
                out['values'] = values
            elif comp['type'] == 21:   # a radio group: one value (its default until changed)
                value = filled.get(cid, defaults[0] if defaults else None)
                if value is not None and value not in [o['value'] for o in options]:
                    raise ValueError(f'{value!r} is not an option of {cid!r}')
                if value is None and comp.get('required', True):
                    raise ValueError(f'radio group {cid!r} is required')
                out['value'] = value
            elif comp['type'] == 23:   # a checkbox: ticked or not (its default until changed)
                out['value'] = bool(filled.get(cid, comp.get('default') or False))
            used.add(cid)
            return out

        components = []
        for comp in modal.get('components') or []:
            if comp['type'] == 1:
                components.append({'type': 1, 'id': comp.get('id'), 'components': [answer(c) for c in comp.get('components') or []]})
            elif comp['type'] == 18:
                components.append({'type': 18, 'id': comp.get('id'), 'component': answer(comp['component'])})
            elif comp['type'] == 10:
                components.append({'type': 10, 'id': comp.get('id')})
        unknown = set(filled) - used
        if unknown:
            raise LookupError(f'the modal has no inputs {sorted(unknown)}')
        data = {'custom_id': modal['custom_id'], 'components': components}
        message = self.server.messages.get(interaction.message_id) if interaction.message_id else None
        return self.server.dispatch_interaction(
            itype=5, user=u, channel=interaction.channel, data=data, message=message,
            description=f'modal {modal.get("title")!r} submitted by {u.name}',
        )

    # ------------------------------------------------------------------- waits

    async def _next(self, key: Any, candidates: Callable[[], List[StoredMessage]], predicate: MessagePredicate,
                    timeout: float, what: str) -> StoredMessage:
        consumed = self._consumed.setdefault(key, set())

        def check() -> Optional[StoredMessage]:
            pending = [m for m in candidates() if m.id not in consumed and not m.deleted and not m.loading]
            for i, msg in enumerate(pending):
                if predicate is None or predicate(msg):
                    consumed.update(m.id for m in pending[: i + 1])
                    return msg
            return None

        return await self.server.notifier.wait_for(check, timeout, lambda: f'{what} ({self.server.problem_summary()})')

    async def next_message(self, where: ChannelLike, predicate: MessagePredicate = None, timeout: float = 5.0) -> StoredMessage:
        """The next public message in a channel that this helper has not returned yet.

        Messages are read in order; with a predicate, earlier non-matching messages
        count as read.  'Thinking...' placeholders are returned once filled in.
        """
        channel = self._channel(where)

        def candidates() -> List[StoredMessage]:
            ids = self.server.channel_messages.get(channel.id, [])
            return [m for m in (self.server.messages[i] for i in ids) if not m.ephemeral]

        return await self._next(('channel', channel.id), candidates, predicate, timeout, f'a new message in #{channel.name}')

    async def next_ephemeral(self, user: UserLike, predicate: MessagePredicate = None, timeout: float = 5.0) -> StoredMessage:
        """The next ephemeral message shown to ``user`` (same reading rules as next_message)."""
        u = self.server.user(user)

        def candidates() -> List[StoredMessage]:
            return [m for m in self.server.messages.values() if m.ephemeral and m.visible_to == u.id]

        return await self._next(('ephemeral', u.id), candidates, predicate, timeout, f'an ephemeral message for {u.name}')

    async def next_dm(self, user: UserLike, predicate: MessagePredicate = None, timeout: float = 5.0) -> StoredMessage:
        """The next direct message the bot sent to ``user``."""
        u = self.server.user(user)

        def candidates() -> List[StoredMessage]:
            ch = self.server.dm_channels.get(u.id)
            return [self.server.messages[i] for i in self.server.channel_messages.get(ch.id, [])] if ch else []

        return await self._next(('dm', u.id), candidates, predicate, timeout, f'a DM to {u.name}')

    async def wait_for(self, predicate: Callable[[Record], bool], timeout: float = 5.0, *, since: int = 0) -> Record:
        """The first record (index >= ``since``) matching ``predicate``: creates, edits, deletes, callbacks."""

        def check() -> Optional[Record]:
            for rec in self.server.records[since:]:
                if predicate(rec):
                    return rec
            return None

        return await self.server.notifier.wait_for(check, timeout, lambda: f'a matching record ({self.server.problem_summary()})')

    async def wait_for_message(self, where: ChannelLike, predicate: Callable[[StoredMessage], bool],
                               timeout: float = 5.0) -> StoredMessage:
        """Wait until some current public message of the channel (after edits) matches."""
        channel = self._channel(where)

        def check() -> Optional[StoredMessage]:
            return next((m for m in self.server.visible_messages(channel) if not m.loading and predicate(m)), None)

        return await self.server.notifier.wait_for(check, timeout, lambda: f'a message in #{channel.name} to match ({self.server.problem_summary()})')

    def mark(self) -> int:
        """Current length of the record log, for ``wait_for(..., since=fd.mark())``."""
        return len(self.server.records)

    # ------------------------------------------------------------------ reading

    def messages(self, where: ChannelLike) -> List[StoredMessage]:
        """Public messages of a channel as they are now, oldest first (no ephemerals, no deleted)."""
        return self.server.visible_messages(self._channel(where))

    def visible_messages(self, where: ChannelLike, user: UserLike) -> List[StoredMessage]:
        """What ``user`` sees in the channel now: public messages plus their own ephemerals."""
        return self.server.visible_messages(self._channel(where), user)

    def texts_seen_by(self, user: UserLike) -> List[str]:
        """Every text piece ``user`` could ever have seen: every version of every public message in
        channels they can view (and their DMs), plus everything shown only to them
        (ephemeral messages, modals, autocomplete choices)."""
        u = self.server.user(user)
        out: List[str] = []
        for rec in self.server.records:
            if rec.kind == 'delete':
                continue
            if rec.visible_to is not None:
                if rec.visible_to == u.id:
                    out.extend(rec.texts)
                continue
            channel = self.server.channels.get(rec.channel_id or 0)
            if channel is not None and self.server.can_view(u, channel):
                out.extend(rec.texts)
        return out

    def all_text_seen_by(self, user: UserLike) -> str:
        """:meth:`texts_seen_by` joined by newlines (handy for ``'secret' not in ...``)."""
        return '\n'.join(self.texts_seen_by(user))


__all__ = ['FakeDiscord', 'FakeDiscordTimeout']
