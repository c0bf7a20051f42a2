"""The fake server's world: users, guilds, channels, messages, interactions,
and the record of everything the bot did.

These are plain objects the server mutates and tests read.  Objects handed to
tests are *live*: a :class:`StoredMessage` always shows the message as it is
now (after edits); :class:`Record` entries are the immutable history.
"""

from __future__ import annotations

import asyncio
import dataclasses
import datetime as _dt
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, TypeVar, Union

from .payloads import MESSAGE_FLAG_EPHEMERAL, MESSAGE_FLAG_LOADING, clone, walk_components
from .text import body_texts, message_texts

if TYPE_CHECKING:  # pragma: no cover
    from .server import FakeDiscordServer

T = TypeVar('T')


class ApiError(Exception):
    """An error answer of the REST API, in Discord's JSON shape ({'message', 'code', 'errors'})."""

    def __init__(self, status: int, code: int, message: str, errors: Optional[Dict[str, Any]] = None) -> None:
        super().__init__(f'{status} {code} {message}')
        self.status = status
        self.body: Dict[str, Any] = {'message': message, 'code': code}
        if errors:
            self.body['errors'] = errors


class FakeDiscordTimeout(asyncio.TimeoutError):
    """A wait helper ran out of time; the message says what was being waited for."""


def _wake(fut: asyncio.Future) -> None:
    if not fut.done():
        fut.set_result(None)


