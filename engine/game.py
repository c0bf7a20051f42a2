"""The game of Coup as a state machine (rules.md R1–R52), with the Reformation and
Inquisitor expansions as options (R70–R99).

A :class:`Game` always waits on one pending step: a turn's action, a response window
(challenge or block), or a private decision (prove, reveal, exchange, draft, and with
the expansions a faction, a card to show an Inquisitor, and the Inquisitor's verdict).
``game.awaited`` lists the seats that may still answer it, ``game.legal_moves(seat)``
their choices, and ``game.apply(move)`` plays one and returns the events it caused.
Two moves are valid at any moment: a surviving player's ``forfeit`` and the clock's
``timeout``.

Seats are numbered 0..n-1 in seat order (R5). All randomness comes from the
``random.Random`` given to the game.
"""

from __future__ import annotations

import random as _random
from itertools import combinations
from typing import NamedTuple

from . import actions as A
from . import moves as M
from .actions import ASSASSINATE, COUP, FOREIGN_AID, INCOME, STEAL, TAX
from .moves import ALLOW as _ALLOW, BLOCK as _BLOCK, CHALLENGE as _CHALLENGE
from .moves import CONCEDE as _CONCEDE, PROVE as _PROVE
from .actions import CONVERT, EMBEZZLE, EXCHANGE as _EXCHANGE
from .cards import ALL_CHARACTERS, DUKE, NOT_DUKE, characters, copies_per_character, full_deck
from . import factions as F
from .factions import FACTIONS, LOYALIST, REFORMIST
from . import errors as X
from .errors import IllegalMove
from . import events as E
from .events import Event
from .moves import Move
from .rng import SplitMix

SCHEMA_VERSION = 2  # 2: the expansions (R70); schema-1 games still load

# Pending steps.
ACTION = "action"        # the turn's player chooses an action
CHALLENGE = "challenge"  # a claim may be challenged (R41, R43)
BLOCK = "block"          # the action may be blocked (R42)
PROVE = "prove"          # the challenged claimant proves or concedes
LOSE = "lose"            # a player chooses which hidden card to reveal (R20)
EXCHANGE = "exchange"    # the Ambassador (or Inquisitor, R92) keeps cards (R47)
DRAFT = "draft"          # two-player draft picks (R10)
FACTION = "faction"      # the starter chooses a faction (R71)
SHOW = "show"            # an examined player chooses the card to show (R94)
EXAMINE = "examine"      # the Inquisitor gives the shown card back or forces an exchange (R95)
OVER = "over"

STEPS = (ACTION, CHALLENGE, BLOCK, PROVE, LOSE, EXCHANGE, DRAFT, FACTION, SHOW, EXAMINE, OVER)

# Where play goes once a lost influence or a proof is settled.
_END_TURN = "end_turn"
_CLAIM_STOOD = "claim_stood"        # the action's claim survived: blocks, then the effect
_BLOCK_STOOD = "block_stood"        # the block survived: the action is stopped
_BLOCK_FAILED = "block_failed"      # the block was disproved: the action goes ahead (R43)
_RESOLVE = "resolve"                # the action takes effect

DEFAULT_MISSED_TURNS = 3  # R52

_ACTION_KINDS = frozenset(A.ALL_ACTIONS)
_CLAIMABLE = ALL_CHARACTERS + (NOT_DUKE,)  # what a claim may name

_new_tuple = tuple.__new__


def _shuffle(cards: list, random) -> None:
    """Fisher–Yates with ``random()``: a uniformly random order (the Court deck's, R3)."""
    for i in range(len(cards) - 1, 0, -1):
        j = int(random() * (i + 1))
        if j != i:
            cards[i], cards[j] = cards[j], cards[i]


def _shuffle_in(court: list, cards, random) -> None:
    """Return ``cards`` to the Court deck and shuffle it (R41, R47).

    The deck's order is already uniformly random and nobody has seen it, so putting
    each card back at a uniformly random place gives exactly the distribution of a
    full shuffle, at a fraction of the cost.
    """
    for card in cards:
        court.insert(int(random() * (len(court) + 1)), card)


def _event(kind, player=None, target=None, card=None, amount=None, action=None, to=None):
    return _new_tuple(Event, (kind, player, target, card, amount, action, to))


def _choices(by_card: dict) -> dict:
    """{(a, b) or (a,): the moves naming each distinct hidden card}, for every hand."""
    table = {(a,): (by_card[a],) for a in by_card}
    for a in by_card:
        for b in by_card:
            table[a, b] = (by_card[a],) if a == b else (by_card[a], by_card[b])
    return table


def _rivals(seat: int, others: tuple[int, ...], factions: list[str]) -> tuple[int, ...]:
    """R73: the survivors of the other faction; R74: all of them once none is left."""
    mine = factions[seat]
    rivals = tuple(s for s in others if factions[s] != mine)
    return rivals if rivals else others


def _cost(action: str, actor: int, target: int) -> int | None:
    """Coins paid on declaring (R36, R77), as a declare event states them."""
    if action == A.CONVERT:
        return A.CONVERT_SELF_COST if target == actor else A.CONVERT_OTHER_COST
    return A.COSTS.get(action)


class Prompt(NamedTuple):
    """What the game waits for, in public terms (R53: no hidden card here)."""

    step: str
    awaited: tuple[int, ...]
    actor: int | None
    action: str | None
    target: int | None
    claimant: int | None
    claim: str | None
    blocker: int | None
    block_card: str | None
    challenger: int | None
    loser: int | None


