"""Refusals meant for the person who asked: a catalogue key and its fields, said in their
language by whoever answers (the click router, the command tree).

The engine names why it refuses a move (an :class:`~engine.IllegalMove` subclass with its
facts); :func:`refusal` only chooses the words: it never works the reason out again.
"""

from __future__ import annotations

from typing import Callable

from engine import IllegalMove


class UserFacingError(Exception):
    """A refusal meant for the user who asked: a catalogue key and its fields (a field may
    be a function of the reader's words, for a card or an action named in their language)."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, w) -> str:
        return w(self.key, **{k: v(w) if callable(v) else v for k, v in self.params.items()})


def _card(card) -> Callable:
    return lambda w: w.card(card)


def _action(action) -> Callable:
    return lambda w: w.action(action)


def _faction(faction) -> Callable:
    return lambda w: w(f"faction.{faction}")


#: The engine's reason for a refusal -> (catalogue key, its fields from the refusal's facts
#: and the seats' names).
_WORDS: dict[str, tuple[str, Callable[[dict, list[str]], dict]]] = {
    "over": ("no.over", lambda f, n: {}),
    "not_in_game": ("no.not_player", lambda f, n: {}),
    "out": ("no.out", lambda f, n: {}),
    "not_your_turn": ("no.not_your_turn", lambda f, n: {"name": n[f["turn"]]}),
    "nothing_waits": ("no.nothing_waits", lambda f, n: {}),
    "own_claim": ("no.own_claim", lambda f, n: {}),
    "answered": ("no.answered", lambda f, n: {}),
    "already_challenged": ("no.already_challenged", lambda f, n: {"name": n[f["challenger"]]}),
    "only_target": ("no.only_target", lambda f, n: {"name": n[f["target"]]}),
    "block_same_faction": ("no.block_same_faction",
                           lambda f, n: {"name": n[f["actor"]], "faction": _faction(f["faction"])}),
    "failed_block": ("no.failed_block", lambda f, n: {}),
    "wrong_step": ("no.wrong_step", lambda f, n: {}),
    "block_card": ("no.block_card", lambda f, n: {
        "action": _action(f["action"]),
        "cards": lambda w: w("await.or").join(w.card(c) for c in f["cards"])}),   # either card blocks (R33)
    "action_not_in_game": ("no.action_not_in_game", lambda f, n: {"action": _action(f["action"])}),
    "character_not_in_game": ("no.character_not_in_game", lambda f, n: {"card": _card(f["card"])}),
    "unknown_move": ("no.not_a_button", lambda f, n: {}),
    "must_coup": ("why.must_coup", lambda f, n: {"n": f["coins"]}),
    "not_enough_coins": ("why.coins", lambda f, n: {"need": f["need"], "n": f["have"],
                                                    "action": _action(f["action"])}),
    "target_required": ("no.target_out", lambda f, n: {}),
    "target_self": ("no.target_self", lambda f, n: {}),
    "target_out": ("no.target_out", lambda f, n: {}),
    "target_poor": ("no.target_poor", lambda f, n: {"name": n[f["target"]]}),
    "target_same_faction": ("no.target_same_faction",
                            lambda f, n: {"name": n[f["target"]], "faction": _faction(f["faction"])}),
    "no_target": ("no.takes_no_target", lambda f, n: {"action": _action(f["action"])}),
    "card_not_held": ("no.card_not_held", lambda f, n: {"card": _card(f["card"])}),
    "duke_held": ("no.duke_held", lambda f, n: {}),
    "keep_exactly": ("no.keep_exactly", lambda f, n: {"n": f["keep"]}),
    "not_among_cards": ("no.not_option", lambda f, n: {}),
    "not_in_draft_set": ("no.not_option", lambda f, n: {}),
}


def refusal(error: IllegalMove, names: list[str]) -> UserFacingError:
    """The engine's refusal of a move, in words: the key its reason names, with its facts
    (seats as the players' ``names``)."""
    key, fields = _WORDS.get(error.reason, ("no.move", lambda f, n: {}))
    return UserFacingError(key, **fields(error.facts, names))
