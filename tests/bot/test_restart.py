"""SIGKILL the bot process mid-game, start it again on the same database: nothing is lost,
nothing is repeated, the buttons already in the channel keep working, and a deadline that
passed while it was down fires at once."""

from engine.rng import SplitMix
import signal

from engine import DUKE, Game

from bot.store.sqlite import SqliteStore
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import art, start_game, forfeit
from tests.bot.stores import closed_after


def seed_where_starter_has_duke():
    for seed in range(1000):
        g = Game.new(3, SplitMix(seed))
        if DUKE in g.hands[g.turn]:
            return seed, g.turn
    raise AssertionError


async def kill(proc):
    proc.send_signal(signal.SIGKILL)
    await proc.wait()


async def test_sigkill_mid_decision_then_old_buttons_work(fd, db_path, tmp_path):
    seed, p0 = seed_where_starter_has_duke()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    log = tmp_path / "bot.log"
    proc = await start_bot_process(fd, db_path, log, COUP_SEED=str(seed))
    try:
        await fd.wait_until_ready(timeout=15)
        t = await start_game(fd, guild.channel, users[0], users[1:])
        A, B, C = (users[(p0 + i) % 3] for i in range(3))
        await t.act(A, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(B, "Challenge")
        pending = await t.waiting_for("must show a")  # A's private decision is pending
        await kill(proc)

        async with closed_after(await SqliteStore.open(db_path)) as store:
            (table,) = await store.tables.active()
            events_before = await store.tables.events(table.id)
        assert [e["kind"] for e in events_before].count("challenge") == 1

        proc = await start_bot_process(fd, db_path, log, COUP_SEED=str(seed))
        await fd.wait_until_ready(timeout=15)
        # The very button drawn before the crash still opens A's decision.
        assert t.turn_message() is pending
        opened, done = await t.decide(A, "Show Duke")
        assert "challenged" in opened and done.body.startswith(f"You showed your {art(fd, 'Duke')} **Duke**")
        await t.waiting_for("must choose a card to lose")
        cards = await t.hand(B)
        await t.decide(B, f"Lose {cards[0]}")
        await t.waiting_for("**Turn 2**")
        await t.act(B, "Income")
        await t.waiting_for("**Turn 3**")

        async with closed_after(await SqliteStore.open(db_path)) as store:
            table = await store.tables.get(table.id)
            events = await store.tables.events(table.id)
        kinds = [e["kind"] for e in events]
        assert kinds[:len(events_before)] == [e["kind"] for e in events_before]  # nothing lost
        assert kinds.count("challenge") == 1 and kinds.count("prove") == 1  # nothing repeated
        game = Game.from_dict(table.state)
        assert game.coins[users.index(A)] == 5 and game.turn_no == 3

        # A deadline that passes while the bot is down fires as soon as it is back.
        await kill(proc)
        async with closed_after(await SqliteStore.open(db_path)) as store:
            await store.db.execute("UPDATE tables SET deadline = 1 WHERE id = ?", (table.id,))
        proc = await start_bot_process(fd, db_path, log, COUP_SEED=str(seed))
        await fd.wait_until_ready(timeout=15)
        await t.waiting_for("**Turn 4**", timeout=15)
        assert "ran out of time" in fd.messages(guild.channel)[-2].body

        # Finish the game on the restarted bot: two players leave (R52), the third wins.
        for quitter in (B, C):
            left = await forfeit(fd, quitter, guild.channel)
            assert left.body == "You forfeited the game."
        over = await fd.wait_for_message(guild.channel, lambda m: m.body.startswith("🏆"))
        assert f"{A.name.capitalize()} wins" in over.body
        async with closed_after(await SqliteStore.open(db_path)) as store:
            kinds = [e["kind"] for e in await store.tables.events(table.id)]
        assert kinds.count("win") == 1 and kinds.count("challenge") == 1
    finally:
        await stop(proc)
