"""Computer players that decide from what one seat may know, like a person at the table.

A computer player never sees the :class:`~engine.game.Game`. Each decision is a pure
function of two things the seat is entitled to:

* the seat's **view**, ``game.view(seat)`` (its own hand, the public table, the pending
  step and its legal moves), and
* its **memory**: the events it has been shown (public events and its own private
  ones), from which it remembers who claimed, proved, conceded, challenged and blocked
  what, and which cards it put back into the Court deck itself.

    >>> import random
    >>> from engine import Game
    >>> from engine.ai import ComputerPlayer
    >>> game = Game.new(2, random.Random(1), starter=0)
    >>> bots = [ComputerPlayer(s, "normal", random.Random(s)) for s in range(2)]
    >>> for bot in bots:
    ...     bot.observe(game.opening)          # each keeps only what its seat may see
    >>> while not game.over:
    ...     seat = game.awaited[0]
    ...     events = game.apply(bots[seat].choose(game.view(seat)))
    ...     for bot in bots:
    ...         bot.observe(events)
    >>> game.winner in (0, 1)
    True

Levels:

``random``
    uniform over the legal moves (a baseline for benchmarks).
``easy``
    honest: claims only characters it holds, blocks only with cards it holds, rarely
    challenges, and picks sensible targets.
``normal``
    counts cards (copies in the deck, minus revealed ones, its own, and those it knows
    are in the Court deck), reads each player's claims by its style (engine/beliefs.py:
    how readily it claims what it lacks, character by character, learnt from claims
    proved or conceded, from the claims it stood by when its hand came face up, from the
    same claim made again on a new hand, and from the chances to block it took or let
    pass), remembers how often each player challenges and which blocks it let pass,
    challenges impossible claims always and others when the odds and the stakes say so
    (in a duel, stakes by who is ahead, and on its last card a short race look-ahead),
    bluffs when nobody seems to challenge, never re-claims a character it was just caught
    bluffing, Coups when it can.
    In expansion games (R70–R99) it also remembers the cards it was shown by an Examine
    and forced away, Examines the most threatening player, forces away a card dangerous
    to it and gives back weak ones, shows the card it least minds losing, Converts out
    of reach of a coming Coup or assassination (or brings the striker into its faction),
    Embezzles a rich Reserve without a Duke (and rarely with one), and challenges an
    Embezzle by a player it believes holds a Duke. ``easy`` Embezzles only without a
    Duke, Examines and Exchanges only with an Inquisitor, and never Converts.
``hard``
    ``normal`` with a few weights of its own (``HARD_KNOBS``: it bluffs a block whenever
    that pays, challenges more readily where that pays, and on its last card does not
    challenge a claim only because a short race of the cards it holds is lost), whose choice
    of action each turn, and whose answer in each challenge or block window, is checked by
    playouts over deals guessed from its view and memory (engine/search.py), and replaced
    when another move clearly wins more of them, Examine, Convert and Embezzle included; so
    are the card it gives up and the cards it keeps from an exchange. In the playouts a
    player who challenges nearly everything (or nothing), or blocks regardless, plays by
    that habit. A move the playouts prefer replaces ``normal``'s only if it also wins
    clearly in fresh deals (a hold-out, stopped once its verdict is plain). Bounded by a
    count of playouts (120 for an action and 64 for an answer in a duel, fewer among more
    players, and up to 0.4 of those again for a hold-out, 0.3 among three or more) and by
    5,000 decisions played in all of them (``HARD_STEPS``): tens of milliseconds a decision,
    and at the 99th percentile (bench/move_trace.py, 12 games of seed 1, twelve runs at load
    3-5) a median of 118 ms among three players and 128 with both expansions (at most 167
    and 182, in runs slowed throughout), under 100 in a duel and about 115 among four (400
    games of hard-normal and hard2-coupml2); the same move on any machine.

Forfeit and timeout are never chosen. A decision of ``easy`` or ``normal`` takes tens of
microseconds.
"""

from __future__ import annotations

import dataclasses
import functools
import random as _random
from typing import Iterable

from . import actions as _actions
from .beliefs import BLOCK_PRIOR, CHARACTER_PRIOR, PRIOR, TYPICAL_ODDS, Reputation, deal_odds, pooled
from .actions import (ASSASSINATE, CONVERT, COUP, EMBEZZLE, EXAMINE, EXCHANGE, FOREIGN_AID, INCOME,
                      STEAL, TAX)
from .cards import (ALL_CHARACTERS, AMBASSADOR, ASSASSIN, CAPTAIN, CHARACTERS, CONTESSA, DUKE,
                    INQUISITOR, INQUISITOR_CHARACTERS, NOT_DUKE)
from .events import Event
from .factions import opposite
from .moves import (ALLOW, BLOCK, CHALLENGE, CONCEDE, DRAFT, FACTION, FORCE_EXCHANGE, FORFEIT,
                    GIVE_BACK, KEEP, PROVE, REVEAL, SHOW, TIMEOUT, Move)

LEVELS = ("easy", "normal", "hard", "random")

#: How much a character is worth keeping, all else equal.
#: The Inquisitor (R90) is worth a little more than the Ambassador it replaces: it blocks a
#: Steal and Examines, though it exchanges only one card.
CARD_VALUE = {DUKE: 5.0, CAPTAIN: 4.2, ASSASSIN: 4.0, CONTESSA: 3.6, INQUISITOR: 3.0,
              AMBASSADOR: 2.6}

#: A draft pick, weighted as players tend to choose.
DRAFT_WEIGHTS = {DUKE: 40, CAPTAIN: 22, ASSASSIN: 20, CONTESSA: 13, INQUISITOR: 7, AMBASSADOR: 5}

#: A duel's chances by hidden cards, [mine][theirs], coins aside. What a card is worth
#: depends on who is ahead: losing one at 2 against 1 costs less than at 1 against 1.
_DUEL = ((0.0, 0.0, 0.0), (1.0, 0.5, 0.2), (1.0, 0.8, 0.5))
_DUEL_CARD = 0.3  # the share of a duel one card is worth at 2 against 2

#: A player who let an action through that a character of theirs would have blocked
#: (a steal, foreign aid, an assassination of them) most likely lacks it: that character
#: is this many times less likely in its hand.
DECLINED_BLUFF = 3.0
#: ... and a later claim of it, this many times likelier a bluff, once the player is seen
#: to block at all (``Memory.lacks``: one who never blocks says nothing by letting an action
#: through). A claim contradicted so is doubted more than a card merely not blocked with:
#: blocking with a card held costs nothing (measured with bench/ai_tournament.py, 1,000
#: games: 3 with that gate, normal–taxer 79.3; 6, 80.4; the rest alike).
DECLINED_CLAIM = 6.0

#: The prior of how often a player challenges: (challenges, claims) as if already seen.
#: Its mean is the first claim's risk; its weight, how soon a player who never challenges
#: (the player who claims Duke every turn, the one who blocks everything) is bluffed freely
#: (measured with bench/ai_tournament.py: a weight of 3 claims bluffed too late against
#: them; a lower mean bluffs a block into a player who challenges everything).
CHALLENGE_PRIOR = (0.5, 2.0)
#: With more players, a player lets pass more of the claims aimed at others: each says less.
CHALLENGE_PRIOR_MANY = (0.75, 3.0)

#: In a duel, what killing one of the opponent's two cards is worth, in coins: what a Coup
#: costs for the same card (valued lower, an Assassin's 3 coins lost tempo to Tax against a
#: player who blocks regardless or never challenges: measured with bench/ai_tournament.py).
KILL_COINS_DUEL = 7.0

#: On its last card in a duel, a seat challenges a claim when letting it stand loses the
#: race within this many turns (a short look-ahead with the characters each side has).
RACE_PLIES = 2

#: In a duel, each action is also valued by a race look-ahead (``_race``, this many turns):
#: won is worth this many coins, lost as many less. A character whose claim is challenged
#: less often than RACE_FREE_BLUFF plays in that race as if held.
RACE_LOOKAHEAD = 10
RACE_COINS = 6.0
RACE_FREE_BLUFF = 0.15
_RACED = frozenset((INCOME, FOREIGN_AID, TAX, STEAL, ASSASSINATE, EXCHANGE))

#: A Contessa named by a player on its last card against an assassination is a bluff this
#: many times likelier than another claim of its: allowing is certain elimination.
DESPERATE_BLUFF = 4.0

#: deal_odds of the few (unseen, slots, hand) a game has, each worked out once: hard's
#: playouts ask it hundreds of thousands of times a game.
_deal_odds = functools.lru_cache(maxsize=4096)(deal_odds)
#: The character each action claims, by (reformation, inquisitor): with the Inquisitor,
#: Exchange and Examine claim it (R91, R98); Embezzle claims to hold no Duke (R79).
_CLAIMS_BY_OPTIONS = {(r, i): _actions.claims(r, i) for r in (False, True) for i in (False, True)}
_CLAIMS = _CLAIMS_BY_OPTIONS[False, False]
#: Every character that blocks a Steal in some game (R33, R97).
_STEAL_BLOCKERS = frozenset((CAPTAIN, AMBASSADOR, INQUISITOR))
#: What a target who let a Steal through most likely lacks, as memory notes it (it does not
#: know the game's options): in an Inquisitor game its Ambassador stands for the Inquisitor.
_STEAL_DECLINED = (CAPTAIN, AMBASSADOR)
_NO_CHOICE = (FORFEIT, TIMEOUT)


# ---------------------------------------------------------------------------- memory

