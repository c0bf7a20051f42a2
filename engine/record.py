"""What a game's event log says: claims, bluffs, challenges, finishing places, and the
board turn by turn — for stats, the end-of-game summary and a chart.

The input is the whole log of one game, in order: ``game.opening`` and then the events of
every ``game.apply``. Telling a bluff needs the private events too (a player's dealt
hand, replacement cards, the cards kept in an exchange), so :func:`tally` and
:func:`bluffs` read the game's own full log — their result is for after the game, when
the claims that were bluffs can be told. :func:`timeline` needs only the public events.

    >>> import random
    >>> from engine import Game
    >>> game = Game.new(3, random.Random(1), starter=0)
    >>> log = list(game.opening)
    >>> while not game.over:
    ...     log += game.apply(game.legal_moves()[0])
    >>> game.winner, [t.finish for t in tally(log, 3)]
    (2, [2, 3, 1])
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .cards import MAX_PLAYERS, MIN_PLAYERS
from . import events as E
from .actions import CONVERT
from .cards import DUKE, NOT_DUKE
from .events import Event

ACTION_CLAIM = "action"  # Bluff.kind: an action's character (R33)
BLOCK_CLAIM = "block"    # Bluff.kind: a block's character (R42)


class PlayerTally(NamedTuple):
    """One seat's figures for one game.

    ``claims`` counts character claims (actions that claim a character, and blocks);
    ``bluffs`` the claims made without holding that character at that moment (R40);
    ``bluffs_caught`` the bluffs that were challenged. ``challenges`` counts challenges
    made, ``challenges_won`` those whose claim was not proved (the claimant conceded, or
    left without the card). ``finish`` is 1 for the winner, 2 for the last player
    eliminated, … n for the first out (a forfeit is an elimination, R52); None while
    the seat is still in an unfinished game. ``turns`` counts the turns the seat began.
    """

    seat: int
    claims: int
    bluffs: int
    bluffs_caught: int
    challenges: int
    challenges_won: int
    blocks: int
    finish: int | None
    won: bool
    forfeited: bool
    turns: int


class Bluff(NamedTuple):
    """A claim of ``card`` by ``seat`` who did not hold it (R40), made in turn ``turn_no``:
    an action's claim (``kind`` 'action', ``action`` the action declared) or a block's
    (``kind`` 'block', ``action`` the action blocked). ``caught``: it was challenged.

    An Embezzle claims to hold no Duke (``card`` 'not Duke', R79): it is a bluff when the
    claimant held a Duke as they declared it (``kind`` 'action', ``action`` 'embezzle').
    Like every claim it counts once in :class:`PlayerTally`'s ``claims``."""

    turn_no: int
    seat: int
    card: str
    kind: str
    action: str
    caught: bool


class Claim(NamedTuple):
    """A character claim by ``seat`` in turn ``turn_no``: an action's (``kind`` 'action',
    ``action`` the action declared) or a block's (``kind`` 'block', ``action`` the action
    blocked). ``bluff``: the claimant did not hold ``card`` as they claimed it (R40; for an
    Embezzle, 'not Duke', they held a Duke, R79); ``challenged``: someone challenged it. A
    turn holds at most one claim of each kind, so ``(turn_no, kind)`` names a claim (R58's
    predictions are made on it)."""

    turn_no: int
    seat: int
    card: str
    kind: str
    action: str
    bluff: bool
    challenged: bool


class Mistake(NamedTuple):
    """A challenge of a claim that was proved (``kind`` 'challenge', R41) or a bluff that was
    caught (``kind`` 'bluff'), by ``seat`` in turn ``turn_no``: ``cards`` the cards the seat
    turned up from then to the end of that turn (a failed challenge of the Assassin aimed at
    the challenger costs both, R44), ``out``: the seat was eliminated in that turn."""

    turn_no: int
    seat: int
    kind: str
    cards: int
    out: bool


class TurnSnapshot(NamedTuple):
    """The public board when turn ``turn`` ended (turn 0: the deal): every seat's coins,
    number of hidden cards, and revealed cards in the order they were turned up; in a
    Reformation game every seat's faction and the coins on the Treasury Reserve (R87),
    None otherwise."""

    turn: int
    coins: tuple[int, ...]
    hidden: tuple[int, ...]
    revealed: tuple[tuple[str, ...], ...]
    factions: tuple[str, ...] | None = None
    reserve: int | None = None


