"""FakeDiscordServer: a small Discord (REST + gateway) on 127.0.0.1.

The unmodified discord.py client logs into it once ``discord.http.Route.BASE``
and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` point here.  This
module owns the world (users, guilds, channels, messages, commands,
interactions) and the operations on it; :mod:`.rest` translates HTTP requests
into these operations, :mod:`.gateway` speaks the websocket protocol, and
:mod:`.driver` is the friendly API tests use.

Everything runs in the caller's asyncio event loop, so it can be embedded in
pytest, in a ``python -m bot demo`` command, or anywhere else.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import os
import re
import time
from typing import Any, Deque, Dict, List, Optional, Tuple, Union

from aiohttp import web

from . import payloads, validate
from .gateway import INTENT_DIRECT_MESSAGES, INTENT_GUILD_MESSAGES, INTENT_GUILD_PRESENCES, Gateway, GatewaySession
from .interactions import InteractionsMixin
from .model import (
    ApiError,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeUser,
    Notifier,
    Record,
    StoredMessage,
    UserLike,
)
from .payloads import (
    MESSAGE_FLAG_COMPONENTS_V2,
    MESSAGE_FLAG_EPHEMERAL,
    MESSAGE_FLAG_LOADING,
    MESSAGE_FLAG_SUPPRESS_EMBEDS,
    MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS,
    clone,
)
from .ratelimit import RateLimiter
from .text import mention_text, message_texts
from .world import WorldMixin

log = logging.getLogger('fakediscord')


SETTABLE_FLAGS = MESSAGE_FLAG_SUPPRESS_EMBEDS | MESSAGE_FLAG_SUPPRESS_NOTIFICATIONS | MESSAGE_FLAG_EPHEMERAL | MESSAGE_FLAG_COMPONENTS_V2
MENTION_RE = re.compile(r'<@!?(\d+)>')


#: Discord's rules for an application's emojis (docs: resources/emoji, "Application emojis")
APP_EMOJI_NAME = re.compile(r'[A-Za-z0-9_]{2,32}')
APP_EMOJI_IMAGE = re.compile(r'data:image/(png|jpeg|gif);base64,(.+)', re.S)
APP_EMOJI_BYTES = 256 * 1024
APP_EMOJI_LIMIT = 2000


class FakeDiscordServer(WorldMixin, InteractionsMixin):
    """The fake Discord: state + HTTP app.  Use :class:`FakeDiscord` in tests.

    Options:

    * ``interaction_deadline`` - seconds the bot has for the first interaction
      callback (Discord: 3); None = no limit;
    * ``broadcast_messages`` - send MESSAGE_CREATE/UPDATE/DELETE like Discord;
    * ``rate_limits`` - ``'enforce'`` (default: 429s like Discord), ``'count'``
      (never reject, count would-be 429s) or ``'off'``; the environment variable
      ``FAKEDISCORD_RATE_LIMITS`` changes the default; ``rate_limit_buckets``
      overrides bucket limits ({name: (limit, window_seconds)}), and
      ``global_rate_limit`` the 50 requests/s global limit (see :mod:`.ratelimit`);
    * ``validation`` - check every request body against Discord's OpenAPI description and
      documented limits, refusing what Discord refuses with 400 50035 (default True; the
      environment variable ``FAKEDISCORD_VALIDATION=off`` changes the default; see :mod:`.validate`);
    * ``shard_count`` - the shard count ``GET /gateway/bot`` recommends (default None: it says 1
      and any ``num_shards`` is accepted); when set, an IDENTIFY whose ``num_shards`` is not a
      multiple of it is closed 4010 Invalid shard;
    * ``max_concurrency`` - IDENTIFYs allowed per 5 s, one per ``shard_id % max_concurrency``
      (default None: ``GET /gateway/bot`` says 1 but nothing is enforced); one more is answered
      INVALID_SESSION (op 9) - see :mod:`.gateway` for sharding;
    * ``nonce_window`` - seconds during which ``enforce_nonce`` deduplicates (Discord: a few minutes);
    * ``record`` - keep :attr:`records` (every version of every message, with
      its texts) and :attr:`request_log`.  ``record=False`` is the lean mode for
      load benchmarks: no records, no text extraction, no deep copies
      (interaction payloads then refer to the live message instead of a
      snapshot); messages, interactions and errors are still kept;
    * ``interaction_retention`` - seconds an interaction (and its ephemeral
      messages) is kept after it was created; its token then answers 10015
      like an expired one.  Default ``'auto'``: forever, or 30 s with ``record=False``
      (a few KB per interaction add up at 1,000 interactions/s).  Discord's
      tokens live 15 minutes.
    """

    def __init__(
        self,
        *,
        host: str = '127.0.0.1',
        port: int = 0,
        bot_name: str = 'CoupBot',
        heartbeat_interval_ms: int = 41250,
        interaction_deadline: Optional[float] = 3.0,
        broadcast_messages: bool = True,
        rate_limits: Optional[str] = None,
        rate_limit_buckets: Optional[Dict[str, Tuple[int, float]]] = None,
        global_rate_limit: int = 50,
        nonce_window: float = 300.0,
        validation: Optional[bool] = None,
        shard_count: Optional[int] = None,
        max_concurrency: Optional[int] = None,
        record: bool = True,
        interaction_retention: Union[float, None, str] = 'auto',
    ) -> None:
        self.host = host
        self.port = port
        #: seconds the bot has to send the initial interaction callback (Discord: 3); None = no limit
        self.interaction_deadline = interaction_deadline
        #: send MESSAGE_CREATE/UPDATE/DELETE over the gateway like Discord does
        self.broadcast_messages = broadcast_messages
        #: keep records, request_log and snapshots (False = lean mode for load benchmarks)
        self.record = record
        #: seconds interactions are kept (None = forever)
        self.interaction_retention: Optional[float] = (
            (None if record else 30.0) if interaction_retention == 'auto' else interaction_retention)  # type: ignore[assignment]
        self._next_interaction_prune = 0.0
        #: Discord's REST rate limits: counters and limits (see :mod:`.ratelimit`)
        if rate_limits is None:
            rate_limits = os.environ.get('FAKEDISCORD_RATE_LIMITS') or 'enforce'
        self.ratelimits = RateLimiter(rate_limits, global_limit=global_rate_limit, buckets=rate_limit_buckets)
        #: check request bodies like Discord (400 50035); False skips it (load benchmarks)
        if validation is None:
            validation = os.environ.get('FAKEDISCORD_VALIDATION', 'on').lower() not in ('off', '0', 'false', 'no')
        self.validation = validation
        #: seconds a message nonce is remembered for ``enforce_nonce``
        self.nonce_window = nonce_window
        self._nonces: Dict[Tuple[int, int, str], Tuple[int, float]] = {}
        self._nonce_order: Deque[Tuple[float, Tuple[int, int, str]]] = collections.deque()

        self.snowflakes = payloads.SnowflakeGenerator()
        self.notifier = Notifier()
        self.users: Dict[int, FakeUser] = {}
        self.guilds: Dict[int, FakeGuild] = {}
        self.removed_from: Dict[int, FakeGuild] = {}   # guilds that removed the bot (world.remove_bot)
        self.channels: Dict[int, FakeChannel] = {}
        self.dm_channels: Dict[int, FakeChannel] = {}  # by recipient user id
        self.messages: Dict[int, StoredMessage] = {}
        self.channel_messages: Dict[int, List[int]] = {}
        self.global_commands: List[Dict[str, Any]] = []
        self.guild_commands: Dict[int, List[Dict[str, Any]]] = {}
        self.command_syncs = 0
        self.interactions: Dict[int, FakeInteraction] = {}
        self.interactions_by_token: Dict[str, FakeInteraction] = {}
        self.records: List[Record] = []
        #: requests to routes the fake does not know: {'method', 'path', 'query', 'body'}
        self.unknown_routes: List[Dict[str, Any]] = []
        #: every error (4xx/5xx) the REST API answered: {'method', 'path', 'status', 'body'}
        self.errors: List[Dict[str, Any]] = []
        #: interactions answered too late (after ``interaction_deadline``)
        self.late_interactions: List[FakeInteraction] = []
        self.request_log: List[Tuple[str, str]] = []
        #: the application's own emojis by id (GET/POST /applications/{id}/emojis)
        self.app_emojis: Dict[int, Dict[str, Any]] = {}

        self.bot_user = self.create_user(bot_name, bot=True)
        self.app_id = self.bot_user.id
        self.app_owner = self.create_user('app-owner')
        self.gateway = Gateway(self, heartbeat_interval_ms, shard_count=shard_count, max_concurrency=max_concurrency)
        self._runner: Optional[web.AppRunner] = None

        from .rest import RestAPI  # late import: rest depends on this module

        self.rest = RestAPI(self)
        self.app = web.Application(client_max_size=64 * 1024 * 1024)
        self.app.router.add_get('/gateway', self.gateway.handle)
        self.app.router.add_get('/attachments/{channel_id}/{attachment_id}/{filename}', self.rest.attachment)
        self.app.router.add_route('*', '/{tail:.*}', self.rest.handle)

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]
        log.info('fakediscord listening on %s', self.base_url)

    async def stop(self) -> None:
        """Close websockets and the HTTP server.

        Close the bot first: a bot still running keeps trying to reconnect, like
        it would during a Discord outage.
        """
        self.gateway.close_all()
        await asyncio.sleep(0)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def base_url(self) -> str:
        return f'http://{self.host}:{self.port}'

    @property
    def api_base(self) -> str:
        return f'{self.base_url}/api/v10'

    @property
    def gateway_url(self) -> str:
        return f'ws://{self.host}:{self.port}/gateway'

    def problem_summary(self) -> str:
        parts = []
        if self.unknown_routes:
            parts.append(f"unknown routes: {[(r['method'], r['path']) for r in self.unknown_routes]}")
        if self.errors:
            parts.append(f"API errors: {[(e['method'], e['path'], e['status'], e['body'].get('message')) for e in self.errors[-5:]]}")
        if self.late_interactions:
            parts.append(f'late interaction callbacks: {self.late_interactions}')
        if self.gateway.protocol_errors:
            parts.append(f'gateway protocol errors: {self.gateway.protocol_errors}')
        if self.ratelimits.rejected:
            parts.append(f'429s answered: {dict(self.ratelimits.rejected)}')
        if not self.gateway.live_sessions():
            parts.append('no bot session is connected')
        return '; '.join(parts) or 'no errors recorded'

    # ----------------------------------------------------------- gateway payloads

    def ready_payload(self, session: GatewaySession) -> Dict[str, Any]:
        me = dict(payloads.user(self.bot_user))
        me.update(verified=True, mfa_enabled=False, email=None, locale=self.bot_user.locale)
        data: Dict[str, Any] = {
            'v': 10,
            'user': me,
            'guilds': [{'id': str(g.id), 'unavailable': True} for g in self.guilds.values() if session.covers(g.id)],
            'session_id': session.id,
            'session_type': 'normal',
            'resume_gateway_url': self.gateway_url,
            'application': {'id': str(self.app_id), 'flags': 0},
            'private_channels': [],
            'relationships': [],
            'presences': [],
            'guild_join_requests': [],
            'geo_ordered_rtc_regions': [],
            'user_settings': {},
            'auth': {},
            '_trace': ['fakediscord'],
        }
        if session.shard is not None:
            data['shard'] = list(session.shard)
        return data

    def guild_create_payload(self, guild: FakeGuild, session: GatewaySession) -> Dict[str, Any]:
        # Like Discord: without the presences intent only the bot itself is sent; the
        # client asks for the rest with REQUEST_GUILD_MEMBERS if it has the members intent.
        if session.intents & INTENT_GUILD_PRESENCES:
            members = list(guild.memberships.values())
        else:
            members = [m for m in guild.memberships.values() if m.user.id == self.bot_user.id]
        return payloads.guild(guild, members=members)

    def send_member_chunks(self, session: GatewaySession, data: Dict[str, Any]) -> None:
        guild_ids = data.get('guild_id')
        for gid in guild_ids if isinstance(guild_ids, list) else [guild_ids]:
            guild = self.guilds.get(int(gid))
            if guild is None:
                continue
            members = list(guild.memberships.values())
            not_found: List[str] = []
            if data.get('user_ids'):
                wanted = [int(u) for u in data['user_ids']]
                not_found = [str(u) for u in wanted if u not in guild.memberships]
                members = [m for m in members if m.user.id in wanted]
            else:
                query = (data.get('query') or '').lower()
                members = [m for m in members if m.user.name.lower().startswith(query) or (m.nick or '').lower().startswith(query)]
                if data.get('limit'):
                    members = members[: int(data['limit'])]
            chunk = {
                'guild_id': str(guild.id),
                'members': [payloads.member(m) for m in members],
                'chunk_index': 0,
                'chunk_count': 1,
                'not_found': not_found,
            }
            if data.get('nonce'):
                chunk['nonce'] = data['nonce']
            if data.get('presences'):
                chunk['presences'] = []
            session.dispatch('GUILD_MEMBERS_CHUNK', chunk)

    # ------------------------------------------------------------------ commands

    def commands_for(self, guild_id: Optional[int]) -> List[Dict[str, Any]]:
        """Commands a user sees in a guild (guild commands first) or in DMs."""
        cmds = list(self.guild_commands.get(guild_id, [])) if guild_id is not None else []
        names = {(c['name'], c.get('type', 1)) for c in cmds}
        cmds += [c for c in self.global_commands if (c['name'], c.get('type', 1)) not in names]
        return cmds

    def overwrite_commands(self, raw: List[Dict[str, Any]], guild_id: Optional[int]) -> List[Dict[str, Any]]:
        if self.validation:
            problem = validate.check_commands(raw)
            if problem:
                raise ApiError(400, *problem)
        old = self.guild_commands.get(guild_id, []) if guild_id is not None else self.global_commands
        old_ids = {(c['name'], c.get('type', 1)): int(c['id']) for c in old}
        stored = []
        for cmd in raw:
            key = (cmd['name'], cmd.get('type', 1))
            cmd_id = old_ids.get(key) or self.snowflakes.next()
            stored.append(payloads.stored_command(cmd, cmd_id=cmd_id, app_id=self.app_id, guild_id=guild_id))
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        self.command_syncs += 1
        log.info('fakediscord: %d %s commands synced', len(stored), 'global' if guild_id is None else f'guild {guild_id}')
        self.notifier.notify()
        return stored

    # ------------------------------------------------------------------ messages

    def _record(self, kind: str, msg: StoredMessage, *, interaction: Optional[FakeInteraction] = None, response_type: Optional[int] = None) -> Optional[Record]:
        if not self.record:
            return None
        rec = Record(
            index=len(self.records),
            kind=kind,
            channel_id=msg.channel_id,
            message_id=msg.id,
            payload=clone(msg.payload),
            ephemeral=msg.ephemeral,
            visible_to=msg.visible_to,
            interaction_id=interaction.id if interaction else msg.interaction_id,
            interaction_user_id=interaction.user.id if interaction else msg.interaction_user_id,
            response_type=response_type,
            guild_id=msg.guild_id,
            texts=[] if kind == 'delete' else message_texts(msg.payload),
        )
        self.records.append(rec)
        return rec

    def _record_other(self, kind: str, fi: FakeInteraction, response_type: int, payload: Dict[str, Any], texts: List[str]) -> Optional[Record]:
        if not self.record:
            return None
        rec = Record(
            index=len(self.records), kind=kind, channel_id=fi.channel.id, message_id=None, payload=payload,
            ephemeral=True, visible_to=fi.user.id, interaction_id=fi.id, interaction_user_id=fi.user.id,
            response_type=response_type, guild_id=fi.guild.id if fi.guild else None, texts=texts,
        )
        self.records.append(rec)
        return rec

    def _mentions(self, content: str, allowed: Optional[Dict[str, Any]], guild_id: Optional[int]) -> List[Dict[str, Any]]:
        out = []
        for raw_id in dict.fromkeys(MENTION_RE.findall(content or '')):
            uid = int(raw_id)
            u = self.users.get(uid)
            if u is None:
                continue
            if allowed is not None and 'users' not in (allowed.get('parse') or []) and raw_id not in [str(x) for x in allowed.get('users') or []]:
                continue
            data = dict(payloads.user(u))
            guild = self.guilds.get(guild_id) if guild_id else None
            if guild is not None and uid in guild.memberships:
                data['member'] = payloads.member(guild.memberships[uid], with_user=False)
            out.append(data)
        return out

    def _attachments(self, channel_id: int, files: List[Tuple[str, bytes, str]], meta: List[Dict[str, Any]]) -> Tuple[List[Dict[str, Any]], Dict[int, bytes]]:
        out, blobs = [], {}
        for index, (filename, blob, content_type) in enumerate(files):
            info = next((m for m in meta if str(m.get('id')) == str(index)), {})
            aid = self.snowflakes.next()
            url = f'{self.base_url}/attachments/{channel_id}/{aid}/{filename}'
            out.append({
                'id': str(aid), 'filename': filename, 'size': len(blob), 'url': url, 'proxy_url': url,
                'content_type': content_type, 'description': info.get('description'),
                'ephemeral': False,
            })
            blobs[aid] = blob
        return out, blobs

    def _broadcast_message(self, event: str, msg: StoredMessage) -> None:
        # The gateway serializes right away, so the live payload is sent as it is now.
        if not self.broadcast_messages or msg.ephemeral:
            return
        intent = INTENT_GUILD_MESSAGES if msg.guild_id else INTENT_DIRECT_MESSAGES
        if event == 'MESSAGE_DELETE':
            data: Dict[str, Any] = {'id': str(msg.id), 'channel_id': str(msg.channel_id)}
            if msg.guild_id:
                data['guild_id'] = str(msg.guild_id)
        else:
            data = msg.payload
            guild = self.guilds.get(msg.guild_id) if msg.guild_id else None
            if guild is not None and msg.author_id in guild.memberships:
                data = {**data, 'member': payloads.member(guild.memberships[msg.author_id], with_user=False)}
        self.gateway.broadcast(event, data, guild_id=msg.guild_id, intent=intent)

    def create_message(
        self,
        channel: FakeChannel,
        body: Dict[str, Any],
        *,
        kind: str = 'create',
        files: Optional[List[Tuple[str, bytes, str]]] = None,
        author: Optional[FakeUser] = None,
        interaction: Optional[FakeInteraction] = None,
        response_type: Optional[int] = None,
        extra_flags: int = 0,
        msg_type: int = 0,
        ephemeral: Optional[bool] = None,
        original_response_id: Optional[int] = None,
        nonce_key: Optional[Tuple[int, int, str]] = None,
        system_reference: bool = False,
    ) -> StoredMessage:
        author = author or self.bot_user
        flags = (int(body.get('flags') or 0) & SETTABLE_FLAGS) | extra_flags
        if ephemeral is None:
            ephemeral = bool(flags & MESSAGE_FLAG_EPHEMERAL) and interaction is not None
        flags = (flags | MESSAGE_FLAG_EPHEMERAL) if ephemeral else (flags & ~MESSAGE_FLAG_EPHEMERAL)
        mid = self.snowflakes.next()
        attachments, blobs = self._attachments(channel.id, files or [], body.get('attachments') or [])

        metadata = legacy = None
        if interaction is not None:
            name = interaction.payload['data'].get('name') if interaction.type == 2 else None
            metadata = payloads.interaction_metadata(
                interaction_id=interaction.id, itype=interaction.type, user_obj=interaction.user,
                guild_id=interaction.guild.id if interaction.guild else None, name=name,
                interacted_message_id=interaction.message_id, original_response_message_id=original_response_id,
            )
            legacy = {'id': str(interaction.id), 'type': interaction.type, 'name': name or '', 'user': payloads.user(interaction.user)}

        reference = referenced = None
        if system_reference:  # e.g. THREAD_CREATED (type 18) points at the thread, not at a message
            reference = dict(body['message_reference'])
        elif body.get('message_reference'):
            reference = dict(body['message_reference'])
            ref_id = int(reference.get('message_id') or 0)
            ref_msg = self.messages.get(ref_id)
            if ref_msg is None or ref_msg.deleted:
                if reference.get('fail_if_not_exists', True):
                    raise ApiError(400, 50035, 'Invalid Form Body', {'message_reference': {'_errors': [{'code': 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'message': 'Unknown message'}]}})
            else:
                referenced = ref_msg.snapshot()
            reference.setdefault('channel_id', str(channel.id))
            if channel.guild_id:
                reference.setdefault('guild_id', str(channel.guild_id))
            reference['type'] = 0
            msg_type = 19 if msg_type == 0 else msg_type

        payload = payloads.message(
            message_id=mid, channel_id=channel.id, guild_id=channel.guild_id, author=author,
            content=body.get('content') or '', embeds=body.get('embeds'), components=body.get('components'),
            attachments=attachments, flags=flags, msg_type=msg_type,
            mentions=self._mentions(mention_text(body), body.get('allowed_mentions'), channel.guild_id),
            webhook_id=self.app_id if interaction is not None else None,
            application_id=self.app_id if interaction is not None else None,
            interaction_metadata=metadata, interaction=legacy,
            message_reference=reference, referenced_message=referenced,
            tts=bool(body.get('tts')), nonce=body.get('nonce'), poll=body.get('poll'),
        )
        msg = StoredMessage(
            payload=payload, ephemeral=ephemeral, visible_to=interaction.user.id if (ephemeral and interaction) else None,
            interaction_id=interaction.id if interaction else None,
            interaction_user_id=interaction.user.id if interaction else None, files=blobs,
            installer_id=interaction.installer_id if interaction else None,
        )
        self.messages[mid] = msg
        self.channel_messages.setdefault(channel.id, []).append(mid)
        if not ephemeral:
            channel.last_message_id = mid
            if channel.is_thread:
                channel.message_count += 1
                channel.total_message_sent += 1
        if nonce_key is not None:
            self._remember_nonce(nonce_key, mid)
        self._record(kind, msg, interaction=interaction, response_type=response_type)
        self._broadcast_message('MESSAGE_CREATE', msg)
        self.notifier.notify()
        return msg

    def edit_message(
        self,
        msg: StoredMessage,
        body: Dict[str, Any],
        *,
        kind: str = 'edit',
        files: Optional[List[Tuple[str, bytes, str]]] = None,
        interaction: Optional[FakeInteraction] = None,
        response_type: Optional[int] = None,
    ) -> StoredMessage:
        p = msg.payload
        was_loading = msg.loading
        if 'content' in body:
            p['content'] = body['content'] or ''
        if 'embeds' in body:
            p['embeds'] = [payloads.normalize_embed(e) for e in body['embeds'] or []]
        if 'components' in body:
            p['components'] = payloads.normalize_components(body['components'] or [])
        if 'content' in body or 'components' in body:
            p['mentions'] = self._mentions(mention_text(p), body.get('allowed_mentions'), msg.guild_id)
        if 'flags' in body and body['flags'] is not None:
            new = int(body['flags'])
            flags = p['flags'] & ~MESSAGE_FLAG_SUPPRESS_EMBEDS
            flags |= new & (MESSAGE_FLAG_SUPPRESS_EMBEDS | MESSAGE_FLAG_COMPONENTS_V2)
            p['flags'] = flags
        if 'attachments' in body or files:
            keep_ids = {str(a.get('id')) for a in body.get('attachments') or []}
            kept = [a for a in p['attachments'] if a['id'] in keep_ids] if 'attachments' in body else list(p['attachments'])
            new_atts, blobs = self._attachments(msg.channel_id, files or [], body.get('attachments') or [])
            p['attachments'] = kept + new_atts
            msg.files.update(blobs)
        if 'poll' in body:
            p['poll'] = body['poll']
        if was_loading:
            p['flags'] &= ~MESSAGE_FLAG_LOADING
        else:
            p['edited_timestamp'] = payloads.iso()
        self._record(kind, msg, interaction=interaction, response_type=response_type)
        self._broadcast_message('MESSAGE_UPDATE', msg)
        self.notifier.notify()
        return msg

    # ------------------------------------------------------------ application emojis

    def create_app_emoji(self, name: Any, image: Any) -> Dict[str, Any]:
        """An emoji of the application, as Discord checks it (the description has checked the types)."""
        errors = validate.FormErrors()
        if not isinstance(name, str) or not APP_EMOJI_NAME.fullmatch(name):
            errors.add(('name',), 'BASE_TYPE_BAD_LENGTH', 'Must be between 2 and 32 in length, of A-Z, a-z, 0-9 and _.')
        elif any(e['name'] == name for e in self.app_emojis.values()):
            errors.add(('name',), 'APPLICATION_EMOJI_NAME_ALREADY_TAKEN', 'Emoji name already taken.')
        m = APP_EMOJI_IMAGE.fullmatch(image) if isinstance(image, str) else None
        if m is None:
            errors.add(('image',), 'IMAGE_INVALID', 'Invalid image data')
        else:
            import base64
            import binascii
            try:
                size = len(base64.b64decode(m.group(2), validate=True))
            except (binascii.Error, ValueError):
                size = None
            if size is None:
                errors.add(('image',), 'IMAGE_INVALID', 'Invalid image data')
            elif size > APP_EMOJI_BYTES:
                raise ApiError(400, 0, 'File cannot be larger than 256.0 kb.')
        refusal = errors.refusal()
        if refusal:
            raise ApiError(400, *refusal)
        if len(self.app_emojis) >= APP_EMOJI_LIMIT:
            raise ApiError(400, 30018, 'Maximum number of emojis reached')
        emoji = {'id': str(self.snowflakes.next()), 'name': name, 'roles': [], 'user': payloads.user(self.app_owner),
                 'require_colons': True, 'managed': False, 'animated': m.group(1) == 'gif', 'available': True}
        self.app_emojis[int(emoji['id'])] = emoji
        self.notifier.notify()
        return dict(emoji)

    # -------------------------------------------------------------------- nonces

    def nonce_key(self, channel: FakeChannel, author: FakeUser, nonce: Any) -> Tuple[int, int, str]:
        return (channel.id, author.id, str(nonce))

    def message_for_nonce(self, key: Tuple[int, int, str]) -> Optional[StoredMessage]:
        """The message created with this (channel, author, nonce) within ``nonce_window`` seconds, if any."""
        self._forget_old_nonces()
        found = self._nonces.get(key)
        if found is None:
            return None
        msg = self.messages.get(found[0])
        return msg if msg is not None and not msg.deleted else None

    def _remember_nonce(self, key: Tuple[int, int, str], message_id: int) -> None:
        now = time.monotonic()
        self._nonces[key] = (message_id, now)
        self._nonce_order.append((now, key))

    def _forget_old_nonces(self) -> None:
        horizon = time.monotonic() - self.nonce_window
        order = self._nonce_order
        while order and order[0][0] < horizon:
            _, key = order.popleft()
            found = self._nonces.get(key)
            if found is not None and found[1] < horizon:
                del self._nonces[key]

    def delete_message(self, msg: StoredMessage, *, interaction: Optional[FakeInteraction] = None) -> None:
        msg.deleted = True
        channel = self.channels.get(msg.channel_id)
        if channel is not None and channel.is_thread and not msg.ephemeral and channel.message_count > 0:
            channel.message_count -= 1
        self._record('delete', msg, interaction=interaction)
        self._broadcast_message('MESSAGE_DELETE', msg)
        self.notifier.notify()

    def visible_messages(self, channel: FakeChannel, who: Optional[UserLike] = None) -> List[StoredMessage]:
        """Current non-deleted messages of a channel: public ones, plus ``who``'s ephemerals."""
        uid = self.user(who).id if who is not None else None
        out = []
        for mid in self.channel_messages.get(channel.id, []):
            msg = self.messages[mid]
            if msg.deleted:
                continue
            if msg.ephemeral and (uid is None or msg.visible_to != uid):
                continue
            out.append(msg)
        return out
