"""Data rights in the store, on SQLite and on a real PostgreSQL: what is kept about a member
is told, and forgetting them takes their id and name out of every row that holds them
while every game and result still counts for the others; a server that removed the bot
has everything of it purged once its grace period is over."""

from __future__ import annotations

import asyncio

from bot import render
from bot.i18n import words
from bot.store.codec import event, loads
from bot.store.privacy import GUILD_TABLES
from engine import Move
from engine.rng import SplitMix
from tests.bot.services import services
from tests.bot.stores import fetch, fetch_one, write

GUILD, OTHER_GUILD, CHANNEL = 5, 6, 50
ALICE, BOB, CAROL = 4001, 4002, 4003   # not a seat number, a coin count nor a card: an id is told apart
MOD = 777777777                        # a moderator, seated nowhere

#: Every column that may hold a member's id or name, by table (events and the turn logs held
#: the id of a member who cancelled a game, before cancels were said by seat).
HOLDERS = {"tables": ("host_id", "winner_id", "players", "state", "departed", "turn_events", "closed_events"),
           "events": ("payload",), "series": ("host_id", "players"),
           "results": ("user_id", "name"), "series_results": ("user_id",), "standings": ("user_id", "name"),
           "member_prefs": ("user_id",), "reminders": ("user_id",), "guild_settings": ("updated_by",),
           "seasons": ("started_by",), "predictions": ("user_id", "name"), "awards": ("user_id",)}


async def played(svc, channel: int, players, *, guild: int = GUILD, **options):
    """A game of ``players`` (ids) in ``channel``; the table once dealt."""
    host, *others = players
    table = await svc.lobbies.open(guild, channel, host, f"name{host}", "async", **options)
    for user in others:
        await svc.lobbies.join(table.id, user, f"name{user}")
    return (await svc.lobbies.start(table.id, host)).table


async def mentions(store, user_id: int, name: str) -> list[str]:
    """Every (table.column) whose rows hold the member's id or name."""
    found = []
    for table, columns in HOLDERS.items():
        for column in columns:
            rows = await fetch(store, f"SELECT {column} FROM {table}")
            for (value,) in rows:
                if value == user_id or isinstance(value, str) and (name in value or f'"id":{user_id},' in value
                                                                    or f'"id":{user_id}}}' in value
                                                                    or f'"player":{user_id}' in value
                                                                    or f',{user_id},' in value):
                    found.append(f"{table}.{column}")
    return sorted(set(found))


async def test_forget_takes_the_member_out_of_every_row_and_keeps_the_others_standings(database):
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        store = svc.store
        done = await played(svc, CHANNEL, [BOB, ALICE, CAROL])
        await svc.forfeit(done.id, CAROL)
        await svc.forfeit(done.id, ALICE)            # Bob, the host, wins
        series = await played(svc, CHANNEL + 1, [BOB, ALICE], series=True)
        await svc.forfeit(series.id, BOB)
        await store.guilds.set_notify(BOB, "dm")
        await store.guilds.save_settings(GUILD, {"mode": "async"}, BOB)
        await store.records.new_season(GUILD, "Spring", BOB)
        await store.social.predict(done, 1, "action", BOB, f"name{BOB}", "bluff")   # R58, as a spectator would
        await write(store, ("INSERT INTO awards (table_id, award, user_id, guild_id, season_id)"
                            " SELECT ?, 'reader', ?, ?, season_id FROM tables WHERE id = ?", [(done.id, BOB, GUILD, done.id)]))

        about = await store.privacy.about(BOB)
        assert about.names == (f"name{BOB}",) and about.games == 2 and about.results == 2   # the series game too
        assert about.notify == "dm" and about.settings_changed == 1 and about.seasons_started == 1
        assert await mentions(store, BOB, f"name{BOB}")   # he is in the rows before

        seated = await played(svc, CHANNEL + 2, [CAROL, BOB])
        await svc.forfeit(seated.id, CAROL)
        seated = await played(svc, CHANNEL + 3, [CAROL, BOB])
        before = await store.privacy.about(BOB)
        # seated at a running game, and playing a running series (its first game over): nothing changes
        assert await store.privacy.forget(BOB) == [seated.id, series.id]
        assert await store.privacy.about(BOB) == before
        await svc.forfeit(seated.id, BOB)
        await svc.lobbies.abandon_series(await svc.records.series(series.series_id), BOB)   # R62
        board = await fetch(store, "SELECT user_id, season_id, games, wins FROM standings WHERE user_id <> ?"
                                   " ORDER BY user_id, season_id", (BOB,))   # the others', before he is forgotten

        assert await store.privacy.forget(BOB) > 0
        assert await mentions(store, BOB, f"name{BOB}") == []
        gone = await store.privacy.about(BOB)
        assert (gone.names, gone.games, gone.results, gone.standings, gone.notify) == ((), 0, 0, 0, None)
        # every game and result is still there, his under one former player's id
        (formers,) = await fetch_one(store, "SELECT count(DISTINCT user_id) FROM results WHERE user_id < 0")
        assert formers == 1
        (won,) = await fetch_one(store, "SELECT count(*) FROM results WHERE user_id < 0 AND won = 1")
        assert won >= 1
        assert await fetch(store, "SELECT user_id, season_id, games, wins FROM standings WHERE user_id > 0"
                                  " ORDER BY user_id, season_id") == board
        table = await store.tables.get(done.id)
        assert [s.name for s in table.players if s.id < 0] == [""] and table.winner_id < 0


