"""What the store keeps about a member, and forgetting it; the data of servers that removed
the bot (``PRIVACY.md`` says the same for the people it concerns).

A member is in: the seats of the games and series they played (their id and name; a
game's state holds the names too), their results, awards, predictions (R58, with the name
they were made under) and standings, their reminder choice,
the reminders of their pending decisions, and as who changed a server's settings or started a season. Forgetting
a member keeps every game and result (the others' standings do not change) but takes out
who they were: their id becomes a negative number no Discord account has (one per
forgetting, so their past results still count as one former player's), their name
becomes empty (shown as "a former player"), and their choices and reminders are deleted.
A member seated in a lobby or a running game, or playing a running series, is not
forgotten until they leave it (the series' next game would deal their seat again). Games
cancelled by the member before cancels were said by seat kept their id in the cancel
event: it becomes a moderator's.

Written once for both backends (bot/store/dialect.py).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from engine import series as S

from ..events import MODERATOR, TABLE_CANCELLED
from .codec import dumps, loads
from .dialect import Database
from .errors import Conflict
from .rows import ACTIVE, RUNNING
from .tables import on_shards

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
    reminders: int              # reminders of their pending decisions, sent or waiting
    settings_changed: int       # servers whose settings they changed last
    seasons_started: int


class Privacy:
    def __init__(self, db: Database):
        self.db = db

    async def about(self, user_id: int) -> MemberData:
        """Read on the database's reader (never SQLite's writer: a long read there would hold
        every move back); each count a moment apart, which a report to one member can bear."""
        db = self.db
        seated = [r for r in await db.all("SELECT players FROM tables WHERE players LIKE ? OR players LIKE ?",
                                          (_seat_pattern(user_id), _stand_in_pattern(user_id)))
                  if _seat(loads(r[0]), user_id) is not None or _stand_in(loads(r[0]), user_id) is not None]
        names = {s["name"] if s.get("id") == user_id else s["stand_in_for"]
                 for r in seated for s in loads(r[0]) if user_id in (s.get("id"), s.get("stand_in_id"))}
        count = "SELECT count(*) FROM {} WHERE {} = ?"
        results, series, standings, reminders, changed, started = [
            await db.value(count.format(table, column), (user_id,))
            for table, column in (("results", "user_id"), ("series_results", "user_id"), ("standings", "user_id"),
                                  ("reminders", "user_id"), ("guild_settings", "updated_by"),
                                  ("seasons", "started_by"))]
        notify = await db.value("SELECT notify FROM member_prefs WHERE user_id = ?", (user_id,))
        return MemberData(tuple(sorted(names)), len(seated), results, series, standings, notify, reminders,
                          changed, started)

    async def forget(self, user_id: int) -> list[int] | int:
        """Forget the member (see the module's docstring). The ids of the lobbies and running
        games they are seated at, and of the last game of a running series they play, if any
        (then nothing changed), else the number of rows changed."""
        former = -1 - secrets.randbits(52)
        changed = 0
        async with self.db.transaction() as tx:
            tables = await tx.all(
                "SELECT id, status, players, state, host_id, winner_id, departed, version FROM tables"
                " WHERE players LIKE ? OR players LIKE ? OR host_id = ? OR winner_id = ?" + self.db.FOR_UPDATE,
                (_seat_pattern(user_id), _stand_in_pattern(user_id), user_id, user_id))
            # a running game whose computer plays their seat (R57) still shows their name: its end first
            seated = [r[0] for r in tables if r[1] in ACTIVE and (
                _seat(loads(r[2]), user_id) or r[1] == RUNNING and _stand_in(loads(r[2]), user_id))]
            # between the games of a running series: its next game would deal their seat (R60);
            # they leave the series first (R62)
            for series_id, players in await tx.all("SELECT id, players FROM series WHERE status = ? AND players LIKE ?",
                                                   (S.RUNNING, _seat_pattern(user_id))):
                last = await tx.value("SELECT max(id) FROM tables WHERE series_id = ?", (series_id,))
                if _seat(loads(players), user_id) is not None and last not in seated:
                    seated.append(last)
            if seated:
                return seated
            for table_id, _, players, state, host, winner, departed, version in tables:
                players, state = loads(players), loads(state) if state else None
                seat, stand_in = _seat(players, user_id), _stand_in(players, user_id)
                gone = loads(departed) if departed else None
                if seat is None and stand_in is None and user_id not in (host, winner) and user_id not in (gone or ()):
                    continue   # another member's id that the pattern matched
                if seat is not None:
                    i = players.index(seat)
                    players[i] = {**seat, "id": former, "name": ""}
                    if state is not None and i < len(state.get("names", [])):
                        state["names"][i] = ""
                if stand_in is not None:   # the game's state still names them at that seat
                    i = players.index(stand_in)
                    players[i] = {**stand_in, "stand_in_id": former, "stand_in_for": ""}
                    if state is not None and i < len(state.get("names", [])):
                        state["names"][i] = ""
                gone = [former if u == user_id else u for u in gone] if gone is not None else None
                # the version read above (and locked, on PostgreSQL): a move in between is not overwritten
                if not await tx.execute(
                        "UPDATE tables SET players = ?, state = ?, host_id = ?, winner_id = ?, departed = ?"
                        " WHERE id = ? AND version = ?",
                        (dumps(players), dumps(state) if state is not None else None,
                         former if host == user_id else host, former if winner == user_id else winner,
                         dumps(gone) if gone is not None else None, table_id, version)):
                    raise Conflict(f"table {table_id} changed while its member was being forgotten")
                changed += 1
            for series_id, players, host in await tx.all(
                    "SELECT id, players, host_id FROM series WHERE players LIKE ? OR host_id = ?",
                    (_seat_pattern(user_id), user_id)):
                players = loads(players)
                if _seat(players, user_id) is None and host != user_id:
                    continue
                players = [{**s, "id": former, "name": ""} if s.get("id") == user_id else s for s in players]
                await tx.execute("UPDATE series SET players = ?, host_id = ? WHERE id = ?",
                                 (dumps(players), former if host == user_id else host, series_id))
                changed += 1
            changed += await _cancels(tx, user_id)
            for sql in ("UPDATE results SET user_id = ?, name = '' WHERE user_id = ?",
                        "UPDATE series_results SET user_id = ? WHERE user_id = ?",
                        "UPDATE standings SET user_id = ?, name = '' WHERE user_id = ?",
                        "UPDATE awards SET user_id = ? WHERE user_id = ?",
                        "UPDATE predictions SET user_id = ?, name = '' WHERE user_id = ?"):
                changed += await tx.execute(sql, (former, user_id))
            for sql in ("DELETE FROM member_prefs WHERE user_id = ?", "DELETE FROM reminders WHERE user_id = ?",
                        "UPDATE guild_settings SET updated_by = NULL WHERE updated_by = ?",
                        "UPDATE seasons SET started_by = NULL WHERE started_by = ?"):
                changed += await tx.execute(sql, (user_id,))
        return changed

    async def drop_spent_reminders(self) -> int:
        """Reminders of decisions taken and of games no longer running, sent or not (a game
        cancelled, or a change that did not replace them): no longer kept. How many."""
        async with self.db.transaction() as tx:
            return await tx.execute(
                "DELETE FROM reminders WHERE EXISTS (SELECT 1 FROM tables t WHERE t.id = reminders.table_id"
                " AND (t.status <> 'running' OR t.prompt_no <> reminders.prompt_no))")

    async def guild_left(self, guild_id: int, at: float) -> None:
        """The bot was removed from a server: its data goes once the grace period is over."""
        async with self.db.transaction() as tx:
            await tx.execute("INSERT INTO departed_guilds (guild_id, left_at) VALUES (?, ?)"
                                    " ON CONFLICT (guild_id) DO NOTHING", (guild_id, at))

    async def guild_back(self, guild_id: int) -> None:
        """The bot is in the server (again): nothing of it is purged."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM departed_guilds WHERE guild_id = ?", (guild_id,))

    async def servers_seen(self, present: set[int], at: float, *, shards) -> tuple[int, int]:
        """A shard's servers as the gateway told them once it was ready (``present``): what
        happened while the bot was down. A server with data stored that is not among them
        removed the bot (its grace period starts now); one marked departed that is among
        them added it back. ``shards``: the shard, as ``(count, (shard id,))``. Returns
        (how many left, how many came back)."""
        on, params = on_shards(shards)
        async with self.db.transaction() as tx:
            stored = {r[0] for r in await tx.all(
                " UNION ".join(f"SELECT guild_id FROM {t} WHERE guild_id > 0{on}"
                               for t in ("tables", "guild_settings", "seasons")), params * 3)}
            departed = {r[0] for r in await tx.all(f"SELECT guild_id FROM departed_guilds WHERE guild_id > 0{on}",
                                                  params)}
            left, back = sorted(stored - present - departed), sorted(departed & present)
            await tx.executemany("INSERT INTO departed_guilds (guild_id, left_at) VALUES (?, ?)"
                                 " ON CONFLICT (guild_id) DO NOTHING", [(g, at) for g in left])
            await tx.executemany("DELETE FROM departed_guilds WHERE guild_id = ?", [(g,) for g in back])
        return len(left), len(back)

    async def purge_departed(self, before: float) -> list[int]:
        """Delete everything of the servers that removed the bot before ``before``; their ids."""
        async with self.db.transaction() as tx:
            guilds = [r[0] for r in await tx.all("SELECT guild_id FROM departed_guilds WHERE left_at < ?",
                                               (before,))]
            for guild_id in guilds:
                for table in GUILD_TABLES:
                    if table in _BY_TABLE:
                        await tx.execute(f"DELETE FROM {table} WHERE table_id IN"
                                      " (SELECT id FROM tables WHERE guild_id = ?)", (guild_id,))
                    else:
                        await tx.execute(f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
        return guilds


async def _cancels(tx, user_id: int) -> int:
    """Games cancelled by the member before cancels were said by seat kept their Discord id
    in the cancel event (its player): that event now says a moderator did, as a cancel by a
    member who is not seated does. The number of rows changed."""
    changed = 0
    cancelled = "SELECT id FROM tables WHERE status = 'cancelled'"
    for event_id, payload in await tx.all(
            f"SELECT id, payload FROM events WHERE table_id IN ({cancelled}) AND kind = ? AND payload LIKE ?",
            (TABLE_CANCELLED, f'%"player":{int(user_id)}%')):
        p = loads(payload)
        if p.get("player") == user_id:
            changed += await tx.execute("UPDATE events SET payload = ? WHERE id = ?",
                                        (dumps({"action": MODERATOR}), event_id))
    like = f'%["{TABLE_CANCELLED}",{int(user_id)},%'
    for table_id, turn, closed in await tx.all(
            "SELECT id, turn_events, closed_events FROM tables WHERE status = 'cancelled'"
            " AND (turn_events LIKE ? OR closed_events LIKE ?)", (like, like)):
        logs = [loads(log) if log else None for log in (turn, closed)]
        if any(r[0] == TABLE_CANCELLED and r[1] == user_id for log in logs if log for r in log):
            turn, closed = ([[*r[:1], None, *r[2:5], MODERATOR] if r[0] == TABLE_CANCELLED and r[1] == user_id
                             else r for r in log] if log is not None else None for log in logs)
            changed += await tx.execute("UPDATE tables SET turn_events = ?, closed_events = ? WHERE id = ?",
                                        (dumps(turn) if turn is not None else None,
                                         dumps(closed) if closed is not None else None, table_id))
    return changed


def _seat_pattern(user_id: int) -> str:
    """A LIKE pattern that every players' JSON holding the member matches (a seat's id comes
    first, then its name: ``"id":12,`` and not ``"id":123``; checked after)."""
    return f'%"id":{int(user_id)},%'


def _seat(players: list, user_id: int) -> dict | None:
    return next((s for s in players if s.get("id") == user_id), None)


def _stand_in_pattern(user_id: int) -> str:
    """A LIKE pattern that every players' JSON with a computer standing in for the member
    matches (R57; checked after)."""
    return f'%"stand_in_id":{int(user_id)},%'


def _stand_in(players: list, user_id: int) -> dict | None:
    return next((s for s in players if s.get("stand_in_id") == user_id), None)
