"""The events the bot itself writes into a game's log, beside the engine's (engine/events.py)."""

TABLE_CANCELLED = "table_cancelled"   # the lobby or game was cancelled (player: the seat of who did, or None;
MODERATOR = "moderator"               # action: MODERATOR when a member who was not seated did, with Manage Server)
MORE_TIME = "more_time"               # R55: player asked for more time; amount: the new deadline
DEPARTED = "departed"                 # R52: player left the server and forfeits
AUTOPILOT = "autopilot"               # R56: player's deadline passed; a computer decides for them
HANDED_OFF = "handed_off"             # R57: player's seat was handed to a computer (its new name)
