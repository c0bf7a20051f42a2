"""The one scheduler (bot/timers.py) when the database is out of reach (issue 34, defect 3):
the timers that fail wait for it together, one of them tried again on a short backoff, all
of them going on as soon as it succeeds; the outage is one warning line, not a traceback
per try; the timers of a table that ended go. With a clock the test moves by hand."""

from __future__ import annotations

import asyncio
import logging

from bot.store import Unavailable
from bot.timers import BACKOFF, Scheduler
from tests.bot.clock import FakeClock


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_timers_wait_for_the_database_together_and_go_on_as_soon_as_it_answers(caplog):
    clock = FakeClock()
    scheduler = Scheduler(clock=clock)
    down = True
    fired: list[tuple[int, float, float]] = []   # (table, due, when)

    async def handler(table_id: int, prompt_no: int, due: float) -> None:
        fired.append((table_id, due, clock.now()))
        if down:
            raise Unavailable("the PostgreSQL server cannot be reached (refused)")

    scheduler.register("deadline", handler)
    start = clock.now()
    for table_id in (1, 2, 3):
        scheduler.add("deadline", table_id, 1, start)
    scheduler.add("deadline", 4, 1, start + 3600)
    caplog.set_level(logging.INFO, logger="bot.timers")
    scheduler.start()
    try:
        await settle()
        assert sorted(t for t, _, _ in fired) == [1, 2, 3]   # each tried once
        tries = len(fired)
        for delay in BACKOFF[:3]:   # only one of them is tried again, ever later
            await clock.advance(delay)
            await settle()
            assert len(fired) == tries + 1, fired
            tries = len(fired)
        scheduler.drop(4)   # a table that ended: its timer goes
        assert scheduler.pending == 3
        down = False
        await clock.advance(BACKOFF[3])
        await settle()
        again = [(t, due) for t, due, when in fired[tries:]]
        assert sorted(again) == [(1, start), (2, start), (3, start)]   # all at once, each told its own due
        assert scheduler.pending == 0
    finally:
        await scheduler.stop()
    lines = [r for r in caplog.records if r.name == "bot.timers"]
    assert [r.levelname for r in lines] == ["WARNING", "INFO"], [r.getMessage() for r in lines]
    assert all(r.exc_info is None for r in lines)
