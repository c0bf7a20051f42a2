"""Computer seats: the ones a host adds to a lobby, and the one that takes over a leaver's
seat (R57). The computer that decides at a deadline for a player on autopilot (R56) and the
one that takes a seat over are both ``normal``."""

from __future__ import annotations

from ..store import Seat

#: The level of the computer that answers for a player on autopilot (R56).
AUTOPILOT_LEVEL = "normal"
#: The level of the computer that takes over a leaver's seat (R57).
HANDOFF_LEVEL = "normal"


def computer_seat(players: list[Seat], level: str, *, stand_in_for: Seat | None = None) -> Seat:
    """A computer for this table: the lowest negative id no seat has (people have positive
    Discord ids), named after it (``Bot 2``); its level is shown beside the name, and the
    person whose seat it takes over, if it does."""
    used = {s.id for s in players}
    cid = next(-i for i in range(1, len(players) + 2) if -i not in used)
    person = stand_in_for
    return Seat(cid, f"Bot {-cid}", computer=level, stand_in_id=person.id if person else None,
                stand_in_for=person.name if person else None)
