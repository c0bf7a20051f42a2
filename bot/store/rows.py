"""What the store keeps, as plain data shared by every backend.

A **table** is a lobby that becomes a game in one channel (or thread): its players, its
options and, once dealt, the engine's state. What the channel shows of it (message ids)
is not part of the table: it is the courier's bookkeeping, a :class:`Shown` row.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Callable

from engine.record import PlayerTally

#: A table's status: a lobby, a game being played, a game that ended (it has a winner),
#: or a lobby or game that was called off.
LOBBY, RUNNING, FINISHED, CANCELLED = "lobby", "running", "finished", "cancelled"
ACTIVE = (LOBBY, RUNNING)


#: A computer's results count for its level, never for its seat (every game's second seat is
#: "Bot 2", whatever its level): one id per level, apart from every seat's id (issue 33). The
#: migrations that re-keyed older results use the same numbers.
COMPUTER_IDS = {"easy": -1001, "normal": -1002, "hard": -1003, "random": -1004}


def result_id(seat: "Seat") -> int:
    """Whose result a seat's is: the member's, or the computer's level's."""
    if seat.computer is None:
        return seat.id
    return COMPUTER_IDS.get(seat.computer, -1000)


@dataclass
class Seat:
    id: int            # Discord user id (a computer seat gets a negative id)
    name: str
    computer: str | None = None   # the computer's level, None for a person
    stand_in_id: int | None = None    # a computer that took over this person's seat (R57): their id,
    stand_in_for: str | None = None   # and their name ('' once forgotten at their request)

    def to_dict(self) -> dict:
        seat = {"id": self.id, "name": self.name, "computer": self.computer}
        if self.stand_in_id is not None:
            seat.update(stand_in_id=self.stand_in_id, stand_in_for=self.stand_in_for)
        return seat


@dataclass
class Table:
    """A lobby that becomes a game, as stored. ``version`` counts the changes stored so far:
    every change to the row is one more, so two writers can never both apply one."""

    guild_id: int
    channel_id: int                    # where the game is played: a channel or a thread
    host_id: int
    mode: str = "live"
    variant: str = "standard"
    options: dict | None = None        # the expansions played (R70): {"reformation": …, "inquisitor": …},
                                       # and what the server allowed when the lobby opened:
                                       # "autopilot" ("allowed", or "on" for every player, R56), "handoff" (R57)
    status: str = LOBBY
    players: list[Seat] = field(default_factory=list)
    locale: str = "en"                 # the language of the table's public messages
    timings: dict | None = None        # seconds per kind of decision (R50)
    lobby_channel_id: int | None = None   # where the lobby message is (the game may be in a thread)
    thread: bool = False               # channel_id is a thread the bot made for this game
    state: dict | None = None          # the engine's JSON, secrets included
    version: int = 0
    prompt_no: int = 0                 # changes whenever a new decision opens; in every button
    deadline: float | None = None
    turn_events: list | None = None    # public events of the current turn
    closed_events: list | None = None  # public events of the previous turn
    challenges: dict | None = None     # prompt no (text) -> seat whose challenge closed it (R41)
    rematch_of: int | None = None      # R54
    more_time: list | None = None      # seats that asked for more time (R55)
    departed: list | None = None       # user ids who left the server (they forfeit, R52)
    auto_allow: list | None = None     # seats that let others' claims and actions pass by themselves
    autopilot: list | None = None      # seats a computer answers for when their deadline passes (R56)
    wants_series: bool = False         # a lobby that starts a three-game series (R60)
    series_id: int | None = None
    series_game: int | None = None     # 0, 1, 2
    season_id: int | None = None
    winner_id: int | None = None
    id: int | None = None
    created_at: float = field(default_factory=time.time)
    ended_at: float | None = None

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.players):
            if seat.id == user_id:
                return i
        return None

    @property
    def active(self) -> bool:
        return self.status in ACTIVE

    @property
    def expansions(self) -> dict[str, bool]:
        """The options ``Game.new`` takes (R70): every expansion, on or off."""
        return {"reformation": bool((self.options or {}).get("reformation")),
                "inquisitor": bool((self.options or {}).get("inquisitor"))}

    def copy(self) -> "Table":
        """A copy whose lists and dicts may change without touching this one."""
        return replace(self, players=list(self.players),
                       turn_events=list(self.turn_events) if self.turn_events is not None else None,
                       closed_events=list(self.closed_events) if self.closed_events is not None else None,
                       challenges=dict(self.challenges) if self.challenges is not None else None,
                       timings=dict(self.timings) if self.timings is not None else None,
                       more_time=list(self.more_time) if self.more_time is not None else None,
                       departed=list(self.departed) if self.departed is not None else None,
                       auto_allow=list(self.auto_allow) if self.auto_allow is not None else None,
                       autopilot=list(self.autopilot) if self.autopilot is not None else None)


@dataclass
class Shown:
    """What a table's channel shows, as the courier last sent it (its own bookkeeping).

    ``version`` is the table version the channel showed in full; ``lobby_status`` and
    ``lobby_version`` what the lobby message was last drawn from."""

    table_id: int
    version: int = -1
    lobby_message_id: int | None = None
    lobby_status: str | None = None
    lobby_version: int = -1
    message_id: int | None = None      # the current turn's message
    message_turn: int | None = None    # the turn that message shows
    prev_message_id: int | None = None # the previous turn's message
    nudge_id: int | None = None        # a ping or reminder to delete once answered
    summary_id: int | None = None      # the game-over message


@dataclass
class SeriesRow:
    """A three-game series as stored; ``state`` is engine.Series.to_dict()."""

    guild_id: int
    channel_id: int
    host_id: int
    players: list[Seat]
    state: dict
    mode: str = "live"
    variant: str = "standard"
    timings: dict | None = None
    locale: str = "en"
    thread: bool = False
    status: str = "running"
    options: dict | None = None        # the expansions of every game (R70)
    season_id: int | None = None
    id: int | None = None
    created_at: float = field(default_factory=time.time)
    ended_at: float | None = None


@dataclass(frozen=True)
class ResultRow:
    """One player of one finished game, and their figures in it (engine.record.PlayerTally)."""

    user_id: int
    computer: str | None
    name: str
    tally: PlayerTally


@dataclass(frozen=True)
class Standing:
    rank: int
    user_id: int
    name: str
    computer: str | None
    games: int
    wins: int
    series_won: int
    series_shared: int
    mu: float | None = None            # the skill rating (bot/ratings.py), None before a rated game
    sigma: float | None = None         # its uncertainty
    rating: float | None = None        # the figure the ladder sorts by
    predictions: int = 0               # R58: predictions scored
    reads: int = 0                     # … and how many were right

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class MemberStats:
    games: int
    wins: int
    finish_avg: float
    series_played: int
    series_won: int
    series_shared: int
    series_abandoned: int
    claims: int
    bluffs: int
    bluffs_caught: int
    challenges: int
    challenges_won: int
    blocks: int


@dataclass(frozen=True)
class PredictionRow:
    """A member's guess on a claim (R58): the claim of ``claim`` ('action' or 'block') in
    turn ``turn_no``, a 'bluff' or 'honest'; ``correct`` once the game has ended."""

    user_id: int
    name: str
    turn_no: int
    claim: str
    guess: str
    correct: bool | None = None


#: Rates one game (bot/ratings.py): each player's (result id, finish, mu, sigma) — mu and
#: sigma None for a first rated game — to their (result id, mu, sigma, rating).
RateGame = Callable[[list[tuple[int, int, float | None, float | None]]], list[tuple[int, float, float, float]]]


@dataclass(frozen=True)
class GameEnd:
    """What a finished game adds beside its result rows: each award and who earned it
    (award, result id), its predictions scored (R58), and the rating of its finishing order."""

    awards: tuple[tuple[str, int], ...] = ()
    predictions: tuple[PredictionRow, ...] = ()
    rate: RateGame | None = None


@dataclass(frozen=True)
class SocialStats:
    """A member's awards per kind, predictions scored and right, and skill rating
    (mu, sigma, games of that season) if they have one."""

    awards: dict[str, int]
    predictions: int
    reads: int
    rating: tuple[float, float, int] | None
