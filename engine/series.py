"""A three-game series between the same players (rules.md R60–R62).

A :class:`Series` is a plain, immutable value: recording a game or a player leaving
gives a new series. It knows only seats, never names, and goes through JSON with
:meth:`Series.to_dict` and :meth:`Series.from_dict`.

    >>> import random
    >>> s = Series.new(3, random.Random(4))
    >>> s.starter(0), s.starter(1), s.starter(2)
    (0, 1, 2)
    >>> s = s.record(GameResult(winner=2, turns=31))
    >>> s.wins, s.next_game
    ((0, 0, 1), 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

SCHEMA_VERSION = 1

GAMES = 3          # R60: a series is three complete games
MIN_PLAYERS = 2    # R60: with the same 2–6 players
MAX_PLAYERS = 6

# Series statuses (SeriesOutcome.status).
RUNNING = "running"      # fewer than three games played, nobody has left
WON = "won"              # one player has the most wins (R61)
SHARED = "shared"        # players tied for the most wins share the series (R61)
ABANDONED = "abandoned"  # a player left the series (R62)

STATUSES = (RUNNING, WON, SHARED, ABANDONED)


class GameResult(NamedTuple):
    """One finished game of a series: who won it, after how many turns, and who forfeited.

    A forfeit loses that game only (R62): a forfeiter simply did not win it. ``winner`` is
    None when the game was won by a computer that took over a player's seat (R57): the win
    is the computer's, so no player of the series earns it.
    """

    winner: int | None
    turns: int
    forfeited: tuple[int, ...] = ()

    def to_dict(self) -> dict:
        return {"winner": self.winner, "turns": self.turns, "forfeited": list(self.forfeited)}

    @classmethod
    def from_dict(cls, d: dict) -> "GameResult":
        winner = d["winner"]
        return cls(int(winner) if winner is not None else None, int(d["turns"]),
                   tuple(int(s) for s in d.get("forfeited", ())))


class SeriesOutcome(NamedTuple):
    """Where a series stands: ``status`` (running, won, shared or abandoned), the seats
    that take the series (empty unless won or shared), and the wins of every seat."""

    status: str
    winners: tuple[int, ...]
    wins: tuple[int, ...]


@dataclass(frozen=True)
class Series:
    """Three games between the same ``players`` seats (R60).

    ``first_starter`` is the seat that starts the first game; ``results`` the games
    finished so far, in order; ``left`` the seat that left the series, if one did (R62).
    Seats never change between games.
    """

    players: int
    first_starter: int
    results: tuple[GameResult, ...] = ()
    left: int | None = None

    def __post_init__(self) -> None:
        _check_players(self.players)
        self._check_seat(self.first_starter)
        if len(self.results) > GAMES:
            raise ValueError(f"A series has {GAMES} games, not {len(self.results)}.")
        for result in self.results:
            self._check_result(result)
        if self.left is not None:
            self._check_seat(self.left)

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, n_players: int, rng) -> "Series":
        """A new series of ``n_players`` (2–6, R60). The first game's starter is drawn
        at random from ``rng`` (a ``random.Random``)."""
        _check_players(n_players)
        return cls(n_players, int(rng.random() * n_players))

    # ------------------------------------------------------------------ questions

    def starter(self, game_index: int) -> int:
        """The seat that starts game ``game_index`` (0, 1 or 2): the first game's random
        starter, then one seat further clockwise for each following game (R60). In a
        two-player game that seat still gets 1 coin instead of 2 (R4)."""
        if not 0 <= game_index < GAMES:
            raise ValueError(f"A series has games 0 to {GAMES - 1}, not {game_index}.")
        return (self.first_starter + game_index) % self.players

    @property
    def games_played(self) -> int:
        return len(self.results)

    @property
    def abandoned(self) -> bool:
        """A player left before the third game ended (R62)."""
        return self.left is not None

    @property
    def over(self) -> bool:
        """Three games are played, or the series was abandoned."""
        return self.left is not None or len(self.results) == GAMES

    @property
    def next_game(self) -> int | None:
        """The index of the game to play next, or None once the series is over."""
        return None if self.over else len(self.results)

    @property
    def wins(self) -> tuple[int, ...]:
        """Games won by each seat: one win per game won (R60). Forfeits and coins never
        count for anything (R61, R62), nor a game a stand-in computer won (R57)."""
        wins = [0] * self.players
        for result in self.results:
            if result.winner is not None:
                wins[result.winner] += 1
        return tuple(wins)

    @property
    def outcome(self) -> SeriesOutcome:
        """R61: after the third game the seat with the most wins takes the series, and
        seats tied for the most wins share it; there is no tiebreak game. An abandoned
        series keeps its wins but never has a winner (R62)."""
        wins = self.wins
        if self.left is not None:
            return SeriesOutcome(ABANDONED, (), wins)
        if len(self.results) < GAMES:
            return SeriesOutcome(RUNNING, (), wins)
        best = max(wins)
        winners = tuple(s for s, w in enumerate(wins) if w == best)
        return SeriesOutcome(WON if len(winners) == 1 else SHARED, winners, wins)

    # ------------------------------------------------------------------ changes

    def record(self, result: GameResult) -> "Series":
        """The series with the next game's ``result`` added. Refused once three games are
        played or the series was abandoned."""
        if self.left is not None:
            raise ValueError("This series was abandoned; it records no more games.")
        if len(self.results) == GAMES:
            raise ValueError(f"This series has already played its {GAMES} games.")
        winner, turns, forfeited = result
        result = GameResult(winner, turns, tuple(forfeited))
        self._check_result(result)
        return Series(self.players, self.first_starter, self.results + (result,), None)

    def leave(self, seat: int) -> "Series":
        """``seat`` leaves the series before its third game ends: the series is abandoned
        with the wins so far and never produces a winner (R62). Refused once the series
        is over."""
        self._check_seat(seat)
        if self.left is not None:
            raise ValueError("This series was already abandoned.")
        if len(self.results) == GAMES:
            raise ValueError("This series is over; nobody can leave it any more.")
        return Series(self.players, self.first_starter, self.results, seat)

    # ------------------------------------------------------------------ data

    def to_dict(self) -> dict:
        """Plain JSON-ready data, with a schema version."""
        return {
            "schema": SCHEMA_VERSION,
            "players": self.players,
            "first_starter": self.first_starter,
            "results": [r.to_dict() for r in self.results],
            "left": self.left,
        }

    @classmethod
    def from_dict(cls, d: dict) -> "Series":
        if d.get("schema") != SCHEMA_VERSION:
            raise ValueError(f"unsupported series schema {d.get('schema')!r}")
        left = d.get("left")
        return cls(int(d["players"]), int(d["first_starter"]),
                   tuple(GameResult.from_dict(r) for r in d["results"]),
                   int(left) if left is not None else None)

    # ------------------------------------------------------------------ checks

    def _check_seat(self, seat) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"This series has seats 0 to {self.players - 1}, not {seat!r}.")

    def _check_result(self, result: GameResult) -> None:
        if result.winner is not None:
            self._check_seat(result.winner)
        if not isinstance(result.turns, int) or result.turns < 0:
            raise ValueError(f"A game cannot last {result.turns!r} turns.")
        for seat in result.forfeited:
            self._check_seat(seat)
        if result.winner in result.forfeited:
            raise ValueError("A player who forfeited a game cannot have won it (R52).")
        if len(set(result.forfeited)) != len(result.forfeited):
            raise ValueError("A player forfeits a game only once.")


def _check_players(n: int) -> None:
    if not isinstance(n, int) or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"A series is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n!r} (R60).")
