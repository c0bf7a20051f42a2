"""The game side of the bot (bot/tables) on a real database, without Discord (each test on
SQLite and on PostgreSQL): a change is read once, committed once, told once, and refused
whole when it comes from a stale copy."""

import asyncio

import pytest

from bot.errors import UserFacingError
from bot.i18n import words
from bot.store import Seat, open_store
from bot.store.rows import COMPUTER_IDS
from engine import Move, Series
from engine.rng import SplitMix
from tests.bot.services import Services, services
from tests.bot.stores import fetch, fetch_one

GUILD, CHANNEL = 5, 50


async def running(svc: Services, players: int = 3, **options):
    table = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1", **options)
    for user in range(2, players + 1):
        await svc.lobbies.join(table.id, user, f"p{user}")
    return (await svc.lobbies.start(table.id, 1)).table


async def test_every_change_of_a_table_is_one_version_more_and_told_once(database):
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        table = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1")
        assert table.version == 0
        table = await svc.lobbies.join(table.id, 2, "p2")
        assert table.version == 1 and (await svc.store.tables.get(table.id)).version == 1
        change = await svc.lobbies.start(table.id, 1)
        assert change.table.version == 2 and change.new_prompt and svc.changes == [change]
        game = change.game
        before = len(await svc.store.tables.events(table.id))
        moved = await svc.move(table.id, [1, 2][game.turn], lambda g, s: [Move(s, "income")])
        assert moved.table.version == 3 and svc.changes[-1] is moved
        events = await svc.store.tables.events(table.id)
        assert len(events) > before and {e["version"] for e in events[before:]} == {3}
        # memory holds the committed table and its game, nothing ahead of the database
        assert await svc.get(table.id) is moved.table and svc.game(moved.table) is moved.game


async def test_a_second_writer_of_one_game_is_refused_and_writes_nothing(database):
    """Two processes that both believe they own a game (a reshard, a restart): the first
    move wins, the other is told the game moved on, and the store holds one move. Two
    stores on one database are two processes (on PostgreSQL, two pools)."""
    async with services(database, rng_factory=lambda: SplitMix(3)) as first:
        table = await running(first, 2)
        second = Services(await open_store(database, check=False), rng_factory=lambda: SplitMix(3))
        try:
            assert (await second.get(table.id)).version == table.version   # both have read it
            mover = table.players[first.game(table).turn].id
            await first.move(table.id, mover, lambda g, s: [Move(s, "income")])
            events = await first.store.tables.events(table.id)
            with pytest.raises(UserFacingError) as refused:
                await second.move(table.id, mover, lambda g, s: [Move(s, "tax")])
            assert refused.value.key == "no.moved_on"
            assert await first.store.tables.events(table.id) == events
            stored = await first.store.tables.get(table.id)
            assert stored.version == table.version + 1 and second.changes == []
            # the refused copy reads the game afresh: the next try is played on the real table
            fresh = await second.get(table.id)
            assert fresh.version == stored.version
        finally:
            await second.store.close()


async def test_one_lock_per_table_moves_of_one_game_never_interleave(database):
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        table = await running(svc, 3)
        game = svc.game(table)
        claimant = table.players[game.turn].id
        await svc.move(table.id, claimant, lambda g, s: [Move(s, "tax")])
        claimed = await svc.get(table.id)
        others = [p.id for i, p in enumerate(claimed.players) if i != game.turn]
        # both others answer the same prompt at once: one challenge wins, the other is refused
        results = await asyncio.gather(
            *(svc.move(table.id, user, lambda g, s: [Move(s, "challenge")], claimed.prompt_no) for user in others),
            return_exceptions=True)
        assert sum(not isinstance(r, Exception) for r in results) == 1
        refused = next(r for r in results if isinstance(r, Exception))
        assert isinstance(refused, UserFacingError) and refused.key == "no.already_challenged"
        kinds = [e["kind"] for e in await svc.store.tables.events(table.id)]
        assert kinds.count("challenge") == 1


async def test_running_games_with_a_computer_are_found_by_their_data(database):
    """Issue 24, item 1: the players column is written compactly (``"computer":"normal"``);
    the start-up query reads the data, not its spelling."""
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        with_computer = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1")
        await svc.lobbies.add_computer(with_computer.id, 1, "normal")
        await svc.lobbies.start(with_computer.id, 1)
        people = await svc.lobbies.open(GUILD, CHANNEL + 1, 1, "p1")
        await svc.lobbies.join(people.id, 2, "p2")
        await svc.lobbies.start(people.id, 1)
        lobby = await svc.lobbies.open(GUILD, CHANNEL + 2, 1, "p1")
        await svc.lobbies.add_computer(lobby.id, 1, "easy")   # not running yet
        raw = await fetch_one(svc.store, "SELECT players FROM tables WHERE id=?", (with_computer.id,))
        assert '"computer":"normal"' in raw[0]   # the compact spelling the old query missed
        assert await svc.store.tables.running_with_computers() == [with_computer.id]


