"""What the store says when it cannot do what it was asked, whatever the backend."""

from __future__ import annotations


class StoreError(Exception):
    """The database cannot be used; the message says what is wrong and what to do."""


class Unavailable(Exception):
    """A statement failed because of the database (full disk, read-only file, lock, corruption,
    a server out of reach). ``reason`` names the kind of fault ('readonly', 'full', 'io',
    'locked', 'damaged', 'failed'); ``uncertain``: the connection was lost after the statement
    was sent, so a write may have been committed all the same (read the row again to know)."""

    def __init__(self, text: str, reason: str = "failed", *, uncertain: bool = False):
        super().__init__(text)
        self.reason = reason
        self.uncertain = uncertain


class ChannelBusy(Exception):
    """The channel already has a lobby or a running game."""


class Conflict(Exception):
    """A table was written by someone else since it was read (another process that also
    believed it owned the table): nothing was written; read it again."""


class Duplicate(Exception):
    """A row that would break a unique key (the store says what it means: a channel taken…)."""
