"""The actions of R33: what each claims, costs, and who may block it with what — and the
actions the expansions add: Examine (Inquisitor, R93) and Convert and Embezzle
(Reformation, R77–R79).

The module constants describe the base game. A game with an option uses
:func:`actions`, :func:`claims` and :func:`blocked_by` (``game.claims`` and
``game.blocked_by`` hold the game's own).
"""

from .cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR, NOT_DUKE

INCOME = "income"
FOREIGN_AID = "foreign_aid"
COUP = "coup"
TAX = "tax"
ASSASSINATE = "assassinate"
STEAL = "steal"
EXCHANGE = "exchange"
EXAMINE = "examine"    # Inquisitor (R93)
CONVERT = "convert"    # Reformation (R77)
EMBEZZLE = "embezzle"  # Reformation (R79)

#: The base game's actions, in R33's order.
ACTIONS = (INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE)
INQUISITOR_ACTIONS = (EXAMINE,)
REFORMATION_ACTIONS = (CONVERT, EMBEZZLE)
#: Every action any game can have, in the order a turn lists them.
ALL_ACTIONS = ACTIONS + INQUISITOR_ACTIONS + REFORMATION_ACTIONS

#: Actions that name a player. Convert may name the actor (R78); the others another player.
TARGETED = frozenset((COUP, ASSASSINATE, STEAL, EXAMINE, CONVERT))

#: The character an action claims; actions missing here claim nobody and cannot be challenged.
CLAIMS = {TAX: DUKE, ASSASSINATE: ASSASSIN, STEAL: CAPTAIN, EXCHANGE: AMBASSADOR}

#: Coins paid when the action is declared (R36).
COSTS = {COUP: 7, ASSASSINATE: 3}
#: R77: Convert costs 1 coin for oneself and 2 for another player, paid onto the Reserve.
CONVERT_SELF_COST = 1
CONVERT_OTHER_COST = 2

#: The characters that block an action. Foreign aid is blocked by anyone, the others by the target only.
BLOCKED_BY = {
    FOREIGN_AID: (DUKE,),
    ASSASSINATE: (CONTESSA,),
    STEAL: (CAPTAIN, AMBASSADOR),
}

#: How much an action gives its actor, as the game talks about it.
LABELS = {
    INCOME: "Income",
    FOREIGN_AID: "Foreign aid",
    COUP: "Coup",
    TAX: "Tax",
    ASSASSINATE: "Assassinate",
    STEAL: "Steal",
    EXCHANGE: "Exchange",
    EXAMINE: "Examine",
    CONVERT: "Convert",
    EMBEZZLE: "Embezzle",
}

#: The lobby option each expansion action belongs to (R70).
OPTION_OF = {EXAMINE: "inquisitor", CONVERT: "reformation", EMBEZZLE: "reformation"}

FORCED_COUP_COINS = 10  # R32


def actions(reformation: bool = False, inquisitor: bool = False) -> tuple[str, ...]:
    """A game's actions, in the order a turn lists them (R33, R83, R98)."""
    return ACTIONS + (INQUISITOR_ACTIONS if inquisitor else ()) + (REFORMATION_ACTIONS if reformation else ())


def claims(reformation: bool = False, inquisitor: bool = False) -> dict[str, str]:
    """The character each of a game's actions claims.

    With the Inquisitor, Exchange and Examine claim the Inquisitor (R91, R98). Embezzle
    claims :data:`~engine.cards.NOT_DUKE`, to hold no Duke (R79): a challenge of it is
    answered the other way round (R80, R81).
    """
    table = dict(CLAIMS)
    if inquisitor:
        table[EXCHANGE] = INQUISITOR
        table[EXAMINE] = INQUISITOR
    if reformation:
        table[EMBEZZLE] = NOT_DUKE
    return table


def blocked_by(inquisitor: bool = False) -> dict[str, tuple[str, ...]]:
    """The characters that block each of a game's actions; with the Inquisitor a Steal is
    blocked by the Captain or the Inquisitor (R97)."""
    table = dict(BLOCKED_BY)
    if inquisitor:
        table[STEAL] = (CAPTAIN, INQUISITOR)
    return table
