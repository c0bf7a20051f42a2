"""After a restart: messages a table posted but never recorded.

A crash between posting a message and storing its id leaves the message in the channel
and no trace of it in the store. Before a restored table's channel is planned again, the
bot's recent messages there are read once and matched by what they carry (the My cards
button of a turn names its turn, the lobby buttons their table, the game-over picture its
table): the newest unrecorded turn message becomes its turn's message (it is not posted
again), a second copy of a turn is deleted, any other is closed so no buttons stay live
on an old turn; an unrecorded lobby message or game-over message is adopted.

The sweep changes only what the channel shows (:class:`~bot.store.Shown`), never the
table: it is the first op of a restored channel's plan, and the courier plans again from
what it leaves. Its requests go through the transport like any op's, so a sweep stopped
by the rate limits is run again when there is room (what it closed and adopted is kept).
"""

from __future__ import annotations

import logging
from engine import Game

from ..store import LOBBY, Table
from .history import History
from .plan import Display
from .summary import picture_name
from .transport import Transport

log = logging.getLogger(__name__)


def _ids(message: dict) -> list[str]:
    """The custom_ids a message carries, as Discord sent it: in rows, containers and sections
    alike (a message of the classic layout, or of Components V2)."""
    out, stack = [], list(message.get("components") or ())
    while stack:
        component = stack.pop()
        out.append(component.get("custom_id") or "")
        stack += component.get("components") or ()
        if component.get("accessory"):
            stack.append(component["accessory"])
    return out


def _id(message: dict) -> int:
    return int(message["id"])


class Sweep:
    def __init__(self, transport: Transport, history: History):
        self._transport = transport
        self._history = history   # a past turn's message, drawn from its stored events

    async def run(self, table: Table, game: Game | None, display: Display) -> None:
        """Match the channel's unrecorded messages of ``table`` into ``display``."""
        row = display.row
        if table.status == LOBBY and row.lobby_message_id is None and table.lobby_channel_id:
            await self._lobby(table, row)
        if game is None:
            return
        recent = await self._transport.recent(table.channel_id)
        if row.summary_id is None:
            name = picture_name(table.id)
            found = next((m for m in recent if any(a.get("filename") == name for a in m.get("attachments") or ())),
                         None)
            if found is not None:
                log.info("table %s: its game-over message %s was posted before a restart; it is kept",
                         table.id, _id(found))
                row.summary_id = _id(found)
        await self._turns(table, game, display, recent)

    async def _lobby(self, table: Table, row) -> None:
        marker = f"coup:lobby:join:{table.id}"
        for message in await self._transport.recent(table.lobby_channel_id):
            if marker in _ids(message):
                log.info("table %s: its lobby message %s was posted before a restart; it is kept", table.id,
                         _id(message))
                row.lobby_message_id = _id(message)
                row.lobby_version = -1   # drawn again from the lobby as it is
                return

    async def _turns(self, table: Table, game: Game, display: Display, recent: list[dict]) -> None:
        row = display.row
        prefix = f"coup:cards:{table.id}:"
        found = []
        for message in recent:
            if _id(message) in (row.message_id, row.prev_message_id) or _id(message) in display.closed:
                continue
            marker = next((i for i in _ids(message) if i.startswith(prefix)), None)
            if marker is not None:
                found.append((int(marker[len(prefix):]), message))
        base = row.message_turn or 0
        later = sorted((f for f in found if base < f[0] <= game.turn_no), key=lambda f: (f[0], _id(f[1])))
        adopted = later[-1] if later else None
        seen: set[int] = set()
        for turn, message in sorted(found, key=lambda f: (f[0], _id(f[1]))):
            if adopted is not None and _id(message) == _id(adopted[1]):
                continue
            if turn <= base or turn in seen or (adopted is not None and turn == adopted[0]) or turn > game.turn_no:
                log.info("table %s: deleting message %s, a second copy of turn %s", table.id, _id(message), turn)
                await self._transport.delete(table.channel_id, _id(message))
            else:
                log.info("table %s: closing message %s of turn %s, posted before a restart", table.id, _id(message),
                         turn)
                await self._transport.edit(table.channel_id, _id(message), await self._history.turn_message(table, turn),
                                           thread=table.thread)
                display.closed.add(_id(message))
            seen.add(turn)
        if adopted is not None:
            turn, message = adopted
            log.info("table %s: turn %s's message %s was posted before a restart; it is kept", table.id, turn,
                     _id(message))
            if row.message_id is not None and row.message_id not in display.closed:
                await self._transport.edit(table.channel_id, row.message_id,
                                           await self._history.turn_message(table, row.message_turn), thread=table.thread)
                display.closed.add(row.message_id)
            row.prev_message_id, row.message_id, row.message_turn = row.message_id, _id(message), turn
            display.drawn = -1   # the plan shows the latest state on it, or closes it if its turn is over
