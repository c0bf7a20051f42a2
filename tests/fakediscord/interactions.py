"""The interaction lifecycle: dispatching INTERACTION_CREATE to the bot, then the
bot's callback (``/interactions/{id}/{token}/callback``), follow-ups and
``@original`` edits through the interaction webhook.

Mixed into :class:`~.server.FakeDiscordServer`.  Discord's rules are enforced:
one callback per interaction, within ``interaction_deadline`` seconds (3 on
Discord), response types valid for the interaction type, follow-ups only after
the acknowledgement, and the first follow-up after a "thinking..." deferral
replaces the placeholder (keeping the deferral's ephemerality).
"""

from __future__ import annotations

import logging
import secrets
import time
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from . import payloads, validate
from .model import ApiError, FakeChannel, FakeGuild, FakeInteraction, FakeUser, Record, StoredMessage
from .payloads import MESSAGE_FLAG_LOADING
from .text import choice_texts, modal_texts

if TYPE_CHECKING:  # pragma: no cover
    from .gateway import Gateway
    from .model import Notifier

log = logging.getLogger('fakediscord')
Files = List[Tuple[str, bytes, str]]

#: seconds an interaction token stays valid for follow-ups (Discord: 15 minutes)
TOKEN_LIFETIME = 15 * 60.0
#: "Apps are limited to 5 followup messages per interaction if it was initiated from a
#: user-installed app and isn't installed in the server" (docs: interactions, Create Followup Message)
USER_INSTALL_FOLLOWUPS = 5
CHANNEL_GUILD: Any = object()  # dispatch_interaction's default: the channel's guild


