"""The process where hard computers search (engine/search.py): up to 200 ms of Python per
decision, which in a thread would hold the interpreter's lock and delay every click.

It starts at the first search, not with the bot ("spawn": a fork would copy the event loop
and the database's threads), and stops with the bot: its worker is let finish and exit,
so neither it nor multiprocessing's resource tracker outlives the bot, and every semaphore
the pool made is released (no "leaked semaphore" warning at exit).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import BrokenExecutor, Executor, Future, ProcessPoolExecutor

log = logging.getLogger(__name__)


class Searcher(Executor):
    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False

    @property
    def started(self) -> bool:
        return self._pool is not None

    def submit(self, fn, /, *args, **kwargs) -> Future:
        if self._closed:
            raise BrokenExecutor("the bot is stopping")
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool.submit(fn, *args, **kwargs)

    async def close(self, timeout: float = 3.0) -> None:
        """Cancel the searches not started, let the one under way end, and wait for the
        worker to exit (killed after ``timeout`` seconds)."""
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # The worker process, known before shutdown forgets it: killed if it will not end.
        workers = list((getattr(pool, "_processes", None) or {}).values())
        try:
            await asyncio.wait_for(asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True), timeout)
        except TimeoutError:
            log.warning("the computers' search process did not stop within %.0f s; killed", timeout)
            for worker in workers:
                worker.kill()
            await asyncio.to_thread(pool.shutdown, wait=True)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)
