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

import asyncio
import copy
import logging
import secrets
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


class InteractionsMixin:
    """Interactions sent to the bot and the bot's answers to them."""

    snowflakes: payloads.SnowflakeGenerator
    notifier: 'Notifier'
    gateway: 'Gateway'
    guilds: Dict[int, FakeGuild]
    messages: Dict[int, StoredMessage]
    interactions: Dict[int, FakeInteraction]
    late_interactions: List[FakeInteraction]
    interaction_deadline: Optional[float]
    app_id: int
    bot_user: FakeUser

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
    ) -> FakeInteraction:
        """Send an INTERACTION_CREATE to the connected bot, as if ``user`` did something."""
        guild = self.guilds.get(channel.guild_id) if channel.guild_id else None
        session = self.gateway.active_session(guild.id if guild else None)
        if session is None:
            raise RuntimeError(f'cannot send {description}: no bot session is connected to the fake gateway')
        member = None
        if guild is not None:
            member = guild.memberships.get(user.id)
            if member is None:
                raise ValueError(f'{user.name} is not a member of {guild.name}')
        if not self.can_view(user, channel):
            raise PermissionError(f'{user.name} cannot see #{channel.name}')
        iid = self.snowflakes.next()
        token = 'aW50ZXJhY3Rpb246' + secrets.token_urlsafe(120)
        payload = payloads.interaction(
            interaction_id=iid, app_id=self.app_id, itype=itype, token=token, data=data, user_obj=user,
            guild=guild, channel_obj=channel, member_obj=member,
            member_permissions=self.permissions(user, channel),
            app_permissions=self.permissions(self.bot_user, channel),
            message_payload=message.snapshot() if message is not None else None,
        )
        fi = FakeInteraction(
            id=iid, token=token, type=itype, user=user, guild=guild, channel=channel, payload=payload,
            description=description, created_at=asyncio.get_running_loop().time(), server=self,
            message_id=message.id if message is not None else None,
        )
        self.interactions[iid] = fi
        session.dispatch('INTERACTION_CREATE', payload)
        self.notifier.notify()
        return fi

    def interaction_by_token(self, token: str) -> FakeInteraction:
        for fi in reversed(list(self.interactions.values())):
            if fi.token == token:
                return fi
        raise ApiError(404, 10015, 'Unknown Webhook')

    def interaction_callback(
        self,
        fi: FakeInteraction,
        body: Dict[str, Any],
        files: List[Tuple[str, bytes, str]],
    ) -> Dict[str, Any]:
        """Handle POST /interactions/{id}/{token}/callback; returns the with_response body."""
        rtype = body.get('type')
        data = body.get('data') or {}
        if fi.responded:
            raise ApiError(400, 40060, 'Interaction has already been acknowledged.')
        elapsed = asyncio.get_running_loop().time() - fi.created_at
        if self.interaction_deadline is not None and elapsed > self.interaction_deadline:
            self.late_interactions.append(fi)
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
            problem = validate.check_message(data, creating=True, has_files=bool(files))
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
                problem = validate.check_message(data, creating=False, existing_flags=message.flags)
                if problem:
                    raise ApiError(400, *problem)
                self.edit_message(message, data, kind='callback', files=files, interaction=fi, response_type=7)
            else:
                self._record('callback', message, interaction=fi, response_type=6)
        elif rtype == 8:
            choices = data.get('choices') or []
            if len(choices) > 25:
                raise ApiError(400, 50035, 'Invalid Form Body', {'data': {'choices': {'_errors': [{'code': 'BASE_TYPE_MAX_LENGTH', 'message': 'Must be 25 or fewer in length.'}]}}})
            self._record_other('callback', fi, 8, {'choices': choices}, choice_texts(choices))
        elif rtype == 9:
            problem = validate.check_modal(data)
            if problem:
                raise ApiError(400, *problem)
            data = {**data, 'components': payloads.normalize_components(data.get('components') or [])}
            self._record_other('callback', fi, 9, copy.deepcopy(data), modal_texts(data))

        if message is not None:
            ephemeral = message.ephemeral
        fi.response_type = rtype
        fi.response_data = copy.deepcopy(data)
        self.notifier.notify()

        callback: Dict[str, Any] = {'id': str(fi.id), 'type': fi.type}
        if message is not None:
            callback['response_message_id'] = str(message.id)
            callback['response_message_loading'] = rtype == 5
            callback['response_message_ephemeral'] = ephemeral
        result: Dict[str, Any] = {'interaction': callback}
        if rtype in (4, 5, 7) and message is not None:
            result['resource'] = {'type': rtype, 'message': message.snapshot()}
        elif rtype in (6, 8, 9):
            result['resource'] = {'type': rtype}
        return result

    def send_followup(self, fi: FakeInteraction, body: Dict[str, Any], files: List[Tuple[str, bytes, str]]) -> StoredMessage:
        if not fi.responded or fi.response_type in (8, 9):
            # Discord only accepts follow-ups once the interaction was acknowledged
            raise ApiError(404, 10015, 'Unknown Webhook')
        problem = validate.check_message(body, creating=True, has_files=bool(files))
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