class Memory:
    """What one seat remembers of a game, built only from the events it was shown.

    Feed it every event of the game (or only those the seat may see: others are
    ignored anyway) with :meth:`observe`. It learns the seat's own claims' reputation too,
    from the public events and with the deal's odds as the others reckon them: ``normal``
    never reads it, but ``hard``'s playouts (engine/search.py ``PublicRecord``) make the
    other seats doubt its claims by it, as the players at the table do (with the prior
    instead, the playouts' ``normal`` believed a caught bluffer like an honest player).
    It can be rebuilt at any time by replaying the stored events, so it need not be saved.
    """

    __slots__ = (
        "seat", "n", "court", "pick", "hand", "drawn",
        "claims", "challenges", "chances", "proved", "caught", "known_court", "pending",
        "denied", "blocked_with", "declined", "acting", "seen", "showing", "no_duke",
        "reputation", "block_reputation", "hidden", "face_up", "claim_odds", "last_claim",
        "fresh", "since", "asked", "blockers", "fruitless", "evidence", "card_styles",
        "duel_challenges", "duel_chances", "passed", "coins",
    )

    def __init__(self, seat: int):
        self.seat = seat
        self.n = None            # players, from the start event
        self.court = None        # Court deck size, as far as the events tell
        self.pick = None         # own draft pick
        self.hand = []           # own hidden cards
        self.drawn = ()          # own exchange draw, until kept
        self.claims = {}         # seat -> characters claimed since its hand last changed
        self.challenges = {}     # seat -> challenges made
        self.chances = {}        # seat -> claims by others it could have challenged
        self.duel_challenges = {}  # the same two, counted only while two players are left
        self.duel_chances = {}
        self.proved = {}         # seat -> challenged claims it proved
        self.caught = {}         # seat -> challenged claims it conceded (caught bluffing)
        self.known_court = {}    # character -> expected copies this seat knows are in the Court
        self.pending = 0         # cards drawn by an exchange not yet settled
        self.denied = {}         # seat -> characters it conceded since its hand last changed
        self.blocked_with = {}   # seat -> characters of its claims made only by blocking
        self.declined = {}       # seat -> characters it could have blocked with, and did not,
                                 #   since its hand last changed
        self.acting = None       # this turn: [action, actor, target, blockers, conceded]
        self.seen = {}           # seat -> the card it showed this seat in an Examine (R94),
                                 #   while that card is still in its hand as far as we know
        self.showing = None      # the card this seat showed an Inquisitor, until settled
        self.no_duke = set()     # seats whose Embezzle (a claim of no Duke, R79) stands,
                                 #   since their hand last changed
        self.reputation = {}     # seat -> Reputation of its actions' claims (engine/beliefs.py)
        self.block_reputation = {}  # seat -> Reputation of its blocks' claims
        self.hidden = []         # seat -> hidden cards, as the reveals tell
        self.face_up = {}        # character -> copies face up
        self.claim_odds = {}     # seat -> {character: the deal's odds it held it when claiming}
        self.last_claim = {}     # seat -> the character of its last action claim
        self.fresh = set()       # seats whose hand changed since their last action claim
        self.since = {}          # seat -> cards it turned face up since its hand last changed
        self.asked = None        # the claim a challenge window is open on: (seat, card, block?)
        self.blockers = set()    # seats seen to block at least once
        self.fruitless = None    # own hand (sorted) an exchange just kept as it was
        self.evidence = {}       # seat -> {character: Reputation from even odds, i.e. how
                                 #   likely each style makes its action claims of it}
        self.card_styles = {}    # seat -> {character: its pooled Reputation}, worked out
                                 #   whenever the seat's evidence grows
        self.passed = {}         # seat -> {character: odds factor of it in its hand}, for the
                                 #   actions it took since its hand last changed (PASSED_ODDS)
        self.coins = []          # seat -> coins, as the events tell

    #: What a seat keeps of the other players from one game of a series to the next (R60,
    #: the same seats every game): how each answers claims (its challenges, and how its own
    #: challenged claims came out) and how each blocks. Not what its action claims were
    #: worth: carried over, that made ``normal`` challenge an honest Duke more than it
    #: caught a repeated bluff (``bench/ai_tournament.py --series``). Kept in a duel only:
    #: at four seats it cost ``normal`` against the blocker and against coupml's AI.
    HABITS = ("challenges", "chances", "proved", "caught", "duel_challenges", "duel_chances")

    @classmethod
    def replay(cls, seat: int, events: Iterable[Event], kept: "Memory | None" = None) -> "Memory":
        """The memory of a seat shown ``events``, starting from what it ``kept`` of the
        series' earlier games (:meth:`of_series`), which stays as it was."""
        memory = kept.carried() if kept is not None else cls(seat)
        memory.observe(events)
        return memory

    @classmethod
    def of_series(cls, seat: int, games: Iterable[Iterable[Event]]) -> "Memory":
        """What a seat keeps of a series' earlier games (the events it was shown in each,
        oldest first) for the next one: the other players' habits, added up."""
        memory = cls(seat)
        for events in games:
            memory.observe(events)
            memory = memory.carried()
        return memory

    @staticmethod
    def carries_across(players: int) -> bool:
        """Whether a series of ``players`` carries habits from game to game: only between two.
        At four seats the same carry cost ``normal`` against a blocker and in two against two."""
        return players == 2

    def carried(self) -> "Memory":
        """This seat's memory for the next game of a series: in a series of two players,
        the other's habits (:data:`HABITS`, its blocks' reputation, whether it was seen to
        block), and nothing of the cards of the game that ended; of more players, nothing."""
        memory = Memory(self.seat)
        if not self.carries_across(self.n):
            return memory
        memory.n = self.n
        for name in self.HABITS:
            setattr(memory, name, dict(getattr(self, name)))
        memory.block_reputation = {s: r.copy() for s, r in self.block_reputation.items()}
        memory.blockers = set(self.blockers)
        return memory

    def observe(self, events: Iterable[Event]) -> None:
        """Remember the events this seat may see; silently skip everyone else's private ones."""
        me = self.seat
        for e in events:
            to = e.to
            if to is not None and to != me:
                continue
            handler = _HANDLERS.get(e.kind)
            if handler is not None:
                handler(self, e)

    # ---- derived estimates

    def challenge_rate(self, seat: int, in_duel: bool = False) -> float:
        """How often ``seat`` challenges a claim it could challenge: 1 in 4 before any
        evidence, a prior worth two claims (a player who lets the first few claims pass is
        soon seen to challenge little; one who challenges the first is seen at once).
        ``in_duel``: how often in a duel, from its chances while two players were left
        only, with the two-player prior."""
        if in_duel:
            (a, b), challenges, chances = CHALLENGE_PRIOR, self.duel_challenges, self.duel_chances
        else:
            a, b = CHALLENGE_PRIOR if self.n == 2 else CHALLENGE_PRIOR_MANY
            challenges, chances = self.challenges, self.chances
        return (challenges.get(seat, 0) + a) / (chances.get(seat, 0) + b)

    def bluffiness(self, seat: int) -> float:
        """Odds factor: how much likelier ``seat`` claims a card it lacks than one it holds
        (0 = honest, 1 = claims regardless of its hand), as its reputation stands."""
        return self.style(seat).beta()

    def lacks(self, seat: int):
        """The characters ``seat`` most likely lacks, for having let pass an action they
        would have blocked: only once it is seen to block at all (a player who never
        blocks says nothing by letting an action through)."""
        return self.declined.get(seat, ()) if seat in self.blockers else ()

    def style(self, seat: int, block: bool = False, card: str | None = None) -> Reputation:
        """What this seat believes of ``seat``'s claims (its blocks' when ``block``); of its
        action claims of ``card`` when one is named: that character's prior and the evidence
        of its claims of it, with the evidence of its other claims weighing less
        (``beliefs.pooled``)."""
        if card is None or block:
            rep = (self.block_reputation if block else self.reputation).get(seat)
            return rep if rep is not None else (_BLOCK_PRIOR if block else _PRIOR)
        rep = self.card_styles.get(seat, _CARD_PRIORS).get(card)
        return rep if rep is not None else _PRIOR

    def _learning(self, seat: int, block: bool = False, card: str | None = None):
        table = self.block_reputation if block else self.reputation
        rep = table.get(seat)
        if rep is None:
            rep = table[seat] = Reputation(BLOCK_PRIOR if block else PRIOR)
        if block or card is None:
            return rep
        evidence = self.evidence.setdefault(seat, {})
        like = evidence.get(card)
        if like is None:
            like = evidence[card] = Reputation(_EVEN)
        return _Learners(self, seat, rep, like)

    def _pool(self, seat: int) -> None:
        """Work out again each character's reputation of ``seat`` (``style``), its evidence grown."""
        likes = {c: r.w for c, r in self.evidence.get(seat, {}).items()}
        self.card_styles[seat] = {c: pooled(c, likes) for c in ALL_CHARACTERS}

    def deal_odds(self, seat: int, card: str) -> float:
        """The chance ``seat``'s hidden cards hold ``card`` if they were dealt at random from
        the cards this seat cannot place (as far as the events tell)."""
        n = self.n or 2
        copies = 3 if n <= 6 else 4 if n <= 8 else 5
        hidden = self.hidden
        if not hidden:
            return TYPICAL_ODDS
        if seat == self.seat:  # as the others reckon it: they cannot place this seat's cards
            return deal_odds(copies - self.face_up.get(card, 0), sum(hidden) + (self.court or 0),
                             hidden[seat])
        unseen = copies - self.face_up.get(card, 0) - self.hand.count(card) - self.known_court.get(card, 0.0)
        slots = sum(hidden) - len(self.hand) + (self.court or 0) - sum(self.known_court.values())
        return deal_odds(unseen, slots, hidden[seat])

    # ---- bookkeeping for the handlers

    def _inc(self, table: dict, seat: int) -> None:
        table[seat] = table.get(seat, 0) + 1

    def _claim(self, seat: int, card: str) -> None:
        if card == NOT_DUKE:  # not a character: it says which one the hand lacks
            self.no_duke.add(seat)
        else:
            self.claims.setdefault(seat, set()).add(card)
        if self.n is not None:
            for s in range(self.n):
                if s != seat:
                    self.chances[s] = self.chances.get(s, 0) + 1
            if self.in_duel():
                for s in range(self.n):
                    if s != seat and self.hidden[s]:
                        self.duel_chances[s] = self.duel_chances.get(s, 0) + 1

    def in_duel(self) -> bool:
        """Whether two players are left, as the reveals tell."""
        return sum(1 for h in self.hidden if h) == 2

    def _new_cards(self, seat: int) -> None:
        """``seat`` has new hidden cards from the Court: what it did before says less now."""
        self.fresh.add(seat)
        self.since.pop(seat, None)
        self.claim_odds.pop(seat, None)
        self.denied.pop(seat, None)
        self.declined.pop(seat, None)
        self.passed.pop(seat, None)
        self.no_duke.discard(seat)

    def _court_draw(self, k: int) -> None:
        """k unknown cards leave the Court: what we knew is there may have gone with them."""
        c = self.court
        if c is None or c <= 0:
            return
        keep = max(0.0, (c - k) / c)
        for card in self.known_court:
            self.known_court[card] *= keep
        self.court = c - k


_PRIOR, _BLOCK_PRIOR = Reputation(PRIOR), Reputation(BLOCK_PRIOR)  # read only
_EVEN = (0.25, 0.25, 0.25, 0.25)
_CARD_PRIORS = {c: Reputation(CHARACTER_PRIOR[c]) for c in CHARACTER_PRIOR}  # read only


class _Learners:
    """A claim's evidence, learnt by the player's reputation and by its character's."""

    __slots__ = ("memory", "seat", "reps")

    def __init__(self, memory: Memory, seat: int, *reps):
        self.memory, self.seat, self.reps = memory, seat, reps

    def learn(self, p: float, true: bool) -> None:
        for r in self.reps:
            r.learn(p, true)
        self.memory._pool(self.seat)

    def learn_repeat(self, p: float) -> None:
        for r in self.reps:
            r.learn_repeat(p)
        self.memory._pool(self.seat)


def _claim_stands(coins: dict, action: str, actor: int, target: int) -> None:
    """``coins`` after ``actor``'s Tax (3 from the treasury) or Steal (up to 2 from
    ``target``) goes through; any other action moves no coins here."""
    if action == TAX:
        coins[actor] += 3
    elif action == STEAL:
        take = min(2, coins[target])
        coins[target] -= take
        coins[actor] += take


def _race(coins: dict, cards: dict, roles: dict, me: int, them: int, turn: int, plies: int = 8,
          challenger: int | None = None) -> int:
    """Two players take turns with their best plain move (Assassinate, Coup, Steal, Tax,
    Income, in that order, each only with a character they have and unless the other
    can block it). +1 if ``me`` wins within ``plies`` turns, -1 if ``them``, 0 if neither.
    A ``challenger`` challenges every claim of the other, and loses a card to each (the
    other's roles are characters it holds). Played by :func:`_race_of`, once per race."""
    return _race_of(coins[me], coins[them], cards[me], cards[them], _powers(roles[me]),
                    _powers(roles[them]), 0 if turn == me else 1, plies,
                    challenger == me, challenger == them)


#: What a side's roles let it do in a race (:func:`_powers`), as bits.
_KILLS, _STEALS, _TAXES, _NO_KILL, _NO_STEAL = 1, 2, 4, 8, 16


def _powers(roles) -> int:
    """The bits of what ``roles`` let a side do in a race: assassinate, steal, tax, block an
    assassination, block a steal."""
    return ((ASSASSIN in roles) | (CAPTAIN in roles) << 1 | (DUKE in roles) << 2
            | (CONTESSA in roles) << 3 | (not _STEAL_BLOCKERS.isdisjoint(roles)) << 4)


