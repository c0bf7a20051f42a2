"""The five characters of Coup and the deck they make (R1, R2), and the Inquisitor (R90).

Cards are plain strings so that states, events and moves read as the game does
and go through JSON unchanged.
"""

DUKE = "Duke"
ASSASSIN = "Assassin"
CAPTAIN = "Captain"
AMBASSADOR = "Ambassador"
CONTESSA = "Contessa"
INQUISITOR = "Inquisitor"

CHARACTERS = (DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA)
#: R90: with the Inquisitor option every Ambassador is replaced by an Inquisitor.
INQUISITOR_CHARACTERS = (DUKE, ASSASSIN, CAPTAIN, INQUISITOR, CONTESSA)
#: Every character any game can hold.
ALL_CHARACTERS = CHARACTERS + (INQUISITOR,)

#: The claim an Embezzle makes (R79): of holding NO Duke. Not a character: it stands
#: where a claimed character would, in claims, prompts and events.
NOT_DUKE = "not Duke"

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


def characters(inquisitor: bool = False) -> tuple[str, ...]:
    """The five characters of a game: R1's, or R90's with the Inquisitor option."""
    return INQUISITOR_CHARACTERS if inquisitor else CHARACTERS


def full_deck(players: int, inquisitor: bool = False) -> list[str]:
    """The whole deck for a game of ``players`` players, unshuffled (R2, R90)."""
    return [c for c in characters(inquisitor) for _ in range(copies_per_character(players))]
