"""What a table decides by itself once a move is made, on the game's copy: members who left
the server forfeit when a decision waits on them (R52), players who chose to let others'
windows pass allow them; and at a deadline, the autopilot's moves (R56)."""

from __future__ import annotations

from engine import Event, Game, IllegalMove, Move
from engine import events as E
from engine import game as G
from engine import moves as M

from ..events import AUTOPILOT, DEPARTED
from ..store import Table
from .change import prompt_key


def settle(table: Table, game: Game) -> list[Event]:
    """What the table decides by itself once a move is made: members who left the server
    forfeit (R52), and players who chose to let windows pass allow them."""
    events: list[Event] = []
    while not game.over:
        more = _departures(table, game) + _auto_allows(table, game)
        if not more:
            return events
        events += more
    return events


def _auto_allows(table: Table, game: Game) -> list[Event]:
    auto = set(table.auto_allow or ())
    if not auto or game.step not in (G.CHALLENGE, G.BLOCK):
        return []
    involved = {game.turn, game.target}
    events: list[Event] = []
    for seat in [s for s in game.awaited if s in auto and s not in involved]:
        if game.step in (G.CHALLENGE, G.BLOCK) and seat in game.awaited:
            events += game.apply(Move(seat, M.ALLOW))
    return events


def _departures(table: Table, game: Game) -> list[Event]:
    """Members who left the server forfeit when a decision waits on them (R52)."""
    events: list[Event] = []
    gone = set(table.departed or ())
    while gone and not game.over:
        seat = next((s for s in game.awaited if table.players[s].id in gone and game.alive[s]), None)
        if seat is None:
            break
        events.append(Event(DEPARTED, seat))
        events += game.apply(M.forfeit(seat))
    return events


def autopilot_moves(table: Table, game: Game, moves: dict[int, Move], before: tuple) -> list[Event]:
    """The autopilot's moves (R56), in seat order, while the decision they answer is still
    the pending one; a move the game refuses leaves that player to the rules' silence."""
    events: list[Event] = []
    on = set(table.autopilot or ())
    for seat, move in sorted(moves.items()):
        if prompt_key(game) != before or game.over:
            break
        if seat not in on or seat not in game.awaited or move.player != seat:
            continue
        try:
            done = game.apply_autopilot(move)
        except IllegalMove:
            continue
        if done and done[0].kind == E.TIMEOUT:   # the missed turn that reaches R52's limit
            events += done
        else:
            events += [Event(AUTOPILOT, seat, action=move.kind)] + done
    return events
