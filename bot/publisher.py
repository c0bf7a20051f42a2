"""The one place the channel is brought up to date with the tables.

Whatever changed a table — a click, the clock, a computer, a restart — the channel is
made to show the table as stored *now*: one message per turn, edited as the turn
unfolds; the finished turn's message keeps its log and loses its buttons; a game-over
message once. Every send renders the latest committed state under the table's publish
lock, so updates can be late but never out of order, and a burst of changes becomes one
edit of the latest state.

How a change reaches Discord, cheapest first:

1. In the answer to the click that caused it (UPDATE_MESSAGE on the clicked message, and
   a follow-up for a new turn's message): interaction callbacks and follow-ups do not
   count against the bot's global limit of 50 requests a second.
2. Through the token of a recent interaction on that message: a button click answered
   with an update may edit its message for 15 minutes (``edit_original_response``), and
   follow-ups may be posted with it. Also outside the global limit.
3. Through the bot's own REST calls, paced below Discord's limits (global and per
   channel) by :class:`Pacer`, by a few workers that take the most urgent table first.
   New messages carry a nonce, so a post repeated after a crash is not duplicated.

If answering a click fails (too late, Discord hiccup), the change is shown by path 2 or 3:
nothing shown depends on an answer that was lost.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import time
from dataclasses import dataclass, field

import discord

from engine import record as R
from engine.cards import CHARACTERS
from engine.series import Series

from . import messages, render
from .i18n import words

log = logging.getLogger(__name__)

TOKEN_LIFE = 14 * 60  # interaction tokens live 15 minutes


@dataclass
class Display:
    """What the channel shows of a table, as far as this process knows."""

    version: int = -1            # the table version the current turn message shows
    message_id: int | None = None
    nudged: int | None = None    # the prompt whose awaited people were last notified
    nudge_for: int | None = None  # the prompt the table's ping or reminder message is about
    closed: set[int] = field(default_factory=set)   # old turn messages already closed


@dataclass
class Op:
    kind: str                    # 'edit', 'post', 'summary', 'delete'
    message_id: int | None = None
    payload: dict | None = None
    nonce: str | None = None
    turn: int | None = None      # the turn a posted message shows
    current: bool = False        # the op shows the table's current version …
    version: int = -1            # … this one (the table may move on while the op is sent)


class Pacer:
    """Keeps the bot's own REST calls below Discord's limits: a global rate (Discord allows
    50 a second per bot) and a few requests per channel per five seconds."""

    def __init__(self, rate: float = 40.0, per_channel: int = 4, window: float = 5.0,
                 clock=time.monotonic):
        self.rate, self.per_channel, self.window, self.clock = rate, per_channel, window, clock
        self._tokens = rate
        self._stamp = clock()
        self._channels: dict[int, list[float]] = {}

    def _refill(self) -> None:
        now = self.clock()
        self._tokens = min(self.rate, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now

    def wait_time(self, channel_id: int, kind: str = "edit") -> float:
        """Seconds until a request of this kind ('post', 'edit', 'delete') to this channel
        fits (0: now). Discord counts each kind in its own bucket per channel."""
        self._refill()
        now = self.clock()
        key = (channel_id, kind)
        recent = [t for t in self._channels.get(key, ()) if now - t < self.window]
        self._channels[key] = recent
        wait = 0.0 if self._tokens >= 1 else (1 - self._tokens) / self.rate
        if len(recent) >= self.per_channel:
            wait = max(wait, recent[0] + self.window - now)
        return wait

    def take(self, channel_id: int, kind: str = "edit") -> None:
        self._refill()
        self._tokens -= 1
        self._channels.setdefault((channel_id, kind), []).append(self.clock())
        if len(self._channels) > 50_000:
            now = self.clock()
            self._channels = {k: v for k, v in self._channels.items() if v and now - v[-1] < self.window}

    def ready(self, channel_id: int, kind: str) -> bool:
        """Take a request now if it fits."""
        if self.wait_time(channel_id, kind) > 0:
            return False
        self.take(channel_id, kind)
        return True


class Publisher:
    def __init__(self, client: discord.Client, service, *, workers: int = 4, pacer: Pacer | None = None):
        self.client = client
        self.service = service
        self.pacer = pacer or Pacer()
        self._locks: dict[int, asyncio.Lock] = {}
        self._display: dict[int, Display] = {}
        self._editors: dict[int, tuple[discord.Interaction, float]] = {}   # message id -> token holder
        self._queue: list[tuple[float, float, int]] = []   # (not before, urgency, table id)
        self._queued: set[int] = set()
        self._wake = asyncio.Event()
        self._workers: list[asyncio.Task] = []
        self._n_workers = workers
        self._shown_dirty: dict[int, int] = {}
        self._summaries = asyncio.Semaphore(2)
        self._restored: set[int] = set()
        self._token_use: dict[int, list[float]] = {}
        self._channel_tokens: dict[int, tuple[discord.Interaction, float]] = {}  # channel -> a recent token
        #: called with a table id once its channel is unreachable (deleted, no access)
        self.on_gone = None
        self.stats = {"answered": 0, "answer_failed": 0, "rest": 0, "token": 0, "followup": 0}

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        self._workers = [asyncio.create_task(self._work(), name=f"coup-publisher-{i}")
                         for i in range(self._n_workers)]
        self._workers.append(asyncio.create_task(self._save_shown(), name="coup-shown"))

    async def stop(self) -> None:
        for task in self._workers:
            task.cancel()
        await asyncio.gather(*self._workers, return_exceptions=True)
        self._workers = []
        await self._flush_shown()

    def lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    def forget(self, table_id: int) -> None:
        self._display.pop(table_id, None)
        lock = self._locks.get(table_id)
        if lock is not None and not lock.locked():
            del self._locks[table_id]

    # ------------------------------------------------------------------ the way in

    def refresh(self, table_id: int, urgency: float | None = None) -> None:
        """Bring this table's channel up to date soon (coalesced with any pending refresh)."""
        if table_id in self._queued:
            return
        self._queued.add(table_id)
        heapq.heappush(self._queue, (0.0, urgency if urgency is not None else time.time(), table_id))
        self._wake.set()

    async def answer(self, interaction: discord.Interaction, table_id: int, *,
                     private: dict | None = None) -> None:
        """Answer a click that changed a table, showing the change in the answer itself
        where it can (``private``: the new content of the ephemeral message clicked)."""
        if interaction.message is None and interaction.channel_id is not None:  # a command: its token may post
            self._channel_tokens[interaction.channel_id] = (interaction, time.monotonic() + TOKEN_LIFE)
        lock = self.lock(table_id)
        try:
            async with asyncio.timeout(1.5):   # a timer, not wait_for's extra task per click
                await lock.acquire()
        except TimeoutError:  # the channel is busy: answer now, show it soon
            await self._ack(interaction, private)
            self.refresh(table_id)
            return
        try:
            done = await self._show(table_id, interaction, private)
        except Exception:
            log.exception("table %s: could not show a click's change; the channel catches up", table_id)
            await self._ack(interaction, private)
            done = False
        finally:
            lock.release()
        if not done:
            self.refresh(table_id)

    async def remind(self, table_id: int, user_ids: list[int], *, nonce: str) -> None:
        """Post an async reminder that mentions ``user_ids``; it replaces the table's previous
        ping or reminder, and goes once the decision is taken."""
        async with self.lock(table_id):
            table = await self.service.get(table_id)
            if table is None or table.status != "running":
                return
            game = self.service.game(table)
            channel = self._channel(table)
            if table.nudge_id:
                await asyncio.sleep(self.pacer.wait_time(table.channel_id, "delete"))
                self.pacer.take(table.channel_id, "delete")
                try:
                    await channel.get_partial_message(table.nudge_id).delete()
                except discord.NotFound:
                    pass
            await asyncio.sleep(self.pacer.wait_time(table.channel_id, "post"))
            self.pacer.take(table.channel_id, "post")
            message = await channel.send(nonce=nonce, **_sendable(messages.reminder_message(table, game, user_ids)))
            self.stats["rest"] += 1
            await self.service.set_columns(table_id, nudge_id=message.id)
            d = self.display(table)
            d.nudged = d.nudge_for = table.prompt_no

    def remember(self, interaction: discord.Interaction) -> None:
        """A click answered with an update of its message: its token may edit that message
        for the next 15 minutes, and post follow-ups."""
        message = interaction.message
        if message is not None and not message.flags.ephemeral:
            self._keep(message.id, interaction, False)

    def remember_original(self, interaction: discord.Interaction, message_id: int) -> None:
        """A command answered with a public message: its token may edit that message."""
        self._keep(message_id, interaction, False)

    def remember_followup(self, interaction: discord.Interaction, message_id: int) -> None:
        """A public follow-up: the token that posted it may edit it."""
        self._keep(message_id, interaction, True)

    def _keep(self, message_id: int, interaction: discord.Interaction, followup: bool) -> None:
        self._editors[message_id] = (interaction, time.monotonic() + TOKEN_LIFE, followup)
        if interaction.channel_id is not None:
            self._channel_tokens[interaction.channel_id] = (interaction, time.monotonic() + TOKEN_LIFE)
        if len(self._editors) > 20_000:
            now = time.monotonic()
            self._editors = {k: v for k, v in self._editors.items() if v[1] > now}

    def _editor(self, message_id: int | None):
        entry = self._editors.get(message_id) if message_id else None
        if entry is None:
            return None
        if entry[1] < time.monotonic():
            del self._editors[message_id]
            return None
        if not self._token_free(entry[0]):
            return None  # its webhook bucket is busy: do not wait on it
        return entry

    def _token_free(self, interaction: discord.Interaction) -> bool:
        """Whether an interaction's token has room now: Discord allows about 5 requests per
        2 s per interaction webhook, and discord.py would sleep rather than fail."""
        now = time.monotonic()
        recent = [t for t in self._token_use.get(interaction.id, ()) if now - t < 2.0]
        self._token_use[interaction.id] = recent
        if len(self._token_use) > 20_000:
            self._token_use = {k: v for k, v in self._token_use.items() if v and now - v[-1] < 2.0}
        return len(recent) < 4

    def _spend(self, interaction: discord.Interaction) -> None:
        self._token_use.setdefault(interaction.id, []).append(time.monotonic())

    async def edit(self, table, channel_id: int, message_id: int, payload: dict) -> None:
        """Edit one message of a table now (a lobby message, a cancelled game's buttons)."""
        try:
            async with self.lock(table.id):
                editor = self._editor(message_id)
                if editor is not None and await self._token_edit(editor, message_id, payload):
                    return
                await asyncio.sleep(self.pacer.wait_time(channel_id, "edit"))
                self.pacer.take(channel_id, "edit")
                channel = self.client.get_partial_messageable(channel_id, guild_id=table.guild_id)
                await channel.get_partial_message(message_id).edit(**_editable(payload))
                self.stats["rest"] += 1
        except discord.HTTPException as e:
            log.info("table %s: could not edit message %s (%s)", table.id, message_id, e)

    async def _ack(self, interaction: discord.Interaction, private: dict | None) -> None:
        if interaction.response.is_done():
            return
        try:
            if private is not None:
                await interaction.response.edit_message(**private)
            else:
                await interaction.response.defer()
        except discord.HTTPException:
            self.stats["answer_failed"] += 1

    # ------------------------------------------------------------------ what to show

    def display(self, table) -> Display:
        d = self._display.get(table.id)
        if d is None:
            d = self._display[table.id] = Display(version=table.shown_version, message_id=table.message_id)
            if table.shown_version >= table.version:  # saved only once everything was shown
                if table.prev_message_id:
                    d.closed.add(table.prev_message_id)
                d.nudged = d.nudge_for = table.prompt_no
        return d

    async def _plan(self, table, game, d: Display) -> list[Op]:
        ops: list[Op] = []
        if game is None or table.status not in ("running", "finished"):
            return ops
        turn = game.turn_no
        over = table.status == "finished"

        def current(mentions: str = "") -> dict:
            if over:
                return messages.final_turn_message(table, game)
            return messages.turn_message(table, game, mentions=mentions)

        if table.message_id is not None and table.message_turn == turn:
            prev = table.prev_message_id
            if prev and prev not in d.closed and table.closed_events is not None:
                ops.append(Op("edit", prev, messages.closed_turn_message(table)))
            if d.version < table.version or d.message_id != table.message_id:
                ops.append(Op("edit", table.message_id, current(), current=True, version=table.version))
        else:
            old = table.message_id
            if old is not None and old not in d.closed:
                if table.message_turn == turn - 1 and table.closed_events is not None:
                    ops.append(Op("edit", old, messages.closed_turn_message(table)))
                else:
                    ops.append(Op("edit", old, await self._old_turn(table, table.message_turn)))
            if table.message_turn is not None and old is not None:
                for skipped in range(table.message_turn + 1, turn):  # turns nobody saw
                    ops.append(Op("post", payload=await self._old_turn(table, skipped),
                                  nonce=f"t{table.id}:{skipped}", turn=skipped))
            if not over:
                d.nudged = table.prompt_no  # the new message itself notifies whoever it waits on
            ops.append(Op("post", payload=current(messages.mentions(table, game)), nonce=f"t{table.id}:{turn}",
                          turn=turn, current=True, version=table.version))
        if over and table.summary_id is None:
            ops.append(Op("summary", nonce=f"g{table.id}"))
        ops += self._nudges(table, game, d)
        return ops

    def _nudges(self, table, game, d: Display) -> list[Op]:
        """In an async game, a decision that opens within a turn notifies whoever it waits
        on with a small message, deleted once the next decision opens (an edit notifies
        nobody). Live players watch the channel: the turn message is enough."""
        wanted = (table.mode == "async" and not game.over and d.nudged != table.prompt_no
                  and messages.mentions(table, game))
        ops = []
        if table.nudge_id and (game.over or d.nudge_for != table.prompt_no):
            ops.append(Op("delete", table.nudge_id))
        if wanted:
            ops.append(Op("nudge", payload=messages.nudge_message(table, game),
                          nonce=f"n{table.id}:{table.prompt_no}", turn=table.prompt_no))
        return ops

    async def _old_turn(self, table, turn_no: int | None) -> dict:
        """A past turn's message rebuilt from the stored events (after a crash or a backlog)."""
        rows, inside = [], False
        for e in await self.service.store.tables.game_events(table.id, public=True):
            if e.kind == "turn":
                if inside:
                    break
                inside = e.amount == turn_no
            if inside:
                rows.append(e)
        w = words(table.locale)
        lines = render.log_lines(w, rows, render.names_of(w, table.players))
        return {"content": render.fit_lines(lines, 2000) or "…", "embed": None, "view": None}

    # ------------------------------------------------------------------ showing

    async def _show(self, table_id: int, interaction: discord.Interaction | None = None,
                    private: dict | None = None) -> bool:
        """Show the table's latest state; True when nothing is left to do. Holds the lock.

        With ``interaction``, its answer carries what it can. A REST call is made only if
        the pacer has room for it now; otherwise the op is left for the workers.
        """
        svc = self.service
        table = await svc.get(table_id)
        if table is None:
            if interaction is not None:
                await self._ack(interaction, private)
            return True
        game = svc.game(table) if table.state else None
        d = self.display(table)
        if (table.id, "turn") in self._restored and game is not None:
            if not self.pacer.ready(table.channel_id, "edit"):
                return False
            table = await self._sweep(table, game, d)
        ops = await self._plan(table, game, d)
        clicked = interaction.message.id if interaction is not None and interaction.message else None
        if interaction is not None and not interaction.response.is_done():
            target = None if private is not None else next(
                (op for op in ops if op.kind == "edit" and op.message_id == clicked), None)
            try:
                if private is not None:
                    await interaction.response.edit_message(**private)
                elif target is not None:
                    await interaction.response.edit_message(**target.payload)
                    self._done(table, d, target)
                    ops.remove(target)
                    self.remember(interaction)
                else:
                    await interaction.response.defer()
                    self.remember(interaction)
                self.stats["answered"] += 1
            except discord.HTTPException as e:  # too late or refused: the channel still catches up
                log.info("table %s: the answer to a click failed (%s); the channel catches up", table_id, e)
                self.stats["answer_failed"] += 1
                interaction = None
        channel = table.channel_id
        for op in ops:
            try:
                if op.kind == "edit":
                    editor = self._editor(op.message_id)
                    if editor is None or not await self._token_edit(editor, op.message_id, op.payload):
                        if not self.pacer.ready(channel, "edit"):
                            return False
                        await self._rest_edit(table, op)
                elif op.kind == "post":
                    message = await self._followup(interaction or self._poster(table), table, op.payload)
                    if message is None:
                        if not self.pacer.ready(channel, "post"):
                            return False
                        message = await self._channel(table).send(nonce=op.nonce, **_sendable(op.payload))
                        self.stats["rest"] += 1
                    # The message now stands for its turn (a skipped one is posted closed), so
                    # a pass cut short by the rate limits goes on from there, not from the start.
                    table = await svc.set_message(table.id, message.id, op.turn) or table
                    if not op.current:
                        d.closed.add(message.id)
                elif op.kind == "summary":
                    if not await self._summary(table, game, interaction or self._poster(table)):
                        return False
                elif op.kind == "delete":
                    if not self.pacer.ready(channel, "delete"):
                        return False
                    try:
                        await self._channel(table).get_partial_message(op.message_id).delete()
                    except discord.NotFound:
                        pass
                    self.stats["rest"] += 1
                    table = await svc.set_columns(table.id, nudge_id=None) or table
                elif op.kind == "nudge":
                    message = await self._followup(interaction, table, op.payload)
                    if message is None:
                        if not self.pacer.ready(channel, "post"):
                            return False
                        message = await self._channel(table).send(nonce=op.nonce, **_sendable(op.payload))
                        self.stats["rest"] += 1
                    d.nudged = d.nudge_for = op.turn
                    table = await svc.set_columns(table.id, nudge_id=message.id) or table
            except discord.NotFound as e:
                if e.code == 10008 and op.kind == "edit":  # the message was deleted
                    await self._message_gone(table, op.message_id)
                    return False
                raise
            self._done(table, d, op)
        self._shown_dirty[table.id] = d.version  # everything shown: a restart may skip it
        return d.version >= table.version or await self._behind_again(table_id, d)

    async def _behind_again(self, table_id: int, d: Display) -> bool:
        """The table moved on while its ops were sent: show it again (False: not done)."""
        fresh = await self.service.get(table_id)
        return fresh is None or d.version >= fresh.version

    def _done(self, table, d: Display, op: Op) -> None:
        if op.current:
            d.version = op.version
            d.message_id = table.message_id
        elif op.kind == "edit" and op.message_id is not None:
            d.closed.add(op.message_id)

    async def _token_edit(self, editor, message_id: int, payload: dict) -> bool:
        interaction, _, followup = editor
        self._spend(interaction)
        try:
            if followup:
                await interaction.followup.edit_message(message_id, **_editable(payload))
            else:
                await interaction.edit_original_response(**_editable(payload))
        except discord.HTTPException as e:
            if isinstance(e, discord.NotFound) and e.code == 10008:
                raise
            self._editors.pop(message_id, None)   # an expired or refused token: use REST
            return False
        self.stats["token"] += 1
        return True

    async def _followup(self, poster: discord.Interaction | None, table, payload: dict):
        """A new public message posted with an interaction's token (in the table's channel)."""
        if poster is None or poster.channel_id != table.channel_id or not self._token_free(poster):
            return None
        self._spend(poster)
        try:
            message = await poster.followup.send(wait=True, **_sendable(payload))
        except discord.HTTPException as e:
            log.debug("follow-up refused (%s); posting through the channel", e)
            return None
        self.stats["followup"] += 1
        self.remember_followup(poster, message.id)
        return message

    async def _rest_edit(self, table, op: Op) -> None:
        message = self._channel(table).get_partial_message(op.message_id)
        try:
            await message.edit(**_editable(op.payload))
        except discord.HTTPException as e:
            if getattr(e, "code", None) == 50083 and table.thread:  # an archived thread: reopen it
                await self.client.http.edit_channel(table.channel_id, archived=False)
                await message.edit(**_editable(op.payload))
            else:
                raise
        self.stats["rest"] += 1

    async def _message_gone(self, table, message_id: int) -> None:
        """Someone deleted a turn message: the current one is posted again."""
        if message_id == table.message_id:
            await self.service.set_columns(table.id, message_id=None, message_turn=None)
        d = self._display.get(table.id)
        if d is not None:
            d.closed.add(message_id)

    def _poster(self, table) -> discord.Interaction | None:
        """A recent interaction in the table's channel whose token may still post."""
        for message_id in (table.message_id, table.prev_message_id):
            editor = self._editor(message_id)
            if editor is not None:
                return editor[0]
        entry = self._channel_tokens.get(table.channel_id)
        if entry is not None and entry[1] > time.monotonic() and self._token_free(entry[0]):
            return entry[0]
        return None

    def _channel(self, table):
        return self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    def restored(self, table_ids) -> None:
        """Tables whose channel may hold a message posted just before a crash, not yet recorded."""
        for table_id in table_ids:
            self._restored.update({(table_id, "turn"), (table_id, "summary")})

    async def _recent(self, table) -> list[discord.Message]:
        """The bot's own recent messages in a table's channel (newest first)."""
        try:
            return [m async for m in self._channel(table).history(limit=50) if m.author.id == self.client.user.id]
        except discord.HTTPException as e:
            log.info("table %s: could not read the channel's recent messages (%s)", table.id, e)
            return []

    async def _sweep(self, table, game, d: Display):
        """After a restart, the channel may hold turn messages this table never recorded: a
        crash between posting one and storing its id. The newest such message becomes its
        turn's message (it is not posted again); one that repeats a turn already shown is
        deleted; any other is closed, so no buttons are left live on an old turn."""
        prefix = f"coup:cards:{table.id}:"
        found = []
        for message in await self._recent(table):
            if message.id in (table.message_id, table.prev_message_id) or message.id in d.closed:
                continue
            ids = [getattr(c, "custom_id", None) or "" for row in message.components
                   for c in getattr(row, "children", [row])]
            marker = next((i for i in ids if i.startswith(prefix)), None)
            if marker is not None:
                found.append((int(marker[len(prefix):]), message))
        base = table.message_turn or 0
        later = sorted((f for f in found if base < f[0] <= game.turn_no), key=lambda f: (f[0], f[1].id))
        adopted = later[-1] if later else None
        seen: set[int] = set()
        for turn, message in sorted(found, key=lambda f: (f[0], f[1].id)):
            if adopted is not None and message.id == adopted[1].id:
                continue
            if turn <= base or turn in seen or (adopted is not None and turn == adopted[0]) or turn > game.turn_no:
                log.info("table %s: deleting message %s, a second copy of turn %s", table.id, message.id, turn)
                self.pacer.take(table.channel_id, "delete")
                await message.delete()
            else:
                log.info("table %s: closing message %s of turn %s, posted before a restart", table.id, message.id, turn)
                self.pacer.take(table.channel_id, "edit")
                await message.edit(**_editable(await self._old_turn(table, turn)))
                d.closed.add(message.id)
            seen.add(turn)
        if adopted is not None:
            turn, message = adopted
            log.info("table %s: turn %s's message %s was posted before a restart; it is kept", table.id, turn, message.id)
            if table.message_id is not None and table.message_id not in d.closed:
                self.pacer.take(table.channel_id, "edit")
                await self._rest_edit(table, Op("edit", table.message_id,
                                                await self._old_turn(table, table.message_turn)))
                d.closed.add(table.message_id)
            table = await self.service.set_message(table.id, message.id, turn) or table
            d.version = -1  # the plan shows the latest state on it, or closes it if its turn is over
        self._restored.discard((table.id, "turn"))  # only once it all went through: else again
        return table

    async def _summary_posted_before(self, table):
        """After a restart, the game-over message may already be in the channel (a crash
        between posting it and storing its id): found by its picture's name."""
        key = (table.id, "summary")
        if key not in self._restored:
            return None
        self._restored.discard(key)
        marker = f"coup-game-{table.id}.png"
        return next((m for m in await self._recent(table) if any(a.filename == marker for a in m.attachments)),
                    None)

    async def _summary(self, table, game, poster) -> bool:
        """The game-over message: the winner once, the bluffs now that they can be told,
        and a picture of the game."""
        found = await self._summary_posted_before(table)
        if found is not None:
            await self.service.set_columns(table.id, summary_id=found.id)
            return True
        if (poster is None or poster.channel_id != table.channel_id) and \
                self.pacer.wait_time(table.channel_id, "post") > 0:
            return False
        payload = await self.summary_message(table, game)
        message = await self._followup(poster, table, payload)
        if message is None:
            if not self.pacer.ready(table.channel_id, "post"):
                return False
            try:
                message = await self._channel(table).send(nonce=f"g{table.id}", **_sendable(payload))
            except discord.Forbidden as e:
                if e.code != 50013:
                    raise
                log.info("table %s: no permission to attach the game's picture; posting the summary without it",
                         table.id)
                payload.pop("files", None)
                message = await self._channel(table).send(nonce=f"g{table.id}", **_sendable(payload))
            self.stats["rest"] += 1
        await self.service.set_columns(table.id, summary_id=message.id)
        return True

    async def summary_message(self, table, game) -> dict:
        """The end of a game, told once: the winner, the series' standing or result, the
        claims that were bluffs (they can be told now), and a picture of the game."""
        from .picture import game_chart  # Pillow is imported only when a game ends

        w = words(table.locale)
        names = render.names_of(w, table.players)
        store = self.service.store
        events = await store.tables.game_events(table.id)
        n = len(table.players)
        lines = [w("over.winner", name=names[game.winner], turns=game.turn_no)]
        next_game = False
        if table.series_id is not None:
            series = await store.records.get_series(table.series_id)
            played = Series.from_dict(series.state)
            lines += render.series_lines(w, played, names, series.status)
            next_game = series.status == "running" and played.next_game is not None
        bluffs = R.bluffs(events, n)
        if bluffs:
            lines.append(w("over.bluffs"))
            for b in bluffs[:15]:
                lines.append("• " + w(f"over.bluff.{b.kind}", turn=b.turn_no, name=names[b.seat],
                                      card=render.card(w, b.card),
                                      caught=w("over.bluff.caught") if b.caught else ""))
        else:
            lines.append(w("over.no_bluffs"))
        view = messages.summary_controls(w, table, next_game=next_game)
        if view is not None and table.series_id is None:
            lines.append(w("over.rematch"))
        labels = {"coins": w("chart.coins"), "cards": w("chart.cards"), "turn": w("chart.turn"),
                  "winner": w("chart.winner"), "player": w("chart.player"), **{c: w.card(c) for c in CHARACTERS}}
        async with self._summaries:
            png = await asyncio.get_running_loop().run_in_executor(
                None, lambda: game_chart(names, R.timeline(events, n), winner=game.winner, labels=labels))
        file = discord.File(_bytes(png), filename=f"coup-game-{table.id}.png")
        return {"content": render.fit("", "\n".join(lines)), "view": view, "files": [file]}

    # ------------------------------------------------------------------ the workers

    async def _work(self) -> None:
        while True:
            table_id = await self._next()
            try:
                table = await self.service.get(table_id)
                if table is None:
                    continue
                async with self.lock(table_id):
                    done = await self._show(table_id)
                if not done:  # rate-limited: again once the channel (or a token) has room
                    self._requeue(table_id, min(0.25, max(0.05, self.pacer.wait_time(table.channel_id, "edit"))))
                elif table.status not in ("lobby", "running"):
                    self.forget(table_id)
            except asyncio.CancelledError:
                raise
            except (discord.NotFound, discord.Forbidden) as e:
                if e.code in (10003, 50001) and self.on_gone is not None:
                    log.warning("table %s: channel unreachable (%s); the game is abandoned", table_id, e.code)
                    await self.on_gone(table_id)
                else:
                    log.exception("could not update the channel of table %s", table_id)
            except Exception:
                log.exception("could not update the channel of table %s; trying again soon", table_id)
                self._requeue(table_id, 5.0)

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
        self._queued.discard(table_id)
        if table_id in self._queued:
            return
        self._queued.add(table_id)
        heapq.heappush(self._queue, (time.monotonic() + delay, time.time(), table_id))
        self._wake.set()

    @property
    def pending(self) -> int:
        return len(self._queued)

    def behind(self, table_id: int) -> bool:
        """Whether the channel has yet to show some change of this table."""
        return table_id in self._queued or self.lock(table_id).locked()

    async def _save_shown(self) -> None:
        """What the channels show is saved in batches, for a restart to redraw only what is stale."""
        while True:
            await asyncio.sleep(1.0)
            try:
                await self._flush_shown()
            except Exception:
                log.exception("could not save what the channels show")

    async def _flush_shown(self) -> None:
        dirty, self._shown_dirty = self._shown_dirty, {}
        if dirty:
            await self.service.store.tables.mark_shown(dirty)


def _sendable(payload: dict) -> dict:
    """Keyword arguments for a new message (None means 'nothing' when sending)."""
    return {k: v for k, v in payload.items() if v is not None}


def _editable(payload: dict) -> dict:
    out = dict(payload)
    if "embed" in out and out["embed"] is None:
        out["embeds"] = []
        del out["embed"]
    if "files" in out:
        out["attachments"] = out.pop("files")
    return out


def _bytes(data: bytes):
    import io
    return io.BytesIO(data)