class GameRecord:
    """One game followed through its event log, an event at a time.

    Besides the figures of :meth:`tallies`, :meth:`bluffs` and :meth:`timeline`, it keeps
    the board as the log tells it: ``coins``, ``hidden`` (counts), ``revealed``, ``alive``,
    ``turn_no``, ``winner``, ``factions`` and ``reserve`` (None without Reformation); and
    ``hands``, every seat's hidden cards as the private events tell them — secrets, for
    after the game only (R53).
    """

    __slots__ = (
        "n", "hands", "coins", "hidden", "revealed", "alive", "turn_no", "winner",
        "factions", "reserve", "_shown",
        "_snapshots", "_claims", "_bluffs", "_caught", "_challenges", "_challenges_won",
        "_blocks", "_turns", "_forfeited", "_out", "_dealt", "_blind", "_bluff_list",
        "_claim", "_open", "_claim_list", "_held", "_mistakes", "_mistaken",
    )

    def __init__(self, n: int) -> None:
        if not isinstance(n, int) or not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Coup is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n!r}.")
        self.n = n
        self.hands: list[tuple[str, ...]] = [()] * n
        self.coins = [2] * n                  # R3 (the 2-player starter's is set by ``start``, R4)
        self.hidden = [0] * n                 # nothing dealt yet; 2 each once turn 1 begins
        self.revealed: list[tuple[str, ...]] = [()] * n
        self.alive = [True] * n
        self.turn_no = 0
        self.winner: int | None = None
        self.factions: list[str] | None = None  # known once the starter has chosen (R71)
        self.reserve: int | None = None
        self._shown = None                    # (seat, card) shown to an Inquisitor (R94)
        self._snapshots: list[TurnSnapshot] = []
        self._claims = [0] * n
        self._bluffs = [0] * n
        self._caught = [0] * n
        self._challenges = [0] * n
        self._challenges_won = [0] * n
        self._blocks = [0] * n
        self._turns = [0] * n
        self._forfeited = [False] * n
        self._out: list[int] = []             # seats in the order they were eliminated
        self._dealt = [False] * n             # the log showed this seat's hand
        self._blind = False                   # a claim was made by a seat whose hand is unknown
        self._bluff_list: list[list] = []     # [turn_no, seat, card, kind, action, caught]
        self._claim = None                    # the claim now open to challenge: (seat, claim, bluff or None)
        self._claim_list: list[list] = []     # [turn_no, seat, card, kind, action, bluff, challenged]
        self._held = [0] * n                  # blocks that stopped their action
        self._mistakes: list[list] = []       # [turn_no, seat, kind, cards, out]
        self._mistaken: dict[int, list] = {}  # seat -> its mistake of this turn, still costing it
        self._open = None                     # the challenge being settled: (challenger, claimant, card)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def feed(self, events: Iterable[Event]) -> "GameRecord":
        """Follow ``events``, the next events of the game's log in order. Returns self."""
        hands, coins, hidden, revealed, alive = self.hands, self.coins, self.hidden, self.revealed, self.alive
        claims, nbluffs, caught, blocks = self._claims, self._bluffs, self._caught, self._blocks
        challenges, challenges_won = self._challenges, self._challenges_won
        bluff_list, dealt = self._bluff_list, self._dealt
        claim_list, mistaken = self._claim_list, self._mistaken
        claim, open_ = self._claim, self._open
        turn_no = self.turn_no
        for kind, p, target, card, amount, action, to in events:
            if kind == E.ALLOW:
                continue
            if kind == E.TURN:
                if amount == 1:  # both variants have dealt 2 cards to everyone by now (R3, R11)
                    hidden[:] = [2 if alive[s] else 0 for s in range(self.n)]
                self._snapshots.append(self._snapshot(amount - 1))
                turn_no = amount
                self._turns[p] += 1
                claim = open_ = None
                mistaken.clear()
            elif kind == E.DECLARE:
                if amount:
                    coins[p] -= amount  # paid on declaring (R36)
                    if action == CONVERT:
                        self.reserve += amount  # R77
                if card is not None:
                    claims[p] += 1
                    if not dealt[p]:
                        self._blind = True
                    honest = _holds(hands[p], card)
                    made = [turn_no, p, card, ACTION_CLAIM, action, not honest, False]
                    claim_list.append(made)
                    if honest:
                        claim = (p, made, None)
                    else:
                        nbluffs[p] += 1
                        bluff = [turn_no, p, card, ACTION_CLAIM, action, False]
                        bluff_list.append(bluff)
                        claim = (p, made, bluff)
            elif kind == E.GAIN or kind == E.REFUND:
                coins[p] += amount
            elif kind == E.CHALLENGE:
                challenges[p] += 1
                open_ = (p, target, card)
                if claim is not None:
                    claim[1][6] = True
                    if claim[2] is not None:
                        claim[2][5] = True
                        caught[target] += 1
            elif kind == E.REVEAL:
                hand = hands[p]
                if card in hand:
                    i = hand.index(card)
                    hands[p] = hand[:i] + hand[i + 1:]
                hidden[p] -= 1
                revealed[p] += (card,)
                if p in mistaken:
                    mistaken[p][3] += 1
            elif kind == E.BLOCK:
                claims[p] += 1
                blocks[p] += 1
                if not dealt[p]:
                    self._blind = True
                honest = _holds(hands[p], card)
                made = [turn_no, p, card, BLOCK_CLAIM, action, not honest, False]
                claim_list.append(made)
                if honest:
                    claim = (p, made, None)
                else:
                    nbluffs[p] += 1
                    bluff = [turn_no, p, card, BLOCK_CLAIM, action, False]
                    bluff_list.append(bluff)
                    claim = (p, made, bluff)
            elif kind == E.PROVE:
                hand = hands[p]
                if not isinstance(card, str):  # an Embezzle's proof: every hidden card (R81)
                    hands[p] = ()
                elif card in hand:
                    i = hand.index(card)
                    hands[p] = hand[:i] + hand[i + 1:]
                if open_ is not None:  # proved: the challenger lost (R41)
                    self._mistake(turn_no, open_[0], "challenge")
                open_ = None
            elif kind == E.REPLACE:
                hands[p] = hands[p] + (card,)
            elif kind == E.CONCEDE:
                self._mistake(turn_no, p, "bluff")
                if open_ is not None:
                    challenges_won[open_[0]] += 1
                    open_ = None
            elif kind == E.ELIMINATE:
                alive[p] = False
                coins[p] = 0  # to the Treasury (R22)
                hidden[p] = 0
                self._out.append(p)
                if p in mistaken:
                    mistaken[p][4] = True
            elif kind == E.STEAL:
                coins[p] += amount
                if alive[target]:  # from an eliminated target the share came before the Treasury (R46)
                    coins[target] -= amount
            elif kind == E.BLOCKED:
                self._held[target] += 1
            elif kind == E.KEPT:
                hands[p] = tuple(card)
            elif kind == E.DEAL:
                hands[p] = tuple(card)
                dealt[p] = True
            elif kind == E.DRAFTED:
                if to is None:
                    hidden[p] = 1
                else:
                    hands[p] = (card,)
            elif kind == E.FORFEIT:
                self._forfeited[p] = True
                if open_ is not None and open_[1] == p:
                    # A claimant who leaves is settled as if they had not answered (R51, R52):
                    # holding the card proves it, otherwise the claim fails.
                    if not _holds(hands[p], open_[2]):
                        challenges_won[open_[0]] += 1
                    open_ = None
            elif kind == E.WIN:
                self.winner = p
                claim = open_ = None
            elif kind == E.FACTION_CHOICE:  # the deal is over (R71): 2 cards each
                hidden[:] = [2 if alive[s] else 0 for s in range(self.n)]
            elif kind == E.FACTION:
                if self.factions is None:
                    self.factions = [None] * self.n
                    self.reserve = 0
                self.factions[p] = card
            elif kind == E.EMBEZZLED:
                coins[p] += amount
                self.reserve = 0
            elif kind == E.SHOWN:
                self._shown = (target, card)
            elif kind == E.REDRAW:
                if self._shown is not None and self._shown[0] == p:
                    hand = hands[p]
                    shown = self._shown[1]
                    if shown in hand:
                        i = hand.index(shown)
                        hands[p] = hand[:i] + hand[i + 1:]
                hands[p] = hands[p] + (card,)
                self._shown = None
            elif kind == E.START:
                if amount != self.n:
                    raise ValueError(f"This log is of a game of {amount} players, not {self.n}.")
                if amount == 2:
                    coins[p] = 1  # R4
        self._claim, self._open = claim, open_
        self.turn_no = turn_no
        return self

    # ------------------------------------------------------------------ answers

    def tallies(self) -> tuple[PlayerTally, ...]:
        """Every seat's figures, in seat order (see :class:`PlayerTally`)."""
        self._need_hands()
        n = self.n
        finish: list[int | None] = [None] * n
        for k, seat in enumerate(self._out):
            finish[seat] = n - k
        if self.winner is not None:
            finish[self.winner] = 1
        return tuple(
            PlayerTally(s, self._claims[s], self._bluffs[s], self._caught[s], self._challenges[s],
                        self._challenges_won[s], self._blocks[s], finish[s], s == self.winner,
                        self._forfeited[s], self._turns[s])
            for s in range(n))

    def bluffs(self) -> list[Bluff]:
        """Every claim that was a bluff, in the order they were made."""
        self._need_hands()
        return [Bluff(*b) for b in self._bluff_list]

    def claims(self) -> list[Claim]:
        """Every character claim, true or not, in the order they were made."""
        self._need_hands()
        return [Claim(*c) for c in self._claim_list]

    def claim(self, turn_no: int, kind: str) -> Claim | None:
        """The claim of ``kind`` ('action' or 'block') made in turn ``turn_no``, if any."""
        return next((Claim(*c) for c in self._claim_list if c[0] == turn_no and c[3] == kind), None)

    def reads(self) -> tuple[int, ...]:
        """Per seat, the challenges that caught a bluff and the blocks that stopped their
        action (a block that stood, R42)."""
        return tuple(self._challenges_won[s] + self._held[s] for s in range(self.n))

    def mistakes(self) -> list[Mistake]:
        """Every proved claim's challenger and every caught bluffer, with what it cost them."""
        return [Mistake(*m) for m in self._mistakes]

    def timeline(self) -> list[TurnSnapshot]:
        """The board at the end of every turn that has ended: entry ``k`` when turn ``k``
        ended (entry 0: the deal, as turn 1 began); the last entry of a finished game is
        its final board. A turn still being played has no entry yet."""
        if self.winner is None:
            return list(self._snapshots)
        return self._snapshots + [self._snapshot(self.turn_no)]

    def _mistake(self, turn_no: int, seat: int, kind: str) -> None:
        made = [turn_no, seat, kind, 0, False]
        self._mistakes.append(made)
        self._mistaken[seat] = made

    def _snapshot(self, turn: int) -> TurnSnapshot:
        factions = tuple(self.factions) if self.factions is not None else None
        return TurnSnapshot(turn, tuple(self.coins), tuple(self.hidden), tuple(self.revealed),
                            factions, self.reserve)

    def _need_hands(self) -> None:
        if self._blind:
            raise ValueError("This log lacks the private events that show the hands: "
                             "bluffs cannot be told from public events.")


