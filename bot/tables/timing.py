"""How long each decision waits (R50), and when an async decision's people are reminded."""

from __future__ import annotations

from engine import Game
from engine import game as G

from ..store import ASYNC, LIVE, Table

#: Seconds a decision may wait: response windows, private decisions, turns (R50).
TIMINGS = {
    LIVE: {"window": 30, "private": 60, "turn": 90},
    ASYNC: {"window": 8 * 3600, "private": 8 * 3600, "turn": 24 * 3600},
}
#: Which of a table's timings each pending step takes.
STEP_TIMING = {
    G.ACTION: "turn", G.CHALLENGE: "window", G.BLOCK: "window",
    G.PROVE: "private", G.LOSE: "private", G.EXCHANGE: "private", G.DRAFT: "private",
    G.FACTION: "private", G.SHOW: "private", G.EXAMINE: "private",
}


def seconds(table: Table, step: str, scale: float = 1.0) -> float:
    """How long a decision of this step waits at this table."""
    return (table.timings or TIMINGS[table.mode])[STEP_TIMING[step]] * scale


def reminder_times(table: Table, game: Game, now: float, scale: float = 1.0) -> list[tuple[int, float]]:
    """(user id, due) of the reminders of an async decision: at half time, and shortly
    before the deadline (1 h, or a tenth of the window if that is shorter), for every
    person it waits on. Moments already past are not reminded again."""
    if table.mode != ASYNC or game.over or table.deadline is None:
        return []
    window = seconds(table, game.step, scale)
    opened = table.deadline - window
    moments = [opened + window / 2, table.deadline - min(3600 * scale, window / 10)]
    gone = set(table.departed or ())
    people = [table.players[s].id for s in game.awaited
              if not table.players[s].computer and table.players[s].id not in gone]
    return [(user, due) for due in moments if due > now for user in people]
