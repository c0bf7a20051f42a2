"""The showing side of the bot: what each channel should show (a pure plan), and the
courier, the only way to a game's channel, that sends it within Discord's limits: the
record of what each channel shows, the queue of channels to update, the sender of one op
(the interaction's answer, a token, or the transport, which paces the bot's own requests),
the restart sweep and the game-over message beside it."""

from .courier import Courier
from .history import History
from .pacer import Pacer
from .plan import Display, Op, plan
from .queue import Queue
from .sender import Sender
from .shows import Shows
from .summary import Summary
from .sweep import Sweep
from .tokens import Tokens
from .transport import NoRoom, Transport

__all__ = ["Courier", "Display", "History", "NoRoom", "Op", "Pacer", "Queue", "Sender", "Shows", "Summary", "Sweep", "Tokens",
           "Transport", "plan"]
