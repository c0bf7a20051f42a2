"""The courier brings a table's channel up to date, and it is the only way to a game's
channel: turns, the lobby message, pings and reminders, the game-over message and the
sweep after a restart are all ops of one plan (bot/channel/plan.py), made from the table as
stored now and what the channel shows (:class:`~bot.channel.shows.Shows`), and sent one by
one by :class:`~bot.channel.sender.Sender`, cheapest way first.

One pass at a time per table (:class:`~bot.channel.queue.Queue`): a change, a reminder or a
refresh that arrives while its table's channel is being updated is acknowledged at once and
shown by the pass under way, which plans again from the latest table before it ends; never
dropped. Updates can be late but never out of order, and a burst of changes becomes one edit
of the latest state. No table lock is held while Discord is called.
"""

from __future__ import annotations

import logging
from typing import Awaitable, Callable

import discord

from ..dm import interaction_only
from ..store import Shown, Table, Unavailable
from ..tables import TableCache
from .history import History
from .plan import SWEEP, Reminder, plan, turns_needed
from .queue import Queue
from .sender import Answer, Sender
from .shows import Shows
from .tokens import Tokens
from .transport import gone

log = logging.getLogger(__name__)

#: Seconds before a channel the rate limits stopped is tried again (at least, at most), and after a failure.
RETRY, AFTER_FAILURE = (0.05, 0.25), 5.0


class Courier:
    def __init__(self, cache: TableCache, history: History, shows: Shows, sender: Sender, tokens: Tokens,
                 queue: Queue, *, on_gone: Callable[[int], Awaitable[object]]):
        self._cache = cache
        self._history = history
        self._shows = shows
        self._sender = sender
        self._tokens = tokens
        self._queue = queue
        self._on_gone = on_gone   # a table whose channel is unreachable (deleted, no access)

    def start(self) -> None:
        self._queue.start(self._work)
        self._shows.start()

    async def drain(self, timeout: float) -> int:
        """Let the workers bring every channel due now up to date, for up to ``timeout``
        seconds; the number of channels still behind then (a restart brings them up to date)."""
        return await self._queue.drain(timeout)

    async def stop(self) -> None:
        await self._queue.stop()
        await self._shows.stop()

    def let_go(self, table_ids) -> None:
        """What these tables' channels show leaves memory, for those not being brought up to
        date (read from the store again when needed)."""
        self._shows.let_go([t for t in table_ids if not self._queue.behind(t)])

    @property
    def stats(self) -> dict:
        return self._sender.stats

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
            self._tokens.may_post(interaction)
        await self._show_now(table_id, None)

    def refresh(self, table_id: int, urgency: float | None = None) -> None:
        """Bring this table's channel up to date soon (coalesced with any pending refresh)."""
        self._queue.refresh(table_id, urgency)

    def forget(self, table_id: int) -> None:
        """The table may have moved without this process (another one, a write in doubt):
        what its channel shows is read again from the store when next needed."""
        self._shows.forget(table_id)

    def restored(self, table_ids) -> None:
        """After a restart: these channels may hold messages posted just before a crash."""
        self._shows.restored(table_ids)

    def behind(self, table_id: int) -> bool:
        """Whether the channel has yet to show some change of this table."""
        return self._queue.behind(table_id)

    @property
    def pending(self) -> int:
        return self._queue.pending

    async def shown(self, table: Table) -> Shown:
        """What the channel of ``table`` shows (message ids for links)."""
        return (await self._shows.display(table)).row

    async def remind(self, table: Table, user_ids: list[int], *, nonce: str, last: bool = False) -> None:
        """Post a reminder of ``table``'s pending decision that mentions ``user_ids`` in its
        channel: it replaces the table's previous ping or reminder, and goes once the
        decision is taken (not posted if the decision is taken first)."""
        d = await self._shows.display(table)
        d.reminder = Reminder(table.prompt_no, tuple(user_ids), last, nonce)
        await self._show_now(table.id, None)

    # ------------------------------------------------------------------ passes

    async def _show_now(self, table_id: int, answer: Answer | None) -> None:
        async def acknowledge() -> None:
            if answer is not None:
                await self._sender.acknowledge(answer)
        first = [answer]

        async def one_pass() -> bool | None:   # the interaction is answered by the first pass only
            now, first[0] = first[0], None
            return await self._pass(table_id, now)
        try:
            done = await self._queue.run(table_id, one_pass, acknowledge)
        except Exception as e:
            if isinstance(e, discord.HTTPException) and gone(e):
                await self._channel_gone(table_id, e)
                return
            log.exception("table %s: could not show a change; the channel catches up", table_id)
            await acknowledge()
            done = False
        if not done and not self._sender.waits(table_id):
            self._queue.refresh(table_id)

    async def _pass(self, table_id: int, answer: Answer | None) -> bool | None:
        """Plan from the table as it is now and send the plan: True once the channel shows
        it, None if the table moved meanwhile, False when the rate limits left something to
        send. The interaction that caused the change is answered by the first pass only."""
        table = await self._cache.get(table_id)
        if table is None:
            if answer is not None:
                await self._sender.acknowledge(answer)
            return True
        d = await self._shows.display(table)
        self._sender.stop_waiting(table_id)
        if d.unswept and interaction_only(table):
            d.unswept = False   # nothing to sweep: it posts only through interactions
            self._shows.swept(table_id)
        game = self._cache.game(table)
        if d.reminder is not None and d.reminder.prompt_no != table.prompt_no:
            d.reminder = None   # the decision was taken before its reminder could be posted
        interaction = answer.interaction if answer is not None else None
        needed = turns_needed(table, game, d)
        ops = plan(table, game, d, await self._history.turns(table.id, needed) if needed else None)
        if answer is not None:
            ops = await self._sender.respond(answer, table, d, ops)
        for op in ops:
            if not await self._sender.send(op, table, game, d, interaction):
                return False
            if op.kind == SWEEP:
                return None   # planned again from what the sweep found
        self._shows.drawn(table)
        latest = await self._cache.get(table_id)
        return True if latest is None or latest.version <= table.version else None

    # ------------------------------------------------------------------ the workers

    async def _work(self, table_id: int) -> None:
        try:
            done = await self._queue.run(table_id, lambda: self._pass(table_id, None), _nothing)
            if not done and not self._sender.waits(table_id):
                # rate-limited: again once there is room (outside a server, at its next interaction)
                table = await self._cache.get(table_id)
                wait = self._sender.room(table.channel_id) if table else 0.0
                self._queue.refresh(table_id, delay=min(RETRY[1], max(RETRY[0], wait)))
        except discord.HTTPException as e:
            if gone(e):
                await self._channel_gone(table_id, e)
            else:
                log.exception("could not update the channel of table %s; trying again soon", table_id)
                self._queue.refresh(table_id, delay=AFTER_FAILURE)
        except Unavailable as e:   # the database is out of reach: a line, not a traceback
            log.warning("could not update the channel of table %s (%s); trying again in %g s", table_id, e,
                        AFTER_FAILURE)
            self._queue.refresh(table_id, delay=AFTER_FAILURE)
        except Exception:
            log.exception("could not update the channel of table %s; trying again soon", table_id)
            self._queue.refresh(table_id, delay=AFTER_FAILURE)

    async def _channel_gone(self, table_id: int, error: discord.HTTPException) -> None:
        log.warning("table %s: its channel is unreachable (%s); the game is abandoned", table_id, error.code)
        self._shows.forget(table_id)
        await self._on_gone(table_id)


async def _nothing() -> None:
    return None