async def a_server_with_everything(svc, guild: int, channel: int) -> list[int]:
    """A row of the server in every table that holds a server's data (GUILD_TABLES); the ids
    of its tables."""
    store = svc.store
    done = await played(svc, channel, [ALICE, BOB], guild=guild, series=True)
    await store.social.predict(done, 1, "action", CAROL, f"name{CAROL}", "bluff")
    await svc.forfeit(done.id, BOB)   # a game's result, a series running
    await svc.lobbies.abandon_series(await svc.records.series(done.series_id), BOB)   # its results (R62)
    running = await played(svc, channel + 1, [ALICE, BOB], guild=guild)   # an async game: reminders
    await store.guilds.save_settings(guild, {"mode": "live"}, ALICE)
    await write(store, ("INSERT INTO awards (table_id, award, user_id, guild_id, season_id)"
                        " SELECT ?, 'reader', ?, ?, season_id FROM tables WHERE id = ?",
                        [(done.id, ALICE, guild, done.id)]),
                ("INSERT INTO shown (table_id, version) VALUES (?, 1)", [(done.id,), (running.id,)]))
    return [done.id, running.id]


async def rows_of(store, tables: list[int], guild: int) -> dict[str, int]:
    counts = {}
    for table in GUILD_TABLES:
        if table in ("events", "shown", "reminders"):   # a table's rows, not a server's
            sql, params = (f"SELECT count(*) FROM {table} WHERE table_id IN ({','.join('?' * len(tables))})",
                           tables)
        else:
            sql, params = f"SELECT count(*) FROM {table} WHERE guild_id = ?", (guild,)
        (counts[table],) = await fetch_one(store, sql, params)
    return counts


async def test_a_departed_server_is_purged_after_its_grace_period_and_kept_if_the_bot_returns(database):
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        store = svc.store
        gone = await a_server_with_everything(svc, GUILD, CHANNEL)
        kept = await a_server_with_everything(svc, OTHER_GUILD, CHANNEL + 10)
        await store.privacy.guild_left(GUILD, 1000.0)
        await store.privacy.guild_left(OTHER_GUILD, 1000.0)
        before = await rows_of(store, gone, GUILD)
        assert all(before.values()), before   # every table holds some of it
        await store.privacy.guild_back(OTHER_GUILD)   # added back: kept
        assert await store.privacy.purge_departed(before=999.0) == []
        assert await rows_of(store, gone, GUILD) == before
        others = await rows_of(store, kept, OTHER_GUILD)
        assert await store.privacy.purge_departed(before=1001.0) == [GUILD]
        assert set((await rows_of(store, gone, GUILD)).values()) == {0}
        assert await rows_of(store, kept, OTHER_GUILD) == {**others, "departed_guilds": 0}
        assert all(n for t, n in others.items() if t != "departed_guilds"), others


