"""A game's past turns, from its stored public events: what a message of a turn the
channel never showed in full is drawn from (after a backlog, a crash, the restart sweep)."""

from __future__ import annotations

from engine import Event
from engine.events import TURN

from .. import messages
from ..store import Table, TableStore


class History:
    def __init__(self, tables: TableStore):
        self._tables = tables

    async def turns(self, table_id: int, turns: list[int]) -> dict[int, list[Event]]:
        """The public events of some turns of a game (turn 0: before turn 1, the deal and a
        draft or faction choice)."""
        wanted = set(turns)
        found: dict[int, list[Event]] = {t: [] for t in wanted}
        turn = 0
        for e in await self._tables.game_events(table_id, public=True):
            if e.kind == TURN:
                turn = e.amount
            if turn in wanted:
                found[turn].append(e)
        return found

    async def turn_message(self, table: Table, turn: int | None) -> dict:
        """A past turn's message, its buttons gone."""
        past = await self.turns(table.id, [turn]) if turn is not None else {}
        return messages.past_turn_message(table, past.get(turn, ()))
