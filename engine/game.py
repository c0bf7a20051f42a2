"""The game of Coup as a state machine (rules.md R1–R52).

A :class:`Game` always waits on one pending step: a turn's action, a response window
(challenge or block), or a private decision (prove, reveal, exchange, draft).
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
from .cards import CHARACTERS, copies_per_character, full_deck
from .errors import IllegalMove
from .events import Event
from .moves import Move

SCHEMA_VERSION = 1

# Pending steps.
ACTION = "action"        # the turn's player chooses an action
CHALLENGE = "challenge"  # a claim may be challenged (R41, R43)
BLOCK = "block"          # the action may be blocked (R42)
PROVE = "prove"          # the challenged claimant proves or concedes
LOSE = "lose"            # a player chooses which hidden card to reveal (R20)
EXCHANGE = "exchange"    # the Ambassador keeps cards (R47)
DRAFT = "draft"          # two-player draft picks (R10)
OVER = "over"

STEPS = (ACTION, CHALLENGE, BLOCK, PROVE, LOSE, EXCHANGE, DRAFT, OVER)

# Where play goes once a lost influence or a proof is settled.
_END_TURN = "end_turn"
_CLAIM_STOOD = "claim_stood"        # the action's claim survived: blocks, then the effect
_BLOCK_STOOD = "block_stood"        # the block survived: the action is stopped
_BLOCK_FAILED = "block_failed"      # the block was disproved: the action goes ahead (R43)
_RESOLVE = "resolve"                # the action takes effect

DEFAULT_MISSED_TURNS = 3  # R52

_new_tuple = tuple.__new__


def _event(kind, player=None, target=None, card=None, amount=None, action=None, to=None):
    return _new_tuple(Event, (kind, player, target, card, amount, action, to))


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
    """Every move object a game of n players can use, built once per player count.

    Legal-move lists are tuples of these shared objects, so listing them allocates nothing.
    """

    _cache: dict[int, "_MoveTable"] = {}

    def __new__(cls, n: int):
        table = cls._cache.get(n)
        if table is None:
            table = super().__new__(cls)
            table._build(n)
            cls._cache[n] = table
        return table

    def _build(self, n: int) -> None:
        seats = range(n)
        self.respond = tuple((Move(p, M.CHALLENGE), Move(p, M.ALLOW)) for p in seats)
        self.allow = tuple(r[1] for r in self.respond)
        self.challenge = tuple(r[0] for r in self.respond)
        self.block = {
            action: tuple(
                tuple(Move(p, M.BLOCK, None, c) for c in chars) + (Move(p, M.ALLOW),)
                for p in seats
            )
            for action, chars in A.BLOCKED_BY.items()
        }
        self.prove = tuple((Move(p, M.PROVE), Move(p, M.CONCEDE)) for p in seats)
        self.concede = tuple((Move(p, M.CONCEDE),) for p in seats)
        self.reveal = tuple({c: Move(p, M.REVEAL, None, c) for c in CHARACTERS} for p in seats)
        self.draft = tuple(tuple(Move(p, M.DRAFT, None, c) for c in CHARACTERS) for p in seats)
        self.simple = tuple(
            {a: Move(p, a) for a in (A.INCOME, A.FOREIGN_AID, A.TAX, A.EXCHANGE)} for p in seats
        )
        self.targeted = tuple(
            {a: tuple(Move(p, a, t) if t != p else None for t in seats) for a in A.TARGETED}
            for p in seats
        )
        self.reveal_events = tuple({c: _event("reveal", p, None, c) for c in CHARACTERS} for p in seats)
        self.allow_events = tuple([_event("allow", p)] for p in seats)


class Game:
    """A game of Coup between ``n`` seats, from the deal to the winner."""

    __slots__ = (
        "n", "names", "variant", "rng", "max_missed_turns",
        "hands", "revealed", "coins", "alive", "n_alive", "court",
        "step", "awaited", "turn", "turn_no", "missed",
        "action", "target", "claimant", "claim", "blocker", "block_card",
        "failed_blockers", "challenger", "loser", "then", "drawn", "draft_sets",
        "winner", "deck_size", "opening", "_t",
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
    ) -> "Game":
        """Deal a new game (R2–R4, R10–R12).

        ``players`` is a count or the players' names in seat order. Without ``starter``
        a random seat starts (R6). ``variant`` is ``"standard"`` or ``"draft"`` (two
        players only).
        """
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
        n = len(names)
        copies_per_character(n)  # raises for a count outside 2–10
        if variant not in ("standard", "draft"):
            raise ValueError(f"unknown variant {variant!r}")
        if variant == "draft" and n != 2:
            raise ValueError("the draft variant is for exactly 2 players (R10)")
        rng = rng if rng is not None else _random.Random()
        if starter is None:
            starter = rng.randrange(n)
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
        g.winner = None
        g.drawn = None
        g._clear_action()
        g._t = _MoveTable(n)
        events = [_event("start", starter, amount=n)]
        if variant == "draft":
            # R10–R11: each player picks from a set of one of each character; the third
            # set deals one card each and becomes the Court deck. 7 cards in play.
            g.deck_size = 7
            g.hands = [()] * n
            g.court = list(CHARACTERS)  # the third set, dealt once both have chosen
            rng.shuffle(g.court)
            g.draft_sets = [CHARACTERS, CHARACTERS]
            g.step = DRAFT
            g.awaited = [0, 1]
            for p in (0, 1):
                events.append(_event("draft_options", p, card=CHARACTERS, to=p))
        else:
            deck = full_deck(n)
            rng.shuffle(deck)
            g.deck_size = len(deck)
            g.hands = [tuple(deck[2 * p:2 * p + 2]) for p in range(n)]
            g.court = deck[2 * n:]
            g.draft_sets = None
            for p in range(n):
                events.append(_event("deal", p, card=g.hands[p], to=p))
            events.extend(g._start_turn())
        g.opening = events  # the deal's events, for whoever created the game
        return g

    def _clear_action(self) -> None:
        self.action = None
        self.target = None
        self.claimant = None
        self.claim = None
        self.blocker = None
        self.block_card = None
        self.failed_blockers = ()
        self.challenger = None
        self.loser = None
        self.then = None
        if self.drawn is not None:  # an exchange cut short (R52): the drawn cards go back
            self.court += self.drawn
            self.rng.shuffle(self.court)
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
        if seat is None:
            if not self.awaited:
                return ()
            seat = self.awaited[0]
        step = self.step
        if seat not in self.awaited:
            return ()
        t = self._t
        if step is CHALLENGE:
            return t.respond[seat]
        if step is ACTION:
            return self._legal_actions(seat)
        if step is BLOCK:
            return t.block[self.action][seat]
        if step is LOSE:
            reveal = t.reveal[seat]
            hand = self.hands[seat]
            if hand[0] == hand[1]:
                return (reveal[hand[0]],)
            return (reveal[hand[0]], reveal[hand[1]])
        if step is PROVE:
            return t.prove[seat] if self.claim in self.hands[seat] else t.concede[seat]
        if step is EXCHANGE:
            return self._keep_moves(seat)
        if step is DRAFT:
            return t.draft[seat]
        return ()

    def _legal_actions(self, p: int) -> tuple[Move, ...]:
        simple = self._t.simple[p]
        targeted = self._t.targeted[p]
        c = self.coins[p]
        others = [s for s in range(self.n) if s != p and self.alive[s]]
        coups = targeted[A.COUP]
        if c >= A.FORCED_COUP_COINS:
            return tuple(coups[s] for s in others)  # R32
        moves = [simple[A.INCOME], simple[A.FOREIGN_AID]]
        if c >= 7:
            moves += [coups[s] for s in others]
        moves.append(simple[A.TAX])
        if c >= 3:
            kills = targeted[A.ASSASSINATE]
            moves += [kills[s] for s in others]
        steals = targeted[A.STEAL]
        coins = self.coins
        moves += [steals[s] for s in others if coins[s]]  # R34
        moves.append(simple[A.EXCHANGE])
        return tuple(moves)

    def _keep_moves(self, p: int) -> tuple[Move, ...]:
        pool = sorted(self.hands[p] + self.drawn)
        keep = len(self.hands[p])
        sets = sorted(set(combinations(pool, keep)))
        return tuple(Move(p, M.KEEP, None, s) for s in sets)

    def is_legal(self, move: Move) -> bool:
        try:
            self.copy().apply(move)
        except IllegalMove:
            return False
        return True

    # ------------------------------------------------------------------ playing

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` and return the events it caused, or raise :class:`IllegalMove`.

        The game is unchanged when the move is refused.
        """
        kind = move.kind
        step = self.step
        p = move.player
        if step is CHALLENGE:
            if kind == M.ALLOW:
                awaited = self.awaited
                if p in awaited:
                    awaited.remove(p)
                    if awaited:
                        return self._t.allow_events[p]
                    return [self._t.allow_events[p][0], *self._claim_stood()]
            elif kind == M.CHALLENGE and p in self.awaited:
                return self._challenge(p)
        elif step is ACTION:
            if p == self.turn and kind in A.LABELS:
                self._check_action(move)
                self.missed[p] = 0
                return self._declare(p, kind, move.target)
        elif step is BLOCK:
            if p in self.awaited:
                if kind == M.ALLOW:
                    self.awaited.remove(p)
                    if self.awaited:
                        return self._t.allow_events[p]
                    return [self._t.allow_events[p][0], *self._resolve()]
                if kind == M.BLOCK and move.card in A.BLOCKED_BY[self.action]:
                    return self._block(p, move.card)
        elif step is LOSE:
            if kind == M.REVEAL and p == self.loser:
                if move.card not in self.hands[p]:
                    raise IllegalMove(f"You have no hidden {move.card} to reveal.")
                return self._reveal(p, move.card)
        elif step is PROVE:
            if p == self.claimant:
                if kind == M.PROVE:
                    if self.claim not in self.hands[p]:
                        raise IllegalMove(f"You cannot prove {self.claim}: you do not hold one.")
                    return self._prove()
                if kind == M.CONCEDE:
                    return self._concede()
        elif step is EXCHANGE:
            if kind == M.KEEP and p == self.turn:
                return self._keep(p, move.card)
        elif step is DRAFT:
            if kind == M.DRAFT and p in self.awaited:
                if move.card not in self.draft_sets[p]:
                    raise IllegalMove(f"{move.card} is not in your set.")
                return self._draft(p, move.card)
        if kind == M.TIMEOUT:
            if step is OVER:
                raise IllegalMove("The game is over.")
            return self._timeout()
        if kind == M.FORFEIT:
            if step is OVER:
                raise IllegalMove("The game is over.")
            if p is None or not 0 <= p < self.n or not self.alive[p]:
                raise IllegalMove("Only a player still in the game can forfeit.")
            return self._forfeit(p)
        raise IllegalMove(self._refusal(move))

    def _refusal(self, move: Move) -> str:
        """Why ``move`` is not allowed now, in words for the player who tried it."""
        step, p, kind = self.step, move.player, move.kind
        if kind not in M.KINDS:
            return f"There is no move called {kind!r}."
        if step is OVER:
            return "The game is over."
        if p is None or not 0 <= p < self.n:
            return "That seat is not in this game."
        if not self.alive[p]:
            return "You are out of this game."
        if p not in self.awaited:
            if step is ACTION:
                return f"It is not your turn; it is {self.names[self.turn]}'s."
            if step is CHALLENGE and p == self.claimant:
                return "You cannot challenge your own claim."
            if kind == M.CHALLENGE and self.challenger is not None:
                return f"{self.names[self.challenger]} has already challenged this claim."
            if step in (CHALLENGE, BLOCK):
                return "You have already answered."
            return "Nothing is waiting on you right now."
        expected = {
            ACTION: "an action", CHALLENGE: "Challenge or Allow", BLOCK: "a block or Allow",
            LOSE: "a card to reveal", PROVE: "Prove or Concede", EXCHANGE: "the cards to keep",
            DRAFT: "a card from your set",
        }[step]
        if kind == M.BLOCK and step is BLOCK:
            chars = " or ".join(A.BLOCKED_BY[self.action])
            return f"{A.LABELS[self.action]} can only be blocked with {chars}."
        return f"That does not answer this step: choose {expected}."

    def _check_action(self, move: Move) -> None:
        p, kind, target = move.player, move.kind, move.target
        coins = self.coins[p]
        if coins >= A.FORCED_COUP_COINS and kind != A.COUP:
            raise IllegalMove(f"You have {coins} coins: you must Coup (R32).")
        cost = A.COSTS.get(kind, 0)
        if coins < cost:
            raise IllegalMove(f"You need {cost} coins to {A.LABELS[kind]}; you have {coins}.")
        if kind in A.TARGETED:
            if target is None:
                raise IllegalMove(f"{A.LABELS[kind]} needs a target.")
            if target == p:
                raise IllegalMove("You cannot target yourself.")
            if not (0 <= target < self.n) or not self.alive[target]:
                raise IllegalMove("The target must be a player still in the game.")
            if kind == A.STEAL and not self.coins[target]:
                raise IllegalMove(f"{self.names[target]} has no coins to steal.")
        elif target is not None:
            raise IllegalMove(f"{A.LABELS[kind]} takes no target.")

    # ------------------------------------------------------------------ the turn

    def _start_turn(self) -> list[Event]:
        self.turn_no += 1
        self.step = ACTION
        self.awaited = [self.turn]
        return [_event("turn", self.turn, amount=self.turn_no)]

    def _end_turn(self) -> list[Event]:
        self._clear_action()
        self.turn = self.next_alive(self.turn)  # R48
        return self._start_turn()

    def _declare(self, p: int, action: str, target: int | None) -> list[Event]:
        self.action = action
        self.target = target
        claim = A.CLAIMS.get(action)
        events = [_event("declare", p, target, claim, action=action)]
        cost = A.COSTS.get(action)
        if cost:
            self.coins[p] -= cost  # R36: paid on declaring
            events.append(_event("pay", p, amount=cost))
        if action == A.INCOME:
            self.coins[p] += 1
            events.append(_event("gain", p, amount=1))
            events += self._end_turn()
        elif action == A.COUP:
            events += self._lose(target, _END_TURN)
        elif claim is not None:
            events += self._open_challenge(p, claim)
        else:  # foreign aid: no claim, straight to blocks
            events += self._open_blocks()
        return events

    def _open_challenge(self, claimant: int, claim: str) -> list[Event]:
        self.step = CHALLENGE
        self.claimant = claimant
        self.claim = claim
        self.challenger = None
        self.awaited = self.seats_after(claimant)
        return []

    def _claim_stood(self) -> list[Event]:
        """Nobody challenged the claim in time (R41, R43)."""
        if self.blocker is None:
            return self._continue(_CLAIM_STOOD)
        return self._continue(_BLOCK_STOOD)

    def _challenge(self, c: int) -> list[Event]:
        self.challenger = c
        self.step = PROVE
        self.awaited = [self.claimant]
        return [_event("challenge", c, self.claimant, self.claim)]

    def _prove(self) -> list[Event]:
        """R41: the shown card goes back into the Court deck, a replacement is drawn,
        and the challenger loses an influence."""
        p, card = self.claimant, self.claim
        hand = list(self.hands[p])
        hand.remove(card)
        court = self.court
        court.append(card)
        self.rng.shuffle(court)
        new = court.pop()
        hand.append(new)
        self.hands[p] = tuple(hand)
        events = [_event("prove", p, card=card), _event("replace", p, card=new, to=p)]
        then = _CLAIM_STOOD if self.blocker is None else _BLOCK_STOOD
        events += self._lose(self.challenger, then)
        return events

    def _concede(self) -> list[Event]:
        p = self.claimant
        events = [_event("concede", p, card=self.claim)]
        if self.blocker is None:
            # R41: the action fails and its cost comes back.
            cost = A.COSTS.get(self.action)
            if cost:
                self.coins[p] += cost
                events.append(_event("refund", p, amount=cost))
            events += self._lose(p, _END_TURN)
        else:
            self.failed_blockers += (p,)
            events += self._lose(p, _BLOCK_FAILED)
        return events

    def _open_blocks(self) -> list[Event]:
        """R42: blocks are invited once the action's claim stands."""
        action = self.action
        self.blocker = None
        self.block_card = None
        self.claimant = None
        self.claim = None
        self.challenger = None
        if action == A.FOREIGN_AID:
            failed = self.failed_blockers
            eligible = [s for s in self.seats_after(self.turn) if s not in failed]
        else:
            eligible = [self.target]
        if not eligible:
            return self._resolve()
        self.step = BLOCK
        self.awaited = eligible
        return []

    def _block(self, b: int, card: str) -> list[Event]:
        self.blocker = b
        self.block_card = card
        events = [_event("block", b, self.turn, card, action=self.action)]
        events += self._open_challenge(b, card)
        return events

    def _continue(self, then: str) -> list[Event]:
        if then is _END_TURN:
            return self._end_turn()
        if then is _CLAIM_STOOD:
            target = self.target
            if target is not None and not self.alive[target]:
                return self._no_effect()
            if self.action in A.BLOCKED_BY:
                return self._open_blocks()
            return self._resolve()
        if then is _BLOCK_STOOD:
            return [_event("blocked", self.turn, self.blocker, self.block_card, action=self.action),
                    *self._end_turn()]
        if then is _BLOCK_FAILED:
            if self.action == A.FOREIGN_AID:
                return self._open_blocks()
            return self._resolve()
        raise AssertionError(then)

    def _resolve(self) -> list[Event]:
        """The action takes effect (R33)."""
        p, action, target = self.turn, self.action, self.target
        if target is not None and not self.alive[target]:
            return self._no_effect()
        coins = self.coins
        if action == A.TAX:
            coins[p] += 3
            events = [_event("gain", p, amount=3)]
        elif action == A.FOREIGN_AID:
            coins[p] += 2
            events = [_event("gain", p, amount=2)]
        elif action == A.STEAL:
            amount = min(2, coins[target])
            coins[target] -= amount
            coins[p] += amount
            events = [_event("steal", p, target, amount=amount)]
        elif action == A.ASSASSINATE:
            return self._lose(target, _END_TURN)
        else:  # exchange (R47)
            court = self.court
            k = min(2, len(court))
            self.drawn = tuple(court[-k:])
            del court[-k:]
            self.step = EXCHANGE
            self.awaited = [p]
            return [_event("exchange", p, amount=k), _event("drawn", p, card=self.drawn, to=p)]
        events += self._end_turn()
        return events

    def _no_effect(self) -> list[Event]:
        """R46: the target is out before the action resolved. (A steal already took its
        share when the target was eliminated.)"""
        events = []
        if self.action != A.STEAL:
            events.append(_event("no_effect", self.turn, self.target, action=self.action))
        return events + self._end_turn()

    def _keep(self, p: int, kept) -> list[Event]:
        hand = self.hands[p]
        kept = tuple(kept) if isinstance(kept, (tuple, list)) else ()
        if len(kept) != len(hand):
            raise IllegalMove(f"Keep exactly {len(hand)} card{'s' if len(hand) > 1 else ''}.")
        pool = list(hand + self.drawn)
        for card in kept:
            if card not in pool:
                raise IllegalMove(f"{card} is not among your cards and the cards you drew.")
            pool.remove(card)
        self.hands[p] = tuple(kept)
        self.court += pool
        self.rng.shuffle(self.court)
        self.drawn = None
        return [_event("exchanged", p, amount=len(pool)), _event("kept", p, card=tuple(kept), to=p),
                *self._end_turn()]

    # ------------------------------------------------------------------ influence

    def _lose(self, p: int, then: str) -> list[Event]:
        """``p`` loses one influence (R20): a choice with two hidden cards, automatic with one."""
        if not self.alive[p]:
            return self._continue(then)
        hand = self.hands[p]
        if len(hand) == 1:
            return self._reveal_card(p, hand[0], then)
        self.step = LOSE
        self.awaited = [p]
        self.loser = p
        self.then = then
        return []

    def _reveal(self, p: int, card: str) -> list[Event]:
        then = self.then
        self.loser = None
        self.then = None
        return self._reveal_card(p, card, then)

    def _reveal_card(self, p: int, card: str, then: str) -> list[Event]:
        hand = list(self.hands[p])
        hand.remove(card)
        self.hands[p] = tuple(hand)
        self.revealed[p] = self.revealed[p] + (card,)
        events = [self._t.reveal_events[p][card]]
        if not hand:
            events += self._eliminate(p)
            if self.step is OVER:
                return events
        events += self._continue(then)
        return events

    def _eliminate(self, p: int, steal: bool = True) -> list[Event]:
        """R22: out at once; coins to the Treasury — after a thief's share (R46)."""
        events = [_event("eliminate", p)]
        if steal and self.action == A.STEAL and p == self.target and self.alive[self.turn]:
            amount = min(2, self.coins[p])
            self.coins[self.turn] += amount
            events.append(_event("steal", self.turn, p, amount=amount))
        self.coins[p] = 0
        self.alive[p] = False
        self.n_alive -= 1
        if self.n_alive == 1:
            events += self._finish()
        return events

    def _finish(self) -> list[Event]:
        """R23: the last player with influence wins, at once."""
        self.winner = self.alive.index(True)
        self._clear_action()
        self.step = OVER
        self.awaited = []
        return [_event("win", self.winner)]

    # ------------------------------------------------------------------ draft

    def _draft(self, p: int, card: str) -> list[Event]:
        self.hands[p] = (card,)
        self.draft_sets[p] = None
        self.awaited.remove(p)
        events = [_event("drafted", p), _event("drafted", p, card=card, to=p)]
        if not self.awaited:
            for s in (0, 1):
                self.hands[s] = self.hands[s] + (self.court.pop(),)
                events.append(_event("deal", s, card=self.hands[s], to=s))
            self.draft_sets = None
            events += self._start_turn()
        return events

    # ------------------------------------------------------------------ the clock and leaving

    def _timeout(self) -> list[Event]:
        """R50–R52: what silence means for the pending step."""
        step = self.step
        rng = self.rng
        if step is CHALLENGE:
            return [_event("timeout"), *self._claim_stood()]
        if step is BLOCK:
            return [_event("timeout"), *self._resolve()]
        p = self.awaited[0]
        events = [_event("timeout", p)]
        if step is ACTION:
            self.missed[p] += 1
            if self.missed[p] >= self.max_missed_turns:
                return events + self._forfeit(p)
            if self.coins[p] >= A.FORCED_COUP_COINS:
                move = self._t.targeted[p][A.COUP][self.next_alive(p)]
            else:
                move = self._t.simple[p][A.INCOME]
            return events + self._declare(p, move.kind, move.target)
        if step is LOSE:
            return events + self._reveal(p, rng.choice(self.hands[p]))
        if step is PROVE:
            if self.claim in self.hands[p]:
                return events + self._prove()
            events += self._concede()
            if self.step is LOSE and self.loser == p:
                events += self._reveal(p, rng.choice(self.hands[p]))
            return events
        if step is EXCHANGE:
            return events + self._keep(p, self.hands[p])
        if step is DRAFT:
            events = []
            for s in list(self.awaited):
                events.append(_event("timeout", s))
                events += self._draft(s, rng.choice(self.draft_sets[s]))
            return events
        raise AssertionError(step)

    def _forfeit(self, p: int) -> list[Event]:
        """R52: reveal every hidden card and leave; whatever waited on them moves on."""
        step = self.step
        held_claim = step is PROVE and p == self.claimant and self.claim in self.hands[p]
        events = [_event("forfeit", p)]
        reveal = self._t.reveal_events[p]
        for card in self.hands[p]:
            events.append(reveal[card])
        self.revealed[p] = self.revealed[p] + self.hands[p]
        self.hands[p] = ()
        events += self._eliminate(p, steal=False)
        if self.step is OVER:
            return events
        if p in self.awaited:
            self.awaited.remove(p)
        actor, target = self.turn, self.target
        if p == actor or (target is not None and p == target):
            # The action is cancelled, or has no effect on them.
            if p == actor:
                events.append(_event("cancelled", p, target, action=self.action))
            else:
                events.append(_event("no_effect", actor, p, action=self.action))
            if step is LOSE and self.loser != p:
                self.then = _END_TURN  # a loss already owed still happens
                return events
            if held_claim and self.challenger is not None and self.alive[self.challenger]:
                return events + self._lose(self.challenger, _END_TURN)
            return events + self._end_turn()
        # A bystander leaves.
        if step is CHALLENGE:
            if p == self.claimant:  # a foreign-aid blocker: the block is withdrawn
                self.failed_blockers += (p,)
                return events + self._continue(_BLOCK_FAILED)
            if not self.awaited:
                return events + self._claim_stood()
        elif step is BLOCK:
            if not self.awaited:
                return events + self._resolve()
        elif step is PROVE:
            if p == self.claimant:  # a foreign-aid blocker, as if they had not answered (R51)
                if held_claim:
                    return events + self._lose(self.challenger, _BLOCK_STOOD)
                self.failed_blockers += (p,)
                return events + self._continue(_BLOCK_FAILED)
            # the challenger left: the claimant still answers; the loss will be skipped
        elif step is LOSE:
            if p == self.loser:
                then = self.then
                self.loser = None
                self.then = None
                return events + self._continue(then)
        return events

    # ------------------------------------------------------------------ views and copies

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know (R53), and nothing else: its own hidden cards,
        the cards it is choosing from, and the public table."""
        v = {
            "seat": seat,
            "players": list(self.names),
            "variant": self.variant,
            "hand": list(self.hands[seat]),
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
        if self.step is EXCHANGE and seat == self.turn:
            v["drawn"] = list(self.drawn)
        if self.step is DRAFT and self.draft_sets[seat] is not None:
            v["draft_options"] = list(self.draft_sets[seat])
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
        if rng is None:
            rng = _random.Random()
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
        }
        if include_rng:
            version, internal, gauss = self.rng.getstate()
            d["rng"] = [version, list(internal), gauss]
        return d

    @classmethod
    def from_dict(cls, d: dict, rng: _random.Random | None = None) -> "Game":
        """Rebuild a game from :meth:`to_dict`. Without ``rng`` the stored generator state
        is restored, so the game goes on exactly as the original would."""
        if d.get("schema") != SCHEMA_VERSION:
            raise ValueError(f"unsupported game schema {d.get('schema')!r}")
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
        g.claim = d["claim"]
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
        g._t = _MoveTable(g.n)
        if rng is None:
            rng = _random.Random()
            if "rng" in d:
                version, internal, gauss = d["rng"]
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
