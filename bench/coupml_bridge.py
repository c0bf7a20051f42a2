"""coupml's rule-based AI seated in our engine, seeing only what its seat may see.

coupml (octachrome/coupml 0.1.1, Apache-2.0; ``pip install -e '.[bench]'``) ports the
computer player of the web game Treason (``ai-player.js``) to Python as
``coupml.rule_ai.RuleAI``. That class decides from one coupml state dict,
``{"game": {...}, "players": [...]}``, and returns one coupml action string. This module
builds that dict from our ``game.view(seat)`` and the public events, asks RuleAI, and
turns its answer into one of our moves.

What RuleAI is given (all of it public or its own):

* ``players[i]``: coins, revealed cards, the number of hidden cards (as placeholders;
  only its own are real cards), and the *trace* coupml keeps of each player: every
  claim (an action's character or a block's), every card turned face up (a proof
  shows the card: coupml traces that as a reveal too), ``lost_challenge`` after a
  conceded claim, ``exchange`` after an exchange;
* ``game``: the phase, whose turn, who acts, the action and its target, the block
  and blocker, and the cards drawn in its own exchange.

Where the two rule sets differ, the bridge does what the original Treason server does:

* A challenged claimant who holds the claimed card shows it. (coupml lets RuleAI
  reveal any card there, by the weights it uses to lose one, so it often throws a
  won challenge away; Treason proves automatically. ``literal=True`` keeps coupml's
  way, for comparison.)
* Coins during an assassination's challenge window: coupml charges the 3 coins only
  once the claim stands, so RuleAI sees the actor's coins before paying (R36 charges
  on declaring and refunds a disproved claim; the outcome is the same).
* A Steal cannot aim at a player with no coins here (R34); coupml allows it. RuleAI's
  Captain target is chosen among players with coins (its order otherwise unchanged).

Anything else RuleAI answers that our engine refuses is counted in ``illegal`` and
replaced by the seat's first legal move; a faithful bridge keeps it at 0.

RuleAI draws its randomness from a ``numpy.random.RandomState``; each seat gets its
own, seeded, so games replay exactly.
"""

from __future__ import annotations

import random

import numpy as np
from coupml import constants as C
from coupml.rule_ai import RuleAI

from engine import Move
from engine.ai import legal_moves

_ROLE = {"Duke": C.DUKE, "Assassin": C.ASSASSIN, "Captain": C.CAPTAIN,
         "Ambassador": C.AMBASSADOR, "Contessa": C.CONTESSA}
_CARD = {v: k for k, v in _ROLE.items()}


class _RuleAI(RuleAI):
    """RuleAI, with Captain targets limited to players who have coins (R34)."""

    def _choose_target(self, action):
        if action == C.STEAL:
            pred = lambda pid: (self.players[pid]["cash"] > 0  # noqa: E731
                                and not self._player_can_block(pid, action))
            return self._strongest_player(pred)
        return super()._choose_target(action)