class Notifier:
    """Wakes up waiters whenever the world changes; waiters re-check a condition.

    A waiter may instead wait on a *key* (e.g. one interaction): it is then only
    woken by ``notify(key)``, which keeps many concurrent waits cheap.
    """

    def __init__(self) -> None:
        self._waiters: List[asyncio.Future] = []
        self._keyed: Dict[Any, List[asyncio.Future]] = {}

    def notify(self, key: Any = None) -> None:
        if self._waiters:
            waiters, self._waiters = self._waiters, []
            for fut in waiters:
                if not fut.done():
                    fut.set_result(None)
        if key is not None and self._keyed:
            for fut in self._keyed.pop(key, ()):
                if not fut.done():
                    fut.set_result(None)

    async def wait_for(
        self,
        check: Callable[[], Optional[T]],
        timeout: float,
        describe: Callable[[], str] = lambda: 'condition',
        *,
        key: Any = None,
    ) -> T:
        """Return ``check()`` as soon as it is neither None nor False.

        With ``key``, ``check`` is only re-run on ``notify(key)`` (and at the timeout).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = check()
            if result is not None and result is not False:
                return result
            if loop.time() >= deadline:
                raise FakeDiscordTimeout(f'timed out after {timeout}s waiting for {describe()}')
            fut = loop.create_future()
            if key is None:
                self._waiters.append(fut)
            else:
                self._keyed.setdefault(key, []).append(fut)
            timer = loop.call_at(deadline, _wake, fut)
            try:
                await fut
            finally:
                timer.cancel()
                if key is not None:
                    pending = self._keyed.get(key)
                    if pending is not None and fut in pending:
                        pending.remove(fut)
                        if not pending:
                            del self._keyed[key]


@dataclasses.dataclass(eq=False)
class FakeUser:
    id: int
    name: str
    bot: bool = False
    global_name: Optional[str] = None
    #: the user's client language, sent as the interaction ``locale`` (Discord default 'en-US')
    locale: str = 'en-US'
    #: False after ``close_dms``: the bot cannot DM them (403 50007)
    dms_open: bool = True
    #: the user added the app to their account (a user install): its commands follow them into
    #: DMs and group DMs (``install_app``)
    installed_app: bool = False

    @property
    def mention(self) -> str:
        return f'<@{self.id}>'

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f'<FakeUser {self.name} id={self.id}>'


UserLike = Union[FakeUser, str, int]  # a user, a user id, or a name


@dataclasses.dataclass(eq=False)
class FakeRole:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    color: int = 0
    bot_id: Optional[int] = None


@dataclasses.dataclass(eq=False)
class FakeMember:
    user: FakeUser
    guild_id: int
    role_ids: List[int]
    joined_at: _dt.datetime
    nick: Optional[str] = None


THREAD_TYPES = (10, 11, 12)  # announcement thread, public thread, private thread


@dataclasses.dataclass(eq=False)
class FakeChannel:
    """A guild text channel (type 0), a DM (type 1) or a thread (type 11 public, 12 private).

    Threads have a ``parent_id`` (the text channel), an ``owner_id`` (who started
    it), Discord's thread metadata (archived, locked, auto_archive_duration,
    timestamps), counters and their members (user id -> join timestamp).
    Permissions in a thread are the parent's.
    """

    id: int
    type: int  # 0 guild text, 1 DM, 11 public thread, 12 private thread
    name: str
    guild_id: Optional[int] = None
    position: int = 0
    overwrites: List[Dict[str, Any]] = dataclasses.field(default_factory=list)
    topic: Optional[str] = None
    parent_id: Optional[int] = None
    recipient: Optional[FakeUser] = None  # the user of a DM with the bot
    #: the people of a group DM (type 3) or of a DM between two users (type 1): the bot is not
    #: one of them, and may only answer interactions there
    recipients: List[FakeUser] = dataclasses.field(default_factory=list)
    last_message_id: Optional[int] = None
    # threads only
    owner_id: Optional[int] = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    archive_timestamp: Optional[str] = None
    create_timestamp: Optional[str] = None
    invitable: bool = True
    message_count: int = 0
    total_message_sent: int = 0
    thread_members: Dict[int, str] = dataclasses.field(default_factory=dict)
    #: set by ``delete_channel``; kept so the history of what people saw stays readable
    deleted: bool = False

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def private(self) -> bool:
        """A group DM, or a DM between users: the bot is not in it (interaction context 2)."""
        return self.guild_id is None and self.recipient is None

    @property
    def member_count(self) -> int:
        """Discord caps the thread member count it reports at 50."""
        return min(50, len(self.thread_members))

    @property
    def mention(self) -> str:
        return f'<#{self.id}>'

    def __repr__(self) -> str:
        kind = 'thread ' if self.is_thread else ''
        return f'<FakeChannel {kind}#{self.name} id={self.id}>'


@dataclasses.dataclass(eq=False)
class FakeGuild:
    id: int
    name: str
    owner_id: int
    created_at: _dt.datetime
    roles: Dict[int, FakeRole] = dataclasses.field(default_factory=dict)
    channels: Dict[int, FakeChannel] = dataclasses.field(default_factory=dict)
    memberships: Dict[int, FakeMember] = dataclasses.field(default_factory=dict)
    bot_id: Optional[int] = None
    #: threads by id (active and archived, not deleted); not part of ``channels``, like on Discord
    threads: Dict[int, FakeChannel] = dataclasses.field(default_factory=dict)
    #: the guild's preferred_locale, sent as ``guild_locale`` in interactions
    preferred_locale: str = 'en-US'

    @property
    def channel(self) -> FakeChannel:
        """The first text channel (created by ``add_guild``)."""
        return next(c for c in self.channels.values() if c.type == 0)

    @property
    def text_channels(self) -> List[FakeChannel]:
        return [c for c in self.channels.values() if c.type == 0]

    @property
    def members(self) -> List[FakeUser]:
        """The human members, in the order they joined."""
        return [m.user for m in self.memberships.values() if not m.user.bot]

    def member(self, name: str) -> FakeUser:
        for m in self.memberships.values():
            if m.user.name == name:
                return m.user
        raise KeyError(f'no member named {name!r} in {self.name}')

    def __repr__(self) -> str:
        return f'<FakeGuild {self.name} id={self.id}>'


@dataclasses.dataclass(eq=False)
class StoredMessage:
    """A message as it currently exists on the fake Discord (live view)."""

    payload: Dict[str, Any]
    ephemeral: bool = False
    visible_to: Optional[int] = None  # user id, for ephemeral messages
    interaction_id: Optional[int] = None
    interaction_user_id: Optional[int] = None
    deleted: bool = False
    files: Dict[int, bytes] = dataclasses.field(default_factory=dict)
    #: in a private channel, whose install of the app brought the interaction that made it
    installer_id: Optional[int] = None

    @property
    def id(self) -> int:
        return int(self.payload['id'])

    @property
    def channel_id(self) -> int:
        return int(self.payload['channel_id'])

    @property
    def guild_id(self) -> Optional[int]:
        gid = self.payload.get('guild_id')
        return int(gid) if gid else None

    @property
    def author_id(self) -> int:
        return int(self.payload['author']['id'])

    @property
    def content(self) -> str:
        return self.payload.get('content') or ''

    @property
    def embeds(self) -> List[Dict[str, Any]]:
        return self.payload.get('embeds') or []

    @property
    def components(self) -> List[Dict[str, Any]]:
        return self.payload.get('components') or []

    @property
    def flags(self) -> int:
        return int(self.payload.get('flags') or 0)

    @property
    def loading(self) -> bool:
        """True while this is a 'Bot is thinking...' deferral placeholder."""
        return bool(self.flags & MESSAGE_FLAG_LOADING)

    @property
    def texts(self) -> List[str]:
        return message_texts(self.payload)

    @property
    def text(self) -> str:
        """All visible text (content, embeds, component labels) joined by newlines."""
        return '\n'.join(self.texts)

    @property
    def body(self) -> str:
        """What the message says, without its controls: content, embeds and V2 text displays
        joined by newlines (see :func:`.text.body_texts`)."""
        return '\n'.join(body_texts(self.payload))

    def all_components(self) -> List[Dict[str, Any]]:
        return list(walk_components(self.components))

    @property
    def buttons(self) -> List[Dict[str, Any]]:
        return [c for c in self.all_components() if c.get('type') == 2]

    @property
    def selects(self) -> List[Dict[str, Any]]:
        return [c for c in self.all_components() if c.get('type') in (3, 5, 6, 7, 8)]

    @property
    def labels(self) -> List[str]:
        return [b.get('label') or '' for b in self.buttons]

    def snapshot(self) -> Dict[str, Any]:
        """A deep copy of the payload as it is now (a JSON round trip: much faster than deepcopy)."""
        return clone(self.payload)

    def __repr__(self) -> str:
        kind = 'ephemeral' if self.ephemeral else 'public'
        flags = ' deleted' if self.deleted else ''
        return f'<StoredMessage {self.id} {kind}{flags} body={self.body[:60]!r} labels={self.labels}>'


@dataclasses.dataclass(eq=False)
class Record:
    """One thing the bot did, frozen at that moment.

    kind: 'create' (channel message), 'callback' (interaction response),
    'followup' (webhook follow-up), 'edit', 'delete'.
    """

    index: int
    kind: str
    channel_id: Optional[int]
    message_id: Optional[int]
    payload: Dict[str, Any]
    ephemeral: bool = False
    visible_to: Optional[int] = None
    interaction_id: Optional[int] = None
    interaction_user_id: Optional[int] = None
    response_type: Optional[int] = None
    guild_id: Optional[int] = None
    texts: List[str] = dataclasses.field(default_factory=list)

    @property
    def content(self) -> str:
        return self.payload.get('content') or ''

    @property
    def embeds(self) -> List[Dict[str, Any]]:
        return self.payload.get('embeds') or []

    @property
    def components(self) -> List[Dict[str, Any]]:
        return self.payload.get('components') or []

    @property
    def text(self) -> str:
        return '\n'.join(self.texts)

    @property
    def body(self) -> str:
        """What the message said, without its controls (see :attr:`StoredMessage.body`)."""
        return '\n'.join(body_texts(self.payload))

    def __repr__(self) -> str:
        extra = f' type={self.response_type}' if self.response_type is not None else ''
        eph = ' ephemeral' if self.ephemeral else ''
        return f'<Record #{self.index} {self.kind}{extra}{eph} msg={self.message_id} text={self.text[:60]!r}>'


@dataclasses.dataclass
class InteractionResponse:
    """How the bot answered an interaction (its first callback)."""

    type: int  # 4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal
    message: Optional[StoredMessage] = None
    ephemeral: bool = False
    modal: Optional[Dict[str, Any]] = None
    choices: Optional[List[Dict[str, Any]]] = None

    @property
    def deferred(self) -> bool:
        return self.type in (5, 6)

    @property
    def content(self) -> str:
        return self.message.content if self.message else ''

    @property
    def text(self) -> str:
        return self.message.text if self.message else ''

    @property
    def body(self) -> str:
        return self.message.body if self.message else ''


@dataclasses.dataclass(eq=False)
class FakeInteraction:
    """An interaction the driver sent to the bot, and what the bot did with it."""

    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete, 5 modal submit
    user: FakeUser
    guild: Optional[FakeGuild]
    channel: FakeChannel
    payload: Dict[str, Any]
    description: str
    created_at: float   # time.monotonic()
    server: 'FakeDiscordServer'
    message_id: Optional[int] = None  # the message whose component was used
    response_type: Optional[int] = None
    response_data: Optional[Dict[str, Any]] = None
    original_message_id: Optional[int] = None
    followup_ids: List[int] = dataclasses.field(default_factory=list)
    #: the fake treats this interaction's callback as arriving after Discord's deadline (404 10062)
    late: bool = False
    #: time.monotonic() of the bot's first callback attempt (accepted or not), None if it never tried
    first_callback_at: Optional[float] = None
    callback_attempts: int = 0
    #: how many extra times the same INTERACTION_CREATE was dispatched (``redeliver``)
    redeliveries: int = 0
    #: follow-ups allowed (Discord: 5 when only a user install authorised it; None: no limit)
    followup_limit: Optional[int] = None
    #: in a private channel, whose install of the app authorised it (``authorizing_integration_owners['1']``)
    installer_id: Optional[int] = None

    @property
    def responded(self) -> bool:
        return self.response_type is not None

    @property
    def original_message(self) -> Optional[StoredMessage]:
        if self.original_message_id is None:
            return None
        return self.server.messages.get(self.original_message_id)

    @property
    def followups(self) -> List[StoredMessage]:
        return [self.server.messages[i] for i in self.followup_ids]

    def _response(self) -> Optional[InteractionResponse]:
        if self.response_type is None:
            return None
        data = self.response_data or {}
        flags = int(data.get('flags') or 0)
        msg = self.original_message if self.response_type in (4, 5, 6, 7) else None
        return InteractionResponse(
            type=self.response_type,
            message=msg,
            ephemeral=bool(msg.ephemeral if msg is not None else flags & MESSAGE_FLAG_EPHEMERAL),
            modal=data if self.response_type == 9 else None,
            choices=data.get('choices') if self.response_type == 8 else None,
        )

    async def response(self, timeout: float = 5.0) -> InteractionResponse:
        """Wait for the bot's interaction callback."""
        return await self.server.notifier.wait_for(
            self._response, timeout, lambda: f'a response to {self.description} ({self.server.problem_summary()})',
            key=('interaction', self.id),
        )

    async def original(self, timeout: float = 5.0) -> StoredMessage:
        """Wait for the response message to exist and to be past 'thinking...'."""

        def check() -> Optional[StoredMessage]:
            msg = self.original_message
            if msg is not None and not msg.loading:
                return msg
            return None

        return await self.server.notifier.wait_for(
            check, timeout, lambda: f'the response message to {self.description} ({self.server.problem_summary()})'
        )

    async def followup(self, index: int = 0, timeout: float = 5.0) -> StoredMessage:
        """Wait for the ``index``-th follow-up message (0 = first)."""

        def check() -> Optional[StoredMessage]:
            return self.followups[index] if len(self.followup_ids) > index else None

        return await self.server.notifier.wait_for(
            check, timeout, lambda: f'follow-up #{index} to {self.description} ({self.server.problem_summary()})'
        )

    def __repr__(self) -> str:
        return f'<FakeInteraction {self.description} by {self.user.name} id={self.id} response={self.response_type}>'
