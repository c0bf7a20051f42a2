"""Refusals meant for the person who asked: a catalogue key and its fields, said in their
language by whoever answers (the click router, the command tree)."""

from __future__ import annotations

from engine import IllegalMove, Move
from engine import game as G
from engine.actions import TARGETED


class UserFacingError(Exception):
    """A refusal meant for the user who asked: a catalogue key and its fields."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, w) -> str:
        return w(self.key, **self.params)


def refusal(error: IllegalMove, game, move: Move, names: list[str]) -> UserFacingError:
    """Why the engine refused ``move``, as a sentence key and its fields."""
    p, step = move.player, game.step
    if step == G.OVER:
        return UserFacingError("no.over")
    if p is not None and not game.alive[p]:
        return UserFacingError("no.out")
    if p not in game.awaited:
        if step == G.ACTION:
            return UserFacingError("no.not_your_turn", name=names[game.turn])
        if step == G.CHALLENGE and p == game.claimant:
            return UserFacingError("no.own_claim")
        if step == G.BLOCK and p in game.failed_blockers:
            return UserFacingError("no.failed_block")
        if step == G.BLOCK and game.target is not None:
            return UserFacingError("no.only_target", name=names[game.target])
        if step in (G.CHALLENGE, G.BLOCK):
            return UserFacingError("no.answered")
        return UserFacingError("no.nothing_waits")
    if step == G.ACTION and move.kind in TARGETED:
        t = move.target
        if t == p:
            return UserFacingError("no.target_self")
        if t is None or not 0 <= t < game.n or not game.alive[t]:
            return UserFacingError("no.target_out")
        if move.kind == "steal" and not game.coins[t]:
            return UserFacingError("no.target_poor", name=names[t])
    return UserFacingError("no.move")
