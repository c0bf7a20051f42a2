"""Sample parameters that render every message of a catalogue, for the locale tests.

A parameter named like a count gets the count as an ``int`` (the bot passes ints there);
any other parameter gets ``<its name>``, so a rendered text shows where each value went.
"""

from __future__ import annotations

#: The counts every message is rendered with: 0, 1 and 2 cover English and French
#: (French counts 0 as one), 5 and 21 the many-forms of languages that have them.
COUNTS = (0, 1, 2, 5, 21)

#: Parameters that carry a number (a count, a rank, a page, a turn).
NUMBERS = frozenset({
    "n", "wins", "games", "turns", "turn", "players", "won", "shared", "abandoned", "played",
    "made", "claims", "bluffs", "caught", "finish", "page", "pages", "rank", "k", "done",
    "need", "low", "high",
})


def sample_params(names, count: int) -> dict[str, object]:
    return {name: count if name in NUMBERS else f"<{name}>" for name in names}
