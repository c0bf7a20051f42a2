"""The courier brings a table's channel up to date: it plans (bot/channel/plan.py) from the
table as stored now and sends what the plan says, within Discord's limits, cheapest path
first:

1. in the answer to the click or command that caused the change (the clicked message
   edited in place, or the lobby message posted as the command's answer) — interaction
   callbacks do not count against the bot's 50 requests a second;
2. through the token of a recent interaction: a click answered by updating its message may
   edit that message for 15 minutes, and follow-ups may be posted with it — also outside
   the global limit;
3. through the bot's own REST calls, paced by :class:`~bot.channel.pacer.Pacer`, by a few
   workers that take the most urgent table first. New messages carry a nonce, so a post
   repeated after a crash is not duplicated.

One pass at a time per table: a change that arrives while its table's channel is being
updated is acknowledged at once and shown by the pass under way, which plans again from
the latest table before it ends. Updates can be late but never out of order, and a burst
of changes becomes one edit of the latest state. No table lock is held while Discord is
called. What the channel shows is the courier's own bookkeeping
(:class:`~bot.store.Shown`): message ids are stored as soon as they are known, the
version shown in batches, so a restart redraws only the channels that are behind.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import time
from dataclasses import dataclass
from typing import Awaitable, Callable

import discord

from engine import Event

from .. import messages
from ..store import RUNNING, Shown, ShownStore, Table, TableStore, Unavailable
from ..dm import interaction_only
from ..tables import TableCache
from .pacer import Pacer
from .plan import DELETE, EDIT, NUDGE, POST, SUMMARY, Display, Op, look, plan, turns_needed
from .rest import Rest, editable, gone, sendable
from .summary import Summary
from .sweep import Sweep
from .tokens import Tokens

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


class Courier:
    def __init__(self, client: discord.Client, cache: TableCache, tables: TableStore, shown: ShownStore,
                 records, *, on_gone: Callable[[int], Awaitable[object]], workers: int = 4,
                 pacer: Pacer | None = None):
        self._client = client
        self._cache = cache
        self._tables = tables
        self._shown = shown
        self._on_gone = on_gone   # a table whose channel is unreachable (deleted, no access)
        self.pacer = pacer or Pacer()
        self.tokens = Tokens()
        self._rest = Rest(client)
        self._summary = Summary(tables, records)
        self._sweep = Sweep(self._rest, self.pacer, past_turn=self._past_turn_message)
        self._displays: dict[int, Display] = {}
        self._busy: set[int] = set()      # tables whose channel a pass is updating now
        self._again: set[int] = set()     # … and that changed again meanwhile
        self._queue: list[tuple[float, float, int]] = []   # (not before, urgency, table id)
        self._queued: set[int] = set()
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task] = []
        self._n_workers = workers
        self._marks: dict[int, int] = {}   # table id -> version shown in full, to store
        self._restored: set[int] = set()   # tables whose channel may hold unrecorded messages
        self._waiting: set[int] = set()    # tables outside a server waiting for an interaction to show them
        self.stats = {"answered": 0, "answer_failed": 0, "token": 0, "followup": 0}

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._work(), name=f"coup-courier-{i}") for i in range(self._n_workers)]
        self._tasks.append(asyncio.create_task(self._save_marks(), name="coup-shown"))

    async def drain(self, timeout: float) -> int:
        """Let the workers bring every channel due now up to date, for up to ``timeout``
        seconds; the number of channels still behind then (a restart brings them up to date)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while self._tasks and loop.time() < end and (self._busy or self._due_now()):
            await asyncio.sleep(0.02)
        return len(self._queued | self._busy)

    def _due_now(self) -> bool:
        return bool(self._queue) and self._queue[0][0] <= time.monotonic()

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        try:
            await self._flush_marks()
        except Exception as e:   # a restart redraws what it could not note
            log.warning("could not save what the channels show (%s)", e)

    def let_go(self, table_ids) -> None:
        """What these tables' channels show leaves memory, for those not being brought up to
        date (read from the store again when needed)."""
        for table_id in table_ids:
            if table_id not in self._busy and table_id not in self._queued and table_id not in self._marks:
                self._displays.pop(table_id, None)

    @property
    def rest_calls(self) -> int:
        return self._rest.calls

    # ------------------------------------------------------------------ the ways in

    async def answer(self, interaction: discord.Interaction, table_id: int, *, private: dict | None = None) -> None:
        """Answer a click that changed a table, showing the change in the answer itself where
        it can (``private``: the new content of the ephemeral message clicked)."""
        await self._show_now(table_id, Answer(interaction, private))

    async def open(self, interaction: discord.Interaction, table_id: int) -> None:
        """Answer a command (or click) that opened a lobby by posting the lobby message."""
        await self._show_now(table_id, Answer(interaction, post=True))

    async def show(self, table_id: int, interaction: discord.Interaction | None = None) -> None:
        """Show a change now, after a command answered by itself (its token may post)."""
        if interaction is not None:
            self.tokens.may_post(interaction)
        await self._show_now(table_id, None)

    def refresh(self, table_id: int, urgency: float | None = None) -> None:
        """Bring this table's channel up to date soon (coalesced with any pending refresh)."""
        if table_id in self._queued:
            return
        self._queued.add(table_id)
        heapq.heappush(self._queue, (0.0, urgency if urgency is not None else time.time(), table_id))
        self._wake.set()

    def restored(self, table_ids) -> None:
        """After a restart: these channels may hold messages posted just before a crash."""
        self._restored.update(table_ids)

    def behind(self, table_id: int) -> bool:
        """Whether the channel has yet to show some change of this table."""
        return table_id in self._queued or table_id in self._busy

    @property
    def pending(self) -> int:
        return len(self._queued)

    async def shown(self, table: Table) -> Shown:
        """What the channel of ``table`` shows (message ids for links)."""
        return (await self._display(table)).row

    async def remind(self, table_id: int, user_ids: list[int], *, nonce: str, last: bool = False) -> None:
        """Post an async reminder that mentions ``user_ids``; it replaces the table's previous
        ping or reminder, and goes once the decision is taken."""
        while table_id in self._busy:   # one pass at a time: wait for the one under way
            await asyncio.sleep(0.05)
        self._busy.add(table_id)
        try:
            table = await self._cache.get(table_id)
            if table is None or table.status != RUNNING:
                return
            game = self._cache.game(table)
            d = await self._display(table)
            row = d.row
            if row.nudge_id:
                await asyncio.sleep(self.pacer.wait_time(table.channel_id, "delete"))
                self.pacer.take(table.channel_id, "delete")
                await self._rest.delete(table.channel_id, table.guild_id, row.nudge_id)
            await asyncio.sleep(self.pacer.wait_time(table.channel_id, "post"))
            self.pacer.take(table.channel_id, "post")
            message = await self._rest.post(table.channel_id, table.guild_id,
                                            messages.reminder_message(table, game, user_ids, last=last), nonce=nonce)
            row.nudge_id = message.id
            d.nudged = d.nudge_for = table.prompt_no
            await self._remember(row)
        finally:
            self._busy.discard(table_id)

    async def check_channels(self, tables: list[Table]) -> int:
        """After a restart, once the gateway has told the bot its servers: a table whose
        channel or thread was deleted (or can no longer be seen) while the bot was down is
        abandoned now, not at its next deadline. What the gateway's cache cannot tell (an
        archived thread) is asked of Discord, paced like every REST call. Returns how many."""
        lost = 0
        for table in tables:
            if interaction_only(table):
                continue   # the bot cannot look at a DM's channel: its next interaction finds it
            guild = self._client.get_guild(table.guild_id)
            if guild is not None and guild.unavailable:
                continue   # an outage, not a deletion: Discord says so when it is back
            if guild is not None and guild.get_channel_or_thread(table.channel_id) is not None:
                continue
            if guild is not None:
                await asyncio.sleep(self.pacer.wait_time(table.channel_id, "read"))
                self.pacer.take(table.channel_id, "read")
                try:
                    await self._client.fetch_channel(table.channel_id)
                    continue
                except discord.HTTPException as e:
                    if not gone(e):
                        continue
            log.info("table %s: its channel is gone (deleted while the bot was down); the game is abandoned",
                     table.id)
            await self._on_gone(table.id)
            lost += 1
        return lost

    # ------------------------------------------------------------------ passes

    async def _show_now(self, table_id: int, answer: Answer | None) -> None:
        try:
            done = await self._run(table_id, answer)
        except Exception as e:
            if isinstance(e, discord.HTTPException) and gone(e):
                await self._channel_gone(table_id, e)
                return
            log.exception("table %s: could not show a change; the channel catches up", table_id)
            if answer is not None:
                await self._ack(answer)
            done = False
        if not done and table_id not in self._waiting:
            self.refresh(table_id)

    async def _run(self, table_id: int, answer: Answer | None) -> bool:
        """Passes over one table's channel until it shows the latest change; False when the
        rate limits stopped it (the workers go on later). One pass at a time per table."""
        if table_id in self._busy:
            log.debug("table %s: a pass is under way; it shows this change too", table_id)
            if answer is not None:
                await self._ack(answer)
            self._again.add(table_id)
            return True
        self._busy.add(table_id)
        try:
            while True:
                self._again.discard(table_id)
                shown = await self._pass(table_id, answer)
                answer = None
                if shown is None:
                    return False
                latest = await self._cache.get(table_id)
                if table_id not in self._again and (latest is None or latest.version <= shown):
                    return True
        finally:
            self._busy.discard(table_id)

    async def _pass(self, table_id: int, answer: Answer | None) -> int | None:
        """Plan from the table as it is now and send the plan; the version shown, or None
        when the rate limits left something to send."""
        table = await self._cache.get(table_id)
        if table is None:
            if answer is not None:
                await self._ack(answer)
            return -1
        d = await self._display(table)
        self._waiting.discard(table_id)
        if table_id in self._restored and interaction_only(table):
            self._restored.discard(table_id)   # nothing to sweep: it posts only through interactions
        if table_id in self._restored:
            if not self.pacer.ready(table.channel_id, "edit"):
                if answer is not None:
                    await self._ack(answer)
                return None
            await self._sweep.run(table, self._cache.game(table), d)
            await self._remember(d.row)
            self._restored.discard(table_id)
            table = await self._cache.get(table_id)   # plan from the table the sweep leaves
        game = self._cache.game(table)
        needed = turns_needed(table, game, d)
        past = await self._past(table.id, needed) if needed else None
        ops = plan(table, game, d, past)
        if answer is not None:
            ops = await self._respond(answer, table, d, ops)
        for op in ops:
            if not await self._send(op, table, game, d, answer.interaction if answer else None):
                return None
        d.row.version = d.drawn = table.version
        self._marks[table.id] = table.version
        if not table.active:
            self._displays.pop(table.id, None)
        return table.version

    async def _respond(self, answer: Answer, table: Table, d: Display, ops: list[Op]) -> list[Op]:
        """Answer the interaction first (Discord waits 3 s), with the op it can carry."""
        interaction = answer.interaction
        if interaction.response.is_done():   # acknowledged already (a slow click): its token edits
            if answer.private is not None:
                try:
                    await interaction.edit_original_response(**editable(answer.private))
                except discord.HTTPException as e:
                    log.info("table %s: a private answer could not be shown (%s)", table.id, e)
            elif interaction.message is not None and not interaction.message.flags.ephemeral:
                self.tokens.may_edit(interaction.message.id, interaction)
            return ops
        target = next((op for op in ops if answer.carries(op)), None)
        try:
            if answer.private is not None:
                await interaction.response.edit_message(**answer.private)
            elif target is not None and target.kind == POST:
                await interaction.response.send_message(**sendable(target.payload))
                message = await interaction.original_response()
                self.tokens.may_edit(message.id, interaction)
                await self._posted(target, table, d, message.id)
            elif target is not None:
                await interaction.response.edit_message(**target.payload)
                self.tokens.may_edit(target.message_id, interaction)
                self._done(target, table, d)
            else:
                await interaction.response.defer()
                if interaction.message is not None and not interaction.message.flags.ephemeral:
                    self.tokens.may_edit(interaction.message.id, interaction)
            self.stats["answered"] += 1
        except discord.HTTPException as e:  # too late or refused: the channel still catches up
            log.info("table %s: the answer to an interaction failed (%s); the channel catches up", table.id, e)
            self.stats["answer_failed"] += 1
            return ops
        self.tokens.may_post(interaction)
        return [op for op in ops if op is not target]

    async def _ack(self, answer: Answer) -> None:
        interaction = answer.interaction
        if interaction.response.is_done():
            return
        try:
            if answer.private is not None:
                await interaction.response.edit_message(**answer.private)
            else:
                await interaction.response.defer()
                if interaction.message is not None and not interaction.message.flags.ephemeral:
                    self.tokens.may_edit(interaction.message.id, interaction)
            self.tokens.may_post(interaction)
        except discord.HTTPException:
            self.stats["answer_failed"] += 1

    async def _send(self, op: Op, table: Table, game, d: Display, interaction) -> bool:
        """Send one op by the cheapest path that has room now; False if none has."""
        row, channel = d.row, op.channel_id
        log.debug("table %s v%s: %s %s (turn %s)", table.id, table.version, op.kind, op.message_id, op.turn)
        try:
            if op.kind == EDIT:
                editor = self.tokens.editor(op.message_id)
                if editor is None or not await self._token_edit(editor, op.message_id, op.payload):
                    if interaction_only(table):
                        return await self._without_token(op, table, d, interaction)
                    if not self.pacer.ready(channel, "edit"):
                        return False   # its token or the channel has room again soon
                    await self._rest.edit(channel, table.guild_id, op.message_id, op.payload, thread=table.thread)
            elif op.kind in (POST, NUDGE):
                poster = interaction if op.kind == NUDGE else (interaction or self.tokens.poster(
                    channel, row.message_id, row.prev_message_id))
                message = await self._followup(poster, channel, op.payload)
                if message is None:
                    if interaction_only(table):
                        return await self._in_place(op, table, d)
                    if not self.pacer.ready(channel, "post"):
                        return False
                    message = await self._rest.post(channel, table.guild_id, op.payload, nonce=op.nonce)
                await self._posted(op, table, d, message.id)
                return True
            elif op.kind == SUMMARY:
                return await self._post_summary(table, game, d, interaction or self.tokens.poster(channel, row.message_id))
            elif op.kind == DELETE and interaction_only(table):
                row.nudge_id = None   # (live games only there: no ping to delete)
            elif op.kind == DELETE:
                if not self.pacer.ready(channel, "delete"):
                    return False
                await self._rest.delete(channel, table.guild_id, op.message_id)
                row.nudge_id = None
                await self._remember(row)
        except discord.NotFound as e:
            if e.code == 10008 and op.kind == EDIT:   # someone deleted the message
                await self._message_gone(table, d, op)
                return False
            raise
        self._done(op, table, d)
        return True

    def _wait(self, table: Table, d: Display | None = None) -> bool:
        """Outside a server, what no live token can carry waits for the next interaction (a
        token that is only busy is tried again soon, like a channel's rate)."""
        row = d.row if d is not None else None
        if self.tokens.alive(table.channel_id, *((row.message_id, row.prev_message_id) if row else ())):
            return False
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
        editor = self.tokens.editor(row.message_id) if op.kind == POST and op.current else None
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
        poster = interaction or self.tokens.poster(table.channel_id, row.message_id, row.prev_message_id)
        message = await self._followup(poster, table.channel_id, op.payload)
        if message is None:
            return self._wait(table, d)
        if op.lobby:
            row.lobby_message_id = message.id
        else:
            d.closed.add(row.message_id)
            row.message_id = message.id
        self._done(op, table, d)
        await self._remember(row)
        return True

    def _done(self, op: Op, table: Table, d: Display) -> None:
        if op.lobby:
            d.row.lobby_status, d.row.lobby_version = table.status, table.version
        elif op.current:
            d.drawn = table.version
            d.look = look(op.payload) if op.payload is not None else None
        elif op.kind == EDIT:
            d.closed.add(op.message_id)

    async def _posted(self, op: Op, table: Table, d: Display, message_id: int) -> None:
        """A message was posted: it now stands for what it shows (stored at once, so a pass
        cut short by the rate limits, or a restart, goes on from there)."""
        row = d.row
        if op.kind == NUDGE:
            row.nudge_id = message_id
            d.nudged = d.nudge_for = op.turn
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
        await self._remember(row)

    async def _post_summary(self, table: Table, game, d: Display, poster) -> bool:
        if interaction_only(table) and (poster is None or not self.tokens.may_follow_up(poster)):
            return self._wait(table, d)
        if (poster is None or poster.channel_id != table.channel_id) and \
                self.pacer.wait_time(table.channel_id, "post") > 0:
            return False
        payload = await self._summary.message(table, game)
        message = await self._followup(poster, table.channel_id, payload)
        if message is None and interaction_only(table):
            return self._wait(table, d)
        if message is None:
            if not self.pacer.ready(table.channel_id, "post"):
                return False
            try:
                message = await self._rest.post(table.channel_id, table.guild_id, payload, nonce=f"g{table.id}")
            except discord.Forbidden as e:
                if e.code != 50013:
                    raise
                log.info("table %s: no permission to attach the game's picture; posting the summary without it",
                         table.id)
                payload.pop("files", None)
                message = await self._rest.post(table.channel_id, table.guild_id, payload, nonce=f"g{table.id}")
        d.row.summary_id = message.id
        await self._remember(d.row)
        return True

    async def _token_edit(self, editor, message_id: int, payload: dict) -> bool:
        interaction = editor.interaction
        self.tokens.spend(interaction)
        try:
            if editor.followup:
                await interaction.followup.edit_message(message_id, **editable(payload))
            else:
                await interaction.edit_original_response(**editable(payload))
        except discord.HTTPException as e:
            if isinstance(e, discord.NotFound) and e.code == 10008:
                raise
            self.tokens.drop(message_id)   # an expired or refused token: use REST
            return False
        self.stats["token"] += 1
        return True

    async def _followup(self, poster: discord.Interaction | None, channel_id: int, payload: dict):
        """A new public message posted with an interaction's token (in that interaction's channel)."""
        if poster is None or poster.channel_id != channel_id or not self.tokens.free(poster) \
                or not self.tokens.may_follow_up(poster):
            return None
        self.tokens.spend(poster)
        self.tokens.followed_up(poster)
        try:
            message = await poster.followup.send(wait=True, **sendable(payload))
        except discord.HTTPException as e:
            log.debug("follow-up refused (%s); posting through the channel", e)
            return None
        self.stats["followup"] += 1
        self.tokens.may_edit(message.id, poster, followup=True)
        return message

    async def _message_gone(self, table: Table, d: Display, op: Op) -> None:
        """Someone deleted a message of the table: the current one is posted again."""
        row = d.row
        if op.lobby:
            row.lobby_message_id = None
        elif op.message_id == row.message_id:
            row.message_id = None   # its turn is posted again (the turns after it, if it was behind)
        d.closed.add(op.message_id)
        await self._remember(row)

    # ------------------------------------------------------------------ what is shown

    async def _remember(self, row: Shown) -> None:
        """Store what a channel shows now. If the database cannot take it, memory still
        knows; after a restart the sweep reads the channel itself (what is lost is bookkeeping,
        never a move)."""
        try:
            await self._shown.save(row)
        except Unavailable as e:
            log.warning("table %s: could not record what its channel shows (%s)", row.table_id, e)

    async def _display(self, table: Table) -> Display:
        d = self._displays.get(table.id)
        if d is None:
            row = await self._shown.get(table.id) or Shown(table.id)
            d = self._displays.setdefault(table.id, Display.read(row, table))
        return d

    async def _past(self, table_id: int, turns: list[int]) -> dict[int, list[Event]]:
        """The public events of some past turns of a game."""
        wanted = set(turns)
        found: dict[int, list[Event]] = {t: [] for t in wanted}
        turn = 0   # before turn 1: the deal, and a draft or faction choice
        for e in await self._tables.game_events(table_id, public=True):
            if e.kind == "turn":
                turn = e.amount
            if turn in wanted:
                found[turn].append(e)
        return found

    async def _past_turn_message(self, table: Table, turn: int | None) -> dict:
        past = await self._past(table.id, [turn]) if turn is not None else {}
        return messages.past_turn_message(table, past.get(turn, ()))

    # ------------------------------------------------------------------ the workers

    async def _work(self) -> None:
        while True:
            table_id = await self._next()
            try:
                if not await self._run(table_id, None) and table_id not in self._waiting:
                    # rate-limited: again once there is room (outside a server, at its next interaction)
                    table = await self._cache.get(table_id)
                    wait = self.pacer.wait_time(table.channel_id, "edit") if table else 0.0
                    self._requeue(table_id, min(0.25, max(0.05, wait)))
            except asyncio.CancelledError:
                raise
            except discord.HTTPException as e:
                if gone(e):
                    await self._channel_gone(table_id, e)
                else:
                    log.exception("could not update the channel of table %s; trying again soon", table_id)
                    self._requeue(table_id, 5.0)
            except Exception:
                log.exception("could not update the channel of table %s; trying again soon", table_id)
                self._requeue(table_id, 5.0)

    async def _channel_gone(self, table_id: int, error: discord.HTTPException) -> None:
        log.warning("table %s: its channel is unreachable (%s); the game is abandoned", table_id, error.code)
        self._displays.pop(table_id, None)
        await self._on_gone(table_id)

    async def _next(self) -> int:
        while True:
            now = time.monotonic()
            if self._queue and self._queue[0][0] <= now:
                _, _, table_id = heapq.heappop(self._queue)
                self._queued.discard(table_id)
                return table_id
            self._wake.clear()
            timeout = self._queue[0][0] - now if self._queue else None
            try:
                await asyncio.wait_for(self._wake.wait(), timeout)
            except asyncio.TimeoutError:
                pass

    def _requeue(self, table_id: int, delay: float) -> None:
        if table_id in self._queued:
            return
        self._queued.add(table_id)
        heapq.heappush(self._queue, (time.monotonic() + delay, time.time(), table_id))
        self._wake.set()

    async def _save_marks(self) -> None:
        """What the channels show is saved in batches, for a restart to redraw only what is stale."""
        while True:
            await asyncio.sleep(1.0)
            try:
                await self._flush_marks()
            except Unavailable as e:
                log.warning("could not save what the channels show (%s); trying again", e)
            except Exception:
                log.exception("could not save what the channels show")

    async def _flush_marks(self) -> None:
        marks, self._marks = self._marks, {}
        if marks:
            try:
                await self._shown.mark(marks)
            except Exception:
                self._marks = {**marks, **self._marks}   # kept for the next try
                raise
