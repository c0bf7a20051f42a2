"""``python -m bot`` on PostgreSQL (DATABASE_URL), SIGKILLed mid-decision and started again:
every move it answered is stored, nothing is repeated, and the buttons already in the
channel keep working (the SQLite twin: test_restart.py); a server it cannot reach stops it
at start-up with one sentence."""

import asyncio
import signal
import socket

from engine import DUKE, Game
from engine.rng import SplitMix

from bot.store import open_store
from tests.bot.harness import start_bot_process, stop
from tests.bot.players import art, start_game
from tests.bot.stores import closed_after


def seed_where_starter_has_duke():
    for seed in range(1000):
        g = Game.new(3, SplitMix(seed))
        if DUKE in g.hands[g.turn]:
            return seed, g.turn
    raise AssertionError


async def test_sigkill_mid_decision_on_postgresql_then_old_buttons_work(fd, postgres_url, tmp_path):
    seed, p0 = seed_where_starter_has_duke()
    guild = fd.add_guild("Coup Club", members=3)
    users = guild.members
    log = tmp_path / "bot.log"
    env = {"COUP_SEED": str(seed), "DATABASE_URL": postgres_url, "DATABASE_PATH": ""}
    proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, **env)
    try:
        await fd.wait_until_ready(timeout=15)
        t = await start_game(fd, guild.channel, users[0], users[1:])
        A, B, C = (users[(p0 + i) % 3] for i in range(3))
        await t.act(A, "Tax")
        await t.waiting_for("Challenge or allow")
        await t.click(B, "Challenge")
        pending = await t.waiting_for("must show a")   # answered, so committed
        proc.send_signal(signal.SIGKILL)
        await proc.wait()

        async with closed_after(await open_store(postgres_url)) as store:
            (table,) = await store.tables.active()
            before = await store.tables.events(table.id)
        assert [e["kind"] for e in before].count("challenge") == 1

        proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, **env)
        await fd.wait_until_ready(timeout=15)
        assert t.turn_message() is pending   # the button drawn before the kill still opens A's decision
        opened, done = await t.decide(A, "Show Duke")
        assert "challenged" in opened and done.body.startswith(f"You showed your {art(fd, 'Duke')} **Duke**")
        await t.waiting_for("must choose a card to lose")
        cards = await t.hand(B)
        await t.decide(B, f"Lose {cards[0]}")
        await t.waiting_for("**Turn 2**")
        await t.act(B, "Income")
        await t.waiting_for("**Turn 3**")

        async with closed_after(await open_store(postgres_url)) as store:
            table = await store.tables.get(table.id)
            events = await store.tables.events(table.id)
        kinds = [e["kind"] for e in events]
        assert kinds[:len(before)] == [e["kind"] for e in before]             # nothing lost
        assert kinds.count("challenge") == 1 and kinds.count("prove") == 1    # nothing repeated
        assert Game.from_dict(table.state).turn_no == 3
        assert not (tmp_path / "unused.sqlite3").exists()
    finally:
        await stop(proc)


async def test_a_postgresql_it_cannot_reach_stops_the_bot_in_one_sentence(fd, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    log = tmp_path / "bot.log"
    proc = await start_bot_process(fd, tmp_path / "unused.sqlite3", log, DATABASE_PATH="",
                                   DATABASE_URL=f"postgresql://coup:s3cret@127.0.0.1:{port}/coup")
    try:
        assert await asyncio.wait_for(proc.wait(), 30) == 3
    finally:
        await stop(proc)
    text = log.read_text()
    assert text.splitlines()[-1] == (f"coup-bot: Cannot reach the PostgreSQL database 'coup' on 127.0.0.1:{port}: "
                                     "connection refused. Is the server running, and is DATABASE_URL right?")
    assert "s3cret" not in text and "Traceback" not in text