class InteractionsMixin:
    """Interactions sent to the bot and the bot's answers to them."""

    snowflakes: payloads.SnowflakeGenerator
    notifier: 'Notifier'
    gateway: 'Gateway'
    guilds: Dict[int, FakeGuild]
    messages: Dict[int, StoredMessage]
    interactions: Dict[int, FakeInteraction]
    interactions_by_token: Dict[str, FakeInteraction]
    channel_messages: Dict[int, List[int]]
    record: bool
    interaction_retention: Optional[float]
    _next_interaction_prune: float
    late_interactions: List[FakeInteraction]
    interaction_deadline: Optional[float]
    validation: bool
    app_id: int
    bot_user: FakeUser
    app_emojis: Dict[int, Dict[str, Any]]
    users: Dict[int, FakeUser]

    if TYPE_CHECKING:  # provided by the other parts of FakeDiscordServer
        def permissions(self, who: Any, channel: FakeChannel) -> int: ...
        def can_view(self, who: Any, channel: FakeChannel) -> bool: ...
        def create_message(self, channel: FakeChannel, body: Dict[str, Any], **kw: Any) -> StoredMessage: ...
        def edit_message(self, msg: StoredMessage, body: Dict[str, Any], **kw: Any) -> StoredMessage: ...
        def _record(self, kind: str, msg: StoredMessage, **kw: Any) -> Record: ...
        def _record_other(self, kind: str, fi: FakeInteraction, response_type: int, payload: Dict[str, Any], texts: List[str]) -> Record: ...

    # -------------------------------------------------------------- interactions

    def dispatch_interaction(
        self,
        *,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: Dict[str, Any],
        description: str,
        message: Optional[StoredMessage] = None,
        late: bool = False,
        guild: Any = CHANNEL_GUILD,
        check_access: bool = True,
    ) -> FakeInteraction:
        """Send an INTERACTION_CREATE to the connected bot, as if ``user`` did something.

        It goes to the sessions of the guild's shard (a DM's to shard 0): see
        :meth:`.Gateway.interaction_sessions`.

        ``late``: the fake treats the bot's callback as arriving after Discord's
        deadline (404 10062), whenever it comes.  ``guild``: the guild the
        interaction claims to come from (default: the channel's; None = a DM
        payload).  ``check_access=False`` skips the check that the user can see
        the channel (raw/fuzz input); the user must still be a member of the guild.
        """
        if guild is CHANNEL_GUILD:
            guild = self.guilds.get(channel.guild_id) if channel.guild_id else None
        sessions = self.gateway.interaction_sessions(guild.id if guild else None)
        if not sessions:
            raise RuntimeError(f'cannot send {description}: no bot session of its shard is connected to the fake gateway')
        member = None
        if guild is not None:
            member = guild.memberships.get(user.id)
            if member is None:
                raise ValueError(f'{user.name} is not a member of {guild.name}')
        if channel.deleted:
            raise LookupError(f'#{channel.name} was deleted')
        installer = None
        if channel.private:   # only a user's install of the app reaches a group DM or a DM between users
            # a click on a message the app posted is authorised by the install that brought it
            installer = user if user.installed_app else (
                self.users.get(message.installer_id) if message is not None and message.installer_id else None)
            if installer is None or not installer.installed_app:
                raise PermissionError(f'{user.name} has not installed the app, and nobody brought it into #{channel.name}')
        if check_access and not self.can_view(user, channel):
            raise PermissionError(f'{user.name} cannot see #{channel.name}')
        now = time.monotonic()
        if self.interaction_retention is not None and now >= self._next_interaction_prune:
            self._prune_interactions(now)
        iid = self.snowflakes.next()
        token = 'aW50ZXJhY3Rpb246' + secrets.token_urlsafe(120)
        message_payload = None
        if message is not None:
            message_payload = message.payload
        payload = payloads.interaction(
            interaction_id=iid, app_id=self.app_id, itype=itype, token=token, data=data, user_obj=user,
            guild=guild, channel_obj=channel, member_obj=member,
            member_permissions=self.permissions(user, channel),
            app_permissions=self.permissions(self.bot_user, channel),
            message_payload=message_payload, installer=installer,
        )
        payload_json = payloads.dumps(payload)
        if self.record:
            # a snapshot: later edits of the message do not change what was sent
            payload = payloads._loads(payload_json)
        fi = FakeInteraction(
            id=iid, token=token, type=itype, user=user, guild=guild, channel=channel, payload=payload,
            description=description, created_at=now, server=self,  # type: ignore[arg-type]
            message_id=message.id if message is not None else None, late=late,
            followup_limit=USER_INSTALL_FOLLOWUPS if installer is not None else None,
            installer_id=installer.id if installer is not None else None,
        )
        self.interactions[iid] = fi
        self.interactions_by_token[token] = fi
        for session in sessions:
            session.dispatch_json('INTERACTION_CREATE', payload_json)
        self.notifier.notify()
        return fi

    def _prune_interactions(self, now: float) -> None:
        """Forget interactions older than ``interaction_retention`` and their ephemeral messages."""
        self._next_interaction_prune = now + min(1.0, self.interaction_retention / 4)  # type: ignore[operator]
        horizon = now - self.interaction_retention  # type: ignore[operator]
        dead = []
        for fi in self.interactions.values():  # insertion order = creation order
            if fi.created_at >= horizon:
                break
            dead.append(fi)
        if not dead:
            return
        gone: Dict[int, set] = {}
        for fi in dead:
            del self.interactions[fi.id]
            self.interactions_by_token.pop(fi.token, None)
            for mid in (fi.original_message_id, *fi.followup_ids):
                msg = self.messages.get(mid) if mid is not None else None
                if msg is not None and msg.ephemeral and msg.interaction_id == fi.id:
                    del self.messages[mid]  # type: ignore[arg-type]
                    gone.setdefault(msg.channel_id, set()).add(mid)
        for channel_id, ids in gone.items():
            kept = self.channel_messages.get(channel_id)
            if kept is not None:
                self.channel_messages[channel_id] = [m for m in kept if m not in ids]

    def redeliver(self, fi: FakeInteraction) -> FakeInteraction:
        """Dispatch the very same INTERACTION_CREATE again (same id and token), as Discord sometimes does.

        Whichever callback arrives second is answered 400 40060 "Interaction has
        already been acknowledged." (and lands in ``errors``).
        """
        sessions = self.gateway.interaction_sessions(fi.guild.id if fi.guild else None)
        if not sessions:
            raise RuntimeError(f'cannot redeliver {fi.description}: no bot session of its shard is connected to the fake gateway')
        fi.redeliveries += 1
        payload_json = payloads.dumps(fi.payload)
        for session in sessions:
            session.dispatch_json('INTERACTION_CREATE', payload_json)
        self.notifier.notify()
        return fi

    def unanswered(self, timeout: Optional[float] = None) -> List[FakeInteraction]:
        """Interactions that got no callback at all (not even a failing one) within ``timeout`` seconds.

        ``timeout`` defaults to ``interaction_deadline`` (3 s); interactions younger
        than that are not counted yet.  ``late=True`` interactions whose callback
        came (and was refused) are not unanswered: they are in ``late_interactions``.
        """
        if timeout is None:
            timeout = self.interaction_deadline if self.interaction_deadline is not None else 3.0
        now = time.monotonic()
        out = []
        for fi in self.interactions.values():
            if now - fi.created_at < timeout:
                continue
            if fi.first_callback_at is None or fi.first_callback_at - fi.created_at > timeout:
                out.append(fi)
        return out

    def interaction_by_token(self, token: str) -> FakeInteraction:
        """The interaction of a webhook token; 10015 Unknown Webhook if unknown or expired (15 minutes)."""
        fi = self.interactions_by_token.get(token)
        if fi is None or time.monotonic() - fi.created_at > TOKEN_LIFETIME:
            raise ApiError(404, 10015, 'Unknown Webhook')
        return fi

    def interaction_callback(
        self,
        fi: FakeInteraction,
        body: Dict[str, Any],
        files: List[Tuple[str, bytes, str]],
    ) -> Dict[str, Any]:
        """Handle POST /interactions/{id}/{token}/callback; returns the with_response body."""
        rtype = body.get('type')
        data = body.get('data') or {}
        now = time.monotonic()
        fi.callback_attempts += 1
        if fi.first_callback_at is None:
            fi.first_callback_at = now
        if fi.responded:
            raise ApiError(400, 40060, 'Interaction has already been acknowledged.')
        elapsed = now - fi.created_at
        if fi.late or (self.interaction_deadline is not None and elapsed > self.interaction_deadline):
            if fi not in self.late_interactions:
                self.late_interactions.append(fi)
            if fi.late:
                log.info('fakediscord: interaction %s marked late: its callback is refused with Unknown interaction', fi.description)
            else:
                log.error('fakediscord: interaction %s answered after %.2fs (Discord allows %.1fs): Unknown interaction',
                          fi.description, elapsed, self.interaction_deadline)
            raise ApiError(404, 10062, 'Unknown interaction')
        allowed = {
            2: {4, 5, 9},
            3: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7} if fi.message_id else {4, 5},
        }[fi.type]
        if rtype not in allowed:
            raise ApiError(400, 50035, 'Invalid Form Body', {'type': {'_errors': [{'code': 'INTERACTION_RESPONSE_TYPE_INVALID', 'message': f'response type {rtype} is not valid for interaction type {fi.type}'}]}})

        message: Optional[StoredMessage] = None
        ephemeral = False
        if rtype == 4:
            problem = (self.validation and validate.check_message(data, prefix=('data',), emojis=self.app_emojis)
                       or validate.check_new_message_not_empty(data, has_files=bool(files)))
            if problem:
                raise ApiError(400, *problem)
            message = self.create_message(
                fi.channel, data, kind='callback', files=files, interaction=fi, response_type=4,
                msg_type=20 if fi.type == 2 else 0,
            )
            fi.original_message_id = message.id
        elif rtype == 5:
            message = self.create_message(
                fi.channel, {'flags': data.get('flags')}, kind='callback', interaction=fi, response_type=5,
                extra_flags=MESSAGE_FLAG_LOADING, msg_type=20 if fi.type == 2 else 0,
            )
            fi.original_message_id = message.id
        elif rtype in (6, 7):
            message = self.messages.get(fi.message_id or 0)
            if message is None or message.deleted:
                raise ApiError(404, 10008, 'Unknown Message')
            fi.original_message_id = message.id
            if rtype == 7:
                problem = self.validation and validate.check_message(data, existing=message.payload, prefix=('data',),
                                                                     emojis=self.app_emojis)
                if problem:
                    raise ApiError(400, *problem)
                self.edit_message(message, data, kind='callback', files=files, interaction=fi, response_type=7)
            else:
                self._record('callback', message, interaction=fi, response_type=6)
        elif rtype == 8:
            choices = data.get('choices') or []
            if self.record:
                self._record_other('callback', fi, 8, {'choices': choices}, choice_texts(choices))
        elif rtype == 9:
            data = {**data, 'components': payloads.normalize_components(data.get('components') or [])}
            if self.record:
                self._record_other('callback', fi, 9, payloads.clone(data), modal_texts(data))

        if message is not None:
            ephemeral = message.ephemeral
        fi.response_type = rtype
        # the request body is the fake's own (freshly parsed): no copy needed
        fi.response_data = data
        self.notifier.notify(('interaction', fi.id))

        callback: Dict[str, Any] = {'id': str(fi.id), 'type': fi.type}
        if message is not None:
            callback['response_message_id'] = str(message.id)
            callback['response_message_loading'] = rtype == 5
            callback['response_message_ephemeral'] = ephemeral
        result: Dict[str, Any] = {'interaction': callback}
        if rtype in (4, 5, 7) and message is not None:
            result['resource'] = {'type': rtype, 'message': message.payload}  # serialized right away by the REST layer
        elif rtype in (6, 8, 9):
            result['resource'] = {'type': rtype}
        return result

    def send_followup(self, fi: FakeInteraction, body: Dict[str, Any], files: List[Tuple[str, bytes, str]]) -> StoredMessage:
        if not fi.responded or fi.response_type in (8, 9):
            # Discord only accepts follow-ups once the interaction was acknowledged
            # (a late, refused callback never acknowledged it)
            raise ApiError(404, 10015, 'Unknown Webhook')
        if fi.followup_limit is not None and len(fi.followup_ids) >= fi.followup_limit:
            raise ApiError(400, 40094, 'This interaction has hit the maximum number of follow up messages')
        problem = (self.validation and validate.check_message(body, emojis=self.app_emojis)
                   or validate.check_new_message_not_empty(body, has_files=bool(files)))
        if problem:
            raise ApiError(400, *problem)
        original = fi.original_message
        if fi.response_type == 5 and original is not None and original.loading and not original.deleted:
            # The first follow-up after a "thinking..." deferral replaces the placeholder;
            # it stays ephemeral (or public) as the deferral decided.
            body = {k: v for k, v in body.items() if k != 'flags'}
            msg = self.edit_message(original, body, kind='followup', files=files, interaction=fi)
        else:
            msg = self.create_message(
                fi.channel, body, kind='followup', files=files, interaction=fi,
                original_response_id=fi.original_message_id,
            )
        fi.followup_ids.append(msg.id)
        self.notifier.notify()
        return msg

    def webhook_message(self, fi: FakeInteraction, message_ref: str) -> StoredMessage:
        if not fi.responded:
            # the token only becomes usable once the interaction was acknowledged
            raise ApiError(404, 10015, 'Unknown Webhook')
        if message_ref == '@original':
            mid = fi.original_message_id
        else:
            mid = int(message_ref)
            if mid != fi.original_message_id and mid not in fi.followup_ids:
                mid = None
        msg = self.messages.get(mid) if mid is not None else None
        if msg is None or msg.deleted:
            raise ApiError(404, 10008, 'Unknown Message')
        return msg