def _holds(hand: tuple[str, ...], claim: str) -> bool:
    """The claim is true of the hand: it holds the character, or for an Embezzle no Duke (R79)."""
    return DUKE not in hand if claim == NOT_DUKE else claim in hand


def read(events: Iterable[Event], n: int) -> GameRecord:
    """Follow a whole game's log of ``n`` seats once; ask the record for every figure."""
    return GameRecord(n).feed(events)


def tally(events: Iterable[Event], n: int) -> tuple[PlayerTally, ...]:
    """Each seat's claims, bluffs, challenges, blocks, finishing place and turns."""
    return GameRecord(n).feed(events).tallies()


def bluffs(events: Iterable[Event], n: int) -> list[Bluff]:
    """The claims that were bluffs (R40), in order, now that they can be told."""
    return GameRecord(n).feed(events).bluffs()


def timeline(events: Iterable[Event], n: int) -> list[TurnSnapshot]:
    """Coins, hidden counts and revealed cards at the end of every turn, from the public
    events alone (private ones are ignored): entry 0 is the deal — 2 coins each, 1 for
    the starter of a two-player game (R3, R4), 2 hidden cards each — then one entry per
    turn; the last entry of a finished game is its final board. (A game that ends in the
    draft, by a forfeit, has a single entry: its final board, R52.)"""
    return GameRecord(n).feed(events).timeline()


