"""The database's schema: numbered SQL files applied in order at start-up, one folder per
backend (``sqlite/``, ``postgres/``). Installed with the bot as ``bot.migrations``."""

from pathlib import Path

SQLITE = Path(__file__).resolve().parent / "sqlite"
POSTGRES = Path(__file__).resolve().parent / "postgres"
