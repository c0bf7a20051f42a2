"""What a table's channel should show next: a pure function of the table, its game and what
the channel shows now (no Discord, no database).

The channel of a game reads like its log: one message per turn, edited as the turn
unfolds; when a turn ends its message keeps its whole log and loses its buttons, and the
next turn gets a new message that mentions whoever it waits on. The lobby message follows
its lobby (seats, then "started", "finished" or "cancelled"). A game that ends gets one
game-over message; an async decision that opens within a turn gets a small ping message
(an edit notifies nobody), deleted once the next decision opens.

:func:`plan` returns the :class:`Op` list that takes the channel from what it shows to
what it should; the courier sends it. Turns the channel never showed (after a backlog or a
crash) are drawn from their stored events: :func:`turns_needed` says which.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from engine import Event, Game

from .. import messages
from ..store import CANCELLED, FINISHED, LOBBY, RUNNING, Shown, Table

EDIT, POST, NUDGE, DELETE, SUMMARY = "edit", "post", "nudge", "delete", "summary"


@dataclass
class Display:
    """What a table's channel shows, as the courier knows it: the stored :class:`Shown`
    row, and what this process closed and notified since it read the row."""

    row: Shown
    drawn: int = -1               # the table version the current turn message shows
    closed: set[int] = field(default_factory=set)   # old turn messages already closed
    nudged: int | None = None     # the prompt whose awaited people were last notified
    nudge_for: int | None = None  # the prompt the ping or reminder message is about
    look: tuple | None = None     # what the current turn message shows, as last sent (:func:`look`)

    @classmethod
    def read(cls, row: Shown, table: Table) -> "Display":
        """What the channel shows, from the stored row: a row saved after the table's last
        change showed all of it (the previous turn closed, its people notified)."""
        d = cls(row, drawn=row.version)
        if row.version >= table.version:
            if row.prev_message_id:
                d.closed.add(row.prev_message_id)
            d.nudged = d.nudge_for = table.prompt_no
        return d


@dataclass(frozen=True)
class Op:
    """One thing to send: edit a message, post one (``turn``: the turn it shows), post or
    delete a ping (``turn``: the prompt it is about), or the game-over message."""

    kind: str
    channel_id: int
    message_id: int | None = None
    payload: dict | None = None
    nonce: str | None = None
    turn: int | None = None
    current: bool = False        # it shows the table's current version
    lobby: bool = False          # it is the lobby message


def plan(table: Table, game: Game | None, display: Display,
         past: Mapping[int, list[Event]] | None = None) -> list[Op]:
    """The ops that bring the channel up to date with ``table`` (``past``: the public events
    of the turns :func:`turns_needed` names)."""
    lobby = _lobby(table, display.row)   # after the game's own messages: they are more urgent
    if game is None or table.status not in (RUNNING, FINISHED, CANCELLED):
        return lobby
    if table.status == CANCELLED:
        return _called_off(table, game, display) + lobby
    ops: list[Op] = []
    row = display.row
    turn = game.turn_no
    over = table.status == FINISHED
    channel = table.channel_id

    def old(turn_no: int | None) -> dict:
        return messages.past_turn_message(table, (past or {}).get(turn_no, ()))

    if row.message_id is not None and row.message_turn == turn:
        prev = row.prev_message_id
        if prev and prev not in display.closed and table.closed_events is not None:
            ops.append(Op(EDIT, channel, prev, messages.closed_turn_message(table)))
        if display.drawn < table.version:
            payload = _current(table, game, over)
            if look(payload) != display.look:   # a change that shows nothing new is not sent
                ops.append(Op(EDIT, channel, row.message_id, payload, current=True))
    else:
        previous = row.message_id
        if previous is not None and previous not in display.closed:
            if row.message_turn == turn - 1 and table.closed_events is not None:
                ops.append(Op(EDIT, channel, previous, messages.closed_turn_message(table)))
            else:
                ops.append(Op(EDIT, channel, previous, old(row.message_turn)))
        for skipped in range((row.message_turn or 0) + 1, turn):  # turns nobody saw
            ops.append(Op(POST, channel, payload=old(skipped), nonce=f"t{table.id}:{skipped}", turn=skipped))
        ops.append(Op(POST, channel, payload=_current(table, game, over, messages.mentions(table, game)),
                      nonce=f"t{table.id}:{turn}", turn=turn, current=True))
    posting_turn = bool(ops) and ops[-1].kind == POST
    if over and row.summary_id is None:
        ops.append(Op(SUMMARY, channel, nonce=f"g{table.id}"))
    return ops + _nudges(table, game, display, posting_turn=posting_turn) + lobby


def look(payload: dict) -> tuple:
    """What a message payload shows (its text, embed and components), to compare two."""
    embed, view = payload.get("embed"), payload.get("view")
    return (payload.get("content"), embed.to_dict() if embed else None,
            view.to_components() if view else None)


def turns_needed(table: Table, game: Game | None, display: Display) -> list[int]:
    """The turns whose stored events :func:`plan` needs to draw messages the channel missed."""
    row = display.row
    if game is None or table.status not in (RUNNING, FINISHED) or row.message_turn == game.turn_no:
        return []
    turns = []
    previous = row.message_id
    if previous is not None and previous not in display.closed and not (
            row.message_turn == game.turn_no - 1 and table.closed_events is not None):
        turns.append(row.message_turn)
    turns += range((row.message_turn or 0) + 1, game.turn_no)
    return turns


def _current(table: Table, game: Game, over: bool, mentions: str = "") -> dict:
    if over:
        return messages.final_turn_message(table, game)
    return messages.turn_message(table, game, mentions=mentions)


def _lobby(table: Table, row: Shown) -> list[Op]:
    """The lobby message: posted while the lobby is open, edited as it changes, and once
    more when it closes (the game started, or the lobby was cancelled); after that the
    game's own messages tell the rest."""
    where = table.lobby_channel_id
    if where is None:
        return []
    if row.lobby_message_id is None:
        if table.status == LOBBY:
            return [Op(POST, where, payload=messages.lobby_message(table), nonce=f"l{table.id}", lobby=True)]
        return []
    if row.lobby_status == table.status and (table.status != LOBBY or row.lobby_version >= table.version):
        return []   # a closed lobby is drawn once per status: started, then over or cancelled
    if row.lobby_status in (FINISHED, CANCELLED):
        return []
    return [Op(EDIT, where, row.lobby_message_id, messages.lobby_message(table), lobby=True)]


