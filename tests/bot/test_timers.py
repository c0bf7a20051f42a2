"""The one scheduler (bot/timers.py) when the database is out of reach (issue 34, defect 3):
the timers that fail wait for it together, one of them tried again on a short backoff, all
of them going on as soon as it succeeds; the outage is one warning line, not a traceback
per try; the timers of a table that ended go. With a clock the test moves by hand."""

from __future__ import annotations

import asyncio
import logging
import time

from bot.store import Seat, Table, Unavailable
from bot.timers import BACKOFF, Scheduler, Window
from engine import Event
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


async def test_memory_holds_the_timers_due_soon_and_the_database_the_rest(store):
    """Deadlines from the store, held in memory only within the window ahead (bot.timers.HORIZON):
    one due days ahead stays in the database until its time nears, and still fires on time;
    one set while the bot runs is held only if it is due within the window."""
    clock = FakeClock(start=time.time())
    scheduler = Scheduler(clock=clock)
    fired: list[tuple[int, float, float]] = []

    async def handler(table_id: int, prompt_no: int, due: float) -> None:
        fired.append((table_id, due, clock.now()))

    scheduler.register("deadline", handler)
    window = Window(scheduler, "deadline", lambda after, before: store.tables.deadlines(after=after, before=before))
    start = clock.now()
    dues = {}
    for n, ahead in enumerate((-60, 600, 2 * 86400, 5 * 86400)):   # one overdue, one soon, two days away
        table = await store.tables.create(Table(guild_id=1, channel_id=100 + n, host_id=5, players=[Seat(5, "ann")]))
        table.status, table.version, table.prompt_no, table.deadline = "running", 1, 1, start + ahead
        await store.tables.save(table, [Event("turn", 0)])
        dues[table.id] = start + ahead
    assert await window.load() == 2
    assert scheduler.pending == 3   # the two within the window, and the window's own next read
    window.arm(99, 1, start + 1800)          # set meanwhile, due soon: held
    window.arm(98, 1, start + 3 * 86400)     # due later: the database holds it (as the game's row would)
    assert scheduler.pending == 4
    scheduler.start()
    try:
        for _ in range(5 * 24 * 2 + 2):   # five days, half an hour at a time
            await clock.advance(1800)
            await settle()
            while scheduler.firing:   # a window's read from the database takes real time
                await asyncio.sleep(0.002)
        on_time = {t: when for t, due, when in fired}
        assert set(on_time) == set(dues) | {99}
        assert all(on_time[t] - max(due, start) <= 1800 for t, due in dues.items()), (on_time, dues)
        assert scheduler.pending <= 3
    finally:
        await scheduler.stop()
