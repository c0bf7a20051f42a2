"""What the store keeps about a member, and forgetting it; the data of servers that removed
the bot (``PRIVACY.md`` says the same for the people it concerns).

A member is in: the seats of the games and series they played (their id and name; a
game's state holds the names too), their results, awards, predictions (R58, with the name
they were made under) and standings, their reminder choice,
pending reminders, and as who changed a server's settings or started a season. Forgetting
a member keeps every game and result (the others' standings do not change) but takes out
who they were: their id becomes a negative number no Discord account has (one per
forgetting, so their past results still count as one former player's), their name
becomes empty (shown as "a former player"), and their choices and reminders are deleted.
A member seated in a lobby or a running game is not forgotten until they leave it.

Written once for both backends: SQLite's ``?`` placeholders, and a backend says how to run
a statement in its transaction (``Sql``).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Awaitable, Callable

from .codec import dumps, loads

#: Every table that holds a server's data, children before parents (a purge deletes in this order).
GUILD_TABLES = ("events", "shown", "reminders", "results", "series_results", "standings", "predictions", "awards",
                "tables", "series", "seasons", "guild_settings", "departed_guilds")
_BY_TABLE = ("events", "shown", "reminders")   # rows that belong to a table, not directly to a server


@dataclass(frozen=True)
class MemberData:
    """What is stored about one member, counted."""

    names: tuple[str, ...]      # the names their seats were stored with
    games: int                  # games and lobbies they sat at
    results: int                # finished games counted in their standings
    series: int                 # series they played to the end
    standings: int              # rows of standings (one per server and season)
    notify: str | None          # their reminder choice, if they made one
    reminders: int              # reminders waiting to be sent to them
    settings_changed: int       # servers whose settings they changed last
    seasons_started: int


@dataclass
class Sql:
    """How a backend runs ``?``-style SQL in a transaction ``tx``."""

    rows: Callable[..., Awaitable[list]]   # rows(tx, sql, params) -> rows
    run: Callable[..., Awaitable[object]]  # run(tx, sql, params)


class Privacy:
    def __init__(self, db, sql: Sql):
        self.db = db
        self._sql = sql

    async def about(self, user_id: int) -> MemberData:
        rows, like, stood = self._sql.rows, _seat_pattern(user_id), _stand_in_pattern(user_id)
        async with self.db.transaction() as tx:
            seated = [r for r in await rows(tx, "SELECT players FROM tables WHERE players LIKE ? OR players LIKE ?",
                                            (like, stood))
                      if _seat(loads(r[0]), user_id) is not None or _stand_in(loads(r[0]), user_id) is not None]
            names = {s["name"] if s.get("id") == user_id else s["stand_in_for"]
                     for r in seated for s in loads(r[0]) if user_id in (s.get("id"), s.get("stand_in_id"))}
            (results,) = (await rows(tx, "SELECT count(*) FROM results WHERE user_id = ?", (user_id,)))[0]
            (series,) = (await rows(tx, "SELECT count(*) FROM series_results WHERE user_id = ?", (user_id,)))[0]
            (standings,) = (await rows(tx, "SELECT count(*) FROM standings WHERE user_id = ?", (user_id,)))[0]
            notify = await rows(tx, "SELECT notify FROM member_prefs WHERE user_id = ?", (user_id,))
            (reminders,) = (await rows(tx, "SELECT count(*) FROM reminders WHERE user_id = ? AND sent_at IS NULL",
                                       (user_id,)))[0]
            (changed,) = (await rows(tx, "SELECT count(*) FROM guild_settings WHERE updated_by = ?", (user_id,)))[0]
            (started,) = (await rows(tx, "SELECT count(*) FROM seasons WHERE started_by = ?", (user_id,)))[0]
        return MemberData(tuple(sorted(names)), len(seated), results, series, standings,
                          notify[0][0] if notify else None, reminders, changed, started)

    async def forget(self, user_id: int) -> list[int] | int:
        """Forget the member (see the module's docstring). The ids of the lobbies and running
        games they are seated at, if any (then nothing changed), else the number of rows changed."""
        rows, run, like = self._sql.rows, self._sql.run, _seat_pattern(user_id)
        former = -1 - secrets.randbits(52)
        changed = 0
        async with self.db.transaction() as tx:
            tables = [r for r in await rows(
                tx, "SELECT id, status, players, state, host_id, winner_id, departed FROM tables"
                    " WHERE players LIKE ? OR players LIKE ? OR host_id = ? OR winner_id = ?",
                (like, _stand_in_pattern(user_id), user_id, user_id))]
            # a running game whose computer plays their seat (R57) still shows their name: its end first
            seated = [r[0] for r in tables if r[1] in ("lobby", "running") and (
                _seat(loads(r[2]), user_id) or r[1] == "running" and _stand_in(loads(r[2]), user_id))]
            if seated:
                return seated
            for table_id, _, players, state, host, winner, departed in tables:
                players, state = loads(players), loads(state) if state else None
                seat = _seat(players, user_id)
                if seat is not None:
                    i = players.index(seat)
                    players[i] = {**seat, "id": former, "name": ""}
                    if state is not None and i < len(state.get("names", [])):
                        state["names"][i] = ""
                stand_in = _stand_in(players, user_id)
                if stand_in is not None:   # the game's state still names them at that seat
                    i = players.index(stand_in)
                    players[i] = {**stand_in, "stand_in_id": former, "stand_in_for": ""}
                    if state is not None and i < len(state.get("names", [])):
                        state["names"][i] = ""
                gone = [former if u == user_id else u for u in loads(departed)] if departed else None
                await run(tx, "UPDATE tables SET players = ?, state = ?, host_id = ?, winner_id = ?, departed = ?"
                              " WHERE id = ?",
                          (dumps(players), dumps(state) if state is not None else None,
                           former if host == user_id else host, former if winner == user_id else winner,
                           dumps(gone) if gone is not None else None, table_id))
                changed += 1
            for series_id, players, host in await rows(
                    tx, "SELECT id, players, host_id FROM series WHERE players LIKE ? OR host_id = ?", (like, user_id)):
                players = [{**s, "id": former, "name": ""} if s.get("id") == user_id else s for s in loads(players)]
                await run(tx, "UPDATE series SET players = ?, host_id = ? WHERE id = ?",
                          (dumps(players), former if host == user_id else host, series_id))
                changed += 1
            for sql in ("UPDATE results SET user_id = ?, name = '' WHERE user_id = ?",
                        "UPDATE series_results SET user_id = ? WHERE user_id = ?",
                        "UPDATE standings SET user_id = ?, name = '' WHERE user_id = ?",
                        "UPDATE awards SET user_id = ? WHERE user_id = ?",
                        "UPDATE predictions SET user_id = ?, name = '' WHERE user_id = ?"):
                changed += await _count(rows, tx, sql, (former, user_id))
            for sql in ("DELETE FROM member_prefs WHERE user_id = ?", "DELETE FROM reminders WHERE user_id = ?",
                        "UPDATE guild_settings SET updated_by = NULL WHERE updated_by = ?",
                        "UPDATE seasons SET started_by = NULL WHERE started_by = ?"):
                changed += await _count(rows, tx, sql, (user_id,))
        return changed

    async def guild_left(self, guild_id: int, at: float) -> None:
        """The bot was removed from a server: its data goes once the grace period is over."""
        async with self.db.transaction() as tx:
            await self._sql.run(tx, "INSERT INTO departed_guilds (guild_id, left_at) VALUES (?, ?)"
                                    " ON CONFLICT (guild_id) DO NOTHING", (guild_id, at))

    async def guild_back(self, guild_id: int) -> None:
        """The bot is in the server (again): nothing of it is purged."""
        async with self.db.transaction() as tx:
            await self._sql.run(tx, "DELETE FROM departed_guilds WHERE guild_id = ?", (guild_id,))

    async def purge_departed(self, before: float) -> list[int]:
        """Delete everything of the servers that removed the bot before ``before``; their ids."""
        rows, run = self._sql.rows, self._sql.run
        async with self.db.transaction() as tx:
            guilds = [r[0] for r in await rows(tx, "SELECT guild_id FROM departed_guilds WHERE left_at < ?",
                                               (before,))]
            for guild_id in guilds:
                for table in GUILD_TABLES:
                    if table in _BY_TABLE:
                        await run(tx, f"DELETE FROM {table} WHERE table_id IN"
                                      " (SELECT id FROM tables WHERE guild_id = ?)", (guild_id,))
                    else:
                        await run(tx, f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
        return guilds


def _seat_pattern(user_id: int) -> str:
    """A LIKE pattern that every players' JSON holding the member matches (checked after)."""
    return f'%"id":{int(user_id)}%'


def _seat(players: list, user_id: int) -> dict | None:
    return next((s for s in players if s.get("id") == user_id), None)


def _stand_in_pattern(user_id: int) -> str:
    """A LIKE pattern that every players' JSON with a computer standing in for the member
    matches (R57; checked after)."""
    return f'%"stand_in_id":{int(user_id)}%'


def _stand_in(players: list, user_id: int) -> dict | None:
    return next((s for s in players if s.get("stand_in_id") == user_id), None)


async def _count(rows, tx, sql: str, params) -> int:
    """Run an UPDATE or DELETE and count its rows (``RETURNING 1``: the same on both backends)."""
    return len(await rows(tx, re.sub(r";?\s*$", " RETURNING 1", sql), params))
