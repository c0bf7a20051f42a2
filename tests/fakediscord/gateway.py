"""The Discord gateway (websocket) side of the fake server.

Implements what discord.py's ``DiscordWebSocket`` needs:

* HELLO on connect, HEARTBEAT -> HEARTBEAT_ACK;
* IDENTIFY -> READY (+ one GUILD_CREATE per guild of the shard);
* sharding as Discord does it (https://discord.com/developers/docs/events/gateway#sharding):
  a session that IDENTIFYs with ``shard: [shard_id, num_shards]`` gets the events
  of the guilds with ``(guild_id >> 22) % num_shards == shard_id`` (and DMs on
  shard 0); several sessions may run one shard and each gets its events.  With
  ``shard_count`` set (what ``GET /gateway/bot`` recommends), ``num_shards`` must
  be a multiple of it, else the connection is closed 4010 Invalid shard (the
  rule Discord applies to large bots); a session that would hold more than
  2,500 guilds is closed 4011 Sharding required.  With ``max_concurrency`` set,
  one IDENTIFY per rate-limit key (``shard_id % max_concurrency``) per 5 s: one
  more is answered INVALID_SESSION (op 9, d=false), and the client identifies
  again later.  A session without ``shard`` gets every guild, as shard [0, 1];
* RESUME -> replay of the dispatches the client missed + RESUMED, or
  INVALID_SESSION (d=false) when the session is unknown or too old;
* REQUEST_GUILD_MEMBERS -> GUILD_MEMBERS_CHUNK;
* ``compress=zlib-stream`` transport compression (one shared zlib stream,
  every message ends with a Z_SYNC_FLUSH); ``zstd-stream`` is answered with
  plain text frames, which discord.py accepts too.

A :class:`GatewaySession` outlives its websocket: dispatches made while the
bot is disconnected are buffered and replayed on RESUME, like Discord does.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import secrets
import time
import zlib
from typing import TYPE_CHECKING, Any, Callable, Deque, Dict, List, Optional, Tuple

from aiohttp import WSMsgType, web

from .payloads import dumps

if TYPE_CHECKING:  # pragma: no cover
    from .server import FakeDiscordServer

log = logging.getLogger('fakediscord.gateway')

# Opcodes
DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE_UPDATE, VOICE_STATE_UPDATE = 0, 1, 2, 3, 4
RESUME, RECONNECT, REQUEST_GUILD_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 6, 7, 8, 9, 10, 11

# Intents that matter to the fake
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_PRESENCES = 1 << 8
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = INTENT_GUILD_MEMBERS | INTENT_GUILD_PRESENCES | INTENT_MESSAGE_CONTENT

BUFFER_LIMIT = 5000
#: guilds one session may hold before Discord requires sharding (4011)
GUILDS_PER_SESSION_LIMIT = 2500
#: seconds in which each rate-limit key of max_concurrency allows one IDENTIFY
IDENTIFY_WINDOW = 5.0
#: IDENTIFYs a bot token may make per day (session_start_limit.total)
SESSION_START_LIMIT = 1000


def dispatch_frame(event: str, seq: int, data_json: str) -> str:
    """The JSON text of a DISPATCH frame whose ``d`` is already serialized."""
    return f'{{"op":0,"t":"{event}","s":{seq},"d":{data_json}}}'


class GatewayConnection:
    """One websocket.  All frames go through a single writer task so they keep their order.

    Frames are serialized when they are queued (a consistent snapshot of the
    world at that moment, without copying it), and written in order.
    """

    def __init__(self, ws: web.WebSocketResponse, compress: Optional[str], on_error: Callable[[str], None]) -> None:
        self.ws = ws
        self._on_error = on_error
        self.compress = compress
        # level 1: the client's cost (inflate) is the same, the fake's is half of the default level's
        self._zlib = zlib.compressobj(1) if compress == 'zlib-stream' else None
        self._pending: Deque[Tuple[Optional[str], Any, Optional[str]]] = collections.deque()
        self._wakeup: Optional[asyncio.Future] = None
        self._writer = asyncio.create_task(self._write_loop(), name='fakediscord-gateway-writer')
        self.session: Optional[GatewaySession] = None
        #: (op, event name) of the last frames written, newest last
        self.sent_ops: Deque[Tuple[int, Optional[str]]] = collections.deque(maxlen=10000)

    def _queue(self, item: Tuple[Optional[str], Any, Optional[str]]) -> None:
        self._pending.append(item)
        wakeup = self._wakeup
        if wakeup is not None and not wakeup.done():
            wakeup.set_result(None)

    def send(self, payload: Dict[str, Any]) -> None:
        """Queue a frame (a dict with 'op', 'd', 's', 't')."""
        self._queue((dumps(payload), payload['op'], payload.get('t')))

    def send_raw(self, raw: str, op: int, event: Optional[str]) -> None:
        """Queue an already serialized frame."""
        self._queue((raw, op, event))

    def close(self, code: int, message: str = '') -> None:
        self._queue((None, (code, message), None))

    async def _write_loop(self) -> None:
        loop = asyncio.get_running_loop()
        pending = self._pending
        ws = self.ws
        try:
            while True:
                if not pending:
                    self._wakeup = loop.create_future()
                    await self._wakeup
                    self._wakeup = None
                    continue
                raw, op, event = pending.popleft()
                if ws.closed:
                    return
                if raw is None:
                    code, message = op
                    await ws.close(code=code, message=message.encode())
                    return
                self.sent_ops.append((op, event))
                if self._zlib is not None:
                    data = self._zlib.compress(raw.encode()) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
                    await ws.send_bytes(data)
                else:
                    await ws.send_str(raw)
        except (ConnectionResetError, asyncio.CancelledError):
            return
        except Exception as exc:  # a bug in the fake must not leave the bot hanging silently
            log.exception('fakediscord gateway writer crashed')
            self._on_error(f'gateway writer crashed: {exc!r}')
            await self.ws.close(code=1011)

    async def aclose(self) -> None:
        self._writer.cancel()
        try:
            await self._writer
        except BaseException:
            pass


class GatewaySession:
    """A logged-in bot session (what IDENTIFY creates and RESUME continues)."""

    def __init__(self, intents: int, shard: Optional[Tuple[int, int]], token: str) -> None:
        self.id = secrets.token_hex(16)
        self.intents = intents
        self.shard = shard
        self.token = token
        self.seq = 0
        #: the last dispatches, for RESUME: (seq, event name, serialized frame)
        self.buffer: Deque[Tuple[int, str, str]] = collections.deque(maxlen=BUFFER_LIMIT)
        self.conn: Optional[GatewayConnection] = None
        self.invalidated = False
        self.ready = False
        self.identified_at = time.monotonic()
        self.disconnected_at: Optional[float] = None

    @property
    def connected(self) -> bool:
        return self.conn is not None and not self.conn.ws.closed

    def covers(self, guild_id: Optional[int]) -> bool:
        """Whether this session's shard receives events of ``guild_id`` (None = DMs, shard 0)."""
        if self.shard is None:
            return True
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id

    def dispatch(self, event: str, data: Dict[str, Any]) -> int:
        """Send (or buffer, while disconnected) an event; ``data`` is serialized right away."""
        return self.dispatch_json(event, dumps(data))

    def dispatch_json(self, event: str, data_json: str) -> int:
        """Like :meth:`dispatch` with ``d`` already serialized (a broadcast serializes once)."""
        self.seq = seq = self.seq + 1
        frame = dispatch_frame(event, seq, data_json)
        self.buffer.append((seq, event, frame))
        if self.conn is not None:
            self.conn.send_raw(frame, DISPATCH, event)
        return seq

    def can_resume_from(self, seq: Optional[int]) -> bool:
        if self.invalidated or seq is None or seq > self.seq:
            return False
        first = self.buffer[0][0] if self.buffer else self.seq + 1
        return seq >= first - 1

    def __repr__(self) -> str:
        state = 'connected' if self.connected else ('invalid' if self.invalidated else 'disconnected')
        return f'<GatewaySession {self.id[:8]} seq={self.seq} {state}>'


