"""The game side of the bot: lobbies, play and records over one in-memory cache of live
tables, with one lock per table. No discord.py here: user ids and names come in, committed
:class:`Change` values go out (to ``on_change``) and refusals are
:class:`~bot.errors.UserFacingError`."""

from .cache import Held, TableCache, Verdict
from .change import Change
from .lobbies import Lobbies
from .play import Play
from .records import Records
from .timing import TIMINGS

__all__ = ["Change", "Held", "Lobbies", "Play", "Records", "TIMINGS", "TableCache", "Verdict"]
