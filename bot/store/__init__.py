"""The only code that talks SQL: a store of parts, one per concern, behind these interfaces.

A backend is a package that provides every part below: ``bot/store/sqlite`` (one file, one
process) and ``bot/store/postgres`` (one database, any number of processes, one per group
of shards); ``open_store`` picks one from where the data is. The rest of the bot sees only
the interfaces (typing Protocols) and the plain rows of ``bot/store/rows.py``. Every write
is atomic; a change of a table is refused with :class:`Conflict` unless it follows the
stored version, so two processes can never both move one game.

The reads the bot makes at start-up (``tables.active``, ``tables.deadlines``,
``tables.running_with_computers``, ``shown.behind``, ``reminders.pending``) take
``shards=(count, ids)`` and then return only the tables whose guild is on those shards,
``(guild_id >> 22) % count in ids``: a process reads only what it serves.

What is cached, and what is read fresh. A member's notification choice
(``guilds.notify``) is read from the database every time a reminder is sent, never
cached: a member plays in servers served by different processes, and ``/coup notify`` in
one must hold in all at once. A server's settings (``guilds.settings``) are cached by the
process that reads them, for as long as it runs: a guild is served by one process (its
shard's), and ``/coup settings`` is a slash command, so it arrives on that guild's shard,
runs in that same process, and ``save_settings`` updates that process's cache as it writes.
Another process never serves the guild meanwhile; one that starts serving it after a
reshard starts with an empty cache (a reshard restarts the processes).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Protocol

from engine import Event

from .errors import ChannelBusy, Conflict, StoreError, Unavailable
from .rows import (ACTIVE, ASYNC, CANCELLED, FINISHED, LIVE, LOBBY, NOTIFY, NOTIFY_CHANNEL, NOTIFY_DM, NOTIFY_OFF,
                   RUNNING, GameEnd, MemberStats, PredictionRow, RateGame, ResultRow, Seat, SeriesRow, Shown,
                   SocialStats, Standing, Table)

#: Which shards a process serves: (shard count, the ids of its shards).
Shards = tuple[int, tuple[int, ...]]

__all__ = ["ACTIVE", "ASYNC", "CANCELLED", "FINISHED", "LIVE", "LOBBY", "NOTIFY", "NOTIFY_CHANNEL", "NOTIFY_DM",
           "NOTIFY_OFF", "RUNNING", "ChannelBusy", "Conflict", "GameEnd", "GatewayStore", "GuildStore", "MemberStats",
           "PredictionRow", "RateGame", "RecordStore", "ReminderStore", "ResultRow", "Seat", "SeriesRow", "Shards",
           "Shown", "ShownStore", "SocialStats", "Standing", "StandingsStore", "Store", "StoreError", "Table",
           "TableStore", "Unavailable", "is_postgres", "open_store"]


class TableStore(Protocol):
    async def create(self, table: Table) -> Table:
        """Store a new lobby; :class:`ChannelBusy` if its channel has a lobby or game already."""
    async def save(self, table: Table, events=(), *, move: bool = False,
                   reminders: list[tuple[int, float]] | None = None) -> None:
        """Write one change of a table (``table.version`` is the stored one plus one) with its
        events and, for an async decision, its reminders, atomically."""
    async def get(self, table_id: int) -> Table | None: ...
    async def stamp(self, table_id: int) -> tuple[int, float] | None:
        """The stored row's version and the time of its last change, read now (None: no such table)."""
    async def in_channel(self, channel_id: int) -> Table | None: ...
    async def latest_in_channel(self, channel_id: int, *, finished: bool = False) -> Table | None: ...
    async def active(self, *, shards: Shards | None = None) -> list[Table]: ...
    async def active_in_guild(self, guild_id: int) -> list[int]: ...
    async def running_with_computers(self, *, shards: Shards | None = None) -> list[int]: ...
    async def deadlines(self, *, after: float | None = None, before: float | None = None,
                        shards: Shards | None = None) -> list[tuple[int, int, float]]: ...
    async def places(self, *, shards: Shards | None = None) -> list: ...
    async def game_events(self, table_id: int, *, public: bool = False) -> list[Event]: ...
    async def earlier_in_series(self, series_id: int, game_no: int) -> list[int]: ...
    async def events(self, table_id: int) -> list[dict]: ...


