"""After a restart: messages a table posted but never recorded.

A crash between posting a message and storing its id leaves the message in the channel
and no trace of it in the store. Before a restored table's channel is planned again, the
bot's recent messages there are read once and matched by what they carry (the My cards
button of a turn names its turn, the lobby buttons their table, the game-over picture its
table): the newest unrecorded turn message becomes its turn's message (it is not posted
again), a second copy of a turn is deleted, any other is closed so no buttons stay live
on an old turn; an unrecorded lobby message or game-over message is adopted.

The sweep changes only what the channel shows (:class:`~bot.store.Shown`), never the
table: the courier plans from the table as it stands after the sweep.
"""

from __future__ import annotations

import logging
from typing import Awaitable, Callable

import discord

from engine import Game

from ..store import LOBBY, Table
from .pacer import Pacer
from .plan import Display
from .rest import Rest
from .summary import picture_name

log = logging.getLogger(__name__)


def _ids(message: discord.Message) -> list[str]:
    """The custom_ids a message carries, in rows, containers and sections alike (a message of
    the classic layout, or of Components V2)."""
    found = []

    def walk(components) -> None:
        for c in components:
            found.append(getattr(c, "custom_id", None) or "")
            walk(getattr(c, "children", None) or ())
            accessory = getattr(c, "accessory", None)
            if accessory is not None:
                walk([accessory])
    walk(message.components)
    return found


class Sweep:
    def __init__(self, rest: Rest, pacer: Pacer, *, past_turn: Callable[[Table, int | None], Awaitable[dict]]):
        self._rest = rest
        self._pacer = pacer
        self._past_turn = past_turn   # a past turn's message, drawn from its stored events

    async def run(self, table: Table, game: Game | None, display: Display) -> None:
        """Match the channel's unrecorded messages of ``table`` into ``display`` (the caller has
        room in the channel's pace for the read)."""
        row = display.row
        if table.status == LOBBY and row.lobby_message_id is None and table.lobby_channel_id:
            self._pacer.take(table.lobby_channel_id, "edit")
            await self._lobby(table, row)
        if game is None:
            return
        recent = await self._rest.recent(table.channel_id, table.guild_id)   # paced by the caller
        if row.summary_id is None:
            name = picture_name(table.id)
            found = next((m for m in recent if any(a.filename == name for a in m.attachments)), None)
            if found is not None:
                log.info("table %s: its game-over message %s was posted before a restart; it is kept",
                         table.id, found.id)
                row.summary_id = found.id
        await self._turns(table, game, display, recent)

    async def _lobby(self, table: Table, row) -> None:
        marker = f"coup:lobby:join:{table.id}"
        for message in await self._rest.recent(table.lobby_channel_id, table.guild_id):
            if marker in _ids(message):
                log.info("table %s: its lobby message %s was posted before a restart; it is kept", table.id, message.id)
                row.lobby_message_id = message.id
                row.lobby_version = -1   # drawn again from the lobby as it is
                return

    async def _turns(self, table: Table, game: Game, display: Display, recent: list[discord.Message]) -> None:
        row = display.row
        prefix = f"coup:cards:{table.id}:"
        found = []
        for message in recent:
            if message.id in (row.message_id, row.prev_message_id) or message.id in display.closed:
                continue
            marker = next((i for i in _ids(message) if i.startswith(prefix)), None)
            if marker is not None:
                found.append((int(marker[len(prefix):]), message))
        base = row.message_turn or 0
        later = sorted((f for f in found if base < f[0] <= game.turn_no), key=lambda f: (f[0], f[1].id))
        adopted = later[-1] if later else None
        seen: set[int] = set()
        for turn, message in sorted(found, key=lambda f: (f[0], f[1].id)):
            if adopted is not None and message.id == adopted[1].id:
                continue
            if turn <= base or turn in seen or (adopted is not None and turn == adopted[0]) or turn > game.turn_no:
                log.info("table %s: deleting message %s, a second copy of turn %s", table.id, message.id, turn)
                self._pacer.take(table.channel_id, "delete")
                await message.delete()
            else:
                log.info("table %s: closing message %s of turn %s, posted before a restart", table.id, message.id, turn)
                self._pacer.take(table.channel_id, "edit")
                await self._rest.edit(table.channel_id, table.guild_id, message.id,
                                      await self._past_turn(table, turn), thread=table.thread)
                display.closed.add(message.id)
            seen.add(turn)
        if adopted is not None:
            turn, message = adopted
            log.info("table %s: turn %s's message %s was posted before a restart; it is kept", table.id, turn, message.id)
            if row.message_id is not None and row.message_id not in display.closed:
                self._pacer.take(table.channel_id, "edit")
                await self._rest.edit(table.channel_id, table.guild_id, row.message_id,
                                      await self._past_turn(table, row.message_turn), thread=table.thread)
                display.closed.add(row.message_id)
            row.prev_message_id, row.message_id, row.message_turn = row.message_id, message.id, turn
            display.drawn = -1   # the plan shows the latest state on it, or closes it if its turn is over
