"""The showing side of the bot: what each channel should show (a pure plan), and the
courier that sends it within Discord's limits, with the restart sweep and the game-over
message beside it."""

from .courier import Courier
from .pacer import Pacer
from .plan import Display, Op, plan

__all__ = ["Courier", "Display", "Op", "Pacer", "plan"]
