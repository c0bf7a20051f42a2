"""What a computer player believes of another player's claims.

A claim is evidence of the card in the measure that its player claims characters it
holds more readily than characters it lacks. That readiness is a trait of the player
(its *style*), not of the game: some claim only what they hold, some bluff now and then,
some claim whatever suits them (the player who claims Duke every turn), some mostly
bluff. A :class:`Reputation` keeps the odds of each style for one player and one kind of
claim (its actions' characters, or its blocks'), starting from how common each style is
and learning from every claim whose truth came out. A player's action claims are also
read character by character (:func:`pooled`): players bluff a Duke far more readily than
a Captain, and one caught bluffing a Duke is doubted on its next Tax more than on its
Steal. What comes out:

* a challenged claim that was proved, or conceded (R41, R43);
* the claims a player still stood by when it was eliminated: its last hand is then face
  up (R20-R22), so each standing claim is seen true or false;
* a player who claims, right after its hand changed (a proof's replacement, an
  exchange), the same character it claimed before: a player who holds what it claims
  would seldom have it again, one who claims regardless always does;
* each chance to block a steal or an assassination of itself, taken or let pass (once
  per character and hand): a player who blocks only with what it holds lets some pass,
  one who blocks regardless takes them all.

The chance that a claim is true is the chance the deal gave the player that character,
weighed by the odds of each style (Bayes over the styles).
"""

from __future__ import annotations

#: How much likelier each style claims a character it lacks than one it holds (an odds
#: factor: 0 never bluffs, 1 claims regardless of its hand, above 1 bluffs by choice).
STYLES = (0.04, 0.3, 1.0, 4.0)
#: How common each style is at a table, before any evidence: most players bluff little or
#: a little, some claim regardless (tuned with bench/ai_tournament.py against every
#: opponent there at once: the scripted exploiters, coupml's AI, easy and random).
PRIOR = (0.45, 0.40, 0.10, 0.05)
#: The same for blocks. Measured against the scripted players and coupml's (bench/): a
#: bluffier prior catches more of coupml's bluffed blocks but costs far more cards against
#: players who block only with what they hold, so blocks start as believed as actions.
BLOCK_PRIOR = (0.50, 0.35, 0.10, 0.05)

#: How common each style is for the claims of one character (an action's), before any
#: evidence: players bluff some characters far more readily than others. Measured (bench:
#: 200 two-player games of ``normal`` against each of normal, coupml's AI and the six
#: exploiters) as each opponent's likeliest styles for its claims of the character, every
#: opponent that claims it weighing the same, smoothed by PRIOR as if two more opponents:
#: normal and coupml bluff a Duke by the second style, a Captain hardly ever; the stealer
#: claims Captain regardless, the assassin Assassin, coupml Ambassador; the plain players
#: claim only what they hold. The Duke and the Assassin keep PRIOR, which was tuned on
#: them: their measured priors, (0.59, 0.38, 0.02, 0.01) and (0.68, 0.17, 0.12, 0.03), let
#: the taxer's and the assassin's first bluffs pass (normal-assassin 90.1 -> 86.8 %,
#: bench/ai_tournament.py, 2,000 games); so does a character not listed.
CHARACTER_PRIOR = {
    "Captain": (0.77, 0.09, 0.13, 0.01),
    "Ambassador": (0.47, 0.22, 0.28, 0.03),
}
#: How much a player's claims of the other characters say of its claims of one, as an
#: exponent on their likelihood (1: as much as its claims of that very character, 0:
#: nothing): a player caught bluffing one character is likelier to bluff another, less
#: than it is to bluff that one again.
POOLING = 0.5

#: The chance a hand of two cards dealt at random holds a given character (3 copies in a
#: deck of 15, less the two of the dealt hand): the deal's odds when nothing better is known.
TYPICAL_ODDS = 1.0 - (12 / 15) * (11 / 14)