async def test_leaving_a_series_game_forfeits_that_game_and_abandoning_the_series_is_apart(database):
    """Issue 24, item 11 and R62: forfeiting a game of a series loses that game only."""
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        table = await running(svc, 3, series=True)
        change = await svc.play.forfeit(table.id, 3)
        assert not change.game.alive[2]
        series = await svc.records.series(table.series_id)
        assert series.status == "running"
        change = await svc.lobbies.abandon_series(series, 2)
        assert not change.game.alive[1] and change.table.status == "finished"
        assert (await svc.records.series(table.series_id)).status == "abandoned"


async def test_a_player_who_lets_others_pass_is_not_waited_on_unless_it_concerns_them(db_path):
    """Issue 24, item 17: a bystander's window answers itself; their own turn, a claim aimed
    at them and their own block stay theirs."""
    async with services(db_path, rng_factory=lambda: SplitMix(3)) as svc:
        table = await running(svc, 4)
        game = svc.game(table)
        actor = game.turn
        quiet = (actor + 2) % 4
        quiet_id = table.players[quiet].id
        async with svc.cache.hold(table.id) as held:
            change = await svc.play.auto_allow(held, quiet_id, True)
        assert change.table.auto_allow == [quiet] and change.table.version == table.version + 1
        await svc.move(table.id, table.players[actor].id, lambda g, s: [Move(s, "tax")])
        claimed = svc.game(await svc.get(table.id))
        assert claimed.step == "challenge" and quiet not in claimed.awaited and len(claimed.awaited) == 2
        kinds = [e["kind"] for e in await svc.store.tables.events(table.id)]
        assert kinds[-1] == "allow"   # allowed in their name, logged like any allow
        # a steal aimed at them: the window waits on them
        for other in claimed.awaited:
            await svc.move(table.id, table.players[other].id, lambda g, s: [Move(s, "allow")])
        now = svc.game(await svc.get(table.id))
        mover = now.turn
        if mover != quiet and now.coins[quiet]:
            await svc.move(table.id, table.players[mover].id, lambda g, s: [Move(s, "steal", target=quiet)])
            aimed = svc.game(await svc.get(table.id))
            assert quiet in aimed.awaited
        async with svc.cache.hold(table.id) as held:
            off = await svc.play.auto_allow(held, quiet_id, False)
        assert not off.table.auto_allow


async def test_r57_a_series_seat_handed_off_is_the_computer_s_for_that_game_only(database):
    """R57 in a series: the computer's win earns no player of the series a win, the one who
    left lost that game (R62: this game only), and the next game seats them again."""
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        table = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1", series=True, handoff=True)
        await svc.lobbies.join(table.id, 2, "p2")
        table = (await svc.lobbies.start(table.id, 1)).table
        hands, coins = svc.game(table).hands[0], svc.game(table).coins[0]
        change = await svc.play.hand_off(table.id, 1)
        assert change.table.players[0] == Seat(-1, "Bot 1", "normal", stand_in_id=1, stand_in_for="p1")
        assert change.game.hands[0] == hands and change.game.coins[0] == coins and change.game.alive[0]
        with pytest.raises(UserFacingError) as gone:
            await svc.play.hand_off(table.id, 1)
        assert gone.value.key == "no.not_playing"
        over = await svc.forfeit(table.id, 2)   # the computer wins the game
        assert over.table.winner_id == -1
        series = await svc.records.series(table.series_id)
        played = Series.from_dict(series.state)
        assert series.status == "running" and played.results[0].winner is None and played.wins == (0, 0)
        assert played.results[0].forfeited == (0, 1)
        rows = await fetch(svc.store, "SELECT user_id, computer, won FROM results WHERE table_id=? ORDER BY seat",
                           (table.id,))
        assert rows == [(COMPUTER_IDS["normal"], "normal", 1), (2, None, 0)]   # kept by level (issue 33, item 4)
        following = await svc.lobbies.next_game(table.id, 1, False)
        assert [s.id for s in following.table.players] == [1, 2]


async def test_r57_hand_off_is_refused_where_the_lobby_did_not_allow_it(database):
    async with services(database, rng_factory=lambda: SplitMix(3)) as svc:
        table = await running(svc, 2)
        with pytest.raises(UserFacingError) as refused:
            await svc.play.hand_off(table.id, 1)
        assert refused.value.key == "no.handoff_off"
        assert (await svc.store.tables.get(table.id)).version == table.version


async def test_a_refusal_names_a_computer_with_its_level_in_the_reader_s_language(db_path):
    """Issue 35: a computer's seat reads 'Bot 1 (easy)' wherever the table names it, a
    refusal included, in the words of whoever is refused."""
    async with services(db_path, rng_factory=lambda: SplitMix(3)) as svc:
        table = await svc.lobbies.open(GUILD, CHANNEL, 1, "p1")
        await svc.lobbies.add_computer(table.id, 1, "easy")
        table = (await svc.lobbies.start(table.id, 1)).table
        if svc.game(table).turn == 0:
            table = (await svc.move(table.id, 1, lambda g, s: [Move(s, "income")])).table
        assert table.players[svc.game(table).turn].computer == "easy"
        with pytest.raises(UserFacingError) as refused:
            await svc.move(table.id, 1, lambda g, s: [Move(s, "income")])
        assert refused.value.text(words("en")) == "It is not your turn; it is Bot 1 (easy)'s."
        assert refused.value.text(words("fr")) == "Ce n'est pas ton tour\u00a0: c'est à Bot 1 (facile) de jouer."
