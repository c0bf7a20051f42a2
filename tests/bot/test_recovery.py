"""The channel always catches up with the database: after a move that was committed but never
shown, after someone deletes the turn message, and when several games save at once."""

import asyncio
import time

from bot.channel.queue import WORKERS
from bot.store import Seat, Table
from bot.store.sqlite import SqliteStore
from tests.bot.services import Services
from engine import Event, Move
from tests.bot.harness import bot_in_process, shown_in_full
from tests.bot.players import start_game
from tests.bot.stores import closed_after


async def start_three(fd, guild):
    return await start_game(fd, guild.channel, guild.members[0], guild.members[1:])


async def test_a_move_committed_but_never_shown_appears_after_restart(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, seed=4):
        t = await start_three(fd, guild)
        first = t.turn_message()
    # While the bot is down, a move is committed that no message shows (a crash right after
    # the commit looks the same).
    async with closed_after(await SqliteStore.open(db_path)) as store:
        (table,) = await store.tables.active()
        await Services(store).move(table.id, None, lambda game, seat: [Move(game.turn, "income")])
    async with bot_in_process(fd, db_path, seed=4):
        turn2 = await t.waiting_for("**Turn 2**", timeout=10)
        assert turn2.id != first.id and turn2.labels
        await fd.wait_for_message(guild.channel, lambda m: m.id == first.id and not m.labels)
        assert "takes 1 coin" in fd.message(first).body


async def test_a_deleted_turn_message_is_posted_again(fd, db_path):
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, seed=4) as bot:
        t = await start_three(fd, guild)
        first = t.turn_message()
        fd.server.delete_message(fd.message(first))
        table = await bot.cache.in_channel(guild.channel.id)
        # The buttons are gone with the message; the next change (a missed turn here,
        # forced by the clock) posts a fresh turn message.
        await bot.play.timeout(table.id, table.prompt_no)
        bot.courier.refresh(table.id)
        again = await t.waiting_for("**Turn 2**")
        assert again.id != first.id and again.labels


async def test_games_saving_at_once_do_not_break_each_other(db_path):
    async with closed_after(await SqliteStore.open(db_path)) as store:
        tables = [await store.tables.create(Table(guild_id=1, channel_id=100 + i, host_id=1,
                                                  players=[Seat(1, "a"), Seat(2, "b")])) for i in range(4)]

        async def moves(table):
            for v in range(25):
                table.version = v + 1
                await store.tables.save(table, [Event("turn", v % 2, amount=v)] * 3, move=True)

        async def transactions():
            for _ in range(10):
                async with store.db.transaction() as tx:
                    await tx.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('x', '1')")
                    await asyncio.sleep(0)
                    await tx.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('y', '2')")

        await asyncio.gather(transactions(), *(moves(t) for t in tables))
        for t in tables:
            assert (await store.tables.get(t.id)).version == 25
            assert len(await store.tables.events(t.id)) == 75


async def test_a_move_whose_answer_came_too_late_is_still_shown(fd, db_path):
    """Issue 15/19: when answering the click fails (Discord's 3 s passed: 10062), the move is
    committed all the same, so the channel must show it anyway, and the next click works."""
    guild = fd.add_guild("Coup Club", members=3)
    async with bot_in_process(fd, db_path, seed=4) as bot:
        t = await start_three(fd, guild)
        first = t.turn_message()
        table = await bot.cache.in_channel(guild.channel.id)
        actor = guild.members[bot.cache.game(table).turn]
        late = await fd.click(actor, first, label="Income", late=True)
        turn2 = await t.waiting_for("**Turn 2**", timeout=10)
        assert late.late and late.response_type is None  # the answer was refused as too late
        assert turn2.id != first.id and turn2.labels
        await fd.wait_for_message(guild.channel, lambda m: m.id == first.id and not m.labels)
        assert "takes 1 coin" in fd.message(first).body
        nxt = guild.members[bot.cache.game(await bot.cache.get(table.id)).turn]
        answer = await (await fd.click(nxt, turn2, label="Income")).response()
        assert not answer.ephemeral  # the next player's click is not "out of date"
        await t.waiting_for("**Turn 3**")


async def test_after_a_restart_only_stale_channels_are_redrawn_most_urgent_first(fd, db_path):
    """Twelve games; while the bot is down eight of them move on (a crash between commit and
    post looks the same). The restarted bot redraws those eight and no other channel, the
    ones whose deadline comes first before the others, with no request refused for its rate."""
    guilds = [fd.add_guild(f"Club {i}", members=3) for i in range(12)]
    async with bot_in_process(fd, db_path, seed=4):
        tables = [await start_three(fd, g) for g in guilds]
    behind = [guilds[i] for i in (3, 0, 7, 10, 5, 1, 9, 4)]    # most urgent first
    store = await SqliteStore.open(db_path)
    try:
        svc = Services(store)
        by_channel = {t.channel_id: t for t in await store.tables.active()}
        for k, g in enumerate(behind):
            table = by_channel[g.channel.id]
            await svc.move(table.id, None, lambda game, seat: [Move(game.turn, "income")])
            await store.db.execute("UPDATE tables SET deadline=? WHERE id=?", (time.time() + 3600 + 60 * k, table.id))
    finally:
        await store.close()

    start = len(fd.records)
    async with bot_in_process(fd, db_path, seed=4) as bot:
        for g in behind:
            await tables[guilds.index(g)].waiting_for("**Turn 2**", timeout=10)
        for g in guilds:   # anything else it would do, it has done: no channel is behind
            await shown_in_full(bot, g.channel)
        after = [r for r in fd.records[start:] if not r.ephemeral]
    touched = {r.channel_id for r in after}
    assert touched == {g.channel.id for g in behind}, "only the channels that were behind are redrawn"
    first = [next(i for i, r in enumerate(after) if r.channel_id == g.channel.id) for g in behind]
    # The courier's workers take the channels most urgent first, WORKERS at once: the k-th
    # channel is taken only once k - WORKERS + 1 more urgent ones are drawn, so its first
    # request follows at least that many more urgent channels' first requests. (Which of the
    # channels under way at once sends first is the machine's timing, not an order.)
    for k in range(WORKERS, len(behind)):
        before = sum(1 for j in range(k) if first[j] < first[k])
        assert before >= k - WORKERS + 1, f"first request per channel, most urgent first: {first}"
    assert not fd.ratelimits.rejected, fd.ratelimits.summary()