def deal_odds(unseen: float, slots: float, hand: int) -> float:
    """The chance that ``hand`` cards dealt at random from ``slots`` cards hold at least
    one of ``unseen`` copies of a character."""
    if unseen <= 0:
        return 0.0
    if slots <= hand or unseen >= slots:
        return 1.0
    none = 1.0
    for i in range(hand):
        none *= max(0.0, (slots - unseen - i) / (slots - i))
    return 1.0 - none


class Reputation:
    """The odds of each of :data:`STYLES` for one player's claims of one kind."""

    __slots__ = ("w",)

    def __init__(self, weights=PRIOR):
        self.w = list(weights)

    def copy(self) -> "Reputation":
        return Reputation(self.w)

    def __eq__(self, other) -> bool:
        return isinstance(other, Reputation) and self.w == other.w

    __hash__ = None

    def _update(self, likelihoods) -> None:
        w = [a * b for a, b in zip(self.w, likelihoods)]
        total = sum(w)
        if total > 1e-300:
            self.w = [x / total for x in w]

    def learn(self, p: float, true: bool) -> None:
        """A claim made with a chance ``p`` of holding the card by the deal came out
        ``true`` (or a bluff)."""
        p = min(0.99, max(0.01, p))
        if true:
            self._update([p / (p + (1.0 - p) * b) for b in STYLES])
        else:
            self._update([(1.0 - p) * b / (p + (1.0 - p) * b) for b in STYLES])

    def learn_repeat(self, p: float) -> None:
        """The same character claimed again on a fresh hand that holds it with chance ``p``
        by the deal: certain for a player who claims regardless, ``p`` (and its bluffs)
        for one who claims what it holds."""
        p = min(0.99, max(0.01, p))
        self._update([p + (1.0 - p) * min(1.0, b) for b in STYLES])

    def learn_block(self, p: float, blocked: bool) -> None:
        """A chance to block, with a character the deal gives it with chance ``p``, taken
        (or let pass): a player blocks with what it holds, and without it as readily as
        its style bluffs (a player who blocks regardless takes every chance)."""
        p = min(0.99, max(0.01, p))
        if blocked:
            self._update([p + (1.0 - p) * b / (1.0 + b) for b in STYLES])
        else:
            self._update([(1.0 - p) / (1.0 + b) for b in STYLES])

    def truth(self, p: float, factor: float = 1.0) -> float:
        """The chance that a claim is true when the deal gives it ``p``; ``factor``
        multiplies every style's odds of a bluff (other evidence against the claim)."""
        if p <= 0.0:
            return 0.0
        if p >= 1.0:
            return 1.0
        return sum(w * p / (p + (1.0 - p) * b * factor) for w, b in zip(self.w, STYLES))

    def beta(self) -> float:
        """One odds factor standing for the mixture: the one that gives a claim of a
        typical deal's odds the same chance of being true."""
        p = TYPICAL_ODDS
        t = self.truth(p)
        return max(0.01, p * (1.0 - t) / ((1.0 - p) * max(t, 1e-6)))

    def bluff_rate(self) -> float:
        """The chance this player takes a chance to block (or claim) without the card, as
        :meth:`learn_block` models it."""
        return sum(w * b / (1.0 + b) for w, b in zip(self.w, STYLES))

    def bluffer(self) -> float:
        """The chance this player claims regardless of its hand (or worse)."""
        return sum(w for w, b in zip(self.w, STYLES) if b >= 1.0)

    def __repr__(self) -> str:
        return "Reputation(" + ", ".join(f"{b}: {w:.2f}" for b, w in zip(STYLES, self.w)) + ")"


def pooled(card: str, evidence: dict) -> "Reputation":
    """The reputation of a player's claims of ``card``, from the character's prior, the
    likelihood of the styles given its claims of ``card`` (``evidence[card]``, one factor per
    style) and, at the weight POOLING, given its claims of every other character."""
    rep = Reputation(CHARACTER_PRIOR.get(card, PRIOR))
    for c, like in evidence.items():
        k = 1.0 if c == card else POOLING
        rep._update([y ** k for y in like])
    return rep