class CoupmlPlayer:
    """coupml's RuleAI for one seat of our engine (same interface as ComputerPlayer)."""

    level = "coupml"

    def __init__(self, seat: int, seed: int | str, literal: bool = False):
        self.seat = seat
        self.np_random = np.random.RandomState(random.Random(seed).getrandbits(32))
        self.literal = literal
        self.n = None
        self.traces: list[list[tuple]] = []
        self.conceded: dict[int, str] = {}   # seat -> role of a conceded claim, until its reveal
        self.to_reveal: str | None = None     # literal mode: the card RuleAI chose to lose
        self.illegal = 0
        self.decisions = 0

    def observe(self, events) -> None:
        for e in events:
            if e.to is not None and e.to != self.seat:
                continue
            kind = e.kind
            if kind == "start":
                self.n = e.amount
                self.traces = [[] for _ in range(self.n)]
            elif kind == "declare" and e.card is not None:
                self.traces[e.player].append(("claim", _ROLE[e.card]))
            elif kind == "block":
                self.traces[e.player].append(("claim", _ROLE[e.card]))
            elif kind == "prove":
                self.traces[e.player].append(("reveal", _ROLE[e.card]))
            elif kind == "concede":
                self.conceded[e.player] = _ROLE[e.card]
            elif kind == "reveal":
                self.traces[e.player].append(("reveal", _ROLE[e.card]))
                role = self.conceded.pop(e.player, None)
                if role is not None:
                    self.traces[e.player].append(("lost_challenge", role))
            elif kind == "exchanged":
                self.traces[e.player].append(("exchange", None))

    # ------------------------------------------------------------------ the state RuleAI reads

    def state(self, view: dict) -> dict:
        me = view["seat"]
        step = view["step"]
        coins = list(view["coins"])
        action = view["action"]
        if step == "challenge" and action == "assassinate" and view["blocker"] is None:
            coins[view["turn"]] += 3  # coupml charges once the claim stands
        players = []
        for s in range(len(coins)):
            hidden = sorted(_ROLE[c] for c in view["hand"]) if s == me \
                else ["hidden"] * view["hidden_counts"][s]
            players.append({"cash": coins[s], "hidden": hidden,
                            "revealed": sorted(_ROLE[c] for c in view["revealed"][s]),
                            "trace": list(self.traces[s])})
        game = {"whose_turn": view["turn"], "player_to_act": me}
        if step == "action":
            game["phase"] = C.START_OF_TURN
        else:
            game["action"] = action
            if view["target"] is not None:
                game["target_player"] = view["target"]
            if step == "challenge":
                if view["blocker"] is None:
                    game["phase"] = C.AWAITING_CHALLENGE
                else:
                    game["phase"] = C.AWAITING_BLOCK_CHALLENGE
                    game["blocked_with"] = _ROLE[view["block_card"]]
                    game["blocking_player"] = view["blocker"]
            elif step == "block":
                game["phase"] = C.AWAITING_BLOCK
            elif step == "prove":
                game["phase"] = C.PROVE_CHALLENGE
            elif step == "lose":
                game["phase"] = C.DIRECT_ATTACK if view["challenger"] is None else (
                    C.CORRECT_CHALLENGE if view["loser"] == view["claimant"] else C.INCORRECT_CHALLENGE)
            elif step == "exchange":
                game["phase"] = C.CHOOSE_NEW_ROLES
                game["drawn_roles"] = [_ROLE[c] for c in view["drawn"]]
            else:
                raise ValueError(f"coupml has no step {step!r}")
        return {"game": game, "players": players}

    # ------------------------------------------------------------------ deciding

    def choose(self, view: dict) -> Move:
        me = view["seat"]
        moves = legal_moves(view)
        self.decisions += 1
        step = view["step"]
        if step == "prove" and not self.literal:
            return moves[0]  # prove when held (listed first), else concede
        if step == "lose" and self.to_reveal is not None:
            card, self.to_reveal = self.to_reveal, None
            move = Move(me, "reveal", card=card)
            return move if move in moves else self._illegal(moves)
        answer = _RuleAI(self.state(view), self.np_random).get_action()
        move = self.translate(view, answer)
        if move not in moves:
            return self._illegal(moves)
        return move

    def _illegal(self, moves: list[Move]) -> Move:
        self.illegal += 1
        return moves[0]

    def translate(self, view: dict, answer: str) -> Move:
        me, step = view["seat"], view["step"]
        kind, _, arg = answer.partition(":")
        if step == "prove":  # literal mode: RuleAI revealed a card
            card = _CARD[arg]
            if card == view["claim"]:
                return Move(me, "prove")
            self.to_reveal = card
            return Move(me, "concede")
        if kind == C.PASS:
            return Move(me, "allow")
        if kind == C.CHALLENGE:
            return Move(me, "challenge")
        if kind == C.BLOCK:
            return Move(me, "block", card=_CARD[arg])
        if kind == C.REVEAL:
            return Move(me, "reveal", card=_CARD[arg])
        if kind == C.KEEP:
            return Move(me, "keep", card=tuple(sorted(_CARD[r] for r in arg.split(","))))
        if arg:
            return Move(me, kind, int(arg))
        return Move(me, kind)


# ---------------------------------------------------------------------- the baseline both engines share

class TypeRandomPlayer:
    """The uniformly random player of bench/coupml_playouts.py, in our engine: the action
    type first, then its target; challenge or allow; each block or allow; prove when held;
    which card to lose; which distinct cards to keep. Used to check the bridge: RuleAI
    should beat it as often here as in coupml's own engine."""

    level = "typerandom"

    def __init__(self, seat: int, seed):
        self.seat = seat
        self.rng = random.Random(seed)

    def observe(self, events) -> None:
        pass

    def choose(self, view: dict) -> Move:
        moves = legal_moves(view)
        if view["step"] == "prove":
            return moves[0]
        if view["step"] == "action":
            by_kind: dict[str, list[Move]] = {}
            for m in moves:
                by_kind.setdefault(m.kind, []).append(m)
            return self.rng.choice(by_kind[self.rng.choice(list(by_kind))])
        return self.rng.choice(moves)


# ---------------------------------------------------------------------- coupml's own engine

def play_in_coupml(kinds: list[str], seed: int, literal: bool = False) -> int:
    """One game in coupml's own engine, ``kinds[seat]`` in {"coupml", "typerandom"}.
    Returns the winner's seat. RuleAI sees the state with other hands masked."""
    from coupml.game import Game as CGame
    from coupml.utils import reveal
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from coupml_playouts import RandomAgent

    n = len(kinds)
    game = CGame(n, np.random.RandomState(random.Random(f"{seed}/deal").getrandbits(32)))
    game.init_game()
    ais = {s: np.random.RandomState(random.Random(f"{seed}/{s}").getrandbits(32))
           for s in range(n) if kinds[s] == "coupml"}
    randoms = {s: RandomAgent(random.Random(f"{seed}/{s}")) for s in range(n) if kinds[s] != "coupml"}
    while not game.is_game_over():
        s = game.player_to_act()
        legal = game.get_legal_actions()
        if s in randoms:
            game.play_action(randoms[s].choose(game, legal))
            continue
        state = game.get_state()
        masked = {"game": state["game"], "players": [
            p if i == s else {**p, "hidden": ["hidden"] * len(p["hidden"])}
            for i, p in enumerate(state["players"])]}
        if state["game"]["phase"] == C.PROVE_CHALLENGE and not literal:
            action = game.state.action
            challenge = action.challenge or action.block.challenge
            if challenge.role in state["players"][s]["hidden"]:
                game.play_action(reveal(challenge.role))
                continue
        game.play_action(_RuleAI(masked, ais[s]).get_action())
    return game.get_state()["game"]["winning_player"]