class ShownStore(Protocol):
    async def get(self, table_id: int) -> Shown | None: ...
    async def save(self, shown: Shown) -> None: ...
    async def mark(self, versions: dict[int, int]) -> None: ...
    async def behind(self, *, shards: Shards | None = None) -> list[tuple[int, float]]: ...


class RecordStore(Protocol):
    async def current_season(self, guild_id: int) -> int: ...
    async def new_season(self, guild_id: int, name: str | None, by: int) -> tuple[int, str]: ...
    async def seasons(self, guild_id: int) -> list[tuple[int, int, str, float]]: ...
    async def season(self, guild_id: int, number: int | None): ...
    async def create_series(self, series: SeriesRow, table: Table, events, reminders=None) -> SeriesRow: ...
    async def get_series(self, series_id: int) -> SeriesRow | None: ...
    async def running_series_in(self, channel_id: int) -> SeriesRow | None: ...
    async def series_games(self, series_id: int) -> list[tuple]: ...
    async def end_series(self, series: SeriesRow, results) -> None: ...
    async def finish_game(self, table: Table, events, results: list[ResultRow],
                          series: SeriesRow | None = None, series_results=None, end: GameEnd | None = None) -> None: ...
    async def unrecorded_games(self, limit: int = 500) -> list[int]: ...
    async def record_old_game(self, table: Table, results: list[ResultRow]) -> None: ...


class StandingsStore(Protocol):
    async def leaderboard(self, guild_id: int, season_id: int, page: int = 1) -> tuple[list[Standing], int]: ...
    async def computers(self, guild_id: int, season_id: int) -> list[Standing]: ...
    async def member(self, guild_id: int, user_id: int, season_id: int | None = None) -> MemberStats | None: ...
    async def history(self, guild_id: int, user_id: int, limit: int = 10) -> list[tuple]: ...
    async def series_history(self, guild_id: int, user_id: int, limit: int = 5) -> list[tuple]: ...


class SocialStore(Protocol):
    """What a game gives those around it (issue 36): predictions (R58), awards, ratings."""

    async def predict(self, table: Table, turn_no: int, claim: str, user_id: int, name: str, guess: str) -> None:
        """Keep a guess on the claim of ``claim`` ('action' or 'block') in turn ``turn_no``;
        a second guess on it replaces the first."""
    async def predictions(self, table_id: int) -> list[PredictionRow]: ...
    async def moves(self, table_id: int) -> list[tuple[float, list[Event]]]:
        """A game's stored changes in order: when each was made, and its engine events."""
    async def ranking(self, guild_id: int, season_id: int, by: str, page: int = 1,
                      min_games: int = 1) -> tuple[list[Standing], int]:
        """A season's people by 'rating' (with ``min_games`` or more) or by 'reads'."""
    async def computers(self, guild_id: int, season_id: int) -> list[Standing]: ...
    async def member(self, guild_id: int, user_id: int, season_id: int | None, rating_season: int) -> SocialStats: ...
    async def rating_model(self) -> str | None: ...
    async def rebuild_ratings(self, rate: RateGame, model: str, *, unless_current: bool = False) -> int | None:
        """Count every rating again from the result rows; the number of games rated (None:
        ``unless_current``, and they were ``model``'s already)."""


class GuildStore(Protocol):
    async def settings(self, guild_id: int) -> dict:
        """The server's settings; cached by this process (see the module's docstring)."""
    async def save_settings(self, guild_id: int, settings: dict, by: int) -> None: ...
    async def notify(self, user_id: int) -> str:
        """The member's choice, read fresh every time (see the module's docstring)."""
    async def set_notify(self, user_id: int, how: str) -> None: ...