class ReplayTurn(NamedTuple):
    """One turn of a finished game with every card face up (R53: for after the game only).

    ``hands``, ``coins``, ``revealed`` and ``alive`` are every seat's as turn ``turn``
    began (``player``'s turn); ``events`` are all of the turn's events, private ones
    included (cards drawn, kept, replaced, shown), the first turn's page beginning with
    the deal. ``bluffs`` are the indexes in ``events`` of the claims that were bluffs (R40).
    A game that ended before its first turn (a forfeit in the draft) has one entry, turn 0,
    with the board as it ended."""

    turn: int
    player: int | None
    hands: tuple[tuple[str, ...], ...]
    coins: tuple[int, ...]
    revealed: tuple[tuple[str, ...], ...]
    alive: tuple[bool, ...]
    events: tuple[Event, ...]
    bluffs: tuple[int, ...]


def replay(events: Iterable[Event], n: int) -> list[ReplayTurn]:
    """A whole game's log (its private events included), turn by turn, every hand shown."""
    rec = GameRecord(n)
    turns: list[ReplayTurn] = []
    page: list[Event] = []
    marks: list[int] = []
    head: tuple | None = None   # (turn, player, hands, coins, revealed, alive) as the page's turn began

    def close() -> None:
        state = head or (0, None, tuple(rec.hands), tuple(rec.coins), tuple(rec.revealed), tuple(rec.alive))
        turns.append(ReplayTurn(*state, tuple(page), tuple(marks)))

    for e in events:
        if e.kind == E.TURN and head is not None:
            close()
            page, marks = [], []
        bluffs = len(rec._bluff_list)
        rec.feed((e,))
        if len(rec._bluff_list) > bluffs:
            marks.append(len(page))
        page.append(e)
        if e.kind == E.TURN:
            head = (e.amount, e.player, tuple(rec.hands), tuple(rec.coins), tuple(rec.revealed), tuple(rec.alive))
    if page or not turns:
        close()
    rec._need_hands()
    return turns