class Gateway:
    """Accepts websocket connections and manages sessions for a :class:`FakeDiscordServer`.

    ``shard_count``: the shard count Discord recommends (``GET /gateway/bot``); when set, a
    session's ``num_shards`` must be a multiple of it.  ``max_concurrency``: IDENTIFYs allowed
    per 5 s (one per rate-limit key); None reports 1 but does not enforce it, so tests that
    restart a bot within seconds keep their pace.

    ``heartbeat_ack_delay``: how long a HEARTBEAT_ACK takes, as over a real network. An
    instant one (loopback) races discord.py 2.7's keep-alive thread, which notes when it sent
    a heartbeat only after the send completes: the ACK then reads as the previous beat's,
    and the bot logs "Can't keep up … 41 s behind" at every heartbeat although it is not
    behind (discord.py PR 10448 fixes it upstream; 2.7.1 does not have it).
    """

    def __init__(self, server: 'FakeDiscordServer', heartbeat_interval_ms: int = 41250, resume_timeout: float = 300.0,
                 *, shard_count: Optional[int] = None, max_concurrency: Optional[int] = None,
                 heartbeat_ack_delay: float = 0.05) -> None:
        self.server = server
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.heartbeat_ack_delay = heartbeat_ack_delay
        self.resume_timeout = resume_timeout
        if shard_count is not None and shard_count < 1 or max_concurrency is not None and max_concurrency < 1:
            raise ValueError('shard_count and max_concurrency must be at least 1')
        self.shard_count = shard_count
        self.max_concurrency = max_concurrency
        #: (token, rate-limit key) -> when its last IDENTIFY was accepted
        self._identified_at: Dict[Tuple[str, int], float] = {}
        #: IDENTIFYs accepted per bot token (for session_start_limit.remaining)
        self.identifies_by_token: Dict[str, int] = collections.defaultdict(int)
        #: IDENTIFYs answered INVALID_SESSION for going over max_concurrency: the shard asked for (None: unsharded)
        self.identify_refusals: List[Optional[Tuple[int, int]]] = []
        self.sessions: Dict[str, GatewaySession] = {}
        self.connections: List[GatewayConnection] = []
        self.allowed_privileged_intents = PRIVILEGED_INTENTS
        self.identify_count = 0
        self.resume_count = 0
        self.received: List[Dict[str, Any]] = []  # every op the clients sent (tokens redacted)
        self.protocol_errors: List[str] = []

    # ------------------------------------------------------------------ sessions

    def live_sessions(self, guild_id: Optional[int] = None) -> List[GatewaySession]:
        now = time.monotonic()
        out = []
        for s in self.sessions.values():
            if s.invalidated:
                continue
            if not s.connected and s.disconnected_at and now - s.disconnected_at > self.resume_timeout:
                s.invalidated = True
                continue
            if s.ready and s.covers(guild_id):
                out.append(s)
        return out

    def active_session(self, guild_id: Optional[int] = None) -> Optional[GatewaySession]:
        """The newest connected session of the guild's shard, else the newest resumable one."""
        return self._newest(self.live_sessions(guild_id))

    @staticmethod
    def _newest(sessions: List[GatewaySession]) -> Optional[GatewaySession]:
        sessions = sorted(sessions, key=lambda s: s.identified_at)
        connected = [s for s in sessions if s.connected]
        if connected:
            return connected[-1]
        return sessions[-1] if sessions else None

    def interaction_sessions(self, guild_id: Optional[int]) -> List[GatewaySession]:
        """The sessions an INTERACTION_CREATE of this guild (None: a DM) goes to.

        Every live session of the guild's shard, as Discord sends a shard's events to each
        of its sessions; among sessions without ``shard`` (a bot that does not shard, maybe
        restarting), only the newest, as the fake always did.
        """
        live = self.live_sessions(guild_id)
        out = [s for s in live if s.shard is not None]
        unsharded = self._newest([s for s in live if s.shard is None])
        if unsharded is not None:
            out.append(unsharded)
        return out

    def session_start_limit(self, token: Optional[str]) -> Dict[str, int]:
        """What ``GET /gateway/bot`` says of the token's IDENTIFYs (``max_concurrency`` 1 when not enforced)."""
        used = self.identifies_by_token.get(token or '', 0)
        return {'total': SESSION_START_LIMIT, 'remaining': max(0, SESSION_START_LIMIT - used),
                'reset_after': 24 * 3600 * 1000, 'max_concurrency': self.max_concurrency or 1}

    def broadcast(self, event: str, data: Dict[str, Any], *, guild_id: Optional[int] = None, intent: int = 0) -> None:
        """Dispatch an event to every live session (of the guild's shard) that has the intent."""
        data_json: Optional[str] = None
        for session in self.live_sessions(guild_id):
            if intent and not session.intents & intent:
                continue
            if data_json is None:
                data_json = dumps(data)
            session.dispatch_json(event, data_json)

    def close_all(self, code: int = 1001) -> None:
        for conn in list(self.connections):
            conn.close(code, 'fake discord shutting down')

    # --------------------------------------------------------------- test hooks

    def drop(self, session: Optional[GatewaySession] = None, code: int = 4000) -> None:
        """Close the session's websocket abruptly (the client will try to RESUME)."""
        session = session or self.active_session()
        if session is not None and session.conn is not None:
            session.conn.close(code, 'dropped by test')

    def request_reconnect(self, session: Optional[GatewaySession] = None) -> None:
        session = session or self.active_session()
        if session is not None and session.conn is not None:
            session.conn.send({'op': RECONNECT, 'd': None, 's': None, 't': None})

    def invalidate(self, session: Optional[GatewaySession] = None) -> None:
        """Invalidate a session (INVALID_SESSION d=false): the client must IDENTIFY again."""
        session = session or self.active_session()
        if session is not None:
            session.invalidated = True
            if session.conn is not None:
                session.conn.send({'op': INVALID_SESSION, 'd': False, 's': None, 't': None})

    # ---------------------------------------------------------------- websocket

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        encoding = request.query.get('encoding', 'json')
        compress = request.query.get('compress')
        conn = GatewayConnection(ws, compress, self._protocol_error)
        self.connections.append(conn)
        if encoding != 'json':
            self._protocol_error(f'unsupported gateway encoding {encoding!r}')
            conn.close(4002, 'only encoding=json is supported')
        else:
            conn.send({'op': HELLO, 'd': {'heartbeat_interval': self.heartbeat_interval_ms, '_trace': ['fakediscord']}, 's': None, 't': None})
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._on_message(conn, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    self._protocol_error('client sent a binary frame (clients send JSON text)')
                    conn.close(4002, 'decode error')
                elif msg.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            session = conn.session
            if session is not None and session.conn is conn:
                session.conn = None
                session.disconnected_at = time.monotonic()
            self.connections.remove(conn)
            await conn.aclose()
            self.server.notifier.notify()
        return ws

    def _protocol_error(self, text: str) -> None:
        log.error('fakediscord gateway: %s', text)
        self.protocol_errors.append(text)

    async def _on_message(self, conn: GatewayConnection, raw: str) -> None:
        try:
            msg = json.loads(raw)
            op = msg['op']
        except (ValueError, KeyError, TypeError):
            self._protocol_error(f'undecodable gateway message: {raw[:200]!r}')
            conn.close(4002, 'decode error')
            return
        data = msg.get('d')
        logged = dict(msg)
        if isinstance(data, dict) and 'token' in data:
            logged['d'] = {**data, 'token': '<redacted>'}
        self.received.append(logged)

        if op == HEARTBEAT:
            asyncio.get_running_loop().call_later(self.heartbeat_ack_delay, conn.send,
                                                  {'op': HEARTBEAT_ACK, 'd': None, 's': None, 't': None})
        elif op == IDENTIFY:
            self._identify(conn, data or {})
        elif op == RESUME:
            self._resume(conn, data or {})
        elif conn.session is None:
            self._protocol_error(f'op {op} sent before IDENTIFY')
            conn.close(4003, 'Not authenticated.')
        elif op == REQUEST_GUILD_MEMBERS:
            self.server.send_member_chunks(conn.session, data or {})
        elif op in (PRESENCE_UPDATE, VOICE_STATE_UPDATE):
            pass  # accepted and ignored
        else:
            self._protocol_error(f'unknown gateway opcode {op}')
            conn.close(4001, 'Unknown opcode.')

    def _identify(self, conn: GatewayConnection, data: Dict[str, Any]) -> None:
        if conn.session is not None:
            self._protocol_error('IDENTIFY sent twice on one connection')
            conn.close(4005, 'Already authenticated.')
            return
        token = data.get('token')
        if not token:
            conn.close(4004, 'Authentication failed.')
            return
        intents = data.get('intents')
        if not isinstance(intents, int):
            self._protocol_error('IDENTIFY without intents')
            conn.close(4013, 'Invalid intent(s).')
            return
        if intents & PRIVILEGED_INTENTS & ~self.allowed_privileged_intents:
            conn.close(4014, 'Disallowed intent(s).')
            return
        shard = data.get('shard')
        shard_t: Optional[Tuple[int, int]] = None
        if shard is not None:
            try:
                shard_t = (int(shard[0]), int(shard[1]))
            except (TypeError, ValueError, IndexError):
                shard_t = (-1, 0)
            if not 0 <= shard_t[0] < shard_t[1] or (self.shard_count is not None and shard_t[1] % self.shard_count):
                log.info('fakediscord: IDENTIFY with shard %s refused (shard_count %s): 4010', shard, self.shard_count)
                conn.close(4010, 'Invalid shard.')
                return

        session = GatewaySession(intents, shard_t, token)
        if sum(1 for g in self.server.guilds if session.covers(g)) > GUILDS_PER_SESSION_LIMIT:
            conn.close(4011, 'Sharding required.')
            return
        if not self._may_identify(token, shard_t):
            log.info('fakediscord: IDENTIFY for shard %s over max_concurrency %s: INVALID_SESSION', shard_t, self.max_concurrency)
            self.identify_refusals.append(shard_t)
            conn.send({'op': INVALID_SESSION, 'd': False, 's': None, 't': None})
            self.server.notifier.notify()
            return
        self.sessions[session.id] = session
        conn.session = session
        session.conn = conn
        self.identify_count += 1
        self.identifies_by_token[token] += 1
        session.dispatch('READY', self.server.ready_payload(session))
        for guild in self.server.guilds.values():
            if session.covers(guild.id):
                session.dispatch('GUILD_CREATE', self.server.guild_create_payload(guild, session))
        session.ready = True
        log.info('fakediscord: bot identified, session %s (intents=%s, shard=%s)', session.id[:8], intents, shard_t)
        self.server.notifier.notify()

    def _may_identify(self, token: str, shard: Optional[Tuple[int, int]]) -> bool:
        """One IDENTIFY per rate-limit key (shard_id % max_concurrency) per 5 s, per bot token."""
        if self.max_concurrency is None:
            return True
        key = (token, (shard[0] if shard else 0) % self.max_concurrency)
        now = time.monotonic()
        last = self._identified_at.get(key)
        if last is not None and now - last < IDENTIFY_WINDOW:
            return False
        self._identified_at[key] = now
        return True

    def _resume(self, conn: GatewayConnection, data: Dict[str, Any]) -> None:
        session = self.sessions.get(data.get('session_id') or '')
        seq = data.get('seq')
        if session is None or not session.can_resume_from(seq):
            log.info('fakediscord: RESUME refused (session %s, seq %s)', data.get('session_id'), seq)
            if session is not None:
                session.invalidated = True
            conn.send({'op': INVALID_SESSION, 'd': False, 's': None, 't': None})
            return
        if session.conn is not None and session.conn is not conn:
            session.conn.close(4000, 'session resumed elsewhere')
        conn.session = session
        session.conn = conn
        session.disconnected_at = None
        self.resume_count += 1
        for frame_seq, event, frame in session.buffer:
            if frame_seq > seq:
                conn.send_raw(frame, DISPATCH, event)
        session.dispatch('RESUMED', {'_trace': ['fakediscord']})
        log.info('fakediscord: session %s resumed from seq %s', session.id[:8], seq)
        self.server.notifier.notify()