class ReminderStore(Protocol):
    async def drop(self, table_id: int) -> None: ...
    async def pending(self, *, after: float | None = None, before: float | None = None,
                      shards: Shards | None = None) -> list[tuple[int, int, float]]: ...
    async def claim(self, table_id: int, prompt_no: int, now: float) -> list[tuple[int, int]]:
        """Mark a decision's reminders due by ``now`` sent, and return the (reminder id,
        user id) of those this call took: of two processes firing them, each goes to one."""
    async def sent(self, ids: dict[int, str]) -> None:
        """Record how each reminder went (reminder id -> 'channel', 'dm' or 'off')."""
    async def count(self, table_id: int | None = None) -> int: ...


class GatewayStore(Protocol):
    async def reserve_identify(self, bucket: int, spacing: float) -> float:
        """Reserve the bucket's next IDENTIFY (shared by every process of the bot); the
        seconds to wait before sending it."""
    async def lease_shards(self, count: int, ids: tuple[int, ...], holder: str, seconds: float, *,
                           gone: Callable[[str], bool]) -> str | None:
        """Take the lease of shards ``ids`` (of ``count`` in all) for ``holder``, for
        ``seconds``; unless another holder's live lease covers a guild of theirs (whatever its
        shard count): then nothing is taken and that holder is returned. A lease past its
        time, or whose holder ``gone`` says has died, is taken over."""
    async def renew_shards(self, holder: str, seconds: float) -> int:
        """Renew a holder's leases for ``seconds``; how many it still holds."""
    async def release_shards(self, holder: str) -> None: ...
    async def commands_sent(self, where: str) -> str | None:
        """The digest of the commands last sent to ``where`` (an application's global or one
        server's commands, at one API address), or None."""
    async def note_commands_sent(self, where: str, digest: str) -> None: ...


class PrivacyStore(Protocol):
    async def about(self, user_id: int): ...
    async def forget(self, user_id: int) -> list[int] | int: ...
    async def guild_left(self, guild_id: int, at: float) -> None: ...
    async def guild_back(self, guild_id: int) -> None: ...
    async def servers_seen(self, present: set[int], at: float, *, shards) -> tuple[int, int]: ...
    async def purge_departed(self, before: float) -> list[int]: ...
    async def drop_spent_reminders(self) -> int: ...


class Store(Protocol):
    gateway: GatewayStore
    privacy: PrivacyStore
    tables: TableStore
    shown: ShownStore
    records: RecordStore
    standings: StandingsStore
    social: SocialStore
    guilds: GuildStore
    reminders: ReminderStore

    async def sound(self) -> None:
        """Return once the whole database is known sound; raise :class:`StoreError` if not.
        SQLite: the file's ``quick_check`` has passed. PostgreSQL: the server answers, takes
        writes (a primary, not read-only) and holds the schema this bot knows; its pages are
        its own to check."""
    async def close(self) -> None: ...
    async def schema_version(self) -> int: ...


def is_postgres(where: str | Path) -> bool:
    """Whether ``where`` names a PostgreSQL database (``postgresql://…`` or ``postgres://…``)."""
    return isinstance(where, str) and where.startswith(("postgresql://", "postgres://"))


async def open_store(where: str | Path, *, check: bool = True, pool_size: int | None = None) -> Store:
    """The store at ``where``: a ``postgresql://`` (or ``postgres://``) URL opens PostgreSQL
    with a pool of ``pool_size`` connections (10 by default); anything else is the path of
    a SQLite file."""
    if is_postgres(where):
        from .postgres import PostgresStore
        return await PostgresStore.open(where, pool_size=pool_size, check=check)
    from .sqlite import SqliteStore
    return await SqliteStore.open(where, check=check)