class _MoveTable:
    """Every move object a game of n players can use, built once per player count and
    options, with the rules the options give (R70).

    Legal-move lists are tuples of these shared objects, so listing them allocates nothing.
    """

    _cache: dict[tuple[int, bool, bool], "_MoveTable"] = {}

    def __new__(cls, n: int, reformation: bool = False, inquisitor: bool = False):
        key = (n, reformation, inquisitor)
        table = cls._cache.get(key)
        if table is None:
            table = super().__new__(cls)
            table._build(n, reformation, inquisitor)
            cls._cache[key] = table
        return table

    def _build(self, n: int, reformation: bool, inquisitor: bool) -> None:
        seats = range(n)
        self.reformation = reformation
        self.inquisitor = inquisitor
        self.characters = characters(inquisitor)
        self.deck = tuple(full_deck(n, inquisitor))
        self.actions = A.actions(reformation, inquisitor)
        self.claims = A.claims(reformation, inquisitor)
        self.blocked_by = A.blocked_by(inquisitor)
        #: action -> (claimed character, cost, targeted, blockable); only this game's actions
        self.facts = {a: (self.claims.get(a), A.COSTS.get(a, 0), a in A.TARGETED, a in self.blocked_by)
                      for a in self.actions}
        self.exchange_draw = 1 if inquisitor else 2  # R92, R47
        self.default_names = tuple(f"Player {i + 1}" for i in seats)
        self.respond = tuple((Move(p, M.CHALLENGE), Move(p, M.ALLOW)) for p in seats)
        self.allow = tuple(r[1] for r in self.respond)
        self.challenge = tuple(r[0] for r in self.respond)
        self.block = {
            action: tuple(
                tuple(Move(p, M.BLOCK, None, c) for c in chars) + (Move(p, M.ALLOW),)
                for p in seats
            )
            for action, chars in self.blocked_by.items()
        }
        self.prove = tuple((Move(p, M.PROVE), Move(p, M.CONCEDE)) for p in seats)
        self.concede = tuple((Move(p, M.CONCEDE),) for p in seats)
        self.reveal = tuple({c: Move(p, M.REVEAL, None, c) for c in ALL_CHARACTERS} for p in seats)
        # [seat][two hidden cards] -> the reveal moves, one per distinct card (R20)
        self.reveal_choices = tuple(_choices(r) for r in self.reveal)
        self.menus = {}  # see Game._action_menu
        self._orders = {}  # alive mask -> for each seat, the surviving seats after it
        self._aims = {}    # (factions, alive mask) -> for each seat, whom it may aim at
        self._keeps = {}   # (seat, cards) -> the keep moves of an exchange
        # Events that are the same every time, built once.
        self.allow_events = tuple(_event(E.ALLOW, p) for p in seats)
        self.start_events = tuple(_event(E.START, p, amount=n) for p in seats)
        self.turn_events = tuple([None] for p in seats)  # [seat][turn number], grown on demand
        self.declare_events = tuple(
            {a: tuple(_event(E.DECLARE, p, t, self.claims.get(a), _cost(a, p, t), action=a) for t in seats)
             if a in A.TARGETED else _event(E.DECLARE, p, None, self.claims.get(a), action=a)
             for a in self.actions}
            for p in seats)
        self.challenge_events = tuple(
            tuple({c: _event(E.CHALLENGE, p, q, c) for c in _CLAIMABLE} for q in seats) for p in seats)
        self.prove_events = tuple({c: _event(E.PROVE, p, card=c) for c in ALL_CHARACTERS} for p in seats)
        self.concede_events = tuple({c: _event(E.CONCEDE, p, card=c) for c in _CLAIMABLE} for p in seats)
        self.block_events = tuple(
            tuple({c: _event(E.BLOCK, p, q, c, action=a) for a, cs in self.blocked_by.items() for c in cs}
                  for q in seats) for p in seats)
        self.gain_events = tuple(tuple(_event(E.GAIN, p, amount=k) for k in range(4)) for p in seats)
        self.eliminate_events = tuple(_event(E.ELIMINATE, p) for p in seats)
        self.replace_events = tuple({c: _event(E.REPLACE, p, card=c, to=p) for c in ALL_CHARACTERS}
                                    for p in seats)
        self.steal_events = tuple(tuple(tuple(_event(E.STEAL, p, q, amount=k) for k in range(3))
                                        for q in seats) for p in seats)
        self.reveal_events = tuple({c: _event(E.REVEAL, p, card=c) for c in ALL_CHARACTERS} for p in seats)
        self.draft = tuple(tuple(Move(p, M.DRAFT, None, c) for c in self.characters) for p in seats)
        self.simple = tuple(
            {a: Move(p, a) for a in self.actions if a not in A.TARGETED} for p in seats
        )
        self.targeted = tuple(
            {a: tuple(Move(p, a, t) if t != p or a == A.CONVERT else None for t in seats)
             for a in A.TARGETED if a in self.facts}
            for p in seats
        )
        # The expansions' private decisions (R71, R94, R95).
        self.factions = tuple(tuple(Move(p, M.FACTION, None, f) for f in FACTIONS) for p in seats)
        self.show_choices = tuple(_choices({c: Move(p, M.SHOW, None, c) for c in ALL_CHARACTERS})
                                  for p in seats)
        self.examine = tuple((Move(p, M.GIVE_BACK), Move(p, M.FORCE_EXCHANGE)) for p in seats)
        self.faction_choice_events = tuple(_event(E.FACTION_CHOICE, p) for p in seats)
        self.faction_events = tuple({f: _event(E.FACTION, p, card=f) for f in FACTIONS} for p in seats)

    def more_turn_events(self, seat: int, turn_no: int) -> None:
        row = self.turn_events[seat]
        row.extend(_event(E.TURN, seat, amount=k) for k in range(len(row), turn_no + 64))

    def aims(self, factions: list[str], alive: list[bool]) -> tuple[tuple[tuple[int, ...], int], ...]:
        """For each seat, the surviving seats after it clockwise that it may aim at (R73,
        R74), per factions and survivors; with each, a number that tells apart every
        (seats it may aim at, other survivors) pair, for keys."""
        key = (tuple(factions), tuple(alive))
        aims = self._aims.get(key)
        if aims is None:
            if len(self._aims) > 50_000:
                self._aims.clear()
            n = len(alive)
            aims = []
            for seat, others in enumerate(self.orders(alive)):
                aim = _rivals(seat, others, factions)
                aims.append((aim, sum(1 << s for s in aim) | sum(1 << s for s in others) << n))
            aims = self._aims[key] = tuple(aims)
        return aims

    def orders(self, alive: list[bool]) -> tuple[tuple[int, ...], ...]:
        """For each seat, the surviving seats after it clockwise (R5), per set of survivors."""
        key = tuple(alive)
        orders = self._orders.get(key)
        if orders is None:
            n = len(alive)
            orders = self._orders[key] = tuple(
                tuple(s % n for s in range(seat + 1, seat + n) if alive[s % n]) for seat in range(n))
        return orders


