"""The bot's own REST rate (bot/channel/pacer.py): requests that belong to no channel (asking
whether a member left, a direct message) share the same global budget as the channel's."""

import asyncio
import time

from bot.channel import Pacer


async def test_requests_of_no_channel_wait_for_the_global_rate():
    pacer = Pacer(rate=20, burst=4)
    stamps: list[float] = []

    async def one():
        await pacer.turn()
        stamps.append(time.monotonic())

    t0 = time.monotonic()
    await asyncio.gather(*(one() for _ in range(24)))
    # 4 at once, then 20 more at 20 a second: never sooner than a second after the start
    assert stamps[-1] - t0 >= 0.95
    for i, t in enumerate(stamps):   # in any stretch, at most the burst plus what the rate refilled
        later = [u for u in stamps[i:] if u - t < 0.5]
        assert len(later) <= 4 + 0.5 * 20 + 1, len(later)


async def test_they_share_the_budget_with_the_channels_requests():
    pacer = Pacer(rate=10, burst=2)
    pacer.take(1, "post")
    pacer.take(2, "post")                # the channels used the burst
    t0 = time.monotonic()
    await pacer.turn(2)                  # a direct message: the DM channel, then the message
    assert time.monotonic() - t0 >= 0.18
    assert pacer.wait_time(3, "post") > 0
