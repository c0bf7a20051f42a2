"""A process's lease on the shards it serves, held in the database (as its logins' turns are).

Discord sends every event of a shard to each session that runs it, so two processes that
both ran one shard (the same SHARD_IDS twice, an overlapping block after a reshard, a new
process started before the old one stopped) would both answer every click. A process takes
the lease of its shards before it connects, renews it every third of its length, and gives
it back when it stops; a second process finds the lease live and refuses to start, in one
line. A process that died without giving it back frees its shards when the lease runs out,
or at once for a process on the same machine (its process id is gone).
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from typing import Awaitable, Callable

from .store import GatewayStore, StoreError, Unavailable

log = logging.getLogger(__name__)

#: Tries at taking the lease while other processes take theirs.
TRIES = 8


class ShardsTaken(Exception):
    """Another live process serves a shard of this one's; the message says which, in one line."""


def holder_name() -> str:
    """This process, as a lease names it: host, process id and a random part."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


def gone(holder: str) -> bool:
    """Whether a lease's holder is a process of this machine that no longer runs."""
    host, _, rest = holder.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class Lease:
    def __init__(self, store: GatewayStore, count: int, ids: tuple[int, ...], *, seconds: float,
                 sound: Callable[[], Awaitable[None]], on_lost: Callable[[str], None], holder: str | None = None):
        self._store = store
        self._sound = sound            # returns once the database is known sound (its own sentence if not)
        self._count, self._ids = count, ids
        self._seconds = seconds
        self._on_lost = on_lost        # another process took the shards over: this one must stop
        self.holder = holder or holder_name()
        self._task: asyncio.Task | None = None

    async def take(self) -> None:
        """Take the lease; :class:`ShardsTaken` if another live process holds one of its shards,
        :class:`StoreError` if the database cannot take it. Processes that start together take
        their leases in turn: one that waits too long for another's is tried again."""
        for attempt in range(TRIES):
            try:
                other = await self._store.lease_shards(self._count, self._ids, self.holder, self._seconds, gone=gone)
                break
            except Unavailable as e:
                if e.reason == "locked" and attempt < TRIES - 1:
                    await asyncio.sleep(0.2 * (attempt + 1))
                    continue
                await self._sound()   # a damaged file is told in its own sentence
                raise StoreError(f"Cannot take this process's shards in the database: {e}.") from None
        if other is not None:
            host, _, rest = other.partition(":")
            shards = ("shard " if len(self._ids) == 1 else "shards ") + ", ".join(str(i) for i in self._ids)
            raise ShardsTaken(f"{shards} of {self._count} is served by another process (pid "
                              f"{rest.partition(':')[0]} on {host}): stop it first, or give this process other "
                              "SHARD_IDS.")
        self._task = asyncio.create_task(self._keep(), name="coup-shard-lease")

    async def _keep(self) -> None:
        failing = False
        while True:
            await asyncio.sleep(self._seconds / 3)
            try:
                held = await self._store.renew_shards(self.holder, self._seconds)
            except Unavailable as e:
                if not failing:
                    log.warning("could not renew this process's lease on its shards (%s); trying again", e)
                failing = True
                continue
            failing = False
            if held < len(self._ids):
                self._on_lost(f"another process took over the shards of this one while its lease had run out "
                              f"(SHARD_IDS {', '.join(str(i) for i in self._ids)} of {self._count})")
                return

    async def release(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
            try:
                await self._store.release_shards(self.holder)
            except Unavailable as e:
                log.warning("could not give back this process's lease on its shards (%s); it runs out by itself", e)
