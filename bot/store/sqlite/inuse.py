"""Whether a bot is serving a SQLite file: the bot holds an exclusive lock on a file beside
it (``coup.sqlite3.running``, holding its process id and start time) for as long as it
runs. The operating system lets go of the lock when the process ends, however it ends, so
a crashed bot never leaves the file looking in use. Tools that must not run beside a bot
(``copy-database``: every move after its copy would be lost at the switch) check it.

Where ``fcntl`` does not exist (Windows) nothing is locked and nothing is refused.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

try:
    import fcntl
except ImportError:   # pragma: no cover - Windows
    fcntl = None


def lock_path(database: Path) -> Path:
    return database.with_name(database.name + ".running")


class Running:
    """The lock of one SQLite file, held or not."""

    def __init__(self, database: Path):
        self.path = lock_path(Path(database))
        self._fd: int | None = None

    def take(self) -> str | None:
        """Take the lock and note this process in it; what holds it instead, if another
        process does (its note: "pid 123 since 2026-12-04 14:02 UTC")."""
        if fcntl is None:
            return None
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            note = os.read(fd, 200).decode(errors="replace").strip() or "another process"
            os.close(fd)
            return note
        os.ftruncate(fd, 0)
        os.write(fd, f"pid {os.getpid()} since {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n".encode())
        self._fd = fd
        return None

    def release(self) -> None:
        if self._fd is not None:
            os.ftruncate(self._fd, 0)
            os.close(self._fd)   # closing the descriptor lets go of the lock
            self._fd = None