@functools.lru_cache(maxsize=1 << 16)
def _race_of(coins0: int, coins1: int, cards0: int, cards1: int, powers0: int, powers1: int,
             turn: int, plies: int, doubts0: bool, doubts1: bool) -> int:
    """:func:`_race` on plain numbers, side 0 ``me`` and side 1 ``them`` (``turn``: the side
    to move; ``doubts``: that side challenges every claim), each race worked out once: a
    duel has few coins, cards and roles, and its races recur in every playout. ``normal``'s
    duel look-ahead plays about a hundred races a decision; in hard's playouts (with the
    look-ahead on, as bench/move_trace.py seed 1 plays hard-normal) 92 % of the races were
    met before, and hard's decisions took 37 % less CPU. tests/engine/test_ai.py checks it
    against the plain rules."""
    coin, card = [coins0, coins1], [cards0, cards1]
    powers, doubts = (powers0, powers1), (doubts0, doubts1)
    t = turn
    for _ in range(plies):
        o = 1 - t
        mine, theirs = powers[t], powers[o]
        claimed = True
        if mine & _KILLS and coin[t] >= 3 and not theirs & _NO_KILL:
            coin[t] -= 3
            card[o] -= 1
        elif coin[t] >= 7:
            coin[t] -= 7
            card[o] -= 1
            claimed = False
        elif mine & _STEALS and coin[o] and not theirs & _NO_STEAL:
            k = min(2, coin[o])
            coin[o] -= k
            coin[t] += k
        elif mine & _TAXES:
            coin[t] += 3
        else:
            coin[t] += 1
            claimed = False
        if claimed and doubts[o]:
            card[o] -= 1
        if card[o] <= 0:
            return 1 if t == 0 else -1
        t = o
    return 0


def _on_start(m: Memory, e: Event) -> None:
    m.n = e.amount
    m.hidden = [2] * m.n
    m.coins = [2] * m.n
    if m.n == 2:
        m.coins[e.player] = 1  # R4
    copies = 3 if m.n <= 6 else 4 if m.n <= 8 else 5
    m.court = 5 * copies - 2 * m.n


def _on_draft_options(m: Memory, e: Event) -> None:
    m.court = 3  # R11: the third set, once each player is dealt one card of it


def _on_drafted(m: Memory, e: Event) -> None:
    if e.to is not None and e.player == m.seat:
        m.pick = e.card


def _on_deal(m: Memory, e: Event) -> None:
    if e.player == m.seat:
        m.hand = list(e.card)


def _ask(m: Memory, seat: int, card: str, block: bool) -> None:
    """A claim is made: note the deal's odds of it, for when its truth comes out."""
    if card == NOT_DUKE:
        m.asked = None
        return
    p = m.deal_odds(seat, card)
    m.claim_odds.setdefault(seat, {})[card] = p
    m.asked = (seat, card, block, p)


#: An action taken while Tax was open to it (Tax is refused only at 10 coins, when only a
#: Coup is) says its player most likely holds no Duke: every player we measure takes its
#: honest Tax first. In duels (bench/ai_tournament.py, 400 games seed 3), ``normal`` held a
#: Duke in 0 of 661 Incomes and Foreign Aids and 4 % of 1,155 Steals, coupml's AI in 6 % of
#: 210 Incomes and 19 % of 307 Steals, the scripted players in none, against about 37 % for
#: a hand of two dealt at random. An Exchange, likewise: ``normal`` held a Duke in 0 of 719,
#: coupml's AI in 6 % of 662 (2,000 duels seed 1 against ``normal``, a random hand 30-37 %).
#: By action, the odds factor of each character in its player's hand, for ``hard``'s
#: guessed deals only (engine/search.py ``sample_deal``): ``normal``'s own beliefs do not
#: read it.
PASSED_ODDS = {INCOME: {DUKE: 0.1}, FOREIGN_AID: {DUKE: 0.1}, STEAL: {DUKE: 0.3},
               EXCHANGE: {DUKE: 0.15}}
#: An Income or Foreign Aid taken with fewer than 3 coins while a Steal was open to it
#: (another player had a coin) says, besides, most likely no Captain: in 2,000 duels
#: (seed 1, against ``normal``) ``normal`` held one in 14 % of its Incomes and 6 % of its
#: Foreign Aids, coupml's AI in 16 % of its Incomes, the scripted players in none, against
#: 31-33 % for a random hand (with 3 coins or more, ``normal`` and coupml's AI take Income
#: with a Captain as often as without: saving for a Coup, they do not say).
SAVING_ODDS = {CAPTAIN: 0.4}
#: A card turned face up out of two is its player's choice, and every player we measure
#: gives up an Ambassador or a Contessa before the others: the card it keeps is an
#: Ambassador in 0-15 % of such losses (``normal``, coupml's AI, the six scripted players;
#: 2,000 duels seed 2 against ``normal``) against 36-41 % for a random card, a Contessa in
#: 0-27 % (``normal`` 2-15 %, coupml's AI 10-22 %) against 35-39 %. The odds factors
#: of the card kept (the milder of what was measured), until its hand changes.
LOST_ODDS = {AMBASSADOR: 0.3, CONTESSA: 0.6}


def _passed(m: Memory, seat: int, odds: dict) -> None:
    mine = m.passed.setdefault(seat, {})
    for c, f in odds.items():
        mine[c] = min(f, mine.get(c, 1.0))


def _on_declare(m: Memory, e: Event) -> None:
    m.acting = [e.action, e.player, e.target, set(), False]
    p = e.player
    odds = PASSED_ODDS.get(e.action)
    if odds is not None and p != m.seat:
        _passed(m, p, odds)
        coins = m.coins
        if (e.action in (INCOME, FOREIGN_AID) and coins and coins[p] < 3
                and any(coins[s] > 0 and m.hidden[s] for s in range(m.n) if s != p)):
            _passed(m, p, SAVING_ODDS)
    if e.amount and m.coins:
        m.coins[p] -= e.amount
    if e.card is not None:
        _ask(m, e.player, e.card, False)
        if e.card != NOT_DUKE:
            if m.last_claim.get(e.player) == e.card and e.player in m.fresh:
                m._learning(e.player, False, e.card).learn_repeat(m.asked[3])  # the same claim on a new hand
            m.last_claim[e.player] = e.card
            m.fresh.discard(e.player)
        m._claim(e.player, e.card)
        m.blocked_with.get(e.player, set()).discard(e.card)


def _on_block(m: Memory, e: Event) -> None:
    first = e.card not in m.claims.get(e.player, ())
    _ask(m, e.player, e.card, first)
    if first and e.action in (STEAL, ASSASSINATE) and m.asked is not None:
        m._learning(e.player, True).learn_block(m.asked[3], True)
    m.blockers.add(e.player)
    if m.acting is not None:
        m.acting[3].add(e.player)
    if e.card not in m.claims.get(e.player, ()):
        m.blocked_with.setdefault(e.player, set()).add(e.card)
    m._claim(e.player, e.card)


def _on_challenge(m: Memory, e: Event) -> None:
    m._inc(m.challenges, e.player)
    if m.in_duel():
        m._inc(m.duel_challenges, e.player)


def _learn(m: Memory, seat: int, card, true: bool) -> None:
    """The claim the window was open on came out true or a bluff."""
    asked = m.asked
    m.asked = None
    if asked is not None and asked[0] == seat and asked[1] == card:
        m._learning(seat, asked[2], card).learn(asked[3], true)


def _on_prove(m: Memory, e: Event) -> None:
    p, card = e.player, e.card
    _learn(m, p, card, True)
    m._inc(m.proved, p)
    m._new_cards(p)  # a new card from the Court: it may be anything
    if isinstance(card, tuple):
        _on_prove_hand(m, p, card)
        return
    if m.seen.get(p) == card:
        del m.seen[p]
    m.claims.get(p, set()).discard(card)  # shown and shuffled away: they may not hold it now
    known = m.known_court
    if p == m.seat:
        # My card went into the Court; the replace event says what I drew instead.
        if card in m.hand:
            m.hand.remove(card)
        known[card] = known.get(card, 0.0) + 1.0
        return
    c = m.court
    if c is not None:
        # The card went into the Court and one card was drawn from the c + 1.
        stay = c / (c + 1.0)
        for k in known:
            known[k] *= stay
        known[card] = known.get(card, 0.0) + stay


def _on_prove_hand(m: Memory, p: int, cards: tuple) -> None:
    """An Embezzle proved (R81): every hidden card of ``p`` was shown and went back into the
    Court, and as many were drawn from it (the replace events tell this seat its own)."""
    m.claims[p] = set()
    m.seen.pop(p, None)
    known = m.known_court
    if p == m.seat:
        m.hand = []
        for card in cards:
            known[card] = known.get(card, 0.0) + 1.0
        return
    c = m.court
    if c is not None:
        stay = c / (c + float(len(cards)))
        for k in known:
            known[k] *= stay
        for card in cards:
            known[card] = known.get(card, 0.0) + stay


def _on_replace(m: Memory, e: Event) -> None:
    m.hand.append(e.card)
    known = m.known_court
    if e.card in known:
        known[e.card] = max(0.0, known[e.card] - 1.0)


def _on_concede(m: Memory, e: Event) -> None:
    if m.acting is not None and e.player == m.acting[1]:
        m.acting[4] = True
    _learn(m, e.player, e.card, False)
    m._inc(m.caught, e.player)
    if e.card == NOT_DUKE:
        # A conceded Embezzle (R80): whoever holds a Duke must concede, so most likely a Duke.
        m.no_duke.discard(e.player)
        m.claims.setdefault(e.player, set()).add(DUKE)
        return
    m.claims.get(e.player, set()).discard(e.card)
    # Caught bluffing: the cards it keeps are not that character (R41), until it gets new ones.
    m.denied.setdefault(e.player, set()).add(e.card)


def _on_reveal(m: Memory, e: Event) -> None:
    if m.hidden:
        m.hidden[e.player] -= 1
    m.face_up[e.card] = m.face_up.get(e.card, 0) + 1
    m.since.setdefault(e.player, []).append(e.card)
    claims = m.claims.get(e.player)
    if claims and e.card in claims:  # a claim it stood by, seen true
        odds = m.claim_odds.get(e.player, {}).get(e.card, TYPICAL_ODDS)
        m._learning(e.player, e.card in m.blocked_with.get(e.player, ()), e.card).learn(odds, True)
        if e.player != m.seat:
            claims.discard(e.card)
    m.declined.get(e.player, set()).discard(e.card)
    passed = m.passed.get(e.player)
    if passed and e.card in passed:  # it held the card its actions said it lacked: believe nothing
        del passed[e.card]
    if m.hidden and m.hidden[e.player] == 1 and e.player != m.seat:  # it chose which to lose
        _passed(m, e.player, LOST_ODDS)
    denied = m.denied.get(e.player)
    if denied and e.card in denied:  # it held the card it would not show: believe nothing
        denied.discard(e.card)
    if e.player == m.seat and e.card in m.hand:
        m.hand.remove(e.card)
    if m.seen.get(e.player) == e.card:  # the seen card, or its twin: the other is unknown
        del m.seen[e.player]


def _on_eliminate(m: Memory, e: Event) -> None:
    """Its last hand is face up: every claim it still stood by is seen true or false."""
    p = e.player
    if p != m.seat:
        shown = m.since.get(p, ())
        odds = m.claim_odds.get(p, {})
        blocked = m.blocked_with.get(p, ())
        for card in m.claims.get(p, ()):
            if card in odds:  # claimed on this hand
                m._learning(p, card in blocked, card).learn(odds[card], card in shown)
    m.claims.pop(e.player, None)
    m.seen.pop(e.player, None)
    if m.coins:
        m.coins[p] = 0


