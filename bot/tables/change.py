"""What one committed change of a table did, for whoever shows it or schedules after it."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Event, Game
from engine import events as E

from ..store import FINISHED, Table

#: Public events kept on the row for the current turn's message.
LOG_EVENTS = 80



@dataclass
class Change:
    """One committed change of a table."""

    table: Table
    game: Game | None = None
    events: list[Event] = field(default_factory=list)
    new_prompt: bool = False              # a new decision opened (new buttons, a new deadline)
    seat: int | None = None               # who moved (None: the clock, or a lobby change)
    reminders: list = field(default_factory=list)   # (user id, due) of an async decision

    @property
    def game_over(self) -> bool:
        return self.table.status == FINISHED


def prompt_key(game: Game) -> tuple:
    """What identifies the pending decision: a new key is a new prompt (new buttons)."""
    return (game.step, game.turn_no, game.action, game.claimant, game.blocker, game.challenger,
            game.loser, game.failed_blockers)


def compact(e: Event) -> list:
    """A public event as kept in a turn's log."""
    return [e.kind, e.player, e.target, list(e.card) if isinstance(e.card, tuple) else e.card,
            e.amount, e.action]


#: Public events of decisions taken before turn 1, which have a message of their own (the
#: draft, R10; the faction choice, R71): that message is closed like a turn's.
BEFORE_TURN_ONE = frozenset((E.DRAFTED, E.FACTION_CHOICE))


def log_public(table: Table, events: list[Event]) -> None:
    """Add a change's public events to the table's turn log; a new turn closes the last one
    (the draft's or the faction choice's too, so its message keeps its log)."""
    rows = list(table.turn_events or [])
    for e in events:
        if e.to is not None:
            continue
        if e.kind == E.TURN and any(r[0] == E.TURN or r[0] in BEFORE_TURN_ONE for r in rows):
            table.closed_events = rows  # the previous turn is complete
            rows = []
        rows.append(compact(e))
    if len(rows) > LOG_EVENTS:
        rows = rows[:1] + rows[-(LOG_EVENTS - 1):]
    table.turn_events = rows
