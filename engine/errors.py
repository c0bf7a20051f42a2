"""Why the engine refuses a move: :class:`IllegalMove` and a small family named for the failure.

Every refusal is an :class:`IllegalMove`, so ``except IllegalMove`` catches them all, and
``str(error)`` is an English sentence for the player who tried the move. Each subclass also
carries the facts of the refusal as attributes (seats as numbers, cards and actions as the
engine names them, coin counts), so another layer can word it in any language:
``error.reason`` names the failure and ``error.facts`` holds those attributes. A refusal
never carries a hidden card other than the mover's own.

    >>> import random
    >>> from engine import Game, Move
    >>> from engine.errors import NotYourTurn
    >>> game = Game.new(["alice", "bob"], random.Random(1), starter=0)
    >>> try:
    ...     game.apply(Move(1, "income"))
    ... except NotYourTurn as e:
    ...     print(e, e.reason, e.facts)
    It is not your turn; it is alice's. not_your_turn {'turn': 0}
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules do not allow now. ``str(error)`` is a sentence for the player."""

    #: A short name for the failure, the same for every instance of the class.
    reason = "illegal"

    @property
    def facts(self) -> dict:
        """The refusal's facts (the attributes its class documents), as a dict."""
        return {k: v for k, v in vars(self).items() if not k.startswith("_")}


# ---------------------------------------------------------------- who may move now

class GameOver(IllegalMove):
    """R23: the game has ended; nothing more can be played."""

    reason = "over"

    def __init__(self) -> None:
        super().__init__("The game is over.")


class NotInGame(IllegalMove):
    """The move names a seat that is not in this game. ``seat``: the seat named (may be
    None or out of range); ``kind``: the move's kind."""

    reason = "not_in_game"

    def __init__(self, seat, kind: str) -> None:
        self.seat = seat
        self.kind = kind
        super().__init__("Only a player still in the game can forfeit." if kind == "forfeit"
                         else "That seat is not in this game.")


class PlayerOut(IllegalMove):
    """R22: ``seat`` is eliminated and takes no further part. ``kind``: the move's kind."""

    reason = "out"

    def __init__(self, seat: int, kind: str) -> None:
        self.seat = seat
        self.kind = kind
        super().__init__("Only a player still in the game can forfeit." if kind == "forfeit"
                         else "You are out of this game.")


class NotYourTurn(IllegalMove):
    """R30: an action out of turn. ``turn``: the seat whose turn it is."""

    reason = "not_your_turn"

    def __init__(self, turn: int, turn_name: str) -> None:
        self.turn = turn
        super().__init__(f"It is not your turn; it is {turn_name}'s.")


class NotAwaited(IllegalMove):
    """Nothing waits on the mover now. ``awaited``: the seats the game waits on."""

    reason = "nothing_waits"

    def __init__(self, awaited: tuple[int, ...]) -> None:
        self.awaited = tuple(awaited)
        super().__init__("Nothing is waiting on you right now.")


class OwnClaim(IllegalMove):
    """R41, R43: a claimant cannot answer their own claim. ``claim``: the character claimed."""

    reason = "own_claim"

    def __init__(self, claim: str | None) -> None:
        self.claim = claim
        super().__init__("This is your own claim: the other players answer it.")


class AlreadyAnswered(IllegalMove):
    """R41, R42: the mover already allowed this claim or action."""

    reason = "answered"

    def __init__(self) -> None:
        super().__init__("You have already answered.")


class AlreadyChallenged(IllegalMove):
    """R41: only the first challenge is resolved. ``challenger``: the seat who challenged."""

    reason = "already_challenged"

    def __init__(self, challenger: int, challenger_name: str) -> None:
        self.challenger = challenger
        super().__init__(f"{challenger_name} has already challenged this claim.")


class OnlyTargetBlocks(IllegalMove):
    """R33: only the target may block ``action``. ``target``: who may."""

    reason = "only_target"

    def __init__(self, target: int, action: str, target_name: str, label: str) -> None:
        self.target = target
        self.action = action
        super().__init__(f"Only {target_name} can block this {label}.")


class SameFactionBlock(IllegalMove):
    """R73: while the survivors are not all of one faction, a player may not block the
    ``action`` (Foreign aid) of ``actor``, who shares their ``faction``."""

    reason = "block_same_faction"

    def __init__(self, action: str, actor: int, faction: str, actor_name: str, label: str) -> None:
        self.action = action
        self.actor = actor
        self.faction = faction
        super().__init__(f"{actor_name} is a {faction} like you: while the table is split "
                         f"you cannot block their {label} (R73).")


class BlockAlreadyFailed(IllegalMove):
    """R43: a player whose block failed may not block the same ``action`` again."""

    reason = "failed_block"

    def __init__(self, action: str) -> None:
        self.action = action
        super().__init__("Your block failed; you cannot block this action again.")


#: What each pending step asks for, as :class:`WrongStep` words it.
_EXPECTED = {
    "action": "an action", "challenge": "Challenge or Allow", "block": "a block or Allow",
    "lose": "a card to reveal", "prove": "Prove or Concede", "exchange": "the cards to keep",
    "draft": "a card from your set", "faction": "your faction",
    "show": "the card to show", "examine": "Give back or Force exchange",
}


class WrongStep(IllegalMove):
    """The move does not answer the pending ``step`` (one of the engine's steps)."""

    reason = "wrong_step"

    def __init__(self, step: str) -> None:
        self.step = step
        super().__init__(f"That does not answer this step: choose {_EXPECTED[step]}.")