def _on_exchange(m: Memory, e: Event) -> None:
    m.pending = e.amount
    if e.player != m.seat:
        m._court_draw(e.amount)
    elif m.court is not None:
        m.court -= e.amount


def _on_drawn(m: Memory, e: Event) -> None:
    m.drawn = tuple(e.card)
    for card in m.drawn:
        if card in m.known_court:
            m.known_court[card] = max(0.0, m.known_court[card] - 1.0)


def _on_exchanged(m: Memory, e: Event) -> None:
    """After an Exchange, nothing its player claimed stands, not even the Ambassador (or
    Inquisitor) it exchanged with: ``normal`` kept an Ambassador in 14 % of its exchanges
    and coupml's AI in 27 %, against 35-39 % for a random hand (2,000 duels seed 1).
    Keeping that claim made hard's guessed deals worse than a random deal after an
    Exchange (search.sample_deal, Brier per character 1.50 against 1.16, 300 duels
    normal-normal seed 1) and cost ``normal`` against coupml's AI (2,000 games seeds 1 / 2:
    67.9 / 67.6 % kept, 69.8 / 69.3 % cleared; normal-easy 76.0 / 77.3 against 79.5 /
    81.0; the scripted players never exchange: unchanged)."""
    m.pending = 0
    m._new_cards(e.player)
    m.seen.pop(e.player, None)
    if m.court is not None:
        m.court += e.amount
    if e.player != m.seat:
        m.claims[e.player] = set()


def _on_kept(m: Memory, e: Event) -> None:
    pool = list(m.hand) + list(m.drawn)
    for card in e.card:
        if card in pool:
            pool.remove(card)
    for card in pool:  # returned to the Court: this seat knows they are there
        m.known_court[card] = m.known_court.get(card, 0.0) + 1.0
    kept = sorted(e.card)
    m.fruitless = tuple(kept) if kept == sorted(m.hand) else None
    m.hand = list(e.card)
    m.drawn = ()
    m.claims[m.seat] = set()


def _decline(m: Memory, seat: int, cards, learn: bool = True) -> None:
    new = [c for c in cards if c not in m.declined.get(seat, ())]
    if learn and new and m.hidden:
        none = 1.0
        for c in new:
            none *= 1.0 - m.deal_odds(seat, c)
        m._learning(seat, True).learn_block(1.0 - none, False)
    m.declined.setdefault(seat, set()).update(cards)


def _on_steal(m: Memory, e: Event) -> None:
    """A steal went through: its target holds no Captain or Ambassador, most likely."""
    if m.coins:
        m.coins[e.player] += e.amount
        m.coins[e.target] = max(0, m.coins[e.target] - e.amount)  # R46: after its elimination
    a = m.acting
    if a is not None and a[0] == STEAL and e.target not in a[3]:
        _decline(m, e.target, _STEAL_DECLINED)


def _on_coins(m: Memory, e: Event) -> None:
    if m.coins:
        m.coins[e.player] += e.amount


def _on_gain(m: Memory, e: Event) -> None:
    """Foreign aid went through: nobody who let it pass holds a Duke, most likely."""
    _on_coins(m, e)
    a = m.acting
    if a is not None and a[0] == FOREIGN_AID and e.amount == 2 and e.player == a[1] and m.n:
        for s in range(m.n):
            if s != a[1] and s not in a[3]:
                _decline(m, s, (DUKE,), learn=False)


def _on_turn(m: Memory, e: Event) -> None:
    a = m.acting
    if a is not None and a[0] == ASSASSINATE and not a[4] and a[2] not in a[3]:
        _decline(m, a[2], (CONTESSA,))  # assassinated without blocking: no Contessa
    m.acting = None
    if m.pending:  # an exchange cancelled by a forfeit (R52): the drawn cards went back
        if m.court is not None:
            m.court += m.pending
        m.pending = 0
    m.drawn = ()
    m.showing = None


def _on_shown(m: Memory, e: Event) -> None:
    """A card shown in an Examine (R94): this seat is the Inquisitor or the examined one."""
    if e.player == m.seat:
        m.seen[e.target] = e.card
    if e.target == m.seat:
        m.showing = e.card


def _on_force_exchange(m: Memory, e: Event) -> None:
    """R95: the target draws one card from the Court, then the shown card goes into it."""
    target = e.target
    m._new_cards(target)
    if target == m.seat:
        return  # the redraw event tells this seat what it drew
    m._court_draw(1)
    if m.court is not None:
        m.court += 1
    card = m.seen.pop(target, None) if e.player == m.seat else None
    if card is not None:
        m.known_court[card] = m.known_court.get(card, 0.0) + 1.0
        m.claims.get(target, set()).discard(card)


def _on_redraw(m: Memory, e: Event) -> None:
    shown = m.showing
    if shown in m.hand:
        m.hand.remove(shown)
    m.hand.append(e.card)
    known = m.known_court
    if e.card in known:
        known[e.card] = max(0.0, known[e.card] - 1.0)
    if shown is not None:
        known[shown] = known.get(shown, 0.0) + 1.0
    m.showing = None


_HANDLERS = {
    "start": _on_start, "draft_options": _on_draft_options, "drafted": _on_drafted,
    "deal": _on_deal, "declare": _on_declare, "block": _on_block, "challenge": _on_challenge,
    "prove": _on_prove, "replace": _on_replace, "concede": _on_concede, "reveal": _on_reveal,
    "eliminate": _on_eliminate, "exchange": _on_exchange, "drawn": _on_drawn,
    "exchanged": _on_exchanged, "kept": _on_kept, "turn": _on_turn, "steal": _on_steal,
    "gain": _on_gain, "refund": _on_coins, "embezzled": _on_coins, "shown": _on_shown,
    "force_exchange": _on_force_exchange, "redraw": _on_redraw,
}


# ---------------------------------------------------------------------------- the player

class ComputerPlayer:
    """A computer player for one seat.

    ``observe(events)`` after every move (and once with ``game.opening``);
    ``choose(game.view(seat))`` when the seat is awaited. ``choose`` reads nothing
    but the view and the memory, and changes neither. In a series, the next game's player
    starts from ``memory=player.memory.carried()`` (R60).
    """

    def __init__(self, seat: int, level: str = "normal", rng: _random.Random | None = None,
                 memory: Memory | None = None):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        self.seat = seat
        self.level = level
        self.rng = rng if rng is not None else _random.Random()
        self.memory = memory if memory is not None else Memory(seat)

    def observe(self, events: Iterable[Event]) -> None:
        self.memory.observe(events)

    def choose(self, view: dict) -> Move:
        return decide(view, self.memory, self.rng, self.level)

    def __repr__(self) -> str:
        return f"<ComputerPlayer seat {self.seat} {self.level}>"


def legal_moves(view: dict) -> list[Move]:
    """The seat's legal moves, as listed in its view (never forfeit or timeout)."""
    return [m for m in map(Move.parse, view.get("legal_moves") or ()) if m.kind not in _NO_CHOICE]


def decide(view: dict, memory: Memory | None, rng: _random.Random, level: str = "normal") -> Move:
    """The move a computer player of ``level`` makes, seeing ``view`` and remembering ``memory``.

    Always one of ``view["legal_moves"]``. Raises ValueError when the view awaits nothing
    from its seat.
    """
    moves = legal_moves(view)
    if not moves:
        raise ValueError(f"seat {view.get('seat')} has no decision to make now")
    if len(moves) == 1:
        return moves[0]
    if level == "random":
        return rng.choice(moves)
    if memory is None:
        memory = Memory(view["seat"])
    elif memory.seat != view["seat"]:
        raise ValueError(f"this memory is seat {memory.seat}'s, the view is seat {view['seat']}'s")
    if level == "hard":
        return _hard(view, memory, rng, moves)
    return _Table(view, memory, rng, level, moves).decide()


#: Playouts per decision of ``hard``, by players still in the game (longer games cost more).
HARD_PLAYOUTS = {2: 120, 3: 80}
HARD_PLAYOUTS_MANY = 48


#: Playouts per answer of ``hard`` (a challenge, a block), by players still in the game.
HARD_ANSWER_PLAYOUTS = {2: 64, 3: 40}
HARD_ANSWER_PLAYOUTS_MANY = 24
#: How many standard errors of the paired playouts another move must win by to replace
#: normal's (engine/search.py), for an action and for an answer. Lower margins let the
#: search chase its own noise: measured against the challenger, coupml and normal.
HARD_MARGIN, HARD_ANSWER_MARGIN = 2.0, 2.5
#: How many standard errors the weighed playouts must show that letting an action's claim
#: stand is better before hard drops a challenge ``normal`` would make (:func:`_hard`).
HARD_DOUBT_MARGIN = 1.0
#: In a duel, a claim ``normal`` lets stand but at least ``HARD_CLAIM_ODDS`` of
#: ``HARD_CLAIM_DRAWS`` guessed deals call a bluff is challenged when the playouts weighed
#: by that share show the challenge better by ``HARD_CLAIM_MARGIN`` standard errors
#: (:func:`_hard`). 2,000 games s2: hard-normal 63.4 -> 66.5 %, coupml 79.5 -> 80.2; 400 s1 / s2,
#: taxer, challenger, blocker within a point; passive 98.8 / 98.5 -> 96.5 / 98.0 (its
#: honest claims on one card sit just over one half in the deals).
HARD_CLAIM_ODDS = 0.5
HARD_CLAIM_DRAWS = 256
HARD_CLAIM_MARGIN = 1.0
#: In a duel, :func:`search.answer`'s deals go on, 16 at a time, up to this many playouts
#: while its verdict is close (engine/search.py ``answer``); with it ``HARD_CLAIM_DRAWS`` went
#: from 64 to 256. Its answers were the noisy ones: decided again with other rngs (40 duels
#: each against normal and coupml, seed 3), two decisions of one window differed 16-26 % of
#: the time there, against 0-2 % for the answers the search decides and 9-10 % for hard's
#: blocks. Against main (bench/ai_tournament.py), hard-coupml 2,000 games s1-s5 80.7 / 80.2 /
#: 79.4 / 79.0 / 80.5 -> 81.5 / 79.3 / 80.2 / 79.8 / 81.0 % (80.0 -> 80.4 over 10,000; hard's
#: challenges right 68.5 -> 70.1 % on s3), hard-normal 2,000 s1 67.5 -> 68.3, hard-easy 2,000
#: s1 80.0 -> 80.5, taxer and challenger 2,000 s1 86.3 / 86.2 -> 86.8 / 86.8; 400 s1 / s2
#: coupml 79.5 / 80.0 -> 80.5 / 80.5, normal 68.8 / 65.8 -> 67.5 / 65.5, taxer 85.2 / 86.8 ->
#: 85.5 / 88.8, challenger 87.8 / 85.8 -> 88.5 / 86.2, blocker 89.8 / 89.2 -> 88.2 / 88.2,
#: passive 96.5 / 98.0 -> 96.2 / 98.8: each within its noise. hard's CPU p99 per decision
#: (bench/move_trace.py seed 1, 12 games) at most 111 ms, as before.
HARD_ANSWER_MOST = {2: 256}
#: The fresh deals in which a move the search prefers to normal's must beat it, by the
#: margins above, before it replaces it, as a share of the search's playouts: the deals that
#: picked the move flatter it (engine/search.py ``search``). Measured against normal and coupml.
HARD_HOLDOUT = 0.4
#: The same share with three or more players in the game, where a playout costs 2-3 times
#: a duel's and the hold-out (the slowest 1 % of decisions were actions with one) put
#: hard's p99 over 200 ms per decision. Of 166 such hold-outs played in full (bench/
#: move_trace.py seed 1, 12 games each of hard-normal-easy and hard2-normal2), 24 passed;
#: with search's early stop, 0.4 keeps 23 of them and plays 76 % of the deals, 0.3 keeps
#: 20 (and passes 2 others) and plays 61 %.
HARD_HOLDOUT_MORE = 0.3
#: The decisions a search of ``hard`` plays in all its playouts (engine/search.py ``search``,
#: its hold-out included) before it stops: a bound on the slowest decisions, which are
#: actions early in a game, whose playouts run long (50-60 decisions each among three),
#: with a hold-out played in full (about 20 microseconds of CPU a decision here). In
#: bench/move_trace.py's seed 1 (12 games each of hard-normal, hard-normal-easy,
#: hard2-normal2 and hard-normal+both, before the cap) it stops 4 % of the searched
#: decisions or fewer (9 of 224 among three, 8 of 143 with the expansions, 4 of 113 in a
#: duel, 3 of 597 among four), whose largest played 6,400-8,200. It took hard's p99 among
#: three from a median of 139 ms to 118 (bench/move_trace.py, 12 games of seed 1, twelve
#: paired runs at load 3-5, faster in 9 of them) and with both expansions from 170 to 128
#: (faster in 11), and over 400 games of hard-normal2 from 128 / 119 ms to 100 / 99
#: (seeds 1 / 2), at no cost in strength that 400 games can see (bench/ai_tournament.py,
#: seeds 1 / 2: hard-normal2 56.2 / 51.2 -> 55.8 / 49.8 %, hard-normal 64.0 / 62.5 -> 64.0 /
#: 59.8, hard-coupml 80.8 / 77.0 -> 79.5 / 77.2, hard2-coupml2 81.0 / 85.0 -> 81.0 / 85.5,
#: taxer 87.2 / 86.0 -> 86.5 / 85.2, blocker 89.5 / 89.2 -> 89.8 / 89.2, challenger 88.0 /
#: 85.0 -> 88.2 / 85.2, passive 98.8 / 98.8 -> 98.5 / 98.5).
HARD_STEPS = 5000
#: Private decisions ``hard`` searches (the card to lose, an exchange's keep), with an
#: answer's playouts and an action's margin.
HARD_PRIVATE_STEPS = ("lose", "exchange")


