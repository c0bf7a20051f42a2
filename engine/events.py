"""Events: what happened, each with its audience.

``to`` is None for a public event (everyone may see it) or the one seat that may see
a private event (a dealt hand, cards drawn in an exchange, a replacement card, a
draft pick, a card shown to an Inquisitor). Public events never carry a card that stays
hidden: a proved card (for an Embezzle, every hidden card, R81) is shown as it goes back
into the Court deck.

Kinds, with the fields each uses (each kind is a constant of this module, ``DECLARE =
"declare"``, and :data:`KINDS` holds them all):

==============  ====================================================================
start           player = the starter; amount = number of players
deal            private: card = the player's hidden cards after a deal or draft
draft_options   private: card = the set the player chooses from (R10, R90)
drafted         player has chosen a card (public); the private twin carries ``card``
faction_choice  the cards are dealt and player (the starter) now chooses a faction (R71)
faction         player's faction is now ``card`` ('loyalist' or 'reformist'): one per seat,
                clockwise from the starter, once the starter has chosen (R71), and one after
                each Convert (R77)
turn            player's turn begins; amount = turn number
declare         player declares ``action`` (at ``target``), claiming ``card`` (or None),
                paying ``amount`` coins for it (Coup, Assassinate, and Convert, whose 1 or
                2 coins go onto the Treasury Reserve; None for the others). Embezzle
                claims ``card`` 'not Duke' (cards.NOT_DUKE, R79)
gain            player takes ``amount`` coins from the Treasury
steal           player takes ``amount`` coins from ``target``
refund          player gets ``amount`` coins back (R36)
embezzled       player takes ``amount`` coins, all of the Treasury Reserve (R79; may be 0)
allow           player lets the pending claim or action through
challenge       player challenges ``target``'s claim of ``card`` (an Embezzle's: 'not Duke')
prove           player shows ``card``; it goes back into the Court deck (R41). Against a
                claim of 'not Duke' (Embezzle, R81): ``card`` is the tuple of ALL the
                player's hidden cards, shown to everyone; they all go back (R87)
replace         private: player draws ``card`` to replace a proved one (one event per card)
concede         player does not prove their claim of ``card``
block           player blocks ``target``'s ``action`` claiming ``card``
blocked         ``action`` of player (the actor) is stopped by a block
reveal          player loses an influence: ``card`` is turned face up
eliminate       player has no hidden card left and is out (R22)
exchange        player draws ``amount`` cards from the Court deck (public; 1 with the
                Inquisitor, R92)
drawn           private: card = the cards the player drew
exchanged       player returns cards and the Court deck is shuffled (public)
kept            private: card = the player's hidden cards after the exchange
show            ``target`` shows one hidden card to ``player``, who Examines them (R94);
                public, without the card
shown           private, twice: to=player (the Inquisitor) and to=target (who showed it):
                ``card`` is the card shown (R99)
give_back       player gives ``target``'s shown card back; nothing changes (R95)
force_exchange  player forces ``target`` to exchange the shown card: target draws from the
                Court, the shown card goes into it, the Court is shuffled (R95)
redraw          private: player (the examined target) draws ``card`` in place of the card
                they showed (R95)
no_effect       ``action`` has no effect on ``target``, who is out (R46)
cancelled       ``action`` of player is cancelled because they forfeited (R52)
timeout         the deadline passed; player = who missed a private decision, or None for a
                window: a claim's (``target`` claimed ``card``) or the blocks' of ``action``
forfeit         player forfeits (R52)
win             player wins (R23)
==============  ====================================================================
"""

from typing import NamedTuple

START = "start"
DEAL = "deal"
DRAFT_OPTIONS = "draft_options"
DRAFTED = "drafted"
FACTION_CHOICE = "faction_choice"
FACTION = "faction"
TURN = "turn"
DECLARE = "declare"
GAIN = "gain"
STEAL = "steal"
REFUND = "refund"
EMBEZZLED = "embezzled"
ALLOW = "allow"
CHALLENGE = "challenge"
PROVE = "prove"
REPLACE = "replace"
CONCEDE = "concede"
BLOCK = "block"
BLOCKED = "blocked"
REVEAL = "reveal"
ELIMINATE = "eliminate"
EXCHANGE = "exchange"
DRAWN = "drawn"
EXCHANGED = "exchanged"
KEPT = "kept"
SHOW = "show"
SHOWN = "shown"
GIVE_BACK = "give_back"
FORCE_EXCHANGE = "force_exchange"
REDRAW = "redraw"
NO_EFFECT = "no_effect"
CANCELLED = "cancelled"
TIMEOUT = "timeout"
FORFEIT = "forfeit"
WIN = "win"

#: Every kind of event the engine emits (the table above).
KINDS: frozenset[str] = frozenset((
    START, DEAL, DRAFT_OPTIONS, DRAFTED, TURN, DECLARE, GAIN, STEAL, REFUND, ALLOW, CHALLENGE,
    PROVE, REPLACE, CONCEDE, BLOCK, BLOCKED, REVEAL, ELIMINATE, EXCHANGE, DRAWN, EXCHANGED, KEPT,
    NO_EFFECT, CANCELLED, TIMEOUT, FORFEIT, WIN,
    FACTION_CHOICE, FACTION, EMBEZZLED, SHOW, SHOWN, GIVE_BACK, FORCE_EXCHANGE, REDRAW,
))

#: The kinds that are always private (``to`` is a seat). ``drafted`` has a public twin.
PRIVATE: frozenset[str] = frozenset((DEAL, DRAFT_OPTIONS, REPLACE, DRAWN, KEPT, SHOWN, REDRAW))


class Event(NamedTuple):
    kind: str
    player: int | None = None
    target: int | None = None
    card: str | tuple[str, ...] | None = None
    amount: int | None = None
    action: str | None = None
    to: int | None = None

    @property
    def public(self) -> bool:
        return self.to is None

    def visible_to(self, seat: int) -> bool:
        return self.to is None or self.to == seat

