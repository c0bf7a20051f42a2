"""Waiting for what a test asserts: the condition is polled on the loop's (real) clock until
it holds, never a fixed sleep. A bot's fake clock (tests/bot/clock.py) stands still meanwhile."""

from __future__ import annotations

import asyncio
import inspect
from typing import Any, Callable


async def until(check: Callable[[], Any], what: str | Callable[[], str] = "the bot", timeout: float = 10.0,
                every: float = 0.02) -> Any:
    """Wait until ``check()`` (a function or a coroutine function) returns something true,
    and return it. After ``timeout`` seconds the test fails, naming ``what`` (a text, or a
    function giving one, to say what was seen instead)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        found = check()
        if inspect.isawaitable(found):
            found = await found
        if found:
            return found
        if loop.time() >= end:
            raise AssertionError(f"waited {timeout:g} s for {what() if callable(what) else what}")
        await asyncio.sleep(every)