def _hard(view: dict, memory: Memory, rng: _random.Random, moves: list[Move]) -> Move:
    """``normal``'s choice, replaced by a clearly better one when playouts over guessed
    deals (engine/search.py) find one: on its turn, its action; in a challenge or block
    window, its answer. In the playouts, a player who challenges nearly everything or
    nearly nothing, or who blocks regardless, is played by those habits rather than as
    ``normal``. A Coup is never second-guessed. Of the private decisions, the card to lose
    and an exchange's keep go to the search as an action does (each distinct choice a
    candidate, ``normal``'s the default, the same margin and hold-out, an answer's
    playouts): which card survives decides what hard can later claim honestly, and
    ``normal``'s rule keeps the card it values most whatever the position; a card to show,
    an Examine's verdict and the faction are ``normal``'s.

    A block ``normal`` lets stand is not challenged on the search's word alone: the guessed
    deals give a block the prior's odds of a bluff until the player has shown how it blocks,
    and the search picked challenges where those odds looked best, not where the blocks were
    bluffs (in 600 games against ``normal``, coupml and a player who bluffs only Tax, 42 of the
    54 it added were wrong). It may still let stand a block ``normal`` would challenge.

    A challenge ``normal`` would make of an action's claim is weighed with the belief kept
    apart from the values (engine/search.py ``answer``): playouts where the claimant holds
    the character and playouts where it does not each give what challenging is worth over
    letting the claim stand, and the two are weighed by ``normal``'s own chance that the
    claim is a bluff. The challenge stands unless letting the claim stand comes out better
    by ``HARD_DOUBT_MARGIN`` standard errors. A claim ``normal`` lets stand goes to the
    search as before (where its challenges caught the player who bluffs Tax), except, in a
    duel, one that most of the guessed deals call a bluff (``HARD_CLAIM_ODDS``): that one
    is weighed as above, by the deals' own chance of a bluff, and challenged when the
    challenge comes out better by ``HARD_CLAIM_MARGIN`` standard errors. ``normal``'s belief
    does not read what the deals do (a Tax passed up, ``PASSED_ODDS``), and the search's
    margin kept its answer: in hard's challenge windows on ``normal``'s action claims (150
    duels, seed 2), of the claims that more than half the deals called a bluff, hard let
    40 bluffs and 17 honest claims stand. Below one half the deals overstate ``normal``'s
    bluffs (given 0.2-0.5, 4-15 % were bluffs), and weighing every claim that way made hard
    challenge honest claims (right in 66 % of its challenges, not 79 %).

    The default is ``normal``'s rule with hard's own weights (``HARD_KNOBS``), which play
    better than ``normal``'s against every opponent measured but the challenger (0.3 points
    less at most); the playouts' players keep ``normal``'s.

    Among three or more players, an assassination aimed at hard while it holds two cards is
    let stand unless those weighed playouts show the challenge clearly better: a lost
    challenge costs both cards where letting it stand costs one (or a Contessa named), and
    there ``normal`` gives such a claim about half a chance of a bluff where few are (of
    coupml's AI's assassinations aimed at a hard seat with two cards that ``normal`` would
    challenge, 5 of 22 were bluffs in 200 games of two hard seats against two of coupml's).
    """
    from . import search

    table = _Table(view, memory, rng, "normal", moves, knobs=HARD_KNOBS)
    default = table.decide()
    step = view["step"]
    holdout = HARD_HOLDOUT if table.n_alive == 2 else HARD_HOLDOUT_MORE
    answer_playouts = HARD_ANSWER_PLAYOUTS.get(table.n_alive, HARD_ANSWER_PLAYOUTS_MANY)
    answer_most = HARD_ANSWER_MOST.get(table.n_alive)

    def searched(candidates: list[Move], playouts: int, margin: float) -> Move:
        move, _ = search.search(view, memory, rng, candidates, default, playouts,
                                margin=margin, holdout=int(holdout * playouts), steps=HARD_STEPS)
        return move

    if step == "action":
        if default.kind == COUP:
            return default
        return searched(table.candidates(), HARD_PLAYOUTS.get(table.n_alive, HARD_PLAYOUTS_MANY),
                        HARD_MARGIN)
    if step in ("challenge", "block"):
        if step == "challenge" and view["block_card"] is not None and default.kind != CHALLENGE:
            return default
        action_claim = (step == "challenge" and view["block_card"] is None
                        and view["claim"] != NOT_DUKE)
        if action_claim and default.kind == CHALLENGE:
            bluff = 1.0 - table.believes(view["claimant"], view["claim"], False)
            if (table.n_alive >= 3 and view["action"] == ASSASSINATE and view["target"] == table.me
                    and len(table.hand) >= 2):
                default = table.find(ALLOW)  # among more players: the challenge must prove itself
            move, _ = search.answer(view, memory, rng, moves, default, bluff, answer_playouts,
                                    margin=HARD_DOUBT_MARGIN, most=answer_most)
            return move
        if action_claim and table.n_alive == 2:
            bluff = search.bluff_odds(view, memory, rng, view["claimant"], view["claim"],
                                      HARD_CLAIM_DRAWS)
            if bluff is not None and bluff >= HARD_CLAIM_ODDS:
                move, _ = search.answer(view, memory, rng, moves, default, bluff,
                                        answer_playouts, margin=HARD_CLAIM_MARGIN, most=answer_most)
                return move
        return searched(list(moves), answer_playouts, HARD_ANSWER_MARGIN)
    if step in HARD_PRIVATE_STEPS:
        return searched(list(moves), answer_playouts, HARD_MARGIN)
    return default


@dataclasses.dataclass(frozen=True)
class Knobs:
    """Weights of ``normal``'s rules that another level may set otherwise (the defaults
    are ``normal``'s own). On its last card in a duel a seat challenges a claim when letting
    it stand loses a race of ``race_plies`` turns; a claim whose challenge is expected to
    win cards it challenges with a probability of ``challenge_base`` plus twice those cards;
    a block bluff that pays it makes ``block_bluff`` of the times. With ``sure_doubts`` a
    seat weighing a block bluff expects the actor to challenge where the actor may know the
    block is a bluff (:meth:`_Table.placed_by`) or has nothing left to lose
    (:meth:`_Table.cornered`)."""

    race_plies: int = RACE_PLIES
    challenge_base: float = 0.4
    block_bluff: float = 0.85
    sure_doubts: bool = False


#: ``normal``'s weights (and those of the playouts' players).
NORMAL_KNOBS = Knobs()
#: The weights of ``hard``'s default move, before its search (:func:`_hard`): no challenge
#: on a last card only because a two-turn race of held cards is lost (that race leaves out
#: the bluffs that can still turn it, and the search weighs such a challenge anyway), a
#: claim challenged more readily where that pays, a block bluffed whenever it pays. As
#: ``normal`` (no search; bench/ai_tournament.py's deals and seatings, 2,000 duels on each
#: of two seeds) these weights win 53.0 / 54.5 % against ``normal``, 2.6-8.6 points more
#: than ``normal`` against coupml, the taxer, the blocker and the passive player, 0.4-2.8
#: more against the stealer and the assassin, and 0.05-0.3 less against the challenger.
#: ``sure_doubts`` came later, against coup-online's computer player, which always
#: challenges a block when cornered (with the playouts' cornered player, engine/search.py
#: ``_cornered``: see the closing note of issue 35 for the figures).
HARD_KNOBS = Knobs(race_plies=1, challenge_base=0.7, block_bluff=1.0, sure_doubts=True)


