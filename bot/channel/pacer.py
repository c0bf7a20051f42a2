"""Keeping the bot's own REST calls below Discord's limits: the buckets the transport
(bot/channel/transport.py) takes room in for each request it sends, and nothing else does."""

from __future__ import annotations

import asyncio
import time
from typing import Callable


class Pacer:
    """A global rate (Discord allows 50 requests a second per bot, interaction callbacks
    and their webhooks apart; with several processes each has its share, ``REST_RATE``) and a
    few requests per channel per five seconds, each kind of request ('post', 'edit',
    'delete') in its own bucket as Discord counts them.

    At most ``burst`` requests go at once, a tenth of the rate (1 to 8): a full bucket of a
    whole second's rate, sent in a burst and then followed by that second's own rate, is how
    one process drew Discord's global 429s (measured at 40/s: 4 in 8 s alone, 12 with three
    processes), and with N processes each one's burst comes on top of their shared rate: four
    processes sharing 45/s and bursting 8 each drew 10 would-be 429s in 15 s (bench/bot_load.py, 400 games)."""

    def __init__(self, rate: float = 40.0, per_channel: int = 4, window: float = 5.0,
                 clock: Callable[[], float] = time.monotonic, burst: float | None = None):
        self.rate, self.per_channel, self.window, self.clock = rate, per_channel, window, clock
        self.burst = burst if burst is not None else max(1.0, min(rate / 10, 8.0))
        self._tokens = self.burst
        self._stamp = clock()
        self._channels: dict[tuple[int, str], list[float]] = {}

    def _refill(self) -> None:
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now

    def _global_wait(self) -> float:
        """Seconds until the global rate has room for one more request (0: now)."""
        self._refill()
        return 0.0 if self._tokens >= 1 else (1 - self._tokens) / self.rate

    def wait_time(self, channel_id: int, kind: str = "edit") -> float:
        """Seconds until a request of this kind to this channel fits (0: now)."""
        wait = self._global_wait()
        now = self.clock()
        key = (channel_id, kind)
        recent = [t for t in self._channels.get(key, ()) if now - t < self.window]
        self._channels[key] = recent
        if len(recent) >= self.per_channel:
            wait = max(wait, recent[0] + self.window - now)
        return wait

    def take(self, channel_id: int, kind: str = "edit") -> None:
        self._refill()
        self._tokens -= 1
        self._channels.setdefault((channel_id, kind), []).append(self.clock())
        if len(self._channels) > 50_000:
            now = self.clock()
            self._channels = {k: v for k, v in self._channels.items() if v and now - v[-1] < self.window}

    async def turn(self, requests: int = 1) -> None:
        """Wait for, and take, the global rate's room for ``requests`` requests that belong
        to no channel's bucket (asking whether a member left, a direct message): under load,
        hundreds of deadlines a second each asked Discord at once, outside the rate, and drew
        the 429s the rate is there to avoid."""
        for _ in range(requests):
            while (wait := self._global_wait()) > 0:
                await asyncio.sleep(wait)
            self._tokens -= 1

    def ready(self, channel_id: int, kind: str) -> bool:
        """Take a request now if it fits."""
        if self.wait_time(channel_id, kind) > 0:
            return False
        self.take(channel_id, kind)
        return True
