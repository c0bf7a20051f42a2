"""Reformation's two factions (R71) and how they are dealt round the table.

Factions are plain strings, like cards, so states and events go through JSON unchanged.
"""

LOYALIST = "loyalist"
REFORMIST = "reformist"

FACTIONS = (LOYALIST, REFORMIST)


def opposite(faction: str) -> str:
    return REFORMIST if faction == LOYALIST else LOYALIST


def deal(n: int, starter: int, chosen: str) -> list[str]:
    """R71: the starter takes ``chosen``; clockwise from them each seat takes the faction
    opposite to the previous seat's, so with an odd count the starter and the seat before
    them share one (3 players from seat 0: loyalist, reformist, loyalist)."""
    other = opposite(chosen)
    return [chosen if (seat - starter) % n % 2 == 0 else other for seat in range(n)]