class _Table:
    """One decision: the view, the memory and the moves, with the estimates they give."""

    __slots__ = ("v", "m", "rng", "level", "moves", "me", "hand", "coins", "hidden", "alive",
                 "others", "n_alive", "_counts", "_slots", "claims_of", "chars",
                 "steal_blockers", "factions", "lookahead", "k")

    def __init__(self, view, memory, rng, level, moves, lookahead: bool = True,
                 knobs: Knobs = NORMAL_KNOBS):
        self.k = knobs
        self.lookahead = lookahead  # the duel's race look-ahead (off in hard's playouts: cost)
        self.v = view
        self.m = memory
        self.rng = rng
        self.level = level
        self.moves = moves
        self.me = view["seat"]
        self.hand = view["hand"]
        self.coins = view["coins"]
        self.hidden = view["hidden_counts"]
        self.alive = view["alive"]
        self.others = [s for s, a in enumerate(self.alive) if a and s != self.me]
        self.n_alive = len(self.others) + 1
        self._counts = self._slots = None
        inquisitor = bool(view.get("inquisitor"))
        self.claims_of = _CLAIMS_BY_OPTIONS[bool(view.get("reformation")), inquisitor]
        self.chars = INQUISITOR_CHARACTERS if inquisitor else CHARACTERS
        self.steal_blockers = (CAPTAIN, INQUISITOR) if inquisitor else (CAPTAIN, AMBASSADOR)
        self.factions = view.get("factions")

    def decide(self) -> Move:
        step = self.v["step"]
        if step == "action":
            return self.action()
        if step == "challenge":
            return self.respond()
        if step == "block":
            return self.block()
        if step == "prove":
            return self.find(PROVE) or self.find(CONCEDE)
        if step == "lose":
            return self.reveal()
        if step == "exchange":
            return self.keep()
        if step == "draft":
            return self.draft()
        if step == "faction":
            return self.faction()
        if step == "show":
            return self.show()
        if step == "examine":
            return self.examine()
        return self.moves[0]

    # ---- helpers

    def find(self, kind, target=None, card=None):
        for m in self.moves:
            if m.kind == kind and m.target == target and m.card == card:
                return m
        return None

    @property
    def easy(self) -> bool:
        return self.level == "easy"

    def copies(self, card: str) -> float:
        """How many copies of ``card`` there are in play (in the draft, the other
        player's pick is unknown: it counts as the share of players who pick it)."""
        v = self.v
        if v["variant"] == "draft":
            return 1 + (self.m.pick == card) + DRAFT_WEIGHTS[card] / 100.0
        return v["deck_size"] // 5

    def max_copies(self, card: str) -> int:
        if card not in self.chars:
            return 0  # not in this game's deck (R90: no Ambassador with the Inquisitor)
        if self.v["variant"] == "draft":
            pick = self.m.pick
            return 2 + (pick == card) if pick is not None else 3
        return self.v["deck_size"] // 5

    def revealed(self, card: str) -> int:
        """Copies of ``card`` face up."""
        return (self._counts or self._count())[0].get(card, 0)

    def accounted(self, card: str) -> int:
        """Copies whose place this seat knows for sure: revealed ones and its own."""
        return (self._counts or self._count())[1].get(card, 0)

    def _count(self) -> tuple[dict, dict]:
        """By character, the copies face up and the copies accounted for (those and this
        seat's own, in hand or drawn), counted once per decision: ``normal`` asks them a few
        times for each of its moves."""
        revealed: dict[str, int] = {}
        for cards in self.v["revealed"]:
            for c in cards:
                revealed[c] = revealed.get(c, 0) + 1
        accounted = dict(revealed)
        for c in self.hand:
            accounted[c] = accounted.get(c, 0) + 1
        for c in self.v.get("drawn") or ():
            accounted[c] = accounted.get(c, 0) + 1
        self._counts = revealed, accounted
        return self._counts

    def p_holds(self, seat: int, card: str) -> float:
        """The chance that ``seat`` holds ``card`` if its hidden cards were dealt at random
        from the cards this seat cannot place (0 when every copy is accounted for).
        (``accounted``, ``max_copies`` and ``copies`` inlined: hard's playouts ask it
        about a million times a game.)"""
        v = self.v
        accounted = (self._counts or self._count())[1].get(card, 0)
        if v["variant"] == "draft":
            if accounted >= self.max_copies(card):
                return 0.0
            copies = self.copies(card)
        elif card not in self.chars or accounted >= (copies := v["deck_size"] // 5):
            return 0.0
        h = self.hidden[seat]
        seen = self.m.seen.get(seat)
        if seen is not None:  # shown to this seat in an Examine, and not changed since
            if seen == card:
                return 1.0
            if h <= 1:
                return 0.0
            h -= 1  # one card known, not this one: the other is as dealt
        known = self.m.known_court
        unseen = copies - accounted - known.get(card, 0.0)
        slots = self._slots
        if slots is None:
            hidden = self.hidden
            slots = self._slots = (sum([hidden[s] for s in self.others]) + v["court_size"]
                                   - sum(known.values()))
        if slots <= h or unseen >= slots:
            return 1.0
        return _deal_odds(max(unseen, 0.05), slots, h)

    def believes(self, seat: int, card: str, block: bool | None = None) -> float:
        """The chance that ``seat``'s claim of ``card`` is true: the deal's odds, weighed
        by what this seat has learnt of the player's claims (engine/beliefs.py; its
        blocks' apart from its actions'), by blocks it let pass that this character would
        have made (once it is seen to block at all), and by how many different characters
        it claims for the cards it has.
        A character it was caught bluffing is almost surely still a bluff while its hand
        has not changed."""
        if card == NOT_DUKE:
            return self.believes_no_duke(seat)
        p = self.p_holds(seat, card)
        if p <= 0.0:
            return 0.0
        if card in self.m.denied.get(seat, ()):
            return 0.03 * p
        if block is None:
            block = card in self.m.blocked_with.get(seat, ())
        factor = 1.0
        declined = self.m.lacks(seat)
        if card in declined or (card == INQUISITOR and AMBASSADOR in declined):
            factor *= DECLINED_CLAIM
        claimed = self.m.claims.get(seat, ())
        if len(claimed) + (card not in claimed) > self.hidden[seat]:  # (a set of characters)
            factor *= 2.5  # more characters than cards: some of it is a bluff
        if block and card == CONTESSA and self.hidden[seat] == 1:
            factor *= DESPERATE_BLUFF  # on its last card, anyone names a Contessa
        return self.m.style(seat, block, card).truth(p, factor)

    def believes_no_duke(self, seat: int) -> float:
        """The chance that ``seat``'s Embezzle is true (R79: it holds no Duke): the deal's
        odds of a Duke, less likely by foreign aid it let through, with a Duke holder
        bluffing as often as this player has been caught doing; but a player who claimed a
        Duke and stood by it is believed as far as that claim is."""
        if self.m.seen.get(seat) == DUKE:
            return 0.0  # shown to this seat in an Examine
        if DUKE in self.m.claims.get(seat, ()):
            return 1.0 - self.believes(seat, DUKE)
        duke = self.p_holds(seat, DUKE)
        if DUKE in self.m.declined.get(seat, ()):
            duke /= DECLINED_BLUFF
        if duke >= 1.0:
            return 0.0
        beta = self.m.bluffiness(seat)
        return (1.0 - duke) / ((1.0 - duke) + duke * beta)

    def challenged_chance(self, card: str, by=None, target=None) -> float:
        """The chance that somebody challenges this seat claiming ``card`` (against
        ``target``: an assassinated player on its last card has little to lose)."""
        if card == NOT_DUKE:  # an Embezzle: doubted by whoever thinks this seat has a Duke
            doubt = 2.5 if DUKE in self.m.claims.get(self.me, ()) else 0.8
        else:
            doubt = 1.6 if self.revealed(card) >= self.max_copies(card) - 1 else 1.0
        none = 1.0
        for s in (self.others if by is None else by):
            rate = self.m.challenge_rate(s) * doubt
            if s == target and card == ASSASSIN and self.hidden[s] == 1:
                rate = max(rate, 0.65)
            none *= 1.0 - min(0.95, rate)
        return 1.0 - none

    def threat(self, seat: int) -> float:
        """How dangerous a player is: coins, influence, and the characters they claim."""
        claims = self.m.claims.get(seat, ())
        t = self.coins[seat] + 2.5 * self.hidden[seat]
        if DUKE in claims:
            t += 1.5
        if ASSASSIN in claims:
            t += 1.5
        if self.coins[seat] >= 7:
            t += 3.0
        return t

    def card_value(self, card: str, story: bool = True) -> float:
        """How much this seat wants to keep ``card`` now."""
        value = CARD_VALUE[card]
        if card == CONTESSA and any(ASSASSIN in self.m.claims.get(s, ()) or self.coins[s] >= 3
                                    for s in self.others):
            value += 0.8
        if story and card in self.m.claims.get(self.me, ()):
            value += 0.4  # keeps my story straight
        if card == CAPTAIN and self.n_alive > 3:
            value -= 0.4
        return value

    def block_chance(self, seat: int, cards) -> float:
        """The chance ``seat`` blocks with one of ``cards``: it holds one (as its claims
        and the deal say), or blocks without it as readily as its blocks' style says."""
        m = self.m
        lacks = 1.0
        claimed = m.claims.get(seat, ())
        declined, denied = m.declined.get(seat, ()), m.denied.get(seat, ())
        for c in cards:
            if c not in self.chars:
                continue
            if c in claimed:
                p = self.believes(seat, c)
            else:
                p = self.p_holds(seat, c)
                if c in declined:
                    p = p / (p + (1.0 - p) * DECLINED_BLUFF)
            if c in denied:
                p *= 0.05
            lacks *= 1.0 - p
        return 1.0 - lacks * (1.0 - m.style(seat, True).bluff_rate())

    def placed_by(self, seat: int, card: str) -> float:
        """The chance that ``seat`` can place every copy of ``card`` (face up, or in its own
        hand), and so knows that this seat's claim of one is a bluff. How many copies
        ``seat`` holds is guessed from what this seat knows: a character it claims counts as
        far as the claim is believed."""
        left = self.max_copies(card) - self.revealed(card)
        if left <= 0:
            return 1.0
        if left == 1:
            if card in self.m.claims.get(seat, ()):
                return self.believes(seat, card)
            return self.p_holds(seat, card)
        if left == 2 and self.hidden[seat] >= 2:
            unseen = self.max_copies(card) - self.accounted(card)  # not face up, not mine
            slots = sum(self.hidden[s] for s in self.others) + self.v["court_size"]
            return max(0.0, unseen * (unseen - 1) / (slots * (slots - 1))) if slots > 1 else 0.0
        return 0.0

    def cornered(self, seat: int) -> float:
        """1 when ``seat``, on its last card in a duel, faces this seat's Coup next turn if
        its action is blocked: with nothing left to lose, it challenges any block."""
        return float(self.n_alive == 2 and self.hidden[seat] == 1 and self.coins[self.me] >= 7)

    def caught_on(self, card: str) -> bool:
        """Whether this seat was caught bluffing ``card`` and has had no new card since:
        claiming it again is a bluff every attentive player sees through."""
        return card in self.m.denied.get(self.me, ()) and card not in self.hand

    def seen_through(self, card: str) -> bool:
        """Whether a claim of ``card`` by this seat is a bluff any attentive player sees
        through: every copy is accounted for (face up or in my hand), or I was caught
        bluffing it and have had no new card since."""
        return self.accounted(card) >= self.max_copies(card) or self.caught_on(card)

    def doomed(self) -> bool:
        """On my last card in a duel, against a Coup that comes next turn whatever I do."""
        return (self.n_alive == 2 and len(self.hand) == 1
                and self.coins[self.others[0]] >= 7 and self.coins[self.me] < 7)

    def my_loss(self) -> float:
        """What losing one influence costs this seat, in cards: in a duel, the share of
        the game it costs (``_DUEL``) over the share of one card at 2 against 2."""
        if self.n_alive == 2:
            if self.doomed():
                return 0.2
            m, t = len(self.hand), self.hidden[self.others[0]]
            return (_DUEL[m][t] - _DUEL[m - 1][t]) / _DUEL_CARD
        return 1.0 if len(self.hand) >= 2 else 1.3

    def my_loss_last(self) -> float:
        return 1.0 if self.n_alive == 2 else 1.3

    def their_loss(self, seat: int) -> float:
        """What ``seat`` losing one influence is worth to this seat, in cards."""
        if self.n_alive == 2:
            m, t = len(self.hand), self.hidden[seat]
            return (_DUEL[m][t - 1] - _DUEL[m][t]) / _DUEL_CARD
        return 0.6 if self.hidden[seat] >= 2 else 0.8

    def candidates(self) -> list[Move]:
        """The moves worth searching: all of them, but at most the two most threatening
        targets of each targeted action."""
        moves = self.moves
        if self.v["step"] != "action" or self.n_alive <= 3:
            return list(moves)
        by_kind: dict[str, list[Move]] = {}
        for m in moves:
            by_kind.setdefault(m.kind, []).append(m)
        out = []
        for kind, ms in by_kind.items():
            if ms[0].target is not None:
                ms = sorted(ms, key=lambda m: -self.threat(m.target))[:2]
            out += ms
        return out

    # ---- the turn's action

    def action(self) -> Move:
        coins = self.coins[self.me]
        coups = [m for m in self.moves if m.kind == COUP]
        if coups and (coins >= 7 or len(coups) == len(self.moves)):
            return max(coups, key=lambda m: (self.threat(m.target), self.rng.random()))
        return self.easy_action() if self.easy else self.normal_action()

    def easy_action(self) -> Move:
        hand, rng = self.hand, self.rng
        kinds = {m.kind for m in self.moves}
        if ASSASSIN in hand and ASSASSINATE in kinds and rng.random() < 0.9:
            targets = [m for m in self.moves if m.kind == ASSASSINATE]
            return max(targets, key=lambda m: (self.threat(m.target), rng.random()))
        reserve = self.v.get("reserve") or 0
        if DUKE not in hand and reserve >= 3 and EMBEZZLE in kinds:
            return self.find(EMBEZZLE)  # honest: it holds no Duke (R79)
        if DUKE in hand and rng.random() < 0.9:
            return self.find(TAX)
        if CAPTAIN in hand and rng.random() < 0.8:
            steals = [m for m in self.moves if m.kind == STEAL and self.coins[m.target] >= 2
                      and not self.m.claims.get(m.target, set()).intersection(self.steal_blockers)]
            if steals:
                return max(steals, key=lambda m: (self.coins[m.target], rng.random()))
        exchanger = self.claims_of[EXCHANGE]
        if exchanger in hand and not {DUKE, CAPTAIN, ASSASSIN} & set(hand) and rng.random() < 0.6:
            if EXAMINE in kinds and rng.random() < 0.4:
                examines = [m for m in self.moves if m.kind == EXAMINE]
                return max(examines, key=lambda m: (self.threat(m.target), rng.random()))
            return self.find(EXCHANGE)
        duke_claimed = any(DUKE in self.m.claims.get(s, ()) for s in self.others)
        if duke_claimed or rng.random() < 0.3:
            return self.find(INCOME)
        return self.find(FOREIGN_AID)

    def normal_action(self) -> Move:
        """Weigh every legal action in coins, bluffs at their risk, and take the best
        (with a little noise, as people do)."""
        hand, coins, m = self.hand, self.coins, self.m
        duel = self.n_alive == 2
        card_coins = 6.0 if len(hand) >= 2 or duel else 8.0
        if self.doomed():
            card_coins = 1.0  # nothing left to lose: only a bold move can win
        chal = {}
        best, best_score = None, -1e9
        rng = self.rng
        race = self.race_roles() if duel and self.lookahead and self.factions is None else None
        # A bluff likely doubted has no race value of its own; where every honest move loses
        # the race it would win by that alone. Against a player seen to challenge, or one never
        # given a claim to challenge while an honest claim can try it at no risk, such a bluff
        # takes the worst race value of the honest moves instead (none above 0).
        doubter = untried = False
        if race is not None:
            them = self.others[0]
            doubter = m.challenges.get(them, 0) > 0
            untried = not m.chances.get(them, 0)
        honest_races, doubted, honest_claim = [], [], False
        for move in self.moves:
            kind, t = move.kind, move.target
            claim = self.claims_of.get(kind)
            if kind == INCOME:
                score = 1.0
            elif kind == FOREIGN_AID:
                blocked = 1.0
                for s in self.others:
                    if self.may_aim(s, self.me, self.factions):  # R73: not within a faction
                        blocked *= 1.0 - self.block_chance(s, (DUKE,))
                score = 2.0 * blocked + 0.1
            elif kind == TAX:
                score = 3.0
            elif kind == STEAL:
                amount = min(2, coins[t])
                keep = 1.0 - self.block_chance(t, self.steal_blockers)
                score = amount * (2.0 if duel else 1.4)
                if coins[t] >= 7 > coins[t] - amount:
                    score += 4.0 if duel else 2.0  # no Coup from them next turn
                score *= keep
            elif kind == ASSASSINATE:
                keep = 1.0 - self.block_chance(t, (CONTESSA,))
                kill = (KILL_COINS_DUEL if duel else 6.0) if self.hidden[t] >= 2 else (14.0 if duel else 8.0)
                score = kill * keep - 3.0 + 0.02 * self.threat(t)
            elif kind == EXCHANGE:
                # an exchange that just found nothing better to keep is not tried again at once
                strong = {DUKE, CAPTAIN, ASSASSIN} & set(hand) or m.fruitless == tuple(sorted(hand))
                score = 0.6 if strong else 2.2
                if claim == INQUISITOR:
                    score *= 0.7  # one card drawn, not two (R92)
            elif kind == EXAMINE:
                score = self.examine_worth(t)
            elif kind == EMBEZZLE:
                score = float(self.v.get("reserve") or 0)
                if DUKE in hand:  # a bluff (R79): rarely, and only for a rich Reserve
                    if score < 4.0 or rng.random() < 0.7:
                        continue
                    claim = NOT_DUKE
                else:
                    claim = None  # true: a challenger pays a card
                    score += 0.8 * self.challenged_chance(NOT_DUKE)
            elif kind == CONVERT:
                score = self.convert_worth(t, card_coins)
            else:  # a Coup below 7 coins is not offered; keep it possible anyway
                score = 5.0
            if claim is not None:
                key = (claim, t if kind == ASSASSINATE else None)
                if key not in chal:
                    chal[key] = self.challenged_chance(claim, target=key[1])
                pc = chal[key]
                if claim in hand:
                    score += pc * 2.5  # a challenger of a true claim pays a card
                else:
                    if claim != NOT_DUKE and self.seen_through(claim):
                        continue
                    refund = 3.0 if kind == ASSASSINATE else 0.0
                    score = (1.0 - pc) * score - pc * (card_coins - refund) - 0.3
            if (race is not None and kind in _RACED
                    and (claim is None or claim in hand or chal[key] < RACE_FREE_BLUFF)):
                # The race plays what this seat holds and the bluffs that go unchallenged: a
                # bluff likely doubted is valued by its coins and its risk alone.
                worth = self.race_worth(move, claim, race, chal)
                score += RACE_COINS * worth
                if claim is None or claim in hand:
                    honest_races.append(worth)
                    honest_claim = honest_claim or claim is not None
            score += rng.random() * 0.5
            if t is not None and kind != CONVERT:
                score += 0.05 * self.threat(t)
            if ((doubter or untried) and kind in _RACED and claim is not None
                    and claim not in hand and chal[key] >= RACE_FREE_BLUFF):
                doubted.append((move, score))
            elif score > best_score:
                best, best_score = move, score
        if doubted:
            floor = RACE_COINS * min(0.0, *honest_races) if doubter or honest_claim else 0.0
            for move, score in doubted:
                if score + floor > best_score:
                    best, best_score = move, score + floor
        return best or self.find(INCOME)

    def race_roles(self) -> list:
        """The characters each side of a duel plays in the race look-ahead, with their
        chances: this seat, the ones it holds and those it may claim with little risk of a
        challenge (the opponent's observed challenges); the opponent, the characters it
        claims and was not caught bluffing (a Duke when it claimed nothing yet), with or
        without a Contessa and a steal blocker as likely as it is expected to block with
        them (its hand as the deal and its claims say, and its blocks' observed style).
        Each case: (its chance, this seat's roles, the opponent's), the roles as
        :func:`_powers` gives them."""
        them = self.others[0]
        mine = set(self.hand)
        for c in (DUKE, CAPTAIN, ASSASSIN):
            if c not in mine and not self.seen_through(c) and self.challenged_chance(c) < RACE_FREE_BLUFF:
                mine.add(c)
        denied = self.m.denied.get(them, ())
        theirs = {c for c in self.m.claims.get(them, ()) if c not in denied}
        theirs.discard(CONTESSA)
        theirs.difference_update(self.steal_blockers)
        p_duke = 0.0
        if DUKE not in theirs and DUKE not in denied and not theirs & {CAPTAIN, ASSASSIN}:
            p_duke = self.p_holds(them, DUKE)  # no claim yet: it taxes as likely as it holds one
        p_contessa = self.block_chance(them, (CONTESSA,))
        p_steal = self.block_chance(them, self.steal_blockers)
        out = []
        my_powers, their_powers = _powers(mine), _powers(theirs)
        for duke, pd in ((_TAXES, p_duke), (0, 1.0 - p_duke)):
            for contessa, pc in ((_NO_KILL, p_contessa), (0, 1.0 - p_contessa)):
                # a steal blocker blocks a steal in the race, and steals nothing
                for captain, ps in ((_NO_STEAL, p_steal), (0, 1.0 - p_steal)):
                    w = pd * pc * ps
                    if w <= 0.0:
                        continue
                    out.append((w, my_powers, their_powers | duke | contessa | captain))
        return out

    def race_worth(self, move: Move, claim, cases: list, chal: dict) -> float:
        """In a duel: the expected outcome (+1 won, -1 lost, 0 not yet decided) of a race
        (``_race_of``, the opponent to move) after this action, over its being challenged (at
        the opponent's observed rate) and over the opponent's blocks (``race_roles``)."""
        me, them = self.me, self.others[0]
        kind, t = move.kind, move.target
        p_chal = 0.0
        if claim is not None and claim != NOT_DUKE:
            p_chal = chal.get((claim, t if kind == ASSASSINATE else None), 0.0)
        bluff = claim is not None and claim != NOT_DUKE and claim not in self.hand
        p_duke = self.block_chance(them, (DUKE,)) if kind == FOREIGN_AID else 0.0
        rival = self.m.challenge_rate(them) >= 0.5  # it challenges every claim in the race
        my_cards = len(self.hand)
        total = 0.0
        for w, mine, theirs in cases:
            for p, how in ((p_chal, "caught" if bluff else "proved"), (1.0 - p_chal, "allowed")):
                if p <= 0.0:
                    continue
                if how == "caught":
                    # A card lost to a doubted bluff: the race's players do not doubt, so
                    # it cannot tell how the game goes on; count it lost.
                    total -= w * p
                    continue
                my_coins, their_coins = self.coins[me], self.coins[them]
                their_cards = self.hidden[them]
                if how == "proved":
                    their_cards -= 1
                    if their_cards <= 0:
                        total += w * p
                        continue
                if kind == INCOME:
                    my_coins += 1
                elif kind == FOREIGN_AID:
                    if p_duke > 0.0:  # blocked as often as it is expected to (not by its Tax)
                        total += w * p * p_duke * _race_of(my_coins, their_coins, my_cards,
                                                           their_cards, mine, theirs, 1,
                                                           RACE_LOOKAHEAD, False, rival)
                        p *= 1.0 - p_duke
                    my_coins += 2
                elif kind == TAX:
                    my_coins += 3
                elif kind == STEAL and not theirs & _NO_STEAL:
                    k = min(2, their_coins)
                    their_coins -= k
                    my_coins += k
                elif kind == ASSASSINATE:
                    my_coins -= 3
                    if not theirs & _NO_KILL:
                        their_cards -= 1
                        if their_cards <= 0:
                            total += w * p
                            continue
                total += w * p * _race_of(my_coins, their_coins, my_cards, their_cards, mine,
                                          theirs, 1, RACE_LOOKAHEAD, False, rival)
        return total

    # ---- answering a claim

    def respond(self) -> Move:
        """Challenge or allow a claim: an action's character, or a block's."""
        v, me = self.v, self.me
        claimant, card = v["claimant"], v["claim"]
        allow = self.find(ALLOW)
        challenge = self.find(CHALLENGE)
        action, actor, target = v["action"], v["turn"], v["target"]
        blocking = v["blocker"] is not None
        # Assassinated with Contessa in hand: let the claim stand and block.
        if not blocking and action == ASSASSINATE and target == me and CONTESSA in self.hand:
            return allow
        if self.easy:
            if (not blocking and action == ASSASSINATE and target == me and len(self.hand) == 1):
                return challenge  # allowing is certain elimination
            return challenge if self.rng.random() < 0.05 else allow
        truth = self.believes(claimant, card, blocking)
        if truth <= 0.0:
            return challenge  # every copy is accounted for
        bluff = 1.0 - truth
        if not blocking and action == ASSASSINATE and target == me:
            return challenge if self.should_challenge_assassin(bluff, actor) else allow
        if self.n_alive == 2 and len(self.hand) == 1 and self.race_after_allowing(self.k.race_plies) < 0:
            return challenge  # allowing loses the duel: only a caught bluff saves it
        gain = self.their_loss(claimant)
        relevant = self.n_alive == 2 or target == me or (blocking and actor == me)
        if not relevant:
            gain *= 0.6
        if not blocking:
            if action == TAX:
                gain += 0.3 if self.n_alive == 2 else 0.15
            elif action == STEAL:
                gain += 0.1 * min(2, self.coins[target]) * (2.0 if target == me else 0.5)
            elif action == ASSASSINATE:
                gain += 0.3
            elif action == EXCHANGE:
                gain += 0.1
            elif action == EXAMINE:
                gain += 0.3 if target == me else 0.05
            elif action == EMBEZZLE:
                gain += 0.1 * (self.v.get("reserve") or 0)  # a conceded Embezzle takes nothing
        elif actor == me:
            if action == FOREIGN_AID:
                gain += 0.2
            elif action == STEAL:
                gain += 0.2 * min(2, self.coins[target])
            elif action == ASSASSINATE:
                gain += self.their_loss(claimant)  # the assassination follows
        ev = bluff * gain - truth * self.my_loss()
        if ev <= 0.0:
            return allow
        return challenge if self.rng.random() < min(1.0, self.k.challenge_base + 2.0 * ev) else allow

    def race_after_allowing(self, plies: int) -> int:
        """In a duel: who wins if this claim stands and both players then take, turn by
        turn, their best plain move with the characters they hold or claim (+1 this seat,
        -1 the other, 0 not within a few turns)."""
        v, me = self.v, self.me
        them = self.others[0]
        coins = {me: self.coins[me], them: self.coins[them]}
        cards = {me: len(self.hand), them: self.hidden[them]}
        roles = {me: set(self.hand), them: set(self.m.claims.get(them, ())) | {v["claim"]}}
        action = v["action"]
        if v["blocker"] is None:  # their action goes ahead, then it is my turn
            _claim_stands(coins, action, them, me)
            turn = me
        else:                     # my action is blocked; their turn comes
            turn = them
        return _race(coins, cards, roles, me, them, turn, plies)

    def should_challenge_assassin(self, bluff: float, actor: int) -> bool:
        """Assassinated without a Contessa: challenge, or allow and then bluff a Contessa
        (or take the loss), whichever keeps this seat alive more often."""
        q = min(0.95, self.m.challenge_rate(actor) * 1.3)  # the actor doubting a Contessa
        if len(self.hand) == 1:
            return bluff > 1.0 - q or (bluff > 0.5 and self.rng.random() < 0.5)
        # Two cards. Utilities in cards lost (elimination costs a little more away from a duel).
        dead = -1.0 - self.my_loss_last()
        u_allow = max(-1.0, q * dead)  # take the loss, or bluff a Contessa
        u_challenge = bluff * self.their_loss(actor) + (1.0 - bluff) * ((1.0 - q) * -1.0 + q * dead)
        return u_challenge > u_allow + 0.05

    # ---- blocks

    def block(self) -> Move:
        """Block with a card held; ``normal`` also bluffs one when the actor seldom
        challenges, and always names a Contessa rather than lose its last card."""
        v, me, hand = self.v, self.me, self.hand
        action, actor = v["action"], v["turn"]
        allow = self.find(ALLOW)
        honest = [m for m in self.moves if m.kind == BLOCK and m.card in hand]
        if honest:
            if action == FOREIGN_AID and self.easy and self.rng.random() < 0.2:
                return allow
            # Name the card I would rather swap if the block is challenged and proved.
            return min(honest, key=lambda m: CARD_VALUE[m.card])
        if self.easy:
            return allow
        q = min(0.95, self.m.challenge_rate(actor) * 1.2)
        if action == FOREIGN_AID:
            q = self.challenged_chance(DUKE)
            worth = 0.3 if self.coins[actor] + 2 >= 7 else 0.15
            bluff = self.find(BLOCK, card=DUKE)
        elif action == STEAL:
            stolen = min(2, self.coins[me])
            worth = 0.2 * stolen
            captain, other = self.steal_blockers
            card = captain if self.rng.random() < 0.6 else other
            if self.seen_through(card):
                card = other if card == captain else captain
            elif self.k.sure_doubts:
                swap = other if card == captain else captain
                if not self.seen_through(swap) and self.placed_by(actor, swap) < self.placed_by(actor, card):
                    card = swap
            bluff = self.find(BLOCK, card=card)
        elif action == ASSASSINATE:
            bluff = self.find(BLOCK, card=CONTESSA)
            if self.accounted(CONTESSA) >= self.max_copies(CONTESSA):
                return allow
            if len(hand) == 1:
                return bluff  # allowing is certain elimination
            if self.caught_on(CONTESSA):
                return allow
            if self.k.sure_doubts:
                q = max(q, self.placed_by(actor, CONTESSA), self.cornered(actor))
            dead = 1.0 + self.my_loss_last()
            # allow: lose 1 for sure; bluff: lose nothing, or both cards when caught
            return bluff if q * dead < 1.0 and self.rng.random() < self.k.block_bluff else allow
        else:
            return allow
        if bluff is None:
            return allow
        if self.seen_through(bluff.card):
            return allow
        if self.k.sure_doubts:
            q = max(q, self.placed_by(actor, bluff.card), self.cornered(actor))
        ev = (1.0 - q) * worth - q * self.my_loss()
        return bluff if ev > 0.0 and self.rng.random() < self.k.block_bluff else allow

    # ---- private decisions

    def reveal(self) -> Move:
        reveals = [m for m in self.moves if m.kind == REVEAL]
        return min(reveals, key=lambda m: (self.card_value(m.card), self.rng.random()))

    def keep(self) -> Move:
        keeps = [m for m in self.moves if m.kind == KEEP]

        def score(m):
            cards = m.card
            total = sum(self.card_value(c, story=False) for c in cards)
            if len(cards) == 2 and cards[0] == cards[1]:
                total -= 0.6 * self.card_value(cards[0], story=False)
            return total, self.rng.random()

        return max(keeps, key=score)

    def faction(self) -> Move:
        """R71: the two factions are alike and the seats alternate whichever the starter
        takes, so the choice only labels them: either, at random."""
        return self.rng.choice([m for m in self.moves if m.kind == FACTION])

    def show(self) -> Move:
        """Examined (R94): show the card this seat least minds the Inquisitor forcing
        away, and, between equals, one it already claimed (it tells them least)."""
        claimed = self.m.claims.get(self.me, ())
        shows = [m for m in self.moves if m.kind == SHOW]
        return min(shows, key=lambda m: (self.card_value(m.card, story=False)
                                         - (0.3 if m.card in claimed else 0.0), self.rng.random()))

    def danger(self, card: str) -> float:
        """How much harm ``card`` in another player's hand can do to this seat."""
        hand = self.hand
        if card == DUKE:
            return 1.2  # its Tax brings every Coup closer
        if card == ASSASSIN:
            return 1.0 + (0.8 if len(hand) == 1 else 0.0)
        if card == CAPTAIN:
            return 0.6 + (0.4 if len(hand) == 1 or self.coins[self.me] >= 4 else 0.0)
        if card == CONTESSA:
            return 1.3 if ASSASSIN in hand else 0.3  # it stops my Assassin
        if card in self.steal_blockers:  # the Inquisitor (or Ambassador) blocks my Steal
            return 0.7 if CAPTAIN in hand else 0.4
        return 0.3

    def examine(self) -> Move:
        """The Inquisitor's verdict (R95): force the shown card away when it is more
        dangerous to this seat than the random card that replaces it, by more than what
        knowing that card is worth; otherwise give it back."""
        card, target = self.v.get("shown"), self.v["target"]
        force, give = self.find(FORCE_EXCHANGE), self.find(GIVE_BACK)
        if card is None:
            return give
        if self.easy:
            return force if card in (DUKE, ASSASSIN, CAPTAIN) else give
        weights = {c: max(0.0, self.copies(c) - self.accounted(c)) for c in self.chars}
        weights[card] = max(0.0, weights[card] - 1.0)
        total = sum(weights.values())
        replaced = (sum(w * self.danger(c) for c, w in weights.items()) / total
                    if total > 0 else 0.6)
        knowing = 0.25 if self.hidden[target] == 1 else 0.1
        return force if self.danger(card) > replaced + knowing else give

    def examine_worth(self, target: int) -> float:
        """Examine, in coins: a card of ``target`` learnt (its whole hand when it has one
        card left) and the chance to force a dangerous one away (R94, R95)."""
        worth = 0.6 + (1.4 if self.hidden[target] == 1 else 0.5) + 0.04 * self.threat(target)
        if target in self.m.seen:
            worth *= 0.3  # already known
        return worth

    # ---- factions (Reformation)

    def may_aim(self, a: int, b: int, factions) -> bool:
        """R73, R74: whether ``a`` may aim at ``b`` with these factions."""
        if factions is None:
            return True
        alive = self.alive
        split = len({f for s, f in enumerate(factions) if alive[s]}) > 1
        return not split or factions[a] != factions[b]

    def exposure(self, factions) -> float:
        """How much danger this seat is in with these factions: each opponent that may aim
        at it, by what it can do (a Coup, an assassination, lesser harm), shared among the
        players it may aim at."""
        me, coins, alive = self.me, self.coins, self.alive
        total = 0.0
        for o in self.others:
            if not self.may_aim(o, me, factions):
                continue
            if coins[o] >= 7:
                w = 1.0
            elif coins[o] >= 3 and ASSASSIN in self.m.claims.get(o, ()):
                w = 0.6
            else:
                w = 0.15
            aims = sum(1 for s in range(len(alive)) if alive[s] and s != o and self.may_aim(o, s, factions))
            total += w / max(1, aims)
        return total

    def best_aim(self, factions) -> float:
        """The threat of the most dangerous player this seat may aim at."""
        return max((self.threat(s) for s in self.others if self.may_aim(self.me, s, factions)),
                   default=0.0)

    def convert_worth(self, target: int, card_coins: float) -> float:
        """Convert (R77), in coins: the danger this seat escapes (joining the faction of
        whoever is about to strike, or bringing them into its own), plus, when it can
        strike next turn, the chance to aim at a stronger player; less its cost."""
        factions = self.factions
        if factions is None:
            return -1.0
        after = list(factions)
        after[target] = opposite(after[target])
        cost = 1.0 if target == self.me else 2.0
        worth = (self.exposure(factions) - self.exposure(after)) * card_coins
        left = self.coins[self.me] - cost
        if left >= 7 or (left >= 3 and ASSASSIN in self.hand):
            worth += 0.15 * (self.best_aim(after) - self.best_aim(factions))
        return worth - cost

    def draft(self) -> Move:
        drafts = [m for m in self.moves if m.kind == DRAFT]
        weights = [DRAFT_WEIGHTS.get(m.card, 1) for m in drafts]
        return self.rng.choices(drafts, weights)[0]
