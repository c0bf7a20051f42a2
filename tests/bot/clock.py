"""A clock the test moves by hand: the bot's deadlines and reminders fire when the test says
time has passed, with no real sleeping."""

from __future__ import annotations

import asyncio

from bot.timers import Clock


class FakeClock(Clock):
    def __init__(self, start: float = 1_900_000_000.0):
        self.t = start
        self._sleepers: list[tuple[float | None, asyncio.Future]] = []

    def now(self) -> float:
        return self.t

    async def sleep_until(self, when: float | None, wake: asyncio.Event) -> None:
        if when is not None and when <= self.t:
            return
        future = asyncio.get_running_loop().create_future()
        entry = (when, future)
        self._sleepers.append(entry)
        waker = asyncio.ensure_future(wake.wait())
        try:
            await asyncio.wait({future, waker}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waker.cancel()
            if entry in self._sleepers:
                self._sleepers.remove(entry)

    async def advance(self, seconds: float) -> None:
        """Move time on, wake whatever is due, and let it run."""
        self.t += seconds
        for when, future in list(self._sleepers):
            if when is not None and when <= self.t and not future.done():
                future.set_result(None)
        for _ in range(5):
            await asyncio.sleep(0)
