"""Moves: small immutable values, one per decision a player (or the clock) can make.

A move's ``str`` parses back with :meth:`Move.parse`, and its ``repr`` can be pasted
into a test: ``Move(2, 'steal', target=4)``.
"""

from typing import NamedTuple

from .actions import ALL_ACTIONS

# Answers in a response window.
CHALLENGE = "challenge"
ALLOW = "allow"
BLOCK = "block"
# Private decisions.
PROVE = "prove"        # show the challenged character (R41)
CONCEDE = "concede"    # do not show it, and lose an influence (``card``: the one to lose, R20)
REVEAL = "reveal"      # which hidden card to turn face up (R20)
KEEP = "keep"          # the cards kept in an exchange (R47)
DRAFT = "draft"        # the card chosen from one's own set (R10)
FACTION = "faction"    # the starter's faction (R71); ``card`` holds it
SHOW = "show"          # the examined player's card shown to the Inquisitor (R94)
GIVE_BACK = "give_back"            # the Inquisitor gives the shown card back (R95)
FORCE_EXCHANGE = "force_exchange"  # the Inquisitor forces the shown card to be exchanged (R95)
# Valid at any moment.
FORFEIT = "forfeit"    # R52
TIMEOUT = "timeout"    # the deadline of the pending decision passed (R50, R51)

KINDS = ALL_ACTIONS + (CHALLENGE, ALLOW, BLOCK, PROVE, CONCEDE, REVEAL, KEEP, DRAFT, FACTION, SHOW,
                      GIVE_BACK, FORCE_EXCHANGE, FORFEIT, TIMEOUT)


class Move(NamedTuple):
    """One decision. ``player`` is a seat number (None only for a timeout).

    ``target`` is the seat an action aims at; ``card`` is the character of a block, a
    reveal, a show or a draft pick, the card a concession gives up (optional: without it the
    player is asked, R20), the tuple of cards kept in an exchange, or the faction a starter
    chooses.
    """

    player: int | None
    kind: str
    target: int | None = None
    card: str | tuple[str, ...] | None = None

    def __str__(self) -> str:
        if self.kind == TIMEOUT:
            return TIMEOUT
        parts = [str(self.player), self.kind]
        if self.target is not None:
            parts.append(str(self.target))
        if self.card is not None:
            parts.append(",".join(self.card) if isinstance(self.card, tuple) else self.card)
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> "Move":
        """The inverse of ``str(move)``: ``Move.parse("2 steal 4")``."""
        words = text.split()
        if words == [TIMEOUT]:
            return cls(None, TIMEOUT)
        if len(words) < 2 or words[1] not in KINDS:
            raise ValueError(f"not a move: {text!r}")
        player, kind, rest = int(words[0]), words[1], words[2:]
        target = int(rest.pop(0)) if rest and rest[0].isdigit() else None
        card = None
        if rest:
            card = tuple(rest[0].split(",")) if kind == KEEP else rest[0]
        return cls(player, kind, target, card)


def timeout() -> Move:
    """The clock's move: the pending decision's deadline has passed."""
    return Move(None, TIMEOUT)


def forfeit(player: int) -> Move:
    return Move(player, FORFEIT)
