"""A worker told to stop stops, even when it is woken at the very moment it is cancelled.

Python 3.11's ``asyncio.wait_for`` loses a cancellation that arrives in the same loop pass as
the result it waits for: the waiting loop then goes round again and the stop that awaits it
never returns (a whole test run once hung this way, after its game had ended, with the bot's
database still open). The channel queue's workers and the timers' task wait for a wake-up
with a deadline; each is stopped here in the pass that wakes it."""

from __future__ import annotations

import asyncio
import time

from bot.channel.queue import Queue
from bot.timers import Scheduler


async def test_the_channel_workers_stop_when_woken_as_they_are_cancelled():
    queue = Queue(workers=2)
    worked: list[int] = []

    async def work(table_id: int) -> None:
        worked.append(table_id)

    queue.start(work)
    queue.refresh(1, delay=60)      # something due later: the workers wait with a deadline
    await asyncio.sleep(0)          # (let them reach that wait)
    await asyncio.sleep(0)
    queue.refresh(2)                # a wake-up …
    stopping = asyncio.ensure_future(queue.stop())   # … and the stop, in the same pass
    await asyncio.wait_for(stopping, 5)
    assert queue._tasks == []


async def test_the_timers_stop_when_woken_as_they_are_cancelled():
    scheduler = Scheduler()
    fired: list[int] = []

    async def handler(table_id: int, prompt_no: int, due: float) -> None:
        fired.append(table_id)

    scheduler.register("deadline", handler)
    scheduler.start()
    scheduler.add("deadline", 1, 1, time.time() + 3600)   # the task waits with a deadline
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    scheduler.add("deadline", 2, 1, time.time() + 1800)   # an earlier timer wakes it …
    await asyncio.wait_for(scheduler.stop(), 5)            # … as the stop cancels it
    assert fired == []
