"""Reminders of async decisions: at half time and shortly before the deadline, each
member still awaited is reminded — in the channel (one small message that replaces the
previous one and goes once the decision is taken), by direct message, or not at all, as
they chose with ``/coup notify``.

The rows are written with the move that opened the decision (bot/tables/play.py); the
scheduler fires them. A direct message that fails (closed DMs) falls back to the channel
and is logged once per member, never an error for the game.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

import discord

from . import render
from .channel import Courier, Transport
from .i18n import words
from .store import NOTIFY_CHANNEL, NOTIFY_DM, NOTIFY_OFF, RUNNING, GuildStore, ReminderStore, Shards, Table
from .tables import Change, TableCache
from .tables.timing import seconds
from .timers import Scheduler, Window

log = logging.getLogger(__name__)

REMIND = "remind"   # the scheduler's kind of timer


class Reminders:
    def __init__(self, scheduler: Scheduler, cache: TableCache, reminders: ReminderStore, guilds: GuildStore,
                 courier: Courier, transport: Transport, *, server_name: Callable[[int], str | None],
                 time_scale: float = 1.0, shards: Shards | None = None):
        self._scheduler = scheduler
        self._cache = cache            # live tables
        self._reminders = reminders    # the rows
        self._guilds = guilds          # how each member wants reminders
        self._courier = courier        # reminders in the channel
        self._transport = transport    # reminders by direct message
        self._server_name = server_name   # a server's name, for a direct message (None: unknown)
        self._scale = time_scale
        self._shards = shards          # the shards this process serves (None: all)
        self._dm_closed: set[int] = set()   # members whose closed DMs were logged already
        scheduler.register(REMIND, self._fire)
        self._window = Window(scheduler, REMIND, lambda after, before: reminders.pending(
            after=after, before=before, shards=shards))

    async def load(self) -> int:
        """The reminders due within the scheduler's window (overdue ones fire at once); later
        ones are read as their time nears."""
        return await self._window.load()

    def on_change(self, change: Change) -> None:
        table = change.table
        if table.status == RUNNING:
            for due in sorted({due for _, due in change.reminders}):
                self._window.arm(table.id, table.prompt_no, due)

    async def _fire(self, table_id: int, prompt_no: int, due: float) -> None:
        table = await self._cache.get(table_id)
        if table is None or table.status != RUNNING or table.prompt_no != prompt_no:
            if table is None or table.status != RUNNING:
                await self._reminders.drop(table_id)
            return
        # taken before they are sent: of two processes briefly serving one shard, one sends each
        rows = await self._reminders.claim(table_id, prompt_no, max(due, time.time()))
        if not rows:
            return
        game = self._cache.game(table)
        window = seconds(table, game.step, self._scale)
        last = due > table.deadline - window / 2 + 1e-3   # the one shortly before the deadline
        awaited = {table.players[s].id for s in game.awaited}
        sent: dict[int, str] = {}
        in_channel: list[int] = []
        for reminder_id, user_id in rows:
            how = await self._guilds.notify(user_id) if user_id in awaited else NOTIFY_OFF
            if how == NOTIFY_DM and await self._dm(user_id, table, game, f"r{reminder_id}", last):
                sent[reminder_id] = NOTIFY_DM
                continue
            if how != NOTIFY_OFF:
                in_channel.append(user_id)
            sent[reminder_id] = NOTIFY_OFF if how == NOTIFY_OFF else NOTIFY_CHANNEL
        if in_channel:
            await self._courier.remind(table, in_channel, nonce=f"r{table_id}:{prompt_no}:{int(due)}", last=last)
        await self._reminders.sent(sent)

    async def _dm(self, user_id: int, table: Table, game, nonce: str, last: bool) -> bool:
        w = words(table.locale)
        view = game.public_view()
        view["players"] = render.names_of(w, table.players)
        shown = await self._courier.shown(table)
        link = render.jump(table.guild_id, table.channel_id, shown.message_id)
        text = w("remind.dm_last" if last else "remind.dm", server=self._server_name(table.guild_id) or "?",
                 what=render.awaiting(w, view, table.deadline), link=link)
        try:
            await self._transport.direct(user_id, text, nonce=nonce)
        except discord.HTTPException as e:
            if user_id not in self._dm_closed:
                self._dm_closed.add(user_id)
                log.info("member %s: a reminder by direct message failed (%s); reminding in the channel",
                         user_id, getattr(e, "code", e))
            return False
        return True