async def test_r57_a_seat_handed_to_a_computer_names_its_player_until_they_are_forgotten(database):
    """A computer that took over a member's seat shows whose it was ('for name2'): that is
    their name and id kept, told by ``about``, and taken out by forgetting them once the
    game is over (while it runs, the channel still shows it: refused, like a seat)."""
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        store = svc.store
        table = await played(svc, CHANNEL, [ALICE, BOB, CAROL], handoff=True)
        await svc.play.hand_off(table.id, BOB)
        about = await store.privacy.about(BOB)
        assert about.names == (f"name{BOB}",) and about.games == 1
        assert await store.privacy.forget(BOB) == [table.id]
        await svc.forfeit(table.id, CAROL)
        await svc.forfeit(table.id, ALICE)   # the computer in Bob's seat wins
        assert await store.privacy.forget(BOB) > 0
        assert await mentions(store, BOB, f"name{BOB}") == []
        (players,) = await fetch_one(store, "SELECT players FROM tables WHERE id=?", (table.id,))
        assert f'"stand_in_id":{BOB}' not in players and '"stand_in_for":""' in players
        assert (await store.privacy.about(BOB)).games == 0
        seat = next(s for s in (await store.tables.get(table.id)).players if s.computer)
        assert render.seat_name(words("en"), seat) == "Bot 1 (normal, for a former player)"


async def test_r62_a_member_playing_a_running_series_is_forgotten_once_they_leave_it(database):
    """Between two games of a series, forgetting a member would have its next game deal a
    seat to nobody (a former player awaited every turn): refused until they leave the series."""
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        t = await played(svc, CHANNEL, [ALICE, BOB, CAROL], series=True)
        await svc.forfeit(t.id, CAROL)
        await svc.forfeit(t.id, BOB)   # game 1 over, the series runs on
        assert await svc.store.privacy.forget(BOB) == [t.id]
        change = await svc.lobbies.next_game(t.id, ALICE, False)
        assert [s.id for s in change.table.players] == [ALICE, BOB, CAROL]
        assert await svc.store.privacy.forget(BOB) == [change.table.id]   # seated in it now
        series = await svc.records.series(t.series_id)
        await svc.lobbies.abandon_series(series, BOB)   # R62: he leaves the series (and forfeits its game)
        assert await svc.store.privacy.forget(BOB) == [change.table.id]   # its game still shows his seat
        await svc.forfeit(change.table.id, CAROL)
        assert await svc.store.privacy.forget(BOB) > 0
        assert await mentions(svc.store, BOB, f"name{BOB}") == []


async def test_r54_a_rematch_leaves_out_a_member_forgotten_since_the_game(database):
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        t = await played(svc, CHANNEL, [ALICE, BOB, CAROL], handoff=True)
        await svc.play.hand_off(t.id, CAROL)      # a computer plays Carol's seat: it stays, as a computer
        await svc.forfeit(t.id, BOB)
        await svc.forfeit(t.id, ALICE)
        assert await svc.store.privacy.forget(BOB) > 0
        svc.cache.forget(t.id)   # as a restarted bot reads it
        lobby = await svc.lobbies.rematch(t.id, ALICE)
        assert [(s.id, bool(s.computer)) for s in lobby.players] == [(ALICE, False), (-1, True)]


