"""Answering one person: ephemeral sentences, said once, whatever was answered before."""

from __future__ import annotations

import asyncio
import collections
import logging
import time
from typing import Callable

import discord

log = logging.getLogger(__name__)


async def reply(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """Answer ephemerally, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)
    except discord.HTTPException as e:  # too late to answer: nothing else to do
        log.info("could not answer interaction %s: %s", interaction.id, e)


class Seen:
    """Interaction ids already taken: Discord may deliver the same interaction twice, and it
    must be answered once (a second answer fails with 40060 'already acknowledged').

    Every interaction passes here once, command or click, so this is also where the bot
    knows which interactions are being answered now (a stop lets every one it took be
    answered before it closes anything) and how each went (``on_answered(kind, outcome,
    seconds)``: answered, refused or failed, and the seconds from taking it to the end of
    its answer)."""

    def __init__(self, size: int = 20_000, *, on_answered: Callable[[str, str, float], None] | None = None):
        self._ids: collections.OrderedDict[int, None] = collections.OrderedDict()
        self._size = size
        self._answering: dict[asyncio.Task, list] = {}   # task -> [kind, outcome, taken at]
        self._on_answered = on_answered
        self.taken = 0   # interactions taken since the start

    def first(self, interaction_id: int, kind: str = "click") -> bool:
        if interaction_id in self._ids:
            return False
        self._ids[interaction_id] = None
        if len(self._ids) > self._size:
            self._ids.popitem(last=False)
        self.taken += 1
        task = asyncio.current_task()
        if task is not None:   # the task answering it: command or click, it ends once answered
            self._answering[task] = [kind, "answered", time.perf_counter()]
            task.add_done_callback(self._done)
        return True

    def outcome(self, outcome: str) -> None:
        """How the interaction this task answers went: "refused" (a sentence saying why, nothing
        changed) or "failed" (the database or the bot failed)."""
        entry = self._answering.get(asyncio.current_task())
        if entry is not None:
            entry[1] = outcome

    def _done(self, task: asyncio.Task) -> None:
        kind, outcome, taken = self._answering.pop(task)
        if self._on_answered is not None:
            self._on_answered(kind, outcome, time.perf_counter() - taken)

    @property
    def answering(self) -> int:
        return len(self._answering)

    async def all_answered(self, timeout: float) -> int:
        """Wait until every interaction taken is answered (at most ``timeout`` seconds); the
        number still unanswered then."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        await asyncio.sleep(0)   # interactions received just now start and are taken
        while self._answering and loop.time() < end:
            await asyncio.wait(set(self._answering), timeout=end - loop.time())
        return len(self._answering)

    async def cancel_unanswered(self) -> None:
        """Cancel the interactions still being answered, and wait until each has unwound (a
        transaction it holds is rolled back before the database closes)."""
        tasks = list(self._answering)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