class CannotBlockWith(IllegalMove):
    """R33: ``action`` cannot be blocked with ``card``; ``cards`` are the characters that can."""

    reason = "block_card"

    def __init__(self, action: str, card, cards: tuple[str, ...], label: str) -> None:
        self.action = action
        self.card = card
        self.cards = tuple(cards)
        super().__init__(f"{label} can only be blocked with {' or '.join(cards)}.")


class ActionNotInGame(IllegalMove):
    """R70, R91: ``action`` belongs to the expansion ``option`` ('reformation' or
    'inquisitor'), which this game is played without."""

    reason = "action_not_in_game"

    def __init__(self, action: str, option: str, label: str) -> None:
        self.action = action
        self.option = option
        super().__init__(f"{label} does not exist in this game: it is played without "
                         f"the {option.capitalize()} option.")


class CharacterNotInGame(IllegalMove):
    """R91: ``card`` is no character of this game (the Ambassador with the Inquisitor
    option, the Inquisitor without it), so it cannot be claimed."""

    reason = "character_not_in_game"

    def __init__(self, card: str) -> None:
        self.card = card
        super().__init__(f"There is no {card} in this game.")


class UnknownMove(IllegalMove):
    """``kind`` is no move of this engine."""

    reason = "unknown_move"

    def __init__(self, kind) -> None:
        self.kind = kind
        super().__init__(f"There is no move called {kind!r}.")


# ---------------------------------------------------------------- the turn's action

class MustCoup(IllegalMove):
    """R32: with ``coins`` (10 or more) at the start of the turn, Coup is the only action."""

    reason = "must_coup"

    def __init__(self, coins: int) -> None:
        self.coins = coins
        super().__init__(f"You have {coins} coins: you must Coup (R32).")


class NotEnoughCoins(IllegalMove):
    """R31: ``action`` costs ``need`` coins; the mover has ``have``."""

    reason = "not_enough_coins"

    def __init__(self, action: str, need: int, have: int, label: str) -> None:
        self.action = action
        self.need = need
        self.have = have
        super().__init__(f"You need {need} coins to {label}; you have {have}.")


class BadTarget(IllegalMove):
    """R31, R34: the action's target is not allowed. Each subclass says why."""

    reason = "target"


class TargetRequired(BadTarget):
    """``action`` aims at another player and none was named."""

    reason = "target_required"

    def __init__(self, action: str, label: str) -> None:
        self.action = action
        super().__init__(f"{label} needs a target.")


class TargetSelf(BadTarget):
    """R31: ``action`` must aim at another player, not the actor."""

    reason = "target_self"

    def __init__(self, action: str) -> None:
        self.action = action
        super().__init__("You cannot target yourself.")


class TargetOut(BadTarget):
    """R31: ``target`` is eliminated or no seat of this game."""

    reason = "target_out"

    def __init__(self, action: str, target) -> None:
        self.action = action
        self.target = target
        super().__init__("The target must be a player still in the game.")


class TargetHasNoCoins(BadTarget):
    """R34: a Steal needs a ``target`` with at least 1 coin."""

    reason = "target_poor"

    def __init__(self, action: str, target: int, target_name: str) -> None:
        self.action = action
        self.target = target
        super().__init__(f"{target_name} has no coins to steal.")


class SameFactionTarget(BadTarget):
    """R73: while the survivors are not all of one faction, ``action`` may not aim at
    ``target``, who shares the actor's ``faction``."""

    reason = "target_same_faction"

    def __init__(self, action: str, target: int, faction: str, target_name: str, label: str) -> None:
        self.action = action
        self.target = target
        self.faction = faction
        super().__init__(f"{target_name} is a {faction} like you: while the table is split "
                         f"you cannot {label} them (R73).")


class TakesNoTarget(BadTarget):
    """``action`` aims at nobody, yet a target was named."""

    reason = "no_target"

    def __init__(self, action: str, target, label: str) -> None:
        self.action = action
        self.target = target
        super().__init__(f"{label} takes no target.")


# ---------------------------------------------------------------- private decisions

class CardNotHeld(IllegalMove):
    """R41, R20, R94: the mover has no hidden ``card`` to prove, reveal, show, or lose with a
    concession (``kind``: the move, or 'lose')."""

    reason = "card_not_held"

    def __init__(self, card, kind: str) -> None:
        self.card = card
        self.kind = kind
        super().__init__(f"You cannot prove {card}: you do not hold one." if kind == "prove"
                         else f"You have no hidden {card} to {kind}.")


class DukeHeld(IllegalMove):
    """R80: a challenged Embezzle claimant who holds a Duke must concede; proving needs a
    hand without one."""

    reason = "duke_held"

    def __init__(self) -> None:
        super().__init__("You hold a Duke: you can only concede this Embezzle (R80).")


class KeepCount(IllegalMove):
    """R47: an exchange keeps exactly ``keep`` cards, as many as the player had hidden."""

    reason = "keep_exactly"

    def __init__(self, keep: int) -> None:
        self.keep = keep
        super().__init__(f"Keep exactly {keep} card{'s' if keep > 1 else ''}.")


class NotAmongCards(IllegalMove):
    """R47: ``card`` is not among the player's hidden cards and the cards they drew."""

    reason = "not_among_cards"

    def __init__(self, card) -> None:
        self.card = card
        super().__init__(f"{card} is not among your cards and the cards you drew.")


class NotInDraftSet(IllegalMove):
    """R10: ``card`` is not in the player's draft set."""

    reason = "not_in_draft_set"

    def __init__(self, card) -> None:
        self.card = card
        super().__init__(f"{card} is not in your set.")
