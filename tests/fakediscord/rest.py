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

if TYPE_CHECKING:  # pragma: no cover
    from .server import FakeDiscordServer

log = logging.getLogger('fakediscord.rest')

API_PREFIX = re.compile(r'^/api(?:/v\d+)?(?P<path>/.*)$')
TRUE_VALUES = {'1', 'true', 'True'}
Files = List[Tuple[str, bytes, str]]


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly (discord.py compares the header verbatim)."""
    body = json.dumps(data, separators=(',', ':')).encode()
    return web.Response(body=body, status=status, content_type='application/json')


class ApiRequest:
    """What a handler gets: path parameters, query, JSON body and uploaded files."""

    def __init__(self, request: web.Request, params: Dict[str, str], body: Any, files: Files) -> None:
        self.request = request
        self.params = params
        self.query = request.query
        self.body = body
        self.files = files

    def flag(self, name: str) -> bool:
        return self.query.get(name) in TRUE_VALUES

    def int(self, name: str) -> int:
        return int(self.params[name])


Handler = Callable[[ApiRequest], Awaitable[Any]]


class RestAPI:
    """Route table + handlers.  Handlers return JSON data, ``None`` (204) or ``(status, data)``."""

    def __init__(self, server: 'FakeDiscordServer') -> None:
        self.server = server
        s = r'(?P<{}>\d+)'.format
        self.routes: List[Tuple[str, re.Pattern, Handler, bool]] = []
        add = self._add
        add('GET', '/gateway', self.get_gateway, auth=False)
        add('GET', '/gateway/bot', self.get_gateway_bot)
        add('GET', '/users/@me', self.get_me)
        add('GET', f"/users/{s('user_id')}", self.get_user)
        add('POST', '/users/@me/channels', self.create_dm)
        add('GET', '/oauth2/applications/@me', self.get_application)
        add('GET', '/applications/@me', self.get_application)
        for prefix in (f"/applications/{s('app_id')}", f"/applications/{s('app_id')}/guilds/{s('guild_id')}"):
            add('GET', prefix + '/commands', self.list_commands)
            add('PUT', prefix + '/commands', self.overwrite_commands)
            add('POST', prefix + '/commands', self.upsert_command)
            add('GET', prefix + f"/commands/{s('command_id')}", self.get_command)
            add('PATCH', prefix + f"/commands/{s('command_id')}", self.edit_command)
            add('DELETE', prefix + f"/commands/{s('command_id')}", self.delete_command)
        add('GET', f"/applications/{s('app_id')}/guilds/{s('guild_id')}/commands/permissions", self.command_permissions)
        add('GET', f"/channels/{s('channel_id')}", self.get_channel)
        add('GET', f"/channels/{s('channel_id')}/messages", self.history)
        add('POST', f"/channels/{s('channel_id')}/messages", self.post_message)
        add('POST', f"/channels/{s('channel_id')}/messages/bulk-delete", self.bulk_delete)
        add('GET', f"/channels/{s('channel_id')}/messages/{s('message_id')}", self.get_message)
        add('PATCH', f"/channels/{s('channel_id')}/messages/{s('message_id')}", self.edit_message)
        add('DELETE', f"/channels/{s('channel_id')}/messages/{s('message_id')}", self.delete_message)
        add('POST', f"/channels/{s('channel_id')}/typing", self.typing)
        add('GET', f"/guilds/{s('guild_id')}", self.get_guild)
        add('GET', f"/guilds/{s('guild_id')}/channels", self.get_guild_channels)
        add('GET', f"/guilds/{s('guild_id')}/roles", self.get_guild_roles)
        add('GET', f"/guilds/{s('guild_id')}/members", self.list_members)
        add('GET', f"/guilds/{s('guild_id')}/members/{s('user_id')}", self.get_member)
        add('POST', f"/interactions/{s('interaction_id')}/(?P<token>[^/]+)/callback", self.interaction_callback, auth=False)
        add('POST', f"/webhooks/{s('app_id')}/(?P<token>[^/]+)", self.webhook_send, auth=False)
        msg = f"/webhooks/{s('app_id')}/(?P<token>[^/]+)/messages/(?P<message>@original|\\d+)"
        add('GET', msg, self.webhook_get, auth=False)
        add('PATCH', msg, self.webhook_edit, auth=False)
        add('DELETE', msg, self.webhook_delete, auth=False)

    def _add(self, method: str, pattern: str, handler: Handler, *, auth: bool = True) -> None:
        self.routes.append((method, re.compile(pattern), handler, auth))

    # ------------------------------------------------------------------ dispatch

    async def handle(self, request: web.Request) -> web.StreamResponse:
        server = self.server
        server.request_log.append((request.method, request.path_qs))
        m = API_PREFIX.match(request.path)
        route = None
        if m is not None:
            path = m.group('path')
            for method, pattern, handler, auth in self.routes:
                mm = pattern.fullmatch(path)
                if mm is not None and method == request.method:
                    route = (handler, auth, mm.groupdict())
                    break
        try:
            body, files = await self._read_body(request)
        except ValueError as exc:
            return self._error(request, ApiError(400, 50109, f'The request body contains invalid JSON ({exc})'))
        if route is None:
            return self._unknown(request, body)
        handler, auth, params = route
        if auth and not request.headers.get('Authorization', '').startswith('Bot '):
            return self._error(request, ApiError(401, 0, '401: Unauthorized'))
        try:
            result = await handler(ApiRequest(request, params, body, files))
        except ApiError as exc:
            return self._error(request, exc)
        except Exception as exc:  # a bug in the fake: make it loud
            log.exception('fakediscord: handler for %s %s crashed', request.method, request.path)
            return self._error(request, ApiError(500, 0, f'500: fake server error: {exc!r}'))
        if result is None:
            return web.Response(status=204)
        status = 200
        if isinstance(result, tuple):
            status, result = result
        return json_response(result, status)

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

    def _error(self, request: web.Request, exc: ApiError) -> web.Response:
        self.server.errors.append({'method': request.method, 'path': request.path, 'status': exc.status, 'body': exc.body})
        log.warning('fakediscord: %s %s -> %s %s', request.method, request.path, exc.status, exc.body)
        self.server.notifier.notify()
        return json_response(exc.body, exc.status)

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
        """The channel, checked for the bot's permissions (VIEW_CHANNEL plus ``need``)."""
        server = self.server
        ch = server.channels.get(req.int('channel_id'))
        if ch is None:
            raise ApiError(404, 10003, 'Unknown Channel')
        if ch.guild_id is not None:
            perms = server.permissions(server.bot_user, ch)
            if not perms & P.VIEW_CHANNEL:
                raise ApiError(403, 50001, 'Missing Access')
            if need & ~perms:
                raise ApiError(403, 50013, 'Missing Permissions')
        return ch

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
        return {
            'url': self.server.gateway_url,
            'shards': 1,
            'session_start_limit': {'total': 1000, 'remaining': 999, 'reset_after': 14400000, 'max_concurrency': 1},
        }

    async def get_me(self, req: ApiRequest) -> Any:
        me = payloads.user(self.server.bot_user)
        me.update(verified=True, mfa_enabled=False, email=None, locale='en-US')
        return me

    async def get_user(self, req: ApiRequest) -> Any:
        u = self.server.users.get(req.int('user_id'))
        if u is None:
            raise ApiError(404, 10013, 'Unknown User')
        return payloads.user(u)

    async def create_dm(self, req: ApiRequest) -> Any:
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
        cmd.update({k: v for k, v in (req.body or {}).items() if k not in ('id', 'application_id')})
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

    # ------------------------------------------------------------------ channels

    async def get_channel(self, req: ApiRequest) -> Any:
        return payloads.channel(self._channel(req))

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
        return [m.snapshot() for m in reversed(msgs)]

    async def post_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.SEND_MESSAGES)
        body = req.body or {}
        if body.get('embeds') and ch.guild_id is not None and not self.server.permissions(self.server.bot_user, ch) & P.EMBED_LINKS:
            body = {**body, 'embeds': []}  # Discord silently drops embeds without Embed Links
        problem = validate.check_message(body, creating=True, has_files=bool(req.files))
        if problem:
            raise ApiError(400, *problem)
        return self.server.create_message(ch, body, files=req.files).snapshot()

    async def get_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.READ_MESSAGE_HISTORY)
        return self._channel_message(ch, req.int('message_id')).snapshot()

    async def edit_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        msg = self._channel_message(ch, req.int('message_id'))
        if msg.author_id != self.server.bot_user.id:
            raise ApiError(403, 50005, 'Cannot edit a message authored by another user')
        body = req.body or {}
        problem = validate.check_message(body, creating=False, existing_flags=msg.flags)
        if problem:
            raise ApiError(400, *problem)
        return self.server.edit_message(msg, body, files=req.files).snapshot()

    async def delete_message(self, req: ApiRequest) -> Any:
        ch = self._channel(req)
        msg = self._channel_message(ch, req.int('message_id'))
        if msg.author_id != self.server.bot_user.id and ch.guild_id is not None:
            if not self.server.permissions(self.server.bot_user, ch) & P.MANAGE_MESSAGES:
                raise ApiError(403, 50013, 'Missing Permissions')
        self.server.delete_message(msg)
        return None

    async def bulk_delete(self, req: ApiRequest) -> Any:
        ch = self._channel(req, P.MANAGE_MESSAGES)
        ids = [int(i) for i in (req.body or {}).get('messages') or []]
        if not 2 <= len(ids) <= 100:
            raise ApiError(400, 50016, 'You must provide at least 2 and fewer than 100 messages to delete')
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
        return msg.snapshot() if req.flag('wait') else None

    async def webhook_get(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        return self.server.webhook_message(fi, req.params['message']).snapshot()

    async def webhook_edit(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        msg = self.server.webhook_message(fi, req.params['message'])
        body = req.body or {}
        problem = validate.check_message(body, creating=False, existing_flags=msg.flags)
        if problem:
            raise ApiError(400, *problem)
        return self.server.edit_message(msg, body, files=req.files, interaction=fi).snapshot()

    async def webhook_delete(self, req: ApiRequest) -> Any:
        fi = self._interaction(req)
        self.server.delete_message(self.server.webhook_message(fi, req.params['message']), interaction=fi)
        return None
