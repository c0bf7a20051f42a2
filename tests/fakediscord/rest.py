"""The REST half of the fake Discord API (everything under ``/api/v10``).

A small route table maps ``METHOD /path`` to handlers; each handler turns the
HTTP request into an operation on :class:`FakeDiscordServer` and returns the
JSON Discord would return.  Requests to routes that are not in the table are
answered ``404`` with a Discord error body, logged with ``logging.error`` and
kept in ``server.unknown_routes`` so a missing endpoint is never silent.
"""

from __future__ import annotations

import json
import logging
import re
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Dict, List, Optional, Tuple

from aiohttp import web

from . import payloads, validate
from .model import ApiError, FakeChannel, StoredMessage
from .payloads import P
from .ratelimit import RateLimited

if TYPE_CHECKING:  # pragma: no cover
    from .server import FakeDiscordServer

log = logging.getLogger('fakediscord.rest')

API_PREFIX = re.compile(r'^/api(?:/v\d+)?(?P<path>/.*)$')
TRUE_VALUES = {'1', 'true', 'True'}
Files = List[Tuple[str, bytes, str]]
JSON_HEADERS = {'Content-Type': 'application/json'}


def json_response(data: Any, status: int = 200, headers: Optional[Dict[str, str]] = None) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly (discord.py compares the header verbatim).

    ``data`` is serialized right away, so handlers may return live payloads.
    """
    body = payloads.dumps(data).encode()
    return web.Response(body=body, status=status, headers={**JSON_HEADERS, **headers} if headers else JSON_HEADERS)


def bot_token(request: web.Request) -> Optional[str]:
    """The bot token of ``Authorization: Bot <token>``, if the request has one."""
    authorization = request.headers.get('Authorization', '')
    return authorization[4:] if authorization.startswith('Bot ') else None


class ApiRequest:
    """What a handler gets: path parameters, query, JSON body and uploaded files."""

    def __init__(self, request: web.Request, params: Dict[str, str], body: Any, files: Files) -> None:
        self.request = request
        self.params = params
        self.query = request.query
        self.body = body
        self.files = files

    @property
    def token(self) -> Optional[str]:
        return bot_token(self.request)

    def flag(self, name: str) -> bool:
        return self.query.get(name) in TRUE_VALUES

    def int(self, name: str) -> int:
        return int(self.params[name])


Handler = Callable[[ApiRequest], Awaitable[Any]]


class Route:
    """One entry of the route table, with the rate-limit bucket its requests count in.

    ``major``: the path parameter that is the route's major parameter (the
    rate-limit bucket is per value of it); ``bucket``: a named bucket of
    :mod:`.ratelimit` (default ``other``: one bucket per route and major parameter).
    """

    __slots__ = ('method', 'template', 'pattern', 'handler', 'auth', 'bucket', 'major', 'hash_name')

    def __init__(self, method: str, template: str, pattern: 're.Pattern[str]', handler: Handler, auth: bool,
                 bucket: str, major: Optional[str]) -> None:
        self.method = method
        self.template = template
        self.pattern = pattern
        self.handler = handler
        self.auth = auth
        self.bucket = bucket
        self.major = major
        self.hash_name = bucket if bucket != 'other' else f'{method} {template}'


def _first_segment(path: str) -> str:
    return path.split('/', 2)[1] if path.count('/') >= 1 else ''


class RestAPI:
    """Route table + handlers.  Handlers return JSON data, ``None`` (204) or ``(status, data)``."""

    def __init__(self, server: 'FakeDiscordServer') -> None:
        self.server = server
        s = r'(?P<{}>\d+)'.format
        self.routes: List[Route] = []
        self._by_segment: Dict[str, List[Route]] = {}
        add = self._add
        add('GET', '/gateway', self.get_gateway, auth=False, bucket='gateway')
        add('GET', '/gateway/bot', self.get_gateway_bot)
        add('GET', '/users/@me', self.get_me)
        add('GET', f"/users/{s('user_id')}", self.get_user)
        add('POST', '/users/@me/channels', self.create_dm)
        add('GET', '/oauth2/applications/@me', self.get_application)
        add('GET', '/applications/@me', self.get_application)
        for prefix in (f"/applications/{s('app_id')}", f"/applications/{s('app_id')}/guilds/{s('guild_id')}"):
            major = 'guild_id' if 'guild_id' in prefix else None
            add('GET', prefix + '/commands', self.list_commands, major=major)
            add('PUT', prefix + '/commands', self.overwrite_commands, major=major)
            add('POST', prefix + '/commands', self.upsert_command, major=major)
            add('GET', prefix + f"/commands/{s('command_id')}", self.get_command, major=major)
            add('PATCH', prefix + f"/commands/{s('command_id')}", self.edit_command, major=major)
            add('DELETE', prefix + f"/commands/{s('command_id')}", self.delete_command, major=major)
        add('GET', f"/applications/{s('app_id')}/guilds/{s('guild_id')}/commands/permissions", self.command_permissions, major='guild_id')
        add('GET', f"/applications/{s('app_id')}/emojis", self.list_app_emojis)
        add('POST', f"/applications/{s('app_id')}/emojis", self.create_app_emoji)
        add('DELETE', f"/applications/{s('app_id')}/emojis/{s('emoji_id')}", self.delete_app_emoji)
        ch = f"/channels/{s('channel_id')}"
        add('GET', ch, self.get_channel, major='channel_id')
        add('PATCH', ch, self.modify_channel, major='channel_id')
        add('DELETE', ch, self.delete_channel, major='channel_id')
        add('GET', ch + '/messages', self.history, major='channel_id')
        add('POST', ch + '/messages', self.post_message, major='channel_id', bucket='channel_messages_post')
        add('POST', ch + '/messages/bulk-delete', self.bulk_delete, major='channel_id')
        add('GET', ch + f"/messages/{s('message_id')}", self.get_message, major='channel_id')
        add('PATCH', ch + f"/messages/{s('message_id')}", self.edit_message, major='channel_id', bucket='channel_messages_patch')
        add('DELETE', ch + f"/messages/{s('message_id')}", self.delete_message, major='channel_id', bucket='channel_messages_delete')
        add('POST', ch + f"/messages/{s('message_id')}/threads", self.start_thread_from_message, major='channel_id')
        add('POST', ch + '/threads', self.start_thread, major='channel_id')
        add('PUT', ch + '/thread-members/@me', self.join_thread, major='channel_id')
        add('DELETE', ch + '/thread-members/@me', self.leave_thread, major='channel_id')
        add('POST', ch + '/typing', self.typing, major='channel_id')
        g = f"/guilds/{s('guild_id')}"
        add('GET', g, self.get_guild, major='guild_id')
        add('GET', g + '/channels', self.get_guild_channels, major='guild_id')
        add('GET', g + '/threads/active', self.get_active_threads, major='guild_id')
        add('GET', g + '/roles', self.get_guild_roles, major='guild_id')
        add('GET', g + '/members', self.list_members, major='guild_id')
        add('GET', g + f"/members/{s('user_id')}", self.get_member, major='guild_id')
        add('POST', f"/interactions/{s('interaction_id')}/(?P<token>[^/]+)/callback", self.interaction_callback,
            auth=False, bucket='interaction_callback', major='interaction_id')
        add('POST', f"/webhooks/{s('app_id')}/(?P<token>[^/]+)", self.webhook_send,
            auth=False, bucket='interaction_webhook', major='token')
        msg = f"/webhooks/{s('app_id')}/(?P<token>[^/]+)/messages/(?P<message>@original|\\d+)"
        add('GET', msg, self.webhook_get, auth=False, bucket='interaction_webhook', major='token')
        add('PATCH', msg, self.webhook_edit, auth=False, bucket='interaction_webhook', major='token')
        add('DELETE', msg, self.webhook_delete, auth=False, bucket='interaction_webhook', major='token')

    def _add(self, method: str, pattern: str, handler: Handler, *, auth: bool = True, bucket: str = 'other',
             major: Optional[str] = None) -> None:
        route = Route(method, pattern, re.compile(pattern), handler, auth, bucket, major)
        self.routes.append(route)
        self._by_segment.setdefault(_first_segment(pattern), []).append(route)

    def match(self, method: str, path: str) -> Optional[Tuple[Route, Dict[str, str]]]:
        """The route for ``METHOD /path`` (path without the /api/vN prefix) and its parameters."""
        for route in self._by_segment.get(_first_segment(path), ()):
            if route.method == method:
                mm = route.pattern.fullmatch(path)
                if mm is not None:
                    return route, mm.groupdict()
        return None

    # ------------------------------------------------------------------ dispatch

    async def handle(self, request: web.Request) -> web.StreamResponse:
        server = self.server
        method = request.method
        if server.record:
            server.request_log.append((method, request.path_qs))
        m = API_PREFIX.match(request.path)
        found = self.match(method, m.group('path')) if m is not None else None
        try:
            body, files = await self._read_body(request)
        except ValueError as exc:
            return self._error(request, ApiError(400, 50109, f'The request body contains invalid JSON ({exc})'))
        token = bot_token(request)
        if found is None:
            server.ratelimits.count('other', token=token)
            return self._unknown(request, body)
        route, params = found
        if route.auth and token is None:
            return self._error(request, ApiError(401, 0, '401: Unauthorized'))
        limits = server.ratelimits
        major = params.get(route.major) if route.major else None
        if route.bucket == 'other':
            key: Any = (route.hash_name, major)
        elif route.bucket == 'interaction_callback':
            key = (major, params.get('token'))
        else:
            key = major
        try:
            headers = limits.hit(route.bucket, key, token=token, hash_name=route.hash_name, method=method, path=request.path)
        except RateLimited as exc:
            log.info('fakediscord: %s %s -> 429 (%s, retry after %.3fs)', method, request.path, exc.bucket, exc.retry_after)
            server.notifier.notify()
            return json_response(exc.body, 429, exc.headers)
        if body is not None and server.validation:
            refusal = validate.check_body(route.template, method, body)
            if refusal is not None:
                return self._error(request, ApiError(400, *refusal), headers)
        try:
            result = await route.handler(ApiRequest(request, params, body, files))
        except ApiError as exc:
            return self._error(request, exc, headers)
        except Exception as exc:  # a bug in the fake: make it loud
            log.exception('fakediscord: handler for %s %s crashed', method, request.path)
            return self._error(request, ApiError(500, 0, f'500: fake server error: {exc!r}'), headers)
        if result is None:
            return web.Response(status=204, headers=headers)
        status = 200
        if isinstance(result, tuple):
            status, result = result
        return json_response(result, status, headers)

    async def _read_body(self, request: web.Request) -> Tuple[Any, Files]:
        files: Files = []
        if not request.body_exists:
            return None, files
        if request.content_type.startswith('multipart/'):
            body: Any = None
            indexed: List[Tuple[int, Tuple[str, bytes, str]]] = []
            reader = await request.multipart()
            async for part in reader:
                name = part.name or ''
                if name == 'payload_json':
                    body = json.loads(await part.text())
                elif name.startswith('files['):
                    blob = bytes(await part.read(decode=False))
                    content_type = part.headers.get('Content-Type', 'application/octet-stream')
                    indexed.append((int(name[6:-1]), (part.filename or 'file', blob, content_type)))
            return body, [f for _, f in sorted(indexed)]
        raw = await request.read()
        if not raw:
            return None, files
        return json.loads(raw), files

    def _unknown(self, request: web.Request, body: Any) -> web.Response:
        entry = {'method': request.method, 'path': request.path, 'query': dict(request.query), 'body': body}
        self.server.unknown_routes.append(entry)
        log.error('fakediscord: UNKNOWN ROUTE %s %s (add it to tests/fakediscord/rest.py) body=%s',
                  request.method, request.path_qs, json.dumps(body)[:500] if body is not None else None)
        self.server.notifier.notify()
        return json_response(payloads.error(0, '404: Not Found'), 404)

    def _error(self, request: web.Request, exc: ApiError, headers: Optional[Dict[str, str]] = None) -> web.Response:
        self.server.errors.append({'method': request.method, 'path': request.path, 'status': exc.status, 'body': exc.body})
        log.warning('fakediscord: %s %s -> %s %s', request.method, request.path, exc.status, exc.body)
        self.server.notifier.notify()
        return json_response(exc.body, exc.status, headers)

    async def attachment(self, request: web.Request) -> web.Response:
        for msg in self.server.messages.values():
            blob = msg.files.get(int(request.match_info['attachment_id']))
            if blob is not None:
                return web.Response(body=blob)
        return json_response(payloads.error(0, '404: Not Found'), 404)

    # ------------------------------------------------------------------ helpers

    def _check_app(self, req: ApiRequest) -> None:
        if req.int('app_id') != self.server.app_id:
            raise ApiError(404, 10002, 'Unknown Application')

    def _guild(self, req: ApiRequest):
        guild = self.server.guilds.get(req.int('guild_id'))
        if guild is None:
            raise ApiError(404, 10004, 'Unknown Guild')
        return guild

    def _channel(self, req: ApiRequest, need: int = 0) -> FakeChannel:
        """The channel (or thread), checked for the bot's permissions (VIEW_CHANNEL plus ``need``).

        In a thread the permissions are the parent channel's, and sending needs
        SEND_MESSAGES_IN_THREADS instead of SEND_MESSAGES, like on Discord.
        """
        server = self.server
        ch = server.channels.get(req.int('channel_id'))
        if ch is None or ch.deleted:
            raise ApiError(404, 10003, 'Unknown Channel')
        if ch.private:   # the bot is not in a group DM (or a DM between users): interactions only
            raise ApiError(403, 50001, 'Missing Access')
        if ch.guild_id is not None:
            perms = server.permissions(server.bot_user, ch)
            if not perms & P.VIEW_CHANNEL:
                raise ApiError(403, 50001, 'Missing Access')
            if ch.is_thread and need & P.SEND_MESSAGES:
                need = (need & ~P.SEND_MESSAGES) | P.SEND_MESSAGES_IN_THREADS
            if need & ~perms:
                raise ApiError(403, 50013, 'Missing Permissions')
        return ch

    def _not_archived(self, ch: FakeChannel) -> None:
        if ch.is_thread and ch.archived:
            raise ApiError(400, 50083, 'Thread is archived')

    def _channel_message(self, ch: FakeChannel, message_id: int) -> StoredMessage:
        msg = self.server.messages.get(message_id)
        if msg is None or msg.deleted or msg.channel_id != ch.id or msg.ephemeral:
            raise ApiError(404, 10008, 'Unknown Message')
        return msg

    def _interaction(self, req: ApiRequest):
        self._check_app(req)
        return self.server.interaction_by_token(req.params['token'])

    # ------------------------------------------------------------ login & users

    async def get_gateway(self, req: ApiRequest) -> Any:
        return {'url': self.server.gateway_url}

    async def get_gateway_bot(self, req: ApiRequest) -> Any:
        gateway = self.server.gateway
        return {
            'url': self.server.gateway_url,
            'shards': gateway.shard_count or 1,
            'session_start_limit': gateway.session_start_limit(req.token),
        }

    async def get_me(self, req: ApiRequest) -> Any:
        me = dict(payloads.user(self.server.bot_user))
        me.update(verified=True, mfa_enabled=False, email=None, locale='en-US')
        return me

    async def get_user(self, req: ApiRequest) -> Any:
        u = self.server.users.get(req.int('user_id'))
        if u is None:
            raise ApiError(404, 10013, 'Unknown User')
        return payloads.user(u)

    async def create_dm(self, req: ApiRequest) -> Any:
        # Like Discord, opening the DM channel works even when the user does not accept
        # DMs; sending to it is what fails (403 50007).
        u = self.server.users.get(int((req.body or {}).get('recipient_id') or 0))
        if u is None or u.bot:
            raise ApiError(400, 50007, 'Cannot send messages to this user')
        return payloads.channel(self.server.dm_channel(u))

    async def get_application(self, req: ApiRequest) -> Any:
        s = self.server
        return payloads.application(s.app_id, s.app_owner, s.bot_user)

    # ------------------------------------------------------------------ commands

    def _command_scope(self, req: ApiRequest) -> Optional[int]:
        self._check_app(req)
        if 'guild_id' in req.params:
            return self._guild(req).id
        return None

    def _commands(self, guild_id: Optional[int]) -> List[Dict[str, Any]]:
        if guild_id is None:
            return self.server.global_commands
        return self.server.guild_commands.setdefault(guild_id, [])

    def _find_command(self, req: ApiRequest) -> Tuple[Optional[int], Dict[str, Any]]:
        guild_id = self._command_scope(req)
        for cmd in self._commands(guild_id):
            if int(cmd['id']) == req.int('command_id'):
                return guild_id, cmd
        raise ApiError(404, 10063, 'Unknown application command')

    async def list_commands(self, req: ApiRequest) -> Any:
        return self._commands(self._command_scope(req))

    async def overwrite_commands(self, req: ApiRequest) -> Any:
        if not isinstance(req.body, list):
            raise ApiError(400, 50035, 'Invalid Form Body', {'_errors': [{'code': 'LIST_TYPE_CONVERT', 'message': 'Must be a list.'}]})
        return self.server.overwrite_commands(req.body, self._command_scope(req))

    async def upsert_command(self, req: ApiRequest) -> Any:
        guild_id = self._command_scope(req)
        body = req.body or {}
        if self.server.validation:
            problem = validate.check_command(body)
            if problem:
                raise ApiError(400, *problem)
        current = [dict(c) for c in self._commands(guild_id)]
        existing = [c for c in current if c['name'] == body.get('name') and c.get('type', 1) == body.get('type', 1)]
        raw = [c for c in current if c not in existing] + [body]
        for c in raw:
            if c is not body:
                c.pop('application_id', None)
        stored = self.server.overwrite_commands(raw, guild_id)
        result = next(c for c in stored if c['name'] == body.get('name'))
        return (200 if existing else 201), result

    async def get_command(self, req: ApiRequest) -> Any:
        return self._find_command(req)[1]

    async def edit_command(self, req: ApiRequest) -> Any:
        guild_id, cmd = self._find_command(req)
        changes = {k: v for k, v in (req.body or {}).items() if k not in ('id', 'application_id')}
        if self.server.validation:
            problem = validate.check_command({**cmd, **changes})
            if problem:
                raise ApiError(400, *problem)
        cmd.update(changes)
        self.server.notifier.notify()
        return cmd

    async def delete_command(self, req: ApiRequest) -> Any:
        guild_id, cmd = self._find_command(req)
        self._commands(guild_id).remove(cmd)
        self.server.notifier.notify()
        return None

    async def command_permissions(self, req: ApiRequest) -> Any:
        self._check_app(req)
        self._guild(req)
        return []

    # ------------------------------------------------------------ application emojis

    async def list_app_emojis(self, req: ApiRequest) -> Any:
        self._check_app(req)
        return {'items': [dict(e) for e in self.server.app_emojis.values()]}

    async def create_app_emoji(self, req: ApiRequest) -> Any:
        """POST /applications/{id}/emojis: a name (2-32 of A-Z a-z 0-9 _) unique to the app, a PNG,
        JPEG or GIF data URI of at most 256 KiB, at most 2000 emojis an app (Discord's documented limits)."""
        self._check_app(req)
        return 201, self.server.create_app_emoji((req.body or {}).get('name'), (req.body or {}).get('image'))

    async def delete_app_emoji(self, req: ApiRequest) -> Any:
        self._check_app(req)
        if self.server.app_emojis.pop(req.int('emoji_id'), None) is None:
            raise ApiError(404, 10014, 'Unknown Emoji')
        return None

    # ------------------------------------------------------------------ channels

    async def get_channel(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        return payloads.channel(ch, me=self.server.bot_user)

    async def modify_channel(self, req: ApiRequest) -> Any:
        """PATCH /channels/{id}: a thread's name/archived/locked/auto_archive_duration, a channel's name/topic."""
        server = self.server
        ch = self._channel(req)
        body = req.body or {}
        if ch.guild_id is None:
            raise ApiError(400, 50024, 'Cannot execute action on this channel type')
        perms = server.permissions(server.bot_user, ch)
        if not ch.is_thread:
            if not perms & P.MANAGE_CHANNELS:
                raise ApiError(403, 50013, 'Missing Permissions')
            return payloads.channel(server.update_channel(ch, name=body.get('name'), topic=body.get('topic')))
        manager = bool(perms & P.MANAGE_THREADS)
        owner = ch.owner_id == server.bot_user.id
        if 'locked' in body and bool(body['locked']) != ch.locked and not manager:
            raise ApiError(403, 50013, 'Missing Permissions')
        if ch.locked and ch.archived and not manager:
            raise ApiError(400, 50083, 'Thread is archived')
        unarchive_only = set(body) <= {'archived'} and body.get('archived') is False
        if not (manager or owner or (unarchive_only and perms & P.SEND_MESSAGES_IN_THREADS)):
            raise ApiError(403, 50013, 'Missing Permissions')
        server.update_thread(
            ch, name=body.get('name'), archived=body.get('archived'), locked=body.get('locked'),
            auto_archive_duration=body.get('auto_archive_duration'),
        )
        return payloads.channel(ch, me=server.bot_user)

    async def delete_channel(self, req: ApiRequest) -> Any:
        """DELETE /channels/{id}: needs MANAGE_CHANNELS (MANAGE_THREADS for a thread); a DM is just closed."""
        server = self.server
        ch = self._channel(req)
        if ch.guild_id is None:
            return payloads.channel(ch)
        need = P.MANAGE_THREADS if ch.is_thread else P.MANAGE_CHANNELS
        if not server.permissions(server.bot_user, ch) & need:
            raise ApiError(403, 50013, 'Missing Permissions')
        data = payloads.channel(ch)
        server.delete_channel(ch)
        return data

    def _thread_body(self, body: Dict[str, Any]) -> Tuple[str, int]:
        """The name and auto_archive_duration of a new thread (checked against the description by then)."""
        return str(body.get('name')), int(body.get('auto_archive_duration') or 1440)

    def _thread_parent(self, req: ApiRequest, need: int) -> FakeChannel:
        ch = self._channel(req, need)
        if ch.type not in (0, 5):
            raise ApiError(400, 50024, 'Cannot execute action on this channel type')
        return ch

    async def start_thread(self, req: ApiRequest) -> Any:
        """POST /channels/{id}/threads: a thread without a starter message (type 11 public, 12 private).

        Discord's default type is 12 (private), as discord.py's ``create_thread`` without a message.
        """
        body = req.body or {}
        thread_type = int(body.get('type') or 12)
        if thread_type not in (11, 12):
            raise ApiError(400, 50035, 'Invalid Form Body', {'type': {'_errors': [{'code': 'BASE_TYPE_CHOICES', 'message': 'Value must be one of {11, 12}.'}]}})
        need = P.CREATE_PUBLIC_THREADS if thread_type == 11 else P.CREATE_PRIVATE_THREADS
        parent = self._thread_parent(req, need)
        name, duration = self._thread_body(body)
        thread = self.server.create_thread(parent, name, owner=self.server.bot_user, thread_type=thread_type,
                                           auto_archive_duration=duration, invitable=body.get('invitable', True) is not False)
        return 201, payloads.channel(thread, me=self.server.bot_user)

    async def start_thread_from_message(self, req: ApiRequest) -> Any:
        """POST /channels/{id}/messages/{mid}/threads: a public thread whose id is the message's."""
        parent = self._thread_parent(req, P.CREATE_PUBLIC_THREADS)
        msg = self._channel_message(parent, req.int('message_id'))
        name, duration = self._thread_body(req.body or {})
        thread = self.server.create_thread(parent, name, owner=self.server.bot_user, message=msg, auto_archive_duration=duration)
        return 201, payloads.channel(thread, me=self.server.bot_user)

    async def join_thread(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        if not ch.is_thread:
            raise ApiError(400, 50024, 'Cannot execute action on this channel type')
        self._not_archived(ch)
        self.server.join_thread(ch, self.server.bot_user)
        return None

    async def leave_thread(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        if not ch.is_thread:
            raise ApiError(400, 50024, 'Cannot execute action on this channel type')
        self.server.leave_thread(ch, self.server.bot_user)
        return None

    async def history(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.READ_MESSAGE_HISTORY)
        limit = max(1, min(100, int(req.query.get('limit', 50))))
        msgs = [self.server.messages[m] for m in self.server.channel_messages.get(ch.id, [])]
        msgs = [m for m in msgs if not m.deleted and not m.ephemeral]
        if 'around' in req.query:
            around = int(req.query['around'])
            older = [m for m in msgs if m.id <= around][-((limit + 1) // 2):]
            newer = [m for m in msgs if m.id > around][: limit // 2]
            msgs = older + newer
        else:
            if 'before' in req.query:
                msgs = [m for m in msgs if m.id < int(req.query['before'])]
            if 'after' in req.query:
                msgs = [m for m in msgs if m.id > int(req.query['after'])][:limit]
            msgs = msgs[-limit:]
        return [m.payload for m in reversed(msgs)]

    async def post_message(self, req: ApiRequest) -> Any:
        """POST /channels/{id}/messages.

        Like Discord: ``nonce`` (int or string of at most 25 characters) is echoed;
        with ``enforce_nonce`` a message by the same author with the same nonce in
        this channel within ``nonce_window`` is returned instead of a new one.  A
        DM to a user who closed their DMs or shares no server with the bot is
        403 50007.  Sending in an archived thread unarchives it, unless it is
        locked (400 50083).
        """
        server = self.server
        ch = self._channel(req, P.SEND_MESSAGES)
        body = req.body or {}
        if ch.type == 1 and ch.recipient is not None and not server.can_dm(ch.recipient):
            raise ApiError(403, 50007, 'Cannot send messages to this user')
        nonce_key = None
        nonce = body.get('nonce')
        if nonce is not None and body.get('enforce_nonce'):
            nonce_key = server.nonce_key(ch, server.bot_user, nonce)
            existing = server.message_for_nonce(nonce_key)
            if existing is not None:
                return existing.payload
        if server.validation:
            problem = validate.check_message(body, emojis=server.app_emojis)
            if problem:
                raise ApiError(400, *problem)
        if body.get('embeds') and ch.guild_id is not None and not server.permissions(server.bot_user, ch) & P.EMBED_LINKS:
            body = {**body, 'embeds': []}  # Discord silently drops embeds without Embed Links
        problem = validate.check_new_message_not_empty(body, has_files=bool(req.files))
        if problem:
            raise ApiError(400, *problem)
        if ch.is_thread and ch.archived:
            if ch.locked:
                raise ApiError(400, 50083, 'Thread is archived')
            server.update_thread(ch, archived=False)
        return server.create_message(ch, body, files=req.files, nonce_key=nonce_key).payload

    async def get_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.READ_MESSAGE_HISTORY)
        return self._channel_message(ch, req.int('message_id')).payload

    async def edit_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        msg = self._channel_message(ch, req.int('message_id'))
        if msg.author_id != self.server.bot_user.id:
            raise ApiError(403, 50005, 'Cannot edit a message authored by another user')
        self._not_archived(ch)
        body = req.body or {}
        if self.server.validation:
            problem = validate.check_message(body, existing=msg.payload, emojis=self.server.app_emojis)
            if problem:
                raise ApiError(400, *problem)
        return self.server.edit_message(msg, body, files=req.files).payload

    async def delete_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        msg = self._channel_message(ch, req.int('message_id'))
        if msg.author_id != self.server.bot_user.id and ch.guild_id is not None:
            if not self.server.permissions(self.server.bot_user, ch) & P.MANAGE_MESSAGES:
                raise ApiError(403, 50013, 'Missing Permissions')
        self._not_archived(ch)
        self.server.delete_message(msg)
        return None

    async def bulk_delete(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.MANAGE_MESSAGES)
        ids = [int(i) for i in (req.body or {}).get('messages') or []]
        for mid in ids:
            self.server.delete_message(self._channel_message(ch, mid))
        return None

    async def typing(self, req: ApiRequest) -> Any:
        self._channel(req, P.SEND_MESSAGES)
        return None

    # -------------------------------------------------------------------- guilds

    async def get_guild(self, req: ApiRequest) -> Any:
        guild = self._guild(req)
        data = payloads.guild(guild, members=[])
        for key in ('members', 'channels', 'threads', 'presences', 'voice_states', 'joined_at', 'large', 'member_count'):
            data.pop(key, None)
        data['approximate_member_count'] = len(guild.memberships)
        return data

    async def get_guild_channels(self, req: ApiRequest) -> Any:
        return [payloads.channel(c) for c in self._guild(req).channels.values()]

    async def get_active_threads(self, req: ApiRequest) -> Any:
        server = self.server
        guild = self._guild(req)
        threads = [t for t in guild.threads.values() if not t.archived and server.can_view(server.bot_user, t)]
        members = [payloads.thread_member(t, server.bot_user.id) for t in threads if server.bot_user.id in t.thread_members]
        return {'threads': [payloads.thread(t) for t in threads], 'members': members}

    async def get_guild_roles(self, req: ApiRequest) -> Any:
        return [payloads.role(r) for r in self._guild(req).roles.values()]

    async def list_members(self, req: ApiRequest) -> Any:
        guild = self._guild(req)
        limit = max(1, min(1000, int(req.query.get('limit', 1))))
        after = int(req.query.get('after', 0))
        members = sorted((m for m in guild.memberships.values() if m.user.id > after), key=lambda m: m.user.id)
        return [payloads.member(m) for m in members[:limit]]

    async def get_member(self, req: ApiRequest) -> Any:
        member = self._guild(req).memberships.get(req.int('user_id'))
        if member is None:
            raise ApiError(404, 10007, 'Unknown Member')
        return payloads.member(member)

    # -------------------------------------------------------------- interactions

    async def interaction_callback(self, req: ApiRequest) -> Any:
        fi = self.server.interactions.get(req.int('interaction_id'))
        if fi is None or fi.token != req.params['token']:
            raise ApiError(404, 10062, 'Unknown interaction')
        body = req.body or {}
        result = self.server.interaction_callback(fi, body, req.files)
        return result if req.flag('with_response') else None

    async def webhook_send(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        msg = self.server.send_followup(fi, req.body or {}, req.files)
        return msg.payload if req.flag('wait') else None

    async def webhook_get(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        return self.server.webhook_message(fi, req.params['message']).payload

    async def webhook_edit(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        msg = self.server.webhook_message(fi, req.params['message'])
        body = req.body or {}
        if self.server.validation:
            problem = validate.check_message(body, existing=msg.payload, emojis=self.server.app_emojis)
            if problem:
                raise ApiError(400, *problem)
        return self.server.edit_message(msg, body, files=req.files, interaction=fi).payload

    async def webhook_delete(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        self.server.delete_message(self.server.webhook_message(fi, req.params['message']), interaction=fi)
        return None
