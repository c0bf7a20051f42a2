"""French: every message the bot shows, by key (see en.py for the English originals)."""

MESSAGES: dict[str, str] = {}
