"""The actions of R33: what each claims, costs, and who may block it with what."""

from .cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE

INCOME = "income"
FOREIGN_AID = "foreign_aid"
COUP = "coup"
TAX = "tax"
ASSASSINATE = "assassinate"
STEAL = "steal"
EXCHANGE = "exchange"

ACTIONS = (INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE)
TARGETED = frozenset((COUP, ASSASSINATE, STEAL))

#: The character an action claims; actions missing here claim nobody and cannot be challenged.
CLAIMS = {TAX: DUKE, ASSASSINATE: ASSASSIN, STEAL: CAPTAIN, EXCHANGE: AMBASSADOR}

#: Coins paid when the action is declared (R36).
COSTS = {COUP: 7, ASSASSINATE: 3}

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
}

FORCED_COUP_COINS = 10  # R32
