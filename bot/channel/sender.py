"""Sending one op of a channel's plan, by the cheapest way that has room now:

1. in the answer to the click or command that caused the change (the clicked message
   edited in place, or the lobby message posted as the command's answer) — interaction
   callbacks do not count against the bot's 50 requests a second;
2. through the token of a recent interaction: a click answered by updating its message may
   edit that message for 15 minutes, and follow-ups may be posted with it — also outside
   the global limit;
3. through the transport, the bot's own paced REST calls. New messages carry a nonce, so a
   post repeated after a crash is not duplicated.

What was sent is written into the channel's :class:`~bot.channel.plan.Display` and, for
message ids, stored at once (:class:`~bot.channel.shows.Shows`).

Outside a server (bot/dm.py) only the first two ways exist: a new turn no token may post is
shown on the turn message a token may still edit, a current message no token may edit is
posted again as a follow-up, and what no live token can carry waits for the table's next
interaction (:meth:`Sender.waits`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord

from engine import Game

from ..dm import interaction_only
from ..store import RUNNING, Table
from . import answers
from .plan import DELETE, EDIT, NUDGE, POST, SUMMARY, SWEEP, Display, Op, look
from .shows import Shows
from .summary import Summary
from .sweep import Sweep
from .tokens import Tokens
from .transport import NoRoom, Transport

log = logging.getLogger(__name__)


@dataclass
class Answer:
    """How the interaction that caused a change wants to be answered.

    A click on a public message is answered by updating that message (or deferred); a
    click in an ephemeral message by ``private``, its new content; a command that opens a
    lobby (``post``) by posting the lobby message."""

    interaction: discord.Interaction
    private: dict | None = None
    post: bool = False

    def carries(self, op: Op) -> bool:
        if self.post:
            return op.kind == POST and op.lobby
        message = self.interaction.message
        return (self.private is None and op.kind == EDIT and message is not None
                and not message.flags.ephemeral and op.message_id == message.id)

    def clicked_public(self) -> bool:
        message = self.interaction.message
        return message is not None and not message.flags.ephemeral


class Sender:
    def __init__(self, transport: Transport, tokens: Tokens, shows: Shows, summary: Summary, sweep: Sweep):
        self._transport = transport
        self._tokens = tokens
        self._shows = shows
        self._summary = summary
        self._sweep = sweep
        self.stats = {"answered": 0, "answer_failed": 0, "token": 0, "followup": 0}
        self._waiting: set[int] = set()    # tables outside a server waiting for an interaction to show them

    # ------------------------------------------------------------------ the interaction's own answer

    async def respond(self, answer: Answer, table: Table, d: Display, ops: list[Op]) -> list[Op]:
        """Answer the interaction first (Discord waits 3 s), with the op it can carry; the ops
        left to send."""
        interaction = answer.interaction
        if interaction.response.is_done():   # acknowledged already (a slow click): its token edits
            if answer.private is not None:
                try:
                    await answers.edit_original(interaction, answer.private)
                except discord.HTTPException as e:
                    log.info("table %s: a private answer could not be shown (%s)", table.id, e)
            elif answer.clicked_public():
                self._tokens.may_edit(interaction.message.id, interaction)
            return ops
        target = next((op for op in ops if answer.carries(op)), None)
        try:
            if answer.private is not None:
                await answers.update(interaction, answer.private)
            elif target is not None and target.kind == POST:
                message_id = await answers.post(interaction, target.payload)
                self._tokens.may_edit(message_id, interaction)
                await self._posted(target, table, d, message_id)
            elif target is not None:
                await answers.update(interaction, target.payload)
                self._tokens.may_edit(target.message_id, interaction)
                self._done(target, table, d)
            else:
                await interaction.response.defer()
                if answer.clicked_public():
                    self._tokens.may_edit(interaction.message.id, interaction)
            self.stats["answered"] += 1
        except discord.HTTPException as e:  # too late or refused: the channel still catches up
            log.info("table %s: the answer to an interaction failed (%s); the channel catches up", table.id, e)
            self.stats["answer_failed"] += 1
            return ops
        self._tokens.may_post(interaction)
        return [op for op in ops if op is not target]

    async def acknowledge(self, answer: Answer) -> None:
        """Answer an interaction whose change another pass shows (or nothing shows)."""
        interaction = answer.interaction
        if interaction.response.is_done():
            return
        try:
            if answer.private is not None:
                await answers.update(interaction, answer.private)
            else:
                await interaction.response.defer()
                if answer.clicked_public():
                    self._tokens.may_edit(interaction.message.id, interaction)
            self._tokens.may_post(interaction)
        except discord.HTTPException:
            self.stats["answer_failed"] += 1

    # ------------------------------------------------------------------ one op

    def room(self, channel_id: int) -> float:
        """Seconds until the channel has room for an edit (0: now)."""
        return self._transport.room(channel_id, "edit")

    def waits(self, table_id: int) -> bool:
        """Whether the table (outside a server) waits for its next interaction to be shown."""
        return table_id in self._waiting

    def stop_waiting(self, table_id: int) -> None:
        self._waiting.discard(table_id)

    async def send(self, op: Op, table: Table, game: Game | None, d: Display,
                   interaction: discord.Interaction | None) -> bool:
        """Send one op by the cheapest way that has room now; False if none has."""
        log.debug("table %s v%s: %s %s (turn %s)", table.id, table.version, op.kind, op.message_id, op.turn)
        try:
            return await self._send(op, table, game, d, interaction)
        except NoRoom:
            return False
        except discord.NotFound as e:
            if e.code == 10008 and op.kind == EDIT:   # someone deleted the message
                await self._message_gone(d, op)
                return False
            raise

    async def _send(self, op: Op, table: Table, game: Game | None, d: Display,
                    interaction: discord.Interaction | None) -> bool:
        row, channel = d.row, op.channel_id
        if op.kind == SWEEP:
            await self._sweep.run(table, game, d)
            d.unswept = False
            self._shows.swept(table.id)
            await self._shows.remember(row)
        elif op.kind == EDIT:
            editor = self._tokens.editor(op.message_id)
            if editor is None or not await self._token_edit(editor, op.message_id, op.payload):
                if interaction_only(table):
                    return await self._without_token(op, table, d, interaction)
                await self._transport.edit(channel, op.message_id, op.payload, thread=table.thread)
        elif op.kind in (POST, NUDGE):
            poster = interaction if op.kind == NUDGE else (interaction or self._tokens.poster(
                channel, row.message_id, row.prev_message_id))
            message_id = await self._follow_up(poster, channel, op.payload)
            if message_id is None:
                if interaction_only(table):
                    return await self._in_place(op, table, d)
                message_id = await self._transport.post(channel, op.payload, nonce=op.nonce)
            await self._posted(op, table, d, message_id)
            return True
        elif op.kind == SUMMARY:
            return await self._post_summary(table, game, d, interaction or self._tokens.poster(channel, row.message_id))
        elif op.kind == DELETE and interaction_only(table):
            row.nudge_id = None   # (live games only there: no ping to delete)
        elif op.kind == DELETE:
            await self._transport.delete(channel, op.message_id)
            row.nudge_id = None
            await self._shows.remember(row)
        self._done(op, table, d)
        return True

    def _done(self, op: Op, table: Table, d: Display) -> None:
        if op.lobby:
            d.row.lobby_status, d.row.lobby_version = table.status, table.version
        elif op.current:
            d.drawn = table.version
            d.look = op.look or (look(op.payload) if op.payload is not None else None)
        elif op.kind == EDIT:
            d.closed.add(op.message_id)

    async def _posted(self, op: Op, table: Table, d: Display, message_id: int) -> None:
        """A message was posted: it now stands for what it shows (stored at once, so a pass
        cut short by the rate limits, or a restart, goes on from there)."""
        row = d.row
        if op.kind == NUDGE:
            row.nudge_id = message_id
            d.nudged = d.nudge_for = op.turn
            if op.reminder:
                d.reminder = None
        elif op.lobby:
            row.lobby_message_id = message_id
        else:
            if row.message_id != message_id:
                row.prev_message_id = row.message_id
            row.message_id, row.message_turn = message_id, op.turn
            if not op.current:
                d.closed.add(message_id)
            elif table.status == RUNNING:
                d.nudged = table.prompt_no   # the new turn's message mentions whoever it waits on
        self._done(op, table, d)
        await self._shows.remember(row)

    async def _post_summary(self, table: Table, game: Game, d: Display, poster) -> bool:
        if interaction_only(table) and (poster is None or not self._tokens.may_follow_up(poster)):
            return self._wait(table, d)
        if (poster is None or poster.channel_id != table.channel_id) and \
                (wait := self._transport.room(table.channel_id, "post")) > 0:
            raise NoRoom(wait)   # the picture is drawn once it can be posted
        payload = await self._summary.message(table, game)
        message_id = await self._follow_up(poster, table.channel_id, payload)
        if message_id is None and interaction_only(table):
            return self._wait(table, d)
        if message_id is None:
            try:
                message_id = await self._transport.post(table.channel_id, payload, nonce=f"g{table.id}")
            except discord.Forbidden as e:
                if e.code != 50013:
                    raise
                log.info("table %s: no permission to attach the game's picture; posting the summary without it",
                         table.id)
                payload.pop("files", None)
                message_id = await self._transport.post(table.channel_id, payload, nonce=f"g{table.id}", wait=True)
        d.row.summary_id = message_id
        await self._shows.remember(d.row)
        return True

    async def _token_edit(self, editor, message_id: int, payload: dict) -> bool:
        interaction = editor.interaction
        self._tokens.spend(interaction)
        try:
            if editor.followup:
                await answers.edit_follow_up(interaction, message_id, payload)
            else:
                await answers.edit_original(interaction, payload)
        except discord.HTTPException as e:
            if isinstance(e, discord.NotFound) and e.code == 10008:
                raise
            self._tokens.drop(message_id)   # an expired or refused token: use REST
            return False
        self.stats["token"] += 1
        return True

    async def _follow_up(self, poster: discord.Interaction | None, channel_id: int, payload: dict) -> int | None:
        """A new public message posted with an interaction's token (in that interaction's channel)."""
        if poster is None or poster.channel_id != channel_id or not self._tokens.free(poster) \
                or not self._tokens.may_follow_up(poster):
            return None
        self._tokens.spend(poster)
        self._tokens.followed_up(poster)
        try:
            message_id = await answers.follow_up(poster, payload)
        except discord.HTTPException as e:
            log.debug("follow-up refused (%s); posting through the channel", e)
            return None
        self.stats["followup"] += 1
        self._tokens.may_edit(message_id, poster, followup=True)
        return message_id

    # ------------------------------------------------------------------ outside a server

    def _wait(self, table: Table, d: Display) -> bool:
        """Outside a server, what no live token can carry waits for the next interaction (a
        token that is only busy is tried again soon, like a channel's rate)."""
        row = d.row
        if not self._tokens.alive(table.channel_id, row.message_id, row.prev_message_id):
            self._waiting.add(table.id)
            log.debug("table %s: waiting for an interaction to show the rest", table.id)
        return False

    async def _in_place(self, op: Op, table: Table, d: Display) -> bool:
        """Outside a server, a new message no token may post (each posts 5 follow-ups at most):
        the new turn is shown on the turn message a live token may still edit (its log stays in
        ``/coup log``), a past turn is left to the log; else it waits for the next interaction."""
        row = d.row
        if op.kind == POST and not op.current and not op.lobby:
            self._done(op, table, d)
            return True
        editor = self._tokens.editor(row.message_id) if op.kind == POST and op.current else None
        if editor is None or not await self._token_edit(editor, row.message_id, op.payload):
            return self._wait(table, d)
        await self._posted(op, table, d, row.message_id)
        return True

    async def _without_token(self, op: Op, table: Table, d: Display, interaction) -> bool:
        """An edit outside a server that no live token may make: the current turn (or the
        lobby) is posted again as a follow-up (its buttons go on working: they name the
        prompt, not the message), an older message is left as it is."""
        if not (op.current or op.lobby):
            self._done(op, table, d)
            return True
        row = d.row
        poster = interaction or self._tokens.poster(table.channel_id, row.message_id, row.prev_message_id)
        message_id = await self._follow_up(poster, table.channel_id, op.payload)
        if message_id is None:
            return self._wait(table, d)
        if op.lobby:
            row.lobby_message_id = message_id
        else:
            d.closed.add(row.message_id)
            row.message_id = message_id
        self._done(op, table, d)
        await self._shows.remember(row)
        return True

    async def _message_gone(self, d: Display, op: Op) -> None:
        """Someone deleted a message of the table: the current one is posted again."""
        row = d.row
        if op.lobby:
            row.lobby_message_id = None
        elif op.message_id == row.message_id:
            row.message_id = None   # its turn is posted again (the turns after it, if it was behind)
        d.closed.add(op.message_id)
        await self._shows.remember(row)