class Game:
    """A game of Coup between ``n`` seats, from the deal to the winner."""

    __slots__ = (
        "n", "names", "variant", "rng", "max_missed_turns",
        "hands", "revealed", "coins", "alive", "n_alive", "court",
        "step", "awaited", "turn", "turn_no", "missed",
        "action", "target", "claimant", "claim", "blocker", "block_card",
        "failed_blockers", "challenger", "loser", "then", "drawn", "draft_sets",
        "winner", "deck_size", "opening", "_t", "_after", "_aims",
        "reformation", "inquisitor", "factions", "reserve", "shown", "redrawn", "_facts", "_blocked_by",
    )

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        players: int | list[str],
        rng: _random.Random | None = None,
        *,
        starter: int | None = None,
        variant: str = "standard",
        max_missed_turns: int = DEFAULT_MISSED_TURNS,
        reformation: bool = False,
        inquisitor: bool = False,
    ) -> "Game":
        """Deal a new game (R2–R4, R10–R12).

        ``players`` is a count or the players' names in seat order. Without ``starter``
        a random seat starts (R6). ``variant`` is ``"standard"`` or ``"draft"`` (two
        players only). ``reformation`` and ``inquisitor`` are the two expansions, each
        on or off for the whole game (R70): with Reformation the starter first chooses a
        faction (R71); with the Inquisitor it replaces the Ambassador (R90).
        """
        reformation, inquisitor = bool(reformation), bool(inquisitor)
        if isinstance(players, int):
            copies_per_character(players)  # raises for a count outside 2–10
            t = _MoveTable(players, reformation, inquisitor)
            names = list(t.default_names)
        else:
            names = list(players)
            copies_per_character(len(names))
            t = _MoveTable(len(names), reformation, inquisitor)
        n = len(names)
        if variant not in ("standard", "draft"):
            raise ValueError(f"unknown variant {variant!r}")
        if variant == "draft" and n != 2:
            raise ValueError("the draft variant is for exactly 2 players (R10)")
        rng = rng if rng is not None else _random.Random()
        if starter is None:
            starter = int(rng.random() * n)
        if not 0 <= starter < n:
            raise ValueError(f"no seat {starter}")

        g = cls.__new__(cls)
        g.n = n
        g.names = names
        g.variant = variant
        g.rng = rng
        g.max_missed_turns = max_missed_turns
        g.coins = [2] * n
        if n == 2:
            g.coins[starter] = 1  # R4
        g.revealed = [()] * n
        g.alive = [True] * n
        g.n_alive = n
        g.turn = starter
        g.turn_no = 0
        g.missed = [0] * n
        g.winner = g._after = g._aims = g.drawn = g.shown = g.redrawn = g.factions = None  # factions: R71
        g.action = g.target = g.claimant = g.claim = g.blocker = g.block_card = \
            g.challenger = g.loser = g.then = None
        g.failed_blockers = ()
        g._t = t
        g._facts = t.facts
        g._blocked_by = t.blocked_by
        g.reformation = reformation
        g.inquisitor = inquisitor
        g.reserve = 0 if reformation else None  # R72, R88
        events = [t.start_events[starter]]
        if variant == "draft":
            # R10–R11: each player picks from a set of one of each character; the third
            # set deals one card each and becomes the Court deck. 7 cards in play.
            g.deck_size = 7
            g.hands = [()] * n
            chars = t.characters  # R90: with the Inquisitor, no Ambassador in the sets
            g.court = list(chars)  # the third set, dealt once both have chosen
            _shuffle(g.court, rng.random)
            g.draft_sets = [chars, chars]
            g.step = DRAFT
            g.awaited = [0, 1]
            for p in (0, 1):
                events.append(_event(E.DRAFT_OPTIONS, p, card=chars, to=p))
        else:
            deck = list(t.deck)
            _shuffle(deck, rng.random)
            g.deck_size = len(deck)
            g.hands = hands = list(zip(deck[0:2 * n:2], deck[1:2 * n:2]))
            g.court = deck[2 * n:]
            g.draft_sets = None
            deal = E.DEAL
            for p in range(n):
                events.append(_new_tuple(Event, (deal, p, None, hands[p], None, None, p)))
            g._start_game(events)
        g.opening = events  # the deal's events, for whoever created the game
        return g

    def _clear_action(self) -> None:
        self.action = self.target = self.claimant = self.claim = self.blocker = \
            self.block_card = self.challenger = self.loser = self.then = None
        self.failed_blockers = ()
        if self.drawn is not None:  # an exchange cut short (R52): the drawn cards go back
            _shuffle_in(self.court, self.drawn, self.rng.random)
        self.drawn = None

    # ------------------------------------------------------------------ questions

    @property
    def over(self) -> bool:
        return self.step is OVER

    def hidden(self, seat: int) -> tuple[str, ...]:
        """The seat's hidden cards (its influence). Private: only for that player's eyes."""
        return self.hands[seat]

    def is_alive(self, seat: int) -> bool:
        return self.alive[seat]

    def next_alive(self, seat: int) -> int:
        """The next surviving seat clockwise after ``seat`` (R5)."""
        n, alive = self.n, self.alive
        s = seat
        while True:
            s = s + 1 if s + 1 < n else 0
            if alive[s]:
                return s

    @property
    def options(self) -> dict[str, bool]:
        """The expansions this game is played with (R70), as ``Game.new`` takes them: a
        rematch or a series' next game is ``Game.new(..., **game.options)``."""
        return {"reformation": self.reformation, "inquisitor": self.inquisitor}

    @property
    def claims(self) -> dict[str, str]:
        """The character each of this game's actions claims (R33, R91; Embezzle: the Duke,
        claimed NOT held, R79)."""
        return self._t.claims

    @property
    def blocked_by(self) -> dict[str, tuple[str, ...]]:
        """The characters that block each of this game's blockable actions (R33, R97)."""
        return self._t.blocked_by

    @property
    def characters(self) -> tuple[str, ...]:
        """The five characters of this game (R1, R90)."""
        return self._t.characters

    @property
    def actions(self) -> tuple[str, ...]:
        """This game's actions, in the order a turn lists them (R33, R83, R98)."""
        return self._t.actions

    @property
    def reunified(self) -> bool:
        """R74: every surviving player is of one faction (always False without Reformation)."""
        factions = self.factions
        if factions is None:
            return False
        alive = self.alive
        return len({factions[s] for s in range(self.n) if alive[s]}) == 1

    def may_aim_at(self, seat: int) -> tuple[int, ...]:
        """The surviving seats, clockwise after ``seat``, that ``seat`` may Coup,
        Assassinate, Steal from or Examine, and that may block ``seat``'s Foreign aid:
        only those of the other faction while the survivors are split (R73); every other
        survivor once they share one faction (R74), and in a game without Reformation."""
        return self._aimable(seat)

    def _aimable(self, seat: int) -> tuple[int, ...]:
        factions = self.factions
        if factions is None:
            return self._order(seat)
        aims = self._aims
        if aims is None:  # kept until a Convert or an elimination changes them
            aims = self._aims = self._t.aims(factions, self.alive)
        return aims[seat][0]

    def seats_after(self, seat: int) -> list[int]:
        """Surviving seats other than ``seat``, clockwise starting after it."""
        n, alive = self.n, self.alive
        order = [s for s in range(seat + 1, n) if alive[s]]
        order += [s for s in range(seat) if alive[s]]
        return order

    @property
    def prompt(self) -> Prompt:
        return Prompt(
            self.step, tuple(self.awaited), self.turn if self.step is not OVER else None,
            self.action, self.target, self.claimant, self.claim, self.blocker,
            self.block_card, self.challenger, self.loser,
        )

    def legal_moves(self, seat: int | None = None) -> tuple[Move, ...]:
        """The moves ``seat`` may make for the pending step (default: the first awaited seat).

        Forfeit and timeout, valid at any moment, are not listed.
        """
        awaited = self.awaited
        if seat is None:
            if not awaited:
                return ()
            seat = awaited[0]
        elif seat not in awaited:
            return ()
        step = self.step
        t = self._t
        if step is CHALLENGE:
            return t.respond[seat]
        if step is PROVE:
            if self.claim in self.hands[seat]:  # _can_prove, inlined
                return t.prove[seat]
            if self.claim is NOT_DUKE and DUKE not in self.hands[seat]:  # R81
                return t.prove[seat]
            return t.concede[seat]
        if step is ACTION:
            return self._legal_actions(seat)
        if step is BLOCK:
            return t.block[self.action][seat]
        if step is LOSE:
            return t.reveal_choices[seat][self.hands[seat]]
        if step is EXCHANGE:
            return self._keep_moves(seat)
        if step is DRAFT:
            return t.draft[seat]
        if step is SHOW:
            return t.show_choices[seat][self.hands[seat]]
        if step is EXAMINE:
            return t.examine[seat]
        if step is FACTION:
            return t.factions[seat]
        return ()

    def _can_prove(self, p: int) -> bool:
        """R41: the claimant holds the claimed character. R80–R81: an Embezzle's claimant
        proves by holding no Duke."""
        if self.claim is NOT_DUKE:
            return DUKE not in self.hands[p]
        return self.claim in self.hands[p]

    def legal_actions(self, seat: int | None = None) -> tuple[tuple[str, tuple[Move, ...]], ...]:
        """The turn's choices grouped by action, in R33's order: ``((action, moves), ...)``.

        An untargeted action has one move, a targeted one a move per eligible target
        (R31, R34); with 10 coins or more only Coup is listed (R32). Empty when it is
        not ``seat``'s turn to act.
        """
        seat = self.turn if seat is None else seat
        if self.step is not ACTION or seat != self.turn:
            return ()
        return self._action_menu(seat)[0]

    def _legal_actions(self, p: int) -> tuple[Move, ...]:
        return self._action_menu(p)[1]

    def _action_menu(self, p: int):
        """(groups, flat moves) for ``p``'s turn, shared by every game in the same position."""
        if self.factions is not None:
            return self._reformation_menu(p)
        coins = self.coins
        c = coins[p]
        bucket = 3 if c >= A.FORCED_COUP_COINS else 2 if c >= 7 else 1 if c >= 3 else 0
        others = self._order(p)
        if coins.count(0) == self.n - self.n_alive:  # every survivor has coins to steal
            key = (p, bucket, others)
        else:
            key = (p, bucket, others, tuple(map(bool, coins)))
        menus = self._t.menus
        menu = menus.get(key)
        if menu is None:
            if len(menus) > 50_000:
                menus.clear()
            menu = menus[key] = self._build_menu(p, bucket, others)
        return menu

    def _reformation_menu(self, p: int):
        """:meth:`_action_menu` under factions, built from two cached halves: R33's actions
        and Examine, keyed as the base game's but by whom R73 lets ``p`` aim at, then Convert
        and Embezzle (R77, R79) by what Convert costs (0, 1 or 2 coins). Everything cached
        is a tuple, which the garbage collector stops tracking."""
        coins = self.coins
        c = coins[p]
        aims = self._aims
        if aims is None:  # (_aimable, inlined)
            aims = self._aims = self._t.aims(self.factions, self.alive)
        aim, sig = aims[p]
        if c >= A.FORCED_COUP_COINS:
            key = (p, 3, sig)  # R82: Coup only, no second half
        elif coins.count(0) == self.n - self.n_alive:  # every survivor has coins to steal
            key = (p, 2 if c >= 7 else 1 if c >= 3 else 0, sig, c if c < 2 else 2)
        else:
            key = (p, 2 if c >= 7 else 1 if c >= 3 else 0, sig, c if c < 2 else 2,
                   tuple([coins[s] > 0 for s in aim]))
        menus = self._t.menus
        menu = menus.get(key)
        if menu is None:
            if len(menus) > 50_000:
                menus.clear()
            menu = menus[key] = self._build_reformation_menu(p, c, aim, key)
        return menu

    def _build_reformation_menu(self, p: int, c: int, aim: tuple[int, ...], key: tuple):
        menus = self._t.menus
        bucket = key[1]
        half_key = key[:3] + key[4:]  # the key without Convert's cost
        half = menus.get(half_key)
        if half is None:
            half = menus[half_key] = self._build_menu(p, bucket, aim)
        if bucket == 3:
            return half
        tail = self._reformation_tail(p, c, self._order(p))
        return half[0] + tail, half[1] + tuple([m for _, moves in tail for m in moves])

    def _reformation_tail(self, p: int, c: int, others: tuple[int, ...]):
        """Convert (R77, R78: oneself for 1 coin, any other survivor for 2) and Embezzle (R79)."""
        t = self._t
        targeted = t.targeted[p][CONVERT]
        tail = ()
        if c >= A.CONVERT_SELF_COST:
            converts = (targeted[p],)
            if c >= A.CONVERT_OTHER_COST:
                converts += tuple([targeted[s] for s in others])
            tail = ((CONVERT, converts),)
        return tail + ((EMBEZZLE, (t.simple[p][EMBEZZLE],)),)

    def _build_menu(self, p: int, bucket: int, aim: tuple[int, ...]):
        """R33's actions and Examine (R93), aimed at ``aim`` (R73); Reformation's own actions
        are added by :meth:`_reformation_menu`."""
        t = self._t
        simple, targeted = t.simple[p], t.targeted[p]
        coups = (A.COUP, tuple([targeted[A.COUP][s] for s in aim]))
        if bucket == 3:
            groups = (coups,)  # R32, R82
        else:
            groups = [(A.INCOME, (simple[A.INCOME],)), (A.FOREIGN_AID, (simple[A.FOREIGN_AID],))]
            if bucket == 2:
                groups.append(coups)
            groups.append((A.TAX, (simple[A.TAX],)))
            if bucket >= 1:
                groups.append((A.ASSASSINATE, tuple([targeted[A.ASSASSINATE][s] for s in aim])))
            rich = tuple([targeted[A.STEAL][s] for s in aim if self.coins[s]])  # R34
            if rich:
                groups.append((A.STEAL, rich))
            groups.append((A.EXCHANGE, (simple[A.EXCHANGE],)))
            if t.inquisitor:  # R93
                groups.append((A.EXAMINE, tuple([targeted[A.EXAMINE][s] for s in aim])))
            groups = tuple(groups)
        return groups, tuple([m for _, moves in groups for m in moves])

    def _keep_moves(self, p: int) -> tuple[Move, ...]:
        """Distinct keep-sets (R47), as sorted card tuples."""
        pool = tuple(sorted(self.hands[p] + self.drawn))
        keep = len(self.hands[p])
        key = (p, keep, pool)
        moves = self._t._keeps.get(key)
        if moves is None:
            sets = sorted(set(combinations(pool, keep)))
            moves = self._t._keeps[key] = tuple(Move(p, M.KEEP, None, s) for s in sets)
        return moves

    def is_legal(self, move: Move) -> bool:
        try:
            self.copy().apply(move)
        except IllegalMove:
            return False
        return True

    # ------------------------------------------------------------------ playing

    def apply(self, move: Move, trusted: bool = False) -> list[Event]:
        """Play ``move`` and return the events it caused, or raise :class:`IllegalMove`.

        The game is unchanged when the move is refused. ``trusted=True`` says the move
        was just taken from this position's :meth:`legal_moves` or :meth:`legal_actions`
        (as playouts and computer players do), so an action's coins and target are not
        checked again; every other check still runs.
        """
        kind = move.kind
        step = self.step
        p = move.player
        ev: list[Event] = []
        if step is CHALLENGE:
            awaited = self.awaited
            if p in awaited:
                if kind == _ALLOW:
                    awaited.remove(p)
                    ev.append(self._t.allow_events[p])
                    if not awaited:  # nobody challenged (R41, R43)
                        self._continue(_CLAIM_STOOD if self.blocker is None else _BLOCK_STOOD, ev)
                    return ev
                if kind == _CHALLENGE:
                    self._challenge(p, ev)
                    return ev
        elif step is ACTION:
            if p == self.turn and kind in _ACTION_KINDS:
                if not trusted:
                    self._check_action(move)
                self.missed[p] = 0
                self._declare(p, kind, move.target, ev)
                return ev
        elif step is PROVE:
            if p == self.claimant:
                if kind == _PROVE:
                    if self.claim not in self.hands[p]:
                        if self.claim is not NOT_DUKE:
                            raise X.CardNotHeld(self.claim, _PROVE)
                        if DUKE in self.hands[p]:  # R80, R81: proved by holding no Duke
                            raise X.DukeHeld()
                        self._prove_no_duke(ev)
                        return ev
                    self._prove(ev)
                    return ev
                if kind == _CONCEDE:
                    card = move.card
                    if card is not None and card not in self.hands[p]:
                        raise X.CardNotHeld(card, "lose")
                    self._concede(ev)
                    if card is not None and self.step is LOSE and self.loser == p:
                        self._reveal(p, card, ev)   # the influence lost is the one named (R20)
                    return ev
        elif step is BLOCK:
            if p in self.awaited:
                if kind == _ALLOW:
                    self.awaited.remove(p)
                    ev.append(self._t.allow_events[p])
                    if not self.awaited:
                        self._resolve(ev)
                    return ev
                if kind == _BLOCK and move.card in self._blocked_by[self.action]:
                    self._block(p, move.card, ev)
                    return ev
        elif step is LOSE:
            if kind == M.REVEAL and p == self.loser:
                if move.card not in self.hands[p]:
                    raise X.CardNotHeld(move.card, M.REVEAL)
                self._reveal(p, move.card, ev)
                return ev
        elif step is EXCHANGE:
            if kind == M.KEEP and p == self.turn:
                self._keep(p, move.card, ev)
                return ev
        elif step is DRAFT:
            if kind == M.DRAFT and p in self.awaited:
                if move.card not in self.draft_sets[p]:
                    raise X.NotInDraftSet(move.card)
                self._draft(p, move.card, ev)
                return ev
        elif step is SHOW:
            if kind == M.SHOW and p == self.target:
                if move.card not in self.hands[p]:
                    raise X.CardNotHeld(move.card, M.SHOW)
                self._show(move.card, ev)
                return ev
        elif step is EXAMINE:
            if p == self.turn:
                if kind == M.GIVE_BACK:
                    self._give_back(ev)
                    return ev
                if kind == M.FORCE_EXCHANGE:
                    self._force_exchange(ev)
                    return ev
        elif step is FACTION:
            if kind == M.FACTION and p in self.awaited and move.card in FACTIONS:
                self._choose_faction(p, move.card, ev)
                return ev
        if kind == M.TIMEOUT:
            if step is OVER:
                raise X.GameOver()
            self._timeout(ev)
            return ev
        if kind == M.FORFEIT:
            if step is OVER:
                raise X.GameOver()
            if p is None or not 0 <= p < self.n:
                raise X.NotInGame(p, kind)
            if not self.alive[p]:
                raise X.PlayerOut(p, kind)
            self._forfeit(p, ev)
            return ev
        raise self._refusal(move)

    def apply_autopilot(self, move: Move) -> list[Event]:
        """R56: the deadline passed for a player on autopilot, and ``move`` is what a computer
        chose for them from their own view. It is played in their name, but a missed turn
        still counts towards R52's limit: the turn that reaches it forfeits instead (R51),
        and then the events start with the clock's ``timeout``."""
        p = move.player
        if self.step is ACTION and p == self.turn and move.kind != M.FORFEIT:
            missed = self.missed[p] + 1
            if missed >= self.max_missed_turns:
                return self.apply(M.timeout())
            ev = self.apply(move)
            self.missed[p] = missed
            return ev
        return self.apply(move)

    def _refusal(self, move: Move) -> IllegalMove:
        """Why ``move`` is not allowed now: the error, worded for the player who tried it."""
        step, p, kind = self.step, move.player, move.kind
        if kind not in M.KINDS:
            return X.UnknownMove(kind)
        if step is OVER:
            return X.GameOver()
        if p is None or not 0 <= p < self.n:
            return X.NotInGame(p, kind)
        if not self.alive[p]:
            return X.PlayerOut(p, kind)
        t = self._t
        if kind in A.OPTION_OF and kind not in t.facts:
            return X.ActionNotInGame(kind, A.OPTION_OF[kind], A.LABELS[kind])
        if kind == _BLOCK and move.card in ALL_CHARACTERS and move.card not in t.characters:
            return X.CharacterNotInGame(move.card)  # R91
        if p not in self.awaited:
            if step is ACTION:
                return X.NotYourTurn(self.turn, self.names[self.turn])
            if step is CHALLENGE and p == self.claimant:
                return X.OwnClaim(self.claim)
            if step is BLOCK and self.action != FOREIGN_AID and p != self.target:
                return X.OnlyTargetBlocks(self.target, self.action, self.names[self.target],
                                          A.LABELS[self.action])
            if step is BLOCK and p in self.failed_blockers:
                return X.BlockAlreadyFailed(self.action)
            if step is BLOCK and p != self.turn and p not in self._aimable(self.turn):
                return X.SameFactionBlock(self.action, self.turn, self.factions[p],
                                          self.names[self.turn], A.LABELS[self.action])
            if kind == M.CHALLENGE and self.challenger is not None:
                return X.AlreadyChallenged(self.challenger, self.names[self.challenger])
            if step in (CHALLENGE, BLOCK):
                return X.AlreadyAnswered()
            return X.NotAwaited(self.awaited)
        if kind == _BLOCK and step is BLOCK:
            return X.CannotBlockWith(self.action, move.card, t.blocked_by[self.action],
                                     A.LABELS[self.action])
        return X.WrongStep(step)

    def _check_action(self, move: Move) -> None:
        p, kind, target = move.player, move.kind, move.target
        if kind not in self._facts:  # an expansion's action, in a game without it
            raise self._refusal(move)
        coins = self.coins[p]
        claim, cost, targeted, blockable = self._facts[kind]
        if coins >= A.FORCED_COUP_COINS and kind != COUP:
            raise X.MustCoup(coins)  # R32, R82
        if kind == CONVERT:  # R78: oneself or any other survivor; the cost depends on whom
            if target is None:
                raise X.TargetRequired(kind, A.LABELS[kind])
            if not (0 <= target < self.n) or not self.alive[target]:
                raise X.TargetOut(kind, target)
            cost = _cost(kind, p, target)
        if coins < cost:
            raise X.NotEnoughCoins(kind, cost, coins, A.LABELS[kind])
        if kind == CONVERT:
            return
        if targeted:
            if target is None:
                raise X.TargetRequired(kind, A.LABELS[kind])
            if target == p:
                raise X.TargetSelf(kind)
            if not (0 <= target < self.n) or not self.alive[target]:
                raise X.TargetOut(kind, target)
            if kind == STEAL and not self.coins[target]:
                raise X.TargetHasNoCoins(kind, target, self.names[target])
            if target not in self._aimable(p):  # R73
                raise X.SameFactionTarget(kind, target, self.factions[p], self.names[target],
                                          A.LABELS[kind])
        elif target is not None:
            raise X.TakesNoTarget(kind, target, A.LABELS[kind])

    # ------------------------------------------------------------------ the turn
    # Each step below appends the events it causes to ``ev``.

    def _start_game(self, ev: list) -> None:
        """The cards are dealt: with Reformation the starter chooses a faction (R71), then
        the first turn begins."""
        if self.reformation:
            self.step = FACTION
            self.awaited = [self.turn]
            ev.append(self._t.faction_choice_events[self.turn])
        else:
            self._start_turn(ev)

    def _choose_faction(self, p: int, faction: str, ev: list) -> None:
        """R71: the starter's choice gives every seat its faction, alternating clockwise."""
        n = self.n
        self.factions = factions = F.deal(n, p, faction)
        self._aims = None
        events = self._t.faction_events
        for k in range(n):
            s = (p + k) % n
            ev.append(events[s][factions[s]])
        if not self.alive[self.turn]:  # the starter forfeited before choosing (R52)
            self.turn = self.next_alive(self.turn)
        self._start_turn(ev)

    def _start_turn(self, ev: list) -> None:
        self.turn_no += 1
        self.step = ACTION
        self.awaited = [self.turn]
        ev.append(_new_tuple(Event, (E.TURN, self.turn, None, None, self.turn_no, None, None)))

    def _end_turn(self, ev: list) -> None:
        if self.action is not None:  # _clear_action, inlined: this runs every turn
            self.action = self.target = self.claimant = self.claim = self.blocker = \
                self.block_card = self.challenger = self.loser = self.then = None
            self.failed_blockers = ()
            if self.drawn is not None:  # an exchange cut short (R52): the drawn cards go back
                _shuffle_in(self.court, self.drawn, self.rng.random)
                self.drawn = None
        if self.redrawn is not None and self.turn == self.redrawn[0] and self.turn_no > self.redrawn[3]:
            self.redrawn = None  # told until the examined player's own next turn ends (R95)
        after = self._after
        if after is None:
            after = self._after = self._t.orders(self.alive)
        self.turn = s = after[self.turn][0]  # the next surviving seat clockwise (R48)
        self.turn_no = turn_no = self.turn_no + 1
        self.step = ACTION
        self.awaited = [s]
        row = self._t.turn_events[s]
        if turn_no >= len(row):
            self._t.more_turn_events(s, turn_no)
        ev.append(row[turn_no])

    def _declare(self, p: int, action: str, target: int | None, ev: list) -> None:
        self.action = action
        self.target = target
        claim, cost, targeted, blockable = self._facts[action]
        if cost:
            self.coins[p] -= cost  # R36: paid on declaring
        declared = self._t.declare_events[p][action]
        ev.append(declared[target] if targeted else declared)
        if claim is not None:  # the claim may be challenged (R41): _open_challenge, inlined
            self.step = CHALLENGE
            self.claimant = p
            self.claim = claim
            after = self._after
            if after is None:
                after = self._after = self._t.orders(self.alive)
            self.awaited = list(after[p])
        elif action == INCOME:
            self.coins[p] += 1
            ev.append(self._t.gain_events[p][1])
            self._end_turn(ev)
        elif blockable:  # foreign aid: no claim, straight to blocks
            self._open_blocks(ev)
        elif action == COUP:
            self._lose(target, _END_TURN, ev)
        else:
            self._convert(p, target, ev)

    def _convert(self, p: int, target: int, ev: list) -> None:
        """R77: 1 coin (oneself) or 2 (another) onto the Treasury Reserve, and the target's
        faction flips at once. No claim, no block; the turn ends."""
        cost = A.CONVERT_SELF_COST if target == p else A.CONVERT_OTHER_COST
        self.coins[p] -= cost
        self.reserve += cost
        factions = self.factions
        factions[target] = faction = REFORMIST if factions[target] == LOYALIST else LOYALIST
        self._aims = None
        ev.append(self._t.faction_events[target][faction])
        self._end_turn(ev)

    def _open_challenge(self, claimant: int, claim: str) -> None:
        self.step = CHALLENGE
        self.claimant = claimant
        self.claim = claim
        self.challenger = None
        self.awaited = list(self._order(claimant))

    def _seats_after(self, seat: int) -> list[int]:
        return list(self._order(seat))

    def _order(self, seat: int) -> tuple[int, ...]:
        """:meth:`seats_after` as a tuple, shared by every game with the same survivors."""
        after = self._after
        if after is None:
            after = self._after = self._t.orders(self.alive)
        return after[seat]

    def _claim_stood(self, ev: list) -> None:
        """Nobody challenged the claim in time (R41, R43)."""
        self._continue(_CLAIM_STOOD if self.blocker is None else _BLOCK_STOOD, ev)

    def _challenge(self, c: int, ev: list) -> None:
        self.challenger = c
        self.step = PROVE
        self.awaited = [self.claimant]
        ev.append(self._t.challenge_events[c][self.claimant][self.claim])

    def _prove(self, ev: list) -> None:
        """R41: the shown card goes back into the Court deck, a replacement is drawn,
        and the challenger loses an influence. (An Embezzle is proved by _prove_no_duke.)"""
        p, card = self.claimant, self.claim
        court = self.court
        # Shuffling the card in and drawing the top one is drawing uniformly from the deck
        # plus the card; the card takes the drawn card's place (see _shuffle_in).
        j = int(self.rng.random() * (len(court) + 1))
        if j == len(court):
            new = card
        else:
            new = court[j]
            court[j] = card
        hand = self.hands[p]
        if len(hand) == 1:
            self.hands[p] = (new,)
        else:
            self.hands[p] = (hand[1], new) if hand[0] == card else (hand[0], new)
        t = self._t
        ev.append(t.prove_events[p][card])
        ev.append(t.replace_events[p][new])
        self._lose(self.challenger, _CLAIM_STOOD if self.blocker is None else _BLOCK_STOOD, ev)

    def _prove_no_duke(self, ev: list) -> None:
        """R81: the Embezzle's claimant shows every hidden card to everyone (none is a
        Duke); they all go back into the Court deck, shuffled, and as many replacements
        are drawn; the challenger loses an influence, then the Embezzle takes the Reserve."""
        p = self.claimant
        shown = self.hands[p]
        court = self.court
        _shuffle_in(court, shown, self.rng.random)
        self.hands[p] = new = tuple(court.pop() for _ in shown)
        ev.append(_event(E.PROVE, p, card=shown))
        replace = self._t.replace_events[p]
        ev.extend(replace[c] for c in new)
        self._lose(self.challenger, _CLAIM_STOOD, ev)

    def _concede(self, ev: list) -> None:
        p = self.claimant
        ev.append(self._t.concede_events[p][self.claim])  # an Embezzle's: the Reserve stays (R80)
        if self.blocker is None:
            # R41: the action fails and its cost comes back.
            cost = self._facts[self.action][1]
            if cost:
                self.coins[p] += cost
                ev.append(_new_tuple(Event, (E.REFUND, p, None, None, cost, None, None)))
            self._lose(p, _END_TURN, ev)
        else:
            self.failed_blockers += (p,)
            self._lose(p, _BLOCK_FAILED, ev)

    def _open_blocks(self, ev: list) -> None:
        """R42: blocks are invited once the action's claim stands."""
        self.blocker = None
        self.block_card = None
        self.claimant = None
        self.claim = None
        self.challenger = None
        if self.action == FOREIGN_AID:
            # R73, R76: the other faction's survivors, or all once the table is reunified
            eligible = list(self._order(self.turn) if self.factions is None else self._aimable(self.turn))
            for s in self.failed_blockers:
                if s in eligible:
                    eligible.remove(s)
            if not eligible:
                self._resolve(ev)
                return
        else:
            eligible = [self.target]
        self.step = BLOCK
        self.awaited = eligible

    def _block(self, b: int, card: str, ev: list) -> None:
        self.blocker = b
        self.block_card = card
        ev.append(self._t.block_events[b][self.turn][card])
        self._open_challenge(b, card)

    def _continue(self, then: str, ev: list) -> None:
        if then is _END_TURN:
            self._end_turn(ev)
        elif then is _CLAIM_STOOD:
            target = self.target
            if target is not None and not self.alive[target]:
                self._no_effect(ev)
            elif self._facts[self.action][3]:
                self._open_blocks(ev)
            else:
                self._resolve(ev)
        elif then is _BLOCK_STOOD:
            ev.append(_new_tuple(Event, (E.BLOCKED, self.turn, self.blocker, self.block_card,
                                         None, self.action, None)))
            self._end_turn(ev)
        elif then is _BLOCK_FAILED:
            if self.action == FOREIGN_AID:
                self._open_blocks(ev)
            else:
                self._resolve(ev)
        else:
            raise AssertionError(then)

    def _resolve(self, ev: list) -> None:
        """The action takes effect (R33)."""
        p, action, target = self.turn, self.action, self.target
        if target is not None and not self.alive[target]:
            self._no_effect(ev)
            return
        coins = self.coins
        if action == TAX:
            coins[p] += 3
            ev.append(self._t.gain_events[p][3])
        elif action == FOREIGN_AID:
            coins[p] += 2
            ev.append(self._t.gain_events[p][2])
        elif action == STEAL:
            amount = 2 if coins[target] >= 2 else coins[target]
            coins[target] -= amount
            coins[p] += amount
            ev.append(self._t.steal_events[p][target][amount])
        elif action == ASSASSINATE:
            self._lose(target, _END_TURN, ev)
            return
        elif action == _EXCHANGE:  # R47; one card with the Inquisitor (R92)
            court = self.court
            k = min(self._t.exchange_draw, len(court))
            self.drawn = tuple(court[-k:])
            del court[-k:]
            self.step = EXCHANGE
            self.awaited = [p]
            ev.append(_new_tuple(Event, (E.EXCHANGE, p, None, None, k, None, None)))
            ev.append(_new_tuple(Event, (E.DRAWN, p, None, self.drawn, None, None, p)))
            return
        elif action == EMBEZZLE:  # R79: the whole Reserve, even when it is empty
            amount = self.reserve
            self.reserve = 0
            coins[p] += amount
            ev.append(_event(E.EMBEZZLED, p, amount=amount))
        else:  # examine (R93)
            self._open_show(ev)
            return
        self._end_turn(ev)

    def _no_effect(self, ev: list) -> None:
        """R46: the target is out before the action resolved. (A steal already took its
        share when the target was eliminated.)"""
        if self.action != STEAL:
            ev.append(_new_tuple(Event, (E.NO_EFFECT, self.turn, self.target, None, None,
                                         self.action, None)))
        self._end_turn(ev)

    # ------------------------------------------------------------------ examine (R93–R96)

    def _open_show(self, ev: list) -> None:
        """R94: the target chooses which hidden card to show the Inquisitor; with one
        hidden card it is shown without asking."""
        hand = self.hands[self.target]
        if len(hand) == 1:
            self._show(hand[0], ev)
        else:
            self.step = SHOW
            self.awaited = [self.target]

    def _show(self, card: str, ev: list) -> None:
        """The shown card is seen by the actor and the target alone (R99); the actor decides."""
        p, target = self.turn, self.target
        self.shown = card
        ev.append(_event(E.SHOW, p, target))
        ev.append(_event(E.SHOWN, p, target, card, to=p))
        ev.append(_event(E.SHOWN, p, target, card, to=target))
        self.step = EXAMINE
        self.awaited = [p]

    def _give_back(self, ev: list) -> None:
        """R95: the card goes back to the target; nothing changes."""
        self.shown = None
        ev.append(_event(E.GIVE_BACK, self.turn, self.target))
        self._end_turn(ev)

    def _force_exchange(self, ev: list) -> None:
        """R95: the target first draws a random card from the Court, then the shown card
        goes into the Court, which is shuffled. Nobody loses influence."""
        target, card = self.target, self.shown
        ev.append(_event(E.FORCE_EXCHANGE, self.turn, target))
        court = self.court
        drawn = court.pop()  # the Court's order is random, so its top card is a random card
        hand = self.hands[target]
        if len(hand) == 1:
            self.hands[target] = (drawn,)
        else:
            self.hands[target] = (hand[1], drawn) if hand[0] == card else (hand[0], drawn)
        _shuffle_in(court, (card,), self.rng.random)
        self.shown = None
        self.redrawn = (target, card, drawn, self.turn_no)
        ev.append(_event(E.REDRAW, target, card=drawn, to=target))
        self._end_turn(ev)

    def _keep(self, p: int, kept, ev: list) -> None:
        hand = self.hands[p]
        kept = tuple(kept) if isinstance(kept, (tuple, list)) else ()
        if len(kept) != len(hand):
            raise X.KeepCount(len(hand))
        pool = list(hand + self.drawn)
        for card in kept:
            if card not in pool:
                raise X.NotAmongCards(card)
            pool.remove(card)
        self.hands[p] = kept
        _shuffle_in(self.court, pool, self.rng.random)
        self.drawn = None
        ev.append(_new_tuple(Event, (E.EXCHANGED, p, None, None, len(pool), None, None)))
        ev.append(_new_tuple(Event, (E.KEPT, p, None, kept, None, None, p)))
        self._end_turn(ev)

    # ------------------------------------------------------------------ influence

    def _lose(self, p: int, then: str, ev: list) -> None:
        """``p`` loses one influence (R20): a choice with two hidden cards, automatic with one."""
        if not self.alive[p]:
            self._continue(then, ev)
            return
        hand = self.hands[p]
        if len(hand) == 1:
            self._reveal_card(p, hand[0], then, ev)
            return
        self.step = LOSE
        self.awaited = [p]
        self.loser = p
        self.then = then

    def _reveal(self, p: int, card: str, ev: list) -> None:
        then = self.then
        self.loser = self.then = None
        self._reveal_card(p, card, then, ev)

    def _reveal_card(self, p: int, card: str, then: str, ev: list) -> None:
        hand = self.hands[p]
        if len(hand) == 1:
            hand = ()
        else:
            hand = (hand[1],) if hand[0] == card else (hand[0],)
        self.hands[p] = hand
        self.revealed[p] += (card,)
        ev.append(self._t.reveal_events[p][card])
        if not hand:
            self._eliminate(p, ev)
            if self.step is OVER:
                return
        self._continue(then, ev)

    def _eliminate(self, p: int, ev: list, steal: bool = True) -> None:
        """R22: out at once; coins to the Treasury — after a thief's share (R46)."""
        ev.append(self._t.eliminate_events[p])
        if steal and self.action == STEAL and p == self.target and self.alive[self.turn]:
            amount = min(2, self.coins[p])
            self.coins[self.turn] += amount
            ev.append(_new_tuple(Event, (E.STEAL, self.turn, p, None, amount, None, None)))
        self.coins[p] = 0
        self.alive[p] = False
        self._after = self._aims = None
        self.n_alive -= 1
        if self.n_alive == 1:
            self._finish(ev)

    def _finish(self, ev: list) -> None:
        """R23: the last player with influence wins, at once."""
        self.winner = self.alive.index(True)
        self._clear_action()
        self.shown = None
        self.step = OVER
        self.awaited = []
        ev.append(_new_tuple(Event, (E.WIN, self.winner, None, None, None, None, None)))

    # ------------------------------------------------------------------ draft

    def _draft(self, p: int, card: str, ev: list) -> None:
        self.hands[p] = (card,)
        self.draft_sets[p] = None
        self.awaited.remove(p)
        ev.append(_event(E.DRAFTED, p))
        ev.append(_event(E.DRAFTED, p, card=card, to=p))
        if not self.awaited:
            for s in (0, 1):
                self.hands[s] = self.hands[s] + (self.court.pop(),)
                ev.append(_event(E.DEAL, s, card=self.hands[s], to=s))
            self.draft_sets = None
            self._start_game(ev)

    # ------------------------------------------------------------------ the clock and leaving

    def _timeout(self, ev: list) -> None:
        """R50–R52: what silence means for the pending step."""
        step = self.step
        rng = self.rng
        if step is CHALLENGE:   # the window of a claim: which one, for whoever tells it
            ev.append(_event(E.TIMEOUT, target=self.claimant, card=self.claim))
            self._claim_stood(ev)
            return
        if step is BLOCK:   # the window of blocks against an action
            ev.append(_event(E.TIMEOUT, action=self.action))
            self._resolve(ev)
            return
        if step is DRAFT:
            for s in list(self.awaited):
                ev.append(_event(E.TIMEOUT, s))
                self._draft(s, rng.choice(self.draft_sets[s]), ev)
            return
        p = self.awaited[0]
        ev.append(_event(E.TIMEOUT, p))
        if step is ACTION:
            self.missed[p] += 1
            if self.missed[p] >= self.max_missed_turns:
                self._forfeit(p, ev)
            elif self.coins[p] >= A.FORCED_COUP_COINS:
                # the next surviving seat clockwise, among those R73 allows (R51, R86)
                self._declare(p, COUP, self._aimable(p)[0], ev)
            else:
                self._declare(p, INCOME, None, ev)
        elif step is LOSE:
            self._reveal(p, rng.choice(self.hands[p]), ev)
        elif step is PROVE:  # R51; an Embezzle is proved when no Duke is held (R86)
            if self._can_prove(p):
                (self._prove_no_duke if self.claim is NOT_DUKE else self._prove)(ev)
            else:
                self._concede(ev)
                if self.step is LOSE and self.loser == p:
                    self._reveal(p, rng.choice(self.hands[p]), ev)
        elif step is EXCHANGE:
            self._keep(p, self.hands[p], ev)
        elif step is SHOW:  # R99: a random hidden card is shown
            self._show(rng.choice(self.hands[p]), ev)
        elif step is EXAMINE:  # R99: the card is given back
            self._give_back(ev)
        elif step is FACTION:  # R86: a random faction
            self._choose_faction(p, rng.choice(FACTIONS), ev)
        else:
            raise AssertionError(step)

    def _forfeit(self, p: int, ev: list) -> None:
        """R52: reveal every hidden card and leave; whatever waited on them moves on."""
        step = self.step
        held_claim = step is PROVE and p == self.claimant and self._can_prove(p)
        ev.append(_event(E.FORFEIT, p))
        for card in self.hands[p]:
            ev.append(_event(E.REVEAL, p, card=card))
        self.revealed[p] += self.hands[p]
        self.hands[p] = ()
        if step is EXCHANGE and p == self.turn:  # the drawn cards go back unseen
            ev.append(_event(E.EXCHANGED, p, amount=len(self.drawn)))
        self._eliminate(p, ev, steal=False)
        if self.step is OVER:
            return
        if step is FACTION:  # before the first turn: a starter who leaves gets a random one (R86)
            if p in self.awaited:
                self._choose_faction(p, self.rng.choice(FACTIONS), ev)
            return
        if p in self.awaited:
            self.awaited.remove(p)
        actor, target = self.turn, self.target
        if p == actor or (target is not None and p == target):
            # The action is cancelled, or has no effect on them.
            self.shown = None  # an Examine cut short: the shown card stays where it is
            if p == actor:
                ev.append(_event(E.CANCELLED, p, target, action=self.action))
            else:
                ev.append(_event(E.NO_EFFECT, actor, p, action=self.action))
            if step is LOSE and self.loser != p:
                self.then = _END_TURN  # a loss already owed still happens
            elif held_claim and self.challenger is not None and self.alive[self.challenger]:
                self._lose(self.challenger, _END_TURN, ev)
            else:
                self._end_turn(ev)
            return
        # A bystander leaves.
        if step is CHALLENGE:
            if p == self.claimant:  # a foreign-aid blocker: the block is withdrawn
                self.failed_blockers += (p,)
                self._continue(_BLOCK_FAILED, ev)
            elif not self.awaited:
                self._claim_stood(ev)
        elif step is BLOCK:
            if not self.awaited:
                self._resolve(ev)
        elif step is PROVE:
            if p == self.claimant:  # a foreign-aid blocker, as if they had not answered (R51)
                if held_claim:
                    self._lose(self.challenger, _BLOCK_STOOD, ev)
                else:
                    self.failed_blockers += (p,)
                    self._continue(_BLOCK_FAILED, ev)
            # else the challenger left: the claimant still answers; the loss will be skipped
        elif step is LOSE:
            if p == self.loser:
                then = self.then
                self.loser = None
                self.then = None
                self._continue(then, ev)

    # ------------------------------------------------------------------ views and copies

    def public_view(self) -> dict:
        """What everyone may know (R53, R87): coins, revealed cards, hidden counts, the
        Court deck's size, the pending decision, and with Reformation the factions and the
        Treasury Reserve. No hidden card, drawn card, shown card or deck order."""
        return {
            "players": list(self.names),
            "variant": self.variant,
            "reformation": self.reformation,
            "inquisitor": self.inquisitor,
            "factions": list(self.factions) if self.factions is not None else None,
            "reserve": self.reserve,
            "coins": list(self.coins),
            "revealed": [list(r) for r in self.revealed],
            "hidden_counts": [len(h) for h in self.hands],
            "alive": list(self.alive),
            "court_size": len(self.court),
            "deck_size": self.deck_size,
            "turn": self.turn,
            "turn_no": self.turn_no,
            "step": self.step,
            "awaited": list(self.awaited),
            "action": self.action,
            "target": self.target,
            "claimant": self.claimant,
            "claim": self.claim,
            "blocker": self.blocker,
            "block_card": self.block_card,
            "challenger": self.challenger,
            "loser": self.loser,
            "failed_blockers": list(self.failed_blockers),
            "missed_turns": list(self.missed),
            "winner": self.winner,
        }

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know (R53, R99), and nothing else: the public view, its
        own hidden cards, the cards it is choosing from, the card it showed or was shown
        in an Examine, the card it drew in place of the one shown when an exchange was forced
        on it (until its own next turn ends), and its legal moves."""
        v = self.public_view()
        v["seat"] = seat
        v["hand"] = list(self.hands[seat])
        if self.step is EXCHANGE and seat == self.turn:
            v["drawn"] = list(self.drawn)
        if self.step is DRAFT and self.draft_sets[seat] is not None:
            v["draft_options"] = list(self.draft_sets[seat])
        if self.shown is not None and (seat == self.turn or seat == self.target):
            v["shown"] = self.shown  # R99: the examined card, for the actor and the target
        if self.redrawn is not None and seat == self.redrawn[0]:
            _, shown, drawn, turn_no = self.redrawn   # R95, R99: for the examined player alone
            v["redrawn"] = {"shown": shown, "drawn": drawn, "turn": turn_no}
        if self.step is not OVER and seat in self.awaited:
            v["legal_moves"] = [str(m) for m in self.legal_moves(seat)]
        return v

    def copy(self, rng: _random.Random | None = None) -> "Game":
        """An independent copy. Hands are tuples, so copying the lists is enough."""
        g = Game.__new__(Game)
        for name in Game.__slots__:
            setattr(g, name, getattr(self, name))
        g.hands = list(self.hands)
        g.revealed = list(self.revealed)
        g.coins = list(self.coins)
        g.alive = list(self.alive)
        g.court = list(self.court)
        g.awaited = list(self.awaited)
        g.missed = list(self.missed)
        g.draft_sets = list(self.draft_sets) if self.draft_sets is not None else None
        g.factions = list(self.factions) if self.factions is not None else None
        if rng is None:
            rng = type(self.rng)()
            rng.setstate(self.rng.getstate())
        g.rng = rng
        return g

    def to_dict(self, *, include_rng: bool = True) -> dict:
        """Plain JSON-ready data, with a schema version. Holds every secret: store it, never show it."""
        d = {
            "schema": SCHEMA_VERSION,
            "names": list(self.names),
            "variant": self.variant,
            "max_missed_turns": self.max_missed_turns,
            "deck_size": self.deck_size,
            "hands": [list(h) for h in self.hands],
            "revealed": [list(r) for r in self.revealed],
            "coins": list(self.coins),
            "alive": list(self.alive),
            "court": list(self.court),
            "step": self.step,
            "awaited": list(self.awaited),
            "turn": self.turn,
            "turn_no": self.turn_no,
            "missed": list(self.missed),
            "action": self.action,
            "target": self.target,
            "claimant": self.claimant,
            "claim": self.claim,
            "blocker": self.blocker,
            "block_card": self.block_card,
            "failed_blockers": list(self.failed_blockers),
            "challenger": self.challenger,
            "loser": self.loser,
            "then": self.then,
            "drawn": list(self.drawn) if self.drawn is not None else None,
            "draft_sets": [list(s) if s is not None else None for s in self.draft_sets]
            if self.draft_sets is not None else None,
            "winner": self.winner,
            "reformation": self.reformation,
            "inquisitor": self.inquisitor,
            "factions": list(self.factions) if self.factions is not None else None,
            "reserve": self.reserve,
            "shown": self.shown,
        }
        if self.redrawn is not None:   # only after a forced exchange (R95): older rows have no such key
            d["redrawn"] = list(self.redrawn)
        if include_rng:
            if isinstance(self.rng, SplitMix):
                d["rng"] = {"splitmix": self.rng.getstate()}
            else:
                version, internal, gauss = self.rng.getstate()
                d["rng"] = [version, list(internal), gauss]
        return d

    @classmethod
    def from_dict(cls, d: dict, rng: _random.Random | None = None) -> "Game":
        """Rebuild a game from :meth:`to_dict`. Without ``rng`` the stored generator state
        is restored, so the game goes on exactly as the original would. A schema-1 game
        (stored before the expansions) loads as a game without them."""
        schema = d.get("schema")
        if schema not in (1, SCHEMA_VERSION):
            raise ValueError(f"unsupported game schema {schema!r}")
        g = cls.__new__(cls)
        g.names = list(d["names"])
        g.n = len(g.names)
        g.variant = d["variant"]
        g.max_missed_turns = d["max_missed_turns"]
        g.deck_size = d["deck_size"]
        g.hands = [tuple(h) for h in d["hands"]]
        g.revealed = [tuple(r) for r in d["revealed"]]
        g.coins = list(d["coins"])
        g.alive = list(d["alive"])
        g.n_alive = sum(g.alive)
        g.court = list(d["court"])
        g.step = _intern(STEPS, d["step"])
        g.awaited = list(d["awaited"])
        g.turn = d["turn"]
        g.turn_no = d["turn_no"]
        g.missed = list(d["missed"])
        g.action = d["action"]
        g.target = d["target"]
        g.claimant = d["claimant"]
        g.claim = NOT_DUKE if d["claim"] == NOT_DUKE else d["claim"]  # compared with 'is'
        g.blocker = d["blocker"]
        g.block_card = d["block_card"]
        g.failed_blockers = tuple(d["failed_blockers"])
        g.challenger = d["challenger"]
        g.loser = d["loser"]
        g.then = _intern((_END_TURN, _CLAIM_STOOD, _BLOCK_STOOD, _BLOCK_FAILED, _RESOLVE), d["then"])
        g.drawn = tuple(d["drawn"]) if d["drawn"] is not None else None
        g.draft_sets = [tuple(s) if s is not None else None for s in d["draft_sets"]] \
            if d["draft_sets"] is not None else None
        g.winner = d["winner"]
        g.reformation = bool(d.get("reformation", False))
        g.inquisitor = bool(d.get("inquisitor", False))
        factions = d.get("factions")
        g.factions = [_intern(FACTIONS, f) for f in factions] if factions is not None else None
        g.reserve = d.get("reserve", 0 if g.reformation else None)
        g.shown = d.get("shown")
        g.redrawn = tuple(d["redrawn"]) if d.get("redrawn") is not None else None
        g._t = _MoveTable(g.n, g.reformation, g.inquisitor)
        g._facts = g._t.facts
        g._blocked_by = g._t.blocked_by
        g._after = g._aims = None
        g.opening = []
        if rng is None:
            stored = d.get("rng")
            if isinstance(stored, dict):
                rng = SplitMix(stored["splitmix"])
            else:
                rng = _random.Random()
                if stored is not None:
                    version, internal, gauss = stored
                    rng.setstate((version, tuple(internal), gauss))
        g.rng = rng
        return g

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"<Game {self.n} players, turn {self.turn_no} ({self.names[self.turn]}), step {self.step}>"


def _intern(known: tuple[str, ...], value: str | None) -> str | None:
    """Map a string read from JSON to the module's own constant, so ``is`` comparisons hold."""
    if value is None:
        return None
    for k in known:
        if k == value:
            return k
    raise ValueError(f"unknown value {value!r}")