def _called_off(table: Table, game: Game, display: Display) -> list[Op]:
    """A cancelled game: its turn message keeps its log, says who cancelled it and loses its
    countdown and buttons; no ping stays."""
    row = display.row
    ops = []
    if row.message_id is not None and display.drawn < table.version and row.message_id not in display.closed:
        ops.append(Op(EDIT, table.channel_id, row.message_id, messages.cancelled_turn_message(table, game),
                      current=True))
    if row.nudge_id:
        ops.append(Op(DELETE, table.channel_id, row.nudge_id))
    return ops


def _nudges(table: Table, game: Game, display: Display, *, posting_turn: bool) -> list[Op]:
    """In an async game, a decision that opens within a turn notifies whoever it waits on
    with a small message, deleted once the next decision opens (an edit notifies nobody).
    Live players watch the channel: the turn message is enough; a new turn's message
    mentions its people itself."""
    row = display.row
    nudged = table.prompt_no if posting_turn and not game.over else display.nudged
    wanted = (table.mode == "async" and not game.over and nudged != table.prompt_no
              and messages.mentions(table, game))
    ops = []
    if row.nudge_id and (game.over or display.nudge_for != table.prompt_no):
        ops.append(Op(DELETE, table.channel_id, row.nudge_id))
    if wanted:
        ops.append(Op(NUDGE, table.channel_id, payload=messages.nudge_message(table, game),
                      nonce=f"n{table.id}:{table.prompt_no}", turn=table.prompt_no))
    return ops