async def test_forget_makes_an_older_cancel_by_the_member_a_moderators(database):
    """Cancels were once logged with the Discord id of who cancelled (the event's player);
    forgetting that member leaves the game's log saying a moderator cancelled it."""
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        t = await played(svc, CHANNEL, [ALICE, BOB])
        await svc.lobbies.cancel(t.id, MOD, True)
        # as such a game was stored before: the member's id as the cancel's player
        await write(svc.store, ("UPDATE events SET payload = ? WHERE kind = 'table_cancelled'",
                                [(f'{{"player":{MOD}}}',)]))
        (turn,) = await fetch_one(svc.store, "SELECT turn_events FROM tables WHERE id = ?", (t.id,))
        old = turn.replace('["table_cancelled",null,null,null,null,"moderator"]', f'["table_cancelled",{MOD},null,null,null,null]')
        assert old != turn
        await write(svc.store, ("UPDATE tables SET turn_events = ? WHERE id = ?", [(old, t.id)]))
        assert await mentions(svc.store, MOD, "no such name") == ["events.payload", "tables.turn_events"]

        assert await svc.store.privacy.forget(MOD) == 2
        assert await mentions(svc.store, MOD, "no such name") == []
        (turn,) = await fetch_one(svc.store, "SELECT turn_events FROM tables WHERE id = ?", (t.id,))
        (payload,) = await fetch_one(svc.store, "SELECT payload FROM events WHERE kind = 'table_cancelled'")
        w = words("en")
        for e in (render.as_event(loads(turn)[-1]), event("table_cancelled", None, payload)):
            assert render.describe(w, e, ["name1", "name2"]) == w("log.table_cancelled_moderator")


async def test_forget_changes_no_row_of_a_member_whose_id_begins_with_theirs(database):
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        longer = BOB * 10 + 7   # BOB's digits, then more
        t = await played(svc, CHANNEL, [longer, ALICE], series=True)
        await svc.forfeit(t.id, ALICE)
        before = await fetch(svc.store, "SELECT players, state FROM tables UNION ALL SELECT players, state FROM series")
        assert await svc.store.privacy.forget(BOB) == 0   # nothing of his: nothing written
        assert await fetch(svc.store, "SELECT players, state FROM tables UNION ALL SELECT players, state FROM series") \
            == before


async def test_what_is_kept_is_read_while_a_write_holds_the_database(database):
    """``/coup privacy show`` reads beside the moves: a write in progress does not hold it
    back (on SQLite, reading on the writer would wait for it, and every move for the read)."""
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        t = await played(svc, CHANNEL, [ALICE, BOB])
        async with svc.store.db.transaction() as tx:
            await tx.execute("UPDATE guild_settings SET updated_by = NULL WHERE guild_id = ?", (GUILD,))
            about = await asyncio.wait_for(svc.store.privacy.about(BOB), 10)
        assert about.games == 1 and about.names == (f"name{BOB}",)
        assert t.id


async def test_reminders_are_kept_until_their_decision_is_taken_or_the_game_ends(database):
    """PRIVACY.md: a reminder, sent or not, is kept while its decision waits; the next
    decision's change, the game's end, or (for a game cancelled) the hourly upkeep deletes it."""
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        store = svc.store
        reminders = "SELECT count(*) FROM reminders WHERE table_id = ?"
        t = await played(svc, CHANNEL, [ALICE, BOB, CAROL])
        first = t.players[svc.game(t).awaited[0]].id
        assert await store.reminders.claim(t.id, t.prompt_no, 1e12)   # sent
        assert (await store.privacy.about(first)).reminders >= 1      # told, sent or not
        await svc.move(t.id, first, lambda game, seat: [Move(seat, "income")])
        assert await fetch(store, reminders + " AND prompt_no = ?", (t.id, t.prompt_no)) == [(0,)]
        t = await svc.get(t.id)
        assert await store.reminders.claim(t.id, t.prompt_no, 1e12)
        await svc.forfeit(t.id, BOB)
        await svc.forfeit(t.id, CAROL)   # the game ends
        assert await fetch(store, reminders, (t.id,)) == [(0,)]

        cancelled = await played(svc, CHANNEL + 1, [ALICE, BOB])
        assert await store.reminders.claim(cancelled.id, cancelled.prompt_no, 1e12)
        await svc.lobbies.cancel(cancelled.id, ALICE, False)
        assert await store.privacy.drop_spent_reminders() >= 1
        assert await fetch(store, reminders, (cancelled.id,)) == [(0,)]
