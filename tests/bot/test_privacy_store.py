"""Data rights in the store, on SQLite and on a real PostgreSQL: what is kept about a member
is told, and forgetting them takes their id and name out of every row that holds them
while every game and result still counts for the others; a server that removed the bot
has everything of it purged once its grace period is over."""

from __future__ import annotations

import pytest

from bot import render
from bot.i18n import words
from engine.rng import SplitMix
from tests.bot.services import services
from tests.bot.stores import fetch, fetch_one, write

GUILD, OTHER_GUILD, CHANNEL = 5, 6, 50
ALICE, BOB, CAROL = 1, 2, 3

#: Every column that may hold a member's id or name, by table.
HOLDERS = {"tables": ("host_id", "winner_id", "players", "state", "departed"), "series": ("host_id", "players"),
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
                                                                    or f'"id":{user_id}}}' in value):
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
        assert await store.privacy.forget(BOB) == [seated.id]   # seated at a running game: nothing changes
        assert await store.privacy.about(BOB) == before
        await svc.forfeit(seated.id, BOB)
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


async def test_a_departed_server_is_purged_after_its_grace_period_and_kept_if_the_bot_returns(database):
    async with services(database, rng_factory=lambda: SplitMix(4)) as svc:
        store = svc.store
        for guild, channel in ((GUILD, CHANNEL), (OTHER_GUILD, CHANNEL + 10)):
            table = await played(svc, channel, [ALICE, BOB], guild=guild)
            await svc.forfeit(table.id, BOB)
            await store.guilds.save_settings(guild, {"mode": "live"}, ALICE)
        await store.privacy.guild_left(GUILD, 1000.0)
        await store.privacy.guild_left(OTHER_GUILD, 1000.0)
        await store.privacy.guild_back(OTHER_GUILD)   # added back: kept
        assert await store.privacy.purge_departed(before=999.0) == []
        assert await store.privacy.purge_departed(before=1001.0) == [GUILD]
        for table in ("tables", "results", "standings", "seasons", "guild_settings"):
            assert await fetch(store, f"SELECT count(*) FROM {table} WHERE guild_id = ?", (GUILD,)) == [(0,)], table
            (kept,) = await fetch_one(store, f"SELECT count(*) FROM {table} WHERE guild_id = ?", (OTHER_GUILD,))
            assert kept >= 1, table
        (events,) = await fetch_one(store, "SELECT count(*) FROM events")
        assert events > 0   # the other server's game's
        assert await fetch(store, "SELECT count(*) FROM events WHERE table_id NOT IN (SELECT id FROM tables)") \
            == [(0,)]


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
