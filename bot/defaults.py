"""A server's defaults for new games (``/coup settings``), and the durations they take.

Stored as a JSON object of only what the server changed; everything else is the bot's
default. Lengths are seconds, between 10 seconds and 72 hours.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, fields

from engine.game import DEFAULT_MISSED_TURNS

from .errors import UserFacingError
from .tables.timing import TIMINGS

LOW, HIGH = 10, 72 * 3600
LENGTHS = ("live_window", "live_turn", "async_window", "async_turn")
_DURATION = re.compile(r"\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?\s*")


def parse_duration(text: str) -> int | None:
    """Seconds in '90s', '5m', '8h', '1h30m' or a bare number of seconds; None if unreadable."""
    text = str(text).strip().lower()
    if text.isdigit():
        return int(text)
    m = _DURATION.fullmatch(text)
    if not m or not any(m.groups()):
        return None
    h, mins, secs = (int(g) if g else 0 for g in m.groups())
    return h * 3600 + mins * 60 + secs


def show_duration(seconds: int) -> str:
    h, rest = divmod(int(seconds), 3600)
    m, s = divmod(rest, 60)
    return "".join(f"{v}{u}" for v, u in ((h, "h"), (m, "m"), (s, "s")) if v) or "0s"


@dataclass(frozen=True)
class GuildDefaults:
    mode: str = "live"
    thread: bool = False
    missed_turns: int = DEFAULT_MISSED_TURNS        # R52
    live_window: int = TIMINGS["live"]["window"]
    live_turn: int = TIMINGS["live"]["turn"]
    async_window: int = TIMINGS["async"]["window"]
    async_turn: int = TIMINGS["async"]["turn"]
    reformation: bool = False                        # R70: new games play the expansions
    inquisitor: bool = False
    autopilot: bool = False                          # R56: players may let a computer answer at their deadlines
    handoff: bool = False                            # R57: a leaver may hand their seat to a computer
    public_replays: bool = False                     # a finished game's replay is posted for the whole channel
    channels: tuple[int, ...] = field(default_factory=tuple)   # empty: any channel
    language: str | None = None                      # None: the server's own language

    @classmethod
    def load(cls, stored: dict) -> "GuildDefaults":
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in stored.items() if k in known}
        if "channels" in values:
            values["channels"] = tuple(values["channels"])
        return cls(**values)

    def changed(self) -> dict:
        """What differs from the bot's defaults, as stored."""
        base = asdict(GuildDefaults())
        out = {k: v for k, v in asdict(self).items() if v != base[k]}
        if "channels" in out:
            out["channels"] = list(out["channels"])
        return out

    def timings(self, mode: str) -> dict:
        """Seconds per kind of decision for a new game (R50) and the missed-turn limit (R52).
        A private decision waits as long as a response window, twice as long live."""
        window = self.live_window if mode == "live" else self.async_window
        turn = self.live_turn if mode == "live" else self.async_turn
        private = 2 * window if mode == "live" else window
        return {"window": window, "private": min(private, HIGH), "turn": turn, "missed": self.missed_turns}

    def check_channel(self, channel_id: int) -> None:
        if self.channels and channel_id not in self.channels:
            raise UserFacingError("no.channel_not_allowed", channels=", ".join(f"<#{c}>" for c in self.channels))
