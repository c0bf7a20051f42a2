"""The five characters of Coup and the deck they make (R1, R2).

Cards are plain strings so that states, events and moves read as the game does
and go through JSON unchanged.
"""

DUKE = "Duke"
ASSASSIN = "Assassin"
CAPTAIN = "Captain"
AMBASSADOR = "Ambassador"
CONTESSA = "Contessa"

CHARACTERS = (DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA)

MIN_PLAYERS = 2
MAX_PLAYERS = 10


def copies_per_character(players: int) -> int:
    """R2: 3 copies of each character for 2–6 players, 4 for 7–8, 5 for 9–10."""
    if players < MIN_PLAYERS or players > MAX_PLAYERS:
        raise ValueError(f"Coup is played by 2 to 10 players, not {players}")
    if players <= 6:
        return 3
    if players <= 8:
        return 4
    return 5


def full_deck(players: int) -> list[str]:
    """The whole deck for a game of ``players`` players, unshuffled."""
    return [c for c in CHARACTERS for _ in range(copies_per_character(players))]
