"""The rules of Coup (shared/rules.md), pure and deterministic: no I/O, no global randomness.

    >>> import random
    >>> from engine import Game
    >>> game = Game.new(["alice", "bob", "carol"], random.Random(7), starter=0)
    >>> game.awaited
    [0]
    >>> events = game.apply(game.legal_moves(0)[0])   # alice takes Income

The expansions are options of a game (R70): ``Game.new(names, rng, reformation=True,
inquisitor=True)``; ``game.options`` gives them back for a rematch.

Event kinds are named once, in :mod:`engine.events` (``from engine import events as E``,
``E.DECLARE``; ``EVENT_KINDS`` holds them all); refusals are the :class:`IllegalMove`
family of :mod:`engine.errors`.
"""

from .actions import (ACTIONS, ALL_ACTIONS, ASSASSINATE, BLOCKED_BY, CLAIMS, CONVERT, COSTS, COUP,
                      EMBEZZLE, EXAMINE, EXCHANGE, FOREIGN_AID, INCOME, LABELS, STEAL, TAX)
from .cards import (AMBASSADOR, ASSASSIN, CAPTAIN, CHARACTERS, CONTESSA, DUKE, INQUISITOR,
                    INQUISITOR_CHARACTERS, NOT_DUKE)
from .factions import FACTIONS, LOYALIST, REFORMIST
from . import errors, events
from .errors import IllegalMove
from .events import KINDS as EVENT_KINDS, Event
from .game import (ACTION, BLOCK, CHALLENGE, DRAFT, EXAMINE as EXAMINE_STEP,
                   EXCHANGE as EXCHANGE_STEP, FACTION as FACTION_STEP, LOSE, OVER, PROVE,
                   SCHEMA_VERSION, SHOW, Game, Prompt)
from .moves import Move, forfeit, timeout
from .record import Bluff, GameRecord, PlayerTally, TurnSnapshot
from .series import GameResult, Series, SeriesOutcome

__all__ = [
    "Game", "Move", "Event", "Prompt", "IllegalMove", "SCHEMA_VERSION",
    "events", "errors", "EVENT_KINDS",
    "ACTIONS", "INCOME", "FOREIGN_AID", "COUP", "TAX", "ASSASSINATE", "STEAL", "EXCHANGE",
    "ALL_ACTIONS", "EXAMINE", "CONVERT", "EMBEZZLE",
    "CLAIMS", "COSTS", "BLOCKED_BY", "LABELS",
    "CHARACTERS", "DUKE", "ASSASSIN", "CAPTAIN", "AMBASSADOR", "CONTESSA",
    "INQUISITOR", "INQUISITOR_CHARACTERS", "NOT_DUKE", "FACTIONS", "LOYALIST", "REFORMIST",
    "ACTION", "CHALLENGE", "BLOCK", "PROVE", "LOSE", "EXCHANGE_STEP", "DRAFT", "OVER",
    "FACTION_STEP", "SHOW", "EXAMINE_STEP",
    "forfeit", "timeout",
    "Series", "GameResult", "SeriesOutcome",
    "GameRecord", "PlayerTally", "Bluff", "TurnSnapshot",
]
