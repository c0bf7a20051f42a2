"""What the end of a game gives out besides the win: awards read from the game's own record,
and the score of the predictions made on its claims (R58).

The awards, each to whoever has the most (players tied share it):

* ``bluffer`` — the longest run of a player's claims that were all bluffs and never
  caught (an honest claim or a caught bluff ends the run; at least one);
* ``reader`` — the most challenges that caught a bluff plus blocks that stopped their
  action (at least one);
* ``blunder`` — the costliest mistake, a challenge of a claim that was proved or a bluff
  that was caught: first the one that put its player out, then the most cards it cost
  (:class:`~engine.record.Mistake`), then the earliest; one player;
* ``fastest`` and ``slowest`` — the people whose median time to answer a decision that
  waited on them alone (their turn's action, a card to lose, a proof, an exchange, a
  card to show or an examined card's fate) was the shortest and the longest; only in a
  live game, only people with at least :data:`MIN_TIMED` such answers, only when two
  people or more have them, and only when the fastest and the slowest are at least
  :data:`MIN_GAP` seconds apart.
"""

from __future__ import annotations

import statistics
from typing import Iterable, NamedTuple, Sequence

from . import events as E
from .events import Event
from .record import GameRecord

BLUFFER, READER, BLUNDER, FASTEST, SLOWEST = "bluffer", "reader", "blunder", "fastest", "slowest"
#: Every award, in the order the end of a game lists them.
AWARDS = (BLUFFER, READER, BLUNDER, FASTEST, SLOWEST)
#: Answers a person needs before their speed is compared.
MIN_TIMED = 3
#: Seconds between the fastest and the slowest median below which nobody is fast or slow.
MIN_GAP = 1.0
#: The events that answer a decision waiting on one player alone.
_ALONE = frozenset((E.DECLARE, E.REVEAL, E.PROVE, E.CONCEDE, E.KEPT, E.SHOW, E.GIVE_BACK, E.FORCE_EXCHANGE,
                    E.FACTION))


class Award(NamedTuple):
    """An award of one game: ``kind`` (one of :data:`AWARDS`), the seats that share it, and
    its figure: the run of bluffs, the reads, the cards the mistake cost, or the median
    seconds. A mistake also says its turn, its kind ('challenge' or 'bluff') and whether
    it put its player out."""

    kind: str
    seats: tuple[int, ...]
    value: float
    turn: int | None = None
    how: str | None = None
    out: bool = False


def awards(record: GameRecord, seconds: Sequence[Sequence[float]] | None = None) -> list[Award]:
    """The awards of a finished game, in the order of :data:`AWARDS` (those nobody earned
    left out). ``seconds``: per seat, the times of its answers (:func:`decision_seconds`),
    for a live game's people only; None for no speed awards."""
    found: list[Award] = []
    streaks = _bluff_streaks(record)
    best = max(streaks)
    if best >= 1:
        found.append(Award(BLUFFER, _tied(streaks, best), best))
    reads = record.reads()
    best = max(reads)
    if best >= 1:
        found.append(Award(READER, _tied(reads, best), best))
    mistakes = record.mistakes()
    if mistakes:
        worst = min(mistakes, key=lambda m: (not m.out, -m.cards, m.turn_no))
        found.append(Award(BLUNDER, (worst.seat,), worst.cards, worst.turn_no, worst.kind, worst.out))
    if seconds is not None:
        medians = {s: statistics.median(t) for s, t in enumerate(seconds) if len(t) >= MIN_TIMED}
        if len(medians) >= 2:
            fast, slow = min(medians.values()), max(medians.values())
            if slow - fast >= MIN_GAP:
                found.append(Award(FASTEST, tuple(s for s, m in medians.items() if m == fast), fast))
                found.append(Award(SLOWEST, tuple(s for s, m in medians.items() if m == slow), slow))
    return found


def _bluff_streaks(record: GameRecord) -> list[int]:
    best = [0] * record.n
    run = [0] * record.n
    for claim in record.claims():
        s = claim.seat
        run[s] = run[s] + 1 if claim.bluff and not claim.challenged else 0
        best[s] = max(best[s], run[s])
    return best


def _tied(values: Sequence[int], best: int) -> tuple[int, ...]:
    return tuple(s for s, v in enumerate(values) if v == best)


def decision_seconds(moves: Iterable[tuple[float, Sequence[Event]]], n: int) -> list[list[float]]:
    """Per seat, how long each of its answers to a decision waiting on it alone took.

    ``moves`` are a game's stored changes in order, each the time it was made and its
    events; an answer's time runs from the change before it (the one that opened the
    decision). A change with a timeout in it answered nothing."""
    times: list[list[float]] = [[] for _ in range(n)]
    before: float | None = None
    for at, events in moves:
        first = events[0] if events else None   # a move's own event comes first
        if (before is not None and first is not None and first.kind in _ALONE
                and not any(e.kind in (E.TIMEOUT, E.FORFEIT) for e in events)):
            seat = first.target if first.kind == E.SHOW else first.player   # R94: the target chose
            if seat is not None:
                times[seat].append(max(0.0, at - before))
        before = at
    return times


class Prediction(NamedTuple):
    """A guess (R58) that the claim of ``kind`` in turn ``turn_no`` was a bluff (``bluff``
    True) or honest."""

    turn_no: int
    kind: str
    bluff: bool


def scored(record: GameRecord, predictions: Iterable[Prediction]) -> list[bool | None]:
    """Whether each prediction was right (a right call scores one point, R58); None for one
    whose claim the log does not hold."""
    out: list[bool | None] = []
    for p in predictions:
        claim = record.claim(p.turn_no, p.kind)
        out.append(None if claim is None else claim.bluff == p.bluff)
    return out
